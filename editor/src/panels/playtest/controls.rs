//! The Controls window: which keys hold Up, Down, Left, Right and Jump, and the play-test's own keys (pause,
//! step, step back, rewind a second, restart, stop; `command::play_keys`). Bindings are saved with the editor's
//! settings (egui's persisted memory, which eframe writes with the window layout). Esc closes it.

use crate::command::Command;
use crate::command::play_keys::{PlayKeys, REBINDABLE};
use crate::input::bindings::Bindings;
use formats::inputs::Buttons;

/// What the window waits to bind the next key press to.
#[derive(Clone, Debug, PartialEq)]
pub enum Capture {
    /// A game button (a plain key; it moves from any other button).
    Button(Buttons),
    /// A play-test key (a key with its modifiers).
    Play(Command),
}

/// The key bindings and the Controls window's state.
#[derive(Clone, Debug, Default)]
pub struct Controls {
    /// Which keys hold which button.
    pub bindings: Bindings,
    /// The Controls window is open.
    pub open: bool,
    /// The button or play-test key waiting for a key press to bind.
    pub capturing: Option<Capture>,
    /// Why the last key pressed for a play-test key was refused.
    pub refused: Option<String>,
    /// Bindings were read back from the persisted settings.
    loaded: bool,
}

impl Controls {
    /// Reads the saved bindings once per session.
    pub fn load(&mut self, ctx: &egui::Context) {
        if self.loaded {
            return;
        }
        self.loaded = true;
        if let Some(saved) = ctx.data_mut(|d| d.get_persisted::<Bindings>(bindings_id())) {
            self.bindings = saved;
        }
    }
}

/// Where the key bindings are kept between runs.
fn bindings_id() -> egui::Id {
    egui::Id::unique("spg-studio play-test bindings")
}

/// The buttons the Controls window lists, with their names.
pub const BINDABLE: [(Buttons, &str); 5] = [
    (Buttons::UP, "Up"),
    (Buttons::DOWN, "Down"),
    (Buttons::LEFT, "Left"),
    (Buttons::RIGHT, "Right"),
    (Buttons::JUMP, "Jump (A, B, C)"),
];

/// The key-bindings window: each button's keys (click one to remove it), "Add key…" then press a key to bind it
/// (a key moves from any other button), and a reset. Changes are saved with the editor's settings.
pub fn window(ctx: &egui::Context, ui_state: &mut Controls) {
    ui_state.load(ctx);
    if !ui_state.open {
        ui_state.capturing = None;
        return;
    }
    let mut open = true;
    let mut changed = false;
    let mut play_keys = PlayKeys::current(ctx);
    let mut play_changed = false;
    if let Some(capture) = ui_state.capturing.clone() {
        let pressed = ctx.input(|i| {
            i.events.iter().find_map(|e| match e {
                egui::Event::Key { key, pressed: true, modifiers, .. } => Some((*key, *modifiers)),
                _ => None,
            })
        });
        if let Some((key, modifiers)) = pressed {
            ui_state.refused = None;
            if key != egui::Key::Escape {
                match capture {
                    Capture::Button(button) => {
                        ui_state.bindings.rebind(button, key);
                        play_keys.release_key(key);
                        changed = true;
                        play_changed = true;
                    }
                    Capture::Play(command) => {
                        let m = egui::Modifiers { shift: modifiers.shift, alt: modifiers.alt, ..Default::default() };
                        let m = if modifiers.command || modifiers.ctrl { m | egui::Modifiers::COMMAND } else { m };
                        let shortcut = egui::KeyboardShortcut::new(m, key);
                        match PlayKeys::refusal(shortcut) {
                            Some(why) => ui_state.refused = Some(why),
                            None => {
                                // A plain key leaves the game buttons; a key does one thing.
                                if m.is_none() {
                                    for keys in ui_state.bindings.all_mut() {
                                        keys.retain(|&k| k != key);
                                    }
                                    changed = true;
                                }
                                play_keys.set(&command, Some(shortcut));
                                play_changed = true;
                            }
                        }
                    }
                }
            }
            ui_state.capturing = None;
        }
    } else if ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape)) {
        // Esc closes the window (while playing, Esc stops the play-test first: its shortcut took the key).
        open = false;
    }
    // Opens below the play bar and tool bar, so it never covers them.
    egui::Window::new("Play-test controls").open(&mut open).resizable(false).default_pos([320.0, 140.0]).show(
        ctx,
        |ui| {
            egui::Grid::new("play_bindings").num_columns(3).spacing([12.0, 6.0]).show(ui, |ui| {
                for (button, name) in BINDABLE {
                    ui.label(name);
                    ui.horizontal(|ui| {
                        let keys = ui_state.bindings.keys_mut(button).map(|k| k.clone()).unwrap_or_default();
                        for key in keys {
                            if ui.button(key.name()).on_hover_text("Click to remove this key").clicked()
                                && let Some(list) = ui_state.bindings.keys_mut(button)
                            {
                                list.retain(|&k| k != key);
                                changed = true;
                            }
                        }
                    });
                    let waiting = ui_state.capturing == Some(Capture::Button(button));
                    let label =
                        if waiting { "Press a key… (Esc cancels)".to_string() } else { format!("Add key to {name}") };
                    if ui.selectable_label(waiting, label).clicked() {
                        ui_state.capturing = if waiting { None } else { Some(Capture::Button(button)) };
                    }
                    ui.end_row();
                }
            });
            ui.separator();
            ui.label(egui::RichText::new("Play-test keys").strong());
            egui::Grid::new("play_keys").num_columns(3).spacing([12.0, 6.0]).show(ui, |ui| {
                for command in REBINDABLE {
                    let name = command.label();
                    ui.label(name);
                    match play_keys.effective(&command) {
                        Some(s) => {
                            let text = ctx.format_shortcut(&s);
                            if ui.button(&text).on_hover_text("Click to unbind this key").clicked() {
                                play_keys.set(&command, None);
                                play_changed = true;
                            }
                        }
                        None => {
                            ui.weak("(none)");
                        }
                    }
                    let waiting = ui_state.capturing == Some(Capture::Play(command.clone()));
                    let label = if waiting {
                        "Press a key… (Esc cancels)".to_string()
                    } else {
                        format!("Set key for {name}")
                    };
                    if ui.selectable_label(waiting, label).clicked() {
                        ui_state.capturing = if waiting { None } else { Some(Capture::Play(command.clone())) };
                    }
                    ui.end_row();
                }
            });
            if let Some(why) = &ui_state.refused {
                ui.colored_label(egui::Color32::YELLOW, format!("Not bound: {why}."));
            }
            ui.separator();
            if ui.button("Reset to defaults").clicked() {
                ui_state.bindings = Bindings::default();
                play_keys = PlayKeys::default();
                changed = true;
                play_changed = true;
            }
        },
    );
    ui_state.open = open;
    if play_changed {
        play_keys.save(ctx);
    }
    if changed {
        let saved = ui_state.bindings.clone();
        ctx.data_mut(|d| d.insert_persisted(bindings_id(), saved));
    }
}
