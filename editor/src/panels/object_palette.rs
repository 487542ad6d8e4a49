//! The object palette: every object kind the level model has, to place in the level: the generic kinds, then
//! the Sonic 2 group (the objects only Sonic 2 has, and any other object id).

use super::inspector::{self, Changes};
use crate::command::{Command, Commands, Context};
use crate::widgets::camera::Camera;
use crate::widgets::object_symbol;
use egui::{Color32, Sense, vec2};
use engine::objects::object_size;
use formats::ObjectPlacement;
use formats::sprite::Definitions;
use studio_core::editing::{Change, Tool};
use studio_core::operations::objects::default_switcher;

/// Side of a palette symbol, in points.
const SYMBOL: f32 = 40.0;

/// The Objects tab of the left panel.
/// `names`: the level's SonLVL object definitions, whose names the cells' tooltips give.
pub fn show(ui: &mut egui::Ui, ctx: &Context, out: &mut Commands, names: Option<&Definitions>) {
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
    // The search text lives in egui's memory: it survives tab changes, not restarts.
    let search_id = egui::Id::unique("object-palette-search");
    let mut search: String = ui.data(|d| d.get_temp(search_id)).unwrap_or_default();
    ui.horizontal(|ui| {
        ui.add(
            egui::TextEdit::singleline(&mut search)
                .hint_text("Search: name, SonLVL name or id (0x41)")
                .desired_width(ui.available_width() - 24.0),
        );
        if !search.is_empty() && ui.small_button("×").on_hover_text("Clear the search").clicked() {
            search.clear();
        }
    });
    ui.data_mut(|d| d.insert_temp(search_id, search.clone()));
    let wanted = |kinds: Vec<formats::object::ObjectKind>| -> Vec<formats::object::ObjectKind> {
        kinds.into_iter().filter(|k| matches_search(k, &search, names)).collect()
    };
    let (generic, sonic2) = (wanted(inspector::generic_kinds()), wanted(inspector::sonic2_kinds()));
    let switcher_shown = matches_text("layer switcher path swapper", &search);
    egui::ScrollArea::vertical().id_salt("object-palette").show(ui, |ui| {
        if generic.is_empty() && sonic2.is_empty() && !switcher_shown {
            ui.weak(format!("No object matches \u{201c}{}\u{201d}.", search.trim()));
        }
        egui::Grid::new("object-kinds").num_columns(2).spacing(vec2(6.0, 4.0)).show(ui, |ui| {
            kind_cells(ui, ctx, out, generic, names);
            if switcher_shown {
                let chosen = editing.tool == Tool::PlaceSwitcher;
                let clicked = switcher_button(ui, chosen) | ui.selectable_label(chosen, "layer switcher").clicked();
                if clicked {
                    out.push(Command::SetTool(Tool::PlaceSwitcher));
                }
                ui.end_row();
            }
        });
        if !sonic2.is_empty() {
            ui.add_space(4.0);
            ui.strong("Sonic 2");
            egui::Grid::new("object-kinds-sonic2").num_columns(2).spacing(vec2(6.0, 4.0)).show(ui, |ui| {
                kind_cells(ui, ctx, out, sonic2, names);
            });
        }
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

/// Whether every word of the search is in the text (case-insensitive; an empty search matches all).
fn matches_text(text: &str, search: &str) -> bool {
    let text = text.to_lowercase();
    search.split_whitespace().all(|w| text.contains(&w.to_lowercase()))
}

/// Whether a kind matches the palette's search: its name, the name the level's SonLVL definitions give it, or
/// its Sonic 2 object id ("41", "0x41", "Obj41").
pub fn matches_search(kind: &formats::object::ObjectKind, search: &str, names: Option<&Definitions>) -> bool {
    let id = formats::object::s2::object_id(kind).map(|id| format!("0x{id:02x} obj{id:02x} {id:02x}"));
    let sonlvl = names.and_then(|d| definition_name(d, kind));
    let text = [Some(kind.name().to_string()), sonlvl, id].into_iter().flatten().collect::<Vec<_>>().join(" ");
    matches_text(&text, search)
}

/// One palette cell (symbol and name) per kind, two a row; a click makes the kind the brush.
fn kind_cells(
    ui: &mut egui::Ui,
    ctx: &Context,
    out: &mut Commands,
    kinds: Vec<formats::object::ObjectKind>,
    names: Option<&Definitions>,
) {
    let editing = ctx.editing;
    let count = kinds.len();
    for (n, kind) in kinds.into_iter().enumerate() {
        let chosen = editing.tool == Tool::PlaceObject
            && std::mem::discriminant(&kind) == std::mem::discriminant(&editing.object_brush);
        let shown = if chosen { editing.object_brush.clone() } else { kind.clone() };
        let mut label = ui.selectable_label(chosen, kind.name());
        if let Some(name) = names.and_then(|d| definition_name(d, &shown)) {
            label = label.on_hover_text(format!("SonLVL: {name}"));
        }
        let clicked = symbol_button(ui, &shown, chosen) | label.clicked();
        if clicked && !chosen {
            out.change(Change::ObjectBrush(kind));
            out.push(Command::SetTool(Tool::PlaceObject));
        }
        if n % 2 == 1 || n + 1 == count {
            ui.end_row();
        }
    }
}

/// The name the level's SonLVL definitions give a kind (with its default fields).
pub fn definition_name(names: &Definitions, kind: &formats::object::ObjectKind) -> Option<String> {
    let placement = ObjectPlacement { kind: kind.clone(), ..ObjectPlacement::default() };
    let (key, subtype, ..) = names.key(&placement)?;
    names.name(key, subtype)
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

#[cfg(test)]
mod tests {
    use super::*;
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;
    use formats::object::ObjectKind;
    use studio_core::Document;
    use studio_core::command::Command as CoreCommand;
    use studio_core::editing::Editing;
    use studio_core::playtest::session::PlaySession;
    use studio_core::view::ViewSettings;

    /// The palette alone, drawn from `editing`; what it queued.
    struct Palette {
        doc: Document,
        editing: Editing,
        view: ViewSettings,
        playtest: PlaySession,
        queued: Vec<Command>,
    }

    fn palette(editing: Editing) -> Harness<'static, Palette> {
        let doc = Document::new(formats::Level::new("Palette", formats::ChunkSize::Px128, 4, 2), None);
        let state =
            Palette { doc, editing, view: ViewSettings::default(), playtest: PlaySession::default(), queued: vec![] };
        Harness::builder().with_size(egui::vec2(400.0, 2000.0)).build_ui_state(
            |ui, p: &mut Palette| {
                let ctx = Context { doc: &p.doc, editing: &p.editing, view: &p.view, playtest: &p.playtest };
                let mut out = Commands::default();
                show(ui, &ctx, &mut out, None);
                p.queued.extend(out.take());
            },
            state,
        )
    }

    #[test]
    fn the_sonic2_group_offers_its_kinds_as_brushes() {
        let mut h = palette(Editing::default());
        h.run();
        h.get_by_label("Sonic 2");
        h.state_mut().queued.clear();
        h.get_by_label("signpost").click();
        h.run();
        assert_eq!(
            h.state().queued,
            vec![
                Command::Core(CoreCommand::Change(Change::ObjectBrush(ObjectKind::Signpost))),
                Command::SetTool(Tool::PlaceObject)
            ]
        );
        // With a tipping floor as the brush, its timing is offered.
        let editing = Editing {
            tool: Tool::PlaceObject,
            object_brush: ObjectKind::TippingFloor { delay: 0, duration: 7 },
            ..Editing::default()
        };
        let mut h = palette(editing);
        h.run();
        h.get_by_label("Brush: tipping floor");
        h.get_by_label("Duration");
    }

    /// The SPG's generic objects (SPG "Game Objects") are in the first group: a conveyor becomes the brush with its
    /// default belt, and its fields are offered.
    #[test]
    fn the_generic_group_offers_the_spg_objects() {
        let mut h = palette(Editing::default());
        h.run();
        h.state_mut().queued.clear();
        h.get_by_label("conveyor").click();
        h.run();
        assert_eq!(
            h.state().queued,
            vec![
                Command::Core(CoreCommand::Change(Change::ObjectBrush(ObjectKind::Conveyor {
                    half_width: 128,
                    speed: 1
                }))),
                Command::SetTool(Tool::PlaceObject)
            ]
        );
        let editing = Editing {
            tool: Tool::PlaceObject,
            object_brush: ObjectKind::Conveyor { half_width: 128, speed: 1 },
            ..Editing::default()
        };
        let mut h = palette(editing);
        h.run();
        h.get_by_label("Brush: conveyor");
        h.get_by_label("Speed px/frame");
    }
}
