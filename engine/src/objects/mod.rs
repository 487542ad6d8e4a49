//! Objects in the engine: what the simulation and the editor need to know about the object kinds the level
//! file stores (`formats::object`). For now their sizes and the box the player collides with
//! ([`size`]) and where an object rests on the ground ([`ground`]); the object runtime will add one file per
//! object kind here.

pub mod ground;
pub mod size;

pub use ground::ground_below;
pub use size::{ObjectSize, combined_box, object_size};
