//! Objects as the engine has them during a play-test: rings that are still there (collected ones vanish, a
//! sparkle while they go), every loaded object at its live position and in its live state (a spring pressed in
//! or stretched out while its bounce plays, a log bridge's logs at their dip, a broken monitor's empty base),
//! objects other objects spawned (spilled rings, explosions, shots, monitor icons) as small markers, the
//! placements not loaded right now faded, and objects gone for good (a destroyed badnik) not at all — plus,
//! with the boxes overlay, each object's hitbox and solid box as the engine last used them. Nothing here
//! computes physics: it reads `engine::World`.

use super::sprites::LiveFrame;
use crate::widgets::camera::Camera;
use crate::widgets::{object_symbol, palette};
use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Stroke, Vec2, vec2};
use engine::World;
use engine::objects::runtime::manager::LOADED;
use engine::objects::runtime::rings::RingState;
use engine::objects::s1::Sonic1;
use engine::objects::s2::bridge::{self, Bridge};
use engine::objects::s2::spring::{self, Frame};
use engine::objects::s3k::kinds::Sonic3k;
use engine::objects::{
    id,
    runtime::object::{Common, Obj, State},
};
use engine::objects::{s2::buzzer, s2::cnz_boss, s2::coconuts, s2::explosion, s2::mcz_boss, s2::monitor, s2::signpost};
use formats::ObjectPlacement;
use formats::object::{ObjectKind, SpringDirection};
use studio_core::playtest::PlayTest;

/// How the level view shows one placement during a play-test.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    /// Not loaded now (the camera is away): faded where it will load.
    Faded,
    /// A monitor broken earlier and not loaded now: it loads again broken (bit 0 of its respawn entry), so it
    /// is faded and broken.
    FadedBroken,
    /// Loaded: drawn from the engine's dynamic slot with this index, at its live position in its live state.
    Live(usize),
    /// A ring that is still there.
    Ring,
    /// A collected ring's sparkle: the frame of the ring's animation (4–7).
    Sparkle(u8),
    /// Not drawn: a collected ring, or an object whose respawn entry keeps it from ever loading again (a
    /// destroyed badnik: `ChkLoadObj` skips entries whose bit 7 stays set after their object is gone).
    Gone,
}

/// How each of the level's `count` placements is shown in the world's current state.
pub fn shown(world: &World, count: usize) -> Vec<Shown> {
    let mut out = vec![Shown::Faded; count];
    let objects = &world.objects;
    // The respawn table first: what the slots and rings say below overrides it.
    for (entry, e) in world.layout.entries.iter().enumerate() {
        let bits = u16::try_from(entry).map_or(0, |i| objects.respawn.get(i));
        if let Some(collected) = engine::objects::s1::ring::collected(e, bits) {
            // A Sonic 1 ring group: one bit per ring collected (its rings in slots are drawn live below).
            for p in collected {
                if let Some(s) = out.get_mut(p) {
                    *s = Shown::Gone;
                }
            }
            continue;
        }
        let Some(s) = out.get_mut(e.placement).filter(|_| e.respawn) else { continue };
        if bits & LOADED != 0 {
            *s = Shown::Gone;
        } else if e.id == id::MONITOR && bits & monitor::BROKEN != 0 {
            *s = Shown::FadedBroken;
        }
    }
    for (i, obj) in objects.slots.iter() {
        if let Some(s) = obj.common.placement.and_then(|p| out.get_mut(p as usize)) {
            *s = Shown::Live(i);
        }
    }
    for (&placement, state) in objects.rings.placements.iter().zip(&objects.rings.states) {
        if let Some(s) = out.get_mut(placement) {
            *s = match *state {
                RingState::Present => Shown::Ring,
                RingState::Sparkle { frame, .. } => Shown::Sparkle(frame),
                RingState::Gone => Shown::Gone,
            };
        }
    }
    out
}

/// Draws a placement's sprite (at the placement's position, in the live frame when given) with a painter;
/// false when it has none.
pub type SpriteFn<'a> = dyn FnMut(&Painter, &ObjectPlacement, Option<LiveFrame>) -> bool + 'a;

