//! `formats::recording`: the trace suite's recordings (`metadata.json` + `physics.csv.gz`) — the columns of each
//! game, lag frames, a jump held from before the start, clear errors on damaged folders, no panic on any bytes,
//! and every recording of `../shared/reference/openggf-traces` read.

use flate2::Compression;
use flate2::write::GzEncoder;
use formats::inputs::Buttons;
use formats::recording::{self, Game, RecordingError};
use proptest::prelude::*;
use std::io::Write;
use std::path::Path;

fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut e = GzEncoder::new(Vec::new(), Compression::fast());
    e.write_all(bytes).expect("gzip");
    e.finish().expect("gzip")
}

fn folder(metadata: &str, csv: &[u8]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("metadata.json"), metadata).expect("write");
    std::fs::write(dir.path().join("physics.csv.gz"), gzip(csv)).expect("write");
    dir
}

const S1_META: &str = r#"{"game":"s1","zone":"ghz","act":1,"start_x":"0x0050","start_y":"0x03B0"}"#;
const S1_HEADER: &str = "frame,input,x,y,x_speed,y_speed,g_speed,angle,air,rolling,ground_mode,x_sub,y_sub,routine,\
camera_x,camera_y,rings,status_byte,gameplay_frame_counter,stand_on_obj,vblank_counter,lag_counter";

fn s1_row(frame: u32, input: u8, x: u16, counter: u16) -> String {
    format!(
        "{frame:04X},{input:04X},{x:04X},03B0,000C,FFFE,000C,FC,0,0,0,0C00,FE00,02,0000,0300,0005,00,{counter:04X},00,0001,0000"
    )
}

#[test]
fn a_sonic_1_recording_reads_with_lag_frames_left_out_and_a_held_jump_ignored_until_released() {
    // Frame 2 is a lag frame (the counter stays 2); jump (A = 0x40) is held from the start until frame 2,
    // pressed again on frame 4.
    let rows = [
        s1_row(0, 0x48, 0x50, 1),
        s1_row(1, 0x48, 0x51, 2),
        s1_row(2, 0x40, 0x51, 2),
        s1_row(3, 0x08, 0x52, 3),
        s1_row(4, 0x18, 0x53, 4),
    ];
    let csv = format!("{S1_HEADER}\n{}\n", rows.join("\n"));
    let dir = folder(S1_META, csv.as_bytes());
    let r = recording::read(dir.path()).expect("reads");
    assert_eq!(r.metadata.game, Game::S1);
    assert_eq!(r.metadata.sonlvl_level().as_deref(), Some("Green Hill Zone Act 1"));
    assert_eq!(r.metadata.start, (0x50, 0x3B0));
    assert!(!r.metadata.has_sidekick());
    assert_eq!(r.rows.len(), 5);
    let p = r.rows[0].player;
    assert_eq!((p.x, p.y, p.x_speed, p.y_speed, p.angle, p.x_sub, p.y_sub), (0x50, 0x3B0, 12, -2, 0xFC, 0xC00, 0xFE00));
    assert_eq!((r.rows[0].rings, r.rows[0].counter, r.rows[0].sidekick), (5, Some(1), None));
    let frames: Vec<u32> = r.gameplay_rows().iter().map(|row| row.frame).collect();
    assert_eq!(frames, [0, 1, 3, 4], "the lag frame 2 is left out");
    let jump_right = Buttons::RIGHT.union(Buttons::JUMP);
    assert_eq!(r.inputs(), [Buttons::RIGHT, Buttons::RIGHT, Buttons::RIGHT, jump_right]);
}

#[test]
fn a_sonic_2_recording_has_sonic_and_tails() {
    let meta =
        r#"{"game":"s2","zone":"ehz","act":1,"start_x":"0x60","start_y":"0x290","characters":["sonic","tails"]}"#;
    let who = |p: &str| {
        ["present", "x", "y", "x_speed", "y_speed", "g_speed", "angle", "air", "rolling", "ground_mode", "x_sub"]
            .iter()
            .chain(&["y_sub", "routine", "status_byte", "stand_on_obj"])
            .map(|c| format!("{p}{c}"))
            .collect::<Vec<_>>()
            .join(",")
    };
    let header =
        format!("frame,input,camera_x,camera_y,rings,gameplay_frame_counter,{},{}", who("sonic_"), who("tails_"));
    let row = "0000,0008,0000,0230,0000,0001,1,0060,0290,000C,0000,000C,00,0,0,0,0C00,0000,02,00,00,\
               1,004D,0294,0084,0000,0084,00,0,0,0,1800,0000,02,00,00";
    let dir = folder(meta, format!("{header}\n{row}\n").as_bytes());
    let r = recording::read(dir.path()).expect("reads");
    assert!(r.metadata.has_sidekick());
    assert_eq!(r.metadata.sonlvl_level().as_deref(), Some("Emerald Hill Zone Act 1"));
    let tails = r.rows[0].sidekick.expect("Tails");
    assert!(tails.present);
    assert_eq!((tails.x, tails.y, tails.x_sub, tails.x_speed), (0x4D, 0x294, 0x1800, 0x84));
    assert_eq!(r.rows[0].player.x, 0x60);
}

