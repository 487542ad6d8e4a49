//! The Angel Island miniboss's other children (skdisasm s3.asm, after `Obj_AIZMinibossCutscene`): what both
//! crafts ([`super::aiz_miniboss`]) make as they come down (`loc_464D0`, `loc_469D8`) and at their end.
//!
//! - The exhaust flame (`loc_4660E`, `ChildObjDat_46F72`: $20 px under the body): hurts (touch $9C, the fire
//!   shield keeps it off), flickers between frames 1 and 2 (`Animate_Raw` `byte_4703C`); no longer touchable once
//!   the last hit set the body's `status` bit 7 (`loc_46638`, `Child_DrawTouch_Sprite2`).
//! - The cockpit (`loc_4665A`, (−$24, 8), frame 6): drawn only.
//! - Three arms (`ChildObjDat_46F88` / `ChildObjDat_46F9C`: (0, −$20), (9, −$1C), ($12, −$18)). The cutscene's
//!   (`loc_4667C`) wait for the body's `$38` bit 1 (set as it swings, `loc_4650E`), then 0, $10, $20 frames
//!   (`word_46DEC` by subtype), open (`byte_47045`) and fire four bombs $1D frames apart (`loc_46706`: the
//!   second a falling one, `ChildObjDat_46FBE`, the others `ChildObjDat_46FB0`), each with a muzzle flash
//!   (`loc_4675A`, `byte_47055`), and close (`byte_4704C`). The fight's (`loc_46B54`) fire one falling bomb on
//!   the same bit, which Sonic 3 never sets (`loc_46A22`: `_unkFA80+1`), and clear it.
//! - The bombs (`sub_467AA`: touch $98, up at −$400 for $61 frames, then 9 frames out of sight): the cutscene's
//!   (`loc_46794`) come down at $400 from $20 above the screen at one of five columns (`loc_46E02`: the arm's
//!   `$39` stepped by 4 picks the column, `byte_46E4C` / `byte_46E5C` by its facing) for $61 frames, drawn only
//!   (`Draw_Sprite`: they never touch). The falling ones (`loc_46BD8`) are touchable (`Child_DrawTouch_Sprite`)
//!   unless their arm is the cutscene's (`loc_46BF6`: touch cleared), wait 0/$20/$40 frames more
//!   (`word_46E46`), fall at $400 until the floor (`ObjHitFloor_DoRoutine`, `y_radius` 8) and burst into seven
//!   explosions (`loc_46CAE`, `ChildObjDat_46FEE`: touch $97 when the bomb had its touch; each
//!   (12 − subtype) × 2 frames out of sight, then `AniRaw_BossExplosion`).
//! - The pieces (`loc_46DB6`, `ChildObjDat_47022`, made as the end sign begins, `loc_46B44`): four flung off at
//!   (∓$200, −$200), (∓$300, −$200) (`Set_IndexedVelocity` 8), falling (`Obj_FlickerMove`), drawn every other
//!   frame, deleted off screen.
//!
//! - The cutscene's six small crafts in the background (`loc_46D18`, made as the arena closes, `loc_46490`):
//!   from the camera's x − $20 … −$68 at y $310–$328, out of sight $200, $180 or $100 frames, then flying right
//!   at that speed.
//!
//! Every child of the body is deleted once the body's `$38` bit 4 is set (`Child_Draw_Sprite2`: the end sign,
//! `Obj_EndSignControl`, or the cutscene gone, `Go_Delete_Sprite_2`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, ObjKind, State};
use crate::objects::s3k::aiz_miniboss::{Body, Phase};
use crate::objects::s3k::id;
use crate::objects::s3k::kinds::Sonic3k;

