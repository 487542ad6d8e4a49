//! Angel Island 1's level events (skdisasm s3.asm `AIZ1_Resize`, run by `Do_ResizeEvents` after the camera
//! moved), for the act started from its intro ([`formats::level::LevelEvents::Aiz1Intro`]):
//!
//! - routine 0: from camera x $1000 the left limit follows the camera (no way back); at $1308 the main
//!   level's palette loads and Tails' CPU is called (`Tails_CPU_routine` 2: he flies in at the next moment,
//!   [`crate::player::sidekick::CpuRoutine::Spawning`]);
//! - routine 2: the left limit is $1308; at camera x $1400 the main level's art loads (`Events_fg_5` to the
//!   background event) and the act's start becomes the restart point (`Last_star_post_hit` 1, $13A0, $41A);
//! - routine 4: the bottom limit by camera x (`Resize_MaxYFromX`, [`MAX_Y_FROM_X`]), the top limit 0 ($2E0
//!   from camera x $2C00); at $2D80 the left limit is $2D80;
//! - routines 6 and 8: the bottom limit by camera x, the left limit following the camera (at $2E00 the fire's
//!   art loads: routine 8 keeps only the left limit).
//!
//! The arena at the act's end is the miniboss's ([`super::aiz_miniboss`]); the fire and act 2 that follow it
//! are the background event's ([`super::aiz_fire`]).
//!
//! Palettes, art and the music are drawing only.

use crate::camera::{Camera, SCREEN_HEIGHT};
use crate::objects::runtime::game::GameState;
use formats::Bounds;

/// `word_1AA84`: (limit, camera x up to which it holds); bit 15 of the limit: set at once, not eased.
pub const MAX_Y_FROM_X: [(u16, u16); 6] =
    [(0x8390, 0x1650), (0x83B0, 0x1B00), (0x8430, 0x2000), (0x84C0, 0x2B00), (0x83B0, 0x2D80), (0x82E0, 0xFFFF)];

/// `Resize_MaxYFromX`: the first row whose x is at or past the camera's; flagged limits are set at once
/// (`Camera_max_Y_pos`), every limit is the target (`Camera_target_max_Y_pos`).
fn max_y_from_x(x: u16, bounds: &mut Bounds, game: &mut GameState) {
    let Some(&(limit, _)) = MAX_Y_FROM_X.iter().find(|&&(_, until)| x <= until) else { return };
    let value = limit & 0x7FFF;
    if limit & 0x8000 != 0 {
        bounds.bottom = i32::from(value) + SCREEN_HEIGHT;
    }
    game.events.max_y_target = Some(value);
}

/// One frame of `AIZ1_Resize`. Returns whether Tails' CPU was called this frame (`Tails_CPU_routine` 2).
pub fn resize(bounds: &mut Bounds, camera: &Camera, game: &mut GameState) -> bool {
    let x = camera.x as u16;
    match game.events.routine {
        0 => {
            if x < 0x1000 {
                return false;
            }
            bounds.left = i32::from(x);
            if x < 0x1308 {
                return false;
            }
            game.events.routine = 2;
            return true;
        }
        2 => {
            bounds.left = 0x1308;
            if x >= 0x1400 {
                // `st (Events_fg_5).w` with the main level's art, unless a star post was hit: the background
                // event's intro ends ([`super::aiz_fire`]).
                if game.last_star_post == 0 {
                    game.events.aiz.fg5 = true;
                }
                game.last_star_post = 1;
                game.respawn_point = Some((0x13A0, 0x41A));
                game.events.routine = 4;
            }
        }
        4 => {
            max_y_from_x(x, bounds, game);
            bounds.top = if x >= 0x2C00 { 0x2E0 } else { 0 };
            if x >= 0x2D80 {
                bounds.left = 0x2D80;
                game.events.routine = 6;
            }
        }
        6 => {
            max_y_from_x(x, bounds, game);
            bounds.left = i32::from(x);
            if x >= 0x2E00 {
                game.events.routine = 8;
            }
        }
        _ => bounds.left = i32::from(x),
    }
    false
}
