//! Oracle tests for Sonic 2's spikes (`Obj36`), Emerald Hill's platforms (`Obj18`), the level-wide oscillators
//! (`OscillateNumInit`/`OscillateNumDo`) and the corkscrew (`Obj06`), with numbers from s2disasm: on a flat
//! test level (floor at y 640, Sonic standing at y 620) with the objects placed as Sonic 2 records
//! (`ObjectKind::Other { id, subtype }`).

use crate::support::{self, object, run, sonic};
use engine::World;
use engine::objects::runtime::oscillation::{INITIAL, INITIAL_CONTROL, Oscillation};
use engine::objects::s2::corkscrew::{self, HEIGHTS};
use engine::objects::s2::platform;
use engine::objects::s2::spikes;
use engine::objects::{id, runtime::object::State};
use engine::player::{Player, Routine};
use formats::Level;
use formats::inputs::Buttons;
use formats::object::{ObjectKind, ObjectPlacement};

const FLOOR: i32 = 640;
const STAND_Y: i32 = FLOOR - 20;

/// A flat level 16 chunks wide, floor at y 640, with these objects `(id, subtype, x, y, y_flip)`.
fn level(objects: &[(u8, u8, i32, i32, bool)]) -> Level {
    let chunks = 16;
    let mut level = support::flat_level(chunks);
    for &(id, subtype, x, y, y_flip) in objects {
        level.objects.push(ObjectPlacement {
            kind: ObjectKind::Other { id, subtype },
            x,
            y,
            y_flip,
            ..Default::default()
        });
    }
    level
}

fn world(objects: &[(u8, u8, i32, i32, bool)], player: Player) -> World {
    let mut w = World::with_player(&level(objects), player);
    w.objects.game.rings = 10;
    w
}

// ---------------------------------------------------------------------------------------------------------
// Oscillators
// ---------------------------------------------------------------------------------------------------------

#[test]
fn oscillators_start_from_osc_data() {
    let o = Oscillation::default();
    assert_eq!(o.control(), 0b0000_0000_0111_1101);
    assert_eq!(o.control(), INITIAL_CONTROL);
    assert_eq!(o.data(), INITIAL);
    assert_eq!(o.data()[9], (0x3848, 0xEE));
    assert_eq!(o.data()[15], (0x4000, 0xFE));
    // Objects read bytes of `Oscillating_Data`: +$18 is oscillator 6's value high byte.
    assert_eq!(o.byte(0x18), 0x00);
    assert_eq!(o.byte(0x19), 0x80);
    assert_eq!(o.byte(9 * 4), 0x38);
    assert_eq!(o.byte(9 * 4 + 3), 0xEE);
}

#[test]
fn one_frame_of_oscillate_num_do() {
    let mut o = Oscillation::default();
    o.update();
    // Going up: speed += step, value += speed. Oscillator 0 (step 2), 4 (step 4), 6 (step 8).
    assert_eq!(o.data()[0], (0x82, 2));
    assert_eq!(o.data()[4], (0x84, 4));
    assert_eq!(o.data()[6], (0x88, 8));
    // Oscillator 9 starts going down (control bit 6): speed 0xEE − 2, value 0x3848 + 0xEC; its high byte 0x39
    // is still at or above its limit 0x38, so it keeps going down.
    assert_eq!(o.data()[9], (0x3934, 0xEC));
    // Oscillator 15 (step 2, limit 0x40, going down): 0x4000 + 0xFC = 0x40FC.
    assert_eq!(o.data()[15], (0x40FC, 0xFC));
    assert_eq!(o.control(), INITIAL_CONTROL);
}

/// The ranges s2disasm's comments give for the platforms' oscillators: oscillator 6's high byte 0..=0x80
/// (`Obj18_UpdateAngle`), oscillator 3's 0..=0x5F (`Obj18_Vertical.altNormal`: −0x30..0x2F after − 0x30).
#[test]
fn platform_oscillators_swing_over_their_ranges() {
    let mut o = Oscillation::default();
    let mut h6 = Vec::new();
    let mut h3 = Vec::new();
    for _ in 0..2000 {
        o.update();
        h6.push(o.byte(0x18));
        h3.push(o.byte(0x0C));
    }
    assert_eq!((h6.iter().min(), h6.iter().max()), (Some(&0), Some(&0x80)));
    assert_eq!((h3.iter().min(), h3.iter().max()), (Some(&0), Some(&0x5F)));
    // Oscillator 6 repeats every 256 frames, oscillator 3 every 440.
    assert!((500..1500).all(|i| h6[i] == h6[i + 256]));
    assert!((500..1500).all(|i| h3[i] == h3[i + 440]));
    // Oscillator 6 starts going up from 0: its high byte leaves 0 on the 6th frame.
    assert_eq!(&h6[..10], &[0, 0, 0, 0, 0, 1, 1, 1, 1, 2]);
}

#[test]
fn oscillators_stop_while_the_player_is_dead() {
    let mut o = Oscillation::default();
    let mut p = sonic(100, 100);
    o.update_unless_dead(&p);
    let after_one = o.clone();
    p.kill();
    o.update_unless_dead(&p);
    assert_eq!(o, after_one);
}

#[test]
fn oscillators_advance_once_per_frame() {
    let mut w = world(&[], sonic(300, STAND_Y));
    let mut o = Oscillation::default();
    for _ in 0..50 {
        w.step(Buttons::NONE);
        o.update();
        assert_eq!(w.objects.game.oscillation, o);
    }
}

// ---------------------------------------------------------------------------------------------------------
// Obj18: platforms
// ---------------------------------------------------------------------------------------------------------

fn platform_state(w: &World) -> (&engine::objects::runtime::object::Common, &platform::Platform) {
    let o = object(w, id::EHZ_PLATFORM);
    match &o.state {
        State::Platform(s) => (&o.common, s),
        _ => panic!("not a platform"),
    }
}

