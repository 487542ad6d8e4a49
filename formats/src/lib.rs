//! SPG Studio's level data model and every file that holds a level.
//!
//! Data flows one way: `formats` → `engine` → `editor`. This crate simulates nothing and draws nothing; it
//! holds the data and the conventions both others read (the angle byte, solid tiles, size limits).

pub mod angle;
pub mod art;
pub mod art_edits;
pub mod atomic;
pub mod bk2;
pub mod chunk;
pub mod export;
pub mod image_art;
pub mod import;
pub mod inputs;
pub mod level;
pub mod limits;
pub mod loops;
pub mod object;
pub mod png_io;
pub mod read;
pub mod recording;
pub mod reference;
pub mod ron_file;
pub mod special_stage;
pub mod sprite;
pub mod switcher;
pub mod tile;
pub mod validate;

pub use angle::Angle;
pub use chunk::{Block, Chunk, ChunkSize, Layer, LayerCell, Solidity};
pub use level::{Bounds, CURRENT_VERSION, Layout, Level, LevelMoves, Point, ProfileId};
pub use object::ObjectPlacement;
pub use switcher::LayerSwitcher;
pub use tile::SolidTile;
