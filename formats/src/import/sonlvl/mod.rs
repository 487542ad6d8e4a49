//! SonLVL projects: the `SonLVL.ini` that ships with the sonicretro disassemblies names, per level, the
//! files the game loads. [`Project`] reads one (its INI text: `sonlvl/ini.rs`) and builds a [`Level`] from
//! one of its levels; it is the [`super::SONLVL`] importer behind [`super::Source`].
//!
//! A level is imported in the same steps whatever the game; only the decoders differ (the `Game` trait):
//! 1. the section must exist and its `version=` (falling back to the global part) must name a game of
//!    `GAMES`; the SonLVL format keys the project sets (`chunkcmp`, `layoutfmt`, …) must be the ones that
//!    game's decoders read (`Game::formats`);
//! 2. the game's files are read in `Game::files` order, each checked for its size or decompressed as its
//!    [`Storage`] says, every missing or unreadable one reported;
//! 3. the game decodes the chunks and the foreground layout (`Game::terrain`); the start position is decoded
//!    here (`startpos`: the x and y words, as every game stores it); the game decodes the object (and ring)
//!    layouts (`Game::objects`) and any extra key (`Game::water_height`); the collision shapes come from
//!    `colarr1`, `colarr2` and `angles` (height arrays and angle map, laid out alike in every game:
//!    [`s2::solid_tiles`]);
//! 4. the level gets the game's profile and chunk size, its camera limits (`Game::camera_bounds`, else the
//!    whole layout), level events (`Game::events`), the section's `displayname`, and the project as its art
//!    source when the section names `tiles` (art, block mappings and palettes stay in the project:
//!    [`crate::art`]);
//! 5. what [`crate::validate::validate`] refuses is reported against the file its value came from
//!    (`Game::source_of`).
//!
//! Every problem of steps 2 and 3 is collected before giving up, in file order, each naming its file and INI
//! key.
//!
//! The games: `sonlvl/sonic2.rs` (`version=S2`), `sonlvl/sonic1.rs` (`version=S1`) and `sonlvl/sonic3k.rs`
//! (`version=S3K`, whose byte decoders are [`super::s3k`]; and `version=SKC`, the same data in Sonic & Knuckles
//! Collection's byte orders, [`super::skc`]). To add one, write `sonlvl/<game>.rs` with a unit
//! struct implementing `Game` (its file table and its chunk, layout and object decoders; pure byte decoders
//! belong in a sibling of [`super::s1`] and [`super::s2`]), declare the module below and add it to `GAMES`.
//! The level's [`SourceFormat`] (and [`ProfileId`]) need a variant for a game they do not name yet, and a way
//! of storing files this reader lacks is one more [`Storage`] variant (as S3K's `|`-joined files are).
//! Nothing else changes: the CLI, the import dialog, listing and the file checks all go through [`Project`].
//!
//! File names are looked up as written, else ignoring case (`sonlvl/lookup.rs`: SonLVL runs on Windows).

mod ini;
pub mod layout_copy;
pub(crate) mod lookup;
mod sonic1;
mod sonic2;
mod sonic3k;

use super::{FileProblem, ImportError, InputFile, enigma, kosinski, read_limited, s2};
use crate::chunk::{Chunk, ChunkSize};
use crate::level::{ArtSource, Bounds, CURRENT_VERSION, Layout, Level, LevelEvents, LevelSource, Point};
use crate::level::{LayoutBumper, ProfileId, SourceFormat};
use crate::limits::{MAX_IMPORT_FILE_BYTES, MAX_INI_BYTES};
use crate::loops::Loops;
use crate::object::ObjectPlacement;
use crate::switcher::LayerSwitcher;
use ini::{Ini, entry_path, excerpt, labelled_start};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

pub use super::{LevelEntry, LevelStatus};

/// The games whose SonLVL projects are imported, by their `version=` value. Projects that name none of them
/// are refused with the list of these; [`Project::file_keys`] lists a project of unknown version as Sonic 2.
static GAMES: &[&dyn Game] = &[&sonic1::Sonic1, &sonic2::Sonic2, &sonic3k::S3K, &sonic3k::SKC];

/// The levels of a SonLVL project, in file order (a section repeated in the file is listed once).
pub fn list_levels(ini_path: &Path) -> Result<Vec<LevelEntry>, ImportError> {
    Ok(Project::load(ini_path)?.levels())
}

/// Imports one level of a SonLVL project. `section` is the INI section name, e.g. `"Emerald Hill Zone Act 1"`
/// (see [`list_levels`]).
///
/// Every file is checked before giving up, and the error lists each missing or malformed one. A Sonic 2 level
/// has profile S2, 128x128 chunks, the 256 collision shapes as its tile set (tile index = Sonic 2 collision
/// index, tile 0 is the empty shape), one chunk per entry of the chunk table, the 128x16 foreground layout,
/// bounds from s2.asm's `LevelSize` table (see [`s2::camera_limits`]; unknown levels: the layout's size); a
/// Sonic 1 level: see `sonlvl/sonic1.rs`.
pub fn import(ini_path: &Path, section: &str) -> Result<Level, ImportError> {
    Project::load(ini_path)?.import(section)
}

/// The games imported, for a sentence: "Sonic 1 or Sonic 2".
pub fn game_names() -> String {
    join(GAMES.iter().map(|g| g.name()), "or")
}

/// "a", "a and b", "a, b and c".
fn join(items: impl Iterator<Item = impl AsRef<str>>, last: &str) -> String {
    let items: Vec<String> = items.map(|s| s.as_ref().to_string()).collect();
    match items.split_last() {
        Some((tail, head)) if !head.is_empty() => format!("{} {last} {tail}", head.join(", ")),
        Some((tail, _)) => tail.clone(),
        None => String::new(),
    }
}

/// What a level's INI entry for one of its files says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileEntry {
    /// No such key in the section or the global part.
    Absent,
    /// The entry cannot be used (several files, offsets, no name); the message says why.
    Unusable(String),
    /// The file it names, relative paths resolved against the INI's folder (and its case found:
    /// [`lookup::find`]).
    Path(PathBuf),
    /// The files a [`Storage::Present`] key names, joined with `|` (S3K's primary and secondary art).
    Paths(Vec<PathBuf>),
}