/// `Obj18_Nudge`'s dip for sag angles 4, 8, …, 0x40: `sin(angle) * 0x400 >> 16`.
const DIPS: [i32; 16] = [0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 4];

/// A falling player lands on a still platform: feet within 16 px above its top (centre − 8).
#[test]
fn landing_on_a_still_platform_and_sagging() {
    let (px, py) = (400, 560);
    let mut p = sonic(px, py - 60);
    p.air = true;
    let mut w = world(&[(id::EHZ_PLATFORM, 0x00, px, py, false)], p);
    w.step(Buttons::NONE);
    let (c, _) = platform_state(&w);
    assert_eq!((c.width_pixels, c.routine, c.mapping_frame), (0x20, platform::TOP_SOLID, 0));
    let mut frames = 0;
    while !w.player.on_object {
        w.step(Buttons::NONE);
        frames += 1;
        assert!(frames < 60, "never landed");
    }
    // `PlatformObject_ChkYRange` put him on the top: y = old y + (top − (y + 19 + 4)) + 3.
    assert_eq!(w.player.pixel_y(), py - 8 - 19 - 1);
    assert!(!w.player.air);
    assert_eq!(w.player.y_speed, 0);
    // From the next frame, the platform sags 4 a frame to 0x40 and carries him at its top.
    for dip in DIPS {
        w.step(Buttons::NONE);
        let (c, s) = platform_state(&w);
        assert_eq!(c.pixel_y(), py + dip);
        assert_eq!(w.player.pixel_y(), py + dip - 8 - 19);
        assert!(s.sag <= 0x40);
    }
    run(&mut w, 10, Buttons::NONE);
    assert_eq!(platform_state(&w).0.pixel_y(), py + 4);
    assert_eq!(platform_state(&w).1.sag, 0x40);
    // He jumps off: it rises back by 4 a frame.
    w.step(Buttons::JUMP);
    assert!(w.player.air);
    run(&mut w, 30, Buttons::NONE);
    assert_eq!(platform_state(&w).0.pixel_y(), py);
    assert_eq!(platform_state(&w).1.sag, 0);
}

/// The top-solid platform's width is `width_pixels` (32) each side, without the player's radius: he falls
/// through beyond 32 px from its centre.
#[test]
fn platform_edges_have_no_push_radius() {
    for (dx, lands) in [(-33, false), (-32, true), (31, true), (32, false)] {
        let (px, py) = (400, 560);
        let mut p = sonic(px + dx, py - 40);
        p.air = true;
        let mut w = world(&[(id::EHZ_PLATFORM, 0x00, px, py, false)], p);
        run(&mut w, 20, Buttons::NONE);
        assert_eq!(w.player.on_object, lands, "dx {dx}");
    }
}

/// Subtype 1: x = origin + (angle − 0x40), angle = 0x80 on the first frame, then oscillator 6's high byte of
/// the frame before (the oscillators run after the objects).
#[test]
fn side_to_side_platforms_follow_oscillator_6() {
    for (subtype, sign) in [(0x01u8, 1), (0x05, -1)] {
        let (px, py) = (500, 500);
        let mut w = world(&[(id::EHZ_PLATFORM, subtype, px, py, false)], sonic(300, STAND_Y));
        let mut bytes = Vec::new();
        let mut xs = Vec::new();
        for _ in 0..600 {
            bytes.push(w.objects.game.oscillation.byte(0x18));
            w.step(Buttons::NONE);
            xs.push(platform_state(&w).0.pixel_x());
        }
        // Frame 1 (init): angle 0x80.
        assert_eq!(xs[0], px + sign * 0x40);
        // Frame n uses the oscillator byte read the frame before, which was the byte at the start of that
        // frame.
        for n in 1..600 {
            assert_eq!(xs[n], px + sign * (i32::from(bytes[n - 1]) - 0x40), "frame {n}");
        }
        assert_eq!(*xs.iter().min().unwrap(), px - 0x40);
        assert_eq!(*xs.iter().max().unwrap(), px + 0x40);
        assert_eq!(platform_state(&w).0.pixel_y(), py);
    }
}

/// Subtypes 2 and 6 move 0x40 either way along y; 10 and 11 half that; 12 and 13 follow oscillator 3:
/// −0x30..=0x2F.
#[test]
fn vertical_platforms() {
    for (subtype, lo, hi) in [(0x02u8, -0x40, 0x40), (0x06, -0x40, 0x40), (0x0A, -0x20, 0x20), (0x0B, -0x20, 0x20)] {
        let (px, py) = (500, 400);
        let mut w = world(&[(id::EHZ_PLATFORM, subtype, px, py, false)], sonic(300, STAND_Y));
        let mut ys = Vec::new();
        for _ in 0..600 {
            w.step(Buttons::NONE);
            ys.push(platform_state(&w).0.pixel_y() - py);
        }
        assert_eq!((ys.iter().min().copied(), ys.iter().max().copied()), (Some(lo), Some(hi)), "{subtype:#x}");
        assert!(xs_still(&w, px));
    }
    for (subtype, sign) in [(0x0Cu8, 1), (0x0D, -1)] {
        let (px, py) = (500, 400);
        let mut w = world(&[(id::EHZ_PLATFORM, subtype, px, py, false)], sonic(300, STAND_Y));
        for _ in 0..600 {
            let osc3 = i32::from(w.objects.game.oscillation.byte(0x0C));
            w.step(Buttons::NONE);
            assert_eq!(platform_state(&w).0.pixel_y() - py, sign * (osc3 - 0x30));
        }
    }
}

fn xs_still(w: &World, x: i32) -> bool {
    platform_state(w).0.pixel_x() == x
}

