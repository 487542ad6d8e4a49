//! Marble Garden's spinning top in the world (skdisasm s3.asm `Obj_MGZTopPlatform`): standing on it, the ride
//! and the jump off.
//! Its twisting loop (`Obj_MGZTwistingLoop`): taken round the column running down a wall, and thrown off.

use crate::support;
use engine::objects::runtime::object::{Common, Obj, State};
use engine::objects::s3k::id;
use engine::objects::s3k::kinds::Sonic3k;
use engine::objects::s3k::mgz_top_platform::{MgzTopPlatform, RIDING};
use engine::{Character, Player};
use formats::inputs::Buttons;
use formats::level::{LevelSource, SourceFormat};

fn top(world: &engine::World) -> (Common, MgzTopPlatform) {
    let o = world.objects.slots.get(0).expect("the top");
    match &o.state {
        State::Sonic3k(Sonic3k::MgzTopPlatform(s)) => (o.common.clone(), s.clone()),
        other => panic!("not the top: {other:?}"),
    }
}

/// A flat S3K level in Marble Garden 1 (ground at y 640), the top resting on it at x $100, Sonic dropped on its
/// centre: he lands on it and, at its centre, is taken on at once (held, in the air, Height Radius $13 + $18),
/// put $C + $13 above its centre. Right held, he runs on it and it follows: it flies up (Y Speed below 0) and
/// right, and he keeps its speeds and place. A jump press lets go: Y Speed −$680, curled, free; the top flies off.
#[test]
fn sonic_rides_the_spinning_top_and_jumps_off() {
    let mut level = support::flat_level(8);
    level.profile = formats::ProfileId::S3K;
    level.source = Some(LevelSource::new(SourceFormat::SonLvlS3K, "Marble Garden Zone Act 1"));
    let mut world = engine::World::with_player(&level, Player::standing(Character::Sonic, 0x100, 0x200));
    world.player.air = true;
    let c = Common::new(id::SONIC3K, 0, 0x100, 640 - 0xD, false, false);
    world.objects.slots.allocate(Obj { common: c, state: MgzTopPlatform::default().into() }, 0, None);
    let mut taken = None;
    for frame in 0..120 {
        world.step(Buttons::NONE);
        if taken.is_none() && top(&world).1.riders[0] == RIDING {
            taken = Some(frame);
        }
    }
    assert!(taken.is_some(), "taken on");
    let (c, s) = top(&world);
    assert!(!s.in_air, "resting on the ground");
    assert_eq!(world.player.object_control & 1, 1);
    assert!(world.player.air);
    assert_eq!(world.player.height_radius, 0x13 + 0x18);
    assert_eq!(world.player.pixel_x(), c.pixel_x());
    assert_eq!(world.player.pixel_y(), c.pixel_y() - 0xC - 0x13);
    let start = (c.pixel_x(), c.pixel_y());
    for _ in 0..60 {
        world.step(Buttons::RIGHT);
    }
    let (c, s) = top(&world);
    assert!(s.in_air, "flying");
    assert!(c.pixel_x() > start.0 && c.pixel_y() < start.1, "up and right: {:?} from {start:?}", (c.x >> 8, c.y >> 8));
    assert_eq!((world.player.pixel_x(), world.player.pixel_y()), (c.pixel_x(), c.pixel_y() - 0xC - 0x13));
    assert!(world.player.ground_speed > 0x200);
    world.step(Buttons::RIGHT.union(Buttons::JUMP));
    assert!(world.player.rolling);
    assert_eq!(world.player.object_control & 1, 0);
    assert!(top(&world).1.flying_off);
    assert!(world.player.y_speed < -0x600 + 0x40, "jumped off at −$680: {:X}", world.player.y_speed);
}

