//! The level's objects as the runtime reads them: object placements become layout entries (Sonic 2 object
//! records, sorted by x as `ObjectsManager` needs) and rings a separate sorted list (`RingsManager`).

use crate::objects::id;
use crate::objects::runtime::manager::LayoutEntry;
use crate::objects::{generic::generic_platform, s1};
use formats::Level;
use formats::level::SourceFormat;
use formats::object::{ObjectKind, ObjectPlacement, PlatformMotion, s2};

/// The fixed part of a level's objects (does not change while it runs).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Layout {
    pub entries: Vec<LayoutEntry>,
    /// Ring centres and the placement each came from.
    pub rings: Vec<(u16, u16, usize)>,
    /// Casino Night's layout bumpers ([`crate::objects::s2::cnz_bumpers`]), as the level lists them.
    pub bumpers: Vec<formats::level::LayoutBumper>,
}

/// The placement index of a plane switcher's entry (it stands for none of the level's placements).
pub const SWITCHER: usize = usize::MAX;

/// Options for building the layout.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct LayoutOptions {
    /// Leave every badnik out (what `sim --no-badniks` and the play-test toggle do).
    pub no_badniks: bool,
}

impl Layout {
    pub fn new(level: &Level, options: LayoutOptions) -> Self {
        let mut layout = Layout::default();
        // Sonic 1's badniks (in any level: Sonic 2 has none of them) and a Sonic 1 level's `Other` placements
        // (Sonic 1 ids, which mean other objects in Sonic 2's table: $40 is Sonic 1's Motobug, Sonic 2's
        // pressure spring) run as Sonic 1 objects (`crate::objects::s1`).
        let sonic1_ids = level.source.as_ref().is_some_and(|s| s.format == SourceFormat::SonLvlS1);
        // A Sonic 3 & Knuckles level's `Other` placements hold S3K ids ($0D: its breakable wall, Sonic 2's
        // signpost): they run as S3K objects or not at all (`crate::objects::s3k`).
        let s3k_ids = level.source.as_ref().is_some_and(|s| s.format == SourceFormat::SonLvlS3K);
        // (Objects that differ by zone read `Current_zone`.)
        let zone = level.source.as_ref().and_then(|s| crate::objects::s3k::zone(&s.section));
        let mut next = 0;
        for (i, p) in level.objects.iter().enumerate() {
            if p.x < 0 || p.y < 0 || p.x > 0x7FFF || p.y > 0x0FFF {
                continue;
            }
            if sonic1_ids && p.kind == ObjectKind::Ring {
                // Sonic 1's rings are objects, a group per layout record (`s1::ring`).
                if i >= next {
                    let (e, count) = s1::ring_group(&level.objects, i);
                    layout.entries.push(e);
                    next = i + count;
                }
                continue;
            }
            if let Some(e) = s1::entry(p, i, sonic1_ids) {
                if !(options.no_badniks && s1::is_badnik(e.params[0] as u8)) {
                    layout.entries.push(e);
                }
                continue;
            }
            if p.kind == ObjectKind::Ring {
                layout.rings.push((p.x as u16, p.y as u16, i));
                continue;
            }
            if options.no_badniks && is_badnik(p) {
                continue;
            }
            let e = if s3k_ids { crate::objects::s3k::entry(p, i, zone, entry) } else { entry(p, i) };
            if let Some(e) = e {
                layout.entries.push(e);
            }
        }
        if crate::profile::Profile::get(level.profile).switchers_take_slots && !sonic1_ids {
            // Sonic 2's plane switchers are records of the object layout (`Obj03`): they take slots
            // (`crate::objects::s2::plane_switcher`). Placement `usize::MAX`: no placement of the level's;
            // the first parameter is how many object records came before its own.
            for sw in &level.switchers {
                if (0..=0x7FFF).contains(&sw.x) && (0..=0x0FFF).contains(&sw.y) {
                    let before = sw.objects_before.map_or(0, |n| n.min(u32::from(u16::MAX)) as u16);
                    layout.entries.push(LayoutEntry {
                        x: sw.x as u16,
                        y: sw.y as u16,
                        id: crate::objects::s2::id::PLANE_SWITCHER,
                        subtype: 0,
                        x_flip: false,
                        y_flip: false,
                        // S3K's `Obj_PathSwap` record has a respawn byte like any (its loaded bit keeps the
                        // rows' pass of `Load_Sprites` from loading it twice); Sonic 2's `Obj03` none.
                        respawn: s3k_ids,
                        any_y: false,
                        placement: SWITCHER,
                        params: [before, 0],
                    });
                }
            }
        }
        // By x; records of the same x in the layout file's order (the objects manager loads them in it).
        layout.entries.sort_by_key(|e| {
            let order = if e.placement == SWITCHER { 2 * usize::from(e.params[0]) } else { 2 * e.placement + 1 };
            (e.x, order)
        });
        layout.bumpers = level.bumpers.clone();
        layout
    }
}

