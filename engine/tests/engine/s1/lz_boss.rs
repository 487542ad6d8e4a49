//! Labyrinth Zone's boss (s1disasm `_incObj/77 Boss - Labyrinth.asm`, `BossMove`, `BossDefeated`; REV01) as the
//! exact integers of the disassembly, on a flat Sonic 1 test level with the player put where each step needs him:
//! the two legs to the shaft, the climb (slower the further below the player is), the wait at the top, the escape.

use crate::support;
use engine::math::{cos, sin};
use engine::objects::runtime::object::{Common, NO_BALANCING, Obj, State};
use engine::objects::s1::Sonic1;
use engine::objects::s1::lz_boss::{self, LzBoss, routine, step};
use engine::{Character, World};
use formats::inputs::Buttons;
use formats::{Bounds, Point, ProfileId};

fn arena() -> (World, usize) {
    let mut level = support::solid_rows(70, 14, 12..14);
    level.profile = ProfileId::S1;
    level.bounds = Bounds { left: 0, top: 0, right: 0x1EE0 + 320, bottom: 0x600 + 224 };
    level.player_start = Point { x: 0x1D00, y: 0x5E0 };
    let mut w = World::new(&level, Character::Sonic);
    w.player.object_control = 0x80;
    w.objects.game.events.lockscreen = true;
    let i = w.objects.slots.allocate(lz_boss::spawned(), 0, None).expect("a free slot");
    (w, i)
}

fn ship(w: &World, i: usize) -> (&Common, &LzBoss) {
    match w.objects.slots.get(i) {
        Some(Obj { common, state: State::Sonic1(Sonic1::LzBoss(s)) }) => (common, s),
        other => panic!("slot {i}: {:?}", other.map(|o| &o.state)),
    }
}

/// One frame with the player put at (x, y) first.
fn step_with_player(w: &mut World, x: i32, y: i32) {
    w.player.x = x << 8;
    w.player.y = y << 8;
    w.player.x_speed = 0;
    w.player.y_speed = 0;
    w.step(Buttons::NONE);
}

/// A leg (`loc_17FA0`…): the origin moves by the speeds each frame; x held at `tx` once reached (going right), y at
/// `ty` (going up), each speed cleared there; the frames until both are.
fn leg(
    w: &mut World,
    i: usize,
    (mut x, mut y): (i32, i32),
    (mut vx, mut vy): (i32, i32),
    tx: i32,
    ty: i32,
) -> (i32, i32) {
    let mut frames = 0;
    loop {
        w.player.x = 0x1DA0 << 8;
        w.step(Buttons::NONE);
        frames += 1;
        let (c, s) = ship(w, i);
        // The frame's check sees last frame's origin, then `BossMove`.
        let mut done = 0;
        if (x >> 16) >= tx {
            x = (tx << 16) | (x & 0xFFFF);
            vx = 0;
            done += 1;
        }
        if (y >> 16) <= ty {
            y = (ty << 16) | (y & 0xFFFF);
            vy = 0;
            done += 1;
        }
        if done == 2 {
            return (x, y);
        }
        x += vx << 8;
        y += vy << 8;
        assert_eq!((s.origin_x, s.origin_y), (x, y), "frame {frames}");
        assert_eq!((c.pixel_x(), c.pixel_y()), (x >> 16, y >> 16), "drawn at the origin");
        assert!(frames < 400);
    }
}

/// It places itself at ($1E10, $5C0) with the hitbox $0F and 8 hits, its face and flame in the next slots; waits
/// for the player at x $1DA0; then $60 right and −$180 up to x $1E48 and y $500, $140 and −$200 up to $1E70 and
/// $4C0 — frame by frame.
#[test]
fn the_legs_to_the_shaft() {
    let (mut w, i) = arena();
    for _ in 0..10 {
        step_with_player(&mut w, 0x1D9F, 0x5E0);
    }
    let (c, s) = ship(&w, i);
    assert_eq!((c.pixel_x(), c.pixel_y(), c.collision_flags, c.collision_property), (0x1E10, 0x5C0, 0x0F, 8));
    assert_eq!((c.routine_secondary, s.origin_x, s.origin_y), (step::WAIT, 0x1E10 << 16, 0x5C0 << 16));
    for (k, part) in [(1, routine::FACE), (2, routine::FLAME)] {
        assert_eq!(ship(&w, i + k).0.routine, part);
    }
    // The player reaches x $1DA0: the speeds are set and the first move made the same frame.
    step_with_player(&mut w, 0x1DA0, 0x5E0);
    let (c, s) = ship(&w, i);
    assert_eq!(
        (c.routine_secondary, s.origin_x, s.origin_y),
        (step::FIRST, (0x1E10 << 16) + (0x60 << 8), (0x5C0 << 16) - (0x180 << 8))
    );
    let start = (s.origin_x, s.origin_y);
    let after_first = leg(&mut w, i, start, (0x60, -0x180), 0x1E48, 0x500);
    let (c, s) = ship(&w, i);
    assert_eq!(c.routine_secondary, step::SECOND);
    assert_eq!(
        (s.origin_x, s.origin_y),
        (after_first.0 + (0x140 << 8), after_first.1 - (0x200 << 8)),
        "the next leg's first move"
    );
    let from = (s.origin_x, s.origin_y);
    let after = leg(&mut w, i, from, (0x140, -0x200), 0x1E70, 0x4C0);
    let (c, s) = ship(&w, i);
    assert_eq!((c.routine_secondary, s.sway), (step::SHAFT, 0));
    assert_eq!((s.origin_x >> 16, s.origin_y), (0x1E70, after.1 - (0x180 << 8)));
}

