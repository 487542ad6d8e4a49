//! Every brush: exact tiles and angles for known shapes, the tile lint agreeing with every generated tile,
//! reuse of tiles and chunks, one undo step, and loops proven by simulation.

use super::*;
use engine::player::{Mode, Player};
use engine::{Character, World};
use formats::inputs::Buttons;
use formats::{ChunkSize, Level};

fn p(x: i32, y: i32) -> Point {
    Point { x, y }
}

fn seq(from: i8, step: i8) -> [i8; 16] {
    std::array::from_fn(|i| from + step * i as i8)
}

/// Every tile a shape makes passes the tile lint (flagged tiles skip the angle check, as in the games).
fn assert_lint_clean(g: &Generated) {
    for (i, cell) in g.blocks.iter().enumerate() {
        for tile in cell.iter().flatten() {
            assert_eq!(tile.lint(), vec![], "block {i}: {tile:?}");
        }
    }
}

/// A level of `w` x `h` 128 px chunks with a flat floor at `floor` drawn with the slope brush.
fn floor_level(w: usize, h: usize, floor: i32) -> Level {
    let mut level = Level::new("shapes", ChunkSize::Px128, w, h);
    let width = w as i32 * 128;
    let flat = Shape::Slope { from: p(0, floor), to: p(width, floor) };
    apply(&mut level, &flat);
    level
}

fn apply(level: &mut Level, shape: &Shape) -> Stamp {
    let s = stamp(level, &shape.generate()).expect("stamps");
    s.edit.clone().apply(level).expect("applies");
    s
}

#[test]
fn a_45_degree_slope_is_the_ramp_tile_at_0xe0() {
    let g = Shape::Slope { from: p(0, 64), to: p(64, 0) }.generate();
    assert_eq!((g.x0, g.y0, g.cols, g.rows), (0, 0, 4, 5));
    // Along the diagonal, each block is the ramp rising to the right; below it full ground.
    for i in 0..4 {
        let t = g.tile(i, 3 - i, Layer::A).expect("ramp");
        assert_eq!(t.heights, seq(1, 1), "block {i}");
        assert_eq!(t.widths, seq(1, 1));
        assert_eq!(t.angle, 0xE0);
        assert_eq!(g.tile(i, 4, Layer::A), Some(&SolidTile::FULL), "the block under the lowest point is full");
        assert_eq!(g.tile(i, 3 - i, Layer::B), Some(t), "ground shapes draw both layers");
    }
    assert_eq!(g.tile(0, 0, Layer::A), None, "above the surface stays as it was");
    assert_lint_clean(&g);
    // Mirrored: descending to the right, 0x20.
    let g = Shape::Slope { from: p(0, 0), to: p(64, 64) }.generate();
    let t = g.tile(0, 0, Layer::A).expect("ramp");
    assert_eq!((t.heights, t.angle), (seq(16, -1), 0x20));
    assert_lint_clean(&g);
}

#[test]
fn a_half_slope_and_flat_ground() {
    // 1 px up per 2 px: atan(1/2) = 26.6°, CalcAngle gives 0xED → the byte for (16, -8).
    let g = Shape::Slope { from: p(0, 32), to: p(64, 0) }.generate();
    let t = g.tile(0, 1, Layer::A).expect("slope");
    // Pixels are solid when their centre is under the line: column 0's line passes 0.25 px above the tile.
    assert_eq!(t.heights, [0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8]);
    assert_eq!(engine::calc_angle(16, -8), 0xED, "atan(1/2) = 26.6° in the games' table");
    assert_eq!(t.angle, 0xEC, "rounded down to even: odd angles are flagged");
    assert_lint_clean(&g);
    let g = Shape::Slope { from: p(0, 40), to: p(32, 40) }.generate();
    assert_eq!(g.tile(0, 0, Layer::A).map(|t| (t.heights, t.angle)), Some(([8; 16], 0)));
}

