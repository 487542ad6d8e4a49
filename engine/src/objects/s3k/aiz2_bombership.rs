//! Angel Island 2's bombership sequence (skdisasm s3.asm `AIZ2_ScreenEvent`: `AIZ2SE_Normal`,
//! `AIZ2SE_ShipRefresh`, `AIZ2SE_ShipDraw`, `AIZ2SE_EndRefresh`, `AIZ2SE_End`; `AIZ2_BackgroundEvent`:
//! `AIZ2BGE_Normal`, `AIZ2BGE_ShipRefresh`, `AIZ2BGE_ShipMove`; `AIZ2_DoShipLoop`, run by `SpecialEvents`;
//! `Obj_AIZBattleship`, `Obj_BattleshipPropeller`): the screen scrolls on its own over a looping stretch of
//! jungle while Robotnik's bombership crosses the background dropping bombs, until the small Robotnik flies
//! across and hands the camera back at the end boss's approach.
//!
//! 1. `AIZ2_Resize4` (camera x $3C00, the art queues empty: `Kos_modules_left` 0) queues the ship's art and sets
//!    `Events_fg_5`; `AIZ2BGE_Normal` takes it: the layout's loop point (`Events_bg+$02`) is $4440 and the
//!    background is redrawn ($F rows, two a frame: `AIZ2BGE_ShipRefresh`), then `AIZ2BGE_ShipMove`. (A level
//!    started from camera x $3E80 starts there: `AIZ2_BackgroundInit`.)
//! 2. `AIZ2_Resize7` (camera x $4160) sets `Events_fg_4`; `AIZ2SE_Normal` takes it: `Scroll_lock` (the camera
//!    no longer follows the player) and `Special_events_routine` 4 (`AIZ2_DoShipLoop` every frame, before the
//!    objects and unless player 1 is dead): the camera moves 4 px right a frame and both x limits are the
//!    camera; once camera x + 4 reaches the loop point the players and the camera go back $200
//!    (`Level_repeat_offset` $200 that frame: the bombs' explosions move back with them). The player is kept
//!    from camera x + $18 (put there with `ground_vel` $400) to camera x + $A0.
//! 3. After 5 rows of redraw (3 frames, `AIZ2SE_ShipRefresh`) the ship's camera is set — x (`_unkEE98`) $4020,
//!    y (`_unkEE9C`, `_unkEEA2`) (camera y + $8F0) & $FF0 — and `Obj_AIZBattleship` is made (`AllocateObject`);
//!    the water is off (`Water_flag` cleared).
//! 4. `Obj_AIZBattleship` (with its two propellers, at the ship's place on the screen) moves the ship's camera
//!    left $8800 (16.16) a frame, bobbing it (`AIZBattleShip_BobbingMotion`) or, from x $3D5C down, raising
//!    it; after $1A4 + 1 frames it drops the bombs of `AIZBattleship_BombScript` ([`super::aiz_ship_bomb`]);
//!    below x $3CDC it becomes the small Robotnik ([`super::aiz2_boss_small`]) and sets `Events_fg_4` again.
//! 5. `AIZ2SE_ShipDraw` takes it: 4 more rows (3 frames, `AIZ2SE_EndRefresh`), then the loop point is $46C0;
//!    the propellers go. The small Robotnik waits for camera x $4670, flies across and ends the loop:
//!    `Scroll_lock` and `Special_events_routine` cleared, the right limit $6000 — the camera follows the
//!    player again, its left limit where the loop left it, on to the end boss's arena at $4880.
//!
//! The timed screen shake the bombs set (`Screen_shake_flag` $10, `ShakeScreen_Setup` at the end of every
//! background routine from `AIZ2BGE_BGRedraw` on, `ScreenShakeArray`) is kept: the bombs' y follows it
//! (`Translate_Camera2ObjPosition`). The dam's constant shake is not (it is long over by x $3C00).
//! As the ship goes it makes `Obj_AIZ2MakeTree`, which from camera x $44D0 makes the background trees
//! (`Obj_AIZ2BGTree`, deleted from camera x $4880) by the camera's travel with the loop's jumps left out
//! (`Adjust_BGDuringLoop`, `Events_fg_1`): drawing only, here for the slots they hold. Spilled rings move back
//! with the loop too (`Level_repeat_offset` in `Obj_Bouncing_Ring`: [`crate::objects::s2::lost_rings`]).
//! Not run: drawing — the ship in the background plane and its second camera's scroll (`HInt7`,
//! `AIZ2_ApplyDeform`'s top lines, `Draw_BGNoVert`), the background's offset (`Events_bg+$16`), the palettes,
//! the propellers', trees' and the ship's sprites, and the sounds.

