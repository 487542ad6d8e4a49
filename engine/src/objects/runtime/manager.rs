//! Loading and unloading objects with the camera (s2disasm `ObjectsManager`, `ChkLoadObj`; SPG "Main Game
//! Loop": objects are only active near the screen). The layout is sorted by x; two cursors mark the range of
//! entries loaded; as the camera's x crosses a $80 boundary, entries entering the range ($80 behind the
//! camera's coarse x to $280 ahead) are loaded into free slots. Objects unload themselves (`MarkObjGone`).
//! Entries with a respawn flag remember in the respawn table that they are loaded (bit 7) and anything
//! their object records there (a broken monitor, a destroyed badnik never comes back).
//!
//! Sonic 3 & Knuckles' manager (skdisasm s3.asm `Load_Sprites`, `loc_19DD0`) loads by rows as well
//! ([`Rows`]): an entry coming into the x range loads only when its y is in the camera's band of rows
//! ($80 above the camera's coarse y to $200 below it, [`Band`]) — else it is passed over, not loaded and not
//! marked — and when the camera's coarse y changes, the entries of the x range in the row that came into the
//! band load (`loc_19EEA`). Bit 15 of an entry's y word loads it whatever the y ([`LayoutEntry::any_y`]).

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
    /// Sonic 3 & Knuckles' bit 15 of the y word: `Load_Sprites` loads the entry whatever the camera's y
    /// ([`Rows`]; false elsewhere).
    pub any_y: bool,
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

/// Sonic 3 & Knuckles' loading by rows (`Load_Sprites`; [`crate::profile::Profile::object_rows`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rows {
    /// `Screen_Y_wrap_value` in a level that wraps vertically (`Camera_min_Y_pos` negative: Marble Garden 1's
    /// $FFF): the band and the rows wrap with it.
    pub wrap: Option<u16>,
}

/// The rows an entry's y (`and.w #$FFF`) must be in to load as it comes into the x range (`loc_19DD0`): from
/// $80 above the camera's coarse y to $200 below it, both ends included; in a wrapping level a band that
/// crosses the wrap is the two ends (`loc_1A010`: at or below the bottom, or at or above the top).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Band {
    /// `loc_1A062`: `top <= y <= bottom`.
    Within(u16, u16),
    /// `loc_1A010`: `y >= top || y <= bottom`.
    Wrapped(u16, u16),
}

impl Band {
    /// The band of a camera at `camera_y`.
    pub fn of(camera_y: u16, rows: Rows) -> Band {
        let coarse = camera_y & 0xFF80;
        let bottom = coarse.wrapping_add(0x200);
        let top = coarse.wrapping_sub(0x80);
        match rows.wrap {
            // (`bpl.s`, else 0.)
            None => Band::Within(if (top as i16) < 0 { 0 } else { top }, bottom),
            Some(wrap) if (top as i16) < 0 => Band::Wrapped(top & wrap, bottom),
            Some(wrap) if bottom > wrap.wrapping_add(1) => Band::Wrapped(top, bottom & wrap),
            Some(_) => Band::Within(top, bottom),
        }
    }

