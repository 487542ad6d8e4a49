//! Every change to a special stage as plain data ([`SsEdit`]): applying one returns the edit that reverts it,
//! which is what the undo history keeps. Cells are layout indices `row * 64 + column`
//! (`formats::special_stage::SIZE`), ids as the layout stores them ([`formats::special_stage::SsBlock`]).

use formats::special_stage::{LAYOUT_BYTES, SIZE, SpecialStage, SsStart};

/// One change to a special stage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SsEdit {
    /// One block: layout row, column and the id it becomes.
    Paint { row: usize, column: usize, id: u8 },
    /// Every block of a rectangle (corners inclusive, in any order) becomes `id`.
    Fill { from: (usize, usize), to: (usize, usize), id: u8 },
    /// The player's start position (`obX`/`obY` pixels, as `startpos/ssN.bin` holds them).
    SetStart(SsStart),
    /// Every block becomes empty (the start stays).
    Clear,
    /// Blocks by layout index: what the edits above revert to.
    SetCells(Vec<(usize, u8)>),
    /// Several edits as one, in order.
    Group(Vec<SsEdit>),
}

/// Why an edit was refused (nothing changed then).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SsEditError {
    #[error("block ({row}, {column}) is outside the 64×64 layout")]
    OutsideGrid { row: usize, column: usize },
    #[error("layout index {0} is outside the 64×64 layout")]
    OutsideLayout(usize),
    #[error("the stage's layout has {0} blocks, not 4096")]
    BadLayout(usize),
}

fn index(row: usize, column: usize) -> Result<usize, SsEditError> {
    if row < SIZE && column < SIZE { Ok(row * SIZE + column) } else { Err(SsEditError::OutsideGrid { row, column }) }
}

impl SsEdit {
    /// Applies the edit and returns its inverse; on an error the stage is unchanged.
    pub fn apply(&self, stage: &mut SpecialStage) -> Result<SsEdit, SsEditError> {
        if stage.layout.len() != LAYOUT_BYTES {
            return Err(SsEditError::BadLayout(stage.layout.len()));
        }
        match self {
            SsEdit::Paint { row, column, id } => set_cells(stage, &[(index(*row, *column)?, *id)]),
            SsEdit::Fill { from, to, id } => {
                let (r0, r1) = (from.0.min(to.0), from.0.max(to.0));
                let (c0, c1) = (from.1.min(to.1), from.1.max(to.1));
                index(r1, c1)?;
                let cells: Vec<(usize, u8)> =
                    (r0..=r1).flat_map(|r| (c0..=c1).map(move |c| (r * SIZE + c, *id))).collect();
                set_cells(stage, &cells)
            }
            SsEdit::SetStart(start) => Ok(SsEdit::SetStart(std::mem::replace(&mut stage.start, *start))),
            SsEdit::Clear => {
                let cells: Vec<(usize, u8)> =
                    stage.layout.iter().enumerate().filter(|(_, id)| **id != 0).map(|(i, _)| (i, 0)).collect();
                set_cells(stage, &cells)
            }
            SsEdit::SetCells(cells) => set_cells(stage, cells),
            SsEdit::Group(edits) => {
                let mut inverses = Vec::with_capacity(edits.len());
                for edit in edits {
                    match edit.apply(stage) {
                        Ok(inverse) => inverses.push(inverse),
                        Err(e) => {
                            // Back to where the group started.
                            for inverse in inverses.iter().rev() {
                                let _ = inverse.apply(stage);
                            }
                            return Err(e);
                        }
                    }
                }
                inverses.reverse();
                Ok(SsEdit::Group(inverses))
            }
        }
    }
}

/// Writes ids by layout index (all checked first); the inverse restores the old ids in reverse order, so a
/// cell listed twice comes back to its first value.
fn set_cells(stage: &mut SpecialStage, cells: &[(usize, u8)]) -> Result<SsEdit, SsEditError> {
    if let Some(&(i, _)) = cells.iter().find(|(i, _)| *i >= LAYOUT_BYTES) {
        return Err(SsEditError::OutsideLayout(i));
    }
    let mut old = Vec::with_capacity(cells.len());
    for &(i, id) in cells {
        old.push((i, stage.layout[i]));
        stage.layout[i] = id;
    }
    old.reverse();
    Ok(SsEdit::SetCells(old))
}

#[cfg(test)]
mod tests {
    use super::*;
    use formats::special_stage::CURRENT_VERSION;

    fn stage() -> SpecialStage {
        let mut layout = vec![0u8; LAYOUT_BYTES];
        layout[3 * SIZE + 4] = 0x3A;
        SpecialStage { version: CURRENT_VERSION, start: SsStart { x: 976, y: 736 }, layout }
    }

    /// Applying an edit and then its inverse gives the stage back; applying the inverse's inverse redoes it.
    fn round_trip(edit: SsEdit) -> SpecialStage {
        let original = stage();
        let mut s = original.clone();
        let inverse = edit.apply(&mut s).expect("applies");
        let edited = s.clone();
        let redo = inverse.apply(&mut s).expect("inverse applies");
        assert_eq!(s, original, "{edit:?} undone");
        redo.apply(&mut s).expect("redo applies");
        assert_eq!(s, edited, "{edit:?} redone");
        edited
    }

    #[test]
    fn every_edit_is_undone_by_its_inverse() {
        let s = round_trip(SsEdit::Paint { row: 3, column: 4, id: 0x27 });
        assert_eq!(s.id(3, 4), 0x27);
        let s = round_trip(SsEdit::Fill { from: (5, 9), to: (2, 3), id: 0x25 });
        assert_eq!((s.id(2, 3), s.id(5, 9), s.id(3, 4), s.id(6, 9), s.id(5, 10)), (0x25, 0x25, 0x25, 0, 0));
        assert_eq!(s.layout.iter().filter(|&&id| id == 0x25).count(), 4 * 7);
        let s = round_trip(SsEdit::SetStart(SsStart { x: 1, y: 2 }));
        assert_eq!(s.start, SsStart { x: 1, y: 2 });
        let s = round_trip(SsEdit::Clear);
        assert!(s.layout.iter().all(|&id| id == 0));
        let s = round_trip(SsEdit::Group(vec![
            SsEdit::Paint { row: 0, column: 0, id: 1 },
            SsEdit::Paint { row: 0, column: 0, id: 2 },
            SsEdit::SetStart(SsStart { x: 5, y: 6 }),
        ]));
        assert_eq!((s.id(0, 0), s.start.x), (2, 5));
        // One cell twice in one list: the inverse restores the first value.
        let s = round_trip(SsEdit::SetCells(vec![(7, 1), (7, 2)]));
        assert_eq!(s.layout[7], 2);
    }

    #[test]
    fn edits_outside_the_grid_change_nothing() {
        let original = stage();
        let mut s = original.clone();
        assert_eq!(
            SsEdit::Paint { row: 64, column: 0, id: 1 }.apply(&mut s),
            Err(SsEditError::OutsideGrid { row: 64, column: 0 })
        );
        assert!(SsEdit::Fill { from: (0, 0), to: (10, 64), id: 1 }.apply(&mut s).is_err());
        assert!(SsEdit::SetCells(vec![(0, 1), (4096, 1)]).apply(&mut s).is_err());
        let group = SsEdit::Group(vec![SsEdit::Clear, SsEdit::Paint { row: 99, column: 0, id: 1 }]);
        assert!(group.apply(&mut s).is_err());
        assert_eq!(s, original);
    }
}
