//! Dynamic level events (s2disasm `RunDynamicLevelEvents`, `LevEvents_EHZ`, `LevEvents_EHZ2`, `LevEvents_CPZ`,
//! `LevEvents_CPZ2`; SPG "Camera" for the limits): scripts that run every frame right after the camera moved
//! (`DeformBgLayer`). They move the camera limits as the player progresses — in Emerald Hill Zone Act 2 and Chemical
//! Plant Zone Act 2 they close the boss arena, start the boss fight and load the boss (Obj56,
//! [`crate::objects::s2::ehz_boss`]; Obj5D, [`crate::objects::s2::cpz_boss`]) — and ease the bottom limit towards its
//! target. Aquatic Ruin 2, Hill Top 2 (after its earthquakes, `LevEvents_HTZ2`), Mystic Cave 2 and Casino Night 2
//! close their arenas and load their bosses the same way (Obj89, [`crate::objects::s2::arz_boss`]; Obj52,
//! [`crate::objects::s2::htz_boss`]; Obj57, [`crate::objects::s2::mcz_boss`]; Obj51,
//! [`crate::objects::s2::cnz_boss`]); the walls Casino Night 2's arena writes into the layout are not modelled.
//!
//! Sonic 1's `DynamicLevelEvents` (s1disasm `_inc/DynamicLevelEvents.asm`) runs at the same point (the end of
//! `DeformLayers`) with the same easing of the bottom limit (`v_limitbtm2` towards `v_limitbtm1`); Green Hill's acts
//! set the bottom limit's target by the camera's position every frame, and in act 3 the boss arena locks the screen and
//! loads the boss (`Obj3D`, [`crate::objects::s1::ghz_boss`]). The other zones' last acts (`DLE_MZ3`, `DLE_LZ3`,
//! `DLE_SLZ3`, `DLE_SYZ3`, `DLE_SBZ2`, `DLE_FZ`) do the same at their arenas: Marble's and Labyrinth's load their
//! bosses (`Obj73`, [`crate::objects::s1::mz_boss`]; `Obj77`, [`crate::objects::s1::lz_boss`]), Spring Yard's its
//! blocks and boss (`Obj76`, `Obj75`, [`crate::objects::s1::syz_boss`]), Star Light's its boss (`Obj7A`,
//! [`crate::objects::s1::slz_boss`]), Scrap Brain 2's its false floor and Eggman (`Obj83`,
//! [`crate::objects::s1::false_floor`]; `Obj82`, [`crate::objects::s1::sbz2_eggman`]) and the Final Zone's its boss
//! (`Obj85`, [`crate::objects::s1::fz_boss`]): every Sonic 1 boss. Spring Yard 2 and Scrap Brain 1 set the
//! bottom limit's target by the camera (and the player's y).
//!
//! Music, art loading (PLCs) and the second player's limits (`Tails_*_pos`) are not modelled; nor is two-player mode
//! (its act 2 events only set the right limit).

use crate::camera::{Camera, SCREEN_HEIGHT, SCREEN_WIDTH};
use crate::objects::runtime::game::GameState;
use crate::objects::runtime::slots::Slots;
use crate::player::Player;
use formats::Bounds;
use formats::level::LevelEvents;

/// `Current_Boss_ID` of the Emerald Hill Zone boss.
pub const BOSS_EHZ: u8 = 2;
/// `Current_Boss_ID` of the Chemical Plant Zone boss.
pub const BOSS_CPZ: u8 = 1;

/// `LevEvents_CPZ2`: camera x at which the left limit is set to the camera's x and the bottom limit's target
/// becomes [`CPZ2_MAX_Y_TARGET`].
pub const CPZ2_LOCK_START_X: u16 = 0x2680;
pub const CPZ2_MAX_Y_TARGET: u16 = 0x450;
/// Camera x at which the arena closes: both x limits are set to it.
pub const CPZ2_ARENA_X: u16 = 0x2A20;
/// Camera y from which the top limit is raised to this value.
pub const CPZ2_ARENA_MIN_Y: u16 = 0x448;
/// Frames from the arena closing to the boss loading (`Boss_spawn_delay` counts to $5A).
pub const CPZ2_BOSS_DELAY: u8 = 0x5A;

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
    /// `Boss_defeated_flag`: set by the boss once it is beaten (Sonic 1: `v_bossstatus` 1).
    pub boss_defeated: bool,
    /// Sonic 1's `f_lockscreen`: set when Green Hill 3's boss loads, cleared by the prison capsule's switch.
    /// While set, `Sonic_LevelBound`'s right edge loses its 64 px margin (as Sonic 2's boss fight does); it
    /// changes nothing in `ReactToItem` (Sonic 1 has no `Touch_Boss`).
    pub lockscreen: bool,
    /// S3K's `Scroll_lock`: the camera does not follow the player (`DeformBgLayer` skips `MoveCameraX` and
    /// `MoveCameraY`): Angel Island 2's bombership sequence ([`crate::objects::s3k::aiz2_bombership`]).
    pub scroll_lock: bool,
    /// Sonic 1's `v_bossstatus` 2: a prison capsule's switch has opened it (its bodies open).
    pub prison_opened: bool,
    /// Hill Top 1's earthquake ([`htz1`]): `Camera_BG_Y_offset` (where its rising ground and lava are,
    /// [`crate::objects::s2::htz_lava`]), `HTZ_Terrain_Direction` (sinking), `HTZ_Terrain_Delay`, and
    /// `Screen_Shaking_Flag_HTZ`.
    pub bg_y_offset: u16,
    pub terrain_sinking: bool,
    pub terrain_delay: i16,
    pub shaking_htz: bool,
    /// `Screen_Shaking_Flag`: set by Hill Top's earthquakes while the ground moves, by Aquatic Ruin's boss
    /// pillars while they rise or sink and by Mystic Cave's boss while it comes down; the screen shakes by it
    /// ([`shake`]).
    pub shaking: bool,
    /// Hill Top's earthquake background while `Screen_Shaking_Flag_HTZ` is set (`HTZ_Screen_Shake`):
    /// `Camera_BG_X_pos`, `Camera_BG_Y_pos` (pixels), `Camera_BG_X_offset` and the frame's moves
    /// (`Camera_BG_X_pos_diff`, `_Y_`: the bytes `ScrollBG` writes), see [`htz_background`].
    pub bg_x: i16,
    pub bg_y: i16,
    pub bg_x_offset: i16,
    pub bg_diff: (i8, i8),
    /// Casino Night's slot machine (`SlotMachineVariables`, run by `LevEvents_CNZ`).
    pub slot_machine: crate::objects::s2::slot_machine::SlotMachine,
    /// Casino Night 2's arena walls as written into the layout ([`CNZ2_WALL_CELLS`]: right, left; `None`: the
    /// level's own chunk). Cleared with the rest on a restart: the game reloads the layout (`LoadLevelLayout`).
    pub cnz2_walls: [Option<u8>; 2],
    /// Angel Island's background events, the act's number and `Boss_flag` ([`crate::objects::s3k::aiz_fire`]).
    pub aiz: crate::objects::s3k::aiz_fire::AizState,
    /// Hydrocity's bosses' `Boss_flag`, `Events_bg+$16` and `_unkFAA2` ([`crate::objects::s3k::hcz_miniboss`]).
    pub hcz_boss: crate::objects::s3k::hcz_miniboss::HczBossEvents,
    /// Hydrocity 2's moving wall ([`crate::objects::s3k::hcz2_wall`]).
    pub hcz2_wall: crate::objects::s3k::hcz2_wall::Hcz2Wall,
    /// Hydrocity 1's run into act 2 ([`crate::objects::s3k::hcz1_transition`]).
    pub hcz1: crate::objects::s3k::hcz1_transition::Hcz1Events,
    /// S3K's Kosinski queues for what the level results and Hydrocity 1's events load
    /// ([`crate::objects::s3k::kos_queue`]: `Process_Kos_Queue` before the events, `Process_Kos_Module_Queue`
    /// after them); Angel Island's art goes through its own ([`crate::objects::s3k::aiz_fire::AizState::kos`]),
    /// idle whenever these are busy.
    pub kos: crate::objects::s3k::kos_queue::KosQueue,
    /// `Background_collision_flag` with `Camera_X_diff`/`Camera_Y_diff`: set, every terrain check reads the
    /// background plane too ([`crate::background`]); written by the level's background event each frame.
    pub background_collision: Option<(i16, i16)>,
}

