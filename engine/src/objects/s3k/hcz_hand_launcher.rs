//! Hydrocity's hand launcher (skdisasm s3.asm `Obj_HCZHandLauncher`, S3K id $3A: the hand `loc_2F6D8`, its
//! launch `loc_2F786`, the grab and jump `sub_2F860`/`sub_2F878`, the throw `sub_2F7FC`/`sub_2F80C`; its arm
//! `loc_2F96C`).
//!
//! A hand sunk $50 px in the floor (`$30`, its y the placed y + `$30`), top-solid ($20 either side, `d3` $11).
//! A player within $20 px across of it (either player) makes it rise 8 px a frame to $18; away, it sinks back
//! to $50. A player standing on it within 8 px of its centre is grabbed: held (`object_control` 1), uncurled,
//! at its x − 2 (+ 2 when x-flipped), facing its way with Ground Speed ±$1000 (his run in place). Once it holds
//! someone it waits (`$36` 19 down to 0), rises 8 px a frame up to 0, waits (59 to 0) and sinks; at $18 it throws
//! whoever it holds along the ground (X Speed and Ground Speed $1000, −$1000 when x-flipped, Y Speed 0,
//! released), the others standing on it let go in the air. A jump press while held lets go early at
//! ($800, −$400). The arm (the slot after it, drawn from $18 up) turns frames 0–5.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State, set_pixel};
use crate::objects::runtime::solid::{self, P1, P2, Who};
use crate::objects::s3k::kinds::Sonic3k;
use crate::player::{Player, Pose};
use formats::inputs::Buttons;

/// `$30`: sunk, risen to grab, and up.
pub const SUNK: u16 = 0x50;
pub const READY: u16 = 0x18;
/// The rise and sink a frame.
pub const STEP: u16 = 8;
/// `$36`: the hold before it rises on (20 frames), and its wait at the top (60).
pub const HOLD: u16 = 20 - 1;
pub const TOP_WAIT: u16 = 60 - 1;
/// The throw's speed; a jump off's.
pub const THROW: i16 = 0x1000;
pub const JUMP: (i16, i16) = (0x800, -0x400);

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct HczHandLauncher {
    /// The arm (`loc_2F96C`), with its hand's slot (`$3C`).
    pub arm: bool,
    pub hand: Option<usize>,
    /// `$30`: how far it is sunk; `$32`: its placed y.
    pub depth: u16,
    pub home_y: i16,
    /// `$34`: it holds (or grabbed) someone; `$35`: whom (bits `P1.standing`, `P2.standing`).
    pub grabbing: bool,
    pub held: u8,
    /// `$36`.
    pub timer: u16,
    /// `loc_2F786`: rising on to throw.
    pub throwing: bool,
    /// Each player's logical buttons the frame before (the presses: `Ctrl_n_pressed_logical`).
    pub buttons_before: [Buttons; 2],
}

/// `sub_2F878` for one player: a held one's jump, or the grab.
fn grab_or_jump(c: &mut Common, s: &mut HczHandLauncher, who: Who, p: &mut Player, pressed: Buttons) {
    if s.held & who.standing != 0 {
        if !pressed.jump() {
            return;
        }
        s.held &= !who.standing;
        c.status &= !who.standing;
        let v = if c.x_flip { -JUMP.0 } else { JUMP.0 };
        (p.ground_speed, p.x_speed, p.y_speed) = (v, v, JUMP.1);
        p.object_control = 0;
        p.on_object = false;
        p.air = true;
        if s.held == 0 {
            s.grabbing = false;
        }
        return;
    }
    if !solid::standing_as(c, p, who) {
        return;
    }
    if !s.grabbing {
        let d = (p.pixel_x() as u16).wrapping_add(8).wrapping_sub(c.pixel_x() as u16);
        if d >= 0x10 {
            return;
        }
    }
    if p.object_control != 0 {
        return;
    }
    s.held |= who.standing;
    p.pose = Pose::Walk;
    p.height_radius = if p.character == crate::Character::Sonic { 0x13 } else { 0xF };
    p.width_radius = 9;
    p.rolling = false;
    p.object_control = 1;
    p.pushing = false;
    let x = c.pixel_x() as i16;
    if c.x_flip {
        set_pixel(&mut p.x, x + 2);
        p.ground_speed = -THROW;
        p.facing_left = true;
    } else {
        set_pixel(&mut p.x, x - 2);
        p.ground_speed = THROW;
        p.facing_left = false;
    }
    s.grabbing = true;
}

/// `sub_2F860`: both players, with their presses this frame.
fn grab_both(c: &mut Common, s: &mut HczHandLauncher, cx: &mut ObjCtx) {
    let held = cx.world.player.previous_buttons;
    let pressed = held.pressed_since(s.buttons_before[0]);
    s.buttons_before[0] = held;
    grab_or_jump(c, s, P1, cx.world.player, pressed);
    if let Some(p2) = cx.world.sidekick.as_deref_mut() {
        let held = p2.previous_buttons;
        let pressed = held.pressed_since(s.buttons_before[1]);
        s.buttons_before[1] = held;
        grab_or_jump(c, s, P2, p2, pressed);
    }
}

