//! Chunks: squares of 16x16 blocks that the level layout is made of (SPG "Solid Terrain": Chunks, Layers).

use serde::{Deserialize, Serialize};

/// How big a level's chunks are. Sonic 2 and later use 128x128 chunks; Sonic 1 uses 256x256.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema, strum::EnumIter,
)]
pub enum ChunkSize {
    /// 128x128 px: 8x8 blocks (Sonic 2, 3&K, CD).
    #[default]
    Px128,
    /// 256x256 px: 16x16 blocks (Sonic 1).
    Px256,
}

impl ChunkSize {
    /// Blocks along one side of a chunk.
    pub const fn blocks_per_side(self) -> usize {
        match self {
            ChunkSize::Px128 => 8,
            ChunkSize::Px256 => 16,
        }
    }
    /// Pixels along one side of a chunk.
    pub const fn pixels(self) -> i32 {
        self.blocks_per_side() as i32 * 16
    }
    /// Blocks in one chunk.
    pub const fn block_count(self) -> usize {
        self.blocks_per_side() * self.blocks_per_side()
    }
}

/// Which sides of a block's tile are solid on one collision layer (Sonic 2's two solidity bits per path).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema, strum::EnumIter,
)]
pub enum Solidity {
    /// Not solid at all.
    #[default]
    NotSolid,
    /// Only solid to downward floor checks (jump-through).
    Top,
    /// Solid to walls and ceilings but not to floor checks.
    LeftRightBottom,
    /// Solid from every side.
    All,
}

impl Solidity {
    /// Seen by downward (floor) sensors.
    pub const fn is_top_solid(self) -> bool {
        matches!(self, Solidity::Top | Solidity::All)
    }
    /// Seen by upward and horizontal sensors (ceilings and walls).
    pub const fn is_lrb_solid(self) -> bool {
        matches!(self, Solidity::LeftRightBottom | Solidity::All)
    }
    /// From Sonic 2's bit pair (top-solid bit, left/right/bottom-solid bit).
    pub const fn from_bits(top: bool, lrb: bool) -> Self {
        match (top, lrb) {
            (false, false) => Solidity::NotSolid,
            (true, false) => Solidity::Top,
            (false, true) => Solidity::LeftRightBottom,
            (true, true) => Solidity::All,
        }
    }
}

/// One collision layer's view of a block: which tile and how solid it is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
pub struct LayerCell {
    /// Index into the level's tile set. Only checked when `solidity` is not `None`.
    pub tile: u16,
    pub solidity: Solidity,
}

impl LayerCell {
    pub const EMPTY: LayerCell = LayerCell { tile: 0, solidity: Solidity::NotSolid };
}

/// A 16x16 block inside a chunk: a tile and solidity for collision layer A and layer B, the block's flips
/// (shared by both layers, as in Sonic 2's chunk words) and, for blocks that came from a game, which of its
/// 16x16 art blocks it shows.
///
/// Stored in RON as one compact line: `((tile, Solidity), (tile, Solidity), x_flip, y_flip)`, with the art block
/// id as a fifth element when there is one: `((3, All), (3, All), false, false, 417)`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "BlockRepr", into = "BlockRepr")]
pub struct Block {
    pub a: LayerCell,
    pub b: LayerCell,
    pub x_flip: bool,
    pub y_flip: bool,
    /// The game's 16x16 block id (Sonic 2 chunk word bits 0–9: the block mappings entry, and the entry both
    /// collision indexes give a shape for). Kept so that exporting writes the same chunk words back; `None` for
    /// blocks made in the editor (the exporter allocates ids for them).
    pub art: Option<u16>,
}

impl Block {
    pub const EMPTY: Block =
        Block { a: LayerCell::EMPTY, b: LayerCell::EMPTY, x_flip: false, y_flip: false, art: None };

    /// The cell of a collision layer.
    pub fn layer(&self, layer: Layer) -> &LayerCell {
        match layer {
            Layer::A => &self.a,
            Layer::B => &self.b,
        }
    }
    /// The cell of a collision layer, mutably.
    pub fn layer_mut(&mut self, layer: Layer) -> &mut LayerCell {
        match layer {
            Layer::A => &mut self.a,
            Layer::B => &mut self.b,
        }
    }
}

