//! Sonic 1's Green Hill Zone boss (s1disasm `_incObj/3D Boss - Green Hill (part 1).asm`, `(part 2).asm`,
//! `_incObj/48 Eggman's Swinging Ball.asm`, `BossMove`, `BossDefeated`, `ExplosionBomb`) and Green Hill's
//! level events (`_inc/DynamicLevelEvents.asm`: `DLE_GHZ1`–`DLE_GHZ3`), as the exact integers of the
//! disassembly: on a flat test arena with the `s1` profile, and on the imported Green Hill Act 3 when
//! `../shared` is present.

use crate::support::reference::{self, Act};
use crate::support::{self, cam};
use engine::math::{cos, sin};
use engine::objects::runtime::game::GameState;
use engine::objects::runtime::level_events::{self, ghz3_routine};
use engine::objects::runtime::object::{Common, NO_BALANCING, Obj, State};
use engine::objects::runtime::slots::Slots;
use engine::objects::s1::boss_ball::{self, BossBall};
use engine::objects::s1::explosion_bomb;
use engine::objects::s1::ghz_boss::{self, BOSS_GHZ_END, BOSS_GHZ_X, BOSS_GHZ_Y, GhzBoss, step};
use engine::objects::s1::swing::swing_position;
use engine::objects::s1::{Sonic1, s1_id};
use engine::player::{Player, Pose};
use engine::{Character, World};
use formats::inputs::Buttons;
use formats::level::LevelEvents;
use formats::{Bounds, Level, Point, ProfileId};

/// The arena's floor top.
const FLOOR: i32 = 0x400;

/// A flat Sonic 1 level 92 chunks wide, solid from y $400 down, bounded as Green Hill 3's end (right limit
/// `boss_ghz_x`; the bottom limit low enough for the floor).
fn arena() -> Level {
    let mut level = support::solid_rows(92, 12, 8..12);
    level.profile = ProfileId::S1;
    level.bounds = Bounds { left: 0, top: 0, right: i32::from(BOSS_GHZ_X) + 320, bottom: 0x340 + 224 };
    level.player_start = Point { x: 0x29D0, y: FLOOR - 20 };
    level
}

/// The arena with the ship loaded as the level events load it (first free slot, routine 0); the player
/// ignored by the objects (`obj_control` bit 7) unless `touchable`.
fn arena_with_boss(touchable: bool) -> (World, usize) {
    let mut w = World::new(&arena(), Character::Sonic);
    if !touchable {
        w.player.object_control = 0x80;
    }
    let i = w.objects.slots.allocate(ghz_boss::spawned(), 0, None).expect("a free slot");
    (w, i)
}

fn ship(w: &World, i: usize) -> (&Common, &GhzBoss) {
    match w.objects.slots.get(i) {
        Some(Obj { common, state: State::Sonic1(Sonic1::GhzBoss(s)) }) => (common, s),
        other => panic!("slot {i}: {:?}", other.map(|o| &o.state)),
    }
}

fn ship_mut(w: &mut World, i: usize) -> &mut Common {
    match w.objects.slots.get_mut(i) {
        Some(Obj { common, state: State::Sonic1(Sonic1::GhzBoss(_)) }) => common,
        _ => panic!("slot {i}: no ship"),
    }
}

/// The chain's members in slot order: (slot, common, state).
fn chain(w: &World) -> Vec<(usize, &Common, &BossBall)> {
    w.objects
        .slots
        .iter()
        .filter_map(|(i, o)| match &o.state {
            State::Sonic1(Sonic1::BossBall(b)) => Some((i, &o.common, b)),
            _ => None,
        })
        .collect()
}

/// The boss explosions: (slot, routine, mapping frame, frame time, x, y).
type Bomb = (usize, u8, u8, u8, i32, i32);

fn bombs(w: &World) -> Vec<Bomb> {
    w.objects
        .slots
        .iter()
        .filter(|(_, o)| matches!(o.state, State::Sonic1(Sonic1::ExplosionBomb)))
        .map(|(i, o)| {
            let c = &o.common;
            (i, c.routine, c.mapping_frame, c.anim_frame_duration, c.pixel_x(), c.pixel_y())
        })
        .collect()
}

/// The explosions made during the last frame (`before`: the explosions before it): in a slot that held
/// none, not run yet, or run once (its first frame) where the slot held an older one.
fn new_bombs(before: &[Bomb], after: &[Bomb]) -> Vec<(i32, i32)> {
    after
        .iter()
        .filter(|b| match before.iter().find(|a| a.0 == b.0) {
            None => true,
            Some(a) => b.1 == 0 || ((b.1, b.2, b.3) == (2, 0, explosion_bomb::FRAME_TIME) && a.1 != 0),
        })
        .map(|b| (b.4, b.5))
        .collect()
}