/// `sub_2F80C` for one player: thrown if held, else let go if standing.
fn throw(c: &mut Common, s: &mut HczHandLauncher, who: Who, p: &mut Player) {
    if s.held & who.standing != 0 {
        s.held &= !who.standing;
        let v = if c.x_flip { -THROW } else { THROW };
        (p.ground_speed, p.x_speed, p.y_speed) = (v, v, 0);
        p.pose = Pose::Walk;
        p.object_control = 0;
        p.on_object = false;
        c.status &= !who.standing;
        return;
    }
    if c.status & who.standing != 0 {
        c.status &= !who.standing;
        p.on_object = false;
        p.air = true;
    }
}

/// Whether a player is within $20 px across of the hand (`subi.w #$20` / `cmpi.w #$40`).
fn near(x: i16, p: &Player) -> bool {
    (p.pixel_x() as u16).wrapping_sub(x.wrapping_sub(0x20) as u16) < 0x40
}

fn place_and_solid(c: &mut Common, s: &HczHandLauncher, cx: &mut ObjCtx, solid: bool) {
    set_pixel(&mut c.y, s.home_y.wrapping_add(s.depth as i16));
    if solid {
        let x = c.pixel_x() as i16;
        cx.platform_object(c, 0x20, 0x11, x);
    }
    cx.mark_gone(c);
}

fn run_hand(c: &mut Common, s: &mut HczHandLauncher, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        (c.width_pixels, c.y_radius, c.explicit_height) = (0x20, 0x40, true);
        s.home_y = c.pixel_y() as i16;
        c.mapping_frame = 6;
        s.depth = SUNK;
        let mut arm = Common::new(c.id, 0, 0, 0, c.x_flip, c.y_flip);
        (arm.x, arm.y) = (c.x & !0xFF, c.y & !0xFF);
        // The bug the game keeps: `move.b #$30,width_pixels(a1)` (meant for the height).
        arm.width_pixels = 0x30;
        let state = HczHandLauncher { arm: true, hand: Some(cx.current()), ..HczHandLauncher::default() };
        let _ = cx.spawn_after(Obj { common: arm, state: State::Sonic3k(Sonic3k::HczHandLauncher(state)) });
    }
    if s.throwing {
        // `loc_2F786`.
        if s.timer != 0 {
            s.timer -= 1;
            grab_both(c, s, cx);
        } else if s.depth == SUNK {
            s.grabbing = false;
            s.throwing = false;
        } else {
            if s.depth == READY {
                throw(c, s, P1, cx.world.player);
                if let Some(p2) = cx.world.sidekick.as_deref_mut() {
                    throw(c, s, P2, p2);
                }
                c.mapping_frame = 6;
            }
            s.depth += STEP;
        }
        let solid = s.depth <= READY;
        place_and_solid(c, s, cx, solid);
        return;
    }
    let x = c.pixel_x() as i16;
    let someone_near = near(x, cx.world.player) || cx.world.sidekick.as_deref().is_some_and(|p| near(x, p));
    if !someone_near {
        if s.depth != SUNK {
            s.depth += STEP;
        }
    } else if s.grabbing {
        c.mapping_frame = 7;
        if s.timer != 0 {
            s.timer -= 1;
        } else if s.depth != 0 {
            s.depth -= STEP;
        } else {
            s.throwing = true;
            s.timer = TOP_WAIT;
        }
        grab_both(c, s, cx);
    } else {
        s.timer = HOLD;
        c.mapping_frame = 6;
        if s.depth > READY {
            s.depth -= STEP;
        } else {
            grab_both(c, s, cx);
        }
    }
    place_and_solid(c, s, cx, true);
}

/// `loc_2F96C`: the arm follows the hand's y; from $18 up it turns and is drawn (and unloads out of range).
/// With its hand gone it reads a cleared slot (`$30` 0): it turns on where it is until out of range.
fn run_arm(c: &mut Common, s: &HczHandLauncher, cx: &mut ObjCtx) {
    let hand = s.hand.and_then(|i| cx.slots.get(i)).and_then(|o| match &o.state {
        State::Sonic3k(Sonic3k::HczHandLauncher(h)) if !h.arm && !o.common.deleted => Some((o.common.y, h.depth)),
        _ => None,
    });
    if let Some((y, depth)) = hand {
        c.y = y;
        if depth > READY {
            return;
        }
    }
    c.mapping_frame = if c.mapping_frame + 1 >= 6 { 0 } else { c.mapping_frame + 1 };
    cx.mark_gone(c);
}

pub fn run(c: &mut Common, s: &mut HczHandLauncher, cx: &mut ObjCtx) {
    if s.arm { run_arm(c, s, cx) } else { run_hand(c, s, cx) }
}

impl crate::objects::runtime::object::ObjKind for HczHandLauncher {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        if self.arm {
            "arm"
        } else if self.throwing {
            "throwing"
        } else if self.grabbing {
            "holding"
        } else if self.depth == SUNK {
            "sunk"
        } else {
            "rising"
        }
    }

    fn name(&self) -> &'static str {
        "Hydrocity hand launcher"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `loc_2F6D8`: a player from $20 px left of the hand to $1F right is near (`subi.w #$20`,
    /// `cmpi.w #$40` / `blo`); $20 right is not.
    #[test]
    fn near_is_within_0x20_across() {
        let at = |x| Player::standing(crate::Character::Sonic, x, 0x100);
        assert!(near(0x300, &at(0x2E0)));
        assert!(near(0x300, &at(0x31F)));
        assert!(!near(0x300, &at(0x320)));
        assert!(!near(0x300, &at(0x2DF)));
    }
}
