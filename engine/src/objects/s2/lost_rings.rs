//! The rings a hurt player drops (SPG "Ring Loss"; s2disasm `Obj37`: `Obj37_Init`, `Obj37_Main`,
//! `Obj37_Collect`, `Obj37_Sparkle`, `RingCheckFloorDist`, and `ChangeRingFrame` for the shared timer).
//!
//! `HurtCharacter` (touch.rs) puts one `Obj37` at the player. Its first frame makes itself the first ring and
//! puts up to 31 more in the first free slots (`AllocateObject`), one per ring carried up to 32, zeroes the
//! ring count (and the extra-life flags), and moves on as a ring in the same frame.
//!
//! The rings fly out in pairs mirrored left/right: ring 2k at angle $88 + $10·k (sine → X Speed, cosine →
//! Y Speed, 256 a turn), the first 16 at 4 px/frame, the next 16 at 2. Each falls with gravity $18; while
//! falling, on one frame in 8 (the vertical-interrupt counter plus the slot's place in the object loop) and
//! only while on screen, it looks for the floor under its bottom (radius 8): in it, it is put back on top and
//! bounces with 3/4 of its speed. A ring is a touch item of size 7 (6 px): the player collects it once his
//! hurt timer is below 90 (touch.rs), 30 frames after the hit; it then sparkles for 25 frames.
//!
//! All the rings of a spill share one counter, set to 255 at each spill and counted down once a frame
//! after the objects ran: a ring is deleted on the frame it reads 0 (alive 255 frames), or once below the
//! camera's lowest position + 224. A second spill restarts the count for every ring still out.

use crate::math::{cos, sin};
use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::game::GameState;
use crate::objects::runtime::ground::floor_distance;
use crate::objects::runtime::slots::DYNAMIC_SLOTS;
use crate::objects::runtime::touch::ITEM;
use crate::objects::s2::explosion::add_pixels_y;
use crate::objects::{
    id,
    runtime::object::{Common, Obj, State},
};

/// At most this many rings are dropped.
pub const MAX_RINGS: u16 = 32;
/// The first ring's angle word: the high byte is the speed's shift (4 px/frame), the low byte the angle.
pub const FIRST_ANGLE: u16 = 0x288;
/// Angle step between pairs.
pub const ANGLE_STEP: u8 = 0x10;
/// Gravity while scattered.
pub const GRAVITY: i16 = 0x18;
/// The shared counter's start: rings live 255 frames.
pub const LIFETIME: u8 = 0xFF;
/// A ring: an item of touch size 7, half height 8 for the floor check.
pub const COLLISION: u8 = ITEM | 7;
const RADIUS: u8 = 8;

/// `Vint_runcount` minus `Level_frame_counter` where no recording gives it: the vertical-interrupt counter runs
/// from power-on and counts lag frames, so it is not the level's frame count. Fitted to `walk_right` (the lost
/// rings' floor check, the Buzzer's alternate-frame player check): with 1142 the four lost rings vanish on the
/// frames the trace shows (one collected, two fallen below the level at 472, one at 481; 1138 gives the same),
/// and an even value keeps the first Buzzer from shooting, which leaves the Masher in the slot the trace names.
pub const VINT_OFFSET: u16 = 1142;

/// The emulator frames before `Vint_runcount` counts: the recorded counter is the emulator frame − 1 − 332 in
/// every Sonic 2 recording that has it (`s2/arz`, `cnz`, `htz`, `mtz`; on `s2/cnz` the slot machine the
/// player rides at frame $5F2 draws its faces from it, and only this value gives the reward of nothing the
/// recording shows).
pub const VINT_LATE: u16 = 332;

/// `Vint_runcount` (its low word), modelled from the level frame counter: plus the offset a recording's own
/// counter gives frame by frame ([`GameState::vint_offset`], Sonic 1's recordings), else [`VINT_OFFSET`] plus
/// the phase a recording's first frame and its lag frames give ([`GameState::vint_phase`]).
pub fn vint_runcount(game: &GameState) -> u16 {
    let offset = game.vint_offset.unwrap_or(VINT_OFFSET.wrapping_add(game.vint_phase));
    game.frame_counter.wrapping_add(offset)
}

