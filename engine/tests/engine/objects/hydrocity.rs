//! Hydrocity (skdisasm s3.asm): its water (`DynamicWaterHeight_HCZ1`, `HCZ_WaterTunnels`) in a running world,
//! and its objects against their routines' integers (`Obj_Poindexter`).

use crate::support;
use crate::support::bench::Bench;
use engine::objects::runtime::object::{Common, FIRST_DYNAMIC_SLOT};
use engine::objects::s2::water_level::WaterRule;
use engine::objects::s3k::hcz_water::HczAct;
use engine::objects::s3k::kinds::Sonic3k;
use engine::objects::s3k::{id, poindexter};
use engine::{Character, Player, World};
use formats::inputs::Buttons;
use formats::level::{LevelEvents, LevelSource, SourceFormat};
use formats::{ChunkSize, Level, ProfileId};

/// A flat Hydrocity 1 (`cols` chunks wide, 16 high, the floor's top at y $600) with act 1's water height
/// (`StartingWaterHeights`: $680).
fn hcz1(cols: usize) -> Level {
    let mut level = support::solid_rows(cols, 16, 12..16);
    level.water_height = Some(0x680);
    level.events = LevelEvents::Hcz1;
    level.profile = ProfileId::S3K;
    level.source = Some(LevelSource::new(SourceFormat::SonLvlS3K, "Sonic 3\\Hydrocity Zone Act 1"));
    level
}

/// s3.asm `DynamicWaterHeight_HCZ1` at the level load: the camera short of x $900, the water is at $500 at
/// once (the height's bit 15), not the act's $680; and it does not bob.
#[test]
fn hydrocity_1_loads_with_its_water_at_0x500() {
    let level = hcz1(12);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x100, 0x5EC));
    assert_eq!(w.objects.game.water.rule, WaterRule::Hydrocity(HczAct::Hcz1));
    assert_eq!(w.water_level(), 0x500);
    for _ in 0..100 {
        w.step(Buttons::NONE);
        assert_eq!(w.water_level(), 0x500);
    }
}

/// s3.asm `HCZ1_WaterTunLocs`' first box (x $380–$5A0, y $580–$5C0): a player in it is carried right,
/// airborne, and let go past x $5A0 into the second box, which carries him on to $A80.
#[test]
fn hydrocity_1s_first_tunnel_carries_the_player() {
    let level = hcz1(24);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x400, 0x5A0));
    w.player.air = true;
    w.step(Buttons::NONE);
    w.step(Buttons::NONE);
    assert!(w.objects.game.water.in_tunnel);
    assert!(w.player.air);
    assert!(w.player.x_speed > 0x300, "carried at about $3F0: {:#x}", w.player.x_speed);
    let x0 = w.player.pixel_x();
    for _ in 0..60 {
        w.step(Buttons::NONE);
    }
    assert!(w.player.pixel_x() > x0 + 0xC0, "about 4 px a frame: {:#x}", w.player.pixel_x());
}

/// s3.asm `sub_539A`: the tunnels carry player 2 too (`Player_2` with `WindTunnel_flag+1` and
/// `Ctrl_2_held_logical`): a CPU Tails in the first box is carried right as Sonic is, and his own flag set.
#[test]
fn hydrocity_1s_tunnel_carries_cpu_tails() {
    use engine::world::SecondPlayer;
    let level = hcz1(24);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x200, 0x5EC));
    let mut tails = SecondPlayer::cpu_tails(&w.player);
    tails.player = Player::standing(Character::Tails, 0x400, 0x5A0);
    tails.player.sidekick = true;
    tails.player.air = true;
    w.set_second(Some(tails));
    w.step(Buttons::NONE);
    w.step(Buttons::NONE);
    assert!(w.objects.game.water.in_tunnel_p2);
    assert!(!w.objects.game.water.in_tunnel, "Sonic is not in one");
    let p2 = &w.second.as_ref().expect("Tails").player;
    assert!(p2.x_speed > 0x300, "carried at about $3F0: {:#x}", p2.x_speed);
    assert!(p2.air);
    let x0 = p2.pixel_x();
    for _ in 0..30 {
        w.step(Buttons::NONE);
    }
    let p2 = &w.second.as_ref().expect("Tails").player;
    assert!(p2.pixel_x() > x0 + 0x60, "about 4 px a frame: {:#x}", p2.pixel_x());
}

