//! Angel Island 2's drawbridge: a wall of logs standing on its hinge that lowers into a bridge at the end
//! cutscene's signal, and burns when the cutscene's button is pressed (skdisasm s3.asm `Obj_AIZDrawBridge`,
//! `loc_2A934`, `loc_2A9B0`, `loc_2A9CC`, `loc_2AB1A`; its planks `loc_2AA48`).
//!
//! - Set up at its hinge (x, y): standing, its box is centred $68 px above (below, y-flipped), the angle
//!   (`$38`, a word) $C000 ($4000 y-flipped), the turn (`$34`) +$200 a frame (−$200 x-flipped). Its first
//!   frame makes its planks: two drawn objects (8 and 4 child sprites, `Draw_Sprite` each frame) in the next
//!   free slots.
//! - Standing (angle's high byte ±$40) it is `SolidObjectFull2` $13 px either side, $60 high ($61 on the
//!   ground); turning or lying, $6B either side, 8 high.
//! - Once `_unkFAA3` is set ([`super::aiz_fire::AizState::bridge_lowering`]: by the end
//!   boss, `Obj_AIZEndBoss` at `loc_47360`, as it goes) it turns: its box $68 px beside the hinge (left x-flipped), $60 by
//!   8; the angle moves by the turn each frame until its high byte is 0 or $80 — then it lies, and once
//!   `_unkFAA9` is set ([`super::aiz_fire::AizState::button_pressed`]: the cutscene button,
//!   [`super::cutscene_button`]) it burns: not solid, $E frames later
//!   it lets both players go (in the air) and is gone.
//! - Out of range (its hinge's x) it deletes its planks and itself, its respawn entry let go.
//!
//! Not run: the planks' turn with the angle (`sub_2AA4E`: drawing only) and their burning fall (`loc_2AB60`,
//! `loc_2AAF2`, the flames `loc_1C31E`): the planks go with the bridge.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, P2_STANDING, STANDING, State, set_pixel};
use crate::objects::runtime::solid::{self, P1, P2, SolidBox};
use crate::objects::s3k::kinds::Sonic3k;

/// `subi.w #$68,y_pos(a0)`: the standing box's centre above the hinge; the lying box's beside it.
pub const REACH: i16 = 0x68;
/// `$38` at the start (standing up, or down y-flipped) and `$34`.
pub const UPRIGHT: u16 = 0xC000;
pub const UPRIGHT_FLIPPED: u16 = 0x4000;
pub const TURN: i16 = 0x200;
/// The boxes: standing ($13 × $60/$61), turning or lying ($6B × 8).
pub const STANDING_BOX: SolidBox =
    SolidBox { half_width: 0x13, half_height_air: 0x60, half_height_ground: 0x61, old_x: 0 };
pub const LYING_BOX: SolidBox = SolidBox { half_width: 0x6B, half_height_air: 8, half_height_ground: 8, old_x: 0 };
/// `move.b #$E,$34(a0)`: the frames it burns before it is gone.
pub const BURN_FRAMES: u8 = 0xE;

/// Which stage the bridge is at (`(a0)`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Stage {
    /// `loc_2A934`: standing, turning once lowered.
    #[default]
    Standing,
    /// `loc_2A9B0`: lying.
    Lying,
    /// `loc_2AB1A`: burning.
    Burning,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Drawbridge {
    /// A drawn plank object (`loc_2AA48`), not the bridge.
    pub planks: bool,
    pub stage: Stage,
    /// `$30`, `$32`: the hinge.
    pub hinge: (i16, i16),
    /// `$38`: the angle (high byte the sine's), `$34` the turn.
    pub angle: u16,
    pub turn: i16,
    /// `$36`: turning.
    pub turning: bool,
    /// `$34` burning: the frames left.
    pub timer: u8,
    /// `$3C`, `$3E`: the planks' slots.
    pub children: [Option<u16>; 2],
}

impl Drawbridge {
    /// `Obj_AIZDrawBridge`'s set-up: the state and the box's centre.
    pub fn new(x: i16, y: i16, x_flip: bool, y_flip: bool) -> (Self, (i16, i16)) {
        let s = Drawbridge {
            hinge: (x, y),
            angle: if y_flip { UPRIGHT_FLIPPED } else { UPRIGHT },
            turn: if x_flip { -TURN } else { TURN },
            ..Default::default()
        };
        (s, (x, if y_flip { y + REACH } else { y - REACH }))
    }

    /// The box for its angle (`loc_2A9CC`).
    pub fn solid_box(&self) -> SolidBox {
        match (self.angle >> 8) as u8 {
            0x40 | 0xC0 => STANDING_BOX,
            _ => LYING_BOX,
        }
    }
}

/// `loc_2A934`–`loc_2A9A2`, standing: `lowering` is `_unkFAA3`. Returns the box's new centre when the turn
/// starts; the stage is [`Stage::Lying`] once the angle is down.
pub fn standing_step(s: &mut Drawbridge, lowering: bool, x_flip: bool) -> Option<(i16, i16)> {
    let mut moved = None;
    if lowering && !s.turning {
        s.turning = true;
        let dx = if x_flip { -REACH } else { REACH };
        moved = Some((s.hinge.0.wrapping_add(dx), s.hinge.1));
    }
    if s.turning {
        if s.angle >> 8 == 0 || s.angle >> 8 == 0x80 {
            s.turning = false;
            s.stage = Stage::Lying;
        } else {
            s.angle = s.angle.wrapping_add(s.turn as u16);
        }
    }
    moved
}

