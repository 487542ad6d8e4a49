//! The sample levels in `sample_levels/`, built with the shape brushes (`crate::shape`) and written in the
//! editor's own format, each with a replay beside it (`NAME.inputs`, the name "Save replay" uses):
//!
//! - `showcase.ron`, the level the editor opens at launch: quarter pipes at both ends, a loop, an S-curve,
//!   springs, monitors, a bridge over a pit, spikes, a jump-through platform and layer switching, all within a
//!   minute of play from the start; its replay runs right, round the loop on the ground.
//! - `slopes_and_modes.ron`: slopes, S-curves and a half pipe (two quarter pipes) — every ground mode.
//! - `layers_and_loops.ron`: two loops of different sizes, each switching the player to layer B and back.
//! - `objects.ron`: springs, monitors, a bridge, spikes, a platform, a checkpoint.
//! - `generic_objects.ron`: every one of the SPG's generic objects ("Game Objects") in a row — a bumper, a pushable
//!   block, moving, falling and collapsing platforms, a spring cap and a spring ramp, a seesaw, a flipper, a
//!   fan, a conveyor, a spinner, a balloon, a cannon, a breakable wall and the end-of-act capsules (Sonic 2's
//!   egg prison, Sonic 1's capsule).
//!
//! `cargo run -p studio_core --example make_samples` writes them; a test checks the committed files are
//! exactly what these functions build, and another replays each replay and asserts where it ends.
//! (`proving_grounds.ron`, the SPG's worked examples, is made by `formats`' own example and stays as it is.)

use crate::shape::{Facing, Shape, stamp_as};
use formats::inputs::{Buttons, InputScript};
use formats::level::{Bounds, Point};
use formats::object::{MonitorContents, ObjectKind, PlatformMotion, SpringColour, SpringDirection};
use formats::{ChunkSize, Level, ObjectPlacement, Solidity};

/// One sample: its file name (without `.ron`), the level and its replay.
pub struct Sample {
    pub file: &'static str,
    pub level: Level,
    pub replay: InputScript,
}

/// A level being built from shapes and objects.
struct Builder {
    level: Level,
}

fn p(x: i32, y: i32) -> Point {
    Point { x, y }
}

impl Builder {
    fn new(name: &str, width_chunks: usize, height_chunks: usize, start: (i32, i32)) -> Self {
        let mut level = Level::new(name, ChunkSize::Px128, width_chunks, height_chunks);
        level.player_start = p(start.0, start.1);
        let (w, h) = level.pixel_size();
        // Inside the end walls (`end_walls`): the camera stops there and the player against them.
        level.bounds = Bounds { left: 32, top: 0, right: w - 32, bottom: h };
        Builder { level }
    }

    fn shape_as(&mut self, shape: Shape, solidity: Solidity) -> &mut Self {
        // The samples are fixed data: a shape that does not fit is a bug in this file, caught by the tests.
        if let Ok(s) = stamp_as(&self.level, &shape.generate(), solidity) {
            let _ = s.edit.apply(&mut self.level);
        }
        self
    }

    /// A shape, with solid ground under it down to the level's bottom (a brush fills one block under the
    /// shape's lowest point; a level's ground goes deeper).
    fn shape(&mut self, shape: Shape) -> &mut Self {
        let under = match &shape {
            Shape::Slope { from, to } | Shape::SCurve { from, to } => {
                Some((from.x.min(to.x), from.x.max(to.x), from.y.max(to.y)))
            }
            Shape::Curve { points } => {
                let (x0, x1) = (points[0].x, points[points.len() - 1].x);
                Some((x0, x1, points.iter().map(|p| p.y).max().unwrap_or(0)))
            }
            Shape::QuarterPipe { foot, radius, facing } => match facing {
                Facing::Right => Some((foot.x, foot.x + radius, foot.y)),
                Facing::Left => Some((foot.x - radius, foot.x, foot.y)),
            },
            Shape::Loop { .. } => None,
        };
        self.shape_as(shape, Solidity::All);
        if let Some((x0, x1, lowest)) = under {
            let below = (lowest / 16 + 1) * 16;
            if below < self.level.pixel_size().1 && x1 - x0 >= 16 {
                self.ground_from(x0, x1, below);
            }
        }
        self
    }

