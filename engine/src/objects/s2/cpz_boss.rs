//! Chemical Plant Zone Act 2's boss, the Eggmobile with the chemical pump (s2disasm `Obj5D`: `Obj5D_Init`, `Obj5D_Main`
//! and its steps `Obj5D_Main_Descend` … `Obj5D_Main_Retreat`, `Obj5D_Main_Pos_and_Collision`, `Obj5D_Defeated`,
//! `Obj5D_Main_Move`, `Obj5D_Main_CreateExplosion`, `Obj5D_Main_Explode2`, `Obj5D_FallingParts`, `Obj5D_Pump`,
//! `Obj5D_Robotnik`, `Obj5D_Flame`; the pipe, pump and dripper in [`pipe`] (`Obj5D_Pipe`, `Obj5D_Pipe_Pump`,
//! `Obj5D_Pipe_Retract`, `Obj5D_PipeSegment`, `Obj5D_Dripper`); the glass container, its gunk and droplets in
//! [`container`] (`Obj5D_Container`, `Obj5D_Gunk`); the boss explosions are `Obj58`, run by
//! [`crate::objects::s2::ehz_boss`]; SPG "Game Enemies" for bosses).
//!
//! The level events ([`crate::objects::runtime::level_events`], `LevEvents_CPZ2`) load it $5A frames after the arena
//! closes. Its first frame builds the pieces, each an `Obj5D` with its own routine, in the slots after it: Robotnik
//! sitting in the Eggmobile, the exhaust flame and the pump on top (both left out when the subtype is negative), the
//! glass container hanging $38 px above and $10 px behind, and the pipe.
//!
//! The Eggmobile (this object, routine 2) starts at ($2B80, $4B0) off screen; it comes down 1 px a frame to y $4C0 and
//! flies at 3 px a frame towards x $2B30 (then $2A50, then $2B30 … alternately) until within 3 px of it. There it stops
//! and the pipe drops under it, one 8 px segment a frame (12 in all; the game allocates a 13th slot it never fills),
//! then the pump runs a blob up the pipe ($12 frames a segment, $C at the top, 6 more) while the dripper drips into the
//! container every 19 frames: 12 drips fill it, the pipe retracts from the bottom, a segment a frame, and the Eggmobile
//! follows the player, keeping 76 px to his right, 1 px a frame between x $2A28 and $2B70. The full container tilts out
//! behind it, 1 px a frame from −$10 to −$58 px; from −$40 px on, a player 8–$20 px beyond its end (where he is once
//! the Eggmobile has caught up with him) makes its floor open ($12 frames) and the gunk drops (`collision_flags` $87:
//! it hurts, a 6×6 box; its `y_radius` of $20 is how far above the floor it stops). Where it lands it splits into five
//! droplets that bounce off and fall away; the Eggmobile moves on to the other side of the arena and the container
//! swings back to −$10 px, where a new pipe and a new container floor are made. The Eggmobile hovers all along: its
//! drawn y is the target y plus `CalcSine` of a counter stepping 2 a frame, shifted right 6.
//!
//! Its hitbox is `collision_flags` $0F (an enemy, 24×24) with 8 hits (`collision_property`). A hit
//! (`Touch_Enemy_Part2`) bounces the player back and clears the flags; the Eggmobile then stays untouchable for 32
//! frames while palette entry 1 of line 2 flashes black and white (kept as [`FlashColour`]), Robotnik winces, and the
//! flags come back on the 32nd. Robotnik laughs while either player is hurt. When the last hit is taken the boss scores
//! 1000 points, Robotnik looks beaten, and for 180 frames it stays where it is (179 of them with a boss explosion every
//! 8th frame); the pump splits into three falling parts, the container (and up to three more pieces of its extension)
//! and the pipe's segments fall away too (each waits a random time, explodes, waits 30 frames and falls with gravity
//! $38 until below y $580). Then it turns right, drops for 37 frames (+$18 a frame), rises for 47 (−8 a frame), waits,
//! and $5E frames after the explosions flies off right at 4 px a frame, rising 1/4 px a frame, while the camera's right
//! limit opens 2 px a frame up to $2C30; it is deleted (with Robotnik) once it is off screen there. `Obj5D` never sets
//! `Boss_defeated_flag`: the level events keep the left limit on the camera from the arena on.
//!
//! The game's quirks are kept: the flame is never drawn again after the defeat (its smoke puffs, `Obj5D_Smoke_Puff`,
//! are never reached, so they are not modelled), the pump's top piece is not drawn on the frame it breaks, a pipe
//! segment made on the frame of the defeat falls showing frame 0; the gunk landing while the boss explodes sends it
//! back to its flying step (status bit 7 still set: it is beaten a second time, another 1000 points). The gunk's
//! "splash on the Eggmobile" path (`Obj5D_Gunk_6`, `Obj5D_Gunk_8`) is modelled though the game never takes it (no code
//! sets bit 1 of `Obj5D_status`). While the pipe retracts, `Obj5D_Pipe_Retract` looks for the segment by its y among
//! the players and the dynamic slots (the title card, the CPZ pylon and the water surface objects of the reserved slots
//! are not searched here); a match that is not an `Obj5D` stops the search for that frame, and any match leaves
//! `RunObjects`' loop counter at $5D (the game's `d7` bug): only the next $5D slots run that frame (see
//! `GameState::last_slot`).
//!
//! Pieces find each other by slot (`Obj5D_parent`); a slot that no longer holds an `Obj5D` reads as zeros (the game
//! would read whatever object is there). Not modelled: sounds and music, art and palette loading (PLCs), the 2P art,
//! the leftover parent pointer in the slot the pipe's 13th allocation leaves free, and the stack imbalance of
//! `Obj5D_Container_FallOff` when no slot is free (the piece is deleted here). Randomness is `RandomNumber`'s;
//! `Vint_runcount` (which frames explode) is read as the level's frame counter.

