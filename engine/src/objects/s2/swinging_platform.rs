//! The platform swinging on a chain, Aquatic Ruin's and Mystic Cave's (s2disasm `Obj15`: `Obj15_Init`,
//! `Obj15_State2`, `sub_FE70`, `loc_FEC2`, `loc_FF6E`, `loc_1000C`, `Obj15_Display`, `Obj15_State4` …
//! `Obj15_State7`).
//!
//! The placed object is the platform (Aquatic Ruin: half width $20, height 8; Mystic Cave: $18 and 8; else
//! $20 and $10); in the free slot after it (`AllocateObjectAfterCurrent`) it makes its chain, a sprite only of
//! as many links as the subtype's low nibble. The subtype's bits 4–6 pick how it swings, each frame, by an
//! angle: 0 oscillator 6's high byte (`Oscillating_Data+$18`); $10 the same but never below $40, $30 never above
//! $40 (it knocks against a wall there); $20 does not swing (its post is a second sprite); $40 waits until
//! player 1 is within $20 px of the pivot's x, then swings by itself from $80 to $40 and back (its speed
//! growing 8 a frame to ±$200, then 60 frames' rest at each end), harmful (`collision_flags` $A7). When the
//! angle changed (X-flipped: $80 − it), the platform goes to (links + ½) × 16 px from the pivot at that angle
//! (`CalcSine`, 16.16, the high word). It is a jump-through top (`PlatformObject2`: half width, height + 1)
//! that carries who stands on it.
//!
//! A negative subtype makes it let go: a player standing on it when oscillator 6's high byte is 0 rides a copy
//! of it into the next free slot (his `interact` follows) while the placed one stays a chain with nothing on
//! it (mapping frame 3). The copy falls (gravity $18) — in Aquatic Ruin to the water's mean level, then floats
//! there (oscillator 5's high byte / 2 below it) drifting right at 1 px a frame until a wall stops it; elsewhere
//! to y $720, then bobs — and unloads by its x (`MarkObjGone`). The placed one unloads by the pivot's x with
//! its chain (`DeleteObject`: it stays gone).

use crate::math::{cos, sin};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State, set_pixel};
use crate::objects::runtime::solid::{P1, P2};
use crate::sensor::{Direction, SolidBit, scan};
use formats::Layer;
use formats::level::LevelEvents;

/// `Obj15_Index`.
pub const SWING: u8 = 2;
pub const POST: u8 = 4;
pub const HOLD: u8 = 6;
pub const EMPTY: u8 = 8;
pub const FLY: u8 = 0xA;
pub const FLY_ARZ: u8 = 0xC;
/// The swing types (the subtype's bits 4–6).
pub const OSCILLATE: u8 = 0;
pub const KNOCK_LOW: u8 = 0x10;
pub const STILL: u8 = 0x20;
pub const KNOCK_HIGH: u8 = 0x30;
pub const TRIGGERED: u8 = 0x40;
/// The harmful swinging platform's `collision_flags`.
pub const TRIGGERED_COLLISION: u8 = 0xA7;
/// `Oscillating_Data` bytes: oscillator 6's and 5's high bytes.
const OSC_SWING: usize = 0x18;
const OSC_BOB: usize = 0x14;
/// The triggered swing's acceleration, its top speed, and the rest at each end.
pub const TRIGGER_STEP: u16 = 8;
pub const TRIGGER_TOP: u16 = 0x200;
pub const REST: u16 = 60;
/// The falling copy's gravity and (outside Aquatic Ruin) the y it falls to.
pub const FLY_GRAVITY: i16 = 0x18;
pub const FLY_FLOOR: u16 = 0x720;

