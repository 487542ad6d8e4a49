//! Hydrocity 2's tension bridges (skdisasm s3.asm `Obj_TensionBridge`: the set-up `loc_37CEE` with
//! `sub_37D54`, the bridge `loc_37DDE` with its collision `sub_38086` / `sub_380A0` and its sag `sub_382C0`
//! with `BridgeBendData` and `byte_38428`, the unload `loc_37E38`; the breakable one `loc_37DB4`, its collapse
//! `loc_37FC6` / `sub_37FDC` with `byte_38076`, the falling logs `loc_37EE2`, the bridge's last frames
//! `loc_37F0A` / `loc_37F16`, the puffs `loc_1C31E`).
//!
//! Outside Icecap the bridge is Sonic 2's log bridge line for line (`Obj11`: [`crate::objects::s2::bridge`],
//! whose logs, sag and collision it runs): the subtype is the number of logs, 16 px each; `byte_38428`'s
//! depths are `Obj11_DepressionOffsets`' and `BridgeBendData` its curves. Two differences: out of range it lets
//! its respawn entry go (`loc_37E68`), and with subtype bit 7 it breaks — each frame before its run it reads
//! `Level_trigger_array` + the subtype's low nibble, and once that is set it stops colliding, turns each log
//! into a falling one (the logs' own objects first, then the free slots after it, each followed by a puff):
//! log `n` waits `byte_38076[n]` frames, then falls under `MoveSprite`'s gravity until off screen; the
//! bridge waits $E frames more, then lets whoever stands on it fall (in the air, off the object) and goes.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State, set_pixel};
use crate::objects::runtime::solid::{P1, P2, Who, standing_as};
use crate::objects::s2::bridge::{self, Bridge};
use crate::objects::s3k::kinds::Sonic3k;
use crate::player::Player;

/// `byte_38076`: each log's wait before it falls, from the left (8 a child).
pub const LOG_WAITS: [u8; 8] = [8, 0x10, 0xC, 0xE, 6, 0xA, 4, 2];
/// `loc_37DB4`: the bridge's frames between the collapse and its players' fall.
pub const COLLAPSE_WAIT: u8 = 0xE;
/// `loc_1C358`, `loc_1C364`: a puff's first frame's and its next frames' durations, and its frames.
pub const PUFF_FIRST: u8 = 3;
pub const PUFF_DELAY: u8 = 7;
pub const PUFF_FRAMES: u8 = 5;

/// Which of the bridge's objects a slot holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Part {
    /// The bridge (`loc_37DDE`, `loc_37DB4`).
    #[default]
    Bridge,
    /// Broken: waiting to let its players fall (`loc_37F0A`).
    Collapsing,
    /// A falling log (`loc_37EE2`).
    Log,
    /// A log's puff (`loc_1C31E`), unseen until its wait ends.
    Puff,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct TensionBridge {
    pub part: Part,
    /// The log bridge it runs (the bridge).
    pub bridge: Bridge,
    /// `$34` (the collapsing bridge, a log), `anim_frame_timer` (a puff): frames to wait.
    pub wait: u8,
    /// A puff's wait is over (`loc_1C364`).
    pub shown: bool,
    /// Subtype bit 7 (cleared from the subtype at the set-up): it breaks (`loc_37DB4`).
    pub breakable: bool,
}