/// Up the shaft: x = origin + `CalcSine`(angle) / 16, the angle up 2 a frame, facing right while the cosine is
/// not negative; the origin rises $180 a frame ($180 << 8 in 16.16) while the player is above or less than $48 px
/// below the ship's last y, $C0 to $6F px, $60 to $97 px, not at all from $98.
#[test]
fn the_climb_waits_for_the_player() {
    let (mut w, i) = arena();
    step_with_player(&mut w, 0x1DA0, 0x5E0);
    while ship(&w, i).0.routine_secondary != step::SHAFT {
        step_with_player(&mut w, 0x1DA0, 0x5E0);
    }
    let mut angle = 0u8;
    for (below, rise) in
        [(-0x10, 0x180), (0x47, 0x180), (0x48, 0xC0), (0x6F, 0xC0), (0x70, 0x60), (0x97, 0x60), (0x98, 0)]
    {
        let (c, s) = ship(&w, i);
        let (y0, last_y) = (s.origin_y, c.pixel_y());
        step_with_player(&mut w, 0x1E70, last_y + below);
        angle = angle.wrapping_add(2);
        let (c, s) = ship(&w, i);
        assert_eq!(s.origin_y, y0 - (rise << 8), "{below:#X} px below");
        assert_eq!(c.pixel_x(), 0x1E70 + i32::from(sin(angle) >> 4));
        assert_eq!(c.status & 1, u8::from(cos(angle) >= 0));
    }
}

/// At the top ($1F4C, $C0) it faces left and waits for the player at x $1EC8 or right and y $F0 or above; then
/// the screen unlocks, $32 frames later it flies off at 4 px a frame while the right limit opens 2 px a frame to
/// $2030, and off screen it is deleted with its face and flame.
#[test]
fn the_top_the_wait_and_the_escape() {
    let (mut w, i) = arena();
    let mut guard = 0;
    while ship(&w, i).0.routine_secondary != step::WAIT_PLAYER {
        // Close below it all the way up.
        let y = ship(&w, i).0.pixel_y();
        step_with_player(&mut w, 0x1DA0, y + 0x10);
        guard += 1;
        assert!(guard < 2000);
    }
    let (c, s) = ship(&w, i);
    assert_eq!((s.origin_px(), c.status & 1), ((0x1F4C, 0xC0), 0));
    for _ in 0..5 {
        step_with_player(&mut w, 0x1EC7, 0xF0);
        step_with_player(&mut w, 0x1EC8, 0xF1);
    }
    assert_eq!(ship(&w, i).0.routine_secondary, step::WAIT_PLAYER);
    assert!(w.objects.game.events.lockscreen);
    step_with_player(&mut w, 0x1EC8, 0xF0);
    assert!(!w.objects.game.events.lockscreen, "REV01 unlocks the screen");
    assert_eq!((ship(&w, i).0.routine_secondary, ship(&w, i).1.pause), (step::PAUSE, 0x32));
    for n in 1..0x32 {
        step_with_player(&mut w, 0x1EC8, 0xF0);
        assert_eq!(ship(&w, i).1.pause, 0x32 - n);
    }
    step_with_player(&mut w, 0x1EC8, 0xF0);
    let (c, _) = ship(&w, i);
    assert_eq!((c.routine_secondary, c.x_vel, c.y_vel), (step::ESCAPE, 0x400, -0x40));
    let right = |w: &World| w.bounds.right - 320;
    let start = right(&w);
    for frame in 1..=(0x2030 - start) / 2 {
        step_with_player(&mut w, 0x1EC8, 0xF0);
        assert_eq!(right(&w), start + 2 * frame);
    }
    for _ in 0..200 {
        step_with_player(&mut w, 0x1EC8, 0xF0);
    }
    let left = w.objects.slots.iter().filter(|(_, o)| matches!(o.state, State::Sonic1(Sonic1::LzBoss(_)))).count();
    assert_eq!(left, 0, "the ship, face and flame deleted off screen");
}

/// Eight hits with $20 frames of flash each; the eighth scores 1000 and it explodes while it keeps going; beaten,
/// it does not wait for the player at the top. Fleeing clears its beaten flag while the status bit stays, so the
/// game scores the 1000 again that frame and it keeps exploding as it flies off.
#[test]
fn beaten_it_explodes_and_flees_at_once() {
    let (mut w, i) = arena();
    step_with_player(&mut w, 0x1DA0, 0x5E0);
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
    for _ in 0..7 {
        hit(&mut w);
        for frame in 1..=0x20u8 {
            step_with_player(&mut w, 0x1DA0, 0x5E0);
            assert_eq!(ship(&w, i).1.flash, 0x20 - frame);
        }
    }
    hit(&mut w);
    step_with_player(&mut w, 0x1DA0, 0x5E0);
    assert!(ship(&w, i).1.beaten);
    assert_eq!(w.objects.game.score, score + 1000);
    let mut guard = 0;
    while ship(&w, i).0.routine_secondary != step::ESCAPE {
        let y = ship(&w, i).0.pixel_y();
        step_with_player(&mut w, 0x1DA0, y + 0x10);
        guard += 1;
        assert!(guard < 2000);
    }
    // `loc_18136` clears `objoff_3D`, but status bit 7 stays: the same frame scores 1000 again and it explodes on.
    assert!(ship(&w, i).1.beaten);
    assert_eq!(w.objects.game.score, score + 2000);
    assert!(!w.objects.game.events.boss_defeated, "it never sets v_bossstatus");
}