/// The frame a loaded object shows, when the engine runs it (`live_mapping_frame`), with its render flips.
pub fn live_frame(obj: &Obj) -> Option<LiveFrame> {
    let frame = engine::objects::runtime::object::live_mapping_frame(obj)?;
    Some(LiveFrame { frame, x_flip: obj.common.x_flip, y_flip: obj.common.y_flip, image: None })
}

/// Draws the level's objects in their live state: with their sprites (`sprite`) where the object looks as
/// placed (a ring, a faded placement, a loaded object in its usual state), else with markers.
pub fn paint(
    painter: &Painter,
    camera: &Camera,
    view: Rect,
    play: &PlayTest,
    objects: &[ObjectPlacement],
    sprite: &mut SpriteFn,
) {
    let world = &play.world;
    let mut faded = painter.clone();
    faded.set_opacity(0.3);
    for (o, shown) in objects.iter().zip(shown(world, objects.len())) {
        match shown {
            Shown::Ring => {
                if !sprite(painter, o, None) {
                    object_symbol::object(painter, camera, view, o)
                }
            }
            Shown::Sparkle(frame) => sparkle(painter, camera, view, o.x, o.y, frame),
            Shown::Faded => match o.kind {
                // Where the engine will lay the logs out, so that they do not jump when the bridge loads.
                ObjectKind::Bridge { logs } => {
                    logs_at(&faded, camera, view, bridge::rest_log_positions(o.x, o.y, logs))
                }
                _ => {
                    if !sprite(&faded, o, None) {
                        object_symbol::object(&faded, camera, view, o)
                    }
                }
            },
            Shown::FadedBroken => broken_monitor(&faded, camera, view, o.x, o.y),
            Shown::Live(_) | Shown::Gone => {}
        }
    }
    // (Settled: a napping monitor's icon flickers on as the game's does.)
    for (_, obj) in world.objects.slots.iter_settled() {
        let obj = &*obj;
        match obj.common.placement.and_then(|i| objects.get(i as usize)) {
            Some(o) => live(painter, camera, view, world, obj, o, sprite),
            None => {
                if !child_part(painter, world, obj, objects, sprite) {
                    spawned(painter, camera, view, obj)
                }
            }
        }
    }
}

/// An object another spawned that its parent's definition draws, at its live position: Hill Top's Sol's
/// fireballs (`HTZ/Sol.xml`'s `fireball`), Aquatic Ruin's arrows (`objARZ.ini [22]`'s mappings, `obj22.asm`,
/// in the arrow's mapping frame 0 and flips). False for the others (and without the image).
fn child_part(painter: &Painter, world: &World, obj: &Obj, objects: &[ObjectPlacement], sprite: &mut SpriteFn) -> bool {
    let c = &obj.common;
    let (parent, image) = match &obj.state {
        State::Sol(s) if s.fireball => (s.parent, "fireball"),
        State::ArrowShooter(_) => {
            // The arrow keeps its shooter's id ($22); the shooter's definition shows frame 1 of the same table.
            let record = formats::object::s2::S2Record {
                id: c.id,
                subtype: c.subtype,
                x_flip: c.x_flip,
                y_flip: c.y_flip,
                respawn: false,
                two_player_any_slot: false,
            };
            let arrow = formats::object::s2::from_record(c.pixel_x(), c.pixel_y(), record);
            return live_frame(obj).is_some_and(|frame| sprite(painter, &arrow, Some(frame)));
        }
        _ => return false,
    };
    let placement = parent.and_then(|i| world.objects.slots.get(i)).and_then(|p| p.common.placement);
    let Some(o) = placement.and_then(|i| objects.get(i as usize)) else { return false };
    let at = ObjectPlacement { x: obj.common.pixel_x(), y: obj.common.pixel_y(), ..o.clone() };
    sprite(painter, &at, Some(LiveFrame { frame: 0, x_flip: false, y_flip: false, image: Some(image) }))
}

