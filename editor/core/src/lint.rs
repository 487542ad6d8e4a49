//! The level lint: what is probably wrong with a level that still loads — seams where neighbouring tiles'
//! surfaces jump, tiles whose angle disagrees with their shape, terrain on one layer with no switcher near
//! it, switchers the player cannot reach, rings and monitors inside solid ground, a start position inside ground or
//! over no floor, unused tiles and chunks. The Problems panel lists them (click one to go there) and `spg-studio check --lint` prints
//! them. None of it stops a level from loading.
//!
//! The games' own levels have hundreds of these (Green Hill's 2-pixel steps, Oil Ocean's terrain on layer A
//! alone, rings inside Casino Night's blocks) and play as the games do: for a level imported from a SonLVL
//! project, [`GameBaseline`] re-imports the level as the project holds it and [`lint_against`] lists only
//! what the user's edits added — an unedited game level has no problems.

use crate::usage::{TileUsage, chunk_usage};
use formats::object::ObjectKind;
use formats::{Layer, Level, ObjectPlacement, Solidity};
use std::collections::HashSet;
use std::fmt;
use std::path::{Path, PathBuf};

/// Which check found a problem.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Check {
    /// Two neighbouring blocks' floor surfaces jump at their shared edge.
    Seam,
    /// A used tile's own lint (an angle that disagrees with its shape, arrays that disagree, …).
    Tile,
    /// Terrain on one layer only, with no layer switcher near it.
    OneLayerTerrain,
    /// A switcher the player cannot cross (its whole line inside solid ground, or outside the level).
    Switcher,
    /// A ring or monitor whose centre is inside solid ground (other objects sit in walls on purpose).
    ObjectInGround,
    /// The start position is inside solid ground (`start::in_ground`).
    StartInGround,
    /// No floor under the start position above the level's bottom bound (`start::over_no_floor`).
    StartOverNoFloor,
    UnusedTile,
    UnusedChunk,
}

impl Check {
    pub fn name(self) -> &'static str {
        match self {
            Check::Seam => "seam",
            Check::Tile => "tile",
            Check::OneLayerTerrain => "one-layer terrain",
            Check::Switcher => "switcher",
            Check::ObjectInGround => "object in ground",
            Check::StartInGround => "start in ground",
            Check::StartOverNoFloor => "start over no floor",
            Check::UnusedTile => "unused tile",
            Check::UnusedChunk => "unused chunk",
        }
    }
}

/// One problem: what, where (a level pixel to go to; `None` for problems that are nowhere, such as an
/// unused tile) and a sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub check: Check,
    pub at: Option<(i32, i32)>,
    pub message: String,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.at {
            Some((x, y)) => write!(f, "{x}, {y}: {}: {}", self.check.name(), self.message),
            None => write!(f, "{}: {}", self.check.name(), self.message),
        }
    }
}

/// A surface steps by more than this many pixels beyond the slope's own step at a block edge: a seam.
pub const SEAM_PIXELS: i32 = 1;
/// Terrain on one layer needs a switcher within this many pixels (a loop's switchers sit about its radius
/// plus its thickness away from its centre).
pub const SWITCHER_REACH: i32 = 512;
/// At most this many problems of one check are listed (a level built wrong everywhere stays readable).
pub const MAX_PER_CHECK: usize = 200;

/// The solid-pixel view of a level's terrain, with the blocks' flips applied.
pub struct Pixels<'a> {
    level: &'a Level,
}

impl<'a> Pixels<'a> {
    pub fn new(level: &'a Level) -> Self {
        Pixels { level }
    }

    /// The block cell (tile, solidity) on a layer at level pixel (x, y), with the block's flips.
    fn cell(&self, layer: Layer, x: i32, y: i32) -> Option<(&'a formats::SolidTile, Solidity, bool, bool)> {
        let p = crate::probe::probe(self.level, x, y)?;
        let block = p.block?;
        let cell = block.layer(layer);
        if cell.solidity == Solidity::NotSolid || cell.tile == 0 {
            return None;
        }
        let tile = self.level.tiles.get(usize::from(cell.tile))?;
        Some((tile, cell.solidity, block.x_flip, block.y_flip))
    }

