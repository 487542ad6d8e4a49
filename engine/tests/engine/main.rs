//! The engine's integration tests, one binary (one link) with a module per topic; `support` holds the
//! levels, the object bench and the reference-level imports they share.

mod math;
mod objects;
mod openggf;
mod oracles;
mod player;
mod routes;
mod s1;
mod special_stage;
mod support;
mod tables;
mod terrain;
mod traces;
