//! The inspector: typed fields of the selected objects or switcher. Every change is queued as one edit (the app
//! applies it after the frame); dragging a number merges into one undo step.

use crate::command::{Command, Commands, Context};
use egui::{DragValue, Response, Ui};
use engine::World;
use engine::objects::runtime::layout::is_badnik;
use engine::objects::runtime::manager::LOADED;
use engine::objects::runtime::rings::RingState;
use engine::objects::{ObjectSize, object_size, runtime::touch, s2::bridge, s2::monitor, s2::spring};
use engine::objects::{
    id,
    runtime::object::{Obj, State},
};
use formats::object::s1::{self, S1Object};
use formats::object::s2::{
    self, CpzPlatformMotion, FloatingPlatformMotion, MovingBlockMotion, S2Extra, S2Object, StaircaseMotion,
};
use formats::object::s3k::S3kObject;
use formats::object::{
    Axis, BadnikKind, Direction, MonitorContents, ObjectKind, PlatformMotion, SpringColour, SpringDirection,
    SpringLayer,
};
use formats::switcher::{Orientation, SwitcherRadius};
use formats::validate::limits;
use formats::{Layer, LayerSwitcher, Level, ObjectPlacement};
use strum::IntoEnumIterator;
use studio_core::command::EditCommand;
use studio_core::edit::Edit;
use studio_core::editing::{Change, Origin, Selection};
use studio_core::history::MergeKey;
use studio_core::playtest::PlayTest;
use studio_core::playtest::session::{position_text, speed_text};

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

fn hex_byte(ui: &mut Ui, label: &str, value: &mut u8, c: &mut Changes) {
    ui.horizontal(|ui| {
        let label = ui.label(label);
        c.track(ui.add(DragValue::new(value).hexadecimal(2, false, true)).labelled_by(label.id));
    });
}

/// A searchable combo of a game's objects ("Floating block (56)"): typing narrows the list by name or id.
fn object_combo<T: Copy + PartialEq>(
    ui: &mut Ui,
    salt: &str,
    value: &mut T,
    all: &[T],
    label: impl Fn(T) -> &'static str,
    id: impl Fn(T) -> u8,
    c: &mut Changes,
) {
    let title = |v: T| format!("{} ({:02X})", label(v), id(v));
    ui.horizontal(|ui| {
        let name = ui.label("Object");
        let before = *value;
        let filter_id = ui.make_persistent_id((salt, "filter"));
        egui::ComboBox::from_id_salt(salt)
            .selected_text(title(*value))
            .width(220.0)
            .height(320.0)
            .show_ui(ui, |ui| {
                let mut filter: String = ui.data_mut(|d| d.get_temp(filter_id).unwrap_or_default());
                let search = ui.add(egui::TextEdit::singleline(&mut filter).hint_text("Search name or id"));
                if search.gained_focus() || filter.is_empty() {
                    search.request_focus();
                }
                let needle = filter.trim().to_lowercase();
                for &v in all {
                    let text = title(v);
                    if needle.is_empty() || text.to_lowercase().contains(&needle) {
                        ui.selectable_value(value, v, text);
                    }
                }
                ui.data_mut(|d| d.insert_temp(filter_id, filter));
            })
            .response
            .labelled_by(name.id);
        c.changed |= *value != before;
    });
}

/// A game object's subtype in hex and, below, what the object's code makes of it.
fn game_subtype(ui: &mut Ui, subtype: &mut u8, meaning: Option<String>, c: &mut Changes) {
    hex_byte(ui, "Subtype", subtype, c);
    match meaning {
        Some(text) => ui.weak(text),
        None => ui.weak("(what the subtype does is not described)"),
    };
}

fn spring_extras(ui: &mut Ui, id: &str, twirl: &mut bool, layer: &mut SpringLayer, c: &mut Changes) {
    c.track(ui.checkbox(twirl, "Twirl").on_hover_text("The player flips in the air (Sonic 2 subtype bit 0)"));
    combo(ui, &format!("{id}-spring-layer"), "Sets layer", layer, c);
}

