//! The egg capsule at the end of an act 2 (skdisasm s3.asm `Obj_EggCapsule`, S3K id $81 in SK Set 1, $C6 in
//! Sonic 3's own set; `EggCapsule_Index`): a body solid as `SolidObjectFull` with `d1` $2B, `d2`/`d3` $18
//! (the x from before its routine in `d4`), drawn until out of range, when it goes and its children with it
//! (`loc_539C4`: `Go_Delete_Sprite_2`, `$38` bit 4, read by the children's `Child_Draw_Sprite2`).
//!
//! - On the ground (`render_flags` bit 1 clear; Sonic 3's layout places one in Hydrocity 2 at ($42D0, $7E0)):
//!   `loc_54514` makes its button on top (`ChildObjDat_54AA6`: (0, −$28), `loc_54672`: solid `d1` $1B,
//!   `d2` 8, `d3` 9), which a player standing on sinks by 8 and presses (`$38` bit 1 of the body). The next frame
//!   the body opens (`loc_5456A`, `sub_54578`): frame 1, five pieces of its lid flung off (`ChildObjDat_54AC4`,
//!   `loc_5472C`: `Obj_FlickerMove` at `Obj_VelocityIndex` 1–5, frames `byte_549BE`), nine animals
//!   (`ChildObjDat_54AE4`, `loc_54776`) and the boss explosions (subtype 8: eight). $40 frames later, as soon as
//!   player 1 is on the ground and neither dying nor dead (`sub_5484E`), he takes his ending pose
//!   (`Set_PlayerEndingPose`) and the level results start ([`super::end_sign::LevelResults`]); then Tails takes
//!   his once he is on the ground (`Check_TailsEndPose`, while `_unkFAA8` is set).
//! - Flying (bit 1 set: Angel Island 2's end boss makes it so, `loc_47396`): upside down, at camera x + $A0 and
//!   $40 above the camera's top (`loc_5452C`), its button underneath ((0, $28), `loc_546AE`: pressed by a player
//!   in `word_54716`'s box moving up — player 1 curled or as Tails, player 2 either way — which pushes it 8 into
//!   the body) and two propellers on top ((∓$14, −$24), `loc_54758`: `byte_54B40`). It swings (`Swing_Setup1`,
//!   `Swing_UpAndDown`), drifts 1 px a frame between camera x + $30 and + $110 (`loc_545C0`: `$3A`) and ¼ px a
//!   frame towards camera y + $40 ($20 less in Marble Garden); pressed it opens as above (`loc_54640`), its
//!   animals hanging under it ((dx, $4): `loc_547F2`) until they fly after player 1 (`loc_5480C`, `sub_54946`:
//!   towards ($30 + subtype) above him, ±$300 across, ±$100 up and down, $10 a frame) and off left 2 px a frame
//!   once `_unkFAA8` is clear (`loc_54848`).
//!
//! The animals (`loc_54776`, `sub_549C4`) jump out at `word_54A58` by subtype & 6, $200 away from the body's
//! middle, each after subtype × 4 frames, falling $20 a frame (`MoveSprite_LightGravity`); on the floor
//! (`ObjCheckFloorDist`, `y_radius` 8) they jump again as high, at −$200 across (towards the nearer player while
//! `_unkFAA8` is set: `Find_SonicTails`), frames 0 and 1 by `V_int_run_count` bit 3. Which of the zone's two
//! animals each is (`byte_2BDDA`, `word_2BDF4`) is kept as [`EggCapsulePart::animal`]; their art is not drawn.
//!
//! Not run: the art and palettes, `Ctrl_2_locked`, the `status` bit 7 test of player 1 (nothing here sets it),
//! and Marble Garden's flying capsule's end (routine $E, `sub_548DA`: Tails carrying Sonic away) — there it swings
//! on, open.

use crate::character::Character;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, ObjKind, P2_STANDING, STANDING, State, set_pixel};
use crate::objects::runtime::solid::SolidBox;
use crate::objects::s3k::id;
use crate::objects::s3k::kinds::Sonic3k;
use crate::player::{Player, Pose, Routine};

