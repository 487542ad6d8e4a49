//! Hydrocity 1's miniboss, the water-spinning machine (skdisasm s3.asm `Obj_HCZMiniboss`, S3K id $99, placed at
//! ($3720, $580)); its rockets, engine and whirlpool are [`super::hcz_miniboss_parts`].
//!
//! - Asleep until the camera is within y $300–$400, x $3500–$3700 (`Check_CameraInRange`, `word_47D28`; out of
//!   range it goes, `Delete_Sprite_If_Not_In_Range`). Then `Boss_flag`, the top limit $300 and its whirlpool in
//!   the water $148 below it (`ChildObjDat_48BB2`).
//! - `loc_47D30`: the camera's left limit follows the camera; from camera y $638 the top and bottom limits are
//!   $638, from camera x $3680 the left and right $3680; with both, 2 s of wait (`Obj_Wait` $78) out of sight.
//! - `Obj_HCZ_MinibossLoop` (drawn with its touch $F, an enemy with 6 hits, y radius $28): down at $100 for $E0
//!   frames (its four rockets and the engine made, `Child1_HCZMiniboss_RocketsEngine`), still 60, up at −$400 for
//!   $38, still 60; then the dives (`sub_48916`: at camera x + $40 or + $100 by `byte_4894E`, one or two dives):
//!   down at $400 to the floor (`ObjHitFloor_DoRoutine`), along it at ±$400 for $30 frames, up at −$400 to where
//!   it started ($44) — or, after the last dive, to $108 below it, then a hop (±$180, −$400 falling $20) of $40
//!   frames, and it stays on the floor: the rockets stop (`$38` bit 3 clear), $A0 frames later its whirlpool
//!   turns for $180 frames (bit 2), $80 frames later the rockets start again, $40 later it rises at −$20 for $80
//!   frames and at −$400 back to its start, and dives again.
//! - `sub_48A8C`: a hit (`Touch_Enemy` cleared `collision_flags`) flashes it $20 frames, then its touch comes back
//!   (`$25`); the sixth (`collision_property` 0; `Touch_Enemy` set `status` bit 7, which the rockets, the engine
//!   and the whirlpool read) stops it (`Wait_Draw`, `BossDefeated_StopTimer`: 1000 points, the timer stopped),
//!   and $40 frames later `loc_4807A` runs `Obj_EndSignControl` (`_unkFAA2`, which stops the water; `_unkFAA8`, the
//!   act's end; `$38` bit 4, which the whirlpool reads): $80 frames more and `Boss_flag` is cleared and the end sign
//!   falls ([`super::end_sign`]). Its level results run the level into act 2 ([`super::hcz1_transition`]) and at
//!   their end clear `_unkFAA8`: `Obj_EndSignControlAwaitStart` gives the players their control back
//!   (`Restore_PlayerControl`), and once the act 2 title card is over (`End_of_level_flag`,
//!   [`super::title_card`]) `Obj_EndSignControlDoStart` sets act 2's sizes (`Change_Act2Sizes`) and goes. At the
//!   defeat it also makes the drop's control (`loc_4809C`, [`super::hcz1_drop`]), whose whirlpools pull the
//!   players down into act 2.
//!
//! Not run: the splashes (`loc_4830C`), the bubbles (`loc_484A0`, `loc_48554`), the rockets' exhaust
//! (`loc_482B0`, no touch), the boss explosion, the debris (`loc_4870A`, `loc_48732`), the palettes and music.

use crate::camera::{SCREEN_HEIGHT, SCREEN_WIDTH};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::ground;
use crate::objects::runtime::object::{Common, NO_BALANCING, Obj, ObjKind, State};
use crate::objects::s3k::hcz_miniboss_parts::{Engine, Rocket, Whirlpool};
use crate::objects::s3k::id;