/// `word_46F20`: the exhaust flame's touch (hurts, size $1C).
pub const EXHAUST_TOUCH: u8 = 0x9C;
/// `word_46F40`: a bomb's touch (hurts, size $18).
pub const BOMB_TOUCH: u8 = 0x98;
/// `ObjDat3_46F48`: an explosion's touch (hurts, size $17).
pub const BLAST_TOUCH: u8 = 0x97;
/// `ChildObjDat_46F72`: the exhaust flame and the cockpit.
pub const EXHAUST_AT: (i8, i8) = (0, 0x20);
pub const COCKPIT_AT: (i8, i8) = (-0x24, 8);
/// `ChildObjDat_46F88` / `ChildObjDat_46F9C`: the arms.
pub const ARMS: [(i8, i8); 3] = [(0, -0x20), (9, -0x1C), (0x12, -0x18)];

/// `loc_464D0` / `loc_469D8`: `ChildObjDat_46F72` (the exhaust flame, the cockpit), then the three arms
/// (`ChildObjDat_46F88`, the cutscene's; `ChildObjDat_46F9C`, the fight's).
pub fn create_craft(c: &Common, cx: &mut ObjCtx, fight: bool) {
    create(c, cx, &[(Role::Exhaust, EXHAUST_AT), (Role::Cockpit, COCKPIT_AT)]);
    let arm = if fight { Role::FightArm } else { Role::Arm };
    create(c, cx, &ARMS.map(|at| (arm, at)));
}

/// `word_46D66`, `word_46D72`, `word_46D7E`, `byte_46D96`: the cutscene's six background crafts' x from the
/// camera's, y, speed (and wait) and frame, by subtype / 2.
pub const CRAFTS: [(i32, i32, i16, u8); 6] = [
    (-0x20, 0x310, 0x200, 0),
    (-0x68, 0x310, 0x200, 0),
    (-0x10, 0x31C, 0x180, 1),
    (-0x58, 0x31C, 0x180, 1),
    (-8, 0x328, 0x100, 2),
    (-0x50, 0x328, 0x100, 2),
];

/// `loc_46490`: `ChildObjDat_46F80` (`CreateChild3_NormalRepeated`), the six background crafts.
pub fn create_crafts(c: &Common, cx: &mut ObjCtx) {
    create(c, cx, &[(Role::Craft, (0, 0)); 6]);
}

/// `loc_46B44`: `ChildObjDat_47022`, the four pieces.
pub fn create_pieces(c: &Common, cx: &mut ObjCtx) {
    create(c, cx, &PIECES.map(|at| (Role::Piece, at)));
}
/// `ChildObjDat_46FEE`: a falling bomb's seven explosions.
pub const BLASTS: [(i8, i8); 7] = [(0, -0x24), (8, -0x1C), (-8, -0x1C), (4, -0x14), (-4, -0x14), (4, -4), (-4, -4)];
/// `ChildObjDat_47022`: the pieces at the end.
pub const PIECES: [(i8, i8); 4] = [(-0x10, -8), (0xC, -0x10), (-0x10, 0x14), (0x10, 0xC)];
/// `Obj_VelocityIndex` from entry 2 (`Set_IndexedVelocity` with 8): the pieces' speeds by subtype / 2.
pub const PIECE_SPEEDS: [(i16, i16); 4] = [(-0x200, -0x200), (0x200, -0x200), (-0x300, -0x200), (0x300, -0x200)];
/// `word_46DEC`: each arm's delay before it opens.
pub const ARM_DELAYS: [i16; 3] = [0, 0x10, 0x20];
/// `word_46E46`: each falling bomb's extra wait above the screen (by its arm's subtype).
pub const DROP_DELAYS: [i16; 3] = [0, 0x20, 0x40];
/// `byte_46E4C`, `byte_46E5C`: the column (of `word_46E6C` / `word_46E76`) by arm and `$39`.
const COLUMNS_LEFT: [u8; 16] = [2, 3, 4, 0, 0, 2, 4, 0, 1, 3, 4, 0, 0, 1, 4, 0];
const COLUMNS_RIGHT: [u8; 16] = [3, 2, 0, 0, 4, 3, 1, 0, 4, 2, 0, 0, 3, 2, 1, 0];
/// `word_46E6C`, `word_46E76`: the columns' x from the camera's.
const COLUMN_X_LEFT: [i32; 5] = [0x24, 0x4C, 0x74, 0x9C, 0xC4];
const COLUMN_X_RIGHT: [i32; 5] = [0x7C, 0xA4, 0xCC, 0xF4, 0x11C];