/// `Obj_EggCapsule`: `SolidObjectFull`'s `d1`, `d2`, `d3`.
pub const SOLID: (i16, i16, i16) = (0x2B, 0x18, 0x18);
/// `ObjDat_EggCapsule`: `width_pixels`, `height_pixels`.
pub const SIZE: (u8, u8) = (0x20, 0x20);
/// `loc_5452C`: the flying capsule's start from the camera (x, y).
pub const FLYING_START: (i32, i32) = (0xA0, -0x40);
/// `loc_545C0`: it turns round past camera x + $110 going right, at camera x + $30 going left.
pub const FLYING_LEFT: u16 = 0x30;
pub const FLYING_RIGHT: u16 = 0x110;
/// `loc_545C0`: the height it drifts to below the camera's top ($20 less in Marble Garden) and the drift, $4000
/// a frame of the 16.16 `y_pos` (here in 1/256 px).
pub const FLYING_HEIGHT: u16 = 0x40;
pub const MGZ_HEIGHT: u16 = 0x20;
pub const FLYING_DRIFT: i32 = 0x4000 >> 8;
/// `Swing_Setup1`: the swing's top speed and its step.
pub const SWING: (i16, i16) = (0xC0, 0x10);
/// `sub_54578`: `$2E`, the frames after opening before the results may start.
pub const OPEN_WAIT: i16 = 0x40;
/// `sub_5484E`'s next routine on the ground (6) and flying ($C).
pub const RESULTS_ROUTINE: (u8, u8) = (6, 0xC);

/// `ChildObjDat_54AA6`, `ChildObjDat_54AAE`: the button on top / underneath.
pub const BUTTON: (i8, i8) = (0, -0x28);
pub const FLYING_BUTTON: (i8, i8) = (0, 0x28);
/// `word_54A88`: the button's `width_pixels`, `height_pixels`, frame.
pub const BUTTON_SIZE: (u8, u8, u8) = (0x10, 8, 5);
/// `sub_5499E` / `loc_549A0`: the button's `d1`, `d2` (8 on the ground; 6, then 5 pressed, flying), `d3`.
pub const BUTTON_SOLID: (i16, i16, i16) = (0x1B, 8, 9);
pub const FLYING_BUTTON_D2: (i16, i16) = (6, 5);
/// `addq.w #8,y_pos(a0)` / `subq.b #8,child_dy(a0)`: how far a press pushes the button.
pub const PRESS_DEPTH: i8 = 8;
/// `word_54716`: the flying button's box (x offset, width, y offset, height).
pub const BUTTON_RANGE: [i16; 4] = [-0x1A, 0x34, -0x1C, 0x38];
/// `ChildObjDat_54AB6`: the propellers; `word_54AA0`: `width_pixels`, `height_pixels`, frame.
pub const PROPELLERS: [(i8, i8); 2] = [(-0x14, -0x24), (0x14, -0x24)];
pub const PROPELLER_SIZE: (u8, u8, u8) = (0x14, 4, 6);
/// `byte_54B40` (`Animate_RawNoSST`: delay 0, frames 6–9, restart).
pub const PROPELLER_SPIN: [u8; 6] = [0, 6, 7, 8, 9, 0xFC];
/// `ChildObjDat_54AC4`: the lid's pieces; `ObjDat3_54A8E`: their `width_pixels`/`height_pixels`.
pub const PIECES: [(i8, i8); 5] = [(0, -8), (-0x10, -8), (0x10, -8), (-0x18, -8), (0x18, -8)];
pub const PIECE_SIZE: u8 = 0xC;
/// `byte_549BE`: a piece's frame by subtype / 2.
pub const PIECE_FRAMES: [u8; 5] = [2, 3, 0xA, 4, 0xB];
/// `Set_IndexedVelocity` with 4: `Obj_VelocityIndex` from its second entry, by subtype / 2.
pub const PIECE_SPEEDS: [(i16, i16); 5] =
    [(0x100, -0x100), (-0x200, -0x200), (0x200, -0x200), (-0x300, -0x200), (0x300, -0x200)];
/// `ChildObjDat_54AE4`'s first nine (`dc.w 9-1`; fifteen are listed).
pub const ANIMALS: [(i8, i8); 9] =
    [(0, -4), (-8, -4), (8, -4), (0x10, -4), (-0x10, -4), (-0x18, -4), (0x18, -4), (-4, -4), (4, -4)];
/// `word_54A9A`: an animal's `width_pixels`, `height_pixels`, first frame; `y_radius` 8.
pub const ANIMAL_SIZE: (u8, u8, u8) = (8, 8, 2);
/// `word_54A58`: the animals' jumps by subtype & 6.
pub const ANIMAL_JUMPS: [i16; 4] = [-0x380, -0x300, -0x280, -0x200];
/// `sub_549C4`, `loc_547AA`: the speed across.
pub const ANIMAL_SPEED: i16 = 0x200;
/// `MoveSprite_LightGravity`.
pub const ANIMAL_GRAVITY: i16 = 0x20;
/// `loc_5480C`: `sub_54946`'s top speeds (x, y), step and target y above player 1 (less the subtype).
pub const CHASE: (i16, i16, i16, i16) = (0x300, 0x100, 0x10, -0x30);
/// `sub_54578`: `Child6_CreateBossExplosion`'s subtype.
pub const EXPLOSIONS: u8 = 8;

