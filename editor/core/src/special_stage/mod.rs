//! Sonic 1's special stages as documents of their own (SPG "Special Stages: Rotating Maze"): the stage being
//! edited ([`document`]), its edits as data with inverses ([`edit`]) and their undo history ([`history`]), and
//! the play-test of the engine's stage with pause, step and rewind ([`play`]). The stage and its files are
//! `formats::special_stage`; the physics is `engine::special_stage`.

pub mod document;
pub mod edit;
pub mod history;
pub mod play;

pub use document::{SsDocument, SsSource, is_special_stage_file};
pub use edit::{SsEdit, SsEditError};
pub use history::SsHistory;
pub use play::SsPlay;
