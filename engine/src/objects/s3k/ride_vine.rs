//! Angel Island's small ride vine: a vine hanging from a pulley on a rope that slides down the rope once a
//! player takes its handle, then spins him round or flies off (skdisasm s3.asm `Obj_AIZRideVine`, `sub_20140`,
//! `loc_20168`–`loc_2034A`, `loc_20378`; the vine's links `loc_203C0`, `loc_20428`, `loc_20454`, `sub_20480`;
//! `Obj_AIZRideVineHandle` with the grab and release of [`super::giant_ride_vine`], `sub_20502`).
//!
//! - Its first frame makes the vine in the free slots after it (`AllocateObjectAfterCurrent`): a top link at
//!   the pulley, three links and the handle, each $10 px below the one before.
//! - Waiting, the top link sways: its `$3A` sin(phase) × 4 (phase + 2 a frame; $400 kept to $3FF); each link
//!   adds its parent's `$3A` to its parent's angle and hangs 16 px from it (`sub_20480`, the giant vine's
//!   [`hang_offset`]).
//! - The frame after the handle catches a player (its `$32` non-zero) the pulley slides down the rope 8 px right
//!   and 2 down a frame (the top link swaying faster: sin × 8, phase + 1) until its x reaches
//!   `x + (subtype & $7F) × $10`. There, subtype bit 7: it flies off at ($800, $200) with gravity, the vine
//!   with it, and throws the players off at ($300, $200) (`loc_205BC`). Otherwise the whole vine spins round
//!   the pulley (`loc_20254`: the angle word − ($400 − 2 × |angle byte|) a frame) with the player at the
//!   handle plus `byte_206CE`'s offset ([`Ride::Spin`]); a jump throws him off along the last link's angle
//!   at 8 px a frame (`loc_2059A`). Once nobody holds it and it hangs within 8 of straight down it swings
//!   (`loc_202AC`: from −$300, pulled $10 then $F … a frame towards straight down, 1/16 lost at each pass, the
//!   pull $40 less each half swing down to $C00) and then sways (`loc_2034A`: sin × 4, phase + 2).
//! - The pulley unloads by its x (`loc_20378`: $280 past the coarse camera x) with its vine, its respawn entry
//!   let go.

use crate::math::sin;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State, set_pixel};
use crate::objects::s3k::giant_ride_vine::{Grip, Ride, follow, grab_both, hang_offset};
use crate::objects::s3k::kinds::Sonic3k;

/// `loc_2018C`: the pulley's slide a frame (`addi.l #$80000,x_pos`, `#$20000,y_pos`).
pub const SLIDE: (i32, i32) = (8, 2);
/// `loc_2018C`: the flight off the rope (subtype bit 7).
pub const FLY: (i16, i16) = (0x800, 0x200);
/// `loc_20202`: the spin's step (`$3A`).
pub const SPIN: i16 = 0x400;
/// `loc_20254`: the swing's start speed and pull (`$44`, `$38`), and the pull it stops at.
pub const SWING_SPEED: i16 = -0x300;
pub const SWING_PULL: u16 = 0x1000;
pub const SWING_LAST: u16 = 0xC00;
/// Links from the top link to the handle (the top, three links, the handle: `moveq #3,d1`, `addq.w #1,d1`).
pub const PARTS: usize = 5;

/// Which object of the vine a slot holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Part {
    /// The placed object: the pulley on the rope (`loc_20168` …), which owns the vine.
    #[default]
    Pulley,
    /// The top link (`loc_203C0`, then `loc_20428`).
    Top,
    /// A link (`loc_20454`).
    Link,
    /// The handle (`Obj_AIZRideVineHandle`).
    Handle,
}

/// The pulley's stage (its code pointer).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Stage {
    /// `loc_20168`: waiting for a player.
    #[default]
    Waiting,
    /// `loc_2018C`: down the rope.
    Sliding,
    /// `loc_20232`: off the rope's end (subtype bit 7).
    Flying,
    /// `loc_20254`: spinning round.
    Spinning,
    /// `loc_202AC`: swinging to rest.
    Swinging,
    /// `loc_2034A`: swaying.
    Swaying,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct RideVine {
    pub part: Part,
    /// The pulley: its stage, its vine's slots (`$3E` links, `$36` their count; the handle `$40`) and the
    /// rope's end (`$46`).
    pub stage: Stage,
    pub chain: [u16; PARTS],
    pub chain_len: u8,
    pub end_x: u16,
    /// `angle` as a word and `$3A`: the pulley's and the top link's the swing, a link's its parent's
    /// `$3A` it adds.
    pub angle: i16,
    pub delta: i16,
    /// The pulley's swing: `$42` (its angle), `$44` (speed), `$38` (pull; the sway's phase), `$2E` (the half
    /// swing: false on the way up). The top link's `$38` is its phase, `$2E` set once the slide starts.
    pub swing_angle: i16,
    pub swing_speed: i16,
    pub pull: u16,
    pub back: bool,
    /// The top link: it takes the pulley's angle (`loc_20428`).
    pub spun: bool,
    /// A link or the handle: the part it hangs from (`$3C`; the top link's: the pulley).
    pub parent: u16,
    /// The handle: `$30` and the players it holds.
    pub ride: Ride,
    pub grip: Grip,
}

