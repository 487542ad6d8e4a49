//! Angel Island's, Hydrocity's and Marble Garden's breakable wall (skdisasm s3.asm `Obj_BreakableWall` with
//! `Current_zone` 0, 1 or 2 — Hydrocity's $20 high, 8 pieces with `word_1FC32`/`word_1FC52` (`Map - Breakable
//! Wall.asm` of HCZ: frames 1 and 3 have 8), its frame 2 Knuckles' wall (below); Marble Garden's $20 px
//! wide, $14 pieces with `word_1FCC2`/`word_1FC72`, its frame 2 the spinning top's wall (below), its subtypes with
//! bit 4 not yet —: `loc_1F6E0`,
//! `loc_1F844`–`loc_1F96E`, `BreakObjectToPieces`, the speeds `word_1FBE2`/`word_1FC0A`, the piece counts of
//! `Map - Breakable Wall.asm`; the side test is the breakable rock's, [`super::breakable_rock`]).
//!
//! Frame `subtype & $F`, a `SolidObjectFull` $1B px either side ($10 + $B), $28 high ($29 on the ground).
//! Subtype bit 7: never broken by a player; gone once `Level_trigger_array`'s first flag is set (checked as it
//! loads and every frame). Otherwise a player against its side breaks it when he is Super, or Knuckles, or
//! pushing it (or, player 1, with the fire shield, pushing or not) rolling at 4.5 px a frame or more (his X
//! Speed from before this frame's `SolidObjectFull`; player 2 only pushing and rolling): he keeps that speed
//! (X and Ground), is set 4 px back on his side, stops pushing, and the wall becomes its next frame's ten pieces
//! — itself the first, the others in the free slots after it — flying at `word_1FBE2`'s speeds (he was on its
//! right) or `word_1FC0A`'s (on its left), each `MoveSprite2` plus $70 Y Speed a frame, deleted the first frame
//! it runs off screen. When player 1 breaks it a rolling player 2 pushing it too keeps his speed. It unloads
//! out of range (`Sprite_OnScreen_Test`).
//!
//! Hydrocity's frame 2 (`loc_1FAEC`, Hydrocity 2's one at ($3A18, $660)) is Knuckles' wall: $18 px wide
//! ($23 either side), $20 high, and only Knuckles (`character_id` 2) breaks it — by pushing it, at any speed,
//! rolling or not (player 1 first; a Knuckles player 2 pushing it too then keeps his speed); everyone else it
//! stays solid for. It breaks into frame 3's 8 pieces at Hydrocity's speeds as above.
//!
//! Marble Garden's frame 2 (`loc_1FA02`, act 1's one at ($1B60, $968)) is the spinning top's wall: solid for
//! all; a player touching its side with `status_tertiary` bit 6 — set by `SolidObjectFull` when the spinning top
//! he rides is stopped by a side — breaks it (see `top_wall`).

use crate::math::{add_px, px};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, P2_PUSHING, PUSHING, State};
use crate::objects::runtime::solid::Contact;
use crate::objects::s3k::breakable_rock::{breaks_side, solid_full};
use crate::player::{Player, Pose};

