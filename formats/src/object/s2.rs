//! Sonic 2's object records and the typed placements they become, both ways and without losing a bit.
//!
//! A record is 6 bytes (`ChkLoadObj`): the x word; a word with the respawn flag (bit 15), the Y- and X-flips
//! (14, 13), the two-player "any slot" flag (12) and y (bits 0–11); the object id; the subtype. [`from_record`]
//! reads the subtype as each object's init code does (the field docs of [`ObjectKind`] cite the routines) and
//! [`to_record`] writes it back. Whatever the typed fields cannot hold — subtype bits an object never reads,
//! values past the end of its tables, flags that differ from the object's usual ones — goes into the
//! placement's [`S2Extra`], so that `to_record(&from_record(x, y, r)) == Some(r)` for every record.

use super::{
    Axis, BadnikKind, Direction, MonitorContents, ObjectKind, ObjectPlacement, PlatformMotion, SpringColour,
    SpringDirection, SpringLayer,
};
use serde::{Deserialize, Serialize};

mod list;

pub use list::S2Object;

/// Object ids (`ObjPtr_*` in s2.asm's `Obj_Index`) of the objects modelled here.
pub mod id {
    pub const SPIRAL: u8 = 0x06;
    pub const TIPPING_FLOOR: u8 = 0x0B;
    pub const SIGNPOST: u8 = 0x0D;
    pub const BRIDGE: u8 = 0x11;
    pub const FLOATING_PLATFORM: u8 = 0x18;
    pub const CPZ_PLATFORM: u8 = 0x19;
    pub const SPEED_BOOSTER: u8 = 0x1B;
    pub const DECORATION: u8 = 0x1C;
    pub const BLUE_BALLS: u8 = 0x1D;
    pub const SPIN_TUBE: u8 = 0x1E;
    pub const MONITOR: u8 = 0x26;
    pub const ONE_WAY_BARRIER: u8 = 0x2D;
    pub const BREAKABLE_BLOCK: u8 = 0x32;
    pub const SPIKES: u8 = 0x36;
    pub const EGG_PRISON: u8 = 0x3E;
    pub const PRESSURE_SPRING: u8 = 0x40;
    pub const SPRING: u8 = 0x41;
    pub const WATERFALL: u8 = 0x49;
    /// `Obj24`: typed only as the maker (subtype bit 7), so not in [`ALL`]: a single bubble stays `Other`.
    pub const AIR_BUBBLES: u8 = 0x24;
    pub const BUZZER: u8 = 0x4B;
    pub const MASHER: u8 = 0x5C;
    pub const MOVING_BLOCK: u8 = 0x6B;
    pub const INVISIBLE_BLOCK: u8 = 0x74;
    pub const STAIRCASE: u8 = 0x78;
    pub const STAR_POST: u8 = 0x79;
    pub const SIDEWAYS_PLATFORM: u8 = 0x7A;
    pub const PIPE_EXIT_SPRING: u8 = 0x7B;
    pub const COCONUTS: u8 = 0x9D;
    pub const SPINY: u8 = 0xA5;
    pub const SPINY_ON_WALL: u8 = 0xA6;
    pub const GRABBER: u8 = 0xA7;

    /// Every id above, in order.
    pub const ALL: [u8; 30] = [
        SPIRAL,
        TIPPING_FLOOR,
        SIGNPOST,
        BRIDGE,
        FLOATING_PLATFORM,
        CPZ_PLATFORM,
        SPEED_BOOSTER,
        DECORATION,
        BLUE_BALLS,
        SPIN_TUBE,
        MONITOR,
        ONE_WAY_BARRIER,
        BREAKABLE_BLOCK,
        SPIKES,
        EGG_PRISON,
        PRESSURE_SPRING,
        SPRING,
        WATERFALL,
        BUZZER,
        MASHER,
        MOVING_BLOCK,
        INVISIBLE_BLOCK,
        STAIRCASE,
        STAR_POST,
        SIDEWAYS_PLATFORM,
        PIPE_EXIT_SPRING,
        COCONUTS,
        SPINY,
        SPINY_ON_WALL,
        GRABBER,
    ];
}

/// One Sonic 2 object record's game-visible fields (everything but the position).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct S2Record {
    pub id: u8,
    pub subtype: u8,
    pub x_flip: bool,
    pub y_flip: bool,
    /// Bit 15 of the y word: the object gets a respawn-table entry, so once destroyed (a monitor broken, a
    /// badnik beaten) it stays so when it scrolls back into view.
    pub respawn: bool,
    /// Bit 12 of the y word: in two-player mode the object may load into any free slot, not only its
    /// 12-object block (`ChkLoadObj_2P`). Emerald Hill's Buzzers set it.
    pub two_player_any_slot: bool,
}

