//! Property tests: random terrain, start positions and inputs never panic, keep every value in its
//! integer range and inside the level (or dead), and are deterministic.

use engine::player::{Player, Routine};
use engine::{Character, World};
use formats::inputs::Buttons;
use formats::{Block, Chunk, ChunkSize, LayerCell, Level, SolidTile, Solidity};
use proptest::prelude::*;

/// A small random level: `n` random tiles, 4 random chunks with random flips and solidity, a 6x4 layout.
fn level_strategy() -> impl Strategy<Value = Level> {
    let tile = (prop::array::uniform16(-16i8..=16), any::<u8>()).prop_map(|(heights, angle)| {
        let mut t = SolidTile::from_heights(heights);
        t.angle = if angle % 5 == 0 { 0xFF } else { angle };
        t
    });
    let solidity = prop_oneof![
        Just(Solidity::NotSolid),
        Just(Solidity::Top),
        Just(Solidity::LeftRightBottom),
        Just(Solidity::All)
    ];
    let cell = (0u16..6, solidity).prop_map(|(tile, solidity)| LayerCell { tile, solidity });
    let block = (cell.clone(), cell, any::<bool>(), any::<bool>()).prop_map(|(a, b, x_flip, y_flip)| Block {
        a,
        b,
        x_flip,
        y_flip,
        art: None,
    });
    let chunk = prop::collection::vec(block, 64).prop_map(|blocks| Chunk { blocks });
    (
        prop::collection::vec(tile, 5),
        prop::collection::vec(chunk, 4),
        prop::collection::vec(prop::option::of(0u16..4), 24),
    )
        .prop_map(|(tiles, chunks, cells)| {
            let mut level = Level::new("random", ChunkSize::Px128, 6, 4);
            level.tiles.extend(tiles);
            level.chunks = chunks;
            for (i, c) in cells.into_iter().enumerate() {
                level.layout.set(i % 6, i / 6, c);
            }
            level
        })
}

fn buttons_strategy() -> impl Strategy<Value = Vec<Buttons>> {
    prop::collection::vec((0u8..32, 1usize..40), 1..30)
        .prop_map(|runs| runs.into_iter().flat_map(|(b, n)| std::iter::repeat_n(Buttons::from_bits(b), n)).collect())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn random_play_is_bounded_and_deterministic(
        level in level_strategy(),
        x in 16i32..760,
        y in 0i32..500,
        character in prop_oneof![Just(Character::Sonic), Just(Character::Tails), Just(Character::Knuckles)],
        inputs in buttons_strategy(),
        profile in prop_oneof![
            Just(formats::ProfileId::S1), Just(formats::ProfileId::S2), Just(formats::ProfileId::S3K),
            Just(formats::ProfileId::CD), Just(formats::ProfileId::Mania)
        ],
    ) {
        let mut level = level;
        level.profile = profile;
        let start = Player::standing(character, x, y);
        let mut a = World::with_player(&level, start.clone());
        let mut b = World::with_player(&level, start);
        let (width, height) = level.pixel_size();
        for &held in inputs.iter().chain(std::iter::repeat_n(&Buttons::NONE, 200)) {
            a.step(held);
            let report = b.step_reported(held);
            prop_assert_eq!(&a.player, &b.player, "reporting must not change the simulation");
            let p = &a.player;
            if matches!(p.routine, Routine::Normal | Routine::Hurt) {
                // Level bounds stop the player 16 px inside the left edge and 40 px past the right one before the
                // move; a wall sensor may still push him by up to 32 px after it.
                prop_assert!(
                    p.pixel_x() >= 16 - 32 && p.pixel_x() <= width + 40 + 32,
                    "x {} left the level: {:?}",
                    p.pixel_x(),
                    p
                );
                // The death line is checked before moving (`Sonic_LevelBound`), so one frame may pass it by its fall
                // plus one sensor correction after the move (a ceiling pushes down by up to 32 px: sensor distances
                // lie in −32..=31).
                let fall = (p.y_speed.max(0) as i32 >> 8) + 1 + 32;
                prop_assert!(p.pixel_y() <= height + fall, "y {} below the death line: {:?}", p.pixel_y(), p);
                prop_assert!(p.pixel_y() > -0x10000);
            }
            // Knuckles glides and climbs 10 px wide (SPG "Characters"); nobody is wider or taller than standing.
            prop_assert!(p.width_radius <= 10 && p.height_radius <= 19);
            for r in &report.readings {
                prop_assert!((-32..=31).contains(&r.distance), "sensor distance {}", r.distance);
            }
        }
    }
}

