//! Loads what object definitions name (art files, mapping and DPLC files, labels in s2.asm), once each, and
//! composes an object's sprite for a subtype and flips. A file that cannot be read is a problem kept by
//! name; the objects that need it draw as markers (`None`), the rest still draw.

use super::definitions::{
    ArtFile, ArtPart, Builtin, Compression, DefinitionKey, Definitions, FrameRef, ImageDef, moving_block_offset,
};
use super::mappings::{self, Dplc, MAX_SPRITE_SIDE, SpriteFrame, SpriteImage, SpriteMappings};
use crate::art::{LevelArt, PALETTE_COLOURS, Pattern, RgbaImage, patterns_from_bytes};
use crate::import::sonlvl::Project;
use crate::import::{kosinski, nemesis};
use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Most bytes a mapping source may have (s2.asm, which holds inline mappings, is 2.7 MB).
pub const MAX_ASM_BYTES: u64 = 16 * 1024 * 1024;
/// Most bytes an art file may have.
const MAX_ART_BYTES: u64 = 1024 * 1024;
/// Most patterns an image's art holds: what a DPLC cue can reach (offset $FFF, 16 patterns), beyond the VRAM's
/// 2048 (`crate::art::MAX_PATTERNS`) — Sonic 3 & Knuckles' player art has 4103 (`Sonic.unc`; `Sonic_Load_PLC`
/// cues up to $E0x for the Tornado's frame $BA).
const MAX_SOURCE_PATTERNS: usize = 0x1000 + 16;

type Cached<T> = Result<Arc<T>, String>;

/// Object sprites for one level: its project's definitions, the level's patterns and palette, and caches.
pub struct SpriteLibrary {
    pub definitions: Definitions,
    level_patterns: Vec<Pattern>,
    palette: Box<[[u8; 4]; PALETTE_COLOURS]>,
    art: HashMap<Vec<ArtPart>, Cached<Vec<Pattern>>>,
    texts: HashMap<PathBuf, Cached<String>>,
    mappings: HashMap<PathBuf, Cached<SpriteMappings>>,
    dplcs: HashMap<PathBuf, Cached<Dplc>>,
    labels: HashMap<(PathBuf, String), Cached<SpriteFrame>>,
    /// Object sprites composed so far ([`SpriteLibrary::object`]).
    objects: HashMap<(DefinitionKey, u8, bool, bool), Option<SpriteImage>>,
    /// Files that could not be read or parsed (each once, with the reason).
    pub problems: BTreeSet<String>,
    /// The corkscrew's height table, for [`Builtin::TwistingPathway`] (empty: not given).
    corkscrew_heights: Vec<i8>,
}

/// A one-pixel outline `w` x `h` in `colour`, centred on the object.
fn outline(w: usize, h: usize, colour: [u8; 4]) -> SpriteImage {
    let mut image = RgbaImage::new(w, h);
    for x in 0..w {
        image.pixels[x] = colour;
        image.pixels[(h - 1) * w + x] = colour;
    }
    for y in 0..h {
        image.pixels[y * w] = colour;
        image.pixels[y * w + w - 1] = colour;
    }
    SpriteImage { image, left: -(w as i32 / 2), top: -(h as i32 / 2) }
}

/// The palette entry SonLVL's C# definitions draw their guides in (`0x1C`: line 1, colour 12).
const GUIDE_COLOUR: usize = 0x1C;
/// SonLVL's `LevelData.ColorWhite` (entry 16 of its drawing palette, set to pure white).
const WHITE: [u8; 4] = [255, 255, 255, 255];

impl SpriteLibrary {
    /// A library over definitions, drawing with `art`'s palette (black without one) and `LevelArt` patterns.
    pub fn new(definitions: Definitions, art: Option<&LevelArt>) -> Self {
        let mut palette = Box::new([[0u8; 4]; PALETTE_COLOURS]);
        if let Some(art) = art {
            for (i, c) in palette.iter_mut().enumerate() {
                *c = art.palette_colour(i).unwrap_or([0, 0, 0, 255]);
            }
        }
        let problems = definitions.problems.iter().cloned().collect();
        SpriteLibrary {
            definitions,
            level_patterns: art.map(|a| a.patterns().to_vec()).unwrap_or_default(),
            palette,
            art: HashMap::new(),
            texts: HashMap::new(),
            mappings: HashMap::new(),
            dplcs: HashMap::new(),
            labels: HashMap::new(),
            objects: HashMap::new(),
            problems,
            corkscrew_heights: Vec::new(),
        }
    }

