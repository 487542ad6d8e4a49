//! The Angel Island miniboss's flame jets (skdisasm s3.asm `Obj_AIZMiniboss_Flame`, `loc_468E4`): what hurts in
//! the fight ([`super::aiz_miniboss::AizMiniboss`] makes them as it starts swinging: `loc_46A40`,
//! `Child1_AIZ_MinibossFlames`).
//!
//! Four jets at (−$64, 4), (−$54, 4), (−$44, 4) and (−$2C, 3) from the body (mirrored when it faces right),
//! following it (`Refresh_ChildPositionAdjusted`), subtypes 0, 2, 4, 6 (`CreateChild1_Normal`). Each waits
//! (6 − subtype) × 2 + 1 frames out of sight (`Obj_Wait`), then burns — touch $8B (hurts; the fire shield
//! keeps it off: `shield_reaction` bit 4) — through its two scripts (`byte_47075`, then `byte_4707A` after
//! `loc_468B2`), 16 frames, and goes. The last jet (subtype 6) sends the long flame ahead as it turns
//! (`loc_468E4`): $60 in front of the body at its height, burning 20 frames (`byte_47085`) while it moves on
//! $10, 8 and 8 px as its frames change (`word_46968`).
//!
//! `Animate_RawMultiDelay`: the timer counts down; below zero the next (frame, delay) pair (two bytes on) is
//! shown; $F4 zeroes the timer, runs `$34` and goes back to the script's start (whose first pair is skipped).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, ObjKind, State};
use crate::objects::s3k::id;
use crate::objects::s3k::kinds::Sonic3k;

/// `ObjDat_AIZMiniboss_Flame`: touch $8B (hurts, size $B).
pub const COLLISION: u8 = 0x8B;
/// `Child1_AIZ_MinibossFlames`: each jet's offset from the body.
pub const JETS: [(i8, i8); 4] = [(-0x64, 4), (-0x54, 4), (-0x44, 4), (-0x2C, 3)];
/// `loc_468FC`: the long flame starts $60 ahead of the body.
pub const AHEAD: i32 = 0x60;

/// `byte_47075`, `byte_4707A`, `byte_47085` as (frame, delay) pairs, the script's $F4 after them. The first
/// pair is never shown: the animation reads from the second on (`addq.w #2,d0` before the read).
const SCRIPT_JET: [(u8, u8); 2] = [(0, 1), (0, 1)];
const SCRIPT_BURN: [(u8, u8); 5] = [(2, 1), (2, 1), (3, 2), (4, 4), (5, 1)];
const SCRIPT_LONG: [(u8, u8); 6] = [(0, 1), (0, 1), (1, 2), (2, 2), (3, 4), (4, 4)];
/// `word_46968`: the long flame's step for each script position (by its byte offset / 2).
const LONG_STEPS: [i32; 6] = [0, 0, 0, 0x10, 8, 8];

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Script {
    #[default]
    Jet,
    Burn,
    Long,
}

