//! Headless subcommands of `spg-studio`, one file each.

pub mod check;
pub mod import;
pub mod sim;