/// `Obj_Poindexter` at ($300, $400), subtype $20, the player to its left: asleep off screen; the frame it is
/// seen only wakes it; `loc_56084` then sets it swimming left at $40 with y speed $20 and its turn timer to
/// $20 × 4; from the next frame (`loc_560D2`) it moves, bobs, puffs up after 5 frames (touch $86), and turns
/// on its $81st moving frame (the timer runs to −1), then every $101.
#[test]
fn pointdexter_swims_bobs_and_puffs() {
    let level = Level::new("empty", ChunkSize::Px128, 0x10, 0x10);
    let mut b = Bench::new(&level, Player::standing(Character::Sonic, 0x200, 0x400));
    let mut c = Common::new(id::SONIC3K, 0x20, 0x300, 0x400, false, false);
    c.slot = FIRST_DYNAMIC_SLOT;
    let mut s = poindexter::Poindexter::default();
    let mut step = |c: &mut Common, s: &mut poindexter::Poindexter| b.with_ctx(|cx| poindexter::run(c, s, cx));
    step(&mut c, &mut s);
    assert!(!s.awake);
    c.on_screen = true;
    step(&mut c, &mut s);
    assert!(s.awake);
    assert_eq!(c.routine, 0, "the waking frame does nothing else");
    step(&mut c, &mut s);
    assert_eq!((c.routine, c.x_vel, c.y_vel, c.x_flip, s.wait), (2, -0x40, 0x20, false, 0x80));
    assert_eq!(c.collision_flags, 0, "no touch until it moves");
    let mut seen = Vec::new();
    for _ in 0..0x81 {
        step(&mut c, &mut s);
        seen.push((c.x, c.y_vel, c.mapping_frame, c.collision_flags, c.x_flip));
    }
    // First moving frame: the swing gives $1F, then it moves by ($−40, $1F) subpixels.
    assert_eq!(seen[0].0, (0x300 << 8) - 0x40);
    assert_eq!(seen[0].1, 0x1F);
    assert_eq!((seen[0].2, seen[0].3), (1, poindexter::COLLISION));
    assert_eq!((seen[5].2, seen[5].3), (2, poindexter::COLLISION_PUFFED));
    assert!(!seen[0x7F].4);
    assert!(seen[0x80].4, "the turn on the $81st moving frame");
    assert_eq!(c.x_vel, 0x40);
    assert_eq!(s.wait, 0x100);
}

/// `Obj_HCZCGZFan` subtype $09 (not always on) at ($300, $5F4): its first frame only sets it up; from the next
/// (`loc_2F02C`, `$30` running to −1) it spins down for 121 frames, then blows for 181, then spins down again.
/// Blowing, it lifts the player standing over it ($10 px above, so `d1` = oscillator + $108 − … in its
/// column): in the air, Y Speed 0, Ground Speed 1.
#[test]
fn the_fan_blows_181_frames_in_302() {
    use engine::objects::s3k::hcz_fan;
    let level = hcz1(8);
    let mut b = Bench::new(&level, Player::standing(Character::Sonic, 0x300, 0x5E4));
    let mut c = Common::new(id::SONIC3K, 0x09, 0x300, 0x5F4, false, false);
    c.slot = FIRST_DYNAMIC_SLOT;
    let mut s = hcz_fan::HczFan::default();
    b.with_ctx(|cx| hcz_fan::run(&mut c, &mut s, cx));
    assert_eq!((c.routine, s.reach, s.reach_end), (2, 0x110, 0x140));
    let mut on = Vec::new();
    for _ in 0..400 {
        b.player = Player::standing(Character::Sonic, 0x300, 0x5E4);
        b.with_ctx(|cx| hcz_fan::run(&mut c, &mut s, cx));
        on.push(!s.off);
        if !s.off {
            assert!(b.player.air);
            assert_eq!((b.player.y_speed, b.player.ground_speed), (0, 1));
            assert!(b.player.pixel_y() < 0x5E4, "lifted");
        } else {
            assert!(!b.player.air);
        }
    }
    assert!(on[..121].iter().all(|&o| !o));
    assert!(on[121..302].iter().all(|&o| o));
    assert!(!on[302]);
}

/// The fan on a block (subtype $86, bit 7): the placed object becomes the block $1C px lower and the fan is
/// made in the next slot (always on: bit 4 set). A player $20 px or more below the block latches the fan off
/// and slides the block 8 px a frame up to ($86 & $30) × 2 = 0 — here none, so it stays.
#[test]
fn a_fan_on_a_block_makes_its_fan() {
    use engine::objects::runtime::object::{Obj, State};
    use engine::objects::s3k::hcz_fan;
    let level = hcz1(8);
    let mut b = Bench::new(&level, Player::standing(Character::Sonic, 0x300, 0x400));
    let mut c = Common::new(id::SONIC3K, 0x86, 0x300, 0x500, false, false);
    c.slot = FIRST_DYNAMIC_SLOT;
    let mut s = hcz_fan::HczFan::default();
    b.with_ctx(|cx| hcz_fan::run(&mut c, &mut s, cx));
    assert_eq!(s.role, hcz_fan::Role::Block);
    assert_eq!(c.pixel_y(), 0x51C);
    let fan: Vec<&Obj> = b.slots.iter().map(|(_, o)| o).collect();
    assert_eq!(fan.len(), 1);
    assert_eq!((fan[0].common.subtype, fan[0].common.pixel_y()), (0x96, 0x500));
    assert!(matches!(&fan[0].state, State::Sonic3k(Sonic3k::HczFan(f)) if f.role == hcz_fan::Role::Fan));
    // The player well below: the fan is latched off.
    b.player = Player::standing(Character::Sonic, 0x300, 0x560);
    b.with_ctx(|cx| hcz_fan::run(&mut c, &mut s, cx));
    let latched = b.slots.iter().any(|(_, o)| matches!(&o.state, State::Sonic3k(Sonic3k::HczFan(f)) if f.latched));
    assert!(latched);
}

