//! Green Hill Zone's remaining Sonic 1 objects with exact integers read from s1disasm: the collapsing ledge
//! (`Obj1A`), the spiked log helix (`Obj17`), the swinging platform (`Obj15`) and the log bridge (`Obj11`), in a
//! `World` with the `s1` profile on a flat test level (floor top at y 640 from x 256 on), loaded as a Sonic 1
//! SonLVL import so `Other` placements hold Sonic 1 ids.

use crate::support::reference::{self, Act};
use crate::support::{self, falling_sonic, run_until};
use engine::objects::runtime::object::{Common, State};
use engine::objects::runtime::oscillation::Oscillation;
use engine::objects::s1::{Sonic1, bridge, helix, ledge, swing};
use engine::player::{Player, Routine};
use engine::{Character, World};
use formats::inputs::Buttons;
use formats::object::{ObjectKind, ObjectPlacement};
use formats::{Level, ProfileId};

const FLOOR: i32 = 640;

fn level(objects: &[(u8, u8, i32, i32, bool)]) -> Level {
    let mut level = support::flat_level(16);
    level.profile = ProfileId::S1;
    // Nothing left of x 256.
    support::clear(&mut level, [0, 1], 5..8);
    for &(id, subtype, x, y, x_flip) in objects {
        let kind = ObjectKind::Other { id, subtype };
        level.objects.push(ObjectPlacement { kind, x, y, x_flip, ..Default::default() });
    }
    level.source = Some(formats::level::LevelSource::new(formats::level::SourceFormat::SonLvlS1, "test"));
    level
}

/// The Sonic 1 objects in slot order with their state.
fn sonic1(w: &World) -> Vec<(usize, Common, Sonic1)> {
    w.objects
        .slots
        .iter()
        .filter_map(|(i, o)| match &o.state {
            State::Sonic1(s) => Some((i, o.common.clone(), s.clone())),
            _ => None,
        })
        .collect()
}

fn ledges(w: &World) -> Vec<(usize, Common, ledge::Ledge)> {
    sonic1(w)
        .into_iter()
        .filter_map(|(i, c, s)| match s {
            Sonic1::Ledge(l) => Some((i, c, l)),
            _ => None,
        })
        .collect()
}

#[test]
fn ledge_height_map_rises_from_32_to_48_px() {
    assert_eq!(&ledge::HEIGHTS[..9], &[0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x21]);
    assert_eq!(&ledge::HEIGHTS[36..40], &[0x2F, 0x2F, 0x30, 0x30]);
    assert_eq!(ledge::HEIGHTS[47], 0x30);
    assert_eq!((ledge::FRAGMENT_WAITS[0], ledge::FRAGMENT_WAITS[21], ledge::FRAGMENT_WAITS[24]), (0x1C, 2, 0xC));
}