/// The [`GameState::vint_phase`] for a recording whose first frame of control (level frame counter 1) is the
/// emulator's frame `emulator_frame`: `Vint_runcount` is then `emulator_frame` − 1 − [`VINT_LATE`], as the
/// recordings that have the counter show it.
pub fn vint_phase_at(emulator_frame: u32) -> u16 {
    (emulator_frame as u16).wrapping_sub(2).wrapping_sub(VINT_LATE).wrapping_sub(VINT_OFFSET)
}

/// `Ani_Ring`: the sparkle (frames 4–7, 6 frames each), then the next routine (deleted).
const SPARKLE: [&[u8]; 1] = [&[5, 4, 5, 6, 7, 0xFC]];

/// The spill a ring belongs to: the frame its counter was set to 255 (`Ring_spill_anim_counter`) and the
/// animation accumulator at that time (`Ring_spill_anim_accum`, which the game never resets).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Spill {
    pub start: u16,
    pub accum: u16,
}

impl Spill {
    /// Frames since the spill, as seen by the objects this frame (0 on the spill's own frame).
    fn elapsed(self, game: &GameState) -> u16 {
        game.frame_counter.wrapping_sub(self.start)
    }

    /// The shared counter the objects read this frame: 255, 254, …, 0 (and 0 from then on).
    pub fn counter(self, game: &GameState) -> u8 {
        LIFETIME.saturating_sub(self.elapsed(game).min(255) as u8)
    }

    /// `Ring_spill_anim_accum` after `ChangeRingFrame` ran `n` times since the spill (it adds the counter,
    /// then counts it down, and stops at 0).
    fn accum_after(self, n: u16) -> u16 {
        let n = u32::from(n.min(u16::from(LIFETIME)));
        let added = n * u32::from(LIFETIME) - n * n.saturating_sub(1) / 2;
        self.accum.wrapping_add(added as u16)
    }

    /// `Ring_spill_anim_frame` as the objects read it this frame: bits 9–10 of the accumulator.
    pub fn frame(self, game: &GameState) -> u8 {
        ((self.accum_after(self.elapsed(game)) >> 9) & 3) as u8
    }
}

/// Routines (`Obj37_Index`).
const INIT: u8 = 0;
const MAIN: u8 = 2;
const COLLECT: u8 = 4;
const SPARKLE_ROUTINE: u8 = 6;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct LostRing {
    pub spill: Spill,
}

#[inline]
pub fn run(c: &mut Common, s: &mut LostRing, cx: &mut ObjCtx) {
    match c.routine {
        // One call of `main` for both (then inlined: most lost rings run it every frame).
        INIT | MAIN => {
            if c.routine == INIT {
                init(c, s, cx);
            }
            main(c, s, cx);
        }
        COLLECT => {
            c.routine = SPARKLE_ROUTINE;
            c.collision_flags = 0;
            cx.world.game.collect_ring();
            sparkle(c);
        }
        SPARKLE_ROUTINE => sparkle(c),
        _ => c.delete(),
    }
}

/// The speeds (X, Y) of the first `count` rings of a spill, in order (`Obj37_Init`'s loop): even rings from
/// the angle, odd rings the previous one mirrored.
pub fn ring_speeds(count: u16) -> Vec<(i16, i16)> {
    let mut out = Vec::with_capacity(usize::from(count));
    let mut angle = FIRST_ANGLE as i16;
    let (mut x_vel, mut y_vel) = (0i16, 0i16);
    for _ in 0..count {
        if angle >= 0 {
            let shift = (angle as u16 >> 8) as u32;
            let a = angle as u8;
            x_vel = sin(a).wrapping_shl(shift);
            y_vel = cos(a).wrapping_shl(shift);
            let (low, carry) = a.overflowing_add(ANGLE_STEP);
            angle = (angle & !0xFF) | i16::from(low);
            if carry {
                let (next, borrow) = (angle as u16).overflowing_sub(0x80);
                angle = if borrow { FIRST_ANGLE as i16 } else { next as i16 };
            }
        }
        out.push((x_vel, y_vel));
        x_vel = x_vel.wrapping_neg();
        angle = angle.wrapping_neg();
    }
    out
}