/// `LevEvents_HTZ` (act 1): the earthquake. Below camera y $400 and right of x $1800 it starts (the ground
/// $140 px down); between camera x $1978 and $1E00 the ground rises to 320 (or sinks to 224) a pixel every 4th
/// frame (the screen shaking, `Screen_Shaking_Flag`), waits $79 frames there (still) and turns; right of $1E00 the
/// shaking stops; leaving left of $1800 or right of $1F00 ends it (offset 0) and coming back starts it again.
/// Its background ([`htz_background`]) follows the camera meanwhile; once it ends, `Screen_Shaking_Flag_HTZ` stays
/// set until the background has moved back to (x $200, y 0).
fn htz1(camera: &Camera, game: &mut GameState) {
    let (x, y) = (camera.x as u16, camera.y as u16);
    let frame = game.frame_counter;
    let e = &mut game.events;
    match e.routine {
        0 => {
            if y >= 0x400 && x >= 0x1800 {
                htz_quake_start(e, camera, 320, false);
                e.routine = 2;
            } else {
                htz_background_back(e);
            }
        }
        2 => {
            if (0x1978..0x1E00).contains(&x) {
                htz_quake(e, frame, (224, 320));
            } else if x >= 0x1E00 {
                e.shaking = false;
            }
            if !(0x1800..0x1F00).contains(&x) {
                htz_quake_leave(e, if x < 0x1800 { 0 } else { 4 });
            } else {
                scroll_bg(e, camera.x as i16, camera.y as i16);
            }
        }
        _ => {
            if x < 0x1F00 {
                htz_quake_start(e, camera, 320, false);
                e.routine = 2;
            } else {
                htz_background_back(e);
            }
        }
    }
}

/// An earthquake starts (`LevEvents_HTZ_Routine1` and the like): `Screen_Shaking_Flag_HTZ` set, the background at
/// the camera less $100 px in y (and, for Hill Top 2's lower earthquake, $480 px right with an x offset of
/// −$680), the ground `offset` down.
fn htz_quake_start(e: &mut EventsState, camera: &Camera, offset: u16, lower: bool) {
    e.shaking_htz = true;
    e.bg_x = camera.x as i16;
    e.bg_y = (camera.y as i16).wrapping_sub(0x100);
    e.bg_diff = (0, 0);
    e.bg_x_offset = 0;
    e.bg_y_offset = offset;
    e.terrain_delay = 0;
    if lower {
        e.bg_x_offset = -0x680;
        e.bg_x = e.bg_x.wrapping_add(0x480);
    }
}

/// `.keep_shaking`: the ground moves a pixel every 4th frame towards its limit (`limits`: sunk, risen), the
/// screen shaking; there it stops shaking, waits $79 frames and turns, shaking again.
fn htz_quake(e: &mut EventsState, frame: u16, (low, high): (u16, u16)) {
    let limit = if e.terrain_sinking { low } else { high };
    if e.bg_y_offset == limit {
        e.shaking = false;
        e.terrain_delay -= 1;
        if e.terrain_delay < 0 {
            e.terrain_delay = 0x78;
            e.terrain_sinking = !e.terrain_sinking;
            e.shaking = true;
        }
    } else if frame & 3 == 0 {
        e.bg_y_offset = if e.terrain_sinking { e.bg_y_offset - 1 } else { e.bg_y_offset + 1 };
    }
}

/// `.exit_left` / `.exit_right`: the offsets cleared, the background put at (x $400, y 0), the step back to its
/// start or on to its pause (`Screen_Shaking_Flag_HTZ` stays set: [`htz_background_back`]).
fn htz_quake_leave(e: &mut EventsState, routine: u8) {
    e.bg_x = 0x400;
    e.bg_y = 0;
    e.bg_x_offset = 0;
    e.bg_y_offset = 0;
    e.terrain_sinking = false;
    e.routine = routine;
}

/// `ScrollBG`: this frame's background move towards (`x`, `y`) less the offsets, at most 16 px either way
/// (`Camera_BG_X_pos_diff`'s high byte; the low byte, the camera's move's fraction, is dropped here).
fn scroll_bg(e: &mut EventsState, x: i16, y: i16) -> (i16, i16) {
    let d0 = x.wrapping_sub(e.bg_x).wrapping_sub(e.bg_x_offset).clamp(-16, 16);
    let d1 = y.wrapping_sub(e.bg_y).wrapping_sub(e.bg_y_offset as i16).clamp(-16, 16);
    e.bg_diff = (d0 as i8, d1 as i8);
    (d0, d1)
}

/// `LevEvents_HTZ_Routine1_Part2` and the like: after an earthquake, the background moves back towards (x $200,
/// y 0); once there `Screen_Shaking_Flag_HTZ` is cleared.
fn htz_background_back(e: &mut EventsState) {
    if !e.shaking_htz {
        return;
    }
    e.bg_diff = (0, 0);
    if scroll_bg(e, 0x200, 0) == (0, 0) {
        e.shaking_htz = false;
    }
}

/// `SwScrl_HTZ` with `Screen_Shaking_Flag_HTZ` set (`HTZ_Screen_Shake`, after the level events): the background
/// moves by this frame's `ScrollBG` bytes. The play-test draws it flat at that position ([`shake`] added).
pub fn htz_background(e: &mut EventsState) {
    if e.shaking_htz {
        e.bg_x = e.bg_x.wrapping_add(i16::from(e.bg_diff.0));
        e.bg_y = e.bg_y.wrapping_add(i16::from(e.bg_diff.1));
    }
}

