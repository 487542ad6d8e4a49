//! Shape brushes without a UI: a slope, a curve, an S-curve, a quarter pipe or a loop becomes solid tiles
//! (height and width arrays measured from the shape's pixels, angles from the shape's tangent), blocks on
//! layers A and B, and for loops the layer switchers that make the loop playable (SPG "Solid Terrain":
//! Layers, Loops; SPG "Solid Tiles": Height Array, Width Array, Flagged Tiles).
//!
//! [`Shape::generate`] rasterises a shape into a block grid ([`Generated`]); [`stamp`] writes it into a
//! level as one undoable edit, reusing tiles and chunks the level already has.
//!
//! The geometry is authoring help, not simulation: it samples the shape in floating point (only `+ - * /` and
//! `sqrt`, which IEEE 754 rounds exactly, so results are the same on every machine) and turns tangents into
//! angle bytes with the games' own integer arctangent (`engine::calc_angle`, S2 `CalcAngle`).

mod stamp;

pub use stamp::{Stamp, stamp, stamp_as};

use engine::calc_angle;
use formats::switcher::{LayerSwitcher, Orientation, SwitcherRadius, SwitcherSide};
use formats::tile::{ANGLE_TOLERANCE, FLAGGED_ANGLE};
use formats::{Angle, Layer, Point, SolidTile};

/// Which way a quarter pipe opens: `Right` = the wall rises on the right (run into it to the right).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Facing {
    #[default]
    Right,
    Left,
}

/// The loop's ring is this thick (px): two blocks, so that every ring tile holds one surface.
pub const LOOP_THICKNESS: i32 = 32;
/// Flat floor a loop brush adds before and after its ring (px), the run-in and run-out.
pub const LOOP_RUN: i32 = 64;
/// Shapes smaller than this (px) are refused: they would not fill one block.
pub const MIN_SIZE: i32 = 16;
/// A loop's inner radius: at least this (a smaller one cannot be run round: SPG "Slope Physics").
pub const MIN_LOOP_RADIUS: i32 = 48;
/// Shapes larger than this (px) are refused: a drag gone wrong, not a shape.
pub const MAX_SIZE: i32 = 4096;

/// Which shape the shape tool draws.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ShapeKind {
    #[default]
    Slope,
    Curve,
    SCurve,
    QuarterPipe,
    Loop,
}

impl ShapeKind {
    pub const ALL: [ShapeKind; 5] =
        [ShapeKind::Slope, ShapeKind::Curve, ShapeKind::SCurve, ShapeKind::QuarterPipe, ShapeKind::Loop];

    /// The tool bar's name.
    pub fn label(self) -> &'static str {
        match self {
            ShapeKind::Slope => "Slope",
            ShapeKind::Curve => "Curve",
            ShapeKind::SCurve => "S-curve",
            ShapeKind::QuarterPipe => "Quarter pipe",
            ShapeKind::Loop => "Loop",
        }
    }

    /// What a drag from `a` to `b` draws (both snapped to the 16 px block grid first):
    /// - slope, S-curve: from `a` to `b`;
    /// - curve: a quadratic from `a` to `b` that starts flat (control point level with the lower-x end,
    ///   under the other end), the shape of a ramp easing into a climb;
    /// - quarter pipe: its foot at `a`, radius the horizontal distance, rising on the side `b` is on;
    /// - loop: standing on the floor at `a`, radius the distance to `b` (at least [`MIN_LOOP_RADIUS`]).
    pub fn from_drag(self, a: (i32, i32), b: (i32, i32)) -> Shape {
        let snap = |v: i32| (v + 8).div_euclid(16) * 16;
        let (a, b) = (Point { x: snap(a.0), y: snap(a.1) }, Point { x: snap(b.0), y: snap(b.1) });
        match self {
            ShapeKind::Slope => Shape::Slope { from: a, to: b },
            ShapeKind::SCurve => Shape::SCurve { from: a, to: b },
            ShapeKind::Curve => {
                let (l, r) = if a.x <= b.x { (a, b) } else { (b, a) };
                // Flat at the lower end, steep at the higher one.
                let control = if l.y >= r.y { Point { x: r.x, y: l.y } } else { Point { x: l.x, y: r.y } };
                Shape::Curve { points: vec![l, control, r] }
            }
            ShapeKind::QuarterPipe => Shape::QuarterPipe {
                foot: a,
                radius: (b.x - a.x).abs().max(2 * MIN_SIZE),
                facing: if b.x >= a.x { Facing::Right } else { Facing::Left },
            },
            ShapeKind::Loop => {
                let (dx, dy) = (f64::from(b.x - a.x), f64::from(b.y - a.y));
                let r = ((dx * dx + dy * dy).sqrt() as i32 / 16 * 16).max(MIN_LOOP_RADIUS);
                Shape::Loop { centre_x: a.x, floor: a.y, radius: r }
            }
        }
    }
}

