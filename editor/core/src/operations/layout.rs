//! Layout operations: painting along a drag, rectangle fills, resizing.

use crate::edit::Edit;
use formats::Level;
use formats::validate::limits;

/// The cells on the line from `a` to `b` (Bresenham), both ends included: a fast drag paints every cell it
/// crossed, not only those under the pointer on each frame.
pub fn line_cells(a: (usize, usize), b: (usize, usize)) -> Vec<(usize, usize)> {
    let (mut x, mut y) = (a.0 as i64, a.1 as i64);
    let (x1, y1) = (b.0 as i64, b.1 as i64);
    let (dx, dy) = ((x1 - x).abs(), -(y1 - y).abs());
    let (sx, sy) = (if x < x1 { 1 } else { -1 }, if y < y1 { 1 } else { -1 });
    let mut err = dx + dy;
    let mut out = Vec::new();
    loop {
        out.push((x as usize, y as usize));
        if x == x1 && y == y1 {
            return out;
        }
        let e2 = 2 * err;
        if e2 >= dy {
            err += dy;
            x += sx;
        }
        if e2 <= dx {
            err += dx;
            y += sy;
        }
    }
}

/// The cells of the rectangle spanned by two corner cells, row by row.
pub fn rect_cells(a: (usize, usize), b: (usize, usize)) -> impl Iterator<Item = (usize, usize)> {
    let (c0, c1) = (a.0.min(b.0), a.0.max(b.0));
    let (r0, r1) = (a.1.min(b.1), a.1.max(b.1));
    (r0..=r1).flat_map(move |r| (c0..=c1).map(move |c| (c, r)))
}

/// The brush as text: "chunk 12" or "eraser".
pub fn brush_text(chunk: Option<u16>) -> String {
    match chunk {
        Some(c) => format!("chunk {c}"),
        None => "eraser".to_string(),
    }
}

/// Checks a requested layout size against `formats::validate::limits`.
pub fn check_layout_size(width: usize, height: usize) -> Result<(), String> {
    if width == 0 || height == 0 {
        return Err("The layout needs at least 1 x 1 chunks.".to_string());
    }
    if width > limits::MAX_LAYOUT_SIDE || height > limits::MAX_LAYOUT_SIDE {
        return Err(format!("At most {} chunks per side.", limits::MAX_LAYOUT_SIDE));
    }
    if width * height > limits::MAX_LAYOUT_CELLS {
        return Err(format!("At most {} cells in all ({} requested).", limits::MAX_LAYOUT_CELLS, width * height));
    }
    Ok(())
}

/// The edit that paints `brush` into `cells` (those that hold something else), or `None` when nothing would
/// change.
pub fn paint_cells(level: &Level, cells: impl IntoIterator<Item = (usize, usize)>, brush: Option<u16>) -> Option<Edit> {
    let edits: Vec<Edit> = cells
        .into_iter()
        .filter(|&(c, r)| level.layout.get(c, r) != brush)
        .map(|(col, row)| Edit::SetCell { col, row, chunk: brush })
        .collect();
    (!edits.is_empty()).then_some(Edit::Group(edits))
}

/// The label of a paint stroke or a rectangle fill with `brush` (the eraser is the empty brush).
pub fn paint_label(brush: Option<u16>, rectangle: bool) -> &'static str {
    match (brush.is_some(), rectangle) {
        (true, false) => "Paint chunks",
        (false, false) => "Erase chunks",
        (true, true) => "Fill rectangle",
        (false, true) => "Erase rectangle",
    }
}

/// The edit that resizes the layout to `width` x `height` chunks (keeping the top-left part): `Ok(None)` when
/// the size is already that, `Err` with the reason for sizes over the limits.
pub fn resize(level: &Level, width: usize, height: usize) -> Result<Option<Edit>, String> {
    check_layout_size(width, height)?;
    let old = &level.layout;
    if old.width() == width && old.height() == height {
        return Ok(None);
    }
    let mut layout = old.clone();
    layout.resize(width, height);
    Ok(Some(Edit::SetLayout { layout }))
}

/// The label of a resize.
pub fn resize_label(width: usize, height: usize) -> String {
    format!("Resize layout to {width} x {height}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_cover_every_crossed_cell() {
        assert_eq!(line_cells((0, 0), (3, 0)), vec![(0, 0), (1, 0), (2, 0), (3, 0)]);
        assert_eq!(line_cells((2, 2), (0, 0)), vec![(2, 2), (1, 1), (0, 0)]);
        assert_eq!(line_cells((0, 0), (5, 1)), vec![(0, 0), (1, 0), (2, 0), (3, 1), (4, 1), (5, 1)]);
        assert_eq!(line_cells((5, 5), (5, 5)), vec![(5, 5)]);
    }

    #[test]
    fn rectangles_span_both_corners_in_any_order() {
        let cells: Vec<_> = rect_cells((2, 1), (1, 2)).collect();
        assert_eq!(cells, vec![(1, 1), (2, 1), (1, 2), (2, 2)]);
    }

    #[test]
    fn layout_sizes_follow_the_format_limits() {
        assert!(check_layout_size(128, 16).is_ok());
        assert!(check_layout_size(1024, 64).is_ok());
        assert!(check_layout_size(0, 4).is_err());
        assert!(check_layout_size(1025, 1).is_err());
        assert!(check_layout_size(1024, 65).is_err(), "65,536 cells at most");
    }

    #[test]
    fn painting_skips_cells_that_already_hold_the_brush() {
        let mut level = Level::new("p", formats::ChunkSize::Px128, 3, 1);
        level.layout.set(1, 0, Some(0));
        let edit = paint_cells(&level, line_cells((0, 0), (2, 0)), Some(0));
        assert_eq!(
            edit,
            Some(Edit::Group(vec![
                Edit::SetCell { col: 0, row: 0, chunk: Some(0) },
                Edit::SetCell { col: 2, row: 0, chunk: Some(0) },
            ]))
        );
        assert_eq!(paint_cells(&level, [(1, 0)], Some(0)), None);
        assert_eq!(resize(&level, 3, 1), Ok(None));
        assert!(matches!(resize(&level, 5, 2), Ok(Some(Edit::SetLayout { .. }))));
        assert!(resize(&level, 0, 2).is_err());
    }
}