    /// Flat ground from x0 to x1 with its surface at `y`, solid down to the level's bottom.
    fn ground(&mut self, x0: i32, x1: i32, y: i32) -> &mut Self {
        self.ground_from(x0, x1, y)
    }

    fn ground_from(&mut self, x0: i32, x1: i32, y: i32) -> &mut Self {
        let bottom = self.level.pixel_size().1;
        let mut row = y;
        while row < bottom {
            self.shape_as(Shape::Slope { from: p(x0, row), to: p(x1, row) }, Solidity::All);
            row = (row / 16 + 1) * 16;
        }
        self
    }

    /// The level with what building left behind cleaned up (chunks replaced by later shapes).
    fn finish(&mut self) -> Level {
        let plan = crate::operations::cleanup::plan(&self.level, Default::default());
        if let Some(edit) = plan.edit {
            let _ = edit.apply(&mut self.level);
        }
        self.level.clone()
    }

    /// Walls at both ends of the level, from its top to its bottom, so that no run leaves the level sideways
    /// (the player may pass the camera's right limit by 40 px: `Sonic_LevelBound`).
    fn end_walls(&mut self) -> &mut Self {
        let w = self.level.pixel_size().0;
        self.ground(0, 32, 0).ground(w - 32, w, 0)
    }

    fn object(&mut self, kind: ObjectKind, x: i32, y: i32) -> &mut Self {
        self.level.objects.push(ObjectPlacement { kind, x, y, ..ObjectPlacement::default() });
        self
    }

    fn rings(&mut self, x: i32, y: i32, count: i32) -> &mut Self {
        for i in 0..count {
            self.object(ObjectKind::Ring, x + i * 24, y);
        }
        self
    }
}

fn replay(segments: &[(u32, Buttons)]) -> InputScript {
    let frames: Vec<Buttons> = segments.iter().flat_map(|&(n, b)| std::iter::repeat_n(b, n as usize)).collect();
    InputScript::from_frames(&frames)
}

/// Ground y of the showcase.
pub const SHOWCASE_GROUND: i32 = 768;
/// The showcase's loop: centre x and inner radius.
pub const SHOWCASE_LOOP: (i32, i32) = (1280, 112);

/// The showcase (see the module docs).
pub fn showcase() -> Sample {
    let g = SHOWCASE_GROUND;
    let mut b = Builder::new("Showcase", 48, 8, (320, g - 20));
    let (loop_x, loop_r) = SHOWCASE_LOOP;
    b.ground(128, 2048, g)
        // A quarter pipe at the left end: run left and it throws you up.
        .shape(Shape::QuarterPipe { foot: p(256, g), radius: 128, facing: Facing::Left })
        .ground(0, 128, g - 128)
        .shape(Shape::Loop { centre_x: loop_x, floor: g, radius: loop_r })
        // Up an S-curve to a plateau, down another.
        .shape(Shape::SCurve { from: p(2048, g), to: p(2304, g - 96) })
        .ground(2304, 2560, g - 96)
        .shape(Shape::SCurve { from: p(2560, g - 96), to: p(2816, g) })
        .ground(2816, 3072, g)
        // A pit with a log bridge over it (logs flush with the ground: the bridge's y is 8 px below it).
        .ground(3264, 4608, g)
        // A slope up to a ledge, and a jump-through platform above the floor.
        .shape(Shape::Slope { from: p(4608, g), to: p(4864, g - 128) })
        .ground(4864, 5120, g - 128)
        .shape(Shape::Slope { from: p(5120, g - 128), to: p(5248, g) })
        .ground(5248, 6016, g)
        .shape_as(Shape::Slope { from: p(3712, g - 96), to: p(3904, g - 96) }, Solidity::Top)
        // A quarter pipe at the right end.
        .shape(Shape::QuarterPipe { foot: p(5888, g), radius: 128, facing: Facing::Right })
        .ground(6016, 6144, g - 128)
        .end_walls();
    b.rings(420, g - 40, 5)
        .object(ObjectKind::Monitor { contents: MonitorContents::Rings }, 2400, g - 96 - 16)
        .rings(loop_x - 24, g - 2 * loop_r + 24, 3)
        .object(ObjectKind::Monitor { contents: MonitorContents::SpeedShoes }, 80, g - 128 - 16)
        // Thrown back right when running left into it (a spring's face pushes away from it).
        .object(ObjectKind::spring(SpringColour::Yellow, SpringDirection::Right), 272, g - 16)
        .object(ObjectKind::Bridge { logs: 12 }, 3168, g + 8)
        .rings(3100, g - 48, 6)
        .object(ObjectKind::spikes(formats::object::Direction::Up, 2, false), 3500, g - 16)
        .rings(3740, g - 128, 6)
        .object(ObjectKind::Checkpoint { index: 1 }, 4200, g - 24)
        .object(ObjectKind::spring(SpringColour::Yellow, SpringDirection::Up), 4400, g - 8)
        .object(ObjectKind::Platform { motion: PlatformMotion::Horizontal, width: 64, range: 64 }, 5000, g - 240)
        .object(ObjectKind::Monitor { contents: MonitorContents::Shield }, 3808, g - 96 - 16);
    Sample { file: "showcase", level: b.finish(), replay: replay(&showcase_replay()) }
}

