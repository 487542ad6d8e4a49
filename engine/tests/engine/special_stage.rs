//! Sonic 1's rotating-maze special stage (`engine::special_stage`): the SPG's and `Obj09`'s numbers as exact
//! integers, and runs through the disassembly's six stages.

use engine::special_stage::{Grid, Phase, Player, Rotation, SpecialStage, player};
use formats::inputs::Buttons;
use formats::special_stage::{self as ss, StageId};

fn stage(n: u8) -> Option<ss::SpecialStage> {
    let dir = formats::reference::shared_dir()?.join("reference/s1disasm-full");
    Some(ss::read_from_disassembly(&dir, StageId { stage: n, jp1: false }).expect("stage reads"))
}

/// The emerald route found by the `special_stage` example's `search 1 emerald` (attempt 2838): frames of one input
/// each.
const EMERALD_ROUTE: &str = "22:R+J,53:R+J,54:R,46:-,16:L+J,56:L,23:-,4:R,22:L,44:J,59:-,48:R,53:R,30:-,46:L,22:R,\
39:R,23:L+J,55:L+J,42:L+J,28:R,28:J,63:-,62:R+J,18:R+J,5:R+J,24:-,41:R,48:R+J,12:R,10:J,61:L,15:L,34:R+J,10:R,40:J,\
21:L+J,32:L,14:J,44:-,8:-,6:R+J,10:L,58:-,32:J,47:R,59:-,53:R+J";

fn script(text: &str) -> Vec<Buttons> {
    let mut inputs = Vec::new();
    for part in text.split(',').filter(|p| !p.is_empty()) {
        let (n, b) = part.split_once(':').expect("n:buttons");
        inputs.extend(std::iter::repeat_n(Buttons::parse(b).expect("buttons"), n.parse().expect("count")));
    }
    inputs
}

/// A stage of empty blocks except `blocks` (layout row, column, id), the player at a layout cell's item
/// position, the rotation stopped unless `speed` says otherwise.
fn synthetic(blocks: &[(usize, usize, u8)], start: (u16, u16), speed: i16) -> SpecialStage {
    let mut layout = vec![0u8; ss::LAYOUT_BYTES];
    for &(r, c, id) in blocks {
        layout[r * ss::SIZE + c] = id;
    }
    let st = ss::SpecialStage { version: 1, start: ss::SsStart { x: start.0, y: start.1 }, layout };
    let mut s = SpecialStage::new(&st);
    s.rotation.speed = speed;
    s
}

/// The pixel x of a layout column whose item cell is that column (`(x + 0x20) / 24 = column + 0x20`).
const fn column_x(c: u16) -> u16 {
    (c + 32) * 24 - 0x20
}
/// The pixel y of a layout row whose item cell is that row (`(y + 0x50) / 24 = row + 0x20`).
const fn row_y(r: u16) -> u16 {
    (r + 32) * 24 - 0x50
}

#[test]
fn rotation_speed_and_snapping() {
    // GM_Special: angle 0, speed 0x40: the angle byte turns 1 every 4 frames (SPG 0.25 a frame).
    let mut r = Rotation::start();
    assert_eq!((r.angle, r.speed), (0, 0x40));
    let bytes: Vec<u8> = (0..9)
        .map(|_| {
            r.advance();
            r.byte()
        })
        .collect();
    assert_eq!(bytes, [0, 0, 0, 1, 1, 1, 1, 2, 2]);
    // A whole turn takes 1024 frames.
    let mut r = Rotation::start();
    for _ in 0..1024 {
        r.advance();
    }
    assert_eq!(r.angle, 0);
    // Snapping: (stage_angle div 4) * 4 on the byte.
    for (byte, snapped) in [(0x00, 0x00), (0x03, 0x00), (0x07, 0x04), (0xFF, 0xFC)] {
        assert_eq!(Rotation { angle: byte << 8, speed: 0 }.snapped(), snapped as u8);
    }
    // Left/Right: the snapped angle rounded to a quarter turn, negated.
    for (byte, movement) in
        [(0x00u16, 0x00u8), (0x1F, 0x00), (0x20, 0xC0), (0x5F, 0xC0), (0x60, 0x80), (0xA0, 0x40), (0xE0, 0x00)]
    {
        assert_eq!(Rotation { angle: byte << 8, speed: 0 }.movement_angle(), movement, "{byte:#x}");
    }
    // A jump goes against gravity: 0xC0 (up) when upright.
    assert_eq!(Rotation::start().jump_angle(), 0xC0);
    assert_eq!(Rotation { angle: 0x0D00, speed: 0 }.jump_angle(), 0xB4);
}

