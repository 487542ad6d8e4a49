//! The panels around the level view. Each draws from a read-only `command::Context` and queues the user's
//! commands; a panel with state of its own (search text, a drag in progress) is a struct that owns it.

pub mod art;
pub mod chunks;
pub mod export_dialog;
pub mod guide;
pub mod help;
pub mod image_import;
pub mod import_dialog;
pub mod inspector;
pub mod level_info;
pub mod level_loops;
pub mod level_moves;
pub mod menu_bar;
pub mod new_level;
pub mod object_palette;
pub mod playtest;
pub mod problems;
pub mod project;
pub mod reopen;
pub mod status_bar;
pub mod tiles;
pub mod view_options;
pub mod windows;