/// A loaded object drawn from its slot at its live position: its sprite in the engine's mapping frame where
/// the engine runs it and the definition shows it, else its placement's sprite, else its symbol or live shape.
fn live(
    painter: &Painter,
    camera: &Camera,
    view: Rect,
    world: &World,
    obj: &Obj,
    o: &ObjectPlacement,
    sprite: &mut SpriteFn,
) {
    let c = &obj.common;
    if let State::ArzRotPlatforms(s) = &obj.state
        && rotating_platforms(painter, world, obj, s, o, sprite)
    {
        state_label(painter, camera, view, obj);
        return;
    }
    // Hill Top's Sol: its body alone (its fireballs are objects of their own, drawn where they circle).
    let body = Some(LiveFrame { frame: 0, x_flip: c.x_flip, y_flip: c.y_flip, image: Some("body") });
    if matches!(&obj.state, State::Sol(s) if !s.fireball)
        && sprite(painter, &ObjectPlacement { x: c.pixel_x(), y: c.pixel_y(), ..o.clone() }, body)
    {
        state_label(painter, camera, view, obj);
        return;
    }
    let at = ObjectPlacement { x: c.pixel_x(), y: c.pixel_y(), ..o.clone() };
    if let State::SwingingPlatform(s) = &obj.state
        && swinging_platform(painter, obj, s, o, sprite)
    {
        state_label(painter, camera, view, obj);
        return;
    }
    let frame = live_frame(obj);
    if frame.is_some() && !matches!(obj.state, State::Explosion(_) | State::Bridge(_)) && sprite(painter, &at, frame) {
        state_label(painter, camera, view, obj);
        return;
    }
    match (&obj.state, &o.kind) {
        // A destroyed badnik becomes an explosion in its own slot.
        (State::Explosion(_), _) => spawned(painter, camera, view, obj),
        (State::Bridge(b), _) => bridge_logs(painter, camera, view, c, b),
        (State::Spring(_), ObjectKind::Spring { direction, .. }) => {
            spring_symbol(painter, camera, view, c, *direction, object_symbol::kind_colour(&o.kind))
        }
        (State::Monitor(_), _) if monitor_broken(c) => broken_monitor(painter, camera, view, c.pixel_x(), c.pixel_y()),
        _ => {
            if !sprite(painter, &at, None) {
                object_symbol::object(painter, camera, view, &at);
            }
            state_label(painter, camera, view, obj);
        }
    }
}

/// Aquatic Ruin's and Mystic Cave's swinging platform (`Obj15`) as the game lays it out: the placed object is
/// the platform, which swings away from the pivot it was placed at, so its definition's picture (base, links and
/// platform hanging straight down from the object) would hang from the platform. Drawn instead from the
/// definition's images (`ARZ/`, `MCZ/SwingingPlatform.xml`, never flipped): the `base` at the pivot, the links
/// 16 px apart towards the platform, the `platform` (Mystic Cave's harmful one `platformwithspikes`) where the
/// engine has it; a platform let go leaves the chain, its falling copy is the platform alone; the one that does
/// not swing ($20: its post) is the placement's picture at the pivot. False when the definition lacks these
/// images (the caller draws it as usual).
fn swinging_platform(
    painter: &Painter,
    obj: &Obj,
    s: &engine::objects::s2::swinging_platform::SwingingPlatform,
    o: &ObjectPlacement,
    sprite: &mut SpriteFn,
) -> bool {
    use engine::objects::s2::swinging_platform::{EMPTY, FLY, FLY_ARZ, STILL, TRIGGERED};
    let c = &obj.common;
    let kind = formats::object::s2::to_record(o).map_or(0, |r| r.subtype & 0x70);
    if kind == STILL {
        return sprite(painter, o, None);
    }
    let part = |image| Some(LiveFrame { frame: 0, x_flip: false, y_flip: false, image: Some(image) });
    let (px, py) = (i32::from(s.x_origin as i16), i32::from(s.y_origin as i16));
    let (x, y) = (c.pixel_x(), c.pixel_y());
    let at = |x, y| ObjectPlacement { x, y, ..o.clone() };
    if !matches!(c.routine, FLY | FLY_ARZ) {
        // Without a `base` image the definition is not these (nothing drawn yet: the caller draws it).
        if !sprite(painter, &at(px, py), part("base")) {
            return false;
        }
        // Link i of n at i / (n + ½) of the way to the platform (`sub_FE70`: the platform half a link on).
        let n = i32::from(s.links);
        for i in 1..=n {
            let (lx, ly) = (px + (x - px) * 2 * i / (2 * n + 1), py + (y - py) * 2 * i / (2 * n + 1));
            sprite(painter, &at(lx, ly), part("link"));
        }
    }
    if c.routine != EMPTY {
        let spiked = kind == TRIGGERED && sprite(painter, &at(x, y), part("platformwithspikes"));
        return spiked || sprite(painter, &at(x, y), part("platform"));
    }
    true
}