    /// The library of a SonLVL project's level.
    pub fn load(project_path: &Path, section: &str, art: Option<&LevelArt>) -> Result<Self, String> {
        let project = Project::load(project_path).map_err(|e| e.to_string())?;
        Ok(SpriteLibrary::new(Definitions::load(&project, section), art))
    }

    /// The palette sprites are drawn with.
    pub fn palette(&self) -> &[[u8; 4]; PALETTE_COLOURS] {
        &self.palette
    }

    fn problem<T>(&mut self, what: &Path, result: Cached<T>) -> Option<Arc<T>> {
        result.map_err(|e| self.problems.insert(format!("{}: {e}", what.display()))).ok()
    }

    fn text(&mut self, path: &Path) -> Option<Arc<String>> {
        let result = self
            .texts
            .entry(path.to_path_buf())
            .or_insert_with(|| {
                crate::read::read_bounded(path, MAX_ASM_BYTES, "mapping files")
                    .map(|b| Arc::new(String::from_utf8_lossy(&b).into_owned()))
                    .map_err(|e| e.to_string())
            })
            .clone();
        self.problem(path, result)
    }

    /// A mapping file's frames.
    pub fn mappings(&mut self, path: &Path) -> Option<Arc<SpriteMappings>> {
        if !self.mappings.contains_key(path) {
            let binary = path.extension().is_some_and(|e| e.eq_ignore_ascii_case("bin"));
            let parsed = if binary {
                // SonLVL's `MapFile type="Binary"` (the files it names end in `.bin`), in the project's game's
                // format.
                let format =
                    if self.definitions.sonic1 { mappings::BinaryFormat::S1 } else { mappings::BinaryFormat::S2 };
                crate::read::read_bounded(path, MAX_ASM_BYTES, "mapping files")
                    .map_err(|e| e.to_string())
                    .and_then(|b| mappings::binary_mappings(&b, format))
                    .map(Arc::new)
            } else {
                match self.text(path) {
                    Some(t) => mappings::parse_mappings(&t).map(Arc::new).map_err(|e| e.to_string()),
                    None => Err("not read".to_string()),
                }
            };
            self.mappings.insert(path.to_path_buf(), parsed);
        }
        let result = self.mappings[path].clone();
        self.problem(path, result)
    }

    /// A DPLC file's frames.
    pub fn dplc(&mut self, path: &Path) -> Option<Arc<Dplc>> {
        if !self.dplcs.contains_key(path) {
            let parsed = match self.text(path) {
                Some(t) => mappings::parse_dplc(&t).map(Arc::new).map_err(|e| e.to_string()),
                None => Err("not read".to_string()),
            };
            self.dplcs.insert(path.to_path_buf(), parsed);
        }
        let result = self.dplcs[path].clone();
        self.problem(path, result)
    }

    fn label_frame(&mut self, path: &Path, label: &str) -> Option<Arc<SpriteFrame>> {
        let key = (path.to_path_buf(), label.to_string());
        if !self.labels.contains_key(&key) {
            let parsed = match self.text(path) {
                Some(t) => mappings::parse_frame_at(&t, label).map(Arc::new).map_err(|e| e.to_string()),
                None => Err("not read".to_string()),
            };
            self.labels.insert(key.clone(), parsed);
        }
        let result = self.labels[&key].clone();
        self.problem(path, result)
    }

