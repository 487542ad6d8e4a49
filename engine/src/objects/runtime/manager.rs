//! Loading and unloading objects with the camera (s2disasm `ObjectsManager`, `ChkLoadObj`; SPG "Main Game
//! Loop": objects are only active near the screen). The layout is sorted by x; two cursors mark the range of
//! entries loaded; as the camera's x crosses a $80 boundary, entries entering the range ($80 behind the
//! camera's coarse x to $280 ahead) are loaded into free slots. Objects unload themselves (`MarkObjGone`).
//! Entries with a respawn flag remember in the respawn table that they are loaded (bit 7) and anything
//! their object records there (a broken monitor, a destroyed badnik never comes back).

use crate::objects::runtime::object::{Common, Obj};
use crate::objects::runtime::slots::Slots;

/// One layout entry (an object placement as `ChkLoadObj` reads it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LayoutEntry {
    pub x: u16,
    pub y: u16,
    pub id: u8,
    pub subtype: u8,
    pub x_flip: bool,
    pub y_flip: bool,
    /// Gets a respawn-table entry.
    pub respawn: bool,
    /// Index of the placement in the level's object list (for the editor).
    pub placement: usize,
    /// What a generic object (the SPG's, [`crate::objects::generic`]) needs beyond its subtype: a platform's width and
    /// range, a conveyor's width (0 for the Sonic 2 objects).
    pub params: [u16; 2],
}

/// Bit 7 of a respawn entry: the object is loaded (or gone for good).
pub const LOADED: u8 = 0x80;

/// The respawn table: one byte per layout entry (the game numbers only the entries that have one; indexing by
/// layout entry gives the same behaviour).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct RespawnTable {
    pub entries: Vec<u8>,
}

impl RespawnTable {
    /// Clears the loaded bit (`bclr #7`): the object may load again.
    pub fn forget(&mut self, i: u16) {
        if let Some(e) = self.entries.get_mut(i as usize) {
            *e &= !LOADED;
        }
    }
    pub fn get(&self, i: u16) -> u8 {
        self.entries.get(i as usize).copied().unwrap_or(0)
    }
    /// Sets the low 7 bits (a count an object keeps there, like the bumper's hits), keeping bit 7.
    pub fn set_hits(&mut self, i: u16, hits: u8) {
        if let Some(e) = self.entries.get_mut(i as usize) {
            *e = (*e & LOADED) | (hits & 0x7F);
        }
    }
    pub fn set_bits(&mut self, i: u16, bits: u8) {
        if let Some(e) = self.entries.get_mut(i as usize) {
            *e |= bits;
        }
    }
}

/// The objects manager's cursors into the layout.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Manager {
    /// Next entry to load going right (`Obj_load_addr_right`).
    pub right: usize,
    /// First entry still in range on the left (`Obj_load_addr_left`).
    pub left: usize,
    /// `Camera_X_pos_last`: the camera x rounded down to $80 at the last update; `None` before the first.
    pub last: Option<u16>,
}

impl Manager {
    /// `ObjectsManager_Init`: skip the entries more than $80 left of the camera (they will load when the
    /// camera comes back), and the `left` cursor past those more than $100 left.
    pub fn init(&mut self, layout: &[LayoutEntry], camera_x: u16) {
        let d6 = camera_x.saturating_sub(0x80) & 0xFF80;
        self.right = layout.iter().position(|e| e.x >= d6).unwrap_or(layout.len());
        self.left = match d6.checked_sub(0x80) {
            Some(d) => layout.iter().position(|e| e.x >= d).unwrap_or(layout.len()),
            None => 0,
        };
        self.last = None;
    }

    /// `ObjectsManager_Main`: returns the coarse camera x (`Camera_X_pos_coarse`) after loading what came into
    /// range.
    #[inline]
    pub fn update(
        &mut self,
        layout: &[LayoutEntry],
        respawn: &mut RespawnTable,
        slots: &mut Slots,
        camera_x: u16,
    ) -> u16 {
        // Most frames the camera stays within its $80 column: nothing to do, and no call.
        if self.last != Some(camera_x & 0xFF80) {
            self.moved(layout, respawn, slots, camera_x & 0xFF80);
        }
        camera_x.wrapping_sub(0x80) & 0xFF80
    }

    /// [`Manager::update`] once the camera crossed into another $80 column `d6` (or on the first frame).
    #[inline(never)]
    fn moved(&mut self, layout: &[LayoutEntry], respawn: &mut RespawnTable, slots: &mut Slots, d6: u16) {
        match self.last {
            Some(last) if last == d6 => {}
            Some(last) if (d6 as i16) < (last as i16) => {
                self.last = Some(d6);
                // Going backward: load the entries on the left that came into range.
                if let Some(limit) = d6.checked_sub(0x80) {
                    while self.left > 0 && layout[self.left - 1].x > limit {
                        if !load(&layout[self.left - 1], self.left - 1, respawn, slots) {
                            break;
                        }
                        self.left -= 1;
                    }
                }
                // Entries past the right edge are out of range again.
                let right_limit = d6.wrapping_add(0x280);
                while self.right > 0 && layout[self.right - 1].x >= right_limit {
                    self.right -= 1;
                }
            }
            _ => {
                self.last = Some(d6);
                let limit = d6.wrapping_add(0x280);
                while self.right < layout.len() && layout[self.right].x < limit {
                    if !load(&layout[self.right], self.right, respawn, slots) {
                        break;
                    }
                    self.right += 1;
                }
                if let Some(left_limit) = d6.checked_sub(0x80) {
                    while self.left < layout.len() && layout[self.left].x < left_limit {
                        self.left += 1;
                    }
                }
            }
        }
    }
}

/// `ChkLoadObj`: loads one entry unless its respawn entry says it is loaded already. Returns false when the
/// slot table is full (the entry is retried later).
fn load(e: &LayoutEntry, index: usize, respawn: &mut RespawnTable, slots: &mut Slots) -> bool {
    if e.respawn {
        let entry = respawn.get(index as u16);
        if entry & LOADED != 0 {
            return true;
        }
    }
    let mut common = Common::new(e.id, e.subtype, i32::from(e.x), i32::from(e.y), e.x_flip, e.y_flip);
    if e.respawn {
        common.respawn = Some(index as u16);
    }
    // (A plane switcher's entry stands for no placement.)
    common.placement = (e.placement != super::layout::SWITCHER).then_some(e.placement as u32);
    if slots.allocate(Obj::with_params(common, e.params), 0, None).is_none() {
        return false;
    }
    if e.respawn {
        respawn.set_bits(index as u16, LOADED);
    }
    true
}
