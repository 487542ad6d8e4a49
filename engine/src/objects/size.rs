//! Object sizes: the solid box, the hitbox, and the combined box a solid object tests the player's centre
//! against (SPG "Basics": Width Radius and Height Radius; "Hitboxes"; "Solid Objects").

use crate::character::PUSH_RADIUS;
use formats::ObjectPlacement;
use formats::object::{BadnikKind, Direction, ObjectKind, SpringDirection};

/// An object's collision sizes in pixels, as radii from its centre (SPG "Basics": Width Radius and Height
/// Radius; a box is `2 * radius + 1` pixels).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ObjectSize {
    /// The solid size (what the player pushes against and stands on), or the object's own size for objects
    /// that are not solid. Its bottom, `y + height_radius`, is what "Align to ground" rests on the floor.
    pub width_radius: i32,
    pub height_radius: i32,
    /// The hitbox the player's hitbox touches (SPG "Hitboxes"), for objects that have one.
    pub hitbox: Option<(i32, i32)>,
    /// Whether the object is solid (the main box is a solid box, not just its size).
    pub solid: bool,
}

/// The sizes of each kind. From the SPG ("Hitboxes": rings' radius 8 and hitbox 6; "Item Monitors": 15 x 15
/// solid, Sonic 3: 14 x 16; "Game Enemies": Motobug 8 x 14 with a 20 x 16 hitbox, Chopper 12 x 16 hitbox, Buzz
/// Bomber 24 x 12 hitbox, Crabmeat 8 x 16 with a 16 x 16 hitbox). Where the SPG gives none the Sonic 2
/// disassembly's values are used: springs (Obj41) 16 x 8 (8 x 16 sideways), spikes (Obj36) 8 per spike by 16,
/// push block 16 x 16, bumper hitbox 8 x 8, star post hitbox 8 x 32, bridge logs 8 x 8 each.
pub fn object_size(kind: &ObjectKind) -> ObjectSize {
    let solid = |w, h| ObjectSize { width_radius: w, height_radius: h, hitbox: None, solid: true };
    let item = |w, h, hit| ObjectSize { width_radius: w, height_radius: h, hitbox: Some(hit), solid: false };
    match kind {
        ObjectKind::Ring => item(8, 8, (6, 6)),
        ObjectKind::Spring { direction, .. } => match direction {
            SpringDirection::Left | SpringDirection::Right => solid(8, 16),
            SpringDirection::Up | SpringDirection::Down => solid(16, 8),
            SpringDirection::DiagonalUp | SpringDirection::DiagonalDown => solid(16, 16),
        },
        ObjectKind::Monitor { .. } => solid(15, 15),
        ObjectKind::Spikes { direction, count, .. } => {
            let n = i32::from((*count).max(1));
            match direction {
                Direction::Up | Direction::Down => solid(8 * n, 16),
                Direction::Left | Direction::Right => solid(16, 8 * n),
            }
        }
        ObjectKind::Platform { width, .. } => {
            ObjectSize { width_radius: i32::from(*width).max(2) / 2, height_radius: 8, hitbox: None, solid: true }
        }
        ObjectKind::PushableBlock => solid(16, 16),
        ObjectKind::Bridge { logs } => {
            ObjectSize { width_radius: 8 * i32::from((*logs).max(1)), height_radius: 8, hitbox: None, solid: true }
        }
        ObjectKind::Checkpoint { .. } => item(8, 24, (8, 32)),
        ObjectKind::Bumper => item(16, 16, (8, 8)),
        ObjectKind::Badnik { kind } => {
            let (w, h, hit) = match kind {
                BadnikKind::Motobug => (8, 14, (20, 16)),
                BadnikKind::Chopper => (12, 16, (12, 16)),
                BadnikKind::BuzzBomber | BadnikKind::Buzzer => (24, 12, (24, 12)),
                BadnikKind::Crabmeat => (8, 16, (16, 16)),
                BadnikKind::Newtron | BadnikKind::Coconuts | BadnikKind::Masher => (8, 16, (12, 16)),
            };
            ObjectSize { width_radius: w, height_radius: h, hitbox: Some(hit), solid: false }
        }
        ObjectKind::Other { .. } => ObjectSize { width_radius: 8, height_radius: 8, hitbox: None, solid: false },
    }
}

