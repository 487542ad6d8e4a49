//! Spring Yard Zone's boss (s1disasm `_incObj/75 Boss - Spring Yard.asm`, `76 SYZ Boss Blocks.asm`, `BossMove`,
//! `BossDefeated`) as the exact integers of the disassembly, on a flat Sonic 1 arena with the player held in one
//! column: the blocks and the ship the level events load, the arrival, the lift of the player's block with the
//! spike, the block's break, the hits, the defeat and the escape.

use crate::support;
use engine::math::sin;
use engine::objects::runtime::level_events;
use engine::objects::runtime::object::{Common, NO_BALANCING, Obj, State};
use engine::objects::s1::Sonic1;
use engine::objects::s1::syz_boss::{self, BossBlock, SyzBoss, block_routine, lift, routine, step};
use engine::{Character, World};
use formats::inputs::Buttons;
use formats::level::LevelEvents;
use formats::{Bounds, Point, ProfileId};

/// The player's x: the middle of block 4's column ($2C80–$2C9F).
const PLAYER_X: i32 = 0x2C90;
/// A player's x left of the arena: no column the ship can be in.
const FAR: i32 = 0x2000;

/// A flat Sonic 1 arena (the floor at y $600), the right limit at `boss_syz_x`; the blocks and the ship loaded as
/// the level events load them (blocks first), the player ignored by the objects.
fn arena() -> (World, usize) {
    let mut level = support::solid_rows(100, 14, 12..14);
    level.profile = ProfileId::S1;
    level.bounds = Bounds { left: 0, top: 0, right: 0x2C00 + 320, bottom: 0x4CC + 224 };
    level.player_start = Point { x: PLAYER_X, y: 0x540 };
    let mut w = World::new(&level, Character::Sonic);
    w.player.object_control = 0x80;
    w.objects.slots.clear();
    w.objects.slots.allocate(syz_boss::blocks_spawned(), 0, None).expect("a free slot");
    w.step(Buttons::NONE);
    let i = w.objects.slots.allocate(syz_boss::spawned(), 0, None).expect("a free slot");
    (w, i)
}

fn ship(w: &World, i: usize) -> (&Common, &SyzBoss) {
    match w.objects.slots.get(i) {
        Some(Obj { common, state: State::Sonic1(Sonic1::SyzBoss(s)) }) => (common, s),
        other => panic!("slot {i}: {:?}", other.map(|o| &o.state)),
    }
}

fn piece(w: &World, i: usize, part: u8) -> &Common {
    w.objects
        .slots
        .iter()
        .find_map(|(_, o)| match &o.state {
            State::Sonic1(Sonic1::SyzBoss(s)) if s.parent == Some(i) && o.common.routine == part => Some(&o.common),
            _ => None,
        })
        .expect("the piece")
}

fn spike_reach(w: &World, i: usize) -> i16 {
    w.objects
        .slots
        .iter()
        .find_map(|(_, o)| match &o.state {
            State::Sonic1(Sonic1::SyzBoss(s)) if s.parent == Some(i) && o.common.routine == routine::SPIKE => {
                Some(s.timer)
            }
            _ => None,
        })
        .expect("the spike")
}

fn blocks(w: &World) -> Vec<(usize, &Common, &BossBlock)> {
    w.objects
        .slots
        .iter()
        .filter_map(|(k, o)| match &o.state {
            State::Sonic1(Sonic1::BossBlock(b)) => Some((k, &o.common, b)),
            _ => None,
        })
        .collect()
}

/// One frame, the player kept at (`PLAYER_X`, $4A0).
fn step(w: &mut World) {
    step_at(w, PLAYER_X);
}

/// One frame, the player kept at (x, $4A0).
fn step_at(w: &mut World, x: i32) {
    w.player.x = x << 8;
    w.player.y = 0x540 << 8;
    w.step(Buttons::NONE);
}