/// `SwScrl_RippleData` (66 bytes): the screen shake's offsets, y then x from `Level_frame_counter & $3F`.
pub const RIPPLE: [u8; 66] = [
    1, 2, 1, 3, 1, 2, 2, 1, 2, 3, 1, 2, 1, 2, 0, 0, 2, 0, 3, 2, 2, 3, 2, 2, 1, 3, 0, 0, 1, 0, 1, 3, 1, 2, 1, 3, 1, 2,
    2, 1, 2, 3, 1, 2, 1, 2, 0, 0, 2, 0, 3, 2, 2, 3, 2, 2, 1, 3, 0, 0, 1, 0, 1, 3, 1, 2,
];

/// The screen shake while `Screen_Shaking_Flag` is set (`SwScrl_HTZ`'s `HTZ_Screen_Shake`, `SwScrl_MCZ`,
/// `SwScrl_ARZ`): the planes and the sprites drawn `RIPPLE[n]` px lower and `RIPPLE[n + 1]` px further right,
/// n = `Level_frame_counter` & $3F. Hill Top shakes only with its earthquake background up
/// (`Screen_Shaking_Flag_HTZ`), and moves its planes right too; Aquatic Ruin's and Mystic Cave's move only the
/// sprites right (`Camera_X_pos_copy`; their planes' columns read `Camera_X_pos`). Returns (planes' x, sprites'
/// x, y); (0, 0, 0) when still. (Hydrocity 2 shakes by its own flag, the same bytes: y only.)
pub fn shake(events: LevelEvents, game: &GameState) -> (i16, i16, i16) {
    let e = &game.events;
    if events == LevelEvents::Hcz2 {
        // S3K's `Screen_shake_offset` (Hydrocity 2's wall, [`crate::objects::s3k::hcz2_wall`]): the screen
        // event adds it to `Camera_Y_pos_copy`, which both planes and the sprites are drawn from.
        return (0, 0, e.hcz2_wall.shake_offset);
    }
    let htz = matches!(events, LevelEvents::Htz1 | LevelEvents::Htz2);
    let zone = if htz { e.shaking_htz } else { matches!(events, LevelEvents::Arz2 | LevelEvents::Mcz2) };
    if !(zone && e.shaking) {
        return (0, 0, 0);
    }
    let n = usize::from(game.frame_counter & 0x3F);
    let (y, x) = (i16::from(RIPPLE[n]), i16::from(RIPPLE[n + 1]));
    (if htz { x } else { 0 }, x, y)
}

/// `Current_Boss_ID` of the Hill Top Zone boss.
pub const BOSS_HTZ: u8 = 3;

/// `LevEvents_HTZ2` (act 2): two earthquakes and the boss arena. Right of camera x $14C0 the upper one starts
/// (the ground $2C0 px down; $300, the lower one, when the camera is at y $380 or lower); between x $1678 and
/// $1A00 (the lower: $15F0 and $1AC0) the ground rises to $2C0 (the lower $300) a pixel every 4th frame, or sinks
/// to 0, waits $79 frames there and turns; leaving left of $14C0 ends it and right of $1B00 pauses it (offset
/// 0) until the camera comes back. From x $2B00 the arena's script runs (`LevEvents_HTZ2_Prepare`): at $2C50
/// the left limit follows the camera and the bottom limit heads for $480; at $2EDF the camera is held between
/// x $2EE0 and $2F5E and the fight starts (`Current_Boss_ID` 3), the top limit rises to $478, and $5A frames
/// on the boss (`Obj52`, [`crate::objects::s2::htz_boss`]) loads in the first free slot; once it is beaten the left limit follows the camera
/// and, from x $30E0, the top and bottom limits ease up 2 px a frame to $428 and $430. The background and the
/// shaking as in act 1 ([`htz1`]; the upper earthquake stops shaking right of $1A00).
fn htz2(bounds: &mut Bounds, camera: &Camera, game: &mut GameState, slots: &mut Slots) {
    let (x, y) = (camera.x as u16, camera.y as u16);
    let frame = game.frame_counter;
    let e = &mut game.events;
    if x >= 0x2B00 && (e.routine as i8) < 0xA {
        e.routine = 0xA;
        e.shaking_htz = false;
    }
    match e.routine {
        0 if x >= 0x14C0 => {
            htz_quake_start(e, camera, 0x2C0, false);
            e.routine = 2;
            if y >= 0x380 {
                htz_quake_start(e, camera, 0x300, true);
                e.routine = 8;
            }
        }
        0 | 4 | 8 if !(x < 0x1B00 && e.routine != 0) => htz_background_back(e),
        2 | 6 => {
            let (range, top) = if e.routine == 2 { (0x1678..0x1A00, 0x2C0) } else { (0x15F0..0x1AC0, 0x300) };
            if range.contains(&x) {
                htz_quake(e, frame, (0, top));
            } else if e.routine == 2 && x >= 0x1A00 {
                e.shaking = false;
            }
            if x < 0x14C0 {
                htz_quake_leave(e, 0);
            } else if x >= 0x1B00 {
                htz_quake_leave(e, e.routine + 2);
            } else {
                scroll_bg(e, camera.x as i16, camera.y as i16);
            }
        }
        4 => {
            htz_quake_start(e, camera, 0x2C0, false);
            e.routine = 2;
        }
        8 => {
            htz_quake_start(e, camera, 0x300, true);
            e.routine = 6;
        }
        0xA if x >= 0x2C50 => {
            bounds.left = i32::from(x);
            e.max_y_target = Some(0x480);
            e.routine = 0xC;
        }
        0xC if x >= 0x2EDF => {
            bounds.left = 0x2EE0;
            bounds.right = 0x2F5E + SCREEN_WIDTH;
            e.routine = 0xE;
            e.boss_spawn_delay = 0;
            e.boss_id = BOSS_HTZ;
        }
        0xE => {
            if y >= 0x478 {
                bounds.top = 0x478;
            }
            e.boss_spawn_delay = e.boss_spawn_delay.wrapping_add(1);
            if e.boss_spawn_delay >= 0x5A {
                load(slots, crate::objects::boss_for(LevelEvents::Htz2));
                e.routine = 0x10;
            }
        }
        0x10 if e.boss_defeated => {
            bounds.left = i32::from(x);
            if x >= 0x30E0 {
                if bounds.top as u16 >= 0x428 {
                    bounds.top -= 2;
                }
                if let Some(t) = e.max_y_target.filter(|&t| t >= 0x430) {
                    e.max_y_target = Some(t - 2);
                }
            }
        }
        _ => {}
    }
}

