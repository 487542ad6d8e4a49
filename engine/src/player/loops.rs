//! Sonic 1's loops and roll tunnels (s1disasm `_incObj/Sonic Loops.asm`, `Sonic_ChkRoll` in
//! `_incObj/Sonic Roll.asm`). Run at the end of the player's frame (after `ReactToItem`) when the profile
//! says so ([`crate::profile::Profile::loop_routine`]).
//!
//! The loop flag (bit 6 of Sonic's render flags) picks the alternate version of a loop chunk for the next
//! frame's collision (`FindNearestTile`). Sonic 1 has one collision path, so the engine keeps that alternate
//! in the terrain's second layer ([`crate::terrain::Terrain::from_level`]) and the flag is the player being
//! on [`Layer::B`]: every sensor then reads the alternate where the level has one and the same blocks
//! elsewhere.

use super::Player;
use crate::terrain::Terrain;
use formats::Layer;
use formats::loops::LoopTrigger;

/// `Sonic_Loops`: left of this x in the loop chunk the flag is cleared…
const LOOP_ENTRY_X: i32 = 0x2C;
/// …and from this x it is set.
const LOOP_EXIT_X: i32 = 0xE0;

impl Player {
    /// The loop flag: set while the alternate versions of loop chunks are collided with.
    pub fn loop_flag(&self) -> bool {
        self.layer == Layer::B
    }

    fn set_loop_flag(&mut self, on: bool) {
        self.layer = if on { Layer::B } else { Layer::A };
    }

    /// `Sonic_Loops`: by the chunk under the player's centre (the layout cell, as placed), roll in a tunnel,
    /// or set or clear the loop flag by the position within a loop chunk and the angle.
    pub(crate) fn sonic_loops(&mut self, terrain: &Terrain) {
        let loops = terrain.loops();
        // Only zones with loops run it (`Sonic_Loops` returns at once outside Green Hill and Star Light), so a
        // level without any leaves the layers to its switchers.
        if loops.is_empty() {
            return;
        }
        let chunk = terrain.chunk_at(self.pixel_x(), self.pixel_y());
        if chunk.is_some_and(|c| loops.is_tunnel(c)) {
            self.chk_roll();
            return;
        }
        let trigger = chunk.and_then(|c| loops.chunk(c)).map_or(LoopTrigger::None, |l| l.trigger);
        match trigger {
            LoopTrigger::None => return self.set_loop_flag(false),
            LoopTrigger::LoopGrounded if self.air => return self.set_loop_flag(false),
            LoopTrigger::Loop | LoopTrigger::LoopGrounded => {}
        }
        // `move.w obX(a0),d2; cmpi.b #$2C,d2`: the low byte of x, the position within the 256 px chunk.
        let within = self.pixel_x() & 0xFF;
        if within < LOOP_ENTRY_X {
            self.set_loop_flag(false);
        } else if within >= LOOP_EXIT_X {
            self.set_loop_flag(true);
        } else if !self.loop_flag() {
            // Angle 1–0x80: on the loop's right-hand rise.
            if self.angle != 0 && self.angle <= 0x80 {
                self.set_loop_flag(true);
            }
        } else if self.angle > 0x80 {
            self.set_loop_flag(false);
        }
    }

    /// `Sonic_ChkRoll`: curls if not rolling yet, with Ground Speed 0x200 when it was 0 (S tunnels keep him
    /// rolling: `Sonic_RollSpeed` uncurls him at 0 and this curls him again the same frame).
    fn chk_roll(&mut self) {
        if self.rolling {
            return;
        }
        self.curl();
        if self.ground_speed == 0 {
            self.ground_speed = 0x200;
        }
    }
}
