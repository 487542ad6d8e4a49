//! Angel Island 2's collapsing log bridge: six logs that fall one after another from the left once a player
//! stands on them (skdisasm s3.asm `Obj_AIZCollapsingLogBridge`, `loc_2A538`, `loc_2A638`, `sub_2A664`,
//! `sub_2A6C6`, `loc_2AB1A`; the logs `loc_2A57C`, `loc_2A582`).
//!
//! - The placed object is the bridge's top (`SolidObjectTop` $5A px either side, 8 high; not drawn); its
//!   first frame makes the drawn logs (one object, `mainspr_childsprites` 6, in the next free slot after it).
//! - The frame after a player first stands on it (its standing bits, set by last frame's `SolidObjectTop`)
//!   the logs become six objects (the drawn one the first, five more in the free slots after the bridge),
//!   $1E px apart from x − $4B, falling (`MoveSprite`) after `subtype`, + 8, + $10 … frames; the bridge's
//!   count (`$34`) starts at `subtype + $30`.
//! - Then the bridge is no longer solid: a player standing on it keeps standing until he leaves the ground or
//!   its width or the log under him falls (`sub_2A664`: column `(x − bridge x + $5A) >> 5`, let go once the
//!   count is no more than $30 − 8 × column); when the count runs out the next frame lets everyone go
//!   (`loc_2AB1A`) and the bridge is deleted. A falling log is deleted off screen.
//! - Subtype bit 7 is the burning bridge of the end of the act (`loc_2A470`, `loc_2A5AA`; its logs
//!   `loc_2A5EA`): $60 px either side, six logs $20 apart from x − $50, the first wait the subtype's low 7
//!   bits. It collapses when `_unkFAA2` is set ([`super::aiz_fire::AizState::bridge_burning`], by the end
//!   boss's first wait, `loc_472AE`), not when stood on; each log shows frame 3 as its wait ends, then burns as it falls (frames 3–7,
//!   4 frames each).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, P2_STANDING, STANDING, State};
use crate::objects::runtime::solid::{P1, P2, Who};
use crate::objects::s3k::kinds::Sonic3k;
use crate::player::Player;

/// Half width (`width_pixels` $5A) and `SolidObjectTop`'s height.
pub const WIDTH: i16 = 0x5A;
pub const HEIGHT: i16 = 8;
/// The logs: 6, $1E apart from x − $4B; their frames (the ends 1 and 2).
pub const LOGS: usize = 6;
pub const FIRST_X: i16 = -0x4B;
pub const SPACING: i16 = 0x1E;
/// `$37`: each log's wait after the one left of it.
pub const STEP: u8 = 8;
/// `$35` − `$36`.
pub const TOTAL: u8 = 0x30;

/// The burning bridge's half width, first log and spacing (`loc_2A470`).
pub const BURNING_WIDTH: i16 = 0x60;
pub const BURNING_FIRST_X: i16 = -0x50;
pub const BURNING_SPACING: i16 = 0x20;
/// `loc_2A602`: a burning log's frames (3 up to 7) and their time.
pub const BURN_FIRST_FRAME: u8 = 3;
pub const BURN_FRAMES_END: u8 = 8;
pub const BURN_DELAY: u8 = 3;

/// Whether this subtype's bridge runs here (both: subtype bit 7 the burning one).
pub fn runs(_subtype: u8) -> bool {
    true
}

/// The bridge's half width, first log's x and spacing (burning: subtype bit 7).
pub fn geometry(burning: bool) -> (i16, i16, i16) {
    if burning { (BURNING_WIDTH, BURNING_FIRST_X, BURNING_SPACING) } else { (WIDTH, FIRST_X, SPACING) }
}

/// Which object of the bridge a slot holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Part {
    /// The placed object: the solid top (`loc_2A538`), then collapsing (`loc_2A638`, `loc_2AB1A`).
    #[default]
    Top,
    /// The drawn logs before the collapse (`loc_2A57C`).
    Logs,
    /// A log falling in turn (`loc_2A582`).
    Log,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CollapsingLogBridge {
    pub part: Part,
    /// The top: collapsing; its count (`$34`) and the logs' slot (`$3C`). A log: its wait (`$34`).
    pub collapsing: bool,
    pub count: u8,
    pub logs: Option<u16>,
    /// Subtype bit 7: the burning bridge (its logs burn as they fall).
    pub burning: bool,
}

/// The logs' x offsets and frames.
pub fn log_layout() -> [(i16, u8); LOGS] {
    log_layout_of(false)
}

/// The same for either bridge.
pub fn log_layout_of(burning: bool) -> [(i16, u8); LOGS] {
    let (_, first_x, spacing) = geometry(burning);
    std::array::from_fn(|i| {
        let frame = match i {
            0 => 1,
            _ if i == LOGS - 1 => 2,
            _ => 0,
        };
        (first_x + spacing * i as i16, frame)
    })
}

