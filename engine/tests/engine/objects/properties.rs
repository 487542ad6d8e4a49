//! Property tests for objects: random levels with random Sonic 2 objects (every EHZ and CPZ id, any subtype
//! and flips), the SPG's generic objects (every generic kind, any properties and flips) and rings — and Sonic 1
//! levels with Sonic 1's Green Hill objects, and Sonic 3 & Knuckles levels (Angel Island with its events, Hydrocity 1
//! with its water, Marble Garden 1) with the S3K objects the engine runs — driven by random inputs, never panic,
//! are deterministic, and a snapshot restored replays exactly.

use engine::objects::runtime::layout::LayoutOptions;
use engine::{Character, Player, World};
use formats::inputs::Buttons;
use formats::object::s2::{S2Record, from_record};
use formats::object::{ObjectKind, ObjectPlacement, PlatformMotion};
use formats::{Block, Chunk, ChunkSize, LayerCell, Level, SolidTile, Solidity};
use proptest::prelude::*;

/// Every Sonic 2 object id the engine runs (`engine::objects::s2::id`: the layouts' and the ones objects spawn,
/// of every zone built so far); a test below keeps the list complete.
const IDS: [u8; 94] = [
    0x03, 0x06, 0x08, 0x0A, 0x0B, 0x0D, 0x11, 0x14, 0x15, 0x16, 0x18, 0x19, 0x1B, 0x1C, 0x1D, 0x1E, 0x1F, 0x22, 0x23,
    0x24, 0x26, 0x27, 0x2A, 0x2B, 0x2C, 0x2D, 0x2E, 0x2F, 0x30, 0x31, 0x32, 0x36, 0x37, 0x3E, 0x40, 0x41, 0x42, 0x44,
    0x49, 0x4B, 0x51, 0x52, 0x56, 0x57, 0x5C, 0x5D, 0x6A, 0x6B, 0x72, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7A, 0x7B,
    0x7F, 0x80, 0x81, 0x82, 0x83, 0x84, 0x85, 0x86, 0x89, 0x8C, 0x8D, 0x8E, 0x8F, 0x90, 0x91, 0x92, 0x93, 0x94, 0x95,
    0x96, 0x97, 0x98, 0x9D, 0x9E, 0xA3, 0xA5, 0xA6, 0xA7, 0xC8, 0xD2, 0xD3, 0xD4, 0xD5, 0xD6, 0xD7, 0xD8, 0xDC,
];

/// Every generic kind (the SPG's generic objects) with any properties.
fn generic_kind() -> impl Strategy<Value = ObjectKind> {
    let motion = prop_oneof![
        Just(PlatformMotion::Static),
        Just(PlatformMotion::Horizontal),
        Just(PlatformMotion::Vertical),
        Just(PlatformMotion::Falling),
        Just(PlatformMotion::Collapsing),
    ];
    prop_oneof![
        Just(ObjectKind::Bumper),
        Just(ObjectKind::PushableBlock),
        (motion, 0u16..600, 0u16..300).prop_map(|(motion, width, range)| ObjectKind::Platform { motion, width, range }),
        Just(ObjectKind::SpringCap),
        Just(ObjectKind::SpringRamp),
        any::<bool>().prop_map(|ball| ObjectKind::Seesaw { ball }),
        Just(ObjectKind::Flipper),
        (any::<bool>(), any::<bool>()).prop_map(|(always_on, pull)| ObjectKind::Fan { always_on, pull }),
        (any::<u8>(), any::<i8>()).prop_map(|(half_width, speed)| ObjectKind::Conveyor { half_width, speed }),
        Just(ObjectKind::Spinner),
        Just(ObjectKind::Balloon),
        Just(ObjectKind::Cannon),
        Just(ObjectKind::BreakableWall),
        Just(ObjectKind::Capsule),
    ]
}

