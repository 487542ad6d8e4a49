//! The egg prison at the end of a boss act (s2disasm `Obj3E`; the freed animals are `Obj28` with
//! `objoff_38` set: `Obj28_InitRandom`, `Obj28_Prison`, `Obj28_Main`, `Obj28_Walk`, `Obj28_Fly`; the act end
//! is `Load_EndOfAct`; SPG "Solid Objects" for the body and the button).
//!
//! Its first frame makes three more pieces in the first free slots (`AllocateObject`), each an `Obj3E` with
//! its own routine: the button 40 px above the body, the lid 24 px above it, and an invisible animal
//! spawner. The body (routine 2) is solid ($2B × $18); the button (routine 4) is solid ($1B × 8), and a
//! player standing on it pushes it 8 px down and stops the level timer. The next frame the body sees the
//! button pressed: an explosion (no animal) on the lid, the lid flies off (x $800, y −$400, falling), and 30
//! frames later the body opens and frees 8 animals in a row (7 px apart from 28 px left of the centre, the
//! leftmost waiting $9A frames, each next 8 fewer). The spawner then frees one more animal every 8th frame
//! for $B4 frames, up to 6 px left or 25 px either way at random; once no animal is left in any slot the act
//! ends (`Load_EndOfAct`: the power-ups' status is cleared, the timer stops, the results would show).
//!
//! Not modelled: sounds, art, the results object `Load_EndOfAct` loads. `Vint_runcount` is read as the
//! level's frame counter.

use crate::math::{px, set_px};
use crate::objects::runtime::animate::animate_sprite_with_flips as animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::ground::floor_distance;
use crate::objects::runtime::slots::SlotsView;
use crate::objects::runtime::solid::{SolidBox, solid_object};
use crate::objects::s2::explosion::{ANIMAL_ID, AnimalKind, moves_on, zone_animals};
use crate::objects::{
    id,
    runtime::object::{Common, Obj, STANDING, State},
};

/// `Obj3E_Index`: what each piece is.
pub mod routine {
    pub const INIT: u8 = 0;
    pub const BODY: u8 = 2;
    pub const BUTTON: u8 = 4;
    pub const LID: u8 = 6;
    pub const SPAWNER: u8 = 8;
    pub const END: u8 = 0xA;
}

/// `Obj3E_ObjLoadData`: each piece's height above the body, routine, `width_pixels`, mapping frame (the
/// first entry is the body itself).
const PIECES: [(i16, u8, u8, u8); 4] = [
    (0, routine::BODY, 0x20, 0),
    (0x28, routine::BUTTON, 0x10, 4),
    (0x18, routine::LID, 8, 5),
    (0, routine::SPAWNER, 0x20, 0),
];

/// The solid boxes (d1, d2 = d3) of the body and the button, and how far the button goes down.
pub const BODY_BOX: (i16, i16) = (0x2B, 0x18);
pub const BUTTON_BOX: (i16, i16) = (0x1B, 8);
pub const BUTTON_PRESS: i16 = 8;
/// The lid's launch.
pub const LID_X_VEL: i16 = 0x800;
pub const LID_Y_VEL: i16 = -0x400;
/// Frames from the button press to the body opening (`objoff_34` counted below 0).
pub const OPEN_DELAY: i16 = 0x1D;
/// The first 8 animals: x offsets from −$1C by 7, waits from $9A by −8.
pub const ANIMALS: u8 = 8;
pub const FIRST_ANIMAL_DX: i16 = -0x1C;
pub const ANIMAL_DX_STEP: i16 = 7;
pub const FIRST_ANIMAL_WAIT: u16 = 0x9A;
pub const ANIMAL_WAIT_STEP: u16 = 8;
/// The spawner's run and its animals' wait.
pub const SPAWN_FRAMES: u16 = 0xB4;
pub const SPAWNED_ANIMAL_WAIT: u16 = 0xC;
/// `Ani_obj3E`: closed; opening.
const SCRIPTS: [&[u8]; 2] = [&[0xF, 0, 0xFF], &[3, 0, 1, 2, 3, 0xFE, 1]];

/// The animals' half height and the routine they wait in.
const ANIMAL_Y_RADIUS: u8 = 0xC;
const ANIMAL_JUMP: i16 = -0x400;
const ANIMAL_WAITING: u8 = 0x1C;

/// One piece of the prison (which one: `routine`), or one of its animals (id `ANIMAL_ID`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct EggPrison {
    /// `objoff_38`, `objoff_3A`, `objoff_3C` of the body: the button's, the lid's and the spawner's slots.
    pub parts: [Option<usize>; 3],
    /// `objoff_30`: the y a piece rests at (the button returns to it every frame).
    pub rest_y: i16,
    /// `objoff_32` of the button: it was stood on.
    pub pressed: bool,
    /// `objoff_34` of the body: the countdown to opening.
    pub timer: i16,
    /// The spawner's countdown (`anim_frame_duration` used as a word).
    pub countdown: u16,
    /// `objoff_36` of an animal: frames left in the prison.
    pub wait: u16,
    /// The animal drawn at its first frame (speeds after landing).
    pub animal: AnimalKind,
}

