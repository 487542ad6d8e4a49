//! File → New level…: name, chunk size, size in chunks and physics profile of a new level, built ready to play
//! (`studio_core::new_level`: a solid floor along the bottom, the start standing on it).

use formats::validate::limits::{MAX_LAYOUT_CELLS, MAX_LAYOUT_SIDE};
use formats::{ChunkSize, Level, ProfileId};
use strum::IntoEnumIterator;

/// The dialog's fields.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewLevelDialog {
    pub name: String,
    pub chunk_size: ChunkSize,
    /// Layout width in chunks.
    pub width: usize,
    /// Layout height in chunks.
    pub height: usize,
    pub profile: ProfileId,
}

impl Default for NewLevelDialog {
    /// A Sonic 2 style start: 128 px chunks, 16 x 8 chunks (2048 x 1024 px).
    fn default() -> Self {
        NewLevelDialog {
            name: "Untitled".to_string(),
            chunk_size: ChunkSize::Px128,
            width: 16,
            height: 8,
            profile: ProfileId::S2,
        }
    }
}

impl NewLevelDialog {
    /// Why the fields cannot make a level (None: they can).
    pub fn problem(&self) -> Option<String> {
        if self.name.trim().is_empty() {
            return Some("The level needs a name.".to_string());
        }
        if self.width == 0 || self.height == 0 || self.width > MAX_LAYOUT_SIDE || self.height > MAX_LAYOUT_SIDE {
            return Some(format!("Width and height must be 1 to {MAX_LAYOUT_SIDE} chunks."));
        }
        if self.width * self.height > MAX_LAYOUT_CELLS {
            return Some(format!("At most {MAX_LAYOUT_CELLS} chunks in all."));
        }
        None
    }

    /// The level the fields describe: a floor chunk across the bottom row, the start standing on it, bounds
    /// covering the layout (`studio_core::new_level::new_level`).
    pub fn level(&self) -> Level {
        studio_core::new_level::new_level(self.name.trim(), self.chunk_size, self.width, self.height, self.profile)
    }
}

fn profile_label(p: ProfileId) -> &'static str {
    match p {
        ProfileId::S1 => "Sonic 1",
        ProfileId::S2 => "Sonic 2",
        ProfileId::S3K => "Sonic 3 & Knuckles",
        ProfileId::CD => "Sonic CD",
        ProfileId::Mania => "Sonic Mania",
    }
}

/// Shows the dialog; returns the new level when the user presses Create. Clears `dialog` when done or cancelled.
pub fn window(ctx: &egui::Context, dialog: &mut Option<NewLevelDialog>) -> Option<Level> {
    let d = dialog.as_mut()?;
    let mut created = None;
    let mut cancel = false;
    // Anchored by its top edge: when the dialog grows (a list, a warning) the rows already shown stay put,
    // so a click lands on the row the user sees.
    let id = egui::Id::unique("new_level_dialog");
    let area = egui::Modal::default_area(id).anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 120.0));
    let modal = egui::Modal::new(id).area(area).show(ctx, |ui| {
        ui.heading("New level");
        ui.add_space(6.0);
        egui::Grid::new("new_level_grid").num_columns(2).spacing([12.0, 6.0]).show(ui, |ui| {
            let label = ui.label("Name");
            ui.add(egui::TextEdit::singleline(&mut d.name).desired_width(220.0)).labelled_by(label.id);
            ui.end_row();
            ui.label("Chunk size");
            ui.horizontal(|ui| {
                ui.radio_value(&mut d.chunk_size, ChunkSize::Px128, "128 px");
                ui.radio_value(&mut d.chunk_size, ChunkSize::Px256, "256 px");
            });
            ui.end_row();
            ui.label("Size in chunks");
            ui.horizontal(|ui| {
                let label = ui.label("width");
                ui.add(egui::DragValue::new(&mut d.width).range(1..=MAX_LAYOUT_SIDE)).labelled_by(label.id);
                let label = ui.label("× height");
                ui.add(egui::DragValue::new(&mut d.height).range(1..=MAX_LAYOUT_SIDE)).labelled_by(label.id);
            });
            ui.end_row();
            ui.label("");
            let px = d.chunk_size.pixels() as usize;
            ui.weak(format!("{} × {} px", d.width * px, d.height * px));
            ui.end_row();
            let label = ui.label("Physics");
            egui::ComboBox::from_id_salt("new_level_profile")
                .selected_text(profile_label(d.profile))
                .show_ui(ui, |ui| {
                    for p in ProfileId::iter() {
                        ui.selectable_value(&mut d.profile, p, profile_label(p));
                    }
                })
                .response
                .labelled_by(label.id);
            ui.end_row();
        });
        let problem = d.problem();
        if let Some(problem) = &problem {
            ui.colored_label(ui.visuals().warn_fg_color, problem);
        }
        ui.add_space(6.0);
        // Enter creates (also from the name field), as the default button of a dialog does.
        let enter = ui.input(|i| i.key_pressed(egui::Key::Enter));
        ui.horizontal(|ui| {
            if ui.add_enabled(problem.is_none(), egui::Button::new("Create")).clicked() || (enter && problem.is_none())
            {
                created = Some(d.level());
            }
            if ui.button("Cancel").clicked() {
                cancel = true;
            }
        });
    });
    if created.is_some() || cancel || modal.should_close() {
        *dialog = None;
    }
    created
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_make_the_level() {
        let d = NewLevelDialog {
            name: " Test Zone ".into(),
            chunk_size: ChunkSize::Px256,
            width: 5,
            height: 3,
            profile: ProfileId::S3K,
        };
        let level = d.level();
        assert_eq!(level.name, "Test Zone");
        assert_eq!(level.profile, ProfileId::S3K);
        assert_eq!((level.layout.width(), level.layout.height()), (5, 3));
        assert_eq!(level.pixel_size(), (1280, 768));
        assert_eq!((level.chunks.len(), level.layout.get(0, 2), level.layout.get(0, 1)), (1, Some(0), None));
        assert_eq!(level.player_start, formats::level::Point { x: 96, y: 768 - 32 - 20 });
        assert!(formats::validate::validate(&level).is_empty());
        assert_eq!(d.problem(), None);
        let side = Some("Width and height must be 1 to 1024 chunks.".to_string());
        assert_eq!(NewLevelDialog { width: 0, ..d.clone() }.problem(), side);
        assert_eq!(NewLevelDialog { height: 1025, ..d.clone() }.problem(), side);
        let cells = Some("At most 65536 chunks in all.".to_string());
        assert_eq!(NewLevelDialog { width: 1024, height: 65, ..d.clone() }.problem(), cells);
        assert_eq!(NewLevelDialog { width: 1024, height: 64, ..d.clone() }.problem(), None);
        assert_eq!(NewLevelDialog { name: "  ".into(), ..d }.problem(), Some("The level needs a name.".to_string()));
    }
}
