//! Background-plane collision: while a level event sets S3K's `Background_collision_flag`, every terrain
//! check reads the background plane too, shifted by the two cameras' difference, and keeps the nearer
//! surface (skdisasm s3.asm `FindFloor`, `FindWall`: the foreground first through `Find_Tile_FG`, then the
//! background through `Find_Tile_BG` at the point less `Camera_X_diff`/`Camera_Y_diff`; the background's
//! distance wins when it is not greater, else the foreground's angle is put back). Hydrocity 2's moving wall
//! is the one user in these zones ([`crate::objects::s3k::hcz2_wall`]).
//!
//! The background's terrain is built from the level's own chunks over the project's background layout
//! ([`crate::World::set_background`]); a point the shift takes outside it reads as empty (the game reads
//! whatever RAM lies beside its layout rows there).

use crate::sensor::{self, Direction, Scan, SolidBit};
use crate::terrain::Terrain;
use formats::Layer;

/// The background plane as the terrain checks read it this frame.
#[derive(Clone, Copy, Debug)]
pub struct BackgroundCollision<'a> {
    pub terrain: &'a Terrain,
    /// `Camera_X_diff`, `Camera_Y_diff` (`Get_BGActualEffectiveDiff`): foreground camera less background
    /// camera, words.
    pub diff: (i16, i16),
}

impl BackgroundCollision<'_> {
    /// Where a check anchored at (x, y) reads the background: less the cameras' difference, as words.
    /// (`FindWall` undoes and redoes a leftward check's `eori.w #$F` around its `sub.w`: the callers pass
    /// that x mirrored in its block, and the shift applies to the real x, as here.)
    pub fn point(&self, x: i32, y: i32) -> (i32, i32) {
        let (dx, dy) = self.diff;
        let bx = (x as u16).wrapping_sub(dx as u16);
        let by = (y as u16).wrapping_sub(dy as u16);
        // The game's words: a point past $7FFF is off the background's rows (read as empty here).
        (i32::from(bx as i16), i32::from(by as i16))
    }

    /// `FindFloor`/`FindWall` with the flag set, from the foreground's read `fg`: the background read at
    /// [`Self::point`] wins unless its distance is greater (`ble.s`: the background on a tie). The angle is
    /// what the angle buffer holds after both reads: the background's when it wins and wrote one (else the
    /// foreground's), the foreground's when it wins (the game puts the buffer back).
    #[inline]
    pub(crate) fn nearer(
        &self,
        fg: Scan,
        (layer, bit, direction): (Layer, SolidBit, Direction),
        (x, y): (i32, i32),
    ) -> Scan {
        let (bx, by) = self.point(x, y);
        let bg = sensor::scan(self.terrain, layer, bit, direction, bx, by);
        if bg.distance as i16 <= fg.distance as i16 { Scan { angle: bg.angle.or(fg.angle), ..bg } } else { fg }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with_diff(diff: (i16, i16)) -> (Terrain, (i16, i16)) {
        let level = formats::Level::new("empty", formats::ChunkSize::Px128, 1, 1);
        (Terrain::from_level(&level), diff)
    }

    #[test]
    fn points_shift_by_the_cameras_difference() {
        let (terrain, diff) = with_diff((0x200 - -0x10, 0x500));
        let bg = BackgroundCollision { terrain: &terrain, diff };
        // Hydrocity 2: Camera_X_diff = $200 − the wall's offset (−$10 after it came 16 px), Camera_Y_diff = $500.
        assert_eq!(bg.point(0x500, 0x700), (0x500 - 0x210, 0x200));
        // Off the rows' left: negative, read as empty.
        assert_eq!(bg.point(0x100, 0x700).0, 0x100 - 0x210);
    }

    #[test]
    fn the_background_wins_a_tie_and_the_foreground_keeps_its_angle_when_nearer() {
        let (terrain, diff) = with_diff((0, 0));
        let bg = BackgroundCollision { terrain: &terrain, diff };
        let what = (Layer::A, SolidBit::Top, Direction::Down);
        // The empty background reads past the next block, and no angle.
        let empty = sensor::scan(&terrain, Layer::A, SolidBit::Top, Direction::Down, 8, 8);
        assert_eq!((empty.distance, empty.angle), (0xF - 8 + 0x10, None));
        let near = Scan { distance: 3, angle: Some(0x10), tile: Some(1) };
        assert_eq!(bg.nearer(near, what, (8, 8)), near);
        // The empty background wins over a farther surface; it wrote no angle, so the foreground's stays.
        let far = Scan { distance: 40, angle: Some(0x20), tile: Some(1) };
        let won = bg.nearer(far, what, (8, 8));
        assert_eq!((won.distance, won.angle, won.tile), (empty.distance, Some(0x20), None));
    }
}