/// `Animate_RawMultiDelay` scripts as (frame, delay) pairs (the first is never shown).
const ARM_OPEN: [(u8, u8); 3] = [(3, 5), (4, 5), (5, 0x17)];
const ARM_CLOSE: [(u8, u8); 4] = [(5, 0x17), (5, 0x17), (4, 5), (3, 5)];
const MUZZLE: [(u8, u8); 6] = [(7, 1), (7, 1), (8, 1), (9, 3), (0xA, 3), (0xB, 3)];
const BLAST: [(u8, u8); 7] = [(0, 0), (0, 1), (1, 1), (2, 2), (3, 3), (4, 4), (5, 4)];
/// `Animate_Raw` scripts: (delay, frames), then $FC (back to the first frame).
const EXHAUST_FRAMES: (u8, [u8; 2]) = (1, [1, 2]);
const BOMB_FRAMES: (u8, [u8; 2]) = (1, [0xC, 0xD]);

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Role {
    /// `loc_4660E`.
    #[default]
    Exhaust,
    /// `loc_4665A`.
    Cockpit,
    /// `loc_4667C`: the cutscene's.
    Arm,
    /// `loc_46B54`: the fight's.
    FightArm,
    /// `loc_4675A`.
    Muzzle,
    /// `loc_46794`.
    Bomb,
    /// `loc_46BD8`.
    DropBomb,
    /// `loc_46CAE`.
    Blast,
    /// `loc_46DB6`.
    Piece,
    /// `loc_46D18`: one of the six small crafts behind the cutscene.
    Craft,
}

/// What `Obj_Wait` / the script's end runs (`$34(a0)`), by label.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Next {
    #[default]
    None,
    /// `Go_Delete_Sprite`.
    Delete,
    /// `loc_466D4` / `loc_46B9A`: open.
    Open,
    /// `loc_466F2`: the cutscene arm's shots.
    Shots,
    /// `loc_46706`: a shot.
    Shot,
    /// `loc_46752`.
    Closed,
    /// `loc_46BA6`: the fight arm's shot.
    FightShot,
    /// `loc_46BC6`.
    FightBack,
    /// `loc_467EA` / `loc_46C2C`: out of sight.
    Hold,
    /// `loc_46800` / `loc_46C42`: above the screen.
    Drop,
    /// `loc_46C6E`.
    Fall,
    /// `loc_46C96`.
    Burst,
    /// `loc_46CF0`.
    Show,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Script {
    #[default]
    None,
    ArmOpen,
    ArmClose,
    Muzzle,
    Blast,
}