pub mod container;
pub mod pipe;

use crate::camera::SCREEN_WIDTH;
use crate::math::sin;
use crate::math::{add_px, px, set_px};
use crate::objects::runtime::animate::animate_sprite_with_flips;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::slots::SlotsView;
use crate::objects::s2::boss_hit::{FlashColour, hit_flash};
use crate::objects::s2::ehz_boss::{BOSS_EXPLOSION_ID, EhzBoss, boss_load_explosion};
use crate::objects::{
    id,
    runtime::object::{Common, NO_BALANCING, Obj, State},
};
use crate::player::Routine;

/// The Eggmobile's hitbox (`collision_flags`: enemy, size $F = 24×24) and the hits it takes.
pub const COLLISION: u8 = 0x0F;
pub const HITS: u8 = 8;
/// Frames it cannot be hit after a hit (`Obj5D_invulnerable_time`).
pub const INVULNERABLE_FRAMES: u8 = 0x20;
/// The gunk's hitbox: hurts, size 7 (6×6).
pub const GUNK_COLLISION: u8 = 0x87;

/// Where the Eggmobile starts and the height it comes down to (`Obj5D_y_pos_next`).
pub const START_X: i16 = 0x2B80;
pub const START_Y: i16 = 0x4B0;
pub const FLY_Y: i16 = 0x4C0;
/// Its speed coming down (1 px a frame) and flying across (3 px a frame), in 1/256 px.
pub const DESCEND_SPEED: i16 = 0x100;
pub const FLY_SPEED: i16 = 0x300;
/// The two ends of the arena it flies to: right first, then left, alternately; it stops within this many px.
pub const TARGET_RIGHT: i16 = 0x2B30;
pub const TARGET_LEFT: i16 = 0x2A50;
pub const TARGET_MARGIN: i16 = 3;
/// Following the player: 76 px to his right, 1 px a frame, between these x.
pub const FOLLOW_DISTANCE: i16 = 76;
pub const FOLLOW_MIN_X: i16 = 0x2A28;
pub const FOLLOW_MAX_X: i16 = 0x2B70;

/// Score for beating it (`AddPoints` 100 = 1000 points).
pub const DEFEAT_POINTS: u32 = 1000;
/// Frames of explosions once beaten (`60*3-1`, counted below 0), the countdown the next step starts from.
pub const DEFEAT_EXPLODE: i16 = 60 * 3 - 1;
pub const DEFEAT_SETTLE: i16 = -0x26;
/// Fleeing: its speeds and the camera's right limit it opens to (`Camera_Max_X_pos`).
pub const RETREAT_X_VEL: i16 = 0x400;
pub const RETREAT_Y_VEL: i16 = -0x40;
pub const CAMERA_END_MAX_X: u16 = 0x2C30;

/// The falling parts' launch and gravity, and how low they fall before they are deleted.
pub const PART_Y_VEL: i16 = -0x380;
pub const PART_GRAVITY: i16 = 0x38;
pub const PART_DELETE_Y: u16 = 0x580;
/// A falling part's pause between its explosion and its fall.
pub const PART_PAUSE: i16 = 0x1E;