impl Script {
    fn pairs(self) -> &'static [(u8, u8)] {
        match self {
            Script::Jet => &SCRIPT_JET,
            Script::Burn => &SCRIPT_BURN,
            Script::Long => &SCRIPT_LONG,
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AizMinibossFlame {
    /// `parent3`: the body's slot (the jets'; the long flame's too, `loc_468FC`).
    pub parent: u8,
    /// `child_dx`, `child_dy`.
    pub dx: i8,
    pub dy: i8,
    /// The long flame (`loc_468E4`), not a jet.
    pub long: bool,
    /// `$2E(a0)`.
    pub wait: i16,
    /// `$30(a0)`.
    pub script: Script,
    /// `anim_frame` (a byte offset into the script) and `anim_frame_timer`.
    pub anim_frame: u8,
    pub timer: i8,
    /// `Go_Delete_Sprite` ran: deleted at its next run.
    pub going: bool,
}

impl AizMinibossFlame {
    /// A jet of the body in slot `parent`, as `CreateChild1_Normal` makes the `index`th.
    pub fn jet(parent: usize, index: usize) -> Self {
        let (dx, dy) = JETS[index];
        AizMinibossFlame { parent: parent as u8, dx, dy, ..Default::default() }
    }
}

/// `Animate_RawMultiDelay`: `Some(true)` when a new frame shows (`d2` 1), `Some(false)` at the script's end
/// ($F4: the caller runs `$34`), `None` while the frame holds.
fn animate(c: &mut Common, s: &mut AizMinibossFlame) -> Option<bool> {
    s.timer = s.timer.wrapping_sub(1);
    if s.timer >= 0 {
        return None;
    }
    s.anim_frame = s.anim_frame.wrapping_add(2);
    match s.script.pairs().get(usize::from(s.anim_frame / 2)) {
        Some(&(frame, delay)) => {
            c.mapping_frame = frame;
            s.timer = delay as i8;
            Some(true)
        }
        None => {
            s.timer = 0;
            Some(false)
        }
    }
}

/// `Refresh_ChildPositionAdjusted`: the body's position plus the offset, mirrored as the body faces. False when
/// the body is gone.
fn follow(c: &mut Common, s: &AizMinibossFlame, cx: &ObjCtx) -> bool {
    let Some(parent) =
        cx.slots.get(usize::from(s.parent)).filter(|o| matches!(o.state, State::Sonic3k(Sonic3k::AizMiniboss(_))))
    else {
        return false;
    };
    let p = &parent.common;
    let dx = if p.x_flip { -i32::from(s.dx) } else { i32::from(s.dx) };
    let dy = if p.y_flip { -i32::from(s.dy) } else { i32::from(s.dy) };
    c.x_flip = p.x_flip;
    c.y_flip = p.y_flip;
    crate::objects::runtime::object::set_pixel(&mut c.x, (p.pixel_x() + dx) as u16);
    crate::objects::runtime::object::set_pixel(&mut c.y, (p.pixel_y() + dy) as u16);
    true
}

/// The frame's end: touchable next frame only when drawn with its touch.
fn expose(c: &mut Common, touch: bool) {
    c.collision_flags = if touch { COLLISION } else { 0 };
    if touch {
        c.display();
    }
}

/// `loc_468B2`: the jet turns into its burn; the last one sends the long flame.
fn burn(c: &mut Common, s: &mut AizMinibossFlame, cx: &mut ObjCtx) {
    s.script = Script::Burn;
    if c.subtype != 6 {
        return;
    }
    // `loc_468FC`, from the body (`parent3` of the jet's parent).
    let Some(body) = cx.slots.get(usize::from(s.parent)) else { return };
    let b = &body.common;
    let ahead = if b.x_flip { AHEAD } else { -AHEAD };
    let mut long = Common::new(id::SONIC3K, 0, b.pixel_x() + ahead, b.pixel_y(), b.x_flip, false);
    long.x_flip = b.x_flip;
    let state = AizMinibossFlame { parent: s.parent, long: true, script: Script::Long, ..Default::default() };
    cx.spawn_after(Obj { common: long, state: state.into() });
}

pub fn run(c: &mut Common, s: &mut AizMinibossFlame, cx: &mut ObjCtx) {
    if s.going {
        c.delete();
        return;
    }
    if s.long {
        return run_long(c, s);
    }
    if !follow(c, s, cx) {
        c.delete();
        return;
    }
    match c.routine {
        // `sub_4685E`.
        0 => {
            c.routine = 2;
            c.width_pixels = 0x10;
            c.mapping_frame = 0;
            s.wait = (6 - i16::from(c.subtype)) * 2;
            expose(c, false);
        }
        // `loc_464CA`: `Obj_Wait`, not drawn; then `loc_4688E`.
        2 => {
            s.wait -= 1;
            if s.wait < 0 {
                c.routine = 4;
                s.script = Script::Jet;
            }
            expose(c, false);
        }
        // `loc_468A6`.
        _ => {
            if animate(c, s) == Some(false) {
                match s.script {
                    Script::Jet => burn(c, s, cx),
                    _ => s.going = true,
                }
                s.anim_frame = 0;
            }
            expose(c, true);
        }
    }
}

/// `loc_468E4`: drawn with its touch from its first frame; moves ahead as its frames change.
fn run_long(c: &mut Common, s: &mut AizMinibossFlame) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x10;
    } else {
        match animate(c, s) {
            Some(true) => {
                let step = LONG_STEPS[usize::from(s.anim_frame / 2)];
                let step = if c.x_flip { step } else { -step };
                c.x = c.x.wrapping_add(step << 8);
            }
            Some(false) => {
                s.going = true;
                s.anim_frame = 0;
            }
            None => {}
        }
    }
    expose(c, true);
}

impl ObjKind for AizMinibossFlame {
    const MAY_MOVE_PLAYERS: bool = false;

    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    /// Fire: the fire shield keeps it off (`bset #4,shield_reaction(a0)`).
    fn shield_reaction(&self, _c: &Common) -> u8 {
        crate::player::moves::reaction::FIRE
    }

    fn name(&self) -> &'static str {
        "AIZ miniboss flame"
    }
}