    /// Whether pixel (x, y) is solid on a layer (any solidity).
    pub fn solid(&self, layer: Layer, x: i32, y: i32) -> bool {
        self.cell(layer, x, y).is_some_and(|(tile, _, xf, yf)| {
            let (tx, ty) = ((x & 15) as usize, (y & 15) as usize);
            let (sx, sy) = (if xf { 15 - tx } else { tx }, if yf { 15 - ty } else { ty });
            tile.is_solid_by_heights(sx, sy)
        })
    }

    /// How pixel (x, y) is solid on a layer: its block's solidity where the pixel is solid, else not solid.
    pub fn solidity(&self, layer: Layer, x: i32, y: i32) -> Solidity {
        match self.cell(layer, x, y) {
            Some((_, solidity, _, _)) if self.solid(layer, x, y) => solidity,
            _ => Solidity::NotSolid,
        }
    }

    /// The solid pixels of column x in the block at y, bit n for the block's pixel row n: one block lookup
    /// for 16 pixels (the seam check reads every block edge of the level).
    fn column(&self, layer: Layer, x: i32, y: i32) -> u16 {
        let Some((tile, _, xf, yf)) = self.cell(layer, x, y) else { return 0 };
        let tx = (x & 15) as usize;
        let sx = if xf { 15 - tx } else { tx };
        (0..16).filter(|&ty| tile.is_solid_by_heights(sx, if yf { 15 - ty } else { ty })).fold(0, |m, ty| m | 1 << ty)
    }

    /// The first floor top in column x of the block row starting at `by` (a solid pixel under an empty one,
    /// the pixel above the row read from the block above).
    fn floor_top(&self, layer: Layer, x: i32, by: i32) -> Option<i32> {
        let column = self.column(layer, x, by);
        if column == 0 {
            return None;
        }
        let above = u16::from(self.column(layer, x, by - 1) & 0x8000 != 0);
        let tops = column & !(column << 1 | above);
        (tops != 0).then(|| by + tops.trailing_zeros() as i32)
    }
}

/// Every problem of the level, check by check, at most [`MAX_PER_CHECK`] of each.
pub fn lint(level: &Level) -> Vec<Problem> {
    capped(all(level))
}

/// Every problem, uncapped (a baseline must hold all of them, or the 201st would show as new).
fn all(level: &Level) -> Vec<Problem> {
    let mut problems = Vec::new();
    let pixels = Pixels::new(level);
    seams(level, &pixels, &mut problems);
    tiles(level, &mut problems);
    one_layer_terrain(level, &mut problems);
    switchers(level, &pixels, &mut problems);
    start(level, &mut problems);
    objects(level, &pixels, &mut problems);
    unused(level, &mut problems);
    problems
}

fn capped(problems: Vec<Problem>) -> Vec<Problem> {
    let mut counts = std::collections::HashMap::new();
    problems
        .into_iter()
        .filter(|p| {
            let n = counts.entry(p.check).or_insert(0usize);
            *n += 1;
            *n <= MAX_PER_CHECK
        })
        .collect()
}

fn push(problems: &mut Vec<Problem>, check: Check, at: Option<(i32, i32)>, message: String) {
    problems.push(Problem { check, at, message });
}

/// What identifies a problem across edits: its check and place, and for a tile its sentence (one place can
/// hold several). An object's number is left out: adding an object renumbers the ones after it.
type Key = (Check, Option<(i32, i32)>, String);

fn key(p: &Problem) -> Key {
    let sentence = if p.check == Check::Tile { p.message.clone() } else { String::new() };
    (p.check, p.at, sentence)
}

/// The problems the game's own level already has: the level re-imported from the SonLVL project and
/// section its `Level::art` names, linted. They play as the game does, so they are nobody's mistake.
#[derive(Clone, Debug)]
pub struct GameBaseline {
    /// The project file, as resolved from the level's folder.
    pub project: PathBuf,
    pub section: String,
    keys: HashSet<Key>,
}

