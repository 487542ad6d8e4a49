//! Every change to a level is an [`Edit`]: plain data, applied to a [`Level`], returning its own inverse
//! (`history::History` keeps the inverses for undo and redo). The UI never writes to the level directly.

use formats::art_edits::{ArtEdits, PatternPixels};
use formats::level::{Bounds, Layout, Point, ProfileId};
use formats::{Block, Chunk, LayerSwitcher, Level, ObjectPlacement, SolidTile};
use std::collections::BTreeMap;

/// The level's scalar properties, edited as one unit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Properties {
    pub name: String,
    pub profile: ProfileId,
    pub player_start: Point,
    /// Knuckles' own start (`Level::knuckles_start`).
    pub knuckles_start: Option<Point>,
    pub bounds: Bounds,
    pub water_height: Option<i32>,
    /// The level's own move set instead of its profile's (`Level::moves`).
    pub moves: Option<formats::LevelMoves>,
}

impl Properties {
    pub fn of(level: &Level) -> Self {
        Properties {
            name: level.name.clone(),
            profile: level.profile,
            player_start: level.player_start,
            knuckles_start: level.knuckles_start,
            bounds: level.bounds,
            water_height: level.water_height,
            moves: level.moves,
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
    /// Moves the player start (`Level::player_start`): the one property the level view drags.
    SetPlayerStart(Point),
    /// Replaces the level's Sonic 1 loop chunks and roll tunnels (`Level::loops`).
    SetLoops(Box<formats::loops::Loops>),
    /// Sets (or with `None` drops, back to the art source's) the level's own 8x8 pattern `index`
    /// (`Level::art_edits`).
    SetArtPattern {
        index: u16,
        pixels: Option<PatternPixels>,
    },
    /// Sets (or drops) the level's own mapping of 16x16 art block `id`: four pattern words.
    SetArtBlock {
        id: u16,
        words: Option<[u16; 4]>,
    },
    /// Sets (or drops) the level's own palette entry `index` (line × 16 + colour): a Mega Drive colour word.
    SetPaletteColour {
        index: u8,
        colour: Option<u16>,
    },
    /// Sets (or drops, back to the project's) the level's own underwater palette entry `index` (line × 16 +
    /// colour; `ArtEdits::water_palette`): a Mega Drive colour word.
    SetWaterColour {
        index: u8,
        colour: Option<u16>,
    },
    /// Replaces all the level's own art at once (an image made into art).
    SetArtEdits(Box<ArtEdits>),
    /// Several edits as one step (applied in order, undone in reverse).
    Group(Vec<Edit>),
}

/// Sets or drops `key` in `map`, returning what was there.
fn set_entry<K: Ord, V>(map: &mut BTreeMap<K, V>, key: K, value: Option<V>) -> Option<V> {
    match value {
        Some(value) => map.insert(key, value),
        None => map.remove(&key),
    }
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
    /// The level's own art changed (`Level::art_edits`): redraw the art.
    pub art: bool,
}

impl Touched {
    pub fn merge(&mut self, other: Touched) {
        self.tiles.extend(other.tiles);
        self.chunks.extend(other.chunks);
        self.cells.extend(other.cells);
        self.structure |= other.structure;
        self.switchers |= other.switchers;
        self.objects |= other.objects;
        self.properties |= other.properties;
        self.art |= other.art;
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
    #[error("the start ({x}, {y}) is outside the level's bounds (x {}..{}, y {}..{})", bounds.left, bounds.right, bounds.top, bounds.bottom)]
    StartOutsideBounds { x: i32, y: i32, bounds: Bounds },
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
                let Properties { name, profile, player_start, knuckles_start, bounds, water_height, moves } = *props;
                level.name = name;
                level.profile = profile;
                level.player_start = player_start;
                level.knuckles_start = knuckles_start;
                level.bounds = bounds;
                level.water_height = water_height;
                level.moves = moves;
                touched.properties = true;
                Edit::SetProperties(Box::new(old))
            }
            Edit::SetPlayerStart(point) => {
                // A start outside sane bounds would make the level unsavable (`formats::validate`).
                let b = level.bounds;
                let sane = b.left < b.right && b.top < b.bottom;
                if sane && (!(b.left..b.right).contains(&point.x) || !(b.top..b.bottom).contains(&point.y)) {
                    return Err(EditError::StartOutsideBounds { x: point.x, y: point.y, bounds: b });
                }
                let old = std::mem::replace(&mut level.player_start, point);
                touched.properties = true;
                Edit::SetPlayerStart(old)
            }
            Edit::SetLoops(loops) => {
                let old = std::mem::replace(&mut level.loops, *loops);
                // The collision a running play-test uses changes; nothing drawn from the chunks does.
                touched.properties = true;
                Edit::SetLoops(Box::new(old))
            }
            Edit::SetArtPattern { index, pixels } => {
                check("pattern", usize::from(index), formats::art::MAX_PATTERNS)?;
                touched.art = true;
                Edit::SetArtPattern { index, pixels: set_entry(&mut level.art_edits.patterns, index, pixels) }
            }
            Edit::SetArtBlock { id, words } => {
                check("art block", usize::from(id), formats::art::MAX_BLOCKS)?;
                touched.art = true;
                Edit::SetArtBlock { id, words: set_entry(&mut level.art_edits.blocks, id, words) }
            }
            Edit::SetPaletteColour { index, colour } => {
                check("palette entry", usize::from(index), formats::art::PALETTE_COLOURS)?;
                let colour = colour.map(|c| c & formats::import::palette::COLOUR_BITS);
                touched.art = true;
                Edit::SetPaletteColour { index, colour: set_entry(&mut level.art_edits.palette, index, colour) }
            }
            Edit::SetWaterColour { index, colour } => {
                check("water palette entry", usize::from(index), formats::art::PALETTE_COLOURS)?;
                let colour = colour.map(|c| c & formats::import::palette::COLOUR_BITS);
                touched.art = true;
                Edit::SetWaterColour { index, colour: set_entry(&mut level.art_edits.water_palette, index, colour) }
            }
            Edit::SetArtEdits(edits) => {
                let old = std::mem::replace(&mut level.art_edits, *edits);
                touched.art = true;
                Edit::SetArtEdits(Box::new(old))
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