/// `sub_2A664`: whether a player standing on the collapsing bridge keeps standing with the count at `count`.
pub fn keeps_standing(dx: i16, in_air: bool, x_flip: bool, first_wait: u8, count: u8) -> bool {
    keeps_standing_on(WIDTH, dx, in_air, x_flip, first_wait, count)
}

/// [`keeps_standing`] on a bridge `width` px either side.
pub fn keeps_standing_on(width: i16, dx: i16, in_air: bool, x_flip: bool, first_wait: u8, count: u8) -> bool {
    let d2 = 2 * width;
    let mut d0 = dx.wrapping_add(width);
    if in_air || d0 < 0 || d0 >= d2 {
        return false;
    }
    if x_flip {
        d0 = d2.wrapping_sub(d0);
    }
    let column = ((d0 as u16 >> 5) as u8).wrapping_mul(8).wrapping_add(first_wait);
    count > first_wait.wrapping_add(TOTAL).wrapping_sub(column)
}

fn let_go(c: &mut Common, p: &mut Player, who: Who) {
    c.status &= !who.standing;
    p.on_object = false;
    p.pushing = false;
    p.air = true;
}

fn top(c: &mut Common, s: &mut CollapsingLogBridge, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        s.burning = c.subtype & 0x80 != 0;
        let width = geometry(s.burning).0;
        (c.width_pixels, c.y_radius, c.explicit_height) = (width as u8, HEIGHT as u8, true);
        let mut logs = Common::new(c.id, 0, c.pixel_x(), c.pixel_y(), false, false);
        (logs.routine, logs.width_pixels, logs.y_radius, logs.explicit_height) = (2, width as u8, 8, true);
        let state = CollapsingLogBridge { part: Part::Logs, burning: s.burning, ..Default::default() };
        s.logs = cx.spawn_after(Obj { common: logs, state: state.into() }).map(|i| i as u16);
    }
    let (width, ..) = geometry(s.burning);
    let first_wait = c.subtype & 0x7F;
    if !s.collapsing {
        // `loc_2A538` (stood on) / `loc_2A5AA` (`_unkFAA2`).
        let due =
            if s.burning { cx.world.game.events.aiz.bridge_burning } else { c.status & (STANDING | P2_STANDING) != 0 };
        if due {
            s.collapsing = true;
            s.count = first_wait.wrapping_add(TOTAL);
            collapse(c, s, cx);
        }
        let x = c.pixel_x() as i16;
        cx.platform_object(c, width, HEIGHT, x);
    } else if s.count == 0 {
        // `loc_2AB1A`: everyone let go.
        if c.status & STANDING != 0 {
            let_go(c, cx.world.player, P1);
        }
        if c.status & P2_STANDING != 0
            && let Some(p2) = cx.world.sidekick.as_deref_mut()
        {
            let_go(c, p2, P2);
        }
        c.delete();
        return;
    } else {
        s.count -= 1;
        let (x, flip, first, count) = (c.pixel_x() as i16, c.x_flip, first_wait, s.count);
        let p1 = &mut *cx.world.player;
        if c.status & STANDING != 0
            && !keeps_standing_on(width, (p1.pixel_x() as i16).wrapping_sub(x), p1.air, flip, first, count)
        {
            let_go(c, p1, P1);
        }
        if c.status & P2_STANDING != 0
            && let Some(p2) = cx.world.sidekick.as_deref_mut()
            && !keeps_standing_on(width, (p2.pixel_x() as i16).wrapping_sub(x), p2.air, flip, first, count)
        {
            let_go(c, p2, P2);
        }
    }
    // `Delete_Sprite_If_Not_In_Range` (not drawn).
    if cx.out_of_range(c.pixel_x()) {
        if let Some(i) = c.respawn {
            cx.world.env.respawn.forget(i);
        }
        c.delete();
    }
}

/// `sub_2A6C6`: the drawn logs become six falling ones.
fn collapse(c: &Common, s: &CollapsingLogBridge, cx: &mut ObjCtx) {
    let mut wait = c.subtype & 0x7F;
    let width = geometry(s.burning).0;
    for (i, (dx, frame)) in log_layout_of(s.burning).into_iter().enumerate() {
        let mut log = Common::new(c.id, 0, c.pixel_x() + i32::from(dx), c.pixel_y(), false, false);
        (log.routine, log.width_pixels, log.y_radius, log.explicit_height, log.mapping_frame) =
            (2, width as u8, 8, true, frame);
        let state = CollapsingLogBridge { part: Part::Log, count: wait, burning: s.burning, ..Default::default() };
        if i == 0 {
            // The drawn logs' own slot is the first.
            match s.logs.and_then(|slot| cx.slots.get_mut(usize::from(slot))) {
                Some(o) if matches!(o.state, State::Sonic3k(Sonic3k::CollapsingLogBridge(_))) => {
                    log.on_screen = o.common.on_screen;
                    *o = Obj { common: Common { slot: o.common.slot, ..log }, state: state.into() };
                }
                _ => break,
            }
        } else if cx.spawn_after(Obj { common: log, state: state.into() }).is_none() {
            break;
        }
        wait = wait.wrapping_add(STEP);
    }
}