impl GameBaseline {
    /// The baseline of a level imported from a SonLVL project: `Ok(None)` for any other level, `Err` with a
    /// sentence when the project named cannot be imported (moved, deleted, its files changed).
    pub fn of(level: &Level, level_dir: Option<&Path>) -> Result<Option<GameBaseline>, String> {
        let Some(formats::art::ArtSource::SonLvl { project, section }) = &level.art else { return Ok(None) };
        let path = formats::art::resolve(project, level_dir);
        let game = formats::import::sonlvl::import(&path, section)
            .map_err(|e| format!("{} [{section}] could not be imported: {e}", path.display()))?;
        let keys = all(&game).iter().map(key).collect();
        let project = std::fs::canonicalize(&path).unwrap_or(path);
        Ok(Some(GameBaseline { project, section: section.clone(), keys }))
    }

    /// Whether the game's own level has this problem.
    pub fn has(&self, problem: &Problem) -> bool {
        self.keys.contains(&key(problem))
    }
}

/// The lint's answer with a baseline: the problems the edits added (capped per check) and how many
/// others the game's own level has too (not listed).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    pub problems: Vec<Problem>,
    pub as_in_the_game: usize,
}

/// The problems of `level` that its game baseline does not have (all of them without a baseline).
pub fn lint_against(level: &Level, baseline: Option<&GameBaseline>) -> Report {
    let (known, new): (Vec<Problem>, Vec<Problem>) =
        all(level).into_iter().partition(|p| baseline.is_some_and(|b| b.has(p)));
    Report { problems: capped(new), as_in_the_game: known.len() }
}

/// Floor surfaces that jump at a vertical block edge. In each block row, the floor's top (a solid pixel under
/// an empty one) in the two columns either side of the edge, t14, t15 | t0, t1: the surface continued from
/// the left (2·t15 − t14) and from the right (2·t0 − t1) both miss the other side by more than
/// [`SEAM_PIXELS`]. A slope steps by its own gradient and passes; a block set one or more pixels too high does
/// not.
fn seams(level: &Level, pixels: &Pixels, problems: &mut Vec<Problem>) {
    let (w, h) = level.pixel_size();
    let top = |layer: Layer, x: i32, by: i32| pixels.floor_top(layer, x, by);
    for by in (0..h).step_by(16) {
        for x in (15..w - 1).step_by(16) {
            let mut layers = Vec::new();
            let mut at = (x, by);
            for layer in Layer::BOTH {
                let [Some(l1), Some(l0), Some(r0), Some(r1)] = [x - 1, x, x + 1, x + 2].map(|cx| top(layer, cx, by))
                else {
                    continue;
                };
                let from_left = (2 * l0 - l1 - r0).abs();
                let from_right = (2 * r0 - r1 - l0).abs();
                if from_left > SEAM_PIXELS && from_right > SEAM_PIXELS {
                    layers.push(format!("{layer:?}"));
                    at = (x, l0.min(r0));
                }
            }
            if !layers.is_empty() {
                let message =
                    format!("the floor jumps at the block edge x {}|{} (layer {})", x, x + 1, layers.join(" and "));
                push(problems, Check::Seam, Some(at), message);
            }
        }
    }
}

/// The first place in the layout where each tile is drawn (for "go there").
fn first_placements(level: &Level) -> Vec<Option<(i32, i32)>> {
    let mut at = vec![None; level.tiles.len()];
    let (n, px) = (level.chunk_size.blocks_per_side(), level.chunk_size.pixels());
    for row in 0..level.layout.height() {
        for col in 0..level.layout.width() {
            let Some(chunk) = level.layout.get(col, row).and_then(|c| level.chunks.get(usize::from(c))) else {
                continue;
            };
            for (i, block) in chunk.blocks.iter().enumerate() {
                for layer in Layer::BOTH {
                    let cell = block.layer(layer);
                    if cell.solidity == Solidity::NotSolid {
                        continue;
                    }
                    if let Some(slot) = at.get_mut(usize::from(cell.tile))
                        && slot.is_none()
                    {
                        let x = col as i32 * px + (i % n) as i32 * 16 + 8;
                        let y = row as i32 * px + (i / n) as i32 * 16 + 8;
                        *slot = Some((x, y));
                    }
                }
            }
        }
    }
    at
}

