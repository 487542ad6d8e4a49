//! Replaying a recording of the real game ([`formats::recording`]) and finding the first frame where the
//! engine differs: the trace suite's judge (`engine/tests/engine/openggf.rs`) and the developer's look at a
//! divergence (`cargo run -p engine --example trace -- s2/ehz1_fullrun`).
//!
//! Compared on every gameplay frame, in this order (the first that differs is reported): player 1's position
//! and subpixels, speeds, Ground Speed, angle, air, rolling; the ring count; then the sidekick's (CPU Tails)
//! same fields, where the recording has him.

use crate::objects::s1::lamppost;
use crate::{Character, Player, World};
use formats::Level;
use formats::inputs::Buttons;
use formats::recording::{CharacterRow, Recording, Row};
use std::ops::ControlFlow;

/// The compared fields of one frame, named, in comparison order.
pub type Fields = Vec<(&'static str, i64)>;

const PLAYER: [&str; 10] =
    ["x", "x_sub", "y", "y_sub", "x_speed", "y_speed", "ground_speed", "angle", "air", "rolling"];
const SIDEKICK: [&str; 10] = [
    "tails.x",
    "tails.x_sub",
    "tails.y",
    "tails.y_sub",
    "tails.x_speed",
    "tails.y_speed",
    "tails.ground_speed",
    "tails.angle",
    "tails.air",
    "tails.rolling",
];

fn player_values(p: &Player) -> [i64; 10] {
    [
        i64::from((p.x >> 8) as u16),
        i64::from(p.x & 0xFF),
        i64::from((p.y >> 8) as u16),
        i64::from(p.y & 0xFF),
        i64::from(p.x_speed),
        i64::from(p.y_speed),
        i64::from(p.ground_speed),
        i64::from(p.angle),
        i64::from(p.air),
        i64::from(p.rolling),
    ]
}

fn row_values(c: &CharacterRow) -> [i64; 10] {
    [
        i64::from(c.x),
        i64::from(c.x_sub >> 8),
        i64::from(c.y),
        i64::from(c.y_sub >> 8),
        i64::from(c.x_speed),
        i64::from(c.y_speed),
        i64::from(c.ground_speed),
        i64::from(c.angle),
        i64::from(c.air),
        i64::from(c.rolling),
    ]
}

/// The world's compared fields. `with_sidekick`: the recording has one, so his are compared too ("tails"
/// is 0 when the world has none, 1 when it has).
pub fn world_fields(world: &World, with_sidekick: bool) -> Fields {
    let mut f: Fields = PLAYER.iter().copied().zip(player_values(&world.player)).collect();
    f.push(("rings", i64::from(world.rings())));
    if with_sidekick {
        let second = world.second.as_deref();
        f.push(("tails", i64::from(second.is_some())));
        if let Some(s) = second {
            f.extend(SIDEKICK.iter().copied().zip(player_values(&s.player)));
        }
    }
    f
}

/// A recorded row's fields, in [`world_fields`]'s order.
pub fn row_fields(row: &Row, with_sidekick: bool) -> Fields {
    let mut f: Fields = PLAYER.iter().copied().zip(row_values(&row.player)).collect();
    f.push(("rings", i64::from(row.rings)));
    if with_sidekick {
        let present = row.sidekick.filter(|s| s.present);
        f.push(("tails", i64::from(present.is_some())));
        if let Some(s) = present {
            f.extend(SIDEKICK.iter().copied().zip(row_values(&s)));
        }
    }
    f
}

/// The first frame where the engine differs from the recording.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Divergence {
    /// The recording's `frame` number of the row.
    pub frame: u32,
    /// Which gameplay row (lag frames left out), 0-based.
    pub row: usize,
    pub field: &'static str,
    pub expected: i64,
    pub got: i64,
}

/// `0x1F`, `-0x539`: a field's value as the recording writes it, signed.
pub fn hex(v: i64) -> String {
    if v < 0 { format!("-{:#X}", v.unsigned_abs()) } else { format!("{v:#X}") }
}

impl std::fmt::Display for Divergence {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "frame {:#06X}: {} expected {} got {}", self.frame, self.field, hex(self.expected), hex(self.got))
    }
}

/// How far a replay matched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Gameplay rows in the recording.
    pub frames: usize,
    /// Gameplay rows matched before the first divergence (all of them when there is none).
    pub matched: usize,
    pub divergence: Option<Divergence>,
}

