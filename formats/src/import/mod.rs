//! Importers for level data from the original games' disassemblies.
//!
//! Every importer is reached the same way: an [`Importer`] (today one, [`SONLVL`]) opens a project file as a
//! [`Source`], which lists the project's levels (with the files each lacks) and imports one as a
//! [`crate::Level`]. The CLI (`spg-studio import sonlvl`) and the editor's import dialog call only this. A new
//! game of an existing project format is a variant inside that importer (for SonLVL projects: a [`sonlvl`]
//! game, its module docs say how to add one); a new project format is a module with an `open` function and
//! one more [`Importer`] constant.
//!
//! - [`sonlvl`]: reads a SonLVL project (`SonLVL.ini`) and builds a level from one of its levels, for each
//!   game it knows (Sonic 1, Sonic 2).
//! - [`s1`], [`s2`]: the games' binary formats (chunks, layouts, collision, object and ring layouts, level
//!   sizes) as pure functions on bytes.
//! - [`kosinski`]: the Kosinski decompressor (and a simple compressor) the Mega Drive games use.
//! - [`nemesis`], [`enigma`], [`palette`]: the art formats (Nemesis-compressed patterns, Enigma-compressed
//!   block mappings, Mega Drive palettes), for drawing levels and objects as the games do.

mod bit_writer;
pub mod enigma;
pub mod kosinski;
pub mod nemesis;
pub mod palette;
pub mod s1;
pub mod s1_credits;
pub mod s2;
pub mod s3k;
pub mod skc;
pub mod sonlvl;

use crate::Level;
use std::path::{Path, PathBuf};

/// A kind of project levels are imported from: a name and how to open one.
#[derive(Clone, Copy)]
pub struct Importer {
    /// The name the CLI gives it: `spg-studio import sonlvl`.
    pub name: &'static str,
    open: fn(&Path) -> Result<Box<dyn Source>, ImportError>,
}

impl Importer {
    /// Reads a project file.
    pub fn open(&self, path: &Path) -> Result<Box<dyn Source>, ImportError> {
        (self.open)(path)
    }

    /// The levels of a project, in the project's order.
    pub fn list_levels(&self, path: &Path) -> Result<Vec<LevelEntry>, ImportError> {
        Ok(self.open(path)?.levels())
    }

    /// Lists a project's levels with the files each lacks (what `--list` prints and the import dialog marks).
    pub fn list_levels_with_files(&self, path: &Path) -> Result<Vec<LevelStatus>, ImportError> {
        Ok(self.open(path)?.levels_with_files())
    }

    /// Imports one level of a project.
    pub fn import(&self, path: &Path, level: &str) -> Result<Level, ImportError> {
        self.open(path)?.import(level)
    }

    /// Imports one level of a project showing the alternative layout `option` names ([`Source::import_option`]).
    pub fn import_option(&self, path: &Path, level: &str, option: Option<&str>) -> Result<Level, ImportError> {
        self.open(path)?.import_option(level, option)
    }
}

impl std::fmt::Debug for Importer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Importer").field("name", &self.name).finish_non_exhaustive()
    }
}

/// SonLVL projects (`SonLVL.ini`, shipped with the sonicretro disassemblies): see [`sonlvl`].
pub const SONLVL: Importer = Importer { name: "sonlvl", open: sonlvl::open };

/// A project opened by an [`Importer`]: what the CLI and the import dialog ask of it.
pub trait Source: Send + Sync {
    /// The project file.
    fn path(&self) -> &Path;
    /// The levels, in the project's order.
    fn levels(&self) -> Vec<LevelEntry>;
    /// Every level with the files it lacks (what `--list` prints).
    fn levels_with_files(&self) -> Vec<LevelStatus>;
    /// The files `level` is read from that the project names (whether or not they exist), in the order they
    /// are read: a level written out must replace none of them.
    fn input_files(&self, level: &str) -> Vec<InputFile>;
    /// Imports one level; every problem found is reported at once ([`ImportError::Files`]).
    fn import(&self, level: &str) -> Result<Level, ImportError>;
    /// What a user should know about how `level` was read where its data is not what the game reads as it is
    /// (Sonic 1's Ending layout, shorter than its header: see [`s1::short_layout`]). One sentence each.
    fn notes(&self, _level: &str) -> Vec<String> {
        Vec::new()
    }
    /// The alternative layouts `level` can be shown with (SonLVL's `layoutcopy`: Angel Island 1's "Normal" and
    /// "Tree Ride"), the one stored first; empty when it has none.
    fn layout_options(&self, _level: &str) -> Vec<String> {
        Vec::new()
    }
    /// Imports one level showing the alternative layout `option` names (one of [`Source::layout_options`];
    /// `None`: as stored).
    fn import_option(&self, level: &str, option: Option<&str>) -> Result<Level, ImportError> {
        match option {
            None => self.import(level),
            Some(option) => Err(ImportError::NoSuchLayoutOption {
                section: level.to_string(),
                option: option.to_string(),
                available: Vec::new(),
            }),
        }
    }
}

/// A level a project offers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelEntry {
    /// The level's name in the project (a SonLVL section name, exactly as written between the brackets): pass
    /// it to [`Source::import`].
    pub section: String,
    /// The name the project shows (SonLVL's `displayname` key) if it has one, else the section name.
    pub display_name: String,
}

