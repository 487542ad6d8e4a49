//! Object and player sprites on the level view: the level's SonLVL project's object definitions
//! (`formats::sprite`), each sprite composed once per (definition, subtype, flips) or (character, frame,
//! flips) and kept as a texture. Objects without a definition that draws keep their marker; levels whose
//! art is not a SonLVL project have no sprites.

use crate::widgets::camera::Camera;
use egui::{Color32, ColorImage, Painter, Rect, TextureHandle, TextureOptions, pos2, vec2};
use engine::Character;
use formats::ObjectPlacement;
use formats::art::{ArtSource, LevelArt};
use formats::sprite::definitions::ImageDef;
use formats::sprite::{DefinitionKey, Definitions, SpriteImage, SpriteLibrary};
use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;
use studio_core::playtest::animation::PAL_CYCLE_SUPER_SONIC;
use studio_core::playtest::animation::SpriteFrame;
use studio_core::playtest::intro::{IntroArt, IntroSprite};
use studio_core::playtest::power_ups::{PowerUpArt, PowerUpSprite};
use studio_core::playtest::results::{CardArt, CardSprite};

/// A composed sprite on the GPU, with its top-left corner relative to the object's position.
pub struct SpriteTexture {
    pub texture: TextureHandle,
    pub left: i32,
    pub top: i32,
    pub size: [usize; 2],
}

