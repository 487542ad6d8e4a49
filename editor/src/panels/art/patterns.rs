//! The pattern editor: an 8x8 pattern's pixels painted with the 16 colours of a palette line (left click or
//! drag paints, right click picks), duplicate, clear and flip (the pixels rewritten), and the level's patterns
//! to choose from drawn with that line. Pixel value 0 is transparent in every line (`formats::art`).

use super::ArtPanel;
use crate::command::{Commands, Context};
use crate::widgets::art_grid::Grid;
use crate::widgets::palette;
use egui::{Color32, PointerButton, Rect, Role, Sense, Stroke, StrokeKind, WidgetInfo, pos2, vec2};
use formats::art::Pattern;
use formats::art_edits::PatternPixels;
use studio_core::command::EditCommand;
use studio_core::edit::Edit;
use studio_core::editing::{Change, Origin};
use studio_core::history::MergeKey;
use studio_core::operations::art::{append_pattern, flip_pattern};
use studio_core::usage::{pattern_usage, plural};

/// Screen points per pattern pixel in the painter.
const PIXEL: f32 = 22.0;

impl ArtPanel {
    pub(super) fn patterns(&mut self, ui: &mut egui::Ui, ctx: &Context, out: &mut Commands) {
        let art = self.art.art.clone();
        let count = art.as_ref().map_or(0, |a| a.pattern_count());
        let index = ctx.editing.pattern;
        let entry = ctx.editing.palette_entry;
        let line = usize::from(entry / 16);
        ui.horizontal(|ui| {
            if ui.add_enabled(index > 0, egui::Button::new("<")).on_hover_text("Previous pattern").clicked() {
                out.change(Change::Pattern(index - 1));
            }
            let mut wanted = usize::from(index);
            ui.add(egui::DragValue::new(&mut wanted).range(0..=count.saturating_sub(1)).prefix("Pattern "));
            if wanted != usize::from(index) {
                out.change(Change::Pattern(wanted as u16));
            }
            if ui
                .add_enabled(usize::from(index) + 1 < count, egui::Button::new(">"))
                .on_hover_text("Next pattern")
                .clicked()
            {
                out.change(Change::Pattern(index + 1));
            }
            ui.label(format!("of {count}"));
        });
        let pixels: Option<Pattern> = art.as_ref().and_then(|a| a.patterns().get(usize::from(index)).copied());
        let usage = art.as_deref().map(pattern_usage).unwrap_or_default();
        let used = usage.get(usize::from(index)).copied().unwrap_or(0);
        ui.label(match used {
            0 => format!("Pattern {index} is not used by any block"),
            n => format!("Pattern {index} is used by {n} block quarter{}", plural(n)),
        });
        // The lines the blocks draw it with: painting with another shows other colours than the level does.
        let lines = art.as_deref().map(|a| lines_of(a, usize::from(index))).unwrap_or_default();
        if !lines.is_empty() && !lines.contains(&line) {
            ui.horizontal(|ui| {
                let list: Vec<String> = lines.iter().map(usize::to_string).collect();
                ui.colored_label(
                    Color32::from_rgb(0xFF, 0xA0, 0x30),
                    format!("Its blocks draw it with line {}", list.join(", ")),
                );
                if ui.button(format!("Use line {}", lines[0])).clicked() {
                    out.change(Change::PaletteEntry((lines[0] * 16) as u8 + entry % 16));
                }
            });
        }
        ui.horizontal_wrapped(|ui| {
            if ui.button("New pattern").on_hover_text("Add a blank pattern after the last one").clicked() {
                self.append_pattern(ctx, out, "New pattern", [0; 64]);
            }
            if ui
                .add_enabled(pixels.is_some(), egui::Button::new("Duplicate"))
                .on_hover_text("Add a copy after the last pattern")
                .clicked()
                && let Some(p) = pixels
            {
                self.append_pattern(ctx, out, "Duplicate pattern", p);
            }
            for (name, verb) in [("Clear", 0), ("Flip X", 1), ("Flip Y", 2)] {
                if ui.add_enabled(pixels.is_some(), egui::Button::new(name)).clicked()
                    && let Some(p) = pixels
                {
                    let new = match verb {
                        0 => [0; 64],
                        1 => flip_pattern(&p, true, false),
                        _ => flip_pattern(&p, false, true),
                    };
                    let label = format!("{name} pattern {index}");
                    self.set_pattern(out, &label, None, index, new);
                }
            }
        });
        // The line's 16 colours: the paint colour.
        ui.horizontal(|ui| {
            ui.spacing_mut().item_spacing.x = 2.0;
            let label = ui.label("Line");
            let mut l = line;
            ui.add(egui::DragValue::new(&mut l).range(0..=3)).labelled_by(label.id);
            if l != line {
                out.change(Change::PaletteEntry((l * 16) as u8 + entry % 16));
            }
            for c in 0..16u8 {
                let (rect, resp) = ui.allocate_exact_size(vec2(14.0, 18.0), Sense::click());
                let index = line as u8 * 16 + c;
                resp.widget_info(|| {
                    WidgetInfo::selected(Role::Button, true, index == entry, format!("Paint colour {c}"))
                });
                ui.painter().rect_filled(rect, 0.0, super::colour(art.as_deref(), usize::from(index)));
                if c == 0 {
                    ui.painter().line_segment([rect.left_bottom(), rect.right_top()], Stroke::new(1.0, Color32::GRAY));
                }
                if index == entry {
                    ui.painter().rect_stroke(rect, 0.0, Stroke::new(2.0, Color32::WHITE), StrokeKind::Inside);
                }
                if resp
                    .on_hover_text(format!("Colour {c} of line {line}{}", if c == 0 { " (transparent)" } else { "" }))
                    .clicked()
                {
                    out.change(Change::PaletteEntry(index));
                }
            }
        });
        match pixels {
            Some(p) => self.painter(ui, out, index, p, (line, entry % 16)),
            None => {
                ui.weak("No such pattern: add one with New pattern.");
            }
        }
        ui.label("Left-drag: paint · right-click: pick the colour");
        ui.separator();
        let grid = Grid {
            what: "Pattern",
            id_salt: "pattern_library",
            count,
            selected: Some(usize::from(index)),
            thumb: 24.0,
            columns: 8,
            height: 240.0,
        };
        let mut state = std::mem::take(&mut self.pattern_grid);
        let picked = grid.show(
            ui,
            &mut state,
            &mut |painter, rect, i| self.paint_pattern(painter, rect, (i, line), (false, false)),
            &|i| {
                format!(
                    "Pattern {i}: used by {} block quarter{}",
                    usage.get(i).copied().unwrap_or(0),
                    plural(usage.get(i).copied().unwrap_or(0))
                )
            },
        );
        self.pattern_grid = state;
        if let Some(i) = picked {
            out.change(Change::Pattern(i as u16));
        }
    }