fn log(c: &mut Common, s: &mut CollapsingLogBridge, cx: &mut ObjCtx) {
    if s.part == Part::Logs {
        cx.mark_gone(c);
        return;
    }
    if s.count != 0 {
        s.count -= 1;
        if s.burning && s.count == 0 {
            c.mapping_frame = BURN_FIRST_FRAME;
        }
        c.display();
        return;
    }
    if s.burning {
        burn_step(c);
    }
    c.object_move_and_fall();
    if c.on_screen {
        c.display();
    } else {
        c.delete();
    }
}

/// `loc_2A602`: a burning log's flames, frames 3–7, 4 frames each.
pub fn burn_step(c: &mut Common) {
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if c.anim_frame_duration & 0x80 != 0 {
        c.anim_frame_duration = BURN_DELAY;
        c.mapping_frame += 1;
        if c.mapping_frame >= BURN_FRAMES_END {
            c.mapping_frame = BURN_FIRST_FRAME;
        }
    }
}

pub fn run(c: &mut Common, s: &mut CollapsingLogBridge, cx: &mut ObjCtx) {
    match s.part {
        Part::Top => top(c, s, cx),
        _ => log(c, s, cx),
    }
}

impl crate::objects::runtime::object::ObjKind for CollapsingLogBridge {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        match (self.part, self.collapsing, self.count) {
            (Part::Top, false, _) => "waiting",
            (Part::Top, true, _) => "collapsing",
            (Part::Logs, ..) => "logs",
            (Part::Log, _, 0) => "falling",
            (Part::Log, ..) => "log",
        }
    }

    fn name(&self) -> &'static str {
        if self.burning { "burning log bridge" } else { "collapsing log bridge" }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `sub_2A6C6`/`loc_2A44E`: logs at x − $4B + $1E × i, frames 1, 0, 0, 0, 0, 2.
    #[test]
    fn six_logs_1e_apart() {
        let l = log_layout();
        assert_eq!(l[0], (-0x4B, 1));
        assert_eq!(l[5], (-0x4B + 5 * 0x1E, 2));
        assert_eq!(l[2].1, 0);
    }

    /// `sub_2A664` with subtype 8 (`$35` = $38): a player over column 0 (dx −$5A…−$3B) keeps standing while the
    /// count is above $30, column 2 above $20; in the air or past the width, never.
    #[test]
    fn players_fall_as_their_column_goes() {
        assert!(keeps_standing(-0x50, false, false, 8, 0x31));
        assert!(!keeps_standing(-0x50, false, false, 8, 0x30));
        assert!(keeps_standing(-0x5A + 0x40, false, false, 8, 0x21));
        assert!(!keeps_standing(-0x5A + 0x40, false, false, 8, 0x20));
        assert!(!keeps_standing(0, true, false, 8, 0x38));
        assert!(!keeps_standing(0x5A, false, false, 8, 0x38));
    }

    /// `loc_2A470`/`loc_2A516`: the burning bridge — $60 either side, logs at x − $50 + $20 × i; its player
    /// over column 0 (dx −$60…−$41) of subtype $88 keeps standing while the count is above $30.
    #[test]
    fn the_burning_bridge_is_wider() {
        assert_eq!(geometry(true), (0x60, -0x50, 0x20));
        let l = log_layout_of(true);
        assert_eq!((l[0], l[5]), ((-0x50, 1), (-0x50 + 5 * 0x20, 2)));
        assert!(keeps_standing_on(0x60, -0x5C, false, false, 8, 0x31));
        assert!(!keeps_standing_on(0x60, -0x5C, false, false, 8, 0x30));
    }

    /// `loc_2A602`: frames 3, 4 … 7, then 3 again, 4 frames each (the first turn at once).
    #[test]
    fn a_burning_log_flickers_3_to_7() {
        let mut c = Common::new(0, 0, 0, 0, false, false);
        c.mapping_frame = BURN_FIRST_FRAME;
        let frames: Vec<u8> = (0..21)
            .map(|_| {
                burn_step(&mut c);
                c.mapping_frame
            })
            .collect();
        assert_eq!(&frames[..5], &[4, 4, 4, 4, 5]);
        assert_eq!(frames[16], 3, "after 7 comes 3");
    }
}
