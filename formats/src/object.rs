//! Object placements: the kinds the SPG describes ("Game Objects", "Game Enemies"), as typed data.
//! Their behaviour lives in the engine; here they are only what the level file stores.

use serde::{Deserialize, Serialize};

/// A direction an object faces or pushes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, strum::EnumIter)]
pub enum Direction {
    #[default]
    Up,
    Down,
    Left,
    Right,
}

/// Spring strength (SPG "Springs": yellow 10 px/frame, red 16 px/frame).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, strum::EnumIter)]
pub enum SpringColour {
    #[default]
    Yellow,
    Red,
}

/// Where a spring launches the player.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, strum::EnumIter)]
pub enum SpringDirection {
    #[default]
    Up,
    Down,
    Left,
    Right,
    /// Diagonal, up and away from the side it faces (Sonic 2 onwards).
    DiagonalUp,
    /// Diagonal, down and away from the side it faces (Sonic 2 onwards).
    DiagonalDown,
}

/// What an item monitor holds (SPG "Item Monitors").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, strum::EnumIter)]
pub enum MonitorContents {
    #[default]
    Rings,
    SpeedShoes,
    Shield,
    FireShield,
    WaterShield,
    LightningShield,
    Invincibility,
    ExtraLife,
    /// Hurts the player (Sonic 2's Robotnik monitor).
    Eggman,
    /// Swaps players (Sonic 2's teleport monitor).
    Teleport,
    SuperRing,
    Static,
}

/// How a platform moves (SPG "Jump Through Platforms" and the zones' moving platforms).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, strum::EnumIter)]
pub enum PlatformMotion {
    #[default]
    Static,
    /// Swings along x by `range` pixels.
    Horizontal,
    /// Swings along y by `range` pixels.
    Vertical,
    /// Falls a moment after the player stands on it.
    Falling,
}

/// Badniks the SPG describes ("Game Enemies").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, strum::EnumIter)]
pub enum BadnikKind {
    #[default]
    Motobug,
    Chopper,
    BuzzBomber,
    Crabmeat,
    Newtron,
    Buzzer,
    Coconuts,
    Masher,
}

/// An object kind with its typed properties.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum ObjectKind {
    #[default]
    Ring,
    Spring {
        colour: SpringColour,
        direction: SpringDirection,
    },
    Monitor {
        contents: MonitorContents,
    },
    /// A row of `count` spikes pointing in `direction`; `moving` spikes retract and extend.
    Spikes {
        direction: Direction,
        count: u8,
        moving: bool,
    },
    /// A platform `width` pixels wide (solid from the top only).
    Platform {
        motion: PlatformMotion,
        width: u16,
        range: u16,
    },
    PushableBlock,
    /// A log bridge of `logs` segments, 16 px each.
    Bridge {
        logs: u8,
    },
    /// A star post; `index` orders them within a level.
    Checkpoint {
        index: u8,
    },
    Bumper,
    Badnik {
        kind: BadnikKind,
    },
    /// An object this program does not model yet, kept so that imports lose nothing (game object id and
    /// subtype as the source game stores them).
    Other {
        id: u8,
        subtype: u8,
    },
}

impl ObjectKind {
    /// A short name for palettes and error messages.
    pub fn name(&self) -> &'static str {
        match self {
            ObjectKind::Ring => "ring",
            ObjectKind::Spring { .. } => "spring",
            ObjectKind::Monitor { .. } => "monitor",
            ObjectKind::Spikes { .. } => "spikes",
            ObjectKind::Platform { .. } => "platform",
            ObjectKind::PushableBlock => "pushable block",
            ObjectKind::Bridge { .. } => "bridge",
            ObjectKind::Checkpoint { .. } => "checkpoint",
            ObjectKind::Bumper => "bumper",
            ObjectKind::Badnik { .. } => "badnik",
            ObjectKind::Other { .. } => "other object",
        }
    }
}

/// An object placed in the level.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ObjectPlacement {
    pub kind: ObjectKind,
    /// Centre position in level pixels.
    pub x: i32,
    pub y: i32,
    #[serde(default)]
    pub x_flip: bool,
    #[serde(default)]
    pub y_flip: bool,
}