fn level_strategy() -> impl Strategy<Value = Level> {
    let tile = (prop::array::uniform16(-16i8..=16), any::<u8>()).prop_map(|(heights, angle)| {
        let mut t = SolidTile::from_heights(heights);
        t.angle = if angle % 5 == 0 { 0xFF } else { angle };
        t
    });
    let solidity = prop_oneof![Just(Solidity::NotSolid), Just(Solidity::Top), Just(Solidity::All)];
    let cell = (0u16..4, solidity).prop_map(|(tile, solidity)| LayerCell { tile, solidity });
    let block = (cell.clone(), cell).prop_map(|(a, b)| Block { a, b, x_flip: false, y_flip: false, art: None });
    let chunk = prop::collection::vec(block, 64).prop_map(|blocks| Chunk { blocks });
    let object = (0usize..IDS.len(), any::<u8>(), any::<bool>(), any::<bool>(), 0i32..1024, 0i32..512);
    let ring = (0i32..1024, 0i32..512);
    let generic = (generic_kind(), any::<bool>(), any::<bool>(), 0i32..1024, 0i32..512);
    (
        prop::collection::vec(tile, 3),
        prop::collection::vec(chunk, 3),
        prop::collection::vec(prop::option::of(0u16..3), 32),
        prop::collection::vec(object, 0..24),
        prop::collection::vec(ring, 0..40),
        prop::collection::vec(generic, 0..16),
    )
        .prop_map(|(tiles, chunks, cells, objects, rings, generics)| {
            let mut level = Level::new("random", ChunkSize::Px128, 8, 4);
            level.tiles.extend(tiles);
            level.chunks = chunks;
            for (i, c) in cells.into_iter().enumerate() {
                level.layout.set(i % 8, i / 8, c);
            }
            for (i, subtype, x_flip, y_flip, x, y) in objects {
                let rec =
                    S2Record { id: IDS[i], subtype, x_flip, y_flip, respawn: subtype & 1 == 0, ..Default::default() };
                level.objects.push(from_record(x, y, rec));
            }
            for (kind, x_flip, y_flip, x, y) in generics {
                level.objects.push(ObjectPlacement { kind, x, y, x_flip, y_flip, s2: None });
            }
            for (x, y) in rings {
                level.objects.push(ObjectPlacement { kind: ObjectKind::Ring, x, y, ..Default::default() });
            }
            level
        })
}

/// Sonic 1's ids: every object the engine runs — Green Hill, Marble, Spring Yard, Star Light, Labyrinth and
/// Scrap Brain — the ones objects spawn, monitors of every content and a few it loads inert; as a Sonic 1 import
/// places them (`Other`, bit 7 the respawn flag).
const S1_IDS: [u8; 84] = [
    0x0D, 0x11, 0x15, 0x17, 0x18, 0x1A, 0x1F, 0x22, 0x23, 0x26, 0x2B, 0x36, 0x3B, 0x3C, 0x3D, 0x3E, 0x40, 0x41, 0x42,
    0x44, 0x48, 0x79, 0x1C, // Marble's.
    0x13, 0x14, 0x2F, 0x30, 0x31, 0x32, 0x33, 0x35, 0x46, 0x4C, 0x4D, 0x4E, 0x51, 0x52, 0x54, 0x55, 0x71, 0x78,
    // Spring Yard's and Star Light's.
    0x43, 0x50, 0x53, 0x58, 0x59, 0x5A, 0x5B, 0x5C, 0x5D, 0x5E, 0x5F, 0x60, // Labyrinth's and Scrap Brain's.
    0x57, 0x64, 0x0A, 0x2C, 0x61, 0x63, 0x62, 0x66, 0x70, 0x6D, 0x2A, 0x6C, 0x16, // Bosses.
    0x73, 0x74, 0x77, 0x75, 0x76, 0x7A, 0x7B, // Scrap Brain 2's end, the Final Zone.
    0x82, 0x83, 0x84, 0x85, 0x86, // The giant ring, its flash, the hidden bonus; Spring Yard's light, Labyrinth's
    // waterfall sound and waterfalls.
    0x4B, 0x7C, 0x7D, 0x12, 0x49, 0x65,
];

/// [`level_strategy`]'s terrain with Sonic 1 objects instead, in a Sonic 1 level (`s1` profile, SonLVL S1
/// source).
fn s1_level_strategy() -> impl Strategy<Value = Level> {
    let object =
        (0usize..S1_IDS.len(), any::<u8>(), any::<bool>(), any::<bool>(), any::<bool>(), 0i32..1024, 0i32..512);
    (level_strategy(), prop::collection::vec(object, 0..24)).prop_map(|(mut level, objects)| {
        level.objects.retain(|o| o.kind == ObjectKind::Ring);
        for (i, subtype, respawn, x_flip, y_flip, x, y) in objects {
            let id = S1_IDS[i] | if respawn { 0x80 } else { 0 };
            // Long bridges, helices and chains take many slots: keep the subtype's low bits mostly small.
            let subtype = if subtype & 0x80 != 0 { subtype & 0x1F } else { subtype };
            level.objects.push(ObjectPlacement {
                kind: ObjectKind::Other { id, subtype },
                x,
                y,
                x_flip,
                y_flip,
                s2: None,
            });
        }
        level.profile = formats::ProfileId::S1;
        level.source = Some(formats::level::LevelSource::new(formats::level::SourceFormat::SonLvlS1, "random"));
        level
    })
}

