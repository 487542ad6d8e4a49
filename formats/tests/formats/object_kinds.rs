//! Sonic 2's objects as typed kinds, as the importer types them: every object of Emerald Hill 1 and 2 and Chemical
//! Plant 1 and 2 becomes a named kind, and goes back to exactly the bytes it came from; every kind survives
//! the level file; any record of a modelled id round-trips.
#![allow(clippy::unwrap_used)]

use crate::support::strategies;

use formats::import::s2::{OBJECT_RECORD_BYTES, PLANE_SWITCHER_ID, object_records, split_objects};
use formats::object::s2::{self, S2Record, from_record, to_record};
use formats::object::{BadnikKind, Direction, MonitorContents, ObjectKind, ObjectPlacement, SpringColour};
use formats::ron_file::{from_ron_str, to_ron_string};
use formats::validate::validate;
use proptest::prelude::*;

/// The object layout files of the four acts (`../shared/reference/s2disasm/level/objects/*.bin`), or `None`
/// (skip) when ../shared is absent outside CI.
fn layouts() -> Option<Vec<(&'static str, Vec<u8>)>> {
    let dir = formats::reference::shared_dir()?.join("reference/s2disasm/level/objects");
    Some(
        ["EHZ_1", "EHZ_2", "CPZ_1", "CPZ_2"]
            .into_iter()
            .map(|name| (name, std::fs::read(dir.join(format!("{name}.bin"))).unwrap()))
            .collect(),
    )
}

/// A placement written back as the 6 bytes of its record (`ChkLoadObj`'s layout).
fn record_bytes(p: &ObjectPlacement) -> [u8; OBJECT_RECORD_BYTES] {
    let r = to_record(p).unwrap_or_else(|| panic!("no record for {p:?}"));
    let word = p.y as u16
        | u16::from(r.respawn) << 15
        | u16::from(r.y_flip) << 14
        | u16::from(r.x_flip) << 13
        | u16::from(r.two_player_any_slot) << 12;
    let [x0, x1] = (p.x as u16).to_be_bytes();
    let [w0, w1] = word.to_be_bytes();
    [x0, x1, w0, w1, r.id, r.subtype]
}

#[test]
fn every_object_of_the_four_acts_is_typed_and_writes_back_its_bytes() {
    let Some(files) = layouts() else { return };
    for (name, bytes) in files {
        let records = object_records(&bytes).unwrap();
        let (_, placements) = split_objects(&records);
        let objects: Vec<_> = records.iter().filter(|r| r.id != PLANE_SWITCHER_ID).collect();
        assert_eq!(placements.len(), objects.len(), "{name}");
        for (r, p) in objects.into_iter().zip(&placements) {
            assert!(!matches!(p.kind, ObjectKind::Other { .. }), "{name} byte {}: {:?}", r.offset, p);
            // Nothing a typed field cannot say: no unused bits in the real layouts.
            assert_eq!(p.s2.map_or(0, |e| e.unused_subtype_bits), 0, "{name} byte {}", r.offset);
            let original = &bytes[r.offset..r.offset + OBJECT_RECORD_BYTES];
            assert_eq!(&record_bytes(p), original, "{name} byte {}: {:?}", r.offset, p);
        }
    }
}

#[test]
fn the_acts_hold_the_kinds_the_issue_lists() {
    let Some(files) = layouts() else { return };
    let mut names = Vec::new();
    for (_, bytes) in files {
        let (_, placements) = split_objects(&object_records(&bytes).unwrap());
        for p in placements {
            let name = match p.kind {
                ObjectKind::Badnik { kind } => format!("{kind:?}"),
                kind => kind.name().to_string(),
            };
            if !names.contains(&name) {
                names.push(name);
            }
        }
    }
    names.sort();
    assert_eq!(
        names,
        [
            "Buzzer",
            "CPZ platform",
            "Coconuts",
            "Grabber",
            "Masher",
            "Spiny",
            "SpinyOnWall",
            "blue balls",
            "breakable block",
            "bridge",
            "checkpoint",
            "decoration",
            "egg prison",
            "floating platform",
            "invisible block",
            "monitor",
            "moving block",
            "one-way barrier",
            "pipe exit spring",
            "pressure spring",
            "sideways platform",
            "signpost",
            "speed booster",
            "spikes",
            "spin tube",
            "spiral",
            "spring",
            "staircase",
            "tipping floor",
            "waterfall",
        ]
    );
}