#[test]
fn player_constants() {
    assert_eq!(
        (player::ACCELERATION, player::DECELERATION, player::FRICTION, player::TOP_SPEED),
        (12, 0x40, 12, 0x800)
    );
    assert_eq!((player::GRAVITY, player::JUMP, player::BUMPER, player::BLOCK_COOLDOWN), (42, 0x680, -0x700, 30));
    // In open space, upright and not turning: Right accelerates by 12 to exactly 0x800 on the 171st frame.
    let mut s = synthetic(&[], (column_x(30), row_y(30)), 0);
    let mut speeds = Vec::new();
    for _ in 0..172 {
        s.step(Buttons::RIGHT);
        speeds.push(s.player.ground_speed);
    }
    assert_eq!((speeds[0], speeds[1], speeds[169], speeds[170], speeds[171]), (12, 24, 2040, 0x800, 0x800));
    // Left against it: 0x40 a frame, crossing 0 without a turnaround snap.
    s.step(Buttons::LEFT);
    assert_eq!(s.player.ground_speed, 0x7C0);
    let mut g = s.clone();
    for _ in 0..31 {
        g.step(Buttons::LEFT);
    }
    assert_eq!(g.player.ground_speed, 0);
    g.step(Buttons::LEFT);
    assert_eq!(g.player.ground_speed, -12);
    // Friction: 12 a frame towards 0.
    s.step(Buttons::NONE);
    assert_eq!(s.player.ground_speed, 0x7C0 - 12);
    // Ground Speed moves the 16.16 position directly (cos 0 = 256: 0x7B4 × 256 per frame), besides the speeds.
    // Gravity: 42 a frame upright, the whole frame falling freely.
    assert_eq!(s.player.y_speed, 42 * 174);
    assert_eq!(s.player.x_speed, 0);
}

#[test]
fn gravity_follows_the_snapped_angle() {
    // Turned by 0x20 (45°): gravity (sin, cos) × 42 = (181 × 42, 181 × 42) >> 8 = 29 each frame.
    let mut s = synthetic(&[], (column_x(30), row_y(30)), 0);
    s.rotation.angle = 0x2000;
    s.step(Buttons::NONE);
    assert_eq!((s.player.x_speed, s.player.y_speed), (29, 29));
    // The fraction is kept in the position, not the speed: 16.16 positions move by the speed only.
    assert_eq!((s.player.x & 0xFFFF, s.player.y & 0xFFFF), (29 << 8, 29 << 8));
    // Angle byte 0x23 snaps to 0x20: the same.
    let mut t = synthetic(&[], (column_x(30), row_y(30)), 0);
    t.rotation.angle = 0x23FF;
    t.step(Buttons::NONE);
    assert_eq!((t.player.x_speed, t.player.y_speed), (29, 29));
}

#[test]
fn jump_speeds() {
    let mut p = Player::at(0, 0);
    p.jump(Rotation::start());
    assert_eq!((p.x_speed, p.y_speed, p.in_air), (0, -0x680, true));
    // Angle byte 0x0D → snapped 0x0C → jump angle 0xB4: (cos, sin) = (−74, −244) × 0x680 >> 8.
    p.jump(Rotation { angle: 0x0D00, speed: 0 });
    assert_eq!((p.x_speed, p.y_speed), (-481, -1586));
}

#[test]
fn bumper_bounce() {
    // The centre of the bumper at layout (10, 10): column 42 × 24 − 0x14, row 42 × 24 − 0x44.
    let cell = Grid::cell_of(10, 10);
    assert_eq!(Grid::bumper_centre(cell), (988, 940));
    let mut p = Player::at(988, 1000);
    p.bounce(cell);
    assert_eq!((p.x_speed, p.y_speed), (0, 0x700));
    let mut p = Player::at(1000, 940);
    p.bounce(cell);
    assert_eq!((p.x_speed, p.y_speed), (0x700, 0));
    // 45° up-left of it: angle 0x20 from the player to the centre, speeds (−181, −181) × −0x700 >> 8.
    let mut p = Player::at(988 - 30, 940 - 30);
    p.bounce(cell);
    assert_eq!((p.x_speed, p.y_speed), (-0x4F3, -0x4F3));
}

