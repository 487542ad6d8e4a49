//! Scrap Brain's rotating junction, the disc that grabs Sonic (s1disasm `_incObj/66 Rotating Junction.asm`:
//! `Jun_Main`, `Jun_Action`, `Jun_Display`, `Jun_Release`, `Jun_ChkSwitch`, `Jun_ChgPos`).
//!
//! The placed object is the disc (its big circular sprite a second object in the first free slot, drawn
//! only). Its gap turns a sixteenth every 8 frames, backwards once switch `f_switch + subtype` is pressed
//! (each press reverses it once). While on screen it is solid ($30 × $30 / $31: `SolidObject`); Sonic pushing
//! it with the gap beside him (frame $E on his left, 7 on his right) is grabbed: controls locked
//! (`f_playerctrl` = 1), curled, Ground Speed $800, no speed, in the air, set halfway between where he was and
//! the gap. While he is held (`Jun_Release`) he follows the gap; when it points down (frame 4) or right (7),
//! other than where he came in, he is let go at Y Speed $800 (and X Speed $800 to the right).

use super::Sonic1;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::set_pixel;
use crate::objects::runtime::object::{Common, Obj, PUSHING, State};
use crate::objects::runtime::solid::{SolidBox, solid_object_s1};
use crate::player::Pose;

/// `SolidObject`: d1 = d2 = $30, d3 = $31.
pub const HALF: i16 = 0x30;
/// The speed he is grabbed with (`obInertia`) and let go at.
pub const SPEED: i16 = 0x800;
/// The gap's frames beside him (left, right) and where it lets go (down, right).
pub const GAP_LEFT: u8 = 0xE;
pub const GAP_RIGHT: u8 = 7;
pub const GAP_DOWN: u8 = 4;
/// `Jun_ChgPos`'s `.data`: where the gap holds Sonic, by frame (x, y from the disc's centre).
pub const GAP: [(i8, i8); 16] = [
    (-0x20, 0),
    (-0x1E, 0xE),
    (-0x18, 0x18),
    (-0xE, 0x1E),
    (0, 0x20),
    (0xE, 0x1E),
    (0x18, 0x18),
    (0x1E, 0xE),
    (0x20, 0),
    (0x1E, -0xE),
    (0x18, -0x18),
    (0xE, -0x1E),
    (0, -0x20),
    (-0xE, -0x1E),
    (-0x18, -0x18),
    (-0x1E, -0xE),
];

/// Routines (`Jun_Index`).
const ACTION: u8 = 2;
const DISPLAY: u8 = 4;
const RELEASE: u8 = 6;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Junction {
    /// `jun_frame`: the gap's step (1, or −1 reversed).
    pub step: i8,
    /// `jun_reverse`: the switch was pressed last frame.
    pub reversed: bool,
    /// `jun_switch`: the switch that reverses it.
    pub switch: u8,
    /// `objoff_32`: the gap Sonic came in by.
    pub entry: u8,
}

pub fn run(c: &mut Common, s: &mut Junction, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            main(c, s, cx);
            action(c, s, cx);
        }
        ACTION => action(c, s, cx),
        RELEASE => release(c, s, cx),
        _ => {}
    }
    super::remember_state(c, cx);
}

/// `Jun_Main`: the big circular sprite (`Jun_Display` only), then the disc's own fields.
fn main(c: &mut Common, s: &mut Junction, cx: &mut ObjCtx) {
    c.routine = ACTION;
    let mut disc = Common::new(c.id, 0, c.pixel_x(), c.pixel_y(), false, false);
    disc.routine = DISPLAY;
    disc.mapping_frame = 0x10;
    disc.width_pixels = 0x38;
    cx.spawn(Obj { common: disc, state: State::Sonic1(Sonic1::Junction(Junction::default())) });
    c.width_pixels = 0x30;
    s.step = 1;
    s.switch = c.subtype;
}