/// A collapsing ledge (`Obj1A`, subtype 0, a respawn entry) at (600, 600), Sonic dropped onto it at x 600: the
/// slope's height there is entry $18 ($29), its top y 559. He lands on frame L (Sonic 1's `PlatformObject`:
/// `Ledge_Collapse` next), the delay (7) counts down on frames L+1…L+7 and on L+8 the ledge breaks into 25
/// fragments (itself and slots 1–24, which run the same frame and count their waits down from then); fragment
/// k starts falling on frame L + 8 + its wait (`CFlo_Data1`); the ledge itself carries Sonic until its wait
/// ($1C) runs out on L + 36, lets go of him there (not in the air) and falls from L + 37.
#[test]
fn collapsing_ledge_holds_then_breaks_into_25_fragments_in_the_games_order() {
    let lv = level(&[(0x9A, 0, 600, 600, false)]);
    let mut w = falling_sonic(&lv, 600, 500);
    let l = run_until(&mut w, 300, Buttons::NONE, |w| w.player.on_object);
    let top = 600 - 0x29;
    {
        let p = &w.player;
        // `Platform3`: his y + 19 + 4 was 1–16 px past the top: y = top − 20; the ledge moved to routine 4.
        assert_eq!((p.pixel_y(), p.air, p.y_speed), (top - 20, false, 0));
        let v = ledges(&w);
        assert_eq!(v.len(), 1);
        let (_, c, s) = &v[0];
        assert_eq!((c.routine, s.time_delay, s.collapsing, c.width_pixels), (ledge::COLLAPSE, 7, false, 0x64));
    }
    for k in 1..=7 {
        w.step(Buttons::NONE);
        let v = ledges(&w);
        let (_, c, s) = &v[0];
        assert_eq!((c.routine, s.time_delay, s.collapsing), (ledge::COLLAPSE, 7 - k, true), "frame L+{k}");
        // `SlopeObject2`: carried at the slope's height − his height.
        assert_eq!(w.player.pixel_y(), top - 19);
    }
    w.step(Buttons::NONE);
    let v = ledges(&w);
    assert_eq!(v.len(), ledge::FRAGMENTS);
    let (slot, c, s) = &v[0];
    assert_eq!((*slot, c.routine, c.mapping_frame, s.time_delay, s.collapsing), (0, ledge::FRAGMENT, 2, 0x1C, true));
    for (k, (slot, c, s)) in v.iter().enumerate().skip(1) {
        // Made this frame after the ledge's slot: each has counted once already.
        assert_eq!((*slot, c.pixel_x(), c.pixel_y(), s.piece as usize), (k, 600, 600, k));
        assert_eq!(s.time_delay, ledge::FRAGMENT_WAITS[k] - 1, "fragment {k}");
    }
    // Frame by frame: fragment k (k ≥ 1) falls from L + 8 + wait on, `ObjectFall` from rest; the ledge piece
    // keeps Sonic until L + 36.
    for t in 9..=40u32 {
        w.step(Buttons::NONE);
        let v = ledges(&w);
        for (_, c, s) in &v {
            let k = usize::from(s.piece);
            let wait = u32::from(ledge::FRAGMENT_WAITS[k]);
            let start = if k == 0 { 37 } else { 8 + wait };
            let m = (t + 1).saturating_sub(start) as i32;
            assert_eq!(c.y, 600 * 256 + 0x38 * m * (m - 1) / 2, "fragment {k} on frame L+{t}");
        }
        let p = &w.player;
        if t < 36 {
            assert_eq!((p.on_object, p.pixel_y()), (true, top - 19), "frame L+{t}");
        }
        if t == 36 {
            assert_eq!((p.on_object, p.air, p.pixel_y()), (false, false, top - 19), "let go on L+36");
            assert!(v[0].2.time_delay == 0 && !v[0].2.collapsing);
        }
    }
    assert!(l > 1);
}

/// Walking off does not stop the countdown: Sonic lands at the ledge's right end and walks right off it; the
/// collapse still comes 8 frames after the landing, and with nobody on it the ledge piece is not carrying:
/// it falls after its wait like the others (from L + 8 + $1C + 1).
#[test]
fn collapsing_ledge_collapses_after_the_player_walked_off() {
    let lv = level(&[(0x9A, 0, 600, 600, false)]);
    // His x 600 + $2E: entry $2F ($30), top 552.
    let mut w = falling_sonic(&lv, 600 + 0x2E, 500);
    run_until(&mut w, 300, Buttons::NONE, |w| w.player.on_object);
    assert_eq!(w.player.pixel_y(), 600 - 0x30 - 20);
    (w.player.ground_speed, w.player.x_speed) = (0x600, 0x600);
    // Walk right: he leaves its $60 px span within a few frames; the ledge goes back to `Ledge_Touch`.
    let mut left_at = None;
    for k in 1..=7 {
        w.step(Buttons::RIGHT);
        if left_at.is_none() && !w.player.on_object {
            left_at = Some(k);
        }
        assert_eq!(ledges(&w)[0].2.time_delay, 7 - k as u8);
    }
    assert!(left_at.is_some());
    assert_eq!(ledges(&w)[0].1.routine, ledge::TOUCH);
    w.step(Buttons::NONE);
    let v = ledges(&w);
    assert_eq!(v.len(), 25);
    // `Ledge_Fragment` cleared the flag: the ledge piece only waits.
    assert_eq!((v[0].2.time_delay, v[0].2.collapsing), (0x1C, false));
}

/// A flipped ledge mirrors its slope (`not.w d0` + $60): at its left end the height is the right end's $30.
#[test]
fn flipped_ledge_mirrors_its_slope() {
    let lv = level(&[(0x9A, 0, 600, 600, true)]);
    let mut w = falling_sonic(&lv, 600 - 0x2E, 500);
    run_until(&mut w, 300, Buttons::NONE, |w| w.player.on_object);
    assert_eq!(w.player.pixel_y(), 600 - 0x30 - 20);
    let lv = level(&[(0x9A, 0, 600, 600, true)]);
    let mut w = falling_sonic(&lv, 600 + 0x2E, 500);
    run_until(&mut w, 300, Buttons::NONE, |w| w.player.on_object);
    assert_eq!(w.player.pixel_y(), 600 - 0x20 - 20);
}