/// `Obj_Jawz` at ($300, $500), the player to its right: asleep off screen; the frame it is seen only wakes it;
/// then it swims right at $200 (facing right), touch $D7. Touched by a walking player it leaves a blast in the
/// next slot (`loc_49586`: touch $8B on its first frame and while frames 0–2 show: 25 frames; shown 41) and
/// is deleted; touched by a rolling one it becomes an explosion with 100 points.
#[test]
fn jawz_swims_at_the_player_and_blows_up() {
    use engine::objects::runtime::object::State;
    use engine::objects::s3k::jawz;
    let level = Level::new("empty", ChunkSize::Px128, 0x10, 0x10);
    let mut b = Bench::new(&level, Player::standing(Character::Sonic, 0x380, 0x500));
    let mut c = Common::new(id::SONIC3K, 0, 0x300, 0x500, false, false);
    c.slot = FIRST_DYNAMIC_SLOT;
    let mut s = jawz::Jawz::default();
    let step = |b: &mut Bench, c: &mut Common, s: &mut jawz::Jawz| b.with_ctx(|cx| jawz::run(c, s, cx));
    step(&mut b, &mut c, &mut s);
    assert!(!s.awake);
    c.on_screen = true;
    step(&mut b, &mut c, &mut s);
    step(&mut b, &mut c, &mut s);
    assert_eq!((c.x_vel, c.x_flip, c.collision_flags), (jawz::SPEED, true, jawz::COLLISION));
    step(&mut b, &mut c, &mut s);
    assert_eq!(c.x, (0x300 << 8) + 0x200);
    // A rolling player's touch: an explosion and 100 points.
    let mut rolled = (c.clone(), s.clone());
    rolled.0.collision_property = 1;
    b.player.pose = engine::player::Pose::Roll;
    let became = step(&mut b, &mut rolled.0, &mut rolled.1);
    assert!(matches!(became, Some(State::Explosion(_))));
    assert_eq!(b.game.score, 100);
    // A walking player's: a blast after it, the Jawz gone.
    b.player.pose = engine::player::Pose::Walk;
    c.collision_property = 1;
    assert!(step(&mut b, &mut c, &mut s).is_none());
    assert!(c.deleted);
    let (i, _) = b.slots.iter().next().expect("the blast");
    let mut frames = Vec::new();
    for _ in 0..42 {
        let mut blast = b.slots.take(i).expect("the blast");
        let (bc, bs) = (&mut blast.common, &mut blast.state);
        let State::Sonic3k(Sonic3k::Jawz(bs)) = bs else { panic!("not a blast") };
        b.with_ctx(|cx| jawz::run(bc, bs, cx));
        frames.push((blast.common.collision_flags, blast.common.deleted));
        b.slots.put_back(i, blast);
    }
    assert!(frames[..25].iter().all(|&(f, _)| f == jawz::BLAST_COLLISION));
    assert!(frames[25..41].iter().all(|&(f, d)| f == 0 && !d));
    assert!(frames[41].1, "shown 41 frames, gone on the 42nd");
}

/// `Obj_Blastoid` at ($300, $500), subtype 0: awake, it watches until the player is less than $80 px away
/// across ($A0: no; $60: yes); then its volley (`byte_557F6`) fires on its first frame and 15 and 30 frames
/// later — each shot from ($2EC, $4F9) at (−$200, −$100) — and, after the script's $40-frame rest, the end
/// (`loc_5579E`) and a frame of watching, the next volley's first shot 101 frames after the first. Any touch
/// destroys it: 100 points and `Level_trigger_array` + 0 set.
#[test]
fn blastoid_fires_volleys_of_three() {
    use engine::objects::runtime::object::State;
    use engine::objects::s3k::blastoid;
    let level = Level::new("empty", ChunkSize::Px128, 0x10, 0x10);
    let mut b = Bench::new(&level, Player::standing(Character::Sonic, 0x3A0, 0x500));
    let mut c = Common::new(id::SONIC3K, 0, 0x300, 0x500, false, false);
    c.slot = FIRST_DYNAMIC_SLOT;
    c.on_screen = true;
    let mut s = blastoid::Blastoid::default();
    let step = |b: &mut Bench, c: &mut Common, s: &mut blastoid::Blastoid| b.with_ctx(|cx| blastoid::run(c, s, cx));
    step(&mut b, &mut c, &mut s);
    step(&mut b, &mut c, &mut s);
    assert_eq!((c.routine, c.collision_flags), (2, blastoid::COLLISION));
    step(&mut b, &mut c, &mut s);
    assert_eq!(c.routine, 2, "the player $A0 px away: watching");
    b.player = Player::standing(Character::Sonic, 0x360, 0x500);
    step(&mut b, &mut c, &mut s);
    assert_eq!(c.routine, 4);
    let shots = |b: &Bench| b.slots.iter().count();
    let mut counts = Vec::new();
    for _ in 0..103 {
        step(&mut b, &mut c, &mut s);
        counts.push(shots(&b));
    }
    let first = b.slots.iter().next().map(|(_, o)| o.common.clone()).expect("a shot");
    assert_eq!((first.pixel_x(), first.pixel_y(), first.x_vel, first.y_vel), (0x2EC, 0x4F9, -0x200, -0x100));
    assert_eq!((counts[0], counts[14], counts[15], counts[29], counts[30]), (1, 1, 2, 2, 3));
    assert_eq!((counts[100], counts[101]), (3, 4));
    c.collision_property = 1;
    let became = step(&mut b, &mut c, &mut s);
    assert!(matches!(became, Some(State::Explosion(_))));
    assert_eq!((b.game.score, b.game.switches[0]), (100, 0xFF));
}

