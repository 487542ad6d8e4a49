//! Angel Island 2's level events (skdisasm s3.asm `AIZ2_Resize`, run by `Do_ResizeEvents`), for act 2 as the
//! transition from act 1 leaves it ([`super::aiz_fire`]) or as an act 2 level starts it
//! ([`formats::level::LevelEvents::Aiz2`]):
//!
//! - `AIZ2_Resize1`: from camera x $380 the bottom limit is $4F0; while the act is still called 1
//!   (`Apparent_zone_and_act`), the miniboss is ahead (`AIZ2_Resize2`); else the limit is $590, the left
//!   limit $F50, and the miniboss is skipped;
//! - `AIZ2_Resize2`: above camera y $300 the bottom limit is $590, $2B8 from camera x $ED0; at $F50 the left
//!   limit is $F50 and the miniboss is made at ($11F0, $289) ([`super::aiz_miniboss::AizMiniboss`]). Below
//!   y $300: $590, $450 from x $ED0, and from x $11A0 only the target moves ($820) and the water's target is $F80
//!   (`Target_water_level`: [`super::aiz_water`]);
//! - `AIZ2_Resize3`: from x $1500 the bottom limit is $630;
//! - `AIZ2_Resize4`..`8`: the bombership's art from x $3C00 once the module queue is empty (`Kos_modules_left`: the
//!   blocks and two tile archives queued, [`super::kos_queue`]; `Events_fg_5` to the background, which sets the
//!   layout's loop point), the top limit $15A from $3F00, the bottom limit $15A from $4000, the bombership's
//!   scroll from $4160 (`Events_fg_4`: the screen event's auto-scroll), the end at $4780. The sequence itself —
//!   the screen and background events, `AIZ2_DoShipLoop`, the ship, its bombs and the small Robotnik who hands
//!   the camera back for the end boss — is [`super::aiz2_bombership`].

use crate::camera::{Camera, SCREEN_HEIGHT};
use crate::objects::runtime::game::GameState;
use crate::objects::runtime::object::{Common, Obj};
use crate::objects::runtime::slots::Slots;
use crate::objects::s3k::{aiz_miniboss, aiz2_bombership, id};
use formats::Bounds;

/// Both limits at once (`Camera_max_Y_pos` and `Camera_target_max_Y_pos`).
fn max_y(bounds: &mut Bounds, game: &mut GameState, v: u16) {
    bounds.bottom = i32::from(v) + SCREEN_HEIGHT;
    game.events.max_y_target = Some(v);
}

/// One frame of `AIZ2_Resize`.
pub fn resize(bounds: &mut Bounds, camera: &Camera, game: &mut GameState, slots: &mut Slots) {
    let (x, y) = (camera.x as u16, camera.y as u16);
    match game.events.routine {
        0 => {
            if x < 0x380 {
                return;
            }
            max_y(bounds, game, 0x4F0);
            game.events.routine = 2;
            if game.events.aiz.apparent_act2 {
                max_y(bounds, game, 0x590);
                bounds.left = 0xF50;
                game.events.routine = 4;
            }
        }
        2 => {
            if y >= 0x300 {
                // `loc_1AB48`.
                let v = if x >= 0xED0 { 0x450 } else { 0x590 };
                if x >= 0x11A0 {
                    game.events.max_y_target = Some(0x820);
                    // `Target_water_level` $F80: the lower route's water drains away (`DynamicWaterHeight_AIZ2`
                    // leaves it while the bottom limit's target is $820).
                    game.water.target = crate::objects::s3k::aiz_water::LOWER_ROUTE_TARGET;
                } else {
                    max_y(bounds, game, v);
                }
                return;
            }
            max_y(bounds, game, if x >= 0xED0 { 0x2B8 } else { 0x590 });
            if x < 0xF50 {
                return;
            }
            bounds.left = 0xF50;
            // `AllocateObject`: with no free slot the miniboss is lost and the script still moves on.
            let (bx, by) = aiz_miniboss::SPAWN;
            let common = Common::new(id::SONIC3K, 0, bx, by, false, false);
            slots.allocate(Obj { common, state: aiz_miniboss::AizMiniboss::default().into() }, 0, None);
            game.events.routine = 4;
        }
        4 if x >= 0x1500 => {
            max_y(bounds, game, 0x630);
            game.events.routine = 6;
        }
        // The ship's art waits for the module queue to be empty (`Kos_modules_left`).
        6 if x >= 0x3C00 && !game.events.aiz.kos.modules_pending() => {
            let aiz = &mut game.events.aiz;
            aiz.kos.queue_kos(aiz2_bombership::SHIP_KOS);
            aiz2_bombership::SHIP_KOSM.iter().for_each(|&size| aiz.kos.queue_kos_module(size));
            aiz.fg5 = true;
            game.events.routine = 8;
        }
        8 if x >= 0x3F00 => {
            bounds.top = 0x15A;
            game.events.routine = 0xA;
        }
        0xA if x >= 0x4000 => {
            max_y(bounds, game, 0x15A);
            game.events.routine = 0xC;
        }
        0xC if x >= 0x4160 => {
            game.events.aiz.ship.fg4 = true;
            game.events.routine = 0xE;
        }
        0xE if x >= 0x4780 => game.events.routine = 0x10,
        _ => {}
    }
}
