//! Development aid for the objects' scheduler (`objects::runtime::scheduler`), a shortcut that must change
//! nothing: replays recordings of the trace suite (`../shared/reference/openggf-traces`) twice, the scheduler on
//! and off (`World::set_object_scheduler`), and compares the two worlds' save states (`World::snapshot`, napping
//! objects as they would be awake) at every frame, by hash. Run it after making a kind sleep or nap.
//!
//! `cargo run --release -p engine --example scheduler_check [RECORDING…]` (default: the benchmark's recorded
//! routes, `benches/support/route.rs`; a recording the engine does not match whole is played as far as it
//! matches). Prints, per recording, the first frame whose states differ (`None`: identical throughout).

use std::hash::{Hash, Hasher};

#[allow(dead_code)] // the benchmark's `load` and `play` are not used here
#[path = "../benches/support/route.rs"]
mod route;

/// The hash of the world's save state after each frame of `route`, the scheduler on or off; stops at the first
/// frame whose hash differs from `against`'s.
fn hashes(route: &route::RecordedRoute, scheduler: bool, against: Option<&[u64]>) -> Vec<u64> {
    let mut world = route.start.clone();
    world.set_object_scheduler(scheduler);
    let mut hashes = Vec::new();
    engine::recording::drive(&mut world, &route.rows, &route.inputs, route.sonic1, |i, w, _| {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        w.snapshot().hash(&mut h);
        hashes.push(h.finish());
        match against {
            Some(other) if other.get(i) != Some(&h.finish()) => std::ops::ControlFlow::Break(()),
            _ => std::ops::ControlFlow::Continue(()),
        }
    });
    hashes
}

fn main() {
    let shared = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared");
    let args: Vec<String> = std::env::args().skip(1).collect();
    let names: Vec<String> =
        if args.is_empty() { route::RECORDED_ROUTES.iter().map(|s| s.to_string()).collect() } else { args };
    for name in names {
        let Some((route, _)) = route::RecordedRoute::load_matched(&shared, &name) else {
            eprintln!("{name}: skipped: ../shared absent (or no such recording)");
            continue;
        };
        let on = hashes(&route, true, None);
        let off = hashes(&route, false, Some(&on));
        let differing = off.iter().zip(&on).position(|(a, b)| a != b).or((off.len() < on.len()).then_some(off.len()));
        println!("{name}: {} frames, first frame whose states differ: {differing:?}", on.len());
    }
}