#[test]
fn curves_are_smooth_and_agree_with_the_lint() {
    let shapes = [
        Shape::Curve { points: vec![p(0, 128), p(128, 128), p(128, 0)] },
        Shape::Curve { points: vec![p(0, 0), p(64, 0), p(128, 128), p(256, 128)] },
        Shape::SCurve { from: p(0, 128), to: p(256, 0) },
        Shape::SCurve { from: p(0, 0), to: p(256, 96) },
        Shape::QuarterPipe { foot: p(0, 128), radius: 128, facing: Facing::Right },
        Shape::QuarterPipe { foot: p(256, 128), radius: 96, facing: Facing::Left },
        Shape::Loop { centre_x: 512, floor: 512, radius: 112 },
        Shape::Loop { centre_x: 512, floor: 512, radius: 64 },
    ];
    for shape in shapes {
        let g = shape.generate();
        assert!(g.block_count() > 0, "{shape:?}");
        assert_lint_clean(&g);
        // Unflagged angles never jump by more than 0x20 between neighbouring surface blocks in a row
        // (Sonic 2 ignores larger changes in one step).
        assert!(!shape.outline().is_empty());
    }
    // The S-curve is flat at both ends and steepest in the middle.
    let g = Shape::SCurve { from: p(0, 128), to: p(256, 0) }.generate();
    let surface_angle = |col: usize| {
        (0..g.rows).find_map(|row| g.tile(col, row, Layer::A).filter(|t| t.heights != [16; 16])).map(|t| t.angle)
    };
    let flat = |a: Option<u8>| a.is_some_and(|a| Angle(a).distance(Angle(0)) <= 2);
    assert!(flat(surface_angle(0)) && flat(surface_angle(15)), "{:?} {:?}", surface_angle(0), surface_angle(15));
    let mid = surface_angle(8).expect("middle");
    assert!((0xD0..=0xE8).contains(&mid), "steep in the middle: {mid:#x}");
}

#[test]
fn a_quarter_pipe_ends_in_a_wall() {
    let g = Shape::QuarterPipe { foot: p(0, 128), radius: 128, facing: Facing::Right }.generate();
    assert_eq!((g.cols, g.rows), (8, 9));
    // The first block is nearly flat, the top-right block a wall (flagged, snapping to 0xC0).
    let first = g.tile(0, 7, Layer::A).expect("foot");
    assert!(first.angle <= 0x04 || first.angle >= 0xFC, "{:#x}", first.angle);
    let top = g.tile(7, 0, Layer::A).expect("lip");
    assert!(top.angle == FLAGGED_ANGLE || (0xC0..0xC8).contains(&top.angle), "{:#x}", top.angle);
    // Mirrored pipe: the angles mirror (negated).
    let m = Shape::QuarterPipe { foot: p(128, 128), radius: 128, facing: Facing::Left }.generate();
    let mf = m.tile(7, 7, Layer::A).expect("foot");
    assert_eq!(mf.heights.iter().rev().copied().collect::<Vec<_>>(), first.heights.to_vec());
}