impl Script {
    fn pairs(self) -> &'static [(u8, u8)] {
        match self {
            Script::None => &[],
            Script::ArmOpen => &ARM_OPEN,
            Script::ArmClose => &ARM_CLOSE,
            Script::Muzzle => &MUZZLE,
            Script::Blast => &BLAST,
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AizMinibossPart {
    pub role: Role,
    /// `parent3`: the body's slot (the arm's for a muzzle or bomb, the bomb's for an explosion).
    pub parent: u8,
    /// `child_dx`, `child_dy`.
    pub dx: i8,
    pub dy: i8,
    /// `$2E(a0)`, `$34(a0)`.
    pub wait: i16,
    pub next: Next,
    /// `$39(a0)`: an arm's shots left (the bombs step it by 4 to pick their column).
    pub count: i8,
    /// `$38(a0)` bit 1 (the fight arm firing).
    pub firing: bool,
    /// `$30(a0)`, `anim_frame`, `anim_frame_timer`.
    pub script: Script,
    pub anim_frame: u8,
    pub timer: i8,
    /// The object's own `collision_flags`.
    pub touch: u8,
    /// `Go_Delete_Sprite` ran: deleted at its next run.
    pub going: bool,
}

impl AizMinibossPart {
    pub fn new(role: Role, parent: usize, (dx, dy): (i8, i8)) -> Self {
        AizMinibossPart { role, parent: parent as u8, dx, dy, ..Default::default() }
    }
}

/// `CreateChild1_Normal`: `parts` in the free slots after the running object, subtypes 0, 2, 4, …, each at its
/// offset from `c`; the first that finds no slot stops it. Returns whether all were made.
pub fn create(c: &Common, cx: &mut ObjCtx, parts: &[(Role, (i8, i8))]) -> bool {
    let parent = cx.current();
    for (i, &(role, (dx, dy))) in parts.iter().enumerate() {
        let (x, y) = (c.pixel_x() + i32::from(dx), c.pixel_y() + i32::from(dy));
        let common = Common::new(id::SONIC3K, (2 * i) as u8, x, y, false, false);
        let state = AizMinibossPart::new(role, parent, (dx, dy));
        if cx.spawn_after(Obj { common, state: state.into() }).is_none() {
            return false;
        }
    }
    true
}

/// The body in `slot`: its common and state, `None` when the slot holds no craft.
fn body<'a>(cx: &'a ObjCtx, slot: u8) -> Option<(&'a Common, &'a Body)> {
    let o = cx.slots.get(usize::from(slot))?;
    match &o.state {
        State::Sonic3k(Sonic3k::AizMiniboss(s)) => Some((&o.common, &s.0)),
        State::Sonic3k(Sonic3k::AizMinibossCutscene(s)) => Some((&o.common, &s.0)),
        _ => None,
    }
}

/// The body's `$38` bit 4: the end sign began (`Obj_EndSignControl`) or the body is gone (`Go_Delete_Sprite_2`).
fn body_gone(cx: &ObjCtx, slot: u8) -> bool {
    body(cx, slot).is_none_or(|(c, b)| c.deleted || matches!(b.phase, Phase::EndSignWait | Phase::Signpost))
}

/// `Refresh_ChildPositionAdjusted`: the parent's position plus the offset, mirrored as the parent faces.
fn follow(c: &mut Common, s: &AizMinibossPart, cx: &ObjCtx) {
    let Some(parent) = cx.slots.get(usize::from(s.parent)) else { return };
    let p = &parent.common;
    let dx = if p.x_flip { -i32::from(s.dx) } else { i32::from(s.dx) };
    let dy = if p.y_flip { -i32::from(s.dy) } else { i32::from(s.dy) };
    c.x_flip = p.x_flip;
    c.y_flip = p.y_flip;
    crate::objects::runtime::object::set_pixel(&mut c.x, (p.pixel_x() + dx) as u16);
    crate::objects::runtime::object::set_pixel(&mut c.y, (p.pixel_y() + dy) as u16);
}

/// `Animate_RawMultiDelay`: `Some(true)` when a new frame shows, `Some(false)` at the script's end ($F4: the
/// caller runs `$34`; `anim_frame` back to 0), `None` while the frame holds.
fn animate_multi(c: &mut Common, s: &mut AizMinibossPart) -> Option<bool> {
    s.timer = s.timer.wrapping_sub(1);
    if s.timer >= 0 {
        return None;
    }
    s.anim_frame = s.anim_frame.wrapping_add(2);
    match s.script.pairs().get(usize::from(s.anim_frame / 2)) {
        Some(&(frame, delay)) => {
            c.mapping_frame = frame;
            s.timer = delay as i8;
            Some(true)
        }
        None => {
            s.timer = 0;
            s.anim_frame = 0;
            Some(false)
        }
    }
}

/// `Animate_Raw` on a (delay, two frames, $FC) script.
fn animate_raw(c: &mut Common, s: &mut AizMinibossPart, (delay, frames): (u8, [u8; 2])) {
    s.timer = s.timer.wrapping_sub(1);
    if s.timer >= 0 {
        return;
    }
    s.anim_frame = s.anim_frame.wrapping_add(1);
    s.timer = delay as i8;
    match frames.get(usize::from(s.anim_frame)) {
        Some(&f) => c.mapping_frame = f,
        None => {
            c.mapping_frame = frames[0];
            s.anim_frame = 0;
        }
    }
}

/// `Obj_Wait`: true when the timer ran out (the caller then runs `$34`).
fn wait(s: &mut AizMinibossPart) -> bool {
    s.wait = s.wait.wrapping_sub(1);
    s.wait < 0
}

/// The frame's end: drawn (or not), touchable next frame only when drawn with its touch.
fn draw(c: &mut Common, drawn: bool, touch: u8) {
    c.collision_flags = touch;
    if drawn {
        c.display();
    }
}

pub fn run(c: &mut Common, s: &mut AizMinibossPart, cx: &mut ObjCtx) {
    if s.going {
        c.delete();
        return;
    }
    match s.role {
        Role::Exhaust => exhaust(c, s, cx),
        Role::Cockpit => {
            if body_gone(cx, s.parent) {
                return gone(c, s);
            }
            follow(c, s, cx);
            if c.routine == 0 {
                c.routine = 2;
                c.width_pixels = 4;
                c.mapping_frame = 6;
            }
            draw(c, true, 0);
        }
        Role::Arm | Role::FightArm => arm(c, s, cx),
        Role::Muzzle => {
            follow(c, s, cx);
            if c.routine == 0 {
                // `loc_46778`.
                c.routine = 2;
                c.width_pixels = 8;
                c.mapping_frame = 7;
                s.script = Script::Muzzle;
                s.next = Next::Delete;
            } else if animate_multi(c, s) == Some(false) {
                s.going = true;
            }
            draw(c, true, 0);
        }
        Role::Bomb | Role::DropBomb => bomb(c, s, cx),
        Role::Blast => blast(c, s, cx),
        Role::Piece => piece(c, cx),
        Role::Craft => craft(c, s, cx),
    }
}

/// `loc_46D18`: placed from the camera, out of sight for as many frames as its speed, then flying right
/// (`loc_46DAA`) until the cutscene's craft is gone (`Child_Draw_Sprite2`).
fn craft(c: &mut Common, s: &mut AizMinibossPart, cx: &mut ObjCtx) {
    c.collision_flags = 0;
    match c.routine {
        0 => {
            c.routine = 2;
            c.width_pixels = 0x10;
            let (dx, y, speed, frame) = CRAFTS[usize::from(c.subtype / 2).min(5)];
            let x = cx.world.env.camera.x + dx;
            crate::objects::runtime::object::set_pixel(&mut c.x, x as u16);
            crate::objects::runtime::object::set_pixel(&mut c.y, y as u16);
            c.x_vel = speed;
            s.wait = speed;
            c.mapping_frame = frame;
        }
        // `loc_46D9C`: `Obj_Wait`, then `loc_46DA2`.
        2 => {
            if wait(s) {
                c.routine = 4;
            }
        }
        _ => {
            c.object_move();
            if body_gone(cx, s.parent) {
                return gone(c, s);
            }
            c.display();
        }
    }
}

/// `Go_Delete_Sprite_2` from `Child_Draw_Sprite2`: not drawn, deleted at its next run.
fn gone(c: &mut Common, s: &mut AizMinibossPart) {
    s.going = true;
    c.collision_flags = 0;
}

/// `loc_4660E`, `loc_46638`: follows the body, burns, `Child_DrawTouch_Sprite2`.
fn exhaust(c: &mut Common, s: &mut AizMinibossPart, cx: &mut ObjCtx) {
    follow(c, s, cx);
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x28;
        c.mapping_frame = 2;
        s.touch = EXHAUST_TOUCH;
    } else {
        animate_raw(c, s, EXHAUST_FRAMES);
    }
    if body_gone(cx, s.parent) {
        return gone(c, s);
    }
    // The last hit set the body's `status` bit 7: off the touch list, its own touch cleared.
    if body(cx, s.parent).is_some_and(|(b, _)| b.status & 0x80 != 0) {
        s.touch = 0;
    }
    draw(c, true, s.touch);
}

