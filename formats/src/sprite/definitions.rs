//! SonLVL's object definitions: the project's `objlst=` INI files (the global one, then the level's, which
//! overrides it id by id) and the XML files they name (`xmlfile=`). A definition says how SonLVL draws an
//! object: images made from an art file (or the level's own patterns, `LevelArt`), a mapping file's frame
//! or a label in a larger source, and a palette line to add; which image a subtype shows; the subtypes'
//! names. Objects whose definition is C# code (`codefile=`) are kept by their type name; the drawing code
//! knows a few of them ([`Builtin`]) and draws the others as markers.
//!
//! Paths in every file start at the project file's folder, as SonLVL resolves them.

use crate::import::sonlvl::Project;
use quick_xml::events::{BytesStart, Event};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// How art bytes are stored.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Compression {
    #[default]
    Nemesis,
    Kosinski,
    /// Moduled Kosinski (skdisasm's `.kosm`: [`crate::import::kosinski::decompress_moduled`]).
    KosinskiM,
    Uncompressed,
}

impl Compression {
    fn parse(text: &str) -> Option<Self> {
        match text.trim().to_ascii_lowercase().as_str() {
            "nemesis" => Some(Compression::Nemesis),
            "kosinski" => Some(Compression::Kosinski),
            "kosinskim" => Some(Compression::KosinskiM),
            "uncompressed" => Some(Compression::Uncompressed),
            _ => None,
        }
    }
}

/// Where an image's patterns come from.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ArtFile {
    /// The level's own patterns (SonLVL's `LevelArt`).
    Level,
    Path(PathBuf),
}

/// One art file of an image, loaded at a byte offset (later files overwrite earlier ones where they meet), as
/// SonLVL's `MultiFileIndexer.AddFile` places them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ArtPart {
    pub file: ArtFile,
    pub compression: Compression,
    /// The byte its first byte goes to: `None` (no offset given, or SonLVL's −1) right after the files before
    /// it end; a negative one drops the file's first bytes (Wing Fortress's hook on a chain: `:-128`).
    pub offset: Option<i64>,
}

/// An art offset as SonLVL's `FileInfo` reads it: `0x` then hex digits, else a decimal integer; −1 means none.
pub fn parse_offset(text: &str) -> Option<Option<i64>> {
    let text = text.trim();
    let value = match text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        Some(hex) => i64::from_str_radix(hex, 16).ok()?,
        None => text.parse::<i64>().ok()?,
    };
    Some((value != -1).then_some(value))
}

/// Which frame of a mapping source.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum FrameRef {
    /// The n-th entry of the file's mapping table.
    Index(usize),
    /// The `spriteHeader` block at this label (s2.asm's inline mappings).
    Label(String),
}

/// An image made from mappings.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ImageDef {
    pub art: Vec<ArtPart>,
    pub mappings: PathBuf,
    pub frame: FrameRef,
    /// A DPLC file (the player's definitions, an XML `MapFile`'s `dplcfile`): the frame's patterns are the ones
    /// its cues load (`Perform_DPLC`), not the art's from pattern 0.
    pub dplc: Option<PathBuf>,
    /// Added to each piece's palette line (`pal=` / `startpal`).
    pub line: u8,
}

/// How an image reference follows the object's flip.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum FlipRule {
    /// Flipped with the object.
    #[default]
    Normal,
    NeverFlip,
    AlwaysFlip,
    ReverseFlip,
}

impl FlipRule {
    fn parse(text: &str) -> Self {
        match text {
            "NeverFlip" => FlipRule::NeverFlip,
            "AlwaysFlip" => FlipRule::AlwaysFlip,
            "ReverseFlip" => FlipRule::ReverseFlip,
            _ => FlipRule::Normal,
        }
    }

    /// The flip an image gets when the object's flip is `object`.
    pub fn apply(self, object: bool) -> bool {
        match self {
            FlipRule::Normal => object,
            FlipRule::NeverFlip => false,
            FlipRule::AlwaysFlip => true,
            FlipRule::ReverseFlip => !object,
        }
    }
}

/// An image drawn at an offset from the object's position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ImageRef {
    pub image: String,
    pub dx: i32,
    pub dy: i32,
    pub x_flip: FlipRule,
    pub y_flip: FlipRule,
}

impl ImageRef {
    fn plain(image: &str) -> Self {
        ImageRef { image: image.to_string(), dx: 0, dy: 0, x_flip: FlipRule::Normal, y_flip: FlipRule::Normal }
    }
}

/// A named subtype.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SubtypeName {
    pub id: u8,
    /// Empty when the INI only lists the id.
    pub name: String,
    pub image: Option<String>,
}

/// A property read from the subtype, for display conditions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Property {
    /// `BitsProperty`: (subtype >> start) & (2^length − 1), of type `int`, `bool` or an enum's name.
    Bits { name: String, kind: String, start: u8, length: u8 },
    /// `CustomProperty` whose getter is `return EXPR;` over `obj.SubType` (None: a getter this reader
    /// cannot evaluate), of type `kind` (an enum's name, or `int`, …).
    Custom { name: String, kind: String, getter: Option<String> },
}

/// One `DisplayOption`: the images drawn when every condition holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DisplayOption {
    /// (property, value as written).
    pub conditions: Vec<(String, String)>,
    pub images: Vec<ImageRef>,
}

/// Objects defined by C# code that the drawing code knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Builtin {
    /// `EHZ/Bridge.cs`: subtype & $1F logs of the `log` image side by side, centred on the object.
    Bridge,
    /// `Common/MovingBlock.cs` in Chemical Plant: the `block` image (obj6B frame 0, palette line 3) for
    /// subtypes whose bits 4–6 are 1 (the stair blocks $18–$1B), never flipped, moved to where the block
    /// starts its motion ([`moving_block_offset`]); other subtypes keep the marker (its "unknown" image).
    MovingBlock,
    /// `Common/InvisibleBlock.cs`: the `icon` image (obj74 frame 0 over the monitor art) inside an outline
    /// of ((subtype >> 4) + 1) x ((subtype & $F) + 1) blocks in palette colour $1C, centred on the object.
    InvisibleBlock,
    /// `EHZ/TwistingPathway.cs`: the corkscrew's path as a guide: `Obj06_CosineTable`'s curve from 208 px
    /// left of the object over $1A0 px, a vertical line at the object and a floor line 52 px below it,
    /// 384 px wide, all in palette colour $1C.
    TwistingPathway,
    /// Sonic 1's `GHZ/SpikedPole.cs`: min(subtype, $16) spikes side by side 16 px apart, centred on the
    /// object, spike i showing frame i & 7 of the helix's mappings (images "0"–"7").
    SpikedPole,
    /// `CNZ/ConveyorBelt.cs`: a white outline (SonLVL's `ColorWhite`) 2 × (subtype & $F) × 16 px wide and
    /// 48 px tall from (−w, −32), a white line across its middle on the right half (the left half when
    /// x-flipped: the way the belt carries), and the `icon` image (obj74 frame 0 over the monitor art) over
    /// them at the object, never flipped.
    ConveyorBelt,
    /// Sonic 1's `GHZ/SwingingPlatform.cs` (and Star Light's and Scrap Brain's copies): the `anchor` image,
    /// subtype & $F `link`s below it 16 px apart, then the `platform` (or the `ball` when subtype bit 4 is
    /// set) 8 px above where the next link would be.
    Swing,
    /// Sonic 3 & Knuckles' `Common/Spikes.cs`: movement (subtype & $F) beyond 3 draws the unknown sprite (the
    /// marker); moving up and down with a Y-flip, or sideways with an X-flip, the spikes show 32 px down or
    /// right (`GetSprite`).
    S3kSpikes,
    /// Sonic 3 & Knuckles' `Common/InvisibleBlock.cs` (and its hurt, shock and lava blocks): the `icon`
    /// image (`Map - Invisible Block.asm` frame 0 over `RingHUDText.nem`) flipped with the object, inside a
    /// white (`ColorWhite`) outline of ((subtype >> 4) + 1) x ((subtype & $F) + 1) blocks centred on it
    /// (`GetDebugOverlay`).
    S3kInvisibleBlock,
    /// Hydrocity's `HCZ/SnakeBlocks.cs`: the `block` image (`Map - Floating Platform.asm` frame 1 over
    /// `Act 2 Block Platform.nem`), never flipped, where its cycle starts ([`snake_block_offset`]), in the
    /// white 129 px square of its path (`GetDebugOverlay`).
    SnakeBlock,
    /// Hydrocity's `HCZ/SpinningColumn.cs`: the `column` image (`Map - Spinning Column.asm` frame 1, line 2)
    /// flipped with the object, moved where its movement starts it ([`spinning_column_offset`]); movement 3
    /// draws the unknown sprite (the marker).
    SpinningColumn,
    /// Sonic 3 & Knuckles' `Common/TensionBridge.cs` (Hydrocity's, Icecap's, Lava Reef's): count = subtype
    /// & $7F segments of the `segment` image (frame 0, its top left at the segment's corner) 16 px apart
    /// from −8 × ((count & $1E) + 1) px left and 8 px up, each `slope` px below the one before when subtype
    /// bit 7 is set; fewer than 8 are padded to 8 with flat ones, an odd count beyond 8 loses its last to
    /// the bitmap's width; never flipped; counts beyond 16 draw the unknown sprite (the marker).
    TensionBridge {
        /// Pixels each segment lies below the one before when bit 7 is set (ICZ 3; HCZ and LRZ 0).
        slope: u8,
    },
    /// Angel Island's `AIZ/GiantRideVine.cs` (the swinging vine): frames 0–33 of `Map - (&MHZ) Ride Vine.asm`
    /// over `Swing Vine.nem` (images "0"–"33", line 0) placed by [`giant_ride_vine_pieces`], never flipped.
    GiantRideVine,
    /// Sonic 3 & Knuckles' `Common/FloatingPlatform.cs`: the `platform` image (frame 0, line 2), never
    /// flipped, moved to where its routine (subtype & $F) starts it ([`floating_platform_offset`]); routines
    /// beyond $C, or a size (subtype & $70) other than the zone's, draw the unknown sprite (the marker).
    S3kFloatingPlatform {
        /// The zone's platform size bits (`BuildSprites`' `defaultSubtype`: AIZ $20, HCZ $10, MGZ 0).
        size: u8,
    },
}

