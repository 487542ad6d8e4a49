//! Drawing pieces shared by the level view and the panels: SonLVL's colours, a tile's solid shape, chunk
//! thumbnails. They read level data and draw; they never change anything.

pub mod art_grid;
pub mod atlas;
pub mod camera;
pub mod level_art;
pub mod object_symbol;
pub mod palette;
pub mod thumbs;
pub mod tile_shape;
