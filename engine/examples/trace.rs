//! Development aid for the trace suite (`../shared/reference/openggf-traces`): replays recordings of the real
//! games on their imported levels and prints how far each matches; for one recording, also the frames around
//! its first divergence, recorded and ours side by side.
//!
//! `cargo run -p engine --release --example trace` — the frontier table of every recording;
//! `cargo run -p engine --release --example trace -- s2/ehz1_fullrun [--before N] [--after N]` — one recording
//! and the N frames before (default 8) and after (default 3) its first divergence;
//! `--objects`: after the window, the objects within $100 px of the player (slot, name, Sonic 1 id, position,
//! routine, subtype) as the last frame shown leaves them;
//! `--objects-at HEX`: the same list after that frame (hex, as the window numbers frames), e.g. the frame an object
//! was made; `--all`: every object in the table, not only those near the player;
//! `--player-only`: compare player 1 and the ring count only, not the sidekick's fields (CPU Tails still runs in
//! the world), to look past a sidekick that is not right yet;
//! `--slots` (Sonic 1 and 2): over the matched frames, each landing on an object whose slot differs from the
//! recording's `stand_on_obj` (the game's object slot, RAM order) — the recordings' only view of where the
//! game's objects sit, and so of the order they run in (`ExecuteObjects`) and draw `RandomNumber` in.

use engine::recording::{self, Fields};
use formats::recording::Recording;
use std::collections::VecDeque;
use std::path::{Path, PathBuf};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num = |flag: &str, default: usize| {
        args.iter()
            .position(|a| a == flag)
            .and_then(|i| args.get(i + 1))
            .and_then(|v| v.parse::<usize>().ok())
            .unwrap_or(default)
    };
    let (before, after) = (num("--before", 8), num("--after", 3));
    let player_only = args.iter().any(|a| a == "--player-only");
    let all = args.iter().any(|a| a == "--all");
    let objects_at = args
        .iter()
        .position(|a| a == "--objects-at")
        .and_then(|i| args.get(i + 1))
        .and_then(|v| u32::from_str_radix(v.trim_start_matches("0x"), 16).ok());
    let Some(shared) = formats::reference::shared_dir() else { return };
    let suite = shared.join("reference/openggf-traces");
    let names: Vec<String> = match args.iter().find(|a| a.contains('/')) {
        Some(name) => vec![name.clone()],
        None => formats::recording::suite(&suite),
    };
    let single = names.len() == 1;
    for name in names {
        let recording = match formats::recording::read(&suite.join(&name)) {
            Ok(r) => r,
            Err(e) => {
                println!("{name:28} cannot read: {e}");
                continue;
            }
        };
        let Some(level) = level(&shared, &recording) else {
            println!("{name:28} {} does not import yet", recording.metadata.game.name());
            continue;
        };
        let mut world = recording::start_world(&level, &recording);
        if let Some(ini) = formats::reference::full_sonlvl_ini(&shared, recording.metadata.game)
            && let Err(e) = recording::attach_project(&mut world, &level, &ini)
        {
            eprintln!("{name}: {e}");
        }
        // The window shows the sidekick's fields even where they are not compared.
        let shown = recording.metadata.has_sidekick();
        let sidekick = shown && !player_only;
        let mut window: VecDeque<(u32, u8, Fields, Fields)> = VecDeque::new();
        let mut slots = SlotCheck::new(&recording);
        let outcome = recording::replay_comparing(&mut world, &recording, sidekick, |i, w, row| {
            slots.check(w, i, row);
            if single && objects_at == Some(row.frame) {
                println!("objects after frame {:04X}:", row.frame);
                print_objects(w, all);
            }
            window.push_back((
                row.frame,
                row.pad,
                recording::row_fields(row, shown),
                recording::world_fields(w, shown),
            ));
            if window.len() > before + 1 {
                window.pop_front();
            }
        });
        match &outcome.divergence {
            None => println!("{name:28} {:>6}/{:<6} whole", outcome.matched, outcome.frames),
            Some(d) => println!("{name:28} {:>6}/{:<6} {d}", outcome.matched, outcome.frames),
        }
        if single && let Some(d) = &outcome.divergence {
            // A few frames past the divergence, stepped on without comparing.
            let rows = recording.gameplay_rows();
            let inputs = recording.inputs();
            for i in d.row + 1..(d.row + 1 + after).min(rows.len()) {
                world.step(inputs[i]);
                let row = &rows[i];
                window.push_back((
                    row.frame,
                    row.pad,
                    recording::row_fields(row, shown),
                    recording::world_fields(&world, shown),
                ));
            }
            print_window(&window);
            if args.iter().any(|a| a == "--objects") {
                print_objects(&world, all);
            }
        }
        if single && args.iter().any(|a| a == "--slots") {
            slots.print();
        }
    }
}