/// `Obj_Buggernaut` at ($300, $400): its first frame makes its baby $20 px right (the next slot; no touch)
/// and counts it; it hovers 64 frames, then chases the player (to its left, level: x speed −$10 a frame,
/// facing left) for 128 and hovers again. Its baby, its parent gone, flies off away from player 1 at $200.
#[test]
fn buggernaut_hovers_chases_and_its_baby_leaves() {
    use engine::objects::runtime::object::State;
    use engine::objects::s3k::buggernaut;
    let level = Level::new("empty", ChunkSize::Px128, 0x10, 0x10);
    let mut b = Bench::new(&level, Player::standing(Character::Sonic, 0x280, 0x400));
    let mut c = Common::new(id::SONIC3K, 0, 0x300, 0x400, false, false);
    c.slot = FIRST_DYNAMIC_SLOT;
    c.on_screen = true;
    let mut s = buggernaut::Buggernaut::default();
    let step =
        |b: &mut Bench, c: &mut Common, s: &mut buggernaut::Buggernaut| b.with_ctx(|cx| buggernaut::run(c, s, cx));
    step(&mut b, &mut c, &mut s);
    step(&mut b, &mut c, &mut s);
    assert_eq!((c.routine, c.collision_flags, s.babies, s.wait), (2, buggernaut::COLLISION, 1, 0x3F));
    let baby = b.slots.iter().next().map(|(_, o)| o.clone()).expect("the baby");
    assert_eq!((baby.common.pixel_x(), baby.common.pixel_y(), baby.common.collision_flags), (0x320, 0x400, 0));
    for _ in 0..0x40 {
        step(&mut b, &mut c, &mut s);
    }
    assert_eq!((c.routine, c.x_vel), (4, 0), "64 frames of hovering");
    step(&mut b, &mut c, &mut s);
    assert_eq!((c.x_vel, c.y_vel, c.x_flip), (-0x10, 0, false));
    for _ in 0..0x7F {
        step(&mut b, &mut c, &mut s);
    }
    assert_eq!(c.routine, 2, "128 frames of chasing");
    // The baby alone (no Buggernaut in the slots): off to the right, away from the player.
    let mut lone = baby.clone();
    let State::Sonic3k(Sonic3k::Buggernaut(mut ls)) = lone.state.clone() else { panic!("not a baby") };
    ls.parent = None;
    b.with_ctx(|cx| buggernaut::run(&mut lone.common, &mut ls, cx));
    b.with_ctx(|cx| buggernaut::run(&mut lone.common, &mut ls, cx));
    assert_eq!((lone.common.routine, lone.common.x_vel), (4, 0x200));
}

/// A Hydrocity 2 level (`cols` chunks wide, 16 high, floor at y $600) with the placements `objects`.
fn hcz2(cols: usize, objects: &[(u8, u8, i32, i32, bool, bool)]) -> Level {
    use formats::object::{ObjectKind, ObjectPlacement};
    let mut level = support::solid_rows(cols, 16, 12..16);
    level.profile = ProfileId::S3K;
    level.source = Some(LevelSource::new(SourceFormat::SonLvlS3K, "Sonic 3\\Hydrocity Zone Act 2"));
    for &(id, subtype, x, y, x_flip, y_flip) in objects {
        let kind = ObjectKind::Other { id, subtype };
        level.objects.push(ObjectPlacement { kind, x, y, x_flip, y_flip, s2: None });
    }
    level
}

/// The slots holding an S3K kind `pick` picks, with their objects' commons.
fn s3k_objects<T: Clone>(w: &World, pick: impl Fn(&Sonic3k) -> Option<T>) -> Vec<(Common, T)> {
    use engine::objects::runtime::object::State;
    w.objects
        .slots
        .iter()
        .filter_map(|(_, o)| match &o.state {
            State::Sonic3k(k) => pick(k).map(|t| (o.common.clone(), t)),
            _ => None,
        })
        .collect()
}

/// `Obj_HCZSnakeBlocks` $67 placed x-flipped (side 1: the square's right side) at ($300, $500), subtype $40:
/// $40 frames at the side's top corner ($340, $4C0), then down the side by cos / 4 to ($340, $540) at the
/// wrap. A player standing on it rides it down (`SolidObjectFull`), $1F + $10 above its centre.
#[test]
fn a_snake_block_carries_the_player_down_its_side() {
    let level = hcz2(12, &[(0x67, 0x40, 0x300, 0x500, true, false)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x340, 0x480));
    w.player.air = true;
    let block = |w: &World| {
        let b = s3k_objects(w, |k| match k {
            Sonic3k::HczSnakeBlocks(s) => Some(s.clone()),
            _ => None,
        });
        assert_eq!(b.len(), 1);
        b[0].clone()
    };
    let mut ys = Vec::new();
    for _ in 0..0xC0 {
        w.step(Buttons::NONE);
        let (c, s) = block(&w);
        ys.push((c.pixel_x(), c.pixel_y(), s.angle, s.side));
    }
    assert_eq!(ys[0], (0x340, 0x4C0, 0x41, 1));
    assert!(ys[..0x3F].iter().all(|&(x, y, _, _)| (x, y) == (0x340, 0x4C0)), "the corner's wait");
    let (c, s) = block(&w);
    assert_eq!((s.angle, s.side), (0, 2), "the wrap to the bottom side");
    assert_eq!((c.pixel_x(), c.pixel_y()), (0x340, 0x540), "the bottom side's first corner, held again");
    assert!(ys.windows(2).all(|p| p[1].1 >= p[0].1), "only down");
    assert!(!w.player.air, "standing on it");
    assert_eq!(w.player.pixel_x(), 0x340);
    assert_eq!(w.player.pixel_y(), 0x540 - 0x11 - 0x13, "ridden down with it (`MvSonicOnPtfm`: d3 $11, y radius $13)");
}

