//! The pinball bumper (SPG "Springs and Bumpers": a bumper bounces the player away; the seed gives no numbers,
//! so this follows s1disasm `Obj47`, `Bump_Hit`): touched (a special hitbox, `collision_flags` $D7: 8 x 8),
//! it throws the player away from its centre at 7 px/frame — X Speed = cos(angle) × −$700 / 256, Y Speed =
//! sin(angle) × −$700 / 256 with the angle from the player to the bumper (`CalcAngle`) — in the air, neither
//! roll-jumping nor pushing. Each hit scores 10 points, for the first 10 hits of a bumper with a respawn
//! entry (the entry counts them; it has one here), and puts a points object ("10", `Obj29`) in the first free
//! slot.

use crate::math::{calc_angle, cos, sin};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::runtime::touch::SPECIAL;
use crate::objects::s2::explosion::{Explosion, POINTS_ID, Role};

/// `collision_flags`: special, `Touch_Sizes` entry $17 (8 x 8).
pub const COLLISION: u8 = SPECIAL | 0x17;
/// The bounce speed (`muls.w #-$700`).
pub const BOUNCE: i32 = -0x700;
/// Hits that score (`cmpi.b #$8A`: the respawn entry's loaded bit $80 plus 10 hits).
pub const SCORING_HITS: u8 = 10;
/// Points per hit (`AddPoints` with 1: 10 points).
pub const POINTS: u32 = 10;
/// The points object's mapping frame (`move.b #4,obFrame(a1)`: "10").
pub const POINTS_FRAME: u8 = 4;
/// Frames its hit frame shows (mapping frame 1; only the drawing reads it).
pub const HIT_FRAMES: u8 = 4;

/// `Obj47`'s own state: frames left of the hit animation.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Bumper {
    pub hit_timer: u8,
}

pub fn run(c: &mut Common, s: &mut Bumper, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x10;
        c.collision_flags = COLLISION;
    }
    if c.collision_property != 0 {
        c.collision_property = 0;
        bounce(c, cx);
        s.hit_timer = HIT_FRAMES;
    }
    s.hit_timer = s.hit_timer.saturating_sub(1);
    c.mapping_frame = u8::from(s.hit_timer > 0);
    cx.mark_gone(c);
}

/// `Bump_Hit`: the bounce and the score.
fn bounce(c: &Common, cx: &mut ObjCtx) {
    let p = &mut *cx.world.player;
    let dx = (c.pixel_x() - p.pixel_x()) as i16;
    let dy = (c.pixel_y() - p.pixel_y()) as i16;
    let angle = calc_angle(dx, dy);
    p.x_speed = ((i32::from(cos(angle)) * BOUNCE) >> 8) as i16;
    p.y_speed = ((i32::from(sin(angle)) * BOUNCE) >> 8) as i16;
    p.air = true;
    p.roll_jump = false;
    p.pushing = false;
    p.jumping = false;
    let scores = match c.respawn {
        Some(i) => {
            let hits = cx.world.env.respawn.get(i) & 0x7F;
            if hits < SCORING_HITS {
                cx.world.env.respawn.set_hits(i, hits + 1);
                true
            } else {
                false
            }
        }
        None => true,
    };
    if scores {
        cx.world.game.score = cx.world.game.score.wrapping_add(POINTS);
        // `FindFreeObj` with `id_Points`, frame 4 (the "10"): it holds a slot while it rises (32 frames).
        let mut points = Common::new(POINTS_ID, 0, c.pixel_x(), c.pixel_y(), false, false);
        points.mapping_frame = POINTS_FRAME;
        let state = Explosion { role: Role::Points, ..Default::default() };
        cx.spawn(Obj { common: points, state: State::Explosion(state) });
    }
}

impl crate::objects::runtime::object::ObjKind for Bumper {
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
        "bumper"
    }
}