fn helices(w: &World) -> Vec<(usize, Common, helix::Helix)> {
    sonic1(w)
        .into_iter()
        .filter_map(|(i, c, s)| match s {
            Sonic1::Helix(h) => Some((i, c, h)),
            _ => None,
        })
        .collect()
}

/// `v_ani0_frame` as the objects see it on frame `t` (1-based): 0 on the first frame, then it steps down by one
/// (mod 8) after frame 1 and every 12 frames after that.
fn synchro_frame(t: u32) -> u8 {
    if t == 1 { 0 } else { (7 - ((t - 2) / 12) as i32).rem_euclid(8) as u8 }
}

/// A 16-spike helix (`Obj17`, subtype $10) at (600, 620): spikes from x 472 to 712, the placed one (slot 0) at
/// its own x with start frame 0 (the 9th counted), the 15 others in slots 1–15 from the left; each shows
/// (`v_ani0_frame` + start) mod 8 and hurts (touch $84) only on frame 0.
#[test]
fn spiked_helix_turns_with_the_synchronised_frame_and_hurts_upright() {
    let lv = level(&[(0x17, 0x10, 600, 620, false)]);
    let mut w = World::with_player(&lv, Player::standing(Character::Sonic, 400, FLOOR - 20));
    for t in 1..=120u32 {
        w.step(Buttons::NONE);
        let v = helices(&w);
        assert_eq!(v.len(), 16);
        for (slot, c, s) in &v {
            let (x, start) = if *slot == 0 {
                (600, 0)
            } else {
                let k = *slot as i32 - 1;
                let x = 472 + 16 * k + if k >= 8 { 16 } else { 0 };
                (x, (if k >= 8 { k + 1 } else { k } & 7) as u8)
            };
            assert_eq!((c.pixel_x(), s.start_frame), (x, start), "slot {slot}");
            let frame = (synchro_frame(t) + start) & 7;
            assert_eq!(c.mapping_frame, frame, "slot {slot} frame {t}");
            assert_eq!(c.collision_flags, if frame == 0 { helix::COLLISION } else { 0 });
        }
        assert_eq!(v[0].2.count, 16);
    }
}

/// Sonic standing on the floor under a spike: at x 600 (the placed spike, upright on frame 1 and drawn) he is
/// hurt on frame 2; at x 616 (start frame 1: upright from frame 2) on frame 3 (`ReactToItem` runs before the
/// objects and only touches what was drawn).
#[test]
fn spiked_helix_hurts_sonic_under_an_upright_spike() {
    let hurt_at = |x: i32| {
        let lv = level(&[(0x17, 0x10, 600, 620, false)]);
        let mut w = World::with_player(&lv, Player::standing(Character::Sonic, x, FLOOR - 20));
        w.objects.game.rings = 5;
        run_until(&mut w, 300, Buttons::NONE, |w| w.player.routine == Routine::Hurt)
    };
    assert_eq!(hurt_at(600), 2);
    assert_eq!(hurt_at(616), 3);
}

fn swings(w: &World) -> Vec<(usize, Common, swing::Swing)> {
    sonic1(w)
        .into_iter()
        .filter_map(|(i, c, s)| match s {
            Sonic1::Swing(h) => Some((i, c, h)),
            _ => None,
        })
        .collect()
}

/// Where an object `r` px along the swing hangs on frame `t`: the pivot + (r·cos a, r·sin a) / 256, `a`
/// oscillator 6's high byte after t − 1 updates (flipped: $80 − it).
fn swing_at(t: u32, r: i32, flipped: bool, pivot: (i32, i32)) -> (i32, i32) {
    let mut o = Oscillation::default();
    for _ in 1..t {
        o.update();
    }
    let mut a = o.byte(swing::OSCILLATOR_BYTE);
    if flipped {
        a = 0x80u8.wrapping_sub(a);
    }
    let (s, c) = (i32::from(engine::math::sin(a)), i32::from(engine::math::cos(a)));
    (pivot.0 + ((r * c) >> 8), pivot.1 + ((r * s) >> 8))
}