/// Aquatic Ruin's three rotating platforms (`Obj83`) as the engine turns them: the placed object is the first
/// platform, which circles the placed centre, the two others live in the slots after it. Drawn from the
/// definition's images (`ARZ/RotatingPlatforms.xml`): three `chainlink`s a quarter of the way apart from the
/// centre towards each platform, and the `platform` at each; false when the definition lacks them (the caller
/// draws the placement's picture).
fn rotating_platforms(
    painter: &Painter,
    world: &World,
    obj: &Obj,
    s: &engine::objects::s2::arz_rot_platforms::ArzRotPlatforms,
    o: &ObjectPlacement,
    sprite: &mut SpriteFn,
) -> bool {
    let part = |image| Some(LiveFrame { frame: 0, x_flip: false, y_flip: false, image: Some(image) });
    let at = |x, y| ObjectPlacement { x, y, ..o.clone() };
    let (cx, cy) = (i32::from(s.x_origin as i16), i32::from(s.y_origin as i16));
    let mut platforms = vec![(obj.common.pixel_x(), obj.common.pixel_y())];
    for i in s.children[1..].iter().flatten() {
        if let Some(p) = world.objects.slots.get(*i) {
            platforms.push((p.common.pixel_x(), p.common.pixel_y()));
        }
    }
    for (i, &(x, y)) in platforms.iter().enumerate() {
        for k in 1..=3 {
            let drawn = sprite(painter, &at(cx + (x - cx) * k / 4, cy + (y - cy) * k / 4), part("chainlink"));
            if !drawn && i == 0 && k == 1 {
                // Not this definition: nothing drawn yet.
                return false;
            }
        }
    }
    for &(x, y) in &platforms {
        sprite(painter, &at(x, y), part("platform"));
    }
    true
}

/// Whether a monitor is broken: `Obj26` routine 6 (animating after `Obj26_Break`) or 8 (broken when it
/// loaded); what `engine::objects::runtime::object::state_name` calls "broken".
pub fn monitor_broken(c: &Common) -> bool {
    c.id == id::MONITOR && c.routine >= 6
}

/// Whether the object's centre is near enough the view to draw it.
fn near(camera: &Camera, view: Rect, x: i32, y: i32, reach: f32) -> Option<Pos2> {
    let centre = camera.to_screen(view, vec2(x as f32, y as f32));
    view.expand(reach * camera.zoom.max(1.0)).contains(centre).then_some(centre)
}