/// Subtype 3: 30 frames after he first stands on it, it falls; 32 frames later it drops him with its Y Speed
/// (31 × 0x38) and stops being solid.
#[test]
fn falling_platform_drops_the_player() {
    let (px, py) = (400, 560);
    let mut p = sonic(px, py - 8 - 19 - 3);
    p.air = true;
    let mut w = world(&[(id::EHZ_PLATFORM, 0x03, px, py, false)], p);
    let mut landed_at = None;
    for f in 1..=10 {
        w.step(Buttons::NONE);
        if w.player.on_object && landed_at.is_none() {
            landed_at = Some(f);
        }
    }
    let landed = landed_at.expect("landed");
    // Stands from frame `landed`; frame landed+1 starts the 30-frame timer; it runs out on landed+31.
    let mut frame = 10;
    while frame < landed + 30 {
        w.step(Buttons::NONE);
        frame += 1;
        assert_eq!(platform_state(&w).0.subtype, 3, "frame {frame}");
    }
    // Meanwhile it sagged fully (16 frames of 4).
    assert_eq!(platform_state(&w).0.pixel_y(), py + 4);
    w.step(Buttons::NONE);
    assert_eq!(platform_state(&w).0.subtype, 4);
    assert_eq!(platform_state(&w).1.delay, 0x20);
    let top = platform_state(&w).0.pixel_y();
    // Falling: he rides it for 31 more frames, dropped on the 32nd.
    for _ in 0..31 {
        w.step(Buttons::NONE);
        assert!(w.player.on_object);
        assert_eq!(w.player.pixel_y(), platform_state(&w).0.pixel_y() - 8 - 19);
        assert_eq!(platform_state(&w).0.routine, platform::TOP_SOLID);
    }
    assert!(platform_state(&w).0.pixel_y() > top);
    w.step(Buttons::NONE);
    let (c, _) = platform_state(&w);
    assert_eq!(c.routine, platform::NON_SOLID);
    assert_eq!(c.y_vel, 32 * 0x38);
    assert!(!w.player.on_object);
    assert!(w.player.air);
    assert_eq!(w.player.routine, Routine::Normal);
    // The player's Y Speed was the platform's before this frame's gravity (he then fell one frame).
    assert!(w.player.y_speed >= 31 * 0x38);
    // It keeps falling until 0x40 px below the camera's lowest view, then is deleted.
    let mut gone = false;
    for _ in 0..200 {
        w.step(Buttons::NONE);
        if !w.objects.slots.iter().any(|(_, o)| o.common.id == id::EHZ_PLATFORM) {
            gone = true;
            break;
        }
    }
    assert!(gone);
}

/// Subtype 8 rises 2 px a frame and stops 0x200 px above its start (movement 0 afterwards).
#[test]
fn rising_platform_stops_0x200_above() {
    let (px, py) = (500, 600);
    let mut w = world(&[(id::EHZ_PLATFORM, 0x08, px, py, false)], sonic(300, STAND_Y));
    w.step(Buttons::NONE);
    assert_eq!(platform_state(&w).0.pixel_y(), py - 2);
    run(&mut w, 0xFF, Buttons::NONE);
    assert_eq!(platform_state(&w).0.pixel_y(), py - 0x200);
    assert_eq!(platform_state(&w).0.subtype, 0);
    run(&mut w, 10, Buttons::NONE);
    assert_eq!(platform_state(&w).0.pixel_y(), py - 0x200);
}

/// Subtype bit 7: solid on every side (`SolidObject`, half height 0x30); bits 4–6 choose the width.
#[test]
fn full_solid_platform_blocks_from_the_side() {
    let (px, py) = (500, FLOOR - 0x30);
    let mut w = world(&[(id::EHZ_PLATFORM, 0xB0, px, py, false)], sonic(400, STAND_Y));
    run(&mut w, 120, Buttons::RIGHT);
    let (c, _) = platform_state(&w);
    assert_eq!((c.width_pixels, c.y_radius, c.routine), (0x40, 0x30, platform::FULL_SOLID));
    // Pushing against its left side: x + 0x40 + 0xB is its half width.
    assert_eq!(w.player.pixel_x(), px - 0x40 - 0xB);
    assert!(w.player.pushing);
}

// ---------------------------------------------------------------------------------------------------------
// Obj36: spikes
// ---------------------------------------------------------------------------------------------------------

fn spikes_state(w: &World) -> (&engine::objects::runtime::object::Common, &spikes::Spikes) {
    let o = object(w, id::SPIKES);
    match &o.state {
        State::Spikes(s) => (&o.common, s),
        _ => panic!("not spikes"),
    }
}

#[test]
fn spike_sizes_and_routines_from_the_subtype() {
    for (subtype, y_flip, width, y_radius, routine) in [
        (0x00u8, false, 0x10, 0x10, spikes::UPRIGHT),
        (0x10, false, 0x20, 0x10, spikes::UPRIGHT),
        (0x30, false, 0x40, 0x10, spikes::UPRIGHT),
        (0x40, false, 0x10, 0x10, spikes::SIDEWAYS),
        (0x70, false, 0x10, 0x40, spikes::SIDEWAYS),
        (0x10, true, 0x20, 0x10, spikes::UPSIDE_DOWN),
        (0x50, true, 0x10, 0x20, spikes::UPSIDE_DOWN),
    ] {
        let mut w = world(&[(id::SPIKES, subtype | 1, 500, 500, y_flip)], sonic(300, STAND_Y));
        w.step(Buttons::NONE);
        let (c, s) = spikes_state(&w);
        assert_eq!((c.width_pixels, c.y_radius, c.routine, c.subtype), (width, y_radius, routine, 1));
        assert_eq!((s.base_x, s.base_y), (500, 500));
    }
}

