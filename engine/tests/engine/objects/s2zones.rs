//! Aquatic Ruin's, Casino Night's and Hill Top's objects, checked against s2disasm's routines (each object's
//! file cites them): the exact speeds, timers and sizes the disassembly gives. On a flat test level (floor top
//! at y 640, Sonic standing at y 620).

use crate::support::{self, run, run_until, sonic};
use engine::objects::runtime::object::Obj;
use engine::objects::s2::{arrow_shooter, breakable_block, cnz_flipper, htz_lava, id, rexon, smashable_ground, spiker};
use engine::player::Pose;
use engine::{Character, Player, World};
use formats::Level;
use formats::inputs::Buttons;
use formats::level::LevelEvents;
use formats::object::{ObjectKind, ObjectPlacement};

const FLOOR: i32 = 640;
const STAND_Y: i32 = FLOOR - 20;

/// A flat level 16 chunks wide with these Sonic 2 records (id, subtype, x, y, X-flipped).
fn level(objects: &[(u8, u8, i32, i32, bool)], events: LevelEvents) -> Level {
    let mut level = support::flat_level(16);
    level.events = events;
    for &(id, subtype, x, y, x_flip) in objects {
        level.objects.push(ObjectPlacement {
            kind: ObjectKind::Other { id, subtype },
            x,
            y,
            x_flip,
            ..Default::default()
        });
    }
    level
}

fn world(objects: &[(u8, u8, i32, i32, bool)], player: Player) -> World {
    World::with_player(&level(objects, LevelEvents::None), player)
}

fn objects(w: &World, object_id: u8) -> Vec<&Obj> {
    w.objects.slots.iter().map(|(_, o)| o).filter(|o| o.common.id == object_id).collect()
}

fn running(x: i32, speed: i16) -> Player {
    let mut p = sonic(x, STAND_Y);
    (p.ground_speed, p.x_speed) = (speed, speed);
    p
}

/// `Obj86_HorizontalType` (`loc_2B35C`): running into the sideways flipper from its left, Sonic is batted back
/// at −$1000 (X Speed and Ground Speed), locked for $F frames, curled (radii $E and 7, facing left).
#[test]
fn sideways_flipper_bats_a_player_back_at_1000() {
    let mut w = world(&[(id::CNZ_FLIPPER, 1, 400, STAND_Y, false)], running(340, 0x600));
    run_until(&mut w, 30, Buttons::NONE, |w| w.player.x_speed < 0);
    assert_eq!((w.player.x_speed, w.player.ground_speed), (-cnz_flipper::BAT_SPEED, -0x1000));
    assert_eq!(w.player.control_lock, cnz_flipper::BAT_LOCK);
    assert!(w.player.rolling && w.player.facing_left);
    assert_eq!((w.player.height_radius, w.player.width_radius), (0xE, 7));
    assert_eq!(w.player.pose, Pose::Roll);
    // Pushed out to its side (d1 $13 from its centre, less his push radius), then 8 px on.
    assert!(w.player.pixel_x() > 400 - 0x13 - 10 + 8 - 2, "x {}", w.player.pixel_x());
}

/// `Obj44_BumpCharacter`: touched level with its centre, the round bumper throws Sonic straight back at
/// 7 px/frame (angle 0 plus the frame counter's high byte, 0 here), scores 10 and leaves the points.
#[test]
fn round_bumper_throws_back_at_700_and_scores_10() {
    let mut w = world(&[(id::ROUND_BUMPER, 0, 400, STAND_Y, false)], running(360, 0x400));
    let score = w.objects.game.score;
    run_until(&mut w, 30, Buttons::NONE, |w| w.player.x_speed < 0);
    assert_eq!((w.player.x_speed, w.player.y_speed), (-0x700, 0));
    assert!(w.player.air && !w.player.pushing);
    assert_eq!(w.objects.game.score, score + 10);
    assert_eq!(objects(&w, engine::objects::s2::explosion::POINTS_ID).len(), 1);
}

/// `ObjD7_BouncePlayerOff`: touched on its left face, the hex bumper sets X Speed −$800.
#[test]
fn hex_bumper_bounces_off_its_left_face_at_800() {
    let mut w = world(&[(id::HEX_BUMPER, 0, 400, STAND_Y, false)], running(360, 0x400));
    run_until(&mut w, 30, Buttons::NONE, |w| w.player.x_speed < 0);
    assert_eq!(w.player.x_speed, -0x800);
    assert!(w.player.air);
}

/// `Obj72_Action`: a player on the ground inside the belt's area (above its y, within $30) moves 2 px a frame,
/// left when X-flipped; one level with its y is outside.
#[test]
fn conveyor_moves_a_grounded_player_2_px_a_frame() {
    for (x_flip, step) in [(false, 2), (true, -2)] {
        let mut w = world(&[(id::CNZ_CONVEYOR, 4, 400, STAND_Y + 0x10, x_flip)], sonic(400, STAND_Y));
        w.step(Buttons::NONE);
        let x = w.player.pixel_x();
        run(&mut w, 5, Buttons::NONE);
        assert_eq!(w.player.pixel_x(), x + 5 * step);
    }
    let mut w = world(&[(id::CNZ_CONVEYOR, 4, 400, STAND_Y, false)], sonic(400, STAND_Y));
    run(&mut w, 5, Buttons::NONE);
    assert_eq!(w.player.pixel_x(), 400);
}

/// `Obj22`: woken by a player within $40 px, the shooter fires once he has gone: an arrow (routine 8) flying
/// at $400 that hurts (`collision_flags` $9B).
#[test]
fn arrow_shooter_fires_an_arrow_at_400_once_the_player_leaves() {
    let mut w = world(&[(id::ARROW_SHOOTER, 0, 400, STAND_Y - 8, false)], sonic(420, STAND_Y));
    run(&mut w, 3, Buttons::NONE);
    w.player.x = 600 << 8;
    let frames = run_until(&mut w, 40, Buttons::NONE, |w| objects(w, id::ARROW_SHOOTER).len() == 2);
    assert!(frames > 16, "fired after the animation's frames 3 and 4 (8 frames each): {frames}");
    let arrows: Vec<_> = objects(&w, id::ARROW_SHOOTER).into_iter().filter(|o| o.common.routine >= 6).collect();
    assert_eq!(arrows.len(), 1);
    let a = &arrows[0].common;
    assert_eq!((a.x_vel, a.collision_flags), (arrow_shooter::ARROW_SPEED, arrow_shooter::ARROW_COLLISION));
    assert_eq!((arrow_shooter::ARROW_SPEED, arrow_shooter::ARROW_COLLISION), (0x400, 0x9B));
}

/// `Obj92`: the Spiker walks at $80 for 64 frames (its countdown $40 to below 0), waits 17, then walks back.
#[test]
fn spiker_walks_64_frames_then_waits_17_and_turns() {
    let (x, y) = (600, STAND_Y - 0x100);
    let mut w = world(&[(id::SPIKER, 0, x, y, false)], sonic(300, STAND_Y));
    w.step(Buttons::NONE);
    let c = |w: &World| objects(w, id::SPIKER)[0].common.clone();
    assert_eq!((c(&w).x_vel, c(&w).routine, c(&w).collision_flags), (0x80, spiker::WALK, 0x12));
    run(&mut w, 65, Buttons::NONE);
    assert_eq!((c(&w).routine, c(&w).pixel_x()), (spiker::WAIT, x + 0x20));
    run(&mut w, 16, Buttons::NONE);
    assert_eq!(c(&w).routine, spiker::WAIT);
    w.step(Buttons::NONE);
    assert_eq!((c(&w).routine, c(&w).x_vel), (spiker::WALK, -0x80));
}

/// `loc_3703E`/`loc_36F90`/`Obj93`: a player right below it makes the Spiker throw its drill 8 frames later:
/// up at $200, hurting (`collision_flags` $92).
#[test]
fn spiker_throws_its_drill_up_at_200() {
    let (x, y) = (400, STAND_Y - 0x40);
    let mut w = world(&[(id::SPIKER, 0, x, y, false)], sonic(x, STAND_Y));
    run_until(&mut w, 30, Buttons::NONE, |w| !objects(w, id::SPIKER_DRILL).is_empty());
    w.step(Buttons::NONE);
    let drill = objects(&w, id::SPIKER_DRILL)[0].common.clone();
    assert_eq!((drill.y_vel, drill.collision_flags), (-spiker::DRILL_SPEED, spiker::DRILL_COLLISION));
    assert_eq!((spiker::DRILL_SPEED, spiker::DRILL_COLLISION), (0x200, 0x92));
    assert_eq!(objects(&w, id::SPIKER)[0].common.anim, 1);
}