/// `GetSineCosine` of `phase`'s high byte × `shift`, $400 kept to $3FF (`loc_203C0`, `loc_2034A`).
pub fn sway(phase: u16, times: i16) -> i16 {
    let d = sin((phase >> 8) as u8).wrapping_mul(times);
    if d == 0x400 { 0x3FF } else { d }
}

/// `loc_20254`: the spin's step — the angle word less `$3A` − 2 × |angle byte| (ext.w, `neg`).
pub fn spin_step(angle: i16, delta: i16) -> i16 {
    let byte = i16::from((angle >> 8) as i8);
    angle.wrapping_sub(delta.wrapping_sub(byte.wrapping_abs().wrapping_mul(2)))
}

/// `loc_202AC`: one frame of the swing to rest; true when it is over (`loc_202EC`).
pub fn swing_step(s: &mut RideVine) -> bool {
    let pull = (s.pull >> 8) as i16;
    let mut done = false;
    if !s.back {
        s.swing_speed = s.swing_speed.wrapping_add(pull);
        s.swing_angle = s.swing_angle.wrapping_add(s.swing_speed);
        if ((s.swing_angle >> 8) as i8) >= 0 {
            s.swing_speed = s.swing_speed.wrapping_sub(s.swing_speed >> 4);
            s.back = true;
            done = next_pull(s);
        }
    } else {
        s.swing_speed = s.swing_speed.wrapping_sub(pull);
        s.swing_angle = s.swing_angle.wrapping_add(s.swing_speed);
        if ((s.swing_angle >> 8) as i8) < 0 {
            s.swing_speed = s.swing_speed.wrapping_sub(s.swing_speed >> 4);
            s.back = false;
            done = next_pull(s);
        }
    }
    s.angle = s.swing_angle;
    s.delta = s.swing_angle >> 3;
    done
}

/// `cmpi.w #$C00,$38(a0)`: the last pull ends the swing, else $40 less.
fn next_pull(s: &mut RideVine) -> bool {
    if s.pull == SWING_LAST {
        s.pull = 0;
        return true;
    }
    s.pull -= 0x40;
    false
}

fn vine_mut<'a>(cx: &'a mut ObjCtx, slot: u16) -> Option<&'a mut RideVine> {
    match cx.slots.get_mut(usize::from(slot)) {
        Some(Obj { state: State::Sonic3k(Sonic3k::RideVine(v)), .. }) => Some(v),
        _ => None,
    }
}

fn vine_at<'a>(cx: &'a ObjCtx, slot: u16) -> Option<(&'a Common, &'a RideVine)> {
    match cx.slots.get(usize::from(slot)) {
        Some(Obj { common, state: State::Sonic3k(Sonic3k::RideVine(v)) }) => Some((common, v)),
        _ => None,
    }
}

/// The angle's frame (`addq.b #4`, `lsr.b #3`).
fn frame(angle: i16) -> u8 {
    (((angle as u16) >> 8) as u8).wrapping_add(4) >> 3
}

fn make(c: &mut Common, s: &mut RideVine, cx: &mut ObjCtx) {
    (c.width_pixels, c.y_radius, c.explicit_height, c.mapping_frame) = (8, 8, true, 0x21);
    s.end_x = (c.pixel_x() as u16).wrapping_add(u16::from(c.subtype & 0x7F) << 4);
    let (x, mut y) = (c.pixel_x(), c.pixel_y());
    let mut parent = cx.current() as u16;
    for i in 0..PARTS {
        let part = match i {
            0 => Part::Top,
            _ if i == PARTS - 1 => Part::Handle,
            _ => Part::Link,
        };
        let mut common = Common::new(c.id, 0, x, y, false, false);
        (common.routine, common.width_pixels, common.y_radius, common.explicit_height) = (2, 8, 8, true);
        common.mapping_frame = if part == Part::Handle { 0x20 } else { 0 };
        let state = RideVine { part, parent, ..RideVine::default() };
        let Some(slot) = cx.spawn_after(Obj { common, state: state.into() }) else { break };
        s.chain[i] = slot as u16;
        s.chain_len = i as u8 + 1;
        parent = slot as u16;
        y += 0x10;
    }
}

