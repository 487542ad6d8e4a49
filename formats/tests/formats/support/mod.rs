//! What several topics of the `formats` tests use.

pub mod projects;
pub mod reference;
pub mod strategies;