/// `Obj37_Init`: this object is the first ring; the others take the first free slots.
fn init(c: &mut Common, s: &mut LostRing, cx: &mut ObjCtx) {
    // The loop makes at least this object a ring (`HurtCharacter` never drops 0 rings).
    let count = cx.world.game.rings.clamp(1, MAX_RINGS);
    // The shared counter restarts: every ring still out belongs to this spill now. The accumulator carries on
    // from the spill that was running (from 0 when no ring of it is left to tell).
    let accum = spill_in_play(cx).map_or(0, |old| old.accum_after(old.elapsed(cx.world.game)));
    s.spill = Spill { start: cx.world.game.frame_counter, accum };
    for i in 0..DYNAMIC_SLOTS {
        if let Some(Obj { state: State::LostRings(r), .. }) = cx.slots.get_mut(i) {
            r.spill = s.spill;
        }
    }
    let (x, y) = (c.pixel_x(), c.pixel_y());
    for (i, (x_vel, y_vel)) in ring_speeds(count).into_iter().enumerate() {
        if i == 0 {
            make_ring(c, x_vel, y_vel);
            continue;
        }
        let mut ring = Common::new(id::LOST_RINGS, 0, x, y, false, false);
        make_ring(&mut ring, x_vel, y_vel);
        if cx.spawn(Obj { common: ring, state: State::LostRings(LostRing { spill: s.spill }) }).is_none() {
            break;
        }
    }
    cx.world.game.rings = 0;
    cx.world.game.extra_life_flags = 0;
}

/// S3K `Obj_Attracted_Ring` once the lightning shield is gone: each magnetised ring becomes a bouncing ring
/// (`Obj_Bouncing_Ring`, routine 2) where it is, with the speeds it had, and the shared spill counter restarts
/// (`move.b #-1,Ring_spill_anim_counter`). The game converts each in its own slot (`move.l #Obj_Bouncing_Ring,(a0)`
/// in `loc_18FD2`), so each takes the slot it held — the slot sets the frames its floor check runs on
/// ([`floor_check_frame`]); a ring that held none takes the first free slot.
pub fn release_attracted(
    slots: &mut crate::objects::runtime::slots::Slots,
    game: &GameState,
    rings: &[crate::objects::runtime::rings::Attracted],
) {
    if rings.is_empty() {
        return;
    }
    let old = slots.iter().find_map(|(_, o)| match &o.state {
        State::LostRings(r) if o.common.routine != INIT => Some(r.spill),
        _ => None,
    });
    let spill = Spill { start: game.frame_counter, accum: old.map_or(0, |o| o.accum_after(o.elapsed(game))) };
    for i in 0..DYNAMIC_SLOTS {
        if let Some(Obj { state: State::LostRings(r), .. }) = slots.get_mut(i) {
            r.spill = spill;
        }
    }
    for a in rings {
        let mut ring = Common::new(id::LOST_RINGS, 0, 0, 0, false, false);
        make_ring(&mut ring, a.motion.x_speed, a.motion.y_speed);
        ring.x = a.motion.x;
        ring.y = a.motion.y;
        // `Obj_Attracted_Ring` set `height_pixels` to 8, which the bouncing ring keeps: S3K's `Render_Sprites`
        // sees it on screen only within 8 px above or below (not Sonic 2's default 32), and off screen it does not
        // look for the floor (`tst.b render_flags(a0)` in `loc_18F0A`). Its y_radius is 8 too.
        ring.explicit_height = true;
        // In the slot it held (just freed), else the first free one.
        let from = a.slot.map_or(0, usize::from);
        if slots.allocate(Obj { common: ring, state: State::LostRings(LostRing { spill }) }, from, None).is_none() {
            break;
        }
    }
}