/// Whether a placement is a badnik (removed by `--no-badniks`).
pub fn is_badnik(p: &ObjectPlacement) -> bool {
    // `Other` and the named kinds by their id, as `Other` alone was before the importers named them.
    match (&p.kind, p.kind.game_id()) {
        (ObjectKind::Badnik { .. }, _) => true,
        (_, Some((id, _))) => {
            matches!(id, 0x4B | 0x5C | 0x8C | 0x8D | 0x8E | 0x92 | 0x94 | 0x96 | 0x9D | 0x9E | 0xA5 | 0xA6 | 0xA7)
        }
        _ => false,
    }
}

/// The Sonic 2 record a placement stands for (`formats::object::s2::to_record`), or the SPG's generic object
/// ([`generic`]); other kinds Sonic 2 has no object for are not loaded.
fn entry(p: &ObjectPlacement, placement: usize) -> Option<LayoutEntry> {
    if let Some(e) = generic(p, placement) {
        return Some(e);
    }
    let r = match elemental_monitor(p) {
        Some(r) => r,
        None => s2::to_record(p)?,
    };
    Some(LayoutEntry {
        x: p.x as u16,
        y: p.y as u16,
        id: r.id,
        subtype: r.subtype,
        x_flip: r.x_flip,
        y_flip: r.y_flip,
        respawn: r.respawn,
        any_y: false,
        placement,
        params: [0; 2],
    })
}

/// The SPG's generic objects ([`crate::objects::generic`]): their runtime id, subtype and parameters. A platform Sonic
/// 2's `Obj18` can hold (64 px, static or falling) stays an `Obj18`. Objects that change for good (bumpers counting
/// hits, balloons, walls) get a respawn entry.
fn generic(p: &ObjectPlacement, placement: usize) -> Option<LayoutEntry> {
    let (object, subtype, params, respawn) = match p.kind {
        ObjectKind::Bumper => (id::BUMPER, 0, [0; 2], true),
        ObjectKind::PushableBlock => (id::PUSHABLE_BLOCK, 0, [0; 2], true),
        ObjectKind::Platform { motion, width, range } => {
            if s2::to_record(p).is_some() {
                return None;
            }
            let motion = match motion {
                PlatformMotion::Static => generic_platform::STATIC,
                PlatformMotion::Horizontal => generic_platform::HORIZONTAL,
                PlatformMotion::Vertical => generic_platform::VERTICAL,
                PlatformMotion::Falling => generic_platform::FALLING,
                PlatformMotion::Collapsing => generic_platform::COLLAPSING,
            };
            (id::GENERIC_PLATFORM, motion, [width.max(2), range], false)
        }
        ObjectKind::SpringCap => (id::SPRING_CAP, 0, [0; 2], false),
        ObjectKind::SpringRamp => (id::SPRING_RAMP, 0, [0; 2], false),
        ObjectKind::Seesaw { ball } => (id::SEESAW, if ball { 0 } else { 0xFF }, [0; 2], false),
        ObjectKind::Flipper => (id::FLIPPER, 0, [0; 2], false),
        ObjectKind::Fan { always_on, pull } => {
            let subtype = if pull { crate::objects::generic::fan::PULL } else { 0 }
                | if always_on { crate::objects::generic::fan::ALWAYS_ON } else { 0 };
            (id::FAN, subtype, [0; 2], false)
        }
        ObjectKind::Conveyor { half_width, speed } => {
            (id::CONVEYOR, speed as u8, [u16::from(half_width).max(1), 0], false)
        }
        ObjectKind::Spinner => (id::SPINNER, 0, [0; 2], false),
        ObjectKind::Balloon => (id::BALLOON, 0, [0; 2], true),
        ObjectKind::Cannon => (id::CANNON, 0, [0; 2], false),
        ObjectKind::BreakableWall => (id::BREAKABLE_WALL, 0, [0; 2], true),
        ObjectKind::Capsule => (id::CAPSULE, 0, [0; 2], false),
        _ => return None,
    };
    Some(LayoutEntry {
        x: p.x as u16,
        y: p.y as u16,
        id: object,
        subtype,
        x_flip: p.x_flip,
        y_flip: p.y_flip,
        respawn,
        any_y: false,
        placement,
        params,
    })
}

