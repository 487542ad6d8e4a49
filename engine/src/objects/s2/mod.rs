//! Sonic 2's objects (s2disasm `ObjXX`), one file per object, and the game routines several objects share,
//! each in a file named after the routine.
//!
//! - Emerald Hill: [`bridge`], [`spring`], [`monitor`], [`spikes`], [`platform`], [`star_post`], [`signpost`],
//!   [`masher`], [`buzzer`], [`coconuts`], [`corkscrew`], [`egg_prison`]; its boss: [`ehz_boss`].
//! - Chemical Plant: [`speed_booster`], [`barrier`], [`breakable_block`], [`invisible_block`],
//!   [`tipping_floor`], [`cpz_platform`], [`pipe_exit_spring`], [`moving_block`], [`staircase`],
//!   [`blue_balls`], [`spiny`], [`sideways_platform`], [`spin_tube`] (its paths: [`spin_tube_paths`]),
//!   [`grabber`]; its boss: [`cpz_boss`].
//! - Aquatic Ruin (besides those shared with Hill Top): [`falling_pillar`], [`leaves`], [`chop_chop`] (its
//!   bubbles: [`small_bubble`], `Obj0A`), [`arz_platform`], [`arz_rot_platforms`], [`swinging_platform`] (also
//!   Mystic Cave's); Casino Night: [`cnz_snake_blocks`], [`crawl`]; any zone's [`scenery`] (`Obj1C`).
//! - Any zone: [`explosion`] (what a destroyed badnik becomes), [`lost_rings`], [`air_bubbles`] (`Obj24`),
//!   [`water_level`] (the water's surface, `Water_Level_1/2/3`, Chemical Plant 2's rising chemical).
//! - [`id`]: their object ids (`ObjID_*`).
//! - Routines several objects share: [`projectile`] (`Obj98`, Coconuts' coconut and the Spiny's shot),
//!   [`orientation_to_player`] (`Obj_GetOrientationToPlayer`: Coconuts, the Spiny, the Grabber), [`boss_hit`]
//!   (the bosses' hit flash: Emerald Hill's, Chemical Plant's, and Sonic 1's Green Hill boss).

pub mod air_bubbles;
pub mod animate_boss;
pub mod arrow_shooter;
pub mod arz_boss;
pub mod arz_platform;
pub mod arz_rot_platforms;
pub mod barrier;
pub mod blue_balls;
pub mod bonus_block;
pub mod boss_collision;
pub mod boss_hit;
pub mod breakable_block;
pub mod bridge;
pub mod buzzer;
pub mod casino_prize;
pub mod chop_chop;
pub mod cnz_big_block;
pub mod cnz_boss;
pub mod cnz_bumpers;
pub mod cnz_cage;
pub mod cnz_conveyor;
pub mod cnz_elevator;
pub mod cnz_flipper;
pub mod cnz_snake_blocks;
pub mod coconuts;
pub mod collapsing_platform;
pub mod corkscrew;
pub mod cpz_boss;
pub mod cpz_platform;
pub mod crawl;
pub mod crawlton;
pub mod drawbridge;
pub mod egg_prison;
pub mod ehz_boss;
pub mod explosion;
pub mod falling_pillar;
pub mod flasher;
pub mod grabber;
pub mod grounder;
pub mod hex_bumper;
pub mod htz_boss;
pub mod htz_lava;
pub mod htz_lift;
pub mod invisible_block;
pub mod launcher_spring;
pub mod lava_marker;
pub mod leaves;
pub mod lost_rings;
pub mod masher;
pub mod mcz_boss;
pub mod mcz_brick;
pub mod mcz_bridge;
pub mod mcz_stomper;
pub mod monitor;
pub mod moving_block;
pub mod oil;
pub mod orientation_to_player;
pub mod pinball_switch;
pub mod pipe_exit_spring;
pub mod plane_switcher;
pub mod platform;
pub mod projectile;
pub mod rexon;
pub mod rising_pillar;
pub mod round_bumper;
pub mod scenery;
pub mod seesaw;
pub mod sideways_platform;
pub mod signpost;
pub mod skid_dust;
pub mod sliding_spikes;
pub mod slot_machine;
pub mod small_bubble;
pub mod smashable_ground;
pub mod sol;
pub mod speed_booster;
pub mod spiker;
pub mod spikes;
pub mod spin_tube;
pub mod spin_tube_paths;
pub mod spiny;
pub mod spring;
pub mod staircase;
pub mod star_post;
pub mod steam_spring;
pub mod swinging_platform;
pub mod tipping_floor;
pub mod vine;
pub mod vine_switch;
pub mod walk_off_platform;
pub mod water_level;
pub mod whisp;

