//! Angel Island's cork floors (skdisasm s3.asm `Obj_CorkFloor`, S3K id $2A, Angel Island's variant:
//! `loc_2973C`/`loc_29742`, `sub_297C8`, `sub_297CE`, `loc_29818`, `loc_29838`, `loc_29858`, `word_29AF0`): a
//! block of earth a curled player breaks by landing on it, or any player by hitting it from below.
//!
//! $10 × $28 (act 2: $10 × $2C, `Map_AIZCorkFloor2`), `SolidObjectFull` every frame (half width + $B, half
//! height, + 1 on the ground; player 2 only on screen).
//! - Subtype 0 (`loc_29858`): a player pushed out below it (`d6` bits 18–19) gets back the Y Speed he had before
//!   the test — he goes on up through it —, the players standing on it are put in the air, and it breaks.
//! - Any other subtype (`loc_29742`): a player standing on it whose animation before the test was the roll (2)
//!   bounces off (`sub_297CE`: curled, radii $E × 7, Y Speed −$300, in the air); with both on it and either
//!   curled, the curled one bounces and the other only drops off (`sub_297C8`). The chain bonus is kept
//!   (landing on it would reset it).
//!
//! Broken (`BreakObjectToPieces`), its next frame's 12 sprite pieces become objects — itself the first, the
//! others in the free slots after it (they run this frame too) — flying at `word_29AF0`'s speeds, $18 gravity,
//! deleted the first frame they are off screen. Unbroken, it is drawn in range and deleted out of it letting its
//! respawn entry go (`Sprite_OnScreen_Test`). (Carnival Night's, Icecap's and Launch Base's not run.)

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, P2_STANDING, STANDING, State};
use crate::objects::runtime::solid::Contact;
use crate::objects::s3k::breakable_rock::{bounce, set_off, solid_full};
use crate::player::Pose;

/// `width_pixels`, `height_pixels` in act 1 (`Map_AIZCorkFloor`).
pub const SIZE: (u8, u8) = (0x10, 0x28);
/// `height_pixels` in act 2 (`Current_zone_and_act` 1: `Map_AIZCorkFloor2`).
pub const ACT2_HEIGHT: u8 = 0x2C;
/// `word_29AF0`: the pieces' speeds (12: frame 1 of both mappings has $C pieces).
pub const SPEEDS: [(i16, i16); 12] = [
    (-0x100, -0x200),
    (0x100, -0x200),
    (-0xE0, -0x1C0),
    (0xE0, -0x1C0),
    (-0xC0, -0x180),
    (0xC0, -0x180),
    (-0xA0, -0x140),
    (0xA0, -0x140),
    (-0x80, -0x100),
    (0x80, -0x100),
    (-0x60, -0xC0),
    (0x60, -0xC0),
];
/// `loc_29838`: `addi.w #$18,y_vel(a0)`.
pub const GRAVITY: i16 = 0x18;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CorkFloor {
    /// Broken: a piece (`loc_29838`).
    pub piece: bool,
}

/// `loc_29838`.
fn piece(c: &mut Common) {
    c.object_move();
    c.y_vel = c.y_vel.wrapping_add(GRAVITY);
    if c.on_screen { c.display() } else { c.delete() }
}

/// `loc_29818` / `loc_298FC`: the next frame, broken into its pieces.
fn break_up(c: &mut Common, s: &mut CorkFloor, cx: &mut ObjCtx) {
    c.mapping_frame = c.mapping_frame.wrapping_add(1);
    s.piece = true;
    for (i, &(x_vel, y_vel)) in SPEEDS.iter().enumerate() {
        if i == 0 {
            (c.x_vel, c.y_vel) = (x_vel, y_vel);
            continue;
        }
        let mut p = Common::new(c.id, c.subtype, c.pixel_x(), c.pixel_y(), c.x_flip, c.y_flip);
        (p.routine, p.width_pixels, p.y_radius, p.explicit_height) = (2, c.width_pixels, c.y_radius, true);
        (p.x_vel, p.y_vel, p.mapping_frame, p.on_screen) = (x_vel, y_vel, c.mapping_frame, c.on_screen);
        if cx.spawn_after(Obj { common: p, state: CorkFloor { piece: true }.into() }).is_none() {
            break;
        }
    }
    piece(c);
}