/// One file a level is imported from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelFile {
    /// The INI key (`chunks`, `colind1`, …; see [`Project::file_keys`]).
    pub key: &'static str,
    pub required: bool,
    pub entry: FileEntry,
}

/// How a level file is stored: what is checked or undone before a game's decoder sees its bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Storage {
    /// As it is, any size.
    Raw,
    /// As it is, exactly this many bytes (the collision arrays and angle map).
    Exact(usize),
    /// As it is, at least this many bytes (Sonic 3 alone's collision arrays and angle map hold 512 shapes, the
    /// first 256 of them the ones Sonic 3 & Knuckles reads).
    AtLeast(usize),
    /// Kosinski-compressed ([`super::kosinski`]); the decoder gets the decompressed bytes.
    Kosinski,
    /// Enigma-compressed 16x16 block mappings, 4 words a block, at least one ([`super::enigma`]); the decoder
    /// gets the words as big-endian bytes.
    EnigmaBlocks,
    /// One or more Kosinski files joined with `|` (S3K's primary and secondary chunks), decompressed and
    /// concatenated as SonLVL does; the decoder gets the whole.
    KosinskiJoined,
    /// One or more files joined with `|` (S3K's `tiles` and `blocks`: primary and secondary art), each only
    /// checked to be there: the art loader reads them ([`crate::art`]). The decoder gets no bytes.
    Present,
}

/// One file a game's level is read from: its INI key, whether a level needs it, how it is stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FileSpec {
    pub key: &'static str,
    /// A level without an entry for it is refused. An entry that is there is always read.
    pub required: bool,
    pub storage: Storage,
}

impl FileSpec {
    const fn new(key: &'static str, required: bool, storage: Storage) -> Self {
        FileSpec { key, required, storage }
    }
}

/// A parsed SonLVL project file.
pub struct Project {
    path: PathBuf,
    ini: Ini,
}

impl Project {
    /// Reads a project file (at most [`MAX_INI_BYTES`]; bytes that are not UTF-8 are replaced, as SonLVL's
    /// own reader does).
    pub fn load(ini_path: &Path) -> Result<Project, ImportError> {
        let bytes = read_limited(ini_path, MAX_INI_BYTES, "SonLVL project files")
            .map_err(|message| ImportError::Project { path: ini_path.to_path_buf(), message })?;
        Project::parse(ini_path, &String::from_utf8_lossy(&bytes))
    }

    /// Parses a project's text; `ini_path` is where relative file names start from and what errors name.
    /// Linear in the text's length, whatever the number of sections.
    pub fn parse(ini_path: &Path, text: &str) -> Result<Project, ImportError> {
        let ini = Ini::parse(text).map_err(|(line, message)| ImportError::Project {
            path: ini_path.to_path_buf(),
            message: format!("line {line}: {message}"),
        })?;
        Ok(Project { path: ini_path.to_path_buf(), ini })
    }

    /// The levels, in file order (a section repeated in the file is listed once).
    pub fn levels(&self) -> Vec<LevelEntry> {
        self.ini
            .section_names()
            .map(|section| LevelEntry { display_name: display_name(&self.ini, section), section: section.to_string() })
            .collect()
    }

    /// The files a level is imported from, in [`Project::file_keys`] order (the section need not exist: then
    /// only the global entries count).
    pub fn level_files(&self, section: &str) -> Vec<LevelFile> {
        let dir = ini_dir(&self.path);
        self.file_keys(section)
            .iter()
            .map(|&FileSpec { key, required, storage }| {
                let unusable =
                    |value: &str, message: String| FileEntry::Unusable(format!("{key}={}: {message}", excerpt(value)));
                let entry = match self.ini.get(section, key) {
                    None => FileEntry::Absent,
                    Some(value) if matches!(storage, Storage::Present | Storage::KosinskiJoined) => {
                        let paths: Result<Vec<PathBuf>, String> = value
                            .split('|')
                            .map(|part| entry_path(part, false).and_then(|p| lookup::find(&dir.join(p))))
                            .collect();
                        match paths {
                            Ok(paths) => FileEntry::Paths(paths),
                            Err(message) => unusable(value, message),
                        }
                    }
                    Some(value) => {
                        match entry_path(value, key == "startpos").and_then(|p| lookup::find(&dir.join(p))) {
                            Ok(p) => FileEntry::Path(p),
                            Err(message) => unusable(value, message),
                        }
                    }
                };
                LevelFile { key, required, entry }
            })
            .collect()
    }

    /// The file of Knuckles' own start in a section (`startpos=`'s entry labelled `Knuckles`, resolved as
    /// [`Project::level_files`] resolves paths); `None` when the section's entry has none.
    pub fn knuckles_start_file(&self, section: &str) -> Option<Result<PathBuf, String>> {
        let value = self.ini.get(section, "startpos")?;
        Some(labelled_start(value, "Knuckles")?.and_then(|p| lookup::find(&ini_dir(&self.path).join(p))))
    }

    /// Every level with the files it is missing. Each distinct path is looked up once, so a project whose
    /// levels share files (the collision arrays, usually all of them) costs one look-up per file.
    pub fn levels_with_files(&self) -> Vec<LevelStatus> {
        let mut present: HashMap<PathBuf, bool> = HashMap::new();
        let mut is_file = |p: &PathBuf| -> bool {
            *present.entry(p.clone()).or_insert_with(|| std::fs::metadata(p).is_ok_and(|m| m.is_file()))
        };
        self.levels()
            .into_iter()
            .map(|level| {
                let (mut missing, mut details) = (Vec::new(), Vec::new());
                for f in self.level_files(&level.section) {
                    let why = match &f.entry {
                        FileEntry::Absent if f.required => Some("no entry".to_string()),
                        FileEntry::Absent => None,
                        FileEntry::Unusable(message) => Some(message.clone()),
                        FileEntry::Path(p) => (!is_file(p)).then(|| format!("{} not found", p.display())),
                        FileEntry::Paths(paths) => {
                            let absent: Vec<String> =
                                paths.iter().filter(|p| !is_file(p)).map(|p| p.display().to_string()).collect();
                            (!absent.is_empty()).then(|| format!("{} not found", absent.join(" and ")))
                        }
                    };
                    if let Some(why) = why {
                        missing.push(f.key);
                        details.push(why);
                    }
                }
                let layout_options = crate::import::Source::layout_options(self, &level.section);
                LevelStatus { level, missing, details, layout_options }
            })
            .collect()
    }

