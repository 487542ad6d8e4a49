//! Sonic 1's objects by name ([`S1Object`], every entry of s1disasm's `Obj_Index`), and the typed kind a layout
//! record's id byte and subtype become ([`ObjectKind::Sonic1`]), both ways without losing a bit.
//!
//! A Sonic 1 layout record's id byte holds the object id in bits 0–6 and, in bit 7, the respawn flag
//! (`ObjPosLoad`: the object gets an entry in the respawn table, so once destroyed it stays so). Every object
//! id of s1disasm's layouts comes with one value of that flag nearly always ([`usual_respawn`]); the kind
//! keeps the flag only where it is not that one.

mod list;
mod meaning;

pub use list::S1Object;
pub use meaning::subtype_meaning;

use super::ObjectKind;

/// `Ring_PosData` (`_incObj/25 & 37 Rings.asm`): the step (x, y) from ring to ring of a group, by subtype bits 4–7
/// (the importer places a group's rings with it, the inspector words it).
pub const RING_STEPS: [(i8, i8); 16] = [
    (0x10, 0),
    (0x18, 0),
    (0x20, 0),
    (0, 0x10),
    (0, 0x18),
    (0, 0x20),
    (0x10, 0x10),
    (0x18, 0x18),
    (0x20, 0x20),
    (-0x10, 0x10),
    (-0x18, 0x18),
    (-0x20, 0x20),
    (0x10, 8),
    (0x18, 0x10),
    (-0x10, 8),
    (-0x18, 0x10),
];

/// `Elev_Var1` then `Elev_Var2` as they lie in the ROM (`_incObj/59 SLZ Elevators.asm`): the half width by
/// subtype bits 4–7 (entry 0), then (distance / 4, type) by bits 0–3 (entry + 1). The engine's elevator reads it too.
pub const ELEV_VAR: [(u8, u8); 16] = [
    (0x28, 0),
    (0x10, 1),
    (0x20, 1),
    (0x34, 1),
    (0x10, 3),
    (0x20, 3),
    (0x34, 3),
    (0x14, 1),
    (0x24, 1),
    (0x2C, 1),
    (0x14, 3),
    (0x24, 3),
    (0x2C, 3),
    (0x20, 5),
    (0x20, 7),
    (0x30, 9),
];

/// The respawn flag s1disasm's layouts (`objpos/*.bin`) give most records of an object: set for what can be
/// destroyed or used up (badniks, monitors, rings, breakable walls, lampposts …).
pub const fn usual_respawn(object: S1Object) -> bool {
    matches!(
        object.id(),
        0x16 | 0x1A
            | 0x1E
            | 0x1F
            | 0x22
            | 0x25
            | 0x26
            | 0x2B
            | 0x2C
            | 0x2D
            | 0x33
            | 0x3C
            | 0x40
            | 0x42
            | 0x43
            | 0x47
            | 0x4E
            | 0x50
            | 0x55
            | 0x5F
            | 0x60
            | 0x62
            | 0x78
            | 0x79
    )
}

/// The kind of a layout record's id byte (bit 7 the respawn flag) and subtype: [`ObjectKind::Sonic1`] for an
/// id the list names, `Other` (the byte as stored) for the null ones.
pub fn kind(id_byte: u8, subtype: u8) -> ObjectKind {
    match S1Object::from_id(id_byte & 0x7F) {
        Some(object) => {
            let flag = id_byte & 0x80 != 0;
            let respawn = (flag != usual_respawn(object)).then_some(flag);
            ObjectKind::Sonic1 { object, subtype, respawn }
        }
        None => ObjectKind::Other { id: id_byte, subtype },
    }
}

/// The id byte and subtype a [`ObjectKind::Sonic1`] or `Other` kind is stored as (the inverse of [`kind`]);
/// `None` for other kinds and for the objects past $7F, which a layout's 7 bits of id cannot hold (the game
/// creates them itself: the continue screen's, the ending's, Final Zone's boss).
pub fn id_byte(kind: &ObjectKind) -> Option<(u8, u8)> {
    match *kind {
        ObjectKind::Other { id, subtype } => Some((id, subtype)),
        ObjectKind::Sonic1 { object, subtype, respawn } if object.id() < 0x80 => {
            let flag = respawn.unwrap_or(usual_respawn(object));
            Some((object.id() | u8::from(flag) << 7, subtype))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_id_byte_comes_back() {
        for byte in 0..=255u8 {
            for subtype in [0, 1, 0x80, 0xFF] {
                let k = kind(byte, subtype);
                assert_eq!(id_byte(&k), Some((byte, subtype)), "{k:?}");
                assert_eq!(matches!(k, ObjectKind::Other { .. }), S1Object::from_id(byte & 0x7F).is_none());
            }
        }
        assert_eq!(kind(0x56, 3), ObjectKind::Sonic1 { object: S1Object::FloatingBlock, subtype: 3, respawn: None });
        assert_eq!(
            kind(0xD6, 3),
            ObjectKind::Sonic1 { object: S1Object::FloatingBlock, subtype: 3, respawn: Some(true) }
        );
        assert_eq!(id_byte(&ObjectKind::Sonic1 { object: S1Object::TryChaos, subtype: 0, respawn: None }), None);
    }
}
