//! Aquatic Ruin's Grounder (s2disasm `Obj8D` in a wall, `Obj8E` out in the open: `Obj8D_Init`, `loc_36ADC`,
//! `Obj8D_Animate`, `loc_36B0E`, `loc_36B34`, `loc_36B6A`, `loc_36B74`, `loc_36C2C`, `loc_36C64`), the wall
//! it hides behind (`Obj8F`) and the rocks it bursts out with (`Obj90`).
//!
//! A badnik (`Obj8D_SubObjData`: `collision_flags` 2, half width $10; radii $14 and $10) placed on the floor
//! (`ObjCheckFloorDist` once: pulled up out of it). In the open, on its first frame after it faces the nearer
//! player (`Obj_GetOrientationToPlayer`) and walks to him at 1 px a frame, following the floor while it is
//! within −1 to $B px; where it is not, it stops for $3C frames, then walks back the other way.
//! In a wall, it makes the wall's 4 blocks (first free slots; `byte_36CBC` offsets) and waits for the nearer
//! player to come within $60 px along x; then 5 rocks fly out (`Obj90_Directions`, from it), the blocks fall
//! away (`Obj8F_Directions`, gravity $38; rocks and blocks are deleted off screen), and after its animation
//! (frames 0 and 1, 8 frames each) it walks as in the open.

use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::ground::floor_distance;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::s2::orientation_to_player::orientation_to_player;

/// Object ids (`ObjID_GrounderInWall`, `…InWall2`, `…Wall`, `…Rocks`).
pub const IN_WALL_ID: u8 = 0x8D;
pub const OPEN_ID: u8 = 0x8E;
pub const WALL_ID: u8 = 0x8F;
pub const ROCKS_ID: u8 = 0x90;
/// `Obj8D_Index`.
pub const HIDING: u8 = 2;
pub const BURSTING: u8 = 4;
pub const FACE: u8 = 6;
pub const WALK: u8 = 8;
pub const WAIT: u8 = 0xA;
/// `collision_flags`: an enemy, `Touch_Sizes` 2.
pub const COLLISION: u8 = 2;
pub const SPEED: i16 = 0x100;
/// `Ani_obj8D_a`: walking; `Ani_obj8D_b`: bursting out (then the next routine).
const SCRIPTS: [&[u8]; 1] = [&[3, 2, 3, 4, 0xFF]];
const BURST: [&[u8]; 1] = [&[7, 0, 1, 0xFC]];
/// How near (along x) a player makes it burst out.
pub const REACH: u16 = 0x60;
/// `byte_36CBC`: the wall's blocks around it; `Obj8F_Directions`: their speeds' high bytes.
pub const WALL_OFFSETS: [(i16, i16); 4] = [(0, -0x14), (0x10, -4), (0, 0xC), (-0x10, -4)];
pub const WALL_SPEEDS: [(i16, i16); 4] = [(0x100, -0x200), (0x100, -0x100), (-0x100, -0x200), (-0x100, -0x100)];
/// `Obj90_Directions`: the rocks' speeds' high bytes, and their frames (`Obj90_Frames`).
pub const ROCK_SPEEDS: [(i16, i16); 5] =
    [(-0x100, -0x400), (0x400, -0x300), (0x200, 0), (-0x300, -0x100), (-0x300, -0x300)];
const ROCK_FRAMES: [u8; 5] = [0, 2, 0, 1, 0];
pub const GRAVITY: i16 = 0x38;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Grounder {
    /// `objoff_2A`: the wait's countdown.
    pub timer: u8,
    /// `objoff_2B`: it burst out (its wall's blocks fall).
    pub burst: bool,
    /// A block's or rock's Grounder (`objoff_2C`) and its index (`objoff_2E` / 2).
    pub parent: Option<usize>,
    pub index: u8,
}