/// `$38(a0)` bits.
pub mod flag {
    /// `Swing_UpAndDown`: heading down.
    pub const SWING_DOWN: u8 = 1;
    /// The button was pressed.
    pub const PRESSED: u8 = 2;
    /// `Go_Delete_Sprite_2`: the body goes (its children with it).
    pub const GONE: u8 = 0x10;
    /// `Check_TailsEndPose`: player 2 has posed.
    pub const TAILS_POSED: u8 = 0x80;
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct EggCapsule {
    /// `$38` ([`flag`]).
    pub flags: u8,
    /// `$2E`.
    pub wait: i16,
    /// `$3A`: the flying capsule's step across (±1 px).
    pub dir: i16,
    /// `$3E`, `$40`: the swing's top speed and step.
    pub swing_max: i16,
    pub swing_step: i16,
    /// `Current_zone` as the maker knows it (the layout entry's, or the boss's zone).
    pub zone: Option<u8>,
    /// `Delete_Current_Sprite` is its code: it leaves its slot at its next run.
    pub going: bool,
}

/// The capsule's children, by their code (`(a0)`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Role {
    /// `loc_54672`: the ground capsule's button, on top.
    #[default]
    Button,
    /// `loc_546AE`: the flying capsule's, underneath.
    FlyingButton,
    /// `loc_54758`.
    Propeller,
    /// `loc_5472C`: a piece of the lid.
    Piece,
    /// `loc_54776`: an animal.
    Animal,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct EggCapsulePart {
    pub role: Role,
    /// `parent3`: the body's slot.
    pub parent: u8,
    /// `child_dx`, `child_dy`.
    pub dx: i8,
    pub dy: i8,
    /// Its set-up has run.
    pub started: bool,
    /// A button: pressed. An animal: out of the capsule (`loc_547AA` / `loc_5480C`).
    pub active: bool,
    /// A flying animal: running off left (`loc_54848`).
    pub leaving: bool,
    /// `$2E`: an animal's wait; `$3E`: its jump.
    pub wait: i16,
    pub jump: i16,
    /// An animal: which of the zone's two (`sub_549C4`'s `d0 & 2`, / 2).
    pub animal: u8,
    /// An animal of the flying capsule (`loc_547F2`).
    pub flying: bool,
    /// `Delete_Current_Sprite` is its code.
    pub going: bool,
}

/// `CreateChild6_Simple` with `ChildObjDat_47BE2` (`loc_47396`), `bset #1,render_flags(a1)` when `flying`: a
/// capsule at `c`'s place in the first free slot after the running object.
pub fn create(c: &Common, cx: &mut ObjCtx, flying: bool, zone: u8) -> Option<usize> {
    let common = Common::new(id::SONIC3K, 0, c.pixel_x(), c.pixel_y(), false, flying);
    let state = EggCapsule { zone: Some(zone), ..Default::default() };
    cx.spawn_after(Obj { common, state: state.into() })
}

/// `CreateChild1_Normal`: `parts` in the free slots after the running object, subtypes 0, 2, …, at the body's
/// place plus each offset; the first that finds no slot stops it.
fn create_parts(c: &Common, cx: &mut ObjCtx, role: Role, parts: &[(i8, i8)]) {
    let parent = cx.current() as u8;
    for (i, &(dx, dy)) in parts.iter().enumerate() {
        let (x, y) = ((c.pixel_x() as u16).wrapping_add(dx as u16), (c.pixel_y() as u16).wrapping_add(dy as u16));
        let common = Common::new(id::SONIC3K, (2 * i) as u8, i32::from(x), i32::from(y), false, false);
        let state = EggCapsulePart { role, parent, dx, dy, ..Default::default() };
        if cx.spawn_after(Obj { common, state: state.into() }).is_none() {
            return;
        }
    }
}

/// `Check_PlayerInRange` with `word_54716` for one player (unsigned compares).
pub fn in_button_range((x, y): (u16, u16), (px, py): (u16, u16)) -> bool {
    let left = x.wrapping_add(BUTTON_RANGE[0] as u16);
    let top = y.wrapping_add(BUTTON_RANGE[2] as u16);
    px >= left
        && px < left.wrapping_add(BUTTON_RANGE[1] as u16)
        && py >= top
        && py < top.wrapping_add(BUTTON_RANGE[3] as u16)
}

/// `loc_546C2`: whether a player presses the flying button at `at`. Player 1 in the box moving up, curled
/// (`anim` 2) or Tails; else player 2 (his address in `d0`'s high word) moving up. Player 1 failing with player 2
/// out of the box reads address 0's `y_vel`: ROM (the vector table's `ErrorTrap`, positive), no press.
pub fn presses(at: (u16, u16), p1: &Player, p2: Option<&Player>) -> bool {
    let inside = |p: &Player| in_button_range(at, (p.pixel_x() as u16, p.pixel_y() as u16));
    if inside(p1) && p1.y_speed < 0 && (p1.pose == Pose::Roll || p1.character == Character::Tails) {
        return true;
    }
    p2.is_some_and(|p| inside(p) && p.y_speed < 0)
}

/// `loc_545C0`'s step across: the new `$3A` from camera x and the capsule's x (it turns past camera x + $110
/// going right, at or left of camera x + $30 going left).
pub fn drift_step(dir: i16, camera_x: u16, x: u16) -> i16 {
    let turn = if dir >= 0 { camera_x.wrapping_add(FLYING_RIGHT) < x } else { camera_x.wrapping_add(FLYING_LEFT) >= x };
    if turn { dir.wrapping_neg() } else { dir }
}

/// `loc_545C0`'s drift up or down (1/256 px): down while the target (camera y + $40, $20 in Marble Garden) is
/// below the capsule (`bhi`), else up.
pub fn drift_y(camera_y: u16, y: u16, marble_garden: bool) -> i32 {
    let mut target = camera_y.wrapping_add(FLYING_HEIGHT);
    if marble_garden {
        target = target.wrapping_sub(MGZ_HEIGHT);
    }
    if target > y { FLYING_DRIFT } else { -FLYING_DRIFT }
}

/// `sub_54946`'s step on one axis: the speed `vel` moves `step` towards `target` (away when the target is
/// below the position, unsigned), kept only within ±`max` (`loc_5496A` loops back on the y axis with the bound
/// negated: with the speed always within the bound it then stores nothing either).
pub fn chase_axis(vel: i16, pos: u16, target: u16, step: i16, max: i16) -> i16 {
    let step = if target >= pos { step } else { step.wrapping_neg() };
    let v = vel.wrapping_add(step);
    if v > max || v < max.wrapping_neg() { vel } else { v }
}

/// `Set_PlayerEndingPose`.
pub fn ending_pose(p: &mut Player) {
    super::end_sign::ending_pose(p);
}

fn swing_setup(c: &mut Common, s: &mut EggCapsule) {
    (s.swing_max, s.swing_step) = SWING;
    c.y_vel = SWING.0;
    s.flags &= !flag::SWING_DOWN;
}

/// `Swing_UpAndDown`, then `MoveSprite2`.
fn swing_move(c: &mut Common, s: &mut EggCapsule) {
    let mut down = s.flags & flag::SWING_DOWN != 0;
    c.y_vel = super::poindexter::swing_up_and_down(c.y_vel, s.swing_step, s.swing_max, &mut down);
    s.flags = (s.flags & !flag::SWING_DOWN) | if down { flag::SWING_DOWN } else { 0 };
    c.object_move();
}

/// `sub_54578`: opened — frame 1, `$2E` $40, the lid's pieces, the animals, the explosions.
fn open(c: &mut Common, s: &mut EggCapsule, cx: &mut ObjCtx) {
    c.mapping_frame = 1;
    s.wait = OPEN_WAIT;
    create_parts(c, cx, Role::Piece, &PIECES);
    create_parts(c, cx, Role::Animal, &ANIMALS);
    super::boss_explosion::create(c, cx, EXPLOSIONS);
}

/// Player 1 may take his pose: on the ground, neither dying nor dead (`routine` below 6).
fn can_pose(p: &Player) -> bool {
    !p.air && matches!(p.routine, Routine::Normal | Routine::Hurt)
}

/// `sub_5484E`: after `$2E` runs out, once player 1 can pose: routine `next`, his pose, the results.
fn start_results(c: &mut Common, s: &mut EggCapsule, cx: &mut ObjCtx, next: u8) {
    s.wait = s.wait.wrapping_sub(1);
    if s.wait >= 0 || !can_pose(cx.world.player) {
        return;
    }
    c.routine = next;
    ending_pose(cx.world.player);
    let common = Common::new(id::SONIC3K, 0, 0, 0, false, false);
    // The capsule ends an act 2: `Apparent_act` 1 (the results clear `_unkFAA8` at their end, `loc_2CFC0`).
    let results = super::end_sign::LevelResults { act2: true, ..Default::default() };
    cx.spawn(Obj { common, state: results.into() });
}

/// `Check_TailsEndPose`: while `_unkFAA8` is set (in Carnival Night player 1's pose every frame), player 2's
/// pose once he is on the ground and alive. Without a player 2 the empty slot passes the tests.
fn tails_end_pose(s: &mut EggCapsule, cx: &mut ObjCtx) {
    if !cx.world.game.end_of_level {
        return;
    }
    if s.zone == Some(super::CARNIVAL_NIGHT) {
        ending_pose(cx.world.player);
    }
    if s.flags & flag::TAILS_POSED != 0 {
        return;
    }
    match cx.world.sidekick.as_deref_mut() {
        Some(p) if !can_pose(p) => {}
        Some(p) => {
            s.flags |= flag::TAILS_POSED;
            ending_pose(p);
        }
        None => s.flags |= flag::TAILS_POSED,
    }
}

/// `loc_545C0`: the flying capsule's drift, and its opening.
fn fly(c: &mut Common, s: &mut EggCapsule, cx: &mut ObjCtx) {
    let camera = cx.world.env.camera;
    s.dir = drift_step(s.dir, camera.x as u16, c.pixel_x() as u16);
    let x = (c.pixel_x() as u16).wrapping_add(s.dir as u16);
    set_pixel(&mut c.x, x);
    let marble_garden = s.zone == Some(super::MARBLE_GARDEN);
    c.y = c.y.wrapping_add(drift_y(camera.y as u16, c.pixel_y() as u16, marble_garden));
    if s.flags & flag::PRESSED != 0 {
        c.routine = if marble_garden { 0xE } else { 0xA };
        open(c, s, cx);
    }
    swing_move(c, s);
}

pub fn run(c: &mut Common, s: &mut EggCapsule, cx: &mut ObjCtx) {
    if s.going {
        c.delete();
        return;
    }
    let old_x = c.pixel_x() as i16;
    match c.routine {
        // `loc_54514`.
        0 => {
            c.routine = 2;
            (c.width_pixels, c.y_radius, c.explicit_height) = (SIZE.0, SIZE.1, true);
            (c.mapping_frame, c.collision_flags) = (0, 0);
            if !c.y_flip {
                create_parts(c, cx, Role::Button, &[BUTTON]);
            } else {
                c.routine = 8;
                let camera = cx.world.env.camera;
                set_pixel(&mut c.x, (camera.x + FLYING_START.0) as u16);
                set_pixel(&mut c.y, (camera.y + FLYING_START.1) as u16);
                s.dir = 1;
                swing_setup(c, s);
                create_parts(c, cx, Role::FlyingButton, &[FLYING_BUTTON]);
                create_parts(c, cx, Role::Propeller, &PROPELLERS);
            }
        }
        // `loc_5456A`.
        2 => {
            if s.flags & flag::PRESSED != 0 {
                c.routine = 4;
                open(c, s, cx);
            }
        }
        // `loc_545B4`.
        4 => start_results(c, s, cx, RESULTS_ROUTINE.0),
        // `loc_545BC`.
        6 => tails_end_pose(s, cx),
        8 => fly(c, s, cx),
        // `loc_54640`.
        0xA => {
            start_results(c, s, cx, RESULTS_ROUTINE.1);
            swing_move(c, s);
        }
        // `loc_54652`.
        0xC => {
            tails_end_pose(s, cx);
            swing_move(c, s);
        }
        // `loc_54660` (Marble Garden's `sub_548DA`, not run).
        _ => swing_move(c, s),
    }
    let (d1, d2, d3) = SOLID;
    cx.solid_object(c, SolidBox { half_width: d1, half_height_air: d2, half_height_ground: d3, old_x });
    // `loc_539C4`.
    if cx.out_of_range(c.pixel_x()) {
        s.flags |= flag::GONE;
        s.going = true;
        return;
    }
    c.display();
}

/// The body in `slot`.
fn body<'a>(cx: &'a ObjCtx, slot: u8) -> Option<(&'a Common, &'a EggCapsule)> {
    let o = cx.slots.get(usize::from(slot))?;
    match &o.state {
        State::Sonic3k(Sonic3k::EggCapsule(s)) if !o.common.deleted => Some((&o.common, s)),
        _ => None,
    }
}