/// The handle's slot, when the vine was made whole.
fn handle_slot(s: &RideVine) -> Option<u16> {
    (usize::from(s.chain_len) == PARTS).then(|| s.chain[PARTS - 1])
}

fn pulley(c: &mut Common, s: &mut RideVine, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        make(c, s, cx);
    }
    let handle = handle_slot(s);
    let held = handle.and_then(|h| vine_at(cx, h)).is_some_and(|(_, h)| h.grip.hold != [0, 0]);
    match s.stage {
        Stage::Waiting => {
            if held {
                s.stage = Stage::Sliding;
                if let Some(top) = vine_mut(cx, s.chain[0]) {
                    (top.back, top.pull) = (true, 0);
                }
            }
        }
        Stage::Sliding => {
            c.x = c.x.wrapping_add(SLIDE.0 << 8);
            c.y = c.y.wrapping_add(SLIDE.1 << 8);
            if c.pixel_x() as u16 >= s.end_x {
                if c.subtype & 0x80 != 0 {
                    s.stage = Stage::Flying;
                    (c.x_vel, c.y_vel) = FLY;
                    (c.width_pixels, c.y_radius, c.mapping_frame) = (8, 0xC, 0);
                    if let Some(h) = handle.and_then(|h| vine_mut(cx, h)) {
                        for hold in &mut h.grip.hold {
                            if *hold != 0 {
                                *hold = 0x81;
                            }
                        }
                    }
                } else {
                    s.stage = Stage::Spinning;
                    if let Some(top) = vine_mut(cx, s.chain[0]) {
                        (top.spun, top.delta) = (true, 0);
                    }
                    if let Some(h) = handle.and_then(|h| vine_mut(cx, h)) {
                        h.ride = Ride::Spin;
                    }
                    (s.angle, s.delta) = (0, SPIN);
                }
            }
        }
        Stage::Flying => {
            c.object_move_and_fall();
            if !c.on_screen {
                set_pixel(&mut c.x, 0x7FF0_i16);
            }
        }
        Stage::Spinning => {
            s.angle = spin_step(s.angle, s.delta);
            if !held && ((s.angle >> 8) as u8).wrapping_add(8) < 0x10 {
                s.stage = Stage::Swinging;
                (s.swing_angle, s.swing_speed, s.pull, s.back) = (0, SWING_SPEED, SWING_PULL, false);
                if let Some(h) = handle.and_then(|h| vine_mut(cx, h)) {
                    h.ride = Ride::Swing;
                }
            }
        }
        Stage::Swinging => {
            if swing_step(s) {
                s.stage = Stage::Swaying;
                if let Some(h) = handle.and_then(|h| vine_mut(cx, h)) {
                    h.ride = Ride::Hang;
                }
            }
            let delta = s.delta;
            if let Some(top) = vine_mut(cx, s.chain[0]) {
                top.delta = delta;
            }
        }
        Stage::Swaying => {
            let d = sway(s.pull, 4);
            s.pull = s.pull.wrapping_add(0x200);
            (s.angle, s.delta) = (d, d);
            if let Some(top) = vine_mut(cx, s.chain[0]) {
                top.delta = d;
            }
        }
    }
    // `loc_20392`: the vine goes with it.
    super::giant_ride_vine::display_or_go_with_chain(c, &s.chain[..usize::from(s.chain_len)], cx);
}

/// `loc_203C0`/`loc_20428`: the top link at the pulley.
fn top(c: &mut Common, s: &mut RideVine, cx: &mut ObjCtx) {
    let Some((p, pv)) = vine_at(cx, s.parent) else { return };
    let (px, py, pangle) = (p.x, p.y, pv.angle);
    if s.spun {
        s.angle = pangle;
    } else {
        // `$38` (here `pull`) the phase; `$2E` (here `back`) set as the slide starts: faster and wider, and
        // `asl.w #3` with no $3FF clamp.
        let phase = s.pull;
        if s.back {
            s.pull = phase.wrapping_add(0x100);
            s.delta = sin((phase >> 8) as u8).wrapping_shl(3);
        } else {
            s.pull = phase.wrapping_add(0x200);
            s.delta = sway(phase, 4);
        }
        s.angle = s.delta;
    }
    c.mapping_frame = frame(s.angle);
    set_pixel(&mut c.x, (px >> 8) as i16);
    set_pixel(&mut c.y, (py >> 8) as i16);
    c.display();
}

