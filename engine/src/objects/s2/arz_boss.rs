//! Aquatic Ruin Zone Act 2's boss, the hammer Eggmobile between two arrow-shooting pillars (s2disasm `Obj89`:
//! `Obj89_Init`, `Obj89_Main_Sub0` … `Obj89_Main_SubC`, `Obj89_Main_HandleHoveringAndHits`, `Obj89_Main_KillBoss`,
//! `Obj89_Main_AlignParts`, `Obj89_Main_DropHammer`, `Obj89_Pillar`, `Obj89_Pillar_Shoot`,
//! `Obj89_Pillar_BulgingEyes`, `Obj89_Arrow`; the shared `Boss_MoveObject` and `Boss_LoadExplosion`; SPG "Game
//! Enemies" for bosses).
//!
//! The level events (`LevEvents_ARZ2`, [`crate::objects::runtime::level_events`]) load it in the first free slot as
//! the arena closes at camera x $2A40. Its first frame (once both players stand between x $2A60 and $2B60, or Tails
//! flies, when Tails follows) puts the Eggmobile at ($2AE0, $388) and raises two pillars from y $510, at x $2A50 and
//! (flipped) $2B70, 1 px a frame to $488; they are solid ($23 wide, $44/$45 high, 4 px lower). The Eggmobile comes
//! down 1 px a frame (`Boss_Y_vel` $100) to y $430, then flies left at $C8/256 px a frame to x $2AB0 (right: $2B10).
//! There it waits until its hover counter (`boss_sine_count`, +2 a frame; the drawn y is `CalcSine` of it shifted
//! right 6 plus `Boss_Y_pos`) reaches $C0, swings its hammer for $1E+1 frames (on the frame the countdown reads $14
//! the hammer hits: the pillar on the side it is about to leave for shakes for $1E frames, ±1 px in x and y by
//! frame parity, and shoots an arrow), turns and flies to the other pillar.
//!
//! The shot: the pillar's eyes bulge for $27 frames at x $2A6A (the right pillar: $2B56, flipped) and one of four
//! heights (`RandomNumber` & 3: y $458, $478, $498, $4B8); the arrow leaves 9 px lower at 3 px a frame (hurting:
//! `collision_flags` $B0) and sticks in the other pillar at x $2B49 (leftwards: $2A77), harmless. Stuck, it is a
//! platform ($1B wide); once player 1 stands on it, it falls $1F frames later at 4 px a frame, dropping whoever
//! stands on it, until below y $4F0. When the boss is beaten every arrow falls.
//!
//! Its hitbox is `collision_flags` $0F with 8 hits (`boss_hitcount2`, kept in `collision_property`: a hit clears
//! the flags and takes one). It then stays untouchable for 64 frames while palette entry 1 of line 2 flashes black
//! and white ([`FlashColour`]), and takes its flags back on the 64th. With no hits left it scores 1000 points and
//! explodes for $B3 frames where it is (`Boss_LoadExplosion` every 8th frame); from $78 frames before the end the
//! hammer falls away (1 px left a frame, thrown up at −$380 with gravity $38, to y $540). The pillars sink back 1 px
//! a frame and are deleted at y $510 (the screen shakes while they rise and sink: `Screen_Shaking_Flag`,
//! [`crate::objects::runtime::level_events::EventsState::shaking`]). Then it turns right, drops for $11 frames (+$18 a frame), climbs for $17 (−8 a
//! frame), waits 8 and flies off right at 4 px a frame, rising 1/4 px a frame, while the camera's right limit opens 2
//! px a frame up to $2C00; it is deleted once off screen there. `Obj89` never sets `Boss_defeated_flag`: the level
//! events let the left limit follow the camera from $5A frames after the arena closed, and the egg prison is the
//! act's own (its layout's `Obj3E`).
//!
//! The game's bug of running the arrows and eyes as pillar sub-routines (`Obj89_Pillar` then reads a pillar's parent
//! pointer they do not have) is not kept: they run as their own parts, as with `fixBugs`. Not modelled: sounds and
//! music, art and palette loading (PLCs), and the sprite pieces'
//! animation (`AnimateBoss`, Robotnik's face laughing and wincing: the editor draws the boss as a marker, and nothing
//! the player touches reads it). The hammer's own hurting box from the hit to the swing's end
//! (`Boss_CollisionRoutine` 1, `BossCollision_ARZ`) is [`crate::objects::s2::boss_collision`]'s. `Vint_runcount` is
//! read as the level's frame counter.