/// A shape to draw on the level. Points are level pixels; "ground" shapes (slope, curves) are solid below
/// their surface down to one block under their lowest point.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// A straight slope from one surface point to another.
    Slope { from: Point, to: Point },
    /// A Bézier curve through 3 (quadratic) or 4 (cubic) control points; x must not decrease along them.
    Curve { points: Vec<Point> },
    /// An S-curve from one surface point to another: flat at both ends, steepest in the middle (a cubic with
    /// horizontal tangents).
    SCurve { from: Point, to: Point },
    /// A quarter pipe: the flat floor meets the curve at `foot`; the curve rises `radius` px to a vertical
    /// wall on the `facing` side.
    QuarterPipe { foot: Point, radius: i32, facing: Facing },
    /// A full loop of inner radius `radius` standing on the floor at `floor` (y), centred on `centre_x`, with
    /// [`LOOP_RUN`] px of floor before and after; its ring is round inside and square outside, at least
    /// [`LOOP_THICKNESS`] px thick. Its right half is on layer A, its left half on layer B,
    /// the floor on both; three switchers move the player between them.
    Loop { centre_x: i32, floor: i32, radius: i32 },
}

/// The terrain a shape generates: a grid of blocks (top-left at block-aligned level pixel `x0`, `y0`), each
/// with a tile per layer (`None` = the shape leaves that layer alone), and the switchers to add.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    pub x0: i32,
    pub y0: i32,
    pub cols: usize,
    pub rows: usize,
    /// Row-major, `cols * rows`: per block, the tile on layer A and on layer B.
    pub blocks: Vec<[Option<SolidTile>; 2]>,
    pub switchers: Vec<LayerSwitcher>,
}

impl Generated {
    /// The tile at block (col, row) of the grid on a layer.
    pub fn tile(&self, col: usize, row: usize, layer: Layer) -> Option<&SolidTile> {
        let cell = self.blocks.get(row * self.cols + col)?;
        cell[layer as usize].as_ref()
    }
    /// The tile of the block containing level pixel (x, y) on a layer.
    pub fn tile_at(&self, layer: Layer, x: i32, y: i32) -> Option<&SolidTile> {
        let (col, row) = ((x - self.x0).div_euclid(16), (y - self.y0).div_euclid(16));
        if col < 0 || row < 0 || col as usize >= self.cols || row as usize >= self.rows {
            return None;
        }
        self.tile(col as usize, row as usize, layer)
    }
    /// Number of non-empty blocks (either layer).
    pub fn block_count(&self) -> usize {
        self.blocks.iter().filter(|b| b[0].is_some() || b[1].is_some()).count()
    }
}

/// A ground surface y(x) sampled at pixel centres.
struct Ground {
    x0: i32,
    /// Surface y (down) at x0 + i + 0.5.
    ys: Vec<f64>,
}

impl Ground {
    fn at(&self, x: f64) -> f64 {
        let i = (x - f64::from(self.x0) - 0.5).floor();
        let last = self.ys.len() - 1;
        let clamp = |i: f64| (i.max(0.0) as usize).min(last);
        let (a, b) = (clamp(i), clamp(i + 1.0));
        let t = (x - f64::from(self.x0) - 0.5 - i).clamp(0.0, 1.0);
        self.ys[a] + (self.ys[b] - self.ys[a]) * t
    }
}

