//! Finds a route from a level's start to its signpost (`act_clear`) with the engine itself, and writes it as
//! an input script: `cargo run --release -p engine --example route_search -- "Chemical Plant Zone Act 1"
//! OUT.inputs`. The committed `engine/benches/routes/cpz1.inputs` (the benchmark's and
//! `engine/tests/engine/routes.rs`' route) was made this way.
//!
//! An explore-and-return search (after Go-Explore): the level is cut into 64 px cells; each cell keeps the
//! earliest-reached save state ([`World::snapshot`]) that got there and the inputs that led to it. Each round
//! picks cells (mostly the furthest right ones, less often those already tried), restores one and plays a
//! few random moves from it — run, jump (short or long), wait, back up, spindash, jump left — and every new
//! cell (or a cell reached sooner) is kept. Dying ends a try. A fixed seed makes the search reproducible.

use engine::{Character, World};
use formats::inputs::{Buttons, InputScript};
use std::collections::HashMap;

const CELL: i32 = 64;

/// One cell's best arrival.
struct Cell {
    snapshot: engine::world::Snapshot,
    inputs: Vec<Buttons>,
    tries: u32,
}

/// xorshift64*: the search's only randomness.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() >> 33) as usize % n.max(1)
    }
}

const R: Buttons = Buttons::RIGHT;
const L: Buttons = Buttons::LEFT;
const J: Buttons = Buttons::JUMP;
const D: Buttons = Buttons::DOWN;

/// A random move: a few frames of buttons.
fn random_move(rng: &mut Rng, out: &mut Vec<Buttons>) {
    let n = 4 + rng.below(28);
    let push = |out: &mut Vec<Buttons>, b: Buttons, k: usize| out.extend(std::iter::repeat_n(b, k));
    match rng.below(12) {
        0..=3 => push(out, R, n),
        4 => {
            // A jump right, held for a while.
            push(out, R.union(J), n);
            push(out, R, 2);
        }
        5 => {
            push(out, J, n);
            push(out, Buttons::NONE, 2);
        }
        6 => push(out, Buttons::NONE, n),
        7 => push(out, L, n),
        8 => {
            push(out, L.union(J), n);
            push(out, L, 2);
        }
        9 => {
            // Spindash: crouch, charge a few times, release.
            push(out, D, 2);
            for _ in 0..1 + rng.below(4) {
                push(out, D.union(J), 1);
                push(out, D, 1);
            }
            push(out, Buttons::NONE, 1);
            push(out, R, n);
        }
        10 => {
            push(out, R.union(D), n);
        }
        _ => {
            // A short hop.
            push(out, R.union(J), 3);
            push(out, R, n);
        }
    }
}

fn cell_of(w: &World) -> (i32, i32) {
    (w.player.pixel_x().div_euclid(CELL), w.player.pixel_y().div_euclid(CELL))
}

fn main() {
    let mut args = std::env::args().skip(1);
    let section = args.next().unwrap_or_else(|| "Chemical Plant Zone Act 1".to_string());
    let out = args.next();
    let Some(shared) = formats::reference::shared_dir() else { return };
    let ini = formats::reference::s2_sonlvl_ini(&shared);
    let level = match formats::import::sonlvl::import(&ini, &section) {
        Ok(level) => level,
        Err(e) => {
            eprintln!("cannot import [{section}]: {e}");
            std::process::exit(1);
        }
    };
    // Sonic alone, as the figures in engine/BENCHMARKS.md were measured (no CPU Tails).
    let mut world = World::start(&level, Character::Sonic, false);
    let mut archive: HashMap<(i32, i32), Cell> = HashMap::new();
    archive.insert(cell_of(&world), Cell { snapshot: world.snapshot(), inputs: Vec::new(), tries: 0 });
    let mut rng = Rng(0x5EED_C0DE_2026_0010);
    let mut moves = Vec::new();
    let mut frames_run: u64 = 0;
    for round in 0..2_000_000u64 {
        // Pick a cell: the furthest right of a random sample, preferring the less tried.
        let keys: Vec<(i32, i32)> = archive.keys().copied().collect();
        let mut best: Option<((i32, i32), i64)> = None;
        for _ in 0..8 {
            let k = keys[rng.below(keys.len())];
            let c = &archive[&k];
            let score = i64::from(k.0) * 16 - i64::from(c.tries).isqrt() * 8 + (rng.below(8) as i64);
            if best.is_none_or(|(_, s)| score > s) {
                best = Some((k, score));
            }
        }
        let Some((key, _)) = best else { break };
        let (mut inputs, snapshot) = {
            let c = archive.get_mut(&key).expect("picked from the archive");
            c.tries += 1;
            (c.inputs.clone(), c.snapshot.clone())
        };
        world.restore(&snapshot);
        moves.clear();
        for _ in 0..1 + rng.below(4) {
            random_move(&mut rng, &mut moves);
        }
        let deaths = world.objects.game.deaths;
        for &held in &moves {
            world.step(held);
            frames_run += 1;
            inputs.push(held);
            if world.player.routine != engine::player::Routine::Normal
                && world.player.routine != engine::player::Routine::Hurt
                || world.objects.game.deaths != deaths
            {
                break;
            }
            if world.objects.game.act_clear {
                println!(
                    "signpost after {} frames (round {round}, {frames_run} frames searched, {} cells)",
                    inputs.len(),
                    archive.len()
                );
                let script = InputScript::from_frames(&inputs);
                let text = format!(
                    "# {section}: Sonic from the level's start to the signpost (engine/examples/route_search.rs)\n{}",
                    script.to_text()
                );
                match &out {
                    Some(path) => std::fs::write(path, text).expect("write the script"),
                    None => print!("{text}"),
                }
                return;
            }
            let cell = cell_of(&world);
            let better = archive.get(&cell).is_none_or(|c| inputs.len() < c.inputs.len());
            if better {
                let tries = archive.get(&cell).map_or(0, |c| c.tries);
                archive.insert(cell, Cell { snapshot: world.snapshot(), inputs: inputs.clone(), tries });
            }
        }
        if round % 20_000 == 0 {
            let far = archive.keys().map(|k| k.0).max().unwrap_or(0) * CELL;
            eprintln!("round {round}: {} cells, furthest x {far}, {frames_run} frames", archive.len());
        }
    }
    eprintln!("no route found");
    std::process::exit(1);
}