/// Upright spikes on the floor (centre 16 px above it): the player falling onto them is hurt on landing:
/// Y Speed −4, X Speed 2 away from the spikes' centre, 120 invulnerable frames, rings scattered.
#[test]
fn upright_spikes_hurt_when_landed_on() {
    for (dx, x_speed) in [(-4, -0x200), (4, 0x200), (0, 0x200)] {
        let sx = 500;
        let mut p = sonic(sx + dx, 560);
        p.air = true;
        let mut w = world(&[(id::SPIKES, 0x10, sx, FLOOR - 16, false)], p);
        let mut hurt_frame = None;
        for f in 0..40 {
            w.step(Buttons::NONE);
            if w.player.routine == Routine::Hurt {
                hurt_frame = Some(f);
                break;
            }
        }
        assert!(hurt_frame.is_some(), "dx {dx}");
        let p = &w.player;
        assert_eq!((p.y_speed, p.x_speed, p.ground_speed), (-0x400, x_speed, 0), "dx {dx}");
        assert!(p.air);
        assert_eq!(p.invulnerable, 120);
        // Landed on the top (centre − 16 − 1 − 19) before being hurt.
        assert_eq!(p.pixel_y(), FLOOR - 16 - 16 - 1 - 19);
        assert!(w.objects.slots.iter().any(|(_, o)| o.common.id == id::LOST_RINGS));
    }
}

#[test]
fn spikes_kill_a_player_without_rings() {
    let sx = 500;
    let mut p = sonic(sx, 560);
    p.air = true;
    let mut w = world(&[(id::SPIKES, 0x10, sx, FLOOR - 16, false)], p);
    w.objects.game.rings = 0;
    run(&mut w, 40, Buttons::NONE);
    assert_eq!(w.player.routine, Routine::Dead);
}

#[test]
fn a_shield_takes_the_hit_instead_of_the_rings() {
    let sx = 500;
    let mut p = sonic(sx, 560);
    p.air = true;
    p.shield = true;
    let mut w = world(&[(id::SPIKES, 0x10, sx, FLOOR - 16, false)], p);
    w.objects.game.rings = 0;
    run(&mut w, 40, Buttons::NONE);
    assert_eq!(w.player.routine, Routine::Hurt);
    assert!(!w.player.shield);
    assert!(!w.objects.slots.iter().any(|(_, o)| o.common.id == id::LOST_RINGS));
}

/// Sonic 2: a blinking player stands on upright spikes unharmed; they hurt him the frame his invulnerability
/// runs out while he still stands there.
#[test]
fn invulnerable_player_stands_on_spikes_until_it_runs_out() {
    let sx = 500;
    let mut p = sonic(sx, 560);
    p.air = true;
    p.invulnerable = 60;
    let mut w = world(&[(id::SPIKES, 0x10, sx, FLOOR - 16, false)], p);
    let mut stood = false;
    for _ in 0..59 {
        w.step(Buttons::NONE);
        assert_eq!(w.player.routine, Routine::Normal);
        stood |= w.player.on_object;
    }
    assert!(stood);
    assert!(w.player.on_object);
    assert_eq!(w.player.invulnerable, 1);
    w.step(Buttons::NONE);
    assert_eq!(w.player.routine, Routine::Hurt);
    assert_eq!(w.player.y_speed, -0x400);
}

/// Walking into upright spikes from the side only pushes.
#[test]
fn upright_spikes_are_harmless_from_the_side() {
    let sx = 500;
    let mut w = world(&[(id::SPIKES, 0x10, sx, FLOOR - 16, false)], sonic(400, STAND_Y));
    run(&mut w, 120, Buttons::RIGHT);
    assert_eq!(w.player.routine, Routine::Normal);
    assert_eq!(w.player.pixel_x(), sx - 0x20 - 0xB);
    assert!(w.player.pushing);
}

/// Sideways spikes hurt from either side (their flat back too), knocking the player away from their centre.
#[test]
fn sideways_spikes_hurt_from_both_sides() {
    for (start, buttons, x_speed) in [(400, Buttons::RIGHT, -0x200), (600, Buttons::LEFT, 0x200)] {
        let sx = 500;
        let mut w = world(&[(id::SPIKES, 0x40, sx, FLOOR - 16, false)], sonic(start, STAND_Y));
        let mut hurt = false;
        for _ in 0..120 {
            w.step(buttons);
            if w.player.routine == Routine::Hurt {
                hurt = true;
                break;
            }
        }
        assert!(hurt, "from {start}");
        assert_eq!((w.player.x_speed, w.player.y_speed), (x_speed, -0x400));
        // The spikes stop counting him as pushing.
        assert_eq!(spikes_state(&w).0.status & engine::objects::runtime::object::PUSHING, 0);
    }
}

/// Standing on top of sideways spikes is safe.
#[test]
fn sideways_spikes_are_safe_on_top() {
    let sx = 500;
    let mut p = sonic(sx, 540);
    p.air = true;
    let mut w = world(&[(id::SPIKES, 0x40, sx, FLOOR - 16, false)], p);
    run(&mut w, 60, Buttons::NONE);
    assert!(w.player.on_object);
    assert_eq!(w.player.routine, Routine::Normal);
}

/// Upside-down spikes (y flip) hurt from below: a jump into them. After the hurt he falls away (the SPG:
/// the ceiling stops the −4 Y Speed).
#[test]
fn upside_down_spikes_hurt_from_below_only() {
    let sx = 500;
    // Spikes hanging 40 px above his head: bottom at 620 − 19 − 40.
    let sy = STAND_Y - 19 - 40 - 16;
    let mut w = world(&[(id::SPIKES, 0x10, sx, sy, true)], sonic(sx, STAND_Y));
    run(&mut w, 2, Buttons::NONE);
    let mut hurt = false;
    for _ in 0..30 {
        w.step(Buttons::JUMP);
        if w.player.routine == Routine::Hurt {
            hurt = true;
            break;
        }
    }
    assert!(hurt);
    assert_eq!(w.player.y_speed, -0x400);
    // Next frame he moves up into them and is pushed back out with Y Speed 0.
    w.step(Buttons::NONE);
    assert_eq!(w.player.y_speed, 0);
    assert!(w.player.pixel_y() - 14 >= sy + 16 || w.player.pixel_y() - 19 >= sy + 16);
    // Standing on top of upside-down spikes is safe.
    let mut p = sonic(sx, 400);
    p.air = true;
    let mut w = world(&[(id::SPIKES, 0x10, sx, 500, true)], p);
    run(&mut w, 60, Buttons::NONE);
    assert!(w.player.on_object);
    assert_eq!(w.player.routine, Routine::Normal);
}