fn count_s1(w: &World, s1: u8) -> usize {
    w.objects.slots.iter().filter(|(_, o)| matches!(&o.state, State::Sonic1(s) if s.id() == s1)).count()
}

/// A hit as `ReactToItem`'s enemy branch takes it: no hitbox, one hit less, status bit 7 on the last.
fn hit(w: &mut World, i: usize) {
    let c = ship_mut(w, i);
    assert_eq!(c.collision_flags, ghz_boss::COLLISION, "touchable");
    c.collision_flags = 0;
    c.collision_property -= 1;
    if c.collision_property == 0 {
        c.status |= NO_BALANCING;
    }
}

fn origin(s: &GhzBoss) -> (i32, i32) {
    (s.origin_x, s.origin_y)
}

/// The ship comes down 1 px a frame from ($2A60, $280) to `boss_ghz_y` + $38 in 184 frames, bobbing
/// (`CalcSine` of 0, 2, 4, … / 64 added to y); then flies to x `boss_ghz_x` + $A0 in 96 frames (1 px left,
/// 1/4 px up a frame: y $320), stops and hangs the ball; waits 120 frames; moves 127 frames at 1/4 px a frame
/// left; turns round, waits 64 frames and moves 63 frames at 1 px a frame right.
#[test]
fn the_ship_comes_down_makes_the_ball_and_sways() {
    let (mut w, i) = arena_with_boss(false);
    w.step(Buttons::NONE);
    let (c, s) = ship(&w, i);
    assert_eq!((c.routine, c.routine_secondary, c.collision_flags, c.collision_property), (2, 0, 0x0F, 8));
    assert_eq!(origin(s), (0x2A60 << 16, 0x281 << 16));
    assert_eq!((c.pixel_x(), c.pixel_y(), s.bob), (0x2A60, 0x281, 2));
    // The face and the flame in the next slots, at the ship's position.
    for (k, part) in [(1, ghz_boss::routine::FACE), (2, ghz_boss::routine::FLAME)] {
        let (p, _) = ship(&w, i + k);
        assert_eq!((p.routine, p.pixel_x(), p.pixel_y(), p.collision_flags), (part, 0x2A60, 0x281, 0));
    }
    for frame in 2..=184 {
        w.step(Buttons::NONE);
        let (c, s) = ship(&w, i);
        let bob = (2 * (frame - 1)) as u8;
        assert_eq!(origin(s).1, (0x280 + frame) << 16, "frame {frame}");
        assert_eq!(c.pixel_y(), 0x280 + frame + i32::from(sin(bob) >> 6), "frame {frame}");
        assert_eq!(c.routine_secondary, if frame < 184 { step::DESCEND } else { step::MAKE_BALL });
    }
    assert_eq!(origin(ship(&w, i).1).1 >> 16, i32::from(BOSS_GHZ_Y) + 0x38);
    // To the centre: 96 frames; the ball's anchor in the next free slot on the 96th, at the origin.
    for frame in 1..=96 {
        w.step(Buttons::NONE);
        assert_eq!(chain(&w).is_empty(), frame < 96, "frame {frame}");
    }
    let (c, s) = ship(&w, i);
    assert_eq!((c.routine_secondary, c.x_vel, c.y_vel), (step::WAIT, 0, 0));
    assert_eq!(origin(s), (0x2A00 << 16, 0x320 << 16));
    assert_eq!(s.timer, 0x77);
    let members = chain(&w);
    assert_eq!(members.len(), 6, "the anchor, 4 links and the ball");
    assert_eq!(members[0].1.routine, boss_ball::routine::ANCHOR);
    assert!(members[1..5].iter().all(|m| m.1.routine == boss_ball::routine::LINK));
    assert_eq!((members[5].1.routine, members[5].1.collision_flags), (boss_ball::routine::BALL, 0x81));
    assert!(members.windows(2).all(|m| m[0].0 < m[1].0) && members[0].0 > i + 2);
    // Waits 120 frames (timer $77 counted past 0), the 120th choosing the move: 1/4 px a frame (from the
    // centre), left (facing left negates it).
    for _ in 0..119 {
        w.step(Buttons::NONE);
        assert_eq!(ship(&w, i).0.routine_secondary, step::WAIT);
    }
    w.step(Buttons::NONE);
    let (c, s) = ship(&w, i);
    assert_eq!((c.routine_secondary, c.x_vel, s.timer), (step::MOVE, -0x40, 0x7F));
    for _ in 0..127 {
        w.step(Buttons::NONE);
    }
    let (c, s) = ship(&w, i);
    assert_eq!((c.routine_secondary, origin(s).0), (step::MOVE, (0x2A00 << 16) - 127 * 0x4000));
    // The 128th frame: turns round (faces right), waits.
    w.step(Buttons::NONE);
    let (c, s) = ship(&w, i);
    assert_eq!((c.routine_secondary, c.status & 1, c.x_vel, s.timer), (step::WAIT, 1, 0, 0x3F));
    assert!(c.x_flip);
    for _ in 0..63 {
        w.step(Buttons::NONE);
    }
    assert_eq!(ship(&w, i).0.routine_secondary, step::WAIT);
    w.step(Buttons::NONE);
    let (c, s) = ship(&w, i);
    assert_eq!((c.routine_secondary, c.x_vel, s.timer), (step::MOVE, 0x100, 0x3F));
    for _ in 0..64 {
        w.step(Buttons::NONE);
    }
    let (c, s) = ship(&w, i);
    assert_eq!((c.routine_secondary, c.status & 1), (step::WAIT, 0), "turned round again");
    assert_eq!(origin(s).0, (0x2A00 << 16) - 127 * 0x4000 + (63 << 16));
}

