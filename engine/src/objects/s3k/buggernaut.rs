//! Buggernaut, Hydrocity 1's fly and its baby (skdisasm s3.asm `Obj_Buggernaut`, `loc_55828`–`loc_55878`,
//! `Obj_Buggernaught_Baby`, `loc_558BA`–`loc_55932`, `sub_5593C`, `sub_5596E`; `Chase_Object`).
//!
//! It waits off screen (`Obj_WaitOffscreen`: the frame it is first seen only ends the wait). Its first frame
//! makes its baby $20 px to its right (the next free slot after it). Then it hovers 64 frames
//! (`$2E` = $3F, `Obj_Wait` counting to −1) and chases 128 ($7F) in turn: chasing (only while on screen) it
//! faces the nearer player (`Find_SonicTails`) and `Chase_Object`s him — each speed $10 a frame towards him
//! (unless past ±$200; both 0 once level with him on both axes) — and never dips within 8 px of the water's
//! surface (`sub_5596E`: Y Speed −$200 there). An enemy of touch size $17. The baby (no touch) faces and
//! chases its parent ($20 a frame, the same limits, the same water rule); when the parent is gone it looks
//! for another Buggernaut with fewer than 4 babies (`sub_5593C`, the slots in order; for that frame it still
//! chases its old slot), else it flies off away from player 1 at $200 for good. The baby is deleted $80 px
//! off the camera's rows or out of range (`Sprite_CheckDeleteTouchXY`), the fly out of range.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::s3k::kinds::Sonic3k;

/// `ObjDat_Buggernaut`: an enemy, size $17.
pub const COLLISION: u8 = 0x17;
/// `Chase_Object`'s top speed, and the fly's and the baby's steps.
pub const CHASE_MAX: i16 = 0x200;
pub const CHASE_STEP: i16 = 0x10;
pub const BABY_STEP: i16 = 0x20;
/// `loc_55844`, `loc_55862`: the hover and chase times (`Obj_Wait` to −1: one frame more each).
pub const HOVER: i16 = 0x3F;
pub const CHASE: i16 = 0x7F;
/// `sub_5593C`: at most 4 babies.
pub const MAX_BABIES: u8 = 4;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Buggernaut {
    /// `Obj_WaitOffscreen` is over.
    pub awake: bool,
    /// A baby (`Obj_Buggernaught_Baby`), not a Buggernaut.
    pub baby: bool,
    /// `$2E`: `Obj_Wait`'s timer.
    pub wait: i16,
    /// `$39`: its babies.
    pub babies: u8,
    /// The baby's `parent3`: its parent's slot.
    pub parent: Option<usize>,
}

/// `Animate_Raw` on a script of frames with delay 0 that restarts ($FC): the next frame every frame.
fn animate(c: &mut Common, frames: &[u8]) {
    c.anim_frame = c.anim_frame.wrapping_add(1);
    match frames.get(usize::from(c.anim_frame)) {
        Some(&f) => c.mapping_frame = f,
        None => {
            c.anim_frame = 0;
            c.mapping_frame = frames[0];
        }
    }
}

/// `Chase_Object`: each speed `step` towards the target's (x, y), kept within ±`max`; level on both, stopped.
pub fn chase(c: &mut Common, target: (i32, i32), max: i16, step: i16) {
    let (x, y) = (c.pixel_x() as u16, c.pixel_y() as u16);
    let (tx, ty) = (target.0 as u16, target.1 as u16);
    let toward = |v: i16, from: u16, to: u16| {
        let n = if from < to { v.wrapping_add(step) } else { v.wrapping_sub(step) };
        if n < -max || n > max { v } else { n }
    };
    if x != tx {
        c.x_vel = toward(c.x_vel, x, tx);
    }
    if y != ty {
        c.y_vel = toward(c.y_vel, y, ty);
    } else if x == tx {
        c.x_vel = 0;
        c.y_vel = 0;
    }
}

/// `sub_5596E`: within 8 px of the surface (or below), up at $200.
fn keep_out_of_water(c: &mut Common, water: i32) {
    if c.pixel_y() as u16 >= (water as u16).wrapping_sub(8) {
        c.y_vel = -0x200;
    }
}

fn is_parent(o: &Obj) -> bool {
    matches!(&o.state, State::Sonic3k(Sonic3k::Buggernaut(b)) if !b.baby)
}

