//! Project mode: File → Open SonLVL project… (or a `.ini` on the command line, from Open Recent or dropped on
//! the window) opens a SonLVL project as SonLVL does: its levels are listed in the left panel's Project tab
//! (with the files each lacks), a click opens one (read through the importer, as File → Import does), and Save
//! writes the open level back into the project's files through the exporter's checks and backups (the export
//! dialog in its "save" form: it asks only when files other levels use would change, or the level does not
//! fit). File → Save As… keeps a level file instead. A child module of `app` so it reaches the app's state.

use super::StudioApp;
use super::session::Next;
use crate::panels::export_dialog::ExportDialog;
use crate::panels::project::OpenProject;
pub use crate::panels::project::is_project_file;
use crate::panels::windows::ErrorReport;
use std::path::Path;
use studio_core::Document;
use studio_core::editing::LeftTab;

impl StudioApp {
    /// Opens the project `ini` in project mode: its levels are listed in the Project tab. The open level stays
    /// until one of the project's is chosen. On failure the error says why and nothing changes.
    pub fn open_project(&mut self, ini: &Path) -> bool {
        let work = self.session.project.as_ref().map(|p| p.work.clone()).unwrap_or_default();
        match (work.list)(ini) {
            Ok(levels) => {
                let count = levels.len();
                // Reloading the list keeps what the user allowed.
                let allowed_shared = match self.session.project.take() {
                    Some(open) if open.ini == ini => open.allowed_shared,
                    _ => Default::default(),
                };
                self.session.project = Some(OpenProject::new(ini.to_path_buf(), levels, work, allowed_shared));
                self.session.last_project = Some(ini.to_path_buf());
                self.editing.tab = LeftTab::Project;
                self.remember_file(ini, false);
                self.notice = Some(format!(
                    "Opened the SonLVL project {}: {count} level(s), listed in the Project tab",
                    crate::panels::export_dialog::file_name(ini)
                ));
                true
            }
            Err(message) => {
                self.errors.push(ErrorReport {
                    title: format!("Could not open the project {}", ini.display()),
                    lines: message.lines().map(str::to_string).collect(),
                    note: "The level that was open is unchanged.".to_string(),
                });
                false
            }
        }
    }

    /// Lists the open project's levels again (files added or removed since).
    pub(super) fn refresh_project(&mut self) {
        if let Some(ini) = self.session.project.as_ref().map(|p| p.ini.clone()) {
            let tab = self.editing.tab;
            self.open_project(&ini);
            self.editing.tab = tab;
        }
    }

    /// Leaves project mode (the open level stays open, and still saves into its project).
    pub(super) fn close_project(&mut self) {
        self.session.project = None;
        if self.editing.tab == LeftTab::Project {
            self.editing.tab = LeftTab::View;
        }
    }

    /// Starts reading level `section` of the open project (the unsaved-changes prompt came first).
    pub(super) fn start_opening_project_level(&mut self, section: String) {
        // The thread asks the window for a frame when it is done (before the first frame: nobody to ask).
        let ctx = self.session.ctx.clone().unwrap_or_default();
        let Some(project) = &mut self.session.project else { return };
        if let Err(err) = project.start_opening(&ctx, section.clone()) {
            self.errors.push(ErrorReport {
                title: format!("Could not open [{}]", formats::read::printable(&section)),
                lines: vec![err.to_string()],
                note: "The level that was open is unchanged.".to_string(),
            });
        }
    }

    /// Abandons the level being read (its result is dropped when it arrives).
    pub(super) fn cancel_opening_project_level(&mut self) {
        if let Some(project) = &mut self.session.project {
            project.cancel_opening();
        }
    }

    /// Each frame: takes in a level of the project that finished reading.
    pub(super) fn poll_project(&mut self, ctx: &egui::Context) {
        let Some(project) = &mut self.session.project else { return };
        if project.opening().is_none() {
            return;
        }
        let Some((section, result)) = project.poll_opening() else {
            ctx.request_repaint_after(std::time::Duration::from_millis(250));
            return;
        };
        let ini = project.ini.clone();
        let printable = formats::read::printable(&section);
        match result {
            Ok(level) => {
                self.replace_document(Document::from_project(level, ini.clone(), section));
                self.notice = Some(format!(
                    "Opened [{printable}] of {}: Save writes it back into the project",
                    crate::panels::export_dialog::file_name(&ini)
                ));
            }
            Err(lines) => self.errors.push(ErrorReport {
                title: format!("Could not open [{printable}]"),
                lines,
                note: "The level that was open is unchanged.".to_string(),
            }),
        }
    }

    /// Save for a level of a project: the export dialog in its save form on the document as it is now. It
    /// writes at once when only this level's files change; otherwise it shows why it waits.
    pub(super) fn save_into_project(&mut self) {
        let Some(target) = self.document.project_level().cloned() else { return };
        let allowed = match &self.session.project {
            Some(open) if open.ini == target.ini => open.allowed_shared.get(&target.section).cloned(),
            _ => None,
        };
        let mut dialog = ExportDialog::new(self.document.level().clone());
        dialog.save_into(target.section.clone(), self.document.revision(), allowed.unwrap_or_default());
        dialog.set_project(&target.ini);
        self.session.export = Some(dialog);
    }

    /// A save into the project wrote files other levels use (the user allowed it): later saves of the level do
    /// not ask again for those.
    pub(super) fn remember_allowed_shared(&mut self, plan: &formats::export::sonlvl::Plan) {
        if let Some(open) = &mut self.session.project
            && open.ini == plan.ini
        {
            let allowed = open.allowed_shared.entry(plan.section.clone()).or_default();
            for shared in &plan.shared {
                allowed.extend(shared.keys.iter().map(|&k| (shared.section.clone(), k)));
            }
        }
    }

    /// A click on one of the project's levels: asks about unsaved changes, then reads it.
    pub(super) fn open_project_level(&mut self, section: String) {
        let current = self.document.project_level().is_some_and(|p| {
            p.section == section && self.session.project.as_ref().is_some_and(|open| open.ini == p.ini)
        });
        if !current {
            self.guard(Next::OpenProjectLevel(section));
        }
    }
}