/// `loc_4667C` (the cutscene's) and `loc_46B54` (the fight's), then `Child_Draw_Sprite2`.
fn arm(c: &mut Common, s: &mut AizMinibossPart, cx: &mut ObjCtx) {
    follow(c, s, cx);
    let fires = body(cx, s.parent).is_some_and(|(_, b)| b.flags & 2 != 0);
    let fight = s.role == Role::FightArm;
    match c.routine {
        // `loc_466A4`.
        0 => {
            c.routine = 2;
            c.width_pixels = 8;
            c.mapping_frame = 3;
        }
        // `loc_466AE` / `loc_46B7A`: the body's bit 1; then `loc_46DDE`.
        2 => {
            if fires {
                c.routine = 4;
                s.next = Next::Open;
                s.wait = ARM_DELAYS[usize::from(c.subtype / 2).min(2)];
            }
        }
        4 => {
            if wait(s) {
                call(c, s, cx);
            }
        }
        6 if !fight => {
            if animate_multi(c, s) == Some(false) {
                call(c, s, cx);
            }
        }
        // `loc_4672C`.
        8 if !fight => {
            if wait(s) {
                call(c, s, cx);
            }
            if s.count < 0 {
                c.routine = 0xA;
                s.script = Script::ArmClose;
                s.next = Next::Closed;
            }
        }
        0xA if !fight => {
            if animate_multi(c, s) == Some(false) {
                call(c, s, cx);
            }
        }
        0xC if !fight => {}
        // The fight's 6 and 8: `Animate_RawMultiDelay`.
        _ => {
            if fight && animate_multi(c, s) == Some(false) {
                call(c, s, cx);
            }
        }
    }
    if body_gone(cx, s.parent) {
        return gone(c, s);
    }
    draw(c, true, 0);
}