fn run_baby(c: &mut Common, s: &mut Buggernaut, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            // `loc_558BA` (`SetUp_ObjAttributes3`).
            c.routine = 2;
            c.width_pixels = 0xC;
            c.mapping_frame = 3;
        }
        2 => {
            animate(c, &[3, 4, 5]);
            let old = s
                .parent
                .and_then(|i| cx.slots.get(i))
                .map(|o| (o.common.pixel_x(), o.common.pixel_y(), o.common.x_flip));
            let alive = s.parent.and_then(|i| cx.slots.get(i)).is_some_and(is_parent);
            if !alive {
                // `sub_5593C`: the first Buggernaut with room for one more, from the second dynamic slot.
                let found = cx.slots.iter().find_map(|(i, o)| {
                    let room =
                        matches!(&o.state, State::Sonic3k(Sonic3k::Buggernaut(b)) if !b.baby && b.babies < MAX_BABIES);
                    (i >= 1 && room).then_some(i)
                });
                match found {
                    Some(i) => {
                        if let Some(Obj { state: State::Sonic3k(Sonic3k::Buggernaut(b)), .. }) = cx.slots.get_mut(i) {
                            b.babies += 1;
                        }
                        s.parent = Some(i);
                    }
                    None => {
                        // `loc_5590A`: off for good, away from player 1.
                        c.routine = 4;
                        let away = c.pixel_x() as u16 >= cx.world.player.pixel_x() as u16;
                        c.x_flip = away;
                        c.x_vel = if away { 0x200 } else { -0x200 };
                        delete_off_screen(c, cx);
                        return;
                    }
                }
            }
            // `loc_558E2`: the old slot this frame (`a1` was read before the search; a freed slot is zeros).
            let (px, py, flip) = old.unwrap_or((0, 0, false));
            c.x_flip = flip;
            chase(c, (px, py), CHASE_MAX, BABY_STEP);
            keep_out_of_water(c, cx.world.env.water_level);
            c.object_move();
        }
        _ => {
            animate(c, &[3, 4, 5]);
            c.object_move();
        }
    }
    delete_off_screen(c, cx);
}

/// `Sprite_CheckDeleteTouchXY`.
fn delete_off_screen(c: &mut Common, cx: &mut ObjCtx) {
    let camera_y = cx.world.env.camera.y as u16;
    let off_rows = (c.pixel_y() as u16).wrapping_sub(camera_y).wrapping_add(0x80) > 0x200;
    if off_rows || cx.out_of_range(c.pixel_x()) {
        c.delete();
    }
}

pub fn run(c: &mut Common, s: &mut Buggernaut, cx: &mut ObjCtx) {
    if s.baby {
        run_baby(c, s, cx);
        return;
    }
    if super::wait_offscreen(c, &mut s.awake, cx) {
        return;
    }
    match c.routine {
        0 => {
            // `loc_55828`.
            c.width_pixels = 0x10;
            c.collision_flags = COLLISION;
            let mut baby = Common::new(c.id, 0, 0, 0, false, false);
            baby.x = (c.pixel_x() + 0x20) << 8;
            baby.y = c.pixel_y() << 8;
            let me = cx.current();
            let state = Buggernaut { baby: true, awake: true, parent: Some(me), ..Buggernaut::default() };
            let _ = cx.spawn_after(Obj { common: baby, state: State::Sonic3k(Sonic3k::Buggernaut(state)) });
            s.babies += 1;
            c.routine = 2;
            s.wait = HOVER;
        }
        2 => {
            animate(c, &[0, 1, 2]);
            s.wait -= 1;
            if s.wait < 0 {
                c.routine = 4;
                s.wait = CHASE;
            }
        }
        _ if c.on_screen => {
            // `Find_SonicTails`: the nearer player across.
            let x = c.pixel_x() as i16;
            let p1 = (cx.world.player.pixel_x(), cx.world.player.pixel_y());
            let p2 = cx.world.sidekick.as_deref().map_or((0, 0), |p| (p.pixel_x(), p.pixel_y()));
            let d1 = x.wrapping_sub(p1.0 as i16).unsigned_abs();
            let d2 = x.wrapping_sub(p2.0 as i16).unsigned_abs();
            let target = if d1 > d2 { p2 } else { p1 };
            c.x_flip = x.wrapping_sub(target.0 as i16) < 0;
            chase(c, target, CHASE_MAX, CHASE_STEP);
            keep_out_of_water(c, cx.world.env.water_level);
            c.object_move();
            animate(c, &[0, 1, 2]);
            s.wait -= 1;
            if s.wait < 0 {
                c.routine = 2;
                s.wait = HOVER;
            }
        }
        _ => {}
    }
    cx.mark_gone(c);
}

impl crate::objects::runtime::object::ObjKind for Buggernaut {
    const MAY_MOVE_PLAYERS: bool = false;
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match (self.baby, self.awake, c.routine) {
            (true, _, 4) => "baby, leaving",
            (true, _, _) => "baby",
            (false, false, _) => "waiting",
            (false, true, 4) => "chasing",
            _ => "hovering",
        }
    }

    fn name(&self) -> &'static str {
        "Buggernaut"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `Chase_Object` with $200, $10: towards a target right and above, x speed +$10 and y −$10 a
    /// frame, held at ±$200 (a step past it is not taken); level on both axes, both speeds 0.
    #[test]
    fn chase_steps_and_limits() {
        let mut c = Common::new(0, 0, 0x100, 0x100, false, false);
        chase(&mut c, (0x200, 0x80), CHASE_MAX, CHASE_STEP);
        assert_eq!((c.x_vel, c.y_vel), (0x10, -0x10));
        c.x_vel = 0x1F8;
        chase(&mut c, (0x200, 0x80), CHASE_MAX, CHASE_STEP);
        assert_eq!(c.x_vel, 0x1F8);
        chase(&mut c, (0x100, 0x100), CHASE_MAX, CHASE_STEP);
        assert_eq!((c.x_vel, c.y_vel), (0, 0));
    }
}
