//! What several topics of the editor tests use: a small level built in memory, the UI harness, SonLVL projects
//! on disk and the reference levels.

#![allow(dead_code)]

use formats::{Chunk, ChunkSize, LayerCell, Level, SolidTile, Solidity};

/// Tile indices of [`test_level`].
pub const FULL: u16 = 1;
pub const SLOPE: u16 = 2;

/// 3 x 2 chunks of 128 px. Layout row 1 is chunk 0 three times. Chunk 0: the bottom two block rows are
/// all-solid full tiles on both layers; block (2, 2) (level x 32..48, y 160..176 in the first cell) is a 45°
/// slope (angle 0xE0) on layer A and a top-only full tile on layer B.
pub fn test_level(name: &str) -> Level {
    let size = ChunkSize::Px128;
    let mut level = Level::new(name, size, 3, 2);
    level.tiles.push(SolidTile::FULL);
    let mut slope = SolidTile::from_heights([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    slope.angle = 0xE0;
    level.tiles.push(slope);
    let mut chunk = Chunk::empty(size);
    let all = LayerCell { tile: FULL, solidity: Solidity::All };
    for row in 6..8 {
        for col in 0..8 {
            if let Some(b) = chunk.block_mut(size, col, row) {
                b.a = all;
                b.b = all;
            }
        }
    }
    if let Some(b) = chunk.block_mut(size, 2, 2) {
        b.a = LayerCell { tile: SLOPE, solidity: Solidity::All };
        b.b = LayerCell { tile: FULL, solidity: Solidity::Top };
    }
    level.chunks.push(chunk);
    for col in 0..3 {
        level.layout.set(col, 1, Some(0));
    }
    level
}

/// The editor's whole UI in a 1400 x 900 test harness (egui_kittest, no GPU), not yet run. A `run` may take up
/// to 32 frames: a background job's result (an export plan, an import) can land during a window's opening
/// animation and ask for its own settling frames on top (the export dialog's 8), depending on how fast the job
/// ran; a UI that never stops asking for frames still fails.
pub fn app_harness(app: editor::StudioApp) -> egui_kittest::Harness<'static, editor::StudioApp> {
    egui_kittest::Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .with_max_steps(32)
        .build_ui_state(|ui, app: &mut editor::StudioApp| app.show(ui), app)
}

/// The small synthetic SonLVL project, the copy of the Sonic 2 disassembly's and folder snapshots: the same file
/// as the `formats` tests'.
#[path = "../../../../formats/tests/formats/support/projects.rs"]
pub mod projects;

/// The reference levels, imported once per run: the same file as the `formats` tests'.
#[path = "../../../../formats/tests/formats/support/reference.rs"]
pub mod reference;

/// The editor with `level` open (saved, no file) and file dialogs that answer nothing.
pub fn opened(level: Level) -> editor::StudioApp {
    editor::StudioApp::new(editor::Document::new(level, None), Box::new(editor::files::ScriptedDialogs::new([])))
}

/// [`app_harness`] with real frame times (1/60 s a step: a click is a press and release within 0.8 s), not yet
/// run.
pub fn realtime_harness(app: editor::StudioApp) -> egui_kittest::Harness<'static, editor::StudioApp> {
    egui_kittest::Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .with_max_steps(16)
        .with_step_dt(1.0 / 60.0)
        .build_ui_state(|ui, app: &mut editor::StudioApp| app.show(ui), app)
}

/// The editor on `level` with play-tests stepping one game frame per display frame (a fixed 1/60 s), after its
/// first frames.
pub fn playtest_harness(level: Level) -> egui_kittest::Harness<'static, editor::StudioApp> {
    let mut app = opened(level);
    app.playtest.fixed_dt = Some(1.0 / 60.0);
    let mut h = app_harness(app);
    h.run();
    h
}

/// `n` display frames (one game frame each while a play-test runs).
pub fn frames(h: &mut egui_kittest::Harness<'static, editor::StudioApp>, n: usize) {
    for _ in 0..n {
        h.step();
    }
}

/// A left click at `pos`, one frame each for the move, the press and the release.
pub fn click(h: &mut egui_kittest::Harness<'static, editor::StudioApp>, pos: egui::Pos2) {
    use egui::{Event, Modifiers, PointerButton};
    h.event(Event::PointerMoved(pos));
    h.step();
    h.event(Event::PointerButton { pos, button: PointerButton::Primary, pressed: true, modifiers: Modifiers::NONE });
    h.step();
    h.event(Event::PointerButton { pos, button: PointerButton::Primary, pressed: false, modifiers: Modifiers::NONE });
    h.step();
}

/// Runs frames until `done` holds, for at most 60 s (background work — listing, importing, planning, writing a
/// project in a debug build — answers in a few seconds at most); panics naming `what` otherwise.
pub fn run_until(
    h: &mut egui_kittest::Harness<'static, editor::StudioApp>,
    what: &str,
    done: impl Fn(&editor::StudioApp) -> bool,
) {
    let start = std::time::Instant::now();
    while start.elapsed() < std::time::Duration::from_secs(60) {
        h.run();
        if done(h.state()) {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    panic!("still waiting for {what} after 60 s");
}
