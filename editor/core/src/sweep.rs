//! The bot sweep: from many start points on the level's floors, short scripted bots (run right, run left,
//! spindash each way, run right jumping at walls) play the level with the engine, on every core at once,
//! and report where players get stuck, die or reach absurd speeds — as a heat map for the level view and as
//! text for `spg-studio sweep`.

use engine::player::{Player, Routine};
use engine::{Character, World};
use formats::Solidity;
use formats::inputs::Buttons;
use formats::{Layer, Level};
use std::fmt;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// A scripted bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Bot {
    RunRight,
    RunLeft,
    /// Duck, charge three times, release, then hold right (SPG "Spindash").
    SpindashRight,
    SpindashLeft,
    /// Hold right and jump whenever pushing against something or stopped.
    JumpAtWalls,
}

impl Bot {
    pub const ALL: [Bot; 5] = [Bot::RunRight, Bot::RunLeft, Bot::SpindashRight, Bot::SpindashLeft, Bot::JumpAtWalls];

    pub fn name(self) -> &'static str {
        match self {
            Bot::RunRight => "run right",
            Bot::RunLeft => "run left",
            Bot::SpindashRight => "spindash right",
            Bot::SpindashLeft => "spindash left",
            Bot::JumpAtWalls => "jump at walls",
        }
    }

    /// The buttons for frame `frame`, seeing the player as it is before the frame.
    fn buttons(self, frame: u32, player: &Player) -> Buttons {
        let dash = |dir: Buttons| match frame {
            0..4 => Buttons::DOWN,
            // Jump pressed on every other frame while ducking: three charges.
            4..10 if frame.is_multiple_of(2) => Buttons::DOWN.union(Buttons::JUMP),
            4..10 => Buttons::DOWN,
            _ => dir,
        };
        match self {
            Bot::RunRight => Buttons::RIGHT,
            Bot::RunLeft => Buttons::LEFT,
            Bot::SpindashRight => dash(Buttons::RIGHT),
            Bot::SpindashLeft => dash(Buttons::LEFT),
            Bot::JumpAtWalls => {
                let blocked = !player.air && (player.pushing || player.ground_speed == 0) && frame > 2;
                if blocked && !player.previous_buttons.jump() {
                    Buttons::RIGHT.union(Buttons::JUMP)
                } else {
                    Buttons::RIGHT
                }
            }
        }
    }
}

/// What went wrong in a run (the first thing).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Trouble {
    /// Alive and pressing a direction, but it moved less than [`STUCK_PIXELS`] in the last [`STUCK_FRAMES`].
    Stuck,
    /// Died (fell out of the level, spikes without rings, a badnik).
    Died,
    /// A speed above [`ABSURD_SPEED`].
    TooFast,
}

impl Trouble {
    pub const ALL: [Trouble; 3] = [Trouble::Stuck, Trouble::Died, Trouble::TooFast];
    pub fn name(self) -> &'static str {
        match self {
            Trouble::Stuck => "stuck",
            Trouble::Died => "died",
            Trouble::TooFast => "too fast",
        }
    }
}

/// Speeds (1/256 px per frame) above this are absurd: 16 px a frame, the games' own cap on falling and
/// twice Sonic's top speed with speed shoes.
pub const ABSURD_SPEED: i32 = 0x1000;
/// A run counts as stuck when it moved less than this many pixels…
pub const STUCK_PIXELS: i32 = 8;
/// …over this many frames.
pub const STUCK_FRAMES: u32 = 90;

/// How a sweep runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SweepOptions {
    /// Horizontal distance between start points (px).
    pub spacing: i32,
    /// Frames per run.
    pub frames: u32,
    /// Heat map cell size (px).
    pub cell: i32,
    /// Worker threads (0: one per core).
    pub threads: usize,
}

impl Default for SweepOptions {
    fn default() -> Self {
        SweepOptions { spacing: 128, frames: 600, cell: 64, threads: 0 }
    }
}

