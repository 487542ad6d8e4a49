//! Keyboard bindings for the play-test: which keys hold which Mega Drive button. Rebindable and saved with
//! the editor's settings (serde). A, B and C all jump in the games, so one "jump" button stands for them.
//! A connected gamepad plays too ([`held_with_gamepad`]; feature `gamepad`).

use super::gamepad::Gamepad;
use egui::Key;
use formats::inputs::Buttons;
use serde::{Deserialize, Serialize};

/// Keys for each button; any of a button's keys held holds it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Bindings {
    pub up: Vec<Key>,
    pub down: Vec<Key>,
    pub left: Vec<Key>,
    pub right: Vec<Key>,
    pub jump: Vec<Key>,
}

impl Default for Bindings {
    /// Arrows for the D-pad; Z, X, C (the emulators' A, B, C) and Space jump.
    fn default() -> Self {
        Bindings {
            up: vec![Key::ArrowUp],
            down: vec![Key::ArrowDown],
            left: vec![Key::ArrowLeft],
            right: vec![Key::ArrowRight],
            jump: vec![Key::Z, Key::X, Key::C, Key::Space],
        }
    }
}

impl Bindings {
    /// Player 2's keys (SPG "Player 2"): W, A, S, D for the D-pad; F and G jump. None of player 1's default keys.
    pub fn second() -> Self {
        Bindings {
            up: vec![Key::W],
            down: vec![Key::S],
            left: vec![Key::A],
            right: vec![Key::D],
            jump: vec![Key::F, Key::G],
        }
    }

    /// The buttons held according to the keys down now.
    pub fn buttons(&self, input: &egui::InputState) -> Buttons {
        self.buttons_from(|key| input.key_down(key))
    }

    /// The buttons held when `down` says which keys are down.
    pub fn buttons_from(&self, down: impl Fn(Key) -> bool) -> Buttons {
        [
            (&self.up, Buttons::UP),
            (&self.down, Buttons::DOWN),
            (&self.left, Buttons::LEFT),
            (&self.right, Buttons::RIGHT),
            (&self.jump, Buttons::JUMP),
        ]
        .into_iter()
        .filter(|(keys, _)| keys.iter().any(|&k| down(k)))
        .fold(Buttons::NONE, |held, (_, b)| held.union(b))
    }

    /// The keys of one button, for a rebinding UI.
    pub fn keys_mut(&mut self, button: Buttons) -> Option<&mut Vec<Key>> {
        match button {
            Buttons::UP => Some(&mut self.up),
            Buttons::DOWN => Some(&mut self.down),
            Buttons::LEFT => Some(&mut self.left),
            Buttons::RIGHT => Some(&mut self.right),
            Buttons::JUMP => Some(&mut self.jump),
            _ => None,
        }
    }

    /// Every button's keys.
    pub fn all_mut(&mut self) -> [&mut Vec<Key>; 5] {
        [&mut self.up, &mut self.down, &mut self.left, &mut self.right, &mut self.jump]
    }

    /// Binds `key` to `button` alone: removed from every other button first.
    pub fn rebind(&mut self, button: Buttons, key: Key) {
        for keys in self.all_mut() {
            keys.retain(|&k| k != key);
        }
        if let Some(keys) = self.keys_mut(button) {
            keys.push(key);
        }
    }
}

/// The buttons a play-test frame holds: the keys' (`keys`, from [`Bindings::buttons`]) plus any connected
/// gamepad's. Call once per display frame (it drains the pad's events).
pub fn held_with_gamepad(keys: Buttons, pad: &mut Gamepad) -> Buttons {
    keys.union(pad.held())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_keys_give_the_buttons_and_rebinding_moves_a_key() {
        let b = Bindings::default();
        let held = [Key::ArrowRight, Key::Space];
        assert_eq!(b.buttons_from(|k| held.contains(&k)), Buttons::RIGHT.union(Buttons::JUMP));
        assert_eq!(b.buttons_from(|k| k == Key::X), Buttons::JUMP);
        assert_eq!(b.buttons_from(|_| false), Buttons::NONE);
        let mut b = b;
        b.rebind(Buttons::UP, Key::X);
        assert_eq!(b.buttons_from(|k| k == Key::X), Buttons::UP);
        assert_eq!(b.jump, vec![Key::Z, Key::C, Key::Space]);
        let text = ron::to_string(&b).unwrap();
        assert_eq!(ron::from_str::<Bindings>(&text).unwrap(), b);
    }

    #[cfg(not(feature = "gamepad"))]
    #[test]
    fn without_gamepad_support_the_keys_alone_play() {
        let keys = Buttons::RIGHT.union(Buttons::JUMP);
        assert_eq!(held_with_gamepad(keys, &mut Gamepad::default()), keys);
        assert_eq!(held_with_gamepad(Buttons::NONE, &mut Gamepad::default()), Buttons::NONE);
    }
}
