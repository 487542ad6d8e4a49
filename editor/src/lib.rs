//! SPG Studio's editor: the eframe app and the headless subcommands of the `spg-studio` binary.
//!
//! `main.rs` only parses the command line; everything else lives here so that integration tests
//! (egui_kittest UI tests, CLI tests) can drive the same code.

pub mod actions;
pub mod app;
pub mod canvas;
pub mod cli;
pub mod commands;
pub mod document;
pub mod editing;
pub mod files;
pub mod panels;
pub mod playtest;
pub mod recent;
pub mod recovery;

pub use app::StudioApp;
pub use document::Document;