fn press(s: &EggCapsulePart, cx: &mut ObjCtx) {
    if let Some(o) = cx.slots.get_mut(usize::from(s.parent))
        && let State::Sonic3k(Sonic3k::EggCapsule(b)) = &mut o.state
    {
        b.flags |= flag::PRESSED;
    }
}

/// `Refresh_ChildPosition`: the body's place plus the offset.
fn follow(c: &mut Common, s: &EggCapsulePart, cx: &ObjCtx) {
    if let Some((p, _)) = body(cx, s.parent) {
        set_pixel(&mut c.x, (p.pixel_x() as u16).wrapping_add(s.dx as u16));
        set_pixel(&mut c.y, (p.pixel_y() as u16).wrapping_add(s.dy as u16));
    }
}

/// `Child_Draw_Sprite2`: drawn, or gone with the body (`$38` bit 4; here too once its slot holds no capsule).
fn child_draw(c: &mut Common, s: &mut EggCapsulePart, cx: &ObjCtx) {
    if body(cx, s.parent).is_none_or(|(_, b)| b.flags & flag::GONE != 0) {
        s.going = true;
        return;
    }
    c.display();
}

/// `sub_5499E` / `loc_549A0`: the button's `SolidObjectFull`.
fn button_solid(c: &mut Common, cx: &mut ObjCtx, d2: i16) {
    let (d1, _, d3) = BUTTON_SOLID;
    let old_x = c.pixel_x() as i16;
    cx.solid_object(c, SolidBox { half_width: d1, half_height_air: d2, half_height_ground: d3, old_x });
}

