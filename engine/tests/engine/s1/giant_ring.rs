//! Sonic 1's giant ring, its flash and the hidden bonus (s1disasm `_incObj/4B Giant Ring.asm`,
//! `7C Ring Flash.asm`, `7D Hidden Bonuses.asm`) with the routines' integers, on the flat Sonic 1 test level.

use crate::support::{self, run_until};
use engine::objects::runtime::object::{Common, Obj, State};
use engine::objects::s1::Sonic1;
use engine::objects::s1::giant_ring::{self, BigRing, RingFlash};
use engine::player::{Player, Routine};
use engine::{Character, World};
use formats::inputs::Buttons;
use formats::object::{ObjectKind, ObjectPlacement};
use formats::{Level, ProfileId};

const FLOOR: i32 = 640;
const RING_X: i32 = 600;
const RING_Y: i32 = FLOOR - 32;

fn level(objects: &[(u8, u8, i32, i32)]) -> Level {
    let mut level = support::flat_level(16);
    level.profile = ProfileId::S1;
    support::clear(&mut level, [0, 1], 5..8);
    for &(id, subtype, x, y) in objects {
        level.objects.push(ObjectPlacement { kind: ObjectKind::Other { id, subtype }, x, y, ..Default::default() });
    }
    level.source = Some(formats::level::LevelSource::new(formats::level::SourceFormat::SonLvlS1, "test"));
    level
}

fn world(objects: &[(u8, u8, i32, i32)], rings: u16) -> World {
    let mut w = World::with_player(&level(objects), Player::standing(Character::Sonic, 400, FLOOR - 20));
    w.objects.game.rings = rings;
    w
}

fn giant_ring(w: &World) -> Option<&Common> {
    w.objects.slots.iter().find_map(|(_, o)| match o {
        Obj { common, state: State::Sonic1(Sonic1::GiantRing) } => Some(common),
        _ => None,
    })
}

fn flash(w: &World) -> Option<(&Common, &RingFlash)> {
    w.objects.slots.iter().find_map(|(_, o)| match o {
        Obj { common, state: State::Sonic1(Sonic1::RingFlash(f)) } => Some((common, f)),
        _ => None,
    })
}

#[test]
fn with_fewer_than_50_rings_the_giant_ring_never_becomes_touchable() {
    let mut w = world(&[(0x4B, 0, RING_X, RING_Y)], 49);
    for _ in 0..120 {
        w.step(Buttons::RIGHT);
    }
    assert!(w.player.pixel_x() > RING_X + 0x40, "Sonic ran through it");
    assert_eq!(w.big_ring(), BigRing::None);
    assert!(w.player_visible());
    let ring = giant_ring(&w).expect("it holds its slot");
    assert_eq!((ring.routine, ring.collision_flags), (giant_ring::routine::MAIN, 0));
}

#[test]
fn with_six_emeralds_the_giant_ring_deletes_itself() {
    let mut w = world(&[(0x4B, 0, RING_X, RING_Y)], 50);
    w.set_emeralds(6);
    w.step(Buttons::NONE);
    w.step(Buttons::NONE);
    assert!(giant_ring(&w).is_none());
}

