//! The giant rings to the special stage (skdisasm s3.asm `Obj_SSEntryRing`, S3K id $85: `SSEntryRing_Init`,
//! `SSEntryRing_Main`, `SSEntry_Range`, `loc_442FE`, `SSEntryRing_Display`, `ObjSlot_SSEntryRing`,
//! `AniRaw_SSEntryRing`; the flash `Obj_SSEntryFlash`, `SSEntryFlash_Main`, `SSEntryFlash_Finished`,
//! `SSEntryFlash_GoSS`, `AniRaw_SSEntryFlash`).
//!
//! A ring whose bit (its subtype) is set in `Collected_special_ring_array` deletes itself as it loads. Otherwise
//! it waits until first seen on screen (`Obj_WaitOffscreen`), then takes the one art slot (byte 4 of
//! `Slotted_object_bits`; a second ring finding it taken is destroyed), $20 × $20, and forms: `Animate_Raw`
//! frames 0–7, 5 frames each, then spins through $A, 9, 8, $B (7 frames each) for good. Formed (frame 8 on),
//! player 1 inside `SSEntry_Range` (x − $18 to x + $17, y − $28 to y + $27; player 2 never: `tst.w d0` reads
//! only his half) and not dead takes it:
//! - with the 7 emeralds: 50 rings (`AddRings`), the ring marked taken, gone;
//! - otherwise he vanishes and is held (`object_control` $53, facing left when left of it), the ring only
//!   animates, and the flash (its own art slot, byte 6) steps `AniRaw_SSEntryFlash` every frame; at its
//!   fourth step the ring is let go, at its end it waits $20 frames and sends the game to the special stage
//!   with the ring marked taken (`SSEntryFlash_GoSS`) — here [`BigRing::Entered`], what a host reads (the
//!   player hidden from the touch on: [`BigRing::Taken`]).
//!
//! The ring is drawn while on screen; off screen it goes (its respawn entry let go, its slot freed the frame
//! after: `Go_Delete_SpriteSlotted`) when out of range or more than $80 px above or $180 below the camera.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::s1::giant_ring::BigRing;
use crate::objects::s3k::kinds::Sonic3k;
use crate::objects::s3k::rhinobot::{release, take_slot};
use crate::player::Routine;

/// `ObjSlot_SSEntryRing`: one art slot in byte 4; $20 × $20.
pub const SLOTS: (usize, u8) = (4, 1);
/// `ObjSlot_SSEntryFlash`: one art slot in byte 6.
pub const FLASH_SLOTS: (usize, u8) = (6, 1);
pub const SIZE: u8 = 0x20;
/// `SSEntry_Range`: x offset and width, y offset and height.
pub const RANGE: [i16; 4] = [-0x18, 0x30, -0x28, 0x50];
/// `AniRaw_SSEntryRing`: the forming script, its `$F8` jumping to the spin.
pub const FORMING: &[u8] = &[4, 0, 0, 1, 2, 3, 4, 5, 6, 7, 0xF8];
pub const SPINNING: &[u8] = &[6, 0x0A, 9, 8, 0x0B, 0xFC];
/// `AniRaw_SSEntryFlash` (frame bit 6: flip x), ending in `$F4`.
pub const FLASH: &[u8] = &[0, 0, 0, 1, 2, 3 | 0x40, 3, 2, 1, 0, 0xF4];
/// `cmpi.b #8,mapping_frame(a0)`: formed.
pub const FORMED_FRAME: u8 = 8;
/// `move.b #$53,object_control(a1)`.
pub const HOLD: u8 = 0x53;
/// `move.w #$20,$2E(a0)`: the flash's wait before the special stage.
pub const FLASH_WAIT: u16 = 0x20;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SsEntryRing {
    /// `Obj_WaitOffscreen` done.
    pub awake: bool,
    /// Its art slot's bit (`ros_bit`).
    pub art_slot: Option<u8>,
    /// Spinning (`AniRaw_SSEntryRing`'s jump taken).
    pub spinning: bool,
    /// `$38` bit 0: to be deleted.
    pub gone: bool,
    /// `Go_Delete_SpriteSlotted` ran: deleted at its next run.
    pub dying: bool,
}

/// The flash (`Obj_SSEntryFlash`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SsEntryFlash {
    /// `parent3`: the ring's slot.
    pub ring: usize,
    pub art_slot: Option<u8>,
    /// `Obj_Wait`'s `$2E` once the script ended (None: still flashing).
    pub wait: Option<u16>,
}