/// `GiantRideVine.cs`'s `spriteData` for angles 5–13 (the others alias them: 0 → 10, 1 → 9, 2 → 8, 3 → 7, 4 → 6,
/// 14 → 12, 15 → 11): each link's x, y and mapping frame, from the anchor end.
const GIANT_RIDE_VINE: [[[i16; 16]; 3]; 9] = [
    [
        [0, -15, -30, -46, -62, -78, -94, -109, -124, -137, -148, -159, -168, -174, -180, -187],
        [4, 10, 16, 19, 19, 20, 17, 11, 5, -4, -15, -26, -39, -54, -69, -86],
        [33, 6, 6, 7, 8, 8, 9, 10, 10, 11, 12, 12, 13, 14, 14, 15],
    ],
    [
        [0, -13, -28, -43, -59, -75, -91, -107, -122, -137, -150, -163, -174, -183, -192, -202],
        [4, 13, 19, 25, 28, 28, 29, 26, 20, 14, 5, -4, -15, -28, -41, -57],
        [33, 5, 6, 6, 7, 8, 8, 9, 10, 10, 11, 11, 12, 13, 13, 14],
    ],
    [
        [0, -11, -22, -35, -48, -63, -78, -94, -110, -126, -142, -158, -174, -189, -204, -221],
        [4, 15, 26, 35, 44, 50, 56, 59, 62, 62, 63, 60, 57, 51, 45, 35],
        [33, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11],
    ],
    [
        [0, -6, -12, -21, -30, -39, -48, -59, -70, -81, -92, -105, -118, -131, -144, -163],
        [4, 19, 34, 47, 60, 73, 86, 97, 108, 119, 130, 139, 148, 157, 166, 172],
        [33, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6],
    ],
    [
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        [4, 20, 36, 52, 68, 84, 100, 116, 132, 148, 164, 180, 196, 212, 228, 244],
        [33, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ],
    [
        [-1, 5, 11, 17, 26, 35, 44, 53, 64, 75, 86, 97, 110, 123, 136, 146],
        [4, 19, 34, 49, 62, 75, 88, 101, 112, 123, 134, 145, 154, 163, 172, 181],
        [33, 30, 30, 30, 29, 29, 29, 29, 28, 28, 28, 28, 27, 27, 27, 27],
    ],
    [
        [-1, 10, 21, 34, 47, 62, 77, 93, 109, 125, 141, 157, 173, 188, 203, 213],
        [4, 15, 26, 35, 44, 50, 56, 59, 62, 62, 63, 60, 57, 51, 45, 35],
        [33, 28, 28, 27, 27, 26, 26, 25, 25, 24, 24, 23, 23, 22, 22, 21],
    ],
    [
        [-1, 12, 27, 42, 58, 74, 90, 106, 121, 136, 149, 162, 173, 182, 191, 194],
        [4, 13, 19, 25, 28, 28, 29, 26, 20, 14, 5, -4, -15, -28, -41, -57],
        [33, 27, 26, 26, 25, 24, 24, 23, 22, 22, 21, 21, 20, 19, 19, 18],
    ],
    [
        [-1, 12, 27, 43, 59, 75, 91, 106, 121, 134, 145, 156, 165, 171, 177, 177],
        [4, 13, 19, 22, 22, 23, 20, 14, 8, -1, -12, -23, -36, -51, -66, -83],
        [33, 27, 26, 25, 24, 24, 23, 22, 22, 21, 20, 20, 19, 18, 18, 17],
    ],
];

/// The pieces `GiantRideVine.cs`'s `SpriteFromSpriteData` draws for a subtype (angle subtype >> 4, length
/// subtype & $F), as (mapping frame, x, y): frame 33 at the object, then the links of `spriteData[angle]`
/// entries 1..=length (entry i's frame at entry i − 1's place), and the handle (frame 32) at entry length's.
pub fn giant_ride_vine_pieces(subtype: u8) -> Vec<(usize, i32, i32)> {
    let angle = usize::from(subtype >> 4);
    let row = match angle {
        0 => 10,
        1 => 9,
        2 => 8,
        3 => 7,
        4 => 6,
        14 => 12,
        15 => 11,
        a => a,
    } - 5;
    let [xs, ys, frames] = &GIANT_RIDE_VINE[row];
    let length = usize::from(subtype & 0xF);
    let at = |i: usize| (i32::from(xs[i]), i32::from(ys[i]));
    let mut pieces = vec![(usize::from(frames[0].unsigned_abs()), 0, 0)];
    for (i, frame) in frames.iter().enumerate().take(length + 1).skip(1) {
        let (x, y) = at(i - 1);
        pieces.push((usize::from(frame.unsigned_abs()), x, y));
    }
    let (x, y) = at(length);
    pieces.push((32, x, y));
    pieces
}

/// Where `TensionBridge.cs`'s `GetSprite` draws each segment of a tension bridge, relative to the object: its
/// bitmap spans 16 × max(count & $1E, 8) px from (−8 × ((count & $1E) + 1), −8); segment i is 16 × i px
/// into it and, while i < count, `slope` × i px down when subtype bit 7 is set (fewer than 8 segments are
/// padded with flat ones; a segment past the bitmap's width is cut off). Empty beyond 16 segments (the
/// unknown sprite).
pub fn tension_bridge_segments(subtype: u8, slope: u8) -> Vec<(i32, i32)> {
    let count = i32::from(subtype & 0x7F);
    if count > 16 {
        return Vec::new();
    }
    let truncated = count & 0x1E;
    let horz = if count < 8 { 8 } else { truncated };
    let offset = if subtype & 0x80 == 0 { 0 } else { i32::from(slope) };
    (0..count.max(8))
        .filter(|&i| i < horz)
        .map(|i| (-8 * (truncated + 1) + 16 * i, -8 + if i < count { offset * i } else { 0 }))
        .collect()
}

/// Where `SpinningColumn.cs`'s `GetSprite` draws the column: moving sideways (subtype & 3 = 1),
/// (subtype & $F0) − $70 px right (left when x-flipped); moving up and down (2) and x-flipped, $80 px down.
pub fn spinning_column_offset(subtype: u8, x_flip: bool) -> (i32, i32) {
    match subtype & 3 {
        1 => {
            let offset = i32::from(subtype & 0xF0) - 0x70;
            (if x_flip { -offset } else { offset }, 0)
        }
        2 if x_flip => (0, 0x80),
        _ => (0, 0),
    }
}

/// Where `SnakeBlocks.cs`'s `GetSprite` draws a snake block: 64 px from the object on one side of its square
/// path and cos(π × (subtype & $7F) / 128) × 64 (truncated) along it; the side by the direction (subtype bit 7)
/// and the flips.
pub fn snake_block_offset(subtype: u8, x_flip: bool, y_flip: bool) -> (i32, i32) {
    let along = (std::f64::consts::PI * f64::from(subtype & 0x7F) / 128.0).cos() * 64.0;
    let o = along as i32;
    match (subtype & 0x80 != 0, y_flip, x_flip) {
        (true, true, true) => (o, 64),
        (true, true, false) => (64, -o),
        (true, false, true) => (-o, -64),
        (true, false, false) => (-64, o),
        (false, true, true) => (-64, o),
        (false, true, false) => (o, 64),
        (false, false, true) => (64, -o),
        (false, false, false) => (-o, -64),
    }
}

/// Where `FloatingPlatform.cs`'s `GetSprite` draws a Sonic 3 & Knuckles floating platform relative to the
/// object, by its routine (subtype & $F) and x-flip.
pub fn floating_platform_offset(subtype: u8, x_flip: bool) -> (i32, i32) {
    match (subtype & 0x0F, x_flip) {
        (1, true) => (0x40, 0),
        (2, true) => (0x80, 0),
        (3, true) => (0, -0x40),
        (4, true) => (0, -0x80),
        (5, true) => (0x80, -0x40),
        (6, true) => (0, -0x40),
        (6 | 0xC, _) => (0x80, 0),
        (8, _) => (-0x10, -0x10),
        (9, _) => (-0x30, -0x30),
        (0xA, _) => (-0x50, -0x50),
        (0xB, _) => (-0x70, -0x70),
        _ => (0, 0),
    }
}

/// Where `MovingBlock.cs` draws a moving block relative to the object (`GetOffset`): by the subtype's low
/// nibble (the behaviour) and the object's flips. Horizontal movers (1, 2) start $40/$80 px left when
/// x-flipped; vertical ones (3, 4) start $40/$80 px up when x-flipped (the .cs tests the x flip for both);
/// stair blocks (8–$B) sit a radius of $10/$30/$50/$70 px up and left, down and right when exactly one
/// flip is set.
pub fn moving_block_offset(subtype: u8, x_flip: bool, y_flip: bool) -> (i32, i32) {
    const STAIR_RADII: [i32; 4] = [0x10, 0x30, 0x50, 0x70];
    match subtype & 0x0F {
        b @ (1 | 2) if x_flip => (if b == 1 { -0x40 } else { -0x80 }, 0),
        b @ (3 | 4) if x_flip => (0, if b == 3 { -0x40 } else { -0x80 }),
        b @ 8..=0xB => {
            let r = STAIR_RADII[usize::from(b - 8)];
            if x_flip ^ y_flip { (r, r) } else { (-r, -r) }
        }
        _ => (0, 0),
    }
}

/// Where a definition came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    Ini,
    Xml(PathBuf),
    /// C# code: its `codetype=`.
    Code(String),
}

/// One object's definition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Definition {
    pub name: Option<String>,
    pub source: Source,
    /// Images by id, in file order.
    pub images: Vec<(String, ImageDef)>,
    /// The `DefaultImage` refs, or the `Image` attribute's image, or the INI's one image.
    pub default_image: Vec<ImageRef>,
    pub subtypes: Vec<SubtypeName>,
    pub display: Vec<DisplayOption>,
    pub properties: Vec<Property>,
    /// Enum name → members and their values: a member's `value=`, else one more than the member before
    /// (the first 0), as SonLVL's `XMLObjectDefinition.Init` numbers them (Mystic Cave's swinging platform:
    /// Normal 0, Bounce (Left) 16, Static 32, Bounce (Right) 48, Trap 64).
    pub enums: BTreeMap<String, Vec<(String, i64)>>,
    pub default_subtype: Option<u8>,
    pub builtin: Option<Builtin>,
    /// Images chosen by subtype bits, the first whose `subtype & mask == value` (Sonic 3 & Knuckles' C#
    /// definitions' `GetSubtypeSprites`); when there are any and none matches, nothing is drawn (SonLVL's
    /// unknown-object sprite: the marker).
    pub subtype_images: Vec<(u8, u8, ImageRef)>,
}

impl Definition {
    fn new(source: Source) -> Self {
        Definition {
            name: None,
            source,
            images: Vec::new(),
            default_image: Vec::new(),
            subtypes: Vec::new(),
            display: Vec::new(),
            properties: Vec::new(),
            enums: BTreeMap::new(),
            default_subtype: None,
            builtin: None,
            subtype_images: Vec::new(),
        }
    }

    /// An image by id.
    pub fn image(&self, id: &str) -> Option<&ImageDef> {
        self.images.iter().find(|(i, _)| i == id).map(|(_, d)| d)
    }

    /// The subtype's name, if the definition names it.
    pub fn subtype_name(&self, subtype: u8) -> Option<String> {
        match self.builtin {
            Some(Builtin::Bridge) => return Some(format!("{} logs", subtype & 0x1F)),
            Some(Builtin::SpikedPole) => return Some(format!("{} spikes", subtype.min(0x16))),
            Some(Builtin::Swing) if subtype & 0x10 != 0 => {
                return Some(format!("{} links + wrecking ball", subtype & 0xF));
            }
            Some(Builtin::Swing) => return Some(format!("{} links", subtype & 0xF)),
            Some(Builtin::InvisibleBlock) => {
                return Some(format!("{}x{} blocks", (subtype >> 4) + 1, (subtype & 0xF) + 1));
            }
            Some(Builtin::ConveyorBelt) => return Some(format!("{} blocks", (subtype & 0xF) * 2)),
            Some(Builtin::TensionBridge { slope }) => {
                let bit = match (subtype & 0x80 != 0, slope) {
                    (false, _) => "",
                    (true, 0) => ", collapsing",
                    (true, _) => ", angled",
                };
                return Some(format!("{} segments{bit}", subtype & 0x7F));
            }
            Some(Builtin::S3kInvisibleBlock) => {
                return Some(format!("{}x{} blocks", (subtype >> 4) + 1, (subtype & 0xF) + 1));
            }
            Some(Builtin::MovingBlock) => {
                let name = match subtype {
                    0 => "Stationary",
                    1 => "Horizontal, short range",
                    2 => "Horizontal, long range",
                    3 => "Vertical, short range",
                    4 => "Vertical, long range",
                    5 => "Sinks when stood on",
                    7 => "Downward elevator",
                    0x18 => "Stair block, smallest range",
                    0x19 => "Stair block, small range",
                    0x1A => "Stair block, large range",
                    0x1B => "Stair block, largest range",
                    _ => return None,
                };
                return Some(name.to_string());
            }
            _ => {}
        }
        self.subtypes.iter().find(|s| s.id == subtype && !s.name.is_empty()).map(|s| s.name.clone())
    }