use super::aiz_fire::{AizState, bg, redraw_rows};
use crate::camera::SCREEN_WIDTH;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, ObjKind, State};
use crate::objects::runtime::slots::Slots;
use crate::objects::s3k::id;
use crate::player::Player;
use formats::Bounds;

/// `Events_routine_fg` (`AIZ2_ScreenEvent_Index`).
pub mod fg {
    pub const NORMAL: u8 = 0;
    pub const SHIP_REFRESH: u8 = 4;
    pub const SHIP_DRAW: u8 = 8;
    pub const END_REFRESH: u8 = 0xC;
    pub const END: u8 = 0x10;
}

/// `AIZ2BGE_Normal`: the layout's loop point (`Events_bg+$02`) while the ship flies.
pub const LOOP_X: u16 = 0x4440;
/// `AIZ2SE_EndRefresh`: the loop point once the ship is gone.
pub const END_LOOP_X: u16 = 0x46C0;
/// `AIZ2_BackgroundInit`: a level started from this camera x starts in `AIZ2BGE_ShipMove`.
pub const INIT_SHIP_X: u16 = 0x3E80;
/// `AIZ2_DoShipLoop`: the camera's step a frame, the loop's width, the player's room from the camera's x
/// (`addi.w #$18`, then `#$88` more) and his speed when the screen's left side pushes him.
pub const SCROLL_STEP: u16 = 4;
pub const LOOP_WIDTH: u16 = 0x200;
pub const KEEP_LEFT: u16 = 0x18;
pub const KEEP_SPAN: u16 = 0x88;
pub const PUSH_SPEED: i16 = 0x400;
/// `AIZ2SE_Normal`, `loc_3B380`: `Draw_delayed_rowcount`.
pub const SHIP_ROWS: i16 = 5;
pub const END_ROWS: i16 = 4;
/// `AIZ2BGE_Normal`'s `Draw_delayed_rowcount`.
pub const BG_ROWS: i16 = 0xF;
/// `AIZ2SE_ShipRefresh`: the ship's camera x (`_unkEE98`), and its y from the camera's
/// (`Camera_Y_pos_copy` + $8F0, `Camera_Y_pos_mask` $FF0).
pub const SHIP_X: u16 = 0x4020;
pub const SHIP_Y_OFFSET: u16 = 0x8F0;
pub const Y_MASK: u16 = 0xFF0;
/// `Obj_AIZBattleshipMain`: the ship's camera moves left this much (16.16) a frame; below [`SHIP_GONE_X`] the
/// ship is gone, below [`SHIP_RISE_X`] it rises (half the distance) instead of bobbing.
pub const SHIP_SPEED: u32 = 0x8800;
pub const SHIP_GONE_X: u16 = 0x3CDC;
pub const SHIP_RISE_X: u16 = 0x3D5C;
/// `AIZBattleShip_BobbingMotion`, by (ship x / 4) & $F.
pub const BOBBING: [u8; 16] = [4, 4, 3, 3, 2, 1, 1, 0, 0, 0, 1, 1, 2, 3, 3, 4];
/// `Obj_AIZBattleship`: `$32`, the frames before the first bomb (it counts down past zero).
pub const FIRST_DELAY: u16 = 0x1A4;
/// `AIZBattleship_BombScript`: (frames to the next bomb, the bomb's x in the ship's coordinates), then $FFFF.
pub const BOMB_SCRIPT: [(u16, u16); 21] = [
    (0x20, 0x3F5C),
    (0x20, 0x3F2C),
    (0x20, 0x3F5C),
    (0x20, 0x3F2C),
    (0x20, 0x3F5C),
    (0x38, 0x3F2C),
    (0x20, 0x3EDC),
    (0x20, 0x3EAC),
    (0x20, 0x3EDC),
    (0x20, 0x3EAC),
    (0x20, 0x3EDC),
    (0x38, 0x3EAC),
    (0x20, 0x3E5C),
    (0x20, 0x3E2C),
    (0x20, 0x3E5C),
    (0x20, 0x3E2C),
    (0x20, 0x3E5C),
    (0x38, 0x3E2C),
    (0x40, 0x3DEC),
    (0x40, 0x3DEC),
    (0x40, 0x3DEC),
];
/// The script's end word.
pub const SCRIPT_END: u16 = 0xFFFF;
/// `Obj_AIZBattleship`: the propellers' x in the ship's coordinates (`$2E`), and their y (`$30`).
pub const PROPELLERS: [u16; 2] = [0x3FBC, 0x3DCC];
pub const PROPELLER_Y: u16 = 0xA71;
/// `AIZ2_BackgroundEvent`'s `Adjust_BGDuringLoop`: a camera move of $100 or more is a loop's jump of $200.
pub const JUMP: u16 = 0x100;
/// `Obj_AIZ2MakeTree`: the camera x it starts at; `AIZMakeTreeScript`: (the camera's travel since then, the
/// tree's `priority`) for each background tree, then $FFFF.
pub const TREES_X: u16 = 0x44D0;
pub const TREE_SCRIPT: [(u16, u16); 17] = [
    (0, 0x280),
    (0x32, 0x380),
    (0x8E, 0x280),
    (0x103, 0x380),
    (0x179, 0x280),
    (0x1C6, 0x380),
    (0x233, 0x280),
    (0x2A0, 0x380),
    (0x30A, 0x280),
    (0x37C, 0x380),
    (0x3C7, 0x280),
    (0x401, 0x380),
    (0x439, 0x280),
    (0x46E, 0x380),
    (0x4CA, 0x280),
    (0x50C, 0x380),
    (0x557, 0x280),
];
/// `Obj_AIZ2BGTreeMove`: the trees are deleted from this camera x on; `Obj_AIZ2BGTree`: their screen x
/// (`$2E`, where they start and past which they are not drawn) and y.
pub const TREES_GONE_X: u16 = 0x4880;
pub const TREE_X: u16 = 0x1C0;
pub const TREE_Y: u16 = 0xE9;
/// `ScreenShakeArray`: the timed shake's offsets, read at the count left.
pub const SHAKE: [i8; 20] = [1, -1, 1, -1, 2, -2, 2, -2, 3, -3, 3, -3, 4, -4, 4, -4, 5, -5, 5, -5];
/// `AIZ2_Resize4`: the ship's art — `Queue_Kos` of `Blocks/Act 2 BomberShip.kos` (its decompressed size), then
/// `Queue_Kos_Module` of `Tiles/Act 2 Bombership.kosm` and `Tiles/Act 2 Bombership 2.kosm` (their size words).
pub const SHIP_KOS: u32 = 0x338;
pub const SHIP_KOSM: [u16; 2] = [0x1160, 0x1600];