/// What a Sonic 2 record holds beyond a placement's kind, position and flips.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct S2Extra {
    /// [`S2Record::respawn`].
    #[serde(default)]
    pub respawn: bool,
    /// [`S2Record::two_player_any_slot`].
    #[serde(default)]
    pub two_player_any_slot: bool,
    /// Subtype bits the kind's typed fields do not account for: bits the object never reads, and values past
    /// the end of its tables (a spring direction of 5–7, spikes behaviour 3–15, a badnik's data selector other
    /// than its own). Written back XOR-ed onto the subtype the fields give; only bits of [`unused_mask`] may
    /// be set. 0 for every record of Emerald Hill and Chemical Plant.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub unused_subtype_bits: u8,
    /// Sonic 3 & Knuckles only: bit 15 of the y word, which there makes the object load whatever the camera's
    /// y (`Load_Objects`; [`super::s3k`]). Sonic 2 records keep that bit in `respawn`.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub load_at_any_y: bool,
}

fn is_zero(v: &u8) -> bool {
    *v == 0
}

/// An enum over every value of a subtype bit field, with the value each variant stands for.
macro_rules! bit_field_enum {
    ($(#[$meta:meta])* $name:ident { $($(#[$vmeta:meta])* $variant:ident = $value:literal,)+ }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema, strum::EnumIter)]
        pub enum $name {
            $($(#[$vmeta])* $variant,)+
        }

        impl $name {
            /// The field's value as the game stores it.
            pub const fn bits(self) -> u8 {
                match self {
                    $(Self::$variant => $value,)+
                }
            }

            /// The variant for a field value (every value of the field has one).
            pub fn from_bits(bits: u8) -> Self {
                match bits {
                    $($value => Self::$variant,)+
                    _ => Self::default(),
                }
            }
        }
    };
}

bit_field_enum! {
    /// `Obj18`'s movement (subtype bits 0–3, `Obj18_Behaviours`).
    FloatingPlatformMotion {
        #[default]
        Stationary = 0,
        /// Swings ±$40 px along x, starting at the left.
        Horizontal = 1,
        /// Swings ±$40 px along y, starting at the top.
        Vertical = 2,
        /// Falls half a second after the player stands on it.
        FallsWhenStoodOn = 3,
        /// Falling (what `FallsWhenStoodOn` becomes).
        Falling = 4,
        /// As `Horizontal`, starting at the right.
        HorizontalReversed = 5,
        /// As `Vertical`, starting at the bottom.
        VerticalReversed = 6,
        /// Rises a second after button 0 is pressed (left over from Sonic 1).
        RisesOnButton = 7,
        /// Rising $200 px (what `RisesOnButton` becomes).
        Rising = 8,
        /// Does not move (as 0).
        Stationary9 = 9,
        /// Short vertical swing, starting at the bottom.
        ShortVerticalReversed = 10,
        /// Short vertical swing, starting at the top.
        ShortVertical = 11,
        /// Vertical swing of ±$30 px, starting at the top.
        VerticalAlt = 12,
        /// Vertical swing of ±$30 px, starting at the bottom.
        VerticalAltReversed = 13,
        /// Past the end of `Obj18_Behaviours`.
        Undefined14 = 14,
        /// Past the end of `Obj18_Behaviours`.
        Undefined15 = 15,
    }
}

bit_field_enum! {
    /// `Obj19`'s movement (subtype bits 0–3, `Obj19_MoveTypes`; names as SonLVL gives them). X-flip
    /// reverses the swings.
    CpzPlatformMotion {
        #[default]
        Horizontal = 0,
        Horizontal2 = 1,
        SlowVertical = 2,
        MovesUpWhenSteppedOn = 3,
        MovesUpAutomatically = 4,
        Stationary = 5,
        QuickVertical = 6,
        QuickVertical2 = 7,
        Circle1 = 8,
        Circle2 = 9,
        Circle3 = 10,
        Circle4 = 11,
        ClockwiseCircle1 = 12,
        ClockwiseCircle2 = 13,
        ClockwiseCircle3 = 14,
        ClockwiseCircle4 = 15,
    }
}

bit_field_enum! {
    /// `Obj6B`'s movement (subtype bits 0–3, `Obj6B_Types`). X-flip reverses it.
    MovingBlockMotion {
        #[default]
        Immobile = 0,
        Horizontal = 1,
        HorizontalLong = 2,
        Vertical = 3,
        VerticalLong = 4,
        Sinking = 5,
        Sink = 6,
        Descend = 7,
        /// A stair step (`Obj6B_Stair`), smallest range.
        StairSmallest = 8,
        StairSmall = 9,
        StairLarge = 10,
        StairLargest = 11,
        /// Past the end of `Obj6B_Types`.
        Undefined12 = 12,
        Undefined13 = 13,
        Undefined14 = 14,
        Undefined15 = 15,
    }
}

bit_field_enum! {
    /// `Obj78`'s state (subtype bits 0–2, `Obj78_Types`): the odd states are what the even ones become.
    StaircaseMotion {
        /// Sinks half a second after the player stands on it.
        #[default]
        DownWhenStoodOn = 0,
        MovingDown = 1,
        /// Shakes for a second after the player hits it from below, then sinks.
        DownWhenHitFromBelow = 2,
        MovingDownAfterHit = 3,
        /// Rises half a second after the player stands on it.
        UpWhenStoodOn = 4,
        MovingUp = 5,
        /// Shakes for a second after the player hits it from below, then rises.
        UpWhenHitFromBelow = 6,
        MovingUpAfterHit = 7,
    }
}

/// The flags the game's layouts give an object (all of them agree, id by id): respawn entries for objects that
/// can be destroyed or used up (`SonLVL`'s "remember state"), the two-player flag for the Buzzer.
pub fn usual_extra(object: u8) -> S2Extra {
    use id::*;
    let respawn = matches!(
        object,
        MONITOR
            | SPIN_TUBE
            | BREAKABLE_BLOCK
            | EGG_PRISON
            | BUZZER
            | MASHER
            | STAR_POST
            | SIDEWAYS_PLATFORM
            | COCONUTS
            | SPINY
            | SPINY_ON_WALL
            | GRABBER
    );
    S2Extra { respawn, two_player_any_slot: object == BUZZER, unused_subtype_bits: 0, load_at_any_y: false }
}

/// The subtype bits [`S2Extra::unused_subtype_bits`] may hold for a kind (0 for kinds whose fields cover the
/// whole subtype, and for kinds with no Sonic 2 record).
pub fn unused_mask(kind: &ObjectKind) -> u8 {
    match kind {
        // Direction values 5–7 (bits 4–6).
        ObjectKind::Spring { .. } | ObjectKind::PipeExitSpring { .. } => 0x70,
        // Behaviours 3–15 and size bit 7.
        ObjectKind::Spikes { .. } => 0x8F,
        // Buzzer and Masher never read it; the others' `SubObjData_Index` entry.
        ObjectKind::Badnik { .. } => 0xFF,
        ObjectKind::Spiral { .. } => 0x7F,
        ObjectKind::Signpost | ObjectKind::BreakableBlock | ObjectKind::EggPrison => 0xFF,
        ObjectKind::SpeedBooster { .. } => 0xFD,
        // Which nonzero high nibble makes the balls go straight.
        ObjectKind::BlueBalls { .. } | ObjectKind::PressureSpring { .. } => 0xF0,
        ObjectKind::MovingBlock { .. } => 0x80,
        ObjectKind::Staircase { .. } => 0xF8,
        _ => 0,
    }
}

/// The Sonic 2 object id of a kind; `None` for kinds Sonic 2 has no object for.
pub fn object_id(kind: &ObjectKind) -> Option<u8> {
    encode(kind, false, false).map(|(id, ..)| id)
}

/// What an `Obj1C` decoration shows, from the art and mappings of its `Obj1C_InitData` row.
pub fn decoration_name(which: u8) -> &'static str {
    match which {
        0 | 1 | 3 => "bolt end or rope",
        2 => "EHZ bridge stake",
        4..=6 => "HTZ zip-line stake",
        7 | 8 => "level art piece",
        9 => "waterfall piece",
        10..=20 => "OOZ falling oil",
        _ => "past the end of Obj1C_InitData",
    }
}

/// The typed placement for a record: the kinds above for the ids in [`id::ALL`], [`ObjectKind::Sonic2`] for
/// the other ids `Obj_Index` names, `Other` only for its `ObjNull` ids and those past its end.
pub fn from_record(x: i32, y: i32, rec: S2Record) -> ObjectPlacement {
    let decoded = decode(rec.id, rec.subtype, rec.x_flip, rec.y_flip);
    // The decoders cover every subtype and flip, so this always holds; should one not, the record is kept raw.
    let (kind, unused_subtype_bits) = match encode(&decoded, rec.x_flip, rec.y_flip) {
        Some((id, bits, x_flip, y_flip))
            if (id, x_flip, y_flip) == (rec.id, rec.x_flip, rec.y_flip)
                && (bits ^ rec.subtype) & !unused_mask(&decoded) == 0 =>
        {
            (decoded, bits ^ rec.subtype)
        }
        _ => (ObjectKind::Other { id: rec.id, subtype: rec.subtype }, 0),
    };
    let extra = S2Extra {
        respawn: rec.respawn,
        two_player_any_slot: rec.two_player_any_slot,
        unused_subtype_bits,
        load_at_any_y: false,
    };
    ObjectPlacement {
        kind,
        x,
        y,
        x_flip: rec.x_flip,
        y_flip: rec.y_flip,
        s2: (extra != usual_extra(rec.id)).then_some(extra),
    }
}

/// The record for a placement; `None` for kinds Sonic 2 has no object for (`Ring` — rings are a separate
/// layout —, `Bumper`, `PushableBlock`, Sonic 1's badniks, the elemental shields, a generic `Platform` other than
/// a 64 px static or falling one, `Obj18` subtype 0 or 3) and for fields outside what the subtype can hold
/// (spikes not in pairs of 1–4, an invisible block over 16 blocks, …; `validate` reports those). For any
/// placement produced by [`from_record`], returns exactly the original record.
pub fn to_record(p: &ObjectPlacement) -> Option<S2Record> {
    let (id, bits, x_flip, y_flip) = encode(&p.kind, p.x_flip, p.y_flip)?;
    let extra = p.s2.unwrap_or_else(|| usual_extra(id));
    Some(S2Record {
        id,
        subtype: bits ^ extra.unused_subtype_bits,
        x_flip,
        y_flip,
        respawn: extra.respawn,
        two_player_any_slot: extra.two_player_any_slot,
    })
}

/// The typed kind for an id and subtype, reading the bits as each object's init code does.
fn decode(object: u8, s: u8, x_flip: bool, y_flip: bool) -> ObjectKind {
    use id::*;
    let bit = |n: u8| s & (1 << n) != 0;
    match object {
        SPIRAL => ObjectKind::Spiral { cylinder: bit(7) },
        TIPPING_FLOOR => ObjectKind::TippingFloor { delay: s & 0xF, duration: s >> 4 },
        SIGNPOST => ObjectKind::Signpost,
        BRIDGE => ObjectKind::Bridge { logs: s },
        FLOATING_PLATFORM => ObjectKind::FloatingPlatform {
            motion: FloatingPlatformMotion::from_bits(s & 0xF),
            frame: (s >> 4) & 7,
            solid: bit(7),
        },
        CPZ_PLATFORM => ObjectKind::CpzPlatform { motion: CpzPlatformMotion::from_bits(s & 0xF), frame: s >> 4 },
        SPEED_BOOSTER => ObjectKind::SpeedBooster { slow: bit(1) },
        DECORATION => ObjectKind::Decoration { which: s },
        BLUE_BALLS => ObjectKind::BlueBalls { balls: (s & 0xF) + 1, straight: s & 0xF0 != 0 },
        SPIN_TUBE => ObjectKind::SpinTube { entrance: s & 3, route: s >> 2 },
        MONITOR => ObjectKind::Monitor { contents: monitor_contents(s) },
        ONE_WAY_BARRIER => ObjectKind::OneWayBarrier { frame: s },
        BREAKABLE_BLOCK => ObjectKind::BreakableBlock,
        SPIKES => {
            // `Obj36_Init`: bits 4–5 the size (a pair of spikes per step), bit 6 sideways; `MoveSpikes`: the
            // low nibble 1 moves vertically, 2 horizontally. Upright spikes point down when Y-flipped; sideways
            // ones point left, right when X-flipped (as in Sonic 1: none of the imported layouts has any).
            let sideways = bit(6);
            let direction = match (sideways, x_flip, y_flip) {
                (false, _, false) => Direction::Up,
                (false, _, true) => Direction::Down,
                (true, false, _) => Direction::Left,
                (true, true, _) => Direction::Right,
            };
            let axis = match s & 0xF {
                1 => Some(Axis::Vertical),
                2 => Some(Axis::Horizontal),
                _ => None,
            };
            ObjectKind::Spikes {
                direction,
                count: 2 * (((s >> 4) & 3) + 1),
                moving: axis.is_some(),
                move_axis: axis.filter(|&a| a != natural_axis(direction)),
            }
        }
        EGG_PRISON => ObjectKind::EggPrison,
        PRESSURE_SPRING => {
            ObjectKind::PressureSpring { twirl: bit(0), fewer_flips: bit(1), layer: SpringLayer::from_subtype(s) }
        }
        SPRING => {
            // `Obj41_Init`: bits 4–6 pick the routine; a horizontal spring pushes right, left when X-flipped.
            let direction = match ((s >> 4) & 7, x_flip) {
                (1, false) => SpringDirection::Right,
                (1, true) => SpringDirection::Left,
                (2, _) => SpringDirection::Down,
                (3, _) => SpringDirection::DiagonalUp,
                (4, _) => SpringDirection::DiagonalDown,
                _ => SpringDirection::Up,
            };
            ObjectKind::Spring {
                // `Obj41_Strengths`: bit 1 clear = -$1000 (red), set = -$A00 (yellow).
                colour: if bit(1) { SpringColour::Yellow } else { SpringColour::Red },
                direction,
                twirl: bit(0),
                layer: SpringLayer::from_subtype(s),
                kill_transverse: bit(7),
            }
        }
        WATERFALL => ObjectKind::Waterfall { frame: s },
        // A single bubble (bit 7 clear) is what the maker spawns; placed, it stays an `Other`.
        AIR_BUBBLES if bit(7) => ObjectKind::AirBubbles { sets: s & 0x7F },
        BUZZER => ObjectKind::Badnik { kind: BadnikKind::Buzzer },
        MASHER => ObjectKind::Badnik { kind: BadnikKind::Masher },
        COCONUTS => ObjectKind::Badnik { kind: BadnikKind::Coconuts },
        SPINY => ObjectKind::Badnik { kind: BadnikKind::Spiny },
        SPINY_ON_WALL => ObjectKind::Badnik { kind: BadnikKind::SpinyOnWall },
        GRABBER => ObjectKind::Badnik { kind: BadnikKind::Grabber },
        MOVING_BLOCK => ObjectKind::MovingBlock { motion: MovingBlockMotion::from_bits(s & 0xF), frame: (s >> 4) & 7 },
        INVISIBLE_BLOCK => ObjectKind::InvisibleBlock { width: (s >> 4) + 1, height: (s & 0xF) + 1 },
        STAIRCASE => ObjectKind::Staircase { motion: StaircaseMotion::from_bits(s & 7) },
        STAR_POST => ObjectKind::Checkpoint { index: s },
        SIDEWAYS_PLATFORM => ObjectKind::SidewaysPlatform { setup: s },
        PIPE_EXIT_SPRING => ObjectKind::PipeExitSpring {
            twirl: bit(0),
            weak: bit(1),
            layer: SpringLayer::from_subtype(s),
            kill_transverse: bit(7),
        },
        _ => match S2Object::from_id(object) {
            Some(object) => ObjectKind::Sonic2 { object, subtype: s },
            None => ObjectKind::Other { id: object, subtype: s },
        },
    }
}

/// `Obj26_Init` copies the subtype to the animation; `Obj2E_Types` gives each its power-up.
fn monitor_contents(subtype: u8) -> MonitorContents {
    match subtype {
        0 => MonitorContents::Static,
        1 => MonitorContents::ExtraLife,
        2 => MonitorContents::TailsExtraLife,
        3 => MonitorContents::Eggman,
        4 => MonitorContents::Rings,
        5 => MonitorContents::SpeedShoes,
        6 => MonitorContents::Shield,
        7 => MonitorContents::Invincibility,
        8 => MonitorContents::Teleport,
        9 => MonitorContents::QuestionMark,
        n => MonitorContents::Undefined(n),
    }
}

/// The axis spikes retract along when no other is given.
fn natural_axis(direction: Direction) -> Axis {
    match direction {
        Direction::Up | Direction::Down => Axis::Vertical,
        Direction::Left | Direction::Right => Axis::Horizontal,
    }
}

/// Id, the subtype the typed fields give (before [`S2Extra::unused_subtype_bits`]) and the flips to write;
/// `None` when the kind has no Sonic 2 object or a field does not fit its bits.
fn encode(kind: &ObjectKind, x_flip: bool, y_flip: bool) -> Option<(u8, u8, bool, bool)> {
    use id::*;
    let flag = |b: bool, n: u8| u8::from(b) << n;
    let nibble = |v: u8| (v <= 0xF).then_some(v);
    let plain = |object: u8, subtype: u8| Some((object, subtype, x_flip, y_flip));
    match *kind {
        ObjectKind::Ring | ObjectKind::Bumper | ObjectKind::PushableBlock => None,
        ObjectKind::SpringCap
        | ObjectKind::SpringRamp
        | ObjectKind::Seesaw { .. }
        | ObjectKind::Flipper
        | ObjectKind::Fan { .. }
        | ObjectKind::Conveyor { .. }
        | ObjectKind::Spinner
        | ObjectKind::Balloon
        | ObjectKind::Cannon
        | ObjectKind::BreakableWall
        | ObjectKind::Capsule => None,
        ObjectKind::Platform { motion, width: 64, range: 0 } => match motion {
            PlatformMotion::Static => plain(FLOATING_PLATFORM, FloatingPlatformMotion::Stationary.bits()),
            PlatformMotion::Falling => plain(FLOATING_PLATFORM, FloatingPlatformMotion::FallsWhenStoodOn.bits()),
            PlatformMotion::Horizontal | PlatformMotion::Vertical | PlatformMotion::Collapsing => None,
        },
        ObjectKind::Platform { .. } => None,
        // Sonic 1's and S3K's named kinds as their `Other` was: the bytes as stored (the sprite lookup reads them).
        ObjectKind::Other { .. }
        | ObjectKind::Sonic1 { .. }
        | ObjectKind::Sonic2 { .. }
        | ObjectKind::Sonic3k { .. } => {
            let (object, subtype) = kind.game_id()?;
            plain(object, subtype)
        }
        ObjectKind::Spring { colour, direction, twirl, layer, kill_transverse } => {
            let (routine, x_flip) = match direction {
                SpringDirection::Up => (0, x_flip),
                SpringDirection::Right => (1, false),
                SpringDirection::Left => (1, true),
                SpringDirection::Down => (2, x_flip),
                SpringDirection::DiagonalUp => (3, x_flip),
                SpringDirection::DiagonalDown => (4, x_flip),
            };
            let subtype = flag(twirl, 0)
                | flag(colour == SpringColour::Yellow, 1)
                | layer.bits()
                | routine << 4
                | flag(kill_transverse, 7);
            Some((SPRING, subtype, x_flip, y_flip))
        }
        ObjectKind::Monitor { contents } => {
            let subtype = match contents {
                MonitorContents::Static => 0,
                MonitorContents::ExtraLife => 1,
                MonitorContents::TailsExtraLife => 2,
                MonitorContents::Eggman => 3,
                MonitorContents::Rings => 4,
                MonitorContents::SpeedShoes => 5,
                MonitorContents::Shield => 6,
                MonitorContents::Invincibility => 7,
                MonitorContents::Teleport => 8,
                MonitorContents::QuestionMark => 9,
                MonitorContents::Undefined(n) => n,
                MonitorContents::FireShield
                | MonitorContents::WaterShield
                | MonitorContents::LightningShield
                | MonitorContents::SuperRing => return None,
            };
            plain(MONITOR, subtype)
        }
        ObjectKind::Spikes { direction, count, moving, move_axis } => {
            if !matches!(count, 2 | 4 | 6 | 8) {
                return None;
            }
            let sideways = matches!(direction, Direction::Left | Direction::Right);
            let (x_flip, y_flip) = match direction {
                Direction::Up => (x_flip, false),
                Direction::Down => (x_flip, true),
                Direction::Left => (false, y_flip),
                Direction::Right => (true, y_flip),
            };
            let behaviour = match (moving, move_axis.unwrap_or(natural_axis(direction))) {
                (false, _) => 0,
                (true, Axis::Vertical) => 1,
                (true, Axis::Horizontal) => 2,
            };
            Some((SPIKES, behaviour | (count / 2 - 1) << 4 | flag(sideways, 6), x_flip, y_flip))
        }
        ObjectKind::Bridge { logs } => plain(BRIDGE, logs),
        ObjectKind::Checkpoint { index } => plain(STAR_POST, index),
        ObjectKind::Badnik { kind } => match kind {
            BadnikKind::Buzzer => plain(BUZZER, 0),
            BadnikKind::Masher => plain(MASHER, 0),
            // `LoadSubObject`: the subtype is the object's entry in `SubObjData_Index`.
            BadnikKind::Coconuts => plain(COCONUTS, 0x1E),
            BadnikKind::Spiny => plain(SPINY, 0x32),
            BadnikKind::SpinyOnWall => plain(SPINY_ON_WALL, 0x32),
            BadnikKind::Grabber => plain(GRABBER, 0x36),
            BadnikKind::Motobug
            | BadnikKind::Chopper
            | BadnikKind::BuzzBomber
            | BadnikKind::Crabmeat
            | BadnikKind::Newtron => None,
        },
        ObjectKind::Spiral { cylinder } => plain(SPIRAL, flag(cylinder, 7)),
        ObjectKind::TippingFloor { delay, duration } => plain(TIPPING_FLOOR, nibble(delay)? | nibble(duration)? << 4),
        ObjectKind::Signpost => plain(SIGNPOST, 0),
        ObjectKind::FloatingPlatform { motion, frame, solid } => {
            (frame <= 7).then_some(())?;
            plain(FLOATING_PLATFORM, motion.bits() | frame << 4 | flag(solid, 7))
        }
        ObjectKind::CpzPlatform { motion, frame } => plain(CPZ_PLATFORM, motion.bits() | nibble(frame)? << 4),
        ObjectKind::SpeedBooster { slow } => plain(SPEED_BOOSTER, flag(slow, 1)),
        ObjectKind::Decoration { which } => plain(DECORATION, which),
        ObjectKind::BlueBalls { balls, straight } => {
            (1..=16).contains(&balls).then_some(())?;
            plain(BLUE_BALLS, (balls - 1) | flag(straight, 4))
        }
        ObjectKind::SpinTube { entrance, route } => {
            (entrance <= 3 && route <= 0x3F).then_some(())?;
            plain(SPIN_TUBE, entrance | route << 2)
        }
        ObjectKind::OneWayBarrier { frame } => plain(ONE_WAY_BARRIER, frame),
        ObjectKind::BreakableBlock => plain(BREAKABLE_BLOCK, 0),
        ObjectKind::EggPrison => plain(EGG_PRISON, 0),
        ObjectKind::PressureSpring { twirl, fewer_flips, layer } => {
            plain(PRESSURE_SPRING, flag(twirl, 0) | flag(fewer_flips, 1) | layer.bits())
        }
        ObjectKind::Waterfall { frame } => plain(WATERFALL, frame),
        ObjectKind::AirBubbles { sets } if sets < 0x80 => plain(AIR_BUBBLES, 0x80 | sets),
        ObjectKind::AirBubbles { .. } => None,
        ObjectKind::MovingBlock { motion, frame } => {
            (frame <= 7).then_some(())?;
            plain(MOVING_BLOCK, motion.bits() | frame << 4)
        }
        ObjectKind::InvisibleBlock { width, height } => {
            let blocks = |v: u8| (1..=16).contains(&v).then(|| v - 1);
            plain(INVISIBLE_BLOCK, blocks(width)? << 4 | blocks(height)?)
        }
        ObjectKind::Staircase { motion } => plain(STAIRCASE, motion.bits()),
        ObjectKind::SidewaysPlatform { setup } => plain(SIDEWAYS_PLATFORM, setup),
        ObjectKind::PipeExitSpring { twirl, weak, layer, kill_transverse } => {
            plain(PIPE_EXIT_SPRING, flag(twirl, 0) | flag(weak, 1) | layer.bits() | flag(kill_transverse, 7))
        }
    }
}

/// What an object's code makes of its subtype, for the named kinds ([`ObjectKind::Sonic2`]: the typed kinds
/// above show theirs as fields), in words for the editor (`None`: not described here).
pub fn subtype_meaning(object: S2Object, s: u8) -> Option<String> {
    use S2Object::*;
    Some(match object {
        // `Obj24`: bit 7 makes the bubble maker (typed as `AirBubbles`); placed without it, one bubble.
        ARZBubbles => "a single bubble (bit 7 makes a bubble maker)".into(),
        // `Obj03`: the importers make plane switchers of it ([`crate::LayerSwitcher`]).
        PlaneSwitcher => format!("size {} and layers of Obj03 (a layer switcher)", s & 3),
        // `LoadSubObject` (the badniks of Hill Top onwards): the subtype is the object's `SubObjData_Index` entry.
        Whisp | ChopChop | Spiker | Rexon | Nebula | Turtloid | Crawlton | Shellcracker | Slicer | Flasher
        | Asteron | Balkiry | Clucker | Crawl => format!("sprite data entry {s:02X}"),
        // `Obj1C` reads it as `Decoration` (typed); `Obj71`: the row of its init data (bridge stake, orb).
        PulsingOrb => format!("row {s} of Obj71's init data"),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(object: u8, subtype: u8) -> S2Record {
        S2Record { id: object, subtype, ..usual(object) }
    }

    fn usual(object: u8) -> S2Record {
        let e = usual_extra(object);
        S2Record { respawn: e.respawn, two_player_any_slot: e.two_player_any_slot, ..Default::default() }
    }

    #[test]
    fn springs_read_as_obj41() {
        // Yellow diagonal-up spring (EHZ's 0x32), X-flipped: faces left.
        let p = from_record(10, 20, S2Record { x_flip: true, ..record(id::SPRING, 0x32) });
        assert_eq!(p.kind, ObjectKind::spring(SpringColour::Yellow, SpringDirection::DiagonalUp));
        assert_eq!((p.x, p.y, p.x_flip, p.s2), (10, 20, true, None));
        // Red horizontal, twirl, layer B, kill transverse speed; X-flipped: pushes left.
        let p = from_record(0, 0, S2Record { x_flip: true, ..record(id::SPRING, 0x99) });
        assert_eq!(
            p.kind,
            ObjectKind::Spring {
                colour: SpringColour::Red,
                direction: SpringDirection::Left,
                twirl: true,
                layer: SpringLayer::B,
                kill_transverse: true
            }
        );
        // Direction 7 has no routine: kept as unused bits on an up spring.
        let p = from_record(0, 0, record(id::SPRING, 0x72));
        assert_eq!(p.kind, ObjectKind::spring(SpringColour::Yellow, SpringDirection::Up));
        assert_eq!(p.s2.map(|e| e.unused_subtype_bits), Some(0x70));
        assert_eq!(to_record(&p), Some(record(id::SPRING, 0x72)));
    }

    #[test]
    fn spikes_come_in_pairs_and_move_on_their_own_axis() {
        let p = from_record(0, 0, S2Record { y_flip: true, ..record(id::SPIKES, 0x10) });
        assert_eq!(p.kind, ObjectKind::spikes(Direction::Down, 4, false));
        let p = from_record(0, 0, record(id::SPIKES, 0x01));
        assert_eq!(p.kind, ObjectKind::spikes(Direction::Up, 2, true));
        // Upright spikes that move sideways.
        let p = from_record(0, 0, record(id::SPIKES, 0x32));
        assert_eq!(
            p.kind,
            ObjectKind::Spikes { direction: Direction::Up, count: 8, moving: true, move_axis: Some(Axis::Horizontal) }
        );
        let p = from_record(0, 0, S2Record { x_flip: true, ..record(id::SPIKES, 0x40) });
        assert_eq!(p.kind, ObjectKind::spikes(Direction::Right, 2, false));
        assert_eq!(to_record(&ObjectPlacement { kind: ObjectKind::spikes(Direction::Up, 3, false), ..p }), None);
    }

    #[test]
    fn flags_other_than_usual_are_kept() {
        // A monitor without its respawn entry; a Buzzer with it and the two-player flag (as the files have).
        let bare = S2Record { respawn: false, ..record(id::MONITOR, 4) };
        let p = from_record(0, 0, bare);
        assert_eq!(p.kind, ObjectKind::Monitor { contents: MonitorContents::Rings });
        assert_eq!(
            p.s2,
            Some(S2Extra { respawn: false, two_player_any_slot: false, unused_subtype_bits: 0, load_at_any_y: false })
        );
        assert_eq!(to_record(&p), Some(bare));
        let buzzer = record(id::BUZZER, 0);
        assert!(buzzer.respawn && buzzer.two_player_any_slot);
        assert_eq!(from_record(0, 0, buzzer).s2, None);
        // A Coconuts loading another object's sprite data.
        let odd = from_record(0, 0, record(id::COCONUTS, 0x20));
        assert_eq!(odd.kind, ObjectKind::Badnik { kind: BadnikKind::Coconuts });
        assert_eq!(odd.s2.map(|e| e.unused_subtype_bits), Some(0x3E));
        assert_eq!(to_record(&odd), Some(record(id::COCONUTS, 0x20)));
    }

    #[test]
    fn unknown_ids_stay_other_and_generic_kinds_map_where_they_can() {
        let p = from_record(5, 6, record(0x4C, 0x91));
        assert_eq!(p.kind, ObjectKind::Other { id: 0x4C, subtype: 0x91 });
        assert_eq!(to_record(&p), Some(record(0x4C, 0x91)));
        let p = from_record(5, 6, record(0x91, 0x12));
        assert_eq!(p.kind, ObjectKind::Sonic2 { object: S2Object::ChopChop, subtype: 0x12 });
        assert_eq!(to_record(&p), Some(record(0x91, 0x12)));
        let at = |kind| ObjectPlacement { kind, ..Default::default() };
        assert_eq!(to_record(&at(ObjectKind::Ring)), None);
        assert_eq!(to_record(&at(ObjectKind::Bumper)), None);
        assert_eq!(to_record(&at(ObjectKind::Badnik { kind: BadnikKind::Motobug })), None);
        assert_eq!(to_record(&at(ObjectKind::Monitor { contents: MonitorContents::FireShield })), None);
        let falling = ObjectKind::Platform { motion: PlatformMotion::Falling, width: 64, range: 0 };
        assert_eq!(to_record(&at(falling)), Some(record(id::FLOATING_PLATFORM, 3)));
        let swinging = ObjectKind::Platform { motion: PlatformMotion::Horizontal, width: 64, range: 64 };
        assert_eq!(to_record(&at(swinging)), None);
    }

    #[test]
    fn every_subtype_and_flag_of_every_known_id_round_trips() {
        for object in id::ALL {
            for subtype in 0..=255 {
                for flags in 0..16u8 {
                    let rec = S2Record {
                        id: object,
                        subtype,
                        x_flip: flags & 1 != 0,
                        y_flip: flags & 2 != 0,
                        respawn: flags & 4 != 0,
                        two_player_any_slot: flags & 8 != 0,
                    };
                    let p = from_record(1, 2, rec);
                    assert!(!matches!(p.kind, ObjectKind::Other { .. }), "{rec:?} became {:?}", p.kind);
                    assert_eq!(to_record(&p), Some(rec), "{:?}", p);
                }
            }
        }
    }
}
