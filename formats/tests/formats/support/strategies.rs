//! Levels for the tests: one with every field and object kind set to something other than its default, and
//! proptest strategies for small valid levels.

#![allow(dead_code)]

use formats::Layer;
use formats::chunk::{Block, Chunk, ChunkSize, LayerCell, Solidity};
use formats::level::{Bounds, CURRENT_VERSION, Layout, Level, Point, ProfileId};
use formats::object::s2::{
    self, CpzPlatformMotion, FloatingPlatformMotion, MovingBlockMotion, S2Extra, StaircaseMotion,
};
use formats::object::{
    Axis, BadnikKind, Direction, MonitorContents, ObjectKind, ObjectPlacement, PlatformMotion, SpringColour,
    SpringDirection, SpringLayer,
};
use formats::object::{s1, s3k};
use formats::switcher::{LayerSwitcher, Orientation, SwitcherRadius, SwitcherSide};
use formats::tile::SolidTile;
use formats::validate::limits::MAX_COORDINATE;
use proptest::prelude::*;

/// Every object kind, each with non-default properties (the generic kinds first, then Sonic 2's).
pub fn every_object_kind() -> Vec<ObjectKind> {
    vec![
        ObjectKind::Ring,
        ObjectKind::Spring {
            colour: SpringColour::Red,
            direction: SpringDirection::DiagonalDown,
            twirl: true,
            layer: SpringLayer::B,
            kill_transverse: true,
        },
        ObjectKind::Monitor { contents: MonitorContents::LightningShield },
        ObjectKind::Spikes { direction: Direction::Left, count: 3, moving: true, move_axis: Some(Axis::Vertical) },
        ObjectKind::Platform { motion: PlatformMotion::Vertical, width: 64, range: 96 },
        ObjectKind::PushableBlock,
        ObjectKind::Bridge { logs: 12 },
        ObjectKind::Checkpoint { index: 2 },
        ObjectKind::Bumper,
        ObjectKind::Badnik { kind: BadnikKind::Crabmeat },
        ObjectKind::Other { id: 0x36, subtype: 0x41 },
        ObjectKind::Sonic1 { object: s1::S1Object::FloatingBlock, subtype: 3, respawn: Some(true) },
        ObjectKind::Sonic2 { object: s2::S2Object::ChopChop, subtype: 0x4C },
        ObjectKind::Sonic3k { object: s3k::S3kObject::AIZHollowTree, subtype: 1 },
        ObjectKind::Spiral { cylinder: true },
        ObjectKind::TippingFloor { delay: 3, duration: 7 },
        ObjectKind::Signpost,
        ObjectKind::FloatingPlatform { motion: FloatingPlatformMotion::VerticalAlt, frame: 4, solid: true },
        ObjectKind::CpzPlatform { motion: CpzPlatformMotion::ClockwiseCircle2, frame: 1 },
        ObjectKind::SpeedBooster { slow: true },
        ObjectKind::Decoration { which: 2 },
        ObjectKind::BlueBalls { balls: 6, straight: true },
        ObjectKind::SpinTube { entrance: 2, route: 9 },
        ObjectKind::OneWayBarrier { frame: 2 },
        ObjectKind::BreakableBlock,
        ObjectKind::EggPrison,
        ObjectKind::PressureSpring { twirl: true, fewer_flips: true, layer: SpringLayer::A },
        ObjectKind::Waterfall { frame: 4 },
        ObjectKind::MovingBlock { motion: MovingBlockMotion::StairSmall, frame: 1 },
        ObjectKind::InvisibleBlock { width: 2, height: 8 },
        ObjectKind::Staircase { motion: StaircaseMotion::UpWhenStoodOn },
        ObjectKind::SidewaysPlatform { setup: 0x0C },
        ObjectKind::PipeExitSpring {
            twirl: true,
            weak: true,
            layer: SpringLayer::UnchangedBothBits,
            kill_transverse: true,
        },
        ObjectKind::Platform { motion: PlatformMotion::Collapsing, width: 80, range: 0 },
        ObjectKind::SpringCap,
        ObjectKind::SpringRamp,
        ObjectKind::Seesaw { ball: false },
        ObjectKind::Flipper,
        ObjectKind::Fan { always_on: true, pull: true },
        ObjectKind::Conveyor { half_width: 56, speed: -3 },
        ObjectKind::Spinner,
        ObjectKind::Balloon,
        ObjectKind::Cannon,
        ObjectKind::BreakableWall,
        ObjectKind::Capsule,
    ]
}