use crate::camera::SCREEN_WIDTH;
use crate::math::{add_px, px, set_px, sin};
use crate::objects::runtime::animate::animate_sprite_with_flips;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, NO_BALANCING, Obj, P2_STANDING, STANDING, State};
use crate::objects::runtime::slots::SlotsView;
use crate::objects::runtime::solid::{P1, P2, SolidBox, leave_as};
use crate::objects::s2::boss_hit::{FlashColour, hit_flash};
use crate::objects::s2::ehz_boss::boss_load_explosion;
use crate::objects::{id, s2::id::ARZ_BOSS};

/// The Eggmobile's hitbox (`collision_flags`: enemy, size $F) and its hits (`boss_hitcount2`).
pub const COLLISION: u8 = 0x0F;
pub const HITS: u8 = 8;
/// Frames it flashes, untouchable, after a hit (`boss_invulnerable_time`).
pub const INVULNERABLE_FRAMES: u8 = 64;
/// The arrow's hitbox: hurts, size $30.
pub const ARROW_COLLISION: u8 = 0xB0;

/// Where the Eggmobile starts, and the height it comes down to.
pub const START_X: i16 = 0x2AE0;
pub const START_Y: i16 = 0x388;
pub const FLY_Y: i16 = 0x430;
/// Its speeds coming down and across (`Boss_Y_vel`, `Boss_X_vel`).
pub const DESCEND_SPEED: i16 = 0x100;
pub const FLY_SPEED: i16 = 0xC8;
/// Where it stops in front of each pillar.
pub const STOP_LEFT: i16 = 0x2AB0;
pub const STOP_RIGHT: i16 = 0x2B10;
/// The hover counter's value at which the hammer swings, the swing's countdown and the count at which it hits.
pub const SWING_SINE: u8 = 0xC0;
pub const SWING_FRAMES: i16 = 0x1E;
pub const SWING_HIT: i16 = 0x14;

/// The pillars: their x, where they rise from (and sink back to) and where they stop.
pub const PILLAR_LEFT_X: i16 = 0x2A50;
pub const PILLAR_RIGHT_X: i16 = 0x2B70;
pub const PILLAR_LOW_Y: i16 = 0x510;
pub const PILLAR_HIGH_Y: i16 = 0x488;
/// The pillars' solid box (`Obj89_Pillar_SolidObject`: d1, d2, d3; tested 4 px lower).
pub const PILLAR_BOX: (i16, i16, i16) = (0x23, 0x44, 0x45);
/// Frames a hit pillar shakes (`obj89_pillar_shake_time`).
pub const SHAKE_FRAMES: i16 = 0x1F;

/// The eyes' x by the pillar, their life, and the arrow's heights (`Obj89_Arrow_Offsets`).
pub const EYES_LEFT_X: i16 = 0x2A6A;
pub const EYES_RIGHT_X: i16 = 0x2B56;
pub const EYES_FRAMES: i16 = 0x28;
pub const ARROW_Y: [i16; 4] = [0x458, 0x478, 0x498, 0x4B8];
/// The arrow's speed, where it sticks (flying left, right), its fall and where the fall ends.
pub const ARROW_SPEED: i16 = 3;
pub const ARROW_STICK_LEFT: i16 = 0x2A77;
pub const ARROW_STICK_RIGHT: i16 = 0x2B49;
pub const ARROW_FALL_SPEED: i16 = 4;
pub const ARROW_FLOOR_Y: i16 = 0x4F0;
/// Frames from player 1 landing on a stuck arrow to its fall.
pub const ARROW_DECAY: i16 = 0x1F;

/// Score for beating it (`AddPoints` 100 = 1000 points), the explosions' frames and the hammer's fall.
pub const DEFEAT_POINTS: u32 = 1000;
pub const DEFEAT_EXPLODE: i16 = 0xB3;
pub const HAMMER_DROP_FROM: i16 = 0x78;
pub const HAMMER_Y_VEL: i16 = -0x380;
pub const HAMMER_GRAVITY: i16 = 0x38;
pub const HAMMER_FLOOR_Y: i16 = 0x540;
/// After the explosions: the countdown it starts from, and the fleeing speeds and camera limit.
pub const ESCAPE_COUNTDOWN: i16 = -0x12;
pub const RETREAT_X_VEL: i16 = 0x400;
pub const RETREAT_Y_VEL: i16 = -0x40;
pub const CAMERA_END_MAX_X: u16 = 0x2C00;

