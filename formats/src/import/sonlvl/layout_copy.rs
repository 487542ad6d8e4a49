//! SonLVL's alternative layouts (`layoutcopy=OptionA|OptionB|X:Y:W:H:X1:Y1[:X2:Y2]|…`): one layout file holds a
//! level two ways — Angel Island 1 "Normal" or "Tree Ride", Launch Base "Exterior" or "Interior" — and SonLVL's
//! *Layout swap option* menu shows either (SonLVL `MainForm.cs` `optionBToolStripMenuItem_Click`,
//! `DoLayoutCopy`, `saveToolStripMenuItem_Click`; `GameInfo.cs` `LayoutCopyInfo`). The file always stores option
//! A; each area (columns `X`.., rows `Y`.., `W` x `H` chunks of the foreground) shows option B by:
//! - with `X2:Y2`: copying the area stored at `X1:Y1` over it (`X2:Y2` keeps option A's copy of the area);
//! - without: swapping it with the area at `X1:Y1`.
//!
//! SonLVL keeps the stored copies in step with edits: an edit of an area while option A is shown is copied to
//! `X2:Y2`, while option B is shown to `X1:Y1`; saving with option B shown puts option A back first. The
//! importer applies option B on request ([`LayoutCopy::show_b`]); the exporter writes option A
//! ([`LayoutCopy::store_a`], [`LayoutCopy::keep_copies`]).

use crate::level::Layout;

/// One `X:Y:W:H:X1:Y1[:X2:Y2]` area, in chunks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CopyArea {
    pub x: usize,
    pub y: usize,
    pub width: usize,
    pub height: usize,
    /// Where option B's version is stored.
    pub b_at: (usize, usize),
    /// Where option A's copy is stored; `None`: the area and `b_at` swap.
    pub a_at: Option<(usize, usize)>,
}

/// A section's `layoutcopy` value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LayoutCopy {
    /// The option the file stores ("Normal").
    pub option_a: String,
    /// The option [`LayoutCopy::show_b`] shows ("Tree Ride").
    pub option_b: String,
    pub areas: Vec<CopyArea>,
}

/// Areas larger than this many chunks a side are refused (a layout byte row holds at most 256 chunks).
const MAX_SIDE: usize = 0x100;

impl LayoutCopy {
    /// Reads a `layoutcopy` value; the error says which part is wrong.
    pub fn parse(value: &str) -> Result<LayoutCopy, String> {
        let mut parts = value.split('|').map(str::trim);
        let (Some(a), Some(b)) = (parts.next(), parts.next()) else {
            return Err("layoutcopy needs two option names and at least one area: A|B|X:Y:W:H:X1:Y1[:X2:Y2]".into());
        };
        if a.is_empty() || b.is_empty() || a.eq_ignore_ascii_case(b) {
            return Err("layoutcopy's two option names must be given and differ".into());
        }
        let mut areas = Vec::new();
        for (i, part) in parts.enumerate() {
            let numbers: Result<Vec<usize>, _> = part.split(':').map(|n| n.trim().parse::<usize>()).collect();
            let bad =
                || format!("layoutcopy area {}: '{}' is not X:Y:W:H:X1:Y1[:X2:Y2]", i + 1, crate::read::excerpt(part));
            let n = numbers.map_err(|_| bad())?;
            if !(n.len() == 6 || n.len() == 8) || n[2] == 0 || n[3] == 0 || n[2] > MAX_SIDE || n[3] > MAX_SIDE {
                return Err(bad());
            }
            areas.push(CopyArea {
                x: n[0],
                y: n[1],
                width: n[2],
                height: n[3],
                b_at: (n[4], n[5]),
                a_at: (n.len() == 8).then(|| (n[6], n[7])),
            });
        }
        if areas.is_empty() {
            return Err("layoutcopy names no area".into());
        }
        Ok(LayoutCopy { option_a: a.to_string(), option_b: b.to_string(), areas })
    }

    /// The error when an area (or a stored copy) leaves a `width` x `height` layout.
    pub fn check(&self, width: usize, height: usize) -> Result<(), String> {
        for (i, a) in self.areas.iter().enumerate() {
            for (what, (x, y)) in [("", (a.x, a.y)), (" (option B's copy)", a.b_at)]
                .into_iter()
                .chain(a.a_at.map(|at| (" (option A's copy)", at)))
            {
                if x + a.width > width || y + a.height > height {
                    return Err(format!(
                        "layoutcopy area {}{what}: {} x {} chunks at column {x}, row {y} leave the {width} x {height} \
                         layout",
                        i + 1,
                        a.width,
                        a.height
                    ));
                }
            }
        }
        Ok(())
    }