/// `MoveSpikes`: 8 px a frame to 32 px away, 60 frames rest, back (the step past 0 rests at 0), 60 frames
/// rest.
#[test]
fn moving_spikes_timing() {
    for (subtype, along_y) in [(0x01u8, true), (0x42, false)] {
        let (sx, sy) = (600, 400);
        let mut w = world(&[(id::SPIKES, subtype, sx, sy, false)], sonic(300, STAND_Y));
        w.step(Buttons::NONE); // init
        let mut offsets = Vec::new();
        for _ in 0..200 {
            w.step(Buttons::NONE);
            let c = spikes_state(&w).0;
            offsets.push(if along_y { c.pixel_y() - sy } else { c.pixel_x() - sx });
        }
        let mut expected = vec![8, 16, 24, 32];
        expected.extend([32; 60]);
        expected.extend([24, 16, 8, 0, 0]);
        expected.extend([0; 60]);
        expected.extend([8, 16, 24, 32]);
        assert_eq!(&offsets[..expected.len()], &expected[..], "{subtype:#x}");
    }
}

// ---------------------------------------------------------------------------------------------------------
// Obj06: the corkscrew
// ---------------------------------------------------------------------------------------------------------

fn corkscrew_state(w: &World) -> Option<(&engine::objects::runtime::object::Common, &corkscrew::Corkscrew)> {
    let o = w.objects.slots.iter().map(|(_, o)| o).find(|o| o.common.id == id::CORKSCREW)?;
    match &o.state {
        State::Corkscrew(s) => Some((&o.common, s)),
        _ => None,
    }
}

#[test]
fn flip_angle_table() {
    assert_eq!(corkscrew::flip_angle(0), 0);
    assert_eq!(corkscrew::flip_angle(0x10), 1);
    assert_eq!(corkscrew::flip_angle(0x20), 0x16);
    assert_eq!(corkscrew::flip_angle(0xD0), 0x84);
    assert_eq!(corkscrew::flip_angle(0x17F), 0xF2);
    assert_eq!(corkscrew::flip_angle(0x180), 1);
    assert_eq!(corkscrew::flip_angle(0x19F), 0);
    assert_eq!(HEIGHTS.len(), 0x1A0);
    assert_eq!((HEIGHTS[0], HEIGHTS[0xD0], HEIGHTS[0x19F]), (32, -37, 32));
}

/// Running right at 8 px a frame into a corkscrew whose centre is 32 px above his: he gets on 0xC0–0xD0 px
/// left of its centre, then each frame his y is the centre + the height table at his offset, until he runs
/// off the far end onto the floor.
#[test]
fn running_through_the_corkscrew() {
    let (cx, cy) = (900, STAND_Y - 32);
    let mut p = sonic(cx - 0xD0 - 40, STAND_Y);
    p.ground_speed = 0x800;
    p.x_speed = 0x800;
    let mut w = world(&[(id::CORKSCREW, 0, cx, cy, false)], p);
    let mut rode = 0;
    let mut got_on_at = None;
    for _ in 0..100 {
        w.step(Buttons::RIGHT);
        let px = w.player.pixel_x();
        if w.player.on_object {
            let (c, s) = corkscrew_state(&w).expect("corkscrew");
            assert_eq!(w.player.interact, c.slot);
            let offset = px - cx + 0xD0;
            if got_on_at.is_none() {
                got_on_at = Some(px - cx);
                continue;
            }
            rode += 1;
            assert_eq!(w.player.pixel_y(), cy + i32::from(HEIGHTS[offset as usize]), "x {px}");
            assert_eq!(s.flip_angle, corkscrew::flip_angle(offset as u16));
        }
    }
    let on = got_on_at.expect("got on");
    assert!((-0xD0..=-0xC0).contains(&on), "got on at {on}");
    assert!(rode > 40);
    assert!(!w.player.on_object);
    assert!(w.player.pixel_x() > cx + 0xD0);
    assert_eq!(w.player.pixel_y(), STAND_Y);
    assert!(!w.player.air);
}

#[test]
fn running_left_through_the_corkscrew() {
    let (cx, cy) = (900, STAND_Y - 32);
    let mut p = sonic(cx + 0xD0 + 40, STAND_Y);
    p.ground_speed = -0x800;
    p.x_speed = -0x800;
    p.facing_left = true;
    let mut w = world(&[(id::CORKSCREW, 0, cx, cy, false)], p);
    let mut lowest = i32::MAX;
    let mut got_on = false;
    for _ in 0..100 {
        w.step(Buttons::LEFT);
        got_on |= w.player.on_object;
        lowest = lowest.min(w.player.pixel_y());
    }
    assert!(got_on);
    assert_eq!(lowest, cy - 37);
    assert!(w.player.pixel_x() < cx - 0xD0);
    assert_eq!(w.player.pixel_y(), STAND_Y);
}

/// Too slow (Ground Speed under 6): he gets on (the entry does not check speed), and falls off the next frame
/// without being moved — and, still within the entry range, gets on again the frame after: at about 5 px a
/// frame through the 16 px entry range, he is on it for 2 separate frames.
#[test]
fn too_slow_for_the_corkscrew() {
    let (cx, cy) = (900, STAND_Y - 32);
    let mut p = sonic(cx - 0xD0 - 4, STAND_Y);
    p.ground_speed = 0x500;
    p.x_speed = 0x500;
    let mut w = world(&[(id::CORKSCREW, 0, cx, cy, false)], p);
    let mut on_frames = 0;
    for _ in 0..80 {
        w.step(Buttons::NONE);
        if w.player.on_object {
            on_frames += 1;
        }
        assert_eq!(w.player.pixel_y(), STAND_Y);
    }
    assert_eq!(on_frames, 2);
    assert!(corkscrew_state(&w).is_none_or(|(_, s)| s.fell_off));
}

