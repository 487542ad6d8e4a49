//! Angel Island's flame-throwing miniboss, Robotnik's Flame Craft: its two bodies in skdisasm s3.asm.
//!
//! - [`AizMinibossCutscene`] (`Obj_AIZMinibossCutscene`, S3K id $90, placed at the end of act 1): asleep until
//!   the camera reaches x $2F10 (`loc_46482`), then the arena closes (`loc_464AC`: the left and right limits
//!   $2F10), 3 s later it comes down ($100 for $B0 frames, `sub_464F2`), swings up and down (`Swing_Setup1`,
//!   `Swing_UpAndDown`: ±$C0, $10 a frame) for $80 + $11 frames, then flies off right at $400 (`loc_46596`,
//!   $121 frames in act 1) and signals the burning of the jungle (`Events_fg_5`, read by
//!   `AIZ1_BackgroundEvent`: [`super::aiz_fire`]). $60 hits would beat it (`collision_property`).
//! - [`AizMiniboss`] (`Obj_AIZMiniboss`, id $91, made by `AIZ2_Resize2` at ($11F0, $289) in the act 2 map while
//!   the act is still called 1): the fight. The arena closes at camera x $10E0; it comes down, swings (20 + 30
//!   frames), throws its flames while swinging 9 more times, rises ($100 for $60 frames), waits $11, crosses
//!   the arena at ±$100 swinging 5 times, turns, waits, comes down again — and so on. Six hits beat it.
//!
//! Both run `loc_46E80` after their routine: a hit (`Touch_Enemy` cleared `collision_flags`) flashes it for $20
//! frames, after which its touch comes back; the last hit (`collision_property` 0) stops it (`loc_46ED4`:
//! `BossDefeated`: 1000 points, the timer stopped) and $40 frames later the end of the act begins
//! (`Obj_EndSignControl`: $80 frames more, then `Boss_flag` is cleared and the end sign falls, [`super::end_sign`]).
//!
//! The touch is the game's `Collision_response_list`: only a frame that drew it with `Draw_And_Touch_Sprite`
//! lets the players touch it the next frame, so it is not touchable while it waits out of sight. The fight's
//! flame jets are run ([`super::aiz_miniboss_flame`]), and both crafts' exhaust flame (touch $9C), cockpit,
//! arms, the cutscene's bombs and the pieces at the end ([`super::aiz_miniboss_parts`]), and the boss
//! explosions (`Obj_CreateBossExplosion` at the last hit, `Obj_BossExplosionSpecial` as the cutscene's craft
//! leaves: [`super::boss_explosion`]) and the cutscene's background crafts; not the palettes, music and art.

use crate::camera::SCREEN_WIDTH;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, ObjKind, State};

/// `ObjDat_AIZMiniboss`: touch size $F, an enemy; width $20.
pub const COLLISION: u8 = 0x0F;
/// The cutscene's hits (`move.b #$60,collision_property(a0)`).
pub const CUTSCENE_HITS: u8 = 0x60;
/// The fight's hits (`move.b #6,collision_property(a0)`).
pub const HITS: u8 = 6;
/// Where the cutscene closes its arena (`loc_46482`).
pub const CUTSCENE_ARENA_X: u16 = 0x2F10;
/// Where the fight closes its arena (`loc_469BE`).
pub const ARENA_X: u16 = 0x10E0;
/// Where `AIZ2_Resize2` makes the fight's body.
pub const SPAWN: (i32, i32) = (0x11F0, 0x289);
/// The hit flash and the defeat's points, as every S3K boss has them.
pub use super::boss::{DEFEAT_POINTS, FLASH};