/// `Obj94`: the Rexon creeps left at $20 until a player is within $60 px; then it stops, faces him and loads
/// four neck balls that hurt ($8B) and a killable head ($0B), which wait, rise and sway (`Obj97`).
#[test]
fn rexon_creeps_then_raises_its_neck_and_head() {
    let (x, y) = (700, STAND_Y);
    let mut w = world(&[(id::REXON, 0xE, x, y, false)], sonic(300, STAND_Y));
    w.step(Buttons::NONE);
    let body = |w: &World| objects(w, id::REXON)[0].common.clone();
    assert_eq!((body(&w).x_vel, body(&w).routine, body(&w).collision_flags), (-0x20, rexon::WAIT_FOR_PLAYER, 0));
    run(&mut w, 8, Buttons::NONE);
    assert_eq!(body(&w).pixel_x(), x - 1);
    assert!(objects(&w, id::REXON_HEAD).is_empty());
    let mut w = world(&[(id::REXON, 0xE, x, y, false)], sonic(x + 0x40, STAND_Y));
    run(&mut w, 3, Buttons::NONE);
    assert_eq!((body(&w).routine, body(&w).x_vel, body(&w).x_flip), (rexon::POST_CREATE_HEAD, 0, true));
    let segs = objects(&w, id::REXON_HEAD);
    let flags: Vec<u8> = segs.iter().map(|o| o.common.collision_flags).collect();
    assert_eq!(flags, [rexon::NECK_COLLISION, 0x8B, 0x8B, 0x8B, rexon::HEAD_COLLISION]);
    // Facing right: $28 px ahead of the body and $10 below it.
    assert_eq!((segs[0].common.pixel_x(), segs[0].common.pixel_y()), (x + 0x28, y + 0x10));
    run(&mut w, 0x30, Buttons::NONE);
    assert!(objects(&w, id::REXON_HEAD).iter().all(|o| o.common.routine >= rexon::RAISE_HEAD));
    run(&mut w, 0x40, Buttons::NONE);
    assert!(objects(&w, id::REXON_HEAD).iter().all(|o| o.common.routine == rexon::NORMAL));
}

/// `Obj2F`: walking onto the smashable ground puts Sonic on it (half height $20 whatever the subtype) and on
/// layer A; landing on it curled breaks it (a negative subtype; else on layer B) into `10 - frame` fragments.
#[test]
fn smashable_ground_holds_walkers_and_breaks_under_curled_players() {
    let top = FLOOR - 0x10;
    let y = top + 0x20;
    let mut w = world(&[(id::SMASHABLE_GROUND, 4, 400, y, false)], sonic(400, top - 0x40));
    w.player.layer = formats::chunk::Layer::B;
    run_until(&mut w, 60, Buttons::NONE, |w| !w.player.air);
    assert_eq!((w.player.pixel_y(), w.player.on_object), (top - 20, true));
    assert_eq!(w.player.layer, formats::chunk::Layer::A);
    // A negative subtype breaks under a curled player on either layer: jump and land on it.
    let mut w = world(&[(id::SMASHABLE_GROUND, 0x84, 400, y, false)], sonic(400, top - 0x40));
    run_until(&mut w, 60, Buttons::NONE, |w| !w.player.air);
    assert_eq!(objects(&w, id::SMASHABLE_GROUND).len(), 1);
    w.step(Buttons::JUMP);
    let fragments = |w: &World| objects(w, id::SMASHABLE_GROUND).len() > 1;
    run_until(&mut w, 90, Buttons::JUMP, fragments);
    let pieces = objects(&w, id::SMASHABLE_GROUND);
    assert_eq!(pieces.len(), 6);
    // The rock itself is the first piece and falls at once (`Obj2F_Fragment`: $18 of gravity).
    let (x_vel, y_vel) = smashable_ground::FRAGMENT_SPEEDS[4];
    assert_eq!((pieces[0].common.x_vel, pieces[0].common.y_vel), (x_vel, y_vel + 0x18));
    assert!(w.player.air);
}

/// `Sonic_Move` on an object balances by its `width_pixels` ($10 here), not by the terrain: from 2 px inside
/// its right edge (x − object x ≥ $10 − 2) or its left one; `Tails_Move` from 4 px inside.
#[test]
fn players_balance_on_an_objects_edge_by_its_width() {
    let top = FLOOR - 0x10;
    let pose = |dx: i32, character: Character| {
        let mut p = sonic(400 + dx, top - 0x40);
        p.character = character;
        let mut w = world(&[(id::SMASHABLE_GROUND, 4, 400, top + 0x20, false)], p);
        run_until(&mut w, 60, Buttons::NONE, |w| w.player.on_object);
        run(&mut w, 2, Buttons::NONE);
        w.player.pose
    };
    assert_eq!(pose(13, Character::Sonic), Pose::Wait);
    assert_eq!(pose(14, Character::Sonic), Pose::Balance);
    assert_eq!(pose(-14, Character::Sonic), Pose::Wait);
    assert_eq!(pose(-15, Character::Sonic), Pose::Balance);
    assert_eq!(pose(11, Character::Tails), Pose::Wait);
    assert_eq!(pose(12, Character::Tails), Pose::Balance);
}

/// `Obj30` subtype 0: solid $80 px above its centre; standing on it 32 px above the floor holds Sonic there,
/// but with its top level with the terrain `DropOnFloor` lets him go at once (in the air, speeds kept).
#[test]
fn earthquake_ground_holds_sonic_unless_the_terrain_is_at_his_feet() {
    let mut w = world(&[(htz_lava::ID, 0, 400, FLOOR - 0x20 + 0x80, false)], sonic(400, FLOOR - 0x20 - 0x40));
    run_until(&mut w, 60, Buttons::NONE, |w| w.player.on_object);
    run(&mut w, 10, Buttons::NONE);
    assert!(w.player.on_object && !w.player.air);
    assert_eq!(w.player.pixel_y(), FLOOR - 0x20 - 20);
    let mut w = world(&[(htz_lava::ID, 0, 400, FLOOR + 0x80, false)], sonic(300, STAND_Y));
    let mut dropped = false;
    for _ in 0..30 {
        w.step(Buttons::RIGHT);
        dropped |= w.player.air && w.player.y_speed == 0 && !w.player.on_object;
    }
    assert!(dropped);
    assert_eq!(htz_lava::SLOPE[..9], [48, 48, 48, 48, 48, 48, 48, 48, 47]);
    assert_eq!(htz_lava::SLOPE[192..], [-45i8 as u8, 211, 210, 210, 209, 209, 208, 208, 208, 208, 208, 208]);
}

/// `Obj32` in Hill Top is the rock: half width $18 + $B and 6 fragments at `Obj32_VelArray1`'s speeds.
#[test]
fn hill_top_rock_breaks_into_six_fragments() {
    let y = FLOOR - 16;
    let mut p = sonic(400, y - 60);
    p.air = true;
    p.y_speed = 0x200;
    p.rolling = true;
    p.pose = Pose::Roll;
    (p.width_radius, p.height_radius) = Character::Sonic.curled_radii();
    let mut w = World::with_player(&level(&[(id::BREAKABLE_BLOCK, 0, 400, y, false)], LevelEvents::Htz1), p);
    w.step(Buttons::NONE);
    assert_eq!(objects(&w, id::BREAKABLE_BLOCK)[0].common.width_pixels, breakable_block::ROCK_WIDTH);
    run_until(&mut w, 60, Buttons::NONE, |w| w.player.y_speed < 0);
    let speeds: Vec<(i16, i16)> =
        objects(&w, id::BREAKABLE_BLOCK).iter().map(|o| (o.common.x_vel, o.common.y_vel)).collect();
    let expected: Vec<(i16, i16)> = breakable_block::ROCK_FRAGMENT_SPEEDS
        .iter()
        .map(|&(x, y)| (x, y + breakable_block::FRAGMENT_GRAVITY))
        .collect();
    assert_eq!(speeds, expected);
    assert_eq!(breakable_block::ROCK_FRAGMENT_SPEEDS[1], (0, -0x280));
}