    /// A property's value for a subtype (None: unknown property or a getter not evaluated).
    pub fn property(&self, name: &str, subtype: u8) -> Option<i64> {
        self.properties.iter().find_map(|p| match p {
            Property::Bits { name: n, start, length, .. } if n == name => {
                let mask = (1u32 << (*length).min(8)) - 1;
                Some(((subtype as u32 >> (*start).min(7)) & mask) as i64)
            }
            Property::Custom { name: n, getter, .. } if n == name => {
                let expr = getter.as_deref()?;
                super::asm::eval(expr, &|v| (v == "obj.SubType").then_some(subtype as i64)).ok()
            }
            _ => None,
        })
    }

    /// Whether a display condition holds: the value is an enum member's name, `True`/`False`, or a number.
    fn condition(&self, property: &str, value: &str, subtype: u8) -> bool {
        let Some(actual) = self.property(property, subtype) else { return false };
        let kind = self.properties.iter().find_map(|p| match p {
            Property::Bits { name, kind, .. } | Property::Custom { name, kind, .. } if name == property => {
                Some(kind.as_str())
            }
            _ => None,
        });
        let wanted = match kind.and_then(|k| self.enums.get(k)) {
            Some(members) => members.iter().find(|(m, _)| m == value).map(|(_, v)| *v),
            None => match value {
                "True" | "true" => Some(1),
                "False" | "false" => Some(0),
                v => v.trim().parse().ok(),
            },
        };
        wanted == Some(actual)
    }

    /// The images a subtype shows, as SonLVL's `XMLObjectDefinition.GetSprite` picks them: with display
    /// options, the first whose conditions hold (none when it lists none: a marker), else the default;
    /// without, the subtype's own image, else the default.
    pub fn images_for(&self, subtype: u8) -> Vec<ImageRef> {
        if !self.subtype_images.is_empty() {
            return self
                .subtype_images
                .iter()
                .filter(|(m, v, _)| subtype & m == *v)
                .take(1)
                .map(|r| r.2.clone())
                .collect();
        }
        if !self.display.is_empty() {
            return match self.display.iter().find(|o| o.conditions.iter().all(|(p, v)| self.condition(p, v, subtype))) {
                Some(option) => option.images.clone(),
                None => self.default_image.clone(),
            };
        }
        if let Some(image) = self.subtypes.iter().find(|s| s.id == subtype).and_then(|s| s.image.as_ref()) {
            return vec![ImageRef::plain(image)];
        }
        self.default_image.clone()
    }
}

/// Which definition: an object id, or one of the INI's named entries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DefinitionKey {
    Object(u8),
    /// `[Ring]`.
    Ring,
    /// `[Sonic]` (the player's mappings and DPLCs).
    Sonic,
}

/// The definitions a level's project gives.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Definitions {
    pub by_key: BTreeMap<DefinitionKey, Definition>,
    /// The project's folder (every path above starts there).
    pub dir: PathBuf,
    /// Files or entries that could not be read (the rest still loads).
    pub problems: Vec<String>,
    /// The project is Sonic 1's (`version=S1`): placements map to its object ids ([`Definitions::key`]).
    pub sonic1: bool,
    /// The project is Sonic 3 & Knuckles' (`version=S3K` or `SKC`): placements map to its records
    /// ([`crate::object::s3k::to_record`]: a spring is $07, not Sonic 2's $41).
    pub sonic3k: bool,
}

/// Most bytes an INI or XML definition file may have.
const MAX_DEFINITION_BYTES: u64 = 1024 * 1024;

impl Definitions {
    /// Reads the global `objlst=` and the section's own, the section's entries replacing the global ones.
    pub fn load(project: &Project, section: &str) -> Definitions {
        let dir = project.path().parent().map(Path::to_path_buf).unwrap_or_default();
        let version = project.section_entry(section, "version").or(project.global_entry("version"));
        let is = |game: &str| version.is_some_and(|v| v.trim().eq_ignore_ascii_case(game));
        // Sonic & Knuckles Collection's projects (`SKC`) place Sonic 3 & Knuckles' objects.
        let (sonic1, sonic3k) = (is("S1"), is("S3K") || is("SKC"));
        let mut defs = Definitions { dir: dir.clone(), sonic1, sonic3k, ..Definitions::default() };
        let lists = [project.global_entry("objlst"), project.section_entry(section, "objlst")];
        for list in lists.into_iter().flatten() {
            for file in list.split('|') {
                defs.read_ini(&dir.join(file.trim()));
            }
        }
        defs
    }

    /// A definition.
    pub fn get(&self, key: DefinitionKey) -> Option<&Definition> {
        self.by_key.get(&key)
    }

    /// The name a definition gives an object and subtype: "Name: subtype name", or either alone.
    pub fn name(&self, key: DefinitionKey, subtype: u8) -> Option<String> {
        let d = self.get(key)?;
        match (&d.name, d.subtype_name(subtype)) {
            (Some(n), Some(s)) => Some(format!("{n}: {s}")),
            (Some(n), None) => Some(n.clone()),
            (None, Some(s)) => Some(s),
            (None, None) => None,
        }
    }

    /// The definition, subtype and flips an object placement is drawn with: rings by `[Ring]`, every kind
    /// with a Sonic 2 record by its object id (None for kinds without one).
    pub fn key_for(o: &crate::ObjectPlacement) -> Option<(DefinitionKey, u8, bool, bool)> {
        if o.kind == crate::object::ObjectKind::Ring {
            return Some((DefinitionKey::Ring, 0, false, false));
        }
        let r = crate::object::s2::to_record(o)?;
        Some((DefinitionKey::Object(r.id), r.subtype, r.x_flip, r.y_flip))
    }

    /// [`Definitions::key_for`] for this project's game: in a Sonic 1 project every placement but a ring by
    /// the id and subtype Sonic 1's layouts store it with (`export::s1::to_record`; the id byte's respawn bit
    /// dropped), rings by the ring group's `[25]` definition (`Common/Ring.cs`), one ring each.
    pub fn key(&self, o: &crate::ObjectPlacement) -> Option<(DefinitionKey, u8, bool, bool)> {
        if self.sonic3k && o.kind != crate::object::ObjectKind::Ring {
            let r = crate::object::s3k::to_record(o)?;
            return Some((DefinitionKey::Object(r.id), r.subtype, r.x_flip, r.y_flip));
        }
        if !self.sonic1 {
            return Self::key_for(o);
        }
        if o.kind == crate::object::ObjectKind::Ring {
            return Some((DefinitionKey::Ring, 0, false, false));
        }
        let (id, subtype) = crate::export::s1::to_record(o)?;
        Some((DefinitionKey::Object(id & 0x7F), subtype, o.x_flip, o.y_flip))
    }

    fn read_ini(&mut self, path: &Path) {
        let text = match crate::read::read_bounded(path, MAX_DEFINITION_BYTES, "object definition files") {
            Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
            Err(e) => return self.problems.push(format!("{}: {e}", path.display())),
        };
        for (name, entries) in parse_ini(&text) {
            let key = match name.as_str() {
                "Ring" => DefinitionKey::Ring,
                "Sonic" => DefinitionKey::Sonic,
                id => match u8::from_str_radix(id, 16) {
                    Ok(id) => DefinitionKey::Object(id),
                    Err(_) => continue, // Other named entries (Tails, …) are not objects.
                },
            };
            let get = |k: &str| lookup(&entries, k);
            // Sonic 1 keeps rings as an object (`[25]`, `Common/Ring.cs`); each of a group's rings is one
            // placement here, drawn with the group's ring image.
            let key = if get("codetype").is_some_and(|c| c.trim() == "S1ObjectDefinitions.Common.Ring") {
                DefinitionKey::Ring
            } else {
                key
            };
            let definition = if let Some(xml) = get("xmlfile") {
                let xml_path = self.dir.join(xml);
                match self.read_xml(&xml_path) {
                    Ok(d) => d,
                    Err(e) => {
                        self.problems.push(format!("{}: {e}", xml_path.display()));
                        continue;
                    }
                }
            } else {
                self.ini_definition(&entries)
            };
            self.by_key.insert(key, definition);
        }
    }

    fn ini_definition(&self, entries: &[(String, String)]) -> Definition {
        let get = |k: &str| lookup(entries, k);
        let source = match get("codetype").or(get("codefile")) {
            Some(code) => Source::Code(code.to_string()),
            None => Source::Ini,
        };
        let mut d = Definition::new(source);
        d.name = get("name").map(str::to_string);
        let compression = get("artcmp").and_then(Compression::parse);
        let number = |k: &str| get(k).and_then(|v| v.trim().parse::<usize>().ok());
        if let (Some(art), Some(map)) = (get("art"), get("mapasm")) {
            let frame = match get("mapasmlbl") {
                Some(label) => FrameRef::Label(label.to_string()),
                None => FrameRef::Index(number("frame").unwrap_or(0)),
            };
            let image = ImageDef {
                art: art
                    .split('|')
                    .map(|f| {
                        // `file:offset` loads the file at a byte offset (s1disasm `objSBZ.ini`'s collapsing
                        // floor: its art again 128 bytes on, as `PLC_SBZ` loads it at two places; the Tornado's
                        // `:0x5100`); without one, after the files before it.
                        let (f, offset) = match f.rsplit_once(':').and_then(|(f, o)| Some((f, parse_offset(o)?))) {
                            Some((f, offset)) => (f, offset),
                            None => (f, None),
                        };
                        ArtPart { file: self.art_file(f), compression: compression_of(f, compression), offset }
                    })
                    .collect(),
                mappings: self.dir.join(map),
                frame,
                dplc: get("dplcasm").map(|p| self.dir.join(p)),
                line: number("pal").unwrap_or(0) as u8 & 3,
            };
            d.images.push(("default".into(), image));
            d.default_image = vec![ImageRef::plain("default")];
        }
        if let Some(list) = get("subtypes") {
            d.subtypes = list
                .split(',')
                .filter_map(|s| u8::from_str_radix(s.trim(), 16).ok())
                .map(|id| SubtypeName { id, name: String::new(), image: None })
                .collect();
        }
        d.default_subtype = get("defaultsubtype").and_then(|s| u8::from_str_radix(s.trim(), 16).ok());
        if let Source::Code(code) = d.source.clone() {
            if code.starts_with("S1ObjectDefinitions.") {
                self.s1_code_definition(&code, &mut d);
                // `Ring.cs` takes Japanese revision 1's mappings when the entry says `revision=1`.
                if get("revision").is_some_and(|r| r.trim() == "1")
                    && let Some((_, ring)) = d.images.iter_mut().find(|(id, _)| id == "ring")
                {
                    ring.mappings = self.dir.join("../_maps/Rings (JP1).asm");
                }
            } else {
                self.code_definition(&code, &mut d);
            }
        }
        d
    }

