//! SPG Studio's editor core: everything the editor knows and does that is not drawing. The document (the
//! level, its undo history and change log), the editing state (tool, selections, brushes), level operations,
//! the command values every user verb becomes, and the play-test controller. No egui here: the UI crate
//! (`editor`) draws this state and turns input into [`command::Command`]s.
//!
//! Layers, bottom up (no module uses one above it): `edit` → `history` → `document`; `view`, `editing`;
//! `usage`, `probe`, `start`, `operations`, `new_level`; `command`; `playtest`; `special_stage` (Sonic 1's
//! special stages, a document of their own over `history`).

pub mod command;
pub mod document;
pub mod edit;
pub mod editing;
pub mod history;
pub mod image_level;
pub mod lint;
pub mod new_level;
pub mod operations;
pub mod parallax;
pub mod playtest;
pub mod probe;
pub mod samples;
pub mod shape;
pub mod special_stage;
pub mod start;
pub mod sweep;
pub mod usage;
pub mod view;

pub use document::Document;
