//! Angel Island's burning jungle: the background events that carry act 1 into act 2 without a load
//! (skdisasm s3.asm `AIZ1_BackgroundEvent`, `AIZ1_AIZ2_Transition`, `AIZ1BGE_FireTransition`,
//! `AIZ1BGE_FireRefresh`, `AIZ1BGE_Finish`) and act 2's wait for the fire to die down
//! (`AIZ2_BackgroundEvent`: `AIZ2BGE_FireRedraw`, `AIZ2BGE_WaitFire`). `ScreenEvents` runs them right after
//! the level's resize routine (`Do_ResizeEvents`, the end of `DeformBgLayer`).
//!
//! 1. `AIZ1BGE_Intro` waits for `Events_fg_5` (set by `AIZ1_Resize` at camera x $1400, the main level's art)
//!    and clears it; `AIZ1BGE_Normal` then waits for it again: the miniboss's cutscene sets it as it flies off
//!    ([`super::aiz_miniboss`], `loc_46596`).
//! 2. The fire rises: the background's y (`Camera_Y_pos_BG_copy`, 16.16) starts at $20 and eases towards $68
//!    by 1/32 of the distance a frame until the step is under $1400; from then on `AIZ1_FireRise` adds its
//!    speed (`Events_bg+$02`: +$280 a frame up to $A000) × 16 a frame — while player 1 is alive.
//! 3. At background y $190 act 2's art is queued and the main plane redrawn from the bottom up, two rows a
//!    frame from row $F (8 frames, `Draw_PlaneVertBottomUp`); then (`AIZ1BGE_Finish`) the act is 2
//!    (`Current_zone_and_act` 1), the resize routine starts again, the objects' and rings' managers reload,
//!    the players and the camera move by −($2F00, $80), and the camera's limits are x $10–$10, y 0–$260
//!    ([`Transition`]: the world swaps act 2's layout in, [`crate::World::set_next_act`]).
//! 4. Act 2 (`AIZ2BGE_FireRedraw`) redraws its main plane (8 frames more), then `AIZ2BGE_WaitFire` keeps the
//!    fire rising; once the background's y & $7F is in [$20, $30) it jumps to that + $180, and from y $310 on
//!    the fire has died down: the right limit opens ($6000) and the background is the jungle's.
//! 5. `AIZ2BGE_Normal` then waits for the bombership's art (`Events_fg_5`, `AIZ2_Resize4`); the sequence it starts
//!    (`AIZ2BGE_ShipRefresh`, `AIZ2BGE_ShipMove`, the screen event, the screen shake) is [`super::aiz2_bombership`].
//!
//! At background y $190 act 2's art goes into the Kosinski queues ([`super::kos_queue`]: the chunks and the
//! blocks by `Queue_Kos`, the tiles by `Queue_Kos_Module`) and `AIZ1BGE_Finish` waits for `Kos_modules_left`
//! to be 0 — the queues run every frame, `Process_Kos_Queue` before the events and `Process_Kos_Module_Queue`
//! after them. (`AIZ1BGE_Intro`'s wait for the main level's art, `Kos_decomp_queue_count`, is taken as met.)
//! The palettes, the flames' wavy scroll (`AIZTrans_WavyFlame`) and the plane drawing are drawing only.

use super::kos_queue::KosQueue;
use crate::camera::{SCREEN_HEIGHT, SCREEN_WIDTH};
use formats::Bounds;

/// `AIZ1_BackgroundEvent`'s routines (`Events_routine_bg`).
pub mod bg {
    pub const INTRO: u8 = 0;
    pub const NORMAL: u8 = 8;
    pub const FIRE_TRANSITION: u8 = 0xC;
    pub const FIRE_REFRESH: u8 = 0x10;
    pub const FINISH: u8 = 0x14;
    /// `AIZ2_BackgroundEvent`'s.
    pub const AIZ2_FIRE_REDRAW: u8 = 0;
    pub const AIZ2_WAIT_FIRE: u8 = 4;
    pub const AIZ2_BG_REDRAW: u8 = 8;
    pub const AIZ2_NORMAL: u8 = 0xC;
    /// `AIZ2BGE_ShipRefresh`, `AIZ2BGE_ShipMove` (the bombership's: [`super::super::aiz2_bombership`]).
    pub const AIZ2_SHIP_REFRESH: u8 = 0x10;
    pub const AIZ2_SHIP_MOVE: u8 = 0x14;
}

