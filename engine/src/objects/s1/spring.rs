//! Sonic 1's springs (s1disasm `_incObj/41 Springs.asm`: `Spring_Main`, `Spring_Up` / `Spring_BounceUp`,
//! `Spring_LR` / `Spring_BounceLR`, `Spring_Dwn` / `Spring_BounceDwn`, the `Spring_Ani*` and `Spring_Reset*`
//! routines; `_anim/Springs.asm`; SPG "Springs and Bumpers").
//!
//! Subtype bit 4: facing left/right (x flip: left); bit 5: facing down; bit 1: yellow (−$A00) instead of red
//! (−$1000) (`Spring_Powers`, indexed by the low nibble: the other values read past the table — here they
//! follow bit 1). Solid boxes as Sonic 1's `SolidObject` (on screen only): up and down $1B × 8 ($10 on the
//! ground), left/right $13 × $E ($F).
//!
//! Where it differs from Sonic 2's (`objects::spring`): no diagonal springs, twirls, layer bits or
//! speed-clearing bit; a horizontal spring launches only a player pushing its face or back — no launch zone
//! in front — and toggles his facing (`bchg #0`) instead of setting it; a down spring launches on any
//! top/bottom contact unless he stands on it; the spring's standing bit is cleared at the launch; and while
//! its boing plays (11 frames, ending in `afRoutine`) the spring is not solid at all. Unloaded out of range
//! (`out_of_range` with `DeleteObject`: no respawn entry).

use crate::math::px;
use crate::objects::runtime::animate::animate_sprite_with_flips;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, PUSHING, STANDING};
use crate::objects::runtime::solid::{Contact, SolidBox, solid_object_s1, standing};
use crate::player::{Player, Pose, Routine};

/// `Spring_Powers`: red, yellow.
pub const POWERS: [i16; 2] = [-0x1000, -0xA00];
/// The horizontal spring's control lock (`move.w #$F,objoff_3E(a1)`).
pub const CONTROL_LOCK: u16 = 0xF;
/// Routines: up 2 (boing 4, reset 6), left/right 8 ($A, $C), down $E ($10, $12).
pub const UP: u8 = 2;
pub const SIDEWAYS: u8 = 8;
pub const DOWN: u8 = 0xE;

/// `Ani_Spring`: the boings of the vertical and horizontal springs, ending in `afRoutine`.
const SCRIPTS: [&[u8]; 2] = [&[0, 1, 0, 0, 2, 2, 2, 2, 2, 2, 0, 0xFC], &[0, 4, 3, 3, 5, 5, 5, 5, 5, 5, 3, 0xFC]];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Spring {
    /// `spring_pow`.
    pub power: i16,
}

pub fn run(c: &mut Common, s: &mut Spring, cx: &mut ObjCtx) {
    let player = &mut *cx.world.player;
    let solid = matches!(c.routine, UP | SIDEWAYS | DOWN);
    match c.routine {
        0 => init(c, s),
        UP => {
            let b = SolidBox { half_width: 0x1B, half_height_air: 8, half_height_ground: 0x10, old_x: px(c.x) };
            solid_object_s1(c, player, b);
            if standing(c, player) {
                bounce_up(c, s, player);
                animate_sprite_with_flips(c, &SCRIPTS);
            }
        }
        SIDEWAYS => {
            let b = SolidBox { half_width: 0x13, half_height_air: 0xE, half_height_ground: 0xF, old_x: px(c.x) };
            solid_object_s1(c, player, b);
            if c.status & PUSHING != 0 {
                bounce_sideways(c, s, player);
                animate_sprite_with_flips(c, &SCRIPTS);
            }
        }
        DOWN => {
            let b = SolidBox { half_width: 0x1B, half_height_air: 8, half_height_ground: 0x10, old_x: px(c.x) };
            let contact = solid_object_s1(c, player, b);
            if !standing(c, player) && matches!(contact, Contact::Top | Contact::Bottom) {
                bounce_down(c, s, player);
                animate_sprite_with_flips(c, &SCRIPTS);
            }
        }
        // `Spring_Ani*`: the boing; its `afRoutine` moves on to the reset.
        4 | 0xA | 0x10 => animate_sprite_with_flips(c, &SCRIPTS),
        // `Spring_Reset*`: the script restarts next time (`obPrevAni` ≠ `obAnim`); back to the solid routine.
        _ => {
            c.prev_anim = if c.routine == 0xC { 2 } else { 1 };
            c.routine = c.routine.wrapping_sub(4);
        }
    }
    cx.mark_gone(c);
    // Still solid (no boing): until the player comes within its box its runs find him outside and change
    // nothing (no animation plays), as Sonic 2's relaxed springs nap.
    if solid && matches!(c.routine, UP | SIDEWAYS | DOWN) {
        cx.nap(c, 0x1B, 0x10);
    }
}

/// `Spring_Main`: the routine by the direction bits, width, frame, power.
fn init(c: &mut Common, s: &mut Spring) {
    c.routine = UP;
    c.width_pixels = 0x10;
    if c.subtype & 0x10 != 0 {
        c.routine = SIDEWAYS;
        c.anim = 1;
        c.mapping_frame = 3;
        c.width_pixels = 8;
    }
    if c.subtype & 0x20 != 0 {
        c.routine = DOWN;
        c.status |= 2;
    }
    s.power = POWERS[usize::from((c.subtype >> 1) & 1)];
}

/// `Spring_BounceUp`: 8 px down into it, Y Speed = power, in the air off the object, spring pose, normal
/// routine; the spring forgets him.
fn bounce_up(c: &mut Common, s: &Spring, player: &mut Player) {
    c.routine = 4;
    player.y = player.y.wrapping_add(8 << 8);
    player.y_speed = s.power;
    player.air = true;
    player.on_object = false;
    player.pose = Pose::Spring;
    player.routine = Routine::Normal;
    c.status &= !STANDING;
}

/// `Spring_BounceLR`: X Speed = power away from its face (right unless x-flipped; 8 px out), the control lock,
/// Ground Speed = X Speed, his facing toggled, walking pose unless rolling, no longer pushing.
fn bounce_sideways(c: &mut Common, s: &Spring, player: &mut Player) {
    c.routine = 0xA;
    player.x_speed = s.power;
    player.x = player.x.wrapping_add(8 << 8);
    if c.status & 1 == 0 {
        player.x = player.x.wrapping_sub(0x10 << 8);
        player.x_speed = player.x_speed.wrapping_neg();
    }
    player.control_lock = CONTROL_LOCK;
    player.ground_speed = player.x_speed;
    player.facing_left = !player.facing_left;
    if !player.rolling {
        player.pose = Pose::Walk;
    }
    c.status &= !PUSHING;
    player.pushing = false;
}

/// `Spring_BounceDwn`: 8 px up out of it, Y Speed = −power (down), in the air off any object, normal routine.
fn bounce_down(c: &mut Common, s: &Spring, player: &mut Player) {
    c.routine = 0x10;
    player.y = player.y.wrapping_sub(8 << 8);
    player.y_speed = s.power.wrapping_neg();
    player.air = true;
    player.on_object = false;
    player.routine = Routine::Normal;
    c.status &= !STANDING;
}
