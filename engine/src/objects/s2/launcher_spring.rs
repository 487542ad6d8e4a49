//! Casino Night's launcher springs, the plungers you hold jump on to pull back further (s2disasm `Obj85`:
//! `Obj85_Init`, `Obj85_Up`, `loc_2AD26`, `loc_2AD7A`, `loc_2AE0C`, `Obj85_Diagonal`, `loc_2AF06`,
//! `loc_2AF7A`, `loc_2B018`).
//!
//! Subtype 0, the upward plunger: solid (`SolidObject_Always_SingleCharacter`: d1 $23, d2 $20, d3 $1D) for a
//! player not moving up; one who lands on it is caught: put on its x (his y from the next frame), stopped, curled (radii $E and 7) and held
//! (`obj_control` $81) $2E px above it. Any other subtype, the diagonal plunger (d1 $23, d2 8, d3 5): it also
//! catches a player pushing against it, and holds him at ($13, −$13) from it.
//!
//! While a player is held, each frame player 1's jump held (`Ctrl_1_Logical`; player 2's is the second pad,
//! `Ctrl_2`, which the CPU sidekick does not hold) pulls the plunger back one step every fourth frame, to $20
//! steps (diagonal: $1C); the plunger sits that many px below its placed y (diagonal: half of it left and
//! down). On the first frame with the pull > 0 and no held player's jump held, both players are marked to be
//! launched; the next frame launches those still on it: Y Speed −(pull + $10) × $80 (diagonal: X Speed
//! (pull + 4) × $80 and Y Speed its negative; subtype bit 7: on the ground instead, Ground Speed that, facing
//! right, angle $E0). With nobody held, the plunger springs back 4 steps a frame. A held player off screen
//! is dropped.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State};
use crate::objects::runtime::solid::{P1, P2, SolidBox, Who, solid_object_always_as};
use crate::player::{Player, Pose, Routine};
use formats::inputs::Buttons;

/// `Obj85_Index`.
pub const UP: u8 = 2;
pub const DIAGONAL: u8 = 4;
/// `objoff_36`/`objoff_37`: each player's state.
pub const FREE: u8 = 0;
pub const HELD: u8 = 1;
pub const LAUNCH: u8 = 2;
/// The deepest pull (`objoff_38`), upward and diagonal.
pub const MAX_PULL_UP: u16 = 0x20;
pub const MAX_PULL_DIAGONAL: u16 = 0x1C;
/// Where a held player is kept: $2E px above the upward plunger; ($13, −$13) from the diagonal one.
pub const HOLD_ABOVE: i32 = 0x2E;
pub const HOLD_DIAGONAL: i32 = 0x13;
/// The Ground Speed of every launch (overwritten on the ground by subtype bit 7).
pub const LAUNCH_GROUND_SPEED: i16 = 0x800;
/// The diagonal launch with subtype bit 7: the angle he is left on the ground at.
pub const GROUND_LAUNCH_ANGLE: u8 = 0xE0;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct LauncherSpring {
    /// `objoff_2E`, `objoff_34`: the placed position.
    pub x_origin: u16,
    pub y_origin: u16,
    /// `objoff_32`: frames to the next pull step; `objoff_33`: the shake's countdown (display only).
    pub pull_timer: i8,
    pub shake_timer: i8,
    /// `objoff_36`, `objoff_37`.
    pub state: [u8; 2],
    /// `objoff_38`: how far it is pulled back.
    pub pull: u16,
    /// `objoff_3A`: pulled this frame already (one step a frame whoever holds jump).
    pub pulled: bool,
}

/// `Obj85_Up` (`launch_speed(UP, pull)` = Y Speed) and `loc_2B018` (the diagonal's X Speed; Y Speed is its
/// negative).
pub fn launch_speed(routine: u8, pull: u16) -> i16 {
    if routine == UP { -(((pull + 0x10) << 7) as i16) } else { ((pull + 4) << 7) as i16 }
}

pub fn run(c: &mut Common, s: &mut LauncherSpring, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = if c.subtype == 0 { UP } else { DIAGONAL };
        c.width_pixels = 0x18;
        c.mapping_frame = 1;
        s.x_origin = c.pixel_x() as u16;
        s.y_origin = c.pixel_y() as u16;
    }
    let up = c.routine == UP;
    s.pulled = false;
    if up {
        set_y(c, s.y_origin.wrapping_add(s.pull));
    } else {
        let d1 = s.pull >> 1;
        c.x = (i32::from(s.x_origin.wrapping_sub(d1) as i16) << 8) | (c.x & 0xFF);
        set_y(c, s.y_origin.wrapping_add(d1));
    }
    let p1_held = cx.world.player.previous_buttons;
    player(c, s, 0, cx, P1, p1_held);
    // `Ctrl_2`: the second pad, which the CPU sidekick does not press.
    player(c, s, 1, cx, P2, Buttons::NONE);
    if s.state == [FREE, FREE] {
        c.mapping_frame = 1;
        s.pull = s.pull.saturating_sub(4);
    } else if s.pull != 0 {
        let mut jump = false;
        if s.state[0] == HELD {
            jump |= p1_held.jump();
        }
        if !jump {
            s.state = [LAUNCH, LAUNCH];
        }
    }
    cx.mark_gone(c);
}

fn set_y(c: &mut Common, y: u16) {
    c.y = (i32::from(y as i16) << 8) | (c.y & 0xFF);
}