/// How far act 2's map is from act 1's (`AIZ1BGE_Finish`: `sub.w d0`/`d1` from the players and the camera).
pub const ACT2_OFFSET: (i32, i32) = (0x2F00, 0x80);
/// The background's y at which act 2's art loads and the main plane is redrawn.
pub const LOAD_AT: u16 = 0x190;
/// The background's y at which act 2's fire has died down (`AIZ2BGE_WaitFire`).
pub const FIRE_OUT_AT: u16 = 0x310;
/// `AIZ1_FireRise`'s top speed.
pub const FIRE_SPEED_MAX: u16 = 0xA000;
/// Act 2's right limit once the fire is out.
pub const ACT2_MAX_X: u16 = 0x6000;
/// What `AIZ1BGE_FireTransition` gives `Queue_Kos`: the decompressed sizes of skdisasm's
/// `Levels/AIZ/Chunks/Act 2.kos` (`AIZ2_128x128_Kos`), `Blocks/Act 2 Primary.kos` and `Blocks/Act 2 Secondary.kos`.
pub const ACT2_KOS: [u32; 3] = [0x8000, 0xAB8, 0xCE8];
/// What it gives `Queue_Kos_Module`: the size words of `Levels/AIZ/Tiles/Act 2 Primary.kosm` (4 modules) and
/// `Act 2 Secondary.kosm` (2).
pub const ACT2_KOSM: [u16; 2] = [0x3F80, 0x1DA0];

/// Angel Island's events state beyond the resize routine (in [`crate::objects::runtime::level_events::EventsState`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AizState {
    /// `Current_act` 1: the level is act 2 (from the transition, or an act 2 level).
    pub act2: bool,
    /// `Apparent_zone_and_act` is Angel Island 2 (an act 2 level; the transition keeps act 1's name until the
    /// miniboss is beaten).
    pub apparent_act2: bool,
    /// `Events_fg_5`: the signal the resize routine and the miniboss give the background event.
    pub fg5: bool,
    /// `Boss_flag`.
    pub boss_flag: bool,
    /// `Events_routine_bg`.
    pub bg_routine: u8,
    /// `Camera_Y_pos_BG_copy` as the long the fire moves (16.16).
    pub bg_y: u32,
    /// `Events_bg+$00`: the fire's first target (act 1), the background's jump done (act 2).
    pub bg_target: u16,
    /// `Events_bg+$02`: `AIZ1_FireRise`'s speed.
    pub fire_speed: u16,
    /// `Draw_delayed_rowcount`: rows the plane redraw has left.
    pub rows: i16,
    /// The transition's swap is due this frame (read and cleared by the world).
    pub swap_due: bool,
    /// `Obj_AIZTransitionFloor` is to be made this frame (read and cleared by the level's events, which hold
    /// the object slots: [`super::aiz_transition_floor`]).
    pub floor_due: bool,
    /// The Kosinski queues act 2's art goes through.
    pub kos: KosQueue,
    /// `_unkFAA3`: the drawbridges lower (set by the end cutscene's button, [`super::drawbridge`]).
    pub bridge_lowering: bool,
    /// `_unkFAA2`: the burning log bridges burn (set by the end boss, [`super::collapsing_log_bridge`]).
    pub bridge_burning: bool,
    /// `Events_fg_4` as the hollow tree's reveal left it this frame ([`super::aiz_hollow_tree::TreeReveal`]),
    /// and how many of the trunk's chunk rows `AIZ1_ScreenEvent` has swapped (0–4, from the bottom:
    /// [`super::aiz_hollow_tree::TREE_CELLS`]).
    pub tree_rows: u16,
    pub tree_swapped: u8,
    /// `_unkFAA9`: the cutscene button is pressed: lowered drawbridges burn ([`super::drawbridge`]).
    pub button_pressed: bool,
    /// `_unkFAA4`: the end cutscene's Knuckles, his position as his last frame left it (`None` until the end
    /// boss makes him: [`super::aiz2_cutscene_knuckles`]), which presses the cutscene button
    /// ([`super::cutscene_button`]).
    pub cutscene_knuckles: Option<(i16, i16)>,
    /// Act 2's bombership sequence ([`super::aiz2_bombership`]).
    pub ship: super::aiz2_bombership::ShipEvents,
}

