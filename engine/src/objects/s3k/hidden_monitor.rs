//! The monitors hidden under the end of an act (skdisasm s3.asm `Obj_HiddenMonitor`, S3K id $80,
//! `Obj_HiddenMonitorMain`, `word_52392`, `ObjDat_HiddenMonitor`): a monitor body (frame 0 of `Map_Monitor`,
//! $E × $10, radii $F) placed in the ground, behind its high-priority tiles, that pops out when the act's end
//! sign lands over it.
//!
//! Each frame it looks at the end sign (`Signpost_addr`): once the sign has landed (`$38` bit 0), a sign from
//! $E px left of it to $E px right of it (`word_52392`: −$E, +$1C) and from $80 above to $40 below
//! (−$80, +$C0) turns it into a monitor (`Obj_Monitor`, routine 2, y speed −$500, `$3C` 4) and takes the landing
//! (clears the bit); a sign that landed elsewhere leaves it for good (`Sprite_OnScreen_Test` only). It is never
//! on `Collision_response_list` while hidden (its routine does not add it), so its `collision_flags` $46 touch
//! nobody: here none. Drawn in range, deleted out of it letting its respawn entry go (`Sprite_OnScreen_Test`).
//! The end sign (`Obj_EndSign`) is not run yet, so it stays hidden: [`under_sign`] is the test it will call.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State};

/// `ObjDat_HiddenMonitor`: `width_pixels`, `height_pixels`.
pub const SIZE: (u8, u8) = (0x0E, 0x10);
/// `word_52392`: the sign's box from the monitor — x from −$E, $1C wide; y from −$80, $C0 high.
pub const SIGN_BOX: [i16; 4] = [-0xE, 0x1C, -0x80, 0xC0];
/// `move.w #-$500,y_vel(a0)`: the monitor's jump out of the ground.
pub const POP_SPEED: i16 = -0x500;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct HiddenMonitor;

/// `Obj_HiddenMonitorMain`: whether a landed end sign at `sign` reveals the monitor at `monitor` (unsigned
/// compares of the words, as `blo`/`bhs`).
pub fn under_sign(monitor: (u16, u16), sign: (u16, u16)) -> bool {
    let left = monitor.0.wrapping_add(SIGN_BOX[0] as u16);
    let right = left.wrapping_add(SIGN_BOX[1] as u16);
    let top = monitor.1.wrapping_add(SIGN_BOX[2] as u16);
    let bottom = top.wrapping_add(SIGN_BOX[3] as u16);
    (left..right).contains(&sign.0) && (top..bottom).contains(&sign.1)
}

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        // `Obj_HiddenMonitor` only sets up (`rts`).
        c.routine = 2;
        (c.width_pixels, c.y_radius, c.explicit_height) = (SIZE.0, SIZE.1, true);
        (c.x_radius, c.mapping_frame, c.anim) = (0xF, 0, c.subtype);
        return;
    }
    cx.mark_gone(c);
    if !c.deleted {
        // Without an end sign nothing changes until the coarse camera moves.
        cx.slots.sleep_current(false);
    }
}

impl crate::objects::runtime::object::ObjKind for HiddenMonitor {
    const READS_ON_SCREEN: bool = false;
    const MAY_MOVE_PLAYERS: bool = false;

    #[inline(always)]
    fn run(_s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, cx);
        None
    }

    fn name(&self) -> &'static str {
        "hidden monitor"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `word_52392`: a monitor at ($3000, $400) is revealed by a sign landed at x $2FF2–$300D and y
    /// $380–$43F; $300E or $440 is out.
    #[test]
    fn the_sign_must_land_over_it() {
        let m = (0x3000, 0x400);
        assert!(under_sign(m, (0x2FF2, 0x380)));
        assert!(under_sign(m, (0x300D, 0x43F)));
        assert!(!under_sign(m, (0x2FF1, 0x400)));
        assert!(!under_sign(m, (0x300E, 0x400)));
        assert!(!under_sign(m, (0x3000, 0x37F)));
        assert!(!under_sign(m, (0x3000, 0x440)));
        assert_eq!((SIZE, POP_SPEED), ((0xE, 0x10), -0x500));
    }
}
