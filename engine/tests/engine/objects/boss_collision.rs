//! The bosses' own hurting parts (s2disasm `Touch_Boss`, `BossSpecificCollision`, `BossCollision_Index`,
//! `Boss_DoCollision`): for a boss with `collision_flags` $0F, each zone's routine places boxes from the boss's
//! position, facing and `Boss_CollisionRoutine`; a player overlapping one is hurt. The edges are the games'
//! overlap test with the player's box (16 px wide from x − 8; a standing Sonic's top y − 16, 32 px high): a box
//! centred at (x, y) with half sizes (w, h) reaches a standing Sonic at x ± (w + 8), y ± (h + 16).

use engine::Character;
use engine::objects::runtime::game::GameState;
use engine::objects::runtime::level_events::{BOSS_ARZ, BOSS_CNZ, BOSS_HTZ, BOSS_MCZ};
use engine::objects::runtime::object::{Common, Obj, State};
use engine::objects::runtime::rings::Rings;
use engine::objects::runtime::slots::Slots;
use engine::objects::runtime::touch::{TouchRules, touch_response};
use engine::objects::s2::arz_boss::ArzBoss;
use engine::objects::s2::boss_collision::{self, PartBox};
use engine::objects::s2::cnz_boss::CnzBoss;
use engine::objects::s2::htz_boss::HtzBoss;
use engine::objects::s2::mcz_boss::MczBoss;
use engine::player::{Player, Pose, Routine};

const BOSS_X: i32 = 0x2AB0;
const BOSS_Y: i32 = 0x430;

/// A boss of `state` at (`BOSS_X`, `BOSS_Y`) with `collision_flags` `flags`.
fn boss(id: u8, state: State, flags: u8, x_flip: bool) -> Obj {
    let mut c = Common::new(id, 0, BOSS_X, BOSS_Y, x_flip, false);
    c.collision_flags = flags;
    c.collision_property = 8;
    Obj { common: c, state }
}

fn arz(routine: u8, x_flip: bool) -> Obj {
    let s = ArzBoss { part: 2, collision_routine: routine, ..Default::default() };
    boss(0x89, State::ArzBoss(s), 0x0F, x_flip)
}

fn mcz(routine: u8, x_flip: bool) -> Obj {
    let s = MczBoss { collision_routine: routine, ..Default::default() };
    boss(0x57, State::MczBoss(s), 0x0F, x_flip)
}

fn cnz(routine: u8) -> Obj {
    let s = CnzBoss { collision_routine: routine, ..Default::default() };
    boss(0x51, State::CnzBoss(s), 0x0F, false)
}

/// Touches a standing Sonic at (`x`, `y`) with `rings` against `obj` in the fight with `boss_id`: the player
/// after, the slots (the boss in slot 0).
fn touch_at(obj: Obj, boss_id: u8, x: i32, y: i32, rings: u16) -> (Player, Slots) {
    let mut slots = Slots::default();
    slots.allocate(obj, 0, None).expect("a free slot");
    let mut game = GameState::new();
    game.events.boss_id = boss_id;
    game.rings = rings;
    let mut player = Player::standing(Character::Sonic, x, y);
    touch_response(&mut player, &mut slots, &mut Rings::default(), &mut game, TouchRules::default(), 0);
    (player, slots)
}

fn hurt(obj: Obj, boss_id: u8, x: i32, y: i32) -> bool {
    touch_at(obj, boss_id, x, y, 5).0.routine == Routine::Hurt
}

/// Hurt exactly at the box's four edges (a standing Sonic's reach), not a pixel further.
fn assert_edges(make: impl Fn() -> Obj, boss_id: u8, part: PartBox) {
    let (rx, ry) = (part.half_width + 8, part.half_height + 16);
    for (x, y, expected) in [
        (part.x - rx, part.y, true),
        (part.x - rx - 1, part.y, false),
        (part.x + rx, part.y, true),
        (part.x + rx + 1, part.y, false),
        (part.x, part.y - ry, true),
        (part.x, part.y - ry - 1, false),
        (part.x, part.y + ry, true),
        (part.x, part.y + ry + 1, false),
    ] {
        assert_eq!(hurt(make(), boss_id, x, y), expected, "Sonic at ({x:#X}, {y:#X}), box {part:?}");
    }
}

