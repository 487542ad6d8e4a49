//! Marble's invisible lava tags (s1disasm `_incObj/54 Lava Tag.asm`: `LTag_Main`, `LTag_ChkDel`): a hurting
//! hitbox over the lava — $96, $94, $95 by subtype (touch sizes $16, $14, $15: $20 × $20, $40 × $20, $80 × $20).
//! Never drawn, it sets its on-screen flag once (`obRender` $84), so `ReactToItem` always sees it; it deletes
//! itself out of range (the `out_of_range` test, written out).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;

/// `LTag_ColTypes`.
pub const COLLISIONS: [u8; 3] = [0x96, 0x94, 0x95];

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.collision_flags = COLLISIONS.get(usize::from(c.subtype)).copied().unwrap_or(0);
        c.on_screen = true;
    }
    if cx.out_of_range(c.pixel_x()) {
        c.delete();
    }
}

#[cfg(test)]
mod tests {
    /// `LTag_ColTypes`: all hurt ($80), sizes $16, $14, $15.
    #[test]
    fn collision_types() {
        assert_eq!(super::COLLISIONS.map(|f| (f & 0xC0, f & 0x3F)), [(0x80, 0x16), (0x80, 0x14), (0x80, 0x15)]);
    }
}
