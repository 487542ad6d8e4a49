//! Catakiller Jr, Angel Island 2's caterpillar (skdisasm s3.asm `Obj_CaterKillerJr`, `loc_554E8`–`loc_55576`;
//! its body `loc_55588`–`loc_555D4`, `loc_5563A`, `loc_55650`; the sparks `loc_55606`, `loc_55628`;
//! `Swing_UpAndDown(_Count)`, `Obj_Wait`, `Child_DrawTouch_Sprite_FlickerMove`, `Obj_FlickerMove`).
//!
//! The head waits off screen (`Obj_WaitOffscreen`: the frame it is first seen only ends the wait), then makes
//! its six body parts in the free slots after it (`CreateChild3_NormalRepeated`, subtypes 0, 2 … $A) where it
//! is, and crawls left at $100 swinging up and down: its y speed from $80 by 8 a frame to ∓$80 (four turns: 32 + 3 × 31 frames,
//! `$39` = 3), then once between ±$100; at that turn it turns round (x speed negated, mirrored), at the next
//! it starts the small swings again. The frame it starts the big swing or the small ones it does not move
//! (`MoveSprite2` skipped). Each part waits `byte_555CE` ($B, $17, $23, $2F, $37, $3F) + 1 frames and then
//! moves exactly as the head did — so the body follows its path. The first three parts give off a spark
//! (`loc_55606`: no touch, animated 3, 4, 5, deleted after 13 frames) at `$40 − (subtype + 2) × 4` + 1
//! frames and every $1B frames after. The head is an enemy (touch $17); the parts hurt ($97; the last two
//! $98). When the head is destroyed or unloads (`status` bit 7: out of range, `Sprite_CheckDeleteTouch`)
//! the parts fly apart (`Set_IndexedVelocity`: `Obj_VelocityIndex` entries 0–5, mirrored when the part is)
//! and fall with gravity, without touch, deleted off screen (`Obj_FlickerMove`); their sparks go with them.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, NO_BALANCING, Obj, State};
use crate::objects::s3k::kinds::Sonic3k;

/// `ObjDat_CaterKillerJr`: the head, an enemy of touch size $17, 8 × 8.
pub const COLLISION: u8 = 0x17;
/// `ObjDat3_5566A`/`ObjDat3_55676`/`ObjDat3_55682`: the parts hurt ($80 | size $17; the last two $18).
pub const PART_COLLISION: u8 = 0x97;
pub const TAIL_COLLISION: u8 = 0x98;
/// `loc_554E8`: the crawl's x speed.
pub const SPEED: i16 = -0x100;
/// `loc_554FE`, `loc_55534`: the small and big swings' limits, and their step.
pub const SMALL_SWING: i16 = 0x80;
pub const BIG_SWING: i16 = 0x100;
pub const SWING_STEP: i16 = 8;
/// `loc_554FE`: small swings' turns before the big one (`$39`).
pub const SMALL_TURNS: i8 = 3;
/// `byte_555CE`: each part's wait before it starts (the low byte of `$2E`).
pub const PART_DELAYS: [i16; 6] = [0x0B, 0x17, 0x23, 0x2F, 0x37, 0x3F];
/// `loc_55650`: the time between sparks.
pub const SPARK_PERIOD: i16 = 0x1A;
/// `Obj_VelocityIndex` entries 0–5: the parts' speeds as they fly apart (x, y).
pub const SCATTER: [(i16, i16); 6] =
    [(-0x100, -0x100), (0x100, -0x100), (-0x200, -0x200), (0x200, -0x200), (-0x300, -0x200), (0x300, -0x200)];
/// `byte_556A4`: the spark's script (frame, delay) pairs, then $F4 (delete).
const SPARK_SCRIPT: [(u8, u8); 4] = [(3, 2), (3, 2), (4, 3), (5, 4)];