/// A spill whose rings are still out, if any.
fn spill_in_play(cx: &ObjCtx) -> Option<Spill> {
    cx.slots.iter().find_map(|(_, o)| match &o.state {
        State::LostRings(r) if o.common.routine != INIT => Some(r.spill),
        _ => None,
    })
}

fn make_ring(c: &mut Common, x_vel: i16, y_vel: i16) {
    c.routine = MAIN;
    c.y_radius = RADIUS;
    c.x_radius = RADIUS;
    c.on_screen = true;
    c.collision_flags = COLLISION;
    c.width_pixels = 8;
    c.x_vel = x_vel;
    c.y_vel = y_vel;
}

/// `Obj37_Main`.
fn main(c: &mut Common, s: &LostRing, cx: &mut ObjCtx) {
    c.mapping_frame = s.spill.frame(cx.world.game);
    c.object_move();
    c.y_vel = c.y_vel.wrapping_add(GRAVITY);
    // `RunObjects` counts d7 down from $8F at the player's slot; the floor is checked when the counter's low
    // byte plus d7 is a multiple of 8 (4 in Sonic 1: `RLoss_Bounce`, whose `ExecuteObjects` counts d7 down
    // from $7F at the player's slot, $20 slots before its first level object: the same modulo 4; S3K's
    // `Process_Sprites` from $6D, 3 slots before its first: `LostRingFloor::first_slot_d7`).
    let floor = cx.world.env.profile.lost_ring_floor;
    let checks = floor_check_frame(floor, vint_runcount(cx.world.game), cx.current());
    if c.y_vel >= 0 && checks && (c.on_screen || !floor.on_screen_only) {
        // `RingCheckFloorDist` differs from `ObjCheckFloorDist` only in not looking one block further down
        // when the block is empty, which never gives a negative distance.
        let d1 = floor_distance(c, cx);
        if d1 < 0 {
            add_pixels_y(c, d1);
            c.y_vel = c.y_vel.wrapping_sub(c.y_vel >> 2).wrapping_neg();
        }
    }
    if s.spill.counter(cx.world.game) == 0 || (cx.world.env.bounds.bottom as u16) < c.pixel_y() as u16 {
        c.delete();
        return;
    }
    // S3K's `Level_repeat_offset` (`loc_18F4A`): back with Angel Island 2's bombership loop
    // ([`crate::objects::s3k::aiz2_bombership`]; 0 everywhere else).
    let back = cx.world.game.events.aiz.ship.repeat_offset;
    if back != 0 {
        let x = (c.pixel_x() as u16).wrapping_sub(back);
        crate::objects::runtime::object::set_pixel(&mut c.x, x);
    }
    c.display();
}

/// Whether a falling ring in dynamic slot `slot` looks for the floor on a frame whose vertical-interrupt
/// counter is `vint`: the counter's low byte plus the object loop's `d7` (`floor.first_slot_d7` − slot) is a
/// multiple of `floor.every`.
pub fn floor_check_frame(floor: crate::profile::LostRingFloor, vint: u16, slot: usize) -> bool {
    let d7 = floor.first_slot_d7.wrapping_sub(slot as u8);
    (vint as u8).wrapping_add(d7) & (floor.every - 1) == 0
}

/// `Obj37_Sparkle`: the sparkle plays, then the routine moves on to deletion.
fn sparkle(c: &mut Common) {
    animate_sprite(c, &SPARKLE);
    c.display();
}

impl crate::objects::runtime::object::ObjKind for LostRing {
    const MAY_MOVE_PLAYERS: bool = false;

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
        "lost ring"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::profile::LostRingFloor;