/// Hydrocity 1's first conveyor belt (`Obj_HCZConveyorBelt` $3E, subtype 0, placed at both ends, x $B28 and
/// $CD8, y $48B): one object runs it (the second placement deletes itself, `Conveyor_belt_load_array`). A
/// player falling into the $10 px under it hangs $14 below (y $49F), held; the belt carries him 2 px a frame,
/// 3 with Right held; a jump press lets him go curled with Y Speed −$500; carried to the span's end ($CD8) he
/// drops, and is not caught again for 60 frames.
#[test]
fn the_conveyor_belt_carries_the_hanging_player() {
    let mut level = hcz1(28);
    for x in [0xB28, 0xCD8] {
        level.objects.push(formats::object::ObjectPlacement {
            kind: formats::object::ObjectKind::Other { id: 0x3E, subtype: 0 },
            x,
            y: 0x48B,
            ..Default::default()
        });
    }
    let belts = |w: &World| {
        s3k_objects(w, |k| match k {
            Sonic3k::HczConveyorBelt(s) => Some(s.clone()),
            _ => None,
        })
    };
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0xC00, 0x4A8));
    w.player.air = true;
    w.step(Buttons::NONE);
    assert_eq!(belts(&w).len(), 1, "one object per belt");
    assert_eq!(w.player.object_control, 3, "caught");
    assert_eq!(w.player.pixel_y(), 0x48B + 0x14);
    let x0 = w.player.pixel_x();
    for _ in 0..10 {
        w.step(Buttons::NONE);
    }
    assert_eq!(w.player.pixel_x(), x0 + 20, "2 px a frame");
    assert_eq!(w.player.pixel_y(), 0x49F);
    for _ in 0..10 {
        w.step(Buttons::RIGHT);
    }
    assert_eq!(w.player.pixel_x(), x0 + 50, "3 px a frame with Right");
    let mut jumped = w.clone();
    jumped.step(Buttons::JUMP);
    assert_eq!(jumped.player.object_control, 0);
    assert!(jumped.player.air && jumped.player.rolling);
    assert_eq!(jumped.player.y_speed, -0x500, "set after his frame ran");
    // Carried to the end of the span: let go there.
    let mut frames = 0;
    while w.player.object_control == 3 {
        w.step(Buttons::NONE);
        frames += 1;
        assert!(frames < 200);
    }
    assert!(w.player.pixel_x() >= 0xCD8 && w.player.pixel_x() < 0xCDA, "at {:#x}", w.player.pixel_x());
    assert!(w.player.air && w.player.rolling);
}

/// `Obj_HCZConveryorSpike` $3F, subtype 0 (belt 0's span, $B28–$CD8), placed at ($C00, $600): it rides the
/// top run $18 above (y $5E8) right 2 px a frame from its first frame, and hurts the player standing in its
/// way at x $C40 (touch $8B: $C px either side) once it is within reach.
#[test]
fn a_conveyor_spike_rides_into_the_player() {
    use engine::player::Routine;
    let mut level = hcz1(28);
    level.objects.push(formats::object::ObjectPlacement {
        kind: formats::object::ObjectKind::Other { id: 0x3F, subtype: 0 },
        x: 0xC00,
        y: 0x600,
        ..Default::default()
    });
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0xC40, 0x5EC));
    w.objects.game.rings = 5;
    let spike = |w: &World| {
        s3k_objects(w, |k| match k {
            Sonic3k::HczConveyorSpike(s) => Some(s.clone()),
            _ => None,
        })
    };
    w.step(Buttons::NONE);
    let (c, _) = spike(&w)[0].clone();
    assert_eq!((c.pixel_x(), c.pixel_y()), (0xC02, 0x5E8));
    let mut hurt_at = None;
    for frame in 1..40 {
        w.step(Buttons::NONE);
        if w.player.routine == Routine::Hurt {
            hurt_at = Some((frame, spike(&w)[0].0.pixel_x()));
            break;
        }
    }
    let (frame, x) = hurt_at.expect("hurt");
    assert_eq!((frame, x), (24, 0xC32), "the frame it came within reach");
    assert_eq!(w.objects.game.rings, 0, "the rings scattered");
}

