//! Loop chunks and roll tunnels the way Sonic 1 does them (s1disasm `FindNearestTile`, `Sonic_Loops`,
//! `LoopTileNums`). Sonic 1 has one collision path, so a loop cannot be two paths as in Sonic 2. Instead a
//! loop chunk has two versions: the one drawn and collided with normally, and an alternate (the loop's far
//! side solid, the near side open) collided with while the player's loop flag (bit 6 of Sonic's render flags)
//! is set. `Sonic_Loops` sets and clears the flag at the end of the player's frame from where he is in the
//! loop chunk and his angle; in a roll tunnel chunk it makes him roll (`Sonic_ChkRoll`).

use serde::{Deserialize, Serialize};

/// A chunk with an alternate version for the loop flag.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LoopChunk {
    /// The chunk placed in the layout: drawn, and collided with while the loop flag is clear.
    pub chunk: u16,
    /// The chunk whose collision replaces it while the loop flag is set (Sonic 1: the next chunk, `addq.w #1`
    /// in `FindNearestTile`, except Star Light's chunk $28, whose alternate is $50).
    pub alternate: u16,
    /// What the player's loop flag does in this chunk (`LoopTileNums`).
    #[serde(default)]
    pub trigger: LoopTrigger,
}

/// How `Sonic_Loops` treats a loop chunk the player's centre is in.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema, strum::EnumIter,
)]
pub enum LoopTrigger {
    /// Nothing switches the flag here (the chunk only answers to a flag set elsewhere; `Sonic_Loops` clears it
    /// when the player's centre is in any chunk that is not a trigger).
    #[default]
    None,
    /// `v_256loop1`: left of x 0x2C in the chunk clears the flag, from x 0xE0 sets it; in between, grounded
    /// on a floor angle in 0x01–0x80 sets it, and an angle past 0x80 clears it once set.
    Loop,
    /// `v_256loop2`: the same, but the flag is cleared while the player is in the air.
    LoopGrounded,
}

/// A level's loop chunks and roll tunnels. Empty for most levels (written only when not).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Loops {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub chunks: Vec<LoopChunk>,
    /// Roll tunnel chunks (`v_256roll1`, `v_256roll2`): a player whose centre is in one is made to roll, with
    /// Ground Speed 0x200 when it was 0 (`Sonic_ChkRoll`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tunnels: Vec<u16>,
}

impl Loops {
    pub fn is_empty(&self) -> bool {
        self.chunks.is_empty() && self.tunnels.is_empty()
    }

    /// The loop entry of a chunk placed in the layout.
    pub fn chunk(&self, chunk: u16) -> Option<&LoopChunk> {
        self.chunks.iter().find(|c| c.chunk == chunk)
    }

    /// The chunk collided with in place of `chunk` when the loop flag is `flag`.
    pub fn collided(&self, chunk: u16, flag: bool) -> u16 {
        match self.chunk(chunk) {
            Some(c) if flag => c.alternate,
            _ => chunk,
        }
    }

    pub fn is_tunnel(&self, chunk: u16) -> bool {
        self.tunnels.contains(&chunk)
    }

    /// Whether an entry names chunk `n`: as a loop chunk, an alternate or a roll tunnel. Such a chunk is in use
    /// even where no layout cell names it (an alternate is collided with, never placed).
    pub fn names(&self, n: u16) -> bool {
        self.chunks.iter().any(|c| c.chunk == n || c.alternate == n) || self.is_tunnel(n)
    }

    /// The entries with their chunk numbers renumbered by `f` (after chunks were removed or merged); an entry
    /// one of whose chunks `f` maps to `None` (removed) is dropped, and so is an entry that would repeat an
    /// earlier one's chunk.
    pub fn remapped(&self, f: impl Fn(u16) -> Option<u16>) -> Loops {
        let mut out = Loops::default();
        for c in &self.chunks {
            if let (Some(chunk), Some(alternate)) = (f(c.chunk), f(c.alternate))
                && out.chunk(chunk).is_none()
            {
                out.chunks.push(LoopChunk { chunk, alternate, trigger: c.trigger });
            }
        }
        for &t in &self.tunnels {
            if let Some(t) = f(t)
                && !out.tunnels.contains(&t)
            {
                out.tunnels.push(t);
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alternate_only_with_the_flag() {
        let loops = Loops {
            chunks: vec![LoopChunk { chunk: 0x34, alternate: 0x35, trigger: LoopTrigger::Loop }],
            tunnels: vec![0x1E],
        };
        assert_eq!(loops.collided(0x34, false), 0x34);
        assert_eq!(loops.collided(0x34, true), 0x35);
        assert_eq!(loops.collided(0x10, true), 0x10);
        assert!(loops.is_tunnel(0x1E) && !loops.is_tunnel(0x34));
        assert!(Loops::default().is_empty());
    }

    #[test]
    fn names_and_remaps_every_reference() {
        let loops = Loops {
            chunks: vec![
                LoopChunk { chunk: 4, alternate: 5, trigger: LoopTrigger::Loop },
                LoopChunk { chunk: 8, alternate: 9, trigger: LoopTrigger::LoopGrounded },
            ],
            tunnels: vec![2, 7],
        };
        assert!([2, 4, 5, 7, 8, 9].iter().all(|&n| loops.names(n)));
        assert!(![0, 1, 3, 6, 10].iter().any(|&n| loops.names(n)));
        // Chunk 5 removed, the chunks after it one down: the loop whose alternate went is dropped.
        let after = loops.remapped(|n| match n {
            5 => None,
            n if n > 5 => Some(n - 1),
            n => Some(n),
        });
        assert_eq!(
            after,
            Loops {
                chunks: vec![LoopChunk { chunk: 7, alternate: 8, trigger: LoopTrigger::LoopGrounded }],
                tunnels: vec![2, 6],
            }
        );
        // Two entries made to name one chunk: the first stays.
        assert_eq!(loops.remapped(|n| Some(n.min(4))).chunks.len(), 1);
        assert_eq!(loops.remapped(|n| Some(n.min(4))).tunnels, [2, 4]);
    }
}
