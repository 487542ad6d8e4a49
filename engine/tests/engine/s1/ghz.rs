//! Sonic 1 on the real Green Hill Zone Act 1 (imported from `../shared/reference/s1disasm`): the loop and
//! the roll tunnels (`Sonic_Loops`, `Sonic_ChkRoll`) and the differences the SPG names for Sonic 1.

use crate::support::reference::{self, Act};
use engine::{Character, World};
use formats::inputs::Buttons;

/// Runs `frames` frames holding `buttons`, returning (x, y, angle, air, loop flag, rolling, Ground Speed) after
/// each.
fn run(w: &mut World, frames: usize, buttons: Buttons) -> Vec<(i32, i32, u8, bool, bool, bool, i16)> {
    (0..frames)
        .map(|_| {
            w.step(buttons);
            let p = &w.player;
            (p.pixel_x(), p.pixel_y(), p.angle, p.air, p.loop_flag(), p.rolling, p.ground_speed)
        })
        .collect()
}

/// The loop chunk's collision: the layout's chunk $34 normally, its alternate $35 on the loop flag's layer.
#[test]
fn the_loop_chunk_collides_as_its_alternate_on_the_loop_flag() {
    let Some(level) = reference::owned(Act::Ghz1) else { return };
    let t = engine::Terrain::from_level(&level);
    let (x0, y0) = (21 * 256, 2 * 256);
    assert_eq!(t.chunk_at(x0 + 100, y0 + 100), Some(0x34));
    let mut differs = 0;
    for by in 0..16 {
        for bx in 0..16 {
            let (x, y) = (x0 + bx * 16, y0 + by * 16);
            let normal = level.chunks[0x34].blocks[(by * 16 + bx) as usize];
            let alternate = level.chunks[0x35].blocks[(by * 16 + bx) as usize];
            let a = t.block_at(formats::Layer::A, x, y).unwrap();
            let b = t.block_at(formats::Layer::B, x, y).unwrap();
            assert_eq!((a.tile, a.solidity), (normal.a.tile, normal.a.solidity));
            assert_eq!((b.tile, b.solidity), (alternate.a.tile, alternate.a.solidity));
            differs += usize::from(normal.a != alternate.a);
        }
    }
    assert!(differs > 0, "the two versions of the loop differ");
    // Elsewhere both layers are the same (one collision path).
    assert_eq!(t.block_at(formats::Layer::A, 80, 963), t.block_at(formats::Layer::B, 80, 963));
}

/// Running right at top speed from x 5100 on the floor (y 684): up the loop's right side and over its top
/// (the flag is set once the angle is 1–$80 inside the loop chunk), down its left side and out through the
/// bottom, where the alternate has no entry ramp; the flag clears in the next chunk.
#[test]
fn sonic_runs_around_the_green_hill_loop() {
    let Some(mut level) = reference::owned(Act::Ghz1) else { return };
    level.player_start = formats::Point { x: 5100, y: 684 };
    let mut w = World::new(&level, Character::Sonic);
    assert_eq!((w.player.pixel_y(), w.player.angle, w.player.loop_flag()), (684, 0, false));
    w.player.ground_speed = 0x600;
    let frames = run(&mut w, 220, Buttons::RIGHT);
    assert!(frames.iter().all(|f| !f.3), "never leaves the ground");
    let set = frames.iter().position(|f| f.4).expect("the loop flag is set");
    // Set at the end of the first frame past the ceiling: angle 1–$80, in the loop chunk.
    let (x, y, angle, ..) = frames[set];
    assert!((1..=0x80).contains(&angle), "{angle:#x}");
    assert!((21 * 256..22 * 256).contains(&x) && (512..768).contains(&y), "({x}, {y})");
    assert!(frames[..set].iter().any(|f| f.2 == 0xC0 || (0xB0..0xD0).contains(&f.2)), "went up the wall");
    // Back on the floor inside the loop with the flag, then past the loop chunk where it clears.
    let cleared = set + frames[set..].iter().position(|f| !f.4).expect("the loop flag clears");
    assert!(frames[cleared].0 >= 22 * 256, "cleared after leaving the loop chunk: x {}", frames[cleared].0);
    assert!(frames[set..cleared].iter().all(|f| f.4));
    assert!(frames.last().is_some_and(|f| f.0 > 5900 && f.1 < 700), "{:?}", frames.last());
}