/// The sequence's state: the screen event's, `SpecialEvents`', the ship's camera and the screen shake.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ShipEvents {
    /// `Events_fg_4`: the resize routine's and the ship's signal to the screen event.
    pub fg4: bool,
    /// `Events_routine_fg`.
    pub fg_routine: u8,
    /// `Special_events_routine` 4: `AIZ2_DoShipLoop` runs every frame.
    pub looping: bool,
    /// `Events_bg+$02`: the camera x at which the layout loops back (0 before the ship's art).
    pub loop_x: u16,
    /// `Level_repeat_offset`: $200 on the frame the loop went back, else 0.
    pub repeat_offset: u16,
    /// `_unkEE98` (16.16): the ship's camera x.
    pub ship_x: u32,
    /// `_unkEE9C`, `_unkEEA2`: the ship's camera y, and the y it bobs from.
    pub ship_y: u16,
    pub ship_base_y: u16,
    /// `Events_bg+$04`: the ship is in the background.
    pub shown: bool,
    /// `Screen_shake_flag` (the timed shake's frames left), `Screen_shake_offset`, `Screen_shake_last_offset`.
    pub shake: u16,
    pub shake_offset: i16,
    pub shake_last: i16,
    /// `Events_fg_0`, `Events_fg_1` (`Adjust_BGDuringLoop`): the camera's x last frame, and how far the camera
    /// has travelled, the loop's jumps left out (what the background trees move by).
    pub bg_camera: u16,
    pub bg_travel: u16,
}

