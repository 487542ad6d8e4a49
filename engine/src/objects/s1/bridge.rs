//! Green Hill's log bridge (s1disasm `_incObj/11 Bridge (part 1).asm`: `Bri_Main`, `Bri_Action`, `Bri_Solid`,
//! `Bri_Platform`; `(part 2)`: `Bri_WalkOff`; `(part 3)`: `Bri_MoveSonic`, `Bri_Bend` with `Obj11_BendData`
//! and `Obj11_BendData2`, `Bri_ChkDel`, `Bri_Display`; in `sonic.asm` `Plat_NoXCheck`, `Platform3`,
//! `ExitPlatform2`; SPG "Solid Objects", "Game Objects").
//!
//! One object per log, 16 px apart. The subtype is the number of logs, centred (roughly) on the placed object,
//! which becomes the log at its own x; the other logs are new objects (routine $A: they only draw themselves)
//! in the first free slots, from the leftmost (x − subtype / 2 × 16). The placed object keeps the list of the
//! logs' slots (its own among them) and their count, and does all the work.
//!
//! Not stood on (`Bri_Action`), a falling player within the logs' span lands on a flat top 8 px above the
//! placed log's current y (which may still be dipped), and the bend relaxes 4 a frame. Stood on
//! (`Bri_Platform`), `ExitPlatform2` lets him leave (in the air or past either end; not put in the air);
//! otherwise the log under him (`(x − left edge) / 16`) is where the dip is, the bend grows by 4 to $40, and
//! `Bri_MoveSonic` puts his feet 8 px above that log's new y. The bend (Sonic 2 kept it): each log sinks
//! `(curve + 1) · depth · sin(bend) / 65536` px below its rest y, `depth` from `Obj11_BendData` (2 px per log
//! to the nearer end, counting the standing one) and the curves of `Obj11_BendData2`
//! ([`crate::objects::s2::bridge::BEND_CURVES`], the same bytes). Out of range the placed log deletes the others
//! and itself.
//!
//! Two-log bridges have one solid log (the game never lists the placed one: the loop ends before reaching it);
//! a one-log bridge is never landed on. Bridges of more than 16 logs are cut to 16 (the game's tables end
//! there).

use super::Sonic1;
use crate::math::set_px;
use crate::math::sin;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, STANDING, State};
use crate::objects::runtime::solid::{Contact, platform_chk_y_range, standing};
use crate::objects::s2::bridge::BEND_CURVES;

/// The most logs kept.
pub const MAX_LOGS: usize = 16;
/// The bend's step and its maximum (`objoff_3E`).
pub const BEND_STEP: u8 = 4;
pub const BEND_MAX: u8 = 0x40;
/// The top is 8 px above a log's y.
pub const TOP: i16 = 8;
/// Routines (`Bri_Index`): not stood on, stood on, a log that only draws itself.
pub const ACTION: u8 = 2;
pub const PLATFORM: u8 = 4;
pub const LOG: u8 = 0xA;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Bridge {
    /// `objoff_3C`: the log's rest y (every log has it).
    pub rest_y: i16,
    /// `objoff_3E`: the bend angle, 0 to [`BEND_MAX`].
    pub bend: u8,
    /// `objoff_3F`: the log the player stands (or last stood) on.
    pub log: u8,
    /// `obSubtype` after `Bri_Main`: the logs listed.
    pub count: u8,
    /// The logs' slots from the left (`objoff_29` on), the placed one's among them.
    pub logs: [u8; MAX_LOGS],
}

/// `Obj11_BendData`: the depth (px at full bend) under log `log` of a bridge of `count` logs.
pub fn depth(count: u8, log: u8) -> u8 {
    if log >= count {
        return 0;
    }
    2 * (log + 1).min(count - log)
}