    /// The C# definitions the drawing code knows (see [`Builtin`]): their names, images and subtypes as
    /// their `.cs` files set them up in `Init`.
    fn code_definition(&self, code: &str, d: &mut Definition) {
        if code.starts_with("S3KObjectDefinitions.") {
            return self.s3k_code_definition(code, d);
        }
        let nemesis = |art: &str, map: &str, frame: usize, line: u8| ImageDef {
            art: vec![ArtPart {
                file: ArtFile::Path(self.dir.join(art)),
                compression: Compression::Nemesis,
                offset: None,
            }],
            mappings: self.dir.join(map),
            frame: FrameRef::Index(frame),
            dplc: None,
            line,
        };
        let (name, builtin, id, image, subtypes): (&str, Builtin, &str, ImageDef, &[u8]) =
            if code.ends_with("EHZ.Bridge") {
                // The log is frame 0 of obj11_b over "EHZ bridge", palette line 2.
                d.default_subtype = Some(8);
                (
                    "Bridge",
                    Builtin::Bridge,
                    "log",
                    nemesis("../art/nemesis/EHZ bridge.nem", "../mappings/sprite/obj11_b.asm", 0, 2),
                    &[],
                )
            } else if code.ends_with("Common.MovingBlock") {
                // Chemical Plant's art and mappings (the .cs picks them by the level's name; Mystic Cave's
                // `obj65_a` over the level art is not among the levels here).
                let image = nemesis("../art/nemesis/Moving block from CPZ.nem", "../mappings/sprite/obj6B.asm", 0, 3);
                ("Moving Block", Builtin::MovingBlock, "block", image, &[0, 0x18, 0x19, 0x1A, 0x1B])
            } else if code.ends_with("Common.InvisibleBlock") {
                let image = nemesis("../art/nemesis/Monitor and contents.nem", "../mappings/sprite/obj74.asm", 0, 0);
                ("Invisible Solid Block", Builtin::InvisibleBlock, "icon", image, &[0])
            } else if code.ends_with("CNZ.ConveyorBelt") {
                let image = nemesis("../art/nemesis/Monitor and contents.nem", "../mappings/sprite/obj74.asm", 0, 0);
                ("Conveyor Belt", Builtin::ConveyorBelt, "icon", image, &[0])
            } else if code.ends_with("EHZ.TwistingPathway") {
                d.name = Some("Twisting Pathway".into());
                d.builtin = Some(Builtin::TwistingPathway);
                d.subtypes = vec![SubtypeName { id: 0, name: String::new(), image: None }];
                return;
            } else {
                return;
            };
        d.name = Some(name.into());
        d.builtin = Some(builtin);
        if matches!(builtin, Builtin::InvisibleBlock | Builtin::ConveyorBelt) && !image.mappings.is_file() {
            // The icon's mappings are not in every copy of the disassembly: the outline alone then.
            return;
        }
        d.images.push((id.into(), image));
        d.default_image = vec![ImageRef::plain(id)];
        if !subtypes.is_empty() {
            d.subtypes = subtypes.iter().map(|&id| SubtypeName { id, name: String::new(), image: None }).collect();
        }
    }

    /// Sonic 3 & Knuckles' common C# definitions (skdisasm `SonLVL INI Files/Common/*.cs`) as their `Init`
    /// builds their sprites and `GetSubtypeSprites` picks one ([`Definition::subtype_images`]):
    /// - `Spring.cs`: `SpikesSprings.nem` from byte 512 (vertical) or 1024 (horizontal), `Map - Spring.asm`'s
    ///   `word_23788`/`word_237AC` (red/yellow, up and down) and `word_237D0`/`word_237F4` (sideways), by
    ///   subtype bit 1 and bits 4–6; diagonal and other directions draw SonLVL's unknown sprite (the marker).
    /// - `Monitor.cs` (and its `HiddenMonitor`): `Monitors.nem` with the life icon at byte 25088, `Map - Monitor.asm` frame 0 (static),
    ///   2 (1-up), subtype + 1 for 2–9.
    /// - `Spikes.cs`: `Map - Spikes.asm` frame subtype >> 4 (`SpikesSprings.nem` from byte 256 for frames 0–3,
    ///   from 0 for 4–7: [`Builtin::S3kSpikes`] shifts the moving ones).
    fn s3k_code_definition(&self, code: &str, d: &mut Definition) {
        if self.s3k_zone_definition(code, d) {
            return;
        }
        let image = |art: &str, offset: i64, map: &str, frame: FrameRef| ImageDef {
            art: vec![ArtPart {
                file: ArtFile::Path(self.dir.join(art)),
                compression: Compression::Nemesis,
                offset: Some(offset),
            }],
            mappings: self.dir.join(map),
            frame,
            dplc: None,
            line: 0,
        };
        const SPRINGS: &str = "../General/Sprites/Level Misc/SpikesSprings.nem";
        let rule = |mask: u8, value: u8, id: &str| (mask, value, ImageRef::plain(id));
        if code == "S3KObjectDefinitions.Common.Spring" {
            const MAP: &str = "../General/Sprites/Level Misc/Map - Spring.asm";
            let label = |l: &str| FrameRef::Label(l.to_string());
            d.name = Some("Spring".into());
            d.images = vec![
                ("red".into(), image(SPRINGS, -512, MAP, label("word_23788"))),
                ("yellow".into(), image(SPRINGS, -512, MAP, label("word_237AC"))),
                ("red side".into(), image(SPRINGS, -1024, MAP, label("word_237D0"))),
                ("yellow side".into(), image(SPRINGS, -1024, MAP, label("word_237F4"))),
            ];
            d.default_image = vec![ImageRef::plain("red")];
            d.subtype_images = vec![
                rule(0x72, 0x00, "red"),
                rule(0x72, 0x02, "yellow"),
                rule(0x72, 0x10, "red side"),
                rule(0x72, 0x12, "yellow side"),
                rule(0x72, 0x20, "red"),
                rule(0x72, 0x22, "yellow"),
            ];
        } else if code == "S3KObjectDefinitions.Common.Monitor" || code == "S3KObjectDefinitions.Common.HiddenMonitor" {
            const MAP: &str = "../General/Sprites/Monitors/Map - Monitor.asm";
            let art = |frame: usize| ImageDef {
                art: vec![
                    ArtPart {
                        file: ArtFile::Path(self.dir.join("../General/Sprites/Monitors/Monitors.nem")),
                        compression: Compression::Nemesis,
                        offset: Some(0),
                    },
                    ArtPart {
                        file: ArtFile::Path(self.dir.join("../General/Sprites/HUD Icon/Sonic Life Icon.nem")),
                        compression: Compression::Nemesis,
                        offset: Some(25088),
                    },
                ],
                ..image(SPRINGS, 0, MAP, FrameRef::Index(frame))
            };
            let names = [
                "Static",
                "1-Up",
                "Eggman",
                "Rings",
                "Speed Shoes",
                "Flame Barrier",
                "Thunder Barrier",
                "Aqua Barrier",
            ]
            .into_iter()
            .chain(["Invincibility", "Super"]);
            // `HiddenMonitor` is the monitor by another name.
            d.name = Some(if code.ends_with("HiddenMonitor") { "Hidden Monitor" } else { "Monitor" }.into());
            for (subtype, name) in names.enumerate() {
                let frame = match subtype {
                    0 => 0,
                    1 => 2,
                    n => n + 1,
                };
                d.images.push((name.into(), art(frame)));
                d.subtypes.push(SubtypeName { id: subtype as u8, name: name.into(), image: Some(name.into()) });
                d.subtype_images.push(rule(0xFF, subtype as u8, name));
            }
            d.default_image = vec![ImageRef::plain("Static")];
        } else if code == "S3KObjectDefinitions.Common.Spikes" {
            const MAP: &str = "../General/Sprites/Level Misc/Map - Spikes.asm";
            d.name = Some("Spikes".into());
            d.builtin = Some(Builtin::S3kSpikes);
            for frame in 0..8u8 {
                let offset = if frame < 4 { -256 } else { 0 };
                d.images.push((frame.to_string(), image(SPRINGS, offset, MAP, FrameRef::Index(frame.into()))));
                d.subtype_images.push(rule(0x70, frame << 4, &frame.to_string()));
            }
            d.default_image = vec![ImageRef::plain("0")];
        }
    }

