//! SPG Studio's editor: the eframe app and the headless subcommands of the `spg-studio` binary.
//!
//! `main.rs` only parses the command line; everything else lives here so that integration tests
//! (egui_kittest UI tests, CLI tests) can drive the same code. What the editor knows and does without drawing
//! (document, edits, undo, level operations, the play-test controller) is the `studio_core` crate below it.
//!
//! Layers, top down (a module uses only modules below it):
//! - `app`: the window, owns all state, lays out a frame, applies the frame's commands;
//! - `canvas` (the level view) and `panels` (everything around it), siblings that never use each other;
//!   `special_stage`, the special-stage editor (a mode of the app with its own panels);
//! - `command` (every user verb, its label, tooltip and shortcut), `widgets` (shared drawing), `input` (key
//!   bindings, gamepads), `files` (dialogs), `recent`, `recovery`;
//! - `cli`: the headless subcommands (beside the app, using only `files` and the crates below).

pub mod app;
pub mod canvas;
pub mod cli;
pub mod command;
pub mod files;
pub mod input;
pub mod panels;
pub mod recent;
pub mod recovery;
pub mod special_stage;
pub mod widgets;

pub use app::StudioApp;
pub use studio_core::Document;
