//! Sonic 2's, Sonic 3 & Knuckles' and the SPG's objects, each checked against the disassembly routine its file
//! cites.

mod act_end;
mod arz_boss;
mod badniks;
mod boss;
mod boss_collision;
mod bridge;
mod cnz_boss;
mod cpz;
mod cpz_boss;
mod generic;
mod htz_boss;
mod hydrocity;
mod mcz_boss;
mod monitor;
mod properties;
mod ring_loss;
mod s2zones;
mod s3k_aiz;
mod s3k_aiz_tree;
mod s3k_intro;
mod s3k_mgz;
mod spikes_platforms;
mod spring;
mod water_level;