#[test]
fn sensor_cells() {
    // The collision square's top left: ((y + 0x44) / 24) × 0x80 + (x + 0x14) / 24; items at (y + 0x50, x + 0x20).
    assert_eq!(Grid::sensor_cell(0x3D0, 0x2E0), (804 / 24) * 0x80 + 996 / 24);
    assert_eq!(Grid::item_cell(0x3D0, 0x2E0), Grid::cell_of(2, 10));
    assert_eq!(Grid::item_cell(column_x(5), row_y(7)), Grid::cell_of(7, 5));
    assert_eq!(Grid::item_cell(column_x(5) - 1, row_y(7) - 1), Grid::cell_of(6, 4));
}

#[test]
fn up_down_and_reverse_blocks() {
    // The player falls onto a floor of UP blocks two rows below; the stage is not turning for the test,
    // apart from the speed the blocks change.
    let floor: Vec<(usize, usize, u8)> = (25..36).map(|c| (32, c, 0x29)).collect();
    let mut s = synthetic(&floor, (column_x(30), row_y(29)), 0x40);
    let mut frames = 0;
    while s.rotation.speed == 0x40 {
        s.step(Buttons::NONE);
        frames += 1;
        assert!(frames < 200, "never landed");
    }
    // UP doubled the speed, became DOWN, and the cooldown holds while the player keeps touching blocks.
    assert_eq!(s.rotation.speed, 0x80);
    let cell = s.player.touched_cell;
    assert_eq!(s.grid.get(cell), 0x2A);
    assert_eq!(s.player.up_down_timer, 30);
    // The cooldown counts down only on frames without a touch (here: frames 28–32 and 34, closing the gap
    // the first touch stopped short of, and from 96 on, past the row's end), and UP does nothing at 0x80 (bit 6 clear).
    let landed = s.frame;
    assert_eq!(landed, 27);
    let mut airborne = Vec::new();
    for _ in 0..80 {
        let before = s.player.up_down_timer;
        s.step(Buttons::NONE);
        let expected = if s.player.touched == 0 { before.saturating_sub(1) } else { before };
        assert_eq!(s.player.up_down_timer, expected, "frame {}", s.frame);
        if s.player.touched == 0 {
            airborne.push(s.frame);
        }
        assert_eq!(s.rotation.speed, 0x80);
    }
    assert_eq!(airborne, [28, 29, 30, 31, 32, 34, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107]);
    // R: reverses at once, then needs 30 frames off the blocks before it acts again.
    let floor: Vec<(usize, usize, u8)> = (25..36).map(|c| (32, c, 0x2B)).collect();
    let mut s = synthetic(&floor, (column_x(30), row_y(29)), 0x40);
    while s.rotation.speed == 0x40 {
        s.step(Buttons::NONE);
    }
    assert_eq!((s.rotation.speed, s.player.reverse_timer), (-0x40, 30));
    // The touched R flashes (SS_AniReverse: 0x2B, 0x31, 0x2B, 0x31, 8 frames each, then 0x2B) and is solid
    // but inert meanwhile.
    let cell = s.player.touched_cell;
    let mut ids = vec![s.grid.get(cell)];
    for _ in 0..32 {
        s.step(Buttons::NONE);
        ids.push(s.grid.get(cell));
    }
    assert_eq!((ids[7], ids[8], ids[15], ids[16], ids[24], ids[32]), (0x2B, 0x31, 0x31, 0x2B, 0x31, 0x2B));
    assert_eq!(s.items.slots.iter().flatten().count(), 0);
    for _ in 0..20 {
        s.step(Buttons::NONE);
        assert!(s.player.reverse_timer > 0);
        assert_eq!(s.rotation.speed, -0x40);
    }
}