/// `DLE_SYZ3main` loads the blocks at camera x `boss_syz_x` − $140 and `DLE_SYZ3boss` the ship at `boss_syz_x`;
/// the blocks' first frame makes the row of ten at y $582 from x $2C10, 32 px apart, subtypes 0–9.
#[test]
fn the_level_events_load_the_blocks_then_the_ship() {
    let (mut w, _) = arena();
    w.objects.slots.clear();
    let mut bounds = w.bounds;
    for (x, routine) in [(0x2ABF, 0), (0x2AC0, 2), (0x2BFF, 2), (0x2C00, 4)] {
        let cam = support::cam(x, 0x400);
        level_events::run(LevelEvents::Syz3, &mut bounds, &cam, &mut w.objects.game, &mut w.objects.slots, &w.player);
        assert_eq!(w.objects.game.events.routine, routine, "camera x {x:X}");
    }
    assert!(w.objects.game.events.lockscreen);
    assert!(matches!(w.objects.slots.get(1), Some(Obj { state: State::Sonic1(Sonic1::SyzBoss(_)), .. })));
    w.step(Buttons::NONE);
    let b = blocks(&w);
    assert_eq!(b.len(), 10);
    for (k, (_, c, s)) in b.iter().enumerate() {
        assert_eq!((c.pixel_x(), c.pixel_y(), c.subtype, s.carry), (0x2C10 + 0x20 * k as i32, 0x582, k as u8, k as u8));
        assert_eq!(c.routine, block_routine::ACTION);
    }
}

/// The first frame: the face, flame and spike in the next slots, the hitbox $0F and 8 hits; then 1 px a frame left,
/// the origin's y moved by `CalcSine`(angle) / 4 a frame, drawn at the origin, until the frame that starts left of
/// x $2D38 (the sway, the same frame moving on).
#[test]
fn the_ship_arrives_bobbing() {
    let (mut w, i) = arena();
    let (mut x, mut y): (i32, i32) = (0x2DB0 << 16, 0x4DA << 16);
    let mut frame = 0;
    loop {
        let arrived = (x >> 16) < 0x2D38;
        step(&mut w);
        x -= 0x100 << 8;
        y += i32::from(sin((2 * frame) as u8) >> 2) << 8;
        frame += 1;
        let (c, s) = ship(&w, i);
        assert_eq!((s.origin_x, s.origin_y), (x, y), "frame {frame}");
        assert_eq!((c.pixel_x(), c.pixel_y()), (x >> 16, y >> 16), "drawn at the origin");
        assert_eq!(s.column as i32, ((x >> 16) - 0x2C00) >> 5);
        if arrived {
            assert_eq!(c.routine_secondary, step::SWAY);
            break;
        }
        assert_eq!(c.routine_secondary, step::ARRIVE, "frame {frame}");
    }
    assert_eq!(frame, 0x7A, "$2DB0 to $2D37, then one more frame");
    let (c, _) = ship(&w, i);
    assert_eq!((c.collision_flags, c.collision_property), (0x0F, 8));
    for part in [routine::FACE, routine::FLAME, routine::SPIKE] {
        let p = piece(&w, i, part);
        assert_eq!((p.pixel_x(), p.pixel_y() - i32::from(spike_reach(&w, i) >> 2)), (c.pixel_x(), c.pixel_y()));
    }
    assert_eq!(piece(&w, i, routine::SPIKE).collision_flags, 0x84, "the spike hurts");
}