fn bridge(c: &mut Common, s: &mut Drawbridge, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        let (state, (x, y)) = Drawbridge::new(c.pixel_x() as i16, c.pixel_y() as i16, c.x_flip, c.y_flip);
        *s = state;
        set_pixel(&mut c.x, x);
        set_pixel(&mut c.y, y);
        (c.width_pixels, c.y_radius, c.explicit_height) = (8, 0x60, true);
        for (i, child) in s.children.iter_mut().enumerate() {
            let mut p = Common::new(c.id, i as u8, i32::from(s.hinge.0), i32::from(s.hinge.1), c.x_flip, c.y_flip);
            (p.routine, p.width_pixels, p.y_radius, p.explicit_height) = (2, 0x40, 0x40, true);
            let state = Drawbridge { planks: true, ..Default::default() };
            match cx.spawn_after(Obj { common: p, state: state.into() }) {
                Some(slot) => *child = Some(slot as u16),
                None => break,
            }
        }
    }
    match s.stage {
        Stage::Standing => {
            let lowering = cx.world.game.events.aiz.bridge_lowering;
            if let Some((x, y)) = standing_step(s, lowering, c.x_flip) {
                set_pixel(&mut c.x, x);
                set_pixel(&mut c.y, y);
                (c.width_pixels, c.y_radius) = (0x60, 8);
            }
        }
        Stage::Lying => {
            if cx.world.game.events.aiz.button_pressed {
                s.stage = Stage::Burning;
                s.timer = BURN_FRAMES;
                delete_planks(s, cx);
                return;
            }
        }
        Stage::Burning => {
            if s.timer != 0 {
                s.timer -= 1;
                return;
            }
            // `loc_2AB26`.
            if c.status & STANDING != 0 {
                solid::leave_as(c, cx.world.player, P1);
            }
            if c.status & P2_STANDING != 0
                && let Some(p2) = cx.world.sidekick.as_deref_mut()
            {
                solid::leave_as(c, p2, P2);
            }
            c.delete();
            return;
        }
    }
    let x = c.pixel_x() as i16;
    cx.solid_object_always(c, SolidBox { old_x: x, ..s.solid_box() });
    if cx.out_of_range(i32::from(s.hinge.0)) {
        delete_planks(s, cx);
        if let Some(i) = c.respawn {
            cx.world.env.respawn.forget(i);
        }
        c.delete();
    } else {
        c.display();
    }
}

fn delete_planks(s: &mut Drawbridge, cx: &mut ObjCtx) {
    for slot in s.children.iter_mut().filter_map(Option::take) {
        if let Some(Obj { common, state: State::Sonic3k(Sonic3k::Drawbridge(d)) }) = cx.slots.get_mut(usize::from(slot))
            && d.planks
        {
            common.delete();
        }
    }
}

pub fn run(c: &mut Common, s: &mut Drawbridge, cx: &mut ObjCtx) {
    if s.planks { c.display() } else { bridge(c, s, cx) }
}

impl crate::objects::runtime::object::ObjKind for Drawbridge {
    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        match (self.planks, self.stage, self.turning) {
            (true, ..) => "planks",
            (_, Stage::Standing, false) => "standing",
            (_, Stage::Standing, true) => "lowering",
            (_, Stage::Lying, _) => "lying",
            (_, Stage::Burning, _) => "burning",
        }
    }

    fn name(&self) -> &'static str {
        if self.planks { "drawbridge (planks)" } else { "drawbridge" }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `Obj_AIZDrawBridge`: the box $68 above the hinge, angle $C000, turn +$200 (y-flipped $68 below and
    /// $4000; x-flipped −$200); standing $13 × $60/$61.
    #[test]
    fn it_stands_on_its_hinge() {
        let (s, at) = Drawbridge::new(0x100, 0x300, false, false);
        assert_eq!((at, s.angle, s.turn, s.solid_box()), ((0x100, 0x298), 0xC000, 0x200, STANDING_BOX));
        let (f, at) = Drawbridge::new(0x100, 0x300, true, true);
        assert_eq!((at, f.angle, f.turn), ((0x100, 0x368), 0x4000, -0x200));
    }

    /// `loc_2A934`/`loc_2A978`: lowered, its box moves $68 beside the hinge and the angle turns 2 a frame
    /// ($C0 → 0: 32 frames), the next frame it lies ($6B × 8); x-flipped it turns the other way ($C0 → $80).
    #[test]
    fn lowered_it_turns_in_32_frames_then_lies() {
        let (mut s, _) = Drawbridge::new(0x100, 0x300, false, false);
        assert_eq!(standing_step(&mut s, false, false), None);
        assert_eq!(s.angle, UPRIGHT);
        assert_eq!(standing_step(&mut s, true, false), Some((0x168, 0x300)));
        assert_eq!(s.solid_box(), LYING_BOX, "turning");
        for _ in 0..31 {
            assert_eq!(standing_step(&mut s, true, false), None);
        }
        assert_eq!((s.angle, s.stage), (0, Stage::Standing));
        standing_step(&mut s, true, false);
        assert_eq!((s.stage, s.turning), (Stage::Lying, false));
        let (mut f, _) = Drawbridge::new(0x100, 0x300, true, false);
        assert_eq!(standing_step(&mut f, true, true), Some((0x98, 0x300)));
        for _ in 0..32 {
            standing_step(&mut f, true, true);
        }
        assert_eq!((f.angle >> 8, f.stage), (0x80, Stage::Lying));
    }
}