/// `ObjDat_HCZMiniboss_Loop`: touch size $F, an enemy.
pub const COLLISION: u8 = 0x0F;
/// `move.b #6,collision_property(a0)`.
pub const HITS: u8 = 6;
/// `word_47D28`: camera y $300–$400, x $3500–$3700.
pub const WAKE: (u16, u16, u16, u16) = (0x300, 0x400, 0x3500, 0x3700);
/// `loc_47D30`: the arena's top/bottom limit and its left/right limit.
pub const ARENA_Y: u16 = 0x638;
pub const ARENA_X: u16 = 0x3680;
/// `Camera_min_Y_pos` as it wakes.
pub const WAKE_TOP: u16 = 0x300;
/// The hit flash and the defeat's points, as every S3K boss has them.
pub use super::boss::{DEFEAT_POINTS, FLASH};
/// `loc_47F60`: the last climb stops this far below its start.
pub const LAST_CLIMB: u16 = 0x108;
/// `byte_4894E`: (x from the camera's left, 0 = $100; dives after the first) for each of the eight patterns.
pub const DIVES: [(u8, i8); 8] = [(0x40, 1), (0, 1), (0x40, 0), (0x40, 1), (0, 0), (0, 1), (0x40, 0), (0, 0)];

/// `$38` bits: 0 and 1 the arena's limits reached, 2 the whirlpool turns, 3 the rockets spin, 4 the act is over
/// (`Obj_EndSignControl`), 6 the engine hidden, 7 it has splashed into the water.
pub mod flag {
    pub const ARENA_Y: u8 = 1;
    pub const ARENA_X: u8 = 2;
    pub const WHIRL: u8 = 4;
    pub const ROCKETS: u8 = 8;
    pub const ACT_OVER: u8 = 0x10;
    pub const ENGINE_OFF: u8 = 0x40;
    pub const SPLASHED: u8 = 0x80;
}

/// What the object's code pointer is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Phase {
    /// `Obj_HCZMiniboss`: waiting for the camera (`Check_CameraInRange`).
    #[default]
    Asleep,
    /// `loc_47D30`: closing the arena.
    Arena,
    /// `Obj_Wait` before `loc_47DBA`.
    Intro,
    /// `Obj_HCZ_MinibossLoop`.
    Fight,
    /// `Wait_Draw` after `loc_48AEA`.
    Beaten,
    /// `Obj_EndSignControlWait`.
    EndSignWait,
    /// `Obj_EndSignControlAwaitStart`: the end sign's turn ([`super::end_sign`]), until the level results clear
    /// `_unkFAA8`.
    Signpost,
    /// `Obj_EndSignControlDoStart`: the players' control restored (`Restore_PlayerControl`), waiting for the act 2
    /// title card (`End_of_level_flag`, [`super::title_card`]), then `Change_Act2Sizes` and gone.
    Started,
}

/// What `Obj_Wait` calls (`$34(a0)`), by the routine's label.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Next {
    #[default]
    None,
    /// `loc_47DBA`: the fight starts.
    Fight,
    /// `loc_47E40`: still.
    Hover,
    /// `loc_47E60`: up.
    Rise,
    /// `loc_47E7C`: still at the top.
    Top,
    /// `loc_47E92`: the next dive pattern.
    Dive,
    /// `loc_47EE8`: along the floor.
    Floor,
    /// `loc_47F28`: up again.
    Climb,
    /// `loc_47FBC`: the rockets stop.
    Land,
    /// `loc_47FE4`: the whirlpool turns.
    WhirlOn,
    /// `loc_47FFA`: the whirlpool stops.
    WhirlOff,
    /// `loc_48010`: the rockets spin again.
    RocketsOn,
    /// `loc_4802E`: rising slowly.
    Lift,
    /// `loc_4804A`: back up to the start.
    Surface,
    /// `loc_4807A`: `Obj_EndSignControl`.
    EndSign,
    /// `Obj_EndSignControlDoSign`.
    DoSign,
}