/// A spring in the frame its bounce shows (`Ani_obj41` via [`spring::frame`]): the placement symbol's plate,
/// pressed to half its depth toward its base on the compressed frame and stretched to one and a half on the
/// extended ones, so a bounce reads at a glance.
fn spring_symbol(
    painter: &Painter,
    camera: &Camera,
    view: Rect,
    c: &Common,
    direction: SpringDirection,
    fill: Color32,
) {
    let Some(_) = near(camera, view, c.pixel_x(), c.pixel_y(), 64.0) else { return };
    let flip = if c.x_flip { -1.0 } else { 1.0 };
    // The symbol's sizes (object_symbol::object) and the way the spring launches.
    let (w, h, dir) = match direction {
        SpringDirection::Up => (28.0, 16.0, vec2(0.0, -1.0)),
        SpringDirection::Down => (28.0, 16.0, vec2(0.0, 1.0)),
        SpringDirection::Left => (16.0, 28.0, vec2(-1.0, 0.0)),
        SpringDirection::Right => (16.0, 28.0, vec2(1.0, 0.0)),
        SpringDirection::DiagonalUp => (24.0, 24.0, vec2(0.7 * flip, -0.7)),
        SpringDirection::DiagonalDown => (24.0, 24.0, vec2(0.7 * flip, 0.7)),
    };
    let frame = spring::frame(c);
    let scale = match frame {
        Frame::Relaxed => 1.0,
        Frame::Compressed => 0.5,
        Frame::Extended => 1.5,
    };
    let along = |d: f32| if d != 0.0 { scale } else { 1.0 };
    let size = vec2(w * along(dir.x), h * along(dir.y));
    // The base stays put: the plate's centre moves by half the change, the way the spring faces.
    let shift = vec2(dir.x.signum() * (size.x - w), dir.y.signum() * (size.y - h)) / 2.0;
    let centre = vec2(c.pixel_x() as f32, c.pixel_y() as f32);
    let plate = camera.rect_to_screen(view, centre + shift - size / 2.0, centre + shift + size / 2.0);
    let z = camera.zoom;
    painter.rect_filled(plate, 2.0, fill);
    // The base: a dark bar on the side the spring is fixed to.
    let base = plate.center() - vec2(dir.x * plate.width(), dir.y * plate.height()) / 2.0;
    let across = vec2(dir.y.abs() * plate.width(), dir.x.abs() * plate.height()) / 2.0;
    painter
        .line_segment([base - across, base + across], Stroke::new((3.0 * z).clamp(1.0, 4.0), Color32::from_gray(0x30)));
    let arrow_length = (14.0 * scale * z).max(3.0);
    arrow(painter, plate.center(), dir * arrow_length, (5.0 * z).clamp(1.5, 5.0), Color32::WHITE);
    if z >= object_symbol::LABEL_ZOOM * 2.0 {
        let text = match frame {
            Frame::Relaxed => "spring",
            Frame::Compressed => "spring (compressed)",
            Frame::Extended => "spring (extended)",
        };
        let below = camera.to_screen(view, centre + vec2(0.0, h / 2.0 + 2.0));
        painter.text(below, Align2::CENTER_TOP, text, FontId::proportional(11.0), Color32::from_white_alpha(200));
    }
}

/// An arrow from `from` along `vector` with a head `head` points long.
fn arrow(painter: &Painter, from: Pos2, vector: Vec2, head: f32, colour: Color32) {
    let stroke = Stroke::new((head * 0.4).clamp(1.0, 2.0), colour);
    let tip = from + vector;
    painter.line_segment([from, tip], stroke);
    let back = -vector.normalized() * head;
    let side = vec2(-back.y, back.x) * 0.6;
    painter.line_segment([tip, tip + back + side], stroke);
    painter.line_segment([tip, tip + back - side], stroke);
}

/// A log bridge as its logs at their live dip ([`bridge::log_positions`]); before its first frame (`Obj11_Init`
/// has not laid the logs out yet) at rest.
fn bridge_logs(painter: &Painter, camera: &Camera, view: Rect, c: &Common, b: &Bridge) {
    if b.role != bridge::Role::Bridge {
        return;
    }
    if c.routine == 0 {
        logs_at(painter, camera, view, bridge::rest_log_positions(c.pixel_x(), c.pixel_y(), c.subtype));
    } else {
        logs_at(painter, camera, view, bridge::log_positions(c, b));
    }
}

/// Logs of [`bridge::LOG_WIDTH`] px whose centres are `logs`: each 8 px tall with its top where a standing
/// player's feet are (8 px above the log's y, `bridge::TOP`).
fn logs_at(painter: &Painter, camera: &Camera, view: Rect, logs: impl Iterator<Item = (i32, i32)>) {
    let half = bridge::LOG_WIDTH as f32 / 2.0;
    let top = f32::from(bridge::TOP);
    let fill = Color32::from_rgb(0xA0, 0x70, 0x40);
    let visible = view.expand(16.0);
    for (x, y) in logs {
        let (x, y) = (x as f32, y as f32);
        let r = camera.rect_to_screen(view, vec2(x - half, y - top), vec2(x + half, y));
        if visible.intersects(r) {
            painter.rect_filled(r.shrink((0.08 * r.width()).min(1.0)), 1.0, fill);
        }
    }
}