/// One bot's run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    pub start: (i32, i32),
    pub bot: Bot,
    pub trouble: Option<Trouble>,
    /// Where the trouble happened (or where the run ended).
    pub at: (i32, i32),
    /// The largest |X Speed|, |Y Speed| or |Ground Speed| seen.
    pub top_speed: i32,
}

/// Trouble counts per heat map cell.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HeatMap {
    pub cell: i32,
    pub cols: usize,
    pub rows: usize,
    /// Row-major; per cell, the count of each [`Trouble`] in `Trouble::ALL` order.
    pub counts: Vec<[u32; 3]>,
}

impl HeatMap {
    /// The counts at a cell.
    pub fn get(&self, col: usize, row: usize) -> [u32; 3] {
        if col < self.cols && row < self.rows { self.counts[row * self.cols + col] } else { [0; 3] }
    }
    /// The most troubles in any one cell (for colour scaling).
    pub fn max(&self) -> u32 {
        self.counts.iter().map(|c| c.iter().sum::<u32>()).max().unwrap_or(0)
    }
}

/// The result of a sweep.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sweep {
    pub runs: Vec<Run>,
    pub heat: HeatMap,
    pub frames: u32,
    pub start_points: usize,
}

/// Start points: every `spacing` px across the level's bounds, on each floor surface (a solid pixel on layer
/// A under two empty ones, so the player fits) within the bounds, at most 4 per column, the player standing
/// 20 px above it (the standing radius plus one: `Player::standing`'s contract) — only where the player can get
/// to from the level's start ([`Reachable`]): the hollow insides of the terrain (Emerald Hill's ground is art
/// over empty collision) have floors too, but nobody stands there, and a bot started there only falls out of
/// the level.
pub fn start_points(level: &Level, spacing: i32) -> Vec<(i32, i32)> {
    let pixels = crate::lint::Pixels::new(level);
    let reachable = Reachable::from_start(level, &pixels);
    let b = level.bounds;
    let (w, h) = level.pixel_size();
    let (left, right) = (b.left.max(0) + 16, b.right.min(w) - 16);
    let (top, bottom) = (b.top.max(0) + 40, b.bottom.min(h));
    let mut points = Vec::new();
    let spacing = spacing.max(8);
    let mut x = left + spacing / 2;
    while x < right {
        let mut found = 0;
        let mut y = top;
        while y < bottom && found < 4 {
            let room = (1..=39).all(|d| !pixels.solid(Layer::A, x, y - d));
            if pixels.solid(Layer::A, x, y) && room {
                if reachable.contains(x, y - 20) {
                    points.push((x, y - 20));
                    found += 1;
                }
                y += 40;
            } else {
                y += 1;
            }
        }
        x += spacing;
    }
    points
}

/// The space connected to the player's start inside the level's bounds, in cells of [`Reachable::CELL`] px
/// (each read at its centre pixel), filled cell to neighbouring cell (4 ways) as the solidities let a player
/// move on either layer: into an empty cell any way; into a jump-through (top-only) cell only upwards, and
/// never down out of one (the player lands on it); into a wall-and-ceiling-only cell only downwards (floor
/// checks pass it); never into a cell solid from every side, nor past the bounds (below them the player dies).
/// A coarse stand-in for "the player can get there": it does not know how high a player jumps, but it keeps
/// out the spaces the terrain closes off — Emerald Hill's ground is a top-only surface over empty collision.
pub struct Reachable {
    left: i32,
    top: i32,
    cols: usize,
    rows: usize,
    cells: Vec<bool>,
}

/// A step of the fill.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Step {
    Up,
    Down,
    Side,
}

/// Whether a player can step from a cell of solidity `from` into one of solidity `to`.
fn passable(from: Solidity, to: Solidity, step: Step) -> bool {
    let into = match to {
        Solidity::NotSolid => true,
        Solidity::Top => step == Step::Up,
        Solidity::LeftRightBottom => step == Step::Down,
        Solidity::All => false,
    };
    into && !(from == Solidity::Top && step == Step::Down)
}

impl Reachable {
    /// Cell size in pixels: thinner than a block, so a wall one block thick always stops the fill.
    pub const CELL: i32 = 8;

