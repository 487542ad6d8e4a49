//! The level: everything a level file holds (SPG "Solid Terrain" for the chunk layout).

use crate::art_edits::ArtEdits;
use crate::chunk::{Chunk, ChunkSize};
use crate::loops::Loops;
use crate::object::ObjectPlacement;
use crate::switcher::LayerSwitcher;
use crate::tile::SolidTile;
use serde::{Deserialize, Serialize};
use strum::IntoEnumIterator;

/// Which moves the characters have beyond running, rolling, jumping and the spindash, when a level sets them
/// itself instead of taking its physics profile's (`engine::profile::MoveSet`; `engine/README.md` "Moves per
/// profile").
/// Moves left out of the file are off.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(default)]
pub struct LevelMoves {
    /// Tails flies (and swims) when jump is pressed again in the air.
    pub flight: bool,
    /// Knuckles glides, slides, grabs walls, climbs and clambers.
    pub glide: bool,
    /// Sonic's Super Peel Out.
    pub peel_out: bool,
    /// Sonic's Drop Dash.
    pub drop_dash: bool,
    /// Sonic's Insta-Shield.
    pub insta_shield: bool,
    /// The fire, lightning and bubble shields (their monitors, moves and hazard reactions).
    pub elemental_shields: bool,
    /// Super forms with 7 emeralds and 50 rings.
    pub super_forms: bool,
}

/// The file format version this build writes. Older versions are migrated on load (see `ron_file`).
pub const CURRENT_VERSION: u32 = 1;

/// Which game's physics the level is played with. Differences between the games are one table in the
/// engine (`engine::profile`), selected by this id.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema, strum::EnumIter,
)]
pub enum ProfileId {
    S1,
    #[default]
    S2,
    S3K,
    CD,
    Mania,
}

impl ProfileId {
    /// Every profile in declaration order (a test checks it against `ProfileId::iter()`); the editor's
    /// new-level dialog lists it.
    pub const ALL: [ProfileId; 5] = [ProfileId::S1, ProfileId::S2, ProfileId::S3K, ProfileId::CD, ProfileId::Mania];
    /// Short lower-case name, as the CLI spells it (`s1`, `s2`, `s3k`, `cd`, `mania`).
    pub const fn cli_name(self) -> &'static str {
        match self {
            ProfileId::S1 => "s1",
            ProfileId::S2 => "s2",
            ProfileId::S3K => "s3k",
            ProfileId::CD => "cd",
            ProfileId::Mania => "mania",
        }
    }
    /// Parses the CLI spelling (case-insensitive).
    pub fn from_cli_name(name: &str) -> Option<Self> {
        Self::iter().find(|p| p.cli_name().eq_ignore_ascii_case(name))
    }
}