/// The placements of `every_object_kind` in `full_level`: some with Sonic 2 record details.
fn s2_extra(i: usize) -> Option<S2Extra> {
    match i % 4 {
        0 => None,
        1 => Some(S2Extra { respawn: true, two_player_any_slot: false, unused_subtype_bits: 0, load_at_any_y: false }),
        2 => Some(S2Extra { respawn: false, two_player_any_slot: true, unused_subtype_bits: 0, load_at_any_y: false }),
        _ => Some(S2Extra {
            respawn: true,
            two_player_any_slot: true,
            unused_subtype_bits: s2::unused_mask(&every_object_kind()[i]) & 0x31,
            load_at_any_y: false,
        }),
    }
}

/// A valid level with every field, and every object kind, different from its default.
pub fn full_level() -> Level {
    let size = ChunkSize::Px256;
    let ramp = SolidTile::from_heights(std::array::from_fn(|i| i as i8 + 1));
    let ceiling = SolidTile::from_heights(std::array::from_fn(|i| -(i as i8) - 1));
    let mut hand_tuned = SolidTile::from_heights([4; 16]);
    hand_tuned.angle = 0xFF;
    let mut chunk0 = Chunk::empty(size);
    chunk0.blocks[0] = Block {
        a: LayerCell { tile: 1, solidity: Solidity::All },
        b: LayerCell { tile: 2, solidity: Solidity::LeftRightBottom },
        x_flip: true,
        y_flip: false,
        art: Some(0x123),
    };
    chunk0.blocks[255] = Block {
        a: LayerCell { tile: 3, solidity: Solidity::Top },
        b: LayerCell { tile: 0, solidity: Solidity::NotSolid },
        x_flip: false,
        y_flip: true,
        art: None,
    };
    let mut chunk1 = Chunk::empty(size);
    for (i, block) in chunk1.blocks.iter_mut().enumerate().skip(240) {
        block.a = LayerCell { tile: 1, solidity: Solidity::All };
        block.b = LayerCell { tile: (i % 4) as u16, solidity: Solidity::Top };
    }
    let mut layout = Layout::new(3, 2);
    layout.set(0, 0, Some(1));
    layout.set(2, 0, Some(0));
    layout.set(1, 1, Some(1));
    let objects = every_object_kind()
        .into_iter()
        .enumerate()
        .map(|(i, kind)| ObjectPlacement {
            kind,
            x: 100 + 50 * i as i32,
            y: -8 - i as i32,
            x_flip: i % 2 == 0,
            y_flip: i % 3 == 0,
            s2: s2_extra(i),
        })
        .collect();
    Level {
        version: CURRENT_VERSION,
        name: "Full Level ✓ \"quoted\"".to_string(),
        profile: ProfileId::S3K,
        chunk_size: size,
        player_start: Point { x: 80, y: 300 },
        knuckles_start: Some(Point { x: 0x3640, y: 0x65C }),
        bounds: Bounds { left: 16, top: -64, right: 768, bottom: 512 },
        water_height: Some(400),
        events: formats::level::LevelEvents::Ehz2,
        source: None,
        art: None,
        moves: Some(formats::LevelMoves { glide: true, super_forms: true, ..Default::default() }),
        tiles: vec![SolidTile::EMPTY, ramp, ceiling, hand_tuned],
        chunks: vec![chunk0, chunk1],
        layout,
        switchers: vec![LayerSwitcher {
            x: 300,
            y: -20,
            orientation: Orientation::Horizontal,
            radius: SwitcherRadius::R256,
            left_or_top: SwitcherSide { layer: Layer::B, high_priority: true },
            right_or_bottom: SwitcherSide { layer: Layer::A, high_priority: true },
            grounded_only: true,
            priority_only: true,
            objects_before: None,
        }],
        objects,
        loops: Default::default(),
        bumpers: vec![formats::level::LayoutBumper { kind: 4, x: 0x410, y: 0x540 }],
        art_edits: formats::art_edits::ArtEdits {
            patterns: [(2047, formats::art_edits::PatternPixels(std::array::from_fn(|i| (i % 16) as u8)))].into(),
            blocks: [(1023, [0x8001, 0x2802, 0x5003, 0x7FFF])].into(),
            palette: [(0, 0x0000), (63, 0x0EEE)].into(),
            water_palette: [(1, 0x0222), (62, 0x0E0E)].into(),
        },
    }
}

