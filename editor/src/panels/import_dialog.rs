//! File → Import SonLVL project…: choose the project's `.ini` (file dialog or typed path), pick one of its
//! levels, import it (`formats::import::sonlvl`) as a new, not yet saved document.

use formats::import::sonlvl::{LevelEntry, list_levels};
use std::path::{Path, PathBuf};

/// The dialog's state.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImportDialog {
    /// The project file's path as typed.
    pub ini_text: String,
    /// The levels of the project last listed (from `listed_from`).
    pub levels: Vec<LevelEntry>,
    listed_from: Option<PathBuf>,
    /// Why the project could not be listed.
    pub list_error: Option<String>,
    /// Index into `levels`.
    pub selected: Option<usize>,
    /// Put the keyboard focus in the path field on the next frame.
    focus_pending: bool,
}

/// What the user asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportRequest {
    /// Show a file dialog for the `.ini`.
    Browse,
    /// Import this level of this project.
    Import { ini: PathBuf, section: String },
}

impl ImportDialog {
    /// An empty dialog, ready for typing the project's path.
    pub fn new() -> Self {
        ImportDialog { focus_pending: true, ..ImportDialog::default() }
    }

    /// Sets the project path and lists its levels (first one selected).
    pub fn set_project(&mut self, path: &Path) {
        self.ini_text = path.display().to_string();
        self.list();
    }

    /// Lists the levels of the typed project.
    pub fn list(&mut self) {
        let path = PathBuf::from(self.ini_text.trim());
        self.selected = None;
        match list_levels(&path) {
            Ok(levels) => {
                self.list_error = (levels.is_empty()).then(|| "The project lists no levels.".to_string());
                self.selected = (!levels.is_empty()).then_some(0);
                self.levels = levels;
            }
            Err(err) => {
                self.levels.clear();
                self.list_error = Some(err.to_string());
            }
        }
        self.listed_from = Some(path);
    }
}

/// Shows the dialog. Clears `dialog` on Cancel or after an Import request.
pub fn window(ctx: &egui::Context, dialog: &mut Option<ImportDialog>) -> Option<ImportRequest> {
    let d = dialog.as_mut()?;
    let mut request = None;
    let mut cancel = false;
    // Anchored by its top edge: when the dialog grows (a list, a warning) the rows already shown stay put,
    // so a click lands on the row the user sees.
    let id = egui::Id::unique("import_dialog");
    let area = egui::Modal::default_area(id).anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 120.0));
    let modal = egui::Modal::new(id).area(area).show(ctx, |ui| {
        ui.heading("Import SonLVL project");
        ui.add_space(6.0);
        let label = ui.label("SonLVL project file (.ini) of a Sonic 2 disassembly:");
        ui.horizontal(|ui| {
            let edit = ui
                .add(
                    egui::TextEdit::singleline(&mut d.ini_text)
                        .desired_width(360.0)
                        .hint_text("s2disasm/SonLVL INI Files/SonLVL.ini"),
                )
                .labelled_by(label.id);
            if std::mem::take(&mut d.focus_pending) {
                edit.request_focus();
            }
            let entered = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if ui.button("Browse…").clicked() {
                request = Some(ImportRequest::Browse);
            }
            if ui.add_enabled(!d.ini_text.trim().is_empty(), egui::Button::new("List levels")).clicked()
                || (entered && !d.ini_text.trim().is_empty())
            {
                d.list();
            }
        });
        if let Some(err) = &d.list_error {
            ui.colored_label(ui.visuals().error_fg_color, err);
        }
        if !d.levels.is_empty() {
            ui.separator();
            ui.label(format!("{} levels — choose one:", d.levels.len()));
            egui::ScrollArea::vertical().max_height(280.0).show(ui, |ui| {
                for (i, entry) in d.levels.iter().enumerate() {
                    let label = if entry.display_name == entry.section {
                        entry.section.clone()
                    } else {
                        format!("{} [{}]", entry.display_name, entry.section)
                    };
                    if ui.selectable_label(d.selected == Some(i), label).clicked() {
                        d.selected = Some(i);
                    }
                }
            });
        }
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            let chosen = d.selected.and_then(|i| d.levels.get(i)).zip(d.listed_from.as_ref());
            if ui.add_enabled(chosen.is_some(), egui::Button::new("Import")).clicked()
                && let Some((entry, ini)) = chosen
            {
                request = Some(ImportRequest::Import { ini: ini.clone(), section: entry.section.clone() });
            }
            if ui.button("Cancel").clicked() {
                cancel = true;
            }
        });
    });
    if cancel || modal.should_close() || matches!(request, Some(ImportRequest::Import { .. })) {
        *dialog = None;
    }
    request
}
