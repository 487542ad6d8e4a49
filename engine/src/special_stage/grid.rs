//! The block grid the player collides with (s1disasm `sonic.asm` `SS_LoadData`; `_incObj/09 Sonic in Special
//! Stage.asm` `sub_1BCE8`, `sub_1BD30`, `Obj09_ChkItems`).
//!
//! The game keeps the 64×64 layout inside a 128×128 byte buffer (`v_ssbuffer1`, row stride 0x80) at rows
//! and columns 0x20..0x60; the rest of the buffer is 0. Cells are addressed here as the buffer's byte index
//! `row * 0x80 + column`, so the game's address arithmetic (a column index running into the next row, the
//! bumper's position from its address) carries over unchanged. The blocks never move: the stage is drawn
//! rotated around the player.
//!
//! One difference: the game reads whatever RAM follows the buffer for an index at or past 0x4000 (a player
//! far below the layout); here that reads as empty. No stage lets the player leave its walls.

use formats::special_stage::{BUFFER_ORIGIN, BUFFER_STRIDE, LAYOUT_BYTES, SIZE, SsBlock};

/// Bytes in the game's block buffer (`v_ssbuffer1`): 0x80 × 0x80.
pub const BUFFER_BYTES: usize = BUFFER_STRIDE * BUFFER_STRIDE;

/// A cell: its byte index into the 128×128 buffer.
pub type Cell = usize;

/// The stage's blocks, as the game's buffer holds them (items collected and blocks changed are written here).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    /// The 64×64 layout, row by row (the part of the buffer that is not always 0).
    layout: Vec<u8>,
}

impl Grid {
    /// The grid of a layout of [`LAYOUT_BYTES`] ids (shorter ones are padded with 0).
    pub fn new(layout: &[u8]) -> Self {
        let mut layout = layout.to_vec();
        layout.resize(LAYOUT_BYTES, 0);
        Grid { layout }
    }

    /// The layout, row by row.
    pub fn layout(&self) -> &[u8] {
        &self.layout
    }

    fn layout_index(cell: Cell) -> Option<usize> {
        let (row, column) = (cell / BUFFER_STRIDE, cell % BUFFER_STRIDE);
        let inside = |v: usize| (BUFFER_ORIGIN..BUFFER_ORIGIN + SIZE).contains(&v);
        (inside(row) && inside(column)).then(|| (row - BUFFER_ORIGIN) * SIZE + column - BUFFER_ORIGIN)
    }

    /// The id at a buffer cell (0 outside the layout).
    pub fn get(&self, cell: Cell) -> u8 {
        Self::layout_index(cell).map_or(0, |i| self.layout[i])
    }

    /// Writes an id (ignored outside the layout, which the game never writes to).
    pub fn set(&mut self, cell: Cell, id: u8) {
        if let Some(i) = Self::layout_index(cell) {
            self.layout[i] = id;
        }
    }

    /// The buffer cell of a layout row and column.
    pub const fn cell_of(row: usize, column: usize) -> Cell {
        (row + BUFFER_ORIGIN) * BUFFER_STRIDE + column + BUFFER_ORIGIN
    }

    /// The top-left cell of the 2×2 square the collision test reads for a position's pixels (`sub_1BCE8`):
    /// row `(y + 0x44) / 24`, column `(x + 0x14) / 24` (16-bit adds, unsigned divisions).
    pub const fn sensor_cell(x: u16, y: u16) -> Cell {
        let row = y.wrapping_add(0x44) as usize / 24;
        let column = x.wrapping_add(0x14) as usize / 24;
        row * BUFFER_STRIDE + column
    }

    /// The cell items are collected from (`Obj09_ChkItems`): row `(y + 0x50) / 24`, column `(x + 0x20) / 24`.
    pub const fn item_cell(x: u16, y: u16) -> Cell {
        let row = y.wrapping_add(0x50) as usize / 24;
        let column = x.wrapping_add(0x20) as usize / 24;
        row * BUFFER_STRIDE + column
    }

    /// The solid blocks of the 2×2 square at a position (`sub_1BCE8`): top left, top right, bottom left,
    /// bottom right, in that order; each solid one ([`SsBlock::is_solid_id`], `sub_1BD30`) with its cell.
    pub fn solid_around(&self, x: u16, y: u16) -> impl Iterator<Item = (Cell, u8)> + '_ {
        let top_left = Self::sensor_cell(x, y);
        [top_left, top_left + 1, top_left + BUFFER_STRIDE, top_left + BUFFER_STRIDE + 1]
            .into_iter()
            .map(|cell| (cell, self.get(cell)))
            .filter(|&(_, id)| SsBlock::is_solid_id(id))
    }

    /// The centre the bumper bounce measures from (`Obj09_ChkBumper`): column × 24 − 0x14, row × 24 − 0x44,
    /// from the cell's address (`andi.w #$7F` of the index, and of the index `lsr.w #7`).
    pub const fn bumper_centre(cell: Cell) -> (u16, u16) {
        let column = (cell & 0x7F) as u16;
        let row = ((cell as u16) >> 7) & 0x7F;
        (column.wrapping_mul(24).wrapping_sub(0x14), row.wrapping_mul(24).wrapping_sub(0x44))
    }

    /// `Obj09_MakeGhostSolid`: every ghost block (0x41) becomes the red and white block (0x2C).
    pub fn solidify_ghosts(&mut self) {
        for id in &mut self.layout {
            if *id == 0x41 {
                *id = 0x2C;
            }
        }
    }
}
