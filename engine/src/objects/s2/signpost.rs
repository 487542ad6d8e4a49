//! The end-of-act signpost (s2disasm `Obj0D`, `Load_EndOfAct`; SPG "Game Objects"). When the player's x is
//! at most 31 px past the post while the level timer runs, the timer stops, the camera's left limit is set to
//! its right limit (the screen no longer scrolls back) and the post spins: three 61-frame turns, a ring
//! sparkle spawned every 12 frames. Then the run-out: while the player is on the ground his buttons are
//! locked to Right, and once his x reaches the camera's right limit + $128 the act is over (`Load_EndOfAct`:
//! his shield/invincibility are cleared and the results object is allocated).
//!
//! Not modelled: the act-2 check (`Obj0D_Init` removes the post outside act 1 and Metropolis 2 — a level
//! file has no act number, so an act-2 layout must leave its signpost out), two-player mode, the bonus tally
//! (the results object only holds its slot here).

use crate::camera::SCREEN_WIDTH;
use crate::character::Character;
use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use formats::inputs::Buttons;

/// The player counts as past the post while `0 <= x - post x < $20` (`Obj0D_Main`).
pub const PASS_RANGE: u16 = 0x20;
/// Frames per turn of the spin: the counter is reloaded with 60 and turns over below 0 (`Obj0D_Main_State2`).
pub const SPIN_TIME: i16 = 60;
/// The spin's last turn: when the animation number reaches 3 the run-out starts.
pub const SPIN_TURNS: u8 = 3;
/// Frames between two sparkles: the counter is reloaded with $B.
pub const SPARKLE_TIME: i16 = 0xB;
/// The act ends when the player's x reaches the camera's right limit + $128 (`Obj0D_Main_State3`).
pub const RUN_OUT_DISTANCE: i32 = 0x128;
/// The sparkles' offsets from the post, in the order they appear (`Obj0D_RingSparklePositions`).
pub const SPARKLE_OFFSETS: [(i8, i8); 8] =
    [(-24, -16), (8, 8), (-16, 0), (24, -8), (0, -8), (16, 0), (-24, 8), (24, 16)];
/// Object id of the sparkles (a ring object started in its sparkle routine) and of the results object.
pub const RING_ID: u8 = 0x25;
pub const RESULTS_ID: u8 = 0x3A;

/// `Ani_obj0D`: 0 still, 1 and 2 spinning, 3 Sonic's face, 4 Tails' face.
const ANIMATIONS: [&[u8]; 5] = [
    &[0x0F, 0x02, 0xFF],
    &[0x01, 0x02, 0x03, 0x04, 0x05, 0x01, 0x03, 0x04, 0x05, 0x00, 0x03, 0x04, 0x05, 0xFF],
    &[0x01, 0x02, 0x03, 0x04, 0x05, 0x01, 0x03, 0x04, 0x05, 0x00, 0x03, 0x04, 0x05, 0xFF],
    &[0x0F, 0x00, 0xFF],
    &[0x0F, 0x01, 0xFF],
];
/// `Ani_Ring`: the sparkle's four frames, then the next routine (delete).
const SPARKLE_ANIMATION: [&[u8]; 1] = [&[5, 4, 5, 6, 7, 0xFC]];

/// What the object in the slot is: the post, one of its sparkles, or the results object it allocates.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Role {
    #[default]
    Post,
    Sparkle,
    Results,
}

/// The signpost's own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Signpost {
    pub role: Role,
    /// `obj0D_spinframe`: frames left in the current turn.
    pub spin_timer: i16,
    /// `objoff_32`: frames to the next sparkle.
    pub sparkle_timer: i16,
    /// `obj0D_sparkleframe`: 2 x the index of the next sparkle offset.
    pub sparkle_index: u8,
    /// `obj0D_finalanim`: the face shown after the spin (3 Sonic, 4 Tails alone); 0 until passed.
    pub final_anim: u8,
}

pub fn run(c: &mut Common, s: &mut Signpost, cx: &mut ObjCtx) {
    match s.role {
        Role::Post => run_post(c, s, cx),
        Role::Sparkle => run_sparkle(c),
        // `Obj3A` draws the tally on the screen; it never touches the level.
        Role::Results => {}
    }
}

/// `Obj0D`: the routine, then `AnimateSprite` and `MarkObjGone`.
fn run_post(c: &mut Common, s: &mut Signpost, cx: &mut ObjCtx) {
    if cx.world.game.level == formats::level::LevelEvents::Ehz2 {
        // `Obj0D_Init`: outside act 1 the post moves to x 0 and does nothing (the act ends at the egg prison).
        c.x &= 0xFF;
        return;
    }
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x18;
    }
    let waiting = c.routine_secondary == 0;
    check_pass(c, s, cx);
    if waiting && cx.world.env.profile.id == formats::ProfileId::S1 {
        // Sonic 1's routines are one jump table (s1disasm `Sign_Index`): on the frame `Sign_Touch` sees him
        // pass, `Sign_Spin` does not run yet (Sonic 2's `Obj0D_Main` runs the new state in the same frame).
        animate_sprite(c, &ANIMATIONS);
        cx.mark_gone(c);
        return;
    }
    match c.routine_secondary {
        2 => spin(c, s, cx),
        4 => run_out(c, cx),
        _ => {}
    }
    animate_sprite(c, &ANIMATIONS);
    cx.mark_gone(c);
}