pub fn run(c: &mut Common, s: &mut Bridge, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            init(c, s, cx);
            action(c, s, cx);
        }
        ACTION => action(c, s, cx),
        PLATFORM => {
            // Landing on another object takes the player off this one (`loc_74AE`: its routine back to 2).
            if !standing(c, cx.world.player) {
                c.routine = ACTION;
                return action(c, s, cx);
            }
            walk_off(c, s, cx);
            c.display();
            chk_del(c, s, cx);
        }
        LOG => {
            // A log only draws itself: until the placed log moves or deletes it (handing it out wakes it) its
            // next runs would change nothing.
            c.display();
            cx.slots.sleep_current(c.collision_flags != 0);
        }
        _ => c.delete(),
    }
}

/// `Bri_Main`: the logs from the leftmost; the placed object is listed when the next log's x is its own.
fn init(c: &mut Common, s: &mut Bridge, cx: &mut ObjCtx) {
    c.routine = ACTION;
    c.width_pixels = 0x80;
    let n = c.subtype.min(MAX_LOGS as u8);
    c.subtype = 0;
    let (x, y) = (c.pixel_x() as i16, c.pixel_y() as i16);
    s.rest_y = y;
    let mut d3 = x.wrapping_sub(i16::from(n >> 1) << 4);
    let me = cx.current() as u8;
    for _ in 1..n {
        let mut log = Common::new(c.id, 0, i32::from(d3), i32::from(y), false, false);
        log.routine = LOG;
        log.width_pixels = 8;
        let state = Bridge { rest_y: y, ..Default::default() };
        // `FindFreeObj` comes first: with no free slot not even the placed log is listed.
        let Some(i) = cx.spawn(Obj { common: log, state: State::Sonic1(Sonic1::Bridge(state)) }) else {
            break;
        };
        if d3 == x {
            // The placed log at its own place (its y and rest y set again: the same).
            d3 = d3.wrapping_add(0x10);
            if let Some(slot) = s.logs.get_mut(usize::from(s.count)) {
                *slot = me;
                s.count += 1;
            }
            if let Some(o) = cx.slots.get_mut(i) {
                set_px(&mut o.common.x, d3);
            }
        }
        if let Some(slot) = s.logs.get_mut(usize::from(s.count)) {
            *slot = i as u8;
            s.count += 1;
        }
        d3 = d3.wrapping_add(0x10);
    }
}

/// `Bri_Action`: `Bri_Solid`, the bend relaxing, drawn, unloaded.
fn action(c: &mut Common, s: &mut Bridge, cx: &mut ObjCtx) {
    if solid(c, s, cx) == Contact::Top {
        c.routine = PLATFORM;
    }
    if s.bend != 0 {
        s.bend -= BEND_STEP;
        bend(c, s, cx);
    }
    c.display();
    chk_del(c, s, cx);
    // Flat and not stood on: until the player comes within reach of its logs (or the camera leaves it) its
    // runs find him outside and change nothing, as Sonic 2's bridge naps.
    if c.routine == ACTION && s.bend == 0 {
        cx.nap(c, u16::from(s.count) * 8 + 8, 0x20);
    }
}

/// `Bri_Solid`: a falling player within the logs' span (count × 8 + 8 left of the placed log's x, count × 16
/// wide) lands on the top 8 px above the placed log's y.
fn solid(c: &mut Common, s: &Bridge, cx: &mut ObjCtx) -> Contact {
    let p = &mut *cx.world.player;
    let d1 = i16::from(s.count) * 8 + 8;
    let d2 = i16::from(s.count) * 16;
    let d0 = ((p.x >> 8) as i16).wrapping_sub((c.x >> 8) as i16).wrapping_add(d1);
    if p.y_speed < 0 || d0 < 0 || d0 >= d2 {
        return Contact::None;
    }
    platform_chk_y_range(c, p, ((c.y >> 8) as i16).wrapping_sub(TOP))
}