/// The chain unrolls 1 px a frame to distances 0, $10, $20, $30, $40, $60 hanging straight down from the
/// anchor (the ship's position, 1 px lower a frame up to $20); the swing starts once the ball is out and
/// the ship moves: the angle word from $4080 moves by a speed going from −$1F8 up by 8 to $200 and back, so
/// it is $0180 (right, level) after 64 frames, $4280 after 128, $8180 (left) after 192, $4080 after 256.
#[test]
fn the_ball_unrolls_then_swings_from_side_to_side() {
    let (mut w, i) = arena_with_boss(false);
    for _ in 0..280 {
        w.step(Buttons::NONE);
    }
    let anchor_slot = chain(&w)[0].0;
    for frame in 1..=120 {
        w.step(Buttons::NONE);
        let members = chain(&w);
        let (ship_c, _) = ship(&w, i);
        let anchor = members[0].2;
        assert_eq!((anchor.anchor_x, anchor.anchor_y), (0x2A00, ship_c.pixel_y() as i16 + frame.min(0x20) as i16));
        for (k, m) in members.iter().enumerate() {
            let distance = (frame as u8).min(boss_ball::DISTANCES[k]);
            assert_eq!(m.2.distance, distance, "frame {frame}, member {k}");
            assert_eq!((m.1.pixel_x(), m.1.pixel_y()), (0x2A00, i32::from(anchor.anchor_y) + i32::from(distance)));
        }
        // The ship starts moving on frame 120: the anchor starts swinging from the next.
        let expected = if frame < 120 { boss_ball::routine::ANCHOR } else { boss_ball::routine::SWINGING };
        assert_eq!(members[0].1.routine, expected, "frame {frame}");
    }
    let mut angles = Vec::new();
    for _ in 0..256 {
        w.step(Buttons::NONE);
        let members = chain(&w);
        let a = members[0].2;
        angles.push((a.angle, a.speed));
        // The ball at $60 px along the angle from the anchor.
        let (x, y) = swing_position((a.angle >> 8) as u8, a.anchor_x, a.anchor_y, 0x60);
        assert_eq!((members[5].1.pixel_x(), members[5].1.pixel_y()), (i32::from(x), i32::from(y)));
        assert_eq!(members[0].0, anchor_slot);
    }
    assert_eq!(angles[0], (0x3E88, -0x1F8));
    assert_eq!(angles[1], (0x3C98, -0x1F0));
    assert_eq!(angles[63], (0x0180, 0));
    assert_eq!(angles[127], (0x4280, 0x200));
    assert_eq!(angles[191], (0x8180, 0));
    assert_eq!(angles[255], (0x4080, -0x200));
    // Angle 0 is level to the right, $40 straight down, $80 level to the left.
    assert_eq!((sin(0), cos(0), sin(0x40), cos(0x80)), (0, 0x100, 0x100, -0x100));
    assert_eq!(swing_position(0, 0x2A00, 0x340, 0x60), (0x2A60, 0x340));
    assert_eq!(swing_position(0x40, 0x2A00, 0x340, 0x60), (0x2A00, 0x3A0));
    assert_eq!(swing_position(0x80, 0x2A00, 0x340, 0x60), (0x29A0, 0x340));
}

