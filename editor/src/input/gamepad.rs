//! Gamepads for the play-test: the buttons held on any connected pad, next to the keyboard's.
//!
//! Reading pads needs gilrs, which links libudev on Linux, so it is behind the cargo feature `gamepad`
//! (`cargo run --release --features gamepad`). Without the feature, [`Gamepad`] is a documented no-op with the
//! same API: it never holds a button and its [`status`](Gamepad::status) says support was not built.
//!
//! The mapping from a pad's controls to Mega Drive buttons ([`buttons_of`]) is plain data in, buttons out, so
//! it is tested without hardware in both configurations.

use formats::inputs::Buttons;

/// How far (of 1.0) the left stick must lean along an axis to hold that direction. Half-way: a stick resting
/// slightly off-centre holds nothing, and a diagonal (about 0.71 on each axis) holds both directions, like a
/// D-pad's diagonal.
pub const DEAD_ZONE: f32 = 0.5;

/// What the buttons are read from: one pad's D-pad, face buttons and left stick.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct PadState {
    pub dpad_up: bool,
    pub dpad_down: bool,
    pub dpad_left: bool,
    pub dpad_right: bool,
    /// Any of the four face buttons (South, East, West, North). A, B and C all jump in the games, so every
    /// face button does.
    pub face: bool,
    /// Left stick, -1.0 (left) ..= 1.0 (right).
    pub stick_x: f32,
    /// Left stick, -1.0 (down) ..= 1.0 (up): gilrs' convention, up is positive.
    pub stick_y: f32,
}

/// The Mega Drive buttons one pad holds: the D-pad, or the left stick beyond [`DEAD_ZONE`], for the
/// directions; any face button for jump. A NaN axis holds nothing.
pub fn buttons_of(pad: &PadState) -> Buttons {
    [
        (pad.dpad_up || pad.stick_y > DEAD_ZONE, Buttons::UP),
        (pad.dpad_down || pad.stick_y < -DEAD_ZONE, Buttons::DOWN),
        (pad.dpad_left || pad.stick_x < -DEAD_ZONE, Buttons::LEFT),
        (pad.dpad_right || pad.stick_x > DEAD_ZONE, Buttons::RIGHT),
        (pad.face, Buttons::JUMP),
    ]
    .into_iter()
    .filter(|&(held, _)| held)
    .fold(Buttons::NONE, |held, (_, b)| held.union(b))
}

#[cfg(feature = "gamepad")]
pub use with_gilrs::Gamepad;

#[cfg(not(feature = "gamepad"))]
pub use stub::Gamepad;

#[cfg(feature = "gamepad")]
mod with_gilrs {
    use super::{PadState, buttons_of};
    use formats::inputs::Buttons;
    use gilrs::{Axis, Button, Gilrs};

    enum State {
        /// Not opened yet: gilrs starts on the first [`Gamepad::held`] (the first play-test frame).
        Closed,
        Open(Box<Gilrs>),
        /// gilrs could not start; the reason, reported once.
        Failed(String),
    }

    /// The gamepads, read through gilrs (opened lazily). If gilrs cannot start, the error is reported once
    /// (stderr and [`Gamepad::take_notice`]) and pads stay disabled; the keyboard still plays.
    pub struct Gamepad {
        state: State,
        notice: Option<String>,
    }

    impl Default for Gamepad {
        fn default() -> Self {
            Gamepad { state: State::Closed, notice: None }
        }
    }

    impl std::fmt::Debug for Gamepad {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.debug_struct("Gamepad").field("status", &self.status()).finish()
        }
    }

    impl Gamepad {
        /// The buttons held on any connected pad now (their union). Call once per display frame: it also
        /// drains gilrs' events, which is what updates the pads' state.
        pub fn held(&mut self) -> Buttons {
            if let State::Closed = self.state {
                self.state = match Gilrs::new() {
                    Ok(gilrs) => State::Open(Box::new(gilrs)),
                    Err(err) => {
                        let message = format!("gamepads unavailable: {err}");
                        eprintln!("spg-studio: {message}");
                        self.notice = Some(message.clone());
                        State::Failed(message)
                    }
                };
            }
            let State::Open(gilrs) = &mut self.state else { return Buttons::NONE };
            while gilrs.next_event().is_some() {}
            gilrs.gamepads().fold(Buttons::NONE, |held, (_, pad)| {
                let state = PadState {
                    dpad_up: pad.is_pressed(Button::DPadUp),
                    dpad_down: pad.is_pressed(Button::DPadDown),
                    dpad_left: pad.is_pressed(Button::DPadLeft),
                    dpad_right: pad.is_pressed(Button::DPadRight),
                    face: [Button::South, Button::East, Button::West, Button::North]
                        .into_iter()
                        .any(|b| pad.is_pressed(b)),
                    stick_x: pad.value(Axis::LeftStickX),
                    stick_y: pad.value(Axis::LeftStickY),
                };
                held.union(buttons_of(&state))
            })
        }

        /// One line for the UI: the connected pads, or why there are none.
        pub fn status(&self) -> String {
            match &self.state {
                State::Closed => "gamepads: not opened yet (opened when a play-test starts)".to_string(),
                State::Failed(message) => message.clone(),
                State::Open(gilrs) => {
                    let names: Vec<String> = gilrs.gamepads().map(|(_, pad)| pad.name().to_string()).collect();
                    if names.is_empty() {
                        "gamepads: none connected".to_string()
                    } else {
                        format!("gamepads: {}", names.join(", "))
                    }
                }
            }
        }

        /// The error gilrs failed with, once (for the status bar); `None` afterwards and when all is well.
        pub fn take_notice(&mut self) -> Option<String> {
            self.notice.take()
        }

        /// A gamepad whose gilrs failed to start with `message` (tests of the failure path).
        #[cfg(test)]
        pub(super) fn failed(message: &str) -> Self {
            Gamepad { state: State::Failed(message.to_string()), notice: Some(message.to_string()) }
        }
    }
}