/// `BossCollision_ARZ`: the hammer, `subi.w #$50,d0` (`addi.w #$A0` flipped), `addq.w #4,d7`, `$140010`.
#[test]
fn the_arz_hammer_hurts_only_while_swung() {
    let part = PartBox { x: BOSS_X - 0x50, y: BOSS_Y + 4, half_width: 0x10, half_height: 0x14 };
    assert_eq!(boss_collision::parts(&arz(1, false), BOSS_ARZ), [Some(part), None]);
    assert_edges(|| arz(1, false), BOSS_ARZ, part);
    let flipped = PartBox { x: BOSS_X + 0x50, ..part };
    assert_eq!(boss_collision::parts(&arz(1, true), BOSS_ARZ), [Some(flipped), None]);
    assert_edges(|| arz(1, true), BOSS_ARZ, flipped);
    // Routine 0 (before the hit, after the swing): the hammer is harmless.
    assert_eq!(boss_collision::parts(&arz(0, false), BOSS_ARZ), [None, None]);
    assert!(!hurt(arz(0, false), BOSS_ARZ, part.x, part.y));
    // Only in its own fight: the same object with another boss id has no parts.
    assert!(!hurt(arz(1, false), BOSS_CNZ, part.x, part.y));
}

/// The player is knocked away from the boss's x (`HurtCharacter` compares with `x_pos(a2)`, the boss), not the
/// part's: right of the hammer but left of the Eggmobile he flies left.
#[test]
fn the_knock_back_is_away_from_the_boss() {
    let (player, slots) = touch_at(arz(1, false), BOSS_ARZ, BOSS_X - 0x50 + 0x10, BOSS_Y, 5);
    assert_eq!(
        (player.routine, player.x_speed, player.y_speed, player.invulnerable),
        (Routine::Hurt, -0x200, -0x400, 0x78)
    );
    // The rings spill into the first free slot (slot 1).
    assert_eq!(slots.get(1).map(|o| o.common.id), Some(0x37));
}

/// `collision_flags` other than $0F (a boss flashing after a hit has 0; Hill Top's has $32) never reach
/// `BossSpecificCollision`.
#[test]
fn only_collision_flags_0f_have_parts() {
    let mut flashing = arz(1, false);
    flashing.common.collision_flags = 0;
    assert_eq!(boss_collision::parts(&flashing, BOSS_ARZ), [None, None]);
    assert!(!hurt(flashing, BOSS_ARZ, BOSS_X - 0x50, BOSS_Y));
    // Hill Top's Eggmobile (`Obj52`, $32): `BossCollision_HTZ` is never reached, whatever the routine.
    let htz = boss(0x52, State::HtzBoss(HtzBoss { part: 2, ..Default::default() }), 0x32, false);
    assert_eq!(boss_collision::parts(&htz, BOSS_HTZ), [None, None]);
    assert_eq!(boss_collision::parts_for(BOSS_HTZ, 1), [None, None]);
}

/// `BossCollision_MCZ` (routine 1, drills sideways): `subi.w #$30,d0` (`addi.w #$60` flipped), `addq.w #4,d7`,
/// `$40004`; `BossCollision_MCZ2` (routine 0, drills up): x + $14 then x − $14, `subi.w #$20,d7`, `$100004`.
#[test]
fn the_mcz_drills_hurt_sideways_or_up() {
    let side = PartBox { x: BOSS_X - 0x30, y: BOSS_Y + 4, half_width: 4, half_height: 4 };
    assert_eq!(boss_collision::parts(&mcz(1, false), BOSS_MCZ), [Some(side), None]);
    assert_edges(|| mcz(1, false), BOSS_MCZ, side);
    let side_flipped = PartBox { x: BOSS_X + 0x30, ..side };
    assert_edges(|| mcz(1, true), BOSS_MCZ, side_flipped);
    let right = PartBox { x: BOSS_X + 0x14, y: BOSS_Y - 0x20, half_width: 4, half_height: 0x10 };
    let left = PartBox { x: BOSS_X - 0x14, ..right };
    assert_eq!(boss_collision::parts(&mcz(0, false), BOSS_MCZ), [Some(right), Some(left)]);
    // Facing does not move the upward drills.
    assert_eq!(boss_collision::parts(&mcz(0, true), BOSS_MCZ), [Some(right), Some(left)]);
    // Their outer edges (the inner ones lie inside the boss's own box, which an unrolled Sonic is hurt by too).
    for (x, expected) in [(right.x + 12, true), (right.x + 13, false), (left.x - 12, true), (left.x - 13, false)] {
        assert_eq!(hurt(mcz(0, false), BOSS_MCZ, x, right.y - 0x20), expected, "x {x:#X}");
    }
    for (y, expected) in [(right.y - 0x20, true), (right.y - 0x21, false)] {
        assert_eq!(hurt(mcz(0, false), BOSS_MCZ, right.x, y), expected, "y {y:#X}");
    }
}