/// The typed fields of one object kind (also used by the object palette for the brush). Counts and sizes are
/// clamped to the limits `formats::validate` enforces, so an edit can never make the level unsavable; fields
/// that hold a whole Sonic 2 subtype byte take any byte, so that showing an imported object never changes it.
pub fn kind_fields(ui: &mut Ui, id: &str, kind: &mut ObjectKind, c: &mut Changes) {
    match kind {
        ObjectKind::Spring { colour, direction, twirl, layer, kill_transverse } => {
            ui.horizontal(|ui| {
                ui.label("Colour");
                for v in SpringColour::iter() {
                    c.track(ui.selectable_value(colour, v, words(v)));
                }
            });
            combo(ui, &format!("{id}-spring-dir"), "Direction", direction, c);
            spring_extras(ui, id, twirl, layer, c);
            c.track(
                ui.checkbox(kill_transverse, "Stop sideways speed")
                    .on_hover_text("Zeroes the speed across the launch (Sonic 2 subtype bit 7)"),
            );
        }
        ObjectKind::Monitor { contents } => {
            combo(ui, &format!("{id}-monitor"), "Contents", contents, c);
        }
        ObjectKind::Spikes { direction, count, moving, move_axis } => {
            combo(ui, &format!("{id}-spikes-dir"), "Direction", direction, c);
            number(ui, "Spikes", count, 1..=limits::MAX_SPIKES, c);
            c.track(ui.checkbox(moving, "Moving"));
            if *moving {
                ui.horizontal(|ui| {
                    let label = ui.label("Moves");
                    let text = |axis: Option<Axis>| axis.map_or("the way they point".to_string(), words);
                    let before = *move_axis;
                    egui::ComboBox::from_id_salt(format!("{id}-spikes-axis"))
                        .selected_text(text(*move_axis))
                        .show_ui(ui, |ui| {
                            for v in [None, Some(Axis::Vertical), Some(Axis::Horizontal)] {
                                ui.selectable_value(move_axis, v, text(v));
                            }
                        })
                        .response
                        .labelled_by(label.id);
                    c.changed |= *move_axis != before;
                });
            }
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
        ObjectKind::Sonic1 { object, subtype, respawn } => {
            object_combo(ui, &format!("{id}-s1-object"), object, &S1Object::ALL, |o| o.label(), S1Object::id, c);
            game_subtype(ui, subtype, s1::subtype_meaning(*object, *subtype), c);
            let usual = s1::usual_respawn(*object);
            let mut flag = respawn.unwrap_or(usual);
            let r = ui.checkbox(&mut flag, "Respawn entry").on_hover_text(
                "Once destroyed it stays destroyed (id byte bit 7; the object's usual is kept out of the file)",
            );
            if c.track(r).changed() {
                *respawn = (flag != usual).then_some(flag);
            }
            if object.id() >= 0x80 {
                ui.colored_label(ui.visuals().warn_fg_color, "Sonic 1's layouts cannot hold ids past 7F");
            }
        }
        ObjectKind::Sonic2 { object, subtype } => {
            object_combo(ui, &format!("{id}-s2-object"), object, &S2Object::ALL, |o| o.label(), S2Object::id, c);
            game_subtype(ui, subtype, s2::subtype_meaning(*object, *subtype), c);
        }
        ObjectKind::Sonic3k { object, subtype } => {
            object_combo(ui, &format!("{id}-s3k-object"), object, &S3kObject::ALL, |o| o.label(), S3kObject::id, c);
            game_subtype(ui, subtype, None, c);
        }
        ObjectKind::Seesaw { ball } => {
            c.track(ui.checkbox(ball, "Spike ball"));
        }
        ObjectKind::Fan { always_on, pull } => {
            c.track(ui.checkbox(always_on, "Always on (else off 2 s, on 3 s)"));
            c.track(ui.checkbox(pull, "Pulls (else pushes)"));
        }
        ObjectKind::Conveyor { half_width, speed } => {
            number(ui, "Half width px", half_width, 1..=u8::MAX, c);
            number(ui, "Speed px/frame", speed, i8::MIN..=i8::MAX, c);
        }
        ObjectKind::Ring
        | ObjectKind::PushableBlock
        | ObjectKind::Bumper
        | ObjectKind::SpringCap
        | ObjectKind::SpringRamp
        | ObjectKind::Flipper
        | ObjectKind::Spinner
        | ObjectKind::Balloon
        | ObjectKind::Cannon
        | ObjectKind::BreakableWall
        | ObjectKind::Capsule
        | ObjectKind::Signpost
        | ObjectKind::BreakableBlock
        | ObjectKind::EggPrison => {}
        ObjectKind::Spiral { cylinder } => {
            c.track(ui.checkbox(cylinder, "Rotating cylinder (Metropolis)"));
        }
        ObjectKind::TippingFloor { delay, duration } => {
            number(ui, "Delay", delay, 0..=15, c);
            number(ui, "Duration", duration, 0..=15, c);
            ui.weak(format!("flat for {} frames, tipped for 128", (u32::from(*duration) + 1) * 16 - 1));
        }
        ObjectKind::FloatingPlatform { motion, frame, solid } => {
            combo::<FloatingPlatformMotion>(ui, &format!("{id}-floating"), "Motion", motion, c);
            number(ui, "Frame", frame, 0..=7, c);
            c.track(ui.checkbox(solid, "Solid on all sides"));
        }
        ObjectKind::CpzPlatform { motion, frame } => {
            combo::<CpzPlatformMotion>(ui, &format!("{id}-cpz-platform"), "Motion", motion, c);
            number(ui, "Frame", frame, 0..=15, c);
        }
        ObjectKind::SpeedBooster { slow } => {
            c.track(ui.checkbox(slow, "Slow (10 px/frame, else 16)"));
        }
        ObjectKind::Decoration { which } => {
            number(ui, "Which", which, 0..=u8::MAX, c);
            ui.weak(s2::decoration_name(*which));
        }
        ObjectKind::BlueBalls { balls, straight } => {
            number(ui, "Balls", balls, 1..=16, c);
            c.track(ui.checkbox(straight, "Straight up and down"));
        }
        ObjectKind::SpinTube { entrance, route } => {
            number(ui, "Entrance", entrance, 0..=3, c);
            number(ui, "Route", route, 0..=63, c);
        }
        ObjectKind::OneWayBarrier { frame } => {
            number(ui, "Frame", frame, 0..=u8::MAX, c);
            let art = ["Hill Top", "Metropolis", "Chemical Plant", "Aquatic Ruin"];
            ui.weak(art.get(usize::from(*frame)).copied().unwrap_or("no such frame"));
        }
        ObjectKind::PressureSpring { twirl, fewer_flips, layer } => {
            spring_extras(ui, id, twirl, layer, c);
            c.track(ui.checkbox(fewer_flips, "One flip (else three)"));
        }
        ObjectKind::Waterfall { frame } => number(ui, "Frame", frame, 0..=u8::MAX, c),
        ObjectKind::AirBubbles { sets } => {
            number(ui, "Sets before a big bubble", sets, 0..=0x7F, c);
            ui.weak("A big bubble refills the air (under water only)");
        }
        ObjectKind::MovingBlock { motion, frame } => {
            combo::<MovingBlockMotion>(ui, &format!("{id}-moving-block"), "Motion", motion, c);
            number(ui, "Frame", frame, 0..=7, c);
        }
        ObjectKind::InvisibleBlock { width, height } => {
            number(ui, "Width (16 px)", width, 1..=16, c);
            number(ui, "Height (16 px)", height, 1..=16, c);
        }
        ObjectKind::Staircase { motion } => combo::<StaircaseMotion>(ui, &format!("{id}-stairs"), "Motion", motion, c),
        ObjectKind::SidewaysPlatform { setup } => {
            hex_byte(ui, "Setup", setup, c);
            let text = match setup {
                0 => "one platform",
                6 | 0xC => "two platforms",
                0x12 => "one platform, from the other end",
                _ => "not a row of Obj7A_Properties",
            };
            ui.weak(text);
        }
        ObjectKind::PipeExitSpring { twirl, weak, layer, kill_transverse } => {
            spring_extras(ui, id, twirl, layer, c);
            c.track(ui.checkbox(weak, "Weak (10.5 px/frame, else 16)"));
            c.track(ui.checkbox(kill_transverse, "Stop sideways speed"));
        }
    }
}

/// The Sonic 2 record of a placement: what it writes (id, subtype) and the record flags no kind field holds.
/// `s2` stays `None` while the flags are the kind's usual ones.
fn sonic2_fields(ui: &mut Ui, o: &mut ObjectPlacement, c: &mut Changes) {
    // A named Sonic 1 object has its own record (its respawn flag is in its fields), not Sonic 2's.
    if matches!(o.kind, ObjectKind::Sonic1 { .. }) {
        return;
    }
    let Some(record) = s2::to_record(o) else {
        ui.weak("No Sonic 2 object for this kind");
        return;
    };
    ui.weak(format!("Sonic 2: object {:02X}, subtype {:02X}", record.id, record.subtype));
    let usual = s2::usual_extra(record.id);
    let mut extra = o.s2.unwrap_or(usual);
    ui.horizontal(|ui| {
        c.track(
            ui.checkbox(&mut extra.respawn, "Respawn entry")
                .on_hover_text("Once destroyed it stays destroyed (record bit 15)"),
        );
        c.track(
            ui.checkbox(&mut extra.two_player_any_slot, "2P any slot")
                .on_hover_text("In two-player mode it may load into any free slot (record bit 12)"),
        );
    });
    let mask = s2::unused_mask(&o.kind);
    if mask != 0 || extra.unused_subtype_bits != 0 {
        let before = extra.unused_subtype_bits;
        hex_byte(ui, "Unused subtype bits", &mut extra.unused_subtype_bits, c);
        if extra.unused_subtype_bits != before {
            extra.unused_subtype_bits &= mask;
        }
    }
    let extra = Some(extra).filter(|e: &S2Extra| *e != usual);
    if extra != o.s2 {
        o.s2 = extra;
    }
}

/// The inspector's own state: the key of the number drag in progress.
#[derive(Debug, Default)]
pub struct Inspector {
    stroke: Option<MergeKey>,
    /// The level's SonLVL object definitions (set by the app each frame): the selected object's name.
    pub names: Option<std::sync::Arc<formats::sprite::Definitions>>,
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
            [index] => {
                dragging |= self.object_fields(ui, level, out, *index);
                if let Some(play) = &ctx.playtest.play {
                    live_section(ui, play, level, *index);
                }
            }
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
                        if ui.selectable_label(same, kind_list_name(&kind)).clicked() && !same {
                            o.kind = kind;
                            // The record details belonged to the old kind.
                            o.s2 = None;
                            c.changed = true;
                        }
                    }
                })
                .response
                .labelled_by(label.id);
        });
        let name = self.names.as_deref().and_then(|d| {
            let (key, subtype, ..) = d.key(&o)?;
            d.name(key, subtype)
        });
        if let Some(name) = name {
            ui.label(format!("SonLVL: {name}"))
                .on_hover_text("The name the level's SonLVL object definitions give this object and subtype");
        }
        coordinate(ui, "x", &mut o.x, &mut c);
        coordinate(ui, "y", &mut o.y, &mut c);
        ui.horizontal(|ui| {
            c.track(ui.checkbox(&mut o.x_flip, "x flip"));
            c.track(ui.checkbox(&mut o.y_flip, "y flip"));
        });
        kind_fields(ui, "inspector", &mut o.kind, &mut c);
        ui.weak(size_text(&object_size(&o.kind)));
        sonic2_fields(ui, &mut o, &mut c);
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