pub fn run(c: &mut Common, s: &mut EggPrison, cx: &mut ObjCtx) {
    if c.id == ANIMAL_ID {
        animal(c, s, cx);
        return;
    }
    match c.routine {
        routine::INIT => init(c, s, cx),
        routine::BODY => body(c, s, cx),
        routine::BUTTON => button(c, s, cx),
        routine::LID => lid(c, cx),
        routine::SPAWNER => spawner(c, s, cx),
        routine::END => end(c, cx),
        _ => {}
    }
}

/// `loc_3F212`: the body takes the first entry; the others go to the first free slots. A piece with no free
/// slot is skipped and the next allocation gets its data. No drawing, no collision this frame.
fn init(c: &mut Common, s: &mut EggPrison, cx: &mut ObjCtx) {
    let (x, y) = (px(c.x), px(c.y));
    let mut entry = 0;
    for k in 0..PIECES.len() {
        let (dy, routine, width, frame) = PIECES[entry];
        let rest_y = y.wrapping_sub(dy);
        if k == 0 {
            set_px(&mut c.y, rest_y);
            s.rest_y = rest_y;
            c.routine = routine;
            c.width_pixels = width;
            c.mapping_frame = frame;
            c.x_flip = false;
            c.y_flip = false;
            c.on_screen = true;
            entry += 1;
            continue;
        }
        let common = Common {
            id: id::EGG_PRISON,
            x: i32::from(x) << 8,
            y: i32::from(rest_y) << 8,
            routine,
            width_pixels: width,
            mapping_frame: frame,
            on_screen: true,
            ..Default::default()
        };
        let state = EggPrison { rest_y, ..Default::default() };
        if let Some(i) = cx.spawn(Obj { common, state: State::EggPrison(state) }) {
            s.parts[entry - 1] = Some(i);
            entry += 1;
        }
    }
}

/// The prison piece in slot `i`, if it is one.
fn piece<'a>(slots: &'a mut SlotsView<'_>, i: Option<usize>) -> Option<(&'a mut Common, &'a mut EggPrison)> {
    let obj = slots.get_mut(i?)?;
    match &mut obj.state {
        State::EggPrison(s) => Some((&mut obj.common, s)),
        _ => None,
    }
}

/// `loc_3F278`: the body waits for the button, launches the lid, opens and frees the animals; it is solid
/// throughout.
fn body(c: &mut Common, s: &mut EggPrison, cx: &mut ObjCtx) {
    match c.routine_secondary {
        0 if piece(&mut cx.slots, s.parts[0]).is_some_and(|(_, b)| b.pressed) => {
            let lid_at = piece(&mut cx.slots, s.parts[1]).map(|(l, _)| (l.pixel_x(), l.pixel_y())).unwrap_or_default();
            let explosion =
                Common { id: id::EXPLOSION, routine: 2, x: lid_at.0 << 8, y: lid_at.1 << 8, ..Default::default() };
            cx.spawn(Obj::new(explosion));
            if let Some((lid, _)) = piece(&mut cx.slots, s.parts[1]) {
                lid.y_vel = LID_Y_VEL;
                lid.x_vel = LID_X_VEL;
                lid.routine_secondary = lid.routine_secondary.wrapping_add(2);
            }
            s.timer = OPEN_DELAY;
            c.routine_secondary = 2;
        }
        2 => {
            s.timer = s.timer.wrapping_sub(1);
            if s.timer < 0 {
                c.anim = 1;
                let (x, y) = (px(c.x), px(c.y));
                for k in 0..ANIMALS {
                    let dx = FIRST_ANIMAL_DX + ANIMAL_DX_STEP * i16::from(k);
                    let wait = FIRST_ANIMAL_WAIT - ANIMAL_WAIT_STEP * u16::from(k);
                    if spawn_animal(cx, x.wrapping_add(dx), y, wait).is_none() {
                        break;
                    }
                }
                if let Some((spawner, ss)) = piece(&mut cx.slots, s.parts[2]) {
                    ss.countdown = SPAWN_FRAMES;
                    spawner.routine_secondary = spawner.routine_secondary.wrapping_add(2);
                }
                c.routine_secondary = 4;
            }
        }
        _ => {}
    }
    let old_x = px(c.x);
    let b = SolidBox { half_width: BODY_BOX.0, half_height_air: BODY_BOX.1, half_height_ground: BODY_BOX.1, old_x };
    // The body is solid for both players (`SolidObject`); the button on top is player 1's.
    cx.solid_object(c, b);
    animate_sprite(c, &SCRIPTS);
    cx.mark_gone(c);
}

/// A prison animal (`Obj28` with `objoff_38` = 1) in the first free slot.
fn spawn_animal(cx: &mut ObjCtx, x: i16, y: i16, wait: u16) -> Option<usize> {
    let common = Common { id: ANIMAL_ID, x: i32::from(x) << 8, y: i32::from(y) << 8, ..Default::default() };
    let state = EggPrison { wait, ..Default::default() };
    cx.spawn(Obj { common, state: State::EggPrison(state) })
}

