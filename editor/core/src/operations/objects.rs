//! Object and switcher operations: placing, moving, deleting, copying, pasting, resting on the ground.
//! Sizes come from the engine (`engine::objects`), so what the editor selects is what the game collides with.

use crate::edit::Edit;
use crate::editing::Selection;
use engine::objects::{ground_below, object_size};
use formats::level::Point;
use formats::{LayerSwitcher, Level, ObjectPlacement};

/// Rounds to the nearest multiple of the snap grid.
pub fn snap(value: i32, grid: Option<i32>) -> i32 {
    match grid {
        Some(g) if g > 1 => (value + g / 2).div_euclid(g) * g,
        _ => value,
    }
}

/// A dragged player start's position from where it would be unsnapped: x snaps as objects do and y so that the
/// row under the feet (y + 20: `crate::start::RADII`) is on the grid — a start snapped above a block-aligned
/// flat floor stands on it.
pub fn snap_start(at: Point, grid: Option<i32>) -> Point {
    let feet = crate::start::RADII.1 + 1;
    Point { x: snap(at.x, grid), y: snap(at.y + feet, grid) - feet }
}

/// A newly placed layer switcher: vertical, radius 64, layer A on the left and B on the right, low priority.
pub fn default_switcher(x: i32, y: i32) -> LayerSwitcher {
    let mut s = LayerSwitcher { x, y, ..LayerSwitcher::default() };
    s.right_or_bottom.layer = formats::Layer::B;
    s
}

/// Offset of a paste or duplicate when there is no pointer position to paste at.
pub const PASTE_OFFSET: i32 = 16;

/// What is under a level position: the topmost object (drawn last), else a switcher whose line passes close.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hit {
    Object(usize),
    Switcher(usize),
}

/// The object or switcher at level position `(x, y)`, within `slop` level pixels (at most 8 for objects).
pub fn hit_test(level: &Level, x: f32, y: f32, slop: f32) -> Option<Hit> {
    for (i, o) in level.objects.iter().enumerate().rev() {
        let s = object_size(&o.kind);
        let (w, h) = (s.width_radius as f32 + slop.min(8.0), s.height_radius as f32 + slop.min(8.0));
        if (x - o.x as f32).abs() <= w && (y - o.y as f32).abs() <= h {
            return Some(Hit::Object(i));
        }
    }
    for (i, s) in level.switchers.iter().enumerate().rev() {
        let r = s.radius.pixels() as f32;
        let (along, across) = match s.orientation {
            formats::switcher::Orientation::Vertical => (y - s.y as f32, x - s.x as f32),
            formats::switcher::Orientation::Horizontal => (x - s.x as f32, y - s.y as f32),
        };
        if along.abs() <= r && across.abs() <= slop.max(3.0) {
            return Some(Hit::Switcher(i));
        }
    }
    None
}

/// The selection a marquee from `a` to `b` (level pixels, any corners) makes: every object whose centre is
/// inside added to `base` (empty unless the marquee adds), and the first switcher inside when `base` has none.
pub fn marquee_selection(level: &Level, a: (f32, f32), b: (f32, f32), base: &Selection) -> Selection {
    let (x0, x1) = (a.0.min(b.0), a.0.max(b.0));
    let (y0, y1) = (a.1.min(b.1), a.1.max(b.1));
    let inside = |x: i32, y: i32| (x0..=x1).contains(&(x as f32)) && (y0..=y1).contains(&(y as f32));
    let mut selection = base.clone();
    for (i, o) in level.objects.iter().enumerate() {
        if inside(o.x, o.y) && !selection.objects.contains(&i) {
            selection.objects.push(i);
        }
    }
    if selection.switcher.is_none() {
        selection.switcher = level.switchers.iter().position(|s| inside(s.x, s.y));
    }
    selection
}