/// `loc_2AD26` / `loc_2AF06`: one player.
fn player(c: &mut Common, s: &mut LauncherSpring, i: usize, cx: &mut ObjCtx, who: Who, held: Buttons) {
    let on_screen = i == 0 || cx.world.env.sidekick_on_screen;
    let p = if i == 0 {
        &mut *cx.world.player
    } else {
        match cx.world.sidekick.as_deref_mut() {
            Some(p) => p,
            None => return,
        }
    };
    let up = c.routine == UP;
    if s.state[i] != FREE {
        // REV01: nothing while he is hurt or dead.
        if p.routine != Routine::Normal {
            return;
        }
        if s.state[i] == HELD {
            if !on_screen {
                c.status &= !who.standing;
                p.air = true;
                p.on_object = false;
                p.object_control = 0;
                s.state[i] = FREE;
                return;
            }
            if held.jump() && !s.pulled {
                pull(s, if up { MAX_PULL_UP } else { MAX_PULL_DIAGONAL }, c);
            }
            hold(c, p);
            return;
        }
        // `loc_2AE0C` / `loc_2B018`.
        s.state[i] = FREE;
        let was_on = c.status & who.standing != 0;
        c.status &= !who.standing;
        if was_on {
            launch(c, s.pull, p);
            return;
        }
        if !up {
            return;
        }
    }
    // `loc_2AD2A`: a free player not moving up meets the solid.
    if p.y_speed < 0 {
        return;
    }
    let b = SolidBox {
        half_width: 0x23,
        half_height_air: if up { 0x20 } else { 8 },
        half_height_ground: if up { 0x1D } else { 5 },
        old_x: c.pixel_x() as i16,
    };
    solid_object_always_as(c, p, b, who);
    if c.status & who.standing == 0 {
        // The diagonal plunger also catches a player pushing against it.
        if up || c.status & who.pushing == 0 {
            return;
        }
        c.status |= who.standing;
    }
    p.object_control = 0x81;
    if up {
        // `loc_2AD2A` puts him on its x only: the hold keeps him above it from the next frame.
        p.x = (c.pixel_x() << 8) | (p.x & 0xFF);
    } else {
        hold(c, p);
    }
    (p.x_speed, p.y_speed, p.ground_speed) = (0, 0, 0);
    p.rolling = true;
    p.height_radius = 0xE;
    p.width_radius = 7;
    p.pose = Pose::Roll;
    s.state[i] = HELD;
}

/// `loc_2ADB0` / `loc_2AFB0`: a step every fourth frame jump is held, to `max`; the plunger shakes faster the
/// deeper it is pulled.
fn pull(s: &mut LauncherSpring, max: u16, c: &mut Common) {
    s.pulled = true;
    s.pull_timer -= 1;
    if s.pull_timer < 0 {
        s.pull_timer = 3;
        if s.pull != max {
            s.pull += 1;
        }
    }
    s.shake_timer -= 1;
    if s.shake_timer < 0 {
        s.shake_timer = (max.wrapping_sub(s.pull) >> 1) as i8;
        c.mapping_frame ^= 4;
    } else {
        c.mapping_frame = 1;
    }
}

/// Keeps a held player where the plunger holds him (the position words; subpixels kept).
fn hold(c: &Common, p: &mut Player) {
    let (x, y) = if c.routine == UP {
        (c.pixel_x(), c.pixel_y() - HOLD_ABOVE)
    } else {
        (c.pixel_x() + HOLD_DIAGONAL, c.pixel_y() - HOLD_DIAGONAL)
    };
    p.x = (x << 8) | (p.x & 0xFF);
    p.y = (y << 8) | (p.y & 0xFF);
}

/// `loc_2AE0C` / `loc_2B018`: the launch.
fn launch(c: &Common, pull: u16, p: &mut Player) {
    let speed = launch_speed(c.routine, pull);
    if c.routine == UP {
        (p.x_speed, p.y_speed) = (0, speed);
    } else {
        (p.x_speed, p.y_speed) = (speed, speed.wrapping_neg());
    }
    p.ground_speed = LAUNCH_GROUND_SPEED;
    p.air = true;
    p.on_object = false;
    if c.routine != UP && c.subtype & 0x80 != 0 {
        p.ground_speed = speed;
        p.facing_left = false;
        p.air = false;
        p.angle = GROUND_LAUNCH_ANGLE;
    }
    p.routine = Routine::Normal;
    p.object_control = 0;
}

impl crate::objects::runtime::object::ObjKind for LauncherSpring {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "launcher spring"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `loc_2AE0C`: (pull + $10) << 7, negated; `loc_2B018`: (pull + 4) << 7.
    #[test]
    fn launch_speeds_follow_the_pull() {
        assert_eq!(launch_speed(UP, 0), -0x800);
        assert_eq!(launch_speed(UP, MAX_PULL_UP), -0x1800);
        assert_eq!(launch_speed(DIAGONAL, 0), 0x200);
        assert_eq!(launch_speed(DIAGONAL, MAX_PULL_DIAGONAL), 0x1000);
    }

    /// One step every fourth frame of jump held, the first at once, to the deepest pull.
    #[test]
    fn a_step_every_fourth_frame_to_the_deepest() {
        let mut s = LauncherSpring::default();
        let mut c = Common::new(0x85, 0, 0, 0, false, false);
        let mut pulls = Vec::new();
        for _ in 0..9 {
            pull(&mut s, MAX_PULL_UP, &mut c);
            pulls.push(s.pull);
        }
        assert_eq!(pulls, [1, 1, 1, 1, 2, 2, 2, 2, 3]);
        for _ in 0..200 {
            pull(&mut s, MAX_PULL_DIAGONAL, &mut c);
        }
        assert_eq!(s.pull, MAX_PULL_DIAGONAL);
    }
}
