//! Random levels (tiles, chunks of either size, layout, bounds, layer switchers, objects of every kind,
//! profile), a random player state and random inputs into the engine: it must never panic (overflow checks
//! are on in fuzz builds) and must be deterministic — a reported run equals a plain one, and a run restored
//! from a snapshot taken half-way ends exactly where the first run ended. The objects' sizes, combined boxes
//! and the floor below them (the editor's "Align to ground") are asked too, at any coordinate a level allows.

#![no_main]

use engine::player::{Player, Routine};
use engine::{Character, World};
use formats::inputs::Buttons;
use formats::limits::{MAX_BRIDGE_LOGS, MAX_COORDINATE, MAX_PLATFORM_RANGE, MAX_PLATFORM_WIDTH, MAX_SPIKES};
use formats::object::s2::{self, S2Record};
use formats::object::{
    Axis, BadnikKind, Direction, MonitorContents, ObjectKind, PlatformMotion, SpringColour, SpringDirection,
    SpringLayer,
};
use formats::switcher::{Orientation, SwitcherRadius, SwitcherSide};
use formats::{
    Block, Chunk, ChunkSize, Layer, LayerCell, LayerSwitcher, Level, ObjectPlacement, ProfileId, SolidTile, Solidity,
};
use libfuzzer_sys::arbitrary::{Result, Unstructured};
use libfuzzer_sys::fuzz_target;

const SOLIDITIES: [Solidity; 4] = [Solidity::NotSolid, Solidity::Top, Solidity::LeftRightBottom, Solidity::All];

fn layer(u: &mut Unstructured) -> Result<Layer> {
    Ok(if u.arbitrary::<bool>()? { Layer::B } else { Layer::A })
}

/// A valid level: every index in range, bounds inside ±2^20 and the start inside the bounds.
fn level(u: &mut Unstructured) -> Result<Level> {
    let chunk_size = if u.ratio(1, 4)? { ChunkSize::Px256 } else { ChunkSize::Px128 };
    let (width, height) = (u.int_in_range(1..=6)?, u.int_in_range(1..=5)?);
    let mut level = Level::new("fuzz", chunk_size, width, height);
    level.profile = *u.choose(&ProfileId::ALL)?;
    let tile_count = u.int_in_range(1..=8)?;
    for _ in 1..tile_count {
        let mut heights = [0i8; 16];
        for h in &mut heights {
            *h = u.int_in_range(-16..=16)?;
        }
        let mut tile = SolidTile::from_heights(heights);
        if u.ratio(1, 4)? {
            for w in &mut tile.widths {
                *w = u.int_in_range(-16..=16)?;
            }
        }
        tile.angle = u.arbitrary()?;
        level.tiles.push(tile);
    }
    let cell = |u: &mut Unstructured| -> Result<LayerCell> {
        Ok(LayerCell { tile: u.int_in_range(0..=tile_count as u16 - 1)?, solidity: *u.choose(&SOLIDITIES)? })
    };
    for _ in 0..u.int_in_range(1..=4)? {
        let mut blocks = Vec::with_capacity(chunk_size.block_count());
        for _ in 0..chunk_size.block_count() {
            blocks.push(Block { a: cell(u)?, b: cell(u)?, x_flip: u.arbitrary()?, y_flip: u.arbitrary()? });
        }
        level.chunks.push(Chunk { blocks });
    }
    let chunks = level.chunks.len() as u16;
    for row in 0..height {
        for col in 0..width {
            let id = if u.ratio(1, 4)? { None } else { Some(u.int_in_range(0..=chunks - 1)?) };
            level.layout.set(col, row, id);
        }
    }
    let (w, h) = level.pixel_size();
    // Bounds around the layout, sometimes larger (the player can leave the terrain), sometimes smaller.
    let left = u.int_in_range(-64..=w / 2)?;
    let top = u.int_in_range(-64..=h / 2)?;
    level.bounds = formats::Bounds {
        left,
        top,
        right: u.int_in_range(left + 1..=w + 64)?,
        bottom: u.int_in_range(top + 1..=h + 64)?,
    };
    let b = level.bounds;
    level.player_start =
        formats::Point { x: u.int_in_range(b.left..=b.right - 1)?, y: u.int_in_range(b.top..=b.bottom - 1)? };
    for _ in 0..u.int_in_range(0..=4)? {
        level.switchers.push(LayerSwitcher {
            x: u.int_in_range(-16..=w + 16)?,
            y: u.int_in_range(-16..=h + 16)?,
            orientation: if u.arbitrary()? { Orientation::Horizontal } else { Orientation::Vertical },
            radius: SwitcherRadius::from_bits(u.arbitrary()?),
            left_or_top: SwitcherSide { layer: layer(u)?, high_priority: u.arbitrary()? },
            right_or_bottom: SwitcherSide { layer: layer(u)?, high_priority: u.arbitrary()? },
            grounded_only: u.arbitrary()?,
            priority_only: u.arbitrary()?,
            objects_before: None,
        });
    }
    for _ in 0..u.int_in_range(0..=6)? {
        // Mostly near the level, sometimes anywhere a level file allows.
        let (x, y) = if u.ratio(1, 4)? {
            (u.int_in_range(-MAX_COORDINATE..=MAX_COORDINATE)?, u.int_in_range(-MAX_COORDINATE..=MAX_COORDINATE)?)
        } else {
            (u.int_in_range(-32..=w + 32)?, u.int_in_range(-32..=h + 32)?)
        };
        level.objects.push(ObjectPlacement {
            kind: object_kind(u)?,
            x,
            y,
            x_flip: u.arbitrary()?,
            y_flip: u.arbitrary()?,
            s2: None,
        });
    }
    Ok(level)
}

