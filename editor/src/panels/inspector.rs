//! The inspector: typed fields of the selected objects or switcher. Every change is queued as one edit (the app
//! applies it after the frame); dragging a number merges into one undo step.

use crate::command::{Command, Commands, Context};
use egui::{DragValue, Response, Ui};
use engine::objects::{ObjectSize, object_size};
use formats::object::{
    BadnikKind, Direction, MonitorContents, ObjectKind, PlatformMotion, SpringColour, SpringDirection,
};
use formats::switcher::{Orientation, SwitcherRadius};
use formats::validate::limits;
use formats::{Layer, LayerSwitcher, Level, ObjectPlacement};
use strum::IntoEnumIterator;
use studio_core::command::EditCommand;
use studio_core::edit::Edit;
use studio_core::editing::{Change, Origin, Selection};
use studio_core::history::MergeKey;

/// What the widgets of one frame did: whether a value changed and whether a drag is under way (so the edits
/// of one drag merge into one undo step).
#[derive(Default)]
pub struct Changes {
    pub changed: bool,
    drag_started: bool,
    dragging: bool,
}

impl Changes {
    pub fn track(&mut self, r: Response) -> Response {
        self.changed |= r.changed();
        self.drag_started |= r.drag_started();
        self.dragging |= r.dragged();
        r
    }

    /// Queues `edit` if something changed: a drag merges with the rest of its drag (`stroke` keeps the drag's
    /// key), a typed or clicked change is its own step. Refusals are shown in the inspector.
    fn commit(&self, stroke: &mut Option<MergeKey>, out: &mut Commands, label: &str, edit: impl FnOnce() -> Edit) {
        if !self.changed {
            return;
        }
        let key = if self.dragging {
            if self.drag_started || stroke.is_none() {
                *stroke = Some(MergeKey::new_stroke());
            }
            *stroke
        } else {
            None
        };
        out.edit(EditCommand::new(label, Origin::Objects, edit()).merging(key));
    }
}

/// "ExtraLife" → "Extra Life": enum names as combo-box text.
pub fn words(debug: impl std::fmt::Debug) -> String {
    let name = format!("{debug:?}");
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if i > 0 && c.is_ascii_uppercase() {
            out.push(' ');
        }
        out.push(c);
    }
    out
}

/// A combo box over every variant of an enum (its `strum::EnumIter` order).
fn combo<T: Copy + PartialEq + std::fmt::Debug + IntoEnumIterator>(
    ui: &mut Ui,
    id: &str,
    label: &str,
    value: &mut T,
    c: &mut Changes,
) {
    ui.horizontal(|ui| {
        let label = ui.label(label);
        let before = *value;
        egui::ComboBox::from_id_salt(id)
            .selected_text(words(*value))
            .show_ui(ui, |ui| {
                for v in T::iter() {
                    ui.selectable_value(value, v, words(v));
                }
            })
            .response
            .labelled_by(label.id);
        c.changed |= *value != before;
    });
}

fn number<T: egui::emath::Numeric>(
    ui: &mut Ui,
    label: &str,
    value: &mut T,
    range: std::ops::RangeInclusive<T>,
    c: &mut Changes,
) {
    ui.horizontal(|ui| {
        let label = ui.label(label);
        c.track(ui.add(DragValue::new(value).range(range)).labelled_by(label.id));
    });
}

fn coordinate(ui: &mut Ui, label: &str, value: &mut i32, c: &mut Changes) {
    number(ui, label, value, -limits::MAX_COORDINATE..=limits::MAX_COORDINATE, c);
}

/// The typed fields of one object kind (also used by the object palette for the brush). Counts and sizes are
/// clamped to the limits `formats::validate` enforces, so an edit can never make the level unsavable.
pub fn kind_fields(ui: &mut Ui, id: &str, kind: &mut ObjectKind, c: &mut Changes) {
    match kind {
        ObjectKind::Spring { colour, direction } => {
            ui.horizontal(|ui| {
                ui.label("Colour");
                for v in SpringColour::iter() {
                    c.track(ui.selectable_value(colour, v, words(v)));
                }
            });
            combo(ui, &format!("{id}-spring-dir"), "Direction", direction, c);
        }
        ObjectKind::Monitor { contents } => {
            combo(ui, &format!("{id}-monitor"), "Contents", contents, c);
        }
        ObjectKind::Spikes { direction, count, moving } => {
            combo(ui, &format!("{id}-spikes-dir"), "Direction", direction, c);
            number(ui, "Spikes", count, 1..=limits::MAX_SPIKES, c);
            c.track(ui.checkbox(moving, "Moving"));
        }
        ObjectKind::Platform { motion, width, range } => {
            combo(ui, &format!("{id}-motion"), "Motion", motion, c);
            number(ui, "Width px", width, 1..=limits::MAX_PLATFORM_WIDTH, c);
            number(ui, "Range px", range, 0..=limits::MAX_PLATFORM_RANGE, c);
        }
        ObjectKind::Bridge { logs } => number(ui, "Logs", logs, 1..=limits::MAX_BRIDGE_LOGS, c),
        ObjectKind::Checkpoint { index } => number(ui, "Index", index, 0..=u8::MAX, c),
        ObjectKind::Badnik { kind } => combo(ui, &format!("{id}-badnik"), "Badnik", kind, c),
        ObjectKind::Other { id: obj, subtype } => {
            ui.horizontal(|ui| {
                let label = ui.label("Id");
                c.track(ui.add(DragValue::new(obj).hexadecimal(2, false, true)).labelled_by(label.id));
                let label = ui.label("Subtype");
                c.track(ui.add(DragValue::new(subtype).hexadecimal(2, false, true)).labelled_by(label.id));
            });
        }
        ObjectKind::Ring | ObjectKind::PushableBlock | ObjectKind::Bumper => {}
    }
}