    /// The files a level is read from, by the game its `version=` names (a project of unknown or no version
    /// is listed as Sonic 2).
    pub fn file_keys(&self, section: &str) -> &'static [FileSpec] {
        self.ini.get(section, "version").and_then(game_named).unwrap_or(&sonic2::Sonic2).files()
    }

    /// The project file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// A key of a level's section, else of the global part (as the importer reads them).
    pub fn entry(&self, section: &str, key: &str) -> Option<&str> {
        self.ini.get(section, key)
    }

    /// A key of the global part only (before the first section).
    pub fn global_entry(&self, key: &str) -> Option<&str> {
        self.ini.get_global(key)
    }

    /// A key of a level's section only (no fall-back to the global part).
    pub fn section_entry(&self, section: &str, key: &str) -> Option<&str> {
        self.ini.get_in(section, key)
    }

    /// Checks that the project has the level and stores it in the formats of a game the exporter
    /// ([`crate::export::sonlvl`]) writes (Sonic 1's or Sonic 2's, as the importer reads them).
    pub fn check_format(&self, section: &str) -> Result<(), ImportError> {
        let game = self.game(section)?;
        if ![sonic1::Sonic1.version(), sonic2::Sonic2.version()].iter().any(|v| game.version().eq_ignore_ascii_case(v))
        {
            return Err(self.project_error(unknown_version(self.ini.get(section, "version").unwrap_or_default())));
        }
        self.check_formats(game, section)
    }

    /// Whether the level's `version=` is Sonic 3 & Knuckles' (the exporter's other game), in the Mega Drive's
    /// byte order (`S3K`) or Sonic & Knuckles Collection's (`SKC`, [`Project::is_skc`]).
    pub fn is_s3k(&self, section: &str) -> bool {
        let version = self.ini.get(section, "version");
        version
            .is_some_and(|v| [sonic3k::S3K.version(), sonic3k::SKC.version()].iter().any(|g| v.eq_ignore_ascii_case(g)))
    }

    /// Whether the level's `version=` is Sonic & Knuckles Collection's (`SKC`): Sonic 3 & Knuckles' data with
    /// little-endian words ([`crate::import::skc`]).
    pub fn is_skc(&self, section: &str) -> bool {
        self.ini.get(section, "version").is_some_and(|v| v.eq_ignore_ascii_case(sonic3k::SKC.version()))
    }

    /// Checks that the project has the level and stores it in Sonic 3 & Knuckles' own formats (`version=S3K`
    /// or `version=SKC`, uncompressed layouts and collision index, Kosinski chunks).
    pub fn check_format_s3k(&self, section: &str) -> Result<(), ImportError> {
        let game = self.game(section)?;
        if !self.is_s3k(section) {
            return Err(self.project_error(unknown_version(self.ini.get(section, "version").unwrap_or_default())));
        }
        self.check_formats(game, section)
    }

    /// Imports one level (see [`import`]).
    pub fn import(&self, section: &str) -> Result<Level, ImportError> {
        self.import_option(section, None)
    }

    /// Imports one level showing the alternative layout `option` names (see [`layout_copy`]; `None` or the
    /// first option: the layout as stored, as [`Project::import`]).
    pub fn import_option(&self, section: &str, option: Option<&str>) -> Result<Level, ImportError> {
        let game = self.game(section)?;
        self.check_formats(game, section)?;
        let show_b = match option {
            None => None,
            Some(name) => {
                let copy = self.layout_copy(section).ok().flatten();
                match copy.as_ref().and_then(|c| c.is_b(name)) {
                    Some(true) => copy,
                    Some(false) => None,
                    None => {
                        return Err(ImportError::NoSuchLayoutOption {
                            section: section.to_string(),
                            option: name.to_string(),
                            available: copy.map(|c| vec![c.option_a, c.option_b]).unwrap_or_default(),
                        });
                    }
                }
            }
        };
        import_level(game, &self.ini, &self.path, section, show_b.as_ref())
    }

    /// The section's `layoutcopy` ([`layout_copy`]), if it has one; the error when it cannot be read.
    pub fn layout_copy(&self, section: &str) -> Result<Option<layout_copy::LayoutCopy>, String> {
        self.entry(section, "layoutcopy").map(layout_copy::LayoutCopy::parse).transpose()
    }

    /// The game a level's `version=` names; the level must exist.
    fn game(&self, section: &str) -> Result<&'static dyn Game, ImportError> {
        if !self.ini.has_section(section) {
            return Err(ImportError::NoSuchLevel {
                ini: self.path.clone(),
                section: section.to_string(),
                available: self.ini.section_list(),
            });
        }
        match self.ini.get(section, "version") {
            Some(v) => game_named(v).ok_or_else(|| self.project_error(unknown_version(v))),
            None => Err(self.project_error("no version= entry; expected version=S2".to_string())),
        }
    }

    /// The SonLVL format keys the level sets must be the ones the game's decoders read.
    fn check_formats(&self, game: &dyn Game, section: &str) -> Result<(), ImportError> {
        for &(key, wanted) in game.formats() {
            if let Some(v) = self.ini.get(section, key)
                && !v.eq_ignore_ascii_case(wanted)
            {
                let (v, note) = (excerpt(v), game.formats_note());
                return Err(
                    self.project_error(format!("[{section}] {key}={v}: only {key}={wanted} is supported{note}"))
                );
            }
        }
        Ok(())
    }

    fn project_error(&self, message: String) -> ImportError {
        ImportError::Project { path: self.path.clone(), message }
    }
}