/// `Obj15`'s own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SwingingPlatform {
    /// The chain's sprite object (`render_flags.multi_sprite`), which only draws.
    pub chain_sprite: bool,
    /// `objoff_3A`, `objoff_38`: the pivot (the copy: `objoff_38`, the level it floats at).
    pub x_origin: u16,
    pub y_origin: u16,
    /// The chain's links (the subtype's low nibble, `mainspr_childsprites`).
    pub links: u8,
    /// `objoff_30`: the chain's (or post's) slot.
    pub chain: Option<usize>,
    /// `objoff_2E`: the angle the platform was last put at.
    pub last: u8,
    /// `angle` (a word), and the triggered swing's `objoff_34` (started), `objoff_3D` (direction),
    /// `objoff_3E` (speed), `objoff_36` (rest).
    pub angle: u16,
    pub started: bool,
    pub up: bool,
    pub speed: u16,
    pub rest: u16,
}

pub fn run(c: &mut Common, s: &mut SwingingPlatform, cx: &mut ObjCtx) {
    if s.chain_sprite {
        c.display();
        return;
    }
    match c.routine {
        0 => {
            init(c, s, cx);
            swing_platform(c, s, cx);
        }
        SWING => swing_platform(c, s, cx),
        POST => c.display(),
        HOLD => hold(c, s, cx),
        EMPTY => {
            swing(c, s, cx);
            unload(c, s, cx);
        }
        FLY => fly(c, s, cx),
        _ => fly_arz(c, s, cx),
    }
}

fn zone_sizes(level: LevelEvents) -> (u8, u8) {
    match level {
        LevelEvents::Mcz1 | LevelEvents::Mcz2 => (0x18, 8),
        LevelEvents::Arz1 | LevelEvents::Arz2 => (0x20, 8),
        _ => (0x20, 0x10),
    }
}

/// `Obj15_Init`.
fn init(c: &mut Common, s: &mut SwingingPlatform, cx: &mut ObjCtx) {
    c.routine = SWING;
    (c.width_pixels, c.y_radius) = zone_sizes(cx.world.game.level);
    s.y_origin = c.pixel_y() as u16;
    s.x_origin = c.pixel_x() as u16;
    if c.subtype & 0x80 != 0 {
        c.routine = HOLD;
    }
    let kind = c.subtype & 0x70;
    s.links = c.subtype & 0xF;
    let (x, y) = (c.pixel_x(), c.pixel_y());
    let mut child = Common::new(c.id, c.subtype, x, y, false, false);
    let chain = if kind == STILL {
        // The post: a second sprite $40 below the pivot; the platform $48 below that.
        child.routine = POST;
        child.width_pixels = 0x10;
        child.y_radius = 0x50;
        child.explicit_height = true;
        child.mapping_frame = 3;
        set_pixel(&mut child.y, (y + 0x40) as i16);
        set_pixel(&mut c.y, (y + 0x40 + 0x48) as i16);
        cx.spawn_after(Obj { common: child, state: State::SwingingPlatform(SwingingPlatform::default()) })
    } else {
        // The chain: its links straight down from the pivot, 16 px apart; the platform half a link further.
        child.mapping_frame = 1;
        child.explicit_height = true;
        set_pixel(&mut child.y, (y + 16 * i32::from(s.links.saturating_sub(1))) as i16);
        set_pixel(&mut c.y, (y + 16 * i32::from(s.links) + 8) as i16);
        let sprite = SwingingPlatform { chain_sprite: true, ..Default::default() };
        cx.spawn_after(Obj { common: child, state: State::SwingingPlatform(sprite) })
    };
    s.chain = chain;
    s.angle = 0x8000;
    s.speed = 0;
    c.subtype = kind;
    if kind == TRIGGERED {
        c.collision_flags = TRIGGERED_COLLISION;
    }
}

/// `Obj15_State2`: swing, then the platform.
fn swing_platform(c: &mut Common, s: &mut SwingingPlatform, cx: &mut ObjCtx) {
    let old_x = c.pixel_x() as i16;
    swing(c, s, cx);
    platform(c, old_x, cx);
    unload(c, s, cx);
}

fn platform(c: &mut Common, old_x: i16, cx: &mut ObjCtx) {
    cx.platform_object(c, i16::from(c.width_pixels), i16::from(c.y_radius) + 1, old_x);
}