/// `SetUp_ObjAttributes3` with `word_54A88`.
fn button_setup(c: &mut Common, s: &mut EggCapsulePart) {
    s.started = true;
    (c.width_pixels, c.y_radius, c.explicit_height, c.mapping_frame) =
        (BUTTON_SIZE.0, BUTTON_SIZE.1, true, BUTTON_SIZE.2);
}

/// `loc_54680`, `loc_546A6`: stood on, it sinks 8 and presses.
fn button(c: &mut Common, s: &mut EggCapsulePart, cx: &mut ObjCtx) {
    if !s.started {
        button_setup(c, s);
        return;
    }
    button_solid(c, cx, BUTTON_SOLID.1);
    if !s.active && c.status & (STANDING | P2_STANDING) != 0 {
        s.active = true;
        let y = (c.pixel_y() as u16).wrapping_add(PRESS_DEPTH as u16);
        set_pixel(&mut c.y, y);
        press(s, cx);
    }
    child_draw(c, s, cx);
}

/// `loc_546C2`, `loc_5471E`: under the flying body, pressed from below.
fn flying_button(c: &mut Common, s: &mut EggCapsulePart, cx: &mut ObjCtx) {
    if !s.started {
        c.y_flip = true;
        button_setup(c, s);
        return;
    }
    follow(c, s, cx);
    if s.active {
        button_solid(c, cx, FLYING_BUTTON_D2.1);
    } else {
        button_solid(c, cx, FLYING_BUTTON_D2.0);
        let at = (c.pixel_x() as u16, c.pixel_y() as u16);
        if presses(at, cx.world.player, cx.world.sidekick.as_deref()) {
            s.active = true;
            s.dy = s.dy.wrapping_sub(PRESS_DEPTH);
            press(s, cx);
        }
    }
    child_draw(c, s, cx);
}