/// Which game level's scripted events run in this level (s2disasm `RunDynamicLevelEvents`: camera limit
/// changes, the boss arena and the boss), named after the level of the game whose layout it was imported
/// from. Hand-made levels have none.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
pub enum LevelEvents {
    #[default]
    None,
    /// Emerald Hill Zone Act 1 (`LevEvents_EHZ` does nothing in act 1).
    Ehz1,
    /// Emerald Hill Zone Act 2 (`LevEvents_EHZ2`: the boss arena and the drill car).
    Ehz2,
    /// Sonic 1's Green Hill Zone Act 1 (s1disasm `DLE_GHZ1`: the bottom limit drops from $300 to $400 at
    /// camera x $1780).
    Ghz1,
    /// Sonic 1's Green Hill Zone Act 2 (`DLE_GHZ2`: the bottom limit by camera x).
    Ghz2,
    /// Sonic 1's Green Hill Zone Act 3 (`DLE_GHZ3`: the bottom limit by camera x and y, the boss arena, the
    /// boss `Obj3D` and the screen lock).
    Ghz3,
    /// Chemical Plant Zone Act 1 (`LevEvents_CPZ` does nothing in act 1; the act has no water).
    Cpz1,
    /// Chemical Plant Zone Act 2: the rising chemical (`DynamicWaterCPZ2`); its boss arena
    /// (`LevEvents_CPZ2`) is not run yet.
    Cpz2,
    /// Aquatic Ruin Zone Act 1: its water does not bob (`MoveWater` skips the oscillator in ARZ).
    Arz1,
    /// Aquatic Ruin Zone Act 2: its water does not bob; its boss arena is not run yet.
    Arz2,
    /// Casino Night Zone Act 1 (its events are not run yet).
    Cnz1,
    /// Casino Night Zone Act 2 (its events are not run yet).
    Cnz2,
    /// Hill Top Zone Act 1 (objects that differ by zone read it: `Obj32` is a rock here; its events are not
    /// run yet).
    Htz1,
    /// Hill Top Zone Act 2 (as act 1).
    Htz2,
    /// Mystic Cave Zone Act 1 (objects that differ by zone read it: `Obj1F`'s collapsing platform).
    Mcz1,
    /// Mystic Cave Zone Act 2 (its boss arena is not run yet).
    Mcz2,
    /// Oil Ocean Zone Act 1 (objects that differ by zone read it: `Obj1F`'s collapsing platform).
    Ooz1,
    /// Oil Ocean Zone Act 2 (its boss arena is not run yet).
    Ooz2,
    /// Sky Chase Zone (its events are not run yet; Sonic 2's `InitPlayers` loads no Tails here, nor in the next two).
    Scz,
    /// Wing Fortress Zone (its events are not run yet).
    Wfz,
    /// Death Egg Zone (its events are not run yet).
    Dez,
    /// Sonic 1's Labyrinth Zone Act 1: its water level moves with the camera and the player (s1disasm
    /// `DynWater_LZ1`); its wind tunnels and water slides (`LZWindTunnels`, `LZWaterSlides`) are the act's.
    Lz1,
    /// Sonic 1's Labyrinth Zone Act 2 (`DynWater_LZ2`).
    Lz2,
    /// Sonic 1's Labyrinth Zone Act 3 (`DynWater_LZ3`).
    Lz3,
    /// Sonic 1's Scrap Brain Zone Act 3, Labyrinth's fourth act in the game (`DynWater_SBZ3`).
    Sbz3,
    /// Sonic 1's Marble Zone Act 1 (s1disasm `DLE_MZ1`: the bottom limit by camera x and y; objects that
    /// differ by act read it: `Obj33`'s block on the chained stomper).
    Mz1,
    /// Sonic 1's Marble Zone Act 2 (`DLE_MZ2`; `Obj33`'s lava geysers).
    Mz2,
    /// Sonic 1's Marble Zone Act 3 (`DLE_MZ3`, with the boss `Obj73`; `Obj33`'s lava geysers).
    Mz3,
    /// Sonic 1's Spring Yard Zone Act 1 (s1disasm `DLE_SYZ1`: none).
    Syz1,
    /// Sonic 1's Spring Yard Zone Act 2 (`DLE_SYZ2`: the bottom limit by camera x and the player's y).
    Syz2,
    /// Sonic 1's Spring Yard Zone Act 3 (`DLE_SYZ3`: the boss's blocks `Obj76`, the boss `Obj75`).
    Syz3,
    /// Sonic 1's Star Light Zone Act 1 (`DLE_SLZ12`: none).
    Slz1,
    /// Sonic 1's Star Light Zone Act 2 (`DLE_SLZ12`: none).
    Slz2,
    /// Sonic 1's Star Light Zone Act 3 (`DLE_SLZ3`: the boss `Obj7A`).
    Slz3,
    /// Sonic 1's Scrap Brain Zone Act 1 (`DLE_SBZ1`: the bottom limit by camera x).
    Sbz1,
    /// Sonic 1's Scrap Brain Zone Act 2 (`DLE_SBZ2`: the false floor `Obj83` and Eggman `Obj82`).
    Sbz2,
    /// Sonic 1's Final Zone (`DLE_FZ`: the boss `Obj85`).
    Fz,
    /// Sonic 3 & Knuckles' Angel Island Zone Act 1 from its intro (skdisasm's `Angel Island Zone Act 1 Intro`
    /// section): Sonic starts at ($40, $420) on the Tornado's flight (s3.asm `Get_LevelSizeStart`, `loc_1A38C`;
    /// `SpawnLevelMainSprites`: `Obj_AIZPlaneIntro`).
    Aiz1Intro,
    /// Sonic 3 & Knuckles' Angel Island Zone Act 2 (s3.asm `AIZ2_Resize`; the act as act 1's transition
    /// leaves it, or started on its own: `AIZ2_BackgroundInit`).
    Aiz2,
    /// Sonic 3 & Knuckles' Hydrocity Zone Act 1: the players start in the air (`SpawnLevelMainSprites`); its
    /// water (`DynamicWaterHeight_HCZ1`, the water tunnels).
    Hcz1,
    /// Sonic 3 & Knuckles' Hydrocity Zone Act 2: its water (`DynamicWaterHeight_HCZ2`, the water tunnels and
    /// slides).
    Hcz2,
    /// Sonic 3 & Knuckles' Marble Garden Zone Act 1: the players start in the air (`SpawnLevelMainSprites`).
    Mgz1,
}