/// The first differing field of two field lists (a missing field, such as the sidekick's when one side has
/// none, differs from any value).
pub fn first_difference(expected: &Fields, got: &Fields) -> Option<(&'static str, i64, i64)> {
    for (i, &(name, e)) in expected.iter().enumerate() {
        match got.get(i) {
            Some(&(_, g)) if g == e => {}
            Some(&(_, g)) => return Some((name, e, g)),
            None => return Some((name, e, i64::MIN)),
        }
    }
    None
}

/// The SonLVL section (skdisasm's project) of the act a level runs into without a load, for
/// [`World::set_next_act`]: Angel Island 1's act 2 (s3.asm `AIZ1BGE_Finish`), Hydrocity 1's
/// (`HCZ1BGE_DoTransition`).
pub fn next_act_section(level: &Level) -> Option<&'static str> {
    match level.events {
        formats::level::LevelEvents::Aiz1Intro => Some("Sonic 3\\\\Angel Island Zone Act 2"),
        formats::level::LevelEvents::Hcz1 => Some("Sonic 3\\\\Hydrocity Zone Act 2"),
        _ => None,
    }
}

/// The SonLVL section (skdisasm's `SonLVL.ini`) of the level S3K's `StartNewLevel` loads for a zone and act
/// ([`World::next_level`]: the games' numbers, zone 1 Hydrocity, act 0 its act 1) — Sonic 3's zones, whose
/// acts 1 start where the level's start puts the players; `None` for the rest.
pub fn next_level_section(zone: u8, act: u8) -> Option<&'static str> {
    Some(match (zone, act) {
        (0, 0) => "Sonic 3\\\\Angel Island Zone Act 1",
        (0, 1) => "Sonic 3\\\\Angel Island Zone Act 2",
        (1, 0) => "Sonic 3\\\\Hydrocity Zone Act 1",
        (1, 1) => "Sonic 3\\\\Hydrocity Zone Act 2",
        (2, 0) => "Sonic 3\\\\Marble Garden Zone Act 1",
        (2, 1) => "Sonic 3\\\\Marble Garden Zone Act 2",
        (3, 0) => "Sonic 3\\\\Carnival Night Zone Act 1",
        (3, 1) => "Sonic 3\\\\Carnival Night Zone Act 2",
        (5, 0) => "Sonic 3\\\\Icecap Zone Act 1",
        (5, 1) => "Sonic 3\\\\Icecap Zone Act 2",
        (6, 0) => "Sonic 3\\\\Launch Base Zone Act 1",
        (6, 1) => "Sonic 3\\\\Launch Base Zone Act 2",
        _ => return None,
    })
}

/// Gives `world` what its level's events read from the level's SonLVL project `ini` beyond the level itself:
/// the act it runs into in place ([`next_act_section`], [`World::set_next_act`]) and the background plane its
/// terrain checks read ([`crate::world::needs_background`], [`World::set_background`]) — the next act's where
/// that act's events need it (Hydrocity 1 runs into act 2's moving wall). The error names what does not load.
pub fn attach_project(world: &mut World, level: &Level, ini: &std::path::Path) -> Result<(), String> {
    let next = match next_act_section(level) {
        Some(section) => {
            let next = formats::import::sonlvl::import(ini, section).map_err(|e| format!("{section}: {e}"))?;
            world.set_next_act(&next);
            Some(next)
        }
        None => None,
    };
    for level in std::iter::once(level).chain(next.as_ref()).filter(|l| crate::world::needs_background(l)) {
        match formats::art::load_background(level, None) {
            Ok(Some(background)) => world.set_background(level, &background),
            Ok(None) => return Err(format!("{}: its project names no background layout", level.name)),
            Err(e) => return Err(format!("{}'s background: {e}", level.name)),
        }
    }
    Ok(())
}

/// The world a recording starts in: the game's start of its level ([`World::start`]), with a CPU sidekick
/// exactly when the recording has one at its first frame (Sonic 2 loads none in Sky Chase, Wing Fortress and
/// the Death Egg: s2disasm `InitPlayers`), and the console's frame count where the recording says it
/// ([`crate::objects::runtime::game::GameState::vint_phase`]). A recording that does not start where that puts
/// the player (a demo starting mid-level) starts from its own start position instead, with the lamppost
/// variables a Sonic 1 ending demo starts with ([`lamppost::ending_demo_lamp`]).
pub fn start_world(level: &Level, recording: &Recording) -> World {
    let meta = &recording.metadata;
    let first = recording.rows.first().and_then(|r| r.sidekick);
    let sidekick = meta.has_sidekick() && first.is_some_and(|s| s.present);
    let start = |x: i32, y: i32| {
        let mut world = World::with_player(level, Player::standing(Character::Sonic, x, y));
        // The recordings are of Sonic 1 REV01, whose demo playback makes every held button a press.
        world.demo_presses = meta.demo && meta.game == formats::recording::Game::S1;
        if let Some(frame) = meta.emulator_frame {
            world.objects.game.vint_phase = crate::objects::s2::lost_rings::vint_phase_at(frame);
        }
        if sidekick {
            world.set_second(Some(crate::world::SecondPlayer::cpu_tails(&world.player)));
        }
        world.settle_start();
        world
    };
    let world = start(level.player_start.x, level.player_start.y);
    if (world.player.pixel_x(), world.player.pixel_y()) == meta.start {
        return world;
    }
    let mut world = start(meta.start.0, meta.start.1);
    if let Some(index) = meta.credits_demo.filter(|_| level.profile == formats::ProfileId::S1) {
        load_credits_demo_lamp(&mut world, index);
    }
    world
}

