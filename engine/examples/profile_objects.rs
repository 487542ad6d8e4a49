//! Development aid for profiling the whole-act objects benchmark outside criterion: records the EHZ1 bot
//! route of `benches/objects.rs`, then replays it `N` times inside `replay` (a function of its own, so that
//! `valgrind --tool=callgrind --toggle-collect='*replay*'` counts the frames alone and `perf record -e
//! cpu-clock` shows them), and prints the frames per second. `--census` prints instead how many objects of
//! each kind are loaded per frame on average.
//!
//! `cargo build -p engine --profile bench --example profile_objects`, then
//! `target/release/examples/profile_objects [N] [--no-badniks] [--census] [--cpz1] [--write-route FILE]` (needs
//! ../shared; `--cpz1`: Chemical Plant Zone 1 along the benchmark's searched route instead; `--write-route`
//! writes the route's inputs as a script for `spg-studio sim`; `--recording s1/sbz1_completerun` (or `all`): the
//! benchmark's recorded routes, `support/route.rs`, from the recording's start, CPU Tails included where the
//! recording has him; any other recording of the trace suite, `s3k/aiz1_to_hcz_fullrun`, as far as the engine
//! matches it).

use engine::objects::runtime::layout::LayoutOptions;
use engine::{Character, Player, World};
use formats::inputs::{Buttons, InputScript};
use std::collections::BTreeMap;

#[path = "../benches/support/bot.rs"]
mod bot;
#[path = "../benches/support/route.rs"]
mod route;

#[inline(never)]
fn replay(world: &mut World, start: &Player, inputs: &[Buttons], n: usize) -> i64 {
    let mut sum = 0i64;
    for _ in 0..n {
        world.restart(start.clone());
        for &held in inputs {
            world.step(held);
        }
        sum += i64::from(world.player.x) + i64::from(world.rings());
    }
    sum
}

/// Average number of loaded objects per frame, by state and object id (and how many of them nap).
fn census(world: &mut World, start: &Player, inputs: &[Buttons]) {
    let mut counts = BTreeMap::<String, usize>::new();
    world.restart(start.clone());
    for &held in inputs {
        world.step(held);
        count_objects(world, &mut counts);
    }
    print_census(counts, inputs.len());
}

/// [`census`] along a recorded route.
fn census_recorded(route: &route::RecordedRoute) {
    let mut counts = BTreeMap::<String, usize>::new();
    let mut world = route.start.clone();
    engine::recording::drive(&mut world, &route.rows, &route.inputs, route.sonic1, |_, world, _| {
        count_objects(world, &mut counts);
        std::ops::ControlFlow::Continue(())
    });
    print_census(counts, route.inputs.len());
}

fn count_objects(world: &World, counts: &mut BTreeMap<String, usize>) {
    for (i, obj) in world.objects.slots.iter() {
        let name = format!("{:?}", obj.state);
        // Sonic 1's objects are one state whose inner kind names them.
        let mut words = name.split(['(', ' ', '{']).filter(|w| !w.is_empty());
        let kind = match words.next().unwrap_or_default() {
            "Sonic1" => words.next().unwrap_or_default(),
            kind => kind,
        };
        *counts.entry(format!("{kind} (id {:02X})", obj.common.id)).or_default() += 1;
        if world.objects.slots.is_napping(i) {
            *counts.entry(format!("{kind} (id {:02X}) napping", obj.common.id)).or_default() += 1;
        }
    }
}

fn print_census(counts: BTreeMap<String, usize>, frames: usize) {
    let per_frame = |n: usize| n as f64 / frames as f64;
    let loaded = counts.iter().filter(|(kind, _)| !kind.ends_with("napping")).map(|(_, n)| n).sum();
    println!("objects loaded per frame: {:.2} (\"napping\": of those, the ones RunObjects skips)", per_frame(loaded));
    for (kind, n) in counts {
        println!("  {kind}: {:.2}", per_frame(n));
    }
}

/// Plays a recorded route `n` times (`--recording`).
#[inline(never)]
fn replay_recorded(route: &route::RecordedRoute, n: usize) -> i64 {
    (0..n).map(|_| route.play(route.start.clone())).map(|(x, rings)| i64::from(x) + i64::from(rings)).sum()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n = args.first().and_then(|a| a.parse().ok()).unwrap_or(100);
    if let Some(which) = args.iter().position(|a| a == "--recording").and_then(|i| args.get(i + 1)) {
        let shared = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared");
        let names = if which == "all" { route::RECORDED_ROUTES.to_vec() } else { vec![which.as_str()] };
        for name in names {
            // A recording the engine does not match whole yet (`s3k/aiz1_to_hcz_fullrun`) is played as far as
            // it matches.
            let route = if route::RECORDED_ROUTES.contains(&name) {
                route::RecordedRoute::load(&shared, name)
            } else {
                route::RecordedRoute::load_matched(&shared, name).map(|(route, _)| route)
            };
            let Some(route) = route else {
                eprintln!("{name}: skipped: ../shared absent (or no such recording)");
                continue;
            };
            if args.iter().any(|a| a == "--census") {
                println!("{name}:");
                census_recorded(&route);
                continue;
            }
            let t = std::time::Instant::now();
            let sum = replay_recorded(&route, n);
            let frames = (route.inputs.len() * n) as f64;
            let rate = frames / t.elapsed().as_secs_f64() / 1e6;
            println!("{name}: {} frames x {n}: {rate:.2} M frames/s ({sum})", route.inputs.len());
        }
        return;
    }
    let options = LayoutOptions { no_badniks: args.iter().any(|a| a == "--no-badniks") };
    let shared = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared");
    let ini = shared.join("reference/s2disasm/SonLVL INI Files/SonLVL.ini");
    let cpz1 = args.iter().any(|a| a == "--cpz1");
    let act = if cpz1 { "Chemical Plant Zone Act 1" } else { "Emerald Hill Zone Act 1" };
    let Ok(level) = formats::import::sonlvl::import(&ini, act) else {
        eprintln!("skipped: ../shared absent");
        return;
    };
    let (mut world, start, inputs) = if cpz1 {
        let route = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/routes/cpz1.inputs");
        let text = std::fs::read_to_string(route).expect("benches/routes/cpz1.inputs");
        let inputs: Vec<Buttons> = InputScript::parse(&text).expect("script").frames().collect();
        // Sonic alone, as the figures in engine/BENCHMARKS.md were measured (no CPU Tails).
        let world = World::start(&level, Character::Sonic, false);
        let start = world.player.clone();
        (world, start, inputs)
    } else {
        let start = Player::standing(Character::Sonic, 96, 656);
        let inputs = bot::bot_route(&level, &start, options);
        (World::with_options(&level, start.clone(), options), start, inputs)
    };
    if let Some(path) = args.iter().position(|a| a == "--write-route").and_then(|i| args.get(i + 1)) {
        // The route as an input script, for `spg-studio sim LEVEL --inputs FILE --start 96,656 --summary`.
        let text = InputScript::from_frames(&inputs).to_text();
        if let Err(e) = std::fs::write(path, text) {
            eprintln!("{path}: {e}");
        }
        return;
    }
    if args.iter().any(|a| a == "--census") {
        census(&mut world, &start, &inputs);
        return;
    }
    let t = std::time::Instant::now();
    let sum = replay(&mut world, &start, &inputs, n);
    let frames = (inputs.len() * n) as f64;
    println!("{} frames x {n}: {:.2} M frames/s ({sum})", inputs.len(), frames / t.elapsed().as_secs_f64() / 1e6);
}
