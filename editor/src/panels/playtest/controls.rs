//! The Controls window: which keys hold Up, Down, Left, Right and Jump. Bindings are saved with the editor's
//! settings (egui's persisted memory, which eframe writes with the window layout).

use crate::input::bindings::Bindings;
use formats::inputs::Buttons;

/// The key bindings and the Controls window's state.
#[derive(Clone, Debug, Default)]
pub struct Controls {
    /// Which keys hold which button.
    pub bindings: Bindings,
    /// The Controls window is open.
    pub open: bool,
    /// The button waiting for a key press to bind.
    pub capturing: Option<Buttons>,
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
    if let Some(button) = ui_state.capturing {
        let pressed = ctx.input(|i| {
            i.events.iter().find_map(|e| match e {
                egui::Event::Key { key, pressed: true, .. } => Some(*key),
                _ => None,
            })
        });
        if let Some(key) = pressed {
            if key != egui::Key::Escape {
                ui_state.bindings.rebind(button, key);
                changed = true;
            }
            ui_state.capturing = None;
        }
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
                    let waiting = ui_state.capturing == Some(button);
                    let label =
                        if waiting { "Press a key… (Esc cancels)".to_string() } else { format!("Add key to {name}") };
                    if ui.selectable_label(waiting, label).clicked() {
                        ui_state.capturing = if waiting { None } else { Some(button) };
                    }
                    ui.end_row();
                }
            });
            ui.separator();
            if ui.button("Reset to defaults").clicked() {
                ui_state.bindings = Bindings::default();
                changed = true;
            }
        },
    );
    ui_state.open = open;
    if changed {
        let saved = ui_state.bindings.clone();
        ctx.data_mut(|d| d.insert_persisted(bindings_id(), saved));
    }
}
