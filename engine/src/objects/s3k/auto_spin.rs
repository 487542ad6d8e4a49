//! The invisible force-roll lines (skdisasm s3.asm `Obj_AutoSpin`, S3K id $26, `word_1C4B2`, `loc_1C4F4`,
//! `sub_1C518`, `loc_1C5FA`, `sub_1C61E`, `loc_1C5CA`): Sonic 2's `Obj84` with Sonic 3's speeds — Angel Island
//! 2's and Hydrocity 1's tubes and chutes.
//!
//! Subtype bit 2 clear: an upright line at the object's x, reaching `word_1C4B2[subtype & 3]` ($20, $40, $80,
//! $100) above and below it; set: a level line at its y reaching as far left and right. Each player's side of
//! the line is kept (`$34`, `$35`: set on its first frame when he is right of / below it). Crossing it within
//! the reach: the way the object faces (right or down; left or up with the x flip) sets `spin_dash_flag` 1 —
//! $81 with subtype bit 7: no braking nor friction in the roll — and curls him (unless already rolling: radii
//! $E × 7, 5 px down); across an upright line he is also sent at Ground Speed ±$580, and a level one with
//! subtype bit 6 puts him on a wall (angle $40, on the ground, Ground Speed = his Y Speed, X Speed 0 — only the
//! way down). Crossing back clears `spin_dash_flag`. Player 2 is skipped while flying in (`Tails_CPU_routine`
//! 4). Never drawn (but in debug mode); out of range it lets its respawn entry go
//! (`Delete_Sprite_If_Not_In_Range`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State};
use crate::player::{Player, Pose};

/// `word_1C4B2`: the reach either side of the line by `subtype & 3`.
pub const REACH: [u16; 4] = [0x20, 0x40, 0x80, 0x100];
/// `move.w #$580,ground_vel(a1)`.
pub const SPEED: i16 = 0x580;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AutoSpin {
    /// `$34`, `$35`: each player right of (below) the line.
    pub past: [bool; 2],
}

/// Whether the line is level (subtype bit 2: `loc_1C5FA`), else upright (`loc_1C4F4`).
pub fn level_line(subtype: u8) -> bool {
    subtype & 4 != 0
}

/// What crossing the line does to the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cross {
    /// Not crossed, or crossed outside the reach.
    Nothing,
    /// Crossed against the way it faces: `spin_dash_flag` cleared.
    Uncurl,
    /// Crossed the way it faces: curled with this Ground Speed (an upright line's ±$580; None: kept).
    Curl(Option<i16>),
}

/// `sub_1C518` / `sub_1C61E` for one player at (`px`, `py`): the line at (`x`, `y`), `past` his side.
pub fn cross(subtype: u8, x_flip: bool, (x, y): (u16, u16), past: &mut bool, (px, py): (u16, u16)) -> Cross {
    let level = level_line(subtype);
    let (line, at, centre, pos) = if level { (y, py, x, px) } else { (x, px, y, py) };
    let forwards = if *past {
        if line <= at {
            return Cross::Nothing;
        }
        false
    } else {
        if line > at {
            return Cross::Nothing;
        }
        true
    };
    *past = forwards;
    let reach = REACH[usize::from(subtype & 3)];
    if pos < centre.wrapping_sub(reach) || pos >= centre.wrapping_add(reach) {
        return Cross::Nothing;
    }
    if forwards == x_flip {
        return Cross::Uncurl;
    }
    match (level, forwards) {
        (false, true) => Cross::Curl(Some(SPEED)),
        (false, false) => Cross::Curl(Some(-SPEED)),
        (true, _) => Cross::Curl(None),
    }
}

/// `loc_1C5CA`: curls a player not rolling yet (`bset #Status_Roll`, radii $E × 7, `anim` 2, 5 px down).
fn curl(p: &mut Player) {
    if p.rolling {
        return;
    }
    p.rolling = true;
    p.height_radius = 0xE;
    p.width_radius = 7;
    p.pose = Pose::Roll;
    p.y = p.y.wrapping_add(5 << 8);
}