/// `Animate_Raw` over `script` (the delay, the frames, a command): true when it reached the command byte.
pub fn animate_raw(c: &mut Common, script: &[u8]) -> Option<u8> {
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if (c.anim_frame_duration as i8) >= 0 {
        return None;
    }
    c.anim_frame = c.anim_frame.wrapping_add(1);
    let byte = script.get(1 + usize::from(c.anim_frame)).copied().unwrap_or(0xFC);
    if byte & 0x80 != 0 {
        c.anim_frame = 0;
        return Some(byte);
    }
    c.anim_frame_duration = script[0];
    c.mapping_frame = byte;
    None
}

/// `AnimateRaw_Restart` on `script`.
fn restart(c: &mut Common, script: &[u8]) {
    (c.mapping_frame, c.anim_frame_duration) = (script[1], script[0]);
}

/// `Check_PlayerInRange` with `SSEntry_Range` for one player.
pub fn in_range((x, y): (u16, u16), (px, py): (u16, u16)) -> bool {
    let left = x.wrapping_add(RANGE[0] as u16);
    let top = y.wrapping_add(RANGE[2] as u16);
    px >= left && px < left.wrapping_add(RANGE[1] as u16) && py >= top && py < top.wrapping_add(RANGE[3] as u16)
}

pub fn run(c: &mut Common, s: &mut SsEntryRing, cx: &mut ObjCtx) {
    if s.dying {
        c.delete();
        return;
    }
    if cx.world.game.special_rings & (1 << (c.subtype & 31)) != 0 {
        // Taken before: `Delete_Current_Sprite` (its respawn entry kept: it does not load again).
        c.delete();
        return;
    }
    if super::wait_offscreen(c, &mut s.awake, cx) {
        return;
    }
    match c.routine {
        0 => {
            let Some(bit) = take_slot(&mut cx.world.game.slotted, SLOTS) else {
                c.delete();
                return;
            };
            s.art_slot = Some(bit);
            (c.width_pixels, c.y_radius, c.explicit_height, c.mapping_frame) = (SIZE, SIZE, true, 0);
            (c.anim_frame, c.anim_frame_duration) = (0, 0);
            c.routine = 2;
            main(c, s, cx);
        }
        2 => main(c, s, cx),
        _ => spin(c, s),
    }
    display(c, s, cx);
}

/// `Animate_Raw` on the ring's script.
fn spin(c: &mut Common, s: &mut SsEntryRing) {
    let script = if s.spinning { SPINNING } else { FORMING };
    match animate_raw(c, script) {
        Some(0xF8) => {
            s.spinning = true;
            restart(c, SPINNING);
        }
        Some(_) => restart(c, script),
        None => {}
    }
}

/// `SSEntryRing_Main`.
fn main(c: &mut Common, s: &mut SsEntryRing, cx: &mut ObjCtx) {
    spin(c, s);
    if c.mapping_frame < FORMED_FRAME {
        return;
    }
    let p = &mut *cx.world.player;
    if !in_range((c.pixel_x() as u16, c.pixel_y() as u16), (p.pixel_x() as u16, p.pixel_y() as u16)) {
        return;
    }
    if matches!(p.routine, Routine::Dead | Routine::Gone) {
        return;
    }
    let game = &mut *cx.world.game;
    if game.emeralds >= 7 {
        // `loc_442FE`.
        game.special_rings |= 1 << (c.subtype & 31);
        s.gone = true;
        game.add_rings(50);
        return;
    }
    c.routine = 4;
    p.object_control = HOLD;
    (p.x_speed, p.y_speed, p.ground_speed) = (0, 0, 0);
    if p.pixel_x() as u16 >= c.pixel_x() as u16 {
        p.facing_left = true;
    }
    game.big_ring = BigRing::Taken;
    let ring = cx.current();
    let mut f = Common::new(c.id, c.subtype, c.pixel_x(), c.pixel_y(), false, false);
    f.on_screen = c.on_screen;
    cx.spawn_after(Obj { common: f, state: SsEntryFlash { ring, ..Default::default() }.into() });
}

