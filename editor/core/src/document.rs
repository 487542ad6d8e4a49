//! The open level: the level itself, where it lives on disk, its undo history, whether it has unsaved
//! changes, and a change log. The level changes only through [`Document::apply`] (an [`Edit`]), so undo and
//! redo cover every edit; the rest of the app reads the level and asks the document to change, replace or
//! save it. Caches ask [`Document::changes_since`] what to rebuild.

use crate::edit::{Edit, EditError, Touched};
use crate::history::{History, MergeKey};
use formats::Level;
use formats::ron_file::{LoadError, SaveError};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// SPG Studio's sample level, built into the binary so `spg-studio` with no argument works from any folder: the
/// showcase (`crate::samples::showcase`), every feature of the engine within a minute of play.
pub const SAMPLE_LEVEL_RON: &str = include_str!("../../../sample_levels/showcase.ron");
/// The file name the sample proposes when first saved.
pub const SAMPLE_FILE_NAME: &str = "showcase.ron";
/// "Proving Grounds", the SPG's worked examples as terrain (flat ground at y 640, the wall, the ledge): the
/// level the physics tests measure on.
pub const PROVING_GROUNDS_RON: &str = include_str!("../../../sample_levels/proving_grounds.ron");

/// Every document state gets a number no other state has had, so caches (tile atlas, chunk meshes) can tell
/// that what they drew is stale without comparing levels.
static NEXT_REVISION: AtomicU64 = AtomicU64::new(1);

fn next_revision() -> u64 {
    NEXT_REVISION.fetch_add(1, Ordering::Relaxed)
}

/// How many changes the log keeps; a cache further behind than this rebuilds everything.
pub const CHANGE_LOG_LENGTH: usize = 256;

/// What changed between two revisions of a document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Changes {
    /// Nothing: the revision is the current one.
    None,
    /// Exactly these (accumulated over every change since the revision).
    Some(Touched),
    /// Unknown or everything: the revision is from another document, or older than the log.
    All,
}

impl Changes {
    /// True when caches must rebuild everything: unknown history, or counts and sizes changed.
    pub fn is_structural(&self) -> bool {
        match self {
            Changes::None => false,
            Changes::Some(t) => t.structure,
            Changes::All => true,
        }
    }
}

/// The open level.
#[derive(Debug)]
pub struct Document {
    level: Level,
    path: Option<PathBuf>,
    history: History,
    revision: u64,
    /// The oldest revision whose later changes are all in `log`: the document's first revision, until the log
    /// overflows.
    log_start: u64,
    /// The newest changes, oldest first: the revision each produced and what it touched.
    log: std::collections::VecDeque<(u64, Touched)>,
    /// The built-in sample, not yet saved anywhere.
    is_sample: bool,
    /// Exists only in memory (restored from an autosave, imported): unsaved until saved, whatever the history.
    unsaved: bool,
    /// The SonLVL project level it was opened from and saves into (project mode), when it has no level file.
    project_level: Option<ProjectLevel>,
}

/// A level of a SonLVL project the document lives in (project mode): Save writes it back into the project's own
/// files through the exporter (`formats::export::sonlvl`) instead of into a `.ron` file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProjectLevel {
    /// The project file (`SonLVL.ini`).
    pub ini: PathBuf,
    /// The level's section in it.
    pub section: String,
}

impl Document {
    /// A document for a level; `path` is where it was loaded from (None: not saved yet).
    pub fn new(level: Level, path: Option<PathBuf>) -> Self {
        let revision = next_revision();
        Document {
            level,
            path,
            history: History::default(),
            revision,
            log_start: revision,
            log: std::collections::VecDeque::new(),
            is_sample: false,
            unsaved: false,
            project_level: None,
        }
    }

    /// A level just read from a SonLVL project (project mode): it holds what the project's files hold, so it
    /// has no unsaved changes; Save writes it back into `section` of `ini`.
    pub fn from_project(level: Level, ini: PathBuf, section: String) -> Self {
        Document { project_level: Some(ProjectLevel { ini, section }), ..Document::new(level, None) }
    }

    /// The project level the document saves into, when it is one (and has no level file of its own).
    pub fn project_level(&self) -> Option<&ProjectLevel> {
        self.project_level.as_ref()
    }

    /// "SonLVL.ini [Emerald Hill Zone Act 1]" for a project level: the title bar's and the messages' name.
    pub fn project_label(&self) -> Option<String> {
        let ProjectLevel { ini, section } = self.project_level.as_ref()?;
        let name = ini.file_name().map_or_else(|| ini.display().to_string(), |n| n.to_string_lossy().into());
        Some(format!("{name} [{}]", formats::read::printable(section)))
    }