/// Each used tile's own lint (`formats::tile::lint`).
fn tiles(level: &Level, problems: &mut Vec<Problem>) {
    let usage = TileUsage::of(level);
    let at = first_placements(level);
    for (i, tile) in level.tiles.iter().enumerate().skip(1) {
        if usage.blocks.get(i).copied().unwrap_or(0) == 0 {
            continue;
        }
        for l in tile.lint() {
            push(problems, Check::Tile, at[i], format!("tile {i}: {l}"));
        }
    }
}

/// Layout cells whose chunk has blocks that differ between layers A and B (a loop, a path on one layer),
/// with no switcher within [`SWITCHER_REACH`] of the cell: the player never changes layer there.
fn one_layer_terrain(level: &Level, problems: &mut Vec<Problem>) {
    let px = level.chunk_size.pixels();
    let one_layer = |c: &formats::Chunk| {
        c.blocks.iter().position(|b| {
            let solid = |cell: &formats::LayerCell| cell.solidity != Solidity::NotSolid && cell.tile != 0;
            (solid(&b.a) || solid(&b.b)) && (b.a != b.b)
        })
    };
    let n = level.chunk_size.blocks_per_side();
    for row in 0..level.layout.height() {
        for col in 0..level.layout.width() {
            let Some(chunk) = level.layout.get(col, row).and_then(|c| level.chunks.get(usize::from(c))) else {
                continue;
            };
            let Some(block) = one_layer(chunk) else { continue };
            let (x, y) = (col as i32 * px + (block % n) as i32 * 16 + 8, row as i32 * px + (block / n) as i32 * 16 + 8);
            let (cx, cy) = (col as i32 * px + px / 2, row as i32 * px + px / 2);
            let near = level
                .switchers
                .iter()
                .any(|s| (s.x - cx).abs() <= SWITCHER_REACH && (s.y - cy).abs() <= SWITCHER_REACH && !s.priority_only);
            if !near {
                let message = format!(
                    "layout cell {col}, {row}: terrain differs between layers A and B but no layer switcher is within {SWITCHER_REACH} px"
                );
                push(problems, Check::OneLayerTerrain, Some((x, y)), message);
            }
        }
    }
}

/// Switchers outside the level's bounds, or whose whole threshold line is inside solid ground on both
/// layers.
fn switchers(level: &Level, pixels: &Pixels, problems: &mut Vec<Problem>) {
    let b = level.bounds;
    for (i, s) in level.switchers.iter().enumerate() {
        let inside_bounds = s.x >= b.left && s.x < b.right && s.y >= b.top && s.y < b.bottom;
        if !inside_bounds {
            let message = format!("switcher {i} is outside the level's bounds: the player can never cross it");
            push(problems, Check::Switcher, Some((s.x, s.y)), message);
            continue;
        }
        let r = s.radius.pixels();
        let points = (-r..r).step_by(4).map(|d| match s.orientation {
            formats::switcher::Orientation::Vertical => (s.x, s.y + d),
            formats::switcher::Orientation::Horizontal => (s.x + d, s.y),
        });
        let blocked = points.clone().all(|(x, y)| pixels.solid(Layer::A, x, y) && pixels.solid(Layer::B, x, y));
        if blocked {
            let message = format!("switcher {i}: its whole line is inside solid ground on both layers");
            push(problems, Check::Switcher, Some((s.x, s.y)), message);
        }
    }
}