/// `Obj_SinkingMud` in the world: Sonic dropped on mud (subtype 4: $20 px either side) lands on its top $30 above
/// its y (his feet 1 px above it), sinks 1 px a frame, and is killed the frame after it reaches its y.
#[test]
fn sonic_sinks_in_the_mud_and_dies() {
    use engine::objects::s3k::sinking_mud::{DEPTH, SinkingMud};
    let mut level = support::flat_level(8);
    level.profile = formats::ProfileId::S3K;
    level.source = Some(LevelSource::new(SourceFormat::SonLvlS3K, "Marble Garden Zone Act 1"));
    let mut world = engine::World::with_player(&level, Player::standing(Character::Sonic, 0x100, 0x1F0));
    world.player.air = true;
    let mud_y = 0x258;
    let c = Common::new(id::SONIC3K, 4, 0x100, mud_y, false, false);
    world.objects.slots.allocate(Obj { common: c, state: SinkingMud::default().into() }, 0, None);
    let mut landed = None;
    for frame in 0..40 {
        world.step(Buttons::NONE);
        if world.player.on_object {
            landed = Some(frame);
            break;
        }
    }
    assert!(landed.is_some(), "landed on the mud");
    // Landed on the top at its full depth (the landing frame's own sink comes the next frame).
    let top = world.player.pixel_y() + 0x13 + 1;
    assert_eq!(top, mud_y - i32::from(DEPTH));
    let mut dead = None;
    for frame in 1..0x40 {
        world.step(Buttons::NONE);
        if world.player.routine != engine::player::Routine::Normal {
            dead = Some(frame);
            break;
        }
        // Standing (`MvSonicOnPtfm`) his feet are on the top, landing 1 px above it.
        assert_eq!(world.player.pixel_y() + 0x13, mud_y - i32::from(DEPTH) + frame, "1 px a frame");
    }
    assert_eq!(dead, Some(i32::from(DEPTH) + 1));
}

/// `Obj_BreakableWall` in Marble Garden (`loc_1F776`), in the world: $2B px either side; Sonic rolling into it
/// at $600 from its left breaks it into $14 pieces at `word_1FC72`'s speeds; running at $600 he stops against it.
#[test]
fn marble_gardens_breakable_wall() {
    use engine::objects::s3k::breakable_wall::{self, BreakableWall};
    let run = |speed: i16, roll: bool| {
        let wall = BreakableWall { marble_garden: true, ..Default::default() };
        super::s3k_shared::sonic_against_a_breakable_wall("Marble Garden Zone Act 1", wall, 0x28, speed, roll)
    };
    let (speed, _, pieces) = run(0x600, true);
    assert_eq!(pieces.len(), 0x14, "broken into $14 pieces");
    let first = breakable_wall::MGZ_SPEEDS_LEFT[0];
    assert_eq!(pieces[0], (first.0, first.1 + breakable_wall::GRAVITY));
    assert!(speed >= 0x500, "he keeps rolling: {speed:#x}");
    let (speed, x, pieces) = run(0x600, false);
    assert!(pieces.is_empty(), "running: the wall stands");
    // Pushing, his run adds $C a frame and the wall takes it away again.
    assert!(x == 0x160 - 0x2B && speed <= 0xC, "stopped against its side: {speed:#x} at {x:#x}");
}

