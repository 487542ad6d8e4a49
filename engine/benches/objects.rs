//! Whole-act Emerald Hill Zone 1 with its objects and rings: player frames per second (the target is
//! ≥ 5,000,000 with all objects; figures in `engine/BENCHMARKS.md`). Two routes from the start to the signpost:
//! - "all objects": every object, badniks included, driven by a small bot (hold Right, jump when slowed
//!   down, back up when stuck) whose inputs are recorded once and then replayed — the trace script below does
//!   not get past the badniks, as it was recorded without them;
//! - "no badniks": the `ehz1_full_nobadniks` trace's own script (5,324 frames) on the level without badniks.
//!
//! And Chemical Plant Zone 1 ("whole act CPZ1"), where that bot gets stuck (x ≈ 5634): a committed script,
//! `benches/routes/cpz1.inputs`, found by `examples/route_search.rs` (a search that backtracks with save
//! states), from the level's start to the signpost with every object (the test suite's `routes` module keeps it reaching the
//! signpost).
//!
//! And "recorded routes": the real games' own play of whole acts, the trace suite's recordings
//! (`../shared/reference/openggf-traces`) that the engine matches over their whole length — every Sonic 1 act 1
//! and the Sonic 2 zones of part 3 —, each driven from the recording's start with every object (and CPU Tails
//! where the recording has him) by [`engine::recording::drive`], as the trace suite replays it.
//!
//! Needs ../shared; without it the bench reports nothing.

#[path = "support/bot.rs"]
mod bot;
#[path = "support/route.rs"]
mod route;

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use engine::objects::runtime::layout::LayoutOptions;
use engine::{Character, Player, World};
use formats::inputs::{Buttons, InputScript};
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let shared = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared");
    let ini = shared.join("reference/s2disasm/SonLVL INI Files/SonLVL.ini");
    let Ok(level) = formats::import::sonlvl::import(&ini, "Emerald Hill Zone Act 1") else {
        eprintln!("skipped: ../shared absent");
        return;
    };
    let Ok(text) = std::fs::read_to_string(shared.join("reference/s2-traces/ehz1_full_nobadniks.inputs")) else {
        eprintln!("skipped: ../shared absent");
        return;
    };
    let start = Player::standing(Character::Sonic, 96, 656);
    let trace: Vec<Buttons> = InputScript::parse(&text).expect("script").frames().collect();
    let bot = bot::bot_route(&level, &start, LayoutOptions { no_badniks: false });
    let mut group = c.benchmark_group("whole act EHZ1");
    for (label, no_badniks, inputs) in [("all objects, bot", false, &bot), ("no badniks, trace", true, &trace)] {
        group.throughput(Throughput::Elements(inputs.len() as u64));
        group.bench_function(format!("{} frames, {label}", inputs.len()), |b| {
            let mut world = World::with_options(&level, start.clone(), LayoutOptions { no_badniks });
            b.iter(|| {
                world.restart(start.clone());
                for &held in inputs {
                    world.step(held);
                }
                black_box((world.player.x, world.rings()))
            })
        });
    }
    group.finish();
    cpz1(c, &shared);
    recorded_routes(c, &shared);
}

/// Each recorded route, from the recording's start to its end.
fn recorded_routes(c: &mut Criterion, shared: &std::path::Path) {
    let mut group = c.benchmark_group("recorded routes");
    for name in route::RECORDED_ROUTES {
        let Some(route) = route::RecordedRoute::load(shared, name) else {
            eprintln!("{name}: skipped: ../shared absent");
            continue;
        };
        group.throughput(Throughput::Elements(route.inputs.len() as u64));
        group.bench_function(format!("{name}, {} frames", route.inputs.len()), |b| {
            b.iter_batched(|| route.start.clone(), |world| black_box(route.play(world)), BatchSize::LargeInput)
        });
    }
    group.finish();
}

/// The whole of Chemical Plant Zone 1 along the committed route.
fn cpz1(c: &mut Criterion, shared: &std::path::Path) {
    let ini = shared.join("reference/s2disasm/SonLVL INI Files/SonLVL.ini");
    let Ok(level) = formats::import::sonlvl::import(&ini, "Chemical Plant Zone Act 1") else {
        eprintln!("skipped: ../shared absent");
        return;
    };
    let route = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/routes/cpz1.inputs");
    let text = std::fs::read_to_string(route).expect("benches/routes/cpz1.inputs");
    let inputs: Vec<Buttons> = InputScript::parse(&text).expect("script").frames().collect();
    // Sonic alone, as the figures in engine/BENCHMARKS.md were measured (no CPU Tails).
    let mut world = World::start(&level, Character::Sonic, false);
    let start = world.player.clone();
    world.restart(start.clone());
    for &held in &inputs {
        world.step(held);
    }
    assert!(world.objects.game.act_clear, "the CPZ1 route no longer reaches the signpost");
    let mut group = c.benchmark_group("whole act CPZ1");
    group.throughput(Throughput::Elements(inputs.len() as u64));
    group.bench_function(format!("{} frames, all objects, searched route", inputs.len()), |b| {
        b.iter(|| {
            world.restart(start.clone());
            for &held in &inputs {
                world.step(held);
            }
            black_box((world.player.x, world.rings()))
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