/// `sub_FE70`: this frame's angle by the swing type; the platform (and the chain) put at it when it changed.
fn swing(c: &mut Common, s: &mut SwingingPlatform, cx: &mut ObjCtx) {
    let osc = cx.world.game.oscillation.byte(OSC_SWING);
    let angle = match c.subtype {
        OSCILLATE => osc,
        KNOCK_LOW => osc.max(0x40),
        STILL => return,
        KNOCK_HIGH => osc.min(0x40),
        TRIGGERED => triggered(s, cx),
        _ => osc,
    };
    if angle == s.last {
        return;
    }
    s.last = angle;
    let a = if c.x_flip { 0x80u8.wrapping_sub(angle) } else { angle };
    if s.links == 0 {
        return;
    }
    let n = i32::from(s.links);
    // 16.16 steps of a link (`asr.l #4` of the sine and cosine in the high word); the platform half a step on.
    let (step_y, step_x) = (i32::from(sin(a)) << 12, i32::from(cos(a)) << 12);
    let (py, px) = (n * step_y + (step_y >> 1), n * step_x + (step_x >> 1));
    if let Some(chain) = s.chain.and_then(|i| cx.slots.get_mut(i)) {
        let (cy, cx_) = ((n - 1) * step_y, (n - 1) * step_x);
        set_pixel(&mut chain.common.x, ((cx_ >> 16) as i16).wrapping_add(s.x_origin as i16));
        set_pixel(&mut chain.common.y, ((cy >> 16) as i16).wrapping_add(s.y_origin as i16));
    }
    set_pixel(&mut c.y, ((py >> 16) as i16).wrapping_add(s.y_origin as i16));
    set_pixel(&mut c.x, ((px >> 16) as i16).wrapping_add(s.x_origin as i16));
}

/// `loc_FF6E`: the triggered swing's angle (its word's high byte).
fn triggered(s: &mut SwingingPlatform, cx: &ObjCtx) -> u8 {
    if s.rest != 0 {
        s.rest -= 1;
        return (s.angle >> 8) as u8;
    }
    if !s.started {
        let d0 = (cx.world.player.pixel_x() as u16).wrapping_sub(s.x_origin).wrapping_add(0x20);
        if d0 >= 0x40 {
            return (s.angle >> 8) as u8;
        }
        s.started = true;
    }
    if s.up {
        s.speed = s.speed.wrapping_add(TRIGGER_STEP);
        s.angle = s.angle.wrapping_add(s.speed);
        if s.speed == TRIGGER_TOP {
            (s.speed, s.angle, s.up, s.rest) = (0, 0x8000, false, REST);
        }
    } else {
        s.speed = s.speed.wrapping_sub(TRIGGER_STEP);
        s.angle = s.angle.wrapping_add(s.speed);
        if s.speed == TRIGGER_TOP.wrapping_neg() {
            (s.speed, s.angle, s.up, s.rest) = (0, 0x4000, true, REST);
        }
    }
    (s.angle >> 8) as u8
}

/// `loc_1000C`: unloaded by the pivot's x with its chain, else drawn.
fn unload(c: &mut Common, s: &SwingingPlatform, cx: &mut ObjCtx) {
    if cx.out_of_range(i32::from(s.x_origin as i16)) {
        if let Some(chain) = s.chain.and_then(|i| cx.slots.get_mut(i)) {
            chain.common.delete();
        }
        c.delete();
    } else {
        c.display();
    }
}