/// `width_pixels`, `height_pixels`.
pub const WIDTH: u8 = 0x10;
pub const HEIGHT: u8 = 0x28;
/// `word_1FBE2`: the pieces' speeds when the breaker was on its right.
pub const SPEEDS_RIGHT: [(i16, i16); 10] = [
    (0x400, -0x500),
    (0x600, -0x600),
    (0x600, -0x100),
    (0x800, -0x200),
    (0x680, 0),
    (0x880, 0),
    (0x600, 0x100),
    (0x800, 0x200),
    (0x400, 0x500),
    (0x600, 0x600),
];
/// `word_1FC0A`: on its left.
pub const SPEEDS_LEFT: [(i16, i16); 10] = [
    (-0x600, -0x600),
    (-0x400, -0x500),
    (-0x800, -0x200),
    (-0x600, -0x100),
    (-0x880, 0),
    (-0x680, 0),
    (-0x800, 0x200),
    (-0x600, 0x100),
    (-0x600, 0x600),
    (-0x400, 0x500),
];
/// Marble Garden's (`loc_1F776`): `width_pixels` $20; `word_1FCC2` (the breaker on its right) and
/// `word_1FC72` (on its left), $14 pieces each (`Map - Breakable Wall.asm` of MGZ: frames 1 and 3).
pub const MGZ_WIDTH: u8 = 0x20;
pub const MGZ_SPEEDS_RIGHT: [(i16, i16); 20] = [
    (-0x700, -0x680),
    (-0x600, -0x600),
    (-0x500, -0x580),
    (-0x400, -0x500),
    (-0x900, -0x280),
    (-0x800, -0x200),
    (-0x700, -0x180),
    (-0x600, -0x100),
    (-0x980, 0),
    (-0x880, 0),
    (-0x780, 0),
    (-0x680, 0),
    (-0x900, 0x280),
    (-0x800, 0x200),
    (-0x700, 0x180),
    (-0x600, 0x100),
    (-0x700, 0x680),
    (-0x600, 0x600),
    (-0x500, 0x580),
    (-0x400, 0x500),
];
pub const MGZ_SPEEDS_LEFT: [(i16, i16); 20] = [
    (0x400, -0x500),
    (0x500, -0x580),
    (0x600, -0x600),
    (0x700, -0x680),
    (0x600, -0x100),
    (0x700, -0x180),
    (0x800, -0x200),
    (0x900, -0x280),
    (0x680, 0),
    (0x780, 0),
    (0x880, 0),
    (0x980, 0),
    (0x600, 0x100),
    (0x700, 0x180),
    (0x800, 0x200),
    (0x900, 0x280),
    (0x400, 0x500),
    (0x500, 0x580),
    (0x600, 0x600),
    (0x700, 0x680),
];
/// `word_1FC32`, `word_1FC52`: Hydrocity's pieces' speeds (the breaker on its right, on its left).
pub const HCZ_SPEEDS_RIGHT: [(i16, i16); 8] = [
    (0x400, -0x500),
    (0x600, -0x600),
    (0x600, -0x100),
    (0x800, -0x200),
    (0x600, 0x100),
    (0x800, 0x200),
    (0x400, 0x500),
    (0x600, 0x600),
];
pub const HCZ_SPEEDS_LEFT: [(i16, i16); 8] = [
    (-0x600, -0x600),
    (-0x400, -0x500),
    (-0x800, -0x200),
    (-0x600, -0x100),
    (-0x800, 0x200),
    (-0x600, 0x100),
    (-0x600, 0x600),
    (-0x400, 0x500),
];
/// Hydrocity's `height_pixels`.
pub const HCZ_HEIGHT: u8 = 0x20;
/// A piece's (X Speed, Y Speed).
type Speeds = (i16, i16);
/// `loc_1F96E`: the pieces' gravity.
pub const GRAVITY: i16 = 0x70;
/// `Map - Breakable Wall.asm`: the broken frames (1, 3, 5) have $A pieces.
pub const PIECES: usize = 10;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BreakableWall {
    /// Broken: a piece (`loc_1F96E`).
    pub piece: bool,
    /// Marble Garden's (`Current_zone` 2, the layout entry's zone).
    pub marble_garden: bool,
    /// Hydrocity's (`Current_zone` 1).
    pub hydrocity: bool,
    /// Hydrocity's frame 2: Knuckles' wall (`loc_1FAEC`), set as it loads.
    pub knuckles_only: bool,
    /// Marble Garden's frame 2: the spinning top's wall (`loc_1FA02`), set as it loads.
    pub top_only: bool,
}

/// Knuckles' wall's `width_pixels` (`loc_1F6E0` with frame 2).
pub const KNUCKLES_WIDTH: u8 = 0x18;

impl BreakableWall {
    /// `loc_1F6E0`'s choice by zone: (`width_pixels`, `height_pixels`, the speeds right and left; as many
    /// pieces as the tables have).
    fn shape(&self) -> (u8, u8, &'static [Speeds], &'static [Speeds]) {
        if self.marble_garden {
            (MGZ_WIDTH, HEIGHT, &MGZ_SPEEDS_RIGHT, &MGZ_SPEEDS_LEFT)
        } else if self.knuckles_only {
            (KNUCKLES_WIDTH, HCZ_HEIGHT, &HCZ_SPEEDS_RIGHT, &HCZ_SPEEDS_LEFT)
        } else if self.hydrocity {
            (WIDTH, HCZ_HEIGHT, &HCZ_SPEEDS_RIGHT, &HCZ_SPEEDS_LEFT)
        } else {
            (WIDTH, HEIGHT, &SPEEDS_RIGHT, &SPEEDS_LEFT)
        }
    }
}