/// `Obj89_Index` (`boss_subtype`): what each piece is.
pub mod part {
    pub const INIT: u8 = 0;
    pub const MAIN: u8 = 2;
    pub const PILLAR: u8 = 4;
    pub const ARROW: u8 = 6;
    pub const EYES: u8 = 8;
}

/// `Obj89_Main_Index` (`boss_routine`): the Eggmobile's steps.
pub mod step {
    pub const DESCEND: u8 = 0;
    pub const FLY: u8 = 2;
    pub const AT_PILLAR: u8 = 4;
    pub const SWING: u8 = 6;
    pub const EXPLODE: u8 = 8;
    pub const DIP: u8 = 0xA;
    pub const RETREAT: u8 = 0xC;
}

/// `Obj89_Pillar_Index` (`routine_secondary`): rising, standing, sinking.
pub mod pillar {
    pub const RISE: u8 = 0;
    pub const STAND: u8 = 2;
    pub const SINK: u8 = 4;
}

/// `Obj89_Arrow_Index` (`obj89_arrow_routine`).
pub mod arrow {
    pub const INIT: u8 = 0;
    pub const FLY: u8 = 2;
    pub const STUCK: u8 = 4;
    pub const FALL: u8 = 6;
    pub const DELETE: u8 = 8;
}

/// The boss as `LevEvents_ARZ2` loads it: only its id (it places itself).
pub fn spawned() -> Obj {
    Obj { common: Common::new(id::ARZ_BOSS, 0, 0, 0, false, false), state: State::ArzBoss(Default::default()) }
}

/// One piece of the boss (which one: [`part`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ArzBoss {
    /// `boss_subtype`: the [`part`].
    pub part: u8,
    /// `obj89_pillar_parent`, `obj89_arrow_parent`: the Eggmobile's slot.
    pub parent: Option<usize>,
    /// `obj89_arrow_parent2`: the arrow's eyes.
    pub eyes: Option<usize>,
    /// `Boss_X_pos`, `Boss_Y_pos` (16.16) and `Boss_X_vel`, `Boss_Y_vel` (1/256 px a frame).
    pub boss_x: i32,
    pub boss_y: i32,
    pub boss_x_vel: i16,
    pub boss_y_vel: i16,
    /// `boss_sine_count`: the hover counter.
    pub sine: u8,
    /// `boss_routine`: the Eggmobile's [`step`].
    pub step: u8,
    /// `boss_defeated`: set from the explosions on (the hammer falls away).
    pub defeated: bool,
    /// `obj89_target`: heading for the left pillar.
    pub target_left: bool,
    /// `obj89_hammer_flags` bit 0: the hammer has just hit a pillar.
    pub hammer_hit: bool,
    /// `Boss_CollisionRoutine`: 1 from the hammer's hit to the swing's end (the hammer's own hurting box,
    /// [`crate::objects::s2::boss_collision`]).
    pub collision_routine: u8,
    /// `sub3_x_pos`, `obj89_hammer_y_pos` (16.16), `obj89_hammer_y_vel`: the hammer's piece.
    pub hammer_x: i16,
    pub hammer_y: i32,
    pub hammer_y_vel: i16,
    /// `Boss_Countdown`.
    pub countdown: i16,
    /// `boss_invulnerable_time`.
    pub invulnerable: u8,
    pub flash: FlashColour,
    /// `obj89_pillar_shake_time`, `obj89_eyes_timer`, `obj89_arrow_timer`.
    pub timer: i16,
    /// `obj89_pillar_shaking`.
    pub shaking: bool,
    /// `obj89_arrow_routine`: the arrow's [`arrow`] step.
    pub arrow_step: u8,
}

/// `Obj89`.
pub fn run(c: &mut Common, s: &mut ArzBoss, cx: &mut ObjCtx) {
    match s.part {
        part::INIT => init(c, s, cx),
        part::MAIN => main_vehicle(c, s, cx),
        part::PILLAR => pillar(c, s, cx),
        part::ARROW => arrow(c, s, cx),
        part::EYES => eyes(c, s),
        _ => {}
    }
}

