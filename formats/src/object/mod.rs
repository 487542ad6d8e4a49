//! Object placements: the kinds the SPG describes ("Game Objects", "Game Enemies"), and the Sonic 2 objects of
//! the levels this program imports, as typed data. Their behaviour lives in the engine; here they are only what
//! the level file stores.
//!
//! Generic kinds (springs, monitors, spikes, …) carry the extra bits Sonic 2's subtypes give them in fields that
//! default when absent, so level files written before those fields existed still load. Kinds only Sonic 2 has are
//! named after s2disasm's objects; [`s2`] converts between them and Sonic 2's 6-byte object records without
//! losing a bit. Every other object of a game's object list is named by it ([`s1::S1Object`], [`s2::S2Object`],
//! [`s3k::S3kObject`]: `ObjectKind::Sonic1 { object: FloatingBlock, subtype: 3, .. }`); `Other` is left for
//! ids a list leaves null.

pub mod s1;
pub mod s2;
pub mod s3k;

use serde::{Deserialize, Serialize};

/// A direction an object faces or pushes.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema, strum::EnumIter,
)]
pub enum Direction {
    #[default]
    Up,
    Down,
    Left,
    Right,
}

/// An axis something moves along.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema, strum::EnumIter,
)]
pub enum Axis {
    #[default]
    Vertical,
    Horizontal,
}

/// Spring strength (SPG "Springs": yellow 10 px/frame, red 16 px/frame).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema, strum::EnumIter,
)]
pub enum SpringColour {
    #[default]
    Yellow,
    Red,
}

/// Where a spring launches the player.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema, strum::EnumIter,
)]
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

/// The collision layer a Sonic 2 spring puts the player on (subtype bits 2–3 of `Obj41`, `Obj40`, `Obj7B`: the
/// game tests for exactly 4 or 8, so both bits set changes nothing, like neither).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema, strum::EnumIter,
)]
pub enum SpringLayer {
    /// Neither bit: the player keeps his layer.
    #[default]
    Unchanged,
    /// Bit 2: layer A (`top_solid_bit` $C, the primary collision path).
    A,
    /// Bit 3: layer B (`top_solid_bit` $E).
    B,
    /// Both bits: the player keeps his layer.
    UnchangedBothBits,
}

impl SpringLayer {
    /// The value of subtype bits 2–3.
    pub const fn bits(self) -> u8 {
        match self {
            SpringLayer::Unchanged => 0,
            SpringLayer::A => 4,
            SpringLayer::B => 8,
            SpringLayer::UnchangedBothBits => 0xC,
        }
    }

    /// From a subtype (other bits ignored).
    pub const fn from_subtype(subtype: u8) -> Self {
        match subtype & 0xC {
            4 => SpringLayer::A,
            8 => SpringLayer::B,
            0xC => SpringLayer::UnchangedBothBits,
            _ => SpringLayer::Unchanged,
        }
    }
}

/// What an item monitor holds (SPG "Item Monitors").
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema, strum::EnumIter,
)]
pub enum MonitorContents {
    #[default]
    Rings,
    SpeedShoes,
    Shield,
    FireShield,
    WaterShield,
    LightningShield,
    Invincibility,
    /// An extra life (Sonic 2: the Sonic icon, subtype 1).
    ExtraLife,
    /// Hurts the player (Sonic 2's Robotnik monitor).
    Eggman,
    /// Swaps players (Sonic 2's teleport monitor).
    Teleport,
    SuperRing,
    /// Sonic 2's static screen (subtype 0); broken, it hurts like the Robotnik monitor (`Obj2E_Types`).
    Static,
    /// Sonic 2's Tails icon (subtype 2): an extra life too.
    TailsExtraLife,
    /// Sonic 2's question mark (subtype 9), the icon every monitor shows in two-player mode.
    QuestionMark,
    /// A Sonic 2 subtype past the end of `Obj2E_Types` ($A and up), kept as read: it has no defined content.
    #[strum(disabled)]
    Undefined(u8),
}

