//! Mystic Cave's spike block that slides out of the wall (s2disasm `Obj76`: `Obj76_Init`, `Obj76_Main`,
//! `Obj76_CheckPlayers`, `Obj76_SlideOut`).
//!
//! A block ($40 `width_pixels`, `y_radius` $10: `Obj76_InitData`, the only row the game's subtypes reach)
//! solid on every side while on screen (`SolidObject`: half width $4B, half height $10, + 1 on the ground),
//! whose sides hurt (`Touch_ChkHurt2`, which also stops the push). It waits until a player on the ground is
//! $40–$BF px to its left (to its right when X-flipped) and within 16 px of its y, then slides out towards
//! him 1 px a frame for $80 frames, and stays. It unloads by its placed x (`MarkObjGone2`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State};
use crate::objects::runtime::solid::{Contact, P1, P2, SolidBox, Who, solid_object_as};
use crate::objects::s2::spikes::touch_chk_hurt2;
use crate::player::Player;

/// `ObjID_SlidingSpikes`.
pub const ID: u8 = 0x76;
/// `Obj76_Modes`: waiting, sliding.
pub const WAITING: u8 = 0;
pub const SLIDING: u8 = 2;
/// How far it slides (frames at 1 px).
pub const SLIDE: u16 = 0x80;
/// `Obj76_InitData`: `width_pixels`, `y_radius`, mapping frame.
pub const SIZE: (u8, u8, u8) = (0x40, 0x10, 0);

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SlidingSpikes {
    /// `objoff_34`, `objoff_30`: the placed position.
    pub x_origin: u16,
    pub y_origin: u16,
    /// `sliding_spikes_remaining_movement`.
    pub remaining: u16,
}

pub fn run(c: &mut Common, s: &mut SlidingSpikes, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        (c.width_pixels, c.y_radius, c.mapping_frame) = SIZE;
        s.x_origin = c.pixel_x() as u16;
        s.y_origin = c.pixel_y() as u16;
        c.subtype &= 0xF;
    }
    let old_x = c.pixel_x() as i16;
    match c.subtype {
        WAITING => {
            check_player(c, s, cx.world.player);
            if let Some(p2) = cx.world.sidekick.as_deref() {
                check_player(c, s, p2);
            }
        }
        SLIDING if s.remaining != 0 => {
            s.remaining -= 1;
            let step = if c.status & 1 != 0 { 1 } else { -1 };
            c.x = c.x.wrapping_add(step << 8);
        }
        _ => {}
    }
    if c.on_screen {
        let h = i16::from(c.y_radius);
        let b = SolidBox {
            half_width: i16::from(c.width_pixels) + 0xB,
            half_height_air: h,
            half_height_ground: h + 1,
            old_x,
        };
        let contact = solid_object_as(c, cx.world.player, b, P1);
        let contact2 = match cx.sidekick_on_screen() {
            Some(p2) => solid_object_as(c, p2, b, P2),
            None => Contact::None,
        };
        let ObjCtx { world, slots } = cx;
        hurt_on_side(c, world.player, contact, P1, slots, world.game);
        if let Some(p2) = world.sidekick.as_deref_mut() {
            hurt_on_side(c, p2, contact2, P2, slots, world.game);
        }
    }
    cx.mark_gone_at(c, i32::from(s.x_origin as i16));
}

/// `Obj76_CheckPlayer`: a player on the ground in the box before it starts the slide.
fn check_player(c: &mut Common, s: &mut SlidingSpikes, p: &Player) {
    if p.air {
        return;
    }
    let mut dx = (p.pixel_x() as u16).wrapping_sub(c.pixel_x() as u16).wrapping_add(0xC0);
    if c.status & 1 != 0 {
        dx = dx.wrapping_sub(0x100);
    }
    let dy = (p.pixel_y() as u16).wrapping_sub(c.pixel_y() as u16).wrapping_add(0x10);
    if dx < 0x80 && dy < 0x20 {
        c.subtype = SLIDING;
        s.remaining = SLIDE;
    }
}

/// A side touched (`touch_side_mask`): hurt, and no longer pushing.
fn hurt_on_side(
    c: &mut Common,
    p: &mut Player,
    contact: Contact,
    who: Who,
    slots: &mut crate::objects::runtime::slots::SlotsView<'_>,
    game: &mut crate::objects::runtime::game::GameState,
) {
    if contact == Contact::Side {
        touch_chk_hurt2(c, p, slots, game);
        c.status &= !who.pushing;
    }
}

impl crate::objects::runtime::object::ObjKind for SlidingSpikes {
    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        if c.subtype == SLIDING { "sliding" } else { "waiting" }
    }

    fn name(&self) -> &'static str {
        "sliding spikes"
    }
}