/// Eight hits, each followed by 32 untouchable frames with the flash; the eighth scores 1000 and starts the
/// defeat: $B3 frames of explosions (one every 8th frame), the chain turning into explosions; then the boss
/// counts as beaten, sinks and rises for $5E frames, flies off right while the right limit opens 2 px a
/// frame to `boss_ghz_end`, and is deleted off screen once it is there.
#[test]
fn eight_hits_then_the_defeat_and_the_escape() {
    let (mut w, i) = arena_with_boss(false);
    for _ in 0..400 {
        w.step(Buttons::NONE);
    }
    let score = w.objects.game.score;
    for n in 1..=7 {
        hit(&mut w, i);
        for frame in 1..=32 {
            w.step(Buttons::NONE);
            let (c, s) = ship(&w, i);
            assert_eq!(s.flash, 32 - frame, "hit {n} frame {frame}");
            assert_eq!(c.collision_flags, if frame < 32 { 0 } else { 0x0F });
        }
        assert_eq!(ship(&w, i).0.collision_property, 8 - n);
    }
    assert_eq!(w.objects.game.score, score);
    hit(&mut w, i);
    w.step(Buttons::NONE);
    let (c, s) = ship(&w, i);
    assert_eq!((c.routine_secondary, s.timer, w.objects.game.score), (step::DEFEATED, 0xB3, score + 1000));
    let hover = (c.pixel_x(), c.pixel_y());
    // The anchor and the links become explosions; the ball loses its hitbox and explodes for 97 frames.
    w.step(Buttons::NONE);
    let members = chain(&w);
    assert_eq!(members.len(), 1);
    assert_eq!((members[0].1.routine, members[0].1.collision_flags), (boss_ball::routine::BALL, 0));
    let ball_slot = members[0].0;
    let mut explosions = 0;
    for frame in 3..=0xB5 {
        let spawns = w.objects.game.frame_counter.wrapping_add(1) & 7 == 0;
        let before = bombs(&w);
        w.step(Buttons::NONE);
        let made = new_bombs(&before, &bombs(&w));
        let (c, s) = ship(&w, i);
        if frame <= 0xB4 {
            assert_eq!((c.routine_secondary, s.timer), (step::DEFEATED, 0xB4 - frame as i16), "frame {frame}");
            assert_eq!((c.pixel_x(), c.pixel_y()), hover, "holds still");
        }
        // Explosions made this frame: −32..+31 px in x, 0..31 px below the ship's position.
        let near_ship = made
            .iter()
            .filter(|&&(x, y)| (-32..32).contains(&(x - hover.0)) && (0..32).contains(&(y - hover.1)))
            .count();
        if spawns && frame <= 0xB4 {
            assert_eq!(near_ship, 1, "frame {frame}");
            explosions += 1;
        } else if frame != 97 {
            assert_eq!(made.len(), 0, "frame {frame}");
        }
        // The ball counts its distance ($60) down past 0: an explosion itself at the end of the 97th frame.
        if frame == 96 {
            assert!(matches!(chain(&w)[..], [(s, ..)] if s == ball_slot), "the ball still explodes");
        }
        if frame == 97 {
            assert!(chain(&w).is_empty(), "the ball is an explosion");
        }
    }
    assert!((22..=23).contains(&explosions), "{explosions}");
    let (c, s) = ship(&w, i);
    assert_eq!((c.routine_secondary, s.timer, c.status & 0x81), (step::FLOAT, -0x26, 1));
    assert!(w.objects.game.events.boss_defeated);
    let y_vels: Vec<i16> = (0..0x5E)
        .map(|_| {
            w.step(Buttons::NONE);
            ship(&w, i).0.y_vel
        })
        .collect();
    assert_eq!(y_vels[0], 0x18);
    assert_eq!(y_vels[0x24], 0x18 * 0x25);
    assert_eq!(y_vels[0x25], 0);
    assert_eq!(y_vels[0x26], -8);
    assert_eq!(y_vels[0x54], -8 * 0x2F);
    assert_eq!(y_vels[0x55], 0);
    assert_eq!(ship(&w, i).0.routine_secondary, step::ESCAPE);
    // Flying off: the right limit opens 2 px a frame for 176 frames.
    let right = |w: &World| w.bounds.right - 320;
    for frame in 1..=176 {
        w.step(Buttons::NONE);
        assert_eq!(right(&w), i32::from(BOSS_GHZ_X) + 2 * frame, "frame {frame}");
        let (c, _) = ship(&w, i);
        assert_eq!((c.x_vel, c.y_vel), (0x400, -0x40));
    }
    assert_eq!(right(&w), i32::from(BOSS_GHZ_END));
    assert!(!ship(&w, i).0.on_screen, "long gone right of the screen");
    w.step(Buttons::NONE);
    assert!(w.objects.slots.get(i).is_none(), "deleted");
    assert_eq!(count_s1(&w, s1_id::BOSS_GHZ), 0, "the face and the flame went when off screen");
}