    /// An image's patterns: its art files, each decompressed and placed at its byte offset.
    pub fn patterns(&mut self, parts: &[ArtPart]) -> Option<Arc<Vec<Pattern>>> {
        if !self.art.contains_key(parts) {
            let mut bytes: Vec<u8> = Vec::new();
            // `MultiFileIndexer`: a file without an offset goes where the files so far end (the furthest end, a
            // negative offset's included).
            let mut count: i64 = 0;
            let cap = (MAX_SOURCE_PATTERNS * 32) as i64;
            let mut error = None;
            // Each file is read and decompressed once, however many parts name it (a definition listing a
            // million parts of one file used to read it a million times).
            let mut read: HashMap<(&ArtFile, Compression), Cached<Vec<u8>>> = HashMap::new();
            for part in parts {
                let data = read
                    .entry((&part.file, part.compression))
                    .or_insert_with(|| match &part.file {
                        ArtFile::Level => Ok(Arc::new(self.level_patterns.iter().flat_map(pattern_bytes).collect())),
                        ArtFile::Path(p) => read_art(p, part.compression).map(Arc::new),
                    })
                    .clone();
                match data {
                    Ok(data) => {
                        let start = part.offset.unwrap_or(count).clamp(-cap, cap);
                        let end = start + data.len() as i64;
                        count = count.max(end);
                        let (from, to) = (start.max(0), end.min(cap));
                        if from < to {
                            if bytes.len() < to as usize {
                                bytes.resize(to as usize, 0);
                            }
                            let skip = (from - start) as usize;
                            bytes[from as usize..to as usize].copy_from_slice(&data[skip..skip + (to - from) as usize]);
                        }
                    }
                    Err(e) => error = Some(e),
                }
            }
            let result = match error {
                Some(e) => Err(e),
                None => Ok(Arc::new(patterns_from_bytes(&bytes))),
            };
            self.art.insert(parts.to_vec(), result);
        }
        let result = self.art[parts].clone();
        let name = match parts.first().map(|p| &p.file) {
            Some(ArtFile::Path(p)) => p.clone(),
            _ => PathBuf::from("LevelArt"),
        };
        self.problem(&name, result)
    }

    /// The frame an image shows (None when its files cannot be read or the frame is beyond the table).
    pub fn frame(&mut self, image: &ImageDef, index: Option<usize>) -> Option<SpriteFrame> {
        match (&image.frame, index) {
            (FrameRef::Label(label), None) => Some((*self.label_frame(&image.mappings, label)?).clone()),
            (FrameRef::Index(i), None) => self.mappings(&image.mappings)?.frames.get(*i).cloned(),
            (_, Some(i)) => self.mappings(&image.mappings)?.frames.get(i).cloned(),
        }
    }

    /// Composes an image (its own frame, or `frame` of its mappings for the player) with the object's flips.
    pub fn image(&mut self, image: &ImageDef, frame: Option<usize>, x_flip: bool, y_flip: bool) -> Option<SpriteImage> {
        let sprite = self.frame(image, frame)?;
        let art = self.patterns(&image.art)?;
        let patterns: Vec<Pattern> = match &image.dplc {
            Some(path) => {
                let index = match (&image.frame, frame) {
                    (_, Some(i)) => i,
                    (FrameRef::Index(i), None) => *i,
                    (FrameRef::Label(_), None) => return None,
                };
                let dplc = self.dplc(path)?;
                mappings::dplc_patterns(&art, dplc.frames.get(index)?)
            }
            None => art.to_vec(),
        };
        sprite.compose(&patterns, &self.palette, image.line, x_flip, y_flip)
    }

    /// An object's sprite for a subtype and flips, every image its definition shows for the subtype
    /// composed into one; None when there is no definition or nothing it names can be drawn (the object
    /// keeps its marker).
    /// Composed once per key, subtype and flips: every object of that kind then gets a copy.
    pub fn object(&mut self, key: DefinitionKey, subtype: u8, x_flip: bool, y_flip: bool) -> Option<SpriteImage> {
        let k = (key, subtype, x_flip, y_flip);
        if let Some(done) = self.objects.get(&k) {
            return done.clone();
        }
        let sprite = self.compose_object(key, subtype, x_flip, y_flip);
        self.objects.insert(k, sprite.clone());
        sprite
    }

