//! File → Import image…: choose a PNG (file dialog or typed path) and whether it is a tileset or the whole
//! level, and make a new, not yet saved level from it ([`studio_core::image_level`]: Mega Drive art and
//! collision from the opaque pixels). Reading and converting a large picture takes a moment, so it runs on a
//! background thread as the SonLVL import does; the report of what the picture lost is shown afterwards.

use super::import_dialog::Job;
use formats::Level;
use std::path::PathBuf;
use std::time::Duration;
use studio_core::image_level::{ImageMode, level_from_image};

/// The made level and its report's summary, or the error's lines.
pub type Made = Result<(Box<Level>, String), Vec<String>>;

/// The dialog's state.
#[derive(Debug, Default)]
pub struct ImageImportDialog {
    /// The PNG's path as typed.
    pub path_text: String,
    pub mode: ImageMode,
    /// Why the last attempt failed, or that no file dialog is available.
    pub error: Option<String>,
    /// Put the keyboard focus in the path field on the next frame.
    focus_pending: bool,
    pending: Option<(Job<Made>, PathBuf)>,
}

/// What the user asked for, or what finished.
#[derive(Debug)]
pub enum ImageImportRequest {
    /// Show a file dialog for the PNG.
    Browse,
    /// The level was made from the PNG (or not: the error's lines). The dialog has closed.
    Made { png: PathBuf, result: Made },
}

impl ImageImportDialog {
    pub fn new() -> Self {
        ImageImportDialog { focus_pending: true, ..ImageImportDialog::default() }
    }

    /// Sets the picture's path (a file dialog chose it).
    pub fn set_path(&mut self, path: &std::path::Path) {
        self.path_text = path.display().to_string();
        self.error = None;
    }

    /// True while the picture is being made into a level.
    pub fn is_busy(&self) -> bool {
        self.pending.is_some()
    }

    /// Starts making the level.
    fn start(&mut self, ctx: &egui::Context) {
        let png = PathBuf::from(self.path_text.trim());
        let (path, mode) = (png.clone(), self.mode);
        let work = move || -> Made {
            let image = formats::image_art::read_image(&path).map_err(|m| vec![m])?;
            let name = path.file_stem().map_or_else(|| "image".to_string(), |s| s.to_string_lossy().into_owned());
            let made = level_from_image(&image, mode, &name).map_err(|m| vec![format!("{}: {m}", path.display())])?;
            Ok((Box::new(made.level), made.report.summary()))
        };
        match Job::spawn(ctx, "image-import", work) {
            Ok(job) => self.pending = Some((job, png)),
            Err(e) => self.error = Some(format!("Cannot import: {e}")),
        }
    }
}

/// Shows the dialog. Clears `dialog` on Cancel and once the level is made.
pub fn window(ctx: &egui::Context, dialog: &mut Option<ImageImportDialog>) -> Option<ImageImportRequest> {
    let d = dialog.as_mut()?;
    if let Some((job, png)) = &d.pending
        && let Some(result) = job.poll()
    {
        let result = result.unwrap_or_else(|()| Err(vec!["The import stopped unexpectedly.".to_string()]));
        let png = png.clone();
        *dialog = None;
        return Some(ImageImportRequest::Made { png, result });
    }
    if d.is_busy() {
        ctx.request_repaint_after(Duration::from_millis(250));
    }
    let busy = d.is_busy();
    let mut request = None;
    let mut cancel = false;
    let id = egui::Id::unique("image_import_dialog");
    let area = egui::Modal::default_area(id).anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 120.0));
    let modal = egui::Modal::new(id).area(area).show(ctx, |ui| {
        ui.heading("Import image");
        ui.add_space(6.0);
        ui.label(
            "A PNG whose sides are multiples of 16. Its colours are rounded to the Mega Drive's and fitted to four \
             palette lines; duplicate and mirrored blocks are merged; collision comes from the opaque pixels.",
        );
        let label = ui.label("Image file (.png):");
        ui.add_enabled_ui(!busy, |ui| {
            ui.horizontal(|ui| {
                let edit = ui
                    .add(egui::TextEdit::singleline(&mut d.path_text).desired_width(360.0).hint_text("art/tileset.png"))
                    .labelled_by(label.id);
                if std::mem::take(&mut d.focus_pending) {
                    edit.request_focus();
                }
                if ui.button("Browse…").clicked() {
                    request = Some(ImageImportRequest::Browse);
                }
            });
            for mode in ImageMode::ALL {
                ui.radio_value(&mut d.mode, mode, mode.label());
            }
        });
        if let Some((job, _)) = &d.pending {
            ui.label(format!("Making the level… {} s", job.seconds()));
        }
        if let Some(err) = &d.error {
            ui.colored_label(ui.visuals().error_fg_color, err);
        }
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            if ui.add_enabled(!busy && !d.path_text.trim().is_empty(), egui::Button::new("Import")).clicked() {
                d.start(ui.ctx());
            }
            if ui.button("Cancel").clicked() {
                cancel = true;
            }
        });
    });
    if cancel || modal.should_close() {
        *dialog = None;
    }
    request
}