/// The start position, judged with the engine's floor sensors as the player's first frame uses them
/// (`crate::start`): inside ground, or over no floor down to the level's bottom bound.
fn start(level: &Level, problems: &mut Vec<Problem>) {
    let start = level.player_start;
    let terrain = engine::Terrain::from_level(level);
    let at = Some((start.x, start.y));
    if crate::start::in_ground(&terrain, start) {
        let message = format!("the start position {}, {} is inside solid ground", start.x, start.y);
        push(problems, Check::StartInGround, at, message);
    } else if crate::start::over_no_floor(level, &terrain, start) {
        let bottom = crate::start::lowest_standing(level);
        let message = format!(
            "no floor below the start position {}, {} above the level's bottom bound (y {bottom}): the player falls out of the level",
            start.x, start.y
        );
        push(problems, Check::StartOverNoFloor, at, message);
    }
}

/// Rings and monitors whose centre is solid on both layers.
fn objects(level: &Level, pixels: &Pixels, problems: &mut Vec<Problem>) {
    // Only what the player must reach from open space to take or break it: rings and monitors. The games put
    // other objects in the ground on purpose — spin tubes and Chemical Plant's blue balls in their walls,
    // invisible blocks, objects that rise out of the floor — and warning about those would make the lint
    // useless on the games' own levels.
    let reached = |o: &&ObjectPlacement| matches!(o.kind, ObjectKind::Ring | ObjectKind::Monitor { .. });
    for (i, o) in level.objects.iter().enumerate().filter(|(_, o)| reached(o)) {
        if pixels.solid(Layer::A, o.x, o.y) && pixels.solid(Layer::B, o.x, o.y) {
            let message = format!("object {i} ({}) has its centre inside solid ground", o.kind.name());
            push(problems, Check::ObjectInGround, Some((o.x, o.y)), message);
        }
    }
}

/// The SonLVL project whose tables a level's tiles and chunks are, when it has one (an imported game level:
/// `Level::art` names the project). Those tables are numbered as the game numbers them and shared with the
/// project's other levels — the collision shapes with every zone, Emerald Hill's chunks with Hill Top — so
/// nothing in them is "unused" or may be merged away: the clean-up leaves them and the lint does not count
/// them.
pub fn project_tables(level: &Level) -> Option<&str> {
    match &level.art {
        Some(formats::art::ArtSource::SonLvl { project, .. }) => Some(project.as_str()),
        _ => None,
    }
}

/// Tiles no solid block uses (tile 0, the empty tile, excepted) and chunks the layout never places (a Sonic 1
/// loop's alternate and the other chunks `Level::loops` names are used by the loop, placed or not).
fn unused(level: &Level, problems: &mut Vec<Problem>) {
    // A game level's tables are its project's, shared with its other levels: not this level's to trim.
    if project_tables(level).is_some() {
        return;
    }
    let usage = TileUsage::of(level);
    let unused_tiles: Vec<usize> = (1..level.tiles.len()).filter(|&t| usage.blocks[t] == 0).collect();
    if !unused_tiles.is_empty() {
        let message = format!("{} tile(s) no block uses: {}", unused_tiles.len(), short_list(&unused_tiles));
        push(problems, Check::UnusedTile, None, message);
    }
    let in_loops = |i: usize| u16::try_from(i).is_ok_and(|n| level.loops.names(n));
    let chunks: Vec<usize> =
        chunk_usage(level).iter().enumerate().filter(|&(i, n)| *n == 0 && !in_loops(i)).map(|(i, _)| i).collect();
    if !chunks.is_empty() {
        let message = format!("{} chunk(s) the layout never places: {}", chunks.len(), short_list(&chunks));
        push(problems, Check::UnusedChunk, None, message);
    }
}

