//! Sonic 1: Green Hill Zone, its objects and boss; the level events of the other acts; Star Light's seesaw; the
//! Marble, Labyrinth, Spring Yard and Star Light bosses (the last two also in their real arenas); and the recorded
//! Sonic 1 traces.

mod boss;
mod boss_arenas;
mod events;
mod fz_boss;
mod ghz;
mod ghz_objects;
mod giant_ring;
mod labyrinth;
mod lz_boss;
mod marble;
mod mz_boss;
mod objects;
mod sbz2_boss;
mod scenery;
mod seesaw;
mod slz_boss;
mod syz_boss;
mod traces;
