//! Marble Garden's sinking mud (skdisasm s3.asm `Obj_SinkingMud`, S3K id $4F: `loc_31D3E`, its kill `loc_31DF8`).
//!
//! An invisible `SolidObjectTop` subtype × 8 px either side (`width_pixels`, no $B added), whose top is `$38`
//! (player 1's) or `$3A` (player 2's) px above its y, from $30: standing on it, a player sinks 1 px a frame and
//! is killed when it reaches 0 (`Kill_Character`, the depth back to $30); off it, the depth climbs back 2 px a frame
//! to $30, or is the depth of the mud he stands on. It unloads out of range (`Delete_Sprite_If_Not_In_Range`).
//! Marble Garden's spinning top lets go of a rider who stands on it (`sub_34794`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, FIRST_DYNAMIC_SLOT, NO_BALANCING, State};
use crate::objects::runtime::solid::{self, P1, P2, Who};
use crate::objects::s3k::kinds::Sonic3k;

/// `$38`/`$3A` at the start and the most.
pub const DEPTH: u8 = 0x30;

/// The mud's own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SinkingMud {
    /// `$38`, `$3A`: each player's top above its y.
    pub depth: [u8; 2],
}

/// The next depth for a player off the mud: 2 px up to $30, or the depth `other` of the mud he stands on.
pub fn climb(depth: u8, other: Option<u8>) -> u8 {
    other.unwrap_or(if depth < DEPTH { depth + 2 } else { depth })
}

/// The depth of the mud in the slot a player's `interact` names, if it is mud.
fn mud_depth(cx: &ObjCtx, interact: u8, i: usize) -> Option<u8> {
    let slot = usize::from(interact.checked_sub(FIRST_DYNAMIC_SLOT)?);
    match &cx.slots.get(slot)?.state {
        State::Sonic3k(Sonic3k::SinkingMud(m)) => Some(m.depth[i]),
        _ => None,
    }
}

fn player_frame(c: &mut Common, s: &mut SinkingMud, cx: &mut ObjCtx, i: usize, who: Who) {
    let Some(p) = (if i == 0 { Some(&*cx.world.player) } else { cx.world.sidekick.as_deref() }) else { return };
    let (on_object, interact) = (p.on_object, p.interact);
    if solid::standing_as(c, p, who) {
        if s.depth[i] == 0 {
            // `loc_31DF8`.
            s.depth[i] = DEPTH;
            c.status &= !who.standing;
            let p = if i == 0 { Some(&mut *cx.world.player) } else { cx.world.sidekick.as_deref_mut() };
            if let Some(p) = p {
                p.kill();
            }
            return;
        }
        s.depth[i] -= 1;
    } else {
        let other = if on_object { mud_depth(cx, interact, i) } else { None };
        s.depth[i] = climb(s.depth[i], other);
    }
    let (d1, d3, x) = (i16::from(c.width_pixels), i16::from(s.depth[i]), c.pixel_x() as i16);
    let p = if i == 0 { Some(&mut *cx.world.player) } else { cx.world.sidekick.as_deref_mut() };
    if let Some(p) = p {
        solid::platform_object_as(c, p, d1, d3, x, who);
    }
}

pub fn run(c: &mut Common, s: &mut SinkingMud, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = c.subtype.wrapping_shl(3);
        s.depth = [DEPTH; 2];
        c.status |= NO_BALANCING;
    }
    let rules = cx.world.env.profile.solid_rules;
    player_frame(c, s, cx, 0, P1.with(rules));
    player_frame(c, s, cx, 1, P2.with(rules));
    // `Delete_Sprite_If_Not_In_Range`.
    if cx.out_of_range(c.pixel_x()) {
        if let Some(i) = c.respawn {
            cx.world.env.respawn.forget(i);
        }
        c.delete();
    }
}

impl crate::objects::runtime::object::ObjKind for SinkingMud {
    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        if self.depth.iter().any(|&d| d < DEPTH) { "sinking" } else { "still" }
    }

    fn name(&self) -> &'static str {
        "sinking mud"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `loc_31D3E`: off the mud the depth climbs 2 a frame to $30 (from an odd depth it passes $30 once:
    /// `cmpi.b #$30` / `bhs` before the `addq`), or takes the depth of the mud he stands on.
    #[test]
    fn the_depth_climbs_back() {
        assert_eq!(climb(0x10, None), 0x12);
        assert_eq!(climb(0x2F, None), 0x31);
        assert_eq!(climb(0x31, None), 0x31);
        assert_eq!(climb(DEPTH, None), DEPTH);
        assert_eq!(climb(DEPTH, Some(0x21)), 0x21);
    }
}
