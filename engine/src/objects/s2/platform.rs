//! Emerald Hill's floating platform (s2disasm `Obj18`: `Obj18_Init`, `Obj18_TopSolid`, `Obj18_FullSolid`,
//! `Obj18_NonSolid`, `Obj18_Nudge`, `Obj18_Move` and its behaviours; SPG "Solid Objects": jump-through
//! platforms and "Moving On Platforms").
//!
//! Subtype `sfff tttt`: `t` the movement (below), `fff` the width (`width_pixels` 32, 32, 32, 64, 48), `s` fully
//! solid (`SolidObject`, 48 px half height) instead of solid from the top only (`PlatformObject`, surface 8 px
//! above the centre). After init only `t` is kept.
//!
//! Movements (`t`): 0 and 9 still; 1 and 5 side to side, 2 and 6 up and down, 64 px either way, following
//! oscillator 6 (the platform's `angle` is that oscillator's high byte of the frame before, 0x80 on the first
//! frame); 10 and 11 up and down 32 px either way; 12 and 13 up and down about 48 px following oscillator 3;
//! 3 falls: 30 frames after the player first stands on it, it falls (`ObjectMoveAndFall`'s gravity, 0x38) and
//! 32 frames later drops him with its speed and stops being solid; 7 would rise after a button press (no
//! button exists here, so it stays still) and 8 rises 2 px a frame to 0x200 px above its start.
//!
//! While the player stands on a solid platform it sags: a sag angle grows by 4 a frame up to 0x40 (and
//! shrinks by 4 after he leaves), and the platform sits `sin(angle) / 64` px lower — at most 4 px.
//!
//! The platform unloads by its starting x, without forgetting its respawn entry (a local `MarkObjGone`).

use crate::math::sin;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::objects::runtime::object::set_pixel;
use crate::objects::runtime::solid::SolidBox;

/// Routines (`Obj18_Index`).
pub const TOP_SOLID: u8 = 2;
pub const DELETE: u8 = 4;
pub const NON_SOLID: u8 = 6;
pub const FULL_SOLID: u8 = 8;

/// `Obj18_InitData`: `width_pixels` and mapping frame per subtype bits 4–6. Bits 5–7 read past the table
/// into the code that follows it (the bytes of `Obj18_Init`'s first two instructions), which these repeat.
pub const INIT_DATA: [(u8, u8); 8] =
    [(0x20, 0), (0x20, 1), (0x20, 2), (0x40, 3), (0x30, 4), (0x54, 0x28), (0x00, 0x24), (0x70, 0x00)];

/// Half height of a fully solid platform (`y_radius`; Aquatic Ruin's are 0x28).
pub const FULL_SOLID_Y_RADIUS: u8 = 0x30;
/// Height of the top of a top-solid platform above its centre (`d3` for `PlatformObject`).
pub const TOP_HEIGHT: i16 = 8;
/// The sag angle's step per frame and its maximum.
pub const SAG_STEP: u8 = 4;
pub const SAG_MAX: u8 = 0x40;
/// Frames from the player standing on a falling platform to its fall, and from then to the player's drop.
pub const FALL_DELAY: u16 = 30;
pub const DROP_DELAY: u16 = 0x20;
/// A falling platform is deleted once its y passes the camera's lowest position + 224 + 0x40.
pub const FALL_LIMIT_BELOW_BOTTOM: i32 = 0x40;
/// A rising platform (movement 8) stops this many px above its start.
pub const RISE_HEIGHT: i16 = 0x200;

/// The `Oscillating_Data` bytes the movements read: oscillator 6's and oscillator 3's high byte.
const OSC_ANGLE: usize = 0x18;
const OSC_ALT: usize = 0x0C;