    /// The space reachable from the level's player start (when the start itself is in a wall, from the
    /// nearest open cell above it).
    pub fn from_start(level: &Level, pixels: &crate::lint::Pixels<'_>) -> Self {
        let b = level.bounds;
        let (w, h) = level.pixel_size();
        let (left, top) = (b.left.max(0), b.top.max(0));
        let (right, bottom) = (b.right.min(w).max(left), b.bottom.min(h).max(top));
        let cols = ((right - left) / Self::CELL).max(0) as usize;
        let rows = ((bottom - top) / Self::CELL).max(0) as usize;
        let mut reach = Reachable { left, top, cols, rows, cells: vec![false; cols * rows] };
        // Each cell's solidity on both layers, read once.
        let solidity: Vec<[Solidity; 2]> = (0..cols * rows)
            .map(|i| {
                let (c, r) = ((i % cols) as i32, (i / cols) as i32);
                let (x, y) = (left + c * Self::CELL + Self::CELL / 2, top + r * Self::CELL + Self::CELL / 2);
                [pixels.solidity(Layer::A, x, y), pixels.solidity(Layer::B, x, y)]
            })
            .collect();
        let Some((c, mut r)) = reach.cell_of(level.player_start.x, level.player_start.y) else { return reach };
        while r > 0 && solidity[r * cols + c].iter().all(|&s| s != Solidity::NotSolid) {
            r -= 1;
        }
        let mut stack = vec![(c, r)];
        reach.cells[r * cols + c] = true;
        while let Some((c, r)) = stack.pop() {
            let from = solidity[r * cols + c];
            let neighbours = [
                (c.checked_sub(1), Some(r), Step::Side),
                ((c + 1 < cols).then_some(c + 1), Some(r), Step::Side),
                (Some(c), r.checked_sub(1), Step::Up),
                (Some(c), (r + 1 < rows).then_some(r + 1), Step::Down),
            ];
            for (nc, nr, step) in neighbours {
                let (Some(nc), Some(nr)) = (nc, nr) else { continue };
                let i = nr * cols + nc;
                if !reach.cells[i] && (0..2).any(|l| passable(from[l], solidity[i][l], step)) {
                    reach.cells[i] = true;
                    stack.push((nc, nr));
                }
            }
        }
        reach
    }

    fn cell_of(&self, x: i32, y: i32) -> Option<(usize, usize)> {
        let (c, r) = ((x - self.left).div_euclid(Self::CELL), (y - self.top).div_euclid(Self::CELL));
        (c >= 0 && r >= 0 && (c as usize) < self.cols && (r as usize) < self.rows).then_some((c as usize, r as usize))
    }

    /// Whether level pixel (x, y) is in the reachable space.
    pub fn contains(&self, x: i32, y: i32) -> bool {
        self.cell_of(x, y).is_some_and(|(c, r)| self.cells[r * self.cols + c])
    }
}

/// Runs one bot from one start point in a world (reused between runs: `World::restart` keeps the terrain).
fn run_one(world: &mut World, start: (i32, i32), bot: Bot, frames: u32) -> Run {
    world.restart(Player::standing(Character::Sonic, start.0, start.1));
    let deaths = world.objects.game.deaths;
    let mut history: Vec<(i32, i32)> = Vec::with_capacity(frames as usize);
    let mut top_speed = 0;
    let mut trouble = None;
    for frame in 0..frames {
        let held = bot.buttons(frame, &world.player);
        world.step(held);
        let p = &world.player;
        let pos = (p.pixel_x(), p.pixel_y());
        let speed = i32::from(p.x_speed).abs().max(i32::from(p.y_speed).abs()).max(i32::from(p.ground_speed).abs());
        top_speed = top_speed.max(speed);
        if matches!(p.routine, Routine::Dead | Routine::Gone) || world.objects.game.deaths != deaths {
            trouble = Some((Trouble::Died, history.last().copied().unwrap_or(pos)));
            break;
        }
        if speed > ABSURD_SPEED {
            trouble = Some((Trouble::TooFast, pos));
            break;
        }
        history.push(pos);
        if frame >= STUCK_FRAMES {
            let window = &history[history.len() - STUCK_FRAMES as usize..];
            let (x0, x1) = (window.iter().map(|p| p.0).min(), window.iter().map(|p| p.0).max());
            let (y0, y1) = (window.iter().map(|p| p.1).min(), window.iter().map(|p| p.1).max());
            if let (Some(x0), Some(x1), Some(y0), Some(y1)) = (x0, x1, y0, y1)
                && (x1 - x0) < STUCK_PIXELS
                && (y1 - y0) < STUCK_PIXELS
            {
                // Standing against the level's own left or right edge is where a run ends, not a trap.
                let b = world.level_bounds;
                let at_edge = pos.0 <= b.left + 24 || pos.0 >= b.right - 24;
                if !at_edge {
                    trouble = Some((Trouble::Stuck, pos));
                }
                break;
            }
        }
    }
    let end = history.last().copied().unwrap_or(start);
    let (trouble, at) = match trouble {
        Some((t, at)) => (Some(t), at),
        None => (None, end),
    };
    Run { start, bot, trouble, at, top_speed }
}