/// `Obj5D_Index`: what each piece is.
pub mod routine {
    pub const INIT: u8 = 0;
    pub const MAIN: u8 = 2;
    pub const PIPE: u8 = 4;
    pub const PIPE_PUMP: u8 = 6;
    pub const PIPE_RETRACT: u8 = 8;
    pub const DRIPPER: u8 = 0xA;
    pub const GUNK: u8 = 0xC;
    pub const PIPE_SEGMENT: u8 = 0xE;
    pub const CONTAINER: u8 = 0x10;
    pub const PUMP: u8 = 0x12;
    pub const FALLING_PART: u8 = 0x14;
    pub const ROBOTNIK: u8 = 0x16;
    pub const FLAME: u8 = 0x18;
}

/// `Obj5D_Main_Index`: the Eggmobile's steps (`routine_secondary`).
pub mod step {
    pub const DESCEND: u8 = 0;
    pub const MOVE_TO_TARGET: u8 = 2;
    pub const WAIT: u8 = 4;
    pub const FOLLOW_PLAYER: u8 = 6;
    pub const EXPLODE: u8 = 8;
    pub const STOP_EXPLODING: u8 = 0xA;
    pub const RETREAT: u8 = 0xC;
}

/// `Obj5D_status` bits of the Eggmobile.
pub mod status {
    /// Bit 1: never set by the game (it would let the container dump on the Eggmobile itself).
    pub const SELF_DUMP: u8 = 1 << 1;
    /// Bit 2: the gunk is to splash on the Eggmobile (`Obj5D_Gunk_6`).
    pub const GUNK_ON_BOSS: u8 = 1 << 2;
    /// Bit 3: the next target is the left end of the arena.
    pub const GO_LEFT: u8 = 1 << 3;
}

/// `Obj5D_status2` bits of the Eggmobile (the pieces read and set them).
pub mod status2 {
    /// "Action 0": stopped at a target, the pipe fills the container (cleared when it is full).
    pub const FILLING: u8 = 1 << 0;
    /// A drop fell into the container (the dripper sets it, the container's extension takes it).
    pub const DRIP: u8 = 1 << 1;
    /// The container is full and tilts out; when the gunk has landed, it swings back.
    pub const TILT: u8 = 1 << 2;
    /// The container's floor lets the gunk go.
    pub const RELEASE: u8 = 1 << 3;
    /// The gunk is gone: the container swings back.
    pub const SWING_BACK: u8 = 1 << 4;
    /// The floor is opening ($12 frames before the release).
    pub const OPENING: u8 = 1 << 5;
    /// Fleeing (the flame would leave smoke).
    pub const RETREATING: u8 = 1 << 6;
    /// The container's floor was made (once).
    pub const FLOOR_MADE: u8 = 1 << 7;
}

/// One piece of the boss (which one: `routine`; the container's parts by `routine_secondary`). Each field is
/// an `Obj5D` variable; a piece uses the ones its routine names.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CpzBoss {
    /// `Obj5D_parent`: the Eggmobile for Robotnik, the flame, the pump, the container, a pipe and the dripper;
    /// Robotnik for the Eggmobile; the pipe's first segment for the other segments and the pump's blob; the
    /// container for its floors and extension (and the gunk the extension becomes); the gunk for its droplets.
    pub parent: Option<usize>,
    /// `Obj5D_timer2` (word): the container's and the floor's countdowns, the gunk's, a falling part's pause.
    pub timer2: i16,
    /// The flame's frame index (`Obj5D_timer2`'s byte).
    pub flame_frame: u8,
    /// `Obj5D_pipe_segments`: segments the pipe still has to make.
    pub pipe_segments: i16,
    /// `Obj5D_status` ([`status`]).
    pub status: u8,
    /// `Obj5D_status2` ([`status2`]).
    pub status2: u8,
    /// The container's `Obj5D_x_vel`: how far it sticks out behind the Eggmobile (negative = behind).
    pub extension: i16,
    /// `Obj5D_x_pos_next`, `Obj5D_y_pos_next` (16.16 in the game, kept in 1/256 px): where the Eggmobile is
    /// before its hover.
    pub next_x: i32,
    pub next_y: i32,
    /// A pipe segment's `Obj5D_y_pos_next` word: its offset below the pipe's top.
    pub segment_y: i16,
    /// `Obj5D_timer`: the pump's, the dripper's and a falling part's countdown.
    pub timer: u8,
    /// `Obj5D_y_offset`: the pumped blob's (and the retracting pipe's) offset.
    pub y_offset: u8,
    /// `Obj5D_timer3`: pumping passes left.
    pub timer3: u8,
    /// `Obj5D_defeat_timer`.
    pub defeat_timer: i16,
    /// `Obj5D_flag`: the retracting pipe reached its top.
    pub flag: bool,
    /// `Obj5D_timer4`: the dripper's drops so far.
    pub drips: u8,
    /// `Obj5D_invulnerable_time`.
    pub invulnerable: u8,
    /// `Obj5D_hover_counter`.
    pub hover: u8,
    pub flash: FlashColour,
}

