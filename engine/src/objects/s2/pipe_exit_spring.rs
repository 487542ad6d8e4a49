//! The spring at the top of a Chemical Plant warp pipe (s2disasm `Obj7B`: `Obj7B_Init`, `Obj7B_Main`,
//! `loc_29648`, `loc_296C2`, `Ani_obj7B`).
//!
//! Solid on every side, on screen or not (`SolidObject_Always`: half width $1B, half height 8 in the air, $10
//! on the ground) except on its open frame (mapping frame 1). A player standing on it is launched as an
//! upward spring launches (`loc_296C2`): 4 px down, Y Speed −$1000 (subtype bit 1: −$A80), in the air off
//! the object, the spring pose; bit 7 zeroes his X Speed, bit 0 starts a twirl (as an up spring's), bits 2–3
//! put him on a layer; the spring shows its launch frame (animation 1: frame 3 for one frame). A player inside
//! the pipe below it (within 16 px of its x, up to $30 px below its y) opens it (animation 2: frames 1, 2, 2,
//! 2, 4, 6 frames each, then closed; animation 3 for the sidekick, unless he is flying in). Deleted without
//! forgetting its respawn entry when out of range.

use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::objects::runtime::solid::{P1, P2, SolidBox, Who, solid_object_always_as};
use crate::objects::s2::spring::{Kind, give_layer, give_twirl};
use crate::player::{Player, Pose, Routine};

/// `Obj7B_Strengths`: by subtype bit 1.
pub const STRENGTHS: [i16; 2] = [-0x1000, -0xA80];
/// The frame on which it is not solid (open).
pub const OPEN_FRAME: u8 = 1;
/// `Ani_obj7B`: closed; launched; opened by player 1; opened by player 2.
pub const SCRIPTS: [&[u8]; 4] =
    [&[0xF, 0, 0xFF], &[0, 3, 0xFD, 0], &[5, 1, 2, 2, 2, 4, 0xFD, 0], &[5, 1, 2, 2, 2, 4, 0xFD, 0]];
/// How far below the spring a player opens it.
const OPEN_DEPTH: u16 = 0x30;

/// `Obj7B`'s own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct PipeExitSpring {
    /// `objoff_30`: the launch speed.
    pub strength: i16,
}

pub fn run(c: &mut Common, s: &mut PipeExitSpring, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x10;
        s.strength = STRENGTHS[usize::from((c.subtype >> 1) & 1)];
    }
    if c.mapping_frame != OPEN_FRAME {
        let b = SolidBox { half_width: 0x1B, half_height_air: 8, half_height_ground: 0x10, old_x: c.pixel_x() as i16 };
        // `SolidObject_Always_SingleCharacter` for player 1, then the sidekick, each launched on his own bit.
        one_player(c, s, cx.world.player, b, P1);
        if let Some(p2) = cx.world.sidekick.as_deref_mut() {
            one_player(c, s, p2, b, P2);
        }
    }
    let (x, y) = (c.pixel_x() as u16, c.pixel_y() as u16);
    let (px, py) = (cx.world.player.pixel_x() as u16, cx.world.player.pixel_y() as u16);
    let below = px >= x.wrapping_sub(0x10) && px < x.wrapping_add(0x10) && py >= y && py < y.wrapping_add(OPEN_DEPTH);
    if below && c.prev_anim != 2 {
        c.anim = 2;
    }
    // `loc_29686`: the sidekick opens it too, unless he is flying in (`TailsCPU_Flying`).
    if let Some(p2) = cx.world.sidekick.as_deref() {
        let (px, py) = (p2.pixel_x() as u16, p2.pixel_y() as u16);
        let below =
            px >= x.wrapping_sub(0x10) && px < x.wrapping_add(0x10) && py >= y && py < y.wrapping_add(OPEN_DEPTH);
        if below && !cx.world.env.sidekick_flying && c.prev_anim != 3 {
            c.anim = 3;
        }
    }
    animate_sprite(c, &SCRIPTS);
    if cx.out_of_range(c.pixel_x()) {
        c.delete();
    } else {
        c.display();
    }
}

fn one_player(c: &mut Common, s: &PipeExitSpring, p: &mut Player, b: SolidBox, who: Who) {
    solid_object_always_as(c, p, b, who);
    if c.status & who.standing != 0 {
        launch(c, s, p);
    }
}

/// `loc_296C2`.
fn launch(c: &mut Common, s: &PipeExitSpring, p: &mut Player) {
    c.anim = 1;
    c.prev_anim = 0;
    p.y = p.y.wrapping_add(4 << 8);
    p.y_speed = s.strength;
    p.air = true;
    p.on_object = false;
    p.pose = Pose::Spring;
    p.routine = Routine::Normal;
    if c.subtype & 0x80 != 0 {
        p.x_speed = 0;
    }
    give_twirl(Kind::Up, c.subtype, p);
    give_layer(c.subtype, p);
}

impl crate::objects::runtime::object::ObjKind for PipeExitSpring {
    const READS_ON_SCREEN: bool = false;

    #[inline(always)]
    fn run(
        s: &mut Self,
        c: &mut crate::objects::runtime::object::Common,
        cx: &mut crate::objects::runtime::context::ObjCtx,
    ) -> Option<crate::objects::runtime::object::State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "pipe exit spring"
    }
}
