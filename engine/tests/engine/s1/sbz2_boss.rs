//! Scrap Brain 2's end (s1disasm `_incObj/82 Eggman - Scrap Brain 2.asm`, `83 SBZ Eggman's Crumbling Floor.asm`,
//! `Sonic_LevelBound`) as the exact integers of the disassembly: Eggman at his console, the wait, the laugh, the
//! leap onto the button; the false floor crumbling block by block into fragments; the fall to the next act.

use crate::support;
use engine::objects::runtime::object::{Common, Obj, STANDING, State};
use engine::objects::s1::Sonic1;
use engine::objects::s1::false_floor::{self, FalseFloor};
use engine::objects::s1::sbz2_eggman::{self, Sbz2Eggman, step};
use engine::player::Routine;
use engine::{Character, World};
use formats::inputs::Buttons;
use formats::level::LevelEvents;
use formats::{Bounds, Point, ProfileId};

/// The floor's top ($5D0 − $10).
const TOP: i32 = 0x5C0;

/// A Sonic 1 level with ground left of x $1F80 at y $600 and none under the arena; the bottom limit at
/// `boss_sbz2_y` ($510: the player is lost below y $5F0).
fn level() -> formats::Level {
    let mut level = support::solid_rows(72, 14, 12..14);
    support::clear(&mut level, 0x3F..72, 12..14);
    level.profile = ProfileId::S1;
    level.bounds = Bounds { left: 0, top: 0, right: 0x2050 + 320, bottom: 0x510 + 224 };
    level.player_start = Point { x: 0x20C0, y: TOP - 19 };
    level
}

fn world() -> World {
    World::new(&level(), Character::Sonic)
}

fn eggman(w: &World, i: usize) -> (&Common, &Sbz2Eggman) {
    match w.objects.slots.get(i) {
        Some(Obj { common, state: State::Sonic1(Sonic1::Sbz2Eggman(s)) }) => (common, s),
        other => panic!("slot {i}: {:?}", other.map(|o| &o.state)),
    }
}

fn floor(w: &World, i: usize) -> Option<(&Common, &FalseFloor)> {
    match w.objects.slots.get(i) {
        Some(Obj { common, state: State::Sonic1(Sonic1::FalseFloor(s)) }) => Some((common, s)),
        _ => None,
    }
}

fn pieces(w: &World) -> Vec<&Common> {
    w.objects
        .slots
        .iter()
        .filter(|(_, o)| matches!(o.state, State::Sonic1(Sonic1::FalseFloor(_))))
        .map(|(_, o)| &o.common)
        .collect()
}

/// The button's slot (the floor's blocks took the slots before it).
fn button(w: &World) -> usize {
    let found = w.objects.slots.iter().find(|(_, o)| {
        o.common.routine == sbz2_eggman::routine::SWITCH && matches!(o.state, State::Sonic1(Sonic1::Sbz2Eggman(_)))
    });
    found.expect("the button").0
}

/// Holds the player at `x` on the floor's top (he does not move himself).
fn step_at(w: &mut World, x: i32) {
    w.player.object_control = 0x80;
    w.player.x = x << 8;
    w.player.y = (TOP - 19) << 8;
    w.step(Buttons::NONE);
}