/// `loc_54758`, `loc_54766`.
fn propeller(c: &mut Common, s: &mut EggCapsulePart, cx: &mut ObjCtx) {
    if !s.started {
        s.started = true;
        (c.width_pixels, c.y_radius, c.explicit_height, c.mapping_frame) =
            (PROPELLER_SIZE.0, PROPELLER_SIZE.1, true, PROPELLER_SIZE.2);
    }
    follow(c, s, cx);
    super::turbo_spiker::animate_raw(c, &PROPELLER_SPIN);
    child_draw(c, s, cx);
}

/// `loc_5472C`, then `Obj_FlickerMove`.
fn piece(c: &mut Common, s: &mut EggCapsulePart, cx: &mut ObjCtx) {
    if !s.started {
        s.started = true;
        (c.width_pixels, c.y_radius, c.explicit_height) = (PIECE_SIZE, PIECE_SIZE, true);
        let i = usize::from(c.subtype / 2).min(PIECE_FRAMES.len() - 1);
        c.mapping_frame = PIECE_FRAMES[i];
        (c.x_vel, c.y_vel) = PIECE_SPEEDS[i];
        c.display();
        return;
    }
    c.object_move_and_fall();
    let camera_y = cx.world.env.camera.y;
    if cx.out_of_range(c.pixel_x()) || ((c.pixel_y() - camera_y + 0x80) as u16) > 0x200 {
        s.going = true;
        return;
    }
    if crate::objects::s2::lost_rings::vint_runcount(cx.world.game) & 1 != 0 {
        c.display();
    }
}

/// `sub_54A68`: facing the way it moves.
fn face(c: &mut Common) {
    c.x_flip = c.x_vel < 0;
}

/// `loc_547DE`, `Sprite_CheckDelete`: frame 1 while `V_int_run_count` bit 3 is clear, else 0; gone out of range.
fn animal_frame(c: &mut Common, s: &mut EggCapsulePart, cx: &ObjCtx) {
    c.mapping_frame = u8::from(crate::objects::s2::lost_rings::vint_runcount(cx.world.game) & 8 == 0);
    check_delete(c, s, cx);
}

/// `Sprite_CheckDelete`.
fn check_delete(c: &mut Common, s: &mut EggCapsulePart, cx: &ObjCtx) {
    if cx.out_of_range(c.pixel_x()) {
        s.going = true;
        return;
    }
    c.display();
}

