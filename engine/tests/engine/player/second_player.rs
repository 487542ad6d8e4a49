//! Player 2 in the world (the SPG text `../shared/seeds/000_8b7d5507bec9bb3b.txt` "Player 2"; s2disasm
//! `TailsCPU_Control`, `Sonic_RecordPos`, `HurtCharacter`): the CPU Tails reading the leader 16 frames back, a
//! second human on the second pad, the sidekick's hits, save states, and random play with both pads.

use crate::support;
use engine::player::sidekick::DELAY;
use engine::player::{Player, Routine};
use engine::world::SecondPlayer;
use engine::{Character, World};
use formats::Level;
use formats::inputs::Buttons;
use proptest::prelude::*;

const STAND_Y: i32 = 620;

fn level() -> Level {
    let mut level = support::flat_level(24);
    // A step to jump onto, 48 px high, from x 1536.
    level.layout.set(12, 4, Some(0));
    level
}

fn with_cpu_tails() -> World {
    let mut w = World::with_player(&level(), Player::standing(Character::Sonic, 200, STAND_Y));
    w.set_second(Some(SecondPlayer::cpu_tails(&w.player)));
    w
}

fn tails(w: &World) -> &Player {
    &w.second.as_ref().expect("player 2").player
}

/// "Player 2 reads all the data from the entry 16 frames into the past": the CPU's target each frame is where
/// the leader was 16 frames before his newest record.
#[test]
fn the_cpu_reads_the_leader_16_frames_back() {
    let mut w = with_cpu_tails();
    let mut xs = Vec::new();
    for frame in 0..120 {
        let held = if frame < 90 { Buttons::RIGHT } else { Buttons::NONE };
        w.step(held);
        xs.push(w.player.pixel_x());
        let cpu = w.second.as_ref().and_then(|s| s.cpu.as_ref()).expect("CPU");
        if frame >= DELAY {
            assert_eq!(cpu.delayed().x, xs[frame - DELAY], "frame {frame}");
        }
    }
    let t = tails(&w);
    assert!(t.pixel_x() > 300, "Tails followed: {}", t.pixel_x());
    assert!(t.pixel_x() < w.player.pixel_x());
    assert_eq!(t.character, Character::Tails);
}

/// Sonic alone: a world without player 2 steps exactly as before (the Sonic 2 traces check the rest).
#[test]
fn without_player_2_the_pads_api_is_the_one_player_step() {
    let mut a = World::with_player(&level(), Player::standing(Character::Sonic, 200, STAND_Y));
    let mut b = a.clone();
    for frame in 0..200u32 {
        let held = if frame % 50 < 30 { Buttons::RIGHT } else { Buttons::JUMP };
        a.step(held);
        b.step_pads(held, Buttons::LEFT);
    }
    assert_eq!(a.snapshot(), b.snapshot());
}

/// A second human on the second pad moves player 2 and not player 1.
#[test]
fn a_second_human_plays_on_the_second_pad() {
    let mut w = World::with_player(&level(), Player::standing(Character::Sonic, 200, STAND_Y));
    w.set_second(Some(SecondPlayer::human(Character::Knuckles, 400, STAND_Y - 4)));
    for _ in 0..60 {
        w.step_pads(Buttons::NONE, Buttons::RIGHT);
    }
    assert_eq!(w.player.pixel_x(), 200);
    assert!(tails(&w).pixel_x() > 450);
    assert_eq!(tails(&w).character, Character::Knuckles);
    // The press is his own: jump on pad 2.
    w.step_pads(Buttons::NONE, Buttons::JUMP);
    assert!(tails(&w).air);
    assert!(!w.player.air);
}

/// "every time the Player 2 controller detects input, CPU control will be disabled for 10 seconds".
#[test]
fn pad_2_takes_the_cpu_tails_over() {
    let mut w = with_cpu_tails();
    w.step(Buttons::NONE);
    assert!(tails(&w).cpu_driven, "the CPU drives him (no flight: `Tails_Test_For_Flight`)");
    w.step_pads(Buttons::NONE, Buttons::LEFT);
    let cpu = w.second.as_ref().and_then(|s| s.cpu.as_ref()).expect("CPU");
    assert_eq!(cpu.control_counter, 600 - 1);
    assert!(!tails(&w).cpu_driven);
    for _ in 0..40 {
        w.step_pads(Buttons::NONE, Buttons::LEFT);
    }
    assert!(tails(&w).pixel_x() < 180, "walked left on the second pad: {}", tails(&w).pixel_x());
}