/// A swinging platform (`Obj15`, subtype 6) pivoting at (600, 400): 7 chain objects (slots 1–7: radii $60
/// down to the anchor at 0, frame 2) and the platform at $68; all follow oscillator 6 every frame.
#[test]
fn swinging_platform_and_its_chain_follow_oscillator_6() {
    for flipped in [false, true] {
        let lv = level(&[(0x15, 6, 600, 400, flipped)]);
        let mut w = World::with_player(&lv, Player::standing(Character::Sonic, 400, FLOOR - 20));
        for t in 1..=300 {
            w.step(Buttons::NONE);
            let v = swings(&w);
            assert_eq!(v.len(), 8);
            for (slot, c, s) in &v {
                let r = if *slot == 0 { 0x68 } else { 0x60 - 0x10 * (*slot as i32 - 1) };
                assert_eq!(i32::from(s.radius), r);
                assert_eq!((c.pixel_x(), c.pixel_y()), swing_at(t, r, flipped, (600, 400)), "slot {slot} frame {t}");
            }
            assert_eq!(v[7].1.mapping_frame, 2, "the anchor");
        }
    }
}

/// Sonic dropped onto the platform: once on it he is carried every frame at its y − 9 − 19 (`MvSonicOnPtfm`)
/// and moved by its x move.
#[test]
fn swinging_platform_carries_sonic() {
    let lv = level(&[(0x15, 6, 600, 400, false)]);
    // The platform hangs at about (704, 400) at first, moving left and down.
    let (x0, _) = swing_at(1, 0x68, false, (600, 400));
    let mut w = falling_sonic(&lv, x0, 300);
    let landed = run_until(&mut w, 300, Buttons::NONE, |w| w.player.on_object);
    assert_eq!(swings(&w)[0].1.routine, swing::STOOD_ON);
    let mut last = (swings(&w)[0].1.pixel_x(), w.player.pixel_x());
    for t in 1..=60 {
        w.step(Buttons::NONE);
        let (c, p) = (swings(&w)[0].1.clone(), &w.player);
        assert_eq!((p.on_object, p.pixel_y()), (true, c.pixel_y() - 9 - 19), "frame {}", landed + t);
        assert_eq!(p.pixel_x() - last.1, c.pixel_x() - last.0, "moved with it, frame {}", landed + t);
        last = (c.pixel_x(), p.pixel_x());
    }
}

fn logs(w: &World) -> Vec<(usize, Common, bridge::Bridge)> {
    sonic1(w)
        .into_iter()
        .filter_map(|(i, c, s)| match s {
            Sonic1::Bridge(h) => Some((i, c, h)),
            _ => None,
        })
        .collect()
}

/// A 12-log bridge (`Obj11`, subtype $C) at (600, 600): logs at x 504–680, the placed one the 7th (log 6);
/// Sonic dropped at x 600 lands on the top 8 px above it (y 572) and stands on log 6, where the bridge dips:
/// the bend grows 4 a frame to $40 and log k sinks (curve + 1) · depth · sin(bend) / 65536 px, depth
/// 2 · min(7, 6) = 12; his feet stay 8 px above log 6.
#[test]
fn log_bridge_dips_under_sonic_log_by_log() {
    let lv = level(&[(0x11, 0xC, 600, 600, false)]);
    let mut w = falling_sonic(&lv, 600, 540);
    {
        w.step(Buttons::NONE);
        let v = logs(&w);
        assert_eq!(v.len(), 12);
        let mut xs: Vec<(i32, usize)> = v.iter().map(|(i, c, _)| (c.pixel_x(), *i)).collect();
        xs.sort();
        assert_eq!(xs.iter().map(|x| x.0).collect::<Vec<_>>(), (0..12).map(|k| 504 + 16 * k).collect::<Vec<_>>());
        assert_eq!(xs[6], (600, 0));
        let placed = &v[0].2;
        assert_eq!(placed.count, 12);
        assert_eq!(placed.logs[..12], [1, 2, 3, 4, 5, 6, 0, 7, 8, 9, 10, 11]);
    }
    let landed = run_until(&mut w, 300, Buttons::NONE, |w| w.player.on_object);
    assert_eq!((w.player.pixel_y(), logs(&w)[0].1.routine), (600 - 8 - 20, bridge::PLATFORM));
    assert!(landed > 1);
    let left = engine::objects::s2::bridge::BEND_CURVES[6];
    let right = engine::objects::s2::bridge::BEND_CURVES[5];
    for t in 1..=20u32 {
        w.step(Buttons::NONE);
        let bend = (4 * t).min(0x40) as u8;
        let v = logs(&w);
        let placed = &v[0].2;
        assert_eq!((placed.bend, placed.log), (bend, 6));
        let sin = engine::math::sin(bend) as i32;
        let sink = |e: u8| ((i32::from(e) + 1) * 12 * sin) >> 16;
        for k in 0..12usize {
            let slot = usize::from(placed.logs[k]);
            let c = &v.iter().find(|(i, _, _)| *i == slot).expect("listed").1;
            let expected = if k <= 6 { sink(left[k]) } else { sink(right[11 - k]) };
            assert_eq!(c.pixel_y(), 600 + expected, "log {k} after {t} frames");
        }
        assert_eq!(w.player.pixel_y(), 600 + sink(0xFF) - 8 - 19);
    }
    assert_eq!(w.player.pixel_y(), 600 + 12 - 8 - 19, "12 px down at full bend");
}