/// The selected placement as the play-test has it (read-only): where the engine's object is and what it is
/// doing, updated every frame and exact while paused.
fn live_section(ui: &mut Ui, play: &PlayTest, level: &Level, index: usize) {
    ui.separator();
    ui.horizontal(|ui| {
        ui.strong("Live");
        ui.weak(format!("at frame {}", play.frame()));
    });
    match live_rows(&play.world, level, index) {
        Err(text) => {
            ui.label(text);
        }
        Ok(rows) => {
            egui::Grid::new("inspector-live").num_columns(2).striped(true).show(ui, |ui| {
                for (name, value) in rows {
                    ui.label(name);
                    ui.add(egui::Label::new(egui::RichText::new(value).monospace()).wrap());
                    ui.end_row();
                }
            });
        }
    }
}

/// The rows of the Live section for placement `index`: its slot's common fields and its kind's state, a ring's
/// state in the ring list — or, when it has no slot now, a sentence saying why.
pub fn live_rows(world: &World, level: &Level, index: usize) -> Result<Vec<(&'static str, String)>, String> {
    let objects = &world.objects;
    if let Some(i) = objects.rings.placements.iter().position(|&p| p == index) {
        let state = match objects.rings.states.get(i) {
            Some(RingState::Present) => "present".to_string(),
            Some(RingState::Sparkle { frame, .. }) => format!("collected (sparkle frame {frame})"),
            Some(RingState::Gone) | None => "collected".to_string(),
        };
        return Ok(vec![("Ring", state)]);
    }
    let Some((slot, obj)) = objects.slots.iter_settled().find(|(_, o)| o.common.placement == Some(index as u32)) else {
        // A Sonic 1 ring collected: its group's respawn entry has its bit (the ring's object is gone).
        let collected = world.layout.entries.iter().enumerate().any(|(entry, e)| {
            let bits = u16::try_from(entry).map_or(0, |i| objects.respawn.get(i));
            engine::objects::s1::ring::collected(e, bits).is_some_and(|mut c| c.any(|p| p == index))
        });
        if collected {
            return Ok(vec![("Ring", "collected".to_string())]);
        }
        return Err(not_loaded_text(world, level, index));
    };
    let c = &obj.common;
    let yes_no = |b: bool| if b { "yes" } else { "no" }.to_string();
    let player = match (c.player_standing(), c.player_pushing()) {
        (true, _) => "standing on it",
        (false, true) => "pushing it",
        (false, false) => "—",
    };
    // What it is and its own state first (what changes while it plays), then the fields every object has.
    let mut rows = vec![
        ("Slot", format!("{slot} (game slot ${:02X})", c.slot)),
        ("Object", format!("${:02X} subtype ${:02X}: {}", c.id, c.subtype, state_word(&obj.state))),
    ];
    rows.extend(state_rows(&obj));
    rows.extend([
        ("Position", format!("{}, {}", position_text(c.x), position_text(c.y))),
        ("X Speed", speed_text(c.x_vel)),
        ("Y Speed", speed_text(c.y_vel)),
        ("Routine", format!("{}, secondary {}", c.routine, c.routine_secondary)),
        ("On screen", yes_no(engine::objects::on_screen_at(c, &world.camera))),
        ("Player", player.into()),
        ("Hitbox", hitbox_text(c.collision_flags)),
        (
            "Solid box",
            c.solid_box.map_or("none".into(), |b| {
                format!("radius {} × {} ({} on the ground)", b.half_width, b.half_height_air, b.half_height_ground)
            }),
        ),
        (
            "Respawn",
            c.respawn.map_or("no entry (loads whenever in range)".into(), |i| {
                format!("entry {i}: {}", respawn_text(c.id, objects.respawn.get(i)))
            }),
        ),
    ]);
    Ok(rows)
}