impl LevelEvents {
    pub fn is_none(&self) -> bool {
        *self == LevelEvents::None
    }
}

/// Which game's files a level was imported from and which of their levels it is, so that the exporter knows
/// the level's tile indexes are that game's collision shapes (the level can be written back in place) and the
/// editor can offer the same project level again.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LevelSource {
    pub format: SourceFormat,
    /// The level's name in the source project: a SonLVL INI section (`Emerald Hill Zone Act 1`).
    pub section: String,
    /// The alternative layout the level shows (SonLVL's `layoutcopy` option B, "Tree Ride"); `None`: the
    /// layout as the file stores it. The exporter stores option A back
    /// (`formats::import::sonlvl::layout_copy`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub layout_option: Option<String>,
    /// The project keeps its files in Sonic & Knuckles Collection's byte orders (SonLVL `version=SKC`,
    /// `formats::import::skc`): the data are Sonic 3 & Knuckles' (`format` stays `SonLvlS3K`, so the engine
    /// reads the game's objects), only their words are little-endian. The exporter writes the order the
    /// target project's `version=` names.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub skc: bool,
}

impl LevelSource {
    /// The level `section` of a project in `format`, its layout as stored.
    pub fn new(format: SourceFormat, section: impl Into<String>) -> LevelSource {
        LevelSource { format, section: section.into(), layout_option: None, skc: false }
    }
}

/// The file formats levels are imported from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
pub enum SourceFormat {
    /// A Sonic 2 SonLVL project (`version=S2`): tile index = collision shape, `Block::art` = block id.
    #[default]
    SonLvlS2,
    /// A Sonic 1 SonLVL project (`version=S1`): tile index = collision shape, `Block::art` = block id, layout
    /// cell = the game's chunk number − 1.
    SonLvlS1,
    /// A Sonic 3 & Knuckles SonLVL project (`version=S3K`): tile index = collision shape, `Block::art` = block
    /// id, layout cell = the game's chunk id (`crate::import::s3k`).
    SonLvlS3K,
}

/// A point in level pixels.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Point {
    pub x: i32,
    pub y: i32,
}

/// The area the camera can show, in level pixels: the player is stopped at its left/right edges and dies
/// below its bottom (`../shared/SPEC-NOTES.md` "Ground and air details the prose blurs", Level boundaries;
/// s2disasm `Sonic_LevelBound`). From Sonic 2's camera limits: left = `Camera_Min_X_pos`, top =
/// `Camera_Min_Y_pos`, right = `Camera_Max_X_pos` + 320, bottom = `Camera_Max_Y_pos` + 224 (the screen's
/// size; the camera position is its top-left corner).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Bounds {
    pub left: i32,
    pub top: i32,
    pub right: i32,
    pub bottom: i32,
}

/// The level's grid of chunks: `width` x `height` cells, row-major, `None` = empty.
///
/// Stored in RON as one string per row of space-separated chunk indices (`.` for empty), so that a row is one
/// line in a diff: `rows: ["0 1 1 2 .", …]`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "LayoutRepr", into = "LayoutRepr")]
pub struct Layout {
    width: usize,
    height: usize,
    cells: Vec<Option<u16>>,
}

impl Layout {
    /// An empty layout of `width` x `height` chunks.
    pub fn new(width: usize, height: usize) -> Self {
        Layout { width, height, cells: vec![None; width * height] }
    }
    pub fn width(&self) -> usize {
        self.width
    }
    pub fn height(&self) -> usize {
        self.height
    }
    /// All cells, row-major.
    pub fn cells(&self) -> &[Option<u16>] {
        &self.cells
    }
    /// The chunk index at (column, row); `None` outside or empty.
    pub fn get(&self, col: usize, row: usize) -> Option<u16> {
        if col < self.width && row < self.height { self.cells[row * self.width + col] } else { None }
    }
    /// Sets a cell; returns false (and changes nothing) outside the grid.
    pub fn set(&mut self, col: usize, row: usize, chunk: Option<u16>) -> bool {
        if col < self.width && row < self.height {
            self.cells[row * self.width + col] = chunk;
            true
        } else {
            false
        }
    }
    /// Resizes the grid, keeping the top-left part and filling new cells with `None`.
    pub fn resize(&mut self, width: usize, height: usize) {
        let mut cells = vec![None; width * height];
        for row in 0..height.min(self.height) {
            for col in 0..width.min(self.width) {
                cells[row * width + col] = self.cells[row * self.width + col];
            }
        }
        *self = Layout { width, height, cells };
    }
}