/// The inspector's own state: the key of the number drag in progress.
#[derive(Debug, Default)]
pub struct Inspector {
    stroke: Option<MergeKey>,
}

impl Inspector {
    /// Below the level info in the right panel.
    pub fn show(&mut self, ui: &mut egui::Ui, ctx: &Context, out: &mut Commands) {
        let level = ctx.doc.level();
        // The core keeps the selection valid after every command; whatever is gone anyway is dropped here.
        let mut selection = ctx.editing.selection.clone();
        selection.objects.retain(|&i| i < level.objects.len());
        selection.switcher = selection.switcher.filter(|&i| i < level.switchers.len());
        if selection != ctx.editing.selection {
            out.change(Change::Selection(selection.clone()));
        }
        let refusal = ctx.editing.refusals.get(Origin::Objects);
        if selection.is_empty() && refusal.is_none() {
            self.stroke = None;
            return;
        }
        ui.strong("Inspector");
        if let Some(message) = refusal {
            ui.colored_label(ui.visuals().error_fg_color, message);
        }
        // Whether any number is being dragged: until none is, the drag's edits share one key.
        let mut dragging = false;
        if let Some(index) = selection.switcher {
            dragging |= self.switcher_fields(ui, level, out, index);
        }
        match selection.objects.as_slice() {
            [] => {}
            [index] => dragging |= self.object_fields(ui, level, out, *index),
            many => dragging |= self.multi_fields(ui, level, out, many),
        }
        if !dragging {
            self.stroke = None;
        }
        if !selection.is_empty() {
            buttons(ui, &selection, out);
        }
        ui.separator();
    }

    /// Returns whether a number is being dragged.
    fn switcher_fields(&mut self, ui: &mut Ui, level: &Level, out: &mut Commands, index: usize) -> bool {
        let Some(original) = level.switchers.get(index) else { return false };
        let mut s: LayerSwitcher = original.clone();
        let mut c = Changes::default();
        ui.label(format!("Layer switcher {index}"));
        coordinate(ui, "x", &mut s.x, &mut c);
        coordinate(ui, "y", &mut s.y, &mut c);
        ui.horizontal(|ui| {
            ui.label("Orientation");
            for v in Orientation::iter() {
                c.track(ui.selectable_value(&mut s.orientation, v, words(v)));
            }
        });
        ui.horizontal(|ui| {
            ui.label("Radius");
            for v in SwitcherRadius::iter() {
                c.track(ui.selectable_value(&mut s.radius, v, format!("{} px", v.pixels())));
            }
        });
        let names = match s.orientation {
            Orientation::Vertical => ["Left side", "Right side"],
            Orientation::Horizontal => ["Top side", "Bottom side"],
        };
        for (name, side) in names.into_iter().zip([&mut s.left_or_top, &mut s.right_or_bottom]) {
            ui.horizontal(|ui| {
                ui.label(name);
                for v in Layer::iter() {
                    c.track(ui.selectable_value(&mut side.layer, v, words(v)));
                }
                c.track(ui.checkbox(&mut side.high_priority, "high priority"));
            });
        }
        c.track(ui.checkbox(&mut s.grounded_only, "Grounded only"));
        c.track(ui.checkbox(&mut s.priority_only, "Priority only"));
        c.changed &= s != *original;
        c.commit(&mut self.stroke, out, "Edit layer switcher", || Edit::SetSwitcher { index, switcher: s });
        c.dragging
    }