/// Which object of the caterpillar a slot holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Part {
    #[default]
    Head,
    /// `loc_55588`: a body part (its index × 2 is its subtype).
    Body,
    /// `loc_55606`: a spark a body part gives off.
    Spark,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CaterKillerJr {
    pub part: Part,
    /// `Obj_WaitOffscreen` is over (the head's).
    pub awake: bool,
    /// `$2E`: `Obj_Wait`'s timer (a part's start, then its sparks).
    pub wait: i16,
    /// `$39`: small swings' turns left.
    pub turns: i8,
    /// `$3E`, `$40`: the swing's limit and step; `$38` bit 0: heading down.
    pub swing_max: i16,
    pub swing_step: i16,
    pub down: bool,
    /// `parent3`: the head's slot (a part's), the part's (a spark's).
    pub parent: Option<usize>,
    /// `Obj_FlickerMove`: the part flies apart.
    pub scattered: bool,
}

/// `Swing_UpAndDown`: the y speed `step` a frame towards ∓`max`, turning past it; true on a turn (`d3`).
pub fn swing(c: &mut Common, s: &mut CaterKillerJr) -> bool {
    let (mut d0, mut d1, mut d2) = (s.swing_step, c.y_vel, s.swing_max);
    let mut turned = false;
    if !s.down {
        d0 = d0.wrapping_neg();
        d1 = d1.wrapping_add(d0);
        d2 = d2.wrapping_neg();
        if d1 > d2 {
            c.y_vel = d1;
            return false;
        }
        s.down = true;
        d0 = d0.wrapping_neg();
        d2 = d2.wrapping_neg();
        turned = true;
    }
    d1 = d1.wrapping_add(d0);
    if d1 >= d2 {
        s.down = false;
        d1 = d1.wrapping_sub(d0);
        turned = true;
    }
    c.y_vel = d1;
    turned
}

/// `loc_554FE`: the small swings again (routine 4).
fn small_swings(c: &mut Common, s: &mut CaterKillerJr) {
    c.routine = 4;
    s.turns = SMALL_TURNS;
    (s.swing_max, c.y_vel, s.swing_step, s.down) = (SMALL_SWING, SMALL_SWING, SWING_STEP, false);
}

/// Routines 4, 6 and 8 (`loc_55524`, `loc_55554`, `loc_55576`), the head's and the parts'.
pub fn crawl(c: &mut Common, s: &mut CaterKillerJr) {
    match c.routine {
        6 => {
            if swing(c, s) {
                c.routine = 8;
                c.x_vel = c.x_vel.wrapping_neg();
                c.x_flip = !c.x_flip;
            }
            c.object_move();
        }
        8 => {
            if swing(c, s) {
                small_swings(c, s);
            } else {
                c.object_move();
            }
        }
        _ => {
            // `Swing_UpAndDown_Count`.
            let out = swing(c, s) && {
                s.turns = s.turns.wrapping_sub(1);
                s.turns < 0
            };
            if out {
                c.routine = 6;
                (s.swing_max, c.y_vel, s.swing_step, s.down) = (BIG_SWING, BIG_SWING, SWING_STEP, false);
            } else {
                c.object_move();
            }
        }
    }
}

/// The head's state for a part or spark in a slot: alive unless gone or its `status` bit 7 is set.
fn parent_alive(cx: &ObjCtx, parent: Option<usize>) -> bool {
    parent.and_then(|i| cx.slots.get(i)).is_some_and(|o| {
        matches!(o.state, State::Sonic3k(Sonic3k::CaterKillerJr(_))) && o.common.status & NO_BALANCING == 0
    })
}

fn run_head(c: &mut Common, s: &mut CaterKillerJr, cx: &mut ObjCtx) {
    if super::wait_offscreen(c, &mut s.awake, cx) {
        return;
    }
    if c.routine == 0 {
        // `loc_554E8`.
        (c.width_pixels, c.y_radius, c.explicit_height) = (8, 8, true);
        (c.mapping_frame, c.collision_flags) = (0, COLLISION);
        c.x_vel = SPEED;
        let me = cx.current();
        for i in 0..6u8 {
            let part = Common::new(c.id, 2 * i, c.pixel_x(), c.pixel_y(), false, false);
            let state = CaterKillerJr { part: Part::Body, parent: Some(me), ..CaterKillerJr::default() };
            if cx.spawn_after(Obj { common: part, state: state.into() }).is_none() {
                break;
            }
        }
        small_swings(c, s);
    } else {
        crawl(c, s);
    }
    // `Sprite_CheckDeleteTouch` (`loc_5371C`: bit 7 set as it goes, which the parts read).
    cx.mark_gone(c);
    if c.deleted {
        c.status |= NO_BALANCING;
    }
}

