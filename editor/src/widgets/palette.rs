//! The level view's colours.
//!
//! Solidity follows SonLVL's collision view (SonLVLAPI `LevelData.RedrawChunk` draws a block's collision with
//! the colours Transparent / White / Yellow / Black for solidity 0–3): not solid = nothing, top only = white,
//! left/right/bottom only = yellow, solid from all sides = black. The level area is a muted sky blue so that
//! black terrain, white platforms and yellow walls all stand out; outside the layout is dark grey.

use egui::Color32;
use formats::Solidity;

/// Colour of a tile drawn on its own collision layer.
pub fn solidity_colour(solidity: Solidity) -> Color32 {
    match solidity {
        Solidity::NotSolid => Color32::TRANSPARENT,
        Solidity::Top => Color32::WHITE,
        Solidity::LeftRightBottom => Color32::from_rgb(0xFF, 0xE0, 0x20),
        Solidity::All => Color32::from_rgb(0x10, 0x10, 0x14),
    }
}

/// In "both layers" view: layer B's shape where it differs from layer A, drawn translucent over A.
pub const LAYER_B_OVERLAY: Color32 = Color32::from_rgba_premultiplied(0xC0, 0x20, 0xC0, 0xC0);
/// The level area (inside the chunk layout).
pub const LEVEL_BACKGROUND: Color32 = Color32::from_rgb(0x5A, 0x7C, 0xA8);
/// Outside the chunk layout.
pub const VOID: Color32 = Color32::from_rgb(0x26, 0x28, 0x2E);
/// A layout cell that names a chunk the level does not have.
pub const MISSING_CHUNK: Color32 = Color32::from_rgb(0xE0, 0x30, 0x30);
/// Grid lines are light and translucent so they show on both the sky and black terrain.
pub const CHUNK_GRID: Color32 = Color32::from_rgba_premultiplied(0x48, 0x48, 0x48, 0x48);
pub const BLOCK_GRID: Color32 = Color32::from_rgba_premultiplied(0x1C, 0x1C, 0x1C, 0x1C);
/// Level bounds (the camera limits).
pub const BOUNDS: Color32 = Color32::from_rgb(0xFF, 0x50, 0x50);
/// Layer switchers, as in SonLVL's path-swapper sprites.
pub const SWITCHER: Color32 = Color32::from_rgb(0xFF, 0x8C, 0x00);
pub const PLAYER_START: Color32 = Color32::from_rgb(0x20, 0x60, 0xFF);
pub const WATER: Color32 = Color32::from_rgba_premultiplied(0x10, 0x30, 0x80, 0x50);
pub const HOVER: Color32 = Color32::from_rgb(0x40, 0xFF, 0xFF);
pub const RING: Color32 = Color32::from_rgb(0xFF, 0xD7, 0x00);
pub const OBJECT: Color32 = Color32::from_rgb(0x70, 0xFF, 0x70);
pub const BADNIK: Color32 = Color32::from_rgb(0xFF, 0x40, 0x60);