/// An arm's `$34`.
fn call(c: &mut Common, s: &mut AizMinibossPart, cx: &mut ObjCtx) {
    match s.next {
        Next::Open => {
            // `loc_466D4` / `loc_46B9A`, `loc_466DC`.
            s.next = if s.role == Role::FightArm { Next::FightShot } else { Next::Shots };
            c.routine = 6;
            s.script = Script::ArmOpen;
        }
        Next::Shots => {
            c.routine = 8;
            s.count = 3;
            s.next = Next::Shot;
            shot(c, s, cx);
        }
        Next::Shot => shot(c, s, cx),
        Next::Closed => c.routine = 0xC,
        Next::FightShot => {
            c.routine = 8;
            s.next = Next::FightBack;
            s.script = Script::ArmClose;
            fire(c, cx, Role::DropBomb);
        }
        Next::FightBack => {
            c.routine = 2;
            if let Some(State::Sonic3k(Sonic3k::AizMiniboss(b))) =
                cx.slots.get_mut(usize::from(s.parent)).map(|o| &mut o.state)
            {
                b.0.flags &= !2;
            }
        }
        _ => {}
    }
}

/// `loc_46706`: the next shot $1D frames on; the third from the end a falling bomb.
fn shot(c: &mut Common, s: &mut AizMinibossPart, cx: &mut ObjCtx) {
    s.wait = 0x1C;
    s.count = s.count.wrapping_sub(1);
    fire(c, cx, if s.count == 1 { Role::DropBomb } else { Role::Bomb });
}

