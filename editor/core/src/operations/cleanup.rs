//! Clean-up: merge duplicate tiles and chunks, remove unused ones, renumber what is left — counted first
//! ([`plan`]), then applied as one undoable edit.
//!
//! Tile 0 (the empty tile every empty block names) is always kept. Duplicates merge into their first copy;
//! "unused" means no solid block cell of a kept chunk names the tile, or no layout cell and no loop entry
//! (`Level::loops`: a Sonic 1 loop chunk, its alternate, a roll tunnel) names the chunk. Chunks a loop entry
//! names never merge (a copy placed elsewhere would become part of the loop), and the entries follow their
//! chunks' new numbers. What is kept keeps its order, so renumbering only closes the gaps.

use crate::edit::Edit;
use formats::{Chunk, Layer, Level, Solidity};
use std::collections::HashMap;

/// What to clean up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CleanupOptions {
    pub merge_duplicates: bool,
    pub remove_unused: bool,
}

impl Default for CleanupOptions {
    fn default() -> Self {
        CleanupOptions { merge_duplicates: true, remove_unused: true }
    }
}

/// The counts a clean-up would change, and the edit that does it (`None`: nothing to do).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CleanupPlan {
    pub duplicate_tiles: usize,
    pub unused_tiles: usize,
    pub duplicate_chunks: usize,
    pub unused_chunks: usize,
    /// Tiles and chunks after the clean-up.
    pub tiles_after: usize,
    pub chunks_after: usize,
    pub edit: Option<Edit>,
}

impl CleanupPlan {
    /// "Merge 3 duplicate tiles and 1 duplicate chunk, remove 2 unused tiles and 4 unused chunks: 120 to 115
    /// tiles, 40 to 35 chunks", or "Nothing to clean up".
    pub fn summary(&self, level: &Level) -> String {
        if let Some(project) = crate::lint::project_tables(level) {
            return format!(
                "Nothing to clean up: the tiles and chunks are the tables of the SonLVL project {}, numbered as the \
                 game numbers them and shared with its other levels",
                project
            );
        }
        if self.edit.is_none() {
            return "Nothing to clean up".to_string();
        }
        let n = |count: usize, what: &str| format!("{count} {what}{}", crate::usage::plural(count));
        format!(
            "Merge {} and {}, remove {} and {}: {} to {} tiles, {} to {} chunks",
            n(self.duplicate_tiles, "duplicate tile"),
            n(self.duplicate_chunks, "duplicate chunk"),
            n(self.unused_tiles, "unused tile"),
            n(self.unused_chunks, "unused chunk"),
            level.tiles.len(),
            self.tiles_after,
            level.chunks.len(),
            self.chunks_after
        )
    }
}

