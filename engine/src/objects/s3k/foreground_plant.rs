//! Angel Island's foreground plants: leaves in front of the level that scroll faster or slower than it,
//! for depth (skdisasm s3.asm `Obj_AIZForegroundPlant`, `word_2B780`, `off_2B78C`, `loc_2B7A8`–`loc_2B8B8`).
//!
//! Its first frame only sets it up: frame `subtype & $F` (0: $20 × $30, 1: $20 × $3C), its placed position kept
//! (`$30`, `$32`) and its way of moving by `subtype >> 4`: 0 stays (`Sprite_OnScreen_Test`); 1–6 are drawn at
//! the placed position plus (placed − camera − (160, 112)) shifted right 4, 3, 2, 1, 0 bits or (x only)
//! doubled, so
//! a plant left of the screen's centre sits further left (it parallaxes). It unloads by its placed x
//! (`Sprite_OnScreen_Test2`). No touch, not solid.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State, set_pixel};

/// `word_2B780`: (width, height) of frames 0 and 1.
pub const SIZES: [(u8, u8); 2] = [(0x20, 0x30), (0x20, 0x3C)];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ForegroundPlant {
    /// `$30`, `$32`: the placed position.
    pub home: (i16, i16),
}

/// `loc_2B7AE` … `loc_2B8B8`: the drawn position for way `mode` (1–6) of a plant placed at `home` with the
/// camera at `camera` (None for 0, and for the ways past the table's 7).
pub fn parallax(mode: u8, home: (i16, i16), camera: (i16, i16)) -> Option<(i16, i16)> {
    // Way 6 doubles only the x (`add.w d1,d1`); its y is way 5's.
    let off = |h: i16, half: i16, cam: i16, mode: u8| {
        let d = h.wrapping_sub(half).wrapping_sub(cam);
        let d = match mode {
            1..=5 => d >> (5 - mode),
            _ => d.wrapping_add(d),
        };
        h.wrapping_add(d)
    };
    match mode {
        1..=6 => Some((off(home.0, 320 / 2, camera.0, mode), off(home.1, 224 / 2, camera.1, mode.min(5)))),
        _ => None,
    }
}

pub fn run(c: &mut Common, s: &mut ForegroundPlant, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        s.home = (c.pixel_x() as i16, c.pixel_y() as i16);
        c.mapping_frame = c.subtype & 0xF;
        let (w, h) = SIZES[usize::from(c.mapping_frame & 1)];
        (c.width_pixels, c.y_radius, c.explicit_height) = (w, h, true);
        return;
    }
    let camera = (cx.world.env.camera.x as i16, cx.world.env.camera.y as i16);
    match parallax(c.subtype >> 4, s.home, camera) {
        Some((x, y)) => {
            set_pixel(&mut c.x, x);
            set_pixel(&mut c.y, y);
            cx.mark_gone_at(c, i32::from(s.home.0));
        }
        None => cx.mark_gone(c),
    }
}

impl crate::objects::runtime::object::ObjKind for ForegroundPlant {
    const MAY_MOVE_PLAYERS: bool = false;
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "foreground plant"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `loc_2B7AE` (`asr.w #4`), `loc_2B850` (`asr.w #1`), `loc_2B886` (× 1), `loc_2B8B8` (`add.w
    /// d1,d1`): a plant at ($1000, $300) with the camera at ($F00, $200) is $60 px right of the screen's
    /// centre and $90 below it; way 1 moves it 6 and 9 further, way 4 $30 and $48, way 5 $60 and $90, way 6
    /// $C0 and $90 (y never doubles); −$21 >> 4 rounds down to −3.
    #[test]
    fn plants_parallax_by_way() {
        let home = (0x1000, 0x300);
        let camera = (0xF00, 0x200);
        assert_eq!(parallax(0, home, camera), None);
        assert_eq!(parallax(1, home, camera), Some((0x1006, 0x309)));
        assert_eq!(parallax(4, home, camera), Some((0x1030, 0x348)));
        assert_eq!(parallax(5, home, camera), Some((0x1060, 0x390)));
        assert_eq!(parallax(6, home, camera), Some((0x10C0, 0x390)));
        assert_eq!(parallax(1, (0x1000, 0x300), (0x1000 - 160 + 0x21, 0x300 - 112)), Some((0x1000 - 3, 0x300)));
        assert_eq!(parallax(7, home, camera), None);
    }
}