/// `ReactToItem` in Sonic 1: a rolling Sonic hitting the ship bounces off with his speeds negated and halved
/// (`asr`); Sonic 2's `Touch_Enemy_Part2` only negates them.
#[test]
fn hitting_the_ship_halves_sonics_rebound_in_sonic_1() {
    // Sonic curled in the air just below-left of the hovering ship, rising into it; `touchable`: whether
    // the ship has its hitbox (without it, his speeds are what the touch would start from).
    let world = |profile: ProfileId, touchable: bool| {
        let mut level = arena();
        level.profile = profile;
        let mut w = World::new(&level, Character::Sonic);
        let i = w.objects.slots.allocate(ghz_boss::spawned(), 0, None).expect("slot");
        w.player.object_control = 0x80;
        for _ in 0..184 {
            w.step(Buttons::NONE);
        }
        w.player.object_control = 0;
        let (c, _) = ship(&w, i);
        let (x, y) = (c.pixel_x() - 24, c.pixel_y() + 30);
        let p = &mut w.player;
        (p.x, p.y, p.x_speed, p.y_speed, p.air, p.pose, p.rolling) =
            (x << 8, y << 8, 0x300, -0x400, true, Pose::Roll, true);
        if !touchable {
            ship_mut(&mut w, i).collision_flags = 0;
        }
        w.step(Buttons::NONE);
        if touchable {
            let (c, _) = ship(&w, i);
            assert_eq!((c.collision_flags, c.collision_property), (0, 7), "{profile:?}: a hit");
        }
        (w.player.x_speed, w.player.y_speed)
    };
    let (vx, vy) = world(ProfileId::S1, false);
    assert_eq!(world(ProfileId::S1, true), (vx.wrapping_neg() >> 1, vy.wrapping_neg() >> 1));
    let (vx, vy) = world(ProfileId::S2, false);
    assert_eq!(world(ProfileId::S2, true), (vx.wrapping_neg(), vy.wrapping_neg()));
}

/// The ball hurts: Sonic standing under it is hit (rings scattered) once it swings into him.
#[test]
fn the_ball_hurts() {
    let (mut w, _) = arena_with_boss(false);
    w.objects.game.rings = 5;
    for _ in 0..380 {
        w.step(Buttons::NONE);
    }
    // The ball hangs at $60 below the anchor; drop Sonic onto it, uncurled.
    let ball = chain(&w)[5].1.clone();
    w.player.object_control = 0;
    let (x, y) = (ball.pixel_x(), ball.pixel_y() - 40);
    let p = &mut w.player;
    (p.x, p.y, p.air, p.y_speed, p.x_speed) = (x << 8, y << 8, true, 0x200, 0);
    for _ in 0..10 {
        w.step(Buttons::NONE);
        if w.objects.game.rings == 0 {
            break;
        }
    }
    assert_eq!(w.objects.game.rings, 0, "hurt: the rings scatter");
    assert!(w.player.invulnerable > 0);
}

/// `DLE_GHZ1`, `DLE_GHZ2`: the bottom limit's target by camera x.
#[test]
fn green_hill_1_and_2_bottom_limits_follow_the_camera() {
    let cases1 = [(0, 0x300), (0x177F, 0x300), (0x1780, 0x400), (0x2400, 0x400)];
    for (x, target) in cases1 {
        assert_eq!(level_events::ghz1_max_y(x), target, "act 1 at {x:#x}");
    }
    let cases2 = [
        (0, 0x300),
        (0xECF, 0x300),
        (0xED0, 0x200),
        (0x15FF, 0x200),
        (0x1600, 0x400),
        (0x1D5F, 0x400),
        (0x1D60, 0x300),
    ];
    for (x, target) in cases2 {
        assert_eq!(level_events::ghz2_max_y(x), target, "act 2 at {x:#x}");
    }
    // Run: act 1's limit eases from $300 to $400 2 px a frame once the camera is at $1780.
    let player = Player::standing(Character::Sonic, 0x1800, 0x300);
    let mut bounds = Bounds { left: 0, top: 0, right: 0x24BF + 320, bottom: 0x300 + 224 };
    let mut game = GameState::new();
    let mut slots = Slots::default();
    level_events::run(LevelEvents::Ghz1, &mut bounds, &cam(0x177F, 0x200), &mut game, &mut slots, &player);
    assert_eq!(bounds.bottom - 224, 0x300);
    for frame in 1..=0x80 {
        level_events::run(LevelEvents::Ghz1, &mut bounds, &cam(0x1780, 0x200), &mut game, &mut slots, &player);
        assert_eq!(bounds.bottom - 224, 0x300 + 2 * frame);
    }
    assert_eq!(bounds.bottom - 224, 0x400);
}