/// A broken monitor: its base without the screen (the broken mapping frame), 31 px wide, the lower half of the
/// box.
fn broken_monitor(painter: &Painter, camera: &Camera, view: Rect, x: i32, y: i32) {
    let Some(centre) = near(camera, view, x, y, 64.0) else { return };
    let (x, y) = (x as f32, y as f32);
    let r = camera.rect_to_screen(view, vec2(x - 15.5, y + 1.0), vec2(x + 15.5, y + 15.5));
    let z = camera.zoom;
    painter.rect_filled(r, 2.0, Color32::from_gray(0x50));
    let stroke = Stroke::new((1.5 * z).clamp(1.0, 2.5), Color32::from_gray(0xB0));
    painter.rect_stroke(r, 2.0, stroke, egui::StrokeKind::Middle);
    // The shattered screen's edge: a zigzag along the top.
    let step = r.width() / 6.0;
    let jag: Vec<Pos2> =
        (0..=6).map(|i| egui::pos2(r.left() + i as f32 * step, r.top() - (i % 2) as f32 * 3.0 * z)).collect();
    painter.add(egui::Shape::line(jag, stroke));
    if z >= object_symbol::LABEL_ZOOM * 2.0 {
        let at = centre + vec2(0.0, 16.0 * z + 2.0);
        painter.text(
            at,
            Align2::CENTER_TOP,
            "monitor (broken)",
            FontId::proportional(11.0),
            Color32::from_white_alpha(200),
        );
    }
}

/// A collected ring's sparkle (frames 4–7 of the ring's animation).
fn sparkle(painter: &Painter, camera: &Camera, view: Rect, x: i32, y: i32, frame: u8) {
    let centre = camera.to_screen(view, vec2(x as f32, y as f32));
    let r = (8.0 - f32::from(frame.saturating_sub(4)) * 1.5) * camera.zoom;
    let stroke = Stroke::new(1.0, palette::RING);
    painter.line_segment([centre - vec2(r, 0.0), centre + vec2(r, 0.0)], stroke);
    painter.line_segment([centre - vec2(0.0, r), centre + vec2(0.0, r)], stroke);
}

/// Objects spawned by other objects: spilled rings as rings, a bridge's log holders and a Buzzer's flame not
/// at all (their parent draws them), the rest as a small labelled dot.
fn spawned(painter: &Painter, camera: &Camera, view: Rect, obj: &Obj) {
    let c = &obj.common;
    let centre = camera.to_screen(view, vec2(c.pixel_x() as f32, c.pixel_y() as f32));
    if !view.expand(32.0).contains(centre) {
        return;
    }
    let z = camera.zoom.max(0.25);
    let shot = Color32::from_rgb(0xE0, 0x60, 0x60);
    let (colour, label) = match &obj.state {
        State::LostRings(_) => {
            painter.circle_stroke(centre, 7.0 * z, Stroke::new((2.0 * z).clamp(1.0, 3.0), palette::RING));
            return;
        }
        State::Bridge(_) => return,
        // A swinging platform's chain or post: the platform draws them (`swinging_platform`).
        State::SwingingPlatform(_) => return,
        // Aquatic Ruin's rotating platforms and their chains: the first platform draws them.
        State::ArzRotPlatforms(_) => return,
        State::Buzzer(b) if matches!(b.role, buzzer::Role::Flame { .. }) => return,
        State::Signpost(s) if s.role == signpost::Role::Results => return,
        // S3K's level results and title card: drawn with their art on the game's screen
        // (`studio_core::playtest::results`).
        State::Sonic3k(Sonic3k::LevelResults(_) | Sonic3k::TitleCard(_)) => return,
        State::Explosion(e) => match e.role {
            explosion::Role::Explosion => (Color32::from_rgb(0xFF, 0x90, 0x30), "explosion"),
            explosion::Role::Animal => (Color32::from_rgb(0x90, 0xE0, 0x90), "animal"),
            explosion::Role::Points => (Color32::WHITE, "points"),
        },
        State::MonitorContents(_) => (Color32::from_rgb(0x80, 0xC0, 0xFF), "item"),
        State::Coconuts(s) if s.role == coconuts::Role::Coconut => (shot, "coconut"),
        State::StarPost(_) | State::Signpost(_) => (Color32::from_rgb(0x80, 0xA0, 0xFF), "sparkle"),
        State::EhzBoss(_) | State::CpzBoss(_) => (palette::BADNIK, "boss"),
        // Mystic Cave's falling rocks and spikes, Casino Night's electric balls.
        State::MczBoss(_) if c.routine == mcz_boss::subtype::FALLING => {
            (shot, if c.collision_flags != 0 { "spike" } else { "rock" })
        }
        State::CnzBoss(_) if c.routine == cnz_boss::subtype::BALL => (shot, "ball"),
        State::MczBoss(_) | State::CnzBoss(_) => (palette::BADNIK, "boss"),
        // Aquatic Ruin's pillars and arrows, Hill Top's flame and lava balls, by name.
        State::ArzBoss(s) => (palette::BADNIK, engine::objects::runtime::object::ObjKind::name(s)),
        State::HtzBoss(s) => (palette::BADNIK, engine::objects::runtime::object::ObjKind::name(s)),
        // Sonic 1's last bosses and the pieces the player stands on or dodges, by name.
        State::Sonic1(
            k @ (Sonic1::Sbz2Eggman(_)
            | Sonic1::FalseFloor(_)
            | Sonic1::FzBoss(_)
            | Sonic1::FzCylinder(_)
            | Sonic1::FzPlasma(_)),
        ) => (palette::BADNIK, k.name()),
        State::EggPrison(_) => (Color32::from_rgb(0x30, 0x60, 0xFF), "prison"),
        // Sonic 1's giant ring flash (`_incObj/7C Ring Flash.asm`), Sonic gone into it.
        State::Sonic1(Sonic1::RingFlash(_)) => (Color32::from_rgb(0xFF, 0xF0, 0x80), "ring flash"),
        _ => (shot, "shot"),
    };
    painter.circle_filled(centre, (4.0 * z).max(2.0), colour);
    if camera.zoom >= object_symbol::LABEL_ZOOM * 2.0 {
        painter.text(centre + vec2(0.0, 6.0 * z), Align2::CENTER_TOP, label, FontId::proportional(10.0), colour);
    }
}

