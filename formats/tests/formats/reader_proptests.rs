//! Property tests for the bounded reader and the parsers behind it (default case counts: fast enough for CI):
//! the cap is exact, UTF-8 errors point at the first bad byte, the SonLVL INI parser agrees with a simple
//! model, the Sonic 2 binaries read back what was written and refuse every truncation, a level cut anywhere
//! "ends early", and quoted text stays short and printable.

use crate::support::strategies;

use formats::import::s2;
use formats::import::sonlvl::Project;
use formats::read::{ReadError, excerpt, read_bounded, utf8};
use proptest::prelude::*;
use std::path::Path;

proptest! {
    #[test]
    fn the_cap_is_exact(bytes in proptest::collection::vec(any::<u8>(), 0..300), cap in 0u64..400) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("f");
        std::fs::write(&path, &bytes).unwrap();
        match read_bounded(&path, cap, "tests") {
            Ok(read) => {
                prop_assert!(bytes.len() as u64 <= cap);
                prop_assert_eq!(read, bytes);
            }
            Err(ReadError::TooLarge { cap: c, size, .. }) => {
                prop_assert!(bytes.len() as u64 > cap);
                prop_assert_eq!(c, cap);
                prop_assert_eq!(size, Some(bytes.len() as u64));
            }
            Err(e) => prop_assert!(false, "{e}"),
        }
    }

    #[test]
    fn utf8_errors_point_at_the_first_bad_byte(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        match (std::str::from_utf8(&bytes), utf8(bytes.clone())) {
            (Ok(text), Ok(read)) => prop_assert_eq!(text, read),
            (Err(e), Err(ReadError::NotUtf8 { offset, byte, line, column })) => {
                prop_assert_eq!(offset, e.valid_up_to());
                prop_assert_eq!(byte, bytes[offset]);
                let before = std::str::from_utf8(&bytes[..offset]).unwrap();
                prop_assert_eq!(line, before.matches('\n').count() + 1);
                prop_assert_eq!(column, before.chars().rev().take_while(|&c| c != '\n').count() + 1);
            }
            (std_result, ours) => prop_assert!(false, "{std_result:?} vs {ours:?}"),
        }
    }

    #[test]
    fn excerpts_are_short_and_printable(text in "\\PC{0,80}|[\\x00-\\x1f\\x7f]{0,80}") {
        let quoted = excerpt(&text);
        prop_assert!(!quoted.chars().any(char::is_control), "{quoted:?}");
        prop_assert!(quoted.chars().count() <= formats::read::EXCERPT_CHARS + 1, "{quoted:?}");
        let whole: String = text.chars().flat_map(char::escape_debug).collect();
        prop_assert_eq!(quoted.ends_with('…'), whole.chars().count() > formats::read::EXCERPT_CHARS);
        prop_assert!(whole.starts_with(quoted.trim_end_matches('…')));
    }

    /// The INI parser against a model: sections listed once each in first-appearance order, the last value of a
    /// key in any of a section's appearances wins.
    #[test]
    fn ini_sections_and_keys_follow_the_model(
        lines in proptest::collection::vec((0usize..4, 0usize..3, 0usize..3), 0..40)
    ) {
        let mut text = String::from("version=S2\n");
        let mut model: Vec<(String, Option<String>)> = Vec::new();
        let mut current: Option<usize> = None;
        for (i, (kind, section, value)) in lines.into_iter().enumerate() {
            if kind == 0 {
                let name = format!("Zone {section}");
                text.push_str(&format!("[{name}]\n"));
                current = Some(model.iter().position(|(n, _)| *n == name).unwrap_or_else(|| {
                    model.push((name, None));
                    model.len() - 1
                }));
            } else if kind == 1 {
                text.push_str(&format!("displayname = Name {value}.{i}\n"));
                if let Some(at) = current {
                    model[at].1 = Some(format!("Name {value}.{i}"));
                }
            } else if kind == 2 {
                text.push_str("; comment\n\n");
            } else {
                text.push_str(&format!("rings=r{value}.bin\n"));
            }
        }
        let project = Project::parse(Path::new("SonLVL.ini"), &text).unwrap();
        let listed: Vec<(String, String)> =
            project.levels().into_iter().map(|l| (l.section, l.display_name)).collect();
        let expected: Vec<(String, String)> =
            model.into_iter().map(|(n, d)| (n.clone(), d.unwrap_or(n))).collect();
        prop_assert_eq!(listed, expected);
    }

    #[test]
    fn ini_text_never_panics(text in "([\\[\\]=;# a-z\\\\|:.]{0,20}\n){0,20}") {
        if let Ok(project) = Project::parse(Path::new("p/SonLVL.ini"), &text) {
            for level in project.levels() {
                // One entry per file the level's game reads (Sonic 2: 11 with Casino Night's `bumpers=`).
                prop_assert_eq!(
                    project.level_files(&level.section).len(),
                    project.file_keys(&level.section).len()
                );
                prop_assert!(project.level_files(&level.section).len() >= 10);
            }
        }
    }

    /// Object records read back as written, and every length that is not a whole number of records is refused
    /// with the offset of the incomplete record.
    #[test]
    fn object_records_round_trip_and_truncations_are_refused(
        records in proptest::collection::vec((0u16..0xFFFF, any::<u16>(), any::<u8>(), any::<u8>()), 0..20),
        cut in any::<prop::sample::Index>(),
    ) {
        let bytes: Vec<u8> = records
            .iter()
            .flat_map(|&(x, w, id, sub)| [x.to_be_bytes().as_slice(), &w.to_be_bytes(), &[id, sub]].concat())
            .collect();
        let read = s2::object_records(&bytes).unwrap();
        prop_assert_eq!(read.len(), records.len());
        for (i, (r, &(x, w, id, sub))) in read.iter().zip(&records).enumerate() {
            prop_assert_eq!((r.offset, r.x, r.y, r.id, r.subtype), (i * 6, x, w & 0xFFF, id, sub));
            prop_assert_eq!((r.respawn, r.y_flip, r.x_flip), (w & 0x8000 != 0, w & 0x4000 != 0, w & 0x2000 != 0));
        }
        let cut = cut.index(bytes.len() + 1);
        if cut % 6 != 0 {
            let start = cut - cut % 6;
            let e = s2::object_records(&bytes[..cut]).unwrap_err();
            let expected = format!("the file ends at byte {cut} inside the object record that starts at byte {start}");
            prop_assert!(e.starts_with(&expected), "{e}");
        }
    }

    /// Ring layouts expand to the rings their records say, and every strict prefix (the end marker cut off or
    /// a record cut in half) is refused.
    #[test]
    fn ring_layouts_need_their_end_marker(
        records in proptest::collection::vec((0u16..0x8000, any::<u16>()), 0..12),
        cut in any::<prop::sample::Index>(),
    ) {
        let mut bytes: Vec<u8> =
            records.iter().flat_map(|&(x, w)| [x.to_be_bytes(), w.to_be_bytes()].concat()).collect();
        bytes.extend([0xFF, 0xFF]);
        let rings = s2::rings(&bytes).unwrap();
        let count: usize = records.iter().map(|&(_, w)| ((w >> 12) & 7) as usize + 1).sum();
        prop_assert_eq!(rings.len(), count);
        let cut = cut.index(bytes.len());
        let e = s2::rings(&bytes[..cut]).unwrap_err();
        prop_assert!(e.starts_with(&format!("the file ends at byte {cut} ")), "{e}");
    }

    #[test]
    fn start_positions_are_exactly_four_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..9)) {
        prop_assert_eq!(s2::start_position(&bytes).is_ok(), bytes.len() == 4);
    }

    /// A generated level cut anywhere reads "the file ends early" where the text ends.
    #[test]
    fn a_level_cut_anywhere_ends_early(level in strategies::level(), cut in any::<prop::sample::Index>()) {
        let text = formats::ron_file::to_ron_string(&level);
        let complete = text.trim_end().len();
        let mut at = 1 + cut.index(complete - 1);
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        let kept = text[..at].trim_end();
        let line = kept.matches('\n').count() + 1;
        let column = kept.rsplit('\n').next().unwrap_or_default().chars().count() + 1;
        match formats::ron_file::from_ron_str(&text[..at]) {
            Err(formats::ron_file::LoadError::Syntax { line: l, column: c, message }) => {
                prop_assert_eq!((l, c, message.as_str()), (line, column, formats::ron_file::ENDS_EARLY));
            }
            Ok(_) => prop_assert!(false, "a cut level loaded"),
            Err(e) => prop_assert!(false, "{e}"),
        }
    }
}