/// `Obj_HCZSpinningColumn` $68, subtype 0 (still), at ($300, $5C0): Sonic dropped onto its top $C px right
/// of its centre lands (`SolidObjectFull`, $20 above; within `width_pixels` $10), then is held
/// (`object_control` 3) on the ground with his $C px and angle 0; each frame the angle grows by 2 and the
/// distance shrinks by 1, his x the column's + cos × distance, so after $C frames he is at its centre; a jump
/// press throws him up at −$680.
#[test]
fn the_spinning_column_twirls_the_player_to_its_centre() {
    use engine::objects::s3k::hcz_spinning_column::HczSpinningColumn;
    let level = hcz2(12, &[(0x68, 0, 0x300, 0x5C0, false, false)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x30C, 0x580));
    w.player.air = true;
    let column = |w: &World| {
        s3k_objects(w, |k| match k {
            Sonic3k::HczSpinningColumn(s) => Some(s.clone()),
            _ => None,
        })[0]
            .1
            .clone()
    };
    let mut frames = 0;
    while w.player.object_control != 3 {
        w.step(Buttons::NONE);
        frames += 1;
        assert!(frames < 60, "never held");
    }
    let s: HczSpinningColumn = column(&w);
    assert_eq!((s.holds[0].angle, s.holds[0].distance), (0, 0xC));
    assert!(!w.player.air);
    assert_eq!(w.player.pixel_y(), 0x5C0 - 0x21 - 0x13, "on its top (`MvSonicOnPtfm`: d3 $21)");
    let mut xs = Vec::new();
    for _ in 0..0x10 {
        w.step(Buttons::NONE);
        xs.push(w.player.pixel_x());
    }
    assert_eq!(xs[0], 0x300 + 0xB, "cos 0 × $0B40 >> 16");
    assert_eq!(*xs.last().unwrap(), 0x300, "at the centre");
    assert_eq!(column(&w).holds[0].angle, 0x20);
    w.step(Buttons::JUMP);
    assert_eq!((w.player.object_control, w.player.y_speed, w.player.x_speed), (0, -0x680, 0));
    assert!(w.player.air && w.player.rolling);
}

/// `Obj_TurboSpiker` $96, subtype $40, at ($400, $5F0) on the floor, Sonic standing at x $390: it walks left
/// at $80 towards him (`Set_VelocityXTrackSonic`) with its shell on its back (the slot after it); once he is
/// within $60 px in front (`Find_SonicTails`) it turns its back and runs right at $200; 16 frames later
/// (routine 8) the shell launches at (−$100, −$400) — towards him and up — with a trail after it.
#[test]
fn turbo_spiker_walks_turns_and_fires_its_shell() {
    use engine::objects::s3k::turbo_spiker::{Part, TurboSpiker};
    let level = hcz2(16, &[(0x96, 0x40, 0x400, 0x5F0, false, false)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x390, 0x5EC));
    let parts = |w: &World| {
        s3k_objects(w, |k| match k {
            Sonic3k::TurboSpiker(s) => Some(s.clone()),
            _ => None,
        })
    };
    let crab = |w: &World| -> (Common, TurboSpiker) {
        parts(w).into_iter().find(|(_, s)| s.part == Part::Crab).expect("the crab")
    };
    let mut fired = None;
    for frame in 0..120 {
        w.step(Buttons::NONE);
        let (c, _) = crab(&w);
        if frame == 5 {
            assert_eq!((c.x_vel, c.x_flip, c.routine), (-0x80, false, 2), "walking left at him");
            assert!(parts(&w).iter().any(|(_, s)| s.part == Part::Shell && !s.flying));
        }
        if c.routine == 6 {
            fired = Some((frame, c.pixel_x()));
            break;
        }
    }
    let (frame, x) = fired.expect("it fires");
    assert!(0x390 + 0x60 - x > 0 && x < 0x390 + 0x60, "within $60 px: {x:#x} at frame {frame}");
    let (c, _) = crab(&w);
    assert_eq!((c.x_vel, c.x_flip), (0x200, true), "its back turned, running");
    for _ in 0..16 {
        w.step(Buttons::NONE);
    }
    let (c, _) = crab(&w);
    assert_eq!(c.routine, 8);
    let (shell, s) = parts(&w).into_iter().find(|(_, s)| s.part == Part::Shell).expect("the shell");
    assert!(s.flying);
    assert_eq!((shell.x_vel, shell.y_vel), (-0x100, -0x400));
    assert!(parts(&w).iter().any(|(_, s)| s.part == Part::Trail));
    let y0 = shell.pixel_y();
    w.step(Buttons::NONE);
    let (shell, _) = parts(&w).into_iter().find(|(_, s)| s.part == Part::Shell).expect("the shell");
    assert_eq!(shell.pixel_y(), y0 - 4);
    let x8 = crab(&w).0.pixel_x();
    for _ in 0..10 {
        w.step(Buttons::NONE);
    }
    assert_eq!(crab(&w).0.pixel_x(), x8 + 20, "the crab runs on, 2 px a frame");
}

/// `Obj_HCZBlock` $40, subtype 1 ($20 by $10) at ($300, $5F0), resting on the floor: Sonic running right into
/// it is stopped at its side ($20 + $B + … from its centre: `SolidObjectFull2`), pushing; jumping on, he
/// stands $11 + $13 above its centre.
#[test]
fn a_hydrocity_block_stops_and_holds_the_player() {
    let level = hcz2(12, &[(0x40, 1, 0x300, 0x5F0, false, false)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x280, 0x5EC));
    for _ in 0..60 {
        w.step(Buttons::RIGHT);
    }
    assert!(w.player.pixel_x() < 0x300 - 0x20, "stopped at its side: {:#x}", w.player.pixel_x());
    assert!(w.player.pushing);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x300, 0x5A0));
    w.player.air = true;
    for _ in 0..40 {
        w.step(Buttons::NONE);
    }
    assert!(!w.player.air);
    assert_eq!(w.player.pixel_y(), 0x5F0 - 0x11 - 0x13, "on its top");
}