/// The lift, frame by frame: swaying left at $140 it reaches x $2C8E or $2C8F (column 4, where the player is), snaps
/// to $2C90 and finds block 4; down at $180 to y $556 (the spike out 7 a frame to $9A); grabs the block (harmless
/// spike), waits $32 frames (2 px lower its last $1F); up from −$800, + $C a frame, to y $4C2; waits $2D frames
/// drifting 2 px a frame to $4DA; drops the block, which breaks into four pieces; $1E frames later it sways.
#[test]
fn the_lift_of_the_players_block() {
    let (mut w, i) = arena();
    while ship(&w, i).0.routine_secondary != step::LIFT {
        step(&mut w);
    }
    let (c, s) = ship(&w, i);
    assert_eq!((s.origin_px().0, c.x_vel, c.subtype), (0x2C90, 0, lift::DOWN));
    let b4 = blocks(&w).iter().find(|(_, c, _)| c.subtype == 4).map(|b| b.0);
    assert_eq!(s.block, b4, "block 4");
    let block = b4.expect("block 4");
    // Down: the origin's y + $180 a frame while it was above $556 at the frame's start.
    let mut y = s.origin_y;
    let mut reach = spike_reach(&w, i);
    loop {
        let above = ((y >> 16) as u16) < 0x556;
        step(&mut w);
        let (c, s) = ship(&w, i);
        if reach < 0x94 {
            reach += 7;
        }
        assert_eq!(spike_reach(&w, i), reach);
        if !above {
            y = (0x556 << 16) | (y & 0xFFFF);
            assert_eq!((s.origin_y, c.y_vel, c.subtype, s.timer, s.carrying), (y, 0, lift::GRAB, 0x32, true));
            break;
        }
        y += 0x180 << 8;
        assert_eq!(s.origin_y, y);
        assert_eq!(piece(&w, i, routine::SPIKE).collision_flags, 0x84);
    }
    assert_eq!(reach, 0x9A);
    let block_of = |w: &World| blocks(w).into_iter().find(|b| b.0 == block).map(|(_, c, b)| (c.clone(), b.clone()));
    assert_eq!(block_of(&w).expect("the block").1.carry, 0xFF);
    // The wait: $32 frames, then up.
    let mut last_y = ship(&w, i).0.pixel_y();
    for t in (0..0x32).rev() {
        step(&mut w);
        let (c, s) = ship(&w, i);
        assert_eq!(s.timer, t);
        let shake = if t > 0x1E { 0 } else { 2 };
        assert_eq!(c.pixel_y(), 0x556 + shake);
        assert_eq!(piece(&w, i, routine::SPIKE).collision_flags, 0, "harmless while it carries");
        let (b, _) = block_of(&w).expect("the block");
        assert_eq!((b.pixel_x(), b.pixel_y()), (0x2C90, last_y + 0x2C), "under the ship as it was (it runs first)");
        last_y = c.pixel_y();
    }
    step(&mut w);
    let (c, _) = ship(&w, i);
    assert_eq!((c.subtype, c.y_vel), (lift::UP, -0x800));
    // Up.
    let mut vy: i32 = -0x800;
    let mut frames = 0;
    loop {
        let (prev_y, prev_vy) = (ship(&w, i).0.pixel_y(), i32::from(ship(&w, i).0.y_vel));
        step(&mut w);
        frames += 1;
        let (c, s) = ship(&w, i);
        if 0x4C2 >= (y >> 16) {
            assert_eq!((c.subtype, s.timer, c.y_vel), (lift::DROP, 0x2D, 0));
            break;
        }
        if vy < -0x40 {
            vy += 0xC;
        }
        y += vy << 8;
        assert_eq!((s.origin_y, c.y_vel as i32), (y, vy), "frame {frames}");
        let (b, _) = block_of(&w).expect("the block");
        assert_eq!(b.pixel_y(), prev_y + 0x2C + (prev_vy >> 8), "the ship's last position and speed (it runs first)");
    }
    // The wait at the top: 2 px a frame towards $4DA, drawn 2 px lower.
    let mut oy = ship(&w, i).1.origin_px().1;
    for t in (1..0x2D).rev() {
        step(&mut w);
        if oy != 0x4DA {
            oy += if oy < 0x4DA { 2 } else { -2 };
        }
        let (c, s) = ship(&w, i);
        assert_eq!((s.timer, s.origin_px().1, c.pixel_y()), (t, oy, i32::from(oy) + 2));
    }
    step(&mut w);
    let (_, s) = ship(&w, i);
    assert_eq!((s.timer, s.block), (0, None));
    let (b, carry) = block_of(&w).expect("the block");
    assert_eq!((b.routine, carry.carry), (block_routine::ACTION, 0xA), "dropped");
    let (bx, by) = (b.pixel_x(), b.pixel_y());
    // The block (in a slot before the ship's) breaks the next frame: four pieces.
    step(&mut w);
    let pieces: Vec<_> = blocks(&w).into_iter().filter(|(_, c, _)| c.routine == block_routine::PIECE).collect();
    assert_eq!(pieces.len(), 4);
    let want = [(-0x180, -0x200, -8, -8), (0x180, -0x200, 8, -8), (-0x100, -0x100, -8, 8), (0x100, -0x100, 8, 8)];
    for (k, (_, p, _)) in pieces.iter().enumerate() {
        let (vx, vy, dx, dy) = want[k];
        // Pieces after the block's slot fall once this frame already.
        let fell = i32::from(p.y_vel != vy);
        assert_eq!((p.x_vel, p.mapping_frame), (vx, k as u8 + 1));
        assert_eq!(p.x, ((bx + dx) << 8) + fell * i32::from(vx), "piece {k}");
        assert_eq!(p.y, ((by + dy) << 8) + fell * i32::from(vy), "piece {k}");
    }
    for t in 2..0x1E {
        step(&mut w);
        assert_eq!((ship(&w, i).0.routine_secondary, ship(&w, i).1.timer), (step::LIFT, -t));
    }
    step(&mut w);
    let (c, s) = ship(&w, i);
    assert_eq!((c.routine_secondary, s.no_lift, s.carrying), (step::SWAY, 0xFF, false));
}

