//! The special stage being edited: the stage, where it came from, its undo history and whether it has unsaved
//! changes. It opens from the RON form (`SpecialStage::to_ron`), from a disassembly's stage files
//! (`sslayout/N.eni` with `startpos/ssN.bin`, s1disasm `SS_Load`) or from a disassembly folder by stage
//! number, and saves as RON, atomically (`formats::atomic`).

use super::edit::{SsEdit, SsEditError};
use super::history::SsHistory;
use crate::history::MergeKey;
use formats::special_stage::{self as ss, CURRENT_VERSION, LAYOUT_BYTES, SIZE, SpecialStage, SsStart, StageId};
use std::path::{Path, PathBuf};

/// Special-stage RON files are small (64 rows of 64 ids: about 13 KB); anything larger is refused.
const MAX_FILE_BYTES: u64 = 1 << 20;

/// Where the open stage came from (and where Save writes, when it is a RON file).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SsSource {
    /// A new stage, never saved.
    New,
    /// A RON file: Save writes here.
    Ron(PathBuf),
    /// A disassembly's stage (read only: Save asks for a RON file).
    Disassembly { layout: PathBuf, stage: Option<StageId> },
}

/// The open special stage.
#[derive(Clone, Debug)]
pub struct SsDocument {
    stage: SpecialStage,
    source: SsSource,
    history: SsHistory,
    /// Counts every change of the stage (edits, undo, redo): the play-test compares it.
    revision: u64,
}

impl SsDocument {
    /// A document for a stage read from `source` (nothing unsaved).
    pub fn new(stage: SpecialStage, source: SsSource) -> Self {
        SsDocument { stage, source, history: SsHistory::default(), revision: 0 }
    }

    /// File → New special stage: an empty 64×64 layout with a 16×16 room of walls in its middle, a ring, a
    /// GOAL block and the player standing in it.
    pub fn untitled() -> Self {
        let mut layout = vec![0u8; LAYOUT_BYTES];
        let (first, last) = (24, 39);
        for i in first..=last {
            for (r, c) in [(first, i), (last, i), (i, first), (i, last)] {
                layout[r * SIZE + c] = 0x01;
            }
        }
        layout[34 * SIZE + 28] = 0x3A;
        layout[(last - 1) * SIZE + 35] = 0x27;
        let start = start_at_cell(37, 31);
        SsDocument::new(SpecialStage { version: CURRENT_VERSION, start, layout }, SsSource::New)
    }

