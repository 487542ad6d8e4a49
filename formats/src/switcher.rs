//! Layer switchers: invisible triggers that move the player between collision layers A and B
//! (SPG "Solid Terrain": Layers; Sonic 2 object 0x03, the plane switcher).

use crate::chunk::Layer;
use serde::{Deserialize, Serialize};

/// Which way the threshold line runs.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema, strum::EnumIter,
)]
pub enum Orientation {
    /// A vertical line, crossed by moving in x; sides are left and right, the range is checked in y.
    #[default]
    Vertical,
    /// A horizontal line, crossed by moving in y; sides are top and bottom, the range is checked in x.
    Horizontal,
}

/// Half the length of the threshold line. Sonic 2 allows exactly these four (subtype bits 0–1).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema, strum::EnumIter,
)]
pub enum SwitcherRadius {
    R32,
    #[default]
    R64,
    R128,
    R256,
}

impl SwitcherRadius {
    /// Every radius in subtype-bit order, as an array because [`SwitcherRadius::from_bits`] indexes it in a
    /// `const fn` (a test checks it against `SwitcherRadius::iter()`).
    pub const ALL: [SwitcherRadius; 4] =
        [SwitcherRadius::R32, SwitcherRadius::R64, SwitcherRadius::R128, SwitcherRadius::R256];
    /// The radius in pixels.
    pub const fn pixels(self) -> i32 {
        match self {
            SwitcherRadius::R32 => 32,
            SwitcherRadius::R64 => 64,
            SwitcherRadius::R128 => 128,
            SwitcherRadius::R256 => 256,
        }
    }
    /// From Sonic 2's subtype bits 0–1.
    pub const fn from_bits(bits: u8) -> Self {
        Self::ALL[(bits & 3) as usize]
    }
}

/// What a switcher sets when the player leaves it on one side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SwitcherSide {
    pub layer: Layer,
    /// High drawing priority (the player is drawn in front of high-priority foreground).
    pub high_priority: bool,
}

/// A layer switcher placed in the level.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LayerSwitcher {
    /// Centre of the threshold line, in level pixels.
    pub x: i32,
    pub y: i32,
    pub orientation: Orientation,
    pub radius: SwitcherRadius,
    /// Applied when the player ends up on the left (vertical) or top (horizontal) side.
    pub left_or_top: SwitcherSide,
    /// Applied when the player ends up on the right (vertical) or bottom (horizontal) side.
    pub right_or_bottom: SwitcherSide,
    /// Only switches while the player is on the ground (subtype bit 7).
    #[serde(default)]
    pub grounded_only: bool,
    /// Changes priority only and leaves the layer alone (X-flipped placement in Sonic 2).
    #[serde(default)]
    pub priority_only: bool,
    /// Imported from a Sonic 2 object layout: how many of the level's other object records came before its
    /// record. The layout is sorted by x; among records of the same x this order is the order the objects
    /// manager loads them in, so the slots they take (`engine::objects::s2::plane_switcher`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub objects_before: Option<u32>,
}

impl LayerSwitcher {
    /// Decodes Sonic 2's object 0x03 placement
    /// (`../shared/SPEC-NOTES.md` "Layer switchers as Sonic 2 stores them").
    pub fn from_s2_subtype(x: i32, y: i32, subtype: u8, x_flip: bool) -> Self {
        let layer = |bit: u8| if subtype & bit != 0 { Layer::B } else { Layer::A };
        LayerSwitcher {
            x,
            y,
            orientation: if subtype & 0x04 != 0 { Orientation::Horizontal } else { Orientation::Vertical },
            radius: SwitcherRadius::from_bits(subtype),
            left_or_top: SwitcherSide { layer: layer(0x10), high_priority: subtype & 0x40 != 0 },
            right_or_bottom: SwitcherSide { layer: layer(0x08), high_priority: subtype & 0x20 != 0 },
            grounded_only: subtype & 0x80 != 0,
            priority_only: x_flip,
            objects_before: None,
        }
    }

    /// The subtype and X-flip of Sonic 2's plane switcher (`Obj03`, and Sonic 3 & Knuckles' path swapper):
    /// the inverse of [`LayerSwitcher::from_s2_subtype`].
    pub fn s2_subtype(&self) -> (u8, bool) {
        let b = |layer: Layer, bit: u8| if layer == Layer::B { bit } else { 0 };
        let radius = SwitcherRadius::ALL.iter().position(|r| *r == self.radius).unwrap_or(0) as u8;
        let subtype = radius
            | if self.orientation == Orientation::Horizontal { 0x04 } else { 0 }
            | b(self.right_or_bottom.layer, 0x08)
            | b(self.left_or_top.layer, 0x10)
            | if self.right_or_bottom.high_priority { 0x20 } else { 0 }
            | if self.left_or_top.high_priority { 0x40 } else { 0 }
            | if self.grounded_only { 0x80 } else { 0 };
        (subtype, self.priority_only)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use strum::IntoEnumIterator;

    #[test]
    fn all_lists_every_radius_in_subtype_bit_order() {
        assert_eq!(SwitcherRadius::ALL.to_vec(), SwitcherRadius::iter().collect::<Vec<_>>());
        let pixels: Vec<i32> = (0..8).map(|bits| SwitcherRadius::from_bits(bits).pixels()).collect();
        assert_eq!(pixels, [32, 64, 128, 256, 32, 64, 128, 256]);
    }
}