fn run_body(c: &mut Common, s: &mut CaterKillerJr, cx: &mut ObjCtx) {
    if s.scattered {
        // `Obj_FlickerMove`.
        c.object_move_and_fall();
        let camera_y = cx.world.env.camera.y as u16;
        let off_rows = (c.pixel_y() as u16).wrapping_sub(camera_y).wrapping_add(0x80) > 0x200;
        if off_rows || cx.out_of_range(c.pixel_x()) {
            c.delete();
        } else {
            c.display();
        }
        return;
    }
    match c.routine {
        0 => {
            // `loc_555A8`.
            let i = usize::from(c.subtype / 2).min(5);
            let (w, h, frame, touch) = match i {
                0..=2 => (8, 0xC, 1, PART_COLLISION),
                3 => (8, 8, 2, PART_COLLISION),
                _ => (4, 4, 3, TAIL_COLLISION),
            };
            (c.width_pixels, c.y_radius, c.explicit_height) = (w, h, true);
            (c.mapping_frame, c.collision_flags) = (frame, touch);
            s.wait = PART_DELAYS[i];
            c.routine = 2;
        }
        2 => {
            // `loc_555D4`.
            s.wait -= 1;
            if s.wait < 0 {
                s.wait = 0x40 - (i16::from(c.subtype) + 2) * 4;
                c.x_vel = SPEED;
                small_swings(c, s);
            }
        }
        _ => {
            crawl(c, s);
            // `loc_5563A`: the first three give off sparks (`Obj_Wait`, then `loc_55650`).
            if c.subtype < 6 {
                s.wait -= 1;
                if s.wait < 0 {
                    s.wait = SPARK_PERIOD;
                    let spark = Common::new(c.id, 0, c.pixel_x(), c.pixel_y(), false, false);
                    let me = cx.current();
                    let state = CaterKillerJr { part: Part::Spark, parent: Some(me), ..CaterKillerJr::default() };
                    let _ = cx.spawn_after(Obj { common: spark, state: state.into() });
                }
            }
        }
    }
    // `Child_DrawTouch_Sprite_FlickerMove`.
    if parent_alive(cx, s.parent) {
        c.display();
    } else {
        scatter(c, s);
    }
}

/// `loc_5312A`: the part flies apart (`status` bit 7, no touch, `Set_IndexedVelocity` with `d0` = 0).
pub fn scatter(c: &mut Common, s: &mut CaterKillerJr) {
    c.status |= NO_BALANCING;
    s.scattered = true;
    c.collision_flags = 0;
    let (x, y) = SCATTER[usize::from(c.subtype / 2).min(5)];
    (c.x_vel, c.y_vel) = (if c.x_flip { x.wrapping_neg() } else { x }, y);
    c.display();
}

fn run_spark(c: &mut Common, s: &mut CaterKillerJr, cx: &mut ObjCtx) {
    if c.routine == 0 {
        // `loc_55606` (`word_5568E`).
        (c.width_pixels, c.y_radius, c.explicit_height, c.mapping_frame) = (0x10, 0x10, true, 3);
        c.routine = 2;
    } else {
        // `Refresh_ChildPositionAdjusted` (offsets 0), `Animate_RawNoSSTMultiDelay`.
        if let Some(p) = s.parent.and_then(|i| cx.slots.get(i)) {
            (c.x, c.y, c.x_flip, c.y_flip) = (p.common.x & !0xFF, p.common.y & !0xFF, p.common.x_flip, p.common.y_flip);
        }
        c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
        if c.anim_frame_duration & 0x80 != 0 {
            c.anim_frame = c.anim_frame.wrapping_add(2);
            match SPARK_SCRIPT.get(usize::from(c.anim_frame / 2)) {
                Some(&(frame, delay)) => (c.mapping_frame, c.anim_frame_duration) = (frame, delay),
                None => {
                    c.delete();
                    return;
                }
            }
        }
    }
    // `Child_Draw_Sprite`: gone with its part.
    let part_alive = s.parent.and_then(|i| cx.slots.get(i)).is_some_and(|o| {
        matches!(o.state, State::Sonic3k(Sonic3k::CaterKillerJr(_))) && o.common.status & NO_BALANCING == 0
    });
    if part_alive {
        c.display();
    } else {
        c.delete();
    }
}

