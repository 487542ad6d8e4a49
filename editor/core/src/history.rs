//! Undo and redo: [`History`] keeps each step's inverse [`Edit`], merges the edits of one drag into one step
//! (they share a [`MergeKey`]), and knows whether the level differs from the last save.

use crate::edit::{Edit, EditError, Touched};
use formats::Level;

/// Which edits merge into one undo step. Typed, so keys from different sources can never collide.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MergeKey {
    /// The edits of one mouse drag (a paint stroke, a move, a rectangle): the editing session numbers drags.
    Stroke(u64),
    /// Repeated changes of one field (dragging a number): which field, of which item, which slot in it.
    Field { field: &'static str, item: usize, slot: usize },
}

/// Drag numbers come from one counter, so two drags never share a key whichever panel or tool made them.
static NEXT_STROKE: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

impl MergeKey {
    /// A key no other drag has: call when a drag starts, and pass it with every edit of that drag.
    pub fn new_stroke() -> MergeKey {
        MergeKey::Stroke(NEXT_STROKE.fetch_add(1, std::sync::atomic::Ordering::Relaxed))
    }
}

/// One undoable step: a label for the menu ("Undo Paint height") and the edit that reverts it.
#[derive(Clone, Debug)]
struct Step {
    label: String,
    revert: Edit,
    /// Steps with the same key (one mouse drag) merge into one.
    merge_key: Option<MergeKey>,
    /// Identifies the level state this step produces, for "unsaved changes".
    revision: u64,
}

/// Undo and redo for one level.
#[derive(Clone, Debug, Default)]
pub struct History {
    undo: Vec<Step>,
    redo: Vec<Step>,
    next_revision: u64,
    /// The revision on disk (0 = the state the history started from).
    saved: u64,
}

/// Undo history is capped so a long session cannot grow without bound; the oldest steps go first.
pub const MAX_STEPS: usize = 1000;

impl History {
    /// Applies an edit as a new undoable step.
    pub fn apply(&mut self, level: &mut Level, label: &str, edit: Edit) -> Result<Touched, EditError> {
        self.apply_merging(level, label, None, edit)
    }

    /// Applies an edit; if the previous step has the same `merge_key` (the same drag), the two become one
    /// step, undone together.
    pub fn apply_merging(
        &mut self,
        level: &mut Level,
        label: &str,
        merge_key: Option<MergeKey>,
        edit: Edit,
    ) -> Result<Touched, EditError> {
        let (revert, touched) = edit.apply(level)?;
        self.redo.clear();
        self.next_revision += 1;
        let revision = self.next_revision;
        match self.undo.last_mut() {
            Some(last) if merge_key.is_some() && last.merge_key == merge_key && last.revision != self.saved => {
                // Revert the newest change first, then the older ones.
                let older = std::mem::replace(&mut last.revert, Edit::Group(Vec::new()));
                last.revert = Edit::Group(vec![revert, older]);
                last.revision = revision;
            }
            _ => {
                self.undo.push(Step { label: label.to_string(), revert, merge_key, revision });
                if self.undo.len() > MAX_STEPS {
                    self.undo.remove(0);
                }
            }
        }
        Ok(touched)
    }

    /// Undoes the last step; `None` when there is nothing to undo.
    pub fn undo(&mut self, level: &mut Level) -> Option<Touched> {
        let step = self.undo.pop()?;
        self.swap_step(level, step, true)
    }

    /// Redoes the last undone step.
    pub fn redo(&mut self, level: &mut Level) -> Option<Touched> {
        let step = self.redo.pop()?;
        self.swap_step(level, step, false)
    }

    /// Applies a step's revert and moves the step (now holding the opposite edit) to the other stack; the
    /// step keeps its revision, so the save point survives undo and redo.
    fn swap_step(&mut self, level: &mut Level, step: Step, undoing: bool) -> Option<Touched> {
        match step.revert.apply(level) {
            Ok((revert, touched)) => {
                let moved = Step { label: step.label, revert, merge_key: None, revision: step.revision };
                if undoing {
                    self.redo.push(moved);
                } else {
                    self.undo.push(moved);
                }
                Some(touched)
            }
            // Cannot happen for inverses produced by `apply`; if it does, drop the step rather than panic.
            Err(_) => None,
        }
    }