    /// The level was written into its project as it is at `revision` (the exporter's write succeeded): it has no
    /// unsaved changes, unless it changed since.
    pub fn saved_into_project(&mut self, revision: u64) {
        if self.project_level.is_some() && revision == self.revision {
            self.history.mark_saved();
            self.unsaved = false;
        }
    }

    /// A level that is not in any file yet (imported, or restored from an autosave of `path`): it counts as
    /// unsaved, so closing or replacing it asks first.
    pub fn new_unsaved(level: Level, path: Option<PathBuf>) -> Self {
        Document { unsaved: true, ..Document::new(level, path) }
    }

    /// A restored level of a SonLVL project: unsaved (dirty until saved) and saving into its project.
    pub fn new_unsaved_in_project(level: Level, ini: PathBuf, section: String) -> Self {
        Document { unsaved: true, ..Document::from_project(level, ini, section) }
    }

    /// The built-in sample level (no path: Save asks where to put it).
    pub fn sample() -> Result<Self, LoadError> {
        let mut doc = Document::new(formats::ron_file::from_ron_str(SAMPLE_LEVEL_RON)?, None);
        doc.is_sample = true;
        Ok(doc)
    }

    /// Loads a level file.
    pub fn open(path: &Path) -> Result<Self, LoadError> {
        Ok(Document::new(formats::ron_file::load(path)?, Some(path.to_path_buf())))
    }