/// `Jun_Action`: the gap turns; solid while on screen; Sonic pushing it by the gap is grabbed.
fn action(c: &mut Common, s: &mut Junction, cx: &mut ObjCtx) {
    chk_switch(c, s, cx);
    if !c.on_screen {
        return;
    }
    let b =
        SolidBox { half_width: HALF, half_height_air: HALF, half_height_ground: HALF + 1, old_x: c.pixel_x() as i16 };
    solid_object_s1(c, cx.world.player, b);
    if c.status & PUSHING == 0 {
        return;
    }
    let p = &mut *cx.world.player;
    let gap = if (p.pixel_x() as u16) < c.pixel_x() as u16 { GAP_LEFT } else { GAP_RIGHT };
    if c.mapping_frame != gap {
        return;
    }
    s.entry = gap;
    c.routine = RELEASE;
    p.object_control = 1;
    p.pose = Pose::Roll;
    p.ground_speed = SPEED;
    p.x_speed = 0;
    p.y_speed = 0;
    c.status &= !PUSHING;
    p.pushing = false;
    p.air = true;
    let (x, y) = (p.pixel_x() as i16, p.pixel_y() as i16);
    let (gx, gy) = gap_position(c);
    // `add.w d2,obX(a1)`, `asr obX(a1)`: halfway (the pixel words; the subpixels kept).
    set_pixel(&mut p.x, x.wrapping_add(gx) >> 1);
    set_pixel(&mut p.y, y.wrapping_add(gy) >> 1);
}

/// `Jun_Release`: at the gap pointing down or right (not the one he came in by) he is let go; he follows
/// the gap.
fn release(c: &mut Common, s: &mut Junction, cx: &mut ObjCtx) {
    let frame = c.mapping_frame;
    if (frame == GAP_DOWN || frame == GAP_RIGHT) && frame != s.entry {
        let p = &mut *cx.world.player;
        p.x_speed = if frame == GAP_DOWN { 0 } else { SPEED };
        p.y_speed = SPEED;
        p.object_control = 0;
        c.routine = ACTION;
    }
    chk_switch(c, s, cx);
    let (gx, gy) = gap_position(c);
    let p = &mut *cx.world.player;
    set_pixel(&mut p.x, gx);
    set_pixel(&mut p.y, gy);
}

/// `Jun_ChkSwitch`: a press reverses the turn once; every 8 frames the gap moves on a frame.
fn chk_switch(c: &mut Common, s: &mut Junction, cx: &mut ObjCtx) {
    let pressed = cx.world.game.switches.get(usize::from(s.switch)).is_some_and(|f| f & 1 != 0);
    if pressed {
        if !s.reversed {
            s.step = s.step.wrapping_neg();
            s.reversed = true;
        }
    } else {
        s.reversed = false;
    }
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if (c.anim_frame_duration as i8) < 0 {
        c.anim_frame_duration = 7;
        c.mapping_frame = c.mapping_frame.wrapping_add(s.step as u8) & 0xF;
    }
}

/// `Jun_ChgPos`: where the gap holds Sonic now (pixels).
fn gap_position(c: &Common) -> (i16, i16) {
    let (dx, dy) = GAP[usize::from(c.mapping_frame & 0xF)];
    ((c.pixel_x() as i16).wrapping_add(i16::from(dx)), (c.pixel_y() as i16).wrapping_add(i16::from(dy)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `Jun_ChgPos`'s table: the gap beside Sonic on the left (frame $E) is up-left of the centre, on the
    /// right (7) right and a little down; it lets go pointing down (4) or right (7).
    #[test]
    fn the_gap_positions() {
        assert_eq!(GAP[usize::from(GAP_LEFT)], (-0x18, -0x18));
        assert_eq!(GAP[usize::from(GAP_RIGHT)], (0x1E, 0xE));
        assert_eq!(GAP[usize::from(GAP_DOWN)], (0, 0x20));
        let mut c = Common::new(0, 0, 0x1490, 0x170, false, false);
        c.mapping_frame = GAP_DOWN;
        assert_eq!(gap_position(&c), (0x1490, 0x190));
    }
}
