//! Hydrocity 2's twisting loops: the corkscrew tubes a curled player runs down (skdisasm s3.asm
//! `Obj_HCZTwistingLoop` with `word_3863A` and its routes `byte_38604`–`byte_38626`; each player's run
//! `sub_386C0` with `off_386F0`: the catch `loc_38700` / `loc_38796`, the spans `loc_3885A`–`loc_389BC`, the
//! speeds `sub_38806`; `Delete_Sprite_If_Not_In_Range`).
//!
//! The subtype's low 7 bits pick a loop of `word_3863A`: its x, its top y and its route (one span kind per $60
//! px of the run down). A player moving forward (on the ground or in the air: `loc_38700` never tests it;
//! Ground Speed ≥ 0; with the loop x-flipped, moving left, his speed made positive) whose centre is within 8 px
//! across of the object and less than $30 below it — or, subtype bit 7, one moving left within $10 px across and less than $10 above it — is taken
//! (`object_control` 1, curled: radii $E / 7, angle $28) with the run (`$36`, 16.16) at his y less the loop's top.
//! Each frame his y is the top plus the run, and his x the loop's x plus the span's shape: half-turns
//! (`sin` × −$2800 / $10000 of the run × $DD or × $AA / 256, the later one $100 px further on) or straights
//! ($AA / 256 px across per px down); then the run goes on by his Y Speed. `sub_38806` makes his speeds from
//! angle $28 and Ground Speed, and adds sin($28) × $50 / 256 to it ($42, a quarter of it when that slows him;
//! none at $1800 or more). At a route's 0 he is let go where he is (`object_control` 0); running back up past
//! the top ($16 px) he leaves upwards (angle $70). The object stays while a player is in it and is deleted
//! out of range otherwise.

use crate::math;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State, set_pixel};
use crate::player::{Player, Pose};

/// `byte_38604`–`byte_38626`: the span routine for each $60 px of the run (0: let go).
pub const ROUTE_A: [u8; 8] = [2, 4, 4, 4, 4, 4, 0xC, 0];
pub const ROUTE_B: [u8; 13] = [2, 4, 6, 6, 6, 6, 8, 8, 8, 8, 0xA, 0xA, 0];
pub const ROUTE_C: [u8; 12] = [2, 4, 6, 6, 6, 6, 8, 8, 8, 8, 0xA, 0];
pub const ROUTE_D: [u8; 20] = [2, 4, 6, 6, 6, 6, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 0xE, 0];
/// `word_3863A`: each loop's x, top y and route.
pub const LOOPS: [(u16, u16, &[u8]); 8] = [
    (0x840, 0x120, &ROUTE_A),
    (0x1540, 0x620, &ROUTE_B),
    (0x1740, 0x3A0, &ROUTE_B),
    (0x1CC0, 0x620, &ROUTE_A),
    (0x1FC0, 0x2A0, &ROUTE_C),
    (0x24C0, 0x220, &ROUTE_D),
    (0x26C0, 0x120, &ROUTE_A),
    (0x3040, 0x620, &ROUTE_B),
];
/// `sub_386C0`: px of run per route entry (`divu.w #$60`).
pub const SPAN: u16 = 0x60;
/// `loc_38756`: the angle the run keeps; `loc_3885A`: the angle he leaves by the top with.
pub const ANGLE: u8 = 0x28;
pub const EXIT_ANGLE: u8 = 0x70;
/// `sub_38806`: the pull's factor and the speed it stops at.
pub const PULL: i32 = 0x50;
pub const TOP_SPEED: i16 = 0x1800;

/// One player's run (`$34`–`$39` player 1's, `$3A`–`$3F` player 2's).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Run {
    /// `(a4)`: the span routine (0: not in the loop).
    pub routine: u8,
    /// `2(a4)`: px down the loop from its top, 16.16.
    pub progress: u32,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct HczTwistingLoop {
    /// Set up (`$30`, `$32`, `$40` read from `word_3863A`).
    pub ready: bool,
    /// `$30`, `$32`: the loop's x and top y.
    pub x: u16,
    pub top: u16,
    /// The subtype's loop (`$40`: its route).
    pub index: u8,
    pub runs: [Run; 2],
}

impl HczTwistingLoop {
    fn route(&self) -> &'static [u8] {
        LOOPS[usize::from(self.index) % LOOPS.len()].2
    }
}

/// `loc_38700` / `loc_38796`: whether `p` is taken, given the object's position, subtype bit 7 and flip
/// (Ground Speed negated for a flipped loop).
pub fn catches(p: &mut Player, (ox, oy): (i32, i32), from_below: bool, x_flip: bool) -> bool {
    let dx = (p.pixel_x() as u16).wrapping_sub(ox as u16);
    let dy = (p.pixel_y() as u16).wrapping_sub(oy as u16);
    if from_below {
        if dx.wrapping_add(0x10) >= 0x20 || dy.wrapping_add(0x10) >= 0x10 || p.object_control != 0 {
            return false;
        }
        return p.ground_speed < 0;
    }
    if dx.wrapping_add(8) >= 0x10 || dy >= 0x30 || p.object_control != 0 {
        return false;
    }
    if x_flip {
        if p.ground_speed >= 0 || p.x_speed >= 0 {
            return false;
        }
        p.ground_speed = p.ground_speed.wrapping_neg();
        true
    } else {
        p.ground_speed >= 0
    }
}