/// The first 12 numbers, then "…".
fn short_list(items: &[usize]) -> String {
    let mut text: Vec<String> = items.iter().take(12).map(usize::to_string).collect();
    if items.len() > 12 {
        text.push("…".to_string());
    }
    text.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::{Shape, stamp};
    use formats::object::ObjectKind;
    use formats::switcher::LayerSwitcher;
    use formats::{Block, Chunk, ChunkSize, LayerCell, ObjectPlacement, Point, SolidTile};

    fn p(x: i32, y: i32) -> Point {
        Point { x, y }
    }

    fn level_with(shapes: &[Shape]) -> Level {
        let mut level = Level::new("lint", ChunkSize::Px128, 8, 4);
        level.player_start = Point { x: 64, y: 300 };
        for s in shapes {
            let st = stamp(&level, &s.generate()).expect("stamps");
            st.edit.apply(&mut level).expect("applies");
        }
        level
    }

    fn checks(level: &Level) -> Vec<Check> {
        lint(level).iter().map(|p| p.check).collect()
    }

    #[test]
    fn shapes_drawn_with_the_brushes_are_clean() {
        let level = level_with(&[
            Shape::Slope { from: p(0, 320), to: p(1024, 320) },
            Shape::SCurve { from: p(128, 320), to: p(384, 224) },
            Shape::Loop { centre_x: 700, floor: 320, radius: 96 },
        ]);
        // Drawing over the flat floor left its chunks unused; nothing else is wrong.
        let problems = lint(&level);
        assert!(problems.iter().all(|p| p.check == Check::UnusedChunk), "{problems:#?}");
    }

    #[test]
    fn a_seam_of_two_pixels_is_found_and_placed() {
        let mut level = level_with(&[Shape::Slope { from: p(0, 320), to: p(1024, 320) }]);
        // Floor of height 8 at y 320: move the block at x 256..272 up two pixels.
        let raised = SolidTile::from_heights([10; 16]);
        level.tiles.push(raised);
        let t = (level.tiles.len() - 1) as u16;
        let mut chunk = level.chunks[usize::from(level.layout.get(2, 2).expect("cell"))].clone();
        let cell = LayerCell { tile: t, solidity: Solidity::All };
        *chunk.block_mut(ChunkSize::Px128, 0, 4).expect("block") = Block { a: cell, b: cell, ..Block::EMPTY };
        level.chunks.push(chunk);
        level.layout.set(2, 2, Some((level.chunks.len() - 1) as u16));
        let seams: Vec<Problem> = lint(&level).into_iter().filter(|p| p.check == Check::Seam).collect();
        assert_eq!(seams.len(), 2, "{seams:#?}");
        assert_eq!(seams[0].to_string(), "255, 320: seam: the floor jumps at the block edge x 255|256 (layer A and B)");
        assert_eq!(seams[1].at, Some((271, 320)));
    }

    #[test]
    fn every_other_check_on_a_crafted_level() {
        let mut level = level_with(&[Shape::Slope { from: p(0, 320), to: p(1024, 320) }]);
        // A tile whose angle disagrees, used once.
        let mut wrong = SolidTile::from_heights(std::array::from_fn(|i| i as i8 + 1));
        wrong.angle = 0x40;
        level.tiles.push(wrong);
        let t = (level.tiles.len() - 1) as u16;
        let mut chunk = Chunk::empty(ChunkSize::Px128);
        let cell = LayerCell { tile: t, solidity: Solidity::All };
        chunk.blocks[0] = Block { a: cell, b: LayerCell::EMPTY, ..Block::EMPTY };
        level.chunks.push(chunk);
        level.layout.set(5, 0, Some((level.chunks.len() - 1) as u16));
        // An unused tile and an unused chunk.
        level.tiles.push(SolidTile::from_heights([3; 16]));
        level.chunks.push(Chunk::empty(ChunkSize::Px128));
        // A switcher buried in the ground and one outside the bounds; a ring in the ground; the start too.
        let buried = LayerSwitcher {
            x: 100,
            y: 328,
            orientation: formats::switcher::Orientation::Horizontal,
            radius: formats::switcher::SwitcherRadius::R32,
            ..LayerSwitcher::default()
        };
        let outside = LayerSwitcher { x: -50, y: 100, ..LayerSwitcher::default() };
        level.switchers = vec![buried, outside];
        assert!(!lint(&level).iter().any(|p| p.check == Check::Seam));
        level.objects.push(ObjectPlacement { kind: ObjectKind::Ring, x: 200, y: 330, ..Default::default() });
        // A spin tube's entrance in the same ground is meant to be there (Chemical Plant's are): no warning.
        let tube = ObjectKind::Other { id: 0x1E, subtype: 0 };
        level.objects.push(ObjectPlacement { kind: tube, x: 220, y: 330, ..Default::default() });
        // Nor as the named kind the importer now makes of it.
        let named = ObjectKind::Sonic2 { object: formats::object::s2::S2Object::CPZSpinTube, subtype: 0 };
        level.objects.push(ObjectPlacement { kind: named, x: 230, y: 330, ..Default::default() });
        level.player_start = Point { x: 64, y: 330 };
        let problems = lint(&level);
        let texts: Vec<String> = problems.iter().map(|p| p.to_string()).collect();
        assert_eq!(
            texts,
            [
                "648, 8: tile: tile 2: angle: 0x40 but the shape suggests about 0xE0",
                "648, 8: one-layer terrain: layout cell 5, 0: terrain differs between layers A and B but no layer switcher is within 512 px",
                "100, 328: switcher: switcher 0: its whole line is inside solid ground on both layers",
                "-50, 100: switcher: switcher 1 is outside the level's bounds: the player can never cross it",
                "64, 330: start in ground: the start position 64, 330 is inside solid ground",
                "200, 330: object in ground: object 0 (ring) has its centre inside solid ground",
                "unused tile: 1 tile(s) no block uses: 3",
                "unused chunk: 1 chunk(s) the layout never places: 2",
            ]
        );
        assert_eq!(
            checks(&level),
            [
                Check::Tile,
                Check::OneLayerTerrain,
                Check::Switcher,
                Check::Switcher,
                Check::StartInGround,
                Check::ObjectInGround,
                Check::UnusedTile,
                Check::UnusedChunk
            ]
        );
    }

    /// The start: standing on the floor is clean; sunk into it past what the first ground check lifts, it is in
    /// the ground; over the floor but with the bottom bound above that floor, or beyond the layout, it has no
    /// floor. Each is one problem at the start.
    #[test]
    fn the_start_is_checked_with_the_players_floor_sensors() {
        // The slope brush's flat floor at y 320, across the layout.
        let mut level = level_with(&[Shape::Slope { from: p(0, 320), to: p(1024, 320) }]);
        let terrain = engine::Terrain::from_level(&level);
        let standing = crate::start::standing_y(&terrain, 200, 0).expect("a floor");
        let start_checks = |level: &Level| -> Vec<String> {
            lint(level)
                .into_iter()
                .filter(|p| matches!(p.check, Check::StartInGround | Check::StartOverNoFloor))
                .map(|p| p.to_string())
                .collect()
        };
        level.player_start = p(200, standing);
        assert_eq!(start_checks(&level), Vec::<String>::new());
        level.player_start = p(200, standing - 100);
        assert_eq!(start_checks(&level), Vec::<String>::new(), "high above the floor: he falls onto it");
        level.player_start = p(200, standing + 14);
        assert_eq!(start_checks(&level), Vec::<String>::new(), "14 px in: lifted onto the floor");
        level.player_start = p(200, standing + 15);
        assert_eq!(
            start_checks(&level),
            [format!("200, {0}: start in ground: the start position 200, {0} is inside solid ground", standing + 15)]
        );
        level.player_start = p(200, 100);
        level.bounds.bottom = standing - 1;
        assert_eq!(
            start_checks(&level),
            [format!(
                "200, 100: start over no floor: no floor below the start position 200, 100 above the level's bottom bound (y {}): the player falls out of the level",
                standing - 1
            )]
        );
        level.bounds.bottom = 512;
        level.player_start = p(1100, 100);
        assert_eq!(start_checks(&level).len(), 1, "beyond the layout's right edge");
    }
}