/// Why a placement has no slot: out of the camera's range, gone for good, or not part of the play-test.
fn not_loaded_text(world: &World, level: &Level, index: usize) -> String {
    let entry = world.layout.entries.iter().enumerate().find(|(_, e)| e.placement == index);
    let Some((i, e)) = entry else {
        return match level.objects.get(index) {
            Some(o) if world.layout_options.no_badniks && is_badnik(o) => "not in this play-test (No badniks)".into(),
            _ => "not in this play-test (no Sonic 2 object for it, or placed outside 0–32767 × 0–4095)".into(),
        };
    };
    let bits = u16::try_from(i).map_or(0, |i| world.objects.respawn.get(i));
    if e.respawn && bits & LOADED != 0 {
        // `ChkLoadObj` skips an entry whose bit 7 is set; the object that set it is gone.
        return format!("gone for good (respawn entry {i}: {})", respawn_text(e.id, bits));
    }
    let mut text = "not loaded (out of the camera's range)".to_string();
    if e.id == id::MONITOR && bits & monitor::BROKEN != 0 {
        text.push_str("; it loads again broken");
    }
    text
}

/// A respawn-table byte: "$81 (loaded, broken)".
fn respawn_text(object: u8, bits: u8) -> String {
    let mut words = Vec::new();
    if bits & LOADED != 0 {
        words.push("loaded".to_string());
    }
    let low = bits & !LOADED;
    match object {
        id::MONITOR if low & monitor::BROKEN != 0 => words.push("broken".into()),
        id::STAR_POST if low & 1 != 0 => words.push("passed".into()),
        _ if low != 0 => words.push(format!("bits ${low:02X}")),
        _ => {}
    }
    if words.is_empty() { format!("${bits:02X}") } else { format!("${bits:02X} ({})", words.join(", ")) }
}