    /// The 8x8 painter.
    fn painter(
        &mut self,
        ui: &mut egui::Ui,
        out: &mut Commands,
        index: u16,
        pixels: Pattern,
        (line, colour): (usize, u8),
    ) {
        let art = self.art.art.clone();
        let (rect, resp) = ui.allocate_exact_size(vec2(8.0 * PIXEL, 8.0 * PIXEL), Sense::click_and_drag());
        resp.widget_info(|| WidgetInfo::labeled(Role::Canvas, true, "Pattern pixels"));
        let pixel_at = |p: egui::Pos2| {
            let col = ((p.x - rect.left()) / PIXEL).floor();
            let row = ((p.y - rect.top()) / PIXEL).floor();
            (col >= 0.0 && row >= 0.0 && col < 8.0 && row < 8.0).then(|| row as usize * 8 + col as usize)
        };
        let secondary = ui.input(|i| i.pointer.button_down(PointerButton::Secondary));
        let pressed = resp.is_pointer_button_down_on() && !secondary;
        let mut shown = pixels;
        if resp.secondary_clicked()
            && let Some(i) = resp.interact_pointer_pos().and_then(pixel_at)
        {
            out.change(Change::PaletteEntry((line * 16) as u8 + pixels[i]));
        } else if (pressed || resp.clicked())
            && let Some(i) = resp.interact_pointer_pos().and_then(pixel_at)
            && pixels[i] != colour
        {
            let key = *self.stroke.get_or_insert_with(MergeKey::new_stroke);
            shown[i] = colour;
            self.set_pattern(out, &format!("Paint pattern {index}"), Some(key), index, shown);
        }
        if !pressed {
            self.stroke = None;
        }
        let painter = ui.painter_at(rect);
        painter.rect_filled(rect, 0.0, palette::LEVEL_BACKGROUND);
        for (i, &v) in shown.iter().enumerate() {
            if v == 0 {
                continue;
            }
            let min = pos2(rect.left() + (i % 8) as f32 * PIXEL, rect.top() + (i / 8) as f32 * PIXEL);
            painter.rect_filled(
                Rect::from_min_size(min, vec2(PIXEL, PIXEL)),
                0.0,
                super::colour(art.as_deref(), line * 16 + usize::from(v)),
            );
        }
        let grid = Stroke::new(1.0, Color32::from_rgba_unmultiplied(0x80, 0x80, 0x80, 0x50));
        for i in 1..8 {
            let d = i as f32 * PIXEL;
            painter.vline(rect.left() + d, rect.y_range(), grid);
            painter.hline(rect.x_range(), rect.top() + d, grid);
        }
        if let Some(i) = resp.hover_pos().and_then(pixel_at) {
            let min = pos2(rect.left() + (i % 8) as f32 * PIXEL, rect.top() + (i / 8) as f32 * PIXEL);
            painter.rect_stroke(
                Rect::from_min_size(min, vec2(PIXEL, PIXEL)),
                0.0,
                Stroke::new(1.0, palette::HOVER),
                StrokeKind::Inside,
            );
            resp.on_hover_text(format!("pixel {}, {}: colour {}", i % 8, i / 8, shown[i]));
        }
    }