/// `loc_1F96E`.
fn piece(c: &mut Common) {
    c.object_move();
    c.y_vel = c.y_vel.wrapping_add(GRAVITY);
    if c.on_screen { c.display() } else { c.delete() }
}

/// `sub_1F936`: `p` breaks the wall with his X Speed from before the solid test.
fn break_wall(c: &mut Common, s: &mut BreakableWall, cx: &mut ObjCtx, p1: bool, x_speed: i16) {
    let p: Option<&mut Player> = if p1 { Some(&mut *cx.world.player) } else { cx.world.sidekick.as_deref_mut() };
    let (width, height, right, left) = s.shape();
    let mut speeds = right;
    if let Some(p) = p {
        p.x_speed = x_speed;
        add_px(&mut p.x, 4);
        if px(c.x) as u16 >= px(p.x) as u16 {
            add_px(&mut p.x, -8);
            speeds = left;
        }
        p.ground_speed = p.x_speed;
        p.pushing = false;
    }
    shatter(c, s, cx, width, height, speeds);
}

/// The wall becomes its next frame's pieces (`addq.b #1,mapping_frame`, `BreakObjectToPieces`) flying at
/// `speeds`, and moves as the first of them (`loc_1F96E`).
fn shatter(c: &mut Common, s: &mut BreakableWall, cx: &mut ObjCtx, width: u8, height: u8, speeds: &[Speeds]) {
    c.mapping_frame = c.mapping_frame.wrapping_add(1);
    s.piece = true;
    // `BreakObjectToPieces`: itself the first, the others after it (they run this frame too).
    for (i, &(x_vel, y_vel)) in speeds.iter().enumerate() {
        if i == 0 {
            (c.x_vel, c.y_vel) = (x_vel, y_vel);
            continue;
        }
        let mut p = Common::new(c.id, c.subtype, px(c.x).into(), px(c.y).into(), c.x_flip, c.y_flip);
        (p.routine, p.width_pixels, p.y_radius, p.explicit_height) = (2, width, height, true);
        (p.x_vel, p.y_vel, p.mapping_frame, p.on_screen) = (x_vel, y_vel, c.mapping_frame, c.on_screen);
        let piece = BreakableWall { piece: true, ..s.clone() };
        if cx.spawn_after(Obj { common: p, state: piece.into() }).is_none() {
            break;
        }
    }
    piece(c);
}

pub fn run(c: &mut Common, s: &mut BreakableWall, cx: &mut ObjCtx) {
    if s.piece {
        return piece(c);
    }
    if c.routine == 0 {
        c.routine = 2;
        if c.subtype & 0x80 != 0 && cx.world.game.switches[0] != 0 {
            c.delete();
            return;
        }
        c.mapping_frame = c.subtype & 0xF;
        s.knuckles_only = s.hydrocity && c.mapping_frame == 2;
        s.top_only = s.marble_garden && c.subtype & 0x10 == 0 && c.mapping_frame == 2;
        let (width, height, ..) = s.shape();
        (c.width_pixels, c.y_radius, c.explicit_height) = (width, height, true);
    }
    if s.knuckles_only {
        return knuckles_wall(c, s, cx);
    }
    if s.top_only {
        return top_wall(c, s, cx);
    }
    // `loc_1F844`.
    let p1_speed = cx.world.player.x_speed;
    let p2_speed = cx.world.sidekick.as_deref().map_or(0, |p| p.x_speed);
    let (p1, p2) = solid_full(c, cx);
    if switched(c, cx) {
        return;
    }
    if p1 != Contact::Side && p2 != Contact::Side {
        return cx.mark_gone(c);
    }
    if p1 == Contact::Side && breaks_side(cx.world.player, 0, c.status & PUSHING != 0, p1_speed, true) {
        // `loc_1F8D0`.
        c.status &= !PUSHING;
        break_wall(c, s, cx, true, p1_speed);
        if c.status & P2_PUSHING != 0
            && let Some(p) = cx.world.sidekick.as_deref_mut()
            && p.pose == Pose::Roll
        {
            (p.x_speed, p.ground_speed, p.pushing) = (p2_speed, p2_speed, false);
            c.status &= !P2_PUSHING;
        }
        if !c.deleted {
            cx.mark_gone(c);
        }
        return;
    }
    // `loc_1F906`: player 2 pushing it, rolling fast enough.
    let p2_breaks = c.status & P2_PUSHING != 0
        && cx.world.sidekick.as_deref().is_some_and(|p| {
            p.pose == Pose::Roll
                && p2_speed.unsigned_abs() >= crate::objects::s3k::breakable_rock::SIDE_BREAK_SPEED as u16
        });
    if p2_breaks {
        c.status &= !P2_PUSHING;
        break_wall(c, s, cx, false, p2_speed);
        return;
    }
    cx.mark_gone(c);
}