/// `Obj9E`: the nearer player within $80 px on both axes, the Crawlton takes (his offset × 8) & $FF00 as its
/// speeds (40 px left and 120 up of him: $100, $300), waits $11 frames, lunges $1B frames, holds $20.
#[test]
fn crawlton_lunges_at_offset_times_8() {
    use engine::objects::s2::crawlton::{self, AIM, HOLD, MOVE};
    let (x, y) = (400, 500);
    let mut w = world(&[(id::CRAWLTON, 0, x, y, false)], sonic(x + 40, STAND_Y));
    let head = |w: &World| -> (engine::objects::runtime::object::Common, u8) {
        let o = objects(w, id::CRAWLTON)
            .into_iter()
            .find(|o| matches!(&o.state, engine::objects::runtime::object::State::Crawlton(s) if s.state != crawlton::BODY))
            .expect("the head");
        let engine::objects::runtime::object::State::Crawlton(s) = &o.state else { unreachable!() };
        (o.common.clone(), s.state)
    };
    run_until(&mut w, 5, Buttons::NONE, |w| head(w).1 == AIM);
    assert_eq!(objects(&w, id::CRAWLTON).len(), 2, "the head and its body");
    let (c, _) = head(&w);
    assert_eq!((c.x_vel, c.y_vel, c.x_flip), (0x100, 0x300, true));
    run(&mut w, 17, Buttons::NONE);
    assert_eq!((head(&w).1, head(&w).0.pixel_x()), (MOVE, x));
    run(&mut w, 27, Buttons::NONE);
    assert_eq!((head(&w).0.pixel_x(), head(&w).0.pixel_y()), (x + 27, y + 27 * 3));
    w.step(Buttons::NONE);
    assert_eq!(head(&w).1, HOLD);
}

/// `Obj14`: Sonic landing on the left end tips the seesaw from frame 0 (down to the right) one frame a step
/// to 2; the Sol ball, resting on the right end, is thrown two steps away from the side it must go to: Y Speed −$AF0, X Speed −$CC, and falls
/// with gravity $38 twice a frame while within $2F px of the bottom.
#[test]
fn htz_seesaw_tips_under_a_player_and_throws_its_ball() {
    use engine::objects::s2::seesaw::{BALL_FLY, BALL_INIT};
    let (x, y) = (400, STAND_Y - 0x40);
    let mut p = sonic(x - 0x20, y - 0x40);
    p.air = true;
    let mut w = world(&[(id::HTZ_SEESAW, 0, x, y, false)], p);
    let ball = |w: &World| {
        objects(w, id::HTZ_SEESAW).into_iter().find(|o| o.common.routine >= BALL_INIT).map(|o| o.common.clone())
    };
    let seesaw = |w: &World| objects(w, id::HTZ_SEESAW)[0].common.clone();
    w.step(Buttons::NONE);
    let rest = ball(&w).expect("the ball");
    assert_eq!((rest.pixel_x(), rest.pixel_y(), rest.collision_flags), (x + 0x28, y + 0x10 - 8, 0x8B));
    run_until(&mut w, 60, Buttons::NONE, |w| w.player.on_object);
    assert_eq!(seesaw(&w).mapping_frame, 0);
    w.step(Buttons::NONE);
    assert_eq!(seesaw(&w).mapping_frame, 1);
    // The seesaw's side is 2 from this frame on: the ball (after it in the slots) is thrown at once.
    let b = ball(&w).expect("the ball");
    assert_eq!(b.routine, BALL_FLY);
    assert_eq!((b.x_vel, b.y_vel), (-0xCC, -0xAF0 + 2 * 0x38));
    w.step(Buttons::NONE);
    assert_eq!(seesaw(&w).mapping_frame, 2);
}

/// `Obj84`: walking right across the line within its reach ($20 px of its y for subtype 0) turns pinball mode
/// on and curls Sonic 5 px down; rolling to a stop he keeps rolling (`Sonic_KeepRolling`: Ground Speed $400
/// facing right) and cannot jump; walking back across it (X-flipped: forwards) turns it off.
#[test]
fn pinball_switch_forces_a_roll_that_does_not_stop() {
    let mut w = world(&[(id::PINBALL_SWITCH, 0, 400, STAND_Y, false)], running(380, 0x200));
    run_until(&mut w, 30, Buttons::NONE, |w| w.player.pinball);
    assert!(w.player.rolling && w.player.pinball);
    assert_eq!((w.player.height_radius, w.player.width_radius), (0xE, 7));
    assert_eq!(w.player.pixel_y(), STAND_Y + 5);
    run_until(&mut w, 200, Buttons::NONE, |w| w.player.ground_speed == 0x400);
    assert!(w.player.rolling);
    w.step(Buttons::JUMP);
    assert!(!w.player.air, "no jump in pinball mode");

    let mut w = world(&[(id::PINBALL_SWITCH, 0, 400, STAND_Y, true)], running(380, 0x200));
    run(&mut w, 20, Buttons::NONE);
    assert!(!w.player.pinball && !w.player.rolling, "X-flipped: crossing it forwards turns it off");
}

/// `ObjD6` (subtype 0): landing on the cage, Sonic is caught at its centre, stopped and held (`obj_control`
/// $81) for $79 frames, scoring 100 every 16th; then let go at Y Speed $400 in the air.
#[test]
fn cage_holds_a_player_then_lets_him_go_at_400() {
    use engine::objects::s2::cnz_cage;
    let (x, y) = (400, STAND_Y - 0x40);
    let mut p = sonic(x, y - 0x30);
    p.air = true;
    let mut w = world(&[(id::CNZ_CAGE, 0, x, y, false)], p);
    run_until(&mut w, 30, Buttons::NONE, |w| w.player.object_control == 0x81);
    assert_eq!((w.player.pixel_x(), w.player.pixel_y(), w.player.x_speed, w.player.y_speed), (x, y, 0, 0));
    assert!(w.player.rolling);
    let score = w.objects.game.score;
    let held = run_until(&mut w, 200, Buttons::NONE, |w| w.player.object_control == 0);
    assert_eq!(held, cnz_cage::HOLD_TIME as usize + 1);
    assert_eq!(w.objects.game.score, score + 8 * cnz_cage::POINTS);
    assert!(w.player.air);
    assert_eq!(w.player.y_speed, cnz_cage::RELEASE_SPEED);
}

/// `Obj8E`: set into the floor, the Grounder is pulled up onto it (its bottom, y + $14, one above the floor);
/// the next frame it faces the nearer player and walks to him at $100, following the floor.
#[test]
fn grounder_walks_to_the_player_at_100() {
    use engine::objects::s2::grounder::{SPEED, WALK};
    let mut w = world(&[(id::GROUNDER, 2, 400, FLOOR - 0x14 + 5, false)], sonic(560, STAND_Y));
    let c = |w: &World| objects(w, id::GROUNDER)[0].common.clone();
    w.step(Buttons::NONE);
    assert_eq!(c(&w).pixel_y() + 0x14, FLOOR - 1);
    w.step(Buttons::NONE);
    assert_eq!((c(&w).routine, c(&w).x_vel, c(&w).x_flip, c(&w).collision_flags), (WALK, SPEED, true, 2));
    let x = c(&w).pixel_x();
    run(&mut w, 10, Buttons::NONE);
    assert_eq!((c(&w).pixel_x(), c(&w).pixel_y() + 0x14), (x + 10, FLOOR - 1));
}