    /// Queues pattern `index`'s new pixels (nothing when unchanged).
    fn set_pattern(&mut self, out: &mut Commands, label: &str, merge: Option<MergeKey>, index: u16, pixels: Pattern) {
        if self.art.art.as_ref().and_then(|a| a.patterns().get(usize::from(index))) == Some(&pixels) {
            return;
        }
        self.notice = None;
        let edit = Edit::SetArtPattern { index, pixels: Some(PatternPixels(pixels)) };
        out.edit(EditCommand::new(label, Origin::Art, edit).merging(merge));
    }

    /// Appends a pattern and edits it next.
    fn append_pattern(&mut self, ctx: &Context, out: &mut Commands, label: &str, pixels: Pattern) {
        match append_pattern(ctx.doc.level(), self.art.art.as_deref(), pixels) {
            Ok((edit, index)) => {
                self.notice = None;
                out.edit(EditCommand::new(label, Origin::Art, edit).then(Change::Pattern(index)));
            }
            Err(message) => self.notice = Some(message),
        }
    }
}

/// The palette lines the art's blocks draw pattern `index` with, most used first.
pub fn lines_of(art: &formats::art::LevelArt, index: usize) -> Vec<usize> {
    let mut counts = [0usize; 4];
    for id in 0..art.block_count().min(usize::from(u16::MAX)) {
        for w in art.block_mapping(id as u16).into_iter().flatten() {
            if w.pattern() == index {
                counts[w.line()] += 1;
            }
        }
    }
    let mut lines: Vec<usize> = (0..4).filter(|&l| counts[l] > 0).collect();
    lines.sort_by_key(|&l| std::cmp::Reverse(counts[l]));
    lines
}