/// Sonic 1's `EndingDemoLoad` for a world whose player stands at credits demo `index`'s start (0-based,
/// `v_creditsnum` − 1; `formats::import::s1_credits` reads the start): the demo's lamppost variables
/// (`EndDemo_LampVar`, loaded by one demo: [`lamppost::ending_demo_lamp`]); the others start with the
/// lamppost counter, rings and time at 0, as any level start. Returns whether variables were loaded.
pub fn load_credits_demo_lamp(world: &mut World, index: u8) -> bool {
    let Some(vars) = lamppost::ending_demo_lamp(index) else { return false };
    load_lamppost_info(world, &vars);
    true
}

/// The frame counter's increment at the start of a frame (`World::step`): the objects read the recorded
/// `vblank_counter` itself — the game's objects run after the interrupt and the frame counter's increment
/// (s1disasm `Level_MainLoop`: `WaitForVBla`, `addq.w #1,(v_framecount)`, `ExecuteObjects`), and a row is
/// the state after its frame. (On `s1/ghz1_completerun` both ring spills, frames $58D and $7ED, bounce their
/// rings — `RLoss_Bounce`'s floor check every 4 frames, by counter and slot — as recorded. On
/// `s1/lz1_completerun`'s first spill, frame $216, a value one lower fits instead: `RLoss_Bounce` adds
/// `ExecuteObjects`' slot countdown `d7`, so its lost rings likely sit one slot further on in the game.)
pub const RECORDED_VBLANK_LEAD: u16 = 1;

/// Steps `world` through the recording's gameplay frames, comparing after each; stops at the first
/// difference. `each` sees every frame stepped: the gameplay row's index, the world after it and the row.
pub fn replay(world: &mut World, recording: &Recording, each: impl FnMut(usize, &World, &Row)) -> Outcome {
    replay_comparing(world, recording, recording.metadata.has_sidekick(), each)
}

/// [`replay`] comparing the sidekick's fields or not (`sidekick`; the world runs whatever sidekick it has either
/// way): `--player-only` in the trace example looks past a sidekick's divergence at player 1's.
pub fn replay_comparing(
    world: &mut World,
    recording: &Recording,
    sidekick: bool,
    mut each: impl FnMut(usize, &World, &Row),
) -> Outcome {
    let (rows, inputs) = (recording.gameplay_rows(), recording.inputs());
    let sonic1 = recording.metadata.game == formats::recording::Game::S1;
    let mut divergence = None;
    let stepped = drive(world, &rows, &inputs, sonic1, |i, world, row| {
        each(i, world, row);
        let expected = row_fields(row, sidekick);
        let got = world_fields(world, sidekick);
        match first_difference(&expected, &got) {
            Some((field, expected, got)) => {
                divergence = Some(Divergence { frame: row.frame, row: i, field, expected, got });
                ControlFlow::Break(())
            }
            None => ControlFlow::Continue(()),
        }
    });
    let frames = rows.len();
    let matched = if divergence.is_some() { stepped - 1 } else { frames };
    Outcome { frames, matched, divergence }
}