    fn compose_object(&mut self, key: DefinitionKey, subtype: u8, x_flip: bool, y_flip: bool) -> Option<SpriteImage> {
        let definition = self.definitions.get(key)?.clone();
        let mut placed = Vec::new();
        match definition.builtin {
            Some(Builtin::TwistingPathway) => return self.twisting_pathway(),
            Some(Builtin::MovingBlock) if (subtype & 0x70) >> 4 != 1 => return None,
            Some(Builtin::S3kSpikes) if subtype & 0xF > 3 => return None,
            Some(Builtin::S3kFloatingPlatform { size }) if subtype & 0xF > 0xC || subtype & 0x70 != size => {
                return None;
            }
            Some(Builtin::SpinningColumn) if subtype & 3 == 3 => return None,
            Some(Builtin::TensionBridge { .. }) if subtype & 0x7F > 16 => return None,
            Some(Builtin::SnakeBlock) => placed.push((outline(129, 129, WHITE), 0, 0)),
            Some(Builtin::S3kInvisibleBlock) => {
                // `GetDebugOverlay`'s white rectangle; the icon (flipped with the object) over it.
                let (w, h) = ((usize::from(subtype >> 4) + 1) * 16, (usize::from(subtype & 0xF) + 1) * 16);
                placed.push((outline(w, h, WHITE), 0, 0));
            }
            Some(Builtin::InvisibleBlock) => {
                // The outline first: the icon (when its files are there) is drawn over it.
                let (w, h) = ((usize::from(subtype >> 4) + 1) * 16, (usize::from(subtype & 0xF) + 1) * 16);
                let mut outline = RgbaImage::new(w, h);
                let colour = self.palette[GUIDE_COLOUR];
                for x in 0..w {
                    outline.pixels[x] = colour;
                    outline.pixels[(h - 1) * w + x] = colour;
                }
                for y in 0..h {
                    outline.pixels[y * w] = colour;
                    outline.pixels[y * w + w - 1] = colour;
                }
                placed.push((SpriteImage { image: outline, left: -(w as i32 / 2), top: -(h as i32 / 2) }, 0, 0));
            }
            Some(Builtin::ConveyorBelt) => {
                let w = usize::from(subtype & 0xF) * 16;
                if w > 0 {
                    let (width, h) = (2 * w, 48usize);
                    let mut guide = RgbaImage::new(width, h);
                    let mut set = |x: usize, y: usize| guide.pixels[y * width + x] = WHITE;
                    // The belt's direction: `DrawLine` from the middle to the right edge, or (x-flipped) from
                    // −2w + 1 to the middle, clipped to the bitmap.
                    for x in if x_flip { 0..=w } else { w..=width - 1 } {
                        set(x, h / 2);
                    }
                    for x in 0..width {
                        set(x, 0);
                        set(x, h - 1);
                    }
                    for y in 0..h {
                        set(0, y);
                        set(width - 1, y);
                    }
                    placed.push((SpriteImage { image: guide, left: -(w as i32), top: -(h as i32) + 16 }, 0, 0));
                }
            }
            _ => {}
        }
        for r in definition.images_for(subtype) {
            let Some(image) = definition.image(&r.image) else { continue };
            if let Some(Builtin::S3kFloatingPlatform { .. }) = definition.builtin {
                // Never flipped; placed where its routine starts it.
                let sprite = self.image(image, None, false, false)?;
                let (dx, dy) = super::definitions::floating_platform_offset(subtype, x_flip);
                placed.push((sprite, dx, dy));
                continue;
            }
            if definition.builtin == Some(Builtin::SpinningColumn) {
                let sprite = self.image(image, None, x_flip, y_flip)?;
                let (dx, dy) = super::definitions::spinning_column_offset(subtype, x_flip);
                placed.push((sprite, dx, dy));
                continue;
            }
            if definition.builtin == Some(Builtin::GiantRideVine) {
                for (frame, dx, dy) in super::definitions::giant_ride_vine_pieces(subtype) {
                    let Some(def) = definition.image(&frame.to_string()) else { continue };
                    if let Some(piece) = self.image(def, None, false, false) {
                        placed.push((piece, dx, dy));
                    }
                }
                break;
            }
            if let Some(Builtin::TensionBridge { slope }) = definition.builtin {
                let Some(segment) = self.image(image, None, false, false) else { continue };
                for (dx, dy) in super::definitions::tension_bridge_segments(subtype, slope) {
                    // `sprite.Offset(8, 8)`: the frame's (−8, −8) corner at the segment's place.
                    placed.push((segment.clone(), dx + 8, dy + 8));
                }
                continue;
            }
            if definition.builtin == Some(Builtin::SnakeBlock) {
                let sprite = self.image(image, None, false, false)?;
                let (dx, dy) = super::definitions::snake_block_offset(subtype, x_flip, y_flip);
                placed.push((sprite, dx, dy));
                continue;
            }
            if definition.builtin == Some(Builtin::MovingBlock) {
                // Never flipped; placed where the block starts its motion.
                let sprite = self.image(image, None, false, false)?;
                let (dx, dy) = moving_block_offset(subtype, x_flip, y_flip);
                placed.push((sprite, dx, dy));
                continue;
            }
            if matches!(definition.builtin, Some(Builtin::InvisibleBlock | Builtin::ConveyorBelt)) {
                if let Some(icon) = self.image(image, None, false, false) {
                    placed.push((icon, 0, 0));
                }
                continue;
            }
            match definition.builtin {
                Some(Builtin::SpikedPole) => {
                    // `SpikedPole.cs`: spike i shows helix frame i & 7, from −count × 8 in 16 px steps.
                    let count = i32::from(subtype.min(0x16));
                    for i in 0..count {
                        let Some(frame) = definition.image(&(i & 7).to_string()) else { continue };
                        let Some(spike) = self.image(frame, None, false, false) else { continue };
                        placed.push((spike, -count * 8 + 16 * i, 0));
                    }
                    break;
                }
                Some(Builtin::Swing) => {
                    // `SwingingPlatform.cs`: the anchor, the links 16 px apart below it, then the platform
                    // (or the wrecking ball) 8 px above the next link's place; never flipped.
                    let links = i32::from(subtype & 0xF);
                    let end = if subtype & 0x10 != 0 { "ball" } else { "platform" };
                    let parts = std::iter::once(("anchor", 0))
                        .chain((1..=links).map(|i| ("link", 16 * i)))
                        .chain(std::iter::once((end, 16 * links + 8)));
                    for (id, dy) in parts {
                        let Some(def) = definition.image(id) else { continue };
                        if let Some(sprite) = self.image(def, None, false, false) {
                            placed.push((sprite, 0, dy));
                        }
                    }
                    break;
                }
                _ => {}
            }
            let (fx, fy) = (r.x_flip.apply(x_flip), r.y_flip.apply(y_flip));
            let Some(sprite) = self.image(image, None, fx, fy) else { continue };
            // Offsets mirror when the image is flipped (`ReadImageRef`: whatever flipped it).
            let mut dx = if fx { -r.dx } else { r.dx };
            let mut dy = if fy { -r.dy } else { r.dy };
            if definition.builtin == Some(Builtin::S3kSpikes) {
                match subtype & 0xF {
                    1 if y_flip => dy += 32,
                    2 if x_flip => dx += 32,
                    _ => {}
                }
            }
            match definition.builtin {
                Some(Builtin::Bridge) => {
                    let logs = (subtype & 0x1F) as i32;
                    let w = sprite.image.width as i32;
                    let start = -(logs * w) / 2;
                    for i in 0..logs {
                        placed.push((sprite.clone(), start + i * w - sprite.left, dy));
                    }
                }
                _ => placed.push((sprite, dx, dy)),
            }
        }
        let merged = merge(&placed);
        if merged.is_none() && !placed.is_empty() {
            // Say why the object keeps its marker: a definition's offsets (`<Offset X="1000000000">`) put its
            // images further apart than a sprite may span.
            let name = definition.name.clone().unwrap_or_else(|| format!("{key:?}"));
            let file = match &definition.source {
                super::definitions::Source::Xml(path) => format!(" ({})", path.display()),
                _ => String::new(),
            };
            self.problems.insert(format!(
                "{name}{file}: its images' offsets reach beyond the {MAX_SPRITE_SIDE} px a sprite may span: not drawn \
                 (the objects keep their markers)"
            ));
        }
        merged
    }

