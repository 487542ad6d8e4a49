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
/// push block 16 x 16, bumper hitbox 8 x 8, star post hitbox 8 x 32, bridge logs 8 x 8 each; and for the
/// Sonic 2 kinds the sizes their init code sets (`width_pixels`, `y_radius`), the radii they pass to
/// `SolidObject` (d1 less the $B it adds, d2) or `PlatformObject` (d1, d3), and their `Touch_Sizes` entry.
pub fn object_size(kind: &ObjectKind) -> ObjectSize {
    let solid = |w, h| ObjectSize { width_radius: w, height_radius: h, hitbox: None, solid: true };
    let item = |w, h, hit| ObjectSize { width_radius: w, height_radius: h, hitbox: Some(hit), solid: false };
    let scenery = |w, h| ObjectSize { width_radius: w, height_radius: h, hitbox: None, solid: false };
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
        // s1disasm `Obj33`: width $10, `SolidObject` d2 $10.
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
                BadnikKind::BuzzBomber => (24, 12, (24, 12)),
                // Obj4B_Init: x_radius $18, y_radius $10, collision_flags $A (Touch_Sizes: $10 x 8).
                BadnikKind::Buzzer => (0x18, 0x10, (0x10, 8)),
                BadnikKind::Crabmeat => (8, 16, (16, 16)),
                // Collision_flags 9 (Touch_Sizes: $C x $10): Obj5C_Init, Obj9D_SubObjData.
                BadnikKind::Newtron | BadnikKind::Coconuts | BadnikKind::Masher => (8, 16, (12, 16)),
                // ObjA5_SubObjData (also ObjA6's): width_pixels 8, collision_flags $B (Touch_Sizes: 8 x 8).
                BadnikKind::Spiny | BadnikKind::SpinyOnWall => (8, 8, (8, 8)),
                // ObjA7_SubObjData: width_pixels $10, collision_flags $B.
                BadnikKind::Grabber => (0x10, 8, (8, 8)),
            };
            ObjectSize { width_radius: w, height_radius: h, hitbox: Some(hit), solid: false }
        }
        ObjectKind::Other { .. }
        | ObjectKind::Sonic1 { .. }
        | ObjectKind::Sonic2 { .. }
        | ObjectKind::Sonic3k { .. } => scenery(8, 8),
        // The SPG's generic objects, from their files: spring cap `Obj7B`'s 16 x 8; fan `Obj5D`'s
        // width_pixels $10; a conveyor's half width, its reach 48 px above; spinner `Obj1B`'s ±$10 zone;
        // balloon and cannon the 8 x 8 `Touch_Sizes` $17; wall `Obj3C`'s 16 x 32.
        ObjectKind::SpringCap => solid(0x10, 8),
        // Spring ramp `Obj40`: width_pixels $1C, `SlopedSolid` d2 8; seesaw (SPG): 48 x 8; flipper (SPG): 24 x 6.
        ObjectKind::SpringRamp => solid(0x1C, 8),
        ObjectKind::Seesaw { .. } => solid(48, 8),
        ObjectKind::Flipper => solid(24, 6),
        ObjectKind::Fan { .. } => scenery(0x10, 0x10),
        ObjectKind::Conveyor { half_width, .. } => scenery(i32::from(*half_width).max(1), 0x18),
        ObjectKind::Spinner => scenery(0x10, 0x10),
        ObjectKind::Balloon | ObjectKind::Cannon => item(0x10, 0x10, (8, 8)),
        ObjectKind::BreakableWall => solid(0x10, 0x20),
        // s1disasm `Obj3E`: the body's `SolidObject` d1 $2B, d2 $18, as Sonic 2's.
        ObjectKind::Capsule => solid(0x20, 0x18),
        // Obj06_Init: width_pixels $D0; it catches a running player $10–$40 px below its y (Obj06_Spiral).
        ObjectKind::Spiral { .. } => scenery(0xD0, 0x20),
        // Obj0B: PlatformObject with d1 = width_pixels $10, d3 = $11.
        ObjectKind::TippingFloor { .. } => solid(0x10, 0x11),
        // Obj0D_Init: width_pixels $18; it reacts to the player's x only.
        ObjectKind::Signpost => scenery(0x18, 0x18),
        // Obj18_InitData: width_pixels by frame ($20, $20, $20, $40, $30); PlatformObject d3 = 8, or when
        // solid SolidObject with y_radius $30 (Obj18_FullSolid).
        ObjectKind::FloatingPlatform { frame, solid: all_sides, .. } => {
            let width = [0x20, 0x20, 0x20, 0x40, 0x30].get(usize::from(*frame)).copied().unwrap_or(0x20);
            solid(width, if *all_sides { 0x30 } else { 8 })
        }
        // Obj19_SubtypeProperties: width_pixels by frame ($20, $18, $40, $20); PlatformObject d3 = $11.
        ObjectKind::CpzPlatform { frame, .. } => {
            solid([0x20, 0x18, 0x40, 0x20].get(usize::from(*frame)).copied().unwrap_or(0x20), 0x11)
        }
        // Obj1B_Main: boosts a grounded player within ±$10 px of it both ways.
        ObjectKind::SpeedBooster { .. } => scenery(0x10, 0x10),
        // Obj1C_InitData's width_pixels by row, Obj1C_Radii's height where it gives one.
        ObjectKind::Decoration { which } => {
            const WIDTHS: [i32; 21] = [4, 4, 4, 0x10, 8, 8, 0x20, 8, 8, 4, 4, 4, 4, 4, 4, 4, 0x18, 0x18, 8, 8, 8];
            const HEIGHTS: [i32; 21] =
                [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x30, 0x40, 0x60, 0, 0, 0x30, 0x40, 0x50];
            let i = usize::from(*which);
            let height = HEIGHTS.get(i).copied().filter(|&h| h > 0).unwrap_or(8);
            scenery(WIDTHS.get(i).copied().unwrap_or(8), height)
        }
        // Obj1D_InitBall: each ball width_pixels 8, collision_flags $8B (harmful, Touch_Sizes: 8 x 8).
        ObjectKind::BlueBalls { .. } => item(8, 8, (8, 8)),
        // Obj1E: its trigger lies right of and below it ($A0–$120 by $80); drawn as a marker.
        ObjectKind::SpinTube { .. } => scenery(8, 8),
        // Obj2D: SolidObject with width_pixels 8 (+$B), d2 = $20.
        ObjectKind::OneWayBarrier { .. } => solid(8, 0x20),
        // Obj32 in CPZ: width_pixels $10, d2 = $10 (Hill Top's rock is $18 wide).
        ObjectKind::BreakableBlock => solid(0x10, 0x10),
        // Obj3E: SolidObject d1 = $2B, d2 = $18.
        ObjectKind::EggPrison => solid(0x20, 0x18),
        // Obj40: width_pixels $1C, SlopedSolid d1 = $27, d2 = 8.
        ObjectKind::PressureSpring { .. } => solid(0x1C, 8),
        // Obj49_Init: width_pixels $20, y_radius $80.
        ObjectKind::Waterfall { .. } => scenery(0x20, 0x80),
        // Obj24_Init: width_pixels $10; the big bubble's reach is 16 px either side.
        ObjectKind::AirBubbles { .. } => scenery(0x10, 0x10),
        // Obj6B_Properties by frame: 32 x 12, 16 x 16.
        ObjectKind::MovingBlock { frame, .. } => match frame {
            0 => solid(0x20, 0x0C),
            _ => solid(0x10, 0x10),
        },
        // Obj74_Init: width_pixels (high nibble + 1) × 8, y_radius (low nibble + 1) × 8.
        ObjectKind::InvisibleBlock { width, height } => solid(8 * i32::from(*width), 8 * i32::from(*height)),
        // Obj78: the first of four blocks (width_pixels $10, d2 = $10), the others every $20 px to the right.
        ObjectKind::Staircase { .. } => solid(0x10, 0x10),
        // Obj7A_LoadSubObject: each platform width_pixels $18, PlatformObject d3 = 8.
        ObjectKind::SidewaysPlatform { .. } => solid(0x18, 8),
        // Obj7B_Main: SolidObject d1 = $1B, d2 = 8 (as an upward spring).
        ObjectKind::PipeExitSpring { .. } => solid(0x10, 8),
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
        let spring = |direction| object_size(&ObjectKind::spring(SpringColour::Red, direction));
        let solid = |w, h| ObjectSize { width_radius: w, height_radius: h, hitbox: None, solid: true };
        assert_eq!(spring(SpringDirection::Up), solid(16, 8));
        assert_eq!(spring(SpringDirection::Left), solid(8, 16));
        assert_eq!(spring(SpringDirection::DiagonalDown), solid(16, 16));
        let spikes = |direction, count| object_size(&ObjectKind::spikes(direction, count, false));
        assert_eq!(spikes(Direction::Up, 3), solid(24, 16));
        assert_eq!(spikes(Direction::Right, 2), solid(16, 16));
        assert_eq!(spikes(Direction::Down, 0), solid(8, 16), "an invalid count of 0 draws as one spike");
        let platform = |width| object_size(&ObjectKind::Platform { motion: Default::default(), width, range: 0 });
        assert_eq!(platform(64), solid(32, 8));
        assert_eq!(platform(0), solid(1, 8));
        assert_eq!(object_size(&ObjectKind::Bridge { logs: 8 }), solid(64, 8));
    }

    #[test]
    fn sonic2_kinds_take_their_init_codes_sizes() {
        use formats::object::s2::{FloatingPlatformMotion, S2Record, from_record};
        let solid = |w, h| ObjectSize { width_radius: w, height_radius: h, hitbox: None, solid: true };
        let of = |id, subtype| object_size(&from_record(0, 0, S2Record { id, subtype, ..Default::default() }).kind);
        // EHZ's platforms: subtype 1 (64 px, top-solid), the large $9A one would be solid all round.
        assert_eq!(of(0x18, 0x01), solid(0x20, 8));
        let large = ObjectKind::FloatingPlatform { motion: FloatingPlatformMotion::Stationary, frame: 3, solid: true };
        assert_eq!(object_size(&large), solid(0x40, 0x30));
        // CPZ's small platform (frame 1), the invisible block 0x17 (2 x 8 blocks), the egg prison.
        assert_eq!(of(0x19, 0x18), solid(0x18, 0x11));
        assert_eq!(of(0x74, 0x17), solid(16, 64));
        assert_eq!(of(0x3E, 0), solid(0x20, 0x18));
        // Spikes 0x30: four pairs, 128 px wide.
        assert_eq!(of(0x36, 0x30), solid(64, 16));
        let spiny = of(0xA5, 0x32);
        assert_eq!((spiny.hitbox, spiny.solid), (Some((8, 8)), false));
        assert_eq!(of(0x4B, 0).hitbox, Some((16, 8)));
    }

    #[test]
    fn generic_kinds_take_the_spgs_sizes() {
        let solid = |w, h| ObjectSize { width_radius: w, height_radius: h, hitbox: None, solid: true };
        // SPG "SeeSaws": Width Radius 48, Height Radius 8 (97 x 17); "Flippers": 24 and 6 (49 x 13).
        assert_eq!(object_size(&ObjectKind::Seesaw { ball: true }), solid(48, 8));
        assert_eq!(object_size(&ObjectKind::Flipper), solid(24, 6));
        assert_eq!(object_size(&ObjectKind::BreakableWall), solid(0x10, 0x20));
        assert_eq!(object_size(&ObjectKind::Balloon).hitbox, Some((8, 8)));
        assert_eq!(object_size(&ObjectKind::Conveyor { half_width: 56, speed: 1 }).width_radius, 56);
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
            s2: None,
        };
        assert_eq!(combined_box(&monitor, height_radius), Some((174, 62, 226, 130)));
        assert_eq!(combined_box(&monitor, 19), Some((200 - 26, 100 - 34 - 4, 200 + 26, 100 + 34 - 4)));
        // Curled (Height Radius 14) the box is 5 px shorter at either end.
        assert_eq!(combined_box(&monitor, 14), Some((174, 67, 226, 125)));
        let ring = ObjectPlacement { kind: ObjectKind::Ring, ..monitor };
        assert_eq!(combined_box(&ring, 19), None);
    }
}
