//! The left panel: the tools and the palette of block kinds, each drawn as the views draw it and named as the
//! disassembly names it; the brush is highlighted. Hovering a kind tells what touching it does.

use super::blocks;
use super::{SpecialStageEditor, SsCommand, SsTool};
use egui::{Sense, vec2};

pub fn show(ui: &mut egui::Ui, editor: &SpecialStageEditor, out: &mut Vec<SsCommand>) {
    ui.heading("Tools");
    ui.horizontal_wrapped(|ui| {
        for tool in SsTool::ALL {
            if ui.selectable_label(editor.tool == tool, tool.label()).on_hover_text(tool.tooltip()).clicked() {
                out.push(SsCommand::Tool(tool));
            }
        }
    });
    ui.separator();
    ui.heading("Blocks");
    ui.label(format!("Brush: {} ({:02X})", blocks::name(editor.brush), editor.brush));
    ui.add_space(4.0);
    let width = ui.available_width();
    let columns = if width >= 230.0 { 2 } else { 1 };
    egui::Grid::new("ss_palette_grid").num_columns(columns).spacing(vec2(4.0, 4.0)).show(ui, |ui| {
        for (i, &id) in blocks::PALETTE.iter().enumerate() {
            entry(ui, editor.brush == id, id, width / columns as f32 - 6.0, out);
            if (i + 1) % columns == 0 {
                ui.end_row();
            }
        }
    });
}

/// One palette entry: the swatch and the name; a click makes it the brush.
fn entry(ui: &mut egui::Ui, selected: bool, id: u8, width: f32, out: &mut Vec<SsCommand>) {
    let name = blocks::name(id);
    let (rect, response) = ui.allocate_exact_size(vec2(width.max(100.0), 28.0), Sense::click());
    let visuals = ui.style().interact_selectable(&response, selected);
    if selected || response.hovered() {
        ui.painter().rect_filled(rect, 3.0, visuals.weak_bg_fill);
    }
    blocks::swatch(ui.painter(), id, rect.left_center() + vec2(14.0, 0.0), 24.0);
    // Long names stop at the entry's edge instead of running into the next column.
    ui.painter().with_clip_rect(rect).text(
        rect.left_center() + vec2(32.0, 0.0),
        egui::Align2::LEFT_CENTER,
        &name,
        egui::FontId::proportional(13.0),
        visuals.text_color(),
    );
    let response = response.on_hover_text(format!("{name} ({id:02X}): {}", blocks::effect(id)));
    response.widget_info(|| egui::WidgetInfo::selected(egui::Role::Button, true, selected, format!("Block {name}")));
    if response.clicked() {
        out.push(SsCommand::Brush(id));
    }
}