/// Jumping off the corkscrew: he leaves it in the air.
#[test]
fn jumping_off_the_corkscrew() {
    let (cx, cy) = (900, STAND_Y - 32);
    let mut p = sonic(cx - 0xD0 - 8, STAND_Y);
    p.ground_speed = 0x800;
    p.x_speed = 0x800;
    let mut w = world(&[(id::CORKSCREW, 0, cx, cy, false)], p);
    run(&mut w, 10, Buttons::RIGHT);
    assert!(w.player.on_object);
    w.step(Buttons::JUMP);
    w.step(Buttons::NONE);
    assert!(!w.player.on_object);
    assert!(w.player.air);
    let (c, s) = corkscrew_state(&w).expect("corkscrew");
    assert_eq!(c.status & engine::objects::runtime::object::STANDING, 0);
    assert!(s.fell_off);
}

/// Two corkscrews 0x180 px apart (as in Emerald Hill): the second takes him over 0xB0–0xC0 px before its
/// centre while he still rides the first.
#[test]
fn corkscrews_hand_the_player_over() {
    let (cx, cy) = (900, STAND_Y - 32);
    let mut p = sonic(cx - 0xD0 - 8, STAND_Y);
    p.ground_speed = 0x800;
    p.x_speed = 0x800;
    let mut w = world(&[(id::CORKSCREW, 0, cx, cy, false), (id::CORKSCREW, 0, cx + 0x180, cy, false)], p);
    let mut slots = Vec::new();
    for _ in 0..120 {
        w.step(Buttons::RIGHT);
        if w.player.on_object {
            if slots.last() != Some(&w.player.interact) {
                slots.push(w.player.interact);
            }
            let ride_x = w
                .objects
                .slots
                .iter()
                .find(|(_, o)| o.common.slot == w.player.interact)
                .map(|(_, o)| o.common.pixel_x())
                .expect("ridden corkscrew");
            let offset = w.player.pixel_x() - ride_x + 0xD0;
            assert!((0..0x1A0).contains(&offset));
        }
    }
    assert_eq!(slots.len(), 2, "{slots:?}");
    assert!(w.player.pixel_x() > cx + 0x180 + 0xD0);
}

