//! Tile operations.

use crate::edit::Edit;
use formats::{Layer, Level};

/// The edit that deletes tile `index`: every block cell naming it is remapped to tile 0, every cell naming a
/// higher tile is renumbered one down (the tiles after it shift), then the tile is removed — one group, so
/// one undo restores both the tile and the references.
pub fn delete_tile_edit(level: &Level, index: usize) -> Edit {
    let removed = u16::try_from(index).unwrap_or(u16::MAX);
    let mut edits = Vec::new();
    for (c, chunk) in level.chunks.iter().enumerate() {
        let mut remapped = chunk.clone();
        for block in &mut remapped.blocks {
            for layer in Layer::BOTH {
                let cell = block.layer_mut(layer);
                if cell.tile == removed {
                    cell.tile = 0;
                } else if cell.tile > removed {
                    cell.tile -= 1;
                }
            }
        }
        if remapped != *chunk {
            edits.push(Edit::SetChunk { index: c, chunk: remapped });
        }
    }
    edits.push(Edit::RemoveTile { index });
    Edit::Group(edits)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::usage::tests::level;
    use formats::{LayerCell, Solidity};

    #[test]
    fn deleting_a_tile_remaps_it_to_zero_and_shifts_higher_indices() {
        let mut l = level();
        let (undo, _) = delete_tile_edit(&l, 1).apply(&mut l).unwrap();
        assert_eq!(l.tiles.len(), 2);
        assert_eq!(l.chunks[0].blocks[0].a, LayerCell { tile: 0, solidity: Solidity::All });
        assert_eq!(l.chunks[0].blocks[0].b, LayerCell { tile: 0, solidity: Solidity::Top });
        assert_eq!(l.chunks[0].blocks[1].b, LayerCell { tile: 1, solidity: Solidity::All });
        assert_eq!(l.chunks[0].blocks[2].a, LayerCell { tile: 1, solidity: Solidity::NotSolid });
        assert_eq!(l.chunks[1].blocks[5].a.tile, 0);
        undo.apply(&mut l).unwrap();
        assert_eq!(l, level());
    }
}