/// Whether the player starts right of (below) the line (`loc_1C4BA`, `Obj_AutoSpin`: `cmp.w x_pos(a1),d1`).
fn side(c: &Common, p: &Player) -> bool {
    if level_line(c.subtype) { c.pixel_y() < p.pixel_y() } else { c.pixel_x() < p.pixel_x() }
}

fn apply(c: &Common, p: &mut Player, past: &mut bool) {
    let at = (c.pixel_x() as u16, c.pixel_y() as u16);
    match cross(c.subtype, c.x_flip, at, past, (p.pixel_x() as u16, p.pixel_y() as u16)) {
        Cross::Nothing => {}
        Cross::Uncurl => (p.pinball, p.pinball_unbraked) = (false, false),
        Cross::Curl(speed) => {
            if let Some(v) = speed {
                p.ground_speed = v;
            }
            (p.pinball, p.pinball_unbraked) = (true, c.subtype & 0x80 != 0);
            // `loc_1C668` / `loc_1C6D4`: subtype bit 6 on a level line lands him on a wall.
            if level_line(c.subtype) && c.subtype & 0x40 != 0 {
                p.air = false;
                p.angle = 0x40;
                if *past {
                    p.ground_speed = p.y_speed;
                    p.x_speed = 0;
                }
            }
            curl(p);
        }
    }
}

pub fn run(c: &mut Common, s: &mut AutoSpin, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        (c.width_pixels, c.y_radius, c.explicit_height) = (0x80, 0x80, true);
        c.mapping_frame = c.subtype & if level_line(c.subtype) { 7 } else { 3 };
        s.past[0] = side(c, cx.world.player);
        // An empty player 2 slot sits at (0, 0): never past the line.
        s.past[1] = cx.world.sidekick.as_deref().is_some_and(|p| side(c, p));
    }
    apply(c, cx.world.player, &mut s.past[0]);
    if !cx.world.env.sidekick_flying
        && let Some(p2) = cx.world.sidekick.as_deref_mut()
    {
        apply(c, p2, &mut s.past[1]);
    }
    if cx.out_of_range(c.pixel_x()) {
        if let Some(i) = c.respawn {
            cx.world.env.respawn.forget(i);
        }
        c.delete();
    }
}

impl crate::objects::runtime::object::ObjKind for AutoSpin {
    const READS_ON_SCREEN: bool = false;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "auto spin"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `sub_1C518`: subtype $80 (an upright line, reach $20) at ($1000, $400): a player left of it
    /// stepping onto x $1000 within y $3E0–$41F crosses it forwards (right): Ground Speed $580 and curled;
    /// stepping back left of it clears the flag; outside the reach only his side changes. x-flipped, right is
    /// backwards and left forwards at −$580. `loc_1C5FA`: subtype $84 (level, reach $20) crossed downwards
    /// curls without a speed.
    #[test]
    fn crossing_the_line() {
        let at = (0x1000, 0x400);
        let mut past = false;
        assert_eq!(cross(0x80, false, at, &mut past, (0xFFF, 0x400)), Cross::Nothing);
        assert_eq!(cross(0x80, false, at, &mut past, (0x1000, 0x3E0)), Cross::Curl(Some(0x580)));
        assert!(past);
        assert_eq!(cross(0x80, false, at, &mut past, (0x1001, 0x400)), Cross::Nothing);
        assert_eq!(cross(0x80, false, at, &mut past, (0xFFF, 0x41F)), Cross::Uncurl);
        assert_eq!(cross(0x80, false, at, &mut past, (0x1000, 0x420)), Cross::Nothing, "out of reach");
        assert!(past, "but on the other side");
        assert_eq!(cross(0x80, true, at, &mut past, (0xFFF, 0x400)), Cross::Curl(Some(-0x580)));
        assert_eq!(cross(0x80, true, at, &mut past, (0x1000, 0x400)), Cross::Uncurl);
        let mut past = false;
        assert_eq!(cross(0x84, false, at, &mut past, (0x1010, 0x400)), Cross::Curl(None));
        assert_eq!(REACH, [0x20, 0x40, 0x80, 0x100]);
    }
}