/// `Obj_HCZHandLauncher` $3A at ($300, $5F8) with Sonic standing over it: near, it rises 8 px a frame from $50
/// down to $18 (its top then level with the floor), catches him (`object_control` 1, at its x − 2, Ground
/// Speed $1000), holds him (`$36` 19 to 0), rises to 0, waits (59 to 0) and sinks; at $18 again it throws him
/// right at X Speed $1000, 86 frames after the catch.
#[test]
fn the_hand_launcher_grabs_and_throws_the_player() {
    let mut level = hcz1(16);
    level.objects.push(formats::object::ObjectPlacement {
        kind: formats::object::ObjectKind::Other { id: 0x3A, subtype: 0 },
        x: 0x300,
        y: 0x5F8,
        ..Default::default()
    });
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x300, 0x5EC));
    let mut grabbed = None;
    let mut thrown = None;
    for frame in 0..200 {
        w.step(Buttons::NONE);
        if grabbed.is_none() && w.player.object_control == 1 {
            grabbed = Some(frame);
            assert_eq!(w.player.pixel_x(), 0x2FE);
            assert_eq!(w.player.ground_speed, 0x1000);
        }
        if grabbed.is_some() && w.player.object_control == 0 {
            thrown = Some(frame);
            break;
        }
    }
    let (g, t) = (grabbed.expect("grabbed"), thrown.expect("thrown"));
    // `$36` 19 counted to 0, 3 steps up and the switch to `loc_2F786`, 59 counted, 3 steps down and the throw.
    assert_eq!(t - g, 19 + 4 + 59 + 4, "the hold, the rise to 0, the wait, the sink to $18");
    assert!(w.player.x_speed >= 0x1000 - 0x40, "thrown at $1000: {:#x}", w.player.x_speed);
    let x0 = w.player.pixel_x();
    w.step(Buttons::NONE);
    assert!(w.player.pixel_x() >= x0 + 0xF, "16 px a frame");
}

/// `Obj_HCZBreakableBar` $36, subtype 5 (upright, size 0, 300 frames), at ($570, $5A0) in act 1's first
/// tunnel: the current carries Sonic into its reach ($14 to $24 px right of it); he is held at x $584
/// against the current (`_unkF7C7`: the tunnel leaves him be) until a jump press lets him go; the bar breaks
/// into $20 / 4 = 8 pieces flying right at $400 after their waits, and the current takes him on.
#[test]
fn a_breakable_bar_holds_the_player_in_the_current() {
    use engine::objects::s3k::hcz_breakable_bar::HczBreakableBar;
    let mut level = hcz1(24);
    level.objects.push(formats::object::ObjectPlacement {
        kind: formats::object::ObjectKind::Other { id: 0x36, subtype: 5 },
        x: 0x570,
        y: 0x5A0,
        ..Default::default()
    });
    let bars = |w: &World| -> Vec<(Common, HczBreakableBar)> {
        s3k_objects(w, |k| match k {
            Sonic3k::HczBreakableBar(s) => Some(s.clone()),
            _ => None,
        })
    };
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x500, 0x5A0));
    w.player.air = true;
    let mut frames = 0;
    while w.player.object_control != 1 {
        w.step(Buttons::NONE);
        frames += 1;
        assert!(frames < 60, "never caught");
    }
    assert_eq!(w.player.pixel_x(), 0x584);
    assert_eq!(w.objects.game.water.tunnel_hold, 1);
    for _ in 0..50 {
        w.step(Buttons::NONE);
    }
    assert_eq!(w.player.pixel_x(), 0x584, "held against the current");
    w.step(Buttons::JUMP);
    assert_eq!(w.player.object_control, 0);
    assert_eq!(w.objects.game.water.tunnel_hold, 0);
    let pieces = bars(&w);
    assert_eq!(pieces.len(), 8);
    assert!(pieces.iter().all(|(c, s)| s.piece && c.x_vel == 0x400));
    let x0 = w.player.pixel_x();
    for _ in 0..10 {
        w.step(Buttons::NONE);
    }
    assert!(w.player.pixel_x() > x0 + 0x20, "the current takes him on");
}

/// `Obj_Door` $3C, subtype 0 ($10 by $20), at ($400, $5E0) on the floor: shut, it stops Sonic running at it
/// from the right (outside its zone: x $200–$418 before it); from the left, within $200 px, it rises 8 px a
/// frame to $40 up (y $5A0), and he runs under it.
#[test]
fn a_door_opens_for_the_player_coming() {
    use engine::objects::s3k::door::Door;
    let level = hcz2(16, &[(0x3C, 0, 0x400, 0x5E0, false, false)]);
    let door = |w: &World| -> (Common, Door) {
        s3k_objects(w, |k| match k {
            Sonic3k::Door(s) => Some(s.clone()),
            _ => None,
        })[0]
            .clone()
    };
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x480, 0x5EC));
    for _ in 0..90 {
        w.step(Buttons::LEFT);
    }
    assert_eq!(door(&w).1.raised, 0, "shut to him on its right");
    assert!(w.player.pixel_x() > 0x400 + 0x10, "stopped at its side: {:#x}", w.player.pixel_x());
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x300, 0x5EC));
    let mut seen = Vec::new();
    for _ in 0..10 {
        w.step(Buttons::NONE);
        seen.push(door(&w).0.pixel_y());
    }
    assert_eq!(&seen[..9], &[0x5D8, 0x5D0, 0x5C8, 0x5C0, 0x5B8, 0x5B0, 0x5A8, 0x5A0, 0x5A0]);
    for _ in 0..120 {
        w.step(Buttons::RIGHT);
    }
    assert!(w.player.pixel_x() > 0x420, "under it and past: {:#x}", w.player.pixel_x());
}