/// Works out a clean-up of `level` without changing it; nothing for a level whose tables are its SonLVL
/// project's ([`crate::lint::project_tables`]).
pub fn plan(level: &Level, options: CleanupOptions) -> CleanupPlan {
    if crate::lint::project_tables(level).is_some() {
        return CleanupPlan {
            duplicate_tiles: 0,
            unused_tiles: 0,
            duplicate_chunks: 0,
            unused_chunks: 0,
            tiles_after: level.tiles.len(),
            chunks_after: level.chunks.len(),
            edit: None,
        };
    }
    let nt = level.tiles.len();
    // Tile → its first copy.
    let mut tile_target: Vec<usize> = (0..nt).collect();
    let mut duplicate_tiles = 0;
    if options.merge_duplicates {
        let mut first = HashMap::new();
        for (i, t) in level.tiles.iter().enumerate() {
            let f = *first.entry(t).or_insert(i);
            // Tile 0 stays the empty tile; a copy of it elsewhere merges into it, it never merges away.
            if f != i {
                tile_target[i] = f;
                duplicate_tiles += 1;
            }
        }
    }
    let remap_tiles = |chunk: &Chunk| {
        let mut c = chunk.clone();
        for b in &mut c.blocks {
            for layer in Layer::BOTH {
                let cell = b.layer_mut(layer);
                cell.tile = tile_target.get(usize::from(cell.tile)).map_or(cell.tile, |&t| t as u16);
            }
        }
        c
    };
    let remapped: Vec<Chunk> = level.chunks.iter().map(remap_tiles).collect();
    let nc = level.chunks.len();
    let mut chunk_target: Vec<usize> = (0..nc).collect();
    let mut duplicate_chunks = 0;
    let in_loops = |i: usize| u16::try_from(i).is_ok_and(|n| level.loops.names(n));
    if options.merge_duplicates {
        let mut first = HashMap::new();
        for (i, c) in remapped.iter().enumerate().filter(|(i, _)| !in_loops(*i)) {
            let f = *first.entry(c).or_insert(i);
            if f != i {
                chunk_target[i] = f;
                duplicate_chunks += 1;
            }
        }
    }
    let mut layout = level.layout.clone();
    for row in 0..layout.height() {
        for col in 0..layout.width() {
            if let Some(c) = layout.get(col, row) {
                let target = chunk_target.get(usize::from(c)).copied().unwrap_or(usize::from(c));
                layout.set(col, row, Some(target as u16));
            }
        }
    }
    // Which chunks and tiles stay.
    let mut chunk_used: Vec<bool> = (0..nc).map(in_loops).collect();
    for c in layout.cells().iter().flatten() {
        if let Some(u) = chunk_used.get_mut(usize::from(*c)) {
            *u = true;
        }
    }
    let keep_chunk: Vec<bool> =
        (0..nc).map(|i| chunk_target[i] == i && (chunk_used[i] || !options.remove_unused)).collect();
    let mut tile_used = vec![false; nt];
    for (i, c) in remapped.iter().enumerate() {
        if !keep_chunk[i] {
            continue;
        }
        for b in &c.blocks {
            for layer in Layer::BOTH {
                let cell = b.layer(layer);
                if cell.solidity != Solidity::NotSolid
                    && let Some(u) = tile_used.get_mut(usize::from(cell.tile))
                {
                    *u = true;
                }
            }
        }
    }
    let keep_tile: Vec<bool> =
        (0..nt).map(|i| i == 0 || (tile_target[i] == i && (tile_used[i] || !options.remove_unused))).collect();
    let unused_tiles = (0..nt).filter(|&i| tile_target[i] == i && !keep_tile[i]).count();
    let unused_chunks = (0..nc).filter(|&i| chunk_target[i] == i && !keep_chunk[i]).count();
    // New numbers: position among the kept.
    let renumber = |keep: &[bool]| -> Vec<u16> {
        let mut next = 0u16;
        keep.iter()
            .map(|&k| {
                let n = next;
                if k {
                    next += 1;
                }
                n
            })
            .collect()
    };
    let (tile_new, chunk_new) = (renumber(&keep_tile), renumber(&keep_chunk));
    let tiles_after = keep_tile.iter().filter(|k| **k).count();
    let chunks_after = keep_chunk.iter().filter(|k| **k).count();
    let mut edits = Vec::new();
    for (i, c) in remapped.iter().enumerate() {
        if !keep_chunk[i] {
            continue;
        }
        let mut c = c.clone();
        for b in &mut c.blocks {
            for layer in Layer::BOTH {
                let cell = b.layer_mut(layer);
                let t = usize::from(cell.tile);
                // A cell naming a tile that goes (a not-solid cell's leftover) falls back to the empty tile.
                cell.tile = if keep_tile.get(t).copied().unwrap_or(false) { tile_new[t] } else { 0 };
            }
        }
        if c != level.chunks[i] {
            edits.push(Edit::SetChunk { index: i, chunk: c });
        }
    }
    for row in 0..layout.height() {
        for col in 0..layout.width() {
            if let Some(c) = layout.get(col, row) {
                layout.set(col, row, Some(chunk_new[usize::from(c)]));
            }
        }
    }
    if layout != level.layout {
        edits.push(Edit::SetLayout { layout });
    }
    let loops = level.loops.remapped(|c| {
        let c = usize::from(c);
        keep_chunk.get(c).copied().unwrap_or(false).then(|| chunk_new[c])
    });
    if loops != level.loops {
        edits.push(Edit::SetLoops(Box::new(loops)));
    }
    edits.extend((0..nc).rev().filter(|&i| !keep_chunk[i]).map(|index| Edit::RemoveChunk { index }));
    edits.extend((0..nt).rev().filter(|&i| !keep_tile[i]).map(|index| Edit::RemoveTile { index }));
    CleanupPlan {
        duplicate_tiles,
        unused_tiles,
        duplicate_chunks,
        unused_chunks,
        tiles_after,
        chunks_after,
        edit: (!edits.is_empty()).then_some(Edit::Group(edits)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use formats::{Block, ChunkSize, LayerCell, SolidTile};

    /// Tiles: 0 empty, 1 full, 2 ramp, 3 full again (duplicate), 4 unused. Chunks: 0 uses 1 and 2, 1 the same
    /// but with tile 3 (a duplicate once tiles merge), 2 unused, 3 uses 2. Layout: 0 1 3 .
    fn crafted() -> Level {
        let size = ChunkSize::Px128;
        let mut level = Level::new("clean", size, 4, 1);
        level.tiles.push(SolidTile::FULL);
        level.tiles.push(SolidTile::from_heights(std::array::from_fn(|i| i as i8 + 1)));
        level.tiles.push(SolidTile::FULL);
        level.tiles.push(SolidTile::from_heights([4; 16]));
        let chunk = |tiles: &[u16]| {
            let mut c = Chunk::empty(size);
            for (i, &t) in tiles.iter().enumerate() {
                let cell = LayerCell { tile: t, solidity: Solidity::All };
                c.blocks[56 + i] = Block { a: cell, b: cell, ..Block::EMPTY };
            }
            c
        };
        level.chunks = vec![chunk(&[1, 2]), chunk(&[3, 2]), chunk(&[1, 1, 1]), chunk(&[2])];
        level.layout.set(0, 0, Some(0));
        level.layout.set(1, 0, Some(1));
        level.layout.set(2, 0, Some(3));
        level
    }

    /// An imported game level's tables are its project's (shared with its other levels): the clean-up leaves
    /// them whole and says why; the lint counts nothing unused.
    #[test]
    fn a_game_levels_project_tables_are_left_whole() {
        let mut level = crafted();
        assert!(plan(&level, CleanupOptions::default()).edit.is_some());
        level.art = Some(formats::art::ArtSource::SonLvl {
            project: "SonLVL INI Files/SonLVL.ini".into(),
            section: "Emerald Hill Zone Act 1".into(),
        });
        let p = plan(&level, CleanupOptions::default());
        assert_eq!((&p.edit, p.tiles_after, p.chunks_after), (&None, level.tiles.len(), level.chunks.len()));
        assert!(
            p.summary(&level)
                .starts_with("Nothing to clean up: the tiles and chunks are the tables of the SonLVL project")
        );
        let lint = crate::lint::lint(&level);
        assert!(
            lint.iter().all(|p| !matches!(p.check, crate::lint::Check::UnusedTile | crate::lint::Check::UnusedChunk))
        );
    }

    #[test]
    fn counts_first_then_one_undoable_step() {
        let mut level = crafted();
        let original = level.clone();
        let p = plan(&level, CleanupOptions::default());
        assert_eq!((p.duplicate_tiles, p.unused_tiles, p.duplicate_chunks, p.unused_chunks), (1, 1, 1, 1), "{p:?}");
        assert_eq!(
            p.summary(&level),
            "Merge 1 duplicate tile and 1 duplicate chunk, remove 1 unused tile and 1 unused chunk: 5 to 3 tiles, 4 to 2 chunks"
        );
        let (undo, _) = p.edit.clone().expect("edit").apply(&mut level).expect("applies");
        assert_eq!(level.tiles, vec![SolidTile::EMPTY, SolidTile::FULL, original.tiles[2].clone()]);
        assert_eq!(level.chunks.len(), 2);
        assert_eq!(level.layout.cells(), [Some(0), Some(0), Some(1), None]);
        assert_eq!(level.chunks[1], original.chunks[3], "chunk 3 renumbered to 1, its tile 2 unchanged");
        assert!(formats::validate::validate(&level).is_empty());
        // Nothing left to do; undo restores everything.
        assert_eq!(plan(&level, CleanupOptions::default()).edit, None);
        assert_eq!(plan(&level, CleanupOptions::default()).summary(&level), "Nothing to clean up");
        undo.apply(&mut level).expect("undo");
        assert_eq!(level, original);
    }

    /// Sonic 1 loops: chunk 2 is the alternate of loop chunk 1 (placed nowhere), chunk 4 a roll tunnel that
    /// looks like chunk 0; chunk 3 unused. The alternate stays, the tunnel is not merged into its look-alike,
    /// and the entries follow the renumbering.
    #[test]
    fn loop_chunks_alternates_and_tunnels_are_kept_and_renumbered() {
        use formats::loops::{LoopChunk, LoopTrigger, Loops};
        let mut level = crafted();
        level.chunks.truncate(2);
        level.chunks.push(level.chunks[0].clone()); // 2: the alternate, like chunk 0
        level.chunks.push(Chunk::empty(ChunkSize::Px128)); // 3: unused
        level.chunks.push(level.chunks[0].clone()); // 4: the tunnel, like chunk 0
        level.layout = formats::Layout::new(4, 1);
        level.layout.set(0, 0, Some(0));
        level.layout.set(1, 0, Some(1));
        level.layout.set(2, 0, Some(4));
        level.loops =
            Loops { chunks: vec![LoopChunk { chunk: 1, alternate: 2, trigger: LoopTrigger::Loop }], tunnels: vec![4] };
        let original = level.clone();
        let p = plan(&level, CleanupOptions::default());
        // Chunk 1 (tiles 3, 2) is a copy of chunk 0 once tile 3 merges into 1, but it is the loop chunk.
        assert_eq!((p.duplicate_chunks, p.unused_chunks), (0, 1), "{p:?}");
        let (undo, _) = p.edit.expect("edit").apply(&mut level).expect("applies");
        assert_eq!(level.chunks.len(), 4);
        assert_eq!(level.layout.cells(), [Some(0), Some(1), Some(3), None]);
        assert_eq!(
            level.loops,
            Loops { chunks: vec![LoopChunk { chunk: 1, alternate: 2, trigger: LoopTrigger::Loop }], tunnels: vec![3] }
        );
        assert_eq!(level.chunks[3], level.chunks[0], "the tunnel kept its own chunk");
        assert!(formats::validate::validate(&level).is_empty());
        assert_eq!(plan(&level, CleanupOptions::default()).edit, None);
        undo.apply(&mut level).expect("undo");
        assert_eq!(level, original);
    }

    #[test]
    fn options_choose_what_is_cleaned() {
        let level = crafted();
        let merge_only = plan(&level, CleanupOptions { merge_duplicates: true, remove_unused: false });
        assert_eq!((merge_only.tiles_after, merge_only.chunks_after), (4, 3));
        let mut l = level.clone();
        merge_only.edit.expect("edit").apply(&mut l).expect("applies");
        assert_eq!(l.tiles.len(), 4);
        let unused_only = plan(&level, CleanupOptions { merge_duplicates: false, remove_unused: true });
        assert_eq!((unused_only.tiles_after, unused_only.chunks_after), (4, 3));
        let mut l = level.clone();
        unused_only.edit.expect("edit").apply(&mut l).expect("applies");
        // Nothing that looks the same changed: the terrain is drawn identically.
        let pixels = |level: &Level| {
            let px = crate::lint::Pixels::new(level);
            (0..512).flat_map(|x| (0..128).map(move |y| (x, y))).filter(|&(x, y)| px.solid(Layer::A, x, y)).count()
        };
        assert_eq!(pixels(&l), pixels(&level));
    }
}