/// The Eggmobile as `LevEvents_CPZ2` loads it (routine 0; it places itself).
pub fn spawned() -> Obj {
    Obj { common: Common { id: id::CPZ_BOSS, ..Default::default() }, state: State::CpzBoss(Default::default()) }
}

/// `Obj5D`.
pub fn run(c: &mut Common, s: &mut CpzBoss, cx: &mut ObjCtx) {
    match c.routine {
        routine::INIT => init(c, s, cx),
        routine::MAIN => main_vehicle(c, s, cx),
        routine::PIPE => pipe::pipe(c, s, cx),
        routine::PIPE_PUMP => pipe::pipe_pump(c, s, cx),
        routine::PIPE_RETRACT => pipe::pipe_retract(c, s, cx),
        routine::DRIPPER => pipe::dripper(c, s, cx),
        routine::GUNK => container::gunk(c, s, cx),
        routine::PIPE_SEGMENT => pipe::pipe_segment(c, s, cx),
        routine::CONTAINER => container::container(c, s, cx),
        routine::PUMP => pump(c, s, cx),
        routine::FALLING_PART => falling_part(c, s, cx),
        routine::ROBOTNIK => robotnik(c, s, cx),
        routine::FLAME => flame(c, s, cx),
        _ => {}
    }
}

/// `move.b render_flags(a1),render_flags(a0)`: the flips and the on-screen bit.
fn copy_render(dst: &mut Common, src: &Link) {
    dst.x_flip = src.x_flip;
    dst.y_flip = src.y_flip;
    dst.on_screen = src.on_screen;
}

/// What a piece reads of another one through `Obj5D_parent`: the common fields and the `Obj5D` variables
/// (zeros when the slot is empty or holds another kind of object).
#[derive(Clone, Copy, Debug, Default)]
struct Link {
    x: i32,
    y: i32,
    status: u8,
    x_flip: bool,
    y_flip: bool,
    on_screen: bool,
    parent: Option<usize>,
    status_bits: u8,
    status2: u8,
    invulnerable: u8,
}

fn link(slots: &SlotsView, i: Option<usize>) -> Link {
    let Some(obj) = i.and_then(|i| slots.get(i)) else { return Link::default() };
    let c = &obj.common;
    let mut l = Link {
        x: c.x,
        y: c.y,
        status: c.status,
        x_flip: c.x_flip,
        y_flip: c.y_flip,
        on_screen: c.on_screen,
        ..Link::default()
    };
    if let State::CpzBoss(s) = &obj.state {
        l.parent = s.parent;
        l.status_bits = s.status;
        l.status2 = s.status2;
        l.invulnerable = s.invulnerable;
    }
    l
}

/// The `Obj5D` in slot `i`, to change it.
fn boss_mut<'a>(slots: &'a mut SlotsView<'_>, i: Option<usize>) -> Option<(&'a mut Common, &'a mut CpzBoss)> {
    let obj = slots.get_mut(i?)?;
    match &mut obj.state {
        State::CpzBoss(s) if obj.common.id == id::CPZ_BOSS => Some((&mut obj.common, s)),
        _ => None,
    }
}

/// The Eggmobile of a piece whose parent is the pipe's first segment or the container (their parent).
fn grandparent(slots: &SlotsView, i: Option<usize>) -> Option<usize> {
    link(slots, i).parent
}

/// A new piece: an `Obj5D` with this routine, width $20, at (x, y) with `parent`.
fn piece(routine: u8, x: i32, y: i32, parent: Option<usize>) -> Obj {
    let common = Common { id: id::CPZ_BOSS, routine, x, y, width_pixels: 0x20, ..Default::default() };
    Obj { common, state: State::CpzBoss(CpzBoss { parent, ..Default::default() }) }
}

