//! The pipe under the Eggmobile, the blob pumped up it and the dripper over the container (s2disasm
//! `Obj5D_Pipe`, `Obj5D_Pipe_Pump`, `Obj5D_Pipe_Retract`, `Obj5D_PipeSegment`, `Obj5D_Dripper`).
//!
//! A pipe object (routine 4) waits for the Eggmobile to stop ("action 0", [`status2::FILLING`]); then it is
//! the pipe's first segment and makes one more a frame in the slots after it, 8 px apart (12 segments). The
//! next frame it makes the pumped blob (routine 6, step 2: $58 px down the pipe, rising 8 px every $12
//! frames, $C more frames at the top, 6 more frames, then it is deleted and the pipe retracts) and the
//! dripper (routine $A: $F frames at the Eggmobile, then 4 frames $24 px up and 2 px back, where a drop falls
//! into the container: [`status2::DRIP`]; 12 drops, then it is deleted). Retracting, the first segment marks
//! the lowest segment left each frame (found by its y) and finally itself; a marked segment deletes itself.
//! When the boss is beaten every segment falls away.

use super::{
    CpzBoss, Link, PIECE_SCRIPTS, add_px, boss_mut, copy_render, fall_apart, link, piece, px, routine, set_px, status2,
};
use crate::objects::runtime::animate::animate_sprite_with_flips;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::{
    id,
    runtime::object::{Common, NO_BALANCING, State},
};

/// Segments the pipe makes, 8 px apart.
pub const SEGMENTS: i16 = 0xC;
pub const SEGMENT_SPACING: i16 = 8;
/// The pumped blob: where it starts below the pipe's top, frames per 8 px step, the pause at the top, the
/// frames before it is deleted.
pub const PUMP_START: u8 = 0xB * 8;
pub const PUMP_STEP: u8 = 0x12;
pub const PUMP_TOP: u8 = 0xC;
pub const PUMP_END: u8 = 6;
/// The dripper: frames at the Eggmobile, frames dripping, its offset while dripping, and the drops in all.
pub const DRIPPER_WAIT: u8 = 0xF;
pub const DRIP_FRAMES: u8 = 4;
pub const DRIP_OFFSET: (i16, i16) = (-2, -0x24);
pub const DRIPS: u8 = 0xC;

/// `Obj5D_Pipe`: waiting (step 0) and extending (step 2).
pub(super) fn pipe(c: &mut Common, s: &mut CpzBoss, cx: &mut ObjCtx) {
    if c.routine_secondary == 0 {
        let main = link(&cx.slots, s.parent);
        if main.status2 & status2::FILLING == 0 {
            return;
        }
        set_px(&mut c.x, px(main.x));
        set_px(&mut c.y, px(main.y).wrapping_add(0x18));
        s.pipe_segments = SEGMENTS;
        c.routine_secondary = 2;
        // `Obj5D_Pipe_Extend_Part2` on itself: the first segment, at offset 0.
        s.pipe_segments -= 1;
        c.width_pixels = 0x20;
        s.segment_y = (SEGMENTS - 1 - s.pipe_segments) * SEGMENT_SPACING;
        add_px(&mut c.y, s.segment_y);
        c.anim = 1;
        pipe_segment(c, s, cx);
        return;
    }
    // `Obj5D_Pipe_Extend`: one segment a frame (a frame with no free slot waits, undrawn).
    let me = cx.current();
    if !cx.slots.has_free(me + 1, None) {
        return;
    }
    s.pipe_segments = s.pipe_segments.wrapping_sub(1);
    if s.pipe_segments < 0 {
        // (The slot the game took stays free: it never sets its id.)
        c.routine_secondary = 0;
        c.routine = routine::PIPE_PUMP;
        pipe_segment(c, s, cx);
        return;
    }
    let offset = (SEGMENTS - 1 - s.pipe_segments).wrapping_mul(SEGMENT_SPACING);
    let mut segment = piece(routine::PIPE_SEGMENT, (c.x >> 8) << 8, (c.y >> 8) << 8, Some(me));
    add_px(&mut segment.common.y, offset);
    segment.common.anim = 1;
    if let State::CpzBoss(seg) = &mut segment.state {
        seg.segment_y = offset;
    }
    cx.spawn_after(segment);
    pipe_segment(c, s, cx);
}