/// The most worker threads a sweep starts (`--threads` beyond it is refused; 0, one per core, is capped too):
/// more than the runs can use only costs memory, and an absurd number cannot even be spawned.
pub const MAX_THREADS: usize = 256;

/// A running sweep's progress, shared with whoever shows it (the editor's Problems window, `sweep`'s stderr):
/// the runs done and to do, and a flag that stops it.
#[derive(Debug, Default)]
pub struct Progress {
    done: AtomicUsize,
    total: AtomicUsize,
    cancel: AtomicBool,
}

impl Progress {
    /// Runs finished and runs in all (0 until the start points are found).
    pub fn runs(&self) -> (usize, usize) {
        (self.done.load(Ordering::Relaxed), self.total.load(Ordering::Relaxed))
    }

    /// Asks the sweep to stop: the workers finish the run they are in and [`sweep_with`] returns `None`.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    pub fn cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }
}

/// Runs every bot from every start point, split over the worker threads; the runs come back in a fixed order
/// (start point, then bot), whatever the number of threads.
pub fn sweep(level: &Level, options: SweepOptions) -> Sweep {
    // Nothing else holds the progress, so nothing cancels it.
    sweep_with(level, options, &Progress::default()).unwrap_or_else(|| Sweep::empty(options.frames))
}