impl ShipEvents {
    /// The ship's camera x in pixels (`_unkEE98`'s word).
    pub fn ship_pixel_x(&self) -> u16 {
        (self.ship_x >> 16) as u16
    }
}

/// `AIZ2_DoShipLoop` (`SpecialEvents`, before the objects): the camera 4 px on, looping back $200 at the loop
/// point with the players; both x limits the camera's; player 1 kept on screen.
pub fn ship_loop(
    s: &mut ShipEvents,
    camera_x: &mut i32,
    bounds: &mut Bounds,
    p1: &mut Player,
    p2: Option<&mut Player>,
) {
    s.repeat_offset = 0;
    let mut x = (*camera_x as u16).wrapping_add(SCROLL_STEP);
    if x >= s.loop_x {
        s.repeat_offset = LOOP_WIDTH;
        let back = i32::from(LOOP_WIDTH) << 8;
        p1.x = p1.x.wrapping_sub(back);
        if let Some(p2) = p2 {
            p2.x = p2.x.wrapping_sub(back);
        }
        x = x.wrapping_sub(LOOP_WIDTH);
    }
    *camera_x = i32::from(x);
    bounds.left = i32::from(x);
    bounds.right = i32::from(x) + SCREEN_WIDTH;
    let left = x.wrapping_add(KEEP_LEFT);
    let px = p1.pixel_x() as u16;
    if left > px {
        crate::objects::runtime::object::set_pixel(&mut p1.x, left);
        p1.ground_speed = PUSH_SPEED;
    } else {
        let right = left.wrapping_add(KEEP_SPAN);
        if right <= px {
            crate::objects::runtime::object::set_pixel(&mut p1.x, right);
        }
    }
}

/// `AIZ2_ScreenEvent`, after the resize routine (`camera`: `Camera_X_pos_copy`, `Camera_Y_pos`). `scroll_lock`
/// is `Scroll_lock`; `water_off` is set when the water goes (`clr.b (Water_flag).w`).
pub fn screen_event(
    s: &mut AizState,
    camera: (i32, i32),
    scroll_lock: &mut bool,
    water_off: &mut bool,
    slots: &mut Slots,
) {
    if s.ship.fg_routine == fg::NORMAL {
        if !s.ship.fg4 {
            return;
        }
        // `AIZ2SE_Normal`.
        s.ship.fg4 = false;
        s.rows = SHIP_ROWS;
        *scroll_lock = true;
        s.ship.looping = true;
        s.ship.fg_routine = fg::SHIP_REFRESH;
    }
    if s.ship.fg_routine == fg::SHIP_REFRESH {
        if !redraw_rows(s) {
            return;
        }
        let ship = &mut s.ship;
        ship.ship_x = u32::from(SHIP_X) << 16;
        // `Camera_Y_pos_copy`: the camera's y with this frame's shake.
        let y = (camera.1 as u16).wrapping_add(ship.shake_offset as u16);
        ship.ship_y = y.wrapping_add(SHIP_Y_OFFSET) & Y_MASK;
        ship.ship_base_y = ship.ship_y;
        // `AllocateObject`: with no free slot there is no ship (and nothing ends the loop).
        // (No position: the ship is the background's.)
        let common = Common::new(id::SONIC3K, 0, 0, 0, false, false);
        slots.allocate(Obj { common, state: AizBattleship::default().into() }, 0, None);
        ship.shown = true;
        *water_off = true;
        ship.fg_routine = fg::SHIP_DRAW;
    }
    if s.ship.fg_routine == fg::SHIP_DRAW {
        if !s.ship.fg4 {
            return;
        }
        // `loc_3B380`.
        s.ship.fg4 = false;
        s.rows = END_ROWS;
        s.ship.fg_routine = fg::END_REFRESH;
    }
    if s.ship.fg_routine == fg::END_REFRESH {
        if !redraw_rows(s) {
            return;
        }
        s.ship.loop_x = END_LOOP_X;
        s.ship.shown = false;
        s.ship.fg_routine = fg::END;
    }
}

/// `AIZ2BGE_Normal`'s signal (`Events_fg_5`): the loop point and the background's redraw
/// (`AIZ2BGE_ShipRefresh`'s first rows the same frame).
pub fn background_normal(s: &mut AizState) {
    if !s.fg5 {
        return;
    }
    s.fg5 = false;
    s.rows = BG_ROWS;
    s.ship.loop_x = LOOP_X;
    s.bg_routine = bg::AIZ2_SHIP_REFRESH;
    background_refresh(s);
}

