//! The play-test core: rewind returns exactly to earlier states, edits during a pause take effect on the next
//! frame, replays survive save and load, and divergence after an edit is found at the exact frame.

use engine::camera::Camera;
use engine::player::probe::SensorId;
use engine::report::FrameReport;
use engine::world::Snapshot;
use engine::{Character, World};
use formats::inputs::Buttons;
use formats::{Block, Chunk, LayerCell, Level, SolidTile, Solidity};
use studio_core::document::{Document, PROVING_GROUNDS_RON};
use studio_core::edit::Edit;
use studio_core::playtest::replay::{self, first_divergence};
use studio_core::playtest::rewind::{KEYFRAME_INTERVAL, Keyframe, REWIND_FRAMES};
use studio_core::playtest::{PlayTest, TRAIL_FRAMES, TrailPoint};

const START: Option<(i32, i32)> = Some((100, 620));

fn sample() -> Level {
    formats::ron_file::from_ron_str(PROVING_GROUNDS_RON).expect("the sample level parses")
}

/// Run right, jump, run, stand, run back: 260 frames across four keyframe boundaries.
fn pattern(frame: usize) -> Buttons {
    match frame {
        0..90 => Buttons::RIGHT,
        90..100 => Buttons::RIGHT.union(Buttons::JUMP),
        100..180 => Buttons::RIGHT,
        180..200 => Buttons::NONE,
        _ => Buttons::LEFT,
    }
}

/// Everything a frame shows.
#[derive(Debug, PartialEq)]
struct State {
    snapshot: Snapshot,
    camera: Camera,
    report: FrameReport,
    trail: Vec<TrailPoint>,
}

fn state(p: &PlayTest) -> State {
    State {
        snapshot: p.world.snapshot(),
        camera: p.camera,
        report: p.report.clone(),
        trail: p.trail.iter().copied().collect(),
    }
}

/// A play-test of `pattern` for `frames` frames and the state after every frame (index = frame).
fn recorded(level: &Level, frames: usize) -> (PlayTest, Vec<State>) {
    let mut p = PlayTest::start(level, Character::Sonic, START);
    let mut states = vec![state(&p)];
    for f in 0..frames {
        p.step_forward(pattern(f));
        states.push(state(&p));
    }
    (p, states)
}

#[test]
fn seeking_and_stepping_back_return_exactly_to_earlier_states() {
    let level = sample();
    let (mut p, states) = recorded(&level, 260);
    assert!(states.iter().any(|s| s.snapshot.player.air), "the pattern jumps");
    assert_ne!(states[200].camera, states[0].camera, "the camera scrolled");
    for &f in &[0u64, 59, 60, 61, 119, 120, 121, 260, 1, 180, 179, 240, 241, 30, 259] {
        assert_eq!(p.seek(f), f);
        assert_eq!(p.frame(), f);
        assert_eq!(state(&p), states[f as usize], "after seeking to frame {f}");
    }
    p.seek(260);
    for f in (100..260).rev() {
        assert_eq!(p.step_back(), f);
        assert_eq!(state(&p), states[f as usize], "stepping back to frame {f}");
    }
    // Paused single steps forward with the recorded buttons give the same frames again.
    p.paused = true;
    for f in 100..130 {
        p.step_forward(pattern(f));
        assert_eq!(state(&p), states[f + 1], "stepping forward to frame {}", f + 1);
    }
    assert_eq!(p.seek(10_000), 130, "a new frame was played at 129: the recorded future is gone");
    assert_eq!(p.last_frame(), 130);
    assert_eq!(p.oldest_frame(), 0);
}

#[test]
fn a_new_branch_after_a_seek_replaces_the_recorded_future() {
    let level = sample();
    let (mut p, states) = recorded(&level, 260);
    p.seek(150);
    p.step_forward(Buttons::LEFT);
    assert_eq!(p.last_frame(), 151);
    assert_ne!(p.world.snapshot(), states[151].snapshot);
    for _ in 0..100 {
        p.step_forward(Buttons::LEFT);
    }
    let branch = state(&p);
    p.seek(155);
    p.seek(251);
    assert_eq!(state(&p), branch, "the keyframes of the old branch were dropped");
    let mut headless = World::with_player(&level, engine::Player::standing(Character::Sonic, 100, 620));
    for f in 0..251 {
        headless.step(if f < 150 { pattern(f) } else { Buttons::LEFT });
    }
    assert_eq!(headless.player, p.world.player);
}

#[test]
fn rewind_keeps_ten_minutes_and_forgets_older_keyframes() {
    let level = sample();
    let mut p = PlayTest::start(&level, Character::Sonic, START);
    p.paused = true;
    for _ in 0..REWIND_FRAMES + 2 * KEYFRAME_INTERVAL {
        p.step_forward(Buttons::NONE);
    }
    // At frame 36,120 the oldest keyframe needed to reach 36,120 − 36,000 is the one at 120.
    assert_eq!(p.oldest_frame(), 120);
    assert_eq!(p.seek(0), 120);
    assert_eq!(p.frame(), 120);
    assert_eq!(p.trail.len(), 0, "nothing older to rebuild the trail from");
    p.seek(120 + TRAIL_FRAMES as u64 + 5);
    assert_eq!(p.trail.len(), TRAIL_FRAMES);
}