    /// s3.asm `loc_18FD2`: a magnetised ring whose shield is gone becomes a bouncing ring in its own slot
    /// (`move.l #Obj_Bouncing_Ring,(a0)`), not the first free one: slots 0–1 free, the ring held slot 5.
    #[test]
    fn a_released_magnetised_ring_keeps_its_slot() {
        use crate::objects::runtime::rings::Attracted;
        use crate::objects::runtime::slots::Slots;
        use crate::player::moves::MagnetRing;
        let mut slots = Slots::default();
        for _ in 0..6 {
            crate::objects::s3k::attracted_ring::allocate(&mut slots);
        }
        for i in [0, 1, 5] {
            crate::objects::s3k::attracted_ring::release(&mut slots, i);
        }
        let motion = MagnetRing { x: 0x2119 << 8, y: 0x883 << 8, x_speed: -0x140, y_speed: 0x100 };
        let ring = Attracted { ring: 0, motion, slot: Some(5) };
        release_attracted(&mut slots, &GameState::new(), &[ring]);
        let held: Vec<usize> =
            slots.iter().filter(|(_, o)| matches!(o.state, State::LostRings(_))).map(|(i, _)| i).collect();
        assert_eq!(held, [5]);
    }

    /// s3.asm `Obj_Attracted_Ring` sets `height_pixels` to 8, and the bouncing ring it becomes (`loc_18FD2`)
    /// keeps it: `Render_Sprites` finds it on screen from 8 px above the screen to 8 px below (224 tall), so it
    /// looks for the floor (`loc_18F0A`) only there — not within Sonic 2's default 32 px.
    #[test]
    fn a_released_magnetised_ring_is_on_screen_within_8_px_above_or_below() {
        use crate::camera::Camera;
        use crate::objects::runtime::rings::Attracted;
        use crate::objects::runtime::slots::Slots;
        use crate::player::moves::MagnetRing;
        let mut slots = Slots::default();
        let motion = MagnetRing { x: 0x2119 << 8, y: 0x883 << 8, x_speed: -0x140, y_speed: 0x100 };
        release_attracted(&mut slots, &GameState::new(), &[Attracted { ring: 0, motion, slot: None }]);
        let ring = slots.iter().find_map(|(_, o)| matches!(o.state, State::LostRings(_)).then_some(o)).unwrap();
        let seen =
            |y: i32| crate::objects::runtime::on_screen_at(&ring.common, &Camera { x: 0x2080, y, ..Camera::default() });
        // Ring y $883: 8 px below the screen's bottom ($883 − 224 − 8 = $79B) is still drawn, 9 px is not.
        assert!(seen(0x883 - 224 - 7));
        assert!(!seen(0x883 - 224 - 8));
        assert!(seen(0x883 + 8));
        assert!(!seen(0x883 + 9));
    }

    /// s3.asm `Process_Sprites` counts `d7` down from $6D at `Player_1`, so dynamic slot 7 (object 10) runs
    /// with $63: with the counter's low byte at $15 ($15 + $63 = $78) it looks for the floor (`loc_18F0A`:
    /// `andi.b #7`), at $10 ($73) it does not; Sonic 2's $7F − 7 = $78 would have it the other way round.
    #[test]
    fn sonic_3_and_knuckles_rings_count_d7_from_the_objects_after_the_reserved_three() {
        assert!(floor_check_frame(LostRingFloor::S3K, 0x115, 7));
        assert!(!floor_check_frame(LostRingFloor::S3K, 0x110, 7));
        assert!(floor_check_frame(LostRingFloor::S2, 0x110, 7));
    }

    /// Sonic 1's `RLoss_Bounce` looks every 4 frames (`andi.b #3`), Sonic 2's `Obj37_Main` every 8
    /// (`andi.b #7`): slot 3 ($7F − 3 = $7C) with the counter at $104 (low byte 4: $80), $100 ($7C) and $102.
    #[test]
    fn sonic_1_rings_look_for_the_floor_every_4_frames() {
        assert!(floor_check_frame(LostRingFloor::S1, 0x104, 3));
        assert!(floor_check_frame(LostRingFloor::S1, 0x100, 3));
        assert!(!floor_check_frame(LostRingFloor::S1, 0x102, 3));
        assert!(floor_check_frame(LostRingFloor::S2, 0x104, 3));
        assert!(!floor_check_frame(LostRingFloor::S2, 0x100, 3));
    }
}