/// `Obj_HCZLargeFan` $39 at ($1450, $A60), the mouth of act 1's third tunnel (x $1400–$15A0, y $A80–$AC0,
/// `HCZ1_WaterTunLocs`): while Sonic has not passed it (x < $1470) it holds the tunnels off (`_unkF7C7` = 3):
/// in the tunnel he is not pushed. Past it, its art loads (a frame), it drops 8 px a frame for 8 frames, and
/// the current starts: the next frame he is carried at $400.
#[test]
fn the_large_fan_holds_the_current_until_passed() {
    use engine::objects::s3k::hcz_large_fan::HczLargeFan;
    let mut level = support::solid_rows(48, 24, 22..24);
    level.water_height = Some(0x680);
    level.events = LevelEvents::Hcz1;
    level.profile = ProfileId::S3K;
    level.source = Some(LevelSource::new(SourceFormat::SonLvlS3K, "Sonic 3\\Hydrocity Zone Act 1"));
    level.objects.push(formats::object::ObjectPlacement {
        kind: formats::object::ObjectKind::Other { id: 0x39, subtype: 0 },
        x: 0x1450,
        y: 0xA60,
        ..Default::default()
    });
    let fan = |w: &World| -> (Common, HczLargeFan) {
        s3k_objects(w, |k| match k {
            Sonic3k::HczLargeFan(s) => Some(s.clone()),
            _ => None,
        })[0]
            .clone()
    };
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x1420, 0xAA0));
    let hold = |w: &mut World, x: i32| {
        w.player = Player::standing(Character::Sonic, x, 0xAA0);
        w.player.air = true;
        w.player.underwater = true;
    };
    for _ in 0..5 {
        hold(&mut w, 0x1420);
        w.step(Buttons::NONE);
    }
    assert_eq!(w.objects.game.water.tunnel_hold, 3);
    assert_eq!(w.player.x_speed, 0, "not pushed");
    hold(&mut w, 0x1470);
    w.step(Buttons::NONE);
    assert_eq!(fan(&w).0.routine, 2, "passed: its art queued");
    let y0 = fan(&w).0.pixel_y();
    for i in 0..8 {
        hold(&mut w, 0x1470);
        w.step(Buttons::NONE);
        assert_eq!(w.player.x_speed, 0, "still held, frame {i}");
    }
    assert_eq!(fan(&w).0.pixel_y(), y0 + 0x40);
    assert_eq!(w.objects.game.water.tunnel_hold, 0);
    hold(&mut w, 0x1470);
    w.step(Buttons::NONE);
    assert!(w.player.x_speed >= 0x3C0, "carried at $400: {:#x}", w.player.x_speed);
}

/// `Obj_HCZWaterRush` $37 at ($440, $5A0) (act 1's) and an `Obj_Button` $33 of subtype $20 (top-solid, switch
/// 0) at ($370, $5F5): the rush holds the tunnels off (`_unkF7C7` = 3) behind its gate $30 px before it; Sonic
/// dropping onto the button sets switch 0 (`Level_trigger_array`), the tunnels run again and the gate rises
/// $10 px a frame to y $560, then goes; stepping off (subtype bit 4 clear), the button lets the switch go.
#[test]
fn the_button_lets_the_water_rush() {
    let mut level = hcz1(16);
    for (id, subtype, x, y) in [(0x37, 0, 0x440, 0x5A0), (0x33, 0x20, 0x370, 0x5F5)] {
        level.objects.push(formats::object::ObjectPlacement {
            kind: formats::object::ObjectKind::Other { id, subtype },
            x,
            y,
            ..Default::default()
        });
    }
    let gate = |w: &World| {
        s3k_objects(w, |k| match k {
            Sonic3k::HczWaterRush(s) if s.gate => Some(()),
            _ => None,
        })
        .first()
        .map(|(c, _)| (c.pixel_x(), c.pixel_y()))
    };
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x370, 0x5A0));
    w.player.air = true;
    w.step(Buttons::NONE);
    assert_eq!(w.objects.game.water.tunnel_hold, 3);
    assert_eq!(gate(&w), Some((0x410, 0x5A0)));
    let mut frames = 0;
    while w.objects.game.switches[0] == 0 {
        w.step(Buttons::NONE);
        frames += 1;
        assert!(frames < 60, "never pressed");
    }
    assert!(!w.player.air, "on the button");
    let mut ys = Vec::new();
    for _ in 0..5 {
        w.step(Buttons::NONE);
        ys.push(gate(&w));
    }
    assert_eq!(w.objects.game.water.tunnel_hold, 0);
    // The gate, after the button in the slots, rose to $590 on the press's frame; at $560 it is sent to x
    // $7F00 and unloaded at once (`Sprite_OnScreen_Test`).
    assert_eq!(&ys[..3], &[Some((0x410, 0x580)), Some((0x410, 0x570)), None]);
    for _ in 0..60 {
        w.step(Buttons::LEFT);
    }
    assert!(w.player.pixel_x() < 0x370 - 0x20);
    assert_eq!(w.objects.game.switches[0], 0, "let go off it");
}