    /// `TwistingPathway.cs`'s guide (see [`Builtin::TwistingPathway`]) from the corkscrew's height table
    /// ([`Self::set_corkscrew_heights`]); None without it.
    fn twisting_pathway(&self) -> Option<SpriteImage> {
        let heights = &self.corkscrew_heights;
        let (top, bottom) = heights.iter().fold((0i32, 0i32), |(t, b), &h| (t.min(h.into()), b.max(h.into())));
        if heights.is_empty() || bottom <= top {
            return None;
        }
        let colour = self.palette[GUIDE_COLOUR];
        let (w, h) = (416usize, (bottom - top) as usize);
        let mut curve = RgbaImage::new(w, h);
        for (x, &y) in heights.iter().enumerate().take(w) {
            let y = i32::from(y) - top;
            if (0..h as i32).contains(&y) {
                curve.pixels[y as usize * w + x] = colour;
            }
        }
        let (gw, gh) = (0x180usize, 53usize);
        let mut guide = RgbaImage::new(gw, gh);
        for y in 0..gh {
            guide.pixels[y * gw + 192] = colour;
        }
        for x in 0..gw {
            guide.pixels[(gh - 1) * gw + x] = colour;
        }
        merge(&[
            (SpriteImage { image: curve, left: -208, top }, 0, 0),
            (SpriteImage { image: guide, left: -192, top: 0 }, 0, 0),
        ])
    }