/// The combined box (left, top, right, bottom in level pixels) of a solid object for a player with the given
/// Height Radius; `None` for objects that are not solid. SPG "Solid Objects": the player's centre must be
/// inside the object's box grown by the Push Radius + 1 horizontally and by the player's Height Radius
/// vertically, the top raised by 4 px, for the object to push or carry him.
pub fn combined_box(o: &ObjectPlacement, height_radius: u8) -> Option<(i32, i32, i32, i32)> {
    let size = object_size(&o.kind);
    if !size.solid {
        return None;
    }
    let (cw, ch) = (size.width_radius + i32::from(PUSH_RADIUS) + 1, size.height_radius + i32::from(height_radius));
    Some((o.x - cw, o.y - ch - 4, o.x + cw, o.y + ch - 4))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::character::Character;
    use formats::object::{MonitorContents, SpringColour};

    #[test]
    fn sizes_follow_the_spg() {
        let monitor = object_size(&ObjectKind::Monitor { contents: MonitorContents::ExtraLife });
        assert_eq!(monitor, ObjectSize { width_radius: 15, height_radius: 15, hitbox: None, solid: true });
        let ring = object_size(&ObjectKind::Ring);
        assert_eq!(ring, ObjectSize { width_radius: 8, height_radius: 8, hitbox: Some((6, 6)), solid: false });
        let motobug = object_size(&ObjectKind::Badnik { kind: BadnikKind::Motobug });
        assert_eq!((motobug.width_radius, motobug.height_radius, motobug.hitbox), (8, 14, Some((20, 16))));
        let crabmeat = object_size(&ObjectKind::Badnik { kind: BadnikKind::Crabmeat });
        assert_eq!((crabmeat.width_radius, crabmeat.height_radius, crabmeat.hitbox), (8, 16, Some((16, 16))));
    }

    #[test]
    fn springs_spikes_platforms_and_bridges() {
        let spring = |direction| object_size(&ObjectKind::Spring { colour: SpringColour::Red, direction });
        let solid = |w, h| ObjectSize { width_radius: w, height_radius: h, hitbox: None, solid: true };
        assert_eq!(spring(SpringDirection::Up), solid(16, 8));
        assert_eq!(spring(SpringDirection::Left), solid(8, 16));
        assert_eq!(spring(SpringDirection::DiagonalDown), solid(16, 16));
        let spikes = |direction, count| object_size(&ObjectKind::Spikes { direction, count, moving: false });
        assert_eq!(spikes(Direction::Up, 3), solid(24, 16));
        assert_eq!(spikes(Direction::Right, 2), solid(16, 16));
        assert_eq!(spikes(Direction::Down, 0), solid(8, 16), "an invalid count of 0 draws as one spike");
        let platform = |width| object_size(&ObjectKind::Platform { motion: Default::default(), width, range: 0 });
        assert_eq!(platform(64), solid(32, 8));
        assert_eq!(platform(0), solid(1, 8));
        assert_eq!(object_size(&ObjectKind::Bridge { logs: 8 }), solid(64, 8));
    }

    #[test]
    fn combined_box_of_a_monitor_for_standing_sonic() {
        // Monitor 15 x 15, Push Radius 10 + 1, Height Radius 19; the top raised by 4.
        let (_, height_radius) = Character::Sonic.standing_radii();
        assert_eq!(height_radius, 19);
        let monitor = ObjectPlacement {
            kind: ObjectKind::Monitor { contents: MonitorContents::Rings },
            x: 200,
            y: 100,
            x_flip: false,
            y_flip: false,
        };
        assert_eq!(combined_box(&monitor, height_radius), Some((174, 62, 226, 130)));
        assert_eq!(combined_box(&monitor, 19), Some((200 - 26, 100 - 34 - 4, 200 + 26, 100 + 34 - 4)));
        // Curled (Height Radius 14) the box is 5 px shorter at either end.
        assert_eq!(combined_box(&monitor, 14), Some((174, 67, 226, 125)));
        let ring = ObjectPlacement { kind: ObjectKind::Ring, ..monitor };
        assert_eq!(combined_box(&ring, 19), None);
    }
}