/// `Obj0D_Main`: the player passes the post while the timer runs.
fn check_pass(c: &mut Common, s: &mut Signpost, cx: &mut ObjCtx) {
    if cx.world.game.timer_stopped {
        return;
    }
    let d = (cx.world.player.pixel_x() as u16).wrapping_sub(c.pixel_x() as u16);
    if d >= PASS_RANGE {
        return;
    }
    cx.world.game.timer_stopped = true;
    // A word write over `anim` and `prev_anim`: animation 0 marked as already started as 1.
    c.anim = 0;
    c.prev_anim = 1;
    s.spin_timer = 0;
    // Lock the screen: the camera's minimum x becomes its maximum.
    cx.world.env.bounds.left = cx.world.env.bounds.right - SCREEN_WIDTH;
    c.routine_secondary = 2;
    if s.final_anim == 0 {
        s.final_anim = if cx.world.player.character == Character::Tails { 4 } else { 3 };
    }
}

/// `Obj0D_Main_State2`: three turns of 61 frames, then the face and the run-out; a sparkle every 12 frames.
fn spin(c: &mut Common, s: &mut Signpost, cx: &mut ObjCtx) {
    s.spin_timer -= 1;
    if s.spin_timer < 0 {
        s.spin_timer = SPIN_TIME;
        c.anim = c.anim.wrapping_add(1);
        if c.anim == SPIN_TURNS {
            c.routine_secondary = 4;
            c.anim = s.final_anim;
        }
    }
    s.sparkle_timer -= 1;
    if s.sparkle_timer >= 0 {
        return;
    }
    s.sparkle_timer = SPARKLE_TIME;
    let (dx, dy) = SPARKLE_OFFSETS[usize::from(s.sparkle_index / 2)];
    s.sparkle_index = s.sparkle_index.wrapping_add(2) & 0xE;
    let mut sparkle = Common::new(RING_ID, 0, c.pixel_x() + i32::from(dx), c.pixel_y() + i32::from(dy), false, false);
    sparkle.routine = 6;
    sparkle.width_pixels = 8;
    cx.spawn(Obj { common: sparkle, state: State::Signpost(Signpost { role: Role::Sparkle, ..Default::default() }) });
}

/// `Obj0D_Main_State3`: on the ground the player runs right by himself; the act ends at the screen's right.
fn run_out(c: &mut Common, cx: &mut ObjCtx) {
    if !cx.world.player.air {
        cx.world.game.control_locked = true;
        cx.world.game.forced_buttons = Buttons::RIGHT;
    }
    // Sonic 1's `Sign_SonicRun` (`tst.b (v_player+obID).w`): Sonic's object gone into the giant ring ends the
    // act at once (`crate::objects::s1::giant_ring`); Sonic 2 has no giant ring.
    let gone = cx.world.game.big_ring == crate::objects::s1::giant_ring::BigRing::Entered;
    let camera_max_x = cx.world.env.bounds.right - SCREEN_WIDTH;
    if !gone && (cx.world.player.pixel_x() as u16) < (camera_max_x + RUN_OUT_DISTANCE) as u16 {
        return;
    }
    c.routine_secondary = 0;
    load_end_of_act(cx);
}

/// `Load_EndOfAct` (also the end of the egg prison): the player's power-ups end, the timer stops, the results
/// object takes a slot, the act is over.
pub fn load_end_of_act(cx: &mut ObjCtx) {
    // `status_secondary` cleared: the shield and invincibility end at once. The speed shoes' flag goes too,
    // but the game leaves the shoes' top speed in place (only the expiry restores it), so their timer is kept.
    cx.world.player.shield = false;
    cx.world.player.invincibility = 0;
    cx.world.game.timer_stopped = true;
    let results = Common::new(RESULTS_ID, 0, 0, 0, false, false);
    cx.spawn(Obj { common: results, state: State::Signpost(Signpost { role: Role::Results, ..Default::default() }) });
    cx.world.game.act_clear = true;
}

/// `Obj25_Sparkle` and `Obj25_Delete`: the four sparkle frames, then gone.
fn run_sparkle(c: &mut Common) {
    if c.routine >= 8 {
        c.delete();
        return;
    }
    animate_sprite(c, &SPARKLE_ANIMATION);
    c.display();
}

impl crate::objects::runtime::object::ObjKind for Signpost {
    const READS_ON_SCREEN: bool = false;
    const MAY_MOVE_PLAYERS: bool = false;
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(
        s: &mut Self,
        c: &mut crate::objects::runtime::object::Common,
        cx: &mut crate::objects::runtime::context::ObjCtx,
    ) -> Option<crate::objects::runtime::object::State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "signpost"
    }
}
