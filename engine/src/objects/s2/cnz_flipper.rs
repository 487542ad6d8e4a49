//! Casino Night's flippers (s2disasm `Obj86`: `Obj86_Init`, `Obj86_UpwardsType`, `Obj86_HorizontalType`,
//! `loc_2B20A`, `loc_2B290`, `loc_2B35C`).
//!
//! Subtype 0, the upward flipper: a `SlopedSolid` (d1 = $23, d2 = 6) whose top follows the height array of its
//! mapping frame. A player who lands on it is taken out of his own control (`obj_control` 1) and curled (radii
//! $E and 7, 5 px down unless already rolling); each frame after he rolls (mapping frame − 1) px down it until a
//! jump press of player 1 (`Ctrl_1_Logical`; player 2's is the second pad, `Ctrl_2`) flips every player on
//! it: with d = his x − its x (mirrored when X-flipped) + $23 and s = min(d, $40) × 32 + $800, Y Speed =
//! sin($40 + d / 4) × −s / 256, X Speed = cos(…) × −s / 256 (negated when X-flipped), in the air.
//!
//! Any other subtype, the sideways flipper: solid (`SolidObject_Always_SingleCharacter`, d1 = $13, d2 = $18,
//! d3 = $19) for each player; one pushing against it is batted away: X Speed −$1000 and 8 px right when he
//! is on its left, +$1000 and 8 px left on its right, `move_lock` $F, curled (5 px down unless rolling).

use crate::math::{cos, sin};
use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::objects::runtime::solid::{self, P1, P2, SolidBox, Who};
use crate::player::{Player, Pose, Routine};
use formats::inputs::Buttons;

/// The height arrays (`byte_2B3C6`, `byte_2B3EA`, `byte_2B40E`): mapping frames 0 (down), 1, 2 (up).
pub use crate::objects::generic::flipper::{SLOPE_DOWN, SLOPE_STRAIGHT, SLOPE_UP};

/// `Ani_obj86`: 0 at rest, 1 the flip, 2 the sideways flipper at rest, 3 and 4 its swing (left, right).
const SCRIPTS: [&[u8]; 5] = [
    &[0xF, 0, 0xFF],
    &[3, 1, 2, 1, 0xFD, 0],
    &[0xF, 4, 0xFF],
    &[0, 5, 4, 3, 3, 3, 3, 0xFD, 2],
    &[0, 3, 4, 5, 5, 5, 5, 0xFD, 2],
];
/// `Obj86_Index`.
pub const UPWARD: u8 = 2;
pub const SIDEWAYS: u8 = 4;
/// The upward flipper's `SlopedSolid` d1, d2.
pub const HALF_WIDTH: i16 = 0x23;
pub const HALF_HEIGHT: i16 = 6;
/// The sideways flipper's solid box (d1, d2, d3).
pub const SIDE_HALF_WIDTH: i16 = 0x13;
pub const SIDE_HALF_HEIGHT_AIR: i16 = 0x18;
pub const SIDE_HALF_HEIGHT_GROUND: i16 = 0x19;
/// The sideways flipper's bat: X Speed and `move_lock`.
pub const BAT_SPEED: i16 = 0x1000;
pub const BAT_LOCK: u16 = 0xF;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CnzFlipper {
    /// `objoff_36`, `objoff_37`: player 1, player 2 held by the upward flipper.
    pub holding: [bool; 2],
    /// Player 1's buttons when it last ran (a press is a jump held now and not then: `Ctrl_1_Press_Logical`).
    pub last_held: Buttons,
}

pub fn run(c: &mut Common, s: &mut CnzFlipper, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = UPWARD;
        c.width_pixels = 0x18;
        if c.subtype != 0 {
            c.routine = SIDEWAYS;
            c.anim = 2;
        }
    }
    let held = cx.world.player.previous_buttons;
    let pressed = held.pressed_since(s.last_held);
    s.last_held = held;
    if c.routine == UPWARD {
        upward(c, s, cx, pressed.jump());
    } else {
        sideways(c, cx);
    }
    animate_sprite(c, &SCRIPTS);
    cx.mark_gone(c);
}

/// `Obj86_UpwardsType`.
fn upward(c: &mut Common, s: &mut CnzFlipper, cx: &mut ObjCtx, p1_jump: bool) {
    let slope: &[u8] = match c.mapping_frame {
        0 => &SLOPE_DOWN,
        1 => &SLOPE_STRAIGHT,
        _ => &SLOPE_UP,
    };
    let b = SolidBox {
        half_width: HALF_WIDTH,
        half_height_air: HALF_HEIGHT,
        half_height_ground: HALF_HEIGHT,
        old_x: c.pixel_x() as i16,
    };
    cx.sloped_solid(c, b, slope);
    let mut flip = hold(c, &mut s.holding[0], cx.world.player, P1, p1_jump);
    if let Some(p2) = cx.world.sidekick.as_deref_mut() {
        // `Ctrl_2`: the second pad, which the CPU sidekick does not press.
        flip |= hold(c, &mut s.holding[1], p2, P2, false);
    }
    if flip {
        if let Some(p2) = cx.world.sidekick.as_deref_mut() {
            launch(c, &mut s.holding[1], p2, P2);
        }
        launch(c, &mut s.holding[0], cx.world.player, P1);
    }
}

