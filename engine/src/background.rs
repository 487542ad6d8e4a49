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

    /// `FindFloor`/`FindWall` with the flag set, from the foreground's result `fg` and the angle buffer
    /// `buffer` as the foreground's read left it: the background read at [`Self::point`] writes the buffer
    /// in turn; when its distance is greater than the foreground's, the foreground's distance and angle are
    /// kept (`ble.s` keeps the background on a tie). Returns the distance and the background's scan (for
    /// the tile reported).
    #[inline]
    pub(crate) fn nearer(
        &self,
        fg: Scan,
        buffer: &mut u8,
        (layer, bit, direction): (Layer, SolidBit, Direction),
        (x, y): (i32, i32),
    ) -> Scan {
        let saved = *buffer;
        let (bx, by) = self.point(x, y);
        let bg = sensor::scan(self.terrain, layer, bit, direction, bx, by);
        if let Some(angle) = bg.angle {
            *buffer = angle;
        }
        if bg.distance as i16 <= fg.distance as i16 {
            bg
        } else {
            *buffer = saved;
            fg
        }
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
        let mut buffer = 0x10;
        assert_eq!(bg.nearer(near, &mut buffer, what, (8, 8)), near);
        assert_eq!(buffer, 0x10);
        let far = Scan { distance: 40, angle: Some(0x20), tile: Some(1) };
        let mut buffer = 0x20;
        assert_eq!(bg.nearer(far, &mut buffer, what, (8, 8)).distance, empty.distance);
        assert_eq!(buffer, 0x20, "nothing visited in the background: the buffer keeps what it held");
    }
}
