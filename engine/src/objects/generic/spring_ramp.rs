//! The spring ramp (SPG "Spring Ramps": a sloped solid with a relaxed and a pressed height array; stepped on
//! near its raised end it plays its pressed frame, the player lowering with it, then throws him up at −4
//! px/frame less a modifier that depends on where he is along it when thrown). Where the seed is silent it
//! follows s2disasm's `Obj40` (subtype 0): `SlopedSolid` with d1 = $27, d2 = 8 and the array of its mapping
//! frame; a player standing on it more than $10 px past its centre towards the raised end (the right, the left
//! when X-flipped) starts `Ani_obj40` script 1 (frame 1 for 4 frames, then 0); standing on it at frame 0 with
//! that script running he is thrown: d = his x − (its x − $1C) (X-flipped: !d + $27, the game's bug), 0 when
//! negative, m = `byte_26550`[d] (0–4); Y Speed = −4 − m px/frame (a byte subtracted from the speed's high
//! byte); facing the raised end's way, X Speed m px/frame more that way when |X Speed| ≥ $400; in the air, off
//! the object, the spring pose; player 1 first, then the sidekick (`SlopedSolid_SingleCharacter` for each). Chemical Plant's red springs are this object (`Obj40`, id $40) with their
//! subtype: bit 0 a twirl (8 per frame, 3 more flips, 1 with bit 1), bits 2–3 a collision layer.

use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, NO_BALANCING};
use crate::objects::runtime::solid::{P1, P2, SolidBox, sloped_solid_as};
use crate::objects::s2::spring::{Kind, give_layer, give_twirl};
use crate::player::{Player, Pose, Routine};

/// `Obj40_SlopeData_DiagUp` (the seed's "relaxed") and `Obj40_SlopeData_Straight` ("pressed").
pub const SLOPE_RELAXED: [u8; 40] = [
    8, 8, 8, 8, 8, 8, 8, 9, 10, 11, 12, 13, 14, 15, 16, 16, 17, 18, 19, 20, 20, 21, 21, 22, 23, 24, 24, 24, 24, 24, 24,
    24, 24, 24, 24, 24, 24, 24, 24, 24,
];
pub const SLOPE_PRESSED: [u8; 40] = [
    8, 8, 8, 8, 8, 8, 8, 9, 10, 11, 12, 12, 12, 12, 13, 13, 13, 13, 13, 13, 14, 14, 15, 15, 16, 16, 16, 16, 15, 15, 14,
    14, 13, 13, 13, 13, 13, 13, 13, 13,
];
/// `byte_26550`: the extra launch by position along the ramp.
pub const LAUNCH_BONUS: [u8; 72] = [
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
];
/// The base launch (SPG: −4 px/frame).
pub const LAUNCH: i16 = -0x400;
/// `Ani_obj40`.
const SCRIPTS: [&[u8]; 2] = [&[0xF, 0, 0xFF], &[3, 1, 0, 0xFD, 0]];

/// The spring ramp's state: it keeps none of its own.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SpringRamp;

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x1C;
        c.status |= NO_BALANCING;
    }
    animate_sprite(c, &SCRIPTS);
    let slope: &[u8] = if c.mapping_frame == 0 { &SLOPE_RELAXED } else { &SLOPE_PRESSED };
    let b = SolidBox { half_width: 0x27, half_height_air: 8, half_height_ground: 8, old_x: (c.x >> 8) as i16 };
    // `SlopedSolid_SingleCharacter` for player 1, then for the sidekick, each launched as he stands on it.
    sloped_solid_as(c, cx.world.player, b, slope, P1);
    if c.status & P1.standing != 0 && !cx.world.player.air {
        stood_on(c, cx.world.player);
    }
    if let Some(p2) = cx.world.sidekick.as_deref_mut() {
        sloped_solid_as(c, p2, b, slope, P2);
        if c.status & P2.standing != 0 && !p2.air {
            stood_on(c, p2);
        }
    }
    cx.mark_gone(c);
}

/// `loc_2641E`.
fn stood_on(c: &mut Common, p: &mut Player) {
    let (cxp, pxp) = (c.pixel_x() as u16, p.pixel_x() as u16);
    let past = if c.x_flip { cxp.wrapping_add(0x10) >= pxp } else { cxp.wrapping_sub(0x10) < pxp };
    if !past {
        return;
    }
    if c.anim != 1 {
        c.anim = 1;
        c.prev_anim = 0;
        return;
    }
    if c.mapping_frame != 0 {
        return;
    }
    let mut d0 = (c.pixel_x() - 0x1C - p.pixel_x()) as i16;
    d0 = d0.wrapping_neg();
    if c.x_flip {
        d0 = (!d0).wrapping_add(0x27);
    }
    let d0 = d0.max(0);
    let mut bonus = LAUNCH_BONUS.get(d0 as usize).copied().unwrap_or(0);
    p.y_speed = sub_high_byte(LAUNCH, bonus);
    p.facing_left = true;
    if !c.x_flip {
        p.facing_left = false;
        bonus = bonus.wrapping_neg();
    }
    if p.x_speed.unsigned_abs() >= 0x400 {
        p.x_speed = sub_high_byte(p.x_speed, bonus);
    }
    p.air = true;
    p.on_object = false;
    p.pose = Pose::Spring;
    p.routine = Routine::Normal;
    p.clear_spindash_flag();
    // Subtype bit 0: the twirl (fast, 3 more flips, 1 with bit 1); bits 2–3 the layer (`loc_264BC`).
    give_twirl(Kind::DiagonalUp, c.subtype, p);
    give_layer(c.subtype, p);
}

/// `sub.b d0,y_vel(a1)`: the byte at the word's address is its high byte, so `b` whole px/frame.
fn sub_high_byte(v: i16, b: u8) -> i16 {
    let hi = ((v >> 8) as u8).wrapping_sub(b);
    (i16::from(hi as i8) << 8) | (v & 0xFF)
}

impl crate::objects::runtime::object::ObjKind for SpringRamp {
    #[inline(always)]
    fn run(
        _s: &mut Self,
        c: &mut crate::objects::runtime::object::Common,
        cx: &mut crate::objects::runtime::context::ObjCtx,
    ) -> Option<crate::objects::runtime::object::State> {
        run(c, cx);
        None
    }

    fn name(&self) -> &'static str {
        "spring ramp"
    }
}
