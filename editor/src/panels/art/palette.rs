//! The palette editor: the four lines of 16 colours in the Mega Drive's 9-bit colour space — 3 bits a channel,
//! a colour word `0000 BBB0 GGG0 RRR0` (`formats::import::palette`) — each channel as a level 0–7, the word in
//! hex, and a colour picker whose choice is rounded to the nearest Mega Drive colour. A drag is one undo step;
//! the level redraws at once. Colour 0 of each line is transparent (the backdrop shows through). A level whose
//! project has a water palette chooses Dry or Water: the water one is edited the same way, into the level's own
//! water colours (`formats::art_edits::ArtEdits::water_palette`).

use super::ArtPanel;
use crate::command::{Commands, Context};
use egui::{Color32, Role, Sense, Stroke, StrokeKind, WidgetInfo, vec2};
use formats::import::palette::{COLOUR_BITS, colour_to_rgb, rgb_to_colour};
use studio_core::command::EditCommand;
use studio_core::edit::Edit;
use studio_core::editing::{Change, Origin};
use studio_core::history::MergeKey;

/// A colour word's channel levels (red, green, blue; 0–7 each).
pub fn levels(word: u16) -> [u8; 3] {
    [0, 4, 8].map(|shift| ((word >> (shift + 1)) & 7) as u8)
}

/// The colour word of channel levels (each 0–7).
pub fn from_levels([r, g, b]: [u8; 3]) -> u16 {
    (u16::from(r & 7) << 1 | u16::from(g & 7) << 5 | u16::from(b & 7) << 9) & COLOUR_BITS
}

impl ArtPanel {
    pub(super) fn palette(&mut self, ui: &mut egui::Ui, ctx: &Context, out: &mut Commands) {
        let art = self.art.art.clone();
        let water = self.art.water.clone();
        let level = ctx.doc.level();
        let entry = ctx.editing.palette_entry.min(63);
        // The underwater palette (SonLVL's `paletteN=Water|…`, `formats::art::load_water_palette`) is edited
        // as the dry one is, into the level's own water colours.
        match &water {
            None => {
                self.water_chosen = false;
                ui.weak("No water palette in this level's art.");
            }
            Some(_) => {
                ui.horizontal(|ui| {
                    if ui
                        .selectable_label(!self.water_chosen, "Dry palette")
                        .on_hover_text("The palette above water")
                        .clicked()
                    {
                        self.water_chosen = false;
                    }
                    if ui
                        .selectable_label(self.water_chosen, "Water palette")
                        .on_hover_text("The palette below the water line (from the project's Water palette)")
                        .clicked()
                    {
                        self.water_chosen = true;
                    }
                });
            }
        }
        let water = water.filter(|_| self.water_chosen);
        let (edits, what) = match water {
            Some(_) => (&level.art_edits.water_palette, "water colour"),
            None => (&level.art_edits.palette, "palette colour"),
        };
        let word_of = |i: usize| match &water {
            Some(w) => w.get(i).map_or(0, |&rgb| rgb_to_colour(rgb)),
            None => art.as_ref().and_then(|a| a.palette_word(i)).unwrap_or(0),
        };
        let swatch = |i: usize| match &water {
            Some(_) => {
                let [r, g, b] = colour_to_rgb(word_of(i));
                Color32::from_rgb(r, g, b)
            }
            None => super::colour(art.as_deref(), i),
        };
        let set = |index: u8, colour: Option<u16>| match water {
            Some(_) => Edit::SetWaterColour { index, colour },
            None => Edit::SetPaletteColour { index, colour },
        };
        ui.label("Click a colour to edit it. Colour 0 of each line is transparent.");
        egui::Grid::new("palette_lines").spacing([2.0, 2.0]).min_col_width(0.0).show(ui, |ui| {
            for line in 0..4usize {
                ui.label(format!("Line {line}"));
                for c in 0..16usize {
                    let index = line * 16 + c;
                    let (rect, resp) = ui.allocate_exact_size(vec2(16.0, 20.0), Sense::click());
                    let selected = index == usize::from(entry);
                    resp.widget_info(|| {
                        WidgetInfo::selected(Role::Button, true, selected, format!("Palette line {line} colour {c}"))
                    });
                    ui.painter().rect_filled(rect, 0.0, swatch(index));
                    if edits.contains_key(&(index as u8)) {
                        // Edited in this level: a dot in the corner.
                        ui.painter().circle_filled(
                            rect.right_top() + vec2(-3.0, 3.0),
                            2.0,
                            Color32::from_rgb(0xFF, 0xA0, 0x30),
                        );
                    }
                    if selected {
                        ui.painter().rect_stroke(rect, 0.0, Stroke::new(2.0, Color32::WHITE), StrokeKind::Inside);
                    }
                    let word = word_of(index);
                    if resp.on_hover_text(format!("Line {line}, colour {c}: ${word:04X}")).clicked() {
                        out.change(Change::PaletteEntry(index as u8));
                    }
                }
                ui.end_row();
            }
        });
        ui.separator();
        let index = usize::from(entry);
        let word = word_of(index);
        let place = if water.is_some() { "Water line" } else { "Line" };
        ui.strong(format!("{place} {}, colour {}: ${word:04X}", index / 16, index % 16));
        let mut new = word;
        let merge = Some(MergeKey::Field { field: what, item: index, slot: 0 });
        let mut lv = levels(word);
        egui::Grid::new("palette_channels").show(ui, |ui| {
            for (i, name) in ["Red", "Green", "Blue"].iter().enumerate() {
                let label = ui.label(*name);
                if ui.add(egui::Slider::new(&mut lv[i], 0..=7)).labelled_by(label.id).changed() {
                    new = from_levels(lv);
                }
                ui.end_row();
            }
        });
        ui.horizontal(|ui| {
            let [r, g, b] = colour_to_rgb(word);
            let mut rgb = [r, g, b];
            let resp = ui
                .color_edit_button_srgb(&mut rgb)
                .on_hover_text("Any colour, rounded to the nearest Mega Drive colour");
            if resp.changed() {
                new = rgb_to_colour(rgb);
            }
            ui.label(format!("RGB {r}, {g}, {b} · word ${word:04X}"));
        });
        let edited = edits.contains_key(&entry);
        if ui
            .add_enabled(edited, egui::Button::new("Back to the art's colour"))
            .on_hover_text("Drop this level's own colour: the art source's shows again")
            .clicked()
        {
            out.edit(EditCommand::new(
                format!("Reset {what} {}:{}", index / 16, index % 16),
                Origin::Art,
                set(entry, None),
            ));
        }
        if new != word {
            out.edit(
                EditCommand::new(
                    format!("Set {what} {}:{}", index / 16, index % 16),
                    Origin::Art,
                    set(entry, Some(new)),
                )
                .merging(merge),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_round_trip_through_colour_words() {
        assert_eq!(levels(0x0EEE), [7, 7, 7]);
        assert_eq!(levels(0x0E02), [1, 0, 7]);
        assert_eq!(from_levels([1, 0, 7]), 0x0E02);
        for w in (0..=0x0EEEu16).filter(|w| w & !COLOUR_BITS == 0) {
            assert_eq!(from_levels(levels(w)), w);
        }
    }
}
