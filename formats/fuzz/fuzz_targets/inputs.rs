//! Any bytes into the `.inputs` script parser: it must return, never panic; a script it accepts stays within
//! the frame cap and reads back equal from its own text; an error names a line of the text.

#![no_main]

use formats::inputs::{InputScript, MAX_SCRIPT_FRAMES, parse_frame_count};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    match InputScript::parse(text) {
        Ok(script) => {
            assert!(script.len() <= MAX_SCRIPT_FRAMES);
            assert!(script.segments.iter().all(|&(n, _)| n > 0));
            assert_eq!(InputScript::parse(&script.to_text()).as_ref(), Ok(&script));
        }
        Err(e) => {
            assert!(e.line >= 1 && e.line <= text.lines().count().max(1), "{e}");
            // Quoted text is shortened: no message grows with the input.
            assert!(e.message.chars().count() < 200, "{e}");
        }
    }
    if let Some(word) = text.split_whitespace().next() {
        if let Ok(n) = parse_frame_count(word) {
            assert!(n <= MAX_SCRIPT_FRAMES);
        }
    }
});