/// Hydrocity's boss state the level shares (`Boss_flag`, `Events_bg+$16`, `_unkFAA2`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct HczBossEvents {
    /// `Boss_flag`: set from the boss's wake to the signpost.
    pub boss_flag: bool,
    /// `Events_bg+$16`: the background's animated waterline tiles stop (`AnimateTiles_HCZ1`).
    pub bg_tiles_stopped: bool,
    /// `_unkFAA2`: the water no longer moves (the defeat).
    pub water_stopped: bool,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct HczMiniboss {
    pub phase: Phase,
    /// `$2E(a0)`: `Obj_Wait`'s timer.
    pub wait: i16,
    /// `$34(a0)`.
    pub next: Next,
    /// `$38(a0)` ([`flag`]).
    pub flags: u8,
    /// `$39(a0)`: dives left.
    pub dives: i8,
    /// `$3A(a0)`: the pattern counter (`sub_48916`, by 2).
    pub pattern: u8,
    /// `$40(a0)`: the speed along the floor (±$400, turned each dive).
    pub floor_speed: i16,
    /// `$44(a0)`: its y when the fight started.
    pub home_y: u16,
    /// `$20(a0)`: the hit's flash.
    pub flash: u8,
    /// Its own `collision_flags` (the runtime's copy is it only on the frames it was drawn with its touch).
    pub touch: u8,
    /// The flags shown to the players this frame (to tell a hit: `Touch_Enemy` clears them).
    pub exposed: bool,
}

/// `Obj_Wait`: true when the timer ran out.
fn wait(s: &mut HczMiniboss) -> bool {
    s.wait = s.wait.wrapping_sub(1);
    s.wait < 0
}

/// `sub_48916`: the next pattern's x (camera x + $40 moving right at $400 along the floor, or + $100 moving
/// left), and its dives.
pub fn pick_dive(c: &mut Common, s: &mut HczMiniboss, camera_x: u16) {
    let i = usize::from(s.pattern & 0xE) / 2;
    s.pattern = s.pattern.wrapping_add(2);
    let (x, dives) = DIVES[i];
    let x = if x == 0 { 0x100 } else { u16::from(x) };
    s.floor_speed = if x >= 0xA0 { -0x400 } else { 0x400 };
    crate::objects::runtime::object::set_pixel(&mut c.x, camera_x.wrapping_add(x));
    s.dives = dives;
}

/// `loc_47E96`: down at $400 to the floor.
fn dive(c: &mut Common, s: &mut HczMiniboss) {
    c.routine = 0xA;
    s.flags |= flag::ENGINE_OFF;
    s.flags &= !flag::SPLASHED;
    c.y_vel = 0x400;
    s.wait = 0x47;
    s.next = Next::Floor;
}

/// `sub_488E4` / `sub_488FA`: the first frame at or below the water's surface it splashes (the splash not run).
fn splash(c: &Common, s: &mut HczMiniboss, water: i32) {
    if s.flags & flag::SPLASHED == 0 && (c.pixel_y() as u16) >= water.clamp(0, 0xFFFF) as u16 {
        s.flags |= flag::SPLASHED;
    }
}

/// Runs `$34`.
fn call(next: Next, c: &mut Common, s: &mut HczMiniboss, cx: &mut ObjCtx) {
    match next {
        Next::None | Next::DoSign => {}
        Next::Fight => {
            s.phase = Phase::Fight;
            c.routine = 0;
        }
        Next::Hover => {
            c.routine = 4;
            c.y_vel = 0;
            s.wait = 60 - 1;
            s.next = Next::Rise;
        }
        Next::Rise => {
            c.routine = 6;
            c.y_vel = -0x400;
            s.wait = 0x37;
            s.next = Next::Top;
        }
        Next::Top => {
            c.routine = 8;
            s.wait = 60 - 1;
            s.next = Next::Dive;
        }
        Next::Dive => {
            pick_dive(c, s, cx.world.env.camera.x as u16);
            dive(c, s);
        }
        Next::Floor => {
            c.routine = 0xC;
            c.x_vel = s.floor_speed;
            s.floor_speed = s.floor_speed.wrapping_neg();
            c.y_vel = 0;
            s.wait = 0x2F;
            s.next = Next::Climb;
            s.flags &= !flag::SPLASHED;
        }
        Next::Climb => {
            c.y_vel = -0x400;
            c.x_vel = 0;
            s.dives = s.dives.wrapping_sub(1);
            c.routine = if s.dives < 0 { 0x10 } else { 0xE };
        }
        Next::Land => {
            c.routine = 0x14;
            s.flags &= !flag::ROCKETS;
            s.wait = 0x9F;
            s.next = Next::WhirlOn;
            c.x_vel = 0;
        }
        Next::WhirlOn => {
            s.flags |= flag::WHIRL;
            s.wait = 0x17F;
            s.next = Next::WhirlOff;
        }
        Next::WhirlOff => {
            s.flags &= !flag::WHIRL;
            s.wait = 0x7F;
            s.next = Next::RocketsOn;
        }
        Next::RocketsOn => {
            s.flags |= flag::ROCKETS;
            s.wait = 0x3F;
            s.next = Next::Lift;
        }
        Next::Lift => {
            c.routine = 2;
            c.y_vel = -0x20;
            s.wait = 0x7F;
            s.next = Next::Surface;
        }
        Next::Surface => {
            c.routine = 0x16;
            s.flags &= !flag::ENGINE_OFF;
            c.y_vel = -0x400;
        }
        Next::EndSign => {
            // `loc_4807A`: `_unkFAA2`, then `Obj_EndSignControl` ($80 frames; `_unkFAA8`, bit 4).
            cx.world.game.events.hcz_boss.water_stopped = true;
            cx.world.game.end_of_level = true;
            // `AllocateObject` with `loc_4809C`: the drop into act 2 after the results ([`super::hcz1_drop`]).
            let common = Common::new(id::SONIC3K, 0, 0, 0, false, false);
            cx.spawn(Obj { common, state: super::hcz1_drop::DropControl::default().into() });
            s.phase = Phase::EndSignWait;
            s.flags |= flag::ACT_OVER;
            s.wait = 0x7F;
            s.next = Next::DoSign;
        }
    }
}

