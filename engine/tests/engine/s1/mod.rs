//! Sonic 1: Green Hill Zone, its objects and boss; the level events of the other acts; Star Light's seesaw; the
//! Marble and Labyrinth bosses; and the recorded Sonic 1 traces.

mod boss;
mod events;
mod fz_boss;
mod ghz;
mod ghz_objects;
mod labyrinth;
mod lz_boss;
mod marble;
mod mz_boss;
mod objects;
mod sbz2_boss;
mod seesaw;
mod traces;
