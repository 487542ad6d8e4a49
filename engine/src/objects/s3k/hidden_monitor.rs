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
//! The end sign is [`super::end_sign`]; made, it wakes the hidden monitors ([`wake_all`]), which sleep while
//! there is none.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State};
use crate::objects::s3k::kinds::Sonic3k;

/// `ObjDat_HiddenMonitor`: `width_pixels`, `height_pixels`.
pub const SIZE: (u8, u8) = (0x0E, 0x10);
/// `word_52392`: the sign's box from the monitor — x from −$E, $1C wide; y from −$80, $C0 high.
pub const SIGN_BOX: [i16; 4] = [-0xE, 0x1C, -0x80, 0xC0];
/// `move.w #-$500,y_vel(a0)`: the monitor's jump out of the ground.
pub const POP_SPEED: i16 = -0x500;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct HiddenMonitor {
    /// `Sprite_OnScreen_Test` only: the sign landed elsewhere.
    pub given_up: bool,
}

/// `Obj_MonitorInit`'s `collision_flags`.
pub const COLLISION: u8 = 0x46;

/// `Obj_HiddenMonitorMain`: whether a landed end sign at `sign` reveals the monitor at `monitor` (unsigned
/// compares of the words, as `blo`/`bhs`).
pub fn under_sign(monitor: (u16, u16), sign: (u16, u16)) -> bool {
    let left = monitor.0.wrapping_add(SIGN_BOX[0] as u16);
    let right = left.wrapping_add(SIGN_BOX[1] as u16);
    let top = monitor.1.wrapping_add(SIGN_BOX[2] as u16);
    let bottom = top.wrapping_add(SIGN_BOX[3] as u16);
    (left..right).contains(&sign.0) && (top..bottom).contains(&sign.1)
}

/// What the monitor does this frame (`Obj_HiddenMonitorMain`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Sign {
    /// No end sign, or one not landed: wait (`loc_52360`).
    None,
    /// Landed elsewhere: hidden for good (`loc_52352`).
    Elsewhere,
    /// Landed over it: the sign's slot (`loc_52366`).
    Over(usize),
}

/// `Signpost_addr`: the end sign in the slots, if any.
fn find_sign(cx: &ObjCtx) -> Option<(usize, (u16, u16), bool)> {
    cx.slots.iter().find_map(|(i, o)| match &o.state {
        State::Sonic3k(Sonic3k::EndSign(s)) if !o.common.deleted => {
            Some((i, (o.common.pixel_x() as u16, o.common.pixel_y() as u16), s.landed))
        }
        _ => None,
    })
}

/// The end sign is made: every hidden monitor runs again (reaching a slot through the view wakes it).
pub fn wake_all(cx: &mut ObjCtx) {
    let hidden: Vec<usize> = cx
        .slots
        .iter()
        .filter(|(_, o)| matches!(o.state, State::Sonic3k(Sonic3k::HiddenMonitor(_))))
        .map(|(i, _)| i)
        .collect();
    for i in hidden {
        let _ = cx.slots.get_mut(i);
    }
}

pub fn run(c: &mut Common, s: &mut HiddenMonitor, cx: &mut ObjCtx) -> Option<State> {
    if c.routine == 0 {
        // `Obj_HiddenMonitor` only sets up (`rts`).
        c.routine = 2;
        (c.width_pixels, c.y_radius, c.explicit_height) = (SIZE.0, SIZE.1, true);
        (c.x_radius, c.mapping_frame, c.anim) = (0xF, 0, c.subtype);
        return None;
    }
    let sign = match (s.given_up, find_sign(cx)) {
        (false, Some((i, at, true))) => {
            if under_sign((c.pixel_x() as u16, c.pixel_y() as u16), at) {
                Sign::Over(i)
            } else {
                Sign::Elsewhere
            }
        }
        _ => Sign::None,
    };
    match sign {
        Sign::Over(i) => {
            if let Some(o) = cx.slots.get_mut(i)
                && let State::Sonic3k(Sonic3k::EndSign(e)) = &mut o.state
            {
                e.landed = false;
            }
            // `Obj_Monitor` at routine 2 (`Obj_MonitorMain`), jumping out (`$3C`: falling, here Sonic 2's
            // monitor's knocked-up fall, the same gravity $38 and floor check).
            c.id = crate::objects::s2::id::MONITOR;
            c.routine = 2;
            c.routine_secondary = 4;
            c.y_vel = POP_SPEED;
            c.collision_flags = COLLISION;
            // `y_radius` $F as set up (the field held `height_pixels` while hidden).
            let size = cx.world.env.profile.monitor;
            (c.y_radius, c.x_radius, c.explicit_height) = (size.radius, size.radius, false);
            cx.mark_gone(c);
            return Some(State::Monitor(Default::default()));
        }
        Sign::Elsewhere => s.given_up = true,
        Sign::None => {}
    }
    cx.mark_gone(c);
    if !c.deleted && (s.given_up || find_sign(cx).is_none()) {
        // Without an end sign (or past it) nothing changes until the coarse camera moves; a new sign wakes it.
        cx.slots.sleep_current(false);
    }
    None
}

impl crate::objects::runtime::object::ObjKind for HiddenMonitor {
    const READS_ON_SCREEN: bool = false;
    const MAY_MOVE_PLAYERS: bool = false;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx)
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
