//! Sonic 1's special stages: the disassembly's eight layouts and six start positions read into
//! `formats::special_stage::SpecialStage` and written back.

use formats::special_stage::{
    self, LAYOUT_BYTES, SpecialStage, SsBlock, SsStart, StageId, read_from_disassembly, read_layout,
};
use proptest::prelude::*;

fn disassembly() -> Option<std::path::PathBuf> {
    Some(formats::reference::shared_dir()?.join("reference/s1disasm-full"))
}

#[test]
fn all_eight_layouts_round_trip() {
    let Some(dir) = disassembly() else { return };
    let starts = [(0x3D0, 0x2E0), (0x328, 0x574), (0x4E4, 0x2E0), (0x3AD, 0x2E0), (0x340, 0x6B8), (0x49B, 0x358)];
    for id in StageId::ALL {
        let stage = read_from_disassembly(&dir, id).expect("stage reads");
        assert_eq!(stage.layout.len(), LAYOUT_BYTES);
        let (x, y) = starts[usize::from(id.stage) - 1];
        assert_eq!(stage.start, SsStart { x, y }, "{id:?}");
        let original = std::fs::read(dir.join(id.layout_path())).expect("layout file");
        let start_file = std::fs::read(dir.join(id.start_path())).expect("start file");
        let (eni, start) = stage.to_files();
        // The start position file comes back byte for byte.
        assert_eq!(start.as_slice(), start_file.as_slice(), "{id:?}");
        // The layout file too: decoded, and compressed again as Sega's compressor did.
        assert_eq!(eni, original, "{id:?}");
        assert_eq!(SpecialStage::from_files(&eni, &start).expect("reads back"), stage, "{id:?}");
        // And through RON.
        assert_eq!(SpecialStage::from_ron(&stage.to_ron()), Ok(stage.clone()), "{id:?}");
    }
}

#[test]
fn stage_contents_as_the_game_has_them() {
    let Some(dir) = disassembly() else { return };
    let stage = |n, jp1| read_from_disassembly(&dir, StageId { stage: n, jp1 }).expect("stage reads");
    let count = |s: &SpecialStage, id: u8| s.layout.iter().filter(|&&b| b == id).count();
    let s1 = stage(1, false);
    // Stage 1: the emerald (0x3B, emerald 0) at row 24, column 7; 104 rings, 22 GOAL blocks, 8 bumpers.
    assert_eq!(s1.block(24, 7), SsBlock::Emerald { emerald: 0 });
    assert_eq!((count(&s1, 0x3A), count(&s1, 0x27), count(&s1, 0x25)), (104, 22, 8));
    // Each stage has its own emerald, 0..5.
    for n in 1..=6u8 {
        let s = stage(n, false);
        let emeralds: Vec<SsBlock> =
            s.layout.iter().map(|&b| SsBlock::from_id(b)).filter(|b| matches!(b, SsBlock::Emerald { .. })).collect();
        assert_eq!(emeralds, vec![SsBlock::Emerald { emerald: n - 1 }], "stage {n}");
    }
    // The international stages 5 and 6 hold invisible 0xFF blocks the Japanese ones lack.
    assert_eq!((count(&stage(5, false), 0xFF), count(&stage(5, true), 0xFF)), (14, 0));
    assert_eq!((count(&stage(6, false), 0xFF), count(&stage(6, true), 0xFF)), (10, 0));
    assert_eq!(SsBlock::from_id(0xFF), SsBlock::Other(0xFF));
}

#[test]
fn block_ids_round_trip_and_solidity() {
    for id in 0..=255u8 {
        assert_eq!(SsBlock::from_id(id).id(), id);
    }
    assert_eq!(SsBlock::from_id(0x01), SsBlock::Wall { colour: 0, index: 0 });
    assert_eq!(SsBlock::from_id(0x24), SsBlock::Wall { colour: 3, index: 8 });
    assert_eq!(SsBlock::from_id(0x30), SsBlock::Glass { hits: 3 });
    assert_eq!(SsBlock::from_id(0x39), SsBlock::Zone { zone: 6 });
    let solid: Vec<u8> = (0..=0x4Fu8).filter(|&id| SsBlock::is_solid_id(id)).collect();
    let expected: Vec<u8> = (1..0x3Au8).filter(|&id| id != 0x28).chain(0x4B..=0x4F).collect();
    assert_eq!(solid, expected);
}

#[test]
fn bad_files_are_errors() {
    assert!(SpecialStage::from_files(&[], &[0, 0, 0, 0]).is_err());
    // A valid stream of 16 words: too short for a layout.
    let short = special_stage::write_layout(&[0; LAYOUT_BYTES])[..0].to_vec();
    assert!(read_layout(&short).is_err());
    let words = formats::import::enigma::compress(&[0u16; 16]);
    assert_eq!(read_layout(&words), Err(special_stage::SpecialStageError::LayoutSize { words: 16 }));
    let too_long = formats::import::enigma::compress(&[0u16; 0x801]);
    assert!(read_layout(&too_long).is_err());
    assert!(special_stage::read_start(&[1, 2, 3]).is_err());
    assert!(SpecialStage::from_ron("(version: 1, start: (x: 0, y: 0), layout: [\"00\"])").is_err());
    // A newer version is refused.
    let stage = SpecialStage { version: 2, start: SsStart::default(), layout: vec![0; LAYOUT_BYTES] };
    assert!(SpecialStage::from_ron(&stage.to_ron()).unwrap_err().contains("newer"));
}

proptest! {
    #[test]
    fn any_bytes_read_without_panicking(eni in proptest::collection::vec(any::<u8>(), 0..600),
                                        start in proptest::collection::vec(any::<u8>(), 0..6)) {
        let _ = SpecialStage::from_files(&eni, &start);
        let _ = read_layout(&eni);
    }

    #[test]
    fn any_layout_round_trips(cells in proptest::collection::vec(any::<u8>(), LAYOUT_BYTES),
                              x in any::<u16>(), y in any::<u16>()) {
        let stage = SpecialStage { version: special_stage::CURRENT_VERSION, start: SsStart { x, y }, layout: cells };
        let (eni, start) = stage.to_files();
        prop_assert_eq!(SpecialStage::from_files(&eni, &start), Ok(stage));
    }

    #[test]
    fn compress_like_original_round_trips(words in proptest::collection::vec(
        prop_oneof![0u16..4, Just(0x2727u16), Just(0x3A3A), any::<u16>()], 0..400)) {
        let packed = formats::import::enigma::compress_like_original(&words);
        prop_assert_eq!(formats::import::enigma::decompress(&packed), Ok(words));
    }
}