#[cfg(not(feature = "gamepad"))]
mod stub {
    use formats::inputs::Buttons;

    /// Built without the `gamepad` feature: no pad is read, ever. A deliberate no-op so the default build
    /// needs no system libraries; build with `--features gamepad` for pads.
    #[derive(Clone, Debug, Default)]
    pub struct Gamepad {
        /// Built only through `Default`, like the real one.
        _private: (),
    }

    impl Gamepad {
        /// Always [`Buttons::NONE`]: gamepad support is not built.
        pub fn held(&mut self) -> Buttons {
            Buttons::NONE
        }

        /// Says why no pad is read.
        pub fn status(&self) -> String {
            "gamepad support not built (feature `gamepad`)".to_string()
        }

        /// Always `None`: a build without pads is not an error worth a notice.
        pub fn take_notice(&mut self) -> Option<String> {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stick(x: f32, y: f32) -> Buttons {
        buttons_of(&PadState { stick_x: x, stick_y: y, ..PadState::default() })
    }

    #[test]
    fn the_dpad_and_face_buttons_map_to_directions_and_jump() {
        assert_eq!(buttons_of(&PadState::default()), Buttons::NONE);
        let pad = PadState { dpad_up: true, dpad_right: true, face: true, ..PadState::default() };
        assert_eq!(buttons_of(&pad), Buttons::UP.union(Buttons::RIGHT).union(Buttons::JUMP));
        let pad = PadState { dpad_down: true, dpad_left: true, ..PadState::default() };
        assert_eq!(buttons_of(&pad), Buttons::DOWN.union(Buttons::LEFT));
        assert_eq!(buttons_of(&PadState { face: true, ..PadState::default() }), Buttons::JUMP);
    }

    #[test]
    fn the_left_stick_holds_a_direction_only_beyond_the_dead_zone() {
        assert_eq!(stick(0.5, 0.0), Buttons::NONE, "exactly the dead zone holds nothing");
        assert_eq!(stick(0.51, 0.0), Buttons::RIGHT);
        assert_eq!(stick(-0.51, 0.0), Buttons::LEFT);
        assert_eq!(stick(0.0, 0.9), Buttons::UP, "up is positive");
        assert_eq!(stick(0.0, -0.9), Buttons::DOWN);
        assert_eq!(stick(0.2, -0.3), Buttons::NONE, "a resting stick holds nothing");
        assert_eq!(stick(0.71, 0.71), Buttons::UP.union(Buttons::RIGHT), "a diagonal holds both");
        assert_eq!(stick(-0.71, -0.71), Buttons::DOWN.union(Buttons::LEFT));
        assert_eq!(stick(f32::NAN, f32::NAN), Buttons::NONE);
    }

    #[test]
    fn the_stick_and_dpad_add_up() {
        let pad = PadState { dpad_left: true, stick_y: -1.0, ..PadState::default() };
        assert_eq!(buttons_of(&pad), Buttons::LEFT.union(Buttons::DOWN));
    }

    #[cfg(not(feature = "gamepad"))]
    #[test]
    fn without_the_feature_the_pad_holds_nothing_and_says_why() {
        let mut pad = Gamepad::default();
        assert_eq!(pad.held(), Buttons::NONE);
        assert_eq!(pad.status(), "gamepad support not built (feature `gamepad`)");
        assert_eq!(pad.take_notice(), None);
    }

    #[cfg(feature = "gamepad")]
    #[test]
    fn a_pad_whose_gilrs_failed_holds_nothing_and_reports_once() {
        let mut pad = Gamepad::failed("gamepads unavailable: no udev");
        assert_eq!(pad.held(), Buttons::NONE);
        assert_eq!(pad.status(), "gamepads unavailable: no udev");
        assert_eq!(pad.take_notice().as_deref(), Some("gamepads unavailable: no udev"));
        assert_eq!(pad.take_notice(), None, "reported once");
        assert_eq!(pad.held(), Buttons::NONE, "stays disabled");
    }
}