fn wait_then(c: &mut Common, s: &mut HczMiniboss, cx: &mut ObjCtx) {
    if wait(s) {
        call(s.next, c, s, cx);
    }
}

/// `Obj_HCZMiniboss` and `loc_47D30`: returns once asleep or closing the arena (nothing drawn).
fn wake(c: &mut Common, s: &mut HczMiniboss, cx: &mut ObjCtx) {
    let (cam_x, cam_y) = (cx.world.env.camera.x as u16, cx.world.env.camera.y as u16);
    if s.phase == Phase::Asleep {
        let (top, bottom, left, right) = WAKE;
        if !(top..=bottom).contains(&cam_y) || !(left..=right).contains(&cam_x) {
            // `Delete_Sprite_If_Not_In_Range`.
            if cx.out_of_range(c.pixel_x()) {
                if let Some(i) = c.respawn {
                    cx.world.env.respawn.forget(i);
                }
                c.delete();
            }
            return;
        }
        s.phase = Phase::Arena;
        let events = &mut cx.world.game.events;
        events.hcz_boss.boss_flag = true;
        events.hcz_boss.bg_tiles_stopped = true;
        cx.world.env.bounds.top = i32::from(WAKE_TOP);
        let parent = cx.current();
        let common = Common::new(id::SONIC3K, 0, c.pixel_x(), c.pixel_y(), false, false);
        cx.spawn_after(Obj { common, state: Whirlpool::new(parent).into() });
        return;
    }
    // `loc_47D30`.
    if s.flags & flag::ARENA_Y == 0 && cam_y >= ARENA_Y {
        s.flags |= flag::ARENA_Y;
        let bounds = &mut cx.world.env.bounds;
        bounds.top = i32::from(ARENA_Y);
        bounds.bottom = i32::from(ARENA_Y) + SCREEN_HEIGHT;
        cx.world.game.events.max_y_target = Some(ARENA_Y);
    }
    // (`btst #1` tests nothing: the left limit follows the camera every frame, closed or not.)
    let bounds = &mut cx.world.env.bounds;
    bounds.left = i32::from(cam_x);
    if cam_x >= ARENA_X {
        s.flags |= flag::ARENA_X;
        bounds.left = i32::from(ARENA_X);
        bounds.right = i32::from(ARENA_X) + SCREEN_WIDTH;
    }
    if s.flags == flag::ARENA_Y | flag::ARENA_X {
        // `loc_47D82`.
        s.home_y = c.pixel_y() as u16;
        s.phase = Phase::Intro;
        s.wait = 2 * 60;
        s.next = Next::Fight;
        s.flags |= flag::ROCKETS;
    }
}

