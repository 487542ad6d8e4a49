//! What the engine's tests share.

pub mod grid;
pub mod pixels;