/// `collision_flags` as its category and `Touch_Sizes` radii.
fn hitbox_text(flags: u8) -> String {
    if flags == 0 {
        return "none".into();
    }
    let category = match flags & 0xC0 {
        touch::ENEMY => "enemy",
        touch::ITEM => "item",
        touch::HURT => "hurts",
        _ => "special",
    };
    let (w, h) = touch::touch_size(flags);
    format!("${flags:02X} {category}, radius {w} × {h}")
}

/// The object the slot runs, in a word (its kind's name: `engine::objects::runtime::object::ObjKind::name`).
fn state_word(state: &State) -> &'static str {
    state.name()
}

/// The object's own state: named fields for springs, monitors, the bridge, platforms, spikes and badniks; the
/// engine's fields as they are for the rest.
fn state_rows(obj: &Obj) -> Vec<(&'static str, String)> {
    let c = &obj.common;
    let yes_no = |b: bool| if b { "yes" } else { "no" }.to_string();
    match &obj.state {
        State::Spring(s) => {
            vec![("Spring", words(s.kind)), ("Strength", speed_text(s.strength)), ("Frame", words(spring::frame(c)))]
        }
        State::Monitor(_) => {
            let state = if c.routine >= 6 {
                "broken"
            } else if c.routine_secondary != 0 {
                "knocked up, falling"
            } else {
                "intact"
            };
            vec![("Monitor", state.into())]
        }
        State::Bridge(b) => vec![
            ("Bend", format!("{} of {}", b.bend, bridge::BEND_MAX)),
            ("Player's log", b.player_log.to_string()),
            ("Log dips px", b.log_offsets(c.subtype).map(|d| d.to_string()).collect::<Vec<_>>().join(" ")),
        ],
        State::Platform(p) => vec![
            ("Sag", format!("{} of 64", p.sag)),
            ("Origin", format!("{}, {}", p.x_origin, p.y_origin)),
            ("Timer", p.delay.to_string()),
            ("Oscillator", format!("${:02X}", p.angle)),
        ],
        State::Spikes(s) => vec![
            ("Retracted", format!("{} px", position_text(i32::from(s.offset)))),
            ("Moving", if s.returning { "back" } else { "away" }.into()),
            ("Rest timer", s.timer.to_string()),
        ],
        State::Masher(m) => vec![("Lowest y", m.start_y.to_string())],
        State::Buzzer(b) => vec![
            ("Role", format!("{:?}", b.role)),
            ("Move timer", b.move_timer.to_string()),
            ("Turn delay", b.turn_delay.to_string()),
            ("Shot", format!("{} (timer {})", yes_no(b.shot), b.shot_timer)),
        ],
        State::Coconuts(s) => vec![
            ("Role", format!("{:?}", s.role)),
            ("Timer", s.timer.to_string()),
            ("Climb", s.climb_index.to_string()),
            ("Attack timer", s.attack_timer.to_string()),
        ],
        State::Explosion(e) => vec![("Destroyed", format!("now {}", words(e.role).to_lowercase()))],
        State::Inert => Vec::new(),
        other => vec![("State", format!("{other:?}"))],
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

/// One default of each generic kind, in palette order.
pub fn generic_kinds() -> Vec<ObjectKind> {
    vec![
        ObjectKind::Ring,
        ObjectKind::spring(SpringColour::Yellow, SpringDirection::Up),
        ObjectKind::Monitor { contents: MonitorContents::Rings },
        ObjectKind::spikes(Direction::Up, 3, false),
        ObjectKind::Platform { motion: PlatformMotion::Static, width: 64, range: 0 },
        ObjectKind::PushableBlock,
        ObjectKind::Bridge { logs: 8 },
        ObjectKind::Checkpoint { index: 1 },
        ObjectKind::Bumper,
        ObjectKind::Badnik { kind: BadnikKind::Motobug },
        ObjectKind::SpringCap,
        ObjectKind::SpringRamp,
        ObjectKind::Seesaw { ball: true },
        ObjectKind::Flipper,
        ObjectKind::Fan { always_on: false, pull: false },
        ObjectKind::Conveyor { half_width: 128, speed: 1 },
        ObjectKind::Spinner,
        ObjectKind::Balloon,
        ObjectKind::Cannon,
        ObjectKind::BreakableWall,
        ObjectKind::EggPrison,
        ObjectKind::Capsule,
    ]
}

/// One default of each kind only Sonic 2 has, as Emerald Hill and Chemical Plant use them, then `Other` (any
/// object id and subtype): the palette's "Sonic 2" group.
pub fn sonic2_kinds() -> Vec<ObjectKind> {
    vec![
        ObjectKind::Signpost,
        ObjectKind::Spiral { cylinder: false },
        ObjectKind::FloatingPlatform { motion: FloatingPlatformMotion::Horizontal, frame: 0, solid: false },
        ObjectKind::Decoration { which: 2 },
        ObjectKind::Waterfall { frame: 0 },
        ObjectKind::AirBubbles { sets: 1 },
        ObjectKind::TippingFloor { delay: 0, duration: 7 },
        ObjectKind::CpzPlatform { motion: CpzPlatformMotion::QuickVertical, frame: 0 },
        ObjectKind::SpeedBooster { slow: false },
        ObjectKind::BlueBalls { balls: 6, straight: true },
        ObjectKind::SpinTube { entrance: 2, route: 0 },
        ObjectKind::OneWayBarrier { frame: 2 },
        ObjectKind::BreakableBlock,
        ObjectKind::PressureSpring { twirl: true, fewer_flips: true, layer: SpringLayer::Unchanged },
        ObjectKind::MovingBlock { motion: MovingBlockMotion::StairSmall, frame: 1 },
        ObjectKind::InvisibleBlock { width: 2, height: 8 },
        ObjectKind::Staircase { motion: StaircaseMotion::DownWhenStoodOn },
        ObjectKind::SidewaysPlatform { setup: 0 },
        ObjectKind::PipeExitSpring { twirl: false, weak: true, layer: SpringLayer::Unchanged, kill_transverse: false },
        ObjectKind::Other { id: 0, subtype: 0 },
    ]
}

/// One default of each kind, in palette order.
pub fn all_kinds() -> Vec<ObjectKind> {
    let mut kinds = generic_kinds();
    kinds.extend(sonic2_kinds());
    kinds.extend(named_kinds());
    kinds
}

/// One of each game's named objects ([`ObjectKind::Sonic1`] …), for the kind combo: the object combo below it
/// then picks any object of the game's list.
pub fn named_kinds() -> Vec<ObjectKind> {
    vec![
        ObjectKind::Sonic1 { object: S1Object::FloatingBlock, subtype: 0, respawn: None },
        ObjectKind::Sonic2 { object: S2Object::RoundBumper, subtype: 0 },
        ObjectKind::Sonic3k { object: S3kObject::Bumper, subtype: 0 },
    ]
}

/// A kind as the kind combo lists it: the named kinds by their game, the others by their name.
fn kind_list_name(kind: &ObjectKind) -> &'static str {
    match kind {
        ObjectKind::Sonic1 { .. } => "Sonic 1 object",
        ObjectKind::Sonic2 { .. } => "Sonic 2 object",
        ObjectKind::Sonic3k { .. } => "S3K object",
        kind => kind.name(),
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;
    use formats::object::s2::{S2Record, from_record};

    /// A placement's fields drawn for a few frames as the inspector draws them: what they became and whether
    /// anything reported a change.
    fn shown(object: ObjectPlacement) -> (ObjectPlacement, bool) {
        let mut h = Harness::builder().with_size(egui::vec2(500.0, 700.0)).build_ui_state(
            |ui, (o, changed): &mut (ObjectPlacement, bool)| {
                let mut c = Changes::default();
                kind_fields(ui, "test", &mut o.kind, &mut c);
                sonic2_fields(ui, o, &mut c);
                *changed |= c.changed;
            },
            (object, false),
        );
        h.run_steps(3);
        h.state().clone()
    }

    #[test]
    fn showing_an_object_never_edits_it() {
        let mut objects: Vec<ObjectPlacement> =
            all_kinds().into_iter().map(|kind| ObjectPlacement { kind, ..Default::default() }).collect();
        // Imported Sonic 2 objects at the edges of their fields, with and without unusual record flags.
        for id in s2::id::ALL {
            for (subtype, respawn) in [(0x00, false), (0x12, true), (0x7F, false), (0x80, true), (0xFF, true)] {
                objects.push(from_record(0, 0, S2Record { id, subtype, respawn, ..Default::default() }));
            }
        }
        // Imported objects of the three games' lists, by their names.
        for (i, object) in S1Object::ALL.into_iter().enumerate() {
            let respawn = (i % 3 == 0).then_some(!s1::usual_respawn(object));
            objects.push(ObjectPlacement {
                kind: ObjectKind::Sonic1 { object, subtype: i as u8, respawn },
                ..Default::default()
            });
        }
        for object in S2Object::ALL.into_iter().filter(|o| !s2::id::ALL.contains(&o.id())) {
            objects.push(from_record(0, 0, S2Record { id: object.id(), subtype: 0x21, ..Default::default() }));
        }
        for (i, object) in S3kObject::ALL.into_iter().enumerate().step_by(7) {
            objects
                .push(ObjectPlacement { kind: ObjectKind::Sonic3k { object, subtype: i as u8 }, ..Default::default() });
        }
        // Only what a level may hold (a bridge's subtype can name more logs than the limit).
        let valid = |o: &ObjectPlacement| {
            let mut level = Level::new("x", formats::ChunkSize::Px128, 1, 1);
            level.objects.push(o.clone());
            formats::validate::validate(&level).is_empty()
        };
        for o in objects.into_iter().filter(valid) {
            let (after, changed) = shown(o.clone());
            assert!(!changed && after == o, "{o:?} became {after:?}");
        }
    }

    #[test]
    fn the_record_flags_are_edited_against_the_kinds_usual_ones() {
        let monitor =
            ObjectPlacement { kind: ObjectKind::Monitor { contents: MonitorContents::Rings }, ..Default::default() };
        let mut h = Harness::builder().with_size(egui::vec2(500.0, 300.0)).build_ui_state(
            |ui, o: &mut ObjectPlacement| {
                let mut c = Changes::default();
                sonic2_fields(ui, o, &mut c);
            },
            monitor,
        );
        h.run();
        h.get_by_label("Sonic 2: object 26, subtype 04");
        // Monitors usually have a respawn entry: unticking it is an unusual record, ticking it back the usual.
        h.get_by_label("Respawn entry").click();
        h.run();
        assert_eq!(h.state().s2, Some(S2Extra { respawn: false, ..Default::default() }));
        h.get_by_label("Respawn entry").click();
        h.run();
        assert_eq!(h.state().s2, None);
    }

    /// The fan's typed fields (SPG "Fans"): ticking "Always on" and "Pulls" sets them, and the kind's record
    /// line says it has no Sonic 2 object.
    #[test]
    fn a_fans_fields_are_typed() {
        let fan = ObjectPlacement { kind: ObjectKind::Fan { always_on: false, pull: false }, ..Default::default() };
        let mut h = Harness::builder().with_size(egui::vec2(500.0, 300.0)).build_ui_state(
            |ui, o: &mut ObjectPlacement| {
                let mut c = Changes::default();
                kind_fields(ui, "test", &mut o.kind, &mut c);
                sonic2_fields(ui, o, &mut c);
            },
            fan,
        );
        h.run();
        h.get_by_label("No Sonic 2 object for this kind");
        h.get_by_label("Always on (else off 2 s, on 3 s)").click();
        h.run();
        assert_eq!(h.state().kind, ObjectKind::Fan { always_on: true, pull: false });
        h.get_by_label("Pulls (else pushes)").click();
        h.run();
        assert_eq!(h.state().kind, ObjectKind::Fan { always_on: true, pull: true });
    }

    #[test]
    fn the_palette_groups_hold_every_kind_once() {
        let kinds = all_kinds();
        for (i, a) in kinds.iter().enumerate() {
            let same = kinds.iter().filter(|b| std::mem::discriminant(a) == std::mem::discriminant(*b)).count();
            assert_eq!(same, 1, "{} listed {same} times", a.name());
            let named = matches!(
                a,
                ObjectKind::Other { .. }
                    | ObjectKind::Sonic1 { .. }
                    | ObjectKind::Sonic2 { .. }
                    | ObjectKind::Sonic3k { .. }
            );
            assert_eq!(a.is_sonic2_only(), i >= generic_kinds().len() && !named);
        }
        // Every Sonic 2 default is an object Sonic 2 has.
        for kind in sonic2_kinds() {
            let o = ObjectPlacement { kind, ..Default::default() };
            assert!(s2::to_record(&o).is_some(), "{o:?}");
        }
    }
}