#[test]
fn touching_the_giant_ring_flashes_hides_and_removes_sonic() {
    let mut w = world(&[(0x4B, 0, RING_X, RING_Y)], 50);
    // `GRing_Main` (drawn on its first run, as `BuildSprites` has not seen it) on screen with 50 rings:
    // `GRing_Okay`, touchable ($52), width $40; its frame the rings'.
    w.step(Buttons::NONE);
    assert_eq!(giant_ring(&w).expect("loaded").routine, 0);
    w.step(Buttons::NONE);
    let ring = giant_ring(&w).expect("loaded");
    assert_eq!((ring.routine, ring.collision_flags, ring.width_pixels), (2, giant_ring::COLLISION, 0x40));
    assert_eq!(ring.mapping_frame, w.objects.game.synchro.ring_frame);
    w.player.shield = true;
    w.player.invincibility = 300;
    // Running right into it: `React_ChkValue` sets routine 4; `GRing_Collect` makes the flash in the next
    // free slot, which runs the same frame (`Flash_Main`: frame $FF, then 0).
    let touched = run_until(&mut w, 200, Buttons::RIGHT, |w| flash(w).is_some());
    let ring = giant_ring(&w).expect("still there");
    assert_eq!((ring.routine, ring.collision_flags), (2, 0));
    let (f, _) = flash(&w).expect("made");
    assert_eq!((f.pixel_x(), f.pixel_y(), f.x_flip, f.mapping_frame, f.width_pixels), (RING_X, RING_Y, false, 0, 0x20));
    assert!(w.player.pixel_x() < RING_X, "touched from the left (its box reaches past its centre)");
    // A step every second frame: frame 3 six frames on.
    for n in 1..=5 {
        w.step(Buttons::RIGHT);
        assert_eq!(flash(&w).expect("flash").0.mapping_frame, n / 2, "frame {}", touched + n as usize);
        assert_eq!(w.big_ring(), BigRing::None);
    }
    w.step(Buttons::RIGHT);
    assert_eq!(flash(&w).expect("flash").0.mapping_frame, 3);
    assert_eq!(w.big_ring(), BigRing::Taken);
    assert!(!w.player_visible());
    assert_eq!((w.player.shield, w.player.invincibility), (false, 0));
    assert_eq!(giant_ring(&w).expect("deleted when it next runs").routine, giant_ring::routine::DELETE);
    w.step(Buttons::RIGHT);
    assert!(giant_ring(&w).is_none(), "`GRing_Delete`");
    // Hidden, Sonic still runs until the flash's frame 8 (ten frames on) clears `v_player`.
    let x = w.player.x;
    for _ in 0..8 {
        w.step(Buttons::RIGHT);
        assert_eq!(w.big_ring(), BigRing::Taken);
    }
    assert!(w.player.x > x, "still running");
    assert_eq!(flash(&w).expect("flash").0.mapping_frame, 7);
    w.step(Buttons::RIGHT);
    assert_eq!(w.big_ring(), BigRing::Entered);
    assert_eq!(w.player.routine, Routine::Init);
    assert_eq!(flash(&w).expect("its last frame").0.routine, 4);
    w.step(Buttons::RIGHT);
    assert!(flash(&w).is_none(), "`Flash_Delete`");
    let at = (w.player.x, w.player.y);
    for _ in 0..30 {
        w.step(Buttons::RIGHT);
    }
    assert_eq!((w.player.x, w.player.y), at, "gone: nothing moves him");
}

#[test]
fn touched_from_the_right_the_flash_is_mirrored() {
    let mut w = world(&[(0x4B, 0, RING_X, RING_Y)], 50);
    w.player = Player::standing(Character::Sonic, 760, FLOOR - 20);
    run_until(&mut w, 200, Buttons::LEFT, |w| flash(w).is_some());
    assert!(flash(&w).expect("made").0.x_flip);
}

#[test]
fn the_signpost_ends_the_act_when_sonic_went_into_the_giant_ring() {
    // The signpost passed and spun: its run-out (`Sign_SonicRun`) sees Sonic's object gone.
    // The camera's right limit at x 400: the run-out ends at x 400 + $128, past the ring.
    let mut level = level(&[(0x0D, 0, 390, FLOOR - 24), (0x4B, 0, 560, RING_Y)]);
    level.bounds.right = 400 + 320;
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 400, FLOOR - 20));
    w.objects.game.rings = 50;
    let f = run_until(&mut w, 600, Buttons::NONE, |w| w.objects.game.timer_stopped);
    assert!(f < 5, "passed at once");
    run_until(&mut w, 400, Buttons::NONE, |w| w.objects.game.control_locked);
    assert!(!w.objects.game.act_clear);
    run_until(&mut w, 400, Buttons::NONE, |w| w.big_ring() == BigRing::Entered);
    assert!(!w.objects.game.act_clear, "not the frame the flash ends: the signpost ran before it");
    w.step(Buttons::NONE);
    assert!(w.objects.game.act_clear);
}

#[test]
fn hidden_bonuses_score_their_points_and_show_them() {
    use engine::objects::s1::hidden_bonus;
    for (subtype, points) in [(1u8, 10_000u32), (2, 1_000), (3, 10)] {
        let mut w = world(&[(0x7D, subtype, 500, FLOOR - 16)], 0);
        let score = w.objects.game.score;
        run_until(&mut w, 200, Buttons::RIGHT, |w| w.objects.game.score != score);
        assert_eq!(w.objects.game.score - score, points, "subtype {subtype}");
        let bonus = w
            .objects
            .slots
            .iter()
            .find_map(|(_, o)| match o {
                Obj { common, state: State::Sonic1(Sonic1::HiddenBonus(b)) } => Some((common.clone(), b.clone())),
                _ => None,
            })
            .expect("shown");
        assert_eq!((bonus.0.routine, bonus.0.mapping_frame, bonus.1.time), (2, subtype, hidden_bonus::SHOWN));
    }
}

#[test]
fn no_hidden_bonus_once_the_giant_ring_is_taken() {
    let mut w = world(&[(0x7D, 1, 500, FLOOR - 16)], 0);
    w.objects.game.big_ring = BigRing::Taken;
    let score = w.objects.game.score;
    for _ in 0..120 {
        w.step(Buttons::RIGHT);
    }
    assert!(w.player.pixel_x() > 520);
    assert_eq!(w.objects.game.score, score);
}