/// A level of a project and which of its files are missing (see [`Source::levels_with_files`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelStatus {
    pub level: LevelEntry,
    /// The keys of the files that are required but not named, named unusably, or named but not there as a
    /// regular file (optional ones included), in the order the files are read. Empty when everything is
    /// there.
    pub missing: Vec<&'static str>,
    /// Why each of `missing` is missing, in the same order: "no entry", why the entry is unusable, or "PATH not
    /// found" (the file as the project names it: no file matches it even ignoring case, as SonLVL on Windows
    /// would look it up).
    pub details: Vec<String>,
    /// The alternative layouts the level can be shown with, the stored one first ([`Source::layout_options`]).
    pub layout_options: Vec<String>,
}

/// One file a level is read from: the key naming it in the project (`chunks`, `colind1`, …) and its path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputFile {
    pub key: &'static str,
    pub path: PathBuf,
}

/// One problem with one input file: which file, which INI key named it, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileProblem {
    /// The INI key that names the file (`chunks`, `layout`, `colind1`, …).
    pub key: String,
    /// The file (for a missing or malformed INI entry: the INI itself).
    pub path: PathBuf,
    pub message: String,
}

impl std::fmt::Display for FileProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({}): {}", self.path.display(), self.key, self.message)
    }
}

/// Why a level could not be imported. Every file problem found is reported at once, never just the first.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    /// The project file itself is unreadable, not an INI, or describes a game this importer does not read.
    #[error("{}: {message}", path.display())]
    Project { path: PathBuf, message: String },
    #[error(
        "{}: no level [{}]; the levels are: {}",
        ini.display(),
        crate::read::excerpt(section),
        some_of(available)
    )]
    NoSuchLevel { ini: PathBuf, section: String, available: Vec<String> },
    /// Files named by the level are missing or malformed, or what they hold does not form a valid level
    /// (`validate::validate`); one entry per problem, each naming its file and INI key.
    #[error(
        "cannot import [{section}]: {} problem(s):\n{}",
        problems.len(),
        problems.iter().map(|p| format!("  {p}")).collect::<Vec<_>>().join("\n")
    )]
    Files { section: String, problems: Vec<FileProblem> },
    /// The alternative layout asked for is not one the level offers (SonLVL's `layoutcopy`).
    #[error(
        "[{}] has no layout option '{}'; {}",
        crate::read::excerpt(section),
        crate::read::excerpt(option),
        if available.is_empty() { "it has no alternative layout (no layoutcopy=)".to_string() }
        else { format!("its options are: {}", available.iter().map(|o| crate::read::printable(o)).collect::<Vec<_>>().join(", ")) }
    )]
    NoSuchLayoutOption { section: String, option: String, available: Vec<String> },
}

/// The first few names of a list, and how many more there are: a project may have thousands of levels.
fn some_of(names: &[String]) -> String {
    const SHOWN: usize = 30;
    let mut text = names.iter().take(SHOWN).map(|n| crate::read::printable(n)).collect::<Vec<_>>().join(", ");
    if names.len() > SHOWN {
        text.push_str(&format!(" and {} more", names.len() - SHOWN));
    }
    text
}

/// Largest input file read by an importer (see [`crate::limits::MAX_IMPORT_FILE_BYTES`]).
pub const MAX_INPUT_BYTES: u64 = crate::limits::MAX_IMPORT_FILE_BYTES;

/// Reads a whole file of at most `cap` bytes through the bounded reader; the message says plainly what went
/// wrong ("file not found", "larger than 1048576 bytes, the limit for imported files", …).
pub(crate) fn read_limited(path: &Path, cap: u64, what: &str) -> Result<Vec<u8>, String> {
    crate::read::read_bounded(path, cap, what).map_err(|e| match e.io_kind() {
        Some(std::io::ErrorKind::NotFound) => "file not found".to_string(),
        _ => e.to_string(),
    })
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use sonlvl::test_project::{SECTION, write};

    #[test]
    fn the_sonlvl_importer_lists_and_imports_through_the_seam() {
        let dir = tempfile::tempdir().unwrap();
        let ini = write(dir.path());
        let project = SONLVL.open(&ini).unwrap();
        assert_eq!(project.path(), ini);
        let names: Vec<String> = project.levels().into_iter().map(|l| l.section).collect();
        assert_eq!(names, [SECTION, "Other Zone"]);
        assert_eq!(SONLVL.list_levels(&ini).unwrap(), project.levels());
        let missing: Vec<Vec<&str>> = project.levels_with_files().into_iter().map(|s| s.missing).collect();
        assert_eq!(missing, [vec![], vec!["colind1", "chunks", "layout", "startpos"]]);
        let inputs: Vec<&str> = project.input_files(SECTION).iter().map(|f| f.key).collect();
        assert_eq!(
            inputs,
            ["colarr1", "colarr2", "angles", "colind1", "chunks", "layout", "startpos", "objects", "rings"]
        );
        assert_eq!(project.input_files(SECTION)[6].path, dir.path().join("start.bin"));
        // The same level as the SonLVL module's own entry point gives.
        let level = project.import(SECTION).unwrap();
        assert_eq!(level, sonlvl::import(&ini, SECTION).unwrap());
        assert_eq!(SONLVL.import(&ini, SECTION).unwrap(), level);
        assert_eq!((level.chunks.len(), level.objects.len()), (2, 4));
        assert!(matches!(project.import("Other Zone"), Err(ImportError::Files { .. })));
    }

    #[test]
    fn opening_reports_the_project_file() {
        let dir = tempfile::tempdir().unwrap();
        let absent = dir.path().join("absent.ini");
        let e = SONLVL.open(&absent).err().map(|e| e.to_string());
        assert_eq!(e, Some(format!("{}: file not found", absent.display())));
        assert_eq!(SONLVL.name, "sonlvl");
    }
}
