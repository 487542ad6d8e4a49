//! The SPG's generic objects, for the levels people make (SPG "Game Objects", "Springs and Bumpers", ...; where
//! the SPG gives no numbers each file follows the disassembly routine it names): [`bumper`], [`pushable_block`],
//! [`generic_platform`], [`spring_cap`], [`spring_ramp`], [`seesaw`], [`flipper`], [`fan`], [`conveyor`],
//! [`spinner`], [`balloon`], [`cannon`], [`breakable_wall`], [`capsule`]; [`id`]: their object ids.

pub mod balloon;
pub mod breakable_wall;
pub mod bumper;
pub mod cannon;
pub mod capsule;
pub mod conveyor;
pub mod fan;
pub mod flipper;
pub mod generic_platform;
pub mod pushable_block;
pub mod seesaw;
pub mod spinner;
pub mod spring_cap;
pub mod spring_ramp;

/// The generic objects' ids: ids Sonic 2's `Obj_Index` does not reach, for this engine only (a level's `Other`
/// objects with these ids run them too, with default parameters).
pub mod id {
    pub const BUMPER: u8 = 0xE0;
    pub const PUSHABLE_BLOCK: u8 = 0xE1;
    pub const GENERIC_PLATFORM: u8 = 0xE2;
    pub const SPRING_CAP: u8 = 0xE3;
    pub const SPRING_RAMP: u8 = 0xE4;
    pub const SEESAW: u8 = 0xE5;
    pub const FLIPPER: u8 = 0xE6;
    pub const FAN: u8 = 0xE7;
    pub const CONVEYOR: u8 = 0xE8;
    pub const SPINNER: u8 = 0xE9;
    pub const BALLOON: u8 = 0xEA;
    pub const CANNON: u8 = 0xEB;
    pub const BREAKABLE_WALL: u8 = 0xEC;
    pub const CAPSULE: u8 = 0xED;
    /// The seesaw's spike ball (spawned by the seesaw).
    pub const SEESAW_BALL: u8 = 0xEE;
}