/// `Obj5D_Pipe_Pump`: the first segment makes the blob and the dripper (step 0; it is a plain segment
/// afterwards); the blob rises (step 2) and ends (step 4).
pub(super) fn pipe_pump(c: &mut Common, s: &mut CpzBoss, cx: &mut ObjCtx) {
    match c.routine_secondary {
        0 => {
            let me = cx.current();
            let mut blob = piece(routine::PIPE_PUMP, (c.x >> 8) << 8, (c.y >> 8) << 8, Some(me));
            blob.common.routine_secondary = 2;
            blob.common.width_pixels = 0x20;
            add_px(&mut blob.common.y, i16::from(PUMP_START));
            blob.common.anim = 2;
            if let State::CpzBoss(b) = &mut blob.state {
                b.timer3 = 2;
                b.y_offset = PUMP_START;
                b.timer = PUMP_STEP;
            }
            if cx.spawn_after(blob).is_none() {
                pipe_segment(c, s, cx);
                return;
            }
            c.routine = routine::PIPE_SEGMENT;
            let dripper = crate::objects::runtime::object::Obj {
                common: Common { id: id::CPZ_BOSS, routine: routine::DRIPPER, ..Default::default() },
                state: State::CpzBoss(CpzBoss { parent: s.parent, ..Default::default() }),
            };
            cx.spawn_after(dripper);
            pipe_segment(c, s, cx);
        }
        2 => {
            let top = link(&cx.slots, s.parent);
            let main = link(&cx.slots, top.parent);
            if main.status & NO_BALANCING != 0 {
                c.delete();
                return;
            }
            set_px(&mut c.x, px(top.x));
            set_px(&mut c.y, px(top.y));
            s.timer = s.timer.wrapping_sub(1);
            if s.timer == 0 {
                s.timer = PUMP_STEP;
                s.y_offset = s.y_offset.wrapping_sub(8);
                if (s.y_offset as i8) == 0 {
                    c.anim = 3;
                    s.timer = PUMP_TOP;
                } else if (s.y_offset as i8) < 0 {
                    s.timer = PUMP_END;
                    c.routine_secondary = 4;
                    return;
                }
            }
            add_px(&mut c.y, i16::from(s.y_offset));
            animate_sprite_with_flips(c, &PIECE_SCRIPTS);
            c.display();
        }
        _ => {
            s.timer = s.timer.wrapping_sub(1);
            if s.timer != 0 {
                return;
            }
            s.timer3 = s.timer3.wrapping_sub(1);
            if s.timer3 != 0 {
                // (Set up for another pass, then deleted all the same: the game falls through.)
                c.anim = 2;
                s.timer = PUMP_STEP;
                c.routine_secondary = 2;
                s.y_offset = PUMP_START;
            }
            if let Some((tc, ts)) = boss_mut(&mut cx.slots, s.parent) {
                tc.routine = routine::PIPE_RETRACT;
                ts.y_offset = PUMP_START;
            }
            c.delete();
        }
    }
}

/// `RunObjects`' loop counter as `Obj5D_Pipe_Retract` leaves it (`d7` = the object id $5D).
pub const RETRACT_RUN_BUDGET: u8 = id::CPZ_BOSS;

/// `Obj5D_Pipe_Retract`: the first segment marks the segment at its y + offset (the first object at that y
/// among the players and the dynamic slots; if that is not an `Obj5D`, nothing this frame), 8 px higher each
/// frame; at offset 0 it marks itself the next frame. Any match cuts this frame's `RunObjects` short.
pub(super) fn pipe_retract(c: &mut Common, s: &mut CpzBoss, cx: &mut ObjCtx) {
    if s.flag {
        c.status |= NO_BALANCING;
        s.y_offset = s.y_offset.wrapping_sub(8);
        if s.y_offset == 0 {
            s.flag = true;
        }
        pipe_segment(c, s, cx);
        return;
    }
    let y = (i16::from(s.y_offset)).wrapping_add(px(c.y));
    let me = cx.current();
    let players =
        (cx.world.player.pixel_y() as i16 == y) | cx.world.sidekick.as_deref().is_some_and(|p| p.pixel_y() as i16 == y);
    let found = if players {
        Some(None)
    } else {
        let mut hit = None;
        for i in 0..crate::objects::runtime::slots::DYNAMIC_SLOTS {
            let (obj_y, is_boss) = if i == me {
                (px(c.y), c.id == id::CPZ_BOSS)
            } else if let Some(o) = cx.slots.get(i).filter(|o| !o.common.deleted) {
                (px(o.common.y), o.common.id == id::CPZ_BOSS)
            } else {
                continue;
            };
            if obj_y == y {
                hit = Some(is_boss.then_some(i));
                break;
            }
        }
        hit
    };
    if let Some(target) = found {
        cx.world.game.last_slot = Some(cx.current() as u16 + u16::from(RETRACT_RUN_BUDGET));
        if let Some(i) = target {
            if i == me {
                c.status |= NO_BALANCING;
            } else if let Some(o) = cx.slots.get_mut(i) {
                o.common.status |= NO_BALANCING;
            }
            s.y_offset = s.y_offset.wrapping_sub(8);
            if s.y_offset == 0 {
                s.flag = true;
            }
        }
    }
    pipe_segment(c, s, cx);
}