/// `Bri_WalkOff`: `ExitPlatform2` (in the air or past either end: off the bridge, not in the air, routine 2);
/// else the log under him, the bend growing, `Bri_Bend` and `Bri_MoveSonic`.
fn walk_off(c: &mut Common, s: &mut Bridge, cx: &mut ObjCtx) {
    let p = &mut *cx.world.player;
    let d1 = i16::from(s.count) * 8 + 8;
    let d2 = i16::from(s.count) * 16;
    let d0 = ((p.x >> 8) as i16).wrapping_sub((c.x >> 8) as i16).wrapping_add(d1);
    if p.air || d0 < 0 || d0 >= d2 {
        p.on_object = false;
        c.routine = ACTION;
        c.status &= !STANDING;
        return;
    }
    s.log = (d0 as u16 >> 4) as u8;
    if s.bend != BEND_MAX {
        s.bend += BEND_STEP;
    }
    bend(c, s, cx);
    // `Bri_MoveSonic`: his feet 8 px above the log's y.
    let log_y = log_y(c, s, cx, usize::from(s.log));
    let p = &mut *cx.world.player;
    let y = log_y.wrapping_sub(TOP).wrapping_sub(i16::from(p.height_radius));
    set_px(&mut p.y, y);
}

/// The y (pixels) of listed log `k`.
fn log_y(c: &Common, s: &Bridge, cx: &ObjCtx, k: usize) -> i16 {
    let Some(&slot) = s.logs.get(k) else { return (c.y >> 8) as i16 };
    if usize::from(slot) == cx.current() {
        return (c.y >> 8) as i16;
    }
    cx.slots.get(usize::from(slot)).map_or((c.y >> 8) as i16, |o| (o.common.y >> 8) as i16)
}

/// `Bri_Bend`: every listed log's y from the bend, the standing log and the curves: the logs from the left end
/// to the standing one follow the curve of that length rising to it, those after it the curve of their own
/// length falling away.
fn bend(c: &mut Common, s: &Bridge, cx: &mut ObjCtx) {
    let d4 = sin(s.bend) as u16 as u32;
    let d5 = u32::from(depth(s.count, s.log));
    let sink = |entry: u8| (((u32::from(entry) + 1) * d5 * d4) >> 16) as i16;
    let log = usize::from(s.log);
    let left = &BEND_CURVES[log & 0xF];
    for (k, &entry) in left.iter().enumerate().take(log + 1) {
        set_log(c, s, cx, k, sink(entry));
    }
    let after = s.count.wrapping_sub(s.log).wrapping_sub(1);
    if (after as i8) <= 0 {
        return;
    }
    let after = usize::from(after);
    let right = &BEND_CURVES[after & 0xF];
    for k in 0..after {
        set_log(c, s, cx, log + 1 + k, sink(right[after - 1 - k]));
    }
}

/// Listed log `k` at its rest y + `sink`.
fn set_log(c: &mut Common, s: &Bridge, cx: &mut ObjCtx, k: usize, sink: i16) {
    let Some(&slot) = s.logs.get(k) else { return };
    if usize::from(slot) == cx.current() {
        set_px(&mut c.y, s.rest_y.wrapping_add(sink));
    } else if let Some(o) = cx.slots.get_mut(usize::from(slot))
        && let State::Sonic1(Sonic1::Bridge(b)) = &o.state
    {
        let y = b.rest_y.wrapping_add(sink);
        set_px(&mut o.common.y, y);
    }
}

/// `Bri_ChkDel`: out of range, every other listed log and the placed one are deleted (its respawn entry, if
/// any, keeps saying it is loaded, as the game's does).
fn chk_del(c: &mut Common, s: &Bridge, cx: &mut ObjCtx) {
    if !cx.out_of_range(c.pixel_x()) {
        return;
    }
    for &i in s.logs.iter().take(usize::from(s.count)) {
        if usize::from(i) != cx.current()
            && let Some(o) = cx.slots.get_mut(usize::from(i))
        {
            o.common.delete();
        }
    }
    c.delete();
}