/// Marble Garden's breakable wall of frame 2 (subtype 2: s3.asm `loc_1FA02`, the one at ($1B60, $968) of act 1):
/// the spinning top's. Sonic rolling into it at $600 is stopped $2B px from its x and it stands; running into it
/// with `status_tertiary` bit 6 set (`loc_1BDE2`: his spinning top stopped by a side) breaks it — the bit
/// cleared, his X Speed from before the solid test given back (Ground Speed too), 8 px back (he is left of it:
/// `sub_1FAC2`, no 4 px push) and $14 pieces at `word_1FC72`'s speeds.
#[test]
fn the_spinning_tops_wall_breaks_only_for_the_top() {
    use engine::objects::s3k::breakable_wall::{self, BreakableWall};
    let run = |roll: bool, bit6: bool| {
        let mut level = support::flat_level(8);
        level.profile = formats::ProfileId::S3K;
        level.source = Some(LevelSource::new(SourceFormat::SonLvlS3K, "Marble Garden Zone Act 1"));
        let mut world = engine::World::with_player(&level, Player::standing(Character::Sonic, 0x100, 620));
        let c = Common::new(id::SONIC3K, 2, 0x160, 640 - 0x28, false, false);
        let wall = BreakableWall { marble_garden: true, ..Default::default() };
        world.objects.slots.allocate(Obj { common: c, state: wall.into() }, 0, None);
        let p = &mut world.player;
        if roll {
            p.pose = engine::player::Pose::Roll;
            p.rolling = true;
            (p.height_radius, p.width_radius) = (0xE, 7);
            p.y += 5 << 8;
        }
        (p.x_speed, p.ground_speed) = (0x600, 0x600);
        for _ in 0..40 {
            if bit6 {
                world.player.status_tertiary |= 0x40;
            }
            let (x, speed) = (world.player.pixel_x(), world.player.x_speed);
            world.step(if roll { Buttons::NONE } else { Buttons::RIGHT });
            let pieces: Vec<_> = world
                .objects
                .slots
                .iter()
                .filter_map(|(_, o)| match &o.state {
                    State::Sonic3k(Sonic3k::BreakableWall(w)) if w.piece => Some((o.common.x_vel, o.common.y_vel)),
                    _ => None,
                })
                .collect();
            if !pieces.is_empty() {
                return (pieces, world.player.status_tertiary, speed, world.player.x_speed, x, world.player.pixel_x());
            }
        }
        (Vec::new(), world.player.status_tertiary, 0, world.player.x_speed, 0, world.player.pixel_x())
    };
    let (pieces, _, _, speed, _, x) = run(true, false);
    assert!(pieces.is_empty(), "rolling at $600: it stands");
    assert_eq!((speed, x), (0, 0x160 - 0x2B), "stopped against its side");
    let (pieces, tertiary, before, after, x_before, x) = run(false, true);
    assert_eq!(pieces.len(), 0x14, "broken into $14 pieces");
    let first = breakable_wall::MGZ_SPEEDS_LEFT[0];
    assert_eq!(pieces[0], (first.0, first.1 + breakable_wall::GRAVITY), "word_1FC72's first");
    assert_eq!(tertiary & 0x40, 0, "bit 6 cleared");
    assert!(after >= before && after <= before + 0xC, "his speed given back: {before:#x} then {after:#x}");
    assert!(x < x_before, "8 px back: {x_before:#x} then {x:#x}");
}

/// `Obj_MGZSwingingSpikeBall` in the world: the ball swings along x, 6 × cos / 16 from its placed x (angle 2 a
/// frame), its chain in the next slot; Sonic standing $58 px left of it is hurt as it swings out to him.
#[test]
fn the_swinging_spike_ball_hurts_sonic() {
    use engine::objects::s3k::swinging_spike_ball::SwingingSpikeBall;
    let mut level = support::flat_level(8);
    level.profile = formats::ProfileId::S3K;
    level.source = Some(LevelSource::new(SourceFormat::SonLvlS3K, "Marble Garden Zone Act 1"));
    let mut world = engine::World::with_player(&level, Player::standing(Character::Sonic, 0x1A8, 620));
    world.objects.game.rings = 5;
    let ball = Common::new(id::SONIC3K, 0, 0x200, 620, false, false);
    world.objects.slots.allocate(Obj { common: ball, state: SwingingSpikeBall::default().into() }, 0, None);
    let xs: Vec<i32> = (0..2)
        .map(|_| {
            world.step(Buttons::NONE);
            world.objects.slots.get(0).expect("the ball").common.pixel_x()
        })
        .collect();
    assert_eq!(xs, [0x260, 0x25F], "angle 0 then 2: cos $100 and $FF, 6/16 of them");
    assert!(
        matches!(&world.objects.slots.get(1).expect("the chain").state, State::Sonic3k(Sonic3k::SwingingSpikeBall(s)) if s.chain)
    );
    let mut hurt = None;
    for frame in 2..0x60 {
        world.step(Buttons::NONE);
        if world.player.routine == engine::player::Routine::Hurt {
            hurt = Some((frame, world.objects.slots.get(0).expect("the ball").common.pixel_x()));
            break;
        }
    }
    let (_, x) = hurt.expect("hurt by the ball");
    assert!(x <= 0x1A8 + 0x18 + 8, "the ball reached him: {x:#x}");
}