/// The Eggmobile in slot `i`, if the slot still holds the boss's main part.
fn boss_at<'a>(slots: &'a SlotsView<'_>, i: Option<usize>) -> Option<(&'a Common, &'a ArzBoss)> {
    let obj = slots.get(i?)?;
    match &obj.state {
        State::ArzBoss(s) if obj.common.id == ARZ_BOSS && s.part == part::MAIN => Some((&obj.common, s)),
        _ => None,
    }
}

/// Whether a player stands where the pillars rise (x $2A60–$2B60).
fn clear_of_pillars(x: i16) -> bool {
    (0x2A60..=0x2B60).contains(&x)
}

/// `Obj89_Init`: with Tails following, it waits until both players are clear of the pillars (or Tails flies);
/// then the Eggmobile's fields and the two pillars (the first in the first free slot, its copy after the boss).
fn init(c: &mut Common, s: &mut ArzBoss, cx: &mut ObjCtx) {
    if let Some(p2) = cx.world.sidekick.as_deref() {
        let tails_ok = p2.object_control == 0x81 || clear_of_pillars(px(p2.x));
        if !clear_of_pillars(px(cx.world.player.x)) || !tails_ok {
            return;
        }
    }
    let me = cx.current();
    // `Obj89_Init_RaisePillars`: the screen shakes while the pillars rise (and again while they sink).
    cx.world.game.events.shaking = true;
    s.part = part::MAIN;
    set_px(&mut c.x, START_X);
    set_px(&mut c.y, START_Y);
    c.width_pixels = 0x20;
    s.boss_x = i32::from(START_X) << 16;
    s.boss_y = i32::from(START_Y) << 16;
    c.collision_flags = COLLISION;
    c.collision_property = HITS;
    s.hammer_y_vel = HAMMER_Y_VEL;
    s.hammer_x = START_X;
    s.hammer_y = 0x488 << 16;
    s.boss_y_vel = DESCEND_SPEED;

    let mut first = Common::new(id::ARZ_BOSS, 0, i32::from(PILLAR_LEFT_X), i32::from(PILLAR_LOW_Y), false, false);
    first.width_pixels = 0x10;
    first.y_radius = 0x20;
    let state = ArzBoss { part: part::PILLAR, parent: Some(me), ..Default::default() };
    if cx.spawn(Obj { common: first.clone(), state: State::ArzBoss(state.clone()) }).is_none() {
        return;
    }
    let mut second = first;
    second.x_flip = true;
    set_px(&mut second.x, PILLAR_RIGHT_X);
    cx.spawn_after(Obj { common: second, state: State::ArzBoss(state) });
}

/// `Boss_MoveObject`.
fn boss_move(s: &mut ArzBoss) {
    s.boss_x = s.boss_x.wrapping_add(i32::from(s.boss_x_vel) << 8);
    s.boss_y = s.boss_y.wrapping_add(i32::from(s.boss_y_vel) << 8);
}

fn boss_px(v: i32) -> i16 {
    (v >> 16) as i16
}