/// `Obj18`'s own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Platform {
    /// `obj18_y_actual`: the y before the sag (1/256 px: a 16.16 long whose low fraction byte stays 0).
    pub y_actual: i32,
    /// `obj18_x_origin`, `obj18_y_origin`: the centre of the movement (pixels).
    pub x_origin: i16,
    pub y_origin: i16,
    /// `obj18_y_offset`: the sag angle, 0..=0x40.
    pub sag: u8,
    /// `obj18_delay`: the falling (and rising) timers.
    pub delay: u16,
    /// `angle`: the oscillator byte the movements read (0x80 at first, then oscillator 6's of each frame).
    pub angle: u8,
}

fn pixel(v: i32) -> i16 {
    (v >> 8) as i16
}

pub fn run(c: &mut Common, s: &mut Platform, cx: &mut ObjCtx) {
    if c.routine == 0 {
        init(c, s);
    }
    match c.routine {
        TOP_SOLID => {
            solid_step(c, s, cx, false);
            despawn(c, s, cx);
        }
        NON_SOLID => {
            movement(c, s, cx);
            nudge(c, s);
            despawn(c, s, cx);
        }
        FULL_SOLID => {
            solid_step(c, s, cx, true);
            despawn(c, s, cx);
        }
        _ => c.delete(),
    }
}

/// `Obj18_Init`: the size from bits 4–6, the solidity from bit 7, the origins, `angle` 0x80.
pub(crate) fn init(c: &mut Common, s: &mut Platform) {
    let (width, frame) = INIT_DATA[usize::from((c.subtype >> 4) & 7)];
    c.width_pixels = width;
    c.mapping_frame = frame;
    s.y_actual = c.y;
    s.y_origin = pixel(c.y);
    s.x_origin = pixel(c.x);
    s.angle = 0x80;
    if c.subtype & 0x80 != 0 {
        c.routine = FULL_SOLID;
        c.y_radius = FULL_SOLID_Y_RADIUS;
        c.explicit_height = true;
    } else {
        c.routine = TOP_SOLID;
    }
    c.subtype &= 0x0F;
}

/// `Obj18_TopSolid` / `Obj18_FullSolid`: sag while stood on (by last frame's standing bit), move, then collide
/// with the player carrying him by the platform's move.
fn solid_step(c: &mut Common, s: &mut Platform, cx: &mut ObjCtx, full: bool) {
    if cx.any_standing(c) {
        if s.sag != SAG_MAX {
            s.sag = s.sag.wrapping_add(SAG_STEP);
        }
    } else if s.sag != 0 {
        s.sag = s.sag.wrapping_sub(SAG_STEP);
    }
    let old_x = pixel(c.x);
    movement(c, s, cx);
    nudge(c, s);
    let w = i16::from(c.width_pixels);
    if full {
        let h = i16::from(c.y_radius);
        let b = SolidBox { half_width: w + 0xB, half_height_air: h, half_height_ground: h + 1, old_x };
        cx.solid_object(c, b);
    } else {
        cx.platform_object(c, w, TOP_HEIGHT, old_x);
    }
}

/// `Obj18_Despawn`: deleted when the movement's origin is out of range (its respawn entry kept), else drawn.
pub(crate) fn despawn(c: &mut Common, s: &Platform, cx: &mut ObjCtx) {
    if cx.out_of_range(i32::from(s.x_origin)) {
        c.delete();
    } else {
        c.display();
    }
}

/// `Obj18_Nudge`: y = the unsagged y + `sin(sag) * 0x400 >> 16`.
pub(crate) fn nudge(c: &mut Common, s: &Platform) {
    let dip = ((i32::from(sin(s.sag)) * 0x400) >> 16) as i16;
    set_pixel(&mut c.y, dip.wrapping_add(pixel(s.y_actual)));
}