fn level(shared: &Path, recording: &Recording) -> Option<formats::Level> {
    let name = &recording.metadata.sonlvl_level()?;
    let ini: PathBuf = formats::reference::full_sonlvl_ini(shared, recording.metadata.game)?;
    match formats::import::sonlvl::import(&ini, name) {
        Ok(level) => Some(level),
        Err(e) => {
            eprintln!("{name}: {e}");
            None
        }
    }
}

/// Recorded and ours for each frame: every field, a `*` before those that differ.
fn print_window(window: &VecDeque<(u32, u8, Fields, Fields)>) {
    for (frame, pad, expected, got) in window {
        let line = |fields: &Fields, other: &Fields| {
            fields
                .iter()
                .enumerate()
                .map(|(i, (name, v))| {
                    let mark = if other.get(i).map(|o| o.1) == Some(*v) { "" } else { "*" };
                    format!("{mark}{name}={}", recording::hex(*v))
                })
                .collect::<Vec<_>>()
                .join(" ")
        };
        println!("{frame:04X} pad {pad:02X} rec  {}", line(expected, got));
        println!("             ours {}", line(got, expected));
    }
}

/// The objects near the player (every one with `all`): slot, name, Sonic 1 id (in `Sonic1` state), position, routine and subtype.
fn print_objects(world: &engine::world::World, all: bool) {
    let (px, py) = (world.player.pixel_x(), world.player.pixel_y());
    for (slot, obj) in world.objects.slots.iter() {
        let c = &obj.common;
        if !all && ((c.pixel_x() - px).abs() > 0x100 || (c.pixel_y() - py).abs() > 0x100) {
            continue;
        }
        let s1 = match &obj.state {
            engine::objects::runtime::object::State::Sonic1(s) => format!(" s1 {:02X}", s.id()),
            _ => String::new(),
        };
        println!(
            "slot {slot:3} {:24}{s1} id {:#04X} x {:#06X} y {:#06X} routine {:#04X} subtype {:#04X} frame {}",
            obj.state.name(),
            c.id,
            c.pixel_x(),
            c.pixel_y(),
            c.routine,
            c.subtype,
            c.mapping_frame
        );
    }
}

/// `--slots`: [`recording::SlotCheck`], each mismatch named as it is found (the objects in the two slots then).
struct SlotCheck {
    check: recording::SlotCheck,
    lines: Vec<String>,
}

impl SlotCheck {
    fn new(recording: &Recording) -> Self {
        SlotCheck { check: recording::SlotCheck::new(recording.metadata.game), lines: Vec::new() }
    }

    fn check(&mut self, world: &engine::world::World, index: usize, row: &formats::recording::Row) {
        let Some(m) = self.check.check(world, index, row) else { return };
        let first = m.ours
            - usize::from(world.player.interact.wrapping_sub(engine::objects::runtime::object::FIRST_DYNAMIC_SLOT));
        let name = |slot: usize| {
            world.objects.slots.iter().find(|(i, _)| *i == slot).map_or("empty".to_string(), |(_, o)| {
                format!("{} at ({:#X}, {:#X})", o.state.name(), o.common.pixel_x(), o.common.pixel_y())
            })
        };
        self.lines.push(format!(
            "{:04X} (level frame {}): recorded slot {:#04X} ({}), ours {:#04X} ({})",
            m.frame,
            world.objects.game.frame_counter,
            m.recorded,
            usize::from(m.recorded).checked_sub(first).map_or("reserved".to_string(), name),
            m.ours,
            name(m.ours - first)
        ));
    }

    fn print(&self) {
        if !self.check.checked() {
            println!("slots: not checked for this game");
            return;
        }
        println!(
            "slots: {} landings on objects, {} in another slot than the game's",
            self.check.landings,
            self.lines.len()
        );
        for line in &self.lines {
            println!("  {line}");
        }
    }
}
