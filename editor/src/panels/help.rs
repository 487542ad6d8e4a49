//! Help → Keyboard shortcuts: every command that has a shortcut, generated from the command table
//! ([`Command::WITH_SHORTCUTS`], the list the key handler checks) grouped by its section, so it stays complete
//! as commands are added; then the play-test's game buttons and the mouse controls.

use crate::command::{Command, Section};
use egui_extras::{Column, TableBuilder};
use strum::IntoEnumIterator;

/// Mouse controls of the level view (not commands, so not in the command table).
pub const MOUSE_CONTROLS: [(&str, &str); 5] = [
    ("Mouse wheel, Ctrl+wheel", "Zoom around the cursor"),
    ("Middle drag", "Pan"),
    ("Space + left drag", "Pan"),
    ("Right click", "Edit the chunk or tile under the cursor, or pick its chunk"),
    (
        "Alt+click (Select, Object, Switcher tools)",
        "Pick the 16x16 block under the cursor as the chunk editor's block brush",
    ),
];

/// The game buttons while a play-test runs (rebindable in the play bar's Controls… window).
pub const GAME_BUTTONS: [(&str, &str); 6] = [
    ("Arrow keys", "Up, Down, Left, Right (defaults; the play bar's Controls… rebinds them)"),
    ("Z, X, C, Space", "Jump"),
    ("W, A, S, D", "Player 2: Up, Left, Down, Right (with the play bar's Player 2 on)"),
    ("F, G", "Player 2: Jump (takes CPU Tails over for 10 s)"),
    ("(paused)", "Editor shortcuts work again; edits reach the next frame"),
    ("Controls…", "Rebinds the game buttons and the play-test keys above (pause, step, rewind, restart, stop)"),
];

/// The rows of the shortcut table: (section, label, shortcut text), for every command in
/// [`Command::WITH_SHORTCUTS`], grouped by section in the table's order.
pub fn shortcut_rows(ctx: &egui::Context) -> Vec<(&'static str, &'static str, String)> {
    let mut commands = Command::WITH_SHORTCUTS.to_vec();
    // Stable: inside a section the command list's order stays.
    commands.sort_by_key(|c| c.entry().section);
    commands
        .into_iter()
        .filter_map(|command| {
            let entry = command.entry();
            let main = command.shortcut_in(ctx).map(|s| ctx.format_shortcut(&s))?;
            let text = match entry.alternate {
                Some(alt) => format!("{main} or {}", ctx.format_shortcut(&alt)),
                None => main,
            };
            Some((entry.section.name(), entry.label, text))
        })
        .collect()
}

/// One two-column table: what, then keys.
fn table(ui: &mut egui::Ui, id: &str, rows: impl Iterator<Item = (String, String)>) {
    let rows: Vec<(String, String)> = rows.collect();
    ui.push_id(id, |ui| {
        TableBuilder::new(ui)
            .striped(true)
            .vscroll(false)
            .column(Column::exact(220.0))
            .column(Column::remainder().at_least(220.0))
            .body(|mut body| {
                for (what, keys) in rows {
                    body.row(18.0, |mut row| {
                        row.col(|ui| {
                            ui.label(what);
                        });
                        row.col(|ui| {
                            ui.monospace(keys);
                        });
                    });
                }
            });
    });
}

/// The shortcuts window.
pub fn window(ctx: &egui::Context, open: &mut bool) {
    let screen = ctx.content_rect();
    egui::Window::new("Keyboard shortcuts")
        .open(open)
        .collapsible(false)
        .resizable(true)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(screen.center())
        .show(ctx, |ui| {
            egui::ScrollArea::vertical().min_scrolled_height(screen.height() * 0.7).show(ui, |ui| {
                let rows = shortcut_rows(ctx);
                for section in Section::iter() {
                    let name = section.name();
                    if !rows.iter().any(|(s, _, _)| *s == name) {
                        continue;
                    }
                    ui.strong(name);
                    let in_section = rows.iter().filter(|(s, _, _)| *s == name);
                    table(ui, name, in_section.map(|(_, label, keys)| (label.to_string(), keys.clone())));
                    if section == Section::PlayTest {
                        table(ui, "game buttons", GAME_BUTTONS.iter().map(|(k, w)| (w.to_string(), k.to_string())));
                    }
                    ui.add_space(6.0);
                }
                ui.strong("Mouse");
                table(ui, "mouse", MOUSE_CONTROLS.iter().map(|(k, w)| (w.to_string(), k.to_string())));
            });
        });
}
