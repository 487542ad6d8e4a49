//! The object palette: every object kind the level model has, to place in the level.

use super::inspector::{self, Changes};
use crate::command::{Command, Commands, Context};
use crate::widgets::camera::Camera;
use crate::widgets::object_symbol;
use egui::{Color32, Sense, vec2};
use engine::objects::object_size;
use formats::ObjectPlacement;
use studio_core::editing::{Change, Tool};
use studio_core::operations::objects::default_switcher;

/// Side of a palette symbol, in points.
const SYMBOL: f32 = 40.0;

/// The Objects tab of the left panel.
pub fn show(ui: &mut egui::Ui, ctx: &Context, out: &mut Commands) {
    let editing = ctx.editing;
    ui.horizontal(|ui| {
        ui.label("Snap");
        let mut snap = editing.snap;
        for (grid, text) in [(None, "off"), (Some(8), "8 px"), (Some(16), "16 px")] {
            ui.selectable_value(&mut snap, grid, text);
        }
        if snap != editing.snap {
            out.change(Change::Snap(snap));
        }
    });
    let mut show_all_boxes = editing.show_all_boxes;
    if ui.checkbox(&mut show_all_boxes, "Show all boxes").changed() {
        out.change(Change::ShowAllBoxes(show_all_boxes));
    }
    ui.separator();
    egui::ScrollArea::vertical().id_salt("object-palette").show(ui, |ui| {
        egui::Grid::new("object-kinds").num_columns(2).spacing(vec2(6.0, 4.0)).show(ui, |ui| {
            for (n, kind) in inspector::all_kinds().into_iter().enumerate() {
                let chosen = editing.tool == Tool::PlaceObject
                    && std::mem::discriminant(&kind) == std::mem::discriminant(&editing.object_brush);
                let shown = if chosen { editing.object_brush.clone() } else { kind.clone() };
                let clicked = symbol_button(ui, &shown, chosen) | ui.selectable_label(chosen, kind.name()).clicked();
                if clicked && !chosen {
                    out.change(Change::ObjectBrush(kind));
                    out.push(Command::SetTool(Tool::PlaceObject));
                }
                if n % 2 == 1 {
                    ui.end_row();
                }
            }
            let chosen = editing.tool == Tool::PlaceSwitcher;
            let clicked = switcher_button(ui, chosen) | ui.selectable_label(chosen, "layer switcher").clicked();
            if clicked {
                out.push(Command::SetTool(Tool::PlaceSwitcher));
            }
            ui.end_row();
        });
        if editing.tool == Tool::PlaceObject {
            ui.separator();
            ui.strong(format!("Brush: {}", editing.object_brush.name()));
            let mut brush = editing.object_brush.clone();
            let mut c = Changes::default();
            inspector::kind_fields(ui, "brush", &mut brush, &mut c);
            if brush != editing.object_brush {
                out.change(Change::ObjectBrush(brush.clone()));
            }
            ui.weak(inspector::size_text(&object_size(&brush)));
            ui.weak("Click in the level to place. Esc: select tool.");
        }
        if editing.tool == Tool::PlaceSwitcher {
            ui.separator();
            ui.weak("Click in the level to place a layer switcher (vertical, radius 64, A | B); set it up in the inspector.");
        }
    });
    if ui.input(|i| i.key_pressed(egui::Key::Escape)) && !ui.ctx().egui_wants_keyboard_input() {
        out.push(Command::SetTool(Tool::Select));
    }
}

/// A small drawing of an object kind (the level view's symbol, scaled to fit), clickable.
fn symbol_button(ui: &mut egui::Ui, kind: &formats::object::ObjectKind, chosen: bool) -> bool {
    let (rect, response) = ui.allocate_exact_size(vec2(SYMBOL, SYMBOL), Sense::click());
    let painter = ui.painter_at(rect);
    let fill = if chosen { ui.visuals().selection.bg_fill } else { Color32::from_rgb(0x5A, 0x7C, 0xA8) };
    painter.rect_filled(rect, 3.0, fill);
    let size = object_size(kind);
    let extent = (2 * size.width_radius.max(size.height_radius) + 8) as f32;
    // Below 0.9 the level view leaves out the kind labels, which would not fit here.
    let zoom = (SYMBOL / extent).min(0.85);
    // A camera that puts level (0, 0) at the symbol's centre.
    let camera = Camera { offset: -(rect.size() / 2.0) / zoom, zoom };
    let object = ObjectPlacement { kind: kind.clone(), ..ObjectPlacement::default() };
    object_symbol::object(&painter, &camera, rect, &object);
    response.clicked()
}

/// The palette's layer switcher symbol: a small vertical switcher.
fn switcher_button(ui: &mut egui::Ui, chosen: bool) -> bool {
    let (rect, response) = ui.allocate_exact_size(vec2(SYMBOL, SYMBOL), Sense::click());
    let painter = ui.painter_at(rect);
    let fill = if chosen { ui.visuals().selection.bg_fill } else { Color32::from_rgb(0x5A, 0x7C, 0xA8) };
    painter.rect_filled(rect, 3.0, fill);
    let mut switcher = default_switcher(0, 0);
    switcher.radius = formats::switcher::SwitcherRadius::R32;
    // Small enough that the level view leaves out the side labels.
    let zoom = 0.4;
    let camera = Camera { offset: -(rect.size() / 2.0) / zoom, zoom };
    object_symbol::switcher(&painter, &camera, rect, &switcher);
    response.clicked()
}