/// A word on the state of a loaded object where it shows and is not drawn otherwise.
fn state_label(painter: &Painter, camera: &Camera, view: Rect, obj: &Obj) {
    let c = &obj.common;
    if camera.zoom < object_symbol::LABEL_ZOOM * 2.0 {
        return;
    }
    let text = engine::objects::runtime::object::state_name(obj);
    if text.is_empty() {
        return;
    }
    let centre = camera.to_screen(view, vec2(c.pixel_x() as f32, c.pixel_y() as f32));
    painter.text(
        centre - vec2(0.0, (f32::from(c.y_radius.max(8)) + 4.0) * camera.zoom),
        Align2::CENTER_BOTTOM,
        text,
        FontId::proportional(10.0),
        Color32::from_white_alpha(220),
    );
}

/// Each loaded object's hitbox (magenta, from its `collision_flags`) and the box its solid routine tests the
/// player's centre against (green: the object's half width `d1` already grown by the Push Radius + 1, its
/// half height grown by the player's Height Radius, raised 4 px — SPG "Solid Objects").
pub fn boxes(painter: &Painter, camera: &Camera, view: Rect, play: &PlayTest) {
    let world = &play.world;
    let h = i32::from(world.player.height_radius);
    let to_rect = |x0: i32, y0: i32, x1: i32, y1: i32| {
        camera.rect_to_screen(view, vec2(x0 as f32, y0 as f32), vec2(x1 as f32 + 1.0, y1 as f32 + 1.0))
    };
    for (_, obj) in world.objects.slots.iter() {
        let c = &obj.common;
        let (x, y) = (c.pixel_x(), c.pixel_y());
        if c.collision_flags != 0 {
            let (w, hh) = engine::objects::runtime::touch::touch_size_in(world.profile.touch_sizes, c.collision_flags);
            let stroke = Stroke::new(1.0, Color32::from_rgb(0xFF, 0x60, 0xFF));
            painter.rect_stroke(to_rect(x - w, y - hh, x + w, y + hh), 0.0, stroke, egui::StrokeKind::Middle);
        }
        if let Some(b) = c.solid_box {
            let (d1, d2) = (i32::from(b.half_width), i32::from(b.half_height_air) + h);
            let stroke = Stroke::new(1.0, Color32::from_rgb(0x40, 0xE0, 0x90));
            painter.rect_stroke(to_rect(x - d1, y - d2 - 4, x + d1, y + d2 - 4), 0.0, stroke, egui::StrokeKind::Middle);
        }
    }
}