#[test]
fn glass_breaks_on_the_fourth_touch() {
    // A single glass block under the player, stage not turning: each touch animates it for 16 frames
    // (0x4B–0x4E twice, 2 frames each) and then it becomes the next glass id; after 0x30 it is gone.
    let mut s = synthetic(&[(32, 30, 0x2D)], (column_x(30), row_y(29)), 0);
    let cell = Grid::cell_of(32, 30);
    let mut ids = Vec::new();
    for _ in 0..120 {
        s.step(Buttons::NONE);
        ids.push(s.grid.get(cell));
    }
    let changes: Vec<(usize, u8)> = ids
        .iter()
        .enumerate()
        .filter(|&(i, id)| i == 0 || ids[i - 1] != *id)
        .filter(|&(_, &id)| !(0x4C..=0x4E).contains(&id))
        .map(|(i, &id)| (i + 1, id))
        .collect();
    let first = changes.iter().find(|&&(_, id)| id == 0x4B).map(|&(f, _)| f).expect("touched");
    let expected: Vec<(usize, u8)> = vec![
        (1, 0x2D),
        (first, 0x4B),
        (first + 8, 0x4B),
        (first + 16, 0x2E),
        (first + 17, 0x4B),
        (first + 25, 0x4B),
        (first + 33, 0x2F),
        (first + 34, 0x4B),
        (first + 42, 0x4B),
        (first + 50, 0x30),
        (first + 51, 0x4B),
        (first + 59, 0x4B),
        (first + 67, 0x00),
    ];
    assert_eq!(changes, expected);
}

#[test]
fn rings_sparkle_then_vanish() {
    let mut s = synthetic(&[(31, 30, 0x3A)], (column_x(30), row_y(30)), 0);
    let cell = Grid::cell_of(31, 30);
    let mut ids = Vec::new();
    while s.frame < 60 {
        s.step(Buttons::NONE);
        ids.push((s.frame, s.grid.get(cell), s.rings));
    }
    let taken = ids.iter().find(|&&(_, _, r)| r == 1).expect("collected").0;
    for (k, id) in [(0, 0x42), (5, 0x42), (6, 0x43), (12, 0x44), (18, 0x45), (24, 0)] {
        assert_eq!(ids[(taken + k - 1) as usize].1, id, "{k}");
    }
    assert_eq!(s.items.slots.iter().flatten().count(), 0);
}

#[test]
fn stage_1_without_input_reaches_the_goal() {
    let Some(st) = stage(1) else { return };
    let mut s = SpecialStage::new(&st);
    let mut log = Vec::new();
    while !s.left_stage {
        s.step(Buttons::NONE);
        log.push(s.clone());
        assert!(s.frame < 2000, "never left");
    }
    let at = |f: u32| &log[f as usize - 1];
    // Frame 1: gravity 42 at angle 0 from (0x3D0, 0x2E0).
    assert_eq!((at(1).player.y, at(1).player.y_speed), (0x2E0_2A00, 42));
    // Frame 17: the first sideways gravity (angle byte 4: sin 25 × 42 >> 8 = 4).
    assert_eq!((at(16).player.x_speed, at(17).player.x_speed), (0, 4));
    // First ring on frame 35; first landing (on wall block 0x12) on frame 53.
    assert_eq!((at(34).rings, at(35).rings), (0, 1));
    assert_eq!((at(53).player.touched, at(53).player.in_air, at(53).player.y), (0x12, false, 0x3BF_7000));
    // R on frame 114 reverses the rotation.
    assert_eq!((at(113).rotation.speed, at(114).rotation.speed, at(114).player.touched), (0x40, -0x40, 0x2B));
    // The first bumper on frame 140: 0x700 away from its centre.
    assert_eq!((at(140).player.touched, at(140).player.x_speed, at(140).player.y_speed), (0x25, -1463, -1029));
    // GOAL on frame 751 with 26 rings at (0x375, 0x425); the stage spins up by 0x40 a frame and the game
    // leaves at speed 0x1800, frame 845.
    assert_eq!((at(750).phase, at(751).phase), (Phase::Playing, Phase::Exiting));
    assert_eq!((at(751).player.touched, at(751).rings), (0x27, 26));
    assert_eq!((at(751).player.x >> 16, at(751).player.y >> 16), (0x375, 0x425));
    assert_eq!((s.frame, s.rotation.speed), (845, 0x1800));
}

#[test]
fn stage_1_scripted_route_to_the_emerald() {
    let Some(st) = stage(1) else { return };
    let mut s = SpecialStage::new(&st);
    let mut emerald_frame = None;
    for b in script(EMERALD_ROUTE) {
        s.step(b);
        if s.emeralds == 1 && emerald_frame.is_none() {
            emerald_frame = Some(s.frame);
            assert_eq!((s.player.x >> 16, s.player.y >> 16, s.rings), (0x399, 0x4FD, 34));
        }
        if s.phase != Phase::Playing {
            break;
        }
    }
    // The emerald (0x3B: emerald 0) on frame 1608; its sparkle ends 24 frames later and the stage exits.
    assert_eq!(emerald_frame, Some(1608));
    assert_eq!((s.emeralds, s.emerald_list[0]), (1, 0));
    assert_eq!((s.frame, s.phase, s.rings), (1632, Phase::Exiting, 36));
}