/// Angel Island: the act's resize routine (`Do_ResizeEvents`), then its background event (`ScreenEvents`):
/// act 1's until the transition makes the act 2 ([`crate::objects::s3k::aiz_fire`]). An act 2 level starts
/// with both acts 2 and its background event past the fire (`AIZ2_BackgroundInit`: `Events_routine_bg` $C).
fn angel_island(
    events: LevelEvents,
    bounds: &mut Bounds,
    camera: &Camera,
    game: &mut GameState,
    slots: &mut Slots,
    player: &Player,
) {
    use crate::objects::s3k::{aiz_fire, aiz1_events, aiz2_events};
    if events == LevelEvents::Aiz2 && !game.events.aiz.act2 {
        let aiz = &mut game.events.aiz;
        aiz.act2 = true;
        aiz.apparent_act2 = true;
        aiz.bg_routine = aiz_fire::bg::AIZ2_NORMAL;
        // `AIZ2_BackgroundInit` (at the level's first events, the camera where its first frame left it).
        crate::objects::s3k::aiz2_bombership::background_init(aiz, camera.x as u16);
    }
    // `AIZ1_FireRise`: `cmpi.b #6,(Player_1+routine).w`.
    let dead = matches!(player.routine, crate::player::Routine::Dead | crate::player::Routine::Gone);
    if !game.events.aiz.act2 {
        game.sidekick_called |= aiz1_events::resize(bounds, camera, game);
        let e = &mut game.events;
        aiz_fire::aiz1_background(&mut e.aiz, &mut e.routine, bounds, dead);
        if std::mem::take(&mut e.aiz.floor_due) {
            // `AllocateObject`: with no free slot there is no floor.
            use crate::objects::runtime::object::{Common, Obj};
            let (x, y) = crate::objects::s3k::aiz_transition_floor::SPAWN;
            let common = Common::new(crate::objects::s3k::id::SONIC3K, 0, x, y, false, false);
            let state = crate::objects::s3k::aiz_transition_floor::AizTransitionFloor::default().into();
            slots.allocate(Obj { common, state }, 0, None);
        }
    } else {
        aiz2_events::resize(bounds, camera, game, slots);
        // `AIZ2_ScreenEvent`, then `AIZ2_BackgroundEvent` (`ScreenEvents`).
        let e = &mut game.events;
        let mut water_off = false;
        let at = (camera.x, camera.y);
        crate::objects::s3k::aiz2_bombership::screen_event(&mut e.aiz, at, &mut e.scroll_lock, &mut water_off, slots);
        if water_off {
            // `clr.b (Water_flag).w`.
            game.water.rule = crate::objects::s2::water_level::WaterRule::None;
            game.water.surface = i32::MAX;
        }
        // `Adjust_BGDuringLoop`, at its top.
        crate::objects::s3k::aiz2_bombership::adjust_during_loop(&mut game.events.aiz.ship, camera.x as u16);
        aiz_fire::aiz2_background(&mut game.events.aiz, bounds, dead);
    }
}