impl AizState {
    /// The background's y in pixels.
    pub fn bg_pixel_y(&self) -> u16 {
        (self.bg_y >> 16) as u16
    }
}

/// `AIZ1_FireRise`: unless player 1 is dead (`routine` ≥ 6), the speed grows by $280 up to $A000 and the
/// background's y moves by it × 16.
pub fn fire_rise(s: &mut AizState, player_dead: bool) {
    if player_dead {
        return;
    }
    s.fire_speed = s.fire_speed.saturating_add(0x280).min(FIRE_SPEED_MAX);
    s.bg_y = s.bg_y.wrapping_add(u32::from(s.fire_speed) << 4);
}

/// `Draw_PlaneVertBottomUp`: two rows a frame; true once the count went below zero.
pub(crate) fn redraw_rows(s: &mut AizState) -> bool {
    s.rows -= 1;
    if s.rows < 0 {
        return true;
    }
    s.rows -= 1;
    s.rows < 0
}

/// `AIZ1_BackgroundEvent`, after `AIZ1_Resize` (`game.events.routine` is `Dynamic_resize_routine`).
/// On the frame act 2 begins it sets [`AizState::swap_due`], moves the camera's limits and resets the resize
/// routine; the world moves the players and the camera and swaps the layout.
pub fn aiz1_background(s: &mut AizState, resize_routine: &mut u8, bounds: &mut Bounds, player_dead: bool) {
    s.kos.process_decomp();
    aiz1_routine(s, resize_routine, bounds, player_dead);
    s.kos.process_modules();
}

/// `AIZ1_BackgroundEvent`'s routines.
fn aiz1_routine(s: &mut AizState, resize_routine: &mut u8, bounds: &mut Bounds, player_dead: bool) {
    match s.bg_routine {
        // `AIZ1BGE_Intro` (the art queue taken as empty; `AIZ1BGE_NormalRefresh`'s redraw not counted).
        bg::INTRO if s.fg5 => {
            s.fg5 = false;
            s.bg_routine = bg::NORMAL;
        }
        bg::NORMAL if s.fg5 => {
            // `AIZ1_AIZ2_Transition`, then `AIZ1BGE_FireTransition` the same frame.
            s.fg5 = false;
            s.bg_y = 0x20 << 16;
            s.bg_target = 0x68;
            s.bg_routine = bg::FIRE_TRANSITION;
            fire_transition(s, resize_routine, bounds, player_dead);
        }
        bg::FIRE_TRANSITION => fire_transition(s, resize_routine, bounds, player_dead),
        bg::FIRE_REFRESH => {
            fire_rise(s, player_dead);
            refresh(s, resize_routine, bounds);
        }
        bg::FINISH => {
            fire_rise(s, player_dead);
            finish(s, resize_routine, bounds);
        }
        _ => {}
    }
}

/// `AIZ1BGE_FireTransition`.
fn fire_transition(s: &mut AizState, resize_routine: &mut u8, bounds: &mut Bounds, player_dead: bool) {
    if s.fire_speed == 0 {
        let d0 = ((u32::from(s.bg_target) << 16).wrapping_sub(s.bg_y) as i32) >> 5;
        s.bg_y = s.bg_y.wrapping_add(d0 as u32);
        if (d0 as u32) < 0x1400 {
            fire_rise(s, player_dead);
        }
    } else {
        fire_rise(s, player_dead);
    }
    if s.bg_pixel_y() >= LOAD_AT {
        // Act 2's art queued, and `Obj_AIZTransitionFloor` at ($2FB0, $3A0) holding the players while the
        // chunks in RAM become act 2's (the engine swaps them when act 2 begins).
        ACT2_KOS.iter().for_each(|&size| s.kos.queue_kos(size));
        ACT2_KOSM.iter().for_each(|&size| s.kos.queue_kos_module(size));
        s.floor_due = true;
        s.rows = 0xF;
        s.bg_routine = bg::FIRE_REFRESH;
        refresh(s, resize_routine, bounds);
    }
}

