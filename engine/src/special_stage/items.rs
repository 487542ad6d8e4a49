//! The item animation buffer (`v_ssitembuffer`; s1disasm `sonic.asm` `SS_RemoveCollectedItem`,
//! `SS_AniItems` and its six routines): 32 slots, each animating one touched block in the grid and then
//! restoring, removing or changing it. A collected ring, 1-up or emerald leaves the grid only when its
//! sparkle ends; a bumper, R or glass block shows its touched frames meanwhile (solid, with no effect).

use super::grid::{Cell, Grid};

/// Slots in `v_ssitembuffer` ($100 bytes of 8).
pub const SLOTS: usize = 32;

/// What a slot animates (its first byte, `SS_AniIndex`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ItemKind {
    /// 1: a collected ring's sparkle (0x42–0x45, 6 frames each), then empty.
    Ring = 1,
    /// 2: a bumper's flash (0x32, 0x33, 0x32, 0x33, 8 frames each), then the bumper again.
    Bumper = 2,
    /// 3: a collected 1-up's sparkle (0x46–0x49, 6 frames each), then empty.
    ExtraLife = 3,
    /// 4: R's flash (0x2B, 0x31, 0x2B, 0x31, 8 frames each), then R again.
    Reverse = 4,
    /// 5: a collected emerald's sparkle (0x46–0x49, 6 frames each), then empty, and the stage ends.
    Emerald = 5,
    /// 6: a touched glass block (0x4B–0x4E twice, 2 frames each), then its next glass id or empty.
    Glass = 6,
}

/// One slot of `v_ssitembuffer`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ItemSlot {
    pub kind: ItemKind,
    /// Byte 2: frames until the next animation frame (counts below 0 first, so the first frame shows at once).
    pub timer: i8,
    /// Byte 3: the next animation frame.
    pub frame: u8,
    /// Bytes 4–7: the block's cell.
    pub cell: Cell,
    /// Byte 4 for glass: the id the block becomes when the animation ends (the game keeps it in the
    /// address's unused top byte).
    pub next_id: u8,
}

/// What an animation step asks of the stage beyond the grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ItemEvent {
    None,
    /// `SS_AniEmeraldSparks` finished: the player goes to `Obj09_ExitStage`.
    EmeraldDone,
}

/// The 32 slots.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Items {
    pub slots: [Option<ItemSlot>; SLOTS],
}

impl Items {
    /// `SS_RemoveCollectedItem` and the caller's writes: the first free slot starts animating `cell`;
    /// `false` (nothing animates, the effect still happens) when all 32 are busy.
    pub fn start(&mut self, kind: ItemKind, cell: Cell, next_id: u8) -> bool {
        match self.slots.iter_mut().find(|s| s.is_none()) {
            Some(slot) => {
                *slot = Some(ItemSlot { kind, timer: 0, frame: 0, cell, next_id });
                true
            }
            None => false,
        }
    }

    /// `SS_AniItems`: one frame of every busy slot, in order.
    pub fn animate(&mut self, grid: &mut Grid) -> ItemEvent {
        let mut event = ItemEvent::None;
        for entry in &mut self.slots {
            let Some(slot) = entry else { continue };
            let (delay, frames, end): (i8, &[u8], Option<u8>) = match slot.kind {
                ItemKind::Ring => (5, &[0x42, 0x43, 0x44, 0x45, 0, 0], None),
                ItemKind::Bumper => (7, &[0x32, 0x33, 0x32, 0x33, 0, 0], Some(0x25)),
                ItemKind::ExtraLife | ItemKind::Emerald => (5, &[0x46, 0x47, 0x48, 0x49, 0, 0], None),
                ItemKind::Reverse => (7, &[0x2B, 0x31, 0x2B, 0x31, 0, 0], Some(0x2B)),
                ItemKind::Glass => (1, &[0x4B, 0x4C, 0x4D, 0x4E, 0x4B, 0x4C, 0x4D, 0x4E, 0, 0], Some(slot.next_id)),
            };
            slot.timer -= 1;
            if slot.timer >= 0 {
                continue;
            }
            slot.timer = delay;
            let id = frames.get(usize::from(slot.frame)).copied().unwrap_or(0);
            slot.frame = slot.frame.wrapping_add(1);
            if id != 0 {
                grid.set(slot.cell, id);
                continue;
            }
            grid.set(slot.cell, end.unwrap_or(0));
            if slot.kind == ItemKind::Emerald {
                event = ItemEvent::EmeraldDone;
            }
            *entry = None;
        }
        event
    }
}
