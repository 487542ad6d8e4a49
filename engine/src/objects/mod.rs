//! Objects in play, by concept (SPG "Main Game Loop", "Solid Objects", "Hitboxes"; s2disasm `RunObjects`,
//! `ObjectsManager`, `RingsManager`, `TouchResponse`).
//!
//! - [`runtime`]: what runs objects of any game — the object table and the dispatch ([`runtime::object`]),
//!   the slots, what a running object sees, the objects manager, touch, solids, rings, animation, the
//!   oscillators, the layout, the level events, the level-wide state ([`Objects`], [`run_slots`]).
//! - [`s2`]: Sonic 2's objects (s2disasm `ObjXX`), one file per object, and the game routines they share
//!   in files named after the routine.
//! - [`s1`]: Sonic 1's objects (s1disasm `_incObj/`), under one engine id.
//! - [`generic`]: the SPG's generic objects, for levels people make (ids Sonic 2's `Obj_Index` does not
//!   reach).
//! - [`kinds`]: the table of object kinds (one line each: variant, state type, ids), which makes
//!   [`runtime::object::State`] and the dispatch.
//! - [`id`]: every engine object id, from the games' folders.
//! - [`size`]: the boxes of the kinds a level file stores, for the editor. It stays here, beside the index, not
//!   in [`runtime`]: nothing that runs the level reads it, and it answers for the placements of every game's
//!   kinds. Where an object rests on the floor ([`ground_below`], the editor's "Align to ground") is in
//!   [`runtime::ground`] instead: it asks the same floor sensor as `ObjCheckFloorDist`, which objects run.

pub mod generic;
pub mod kinds;
pub mod runtime;
pub mod s1;
pub mod s2;
pub mod s3k;
pub mod size;

/// Every engine object id (`Common::id`): Sonic 2's (s2disasm `ObjID_*`, [`s2::id`]), the generic objects'
/// ([`generic::id`]) and the one Sonic 1's objects run under ([`s1::id`]).
pub mod id {
    pub use super::generic::id::*;
    pub use super::s1::id::*;
    pub use super::s2::id::*;
}

pub use runtime::ground::ground_below;
pub use runtime::{Objects, RunWorld, on_screen_at, run_slots};
pub use size::{ObjectSize, combined_box, object_size};

/// What an arena loads before its boss (`DLE_SYZ3main`: the blocks Spring Yard's boss lifts); `None` where the
/// object is not modelled (the level events then only test for a free slot).
pub(crate) fn arena_object_for(events: formats::level::LevelEvents) -> Option<runtime::object::Obj> {
    match events {
        formats::level::LevelEvents::Syz3 => Some(s1::syz_boss::blocks_spawned()),
        _ => None,
    }
}

/// The boss a level's events load (`LevEvents_EHZ2`, `LevEvents_CPZ2`, `LevEvents_ARZ2`, `LevEvents_HTZ2`, `DLE_GHZ3`): the hook the runtime's
/// level events ([`runtime::level_events`]) call, so that they name no object of any game.
pub(crate) fn boss_for(events: formats::level::LevelEvents) -> Option<runtime::object::Obj> {
    use formats::level::LevelEvents;
    match events {
        LevelEvents::Ehz2 => Some(s2::ehz_boss::spawned()),
        LevelEvents::Cpz2 => Some(s2::cpz_boss::spawned()),
        LevelEvents::Mcz2 => Some(s2::mcz_boss::spawned()),
        LevelEvents::Cnz2 => Some(s2::cnz_boss::spawned()),
        LevelEvents::Arz2 => Some(s2::arz_boss::spawned()),
        LevelEvents::Htz2 => Some(s2::htz_boss::spawned()),
        LevelEvents::Ghz3 => Some(s1::ghz_boss::spawned()),
        LevelEvents::Mz3 => Some(s1::mz_boss::spawned()),
        LevelEvents::Lz3 => Some(s1::lz_boss::spawned()),
        LevelEvents::Syz3 => Some(s1::syz_boss::spawned()),
        LevelEvents::Slz3 => Some(s1::slz_boss::spawned()),
        LevelEvents::Fz => Some(s1::fz_boss::spawned()),
        _ => None,
    }
}
