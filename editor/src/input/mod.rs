//! What drives the player in a play-test: keyboard bindings (rebindable, saved with the editor's settings) and
//! gamepads.

pub mod bindings;
pub mod gamepad;