/// The frame count gives the same values, speeds and direction bits as running `OscillateNumDo`'s rule
/// frame by frame, over more than the longest period (and the direction bits as the rule sets them).
#[test]
fn oscillators_follow_the_rule_frame_by_frame() {
    use engine::objects::runtime::oscillation::{OSCILLATORS, STEP_LIMIT};
    let mut o = Oscillation::default();
    let mut data = INITIAL;
    let mut control = INITIAL_CONTROL;
    for frame in 0..2000 {
        assert_eq!((o.data(), o.control()), (data, control), "frame {frame}");
        o.update();
        for (i, (value, speed)) in data.iter_mut().enumerate() {
            let (step, limit) = STEP_LIMIT[i];
            let bit = 1 << (OSCILLATORS - 1 - i);
            if control & bit == 0 {
                *speed = speed.wrapping_add(step);
                *value = value.wrapping_add(*speed);
                if (*value >> 8) as u8 >= limit {
                    control |= bit;
                }
            } else {
                *speed = speed.wrapping_sub(step);
                *value = value.wrapping_add(*speed);
                if ((*value >> 8) as u8) < limit {
                    control &= !bit;
                }
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------------------
// Collapsing platform (`Obj1F`)
// ---------------------------------------------------------------------------------------------------------

/// Outside Oil Ocean, Mystic Cave and Aquatic Ruin (this level names no zone): $44 px either side, the even
/// subtype's waits. Sonic lands on it (frame L: `PlatformObject` sets its standing bit); frame L + 1
/// `Obj1F_Main` sees the bit and sets the flag; the delay 7 counts down on frames L + 2 … L + 8; on L + 9 it
/// is 0 and the platform breaks (no `PlatformObject` that frame): mapping frame 1, itself and 7 new pieces
/// in the next free slots (they run that same frame, so the last piece, wait 2, counts 2 → 1 on L + 9, → 0 on
/// L + 10 and falls from L + 11). The piece that was the platform (wait $1E) carries Sonic until its wait runs
/// out on L + 9 + $1E: it takes him off the object without putting him in the air; the next frame he falls
/// by his own ground check, and the piece falls too.
#[test]
fn collapsing_platform_breaks_9_frames_after_the_landing() {
    use engine::objects::s2::collapsing_platform::{CollapsingPlatform, EVEN_WAITS, FRAGMENT};
    let (x, y) = (400, 500);
    let mut p = sonic(x, y - 60);
    p.air = true;
    let mut w = world(&[(id::COLLAPSING_PLATFORM, 0, x, y, false)], p);
    support::run_until(&mut w, 60, Buttons::NONE, |w| w.player.on_object);
    // The landing: his feet on the top (y − $10), centre 19 + 1 px above it.
    assert_eq!(w.player.pixel_y(), y - 0x10 - 20);
    let pieces = |w: &World| -> Vec<(u8, CollapsingPlatform, i32)> {
        w.objects
            .slots
            .iter()
            .filter_map(|(_, o)| match &o.state {
                State::CollapsingPlatform(s) => Some((o.common.routine, s.clone(), o.common.y)),
                _ => None,
            })
            .collect()
    };
    assert_eq!(pieces(&w).len(), 1);
    run(&mut w, 8, Buttons::NONE);
    assert_eq!(pieces(&w)[0].1.delay, 0, "L + 8: the delay ran out");
    assert_eq!(pieces(&w).len(), 1);
    w.step(Buttons::NONE);
    let now = pieces(&w);
    assert_eq!(now.len(), EVEN_WAITS.len(), "L + 9: broken into 8 pieces");
    assert!(now.iter().all(|(r, _, _)| *r == FRAGMENT));
    assert_eq!(object(&w, id::COLLAPSING_PLATFORM).common.mapping_frame, 1);
    let waits: Vec<u8> = now.iter().map(|(_, s, _)| s.delay).collect();
    // The platform keeps its wait ($1E) untouched this frame; the new pieces already counted one down.
    assert_eq!(waits, [0x1E, 0x15, 0xD, 5, 0x19, 0x11, 9, 1]);
    assert!(w.player.on_object);
    run(&mut w, 0x1E - 1, Buttons::NONE);
    assert!(w.player.on_object, "L + 9 + $1D: still carried");
    w.step(Buttons::NONE);
    assert!(!w.player.on_object && !w.player.air, "L + 9 + $1E: let go, not yet in the air");
    let before = w.player.y;
    w.step(Buttons::NONE);
    assert!(w.player.air, "he falls");
    assert_eq!(w.player.y, before, "his ground check finds nothing: in the air, not moved yet");
}

// ---------------------------------------------------------------------------------------------------------
// Hill Top's zip-line lift (`Obj16`)
// ---------------------------------------------------------------------------------------------------------

/// Its seat is $28 px below its position: Sonic falling onto it lands with his centre 20 px above y + $28.
/// The frame after the landing `Obj16_Wait` sees the standing bit and sets the speeds ($200, $100); from the
/// next frame it slides 2 px right and 1 px down a frame, carrying him (x by its move, y on its top: 1 px lower
/// than the landing put him, as `MvSonicOnPtfm` does), for
/// subtype × 8 frames; then it stops (mapping frame 2), leaves the rope's end (`Obj1C` subtype 6) and falls
/// with gravity $38.
#[test]
fn htz_lift_slides_subtype_times_8_frames_then_falls() {
    use engine::objects::s2::htz_lift::{FALL, SLIDE};
    let (x, y) = (400, 300);
    let mut p = sonic(x, y + 0x28 - 40);
    p.air = true;
    let mut w = world(&[(id::HTZ_LIFT, 2, x, y, false)], p);
    support::run_until(&mut w, 60, Buttons::NONE, |w| w.player.on_object);
    assert_eq!(w.player.pixel_y(), y + 0x28 - 20);
    let lift = |w: &World| object(w, id::HTZ_LIFT).common.clone();
    assert_eq!((lift(&w).x_vel, lift(&w).routine_secondary), (0, 0));
    w.step(Buttons::NONE);
    assert_eq!((lift(&w).x_vel, lift(&w).y_vel, lift(&w).routine_secondary), (0x200, 0x100, SLIDE));
    assert_eq!((lift(&w).pixel_x(), lift(&w).pixel_y()), (x, y));
    let sonic_x = w.player.pixel_x();
    for i in 1..=16 {
        w.step(Buttons::NONE);
        assert_eq!((lift(&w).pixel_x(), lift(&w).pixel_y()), (x + 2 * i, y + i), "slide frame {i}");
        // `MvSonicOnPtfm`: y − d3 − his y radius (the landing put him 1 px higher, top − radius − 1).
        assert_eq!((w.player.pixel_x(), w.player.pixel_y()), (sonic_x + 2 * i, y + i + 0x28 - 19));
    }
    assert_eq!((lift(&w).routine_secondary, lift(&w).mapping_frame, lift(&w).x_vel), (FALL, 2, 0));
    let ropes = w.objects.slots.iter().filter(|(_, o)| o.common.id == id::DECORATION && o.common.subtype == 6).count();
    assert_eq!(ropes, 1, "the rope's end");
    w.step(Buttons::NONE);
    assert_eq!((lift(&w).pixel_y(), lift(&w).y_vel), (y + 16, 0x38));
}

// ---------------------------------------------------------------------------------------------------------
// Oil Ocean's oil (`Obj07`)
// ---------------------------------------------------------------------------------------------------------

/// In an Oil Ocean level with no floor above it, Sonic falls onto the oil: its top is $758 − $30 = $728, so he
/// lands with his centre at $728 − 19 − 1. Each frame he stands on it his submersion goes down one (the first
/// the frame after the landing) and he sinks 1 px; standing on it at submersion 0 kills him: $30 frames of
/// sinking to $758 − 19, then the next frame he dies.
#[test]
fn oil_sinks_a_standing_player_one_px_a_frame_then_kills_him() {
    use engine::objects::s2::oil;
    // 16 chunk rows ($800 px) with no ground at all.
    let mut level = support::solid_rows(16, 16, 0..0);
    level.events = formats::level::LevelEvents::Ooz1;
    let mut p = sonic(400, 0x700);
    p.air = true;
    let mut w = World::with_player(&level, p);
    support::run_until(&mut w, 60, Buttons::NONE, |w| w.player.on_object);
    assert_eq!(w.player.pixel_y(), 0x728 - 20);
    assert_eq!(w.objects.game.oil.as_ref().map(|o| o.submersion[0]), Some(oil::FLOATING));
    for i in 1..=0x30 {
        w.step(Buttons::NONE);
        // `MvSonicOnPtfm`: $758 − submersion − his y radius.
        assert_eq!(w.player.pixel_y(), 0x758 - (0x30 - i) - 19, "frame {i} on the oil");
        assert_eq!(w.player.routine, Routine::Normal);
    }
    w.step(Buttons::NONE);
    assert_eq!(w.player.routine, Routine::Dead, "suffocated");
}

// ---------------------------------------------------------------------------------------------------------
// Metropolis's steam spring (`Obj42`)
// ---------------------------------------------------------------------------------------------------------

/// Its first run puts it 16 px below its placed y and, its wait (0) running out at once, starts it rising:
/// run 2 8 px below, run 3 at its placed y with two puffs $28 px either side (in later slots: they run that
/// frame too). Its wait ($3B, counted to −1 on runs 4–63) runs out on run 63, it falls back on runs 64–65 and
/// waits again. A puff grows a mapping
/// frame every 8 runs (1 on run 10, …), hurts on frame 3 (runs 26–33) and is gone on run 58.
#[test]
fn steam_spring_cycles_and_puffs() {
    use engine::objects::s2::steam_spring::{DOWN, FALLING, PISTON, PUFF, PUFF_COLLISION, RISING, UP};
    let (x, y) = (400, 300);
    let mut w = world(&[(id::STEAM_SPRING, 0, x, y, false)], sonic(100, STAND_Y));
    let piston = |w: &World| {
        w.objects
            .slots
            .iter()
            .find(|(_, o)| o.common.id == id::STEAM_SPRING && o.common.routine == PISTON)
            .map(|(_, o)| (o.common.routine_secondary, o.common.pixel_y()))
    };
    let puffs = |w: &World| -> Vec<(i32, u8, u8)> {
        w.objects
            .slots
            .iter()
            .filter(|(_, o)| o.common.id == id::STEAM_SPRING && o.common.routine == PUFF)
            .map(|(_, o)| (o.common.pixel_x() - x, o.common.mapping_frame, o.common.collision_flags))
            .collect()
    };
    support::run_until(&mut w, 4, Buttons::NONE, |w| piston(w).is_some());
    assert_eq!(piston(&w), Some((RISING, y + 16)), "run 1");
    w.step(Buttons::NONE);
    assert_eq!(piston(&w), Some((RISING, y + 8)), "run 2");
    w.step(Buttons::NONE);
    assert_eq!(piston(&w), Some((UP, y)), "run 3");
    assert_eq!(puffs(&w), [(0x28, 0, 0), (-0x28, 0, 0)]);
    run(&mut w, 7, Buttons::NONE);
    assert_eq!(puffs(&w)[0].1, 1, "run 10");
    run(&mut w, 16, Buttons::NONE);
    assert_eq!(puffs(&w)[0], (0x28, 3, PUFF_COLLISION), "run 26");
    run(&mut w, 8, Buttons::NONE);
    assert_eq!(puffs(&w)[0], (0x28, 4, 0), "run 34");
    run(&mut w, 23, Buttons::NONE);
    assert_eq!(puffs(&w).len(), 2, "run 57");
    w.step(Buttons::NONE);
    assert!(puffs(&w).is_empty(), "run 58");
    run(&mut w, 4, Buttons::NONE);
    assert_eq!(piston(&w), Some((UP, y)), "run 62");
    w.step(Buttons::NONE);
    assert_eq!(piston(&w), Some((FALLING, y)), "run 63: the wait ran out");
    w.step(Buttons::NONE);
    assert_eq!(piston(&w), Some((FALLING, y + 8)), "run 64");
    w.step(Buttons::NONE);
    assert_eq!(piston(&w), Some((DOWN, y + 16)), "run 65");
}

// ---------------------------------------------------------------------------------------------------------
// Aquatic Ruin's rising pillar (`Obj2B`)
// ---------------------------------------------------------------------------------------------------------

/// Sonic standing $30 px from it (nearer than $40): its first run sees him and starts it rising; from the next
/// run it moves up 4 px and grows 4 px taller (its bottom stays at y + $18) at once and every 4th run after,
/// six times (runs 2, 6, 10, 14, 18, 22), then stays.
#[test]
fn rising_pillar_rises_4_px_every_4_frames_six_times() {
    use engine::objects::s2::rising_pillar::{RISEN, RISING, Y_RADIUS};
    let (x, y) = (400, FLOOR - 0x18);
    let mut w = world(&[(id::RISING_PILLAR, 0, x, y, false)], sonic(x - 0x30, STAND_Y));
    let pillar = |w: &World| {
        let c = &object(w, id::RISING_PILLAR).common;
        (c.routine_secondary, c.pixel_y(), c.y_radius, c.mapping_frame)
    };
    support::run_until(&mut w, 4, Buttons::NONE, |w| object(w, id::RISING_PILLAR).common.routine != 0);
    assert_eq!(pillar(&w), (RISING, y, Y_RADIUS, 0), "run 1");
    for run_no in 2..=22 {
        w.step(Buttons::NONE);
        let steps = (run_no - 2) / 4 + 1;
        let state = if steps == 6 { RISEN } else { RISING };
        let expected = (state, y - 4 * steps, Y_RADIUS + 4 * steps as u8, steps as u8);
        assert_eq!(pillar(&w), expected, "run {run_no}");
        // Its bottom stays.
        assert_eq!(pillar(&w).1 + i32::from(pillar(&w).2), FLOOR);
    }
    run(&mut w, 8, Buttons::NONE);
    assert_eq!(pillar(&w), (RISEN, y - 24, Y_RADIUS + 24, 6));
}

/// Landing on it shatters it the same frame: it becomes the first of the pieces its mapping frame + 7 names
/// (8 for the first height, 14 for the last) and Sonic is curled up (rolling, radii 14 and 7) in the air.
#[test]
fn rising_pillar_shatters_under_a_player_and_curls_him() {
    use engine::objects::s2::rising_pillar::{MAIN, PIECE, PIECES};
    let (x, y) = (400, FLOOR - 0x18);
    let mut p = sonic(x, y - 0x60);
    p.air = true;
    let mut w = world(&[(id::RISING_PILLAR, 0, x, y, false)], p);
    let count = |w: &World, routine: u8| {
        w.objects.slots.iter().filter(|(_, o)| o.common.id == id::RISING_PILLAR && o.common.routine == routine).count()
    };
    support::run_until(&mut w, 60, Buttons::NONE, |w| count(w, PIECE) > 0);
    assert_eq!(count(&w, MAIN), 0);
    let frame = object(&w, id::RISING_PILLAR).common.mapping_frame;
    assert!((7..=13).contains(&frame));
    assert_eq!(count(&w, PIECE), PIECES[usize::from(frame - 7)]);
    let p = &w.player;
    assert_eq!((p.rolling, p.air, p.on_object, p.height_radius, p.width_radius), (true, true, false, 14, 7));
}