/// `DLE_GHZ3`: $300, $310 from camera x $380; from $960 low ($280 on) $4C0 set at once, $400 from $1380, and
/// the boss step from $1700 (or from $960 high up): target `boss_ghz_y`; back before $960; at `boss_ghz_x`
/// the boss loads at ($2A60, $280) and the screen locks; then the left limit follows the camera.
#[test]
fn green_hill_3_events_close_the_arena_and_load_the_boss() {
    let player = Player::standing(Character::Sonic, 0x1800, 0x300);
    let mut bounds = Bounds { left: 0, top: 0, right: i32::from(BOSS_GHZ_X) + 320, bottom: 0x300 + 224 };
    let mut game = GameState::new();
    let mut slots = Slots::default();
    let run = |bounds: &mut Bounds, game: &mut GameState, slots: &mut Slots, x: i32, y: i32| {
        level_events::run(LevelEvents::Ghz3, bounds, &cam(x, y), game, slots, &player);
    };
    run(&mut bounds, &mut game, &mut slots, 0x37F, 0x300);
    assert_eq!((game.events.max_y_target, bounds.bottom - 224), (Some(0x300), 0x300));
    run(&mut bounds, &mut game, &mut slots, 0x380, 0x300);
    assert_eq!((game.events.max_y_target, bounds.bottom - 224), (Some(0x310), 0x302));
    run(&mut bounds, &mut game, &mut slots, 0x960, 0x280);
    assert_eq!((game.events.max_y_target, bounds.bottom - 224), (Some(0x4C0), 0x4C0), "set at once");
    run(&mut bounds, &mut game, &mut slots, 0x1380, 0x280);
    assert_eq!((game.events.max_y_target, bounds.bottom - 224), (Some(0x400), 0x4BE));
    assert_eq!(game.events.routine, ghz3_routine::MAIN);
    run(&mut bounds, &mut game, &mut slots, 0x1700, 0x280);
    assert_eq!((game.events.max_y_target, game.events.routine), (Some(BOSS_GHZ_Y), ghz3_routine::BOSS));
    // Back left of $960: the first step again (high up, straight back to the boss step).
    run(&mut bounds, &mut game, &mut slots, 0x95F, 0x27F);
    assert_eq!(game.events.routine, ghz3_routine::MAIN);
    run(&mut bounds, &mut game, &mut slots, 0x960, 0x27F);
    assert_eq!(game.events.routine, ghz3_routine::BOSS);
    run(&mut bounds, &mut game, &mut slots, 0x295F, 0x250);
    assert!(!game.events.lockscreen);
    assert_eq!(bounds.left, 0);
    run(&mut bounds, &mut game, &mut slots, 0x2960, 0x250);
    assert_eq!((game.events.routine, game.events.lockscreen), (ghz3_routine::END, true));
    assert_eq!(game.events.boss_id, 0, "Sonic 1 has no Touch_Boss");
    let (slot, boss) = slots.iter().next().expect("the boss");
    assert_eq!((slot, boss.common.pixel_x(), boss.common.pixel_y(), boss.common.routine), (0, 0x2A60, 0x280, 0));
    assert!(matches!(boss.state, State::Sonic1(Sonic1::GhzBoss(_))));
    assert_eq!(bounds.left, 0, "the left limit follows from the next frame");
    run(&mut bounds, &mut game, &mut slots, 0x2960, 0x250);
    assert_eq!((bounds.left, slots.len()), (0x2960, 1));
}

/// While the screen is locked, Sonic stops at the right limit + $128 (not + $168).
#[test]
fn the_locked_screen_stops_sonic_64_px_sooner() {
    let stop = |locked: bool| {
        let mut w = World::new(&arena(), Character::Sonic);
        w.objects.game.events.lockscreen = locked;
        for _ in 0..400 {
            w.step(Buttons::RIGHT);
        }
        w.player.pixel_x()
    };
    assert_eq!(stop(true), i32::from(BOSS_GHZ_X) + 0x128);
    assert_eq!(stop(false), i32::from(BOSS_GHZ_X) + 0x168);
    assert!(stop(false) > stop(true));
}