pub fn run(c: &mut Common, s: &mut Grounder, cx: &mut ObjCtx) {
    if c.id == WALL_ID || c.id == ROCKS_ID {
        piece(c, s, cx);
        return;
    }
    match c.routine {
        0 => {
            c.width_pixels = 0x10;
            c.collision_flags = COLLISION;
            c.y_flip = false;
            c.y_radius = 0x14;
            c.x_radius = 0x10;
            let d1 = floor_distance(c, cx);
            if d1 < 0 {
                c.y = c.y.wrapping_add(d1 << 8);
                c.y_vel = 0;
            }
            if c.id == IN_WALL_ID {
                // `loc_36C64`: the wall.
                c.routine = HIDING;
                for (i, &(dx, dy)) in WALL_OFFSETS.iter().enumerate() {
                    let mut block = Common::new(WALL_ID, 4, 0, 0, false, false);
                    block.x = c.x.wrapping_add(i32::from(dx) << 8);
                    block.y = c.y.wrapping_add(i32::from(dy) << 8);
                    let state = Grounder { parent: Some(cx.current()), index: i as u8, ..Default::default() };
                    if cx.spawn(Obj { common: block, state: State::Grounder(state) }).is_none() {
                        break;
                    }
                }
            } else {
                c.routine = FACE;
            }
            return;
        }
        HIDING => {
            let (_, d2) = orientation_to_player(c, cx);
            if (d2 as i16).unsigned_abs() <= REACH {
                c.routine = BURSTING;
                s.burst = true;
                // `loc_36C2C`: the rocks.
                for i in 0..ROCK_SPEEDS.len() {
                    let rock = Common::new(ROCKS_ID, 6, c.pixel_x(), c.pixel_y(), false, false);
                    let state = Grounder { parent: Some(cx.current()), index: i as u8, ..Default::default() };
                    if cx.spawn(Obj { common: rock, state: State::Grounder(state) }).is_none() {
                        break;
                    }
                }
            }
        }
        BURSTING => animate_sprite(c, &BURST),
        FACE => {
            c.routine = WALK;
            let (left_of_player, _) = orientation_to_player(c, cx);
            c.x_vel = if left_of_player { SPEED } else { -SPEED };
            c.x_flip = left_of_player;
        }
        WALK => {
            c.object_move();
            let d1 = floor_distance(c, cx);
            if !(-1..0xC).contains(&d1) {
                c.routine = WAIT;
                s.timer = 0x3B;
            } else {
                c.y = c.y.wrapping_add(d1 << 8);
                animate_sprite(c, &SCRIPTS);
            }
        }
        _ => {
            s.timer = s.timer.wrapping_sub(1);
            if (s.timer as i8) < 0 {
                c.routine = WALK;
                c.x_vel = c.x_vel.wrapping_neg();
                c.x_flip = !c.x_flip;
            }
        }
    }
    cx.mark_gone(c);
}

/// `Obj8F` (a block of the wall) and `Obj90` (a rock).
fn piece(c: &mut Common, s: &mut Grounder, cx: &mut ObjCtx) {
    let i = usize::from(s.index);
    match c.routine {
        0 => {
            c.routine = 2;
            c.on_screen = true;
            if c.id == ROCKS_ID {
                c.width_pixels = 8;
                (c.x_vel, c.y_vel) = ROCK_SPEEDS[i.min(4)];
                c.mapping_frame = ROCK_FRAMES[i.min(4)];
                // `Obj90_Init` starts moving next frame (`Obj90_Move`).
                c.routine = 4;
            } else {
                c.width_pixels = 0x10;
                return;
            }
        }
        2 => {
            // `loc_36BA6`: the wall's block waits for its Grounder to burst out.
            let burst = s.parent.and_then(|p| cx.slots.get(p)).is_some_and(|o| match &o.state {
                State::Grounder(g) => o.common.id == IN_WALL_ID && g.burst,
                _ => false,
            });
            if burst {
                c.routine = 4;
                (c.x_vel, c.y_vel) = WALL_SPEEDS[i.min(3)];
            }
        }
        _ => {
            // `Obj8F_Move`/`Obj90_Move`.
            if !c.on_screen {
                c.delete();
                return;
            }
            c.object_move();
            c.y_vel = c.y_vel.wrapping_add(GRAVITY);
        }
    }
    cx.mark_gone(c);
}

impl crate::objects::runtime::object::ObjKind for Grounder {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        if c.routine == WAIT { "waiting" } else { "walking" }
    }

    fn name(&self) -> &'static str {
        "Grounder"
    }
}
