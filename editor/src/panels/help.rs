//! Help → Keyboard shortcuts: every action that has a shortcut, generated from [`Action::WITH_SHORTCUTS`]
//! (the list the key handler checks), so it stays complete as actions are added; then the mouse controls.

use crate::actions::Action;

/// Mouse controls of the level view (not actions, so not in the action list).
pub const MOUSE_CONTROLS: [(&str, &str); 4] = [
    ("Mouse wheel, Ctrl+wheel", "Zoom around the cursor"),
    ("Middle drag", "Pan"),
    ("Space + left drag", "Pan"),
    ("Right click", "Edit the chunk or tile under the cursor, or pick its chunk"),
];

/// Play-test keys (handled by the play-test, not the action list; the game buttons are rebindable).
pub const PLAYTEST_KEYS: [(&str, &str); 6] = [
    ("P", "Play from the level start"),
    ("Shift+P", "Play from the point under the cursor"),
    ("Arrow keys", "Up, Down, Left, Right (defaults; the play bar's Controls… rebinds them)"),
    ("Z, X, C, Space", "Jump"),
    ("Esc", "Stop the play-test"),
    ("(paused)", "Editor shortcuts work again; edits reach the next frame"),
];

/// Sections of the shortcut table, in display order.
pub const SECTIONS: [&str; 5] = ["File", "Edit", "View", "Tools", "Help"];

/// Where an action is listed: (section index, order inside it). Actions this does not name yet are listed
/// under Edit after the named ones, in the order of the action list, so a new action is never left out.
fn place(action: Action) -> (usize, usize) {
    let file = [Action::New, Action::Open, Action::OpenPath, Action::Save, Action::SaveAs, Action::Quit];
    if let Some(i) = file.iter().position(|a| *a == action) {
        return (0, i);
    }
    match action {
        Action::Undo => (1, 0),
        Action::Redo => (1, 1),
        Action::ShowLayer(_)
        | Action::ToggleChunkGrid
        | Action::ToggleBlockGrid
        | Action::FitLevel
        | Action::ZoomOneToOne
        | Action::ZoomIn
        | Action::ZoomOut => (2, 0),
        Action::SetTool(_) => (3, 0),
        Action::ShowShortcuts => (4, 0),
        // Same rank for a group: the stable sort keeps the action list's order inside it.
        _ => (1, 2),
    }
}

/// The rows of the shortcut table: (section, label, shortcut text), for every action in
/// [`Action::WITH_SHORTCUTS`], grouped by section.
pub fn shortcut_rows(ctx: &egui::Context) -> Vec<(&'static str, &'static str, String)> {
    let mut actions = Action::WITH_SHORTCUTS.to_vec();
    actions.sort_by_key(|&a| place(a));
    actions
        .into_iter()
        .filter_map(|action| {
            let main = action.shortcut().map(|s| ctx.format_shortcut(&s))?;
            let text = match action.alternate_shortcut() {
                Some(alt) => format!("{main} or {}", ctx.format_shortcut(&alt)),
                None => main,
            };
            Some((SECTIONS[place(action).0], action.label(), text))
        })
        .collect()
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
                for section in SECTIONS {
                    if !rows.iter().any(|(s, _, _)| *s == section) {
                        continue;
                    }
                    ui.strong(section);
                    egui::Grid::new(("shortcuts", section)).num_columns(2).striped(true).min_col_width(180.0).show(
                        ui,
                        |ui| {
                            for (_, label, keys) in rows.iter().filter(|(s, _, _)| *s == section) {
                                ui.label(*label);
                                ui.monospace(keys);
                                ui.end_row();
                            }
                        },
                    );
                    ui.add_space(6.0);
                }
                ui.strong("Play-test");
                egui::Grid::new("shortcuts_play").num_columns(2).striped(true).min_col_width(180.0).show(ui, |ui| {
                    for (keys, what) in PLAYTEST_KEYS {
                        ui.label(what);
                        ui.monospace(keys);
                        ui.end_row();
                    }
                });
                ui.add_space(6.0);
                ui.strong("Mouse");
                egui::Grid::new("shortcuts_mouse").num_columns(2).striped(true).min_col_width(180.0).show(ui, |ui| {
                    for (keys, what) in MOUSE_CONTROLS {
                        ui.label(what);
                        ui.monospace(keys);
                        ui.end_row();
                    }
                });
            });
        });
}