/// The seam's view of a project: what the CLI and the import dialog call.
impl super::Source for Project {
    fn path(&self) -> &Path {
        Project::path(self)
    }

    fn levels(&self) -> Vec<LevelEntry> {
        Project::levels(self)
    }

    fn levels_with_files(&self) -> Vec<LevelStatus> {
        Project::levels_with_files(self)
    }

    fn input_files(&self, level: &str) -> Vec<InputFile> {
        self.level_files(level)
            .into_iter()
            .flat_map(|f| match f.entry {
                FileEntry::Path(path) => vec![InputFile { key: f.key, path }],
                FileEntry::Paths(paths) => paths.into_iter().map(|path| InputFile { key: f.key, path }).collect(),
                _ => Vec::new(),
            })
            .collect()
    }

    fn import(&self, level: &str) -> Result<Level, ImportError> {
        Project::import(self, level)
    }

    fn layout_options(&self, level: &str) -> Vec<String> {
        self.layout_copy(level).ok().flatten().map(|c| vec![c.option_a, c.option_b]).unwrap_or_default()
    }

    fn import_option(&self, level: &str, option: Option<&str>) -> Result<Level, ImportError> {
        Project::import_option(self, level, option)
    }

    fn notes(&self, level: &str) -> Vec<String> {
        if self.is_s3k(level) {
            return sonic3k::notes(self, level);
        }
        let sonic1 = self.entry(level, "version").is_some_and(|v| v.eq_ignore_ascii_case("S1"));
        let layout = self.level_files(level).into_iter().find(|f| f.key == "fglayout");
        let Some(LevelFile { entry: FileEntry::Path(path), .. }) = layout.filter(|_| sonic1) else { return Vec::new() };
        let Ok(data) = crate::read::read_bounded(&path, 1 << 16, "the layout") else { return Vec::new() };
        crate::import::s1::short_layout(&data).map(|n| format!("{}: {n}", path.display())).into_iter().collect()
    }
}

/// Opens a project for [`super::SONLVL`].
pub(super) fn open(path: &Path) -> Result<Box<dyn super::Source>, ImportError> {
    Ok(Box::new(Project::load(path)?))
}

/// The game of a `version=` value (any case).
/// A level's name: its `displayname=`, else the section's last part — SonLVL reads a `\\` in a section name as
/// a submenu (skdisasm's `[Sonic 3\\Angel Island Zone Act 1]` is "Angel Island Zone Act 1" under "Sonic 3").
fn display_name(ini: &Ini, section: &str) -> String {
    match ini.get_in(section, "displayname") {
        Some(name) => name.to_string(),
        None => section.rsplit("\\\\").next().unwrap_or(section).to_string(),
    }
}

fn game_named(version: &str) -> Option<&'static dyn Game> {
    GAMES.iter().copied().find(|g| g.version().eq_ignore_ascii_case(version))
}

/// The message refusing a `version=` no game has.
fn unknown_version(version: &str) -> String {
    let names = join(GAMES.iter().map(|g| g.name()), "and");
    let versions = GAMES.iter().map(|g| format!("version={}", g.version())).collect::<Vec<_>>().join(", ");
    format!("version={}: only {names} projects ({versions}) are imported and exported", excerpt(version))
}

/// One game's SonLVL formats: the files a level is made of and how they decode. Each implementation is a unit
/// struct in its own file of this folder, listed in `GAMES`; the import steps are in the module docs.
trait Game: Sync {
    /// The project's `version=` value (compared ignoring case): `S2`.
    fn version(&self) -> &'static str;
    /// The game in messages: "Sonic 2".
    fn name(&self) -> &'static str;
    fn profile(&self) -> ProfileId;
    fn chunk_size(&self) -> ChunkSize;
    /// Recorded in the level ([`LevelSource`]): how its tiles, blocks and layout cells map back to the game's.
    fn source_format(&self) -> SourceFormat;
    /// The level's files in the order read and reported. Every game has `colarr1`, `colarr2`, `angles`
    /// (read into the collision shapes) and `startpos` (the start position); the rest is the game's.
    fn files(&self) -> &'static [FileSpec];
    /// The SonLVL keys that choose a file's compression or format (`chunkcmp`, `layoutfmt`, …), each with the
    /// one value these decoders read; a level setting another is refused.
    fn formats(&self) -> &'static [(&'static str, &'static str)];
    /// Said after "only chunkcmp=Kosinski is supported" when a level sets another format.
    fn formats_note(&self) -> &'static str {
        ""
    }
    /// The chunks and the foreground layout, from the files read. Problems go to `ctx`; `None` when they
    /// cannot be built.
    fn terrain(&self, ctx: &mut Ctx, files: &Files) -> Option<Terrain>;
    /// The object layout (and the ring layout, where the game has one), from the files read.
    fn objects(&self, ctx: &mut Ctx, files: &Files) -> Placements;
    /// The project keeps its files in Sonic & Knuckles Collection's byte orders (`version=SKC`): the start
    /// positions' words are little-endian, and the level remembers it (`LevelSource::skc`).
    fn skc(&self) -> bool {
        false
    }
    /// The water's height, where the game reads one from the project.
    fn water_height(&self, _ctx: &mut Ctx) -> Option<i32> {
        None
    }
    /// The camera's limits when the level starts (the game's level size table), if the level is one the
    /// game knows; else the level spans its whole layout.
    fn camera_bounds(&self, section: &str) -> Option<Bounds>;
    /// The level's scripted events, by section name.
    fn events(&self, section: &str) -> LevelEvents;
    /// Which file (INI key) a value the level's rules refuse came from, and where in it when known. `path`
    /// names the value (`objects[12].x`, `tiles[3].heights[5]`); the first `object_offsets.len()` objects
    /// came from the object layout (records at those byte offsets), the `rings` after them from the ring
    /// layout. A key no file was read for is reported against the project file; by default every value is
    /// (key `level`), as Sonic 1's are.
    fn source_of(&self, _path: &str, _object_offsets: &[usize], _rings: usize) -> (&'static str, Option<String>) {
        ("level", None)
    }
}