/// Evaluates a Bézier curve of 3 or 4 control points at t (de Casteljau).
fn bezier(points: &[(f64, f64)], t: f64) -> (f64, f64) {
    let mut p: Vec<(f64, f64)> = points.to_vec();
    while p.len() > 1 {
        p = p.windows(2).map(|w| (w[0].0 + (w[1].0 - w[0].0) * t, w[0].1 + (w[1].1 - w[0].1) * t)).collect();
    }
    p[0]
}

/// Samples an x-monotonic curve into a `Ground` (surface y at each pixel column from the first point's x to
/// the last's).
fn ground_from_curve(points: &[(f64, f64)]) -> Ground {
    const STEPS: usize = 2048;
    let samples: Vec<(f64, f64)> = (0..=STEPS).map(|i| bezier(points, i as f64 / STEPS as f64)).collect();
    let x0 = points[0].0.round() as i32;
    let x1 = points[points.len() - 1].0.round() as i32;
    let mut ys = Vec::with_capacity((x1 - x0).max(0) as usize);
    let mut j = 0;
    for x in x0..x1 {
        let xc = f64::from(x) + 0.5;
        while j + 1 < samples.len() - 1 && samples[j + 1].0 < xc {
            j += 1;
        }
        let (a, b) = (samples[j], samples[j + 1]);
        let t = if b.0 > a.0 { ((xc - a.0) / (b.0 - a.0)).clamp(0.0, 1.0) } else { 0.0 };
        ys.push(a.1 + (b.1 - a.1) * t);
    }
    Ground { x0, ys }
}

fn pf(p: Point) -> (f64, f64) {
    (f64::from(p.x), f64::from(p.y))
}

/// The angle byte of a walking direction (x right, y down): the games' `CalcAngle` on the vector scaled to
/// 16-bit words.
pub fn direction_angle(dx: f64, dy: f64) -> u8 {
    let m = dx.abs().max(dy.abs());
    if m == 0.0 {
        return 0;
    }
    let s = 16384.0 / m;
    // Odd angles mean "flagged" to the games: the table's odd results are rounded down to even.
    calc_angle((dx * s).round() as i16, (dy * s).round() as i16) & 0xFE
}

/// Height of a column / width of a row from its 16 solid pixels: positive when solid at the far end (bottom or
/// right), negative when solid only at the near end (top or left); the count when neither (the tile lint then
/// reports the tile, and [`finish_tile`] flags it).
fn extent(solid: impl Fn(usize) -> bool) -> i8 {
    let count = (0..16).filter(|&i| solid(i)).count() as i8;
    if count == 0 || count == 16 || solid(15) { count } else { -count }
}

/// The tile for a block from its pixels and the surface's angle there. A block with no partly solid column (a
/// full square under a surface, a wall) keeps the surface's angle, as the games' loop squares do. A tile whose
/// partial columns suggest another angle (a sliver of a steep surface) or whose rows no width describes is
/// flagged, as the games flag their corner shapes (SPG "Flagged Tiles"): the player then snaps to the nearest
/// quarter. So the tile lint agrees with every tile made here.
pub(crate) fn finish_tile(heights: [i8; 16], widths: [i8; 16], angle: u8) -> SolidTile {
    let mut tile = SolidTile { heights, widths, angle };
    let representable = !tile.lint().iter().any(|l| {
        matches!(
            l,
            formats::tile::TileLint::RowsNotRepresentable { .. }
                | formats::tile::TileLint::ColumnsNotRepresentable { .. }
        )
    });
    let partial = heights.iter().any(|&h| h != 0 && (-15..=15).contains(&h));
    let agrees = !partial || Angle(angle).distance(Angle(tile.derived_angle())) <= ANGLE_TOLERANCE;
    if !representable || !agrees {
        tile.angle = FLAGGED_ANGLE;
    }
    tile
}