/// `SSEntryRing_Display`.
fn display(c: &mut Common, s: &mut SsEntryRing, cx: &mut ObjCtx) {
    let off = !c.on_screen && {
        let dy = (c.pixel_y() as u16).wrapping_sub(cx.world.env.camera.y as u16).wrapping_add(0x80);
        cx.out_of_range(c.pixel_x()) || dy > 0x200
    };
    if s.gone || off {
        // `Go_Delete_SpriteSlotted`.
        if let Some(i) = c.respawn {
            cx.world.env.respawn.forget(i);
        }
        release(&mut cx.world.game.slotted, SLOTS.0, &mut s.art_slot);
        s.dying = true;
        return;
    }
    c.display();
}

/// `Obj_SSEntryFlash`.
pub fn run_flash(c: &mut Common, s: &mut SsEntryFlash, cx: &mut ObjCtx) {
    if let Some(wait) = &mut s.wait {
        // `Obj_Wait`, then `SSEntryFlash_GoSS`.
        *wait = wait.wrapping_sub(1);
        if (*wait as i16) < 0 {
            if cx.world.game.emeralds < 7 {
                cx.world.game.special_rings |= 1 << (c.subtype & 31);
                cx.world.game.big_ring = BigRing::Entered;
            }
            release(&mut cx.world.game.slotted, FLASH_SLOTS.0, &mut s.art_slot);
            c.delete();
        }
        return;
    }
    if c.routine == 0 {
        let Some(bit) = take_slot(&mut cx.world.game.slotted, FLASH_SLOTS) else {
            c.delete();
            return;
        };
        s.art_slot = Some(bit);
        (c.width_pixels, c.y_radius, c.explicit_height, c.mapping_frame) = (SIZE, SIZE, true, 0);
        c.routine = 2;
        c.display();
        return;
    }
    let before = c.mapping_frame;
    match animate_raw(c, FLASH) {
        Some(_) => {
            // `SSEntryFlash_Finished`.
            c.anim_frame_duration = 0;
            s.wait = Some(FLASH_WAIT);
        }
        None => {
            if c.mapping_frame & 0x40 != 0 {
                // `Animate_RawAdjustFlipX`: bit 6 flips the drawing.
                c.mapping_frame &= !0x40;
                c.x_flip = !c.x_flip;
            }
            if c.mapping_frame != before
                && c.anim_frame == 3
                && let Some(obj) = cx.slots.get_mut(s.ring)
                && let State::Sonic3k(Sonic3k::SsEntryRing(r)) = &mut obj.state
            {
                r.gone = true;
            }
        }
    }
    c.display();
}

impl crate::objects::runtime::object::ObjKind for SsEntryRing {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "special stage ring"
    }
}

impl crate::objects::runtime::object::ObjKind for SsEntryFlash {
    const LIVE_MAPPING_FRAME: bool = true;
    const MAY_MOVE_PLAYERS: bool = false;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run_flash(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "special stage ring flash"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `AniRaw_SSEntryRing` under `Animate_Raw` (the frame index is stepped before it is read, each
    /// frame held delay + 1 runs): frames 0–7 from runs 1, 6, …, 36; the `$F8` at run 41 jumps to the spin,
    /// frame $A; then 9, 8, $B every 7 runs and $A again (`$FC`). `SSEntry_Range`: a ring at ($1000, $400)
    /// takes a player at x $FE8–$1017, y $3D8–$427.
    #[test]
    fn forms_spins_and_reaches() {
        let mut c = Common::default();
        let mut s = SsEntryRing::default();
        let frames: Vec<u8> = (0..70)
            .map(|_| {
                spin(&mut c, &mut s);
                c.mapping_frame
            })
            .collect();
        assert_eq!((frames[0], frames[5], frames[35], frames[39]), (0, 1, 7, 7));
        assert_eq!((frames[40], frames[46], frames[47], frames[54], frames[61]), (0xA, 0xA, 9, 8, 0xB));
        assert_eq!(frames[68], 0xA, "the spin loops");
        assert!(frames[..40].iter().all(|&f| f < FORMED_FRAME));
        let r = (0x1000, 0x400);
        assert!(in_range(r, (0xFE8, 0x3D8)) && in_range(r, (0x1017, 0x427)));
        assert!(!in_range(r, (0xFE7, 0x400)) && !in_range(r, (0x1018, 0x400)));
        assert!(!in_range(r, (0x1000, 0x3D7)) && !in_range(r, (0x1000, 0x428)));
    }
}
