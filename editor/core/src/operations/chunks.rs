//! Chunk operations.

use crate::edit::Edit;
use formats::Level;

/// The edit that deletes chunk `index`: layout cells naming it become empty, cells naming a higher chunk are
/// renumbered one down (the chunks after it shift), then the chunk is removed — one undoable group.
pub fn delete_chunk_edit(level: &Level, index: usize) -> Edit {
    let removed = u16::try_from(index).unwrap_or(u16::MAX);
    let mut layout = level.layout.clone();
    let mut changed = false;
    for row in 0..layout.height() {
        for col in 0..layout.width() {
            let new = match layout.get(col, row) {
                Some(c) if c == removed => None,
                Some(c) if c > removed => Some(c - 1),
                other => other,
            };
            if new != layout.get(col, row) {
                layout.set(col, row, new);
                changed = true;
            }
        }
    }
    let mut edits = Vec::new();
    if changed {
        edits.push(Edit::SetLayout { layout });
    }
    edits.push(Edit::RemoveChunk { index });
    Edit::Group(edits)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::usage::{chunk_usage, usage_text};
    use formats::{Chunk, ChunkSize};

    #[test]
    fn deleting_a_chunk_empties_its_cells_and_shifts_higher_indices() {
        let mut level = Level::new("c", ChunkSize::Px128, 3, 1);
        level.chunks = vec![Chunk::empty(ChunkSize::Px128); 3];
        level.layout.set(0, 0, Some(0));
        level.layout.set(1, 0, Some(1));
        level.layout.set(2, 0, Some(2));
        assert_eq!(chunk_usage(&level), [1, 1, 1]);
        let original = level.clone();
        let (undo, _) = delete_chunk_edit(&level, 1).apply(&mut level).unwrap();
        assert_eq!(level.chunks.len(), 2);
        assert_eq!(level.layout.cells(), [Some(0), None, Some(1)]);
        undo.apply(&mut level).unwrap();
        assert_eq!(level, original);
        assert_eq!(usage_text(0), "not used in the layout");
        assert_eq!(usage_text(3), "used by 3 layout cells");
    }
}