/// `Obj8D`: in a wall, the Grounder makes the wall's 4 blocks; the nearer player within $60 px along x makes
/// it burst out: 5 rocks (the first at −$100, −$400) and the blocks fall away (the first at $100, −$200).
#[test]
fn grounder_in_a_wall_bursts_out_with_rocks() {
    use engine::objects::s2::grounder::{BURSTING, HIDING, ROCK_SPEEDS, WALL_SPEEDS};
    let (x, y) = (400, FLOOR - 0x15);
    let mut w = world(&[(id::GROUNDER_IN_WALL, 2, x, y, false)], sonic(x + 0x80, STAND_Y));
    w.step(Buttons::NONE);
    assert_eq!(objects(&w, id::GROUNDER_WALL).len(), 4);
    w.step(Buttons::NONE);
    assert_eq!(objects(&w, id::GROUNDER_IN_WALL)[0].common.routine, HIDING);
    w.player.x = (x + 0x60) << 8;
    w.step(Buttons::NONE);
    assert_eq!(objects(&w, id::GROUNDER_IN_WALL)[0].common.routine, BURSTING);
    let rocks = objects(&w, id::GROUNDER_ROCKS);
    assert_eq!(rocks.len(), 5);
    assert_eq!((rocks[0].common.x_vel, rocks[0].common.y_vel), ROCK_SPEEDS[0]);
    assert_eq!(ROCK_SPEEDS[0], (-0x100, -0x400));
    // The blocks (in the slots after it) see it burst the same frame; they move from the next.
    let block = &objects(&w, id::GROUNDER_WALL)[0].common;
    assert_eq!((block.x_vel, block.y_vel), WALL_SPEEDS[0]);
    assert_eq!(WALL_SPEEDS[0], (0x100, -0x200));
    w.step(Buttons::NONE);
    let block = &objects(&w, id::GROUNDER_WALL)[0].common;
    assert_eq!(block.y_vel, -0x200 + 0x38);
}

/// `Obj8C`: on screen, the Whisp starts its first attack: Y Speed −$100, then $10 a frame towards the nearer
/// player on each axis (right of it and below: X Speed $10, Y Speed −$F0 the first frame).
#[test]
fn whisp_steers_towards_the_player_by_10() {
    use engine::objects::s2::whisp::CHASE;
    let mut w = world(&[(id::WHISP, 0, 400, STAND_Y - 0x40, false)], sonic(440, STAND_Y));
    let c = |w: &World| objects(w, id::WHISP)[0].common.clone();
    run_until(&mut w, 5, Buttons::NONE, |w| c(w).routine == CHASE);
    assert_eq!((c(&w).x_vel, c(&w).y_vel, c(&w).collision_flags), (0x10, -0xF0, 0x0B));
    w.step(Buttons::NONE);
    assert_eq!((c(&w).x_vel, c(&w).y_vel), (0x20, -0xE0));
}

/// `Obj6A` in Mystic Cave, subtype $18: the crate makes two more in the slots after it, $40 px below and $40
/// to its right and left, on rows 1 and 2 of `byte_27CF4` (X Speed −$100 for $80 frames; Y Speed −$100 for
/// $40); it starts on row 4 (X Speed $100 for $40 frames), then row 0 (Y Speed $100).
#[test]
fn mystic_cave_crates_go_round_their_square() {
    use engine::objects::s2::walk_off_platform::{CRATE, TRIO};
    let (x, y) = (400, 400);
    let mut w = World::with_player(
        &level(&[(id::WALK_OFF_PLATFORM, TRIO, x, y, false)], LevelEvents::Mcz1),
        sonic(x + 0x100, STAND_Y),
    );
    w.step(Buttons::NONE);
    let crates = |w: &World| -> Vec<(i32, i32, i16, i16, u8)> {
        objects(w, id::WALK_OFF_PLATFORM)
            .iter()
            .map(|o| (o.common.pixel_x(), o.common.pixel_y(), o.common.x_vel, o.common.y_vel, o.common.routine))
            .collect()
    };
    assert_eq!(
        crates(&w),
        vec![(x, y, 0x100, 0, CRATE), (x + 0x40, y + 0x40, -0x100, 0, CRATE), (x - 0x40, y + 0x40, 0, -0x100, CRATE),]
    );
    run(&mut w, 0x40, Buttons::NONE);
    let c = crates(&w);
    assert_eq!((c[0].0, c[0].2, c[0].3), (x + 0x40, 0, 0x100), "row 0 after $40 frames");
    assert_eq!((c[2].1, c[2].2, c[2].3), (y, 0x100, 0), "row 3 after $40 frames");
    assert_eq!((c[1].0, c[1].2), (x, -0x100), "still on row 1");
}

/// `Obj81`: the drawbridge starts raised, $48 px above its placed centre, a wall (half width $13) that stops
/// Sonic walking into it; its logs are a second object in the next slot. Its vine switch's flag set, it turns
/// a step a frame from angle $C0 to 0 ($40 frames) and, the frame after, lies flat $48 px to the right of its
/// centre (`width_pixels` $40, the box's half width $4B).
#[test]
fn drawbridge_is_a_wall_until_its_switch_lowers_it() {
    use engine::objects::runtime::object::State;
    use engine::objects::s2::drawbridge::{DOWN, REACH, UP};
    let (x, y) = (500, STAND_Y);
    let mut w = world(&[(id::DRAWBRIDGE, 3, x, y, false)], running(x - 0x60, 0x300));
    w.step(Buttons::RIGHT);
    let bridge = |w: &World| objects(w, id::DRAWBRIDGE)[0].common.clone();
    assert_eq!(objects(&w, id::DRAWBRIDGE).len(), 2, "the bridge and its logs");
    assert!(matches!(&objects(&w, id::DRAWBRIDGE)[1].state, State::Drawbridge(s) if s.sprite));
    assert_eq!((bridge(&w).routine, bridge(&w).pixel_y()), (UP, y - REACH));
    run(&mut w, 60, Buttons::RIGHT);
    assert!(w.player.pixel_x() < x, "stopped by the wall: {}", w.player.pixel_x());
    w.objects.game.switches[3] = 1;
    run(&mut w, 0x40, Buttons::NONE);
    assert_eq!(bridge(&w).routine, UP, "still turning");
    w.step(Buttons::NONE);
    assert_eq!((bridge(&w).routine, bridge(&w).pixel_x(), bridge(&w).pixel_y()), (DOWN, x + REACH, y));
    assert_eq!(bridge(&w).width_pixels, 0x40);
}

/// `ObjA3`: the Flasher waits $40 frames, then flies at X Speed −$100 (plus its drift of 2 a frame) and Y Speed
/// $40; after $80 frames of flight it lights up, harmful (`collision_flags` $86).
#[test]
fn flasher_flies_then_lights_up_harmful() {
    use engine::objects::s2::flasher::{COLLISION, FLICKER, FLY, HURT, WAIT};
    let (x, y) = (400, 500);
    let mut w = world(&[(id::FLASHER, 0x2C, x, y, false)], sonic(x + 0x100, STAND_Y));
    let c = |w: &World| objects(w, id::FLASHER)[0].common.clone();
    w.step(Buttons::NONE);
    assert_eq!((c(&w).routine, c(&w).collision_flags), (WAIT, COLLISION));
    run(&mut w, 0x41, Buttons::NONE);
    assert_eq!((c(&w).routine, c(&w).x_vel, c(&w).y_vel), (FLY, -0x100, 0x40));
    w.step(Buttons::NONE);
    assert_eq!((c(&w).x_vel, c(&w).pixel_x()), (-0x100 + 2, x - 1));
    run(&mut w, 0x80, Buttons::NONE);
    assert_eq!((c(&w).routine, c(&w).collision_flags), (FLICKER, COLLISION | HURT));
}

/// `Obj77`: the bridge closes over its first 16 frames (solid from its 17th: Sonic lands on it); its flag set,
/// it opens (frame 0 still for 4 frames) and lets him fall.
#[test]
fn mcz_bridge_closes_then_opens_under_its_flag() {
    let (x, y) = (400, STAND_Y - 0x40);
    let mut w = world(&[(id::MCZ_BRIDGE, 2, x, y, false)], sonic(x + 0x100, STAND_Y));
    let c = |w: &World| objects(w, id::MCZ_BRIDGE)[0].common.clone();
    w.step(Buttons::NONE);
    assert_eq!(c(&w).mapping_frame, 4, "open at first");
    run(&mut w, 15, Buttons::NONE);
    assert_eq!(c(&w).mapping_frame, 1);
    w.step(Buttons::NONE);
    assert_eq!(c(&w).mapping_frame, 0, "closed on its 17th frame");
    (w.player.x, w.player.y, w.player.air) = (x << 8, (y - 0x30) << 8, true);
    run(&mut w, 30, Buttons::NONE);
    assert!(!w.player.air && w.player.on_object, "standing on it");
    assert_eq!(w.player.pixel_y(), y - 9 - 19, "on its top (half height 8 + 1 on the ground)");
    w.objects.game.switches[2] = 1;
    // `Ani_obj77_Open` shows frame 0 for its first 4 frames.
    run(&mut w, 4, Buttons::NONE);
    assert!(w.player.on_object);
    w.step(Buttons::NONE);
    assert!(!w.player.on_object, "let go");
    run(&mut w, 10, Buttons::NONE);
    assert!(w.player.pixel_y() > y - 9 - 19 + 4, "fell through");
}