/// `Obj_MGZMovingSpikePlatform` in the world (s3.asm `loc_33AC0`; `s3k/mgz` $266E, the one placed at ($2120,
/// $8C4)): placed at x $200 on the flat ground ($30 high, its centre $30 above the floor), it slides right 1 px a
/// frame. Sonic standing still at x $240, right of it, is met by its side: hurt (`sub_228EC`, `HurtCharacter`:
/// routine 4, X Speed $200 away from it, Y Speed −$400), his rings spilled. Landing on its top he rides it
/// unhurt, carried along.
#[test]
fn the_moving_spike_platform_hurts_from_the_side() {
    use engine::objects::s3k::mgz_moving_spike_platform::MgzMovingSpikePlatform;
    let world_with = |x: i32, y: i32, air: bool| {
        let mut level = support::flat_level(8);
        level.profile = formats::ProfileId::S3K;
        level.source = Some(LevelSource::new(SourceFormat::SonLvlS3K, "Marble Garden Zone Act 1"));
        let mut p = Player::standing(Character::Sonic, x, y);
        p.air = air;
        let mut world = engine::World::with_player(&level, p);
        world.objects.game.rings = 5;
        let c = Common::new(id::SONIC3K, 0, 0x200, 640 - 0x30, false, false);
        world.objects.slots.allocate(Obj { common: c, state: MgzMovingSpikePlatform::default().into() }, 0, None);
        world
    };
    let mut world = world_with(0x240, 620, false);
    let mut hurt = None;
    for frame in 0..0x40 {
        world.step(Buttons::NONE);
        if world.player.routine == engine::player::Routine::Hurt {
            hurt = Some((frame, world.objects.slots.get(0).expect("the platform").common.pixel_x()));
            break;
        }
    }
    let (_, x) = hurt.expect("hurt by its side");
    assert_eq!((world.player.x_speed, world.player.y_speed), (0x200, -0x400), "knocked right, away from it");
    assert!(x + 0x23 >= 0x240 - 1, "its side reached him: {x:#x}");
    assert_eq!(world.objects.game.rings, 0, "his rings spilled");
    let mut world = world_with(0x210, 0x1F0, true);
    let offset =
        |w: &engine::World| w.player.pixel_x() - w.objects.slots.get(0).expect("the platform").common.pixel_x();
    for _ in 0..0x20 {
        world.step(Buttons::NONE);
    }
    let landed = offset(&world);
    for _ in 0..0x20 {
        world.step(Buttons::NONE);
    }
    assert_eq!(world.player.routine, engine::player::Routine::Normal, "riding its top unhurt");
    assert!(world.player.on_object, "on it");
    assert_eq!(offset(&world), landed, "carried along");
}

fn twisting_loop(world: &engine::World) -> (Common, engine::objects::s3k::mgz_twisting_loop::MgzTwistingLoop) {
    let o = world.objects.slots.get(0).expect("the loop");
    match &o.state {
        State::Sonic3k(Sonic3k::MgzTwistingLoop(s)) => (o.common.clone(), s.clone()),
        other => panic!("not the twisting loop: {other:?}"),
    }
}

/// A Marble Garden level with a wall: chunk columns 1–3 empty down to y $300, chunk column 0 solid (its right
/// face at x $80). Sonic runs down its face (angle $40, Ground Speed $D00) with his centre at x $93, from y
/// `sonic_y`, onto the twisting loop placed at ($60, $200) (as the recording's, $33 left of him), subtype 4 (a
/// column $40 high).
fn loop_world(sonic_y: i32) -> engine::World {
    let mut level = support::solid_rows(4, 8, 0..8);
    support::clear(&mut level, 1..4, 0..6);
    level.profile = formats::ProfileId::S3K;
    level.source = Some(LevelSource::new(SourceFormat::SonLvlS3K, "Marble Garden Zone Act 1"));
    let mut p = Player::standing(Character::Sonic, 0x93, sonic_y);
    (p.angle, p.ground_speed) = (0x40, 0xD00);
    let mut world = engine::World::with_player(&level, p);
    let c = Common::new(id::SONIC3K, 4, 0x60, 0x200, false, false);
    let state = engine::objects::s3k::mgz_twisting_loop::MgzTwistingLoop::default();
    world.objects.slots.allocate(Obj { common: c, state: state.into() }, 0, None);
    world
}