/// A game's chunks and foreground layout.
struct Terrain {
    chunks: Vec<Chunk>,
    layout: Layout,
    loops: Loops,
}

/// A game's objects: plane switchers apart, the rest as placements (the object layout's first, in file
/// order, then the ring layout's).
#[derive(Default)]
struct Placements {
    switchers: Vec<LayerSwitcher>,
    objects: Vec<ObjectPlacement>,
    /// The byte offset in the object layout of each placement that came from it, where the game's
    /// `Game::source_of` uses them; the placements after these came from the ring layout.
    object_offsets: Vec<usize>,
}

/// The level's files as read, by INI key: decompressed per their [`Storage`]. A key is missing when its
/// file is absent or could not be read (a problem was then reported).
struct Files {
    read: HashMap<&'static str, (PathBuf, Vec<u8>)>,
}

impl Files {
    fn get(&self, key: &str) -> Option<&(PathBuf, Vec<u8>)> {
        self.read.get(key)
    }
}

/// Builds the level: the steps of the module docs after the checks.
/// `show_b`: the section's alternative layout to show (its option B), checked against the layout read.
fn import_level(
    game: &dyn Game,
    ini: &Ini,
    ini_path: &Path,
    section: &str,
    show_b: Option<&layout_copy::LayoutCopy>,
) -> Result<Level, ImportError> {
    let mut ctx = Ctx { ini, ini_path, section, dir: ini_dir(ini_path), problems: Vec::new(), paths: HashMap::new() };
    let files = ctx.read_files(game.files());
    let mut terrain = game.terrain(&mut ctx, &files);
    if let (Some(copy), Some(t)) = (show_b, terrain.as_mut()) {
        match copy.check(t.layout.width(), t.layout.height()) {
            Ok(()) => copy.show_b(&mut t.layout),
            Err(message) => ctx.problem_at_key("layoutcopy", message),
        }
    }
    let player_start = start_position(&mut ctx, &files, game.skc());
    let knuckles_start = knuckles_start(&mut ctx, game.skc());
    let Placements { switchers, objects, object_offsets } = game.objects(&mut ctx, &files);
    let water_height = game.water_height(&mut ctx);
    let tiles = match (files.get("colarr1"), files.get("colarr2"), files.get("angles")) {
        (Some((_, v)), Some((_, h)), Some((_, a))) => Some(s2::solid_tiles(v, h, a)),
        _ => None,
    };
    let problems = std::mem::take(&mut ctx.problems);
    let (Some(tiles), Some(Terrain { chunks, layout, loops }), Some(player_start), true) =
        (tiles, terrain, player_start, problems.is_empty())
    else {
        return Err(ImportError::Files { section: section.to_string(), problems });
    };
    let bounds = game.camera_bounds(section).unwrap_or_else(|| {
        let px = game.chunk_size().pixels();
        Bounds { left: 0, top: 0, right: layout.width() as i32 * px, bottom: layout.height() as i32 * px }
    });
    let from_objects_file = object_offsets.len();
    let level = Level {
        version: CURRENT_VERSION,
        name: display_name(ini, section),
        profile: game.profile(),
        chunk_size: game.chunk_size(),
        player_start,
        knuckles_start,
        bounds,
        water_height,
        events: game.events(section),
        source: Some(LevelSource {
            format: game.source_format(),
            section: section.to_string(),
            layout_option: show_b.map(|c| c.option_b.clone()),
            skc: game.skc(),
        }),
        // The art stays in the project: the level names it (`crate::art`). The CLI makes the path relative to
        // the level file it writes.
        art: ini.get(section, "tiles").map(|_| ArtSource::SonLvl {
            project: ini_path.to_string_lossy().into_owned(),
            section: section.to_string(),
        }),
        moves: None,
        tiles,
        chunks,
        layout,
        switchers,
        objects,
        loops,
        bumpers: files.get("bumpers").map(|(_, data)| LayoutBumper::parse(data)).unwrap_or_default(),
        art_edits: Default::default(),
    };
    let invalid = crate::validate::validate(&level);
    if invalid.is_empty() {
        return Ok(level);
    }
    // Each problem is reported against the file (and INI key) its value came from.
    let rings = level.objects.len() - from_objects_file;
    for p in invalid {
        let (key, detail) = game.source_of(&p.path, &object_offsets, rings);
        let message = match detail {
            Some(d) => format!("{d}: {p}"),
            None => p.to_string(),
        };
        match ctx.paths.get(key).cloned() {
            Some(path) => ctx.problem(&path, key, message),
            None => ctx.problem_at_key(key, message),
        }
    }
    Err(ImportError::Files { section: section.to_string(), problems: ctx.problems })
}

/// `waterheight`, hexadecimal as SonLVL writes it (`B8`, `0x328`; s1disasm and s2disasm `WaterHeight`
/// tables), if the level has one. Anything else is a problem at the key, never a panic; a number too far out
/// is refused by the level's validation (reported against the key through `Game::source_of`).
fn hex_water_height(ctx: &mut Ctx) -> Option<i32> {
    let v = ctx.ini.get(ctx.section, "waterheight")?;
    let digits = v.trim();
    let digits = digits.strip_prefix("0x").or_else(|| digits.strip_prefix("0X")).unwrap_or(digits);
    // `from_str_radix` takes a sign; SonLVL writes none, and a word has none.
    let parsed = if digits.starts_with(['+', '-']) { None } else { i32::from_str_radix(digits, 16).ok() };
    if parsed.is_none() {
        let v = excerpt(v);
        ctx.problem_at_key("waterheight", format!("waterheight={v} is not a hexadecimal number"));
    }
    parsed
}

/// The start position: the first entry of `startpos`, the x and y words (every game's format; little-endian
/// in an SKC project).
fn start_position(ctx: &mut Ctx, files: &Files, skc: bool) -> Option<Point> {
    let (path, data) = files.get("startpos")?;
    match s2::start_position(&start_bytes(data, skc)) {
        Ok(p) => Some(p),
        Err(message) => {
            ctx.problem(path, "startpos", message);
            None
        }
    }
}

