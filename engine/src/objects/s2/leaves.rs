//! Aquatic Ruin's leaves: an invisible bush that throws leaves at a fast player (s2disasm `Obj2C`:
//! `Obj2C_Init`, `Obj2C_Main`, `Obj2C_CreateLeaves`, `Obj2C_Speeds`, `Obj2C_Leaf`).
//!
//! The bush is never drawn; its subtype picks its `collision_flags` ($D6, $D4, $D5: special, `Touch_Sizes`
//! $16, $14, $15), and `Touch_Special` marks which player touched it (`collision_property` bit 0 player 1, bit
//! 1 the sidekick). A player touching it at 2 px a frame or more (either speed) gets four leaves, each in the
//! first free slot: at his position ± a random 0–15 px − 8 (`RandomNumber`: x from the new seed's sum, y from
//! the old seed's high word), with `Obj2C_Speeds` (X Speed negated when he faces left). While touched it
//! repeats for player 1 on the frames 16 apart from the first (the level frame counter's low nibble) and for
//! the sidekick 8 frames after those. It deletes itself by its x (`DeleteObject`: it stays gone).
//!
//! A leaf drifts with its speeds, falls with gravity 4, and swings around that path ($40 of the sine and cosine
//! of its angle, which turns 4 a frame, the other way now and then: every 32 frames, by the slot it is in);
//! every 12 frames it flips its frame; deleted once off screen.

use crate::math::{cos, sin};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State, set_pixel};
use crate::objects::s2::lost_rings::vint_runcount;
use crate::player::Player;

/// `Obj2C_Index`.
pub const BUSH: u8 = 2;
pub const LEAF: u8 = 4;
/// `Obj2C_CollisionFlags`.
pub const COLLISION_FLAGS: [u8; 3] = [0xD6, 0xD4, 0xD5];
/// How fast a player must be to shake leaves off (either speed).
pub const MIN_SPEED: u16 = 0x200;
/// `Obj2C_Speeds`: the four leaves' X and Y Speeds.
pub const SPEEDS: [(i16, i16); 4] = [(-0x80, -0x80), (0xC0, -0x40), (-0xC0, 0x40), (0x80, 0x80)];
/// A leaf's angle step (`objoff_38`), its gravity, and the frames between its frame flips.
pub const SWING: i8 = 4;
pub const GRAVITY: i16 = 4;
pub const FLIP_FRAMES: u8 = 0xB;

/// `Obj2C`'s own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Leaves {
    /// The bush: `objoff_2E`, the level frame counter when it first threw leaves (0: not touched).
    pub first: u16,
    /// A leaf: `objoff_30`, `objoff_34`: its path (16.16), and `objoff_38`, its angle step.
    pub path_x: i32,
    pub path_y: i32,
    pub swing: i8,
    /// A leaf's `angle`.
    pub angle: u8,
}

pub fn run(c: &mut Common, s: &mut Leaves, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            c.routine = BUSH;
            c.collision_flags = COLLISION_FLAGS.get(usize::from(c.subtype)).copied().unwrap_or(0);
            // Written with `render_flags.on_screen` (the disassembly's bug), and never drawn.
            c.on_screen = true;
            c.width_pixels = 0x80;
            c.mapping_frame = c.subtype;
            bush(c, s, cx);
        }
        BUSH => bush(c, s, cx),
        _ => leaf(c, s, cx),
    }
}

/// `Obj2C_Main`.
fn bush(c: &mut Common, s: &mut Leaves, cx: &mut ObjCtx) {
    if cx.out_of_range(c.pixel_x()) {
        c.delete();
        return;
    }
    if c.collision_property == 0 {
        s.first = 0;
        // Untouched, its next runs change nothing while no player comes within touch of its box (a touch
        // wakes it too) and the coarse camera stays (it may go out of range).
        let (w, h) = crate::objects::runtime::touch::touch_size(c.collision_flags);
        cx.nap(c, w as u16, h as u16);
        return;
    }
    let phase = (s.first as u8).wrapping_add(cx.world.game.frame_counter as u8) & 0xF;
    if s.first == 0 || phase == 0 {
        if c.collision_property & 1 != 0 {
            let thrower = Thrower::of(cx.world.player);
            throw(c.id, s, cx, thrower);
        }
    } else if phase.wrapping_add(8) & 0xF == 0
        && c.collision_property & 2 != 0
        && let Some(p2) = cx.world.sidekick.as_deref()
    {
        let thrower = Thrower::of(p2);
        throw(c.id, s, cx, thrower);
    }
    c.collision_property = 0;
}