/// `Obj18_Move`: the movement of subtype bits 0–3.
pub(crate) fn movement(c: &mut Common, s: &mut Platform, cx: &mut ObjCtx) {
    let osc = &cx.world.game.oscillation;
    let sext = |b: u8| i16::from(b as i8);
    match c.subtype & 0x0F {
        // Side to side: x = origin + (angle − 0x40), or the mirror.
        1 => {
            set_pixel(&mut c.x, s.x_origin.wrapping_add(sext(s.angle.wrapping_sub(0x40))));
            s.angle = osc.byte(OSC_ANGLE);
        }
        5 => {
            set_pixel(&mut c.x, s.x_origin.wrapping_add(sext(0x40u8.wrapping_sub(s.angle))));
            s.angle = osc.byte(OSC_ANGLE);
        }
        // Up and down.
        2 => vertical(s, sext(s.angle.wrapping_sub(0x40)), osc.byte(OSC_ANGLE)),
        6 => vertical(s, sext(0x40u8.wrapping_sub(s.angle)), osc.byte(OSC_ANGLE)),
        0x0C => vertical(s, sext(osc.byte(OSC_ALT).wrapping_sub(0x30)), osc.byte(OSC_ANGLE)),
        0x0D => vertical(s, sext(0x30u8.wrapping_sub(osc.byte(OSC_ALT))), osc.byte(OSC_ANGLE)),
        // Half the range.
        0x0A => vertical(s, sext(s.angle.wrapping_sub(0x40)) >> 1, osc.byte(OSC_ANGLE)),
        0x0B => vertical(s, sext(0x40u8.wrapping_sub(s.angle)) >> 1, osc.byte(OSC_ANGLE)),
        3 => falling(c, s, cx),
        4 => fall(c, s, cx),
        8 => rise(c, s),
        // 0 and 9 stay; 7 waits for a button this runtime does not have; 14 and 15 jump past the table in
        // the game (undefined).
        _ => {}
    }
}

/// `Obj18_Vertical.moveY`: the unsagged y = origin + `d`; then `angle` takes oscillator 6's byte.
fn vertical(s: &mut Platform, d: i16, angle: u8) {
    set_pixel(&mut s.y_actual, s.y_origin.wrapping_add(d));
    s.angle = angle;
}

/// `Obj18_Falling`: once stood on, 30 frames, then it falls (movement 4) with the drop timer at 0x20.
fn falling(c: &mut Common, s: &mut Platform, cx: &mut ObjCtx) {
    if s.delay == 0 {
        if cx.any_standing(c) {
            s.delay = FALL_DELAY;
        }
        return;
    }
    s.delay -= 1;
    if s.delay == 0 {
        s.delay = DROP_DELAY;
        c.subtype = c.subtype.wrapping_add(1);
    }
}

/// `Obj18_Fall`: falls with gravity; when the drop timer runs out the player standing on it is dropped with
/// its Y Speed (in the air, back to his normal routine) and it stops being solid; below the camera's range it
/// is deleted the next frame.
fn fall(c: &mut Common, s: &mut Platform, cx: &mut ObjCtx) {
    if s.delay != 0 {
        s.delay -= 1;
        if s.delay == 0 {
            let y_vel = c.y_vel;
            cx.drop_standing(c, y_vel);
            c.routine = NON_SOLID;
        }
    }
    s.y_actual = s.y_actual.wrapping_add(i32::from(c.y_vel));
    c.y_vel = c.y_vel.wrapping_add(0x38);
    let limit = (cx.world.env.bounds.bottom + FALL_LIMIT_BELOW_BOTTOM) as u16;
    if limit < pixel(s.y_actual) as u16 {
        c.routine = DELETE;
    }
}

/// `Obj18_Rise`: 2 px up a frame until 0x200 px above the start, then still.
fn rise(c: &mut Common, s: &mut Platform) {
    let y = pixel(s.y_actual).wrapping_sub(2);
    set_pixel(&mut s.y_actual, y);
    if s.y_origin.wrapping_sub(RISE_HEIGHT) == y {
        c.subtype = 0;
    }
}

impl crate::objects::runtime::object::ObjKind for Platform {
    const LIVE_MAPPING_FRAME: bool = true;

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
        "platform"
    }
}
