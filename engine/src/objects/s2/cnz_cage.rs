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
//! the player is held until it is idle again, then paid (`loc_2BC86`) and let go. Only a reward of nothing is
//! modelled: the ring and spike prizes (`ObjDC`, `ObjD3`) that fly to the cage before it lets go are not, so a
//! cage with a reward to pay holds its player until it goes off screen.

use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::runtime::solid::{Contact, P1, P2, SolidBox, Who, solid_object_always_as};
use crate::objects::s2::explosion::{Explosion, POINTS_ID, Role};
use crate::objects::s2::slot_machine;
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
            }
        }
        HELD => {
            if on_screen && c.subtype != 0 {
                // `loc_2BDF8`: held while the machine runs; then `loc_2BC86` pays the reward (prizes not
                // modelled: only nothing to pay lets go).
                let machine = &cx.world.game.events.slot_machine;
                if machine.routine != slot_machine::IDLE || machine.reward() != 0 {
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
