//! The panels around the level view. Each takes what it shows by reference and returns the user's actions
//! instead of changing the app itself; the app applies them after the frame.

pub mod chunk_editor;
pub mod chunk_library;
pub mod chunks_state;
pub mod help;
pub mod import_dialog;
pub mod inspector;
pub mod level_info;
pub mod menu_bar;
pub mod new_level;
pub mod object_palette;
pub mod playtest_panel;
pub mod status_bar;
pub mod tile_editor;
pub mod tile_library;
pub mod tiles_state;
pub mod view_options;
pub mod windows;
