//! Sonic 1's objects (s1disasm `_incObj/`) with exact integers, in a `World` with the `s1` profile on a flat
//! test level: floor top at y 640 from x 256 on (layout columns 2–15), nothing left of it.

use crate::support::{self, falling_sonic, run_until};
use engine::objects::s1::{Sonic1, motobug};
use engine::objects::{
    id,
    runtime::object::{Common, Obj, State},
};
use engine::player::Player;
use engine::{Character, World};
use formats::inputs::Buttons;
use formats::object::{BadnikKind, ObjectKind, ObjectPlacement};
use formats::{Level, ProfileId};

const FLOOR: i32 = 640;

fn level(objects: &[(ObjectKind, i32, i32)]) -> Level {
    let mut level = support::flat_level(16);
    level.profile = ProfileId::S1;
    // Nothing left of x 256.
    support::clear(&mut level, [0, 1], 5..8);
    for (kind, x, y) in objects {
        level.objects.push(ObjectPlacement { kind: kind.clone(), x: *x, y: *y, ..Default::default() });
    }
    level
}

fn world(objects: &[(ObjectKind, i32, i32)], player_x: i32) -> World {
    World::with_player(&level(objects), Player::standing(Character::Sonic, player_x, FLOOR - 20))
}

/// The Motobugs in slot order: (slot, common, state).
fn motobugs(w: &World) -> Vec<(usize, &Common, &motobug::Motobug)> {
    w.objects
        .slots
        .iter()
        .filter_map(|(i, o)| match o {
            Obj { common, state: State::Sonic1(Sonic1::Motobug(m)) } => Some((i, common, m)),
            _ => None,
        })
        .collect()
}

const MOTOBUG: ObjectKind = ObjectKind::Badnik { kind: BadnikKind::Motobug };

#[test]
fn motobug_falls_lands_turns_drives_smokes_and_pauses_at_the_ledge() {
    let mut w = world(&[(MOTOBUG, 300, 600)], 400);
    {
        let m = motobugs(&w);
        assert_eq!(m.len(), 1, "loaded with the level");
        assert_eq!((m[0].1.id, m[0].1.routine), (id::SONIC1, 0));
    }
    // `Moto_Main`: `ObjectFall` from rest (+$38 a frame) until `ObjFloorDist` is negative: after frame t it has
    // fallen $38·t(t−1)/2 subpixels; its bottom (y + $E) reaches the floor's row on frame 16 (y 626.25), and
    // the distance −1 puts it on 625 (subpixel kept), Y Speed 0, status bit 0 flipped on.
    for _ in 0..15 {
        w.step(Buttons::NONE);
    }
    assert_eq!(motobugs(&w)[0].1.y, 600 * 256 + 0x38 * 15 * 14 / 2);
    assert_eq!(motobugs(&w)[0].1.routine, 0);
    w.step(Buttons::NONE);
    let (_, c, _) = motobugs(&w)[0];
    assert_eq!((c.routine, c.y, c.y_vel, c.status & 1), (2, 625 * 256 + 0x40, 0, 1));
    assert_eq!((c.collision_flags, c.y_radius, c.width_pixels), (motobug::COLLISION, 0xE, 0x14));
    // Frame 17, `.move`: the timer (0) runs out; it turns (bit 0 was set: it keeps −$100, left).
    w.step(Buttons::NONE);
    let (_, c, s) = motobugs(&w)[0];
    assert_eq!((c.routine_secondary, c.x_vel, c.status & 1, c.anim, s.time), (2, -0x100, 0, 1, -1));
    assert_eq!(c.pixel_x(), 300);
    // Frame 18, `.findfloor`: 1 px left, and the first smoke (the delay byte 0 runs out) in the next free slot,
    // where it runs the same frame (routine 4, `Moto_Animate`).
    w.step(Buttons::NONE);
    let m = motobugs(&w);
    assert_eq!(m.len(), 2);
    assert_eq!((m[0].1.pixel_x(), m[0].1.pixel_y(), m[0].2.smoke_delay), (299, 625, motobug::SMOKE_DELAY));
    assert_eq!((m[1].0, m[1].1.routine, m[1].1.anim, m[1].1.pixel_x(), m[1].1.pixel_y()), (1, 4, 2, 299, 625));
    assert_eq!(m[1].1.collision_flags, 0, "the smoke does not touch");
    // The smoke's script: 11 frames of 2, then `afRoutine` (frame 40) and `Moto_Delete` (frame 41). The next
    // smoke comes 16 frames after the first (frame 34), into the first free slot after the first smoke's.
    for t in 19..=41 {
        w.step(Buttons::NONE);
        let m = motobugs(&w);
        let smokes: Vec<(usize, i32)> = m.iter().filter(|x| x.1.anim == 2).map(|x| (x.0, x.1.pixel_x())).collect();
        let expected: Vec<(usize, i32)> = match t {
            ..=33 => vec![(1, 299)],
            34..=40 => vec![(1, 299), (2, 300 - 17)],
            _ => vec![(2, 283)],
        };
        assert_eq!(smokes, expected, "frame {t}");
        assert_eq!(m[0].1.pixel_x(), 300 - (t - 17), "frame {t}");
    }
    // It drives on to x 255, where no floor is in reach ([−8, $C)): `.pause` on frame 62 — stopped, standing
    // animation, timer 59 — then 60 frames later (frame 122) it turns and drives right.
    let ledge_frame = 17 + (300 - 255);
    for _ in 42..ledge_frame {
        w.step(Buttons::NONE);
    }
    let (_, c, _) = motobugs(&w)[0];
    assert_eq!((c.pixel_x(), c.routine_secondary, c.x_vel), (256, 2, -0x100));
    w.step(Buttons::NONE);
    let (_, c, s) = motobugs(&w)[0];
    assert_eq!((c.pixel_x(), c.pixel_y(), c.routine_secondary, c.x_vel, c.anim, s.time), (255, 625, 0, 0, 0, 59));
    for _ in 0..59 {
        w.step(Buttons::NONE);
    }
    let (_, c, s) = motobugs(&w)[0];
    assert_eq!((c.routine_secondary, c.x_vel, s.time), (0, 0, 0));
    w.step(Buttons::NONE);
    let (_, c, _) = motobugs(&w)[0];
    assert_eq!((c.routine_secondary, c.x_vel, c.status & 1, c.pixel_x()), (2, 0x100, 1, 255));
    w.step(Buttons::NONE);
    assert_eq!(motobugs(&w)[0].1.pixel_x(), 256);
}

/// The test level as a Sonic 1 SonLVL import, so `Other` placements hold Sonic 1 ids.
fn s1_level(objects: &[(ObjectKind, i32, i32)]) -> Level {
    let mut level = level(objects);
    level.source = Some(formats::level::LevelSource::new(formats::level::SourceFormat::SonLvlS1, "test"));
    level
}

/// Two rows of six upright spikes side by side (x 600 and 680, half widths $40 + $B = 75 px, tops at y 608):
/// Sonic lands on the first, is knocked 2 px a frame right, and lands on the second while still blinking.
const SPIKES_A: i32 = 600;
const SPIKES_B: i32 = 680;
const SPIKES_Y: i32 = FLOOR - 16;