#[test]
fn known_records_read_as_the_game_does() {
    let rec = |id, subtype| S2Record { id, subtype, ..Default::default() };
    let kind = |r| from_record(0, 0, r).kind;
    // EHZ's most common monitor (subtype 4: ten rings) and its spring 0x12 (yellow, horizontal: right).
    assert_eq!(kind(rec(0x26, 4)), ObjectKind::Monitor { contents: MonitorContents::Rings });
    assert_eq!(
        kind(rec(0x41, 0x12)),
        ObjectKind::spring(SpringColour::Yellow, formats::object::SpringDirection::Right)
    );
    // Bridges of 8 and 16 logs; the bridge stake; the star posts' order.
    assert_eq!(kind(rec(0x11, 0x10)), ObjectKind::Bridge { logs: 16 });
    assert_eq!(kind(rec(0x1C, 2)), ObjectKind::Decoration { which: 2 });
    assert_eq!(s2::decoration_name(2), "EHZ bridge stake");
    assert_eq!(kind(rec(0x79, 3)), ObjectKind::Checkpoint { index: 3 });
    // CPZ: an invisible block 2 blocks wide and 4 high (0x13); six blue balls jumping straight (0x15);
    // a tipping floor with delay 2, duration 7 (0x72).
    assert_eq!(kind(rec(0x74, 0x13)), ObjectKind::InvisibleBlock { width: 2, height: 4 });
    assert_eq!(kind(rec(0x1D, 0x15)), ObjectKind::BlueBalls { balls: 6, straight: true });
    assert_eq!(kind(rec(0x1D, 0x05)), ObjectKind::BlueBalls { balls: 6, straight: false });
    assert_eq!(kind(rec(0x0B, 0x72)), ObjectKind::TippingFloor { delay: 2, duration: 7 });
    assert_eq!(kind(rec(0x36, 0x30)), ObjectKind::spikes(Direction::Up, 8, false));
    assert_eq!(kind(rec(0xA6, 0x32)), ObjectKind::Badnik { kind: BadnikKind::SpinyOnWall });
    assert_eq!(kind(rec(0x1E, 0x29)), ObjectKind::SpinTube { entrance: 1, route: 10 });
}

#[test]
fn every_kind_survives_the_level_file() {
    let level = strategies::full_level();
    assert!(level.objects.iter().any(|o| o.s2.is_some_and(|e| e.unused_subtype_bits != 0)));
    assert_eq!(validate(&level), vec![]);
    let text = to_ron_string(&level);
    assert_eq!(from_ron_str(&text).unwrap(), level);
    // Every Sonic 2 kind with a record gives one.
    for o in &level.objects {
        let has_record = !o.kind.is_generic_object()
            && !matches!(
                o.kind,
                ObjectKind::Ring
                    | ObjectKind::Bumper
                    | ObjectKind::PushableBlock
                    | ObjectKind::Platform { .. }
                    | ObjectKind::Monitor { contents: MonitorContents::LightningShield }
                    | ObjectKind::Badnik { kind: BadnikKind::Crabmeat }
                    | ObjectKind::Spikes { count: 3, .. }
            );
        assert_eq!(to_record(o).is_some(), has_record, "{o:?}");
    }
}

#[test]
fn files_without_the_new_fields_still_load() {
    // A level written before springs and spikes had Sonic 2's fields and placements their `s2`.
    let text = to_ron_string(&strategies::full_level());
    let objects_at = text.find("  objects: [").unwrap();
    const OLD_OBJECTS: &str = r#"  objects: [
    (
      kind: Spring(
        colour: Red,
        direction: Left,
      ),
      x: 1,
      y: 2,
    ),
    (
      kind: Spikes(
        direction: Up,
        count: 2,
        moving: true,
      ),
      x: 3,
      y: 4,
    ),
  ],
)
"#;
    let old = format!("{}{OLD_OBJECTS}", &text[..objects_at]);
    let level = from_ron_str(&old).unwrap();
    assert_eq!(level.objects[0].kind, ObjectKind::spring(SpringColour::Red, formats::object::SpringDirection::Left));
    assert_eq!(level.objects[1].kind, ObjectKind::spikes(Direction::Up, 2, true));
    assert_eq!(level.objects[1].s2, None);
    // Written back, the defaults stay out of the file.
    let again = to_ron_string(&level);
    assert!(!again.contains("twirl") && !again.contains("move_axis") && !again.contains("s2:"), "{again}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Any record of a modelled id: a typed kind, and exactly the same record back.
    #[test]
    fn any_record_of_a_known_id_round_trips(
        id in proptest::sample::select(s2::id::ALL.to_vec()),
        subtype in any::<u8>(),
        [x_flip, y_flip, respawn, two_player_any_slot] in any::<[bool; 4]>(),
        x in 0i32..0x8000,
        y in 0i32..0x1000,
    ) {
        let record = S2Record { id, subtype, x_flip, y_flip, respawn, two_player_any_slot };
        let p = from_record(x, y, record);
        prop_assert!(!matches!(p.kind, ObjectKind::Other { .. }), "{:?}", p);
        prop_assert_eq!((p.x, p.y), (x, y));
        prop_assert_eq!(to_record(&p), Some(record));
        // Through the level file too.
        let mut level = formats::Level::new("Records", formats::ChunkSize::Px128, 1, 1);
        level.objects = vec![p.clone()];
        if validate(&level).is_empty() {
            let back = from_ron_str(&to_ron_string(&level)).map(|l| l.objects).ok();
            prop_assert_eq!(back, Some(vec![p]));
        }
    }

    /// Any id at all: typed or `Other`, the record comes back.
    #[test]
    fn any_record_round_trips(
        id in any::<u8>(),
        subtype in any::<u8>(),
        [x_flip, y_flip, respawn, two_player_any_slot] in any::<[bool; 4]>(),
    ) {
        let record = S2Record { id, subtype, x_flip, y_flip, respawn, two_player_any_slot };
        prop_assert_eq!(to_record(&from_record(0, 0, record)), Some(record));
    }

    /// A valid placement of a Sonic 2 kind always has a record, and reads back from it as itself.
    #[test]
    fn valid_sonic2_placements_have_records(p in strategies::s2_placement()) {
        let record = to_record(&p);
        prop_assert!(record.is_some());
        if let Some(r) = record {
            prop_assert_eq!(from_record(p.x, p.y, r), p);
        }
    }
}

