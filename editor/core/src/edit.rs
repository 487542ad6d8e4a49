//! Every change to a level is an [`Edit`]: plain data, applied to a [`Level`], returning its own inverse.
//! [`History`] keeps the inverses for undo and redo, merges a drag of paint strokes into one step, and knows
//! whether the level differs from the last save. The UI never writes to the level directly.

use formats::level::{Bounds, Layout, Point, ProfileId};
use formats::{Block, Chunk, LayerSwitcher, Level, ObjectPlacement, SolidTile};

/// The level's scalar properties, edited as one unit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Properties {
    pub name: String,
    pub profile: ProfileId,
    pub player_start: Point,
    pub bounds: Bounds,
    pub water_height: Option<i32>,
}

impl Properties {
    pub fn of(level: &Level) -> Self {
        Properties {
            name: level.name.clone(),
            profile: level.profile,
            player_start: level.player_start,
            bounds: level.bounds,
            water_height: level.water_height,
        }
    }
}

/// One change. Applying it yields the edit that undoes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edit {
    SetTile {
        index: usize,
        tile: SolidTile,
    },
    InsertTile {
        index: usize,
        tile: SolidTile,
    },
    RemoveTile {
        index: usize,
    },
    SetBlock {
        chunk: usize,
        block: usize,
        value: Block,
    },
    SetChunk {
        index: usize,
        chunk: Chunk,
    },
    InsertChunk {
        index: usize,
        chunk: Chunk,
    },
    RemoveChunk {
        index: usize,
    },
    SetCell {
        col: usize,
        row: usize,
        chunk: Option<u16>,
    },
    SetLayout {
        layout: Layout,
    },
    SetSwitcher {
        index: usize,
        switcher: LayerSwitcher,
    },
    InsertSwitcher {
        index: usize,
        switcher: LayerSwitcher,
    },
    RemoveSwitcher {
        index: usize,
    },
    SetObject {
        index: usize,
        object: ObjectPlacement,
    },
    InsertObject {
        index: usize,
        object: ObjectPlacement,
    },
    RemoveObject {
        index: usize,
    },
    SetProperties(Box<Properties>),
    /// Several edits as one step (applied in order, undone in reverse).
    Group(Vec<Edit>),
}

/// What an edit changed, so caches (chunk meshes, thumbnails, a running play-test's terrain) refresh only
/// that. `structure` means counts or sizes changed: rebuild everything.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Touched {
    pub tiles: Vec<usize>,
    pub chunks: Vec<usize>,
    pub cells: Vec<(usize, usize)>,
    pub structure: bool,
    pub switchers: bool,
    pub objects: bool,
    pub properties: bool,
}

impl Touched {
    fn merge(&mut self, other: Touched) {
        self.tiles.extend(other.tiles);
        self.chunks.extend(other.chunks);
        self.cells.extend(other.cells);
        self.structure |= other.structure;
        self.switchers |= other.switchers;
        self.objects |= other.objects;
        self.properties |= other.properties;
    }
    pub fn is_empty(&self) -> bool {
        *self == Touched::default()
    }
}