/// Eight hits, each followed by $20 untouchable frames of flash; the eighth scores 1000 and starts the defeat:
/// $B4 frames of explosions; then it faces right, the boss counts as beaten, it rises ($1F frames slowing by 8, $A
/// still) and flies off while the right limit opens 2 px a frame to `boss_syz_end` ($2D40). The player is in no
/// column (no lift).
#[test]
fn eight_hits_then_the_defeat_and_the_escape() {
    let (mut w, i) = arena();
    let step = |w: &mut World| step_at(w, FAR);
    while ship(&w, i).0.routine_secondary != step::SWAY {
        step(&mut w);
    }
    let score = w.objects.game.score;
    let hit = |w: &mut World| {
        let Some(Obj { common: c, .. }) = w.objects.slots.get_mut(i) else { panic!() };
        assert_eq!(c.collision_flags, 0x0F);
        c.collision_flags = 0;
        c.collision_property -= 1;
        if c.collision_property == 0 {
            c.status |= NO_BALANCING;
        }
    };
    for n in 1..=7u8 {
        hit(&mut w);
        for frame in 1..=0x20u8 {
            step(&mut w);
            let (c, s) = ship(&w, i);
            assert_eq!(s.flash, 0x20 - frame, "hit {n} frame {frame}");
            assert_eq!(c.collision_flags, if frame < 0x20 { 0 } else { 0x0F });
        }
    }
    assert_eq!(w.objects.game.score, score);
    hit(&mut w);
    step(&mut w);
    let (c, s) = ship(&w, i);
    assert_eq!((c.routine_secondary, s.timer, w.objects.game.score), (step::DEFEATED, 0xB4, score + 1000));
    let hold = (c.pixel_x(), c.pixel_y());
    for frame in 1..=0xB4 {
        step(&mut w);
        let (c, s) = ship(&w, i);
        assert_eq!((c.routine_secondary, s.timer, (c.pixel_x(), c.pixel_y())), (step::DEFEATED, 0xB4 - frame, hold));
    }
    step(&mut w);
    let (c, s) = ship(&w, i);
    assert_eq!((c.routine_secondary, s.timer, c.status & 0x81), (step::FLOAT, -1, 1));
    assert!(w.objects.game.events.boss_defeated);
    let mut y = s.origin_y;
    let mut vy: i32 = 0;
    for t in 0..=0x29 {
        step(&mut w);
        match t {
            0 | 0x20 => vy = 0,
            1..0x20 => vy -= 8,
            _ => {}
        }
        y += vy << 8;
        let (c, s) = ship(&w, i);
        assert_eq!((s.timer, s.origin_y, c.routine_secondary), (t, y, step::FLOAT), "rise {t}");
    }
    step(&mut w);
    assert_eq!(ship(&w, i).0.routine_secondary, step::ESCAPE);
    let right = |w: &World| w.bounds.right - 320;
    assert_eq!(right(&w), 0x2C00);
    for frame in 1..=0xA0 {
        step(&mut w);
        assert_eq!(right(&w), 0x2C00 + 2 * frame, "frame {frame}");
    }
    assert_eq!(right(&w), i32::from(syz_boss::BOSS_SYZ_END));
    let mut guard = 0;
    while w.objects.slots.get(i).is_some() {
        step(&mut w);
        guard += 1;
        assert!(guard < 0x200, "deleted once off screen");
    }
}

/// A block the ship carries breaks on its next frame once the ship has no hits left (`BossBlock_Action` reads
/// `obColProp`), and the spike is harmless while it carries.
#[test]
fn a_carried_block_breaks_when_the_ship_is_beaten() {
    let (mut w, i) = arena();
    while ship(&w, i).0.subtype != lift::GRAB || ship(&w, i).0.routine_secondary != step::LIFT {
        step(&mut w);
    }
    assert_eq!(piece(&w, i, routine::SPIKE).collision_flags, 0);
    assert!(blocks(&w).iter().all(|(_, c, _)| c.routine == block_routine::ACTION), "nothing broken yet");
    if let Some(Obj { common: c, .. }) = w.objects.slots.get_mut(i) {
        (c.collision_flags, c.collision_property) = (0, 0);
        c.status |= NO_BALANCING;
    }
    step(&mut w);
    assert_eq!(ship(&w, i).0.routine_secondary, step::DEFEATED);
    assert_eq!(
        blocks(&w).iter().filter(|(_, c, _)| c.routine == block_routine::PIECE).count(),
        4,
        "the carried block broke"
    );
}
