//! A numbered grid of art thumbnails (16x16 art blocks, 8x8 patterns) with a box to find one by number: the
//! pickers of the chunk editor's block brush, the block editor and the pattern editor. The caller draws each
//! thumbnail; the grid lays them out, scrolls to the selected one when it changes and reports clicks.

use egui::{Color32, FontId, Painter, Rect, Role, Sense, Stroke, StrokeKind, WidgetInfo, pos2, vec2};

const WARN: Color32 = Color32::from_rgb(0xFF, 0xA0, 0x30);

/// A grid's own state between frames: its "Find" box, and the selection it last scrolled to.
#[derive(Clone, Debug, Default)]
pub struct GridState {
    pub search: String,
    scrolled_to: Option<usize>,
    /// Frames left to scroll again when the selection is not in view yet (a grid that just grew, e.g. after
    /// "New block", knows its new height a frame late).
    retries: u8,
}

/// What a grid shows.
pub struct Grid<'a> {
    /// `"Art block"`, `"Pattern"`: the find box's hint, each cell's accessible name (`"Art block 12"`).
    pub what: &'a str,
    pub id_salt: &'a str,
    pub count: usize,
    pub selected: Option<usize>,
    /// Thumbnail side in points.
    pub thumb: f32,
    /// Cells a row.
    pub columns: usize,
    /// Height of the scrolled area in points.
    pub height: f32,
}

impl Grid<'_> {
    /// Shows the grid; `draw` paints thumbnail `index` into its rectangle. Returns the clicked index, or the one
    /// typed into the find box.
    pub fn show(
        self,
        ui: &mut egui::Ui,
        state: &mut GridState,
        draw: &mut dyn FnMut(&Painter, Rect, usize),
        hover: &dyn Fn(usize) -> String,
    ) -> Option<usize> {
        let mut picked = None;
        let cell = vec2(self.thumb + 8.0, self.thumb + 16.0);
        let width = self.columns as f32 * (cell.x + ui.spacing().item_spacing.x);
        ui.vertical(|ui| {
            ui.set_width(width);
            ui.horizontal(|ui| {
                let label = ui.label("Find");
                let hint = format!("{} #", self.what.to_lowercase());
                let field = egui::TextEdit::singleline(&mut state.search).desired_width(60.0).hint_text(hint);
                let resp = ui.add(field).labelled_by(label.id);
                let wanted = state.search.trim().trim_start_matches('#').parse::<usize>().ok();
                if resp.changed()
                    && let Some(i) = wanted.filter(|i| *i < self.count)
                {
                    picked = Some(i);
                }
                if wanted.is_some_and(|i| i >= self.count) {
                    ui.colored_label(WARN, format!("only {}", self.count));
                }
            });
            if self.count == 0 {
                ui.weak(format!("No {}s.", self.what.to_lowercase()));
                return;
            }
            let rows = self.count.div_ceil(self.columns);
            let row_step = cell.y + ui.spacing().item_spacing.y;
            let mut area =
                egui::ScrollArea::vertical().id_salt(self.id_salt).max_height(self.height).auto_shrink([false, true]);
            if state.scrolled_to != self.selected {
                if state.scrolled_to.is_some() || state.retries == 0 {
                    state.retries = 3;
                }
                state.scrolled_to = self.selected;
                if let Some(selected) = self.selected {
                    let row = selected.min(self.count - 1) / self.columns;
                    let shown = (self.height / row_step).floor().max(1.0);
                    let top = row as f32 - ((shown - 1.0) / 2.0).floor();
                    area = area.vertical_scroll_offset((top * row_step).max(0.0));
                }
            }
            let columns = self.columns;
            let shown = area.show_rows(ui, cell.y, rows, |ui, range| {
                let visible = range.clone();
                for row in range {
                    ui.horizontal(|ui| {
                        for index in row * self.columns..((row + 1) * self.columns).min(self.count) {
                            let selected = self.selected == Some(index);
                            let (rect, resp) = ui.allocate_exact_size(cell, Sense::click());
                            let name = format!("{} {index}", self.what);
                            resp.widget_info(|| WidgetInfo::selected(Role::Button, true, selected, &name));
                            if ui.is_rect_visible(rect) {
                                let painter = ui.painter_at(rect);
                                if selected {
                                    painter.rect_filled(rect, 3.0, ui.visuals().selection.bg_fill);
                                } else if resp.hovered() {
                                    painter.rect_filled(rect, 3.0, ui.visuals().widgets.hovered.weak_bg_fill);
                                }
                                let thumb = Rect::from_min_size(
                                    pos2(rect.center().x - self.thumb / 2.0, rect.top() + 2.0),
                                    vec2(self.thumb, self.thumb),
                                );
                                painter.rect_filled(thumb, 0.0, super::palette::LEVEL_BACKGROUND);
                                draw(&painter, thumb, index);
                                let stroke = Stroke::new(1.0, ui.visuals().weak_text_color());
                                painter.rect_stroke(thumb, 0.0, stroke, StrokeKind::Outside);
                                painter.text(
                                    pos2(rect.center().x, thumb.bottom() + 1.0),
                                    egui::Align2::CENTER_TOP,
                                    format!("{index}"),
                                    FontId::proportional(10.0),
                                    ui.visuals().text_color(),
                                );
                            }
                            if resp.on_hover_text(hover(index)).clicked() {
                                picked = Some(index);
                            }
                        }
                    });
                }
                visible
            });
            // Not in view after scrolling to it: try again next frame, a few times.
            if let Some(selected) = self.selected
                && state.retries > 0
            {
                state.retries -= 1;
                if !shown.inner.contains(&(selected / columns)) {
                    state.scrolled_to = None;
                    ui.ctx().request_repaint();
                }
            }
        });
        picked
    }
}

/// `uv` mirrored as a chunk cell's flips mirror its block.
pub fn flipped_uv(uv: Rect, x_flip: bool, y_flip: bool) -> Rect {
    let (mut min, mut max) = (uv.min, uv.max);
    if x_flip {
        std::mem::swap(&mut min.x, &mut max.x);
    }
    if y_flip {
        std::mem::swap(&mut min.y, &mut max.y);
    }
    Rect { min, max }
}