/// `loc_54776` (`sub_549C4`), `loc_54794`, `loc_547AA`; flying, `loc_547F2`, `loc_5480C`, `loc_54848`.
fn animal(c: &mut Common, s: &mut EggCapsulePart, cx: &mut ObjCtx) {
    if !s.started {
        s.started = true;
        (c.width_pixels, c.y_radius, c.explicit_height, c.mapping_frame) =
            (ANIMAL_SIZE.0, ANIMAL_SIZE.1, true, ANIMAL_SIZE.2);
        c.y_radius = 8;
        let d0 = c.subtype & 6;
        c.y_vel = ANIMAL_JUMPS[usize::from(d0 / 2)];
        s.jump = c.y_vel;
        let parent = body(cx, s.parent).map(|(p, _)| (p.y_flip, p.pixel_x() as u16));
        if parent.is_some_and(|(flying, _)| flying) {
            s.flying = true;
            s.dy = s.dy.wrapping_add(8);
            c.y_vel = 0;
        }
        s.animal = (d0 & 2) / 2;
        s.wait = i16::from(c.subtype) << 2;
        let parent_x = parent.map_or(0, |(_, x)| x);
        c.x_vel = if c.pixel_x() as u16 >= parent_x { ANIMAL_SPEED } else { -ANIMAL_SPEED };
        face(c);
        c.display();
        return;
    }
    if s.flying {
        if !s.active {
            follow(c, s, cx);
            s.wait = s.wait.wrapping_sub(1);
            if s.wait < 0 {
                s.active = true;
            }
            check_delete(c, s, cx);
            return;
        }
        if s.leaving {
            let x = (c.pixel_x() as u16).wrapping_sub(2);
            set_pixel(&mut c.x, x);
        } else {
            let p = &*cx.world.player;
            let (px, py) = (p.pixel_x() as u16, p.pixel_y() as u16);
            let (max_x, max_y, step, above) = CHASE;
            c.x_vel = chase_axis(c.x_vel, c.pixel_x() as u16, px, step, max_x);
            let ty = py.wrapping_add(above as u16).wrapping_sub(u16::from(c.subtype));
            c.y_vel = chase_axis(c.y_vel, c.pixel_y() as u16, ty, step, max_y);
            c.object_move();
            face(c);
            if !cx.world.game.end_of_level {
                s.leaving = true;
                c.x_flip = true;
            }
        }
        animal_frame(c, s, cx);
        return;
    }
    if !s.active {
        s.wait = s.wait.wrapping_sub(1);
        if s.wait < 0 {
            s.active = true;
        }
        check_delete(c, s, cx);
        return;
    }
    // `MoveSprite_LightGravity`.
    c.object_move();
    c.y_vel = c.y_vel.wrapping_add(ANIMAL_GRAVITY);
    let d1 = crate::objects::runtime::ground::floor_distance(c, cx);
    if d1 < 0 {
        let y = (c.pixel_y() + d1) as u16;
        set_pixel(&mut c.y, y);
        c.y_vel = s.jump;
        let (side, _) = super::spiker::find_sonic_tails(c.pixel_x(), cx.world.player, cx.world.sidekick.as_deref());
        c.x_vel = if cx.world.game.end_of_level && side != 0 { ANIMAL_SPEED } else { -ANIMAL_SPEED };
        face(c);
    }
    animal_frame(c, s, cx);
}

pub fn run_part(c: &mut Common, s: &mut EggCapsulePart, cx: &mut ObjCtx) {
    if s.going {
        c.delete();
        return;
    }
    match s.role {
        Role::Button => button(c, s, cx),
        Role::FlyingButton => flying_button(c, s, cx),
        Role::Propeller => propeller(c, s, cx),
        Role::Piece => piece(c, s, cx),
        Role::Animal => animal(c, s, cx),
    }
}

impl ObjKind for EggCapsule {
    const LIVE_MAPPING_FRAME: bool = true;

    fn make(_id: u8, _subtype: u8, params: [u16; 2]) -> State {
        // The layout entry's zone + 1 (0: none).
        let zone = params[1].checked_sub(1).map(|z| z as u8);
        EggCapsule { zone, ..Default::default() }.into()
    }

    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match c.routine {
            0 => "setting up",
            2 => "waiting for its button",
            4 | 0xA => "open",
            6 | 0xC => "results",
            8 => "flying",
            _ => "open (Marble Garden's end not run)",
        }
    }

    fn name(&self) -> &'static str {
        "egg capsule"
    }
}

