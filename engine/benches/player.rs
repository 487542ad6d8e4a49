//! Player frames per second with sensor reporting off (the target: ≥ 2,000,000 on one core; figures in `engine/BENCHMARKS.md`) and on.
//! Runs on Emerald Hill Zone Act 1 imported from ../shared when it is there, else on the sample level.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use engine::{Character, Player, World};
use formats::inputs::{Buttons, InputScript};
use std::hint::black_box;

fn level() -> (formats::Level, &'static str) {
    let ini = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/reference/s2disasm/SonLVL INI Files/SonLVL.ini");
    if let Ok(level) = formats::import::sonlvl::import(std::path::Path::new(ini), "Emerald Hill Zone Act 1") {
        return (level, "EHZ1");
    }
    let sample = include_str!("../../sample_levels/proving_grounds.ron");
    (formats::ron_file::from_ron_str(sample).expect("sample level"), "sample level")
}

fn bench(c: &mut Criterion) {
    let (level, name) = level();
    // The walk_right trace's script: walking, running over EHZ's hills, a jump, then rest.
    let script = InputScript::parse("10 -\n400 R\n16 R+J\n120 -\n").expect("script");
    let inputs: Vec<Buttons> = script.frames().collect();
    let start = Player::standing(Character::Sonic, 96, 656);
    let mut group = c.benchmark_group(format!("player on {name}"));
    group.throughput(Throughput::Elements(inputs.len() as u64));
    group.bench_function("546 frames, no report", |b| {
        let mut world = World::with_player(&level, start.clone());
        b.iter(|| {
            world.restart(start.clone());
            for &held in &inputs {
                world.step(held);
            }
            black_box(world.player.x)
        })
    });
    group.bench_function("546 frames, sensor report", |b| {
        let mut world = World::with_player(&level, start.clone());
        b.iter(|| {
            world.restart(start.clone());
            let mut n = 0;
            for &held in &inputs {
                n += world.step_reported(held).readings.len();
            }
            black_box(n)
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