pub fn run(c: &mut Common, s: &mut CaterKillerJr, cx: &mut ObjCtx) {
    match s.part {
        Part::Head => run_head(c, s, cx),
        Part::Body => run_body(c, s, cx),
        Part::Spark => run_spark(c, s, cx),
    }
}

impl crate::objects::runtime::object::ObjKind for CaterKillerJr {
    const MAY_MOVE_PLAYERS: bool = false;
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match (self.part, self.awake, self.scattered, c.routine) {
            (Part::Spark, ..) => "spark",
            (Part::Body, _, true, _) => "flying apart",
            (Part::Body, _, _, 0 | 2) => "waiting to follow",
            (Part::Head, false, ..) => "waiting",
            (_, _, _, 6) => "big swing",
            (_, _, _, 8) => "turned",
            _ => "crawling",
        }
    }

    fn name(&self) -> &'static str {
        match self.part {
            Part::Head => "Catakiller Jr",
            Part::Body => "Catakiller Jr (body)",
            Part::Spark => "Catakiller Jr (spark)",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `loc_554FE` + `Swing_UpAndDown_Count`: from $80, 8 a frame; the frame it reaches −$80 it turns
    /// and steps back to −$78 (32 frames), then 31 frames a turn; the fourth turn starts routine 6 at $100.
    #[test]
    fn small_swings_then_the_big_one() {
        let mut c = Common::new(0, 0, 0x100, 0x100, false, false);
        let mut s = CaterKillerJr::default();
        c.x_vel = SPEED;
        small_swings(&mut c, &mut s);
        let mut vels = Vec::new();
        let mut frames = 0;
        while c.routine == 4 {
            crawl(&mut c, &mut s);
            vels.push(c.y_vel);
            frames += 1;
        }
        assert_eq!(&vels[..3], &[0x78, 0x70, 0x68]);
        assert_eq!((vels[30], vels[31], vels[32]), (-0x78, -0x78, -0x70), "the turn steps back");
        assert_eq!(frames, 32 + 31 * 3);
        assert_eq!((c.routine, c.y_vel, s.swing_max), (6, BIG_SWING, BIG_SWING));
        // The big swing: one turn ($100 down to −$100: 64 frames) turns it round.
        let x = c.x;
        let mut n = 0;
        while c.routine == 6 {
            crawl(&mut c, &mut s);
            n += 1;
        }
        assert_eq!((n, c.x_vel, c.x_flip), (64, 0x100, true));
        assert_eq!(c.x, x + 63 * SPEED as i32 + 0x100, "it moves on the turn frame, the new way");
        while c.routine == 8 {
            crawl(&mut c, &mut s);
        }
        assert_eq!((c.routine, c.y_vel, s.turns), (4, SMALL_SWING, SMALL_TURNS));
    }

    /// `loc_5312A` with `Obj_VelocityIndex`: part 2 (subtype 4) flies (−$200, −$200), mirrored (+$200).
    #[test]
    fn parts_scatter_by_index() {
        let mut c = Common::new(0, 4, 0, 0, false, false);
        let mut s = CaterKillerJr { part: Part::Body, ..Default::default() };
        c.collision_flags = PART_COLLISION;
        scatter(&mut c, &mut s);
        assert_eq!((c.x_vel, c.y_vel, c.collision_flags), (-0x200, -0x200, 0));
        c.x_flip = true;
        scatter(&mut c, &mut s);
        assert_eq!(c.x_vel, 0x200);
    }
}