/// `boss_hurt_sonic` (Robotnik's grin, read by `Obj57_Main_Sub6`): cleared by every check, set when the
/// player's `invulnerable_time` is $78 after it, but not on the boss when the hurt spilled rings (`a1` is left
/// on the lost rings).
#[test]
fn the_mcz_grin_is_set_only_when_no_rings_spilled() {
    let grin = |slots: &Slots| match slots.get(0).map(|o| &o.state) {
        Some(State::MczBoss(s)) => s.hurt_sonic,
        other => panic!("{other:?}"),
    };
    let at = (BOSS_X - 0x30, BOSS_Y);
    let (player, slots) = touch_at(mcz(1, false), BOSS_MCZ, at.0, at.1, 5);
    assert_eq!((player.routine, grin(&slots)), (Routine::Hurt, false));
    // With a shield nothing spills: the boss grins.
    let mut slots = Slots::default();
    slots.allocate(mcz(1, false), 0, None).expect("a free slot");
    let mut game = GameState::new();
    game.events.boss_id = BOSS_MCZ;
    let mut player = Player::standing(Character::Sonic, at.0, at.1);
    player.shield = true;
    touch_response(&mut player, &mut slots, &mut Rings::default(), &mut game, TouchRules::default(), 0);
    assert_eq!((player.routine, player.shield, grin(&slots)), (Routine::Hurt, false, true));
    // The next frame's check (the timer now $77) clears it.
    player.invulnerable = 0x77;
    touch_response(&mut player, &mut slots, &mut Rings::default(), &mut game, TouchRules::default(), 0);
    assert!(!grin(&slots));
    // A flag left set is cleared by a check that misses.
    if let Some(State::MczBoss(s)) = slots.get_mut(0).map(|o| &mut o.state) {
        s.hurt_sonic = true;
    }
    let mut far = Player::standing(Character::Sonic, BOSS_X + 0x100, BOSS_Y);
    touch_response(&mut far, &mut slots, &mut Rings::default(), &mut game, TouchRules::default(), 0);
    assert!(!grin(&slots));
}

/// `BossCollision_CNZ`: routine 1 (electricity below) `addi.w #$28,d7`, `$80010`; routine 2 (above) also
/// `move.w #$20,d1`, `subq.w #8,d7`, `addq.w #4,d0`; routine 0 nothing.
#[test]
fn the_cnz_electricity_hurts_by_routine() {
    let below = PartBox { x: BOSS_X, y: BOSS_Y + 0x28, half_width: 0x10, half_height: 8 };
    assert_eq!(boss_collision::parts(&cnz(1), BOSS_CNZ), [Some(below), None]);
    // Its top edge lies in the boss's own box: check the other three and the bottom's.
    let (rx, ry) = (0x18, 0x18);
    for (x, y, expected) in [
        (below.x - rx, below.y + 8, true),
        (below.x - rx - 1, below.y + 8, false),
        (below.x + rx, below.y + 8, true),
        (below.x + rx + 1, below.y + 8, false),
        (below.x, below.y + ry, true),
        (below.x, below.y + ry + 1, false),
    ] {
        assert_eq!(hurt(cnz(1), BOSS_CNZ, x, y), expected, "({x:#X}, {y:#X})");
    }
    let above = PartBox { x: BOSS_X + 4, y: BOSS_Y + 0x20, half_width: 0x20, half_height: 8 };
    assert_eq!(boss_collision::parts(&cnz(2), BOSS_CNZ), [Some(above), None]);
    for (x, expected) in
        [(above.x - 0x28, true), (above.x - 0x29, false), (above.x + 0x28, true), (above.x + 0x29, false)]
    {
        assert_eq!(hurt(cnz(2), BOSS_CNZ, x, above.y + 8), expected, "x {x:#X}");
    }
    assert_eq!(boss_collision::parts(&cnz(0), BOSS_CNZ), [None, None]);
    assert!(!hurt(cnz(0), BOSS_CNZ, below.x, below.y + 0x18));
}

/// A rolling Sonic touching a drill and the Eggmobile at once: the drill hurts him first, and with his rings
/// spilled the boss's own box is skipped (`a1` is the lost rings, `collision_flags` 0): the boss keeps its hits.
#[test]
fn a_part_hurts_before_the_boss_is_hit() {
    let roll_into = |obj: Obj| {
        let mut slots = Slots::default();
        slots.allocate(obj, 0, None).expect("a free slot");
        let mut game = GameState::new();
        game.events.boss_id = BOSS_MCZ;
        game.rings = 3;
        let mut player = Player::standing(Character::Sonic, BOSS_X + 0x14, BOSS_Y - 0x20);
        player.pose = Pose::Roll;
        touch_response(&mut player, &mut slots, &mut Rings::default(), &mut game, TouchRules::default(), 0);
        let boss = slots.get(0).map(|o| (o.common.collision_flags, o.common.collision_property));
        (player.routine, boss)
    };
    assert_eq!(roll_into(mcz(0, false)), (Routine::Hurt, Some((0x0F, 8))));
    // With the drills sideways (and away from him) the same roll hits the boss (`Touch_Enemy`).
    assert_eq!(roll_into(mcz(1, false)), (Routine::Normal, Some((0, 7))));
}