pub fn run(c: &mut Common, s: &mut CorkFloor, cx: &mut ObjCtx) {
    if s.piece {
        piece(c);
        return;
    }
    if c.routine == 0 {
        c.routine = 2;
        (c.width_pixels, c.y_radius) = SIZE;
        if cx.world.game.events.aiz.act2 {
            c.y_radius = ACT2_HEIGHT;
        }
        c.explicit_height = true;
    }
    if c.subtype == 0 {
        // `loc_29858`.
        let y_speeds = (cx.world.player.y_speed, cx.world.sidekick.as_deref().map(|p| p.y_speed));
        let (p1, p2) = solid_full(c, cx);
        if p1 != Contact::Bottom && p2 != Contact::Bottom {
            cx.mark_gone(c);
            return;
        }
        if p1 == Contact::Bottom {
            cx.world.player.y_speed = y_speeds.0;
        }
        if p2 == Contact::Bottom
            && let (Some(p), Some(v)) = (cx.world.sidekick.as_deref_mut(), y_speeds.1)
        {
            p.y_speed = v;
        }
        // `loc_298CC`: whoever stands on it is in the air.
        if c.status & STANDING != 0 {
            (cx.world.player.air, cx.world.player.on_object) = (true, false);
        }
        if c.status & P2_STANDING != 0
            && let Some(p) = cx.world.sidekick.as_deref_mut()
        {
            (p.air, p.on_object) = (true, false);
        }
        break_up(c, s, cx);
        return;
    }
    // `loc_29742`.
    let chain = cx.world.game.chain_bonus;
    let p1_curled = cx.world.player.pose == Pose::Roll;
    let p2_curled = cx.world.sidekick.as_deref().is_some_and(|p| p.pose == Pose::Roll);
    solid_full(c, cx);
    let breaks = match c.status & (STANDING | P2_STANDING) {
        both if both == STANDING | P2_STANDING && (p1_curled || p2_curled) => {
            set_off(cx.world.player, p1_curled);
            if let Some(p) = cx.world.sidekick.as_deref_mut() {
                set_off(p, p2_curled);
            }
            true
        }
        STANDING if p1_curled => {
            bounce(cx.world.player);
            true
        }
        P2_STANDING if p2_curled => {
            if let Some(p) = cx.world.sidekick.as_deref_mut() {
                bounce(p);
            }
            true
        }
        _ => false,
    };
    if !breaks {
        cx.mark_gone(c);
        return;
    }
    cx.world.game.chain_bonus = chain;
    c.status &= !(STANDING | P2_STANDING);
    break_up(c, s, cx);
}

impl crate::objects::runtime::object::ObjKind for CorkFloor {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        if self.piece { "piece" } else { "whole" }
    }

    fn name(&self) -> &'static str {
        "cork floor"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `Obj_CorkFloor`: $10 × $28, act 2 $2C high; `word_29AF0`'s twelve speeds pair left and right,
    /// from (∓$100, −$200) down by ($20, $40) to (∓$60, −$C0); `Map - Cork Floor.asm`'s frame 1 has $C pieces.
    #[test]
    fn sizes_and_piece_speeds() {
        assert_eq!((SIZE, ACT2_HEIGHT), ((0x10, 0x28), 0x2C));
        assert_eq!(SPEEDS.len(), 0xC);
        assert_eq!((SPEEDS[0], SPEEDS[1], SPEEDS[11]), ((-0x100, -0x200), (0x100, -0x200), (0x60, -0xC0)));
        assert!(SPEEDS.chunks(2).all(|p| p[0].0 == -p[1].0 && p[0].1 == p[1].1));
        assert_eq!(GRAVITY, 0x18);
    }
}