/// Why an edit was refused. The level is unchanged when this is returned.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EditError {
    #[error("{what} {index} does not exist (there are {len})")]
    OutOfRange { what: &'static str, index: usize, len: usize },
    #[error("the level already has the most {what} allowed ({max})")]
    Full { what: &'static str, max: usize },
    #[error("layout cell ({col}, {row}) is outside the {width} x {height} layout")]
    OutsideLayout { col: usize, row: usize, width: usize, height: usize },
}

fn check(what: &'static str, index: usize, len: usize) -> Result<(), EditError> {
    if index < len { Ok(()) } else { Err(EditError::OutOfRange { what, index, len }) }
}

fn check_room(what: &'static str, len: usize, max: usize) -> Result<(), EditError> {
    if len < max { Ok(()) } else { Err(EditError::Full { what, max }) }
}

impl Edit {
    /// Applies the edit and returns (its inverse, what it touched). On error nothing changed.
    pub fn apply(self, level: &mut Level) -> Result<(Edit, Touched), EditError> {
        use formats::validate::limits;
        let mut touched = Touched::default();
        let inverse = match self {
            Edit::SetTile { index, tile } => {
                check("tile", index, level.tiles.len())?;
                let old = std::mem::replace(&mut level.tiles[index], tile);
                touched.tiles.push(index);
                Edit::SetTile { index, tile: old }
            }
            Edit::InsertTile { index, tile } => {
                check("tile", index, level.tiles.len() + 1)?;
                check_room("tiles", level.tiles.len(), limits::MAX_TILES)?;
                level.tiles.insert(index, tile);
                touched.structure = true;
                Edit::RemoveTile { index }
            }
            Edit::RemoveTile { index } => {
                check("tile", index, level.tiles.len())?;
                let tile = level.tiles.remove(index);
                touched.structure = true;
                Edit::InsertTile { index, tile }
            }
            Edit::SetBlock { chunk, block, value } => {
                check("chunk", chunk, level.chunks.len())?;
                let blocks = &mut level.chunks[chunk].blocks;
                check("block", block, blocks.len())?;
                let old = std::mem::replace(&mut blocks[block], value);
                touched.chunks.push(chunk);
                Edit::SetBlock { chunk, block, value: old }
            }
            Edit::SetChunk { index, chunk } => {
                check("chunk", index, level.chunks.len())?;
                let old = std::mem::replace(&mut level.chunks[index], chunk);
                touched.chunks.push(index);
                Edit::SetChunk { index, chunk: old }
            }
            Edit::InsertChunk { index, chunk } => {
                check("chunk", index, level.chunks.len() + 1)?;
                check_room("chunks", level.chunks.len(), limits::MAX_CHUNKS)?;
                level.chunks.insert(index, chunk);
                touched.structure = true;
                Edit::RemoveChunk { index }
            }
            Edit::RemoveChunk { index } => {
                check("chunk", index, level.chunks.len())?;
                let chunk = level.chunks.remove(index);
                touched.structure = true;
                Edit::InsertChunk { index, chunk }
            }
            Edit::SetCell { col, row, chunk } => {
                let (width, height) = (level.layout.width(), level.layout.height());
                if col >= width || row >= height {
                    return Err(EditError::OutsideLayout { col, row, width, height });
                }
                let old = level.layout.get(col, row);
                level.layout.set(col, row, chunk);
                touched.cells.push((col, row));
                Edit::SetCell { col, row, chunk: old }
            }
            Edit::SetLayout { layout } => {
                let old = std::mem::replace(&mut level.layout, layout);
                touched.structure = true;
                Edit::SetLayout { layout: old }
            }
            Edit::SetSwitcher { index, switcher } => {
                check("switcher", index, level.switchers.len())?;
                let old = std::mem::replace(&mut level.switchers[index], switcher);
                touched.switchers = true;
                Edit::SetSwitcher { index, switcher: old }
            }
            Edit::InsertSwitcher { index, switcher } => {
                check("switcher", index, level.switchers.len() + 1)?;
                check_room("switchers", level.switchers.len(), limits::MAX_SWITCHERS)?;
                level.switchers.insert(index, switcher);
                touched.switchers = true;
                Edit::RemoveSwitcher { index }
            }
            Edit::RemoveSwitcher { index } => {
                check("switcher", index, level.switchers.len())?;
                let switcher = level.switchers.remove(index);
                touched.switchers = true;
                Edit::InsertSwitcher { index, switcher }
            }
            Edit::SetObject { index, object } => {
                check("object", index, level.objects.len())?;
                let old = std::mem::replace(&mut level.objects[index], object);
                touched.objects = true;
                Edit::SetObject { index, object: old }
            }
            Edit::InsertObject { index, object } => {
                check("object", index, level.objects.len() + 1)?;
                check_room("objects", level.objects.len(), limits::MAX_OBJECTS)?;
                level.objects.insert(index, object);
                touched.objects = true;
                Edit::RemoveObject { index }
            }
            Edit::RemoveObject { index } => {
                check("object", index, level.objects.len())?;
                let object = level.objects.remove(index);
                touched.objects = true;
                Edit::InsertObject { index, object }
            }
            Edit::SetProperties(props) => {
                let old = Properties::of(level);
                let Properties { name, profile, player_start, bounds, water_height } = *props;
                level.name = name;
                level.profile = profile;
                level.player_start = player_start;
                level.bounds = bounds;
                level.water_height = water_height;
                touched.properties = true;
                Edit::SetProperties(Box::new(old))
            }
            Edit::Group(edits) => {
                let mut inverses = Vec::with_capacity(edits.len());
                for edit in edits {
                    match edit.apply(level) {
                        Ok((inverse, t)) => {
                            inverses.push(inverse);
                            touched.merge(t);
                        }
                        Err(e) => {
                            // Roll back what this group already did, so a refused group changes nothing.
                            for inverse in inverses.into_iter().rev() {
                                let _ = inverse.apply(level);
                            }
                            return Err(e);
                        }
                    }
                }
                inverses.reverse();
                Edit::Group(inverses)
            }
        };
        Ok((inverse, touched))
    }
}

/// One undoable step: a label for the menu ("Undo Paint height") and the edit that reverts it.
#[derive(Clone, Debug)]
struct Step {
    label: String,
    revert: Edit,
    /// Steps with the same key (one mouse drag) merge into one.
    merge_key: Option<u64>,
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
        merge_key: Option<u64>,
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
            h.apply_merging(&mut l, "Paint chunks", Some(7), Edit::SetCell { col, row: 0, chunk: Some(0) }).unwrap();
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