    /// Returns whether a number is being dragged.
    fn object_fields(&mut self, ui: &mut Ui, level: &Level, out: &mut Commands, index: usize) -> bool {
        let Some(original) = level.objects.get(index) else { return false };
        let mut o: ObjectPlacement = original.clone();
        let mut c = Changes::default();
        ui.horizontal(|ui| {
            let label = ui.label(format!("Object {index}:"));
            egui::ComboBox::from_id_salt("inspector-kind")
                .selected_text(o.kind.name())
                .show_ui(ui, |ui| {
                    for kind in all_kinds() {
                        let same = std::mem::discriminant(&kind) == std::mem::discriminant(&o.kind);
                        if ui.selectable_label(same, kind.name()).clicked() && !same {
                            o.kind = kind;
                            c.changed = true;
                        }
                    }
                })
                .response
                .labelled_by(label.id);
        });
        coordinate(ui, "x", &mut o.x, &mut c);
        coordinate(ui, "y", &mut o.y, &mut c);
        ui.horizontal(|ui| {
            c.track(ui.checkbox(&mut o.x_flip, "x flip"));
            c.track(ui.checkbox(&mut o.y_flip, "y flip"));
        });
        kind_fields(ui, "inspector", &mut o.kind, &mut c);
        ui.weak(size_text(&object_size(&o.kind)));
        c.changed &= o != *original;
        c.commit(&mut self.stroke, out, "Edit object", || Edit::SetObject { index, object: o });
        c.dragging
    }

    /// Returns whether a number is being dragged.
    fn multi_fields(&mut self, ui: &mut Ui, level: &Level, out: &mut Commands, selected: &[usize]) -> bool {
        ui.label(format!("{} objects selected", selected.len()));
        for &i in selected.iter().take(12) {
            if let Some(o) = level.objects.get(i) {
                ui.weak(format!("{i}: {} ({}, {})", o.kind.name(), o.x, o.y));
            }
        }
        // Move all by a delta: dragging the values moves them live (one undo step per drag).
        let mut c = Changes::default();
        let (mut dx, mut dy) = (0i32, 0i32);
        ui.horizontal(|ui| {
            let label = ui.label("Move by");
            c.track(ui.add(DragValue::new(&mut dx).prefix("x ")).labelled_by(label.id));
            c.track(ui.add(DragValue::new(&mut dy).prefix("y ")).labelled_by(label.id));
        });
        c.changed &= (dx, dy) != (0, 0);
        c.commit(&mut self.stroke, out, "Move objects", || {
            let edits = selected
                .iter()
                .filter_map(|&i| {
                    let o = level.objects.get(i)?;
                    Some(Edit::SetObject {
                        index: i,
                        object: ObjectPlacement { x: o.x + dx, y: o.y + dy, ..o.clone() },
                    })
                })
                .collect();
            Edit::Group(edits)
        });
        c.dragging
    }
}

/// Delete for any selection; Copy, Duplicate and Align to ground when objects are selected. The app applies
/// them as it does their shortcuts.
fn buttons(ui: &mut Ui, selection: &Selection, out: &mut Commands) {
    ui.horizontal_wrapped(|ui| {
        let for_objects: &[Command] = if selection.objects.is_empty() {
            &[]
        } else {
            &[Command::Copy, Command::Duplicate, Command::AlignToGround]
        };
        for command in std::iter::once(&Command::Delete).chain(for_objects) {
            let tip = command.shortcut_text(ui.ctx());
            if ui.button(command.label()).on_hover_text(tip).clicked() {
                out.push(command.clone());
            }
        }
    });
}

/// One default of each kind, in palette order.
pub fn all_kinds() -> [ObjectKind; 11] {
    [
        ObjectKind::Ring,
        ObjectKind::Spring { colour: SpringColour::Yellow, direction: SpringDirection::Up },
        ObjectKind::Monitor { contents: MonitorContents::Rings },
        ObjectKind::Spikes { direction: Direction::Up, count: 3, moving: false },
        ObjectKind::Platform { motion: PlatformMotion::Static, width: 64, range: 0 },
        ObjectKind::PushableBlock,
        ObjectKind::Bridge { logs: 8 },
        ObjectKind::Checkpoint { index: 1 },
        ObjectKind::Bumper,
        ObjectKind::Badnik { kind: BadnikKind::Motobug },
        ObjectKind::Other { id: 0, subtype: 0 },
    ]
}

/// "solid 15 × 15 (31 × 31 px)" and the hitbox, in the SPG's radius terms.
pub fn size_text(size: &ObjectSize) -> String {
    let (w, h) = (size.width_radius, size.height_radius);
    let what = if size.solid { "solid" } else { "size" };
    let mut text = format!("{what} radius {w} × {h} ({} × {} px)", 2 * w + 1, 2 * h + 1);
    if let Some((hw, hh)) = size.hitbox {
        text.push_str(&format!(", hitbox {hw} × {hh}"));
    }
    text
}
