//! The giant ring at the end of an act (s1disasm `_incObj/4B Giant Ring.asm`: `GRing_Main`, `GRing_Animate`,
//! `GRing_Collect`, `GRing_Delete`) and the flash it becomes when touched (`_incObj/7C Ring Flash.asm`:
//! `Flash_Main`, `Flash_ChkDel`, `Flash_Collect`, `Flash_End`).
//!
//! Until it has been drawn on screen (`tst.b obRender(a0)`: `BuildSprites`' flag) it is drawn and unloaded out
//! of range (`GRing_Animate`). Once on screen: with all six emeralds it deletes itself; with fewer than 50 rings
//! it returns at once every frame — never drawn again, never range-tested: it holds its slot for the rest of
//! the act, and the camera coming back loads the layout's ring again beside it. With 50 rings it goes on to
//! `GRing_Animate` for good, touchable ($52, `React_ChkValue`'s power-up class: routine + 2 unless the player's
//! hurt timer is 90 or more), its frame the rings' synchronised one (`v_ani1_frame`).
//!
//! Touched (`GRing_Collect`) it makes the flash in the first free slot (mirrored when the player is right of
//! it) and plays `sfx_GiantRing` (the engine has no sound). The flash steps its frame every second frame from
//! $FF: at frame 3 it has the ring deleted, hides Sonic (`id_Null`), sets `f_bigring` and takes his
//! invincibility and shield; at frame 8 it clears `v_player` — Sonic's object is gone
//! ([`BigRing::Entered`]; the player's routine 0, [`crate::player::Routine::Init`]: nothing moves him). Sonic
//! 1's signpost, seeing him gone in its run-out (`Sign_SonicRun`), ends the act; the results card then sends
//! the game to the special stage (`Got_ChkSS`). The engine stops at [`BigRing::Entered`]: the host (the
//! editor's play-test) takes the special stage from there.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::player::Routine;

/// `obActWid`.
pub const WIDTH_PIXELS: u8 = 0x40;
/// `cmpi.w #50,(v_rings)`, `cmpi.b #6,(v_emeralds)`.
pub const RINGS: u16 = 50;
pub const EMERALDS: u8 = 6;
/// `obColType`: a power-up-class touch of size $12.
pub const COLLISION: u8 = 0x52;
/// `obActWid` of the flash.
pub const FLASH_WIDTH: u8 = 0x20;
/// The flash's frame at which the ring goes and Sonic vanishes, and its last frame + 1.
pub const FLASH_TAKEN: u8 = 3;
pub const FLASH_FRAMES: u8 = 8;

/// The giant ring's routines (`GRing_Index`).
pub mod routine {
    pub const MAIN: u8 = 0;
    pub const ANIMATE: u8 = 2;
    pub const COLLECT: u8 = 4;
    pub const DELETE: u8 = 6;
}

/// `f_bigring` and what the flash did to Sonic.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum BigRing {
    /// No giant ring taken this act.
    #[default]
    None,
    /// The flash reached frame 3: `f_bigring` set, Sonic hidden (`id_Null`) but still moving.
    Taken,
    /// The flash ended: `v_player` cleared, Sonic's object gone — the game is on its way to the special stage.
    Entered,
}

/// The flash's own state (`objoff_3C`: the ring that made it; `obTimeFrame`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct RingFlash {
    /// The giant ring's slot.
    pub parent: Option<usize>,
    /// `obTimeFrame`: frames to the next step (counted down past 0, reset to 1).
    pub time: u8,
    /// Set up (`Flash_Main` ran).
    pub started: bool,
}

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    match c.routine {
        routine::MAIN => {
            c.width_pixels = WIDTH_PIXELS;
            if c.on_screen {
                if cx.world.game.emeralds == EMERALDS {
                    c.delete();
                    return;
                }
                if cx.world.game.rings < RINGS {
                    return;
                }
                // `GRing_Okay`.
                c.routine = routine::ANIMATE;
                c.collision_flags = COLLISION;
            }
        }
        routine::COLLECT => collect(c, cx),
        routine::DELETE => {
            c.delete();
            return;
        }
        _ => {}
    }
    animate(c, cx);
}

/// `GRing_Animate`: the rings' frame; `DeleteObject` out of range (its respawn entry, if any, stays set).
fn animate(c: &mut Common, cx: &mut ObjCtx) {
    c.mapping_frame = cx.world.game.synchro.ring_frame;
    if cx.out_of_range(c.pixel_x()) {
        c.delete();
    } else {
        c.display();
    }
}

/// `GRing_Collect`: back to `GRing_Animate`, untouchable; the flash in the first free slot.
fn collect(c: &mut Common, cx: &mut ObjCtx) {
    c.routine = routine::ANIMATE;
    c.collision_flags = 0;
    let mut flash = Common::new(super::id::SONIC1, 0, c.pixel_x(), c.pixel_y(), false, false);
    // `cmp.w obX(a0),d0` / `blo.s`: from the left it is drawn as is, else mirrored.
    flash.x_flip = (cx.world.player.pixel_x() as u16) >= (c.pixel_x() as u16);
    let state = RingFlash { parent: Some(cx.current()), ..Default::default() };
    cx.spawn(Obj { common: flash, state: State::Sonic1(super::Sonic1::RingFlash(state)) });
}

/// The flash (`RingFlash`): `Flash_Main` once, then `Flash_ChkDel` (`Flash_Collect`, `out_of_range`,
/// `DisplaySprite`) until the last frame, then `Flash_Delete`.
pub fn run_flash(c: &mut Common, s: &mut RingFlash, cx: &mut ObjCtx) {
    if c.routine == 4 {
        c.delete();
        return;
    }
    if !s.started {
        s.started = true;
        c.routine = 2;
        c.width_pixels = FLASH_WIDTH;
        c.mapping_frame = 0xFF;
    }
    if flash_collect(c, s, cx) {
        return;
    }
    if cx.out_of_range(c.pixel_x()) {
        c.delete();
    } else {
        c.display();
    }
}

/// `Flash_Collect`: the next frame every second frame; at 3 the ring, Sonic's look and power-ups go and
/// `f_bigring` is set; at 8 (`Flash_End`) Sonic's object goes and the flash skips its display (`addq.l #4,sp`):
/// returns true then.
fn flash_collect(c: &mut Common, s: &mut RingFlash, cx: &mut ObjCtx) -> bool {
    s.time = s.time.wrapping_sub(1);
    if (s.time as i8) >= 0 {
        return false;
    }
    s.time = 1;
    c.mapping_frame = c.mapping_frame.wrapping_add(1);
    if c.mapping_frame >= FLASH_FRAMES {
        c.routine = 4;
        cx.world.game.big_ring = BigRing::Entered;
        cx.world.player.routine = Routine::Init;
        return true;
    }
    if c.mapping_frame == FLASH_TAKEN {
        // `move.b #6,obRoutine(a1)`: the ring deletes itself when it next runs (only if the slot still holds
        // it: the engine does not write into another object).
        if let Some(ring) = s.parent.and_then(|i| cx.slots.get_mut(i))
            && matches!(ring.state, State::Sonic1(super::Sonic1::GiantRing))
        {
            ring.common.routine = routine::DELETE;
        }
        cx.world.game.big_ring = BigRing::Taken;
        cx.world.player.invincibility = 0;
        cx.world.player.shield = false;
    }
    false
}