/// `AIZ2BGE_ShipRefresh`: the background's redraw, then `AIZ2BGE_ShipMove`.
pub fn background_refresh(s: &mut AizState) {
    if redraw_rows(s) {
        s.bg_routine = bg::AIZ2_SHIP_MOVE;
    }
}

/// `Adjust_BGDuringLoop` (`d2` $100, `d3` $200), at the top of `AIZ2_BackgroundEvent` (`camera_x`:
/// `Camera_X_pos_copy`): the camera's move since last frame joins its travel, a loop's jump back taken out.
pub fn adjust_during_loop(s: &mut ShipEvents, camera_x: u16) {
    let last = std::mem::replace(&mut s.bg_camera, camera_x);
    let d = camera_x.wrapping_sub(last);
    if (d as i16) >= 0 {
        let d = if d >= JUMP { d.wrapping_sub(LOOP_WIDTH) } else { d };
        s.bg_travel = s.bg_travel.wrapping_add(d);
    } else {
        let d = d.wrapping_neg();
        let d = if d >= JUMP { d.wrapping_sub(LOOP_WIDTH) } else { d };
        s.bg_travel = s.bg_travel.wrapping_sub(d);
    }
}

/// `AIZ2_BackgroundInit` (`Events_fg_0`, `Events_fg_1` the camera's x); from camera x $3E80 the ship's background
/// and loop point from the start.
pub fn background_init(s: &mut AizState, camera_x: u16) {
    (s.ship.bg_camera, s.ship.bg_travel) = (camera_x, camera_x);
    if camera_x >= INIT_SHIP_X {
        s.bg_routine = bg::AIZ2_SHIP_MOVE;
        s.ship.loop_x = LOOP_X;
    }
}

/// `ShakeScreen_Setup`: the timed shake counts down and gives its offset (none while player 1 is dead).
pub fn shake_setup(s: &mut ShipEvents, player_dead: bool) {
    s.shake_last = s.shake_offset;
    if player_dead || s.shake == 0 {
        s.shake_offset = 0;
        return;
    }
    s.shake -= 1;
    s.shake_offset = i16::from(SHAKE[usize::from(s.shake).min(SHAKE.len() - 1)]);
}

/// `Obj_AIZBattleship`: the ship's controller (it has no sprite of its own: the ship is the background's).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AizBattleship {
    /// `$2E`: the next entry of [`BOMB_SCRIPT`].
    pub script: u8,
    /// `$32`: frames to the next bomb (counts down past zero).
    pub delay: u16,
}

/// What `Obj_AIZBattleshipMain` does to the ship's camera this frame: false once the ship is gone (below
/// [`SHIP_GONE_X`]).
pub fn fly(s: &mut ShipEvents) -> bool {
    s.ship_x = s.ship_x.wrapping_sub(SHIP_SPEED);
    let x = s.ship_pixel_x();
    if (x.wrapping_sub(SHIP_GONE_X) as i16) < 0 {
        return false;
    }
    let d = x.wrapping_sub(SHIP_RISE_X) as i16;
    s.ship_y = if d < 0 {
        // `loc_3B84E`: rising as it goes off screen.
        ((d.wrapping_neg()) >> 1).wrapping_add(s.ship_base_y as i16) as u16
    } else {
        let i = usize::from(((x as i16) >> 2) as u16 & 0xF);
        u16::from(BOBBING[i]).wrapping_add(s.ship_base_y)
    };
    true
}

