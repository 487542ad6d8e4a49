//! Sprites: the disassemblies' sprite mappings and DPLCs (macro text, [`asm`], [`mappings`]), SonLVL's
//! object definitions ([`definitions`]), and a [`library::SpriteLibrary`] that loads what they name and
//! composes an object's sprite as SonLVL draws it.

pub mod asm;
pub mod definitions;
pub mod library;
pub mod mappings;

pub use definitions::{DefinitionKey, Definitions};
pub use library::SpriteLibrary;
pub use mappings::{SpriteFrame, SpriteImage, SpriteMappings};