pub fn run(c: &mut Common, s: &mut TensionBridge, cx: &mut ObjCtx) {
    match s.part {
        Part::Bridge => run_bridge(c, s, cx),
        Part::Collapsing => {
            if s.wait != 0 {
                s.wait -= 1;
                return;
            }
            // `loc_37F16`.
            let fall = |c: &mut Common, p: &mut Player, who: Who| {
                if standing_as(c, p, who) {
                    c.status &= !who.standing;
                    p.on_object = false;
                    p.air = true;
                }
            };
            fall(c, cx.world.player, P1);
            if let Some(p2) = cx.world.sidekick.as_deref_mut() {
                fall(c, p2, P2);
            }
            c.delete();
        }
        Part::Log => {
            if s.wait != 0 {
                s.wait -= 1;
                c.display();
                return;
            }
            c.object_move_and_fall();
            if c.on_screen {
                c.display();
            } else {
                c.delete();
            }
        }
        Part::Puff => {
            if !s.shown {
                // `loc_1C350`: not drawn while it waits.
                s.wait = s.wait.wrapping_sub(1);
                if (s.wait as i8) < 0 {
                    s.wait = PUFF_FIRST;
                    s.shown = true;
                }
                return;
            }
            c.object_move();
            s.wait = s.wait.wrapping_sub(1);
            if (s.wait as i8) < 0 {
                s.wait = PUFF_DELAY;
                c.mapping_frame += 1;
                if c.mapping_frame == PUFF_FRAMES {
                    c.delete();
                    return;
                }
            }
            c.display();
        }
    }
}

/// `loc_37DB4` then `loc_37DDE` (Sonic 2's bridge), and `loc_37E68`'s respawn entry.
fn run_bridge(c: &mut Common, s: &mut TensionBridge, cx: &mut ObjCtx) {
    if c.routine == 0 {
        // `loc_37CDC`: bit 7 picks `loc_37DB4` and is cleared; the first frame runs `loc_37DDE` itself.
        s.breakable = c.subtype & 0x80 != 0;
        c.subtype &= 0x7F;
    } else if s.breakable && cx.world.game.switches[usize::from(c.subtype & 0xF)] != 0 {
        collapse(c, s, cx);
        return;
    }
    bridge::run_as(c, &mut s.bridge, cx, !s.breakable);
    if c.deleted
        && let Some(i) = c.respawn
    {
        cx.world.env.respawn.forget(i);
    }
}

/// `loc_37FC6` / `sub_37FDC`: each log object's logs become falling logs — the object itself the first, the
/// others in the free slots after the bridge — each followed by its puff.
fn collapse(c: &mut Common, s: &mut TensionBridge, cx: &mut ObjCtx) {
    s.part = Part::Collapsing;
    s.wait = COLLAPSE_WAIT;
    let logs: Vec<(i32, i32)> = bridge::log_positions(c, &s.bridge).collect();
    let make = |part: Part, wait: u8| {
        State::Sonic3k(Sonic3k::TensionBridge(TensionBridge { part, wait, ..Default::default() }))
    };
    'children: for (child, chunk) in s.bridge.children.iter().zip(logs.chunks(bridge::LOGS_PER_CHILD)) {
        let Some(child) = *child else { continue };
        for (n, &(x, y)) in chunk.iter().enumerate() {
            let wait = LOG_WAITS[n % LOG_WAITS.len()];
            if n == 0 {
                let Some(obj) = cx.slots.get_mut(child) else { break };
                set_pixel(&mut obj.common.x, x as u16);
                set_pixel(&mut obj.common.y, y as u16);
                obj.common.mapping_frame = 0;
                obj.state = make(Part::Log, wait);
            } else {
                let mut log = Common::new(c.id, 0, x, y, false, false);
                log.width_pixels = 0x40;
                if cx.spawn_after(Obj { common: log, state: make(Part::Log, wait) }).is_none() {
                    break 'children;
                }
            }
            let mut puff = Common::new(c.id, 0, x, y, false, false);
            puff.width_pixels = 0xC;
            if cx.spawn_after(Obj { common: puff, state: make(Part::Puff, wait) }).is_none() {
                break 'children;
            }
        }
    }
}

impl crate::objects::runtime::object::ObjKind for TensionBridge {
    const READS_ON_SCREEN: bool = true;
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        match self.part {
            Part::Bridge => "bridge",
            Part::Collapsing => "collapsing",
            Part::Log => "falling log",
            Part::Puff => "puff",
        }
    }

    fn name(&self) -> &'static str {
        "Tension bridge"
    }
}