/// The showcase's replay: run right (round the loop on the ground), then hop right over the rest (a hop
/// clears the spikes, which are solid from the side).
fn showcase_replay() -> Vec<(u32, Buttons)> {
    let hop = [(20, Buttons::RIGHT.union(Buttons::JUMP)), (24, Buttons::RIGHT)];
    let mut segments = vec![(300, Buttons::RIGHT)];
    segments.extend(hop.iter().cycle().take(54).copied());
    segments
}

/// Slopes and ground modes (see the module docs).
pub fn slopes_and_modes() -> Sample {
    let g = 640;
    let mut b = Builder::new("Slopes and Modes", 24, 6, (640, g - 20));
    b.ground(256, 1024, g)
        .shape(Shape::QuarterPipe { foot: p(384, g), radius: 128, facing: Facing::Left })
        .ground(0, 256, g - 128)
        .shape(Shape::Slope { from: p(1024, g), to: p(1280, g - 64) })
        .shape(Shape::Slope { from: p(1280, g - 64), to: p(1408, g - 192) })
        .ground(1408, 1536, g - 192)
        .shape(Shape::SCurve { from: p(1536, g - 192), to: p(1920, g) })
        .shape(Shape::Curve { points: vec![p(1920, g), p(2048, g), p(2176, g - 96)] })
        .shape(Shape::Curve { points: vec![p(2176, g - 96), p(2304, g - 192), p(2432, g)] })
        .ground(2432, 2816, g)
        .shape(Shape::QuarterPipe { foot: p(2816, g), radius: 160, facing: Facing::Right })
        .ground(2976, 3072, g - 160)
        .end_walls();
    Sample {
        file: "slopes_and_modes",
        level: b.finish(),
        // Right over everything, left back through it, and right again to the end: every sample's replay
        // plays through its level.
        replay: replay(&[(500, Buttons::RIGHT), (500, Buttons::LEFT), (700, Buttons::RIGHT)]),
    }
}

/// Layers and loops (see the module docs).
pub fn layers_and_loops() -> Sample {
    let g = 640;
    let mut b = Builder::new("Layers and Loops", 28, 6, (128, g - 20));
    b.ground(0, 3584, g)
        .shape(Shape::Loop { centre_x: 1024, floor: g, radius: 96 })
        .shape(Shape::Loop { centre_x: 2304, floor: g, radius: 144 })
        .end_walls();
    Sample { file: "layers_and_loops", level: b.finish(), replay: replay(&[(720, Buttons::RIGHT)]) }
}