/// `Hurt_Sidekick`: the sidekick is knocked back without losing the rings (they are player 1's) or dying.
#[test]
fn the_sidekick_is_hurt_without_losing_rings() {
    let mut w = with_cpu_tails();
    w.step(Buttons::NONE);
    let second = w.second.as_mut().expect("player 2");
    let mut slots = w.objects.slots.clone();
    engine::objects::runtime::touch::chk_hurt(&mut second.player, &mut slots, &mut w.objects.game, 150, 0x5C);
    assert_eq!(second.player.routine, Routine::Hurt);
    assert_eq!(w.rings(), 0);
    assert_eq!(slots, w.objects.slots, "no ring spill");
}

/// `TailsCPU_Control` runs from `Obj02_Control` (his normal routine) only: dead and out of sight, his
/// off-screen timer (`Tails_respawn_counter`, despawning at $12C) does not run, so he falls until
/// `Obj02_CheckGameOver` takes him away, not at the timer's end (OpenGGF's `s2/htz` at frame $18A3).
#[test]
fn a_dead_cpu_tails_is_not_despawned_by_the_off_screen_timer() {
    let mut w = with_cpu_tails();
    w.step(Buttons::NONE);
    let second = w.second.as_mut().expect("player 2");
    second.player.x = 1200 << 8;
    second.player.kill();
    let cpu = second.cpu.as_mut().expect("CPU");
    cpu.respawn_counter = 299;
    let before = second.player.pixel_x();
    w.step(Buttons::NONE);
    let t = tails(&w);
    assert_eq!(t.routine, Routine::Dead);
    assert_eq!(t.pixel_x(), before, "still where he died, not at x $4000");
    let cpu = w.second.as_ref().and_then(|s| s.cpu.as_ref()).expect("CPU");
    assert_eq!(cpu.respawn_counter, 299, "the timer waits");
}

#[test]
fn restart_puts_player_2_back_beside_player_1() {
    let mut w = with_cpu_tails();
    for _ in 0..100 {
        w.step(Buttons::RIGHT);
    }
    w.restart(Player::standing(Character::Sonic, 300, STAND_Y));
    // As the level's start places him ($20 px behind, `InitPlayers`) and runs the title card's frames, in
    // which he walks towards Sonic once the records of Sonic himself come (16 frames).
    let mut fresh = World::with_player(&level(), Player::standing(Character::Sonic, 300, STAND_Y));
    fresh.set_second(Some(SecondPlayer::cpu_tails(&fresh.player)));
    fresh.settle_start();
    assert_eq!(tails(&w), tails(&fresh));
    assert!((300 - 0x20 + 1..300).contains(&tails(&w).pixel_x()), "{}", tails(&w).pixel_x());
    // `AIZ_vine_angle` runs on through a restart (the level load does not clear it): the console's clock, not
    // the level's — ahead by the 100 frames run before it.
    assert_eq!(w.objects.game.vine_angle.wrapping_sub(fresh.objects.game.vine_angle), 100 * 0x180);
    fresh.objects.game.vine_angle = w.objects.game.vine_angle;
    assert_eq!(w.snapshot(), fresh.snapshot());
}

fn buttons() -> impl Strategy<Value = Buttons> {
    (0u8..32).prop_map(Buttons::from_bits)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Random pads for both players from random starts: no panic, the same run twice gives the same states,
    /// and a snapshot taken half-way and restored ends where the first run ended.
    #[test]
    fn two_players_are_deterministic_and_restore_exactly(
        pads in prop::collection::vec((buttons(), buttons(), 1usize..40), 1..20),
        x in 100i32..2800,
        human in any::<bool>(),
        character in prop::sample::select(vec![Character::Sonic, Character::Tails, Character::Knuckles]),
    ) {
        let mut w = World::with_player(&level(), Player::standing(character, x, 300));
        let second = if human {
            SecondPlayer::human(Character::Knuckles, x + 40, 300)
        } else {
            SecondPlayer::cpu_tails(&w.player)
        };
        w.set_second(Some(second));
        let frames: Vec<(Buttons, Buttons)> =
            pads.iter().flat_map(|&(a, b, n)| std::iter::repeat_n((a, b), n)).collect();
        let half = frames.len() / 2;
        let mut again = w.clone();
        let mut mid = None;
        for (i, &(a, b)) in frames.iter().enumerate() {
            if i == half {
                mid = Some(w.snapshot());
            }
            w.step_pads(a, b);
            again.step_pads(a, b);
        }
        prop_assert_eq!(w.snapshot(), again.snapshot());
        if let Some(mid) = mid {
            again.restore(&mid);
            for &(a, b) in &frames[half..] {
                again.step_pads(a, b);
            }
            prop_assert_eq!(w.snapshot(), again.snapshot());
        }
    }
}