#[test]
fn sonic_1_spikes_hurt_again_while_the_player_blinks() {
    use engine::player::Routine;
    let spikes = |x| (ObjectKind::Other { id: 0x36, subtype: 0x40 }, x, SPIKES_Y);
    let level = s1_level(&[spikes(SPIKES_A), spikes(SPIKES_B)]);
    let mut w = falling_sonic(&level, SPIKES_A, 560);
    {
        let spikes: Vec<(u8, u8)> = w
            .objects
            .slots
            .iter()
            .filter(|(_, o)| matches!(o.state, State::Sonic1(Sonic1::Spikes(_))))
            .map(|(_, o)| (o.common.routine, o.common.subtype))
            .collect();
        assert_eq!(spikes, vec![(0, 0x40), (0, 0x40)], "Sonic 1 spikes, not Sonic 2's Obj36");
    }
    let t = run_until(&mut w, 200, Buttons::NONE, |w| w.player.routine != Routine::Normal);
    let p = &w.player;
    // `HurtSonic`: Y Speed −$400, X Speed +$200 (he is not left of the spikes' x), Ground Speed 0, 120 frames
    // of blinking; the rings scatter (a lost-rings object).
    assert_eq!(
        (p.routine, p.y_speed, p.x_speed, p.ground_speed, p.invulnerable),
        (Routine::Hurt, -0x400, 0x200, 0, 120)
    );
    assert!(w.objects.slots.iter().any(|(_, o)| o.common.id == id::LOST_RINGS));
    assert_eq!((t, p.pixel_x()), (16, SPIKES_A));
    // Back on the ground (the second row of spikes) while blinking: hurt again — with no rings now, killed.
    let t2 = run_until(&mut w, 200, Buttons::NONE, |w| w.player.routine != Routine::Hurt);
    let p = &w.player;
    // 44 frames of knock-back (2 px a frame: x 688, on the second row) and he lands: `Sonic_HurtStop` makes
    // him normal, still blinking (the count runs only in the normal routine: 120), and the spikes, running
    // after him, kill him (`KillSonic`: Y Speed −$700, X Speed 0; the scattered rings are gone).
    assert_eq!((t2, p.pixel_x()), (44, SPIKES_A + 2 * 44));
    assert_eq!(w.rings(), 0);
    assert_eq!((p.routine, p.y_speed, p.x_speed, p.invulnerable), (Routine::Dead, -0x700, 0, 120));
}

/// The same scene in Sonic 2 (`Obj36` subtype $30: four spikes, the same 75 px half width): landing on the
/// second row while blinking does nothing (`Touch_ChkHurt2` checks `invulnerable_time`).
#[test]
fn sonic_2_spikes_spare_a_blinking_player() {
    use engine::player::Routine;
    let spikes = |x| (ObjectKind::Other { id: 0x36, subtype: 0x30 }, x, SPIKES_Y);
    let mut level = level(&[spikes(SPIKES_A), spikes(SPIKES_B)]);
    level.profile = ProfileId::S2;
    let mut w = falling_sonic(&level, SPIKES_A, 560);
    let t = run_until(&mut w, 200, Buttons::NONE, |w| w.player.routine != Routine::Normal);
    assert_eq!((w.player.routine, w.player.x_speed), (Routine::Hurt, 0x200));
    let t2 = run_until(&mut w, 200, Buttons::NONE, |w| w.player.routine != Routine::Hurt);
    let p = &w.player;
    assert_eq!((p.routine, p.pixel_x(), p.on_object, p.invulnerable), (Routine::Normal, SPIKES_A + 2 * 44, true, 120));
    assert!(t > 0 && t2 == 44);
}

/// The Chopper (`_incObj/2B Chopper.asm`) placed at y 600: after k frames it has moved
/// −$700·k + $18·k(k−1)/2 subpixels; it peaks after 75 frames (y 335 + $28/256), falls back past its start
/// on frame 151 (y 604 + 184/256) and is put back on 600, keeping the subpixel, jumping at −$700 again.
#[test]
fn chopper_jumps_at_minus_7_from_its_start_every_151_frames() {
    let level = level(&[(ObjectKind::Badnik { kind: BadnikKind::Chopper }, 300, 600)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 400, FLOOR - 20));
    let chopper = |w: &World| -> Common {
        w.objects
            .slots
            .iter()
            .find_map(|(_, o)| matches!(o.state, State::Sonic1(Sonic1::Chopper(_))).then(|| o.common.clone()))
            .expect("a Chopper")
    };
    let expected_y = |k: i32| 600 * 256 - 0x700 * k + 0x18 * k * (k - 1) / 2;
    for k in 1..=150 {
        w.step(Buttons::NONE);
        let c = chopper(&w);
        assert_eq!((c.y, c.y_vel), (expected_y(k), (-0x700 + 0x18 * k) as i16), "frame {k}");
        // Animations: 1 fast above start − $C0 (408), else 0 slow rising, 2 still falling.
        let anim = if c.pixel_y() < 408 {
            1
        } else if c.y_vel < 0 {
            0
        } else {
            2
        };
        assert_eq!(c.anim, anim, "frame {k}");
    }
    assert_eq!(expected_y(75), 85800, "the peak, 265 px up");
    w.step(Buttons::NONE);
    let c = chopper(&w);
    assert_eq!((c.y, c.y_vel, c.collision_flags), (600 * 256 + 184, -0x700, 9));
}

/// The Crabmeat (`_incObj/1F Crabmeat.asm`) placed at (500, 624) on the flat floor, Sonic still at x 400
/// (the camera at 240: it is on screen once drawn).
#[test]
fn crabmeat_walks_turns_and_fires_every_second_stop() {
    use engine::objects::s1::crabmeat::{self, Crabmeat};
    let level = level(&[(ObjectKind::Badnik { kind: BadnikKind::Crabmeat }, 500, 624)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 400, FLOOR - 20));
    let parts = |w: &World| -> Vec<(usize, Common, Crabmeat)> {
        w.objects
            .slots
            .iter()
            .filter_map(|(i, o)| match &o.state {
                State::Sonic1(Sonic1::Crabmeat(s)) => Some((i, o.common.clone(), s.clone())),
                _ => None,
            })
            .collect()
    };
    let crab = |w: &World| parts(w)[0].clone();
    // Frame 1 (`Crab_Main`): in the floor by 1 px: up onto it (623), angle 0, routine 2.
    w.step(Buttons::NONE);
    let (_, c, s) = crab(&w);
    assert_eq!((c.routine, c.y, c.y_vel, s.angle, c.collision_flags), (2, 623 * 256, 0, 0, 6));
    // Frame 2: the timer runs out; not drawn yet (not on screen), so it walks: left (status bit 0 was clear),
    // ½ px per frame, 128 frames, walking animation 3.
    w.step(Buttons::NONE);
    let (_, c, s) = crab(&w);
    assert_eq!((c.routine_secondary, c.x_vel, c.status & 1, c.anim, s.time, s.mode), (2, -0x80, 1, 3, 127, 0));
    for _ in 3..=129 {
        w.step(Buttons::NONE);
    }
    let (_, c, _) = crab(&w);
    assert_eq!((c.x, c.routine_secondary), (500 * 256 - 127 * 0x80, 2));
    // Frame 130: the walk's time is out: it stops for 60 frames.
    w.step(Buttons::NONE);
    let (_, c, s) = crab(&w);
    assert_eq!((c.routine_secondary, c.x_vel, c.anim, s.time), (0, 0, 0, 59));
    // Frame 190: on screen, `crab_mode` bit 1 was clear: it walks (right, the bit 0 was set) and sets the bit.
    for _ in 131..=190 {
        w.step(Buttons::NONE);
    }
    let (_, c, s) = crab(&w);
    assert_eq!((c.routine_secondary, c.x_vel, c.status & 1, s.mode & 2), (2, 0x80, 0, 2));
    for _ in 191..=378 {
        w.step(Buttons::NONE);
    }
    // Back at 500 (127 frames right) on frame 317, stopped on 318, and on frame 378 the bit was set: it fires.
    let p = parts(&w);
    assert_eq!(p.len(), 3, "the crab and two balls");
    let (_, c, s) = &p[0];
    assert_eq!((c.x, c.anim, s.time, s.mode & 2), (500 * 256, crabmeat::ANIM_FIRING, 59, 0));
    // The balls (slots 1 and 2, run the same frame): ±16 px, moving ∓1 px, thrown up: −$400 then +$38.
    let balls: Vec<(usize, i32, i32, i16, i16, u8, u8)> =
        p[1..].iter().map(|(i, c, _)| (*i, c.x, c.y, c.x_vel, c.y_vel, c.collision_flags, c.routine)).collect();
    assert_eq!(
        balls,
        vec![
            (1, 483 * 256, 623 * 256 - 0x400, -0x100, -0x400 + 0x38, 0x87, 8),
            (2, 517 * 256, 623 * 256 - 0x400, 0x100, -0x400 + 0x38, 0x87, 8),
        ]
    );
    // They fall through the floor and are deleted once below the bottom limit + $E0 (y 1024 on this level).
    let mut gone_at = None;
    for t in 379..=600 {
        w.step(Buttons::NONE);
        if gone_at.is_none() && parts(&w).len() == 1 {
            gone_at = Some(t);
        }
    }
    // After its k-th frame (k = 1 on frame 378) a ball has moved −$400·k + $38·k(k−1)/2 subpixels from 623.
    let ball_gone =
        (1..).find(|&k: &i32| (623 * 256 - 0x400 * k + 0x38 * k * (k - 1) / 2) >> 8 > 1024).map(|k| 377 + k);
    assert_eq!(gone_at, ball_gone);
}