/// Eggman places himself at ($2160, $5A4) with the hitbox $0F and $10 hits, his button at ($2130, $5BC) in the
/// next slot; he waits while the player is 128 px or more left of him (or right of him), laughs 180 frames, steps
/// down 4 px, leaps 15 frames later (−$FC, −$3C0, gravity $24; X speed cleared at x $2132 or less), presses the
/// button falling at y $595 (the button shows it the same frame: it runs after him), lands at $59B, and marks the
/// false floor — frame by frame.
#[test]
fn eggman_laughs_leaps_and_presses_the_button() {
    let mut w = world();
    let f = w.objects.slots.allocate(false_floor::spawned(), 0, None).expect("a free slot");
    let e = w.objects.slots.allocate(sbz2_eggman::spawned(), 0, None).expect("a free slot");
    step_at(&mut w, 0x2160 - 0x80);
    let (c, _) = eggman(&w, e);
    assert_eq!((c.pixel_x(), c.pixel_y(), c.collision_flags, c.collision_property), (0x2160, 0x5A4, 0x0F, 0x10));
    let button = button(&w);
    let (b, bs) = eggman(&w, button);
    assert_eq!((b.routine, b.pixel_x(), b.pixel_y(), b.mapping_frame, bs.parent), (4, 0x2130, 0x5BC, 0, Some(e as u8)));
    for _ in 0..20 {
        step_at(&mut w, 0x2160 - 0x80);
        step_at(&mut w, 0x2161);
    }
    assert_eq!(eggman(&w, e).0.routine_secondary, step::WAIT, "128 px away, or right of him: he waits");
    step_at(&mut w, 0x2160 - 0x7F);
    assert_eq!((eggman(&w, e).0.routine_secondary, eggman(&w, e).1.timer), (step::LAUGH, 180));
    for n in 1..180 {
        step_at(&mut w, 0x2000);
        assert_eq!(eggman(&w, e).1.timer, 180 - n);
    }
    step_at(&mut w, 0x2000);
    let (c, s) = eggman(&w, e);
    assert_eq!((c.routine_secondary, s.timer, c.pixel_y()), (step::LEAP, 15, 0x5A8));
    for _ in 0..14 {
        step_at(&mut w, 0x2000);
        assert_eq!((eggman(&w, e).0.x, eggman(&w, e).0.y), (0x2160 << 8, 0x5A8 << 8));
    }
    // The oracle: `SEgg_Leap` then `SpeedToPos`, from the frame the timer reaches 0.
    let (mut x, mut y, mut vx, mut vy) = (0x2160 << 8, 0x5A8 << 8, -0xFCi32, -0x3C0i32);
    let mut pressed_at = None;
    for frame in 0.. {
        step_at(&mut w, 0x2000);
        if (x >> 8) <= 0x2132 {
            vx = 0;
        }
        vy += 0x24;
        let mut pressed = false;
        if vy >= 0 && (y >> 8) >= 0x595 {
            pressed = true;
            if (y >> 8) >= 0x59B {
                y = (0x59B << 8) | (y & 0xFF);
                vy = 0;
            }
        }
        x += vx;
        y += vy;
        let (c, s) = eggman(&w, e);
        assert_eq!((c.x, c.y, i32::from(c.x_vel), i32::from(c.y_vel)), (x, y, vx, vy), "leap frame {frame}");
        assert_eq!(s.pressed, pressed || pressed_at.is_some());
        if pressed && pressed_at.is_none() {
            pressed_at = Some(frame);
            assert_eq!(eggman(&w, button).0.mapping_frame, 1, "the button, later in the frame");
        }
        if vx == 0 && vy == 0 {
            assert_eq!(c.routine_secondary, step::STAND, "at rest he marks the floor");
            break;
        }
        assert!(frame < 200);
    }
    assert!((0x2131..=0x2132).contains(&(x >> 8)), "stopped at x $2132 or just left of it: {:#X}", x >> 8);
    assert_eq!((y >> 8), 0x59B);
    let (fc, fs) = floor(&w, f).expect("the floor");
    assert!(fs.go);
    assert_eq!(fc.routine, false_floor::routine::SOLID, "it crumbles from its own next frame");
    step_at(&mut w, 0x2000);
    assert_eq!(floor(&w, f).unwrap().0.routine, false_floor::routine::CRUMBLE);
}