/// The (chunk, block) of the layout at level pixel (x, y).
fn block_at(level: &Level, x: i32, y: i32) -> (usize, usize) {
    let size = level.chunk_size;
    let (cx, cy) = ((x / size.pixels()) as usize, (y / size.pixels()) as usize);
    let chunk = level.layout.get(cx, cy).unwrap_or_else(|| panic!("no chunk at {x},{y} cell {cx},{cy}")) as usize;
    let n = size.blocks_per_side();
    let (bx, by) = (((x % size.pixels()) / 16) as usize, ((y % size.pixels()) / 16) as usize);
    (chunk, by * n + bx)
}

/// Edits putting `block` at level pixel (x, y): into the chunk there, or into a new chunk if the cell is empty.
fn place_block(level: &Level, x: i32, y: i32, block: Block) -> Vec<Edit> {
    let size = level.chunk_size;
    let (cx, cy) = ((x / size.pixels()) as usize, (y / size.pixels()) as usize);
    let (bx, by) = (((x % size.pixels()) / 16) as usize, ((y % size.pixels()) / 16) as usize);
    match level.layout.get(cx, cy) {
        Some(chunk) => {
            vec![Edit::SetBlock { chunk: chunk as usize, block: by * size.blocks_per_side() + bx, value: block }]
        }
        None => {
            let mut chunk = Chunk::empty(size);
            *chunk.block_mut(size, bx, by).expect("inside the chunk") = block;
            let index = level.chunks.len();
            vec![Edit::InsertChunk { index, chunk }, Edit::SetCell { col: cx, row: cy, chunk: Some(index as u16) }]
        }
    }
}

#[test]
fn an_edit_during_a_pause_changes_the_next_frame() {
    let mut doc = Document::new(sample(), None);
    let mut p = PlayTest::start(doc.level(), Character::Sonic, START);
    for _ in 0..40 {
        p.step_forward(Buttons::RIGHT);
    }
    p.paused = true;
    assert!(!p.world.player.air);
    let mut unedited = p.clone();
    let before = p.world.snapshot();

    // Remove the ground under both foot sensors (three block columns, the three rows below the feet).
    let (x, feet) = (p.world.player.pixel_x(), p.world.player.pixel_y() + p.world.player.height_radius as i32);
    let mut edits = Vec::new();
    for dx in [-16, 0, 16] {
        for dy in [1, 17, 33] {
            let (chunk, block) = block_at(doc.level(), x + dx, feet + dy);
            edits.push(Edit::SetBlock { chunk, block, value: Block::EMPTY });
        }
    }
    doc.apply("Dig", Edit::Group(edits)).unwrap();
    p.level_changed(doc.level());
    assert_eq!(p.world.snapshot(), before, "an edit does not move the player");

    p.step_forward(Buttons::RIGHT);
    unedited.step_forward(Buttons::RIGHT);
    let (e, u) = (&p.world.player, &unedited.world.player);
    assert!(!u.air, "on the unedited level the player keeps running");
    assert!(e.air, "with the ground gone the next frame falls");
    assert_eq!((e.x, e.x_speed), (u.x, u.x_speed), "the run itself is unchanged");
    let tile_a = |r: &FrameReport| r.last(SensorId::A).and_then(|r| r.tile);
    assert_eq!(tile_a(&p.report), None, "sensor A found nothing");
    assert!(tile_a(&unedited.report).is_some());

    // Rewinding to the edit returns to the state the edit was made in.
    p.seek(40);
    assert_eq!(p.world.snapshot(), before);
}

#[test]
fn a_replay_saved_and_loaded_plays_the_same_run() {
    let level = sample();
    let (p, states) = recorded(&level, 260);
    let dir = tempfile::tempdir().unwrap();
    let path = replay::inputs_path(&dir.path().join("proving.ron"));
    assert_eq!(path, dir.path().join("proving.inputs"));
    replay::save_inputs(&path, &p.inputs()).unwrap();
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "100 R\n80 R\n20 -\n60 L\n".replace("100 R\n80 R", "90 R\n10 R+J\n80 R")
    );
    let names: Vec<_> = std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(names, vec![std::ffi::OsString::from("proving.inputs")], "no temporary file left behind");

    let script = replay::load_inputs(&path).unwrap();
    let mut r = PlayTest::replay(&level, Character::Sonic, START, &script);
    for _ in 0..260 {
        r.step_forward(Buttons::LEFT.union(Buttons::JUMP));
    }
    assert_eq!(state(&r), states[260], "playback ignores the held buttons");
    assert_eq!(r.trajectory(), p.trajectory());
    assert_eq!(first_divergence(&p.trajectory(), &r.trajectory(), &level), None);
    r.step_forward(Buttons::LEFT);
    assert!(!r.playback, "live control once the script ends");
    assert_eq!(r.last_frame(), 261);

    std::fs::write(&path, "10 R\n5 Q\n").unwrap();
    let err = replay::load_inputs(&path).unwrap_err();
    assert!(err.to_string().contains("line 2"), "{err}");
}