/// Sonic 3 & Knuckles' ids the engine runs (`engine::objects::s3k::implemented`), and a few it loads inert; a
/// test below keeps the list complete.
const S3K_IDS: [u8; 78] = [
    0x04, 0x05, 0x51, 0x8D, 0x0F, 0x28, 0x53, 0x59, 0x57, 0x8E, 0x90, 0x91, 0x98, 0x38, 0x93, 0x94, 0x95, 0x9B, 0x01,
    0x07, 0x34, 0x0C, 0x8C, 0x9C, 0x8F, 0x06, 0x67, 0x3E, 0x3F, 0x68, 0x96, 0x03, 0x9E, 0x35, 0x29, 0x2E, 0x2C, 0x0A,
    0x0D, 0x40, 0x3A, 0x36, 0x3C, 0x39, 0x33, 0x37, 0x52, 0x99, 0x9A, 0x82, 0x2F, 0x30, 0x6A, 0x6B, 0x26, 0x2A, 0x80,
    0x54, 0x0E, 0x85, 0x97, 0x69, 0x6C, 0x6E, 0x6D, 0x3B, 0x2D, 0x09, 0x2B, 0x32, 0x83, 0x92, 0x5B, 0x4F, 0x58, 0x50,
    0x81, 0x56,
];

/// [`level_strategy`]'s terrain with Sonic 3 & Knuckles objects, in Angel Island (its level events too: act 1's
/// or act 2's), Hydrocity 1 (its events and water) or Marble Garden 1.
fn s3k_level_strategy() -> impl Strategy<Value = Level> {
    use formats::level::LevelEvents;
    let object = (0usize..S3K_IDS.len(), any::<u8>(), any::<bool>(), any::<bool>(), 0i32..1024, 0i32..512);
    let events = prop_oneof![Just(LevelEvents::None), Just(LevelEvents::Aiz1Intro), Just(LevelEvents::Aiz2)];
    (level_strategy(), prop::collection::vec(object, 0..24), 0u8..3, events, 0i32..512).prop_map(
        |(mut level, objects, zone, events, water)| {
            level.objects.retain(|o| o.kind == ObjectKind::Ring);
            for (i, subtype, x_flip, y_flip, x, y) in objects {
                let kind = ObjectKind::Other { id: S3K_IDS[i], subtype };
                level.objects.push(ObjectPlacement { kind, x, y, x_flip, y_flip, s2: None });
            }
            level.profile = formats::ProfileId::S3K;
            let (section, events) = match zone {
                0 => ("Angel Island Zone Act 1", events),
                1 => {
                    level.water_height = Some(water);
                    ("Hydrocity Zone Act 1", LevelEvents::Hcz1)
                }
                _ => ("Marble Garden Zone Act 1", LevelEvents::None),
            };
            level.source = Some(formats::level::LevelSource::new(
                formats::level::SourceFormat::SonLvlS3K,
                format!("Sonic 3\\\\{section}"),
            ));
            level.events = events;
            level
        },
    )
}

/// A Hydrocity 2 with its moving wall under way: [`level_strategy`]'s tiles and chunks over a random 24 × 16
/// layout (tall enough for the wall's collision box, y $600–$83F), a random 8 × 8 background plane given to the
/// world (`World::set_background`), the wall's offset anywhere in its $600 px, and Sonic inside the box.
fn hcz2_wall_strategy() -> impl Strategy<Value = World> {
    use engine::objects::s3k::hcz2_wall::Hcz2Wall;
    use formats::level::{Layout, LevelEvents};
    let cells = |n: usize| prop::collection::vec(prop::option::of(0u16..3), n);
    (level_strategy(), cells(24 * 16), cells(8 * 8), 0i32..0x600, 0x3F0i32..0xC10, 0x600i32..0x840).prop_map(
        |(base, fg, bg, offset, x, y)| {
            let mut level = Level::new("random", ChunkSize::Px128, 24, 16);
            (level.tiles, level.chunks, level.profile) = (base.tiles, base.chunks, formats::ProfileId::S3K);
            level.events = LevelEvents::Hcz2;
            for (i, c) in fg.into_iter().enumerate() {
                level.layout.set(i % 24, i / 24, c);
            }
            let mut background = Layout::new(8, 8);
            for (i, c) in bg.into_iter().enumerate() {
                background.set(i % 8, i / 8, c);
            }
            let mut world = World::with_player(&level, Player::standing(Character::Sonic, x, y));
            world.set_background(&level, &background);
            world.objects.game.events.hcz2_wall =
                Hcz2Wall { started: true, moving: true, offset: -(offset << 16), ..Default::default() };
            world
        },
    )
}

fn buttons_strategy() -> impl Strategy<Value = Vec<Buttons>> {
    prop::collection::vec((0u8..32, 1usize..30), 1..20)
        .prop_map(|runs| runs.into_iter().flat_map(|(b, n)| std::iter::repeat_n(Buttons::from_bits(b), n)).collect())
}