/// A level that ran into its next act in place (`events`: its own) loads again as that act after a death
/// ([`crate::World`]'s restart): its events state as the next act's level start leaves it — Angel Island 1's
/// act 2 as an Angel Island 2 level starts (`Current_act` 1, its background event's normal routine),
/// Hydrocity 1's with `Current_act` 1 (its events then run act 2's, `HCZ2_BackgroundInit` from the start).
pub fn restart_in_next_act(events: LevelEvents, e: &mut EventsState) {
    match events {
        LevelEvents::Aiz1Intro => {
            let aiz = &mut e.aiz;
            (aiz.act2, aiz.apparent_act2) = (true, true);
            aiz.bg_routine = crate::objects::s3k::aiz_fire::bg::AIZ2_NORMAL;
        }
        LevelEvents::Hcz1 => e.hcz1.act2 = true,
        _ => {}
    }
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
#[inline(always)]
pub fn run(
    events: LevelEvents,
    bounds: &mut Bounds,
    camera: &Camera,
    game: &mut GameState,
    slots: &mut Slots,
    player: &Player,
) {
    match events {
        // Aquatic Ruin's and Chemical Plant's water besides their act 2 arenas is
        // `crate::objects::s2::water_level`; Mystic Cave 1 has no events (`LevEvents_MCZ`).
        LevelEvents::None
        | LevelEvents::Ehz1
        | LevelEvents::Cpz1
        | LevelEvents::Arz1
        | LevelEvents::Mcz1
        | LevelEvents::Ooz1
        | LevelEvents::Ooz2
        | LevelEvents::Scz
        | LevelEvents::Wfz
        | LevelEvents::Dez => {}
        // Hydrocity 1's `HCZ1_Resize` changes palettes only, then `HCZ1_BackgroundEvent`'s run into act 2;
        // Marble Garden's events are not run yet.
        LevelEvents::Hcz1 => {
            let e = &mut game.events;
            let boss = &mut e.hcz_boss;
            crate::objects::s3k::hcz1_transition::background(
                &mut e.hcz1,
                &mut e.kos,
                &mut boss.bg_tiles_stopped,
                &mut e.routine,
                &mut boss.boss_flag,
            );
        }
        LevelEvents::Mgz1 => {}
        // `HCZ2_Resize`, then `HCZ2_BackgroundEvent`'s moving wall.
        LevelEvents::Hcz2 => {
            use crate::objects::s3k::hcz2_wall;
            let e = &mut game.events;
            let camera = (camera.x as u16, camera.y as u16);
            hcz2_wall::resize(&mut e.hcz2_wall, &mut e.routine, camera.0);
            let dead = matches!(player.routine, crate::player::Routine::Dead | crate::player::Routine::Gone);
            let player = (player.pixel_x() as u16, player.pixel_y() as u16);
            let frame = hcz2_wall::Frame { camera, player, dead, level_frame: game.frame_counter };
            e.background_collision = hcz2_wall::background(&mut e.hcz2_wall, frame);
        }
        // `AIZ1_Resize` (its call of Tails' CPU: `GameState::sidekick_called`), `AIZ2_Resize` once the act is 2,
        // and their background events.
        LevelEvents::Aiz1Intro | LevelEvents::Aiz2 => angel_island(events, bounds, camera, game, slots, player),
        // Labyrinth 1 and 2 have none (s1disasm `DLE_LZ12`), nor Spring Yard 1 and Star Light 1–2 (`DLE_SYZ1`,
        // `DLE_SLZ12`). Scrap Brain 3's exit to the Final Zone (`DLE_SBZ3`: a level restart) is not modelled.
        LevelEvents::Lz1
        | LevelEvents::Lz2
        | LevelEvents::Sbz3
        | LevelEvents::Syz1
        | LevelEvents::Slz1
        | LevelEvents::Slz2 => {}
        LevelEvents::Lz3 => lz3(camera, game, slots),
        LevelEvents::Syz2 => game.events.max_y_target = Some(syz2_max_y(camera.x as u16, player.pixel_y() as u16)),
        LevelEvents::Syz3 => syz3(bounds, camera, game, slots),
        LevelEvents::Slz3 => slz3(bounds, camera, game, slots),
        LevelEvents::Sbz1 => game.events.max_y_target = Some(sbz1_max_y(camera.x as u16)),
        LevelEvents::Sbz2 => sbz2(bounds, camera, game, slots),
        LevelEvents::Fz => fz(bounds, camera, game, slots),
        // `LevEvents_CNZ`: the slot machine, then in act 2 the arena.
        LevelEvents::Cnz1 => crate::objects::s2::slot_machine::run(game),
        LevelEvents::Cnz2 => {
            crate::objects::s2::slot_machine::run(game);
            cnz2(bounds, camera, game, slots);
        }
        LevelEvents::Ehz2 => arena(&EHZ2, events, bounds, camera, game, slots),
        LevelEvents::Cpz2 => arena(&CPZ2, events, bounds, camera, game, slots),
        // Then `SwScrl_HTZ`'s earthquake background (`DeformBgLayer` runs it right after the events).
        LevelEvents::Htz1 => {
            htz1(camera, game);
            htz_background(&mut game.events);
        }
        LevelEvents::Htz2 => {
            htz2(bounds, camera, game, slots);
            htz_background(&mut game.events);
        }
        LevelEvents::Arz2 => arz2(bounds, camera, game, slots),
        LevelEvents::Mcz2 => arena(&MCZ2, events, bounds, camera, game, slots),
        LevelEvents::Ghz1 => game.events.max_y_target = Some(ghz1_max_y(camera.x as u16)),
        LevelEvents::Ghz2 => game.events.max_y_target = Some(ghz2_max_y(camera.x as u16)),
        LevelEvents::Ghz3 => ghz3(bounds, camera, game, slots),
        LevelEvents::Mz1 => mz1(bounds, camera, game),
        LevelEvents::Mz2 => {
            game.events.max_y_target = Some(if (camera.x as u16) < 0x1700 { 0x520 } else { 0x200 });
        }
        LevelEvents::Mz3 => mz3(bounds, camera, game, slots),
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

/// The script both Sonic 2 boss acts so far share (`LevEvents_EHZ2`, `LevEvents_CPZ2`, one player): when the
/// camera reaches `lock_start_x` the left limit is set to the camera's x (no way back) and the bottom limit
/// heads for `max_y_target`; at `min_x` the arena closes (x limits `min_x`–`max_x`, `Current_Boss_ID` set:
/// the fight starts); from then on the top limit rises to `min_y` on any frame the camera is that low, and
/// the boss loads `boss_delay` frames after the arena closed in the first free slot; after that the left
/// limit follows the camera every frame — in Emerald Hill only once the boss is beaten.
struct Arena {
    lock_start_x: u16,
    max_y_target: u16,
    min_x: u16,
    max_x: u16,
    min_y: u16,
    boss_id: u8,
    boss_delay: u8,
    follow_once_beaten: bool,
}

/// `LevEvents_EHZ2`: the drill car ([`crate::objects::s2::ehz_boss`]) at ($29D0, $426), subtype $81.
const EHZ2: Arena = Arena {
    lock_start_x: EHZ2_LOCK_START_X,
    max_y_target: EHZ2_MAX_Y_TARGET,
    min_x: EHZ2_ARENA_MIN_X,
    max_x: EHZ2_ARENA_MAX_X,
    min_y: EHZ2_ARENA_MIN_Y,
    boss_id: BOSS_EHZ,
    boss_delay: EHZ2_BOSS_DELAY,
    follow_once_beaten: true,
};

/// `LevEvents_CPZ2`: both x limits at $2A20; the Eggmobile (`Obj5D`, [`crate::objects::s2::cpz_boss`]) places itself,
/// and opens the right limit as it flees.
const CPZ2: Arena = Arena {
    lock_start_x: CPZ2_LOCK_START_X,
    max_y_target: CPZ2_MAX_Y_TARGET,
    min_x: CPZ2_ARENA_X,
    max_x: CPZ2_ARENA_X,
    min_y: CPZ2_ARENA_MIN_Y,
    boss_id: BOSS_CPZ,
    boss_delay: CPZ2_BOSS_DELAY,
    follow_once_beaten: false,
};

/// `LevEvents_MCZ2`: both x limits at $20F0 (`Current_Boss_ID` 5); the boss (`Obj57`,
/// [`crate::objects::s2::mcz_boss`]) places itself; the left limit follows the camera from then on.
const MCZ2: Arena = Arena {
    lock_start_x: 0x2080,
    max_y_target: 0x5D0,
    min_x: 0x20F0,
    max_x: 0x20F0,
    min_y: 0x5C8,
    boss_id: BOSS_MCZ,
    boss_delay: 0x5A,
    follow_once_beaten: false,
};

/// `Current_Boss_ID` of the Casino Night boss.
pub const BOSS_CNZ: u8 = 6;

/// `LevEvents_CNZ2` (one player): from camera x $27C0 the left limit is the camera's (the bottom limit heads for
/// $62E); at $2890 the arena closes (x limits $2860–$28E0, `Current_Boss_ID` 6); the top limit rises to $4E0 once
/// the camera is that low, and $5A frames on the boss (`Obj51`, [`crate::objects::s2::cnz_boss`], which places
/// itself) loads in the first free slot; once the camera is at x $2A00 (after the boss opened the right limit) the
/// left limit follows it and the bottom limit heads for $5D0. It walls the arena in the layout: chunk $F9 on the
/// right from $27C0 (`Level_Layout+$C54`), on the left as it closes (`+$C50`); the boss's defeat (`loc_31D7E`)
/// writes $DD on the right ([`CNZ2_WALL_CELLS`], [`cnz2_walls`]).
fn cnz2(bounds: &mut Bounds, camera: &Camera, game: &mut GameState, slots: &mut Slots) {
    let (x, y) = (camera.x as u16, camera.y as u16);
    let e = &mut game.events;
    match e.routine {
        0 if x >= 0x27C0 => {
            bounds.left = i32::from(x);
            e.max_y_target = Some(0x62E);
            e.cnz2_walls[0] = Some(CNZ2_WALL_CHUNK);
            e.routine = 2;
        }
        2 if x >= 0x2890 => {
            e.cnz2_walls[1] = Some(CNZ2_WALL_CHUNK);
            bounds.left = 0x2860;
            bounds.right = 0x28E0 + SCREEN_WIDTH;
            e.routine = 4;
            e.boss_spawn_delay = 0;
            e.boss_id = BOSS_CNZ;
        }
        4 => {
            if y >= 0x4E0 {
                bounds.top = 0x4E0;
            }
            e.boss_spawn_delay = e.boss_spawn_delay.wrapping_add(1);
            if e.boss_spawn_delay >= 0x5A {
                load(slots, crate::objects::boss_for(LevelEvents::Cnz2));
                e.routine = 6;
            }
        }
        6 if x >= 0x2A00 => {
            e.max_y_target = Some(0x5D0);
            bounds.left = i32::from(x);
        }
        _ => {}
    }
}

/// The layout cells (column, row of 128-px chunks) Casino Night 2's walls are written to: `Level_Layout+$C54`
/// (the right wall, x $2A00) and `+$C50` (the left, x $2800), both at y $600 (rows of $100 bytes, the
/// foreground's $80 first).
pub const CNZ2_WALL_CELLS: [(usize, usize); 2] = [(0x54, 0xC), (0x50, 0xC)];
/// The wall chunk `LevEvents_CNZ2` writes, and the one the boss's defeat puts on the right (`loc_31D7E`).
pub const CNZ2_WALL_CHUNK: u8 = 0xF9;
pub const CNZ2_OPENED_CHUNK: u8 = 0xDD;

/// Casino Night 2's walls ([`EventsState::cnz2_walls`]) made so in the running terrain; `original`: the level's
/// own chunks in [`CNZ2_WALL_CELLS`], put back when nothing is written (after a restart or a save state from
/// before). The terrain is written only where it differs (the level itself, as edited, is untouched).
pub fn cnz2_walls(events: &EventsState, terrain: &mut crate::terrain::Terrain, original: [Option<u16>; 2]) {
    for ((cell, written), original) in CNZ2_WALL_CELLS.into_iter().zip(events.cnz2_walls).zip(original) {
        let want = written.map_or(original, |chunk| Some(u16::from(chunk)));
        let side = terrain.chunk_size().pixels();
        if terrain.chunk_at(side * cell.0 as i32, side * cell.1 as i32) != want {
            terrain.place_chunk(cell.0, cell.1, want);
        }
    }
}

/// `Current_Boss_ID` of the Aquatic Ruin and Mystic Cave bosses.
pub const BOSS_ARZ: u8 = 4;
pub const BOSS_MCZ: u8 = 5;

/// `LevEvents_ARZ2`: from camera x $2810 the left limit follows the camera, the bottom limit heads for $400
/// and the fight is on (`Current_Boss_ID` 4, set here, before the arena closes); at $2A40 both x limits are
/// $2A40 and the boss (`Obj89`, [`crate::objects::s2::arz_boss`]) loads at once in the first free slot; the top limit rises
/// to $3F8 once the camera is that low, and $5A frames later the left limit follows the camera for good.
fn arz2(bounds: &mut Bounds, camera: &Camera, game: &mut GameState, slots: &mut Slots) {
    let (x, y) = (camera.x as u16, camera.y as u16);
    let e = &mut game.events;
    match e.routine {
        0 if x >= 0x2810 => {
            bounds.left = i32::from(x);
            e.max_y_target = Some(0x400);
            e.routine = 2;
            e.boss_id = BOSS_ARZ;
        }
        2 if x >= 0x2A40 => {
            bounds.left = 0x2A40;
            bounds.right = 0x2A40 + SCREEN_WIDTH;
            e.routine = 4;
            e.boss_spawn_delay = 0;
            load(slots, crate::objects::boss_for(LevelEvents::Arz2));
        }
        4 => {
            if y >= 0x3F8 {
                bounds.top = 0x3F8;
            }
            e.boss_spawn_delay = e.boss_spawn_delay.wrapping_add(1);
            if e.boss_spawn_delay >= 0x5A {
                e.routine = 6;
            }
        }
        6 => bounds.left = i32::from(x),
        _ => {}
    }
}

fn arena(
    a: &Arena,
    events: LevelEvents,
    bounds: &mut Bounds,
    camera: &Camera,
    game: &mut GameState,
    slots: &mut Slots,
) {
    let camera_x = camera.x as u16;
    let state = &mut game.events;
    match state.routine {
        0 if camera_x >= a.lock_start_x => {
            bounds.left = i32::from(camera_x);
            state.max_y_target = Some(a.max_y_target);
            state.routine += 2;
        }
        2 if camera_x >= a.min_x => {
            bounds.left = i32::from(a.min_x);
            bounds.right = i32::from(a.max_x) + SCREEN_WIDTH;
            state.routine += 2;
            state.boss_spawn_delay = 0;
            state.boss_id = a.boss_id;
        }
        4 => {
            if camera.y as u16 >= a.min_y {
                bounds.top = i32::from(a.min_y);
            }
            state.boss_spawn_delay = state.boss_spawn_delay.wrapping_add(1);
            if state.boss_spawn_delay >= a.boss_delay {
                // `AllocateObject`; with no free slot the boss is lost and the script still moves on.
                if let Some(boss) = crate::objects::boss_for(events) {
                    slots.allocate(boss, 0, None);
                }
                state.routine += 2;
            }
        }
        6 if state.boss_defeated || !a.follow_once_beaten => bounds.left = i32::from(camera_x),
        _ => {}
    }
}

/// s1disasm `boss_ghz_x`, `boss_ghz_y` (`Constants.asm`): Green Hill 3's arena (the act's right limit is
/// `boss_ghz_x`), where `DLE_GHZ3` loads the boss and the bottom limit's target there.
pub const BOSS_GHZ_X: u16 = 0x2960;
pub const BOSS_GHZ_Y: u16 = 0x300;

/// `DLE_GHZ1`: the bottom limit's target, $300, is $400 from camera x $1780 on.
pub fn ghz1_max_y(camera_x: u16) -> u16 {
    if camera_x >= 0x1780 { 0x400 } else { 0x300 }
}

/// `DLE_GHZ2`: the bottom limit's target by camera x: $300, from $ED0 $200, from $1600 $400, from $1D60 $300.
pub fn ghz2_max_y(camera_x: u16) -> u16 {
    match camera_x {
        0x1D60.. => 0x300,
        0x1600.. => 0x400,
        0xED0.. => 0x200,
        _ => 0x300,
    }
}

/// `DLE_GHZ3`'s steps (`v_dle_routine`): the act, the approach to the arena, the arena.
pub mod ghz3_routine {
    pub const MAIN: u8 = 0;
    pub const BOSS: u8 = 2;
    pub const END: u8 = 4;
}

/// `DLE_GHZ3`. `DLE_GHZ3main`: the bottom limit's target is $300, from camera x $380 $310; from $960 on,
/// while the camera is above y $280 the boss step starts (target `boss_ghz_y` = $300); lower, the target is
/// $400 — before x $1380 $4C0, set at once (the current limit too) — and from x $1700 the boss step starts.
/// `DLE_GHZ3boss`: back to the first step if the camera returns left of $960; at camera x `boss_ghz_x`
/// ($2960, the act's right limit) the boss (`Obj3D`) loads in the first free slot at (`boss_ghz_x` + $100,
/// `boss_ghz_y` − $80), the screen locks (`f_lockscreen`; with no free slot the boss is lost and the rest
/// still happens). `DLE_GHZ3end`: the left limit follows the camera every frame (no way back; the boss
/// opens the right limit once beaten).
fn ghz3(bounds: &mut Bounds, camera: &Camera, game: &mut GameState, slots: &mut Slots) {
    let camera_x = camera.x as u16;
    let state = &mut game.events;
    match state.routine {
        ghz3_routine::MAIN => {
            state.max_y_target = Some(0x300);
            if camera_x < 0x380 {
                return;
            }
            state.max_y_target = Some(0x310);
            if camera_x < 0x960 {
                return;
            }
            if (camera.y as u16) >= 0x280 {
                state.max_y_target = Some(0x400);
                if camera_x < 0x1380 {
                    state.max_y_target = Some(0x4C0);
                    set_max_y(bounds, 0x4C0);
                }
                if camera_x < 0x1700 {
                    return;
                }
            }
            state.max_y_target = Some(BOSS_GHZ_Y);
            state.routine = ghz3_routine::BOSS;
        }
        ghz3_routine::BOSS => {
            if camera_x < 0x960 {
                state.routine = ghz3_routine::MAIN;
            }
            if camera_x < BOSS_GHZ_X {
                return;
            }
            if let Some(boss) = crate::objects::boss_for(LevelEvents::Ghz3) {
                slots.allocate(boss, 0, None);
            }
            state.lockscreen = true;
            state.routine += 2;
        }
        _ => bounds.left = i32::from(camera_x),
    }
}

/// `DLE_MZ1` (REV01): the bottom limit's target by camera x ($1D0, $220 from $700, $340 from $D00); below camera y
/// $340 the next step: the top limit $340 (0 from camera x $E00), the target $340, or $500 left of $A90, where
/// below y $370 the next: at y $500 from x $B80 the top limit goes to $500 and the last step: left of $B80
/// the top limit rises back to $340 by 2 px a frame; right of it, it is $500 once the camera is that low, and
/// from x $E70 the top limit is 0 and the target $500 ($210 from $1430). Each of the first steps goes back
/// when the camera rises above the y that started it.
fn mz1(bounds: &mut Bounds, camera: &Camera, game: &mut GameState) {
    let (cx, cy) = (camera.x as u16, camera.y as u16);
    let state = &mut game.events;
    match state.routine {
        0 => {
            state.max_y_target = Some(0x1D0);
            if cx < 0x700 {
                return;
            }
            state.max_y_target = Some(0x220);
            if cx < 0xD00 {
                return;
            }
            state.max_y_target = Some(0x340);
            if cy >= 0x340 {
                state.routine = 2;
            }
        }
        2 => {
            if cy < 0x340 {
                state.routine = 0;
                return;
            }
            bounds.top = 0;
            if cx >= 0xE00 {
                return;
            }
            bounds.top = 0x340;
            state.max_y_target = Some(0x340);
            if cx >= 0xA90 {
                return;
            }
            state.max_y_target = Some(0x500);
            if cy >= 0x370 {
                state.routine = 4;
            }
        }
        4 => {
            if cy < 0x370 {
                state.routine = 2;
                return;
            }
            if cy >= 0x500 && cx >= 0xB80 {
                bounds.top = 0x500;
                state.routine = 6;
            }
        }
        _ => {
            if cx < 0xB80 {
                if bounds.top != 0x340 {
                    bounds.top -= 2;
                }
                return;
            }
            if bounds.top != 0x500 {
                if cy < 0x500 {
                    return;
                }
                bounds.top = 0x500;
            }
            if cx < 0xE70 {
                return;
            }
            bounds.top = 0;
            state.max_y_target = Some(if cx < 0x1430 { 0x500 } else { 0x210 });
        }
    }
}

/// s1disasm `boss_mz_x`, `boss_mz_y` (`Constants.asm`): Marble 3's arena.
pub const BOSS_MZ_X: u16 = 0x1800;
pub const BOSS_MZ_Y: u16 = 0x210;

/// `DLE_MZ3boss`: the bottom limit's target $720, `boss_mz_y` from camera x `boss_mz_x` − $2A0; at
/// `boss_mz_x` − $10 the boss (`Obj73`) loads in the first free slot at (`boss_mz_x` + $1F0, `boss_mz_y` + $1C),
/// the screen locks and the next step starts (with no free slot the boss is lost and the rest still happens).
/// `DLE_MZ3end`: the left limit follows the camera.
fn mz3(bounds: &mut Bounds, camera: &Camera, game: &mut GameState, slots: &mut Slots) {
    let cx = camera.x as u16;
    let state = &mut game.events;
    if state.routine != 0 {
        bounds.left = i32::from(cx);
        return;
    }
    state.max_y_target = Some(0x720);
    if cx < BOSS_MZ_X - 0x2A0 {
        return;
    }
    state.max_y_target = Some(BOSS_MZ_Y);
    if cx < BOSS_MZ_X - 0x10 {
        return;
    }
    load(slots, crate::objects::boss_for(LevelEvents::Mz3));
    state.lockscreen = true;
    state.routine = 2;
}

/// Puts an object the level events load (`FindFreeObj`) in the first free slot; `None` is an object not
/// modelled yet, which takes no slot. Returns whether a slot was free (the scripts that wait for one test it).
fn load(slots: &mut Slots, obj: Option<crate::objects::runtime::object::Obj>) -> bool {
    match obj {
        Some(obj) => slots.allocate(obj, 0, None).is_some(),
        None => slots.has_free(0, None),
    }
}

/// s1disasm `boss_lz_x`, `boss_lz_y`, `boss_slz_x`, `boss_slz_y`, `boss_syz_x`, `boss_syz_y`, `boss_sbz2_x`,
/// `boss_sbz2_y`, `boss_fz_x` (`Constants.asm`): the other arenas.
pub const BOSS_LZ_X: u16 = 0x1DE0;
pub const BOSS_LZ_Y: u16 = 0xC0;
pub const BOSS_SLZ_X: u16 = 0x2000;
pub const BOSS_SLZ_Y: u16 = 0x210;
pub const BOSS_SYZ_X: u16 = 0x2C00;
pub const BOSS_SYZ_Y: u16 = 0x4CC;
pub const BOSS_SBZ2_X: u16 = 0x2050;
pub const BOSS_SBZ2_Y: u16 = 0x510;
pub const BOSS_FZ_X: u16 = 0x2450;

/// `DLE_LZ3`'s switch: while switch $F's flag is set (`tst.b (f_switch+$F)`), the layout byte at row 2,
/// column 6 (`v_lvllayout+$80*2+6`: layout rows of $80 bytes, the foreground's $40 first) is made 7 whenever
/// it is not (the rumbling sound aside). `DynWater_LZ3` writes the same byte ($4B,
/// [`crate::objects::s1::lz_water::LZ3_WATER_CHUNK`]).
pub const LZ3_SWITCH: usize = 0xF;
/// The layout cell (column, row of 256-px chunks) both write.
pub const LZ3_SWITCH_CELL: (usize, usize) = (6, 2);
/// The byte the switch writes: the game's chunk 7.
pub const LZ3_SWITCH_CHUNK: u8 = 7;

/// Labyrinth 3's layout byte ([`crate::objects::s2::water_level::Water::lz3_layout`]): the switch's write
/// (`DLE_LZ3`, when `switch` is true), then the running terrain's cell made what the byte says — the game's
/// chunk number less 1, as the imported layout holds it; `original`, the level's own, before any write. The
/// terrain is written only when it differs (the level itself, as edited, is untouched).
pub fn lz3_layout(
    water: &mut crate::objects::s2::water_level::Water,
    switches: &[u8; 16],
    switch: bool,
    terrain: &mut crate::terrain::Terrain,
    original: Option<u16>,
) {
    if switch && switches[LZ3_SWITCH] != 0 {
        water.lz3_layout = Some(LZ3_SWITCH_CHUNK);
    }
    let (col, row) = LZ3_SWITCH_CELL;
    let want = water.lz3_layout.map_or(original, |byte| u16::from(byte).checked_sub(1));
    if terrain.chunk_at((col << 8) as i32, (row << 8) as i32) != want {
        terrain.place_chunk(col, row, want);
    }
}

/// `DLE_LZ3` (its boss step): from camera x `boss_lz_x` − $140 while the camera is above y `boss_lz_y` + $540
/// the boss (`Obj77`, [`crate::objects::s1::lz_boss`], which places itself) loads in the first free slot, the screen locks and the step ends
/// (routine 2: nothing more). The switch's layout change before it is [`lz3_layout`] (it needs the terrain).
fn lz3(camera: &Camera, game: &mut GameState, slots: &mut Slots) {
    let state = &mut game.events;
    if state.routine != 0 || (camera.x as u16) < BOSS_LZ_X - 0x140 || (camera.y as u16) >= BOSS_LZ_Y + 0x540 {
        return;
    }
    load(slots, crate::objects::boss_for(LevelEvents::Lz3));
    state.lockscreen = true;
    state.routine = 2;
}

/// `DLE_SYZ2`: the bottom limit's target $520; from camera x $25A0 $420, or $520 again while the player is at
/// y $4D0 or below.
pub fn syz2_max_y(camera_x: u16, player_y: u16) -> u16 {
    if camera_x < 0x25A0 || player_y >= 0x4D0 { 0x520 } else { 0x420 }
}

/// `DLE_SBZ1`: the bottom limit's target $720, $620 from camera x $1880, $2A0 from $2000.
pub fn sbz1_max_y(camera_x: u16) -> u16 {
    match camera_x {
        0x2000.. => 0x2A0,
        0x1880.. => 0x620,
        _ => 0x720,
    }
}

/// `DLE_SYZ3`. `DLE_SYZ3main`: from camera x `boss_syz_x` − $140 the blocks the boss picks up (`Obj76`) load,
/// and the next step starts only once a slot was free. `DLE_SYZ3boss`: from `boss_syz_x` the bottom limit's
/// target is `boss_syz_y`, the boss (`Obj75`) loads — the step ends only once a slot was free — and the screen
/// locks (every frame of the step). `DLE_SYZ3end`: the left limit follows the camera.
fn syz3(bounds: &mut Bounds, camera: &Camera, game: &mut GameState, slots: &mut Slots) {
    let cx = camera.x as u16;
    let state = &mut game.events;
    match state.routine {
        0 => {
            if cx >= BOSS_SYZ_X - 0x140 && load(slots, crate::objects::arena_object_for(LevelEvents::Syz3)) {
                state.routine = 2;
            }
        }
        2 => {
            if cx < BOSS_SYZ_X {
                return;
            }
            state.max_y_target = Some(BOSS_SYZ_Y);
            if load(slots, crate::objects::boss_for(LevelEvents::Syz3)) {
                state.routine = 4;
            }
            state.lockscreen = true;
        }
        _ => bounds.left = i32::from(cx),
    }
}

/// `DLE_SLZ3`. `DLE_SLZ3main`: from camera x `boss_slz_x` − $190 the bottom limit's target is `boss_slz_y`.
/// `DLE_SLZ3boss`: from `boss_slz_x` the boss (`Obj7A`, which places itself) loads in the first free slot (lost
/// if none) and the screen locks. `DLE_SLZ3end`: the left limit follows the camera.
fn slz3(bounds: &mut Bounds, camera: &Camera, game: &mut GameState, slots: &mut Slots) {
    let cx = camera.x as u16;
    let state = &mut game.events;
    match state.routine {
        0 => {
            if cx >= BOSS_SLZ_X - 0x190 {
                state.max_y_target = Some(BOSS_SLZ_Y);
                state.routine = 2;
            }
        }
        2 => {
            if cx >= BOSS_SLZ_X {
                load(slots, crate::objects::boss_for(LevelEvents::Slz3));
                state.lockscreen = true;
                state.routine = 4;
            }
        }
        _ => bounds.left = i32::from(cx),
    }
}

/// `DLE_SBZ2`. `DLE_SBZ2main`: the bottom limit's target $800, `boss_sbz2_y` from camera x $1800; from $1E00
/// the next step. `DLE_SBZ2boss`: from `boss_sbz2_x` − $1A0 the false floor (`Obj83`,
/// [`crate::objects::s1::false_floor`]) loads, the step ending
/// once a slot was free. `DLE_SBZ2boss2`: from `boss_sbz2_x` − $F0 Eggman (`Obj82`,
/// [`crate::objects::s1::sbz2_eggman`]) loads (the step ends once a
/// slot was free) and the screen locks; in this step the left limit follows the camera every frame.
/// `DLE_SBZ2end`: the left limit follows the camera until it reaches `boss_sbz2_x`.
fn sbz2(bounds: &mut Bounds, camera: &Camera, game: &mut GameState, slots: &mut Slots) {
    let cx = camera.x as u16;
    let state = &mut game.events;
    match state.routine {
        0 => {
            state.max_y_target = Some(0x800);
            if cx >= 0x1800 {
                state.max_y_target = Some(BOSS_SBZ2_Y);
                if cx >= 0x1E00 {
                    state.routine = 2;
                }
            }
        }
        2 => {
            if cx >= BOSS_SBZ2_X - 0x1A0 && load(slots, Some(crate::objects::s1::false_floor::spawned())) {
                state.routine = 4;
            }
        }
        4 => {
            if cx >= BOSS_SBZ2_X - 0xF0 {
                if load(slots, Some(crate::objects::s1::sbz2_eggman::spawned())) {
                    state.routine = 6;
                }
                state.lockscreen = true;
            }
            bounds.left = i32::from(cx);
        }
        _ => {
            if cx < BOSS_SBZ2_X {
                bounds.left = i32::from(cx);
            }
        }
    }
}

/// `DLE_FZ`: the left limit follows the camera in every step but the fourth. `DLE_FZmain`: from camera x
/// `boss_fz_x` − $308 the next step (the boss's art). `DLE_FZboss`: from `boss_fz_x` − $150 the boss (`Obj85`,
/// [`crate::objects::s1::fz_boss`])
/// loads — the step ends and the screen locks once a slot was free. `DLE_FZend`: from `boss_fz_x` the next step,
/// which does nothing (the left limit stays) until the boss moves it on (`DLE_FZend2`).
fn fz(bounds: &mut Bounds, camera: &Camera, game: &mut GameState, slots: &mut Slots) {
    let cx = camera.x as u16;
    let state = &mut game.events;
    match state.routine {
        0 if cx >= BOSS_FZ_X - 0x308 => state.routine = 2,
        2 if cx >= BOSS_FZ_X - 0x150 && load(slots, crate::objects::boss_for(LevelEvents::Fz)) => {
            state.routine = 4;
            state.lockscreen = true;
        }
        4 if cx >= BOSS_FZ_X => state.routine = 6,
        6 => return,
        _ => {}
    }
    bounds.left = i32::from(cx);
}

/// `Touch_Boss` instead of `TouchResponse`'s loop while a boss fight is on: the same overlap test and
/// reactions, except that an object whose `collision_flags` size index (bits 0–5) is 0 is skipped. (For
/// other bosses `BossSpecificCollision` may also replace the flags of a size-$F object; for Emerald Hill's and
/// Chemical Plant's, `BossCollision_EHZ_CPZ`, it keeps them.)
#[inline]
pub fn touch_boss_skips(game: &GameState, collision_flags: u8) -> bool {
    (game.events.boss_id != 0) & (collision_flags & 0x3F == 0)
}