/// s2disasm `Level`: [`World::new`] gives Sonic the CPU Tails Sonic 2 starts him with — placed $20 px behind
/// him and 4 px lower (`InitPlayers`), the records filled with that place (`Obj01_Init`) — and runs the 26
/// `RunObjects` passes before control (`Obj34`'s title card): Tails stands for the first 16 (the records hold his
/// own start), then walks towards Sonic for 10, X Speed 10 × $C; Sonic's pad is not read.
#[test]
fn world_new_starts_sonic_with_cpu_tails_after_the_title_card() {
    let mut level = level();
    level.player_start.x = 200;
    level.player_start.y = STAND_Y;
    let w = World::new(&level, Character::Sonic);
    let t = tails(&w);
    assert_eq!((t.x_speed, t.ground_speed, t.air), (10 * 0xC, 10 * 0xC, false));
    // 168 px, plus the 10 frames' speeds (0xC × 55 = 0x294 subpixels) and 9 pulls of 1 px.
    assert_eq!((t.x, t.y >> 8), ((168 << 8) + 0x294 + (9 << 8), STAND_Y + 4));
    assert_eq!((w.player.pixel_x(), w.player.x_speed, w.frame, w.objects.game.frame_counter), (200, 0, 0, 0));
    // The same start with the sidekick asked for; Sonic alone, another character or Sonic 1: no Tails.
    let asked = World::start(&level, Character::Sonic, true);
    assert_eq!(asked.snapshot(), w.snapshot());
    assert!(World::start(&level, Character::Sonic, false).second.is_none());
    assert!(World::new(&level, Character::Knuckles).second.is_none());
    // Sonic 2's `InitPlayers` loads no Tails in Sky Chase, Wing Fortress and the Death Egg.
    for events in [formats::level::LevelEvents::Scz, formats::level::LevelEvents::Wfz, formats::level::LevelEvents::Dez]
    {
        level.events = events;
        assert!(!World::game_sidekick(&level, Character::Sonic));
        assert!(World::new(&level, Character::Sonic).second.is_none(), "{events:?}");
    }
    level.events = formats::level::LevelEvents::Ehz1;
    assert!(World::game_sidekick(&level, Character::Sonic));
    level.profile = formats::ProfileId::S1;
    assert!(World::new(&level, Character::Sonic).second.is_none());
}

/// skdisasm s3.asm `sub_14B8A` / `sub_14B58`: off screen for 300 frames the S3K CPU puts Tails at ($7F00, 0)
/// (Sonic 2's `TailsCPU_Despawn`: $4000), and `Tails_Catch_Up_Flying` (`loc_14804`) brings him back $C0 px
/// above the leader stopped (OpenGGF's `s3k/mgz` at frames $37E and $37F).
#[test]
fn the_s3k_cpu_despawns_tails_to_7f00_and_brings_him_back_stopped() {
    let run = |profile: formats::ProfileId| {
        let mut level = level();
        level.profile = profile;
        let mut w = World::with_player(&level, Player::standing(Character::Sonic, 200, STAND_Y));
        w.set_second(Some(SecondPlayer::cpu_tails(&w.player)));
        w.step(Buttons::NONE);
        let second = w.second.as_mut().expect("player 2");
        second.player.x = 1200 << 8;
        second.player.x_speed = 0x300;
        second.cpu.as_mut().expect("CPU").respawn_counter = 299;
        w.step(Buttons::NONE);
        let despawned = tails(&w).pixel_x();
        let mut frames = 0;
        while tails(&w).pixel_y() == 0 && frames < 64 {
            w.step(Buttons::NONE);
            frames += 1;
        }
        (despawned, tails(&w).x_speed, w.player.pixel_y() - tails(&w).pixel_y())
    };
    assert_eq!(run(formats::ProfileId::S3K), (0x7F00, 0, 0xC0));
    assert_eq!(run(formats::ProfileId::S2).0, 0x4000);
}