/// `RandomNumber`, then `asr.w #8` and `asr.w #6`: a falling part's x speed, −2 to 1 px a frame; and the
/// high word's low byte + $1E, masked to $7F: its wait before exploding.
fn random_fall(cx: &mut ObjCtx) -> (i16, u8) {
    let r = cx.world.game.random();
    let x_vel = (r as u16 as i16) >> 14;
    let timer = (((r >> 16) as u8).wrapping_add(0x1E)) & 0x7F;
    (x_vel, timer)
}

/// Makes `c` a falling part (routine $14) with a random x speed, launched at −$380.
fn fall_apart(c: &mut Common, cx: &mut ObjCtx) -> u8 {
    c.routine = routine::FALLING_PART;
    let (x_vel, timer) = random_fall(cx);
    c.x_vel = x_vel;
    c.y_vel = PART_Y_VEL;
    timer
}

/// `Obj5D_Main_Explode2`: a boss explosion at (x, y) in the first free slot.
fn explode_at(x: i32, y: i32, cx: &mut ObjCtx) {
    let common = Common { id: BOSS_EXPLOSION_ID, x: (x >> 8) << 8, y: (y >> 8) << 8, ..Default::default() };
    cx.spawn(Obj { common, state: State::EhzBoss(EhzBoss::default()) });
}

/// `Ani_obj5D_b`: the Eggmobile; Robotnik normal, hit, laughing, beaten.
const MAIN_SCRIPTS: [&[u8]; 5] = [
    &[0xF, 0, 0xFF],
    &[7, 1, 2, 0xFF],
    &[7, 5, 5, 5, 5, 5, 5, 0xFD, 1],
    &[7, 3, 4, 3, 4, 3, 4, 0xFD, 1],
    &[0xF, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 0xFD, 1],
];

/// `Ani_Obj5D_Dripper`: every other piece's scripts.
const PIECE_SCRIPTS: [&[u8]; 0x1B] = [
    &[0xF, 0, 0xFF],
    &[0xF, 1, 0xFF],
    &[5, 2, 3, 2, 0xFF],
    &[5, 2, 3, 0xFF],
    &[2, 4, 5, 6, 7, 8, 0xFF],
    &[3, 9, 0xFF],
    &[0xF, 0xA, 0xFF],
    &[0xF, 0x1C, 0xFF],
    &[0xF, 0x1E, 0xFF],
    &[0xF, 0xB, 0xFF],
    &[3, 0xC, 0xC, 0xD, 0xD, 0xD, 0xD, 0xD, 0xC, 0xC, 0xFD, 9],
    &[3, 0xE, 0xE, 0xF, 0xF, 0xF, 0xF, 0xF, 0xE, 0xE, 0xFF],
    &[0xF, 0x10, 0xFF],
    &[0xF, 0x11, 0xFF],
    &[0xF, 0x12, 0xFF],
    &[0xF, 0x13, 0xFF],
    &[0xF, 0x14, 0xFF],
    &[0xF, 0x15, 0xFF],
    &[0xF, 0x16, 0xFF],
    &[0xF, 0x17, 0xFF],
    &[0xF, 0x18, 0xFF],
    &[0xF, 0x19, 0xFF],
    &[0xF, 0x1A, 0xFF],
    &[0xF, 0x1B, 0xFF],
    &[0xF, 0x1C, 0xFF],
    &[1, 0x1D, 0x1F, 0xFF],
    &[0xF, 0x1E, 0xFF],
];