    /// Sonic 3 & Knuckles' zone C# definitions and the common ones beyond springs, monitors and spikes, as
    /// their `Init` builds their sprites (art offsets as `MultiFileIndexer.AddFile` places them: a negative
    /// one drops the file's first bytes; `LevelArt` at −32 drops the level's blank first pattern):
    /// - `Common/StillSprite.cs` (AIZ's and HCZ's `StillSprite`, `StillSprite2`, `AnimatedStillSprite2`): one
    ///   frame of `Map - Still Sprites.asm` (`Map - Animated Still Sprites.asm`) per subtype, flipped with the
    ///   object; other subtypes draw SonLVL's unknown sprite (the marker).
    /// - `Common/AIZLRZEMZRock.cs`: frame (subtype & $70) >> 4 (+ the zone's first frame) of the zone's rock
    ///   mappings, for the sizes the zone lists.
    /// - `Common/HCZCGZFan.cs` (HCZ): `Map - Fan.asm` frame 0, line 1; with subtype bit 7 the water-rush block
    ///   (frame 0, line 2) 28 px below, unflipped.
    /// - `Common/InvisibleBlock.cs` ([`Builtin::S3kInvisibleBlock`]), `Common/FloatingPlatform.cs`
    ///   ([`Builtin::S3kFloatingPlatform`]), `Common/BreakableWall.cs`, `Common/Door.cs` (Hydrocity's),
    ///   `Common/CorkFloor.cs` (frame 0 over the level's patterns), `Common/CollapsingBridge.cs` (Hydrocity's),
    ///   `HCZ/BreakableBar.cs`, `HCZ/SnakeBlocks.cs` ([`Builtin::SnakeBlock`])
    ///   and `HCZ/SpinningColumn.cs` ([`Builtin::SpinningColumn`]); `HCZ/ConveyorBelt.cs` is named (its sprite is SonLVL's unknown one).
    ///
    /// False when the code is none of these.
    fn s3k_zone_definition(&self, code: &str, d: &mut Definition) -> bool {
        let nem = |file: &str, offset: i64| ArtPart {
            file: ArtFile::Path(self.dir.join(file)),
            compression: Compression::Nemesis,
            offset: Some(offset),
        };
        let level = || ArtPart { file: ArtFile::Level, compression: Compression::Nemesis, offset: Some(-32) };
        let image = |art: Vec<ArtPart>, map: &str, frame: usize, line: u8| ImageDef {
            art,
            mappings: self.dir.join(map),
            frame: FrameRef::Index(frame),
            dplc: None,
            line,
        };
        let kind = code.strip_prefix("S3KObjectDefinitions.").unwrap_or_default();
        // Decorative sprites: (subtype, art, frame, line, name).
        let still = |d: &mut Definition, name: &str, map: &str, list: Vec<(u8, Vec<ArtPart>, usize, u8, &str)>| {
            d.name = Some(name.into());
            for (subtype, art, frame, line, label) in list {
                d.images.push((label.into(), image(art, map, frame, line)));
                d.subtypes.push(SubtypeName { id: subtype, name: label.into(), image: Some(label.into()) });
                d.subtype_images.push((0xFF, subtype, ImageRef::plain(label)));
            }
            d.default_subtype = d.subtypes.first().map(|s| s.id);
            d.default_image = d.subtype_images.first().map(|r| r.2.clone()).into_iter().collect();
        };
        const STILL: &str = "../Levels/Misc/Map - Still Sprites.asm";
        const AIZ_MISC2: &str = "../Levels/AIZ/Nemesis Art/Misc Art 2.nem";
        let hcz_waterfalls = || {
            vec![
                (6, vec![level()], 6, 2, "128x128 Waterfall"),
                (7, vec![level()], 7, 2, "128x64 Waterfall"),
                (8, vec![level()], 8, 2, "128x32 Waterfall"),
                (9, vec![level()], 9, 2, "Stagger Down Waterfall"),
                (10, vec![level()], 10, 2, "Stagger Up Waterfall"),
            ]
        };
        // The rock's sizes: (art, mappings, first frame, line, default subtype, [(size, name)]).
        let rock = |d: &mut Definition,
                    art: Vec<ArtPart>,
                    map: &str,
                    start: i32,
                    line: u8,
                    default: u8,
                    sizes: &[(u8, &str)]| {
            d.name = Some("Breakable Rock".into());
            for &(size, label) in sizes {
                let Ok(frame) = usize::try_from(i32::from(size) + start) else { continue };
                d.images.push((label.into(), image(art.clone(), map, frame, line)));
                d.subtype_images.push((0x70, size << 4, ImageRef::plain(label)));
            }
            d.default_subtype = Some(default);
            d.subtypes = vec![SubtypeName { id: default, name: String::new(), image: None }];
            d.default_image = d.images_for(default);
        };
        match kind {
            "AIZ.StillSprite2" => {
                let list = vec![
                    (0, vec![nem(AIZ_MISC2, 0)], 0, 2, "Bridge Post"),
                    (1, vec![nem(AIZ_MISC2, 0)], 1, 2, "Large Rope Twist Tie"),
                    (2, vec![nem(AIZ_MISC2, 0)], 2, 2, "Rope Twist Tie"),
                    (3, vec![level()], 3, 2, "Tie Top Sprite"),
                    (4, vec![level()], 4, 3, "Waterfall Sprite"),
                    (5, vec![nem(AIZ_MISC2, 0)], 5, 2, "Bridge Post (high priority)"),
                ];
                still(d, "Decorative Sprite", STILL, list);
            }
            "AIZ.AnimatedStillSprite2" => {
                let list = vec![
                    (0, vec![nem(AIZ_MISC2, 0)], 0, 3, "Short Ember"),
                    (1, vec![nem(AIZ_MISC2, 0)], 5, 3, "Tall Ember"),
                ];
                still(d, "Animated Decorative Sprite", "../Levels/Misc/Map - Animated Still Sprites.asm", list);
            }
            "HCZ.StillSprite" => still(d, "Decorative Sprite", STILL, hcz_waterfalls()),
            "HCZ.StillSprite2" => {
                const SLIDE: &str = "../Levels/HCZ/Nemesis Art/Act 2 Slide.nem";
                // `Init` adds each file to one indexer: every later art holds the ones before it.
                let mut art = vec![level()];
                let mut list = hcz_waterfalls();
                for (offset, frame, label) in [
                    (-384, 15, "Tube Bend 1"),
                    (-928, 16, "Tube Bend 2"),
                    (-1952, 17, "Tube Bend 3"),
                    (-2304, 18, "Tube Crossover"),
                ] {
                    art.push(nem(SLIDE, offset));
                    list.push((frame as u8, art.clone(), frame, 2, label));
                }
                art.push(nem("../Levels/HCZ/Nemesis Art/Act 2 Block Platform.nem", -512));
                list.push((19, art, 19, 2, "Bridge Post"));
                still(d, "Decorative Sprite", STILL, list);
            }
            "AIZ.Rock" => rock(
                d,
                vec![nem("../Levels/AIZ/Nemesis Art/Misc Art 1.nem", 0)],
                "../Levels/AIZ/Misc Object Data/Map - Rock.asm",
                0,
                1,
                0x04,
                &[(0, "Large"), (1, "Medium"), (2, "Small")],
            ),
            "AIZ.Rock2" => rock(
                d,
                vec![nem(AIZ_MISC2, 0)],
                "../Levels/AIZ/Misc Object Data/Map - Rock 2.asm",
                0,
                2,
                0x04,
                &[(0, "Large"), (1, "Medium"), (2, "Small")],
            ),
            "LRZ.Rock" => rock(
                d,
                vec![ArtPart { offset: Some(-6752), ..level() }],
                "../Levels/LRZ/Misc Object Data/Map - Breakable Rock.asm",
                4,
                2,
                0x44,
                &[(4, "Vertical"), (5, "Horizontal"), (6, "Horizontal 2")],
            ),
            "LRZ.Rock2" => rock(
                d,
                vec![nem("../Levels/LRZ/Nemesis Art/Act 2 Misc Art.nem", 0)],
                "../Levels/LRZ/Misc Object Data/Map - Breakable Rock 2.asm",
                4,
                3,
                0x74,
                &[(7, "Vertical"), (6, "Horizontal")],
            ),
            "EMZ.Rock" => rock(
                d,
                vec![nem("../Levels/EMZ/Nemesis Art/Misc Art.nem", 0)],
                "../Levels/EMZ/Misc Object Data/Map - Rock.asm",
                -3,
                3,
                0x31,
                &[(3, "Square")],
            ),
            "HCZ.Fan" => {
                const MISC: &str = "../Levels/HCZ/Nemesis Art/Misc Art.nem";
                d.name = Some("Fan".into());
                let fan = image(vec![nem(MISC, -2080)], "../Levels/HCZ/Misc Object Data/Map - Fan.asm", 0, 1);
                let block = image(
                    vec![nem(MISC, -2080), nem(MISC, -320)],
                    "../Levels/HCZ/Misc Object Data/Map - Water Rush Block.asm",
                    0,
                    2,
                );
                d.images = vec![("fan".into(), fan), ("block".into(), block)];
                d.properties.push(Property::Bits { name: "Block".into(), kind: "bool".into(), start: 7, length: 1 });
                let block = ImageRef {
                    dy: 28,
                    x_flip: FlipRule::NeverFlip,
                    y_flip: FlipRule::NeverFlip,
                    ..ImageRef::plain("block")
                };
                let option =
                    |value: &str, images| DisplayOption { conditions: vec![("Block".into(), value.into())], images };
                d.display = vec![
                    option("True", vec![ImageRef::plain("fan"), block]),
                    option("False", vec![ImageRef::plain("fan")]),
                ];
                d.default_image = vec![ImageRef::plain("fan")];
            }
            "Common.InvisibleBlock"
            | "Common.InvisibleHurtBlockHorizontal"
            | "Common.InvisibleHurtBlockVertical"
            | "Common.InvisibleShockBlock"
            | "Common.InvisibleLavaBlock" => {
                d.name = Some(
                    match kind {
                        "Common.InvisibleHurtBlockHorizontal" => "Invisible Hurt Block (top)",
                        "Common.InvisibleHurtBlockVertical" => "Invisible Hurt Block (sides)",
                        "Common.InvisibleShockBlock" => "Invisible Shock Block",
                        "Common.InvisibleLavaBlock" => "Invisible Lava Block",
                        _ => "Invisible Solid Block",
                    }
                    .into(),
                );
                d.builtin = Some(Builtin::S3kInvisibleBlock);
                let icon = image(
                    vec![nem("../General/Sprites/Ring/RingHUDText.nem", 0)],
                    "../General/Sprites/Level Misc/Map - Invisible Block.asm",
                    0,
                    0,
                );
                d.images = vec![("icon".into(), icon)];
                d.default_image = vec![ImageRef::plain("icon")];
                d.subtypes = vec![SubtypeName { id: 0, name: String::new(), image: None }];
            }
            "AIZ.FloatingPlatform" | "AIZ.FloatingPlatform2" | "HCZ.FloatingPlatform" => {
                let (art, map, size) = match kind {
                    "HCZ.FloatingPlatform" => (
                        nem("../Levels/HCZ/Nemesis Art/Misc Art.nem", -2656),
                        "../Levels/HCZ/Misc Object Data/Map - Floating Platform.asm",
                        0x10,
                    ),
                    "AIZ.FloatingPlatform2" => (
                        nem("../Levels/AIZ/Nemesis Art/Cork Floor 2.nem", 0),
                        "../Levels/AIZ/Misc Object Data/Map - Floating Platform.asm",
                        0x20,
                    ),
                    _ => (
                        nem("../Levels/AIZ/Nemesis Art/Cork Floor 1.nem", 0),
                        "../Levels/AIZ/Misc Object Data/Map - Floating Platform.asm",
                        0x20,
                    ),
                };
                d.name = Some("Floating Platform".into());
                d.builtin = Some(Builtin::S3kFloatingPlatform { size });
                d.images = vec![("platform".into(), image(vec![art], map, 0, 2))];
                d.default_image = vec![ImageRef::plain("platform")];
                d.default_subtype = Some(size);
            }
            "HCZ.TensionBridge" | "ICZ.TensionBridge" | "LRZ.TensionBridge" => {
                // `Common/TensionBridge.cs` `BuildSpritesProperties`: frame 0 of the zone's mappings, its
                // line, and the slope of ICZ's angled bridges (3 px a segment).
                let (art, map, line, slope) = match kind {
                    "ICZ.TensionBridge" => (
                        nem("../Levels/ICZ/Nemesis Art/Misc Art 1.nem", 0),
                        "../Levels/ICZ/Misc Object Data/Map - ICZ Tension Bridge.asm",
                        2,
                        3,
                    ),
                    "LRZ.TensionBridge" => {
                        (ArtPart { offset: Some(-8800), ..level() }, "../Levels/Misc/Map - Tension Bridge.asm", 3, 0)
                    }
                    _ => (
                        nem("../Levels/HCZ/Nemesis Art/Act 2 Block Platform.nem", -512),
                        "../Levels/Misc/Map - Tension Bridge.asm",
                        2,
                        0,
                    ),
                };
                d.name = Some("Tension Bridge".into());
                d.builtin = Some(Builtin::TensionBridge { slope });
                d.images = vec![("segment".into(), image(vec![art], map, 0, line))];
                d.default_image = vec![ImageRef::plain("segment")];
                d.default_subtype = Some(0x08);
                d.properties.push(Property::Bits { name: "Count".into(), kind: "int".into(), start: 0, length: 7 });
                let name = if slope == 0 { "Collapsing" } else { "Angled" };
                d.properties.push(Property::Bits { name: name.into(), kind: "bool".into(), start: 7, length: 1 });
            }
            "AIZ.RideVine" => {
                // `AIZ/RideVine.cs` `Init`: the vine hanging straight down, never flipped: frames 33 and 0 at the
                // object, 1 at (0, 16) and (−3, 32), 2 at (−6, 48) and the handle (32) at (−12, 63), line 0.
                // (Its `GetDebugOverlay`, the ride's path, is not drawn.)
                d.name = Some("Ride Vine".into());
                let (art, map) = (
                    nem("../Levels/AIZ/Nemesis Art/Swing Vine.nem", 0),
                    "../Levels/AIZ/Misc Object Data/Map - (&MHZ) Ride Vine.asm",
                );
                for frame in [0, 1, 2, 32, 33] {
                    d.images.push((frame.to_string(), image(vec![art.clone()], map, frame, 0)));
                }
                d.default_image = [(32, -12, 63), (2, -6, 48), (1, -3, 32), (1, 0, 16), (0, 0, 0), (33, 0, 0)]
                    .map(|(frame, dx, dy)| ImageRef {
                        dx,
                        dy,
                        x_flip: FlipRule::NeverFlip,
                        y_flip: FlipRule::NeverFlip,
                        ..ImageRef::plain(&frame.to_string())
                    })
                    .into();
                d.properties.push(Property::Bits { name: "Distance".into(), kind: "int".into(), start: 0, length: 7 });
                d.properties.push(Property::Bits {
                    name: "Catch fire".into(),
                    kind: "bool".into(),
                    start: 7,
                    length: 1,
                });
            }
            "AIZ.GiantRideVine" => {
                d.name = Some("Swinging Vine".into());
                d.builtin = Some(Builtin::GiantRideVine);
                let (art, map) = (
                    nem("../Levels/AIZ/Nemesis Art/Swing Vine.nem", 0),
                    "../Levels/AIZ/Misc Object Data/Map - (&MHZ) Ride Vine.asm",
                );
                for frame in 0..34 {
                    d.images.push((frame.to_string(), image(vec![art.clone()], map, frame, 0)));
                }
                d.default_image = vec![ImageRef::plain("33")];
                d.properties.push(Property::Bits { name: "Length".into(), kind: "int".into(), start: 0, length: 4 });
                d.properties.push(Property::Bits { name: "Offset".into(), kind: "int".into(), start: 4, length: 4 });
            }
            "AIZ.FlippingBridge" => {
                // `AIZ/FlippingBridge.cs`: eight planks 32 px apart, never flipped: frame 5 of `Map - Flipping
                // Bridge.asm` (line 2) but frames 1 and 3 at the middle two, rising 8 px a plank (steep) or 4 px
                // (shallow, subtype bit 7) to the right.
                d.name = Some("Flipping Bridge".into());
                let (art, map) = (nem(AIZ_MISC2, 0), "../Levels/AIZ/Misc Object Data/Map - Flipping Bridge.asm");
                for (label, frame) in [("plank", 5), ("left", 1), ("right", 3)] {
                    d.images.push((label.into(), image(vec![art.clone()], map, frame, 2)));
                }
                d.properties.push(Property::Bits { name: "Shallow".into(), kind: "bool".into(), start: 7, length: 1 });
                let planks = |rise: i32| {
                    (0..8)
                        .map(|i| ImageRef {
                            dx: 32 * i - 112,
                            dy: rise * (4 - i),
                            x_flip: FlipRule::NeverFlip,
                            y_flip: FlipRule::NeverFlip,
                            ..ImageRef::plain(match i {
                                3 => "left",
                                4 => "right",
                                _ => "plank",
                            })
                        })
                        .collect::<Vec<_>>()
                };
                let option =
                    |value: &str, images| DisplayOption { conditions: vec![("Shallow".into(), value.into())], images };
                d.display = vec![option("False", planks(8)), option("True", planks(4))];
                d.default_image = planks(8);
            }
            "HCZ.ConveyorBelt" => d.name = Some("Conveyor Belt Control".into()),
            "AIZ.BreakableWall" | "HCZ.BreakableWall" | "HCZ.BreakableWall2" => {
                // `Common/BreakableWall.cs`: sprite (subtype & $E) >> 1 is mapping frame 2 × sprite, for the
                // sprites the zone lists; Hydrocity 2's sprite 1 is the Knuckles wall (frame 2 of its own art).
                d.name = Some("Breakable Wall".into());
                let (map, line, sprites): (&str, u8, &[(u8, &str)]) = if kind.starts_with("AIZ") {
                    (
                        "../Levels/AIZ/Misc Object Data/Map - Breakable Wall.asm",
                        2,
                        &[(0, "Pattern 1"), (1, "Pattern 2"), (2, "Pattern 3")],
                    )
                } else {
                    ("../Levels/HCZ/Misc Object Data/Map - Breakable Wall.asm", 3, &[(0, "Normal")])
                };
                for &(sprite, label) in sprites {
                    d.images.push((label.into(), image(vec![level()], map, usize::from(sprite) * 2, line)));
                    d.subtype_images.push((0x0E, sprite << 1, ImageRef::plain(label)));
                }
                if kind == "HCZ.BreakableWall2" {
                    let art = nem("../Levels/HCZ/Nemesis Art/Act 2 Knuckles Wall.nem", 0);
                    d.images.push(("Knuckles Wall".into(), image(vec![art], map, 2, 2)));
                    d.subtype_images.push((0x0E, 0x02, ImageRef::plain("Knuckles Wall")));
                }
                d.default_image = d.images_for(0);
            }
            "HCZ.Door" => {
                // `Common/Door.cs`: Hydrocity's vertical door is subtype 0; the other games' doors are unknown.
                d.name = Some("Door".into());
                let art = nem("../Levels/HCZ/Nemesis Art/Misc Art.nem", -320);
                let door = image(vec![art], "../Levels/HCZ/Misc Object Data/Map - (&CNZ &DEZ) Door.asm", 0, 2);
                d.images = vec![("door".into(), door)];
                d.subtype_images = vec![(0xFF, 0, ImageRef::plain("door"))];
                d.default_image = vec![ImageRef::plain("door")];
                d.default_subtype = Some(0);
                d.subtypes = [
                    (0, "Hydrocity (vertical)"),
                    (1, "Carnival Night (vertical)"),
                    (2, "Death Egg (vertical)"),
                    (0x80, "Carnival Night (horizontal)"),
                ]
                .map(|(id, name)| SubtypeName { id, name: name.into(), image: None })
                .into();
            }
            "AIZ.CorkFloor" | "AIZ.CorkFloor2" | "LBZ.CorkFloor" => {
                // `Common/CorkFloor.cs`: frame 0 of the zone's mappings over the level's patterns, line 2.
                d.name = Some("Cork Floor".into());
                let map = match kind {
                    "AIZ.CorkFloor" => "../Levels/AIZ/Misc Object Data/Map - Cork Floor.asm",
                    "AIZ.CorkFloor2" => "../Levels/AIZ/Misc Object Data/Map - Cork Floor 2.asm",
                    _ => "../Levels/LBZ/Misc Object Data/Map - Cork Floor.asm",
                };
                d.images = vec![("floor".into(), image(vec![level()], map, 0, 2))];
                d.default_image = vec![ImageRef::plain("floor")];
            }
            "HCZ.CollapsingBridge" => {
                // `Common/CollapsingBridge.cs`: sprite (subtype >> 4) % 8 is frame 3 × sprite of Hydrocity's
                // mappings over the level's patterns, line 2, for its four sprites; the other four are unknown.
                d.name = Some("Collapsing Bridge".into());
                let map = "../Levels/HCZ/Misc Object Data/Map - Collapsing Bridge.asm";
                for (sprite, label) in [(0u8, "Normal"), (1, "Large"), (2, "Ledge"), (3, "Walkway")] {
                    d.images.push((label.into(), image(vec![level()], map, usize::from(sprite) * 3, 2)));
                    d.subtype_images.push((0x70, sprite << 4, ImageRef::plain(label)));
                }
                d.default_image = vec![ImageRef::plain("Normal")];
            }
            "HCZ.BreakableBar" => {
                // `HCZ/BreakableBar.cs`: frame ((subtype & $80) >> 5) | ((subtype & $30) >> 4) of `Map - Breakable
                // Bar.asm` over `Misc Art.nem`, line 2; frames 3 and 7 are the unknown sprite.
                d.name = Some("Breakable Bar".into());
                let art = nem("../Levels/HCZ/Nemesis Art/Misc Art.nem", 0);
                for frame in [0u8, 1, 2, 4, 5, 6] {
                    let map = "../Levels/HCZ/Misc Object Data/Map - Breakable Bar.asm";
                    d.images.push((frame.to_string(), image(vec![art.clone()], map, frame.into(), 2)));
                    let value = ((frame & 4) << 5) | ((frame & 3) << 4);
                    d.subtype_images.push((0xB0, value, ImageRef::plain(&frame.to_string())));
                }
                d.default_image = vec![ImageRef::plain("0")];
            }
            "HCZ.SpinningColumn" => {
                d.name = Some("Spinning Column".into());
                d.builtin = Some(Builtin::SpinningColumn);
                let art = nem("../Levels/HCZ/Nemesis Art/Act 2 Block Platform.nem", -768);
                let map = "../Levels/HCZ/Misc Object Data/Map - Spinning Column.asm";
                d.images = vec![("column".into(), image(vec![art], map, 1, 2))];
                d.default_image = vec![ImageRef::plain("column")];
            }
            "HCZ.SnakeBlocks" => {
                d.name = Some("Snake Block".into());
                d.builtin = Some(Builtin::SnakeBlock);
                let art = nem("../Levels/HCZ/Nemesis Art/Act 2 Block Platform.nem", 0);
                d.images = vec![(
                    "block".into(),
                    image(vec![art], "../Levels/HCZ/Misc Object Data/Map - Floating Platform.asm", 1, 0),
                )];
                d.default_image = vec![ImageRef::plain("block")];
            }
            _ => return false,
        }
        true
    }