/// `Obj80`: a switch vine (subtype bit 7) catches Sonic $94 px below it, sets its flag, stretches 2 px a
/// frame carrying him down; a jump with Right held lets go at X Speed $200, Y Speed −$380 and clears the flag.
#[test]
fn vine_catches_lowers_and_lets_go_on_a_jump() {
    use engine::objects::s2::vine::HANG;
    let (x, y) = (400, STAND_Y - 0x94 - 0x40);
    let mut p = sonic(x + 4, y + 0x90);
    p.air = true;
    let mut w = World::with_player(&level(&[(id::VINE, 0x83, x, y, false)], LevelEvents::Mcz1), p);
    w.step(Buttons::NONE);
    assert_eq!((w.player.pixel_x(), w.player.pixel_y(), w.player.object_control), (x, y + HANG, 1));
    assert_eq!(w.objects.game.switches[3] & 1, 1);
    run(&mut w, 10, Buttons::NONE);
    assert_eq!(w.player.pixel_y(), y + HANG + 20, "2 px a frame");
    w.step(Buttons::RIGHT.union(Buttons::JUMP));
    assert_eq!((w.player.x_speed, w.player.y_speed, w.player.object_control), (0x200, -0x380, 0));
    assert!(w.player.air);
    assert_eq!(w.objects.game.switches[3] & 1, 0);
}

/// `Obj76`: Sonic on the ground $40–$BF px to its left starts the spike block sliding out 1 px a frame
/// for $80 frames; its side hurts him (`Touch_ChkHurt2`).
#[test]
fn sliding_spikes_slide_out_and_hurt_from_the_side() {
    use engine::objects::s2::sliding_spikes::{SLIDE, SLIDING};
    let (x, y) = (600, STAND_Y);
    let mut w = world(&[(id::SLIDING_SPIKES, 0, x, y, false)], sonic(x - 0xC0 + 2, STAND_Y));
    w.objects.game.rings = 5;
    let c = |w: &World| objects(w, id::SLIDING_SPIKES)[0].common.clone();
    w.step(Buttons::NONE);
    assert_eq!((c(&w).subtype, c(&w).pixel_x()), (SLIDING, x));
    w.step(Buttons::NONE);
    assert_eq!(c(&w).pixel_x(), x - 1);
    run(&mut w, usize::from(SLIDE) + 10, Buttons::NONE);
    assert_eq!(c(&w).pixel_x(), x - i32::from(SLIDE), "slid $80 px and stopped");
    run_until(&mut w, 200, Buttons::RIGHT, |w| w.player.routine == engine::player::Routine::Hurt);
    assert_eq!(w.player.routine, engine::player::Routine::Hurt);
}

/// `Obj75`: subtype $F is a plain block, solid from its second frame; subtype $14 swings its spiked brick
/// (hurting, `collision_flags` $9A) on 4 links round its centre, the angle's word growing by $10 × 8 a frame
/// from 0: the brick 4 × cos / 16 to the right (64 px at angle 0), its chain a sprite object in the next slot.
#[test]
fn mcz_bricks_block_or_swing_on_a_chain() {
    use engine::objects::s2::mcz_brick::{BLOCK, COLLISION, SWINGING};
    let (x, y) = (400, STAND_Y - 0x60);
    let mut w =
        world(&[(id::MCZ_BRICK, 0x0F, x, y, false), (id::MCZ_BRICK, 0x14, x + 0x100, y, false)], sonic(x, STAND_Y));
    w.step(Buttons::NONE);
    let bricks = objects(&w, id::MCZ_BRICK);
    assert_eq!(bricks.len(), 3, "the block, the swinging brick and its chain");
    let block = bricks.iter().find(|o| o.common.routine == BLOCK).expect("the block");
    assert_eq!(block.common.collision_flags, 0);
    let brick = bricks.iter().find(|o| o.common.routine == SWINGING && o.common.collision_flags != 0).expect("brick");
    assert_eq!(brick.common.collision_flags, COLLISION);
    // First frame: the angle is $80/256 of a step ($10 × 8 = $80 in the word's low byte): still angle 0.
    assert_eq!((brick.common.pixel_x(), brick.common.pixel_y()), (x + 0x100 + 64, y));
}

/// `Obj7F`: the vine switch catches Sonic $30 px below it and sets its flag; a jump press lets go with Y Speed
/// −$300 and clears it.
#[test]
fn vine_switch_sets_its_flag_while_held() {
    use engine::objects::s2::vine_switch::{HANG, JUMP_Y_SPEED};
    let (x, y) = (400, STAND_Y - 0x30 - 0x40);
    let mut p = sonic(x - 4, y + 0x2C);
    p.air = true;
    let mut w = world(&[(id::VINE_SWITCH, 5, x, y, false)], p);
    w.step(Buttons::NONE);
    assert_eq!((w.player.pixel_x(), w.player.pixel_y(), w.player.object_control), (x, y + HANG, 1));
    assert_eq!(w.objects.game.switches[5] & 1, 1);
    run(&mut w, 10, Buttons::NONE);
    assert_eq!(w.player.pixel_y(), y + HANG, "held still");
    w.step(Buttons::JUMP);
    assert_eq!((w.player.y_speed, w.player.object_control), (JUMP_Y_SPEED, 0));
    assert_eq!(w.objects.game.switches[5] & 1, 0);
}

/// `Obj31`: the lava marker, never drawn, hurts on touch (subtype 1: `collision_flags` $94).
#[test]
fn lava_marker_hurts_on_touch() {
    use engine::objects::s2::lava_marker::COLLISION_FLAGS;
    let (x, y) = (400, STAND_Y);
    let mut w = world(&[(id::LAVA_MARKER, 1, x + 0x40, y, false)], sonic(x, STAND_Y));
    w.objects.game.rings = 3;
    w.step(Buttons::NONE);
    assert_eq!(objects(&w, id::LAVA_MARKER)[0].common.collision_flags, COLLISION_FLAGS[1]);
    assert_eq!(COLLISION_FLAGS[1], 0x94);
    run_until(&mut w, 120, Buttons::RIGHT, |w| w.player.routine == engine::player::Routine::Hurt);
    assert_eq!(w.player.routine, engine::player::Routine::Hurt);
    assert_eq!(w.rings(), 0, "the rings scatter");
}

/// `Obj95`: the Sol drifts at −$40 with four hurting fireballs ($98) circling 16 px out, one step a frame
/// from angles 0, $40, $80, $C0; Sonic within $A0 px opens it (frame 2 after 16 frames) and each fireball
/// passing angle $40 is thrown at X Speed −$200.
#[test]
fn sol_circles_then_throws_its_fireballs() {
    use engine::objects::s2::sol::{FIREBALL_COLLISION, ORBIT, THROWN};
    let (x, y) = (600, STAND_Y - 0x30);
    let mut w = world(&[(id::SOL, 0, x, y, false)], sonic(x - 0x180, STAND_Y));
    w.step(Buttons::NONE);
    let all = |w: &World| -> Vec<engine::objects::runtime::object::Common> {
        objects(w, id::SOL).iter().map(|o| o.common.clone()).collect()
    };
    let a = all(&w);
    assert_eq!(a.len(), 5);
    assert_eq!(a[0].x_vel, -0x40);
    // The fireballs ran after the Sol on the same frame: the first at angle 0, 16 px to its right.
    assert_eq!((a[1].routine, a[1].collision_flags), (ORBIT, FIREBALL_COLLISION));
    assert_eq!((a[1].pixel_x(), a[1].pixel_y()), (x + 16, y));
    assert_eq!((a[3].pixel_x(), a[3].pixel_y()), (x - 16, y), "angle $80");
    w.player.x = (x - 0x40) << 8;
    run_until(&mut w, 0x100, Buttons::NONE, |w| all(w).iter().any(|c| c.routine == THROWN));
    let thrown: Vec<_> = all(&w).into_iter().filter(|c| c.routine == THROWN).collect();
    assert_eq!(thrown.len(), 1);
    assert_eq!(thrown[0].x_vel, -0x200);
}