    pub fn level(&self) -> &Level {
        &self.level
    }
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }
    /// True when the level differs from the file (undoing back to the saved state clears it).
    pub fn is_dirty(&self) -> bool {
        self.unsaved || self.history.is_dirty()
    }
    pub fn history(&self) -> &History {
        &self.history
    }
    /// What changed since `revision` (a value [`Document::revision`] returned earlier), accumulated over every
    /// change since: what a cache built at that revision must refresh.
    pub fn changes_since(&self, revision: u64) -> Changes {
        if revision == self.revision {
            return Changes::None;
        }
        let known = revision == self.log_start || self.log.iter().any(|(r, _)| *r == revision);
        if !known || revision < self.log_start {
            return Changes::All;
        }
        let mut touched = Touched::default();
        for (_, t) in self.log.iter().filter(|(r, _)| *r > revision) {
            touched.merge(t.clone());
        }
        Changes::Some(touched)
    }
    /// Changes with every edit and every new document.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Applies an edit as one undoable step labelled `label` ("Paint height", "Move object").
    pub fn apply(&mut self, label: &str, edit: Edit) -> Result<&Touched, EditError> {
        self.apply_merging(label, None, edit)
    }

    /// Applies an edit, merging it into the previous step when both carry the same `merge_key` (one mouse
    /// drag: a whole stroke undoes at once).
    pub fn apply_merging(
        &mut self,
        label: &str,
        merge_key: Option<MergeKey>,
        edit: Edit,
    ) -> Result<&Touched, EditError> {
        let touched = self.history.apply_merging(&mut self.level, label, merge_key, edit)?;
        Ok(self.changed(touched))
    }

    /// Undoes the last step; `None` when there is nothing to undo.
    pub fn undo(&mut self) -> Option<&Touched> {
        let touched = self.history.undo(&mut self.level)?;
        Some(self.changed(touched))
    }

    /// Redoes the last undone step.
    pub fn redo(&mut self) -> Option<&Touched> {
        let touched = self.history.redo(&mut self.level)?;
        Some(self.changed(touched))
    }

    fn changed(&mut self, touched: Touched) -> &Touched {
        self.revision = next_revision();
        if self.log.len() == CHANGE_LOG_LENGTH
            && let Some((oldest, _)) = self.log.pop_front()
        {
            self.log_start = oldest;
        }
        self.log.push_back((self.revision, touched));
        &self.log[self.log.len() - 1].1
    }

    /// Saves to `path` (atomically, keeping a `.bak`), which becomes the document's path.
    pub fn save_as(&mut self, path: &Path) -> Result<(), SaveError> {
        formats::ron_file::save(path, &self.level)?;
        self.path = Some(path.to_path_buf());
        self.history.mark_saved();
        self.is_sample = false;
        self.unsaved = false;
        // Save As… a level file: from now on Save writes that file (the project keeps what it last got).
        self.project_level = None;
        Ok(())
    }

    /// The file name shown in the title bar and messages.
    pub fn file_label(&self) -> String {
        match &self.path {
            Some(p) => p.file_name().map_or_else(|| p.display().to_string(), |n| n.to_string_lossy().into_owned()),
            None if self.project_level.is_some() => self.project_label().unwrap_or_default(),
            None if self.is_sample => format!("{SAMPLE_FILE_NAME} (built-in sample)"),
            None => "not saved yet".to_string(),
        }
    }

    /// The file name a Save As dialog proposes: the current file's, the sample's, or one made from the level name.
    pub fn suggested_file_name(&self) -> String {
        if let Some(name) = self.path.as_deref().and_then(Path::file_name) {
            return name.to_string_lossy().into_owned();
        }
        if self.is_sample {
            return SAMPLE_FILE_NAME.to_string();
        }
        let slug: String = self
            .level
            .name
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_lowercase() } else { '_' })
            .collect();
        let slug = slug.trim_matches('_');
        format!("{}.ron", if slug.is_empty() { "level" } else { slug })
    }

    /// The window title: `SPG Studio — Level name — file.ron`, with `*` after the file when there are unsaved changes.
    pub fn window_title(&self) -> String {
        let dirty = if self.is_dirty() { " *" } else { "" };
        format!("SPG Studio — {} — {}{dirty}", self.level.name, self.file_label())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_sample_loads_and_validates() {
        let doc = Document::sample().unwrap();
        assert_eq!(doc.level().name, "Showcase");
        assert!(formats::validate::validate(doc.level()).is_empty());
        assert_eq!(doc.path(), None);
        assert_eq!(doc.suggested_file_name(), "showcase.ron");
        assert_eq!(doc.window_title(), "SPG Studio — Showcase — showcase.ron (built-in sample)");
    }

    #[test]
    fn edits_mark_the_document_dirty_and_saving_clears_it() {
        let dir = tempfile::tempdir().unwrap();
        let mut doc = Document::new(Level::new("Dirty", formats::ChunkSize::Px128, 2, 1), None);
        let before = doc.revision();
        doc.apply("Rename", rename("Edited", doc.level())).unwrap();
        assert!(doc.is_dirty());
        assert_ne!(doc.revision(), before);
        assert_eq!(doc.window_title(), "SPG Studio — Edited — not saved yet *");
        assert_eq!(doc.suggested_file_name(), "edited.ron");
        let path = dir.path().join("edited.ron");
        doc.save_as(&path).unwrap();
        assert!(!doc.is_dirty());
        assert_eq!(doc.window_title(), "SPG Studio — Edited — edited.ron");
        assert_eq!(Document::open(&path).unwrap().level(), doc.level());
        doc.undo().unwrap();
        assert!(doc.is_dirty(), "undoing past the save makes it dirty again");
        assert_eq!(doc.level().name, "Dirty");
        doc.redo().unwrap();
        assert!(!doc.is_dirty());
    }

    fn rename(name: &str, level: &Level) -> Edit {
        let props = crate::edit::Properties { name: name.into(), ..crate::edit::Properties::of(level) };
        Edit::SetProperties(Box::new(props))
    }

    #[test]
    fn the_change_log_accumulates_since_any_revision() {
        let mut doc = Document::new(Level::new("Log", formats::ChunkSize::Px128, 2, 1), None);
        doc.apply("Tile", Edit::InsertTile { index: 1, tile: formats::SolidTile::FULL }).unwrap();
        let after_tile = doc.revision();
        assert_eq!(doc.changes_since(after_tile), Changes::None);
        doc.apply("Cell", Edit::SetCell { col: 1, row: 0, chunk: None }).unwrap();
        doc.apply("Cell", Edit::SetCell { col: 0, row: 0, chunk: None }).unwrap();
        match doc.changes_since(after_tile) {
            Changes::Some(t) => {
                assert_eq!(t.cells, vec![(1, 0), (0, 0)]);
                assert!(t.tiles.is_empty() && !t.structure);
            }
            other => panic!("{other:?}"),
        }
        let other = Document::new(Level::new("Other", formats::ChunkSize::Px128, 2, 1), None);
        assert_eq!(doc.changes_since(other.revision()), Changes::All, "another document's revision");
        assert!(doc.changes_since(0).is_structural());
    }

    #[test]
    fn a_cache_older_than_the_log_rebuilds_everything() {
        let mut doc = Document::new(Level::new("Log", formats::ChunkSize::Px128, 2, 1), None);
        let start = doc.revision();
        doc.apply("Cell", Edit::SetCell { col: 0, row: 0, chunk: None }).unwrap();
        let first = doc.revision();
        for _ in 0..CHANGE_LOG_LENGTH {
            doc.apply("Cell", Edit::SetCell { col: 1, row: 0, chunk: None }).unwrap();
        }
        assert_eq!(doc.changes_since(start), Changes::All);
        assert!(matches!(doc.changes_since(first), Changes::Some(_)), "still in the log");
    }
}