/// The Buzz Bomber (`_incObj/22 Buzz Bomber.asm`, `_incObj/23 Buzz Bomber Missile.asm`) placed at (600, 500)
/// facing left, Sonic still at x 400 (camera (240, 524): it is on screen from x 583), invincible so that the
/// missile passes through him.
#[test]
fn buzz_bomber_spots_sonic_and_fires_a_missile() {
    use engine::objects::s1::buzz_bomber::{BuzzBomber, Missile};
    let level = level(&[(ObjectKind::Badnik { kind: BadnikKind::BuzzBomber }, 600, 500)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 400, FLOOR - 20));
    w.player.invincibility = 1000;
    let buzz = |w: &World| -> (Common, BuzzBomber) {
        w.objects
            .slots
            .iter()
            .find_map(|(_, o)| match &o.state {
                State::Sonic1(Sonic1::BuzzBomber(s)) => Some((o.common.clone(), s.clone())),
                _ => None,
            })
            .expect("the Buzz Bomber")
    };
    let missile = |w: &World| -> Option<(usize, Common, Missile)> {
        w.objects.slots.iter().find_map(|(i, o)| match &o.state {
            State::Sonic1(Sonic1::Missile(s)) => Some((i, o.common.clone(), s.clone())),
            _ => None,
        })
    };
    // Frame 1: the timer (0) runs out: it flies left at 4 px per frame for 128 frames.
    w.step(Buttons::NONE);
    let (c, s) = buzz(&w);
    assert_eq!((c.routine_secondary, c.x_vel, c.anim, s.time, c.pixel_x()), (2, -0x400, 1, 127, 600));
    // Frame 27 it is at 496 (96 px from Sonic: not yet); frame 28 at 492, on screen: it stops to aim, 30 frames.
    for _ in 2..=27 {
        w.step(Buttons::NONE);
    }
    assert_eq!((buzz(&w).0.pixel_x(), buzz(&w).0.routine_secondary), (496, 2));
    w.step(Buttons::NONE);
    let (c, s) = buzz(&w);
    assert_eq!((c.pixel_x(), c.routine_secondary, c.x_vel, c.anim, s.status, s.time), (492, 0, 0, 0, 2, 29));
    // Frame 58: it fires — the missile $18 px ahead (left) and $1C below, 2 px per frame left and down, in
    // slot 1 where it runs this frame (its wait: $E − 1) — and hovers 60 frames, firing pose.
    for _ in 29..=57 {
        w.step(Buttons::NONE);
    }
    assert!(missile(&w).is_none());
    w.step(Buttons::NONE);
    let (c, s) = buzz(&w);
    assert_eq!((c.anim, s.status, s.time), (2, 1, 59));
    let (slot, m, ms) = missile(&w).expect("a missile");
    assert_eq!(
        (slot, m.pixel_x(), m.pixel_y(), m.x_vel, m.y_vel, m.routine, ms.time),
        (1, 468, 528, -0x200, 0x200, 0, 13)
    );
    // 15 frames unseen (frame 72 it shows), 16 of flare (`afRoutine` on frame 88), then it flies, hurting.
    for _ in 59..=71 {
        w.step(Buttons::NONE);
    }
    assert_eq!(missile(&w).map(|m| m.1.routine), Some(0));
    w.step(Buttons::NONE);
    assert_eq!(missile(&w).map(|m| (m.1.routine, m.1.displayed)), Some((2, true)));
    for _ in 73..=88 {
        w.step(Buttons::NONE);
    }
    assert_eq!(missile(&w).map(|m| (m.1.routine, m.1.pixel_x(), m.1.collision_flags)), Some((4, 468, 0)));
    w.step(Buttons::NONE);
    let (_, m, _) = missile(&w).expect("flying");
    assert_eq!((m.pixel_x(), m.pixel_y(), m.collision_flags, m.anim), (466, 530, 0x87, 1));
    // Frame 118: the hover ends; it has fired, so it flies on (left) past Sonic without stopping.
    for _ in 90..=118 {
        w.step(Buttons::NONE);
    }
    let (c, s) = buzz(&w);
    assert_eq!((c.routine_secondary, c.x_vel, s.status, s.time), (2, -0x400, 1, 127));
    w.step(Buttons::NONE);
    w.step(Buttons::NONE);
    assert_eq!((buzz(&w).0.pixel_x(), buzz(&w).0.routine_secondary), (484, 2));
}

fn newtron_parts(w: &World) -> Vec<(usize, Common)> {
    w.objects
        .slots
        .iter()
        .filter(|(_, o)| matches!(o.state, State::Sonic1(Sonic1::Newtron(_)) | State::Sonic1(Sonic1::Missile(_))))
        .map(|(i, o)| (i, o.common.clone()))
        .collect()
}

/// The blue Newtron (`_incObj/42 Newtron.asm`, subtype 0) placed at (500, 560), 100 px right of Sonic.
#[test]
fn blue_newtron_appears_drops_and_rushes() {
    let level = level(&[(ObjectKind::Badnik { kind: BadnikKind::Newtron }, 500, 560)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 400, FLOOR - 20));
    // Frame 1: Sonic within $80: it appears facing him (left: status bit 0 clear), untouchable.
    w.step(Buttons::NONE);
    let c = newtron_parts(&w)[0].1.clone();
    assert_eq!((c.routine_secondary, c.anim, c.mapping_frame, c.status & 1, c.collision_flags), (2, 1, 0, 0, 0));
    // The appearing frames 0, 1, 3 last 20 frames each; frame 4 shows on frame 61 and it drops from frame 62.
    for _ in 2..=61 {
        w.step(Buttons::NONE);
    }
    let c = newtron_parts(&w)[0].1.clone();
    assert_eq!((c.mapping_frame, c.y, c.y_vel), (4, 560 * 256, 0));
    // After k frames of `ObjectFall` it has fallen $38·k(k−1)/2: on the 25th (frame 86) its bottom (y + $10) is
    // 2 px into the floor: y 625 + 160/256 − 2; it rushes left at 2 px per frame, touch size $D.
    for _ in 62..=85 {
        w.step(Buttons::NONE);
    }
    assert_eq!(newtron_parts(&w)[0].1.routine_secondary, 2);
    w.step(Buttons::NONE);
    let c = newtron_parts(&w)[0].1.clone();
    assert_eq!(
        (c.routine_secondary, c.y, c.y_vel, c.x_vel, c.anim, c.collision_flags),
        (4, 623 * 256 + 160, 0, -0x200, 2, 0xD)
    );
    for _ in 87..=120 {
        w.step(Buttons::NONE);
    }
    let c = newtron_parts(&w)[0].1.clone();
    assert_eq!((c.pixel_x(), c.pixel_y()), (500 - 2 * 34, 623));
}

/// The green Newtron (subtype 1, a Sonic 1 level's `Other` $42) at (500, 560): it appears, is touchable from
/// its frame 1 (frame 21), fires on frame 62 and deletes itself when its animation ends (frame 142).
#[test]
fn green_newtron_fires_one_missile_and_goes() {
    let level = s1_level(&[(ObjectKind::Other { id: 0xC2, subtype: 1 }, 500, 560)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 400, FLOOR - 20));
    w.step(Buttons::NONE);
    let c = newtron_parts(&w)[0].1.clone();
    assert_eq!((c.routine_secondary, c.anim, c.collision_flags), (8, 4, 0));
    for _ in 2..=21 {
        w.step(Buttons::NONE);
    }
    assert_eq!(newtron_parts(&w)[0].1.collision_flags, 0);
    w.step(Buttons::NONE);
    assert_eq!(newtron_parts(&w)[0].1.collision_flags, 0xC);
    for _ in 23..=61 {
        w.step(Buttons::NONE);
    }
    assert_eq!(newtron_parts(&w).len(), 1);
    // Frame 62: the missile, $14 px ahead (left) and 8 px up, set up at once (Newtron routine, touch $87).
    w.step(Buttons::NONE);
    let p = newtron_parts(&w);
    assert_eq!(p.len(), 2);
    let m = &p[1].1;
    assert_eq!(
        (p[1].0, m.pixel_x(), m.pixel_y(), m.x_vel, m.routine, m.collision_flags),
        (1, 480, 552, -0x200, 8, 0x87)
    );
    w.step(Buttons::NONE);
    assert_eq!(newtron_parts(&w)[1].1.pixel_x(), 478);
    for _ in 64..=141 {
        w.step(Buttons::NONE);
    }
    let p = newtron_parts(&w);
    assert_eq!((p[0].1.routine, p[1].1.pixel_x()), (4, 480 - 2 * 79));
    w.step(Buttons::NONE);
    let p = newtron_parts(&w);
    assert_eq!(p.len(), 1, "the Newtron is gone, its missile flies on");
}

