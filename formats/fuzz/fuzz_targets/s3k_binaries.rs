//! Any bytes into Sonic 3 & Knuckles' binary level formats (the first byte picks one): layouts with their
//! row-pointer header, collision indexes of both entry sizes, object and ring layouts, moduled Kosinski and
//! data-line sprite mappings, and the same files in Sonic & Knuckles Collection's byte orders
//! (`formats::import::skc`: converted, decoded, converted back to the same bytes). Each must return, never
//! panic, and what it accepts must be consistent with the bytes.

#![no_main]

use formats::import::{kosinski, s3k, skc};
use formats::object::s3k as obj;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&which, data)) = data.split_first() else { return };
    match which % 7 {
        0 => {
            if let Ok(l) = s3k::layout(data) {
                assert_eq!(l.foreground_rows.len(), l.foreground.height());
                for &at in &l.foreground_rows {
                    assert!(at + l.foreground.width() <= data.len());
                }
            }
        }
        1 => {
            for size in [1, 2] {
                if let Ok((a, b)) = s3k::collision_index(data, size) {
                    assert_eq!(a.len(), b.len());
                    assert_eq!(a.len() * 2 * size as usize, data.len());
                }
            }
        }
        2 => {
            if let Ok((records, end)) = s3k::object_records(data) {
                assert!(end <= data.len());
                for r in &records {
                    let rec = obj::S3kRecord {
                        id: r.id,
                        subtype: r.subtype,
                        x_flip: r.x_flip,
                        y_flip: r.y_flip,
                        load_at_any_y: r.respawn,
                        bit12: r.two_player_any_slot,
                    };
                    for set in [obj::S3kSet::SkSet1, obj::S3kSet::SkSet2, obj::S3kSet::S3] {
                        assert_eq!(obj::to_record(&obj::from_record(r.x as i32, r.y as i32, rec, set)), Some(rec));
                    }
                }
            }
        }
        3 => {
            if let Ok(r) = s3k::rings(data) {
                assert!(r.rings.len() * 4 + r.tail.len() <= data.len());
                assert!(r.tail.starts_with(&[0xFF, 0xFF]));
            }
        }
        4 => {
            if let Ok(out) = kosinski::decompress_moduled(data, 1 << 16) {
                assert!(out.len() <= 1 << 16);
            }
        }
        6 => {
            for kind in [
                skc::Kind::Layout,
                skc::Kind::CollisionWords,
                skc::Kind::Objects,
                skc::Kind::Rings,
                skc::Kind::StartPosition,
            ] {
                let Ok(native) = skc::to_s3k(kind, data) else {
                    assert!(kind == skc::Kind::Layout && data.len() % 2 == 1);
                    continue;
                };
                assert_eq!(skc::from_s3k(kind, &native).as_deref(), Ok(data));
                let _ = s3k::layout(&native);
                let _ = s3k::object_records(&native);
                let _ = s3k::rings(&native);
                let _ = s3k::collision_index(&native, 2);
            }
            let _ = skc::parse_palette(data);
            let _ = kosinski::decompress_moduled(&skc::moduled_header_to_s3k(data), 1 << 16);
        }
        _ => {
            let text = String::from_utf8_lossy(data);
            let _ = formats::sprite::mappings::parse_mappings(&text);
            let _ = formats::sprite::mappings::s3k_mappings(data);
        }
    }
});
