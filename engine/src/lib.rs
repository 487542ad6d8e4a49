//! SPG Studio's physics engine: deterministic, integer-only simulation following the Sonic Physics Guide.
//!
//! - [`math`]: positions, speeds, the angle byte, the games' sine and arctangent tables.
//! - [`terrain`]: the level flattened for constant-time block lookups, patchable after edits.
//! - [`sensor`]: the four sensor directions against solid tiles (S2 `FindFloor`, `FindWall`); [`sensor_id`]:
//!   the SPG's names for the player's sensors and ground modes.
//! - [`objects`]: object sizes, the solid objects' combined box, resting objects on the ground.
//!
//! The angle byte itself is `formats::Angle` (re-exported as [`math::Angle`]), shared with the editor.

pub mod background;
pub mod math;
pub mod sensor;
pub mod sensor_id;
pub mod terrain;

pub use math::{Angle, Position, Speed, calc_angle, cos, sin};
pub use sensor::{ANGLE_BUFFER_START, Direction, SensorHit, SensorResult, SolidBit, sense};
pub use sensor_id::{Mode, SensorId};
pub use terrain::{LayerBlock, NO_TILE, Terrain, TileShape};

pub mod camera;
pub mod character;
pub mod objects;
pub mod player;
pub mod profile;
pub mod recording;
pub mod report;
pub mod special_stage;
pub mod switchers;
pub mod world;

pub use character::Character;
pub use player::Player;
pub use profile::Profile;
pub use world::World;