/// How a platform moves (SPG "Jump Through Platforms" and the zones' moving platforms).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema, strum::EnumIter,
)]
pub enum PlatformMotion {
    #[default]
    Static,
    /// Swings along x by `range` pixels.
    Horizontal,
    /// Swings along y by `range` pixels.
    Vertical,
    /// Falls a moment after the player stands on it.
    Falling,
    /// Crumbles away a moment after the player stands on it (Sonic 1's collapsing ledges and floors).
    Collapsing,
}

/// Badniks (SPG "Game Enemies" and Sonic 2's Emerald Hill and Chemical Plant).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema, strum::EnumIter,
)]
pub enum BadnikKind {
    #[default]
    Motobug,
    Chopper,
    BuzzBomber,
    Crabmeat,
    Newtron,
    /// Sonic 2 `Obj4B`.
    Buzzer,
    /// Sonic 2 `Obj9D`.
    Coconuts,
    /// Sonic 2 `Obj5C`.
    Masher,
    /// Sonic 2 `ObjA5`, crawling on the floor.
    Spiny,
    /// Sonic 2 `ObjA6`, Spiny crawling up and down a wall.
    SpinyOnWall,
    /// Sonic 2 `ObjA7`, the spider that drops from above.
    Grabber,
}

fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

fn yes() -> bool {
    true
}

/// Sonic 1's `Obj68` subtype low nibble 0: a belt 128 px either side.
fn conveyor_half_width() -> u8 {
    128
}

/// One px a frame to the right (`Obj68` subtype $10).
fn conveyor_speed() -> i8 {
    1
}

