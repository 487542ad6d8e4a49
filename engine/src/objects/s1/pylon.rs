//! Star Light's foreground pylon (s1disasm `_incObj/5C Pylon.asm`: `Pyl_Main`, `Pyl_Display`).
//!
//! Placed at the start of the level, it is drawn every frame at a screen position that follows the camera at
//! twice its speed, and it is never unloaded: it holds its slot — the first level slot — for the whole act,
//! which decides where the objects loaded or spawned later go (the lost rings' slot, and with it the frames
//! their floor checks run). It has no hitbox. Its screen position is not modelled (its place stays the
//! layout's: nothing reads it).

use crate::objects::runtime::object::Common;

/// `obActWid`.
pub const WIDTH_PIXELS: u8 = 0x10;

pub fn run(c: &mut Common) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = WIDTH_PIXELS;
    }
    // `bra.w DisplaySprite`: never `out_of_range`.
    c.display();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::objects::id;

    #[test]
    fn stays_loaded_and_drawn() {
        let mut c = Common::new(id::SONIC1, 0, 0, 0, false, false);
        for _ in 0..3 {
            run(&mut c);
        }
        assert_eq!((c.routine, c.width_pixels, c.displayed, c.deleted), (2, 0x10, true, false));
    }
}
