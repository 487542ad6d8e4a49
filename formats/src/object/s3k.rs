//! Sonic 3 & Knuckles' object records as typed placements, and back, without losing a bit.
//!
//! A record is Sonic 2's 6 bytes (x; y with flags; id; subtype: [`crate::import::s2::object_records`]) with
//! skdisasm's ids (`Levels/Misc/Object pointers - SK Set 1.asm`) and one flag read differently: bit 15 of the
//! y word makes the object load whatever the camera's y (`Load_Objects`), kept in
//! [`S2Extra::load_at_any_y`]; bit 12, unused, in [`S2Extra::two_player_any_slot`].
//!
//! Typed kinds: the monitor (`Obj_Monitor`, 1: subtypes 0–8 as `Monitor_Give_*` reads them, s3.asm), the
//! spring (`Obj_Spring`, 7), the spikes (`Obj_Spikes`, 8) and the star post (`Obj_StarPost`, $34), whose
//! subtypes Sonic 3 reads as Sonic 2's `Obj41`, `Obj36` and `Obj79` do (direction in bits 4–6, yellow in bit
//! 1, twirl in bit 0, layer in bits 2–3, bit 7 zeroing the other speed; size in the high nibble and
//! behaviour in the low one; the star post's number in the low 7 bits), so [`super::s2`] decodes them. Every
//! other id the level's pointer list names ([`S3kSet`]) is [`ObjectKind::Sonic3k`] ([`S3kObject`]), any other
//! — and any record these kinds would not write back exactly — `ObjectKind::Other`. The path swapper (2)
//! becomes a [`crate::LayerSwitcher`] in the importer (its subtype is Sonic 2's `Obj03`'s).

use super::s2::{self, S2Extra, S2Record};
use super::{MonitorContents, ObjectKind, ObjectPlacement};

mod list;

pub use list::S3kObject;

/// The object pointer list a level's ids index. Sonic 3 & Knuckles (sonic3k.asm, `Sprite_Listing3` /
/// `Sprite_ListingK` by `Current_zone`) uses SK Set 1 for zones 0–6 (Angel Island to Launch Base; Flying
/// Battery's too), the competition zones and the bonus stages, SK Set 2 for zones 7–13 (Mushroom Hill to
/// Doomsday) and Hidden Palace; Sonic 3 alone (s3.asm `Sprite_Listing`) its S3 Set, which agrees with SK Set 1
/// below $80 but for two ids and orders the rest differently.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum S3kSet {
    #[default]
    SkSet1,
    SkSet2,
    S3,
}

impl S3kSet {
    /// The list of a SonLVL section of skdisasm's projects (`Sonic & Knuckles\\Mushroom Hill Zone Act 1`); `s3_only`
    /// for `SonLVL - S3.ini`'s sections (Sonic 3 alone).
    pub fn of_section(section: &str, s3_only: bool) -> Self {
        const SET2_ZONES: [&str; 7] =
            ["Mushroom Hill", "Sandopolis", "Lava Reef", "Sky Sanctuary", "Death Egg", "Doomsday", "Hidden Palace"];
        if s3_only {
            S3kSet::S3
        } else if SET2_ZONES.iter().any(|z| section.contains(z)) {
            S3kSet::SkSet2
        } else {
            S3kSet::SkSet1
        }
    }
}

/// skdisasm's object ids of the typed kinds.
pub mod id {
    pub const MONITOR: u8 = 0x01;
    pub const PATH_SWAP: u8 = 0x02;
    pub const SPRING: u8 = 0x07;
    pub const SPIKES: u8 = 0x08;
    pub const STAR_POST: u8 = 0x34;
}

/// The fields of one record, as [`crate::import::s2::ObjectRecord`] holds them (its `respawn` is bit 15).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct S3kRecord {
    pub id: u8,
    pub subtype: u8,
    pub x_flip: bool,
    pub y_flip: bool,
    /// Bit 15 of the y word.
    pub load_at_any_y: bool,
    /// Bit 12 of the y word.
    pub bit12: bool,
}

/// The monitor contents of `Obj_Monitor`'s subtypes 0–8 (`off_1B69C`: 0 shows static and acts as the Eggman
/// monitor).
const MONITORS: [MonitorContents; 9] = [
    MonitorContents::Static,
    MonitorContents::ExtraLife,
    MonitorContents::Eggman,
    MonitorContents::Rings,
    MonitorContents::SpeedShoes,
    MonitorContents::FireShield,
    MonitorContents::LightningShield,
    MonitorContents::WaterShield,
    MonitorContents::Invincibility,
];

/// Sonic 2's id for a Sonic 3 object whose subtype it reads the same way.
fn s2_id(id: u8) -> Option<u8> {
    match id {
        id::SPRING => Some(s2::id::SPRING),
        id::SPIKES => Some(s2::id::SPIKES),
        id::STAR_POST => Some(s2::id::STAR_POST),
        _ => None,
    }
}