/// [`sweep`], reporting to `progress` after each run; `None` when it was cancelled.
pub fn sweep_with(level: &Level, options: SweepOptions, progress: &Progress) -> Option<Sweep> {
    let starts = start_points(level, options.spacing);
    let jobs: Vec<((i32, i32), Bot)> = starts.iter().flat_map(|&s| Bot::ALL.map(|b| (s, b))).collect();
    progress.total.store(jobs.len(), Ordering::Relaxed);
    let threads = if options.threads == 0 {
        std::thread::available_parallelism().map_or(1, |n| n.get())
    } else {
        options.threads
    }
    .clamp(1, jobs.len().clamp(1, MAX_THREADS));
    let per = jobs.len().div_ceil(threads).max(1);
    // The bots play Sonic alone (no CPU Tails, even where the game starts with him): the sweep looks for the
    // terrain's traps, not the sidekick's.
    let world = World::start(level, Character::Sonic, false);
    let mut runs: Vec<Run> = std::thread::scope(|scope| {
        let handles: Vec<_> = jobs
            .chunks(per)
            .map(|part| {
                let mut world = world.clone();
                scope.spawn(move || {
                    let mut runs = Vec::with_capacity(part.len());
                    for &(s, b) in part {
                        if progress.cancelled() {
                            break;
                        }
                        runs.push(run_one(&mut world, s, b, options.frames));
                        progress.done.fetch_add(1, Ordering::Relaxed);
                    }
                    runs
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().unwrap_or_default()).collect()
    });
    if progress.cancelled() {
        return None;
    }
    runs.sort_by_key(|r| (r.start.0, r.start.1, r.bot));
    let cell = options.cell.max(8);
    let (w, h) = level.pixel_size();
    let (cols, rows) = ((w.max(0) / cell + 1) as usize, (h.max(0) / cell + 1) as usize);
    let mut heat = HeatMap { cell, cols, rows, counts: vec![[0; 3]; cols * rows] };
    for r in &runs {
        let Some(t) = r.trouble else { continue };
        let (c, rw) = (r.at.0.div_euclid(cell), r.at.1.div_euclid(cell));
        if c >= 0 && rw >= 0 && (c as usize) < cols && (rw as usize) < rows {
            heat.counts[rw as usize * cols + c as usize][t as usize] += 1;
        }
    }
    Some(Sweep { runs, heat, frames: options.frames, start_points: starts.len() })
}

impl Sweep {
    /// A sweep of no runs.
    fn empty(frames: u32) -> Self {
        Sweep {
            runs: Vec::new(),
            heat: HeatMap { cell: 64, cols: 0, rows: 0, counts: Vec::new() },
            frames,
            start_points: 0,
        }
    }

    /// Runs with each trouble.
    pub fn count(&self, trouble: Trouble) -> usize {
        self.runs.iter().filter(|r| r.trouble == Some(trouble)).count()
    }

    /// The heat map's cells with trouble, worst first: (cell's centre x, y, counts).
    pub fn hot_cells(&self) -> Vec<((i32, i32), [u32; 3])> {
        let h = &self.heat;
        let mut cells: Vec<((i32, i32), [u32; 3])> = (0..h.rows)
            .flat_map(|row| (0..h.cols).map(move |col| (col, row)))
            .filter_map(|(col, row)| {
                let c = h.get(col, row);
                let centre = (col as i32 * h.cell + h.cell / 2, row as i32 * h.cell + h.cell / 2);
                (c.iter().sum::<u32>() > 0).then_some((centre, c))
            })
            .collect();
        cells.sort_by_key(|(at, c)| (std::cmp::Reverse(c.iter().sum::<u32>()), at.0, at.1));
        cells
    }
}

impl fmt::Display for Sweep {
    /// The text report `spg-studio sweep` prints.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let top = self.runs.iter().map(|r| r.top_speed).max().unwrap_or(0);
        writeln!(
            f,
            "{} runs: {} start points x {} bots, {} frames each; top speed {}.{:02} px/frame",
            self.runs.len(),
            self.start_points,
            Bot::ALL.len(),
            self.frames,
            top / 256,
            (top % 256) * 100 / 256
        )?;
        let counts: Vec<String> = Trouble::ALL.iter().map(|&t| format!("{} {}", t.name(), self.count(t))).collect();
        writeln!(f, "{}", counts.join(", "))?;
        let hot = self.hot_cells();
        if hot.is_empty() {
            return writeln!(f, "no trouble anywhere");
        }
        writeln!(f, "hot spots ({} px cells, worst first):", self.heat.cell)?;
        for ((x, y), c) in hot.iter().take(20) {
            let what: Vec<String> =
                Trouble::ALL.iter().zip(c).filter(|(_, n)| **n > 0).map(|(t, n)| format!("{} {n}", t.name())).collect();
            let example = self
                .runs
                .iter()
                .find(|r| {
                    r.trouble.is_some()
                        && r.at.0.div_euclid(self.heat.cell) == x.div_euclid(self.heat.cell)
                        && r.at.1.div_euclid(self.heat.cell) == y.div_euclid(self.heat.cell)
                })
                .map(|r| format!(" (e.g. {} from {}, {})", r.bot.name(), r.start.0, r.start.1))
                .unwrap_or_default();
            writeln!(f, "  {x}, {y}: {}{example}", what.join(", "))?;
        }
        if hot.len() > 20 {
            writeln!(f, "  … and {} more cells", hot.len() - 20)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::{Shape, stamp};
    use formats::{ChunkSize, Point};

    fn p(x: i32, y: i32) -> Point {
        Point { x, y }
    }

    /// Flat floor at 384 with a pit (x 512..640) and a wall (x 1200..1232, 160 px high).
    fn level() -> Level {
        let mut level = Level::new("sweep", ChunkSize::Px128, 16, 4);
        for s in [
            Shape::Slope { from: p(0, 384), to: p(512, 384) },
            Shape::Slope { from: p(640, 384), to: p(2048, 384) },
            Shape::Slope { from: p(1200, 224), to: p(1232, 224) },
        ] {
            let st = stamp(&level, &s.generate()).expect("stamps");
            st.edit.apply(&mut level).expect("applies");
        }
        // The wall: fill under its top down to the floor.
        for y in (240..384).step_by(16) {
            let s = Shape::Slope { from: p(1200, y), to: p(1232, y) };
            let st = stamp(&level, &s.generate()).expect("stamps");
            st.edit.apply(&mut level).expect("applies");
        }
        level
    }

    #[test]
    fn a_cancelled_sweep_returns_nothing_and_threads_are_capped() {
        let level = level();
        let progress = Progress::default();
        progress.cancel();
        assert!(
            sweep_with(&level, SweepOptions { threads: 1, frames: 60, ..SweepOptions::default() }, &progress).is_none()
        );
        // A million threads asked: the sweep runs on at most one per run (and MAX_THREADS), and gives the result
        // one thread gives.
        let one = sweep(&level, SweepOptions { threads: 1, frames: 60, ..SweepOptions::default() });
        let many = sweep(&level, SweepOptions { threads: 1_000_000, frames: 60, ..SweepOptions::default() });
        assert_eq!(one.runs, many.runs);
        let progress = Progress::default();
        let done = sweep_with(&level, SweepOptions { threads: 2, frames: 60, ..SweepOptions::default() }, &progress);
        assert_eq!(progress.runs(), (one.runs.len(), one.runs.len()));
        assert!(done.is_some());
    }

    #[test]
    fn the_fill_passes_each_solidity_only_where_a_player_would() {
        use Solidity::{All, LeftRightBottom as Lrb, NotSolid as Air, Top};
        for step in [Step::Up, Step::Down, Step::Side] {
            assert!(passable(Air, Air, step));
            assert!(!passable(Air, All, step));
        }
        // Jump-through: up into it, never down onto or out of it, nor in from the side.
        assert!(passable(Air, Top, Step::Up));
        assert!(!passable(Air, Top, Step::Down) && !passable(Air, Top, Step::Side));
        assert!(!passable(Top, Air, Step::Down) && passable(Top, Air, Step::Up) && passable(Top, Air, Step::Side));
        // Walls and ceilings only: floor checks pass it, so the player falls through.
        assert!(passable(Air, Lrb, Step::Down));
        assert!(!passable(Air, Lrb, Step::Up) && !passable(Air, Lrb, Step::Side));
    }

    #[test]
    fn the_sweep_finds_the_pit_and_the_wall_whatever_the_threads() {
        let level = level();
        let starts = start_points(&level, 128);
        assert!(starts.contains(&(80, 364)), "{starts:?}");
        let options = SweepOptions { threads: 1, frames: 300, ..SweepOptions::default() };
        let one = sweep(&level, options);
        let many = sweep(&level, SweepOptions { threads: 4, ..options });
        assert_eq!(one, many, "deterministic and ordered whatever the threads");
        assert!(one.count(Trouble::Died) > 0, "the pit kills runners: {one}");
        // Running right from the left is stopped by the wall; jumping at walls gets over it.
        let stuck_at_wall = one
            .runs
            .iter()
            .any(|r| r.bot == Bot::RunRight && r.trouble == Some(Trouble::Stuck) && (1150..1200).contains(&r.at.0));
        assert!(stuck_at_wall, "{one}");
        assert_eq!(one.count(Trouble::TooFast), 0);
        let text = one.to_string();
        assert!(
            text.starts_with(&format!(
                "{} runs: {} start points x 5 bots, 300 frames each",
                one.runs.len(),
                starts.len()
            )),
            "{text}"
        );
        assert!(text.contains("hot spots (64 px cells, worst first):"), "{text}");
        assert!(one.heat.max() > 0);
    }
}