/// An object kind with its typed properties.
///
/// The generic kinds come first, up to `Other`; the kinds only Sonic 2 has follow, each saying which `ObjXX` it
/// is, with the subtype's bits as fields in the way the object's code reads them ([`s2`] converts).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub enum ObjectKind {
    #[default]
    Ring,
    /// A spring (Sonic 2 `Obj41`).
    Spring {
        colour: SpringColour,
        direction: SpringDirection,
        /// Sends the player off twirling (Sonic 2 subtype bit 0).
        #[serde(default, skip_serializing_if = "is_default")]
        twirl: bool,
        /// Puts the player on a collision layer (Sonic 2 subtype bits 2–3).
        #[serde(default, skip_serializing_if = "is_default")]
        layer: SpringLayer,
        /// Zeroes the player's speed across the launch: x speed for up and down springs, y speed for sideways
        /// ones (Sonic 2 subtype bit 7; diagonal springs ignore it).
        #[serde(default, skip_serializing_if = "is_default")]
        kill_transverse: bool,
    },
    /// An item monitor (Sonic 2 `Obj26`).
    Monitor {
        contents: MonitorContents,
    },
    /// A row of `count` spikes pointing in `direction`; `moving` spikes retract and extend (Sonic 2 `Obj36`:
    /// spikes come in pairs, 32 px per pair).
    Spikes {
        direction: Direction,
        count: u8,
        moving: bool,
        /// The axis moving spikes travel along; `None`: the way they point. Sonic 2 (`MoveSpikes`) chooses it
        /// in the subtype whatever the spikes' direction.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        move_axis: Option<Axis>,
    },
    /// A platform `width` pixels wide (solid from the top only).
    Platform {
        motion: PlatformMotion,
        width: u16,
        range: u16,
    },
    PushableBlock,
    /// A log bridge of `logs` segments, 16 px each (Sonic 2 `Obj11`: the subtype is the count).
    Bridge {
        logs: u8,
    },
    /// A star post; `index` orders them within a level (Sonic 2 `Obj79`: the subtype; the game compares its
    /// low 7 bits).
    Checkpoint {
        index: u8,
    },
    Bumper,
    /// A badnik (Sonic 2 `Obj4B`, `Obj5C`, `Obj9D`, `ObjA5`, `ObjA6`, `ObjA7`).
    Badnik {
        kind: BadnikKind,
    },
    /// A spring cap over a tube (SPG "Spring Caps"): landing on it sends the player up at 10.5 px/frame.
    SpringCap,
    /// A spring ramp (SPG "Spring Ramps"; s2disasm `Obj40`): a sloped solid that, stepped on near its raised end,
    /// presses for a moment and throws the player up, the harder the further along it he is. Rises to the right
    /// (to the left when X-flipped).
    SpringRamp,
    /// A seesaw (SPG "SeeSaws"; s1disasm `Obj5E`): a sloped platform tipping towards the side the player stands
    /// on, with a spike ball that is thrown across when the other end goes down and throws him up when it lands.
    Seesaw {
        /// Carries the spike ball (Sonic 1 subtype 0; $FF has none).
        #[serde(default = "yes")]
        ball: bool,
    },
    /// A pinball flipper (SPG "Flippers"; s2disasm `Obj86`): the player lands on it curled and rolls down it;
    /// pressing jump flips him up. Points right (left when X-flipped).
    Flipper,
    /// A fan pushing the player away (SPG "Fans"; s1disasm `Obj5D`): it blows to the left (to the right when
    /// X-flipped).
    Fan {
        /// Blows all the time (subtype bit 1); otherwise on for 3 s, off for 2 s.
        #[serde(default, skip_serializing_if = "is_default")]
        always_on: bool,
        /// Pulls instead of pushes (subtype bit 0).
        #[serde(default, skip_serializing_if = "is_default")]
        pull: bool,
    },
    /// A conveyor belt (s1disasm `Obj68`, Scrap Brain): moves a grounded player `speed` px each frame while
    /// he is within `half_width` px of it and up to 48 px above it.
    Conveyor {
        #[serde(default = "conveyor_half_width")]
        half_width: u8,
        #[serde(default = "conveyor_speed")]
        speed: i8,
    },
    /// A spinner (SPG "Spinners"): sets the player's X Speed to 16 px/frame to the right (left when X-flipped)
    /// unless he is already going faster.
    Spinner,
    /// A balloon (SPG "Balloons"; skdisasm's Carnival Night balloon): touching it sends the player up at
    /// 8 px/frame and pops it.
    Balloon,
    /// A cannon (SPG "Cannons"; Launch Base): touching it launches the player up at 12 px/frame.
    Cannon,
    /// A breakable wall (SPG "Breakable Blocks and Rocks"; s1disasm `Obj3C`): solid, smashed by a player rolling
    /// into it at 4.5 px/frame or more.
    BreakableWall,
    /// Sonic 1's end-of-act capsule (SPG "End of Level Capsules", Sonic 1; s1disasm `Obj3E`): jumping on its
    /// switch sets off 60 frames of explosions, then it opens, frees the animals and ends the act. (Sonic 2's,
    /// with its lid, is `EggPrison`.)
    Capsule,
    /// An object this program does not model, kept so that imports lose nothing (game object id and subtype as
    /// the source game stores them). Imports give it only to ids their game's object list leaves null; level
    /// files from before [`ObjectKind::Sonic1`], [`ObjectKind::Sonic2`] and [`ObjectKind::Sonic3k`] hold it for
    /// every other object too, and load and play as before.
    Other {
        id: u8,
        subtype: u8,
    },
    /// Sonic 2 `Obj06`: Emerald Hill's twisting spiral pathway, or (`cylinder`, subtype bit 7) Metropolis's
    /// rotating cylinder.
    Spiral {
        cylinder: bool,
    },
    /// Sonic 2 `Obj0B`: Chemical Plant's section of pipe that tips the player off. It tips away for
    /// (`duration` + 1) × 16 frames (subtype high nibble), comes back and lies flat until 128 frames after
    /// that, and so on; `delay` (low nibble) staggers when it starts: at the frame whose vertical-interrupt
    /// counter plus (`delay` + 1) × 16 is 0 mod 256.
    TippingFloor {
        delay: u8,
        duration: u8,
    },
    /// Sonic 2 `Obj0D`: the end-of-act signpost (its subtype is never read).
    Signpost,
    /// Sonic 2 `Obj18`: Emerald Hill's (and Aquatic Ruin's) floating platform.
    FloatingPlatform {
        /// Subtype bits 0–3 (`Obj18_Behaviours`).
        motion: s2::FloatingPlatformMotion,
        /// Subtype bits 4–6: the row of `Obj18_InitData` (width and mapping frame): 0–2 are 64 px wide, 3 is
        /// 128, 4 is 96; 5–7 read past the table.
        frame: u8,
        /// Subtype bit 7: solid on all sides (`Obj18_FullSolid`) instead of from the top only.
        solid: bool,
    },
    /// Sonic 2 `Obj19`: Chemical Plant's (and Oil Ocean's, Wing Fortress's) moving platform.
    CpzPlatform {
        /// Subtype bits 0–3 (`Obj19_MoveTypes`).
        motion: s2::CpzPlatformMotion,
        /// Subtype bits 4–7: the row of `Obj19_SubtypeProperties`: 0 large (64 px), 1 small (48 px), 2 (128
        /// px), 3 (64 px); 4–15 read past the table.
        frame: u8,
    },
    /// Sonic 2 `Obj1B`: Chemical Plant's speed booster, pushing right (left when X-flipped).
    SpeedBooster {
        /// Subtype bit 1: $A00 (10 px/frame) instead of $1000 (16).
        slow: bool,
    },
    /// Sonic 2 `Obj1C`: a scenery piece (bridge stakes, zip-line stakes, falling oil); `which` is the subtype,
    /// the row of `Obj1C_InitData` (0–20; see [`s2::decoration_name`]).
    Decoration {
        which: u8,
    },
    /// Sonic 2 `Obj1D`: Chemical Plant's jumping blue balls (droplets).
    BlueBalls {
        /// How many balls (subtype low nibble + 1: 1–16).
        balls: u8,
        /// Whether they jump straight up and down between two pipes (any nonzero high nibble) rather than in
        /// an arc (high nibble 0).
        straight: bool,
    },
    /// Sonic 2 `Obj1E`: a Chemical Plant spin tube entrance.
    SpinTube {
        /// Subtype bits 0–1: the entrance's width and side (`word_225BC`: 0 = $A0 px, 1 = $100, 2 = $120; 3
        /// reads past the table).
        entrance: u8,
        /// Subtype bits 2–7: the tube's route (`byte_2266E`, `byte_227BE`, `off_22980`).
        route: u8,
    },
    /// Sonic 2 `Obj2D`: a one-way barrier that lifts to let the player through from one side (the right when
    /// X-flipped). `frame` is the subtype, the mapping frame: 0 Hill Top, 1 Metropolis, 2 Chemical Plant and
    /// Death Egg, 3 Aquatic Ruin.
    OneWayBarrier {
        frame: u8,
    },
    /// Sonic 2 `Obj32`: Chemical Plant's metal block (Hill Top's rock) that breaks when rolled onto (its
    /// subtype is never read).
    BreakableBlock,
    /// Sonic 2 `Obj3E`: the egg prison at the end of an act (its subtype is never read).
    EggPrison,
    /// Sonic 2 `Obj40`: the red "diving board" pressure spring, launching up and away from the side it faces.
    PressureSpring {
        /// Subtype bit 0: the player twirls.
        twirl: bool,
        /// Subtype bit 1: one twirl instead of three (it also picked a launch strength the game never reads).
        fewer_flips: bool,
        /// Subtype bits 2–3.
        layer: SpringLayer,
    },
    /// Sonic 2 `Obj49`: Emerald Hill's waterfall; `frame` is the subtype, added to its mapping frame.
    Waterfall {
        frame: u8,
    },
    /// Sonic 2 `Obj24` with subtype bit 7: an air bubble maker under water. It makes sets of rising bubbles;
    /// after every `sets` + 1 sets one holds a big bubble the player breathes in (air refilled). 0–127.
    AirBubbles {
        sets: u8,
    },
    /// Sonic 2 `Obj6B`: Chemical Plant's square block (Metropolis's platform), moving or part of a stair.
    MovingBlock {
        /// Subtype bits 0–3 (`Obj6B_Types`).
        motion: s2::MovingBlockMotion,
        /// Subtype bits 4–6: the row of `Obj6B_Properties`: 0 is 64 x 24 px, 1 is 32 x 32; 2–7 read past it.
        frame: u8,
    },
    /// Sonic 2 `Obj74`: an invisible solid block, `width` x `height` blocks of 16 px (subtype high and low
    /// nibble + 1: 1–16 each).
    InvisibleBlock {
        width: u8,
        height: u8,
    },
    /// Sonic 2 `Obj78`: Chemical Plant's four-block staircase (subtype bits 0–2; the blocks go right of it).
    Staircase {
        motion: s2::StaircaseMotion,
    },
    /// Sonic 2 `Obj7A`: the platform(s) moving back and forth over Chemical Plant's liquid; `setup` is the
    /// subtype, a byte offset into `Obj7A_Properties` (0 one platform, 6 and $C two, $12 one starting at the
    /// other end).
    SidewaysPlatform {
        setup: u8,
    },
    /// Sonic 2 `Obj7B`: the spring at a Chemical Plant warp pipe's exit.
    PipeExitSpring {
        /// Subtype bit 0: the player twirls.
        twirl: bool,
        /// Subtype bit 1: $A80 instead of $1000 upwards.
        weak: bool,
        /// Subtype bits 2–3.
        layer: SpringLayer,
        /// Subtype bit 7: zeroes the player's x speed.
        kill_transverse: bool,
    },
    /// A Sonic 1 object named by s1disasm's object list ([`s1::S1Object`]) with no richer kind above: the
    /// record's id and subtype as the game stores them.
    Sonic1 {
        object: s1::S1Object,
        subtype: u8,
        /// The layout's respawn flag (id byte bit 7) when it is not the object's usual ([`s1::usual_respawn`]).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        respawn: Option<bool>,
    },
    /// A Sonic 2 object named by s2disasm's `Obj_Index` ([`s2::S2Object`]) with no richer kind above; the
    /// record's flags are the placement's [`s2::S2Extra`] as for every Sonic 2 kind.
    Sonic2 {
        object: s2::S2Object,
        subtype: u8,
    },
    /// A Sonic 3 & Knuckles object named by skdisasm's pointer lists ([`s3k::S3kObject`]) with no richer kind
    /// above.
    Sonic3k {
        object: s3k::S3kObject,
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
            ObjectKind::SpringCap => "spring cap",
            ObjectKind::SpringRamp => "spring ramp",
            ObjectKind::Seesaw { .. } => "seesaw",
            ObjectKind::Flipper => "flipper",
            ObjectKind::Fan { .. } => "fan",
            ObjectKind::Conveyor { .. } => "conveyor",
            ObjectKind::Spinner => "spinner",
            ObjectKind::Balloon => "balloon",
            ObjectKind::Cannon => "cannon",
            ObjectKind::BreakableWall => "breakable wall",
            ObjectKind::Capsule => "capsule",
            ObjectKind::Other { .. } => "other object",
            ObjectKind::Spiral { .. } => "spiral",
            ObjectKind::TippingFloor { .. } => "tipping floor",
            ObjectKind::Signpost => "signpost",
            ObjectKind::FloatingPlatform { .. } => "floating platform",
            ObjectKind::CpzPlatform { .. } => "CPZ platform",
            ObjectKind::SpeedBooster { .. } => "speed booster",
            ObjectKind::Decoration { .. } => "decoration",
            ObjectKind::BlueBalls { .. } => "blue balls",
            ObjectKind::SpinTube { .. } => "spin tube",
            ObjectKind::OneWayBarrier { .. } => "one-way barrier",
            ObjectKind::BreakableBlock => "breakable block",
            ObjectKind::EggPrison => "egg prison",
            ObjectKind::PressureSpring { .. } => "pressure spring",
            ObjectKind::Waterfall { .. } => "waterfall",
            ObjectKind::AirBubbles { .. } => "air bubbles",
            ObjectKind::MovingBlock { .. } => "moving block",
            ObjectKind::InvisibleBlock { .. } => "invisible block",
            ObjectKind::Staircase { .. } => "staircase",
            ObjectKind::SidewaysPlatform { .. } => "sideways platform",
            ObjectKind::PipeExitSpring { .. } => "pipe exit spring",
            ObjectKind::Sonic1 { object, .. } => object.label(),
            ObjectKind::Sonic2 { object, .. } => object.label(),
            ObjectKind::Sonic3k { object, .. } => object.label(),
        }
    }

    /// The game's object id and subtype of `Other` and the named kinds ([`ObjectKind::Sonic1`]'s id byte with
    /// bit 7 its respawn flag, as `Other` keeps it in a Sonic 1 level; `None` for one past $7F): what the engine,
    /// the sprite lookup and the lint read them by.
    pub fn game_id(&self) -> Option<(u8, u8)> {
        match *self {
            ObjectKind::Other { id, subtype } => Some((id, subtype)),
            ObjectKind::Sonic1 { .. } => s1::id_byte(self),
            ObjectKind::Sonic2 { object, subtype } => Some((object.id(), subtype)),
            ObjectKind::Sonic3k { object, subtype } => Some((object.id(), subtype)),
            _ => None,
        }
    }

    /// The name of a game's object (`Other`: none; a named kind: its list's name) and its id, "Floating block
    /// (56)", for the inspector and the markers.
    pub fn object_title(&self) -> Option<String> {
        let (label, id) = match *self {
            ObjectKind::Sonic1 { object, .. } => (object.label(), object.id()),
            ObjectKind::Sonic2 { object, .. } => (object.label(), object.id()),
            ObjectKind::Sonic3k { object, .. } => (object.label(), object.id()),
            _ => return None,
        };
        Some(format!("{label} ({id:02X})"))
    }

    /// Whether this is one of the kinds only Sonic 2 has (the palette's "Sonic 2" group). The egg prison is the
    /// SPG's end-of-act capsule ("End of Level Capsules", Sonic 2's), so it counts as generic.
    pub fn is_sonic2_only(&self) -> bool {
        !matches!(
            self,
            ObjectKind::Ring
                | ObjectKind::Spring { .. }
                | ObjectKind::Monitor { .. }
                | ObjectKind::Spikes { .. }
                | ObjectKind::Platform { .. }
                | ObjectKind::PushableBlock
                | ObjectKind::Bridge { .. }
                | ObjectKind::Checkpoint { .. }
                | ObjectKind::Bumper
                | ObjectKind::Badnik { .. }
                | ObjectKind::Other { .. }
                | ObjectKind::Sonic1 { .. }
                | ObjectKind::Sonic2 { .. }
                | ObjectKind::Sonic3k { .. }
                | ObjectKind::EggPrison
        ) && !self.is_generic_object()
    }

    /// Whether this is one of the SPG's generic game objects the engine runs itself, outside Sonic 2's object
    /// records ("Game Objects"): bumpers, pushable blocks, spring caps and ramps, seesaws, flippers, fans, conveyors,
    /// spinners, balloons, cannons, breakable walls, Sonic 1's capsule. (Generic platforms are generic too,
    /// but load as Sonic 2's `Obj18` where it can hold them.)
    pub fn is_generic_object(&self) -> bool {
        matches!(
            self,
            ObjectKind::Bumper
                | ObjectKind::PushableBlock
                | ObjectKind::SpringCap
                | ObjectKind::SpringRamp
                | ObjectKind::Seesaw { .. }
                | ObjectKind::Flipper
                | ObjectKind::Fan { .. }
                | ObjectKind::Conveyor { .. }
                | ObjectKind::Spinner
                | ObjectKind::Balloon
                | ObjectKind::Cannon
                | ObjectKind::BreakableWall
                | ObjectKind::Capsule
        )
    }

    /// A spring with none of Sonic 2's extra behaviours.
    pub const fn spring(colour: SpringColour, direction: SpringDirection) -> Self {
        ObjectKind::Spring { colour, direction, twirl: false, layer: SpringLayer::Unchanged, kill_transverse: false }
    }

    /// Spikes that, when moving, move the way they point.
    pub const fn spikes(direction: Direction, count: u8, moving: bool) -> Self {
        ObjectKind::Spikes { direction, count, moving, move_axis: None }
    }
}

/// An object placed in the level.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
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
    /// What a Sonic 2 object record holds besides the kind, the position and the flips, when that is not the
    /// kind's usual ([`s2::usual_extra`]); `None` (left out of the file) for the usual.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub s2: Option<s2::S2Extra>,
}
