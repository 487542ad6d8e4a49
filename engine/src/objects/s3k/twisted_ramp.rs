//! Angel Island's twisted ramps (skdisasm s3.asm `Obj_TwistedRamp`, S3K id $0E, `sub_23CA2`): an invisible
//! launcher at the lip of a curled ramp that throws a fast player up into a somersault.
//!
//! Each frame, for each player: on the ground, not object-controlled, his x + $10 within $20 px right of its x
//! (x − $10 to x + $F), his y from $14 above to $20 below its y, and X Speed $400 or more (right only): Y Speed
//! −$700, X Speed + $400, in the air, routine 2, Ground Speed 1 (−1 facing left: the somersault's way), the
//! walking animation (0) and a somersault (`flip_angle` ±1, `flips_remaining` 0, `flip_speed` 4 — drawn only,
//! as the twirl springs'). Never drawn; out of range it lets its respawn entry go.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State};
use crate::player::{Player, Pose, Routine};

/// `move.w #-$700,y_vel(a1)`.
pub const LAUNCH_Y: i16 = -0x700;
/// `addi.w #$400,x_vel(a1)`, and the X Speed it needs (`cmpi.w #$400,x_vel(a1)`).
pub const BOOST_X: i16 = 0x400;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct TwistedRamp;

/// `sub_23CA2`'s test: a player at (`px`, `py`) on the ground with X Speed `x_speed` is launched by a ramp at
/// (`x`, `y`).
pub fn launches((x, y): (u16, u16), (px, py): (u16, u16), x_speed: i16) -> bool {
    // `sub.w x_pos(a0),d0; bcs`: unsigned below; `cmpi.w #$20,d0; bge`: signed.
    let (dx, borrow) = px.wrapping_add(0x10).overflowing_sub(x);
    let dy = py.wrapping_sub(y) as i16;
    !borrow && (dx as i16) < 0x20 && (-0x14..=0x20).contains(&dy) && x_speed >= BOOST_X
}

fn launch(c: &Common, p: &mut Player) {
    if p.air || p.object_control != 0 {
        return;
    }
    if !launches((c.pixel_x() as u16, c.pixel_y() as u16), (p.pixel_x() as u16, p.pixel_y() as u16), p.x_speed) {
        return;
    }
    p.y_speed = LAUNCH_Y;
    p.x_speed = p.x_speed.wrapping_add(BOOST_X);
    p.air = true;
    p.routine = Routine::Normal;
    p.ground_speed = if p.facing_left { -1 } else { 1 };
    p.pose = Pose::Walk;
}

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    launch(c, cx.world.player);
    if let Some(p2) = cx.world.sidekick.as_deref_mut() {
        launch(c, p2);
    }
    if cx.out_of_range(c.pixel_x()) {
        if let Some(i) = c.respawn {
            cx.world.env.respawn.forget(i);
        }
        c.delete();
    }
}

impl crate::objects::runtime::object::ObjKind for TwistedRamp {
    const READS_ON_SCREEN: bool = false;

    #[inline(always)]
    fn run(_s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, cx);
        None
    }

    fn name(&self) -> &'static str {
        "twisted ramp"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `sub_23CA2`: a ramp at ($23C0, $4C8) (Angel Island 1's) launches a player at x $23B0–$23CF and
    /// y $4B4–$4E8 moving right at $400 or more; $3FF, x $23AF or $23D0, y $4B3 or $4E9 do not.
    #[test]
    fn the_launch_box() {
        let r = (0x23C0, 0x4C8);
        assert!(launches(r, (0x23B0, 0x4B4), 0x400));
        assert!(launches(r, (0x23CF, 0x4E8), 0x600));
        assert!(!launches(r, (0x23C0, 0x4C8), 0x3FF));
        assert!(!launches(r, (0x23AF, 0x4C8), 0x600));
        assert!(!launches(r, (0x23D0, 0x4C8), 0x600));
        assert!(!launches(r, (0x23C0, 0x4B3), 0x600));
        assert!(!launches(r, (0x23C0, 0x4E9), 0x600));
        assert!(!launches(r, (0x23C0, 0x4C8), -0x600));
    }
}