/// Any object kind with properties in the ranges a valid level allows.
fn object_kind(u: &mut Unstructured) -> Result<ObjectKind> {
    const DIRECTIONS: [Direction; 4] = [Direction::Up, Direction::Down, Direction::Left, Direction::Right];
    Ok(match u.int_in_range(0..=11)? {
        0 => ObjectKind::Ring,
        1 => ObjectKind::Spring {
            colour: *u.choose(&[SpringColour::Yellow, SpringColour::Red])?,
            direction: *u.choose(&[
                SpringDirection::Up,
                SpringDirection::Down,
                SpringDirection::Left,
                SpringDirection::Right,
                SpringDirection::DiagonalUp,
                SpringDirection::DiagonalDown,
            ])?,
            twirl: u.arbitrary()?,
            layer: *u.choose(&[SpringLayer::Unchanged, SpringLayer::A, SpringLayer::B])?,
            kill_transverse: u.arbitrary()?,
        },
        2 => ObjectKind::Monitor {
            contents: *u.choose(&[MonitorContents::Rings, MonitorContents::Shield, MonitorContents::Static])?,
        },
        3 => ObjectKind::Spikes {
            direction: *u.choose(&DIRECTIONS)?,
            count: u.int_in_range(1..=MAX_SPIKES)?,
            moving: u.arbitrary()?,
            move_axis: *u.choose(&[None, Some(Axis::Vertical), Some(Axis::Horizontal)])?,
        },
        4 => ObjectKind::Platform {
            motion: *u.choose(&[
                PlatformMotion::Static,
                PlatformMotion::Horizontal,
                PlatformMotion::Vertical,
                PlatformMotion::Falling,
            ])?,
            width: u.int_in_range(1..=MAX_PLATFORM_WIDTH)?,
            range: u.int_in_range(0..=MAX_PLATFORM_RANGE)?,
        },
        5 => ObjectKind::PushableBlock,
        6 => ObjectKind::Bridge { logs: u.int_in_range(1..=MAX_BRIDGE_LOGS)? },
        7 => ObjectKind::Checkpoint { index: u.arbitrary()? },
        8 => ObjectKind::Bumper,
        9 => ObjectKind::Badnik {
            kind: *u.choose(&[
                BadnikKind::Motobug,
                BadnikKind::Chopper,
                BadnikKind::BuzzBomber,
                BadnikKind::Crabmeat,
                BadnikKind::Newtron,
                BadnikKind::Buzzer,
                BadnikKind::Coconuts,
                BadnikKind::Masher,
                BadnikKind::Spiny,
                BadnikKind::SpinyOnWall,
                BadnikKind::Grabber,
            ])?,
        },
        10 => ObjectKind::Other { id: u.arbitrary()?, subtype: u.arbitrary()? },
        // Any Sonic 2 object with any subtype, as the importer reads it (bridges kept to the logs allowed).
        _ => {
            let record = S2Record { id: *u.choose(&s2::id::ALL)?, subtype: u.arbitrary()?, ..Default::default() };
            match s2::from_record(0, 0, record).kind {
                ObjectKind::Bridge { logs } => ObjectKind::Bridge { logs: logs.clamp(1, MAX_BRIDGE_LOGS) },
                kind => kind,
            }
        }
    })
}