/// The real act 3: the import sets `Ghz3` and places the prison capsule; Sonic put in the arena: the boss
/// step, the boss loads at ($2A60, $280) on the next frame, the screen locks, the left limit follows the
/// camera, and the boss comes down.
#[test]
fn green_hill_3_arena_loads_the_boss_and_locks_the_screen() {
    let Some(mut level) = reference::owned(Act::Ghz3) else { return };
    assert_eq!(level.events, LevelEvents::Ghz3);
    assert_eq!(level.bounds.right - 320, i32::from(BOSS_GHZ_X));
    let capsule = level
        .objects
        .iter()
        .find(|p| p.kind.game_id().is_some_and(|(id, _)| id & 0x7F == s1_id::PRISON))
        .expect("the prison capsule in the layout");
    assert!(capsule.x > i32::from(BOSS_GHZ_X) + 320, "past the arena: {:#x}", capsule.x);
    level.player_start = Point { x: 0x2A00, y: 0x300 };
    let mut w = World::new(&level, Character::Sonic);
    assert_eq!(w.camera.x, i32::from(BOSS_GHZ_X));
    w.step(Buttons::NONE);
    assert_eq!(w.objects.game.events.routine, ghz3_routine::BOSS);
    assert_eq!(w.objects.game.events.max_y_target, Some(BOSS_GHZ_Y));
    w.step(Buttons::NONE);
    assert_eq!(w.objects.game.events.routine, ghz3_routine::END);
    assert!(w.objects.game.events.lockscreen);
    let boss = boss_slot(&w);
    assert_eq!((ship(&w, boss).0.pixel_x(), ship(&w, boss).0.pixel_y()), (0x2A60, 0x280));
    for _ in 0..184 {
        w.step(Buttons::NONE);
        assert_eq!(w.bounds.left, w.camera.x, "the left limit follows the camera");
    }
    let (c, s) = ship(&w, boss);
    assert_eq!((c.routine_secondary, s.origin_px()), (step::MAKE_BALL, (0x2A60, 0x338)));
    assert_eq!(w.bounds.bottom - 224, i32::from(BOSS_GHZ_Y));
    assert!(!w.player.air && w.player.routine == engine::player::Routine::Normal, "standing in the arena");
    assert_eq!((w.player.pixel_x(), w.player.pixel_y()), (0x2A00, 0x3AC), "on the arena's floor");
}

/// Green Hill 3's prison capsule as its layout places it: the body (subtype 0) and the switch (subtype 1) as
/// two objects ($25 px apart there). They run as the generic capsule without a second switch: Sonic lands on
/// the switch, it goes 8 px down, the screen lock is cleared and the controls lock; 60 frames later
/// (`v_bossstatus` 2) the body opens (frame 2).
#[test]
fn green_hill_3_capsule_body_and_switch_placed_apart() {
    use engine::objects::generic::capsule::{Capsule, routine};
    use formats::object::{ObjectKind, ObjectPlacement};
    let (body_y, switch_y) = (FLOOR - 0x1E, FLOOR - 0x1E - 0x25);
    let mut level = arena();
    level.source = Some(formats::level::LevelSource::new(formats::level::SourceFormat::SonLvlS1, "test"));
    for (subtype, y) in [(1, switch_y), (0, body_y)] {
        let kind = ObjectKind::Other { id: 0x80 | s1_id::PRISON, subtype };
        level.objects.push(ObjectPlacement { kind, x: 0x2A40, y, ..Default::default() });
    }
    let mut p = Player::standing(Character::Sonic, 0x2A40, switch_y - 60);
    p.air = true;
    let mut w = World::with_player(&level, p);
    w.objects.game.events.lockscreen = true;
    let capsule = |w: &World| -> Vec<(Common, Capsule)> {
        w.objects
            .slots
            .iter()
            .filter_map(|(_, o)| match &o.state {
                State::Capsule(s) => Some((o.common.clone(), s.clone())),
                _ => None,
            })
            .collect()
    };
    let mut landed = None;
    for frame in 1..=60 {
        w.step(Buttons::NONE);
        if capsule(&w).iter().any(|(c, _)| c.routine == routine::EXPLOSIONS) {
            landed = Some(frame);
            break;
        }
    }
    assert!(landed.is_some(), "Sonic pressed the switch");
    let parts = capsule(&w);
    assert_eq!(parts.len(), 2, "one body, one switch: {parts:?}");
    let (sw, s) = parts.iter().find(|(c, _)| c.routine == routine::EXPLOSIONS).expect("switch");
    assert_eq!((sw.pixel_y(), s.rest_y, s.timer), (switch_y + 8, switch_y, 60));
    assert!(!w.objects.game.events.lockscreen && w.objects.game.control_locked);
    for _ in 0..59 {
        w.step(Buttons::NONE);
        assert!(!w.objects.game.events.prison_opened);
    }
    w.step(Buttons::NONE);
    assert!(w.objects.game.events.prison_opened);
    w.step(Buttons::NONE);
    let body = capsule(&w).into_iter().find(|(c, _)| c.routine == routine::BODY).expect("body");
    assert_eq!(body.0.mapping_frame, 2, "opened");
}