/// Inputs that use the moves: jump pressed often, Up/Down for climbing and the peel-out.
fn move_inputs() -> impl Strategy<Value = Vec<Buttons>> {
    prop::collection::vec((0u8..32, 1usize..25), 1..40)
        .prop_map(|runs| runs.into_iter().flat_map(|(b, n)| std::iter::repeat_n(Buttons::from_bits(b), n)).collect())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    /// The moves' states (flight, glide, slide, climb, clamber, peel-out, drop dash, insta-shield, shields, Super,
    /// Hyper, drowning)
    /// never panic, are deterministic, and a snapshot taken in the middle of any of them restores exactly.
    #[test]
    fn moves_are_deterministic_and_snapshots_restore_exactly(
        level in level_strategy(),
        x in 16i32..760,
        y in 0i32..500,
        character in prop_oneof![Just(Character::Sonic), Just(Character::Tails), Just(Character::Knuckles)],
        inputs in move_inputs(),
        profile in prop_oneof![Just(formats::ProfileId::S3K), Just(formats::ProfileId::Mania), Just(formats::ProfileId::CD)],
        element in prop_oneof![
            Just(engine::player::Element::None), Just(engine::player::Element::Fire),
            Just(engine::player::Element::Lightning), Just(engine::player::Element::Bubble)
        ],
        super_form in any::<bool>(),
        cut in 0usize..200,
        water in prop::option::of(0i32..600),
        emeralds in any::<bool>(),
        rings in 0u16..80,
        air in 0u8..=30,
        hyper in any::<bool>(),
        super_emeralds in prop_oneof![Just(0u8), Just(3u8), Just(7u8)],
    ) {
        let mut level = level;
        level.profile = profile;
        // Water, the transformation and its ring drain.
        level.water_height = water;
        let mut start = Player::standing(character, x, y);
        start.super_form = super_form;
        // The air countdown (little air left, so drowning and sinking happen) and Hyper.
        start.breath.air = air;
        start.hyper = super_form && hyper;
        if element != engine::player::Element::None {
            start.give_elemental_shield(element);
        }
        let mut a = World::with_player(&level, start.clone());
        a.objects.game.rings = rings;
        a.set_emeralds(if emeralds { 7 } else { 0 });
        // The Super Emeralds: Hyper with 7, no transformation with 3 (`Emeralds_converted_flag`).
        a.set_super_emeralds(super_emeralds);
        let mut b = a.clone();
        let frames: Vec<Buttons> = inputs.iter().copied().chain(std::iter::repeat_n(Buttons::NONE, 60)).collect();
        let cut = cut.min(frames.len());
        for &held in &frames[..cut] {
            a.step(held);
            b.step(held);
        }
        let snapshot = a.snapshot();
        for &held in &frames[cut..] {
            a.step(held);
            b.step(held);
            prop_assert_eq!(&a.player, &b.player);
            prop_assert_eq!(a.rings(), b.rings());
            prop_assert!(a.player.width_radius <= 10 && a.player.height_radius <= 19);
        }
        let end = a.snapshot();
        a.restore(&snapshot);
        for &held in &frames[cut..] {
            a.step(held);
        }
        prop_assert_eq!(&a.snapshot(), &end, "restored run differs");
    }
}

/// Objects player 2 meets: a bridge, an up spring, a moving platform, a monitor and spikes.
const SIDEKICK_OBJECTS: [(u8, u8); 5] = [(0x11, 8), (0x41, 0), (0x18, 1), (0x26, 4), (0x36, 0)];

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Player 2 (the CPU Tails or a second human) with the objects' solid, platform, bridge, spring, monitor and
    /// spike routines: never panics, deterministic, and snapshots (which hold both players and the objects'
    /// standing bits) restore exactly.
    #[test]
    fn the_sidekick_with_objects_is_deterministic_and_restores(
        level in level_strategy(),
        x in 0i32..700,
        y in 0i32..450,
        placed in prop::collection::vec((0usize..5, 0i32..760, 0i32..500), 1..6),
        cpu in any::<bool>(),
        inputs in move_inputs(),
        inputs2 in move_inputs(),
        cut in 0usize..200,
    ) {
        let mut a = World::with_player(&level, Player::standing(Character::Sonic, x, y));
        for (kind, ox, oy) in placed {
            let (id, subtype) = SIDEKICK_OBJECTS[kind];
            let obj = engine::objects::runtime::object::Obj::new(engine::objects::runtime::object::Common::new(id, subtype, ox, oy, false, false));
            let _ = a.objects.slots.allocate(obj, 0, None);
        }
        let second = if cpu {
            engine::world::SecondPlayer::cpu_tails(&a.player)
        } else {
            engine::world::SecondPlayer::human(Character::Tails, (x + 40).min(700), y)
        };
        a.set_second(Some(second));
        let mut b = a.clone();
        let n = inputs.len().max(inputs2.len()) + 60;
        let pad = |v: &Vec<Buttons>, i: usize| v.get(i).copied().unwrap_or(Buttons::NONE);
        let cut = cut.min(n);
        for i in 0..cut {
            a.step_pads(pad(&inputs, i), pad(&inputs2, i));
            b.step_pads(pad(&inputs, i), pad(&inputs2, i));
        }
        let snapshot = a.snapshot();
        for i in cut..n {
            a.step_pads(pad(&inputs, i), pad(&inputs2, i));
            b.step_pads(pad(&inputs, i), pad(&inputs2, i));
            prop_assert_eq!(&a.second, &b.second);
        }
        let end = a.snapshot();
        a.restore(&snapshot);
        for i in cut..n {
            a.step_pads(pad(&inputs, i), pad(&inputs2, i));
        }
        prop_assert_eq!(&a.snapshot(), &end, "restored run differs");
    }
}
