//! Property tests: whatever text comes in, `from_ron_str` returns (no panic), and what it accepts is valid
//! and survives a save/load round trip; generated valid levels round-trip exactly.

use crate::support::strategies;

use formats::ron_file::{from_ron_str, to_ron_string};
use formats::validate::validate;
use proptest::prelude::*;

/// What must hold for any input: a level that loads is valid and reads back equal from its own text.
fn check(text: &str) -> Result<(), TestCaseError> {
    if let Ok(level) = from_ron_str(text) {
        prop_assert_eq!(validate(&level), vec![]);
        let again = from_ron_str(&to_ron_string(&level));
        prop_assert!(matches!(&again, Ok(l) if *l == level), "{:?}", again.err());
    }
    Ok(())
}

/// Pieces of RON that make near-valid text interesting when dropped into a level.
const TOKENS: &[&str] = &[
    "(",
    ")",
    "[",
    "]",
    ",",
    ":",
    "\"",
    "-",
    "0",
    "1",
    "16",
    "-17",
    "255",
    "65535",
    "65536",
    "4294967296",
    "None",
    "Some(",
    "All",
    "Top",
    "NotSolid",
    "Px256",
    "S1",
    "version: 0,",
    "version: 2,",
    "profile: S1,",
    "x: 1,",
    "\". . .\"",
    "\"0 1\"",
    "// c\n",
    "/*",
    "\\u{0}",
    "\n",
    " ",
    "\u{feff}",
    "✓",
    "r#\"",
    "#![enable(implicit_some)]",
    "1e99",
    "0x10",
    "true",
    "false",
    "()",
];

#[derive(Clone, Debug)]
enum Edit {
    Delete { at: f64, len: usize },
    Insert { at: f64, token: usize },
    Swap { at: f64, other: f64 },
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        (0.0..1.0, 1usize..40).prop_map(|(at, len)| Edit::Delete { at, len }),
        (0.0..1.0, 0..TOKENS.len()).prop_map(|(at, token)| Edit::Insert { at, token }),
        (0.0..1.0, 0.0..1.0).prop_map(|(at, other)| Edit::Swap { at, other }),
    ]
}

/// Applies edits at character positions (so the text stays valid UTF-8).
fn apply(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    let pos = |at: f64, len: usize| ((at * len as f64) as usize).min(len);
    for e in edits {
        match *e {
            Edit::Delete { at, len } => {
                let start = pos(at, chars.len());
                let end = (start + len).min(chars.len());
                chars.drain(start..end);
            }
            Edit::Insert { at, token } => {
                let start = pos(at, chars.len());
                chars.splice(start..start, TOKENS[token].chars());
            }
            Edit::Swap { at, other } => {
                if !chars.is_empty() {
                    let (a, b) = (pos(at, chars.len() - 1), pos(other, chars.len() - 1));
                    chars.swap(a, b);
                }
            }
        }
    }
    chars.into_iter().collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..512)) {
        check(&String::from_utf8_lossy(&bytes))?;
    }

    #[test]
    fn arbitrary_text_never_panics(text in "[ -~\n]{0,300}") {
        check(&text)?;
    }

    #[test]
    fn generated_levels_round_trip(level in strategies::level()) {
        prop_assert_eq!(validate(&level), vec![]);
        let text = to_ron_string(&level);
        let back = from_ron_str(&text);
        prop_assert!(matches!(&back, Ok(l) if *l == level), "{:?}", back.err());
    }

    #[test]
    fn near_valid_text_never_panics(level in strategies::level(), edits in proptest::collection::vec(edit(), 1..4)) {
        check(&apply(&to_ron_string(&level), &edits))?;
    }

    #[test]
    fn near_valid_full_level_never_panics(edits in proptest::collection::vec(edit(), 1..6)) {
        check(&apply(&to_ron_string(&strategies::full_level()), &edits))?;
    }
}