/// What the leaves read of the player who shook them (`a2`).
#[derive(Clone, Copy)]
struct Thrower {
    x: i32,
    y: i32,
    fast: bool,
    facing_left: bool,
}

impl Thrower {
    fn of(p: &Player) -> Self {
        let fast = p.x_speed.unsigned_abs() >= MIN_SPEED || p.y_speed.unsigned_abs() >= MIN_SPEED;
        Thrower { x: p.pixel_x(), y: p.pixel_y(), fast, facing_left: p.facing_left }
    }
}

/// `Obj2C_CreateLeaves` and what follows it: four leaves if the player is fast enough; the first frame noted.
fn throw(id: u8, s: &mut Leaves, cx: &mut ObjCtx, p: Thrower) {
    if p.fast {
        for (xv, yv) in SPEEDS {
            let r = cx.world.game.random();
            let dx = (r as u16 & 0xF) as i32 - 8;
            // `swap d0`: the old seed's high word, through the same nibble.
            let dy = ((r >> 16) as u16 & 0xF) as i32 - 8;
            let (x, y) = (p.x + dx, p.y + dy);
            let mut l = Common::new(id, 0, x, y, false, false);
            l.routine = LEAF;
            l.x_vel = if p.facing_left { xv.wrapping_neg() } else { xv };
            l.y_vel = yv;
            l.mapping_frame = (dy as u8) & 1;
            l.width_pixels = 8;
            l.on_screen = true;
            let leaf = Leaves {
                first: 0,
                path_x: (x as i16 as i32) << 16,
                path_y: (y as i16 as i32) << 16,
                swing: SWING,
                angle: 0,
            };
            // `AllocateObject` failing skips this leaf only (`dbf` goes on).
            cx.spawn(Obj { common: l, state: State::Leaves(leaf) });
        }
    } else {
        s.first = 0;
    }
    if s.first == 0 {
        s.first = cx.world.game.frame_counter;
    }
}

/// `Obj2C_Leaf`.
fn leaf(c: &mut Common, s: &mut Leaves, cx: &mut ObjCtx) {
    let step = s.swing as u8;
    s.angle = s.angle.wrapping_add(step);
    if step.wrapping_add(vint_runcount(cx.world.game) as u8) & 0x1F == 0 {
        // `add.b d7,d0`: the object loop's counter, $7F − the dynamic slot.
        let d7 = 0x7F_u8.wrapping_sub(cx.current() as u8);
        if d7 & 1 != 0 {
            s.swing = s.swing.wrapping_neg();
        }
    }
    s.path_x = s.path_x.wrapping_add(i32::from(c.x_vel) << 8);
    s.path_y = s.path_y.wrapping_add(i32::from(c.y_vel) << 8);
    c.y_vel = c.y_vel.wrapping_add((s.path_y & 3) as i16 + GRAVITY);
    set_pixel(&mut c.x, (sin(s.angle) >> 6).wrapping_add((s.path_x >> 16) as i16));
    set_pixel(&mut c.y, (cos(s.angle) >> 6).wrapping_add((s.path_y >> 16) as i16));
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if (c.anim_frame_duration as i8) < 0 {
        c.anim_frame_duration = FLIP_FRAMES;
        c.mapping_frame ^= 2;
    }
    if c.on_screen {
        c.display();
    } else {
        c.delete();
    }
}

impl crate::objects::runtime::object::ObjKind for Leaves {
    const MAY_MOVE_PLAYERS: bool = false;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        if c.routine == LEAF { "leaf" } else { "bush" }
    }

    fn name(&self) -> &'static str {
        "leaves"
    }
}
