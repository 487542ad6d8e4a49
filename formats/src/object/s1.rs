//! Sonic 1's objects by name ([`S1Object`], every entry of s1disasm's `Obj_Index`), and the typed kind a layout
//! record's id byte and subtype become ([`ObjectKind::Sonic1`]), both ways without losing a bit.
//!
//! A Sonic 1 layout record's id byte holds the object id in bits 0–6 and, in bit 7, the respawn flag
//! (`ObjPosLoad`: the object gets an entry in the respawn table, so once destroyed it stays so). Every object
//! id of s1disasm's layouts comes with one value of that flag nearly always ([`usual_respawn`]); the kind
//! keeps the flag only where it is not that one.

mod list;

pub use list::S1Object;

use super::ObjectKind;

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

/// What an object's code makes of its subtype, in words for the editor (`None`: not described here). Each
/// arm cites the routine that reads the bits.
pub fn subtype_meaning(object: S1Object, s: u8) -> Option<String> {
    use S1Object::*;
    let (hi, lo) = (s >> 4, s & 0xF);
    Some(match object {
        // `Bri_Main`: the subtype is the count of logs.
        Bridge => format!("{s} logs"),
        // `Ring_Main`: (s & 7) + 1 rings (7 as 6), spaced by row s >> 4 of `Ring_PosData`.
        Rings => format!("{} rings, spacing row {hi}", (s & 7).min(6) + 1),
        // `Mon_Main` copies it to the animation; `PowerUp` gives the item of that icon.
        Monitor => match s {
            0 => "static (no item)".into(),
            1 => "Eggman (hurts)".into(),
            2 => "extra life".into(),
            3 => "speed shoes".into(),
            4 => "shield".into(),
            5 => "invincibility".into(),
            6 => "10 rings".into(),
            7 => "S (does nothing)".into(),
            8 => "goggles (does nothing)".into(),
            _ => "no such icon".into(),
        },
        // `Spik_Main`: high nibble the row of `Spik_Var` (frame and width); `Spik_Type0x`: low nibble 0 still,
        // 1 moves up and down, 2 sideways.
        Spikes => {
            let moves = match lo {
                0 => "still",
                1 => "moves up and down",
                2 => "moves sideways",
                _ => "past Spik_TypeIndex",
            };
            format!("frame {hi} of Spik_Var, {moves}")
        }
        // `Spring_Main`: bit 4 sideways, bit 5 down, else up; bit 1 the yellow spring ($A00, else red $1000).
        Springs => {
            let way = if s & 0x10 != 0 {
                "sideways"
            } else if s & 0x20 != 0 {
                "down"
            } else {
                "up"
            };
            let colour = if s & 2 != 0 { "yellow, 10 px/frame" } else { "red, 16 px/frame" };
            format!("{colour}, {way}")
        }
        // `Lamp_Main`: its number; those up to the last one touched are already lit.
        Lamppost => format!("lamppost {}", s & 0x7F),
        // `Invis_Main`: width (high nibble + 1) × 16 px, height (low nibble + 1) × 16 px.
        Invisibarrier => format!("{} x {} px", (u32::from(hi) + 1) * 16, (u32::from(lo) + 1) * 16),
        // `FBlock_Main`: bits 4–6 the row of `FBlock_Var` (size); `FBlock_Action`: low nibble the movement.
        FloatingBlock => format!("size row {} of FBlock_Var, movement type {lo}", hi & 7),
        // `Plat_Move`: the low nibble picks the movement routine (.type00 does not move).
        BasicPlatform => match lo {
            0 => "does not move".into(),
            3 => "falls when stood on".into(),
            n if n <= 0xC => format!("movement type {n:02X} of Plat_Move"),
            _ => "past Plat_Move's table".into(),
        },
        // `Smash_Main`: the subtype is the mapping frame (the wall's left, middle or right piece).
        SmashWall => format!("frame {s}"),
        // `See_Main`: 0 carries the spike ball, any other value none.
        Seesaw => if s == 0 { "with its spike ball" } else { "no spike ball" }.into(),
        // `Fan_Delay`: bit 1 always on (else 3 s on, 2 s off); `Fan_Move`: bit 0 pulls instead of pushes.
        Fan => {
            let when = if s & 2 != 0 { "always on" } else { "on 3 s, off 2 s" };
            let way = if s & 1 != 0 { "pulls" } else { "pushes" };
            format!("{way}, {when}")
        }
        // `Scen_Main`: the row of `Scen_Values` (art and frame).
        Scenery => format!("scenery piece {s}"),
        _ => return None,
    })
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
