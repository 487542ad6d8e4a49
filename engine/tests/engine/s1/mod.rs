//! Sonic 1: Green Hill Zone, its objects and boss, and the recorded Sonic 1 traces.

mod boss;
mod events;
mod ghz;
mod ghz_objects;
mod labyrinth;
mod lz_boss;
mod marble;
mod mz_boss;
mod objects;
mod seesaw;
mod traces;