/// The on-disk shape of a block: a tuple, so the pretty printer keeps it on one line; the art id is a fifth
/// element written only when present. Named `Block` for serde so that error messages never show the helper's
/// name.
#[derive(Deserialize)]
#[serde(rename = "Block")]
struct BlockRepr(
    (u16, Solidity),
    (u16, Solidity),
    #[serde(default)] bool,
    #[serde(default)] bool,
    #[serde(default, deserialize_with = "some_u16")] Option<u16>,
);

/// A bare number as `Some` (RON would otherwise want `Some(417)`).
fn some_u16<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<u16>, D::Error> {
    u16::deserialize(d).map(Some)
}

impl Serialize for BlockRepr {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeTupleStruct;
        let mut t = s.serialize_tuple_struct("Block", if self.4.is_some() { 5 } else { 4 })?;
        t.serialize_field(&self.0)?;
        t.serialize_field(&self.1)?;
        t.serialize_field(&self.2)?;
        t.serialize_field(&self.3)?;
        if let Some(art) = self.4 {
            t.serialize_field(&art)?;
        }
        t.end()
    }
}

/// A block in JSON: `[[tile, "Solidity"], [tile, "Solidity"], x_flip, y_flip, art]`, the flips and the art id
/// optional (see [`Block`]).
impl schemars::JsonSchema for Block {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Block".into()
    }
    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let solidity = generator.subschema_for::<Solidity>();
        let cell = serde_json::json!({
            "description": "A collision layer's view of the block: [tile index, solidity].",
            "type": "array",
            "prefixItems": [{ "type": "integer", "minimum": 0, "maximum": 65535 }, solidity],
            "minItems": 2,
            "maxItems": 2
        });
        let value = serde_json::json!({
            "description": "A 16x16 block of a chunk: [layer A, layer B, x_flip, y_flip, art]. Each layer is \
                [tile index, solidity]; the flips (default false) apply to both layers; art is the game's 16x16 \
                block id (Sonic 2 chunk word bits 0-9), present only for blocks imported from a game.",
            "type": "array",
            "prefixItems": [
                cell.clone(),
                cell,
                { "type": "boolean" },
                { "type": "boolean" },
                { "type": "integer", "minimum": 0, "maximum": 65535 }
            ],
            "minItems": 2,
            "maxItems": 5
        });
        schemars::Schema::try_from(value).unwrap_or_default()
    }
}

impl From<BlockRepr> for Block {
    fn from(r: BlockRepr) -> Self {
        Block {
            a: LayerCell { tile: r.0.0, solidity: r.0.1 },
            b: LayerCell { tile: r.1.0, solidity: r.1.1 },
            x_flip: r.2,
            y_flip: r.3,
            art: r.4,
        }
    }
}

impl From<Block> for BlockRepr {
    fn from(b: Block) -> Self {
        BlockRepr((b.a.tile, b.a.solidity), (b.b.tile, b.b.solidity), b.x_flip, b.y_flip, b.art)
    }
}

/// A collision layer (SPG "Layers"; Sonic 2's path 0/1, "primary"/"secondary" collision).
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    strum::EnumIter,
    schemars::JsonSchema,
)]
pub enum Layer {
    #[default]
    A,
    B,
}

impl Layer {
    /// Both layers, A first (a test checks it against `Layer::iter()`): an array so that callers can zip
    /// per-layer arrays with it.
    pub const BOTH: [Layer; 2] = [Layer::A, Layer::B];
}

/// A chunk: `ChunkSize::block_count()` blocks in row-major order (row 0 at the top).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Chunk {
    pub blocks: Vec<Block>,
}

impl Chunk {
    /// An empty chunk of the given size.
    pub fn empty(size: ChunkSize) -> Self {
        Chunk { blocks: vec![Block::EMPTY; size.block_count()] }
    }
    /// The block at (column, row), if inside the chunk.
    pub fn block(&self, size: ChunkSize, col: usize, row: usize) -> Option<&Block> {
        let n = size.blocks_per_side();
        if col < n && row < n { self.blocks.get(row * n + col) } else { None }
    }
    /// The block at (column, row), mutably.
    pub fn block_mut(&mut self, size: ChunkSize, col: usize, row: usize) -> Option<&mut Block> {
        let n = size.blocks_per_side();
        if col < n && row < n { self.blocks.get_mut(row * n + col) } else { None }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use strum::IntoEnumIterator;

    #[test]
    fn both_lists_every_layer_a_first() {
        assert_eq!(Layer::BOTH.to_vec(), Layer::iter().collect::<Vec<_>>());
    }
}