/// The floor places itself at ($2080, $5D0) and makes 8 blocks $20 px apart from x $2010 in the first free slots;
/// solid from its next frame, $80 px each side. Marked, its timer drops $E a frame from 0 and each time it passes
/// below 0 the next block breaks and the solid floor loses $20 px on the left (right edge at $2100); a block
/// breaks into 4 fragments falling from Y speeds $80, 0, $120, $C0 at (∓8, ∓8); with the eighth the floor is
/// deleted and the player standing on it falls.
#[test]
fn the_floor_crumbles_block_by_block() {
    let mut w = world();
    let f = w.objects.slots.allocate(false_floor::spawned(), 0, None).expect("a free slot");
    w.step(Buttons::NONE);
    let (c, s) = floor(&w, f).unwrap();
    assert_eq!((c.pixel_x(), c.pixel_y(), c.routine), (0x2080, 0x5D0, false_floor::routine::SOLID));
    let blocks: Vec<usize> = s.blocks.iter().map(|b| usize::from(b.expect("a block"))).collect();
    for (k, &b) in blocks.iter().enumerate() {
        let (bc, _) = floor(&w, b).unwrap();
        assert_eq!((bc.pixel_x(), bc.pixel_y(), bc.routine), (0x2010 + 0x20 * k as i32, 0x5D0, 8));
    }
    for _ in 0..30 {
        w.step(Buttons::NONE);
    }
    assert!(w.player.on_object && !w.player.air, "the player stands on the floor");
    assert_eq!(w.player.pixel_y(), TOP - 20, "Sonic 1's `SolidObject`: 1 px above his radius");
    assert_ne!(floor(&w, f).unwrap().0.status & STANDING, 0);
    let Some(Obj { state: State::Sonic1(Sonic1::FalseFloor(s)), .. }) = w.objects.slots.get_mut(f) else { panic!() };
    s.go = true;
    w.step(Buttons::NONE);
    assert_eq!(floor(&w, f).unwrap().0.routine, false_floor::routine::CRUMBLE);
    let mut timer = 0u8;
    let mut broken = 0usize;
    for frame in 0.. {
        w.step(Buttons::NONE);
        let old = timer;
        timer = timer.wrapping_sub(0xE);
        if old < 0xE {
            broken += 1;
            let (bc, _) = floor(&w, blocks[broken - 1]).expect("the block became its first fragment");
            let bx = 0x2010 + 0x20 * (broken as i32 - 1);
            assert_eq!((bc.routine, bc.pixel_x(), bc.pixel_y(), bc.y_vel), (0xA, bx - 8, 0x5D0 - 8, 0x80));
            // The block runs before or after the floor: if after, it broke this frame; its copies fall from the
            // next frame.
            if broken == 8 {
                assert!(floor(&w, f).is_none(), "deleted with the eighth block (frame {frame})");
                break;
            }
        }
        let (c, _) = floor(&w, f).unwrap();
        let half = (8 - broken as i32) * 0x10;
        assert_eq!((c.anim_frame_duration, c.mapping_frame as usize), (timer, broken), "frame {frame}");
        assert_eq!((c.pixel_x(), i32::from(c.width_pixels)), (0x2100 - half, half));
        assert!(frame < 200);
    }
    assert!(!w.player.on_object, "let go");
    w.step(Buttons::NONE);
    assert!(w.player.air, "nothing under him: he falls");
}

/// A block told to break: itself and three copies at (−8, −8), (+8, −8), (−8, +8), (+8, +8) from it with Y speeds
/// $80, 0, $120, $C0 and frames 1–4; then `ObjectFall` ($38 a frame, moving with the old speed).
#[test]
fn a_block_breaks_into_four_falling_fragments() {
    let mut w = world();
    let f = w.objects.slots.allocate(false_floor::spawned(), 0, None).expect("a free slot");
    w.step(Buttons::NONE);
    let b = usize::from(floor(&w, f).unwrap().1.blocks[3].unwrap());
    let Some(Obj { state: State::Sonic1(Sonic1::FalseFloor(s)), .. }) = w.objects.slots.get_mut(b) else { panic!() };
    s.go = true;
    w.step(Buttons::NONE);
    let bx = 0x2010 + 0x60;
    // The copies, in the slots after the block, run the same frame: they fall once already.
    let fell = |y: i32, v: i16| ((y << 8) + i32::from(v)) >> 8;
    let frags: Vec<(i32, i32, i16, u8)> = pieces(&w)
        .into_iter()
        .filter(|c| c.routine == 0xA)
        .map(|c| (c.pixel_x(), c.pixel_y(), c.y_vel, c.mapping_frame))
        .collect();
    assert_eq!(
        frags,
        vec![
            (bx - 8, 0x5D0 - 8, 0x80, 1),
            (bx + 8, fell(0x5D0 - 8, 0), 0x38, 2),
            (bx - 8, fell(0x5D0 + 8, 0x120), 0x120 + 0x38, 3),
            (bx + 8, fell(0x5D0 + 8, 0xC0), 0xC0 + 0x38, 4)
        ]
    );
    let before: Vec<(i32, i16)> = pieces(&w).iter().filter(|c| c.routine == 0xA).map(|c| (c.y, c.y_vel)).collect();
    w.step(Buttons::NONE);
    let after: Vec<(i32, i16)> = pieces(&w).iter().filter(|c| c.routine == 0xA).map(|c| (c.y, c.y_vel)).collect();
    let expected: Vec<(i32, i16)> = before.iter().map(|&(y, v)| (y + i32::from(v), v + 0x38)).collect();
    assert_eq!(after, expected);
}