/// `Obj15_State4`: a platform that lets go when stood on at the swing's low point.
fn hold(c: &mut Common, s: &mut SwingingPlatform, cx: &mut ObjCtx) {
    let old_x = c.pixel_x() as i16;
    swing(c, s, cx);
    platform(c, old_x, cx);
    if c.status & (P1.standing | P2.standing) == 0 || cx.world.game.oscillation.byte(OSC_SWING) != 0 {
        unload(c, s, cx);
        return;
    }
    let mut copy = c.clone();
    copy.routine = if matches!(cx.world.game.level, LevelEvents::Arz1 | LevelEvents::Arz2) { FLY_ARZ } else { FLY };
    copy.x_vel = if c.status & 1 != 0 { -0x200 } else { 0x200 };
    // `status.npc.y_flip`: falling (the status bit only).
    copy.status |= 2;
    copy.placement = c.placement;
    let from = cx.slot_number();
    if let Some(i) = cx.spawn_after(Obj { common: copy, state: State::SwingingPlatform(s.clone()) }) {
        let to = crate::objects::runtime::object::FIRST_DYNAMIC_SLOT + i as u8;
        if cx.world.player.interact == from {
            cx.world.player.interact = to;
        }
        if let Some(p2) = cx.world.sidekick.as_deref_mut()
            && p2.interact == from
        {
            p2.interact = to;
        }
    }
    c.mapping_frame = 3;
    c.routine = EMPTY;
    c.status &= !(P1.standing | P2.standing);
    unload(c, s, cx);
}

/// `Obj15_State6`: the copy outside Aquatic Ruin falls to y $720, then bobs there.
fn fly(c: &mut Common, s: &mut SwingingPlatform, cx: &mut ObjCtx) {
    let old_x = c.pixel_x() as i16;
    if c.status & 2 != 0 {
        c.object_move();
        c.y_vel = c.y_vel.wrapping_add(FLY_GRAVITY);
        if c.pixel_y() as u16 >= FLY_FLOOR {
            set_pixel(&mut c.y, FLY_FLOOR as i16);
            c.status &= !2;
            (c.x_vel, c.y_vel) = (0, 0);
            s.y_origin = FLY_FLOOR;
        }
    } else {
        bob(c, s, cx);
    }
    platform(c, old_x, cx);
    cx.mark_gone(c);
}

/// The float: oscillator 5's high byte / 2 below its level.
fn bob(c: &mut Common, s: &SwingingPlatform, cx: &ObjCtx) {
    let d0 = u16::from(cx.world.game.oscillation.byte(OSC_BOB) >> 1);
    set_pixel(&mut c.y, d0.wrapping_add(s.y_origin) as i16);
}

/// `Obj15_State7`: Aquatic Ruin's copy falls to the water's mean level, then floats right until a wall.
fn fly_arz(c: &mut Common, s: &mut SwingingPlatform, cx: &mut ObjCtx) {
    let old_x = c.pixel_x() as i16;
    c.object_move();
    if c.status & 2 != 0 {
        c.y_vel = c.y_vel.wrapping_add(FLY_GRAVITY);
        let water = cx.world.game.water.mean as u16;
        if water <= c.pixel_y() as u16 {
            set_pixel(&mut c.y, water as i16);
            s.y_origin = water;
            c.status &= !2;
            (c.x_vel, c.y_vel) = (0x100, 0);
        }
    } else {
        bob(c, s, cx);
        if c.x_vel != 0 {
            // `ObjCheckRightWallDist` at its right edge.
            let x = c.pixel_x() + i32::from(c.width_pixels);
            let d1 = scan(cx.world.env.terrain, Layer::A, SolidBit::LeftRightBottom, Direction::Right, x, c.pixel_y())
                .distance;
            if d1 < 0 {
                let nx = (c.pixel_x() + d1) as i16;
                set_pixel(&mut c.x, nx);
                c.x_vel = 0;
            }
        }
    }
    platform(c, old_x, cx);
    cx.mark_gone(c);
}

impl crate::objects::runtime::object::ObjKind for SwingingPlatform {
    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match c.routine {
            _ if self.chain_sprite => "chain",
            POST => "post",
            EMPTY => "let go",
            FLY | FLY_ARZ => "falling or floating",
            _ => "swinging",
        }
    }

    fn name(&self) -> &'static str {
        "swinging platform"
    }
}
