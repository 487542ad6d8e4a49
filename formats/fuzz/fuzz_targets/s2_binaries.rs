//! Any bytes into Sonic 2's binary level formats (the first byte picks one): object layouts, ring layouts,
//! start positions, chunk tables with their collision indexes, layouts and collision arrays. Each must
//! return, never panic, and what it accepts must be consistent with the bytes.

#![no_main]

use formats::import::s2;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&which, data)) = data.split_first() else { return };
    match which % 5 {
        0 => {
            if let Ok(records) = s2::object_records(data) {
                assert_eq!(data.len() % s2::OBJECT_RECORD_BYTES, 0);
                assert!(records.windows(2).all(|w| w[0].offset < w[1].offset));
                for r in &records {
                    assert_eq!(r.offset % s2::OBJECT_RECORD_BYTES, 0);
                    assert_eq!(u16::from_be_bytes([data[r.offset], data[r.offset + 1]]), r.x);
                    assert_ne!(r.x, 0xFFFF);
                }
                let (switchers, objects) = s2::split_objects(&records);
                assert_eq!(switchers.len() + objects.len(), records.len());
            }
        }
        1 => {
            if let Ok(rings) = s2::rings(data) {
                // Eight rings at most per 4-byte record, and an end marker was found.
                assert!(rings.len() <= data.len() / 4 * 8);
                assert!(data.len() >= 2);
            }
        }
        2 => {
            let start = s2::start_position(data);
            assert_eq!(start.is_ok(), data.len() == 4);
        }
        3 => {
            // Chunk table, then the two collision indexes, split where the data says.
            let Some((&split, rest)) = data.split_first() else { return };
            let table_len = (split as usize * s2::CHUNK_BYTES / 16).min(rest.len());
            let (table, indexes) = rest.split_at(table_len - table_len % s2::CHUNK_BYTES);
            let (primary, secondary) = indexes.split_at(indexes.len() / 2);
            if let Ok(chunks) = s2::decode_chunks(table, primary, secondary) {
                assert_eq!(chunks.len(), table.len() / s2::CHUNK_BYTES);
                assert!(chunks.iter().all(|c| c.blocks.len() == 64));
            }
        }
        _ => {
            let mut layout = data.to_vec();
            layout.resize(s2::LAYOUT_BYTES, 0);
            let grid = s2::foreground_layout(&layout);
            assert_eq!((grid.width(), grid.height()), (s2::LAYOUT_WIDTH, s2::LAYOUT_HEIGHT));
            let third = data.len() / 3;
            let tiles = s2::solid_tiles(&data[..third], &data[third..2 * third], &data[2 * third..]);
            assert!(tiles.len() <= s2::SHAPE_COUNT);
        }
    }
});