/// What every random world must do: run `inputs` then 200 frames of Right without panicking, the same with
/// the sensor report as without, the ring count in range, and from a snapshot taken after `split` frames
/// replay the rest exactly.
fn check_world(mut a: World, inputs: &[Buttons], split: usize) -> Result<(), TestCaseError> {
    let mut b = a.clone();
    let mut on = a.clone();
    // A copy with the object scheduler off (`World::set_object_scheduler`: every object runs every frame, as
    // `RunObjects` does): the naps and sleeps that skip objects must change nothing — the player, the camera and
    // the rings on every frame, the whole state at the end.
    let mut off = a.clone();
    off.set_object_scheduler(false);
    let frames: Vec<Buttons> = inputs.iter().copied().chain(std::iter::repeat_n(Buttons::RIGHT, 200)).collect();
    let split = split.min(frames.len());
    for &held in &frames[..split] {
        a.step(held);
        b.step_reported(held);
    }
    prop_assert_eq!(a.snapshot(), b.snapshot(), "reporting must not change the simulation");
    let saved = a.snapshot();
    for &held in &frames[split..] {
        a.step(held);
        prop_assert!(a.rings() <= 999);
    }
    let end = a.snapshot();
    let mut c = b.clone();
    c.restore(&saved);
    for &held in &frames[split..] {
        c.step(held);
    }
    prop_assert_eq!(c.snapshot(), end.clone(), "a restored snapshot replays exactly");
    for &held in &frames {
        on.step(held);
        off.step(held);
        prop_assert_eq!(&off.player, &on.player, "the scheduler switched off moves the player alike");
        prop_assert_eq!((&off.camera, off.rings()), (&on.camera, on.rings()));
    }
    prop_assert_eq!(off.snapshot(), end, "the object scheduler changes nothing");
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn random_objects_never_panic_are_deterministic_and_restore_exactly(
        level in level_strategy(),
        x in 16i32..1000,
        y in 0i32..480,
        no_badniks in any::<bool>(),
        inputs in buttons_strategy(),
        split in 0usize..200,
    ) {
        let options = LayoutOptions { no_badniks };
        let start = Player::standing(Character::Sonic, x, y);
        check_world(World::with_options(&level, start, options), &inputs, split)?;
    }

    #[test]
    fn random_sonic_1_objects_never_panic_are_deterministic_and_restore_exactly(
        level in s1_level_strategy(),
        x in 16i32..1000,
        y in 0i32..480,
        inputs in buttons_strategy(),
        split in 0usize..200,
    ) {
        check_world(World::with_player(&level, Player::standing(Character::Sonic, x, y)), &inputs, split)?;
    }

    #[test]
    fn random_hydrocity_2_walls_never_panic_are_deterministic_and_restore_exactly(
        world in hcz2_wall_strategy(),
        inputs in buttons_strategy(),
        split in 0usize..200,
    ) {
        check_world(world, &inputs, split)?;
    }

    #[test]
    fn random_s3k_objects_never_panic_are_deterministic_and_restore_exactly(
        level in s3k_level_strategy(),
        x in 16i32..1000,
        y in 0i32..480,
        inputs in buttons_strategy(),
        split in 0usize..200,
    ) {
        check_world(World::with_player(&level, Player::standing(Character::Sonic, x, y)), &inputs, split)?;
    }
}

/// [`S3K_IDS`] holds every S3K id the engine runs in any zone, so a new S3K kind is in the property test above once
/// it is dispatched.
#[test]
fn the_property_test_covers_every_s3k_kind() {
    use engine::objects::s3k::implemented;
    let missing: Vec<String> = (0u8..=0xFF)
        .filter(|&id| {
            (0u8..=0xFF).any(|st| std::iter::once(None).chain((0..14).map(Some)).any(|z| implemented(id, st, z)))
        })
        .filter(|id| !S3K_IDS.contains(id))
        .map(|id| format!("{id:#04X}"))
        .collect();
    assert_eq!(missing, Vec::<String>::new(), "S3K ids the engine runs that S3K_IDS lacks");
}

/// [`IDS`] holds every Sonic 2 id a kind claims (below the generic kinds' $E0), so a new kind is in the property
/// test above as soon as it is in the kind table.
#[test]
fn the_property_test_covers_every_sonic_2_kind() {
    use engine::objects::runtime::object::State;
    let missing: Vec<String> = (0u8..0xE0)
        .filter(|&id| !matches!(State::for_id(id), State::Inert) && !IDS.contains(&id))
        .map(|id| format!("{id:#04X}"))
        .collect();
    assert_eq!(missing, Vec::<String>::new(), "ids the kind table claims that IDS lacks");
}