/// Subtype bit 7 (in both `loc_1F844` and `loc_1FAEC`): a wall that only switch 0 removes — gone once it is set,
/// else only `MarkObjGone`. True when the frame is done.
fn switched(c: &mut Common, cx: &mut ObjCtx) -> bool {
    if c.subtype & 0x80 == 0 {
        return false;
    }
    if cx.world.game.switches[0] != 0 {
        c.delete();
    } else {
        cx.mark_gone(c);
    }
    true
}

/// `loc_1FAEC`: Knuckles' wall — solid for all; a Knuckles pushing it breaks it (player 1 first).
fn knuckles_wall(c: &mut Common, s: &mut BreakableWall, cx: &mut ObjCtx) {
    use crate::character::Character;
    let p1_speed = cx.world.player.x_speed;
    let p2_speed = cx.world.sidekick.as_deref().map_or(0, |p| p.x_speed);
    solid_full(c, cx);
    if switched(c, cx) {
        return;
    }
    let knuckles = |p: &Player| p.character == Character::Knuckles;
    if c.status & PUSHING != 0 && knuckles(cx.world.player) {
        c.status &= !PUSHING;
        break_wall(c, s, cx, true, p1_speed);
        if c.status & P2_PUSHING != 0
            && let Some(p) = cx.world.sidekick.as_deref_mut()
            && knuckles(p)
        {
            (p.x_speed, p.ground_speed, p.pushing) = (p2_speed, p2_speed, false);
            c.status &= !P2_PUSHING;
        }
        if !c.deleted {
            cx.mark_gone(c);
        }
        return;
    }
    // `loc_1FB86`: player 2.
    if c.status & P2_PUSHING != 0 && cx.world.sidekick.as_deref().is_some_and(knuckles) {
        c.status &= !P2_PUSHING;
        break_wall(c, s, cx, false, p2_speed);
        return;
    }
    cx.mark_gone(c);
}

/// `loc_1FA02`: Marble Garden's frame 2, the spinning top's wall — solid for all (subtype bit 7 not tested);
/// broken only by a player touching its side who has `status_tertiary` ($37) bit 6, which `SolidObjectFull`
/// sets when the spinning top he rides is stopped by a side (`loc_1BDE2`). The wall clears the bit, gives
/// him back his X Speed from before the solid test (Ground Speed too), stops his pushing, and breaks
/// (`sub_1FAC2`: unlike `sub_1F936`, no 4 px push — only 8 px back when he is not right of it). Player 1
/// first (player 2's bit then cleared and his speeds restored the same way, if he touched a side too), else
/// player 2 breaks it.
fn top_wall(c: &mut Common, s: &mut BreakableWall, cx: &mut ObjCtx) {
    let p1_speed = cx.world.player.x_speed;
    let p2_speed = cx.world.sidekick.as_deref().map_or(0, |p| p.x_speed);
    let (p1, p2) = solid_full(c, cx);
    // `bclr #6,$37(a1)`: the bit was set (and is now clear); the speeds from before, not pushing.
    let release = |p: &mut Player, speed: i16| {
        if p.status_tertiary & 0x40 == 0 {
            return false;
        }
        p.status_tertiary &= !0x40;
        (p.x_speed, p.ground_speed, p.pushing) = (speed, speed, false);
        true
    };
    if p1 == Contact::Side && release(cx.world.player, p1_speed) {
        c.status &= !PUSHING;
        top_break(c, s, cx, true);
        if p2 == Contact::Side
            && let Some(p) = cx.world.sidekick.as_deref_mut()
            && release(p, p2_speed)
        {
            c.status &= !P2_PUSHING;
        }
    } else if p2 == Contact::Side
        && let Some(p) = cx.world.sidekick.as_deref_mut()
        && release(p, p2_speed)
    {
        // `loc_1FA90`.
        c.status &= !P2_PUSHING;
        top_break(c, s, cx, false);
    }
    // `loc_1FABC`: `Sprite_OnScreen_Test`, broken or not.
    if !c.deleted {
        cx.mark_gone(c);
    }
}