/// Sonic from y $1FC: after his own move he is taken (`object_control` bits 6 and 1, standing on it). On it his Ground Speed is held to $C00 (Y Speed $C00), his
/// x goes round the column (cos of the run × $155 / 256, right of it first) and his y is the loop's plus the
/// run; past $40 down he is let go, walking, `object_control` 0.
#[test]
fn sonic_runs_round_the_twisting_loop() {
    use engine::objects::s3k::mgz_twisting_loop::{HOLD, across, turn};
    let mut world = loop_world(0x1FC);
    world.step(Buttons::NONE);
    assert_eq!(world.player.object_control, HOLD, "taken");
    assert!(world.player.on_object && !world.player.air);
    assert_eq!(world.player.angle, 0x40);
    let (c, s) = twisting_loop(&world);
    assert_eq!(c.status & 8, 8, "standing on it");
    assert_eq!((s.run >> 16) as i32, world.player.pixel_y() - 0x200);
    let mut frames = 0;
    while world.player.object_control == HOLD {
        world.step(Buttons::NONE);
        frames += 1;
        assert!(frames < 60, "let go");
        if world.player.object_control != HOLD {
            break;
        }
        let (_, s) = twisting_loop(&world);
        let run = (s.run >> 16) as u16;
        assert_eq!((world.player.ground_speed, world.player.y_speed), (0xC00, 0xC00));
        assert_eq!(world.player.pixel_y(), 0x200 + i32::from(run));
        assert_eq!(world.player.pixel_x(), 0x60 + i32::from(across(turn(run), 0, 0x13)));
    }
    assert!(frames > 2, "carried down the column for {frames} frames");
    assert_eq!(world.player.object_control, 0);
    assert!(!world.player.on_object);
    assert_eq!(twisting_loop(&world).0.status & 8, 0);
}

/// On the loop, a jump press throws him off: in the air, X Speed $800 (he is right of its x), Y Speed −$200,
/// held (`object_control` bit 0) and moved by the object for 8 frames, Y Speed + $38 each, then free.
#[test]
fn a_jump_throws_sonic_off_the_twisting_loop() {
    let mut world = loop_world(0x1FC);
    world.step(Buttons::NONE);
    world.step(Buttons::NONE);
    assert_eq!(world.player.object_control, engine::objects::s3k::mgz_twisting_loop::HOLD);
    world.step(Buttons::JUMP);
    assert!(world.player.air);
    assert_eq!(world.player.object_control, 1);
    assert_eq!((world.player.x_speed, world.player.y_speed), (0x800, -0x200));
    assert!(!world.player.facing_left);
    for i in 1..=8 {
        let (x, y, vy) = (world.player.x, world.player.y, world.player.y_speed);
        world.step(Buttons::JUMP);
        assert_eq!(world.player.x, x + 0x800, "frame {i}");
        assert_eq!(world.player.y, y + i32::from(vy), "frame {i}");
        assert_eq!(world.player.y_speed, vy + 0x38);
        assert_eq!(world.player.object_control, if i == 8 { 0 } else { 1 }, "frame {i}");
    }
}

/// S3K's CPU compares the high word of the code pointer of the object Tails stands on with the one he stood
/// on (s3.asm `sub_14B8A`): Marble Garden's trigger platform, sinking mud and spinning top run at $3xxxx, its
/// dash trigger at $2xxxx (`s3k/mgz` frame $191F). Off screen, on the dash trigger after the trigger platform,
/// he is despawned (x $7F00); after the sinking mud, on the spinning top, not.
#[test]
fn cpu_tails_reads_the_bank_of_the_s3k_object_he_stands_on() {
    use engine::objects::s3k::{dash_trigger, sinking_mud, trigger_platform};
    use engine::player::{Input, sidekick::Sidekick};
    let bank = |k: Sonic3k| k.code_bank();
    assert_eq!(bank(Sonic3k::MgzDashTrigger(dash_trigger::DashTrigger::default())), 2);
    assert_eq!(bank(Sonic3k::MgzTriggerPlatform(trigger_platform::TriggerPlatform::default())), 3);
    assert_eq!(bank(Sonic3k::SinkingMud(sinking_mud::SinkingMud::default())), 3);
    assert_eq!(bank(Sonic3k::MgzTopPlatform(MgzTopPlatform::default())), 3);
    let mut level = support::flat_level(8);
    level.profile = formats::ProfileId::S3K;
    let world = engine::World::with_player(&level, Player::standing(Character::Sonic, 0x100, 620));
    let follow = world.profile.cpu_follow;
    let run = |before: u16, now: u16| {
        let leader = &world.player;
        let mut tails = Player::standing(Character::Tails, 0x180, 620);
        let mut cpu = Sidekick::new(leader);
        cpu.interact_id = before;
        tails.on_object = true;
        cpu.control_with(&mut tails, leader, Input::default(), 1, false, follow, i32::MAX, now);
        tails.pixel_x()
    };
    assert_eq!(run(0x103, 0x102), 0x7F00);
    assert_eq!(run(0x103, 0x103), 0x180);
}