    pub fn contains(self, y: u16) -> bool {
        let y = y & 0xFFF;
        match self {
            Band::Within(top, bottom) => (top..=bottom).contains(&y),
            Band::Wrapped(top, bottom) => y >= top || y <= bottom,
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
    /// Sonic 3 & Knuckles: loading by rows too ([`Rows`]); `None` in the other games.
    pub rows: Option<Rows>,
    /// `Camera_Y_pos_coarse`: the camera's y rounded down to $80 at the last update (with [`Manager::rows`]).
    pub last_y: u16,
}

impl Manager {
    /// `ObjectsManager_Init`: skip the entries more than $80 left of the camera (they will load when the
    /// camera comes back), and the `left` cursor past those more than $100 left.
    /// (`camera_y`: `Camera_Y_pos_coarse`'s first value, for [`Manager::rows`].)
    pub fn init(&mut self, layout: &[LayoutEntry], camera_x: u16, camera_y: u16) {
        let d6 = camera_x.saturating_sub(0x80) & 0xFF80;
        self.right = layout.iter().position(|e| e.x >= d6).unwrap_or(layout.len());
        self.left = match d6.checked_sub(0x80) {
            Some(d) => layout.iter().position(|e| e.x >= d).unwrap_or(layout.len()),
            None => 0,
        };
        self.last = None;
        self.last_y = camera_y & 0xFF80;
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
        camera_y: u16,
    ) -> u16 {
        // Most frames the camera stays within its $80 column: nothing to do, and no call.
        let band = self.rows.map(|rows| Band::of(camera_y, rows));
        if self.last != Some(camera_x & 0xFF80) {
            self.moved(layout, respawn, slots, camera_x & 0xFF80, band);
        }
        if let Some(rows) = self.rows
            && self.last_y != camera_y & 0xFF80
        {
            self.rows_moved(layout, respawn, slots, camera_y & 0xFF80, rows);
        }
        camera_x.wrapping_sub(0x80) & 0xFF80
    }

    /// `loc_19EEA`: the camera's coarse y moved to `d6`: the entries of the x range (`Object_load_addr_back` to
    /// `_front`) not loaded whose y is in the row of $80 that came into the band load, in layout order, while
    /// slots are free. Up: the row at $80 above the new coarse y; down: $180 below it; in a wrapping level a
    /// move between 0 and the last row is the other way round, and a row past the wrap wraps.
    #[inline(never)]
    fn rows_moved(
        &mut self,
        layout: &[LayoutEntry],
        respawn: &mut RespawnTable,
        slots: &mut Slots,
        d6: u16,
        rows: Rows,
    ) {
        let old = std::mem::replace(&mut self.last_y, d6);
        let up = |wrap: Option<u16>| {
            let row = d6.wrapping_sub(0x80);
            match wrap {
                _ if (row as i16) >= 0 => Some(row),
                Some(wrap) => Some(row & wrap),
                None => None,
            }
        };
        let down = |wrap: Option<u16>| {
            let row = d6.wrapping_add(0x180);
            match wrap {
                Some(wrap) if row >= wrap => Some(row & wrap),
                _ => Some(row),
            }
        };
        let row = match rows.wrap {
            None if (d6 as i16) < (old as i16) => up(None),
            None => down(None),
            // (0 after the last row is down, the last row after 0 up.)
            Some(_) if (d6 as i16) < (old as i16) && (d6 != 0 || old == 0x80) => up(rows.wrap),
            Some(_) if (d6 as i16) < (old as i16) => down(rows.wrap),
            Some(_) if old != 0 || d6 == 0x80 => down(rows.wrap),
            Some(_) => up(rows.wrap),
        };
        let Some(top) = row else { return };
        let bottom = top.wrapping_add(0x80);
        for (i, e) in layout.iter().enumerate().take(self.right).skip(self.left) {
            if respawn.get(i as u16) & LOADED != 0 {
                continue;
            }
            let y = e.y & 0xFFF;
            if !(top..=bottom).contains(&y) {
                continue;
            }
            if !load(e, i, respawn, slots, None) {
                return;
            }
        }
    }

    /// [`Manager::update`] once the camera crossed into another $80 column `d6` (or on the first frame).
    #[inline(never)]
    fn moved(
        &mut self,
        layout: &[LayoutEntry],
        respawn: &mut RespawnTable,
        slots: &mut Slots,
        d6: u16,
        band: Option<Band>,
    ) {
        match self.last {
            Some(last) if last == d6 => {}
            Some(last) if (d6 as i16) < (last as i16) => {
                self.last = Some(d6);
                // Going backward: load the entries on the left that came into range.
                if let Some(limit) = d6.checked_sub(0x80) {
                    while self.left > 0 && layout[self.left - 1].x > limit {
                        if !load(&layout[self.left - 1], self.left - 1, respawn, slots, band) {
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
                    if !load(&layout[self.right], self.right, respawn, slots, band) {
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

/// `ChkLoadObj`: loads one entry unless its respawn entry says it is loaded already — or, loading by rows,
/// its y is outside the camera's `band` (`loc_1A062`: passed over, not marked). Returns false when the slot
/// table is full (the entry is retried later).
fn load(e: &LayoutEntry, index: usize, respawn: &mut RespawnTable, slots: &mut Slots, band: Option<Band>) -> bool {
    if e.respawn {
        let entry = respawn.get(index as u16);
        if entry & LOADED != 0 {
            return true;
        }
    }
    if let Some(band) = band
        && !e.any_y
        && !band.contains(e.y)
    {
        return true;
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

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(x: u16, y: u16, placement: usize) -> LayoutEntry {
        LayoutEntry {
            x,
            y,
            id: crate::objects::s3k::id::UNRUN,
            subtype: 0,
            x_flip: false,
            y_flip: false,
            respawn: true,
            any_y: false,
            placement,
            params: [0; 2],
        }
    }

    /// skdisasm s3.asm `loc_19DD0`: the band is `(Camera_Y_pos & $FF80) - $80` (0 if negative, `bpl.s`) to
    /// `+ $200`, both ends loading (`loc_1A062`: `blo` / `bls`); with Marble Garden's `Screen_Y_wrap_value`
    /// $FFF a band past either end wraps (`loc_1A010`: `bhs` the top, `bls` the bottom).
    #[test]
    fn the_band_is_load_sprites_rows() {
        let plain = Rows { wrap: None };
        assert_eq!(Band::of(0x65C, plain), Band::Within(0x580, 0x800));
        assert_eq!(Band::of(0x47, plain), Band::Within(0, 0x200));
        let mgz = Rows { wrap: Some(0xFFF) };
        assert_eq!(Band::of(0x65C, mgz), Band::Within(0x580, 0x800));
        assert_eq!(Band::of(0x47, mgz), Band::Wrapped(0xF80, 0x200));
        assert_eq!(Band::of(0xEA0, mgz), Band::Wrapped(0xE00, 0x80));
        let band = Band::of(0x65C, plain);
        assert!(band.contains(0x580) && band.contains(0x800) && !band.contains(0x57F) && !band.contains(0x801));
        let wrapped = Band::of(0xEA0, mgz);
        assert!(
            wrapped.contains(0xE00) && wrapped.contains(0x80) && !wrapped.contains(0x81) && !wrapped.contains(0xDFF)
        );
    }

    /// `Load_Sprites` passes over an entry of the x range outside the band (no slot, no loaded bit) and loads it
    /// when its row comes in: down, the row $180 to $200 below the new coarse y (`loc_19F48`); Sonic 2's
    /// manager loads it at once. Bit 15 of the y word loads it anywhere.
    #[test]
    fn an_entry_outside_the_rows_loads_when_its_row_comes_in() {
        let layout = [entry(0x100, 0x100, 0), entry(0x120, 0x900, 1), entry(0x140, 0xC00, 2)];
        let run = |rows: Option<Rows>, layout: &[LayoutEntry], moves: &[u16]| {
            let mut manager = Manager { rows, ..Manager::default() };
            let mut respawn = RespawnTable { entries: vec![0; layout.len()] };
            let mut slots = Slots::default();
            manager.init(layout, 0, 0);
            manager.update(layout, &mut respawn, &mut slots, 0, 0);
            let mut loaded = vec![slots.iter().map(|(_, o)| o.common.pixel_y()).collect::<Vec<_>>()];
            for &y in moves {
                manager.update(layout, &mut respawn, &mut slots, 0, y);
                loaded.push(slots.iter().map(|(_, o)| o.common.pixel_y()).collect());
            }
            (loaded, respawn.entries)
        };
        let rows = Some(Rows { wrap: None });
        let (loaded, respawn) = run(rows, &layout, &[0x680, 0x700]);
        // $680: the row $800–$880 came in (nothing there); $700: $880–$900, whose end is $900's entry.
        assert_eq!(loaded, [vec![0x100], vec![0x100], vec![0x100, 0x900]]);
        assert_eq!(respawn, [LOADED, LOADED, 0]);
        let (loaded, _) = run(None, &layout, &[]);
        assert_eq!(loaded, [vec![0x100, 0x900, 0xC00]]);
        let mut any = layout;
        any[2].any_y = true;
        let (loaded, _) = run(rows, &any, &[]);
        assert_eq!(loaded, [vec![0x100, 0xC00]]);
    }
}
