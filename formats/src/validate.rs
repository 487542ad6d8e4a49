//! Validation of a parsed level: every problem with a path to it, including the size limits
//! ([`crate::limits`]) that keep hostile files from making the program allocate gigabytes or hang.

use crate::chunk::Solidity;
use crate::level::{CURRENT_VERSION, Level};
use crate::limits::*;
use crate::object::{ObjectKind, ObjectPlacement, s2};

/// Also reachable here, as `formats::validate::limits::…`, next to the checks that enforce them.
pub use crate::limits;

/// One problem found in a level, with the path to the offending value
/// (`chunks[3].blocks[5].a.tile: 900 out of range (tile set has 256 tiles)`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub path: String,
    pub message: String,
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.path, self.message)
    }
}

/// Collects problems in the order their values appear in the file.
struct Problems(Vec<Problem>);

impl Problems {
    fn push(&mut self, path: impl Into<String>, message: impl Into<String>) {
        self.0.push(Problem { path: path.into(), message: message.into() });
    }
    fn coordinate(&mut self, path: impl Fn() -> String, value: i32) {
        if !(-MAX_COORDINATE..=MAX_COORDINATE).contains(&value) {
            self.push(path(), format!("{value} outside ±{MAX_COORDINATE}"));
        }
    }
    fn count(&mut self, path: &str, what: &str, count: usize, max: usize) {
        if count > max {
            self.push(path, format!("{count} {what}, at most {max} allowed"));
        }
    }
}

/// Every problem in the level, in file order; empty when it is valid.
///
/// A valid level is one the engine and the editor can use without further checks: every index points at
/// something that exists, every chunk has its full set of blocks, and every number is in a range the integer
/// simulation handles without overflow.
pub fn validate(level: &Level) -> Vec<Problem> {
    let mut p = Problems(Vec::new());
    if level.version != CURRENT_VERSION {
        p.push("version", format!("{} is not the current version {CURRENT_VERSION}", level.version));
    }
    if level.name.len() > MAX_NAME_BYTES {
        p.push("name", format!("{} bytes long, at most {MAX_NAME_BYTES} allowed", level.name.len()));
    }
    if level.name.chars().any(char::is_control) {
        p.push("name", "contains control characters (line breaks, tabs, …)");
    }

    let start = level.player_start;
    p.coordinate(|| "player_start.x".into(), start.x);
    p.coordinate(|| "player_start.y".into(), start.y);
    if let Some(k) = level.knuckles_start {
        // Not held to the bounds: they are the camera's at Sonic's start (Icecap 1 starts Knuckles far right).
        p.coordinate(|| "knuckles_start.x".into(), k.x);
        p.coordinate(|| "knuckles_start.y".into(), k.y);
    }
    let b = level.bounds;
    // The area is [left, right) x [top, bottom): at `bottom` the player dies. Inverted bounds are reported
    // below, on their own.
    let bounds_sane = b.left < b.right && b.top < b.bottom;
    if bounds_sane && (!(b.left..b.right).contains(&start.x) || !(b.top..b.bottom).contains(&start.y)) {
        p.push(
            "player_start",
            format!(
                "({}, {}) is outside the bounds (x {}..{}, y {}..{})",
                start.x, start.y, b.left, b.right, b.top, b.bottom
            ),
        );
    }
    p.coordinate(|| "bounds.left".into(), b.left);
    p.coordinate(|| "bounds.top".into(), b.top);
    p.coordinate(|| "bounds.right".into(), b.right);
    p.coordinate(|| "bounds.bottom".into(), b.bottom);
    if b.left >= b.right {
        p.push("bounds", format!("left {} is not left of right {}", b.left, b.right));
    }
    if b.top >= b.bottom {
        p.push("bounds", format!("top {} is not above bottom {}", b.top, b.bottom));
    }
    if let Some(water) = level.water_height {
        p.coordinate(|| "water_height".into(), water);
    }

    for (path, message) in level.art_edits.problems() {
        p.push(path, message);
    }
    p.count("tiles", "tiles", level.tiles.len(), MAX_TILES);
    for (t, tile) in level.tiles.iter().enumerate() {
        for (name, values) in [("heights", &tile.heights), ("widths", &tile.widths)] {
            for (i, v) in values.iter().enumerate() {
                if !(-16..=16).contains(v) {
                    p.push(format!("tiles[{t}].{name}[{i}]"), format!("{v} outside -16..=16"));
                }
            }
        }
    }

    p.count("chunks", "chunks", level.chunks.len(), MAX_CHUNKS);
    let block_count = level.chunk_size.block_count();
    for (c, chunk) in level.chunks.iter().enumerate() {
        if chunk.blocks.len() != block_count {
            p.push(
                format!("chunks[{c}].blocks"),
                format!("{} blocks, a {} px chunk has {block_count}", chunk.blocks.len(), level.chunk_size.pixels()),
            );
        }
        for (i, block) in chunk.blocks.iter().enumerate() {
            for (name, cell) in [("a", &block.a), ("b", &block.b)] {
                // The tile of a cell that is not solid is never read, so any index is harmless there.
                if cell.solidity != Solidity::NotSolid && usize::from(cell.tile) >= level.tiles.len() {
                    p.push(
                        format!("chunks[{c}].blocks[{i}].{name}.tile"),
                        format!("{} out of range (tile set has {} tiles)", cell.tile, level.tiles.len()),
                    );
                }
            }
        }
    }

    let layout = &level.layout;
    let (w, h) = (layout.width(), layout.height());
    if w == 0 || h == 0 {
        p.push("layout", format!("{w} x {h} chunks; a level needs at least one cell"));
    }
    if w > MAX_LAYOUT_SIDE || h > MAX_LAYOUT_SIDE || w.saturating_mul(h) > MAX_LAYOUT_CELLS {
        p.push(
            "layout",
            format!("{w} x {h} chunks is too large (at most {MAX_LAYOUT_SIDE} per side and {MAX_LAYOUT_CELLS} cells)"),
        );
    }
    // `chunks` needs a non-zero size; a zero-width layout has no cells anyway.
    for (row, cells) in layout.cells().chunks(w.max(1)).enumerate() {
        for (col, cell) in cells.iter().enumerate() {
            if let Some(chunk) = *cell
                && usize::from(chunk) >= level.chunks.len()
            {
                p.push(
                    format!("layout.rows[{row}][{col}]"),
                    format!("chunk {chunk} does not exist (level has {} chunks)", level.chunks.len()),
                );
            }
        }
    }

    p.count("switchers", "switchers", level.switchers.len(), MAX_SWITCHERS);
    for (i, s) in level.switchers.iter().enumerate() {
        p.coordinate(|| format!("switchers[{i}].x"), s.x);
        p.coordinate(|| format!("switchers[{i}].y"), s.y);
    }

    p.count("objects", "objects", level.objects.len(), MAX_OBJECTS);
    for (i, o) in level.objects.iter().enumerate() {
        match o.kind {
            ObjectKind::Spikes { count, .. } if !(1..=MAX_SPIKES).contains(&count) => {
                p.push(format!("objects[{i}].kind.count"), format!("{count} spikes, 1..={MAX_SPIKES} allowed"));
            }
            ObjectKind::Bridge { logs } if !(1..=MAX_BRIDGE_LOGS).contains(&logs) => {
                p.push(format!("objects[{i}].kind.logs"), format!("{logs} logs, 1..={MAX_BRIDGE_LOGS} allowed"));
            }
            ObjectKind::Platform { width, range, .. } => {
                if !(1..=MAX_PLATFORM_WIDTH).contains(&width) {
                    p.push(
                        format!("objects[{i}].kind.width"),
                        format!("{width} px wide, 1..={MAX_PLATFORM_WIDTH} allowed"),
                    );
                }
                if range > MAX_PLATFORM_RANGE {
                    p.push(
                        format!("objects[{i}].kind.range"),
                        format!("{range} px, at most {MAX_PLATFORM_RANGE} allowed"),
                    );
                }
            }
            _ => {}
        }
        sonic2_fields(&mut p, i, o);
        p.coordinate(|| format!("objects[{i}].x"), o.x);
        p.coordinate(|| format!("objects[{i}].y"), o.y);
    }
    // Loop chunks and tunnels name chunks of the level (`crate::loops`).
    let chunk_count = level.chunks.len();
    let named = |n: u16| usize::from(n) < chunk_count;
    p.count("loops.chunks", "loop chunks", level.loops.chunks.len(), chunk_count);
    p.count("loops.tunnels", "tunnel chunks", level.loops.tunnels.len(), chunk_count);
    for (i, l) in level.loops.chunks.iter().enumerate().take(chunk_count + 1) {
        for (field, n) in [("chunk", l.chunk), ("alternate", l.alternate)] {
            if !named(n) {
                p.push(format!("loops.chunks[{i}].{field}"), format!("{n} out of range ({chunk_count} chunks)"));
            }
        }
        if level.loops.chunks[..i].iter().any(|o| o.chunk == l.chunk) {
            p.push(format!("loops.chunks[{i}].chunk"), format!("chunk {} has a loop entry already", l.chunk));
        }
    }
    for (i, &n) in level.loops.tunnels.iter().enumerate().take(chunk_count + 1) {
        if !named(n) {
            p.push(format!("loops.tunnels[{i}]"), format!("{n} out of range ({chunk_count} chunks)"));
        }
    }
    p.0
}

