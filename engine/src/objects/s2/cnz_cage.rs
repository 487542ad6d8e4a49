//! Casino Night's point cage, the "pokey" (s2disasm `ObjD6`: `ObjD6_Main`, `loc_2BBF8`, `loc_2BDF8`,
//! `loc_2BE28`, `loc_2BE2E`, `loc_2BE5E`, `loc_2BE9C`).
//!
//! Solid for each player (`SolidObject_Always_SingleCharacter`: d1 $23, d2 $10, d3 $11) while nothing else
//! holds him (`obj_control` 0). A player landing on it or hitting it from below is caught: put at its centre
//! (the position words; subpixels kept), stopped, curled, held (`obj_control` $81) for $79 frames, scoring 100
//! points (and a points sprite in the first free slot) every 16th; then — or at once when the cage is off
//! screen — let go: in the air at Y Speed $400, and not caught again for $1F frames.
//!
//! The cages of the slot machines (subtype ≠ 0) catch the same way, but nobody while the machine is in use
//! (`SlotMachineInUse`); a catch while the machine is idle starts it ([`crate::objects::s2::slot_machine`]), and
//! the player is held until it is idle again, then paid (`loc_2BC86`, `loc_2BD4E`) and let go. On every other
//! frame (the level frame counter's bit 0 set), while fewer than 16 are in flight, a prize
//! ([`super::casino_prize`]) is made in the first free slot at the next angle on a circle around the cage (the
//! angle steps $89 for rings, $90 for bombs): a ring per ring of the reward (`SlotMachine_Reward` counted down),
//! or for a negative reward 100 spike bombs; the player is let go once the reward is paid and no prize is in
//! flight.

use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::runtime::solid::{Contact, P1, P2, SolidBox, Who, solid_object_always_as};
use crate::objects::s2::explosion::{Explosion, POINTS_ID, Role};
use crate::objects::s2::{casino_prize, slot_machine};
use crate::player::{Player, Pose};

/// `off_2BBF2`: each player's state.
pub const FREE: u8 = 0;
pub const HELD: u8 = 2;
pub const LET_GO: u8 = 4;
/// Frames held (the countdown from $78 ends below 0) and not caught again after.
pub const HOLD_TIME: i16 = 0x78;
pub const REST_TIME: i16 = 0x1E;
/// The Y Speed a player is let go with.
pub const RELEASE_SPEED: i16 = 0x400;
/// The bombs of a spike reward, and the prizes in flight at most (`cmpi.w #$10,objoff_2C`).
pub const BOMBS: i16 = 0x64;
pub const MAX_IN_FLIGHT: u16 = 0x10;
/// `AddPoints2` with 10.
pub const POINTS: u32 = 100;
const BOX: SolidBox = SolidBox { half_width: 0x23, half_height_air: 0x10, half_height_ground: 0x11, old_x: 0 };
/// `Ani_objD6`: at rest, holding.
const SCRIPTS: [&[u8]; 2] = [&[0xF, 0, 0xFF], &[1, 1, 0, 0xFF]];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CnzCage {
    /// `objoff_30`/`objoff_32`, `objoff_34`/`objoff_36`: each player's state and countdown.
    pub state: [u8; 2],
    pub timer: [i16; 2],
    /// `objoff_2A`: the bombs left to throw (−1 until the first); `objoff_2C`: prizes in flight; `objoff_2E`:
    /// the next prize's angle.
    pub bombs: i16,
    pub in_flight: u16,
    pub angle: u16,
}

pub fn run(c: &mut Common, s: &mut CnzCage, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x18;
    }
    player(c, s, 0, cx, P1);
    player(c, s, 1, cx, P2);
    animate_sprite(c, &SCRIPTS);
    cx.mark_gone(c);
}