/// Bytes from a layout header with real-looking sizes and pointers (so that decoding gets past the header),
/// then arbitrary rows.
fn s3k_layout_bytes() -> impl Strategy<Value = Vec<u8>> {
    (1u16..8, 0u16..8, 1u16..6, 0u16..6, proptest::collection::vec(any::<u8>(), 0..200), any::<u8>()).prop_map(
        |(fw, bw, fh, bh, rows, skew)| {
            let mut out = Vec::new();
            for w in [fw, bw, fh, bh] {
                out.extend(w.to_be_bytes());
            }
            for i in 0..32u16 {
                out.extend((0x8088 + i * fw + skew as u16 % 4).to_be_bytes());
                out.extend((0x8088 + 5 * fw + i * bw).to_be_bytes());
            }
            out.extend(rows);
            out
        },
    )
}

proptest! {
    /// Sonic 3 & Knuckles' readers (layout header and rows, collision index, objects, rings, moduled Kosinski)
    /// return on any bytes, never panic, and what they accept fits the bytes.
    #[test]
    fn s3k_readers_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400), layout in s3k_layout_bytes()) {
        use formats::import::{kosinski, s3k};
        for data in [&bytes, &layout] {
            if let Ok(l) = s3k::layout(data) {
                prop_assert!(l.foreground_rows.iter().all(|&at| at + l.foreground.width() <= data.len()));
                prop_assert!(l.background_rows.iter().all(|&at| at + l.background.width() <= data.len()));
            }
        }
        for size in [0, 1, 2, 3] {
            if let Ok((a, b)) = s3k::collision_index(&bytes, size) {
                prop_assert_eq!(a.len(), b.len());
            }
        }
        if let Ok((records, end)) = s3k::object_records(&bytes) {
            prop_assert!(end <= bytes.len() && records.len() * 6 <= end);
        }
        if let Ok(r) = s3k::rings(&bytes) {
            prop_assert!(r.rings.len() * 4 + r.tail.len() <= bytes.len());
        }
        let _ = kosinski::decompress_moduled(&bytes, 1 << 14);
        let _ = formats::sprite::mappings::s3k_mappings(&bytes);
    }
}
