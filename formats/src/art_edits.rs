//! A level's own art: the 8x8 patterns, 16x16 block mappings and palette colours edited in the editor or made
//! from an image, kept in the level file over the art its [`crate::level::ArtSource`] names (or, without one,
//! as the whole art). Only what differs is kept, so an unedited imported level stays as small as before and
//! exporting it writes nothing new.
//!
//! The entries use the Mega Drive's own encodings (the module documentation of [`crate::art`] gives the bits),
//! so writing them back into a game's files is a copy, never a conversion.

use crate::limits::{COLOUR_BITS, MAX_BLOCKS, MAX_PATTERNS, PALETTE_COLOURS};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::collections::BTreeMap;

/// The level's art changes (`Level::art_edits`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ArtEdits {
    /// 8x8 patterns by index: one palette index (0–15) per pixel, rows top first. An index past the source's
    /// last pattern adds patterns (the ones between are blank).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub patterns: BTreeMap<u16, PatternPixels>,
    /// 16x16 block mappings by block id: the four pattern words (top-left, top-right, bottom-left,
    /// bottom-right). An id past the source's last block adds blocks (the ones between are blank).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub blocks: BTreeMap<u16, [u16; 4]>,
    /// Palette entries (line × 16 + colour, 0–63) as Mega Drive colour words (`0000 BBB0 GGG0 RRR0`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub palette: BTreeMap<u8, u16>,
    /// Underwater palette entries (line × 16 + colour, 0–63), as `palette`: over the palette the art source
    /// shows below the water (SonLVL's `paletteN=Water|parts`; [`crate::art::load_water_palette`]).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub water_palette: BTreeMap<u8, u16>,
}

impl ArtEdits {
    pub fn is_empty(&self) -> bool {
        self.is_dry_empty() && self.water_palette.is_empty()
    }

    /// Whether nothing changes the art the level is drawn with (patterns, blocks, the dry palette): water
    /// colours aside, which only the water palette shows.
    pub fn is_dry_empty(&self) -> bool {
        self.patterns.is_empty() && self.blocks.is_empty() && self.palette.is_empty()
    }

    /// What is wrong with the entries (each as `(field path, message)`): indices beyond what the Mega Drive
    /// addresses, words that are not colours.
    pub fn problems(&self) -> Vec<(String, String)> {
        let mut out = Vec::new();
        if let Some((&i, _)) = self.patterns.iter().find(|(i, _)| usize::from(**i) >= MAX_PATTERNS) {
            out.push((format!("art_edits.patterns[{i}]"), format!("pattern {i}: at most {MAX_PATTERNS} patterns")));
        }
        if let Some((&i, _)) = self.blocks.iter().find(|(i, _)| usize::from(**i) >= MAX_BLOCKS) {
            out.push((format!("art_edits.blocks[{i}]"), format!("block {i}: at most {MAX_BLOCKS} blocks")));
        }
        for (field, palette) in [("palette", &self.palette), ("water_palette", &self.water_palette)] {
            for (&i, &word) in palette {
                if usize::from(i) >= PALETTE_COLOURS {
                    out.push((
                        format!("art_edits.{field}[{i}]"),
                        format!("entry {i}: a palette has {PALETTE_COLOURS}"),
                    ));
                } else if word & !COLOUR_BITS != 0 {
                    out.push((
                        format!("art_edits.{field}[{i}]"),
                        format!("{word:#06X} is not a Mega Drive colour (only bits 0x0EEE may be set)"),
                    ));
                }
            }
        }
        out
    }
}

/// An 8x8 pattern's pixels, written in a level file as 64 hexadecimal digits (one per pixel, rows top first):
/// readable, and as long as the pattern is wide.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PatternPixels(pub [u8; 64]);

impl Serialize for PatternPixels {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let text: String = self.0.iter().map(|&p| char::from_digit(u32::from(p & 15), 16).unwrap_or('0')).collect();
        s.serialize_str(&text.to_ascii_uppercase())
    }
}

impl<'de> Deserialize<'de> for PatternPixels {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        let mut pixels = [0u8; 64];
        if text.chars().count() != 64 {
            return Err(serde::de::Error::custom(format!(
                "a pattern is 64 hexadecimal digits (one per pixel), found {} characters",
                text.chars().count()
            )));
        }
        for (out, c) in pixels.iter_mut().zip(text.chars()) {
            let digit = c.to_digit(16).ok_or_else(|| {
                serde::de::Error::custom(format!("{c:?} is not a hexadecimal digit (a pattern's pixels are 0-F)"))
            })?;
            *out = digit as u8;
        }
        Ok(PatternPixels(pixels))
    }
}

impl schemars::JsonSchema for PatternPixels {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "PatternPixels".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "type": "string",
            "pattern": "^[0-9A-Fa-f]{64}$",
            "description": "An 8x8 pattern: 64 hexadecimal digits, one palette index per pixel, rows top first."
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pattern_is_written_as_64_hex_digits_and_read_back() {
        let mut pixels = [0u8; 64];
        pixels[0] = 0xF;
        pixels[63] = 0xA;
        let mut edits = ArtEdits::default();
        edits.patterns.insert(3, PatternPixels(pixels));
        edits.blocks.insert(7, [0x8001, 0x2802, 0x4003, 0x6004]);
        edits.palette.insert(17, 0x0E0E);
        edits.water_palette.insert(18, 0x0208);
        let text = ron::to_string(&edits).unwrap();
        assert!(text.contains(&format!("\"F{}A\"", "0".repeat(62))), "{text}");
        assert_eq!(ron::from_str::<ArtEdits>(&text).unwrap(), edits);
        assert!(edits.problems().is_empty());
    }

    #[test]
    fn bad_entries_are_named() {
        assert!(ron::from_str::<ArtEdits>("(patterns: {0: \"12\"})").unwrap_err().to_string().contains("64"));
        assert!(ron::from_str::<ArtEdits>(&format!("(patterns: {{0: \"{}G\"}})", "0".repeat(63))).is_err());
        let mut edits = ArtEdits::default();
        edits.palette.insert(64, 0);
        edits.palette.insert(1, 0x0001);
        edits.blocks.insert(1024, [0; 4]);
        edits.patterns.insert(2048, PatternPixels([0; 64]));
        edits.water_palette.insert(70, 0);
        edits.water_palette.insert(2, 0x1000);
        assert_eq!(edits.problems().len(), 6, "{:?}", edits.problems());
    }
}