/// `Obj5D_PipeSegment`: a segment hangs its offset below its parent (the first segment: the Eggmobile) and is
/// deleted once marked; when the boss (its parent's parent) is beaten it becomes a falling part (drawn in
/// whatever frame it last showed).
pub(super) fn pipe_segment(c: &mut Common, s: &mut CpzBoss, cx: &mut ObjCtx) {
    let top: Link = link(&cx.slots, s.parent);
    let beaten = link(&cx.slots, top.parent).status & NO_BALANCING != 0;
    if beaten {
        s.timer = fall_apart(c, cx);
        c.display();
        return;
    }
    set_px(&mut c.x, px(top.x));
    set_px(&mut c.y, px(top.y));
    if c.routine_secondary == 4 {
        add_px(&mut c.y, 0x18);
    }
    if c.status & NO_BALANCING != 0 {
        c.delete();
        return;
    }
    add_px(&mut c.y, s.segment_y);
    animate_sprite_with_flips(c, &PIECE_SCRIPTS);
    c.display();
}

/// `Obj5D_Dripper`: at the Eggmobile for $F frames (its first frame included), then 4 frames dripping
/// ($24 px up, 2 px back — forward when drawn flipped), a drop into the container at the end; 12 drops.
pub(super) fn dripper(c: &mut Common, s: &mut CpzBoss, cx: &mut ObjCtx) {
    if c.status & NO_BALANCING != 0 {
        c.delete();
        return;
    }
    if c.routine_secondary == 0 {
        c.routine_secondary = 2;
        c.width_pixels = 0x20;
        let main = link(&cx.slots, s.parent);
        set_px(&mut c.x, px(main.x));
        set_px(&mut c.y, px(main.y));
        s.timer = DRIPPER_WAIT;
        c.anim = 4;
    }
    if c.routine_secondary == 2 {
        s.timer = s.timer.wrapping_sub(1);
        if s.timer == 0 {
            c.anim = 5;
            s.timer = DRIP_FRAMES;
            c.routine_secondary = 4;
            add_px(&mut c.y, DRIP_OFFSET.1);
            add_px(&mut c.x, DRIP_OFFSET.0);
            return;
        }
        let main = link(&cx.slots, s.parent);
        set_px(&mut c.x, px(main.x));
        set_px(&mut c.y, px(main.y));
        c.status = main.status;
        copy_render(c, &main);
        animate_sprite_with_flips(c, &PIECE_SCRIPTS);
        c.display();
        return;
    }
    s.timer = s.timer.wrapping_sub(1);
    if s.timer == 0 {
        c.routine_secondary = 0;
        if let Some((_, ms)) = boss_mut(&mut cx.slots, s.parent) {
            ms.status2 |= status2::DRIP;
        }
        s.drips = s.drips.wrapping_add(1);
        if (s.drips as i8) >= DRIPS as i8 {
            c.delete();
        }
        return;
    }
    let main = link(&cx.slots, s.parent);
    set_px(&mut c.x, px(main.x).wrapping_add(DRIP_OFFSET.0));
    set_px(&mut c.y, px(main.y).wrapping_add(DRIP_OFFSET.1));
    if c.x_flip {
        add_px(&mut c.x, 4);
    }
    animate_sprite_with_flips(c, &PIECE_SCRIPTS);
    c.display();
}