/// The on-disk shape of a layout. Named `Layout` for serde so that error messages never show the helper's name.
#[derive(Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename = "Layout", deny_unknown_fields)]
struct LayoutRepr {
    /// Chunks per row.
    width: usize,
    /// Rows.
    height: usize,
    /// One string per row, top first: `width` chunk indexes separated by spaces, `.` for an empty cell.
    rows: Vec<String>,
}

impl schemars::JsonSchema for Layout {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Layout".into()
    }
    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        LayoutRepr::json_schema(generator)
    }
}

impl From<Layout> for LayoutRepr {
    fn from(l: Layout) -> Self {
        let rows = (0..l.height)
            .map(|r| {
                let row = &l.cells[r * l.width..(r + 1) * l.width];
                row.iter()
                    .map(|c| match c {
                        Some(i) => i.to_string(),
                        None => ".".to_string(),
                    })
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        LayoutRepr { width: l.width, height: l.height, rows }
    }
}

impl TryFrom<LayoutRepr> for Layout {
    type Error = String;
    fn try_from(r: LayoutRepr) -> Result<Self, String> {
        use crate::limits::{MAX_LAYOUT_CELLS, MAX_LAYOUT_SIDE};
        if r.width > MAX_LAYOUT_SIDE || r.height > MAX_LAYOUT_SIDE || r.width * r.height > MAX_LAYOUT_CELLS {
            return Err(format!(
                "layout: {} x {} chunks is too large (at most {MAX_LAYOUT_SIDE} per side and {MAX_LAYOUT_CELLS} cells)",
                r.width, r.height
            ));
        }
        if r.rows.len() != r.height {
            return Err(format!("layout: height is {} but there are {} rows", r.height, r.rows.len()));
        }
        let mut cells = Vec::with_capacity(r.width * r.height);
        for (row, text) in r.rows.iter().enumerate() {
            let before = cells.len();
            for (col, word) in text.split_whitespace().enumerate() {
                if col >= r.width {
                    return Err(format!("layout.rows[{row}]: more than width = {} cells", r.width));
                }
                cells.push(match word {
                    "." => None,
                    w => Some(w.parse::<u16>().map_err(|_| {
                        let w = crate::read::excerpt(w);
                        format!("layout.rows[{row}][{col}]: '{w}' is neither a chunk index (0..65535) nor '.'")
                    })?),
                });
            }
            let n = cells.len() - before;
            if n != r.width {
                return Err(format!("layout.rows[{row}]: {n} cells, expected width = {}", r.width));
            }
        }
        Ok(Layout { width: r.width, height: r.height, cells })
    }
}

/// Where a level's art is: written in the level file (`art: Some(SonLvl(project: "…", section: "…"))`).
/// Relative paths start at the level file's folder.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
pub enum ArtSource {
    /// A level of a SonLVL project: its `tiles`, `blocks` and `palette` entries. `Block::art` is the block id.
    SonLvl {
        /// The project file (`SonLVL.ini`).
        project: String,
        /// The level's section in it (`Emerald Hill Zone Act 1`).
        section: String,
    },
    /// A PNG tileset: 16x16 blocks left to right, top to bottom; `Block::art` is the block's index in it.
    Png {
        /// The PNG file.
        path: String,
    },
}

/// A whole level, as the current file version stores it (older versions: `ron_file`'s migrations).
///
/// Unknown fields are an error rather than ignored, so that a misspelt field in a hand-edited file is
/// reported with its line and column instead of silently falling back to a default.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Level {
    /// File format version (`CURRENT_VERSION` when written by this build).
    pub version: u32,
    pub name: String,
    /// Required since version 1 (version 0 files were all Sonic 2).
    pub profile: ProfileId,
    /// Required since version 1 (version 0 files all had 128 px chunks).
    pub chunk_size: ChunkSize,
    pub player_start: Point,
    /// Knuckles' own start where the game gives him one (S3K: `startpos=`'s entry labelled `Knuckles`, the
    /// project's `Start Location/Knuckles/N.bin` — Carnival Night 1, Icecap 1 and others start him elsewhere);
    /// `None`: he starts at `player_start`. Written only when set.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub knuckles_start: Option<Point>,
    pub bounds: Bounds,
    /// Water surface y in level pixels; `None` = no water.
    #[serde(default)]
    pub water_height: Option<i32>,
    /// The game level's scripted events; written only when there are some.
    #[serde(default, skip_serializing_if = "LevelEvents::is_none")]
    pub events: LevelEvents,
    /// Where the level was imported from; written only for imported levels.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<LevelSource>,
    /// Where the level's art is (never the art itself); written only when there is some.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub art: Option<ArtSource>,
    /// The level's own patterns, block mappings and palette colours over `art`'s ([`crate::art_edits`]);
    /// written only when there are some.
    #[serde(default, skip_serializing_if = "ArtEdits::is_empty")]
    pub art_edits: ArtEdits,
    /// The characters' moves in this level instead of its profile's (`Profile::moves` in
    /// `engine/src/profile.rs`); written only when set.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub moves: Option<LevelMoves>,
    pub tiles: Vec<SolidTile>,
    pub chunks: Vec<Chunk>,
    pub layout: Layout,
    #[serde(default)]
    pub switchers: Vec<LayerSwitcher>,
    #[serde(default)]
    pub objects: Vec<ObjectPlacement>,
    /// Sonic 1's loop chunks and roll tunnels ([`crate::loops`]); written only when there are some.
    #[serde(default, skip_serializing_if = "Loops::is_empty")]
    pub loops: Loops,
    /// Casino Night's bumpers drawn in the level's art, which the game collides with as if they were objects
    /// (s2disasm `SpecialCNZBumpers`, `Check_CNZ_bumpers`; SonLVL's `bumpers=` file), in file order; written
    /// only when there are some.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub bumpers: Vec<LayoutBumper>,
}

/// One of Casino Night's layout bumpers (a 6-byte record: `bumper_id`, `bumper_x`, `bumper_y`). Its type
/// (`bumper_id` & $E) picks its size and which way it throws the player.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LayoutBumper {
    pub kind: u16,
    pub x: u16,
    pub y: u16,
}

