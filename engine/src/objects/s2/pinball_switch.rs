//! The force-roll switch of Casino Night and Hill Top (s2disasm `Obj84`: `Obj84_Init`, `Obj84_MainX`,
//! `Obj84_MainY`, `loc_212C4`).
//!
//! An invisible line, vertical (subtype bit 2 clear: across x, $20/$40/$80/$100 px either side of its y by
//! subtype bits 0–1) or horizontal (bit 2 set: across y, as far either side of its x). It remembers which side
//! of it each player is on (player 2 not while the CPU flies him in, on a vertical line); a player crossing it
//! within its reach turns `pinball_mode` on — crossing forwards (right or down), or backwards when it is
//! X-flipped — and off the other way; turned on, he is curled (5 px down) unless already rolling.
//! It is not drawn (`MarkObjGone3`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State};
use crate::player::{Player, Pose};

/// `Obj84_Index`.
pub const ACROSS_X: u8 = 2;
pub const ACROSS_Y: u8 = 4;
/// `word_211E8`: the reach either side, by subtype bits 0–1.
pub const REACH: [u16; 4] = [0x20, 0x40, 0x80, 0x100];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct PinballSwitch {
    /// `objoff_34`, `objoff_35`: each player is past it (right of it, or below).
    pub past: [bool; 2],
    /// `objoff_32`.
    pub reach: u16,
}

pub fn run(c: &mut Common, s: &mut PinballSwitch, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = if c.subtype & 4 != 0 { ACROSS_Y } else { ACROSS_X };
        c.width_pixels = 0x10;
        s.reach = REACH[usize::from(c.subtype & 3)];
        let line = line(c);
        s.past[0] = line < along(c, cx.world.player);
        s.past[1] = cx.world.sidekick.as_deref().is_some_and(|p| line < along(c, p));
    }
    cross(c, &mut s.past[0], s.reach, cx.world.player);
    // `Obj84_MainX` leaves the CPU sidekick alone while he flies in (`Obj84_MainY` does not: `fixBugs`).
    let flying = cx.world.env.sidekick_flying && c.routine == ACROSS_X;
    if let Some(p2) = cx.world.sidekick.as_deref_mut()
        && !flying
    {
        cross(c, &mut s.past[1], s.reach, p2);
    }
    if cx.out_of_range(c.pixel_x()) {
        if let Some(i) = c.respawn {
            cx.world.env.respawn.forget(i);
        }
        c.delete();
    }
}

/// The line's position on the axis it is crossed along.
fn line(c: &Common) -> u16 {
    if c.routine == ACROSS_Y { c.pixel_y() as u16 } else { c.pixel_x() as u16 }
}

/// A player's position along that axis, and across it.
fn along(c: &Common, p: &Player) -> u16 {
    if c.routine == ACROSS_Y { p.pixel_y() as u16 } else { p.pixel_x() as u16 }
}

fn across(c: &Common, p: &Player) -> (u16, u16) {
    if c.routine == ACROSS_Y {
        (c.pixel_x() as u16, p.pixel_x() as u16)
    } else {
        (c.pixel_y() as u16, p.pixel_y() as u16)
    }
}

/// `Obj84_MainX`/`_MainY` for one player.
fn cross(c: &Common, past: &mut bool, reach: u16, p: &mut Player) {
    let line = line(c);
    let at = along(c, p);
    let forwards = if *past {
        if line <= at {
            return;
        }
        false
    } else {
        if line > at {
            return;
        }
        true
    };
    *past = forwards;
    let (centre, pos) = across(c, p);
    if pos < centre.wrapping_sub(reach) || pos >= centre.wrapping_add(reach) {
        return;
    }
    p.pinball = forwards != c.x_flip;
    if p.pinball && !p.rolling {
        // `loc_212C4`.
        p.rolling = true;
        p.height_radius = 0xE;
        p.width_radius = 7;
        p.pose = Pose::Roll;
        p.y = p.y.wrapping_add(5 << 8);
    }
}

impl crate::objects::runtime::object::ObjKind for PinballSwitch {
    const READS_ON_SCREEN: bool = false;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "force-roll switch"
    }
}