/// `ChildObjDat_46FB0` / `ChildObjDat_46FBE`: a muzzle flash and a bomb, (0, 4) from the arm.
fn fire(c: &Common, cx: &mut ObjCtx, bomb: Role) {
    create(c, cx, &[(Role::Muzzle, (0, 4)), (bomb, (0, 4))]);
}

/// `loc_46E02`: the arm's `$39` stepped by 4 picks the column (by the arm's subtype and facing); x from the
/// camera, down at $400. Returns the arm's subtype.
fn column(c: &mut Common, s: &AizMinibossPart, cx: &mut ObjCtx) -> u8 {
    let camera_x = cx.world.env.camera.x;
    let Some(arm) = cx.slots.get_mut(usize::from(s.parent)) else { return 0 };
    let (subtype, flip) = (arm.common.subtype, arm.common.x_flip);
    let State::Sonic3k(Sonic3k::AizMinibossPart(a)) = &mut arm.state else { return subtype };
    a.count = a.count.wrapping_add(4);
    let i = usize::from(subtype / 2) + (a.count as u8 & 0xC) as usize;
    let (columns, xs) = if flip { (&COLUMNS_RIGHT, &COLUMN_X_RIGHT) } else { (&COLUMNS_LEFT, &COLUMN_X_LEFT) };
    let x = xs[usize::from(columns[i])] + camera_x;
    crate::objects::runtime::object::set_pixel(&mut c.x, x as u16);
    c.y_vel = 0x400;
    subtype
}

/// `loc_46794` / `loc_46BD8`.
fn bomb(c: &mut Common, s: &mut AizMinibossPart, cx: &mut ObjCtx) {
    let drop = s.role == Role::DropBomb;
    let routine = c.routine;
    match (drop, routine) {
        // `sub_467AA`.
        (_, 0) => {
            c.routine = 2;
            c.width_pixels = 8;
            c.mapping_frame = 0xC;
            s.touch = BOMB_TOUCH;
            s.next = Next::Hold;
            c.y_vel = -0x400;
            s.wait = 0x60;
            if drop {
                // `loc_46BF6`: the cutscene's arm (`loc_4667C`) makes it harmless.
                let cutscene = cx.slots.get(usize::from(s.parent)).is_some_and(
                    |o| matches!(&o.state, State::Sonic3k(Sonic3k::AizMinibossPart(a)) if a.role == Role::Arm),
                );
                if cutscene {
                    s.touch = 0;
                }
                c.y_radius = 8;
            }
        }
        // `Move_AnimateRaw_Wait` (`loc_467DE`; the falling bomb's `loc_46C1A` the same).
        (_, 2) | (false, 6) => {
            c.object_move();
            animate_raw(c, s, BOMB_FRAMES);
            if wait(s) {
                bomb_next(c, s, cx);
            }
        }
        // `loc_464CA` / `loc_46C68`: `Obj_Wait`.
        (_, 4) | (true, 6) => {
            if wait(s) {
                bomb_next(c, s, cx);
            }
        }
        // `loc_46C84`: `ObjHitFloor_DoRoutine`.
        _ => {
            animate_raw(c, s, BOMB_FRAMES);
            c.object_move();
            let d = crate::objects::runtime::ground::floor_distance(c, cx);
            if d <= 0 {
                c.y = c.y.wrapping_add(d << 8);
                bomb_next(c, s, cx);
            }
        }
    }
    // The rising bomb is not drawn while it waits out of sight (`loc_464CA`); the falling one is drawn and on
    // the touch list every frame (`Child_DrawTouch_Sprite`), the other never touches (`Draw_Sprite`).
    let drawn = drop || routine != 4;
    draw(c, drawn, if drop { s.touch } else { 0 });
}

