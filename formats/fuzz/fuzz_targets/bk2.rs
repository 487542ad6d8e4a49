//! Any bytes as a BizHawk movie (`formats::bk2::script`, from frame 0 and from frame 1), and as its input log
//! (`parse_input_log`): a replay or a sentence, never a panic; a replay from frame 1 is one frame shorter.

#![no_main]

use formats::bk2::{parse_input_log, script};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let (Ok(all), Ok(rest)) = (script(data, 0), script(data, 1)) {
        assert_eq!(all.len(), rest.len() + 1);
    }
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = parse_input_log(text);
    }
});