/// The whole end of the real act 3: the boss beaten (8 hits given as `ReactToItem` takes them; Sonic
/// invincible against the ball), it flies off and the right limit opens to `boss_ghz_end`; Sonic runs right
/// and jumps onto the capsule's switch (the jump's x found by trying from a save state): the screen lock is
/// cleared, the controls lock, and the act ends once the animals are gone.
#[test]
fn green_hill_3_boss_beaten_then_the_capsule_ends_the_act() {
    let Some(mut level) = reference::owned(Act::Ghz3) else { return };
    level.player_start = Point { x: 0x2A00, y: 0x300 };
    let mut w = World::new(&level, Character::Sonic);
    w.player.invincibility = 5000;
    for _ in 0..2 {
        w.step(Buttons::NONE);
    }
    let boss = boss_slot(&w);
    for _ in 0..400 {
        w.step(Buttons::NONE);
    }
    assert_eq!(ship(&w, boss).0.routine_secondary, step::MOVE);
    for _ in 0..8 {
        hit(&mut w, boss);
        for _ in 0..32 {
            w.step(Buttons::NONE);
        }
    }
    assert_eq!(ship(&w, boss).0.routine_secondary, step::DEFEATED);
    let mut frames = 0;
    while w.objects.slots.get(boss).is_some_and(|o| matches!(o.state, State::Sonic1(Sonic1::GhzBoss(_)))) {
        w.step(Buttons::NONE);
        frames += 1;
        assert!(frames < 1000, "the ship leaves");
    }
    // The 8th hit's 32 frames took 31 of the defeat's: 180 − 31 + $5E + 176 + 1 (deleted off screen).
    assert_eq!(frames, 180 - 31 + 0x5E + 176 + 1);
    assert!(w.objects.game.events.boss_defeated && w.objects.game.events.lockscreen);
    assert_eq!(w.bounds.right - 320, i32::from(BOSS_GHZ_END));
    assert_eq!(w.player.routine, engine::player::Routine::Normal);
    let saved = w.snapshot();
    let run_right = Buttons::RIGHT;
    let pressed = (0x2A80..0x2B60).step_by(4).find(|&jump_x| {
        w.restore(&saved);
        for _ in 0..600 {
            let jump = w.player.pixel_x() >= jump_x;
            w.step(if jump { run_right.union(Buttons::JUMP) } else { run_right });
            if w.objects.game.control_locked {
                return true;
            }
        }
        false
    });
    assert!(pressed.is_some(), "Sonic reaches the switch");
    assert_eq!(pressed, Some(0x2A88), "the first jump x (from $2A80 by 4) that lands on it");
    assert!(!w.objects.game.events.lockscreen, "the switch cleared f_lockscreen");
    assert!(w.objects.game.timer_stopped);
    let mut frames = 0;
    while !w.objects.game.act_clear {
        w.step(Buttons::NONE);
        frames += 1;
        assert!(frames < 2000, "the act ends");
    }
}

/// A save state taken mid-fight (ball swinging, a hit flashing) and restored runs the same frames again: the
/// boss, the chain and the explosions are all in the snapshot.
#[test]
fn a_save_state_mid_fight_replays_exactly() {
    let (mut w, i) = arena_with_boss(false);
    for _ in 0..450 {
        w.step(Buttons::NONE);
    }
    hit(&mut w, i);
    w.step(Buttons::NONE);
    let saved = w.snapshot();
    let run = |w: &mut World| {
        for n in 0..400 {
            if n == 100 {
                // The last hit: the defeat, its explosions and random numbers.
                let c = ship_mut(w, i);
                (c.collision_flags, c.collision_property, c.status) = (0, 0, c.status | NO_BALANCING);
            }
            w.step(Buttons::NONE);
        }
        w.snapshot()
    };
    let first = run(&mut w);
    w.restore(&saved);
    assert_eq!(w.snapshot(), saved);
    assert_eq!(run(&mut w), first);
}

/// The slot the Green Hill boss loaded into.
fn boss_slot(w: &World) -> usize {
    w.objects
        .slots
        .iter()
        .find_map(|(i, o)| matches!(o.state, State::Sonic1(Sonic1::GhzBoss(_))).then_some(i))
        .expect("the boss loaded")
}