/// Steps `world` through a recording's gameplay rows and their inputs ([`Recording::gameplay_rows`],
/// [`Recording::inputs`]) as the game ran them — the lag frames left out between rows and, in a Sonic 1
/// recording (`sonic1`), the recorded vertical-interrupt counter — comparing nothing; `each` sees the world
/// after each frame and may stop the run. Returns the frames stepped. The benchmarks drive the recordings'
/// routes with it (`benches/objects.rs`, "recorded routes").
pub fn drive(
    world: &mut World,
    rows: &[Row],
    inputs: &[Buttons],
    sonic1: bool,
    mut each: impl FnMut(usize, &World, &Row) -> ControlFlow<()>,
) -> usize {
    let mut previous: Option<u32> = None;
    for (i, (row, &held)) in rows.iter().zip(inputs).enumerate() {
        // The lag frames left out before this row (their frame numbers skipped).
        if let Some(p) = previous {
            world.lag_frames(row.frame.wrapping_sub(p).wrapping_sub(1) as u16);
        }
        previous = Some(row.frame);
        if let Some(vblank) = row.vblank.filter(|_| sonic1) {
            // Sonic 1: the game's vertical-interrupt counter as the recording has it on this frame (lag frames
            // and the time before the level counted: nothing the engine could know). Sonic 2's follows from the
            // recording's first emulator frame and its lag frames instead (`vint_phase`, above).
            let game = &mut world.objects.game;
            game.vint_offset = Some(vblank.wrapping_sub(game.frame_counter.wrapping_add(RECORDED_VBLANK_LEAD)));
        }
        world.step(held);
        if each(i, world, row).is_break() {
            return i + 1;
        }
    }
    rows.len().min(inputs.len())
}

/// `Lamp_LoadInfo` for a world whose player already stands at `vars`' position: the post counts as hit
/// (restarts come back to it), the bottom limit and the water are the saved ones, and the level load's
/// `LZWaterFeatures` runs again from them.
fn load_lamppost_info(world: &mut World, vars: &lamppost::LampVars) {
    let game = &mut world.objects.game;
    game.last_star_post = vars.number;
    game.respawn_point = Some((i32::from(vars.x), i32::from(vars.y)));
    game.water.start_from_lamppost(i32::from(vars.water), vars.water_routine);
    game.water.init(world.camera.x, world.player.pixel_y(), &mut game.switches);
    // The engine's bottom bound is the camera's limit plus the screen's height (`formats::import::s1::bounds`).
    world.bounds.bottom = i32::from(vars.limit_bottom) + formats::import::s2::SCREEN_HEIGHT;
}

/// A landing on an object in another slot than the game's ([`SlotCheck`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SlotMismatch {
    /// The recording's frame and row index.
    pub frame: u32,
    pub row: usize,
    /// The game's slot (`stand_on_obj`) and ours, both in the game's numbering.
    pub recorded: u8,
    pub ours: usize,
}

/// The recordings' `stand_on_obj` column is the game's slot number of the object the player stands on: each
/// landing (a frame whose recorded slot differs from the last one while ours stands on an object) compares it
/// with ours. The engine's dynamic slot `i` is the game's slot `$20 + i` in Sonic 1 (s1disasm `v_lvlobjspace`)
/// and `$10 + i` in Sonic 2 (`Dynamic_Object_RAM`); S3K's object RAM is laid out otherwise and is not checked.
/// A slot decides when an object runs (`ExecuteObjects`' order) and so the order of `RandomNumber`'s draws: a
/// run can match in position with objects in other slots and part later.
#[derive(Clone, Debug, Default)]
pub struct SlotCheck {
    /// The game's first dynamic slot; `None`: not checked.
    first: Option<u8>,
    last: Option<u8>,
    /// Landings compared, and those whose slots differ.
    pub landings: usize,
    pub mismatches: Vec<SlotMismatch>,
}

impl SlotCheck {
    pub fn new(game: formats::recording::Game) -> Self {
        use formats::recording::Game;
        let first = match game {
            Game::S1 => Some(0x20),
            Game::S2 => Some(0x10),
            _ => None,
        };
        SlotCheck { first, ..Default::default() }
    }

    /// Whether the game's slots are checked (Sonic 1 and 2).
    pub fn checked(&self) -> bool {
        self.first.is_some()
    }

    /// Compares the world after row `row` (index `index`); returns the mismatch it found, if any.
    pub fn check(&mut self, world: &World, index: usize, row: &Row) -> Option<SlotMismatch> {
        let first = self.first?;
        let recorded = row.player.stand_on_obj;
        let landed = self.last != Some(recorded) && recorded != 0 && world.player.on_object;
        self.last = Some(recorded);
        if !landed {
            return None;
        }
        self.landings += 1;
        let dynamic =
            usize::from(world.player.interact.wrapping_sub(crate::objects::runtime::object::FIRST_DYNAMIC_SLOT));
        let ours = usize::from(first) + dynamic;
        if ours == usize::from(recorded) {
            return None;
        }
        let mismatch = SlotMismatch { frame: row.frame, row: index, recorded, ours };
        self.mismatches.push(mismatch);
        Some(mismatch)
    }
}
