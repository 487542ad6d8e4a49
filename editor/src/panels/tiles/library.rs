//! The tile library: every solid tile as a thumbnail with its index, angle and usage count.

use super::TilesPanel;
use crate::command::{Commands, Context};
use crate::widgets::level_art::{ArtHandles, TileArt};
use crate::widgets::tile_shape::tile_cell;
use egui::{Color32, FontId, Role, Sense, Stroke, StrokeKind, WidgetInfo, pos2, vec2};
use formats::{Angle, SolidTile};
use studio_core::command::EditCommand;
use studio_core::edit::Edit;
use studio_core::editing::{Change, Origin};
use studio_core::operations::tiles::delete_tile_edit;
use studio_core::usage::TileUsage;

/// One library cell: a 32-point thumbnail and two lines of small text under it.
const CELL: egui::Vec2 = vec2(58.0, 62.0);
const THUMB: f32 = 32.0;
const WARN: Color32 = Color32::from_rgb(0xFF, 0xA0, 0x30);

/// Queues `tile` added after the last tile, selected once added (appending keeps every existing reference
/// valid).
fn append(panel: &mut TilesPanel, ctx: &Context, out: &mut Commands, label: &str, tile: SolidTile) {
    let index = ctx.doc.level().tiles.len();
    panel.angle_error = None;
    out.edit(EditCommand::new(label, Origin::Tiles, Edit::InsertTile { index, tile }).then(Change::Tile(index)));
    panel.scroll_to_selected = true;
}

/// Queues the deletion of tile `index` with its references remapped (see [`delete_tile_edit`]); the core keeps
/// the selection valid. The question is answered either way: a refusal is shown instead.
fn delete(panel: &mut TilesPanel, ctx: &Context, out: &mut Commands, index: usize) {
    let edit = delete_tile_edit(ctx.doc.level(), index);
    panel.angle_error = None;
    out.simple_edit(format!("Delete tile {index}"), Origin::Tiles, edit);
    panel.confirm_delete = None;
}

/// The Tiles tab of the left panel.
pub(super) fn show(panel: &mut TilesPanel, ui: &mut egui::Ui, ctx: &Context, out: &mut Commands) {
    let level = ctx.doc.level();
    let selected_index = ctx.editing.tile;
    let count = level.tiles.len();
    let usage = TileUsage::of(level);
    // A scroll asked for in an earlier frame: the selection change queued with it has been applied since.
    let scroll_to_selected = std::mem::take(&mut panel.scroll_to_selected);
    ui.horizontal_wrapped(|ui| {
        if ui.button("New tile").on_hover_text("Add an empty tile after the last one").clicked() {
            append(panel, ctx, out, "New tile", SolidTile::EMPTY);
        }
        let selected = level.tiles.get(selected_index).cloned();
        if ui.add_enabled(selected.is_some(), egui::Button::new("Duplicate tile")).clicked()
            && let Some(tile) = selected
        {
            append(panel, ctx, out, "Duplicate tile", tile);
        }
        if ui.add_enabled(selected_index < count, egui::Button::new("Delete tile")).clicked() {
            if usage.cells(selected_index) == 0 {
                delete(panel, ctx, out, selected_index);
            } else {
                panel.confirm_delete = Some(selected_index);
            }
        }
        if ui.add_enabled(selected_index < count, egui::Button::new("Edit tile…")).clicked() {
            out.change(Change::TileEditorOpen(true));
        }
    });
    ui.horizontal(|ui| {
        let label = ui.label("Go to tile");
        let resp = ui.add(egui::TextEdit::singleline(&mut panel.search).desired_width(50.0)).labelled_by(label.id);
        let wanted = panel.search.trim().trim_start_matches('#').parse::<usize>().ok();
        if resp.changed()
            && let Some(i) = wanted.filter(|i| *i < count)
        {
            out.change(Change::Tile(i));
            panel.scroll_to_selected = true;
        }
        if wanted.is_some_and(|i| i >= count) {
            ui.colored_label(WARN, format!("only {count}"));
        }
    });
    confirm_delete(panel, ui, ctx, out, &usage);
    if let Some(msg) = panel.notice(ctx) {
        ui.colored_label(ui.visuals().error_fg_color, msg);
    }
    if let Some(tile) = level.tiles.get(selected_index) {
        ui.label(format!(
            "Tile {selected_index} · angle {} · {}",
            Angle(tile.angle).label(),
            usage.text(selected_index)
        ));
    }
    ui.separator();
    if count == 0 {
        ui.label("The level has no tiles yet.");
        return;
    }

    panel.art_ids.sync(ctx.doc);
    let columns = ((ui.available_width() / (CELL.x + ui.spacing().item_spacing.x)).floor() as usize).max(1);
    let rows = count.div_ceil(columns);
    let row_step = CELL.y + ui.spacing().item_spacing.y;
    let mut area = egui::ScrollArea::vertical().auto_shrink(false).id_salt("tile_library");
    if scroll_to_selected {
        let row = selected_index.min(count - 1) / columns;
        area = area.vertical_scroll_offset((row as f32 * row_step - 2.0 * row_step).max(0.0));
    }
    if panel.scroll_to_selected {
        // Asked for this frame: draw the next frame too, when the selection has changed.
        ui.ctx().request_repaint();
    }
    area.show_rows(ui, CELL.y, rows, |ui, range| {
        for row in range {
            ui.horizontal(|ui| {
                for index in row * columns..((row + 1) * columns).min(count) {
                    cell(ui, ctx, out, &usage, (&panel.art, panel.art_ids.ids()), index);
                }
            });
        }
    });
}