/// `Obj85_Up`: landing on the upward plunger, Sonic is caught on its x and held $2E px above it; nine frames
/// of jump held pull it back 3 steps (one at once, then every fourth frame), and the plunger follows a frame
/// later; the
/// first frame without jump marks the launch, the next throws him up at −(3 + $10) × $80.
#[test]
fn launcher_spring_throws_up_by_the_pull() {
    use engine::objects::s2::launcher_spring::{self, UP};
    let (x, y) = (400, FLOOR - 0x20);
    let mut p = sonic(x + 3, y - 0x60);
    p.air = true;
    let mut w = world(&[(id::LAUNCHER_SPRING, 0, x, y, false)], p);
    run_until(&mut w, 60, Buttons::NONE, |w| w.player.object_control == 0x81);
    assert_eq!((w.player.pixel_x(), w.player.x_speed, w.player.y_speed), (x, 0, 0));
    assert!(w.player.rolling);
    run(&mut w, 9, Buttons::JUMP);
    let plunger = objects(&w, id::LAUNCHER_SPRING)[0].common.clone();
    // It moves to the pull at the start of its frame: the pull before the last step.
    assert_eq!(plunger.pixel_y(), y + 2);
    assert_eq!(w.player.pixel_y(), y + 2 - launcher_spring::HOLD_ABOVE);
    w.step(Buttons::NONE);
    assert_eq!(w.player.object_control, 0x81);
    w.step(Buttons::NONE);
    assert_eq!(w.player.object_control, 0);
    assert!(w.player.air);
    assert_eq!((w.player.x_speed, w.player.y_speed), (0, launcher_spring::launch_speed(UP, 3)));
    assert_eq!(w.player.y_speed, -0x980);
}

/// `Obj23`: the pillar loads its lower part $30 px below it in the next slot (frame 1, half height $10); a
/// player within $80 px starts the part's shake from the next frame (x +1, 0, −1, 0, +1, −1, +1, 0 off its place, one a frame,
/// `byte_259B0`), then it falls with gravity $38 (`ObjectMove` first) until its bottom is in the floor, where
/// it rests (mapping frame 2) for good.
#[test]
fn falling_pillar_shakes_then_drops_its_lower_part() {
    use engine::objects::s2::falling_pillar::{FALLING, SHAKING, STILL};
    let (x, y) = (400, 0x200);
    let mut w = world(&[(id::FALLING_PILLAR, 0, x, y, false)], sonic(x + 0x7F, STAND_Y));
    let part = |w: &World| objects(w, id::FALLING_PILLAR)[1].common.clone();
    w.step(Buttons::NONE);
    let pieces: Vec<(i32, i32, u8)> = objects(&w, id::FALLING_PILLAR)
        .iter()
        .map(|o| (o.common.pixel_x(), o.common.pixel_y(), o.common.mapping_frame))
        .collect();
    assert_eq!(pieces, vec![(x, y, 0), (x, y + 0x30, 1)]);
    assert_eq!((part(&w).routine_secondary, part(&w).pixel_x()), (SHAKING, x), "Sonic $7F px away");
    let mut xs = Vec::new();
    for _ in 0..8 {
        w.step(Buttons::NONE);
        xs.push(part(&w).pixel_x() - x);
    }
    assert_eq!(xs, [1, 0, -1, 0, 1, -1, 1, 0]);
    w.step(Buttons::NONE);
    assert_eq!(part(&w).routine_secondary, FALLING);
    // Each frame: moved by the Y Speed, then $38 more.
    let (mut sub_y, mut vel) = ((y + 0x30) << 8, 0i32);
    loop {
        w.step(Buttons::NONE);
        sub_y += vel;
        vel += 0x38;
        let p = part(&w);
        if p.routine_secondary == STILL {
            break;
        }
        assert_eq!((p.y, i32::from(p.y_vel)), (sub_y, vel));
    }
    let p = part(&w);
    // `ObjCheckFloorDist` 0: its bottom row (y + $10) just above the floor's top row.
    assert_eq!((p.pixel_y() + 0x10, p.y_vel, p.mapping_frame), (FLOOR - 1, 0, 2), "resting on the floor");
    run(&mut w, 30, Buttons::NONE);
    assert_eq!((part(&w).pixel_y(), part(&w).routine_secondary), (FLOOR - 0x11, STILL));
}

/// `Obj91`: the Chop Chop swims at −$40 (not flipped) and sees Sonic level with it and $9F px ahead on its
/// second frame: it stops, waits 17 frames (`Obj91_move_timer`'s high byte $10 counted through −1), then
/// charges at −$200 — not sinking, Sonic being within $10 px above or below.
#[test]
fn chop_chop_stops_waits_17_frames_then_charges() {
    use engine::objects::s2::chop_chop::{CHARGE, COLLISION, SWIM, WAIT};
    let mut level = level(&[(id::CHOP_CHOP, 8, 0x240, STAND_Y, false)], LevelEvents::None);
    level.water_height = Some(100);
    let mut w = World::with_player(&level, sonic(0x1A0, STAND_Y));
    let chop = |w: &World| objects(w, id::CHOP_CHOP)[0].common.clone();
    w.step(Buttons::NONE);
    let c = chop(&w);
    assert_eq!((c.routine, c.x_vel, c.collision_flags, c.width_pixels), (SWIM, -0x40, COLLISION, 0x10));
    w.step(Buttons::NONE);
    let c = chop(&w);
    assert_eq!((c.routine, c.x_vel, c.pixel_x()), (WAIT, 0, 0x23F), "$9F px ahead of Sonic");
    for _ in 0..16 {
        w.step(Buttons::NONE);
        assert_eq!(chop(&w).routine, WAIT);
    }
    w.step(Buttons::NONE);
    let c = chop(&w);
    assert_eq!((c.routine, c.x_vel, c.y_vel, c.pixel_x()), (CHARGE, -0x200, 0, 0x23F));
    w.step(Buttons::NONE);
    assert_eq!(chop(&w).pixel_x(), 0x23D, "2 px a frame");
}

/// `Obj91_MakeBubble` and the turn: with Sonic $40 px below (on screen), the Chop Chop blows its first bubble (`Obj0A`,
/// subtype 6, $14 px to the right of it unflipped, 6 below) on its 257th frame — the timer's high byte counts
/// from 0 — rising at $88 subpixels a frame; and turns (X Speed +$40, flipped) after $201 frames of swimming.
#[test]
fn chop_chop_blows_a_bubble_every_256_frames_and_turns_after_201() {
    use engine::objects::s2::small_bubble::GROWING;
    let (x, y) = (0x200, STAND_Y - 0x40);
    let mut level = level(&[(id::CHOP_CHOP, 8, x, y, false)], LevelEvents::None);
    level.water_height = Some(100);
    let mut w = World::with_player(&level, sonic(0x1C0, STAND_Y));
    run(&mut w, 256, Buttons::NONE);
    assert!(objects(&w, id::SMALL_BUBBLES).is_empty());
    w.step(Buttons::NONE);
    let chop_x = objects(&w, id::CHOP_CHOP)[0].common.pixel_x();
    let bubbles = objects(&w, id::SMALL_BUBBLES);
    assert_eq!(bubbles.len(), 1);
    let b = &bubbles[0].common;
    // In a slot after the Chop Chop's, it ran its first frame at once: one rise already.
    assert_eq!(
        (b.pixel_x(), b.y, b.anim, b.y_vel, b.routine),
        (chop_x + 0x14, ((y + 6) << 8) - 0x88, 6, -0x88, GROWING)
    );
    let by = b.y;
    w.step(Buttons::NONE);
    assert_eq!(objects(&w, id::SMALL_BUBBLES)[0].common.y, by - 0x88);
    run(&mut w, 0x201 - 258, Buttons::NONE);
    assert_eq!(objects(&w, id::CHOP_CHOP)[0].common.x_vel, -0x40);
    w.step(Buttons::NONE);
    let c = &objects(&w, id::CHOP_CHOP)[0].common;
    assert_eq!((c.x_vel, c.x_flip), (0x40, true));
}