/// `Child1_HCZMiniboss_RocketsEngine`: four rockets ($18 px out on the diagonals, subtypes 0, 2, 4, 6) and the
/// engine $24 below, in the free slots after the body.
fn make_children(c: &Common, cx: &mut ObjCtx) {
    let parent = cx.current();
    for (i, (dx, dy)) in super::hcz_miniboss_parts::ROCKETS.into_iter().enumerate() {
        let common = Common::new(
            id::SONIC3K,
            (2 * i) as u8,
            c.pixel_x() + i32::from(dx),
            c.pixel_y() + i32::from(dy),
            false,
            false,
        );
        if cx.spawn_after(Obj { common, state: Rocket::new(parent, dx, dy).into() }).is_none() {
            return;
        }
    }
    let (dx, dy) = super::hcz_miniboss_parts::ENGINE;
    let common = Common::new(id::SONIC3K, 8, c.pixel_x() + i32::from(dx), c.pixel_y() + i32::from(dy), false, false);
    cx.spawn_after(Obj { common, state: Engine::new(parent, dx, dy).into() });
}

/// `HCZ_MinibossLoop_Index`: the fight's routines.
fn routine(c: &mut Common, s: &mut HczMiniboss, cx: &mut ObjCtx) {
    let water = cx.world.env.water_level;
    match c.routine {
        // `loc_47DFA`.
        0 => {
            c.routine = 2;
            c.width_pixels = 0x20;
            s.touch = COLLISION;
            c.collision_property = HITS;
            c.y_radius = 0x28;
            s.flags |= flag::ROCKETS;
            c.y_vel = 0x100;
            s.wait = 0xDF;
            s.next = Next::Hover;
            make_children(c, cx);
        }
        // `loc_47E34`.
        2 | 6 => {
            c.object_move();
            wait_then(c, s, cx);
        }
        // `loc_47EC6`: down to the floor (`ObjHitFloor_DoRoutine`; its `Obj_Wait` is not run).
        0xA => {
            if s.flags & flag::SPLASHED == 0 {
                splash(c, s, water);
            }
            c.object_move();
            let d = ground::floor_distance(c, cx);
            if d <= 0 {
                c.y = c.y.wrapping_add(d << 8);
                call(s.next, c, s, cx);
            }
        }
        // `loc_47F12`: along the floor.
        0xC => {
            c.object_move();
            let d = ground::floor_distance(c, cx);
            c.y = c.y.wrapping_add(d << 8);
            wait_then(c, s, cx);
        }
        // `loc_47F48`: up to its start, then down again.
        0xE => {
            splash(c, s, water);
            c.object_move();
            if c.pixel_y() as u16 <= s.home_y {
                dive(c, s);
            }
        }
        // `loc_47F60`: up to $108 below its start.
        0x10 => {
            splash(c, s, water);
            c.object_move();
            let stop = s.home_y.wrapping_add(LAST_CLIMB);
            if stop >= c.pixel_y() as u16 {
                // `loc_47F7A`.
                c.routine = 0x12;
                s.flags &= !flag::SPLASHED;
                crate::objects::runtime::object::set_pixel(&mut c.y, stop);
                c.x_vel = if s.floor_speed < 0 { -0x180 } else { 0x180 };
                s.wait = 0x3F;
                s.next = Next::Land;
            }
        }
        // `loc_47FAA`: the hop.
        0x12 => {
            c.y_vel = c.y_vel.wrapping_add(0x20);
            c.object_move();
            wait_then(c, s, cx);
        }
        // `loc_48066`: back up, then the next pattern.
        0x16 => {
            c.object_move();
            if c.pixel_y() as u16 <= s.home_y {
                call(Next::Dive, c, s, cx);
            }
        }
        // `loc_47E5A`: 4, 8, $14.
        _ => wait_then(c, s, cx),
    }
}

/// `sub_48A8C`: a hit's flash, the last hit's defeat.
fn hits(c: &mut Common, s: &mut HczMiniboss, cx: &mut ObjCtx) {
    if s.touch != 0 {
        return;
    }
    if c.collision_property == 0 {
        // `loc_48AEA`: `Wait_Draw` into `loc_4807A`; `BossDefeated_StopTimer`.
        s.phase = Phase::Beaten;
        s.next = Next::EndSign;
        s.wait = 0x3F;
        super::boss::defeated(cx.world.game);
        return;
    }
    // (`cmpi.b #0,mapping_frame(a0)`: the body's frame is always 0.)
    if super::boss::flash(c, &mut s.flash) {
        s.touch = COLLISION;
    }
}

