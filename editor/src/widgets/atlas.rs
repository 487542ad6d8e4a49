//! The tile atlas: every solid tile's shape as a 16x16 white-on-transparent mask in one texture.
//!
//! One image per tile, not per (tile, solidity, flips): the solidity colour is the vertex colour the mask is
//! multiplied with, and flips mirror the texture coordinates. Each tile sits in an 18x18 cell whose 1-pixel
//! border repeats the tile's edge pixels, so sampling at fractional zoom never bleeds in a neighbour.

use egui::{Color32, ColorImage, Rect, pos2};
use formats::SolidTile;

/// Tile side in pixels.
pub const TILE: usize = 16;
/// Atlas cell side: the tile plus a 1-pixel border on each side.
pub const CELL: usize = TILE + 2;
/// Cells per atlas row. 64 x 18 = 1152 px, well inside every GPU's texture limit even for the 4096 tiles
/// `formats::validate::limits::MAX_TILES` allows (1152 x 1152).
pub const COLUMNS: usize = 64;

/// Size in pixels of the atlas for `tile_count` tiles.
pub fn atlas_size(tile_count: usize) -> [usize; 2] {
    let rows = tile_count.div_ceil(COLUMNS).max(1);
    [COLUMNS * CELL, rows * CELL]
}

/// The atlas image: tile `i`'s solid pixels (by its height array) white and opaque, the rest transparent.
pub fn build_image(tiles: &[SolidTile]) -> ColorImage {
    let [w, h] = atlas_size(tiles.len());
    let mut pixels = vec![Color32::TRANSPARENT; w * h];
    for (i, tile) in tiles.iter().enumerate() {
        let [cx, cy] = cell_origin(i);
        let cell = cell_image(tile);
        for (py, row) in cell.pixels.chunks_exact(CELL).enumerate() {
            pixels[(cy + py) * w + cx..(cy + py) * w + cx + CELL].copy_from_slice(row);
        }
    }
    ColorImage::new([w, h], pixels)
}

/// Top-left pixel of tile `index`'s cell in the atlas.
pub fn cell_origin(index: usize) -> [usize; 2] {
    [(index % COLUMNS) * CELL, (index / COLUMNS) * CELL]
}

/// One tile's 18x18 atlas cell: cell pixel (px, py) shows tile pixel (px - 1, py - 1) clamped to the tile, so
/// the border repeats the edge. Used to rewrite a single cell when only that tile changed.
pub fn cell_image(tile: &SolidTile) -> ColorImage {
    let mut pixels = vec![Color32::TRANSPARENT; CELL * CELL];
    for py in 0..CELL {
        for px in 0..CELL {
            let tx = px.saturating_sub(1).min(TILE - 1);
            let ty = py.saturating_sub(1).min(TILE - 1);
            if tile.is_solid_by_heights(tx, ty) {
                pixels[py * CELL + px] = Color32::WHITE;
            }
        }
    }
    ColorImage::new([CELL, CELL], pixels)
}

/// Texture coordinates (0..1) of tile `index`'s 16x16 interior, mirrored for flips.
pub fn tile_uv(index: usize, atlas: [usize; 2], x_flip: bool, y_flip: bool) -> Rect {
    let (cx, cy) = ((index % COLUMNS) * CELL + 1, (index / COLUMNS) * CELL + 1);
    let (w, h) = (atlas[0] as f32, atlas[1] as f32);
    let (mut u0, mut u1) = (cx as f32 / w, (cx + TILE) as f32 / w);
    let (mut v0, mut v1) = (cy as f32 / h, (cy + TILE) as f32 / h);
    if x_flip {
        std::mem::swap(&mut u0, &mut u1);
    }
    if y_flip {
        std::mem::swap(&mut v0, &mut v1);
    }
    // A Rect with min > max is fine here: the mesh builder reads its four corners as given.
    Rect { min: pos2(u0, v0), max: pos2(u1, v1) }
}

/// True when a tile has no solid pixel (nothing to draw).
pub fn is_empty(tile: &SolidTile) -> bool {
    tile.heights.iter().all(|&h| h == 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn atlas_holds_each_tile_mask_with_a_repeated_border() {
        let slope = SolidTile::from_heights([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
        let tiles: Vec<SolidTile> = (0..65).map(|i| if i == 64 { slope.clone() } else { SolidTile::EMPTY }).collect();
        assert_eq!(atlas_size(65), [1152, 36]);
        let image = build_image(&tiles);
        assert_eq!(image.size, [1152, 36]);
        let at = |x: usize, y: usize| image.pixels[y * 1152 + x];
        // Tile 64 is the first of row 2: its cell starts at (0, 18), its pixels at (1, 19).
        // Column 0 has height 1: only its bottom pixel (y 15) is solid.
        assert_eq!(at(1, 19 + 15), Color32::WHITE);
        assert_eq!(at(1, 19 + 14), Color32::TRANSPARENT);
        // Column 15 is full; the border column 17 repeats it.
        assert_eq!(at(16, 19), Color32::WHITE);
        assert_eq!(at(17, 19), Color32::WHITE);
        // The bottom border row repeats row 15 (solid everywhere).
        assert_eq!(at(0, 18 + 17), Color32::WHITE);
        assert_eq!(at(5, 0), Color32::TRANSPARENT);
    }

    #[test]
    fn flips_mirror_the_texture_coordinates() {
        let size = [1152, 36];
        let plain = tile_uv(64, size, false, false);
        assert_eq!(plain.min, pos2(1.0 / 1152.0, 19.0 / 36.0));
        assert_eq!(plain.max, pos2(17.0 / 1152.0, 35.0 / 36.0));
        let both = tile_uv(64, size, true, true);
        assert_eq!((both.min, both.max), (plain.max, plain.min));
        let x = tile_uv(64, size, true, false);
        assert_eq!((x.min.x, x.max.x, x.min.y), (plain.max.x, plain.min.x, plain.min.y));
    }
}