/// The Sonic 2 kinds' fields hold subtype bit fields: each must fit its bits, so that the placement has a record
/// (`object::s2::to_record`); the unused subtype bits must lie where the kind leaves bits unused.
fn sonic2_fields(p: &mut Problems, i: usize, o: &ObjectPlacement) {
    let mut check = |field: &str, value: u8, range: std::ops::RangeInclusive<u8>| {
        if !range.contains(&value) {
            p.push(
                format!("objects[{i}].kind.{field}"),
                format!("{value} outside {}..={}", range.start(), range.end()),
            );
        }
    };
    match o.kind {
        ObjectKind::TippingFloor { delay, duration } => {
            check("delay", delay, 0..=15);
            check("duration", duration, 0..=15);
        }
        ObjectKind::FloatingPlatform { frame, .. } | ObjectKind::MovingBlock { frame, .. } => {
            check("frame", frame, 0..=7)
        }
        ObjectKind::CpzPlatform { frame, .. } => check("frame", frame, 0..=15),
        ObjectKind::BlueBalls { balls, .. } => check("balls", balls, 1..=16),
        ObjectKind::SpinTube { entrance, route } => {
            check("entrance", entrance, 0..=3);
            check("route", route, 0..=63);
        }
        ObjectKind::InvisibleBlock { width, height } => {
            check("width", width, 1..=16);
            check("height", height, 1..=16);
        }
        _ => {}
    }
    if let Some(extra) = o.s2 {
        let mask = s2::unused_mask(&o.kind);
        if extra.unused_subtype_bits & !mask != 0 {
            p.push(
                format!("objects[{i}].s2.unused_subtype_bits"),
                format!(
                    "{:#04X} sets bits a {} uses or does not have (only {mask:#04X} may be set)",
                    extra.unused_subtype_bits,
                    o.kind.name()
                ),
            );
        }
    }
}