    /// Shows option B on a layout holding option A (SonLVL's option B menu item). Areas must be inside
    /// ([`LayoutCopy::check`]).
    pub fn show_b(&self, layout: &mut Layout) {
        for a in &self.areas {
            match a.a_at {
                Some(_) => copy(layout, a, a.b_at, (a.x, a.y)),
                None => swap(layout, a, a.b_at),
            }
        }
    }

    /// Puts option A back on a layout showing option B, as SonLVL saves one: what the areas show now is kept as
    /// option B's (copied to `X1:Y1`; a swap keeps it by swapping back), and each area gets option A's copy.
    /// Where that copy is what `original` (the file as it was read) holds and the file's area differed from it,
    /// the file's area comes back (nothing read is lost).
    pub fn store_a(&self, layout: &mut Layout, original: &Layout) {
        // SonLVL copies each edit to option B's copies as it is made (`DoLayoutCopy`), before any save.
        for a in self.areas.iter().filter(|a| a.a_at.is_some()) {
            copy(layout, a, (a.x, a.y), a.b_at);
        }
        for a in &self.areas {
            match a.a_at {
                Some(a_at) => {
                    if same(layout, original, a, a_at, a_at) {
                        copy_from(layout, original, a, (a.x, a.y), (a.x, a.y));
                    } else {
                        copy(layout, a, a_at, (a.x, a.y));
                    }
                }
                None => swap(layout, a, a.b_at),
            }
        }
    }

    /// Keeps option A's copies in step on a layout showing option A, as SonLVL's edits do: an area that differs
    /// from `original` (the file as read) is copied to its `X2:Y2`. An unedited level changes nothing.
    pub fn keep_copies(&self, layout: &mut Layout, original: &Layout) {
        for a in &self.areas {
            if let Some(a_at) = a.a_at
                && !same(layout, original, a, (a.x, a.y), (a.x, a.y))
            {
                copy(layout, a, (a.x, a.y), a_at);
            }
        }
    }

    /// `name`'s option: `Some(false)` for A, `Some(true)` for B (ignoring case), `None` for neither.
    pub fn is_b(&self, name: &str) -> Option<bool> {
        let name = name.trim();
        if name.eq_ignore_ascii_case(&self.option_a) {
            Some(false)
        } else if name.eq_ignore_ascii_case(&self.option_b) {
            Some(true)
        } else {
            None
        }
    }
}

/// The area's cells read at `from`, written at `to`, within one layout (read first: the two may overlap).
fn copy(layout: &mut Layout, a: &CopyArea, from: (usize, usize), to: (usize, usize)) {
    let cells: Vec<Option<u16>> = (0..a.height)
        .flat_map(|dy| (0..a.width).map(move |dx| (from.0 + dx, from.1 + dy)))
        .map(|(x, y)| layout.get(x, y))
        .collect();
    for (i, cell) in cells.into_iter().enumerate() {
        layout.set(to.0 + i % a.width, to.1 + i / a.width, cell);
    }
}

fn copy_from(layout: &mut Layout, source: &Layout, a: &CopyArea, from: (usize, usize), to: (usize, usize)) {
    for dy in 0..a.height {
        for dx in 0..a.width {
            layout.set(to.0 + dx, to.1 + dy, source.get(from.0 + dx, from.1 + dy));
        }
    }
}

/// Swaps the area with the one at `other`, cell by cell in SonLVL's order.
fn swap(layout: &mut Layout, a: &CopyArea, other: (usize, usize)) {
    for dy in 0..a.height {
        for dx in 0..a.width {
            let (p, q) = ((a.x + dx, a.y + dy), (other.0 + dx, other.1 + dy));
            let (cp, cq) = (layout.get(p.0, p.1), layout.get(q.0, q.1));
            layout.set(p.0, p.1, cq);
            layout.set(q.0, q.1, cp);
        }
    }
}

