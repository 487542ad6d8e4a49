//! The tool bar above the level view: the tools (with their shortcut keys), the chunk brush, the layout size.

use super::tools::ToolState;
use crate::command::{Command, Commands, Context};
use egui::{Color32, RichText, TextEdit};
use studio_core::editing::{Change, Origin, Tool};
use studio_core::operations::layout::{self, brush_text};

/// The tools in tool-bar order, with their button text and what they do.
pub const TOOLS: [(Tool, &str, &str); 7] = [
    (Tool::Select, "Select", "Select, move and delete objects and switchers"),
    (Tool::PaintChunk, "Paint", "Click or drag to paint the brush chunk into layout cells (Alt+click picks)"),
    (Tool::RectFill, "Rectangle", "Drag a rectangle of layout cells; releasing fills it with the brush chunk"),
    (Tool::PickChunk, "Pick", "Click a layout cell to make its chunk the brush"),
    (Tool::PlaceObject, "Object", "Click to place the object brush"),
    (Tool::PlaceSwitcher, "Switcher", "Click to place a layer switcher"),
    (Tool::Shape, "Shape", "Drag to draw a slope, curve, S-curve, quarter pipe or loop (tiles, angles, switchers)"),
];

/// Draws the tool bar.
pub fn show(ui: &mut egui::Ui, ctx: &Context, state: &mut ToolState, out: &mut Commands) {
    let editing = ctx.editing;
    egui::Frame::new().inner_margin(egui::Margin::symmetric(6, 3)).show(ui, |ui| {
        ui.horizontal_wrapped(|ui| {
            for (tool, text, tip) in TOOLS {
                let key = Command::SetTool(tool).shortcut_text(ui.ctx());
                let tip = if key.is_empty() { tip.to_string() } else { format!("{tip} ({key})") };
                if ui.selectable_label(editing.tool == tool, text).on_hover_text(tip).clicked() {
                    out.push(Command::SetTool(tool));
                }
            }
            ui.separator();
            if editing.tool == Tool::Shape {
                for kind in studio_core::shape::ShapeKind::ALL {
                    if ui.selectable_label(editing.shape == kind, kind.label()).clicked() {
                        out.change(Change::ShapeKind(kind));
                    }
                }
                ui.separator();
            }
            ui.label(format!("Brush: {}", brush_text(editing.chunk)));
            if ui
                .selectable_label(editing.chunk.is_none(), "Eraser")
                .on_hover_text("Paint empty cells; click again to go back to the chunk brush")
                .clicked()
            {
                out.change(Change::ChunkBrush(match editing.chunk {
                    Some(_) => None,
                    None => editing.brush_after_eraser(ctx.doc.level()),
                }));
            }
            ui.separator();
            resize_menu(ui, ctx, state, out);
            let refused = state.error.as_deref().or(editing.refusals.get(Origin::Layout));
            if let Some(error) = refused {
                ui.separator();
                ui.label(RichText::new(error).color(Color32::from_rgb(0xFF, 0x80, 0x70)));
            }
        });
    });
}

/// "Layout W x H" menu: width and height in chunks, refused over `formats::validate::limits`.
fn resize_menu(ui: &mut egui::Ui, ctx: &Context, state: &mut ToolState, out: &mut Commands) {
    let level = ctx.doc.level();
    let (w, h) = (level.layout.width(), level.layout.height());
    // Stays open on clicks inside (typing, a refused size); closes on Resize or a click outside.
    let config =
        egui::containers::menu::MenuConfig::new().close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside);
    let (_, menu) = egui::containers::menu::MenuButton::new(format!("Layout {w} x {h}")).config(config).ui(ui, |ui| {
        if state.resize_width.is_empty() && state.resize_height.is_empty() {
            state.resize_width = w.to_string();
            state.resize_height = h.to_string();
        }
        ui.label(RichText::new("Layout size in chunks").strong());
        egui::Grid::new("resize_layout").num_columns(2).show(ui, |ui| {
            let label = ui.label("Width");
            ui.add(TextEdit::singleline(&mut state.resize_width).desired_width(60.0)).labelled_by(label.id);
            ui.end_row();
            let label = ui.label("Height");
            ui.add(TextEdit::singleline(&mut state.resize_height).desired_width(60.0)).labelled_by(label.id);
            ui.end_row();
        });
        ui.label(RichText::new("Cells beyond the new size are dropped; new cells are empty.").weak());
        if ui.button("Resize layout").clicked() {
            let parsed = (state.resize_width.trim().parse::<usize>(), state.resize_height.trim().parse::<usize>());
            let result = match parsed {
                (Ok(nw), Ok(nh)) => layout::resize(level, nw, nh).map(|edit| (nw, nh, edit)),
                _ => Err("Width and height must be whole numbers.".to_string()),
            };
            match result {
                Ok((nw, nh, edit)) => {
                    state.error = None;
                    if edit.is_some() {
                        out.push(Command::ResizeLayout(nw, nh));
                    }
                    ui.close();
                }
                Err(e) => state.error = Some(format!("Resize refused: {e}")),
            }
        }
    });
    if menu.is_none() {
        // Closed: the fields start from the current size next time.
        state.resize_width.clear();
        state.resize_height.clear();
    }
}