/// Objects (see the module docs).
pub fn objects() -> Sample {
    let g = 640;
    let mut b = Builder::new("Objects", 24, 6, (128, g - 20));
    b.ground(0, 1280, g).ground(1472, 3072, g).end_walls();
    b.rings(256, g - 40, 5)
        .object(ObjectKind::Monitor { contents: MonitorContents::Rings }, 448, g - 16)
        .object(ObjectKind::spring(SpringColour::Yellow, SpringDirection::Up), 640, g - 8)
        .object(ObjectKind::Bridge { logs: 12 }, 1376, g + 8)
        .object(ObjectKind::spikes(formats::object::Direction::Up, 2, false), 1800, g - 16)
        .object(ObjectKind::Checkpoint { index: 1 }, 2000, g - 24)
        .object(ObjectKind::Platform { motion: PlatformMotion::Vertical, width: 64, range: 48 }, 2300, g - 120)
        .object(ObjectKind::spring(SpringColour::Red, SpringDirection::Left), 2900, g - 16);
    // Hop right all the way: a jumping player breaks the monitor, bounces off the spring, crosses the bridge.
    let hop = [(20, Buttons::RIGHT.union(Buttons::JUMP)), (24, Buttons::RIGHT)];
    let mut segments = vec![(20, Buttons::RIGHT)];
    segments.extend(hop.iter().cycle().take(32).copied());
    // The red spring throws him back left: longer runs and jumps take him past it to the end, where he stops.
    let past = [(40, Buttons::RIGHT), (25, Buttons::RIGHT.union(Buttons::JUMP))];
    segments.extend(past.iter().cycle().take(8).copied());
    segments.push((60, Buttons::NONE));
    Sample { file: "objects", level: b.finish(), replay: replay(&segments) }
}

/// The generic objects (see the module docs), left to right about 300 px apart on flat ground.
pub fn generic_objects() -> Sample {
    let g = 640;
    let mut b = Builder::new("Generic Objects", 44, 6, (128, g - 20));
    b.ground(0, 2048, g).ground(2048, 4096, g).ground(4096, 5632, g).end_walls();
    let platform = |motion, width, range| ObjectKind::Platform { motion, width, range };
    b.object(ObjectKind::Bumper, 420, g - 64)
        .object(ObjectKind::PushableBlock, 700, g - 16)
        .object(platform(PlatformMotion::Horizontal, 96, 32), 1000, g - 96)
        .object(platform(PlatformMotion::Falling, 48, 0), 1280, g - 96)
        .object(platform(PlatformMotion::Collapsing, 64, 0), 1520, g - 96)
        .object(ObjectKind::SpringCap, 1800, g - 8)
        .object(ObjectKind::SpringRamp, 2080, g - 8)
        .object(ObjectKind::Seesaw { ball: true }, 2400, g - 1)
        .object(ObjectKind::Flipper, 2720, g - 8)
        .object(ObjectKind::Fan { always_on: false, pull: false }, 3040, g - 24)
        .object(ObjectKind::Conveyor { half_width: 128, speed: 2 }, 3360, g - 1)
        .object(ObjectKind::Spinner, 3680, g - 16)
        .object(ObjectKind::Balloon, 3940, g - 72)
        .object(ObjectKind::Cannon, 4220, g - 16)
        .object(ObjectKind::BreakableWall, 4540, g - 32)
        .object(ObjectKind::EggPrison, 5000, g - 24)
        .object(ObjectKind::Capsule, 5300, g - 24)
        .rings(180, g - 20, 5)
        .rings(2200, g - 20, 4)
        .rings(3500, g - 20, 4);
    // Run right, hopping now and then.
    let hop = [(20, Buttons::RIGHT.union(Buttons::JUMP)), (40, Buttons::RIGHT)];
    let mut segments = vec![(60, Buttons::RIGHT)];
    segments.extend(hop.iter().cycle().take(90).copied());
    Sample { file: "generic_objects", level: b.finish(), replay: replay(&segments) }
}

/// Every sample, the showcase first.
pub fn all() -> Vec<Sample> {
    vec![showcase(), slopes_and_modes(), layers_and_loops(), objects(), generic_objects()]
}