/// The edit that moves the items of a drag: each `(index, x, y)` start position moved by `(dx, dy)`. `None`
/// when nothing moves. The label says what moved.
pub fn move_edit(
    level: &Level,
    objects: &[(usize, i32, i32)],
    switcher: Option<(usize, i32, i32)>,
    (dx, dy): (i32, i32),
) -> Option<(&'static str, Edit)> {
    let mut edits = Vec::new();
    for &(i, x, y) in objects {
        if let Some(o) = level.objects.get(i)
            && (o.x, o.y) != (x + dx, y + dy)
        {
            edits.push(Edit::SetObject { index: i, object: ObjectPlacement { x: x + dx, y: y + dy, ..o.clone() } });
        }
    }
    if let Some((i, x, y)) = switcher
        && let Some(s) = level.switchers.get(i)
        && (s.x, s.y) != (x + dx, y + dy)
    {
        edits.push(Edit::SetSwitcher { index: i, switcher: LayerSwitcher { x: x + dx, y: y + dy, ..s.clone() } });
    }
    if edits.is_empty() {
        return None;
    }
    let label = if objects.is_empty() && switcher.is_some() { "Move layer switcher" } else { "Move objects" };
    Some((label, Edit::Group(edits)))
}

/// The edit that deletes the selected objects and switcher as one step (objects in descending index order, so
/// each index still names the object it named when the selection was made). `None` for an empty selection.
pub fn delete_edit(selection: &Selection) -> Option<Edit> {
    let mut objects = selection.objects.clone();
    objects.sort_unstable_by(|a, b| b.cmp(a));
    objects.dedup();
    let mut edits: Vec<Edit> = objects.into_iter().map(|index| Edit::RemoveObject { index }).collect();
    if let Some(index) = selection.switcher {
        edits.push(Edit::RemoveSwitcher { index });
    }
    (!edits.is_empty()).then_some(Edit::Group(edits))
}

/// The selected objects, in selection order (what Copy puts on the clipboard).
pub fn copy(level: &Level, selection: &Selection) -> Vec<ObjectPlacement> {
    selection.objects.iter().filter_map(|&i| level.objects.get(i).cloned()).collect()
}

/// Copied objects as text for the system clipboard, one line per object.
pub fn clipboard_text(objects: &[ObjectPlacement]) -> String {
    objects.iter().map(|o| format!("{:?} at ({}, {})", o.kind, o.x, o.y)).collect::<Vec<_>>().join("\n")
}

/// The edit that pastes `clipboard` as new objects, and the selection of the pasted objects. With a pointer
/// position the first copied object lands there (snapped to `grid`) and the rest keep their offsets from it;
/// without one, everything is offset by [`PASTE_OFFSET`] pixels. `None` for an empty clipboard.
pub fn paste(
    level: &Level,
    clipboard: &[ObjectPlacement],
    at: Option<(i32, i32)>,
    grid: Option<i32>,
) -> Option<(Edit, Selection)> {
    let first = clipboard.first()?;
    let (dx, dy) = match at {
        Some((x, y)) => (snap(x, grid) - first.x, snap(y, grid) - first.y),
        None => (PASTE_OFFSET, PASTE_OFFSET),
    };
    let start = level.objects.len();
    let edits = clipboard
        .iter()
        .enumerate()
        .map(|(n, o)| Edit::InsertObject {
            index: start + n,
            object: ObjectPlacement { x: o.x + dx, y: o.y + dy, ..o.clone() },
        })
        .collect();
    let selection = Selection { objects: (start..start + clipboard.len()).collect(), switcher: None };
    Some((Edit::Group(edits), selection))
}

