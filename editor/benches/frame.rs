//! One editor frame without a GPU: `StudioApp::show` through `Context::run_ui`, then `Context::tessellate`,
//! at 1920x1080 with the whole of Emerald Hill Zone Act 1 (16384 x 2048 px) fitted in the view. The frame must
//! stay under 8 ms so panning and painting feel immediate on the largest Sonic 2 act.
//!
//! EHZ1 is imported from `../shared` when it is there; otherwise a generated level of the same size
//! (128 x 16 chunks of 128 px) stands in. The play-test frames: EHZ1, and the busiest act of each game the
//! zone issues judge (Scrap Brain 1, Casino Night 1, Angel Island 1; skipped without ../shared).

mod support;

use criterion::{Criterion, criterion_group, criterion_main};
use editor::Document;
use editor::StudioApp;
use editor::files::ScriptedDialogs;
use formats::{Chunk, ChunkSize, LayerCell, Level, SolidTile, Solidity};
use std::hint::black_box;
use std::path::Path;
use support::{INI, fit_whole_level, run};

/// 128 x 16 chunks with 64 varied chunks: ground, slopes and floating platforms.
fn generated_level() -> Level {
    let size = ChunkSize::Px128;
    let mut level = Level::new("Generated 128x16", size, 128, 16);
    level.tiles.push(SolidTile::FULL);
    level.tiles.push(SolidTile::from_heights([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]));
    level.tiles.push(SolidTile::from_heights([8; 16]));
    for c in 0..64u16 {
        let mut chunk = Chunk::empty(size);
        for (i, b) in chunk.blocks.iter_mut().enumerate() {
            let (col, row) = (i % 8, i / 8);
            let ground = 3 + (c as usize + col) % 5;
            if row >= ground {
                let tile = if row == ground { 1 + (col as u16 + c) % 3 } else { 1 };
                b.a = LayerCell { tile, solidity: Solidity::All };
                b.b = if (col + c as usize).is_multiple_of(4) {
                    LayerCell { tile, solidity: Solidity::Top }
                } else {
                    b.a
                };
            }
        }
        level.chunks.push(chunk);
    }
    for row in 0..16 {
        for col in 0..128 {
            let chunk = if row < 8 && (col + row) % 3 != 0 { None } else { Some(((col * 7 + row * 3) % 64) as u16) };
            level.layout.set(col, row, chunk);
        }
    }
    level
}

fn level() -> Level {
    if Path::new(INI).exists() {
        match formats::import::sonlvl::import(Path::new(INI), "Emerald Hill Zone Act 1") {
            Ok(level) => return level,
            Err(e) => eprintln!("EHZ1 import failed ({e}); using a generated level"),
        }
    } else {
        eprintln!("../shared absent: using a generated 128x16-chunk level");
    }
    generated_level()
}

fn frame(c: &mut Criterion) {
    let level = level();
    let (w, h) = level.pixel_size();
    eprintln!("level {} ({w} x {h} px, {} chunks)", level.name, level.chunks.len());
    let mut app = StudioApp::new(Document::new(level, None), Box::new(ScriptedDialogs::new([])));
    let ctx = egui::Context::default();
    fit_whole_level(&ctx, &mut app);
    eprintln!("zoom {:.4}, {} terrain vertices", app.canvas.camera.zoom, app.canvas.last_vertex_count);
    c.bench_function("editor frame, EHZ1 fitted at 1920x1080", |b| b.iter(|| black_box(run(&ctx, &mut app))));

    // Painting at 1:1: every frame changes one layout cell; the chunk meshes stay cached (only cells changed).
    app.apply(&ctx, editor::command::Command::ZoomOneToOne);
    run(&ctx, &mut app);
    let mut flip = false;
    let stroke = studio_core::history::MergeKey::new_stroke();
    c.bench_function("editor frame at 1:1, one cell painted per frame", |b| {
        b.iter(|| {
            flip = !flip;
            let chunk = if flip { Some(1) } else { Some(2) };
            let edit = studio_core::edit::Edit::SetCell { col: 40, row: 5, chunk };
            let _ = app.document.apply_merging("Paint chunks", Some(stroke), edit);
            black_box(run(&ctx, &mut app))
        })
    });
}

/// An editor frame while play-testing EHZ1 from its start with every overlay on (game view, sensors, boxes,
/// trail, the predicted jump arc re-simulated each frame) and the HUD with its live plot: one 60 Hz game frame
/// per editor frame.
fn playtest_frame(c: &mut Criterion) {
    use studio_core::playtest::memory::PlayOverlays;
    let mut app = StudioApp::new(Document::new(level(), None), Box::new(ScriptedDialogs::new([])));
    let ctx = egui::Context::default();
    for _ in 0..3 {
        run(&ctx, &mut app);
    }
    app.playtest.fixed_dt = Some(1.0 / 60.0);
    app.playtest.overlays = PlayOverlays::ALL;
    app.playtest.hud = true;
    app.apply(&ctx, editor::command::Command::PlayFromStart);
    // Fill the trail and the plot history (5 s) so the overlays draw their full length.
    for _ in 0..300 {
        run(&ctx, &mut app);
    }
    c.bench_function("editor frame while play-testing EHZ1, every overlay on", |b| {
        b.iter(|| black_box(run(&ctx, &mut app)))
    });
    // The same without overlays, HUD and plot: the difference is what they cost.
    app.playtest.overlays = PlayOverlays::NONE;
    app.playtest.hud = false;
    c.bench_function("editor frame while play-testing EHZ1, overlays off", |b| {
        b.iter(|| black_box(run(&ctx, &mut app)))
    });
}

/// The same play-test frame, every overlay on, on the busiest act of each game's part the issues judge: Sonic 1's
/// Scrap Brain 1 (the most objects loaded a frame of its acts) and Labyrinth 1 (the most instructions a frame of
/// its recorded routes, with its water), Sonic 2's Casino Night 1 and S3K's Angel Island 1,
/// imported with their art from the whole disassemblies' projects (`../shared/reference/*-full`, `skdisasm`).
fn playtest_game_acts(c: &mut Criterion) {
    use formats::recording::Game;
    use studio_core::playtest::memory::PlayOverlays;
    let shared = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared");
    for (game, section, label) in [
        (Game::S1, "Scrap Brain Zone Act 1", "SBZ1"),
        (Game::S1, "Labyrinth Zone Act 1", "LZ1"),
        (Game::S2, "Casino Night Zone Act 1", "CNZ1"),
        (Game::S3K, "Sonic 3\\\\Angel Island Zone Act 1", "AIZ1"),
    ] {
        let Some(ini) = formats::reference::full_sonlvl_ini(&shared, game) else { continue };
        let level = match formats::import::sonlvl::import(&ini, section) {
            Ok(level) => level,
            Err(e) => {
                eprintln!("{label}: skipped ({e})");
                continue;
            }
        };
        let mut app = StudioApp::new(Document::new(level, None), Box::new(ScriptedDialogs::new([])));
        let ctx = egui::Context::default();
        for _ in 0..3 {
            run(&ctx, &mut app);
        }
        app.playtest.fixed_dt = Some(1.0 / 60.0);
        app.playtest.overlays = PlayOverlays::ALL;
        app.playtest.hud = true;
        app.apply(&ctx, editor::command::Command::PlayFromStart);
        for _ in 0..300 {
            run(&ctx, &mut app);
        }
        c.bench_function(&format!("editor frame while play-testing {label}, every overlay on"), |b| {
            b.iter(|| black_box(run(&ctx, &mut app)))
        });
    }
}

criterion_group!(benches, frame, playtest_frame, playtest_game_acts);
criterion_main!(benches);
