//! `Obj98` (s2disasm), the projectile badniks fire or throw: Coconuts' coconut (`Obj98_CoconutFall`,
//! [`super::coconuts`]) and the Spiny's shot (`Obj98_SpinyShotFall`, [`super::spiny`]). Its object id is
//! `ObjID_Projectile` ([`super::id::PROJECTILE`]).

use crate::objects::runtime::object::Common;

/// `Obj98`, the badniks' projectile: its first frame only loads its data (`LoadSubObject`: width and hitbox;
/// drawn as on screen); then, while the last drawing found it on screen, it falls with `gravity` (the
/// `Obj98_*Fall` routines). True when it moved this frame (the caller animates it and runs `MarkObjGone`).
pub fn projectile(c: &mut Common, width: u8, collision: u8, gravity: i16) -> bool {
    if c.routine == 0 {
        c.width_pixels = width;
        c.collision_flags = collision;
        c.on_screen = true;
        c.routine = 2;
        return false;
    }
    if !c.on_screen {
        c.delete();
        return false;
    }
    c.y_vel = c.y_vel.wrapping_add(gravity);
    c.object_move();
    true
}