/// The S3K elemental shield monitors, which Sonic 2 has no subtype for, load as monitors with the engine's own contents
/// codes ([`crate::objects::s2::monitor::contents`]); a Sonic 2 subtype that would read as one of those codes is past
/// `Obj2E_Types` (no content) and loads as '?' instead.
fn elemental_monitor(p: &ObjectPlacement) -> Option<s2::S2Record> {
    use crate::objects::s2::monitor::contents;
    use formats::object::MonitorContents;
    let ObjectKind::Monitor { contents: kind } = p.kind else { return None };
    let subtype = match kind {
        MonitorContents::FireShield => contents::FIRE_SHIELD,
        MonitorContents::LightningShield => contents::LIGHTNING_SHIELD,
        MonitorContents::WaterShield => contents::BUBBLE_SHIELD,
        MonitorContents::Undefined(n) if (contents::FIRE_SHIELD..=contents::BUBBLE_SHIELD).contains(&n) => {
            contents::QUESTION_MARK
        }
        _ => return None,
    };
    let plain = ObjectPlacement { kind: ObjectKind::Monitor { contents: MonitorContents::Shield }, ..p.clone() };
    let r = s2::to_record(&plain)?;
    Some(s2::S2Record { subtype, ..r })
}

#[cfg(test)]
mod tests {
    use super::*;
    use formats::object::s2::{S2Record, from_record};
    use formats::switcher::LayerSwitcher;
    use formats::{ChunkSize, ProfileId};

    /// Hill Top 1's layout starts with `Obj03` at $178, then two `Obj1C` at $178 and the zip-line lift at $1A0:
    /// the switcher loads first (slot $10), so the lift takes slot $13 as in the game. Among records of one x
    /// the file's order holds (`objects_before`); without a place a switcher comes first.
    #[test]
    fn plane_switchers_take_their_place_in_the_layout() {
        let mut level = Level::new("t", ChunkSize::Px128, 8, 4);
        level.profile = ProfileId::S2;
        let record = |id, subtype| S2Record { id, subtype, ..Default::default() };
        level.objects = vec![
            from_record(0x178, 0x3A0, record(0x1C, 4)),
            from_record(0x178, 0x3C8, record(0x1C, 7)),
            from_record(0x1A0, 0x3BE, record(0x16, 0x14)),
        ];
        level.switchers = vec![
            LayerSwitcher { x: 0x178, y: 0x348, objects_before: Some(0), ..Default::default() },
            LayerSwitcher { x: 0x1A0, y: 0x300, objects_before: Some(3), ..Default::default() },
        ];
        let layout = Layout::new(&level, LayoutOptions::default());
        let order: Vec<(u16, u8)> = layout.entries.iter().map(|e| (e.x, e.id)).collect();
        assert_eq!(order, [(0x178, 0x03), (0x178, 0x1C), (0x178, 0x1C), (0x1A0, 0x16), (0x1A0, 0x03)]);
        level.profile = ProfileId::S1;
        assert_eq!(Layout::new(&level, LayoutOptions::default()).entries.iter().filter(|e| e.id == 3).count(), 0);
    }

    /// A Sonic 3 & Knuckles level's `Other` id $0D is its breakable wall, not Sonic 2's signpost: not run as
    /// one (it holds its slot as an unrun S3K object). Its typed spring runs (as Sonic 2's `Obj41`), and its path swappers take slots as `Obj03`s.
    #[test]
    fn s3k_ids_do_not_run_as_sonic_2_objects() {
        let mut level = Level::new("t", ChunkSize::Px128, 8, 4);
        level.profile = ProfileId::S3K;
        level.source = Some(formats::level::LevelSource::new(SourceFormat::SonLvlS3K, "Sonic 3\\\\Test"));
        let record = formats::object::s3k::S3kRecord { id: formats::object::s3k::id::SPRING, ..Default::default() };
        let spring = formats::object::s3k::from_record(0x120, 0x100, record, formats::object::s3k::S3kSet::SkSet1);
        assert!(matches!(spring.kind, ObjectKind::Spring { .. }));
        level.objects = vec![
            ObjectPlacement { kind: ObjectKind::Other { id: 0x0D, subtype: 0 }, ..spring.clone() },
            spring.clone(),
        ];
        level.switchers = vec![LayerSwitcher { x: 0x178, y: 0x348, objects_before: Some(2), ..Default::default() }];
        let ids: Vec<u8> = Layout::new(&level, LayoutOptions::default()).entries.iter().map(|e| e.id).collect();
        let unrun = crate::objects::s3k::id::UNRUN;
        assert_eq!(ids, [unrun, crate::objects::s2::id::SPRING, crate::objects::s2::id::PLANE_SWITCHER]);
        level.source = None;
        let ids: Vec<u8> = Layout::new(&level, LayoutOptions::default()).entries.iter().map(|e| e.id).collect();
        assert_eq!(ids.first(), Some(&0x0D), "a level of no S3K project keeps Sonic 2's ids");
    }
}