/// "Align to ground": the edit that moves each selected object down (or up, when it is inside the ground) so
/// that it rests on the floor below it, found with the engine's floor sensor, and the objects that have no
/// floor below (they stay where they are).
pub fn align_to_ground(level: &Level, selection: &Selection) -> (Option<Edit>, Vec<usize>) {
    let terrain = engine::terrain::Terrain::from_level(level);
    let mut edits = Vec::new();
    let mut floating = Vec::new();
    for &i in &selection.objects {
        let Some(o) = level.objects.get(i) else { continue };
        match ground_below(&terrain, o.x, o.y, object_size(&o.kind).height_radius) {
            Some(y) if y != o.y => edits.push(Edit::SetObject { index: i, object: ObjectPlacement { y, ..o.clone() } }),
            Some(_) => {}
            None => floating.push(i),
        }
    }
    ((!edits.is_empty()).then_some(Edit::Group(edits)), floating)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snapping_rounds_to_the_nearest_grid_line_on_both_sides_of_zero() {
        assert_eq!([snap(7, Some(16)), snap(8, Some(16)), snap(23, Some(16)), snap(24, Some(16))], [0, 16, 16, 32]);
        assert_eq!([snap(-8, Some(16)), snap(-9, Some(16)), snap(-3, Some(8)), snap(-5, Some(8))], [0, -16, 0, -8]);
        assert_eq!(snap(-123, None), -123);
        let at = |x, y| Point { x, y };
        assert_eq!(snap_start(at(7, 170), Some(16)), at(0, 172), "the feet row 192 on the grid");
        assert_eq!(snap_start(at(7, 170), None), at(7, 170));
    }

    /// One 128 px chunk whose bottom half is solid: the floor's top row is y 64 within each cell of row 0.
    fn half_solid_level() -> formats::Level {
        use formats::{Chunk, ChunkSize, LayerCell, Level, SolidTile, Solidity};
        let size = ChunkSize::Px128;
        let mut level = Level::new("Floor", size, 2, 2);
        level.tiles.push(SolidTile::FULL);
        let mut chunk = Chunk::empty(size);
        for row in 4..8 {
            for col in 0..8 {
                if let Some(b) = chunk.block_mut(size, col, row) {
                    b.a = LayerCell { tile: 1, solidity: Solidity::All };
                }
            }
        }
        level.chunks.push(chunk);
        level.layout.set(0, 1, Some(0));
        level
    }

    #[test]
    fn align_to_ground_rests_each_object_on_the_floor_below_it() {
        let mut level = half_solid_level();
        // Floor top row at y 128 + 64 = 192: a monitor (height radius 15) rests at y 192 - 1 - 15 = 176.
        let monitor = formats::object::ObjectKind::Monitor { contents: formats::object::MonitorContents::Rings };
        for (x, y) in [(40, 0), (60, 185), (200, 0)] {
            level.objects.push(ObjectPlacement { kind: monitor.clone(), x, y, ..ObjectPlacement::default() });
        }
        let selection = Selection { objects: vec![0, 1, 2], switcher: None };
        let (edit, floating) = align_to_ground(&level, &selection);
        let Some(edit) = edit else { panic!("two objects move") };
        edit.apply(&mut level).unwrap();
        assert_eq!((level.objects[0].y, level.objects[1].y, level.objects[2].y), (176, 176, 0));
        assert_eq!(floating, vec![2], "layout column 1 has no chunk: nothing below");
    }

    #[test]
    fn paste_lands_the_first_object_on_the_pointer_and_selects_the_copies() {
        let mut level = Level::new("p", formats::ChunkSize::Px128, 1, 1);
        let ring = ObjectPlacement { kind: formats::object::ObjectKind::Ring, x: 10, y: 20, ..Default::default() };
        level.objects.push(ring.clone());
        level.objects.push(ObjectPlacement { x: 30, ..ring.clone() });
        let clipboard = copy(&level, &Selection { objects: vec![1, 0], switcher: None });
        let (edit, selection) = paste(&level, &clipboard, Some((100, 100)), Some(16)).unwrap();
        edit.apply(&mut level).unwrap();
        assert_eq!(selection.objects, vec![2, 3]);
        assert_eq!((level.objects[2].x, level.objects[2].y, level.objects[3].x), (96, 96, 76));
        let (edit, _) = paste(&level, &clipboard, None, None).unwrap();
        edit.apply(&mut level).unwrap();
        assert_eq!((level.objects[4].x, level.objects[4].y), (30 + PASTE_OFFSET, 20 + PASTE_OFFSET));
        assert_eq!(
            delete_edit(&Selection { objects: vec![0, 4, 0], switcher: None }),
            Some(Edit::Group(vec![Edit::RemoveObject { index: 4 }, Edit::RemoveObject { index: 0 }]))
        );
    }
}