/// A bomb's `$34`.
fn bomb_next(c: &mut Common, s: &mut AizMinibossPart, cx: &mut ObjCtx) {
    match s.next {
        Next::Hold => {
            c.routine = 4;
            s.wait = 8;
            s.next = Next::Drop;
        }
        Next::Drop => {
            c.routine = 6;
            c.y_flip = true;
            let camera_y = cx.world.env.camera.y;
            let subtype = column(c, s, cx);
            if s.role == Role::DropBomb {
                s.next = Next::Fall;
                s.wait = DROP_DELAYS[usize::from(subtype / 2).min(2)];
            } else {
                s.next = Next::Delete;
                s.wait = 0x60;
            }
            crate::objects::runtime::object::set_pixel(&mut c.y, (camera_y - 0x20) as u16);
        }
        Next::Fall => {
            c.routine = 8;
            s.next = Next::Burst;
        }
        Next::Burst => {
            create(c, cx, &BLASTS.map(|at| (Role::Blast, at)));
            s.going = true;
        }
        _ => s.going = true,
    }
}

/// `loc_46CAE`: out of sight (12 − subtype) × 2 frames, then `AniRaw_BossExplosion`.
fn blast(c: &mut Common, s: &mut AizMinibossPart, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            c.routine = 2;
            c.width_pixels = 0xC;
            s.touch = BLAST_TOUCH;
            let bomb_touch = cx.slots.get(usize::from(s.parent)).is_some_and(|o| o.common.collision_flags != 0);
            if !bomb_touch {
                s.touch = 0;
            }
            s.script = Script::Blast;
            s.next = Next::Show;
            s.wait = (0xC - i16::from(c.subtype)) * 2;
            draw(c, false, 0);
        }
        2 => {
            if wait(s) {
                c.routine = 4;
                s.next = Next::Delete;
            }
            draw(c, false, 0);
        }
        _ => {
            if animate_multi(c, s) == Some(false) {
                s.going = true;
            }
            draw(c, true, s.touch);
        }
    }
}

/// `loc_46DB6`, then `Obj_FlickerMove`.
fn piece(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x10;
        c.mapping_frame = 0xE + c.subtype / 2;
        let (vx, vy) = PIECE_SPEEDS[usize::from(c.subtype / 2).min(3)];
        c.x_vel = if c.x_flip { -vx } else { vx };
        c.y_vel = vy;
        return draw(c, false, 0);
    }
    c.object_move_and_fall();
    let camera_y = cx.world.env.camera.y;
    let below = (c.pixel_y() - camera_y + 0x80) as u16 > 0x200;
    if cx.out_of_range(c.pixel_x()) || below {
        c.delete();
        return draw(c, false, 0);
    }
    let vint = crate::objects::s2::lost_rings::vint_runcount(cx.world.game);
    draw(c, vint & 1 != 0, 0);
}

impl ObjKind for AizMinibossPart {
    const MAY_MOVE_PLAYERS: bool = false;

    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    /// The exhaust flame is fire (`bset #4,shield_reaction(a0)`); a bomb and its explosions are not.
    fn shield_reaction(&self, _c: &Common) -> u8 {
        if self.role == Role::Exhaust { crate::player::moves::reaction::FIRE } else { 0 }
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match (self.role, c.routine) {
            (Role::Arm | Role::FightArm, 2) => "closed",
            (Role::Arm | Role::FightArm, 8) => "firing",
            (Role::Bomb | Role::DropBomb, 2) => "rising",
            (Role::Bomb | Role::DropBomb, 4) => "above the screen",
            (Role::Bomb | Role::DropBomb, _) => "falling",
            _ => "",
        }
    }

    fn name(&self) -> &'static str {
        match self.role {
            Role::Exhaust => "AIZ miniboss exhaust flame",
            Role::Cockpit => "AIZ miniboss cockpit",
            Role::Arm | Role::FightArm => "AIZ miniboss arm",
            Role::Muzzle => "AIZ miniboss muzzle flash",
            Role::Bomb | Role::DropBomb => "AIZ miniboss bomb",
            Role::Blast => "AIZ miniboss bomb explosion",
            Role::Piece => "AIZ miniboss piece",
            Role::Craft => "AIZ miniboss background craft",
        }
    }
}