impl Shape {
    /// What the shape is called in menus and undo labels.
    pub fn name(&self) -> &'static str {
        match self {
            Shape::Slope { .. } => "slope",
            Shape::Curve { .. } => "curve",
            Shape::SCurve { .. } => "S-curve",
            Shape::QuarterPipe { .. } => "quarter pipe",
            Shape::Loop { .. } => "loop",
        }
    }

    /// Why the shape cannot be drawn, if it cannot.
    pub fn check(&self) -> Result<(), String> {
        let span = |a: Point, b: Point| -> Result<(), String> {
            let (w, h) = ((b.x - a.x).abs(), (b.y - a.y).abs());
            if w < MIN_SIZE {
                return Err(format!("too narrow: {w} px across (at least {MIN_SIZE})"));
            }
            if w > MAX_SIZE || h > MAX_SIZE {
                return Err(format!("too large (at most {MAX_SIZE} px)"));
            }
            Ok(())
        };
        match self {
            Shape::Slope { from, to } | Shape::SCurve { from, to } => span(*from, *to),
            Shape::Curve { points } => {
                if !(3..=4).contains(&points.len()) {
                    return Err(format!("a curve needs 3 or 4 control points, not {}", points.len()));
                }
                if points.windows(2).any(|w| w[1].x < w[0].x) {
                    return Err("a curve's control points must go left to right".to_string());
                }
                span(points[0], points[points.len() - 1])
            }
            Shape::QuarterPipe { radius, .. } => {
                if *radius < MIN_SIZE * 2 || *radius > MAX_SIZE {
                    return Err(format!("radius {radius} px: use {}..={MAX_SIZE}", MIN_SIZE * 2));
                }
                Ok(())
            }
            Shape::Loop { radius, .. } => {
                if *radius < MIN_LOOP_RADIUS || *radius > MAX_SIZE / 2 {
                    return Err(format!("radius {radius} px: use {MIN_LOOP_RADIUS}..={}", MAX_SIZE / 2));
                }
                Ok(())
            }
        }
    }

    /// The surface as a ground line, for the ground shapes (slope, curves, quarter pipe).
    fn ground(&self) -> Option<Ground> {
        match self {
            Shape::Slope { from, to } => {
                let (a, b) = if from.x <= to.x { (*from, *to) } else { (*to, *from) };
                Some(ground_from_curve(&[pf(a), pf(b)]))
            }
            Shape::Curve { points } => Some(ground_from_curve(&points.iter().map(|p| pf(*p)).collect::<Vec<_>>())),
            Shape::SCurve { from, to } => {
                let (a, b) = if from.x <= to.x { (*from, *to) } else { (*to, *from) };
                let mid = f64::from(a.x + b.x) / 2.0;
                let pts = [pf(a), (mid, f64::from(a.y)), (mid, f64::from(b.y)), pf(b)];
                Some(ground_from_curve(&pts))
            }
            Shape::QuarterPipe { .. } | Shape::Loop { .. } => None,
        }
    }

    /// The block-aligned rectangle the shape covers: (x0, y0, x1, y1), x1/y1 exclusive.
    fn extent_px(&self) -> (i32, i32, i32, i32) {
        let (x0, y0, x1, y1) = match self {
            Shape::Slope { from, to } | Shape::SCurve { from, to } => {
                (from.x.min(to.x), from.y.min(to.y), from.x.max(to.x), from.y.max(to.y) + 16)
            }
            Shape::Curve { points } => {
                let xs = points.iter().map(|p| p.x);
                let ys = points.iter().map(|p| p.y);
                let (y0, y1) = (ys.clone().min().unwrap_or(0), ys.max().unwrap_or(0));
                (xs.clone().min().unwrap_or(0), y0, xs.max().unwrap_or(0), y1 + 16)
            }
            Shape::QuarterPipe { foot, radius, facing } => match facing {
                Facing::Right => (foot.x, foot.y - radius, foot.x + radius, foot.y + 16),
                Facing::Left => (foot.x - radius, foot.y - radius, foot.x, foot.y + 16),
            },
            Shape::Loop { centre_x, floor, radius } => {
                let half = radius + LOOP_THICKNESS + LOOP_RUN;
                (centre_x - half, floor - 2 * radius - LOOP_THICKNESS, centre_x + half, floor + 16)
            }
        };
        let down = |v: i32| v.div_euclid(16) * 16;
        let up = |v: i32| (v + 15).div_euclid(16) * 16;
        (down(x0), down(y0), up(x1), up(y1))
    }

    /// Whether level pixel (x, y) is solid on a layer, and the surface's walking direction nearest it (for
    /// the tile's angle). `fill` is the y the ground shapes are solid down to.
    fn pixel(&self, ground: Option<&Ground>, fill: i32, layer: Layer, x: i32, y: i32) -> bool {
        let (xc, yc) = (f64::from(x) + 0.5, f64::from(y) + 0.5);
        if let Some(g) = ground {
            let inside = x >= g.x0 && x < g.x0 + g.ys.len() as i32;
            return inside && y < fill && yc >= g.at(xc);
        }
        match *self {
            Shape::QuarterPipe { foot, radius, facing } => {
                let r = f64::from(radius);
                let dx = match facing {
                    Facing::Right => xc - f64::from(foot.x),
                    Facing::Left => f64::from(foot.x) - xc,
                };
                if !(0.0..=r).contains(&dx) || y >= fill {
                    return false;
                }
                let cy = f64::from(foot.y) - r;
                yc >= cy + (r * r - dx * dx).max(0.0).sqrt()
            }
            Shape::Loop { centre_x, floor, radius } => {
                let half = radius + LOOP_THICKNESS + LOOP_RUN;
                if y >= floor {
                    return (centre_x - half..centre_x + half).contains(&x) && y < fill;
                }
                let (dx, dy) = (xc - f64::from(centre_x), yc - f64::from(floor - radius));
                let (r, t) = (f64::from(radius), f64::from(LOOP_THICKNESS));
                // Round inside; square outside, so that no tile holds a peak that a width array cannot
                // describe (the outside of a loop is scenery: the player runs on the inside).
                let on_ring = dx * dx + dy * dy >= r * r && dx.abs().max(dy.abs()) < r + t;
                let right_half = x >= centre_x;
                on_ring && right_half == (layer == Layer::A)
            }
            _ => false,
        }
    }

    /// The walking direction (x right, y down; the solid on the walker's right-hand... below a floor) of the
    /// surface nearest level point (x, y).
    fn direction(&self, ground: Option<&Ground>, x: f64, y: f64) -> (f64, f64) {
        if let Some(g) = ground {
            // The tangent over one block around x, kept inside the curve.
            let (lo, hi) = (f64::from(g.x0) + 0.5, f64::from(g.x0 + g.ys.len() as i32) - 0.5);
            let (a, b) = ((x - 8.0).clamp(lo, hi), (x + 8.0).clamp(lo, hi));
            return if b > a { (b - a, g.at(b) - g.at(a)) } else { (1.0, 0.0) };
        }
        match *self {
            Shape::QuarterPipe { foot, radius, facing } => {
                let r = f64::from(radius);
                let (cx, cy) = (f64::from(foot.x), f64::from(foot.y) - r);
                let dx = match facing {
                    Facing::Right => x - cx,
                    Facing::Left => cx - x,
                };
                let dy = y - cy;
                if dy <= 0.0 && dx >= r - 8.0 {
                    // The wall at the top of the pipe.
                    return match facing {
                        Facing::Right => (0.0, -1.0),
                        Facing::Left => (0.0, 1.0),
                    };
                }
                // Outward from the centre is solid: walking direction (dy, -dx), mirrored for a left pipe.
                match facing {
                    Facing::Right => (dy, -dx),
                    Facing::Left => (dy, dx),
                }
            }
            Shape::Loop { centre_x, floor, radius } => {
                let (dx, dy) = (x - f64::from(centre_x), y - f64::from(floor - radius));
                if y >= f64::from(floor) - 4.0 && dy.abs() > dx.abs() {
                    return (1.0, 0.0);
                }
                (dy, -dx)
            }
            _ => (1.0, 0.0),
        }
    }

    /// The y the shape's solid ground reaches down to: one block below its lowest surface point.
    fn fill_bottom(&self) -> i32 {
        let (_, _, _, y1) = self.extent_px();
        y1
    }

    /// Rasterises the shape into blocks. Never panics; a shape that [`Shape::check`] refuses yields an empty
    /// grid.
    pub fn generate(&self) -> Generated {
        if self.check().is_err() {
            return Generated { x0: 0, y0: 0, cols: 0, rows: 0, blocks: Vec::new(), switchers: Vec::new() };
        }
        let (x0, y0, x1, y1) = self.extent_px();
        let (cols, rows) = (((x1 - x0) / 16) as usize, ((y1 - y0) / 16) as usize);
        let ground = self.ground();
        let fill = self.fill_bottom();
        // Pixel fields per layer, one bool per pixel of the grid.
        let (pw, ph) = (cols * 16, rows * 16);
        let field: [Vec<bool>; 2] = Layer::BOTH.map(|layer| {
            let mut f = vec![false; pw * ph];
            for py in 0..ph {
                for px in 0..pw {
                    f[py * pw + px] = self.pixel(ground.as_ref(), fill, layer, x0 + px as i32, y0 + py as i32);
                }
            }
            f
        });
        let solid =
            |layer: usize, bx: usize, by: usize, x: usize, y: usize| field[layer][(by * 16 + y) * pw + bx * 16 + x];
        // Whether the pixel at grid pixel (x, y) is solid; beyond the grid's sides and bottom counts as solid
        // (the shape joins the ground there), above it as empty.
        let at = |layer: usize, x: i64, y: i64| -> bool {
            if y < 0 {
                return false;
            }
            if x < 0 || y >= ph as i64 || x >= pw as i64 {
                return true;
            }
            field[layer][y as usize * pw + x as usize]
        };
        // A full block is inside the ground unless a pixel next to one of its edges is empty.
        let exposed = |layer: usize, bx: usize, by: usize| -> bool {
            let (x0, y0) = (bx as i64 * 16, by as i64 * 16);
            (0..16).any(|i| {
                !at(layer, x0 + i, y0 - 1)
                    || !at(layer, x0 + i, y0 + 16)
                    || !at(layer, x0 - 1, y0 + i)
                    || !at(layer, x0 + 16, y0 + i)
            })
        };
        let mut blocks = vec![[None, None]; cols * rows];
        for by in 0..rows {
            for bx in 0..cols {
                for (li, cell) in blocks[by * cols + bx].iter_mut().enumerate() {
                    let heights: [i8; 16] = std::array::from_fn(|x| extent(|y| solid(li, bx, by, x, y)));
                    if heights == [0; 16] {
                        continue;
                    }
                    let widths: [i8; 16] = std::array::from_fn(|y| extent(|x| solid(li, bx, by, x, y)));
                    let interior = heights == [16; 16] && !exposed(li, bx, by);
                    *cell = Some(if interior {
                        SolidTile::FULL
                    } else {
                        let (cx, cy) = (f64::from(x0) + bx as f64 * 16.0 + 8.0, f64::from(y0) + by as f64 * 16.0 + 8.0);
                        let (dx, dy) = self.direction(ground.as_ref(), cx, cy);
                        finish_tile(heights, widths, direction_angle(dx, dy))
                    });
                }
            }
        }
        Generated { x0, y0, cols, rows, blocks, switchers: self.switchers() }
    }

    /// The layer switchers the shape needs (SPG "Solid Terrain": Layers). For a loop, run left to right:
    /// - before it, one that puts the player on layer A whichever way it is crossed (the ring's right half,
    ///   which he runs up, is solid only there; the left half he passes through);
    /// - at the top, grounded only, one that puts him on layer B when he crosses it leftwards upside down
    ///   (so the left half, solid only on B, carries him down); its range stays clear of the floor, so
    ///   running along the floor under it switches nothing;
    /// - after it, one that puts him back on A once he has left the loop (and on B if he comes back, so that
    ///   he can walk back through the right half).
    pub fn switchers(&self) -> Vec<LayerSwitcher> {
        let Shape::Loop { centre_x, floor, radius } = *self else { return Vec::new() };
        let side = |layer| SwitcherSide { layer, high_priority: false };
        let half = radius + LOOP_THICKNESS;
        // The top switcher's range (centre ± radius) must not reach a player on the floor (centre 20 px up).
        let top_radius = SwitcherRadius::ALL
            .iter()
            .rev()
            .copied()
            .find(|r| r.pixels() <= (2 * radius - 24 - 16).max(32) && r.pixels() <= radius)
            .unwrap_or(SwitcherRadius::R32);
        vec![
            LayerSwitcher {
                x: centre_x - half - LOOP_RUN / 2,
                y: floor - 32,
                orientation: Orientation::Vertical,
                radius: SwitcherRadius::R64,
                left_or_top: side(Layer::A),
                right_or_bottom: side(Layer::A),
                grounded_only: false,
                priority_only: false,
                objects_before: None,
            },
            LayerSwitcher {
                x: centre_x,
                y: floor - 2 * radius,
                orientation: Orientation::Vertical,
                radius: top_radius,
                left_or_top: side(Layer::B),
                right_or_bottom: side(Layer::A),
                grounded_only: true,
                priority_only: false,
                objects_before: None,
            },
            LayerSwitcher {
                x: centre_x + half + LOOP_RUN / 2,
                y: floor - 32,
                orientation: Orientation::Vertical,
                radius: SwitcherRadius::R64,
                left_or_top: side(Layer::B),
                right_or_bottom: side(Layer::A),
                grounded_only: false,
                priority_only: false,
                objects_before: None,
            },
        ]
    }

    /// The shape's outline as a polyline in level pixels, for the live preview while dragging.
    pub fn outline(&self) -> Vec<(f32, f32)> {
        if self.check().is_err() {
            return Vec::new();
        }
        if let Some(g) = self.ground() {
            let step = (g.ys.len() / 64).max(1);
            let mut line: Vec<(f32, f32)> =
                (0..g.ys.len()).step_by(step).map(|i| ((g.x0 + i as i32) as f32 + 0.5, g.ys[i] as f32)).collect();
            if let Some(&y) = g.ys.last() {
                line.push(((g.x0 + g.ys.len() as i32) as f32, y as f32));
            }
            return line;
        }
        let circle = |cx: f64, cy: f64, r: f64, from: f64, to: f64| -> Vec<(f32, f32)> {
            (0..=48)
                .map(|i| {
                    let a = from + (to - from) * i as f64 / 48.0;
                    ((cx + r * a.cos()) as f32, (cy + r * a.sin()) as f32)
                })
                .collect()
        };
        use std::f64::consts::{FRAC_PI_2, PI};
        match *self {
            Shape::QuarterPipe { foot, radius, facing } => {
                let r = f64::from(radius);
                let (fx, fy) = pf(foot);
                match facing {
                    Facing::Right => circle(fx, fy - r, r, FRAC_PI_2, 0.0),
                    Facing::Left => circle(fx, fy - r, r, FRAC_PI_2, PI),
                }
            }
            Shape::Loop { centre_x, floor, radius } => {
                let r = f64::from(radius);
                let half = f64::from(radius + LOOP_THICKNESS + LOOP_RUN);
                let (cx, fl) = (f64::from(centre_x), f64::from(floor));
                let mut line = vec![((cx - half) as f32, fl as f32)];
                line.extend(circle(cx, fl - r, r, FRAC_PI_2, FRAC_PI_2 + 2.0 * PI));
                line.push(((cx + half) as f32, fl as f32));
                line
            }
            _ => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests;