impl LayoutBumper {
    /// The records of a `bumpers=` file, up to its end marker (x $FFFF).
    pub fn parse(data: &[u8]) -> Vec<LayoutBumper> {
        data.chunks_exact(6)
            .map(|r| LayoutBumper {
                kind: u16::from_be_bytes([r[0], r[1]]),
                x: u16::from_be_bytes([r[2], r[3]]),
                y: u16::from_be_bytes([r[4], r[5]]),
            })
            .take_while(|b| b.x != 0xFFFF)
            .collect()
    }
}

impl Level {
    /// An empty level of `width` x `height` chunks, with bounds covering it.
    pub fn new(name: &str, chunk_size: ChunkSize, width: usize, height: usize) -> Self {
        let px = chunk_size.pixels();
        Level {
            version: CURRENT_VERSION,
            name: name.to_string(),
            profile: ProfileId::default(),
            chunk_size,
            player_start: Point { x: 64, y: 64 },
            knuckles_start: None,
            bounds: Bounds { left: 0, top: 0, right: width as i32 * px, bottom: height as i32 * px },
            water_height: None,
            events: LevelEvents::None,
            source: None,
            art: None,
            moves: None,
            tiles: vec![SolidTile::EMPTY],
            chunks: Vec::new(),
            layout: Layout::new(width, height),
            switchers: Vec::new(),
            objects: Vec::new(),
            loops: Loops::default(),
            bumpers: Vec::new(),
            art_edits: ArtEdits::default(),
        }
    }
    /// Level size in pixels (width, height).
    pub fn pixel_size(&self) -> (i32, i32) {
        let px = self.chunk_size.pixels();
        (self.layout.width() as i32 * px, self.layout.height() as i32 * px)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_lists_every_profile_and_cli_names_parse_back() {
        assert_eq!(ProfileId::ALL.to_vec(), ProfileId::iter().collect::<Vec<_>>());
        let names: Vec<&str> = ProfileId::iter().map(ProfileId::cli_name).collect();
        assert_eq!(names, ["s1", "s2", "s3k", "cd", "mania"]);
        for p in ProfileId::iter() {
            assert_eq!(ProfileId::from_cli_name(&p.cli_name().to_uppercase()), Some(p));
        }
        assert_eq!(ProfileId::from_cli_name("s4"), None);
    }
}