#[test]
fn a_loop_puts_its_halves_on_two_layers_with_three_switchers() {
    let shape = Shape::Loop { centre_x: 512, floor: 512, radius: 112 };
    let g = shape.generate();
    // Right of the centre, the ring is on A only; left of it, on B only; the floor on both.
    assert!(g.tile_at(Layer::A, 512 + 120, 400).is_some() && g.tile_at(Layer::B, 512 + 120, 400).is_none());
    assert!(g.tile_at(Layer::B, 512 - 121, 400).is_some() && g.tile_at(Layer::A, 512 - 121, 400).is_none());
    assert_eq!(g.tile_at(Layer::A, 300, 520), g.tile_at(Layer::B, 300, 520));
    // The top of the ring is a ceiling: about 0x80 (the block at the very top is a full square, its surface on
    // the block's edge: it carries the ceiling's angle, as the games' loop squares do).
    let top = g.tile_at(Layer::A, 512, 512 - 224 - 8).expect("top of the ring");
    assert_eq!(top.heights, [16; 16]);
    assert!((0x78..=0x88).contains(&top.angle), "{top:?}");
    let near_top = g.tile_at(Layer::A, 512 + 24, 512 - 224 + 8).expect("near the top");
    assert!((0x78..=0x88).contains(&near_top.angle), "{near_top:?}");
    let s = &g.switchers;
    assert_eq!(s.len(), 3);
    assert_eq!((s[1].x, s[1].y, s[1].grounded_only), (512, 512 - 224, true));
    assert_eq!((s[1].left_or_top.layer, s[1].right_or_bottom.layer), (Layer::B, Layer::A));
    assert!(s[0].x < 512 - 144 && s[2].x > 512 + 144);
    assert_eq!((s[2].left_or_top.layer, s[2].right_or_bottom.layer), (Layer::B, Layer::A));
}

#[test]
fn stamping_reuses_tiles_and_chunks_and_undoes_in_one_step() {
    let mut level = floor_level(8, 4, 384);
    let before = level.clone();
    let shape = Shape::Slope { from: p(128, 384), to: p(256, 320) };
    let first = stamp(&level, &shape.generate()).expect("stamp");
    assert!(first.new_tiles > 0 && first.new_chunks > 0 && first.cells > 0);
    let (undo, _) = first.edit.clone().apply(&mut level).expect("applies");
    let after = level.clone();
    // Drawn again: nothing new.
    let again = stamp(&level, &shape.generate()).expect("stamp");
    assert_eq!((again.new_tiles, again.new_chunks, again.cells, again.switchers), (0, 0, 0, 0));
    // The same slope one chunk further right reuses the tiles and (same contents) the chunk.
    let moved = Shape::Slope { from: p(384, 384), to: p(512, 320) };
    let m = stamp(&level, &moved.generate()).expect("stamp");
    assert_eq!((m.new_tiles, m.new_chunks), (0, 0), "{}", m.summary());
    assert!(m.cells > 0);
    undo.apply(&mut level).expect("undo");
    assert_eq!(level, before);
    assert_ne!(after, before);
    assert!(formats::validate::validate(&after).is_empty());
}

#[test]
fn shapes_outside_the_layout_or_too_small_are_refused() {
    let level = floor_level(2, 2, 128);
    let far = Shape::Slope { from: p(1000, 100), to: p(1200, 50) };
    assert_eq!(stamp(&level, &far.generate()), Err("the shape lies outside the layout".to_string()));
    assert!(Shape::Slope { from: p(0, 0), to: p(4, 50) }.check().is_err());
    assert!(Shape::Loop { centre_x: 0, floor: 0, radius: 10 }.check().is_err());
    assert_eq!(Shape::Curve { points: vec![p(0, 0), p(-5, 0), p(30, 0)] }.generate().block_count(), 0);
}

const FLOOR: i32 = 640;
const CX: i32 = 1024;

fn loop_level(radius: i32) -> Level {
    let mut level = floor_level(24, 8, FLOOR);
    apply(&mut level, &Shape::Loop { centre_x: CX, floor: FLOOR, radius });
    level
}

/// Runs right from the left of the loop with Right held; returns the modes and layers seen and the world.
fn run_loop(level: &Level, start_speed: i16) -> (Vec<Mode>, Vec<Layer>, World, bool) {
    let mut w = World::with_player(level, Player::standing(Character::Sonic, 600, FLOOR - 20));
    w.player.ground_speed = start_speed;
    let (mut modes, mut layers) = (Vec::new(), Vec::new());
    let mut fell = false;
    for _ in 0..600 {
        w.step(Buttons::RIGHT);
        let pl = &w.player;
        fell |= pl.air;
        let mode = Mode::from_angle(pl.angle);
        if modes.last() != Some(&mode) {
            modes.push(mode);
        }
        if layers.last() != Some(&pl.layer) {
            layers.push(pl.layer);
        }
        if pl.pixel_x() > CX + 400 {
            break;
        }
    }
    (modes, layers, w, fell)
}