/// Sonic 1's monitors (`_incObj/26 Monitor.asm`, `_incObj/2E Monitor Content Power-Up.asm`): the static,
/// Eggman, 'S' and goggles ones (subtypes 0, 1, 7, 8, kept as `Other` by the import) are monitors — solid,
/// broken by a curled player — whose icon rises 32 frames and does nothing: the Eggman monitor does not hurt
/// (`Pow_ChkEggman` returns), unlike Sonic 2's Robotnik.
#[test]
fn sonic_1_eggman_s_and_goggles_monitors_break_and_do_nothing() {
    use engine::objects::id;
    use engine::objects::s2::monitor::contents;
    use engine::player::Pose;
    for subtype in [0u8, 1, 7, 8] {
        let lv = level(&[(0xA6, subtype, 600, 624, false)]);
        let mut w = World::with_player(&lv, Player::standing(Character::Sonic, 400, FLOOR - 20));
        w.objects.game.rings = 5;
        w.step(Buttons::NONE);
        let monitor =
            |w: &World| w.objects.slots.iter().find(|(_, o)| o.common.id == id::MONITOR).map(|(_, o)| o.common.clone());
        let c = monitor(&w).expect("a monitor, not an inert object");
        assert_eq!((c.subtype, c.anim), (contents::SONIC1_NO_EFFECT | subtype, contents::SONIC1_NO_EFFECT | subtype));
        let mut p = Player::standing(Character::Sonic, 600, 596);
        (p.air, p.pose, p.rolling, p.width_radius, p.height_radius, p.y_speed) = (true, Pose::Roll, true, 7, 14, 0x200);
        w.player = p;
        let t = run_until(&mut w, 300, Buttons::NONE, |w| monitor(w).is_some_and(|c| c.routine >= 6));
        // Landing on it curled (touched once it is on screen): broken, he bounces.
        assert!(t <= 3, "broken on landing");
        for _ in 0..40 {
            w.step(Buttons::NONE);
        }
        let p = &w.player;
        assert_eq!(
            (p.routine, w.rings(), w.objects.game.lives, p.shield, p.invincibility),
            (Routine::Normal, 5, 3, false, 0)
        );
    }
}

/// A flat level with a ring monitor at (600, 624).
fn ring_monitor_level() -> Level {
    let mut lv = level(&[]);
    lv.objects.push(ObjectPlacement {
        kind: ObjectKind::Monitor { contents: formats::object::MonitorContents::Rings },
        x: 600,
        y: 624,
        ..Default::default()
    });
    lv
}

fn s1_monitor(w: &World) -> Option<Common> {
    use engine::objects::id;
    w.objects.slots.iter().find(|(_, o)| o.common.id == id::MONITOR).map(|(_, o)| o.common.clone())
}