/// What `Obj_Wait` calls when its timer runs out (`$34(a0)`), by the routine's label.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Next {
    #[default]
    None,
    /// `loc_464D0` / `loc_469D8`: come down.
    Descend,
    /// `loc_4650E`: the cutscene starts swinging.
    CutsceneSwing,
    /// `loc_4657E`: the cutscene's last swings.
    CutsceneLeave,
    /// `loc_46596`: the cutscene flies off.
    CutsceneFlyOff,
    /// `Go_Delete_Sprite`.
    Delete,
    /// `loc_46A10`: swing in place.
    Swing,
    /// `loc_46A22`: swing on.
    SwingOn,
    /// `loc_46A40`: throw the flames.
    Flames,
    /// `loc_46AB6`: stop and wait.
    Stop,
    /// `loc_46AD4`: cross the arena.
    Cross,
    /// `loc_46B1E`: turn round.
    Turn,
    /// `loc_46B38`: stop, then rise or come down.
    StopThenMove,
    /// `loc_46A76`: rise or come down.
    Move,
    /// `loc_46B44`: `Obj_EndSignControl`.
    EndSign,
    /// `Obj_EndSignControlDoSign`.
    DoSign,
}

/// The bodies' shared state: the game's object bytes the routines use.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Body {
    /// `$2E(a0)`: `Obj_Wait`'s timer.
    pub wait: i16,
    /// `$34(a0)`.
    pub next: Next,
    /// `$38(a0)`: bit 0 swinging down, 1 the arms fire, 2 rising, 3 crossing right.
    pub flags: u8,
    /// `$39(a0)`: swings left (`Swing_UpAndDown_Count`).
    pub count: i8,
    /// `$3E(a0)`, `$40(a0)`: the swing's top speed and acceleration.
    pub swing_max: i16,
    pub swing_accel: i16,
    /// `$20(a0)`: the hit's flash.
    pub flash: u8,
    /// The object's own `collision_flags` byte; the runtime's copy is it only on frames it was drawn with
    /// its touch (`Draw_And_Touch_Sprite`).
    pub touch: u8,
    /// The flags exposed to the players this frame (to tell a hit: `Touch_Enemy` clears them).
    pub exposed: bool,
    /// The routine is no longer the body's: `loc_465E0` (flying off), `Wait_Draw` (beaten), the end sign.
    pub phase: Phase,
    /// The miniboss itself (`Obj_AIZMiniboss`), not the cutscene's craft: its descent swings into the fight
    /// (the game tells them by their code; both run `loc_46B3E`'s descent).
    pub fight: bool,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Phase {
    #[default]
    Body,
    /// `loc_465E0`.
    FlyingOff,
    /// `Wait_Draw` after `loc_46ED4`.
    Beaten,
    /// `Obj_EndSignControlWait`.
    EndSignWait,
    /// `Obj_EndSignControlAwaitStart`: the end sign's turn ([`super::end_sign`]; the wait for act 2 not run).
    Signpost,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AizMinibossCutscene(pub Body);

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AizMiniboss(pub Body);

impl Default for AizMiniboss {
    fn default() -> Self {
        AizMiniboss(Body { fight: true, ..Body::default() })
    }
}

/// `Swing_Setup1`: swinging from $C0 down, $10 a frame.
fn swing_setup(c: &mut Common, b: &mut Body) {
    b.swing_max = 0xC0;
    c.y_vel = 0xC0;
    b.swing_accel = 0x10;
    b.flags &= !1;
}

/// `Swing_UpAndDown`: returns whether the swing turned (`d3`).
pub fn swing_up_and_down(c: &mut Common, b: &mut Body) -> bool {
    let (mut d0, mut d1, mut d2) = (b.swing_accel, c.y_vel, b.swing_max);
    let mut turned = false;
    let mut down = b.flags & 1 != 0;
    if !down {
        d0 = d0.wrapping_neg();
        d1 = d1.wrapping_add(d0);
        d2 = d2.wrapping_neg();
        if d1 > d2 {
            c.y_vel = d1;
            return false;
        }
        b.flags |= 1;
        d0 = d0.wrapping_neg();
        d2 = d2.wrapping_neg();
        turned = true;
        down = true;
    }
    if down {
        d1 = d1.wrapping_add(d0);
        if d1 >= d2 {
            b.flags &= !1;
            d0 = d0.wrapping_neg();
            d1 = d1.wrapping_add(d0);
            turned = true;
        }
    }
    c.y_vel = d1;
    turned
}

/// `Swing_UpAndDown_Count`: true when the count ran out on this turn.
fn swing_count(c: &mut Common, b: &mut Body) -> bool {
    if !swing_up_and_down(c, b) {
        return false;
    }
    b.count = b.count.wrapping_sub(1);
    b.count < 0
}

/// `MoveSprite2`.
fn move_sprite(c: &mut Common) {
    c.object_move();
}

/// `Obj_Wait`: true when the timer ran out (the caller then runs `$34`).
fn wait(b: &mut Body) -> bool {
    b.wait = b.wait.wrapping_sub(1);
    b.wait < 0
}

/// `loc_464AC`: the arena closes at `x` (both limits), 3 s before the body comes down.
fn close_arena(c: &mut Common, b: &mut Body, cx: &mut ObjCtx, x: u16) {
    c.routine = 4;
    b.wait = 3 * 60;
    let bounds = &mut cx.world.env.bounds;
    bounds.left = i32::from(x);
    bounds.right = i32::from(x) + SCREEN_WIDTH;
}

/// `sub_464F2`: down at $100 for $B0 frames.
fn descend(c: &mut Common, b: &mut Body) {
    c.y_vel = 0x100;
    b.wait = 0xAF;
}

/// `loc_46528`: swinging in place.
fn swing_in_place(c: &mut Common, b: &mut Body) {
    c.routine = 8;
    c.y_vel = 0;
    swing_setup(c, b);
}

/// `loc_46ABE`: stopped for $11 frames.
fn stop(c: &mut Common, b: &mut Body) {
    c.routine = 0xC;
    c.x_vel = 0;
    c.y_vel = 0;
    b.wait = 0x10;
}

/// `loc_46A76`: rise (bit 2 was clear) or come down, for $60 frames.
fn rise_or_descend(c: &mut Common, b: &mut Body) {
    c.routine = 6;
    b.wait = 0x5F;
    b.next = Next::Stop;
    let was_rising = b.flags & 4 != 0;
    b.flags ^= 4;
    c.y_vel = if was_rising {
        b.next = Next::Swing;
        0x100
    } else {
        -0x100
    };
}

/// `Child1_AIZ_MinibossFlames` (`CreateChild1_Normal`: in the free slots after the body, subtypes 0, 2, 4, 6;
/// the first that finds none stops it).
fn flames(c: &Common, cx: &mut ObjCtx) {
    use super::aiz_miniboss_flame::{AizMinibossFlame, JETS};
    let parent = cx.current();
    for (i, &(dx, dy)) in JETS.iter().enumerate() {
        let (x, y) = (c.pixel_x() + i32::from(dx), c.pixel_y() + i32::from(dy));
        let common = Common::new(super::id::SONIC3K, (2 * i) as u8, x, y, false, false);
        let obj = crate::objects::runtime::object::Obj { common, state: AizMinibossFlame::jet(parent, i).into() };
        if cx.spawn_after(obj).is_none() {
            break;
        }
    }
}

/// Runs `$34(a0)`.
fn call(next: Next, c: &mut Common, b: &mut Body, cx: &mut ObjCtx) {
    match next {
        Next::None | Next::Delete | Next::DoSign => {}
        Next::Descend => {
            c.routine = 6;
            super::aiz_miniboss_parts::create_craft(c, cx, b.fight);
            if b.fight {
                b.next = Next::Swing;
            } else {
                b.next = Next::CutsceneSwing;
            }
            descend(c, b);
        }
        Next::CutsceneSwing => {
            b.wait = 0x7F;
            b.next = Next::CutsceneLeave;
            b.count = 3;
            b.flags |= 2;
            swing_in_place(c, b);
        }
        Next::CutsceneLeave => {
            b.wait = 0x10;
            b.next = Next::CutsceneFlyOff;
            super::boss_explosion::create_special(c, cx);
        }
        Next::CutsceneFlyOff => {
            b.phase = Phase::FlyingOff;
            b.touch = COLLISION;
            c.x_vel = 0x400;
            c.y_vel = 0;
            // `Current_zone_and_act` 0 (Angel Island 1): $120.
            b.wait = if cx.world.game.events.aiz.act2 { 0x40 } else { 0x120 };
            b.next = Next::Delete;
            cx.world.game.events.aiz.fg5 = true;
        }
        Next::Swing => {
            b.next = Next::SwingOn;
            b.wait = 20;
            swing_in_place(c, b);
        }
        Next::SwingOn => {
            // `_unkFA80+1` is never set in Sonic 3: the arms never get bit 1.
            b.next = Next::Flames;
            b.wait = 30;
        }
        Next::Flames => {
            c.routine = 0xA;
            b.count = 8;
            flames(c, cx);
        }
        Next::Move => rise_or_descend(c, b),
        Next::Stop => {
            b.next = Next::Cross;
            stop(c, b);
        }
        Next::Cross => {
            c.routine = 0xE;
            b.count = 4;
            b.next = Next::Turn;
            let was_right = b.flags & 8 != 0;
            b.flags ^= 8;
            c.x_vel = if was_right { 0x100 } else { -0x100 };
            swing_setup(c, b);
        }
        Next::Turn => {
            b.count = 4;
            b.next = Next::StopThenMove;
            c.x_flip = !c.x_flip;
            move_sprite(c);
        }
        Next::StopThenMove => {
            b.next = Next::Move;
            stop(c, b);
        }
        Next::EndSign => {
            // `Obj_EndSignControl`: `_unkFAA8` set, $80 frames.
            b.phase = Phase::EndSignWait;
            b.wait = 0x7F;
            b.next = Next::DoSign;
            super::aiz_miniboss_parts::create_pieces(c, cx);
        }
    }
}

/// `Obj_Wait` then, when it ran out, `$34`.
fn wait_then(c: &mut Common, b: &mut Body, cx: &mut ObjCtx) {
    if wait(b) {
        call(b.next, c, b, cx);
    }
}

/// `loc_46E80`: a hit's flash, the last hit's defeat. Returns whether it was beaten now.
fn hits(c: &mut Common, b: &mut Body, cx: &mut ObjCtx) -> bool {
    if b.touch != 0 {
        return false;
    }
    if c.collision_property == 0 {
        // `loc_46ED4`: `Wait_Draw` into `loc_46B44`; `BossDefeated_StopTimer`.
        b.phase = Phase::Beaten;
        b.next = Next::EndSign;
        c.x_vel = 0;
        c.y_vel = 0;
        b.wait = 0x3F;
        super::boss_explosion::create(c, cx, 0);
        super::boss::defeated(cx.world.game);
        return true;
    }
    if super::boss::flash(c, &mut b.flash) {
        b.touch = COLLISION;
    }
    false
}

/// A hit since the last frame: the runtime's `Touch_Enemy` cleared the flags it was shown.
fn take_hit(c: &Common, b: &mut Body) {
    if b.exposed && c.collision_flags == 0 {
        b.touch = 0;
    }
}

/// The frame's end: touchable next frame only when drawn with its touch.
fn expose(c: &mut Common, b: &mut Body, touch: bool) {
    b.exposed = touch && b.touch != 0;
    c.collision_flags = if b.exposed { b.touch } else { 0 };
    if touch {
        c.display();
    }
}

/// The phases both bodies share once their routine is over. Returns `None` while still the body's.
fn after_body(c: &mut Common, b: &mut Body, cx: &mut ObjCtx) -> Option<()> {
    match b.phase {
        Phase::Body => None,
        Phase::FlyingOff => {
            // `loc_465E0`: drawn without touch; then `Boss_flag` cleared.
            move_sprite(c);
            b.wait = b.wait.wrapping_sub(1);
            if b.wait < 0 {
                cx.world.game.events.aiz.boss_flag = false;
                c.delete();
            } else {
                c.display();
            }
            expose(c, b, false);
            Some(())
        }
        Phase::Beaten => {
            wait_then(c, b, cx);
            expose(c, b, false);
            if b.phase == Phase::Beaten {
                c.display();
            }
            Some(())
        }
        Phase::EndSignWait => {
            if wait(b) {
                // `Obj_EndSignControlDoSign`: `Boss_flag` cleared, the end sign made (`Child6_EndSign`).
                b.phase = Phase::Signpost;
                cx.world.game.events.aiz.boss_flag = false;
                super::end_sign::create(c, cx);
            }
            expose(c, b, false);
            Some(())
        }
        Phase::Signpost => {
            expose(c, b, false);
            Some(())
        }
    }
}

/// `Obj_AIZMinibossCutscene`.
pub fn run_cutscene(c: &mut Common, s: &mut AizMinibossCutscene, cx: &mut ObjCtx) {
    run_body(c, &mut s.0, cx, |c, b, cx| shared_routine(c.routine, c, b, cx));
}

/// `Obj_AIZMiniboss`: the cutscene craft's routines, then the fight's own.
pub fn run_miniboss(c: &mut Common, s: &mut AizMiniboss, cx: &mut ObjCtx) {
    run_body(c, &mut s.0, cx, |c, b, cx| match c.routine {
        0..=8 => shared_routine(c.routine, c, b, cx),
        // `loc_46A5E`: swinging while the flames burn; the 9th turn moving up rises or comes down.
        0xA => {
            if swing_count(c, b) && c.y_vel < 0 {
                rise_or_descend(c, b);
            } else {
                move_sprite(c);
            }
            true
        }
        // `loc_46AAA`.
        0xC => {
            wait_then(c, b, cx);
            true
        }
        // `loc_46AFE`: crossing, swinging; the 5th turn runs `$34` instead of moving.
        _ => {
            if swing_count(c, b) {
                call(b.next, c, b, cx);
            } else {
                move_sprite(c);
            }
            true
        }
    });
}

/// A frame of either craft: the hit taken, the routines after the body's ([`after_body`]), else `routine` (which
/// says whether it is touchable this frame), the hit count and the exposed flags.
fn run_body(
    c: &mut Common,
    b: &mut Body,
    cx: &mut ObjCtx,
    routine: impl FnOnce(&mut Common, &mut Body, &mut ObjCtx) -> bool,
) {
    take_hit(c, b);
    if after_body(c, b, cx).is_some() {
        return;
    }
    let touch = routine(c, b, cx);
    if b.phase == Phase::Body {
        hits(c, b, cx);
    }
    expose(c, b, touch);
}

/// The routines both crafts share, up to the swing (the cutscene's `loc_4645E`…`loc_4654C`, the miniboss's
/// `loc_46996`…): set up, wait for the camera at the arena, `Obj_Wait` (not drawn), `MoveWaitTouch`, the swing
/// (any later routine of the cutscene's too). Whether it is touchable this frame.
fn shared_routine(routine: u8, c: &mut Common, b: &mut Body, cx: &mut ObjCtx) -> bool {
    let (hits, arena_x) = if b.fight { (HITS, ARENA_X) } else { (CUTSCENE_HITS, CUTSCENE_ARENA_X) };
    match routine {
        // `SetUp_ObjAttributes`.
        0 => {
            c.routine = 2;
            b.touch = COLLISION;
            c.width_pixels = 0x20;
            c.collision_property = hits;
            cx.world.game.events.aiz.boss_flag = true;
            false
        }
        2 => {
            if cx.world.env.camera.x as u16 >= arena_x {
                b.next = Next::Descend;
                if !b.fight {
                    // `loc_46490`.
                    super::aiz_miniboss_parts::create_crafts(c, cx);
                }
                close_arena(c, b, cx, arena_x);
            }
            false
        }
        4 => {
            wait_then(c, b, cx);
            false
        }
        6 => {
            move_sprite(c);
            wait_then(c, b, cx);
            true
        }
        _ => {
            swing_up_and_down(c, b);
            move_sprite(c);
            wait_then(c, b, cx);
            true
        }
    }
}

impl ObjKind for AizMinibossCutscene {
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run_cutscene(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        state_name(&self.0, c)
    }

    fn name(&self) -> &'static str {
        "AIZ miniboss (cutscene)"
    }
}

impl ObjKind for AizMiniboss {
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run_miniboss(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        state_name(&self.0, c)
    }

    fn name(&self) -> &'static str {
        "AIZ miniboss"
    }
}

fn state_name(b: &Body, c: &Common) -> &'static str {
    match (b.phase, c.routine) {
        (Phase::FlyingOff, _) => "flying off",
        (Phase::Beaten, _) => "beaten",
        (Phase::EndSignWait | Phase::Signpost, _) => "act over",
        (_, 0 | 2) => "waiting for the camera",
        (_, 4) => "arena closed",
        (_, 6) => "moving",
        (_, 8 | 0xA) => "swinging",
        (_, 0xC) => "stopped",
        _ => "crossing",
    }
}