/// `sub_1FAC2`: the breaker 8 px back when the wall's x is not below his (`word_1FC72`'s speeds then, else
/// `word_1FCC2`'s), then the pieces.
fn top_break(c: &mut Common, s: &mut BreakableWall, cx: &mut ObjCtx, p1: bool) {
    let p: Option<&mut Player> = if p1 { Some(&mut *cx.world.player) } else { cx.world.sidekick.as_deref_mut() };
    let (width, height, right, left) = s.shape();
    let mut speeds = right;
    if let Some(p) = p
        && px(c.x) as u16 >= px(p.x) as u16
    {
        add_px(&mut p.x, -8);
        speeds = left;
    }
    shatter(c, s, cx, width, height, speeds);
}

impl crate::objects::runtime::object::ObjKind for BreakableWall {
    const LIVE_MAPPING_FRAME: bool = true;

    fn make(_id: u8, _subtype: u8, params: [u16; 2]) -> State {
        let zone = |z: u8| params[1] == u16::from(z) + 1;
        BreakableWall {
            marble_garden: zone(super::MARBLE_GARDEN),
            hydrocity: zone(super::HYDROCITY),
            ..Default::default()
        }
        .into()
    }

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        if self.piece { "piece" } else { "wall" }
    }

    fn name(&self) -> &'static str {
        "breakable wall"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `word_1FBE2`/`word_1FC0A`: ten pieces each way, the first ($400, −$500) right, (−$600, −$600)
    /// left; `Map - Breakable Wall.asm`'s broken frames have $A pieces.
    #[test]
    fn the_tables_are_s3_asm_s() {
        assert_eq!((SPEEDS_RIGHT[0], SPEEDS_LEFT[0]), ((0x400, -0x500), (-0x600, -0x600)));
        assert_eq!((SPEEDS_RIGHT[9], SPEEDS_LEFT[9]), ((0x600, 0x600), (-0x400, 0x500)));
        assert_eq!(PIECES, 0xA);
        assert_eq!((WIDTH + 0xB, HEIGHT), (0x1B, 0x28));
    }

    /// s3.asm `loc_1F6E0` with `Current_zone` 1, `word_1FC32`/`word_1FC52`: Hydrocity's wall is $1B px either
    /// side and $20 high and breaks into 8 pieces (HCZ's `Map - Breakable Wall.asm` frame 1), the first ($400,
    /// −$500) with the breaker on its right, (−$600, −$600) on its left, the last ($600, $600) and (−$400, $500).
    #[test]
    fn hydrocitys_tables() {
        let wall = BreakableWall { hydrocity: true, ..Default::default() };
        let (width, height, right, left) = wall.shape();
        assert_eq!((width + 0xB, height, right.len(), left.len()), (0x1B, 0x20, 8, 8));
        assert_eq!(
            (right[0], left[0], right[7], left[7]),
            ((0x400, -0x500), (-0x600, -0x600), (0x600, 0x600), (-0x400, 0x500))
        );
    }

    /// s3.asm `loc_1F6E0` with `Current_zone` 1 and frame 2 (`loc_1FAEC`): Knuckles' wall is $23 px either side,
    /// $20 high, with Hydrocity's 8 speeds each way (frame 3 of HCZ's `Map - Breakable Wall.asm` has 8 pieces).
    #[test]
    fn knuckles_wall_s_shape() {
        let wall = BreakableWall { hydrocity: true, knuckles_only: true, ..Default::default() };
        let (width, height, right, left) = wall.shape();
        assert_eq!((width + 0xB, height, right.len(), left.len()), (0x23, 0x20, 8, 8));
        assert_eq!((right, left), (&HCZ_SPEEDS_RIGHT[..], &HCZ_SPEEDS_LEFT[..]));
    }

    /// s3.asm `loc_1F776`, `word_1FCC2`/`word_1FC72`: Marble Garden's wall is $2B px either side and breaks into
    /// $14 pieces, the first (−$700, −$680) with the breaker on its right, ($400, −$500) on its left.
    #[test]
    fn marble_gardens_tables() {
        assert_eq!((MGZ_SPEEDS_RIGHT[0], MGZ_SPEEDS_LEFT[0]), ((-0x700, -0x680), (0x400, -0x500)));
        assert_eq!((MGZ_SPEEDS_RIGHT[19], MGZ_SPEEDS_LEFT[19]), ((-0x400, 0x500), (0x700, 0x680)));
        assert_eq!((MGZ_WIDTH + 0xB, MGZ_SPEEDS_RIGHT.len()), (0x2B, 0x14));
    }
}
