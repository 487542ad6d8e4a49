//! Any bytes as a special stage's files (`SpecialStage::from_files`: the first 4 bytes the start position, the
//! rest the Enigma layout) and as its RON text (`SpecialStage::from_ron`): a stage or an error, never a panic;
//! a stage read writes back to files and RON that read as the same stage.

#![no_main]

use formats::special_stage::SpecialStage;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if data.len() >= 4 {
        let (start, layout) = data.split_at(4);
        if let Ok(stage) = SpecialStage::from_files(layout, start) {
            let (eni, start) = stage.to_files();
            let again = SpecialStage::from_files(&eni, &start).expect("what was written reads back");
            assert_eq!(again, stage);
            let ron = SpecialStage::from_ron(&stage.to_ron()).expect("the RON written reads back");
            assert_eq!(ron, stage);
        }
    }
    if let Ok(text) = std::str::from_utf8(data)
        && let Ok(stage) = SpecialStage::from_ron(text)
    {
        assert_eq!(SpecialStage::from_ron(&stage.to_ron()), Ok(stage));
    }
});