/// `Obj2C`: the bush (subtype 2: `collision_flags` $D5, $80 × $20) throws four leaves at Sonic running
/// through it at 3 px a frame — `Obj2C_Speeds`, facing right so not negated, each already one frame on (Y
/// Speed + 4) — within 8 px of him, and four more 16 frames later (the level frame counter's low nibble) while
/// he is still in it; under 2 px a frame (either speed) it throws none.
#[test]
fn leaves_fly_off_a_fast_player_every_16_frames() {
    use engine::objects::s2::leaves::{COLLISION_FLAGS, LEAF, SPEEDS};
    let (x, y) = (0x300, STAND_Y);
    let leaves = |w: &World| -> Vec<engine::objects::runtime::object::Common> {
        objects(w, id::LEAVES).iter().filter(|o| o.common.routine == LEAF).map(|o| o.common.clone()).collect()
    };
    let mut w = world(&[(id::LEAVES, 2, x, y, false)], running(x - 0xA0, 0x300));
    w.step(Buttons::RIGHT);
    assert_eq!(objects(&w, id::LEAVES)[0].common.collision_flags, COLLISION_FLAGS[2]);
    run_until(&mut w, 60, Buttons::RIGHT, |w| !leaves(w).is_empty());
    let l = leaves(&w);
    assert_eq!(l.len(), 4);
    for (leaf, (xv, yv)) in l.iter().zip(SPEEDS) {
        assert_eq!((leaf.x_vel, leaf.y_vel, leaf.width_pixels), (xv, yv + 4, 8));
        assert!((leaf.pixel_x() - w.player.pixel_x()).abs() <= 12, "near Sonic");
    }
    let mut frames = 0;
    while leaves(&w).len() <= 4 && frames < 40 {
        w.step(Buttons::RIGHT);
        frames += 1;
    }
    assert_eq!((frames, leaves(&w).len()), (16, 8), "four more 16 frames later");

    let mut w = world(&[(id::LEAVES, 2, x, y, false)], running(x - 0x70, 0x1F0));
    run(&mut w, 30, Buttons::NONE);
    assert!(leaves(&w).is_empty(), "too slow");
}

/// `Obj82` subtype $11: a pillar (half width $1C + $B, half height $30) that sinks under Sonic — its angle 4 a
/// frame towards $40, y the placed y + `sin × $400 >> 16` — and, $1E frames after the first frame it finds him
/// standing, falls with gravity 8 (`ObjectMove` first) until its bottom meets the floor, where it stays.
#[test]
fn arz_pillar_sinks_under_sonic_then_falls_after_1e_frames() {
    use engine::objects::s2::arz_platform::{FALL, STILL, WAIT_TO_FALL, sink_depth};
    let (x, y0) = (400, FLOOR - 0x30 - 0x40);
    let mut w = world(&[(id::ARZ_PLATFORM, 0x11, x, y0, false)], sonic(x, y0 - 0x30 - 0x14));
    let pillar = |w: &World| objects(w, id::ARZ_PLATFORM)[0].common.clone();
    w.step(Buttons::NONE);
    let p = pillar(&w);
    assert_eq!((p.width_pixels, p.y_radius, p.mapping_frame, p.subtype), (0x1C, 0x30, 1, WAIT_TO_FALL));
    run_until(&mut w, 60, Buttons::NONE, |w| pillar(w).status & 0x08 != 0);
    assert_eq!(pillar(&w).pixel_y(), y0 + i32::from(sink_depth(4)));
    let mut ys = Vec::new();
    for _ in 0..30 {
        w.step(Buttons::NONE);
        ys.push(pillar(&w).pixel_y() - y0);
        assert_eq!(pillar(&w).subtype, WAIT_TO_FALL);
    }
    let sinks: Vec<i32> = (2..=31).map(|k: u8| i32::from(sink_depth((4 * k).min(0x40)))).collect();
    assert_eq!(ys, sinks);
    w.step(Buttons::NONE);
    assert_eq!(pillar(&w).subtype, FALL, "$1E frames after");
    let (mut sub_y, mut vel) = (pillar(&w).y, 0i32);
    loop {
        w.step(Buttons::NONE);
        let p = pillar(&w);
        if p.subtype == STILL {
            assert_eq!((p.pixel_y() + 0x30, p.y_vel), (FLOOR, 0), "its bottom on the floor");
            break;
        }
        sub_y += vel;
        vel += 8;
        assert_eq!((p.y, i32::from(p.y_vel)), (sub_y, vel));
    }
}

/// `Obj83` subtype $10: the chains and two more platforms take the next slots; the angle word turns $80 a
/// frame and the platforms sit at the angle and ± $55 (`CalcSine`: centre + cos >> 2, sin >> 2); Sonic
/// standing on the first is carried along by how far it moved.
#[test]
fn arz_rotating_platforms_turn_and_carry_sonic() {
    use engine::objects::s2::arz_rot_platforms::{THIRD, offset};
    let (x, y) = (400, 400);
    let mut w = world(&[(id::ARZ_ROT_PLATFORMS, 0x10, x, y, false)], sonic(x + 0x40, y - 9 - 20));
    let platforms = |w: &World| -> Vec<(i32, i32)> {
        objects(w, id::ARZ_ROT_PLATFORMS)
            .iter()
            .filter(|o| o.common.width_pixels == 0x20)
            .map(|o| (o.common.pixel_x(), o.common.pixel_y()))
            .collect()
    };
    let expect = |angle: u8| -> Vec<(i32, i32)> {
        [angle, angle.wrapping_add(THIRD), angle.wrapping_sub(THIRD)]
            .iter()
            .map(|&a| {
                let (dx, dy) = offset(a, 4);
                (x + i32::from(dx), y + i32::from(dy))
            })
            .collect()
    };
    w.step(Buttons::NONE);
    assert_eq!(objects(&w, id::ARZ_ROT_PLATFORMS).len(), 4, "the chains and three platforms");
    assert_eq!(platforms(&w), expect(0));
    let landed = run_until(&mut w, 30, Buttons::NONE, |w| w.player.on_object);
    for _ in 0..80 {
        let before = (w.player.pixel_x(), platforms(&w)[0].0);
        w.step(Buttons::NONE);
        let after = (w.player.pixel_x(), platforms(&w)[0].0);
        assert_eq!(after.0 - before.0, after.1 - before.1, "carried by the platform's move");
        assert!(w.player.on_object);
    }
    // $80 a frame: the angle's high byte is half the frames run.
    let frames = 1 + landed + 80;
    assert_eq!(platforms(&w), expect((frames / 2) as u8));
}

/// `ObjD2` subtype 1: hidden 16 frames ($10 × subtype), then mapping frames 1–15 for 16 frames each at
/// `byte_2B654`'s offsets and sizes; after 15 it hides again for 16 frames (`objoff_38`), shows frame 0 for 15
/// (its step timer was reset to $F on the wrap) and starts the next round.
#[test]
fn cnz_snake_blocks_run_round_their_rectangle() {
    use engine::objects::s2::cnz_snake_blocks::FRAMES;
    let (x, y) = (500, STAND_Y - 0x80);
    let mut w = world(&[(id::CNZ_SNAKE_BLOCKS, 1, x, y, false)], sonic(400, STAND_Y));
    let block = |w: &World| objects(w, id::CNZ_SNAKE_BLOCKS)[0].common.clone();
    let mut seen = Vec::new();
    for _ in 0..300 {
        w.step(Buttons::NONE);
        let b = block(&w);
        seen.push((b.mapping_frame, b.pixel_x() - x, b.pixel_y() - y, b.width_pixels));
    }
    let at = |frame: u8| {
        let (dx, dy, wd, _) = FRAMES[usize::from(frame)];
        (frame, i32::from(dx), i32::from(dy), wd)
    };
    assert_eq!(seen[0], at(0), "placed at frame 0's offset");
    assert_eq!(seen[15], at(0), "still hidden on frame 16");
    for k in 1..16u8 {
        let first = 16 + 16 * (usize::from(k) - 1);
        assert_eq!(seen[first], at(k), "frame {k} from step {first}");
        assert_eq!(seen[first + 15], at(k));
    }
    assert_eq!(seen[256], at(0), "the wrap");
    assert_eq!(seen[288 - 1], at(0));
    assert_eq!(seen[288], at(1), "the next round after 16 hidden and 15 shown frames");
}

