//! The log bridge of Emerald Hill (s2disasm `Obj11`: `Obj11_Init`, `Obj11_MakeBdgSegment`, `Obj11_EHZ`,
//! `Obj11_Unload`, the collision subroutine after `Obj11_HPZ` with `PlatformObject11_cont`, `Obj11_Depress`
//! with `Obj11_DepressionOffsets` and the bend curves after it; SPG "Solid Objects", "Game Objects").
//!
//! The subtype is the number of logs, 16 px each, centred (roughly) on the object. The bridge is a platform
//! solid from the top only; its top is 8 px above the object's y. A player standing on it stands on one log
//! ([`Bridge::player_log`]) and the bridge sags under him: a bend angle ([`Bridge::bend`]) grows by 4 per
//! frame up to 0x40 while someone stands on it and shrinks by 4 back to 0 after he leaves, and each log sinks
//! by `sin(bend)` times the depth under the standing log ([`depth`]) times the log's place on a curve that is
//! 1 at the standing log and falls to the ends ([`BEND_CURVES`]). The standing player's feet follow the log
//! he is on, so the dip moves him down and up; he is never moved sideways.
//!
//! The game keeps the logs' positions in one or two display-only child objects it spawns right after the
//! bridge (`AllocateObjectAfterCurrent`): the first draws 8 logs, the second the logs past the 8th (only for
//! subtypes above 8). They take slots as in the game ([`Role::Logs`]); the positions themselves live in the
//! bridge's state here ([`Bridge::log_y`], [`log_positions`]).
//!
//! Subtypes the game never uses behave as the game does: below 8 the first child still draws 8 logs but only
//! the first `subtype` are solid and sag, and the depth is read from bytes of `Obj11_Depress`'s own machine code
//! (the Sonic 1 rows for short bridges were removed; see [`depth`]); 0 is never landed on. Above 16 the game
//! writes past its child objects; here the bridge is capped at 16 logs.
//!
//! Hidden Palace's variant (`Obj11_HPZ`, chosen by the zone) is not modelled: it collides and sags exactly as
//! Emerald Hill's and only adds log mapping frames (a visual twitch next to the standing player); levels here
//! have no zone, so every bridge is Emerald Hill's.
//!
//! Both players stand on it (`sub_F872`: the sidekick first, with his log in `objoff_3B`, then player 1 with
//! his in `objoff_3F`). The dip is always at `objoff_3F`: while the sidekick stands on the bridge it moves one
//! log a frame toward his log (before player 1's collision sets it to his own again), so with the sidekick
//! alone the dip walks to him, and with both it sits one log toward the sidekick.

use crate::math::sin;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::runtime::solid::{P1, P2, Who, platform_chk_y_range_as, standing_as};
use crate::player::Player;

/// The most logs a bridge has (two child objects of 8 logs each).
pub const MAX_LOGS: usize = 16;

/// Width of a log in pixels.
pub const LOG_WIDTH: i32 = 16;

/// Logs drawn by the first child object (`Obj11_MakeBdgSegment` is always asked for 8 first).
pub const LOGS_PER_CHILD: usize = 8;

/// How much the bend angle changes per frame, and its maximum (`objoff_3E`; `sin(0x40)` = 256).
pub const BEND_STEP: u8 = 4;
pub const BEND_MAX: u8 = 0x40;

/// The bridge's top is this far above its y (`d3` for `PlatformObject11_cont`); a standing player's feet
/// are this far above his log's y.
pub const TOP: i16 = 8;