/// `Sonic_LevelBound`: in Scrap Brain 2, below the bottom limit at x $2000 or right the act ends (the game loads
/// Scrap Brain 3) and the player lives; left of it he dies — and elsewhere he always does.
#[test]
fn the_fall_past_x_2000_leads_to_the_next_act() {
    for (events, x, exits) in
        [(LevelEvents::Sbz2, 0x2000, true), (LevelEvents::Sbz2, 0x1FFF, false), (LevelEvents::Sbz1, 0x2000, false)]
    {
        let mut level = level();
        level.events = events;
        let mut w = World::new(&level, Character::Sonic);
        w.player.x = x << 8;
        w.player.y = (0x5F0 + 1) << 8;
        w.player.air = true;
        w.player.on_object = false;
        w.player.y_speed = 0x400;
        w.step(Buttons::NONE);
        assert_eq!(w.objects.game.act_clear, exits, "{events:?} x {x:#X}");
        assert_eq!(w.player.routine == Routine::Dead, !exits, "{events:?} x {x:#X}");
    }
}

/// The level events load the floor and Eggman as Scrap Brain 2's camera goes right (`DLE_SBZ2boss`,
/// `DLE_SBZ2boss2`).
#[test]
fn the_level_events_load_the_floor_and_eggman() {
    let mut level = support::solid_rows(72, 14, 12..14);
    level.profile = ProfileId::S1;
    level.bounds = Bounds { left: 0, top: 0, right: 0x2050 + 320, bottom: 0x510 + 224 };
    level.events = LevelEvents::Sbz2;
    level.player_start = Point { x: 0x1E00, y: 0x600 - 19 };
    let mut w = World::new(&level, Character::Sonic);
    let mut guard = 0;
    while !w.objects.slots.iter().any(|(_, o)| matches!(o.state, State::Sonic1(Sonic1::Sbz2Eggman(_)))) {
        // Above the arena, held by nothing (the camera follows him).
        w.player.object_control = 0x80;
        w.player.x += 0x100;
        w.player.y = 0x580 << 8;
        w.step(Buttons::NONE);
        guard += 1;
        assert!(guard < 1000);
    }
    assert!(w.objects.game.events.lockscreen);
    assert!(!pieces(&w).is_empty(), "the floor came first");
}

/// The real Scrap Brain 2 (imported from `../shared/reference/s1disasm-full`; skipped without it), past its
/// signpost: standing on the false floor over the hole at x $2000–$20FF near its right end, the player makes Eggman laugh, leap and press
/// the button; the floor crumbles under him, he falls through and the act is clear (he does not die).
#[test]
fn the_real_scrap_brain_2_ends_through_the_floor() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let ini = shared.join("reference/s1disasm-full/SonLVL INI Files/SonLVL.ini");
    let Ok(mut level) = formats::import::sonlvl::import(&ini, "Scrap Brain Zone Act 2") else { return };
    assert_eq!(level.events, LevelEvents::Sbz2);
    // After the act's tally the game opens the right limit to $2100 (`Got_SBZ2`, `loc_C766`: the card is not
    // modelled) and the player walks on to Eggman.
    level.bounds.right = 0x2100 + 320;
    level.player_start = Point { x: 0x1F00, y: 0x5C0 - 20 };
    let mut w = World::new(&level, Character::Sonic);
    let mut frames = 0;
    while w.player.pixel_x() < 0x20E8 {
        w.step(Buttons::RIGHT);
        frames += 1;
        assert!(frames < 600, "x {:#X}", w.player.pixel_x());
    }
    let mut eggman_seen = false;
    let mut crumbled = false;
    while !w.objects.game.act_clear {
        w.step(Buttons::NONE);
        frames += 1;
        assert_ne!(w.player.routine, Routine::Dead, "frame {frames}");
        for (_, o) in w.objects.slots.iter() {
            match &o.state {
                State::Sonic1(Sonic1::Sbz2Eggman(_)) if o.common.routine == sbz2_eggman::routine::EGGMAN => {
                    eggman_seen |= o.common.routine_secondary == step::STAND;
                }
                State::Sonic1(Sonic1::FalseFloor(_)) => crumbled |= o.common.routine == false_floor::routine::FRAGMENT,
                _ => {}
            }
        }
        assert!(frames < 2000);
    }
    assert!(eggman_seen && crumbled);
    assert!(w.player.pixel_x() >= 0x2000 && w.player.pixel_y() > 0x5F0);
}