/// `loc_3F354`: the button is solid at its rest height, 8 px lower while stood on; being stood on stops the
/// level timer and tells the body.
fn button(c: &mut Common, s: &mut EggPrison, cx: &mut ObjCtx) {
    let old_x = px(c.x);
    let (w, h) = BUTTON_BOX;
    solid_object(c, cx.world.player, SolidBox { half_width: w, half_height_air: h, half_height_ground: h, old_x });
    set_px(&mut c.y, s.rest_y);
    if c.status & STANDING != 0 {
        set_px(&mut c.y, s.rest_y.wrapping_add(BUTTON_PRESS));
        cx.world.game.timer_stopped = true;
        s.pressed = true;
    }
    cx.mark_gone(c);
}

/// `loc_3F38E`: the lid sits until launched, then falls until it is off screen.
fn lid(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine_secondary != 0 {
        if !c.on_screen {
            c.delete();
            return;
        }
        c.object_move_and_fall();
    }
    cx.mark_gone(c);
}

/// `loc_3F3A8`: once the body opened, an animal every 8th frame for $B4 frames (never drawn itself).
fn spawner(c: &mut Common, s: &mut EggPrison, cx: &mut ObjCtx) {
    if c.routine_secondary == 0 {
        return;
    }
    if cx.world.game.frame_counter & 7 == 0 {
        let (x, y) = (px(c.x), px(c.y));
        if let Some(i) = spawn_animal(cx, x, y, SPAWNED_ANIMAL_WAIT) {
            // `RandomNumber`: d0's low 5 bits − 6, negated when the new seed's low word (d1) is negative.
            let r = cx.world.game.random();
            let mut dx = (r & 0x1F) as i16 - 6;
            if (cx.world.game.rng_seed as u16 as i16) < 0 {
                dx = -dx;
            }
            if let Some(obj) = cx.slots.get_mut(i) {
                obj.common.x = obj.common.x.wrapping_add(i32::from(dx) << 8);
            }
        }
    }
    s.countdown = s.countdown.wrapping_sub(1);
    if s.countdown == 0 {
        c.routine = routine::END;
        s.countdown = SPAWN_FRAMES;
    }
}

/// `loc_3F406`: when no animal is left in any slot, the act ends and the spawner goes.
fn end(c: &mut Common, cx: &mut ObjCtx) {
    if cx.slots.iter().any(|(_, o)| o.common.id == ANIMAL_ID) {
        return;
    }
    load_end_of_act(cx);
    c.delete();
}

/// `Load_EndOfAct`: the player's power-up status is cleared (shield, invincibility; the speed shoes' timer,
/// which here also sets his speeds, is left), the timer stops, the act is over.
fn load_end_of_act(cx: &mut ObjCtx) {
    cx.world.player.shield = false;
    cx.world.player.invincibility = 0;
    cx.world.game.timer_stopped = true;
    cx.world.game.act_clear = true;
}

/// `Obj28` for a prison animal: it draws its kind, waits in the prison (`Obj28_Prison`), jumps out (−4),
/// lands, may turn right (bit 4 of the frame counter), then hops or flies on until it is off screen.
fn animal(c: &mut Common, s: &mut EggPrison, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            // `Obj28_InitRandom` with `objoff_38` set: no points.
            s.animal = zone_animals(cx.world.game.level)[(cx.world.game.random() & 1) as usize];
            c.y_radius = ANIMAL_Y_RADIUS;
            c.x_flip = true;
            c.y_flip = false;
            c.on_screen = false;
            c.width_pixels = 8;
            c.anim_frame_duration = 7;
            c.mapping_frame = 2;
            c.y_vel = ANIMAL_JUMP;
            c.routine = ANIMAL_WAITING;
            c.x_vel = 0;
            c.display();
        }
        ANIMAL_WAITING => {
            if !c.on_screen {
                c.delete();
                return;
            }
            s.wait = s.wait.wrapping_sub(1);
            if s.wait == 0 {
                c.routine = 2;
            }
            c.display();
        }
        2 => {
            // `Obj28_Main`.
            if !c.on_screen {
                c.delete();
                return;
            }
            c.object_move_and_fall();
            if c.y_vel >= 0 {
                let d1 = floor_distance(c, cx);
                if d1 < 0 {
                    c.y = c.y.wrapping_add(d1 << 8);
                    c.x_vel = s.animal.x_vel;
                    c.y_vel = s.animal.y_vel;
                    c.mapping_frame = 1;
                    c.routine = s.animal.index.wrapping_mul(2).wrapping_add(4);
                    if cx.world.game.frame_counter & 0x10 != 0 {
                        c.x_vel = c.x_vel.wrapping_neg();
                        c.x_flip = !c.x_flip;
                    }
                }
            }
            c.display();
        }
        _ => moves_on(c, s.animal, cx),
    }
}

impl crate::objects::runtime::object::ObjKind for EggPrison {
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
        "egg prison"
    }
}
