//! The play-test's own keys — pause, step, step back, rewind a second, restart, stop — rebindable in the play
//! bar's Controls… window like the game buttons and saved with the editor's settings. The command table holds
//! their defaults (Enter as the pad's Start, `.`, `,`, Shift+`,`, P, Esc); this holds what the user changed.

use crate::command::Command;
use egui::KeyboardShortcut;
use serde::{Deserialize, Serialize};

/// The commands whose key the user may rebind, in the order the Controls window lists them.
pub const REBINDABLE: [Command; 6] = [
    Command::PauseResume,
    Command::StepForward,
    Command::StepBack,
    Command::RewindSecond,
    Command::PlayFromStart,
    Command::StopPlay,
];

/// The user's changes to the play-test keys: per command (by its label), the shortcut now bound, or none.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct PlayKeys {
    changed: Vec<(String, Option<KeyboardShortcut>)>,
}

/// Where the play-test keys are kept between runs.
fn id() -> egui::Id {
    egui::Id::unique("spg-studio play-test keys")
}

impl PlayKeys {
    /// The keys in effect (the saved changes; none changed on a first run).
    pub fn current(ctx: &egui::Context) -> PlayKeys {
        ctx.data_mut(|d| d.get_persisted::<PlayKeys>(id())).unwrap_or_default()
    }

    /// Keeps these keys (saved with the editor's settings).
    pub fn save(&self, ctx: &egui::Context) {
        let keys = self.clone();
        ctx.data_mut(|d| d.insert_persisted(id(), keys));
    }

    /// The user's binding of a rebindable command: `Some(None)` when unbound, `None` when unchanged (the
    /// command table's default holds) or not rebindable.
    pub fn get(&self, command: &Command) -> Option<Option<KeyboardShortcut>> {
        let label = command.label();
        REBINDABLE.contains(command).then(|| self.changed.iter().find(|(l, _)| l == label).map(|(_, s)| *s))?
    }

    /// The shortcut in effect for a command.
    pub fn effective(&self, command: &Command) -> Option<KeyboardShortcut> {
        self.get(command).unwrap_or_else(|| command.shortcut())
    }

    /// Binds `shortcut` (or nothing) to a rebindable command. Any other play-test key on the same shortcut
    /// loses it (a key does one thing).
    pub fn set(&mut self, command: &Command, shortcut: Option<KeyboardShortcut>) {
        if let Some(s) = shortcut {
            for other in REBINDABLE.iter().filter(|c| *c != command) {
                if self.effective(other) == Some(s) {
                    self.put(other, None);
                }
            }
        }
        self.put(command, shortcut);
    }

    /// Unbinds every play-test key on this plain key (it was just given to a game button).
    pub fn release_key(&mut self, key: egui::Key) {
        for command in REBINDABLE {
            if self.effective(&command).is_some_and(|s| s.logical_key == key && s.modifiers.is_none()) {
                self.put(&command, None);
            }
        }
    }

    fn put(&mut self, command: &Command, shortcut: Option<KeyboardShortcut>) {
        let label = command.label().to_string();
        self.changed.retain(|(l, _)| *l != label);
        if shortcut != command.shortcut() {
            self.changed.push((label, shortcut));
        }
    }

    /// Whether a shortcut may be bound to a play-test key: not one another command uses while a play-test
    /// exists (Ctrl+S, F1, Shift+P, the editing keys that work while paused…) — a sentence saying which when
    /// it may not. The game buttons' keys may: binding moves them.
    pub fn refusal(shortcut: KeyboardShortcut) -> Option<String> {
        let same = |s: Option<KeyboardShortcut>| {
            s.is_some_and(|s| s.logical_key == shortcut.logical_key && s.modifiers.matches_exact(shortcut.modifiers))
        };
        let paused = crate::command::KeyContext { running: false, playing: true, help_open: false };
        Command::WITH_SHORTCUTS
            .iter()
            .filter(|c| !REBINDABLE.contains(c) && c.entry().scope.active_in(paused))
            .find(|c| same(c.entry().shortcut) || same(c.entry().alternate))
            .map(|c| {
                format!(
                    "{} is the shortcut of \u{201c}{}\u{201d}",
                    shortcut.format(&egui::ModifierNames::NAMES, false),
                    c.label()
                )
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::{Key, Modifiers};

    #[test]
    fn defaults_come_from_the_command_table_and_a_key_does_one_thing() {
        let mut keys = PlayKeys::default();
        assert_eq!(keys.effective(&Command::PauseResume), Some(KeyboardShortcut::new(Modifiers::NONE, Key::Enter)));
        assert_eq!(keys.get(&Command::PauseResume), None);
        let k = KeyboardShortcut::new(Modifiers::NONE, Key::K);
        keys.set(&Command::PauseResume, Some(k));
        assert_eq!(keys.effective(&Command::PauseResume), Some(k));
        // Giving K to Step takes it from Pause.
        keys.set(&Command::StepForward, Some(k));
        assert_eq!((keys.get(&Command::PauseResume), keys.effective(&Command::StepForward)), (Some(None), Some(k)));
        // A game button given K takes it from Step; back to the default clears the change.
        keys.release_key(Key::K);
        assert_eq!(keys.get(&Command::StepForward), Some(None));
        keys.set(&Command::StepForward, Command::StepForward.shortcut());
        assert_eq!(keys.get(&Command::StepForward), None);
        assert_eq!(keys.get(&Command::Save), None, "not rebindable");
    }

    #[test]
    fn shortcuts_other_commands_use_while_playing_are_refused() {
        let f1 = KeyboardShortcut::new(Modifiers::NONE, Key::F1);
        assert_eq!(PlayKeys::refusal(f1).as_deref(), Some("F1 is the shortcut of \u{201c}Keyboard shortcuts…\u{201d}"));
        // V (the select tool) works while paused; K does nothing.
        assert!(PlayKeys::refusal(KeyboardShortcut::new(Modifiers::NONE, Key::V)).is_some());
        assert_eq!(PlayKeys::refusal(KeyboardShortcut::new(Modifiers::NONE, Key::K)), None);
    }
}