#[test]
fn sonic2_fields_that_do_not_fit_their_bits_are_reported() {
    let mut level = formats::Level::new("Bits", formats::ChunkSize::Px128, 1, 1);
    let at = |kind| ObjectPlacement { kind, ..Default::default() };
    level.objects = vec![
        at(ObjectKind::TippingFloor { delay: 16, duration: 15 }),
        at(ObjectKind::InvisibleBlock { width: 0, height: 17 }),
        at(ObjectKind::BlueBalls { balls: 0, straight: false }),
        ObjectPlacement {
            s2: Some(s2::S2Extra {
                respawn: false,
                two_player_any_slot: false,
                unused_subtype_bits: 0x81,
                load_at_any_y: false,
            }),
            ..at(ObjectKind::spring(SpringColour::Red, formats::object::SpringDirection::Up))
        },
    ];
    let lines: Vec<String> = validate(&level).iter().map(|p| p.to_string()).collect();
    assert_eq!(
        lines,
        [
            "objects[0].kind.delay: 16 outside 0..=15",
            "objects[1].kind.width: 0 outside 1..=16",
            "objects[1].kind.height: 17 outside 1..=16",
            "objects[2].kind.balls: 0 outside 1..=16",
            "objects[3].s2.unused_subtype_bits: 0x81 sets bits a spring uses or does not have (only 0x70 may be set)",
        ]
    );
    // Such fields have no record.
    assert!(level.objects[..3].iter().all(|o| to_record(o).is_none()));
}

/// The generic objects' fields default when absent: a conveyor 128 px either side at 1 px a frame
/// (Sonic 1's `Obj68` subtype $10), a seesaw with its ball, a fan that switches and pushes; and none of them
/// has a Sonic 2 record.
#[test]
fn generic_kinds_default_their_fields() {
    let text = to_ron_string(&strategies::full_level());
    let objects_at = text.find("  objects: [").unwrap();
    let objects = r#"  objects: [
    (kind: Conveyor(), x: 10, y: 10),
    (kind: Seesaw(), x: 20, y: 10),
    (kind: Fan(), x: 30, y: 10),
    (kind: Platform(motion: Collapsing, width: 64, range: 0), x: 40, y: 10),
  ],
)
"#;
    let text = format!("{}{objects}", &text[..objects_at]);
    let level = from_ron_str(&text).unwrap();
    let kinds: Vec<&ObjectKind> = level.objects.iter().map(|o| &o.kind).collect();
    assert_eq!(
        kinds,
        [
            &ObjectKind::Conveyor { half_width: 128, speed: 1 },
            &ObjectKind::Seesaw { ball: true },
            &ObjectKind::Fan { always_on: false, pull: false },
            &ObjectKind::Platform { motion: formats::object::PlatformMotion::Collapsing, width: 64, range: 0 },
        ]
    );
    assert!(level.objects.iter().all(|o| to_record(o).is_none()));
    assert!(kinds[..3].iter().all(|k| k.is_generic_object() && !k.is_sonic2_only()));
}