/// The typed placement of a record; [`to_record`] gives the record back exactly.
pub fn from_record(x: i32, y: i32, rec: S3kRecord, set: S3kSet) -> ObjectPlacement {
    let typed = match rec.id {
        id::MONITOR => MONITORS.get(rec.subtype as usize).map(|&contents| (ObjectKind::Monitor { contents }, 0)),
        other => s2_id(other).and_then(|s2_id| {
            let r = S2Record {
                id: s2_id,
                subtype: rec.subtype,
                x_flip: rec.x_flip,
                y_flip: rec.y_flip,
                ..Default::default()
            };
            let p = s2::from_record(x, y, r);
            let unused = p.s2.map_or(0, |e| e.unused_subtype_bits);
            (!matches!(p.kind, ObjectKind::Other { .. } | ObjectKind::Sonic2 { .. })).then_some((p.kind, unused))
        }),
    };
    let placement = |kind: ObjectKind, unused_subtype_bits: u8| {
        let extra = S2Extra {
            respawn: false,
            two_player_any_slot: rec.bit12,
            load_at_any_y: rec.load_at_any_y,
            unused_subtype_bits,
        };
        ObjectPlacement {
            kind,
            x,
            y,
            x_flip: rec.x_flip,
            y_flip: rec.y_flip,
            s2: (extra != S2Extra::default()).then_some(extra),
        }
    };
    if let Some((kind, unused)) = typed {
        let p = placement(kind, unused);
        if to_record(&p) == Some(rec) {
            return p;
        }
    }
    let kind = match S3kObject::from_id(set, rec.id) {
        Some(object) => ObjectKind::Sonic3k { object, subtype: rec.subtype },
        None => ObjectKind::Other { id: rec.id, subtype: rec.subtype },
    };
    placement(kind, 0)
}

/// The record for a placement; `None` for kinds Sonic 3 & Knuckles has no record for here (only the typed
/// kinds above, [`ObjectKind::Sonic3k`] and `Other`).
pub fn to_record(p: &ObjectPlacement) -> Option<S3kRecord> {
    let extra = p.s2.unwrap_or_default();
    let flags = |id: u8, subtype: u8, x_flip: bool, y_flip: bool| S3kRecord {
        id,
        subtype,
        x_flip,
        y_flip,
        load_at_any_y: extra.load_at_any_y,
        bit12: extra.two_player_any_slot,
    };
    match &p.kind {
        ObjectKind::Other { id, subtype } => Some(flags(*id, *subtype, p.x_flip, p.y_flip)),
        ObjectKind::Sonic3k { object, subtype } => Some(flags(object.id(), *subtype, p.x_flip, p.y_flip)),
        ObjectKind::Monitor { contents } => {
            let subtype = MONITORS.iter().position(|c| c == contents)? as u8;
            Some(flags(id::MONITOR, subtype ^ extra.unused_subtype_bits, p.x_flip, p.y_flip))
        }
        ObjectKind::Spring { .. } | ObjectKind::Spikes { .. } | ObjectKind::Checkpoint { .. } => {
            let unused = S2Extra { unused_subtype_bits: extra.unused_subtype_bits, ..Default::default() };
            let r = s2::to_record(&ObjectPlacement { s2: Some(unused), ..p.clone() })?;
            let id = [id::SPRING, id::SPIKES, id::STAR_POST].into_iter().find(|&i| s2_id(i) == Some(r.id))?;
            Some(flags(id, r.subtype, r.x_flip, r.y_flip))
        }
        _ => None,
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::object::{SpringColour, SpringDirection};

    #[test]
    fn every_record_comes_back_and_the_common_ones_are_typed() {
        for id in 0..=255u8 {
            for subtype in [0u8, 1, 2, 3, 8, 9, 0x10, 0x12, 0x22, 0x40, 0x7F, 0x80, 0xFF] {
                for bits in 0..16u8 {
                    let rec = S3kRecord {
                        id,
                        subtype,
                        x_flip: bits & 1 != 0,
                        y_flip: bits & 2 != 0,
                        load_at_any_y: bits & 4 != 0,
                        bit12: bits & 8 != 0,
                    };
                    for set in [S3kSet::SkSet1, S3kSet::SkSet2, S3kSet::S3] {
                        assert_eq!(to_record(&from_record(1, 2, rec, set)), Some(rec), "{rec:?}");
                    }
                }
            }
        }
        let spring = from_record(0, 0, S3kRecord { id: 7, subtype: 0x12, ..Default::default() }, S3kSet::SkSet1);
        assert!(
            matches!(
                spring.kind,
                ObjectKind::Spring { colour: SpringColour::Yellow, direction: SpringDirection::Right, .. }
            ),
            "{spring:?}"
        );
        let monitor = from_record(0, 0, S3kRecord { id: 1, subtype: 7, ..Default::default() }, S3kSet::SkSet1);
        assert_eq!(monitor.kind, ObjectKind::Monitor { contents: MonitorContents::WaterShield });
        let post = from_record(
            0,
            0,
            S3kRecord { id: 0x34, subtype: 3, load_at_any_y: true, ..Default::default() },
            S3kSet::SkSet1,
        );
        assert_eq!(post.kind, ObjectKind::Checkpoint { index: 3 });
        assert!(post.s2.is_some_and(|e| e.load_at_any_y));
    }
}