/// A red up spring (`_incObj/41 Springs.asm`, subtype 0) at (600, 632), Sonic dropped onto it.
#[test]
fn sonic_1_up_spring_launches_then_boings_and_resets() {
    use engine::objects::s1::spring;
    use engine::player::{Pose, Routine};
    let level = s1_level(&[(ObjectKind::Other { id: 0x41, subtype: 0 }, 600, 632)]);
    let mut w = falling_sonic(&level, 600, 560);
    let spring_common = |w: &World| -> Common {
        w.objects
            .slots
            .iter()
            .find_map(|(_, o)| matches!(o.state, State::Sonic1(Sonic1::Spring(_))).then(|| o.common.clone()))
            .expect("the spring")
    };
    let t = run_until(&mut w, 200, Buttons::NONE, |w| w.player.y_speed == spring::POWERS[0]);
    let p = &w.player;
    // Landed on its top (y 624 − 20 = 604 px for his centre), 8 px into it, launched at −$1000 in the spring
    // pose; the spring forgets him and plays its boing (routine 4).
    assert_eq!(
        (p.pixel_y(), p.air, p.on_object, p.pose, p.routine),
        (604 + 8, true, false, Pose::Spring, Routine::Normal)
    );
    let c = spring_common(&w);
    assert_eq!((c.routine, c.status & 8), (4, 0));
    assert!(t > 1);
    // The boing: 10 mapping frames of 1 frame each (the launch frame showed the first), `afRoutine` on the
    // 11th → routine 6 (the reset: `obPrevAni` 1), then the solid routine again.
    for _ in 0..9 {
        w.step(Buttons::NONE);
        assert_eq!(spring_common(&w).routine, 4);
    }
    w.step(Buttons::NONE);
    assert_eq!(spring_common(&w).routine, 6);
    w.step(Buttons::NONE);
    let c = spring_common(&w);
    assert_eq!((c.routine, c.prev_anim), (2, 1));
}

/// A Green Hill edge wall (`_incObj/44 GHZ Edge Walls.asm`, subtype 0) at (600, 600): Sonic walking right
/// into it from x 540 is stopped at its left edge ($13 px left of its x) and pushes it.
#[test]
fn edge_wall_stops_sonic_and_he_pushes_it() {
    let level = s1_level(&[(ObjectKind::Other { id: 0x44, subtype: 0 }, 600, 600)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 540, FLOOR - 20));
    let mut trail = Vec::new();
    for _ in 0..80 {
        w.step(Buttons::RIGHT);
        trail.push((w.player.pixel_x(), w.player.x & 0xFF, w.player.ground_speed, w.player.pushing));
    }
    // Frame 41: 580 + 92/256 at Ground Speed 492 (+12 a frame from rest); frame 42 would reach 582: one pixel
    // inside (`d0` = 1), he is put back to 581 (subpixel kept), X Speed and Ground Speed 0, pushing.
    assert_eq!(trail[40], (580, 92, 492, false));
    assert_eq!(trail[41], (581, 84, 0, true));
    // From then on he creeps into it and is put back, never past 581, pushing all along.
    assert!(trail[41..].iter().all(|&(x, _, g, pushing)| x == 581 && g <= 72 && pushing), "{trail:?}");
}

/// The purple rock (`_incObj/3B Purple Rock.asm`) at (600, 624): a $1B × $10 solid Sonic lands on.
#[test]
fn purple_rock_is_solid() {
    let level = s1_level(&[(ObjectKind::Other { id: 0x3B, subtype: 0 }, 600, 624)]);
    let mut w = falling_sonic(&level, 600, 560);
    run_until(&mut w, 200, Buttons::NONE, |w| !w.player.air);
    let p = &w.player;
    // On its top (y 624 − $10 = 608), his centre 20 px above it (radius 19, `SolidObject`'s landing).
    assert_eq!((p.on_object, p.pixel_y()), (true, 608 - 20));
}

/// Walking off the purple rock's top (s1disasm `SolidObject`'s `.leave`): the frame Sonic's x passes its
/// right edge (600 − $1B + 2·$1B = 627) the rock lets him go without setting his in-air bit: that frame he is
/// neither on it nor in the air; the next, his ground step finds no floor within 14 px and he falls
/// (`Sonic_AnglePos`), his Y Speed still 0. Sonic 2's `SolidObject` puts him in the air at once.
#[test]
fn sonic_1_walking_off_a_solid_top_is_grounded_for_a_frame() {
    // The rock on a pit: no floor under x 512–767 (layout column 4 and 5, rows 5–7).
    let mut level = s1_level(&[(ObjectKind::Other { id: 0x3B, subtype: 0 }, 600, 624)]);
    support::clear(&mut level, [4, 5], 5..8);
    let mut w = falling_sonic(&level, 600, 560);
    run_until(&mut w, 200, Buttons::NONE, |w| !w.player.air);
    assert!(w.player.on_object);
    let t = run_until(&mut w, 200, Buttons::RIGHT, |w| !w.player.on_object);
    let p = &w.player;
    assert_eq!((p.pixel_x(), p.air, p.y_speed), (627, false, 0), "frame {t}");
    let ground_speed = p.ground_speed;
    w.step(Buttons::RIGHT);
    let p = &w.player;
    // One more ground frame: accelerated by $C, then no floor: in the air, Y Speed 0.
    assert_eq!((p.air, p.y_speed, p.ground_speed), (true, 0, ground_speed + 0xC));
}