/// `Obj89_Main`: the Eggmobile, by [`step`].
fn main_vehicle(c: &mut Common, s: &mut ArzBoss, cx: &mut ObjCtx) {
    match s.step {
        step::DESCEND | step::FLY | step::AT_PILLAR => {
            // The step is read before the hits and advanced (`addq.b #2`) after them: a boss beaten on the
            // frame it reaches its height, a pillar or its swing skips to step $A, as in the game.
            let current = s.step;
            boss_move(s);
            hover_and_hits(c, s, cx);
            align_parts(c, s);
            match current {
                step::DESCEND if boss_px(s.boss_y) >= FLY_Y => {
                    s.boss_y = (i32::from(FLY_Y) << 16) | (s.boss_y & 0xFFFF);
                    s.step += 2;
                    s.boss_y_vel = 0;
                    s.boss_x_vel = -FLY_SPEED;
                    s.target_left = true;
                }
                step::FLY => {
                    let x = boss_px(s.boss_x);
                    if (s.target_left && x <= STOP_LEFT) || (!s.target_left && x >= STOP_RIGHT) {
                        s.step += 2;
                        s.boss_x_vel = 0;
                    }
                }
                step::AT_PILLAR if s.sine == SWING_SINE => {
                    s.step += 2;
                    s.target_left = c.x_flip;
                    s.countdown = SWING_FRAMES;
                }
                _ => {}
            }
        }
        step::SWING => {
            if s.countdown == SWING_HIT {
                s.hammer_hit = true;
                s.collision_routine = 1;
            }
            s.countdown = s.countdown.wrapping_sub(1);
            if s.countdown < 0 {
                s.collision_routine = 0;
                s.step = step::FLY;
                c.x_flip = !c.x_flip;
                s.boss_x_vel = if c.x_flip { FLY_SPEED } else { -FLY_SPEED };
            }
            boss_move(s);
            hover_and_hits(c, s, cx);
            align_parts(c, s);
        }
        step::EXPLODE => {
            s.defeated = true;
            s.countdown = s.countdown.wrapping_sub(1);
            if s.countdown < 0 {
                c.x_flip = true;
                s.boss_x_vel = 0;
                s.boss_y_vel = 0;
                s.step = step::DIP;
                s.countdown = ESCAPE_COUNTDOWN;
            } else {
                boss_load_explosion(c, cx);
            }
            set_px(&mut c.y, boss_px(s.boss_y));
            set_px(&mut c.x, boss_px(s.boss_x));
            align_parts(c, s);
        }
        step::DIP | step::RETREAT => {
            if s.step == step::DIP {
                s.countdown = s.countdown.wrapping_add(1);
                if s.countdown == 0 {
                    s.boss_y_vel = 0;
                } else if s.countdown < 0 {
                    s.boss_y_vel = s.boss_y_vel.wrapping_add(0x18);
                } else if s.countdown < 0x18 {
                    s.boss_y_vel = s.boss_y_vel.wrapping_sub(8);
                } else if s.countdown == 0x18 {
                    s.boss_y_vel = 0;
                } else if s.countdown >= 0x20 {
                    s.step = step::RETREAT;
                }
            } else {
                s.boss_x_vel = RETREAT_X_VEL;
                s.boss_y_vel = RETREAT_Y_VEL;
                let max_x = (cx.world.env.bounds.right - SCREEN_WIDTH) as u16;
                if max_x < CAMERA_END_MAX_X {
                    cx.world.env.bounds.right += 2;
                } else if !c.on_screen {
                    c.delete();
                    return;
                }
            }
            boss_move(s);
            hover_and_hits(c, s, cx);
            set_px(&mut c.y, boss_px(s.boss_y));
            set_px(&mut c.x, boss_px(s.boss_x));
            align_parts(c, s);
        }
        _ => {}
    }
    c.display();
}

/// `Obj89_Main_HandleHoveringAndHits`: the hover (drawn y = `Boss_Y_pos` + sine >> 6), then, until beaten,
/// the hits: none left beats it; a cleared hitbox starts (or goes on with) the 64-frame flash, which toggles the
/// palette entry each frame and gives the hitbox back on its last.
fn hover_and_hits(c: &mut Common, s: &mut ArzBoss, cx: &mut ObjCtx) {
    let y = (sin(s.sine) >> 6).wrapping_add(boss_px(s.boss_y));
    set_px(&mut c.y, y);
    set_px(&mut c.x, boss_px(s.boss_x));
    s.sine = s.sine.wrapping_add(2);
    if s.step >= step::EXPLODE {
        return;
    }
    if c.collision_property == 0 {
        // `Obj89_Main_KillBoss`.
        cx.world.game.score = cx.world.game.score.wrapping_add(DEFEAT_POINTS);
        s.countdown = DEFEAT_EXPLODE;
        s.step = step::EXPLODE;
        return;
    }
    hit_flash(c, &mut s.invulnerable, &mut s.flash, INVULNERABLE_FRAMES, COLLISION);
}

/// `Obj89_Main_AlignParts`: the hammer follows the Eggmobile until it is beaten; then (`Obj89_Main_DropHammer`),
/// from countdown $78 on, it falls away to y $540.
fn align_parts(c: &Common, s: &mut ArzBoss) {
    if !s.defeated {
        s.hammer_x = px(c.x);
        s.hammer_y = (i32::from(px(c.y)) << 16) | (s.hammer_y & 0xFFFF);
        return;
    }
    if s.countdown > HAMMER_DROP_FROM {
        return;
    }
    s.hammer_x = s.hammer_x.wrapping_sub(1);
    let v = s.hammer_y_vel;
    s.hammer_y_vel = s.hammer_y_vel.wrapping_add(HAMMER_GRAVITY);
    s.hammer_y = s.hammer_y.wrapping_add(i32::from(v) << 8);
    if boss_px(s.hammer_y) >= HAMMER_FLOOR_Y {
        s.hammer_y_vel = 0;
    }
}