    /// Sonic 1's C# definitions (s1disasm `SonLVL INI Files/*/*.cs`) as their `Init` sets them up. Ring,
    /// Bridge, SpikedPole, the swinging platforms and InvisibleBlock are drawn as their `GetSprite` draws
    /// them ([`Builtin`]); SYZ's Block shows its subtype's frame (`SubtypeImage`); the others show the
    /// one image SonLVL lists them with (their `Image`), not their per-subtype drawing.
    fn s1_code_definition(&self, code: &str, d: &mut Definition) {
        let art = |file: &str| ArtPart {
            file: if file == "LevelArt" { ArtFile::Level } else { ArtFile::Path(self.dir.join(file)) },
            compression: Compression::Nemesis,
            offset: None,
        };
        let image = |art: Vec<ArtPart>, map: &str, frame: usize, line: u8| ImageDef {
            art,
            mappings: self.dir.join(map),
            frame: FrameRef::Index(frame),
            dplc: None,
            line,
        };
        let one = |file: &str, map: &str, frame: usize, line: u8| image(vec![art(file)], map, frame, line);
        let kind = code.rsplit('.').next().unwrap_or_default();
        let zone = code.split('.').nth(1).unwrap_or_default();
        let mut images: Vec<(String, ImageDef)> = Vec::new();
        let mut shown: Vec<ImageRef> = Vec::new();
        let name = match (zone, kind) {
            ("Common", "Ring") => {
                images.push(("ring".into(), one("../artnem/Rings.nem", "../_maps/Rings.asm", 0, 1)));
                "Ring"
            }
            ("Common", "InvisibleBlock") => {
                d.builtin = Some(Builtin::InvisibleBlock);
                let icon = one("../artnem/Monitors.nem", "../_maps/Invisible Barriers.asm", 0, 0);
                images.push(("icon".into(), icon));
                d.subtypes = vec![SubtypeName { id: 0, name: String::new(), image: None }];
                "Invisible solid block"
            }
            ("GHZ", "Bridge") => {
                d.builtin = Some(Builtin::Bridge);
                d.default_subtype = Some(8);
                images.push(("log".into(), one("../artnem/GHZ Bridge.nem", "../_maps/Bridge.asm", 0, 2)));
                d.subtypes = [8, 10, 12, 14, 16].map(|id| SubtypeName { id, name: String::new(), image: None }).into();
                "Bridge"
            }
            ("GHZ", "SpikedPole") => {
                d.builtin = Some(Builtin::SpikedPole);
                d.default_subtype = Some(0x10);
                for i in 0..8 {
                    let spike = one("../artnem/GHZ Spiked Log.nem", "../_maps/Spiked Pole Helix.asm", i, 2);
                    images.push((i.to_string(), spike));
                }
                d.subtypes = (1..=0x16).map(|id| SubtypeName { id, name: String::new(), image: None }).collect();
                "Helix of spikes on a pole"
            }
            (_, "SwingingPlatform" | "SwingingSpikeball") => {
                d.builtin = Some(Builtin::Swing);
                let (file, map, platform_line) = match zone {
                    "SLZ" => ("../artnem/SLZ Swinging Platform.nem", "../_maps/Swinging Platforms (SLZ).asm", 2),
                    "SBZ" => ("../artnem/SYZ Large Spikeball.nem", "../_maps/Big Spiked Ball.asm", 0),
                    _ => ("../artnem/GHZ Swinging Platform.nem", "../_maps/Swinging Platforms (GHZ).asm", 2),
                };
                images.push(("platform".into(), one(file, map, 0, platform_line)));
                images.push(("link".into(), one(file, map, 1, 0)));
                images.push(("anchor".into(), one(file, map, 2, 2)));
                images.push(("ball".into(), one("../artnem/GHZ Giant Ball.nem", "../_maps/GHZ Ball.asm", 1, 2)));
                shown.push(ImageRef::plain("platform"));
                d.subtypes = (0..0x20).map(|id| SubtypeName { id, name: String::new(), image: None }).collect();
                if zone == "SBZ" { "Swinging Spikeball" } else { "Swinging Platform" }
            }
            ("SYZ", "Block") => {
                // `SubtypeImage`: frame (subtype & $70) >> 4 over the level's patterns, flipped with the object.
                for i in 0..8 {
                    images.push((i.to_string(), one("LevelArt", "../_maps/Floating Blocks and Doors.asm", i, 2)));
                    let mut o = DisplayOption { conditions: vec![("Frame".into(), i.to_string())], images: Vec::new() };
                    o.images.push(ImageRef::plain(&i.to_string()));
                    d.display.push(o);
                }
                d.properties.push(Property::Bits { name: "Frame".into(), kind: "int".into(), start: 4, length: 3 });
                "Platform"
            }
            ("SYZ", "BigSpikedBall") => {
                images.push((
                    "img".into(),
                    one("../artnem/SYZ Large Spikeball.nem", "../_maps/Big Spiked Ball.asm", 0, 0),
                ));
                "Big Spiked Ball"
            }
            ("SYZ", "SpikeballChain") => {
                let map = "../_maps/Spiked Ball and Chain (SYZ).asm";
                images.push(("img".into(), one("../artnem/SYZ Small Spikeball.nem", map, 0, 0)));
                "Spikeball Chain"
            }
            ("LZ", "Spikeball") => {
                let map = "../_maps/Spiked Ball and Chain (LZ).asm";
                images.push(("img".into(), one("../artnem/LZ Spiked Ball & Chain.nem", map, 1, 0)));
                "Spikeball on Chain"
            }
            ("SBZ", "Flamethrower") => {
                images.push(("img".into(), one("../artnem/SBZ Flaming Pipe.nem", "../_maps/Flamethrower.asm", 9, 0)));
                "Flamethrower"
            }
            ("MZ", "SidewaysStomper") => {
                // `Init` joins the blocks' art and the spikes' at byte $4360; `Image` is frame 0 at x + 4
                // and frame 1 at x + 4 − $1C.
                let parts = || {
                    let mut spikes = art("../artnem/Spikes.nem");
                    spikes.offset = Some(0x4360);
                    vec![art("../artnem/MZ Metal Blocks.nem"), spikes]
                };
                images.push(("block".into(), image(parts(), "../_maps/Sideways Stomper.asm", 0, 0)));
                images.push(("spikes".into(), image(parts(), "../_maps/Sideways Stomper.asm", 1, 0)));
                shown = vec![
                    ImageRef { dx: 4, ..ImageRef::plain("block") },
                    ImageRef { dx: 4 - 0x1C, ..ImageRef::plain("spikes") },
                ];
                "Sideways Stomper"
            }
            _ => return,
        };
        d.name = Some(name.into());
        if shown.is_empty()
            && let Some((id, _)) = images.first()
        {
            shown.push(ImageRef::plain(id));
        }
        d.images = images;
        d.default_image = shown;
    }

