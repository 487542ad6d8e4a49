//! The panels around the level view. Each takes what it shows by reference and returns the user's actions
//! instead of changing the app itself; the app applies them after the frame.

pub mod level_info;
pub mod menu_bar;
pub mod status_bar;
pub mod view_options;
pub mod windows;