fn tile() -> impl Strategy<Value = SolidTile> {
    (proptest::array::uniform16(-16i8..=16), proptest::array::uniform16(-16i8..=16), any::<u8>())
        .prop_map(|(heights, widths, angle)| SolidTile { heights, widths, angle })
}

fn solidity() -> impl Strategy<Value = Solidity> {
    prop_oneof![Just(Solidity::NotSolid), Just(Solidity::Top), Just(Solidity::LeftRightBottom), Just(Solidity::All)]
}

fn cell(tiles: usize) -> impl Strategy<Value = LayerCell> {
    // A cell that is not solid may name any tile (it is never read).
    (solidity(), 0..tiles as u16, any::<u16>()).prop_map(|(solidity, tile, any_tile)| LayerCell {
        tile: if solidity == Solidity::NotSolid { any_tile } else { tile },
        solidity,
    })
}

fn block(tiles: usize) -> impl Strategy<Value = Block> {
    (cell(tiles), cell(tiles), any::<bool>(), any::<bool>(), proptest::option::of(0..0x400u16))
        .prop_map(|(a, b, x_flip, y_flip, art)| Block { a, b, x_flip, y_flip, art })
}

fn coordinate() -> impl Strategy<Value = i32> {
    prop_oneof![-2000i32..2000, -MAX_COORDINATE..=MAX_COORDINATE]
}

fn object_kind() -> impl Strategy<Value = ObjectKind> {
    let kinds = every_object_kind();
    (0..kinds.len(), any::<u8>(), any::<u16>(), any::<bool>()).prop_map(move |(i, byte, word, flag)| {
        match kinds[i].clone() {
            ObjectKind::Spikes { direction, .. } => ObjectKind::Spikes {
                direction,
                count: 1 + byte % 16,
                moving: flag,
                move_axis: [None, Some(Axis::Vertical), Some(Axis::Horizontal)][usize::from(byte % 3)],
            },
            ObjectKind::Bridge { .. } => ObjectKind::Bridge { logs: 1 + byte % 64 },
            ObjectKind::Platform { motion, .. } => {
                ObjectKind::Platform { motion, width: 1 + word % 1024, range: word % 1025 }
            }
            ObjectKind::Checkpoint { .. } => ObjectKind::Checkpoint { index: byte },
            ObjectKind::Other { .. } => ObjectKind::Other { id: byte, subtype: (word >> 8) as u8 },
            ObjectKind::Sonic1 { .. } => {
                let object = s1::S1Object::ALL[usize::from(word) % s1::S1Object::ALL.len()];
                ObjectKind::Sonic1 { object, subtype: byte, respawn: flag.then_some(!s1::usual_respawn(object)) }
            }
            ObjectKind::Sonic2 { .. } => ObjectKind::Sonic2 {
                object: s2::S2Object::ALL[usize::from(word) % s2::S2Object::ALL.len()],
                subtype: byte,
            },
            ObjectKind::Sonic3k { .. } => ObjectKind::Sonic3k {
                object: s3k::S3kObject::ALL[usize::from(word) % s3k::S3kObject::ALL.len()],
                subtype: byte,
            },
            kind => kind,
        }
    })
}