#[test]
fn snapshot_restore_and_determinism() {
    let Some(st) = stage(1) else { return };
    let inputs = script(EMERALD_ROUTE);
    let mut a = SpecialStage::new(&st);
    for &b in &inputs[..700] {
        a.step(b);
    }
    let snapshot = a.snapshot();
    for &b in &inputs[700..1200] {
        a.step(b);
    }
    // Restored into a stage that has gone elsewhere, the same inputs give the same state.
    let mut b = SpecialStage::new(&st);
    for _ in 0..900 {
        b.step(Buttons::LEFT);
    }
    b.restore(&snapshot);
    assert_eq!(b, snapshot);
    for &i in &inputs[700..1200] {
        b.step(i);
    }
    assert_eq!(a, b);
    assert_ne!(a.grid, SpecialStage::new(&st).grid, "rings were collected");
    let hash = |s: &SpecialStage| {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        s.hash(&mut h);
        h.finish()
    };
    assert_eq!(hash(&a), hash(&b));
}

#[test]
fn ghost_blocks_turn_solid_behind_the_player() {
    // Falling straight down through a ghost block (0x41), its switch (0x4A) and an empty cell: every ghost
    // block of the stage becomes the red and white block (0x2C) on the first empty cell.
    let mut s =
        synthetic(&[(31, 30, 0x41), (32, 30, 0x4A), (50, 10, 0x41), (34, 30, 0x28)], (column_x(30), row_y(29)), 0);
    let mut ghost = Vec::new();
    while s.frame < 120 {
        s.step(Buttons::NONE);
        ghost.push(s.player.ghost);
    }
    let first = |v: u8| ghost.iter().position(|&g| g == v).map(|i| i + 1);
    let (passed, switched) = (first(1).expect("passed"), first(2).expect("switched"));
    assert!(passed < switched);
    let last = ghost.iter().rposition(|&g| g == 2).expect("switched");
    assert_eq!(ghost[last + 1], 0, "cleared on the next (empty) cell");
    assert_eq!((s.grid.get(Grid::cell_of(31, 30)), s.grid.get(Grid::cell_of(50, 10))), (0x2C, 0x2C));
    // The 1-up below: collected once (a life), sparkling away.
    assert_eq!(s.lives, 1);
    assert_eq!(s.grid.get(Grid::cell_of(34, 30)), 0);
}

/// Every stage run to its GOAL: with no input (stages 1, 2, 3, 6) or a script found by the `special_stage`
/// example's `search N goal`: the frame GOAL is touched, the rings held then and the player's pixel position.
#[test]
fn every_stage_reaches_a_goal() {
    /// Frame, rings, x and y pixels.
    type Goal = (u32, u16, u32, u32);
    let routes: [(u8, &str, Goal); 6] = [
        (1, "", (751, 26, 885, 1061)),
        (2, "", (1431, 16, 1105, 724)),
        (3, "", (3893, 73, 1655, 940)),
        (4, "28:L+J,34:-,17:-,26:J,40:J,11:-,4:J,43:L,22:-,19:-,35:-", (250, 17, 1563, 1480)),
        (
            5,
            "21:R,20:R,41:L+J,35:L,43:J,14:-,28:R,63:R,44:R+J,5:L+J,41:L+J,26:R,35:L,4:R+J,10:-,58:J,6:L+J,43:L,\
             45:R+J",
            (538, 13, 1266, 725),
        ),
        (6, "", (746, 13, 1443, 772)),
    ];
    for (n, route, expected) in routes {
        let Some(st) = stage(n) else { return };
        let mut s = SpecialStage::new(&st);
        let mut inputs = script(route).into_iter();
        while s.phase == Phase::Playing {
            s.step(inputs.next().unwrap_or(Buttons::NONE));
            assert!(s.frame < 5000, "stage {n} never reached a goal");
        }
        assert_eq!(s.player.touched, 0x27, "stage {n}");
        let got = (s.frame, s.rings, s.player.x >> 16, s.player.y >> 16);
        assert_eq!(got, expected, "stage {n}");
    }
}