/// Sonic 2's object ids (s2disasm `ObjID_*`) the engine runs.
pub mod id {
    /// The plane switcher (`ObjID_PlaneSwitcher`): the level's switchers, as slot occupants.
    pub const PLANE_SWITCHER: u8 = 0x03;
    pub const CORKSCREW: u8 = 0x06;
    /// The players' dust (`ObjID_SpindashDust`): in dynamic slots, the skid puffs.
    pub const SKID_DUST: u8 = 0x08;
    pub const SIGNPOST: u8 = 0x0D;
    pub const BRIDGE: u8 = 0x11;
    pub const EHZ_PLATFORM: u8 = 0x18;
    /// Hill Top.
    pub const HTZ_LIFT: u8 = 0x16;
    pub const HTZ_SEESAW: u8 = 0x14;
    pub const SPIKER: u8 = 0x92;
    pub const REXON: u8 = 0x94;
    pub const HTZ_LAVA: u8 = 0x30;
    pub const LAVA_MARKER: u8 = 0x31;
    pub const SOL: u8 = 0x95;
    pub const SMASHABLE_GROUND: u8 = 0x2F;
    pub const REXON2: u8 = 0x96;
    pub const REXON_HEAD: u8 = 0x97;
    /// Mystic Cave.
    pub const CRAWLTON: u8 = 0x9E;
    pub const DRAWBRIDGE: u8 = 0x81;
    pub const FLASHER: u8 = 0xA3;
    pub const MCZ_BRIDGE: u8 = 0x77;
    pub const VINE: u8 = 0x80;
    pub const SLIDING_SPIKES: u8 = 0x76;
    pub const MCZ_BRICK: u8 = 0x75;
    pub const VINE_SWITCH: u8 = 0x7F;
    pub const SPIKER_DRILL: u8 = 0x93;
    /// Metropolis.
    pub const STEAM_SPRING: u8 = 0x42;
    /// Metropolis' walk-off platform and Mystic Cave's crates.
    pub const WALK_OFF_PLATFORM: u8 = 0x6A;
    /// Aquatic Ruin.
    pub const RISING_PILLAR: u8 = 0x2B;
    pub const FALLING_PILLAR: u8 = 0x23;
    pub const CHOP_CHOP: u8 = 0x91;
    /// `ObjID_LeavesGenerator` (`Obj2C`): the bush and its leaves.
    pub const LEAVES: u8 = 0x2C;
    /// `ObjID_SwingingPform` (`Obj82`): Aquatic Ruin's sinking and falling platforms and pillars.
    pub const ARZ_PLATFORM: u8 = 0x82;
    /// `ObjID_ARZRotPforms` (`Obj83`).
    pub const ARZ_ROT_PLATFORMS: u8 = 0x83;
    /// `ObjID_SmallBubbles` (`Obj0A`): the Chop Chop's bubbles ([`super::small_bubble`]).
    pub const SMALL_BUBBLES: u8 = 0x0A;
    pub const ARROW_SHOOTER: u8 = 0x22;
    pub const WHISP: u8 = 0x8C;
    pub const GROUNDER_IN_WALL: u8 = 0x8D;
    pub const GROUNDER: u8 = 0x8E;
    pub const GROUNDER_WALL: u8 = 0x8F;
    pub const GROUNDER_ROCKS: u8 = 0x90;
    /// Oil Ocean, Mystic Cave, Aquatic Ruin.
    pub const COLLAPSING_PLATFORM: u8 = 0x1F;
    pub const DECORATION: u8 = 0x1C;
    pub const MONITOR: u8 = 0x26;
    pub const EXPLOSION: u8 = 0x27;
    pub const MONITOR_CONTENTS: u8 = 0x2E;
    pub const SPIKES: u8 = 0x36;
    pub const LOST_RINGS: u8 = 0x37;
    pub const EGG_PRISON: u8 = 0x3E;
    pub const SPRING: u8 = 0x41;
    pub const WATERFALL: u8 = 0x49;
    pub const BUZZER: u8 = 0x4B;
    pub const EHZ_BOSS: u8 = 0x56;
    pub const CPZ_BOSS: u8 = 0x5D;
    /// `ObjID_ARZBoss` (`Obj89`, [`super::arz_boss`]).
    pub const ARZ_BOSS: u8 = 0x89;
    /// `ObjID_HTZBoss` (`Obj52`, [`super::htz_boss`]).
    pub const HTZ_BOSS: u8 = 0x52;
    /// `ObjID_LavaBubble` (`Obj20`): only as the fire a landed Hill Top boss lava ball becomes
    /// ([`super::htz_boss`]).
    pub const LAVA_BUBBLE: u8 = 0x20;
    pub const MASHER: u8 = 0x5C;
    pub const STAR_POST: u8 = 0x79;
    pub const COCONUTS: u8 = 0x9D;
    /// `ObjID_Projectile` (`Obj98`): Coconuts' coconut, the Spiny's shot ([`super::projectile`]).
    pub const PROJECTILE: u8 = 0x98;
    /// Chemical Plant.
    pub const TIPPING_FLOOR: u8 = 0x0B;
    pub const CPZ_PLATFORM: u8 = 0x19;
    pub const SPEED_BOOSTER: u8 = 0x1B;
    /// Chemical Plant's pressure spring: the generic spring ramp is this object.
    pub const PRESSURE_SPRING: u8 = 0x40;
    pub const BLUE_BALLS: u8 = 0x1D;
    pub const SPIN_TUBE: u8 = 0x1E;
    pub const BARRIER: u8 = 0x2D;
    pub const BREAKABLE_BLOCK: u8 = 0x32;
    pub const MOVING_BLOCK: u8 = 0x6B;
    pub const INVISIBLE_BLOCK: u8 = 0x74;
    pub const STAIRCASE: u8 = 0x78;
    pub const SIDEWAYS_PLATFORM: u8 = 0x7A;
    pub const SPINY: u8 = 0xA5;
    pub const SPINY_ON_WALL: u8 = 0xA6;
    pub const GRABBER: u8 = 0xA7;
    pub const PIPE_EXIT_SPRING: u8 = 0x7B;