/// Knuckles' own start: the `startpos=` entry labelled `Knuckles` (S3K's `Start Location/Knuckles/N.bin`),
/// the same x and y words; `None` when the entry has none (Sonic 1 and 2 projects).
fn knuckles_start(ctx: &mut Ctx, skc: bool) -> Option<Point> {
    let value = ctx.ini.get(ctx.section, "startpos")?;
    let path = match labelled_start(value, "Knuckles")?.and_then(|p| lookup::find(&ctx.dir.join(p))) {
        Ok(path) => path,
        Err(message) => {
            let value = excerpt(value);
            ctx.problem_at_key("startpos", format!("startpos={value}: Knuckles' entry: {message}"));
            return None;
        }
    };
    let read = crate::read::read_bounded(&path, 1 << 10, "a start position").map_err(|e| e.to_string());
    match read.and_then(|data| s2::start_position(&start_bytes(&data, skc))) {
        Ok(p) => Some(p),
        Err(message) => {
            ctx.problem(&path, "startpos", format!("Knuckles' start: {message}"));
            None
        }
    }
}

/// A start position file's bytes in the Mega Drive's order (SKC's words swapped: [`super::skc`]).
fn start_bytes(data: &[u8], skc: bool) -> std::borrow::Cow<'_, [u8]> {
    if skc { super::skc::swap_pairs(data).into() } else { data.into() }
}

/// Reports each collision index that was read but holds nothing (the game would read past it).
fn check_collision_indexes(ctx: &mut Ctx, files: &Files, keys: &[&str]) {
    for &key in keys {
        if let Some((path, data)) = files.get(key)
            && data.is_empty()
        {
            ctx.problem(path, key, "collision index is empty".to_string());
        }
    }
}

/// The folder relative paths in the INI start from.
fn ini_dir(ini_path: &Path) -> PathBuf {
    match ini_path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Collects file problems while loading one level.
struct Ctx<'a> {
    ini: &'a Ini,
    ini_path: &'a Path,
    section: &'a str,
    dir: PathBuf,
    problems: Vec<FileProblem>,
    /// The file each key named.
    paths: HashMap<&'static str, PathBuf>,
}

impl Ctx<'_> {
    fn problem(&mut self, path: &Path, key: &str, message: String) {
        self.problems.push(FileProblem { key: key.to_string(), path: path.to_path_buf(), message });
    }

    fn problem_at_key(&mut self, key: &str, message: String) {
        self.problems.push(FileProblem { key: key.to_string(), path: self.ini_path.to_path_buf(), message });
    }

    /// Whether the level (or the global part) has the key.
    fn has(&self, key: &str) -> bool {
        self.ini.get(self.section, key).is_some()
    }

    /// Reads every file of the table, in order.
    fn read_files(&mut self, specs: &[FileSpec]) -> Files {
        let read = specs.iter().filter_map(|spec| Some((spec.key, self.read(spec)?))).collect();
        Files { read }
    }

    /// Reads one file as its storage says.
    fn read(&mut self, spec: &FileSpec) -> Option<(PathBuf, Vec<u8>)> {
        let FileSpec { key, required, storage } = *spec;
        match storage {
            Storage::Raw => self.raw(key, required, None),
            Storage::Exact(n) => self.raw(key, required, Some(n)),
            Storage::AtLeast(n) => {
                let (path, data) = self.raw(key, required, None)?;
                if data.len() < n {
                    self.problem(&path, key, format!("{} bytes; expected at least {n}", data.len()));
                    return None;
                }
                Some((path, data))
            }
            Storage::Kosinski => self.kosinski(key, required),
            Storage::Present => self.joined(key, required, false),
            Storage::KosinskiJoined => self.joined(key, required, true),
            Storage::EnigmaBlocks => {
                let (path, data) = self.raw(key, required, None)?;
                match enigma::decompress(&data) {
                    Ok(words) if words.len() % 4 == 0 && !words.is_empty() => {
                        Some((path, words.iter().flat_map(|w| w.to_be_bytes()).collect()))
                    }
                    Ok(words) => {
                        let message = format!("{} words is not a whole number of 4-word blocks", words.len());
                        self.problem(&path, key, message);
                        None
                    }
                    Err(e) => {
                        self.problem(&path, key, e.to_string());
                        None
                    }
                }
            }
        }
    }

    /// The file a key names. `startpos` may carry SonLVL labels after the path (`file.bin:Sonic:Level
    /// Start`); other keys must name exactly one file.
    fn path(&mut self, key: &'static str, required: bool) -> Option<PathBuf> {
        let Some(value) = self.ini.get(self.section, key) else {
            if required {
                let section = self.section;
                self.problem_at_key(key, format!("[{section}] has no {key}= entry"));
            }
            return None;
        };
        match entry_path(value, key == "startpos").and_then(|p| lookup::find(&self.dir.join(p))) {
            Ok(path) => {
                self.paths.insert(key, path.clone());
                Some(path)
            }
            Err(message) => {
                self.problem_at_key(key, format!("{key}={}: {message}", excerpt(value)));
                None
            }
        }
    }

    /// Reads every file of a `|`-joined entry: decompressed and concatenated (`kosinski`), or only checked to
    /// be there (the bytes are left to the art loader). The path given back is the first file's.
    fn joined(&mut self, key: &'static str, required: bool, kosinski: bool) -> Option<(PathBuf, Vec<u8>)> {
        let Some(value) = self.ini.get(self.section, key) else {
            if required {
                let section = self.section;
                self.problem_at_key(key, format!("[{section}] has no {key}= entry"));
            }
            return None;
        };
        let (mut first, mut all, mut whole) = (None, true, Vec::new());
        for part in value.split('|') {
            match entry_path(part, false).and_then(|p| lookup::find(&self.dir.join(p))) {
                Ok(path) if kosinski => match read_limited(&path, MAX_IMPORT_FILE_BYTES, "imported files")
                    .and_then(|data| kosinski::decompress(&data).map_err(|e| e.to_string()))
                {
                    Ok(data) => {
                        whole.extend(data);
                        first.get_or_insert(path);
                    }
                    Err(message) => {
                        self.problem(&path, key, message);
                        all = false;
                    }
                },
                Ok(path) if std::fs::metadata(&path).is_ok_and(|m| m.is_file()) => {
                    first.get_or_insert(path);
                }
                Ok(path) => {
                    self.problem(&path, key, "file not found".to_string());
                    all = false;
                }
                Err(message) => {
                    self.problem_at_key(key, format!("{key}={}: {message}", excerpt(value)));
                    all = false;
                }
            }
        }
        let first = first.filter(|_| all)?;
        self.paths.insert(key, first.clone());
        Some((first, whole))
    }

    /// Reads a plain file, optionally of an exact size.
    fn raw(&mut self, key: &'static str, required: bool, exact: Option<usize>) -> Option<(PathBuf, Vec<u8>)> {
        let path = self.path(key, required)?;
        match read_limited(&path, MAX_IMPORT_FILE_BYTES, "imported files") {
            Ok(data) => match exact {
                Some(n) if data.len() != n => {
                    self.problem(&path, key, format!("{} bytes; expected exactly {n}", data.len()));
                    None
                }
                _ => Some((path, data)),
            },
            Err(message) => {
                self.problem(&path, key, message);
                None
            }
        }
    }

    /// Reads and decompresses a Kosinski file.
    fn kosinski(&mut self, key: &'static str, required: bool) -> Option<(PathBuf, Vec<u8>)> {
        let (path, data) = self.raw(key, required, None)?;
        match kosinski::decompress(&data) {
            Ok(out) => Some((path, out)),
            Err(e) => {
                self.problem(&path, key, e.to_string());
                None
            }
        }
    }
}

