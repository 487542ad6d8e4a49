//! The start state: where the player is when control is given. Before that the games run the level for a few
//! frames behind the title card with the player standing, grounded, speeds 0, so `AnglePos` has already
//! moved him onto the floor below his start position and taken that floor's angle (s1disasm `Level` /
//! `Sonic_MdNormal`; Sonic 1's Green Hill 1 starts at y 0x3B0 on a floor of angle $FC, Sonic 2's Emerald
//! Hill 1 at y 655 and is at 656 when control is given).

use super::{Ctx, Player};
use crate::report::NoReport;

impl Player {
    /// Settles a player standing at its start position: one ground check (`AnglePos`) with no speed, which
    /// snaps him onto a floor up to 14 px below (or above) his feet and takes its angle. A player with no
    /// floor within reach is left exactly as he was (his first frame finds that out, as the game's would).
    pub fn settle(&mut self, ctx: &Ctx) {
        if self.air || self.on_object {
            return;
        }
        let before = self.clone();
        self.angle_pos(ctx, &mut NoReport);
        if self.air {
            *self = before;
        }
    }
}