/// Sonic 1's rings are objects and `ReactToItem` reacts to one touched object a frame (s1disasm
/// `_incObj/sub ReactToItem.asm`): Sonic standing on two rings 8 px apart collects them on consecutive frames
/// (1, then 2); Sonic 2's `Touch_Rings` takes both on the first frame.
#[test]
fn sonic_1_collects_one_touched_ring_a_frame() {
    let rings_after = |profile: ProfileId| {
        let mut level = level(&[(ObjectKind::Ring, 400, FLOOR - 20), (ObjectKind::Ring, 408, FLOOR - 20)]);
        level.profile = profile;
        let mut w = World::with_player(&level, Player::standing(Character::Sonic, 404, FLOOR - 20));
        (0..3)
            .map(|_| {
                w.step(Buttons::NONE);
                w.objects.game.rings
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(rings_after(ProfileId::S1), [1, 2, 2]);
    assert_eq!(rings_after(ProfileId::S2), [2, 2, 2]);
}

/// Lamppost number 1 (`_incObj/79 Lamppost.asm`, a respawn entry) at (600, 600); Sonic walks right from 560.
#[test]
fn lamppost_stores_the_restart_point_and_twirls_its_ball() {
    use engine::objects::s1::lamppost::{self, Lamppost};
    let level = s1_level(&[(ObjectKind::Other { id: 0xF9, subtype: 1 }, 600, 600)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 560, FLOOR - 20));
    let parts = |w: &World| -> Vec<(usize, Common, Lamppost)> {
        w.objects
            .slots
            .iter()
            .filter_map(|(i, o)| match &o.state {
                State::Sonic1(Sonic1::Lamppost(s)) => Some((i, o.common.clone(), s.clone())),
                _ => None,
            })
            .collect()
    };
    // The post runs its `Lamp_Main` on the first frame: blue (nothing hit yet), its loaded bit cleared.
    w.step(Buttons::RIGHT);
    assert_eq!(parts(&w)[0].1.routine, lamppost::BLUE);
    assert_eq!(w.objects.respawn.entries[0], 0);
    let t = run_until(&mut w, 200, Buttons::RIGHT, |w| w.objects.game.respawn_point.is_some());
    // Touched on the frame Sonic's x reaches 592 (8 px left of the post).
    assert_eq!(w.player.pixel_x(), 592, "frame {}", t + 1);
    assert_eq!((w.objects.game.last_star_post, w.objects.game.respawn_point), (1, Some((600, 600))));
    assert_eq!(w.objects.respawn.entries[0] & 1, 1, "lit in its respawn entry");
    let p = parts(&w);
    assert_eq!((p[0].1.routine, p[0].1.mapping_frame), (lamppost::FINISHED, 1));
    // The ball (slot 1, run the same frame): angle 0 − $40 = $C0: straight above its centre ($18 up), $C px.
    let (slot, ball, s) = &p[1];
    assert_eq!((*slot, ball.pixel_x(), ball.pixel_y(), s.time, s.angle), (1, 600, 600 - 0x18 - 0xC, 0x1F, 0xF0));
    // $20 more frames of twirling ($20 + 1 in all), then it stays where it is.
    for _ in 0..0x1F {
        w.step(Buttons::NONE);
    }
    assert_eq!(parts(&w)[1].1.routine, lamppost::TWIRL);
    w.step(Buttons::NONE);
    assert_eq!(parts(&w)[1].1.routine, lamppost::FINISHED);
}

/// The Sonic 1 signpost (`_incObj/0D Signpost.asm`) at (700, 600) runs the signpost code Sonic 2 copied: Sonic
/// walking right passes it when his x is 0–$1F px past it; the timer stops and the camera's left limit locks
/// to its right limit.
#[test]
fn sonic_1_signpost_is_passed_within_32_px() {
    let level = s1_level(&[(ObjectKind::Other { id: 0x0D, subtype: 0 }, 700, 600)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 600, FLOOR - 20));
    assert!(w.objects.slots.iter().any(|(_, o)| matches!(o.state, State::Signpost(_))));
    run_until(&mut w, 200, Buttons::RIGHT, |w| w.objects.game.timer_stopped);
    assert_eq!(w.player.pixel_x(), 700, "passed on the frame his x reaches the post's");
    // The engine's bounds are the level area the screen may show: the camera's right limit is right − 320.
    assert_eq!(w.bounds.left, w.bounds.right - 320);
}

/// `ReactToItem` touches only objects drawn on screen the frame before (`tst.b obRender(a1)`;
/// `Profile::touch_on_screen_only`): a Motobug landing on Sonic on its first frame (`Moto_Main` does not draw
/// it) kills him a frame later in Sonic 1 than the same Motobug with Sonic 2's `TouchResponse`.
#[test]
fn sonic_1_touches_only_objects_drawn_on_screen() {
    use engine::player::Routine;
    let died_at = |profile: ProfileId| {
        let mut level = level(&[(MOTOBUG, 400, 626)]);
        level.profile = profile;
        let mut w = World::with_player(&level, Player::standing(Character::Sonic, 400, FLOOR - 20));
        run_until(&mut w, 200, Buttons::NONE, |w| w.player.routine == Routine::Dead)
    };
    // Frame 1 the Motobug lands (1 px into the floor) undrawn; frame 2 it drives and is drawn.
    assert_eq!(died_at(ProfileId::S2), 2);
    assert_eq!(died_at(ProfileId::S1), 3);
}

/// A Green Hill falling platform (`_incObj/18 Platforms.asm`, subtype 3) at (600, 560), Sonic dropped onto it.
/// Sonic 1 lets him land before it moves, so the landing frame already starts the 30-frame delay
/// (`.type03`); 30 frames count it down and switch to `.type04` with 32 more, whose first frame starts the
/// fall (Y Speed $38 after the first move) — one frame earlier than Sonic 2's `Obj18`. Stood on, it carries him
/// on its top (y − 9 − his height); after the 32 frames he is dropped with its speed.
#[test]
fn green_hill_falling_platform() {
    use engine::objects::s1::platform as s1_platform;
    let level = s1_level(&[(ObjectKind::Other { id: 0x18, subtype: 3 }, 600, 560)]);
    let mut w = falling_sonic(&level, 600, 500);
    let platform = |w: &World| -> Common {
        w.objects
            .slots
            .iter()
            .find_map(|(_, o)| matches!(o.state, State::Sonic1(Sonic1::Platform(_))).then(|| o.common.clone()))
            .expect("the platform")
    };
    run_until(&mut w, 200, Buttons::NONE, |w| w.player.on_object);
    let c = platform(&w);
    assert_eq!((c.routine, c.width_pixels), (s1_platform::STOOD_ON, 0x20));
    let fell = run_until(&mut w, 200, Buttons::NONE, |w| platform(w).y_vel != 0);
    assert_eq!((fell, platform(&w).y_vel), (31, 0x38));
    // Carried down: his y is its y − 9 − 19 every frame it falls.
    for _ in 0..30 {
        w.step(Buttons::NONE);
        let (c, p) = (platform(&w), &w.player);
        assert_eq!((p.pixel_y(), p.on_object), (c.pixel_y() - 9 - 19, true));
    }
    // The 32nd frame of the drop timer: he is dropped with its Y Speed (31 frames of $38), and it is no longer
    // solid.
    w.step(Buttons::NONE);
    let (c, p) = (platform(&w), &w.player);
    assert_eq!((c.routine, p.on_object, p.air), (s1_platform::NON_SOLID, false, true));
    assert_eq!(p.y_speed, 0x38 * 31);
}

/// Sonic 1 REV01's demo playback (s1disasm `_inc/MoveSonicInDemo.asm`: `moveq #0,d2` for the last frame's
/// buttons) makes every held button a press: with jump held all along, Sonic jumps on the first frame and
/// again on the first frame after each landing; from a player's pad, only the first.
#[test]
fn sonic_1_demo_playback_reads_a_held_jump_as_pressed() {
    let takeoffs = |demo: bool| {
        let mut w = world(&[], 400);
        w.demo_presses = demo;
        let mut frames = Vec::new();
        for frame in 1..=130 {
            let grounded = !w.player.air;
            w.step(Buttons::JUMP);
            if grounded && w.player.air {
                frames.push(frame);
            }
        }
        frames
    };
    assert_eq!(takeoffs(false), [1]);
    assert_eq!(takeoffs(true), [1, 63, 125]);
}

/// A still Marble Zone brick (`_incObj/46 MZ Bricks.asm`, subtype 0) at (600, 600): Sonic dropped onto it
/// lands on its `SolidObject` top, his centre $11 + 19 px above its centre (y 564). A bobbing one (subtype 1)
/// sits `v_oscillate+$16` px above where it was placed.
#[test]
fn marble_brick_is_solid_and_bobs_with_its_oscillator() {
    let level = s1_level(&[(ObjectKind::Other { id: 0x46, subtype: 0 }, 600, 600)]);
    let mut w = falling_sonic(&level, 600, 540);
    run_until(&mut w, 200, Buttons::NONE, |w| !w.player.air);
    assert_eq!((w.player.on_object, w.player.pixel_y()), (true, 600 - 0x11 - 19));
    let level = s1_level(&[(ObjectKind::Other { id: 0x46, subtype: 1 }, 600, 600)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 500, FLOOR - 20));
    // Its first frame it is not drawn yet (not on screen): it starts to bob on the second.
    w.step(Buttons::NONE);
    let mut seen = std::collections::BTreeSet::new();
    for _ in 0..60 {
        // It moves before the oscillators' update at the end of the frame: it reads the last frame's byte.
        let bob = i32::from(w.objects.game.oscillation.byte(0x14));
        w.step(Buttons::NONE);
        let brick = w.objects.slots.iter().find(|(_, o)| matches!(o.state, State::Sonic1(Sonic1::Brick(_))));
        let Some((_, brick)) = brick else { panic!("no brick") };
        assert_eq!(brick.common.pixel_y(), 600 - bob);
        seen.insert(bob);
    }
    assert!(seen.len() > 1, "the oscillator moved: {seen:?}");
}

/// Sonic 1's pushable block (`_incObj/33 Pushable Blocks.asm`, id $33) at (500, 624): Sonic walking left into
/// it pushes it 1 px a frame with him, X Speed 0 and Ground Speed −$40 after each push. Pushed off the floor's
/// left end (nothing left of x 256) it slides at 4 px a frame until its x is within 4 px of a multiple of 16,
/// settles on that multiple and falls.
#[test]
fn sonic_1_pushable_block_pushes_slides_and_falls() {
    let level = s1_level(&[(ObjectKind::Other { id: 0xB3, subtype: 0 }, 500, FLOOR - 16)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 560, FLOOR - 20));
    let block = |w: &World| -> Common {
        let found = w.objects.slots.iter().find(|(_, o)| matches!(o.state, State::Sonic1(Sonic1::PushBlock(_))));
        let Some((_, o)) = found else { panic!("no block") };
        o.common.clone()
    };
    run_until(&mut w, 200, Buttons::LEFT, |w| w.player.ground_speed == -0x40);
    assert_eq!(w.player.x_speed, 0);
    let x0 = block(&w).pixel_x();
    w.step(Buttons::LEFT);
    assert_eq!(block(&w).pixel_x(), x0 - 1);
    // Push on until it slides off the ledge at x 256 (its centre past 256 + 4: more than 4 px of drop).
    run_until(&mut w, 1500, Buttons::LEFT, |w| block(w).x_vel == -0x400);
    run_until(&mut w, 20, Buttons::NONE, |w| block(w).x_vel == 0);
    assert_eq!(block(&w).pixel_x() & 0xF, 0, "settled on a multiple of 16");
    let y = block(&w).pixel_y();
    for _ in 0..10 {
        w.step(Buttons::NONE);
    }
    assert!(block(&w).pixel_y() > y, "it falls");
}

/// A still floating block (`_incObj/56 Floating Blocks and Doors.asm`, subtype 0: $10 × $10) at (600, 600):
/// Sonic dropped onto it lands on its top, his centre $11 + 19 px above its centre (y 564). One moving up and
/// down (subtype 3) sits `v_oscillate+$A` px above where it was placed. (The doors a switch moves are
/// `s1::labyrinth`'s.)
#[test]
fn floating_blocks_are_solid_and_move_with_the_oscillators() {
    let landed_y = |subtype| {
        let level = s1_level(&[(ObjectKind::Other { id: 0x56, subtype }, 600, 600)]);
        let mut w = falling_sonic(&level, 600, 540);
        run_until(&mut w, 200, Buttons::NONE, |w| !w.player.air);
        w.player.pixel_y()
    };
    assert_eq!(landed_y(0), 600 - 0x11 - 19);
    let level = s1_level(&[(ObjectKind::Other { id: 0x56, subtype: 3 }, 600, 560)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 400, FLOOR - 20));
    let mut seen = std::collections::BTreeSet::new();
    for _ in 0..60 {
        // It moves before the oscillators' update at the end of the frame: it reads the last frame's byte.
        let d0 = i32::from(w.objects.game.oscillation.byte(8));
        w.step(Buttons::NONE);
        let block = w.objects.slots.iter().find(|(_, o)| matches!(o.state, State::Sonic1(Sonic1::FloatBlock(_))));
        let Some((_, block)) = block else { panic!("no block") };
        assert_eq!(block.common.pixel_y(), 560 - d0);
        seen.insert(d0);
    }
    assert!(seen.len() > 1, "the oscillator moved: {seen:?}");
}

/// Spring Yard's bumper (`_incObj/47 Bumper.asm`, id $47) runs the generic bumper written from it: Sonic
/// dropped onto it from straight above is thrown straight up at 7 px/frame (X Speed 0, Y Speed −$700).
#[test]
fn sonic_1_bumper_is_the_generic_one() {
    let level = s1_level(&[(ObjectKind::Other { id: 0xC7, subtype: 0 }, 600, 560)]);
    let mut w = falling_sonic(&level, 600, 500);
    assert!(w.objects.slots.iter().any(|(_, o)| matches!(o.state, State::Bumper(_))));
    run_until(&mut w, 100, Buttons::NONE, |w| w.player.y_speed < 0);
    assert_eq!((w.player.x_speed, w.player.y_speed), (0, -0x700));
}

/// A Scrap Brain trapdoor (`_incObj/69 SBZ Spinning Platforms.asm`, subtype 1: its timer counts $3C down
/// past 0, a switch every 61 frames) at (600, 600): its first frame starts it closing (`.trapclose`: frames
/// 2, 1, 0, 4 frames each), so from its ninth frame it is shut and solid: Sonic dropped onto it lands on its
/// $D px top (y 568) on frame 16. On frame 62 it starts to open; on frame 66 (frame 1 shown) it lets him go,
/// neither on it nor in the air, and he falls through the next frame.
#[test]
fn sonic_1_trapdoor_shuts_holds_and_opens_under_sonic() {
    let level = s1_level(&[(ObjectKind::Other { id: 0x69, subtype: 1 }, 600, 600)]);
    let mut w = falling_sonic(&level, 600, 540);
    let landed = run_until(&mut w, 200, Buttons::NONE, |w| !w.player.air);
    assert_eq!((w.player.on_object, w.player.pixel_y(), landed), (true, 600 - 0xD - 19, 16));
    let let_go = run_until(&mut w, 200, Buttons::NONE, |w| !w.player.on_object);
    assert_eq!((w.player.air, landed + let_go), (false, 66));
    w.step(Buttons::NONE);
    assert!(w.player.air);
}

/// A Sonic 1 level's ring groups (s1disasm `Rings`, imported as one placement per ring) are found again: the
/// longest run of placements one `Ring_PosData` spacing puts in a row, up to 7.
#[test]
fn ring_groups_are_found_again_from_the_placed_rings() {
    use engine::objects::s1::ring_group;
    let ring = |(x, y): (i32, i32)| ObjectPlacement { kind: ObjectKind::Ring, x, y, ..Default::default() };
    let mut objects: Vec<ObjectPlacement> =
        formats::import::s1::ring_positions(0x100, 0x200, 0x12).into_iter().map(ring).collect();
    objects.push(ring((0x400, 0x180)));
    let (entry, count) = ring_group(&objects, 0);
    assert_eq!((entry.x, entry.y, entry.subtype & 7, count), (0x100, 0x200, 2, 3));
    assert_eq!(
        formats::import::s1::ring_positions(entry.x, entry.y, entry.subtype),
        objects[..3].iter().map(|p| (p.x, p.y)).collect::<Vec<_>>()
    );
    let (entry, count) = ring_group(&objects, 3);
    assert_eq!((entry.x, entry.y, entry.subtype & 7, count), (0x400, 0x180, 0, 1));
}

/// In a level imported from Sonic 1 the rings are objects: the group's first ring makes the others in free
/// slots (`Ring_Main`), each touched one counts once and sparkles, then its slot is free again.
#[test]
fn sonic_1_rings_are_objects_in_slots_freed_after_their_sparkle() {
    let mut level = level(&[]);
    level.source = Some(formats::level::LevelSource::new(formats::level::SourceFormat::SonLvlS1, "Test"));
    for (x, y) in formats::import::s1::ring_positions(400, FLOOR as u16 - 16, 0x12) {
        level.objects.push(ObjectPlacement { kind: ObjectKind::Ring, x, y, ..Default::default() });
    }
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 300, FLOOR - 20));
    let rings =
        |w: &World| w.objects.slots.iter().filter(|(_, o)| matches!(o.state, State::Sonic1(Sonic1::Ring(_)))).count();
    w.step(Buttons::NONE);
    assert_eq!(rings(&w), 3);
    assert_eq!(w.objects.rings.positions.len(), 0, "no ring in the ring list");
    run_until(&mut w, 200, Buttons::RIGHT, |w| w.objects.game.rings == 3);
    assert_eq!(w.objects.game.rings, 3);
    run_until(&mut w, 40, Buttons::NONE, |w| rings(w) == 0);
    assert_eq!(rings(&w), 0);
}

/// A Caterkiller (`_incObj/78 Caterkiller.asm`, id $78) placed above the floor falls onto it and places its
/// three body segments $C px apart behind it (to its right: it crawls left), in the slots after its own. The
/// segments are special ($CB): Sonic walking into one is hurt (`React_Caterkiller`) and it flies apart.
#[test]
fn caterkiller_lands_with_three_segments_that_hurt() {
    use engine::objects::s1::caterkiller;
    let level = s1_level(&[(ObjectKind::Other { id: 0xF8, subtype: 0 }, 600, FLOOR - 40)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 400, FLOOR - 20));
    w.objects.game.rings = 5;
    run_until(&mut w, 100, Buttons::NONE, |w| {
        w.objects.slots.iter().filter(|(_, o)| matches!(o.state, State::Sonic1(Sonic1::Caterkiller(_)))).count() == 4
    });
    let parts: Vec<(usize, Common)> = w
        .objects
        .slots
        .iter()
        .filter(|(_, o)| matches!(o.state, State::Sonic1(Sonic1::Caterkiller(_))))
        .map(|(i, o)| (i, o.common.clone()))
        .collect();
    let head = &parts[0].1;
    // On the floor: its bottom (y + 7) one pixel above the floor's top.
    assert_eq!(head.pixel_y(), FLOOR - 1 - i32::from(caterkiller::Y_RADIUS));
    assert_eq!(head.collision_flags, caterkiller::HEAD_COLLISION);
    for (k, (i, seg)) in parts.iter().enumerate().skip(1) {
        assert_eq!(*i, parts[0].0 + k);
        assert_eq!(seg.pixel_x(), 600 + caterkiller::SPACING * k as i32);
        assert_eq!((seg.routine, seg.collision_flags), (2 + 2 * k as u8, caterkiller::BODY_COLLISION));
    }
    // Sonic is set down just right of the last segment, walking into it.
    w.player.x = (600 + 3 * caterkiller::SPACING + 12) << 8;
    run_until(&mut w, 60, Buttons::LEFT, |w| w.player.routine == engine::player::Routine::Hurt);
    assert_eq!(w.objects.game.rings, 0);
    w.step(Buttons::NONE);
    let flying = w.objects.slots.iter().filter(|(_, o)| o.common.routine == 0xC).count();
    assert!(flying >= 1, "the touched segment flies apart");
}

/// A still grassy platform (`_incObj/2F MZ Large Grassy Platforms.asm`, subtype 0: the hill, $40 + $B px half
/// width) at (600, 560): Sonic dropped onto its middle lands on its top (`SolidObject2F`: the box's top $20 px above
/// a y raised by the plateau's height $30 less the first height $20, and `Solid_Landed`'s extra pixel), and
/// walking he follows the heightmap (`SlopeObject2`: y − height − his $13).
#[test]
fn grassy_platform_carries_sonic_on_its_heightmap() {
    use engine::objects::s1::large_grass::PFM1;
    let level = s1_level(&[(ObjectKind::Other { id: 0x2F, subtype: 0 }, 600, 560)]);
    let mut w = falling_sonic(&level, 600, 400);
    run_until(&mut w, 200, Buttons::NONE, |w| !w.player.air);
    assert!(w.player.on_object);
    let index = |x: i32| ((x - 600 + 0x4B) >> 1) as usize;
    assert_eq!(w.player.pixel_y(), 560 - (i32::from(PFM1[index(600)]) - 0x20) - 0x20 - 19 - 1);
    for _ in 0..20 {
        w.step(Buttons::RIGHT);
    }
    assert!(w.player.on_object);
    assert_eq!(w.player.pixel_y(), 560 - i32::from(PFM1[index(w.player.pixel_x())]) - 19);
}

/// A lava ball maker (`_incObj/13 Lava Ball Maker.asm`, id $13, subtype $00: every 30 frames, type 0) on screen
/// throws a lava ball (`_incObj/14 Lava Ball.asm`) on its 30th frame; the ball leaps at −$400, falls at $18 a
/// frame (its first frame already: −$400 + $18) and hurts ($8B).
#[test]
fn lava_maker_throws_a_ball_every_30_frames() {
    let level = s1_level(&[(ObjectKind::Other { id: 0x13, subtype: 0 }, 450, 600)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 300, FLOOR - 20));
    let balls = |w: &World| -> Vec<Common> {
        w.objects
            .slots
            .iter()
            .filter(|(_, o)| matches!(o.state, State::Sonic1(Sonic1::LavaBall(_))))
            .map(|(_, o)| o.common.clone())
            .collect()
    };
    let mut frames = 0;
    while balls(&w).is_empty() && frames < 100 {
        w.step(Buttons::NONE);
        frames += 1;
    }
    // The maker is loaded with the level and counts from the first frame: the ball comes with its 30th run.
    let ball = &balls(&w)[0];
    assert_eq!(frames, 30);
    assert_eq!((ball.y_vel, ball.collision_flags), (-0x400 + 0x18, 0x8B));
    assert_eq!(ball.pixel_x(), 450);
}

/// A still glass block (`_incObj/30 MZ Large Green Glass Blocks.asm`, id $30, subtype 0) loads its reflection
/// into the next slot and is solid: Sonic dropped onto it stands $49 + 19 px above its centre.
#[test]
fn glass_block_is_solid_with_its_reflection_behind_it() {
    let level = s1_level(&[(ObjectKind::Other { id: 0x30, subtype: 0 }, 600, 560)]);
    let mut w = falling_sonic(&level, 600, 400);
    run_until(&mut w, 200, Buttons::NONE, |w| !w.player.air);
    w.step(Buttons::NONE);
    assert_eq!((w.player.on_object, w.player.pixel_y()), (true, 560 - 0x49 - 19));
    let parts: Vec<(usize, u8)> = w
        .objects
        .slots
        .iter()
        .filter(|(_, o)| matches!(o.state, State::Sonic1(Sonic1::GlassBlock(_))))
        .map(|(i, o)| (i, o.common.routine))
        .collect();
    assert_eq!(parts.len(), 2);
    assert_eq!((parts[1].0, parts[0].1, parts[1].1), (parts[0].0 + 1, 2, 4));
}

/// A Basaran (`_incObj/55 Basaran.asm`, id $55) at (600, 560) with Sonic standing 40 px left of it and 60 px
/// below: it lets go on a frame when `v_vbla_byte` + `d7` is a multiple of 8 (within 8 frames), falls at $18 a
/// frame until less than $10 px above the y Sonic had then, and flies at him at 1 px a frame.
#[test]
fn basaran_drops_and_flies_at_sonic() {
    let level = s1_level(&[(ObjectKind::Other { id: 0xD5, subtype: 0 }, 600, 560)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 560, FLOOR - 20));
    let bat = |w: &World| -> Option<Common> {
        w.objects
            .slots
            .iter()
            .find(|(_, o)| matches!(o.state, State::Sonic1(Sonic1::Basaran(_))))
            .map(|(_, o)| o.common.clone())
    };
    let mut dropped_at = None;
    for frame in 0..80 {
        w.step(Buttons::NONE);
        let Some(b) = bat(&w) else { panic!("the bat is gone") };
        if b.routine_secondary == 2 && dropped_at.is_none() {
            dropped_at = Some(frame);
        }
        if b.routine_secondary == 4 {
            assert!(dropped_at.is_some_and(|f| f < 9), "it let go within 8 frames");
            let sonic_y = w.player.pixel_y();
            assert_eq!((b.x_vel, b.y_vel), (-0x100, 0));
            assert!(b.pixel_y() > sonic_y - 0x10 && b.pixel_y() <= sonic_y, "levelled off at {}", b.pixel_y());
            return;
        }
    }
    panic!("it never flew at Sonic");
}

/// A lava geyser maker (`_incObj/4C & 4D Lava Geyser Maker.asm`, id $4C, subtype 0) with Sonic $40 px above
/// it: its timer starts at 0 (`GMake_Main` sets only the 120-frame reload), so it sees Sonic at once (with the
/// level's load pass), bubbles for 8 frames of 3 (`Ani_Geyser` 0, then `afRoutine`), and the frame after loads
/// the geyser's head (rising at $500, slowed by $18 from its first frame) and, in the slot after it, the column
/// that hurts ($93), kept $60 px below the head.
#[test]
fn geyser_maker_bubbles_then_erupts() {
    let level = s1_level(&[(ObjectKind::Other { id: 0x4C, subtype: 0 }, 600, FLOOR - 20 + 0x40)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 560, FLOOR - 20));
    let parts = |w: &World| -> Vec<(usize, Common)> {
        w.objects
            .slots
            .iter()
            .filter(|(_, o)| matches!(o.state, State::Sonic1(Sonic1::Geyser(_))))
            .map(|(i, o)| (i, o.common.clone()))
            .collect()
    };
    let frames = run_until(&mut w, 300, Buttons::NONE, |w| !parts(w).is_empty());
    assert_eq!(frames, 1 + 24 + 1 + 1);
    let p = parts(&w);
    assert_eq!(p.len(), 2);
    assert_eq!(p[1].0, p[0].0 + 1);
    let (head, column) = (&p[0].1, &p[1].1);
    assert_eq!(head.y_vel, -0x500 + 0x18);
    assert_eq!((column.collision_flags, column.pixel_y() - head.pixel_y()), (0x93, 0x60));
}

/// A lava tag (`_incObj/54 Lava Tag.asm`, id $54, subtype 0: $96, a $20 × $20 hurting box) is never drawn but
/// touchable (its on-screen flag set once): Sonic standing in it is hurt on the first frame.
#[test]
fn lava_tag_hurts_though_never_drawn() {
    let level = s1_level(&[(ObjectKind::Other { id: 0x54, subtype: 0 }, 560, FLOOR - 20)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 560, FLOOR - 20));
    w.objects.game.rings = 3;
    run_until(&mut w, 3, Buttons::NONE, |w| w.player.routine == engine::player::Routine::Hurt);
    assert_eq!(w.objects.game.rings, 0);
}

/// An invisible barrier (`_incObj/71 Invisible Barriers.asm`, id $71, subtype $31: $20 + $B px half width, $10
/// high) is never drawn yet solid while on screen: Sonic running right into it stops against its left side.
#[test]
fn invisible_barrier_stops_sonic() {
    let level = s1_level(&[(ObjectKind::Other { id: 0x71, subtype: 0x31 }, 600, FLOOR - 16)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 450, FLOOR - 20));
    for _ in 0..120 {
        w.step(Buttons::RIGHT);
    }
    assert_eq!(w.player.pixel_x(), 600 - 0x20 - 0xB);
    assert!(w.player.pushing);
}

/// A moving block (`_incObj/52 Moving Blocks.asm`, id $52, subtype $41: $30 px half width, type 1) moves across
/// by `v_oscillate+$E` left of where it was placed; Sonic dropped onto it rides it ($8 above its centre to land,
/// then `MvSonicOnPtfm2`: its y − 9 − his height).
#[test]
fn moving_block_moves_with_its_oscillator_and_carries_sonic() {
    let level = s1_level(&[(ObjectKind::Other { id: 0x52, subtype: 0x41 }, 600, 560)]);
    let mut w = falling_sonic(&level, 590, 480);
    let block = |w: &World| -> Common {
        let found = w.objects.slots.iter().find(|(_, o)| matches!(o.state, State::Sonic1(Sonic1::MovingBlock(_))));
        let Some((_, o)) = found else { panic!("no block") };
        o.common.clone()
    };
    for _ in 0..5 {
        let osc = i32::from(w.objects.game.oscillation.byte(0xC));
        w.step(Buttons::NONE);
        assert_eq!(block(&w).pixel_x(), 600 - osc);
    }
    run_until(&mut w, 200, Buttons::NONE, |w| w.player.on_object);
    w.step(Buttons::NONE);
    assert_eq!(w.player.pixel_y(), 560 - 9 - 19);
    let before = (w.player.pixel_x(), block(&w).pixel_x());
    w.step(Buttons::NONE);
    assert_eq!(w.player.pixel_x() - before.0, block(&w).pixel_x() - before.1, "carried across");
}

/// A chained stomper (`_incObj/31 Chained Stompers.asm`, id $31, subtype $01: falls $A0 px, waits, rises)
/// loads its spikes ($90, hurting), chain and chain top in the next slots; the spikes stay $1C below the block
/// as it falls.
#[test]
fn chained_stomper_falls_with_its_spikes() {
    let level = s1_level(&[(ObjectKind::Other { id: 0x31, subtype: 0x01 }, 600, 300)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 400, FLOOR - 20));
    let parts = |w: &World| -> Vec<(usize, Common)> {
        w.objects
            .slots
            .iter()
            .filter(|(_, o)| matches!(o.state, State::Sonic1(Sonic1::ChainStomp(_))))
            .map(|(i, o)| (i, o.common.clone()))
            .collect()
    };
    w.step(Buttons::NONE);
    let p = parts(&w);
    assert_eq!(p.len(), 4);
    assert_eq!(p.iter().map(|(_, c)| c.routine).collect::<Vec<_>>(), [2, 4, 8, 6]);
    assert_eq!(p[1].1.collision_flags, 0x90);
    for _ in 0..10 {
        w.step(Buttons::NONE);
    }
    let p = parts(&w);
    assert!(p[0].1.pixel_y() > 300, "it falls");
    assert_eq!(p[1].1.pixel_y(), p[0].1.pixel_y() + 0x1C);
}

/// A sinking grassy platform (`_incObj/2F`, subtype $05: the hill, type 5) catches fire when half sunk: the
/// first flame (`_incObj/35 Burning Grass.asm`, hurting: $8B) starts $40 px left of its centre and runs right,
/// dropping a flame that stays every 16 px.
#[test]
fn sinking_grass_catches_fire() {
    let level = s1_level(&[(ObjectKind::Other { id: 0x2F, subtype: 0x05 }, 600, 560)]);
    let mut w = falling_sonic(&level, 620, 400);
    let flames = |w: &World| -> Vec<Common> {
        w.objects
            .slots
            .iter()
            .filter(|(_, o)| matches!(o.state, State::Sonic1(Sonic1::GrassFire(_))))
            .map(|(_, o)| o.common.clone())
            .collect()
    };
    run_until(&mut w, 200, Buttons::NONE, |w| w.player.on_object);
    run_until(&mut w, 30, Buttons::NONE, |w| !flames(w).is_empty());
    let first = &flames(&w)[0];
    assert_eq!(first.collision_flags, 0x8B);
    assert!((600 - 0x40..600 - 0x40 + 2).contains(&first.pixel_x()), "lit at {}", first.pixel_x());
    for _ in 0..40 {
        w.step(Buttons::NONE);
    }
    assert!(flames(&w).len() >= 3, "{} flames", flames(&w).len());
}

/// A smashable green block (`_incObj/51 Smashable Green Block.asm`, id $51) with Sonic falling onto it curled up:
/// it breaks into 4 pieces and he bounces at −$300, still curled; points appear (100 for the first).
#[test]
fn smashable_block_breaks_under_a_curled_sonic() {
    let level = s1_level(&[(ObjectKind::Other { id: 0x51, subtype: 0 }, 600, 560)]);
    let mut w = falling_sonic(&level, 600, 480);
    w.player.pose = engine::player::Pose::Roll;
    let score = w.objects.game.score;
    let pieces = |w: &World| {
        w.objects.slots.iter().filter(|(_, o)| matches!(o.state, State::Sonic1(Sonic1::SmashBlock))).count()
    };
    run_until(&mut w, 100, Buttons::NONE, |w| w.player.y_speed < 0);
    assert_eq!((w.player.y_speed, w.player.pose, w.player.air), (-0x300, engine::player::Pose::Roll, true));
    assert_eq!(pieces(&w), 4);
    assert_eq!(w.objects.game.score - score, 100);
}

/// A wall of lava (`_incObj/4E Wall of Lava.asm`, id $4E) loads its back part $80 px behind it; armed by Sonic
/// coming within $C0 × $60 of it, it advances at $180 once he is out of that box again.
#[test]
fn lava_wall_advances_once_sonic_leaves_its_box() {
    let level = s1_level(&[(ObjectKind::Other { id: 0x4E, subtype: 0 }, 500, FLOOR - 20)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 600, FLOOR - 20));
    let parts = |w: &World| -> Vec<Common> {
        w.objects
            .slots
            .iter()
            .filter(|(_, o)| matches!(o.state, State::Sonic1(Sonic1::LavaWall(_))))
            .map(|(_, o)| o.common.clone())
            .collect()
    };
    w.step(Buttons::NONE);
    let p = parts(&w);
    assert_eq!((p.len(), p[0].x_vel, p[1].pixel_x()), (2, 0, p[0].pixel_x() - 0x80));
    w.player.x = 800 << 8;
    w.step(Buttons::NONE);
    assert_eq!(parts(&w)[0].x_vel, 0x180);
}