/// Without the loop data the same run never gets out: coming down the loop's left side, Sonic meets the
/// entry ramp again.
#[test]
fn without_the_loop_flag_the_loop_cannot_be_left() {
    let Some(mut level) = reference::owned(Act::Ghz1) else { return };
    level.loops = Default::default();
    level.player_start = formats::Point { x: 5100, y: 684 };
    let mut w = World::new(&level, Character::Sonic);
    w.player.ground_speed = 0x600;
    let frames = run(&mut w, 220, Buttons::RIGHT);
    assert!(frames.iter().all(|f| !f.4));
    assert!(frames.iter().all(|f| f.0 < 22 * 256), "{:?}", frames.iter().map(|f| f.0).max());
}

/// `Sonic_ChkRoll` in a roll tunnel chunk: standing still there, Sonic is curled at the end of the frame
/// with Ground Speed $200; and rolling there, reaching 0 does not stop the roll.
#[test]
fn roll_tunnels_curl_with_ground_speed_0x200() {
    let Some(mut level) = reference::owned(Act::Ghz1) else { return };
    // Layout cell (24, 2) holds tunnel chunk $1E; find a floor in it.
    let t = engine::Terrain::from_level(&level);
    assert!(t.loops().is_tunnel(t.chunk_at(24 * 256 + 128, 2 * 256 + 128).unwrap()));
    let mut found = None;
    'scan: for x in (24 * 256 + 16..25 * 256 - 16).step_by(8) {
        for y in (2 * 256 + 16..3 * 256 - 24).step_by(2) {
            level.player_start = formats::Point { x, y };
            let w = World::new(&level, Character::Sonic);
            if w.player.pixel_y() != y && w.player.angle == 0 && !w.player.air {
                found = Some(w);
                break 'scan;
            }
        }
    }
    let mut w = found.expect("a flat floor in the tunnel chunk");
    let y = w.player.pixel_y();
    assert!(!w.player.rolling);
    w.step(Buttons::NONE);
    assert!(w.player.rolling);
    assert_eq!(w.player.ground_speed, 0x200);
    assert_eq!((w.player.height_radius, w.player.width_radius), (14, 7));
    assert_eq!(w.player.pixel_y(), y + 5, "curled: the centre moves down by 19 − 14");
    // Rolling friction takes the last 6 away: `Sonic_RollSpeed` uncurls at 0, `Sonic_ChkRoll` curls again.
    w.player.ground_speed = 6;
    let y = w.player.pixel_y();
    w.step(Buttons::NONE);
    assert!(w.player.rolling);
    assert_eq!((w.player.ground_speed, w.player.pixel_y()), (0x200, y));
}

/// The Sonic 1 differences the SPG names, on Green Hill 1's start slope (angle $FC): standing still does not
/// slide (no slope factor at rest), Right gives +12 on the first frame and then +8 (slope factor (sin $FC ·
/// $20) >> 8 = −4 once moving); top speed is clamped when over it; the snap limit is 14 px whatever the speed.
#[test]
fn sonic_1_rules_on_the_start_slope() {
    let Some(level) = reference::owned(Act::Ghz1) else { return };
    let mut w = World::new(&level, Character::Sonic);
    let start = w.player.clone();
    assert_eq!((start.pixel_x(), start.pixel_y(), start.angle), (80, 944, 0xFC));
    run(&mut w, 60, Buttons::NONE);
    let p = &w.player;
    assert_eq!(
        (p.x, p.y, p.x_speed, p.y_speed, p.ground_speed, p.angle, p.air),
        (start.x, start.y, 0, 0, 0, 0xFC, false)
    );
    let mut w = World::new(&level, Character::Sonic);
    let g: Vec<i16> = run(&mut w, 4, Buttons::RIGHT).iter().map(|f| f.6).collect();
    assert_eq!(g, vec![12, 20, 28, 36]);
    let mut w = World::new(&level, Character::Sonic);
    w.player.ground_speed = 0x800;
    w.step(Buttons::RIGHT);
    assert_eq!(w.player.ground_speed, 0x600);
    assert_eq!(w.profile.snap_limit, engine::profile::SnapLimit::Fixed14);
}