/// Whether `layout` at `at` holds what `original` holds at `original_at`, over the area's size.
fn same(layout: &Layout, original: &Layout, a: &CopyArea, at: (usize, usize), original_at: (usize, usize)) -> bool {
    (0..a.height).all(|dy| {
        (0..a.width).all(|dx| layout.get(at.0 + dx, at.1 + dy) == original.get(original_at.0 + dx, original_at.1 + dy))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(w: usize, h: usize) -> Layout {
        let mut l = Layout::new(w, h);
        for i in 0..w * h {
            l.set(i % w, i / w, Some(i as u16));
        }
        l
    }

    #[test]
    fn reads_skdisasm_s_values() {
        let c = LayoutCopy::parse("Normal|Tree Ride|89:5:2:4:0:0").unwrap();
        assert_eq!((c.option_a.as_str(), c.option_b.as_str()), ("Normal", "Tree Ride"));
        assert_eq!(c.areas, [CopyArea { x: 89, y: 5, width: 2, height: 4, b_at: (0, 0), a_at: None }]);
        let c = LayoutCopy::parse("Exterior|Interior|38:2:8:9:128:0:136:0|66:0:10:14:128:9:138:9").unwrap();
        assert_eq!(c.areas[1].a_at, Some((138, 9)));
        assert_eq!((c.is_b("interior"), c.is_b("Exterior"), c.is_b("Tree")), (Some(true), Some(false), None));
        for bad in
            ["Normal", "A|A|1:1:1:1:0:0", "A|B", "A|B|1:2:3", "A|B|1:1:0:1:0:0", "A|B|1:1:1:1:0:0:5", "A|B|x:1:1:1:0:0"]
        {
            assert!(LayoutCopy::parse(bad).is_err(), "{bad}");
        }
        assert!(c.check(160, 24).is_ok());
        assert!(c.check(140, 24).unwrap_err().contains("option A's copy"), "{:?}", c.check(140, 24));
    }

    #[test]
    fn a_swap_area_shows_b_and_swaps_back() {
        let c = LayoutCopy::parse("A|B|2:0:2:1:0:1").unwrap();
        let original = grid(4, 2);
        let mut l = original.clone();
        c.show_b(&mut l);
        assert_eq!(l.cells(), [Some(0), Some(1), Some(4), Some(5), Some(2), Some(3), Some(6), Some(7)]);
        c.store_a(&mut l, &original);
        assert_eq!(l, original);
    }

    #[test]
    fn a_copy_area_shows_b_and_stores_a_as_sonlvl_saves() {
        // Area (0,0) 1x1; option B's version at (1,0), option A's copy at (2,0).
        let c = LayoutCopy::parse("A|B|0:0:1:1:1:0:2:0").unwrap();
        let mut original = Layout::new(3, 1);
        for (i, v) in [7, 8, 7].into_iter().enumerate() {
            original.set(i, 0, Some(v));
        }
        let mut l = original.clone();
        c.show_b(&mut l);
        assert_eq!(l.cells(), [Some(8), Some(8), Some(7)]);
        let mut back = l.clone();
        c.store_a(&mut back, &original);
        assert_eq!(back, original, "unedited: the file's bytes");
        // An edit of the area while B shows is option B's: it goes to B's copy, A comes back.
        l.set(0, 0, Some(9));
        c.store_a(&mut l, &original);
        assert_eq!(l.cells(), [Some(7), Some(9), Some(7)]);
        // A stored copy that differs from the area (as two of Flying Battery 1's do) still gives the area back.
        original.set(2, 0, Some(5));
        let mut l = original.clone();
        c.show_b(&mut l);
        c.store_a(&mut l, &original);
        assert_eq!(l, original);
    }

    #[test]
    fn edits_while_a_shows_reach_a_s_copy_only_when_made() {
        let c = LayoutCopy::parse("A|B|0:0:1:1:1:0:2:0").unwrap();
        let mut original = Layout::new(3, 1);
        for (i, v) in [7, 8, 6].into_iter().enumerate() {
            original.set(i, 0, Some(v));
        }
        let mut l = original.clone();
        c.keep_copies(&mut l, &original);
        assert_eq!(l, original, "unedited: nothing moves, even where the copy differs");
        l.set(0, 0, Some(3));
        c.keep_copies(&mut l, &original);
        assert_eq!(l.cells(), [Some(3), Some(8), Some(3)]);
    }
}