/// The bend curves after `Obj11_DepressionOffsets`: row `n` (0–15) is used for a side of the bridge that has
/// `n` logs besides the standing one, entry 0 the end log; entries `0..=n` grow to 255 (the standing log). A
/// log sinks by `(entry + 1) · depth · sin(bend) / 65536` px.
pub const BEND_CURVES: [[u8; 16]; 16] = [
    [0xFF, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    [0xB5, 0xFF, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    [0x7E, 0xDB, 0xFF, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    [0x61, 0xB5, 0xEC, 0xFF, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    [0x4A, 0x93, 0xCD, 0xF3, 0xFF, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    [0x3E, 0x7E, 0xB0, 0xDB, 0xF6, 0xFF, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    [0x38, 0x6D, 0x9D, 0xC5, 0xE4, 0xF8, 0xFF, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    [0x31, 0x61, 0x8E, 0xB5, 0xD4, 0xEC, 0xFB, 0xFF, 0, 0, 0, 0, 0, 0, 0, 0],
    [0x2B, 0x56, 0x7E, 0xA2, 0xC1, 0xDB, 0xEE, 0xFB, 0xFF, 0, 0, 0, 0, 0, 0, 0],
    [0x25, 0x4A, 0x73, 0x93, 0xB0, 0xCD, 0xE1, 0xF3, 0xFC, 0xFF, 0, 0, 0, 0, 0, 0],
    [0x1F, 0x44, 0x67, 0x88, 0xA7, 0xBD, 0xD4, 0xE7, 0xF4, 0xFD, 0xFF, 0, 0, 0, 0, 0],
    [0x1F, 0x3E, 0x5C, 0x7E, 0x98, 0xB0, 0xC9, 0xDB, 0xEA, 0xF6, 0xFD, 0xFF, 0, 0, 0, 0],
    [0x19, 0x38, 0x56, 0x73, 0x8E, 0xA7, 0xBD, 0xD1, 0xE1, 0xEE, 0xF8, 0xFE, 0xFF, 0, 0, 0],
    [0x19, 0x38, 0x50, 0x6D, 0x83, 0x9D, 0xB0, 0xC5, 0xD8, 0xE4, 0xF1, 0xF8, 0xFE, 0xFF, 0, 0],
    [0x19, 0x31, 0x4A, 0x67, 0x7E, 0x93, 0xA7, 0xBD, 0xCD, 0xDB, 0xE7, 0xF3, 0xF9, 0xFE, 0xFF, 0],
    [0x19, 0x31, 0x4A, 0x61, 0x78, 0x8E, 0xA2, 0xB5, 0xC5, 0xD4, 0xE1, 0xEC, 0xF4, 0xFB, 0xFE, 0xFF],
];

/// What `Obj11_Depress` reads as the depth for bridges of 1–7 logs (row `subtype − 1`, entry = standing
/// log): the table starts at 8 logs, so these are the bytes of the routine's own code just before it (as
/// assembled at its REV01 address). Real levels never use them; they make short bridges sag absurdly.
const SHORT_DEPTHS: [[u8; 7]; 7] = [
    [0x43, 0, 0, 0, 0, 0, 0],
    [0xD0, 0x68, 0, 0, 0, 0, 0],
    [0x43, 0xE9, 0x00, 0, 0, 0, 0],
    [0x16, 0x28, 0x00, 0x3F, 0, 0, 0],
    [0x47, 0xF4, 0x30, 0x00, 0xD6, 0, 0],
    [0xC0, 0xC5, 0xC0, 0xC4, 0x48, 0x40, 0],
    [0x66, 0x08, 0x22, 0x68, 0x00, 0x34, 0x43],
];

/// Whether this object is the bridge itself or one of the display-only children holding its logs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Role {
    /// The bridge (collision, sag, unloading).
    #[default]
    Bridge,
    /// A child object (`render_flags.multi_sprite`) drawing logs `first..first + count`; it only displays
    /// itself and is deleted with the bridge.
    Logs { first: u8, count: u8 },
}

/// The bridge's state (the SST's `objoff_3C`, `objoff_3E`, `objoff_3F`, and the children's log positions).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Bridge {
    pub role: Role,
    /// `objoff_3C`: the y (pixels) the logs rest at, the bridge's y when it loaded.
    pub rest_y: i16,
    /// `objoff_3E`: the bend angle, 0 (flat) to [`BEND_MAX`] in steps of [`BEND_STEP`].
    pub bend: u8,
    /// `objoff_3F`: the log the player stands on (or last stood on, while the bridge springs back); where the
    /// dip is.
    pub player_log: u8,
    /// `objoff_3B`: the log the sidekick stands on.
    pub sidekick_log: u8,
    /// The logs' y (pixels, the children's `sub?_y_pos`), from the left; only the first [`drawn_logs`] count.
    pub log_y: [i16; MAX_LOGS],
    /// Dynamic slot indices of the child objects (the game's `Obj11_child1`, `Obj11_child2`).
    pub children: [Option<usize>; 2],
}

impl Bridge {
    /// How far each drawn log sits below its rest position (pixels, from the left): what the editor draws.
    pub fn log_offsets(&self, subtype: u8) -> impl Iterator<Item = i16> + '_ {
        self.log_y.iter().take(drawn_logs(subtype)).map(move |&y| y.wrapping_sub(self.rest_y))
    }
}

/// The logs that are solid and sag: the subtype, at most [`MAX_LOGS`].
pub fn solid_logs(subtype: u8) -> usize {
    usize::from(subtype).min(MAX_LOGS)
}

/// The logs drawn: the first child always draws 8, the second the rest.
pub fn drawn_logs(subtype: u8) -> usize {
    solid_logs(subtype).max(LOGS_PER_CHILD)
}

/// The x (pixels) of the first log's centre: half the logs (rounded down) left of the bridge's x.
pub fn first_log_x(x: i32, subtype: u8) -> i32 {
    x - (solid_logs(subtype) / 2) as i32 * LOG_WIDTH
}

/// The centres (pixels) of the drawn logs from the left, from a bridge's x and its logs' y.
pub fn log_positions(c: &Common, s: &Bridge) -> impl Iterator<Item = (i32, i32)> {
    let x0 = first_log_x(c.pixel_x(), c.subtype);
    let n = if s.role == Role::Bridge { drawn_logs(c.subtype) } else { 0 };
    let ys = s.log_y;
    (0..n).map(move |i| (x0 + i as i32 * LOG_WIDTH, i32::from(ys[i])))
}

/// The centres (pixels) of a placed bridge's logs at rest (before it runs, or while nobody is on it).
pub fn rest_log_positions(x: i32, y: i32, subtype: u8) -> impl Iterator<Item = (i32, i32)> {
    let x0 = first_log_x(x, subtype);
    (0..drawn_logs(subtype)).map(move |i| (x0 + i as i32 * LOG_WIDTH, y))
}

/// The depth (pixels at full bend) under the standing log `log` of a bridge of `logs` logs
/// (`Obj11_DepressionOffsets`: 2 px per log to the nearer end, counting the standing log).
pub fn depth(logs: usize, log: usize) -> u8 {
    if logs < LOGS_PER_CHILD {
        return SHORT_DEPTHS.get(logs.wrapping_sub(1)).and_then(|r| r.get(log)).copied().unwrap_or(0);
    }
    if log >= logs {
        return 0;
    }
    (2 * (log + 1).min(logs - log)) as u8
}

/// `Obj11` for both roles.
pub fn run(c: &mut Common, s: &mut Bridge, cx: &mut ObjCtx) {
    run_as(c, s, cx, true);
}

/// [`run`]; `may_nap` false for a bridge that also watches something else while flat (Hydrocity's breakable
/// tension bridge reads its switch every frame: `crate::objects::s3k::tension_bridge`).
pub fn run_as(c: &mut Common, s: &mut Bridge, cx: &mut ObjCtx, may_nap: bool) {
    if let Role::Logs { .. } = s.role {
        // The children only draw themselves (`DisplaySprite3`): until something changes them (the bridge
        // deleting them) their next runs would change nothing.
        c.display();
        cx.slots.sleep_current(c.collision_flags != 0);
        return;
    }
    if c.routine == 0 {
        init(c, s, cx);
    }
    bend(c, s, cx.world.player, cx.world.sidekick.as_deref());
    if let Some(p2) = cx.world.sidekick.as_deref_mut() {
        let mut log = s.sidekick_log;
        collide(c, s, &mut log, p2, P2);
        s.sidekick_log = log;
    }
    let mut log = s.player_log;
    collide(c, s, &mut log, cx.world.player, P1);
    s.player_log = log;
    unload(c, s, cx);
    // Flat: until a player comes within reach of its logs (or the camera leaves it) its runs change nothing.
    if s.bend == 0 && may_nap {
        let reach_x = (solid_logs(c.subtype) as u16) * 8 + 8;
        cx.nap(c, reach_x, 0x20);
    }
}

/// `Obj11_Init`: remembers the rest y, lays the logs out flat and spawns the children that draw them.
fn init(c: &mut Common, s: &mut Bridge, cx: &mut ObjCtx) {
    c.routine = 2;
    c.width_pixels = 0x80;
    let y = c.pixel_y() as i16;
    s.rest_y = y;
    s.log_y = [y; MAX_LOGS];
    let x0 = first_log_x(c.pixel_x(), c.subtype);
    // The first child's x: the 5th log's x − 8 (the middle of its 8 logs).
    let first_x = x0 + 4 * LOG_WIDTH - 8;
    s.children[0] = spawn_logs(c, cx, 0, LOGS_PER_CHILD as u8, first_x);
    let rest = solid_logs(c.subtype).saturating_sub(LOGS_PER_CHILD);
    if rest > 0 {
        // The game reads the second child's x as the word 3 · `rest` bytes into its log table, minus 8: the
        // middle log's x for an even count, the low byte of a log's y (times 256) for an odd one. Only its
        // drawing uses it.
        let mid = LOGS_PER_CHILD + rest / 2;
        let word = if rest.is_multiple_of(2) { x0 + mid as i32 * LOG_WIDTH } else { (i32::from(y) & 0xFF) << 8 };
        s.children[1] = spawn_logs(c, cx, LOGS_PER_CHILD as u8, rest as u8, i32::from((word - 8) as i16));
    }
}

/// `Obj11_MakeBdgSegment`: a child in the first free slot after the bridge.
fn spawn_logs(c: &Common, cx: &mut ObjCtx, first: u8, count: u8, x: i32) -> Option<usize> {
    let mut common = Common::new(c.id, c.subtype, x, c.pixel_y(), c.x_flip, c.y_flip);
    common.status = 0;
    common.width_pixels = 0x40;
    let state = Bridge { role: Role::Logs { first, count }, ..Default::default() };
    cx.spawn_after(Obj { common, state: State::Bridge(state) })
}

/// `Obj11_EHZ`'s first half: the bend grows while a player stands on the bridge and relaxes after; with the
/// sidekick on it the dip's log steps one toward his; the logs move whenever it is not flat.
fn bend(c: &mut Common, s: &mut Bridge, player: &Player, sidekick: Option<&Player>) {
    let p1 = standing_as(c, player, P1);
    let p2 = match sidekick {
        Some(p2) => standing_as(c, p2, P2),
        None => false,
    };
    if p1 | p2 {
        if p2 {
            match s.player_log.cmp(&s.sidekick_log) {
                std::cmp::Ordering::Less => s.player_log += 1,
                std::cmp::Ordering::Greater => s.player_log -= 1,
                std::cmp::Ordering::Equal => {}
            }
        }
        if s.bend != BEND_MAX {
            s.bend += BEND_STEP;
        }
    } else if s.bend != 0 {
        s.bend -= BEND_STEP;
    } else {
        return;
    }
    depress(c.subtype, s);
}

/// `Obj11_Depress`: every solid log's y from the bend, the standing log and the curves: the logs from the
/// left end to the standing one follow the curve of that length rising to it, the logs after it the curve of
/// their own length falling away.
pub fn depress(subtype: u8, s: &mut Bridge) {
    let logs = solid_logs(subtype);
    let log = usize::from(s.player_log);
    let d5 = u32::from(depth(logs, log));
    let d4 = sin(s.bend) as u16 as u32;
    let sink = |entry: u8| (((u32::from(entry) + 1) * d5 * d4) >> 16) as i16;
    let left = &BEND_CURVES[log & 0xF];
    for (i, &entry) in left.iter().take(log + 1).enumerate() {
        s.log_y[i] = s.rest_y.wrapping_add(sink(entry));
    }
    // The logs after the standing one: none when it is the last (or past the end).
    let after = (logs as u8).wrapping_sub(s.player_log).wrapping_sub(1);
    if after as i8 <= 0 {
        return;
    }
    let after = usize::from(after);
    let right = &BEND_CURVES[after & 0xF];
    for k in 0..after {
        if let Some(y) = s.log_y.get_mut(log + 1 + k) {
            *y = s.rest_y.wrapping_add(sink(right[after - 1 - k]));
        }
    }
}

/// `sub_F872` for one player: a standing player follows the log under him (`log`: the one under his x) until
/// he is airborne or past either end; otherwise `PlatformObject11_cont` lands him on the flat top 8 px above
/// the bridge's y.
fn collide(c: &mut Common, s: &Bridge, log_of: &mut u8, player: &mut Player, who: Who) {
    let logs = solid_logs(c.subtype) as i16;
    let d1 = logs * 8 + 8;
    let d2 = (logs * 16) as u16;
    let d0 = ((player.x >> 8) as i16).wrapping_sub(c.pixel_x() as i16).wrapping_add(d1);
    if standing_as(c, player, who) {
        if player.air || d0 < 0 || d0 as u16 >= d2 {
            // Unlike `PlatformObject`, walking off the end does not put him in the air.
            player.on_object = false;
            c.status &= !who.standing;
            return;
        }
        let log = usize::from(d0 as u16 >> 4);
        *log_of = log as u8;
        let y = s.log_y.get(log).copied().unwrap_or(s.rest_y);
        let y = y.wrapping_sub(TOP).wrapping_sub(i16::from(player.height_radius));
        player.y = (i32::from(y) << 8) | (player.y & 0xFF);
        return;
    }
    if player.y_speed < 0 || d0 < 0 || d0 as u16 >= d2 {
        return;
    }
    platform_chk_y_range_as(c, player, (c.pixel_y() as i16).wrapping_sub(TOP), who);
    if c.status & who.standing != 0 {
        *log_of = (d0 as u16 >> 4) as u8;
    }
}

/// `Obj11_Unload`: out of range, the bridge deletes its children and itself (its respawn entry, if any, keeps
/// saying it is loaded, as the game's does). The bridge itself is never drawn.
fn unload(c: &mut Common, s: &mut Bridge, cx: &mut ObjCtx) {
    if !cx.out_of_range(c.pixel_x()) {
        return;
    }
    for i in s.children.iter().flatten() {
        if let Some(obj) = cx.slots.get_mut(*i)
            && matches!(&obj.state, State::Bridge(b) if b.role != Role::Bridge)
        {
            obj.common.delete();
        }
    }
    c.delete();
}

impl crate::objects::runtime::object::ObjKind for Bridge {
    const READS_ON_SCREEN: bool = false;

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
        "bridge"
    }
}