/// `Obj5D_Init`: the Eggmobile's fields, then its pieces in the slots after it (`AllocateObjectAfterCurrent`;
/// with no free slot the rest of a group is left out, as the game's branches do). No drawing this frame.
fn init(c: &mut Common, s: &mut CpzBoss, cx: &mut ObjCtx) {
    let me = Some(cx.current());
    c.width_pixels = 0x20;
    set_px(&mut c.x, START_X);
    set_px(&mut c.y, START_Y);
    c.collision_flags = COLLISION;
    c.collision_property = HITS;
    c.routine = routine::MAIN;
    s.next_x = i32::from(START_X) << 8;
    s.next_y = i32::from(START_Y) << 8;
    s.status &= !status::GO_LEFT;

    'vehicle: {
        let mut robotnik = piece(routine::ROBOTNIK, c.x, c.y, me);
        robotnik.common.anim = 1;
        robotnik.common.x_flip = c.x_flip;
        robotnik.common.y_flip = c.y_flip;
        robotnik.common.on_screen = c.on_screen;
        let Some(i) = cx.spawn_after(robotnik) else { break 'vehicle };
        s.parent = Some(i);
        if c.subtype & 0x80 != 0 {
            break 'vehicle;
        }
        let mut flame = piece(routine::FLAME, c.x, c.y, me);
        flame.common.x_flip = c.x_flip;
        flame.common.y_flip = c.y_flip;
        flame.common.on_screen = c.on_screen;
        if cx.spawn_after(flame).is_none() {
            break 'vehicle;
        }
        // (The game sets this on the Eggmobile, meaning the flame.)
        c.anim_frame_duration = 1;
        if cx.spawn_after(piece(routine::PUMP, c.x, c.y, me)).is_none() {
            break 'vehicle;
        }
    }
    let mut glass = piece(routine::CONTAINER, c.x, c.y, me);
    add_px(&mut glass.common.y, -0x38);
    add_px(&mut glass.common.x, -0x10);
    glass.common.anim = 6;
    if let State::CpzBoss(g) = &mut glass.state {
        g.extension = -0x10;
    }
    if cx.spawn_after(glass).is_none() {
        // (`loc_2D908`: the pipe is still tried.)
    }
    cx.spawn_after(piece(routine::PIPE, c.x, c.y, me));
}

/// `Obj5D_Main`: the Eggmobile looks at the player, runs its step, animates and is drawn (its drawn flips
/// those of its status).
fn main_vehicle(c: &mut Common, s: &mut CpzBoss, cx: &mut ObjCtx) {
    // `Obj5D_LookAtChar`.
    if c.routine_secondary < step::EXPLODE {
        let d0 = (cx.world.player.pixel_x() as i16).wrapping_sub(px(c.x));
        if d0 > 0 {
            c.status |= 1;
        } else {
            c.status &= !1;
        }
    }
    match c.routine_secondary {
        step::DESCEND => {
            c.y_vel = DESCEND_SPEED;
            main_move(c, s);
            if px(s.next_y) == FLY_Y {
                c.y_vel = 0;
                c.routine_secondary = step::MOVE_TO_TARGET;
            }
            pos_and_collision(c, s, cx);
        }
        step::MOVE_TO_TARGET => move_toward_target(c, s, cx),
        step::WAIT => {
            if s.status2 & status2::FILLING == 0 {
                c.routine_secondary = step::FOLLOW_PLAYER;
            }
            pos_and_collision(c, s, cx);
        }
        step::FOLLOW_PLAYER => {
            let d0 = (cx.world.player.pixel_x() as i16).wrapping_add(FOLLOW_DISTANCE);
            let x = px(s.next_x);
            if d0 > x {
                s.next_x = s.next_x.wrapping_add(0x100);
                if px(s.next_x) >= FOLLOW_MAX_X {
                    set_px(&mut s.next_x, FOLLOW_MAX_X);
                }
            } else if d0 < x {
                s.next_x = s.next_x.wrapping_sub(0x100);
                if px(s.next_x) <= FOLLOW_MIN_X {
                    set_px(&mut s.next_x, FOLLOW_MIN_X);
                }
            }
            pos_and_collision(c, s, cx);
        }
        step::EXPLODE => {
            s.defeat_timer = s.defeat_timer.wrapping_sub(1);
            if s.defeat_timer >= 0 {
                boss_load_explosion(c, cx);
            } else {
                c.status |= 1;
                c.status &= !NO_BALANCING;
                c.x_vel = 0;
                c.routine_secondary = step::STOP_EXPLODING;
                s.defeat_timer = DEFEAT_SETTLE;
            }
        }
        step::STOP_EXPLODING => {
            s.defeat_timer = s.defeat_timer.wrapping_add(1);
            match s.defeat_timer {
                t if t < 0 => c.y_vel = c.y_vel.wrapping_add(0x18),
                0 => c.y_vel = 0,
                t if t < 0x30 => c.y_vel = c.y_vel.wrapping_sub(8),
                0x30 => c.y_vel = 0,
                t if t >= 0x38 => c.routine_secondary = step::RETREAT,
                _ => {}
            }
            main_move(c, s);
            pos_and_collision(c, s, cx);
        }
        step::RETREAT => {
            s.status2 |= status2::RETREATING;
            c.x_vel = RETREAT_X_VEL;
            c.y_vel = RETREAT_Y_VEL;
            let max_x = (cx.world.env.bounds.right - SCREEN_WIDTH) as u16;
            if max_x < CAMERA_END_MAX_X {
                cx.world.env.bounds.right += 2;
            } else if !c.on_screen {
                // `Obj5D_Main_Delete`: Robotnik and the Eggmobile go, nothing is drawn.
                if let Some(top) = s.parent.and_then(|i| cx.slots.get_mut(i)) {
                    top.common.delete();
                }
                c.delete();
                return;
            }
            main_move(c, s);
            pos_and_collision(c, s, cx);
        }
        _ => {}
    }
    animate_sprite_with_flips(c, &MAIN_SCRIPTS);
    c.x_flip = c.status & 1 != 0;
    c.y_flip = c.status & 2 != 0;
    c.display();
}

