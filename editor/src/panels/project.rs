//! The left panel's Project tab (project mode): the open SonLVL project's levels, as SonLVL lists them, with
//! what each lacks; a click opens one, the open one is marked. The window shown while a level is read.

use crate::command::{Command, Commands};
use crate::panels::import_dialog::{Job, Work};
use formats::Level;
use formats::import::LevelStatus;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use studio_core::document::ProjectLevel;

/// True for a path that names a SonLVL project (`*.ini`, any case: SonLVL runs on Windows).
pub fn is_project_file(path: &Path) -> bool {
    path.extension().is_some_and(|e| e.eq_ignore_ascii_case("ini"))
}

/// Other levels' files, as (section, INI key), that saves of a level may change without asking again.
pub type Allowed = BTreeSet<(String, &'static str)>;

/// A level being read: its section and the background import.
type Reading = (String, Job<Result<Level, Vec<String>>>);

/// The project open in project mode (the app's `session.project`).
#[derive(Debug)]
pub struct OpenProject {
    /// The project file (`SonLVL.ini`).
    pub ini: PathBuf,
    /// Its levels, in file order, with the files each lacks (as `import sonlvl --list` says).
    pub levels: Vec<LevelStatus>,
    /// The level being read: its section and the background import.
    pending: Option<Reading>,
    /// What listing and reading run (tests put stand-ins here).
    pub work: Work,
    /// Per section saved: the other levels' files the user allowed a save to change (SonLVL's own INIs give
    /// the 2-player Emerald Hill its 1-player objects file): later saves of this session do not ask again.
    pub allowed_shared: BTreeMap<String, Allowed>,
}

impl OpenProject {
    pub fn new(ini: PathBuf, levels: Vec<LevelStatus>, work: Work, allowed_shared: BTreeMap<String, Allowed>) -> Self {
        OpenProject { ini, levels, pending: None, work, allowed_shared }
    }

    /// The section being opened, and for how many seconds, while it is read.
    pub fn opening(&self) -> Option<(&str, u64)> {
        self.pending.as_ref().map(|(section, job)| (section.as_str(), job.seconds()))
    }

    /// Starts reading `section` on a background thread (an earlier read is abandoned).
    pub fn start_opening(&mut self, ctx: &egui::Context, section: String) -> std::io::Result<()> {
        let (import, ini, name) = (std::sync::Arc::clone(&self.work.import), self.ini.clone(), section.clone());
        let job = Job::spawn(ctx, "sonlvl-project-level", move || import(&ini, &name, None))?;
        self.pending = Some((section, job));
        Ok(())
    }

    /// Abandons the level being read (its result is dropped when it arrives).
    pub fn cancel_opening(&mut self) {
        self.pending = None;
    }

    /// The level read, once it is done: its section and the level or the error's lines.
    pub fn poll_opening(&mut self) -> Option<(String, Result<Level, Vec<String>>)> {
        let result = self.pending.as_ref()?.1.poll()?;
        let (section, _) = self.pending.take()?;
        let result = result.unwrap_or_else(|()| Err(vec!["Reading the level stopped unexpectedly.".to_string()]));
        Some((section, result))
    }
}

/// A level's name as the lists show it: "Emerald Hill Zone Act 1", or "Name [section]" when they differ.
fn level_name(entry: &formats::import::LevelEntry) -> String {
    let (name, section) = (formats::read::printable(&entry.display_name), formats::read::printable(&entry.section));
    if name == section { name } else { format!("{name} [{section}]") }
}

/// The Project tab.
pub fn show(ui: &mut egui::Ui, project: &OpenProject, current: Option<&ProjectLevel>, out: &mut Commands) {
    let file = crate::panels::export_dialog::file_name(&project.ini);
    ui.strong(format!("SonLVL project: {file}")).on_hover_text(project.ini.display().to_string());
    ui.horizontal(|ui| {
        for command in [Command::RefreshProject, Command::CloseProject] {
            if ui.button(command.label()).on_hover_text(command.entry().tooltip).clicked() {
                out.push(command);
            }
        }
    });
    let current = current.filter(|c| c.ini == project.ini).map(|c| c.section.as_str());
    ui.label(match current {
        Some(_) => {
            "Save (Ctrl+S) writes the open level into the project, keeping .bak files; Save As… keeps a \
                    level file instead."
        }
        None => "Click a level to open it. Save then writes it back into the project.",
    });
    ui.separator();
    egui::ScrollArea::vertical().id_salt("project_levels").show(ui, |ui| {
        for status in &project.levels {
            let name = level_name(&status.level);
            // As `import sonlvl --list` says it: what the level lacks (opening it would fail and say so).
            let text = if status.missing.is_empty() {
                egui::RichText::new(name)
            } else {
                egui::RichText::new(format!("{name} — missing {}", status.missing.join(", ")))
                    .color(ui.visuals().warn_fg_color)
            };
            let open = current == Some(status.level.section.as_str());
            let response = ui.selectable_label(open, text);
            let response = if status.missing.is_empty() {
                response
            } else {
                response.on_hover_text("The project does not name these files, or they are not there")
            };
            if response.clicked() && !open {
                out.push(Command::OpenProjectLevel(status.level.section.clone()));
            }
        }
    });
}

/// The modal window while a level of the project is read: what, for how long, and Cancel. True when cancelled.
pub fn opening_window(ctx: &egui::Context, section: &str, seconds: u64) -> bool {
    let mut cancel = false;
    let modal = egui::Modal::new(egui::Id::unique("project_opening")).show(ctx, |ui| {
        ui.label(format!("Opening [{}]… {seconds} s", formats::read::printable(section)));
        ui.add_space(6.0);
        cancel = ui.button("Cancel").clicked();
    });
    cancel || modal.should_close()
}