/// Any record of an object Sonic 2 has a typed kind for, as a placement (one the level rules accept).
pub fn s2_placement() -> impl Strategy<Value = ObjectPlacement> {
    (proptest::sample::select(s2::id::ALL.to_vec()), any::<u8>(), any::<[bool; 4]>(), coordinate(), coordinate())
        .prop_map(|(id, subtype, [x_flip, y_flip, respawn, two_player_any_slot], x, y)| {
            let record = s2::S2Record { id, subtype, x_flip, y_flip, respawn, two_player_any_slot };
            s2::from_record(x, y, record)
        })
        .prop_filter(
            "bridges have 1..=64 logs",
            |p| !matches!(p.kind, ObjectKind::Bridge { logs } if logs == 0 || logs > 64),
        )
}

fn object() -> impl Strategy<Value = ObjectPlacement> {
    let generic = (object_kind(), coordinate(), coordinate(), any::<bool>(), any::<bool>())
        .prop_map(|(kind, x, y, x_flip, y_flip)| ObjectPlacement { kind, x, y, x_flip, y_flip, s2: None });
    prop_oneof![generic, s2_placement()]
}

fn switcher() -> impl Strategy<Value = LayerSwitcher> {
    let side = (any::<bool>(), any::<bool>())
        .prop_map(|(b, high_priority)| SwitcherSide { layer: if b { Layer::B } else { Layer::A }, high_priority });
    (coordinate(), coordinate(), any::<bool>(), 0u8..4, side.clone(), side, any::<bool>(), any::<bool>()).prop_map(
        |(x, y, horizontal, radius, left_or_top, right_or_bottom, grounded_only, priority_only)| LayerSwitcher {
            x,
            y,
            orientation: if horizontal { Orientation::Horizontal } else { Orientation::Vertical },
            radius: SwitcherRadius::from_bits(radius),
            left_or_top,
            right_or_bottom,
            grounded_only,
            priority_only,
            objects_before: None,
        },
    )
}

/// Small valid levels: a few tiles, chunks, layout cells, switchers and objects, every value in range.
pub fn level() -> impl Strategy<Value = Level> {
    let sizes =
        (prop_oneof![Just(ChunkSize::Px128), Just(ChunkSize::Px256)], 1usize..4, 0usize..3, 1usize..5, 1usize..4);
    sizes.prop_flat_map(|(size, tiles, chunks, width, height)| {
        let header = (
            "[ -~]{0,24}",
            proptest::sample::select(ProfileId::ALL.to_vec()),
            proptest::option::of(coordinate()),
            (-5000i32..5000, -5000i32..5000, 1i32..5000, 1i32..5000),
            (0.0f64..1.0, 0.0f64..1.0),
        );
        (
            header,
            proptest::collection::vec(tile(), tiles),
            proptest::collection::vec(proptest::collection::vec(block(tiles), size.block_count()), chunks),
            proptest::collection::vec(proptest::option::of(0..chunks.max(1) as u16), width * height),
            proptest::collection::vec(switcher(), 0..3),
            proptest::collection::vec(object(), 0..5),
        )
            .prop_map(
                move |(
                    (name, profile, water_height, (left, top, w, h), (fx, fy)),
                    tiles,
                    chunks,
                    cells,
                    switchers,
                    objects,
                )| {
                    let mut layout = Layout::new(width, height);
                    for (i, c) in cells.into_iter().enumerate() {
                        layout.set(i % width, i / width, if chunks.is_empty() { None } else { c });
                    }
                    let bounds = Bounds { left, top, right: left + w, bottom: top + h };
                    let player_start =
                        Point { x: left + (fx * w as f64) as i32 % w, y: top + (fy * h as f64) as i32 % h };
                    Level {
                        version: CURRENT_VERSION,
                        name,
                        profile,
                        chunk_size: size,
                        player_start,
                        knuckles_start: None,
                        bounds,
                        water_height,
                        events: Default::default(),
                        source: None,
                        art: None,
                        moves: None,
                        tiles,
                        chunks: chunks.into_iter().map(|blocks| Chunk { blocks }).collect(),
                        layout,
                        switchers,
                        objects,
                        loops: Default::default(),
                        bumpers: Vec::new(),
                        art_edits: Default::default(),
                    }
                },
            )
    })
}