fn player(c: &mut Common, s: &mut CnzCage, i: usize, cx: &mut ObjCtx, who: Who) {
    let on_screen = c.on_screen;
    let p = if i == 0 {
        &mut *cx.world.player
    } else {
        match cx.world.sidekick.as_deref_mut() {
            Some(p) => p,
            None => return,
        }
    };
    match s.state[i] {
        FREE => {
            // A slot machine's cage (subtype ≠ 0) catches nobody while the machine is in use.
            if p.object_control != 0 || (c.subtype != 0 && cx.world.game.events.slot_machine.in_use) {
                return;
            }
            let b = SolidBox { old_x: c.pixel_x() as i16, ..BOX };
            if !matches!(solid_object_always_as(c, p, b, who), Contact::Top | Contact::Bottom) {
                return;
            }
            catch(c, p);
            s.state[i] = HELD;
            s.timer[i] = HOLD_TIME;
            let machine = &mut cx.world.game.events.slot_machine;
            if c.subtype != 0 && machine.routine == slot_machine::IDLE {
                machine.routine = slot_machine::START;
                machine.in_use = true;
                s.angle = 0;
                s.bombs = -1;
            }
        }
        HELD => {
            if on_screen && c.subtype != 0 {
                // `loc_2BDF8`: held while the machine runs; then `loc_2BC86` pays the reward.
                if cx.world.game.events.slot_machine.routine != slot_machine::IDLE || !pay(c, s, cx) {
                    return;
                }
            }
            if on_screen && c.subtype == 0 {
                s.timer[i] -= 1;
                if s.timer[i] >= 0 {
                    if s.timer[i] & 0xF == 0 {
                        score(c, cx);
                    }
                    return;
                }
            }
            let Some(p) = (if i == 0 { Some(&mut *cx.world.player) } else { cx.world.sidekick.as_deref_mut() }) else {
                return;
            };
            // `loc_2BE2E`.
            c.anim = 0;
            p.object_control = 0;
            c.status &= !who.standing;
            p.on_object = false;
            p.air = true;
            p.y_speed = RELEASE_SPEED;
            s.state[i] = LET_GO;
            s.timer[i] = REST_TIME;
        }
        _ => {
            // `loc_2BE9C`: a slot machine's cage frees the machine after the rest.
            s.timer[i] -= 1;
            if s.timer[i] < 0 {
                s.state[i] = FREE;
                if c.subtype != 0 {
                    cx.world.game.events.slot_machine.in_use = false;
                }
            }
        }
    }
}

/// `loc_2BC86` / `loc_2BD4E`: one frame of the payout; `true` once it is over (nothing left in flight).
fn pay(c: &Common, s: &mut CnzCage, cx: &mut ObjCtx) -> bool {
    let reward = cx.world.game.events.slot_machine.reward();
    let odd_frame = cx.world.game.frame_counter & 1 != 0;
    let (x, y) = (c.pixel_x() as u16, c.pixel_y() as u16);
    let cage = cx.current();
    let throw = |s: &mut CnzCage, cx: &mut ObjCtx, id: u8, step: u16| -> bool {
        let prize = casino_prize::spawn(id, s.angle as u8, x, y, cage);
        if cx.spawn(prize).is_none() {
            return false;
        }
        s.angle = s.angle.wrapping_add(step);
        s.in_flight += 1;
        true
    };
    if reward < 0 {
        if s.bombs < 0 {
            s.bombs = BOMBS;
        }
        if s.bombs != 0 {
            if !odd_frame || s.in_flight >= MAX_IN_FLIGHT || !throw(s, cx, casino_prize::BOMB_ID, 0x90) {
                return false;
            }
            s.bombs -= 1;
        }
    } else if reward > 0 {
        if !odd_frame || s.in_flight >= MAX_IN_FLIGHT || !throw(s, cx, casino_prize::RING_ID, 0x89) {
            return false;
        }
        let m = &mut cx.world.game.events.slot_machine;
        m.target = m.target.wrapping_sub(1);
    }
    s.in_flight == 0
}

/// `loc_2BBF8`'s catch.
fn catch(c: &mut Common, p: &mut Player) {
    p.x = (c.pixel_x() << 8) | (p.x & 0xFF);
    p.y = (c.pixel_y() << 8) | (p.y & 0xFF);
    (p.x_speed, p.y_speed, p.ground_speed) = (0, 0, 0);
    p.object_control = 0x81;
    p.rolling = true;
    p.height_radius = 0xE;
    p.width_radius = 7;
    p.pose = Pose::Roll;
    c.anim = 1;
}

/// `loc_2BE5E`'s 100 points and their sprite.
fn score(c: &Common, cx: &mut ObjCtx) {
    cx.world.game.score = cx.world.game.score.wrapping_add(POINTS);
    let points = Common::new(POINTS_ID, 0, c.pixel_x(), c.pixel_y(), false, false);
    let state = State::Explosion(Explosion { role: Role::Points, ..Default::default() });
    cx.spawn(Obj { common: points, state });
}

impl crate::objects::runtime::object::ObjKind for CnzCage {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "point cage"
    }
}
