//! Any bytes as a trace-suite recording (`formats::recording::parse`): as the gzip stream itself, and gzipped
//! as the CSV under a Sonic 1 and a Sonic 2 metadata (the part before the first NUL byte, when there is one,
//! is the metadata instead). An error or a recording, never a panic; the gameplay rows and inputs agree.

#![no_main]

use flate2::Compression;
use flate2::write::GzEncoder;
use formats::recording::parse;
use libfuzzer_sys::fuzz_target;
use std::io::Write;

const S1: &[u8] = br#"{"game":"s1","zone":"ghz","act":1,"start_x":"0x0050","start_y":"0x03B0"}"#;
const S2: &[u8] = br#"{"game":"s2","zone":"ehz","act":1,"start_x":"0x60","start_y":"0x290","characters":["sonic","tails"]}"#;

fuzz_target!(|data: &[u8]| {
    let (meta, csv) = match data.iter().position(|&b| b == 0) {
        Some(i) => (&data[..i], &data[i + 1..]),
        None => (S1, data),
    };
    let _ = parse(meta, csv);
    let mut e = GzEncoder::new(Vec::new(), Compression::fast());
    if e.write_all(csv).is_err() {
        return;
    }
    let Ok(gz) = e.finish() else { return };
    for meta in [meta, S1, S2] {
        if let Ok(r) = parse(meta, &gz) {
            assert!(r.gameplay_rows().len() <= r.rows.len());
            assert_eq!(r.inputs().len(), r.gameplay_rows().len());
        }
    }
});
