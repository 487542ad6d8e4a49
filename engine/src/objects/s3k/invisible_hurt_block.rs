//! The invisible hurting blocks (skdisasm s3.asm `Obj_InvisibleHurtBlockHorizontal`, S3K id $6A, `loc_1D0F6`,
//! `loc_1D15C`, `loc_1D1C0`, `sub_228EC`; `Obj_InvisibleHurtBlockVertical`, $6B, `loc_1D284`, `loc_1D2EA`,
//! `loc_1D34E`, `sub_1D3B2`): Hydrocity's and Marble Garden's unseen spikes and death pits.
//!
//! Subtype `wwww hhhh` as the invisible block's (`width_pixels` = (w + 1) × 8, `height_pixels` = (h + 1) × 8).
//! Every frame `SolidObjectFull2` (solid on every side, on screen or not: half width `width_pixels` + $B, half
//! height `height_pixels`, + 1 on the ground), for both players; then a player who touched its harmful side —
//! its top (standing on it), or with the x flip its sides (pushed out sideways, `d6` bits 16–17), or with the
//! y flip its bottom (pushed out below, bits 18–19) — is hurt ($6A: `sub_228EC`, the spikes' hurt: unless
//! invincible, blinking or already hurt, his y steps back by his Y Speed and `HurtCharacter`) or killed ($6B:
//! `Kill_Character`, shield or not). The flipped ones only set up on their first frame (`rts`); the unflipped
//! run on into their routine. Never drawn (but in debug mode); out of range it lets its respawn entry go
//! (`loc_1C778`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State};
use crate::objects::runtime::solid::{self, Contact, P1, P2, SolidBox};
use crate::player::Player;

/// The side that harms, by the status flips the routine picks its loop with.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Harmful {
    /// Unflipped (`loc_1D0F6`, `loc_1D284`): the top, a standing player.
    #[default]
    Top,
    /// X flip (`loc_1D15C`, `loc_1D2EA`): the sides.
    Sides,
    /// Y flip (`loc_1D1C0`, `loc_1D34E`): the bottom.
    Bottom,
}

/// The side of a block placed with these flips (the x flip wins, `btst #0,status(a0)` first).
pub fn harmful(x_flip: bool, y_flip: bool) -> Harmful {
    match (x_flip, y_flip) {
        (true, _) => Harmful::Sides,
        (false, true) => Harmful::Bottom,
        (false, false) => Harmful::Top,
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct InvisibleHurtBlock {
    /// $6B (`Obj_InvisibleHurtBlockVertical`): kills instead of hurting.
    pub kills: bool,
    pub harmful: Harmful,
}

/// `width_pixels` and `height_pixels` of a subtype (the invisible block's).
pub use crate::objects::s2::invisible_block::size;

/// Whether a player's contact this frame touched the harmful side.
fn touched(harmful: Harmful, standing: bool, contact: Contact) -> bool {
    match harmful {
        Harmful::Top => standing,
        Harmful::Sides => contact == Contact::Side,
        Harmful::Bottom => contact == Contact::Bottom,
    }
}

pub fn run(c: &mut Common, s: &mut InvisibleHurtBlock, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        (c.width_pixels, c.y_radius) = size(c.subtype);
        s.harmful = harmful(c.x_flip, c.y_flip);
        if s.harmful != Harmful::Top {
            return;
        }
    }
    let h = i16::from(c.y_radius);
    let b = SolidBox {
        half_width: i16::from(c.width_pixels) + 0xB,
        half_height_air: h,
        half_height_ground: h + 1,
        old_x: c.pixel_x() as i16,
    };
    let rules = cx.world.env.profile.solid_rules;
    let contact = solid::solid_object_always_as(c, cx.world.player, b, P1.with(rules));
    let contact2 = cx.world.sidekick.as_deref_mut().map(|p2| solid::solid_object_always_as(c, p2, b, P2.with(rules)));
    let x = c.pixel_x();
    let hit1 = touched(s.harmful, solid::standing_as(c, cx.world.player, P1), contact);
    let hit2 = match (contact2, cx.world.sidekick.as_deref()) {
        (Some(contact2), Some(p2)) => touched(s.harmful, solid::standing_as(c, p2, P2), contact2),
        _ => false,
    };
    let w = &mut *cx.world;
    let harm = |p: &mut Player, slots: &mut _, game: &mut _| {
        if s.kills {
            p.kill();
        } else {
            super::smashing_pillar::crush(p, slots, game, x);
        }
    };
    if hit1 {
        harm(w.player, &mut cx.slots, w.game);
    }
    if hit2 && let Some(p2) = w.sidekick.as_deref_mut() {
        harm(p2, &mut cx.slots, w.game);
    }
    if cx.out_of_range(x) {
        if let Some(i) = c.respawn {
            cx.world.env.respawn.forget(i);
        }
        c.delete();
        return;
    }
    cx.nap(c, u16::from(c.width_pixels) + 0xB, u16::from(c.y_radius) + 1);
}

impl crate::objects::runtime::object::ObjKind for InvisibleHurtBlock {
    const READS_ON_SCREEN: bool = false;

    fn make(_id: u8, _subtype: u8, params: [u16; 2]) -> State {
        InvisibleHurtBlock { kills: params[0] as u8 == super::s3k_id::INVISIBLE_DEATH_BLOCK, ..Default::default() }
            .into()
    }

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        if self.kills { "invisible death block" } else { "invisible hurt block" }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `Obj_InvisibleHurtBlockVertical`: Hydrocity 2's subtype $12 is ($10 + $10) >> 1 = $10 wide and
    /// (2 + 1) × 8 = $18 high, $F1 $80 by 0x10; `btst #0,status(a0)` before bit 1: an x flip harms at the
    /// sides whatever the y flip.
    #[test]
    fn sizes_and_harmful_sides() {
        assert_eq!(size(0x12), (0x10, 0x18));
        assert_eq!(size(0xF1), (0x80, 0x10));
        assert_eq!(harmful(false, false), Harmful::Top);
        assert_eq!(harmful(true, true), Harmful::Sides);
        assert_eq!(harmful(false, true), Harmful::Bottom);
        assert!(touched(Harmful::Top, true, Contact::None));
        assert!(!touched(Harmful::Sides, true, Contact::Top));
        assert!(touched(Harmful::Bottom, false, Contact::Bottom));
    }
}