/// `loc_3AED6`: the main plane's redraw, then `AIZ1BGE_Finish` the frame it ends.
fn refresh(s: &mut AizState, resize_routine: &mut u8, bounds: &mut Bounds) {
    if redraw_rows(s) {
        s.bg_routine = bg::FINISH;
        finish(s, resize_routine, bounds);
    }
}

/// `loc_3AF02`: act 2 begins once act 2's tiles are loaded (`Kos_modules_left` 0).
fn finish(s: &mut AizState, resize_routine: &mut u8, bounds: &mut Bounds) {
    if s.kos.modules_pending() {
        return;
    }
    s.act2 = true;
    *resize_routine = 0;
    s.boss_flag = false;
    s.swap_due = true;
    bounds.left = 0x10;
    bounds.right = 0x10 + SCREEN_WIDTH;
    bounds.top = 0;
    bounds.bottom = 0x260 + SCREEN_HEIGHT;
    // `Draw_delayed_rowcount` $F for act 2's redraw; `Events_routine_bg` 0.
    s.rows = 0xF;
    s.bg_routine = bg::AIZ2_FIRE_REDRAW;
}

/// `AIZ2_BackgroundEvent`: the fire's routines, then the bombership's ([`super::aiz2_bombership`]);
/// `ShakeScreen_Setup` ends every routine from `AIZ2BGE_BGRedraw` on.
pub fn aiz2_background(s: &mut AizState, bounds: &mut Bounds, player_dead: bool) {
    s.kos.process_decomp();
    aiz2_routine(s, bounds, player_dead);
    s.kos.process_modules();
}

/// `AIZ2_BackgroundEvent`'s routines.
fn aiz2_routine(s: &mut AizState, bounds: &mut Bounds, player_dead: bool) {
    use super::aiz2_bombership as ship;
    match s.bg_routine {
        bg::AIZ2_FIRE_REDRAW => {
            if !redraw_rows(s) {
                fire_rise(s, player_dead);
                return;
            }
            s.bg_target = 0;
            s.bg_routine = bg::AIZ2_WAIT_FIRE;
            wait_fire(s, bounds, player_dead);
        }
        bg::AIZ2_WAIT_FIRE => wait_fire(s, bounds, player_dead),
        // `AIZ2BGE_BGRedraw`: 8 frames of redraw, then `AIZ2BGE_Normal`.
        bg::AIZ2_BG_REDRAW => {
            let done = redraw_rows(s);
            if done {
                s.bg_routine = bg::AIZ2_NORMAL;
            }
        }
        bg::AIZ2_NORMAL => ship::background_normal(s),
        bg::AIZ2_SHIP_REFRESH => ship::background_refresh(s),
        _ => {}
    }
    if s.bg_routine == bg::AIZ2_WAIT_FIRE {
        // Still waiting for the fire (`loc_3B544`): no shake.
        return;
    }
    ship::shake_setup(&mut s.ship, player_dead);
}

/// `AIZ2BGE_WaitFire`.
fn wait_fire(s: &mut AizState, bounds: &mut Bounds, player_dead: bool) {
    fire_rise(s, player_dead);
    if s.bg_target == 0 {
        let y = s.bg_pixel_y() & 0x7F;
        if !(0x20..0x30).contains(&y) {
            return;
        }
        // Only the pixel word: the fraction stays.
        s.bg_y = (u32::from(y + 0x180) << 16) | (s.bg_y & 0xFFFF);
        s.bg_target = 0xFFFF;
    }
    if s.bg_pixel_y() >= FIRE_OUT_AT {
        bounds.right = i32::from(ACT2_MAX_X) + SCREEN_WIDTH;
        // `AIZ2BGE_BGRedraw`'s first rows the same frame.
        s.rows = 0xF;
        s.bg_routine = bg::AIZ2_BG_REDRAW;
        redraw_rows(s);
    }
}