/// One thumbnail (the art of the first block using the tile under its shape, as the view's Terrain switch
/// says): click selects, double-click opens the tile editor.
fn cell(
    ui: &mut egui::Ui,
    ctx: &Context,
    out: &mut Commands,
    usage: &TileUsage,
    (handles, art_ids): (&ArtHandles, &[Option<u16>]),
    index: usize,
) {
    let Some(tile) = ctx.doc.level().tiles.get(index) else { return };
    let selected = ctx.editing.tile == index;
    let (rect, resp) = ui.allocate_exact_size(CELL, Sense::click());
    let lints = tile.lint();
    resp.widget_info(|| WidgetInfo::selected(Role::Button, true, selected, format!("Tile {index}")));
    if ui.is_rect_visible(rect) {
        let painter = ui.painter_at(rect);
        // Tile 0 is the empty shape: the blocks "using" it are the level's non-solid ones, whose art (grass,
        // sky) says nothing about it.
        let mut art = TileArt::for_tile(handles, art_ids, index, ctx.view);
        if index == 0 {
            art.block = None;
        }
        let thumb = tile_cell(ui, &painter, rect, &resp, tile, selected, THUMB, art);
        if !lints.is_empty() {
            painter.circle_filled(thumb.right_top() + vec2(-3.0, 3.0), 3.5, WARN);
        }
        painter.rect_stroke(thumb, 0.0, Stroke::new(1.0, ui.visuals().weak_text_color()), StrokeKind::Outside);
        let text = ui.visuals().text_color();
        let font = FontId::proportional(10.0);
        // "12 · 45°" (tile 12, SPG degrees), "3 · flag" for a flagged angle; the tooltip has the hex and more.
        let angle = if Angle(tile.angle) == Angle::FLAGGED {
            "flag".to_string()
        } else {
            format!("{:.0}°", Angle(tile.angle).degrees())
        };
        let name = if index == 0 { "0 · empty".to_string() } else { format!("{index} · {angle}") };
        painter.text(pos2(rect.center().x, thumb.bottom() + 2.0), egui::Align2::CENTER_TOP, name, font.clone(), text);
        let (a, b) = (usage.a[index], usage.b[index]);
        let used = if a + b == 0 { "unused".to_string() } else { format!("used {}×", a + b) };
        painter.text(
            pos2(rect.center().x, thumb.bottom() + 14.0),
            egui::Align2::CENTER_TOP,
            used,
            font,
            ui.visuals().weak_text_color(),
        );
    }
    let resp = resp.on_hover_ui(|ui| {
        ui.label(format!("Tile {index} · angle {}", Angle(tile.angle).label()));
        ui.label(format!("{} block(s) on layer A, {} on layer B", usage.a[index], usage.b[index]));
        ui.label(usage.text(index));
        for lint in &lints {
            ui.colored_label(WARN, format!("! {lint}"));
        }
        ui.label("Double-click to edit");
    });
    if resp.clicked() {
        out.change(Change::Tile(index));
    }
    if resp.double_clicked() {
        out.change(Change::Tile(index));
        out.change(Change::TileEditorOpen(true));
    }
}

/// The "this tile is in use" question, when a used tile's Delete was pressed.
fn confirm_delete(panel: &mut TilesPanel, ui: &mut egui::Ui, ctx: &Context, out: &mut Commands, usage: &TileUsage) {
    let Some(index) = panel.confirm_delete else { return };
    if index >= ctx.doc.level().tiles.len() {
        panel.confirm_delete = None;
        return;
    }
    egui::Frame::group(ui.style()).stroke(Stroke::new(1.0, WARN)).show(ui, |ui| {
        ui.colored_label(WARN, format!("Tile {index} is {}.", usage.text(index)));
        if index == 0 {
            ui.label("Tile 0 is what deleted tiles are remapped to, so a used tile 0 cannot be deleted.");
            if ui.button("OK").clicked() {
                panel.confirm_delete = None;
            }
            return;
        }
        ui.label("Deleting points those cells at tile 0; tiles after it are renumbered one down.");
        ui.horizontal(|ui| {
            if ui.button("Delete and remap to tile 0").clicked() {
                delete(panel, ctx, out, index);
            }
            if ui.button("Cancel").clicked() {
                panel.confirm_delete = None;
            }
        });
    });
}
