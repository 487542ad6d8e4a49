//! Sonic 3 & Knuckles' scripted level starts, as the world runs them where its profile has them
//! ([`crate::profile::Profile::level_intros`]).
//!
//! - Angel Island 1 from its intro section ([`LevelEvents::Aiz1Intro`]) with Sonic — Tails alone and Knuckles
//!   start that act without it (skdisasm s3.asm `SpawnLevelMainSprites`: `Player_mode` below 2):
//!   - the start: `Get_LevelSizeStart` (`loc_1A38C`) puts Sonic at ($40, $420) instead of the act's start,
//!     the camera's left limit at 0 ([`start`]);
//!   - the sidekick: `Tails_CPU_Control`'s first routine in Angel Island 1 (`loc_14722` → `sub_14B58`) takes
//!     him out of the level — ($7F00, 0), in the air, `object_control` $83 — and waits (routine $A,
//!     nothing) until the act's events call him ([`call_sidekick`], `AIZ1_Resize` at camera x $1308:
//!     [`super::aiz1_events`]);
//!   - the objects ([`LevelIntro`]): `Obj_AIZPlaneIntro` in slot 2 of the dynamic objects, after the players
//!     (the level load's `Process_Sprites` pass runs its init), and the `Obj_CutsceneKnuckles` it makes. When
//!     the intro lets Sonic go, `Ctrl_1_locked` is set and his buttons cleared (`loc_45AEE`); when Knuckles has
//!     left the screen they are his again (`loc_448B0`).
//! - Hydrocity 1 and Marble Garden 1: the players start in the air ([`starts_in_air`]).

use crate::objects::runtime::game::GameState;
use crate::objects::s3k::aiz_plane_intro::{self, AizPlaneIntro};
use crate::objects::s3k::cutscene_knuckles::{self, CutsceneKnuckles};
use crate::player::sidekick::{CpuRoutine, Sidekick};
use crate::terrain::Terrain;
use crate::{Character, Player};
use formats::inputs::Buttons;
use formats::level::LevelEvents;

/// Where the game starts `character` in a level with `events`, where an intro moves the start: Sonic in
/// Angel Island 1's intro at ($40, $420) (`loc_1A38C`).
pub fn start(events: LevelEvents, character: Character) -> Option<(i32, i32)> {
    (events == LevelEvents::Aiz1Intro && character == Character::Sonic).then_some((0x40, 0x420))
}

/// Whether `SpawnLevelMainSprites` starts the players of a level with `events` in the air (anim $1B,
/// `Status_InAir`; player 2 `jumping` too): Hydrocity 1 and Marble Garden 1 (`Current_zone_and_act` $100 and
/// $200).
pub fn starts_in_air(events: LevelEvents) -> bool {
    matches!(events, LevelEvents::Hcz1 | LevelEvents::Mgz1)
}

/// The sidekick's hold while the intro runs (`sub_14B58`): out of the level, in the air, held.
pub const SIDEKICK_HELD_AT: (i32, i32) = (0x7F00, 0);

/// Angel Island 1's intro objects while they run.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct LevelIntro {
    /// `Obj_AIZPlaneIntro`, until it deletes itself.
    pub plane: Option<AizPlaneIntro>,
    /// `Obj_CutsceneKnuckles`, from the shore until he has run off.
    pub knuckles: Option<CutsceneKnuckles>,
}

/// Sets up the scripted start of a level starting with `player`: in the air where [`starts_in_air`]; for an
/// intro ([`start`]'s levels, the player at its start), the objects, not yet run, and the CPU sidekick held
/// out of the level. Returns whether the level has an intro.
pub fn begin(
    events: LevelEvents,
    player: &mut Player,
    game: &mut GameState,
    sidekick: Option<(&mut Sidekick, &mut Player)>,
) -> bool {
    if starts_in_air(events) {
        player.air = true;
        if let Some((_, tails)) = sidekick {
            tails.air = true;
            tails.jumping = true;
        }
        return false;
    }
    if start(events, player.character) != Some((player.pixel_x(), player.pixel_y())) {
        return false;
    }
    game.level_intro = Some(LevelIntro { plane: Some(AizPlaneIntro::new()), knuckles: None });
    if let Some((cpu, tails)) = sidekick {
        cpu.despawn(tails, SIDEKICK_HELD_AT.0);
        tails.y = (SIDEKICK_HELD_AT.1 << 8) | (tails.y & 0xFF);
        tails.object_control = 0x83;
        cpu.routine = CpuRoutine::Waiting;
    }
    true
}

/// One frame of the running intro, in its slots (after the players): the plane's object, then Knuckles'.
/// `camera`: where the camera ended the last frame (what `Render_Sprites` drew with).
pub fn step(game: &mut GameState, player: &mut Player, terrain: &Terrain, camera: (i32, i32)) {
    let Some(intro) = game.level_intro.as_mut() else { return };
    let mut released = false;
    if let Some(plane) = intro.plane.as_mut() {
        match plane.step(player) {
            aiz_plane_intro::Outcome::Running => {}
            aiz_plane_intro::Outcome::KnucklesMade => intro.knuckles = Some(CutsceneKnuckles::new()),
            aiz_plane_intro::Outcome::Released => {
                intro.plane = None;
                released = true;
            }
        }
    }
    let mut gone = false;
    if let Some(knuckles) = intro.knuckles.as_mut() {
        gone = knuckles.step(intro.plane.is_none(), terrain, camera) == cutscene_knuckles::Outcome::Gone;
    }
    if gone {
        intro.knuckles = None;
        game.control_locked = false;
    }
    if intro.plane.is_none() && intro.knuckles.is_none() {
        game.level_intro = None;
    }
    if released {
        game.control_locked = true;
        game.forced_buttons = Buttons::NONE;
    }
}

/// The level's events called the sidekick ([`GameState::sidekick_called`]): a CPU held by the intro
/// ([`CpuRoutine::Waiting`]) waits for the moment to fly in (`Tails_CPU_routine` 2, `Tails_Catch_Up_Flying`).
pub fn call_sidekick(game: &mut GameState, sidekick: Option<&mut Sidekick>) {
    if !std::mem::take(&mut game.sidekick_called) {
        return;
    }
    if let Some(cpu) = sidekick
        && cpu.routine == CpuRoutine::Waiting
    {
        cpu.routine = CpuRoutine::Spawning;
    }
}