#[test]
fn divergence_is_found_at_the_first_frame_a_sensor_meets_an_edited_tile() {
    let mut doc = Document::new(sample(), None);
    let original = doc.level().clone();
    let mut a = PlayTest::start(&original, Character::Sonic, START);
    for _ in 0..200 {
        a.step_forward(Buttons::RIGHT);
    }
    // A 4 px bump on the ground 48 px ahead of where the player is at frame 100.
    let at_100 = &a.trajectory().0[100];
    let (x, feet) = (at_100.pixel_x() + 48, at_100.pixel_y() + at_100.height_radius as i32);
    assert!(!at_100.air);
    let bump = doc.level().tiles.len();
    let cell = LayerCell { tile: bump as u16, solidity: Solidity::All };
    let block = Block { a: cell, b: cell, x_flip: false, y_flip: false, art: None };
    let mut edits = vec![Edit::InsertTile { index: bump, tile: SolidTile::from_heights([4; 16]) }];
    edits.extend(place_block(doc.level(), x, feet, block));
    doc.apply("Bump", Edit::Group(edits)).unwrap();

    let mut b = PlayTest::replay(doc.level(), Character::Sonic, START, &a.inputs());
    let mut first_touch = None;
    for f in 1..=200u64 {
        b.step_forward(Buttons::NONE);
        if first_touch.is_none() && b.report.readings.iter().any(|r| r.tile == Some(bump as u16)) {
            first_touch = Some(f);
        }
    }
    let first_touch = first_touch.unwrap();
    assert!(first_touch > 100);
    let d = first_divergence(&a.trajectory(), &b.trajectory(), doc.level()).unwrap();
    println!("{d}");
    assert_eq!(d.frame, first_touch);
    let at = &b.trajectory().0[first_touch as usize];
    assert_eq!((d.x, d.y), (at.pixel_x(), at.pixel_y()));
    assert_eq!(d.tile, Some(bump as u16), "the bump is what the ground sensor stood on");
    assert_eq!(d.to_string(), format!("diverges at frame {first_touch}, x {}, y {}, tile {bump}", d.x, d.y));
    // The untouched run does not diverge from itself; a shorter run diverges where it ends.
    assert_eq!(first_divergence(&a.trajectory(), &a.trajectory(), &original), None);
    let mut short = a.trajectory();
    short.0.truncate(50);
    assert_eq!(first_divergence(&a.trajectory(), &short, &original).unwrap().frame, 50);
}

/// The memory rewinding 10 minutes of Emerald Hill Zone Act 1 (19 layer switchers, all its objects and rings)
/// takes: under 64 MB (the play-test's rewind budget), measured while running through the act so the objects are live.
#[test]
fn rewind_memory_for_ten_minutes_of_ehz1() {
    let Some(level) = crate::support::reference::s2("Emerald Hill Zone Act 1") else { return };
    assert_eq!(level.switchers.len(), 19);
    let p = PlayTest::start(&level, Character::Sonic, None);
    let keyframe = Keyframe { snapshot: p.world.snapshot(), camera: p.camera };
    let per_keyframe = keyframe.bytes();
    let count = (REWIND_FRAMES / KEYFRAME_INTERVAL + 1) as usize;
    let inputs = REWIND_FRAMES as usize * size_of::<Buttons>();
    let total = per_keyframe * count + inputs;
    println!(
        "rewind buffer, 10 min of EHZ1: keyframe {per_keyframe} B (Keyframe {} B + 19 switchers × {} B + objects {} \
         B) × {count} + {inputs} B inputs = {total} B ({:.1} MiB)",
        size_of::<Keyframe>(),
        size_of::<engine::switchers::ActiveSwitcher>(),
        keyframe.snapshot.objects.heap_bytes(),
        total as f64 / (1 << 20) as f64
    );
    assert_eq!(
        per_keyframe,
        size_of::<Keyframe>()
            + 19 * size_of::<engine::switchers::ActiveSwitcher>()
            + keyframe.snapshot.objects.heap_bytes()
    );
    assert!(total < 64 << 20, "under 64 MB");

    // Measured: 10 minutes and one second of play, running right through the act (objects load, rings are
    // collected, badniks hit him).
    let mut p = p;
    for i in 0..REWIND_FRAMES + KEYFRAME_INTERVAL {
        p.step_forward(if i % 120 < 100 { Buttons::RIGHT } else { Buttons::RIGHT.union(Buttons::JUMP) });
    }
    assert_eq!(p.oldest_frame(), KEYFRAME_INTERVAL);
    println!("measured after 36,060 frames: {} B (recording capacity {} B)", p.rewind_bytes(), p.recording.capacity());
    assert!(p.rewind_bytes() < 64 << 20);
}
