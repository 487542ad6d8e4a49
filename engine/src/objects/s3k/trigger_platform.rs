//! Marble Garden's trigger platform (skdisasm s3.asm `Obj_MGZTriggerPlatform`, `loc_338D0`, `loc_3393E`; its
//! sizes `byte_33868`): a block a dash trigger moves ([`super::dash_trigger`], `Level_trigger_array`).
//!
//! The subtype's high nibble picks the block (`byte_33868`: 0 a wall $40 px either side and $1E high, 1 and 2
//! a pillar $20 either side and $40 high), its low nibble the `Level_trigger_array` flag it waits for. Every
//! frame it is `SolidObjectFull` ($B px wider than `width_pixels` either side, `height_pixels` high, + 1 on the
//! ground; a standing player moves with it up and down but not sideways).
//! - Block 0 (`loc_338D0`): while its flag is set it slides 2 px a frame (left when x-flipped) and shakes the
//!   screen; after $40 such frames it is gone (x $7F00) and will not load again (`respawn_addr` cleared);
//!   it unloads by the x it was placed at (`$36`, `Sprite_OnScreen_Test2`).
//! - Blocks 1 and 2 (`loc_3393E`): once its flag is set it moves 1 px a frame (up when x-flipped, else down) for
//!   $40 frames whatever the flag does next, shaking the screen, then stays; it unloads by its own x
//!   (`Sprite_OnScreen_Test`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State, set_pixel};
use crate::objects::runtime::solid::SolidBox;

/// `byte_33868`: `width_pixels`, `height_pixels`, mapping frame, frames of movement (`$30`), by the subtype's
/// high nibble.
pub const SIZES: [(u8, u8, u8, u16); 3] = [(0x40, 0x1E, 0, 0x40), (0x20, 0x40, 1, 0x40), (0x20, 0x40, 1, 0x40)];
/// Where a spent sliding block goes (`move.w #$7F00,x_pos(a0)`).
pub const GONE_X: i16 = 0x7F00;

/// The platform's own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct TriggerPlatform {
    /// `$30`: frames of movement left.
    pub frames: u16,
    /// `$34`: the vertical step (0: the sliding block).
    pub step: i16,
    /// `$32`: 0 waiting, 1 moving, −1 done (the rising or sinking blocks).
    pub moving: i8,
    /// `$36`: the x it unloads by (the sliding block's placed x).
    pub home_x: i16,
}

/// The blocks the subtype's high nibble names (only 0–2 exist).
pub fn runs(subtype: u8) -> bool {
    usize::from(subtype >> 4) < SIZES.len()
}

pub fn run(c: &mut Common, s: &mut TriggerPlatform, cx: &mut ObjCtx) {
    let (width, height, frame, frames) = SIZES[usize::from(c.subtype >> 4) % SIZES.len()];
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = width;
        c.mapping_frame = frame;
        s.frames = frames;
        // `andi.w #$F0,d1` / `lsr.w #2,d1` / `lsr.w #2,d1`: the high nibble itself.
        s.step = i16::from(c.subtype >> 4);
        s.home_x = c.pixel_x() as i16;
    }
    let flag = cx.world.game.switches[usize::from(c.subtype & 0xF)] != 0;
    if s.step == 0 {
        if flag {
            let dx = if c.x_flip { -2 } else { 2 };
            let x = (c.pixel_x() as i16).wrapping_add(dx);
            set_pixel(&mut c.x, x);
            cx.world.game.events.shaking = true;
            s.frames = s.frames.wrapping_sub(1);
            if s.frames == 0 {
                set_pixel(&mut c.x, GONE_X);
                s.home_x = GONE_X;
                c.respawn = None;
                cx.world.game.events.shaking = false;
            }
        }
    } else {
        if flag && s.moving >= 0 {
            s.moving = 1;
        }
        if s.moving > 0 {
            let dy = if c.x_flip { -s.step } else { s.step };
            let y = (c.pixel_y() as i16).wrapping_add(dy);
            set_pixel(&mut c.y, y);
            cx.world.game.events.shaking = true;
            s.frames = s.frames.wrapping_sub(1);
            if s.frames == 0 {
                s.moving = -1;
                cx.world.game.events.shaking = false;
            }
        }
    }
    let half_height = i16::from(height);
    let b = SolidBox {
        half_width: i16::from(width) + 0xB,
        half_height_air: half_height,
        half_height_ground: half_height + 1,
        old_x: c.pixel_x() as i16,
    };
    cx.solid_object(c, b);
    let unload_x = if s.step == 0 { i32::from(s.home_x) } else { c.pixel_x() };
    cx.mark_gone_at(c, unload_x);
}

impl crate::objects::runtime::object::ObjKind for TriggerPlatform {
    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        match self.moving {
            0 if self.step == 0 && self.home_x == GONE_X => "gone",
            0 => "waiting",
            1 => "moving",
            _ => "moved",
        }
    }

    fn name(&self) -> &'static str {
        "trigger platform"
    }
}

#[cfg(test)]
mod tests {
    /// s3.asm `byte_33868`: subtype $14 (Marble Garden 1 at ($9C0, $E54)) is a pillar $20 wide and $40 high that
    /// moves 1 px a frame for $40 frames after flag 4; $02 a wall that slides after flag 2; $30 is no block.
    #[test]
    fn subtypes_pick_the_block_and_the_flag() {
        assert_eq!(super::SIZES[1], (0x20, 0x40, 1, 0x40));
        assert_eq!(super::SIZES[0], (0x40, 0x1E, 0, 0x40));
        assert!(super::runs(0x14) && super::runs(0x02) && super::runs(0x24) && !super::runs(0x30));
    }
}