    /// The label of the step Undo would revert.
    pub fn undo_label(&self) -> Option<&str> {
        self.undo.last().map(|s| s.label.as_str())
    }
    pub fn redo_label(&self) -> Option<&str> {
        self.redo.last().map(|s| s.label.as_str())
    }
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The revision of the level as it is now.
    fn current(&self) -> u64 {
        self.undo.last().map_or(0, |s| s.revision)
    }

    /// Marks the current state as saved.
    pub fn mark_saved(&mut self) {
        self.saved = self.current();
    }

    /// True when the level differs from the last save (undoing back to it makes this false again).
    pub fn is_dirty(&self) -> bool {
        self.current() != self.saved
    }

    /// Forgets everything (a new or reopened level).
    pub fn clear(&mut self) {
        *self = History::default();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edit::Properties;
    use formats::{Block, Chunk, SolidTile};
    use formats::{ChunkSize, Layer, LayerCell, Solidity};

    fn level() -> Level {
        let mut l = Level::new("t", ChunkSize::Px128, 4, 2);
        l.tiles.push(SolidTile::FULL);
        l.chunks.push(Chunk::empty(ChunkSize::Px128));
        l
    }

    #[test]
    fn undo_and_redo_restore_exact_states() {
        let mut l = level();
        let original = l.clone();
        let mut h = History::default();
        let mut block = Block::EMPTY;
        *block.layer_mut(Layer::B) = LayerCell { tile: 1, solidity: Solidity::All };
        h.apply(&mut l, "Paint block", Edit::SetBlock { chunk: 0, block: 9, value: block }).unwrap();
        h.apply(&mut l, "Paint chunk", Edit::SetCell { col: 3, row: 1, chunk: Some(0) }).unwrap();
        let edited = l.clone();
        assert!(h.is_dirty());
        assert_eq!(h.undo_label(), Some("Paint chunk"));
        h.undo(&mut l).unwrap();
        h.undo(&mut l).unwrap();
        assert_eq!(l, original);
        assert!(!h.is_dirty(), "back at the saved state");
        assert!(h.undo(&mut l).is_none());
        h.redo(&mut l).unwrap();
        h.redo(&mut l).unwrap();
        assert_eq!(l, edited);
        assert!(h.redo(&mut l).is_none());
    }

    #[test]
    fn a_drag_merges_into_one_step_and_a_new_edit_clears_redo() {
        let mut l = level();
        let original = l.clone();
        let mut h = History::default();
        for col in 0..4 {
            h.apply_merging(
                &mut l,
                "Paint chunks",
                Some(MergeKey::Stroke(7)),
                Edit::SetCell { col, row: 0, chunk: Some(0) },
            )
            .unwrap();
        }
        assert!((0..4).all(|c| l.layout.get(c, 0) == Some(0)));
        h.undo(&mut l).unwrap();
        assert_eq!(l, original, "one undo reverts the whole drag");
        h.redo(&mut l).unwrap();
        let renamed = Properties { name: "x".into(), ..Properties::of(&l) };
        h.apply(&mut l, "Rename", Edit::SetProperties(Box::new(renamed))).unwrap();
        h.undo(&mut l).unwrap();
        h.apply(&mut l, "Paint", Edit::SetCell { col: 0, row: 1, chunk: Some(0) }).unwrap();
        assert!(!h.can_redo());
    }

    #[test]
    fn refused_edits_change_nothing() {
        let mut l = level();
        let original = l.clone();
        let mut h = History::default();
        assert!(h.apply(&mut l, "x", Edit::SetTile { index: 9, tile: SolidTile::FULL }).is_err());
        assert!(h.apply(&mut l, "x", Edit::SetCell { col: 4, row: 0, chunk: None }).is_err());
        let group = Edit::Group(vec![Edit::SetCell { col: 0, row: 0, chunk: Some(0) }, Edit::RemoveChunk { index: 5 }]);
        assert!(h.apply(&mut l, "x", group).is_err());
        assert_eq!(l, original);
        assert!(!h.can_undo());
    }

    #[test]
    fn save_point_tracks_dirtiness_through_undo() {
        let mut l = level();
        let mut h = History::default();
        h.apply(&mut l, "a", Edit::InsertTile { index: 2, tile: SolidTile::FULL }).unwrap();
        h.mark_saved();
        assert!(!h.is_dirty());
        h.undo(&mut l).unwrap();
        assert!(h.is_dirty());
        h.redo(&mut l).unwrap();
        assert!(!h.is_dirty());
        assert_eq!(l.tiles.len(), 3);
    }
}
