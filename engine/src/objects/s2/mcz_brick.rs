//! Mystic Cave's brick: a plain solid block, or a spiked brick swinging round on a chain (s2disasm `Obj75`:
//! `Obj75_Init`, `Obj75_Main`, `loc_28D6C`).
//!
//! Subtype low nibble $F: a block solid on every side (`SolidObject`: half width $10 + $B, half height $10,
//! one more on the ground) from its second frame, unloading by its x (`MarkObjGone`). Any other: that many chain
//! links, drawn by a sprite-only object made in the first free slot after it (`AllocateObjectAfterCurrent`),
//! and the brick at the chain's end, which hurts (`collision_flags` $9A). The chain turns about the placed
//! centre by the subtype's high nibble, sign-extended, × 8 (a word added to the angle: 1/256 turn units in its
//! high byte), from the angle the flips give (X-flip $40, Y-flip $80); each link is 1/16 of the angle's cosine
//! and sine further out, the brick one link past the last. Both are deleted together, by the placed x, without
//! freeing the respawn entry.

use crate::math::{cos, sin};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::set_pixel;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::runtime::solid::SolidBox;

/// `ObjID_MCZBrick`.
pub const ID: u8 = 0x75;
/// Routines: swinging, and the plain block.
pub const SWINGING: u8 = 2;
pub const BLOCK: u8 = 4;
/// The low nibble that makes a plain block.
pub const PLAIN: u8 = 0xF;
/// The swinging brick's `collision_flags`: hurts, `Touch_Sizes` $1A.
pub const COLLISION: u8 = 0x9A;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct MczBrick {
    /// The chain's sprite object, which only draws.
    pub sprite: bool,
    /// `objoff_30`, `objoff_32`: the centre it turns about.
    pub x_origin: u16,
    pub y_origin: u16,
    /// `angle` and the byte after it, turned by `objoff_34` each frame.
    pub angle: u16,
    pub turn: u16,
    /// The chain's links (`mainspr_childsprites`).
    pub links: u8,
    /// `objoff_3C`: the chain's slot.
    pub chain: Option<usize>,
}

pub fn run(c: &mut Common, s: &mut MczBrick, cx: &mut ObjCtx) {
    if s.sprite {
        c.display();
        return;
    }
    if c.routine == 0 {
        init(c, s, cx);
        if c.routine == BLOCK {
            return;
        }
    }
    if c.routine == BLOCK {
        let b = SolidBox {
            half_width: i16::from(c.width_pixels) + 0xB,
            half_height_air: 0x10,
            half_height_ground: 0x11,
            old_x: c.pixel_x() as i16,
        };
        cx.solid_object(c, b);
        cx.mark_gone(c);
        return;
    }
    // `Obj75_Main`.
    s.angle = s.angle.wrapping_add(s.turn);
    let a = (s.angle >> 8) as u8;
    let (step_y, step_x) = (i32::from(sin(a)) << 12, i32::from(cos(a)) << 12);
    let n = i32::from(s.links);
    let y = (step_y.wrapping_mul(n) >> 16) as u16;
    let x = (step_x.wrapping_mul(n) >> 16) as u16;
    set_pixel(&mut c.x, s.x_origin.wrapping_add(x));
    set_pixel(&mut c.y, s.y_origin.wrapping_add(y));
    if cx.out_of_range(i32::from(s.x_origin as i16)) {
        if let Some(obj) = s.chain.and_then(|i| cx.slots.get_mut(i)) {
            obj.common.delete();
        }
        c.delete();
    } else {
        c.display();
    }
}

fn init(c: &mut Common, s: &mut MczBrick, cx: &mut ObjCtx) {
    c.routine = SWINGING;
    c.width_pixels = 0x10;
    s.x_origin = c.pixel_x() as u16;
    s.y_origin = c.pixel_y() as u16;
    s.turn = ((c.subtype & 0xF0) as i8 as i16 as u16) << 3;
    s.angle = (u16::from(c.x_flip) << 14) | (u16::from(c.y_flip) << 15);
    let links = c.subtype & 0xF;
    if links == PLAIN {
        c.routine = BLOCK;
        c.mapping_frame = 2;
        return;
    }
    c.collision_flags = COLLISION;
    s.links = links;
    let chain = Common::new(ID, c.subtype, c.pixel_x(), c.pixel_y(), c.x_flip, c.y_flip);
    let state = MczBrick { sprite: true, ..Default::default() };
    s.chain = cx.spawn_after(Obj { common: chain, state: State::MczBrick(state) });
}

impl crate::objects::runtime::object::ObjKind for MczBrick {
    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match c.routine {
            _ if self.sprite => "chain",
            BLOCK => "block",
            _ => "swinging",
        }
    }

    fn name(&self) -> &'static str {
        "Mystic Cave brick"
    }
}