/// `loc_38756`: curled, held, angle $28; the run starts at his y less the top (its fraction kept).
fn take(p: &mut Player, run: &mut Run, top: u16) {
    run.routine = 2;
    p.object_control = 1;
    p.pose = Pose::Roll;
    (p.height_radius, p.width_radius) = (0xE, 7);
    p.rolling = true;
    p.pushing = false;
    p.angle = ANGLE;
    let start = (p.pixel_y() as u16).wrapping_sub(top);
    run.progress = (u32::from(start) << 16) | (run.progress & 0xFFFF);
}

/// `GetSineCosine`'s sine of `angle` × −$2800, the high word (`muls.w`, `swap`).
fn half_turn(angle: u8) -> u16 {
    ((i32::from(math::sin(angle)) * -0x2800) >> 16) as u16
}

/// `(run − from) × $AA / 256` as `muls.w`, `asr.l #8` give it.
fn straight(p: u16, from: u16) -> u16 {
    ((i32::from(p.wrapping_sub(from) as i16) * 0xAA) >> 8) as u16
}

/// The span routines `loc_3885A`–`loc_389BC`: his x across from the loop's x for the run's whole px `p`;
/// `None` when `loc_3885A` lets him go by the top.
pub fn across(routine: u8, p: u16, ground_speed: i16) -> Option<u16> {
    Some(match routine {
        2 => {
            let d = match p.checked_sub(0x16) {
                Some(d) => d,
                None if ground_speed < 0 => return None,
                None => 0,
            };
            // `mulu.w #$DD`, `lsr.w #8`: the product's low word.
            half_turn(((u32::from(d) * 0xDD) as u16 >> 8) as u8)
        }
        4 => half_turn(((u32::from(p) * 0xAA) >> 8) as u8),
        6 => straight(p, 0xC0),
        8 => half_turn(((u32::from(p.wrapping_sub(0x180)) * 0xAA) >> 8) as u8).wrapping_add(0x100),
        0xA | 0xC => straight(p, 0x240),
        _ => straight(p, 0x540),
    })
}

/// `sub_38806`: X and Y Speed from his angle and Ground Speed; the pull along the run.
pub fn speeds(p: &mut Player) {
    let (sin, cos) = (i32::from(math::sin(p.angle)), i32::from(math::cos(p.angle)));
    let gv = i32::from(p.ground_speed);
    p.x_speed = ((cos * gv) >> 8) as i16;
    p.y_speed = ((sin * gv) >> 8) as i16;
    let mut pull = (sin * PULL) >> 8;
    if p.ground_speed >= 0 {
        if pull < 0 {
            pull >>= 2;
        }
        if p.ground_speed >= TOP_SPEED {
            return;
        }
    } else if pull >= 0 {
        pull >>= 2;
    }
    p.ground_speed = p.ground_speed.wrapping_add(pull as i16);
}

/// `sub_386C0` for one player.
fn ride(s: &mut HczTwistingLoop, c: &Common, run_index: usize, p: &mut Player) {
    let mut run = s.runs[run_index];
    if run.routine == 0 {
        if !catches(p, (c.pixel_x(), c.pixel_y()), c.subtype & 0x80 != 0, c.x_flip) {
            return;
        }
        take(p, &mut run, s.top);
    } else {
        let whole = (run.progress >> 16) as u16;
        match across(run.routine, whole, p.ground_speed) {
            Some(dx) => {
                set_pixel(&mut p.x, s.x.wrapping_add(dx));
                set_pixel(&mut p.y, whole.wrapping_add(s.top));
                run.progress = run.progress.wrapping_add((i32::from(p.y_speed) << 8) as u32);
            }
            None => {
                // `loc_3885A`: out by the top.
                run.routine = 0;
                p.object_control = 0;
                p.angle = EXIT_ANGLE;
                speeds(p);
                s.runs[run_index] = run;
                return;
            }
        }
    }
    speeds(p);
    let step = usize::from((run.progress >> 16) as u16 / SPAN);
    // Past the route's end the game reads the bytes after it; a run never gets there going down.
    run.routine = s.route().get(step).copied().unwrap_or(0);
    if run.routine == 0 {
        p.object_control = 0;
    }
    s.runs[run_index] = run;
}

pub fn run(c: &mut Common, s: &mut HczTwistingLoop, cx: &mut ObjCtx) {
    if !s.ready {
        s.ready = true;
        s.index = c.subtype & 0x7F;
        let (x, top, _) = LOOPS[usize::from(s.index) % LOOPS.len()];
        (s.x, s.top) = (x, top);
    }
    ride(s, c, 0, cx.world.player);
    if let Some(p2) = cx.world.sidekick.as_deref_mut() {
        ride(s, c, 1, p2);
    }
    if s.runs.iter().any(|r| r.routine != 0) {
        return;
    }
    // `Delete_Sprite_If_Not_In_Range` (not drawn).
    if cx.out_of_range(c.pixel_x()) {
        if let Some(i) = c.respawn {
            cx.world.env.respawn.forget(i);
        }
        c.delete();
    }
}

impl crate::objects::runtime::object::ObjKind for HczTwistingLoop {
    const MAY_MOVE_PLAYERS: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        if self.runs.iter().any(|r| r.routine != 0) { "carrying" } else { "waiting" }
    }

    fn name(&self) -> &'static str {
        "Twisting loop"
    }
}