    /// The corkscrew's `Obj06_CosineTable` (the engine's, which `formats` cannot name), for the Twisting
    /// Pathway's guide.
    pub fn set_corkscrew_heights(&mut self, heights: &[i8]) {
        self.corkscrew_heights = heights.to_vec();
        // The corkscrew's sprite is drawn from them.
        self.objects.clear();
    }

    /// An object's sprite showing mapping frame `frame` of its definition's image (the frame a live object
    /// is in: its animation, a spring's bounce, a broken monitor), with the object's flips. Only for
    /// definitions that show one image from a mapping table for the subtype (the frame numbers are then
    /// the game's own `mapping_frame`); None otherwise, or for a frame beyond the table (the caller keeps
    /// the placement's sprite).
    pub fn object_frame(
        &mut self,
        key: DefinitionKey,
        subtype: u8,
        frame: u8,
        x_flip: bool,
        y_flip: bool,
    ) -> Option<SpriteImage> {
        let definition = self.definitions.get(key)?;
        if definition.builtin.is_some() {
            return None;
        }
        let [r] = definition.images_for(subtype).try_into().ok()?;
        let image = definition.image(&r.image)?.clone();
        if !matches!(image.frame, FrameRef::Index(_)) {
            return None;
        }
        let (fx, fy) = (r.x_flip.apply(x_flip), r.y_flip.apply(y_flip));
        let sprite = self.image(&image, Some(usize::from(frame)), fx, fy)?;
        let dx = if fx { -r.dx } else { r.dx };
        let dy = if fy { -r.dy } else { r.dy };
        merge(&[(sprite, dx, dy)])
    }

    /// The player's image: `[Sonic]`'s art, mappings and DPLCs (its default image, or a start position's only
    /// one); for Tails the files beside them named with
    /// "Tails" for "Sonic" (the project's object list has no Tails entry; the disassembly names his files
    /// so). None without a `[Sonic]` definition.
    pub fn player_image(&self, tails: bool) -> Option<ImageDef> {
        let sonic = self.definitions.get(DefinitionKey::Sonic)?;
        // A start-position XML (skdisasm Hydrocity 1's `[Sonic]`, `Common/SonicStartFall.xml`) has one image,
        // without an id.
        let mut image = sonic.image("default").or_else(|| sonic.image(""))?.clone();
        if tails {
            let rename = |p: &Path| match p.file_name().and_then(|n| n.to_str()) {
                Some(name) => p.with_file_name(name.replace("Sonic", "Tails")),
                None => p.to_path_buf(),
            };
            for part in &mut image.art {
                if let ArtFile::Path(p) = &part.file {
                    part.file = ArtFile::Path(rename(p));
                }
            }
            image.mappings = rename(&image.mappings);
            image.dplc = image.dplc.as_deref().map(rename);
        }
        Some(image)
    }

