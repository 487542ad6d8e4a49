//! Property tests: whatever text comes in, `from_ron_str` returns (no panic), and what it accepts is valid
//! and survives a save/load round trip; generated valid levels round-trip exactly; the named kinds of every
//! object id of the three games go to their record and back.

use crate::support::strategies;

use formats::object::s2::{S2Extra, S2Record};
use formats::object::s3k::{S3kRecord, S3kSet};
use formats::object::{ObjectKind, ObjectPlacement, s1, s2, s3k};
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

/// The Sonic 2 ids whose records become a richer typed kind than [`ObjectKind::Sonic2`] (`Obj24` only with bit 7).
fn typed_s2(id: u8, subtype: u8) -> bool {
    s2::id::ALL.contains(&id) || (id == s2::id::AIR_BUBBLES && subtype & 0x80 != 0)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    /// Sonic 1: a named kind writes the id byte it came from and reads back as itself, for every id of the list;
    /// any id byte reads as a kind that writes it back.
    #[test]
    fn sonic1_named_kinds_round_trip(
        i in 0..s1::S1Object::ALL.len(),
        subtype in any::<u8>(),
        flag in any::<Option<bool>>(),
        byte in any::<u8>(),
    ) {
        let object = s1::S1Object::ALL[i];
        let respawn = flag.filter(|&f| f != s1::usual_respawn(object));
        let kind = ObjectKind::Sonic1 { object, subtype, respawn };
        match s1::id_byte(&kind) {
            Some((b, s)) => prop_assert_eq!(s1::kind(b, s), kind),
            None => prop_assert!(object.id() >= 0x80),
        }
        prop_assert_eq!(s1::id_byte(&s1::kind(byte, subtype)), Some((byte, subtype)));
    }

    /// Sonic 2: `from_record(to_record(x)) == x` for the named kind of every id `Obj_Index` names and no richer
    /// kind takes, with any flags; and any record of any id comes back from its placement.
    #[test]
    fn sonic2_named_kinds_round_trip(
        i in 0..s2::S2Object::ALL.len(),
        subtype in any::<u8>(),
        flags in any::<[bool; 4]>(),
        id in any::<u8>(),
    ) {
        let object = s2::S2Object::ALL[i];
        let [x_flip, y_flip, respawn, two_player_any_slot] = flags;
        if !typed_s2(object.id(), subtype) {
            let extra = S2Extra { respawn, two_player_any_slot, ..S2Extra::default() };
            let p = ObjectPlacement {
                kind: ObjectKind::Sonic2 { object, subtype },
                x: 10,
                y: 20,
                x_flip,
                y_flip,
                s2: (extra != s2::usual_extra(object.id())).then_some(extra),
            };
            let r = s2::to_record(&p).unwrap();
            prop_assert_eq!(s2::from_record(10, 20, r), p);
        }
        let r = S2Record { id, subtype, x_flip, y_flip, respawn, two_player_any_slot };
        let p = s2::from_record(1, 2, r);
        prop_assert_eq!(s2::to_record(&p), Some(r));
        prop_assert_eq!(matches!(p.kind, ObjectKind::Other { .. }), s2::S2Object::from_id(id).is_none());
    }

    /// S3K: the same in each pointer list, for every object the list holds.
    #[test]
    fn sonic3k_named_kinds_round_trip(
        i in 0..s3k::S3kObject::ALL.len(),
        set in proptest::sample::select(vec![S3kSet::SkSet1, S3kSet::SkSet2, S3kSet::S3]),
        subtype in any::<u8>(),
        flags in any::<[bool; 4]>(),
        id in any::<u8>(),
    ) {
        let object = s3k::S3kObject::ALL[i];
        let [x_flip, y_flip, load_at_any_y, bit12] = flags;
        let typed = [s3k::id::MONITOR, s3k::id::SPRING, s3k::id::SPIKES, s3k::id::STAR_POST].contains(&object.id());
        if object.in_set(set) && !typed {
            let extra = S2Extra { two_player_any_slot: bit12, load_at_any_y, ..S2Extra::default() };
            let p = ObjectPlacement {
                kind: ObjectKind::Sonic3k { object, subtype },
                x: 10,
                y: 20,
                x_flip,
                y_flip,
                s2: (extra != S2Extra::default()).then_some(extra),
            };
            let r = s3k::to_record(&p).unwrap();
            prop_assert_eq!(s3k::from_record(10, 20, r, set), p);
        }
        let r = S3kRecord { id, subtype, x_flip, y_flip, load_at_any_y, bit12 };
        let p = s3k::from_record(1, 2, r, set);
        prop_assert_eq!(s3k::to_record(&p), Some(r));
    }
}
