//! File → Export to SonLVL project… and File → Export JSON…: the level written into other files. Exporting is
//! no edit of the level (no undo step, the document stays as it is, saved or not); the files it writes are
//! each replaced atomically with a `.bak` of the previous one (`formats::export::sonlvl::write`).

use super::StudioApp;
use crate::panels::export_dialog::{self, ExportDialog, ExportRequest, file_name};
use crate::panels::windows::ErrorReport;
use formats::export::sonlvl::{Change, Plan};
use std::path::{Path, PathBuf};

/// The JSON file name offered for a level file name: `ehz1.ron` → `ehz1.json`.
pub fn json_file_name(level_file_name: &str) -> String {
    let stem = Path::new(level_file_name).file_stem().map_or_else(|| "level".into(), |s| s.to_string_lossy());
    format!("{stem}.json")
}

impl StudioApp {
    /// Opens the export dialog on the level as it is now, with the project last imported from or exported to.
    pub(super) fn open_export_dialog(&mut self) {
        let mut dialog = ExportDialog::new(self.document.level().clone());
        dialog.level_file = self.document.path().map(Path::to_path_buf);
        // The project last used, else the one the level names as its art's (an imported level names its
        // project relative to the level file).
        let own = match &self.document.level().art {
            Some(formats::art::ArtSource::SonLvl { project, .. }) => {
                Some(formats::art::resolve(project, self.document.path().and_then(Path::parent)))
            }
            _ => None,
        };
        if let Some(ini) = self.session.last_project.clone().or(own) {
            dialog.set_project(&ini);
        }
        self.session.export = Some(dialog);
    }

    /// The project file for the export dialog was picked.
    pub(super) fn export_project_chosen(&mut self, path: &Path) {
        match &mut self.session.export {
            Some(dialog) => dialog.set_project(path),
            None => {
                self.open_export_dialog();
                if let Some(dialog) = &mut self.session.export {
                    dialog.set_project(path);
                }
            }
        }
    }

    /// No file dialog could be shown for the project file: the export dialog's own path field serves instead.
    pub(super) fn export_dialog_unavailable(&mut self) {
        if let Some(dialog) = &mut self.session.export {
            dialog.list_error = Some("No file dialog is available here: type the project's path instead.".to_string());
        }
    }

    /// Draws the export dialog and acts on what it asks for.
    pub(super) fn export_window(&mut self, ctx: &egui::Context) {
        match export_dialog::window(ctx, &mut self.session.export) {
            Some(ExportRequest::Browse) => self.request_dialog(crate::files::DialogPurpose::ExportProject),
            Some(ExportRequest::Written { plan, result, saved }) => {
                let written = result.as_ref().ok().cloned();
                self.exported(&plan, result);
                if let Some(revision) = saved {
                    if written.is_some() {
                        self.remember_allowed_shared(&plan);
                    }
                    self.saved_into_project(&plan.ini, revision, written);
                }
            }
            None => {}
        }
    }

    /// The export's write finished: the files written in the status bar, or why it stopped.
    fn exported(&mut self, plan: &Plan, result: Result<Vec<PathBuf>, String>) {
        let section = formats::read::printable(&plan.section);
        match result {
            Ok(written) => {
                self.session.last_project = Some(plan.ini.clone());
                let names: Vec<String> = written.iter().map(|p| file_name(p)).collect();
                let replaced = plan.changed().any(|f| f.change == Change::Changed);
                self.notice = Some(if names.is_empty() {
                    format!("Exported to [{section}]: nothing to write")
                } else {
                    // Short: the status bar has one line, shared with the hints.
                    format!(
                        "Exported to [{section}]: wrote {}{}",
                        names.join(", "),
                        if replaced { " (.bak kept)" } else { "" }
                    )
                });
            }
            Err(message) => self.errors.push(ErrorReport {
                title: format!("Could not export to [{section}]"),
                lines: message.lines().map(str::to_string).collect(),
                note: "Each file written keeps its previous version as .bak; the level itself is unchanged."
                    .to_string(),
            }),
        }
    }

    /// Project mode's Save finished: the document has no unsaved changes when it was written as it is now, and
    /// whatever the prompt saved for goes on (only after a successful write).
    fn saved_into_project(&mut self, ini: &Path, revision: u64, written: Option<Vec<PathBuf>>) {
        let saved = written.is_some();
        if let Some(written) = written {
            self.document.saved_into_project(revision);
            self.remember_file(ini, true);
            let label = self.document.project_label().unwrap_or_default();
            let names: Vec<String> = written.iter().map(|p| file_name(p)).collect();
            self.notice = Some(if names.is_empty() {
                format!("Saved into {label}: its files already held this level")
            } else {
                format!("Saved into {label}: wrote {} (previous versions kept as .bak)", names.join(", "))
            });
        }
        self.save_as_finished(saved);
    }

    /// File → Export JSON… chose `path`: the whole level as JSON (`formats::export::json`).
    pub(super) fn export_json_to(&mut self, path: &Path) {
        match formats::export::json::save(path, self.document.level()) {
            Ok(()) => self.notice = Some(format!("Exported {} as JSON", path.display())),
            Err(err) => {
                let lines = match &err {
                    formats::ron_file::SaveError::Invalid(problems) => {
                        problems.iter().map(ToString::to_string).collect()
                    }
                    _ => vec![err.to_string()],
                };
                self.errors.push(ErrorReport {
                    title: format!("Could not export {}", path.display()),
                    lines,
                    note: "Nothing was written; the level is unchanged.".to_string(),
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::json_file_name;

    #[test]
    fn json_name_follows_the_level_file() {
        assert_eq!(json_file_name("ehz1.ron"), "ehz1.json");
        assert_eq!(json_file_name("untitled"), "untitled.json");
    }
}