/// `Obj5D_Main_Move`: the target position moves by the speeds.
fn main_move(c: &Common, s: &mut CpzBoss) {
    s.next_x = s.next_x.wrapping_add(i32::from(c.x_vel));
    s.next_y = s.next_y.wrapping_add(i32::from(c.y_vel));
}

/// `Obj5D_Main_MoveTowardTarget`: 3 px a frame towards the arena's end until within 3 px of it; there it
/// stops (if at its flying height), the next target is the other end, and the pipe starts.
fn move_toward_target(c: &mut Common, s: &mut CpzBoss, cx: &mut ObjCtx) {
    let target = if s.status & status::GO_LEFT != 0 { TARGET_LEFT } else { TARGET_RIGHT };
    let x = px(s.next_x);
    let d = target.wrapping_sub(x);
    let distance = if d < 0 { d.wrapping_neg() } else { d };
    if distance > TARGET_MARGIN {
        c.x_vel = if target > x { FLY_SPEED } else { -FLY_SPEED };
        main_move(c, s);
    } else if px(s.next_y) == FLY_Y {
        c.x_vel = 0;
        c.y_vel = 0;
        c.routine_secondary = step::WAIT;
        s.status ^= status::GO_LEFT;
        s.status2 |= status2::FILLING;
    }
    pos_and_collision(c, s, cx);
}

/// `Obj5D_Main_Pos_and_Collision`: the drawn position is the target with the hover (`CalcSine` of the
/// counter, >> 6); then, before the defeat, the hit handling: the last hit (status bit 7, set by
/// `Touch_Enemy_Part2`) beats it; otherwise cleared collision flags mean a hit: the flash (32 frames; the
/// palette entry toggles each frame) and the flags come back when it ends.
fn pos_and_collision(c: &mut Common, s: &mut CpzBoss, cx: &mut ObjCtx) {
    let hover = sin(s.hover) >> 6;
    set_px(&mut c.y, px(s.next_y).wrapping_add(hover));
    set_px(&mut c.x, px(s.next_x));
    s.hover = s.hover.wrapping_add(2);
    if c.routine_secondary >= step::EXPLODE {
        return;
    }
    if c.status & NO_BALANCING != 0 {
        // `Obj5D_Defeated`.
        cx.world.game.score = cx.world.game.score.wrapping_add(DEFEAT_POINTS);
        c.routine_secondary = step::EXPLODE;
        s.defeat_timer = DEFEAT_EXPLODE;
        if let Some(top) = s.parent.and_then(|i| cx.slots.get_mut(i)) {
            top.common.anim = 4;
        }
        return;
    }
    if hit_flash(c, &mut s.invulnerable, &mut s.flash, INVULNERABLE_FRAMES, COLLISION) {
        s.status &= !status::SELF_DUMP;
    }
}

/// `Obj5D_Robotnik`: sits in the Eggmobile; winces on a hit (the first frame of the flash), laughs while
/// either player is hurt.
fn robotnik(c: &mut Common, s: &mut CpzBoss, cx: &mut ObjCtx) {
    let main = link(&cx.slots, s.parent);
    c.x = main.x;
    c.y = main.y;
    c.status = main.status;
    copy_render(c, &main);
    if main.invulnerable == INVULNERABLE_FRAMES - 1 {
        c.anim = 2;
    }
    let hurt = (cx.world.player.routine == Routine::Hurt)
        | cx.world.sidekick.as_deref().is_some_and(|p| p.routine == Routine::Hurt);
    if hurt {
        c.anim = 3;
    }
    animate_sprite_with_flips(c, &MAIN_SCRIPTS);
    c.display();
}