/// A small, complete Sonic 2 project for unit tests (of this module and of the importer seam).
#[cfg(test)]
pub(super) mod test_project {
    use crate::import::kosinski::compress;
    use std::path::{Path, PathBuf};

    pub(in crate::import) const SECTION: &str = "Test Zone Act 1";

    /// Writes the project into `dir`: tile 1 a full block, chunk 1 solid on path A, row 10 of the layout
    /// made of it, the start at (96, 512), one spring and a row of three rings; a second level names only a
    /// missing layout. Returns the INI's path.
    pub(in crate::import) fn write(dir: &Path) -> PathBuf {
        let file = |name: &str, bytes: &[u8]| std::fs::write(dir.join(name), bytes).expect("write");
        let mut heights = vec![0u8; 4096];
        heights[16..32].fill(16);
        file("vertical.bin", &heights);
        file("horizontal.bin", &heights);
        file("angles.bin", &[0u8; 256]);
        file("index.kos", &compress(&[0, 1]));
        let mut chunks = vec![0u8; 128];
        chunks.extend([0x30, 0x01].repeat(64));
        file("chunks.kos", &compress(&chunks));
        let mut layout = vec![0u8; 4096];
        layout[10 * 256..10 * 256 + 128].fill(1);
        file("layout.kos", &compress(&layout));
        file("start.bin", &[0x00, 0x60, 0x02, 0x00]);
        file("objects.bin", &[0x01, 0x00, 0x02, 0x40, 0x41, 0x02]);
        file("rings.bin", &[0x01, 0x00, 0x22, 0x00, 0xFF, 0xFF]);
        let ini = dir.join("SonLVL.ini");
        let text = format!(
            "version=S2\ncolarr1=vertical.bin\ncolarr2=horizontal.bin\nangles=angles.bin\n[{SECTION}]\n\
             chunks=chunks.kos\nlayout=layout.kos\ncolind1=index.kos\nstartpos=start.bin:Sonic:Level Start\n\
             objects=objects.bin\nrings=rings.bin\n[Other Zone]\nlayout=missing.kos\n"
        );
        std::fs::write(&ini, text).expect("write");
        ini
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::chunk::Chunk;

    #[test]
    fn every_game_reads_the_shared_files_and_has_its_own_version() {
        let mut versions: Vec<String> = GAMES.iter().map(|g| g.version().to_ascii_uppercase()).collect();
        versions.sort();
        versions.dedup();
        assert_eq!(versions.len(), GAMES.len(), "two games claim the same version=");
        for game in GAMES {
            let keys: Vec<&str> = game.files().iter().map(|f| f.key).collect();
            assert_eq!(keys[..3], ["colarr1", "colarr2", "angles"], "{}", game.name());
            assert!(keys.contains(&"startpos"), "{}", game.name());
            let mut unique = keys.clone();
            unique.sort_unstable();
            unique.dedup();
            assert_eq!(unique.len(), keys.len(), "{}: a key is read twice", game.name());
        }
    }

    #[test]
    fn messages_name_the_games_of_the_table() {
        assert_eq!(game_names(), "Sonic 1, Sonic 2, Sonic 3 & Knuckles or Sonic & Knuckles Collection");
        assert_eq!(
            unknown_version("SCD"),
            "version=SCD: only Sonic 1, Sonic 2, Sonic 3 & Knuckles and Sonic & Knuckles Collection projects \
             (version=S1, version=S2, version=S3K, version=SKC) are imported and exported"
        );
        assert_eq!(join(["a", "b", "c"].iter(), "or"), "a, b or c");
        assert_eq!(join(["a"].iter(), "or"), "a");
    }

    #[test]
    fn the_version_picks_the_game_and_its_files() {
        let project =
            Project::parse(Path::new("p/SonLVL.ini"), "version=S2\n[A]\n[B]\nversion=s1\n[C]\nversion=X\n").unwrap();
        assert_eq!(project.game("A").unwrap().name(), "Sonic 2");
        assert_eq!(project.game("B").unwrap().name(), "Sonic 1");
        assert_eq!(project.file_keys("B").len(), 9);
        // Unknown versions are listed as Sonic 2, and refused on import.
        assert_eq!(project.file_keys("C").len(), 11);
        assert!(matches!(project.game("C"), Err(ImportError::Project { .. })));
        assert!(matches!(project.game("D"), Err(ImportError::NoSuchLevel { .. })));
        // Both games export.
        assert!(project.check_format("A").is_ok() && project.check_format("B").is_ok());
        let e = project.check_format("C").unwrap_err().to_string();
        assert!(
            e.ends_with(
                "version=X: only Sonic 1, Sonic 2, Sonic 3 & Knuckles and Sonic & Knuckles Collection projects \
                 (version=S1, version=S2, version=S3K, version=SKC) are imported and exported"
            ),
            "{e}"
        );
        // Sonic & Knuckles Collection: S3K's files and exporter, its own byte orders.
        let skc = Project::parse(Path::new("SonLVL.ini"), "version=SKC\n[A]\n[B]\nversion=S3K\n").unwrap();
        assert_eq!(skc.game("A").unwrap().name(), "Sonic & Knuckles Collection");
        assert_eq!(skc.file_keys("A"), skc.file_keys("B"));
        assert!(skc.is_s3k("A") && skc.is_skc("A") && skc.is_s3k("B") && !skc.is_skc("B"));
        assert!(skc.check_format_s3k("A").is_ok() && skc.check_format("A").is_err());
        let sonic1 = Project::parse(Path::new("SonLVL.ini"), "version=S1\n[A]\nlayoutcmp=Kosinski\n").unwrap();
        assert_eq!(
            sonic1.import("A").unwrap_err().to_string(),
            "SonLVL.ini: [A] layoutcmp=Kosinski: only layoutcmp=Uncompressed is supported for Sonic 1"
        );
    }

    /// A stand-in third game: a one-row layout of raw bytes (nonzero = chunk 0), one empty chunk, no objects.
    /// What it does not decode itself — the collision shapes, the start, the level around it, the problem
    /// reports — the import steps supply.
    struct Strip;

    const STRIP_FILES: [FileSpec; 5] = [
        FileSpec::new("colarr1", true, Storage::Exact(s2::COLLISION_ARRAY_BYTES)),
        FileSpec::new("colarr2", true, Storage::Exact(s2::COLLISION_ARRAY_BYTES)),
        FileSpec::new("angles", true, Storage::Exact(s2::ANGLE_MAP_BYTES)),
        FileSpec::new("strip", true, Storage::Raw),
        FileSpec::new("startpos", true, Storage::Raw),
    ];

    impl Game for Strip {
        fn version(&self) -> &'static str {
            "STRIP"
        }
        fn name(&self) -> &'static str {
            "Strip"
        }
        fn profile(&self) -> ProfileId {
            ProfileId::S3K
        }
        fn chunk_size(&self) -> ChunkSize {
            ChunkSize::Px128
        }
        fn source_format(&self) -> SourceFormat {
            SourceFormat::SonLvlS2
        }
        fn files(&self) -> &'static [FileSpec] {
            &STRIP_FILES
        }
        fn formats(&self) -> &'static [(&'static str, &'static str)] {
            &[]
        }
        fn terrain(&self, ctx: &mut Ctx, files: &Files) -> Option<Terrain> {
            let (path, data) = files.get("strip")?;
            if data.is_empty() {
                ctx.problem(path, "strip", "empty".to_string());
                return None;
            }
            let mut layout = Layout::new(data.len(), 1);
            for (i, &b) in data.iter().enumerate() {
                layout.set(i, 0, (b != 0).then_some(0));
            }
            Some(Terrain { chunks: vec![Chunk::empty(ChunkSize::Px128)], layout, loops: Loops::default() })
        }
        fn objects(&self, _ctx: &mut Ctx, _files: &Files) -> Placements {
            Placements::default()
        }
        fn camera_bounds(&self, _section: &str) -> Option<Bounds> {
            None
        }
        fn events(&self, _section: &str) -> LevelEvents {
            LevelEvents::None
        }
    }

    #[test]
    fn a_game_supplies_only_its_decoders() {
        let dir = tempfile::tempdir().unwrap();
        let ini_path = test_project::write(dir.path());
        std::fs::write(dir.path().join("strip.bin"), [1, 0, 1, 1]).unwrap();
        std::fs::write(dir.path().join("strip-start.bin"), [0x00, 0x60, 0x00, 0x40]).unwrap();
        let text = "colarr1=vertical.bin\ncolarr2=horizontal.bin\nangles=angles.bin\n[S]\nstrip=strip.bin\n\
                    startpos=strip-start.bin\ndisplayname=Strip One\ntiles=art.bin\n";
        let project = Project::parse(&ini_path, text).unwrap();
        let level = import_level(&Strip, &project.ini, &ini_path, "S", None).unwrap();
        assert_eq!((level.name.as_str(), level.profile, level.tiles.len()), ("Strip One", ProfileId::S3K, 256));
        assert_eq!((level.player_start.x, level.player_start.y), (96, 64));
        assert_eq!((level.bounds.right, level.bounds.bottom), (4 * 128, 128));
        assert_eq!(level.layout.cells(), [Some(0), None, Some(0), Some(0)]);
        assert_eq!(level.source.map(|s| s.section), Some("S".to_string()));
        assert!(level.art.is_some());

        // Problems come in file order, each naming its file and key.
        std::fs::write(dir.path().join("strip.bin"), []).unwrap();
        let project = Project::parse(&ini_path, &text.replace("startpos=strip-start.bin\n", "")).unwrap();
        match import_level(&Strip, &project.ini, &ini_path, "S", None) {
            Err(ImportError::Files { problems, .. }) => {
                let found: Vec<(&str, &str)> = problems.iter().map(|p| (p.key.as_str(), p.message.as_str())).collect();
                assert_eq!(found, [("startpos", "[S] has no startpos= entry"), ("strip", "empty")]);
                assert_eq!(problems[1].path, dir.path().join("strip.bin"));
            }
            other => panic!("{other:?}"),
        }
    }
}