fn run_ship(c: &mut Common, s: &mut AizBattleship, cx: &mut ObjCtx) -> Option<State> {
    if c.routine == 0 {
        c.routine = 2;
        s.delay = FIRST_DELAY;
        for x in PROPELLERS {
            // `AllocateObjectAfterCurrent`: the first that finds no slot ends the loop.
            let common = Common::new(id::SONIC3K, 0, 0, 0, false, false);
            let state = AizShipPropeller { x };
            if cx.spawn_after(Obj { common, state: state.into() }).is_none() {
                break;
            }
        }
    }
    let ship = &mut cx.world.game.events.aiz.ship;
    if !fly(ship) {
        // Into `Obj_AIZ2BossSmall` (its init runs next frame); `Events_fg_4` for the screen event; the background
        // trees' maker in the next free slot after it (`AllocateObjectAfterCurrent`).
        ship.fg4 = true;
        c.routine = 0;
        let common = Common::new(id::SONIC3K, 0, 0, 0, false, false);
        cx.spawn_after(Obj { common, state: AizMakeTree::default().into() });
        return Some(super::aiz2_boss_small::AizBossSmall::default().into());
    }
    let (delay, borrow) = s.delay.overflowing_sub(1);
    s.delay = delay;
    if !borrow {
        return None;
    }
    let (wait, x) = BOMB_SCRIPT.get(usize::from(s.script)).copied().unwrap_or((SCRIPT_END, 0));
    s.delay = wait;
    if wait as i16 >= 0 {
        let common = Common::new(id::SONIC3K, 0, c.pixel_x(), c.pixel_y(), false, false);
        let bomb = super::aiz_ship_bomb::AizShipBomb { ship_x: x, ..Default::default() };
        if cx.spawn_after(Obj { common, state: bomb.into() }).is_some() {
            s.script += 1;
        }
    }
    None
}

impl ObjKind for AizBattleship {
    const READS_ON_SCREEN: bool = false;
    const MAY_MOVE_PLAYERS: bool = false;

    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run_ship(c, s, cx)
    }

    fn name(&self) -> &'static str {
        "AIZ bombership"
    }
}

/// `Obj_BattleshipPropeller`: drawn at its x in the ship's coordinates (not drawn here); gone once the screen
/// event reaches `AIZ2SE_EndRefresh` (`Events_routine_fg` $C).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AizShipPropeller {
    /// `$2E`.
    pub x: u16,
}

impl ObjKind for AizShipPropeller {
    const READS_ON_SCREEN: bool = false;
    const MAY_MOVE_PLAYERS: bool = false;

    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        let ship = &cx.world.game.events.aiz.ship;
        if ship.fg_routine == fg::END_REFRESH {
            c.delete();
            return None;
        }
        // `Translate_Camera2ObjPosition` (where it is drawn: the ship's place on the screen).
        let camera = cx.world.env.camera;
        let x = s.x.wrapping_sub(ship.ship_pixel_x()).wrapping_add(camera.x as u16);
        let y = super::aiz_ship_bomb::screen_y(PROPELLER_Y, ship, camera.y as u16);
        crate::objects::runtime::object::set_pixel(&mut c.x, x);
        crate::objects::runtime::object::set_pixel(&mut c.y, y);
        c.display();
        None
    }

    fn name(&self) -> &'static str {
        "AIZ bombership propeller"
    }
}

/// `Obj_AIZ2MakeTree`: from camera x $44D0 it makes the background trees of [`TREE_SCRIPT`] as the camera travels
/// (`Events_fg_1`), one a frame at most (in the next free slot after it: none free, the same entry next frame),
/// and goes after the last. Drawing only: it and its trees are here for the slots they hold.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AizMakeTree {
    /// `loc_3BABC` reached (camera x $44D0): `$2E` the travel then.
    pub started: bool,
    pub start: u16,
    /// `$30`: the next entry.
    pub next: u8,
}

impl ObjKind for AizMakeTree {
    const READS_ON_SCREEN: bool = false;
    const MAY_MOVE_PLAYERS: bool = false;

    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        let travel = cx.world.game.events.aiz.ship.bg_travel;
        if !s.started {
            if (cx.world.env.camera.x as u16) < TREES_X {
                return None;
            }
            (s.started, s.start) = (true, travel);
        }
        let Some(&(at, priority)) = TREE_SCRIPT.get(usize::from(s.next)) else {
            c.delete();
            return None;
        };
        if travel.wrapping_sub(s.start) >= at {
            let common = Common::new(id::SONIC3K, 0, 0, 0, false, false);
            let tree = AizBgTree { priority, start: travel };
            if cx.spawn_after(Obj { common, state: tree.into() }).is_some() {
                s.next += 1;
            }
        }
        None
    }

    fn name(&self) -> &'static str {
        "AIZ2 background tree maker"
    }
}

/// `Obj_AIZ2BGTree`: a tree in front of the background, moving with the camera's travel (`Events_fg_1`) at 3/4
/// of its speed from screen x $1C0 (not drawn here); deleted from camera x $4880 on.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AizBgTree {
    /// `priority` (from the script), `$30` (the travel when made).
    pub priority: u16,
    pub start: u16,
}

