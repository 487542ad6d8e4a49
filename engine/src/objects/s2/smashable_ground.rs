//! Hill Top's smashable ground (s2disasm `Obj2F`: `Obj2F_Init`, `Obj2F_Main`, `loc_2343E`, `loc_234A4`,
//! `Obj2F_Fragment`; `BreakObjectToPieces`, `SmashableObject_LoadPoints`).
//!
//! A column of rock 32 px wide, solid (`SolidObject`: half width $10 + $B, half height $20, $21 on the
//! ground; every subtype has `y_radius` $20, the table's value is overwritten). Standing on it puts a player
//! on layer A (`top_solid_bit` $C), unless he was curled up when the frame began (`AniIDSonAni_Roll`) and
//! either the subtype is negative or he is on layer B: then it breaks. The players standing on it are let
//! go (curled ones get rolling radii and the roll animation, Y Speed is kept), the score chain is the one
//! from before the landing, and the rock becomes one fragment per piece of its next mapping frame
//! (`10 - frame`, at `Obj2F_FragmentVelocities` from entry `frame`), falling at $18 a frame; points appear.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, P2_STANDING, STANDING, State};
use crate::objects::runtime::solid::SolidBox;
use crate::objects::s2::breakable_block::{fragment, load_points};
use crate::player::{Player, Pose, Routine};
use formats::chunk::Layer;

/// `ObjID_SmashableGround`.
pub const ID: u8 = 0x2F;
/// Routines (`Obj2F_Index`).
pub const MAIN: u8 = 2;
pub const FRAGMENT: u8 = 4;
/// `y_radius` (`Obj2F_Init` sets $20 whatever the subtype).
pub const Y_RADIUS: u8 = 0x20;
/// `Obj2F_FragmentVelocities`.
pub const FRAGMENT_SPEEDS: [(i16, i16); 10] = [
    (-0x100, -0x800),
    (0x100, -0x800),
    (-0xE0, -0x700),
    (0xE0, -0x700),
    (-0xC0, -0x600),
    (0xC0, -0x600),
    (-0xA0, -0x500),
    (0xA0, -0x500),
    (-0x80, -0x400),
    (0x80, -0x400),
];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SmashableGround;

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = MAIN;
        c.width_pixels = 0x10;
        c.mapping_frame = c.subtype & 0x1E;
        c.y_radius = Y_RADIUS;
        c.explicit_height = true;
    }
    if c.routine == FRAGMENT {
        fragment(c);
        return;
    }
    let chain = cx.world.game.chain_bonus;
    let p1_curled = cx.world.player.pose == Pose::Roll;
    let p2_curled = cx.world.sidekick.as_deref().is_some_and(|p| p.pose == Pose::Roll);
    let b = SolidBox {
        half_width: i16::from(c.width_pixels) + 0xB,
        half_height_air: i16::from(Y_RADIUS),
        half_height_ground: i16::from(Y_RADIUS) + 1,
        old_x: c.pixel_x() as i16,
    };
    cx.solid_object(c, b);
    let any = c.subtype & 0x80 != 0;
    let breaks = |curled: bool, p: &Player| curled && (any || p.layer == Layer::B);
    let (p1, p2) = (c.status & STANDING != 0, c.status & P2_STANDING != 0);
    let smash = match (p1, p2) {
        (false, false) => false,
        (true, true) => {
            let mut smash = breaks(p1_curled, cx.world.player);
            if !smash {
                cx.world.player.layer = Layer::A;
                smash = cx.world.sidekick.as_deref().is_some_and(|p| breaks(p2_curled, p));
                if !smash && let Some(p) = cx.world.sidekick.as_deref_mut() {
                    p.layer = Layer::A;
                }
            }
            if smash {
                let_go(cx.world.player, p1_curled);
                if let Some(p) = cx.world.sidekick.as_deref_mut() {
                    let_go(p, p2_curled);
                }
            }
            smash
        }
        (true, false) => {
            let p = &mut *cx.world.player;
            if breaks(p1_curled, p) {
                let_go(p, true);
                true
            } else {
                p.layer = Layer::A;
                false
            }
        }
        (false, true) => match cx.world.sidekick.as_deref_mut() {
            Some(p) if breaks(p2_curled, p) => {
                let_go(p, true);
                true
            }
            Some(p) => {
                p.layer = Layer::A;
                false
            }
            None => false,
        },
    };
    if !smash {
        cx.mark_gone(c);
        return;
    }
    // `loc_234A4`.
    cx.world.game.chain_bonus = chain;
    c.status &= !(STANDING | P2_STANDING);
    break_to_pieces(c, cx);
    load_points(c, cx);
    fragment(c);
}

/// `loc_2343E`: off the object and in the air, curled up if he was (`loc_23444`).
fn let_go(p: &mut Player, curled: bool) {
    if curled {
        p.rolling = true;
        (p.width_radius, p.height_radius) = p.character.curled_radii();
        p.pose = Pose::Roll;
    }
    p.air = true;
    p.on_object = false;
    p.routine = Routine::Normal;
}

/// `BreakObjectToPieces` on the next mapping frame: this object is the first piece, the others take the free
/// slots after it.
fn break_to_pieces(c: &mut Common, cx: &mut ObjCtx) {
    let frame = usize::from(c.mapping_frame).min(FRAGMENT_SPEEDS.len() - 1);
    c.mapping_frame = c.mapping_frame.wrapping_add(1);
    let speeds = &FRAGMENT_SPEEDS[frame..];
    let piece = |c: &mut Common, (x_vel, y_vel): (i16, i16)| {
        c.routine = FRAGMENT;
        c.x_vel = x_vel;
        c.y_vel = y_vel;
    };
    let template = c.clone();
    piece(c, speeds[0]);
    for &speed in &speeds[1..] {
        let mut p = template.clone();
        p.respawn = None;
        p.status = 0;
        piece(&mut p, speed);
        if cx.spawn_after(Obj { common: p, state: State::SmashableGround(SmashableGround) }).is_none() {
            break;
        }
    }
}

impl crate::objects::runtime::object::ObjKind for SmashableGround {
    #[inline(always)]
    fn run(_s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, cx);
        None
    }

    fn name(&self) -> &'static str {
        "smashable ground"
    }
}
