//! The tile helpers against the games' own collision data in `../shared/reference`: derived widths and
//! angles agree with what Sonic 1 and Sonic 2 store, and the lint reports exactly the odd shapes.

use formats::tile::{SolidTile, TileLint};
use std::path::Path;

use formats::reference::shared_dir as shared;

/// The 256 collision shapes of a game: height array, width array and angle map files.
fn tiles(dir: &Path, heights: &str, widths: &str, angles: &str) -> Vec<SolidTile> {
    let read = |name: &str| std::fs::read(dir.join(name)).expect("reference collision file");
    let (h, w, a) = (read(heights), read(widths), read(angles));
    assert_eq!((h.len(), w.len(), a.len()), (4096, 4096, 256));
    (0..256)
        .map(|i| SolidTile {
            heights: std::array::from_fn(|x| h[i * 16 + x] as i8),
            widths: std::array::from_fn(|y| w[i * 16 + y] as i8),
            angle: a[i],
        })
        .collect()
}

fn s2(dir: &Path) -> Vec<SolidTile> {
    let c = "reference/s2disasm/collision/";
    tiles(
        dir,
        &format!("{c}Collision array - Vertical.bin"),
        &format!("{c}Collision array - Horizontal.bin"),
        &format!("{c}Curve and resistance mapping.bin"),
    )
}

fn s1(dir: &Path) -> Vec<SolidTile> {
    let c = "reference/s1disasm/collide/";
    tiles(
        dir,
        &format!("{c}Collision Array (Normal).bin"),
        &format!("{c}Collision Array (Rotated).bin"),
        &format!("{c}Angle Map.bin"),
    )
}

/// The four full squares both games give special angles (used where a loop's collision needs them): a full
/// square may carry any angle, so the lint says nothing about them.
fn assert_special_full_tiles(set: &[SolidTile]) {
    for (i, angle) in [(251, 0xE0), (252, 0x20), (253, 0xA0), (254, 0x60)] {
        assert_eq!((set[i].heights, set[i].angle), ([16; 16], angle), "shape {i}");
        assert_eq!(set[i].lint(), vec![], "shape {i}");
    }
}

fn linted(set: &[SolidTile]) -> Vec<(usize, Vec<TileLint>)> {
    set.iter().enumerate().map(|(i, t)| (i, t.lint())).filter(|(_, l)| !l.is_empty()).collect()
}

#[test]
fn sonic2_shapes() {
    let Some(dir) = shared() else { return };
    let set = s2(&dir);
    // Shape 24 is a peak (flagged): its upper rows are solid in the middle only.
    let expected = vec![(24, vec![TileLint::RowsNotRepresentable { rows: (0..14).collect() }])];
    assert_special_full_tiles(&set);
    assert_eq!(linted(&set), expected);
    for (i, t) in set.iter().enumerate() {
        if i != 24 {
            assert_eq!(t.derived_widths(), t.widths, "shape {i}");
        }
    }
    // A few angles exactly: the 45° ramp, a slope that levels off, a 2:1 slope (stored 0xF0).
    assert_eq!((set[2].angle, set[2].derived_angle()), (0xE0, 0xE0));
    assert_eq!((set[22].angle, set[22].derived_angle()), (0xE2, 0xE0));
    assert_eq!((set[9].angle, set[9].derived_angle()), (0xF0, 0xEE));
}

#[test]
fn sonic1_shapes() {
    let Some(dir) = shared() else { return };
    let set = s1(&dir);
    // Shape 85's stored widths are not the shape of its heights (12 rows are up to 2 px off).
    let expected = vec![(
        85,
        vec![
            TileLint::ColumnsNotRepresentable { columns: vec![8, 9] },
            TileLint::WidthsDisagree { row: 2, width: 8, derived: 6, rows: 12 },
        ],
    )];
    assert_special_full_tiles(&set);
    assert_eq!(linted(&set), expected);
    for (i, t) in set.iter().enumerate() {
        if i != 85 {
            assert_eq!(t.derived_widths(), t.widths, "shape {i}");
        }
    }
}
