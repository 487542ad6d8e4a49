//! Dynamic level events (s2disasm `RunDynamicLevelEvents`, `LevEvents_EHZ`, `LevEvents_EHZ2`; SPG "Camera"
//! for the limits): scripts that run every frame right after the camera moved (`DeformBgLayer`). They move
//! the camera limits as the player progresses — in Emerald Hill Zone Act 2 they close the boss arena, start
//! the boss fight and load the boss (Obj56, [`super::ehz_boss`]) — and ease the bottom limit towards its
//! target.
//!
//! Music, art loading (PLCs) and the second player's limits (`Tails_*_pos`) are not modelled; nor is
//! two-player mode (its act 2 events only set the right limit).

use super::game::GameState;
use super::object::{Common, Obj, State, id};
use super::slots::Slots;
use crate::camera::{Camera, SCREEN_HEIGHT, SCREEN_WIDTH};
use crate::player::Player;
use formats::Bounds;
use formats::level::LevelEvents;

/// `Current_Boss_ID` of the Emerald Hill Zone boss.
pub const BOSS_EHZ: u8 = 2;

/// `LevEvents_EHZ2`: camera x at which the left limit is set to the camera's x and the bottom limit's target
/// drops to [`EHZ2_MAX_Y_TARGET`].
pub const EHZ2_LOCK_START_X: u16 = 0x2780;
pub const EHZ2_MAX_Y_TARGET: u16 = 0x390;
/// Camera x at which the arena closes: the camera is held between these x limits.
pub const EHZ2_ARENA_MIN_X: u16 = 0x28F0;
pub const EHZ2_ARENA_MAX_X: u16 = 0x2940;
/// Camera y from which the top limit is raised to this value.
pub const EHZ2_ARENA_MIN_Y: u16 = 0x388;
/// Frames from the arena closing to the boss loading (`Boss_spawn_delay` counts to $5A).
pub const EHZ2_BOSS_DELAY: u8 = 0x5A;
/// Where the boss object is loaded, and its subtype.
pub const EHZ2_BOSS_X: i32 = 0x29D0;
pub const EHZ2_BOSS_Y: i32 = 0x426;
pub const EHZ2_BOSS_SUBTYPE: u8 = 0x81;

/// The level events' state and the boss flags objects share with them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct EventsState {
    /// `Dynamic_Resize_Routine`: the step of the level's script (even numbers, as in the game).
    pub routine: u8,
    /// `Boss_spawn_delay`: frames since the arena closed.
    pub boss_spawn_delay: u8,
    /// `Camera_Max_Y_pos_target`: where the bottom limit eases to; `None` = where it is (the level start
    /// sets both from the level's size).
    pub max_y_target: Option<u16>,
    /// `Camera_Max_Y_Pos_Changing`: the bottom limit moved this frame (`ScrollVerti` then re-clamps the
    /// camera even when the player did not move).
    pub max_y_changing: bool,
    /// `Current_Boss_ID`: non-zero from the arena closing on (never cleared within the level). While set,
    /// `TouchResponse` runs `Touch_Boss` (see [`touch_boss_skips`]) and `Sonic_LevelBound`'s right edge loses
    /// its 64 px margin.
    pub boss_id: u8,
    /// `Boss_defeated_flag`: set by the boss once it is beaten.
    pub boss_defeated: bool,
}

/// `Camera_Max_Y_pos` from the bounds (their bottom is the limit + the screen height).
fn max_y(bounds: &Bounds) -> u16 {
    (bounds.bottom - SCREEN_HEIGHT) as u16
}

fn set_max_y(bounds: &mut Bounds, v: u16) {
    bounds.bottom = i32::from(v) + SCREEN_HEIGHT;
}

/// `RunDynamicLevelEvents`: the level's script, then the bottom limit eases towards its target by 2 px a
/// frame — down faster (8 px) while the player is in the air and the camera is within 8 px of the limit; up,
/// it first snaps to the camera (rounded down to even) when the camera is below the target.
pub fn run(
    events: LevelEvents,
    bounds: &mut Bounds,
    camera: &Camera,
    game: &mut GameState,
    slots: &mut Slots,
    player: &Player,
) {
    if events == LevelEvents::Ehz2 {
        ehz2(bounds, camera, game, slots);
    }
    let state = &mut game.events;
    let max = max_y(bounds);
    let target = state.max_y_target.unwrap_or(max);
    if target == max {
        return;
    }
    let camera_y = camera.y as u16;
    let step: u16 = if target > max {
        if camera_y.wrapping_add(8) >= max && player.air { 8 } else { 2 }
    } else {
        let base = if camera_y > target { camera_y & 0xFFFE } else { max };
        set_max_y(bounds, base);
        2u16.wrapping_neg()
    };
    set_max_y(bounds, max_y(bounds).wrapping_add(step));
    state.max_y_changing = true;
}

/// `LevEvents_EHZ2` (one player): when the camera reaches x $2780 the left limit is set to it (no way back)
/// and the bottom limit heads for $390; at $28F0 the arena closes (x limits $28F0–$2940, the boss fight
/// starts); from then on the top limit rises to $388 on any frame the camera is that low, and the boss loads
/// $5A frames after the arena closed; once it is beaten the left limit follows the camera every frame.
fn ehz2(bounds: &mut Bounds, camera: &Camera, game: &mut GameState, slots: &mut Slots) {
    let camera_x = camera.x as u16;
    let state = &mut game.events;
    match state.routine {
        0 if camera_x >= EHZ2_LOCK_START_X => {
            bounds.left = i32::from(camera_x);
            state.max_y_target = Some(EHZ2_MAX_Y_TARGET);
            state.routine += 2;
        }
        2 if camera_x >= EHZ2_ARENA_MIN_X => {
            bounds.left = i32::from(EHZ2_ARENA_MIN_X);
            bounds.right = i32::from(EHZ2_ARENA_MAX_X) + SCREEN_WIDTH;
            state.routine += 2;
            state.boss_spawn_delay = 0;
            state.boss_id = BOSS_EHZ;
        }
        4 => {
            if camera.y as u16 >= EHZ2_ARENA_MIN_Y {
                bounds.top = i32::from(EHZ2_ARENA_MIN_Y);
            }
            state.boss_spawn_delay = state.boss_spawn_delay.wrapping_add(1);
            if state.boss_spawn_delay >= EHZ2_BOSS_DELAY {
                // `AllocateObject`; with no free slot the boss is lost and the script still moves on.
                let common = Common::new(id::EHZ_BOSS, EHZ2_BOSS_SUBTYPE, EHZ2_BOSS_X, EHZ2_BOSS_Y, false, false);
                let boss = Obj { common, state: State::EhzBoss(Default::default()) };
                slots.allocate(boss, 0, None);
                state.routine += 2;
            }
        }
        6 if state.boss_defeated => bounds.left = i32::from(camera_x),
        _ => {}
    }
}

/// `Touch_Boss` instead of `TouchResponse`'s loop while a boss fight is on: the same overlap test and
/// reactions, except that an object whose `collision_flags` size index (bits 0–5) is 0 is skipped. (For
/// other bosses `BossSpecificCollision` may also replace the flags of a size-$F object; for Emerald Hill
/// Zone's, `BossCollision_EHZ_CPZ`, it keeps them.)
#[inline]
pub fn touch_boss_skips(game: &GameState, collision_flags: u8) -> bool {
    (game.events.boss_id != 0) & (collision_flags & 0x3F == 0)
}
