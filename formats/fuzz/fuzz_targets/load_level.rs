//! Any bytes into the level reader: it must return, never panic, and a level it accepts must be valid and
//! read back equal from its own text.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(level) = formats::ron_file::from_ron_str(text) {
        assert!(formats::validate::validate(&level).is_empty());
        let again = formats::ron_file::from_ron_str(&formats::ron_file::to_ron_string(&level));
        assert!(matches!(again, Ok(l) if l == level));
    }
});
