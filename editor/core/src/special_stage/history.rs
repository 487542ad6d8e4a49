//! Undo and redo of special-stage edits: the level's [`crate::history::History`] holds level `Edit`s, so the
//! special stage keeps its own small history of [`SsEdit`] inverses, with the same rules: the edits of one
//! drag (one [`MergeKey`]) are one step, a new edit clears redo, and the save point survives undo and redo.

use super::edit::{SsEdit, SsEditError};
use crate::history::{MAX_STEPS, MergeKey};
use formats::special_stage::SpecialStage;

#[derive(Clone, Debug)]
struct Step {
    label: String,
    revert: SsEdit,
    merge_key: Option<MergeKey>,
    revision: u64,
}

/// Undo and redo for one special stage.
#[derive(Clone, Debug, Default)]
pub struct SsHistory {
    undo: Vec<Step>,
    redo: Vec<Step>,
    next_revision: u64,
    saved: u64,
}

impl SsHistory {
    /// Applies an edit as a step; with the `merge_key` of the previous step (the same drag) it joins that step.
    pub fn apply(
        &mut self,
        stage: &mut SpecialStage,
        label: &str,
        merge_key: Option<MergeKey>,
        edit: &SsEdit,
    ) -> Result<(), SsEditError> {
        let revert = edit.apply(stage)?;
        self.redo.clear();
        self.next_revision += 1;
        let revision = self.next_revision;
        match self.undo.last_mut() {
            Some(last) if merge_key.is_some() && last.merge_key == merge_key && last.revision != self.saved => {
                let older = std::mem::replace(&mut last.revert, SsEdit::Group(Vec::new()));
                last.revert = SsEdit::Group(vec![revert, older]);
                last.revision = revision;
            }
            _ => {
                self.undo.push(Step { label: label.to_string(), revert, merge_key, revision });
                if self.undo.len() > MAX_STEPS {
                    self.undo.remove(0);
                }
            }
        }
        Ok(())
    }

    /// Undoes the last step; false when there is none.
    pub fn undo(&mut self, stage: &mut SpecialStage) -> bool {
        match self.undo.pop() {
            Some(step) => self.swap(stage, step, true),
            None => false,
        }
    }

    /// Redoes the last undone step; false when there is none.
    pub fn redo(&mut self, stage: &mut SpecialStage) -> bool {
        match self.redo.pop() {
            Some(step) => self.swap(stage, step, false),
            None => false,
        }
    }

    fn swap(&mut self, stage: &mut SpecialStage, step: Step, undoing: bool) -> bool {
        // An inverse made by `apply` always applies; if one does not, the step is dropped rather than panic.
        let Ok(revert) = step.revert.apply(stage) else { return false };
        let moved = Step { label: step.label, revert, merge_key: None, revision: step.revision };
        if undoing {
            self.redo.push(moved);
        } else {
            self.undo.push(moved);
        }
        true
    }

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

    /// The revision of the stage as it is now (0: as the history started).
    pub fn current(&self) -> u64 {
        self.undo.last().map_or(0, |s| s.revision)
    }

    pub fn mark_saved(&mut self) {
        self.saved = self.current();
    }

    /// Whether the stage differs from the last save.
    pub fn is_dirty(&self) -> bool {
        self.current() != self.saved
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use formats::special_stage::{CURRENT_VERSION, LAYOUT_BYTES, SsStart};

    fn stage() -> SpecialStage {
        SpecialStage { version: CURRENT_VERSION, start: SsStart::default(), layout: vec![0; LAYOUT_BYTES] }
    }

    #[test]
    fn a_drag_is_one_step_and_the_save_point_survives_undo() {
        let mut s = stage();
        let original = s.clone();
        let mut h = SsHistory::default();
        let key = Some(MergeKey::Stroke(u64::MAX));
        for column in 0..5 {
            h.apply(&mut s, "Paint blocks", key, &SsEdit::Paint { row: 1, column, id: 0x3A }).unwrap();
        }
        assert_eq!(s.layout.iter().filter(|&&id| id == 0x3A).count(), 5);
        assert_eq!(h.undo_label(), Some("Paint blocks"));
        h.mark_saved();
        assert!(!h.is_dirty());
        assert!(h.undo(&mut s));
        assert_eq!(s, original, "one undo reverts the drag");
        assert!(h.is_dirty());
        assert!(h.redo(&mut s));
        assert!(!h.is_dirty(), "back at the saved state");
        h.apply(&mut s, "Move start", None, &SsEdit::SetStart(SsStart { x: 9, y: 9 })).unwrap();
        assert!(h.undo(&mut s));
        h.apply(&mut s, "Clear", None, &SsEdit::Clear).unwrap();
        assert!(!h.can_redo(), "a new edit clears redo");
        assert!(h.apply(&mut s, "x", None, &SsEdit::Paint { row: 0, column: 64, id: 1 }).is_err());
        assert_eq!(h.undo_label(), Some("Clear"));
    }
}
