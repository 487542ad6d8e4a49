//! Oil Ocean's oil (s2disasm `Obj07`: `Obj07_Init`, `Obj07_Main`, `Obj07_CheckKillChar1`/`2`,
//! `Obj07_CheckSupportChar1`/`2`, `Obj07_SuffocateCharacter`), loaded with the level into its reserved slot
//! (`Oil`, slot $E): it runs after the players and before every dynamic object.
//!
//! A jump-through platform at y $758, $20 px either side of each player's x in turn (it moves itself under
//! him: `PlatformObject_SingleCharacter` with his x), whose top is the player's own submersion above $758:
//! $30 (top $728) while he is off it; each frame he stands on it the submersion goes down one (he sinks 1 px a
//! frame), each frame he is off it up one to $30. Standing on it with the submersion at 0 kills him
//! (`KillCharacter`); when player 1 is killed so, player 2 is not looked at that frame.

use crate::objects::runtime::object::Common;
use crate::objects::runtime::solid::{P1, P2, Who, platform_object_as, standing_as};
use crate::player::Player;

/// The game slot it occupies (`Oil` = `$FFFFB380`): what a player standing on it has in `interact`.
pub const SLOT: u8 = 0xE;
/// `Obj07_Init`: its y, its half width, the submersion of a player off it.
pub const Y: i32 = 0x758;
pub const HALF_WIDTH: i16 = 0x20;
pub const FLOATING: u8 = 0x30;
/// `ObjID_Oil`.
pub const ID: u8 = 0x07;

/// `Obj07`'s state: its object fields and each player's submersion (`oil_char1submersion`, `…2…`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Oil {
    pub common: Common,
    pub submersion: [u8; 2],
}

impl Default for Oil {
    /// `Obj07_Init` (`status.npc.no_balancing` set).
    fn default() -> Self {
        let mut common = Common::new(ID, 0, 0, Y, false, false);
        common.slot = SLOT;
        common.routine = 2;
        common.width_pixels = HALF_WIDTH as u8;
        common.status |= 0x80;
        Oil { common, submersion: [FLOATING; 2] }
    }
}

/// `Obj07_Main`: player 1, then player 2.
pub fn run(oil: &mut Oil, player: &mut Player, sidekick: Option<&mut Player>) {
    if !support(oil, 0, player, P1) {
        return;
    }
    if let Some(p2) = sidekick {
        support(oil, 1, p2, P2);
    }
}

/// One player: his submersion, then the platform under him; false when he suffocated.
fn support(oil: &mut Oil, i: usize, p: &mut Player, who: Who) -> bool {
    let c = &mut oil.common;
    if standing_as(c, p, who) {
        if oil.submersion[i] == 0 {
            // `Obj07_SuffocateCharacter`.
            c.status &= !who.standing;
            p.kill();
            return false;
        }
        oil.submersion[i] -= 1;
    } else if oil.submersion[i] != FLOATING {
        oil.submersion[i] += 1;
    }
    let x = p.pixel_x();
    c.x = (x << 8) | (c.x & 0xFF);
    platform_object_as(c, p, HALF_WIDTH, i16::from(oil.submersion[i]), x as i16, who);
    true
}