    fn art_file(&self, name: &str) -> ArtFile {
        if name.trim() == "LevelArt" { ArtFile::Level } else { ArtFile::Path(self.dir.join(name.trim())) }
    }

    fn read_xml(&self, path: &Path) -> Result<Definition, String> {
        let bytes = crate::read::read_bounded(path, MAX_DEFINITION_BYTES, "object definition files")
            .map_err(|e| e.to_string())?;
        parse_xml(&String::from_utf8_lossy(&bytes), path, &|f| self.art_file(f), &self.dir)
    }
}

/// An INI entry's value (the last one wins; keys ignore case).
fn lookup<'a>(entries: &'a [(String, String)], key: &str) -> Option<&'a str> {
    entries.iter().rfind(|(k, _)| k.eq_ignore_ascii_case(key)).map(|(_, v)| v.as_str())
}

/// INI sections in file order, each with its entries (SonLVL's object lists: `[id]` then `key=value`).
fn parse_ini(text: &str) -> Vec<(String, Vec<(String, String)>)> {
    let mut out: Vec<(String, Vec<(String, String)>)> = Vec::new();
    for line in text.trim_start_matches('\u{feff}').lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with(';') || line.starts_with('#') {
            continue;
        }
        if let Some(name) = line.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
            out.push((name.trim().to_string(), Vec::new()));
        } else if let (Some((key, value)), Some(last)) = (line.split_once('='), out.last_mut()) {
            last.1.push((key.trim().to_string(), value.trim().to_string()));
        }
    }
    out
}

/// A number written in a definition: hex for subtype ids, decimal elsewhere.
fn hex_u8(text: &str) -> Option<u8> {
    u8::from_str_radix(text.trim(), 16).ok()
}

fn attrs(e: &BytesStart) -> Vec<(String, String)> {
    e.attributes()
        .flatten()
        .map(|a| {
            let key = String::from_utf8_lossy(a.key.local_name().as_ref()).into_owned();
            let value =
                a.normalized_value(quick_xml::XmlVersion::Implicit1_0).map(|v| v.into_owned()).unwrap_or_default();
            (key, value)
        })
        .collect()
}

fn attr<'a>(list: &'a [(String, String)], key: &str) -> Option<&'a str> {
    list.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
}

/// Reads an XML definition (`ObjDef`). `path` names the file in errors.
pub fn parse_xml(
    text: &str,
    path: &Path,
    art_file: &dyn Fn(&str) -> ArtFile,
    dir: &Path,
) -> Result<Definition, String> {
    let mut reader = quick_xml::Reader::from_str(text);
    let mut d = Definition::new(Source::Xml(path.to_path_buf()));
    let mut stack: Vec<String> = Vec::new();
    let mut image_attr: Option<String> = None;
    // The element being filled.
    let mut image: Option<(String, ImageDef)> = None;
    let mut refs: Option<Vec<ImageRef>> = None;
    let mut option: Option<DisplayOption> = None;
    let mut custom: Option<(String, String, Option<String>)> = None;
    let mut enum_name: Option<String> = None;
    let mut in_get = false;
    loop {
        let event = reader.read_event().map_err(|e| format!("XML at byte {}: {e}", reader.buffer_position()))?;
        let (start, empty) = match &event {
            Event::Start(e) => (Some(e.clone()), false),
            Event::Empty(e) => (Some(e.clone()), true),
            _ => (None, false),
        };
        if let Some(e) = start {
            let name = String::from_utf8_lossy(e.local_name().as_ref()).into_owned();
            let a = attrs(&e);
            let parent = stack.last().map(String::as_str);
            match name.as_str() {
                "ObjDef" => {
                    d.name = attr(&a, "Name").map(str::to_string);
                    image_attr = attr(&a, "Image").map(str::to_string);
                    d.default_subtype = attr(&a, "DefaultSubtype").and_then(hex_u8);
                }
                "ImageFromMappings" => {
                    let id = attr(&a, "id").unwrap_or_default().to_string();
                    image = Some((
                        id,
                        ImageDef {
                            art: Vec::new(),
                            mappings: PathBuf::new(),
                            frame: FrameRef::Index(0),
                            dplc: None,
                            line: 0,
                        },
                    ));
                }
                "ArtFile" => {
                    if let Some((_, img)) = image.as_mut() {
                        img.art.push(ArtPart {
                            file: art_file(attr(&a, "filename").unwrap_or_default()),
                            compression: attr(&a, "compression").and_then(Compression::parse).unwrap_or_default(),
                            offset: attr(&a, "offset").and_then(parse_offset).flatten(),
                        });
                    }
                }
                "MapFile" => {
                    if let Some((_, img)) = image.as_mut() {
                        img.mappings = dir.join(attr(&a, "filename").unwrap_or_default());
                        img.frame = match attr(&a, "label") {
                            Some(l) => FrameRef::Label(l.to_string()),
                            None => FrameRef::Index(attr(&a, "frame").and_then(|f| f.trim().parse().ok()).unwrap_or(0)),
                        };
                        img.line = attr(&a, "startpal").and_then(|p| p.trim().parse::<u8>().ok()).unwrap_or(0) & 3;
                        // Art loaded per frame (`Perform_DPLC`): the frame's patterns are the ones its cues
                        // load (skdisasm `MGZ/BubblesBadnik.xml`, `LBZ/Flybot767.xml`, `Common/SSEntryRing.xml`).
                        if let Some(f) = attr(&a, "dplcfile") {
                            img.dplc = Some(dir.join(f));
                        }
                    }
                }
                "DplcFile" => {
                    if let Some((_, img)) = image.as_mut() {
                        img.dplc = attr(&a, "filename").map(|f| dir.join(f));
                    }
                }
                "DefaultImage" => refs = Some(Vec::new()),
                "DisplayOption" => option = Some(DisplayOption { conditions: Vec::new(), images: Vec::new() }),
                "Condition" => {
                    if let (Some(o), Some(p), Some(v)) = (option.as_mut(), attr(&a, "property"), attr(&a, "value")) {
                        o.conditions.push((p.to_string(), v.to_string()));
                    }
                }
                "ImageRef" => {
                    let r = ImageRef {
                        image: attr(&a, "image").unwrap_or_default().to_string(),
                        dx: 0,
                        dy: 0,
                        x_flip: FlipRule::parse(attr(&a, "xflip").unwrap_or_default()),
                        y_flip: FlipRule::parse(attr(&a, "yflip").unwrap_or_default()),
                    };
                    if let Some(o) = option.as_mut() {
                        o.images.push(r);
                    } else if let Some(list) = refs.as_mut() {
                        list.push(r);
                    }
                }
                "Offset" => {
                    let target = option.as_mut().map(|o| &mut o.images).or(refs.as_mut()).and_then(|l| l.last_mut());
                    if let Some(r) = target {
                        r.dx = attr(&a, "X").and_then(|v| v.trim().parse().ok()).unwrap_or(0);
                        r.dy = attr(&a, "Y").and_then(|v| v.trim().parse().ok()).unwrap_or(0);
                    }
                }
                "Subtype" => {
                    if let Some(id) = attr(&a, "id").and_then(hex_u8) {
                        d.subtypes.push(SubtypeName {
                            id,
                            name: attr(&a, "name").unwrap_or_default().to_string(),
                            image: attr(&a, "image").map(str::to_string),
                        });
                    }
                }
                "BitsProperty" => d.properties.push(Property::Bits {
                    name: attr(&a, "name").unwrap_or_default().to_string(),
                    kind: attr(&a, "type").unwrap_or_default().to_string(),
                    start: attr(&a, "startbit").and_then(|v| v.trim().parse().ok()).unwrap_or(0),
                    length: attr(&a, "length").and_then(|v| v.trim().parse().ok()).unwrap_or(1),
                }),
                "CustomProperty" => {
                    let kind = attr(&a, "type").unwrap_or_default().to_string();
                    custom = Some((attr(&a, "name").unwrap_or_default().to_string(), kind, None));
                }
                "get" if parent == Some("CustomProperty") => in_get = !empty,
                "Enum" => {
                    let n = attr(&a, "name").unwrap_or_default().to_string();
                    d.enums.insert(n.clone(), Vec::new());
                    enum_name = Some(n);
                }
                "EnumMember" => {
                    if let Some(members) = enum_name.as_ref().and_then(|n| d.enums.get_mut(n)) {
                        let next = members.last().map_or(0, |(_, v)| v.saturating_add(1));
                        let value = attr(&a, "value").and_then(|v| v.trim().parse().ok()).unwrap_or(next);
                        members.push((attr(&a, "name").unwrap_or_default().to_string(), value));
                    }
                }
                _ => {}
            }
            if !empty {
                stack.push(name);
            } else {
                close(&name, &mut d, &mut image, &mut refs, &mut option, &mut custom, &mut enum_name);
            }
            continue;
        }
        match event {
            Event::End(_) => {
                let name = stack.pop().unwrap_or_default();
                if name == "get" {
                    in_get = false;
                }
                close(&name, &mut d, &mut image, &mut refs, &mut option, &mut custom, &mut enum_name);
            }
            Event::CData(t) if in_get => {
                if let Some((_, _, getter)) = custom.as_mut() {
                    *getter = getter_expression(&String::from_utf8_lossy(&t));
                }
            }
            Event::Text(t) if in_get => {
                let text = String::from_utf8_lossy(&t).into_owned();
                if let (Some((_, _, getter)), Some(expr)) = (custom.as_mut(), getter_expression(&text)) {
                    *getter = Some(expr);
                }
            }
            Event::Eof => break,
            _ => {}
        }
    }
    if d.default_image.is_empty()
        && let Some(i) = image_attr
    {
        d.default_image = vec![ImageRef::plain(&i)];
    }
    Ok(d)
}