/// `Obj89_Pillar_SolidObject`.
fn pillar_solid(c: &mut Common, cx: &mut ObjCtx) {
    let (w, air, ground) = PILLAR_BOX;
    let y = c.y;
    c.y = c.y.wrapping_add(4 << 8);
    cx.solid_object(c, SolidBox { half_width: w, half_height_air: air, half_height_ground: ground, old_x: px(c.x) });
    c.y = y;
}

/// `Obj89_Pillar`: rises, stands (shoots when the hammer hits on its side, and shakes), sinks once the boss is
/// beaten.
fn pillar(c: &mut Common, s: &mut ArzBoss, cx: &mut ObjCtx) {
    let boss = boss_at(&cx.slots, s.parent).map(|(_, b)| (b.step, b.hammer_hit, b.target_left));
    let (boss_step, hammer_hit, target_left) = boss.unwrap_or((0, false, false));
    if boss_step >= step::EXPLODE {
        c.routine_secondary = pillar::SINK;
    }
    match c.routine_secondary {
        pillar::RISE => {
            pillar_solid(c, cx);
            add_px(&mut c.y, -1);
            if px(c.y) <= PILLAR_HIGH_Y {
                c.routine_secondary = pillar::STAND;
                cx.world.game.events.shaking = false;
            }
        }
        pillar::STAND => {
            pillar_solid(c, cx);
            // The pillar on the side the boss is about to leave for fires.
            if hammer_hit && target_left == c.x_flip {
                if let Some(obj) = s.parent.and_then(|i| cx.slots.get_mut(i))
                    && let State::ArzBoss(b) = &mut obj.state
                {
                    b.hammer_hit = false;
                }
                shoot(target_left, s.parent, cx);
                s.shaking = true;
            }
            shake(c, s, target_left, cx);
        }
        _ => {
            cx.world.game.events.shaking = true;
            add_px(&mut c.y, 1);
            if px(c.y) >= PILLAR_LOW_Y {
                cx.world.game.events.shaking = false;
                c.delete();
                return;
            }
        }
    }
    c.display();
}

/// `Obj89_Pillar_ChkShake`: $1E frames of ±1 px by frame parity, then back in place.
fn shake(c: &mut Common, s: &mut ArzBoss, target_left: bool, cx: &ObjCtx) {
    if !s.shaking {
        return;
    }
    if s.timer <= 0 {
        s.timer = SHAKE_FRAMES;
    }
    s.timer -= 1;
    let base = if target_left { PILLAR_RIGHT_X } else { PILLAR_LEFT_X };
    if s.timer > 0 {
        let d = if cx.world.game.frame_counter & 1 == 0 { 1 } else { -1 };
        set_px(&mut c.x, base.wrapping_add(d));
        set_px(&mut c.y, PILLAR_HIGH_Y.wrapping_add(d));
    } else {
        s.shaking = false;
        s.timer = 0;
        set_px(&mut c.x, base);
        set_px(&mut c.y, PILLAR_HIGH_Y);
    }
}

/// `Obj89_Pillar_Shoot`: the eyes (first free slot) at a random height, then the arrow (the next free slot).
fn shoot(target_left: bool, parent: Option<usize>, cx: &mut ObjCtx) {
    let x = if target_left { EYES_RIGHT_X } else { EYES_LEFT_X };
    let mut e = Common::new(id::ARZ_BOSS, 0, i32::from(x), 0, target_left, false);
    e.status = 0;
    e.mapping_frame = 2;
    let eyes_state = ArzBoss { part: part::EYES, timer: EYES_FRAMES, ..Default::default() };
    let Some(eyes) = cx.spawn(Obj { common: e, state: State::ArzBoss(eyes_state) }) else { return };
    let r = cx.world.game.random();
    if let Some(obj) = cx.slots.get_mut(eyes) {
        set_px(&mut obj.common.y, ARROW_Y[(r & 3) as usize]);
    }
    let a = Common::new(id::ARZ_BOSS, if target_left { 0xFF } else { 0 }, 0, 0, false, false);
    let arrow_state = ArzBoss { part: part::ARROW, parent, eyes: Some(eyes), ..Default::default() };
    cx.spawn(Obj { common: a, state: State::ArzBoss(arrow_state) });
}