    /// The name a definition gives an object and subtype (see [`Definitions::name`]).
    pub fn name(&self, key: DefinitionKey, subtype: u8) -> Option<String> {
        self.definitions.name(key, subtype)
    }
}

fn pattern_bytes(p: &Pattern) -> [u8; 32] {
    let mut out = [0u8; 32];
    for (i, b) in out.iter_mut().enumerate() {
        *b = (p[i * 2] << 4) | (p[i * 2 + 1] & 0xF);
    }
    out
}

fn read_art(path: &Path, compression: Compression) -> Result<Vec<u8>, String> {
    let bytes = crate::read::read_bounded(path, MAX_ART_BYTES, "art files").map_err(|e| e.to_string())?;
    match compression {
        Compression::Nemesis => nemesis::decompress(&bytes).map_err(|e| e.to_string()),
        Compression::Kosinski => kosinski::decompress(&bytes).map_err(|e| e.to_string()),
        Compression::KosinskiM => {
            kosinski::decompress_moduled(&bytes, kosinski::DEFAULT_MAX_OUTPUT).map_err(|e| e.to_string())
        }
        Compression::Uncompressed => Ok(bytes),
    }
}

/// Sprites at offsets, merged into one (later ones in front); None when there is none, or when together they
/// would be wider or taller than [`MAX_SPRITE_SIDE`] (offsets from a definition may be anything).
pub fn merge(placed: &[(SpriteImage, i32, i32)]) -> Option<SpriteImage> {
    let (left, top, right, bottom) = placed.iter().fold(None, |acc: Option<(i64, i64, i64, i64)>, (s, dx, dy)| {
        let (l, t) = (i64::from(s.left) + i64::from(*dx), i64::from(s.top) + i64::from(*dy));
        let (r, b) = (l + s.image.width as i64, t + s.image.height as i64);
        Some(match acc {
            None => (l, t, r, b),
            Some((l0, t0, r0, b0)) => (l0.min(l), t0.min(t), r0.max(r), b0.max(b)),
        })
    })?;
    let side = MAX_SPRITE_SIDE as i64;
    if right - left > side || bottom - top > side || left.abs() > side || top.abs() > side {
        return None;
    }
    let (left, top) = (left as i32, top as i32);
    if placed.len() == 1 {
        let (s, dx, dy) = &placed[0];
        return Some(SpriteImage { image: s.image.clone(), left: s.left + dx, top: s.top + dy });
    }
    let (w, h) = ((right - left as i64) as usize, (bottom - top as i64) as usize);
    let mut image = RgbaImage::new(w, h);
    for (s, dx, dy) in placed {
        let (ox, oy) = ((s.left + dx - left) as usize, (s.top + dy - top) as usize);
        for y in 0..s.image.height {
            for x in 0..s.image.width {
                let c = s.image.get(x, y);
                if c[3] != 0 {
                    image.pixels[(oy + y) * w + ox + x] = c;
                }
            }
        }
    }
    Some(SpriteImage { image, left, top })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sprite::mappings::SpritePiece;

    fn sprite(left: i32, top: i32) -> SpriteImage {
        SpriteImage { image: RgbaImage::new(8, 8), left, top }
    }

    /// A definition's `<Offset X="1000000000">` (or ±2^31) used to ask for 128 GB or overflow: no sprite now.
    #[test]
    fn merging_far_apart_sprites_gives_none_instead_of_gigabytes() {
        let near = merge(&[(sprite(0, 0), 0, 0), (sprite(-4, 0), 32, -4)]).map(|s| (s.left, s.top, s.image.width));
        assert_eq!(near, Some((0, -4, 36)));
        assert!(merge(&[(sprite(0, 0), 0, 0), (sprite(0, 0), 1_000_000_000, 0)]).is_none());
        assert!(merge(&[(sprite(0, 0), i32::MIN, i32::MIN), (sprite(0, 0), i32::MAX, i32::MAX)]).is_none());
        assert!(merge(&[(sprite(i32::MAX, 0), i32::MAX, 0)]).is_none());
    }

    /// Art files placed as SonLVL's `MultiFileIndexer` places them: without an offset after the files so far
    /// (their furthest end), at a hex or decimal offset, a negative one dropping the file's first bytes.
    #[test]
    fn art_files_go_where_sonlvl_puts_them() {
        assert_eq!(super::super::definitions::parse_offset("0x5100"), Some(Some(0x5100)));
        assert_eq!(super::super::definitions::parse_offset("-128"), Some(Some(-128)));
        assert_eq!(super::super::definitions::parse_offset("-1"), Some(None), "SonLVL's 'no offset'");
        assert_eq!(super::super::definitions::parse_offset("x"), None);
        let dir = std::env::temp_dir().join(format!("spg-art-offsets-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = |name: &str, bytes: &[u8]| {
            let path = dir.join(name);
            std::fs::write(&path, bytes).unwrap();
            ArtFile::Path(path)
        };
        // a: one pattern of colour 1; b: one of colour 2, then one of colour 3.
        let (a, b) = (file("a.bin", &[0x11; 32]), file("b.bin", &[[0x22; 32], [0x33; 32]].concat()));
        let part =
            |file: &ArtFile, offset| ArtPart { file: file.clone(), compression: Compression::Uncompressed, offset };
        let mut library = SpriteLibrary::new(Definitions::default(), None);
        // a, then b appended after it.
        let appended = library.patterns(&[part(&a, None), part(&b, None)]).unwrap();
        assert_eq!(appended.iter().map(|p| p[0]).collect::<Vec<_>>(), [1, 2, 3]);
        // b 32 bytes before the start (its first pattern dropped), then a after b's end (byte 32).
        let shifted = library.patterns(&[part(&b, Some(-32)), part(&a, None)]).unwrap();
        assert_eq!(shifted.iter().map(|p| p[0]).collect::<Vec<_>>(), [3, 1]);
        // a at 0x40: two patterns of zeros first; b at 0 under a later a at 32: a wins where they meet.
        let at = library.patterns(&[part(&a, Some(0x40))]).unwrap();
        assert_eq!(at.iter().map(|p| p[0]).collect::<Vec<_>>(), [0, 0, 1]);
        let over = library.patterns(&[part(&b, Some(0)), part(&a, Some(32))]).unwrap();
        assert_eq!(over.iter().map(|p| p[0]).collect::<Vec<_>>(), [2, 1]);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// Pieces 64 K pixels apart (x words 32767 and −32768) compose to nothing rather than a 64 K-wide image.
    #[test]
    fn a_frame_wider_than_the_cap_is_not_composed() {
        let piece = |x| SpritePiece::from_args([x, 0, 1, 1, 0, 0, 0, 0, 0]);
        let wide = SpriteFrame { pieces: vec![piece(-32768), piece(32767)] };
        let palette = [[0u8; 4]; 64];
        assert!(wide.compose(&[[1; 64]], &palette, 0, false, false).is_none());
        let fine = SpriteFrame { pieces: vec![piece(-100), piece(100)] };
        assert_eq!(fine.compose(&[[1; 64]], &palette, 0, false, false).map(|s| s.image.width), Some(208));
    }

    /// skdisasm's Hydrocity 1 names its `[Sonic]` by a start-position XML (`Common/SonicStartFall.xml`: one
    /// image without an id): the player's image is that one, Sonic's files, as Angel Island 1's from
    /// `Common/Main.ini`.
    #[test]
    fn a_start_position_xml_gives_the_player_image() {
        let Some(shared) = crate::reference::shared_dir() else { return };
        let ini = shared.join("reference/skdisasm/SonLVL INI Files/SonLVL.ini");
        for section in ["Sonic 3\\\\Hydrocity Zone Act 1", "Sonic 3\\\\Angel Island Zone Act 1"] {
            let library = SpriteLibrary::load(&ini, section, None).unwrap();
            let image = library.player_image(false).unwrap_or_else(|| panic!("{section}"));
            assert!(image.mappings.ends_with("General/Sprites/Sonic/Map - Sonic.asm"), "{section}");
            assert!(image.dplc.as_ref().is_some_and(|d| d.ends_with("General/Sprites/Sonic/DPLC - Sonic.asm")));
        }
    }
}