    /// Opens a special stage file: a RON special stage, or a layout `.eni` whose start position is
    /// `../startpos/ssN.bin` (the disassembly's folders; N from the layout's name).
    pub fn open(path: &Path) -> Result<SsDocument, String> {
        let is_eni = path.extension().is_some_and(|e| e.eq_ignore_ascii_case("eni"));
        if is_eni {
            let stage = read_stage_files(path)?;
            return Ok(SsDocument::new(stage, SsSource::Disassembly { layout: path.to_path_buf(), stage: None }));
        }
        let text = formats::read::read_text_bounded(path, MAX_FILE_BYTES, "special stage files")
            .map_err(|e| format!("{}: {e}", path.display()))?;
        let stage = SpecialStage::from_ron(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        Ok(SsDocument::new(stage, SsSource::Ron(path.to_path_buf())))
    }

    /// Opens stage `id` of a disassembly folder (s1disasm: `sslayout/`, `startpos/`).
    pub fn open_disassembly(dir: &Path, id: StageId) -> Result<SsDocument, String> {
        let stage = ss::read_from_disassembly(dir, id).map_err(|e| e.to_string())?;
        Ok(SsDocument::new(stage, SsSource::Disassembly { layout: dir.join(id.layout_path()), stage: Some(id) }))
    }

    pub fn stage(&self) -> &SpecialStage {
        &self.stage
    }

    pub fn source(&self) -> &SsSource {
        &self.source
    }

    /// The RON file Save writes to, if there is one.
    pub fn path(&self) -> Option<&Path> {
        match &self.source {
            SsSource::Ron(path) => Some(path),
            _ => None,
        }
    }

    pub fn history(&self) -> &SsHistory {
        &self.history
    }

    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Unsaved changes (a stage read from a disassembly counts as saved until edited).
    pub fn is_dirty(&self) -> bool {
        self.history.is_dirty()
    }

    /// Applies an edit as an undo step (merged with the previous one of the same drag).
    pub fn apply(&mut self, label: &str, merge_key: Option<MergeKey>, edit: &SsEdit) -> Result<(), SsEditError> {
        self.history.apply(&mut self.stage, label, merge_key, edit)?;
        self.revision += 1;
        Ok(())
    }

    pub fn undo(&mut self) -> bool {
        let done = self.history.undo(&mut self.stage);
        self.revision += u64::from(done);
        done
    }

    pub fn redo(&mut self) -> bool {
        let done = self.history.redo(&mut self.stage);
        self.revision += u64::from(done);
        done
    }

    /// Saves as RON to `path` (atomically, keeping a `.bak`); from then on Save writes there.
    pub fn save_as(&mut self, path: &Path) -> Result<(), String> {
        formats::atomic::write(path, self.stage.to_ron().as_bytes(), formats::atomic::Backup::Keep)
            .map_err(|e| format!("{}: {e}", path.display()))?;
        self.source = SsSource::Ron(path.to_path_buf());
        self.history.mark_saved();
        Ok(())
    }

    /// The name shown in the title and proposed by Save As: the file's name, the disassembly stage's
    /// (`special_stage_1.ron`), or `special_stage.ron`.
    pub fn file_name(&self) -> String {
        match &self.source {
            SsSource::Ron(path) => path.file_name().map(|n| n.to_string_lossy().into_owned()),
            SsSource::Disassembly { layout, stage } => match stage {
                Some(id) => Some(format!("special_stage_{}{}.ron", id.stage, if id.jp1 { "_jp1" } else { "" })),
                None => layout.file_stem().map(|n| format!("special_stage_{}.ron", n.to_string_lossy())),
            },
            SsSource::New => None,
        }
        .unwrap_or_else(|| "special_stage.ron".to_string())
    }

    /// The window title: "name* — Special stage — SPG Studio" (`*` when unsaved).
    pub fn window_title(&self) -> String {
        let name = match &self.source {
            SsSource::New => "Untitled".to_string(),
            SsSource::Disassembly { layout, .. } => layout.display().to_string(),
            SsSource::Ron(path) => path.display().to_string(),
        };
        let dirty = if self.is_dirty() { "*" } else { "" };
        format!("{name}{dirty} — Special stage — SPG Studio")
    }
}

/// The start position (`obX`, `obY`) that puts the player's 24×24 box on a layout cell: the player's box is
/// centred on pixel (x + 0x20, y + 0x50) of the 128×128 buffer (`Obj09_ChkItems`, `sub_1BCE8`), and the
/// layout starts at buffer pixel 0x20 × 24.
pub const fn start_at_cell(row: u16, column: u16) -> SsStart {
    let origin = ss::BUFFER_ORIGIN as u16 * ss::BLOCK_PIXELS;
    SsStart { x: origin + column * 24 + 12 - 0x20, y: origin + row * 24 + 12 - 0x50 }
}

/// The player's centre in layout pixels (0..1536 across the 64×64 blocks) for an `obX`/`obY` pixel pair.
pub fn player_centre(x: u16, y: u16) -> (i32, i32) {
    let origin = i32::from(ss::BUFFER_ORIGIN as u16 * ss::BLOCK_PIXELS);
    (i32::from(x) + 0x20 - origin, i32::from(y) + 0x50 - origin)
}

/// The inverse of [`player_centre`], clamped to the 16-bit pixels the game keeps.
pub fn start_from_centre(cx: i32, cy: i32) -> SsStart {
    let origin = i32::from(ss::BUFFER_ORIGIN as u16 * ss::BLOCK_PIXELS);
    let clamp = |v: i32| v.clamp(0, i32::from(u16::MAX)) as u16;
    SsStart { x: clamp(cx - 0x20 + origin), y: clamp(cy - 0x50 + origin) }
}

/// Reads a layout `.eni` and the start position beside it: `sslayout/N.eni` or `sslayout/N (JP1).eni` takes
/// `startpos/ssN.bin` from the folder beside `sslayout`.
fn read_stage_files(layout: &Path) -> Result<SpecialStage, String> {
    let read = |path: &Path| {
        formats::read::read_bounded(path, 0x10000, "special stage files")
            .map_err(|e| format!("{}: {e}", path.display()))
    };
    let stem = layout.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let number: String = stem.chars().take_while(char::is_ascii_digit).collect();
    if number.is_empty() {
        return Err(format!(
            "{}: cannot tell which stage this layout is (its name should start with the stage number, as \
             sslayout/1.eni does), so its start position file startpos/ssN.bin is unknown",
            layout.display()
        ));
    }
    let folder = layout.parent().and_then(Path::parent).unwrap_or(Path::new("."));
    let start = folder.join("startpos").join(format!("ss{number}.bin"));
    let eni = read(layout)?;
    let start_bytes = read(&start)?;
    SpecialStage::from_files(&eni, &start_bytes).map_err(|e| format!("{}: {e}", layout.display()))
}

/// Whether a file is a special stage rather than a level: a `.eni` layout, or a `.ron` whose top-level fields
/// (in its first 4 KB) include `start` and neither `name` nor `chunk_size`, which every level file has.
pub fn is_special_stage_file(path: &Path) -> bool {
    let ext = path.extension().map(|e| e.to_string_lossy().to_ascii_lowercase());
    match ext.as_deref() {
        Some("eni") => true,
        Some("ron") => {
            let Ok(mut file) = std::fs::File::open(path) else { return false };
            let mut head = vec![0u8; 4096];
            let n = std::io::Read::read(&mut file, &mut head).unwrap_or(0);
            let text = String::from_utf8_lossy(&head[..n]);
            has_field(&text, "start") && !has_field(&text, "name") && !has_field(&text, "chunk_size")
        }
        _ => false,
    }
}

/// Whether `text` has `field:` as a whole word (`player_start:` is not `start:`).
fn has_field(text: &str, field: &str) -> bool {
    text.match_indices(field).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let word_start = before.is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
        word_start && text[i + field.len()..].trim_start().starts_with(':')
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_positions_and_cells_agree_with_the_engine() {
        // Stage 1's start (startpos/ss1.bin: 0x3D0, 0x2E0): the item cell (Obj09_ChkItems) is layout (2, 10).
        let (cx, cy) = player_centre(0x3D0, 0x2E0);
        assert_eq!((cx / 24, cy / 24), (10, 2));
        let engine_cell = engine::special_stage::Grid::item_cell(0x3D0, 0x2E0);
        assert_eq!(engine_cell, engine::special_stage::Grid::cell_of(2, 10));
        assert_eq!(start_from_centre(cx, cy), SsStart { x: 0x3D0, y: 0x2E0 });
        let s = start_at_cell(37, 31);
        assert_eq!(engine::special_stage::Grid::item_cell(s.x, s.y), engine::special_stage::Grid::cell_of(37, 31));
    }

    #[test]
    fn a_disassembly_layout_file_opens_with_its_start_position() {
        let Some(shared) = formats::reference::shared_dir() else { return };
        let dir = shared.join("reference/s1disasm-full");
        for id in StageId::ALL {
            let by_file = SsDocument::open(&dir.join(id.layout_path())).expect("the layout file opens");
            let by_number = SsDocument::open_disassembly(&dir, id).expect("the stage opens");
            assert_eq!(by_file.stage(), by_number.stage(), "{id:?}");
            assert!(by_file.path().is_none(), "Save asks for a RON file");
        }
        let stage_5 = SsDocument::open_disassembly(&dir, StageId { stage: 5, jp1: true }).unwrap();
        assert_eq!(stage_5.file_name(), "special_stage_5_jp1.ron");
        let err = SsDocument::open(&dir.join("sslayout/none.eni")).unwrap_err();
        assert!(err.contains("stage number"), "{err}");
    }

    #[test]
    fn saves_and_reopens_the_same_stage_and_tells_stages_from_levels() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("ss.ron");
        let mut doc = SsDocument::untitled();
        doc.apply("Paint", None, &SsEdit::Paint { row: 1, column: 2, id: 0x25 }).unwrap();
        assert!(doc.is_dirty());
        doc.save_as(&path).unwrap();
        assert!(!doc.is_dirty());
        assert_eq!(doc.path(), Some(path.as_path()));
        let reopened = SsDocument::open(&path).unwrap();
        assert_eq!(reopened.stage(), doc.stage());
        assert!(is_special_stage_file(&path));
        let level = dir.path().join("level.ron");
        let text = formats::ron_file::to_ron_string(&formats::Level::new("start", formats::ChunkSize::Px128, 1, 1));
        std::fs::write(&level, text).unwrap();
        assert!(!is_special_stage_file(&level));
        std::fs::write(&path, "(version: 1, start: (x: 1, y: 2), layout: [\"00\"])").unwrap();
        assert!(is_special_stage_file(&path), "a broken special stage is still one (and reports its error)");
        let err = SsDocument::open(&path).unwrap_err();
        assert!(err.contains("row 0 has 1 ids"), "{err}");
    }
}