/// Ends an element: stores what it filled.
fn close(
    name: &str,
    d: &mut Definition,
    image: &mut Option<(String, ImageDef)>,
    refs: &mut Option<Vec<ImageRef>>,
    option: &mut Option<DisplayOption>,
    custom: &mut Option<(String, String, Option<String>)>,
    enum_name: &mut Option<String>,
) {
    match name {
        "ImageFromMappings" => {
            if let Some(i) = image.take() {
                d.images.push(i);
            }
        }
        "DefaultImage" => {
            if let Some(r) = refs.take() {
                d.default_image = r;
            }
        }
        "DisplayOption" => {
            if let Some(o) = option.take() {
                d.display.push(o);
            }
        }
        "CustomProperty" => {
            if let Some((name, kind, getter)) = custom.take() {
                d.properties.push(Property::Custom { name, kind, getter });
            }
        }
        "Enum" => *enum_name = None,
        _ => {}
    }
}

/// The expression of a getter that is one `return EXPR;` (else None).
fn getter_expression(code: &str) -> Option<String> {
    let body = code.trim().strip_prefix("return")?.trim().strip_suffix(';')?;
    (!body.contains(';')).then(|| body.trim().to_string())
}

/// An art file's compression: `artcmp=` when given, else moduled Kosinski for skdisasm's `.kosm` files (its
/// object definitions name no `artcmp`), else Nemesis (SonLVL's default).
fn compression_of(file: &str, given: Option<Compression>) -> Compression {
    given.unwrap_or_else(|| {
        if file.trim().to_ascii_lowercase().ends_with(".kosm") { Compression::KosinskiM } else { Compression::Nemesis }
    })
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn xml(text: &str) -> Definition {
        parse_xml(text, Path::new("t.xml"), &|f| ArtFile::Path(PathBuf::from(f)), Path::new("/p")).unwrap()
    }

    #[test]
    fn display_options_properties_and_custom_getters() {
        let d = xml(r#"<?xml version="1.0"?><ObjDef xmlns="http://www.sonicretro.org" Name="Spikes" Image="h1">
          <Images>
            <ImageFromMappings id="h1"><ArtFile filename="a.nem" /><MapFile type="ASM" filename="m.asm" frame="0" startpal="1" /></ImageFromMappings>
            <ImageFromMappings id="v2"><ArtFile filename="b.nem" offset="64"/><MapFile type="ASM" filename="../s2.asm" label="word_1" startpal="2" /></ImageFromMappings>
          </Images>
          <Subtypes><Subtype id="00" name="One Horizontal" image="h1" /><Subtype id="50" name="Two Vertical" image="v2" /></Subtypes>
          <Properties>
            <CustomProperty name="Count" type="int"><get><![CDATA[return ((obj.SubType & 0x30) >> 4) + 1;]]></get><set>x</set></CustomProperty>
            <BitsProperty name="Direction" type="Direction" startbit="6" length="1" />
          </Properties>
          <Enums><Enum name="Direction"><EnumMember name="Horizontal" /><EnumMember name="Vertical" /></Enum></Enums>
          <Display>
            <DisplayOption><Condition property="Direction" value="Horizontal" /><Condition property="Count" value="1" /><ImageRef image="h1" /></DisplayOption>
            <DisplayOption><Condition property="Direction" value="Vertical" /><Condition property="Count" value="2" /><ImageRef image="v2" xflip="NeverFlip"><Offset X="32" Y="-4" /></ImageRef></DisplayOption>
          </Display></ObjDef>"#);
        assert_eq!(d.name.as_deref(), Some("Spikes"));
        assert_eq!(d.images.len(), 2);
        let v2 = d.image("v2").unwrap();
        assert_eq!((v2.line, v2.art[0].offset, &v2.frame), (2, Some(64), &FrameRef::Label("word_1".into())));
        assert_eq!(d.property("Count", 0x52), Some(2));
        assert_eq!(d.images_for(0x51)[0].image, "v2", "moving vertical pair: the display option, not the id");
        assert_eq!((d.images_for(0x51)[0].dx, d.images_for(0x51)[0].x_flip), (32, FlipRule::NeverFlip));
        assert_eq!(d.images_for(0x00)[0].image, "h1");
        assert_eq!(d.images_for(0x30), vec![ImageRef::plain("h1")], "no option: the default image");
        assert_eq!(d.subtype_name(0x50).as_deref(), Some("Two Vertical"));
        assert_eq!(d.subtype_name(0x51), None);
    }

    /// A `MapFile`'s `dplcfile` (skdisasm `MGZ/BubblesBadnik.xml`): the image's patterns are its DPLC's.
    #[test]
    fn a_map_files_dplc_is_read() {
        let d = xml(r#"<ObjDef Name="Bubbles" Image="img"><Images><ImageFromMappings id="img">
          <ArtFile filename="b.unc" compression="Uncompressed" />
          <MapFile type="ASM" filename="m.asm" dplcfile="d.asm" frame="4" startpal="1" />
          </ImageFromMappings></Images></ObjDef>"#);
        let img = d.image("img").unwrap();
        assert_eq!((img.dplc.as_deref(), &img.frame, img.line), (Some(Path::new("/p/d.asm")), &FrameRef::Index(4), 1));
    }

    /// Mystic Cave's swinging platform: an enum-typed `CustomProperty` compared by its members' `value=`s
    /// (counting on from the last one given); with display options, a subtype no option matches shows the
    /// default image, not its own (`XMLObjectDefinition.GetSprite`).
    #[test]
    fn enum_members_take_their_values_and_custom_properties_their_enums() {
        let d = xml(r#"<ObjDef Name="Swing" Image="p">
          <Images><ImageFromMappings id="p"><ArtFile filename="LevelArt" /><MapFile type="ASM" filename="m.asm" frame="0" /></ImageFromMappings></Images>
          <Subtypes><Subtype id="07" name="Own" image="own" /></Subtypes>
          <Properties><CustomProperty name="Behaviour" type="B"><get><![CDATA[return obj.SubType & 0xF0;]]></get></CustomProperty></Properties>
          <Enums><Enum name="B"><EnumMember name="Normal" /><EnumMember name="Left" value="16" /><EnumMember name="Next" /><EnumMember name="Trap" value="64" /></Enum></Enums>
          <Display>
            <DisplayOption><Condition property="Behaviour" value="Trap" /><ImageRef image="trap" /></DisplayOption>
            <DisplayOption><Condition property="Behaviour" value="Next" /><ImageRef image="next" /></DisplayOption>
            <DisplayOption><Condition property="Behaviour" value="Left" /></DisplayOption>
          </Display></ObjDef>"#);
        let values: Vec<i64> = d.enums["B"].iter().map(|(_, v)| *v).collect();
        assert_eq!(values, [0, 16, 17, 64]);
        assert_eq!(d.images_for(0x48)[0].image, "trap");
        assert_eq!(d.images_for(0x07), vec![ImageRef::plain("p")], "no option holds: the default, not the subtype's");
        assert!(d.images_for(0x10).is_empty(), "an option with no images: SonLVL's unknown-object marker");
    }

    #[test]
    fn ini_entries() {
        let sections = parse_ini("[Ring]\nart=a.nem\n[4B]\nname=Buzzer\nsubtypes=1E, 20\nrememberstate=True[06]\n");
        assert_eq!(sections.len(), 2);
        assert_eq!(sections[1].1[0], ("name".to_string(), "Buzzer".to_string()));
    }

    proptest! {
        #[test]
        fn random_xml_never_panics(text in "\\PC{0,300}", tags in proptest::collection::vec("<(ObjDef|ImageFromMappings|ArtFile|MapFile|ImageRef|Offset|DisplayOption|Condition|Subtype|Enum|EnumMember|CustomProperty|get|DefaultImage)( [a-zA-Z]{1,8}=\"[^\"<&]{0,6}\")*/?>|</[a-zA-Z]{1,16}>|<!\\[CDATA\\[[^\\]]{0,20}\\]\\]>", 0..30)) {
            let f = |s: &str| ArtFile::Path(PathBuf::from(s));
            let _ = parse_xml(&text, Path::new("x"), &f, Path::new("."));
            if let Ok(d) = parse_xml(&tags.concat(), Path::new("x"), &f, Path::new(".")) {
                for s in 0..=255u8 {
                    let _ = d.images_for(s);
                    let _ = d.subtype_name(s);
                }
            }
            let _ = parse_ini(&text);
        }
    }
}
