//! Development aid for Sonic 1's special stages (`engine::special_stage`): prints a run frame by frame, or
//! searches random input scripts for one that reaches the emerald or a GOAL (how the routes in
//! `engine/tests/engine/special_stage.rs` were found).
//!
//! `cargo run -p engine --release --example special_stage -- trace STAGE [SCRIPT]` (SCRIPT: comma-separated
//! `frames:buttons`, e.g. `30:R,10:R+J,200:-`; no script: 3000 frames without input), or
//! `… -- search STAGE emerald|goal [ATTEMPTS]` (segments of 4–63 frames of one input, from a fixed seed; prints
//! each script that gets there sooner than the last). Needs ../shared (s1disasm-full).

use engine::special_stage::{Phase, SpecialStage};
use formats::inputs::Buttons;
use formats::special_stage::{self as ss, StageId};

fn script(text: &str) -> Result<Vec<Buttons>, String> {
    let mut inputs = Vec::new();
    for part in text.split(',').filter(|p| !p.is_empty()) {
        let (n, b) = part.split_once(':').ok_or_else(|| format!("`{part}`: expected frames:buttons"))?;
        let n: usize = n.parse().map_err(|_| format!("`{n}` is not a frame count"))?;
        inputs.extend(std::iter::repeat_n(Buttons::parse(b)?, n));
    }
    Ok(inputs)
}

fn line(s: &SpecialStage) -> String {
    format!(
        "f{} x={:#x}.{:04x} y={:#x}.{:04x} v=({},{}) g={} air={} angle={:#06x} speed={} touched={:#x} rings={} \
         emeralds={} phase={:?}",
        s.frame,
        s.player.x >> 16,
        s.player.x & 0xFFFF,
        s.player.y >> 16,
        s.player.y & 0xFFFF,
        s.player.x_speed,
        s.player.y_speed,
        s.player.ground_speed,
        s.player.in_air,
        s.rotation.angle,
        s.rotation.speed,
        s.player.touched,
        s.rings,
        s.emeralds,
        s.phase
    )
}

fn search(st: &ss::SpecialStage, emerald: bool, attempts: u32) {
    let choices = [
        Buttons::NONE,
        Buttons::LEFT,
        Buttons::RIGHT,
        Buttons::JUMP,
        Buttons::LEFT.union(Buttons::JUMP),
        Buttons::RIGHT.union(Buttons::JUMP),
    ];
    let mut seed: u64 = 0x1234_5678;
    let mut random = |m: u64| {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (seed >> 33) % m
    };
    let mut best = u32::MAX;
    for attempt in 0..attempts {
        let mut s = SpecialStage::new(st);
        let mut segments = Vec::new();
        'run: while s.frame < 3600 && s.phase == Phase::Playing {
            let b = choices[random(choices.len() as u64) as usize];
            let len = 4 + random(60) as u32;
            segments.push(format!("{len}:{b}"));
            for _ in 0..len {
                s.step(b);
                if s.phase != Phase::Playing || s.emeralds != 0 {
                    break 'run;
                }
            }
        }
        let reached = if emerald { s.emeralds != 0 } else { s.phase != Phase::Playing && s.emeralds == 0 };
        if reached && s.frame < best {
            best = s.frame;
            println!("attempt {attempt}: frame {} rings {}: {}", s.frame, s.rings, segments.join(","));
        }
    }
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let stage: u8 = args.get(1).and_then(|s| s.parse().ok()).ok_or("usage: trace|search STAGE …")?;
    let dir = formats::reference::shared_dir().ok_or("../shared is missing")?.join("reference/s1disasm-full");
    let st = ss::read_from_disassembly(&dir, StageId { stage, jp1: false }).map_err(|e| e.to_string())?;
    match args[0].as_str() {
        "trace" => {
            let inputs = match args.get(2) {
                Some(text) => script(text)?,
                None => vec![Buttons::NONE; 3000],
            };
            let mut s = SpecialStage::new(&st);
            for b in inputs {
                s.step(b);
                println!("{}", line(&s));
            }
        }
        "search" => {
            let emerald = args.get(2).map(String::as_str) != Some("goal");
            let attempts = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(4000);
            search(&st, emerald, attempts);
        }
        other => return Err(format!("unknown command `{other}` (trace or search)")),
    }
    Ok(())
}
