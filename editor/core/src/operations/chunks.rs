//! Chunk operations.

use crate::edit::Edit;
use formats::Level;

/// The edit that deletes chunk `index`: layout cells naming it become empty, cells naming a higher chunk are
/// renumbered one down (the chunks after it shift), and so are the loop entries (`Level::loops`; an entry
/// naming the deleted chunk goes), then the chunk is removed — one undoable group.
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
    let loops = level.loops.remapped(|c| match c {
        c if c == removed => None,
        c if c > removed => Some(c - 1),
        c => Some(c),
    });
    if loops != level.loops {
        edits.push(Edit::SetLoops(Box::new(loops)));
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

    #[test]
    fn deleting_a_chunk_renumbers_the_loop_entries() {
        use formats::loops::{LoopChunk, LoopTrigger, Loops};
        let mut level = Level::new("c", ChunkSize::Px256, 2, 1);
        level.chunks = vec![Chunk::empty(ChunkSize::Px256); 6];
        level.layout.set(0, 0, Some(3));
        level.loops = Loops {
            chunks: vec![
                LoopChunk { chunk: 1, alternate: 2, trigger: LoopTrigger::Loop },
                LoopChunk { chunk: 3, alternate: 4, trigger: LoopTrigger::LoopGrounded },
            ],
            tunnels: vec![5],
        };
        let original = level.clone();
        let (undo, _) = delete_chunk_edit(&level, 2).apply(&mut level).unwrap();
        assert_eq!(level.layout.get(0, 0), Some(2));
        assert_eq!(
            level.loops,
            Loops {
                chunks: vec![LoopChunk { chunk: 2, alternate: 3, trigger: LoopTrigger::LoopGrounded }],
                tunnels: vec![4],
            },
            "the loop whose alternate went is dropped, the others follow their chunks"
        );
        assert!(formats::validate::validate(&level).is_empty());
        undo.apply(&mut level).unwrap();
        assert_eq!(level, original);
    }
}