impl SpriteTexture {
    /// The sprite's screen rectangle for an object at level pixel (x, y).
    pub fn rect(&self, camera: &Camera, view: Rect, x: i32, y: i32) -> Rect {
        let (l, t) = ((x + self.left) as f32, (y + self.top) as f32);
        camera.rect_to_screen(view, vec2(l, t), vec2(l + self.size[0] as f32, t + self.size[1] as f32))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Key {
    Object(DefinitionKey, u8, bool, bool),
    /// A live object's mapping frame: definition, subtype, frame, flips.
    Live(DefinitionKey, u8, u8, bool, bool),
    /// One image of a definition, by id, with flips (a piece of a live object the editor lays out itself).
    Part(DefinitionKey, &'static str, bool, bool),
    Player(Character, SpriteFrame),
    /// Tails' tails (S3K's `Obj_Tails_Tail`) in a mapping frame of theirs.
    Tail(SpriteFrame),
    /// A sprite of Angel Island 1's intro: its art, mapping frame and x flip.
    Intro(IntroArt, u8, bool),
    /// A shield, star or spark (`studio_core::playtest::power_ups`): its art, mapping frame and flips.
    PowerUp(PowerUpArt, u8, bool, bool),
    /// A sprite of S3K's level results or title card (`studio_core::playtest::results`): its art and frame.
    Card(CardArt, u8),
}

/// What a live object shows: the engine's `mapping_frame` and render flips
/// (`engine::objects::runtime::object::live_mapping_frame`), or one image of its definition by id (`image`:
/// a swinging platform's base, link or platform, laid out where the engine has them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LiveFrame {
    pub frame: u8,
    pub x_flip: bool,
    pub y_flip: bool,
    pub image: Option<&'static str>,
}

/// The sprites' state between frames.
#[derive(Default)]
pub struct Sprites {
    library: Option<SpriteLibrary>,
    names: Option<Arc<Definitions>>,
    players: [Option<ImageDef>; 2],
    /// Sonic 3 & Knuckles' player art (`[Sonic]`): Sonic's, and beside it Tails', his tails' and Knuckles'
    /// (skdisasm `General/Sprites`), in the frames S3K's scripts choose (`studio_core::playtest::animation`'s
    /// `s3k`) and the intro's ([`Sprites::intro`]).
    sonic3k_player: Option<ImageDef>,
    /// The disassembly the project lies in, where the shields' and stars' art is read
    /// (`studio_core::playtest::power_ups::art_files`).
    power_up_root: Option<std::path::PathBuf>,
    textures: HashMap<Key, Option<SpriteTexture>>,
    /// Sprites composed since the library was loaded (tests: each is composed once).
    pub composed: usize,
}

fn options() -> TextureOptions {
    TextureOptions {
        magnification: egui::TextureFilter::Nearest,
        minification: egui::TextureFilter::Linear,
        ..TextureOptions::NEAREST
    }
}

impl Sprites {
    /// Loads the definitions of the level's SonLVL project (none for other art sources), drawing with `art`'s
    /// palette and patterns.
    pub fn reload(&mut self, source: Option<&ArtSource>, folder: Option<&Path>, art: Option<&LevelArt>) {
        *self = Sprites::default();
        let Some(ArtSource::SonLvl { project, section }) = source else { return };
        let path = formats::art::resolve(project, folder);
        if let Ok(mut library) = SpriteLibrary::load(&path, section, art) {
            library.set_corkscrew_heights(&engine::objects::s2::corkscrew::HEIGHTS);
            self.power_up_root = studio_core::playtest::power_ups::disassembly_root(&path);
            self.names = Some(Arc::new(library.definitions.clone()));
            if library.definitions.sonic3k {
                self.sonic3k_player = library.player_image(false);
            } else {
                self.players = [library.player_image(false), library.player_image(true)];
            }
            self.library = Some(library);
        }
    }

    /// The project's object definitions, for names in the inspector and the palette.
    pub fn names(&self) -> Option<Arc<Definitions>> {
        self.names.clone()
    }

    /// Sprites composed and uploaded, of objects and of the player (tests).
    pub fn textures(&self) -> (usize, usize) {
        let drawn = |player: bool| {
            self.textures
                .iter()
                .filter(|(k, t)| t.is_some() && matches!(k, Key::Player(..) | Key::Tail(..)) == player)
                .count()
        };
        (drawn(false), drawn(true))
    }

    /// The live sprites composed so far (definition, subtype, mapping frame) that drew (tests).
    pub fn live_frames(&self) -> Vec<(DefinitionKey, u8, u8)> {
        let mut out: Vec<_> = self
            .textures
            .iter()
            .filter_map(|(k, t)| match (k, t) {
                (Key::Live(def, subtype, frame, ..), Some(_)) => Some((*def, *subtype, *frame)),
                _ => None,
            })
            .collect();
        out.sort();
        out
    }

    /// The definitions' images drawn by id so far (definition, image id), for a live object laid out here
    /// (tests).
    pub fn parts(&self) -> Vec<(DefinitionKey, &'static str)> {
        let mut out: Vec<_> = self
            .textures
            .iter()
            .filter_map(|(k, t)| match (k, t) {
                (Key::Part(def, id, ..), Some(_)) => Some((*def, *id)),
                _ => None,
            })
            .collect();
        out.sort();
        out.dedup();
        out
    }

    /// The intro's sprites composed so far that drew (tests).
    pub fn intro_frames(&self) -> Vec<(IntroArt, u8)> {
        let mut out: Vec<_> = self
            .textures
            .iter()
            .filter_map(|(k, t)| match (k, t) {
                (Key::Intro(art, frame, _), Some(_)) => Some((*art, *frame)),
                _ => None,
            })
            .collect();
        out.sort_by_key(|(art, frame)| (format!("{art:?}"), *frame));
        out
    }

    /// Files the sprites could not read.
    pub fn problems(&self) -> Vec<String> {
        self.library.as_ref().map(|l| l.problems.iter().cloned().collect()).unwrap_or_default()
    }

    fn texture(&mut self, ctx: &egui::Context, key: Key) -> Option<&SpriteTexture> {
        if !self.textures.contains_key(&key) {
            let library = self.library.as_mut()?;
            let sprite: Option<SpriteImage> = match key {
                Key::Object(def, subtype, x_flip, y_flip) => library.object(def, subtype, x_flip, y_flip),
                Key::Live(def, subtype, frame, x_flip, y_flip) => {
                    library.object_frame(def, subtype, frame, x_flip, y_flip)
                }
                Key::Part(def, id, x_flip, y_flip) => {
                    let image = library.definitions.get(def)?.image(id)?.clone();
                    library.image(&image, None, x_flip, y_flip)
                }
                Key::Intro(art, frame, x_flip) => {
                    compose_intro(library, self.sonic3k_player.as_ref()?, art, frame, x_flip)
                }
                Key::Player(character, f) => match &self.sonic3k_player {
                    Some(sonic) => compose_s3k_player(library, sonic, S3kArt::of(character), f),
                    None => {
                        let image = self.players[usize::from(character == Character::Tails)].as_ref()?;
                        library.image(image, Some(f.frame as usize), f.x_flip, f.y_flip)
                    }
                },
                Key::Tail(f) => compose_s3k_player(library, self.sonic3k_player.as_ref()?, S3kArt::Tail, f),
                Key::PowerUp(art, frame, x_flip, y_flip) => {
                    let root = self.power_up_root.as_deref()?;
                    studio_core::playtest::power_ups::compose(library, root, art, frame, x_flip, y_flip)
                }
                Key::Card(art, frame) => {
                    let root = self.power_up_root.as_deref()?;
                    studio_core::playtest::results::compose(library, root, art, frame)
                }
            };
            self.composed += 1;
            let texture = sprite.filter(|s| s.image.width > 0 && s.image.height > 0).map(|s| {
                let image = ColorImage::from_rgba_unmultiplied([s.image.width, s.image.height], s.image.as_bytes());
                SpriteTexture {
                    texture: ctx.load_texture(format!("sprite-{key:?}"), image, options()),
                    left: s.left,
                    top: s.top,
                    size: [s.image.width, s.image.height],
                }
            });
            self.textures.insert(key, texture);
        }
        self.textures.get(&key)?.as_ref()
    }

    /// The sprite an object placement is drawn with (None: it keeps its marker).
    pub fn object(&mut self, ctx: &egui::Context, o: &ObjectPlacement) -> Option<&SpriteTexture> {
        let (def, subtype, x_flip, y_flip) = self.library.as_ref()?.definitions.key(o)?;
        self.texture(ctx, Key::Object(def, subtype, x_flip, y_flip))
    }

    /// A live object's sprite in the engine's mapping frame and render flips (None: the definition cannot
    /// show that frame, see `SpriteLibrary::object_frame`).
    pub fn live_object(&mut self, ctx: &egui::Context, o: &ObjectPlacement, live: LiveFrame) -> Option<&SpriteTexture> {
        let (def, subtype, _, _) = self.library.as_ref()?.definitions.key(o)?;
        let key = match live.image {
            Some(id) => Key::Part(def, id, live.x_flip, live.y_flip),
            None => Key::Live(def, subtype, live.frame, live.x_flip, live.y_flip),
        };
        self.texture(ctx, key)
    }

    /// The player's sprite for a frame (None without the project's player art, and for Knuckles outside
    /// Sonic 3 & Knuckles).
    pub fn player(&mut self, ctx: &egui::Context, character: Character, frame: SpriteFrame) -> Option<&SpriteTexture> {
        if character == Character::Knuckles && self.sonic3k_player.is_none() {
            return None;
        }
        self.texture(ctx, Key::Player(character, frame))
    }

    /// Tails' tails in a frame of theirs (Sonic 3 & Knuckles' art only).
    pub fn tails_tail(&mut self, ctx: &egui::Context, frame: SpriteFrame) -> Option<&SpriteTexture> {
        self.sonic3k_player.as_ref()?;
        self.texture(ctx, Key::Tail(frame))
    }

    /// The player frames composed so far that drew: character (None: Tails' tails) and mapping frame (tests).
    pub fn player_frames(&self) -> Vec<(Option<Character>, u8)> {
        let mut out: Vec<_> = self
            .textures
            .iter()
            .filter_map(|(k, t)| match (k, t) {
                (Key::Player(c, f), Some(_)) => Some((Some(*c), f.frame)),
                (Key::Tail(f), Some(_)) => Some((None, f.frame)),
                _ => None,
            })
            .collect();
        out.sort_by_key(|(c, f)| (format!("{c:?}"), *f));
        out.dedup();
        out
    }

    /// Super Sonic's frames composed so far that drew (`Map_SuperSonic` frame, `PalCycle_SuperSonic` entry), and
    /// Sonic's own frames drawn with a Super palette entry (tests).
    pub fn super_sonic_frames(&self) -> Vec<(bool, u8, Option<u8>)> {
        let mut out: Vec<_> = self
            .textures
            .iter()
            .filter_map(|(k, t)| match (k, t) {
                (Key::Player(Character::Sonic, f), Some(_)) if f.super_sonic || f.palette.is_some() => {
                    Some((f.super_sonic, f.frame, f.palette))
                }
                _ => None,
            })
            .collect();
        out.sort();
        out
    }

    /// A shield's, star's or spark's sprite (None without the disassembly's files, or for an empty frame).
    pub fn power_up(&mut self, ctx: &egui::Context, s: PowerUpSprite) -> Option<&SpriteTexture> {
        self.texture(ctx, Key::PowerUp(s.art, s.frame, s.x_flip, s.y_flip))
    }

    /// The power-up frames composed so far that drew (tests).
    pub fn power_up_frames(&self) -> Vec<(PowerUpArt, u8)> {
        let mut out: Vec<_> = self
            .textures
            .iter()
            .filter_map(|(k, t)| match (k, t) {
                (Key::PowerUp(art, frame, ..), Some(_)) => Some((*art, *frame)),
                _ => None,
            })
            .collect();
        out.sort();
        out.dedup();
        out
    }

    /// A sprite of S3K's level results or title card (None without the disassembly's files, or for a blank
    /// frame).
    pub fn card(&mut self, ctx: &egui::Context, s: CardSprite) -> Option<&SpriteTexture> {
        self.texture(ctx, Key::Card(s.art, s.frame))
    }

    /// The results' and card's frames composed so far that drew (tests).
    pub fn card_frames(&self) -> Vec<(CardArt, u8)> {
        let mut out: Vec<_> = self
            .textures
            .iter()
            .filter_map(|(k, t)| match (k, t) {
                (Key::Card(art, frame), Some(_)) => Some((*art, *frame)),
                _ => None,
            })
            .collect();
        out.sort();
        out
    }

    /// A sprite of Angel Island 1's intro (`studio_core::playtest::intro`; None without the project's files).
    pub fn intro(&mut self, ctx: &egui::Context, sprite: IntroSprite) -> Option<&SpriteTexture> {
        self.texture(ctx, Key::Intro(sprite.art, sprite.frame, sprite.x_flip))
    }

    /// Draws an object's sprite — in the engine's frame `live` when given and the definition can show it,
    /// else the placement's — and returns false when it has none (the caller draws the marker).
    #[allow(clippy::too_many_arguments)]
    pub fn paint_object(
        &mut self,
        ctx: &egui::Context,
        painter: &Painter,
        camera: &Camera,
        view: Rect,
        o: &ObjectPlacement,
        live: Option<LiveFrame>,
        tint: Color32,
    ) -> bool {
        // Off-screen objects are not composed until they come into view.
        let near = camera.to_screen(view, vec2(o.x as f32, o.y as f32));
        if !view.expand(256.0 * camera.zoom.max(1.0)).contains(near) {
            return self.library.as_ref().is_some_and(|l| l.definitions.key(o).is_some());
        }
        // A part asked for by id is that image or nothing (not the placement's picture).
        if live.is_some_and(|l| l.image.is_some() && self.live_object(ctx, o, l).is_none()) {
            return false;
        }
        let live = live.filter(|&l| self.live_object(ctx, o, l).is_some());
        let sprite = match live {
            Some(live) => self.live_object(ctx, o, live),
            None => self.object(ctx, o),
        };
        let Some(sprite) = sprite else { return false };
        let rect = sprite.rect(camera, view, o.x, o.y);
        if rect.intersects(view) {
            painter.image(sprite.texture.id(), rect, Rect::from_min_max(pos2(0.0, 0.0), pos2(1.0, 1.0)), tint);
        }
        true
    }
}

/// The S3K player art a sprite is drawn from (skdisasm `General/Sprites`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum S3kArt {
    Sonic,
    Tails,
    /// `Obj_Tails_Tail`'s `Map_Tails_Tail`, `DPLC - Tails tails.asm`, `ArtUnc_Tails_Tail`.
    Tail,
    Knuckles,
}

impl S3kArt {
    fn of(character: Character) -> Self {
        match character {
            Character::Sonic => S3kArt::Sonic,
            Character::Tails => S3kArt::Tails,
            Character::Knuckles => S3kArt::Knuckles,
        }
    }
}

/// Composes an S3K player frame from skdisasm's files beside the project's `[Sonic]` (`sonic`): mappings,
/// DPLCs and uncompressed art. Sonic's frames from $DA and Tails' from $D1 load their patterns from the
/// second art file (`Sonic_Load_PLC`: `ArtUnc_Sonic_Extra`; `Tails_Load_PLC`: `ArtUnc_Tails_Extra`);
/// Knuckles is drawn with his own line 0 (`Pal_Knuckles`, `Knuckles/Palettes/Main.bin`), which the game loads
/// when he plays.
fn compose_s3k_player(
    library: &mut SpriteLibrary,
    sonic: &ImageDef,
    art: S3kArt,
    f: SpriteFrame,
) -> Option<SpriteImage> {
    use formats::sprite::definitions::{ArtFile, ArtPart, Compression};
    use formats::sprite::mappings;
    // `General/Sprites/Sonic/Map - Sonic.asm` → `General/Sprites`.
    let sprites = sonic.mappings.parent()?.parent()?.to_path_buf();
    let (folder, name, extra_from) = match art {
        S3kArt::Sonic => ("Sonic", "Sonic", Some(0xDA)),
        S3kArt::Tails => ("Tails", "Tails", Some(0xD1)),
        S3kArt::Tail => ("Tails", "Tails tails", None),
        S3kArt::Knuckles => ("Knuckles", "Knuckles", None),
    };
    // Super Sonic (`Map_SuperSonic`), or Sonic's own frames with the Super palette while it fades out.
    let colours = f.palette.and_then(|n| PAL_CYCLE_SUPER_SONIC.get(usize::from(n)).copied());
    if art == S3kArt::Sonic && f.super_sonic {
        return compose_super_sonic(library, sonic, f, colours);
    }
    let dir = sprites.join(folder);
    let file = match extra_from {
        Some(from) if f.frame >= from => format!("{name} Extra.unc"),
        _ => format!("{name}.unc"),
    };
    let parts = [ArtPart {
        file: ArtFile::Path(dir.join("Art").join(file)),
        compression: Compression::Uncompressed,
        offset: None,
    }];
    let index = usize::from(f.frame);
    let sprite = library.mappings(&dir.join(format!("Map - {name}.asm")))?.frames.get(index)?.clone();
    let cues = library.dplc(&dir.join(format!("DPLC - {name}.asm")))?;
    let patterns = library.patterns(&parts)?;
    let loaded = mappings::dplc_patterns(&patterns, cues.frames.get(index)?);
    let mut palette = *library.palette();
    if art == S3kArt::Sonic {
        set_sonic_colours(&mut palette, colours);
    }
    let mut colours = palette;
    if art == S3kArt::Knuckles {
        let bytes = std::fs::read(dir.join("Palettes/Main.bin")).ok()?;
        for (i, pair) in bytes.chunks_exact(2).take(16).enumerate() {
            let [r, g, b] = formats::import::palette::colour_to_rgb(u16::from_be_bytes([pair[0], pair[1]]));
            colours[i] = [r, g, b, 255];
        }
    }
    sprite.compose(&loaded, &colours, 0, f.x_flip, f.y_flip)
}

/// Super Sonic's frame `f` (`Map_SuperSonic` and `PLC_SuperSonic`: the second tables of the project's `[Sonic]`
/// files, over the same art), his palette entries 2–4 set to `colours` when given.
fn compose_super_sonic(
    library: &mut SpriteLibrary,
    sonic: &ImageDef,
    f: SpriteFrame,
    colours: Option<[u16; 3]>,
) -> Option<SpriteImage> {
    use formats::sprite::mappings;
    let frame_index = usize::from(f.frame);
    let text = |path: &std::path::Path| std::fs::read_to_string(path).ok();
    let maps = mappings::parse_mappings_table(&text(&sonic.mappings)?, "Map_SuperSonic_").ok()?;
    let cues = mappings::parse_dplc_table(&text(sonic.dplc.as_deref()?)?, "PLC_SuperSonic_").ok()?;
    let patterns = library.patterns(&sonic.art)?;
    let loaded = mappings::dplc_patterns(&patterns, cues.frames.get(frame_index)?);
    let mut palette = *library.palette();
    set_sonic_colours(&mut palette, colours);
    maps.frames.get(frame_index)?.compose(&loaded, &palette, 0, f.x_flip, f.y_flip)
}

/// Sonic's palette entries 2–4 (line 0) set to `colours` (Mega Drive words) when given.
fn set_sonic_colours(palette: &mut [[u8; 4]; 64], colours: Option<[u16; 3]>) {
    for (i, &word) in colours.iter().flatten().enumerate() {
        let [r, g, b] = formats::import::palette::colour_to_rgb(word);
        palette[2 + i] = [r, g, b, 255];
    }
}

/// `PalCycle_SuperSonic`'s colours for palette entries 2–4 at `Palette_frame` $24, $2A and $30 (skdisasm s3.asm,
/// written by the intro's `sub_45D94`).
const SUPER_SONIC_COLOURS: [[u16; 3]; 3] = [[0xCEE, 0xCEE, 0xAEE], [0xAEE, 0x8EE, 0x6CC], [0x8EE, 0x0EE, 0x0AA]];

/// Composes one sprite of Angel Island 1's intro from skdisasm's files beside the project (`sonic`: the
/// project's `[Sonic]` image, whose folder and art the others are found from).
fn compose_intro(
    library: &mut SpriteLibrary,
    sonic: &ImageDef,
    art: IntroArt,
    frame: u8,
    x_flip: bool,
) -> Option<SpriteImage> {
    use formats::sprite::definitions::{ArtFile, ArtPart, Compression, FrameRef};
    use formats::sprite::mappings;
    let frame_index = usize::from(frame);
    // `General/Sprites/Sonic/Map - Sonic.asm` → the disassembly's root.
    let root = sonic.mappings.parent()?.parent()?.parent()?.parent()?.to_path_buf();
    let colour = |word: u16| {
        let [r, g, b] = formats::import::palette::colour_to_rgb(word);
        [r, g, b, 255]
    };
    match art {
        IntroArt::Sonic => library.image(sonic, Some(frame_index), x_flip, false),
        IntroArt::SuperSonic { palette } => {
            let f = SpriteFrame { frame, x_flip, ..SpriteFrame::default() };
            compose_super_sonic(library, sonic, f, Some(SUPER_SONIC_COLOURS[usize::from(palette).min(2)]))
        }
        IntroArt::Plane => {
            let image = ImageDef {
                art: vec![ArtPart {
                    file: ArtFile::Path(root.join("Levels/AIZ/KosinskiM Art/Intro Plane.kosm")),
                    compression: Compression::KosinskiM,
                    offset: None,
                }],
                mappings: root.join("Levels/AIZ/Misc Object Data/Map - Intro Plane.asm"),
                frame: FrameRef::Index(frame_index),
                dplc: None,
                line: 0,
            };
            library.image(&image, Some(frame_index), x_flip, false)
        }
        IntroArt::Knuckles => {
            let dir = root.join("General/Sprites/Knuckles/Cutscene");
            let parts = [ArtPart {
                file: ArtFile::Path(dir.join("Cutscene Main.unc")),
                compression: Compression::Uncompressed,
                offset: None,
            }];
            let sprite = library.mappings(&dir.join("Map - Cutscene Knuckles.asm"))?.frames.get(frame_index)?.clone();
            let cues = library.dplc(&dir.join("DPLC - Cutscene Knuckles.asm"))?;
            let patterns = library.patterns(&parts)?;
            let loaded = mappings::dplc_patterns(&patterns, cues.frames.get(frame_index)?);
            // `Pal_CutsceneKnux` into line 1 (`loc_44790`; `ObjSlot_CutsceneKnux`'s art tile is line 1).
            let mut colours = *library.palette();
            let bytes = std::fs::read(dir.join("Pal.bin")).ok()?;
            for (i, pair) in bytes.chunks_exact(2).take(16).enumerate() {
                colours[16 + i] = colour(u16::from_be_bytes([pair[0], pair[1]]));
            }
            sprite.compose(&loaded, &colours, 1, x_flip, false)
        }
    }
}