/// `Obj89_Pillar_BulgingEyes`.
fn eyes(c: &mut Common, s: &mut ArzBoss) {
    s.timer = s.timer.wrapping_sub(1);
    if s.timer == 0 {
        c.delete();
        return;
    }
    c.display();
}

/// `Ani_obj89_a`: the stuck arrow quivering, then still.
const ARROW_SCRIPTS: [&[u8]; 2] =
    [&[1, 4, 6, 5, 4, 6, 4, 5, 4, 6, 4, 4, 6, 5, 4, 6, 4, 5, 4, 6, 4, 0xFD, 1], &[0xF, 4, 0xFF]];

/// `Obj89_Arrow`: flies from the eyes to the other pillar, sticks (a platform that gives way $1F frames after
/// player 1 lands), falls; every arrow falls once the boss is beaten.
fn arrow(c: &mut Common, s: &mut ArzBoss, cx: &mut ObjCtx) {
    let boss_step = boss_at(&cx.slots, s.parent).map_or(0, |(_, b)| b.step);
    if boss_step >= step::EXPLODE {
        s.arrow_step = arrow::FALL;
    }
    match s.arrow_step {
        arrow::INIT => {
            c.width_pixels = 0x90;
            s.arrow_step = arrow::FLY;
            let (ex, ey) = cx.slots.get(s.eyes.unwrap_or(usize::MAX)).map_or((0, 0), |o| (o.common.x, o.common.y));
            set_px(&mut c.x, px(ex));
            set_px(&mut c.y, px(ey).wrapping_add(9));
            c.y_vel = ARROW_FALL_SPEED;
            c.mapping_frame = 4;
            if c.subtype != 0 {
                c.status |= 1;
                c.x_flip = true;
                c.x_vel = -ARROW_SPEED;
            } else {
                c.x_vel = ARROW_SPEED;
            }
            c.collision_flags = ARROW_COLLISION;
        }
        arrow::FLY => {
            if c.status & NO_BALANCING != 0 {
                s.arrow_step = arrow::DELETE;
            }
            let mut x = px(c.x).wrapping_add(c.x_vel);
            let stick = if c.x_vel < 0 {
                (x <= ARROW_STICK_LEFT).then_some(ARROW_STICK_LEFT)
            } else {
                (x >= ARROW_STICK_RIGHT).then_some(ARROW_STICK_RIGHT)
            };
            if let Some(at) = stick {
                x = at;
                // (`addi.b #2` after a hit set the delete step would leave the table: it stays deleted.)
                if s.arrow_step == arrow::FLY {
                    s.arrow_step = arrow::STUCK;
                }
            }
            set_px(&mut c.x, x);
            c.display();
        }
        arrow::STUCK => {
            c.collision_flags = 0;
            if c.status & NO_BALANCING != 0 {
                s.arrow_step = arrow::FALL;
            }
            // `Obj89_Arrow_Platform`: a platform until player 1 lands, then the decay.
            if s.timer == 0 {
                cx.platform_object(c, 0x1B, 2, px(c.x));
                if c.status & STANDING != 0 {
                    s.timer = ARROW_DECAY;
                }
            }
            if s.timer != 0 {
                s.timer -= 1;
                if s.timer == 0 {
                    s.arrow_step = arrow::FALL;
                }
            }
            animate_sprite_with_flips(c, &ARROW_SCRIPTS);
            c.display();
        }
        arrow::FALL => {
            // `Obj89_Arrow_ChkDropPlayers`.
            if c.status & STANDING != 0 {
                leave_as(c, cx.world.player, P1);
            }
            if c.status & P2_STANDING != 0 {
                match cx.world.sidekick.as_deref_mut() {
                    Some(p2) => leave_as(c, p2, P2),
                    None => c.status &= !P2_STANDING,
                }
            }
            let y = px(c.y).wrapping_add(c.y_vel);
            if y > ARROW_FLOOR_Y {
                c.delete();
                return;
            }
            set_px(&mut c.y, y);
            c.display();
        }
        _ => c.delete(),
    }
}

impl crate::objects::runtime::object::ObjKind for ArzBoss {
    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        match self.part {
            part::PILLAR => "ARZ boss pillar",
            part::ARROW => "ARZ boss arrow",
            part::EYES => "ARZ boss pillar's eyes",
            _ => "ARZ boss",
        }
    }
}
