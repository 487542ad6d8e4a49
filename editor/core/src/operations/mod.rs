//! Level operations: the edits behind the editor's bigger verbs (delete a tile and remap its users, fill a
//! rectangle, resize the layout, paste objects, rest them on the ground). Each builds an [`Edit`] from the level
//! as it is, so the command path applies it as one undoable step; none of them touches the UI.
//!
//! [`Edit`]: crate::edit::Edit

pub mod art;
pub mod chunks;
pub mod cleanup;
pub mod layout;
pub mod objects;
pub mod tiles;