impl ObjKind for EggCapsulePart {
    const LIVE_MAPPING_FRAME: bool = true;

    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run_part(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        match self.role {
            Role::Button | Role::FlyingButton => "egg capsule button",
            Role::Propeller => "egg capsule propeller",
            Role::Piece => "egg capsule piece",
            Role::Animal => "animal",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `word_54716`: a flying button at ($3000, $200) takes a player from x $2FE6 to $3019 and y $1E4 to
    /// $21B.
    #[test]
    fn the_flying_buttons_box() {
        let at = (0x3000, 0x200);
        assert!(in_button_range(at, (0x2FE6, 0x1E4)));
        assert!(in_button_range(at, (0x3019, 0x21B)));
        assert!(!in_button_range(at, (0x2FE5, 0x200)));
        assert!(!in_button_range(at, (0x301A, 0x200)));
        assert!(!in_button_range(at, (0x3000, 0x1E3)));
        assert!(!in_button_range(at, (0x3000, 0x21C)));
    }

    /// `loc_546C2`: player 1 must move up and be curled (or be Tails); player 2 only moves up.
    #[test]
    fn who_presses_the_flying_button() {
        let at = (0x3000, 0x200);
        let mut sonic = Player::standing(Character::Sonic, 0x3000, 0x210);
        sonic.y_speed = -0x100;
        assert!(!presses(at, &sonic, None), "not curled");
        sonic.pose = Pose::Roll;
        assert!(presses(at, &sonic, None));
        sonic.y_speed = 0;
        assert!(!presses(at, &sonic, None), "not moving up");
        let mut tails = Player::standing(Character::Tails, 0x3000, 0x210);
        tails.y_speed = -1;
        assert!(presses(at, &tails, None), "Tails as player 1, uncurled");
        let mut knuckles = Player::standing(Character::Knuckles, 0x3000, 0x210);
        knuckles.y_speed = -1;
        assert!(presses(at, &sonic, Some(&knuckles)), "player 2 moving up, uncurled");
        knuckles.x = 0x2000 << 8;
        assert!(!presses(at, &sonic, Some(&knuckles)));
    }

    /// `loc_545C0`: going right it turns once past camera x + $110, going left at or before + $30; it drifts
    /// $4000 (¼ px) a frame towards camera y + $40 (+ $20 in Marble Garden), up when level with it.
    #[test]
    fn the_flying_capsule_drifts() {
        assert_eq!(drift_step(1, 0x4000, 0x4110), 1);
        assert_eq!(drift_step(1, 0x4000, 0x4111), -1);
        assert_eq!(drift_step(-1, 0x4000, 0x4031), -1);
        assert_eq!(drift_step(-1, 0x4000, 0x4030), 1);
        assert_eq!(drift_y(0x100, 0x13F, false), 0x40);
        assert_eq!(drift_y(0x100, 0x140, false), -0x40);
        assert_eq!(drift_y(0x100, 0x11F, true), 0x40);
        assert_eq!(drift_y(0x100, 0x120, true), -0x40);
        assert_eq!((FLYING_START, SWING, OPEN_WAIT), ((0xA0, -0x40), (0xC0, 0x10), 0x40));
    }

    /// `sub_54946`: $10 a frame towards the target, kept within ±max (a step past it is not taken).
    #[test]
    fn a_flying_animal_chases() {
        assert_eq!(chase_axis(0, 0x100, 0x200, 0x10, 0x300), 0x10);
        assert_eq!(chase_axis(0, 0x200, 0x100, 0x10, 0x300), -0x10);
        assert_eq!(chase_axis(0x2F0, 0x100, 0x200, 0x10, 0x300), 0x300);
        assert_eq!(chase_axis(0x300, 0x100, 0x200, 0x10, 0x300), 0x300);
        assert_eq!(chase_axis(-0x100, 0x200, 0x100, 0x10, 0x100), -0x100);
        assert_eq!(chase_axis(-0x100, 0x100, 0x100, 0x10, 0x100), -0xF0, "level: towards (bhs)");
    }

    /// s3.asm's tables: `byte_549BE`, `Obj_VelocityIndex` 1–5, `word_54A58`, `ChildObjDat_54AE4`'s first nine.
    #[test]
    fn the_tables() {
        assert_eq!(PIECE_FRAMES, [2, 3, 0xA, 4, 0xB]);
        assert_eq!(PIECE_SPEEDS[0], (0x100, -0x100));
        assert_eq!(PIECE_SPEEDS[4], (0x300, -0x200));
        assert_eq!(ANIMAL_JUMPS, [-0x380, -0x300, -0x280, -0x200]);
        assert_eq!(ANIMALS.len(), 9);
        assert_eq!((SOLID, BUTTON_SOLID, FLYING_BUTTON_D2), ((0x2B, 0x18, 0x18), (0x1B, 8, 9), (6, 5)));
    }
}