#[test]
fn damaged_folders_give_clear_errors() {
    let dir = tempfile::tempdir().expect("temp dir");
    let err = |d: &Path| recording::read(d).err().map(|e| e.to_string()).unwrap_or_default();
    assert!(err(dir.path()).starts_with("metadata.json: cannot read"), "{}", err(dir.path()));
    std::fs::write(dir.path().join("metadata.json"), "{").expect("write");
    assert!(err(dir.path()).starts_with("metadata.json: EOF"), "{}", err(dir.path()));
    std::fs::write(dir.path().join("metadata.json"), r#"{"game":"s4","zone":"x","act":1}"#).expect("write");
    assert_eq!(err(dir.path()), "metadata.json: unknown game \"s4\"");
    std::fs::write(dir.path().join("metadata.json"), S1_META).expect("write");
    assert!(err(dir.path()).starts_with("physics.csv.gz: cannot read"), "{}", err(dir.path()));
    std::fs::write(dir.path().join("physics.csv.gz"), b"frame,input\n").expect("write");
    assert!(matches!(recording::read(dir.path()), Err(RecordingError::Gzip(_))));
    std::fs::write(dir.path().join("physics.csv.gz"), gzip(b"frame,input,x\n")).expect("write");
    assert_eq!(err(dir.path()), "physics.csv.gz line 1: no column y");
    let bad = format!("{S1_HEADER}\n{}\n", s1_row(0, 0, 0x50, 1).replacen("0050", "00G0", 1));
    std::fs::write(dir.path().join("physics.csv.gz"), gzip(bad.as_bytes())).expect("write");
    assert_eq!(err(dir.path()), "physics.csv.gz line 2: column 3: '00G0' is not a hex number");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Any metadata and any CSV bytes: an error or a recording, never a panic.
    #[test]
    fn any_bytes_read_or_fail_cleanly(meta in proptest::collection::vec(any::<u8>(), 0..200),
                                      csv in proptest::collection::vec(any::<u8>(), 0..600),
                                      good_meta in any::<bool>(), header in any::<bool>()) {
        let meta = if good_meta { S1_META.as_bytes().to_vec() } else { meta };
        let csv = if header { [format!("{S1_HEADER}\n").as_bytes(), &csv].concat() } else { csv };
        let dir = tempfile::tempdir().expect("temp dir");
        std::fs::write(dir.path().join("metadata.json"), &meta).expect("write");
        std::fs::write(dir.path().join("physics.csv.gz"), gzip(&csv)).expect("write");
        if let Ok(r) = recording::read(dir.path()) {
            prop_assert!(r.gameplay_rows().len() <= r.rows.len());
            prop_assert_eq!(r.inputs().len(), r.gameplay_rows().len());
        }
    }
}

/// Every recording of the shared suite reads; a few known figures.
#[test]
fn the_shared_suite_reads() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let suite = shared.join("reference/openggf-traces");
    let mut read = 0;
    for game in ["s1", "s2", "s3k"] {
        let Ok(entries) = std::fs::read_dir(suite.join(game)) else { continue };
        for e in entries.flatten() {
            let r = match recording::read(&e.path()) {
                Ok(r) => r,
                Err(err) => panic!("{}: {err}", e.path().display()),
            };
            assert!(!r.rows.is_empty(), "{}", e.path().display());
            assert_eq!(r.metadata.game.name(), game);
            read += 1;
        }
    }
    assert!(read >= 24, "{read} recordings");
    let ghz = recording::read(&suite.join("s1/ghz1_completerun")).expect("ghz1");
    assert_eq!((ghz.rows.len(), ghz.gameplay_rows().len()), (5598, 5595));
    let ehz = recording::read(&suite.join("s2/ehz1_fullrun")).expect("ehz1");
    assert_eq!(ehz.rows[0].sidekick.map(|t| (t.x, t.x_sub, t.x_speed)), Some((0x4D, 0x1800, 0x84)));
}