/// `loc_20454`/`Obj_AIZRideVineHandle`: a link or the handle below its parent.
fn link(c: &mut Common, s: &mut RideVine, cx: &mut ObjCtx) {
    let Some((p, pv)) = vine_at(cx, s.parent) else { return };
    let (px, py, pangle, pdelta) = (p.pixel_x() as i16, p.pixel_y() as i16, pv.angle, pv.delta);
    let (x0, y0) = (c.pixel_x() as i16, c.pixel_y() as i16);
    let (dx, dy) = hang_offset(pangle);
    if s.part == Part::Link {
        s.delta = pdelta;
        s.angle = pangle.wrapping_add(pdelta);
        c.mapping_frame = frame(s.angle);
    }
    set_pixel(&mut c.x, px.wrapping_add(dx));
    set_pixel(&mut c.y, py.wrapping_add(dy));
    if s.part == Part::Handle {
        follow(c, &mut s.grip, (x0, y0));
        grab_both(c, &mut s.grip, s.ride, (pangle >> 8) as u8, cx);
        // Hidden while it spins or swings a player (`tst.w $30`).
        if s.grip.hold == [0, 0] || s.ride == Ride::Hang {
            c.display();
        }
    } else {
        c.display();
    }
}

pub fn run(c: &mut Common, s: &mut RideVine, cx: &mut ObjCtx) {
    match s.part {
        Part::Pulley => pulley(c, s, cx),
        Part::Top => top(c, s, cx),
        Part::Link | Part::Handle => link(c, s, cx),
    }
}

impl crate::objects::runtime::object::ObjKind for RideVine {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        match (self.part, self.stage) {
            (Part::Pulley, Stage::Waiting) => "waiting",
            (Part::Pulley, Stage::Sliding) => "sliding",
            (Part::Pulley, Stage::Flying) => "flying off",
            (Part::Pulley, Stage::Spinning) => "spinning",
            (Part::Pulley, Stage::Swinging) => "swinging",
            (Part::Pulley, Stage::Swaying) => "swaying",
            (Part::Handle, _) if self.grip.hold != [0, 0] => "holding",
            (Part::Handle, _) => "handle",
            _ => "link",
        }
    }

    fn name(&self) -> &'static str {
        "ride vine"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `loc_20254`: from angle 0 and `$3A` $400 the angle word falls $400 a frame at first; at angle byte
    /// −$40 ($C0) the step is $400 − $80 = $380; at byte −$80 $400 − $100 = $300.
    #[test]
    fn the_spin_slows_as_it_leans() {
        assert_eq!(spin_step(0, SPIN), -0x400);
        assert_eq!(spin_step(-0x4000, SPIN), -0x4000 - 0x380);
        assert_eq!(spin_step(-0x8000, SPIN), (-0x8000_i32 - 0x300) as i16);
        assert_eq!(spin_step(0x4000, SPIN), 0x4000 - 0x380);
    }

    /// `loc_203C0`/`loc_2034A`: sin × 4 of the phase's high byte, sin($40) × 4 = $400 kept to $3FF.
    #[test]
    fn the_sway_keeps_below_400() {
        assert_eq!(sway(0x4000, 4), 0x3FF);
        assert_eq!(sway(0xC000, 4), -0x400);
        assert_eq!(sway(0, 4), 0);
    }

    /// `loc_202AC` from −$300 with pull $10: $10 faster a frame until the angle byte is no longer negative;
    /// then 1/16 of the speed lost, the pull $FC0; the 17th pass (at pull $C00) ends it.
    #[test]
    fn the_swing_dies_down_in_sixteen_passes() {
        let mut s = RideVine { swing_speed: SWING_SPEED, pull: SWING_PULL, ..RideVine::default() };
        assert!(!swing_step(&mut s));
        assert_eq!((s.swing_speed, s.swing_angle, s.delta), (-0x2F0, -0x2F0, -0x2F0 >> 3));
        let mut passes = 0;
        let mut frames = 1;
        loop {
            let back = s.back;
            let done = swing_step(&mut s);
            frames += 1;
            if s.back != back {
                passes += 1;
            }
            if done {
                break;
            }
            assert!(frames < 10_000);
        }
        assert_eq!((passes, s.pull), (17, 0));
    }
}