/// `loc_2B20A`: one player on the upward flipper; true when his jump press asks for the flip (`objoff_38`).
fn hold(c: &mut Common, holding: &mut bool, p: &mut Player, who: Who, jump: bool) -> bool {
    let on = solid::standing_as(c, p, who);
    if !*holding {
        if on {
            p.object_control = 1;
            p.height_radius = 0xE;
            p.width_radius = 7;
            p.pose = Pose::Roll;
            if !p.rolling {
                p.rolling = true;
                p.y = p.y.wrapping_add(5 << 8);
            }
            *holding = true;
        }
        return false;
    }
    if jump {
        return true;
    }
    if !on {
        p.object_control = 0;
        *holding = false;
        return false;
    }
    // `loc_2B254`: rolls down the flipper, (mapping frame − 1) px a frame.
    let mut d1 = i16::from(c.mapping_frame) - 1;
    p.facing_left = true;
    if !c.x_flip {
        d1 = d1.wrapping_neg();
        p.facing_left = false;
    }
    p.x = p.x.wrapping_add(i32::from(d1) << 8);
    p.x_speed = d1 << 8;
    p.ground_speed = d1 << 8;
    p.y_speed = 0;
    false
}

/// `loc_2B290`: the flip throws a player standing on it.
fn launch(c: &mut Common, holding: &mut bool, p: &mut Player, who: Who) {
    if c.status & who.standing == 0 {
        return;
    }
    c.status &= !who.standing;
    throw(c, p);
    *holding = false;
}

/// `loc_2B290`'s throw, shared with the SPG's generic flipper ([`crate::objects::generic::flipper`]): the
/// strength grows with the distance from the pivot (to $40 px), the angle with it; the player leaves in the air.
pub fn throw(c: &mut Common, p: &mut Player) {
    let mut d0 = (p.pixel_x() - c.pixel_x()) as i16;
    if c.x_flip {
        d0 = d0.wrapping_neg();
    }
    d0 = d0.wrapping_add(HALF_WIDTH);
    let d2 = (d0 as u16).min(0x40) as i16;
    let strength = -((d2 << 5) + 0x800);
    let angle = ((d0 >> 2) + 0x40) as u8;
    p.y_speed = ((i32::from(sin(angle)) * i32::from(strength)) >> 8) as i16;
    let x = ((i32::from(cos(angle)) * i32::from(strength)) >> 8) as i16;
    p.x_speed = if c.x_flip { x.wrapping_neg() } else { x };
    p.air = true;
    p.on_object = false;
    p.routine = Routine::Normal;
    p.object_control = 0;
    c.anim = 1;
}

/// `Obj86_HorizontalType`.
fn sideways(c: &mut Common, cx: &mut ObjCtx) {
    let b = SolidBox {
        half_width: SIDE_HALF_WIDTH,
        half_height_air: SIDE_HALF_HEIGHT_AIR,
        half_height_ground: SIDE_HALF_HEIGHT_GROUND,
        old_x: c.pixel_x() as i16,
    };
    solid::solid_object_always_as(c, cx.world.player, b, P1);
    if c.status & P1.pushing != 0 {
        bat(c, cx.world.player);
    }
    if let Some(p2) = cx.world.sidekick.as_deref_mut() {
        solid::solid_object_always_as(c, p2, b, P2);
        if c.status & P2.pushing != 0 {
            bat(c, p2);
        }
    }
}

/// `loc_2B35C`: bats a player pushing against the sideways flipper away.
fn bat(c: &mut Common, p: &mut Player) {
    c.anim = 3;
    c.prev_anim = 0;
    p.x_speed = -BAT_SPEED;
    p.x = p.x.wrapping_add(8 << 8);
    p.facing_left = true;
    if (c.pixel_x() as u16) < (p.pixel_x() as u16) {
        p.facing_left = false;
        p.x = p.x.wrapping_sub(0x10 << 8);
        p.x_speed = BAT_SPEED;
        c.anim = 4;
    }
    p.control_lock = BAT_LOCK;
    p.ground_speed = p.x_speed;
    p.height_radius = 0xE;
    p.width_radius = 7;
    p.pose = Pose::Roll;
    if !p.rolling {
        p.rolling = true;
        p.y = p.y.wrapping_add(5 << 8);
    }
}

impl crate::objects::runtime::object::ObjKind for CnzFlipper {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<crate::objects::runtime::object::State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "flipper"
    }
}