/// `ObjC8`: the Crawl walks at −$20 for $1FF frames, pauses $3C and turns (+$20, flipped).
#[test]
fn crawl_walks_1ff_frames_pauses_3c_and_turns() {
    use engine::objects::s2::crawl::{GUARDING, PAUSE, WALK};
    let (x, y) = (800, STAND_Y);
    let mut w = world(&[(id::CRAWL, 0xAC, x, y, false)], sonic(600, STAND_Y));
    let crawl = |w: &World| objects(w, id::CRAWL)[0].common.clone();
    w.step(Buttons::NONE);
    let c = crawl(&w);
    assert_eq!((c.routine, c.x_vel, c.collision_flags), (WALK, -0x20, GUARDING));
    run(&mut w, 0x1FF, Buttons::NONE);
    assert_eq!((crawl(&w).routine, crawl(&w).x), (WALK, (x << 8) - 0x1FF * 0x20));
    w.step(Buttons::NONE);
    assert_eq!(crawl(&w).routine, PAUSE);
    run(&mut w, 0x3B, Buttons::NONE);
    assert_eq!(crawl(&w).routine, PAUSE);
    w.step(Buttons::NONE);
    let c = crawl(&w);
    assert_eq!((c.routine, c.x_vel, c.x_flip, c.x), (WALK, 0x20, true, (x << 8) - 0x1FF * 0x20));
}

/// `loc_3D3A4`: Sonic rolling into the Crawl's shield (its front: left, unflipped) is thrown off at $700
/// along `CalcAngle` of the Crawl minus him (plus the frame counter's high byte & 3), in the air; it lives.
#[test]
fn crawl_bounces_a_rolling_player_off_its_shield() {
    use engine::math::{calc_angle, cos, sin};
    use engine::objects::s2::crawl::GUARD;
    let (x, y) = (600, STAND_Y);
    let mut p = running(400, 0x600);
    p.pose = Pose::Roll;
    p.rolling = true;
    let mut w = world(&[(id::CRAWL, 0xAC, x, y, false)], p);
    run_until(&mut w, 60, Buttons::DOWN, |w| objects(w, id::CRAWL)[0].common.mapping_frame == 2);
    let c = objects(&w, id::CRAWL)[0].common.clone();
    assert_eq!(c.routine, GUARD);
    let dx = (c.pixel_x() - w.player.pixel_x()) as i16;
    let dy = (c.pixel_y() - w.player.pixel_y()) as i16;
    let angle = calc_angle(dx, dy).wrapping_add(((w.objects.game.frame_counter >> 8) & 3) as u8);
    let expect = (((i32::from(cos(angle)) * -0x700) >> 8) as i16, ((i32::from(sin(angle)) * -0x700) >> 8) as i16);
    assert_eq!((w.player.x_speed, w.player.y_speed), expect);
    assert!(w.player.x_speed < -0x600, "thrown back");
    assert!(w.player.air);
}

/// `Obj15` subtype $48 (Mystic Cave's, triggered, 8 links): player 1 within $20 px of the pivot's x starts it;
/// its angle word falls from $8000 by a speed growing 8 a frame (`loc_FF6E`) until the speed is −$200 (64
/// frames): angle $4000, 60 frames' rest, then back. The platform is (8 + ½) × 16 px from the pivot at the
/// angle's high byte (`loc_FEC2`: `CalcSine`, 16.16, the high word); harmful ($A7).
#[test]
fn swinging_platform_triggered_swings_from_80_to_40_and_rests_60() {
    use engine::math::{cos, sin};
    use engine::objects::runtime::object::State;
    use engine::objects::s2::swinging_platform::TRIGGERED_COLLISION;
    let (x, y) = (400, 400);
    let mut w =
        World::with_player(&level(&[(id::SWINGING_PLATFORM, 0x48, x, y, false)], LevelEvents::Mcz1), sonic(x, STAND_Y));
    let swing = |w: &World| -> (u8, i32, i32, u8, u8) {
        let o = objects(w, id::SWINGING_PLATFORM).into_iter().find(|o| o.common.collision_flags != 0).unwrap();
        let State::SwingingPlatform(s) = &o.state else { panic!("a swinging platform") };
        (s.last, o.common.pixel_x(), o.common.pixel_y(), o.common.width_pixels, o.common.collision_flags)
    };
    let at = |a: u8| {
        let (sy, sx) = (i32::from(sin(a)) << 12, i32::from(cos(a)) << 12);
        (x + ((8 * sx + (sx >> 1)) >> 16), y + ((8 * sy + (sy >> 1)) >> 16))
    };
    for k in 1..=63i32 {
        w.step(Buttons::NONE);
        let angle = ((0x8000 - 4 * k * (k + 1)) >> 8) as u8;
        let (last, px, py, width, flags) = swing(&w);
        assert_eq!((last, (px, py)), (angle, at(angle)), "frame {k}");
        assert_eq!((width, flags), (0x18, TRIGGERED_COLLISION));
    }
    w.step(Buttons::NONE);
    assert_eq!(swing(&w).0, 0x40);
    assert_eq!((swing(&w).1, swing(&w).2), (x, y + 0x88), "straight down, 136 px");
    run(&mut w, 60, Buttons::NONE);
    assert_eq!(swing(&w).0, 0x40, "resting");
    w.step(Buttons::NONE);
    assert_eq!(swing(&w).0, 0x40, "$4008: still $40");
    run(&mut w, 63, Buttons::NONE);
    assert_eq!(swing(&w).0, 0x80, "back up after 64 frames");
}

/// `loc_2BD4E`: a slot machine's cage paying 3 rings throws a ring prize (`ObjDC`) on each frame whose level
/// frame counter is odd, at angles 0, $89, $112 on a circle around it (half `CalcSine`: 128 px out at angle 0),
/// each closing a sixteenth of the way a frame and collected after $1A frames; the player is let go once the
/// reward is paid and none is in flight. A spike reward (`ObjD3`) takes a ring per bomb.
#[test]
fn slot_cage_pays_its_reward_in_flying_rings_then_lets_go() {
    use engine::objects::s2::casino_prize::{RING_FLIGHT, RING_ID};
    use engine::objects::s2::slot_machine::IDLE;
    let (x, y) = (400, STAND_Y - 0x40);
    let mut p = sonic(x, y - 0x30);
    p.air = true;
    let mut w = world(&[(id::CNZ_CAGE, 1, x, y, false)], p);
    run_until(&mut w, 30, Buttons::NONE, |w| w.player.object_control == 0x81);
    // The machine has started; make it stop with 3 rings to pay.
    w.objects.game.events.slot_machine.routine = IDLE;
    w.objects.game.events.slot_machine.target = 3;
    let rings = w.rings();
    run_until(&mut w, 4, Buttons::NONE, |w| !objects(w, RING_ID).is_empty());
    let first = objects(&w, RING_ID)[0].common.clone();
    assert_eq!(w.objects.game.frame_counter & 1, 1, "odd frames");
    // Angle 0: x + 128; in the slot after the cage's it ran at once: a sixteenth closer, x + 120.
    assert_eq!((first.pixel_x(), first.pixel_y()), (x + 120, y));
    let mut x16 = (x + 128) << 16;
    x16 -= (x16 - (x << 16)) >> 4;
    for frame in 2..RING_FLIGHT {
        w.step(Buttons::NONE);
        x16 -= (x16 - (x << 16)) >> 4;
        let ring = objects(&w, RING_ID).into_iter().find(|o| o.common.pixel_y() == y).map(|o| o.common.pixel_x());
        assert_eq!(ring, Some(x16 >> 16), "flight frame {frame}");
    }
    assert_eq!(w.rings(), rings, "none arrived yet");
    run_until(&mut w, 200, Buttons::NONE, |w| w.player.object_control == 0);
    assert_eq!(w.rings(), rings + 3, "three rings collected, then let go");
    assert!(objects(&w, RING_ID).iter().all(|o| o.common.routine != 0), "none in flight");
    assert_eq!(w.objects.game.events.slot_machine.reward(), 0);
}