/// `Obj5D_Flame_Frames`: the exhaust flickers (frame −1 is not drawn).
const FLAME_FRAMES: [u8; 3] = [0, 0xFF, 1];

/// `Obj5D_Flame`: follows the Eggmobile, flickering every other frame; once the boss is beaten (its status,
/// copied from the Eggmobile, has bit 7) it is never drawn again: while the Eggmobile flees it only moves
/// 40 px behind and 4 px below it each frame (the smoke it should start is never reached).
fn flame(c: &mut Common, s: &mut CpzBoss, cx: &mut ObjCtx) {
    let main = link(&cx.slots, s.parent);
    if c.status & NO_BALANCING != 0 {
        if main.status2 & status2::RETREATING == 0 {
            return;
        }
        c.routine_secondary = c.routine_secondary.wrapping_add(2);
        c.mapping_frame = 0;
        c.anim_frame_duration = 5;
        set_px(&mut c.x, px(main.x).wrapping_sub(0x28));
        set_px(&mut c.y, px(main.y).wrapping_add(4));
        return;
    }
    c.x = main.x;
    c.y = main.y;
    c.status = main.status;
    copy_render(c, &main);
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if (c.anim_frame_duration as i8) < 0 {
        c.anim_frame_duration = 1;
        let mut i = s.flame_frame.wrapping_add(1);
        if (i as i8) > 2 {
            i = 0;
        }
        c.mapping_frame = FLAME_FRAMES[usize::from(i.min(2))];
        s.flame_frame = i;
    }
    if c.mapping_frame == 0xFF {
        c.mapping_frame = 0;
        return;
    }
    c.display();
}

/// `Obj5D_Pump`: sits on the Eggmobile; once the boss is beaten it breaks into three falling parts (frames
/// $22–$24: this one waits $78 frames, the two new ones in the first free slots a random time), and is not
/// drawn that frame.
fn pump(c: &mut Common, s: &mut CpzBoss, cx: &mut ObjCtx) {
    let main = link(&cx.slots, s.parent);
    if c.status & NO_BALANCING == 0 {
        c.x = main.x;
        c.y = main.y;
        copy_render(c, &main);
        c.status = main.status;
        animate_sprite_with_flips(c, &PIECE_SCRIPTS);
        c.display();
        return;
    }
    let mut frame = 0x22;
    s.timer = 0x78;
    set_px(&mut c.x, px(main.x));
    set_px(&mut c.y, px(main.y));
    c.mapping_frame = frame;
    fall_apart(c, cx);
    for _ in 0..2 {
        frame += 1;
        let mut part = piece(routine::FALLING_PART, (c.x >> 8) << 8, (c.y >> 8) << 8, None);
        part.common.mapping_frame = frame;
        part.common.status = c.status;
        part.common.x_flip = c.x_flip;
        part.common.y_flip = c.y_flip;
        part.common.on_screen = c.on_screen;
        let Some(i) = cx.spawn(part) else {
            c.delete();
            return;
        };
        let (x_vel, timer) = random_fall(cx);
        if let Some((pc, ps)) = boss_mut(&mut cx.slots, Some(i)) {
            pc.x_vel = x_vel;
            pc.y_vel = PART_Y_VEL;
            ps.timer = timer;
        }
    }
}

/// `Obj5D_FallingParts`: waits its time, explodes (a boss explosion at its place), waits 30 more frames,
/// then falls — x by its x speed in whole pixels, y with gravity $38 — until it is below y $580.
fn falling_part(c: &mut Common, s: &mut CpzBoss, cx: &mut ObjCtx) {
    if s.timer != 0xF9 {
        s.timer = s.timer.wrapping_sub(1);
        if (s.timer as i8) > 0 {
            c.display();
            return;
        }
        explode_at(c.x, c.y, cx);
        s.timer = 0xF9;
        s.timer2 = PART_PAUSE;
    }
    s.timer2 = s.timer2.wrapping_sub(1);
    if s.timer2 >= 0 {
        c.display();
        return;
    }
    add_px(&mut c.x, c.x_vel);
    c.y = c.y.wrapping_add(i32::from(c.y_vel));
    c.y_vel = c.y_vel.wrapping_add(PART_GRAVITY);
    if (c.pixel_y() as u16) >= PART_DELETE_Y {
        c.delete();
        return;
    }
    cx.mark_gone(c);
}

impl crate::objects::runtime::object::ObjKind for CpzBoss {
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
        "CPZ boss"
    }
}