/// Sonic 1's `Mon_SolidSides`: Sonic falling uncurled onto a ring monitor at (600, 624) lands with his y moved
/// up by his depth into its top 16 px — y = 624 − $F − 19 = 590, 1 px lower than Sonic 2's `SolidObject` —
/// and from the next frame stands $10 px above it (589), second routine 2.
#[test]
fn sonic_1_monitor_top_lands_then_stands_16_px_above() {
    let lv = ring_monitor_level();
    let mut w = falling_sonic(&lv, 600, 500);
    run_until(&mut w, 300, Buttons::NONE, |w| w.player.on_object);
    assert_eq!((w.player.pixel_y(), w.player.air), (624 - 0xF - 19, false));
    assert_eq!(s1_monitor(&w).map(|c| c.routine_secondary), Some(2));
    w.step(Buttons::NONE);
    assert_eq!((w.player.pixel_y(), w.player.on_object), (624 - 0x10 - 19, true));
    // Walking off its side ($1A px): off it, not put in the air by the monitor.
    let mut t = 0;
    while w.player.on_object {
        w.step(Buttons::RIGHT);
        t += 1;
        assert!(t < 100);
    }
    assert_eq!(s1_monitor(&w).map(|c| c.routine_secondary), Some(0));
    assert!(w.player.pixel_x() - 600 >= 0x1A);
}

/// Rolling into a Sonic 1 monitor's side: `Mon_Solid` lets a rolling player through, `ReactToItem` breaks it,
/// and `Mon_BreakOpen` leaves him alone: he rolls on along the ground at the same speed.
#[test]
fn sonic_1_monitor_rolled_into_breaks_and_he_rolls_on() {
    use engine::player::Pose;
    let lv = ring_monitor_level();
    let mut p = Player::standing(Character::Sonic, 540, FLOOR - 15);
    (p.pose, p.rolling, p.width_radius, p.height_radius) = (Pose::Roll, true, 7, 14);
    (p.ground_speed, p.x_speed) = (0x600, 0x600);
    let mut w = World::with_player(&lv, p);
    run_until(&mut w, 300, Buttons::NONE, |w| s1_monitor(w).is_some_and(|c| c.routine >= 6));
    let p = &w.player;
    assert_eq!((p.air, p.rolling, p.pushing), (false, true, false));
    assert!(p.x_speed > 0x500 && p.pixel_x() < 600, "not stopped by its side");
}

/// The real level: Green Hill 1's first bridge (`Obj11` subtype $C at (1192, 904)) loads as 12 logs, and Sonic
/// dropped onto its placed log lands on its top (y 904 − 8 − 20) and sinks with it 12 px at full bend.
#[test]
fn green_hill_1_first_bridge() {
    let Some(mut level) = reference::owned(Act::Ghz1) else { return };
    level.player_start = formats::Point { x: 1192, y: 840 };
    let mut w = World::new(&level, Character::Sonic);
    let landed = run_until(&mut w, 300, Buttons::NONE, |w| w.player.on_object);
    let v = logs(&w);
    assert_eq!(v.len(), 12, "one object per log");
    let placed = v.iter().find(|(_, c, _)| c.routine == bridge::PLATFORM).expect("stood on");
    assert_eq!((placed.1.pixel_x(), placed.2.count), (1192, 12));
    assert_eq!(w.player.pixel_y(), 904 - 8 - 20, "landed on frame {landed}");
    // 16 frames to the full bend (before a Chopper jumps out of the water under it).
    for _ in 0..16 {
        w.step(Buttons::NONE);
    }
    assert_eq!(logs(&w).iter().map(|(_, _, s)| s.bend).max(), Some(bridge::BEND_MAX));
    assert_eq!(w.player.pixel_y(), 904 + 12 - 8 - 19);
}

/// Green Hill 1's first collapsing ledge (`Obj1A` subtype 0 at (3792, 576)): Sonic dropped on it at its x lands
/// on the slope (entry $18: top 576 − $29), and 8 frames later it is 25 fragments with the other objects
/// loaded around it.
#[test]
fn green_hill_1_first_collapsing_ledge() {
    let Some(mut level) = reference::owned(Act::Ghz1) else { return };
    level.player_start = formats::Point { x: 3792, y: 480 };
    let mut w = World::new(&level, Character::Sonic);
    run_until(&mut w, 300, Buttons::NONE, |w| w.player.on_object);
    assert_eq!(w.player.pixel_y(), 576 - 0x29 - 20);
    // The next ledge (at 4144) is loaded too.
    let here = |w: &World| ledges(w).iter().filter(|(_, c, _)| c.pixel_x() == 3792).count();
    assert_eq!(here(&w), 1);
    for _ in 0..7 {
        w.step(Buttons::NONE);
        assert_eq!(here(&w), 1);
    }
    w.step(Buttons::NONE);
    assert_eq!(here(&w), ledge::FRAGMENTS);
    assert_eq!(w.player.pixel_y(), 576 - 0x29 - 19);
}
