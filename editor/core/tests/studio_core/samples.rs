//! The sample levels in `sample_levels/`: each committed file is exactly what `studio_core::samples` builds
//! with the brushes, passes the level lint, and its replay (`NAME.inputs`) ends where it always has — so a
//! change in the engine or a sample shows here at once.

use engine::player::Mode;
use engine::{Character, World};
use formats::Layer;
use formats::inputs::InputScript;
use studio_core::samples::{self, Sample};

fn dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../sample_levels")
}

#[test]
fn the_committed_samples_are_what_the_brushes_build_and_lint_clean() {
    for Sample { file, level, replay } in samples::all() {
        let path = dir().join(format!("{file}.ron"));
        let committed = formats::ron_file::load(&path).unwrap_or_else(|e| panic!("{file}: {e:?}"));
        assert!(committed == level, "{file}.ron differs: run `cargo run -p studio_core --example make_samples`");
        let inputs = InputScript::load(&dir().join(format!("{file}.inputs"))).expect("replay loads");
        assert_eq!(inputs, replay, "{file}.inputs");
        assert_eq!(studio_core::lint::lint(&level), vec![], "{file}");
    }
}

#[test]
fn the_showcase_opens_with_the_select_tool_and_a_real_chunk_as_the_brush() {
    let doc = studio_core::Document::sample().expect("the built-in sample loads");
    assert_eq!(doc.level(), &samples::showcase().level, "the built-in sample is the showcase");
    let mut editing = studio_core::editing::Editing::default();
    editing.open_document(doc.level());
    assert_eq!(editing.tool, studio_core::editing::Tool::Select);
    let brush = editing.chunk.expect("a chunk, not the eraser");
    let chunk = &doc.level().chunks[usize::from(brush)];
    assert!(chunk.blocks.iter().any(|b| b.a.solidity != formats::Solidity::NotSolid && b.a.tile != 0));
}

/// What a replay did: the end position, modes and layers in the order first seen, rings, deaths.
#[derive(Debug, PartialEq, Eq)]
struct Ending {
    x: i32,
    y: i32,
    modes: Vec<Mode>,
    layers: Vec<Layer>,
    rings: u16,
    deaths: u16,
}

fn play(file: &str) -> (Ending, Vec<(i32, i32, Mode)>) {
    let level = formats::ron_file::load(&dir().join(format!("{file}.ron"))).expect("loads");
    let script = InputScript::load(&dir().join(format!("{file}.inputs"))).expect("replay loads");
    // The replays were recorded with Sonic alone (player 2 "Off"; `World::new` would give a Sonic 2 level's
    // Sonic his CPU Tails).
    let mut w = World::start(&level, Character::Sonic, false);
    let (mut modes, mut layers, mut path) = (Vec::new(), Vec::new(), Vec::new());
    for held in script.frames() {
        w.step(held);
        let p = &w.player;
        let mode = Mode::from_angle(p.angle);
        if !p.air && !modes.contains(&mode) {
            modes.push(mode);
        }
        if layers.last() != Some(&p.layer) {
            layers.push(p.layer);
        }
        path.push((p.pixel_x(), p.pixel_y(), if p.air { Mode::Floor } else { mode }));
    }
    let p = &w.player;
    let ending =
        Ending { x: p.pixel_x(), y: p.pixel_y(), modes, layers, rings: w.rings(), deaths: w.objects.game.deaths };
    (ending, path)
}

#[test]
fn the_showcase_replay_runs_round_the_loop_on_the_ground() {
    let (ending, path) = play("showcase");
    let (cx, r) = samples::SHOWCASE_LOOP;
    // Round the loop without leaving the ground: every mode seen within the loop's span, in order.
    let in_loop: Vec<Mode> = path
        .iter()
        .filter(|(x, _, _)| (cx - r - 32..cx + r + 32).contains(x))
        .map(|(_, _, m)| *m)
        .fold(Vec::new(), |mut v, m| {
            if v.last() != Some(&m) {
                v.push(m);
            }
            v
        });
    assert_eq!(in_loop, [Mode::Floor, Mode::RightWall, Mode::Ceiling, Mode::LeftWall, Mode::Floor], "{ending:?}");
    assert_eq!(
        ending,
        Ending {
            x: 5941,
            y: 660,
            modes: vec![Mode::Floor, Mode::RightWall, Mode::Ceiling, Mode::LeftWall],
            layers: vec![Layer::A, Layer::B, Layer::A],
            rings: 10,
            deaths: 0
        },
        "where the showcase replay ends: on the quarter pipe at the right end, layer A again, no death"
    );
}

#[test]
fn the_family_replays_end_where_they_always_have() {
    let endings: Vec<(String, Ending)> =
        ["slopes_and_modes", "layers_and_loops", "objects", "generic_objects", "proving_grounds"]
            .iter()
            .map(|f| (f.to_string(), play(f).0))
            .collect();
    let ending = |(x, y), modes: &[Mode], layers: &[Layer], rings| Ending {
        x,
        y,
        modes: modes.to_vec(),
        layers: layers.to_vec(),
        rings,
        deaths: 0,
    };
    use Layer::{A, B};
    use Mode::{Ceiling, Floor, LeftWall, RightWall};
    let expected = vec![
        // Right up the slopes and down the curves to the pipe, left back up the other pipe, right to the end.
        ("slopes_and_modes".to_string(), ending((3029, 460), &[Floor, LeftWall, RightWall], &[A], 0)),
        // Round both loops: A → B → A twice, ending against the wall at the right end, on A.
        (
            "layers_and_loops".to_string(),
            ending((3541, 620), &[Floor, RightWall, Ceiling, LeftWall], &[A, B, A, B, A], 0),
        ),
        // Hopping over everything to the red spring, which throws him back left.
        // … then past it with longer runs and jumps to the wall at the end.
        ("objects".to_string(), ending((3029, 620), &[Floor], &[A], 4)),
        // Through the generic objects: thrown back by the bumper a few times, hurt by the seesaw's ball, held by
        // the fan until it switches off, launched by the cannon, to the wall at the right end.
        ("generic_objects".to_string(), ending((5589, 620), &[Floor], &[A], 4)),
        // The hand-made level the editor opens first: over the steps, round the loop onto layer B, to the end.
        ("proving_grounds".to_string(), ending((3989, 876), &[Floor], &[A, B], 4)),
    ];
    assert_eq!(endings, expected, "where the replays end");
}

/// Every sample level ships a replay that plays through it: it reaches the last 1.5 chunks before the level's
/// right bound (the wall or the quarter pipe at the end) and ends alive (issue #36).
#[test]
fn every_sample_replay_plays_through_its_level() {
    let mut files: Vec<String> = std::fs::read_dir(dir())
        .expect("sample_levels")
        .filter_map(|e| e.ok()?.file_name().to_str()?.strip_suffix(".ron").map(str::to_string))
        .collect();
    files.sort();
    assert_eq!(files.len(), 6, "{files:?}");
    for file in files {
        let level = formats::ron_file::load(&dir().join(format!("{file}.ron"))).expect("loads");
        let (end, path) = play(&file);
        let furthest = path.iter().map(|p| p.0).max().unwrap_or(0);
        assert!(furthest >= level.bounds.right - 192 && end.deaths == 0, "{file}: reaches x {furthest}, {end:?}");
    }
}
