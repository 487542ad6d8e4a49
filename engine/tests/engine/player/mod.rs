//! The player in a running world: moves, power-ups, water, player 2 and the camera.

mod air_bubbles;
mod camera;
mod drowning;
mod level_moves;
mod moves;
mod properties;
mod second_player;
mod shields;
mod sidekick_objects;
mod super_forms;
mod water;