/// What the editor asks about objects: sizes, the combined box for each character, the floor below.
fn query_objects(level: &Level, world: &World) {
    for o in &level.objects {
        let size = engine::objects::object_size(&o.kind);
        assert!(size.width_radius >= 0 && size.height_radius >= 0);
        for character in Character::ALL {
            let (_, height_radius) = character.standing_radii();
            if let Some((left, top, right, bottom)) = engine::objects::combined_box(o, height_radius) {
                assert!(left <= right && top <= bottom);
            }
        }
        // From above or from inside the ground: an answer, the same one twice.
        let floor = engine::objects::ground_below(&world.terrain, o.x, o.y, size.height_radius);
        assert_eq!(floor, engine::objects::ground_below(&world.terrain, o.x, o.y, size.height_radius));
    }
}

/// A player anywhere near the level in any plausible state: speeds and angle anything, in the air or on the
/// ground, rolling, jumping, locked, charging a spindash, hurt or dead.
fn player(u: &mut Unstructured, level: &Level) -> Result<Player> {
    let character = *u.choose(&Character::ALL)?;
    let b = level.bounds;
    let mut p = Player::standing(character, level.player_start.x, level.player_start.y);
    if u.ratio(1, 8)? {
        return Ok(p);
    }
    p.x = u.int_in_range((b.left - 32) * 256..=(b.right + 64) * 256)?;
    p.y = u.int_in_range((b.top - 32) * 256..=(b.bottom + 32) * 256)?;
    p.x_speed = u.arbitrary()?;
    p.y_speed = u.arbitrary()?;
    p.ground_speed = u.arbitrary()?;
    p.angle = u.arbitrary()?;
    p.air = u.arbitrary()?;
    p.rolling = u.arbitrary()?;
    if p.rolling || (p.air && u.arbitrary()?) {
        (p.width_radius, p.height_radius) = character.curled_radii();
    }
    p.roll_jump = p.rolling && p.air && u.arbitrary()?;
    p.jumping = p.air && u.arbitrary()?;
    p.pushing = u.arbitrary()?;
    p.facing_left = u.arbitrary()?;
    p.layer = layer(u)?;
    p.high_priority = u.arbitrary()?;
    p.control_lock = u.int_in_range(0..=120)?;
    p.spindash = if !p.air && u.ratio(1, 4)? { Some(u.int_in_range(0..=0x800)?) } else { None };
    p.invulnerable = u.int_in_range(0..=120)?;
    p.routine = *u.choose(&[Routine::Normal, Routine::Normal, Routine::Normal, Routine::Hurt, Routine::Dead])?;
    if p.routine == Routine::Hurt {
        p.air = true;
    }
    Ok(p)
}

fn inputs(u: &mut Unstructured) -> Result<Vec<Buttons>> {
    let mut frames = Vec::new();
    while frames.len() < 1200 && !u.is_empty() {
        let held = Buttons::from_bits(u.arbitrary()?);
        let run = u.int_in_range(1..=64)?;
        frames.extend(std::iter::repeat_n(held, run));
    }
    Ok(frames)
}

fn run(data: &[u8]) -> Result<()> {
    let mut u = Unstructured::new(data);
    let level = level(&mut u)?;
    assert_eq!(formats::validate::validate(&level), vec![], "the fuzzer builds valid levels only");
    let start = player(&mut u, &level)?;
    let inputs = inputs(&mut u)?;
    let half = inputs.len() / 2;

    let mut plain = World::with_player(&level, start.clone());
    query_objects(&level, &plain);
    let mut reported = World::with_player(&level, start);
    let mut snapshot = plain.snapshot();
    for (frame, &held) in inputs.iter().enumerate() {
        if frame == half {
            snapshot = plain.snapshot();
        }
        plain.step(held);
        let _ = reported.step_reported(held);
        assert_eq!(plain.player, reported.player, "reporting changed the simulation at frame {frame}");
    }
    let end = plain.snapshot();
    plain.restore(&snapshot);
    for &held in &inputs[half..] {
        plain.step(held);
    }
    assert_eq!(plain.snapshot(), end, "a restored run ended elsewhere");
    Ok(())
}

fuzz_target!(|data: &[u8]| {
    let _ = run(data);
});