pub fn run(c: &mut Common, s: &mut HczMiniboss, cx: &mut ObjCtx) {
    // A hit since the last frame: `Touch_Enemy` cleared the flags it was shown.
    if s.exposed && c.collision_flags == 0 {
        s.touch = 0;
    }
    let mut touch = false;
    match s.phase {
        Phase::Asleep | Phase::Arena => wake(c, s, cx),
        Phase::Intro => wait_then(c, s, cx),
        Phase::Fight => {
            routine(c, s, cx);
            hits(c, s, cx);
            touch = s.phase == Phase::Fight;
            c.display();
        }
        Phase::Beaten => {
            wait_then(c, s, cx);
            c.display();
        }
        Phase::EndSignWait => {
            if wait(s) {
                // `Obj_EndSignControlDoSign`: `Boss_flag` cleared, the end sign made (`Child6_EndSign`).
                s.phase = Phase::Signpost;
                cx.world.game.events.hcz_boss.boss_flag = false;
                super::end_sign::create(c, cx);
            }
        }
        Phase::Signpost => {
            if !cx.world.game.end_of_level {
                s.phase = Phase::Started;
                restore_player_control(cx.world.player);
                if let Some(p2) = cx.world.sidekick.as_deref_mut() {
                    restore_player_control(p2);
                }
            }
        }
        Phase::Started => {
            // `Obj_EndSignControlDoStart`: `Change_Act2Sizes` once the title card is over — the stored limits, which
            // the drop's `Make_LevelSizeObj` eases to ([`super::hcz1_transition::ACT2_SIZES`]), and
            // `Camera_target_max_Y_pos`, which the bottom limit eases to at once (`Do_ResizeEvents`).
            if cx.world.game.title_card_over {
                cx.world.game.events.max_y_target = Some(super::hcz1_transition::ACT2_SIZES.3);
                c.delete();
                return;
            }
        }
    }
    s.exposed = touch && s.touch != 0;
    c.collision_flags = if s.exposed { s.touch } else { 0 };
}

/// `Restore_PlayerControl2`: `object_control` 0, on the ground (`Status_InAir` cleared), the wait animation (5).
pub fn restore_player_control(p: &mut crate::player::Player) {
    p.object_control = 0;
    p.air = false;
    p.pose = crate::player::Pose::Wait;
    p.animation.frame = 0;
    p.animation.delay = 0;
}

/// Whether the body in slot `i` of `cx` is beaten (`status` bit 7, set by the last hit's `Touch_Enemy`), and
/// its `$38`; `None` when the slot holds no miniboss.
pub fn parent_of<'a>(cx: &'a ObjCtx, i: u8) -> Option<(&'a Common, &'a HczMiniboss)> {
    let o = cx.slots.get(usize::from(i))?;
    match &o.state {
        State::Sonic3k(super::kinds::Sonic3k::HczMiniboss(s)) => Some((&o.common, s)),
        _ => None,
    }
}

/// `status` bit 7: beaten.
pub fn beaten(c: &Common) -> bool {
    c.status & NO_BALANCING != 0
}

impl ObjKind for HczMiniboss {
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match (self.phase, c.routine) {
            (Phase::Asleep, _) => "waiting for the camera",
            (Phase::Arena, _) => "closing the arena",
            (Phase::Intro, _) => "arena closed",
            (Phase::Beaten, _) => "beaten",
            (Phase::EndSignWait | Phase::Signpost | Phase::Started, _) => "act over",
            (_, 0..=8) => "coming down",
            (_, 0xA..=0x10) => "diving",
            (_, 0x12) => "hopping",
            (_, 0x14) if self.flags & flag::WHIRL != 0 => "spinning the water",
            (_, 0x14) => "resting",
            _ => "rising",
        }
    }

    fn name(&self) -> &'static str {
        "HCZ miniboss"
    }
}