    /// Casino Night.
    pub const CNZ_FLIPPER: u8 = 0x86;
    pub const CNZ_CONVEYOR: u8 = 0x72;
    /// Casino Night and Hill Top.
    pub const PINBALL_SWITCH: u8 = 0x84;
    pub const ROUND_BUMPER: u8 = 0x44;
    pub const HEX_BUMPER: u8 = 0xD7;
    pub const CNZ_CAGE: u8 = 0xD6;
    pub const CNZ_BIG_BLOCK: u8 = 0xD4;
    /// `ObjID_BonusBlock`.
    pub const BONUS_BLOCK: u8 = 0xD8;
    pub const CNZ_ELEVATOR: u8 = 0xD5;
    /// `ObjID_CNZBoss` (`Obj51`).
    pub const CNZ_BOSS: u8 = 0x51;
    pub const LAUNCHER_SPRING: u8 = 0x85;
    /// `ObjID_CNZRectBlocks` (`ObjD2`): the flashing blocks running round a rectangle.
    pub const CNZ_SNAKE_BLOCKS: u8 = 0xD2;
    /// `ObjID_Crawl` (`ObjC8`).
    pub const CRAWL: u8 = 0xC8;
    /// `ObjID_SwingingPlatform` (`Obj15`): Aquatic Ruin's and Mystic Cave's.
    pub const SWINGING_PLATFORM: u8 = 0x15;
    /// `ObjID_RingPrize` (`ObjDC`) and `ObjID_BombPrize` (`ObjD3`): the slot machines' prizes.
    pub const RING_PRIZE: u8 = 0xDC;
    pub const BOMB_PRIZE: u8 = 0xD3;
    /// Mystic Cave's stomper (`Obj2A`).
    pub const MCZ_STOMPER: u8 = 0x2A;
    /// `ObjID_MCZBoss` (`Obj57`).
    pub const MCZ_BOSS: u8 = 0x57;

    /// Sonic 2's `Obj24`: air bubbles and their maker.
    pub const AIR_BUBBLES: u8 = 0x24;
}