impl ObjKind for AizBgTree {
    const READS_ON_SCREEN: bool = false;
    const MAY_MOVE_PLAYERS: bool = false;

    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        let camera = cx.world.env.camera;
        if camera.x as u16 >= TREES_GONE_X {
            c.delete();
            return None;
        }
        // `loc_3BB22`: its screen x, drawn left of $1C0 (here placed where it shows, for the editor).
        let d = cx.world.game.events.aiz.ship.bg_travel.wrapping_sub(s.start);
        let x = TREE_X.wrapping_sub(d.wrapping_sub(((d as i16) >> 2) as u16));
        c.x = (camera.x + i32::from(x as i16) - 0x80) << 8;
        c.y = (camera.y + i32::from(TREE_Y) - 0x80) << 8;
        if x < TREE_X {
            c.display();
        }
        None
    }

    fn name(&self) -> &'static str {
        "AIZ2 background tree"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `Obj_AIZBattleshipMain` from `_unkEE98` $4020: bobbing by `AIZBattleShip_BobbingMotion`, rising from
    /// $3D5C, gone below $3CDC — after 1574 frames.
    #[test]
    fn the_ship_crosses_in_1574_frames() {
        let mut s = ShipEvents { ship_x: u32::from(SHIP_X) << 16, ship_base_y: 0xA40, ..Default::default() };
        assert!(fly(&mut s));
        assert_eq!(s.ship_x, 0x401F_7800);
        // $401F >> 2 & $F = 7.
        assert_eq!(s.ship_y, 0xA40);
        let mut frames = 1;
        while fly(&mut s) {
            frames += 1;
            let x = s.ship_pixel_x();
            if x < SHIP_RISE_X {
                assert_eq!(s.ship_y, 0xA40 + (SHIP_RISE_X - x) / 2, "x {x:#X}");
            }
        }
        assert_eq!(frames + 1, 1574);
        assert_eq!(s.ship_pixel_x(), 0x3CDB);
    }

    /// `ShakeScreen_Setup` with `Screen_shake_flag` $10: offsets 4, −4, 4, −4, 3, … 1, −1, then 0.
    #[test]
    fn the_timed_shake_counts_down() {
        let mut s = ShipEvents { shake: 0x10, ..Default::default() };
        let mut offsets = Vec::new();
        for _ in 0..0x11 {
            shake_setup(&mut s, false);
            offsets.push(s.shake_offset);
        }
        assert_eq!(offsets, [-4, 4, -4, 4, -3, 3, -3, 3, -2, 2, -2, 2, -1, 1, -1, 1, 0]);
        assert_eq!(s.shake_last, 1);
    }

    /// `AIZ2_DoShipLoop`: camera x $4300 → $4304, both limits there; a player at $4300 is put at $431C with
    /// `ground_vel` $400; then (camera $4308) one at $43B0 at $43A8 (his subpixel kept), one between is left;
    /// at camera x $443C
    /// (+ 4 = the loop point $4440) the camera and both players go back $200 (`Level_repeat_offset` $200,
    /// 0 again the next frame).
    #[test]
    fn the_loop_scrolls_keeps_the_player_and_goes_back_at_4440() {
        use crate::{Character, Player};
        let mut s = ShipEvents { loop_x: LOOP_X, looping: true, ..Default::default() };
        let mut bounds = Bounds { left: 0, top: 0x15A, right: 0x6000, bottom: 0x15A + 224 };
        let mut cam = 0x4300;
        let mut p = Player::standing(Character::Sonic, 0x4300, 0x1F0);
        ship_loop(&mut s, &mut cam, &mut bounds, &mut p, None);
        assert_eq!((cam, bounds.left, bounds.right), (0x4304, 0x4304, 0x4304 + 320));
        assert_eq!((p.pixel_x(), p.ground_speed, s.repeat_offset), (0x431C, 0x400, 0));
        p.x = (0x43B0 << 8) | 0x80;
        p.ground_speed = 0x600;
        ship_loop(&mut s, &mut cam, &mut bounds, &mut p, None);
        assert_eq!((cam, p.x, p.ground_speed), (0x4308, (0x43A8 << 8) | 0x80, 0x600));
        p.x = 0x4380 << 8;
        ship_loop(&mut s, &mut cam, &mut bounds, &mut p, None);
        assert_eq!(p.pixel_x(), 0x4380);
        cam = 0x443C;
        let mut p2 = Player::standing(Character::Tails, 0x4470, 0x1F0);
        p.x = 0x44A0 << 8;
        ship_loop(&mut s, &mut cam, &mut bounds, &mut p, Some(&mut p2));
        assert_eq!((cam, bounds.left, s.repeat_offset), (0x4240, 0x4240, LOOP_WIDTH));
        assert_eq!((p.pixel_x(), p2.pixel_x()), (0x42A0, 0x4270));
        ship_loop(&mut s, &mut cam, &mut bounds, &mut p, None);
        assert_eq!((cam, s.repeat_offset), (0x4244, 0));
    }

    /// `AIZ2_ScreenEvent`: `Events_fg_4` locks the scroll and starts the loop; 5 rows (two a frame) later —
    /// the third frame — the ship's camera is ($4020, (camera y + $8F0) & $FF0) and `Obj_AIZBattleship` is
    /// in the first free slot, the water off; the ship's `Events_fg_4` brings 4 rows (3 frames) and the loop
    /// point $46C0.
    #[test]
    fn the_screen_event_makes_the_ship_then_moves_the_loop_point() {
        let mut s = AizState::default();
        s.ship.loop_x = LOOP_X;
        let mut slots = Slots::default();
        let (mut lock, mut water_off) = (false, false);
        screen_event(&mut s, (0x4160, 0x15A), &mut lock, &mut water_off, &mut slots);
        assert!(!lock && s.ship.fg_routine == fg::NORMAL, "nothing before the signal");
        s.ship.fg4 = true;
        let mut made = None;
        for frame in 1..=3 {
            screen_event(&mut s, (0x4160, 0x15A), &mut lock, &mut water_off, &mut slots);
            if made.is_none() && slots.get(0).is_some() {
                made = Some(frame);
            }
        }
        assert!(lock && s.ship.looping && !s.ship.fg4);
        assert_eq!(made, Some(3));
        assert!(matches!(
            slots.get(0).map(|o| &o.state),
            Some(State::Sonic3k(crate::objects::s3k::kinds::Sonic3k::AizBattleship(_)))
        ));
        assert_eq!((s.ship.ship_x, s.ship.ship_y, s.ship.ship_base_y), (0x4020_0000, 0xA40, 0xA40));
        assert!(water_off && s.ship.shown && s.ship.fg_routine == fg::SHIP_DRAW);
        s.ship.fg4 = true;
        for frame in 1..=3 {
            screen_event(&mut s, (0x4300, 0x15A), &mut lock, &mut water_off, &mut slots);
            assert_eq!(s.ship.loop_x == END_LOOP_X, frame == 3, "frame {frame}");
        }
        assert!(!s.ship.shown && s.ship.fg_routine == fg::END);
    }

    /// `AIZ2BGE_Normal` on `Events_fg_5`: the loop point $4440, then $F rows two a frame: `AIZ2BGE_ShipMove`
    /// from the 8th frame.
    #[test]
    fn the_background_takes_the_ships_art_signal() {
        let mut s = AizState { bg_routine: bg::AIZ2_NORMAL, fg5: true, ..Default::default() };
        let mut frames = 0;
        background_normal(&mut s);
        frames += 1;
        assert_eq!((s.ship.loop_x, s.fg5), (LOOP_X, false));
        while s.bg_routine != bg::AIZ2_SHIP_MOVE {
            background_refresh(&mut s);
            frames += 1;
        }
        assert_eq!(frames, 8);
    }

    /// `Adjust_BGDuringLoop`: +4 a frame adds 4; the loop's −$1FC (x + 4 − $200) adds 4 too; a move left of 3
    /// takes 3 off.
    #[test]
    fn the_travel_leaves_the_loops_jumps_out() {
        let mut s = ShipEvents { bg_camera: 0x443C, bg_travel: 0x443C, ..Default::default() };
        adjust_during_loop(&mut s, 0x4240);
        assert_eq!((s.bg_camera, s.bg_travel), (0x4240, 0x4440));
        adjust_during_loop(&mut s, 0x4244);
        assert_eq!(s.bg_travel, 0x4444);
        adjust_during_loop(&mut s, 0x4241);
        assert_eq!(s.bg_travel, 0x4441);
    }
}