#[test]
fn a_fast_player_runs_every_generated_loop() {
    for radius in [64, 96, 112, 160] {
        let level = loop_level(radius);
        let (modes, layers, w, fell) = run_loop(&level, 0x0C00);
        assert!(!fell, "r {radius}: left the ground");
        assert_eq!(modes, [Mode::Floor, Mode::RightWall, Mode::Ceiling, Mode::LeftWall, Mode::Floor], "r {radius}");
        assert_eq!(layers, [Layer::A, Layer::B, Layer::A], "r {radius}: layer switched back after");
        assert_eq!(w.player.pixel_y(), FLOOR - 20, "r {radius}: back on the floor");
        assert!(w.player.pixel_x() > CX + 400, "r {radius}");
    }
}

#[test]
fn running_from_a_standstill_goes_round_a_112_loop() {
    let level = loop_level(112);
    let (modes, layers, _, fell) = run_loop(&level, 0);
    assert!(!fell);
    assert_eq!(modes, [Mode::Floor, Mode::RightWall, Mode::Ceiling, Mode::LeftWall, Mode::Floor]);
    assert_eq!(layers, [Layer::A, Layer::B, Layer::A]);
}

#[test]
fn a_slow_player_falls_off_a_generated_loop() {
    for (radius, speed) in [(64, 0x200), (112, 0x300), (160, 0x380)] {
        let level = loop_level(radius);
        let mut w = World::with_player(&level, Player::standing(Character::Sonic, CX - 60, FLOOR - 20));
        w.player.ground_speed = speed;
        let mut fell = false;
        for _ in 0..240 {
            w.step(Buttons::RIGHT);
            if w.player.air {
                fell = true;
                break;
            }
        }
        assert!(fell, "r {radius}: a 3 px/frame run cannot climb the loop");
        assert!(Mode::from_angle(w.player.angle) != Mode::Ceiling);
    }
}

#[test]
fn walking_back_left_passes_under_the_loop() {
    let level = loop_level(112);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, CX + 300, FLOOR - 20));
    for _ in 0..400 {
        w.step(Buttons::LEFT);
        if w.player.pixel_x() < CX - 300 {
            break;
        }
    }
    assert!(w.player.pixel_x() < CX - 300, "stuck at {}", w.player.pixel_x());
    assert_eq!(w.player.layer, Layer::A, "the entry switcher sets A");
    assert_eq!(w.player.pixel_y(), FLOOR - 20);
}

#[test]
fn drags_become_shapes_on_the_block_grid() {
    assert_eq!(ShapeKind::Slope.from_drag((3, 100), (130, 37)), Shape::Slope { from: p(0, 96), to: p(128, 32) });
    assert_eq!(
        ShapeKind::Curve.from_drag((0, 128), (128, 0)),
        Shape::Curve { points: vec![p(0, 128), p(128, 128), p(128, 0)] }
    );
    assert_eq!(
        ShapeKind::QuarterPipe.from_drag((256, 640), (100, 500)),
        Shape::QuarterPipe { foot: p(256, 640), radius: 160, facing: Facing::Left }
    );
    assert_eq!(
        ShapeKind::Loop.from_drag((1024, 640), (1024, 530)),
        Shape::Loop { centre_x: 1024, floor: 640, radius: 112 }
    );
    assert_eq!(
        ShapeKind::Loop.from_drag((1024, 640), (1030, 640)),
        Shape::Loop { centre_x: 1024, floor: 640, radius: MIN_LOOP_RADIUS }
    );
    for kind in ShapeKind::ALL {
        assert!(kind.from_drag((0, 300), (200, 200)).check().is_ok(), "{kind:?}");
    }
}
