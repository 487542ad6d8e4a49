//! What the play-test draws of player 1's power-ups: the shield, the invincibility stars and S3K's
//! insta-shield, each as its game's object animates it (presentation only: the engine's `World` keeps just the
//! player's `shield`, `element`, `invincibility` and `ability`, which these objects read; it never runs them).
//!
//! Facts used, game by game (the scripts are the games' animation files, stepped by `AnimateSprite` /
//! `Animate_Sprite`: a duration byte then frames, each frame shown duration + 1 game frames; $FF loops, $FE n
//! goes back n, $FD a switches to script a, $FC ends the object; the render flips are the object's status bits
//! 0–1, taken when a frame is loaded):
//! - Sonic 1 (s1disasm `_incObj/38 Shield and Invincibility.asm`, `_anim/Shield and Invincibility.asm`,
//!   `_maps/Shield and Invincibility.asm`, `artnem/Shield.nem`, `artnem/Invincibility Stars.nem`): the shield
//!   (`Shi_Shield`, script 0, frames 1–3 between the empty frame 0: it flickers) at the player, flipped by his
//!   status (facing, and bit 1, in the air: upside down); hidden while he is invincible. The stars are four
//!   objects (scripts 1–4), star n at the position the player had ((n − 1) × 6 + k) frames ago, k counting
//!   0–5 round each frame (`Shi_Stars`: `v_tracksonic`).
//! - Sonic 2 (s2disasm `Obj38`, `Ani_obj38`, `mappings/sprite/obj38.asm`, `art/nemesis/Shield.nem`; `Obj35`,
//!   `mappings/sprite/obj35.asm`, `art/nemesis/Invincibility stars.nem`): the shield likewise (script
//!   `0, 5,0,5,1,5,2,5,3,5,4`). The stars are four layers of two stars each, half a turn apart on a
//!   32-step circle (`Obj35_PositionOffsetTable`): layer 0 at the player, frames `Obj35_Layer0Frames`, turning
//!   9 steps a frame; layers 1–3 at the player's position 2, 5 and 8 frames ago (`Sonic_Pos_Record_Buf`, 12
//!   bytes a layer back from the next free entry), frames `Obj35_LayerNFrames1`/`2`, turning 1 step a frame;
//!   both the other way round when he faces left.
//! - Sonic 3 & Knuckles (skdisasm s3.asm `Obj_InstaShield`, `Obj_FireShield`, `Obj_LightningShield`,
//!   `Obj_LightningShield_Spark`, `Obj_BubbleShield`, `Obj_Invincibility`; `General/Sprites/Shields/`): each
//!   shield follows the player facing his way (status bit 0 only) and is hidden while he is invincible or
//!   Super. The fire shield's frames from $F and the lightning shield's from $E are behind him (priority $200).
//!   The moves switch scripts: the fire dash script 1 (its facing then held), the bubble dive script 1 and the
//!   bounce script 2; the lightning jump makes four sparks (`SparkVelocities`, `MoveSprite2`, $18 of gravity,
//!   script 1 to its $FC). Sonic without a shield has the insta-shield, whose script 1 (frames 0–7) runs
//!   from the press; its rest frames are empty. The stars are Sonic 2's (`byte_17760`, `byte_1776D`…,
//!   `byte_17720`, `Pos_table`), from `Invincibility.unc`.
//!
//! Simplified: the objects are made on the frame the player's state first shows the power-up (the games make
//! them in the monitor's frame, so they may start a frame apart); after a rewind they start again at the
//! re-simulation's first frame; past positions come from the play-test's trail (the player's position after
//! each frame, as the games record it after his move), the oldest one standing for older frames; only player
//! 1's are drawn (the engine gives the monitors' power-ups to him); Sonic 2's basic shield in an S3K level
//! (`Obj_S2Shield`, whose art S3K does not have) and the Super forms' stars are not drawn.

use super::TrailPoint;
use super::animation::PlayerArt;
use engine::Character;
use engine::player::Player;
use engine::player::moves::{Ability, Element};
use formats::sprite::SpriteLibrary;
use formats::sprite::definitions::{ArtFile, ArtPart, Compression};
use formats::sprite::mappings::{self, SpriteImage};
use std::collections::VecDeque;
use std::path::{Path, PathBuf};

/// The art (mappings, DPLCs and patterns) a power-up sprite is drawn with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PowerUpArt {
    /// Sonic 1's `Map_Shield` frames 0–3 over `artnem/Shield.nem`.
    Sonic1Shield,
    /// Sonic 1's `Map_Shield` frames 4–7 over `artnem/Invincibility Stars.nem`.
    Sonic1Stars,
    /// Sonic 2's `Obj38_MapUnc_1DBE4` over `art/nemesis/Shield.nem`.
    Sonic2Shield,
    /// Sonic 2's `Obj35_MapUnc_1DCBC` over `art/nemesis/Invincibility stars.nem`.
    Sonic2Stars,
    /// S3K's `Map_FireShield`, `DPLC_FireShield`, `ArtUnc_FireShield`.
    FireShield,
    /// S3K's `Map_LightningShield`, `DPLC_LightningShield`, `ArtUnc_LightningShield`.
    LightningShield,
    /// A lightning spark: `Map_LightningShield` frames $C, $D, $17 over `ArtUnc_LightningShield_Sparks`, which
    /// `Obj_LightningShield` puts at `ArtTile_Shield_Sparks` ($1F patterns after the shield's).
    LightningSpark,
    /// S3K's `Map_BubbleShield`, `DPLC_BubbleShield`, `ArtUnc_BubbleShield`.
    BubbleShield,
    /// S3K's `Map_InstaShield`, `DPLC_InstaShield`, `ArtUnc_InstaShield`.
    InstaShield,
    /// S3K's `Map_Invincibility` over `ArtUnc_Invincibility`.
    Sonic3kStars,
}

/// One sprite of a power-up: its art's mapping frame at a level pixel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PowerUpSprite {
    pub art: PowerUpArt,
    pub frame: u8,
    pub x: i32,
    pub y: i32,
    pub x_flip: bool,
    pub y_flip: bool,
    /// Drawn behind the player (S3K's fire and lightning shields' back frames); else in front of him.
    pub behind: bool,
}

/// The files of a power-up's art inside a disassembly (`root`: the folder holding its `SonLVL INI Files`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArtFiles {
    pub mappings: PathBuf,
    pub dplc: Option<PathBuf>,
    pub art: Vec<ArtPart>,
}

/// Where `art` is read in the disassembly at `root` (s1disasm, s2disasm, skdisasm).
pub fn art_files(root: &Path, art: PowerUpArt) -> ArtFiles {
    let part = |path: PathBuf, compression: Compression, offset: Option<i64>| ArtPart {
        file: ArtFile::Path(path),
        compression,
        offset,
    };
    let nem = |path: &str| vec![part(root.join(path), Compression::Nemesis, None)];
    let shields = root.join("General/Sprites/Shields");
    let s3k = |name: &str, dplc: bool| ArtFiles {
        mappings: shields.join(format!("Map - {name}.asm")),
        dplc: dplc.then(|| shields.join(format!("DPLC - {name}.asm"))),
        art: vec![part(shields.join(format!("{name}.unc")), Compression::Uncompressed, None)],
    };
    match art {
        PowerUpArt::Sonic1Shield => ArtFiles {
            mappings: root.join("_maps/Shield and Invincibility.asm"),
            dplc: None,
            art: nem("artnem/Shield.nem"),
        },
        PowerUpArt::Sonic1Stars => ArtFiles {
            mappings: root.join("_maps/Shield and Invincibility.asm"),
            dplc: None,
            art: nem("artnem/Invincibility Stars.nem"),
        },
        PowerUpArt::Sonic2Shield => ArtFiles {
            mappings: root.join("mappings/sprite/obj38.asm"),
            dplc: None,
            art: nem("art/nemesis/Shield.nem"),
        },
        PowerUpArt::Sonic2Stars => ArtFiles {
            mappings: root.join("mappings/sprite/obj35.asm"),
            dplc: None,
            art: nem("art/nemesis/Invincibility stars.nem"),
        },
        PowerUpArt::FireShield => s3k("Fire Shield", true),
        PowerUpArt::LightningShield => s3k("Lightning Shield", true),
        PowerUpArt::LightningSpark => ArtFiles {
            mappings: shields.join("Map - Lightning Shield.asm"),
            dplc: None,
            art: vec![part(shields.join("Sparks.unc"), Compression::Uncompressed, Some(SPARKS_TILE * 32))],
        },
        PowerUpArt::BubbleShield => s3k("Bubble Shield", true),
        PowerUpArt::InstaShield => s3k("Insta-Shield", true),
        PowerUpArt::Sonic3kStars => ArtFiles {
            mappings: shields.join("Map - Invincibility.asm"),
            dplc: None,
            art: vec![part(shields.join("Invincibility.unc"), Compression::Uncompressed, None)],
        },
    }
}

/// `ArtTile_Shield_Sparks` − `ArtTile_Shield` ($7BB − $79C).
const SPARKS_TILE: i64 = 0x1F;

/// The disassembly a SonLVL project file lies in (`<root>/SonLVL INI Files/SonLVL.ini`).
pub fn disassembly_root(project: &Path) -> Option<PathBuf> {
    Some(project.parent()?.parent()?.to_path_buf())
}

/// Composes a power-up sprite from the disassembly at `root` with the library's palette (line 0: the
/// objects' `make_art_tile(…,0,0)`), through the library's caches; None when a file is missing or the frame
/// is empty.
pub fn compose(
    library: &mut SpriteLibrary,
    root: &Path,
    art: PowerUpArt,
    frame: u8,
    x_flip: bool,
    y_flip: bool,
) -> Option<SpriteImage> {
    let files = art_files(root, art);
    let index = usize::from(frame);
    let sprite = match art {
        PowerUpArt::Sonic1Shield | PowerUpArt::Sonic1Stars => {
            sonic1_mappings(&files.mappings)?.frames.get(index)?.clone()
        }
        _ => library.mappings(&files.mappings)?.frames.get(index)?.clone(),
    };
    let patterns = library.patterns(&files.art)?;
    let loaded = match &files.dplc {
        Some(path) => mappings::dplc_patterns(&patterns, library.dplc(path)?.frames.get(index)?),
        None => patterns.to_vec(),
    };
    let palette = *library.palette();
    sprite.compose(&loaded, &palette, 0, x_flip, y_flip)
}

/// Sonic 1's `_maps/Shield and Invincibility.asm`, read by the macro reader once one quirk is put right: its
/// frame 0 (`.shield1:spritePiece …`) starts inside frame 1's pieces, so the ROM reads that frame's piece count
/// from the piece's first byte, its y — 0: an empty frame (the shield's flicker, the stars' gaps). Such a label
/// is given an empty frame of its own (None if the y there is not 0, or the file does not read).
pub fn sonic1_mappings(path: &Path) -> Option<mappings::SpriteMappings> {
    let text = std::fs::read_to_string(path).ok()?;
    let mut out = String::with_capacity(text.len() + 64);
    let mut empty = Vec::new();
    for line in text.lines() {
        match line.split_once(":spritePiece") {
            Some((label, rest)) if !label.is_empty() && !label.contains(char::is_whitespace) => {
                if rest.split(',').nth(1)?.trim() != "0" {
                    return None;
                }
                empty.push(label);
                out.push_str("\tspritePiece");
                out.push_str(rest);
            }
            _ => out.push_str(line),
        }
        out.push('\n');
    }
    for label in empty {
        out.push_str(&format!("{label}:\tspriteHeader\n{label}_End\n"));
    }
    mappings::parse_mappings(&out).ok()
}

/// One object's animation state (`anim`, `prev_anim`, `anim_frame`, `anim_frame_timer`, `mapping_frame`,
/// the render flips), stepped by `AnimateSprite`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Script {
    pub anim: u8,
    /// None: a new object (or `move.w #1,anim`), whose first step starts its script.
    prev_anim: Option<u8>,
    anim_frame: u8,
    timer: u8,
    pub frame: u8,
    pub x_flip: bool,
    pub y_flip: bool,
    /// The script reached $FC (the object's routine moved on: a spark deletes itself).
    pub ended: bool,
}

impl Script {
    /// One `AnimateSprite` call over `scripts` (by animation id), the object's status flips `flips`.
    pub fn animate(&mut self, scripts: &[&[u8]], flips: (bool, bool)) {
        if self.prev_anim != Some(self.anim) {
            self.prev_anim = Some(self.anim);
            self.anim_frame = 0;
            self.timer = 0;
        }
        self.timer = self.timer.wrapping_sub(1);
        if (self.timer as i8) >= 0 {
            return;
        }
        let Some(script) = scripts.get(usize::from(self.anim)) else { return };
        let at = |i: usize| script.get(i).copied().unwrap_or(0xFF);
        self.timer = at(0);
        let i = usize::from(self.anim_frame);
        let code = at(1 + i);
        let shown = match code {
            0..0x80 => code,
            0xFF => {
                self.anim_frame = 0;
                at(1)
            }
            0xFE => {
                let back = at(2 + i);
                self.anim_frame = self.anim_frame.wrapping_sub(back);
                at(1 + i.wrapping_sub(usize::from(back)))
            }
            0xFD => {
                self.anim = at(2 + i);
                return;
            }
            _ => {
                self.ended = true;
                return;
            }
        };
        self.frame = shown & 0x7F;
        (self.x_flip, self.y_flip) = flips;
        self.anim_frame = self.anim_frame.wrapping_add(1);
    }
}

/// Sonic 1's `Ani_Shield`: the shield, then stars 1–4.
pub const SONIC1_SCRIPTS: [&[u8]; 5] = [
    &[1, 1, 0, 2, 0, 3, 0, 0xFF],
    &[5, 4, 5, 6, 7, 0xFF],
    &[0, 4, 4, 0, 4, 4, 0, 5, 5, 0, 5, 5, 0, 6, 6, 0, 6, 6, 0, 7, 7, 0, 7, 7, 0, 0xFF],
    &[0, 4, 4, 0, 4, 0, 0, 5, 5, 0, 5, 0, 0, 6, 6, 0, 6, 0, 0, 7, 7, 0, 7, 0, 0, 0xFF],
    &[0, 4, 0, 0, 4, 0, 0, 5, 0, 0, 5, 0, 0, 6, 0, 0, 6, 0, 0, 7, 0, 0, 7, 0, 0, 0xFF],
];
/// Sonic 2's `Ani_obj38` (also S3K's `Ani_S2Shield`).
pub const SONIC2_SHIELD: [&[u8]; 1] = [&[0, 5, 0, 5, 1, 5, 2, 5, 3, 5, 4, 0xFF]];
/// `Ani_InstaShield`: resting (the empty frame 6), the attack.
pub const INSTA_SHIELD: [&[u8]; 2] = [&[0x1F, 6, 0xFF], &[0, 0, 1, 2, 3, 4, 5, 6, 6, 6, 6, 6, 6, 6, 7, 0xFD, 0]];
/// `Ani_FireShield`: burning (front frames 0–8 between the back ones $F–$17), the dash.
pub const FIRE_SHIELD: [&[u8]; 2] = [
    &[1, 0, 0xF, 1, 0x10, 2, 0x11, 3, 0x12, 4, 0x13, 5, 0x14, 6, 0x15, 7, 0x16, 8, 0x17, 0xFF],
    &[1, 9, 0xA, 0xB, 0xC, 0xD, 0xE, 9, 0xA, 0xB, 0xC, 0xD, 0xE, 0xFD, 0],
];
/// s3.asm's `Ani_LightningShield` (`Anim - Lightning Shield S3.asm`): the shield, the sparks.
pub const LIGHTNING_SHIELD: [&[u8]; 2] = [
    &[
        1, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 0xA, 0xB, 0x16, 0x16, 0x15, 0x15, 0x14, 0x14, 0x13,
        0x13, 0x12, 0x12, 0x11, 0x11, 0x10, 0x10, 0xF, 0xF, 0xE, 0xE, 9, 0xA, 0xB, 0xFF,
    ],
    &[
        0, 0xC, 0xD, 0x17, 0xC, 0xD, 0x17, 0xC, 0xD, 0x17, 0xC, 0xD, 0x17, 0xC, 0xD, 0x17, 0xC, 0xD, 0x17, 0xC, 0xD,
        0xFC, 0xFF,
    ],
];
/// `Ani_BubbleShield`: wobbling, the dive, the bounce.
pub const BUBBLE_SHIELD: [&[u8]; 3] = [
    &[
        1, 0, 9, 0, 9, 0, 9, 1, 0xA, 1, 0xA, 1, 0xA, 2, 9, 2, 9, 2, 9, 3, 0xA, 3, 0xA, 3, 0xA, 4, 9, 4, 9, 4, 9, 5,
        0xA, 5, 0xA, 5, 0xA, 6, 9, 6, 9, 6, 9, 7, 0xA, 7, 0xA, 7, 0xA, 8, 9, 8, 9, 8, 9, 0xFF,
    ],
    &[5, 9, 0xB, 0xB, 0xB, 0xFD, 0],
    &[5, 0xC, 0xC, 0xB, 0xFD, 0],
];

/// `Obj35_PositionOffsetTable` (S3K's `byte_17720`): 32 points round a circle of radius 16, (x, y).
pub const STAR_CIRCLE: [(i8, i8); 32] = [
    (15, 0),
    (15, 3),
    (14, 6),
    (13, 8),
    (11, 11),
    (8, 13),
    (6, 14),
    (3, 15),
    (0, 16),
    (-4, 15),
    (-7, 14),
    (-9, 13),
    (-12, 11),
    (-14, 8),
    (-15, 6),
    (-16, 3),
    (-16, 0),
    (-16, -4),
    (-15, -7),
    (-14, -9),
    (-12, -12),
    (-9, -14),
    (-7, -15),
    (-4, -16),
    (-1, -16),
    (3, -16),
    (6, -15),
    (8, -14),
    (11, -12),
    (13, -9),
    (14, -7),
    (15, -4),
];
/// `Obj35_Layer0Frames` (`byte_17760`).
const LAYER0_FRAMES: &[u8] = &[8, 5, 7, 6, 6, 7, 5, 8, 6, 7, 7, 6];
/// `Obj35_Layer1Frames1`/`2` … `Obj35_Layer3Frames1`/`2` (`byte_1776D`, `byte_17782`, `byte_1779B`).
const LAYER_FRAMES: [(&[u8], &[u8]); 3] = [
    (&[8, 7, 6, 5, 4, 3, 4, 5, 6, 7], &[3, 4, 5, 6, 7, 8, 7, 6, 5, 4]),
    (&[8, 7, 6, 5, 4, 3, 2, 3, 4, 5, 6, 7], &[2, 3, 4, 5, 6, 7, 8, 7, 6, 5, 4, 3]),
    (&[7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6], &[1, 2, 3, 4, 5, 6, 7, 6, 5, 4, 3, 2]),
];
/// The layers' starting circle offsets (bytes: 2 a point): layer 0 `move.b #4`, layers 1–3 from
/// `Obj35_Layers`.
const LAYER_OFFSETS: [u8; 4] = [4, 0, 22, 44];

/// Sonic 2's and S3K's invincibility stars (`Obj35`, `Obj_Invincibility`): four layers' frame counters
/// (`objoff_38`) and circle offsets (`objoff_34`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Stars {
    pub counters: [u8; 4],
    pub offsets: [u8; 4],
}

impl Stars {
    fn new() -> Self {
        Stars { counters: [0; 4], offsets: LAYER_OFFSETS }
    }

    /// One frame of the four layers, layer 0 first; `past(n)`: the player's position n frames ago.
    fn step(&mut self, p: &Player, past: impl Fn(usize) -> (i32, i32), art: PowerUpArt) -> [PowerUpSprite; 8] {
        let star = |(x, y): (i32, i32), offset: u8, frame: u8| {
            let (dx, dy) = STAR_CIRCLE[usize::from(offset & 0x3E) / 2];
            PowerUpSprite {
                art,
                frame,
                x: x + i32::from(dx),
                y: y + i32::from(dy),
                x_flip: false,
                y_flip: false,
                behind: false,
            }
        };
        let mut out = [star((0, 0), 0, 0); 8];
        for layer in 0..4 {
            let frames = if layer == 0 { LAYER0_FRAMES } else { LAYER_FRAMES[layer - 1].0 };
            if usize::from(self.counters[layer]) >= frames.len() {
                self.counters[layer] = 0;
            }
            let c = usize::from(self.counters[layer]);
            self.counters[layer] += 1;
            let (first, second) = match layer {
                0 => (frames[c], frames[c]),
                // The first star shows the second list's frame, the one half a turn on the first list's.
                _ => (LAYER_FRAMES[layer - 1].1[c], frames[c]),
            };
            // Layer 0 at the player; layer k 12k bytes back from the record's next entry: 3k − 1 frames ago.
            let at = if layer == 0 { (p.pixel_x(), p.pixel_y()) } else { past(3 * layer - 1) };
            let offset = self.offsets[layer];
            out[layer * 2] = star(at, offset, first);
            out[layer * 2 + 1] = star(at, offset.wrapping_add(0x20), second);
            let turn: u8 = if layer == 0 { 9 * 2 } else { 2 };
            self.offsets[layer] = if p.facing_left { offset.wrapping_sub(turn) } else { offset.wrapping_add(turn) };
        }
        out
    }
}

/// Sonic 1's four star objects: their scripts and `objoff_30`, the 0–5 count of extra frames back.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Sonic1Stars {
    pub scripts: [Script; 4],
    pub lag: u8,
}

/// A lightning spark (`Obj_LightningShield_Spark`): position and speed in the games' 16.16 and 8.8.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Spark {
    pub x: i32,
    pub y: i32,
    pub x_speed: i16,
    pub y_speed: i16,
    pub script: Script,
}

/// `SparkVelocities`.
const SPARK_VELOCITIES: [(i16, i16); 4] = [(-0x200, -0x200), (0x200, -0x200), (-0x200, 0x200), (0x200, 0x200)];

/// Which object S3K's `Shield` slot holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Slot {
    Basic,
    Fire,
    Lightning,
    Bubble,
    Insta,
}

/// Player 1's power-up objects, stepped once per game frame after the world's.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PowerUps {
    pub art: PlayerArt,
    /// The shield object's script (None: no shield object).
    shield: Option<Script>,
    slot: Option<Slot>,
    /// S3K: the shield object's status facing (held during the fire dash).
    facing_left: bool,
    stars: Option<Stars>,
    sonic1_stars: Option<Sonic1Stars>,
    sparks: Vec<Spark>,
    /// The player's move after the last frame (the moves' starts are seen as its changes).
    ability: Ability,
    /// What to draw after the last frame, back to front within each of behind / in front.
    pub sprites: Vec<PowerUpSprite>,
}

impl PowerUps {
    pub fn new(art: PlayerArt) -> Self {
        PowerUps { art, ..PowerUps::default() }
    }

    /// Runs the objects one frame for the player's state after it; `trail`: his positions after each frame,
    /// the newest (this frame's) last.
    pub fn step(&mut self, p: &Player, trail: &VecDeque<TrailPoint>) {
        let past = |n: usize| {
            let point = trail.len().checked_sub(1 + n).and_then(|i| trail.get(i)).or(trail.front());
            point.map_or((p.pixel_x(), p.pixel_y()), |t| (t.x, t.y))
        };
        self.sprites.clear();
        match self.art {
            PlayerArt::Sonic1 => self.step_sonic1(p, past),
            PlayerArt::Sonic2 => self.step_sonic2(p, past),
            PlayerArt::Sonic3K => self.step_sonic3k(p, past),
        }
        self.ability = p.ability;
    }

    /// Sonic 1's `Shi_Shield` and `Shi_Stars`.
    fn step_sonic1(&mut self, p: &Player, past: impl Fn(usize) -> (i32, i32)) {
        let flips = (p.facing_left, p.air);
        self.stars_sonic1(p, &past, flips);
        self.basic_shield(p, &SONIC1_SCRIPTS[..1], PowerUpArt::Sonic1Shield, flips);
    }

    /// Sonic 1's four star objects.
    fn stars_sonic1(&mut self, p: &Player, past: &impl Fn(usize) -> (i32, i32), flips: (bool, bool)) {
        if p.invincibility == 0 {
            self.sonic1_stars = None;
            return;
        }
        let stars = self.sonic1_stars.get_or_insert_with(|| {
            let mut s = Sonic1Stars::default();
            for (n, script) in s.scripts.iter_mut().enumerate() {
                script.anim = n as u8 + 1;
            }
            s
        });
        let lag = usize::from(stars.lag);
        stars.lag = (stars.lag + 1) % 6;
        for (n, script) in stars.scripts.iter_mut().enumerate() {
            script.animate(&SONIC1_SCRIPTS, flips);
            let (x, y) = past(n * 6 + lag);
            self.sprites.push(PowerUpSprite {
                art: PowerUpArt::Sonic1Stars,
                frame: script.frame,
                x,
                y,
                x_flip: script.x_flip,
                y_flip: script.y_flip,
                behind: false,
            });
        }
    }

    /// Sonic 1's and Sonic 2's shield object: deleted without the shield, resting (neither animated nor drawn)
    /// while the player is invincible.
    fn basic_shield(&mut self, p: &Player, scripts: &[&[u8]], art: PowerUpArt, flips: (bool, bool)) {
        if p.invincibility != 0 {
            return;
        }
        if !p.shield {
            self.shield = None;
            return;
        }
        let script = self.shield.get_or_insert_with(Script::default);
        script.animate(scripts, flips);
        self.sprites.push(PowerUpSprite {
            art,
            frame: script.frame,
            x: p.pixel_x(),
            y: p.pixel_y(),
            x_flip: script.x_flip,
            y_flip: script.y_flip,
            behind: false,
        });
    }

    /// Sonic 2's `Obj38` and `Obj35`.
    fn step_sonic2(&mut self, p: &Player, past: impl Fn(usize) -> (i32, i32)) {
        self.basic_shield(p, &SONIC2_SHIELD, PowerUpArt::Sonic2Shield, (p.facing_left, p.air));
        self.layered_stars(p, past, PowerUpArt::Sonic2Stars);
    }

    /// `Obj35` / `Obj_Invincibility`.
    fn layered_stars(&mut self, p: &Player, past: impl Fn(usize) -> (i32, i32), art: PowerUpArt) {
        let super_form = p.super_form && self.art == PlayerArt::Sonic3K;
        if p.invincibility == 0 || super_form {
            self.stars = None;
            return;
        }
        let stars = self.stars.get_or_insert_with(Stars::new);
        let sprites = stars.step(p, past, art);
        self.sprites.extend(sprites);
    }

    /// S3K's `Shield` slot (the insta-shield or an elemental shield), the sparks and `Obj_Invincibility`.
    fn step_sonic3k(&mut self, p: &Player, past: impl Fn(usize) -> (i32, i32)) {
        let slot = match (p.shield, p.element) {
            (true, Element::Fire) => Some(Slot::Fire),
            (true, Element::Lightning) => Some(Slot::Lightning),
            (true, Element::Bubble) => Some(Slot::Bubble),
            (true, Element::None) => Some(Slot::Basic),
            (false, _) if p.character == Character::Sonic => Some(Slot::Insta),
            (false, _) => None,
        };
        if slot != self.slot {
            // A new object in the slot (`move.w #1,anim`: its first step starts script 0).
            self.slot = slot;
            self.shield = slot.map(|_| Script::default());
        }
        // The moves' starts, as `Sonic_ShieldMoves` and `BubbleShield_Bounce` set `Shield+anim`.
        let was_free = matches!(self.ability, Ability::None);
        let started = was_free && p.ability == Ability::Used;
        let mut sparks = false;
        if let (Some(script), Some(slot)) = (&mut self.shield, slot) {
            match slot {
                Slot::Fire | Slot::Bubble if started => script.anim = 1,
                Slot::Lightning if started => sparks = true,
                Slot::Bubble if self.ability == Ability::Used && p.ability == Ability::None && p.air => {
                    script.anim = 2;
                }
                Slot::Insta
                    if matches!(p.ability, Ability::InstaShield { .. })
                        && !matches!(self.ability, Ability::InstaShield { .. }) =>
                {
                    script.anim = 1;
                }
                _ => {}
            }
        }
        let hidden = p.invincibility != 0 || p.super_form;
        if let (Some(script), Some(slot), false) = (&mut self.shield, slot, hidden) {
            let (art, scripts, back_from): (_, &[&[u8]], u8) = match slot {
                Slot::Fire => (PowerUpArt::FireShield, &FIRE_SHIELD, 0xF),
                Slot::Lightning => (PowerUpArt::LightningShield, &LIGHTNING_SHIELD[..1], 0xE),
                Slot::Bubble => (PowerUpArt::BubbleShield, &BUBBLE_SHIELD, 0xFF),
                Slot::Insta => (PowerUpArt::InstaShield, &INSTA_SHIELD, 0xFF),
                Slot::Basic => (PowerUpArt::Sonic2Shield, &SONIC2_SHIELD, 0xFF),
            };
            // The fire shield keeps the dash's facing while its script 1 runs.
            if !(slot == Slot::Fire && script.anim != 0) {
                self.facing_left = p.facing_left;
            }
            if sparks {
                let (x, y) = (p.pixel_x(), p.pixel_y());
                self.sparks = SPARK_VELOCITIES
                    .iter()
                    .map(|&(x_speed, y_speed)| Spark {
                        x: x << 16,
                        y: y << 16,
                        x_speed,
                        y_speed,
                        script: Script { anim: 1, ..Script::default() },
                    })
                    .collect();
            }
            script.animate(scripts, (self.facing_left, false));
            // (S3K has no art for Sonic 2's shield: the basic shield is not drawn.)
            if slot != Slot::Basic {
                self.sprites.push(PowerUpSprite {
                    art,
                    frame: script.frame,
                    x: p.pixel_x(),
                    y: p.pixel_y(),
                    x_flip: script.x_flip,
                    y_flip: false,
                    behind: script.frame >= back_from,
                });
            }
        }
        // `Obj_LightningShield_Spark`: `MoveSprite2`, gravity, then its script until the $FC.
        for spark in &mut self.sparks {
            spark.x = spark.x.wrapping_add(i32::from(spark.x_speed) << 8);
            spark.y = spark.y.wrapping_add(i32::from(spark.y_speed) << 8);
            spark.y_speed = spark.y_speed.wrapping_add(0x18);
            spark.script.animate(&LIGHTNING_SHIELD, (false, false));
        }
        self.sparks.retain(|s| !s.script.ended);
        for spark in &self.sparks {
            self.sprites.push(PowerUpSprite {
                art: PowerUpArt::LightningSpark,
                frame: spark.script.frame,
                x: spark.x >> 16,
                y: spark.y >> 16,
                x_flip: false,
                y_flip: false,
                behind: false,
            });
        }
        self.layered_stars(p, past, PowerUpArt::Sonic3kStars);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frames(script: &mut Script, scripts: &[&[u8]], n: usize) -> Vec<u8> {
        (0..n)
            .map(|_| {
                script.animate(scripts, (false, false));
                script.frame
            })
            .collect()
    }

    fn sonic() -> Player {
        Player::standing(Character::Sonic, 0x100, 0x200)
    }

    /// Sonic 2's `Ani_obj38` (duration 0): 5, 0, 5, 1, 5, 2, 5, 3, 5, 4, then again; Sonic 1's `.shield`
    /// (duration 1): each of 1, 0, 2, 0, 3, 0 two frames.
    #[test]
    fn the_basic_shields_follow_their_scripts() {
        let mut s = Script::default();
        assert_eq!(frames(&mut s, &SONIC2_SHIELD, 12), vec![5, 0, 5, 1, 5, 2, 5, 3, 5, 4, 5, 0]);
        let mut s = Script::default();
        assert_eq!(frames(&mut s, &SONIC1_SCRIPTS, 14), vec![1, 1, 0, 0, 2, 2, 0, 0, 3, 3, 0, 0, 1, 1]);
        // Sonic 1's stars: star 1 changes every 6 frames, star 4 shows mostly the empty frame 0.
        let mut s = Script { anim: 1, ..Script::default() };
        assert_eq!(frames(&mut s, &SONIC1_SCRIPTS, 13), vec![4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 6]);
        let mut s = Script { anim: 4, ..Script::default() };
        assert_eq!(frames(&mut s, &SONIC1_SCRIPTS, 9), vec![4, 0, 0, 4, 0, 0, 5, 0, 0]);
    }

    /// `Ani_InstaShield` script 1: frames 0–5 one game frame each, 6 seven times, 7 twice (its $FD frame keeps
    /// it), then the resting script's empty 6; `Ani_FireShield` 1 (the dash) runs 9–$E twice, two frames each,
    /// then burns again from 0; `Ani_BubbleShield` 2 (the bounce): $C twelve frames, $B six.
    #[test]
    fn the_s3k_shields_follow_their_scripts() {
        let mut s = Script { anim: 1, ..Script::default() };
        let insta = frames(&mut s, &INSTA_SHIELD, 17);
        assert_eq!(insta, vec![0, 1, 2, 3, 4, 5, 6, 6, 6, 6, 6, 6, 6, 7, 7, 6, 6]);
        let mut s = Script { anim: 1, ..Script::default() };
        let dash = frames(&mut s, &FIRE_SHIELD, 25);
        assert_eq!(&dash[..4], &[9, 9, 0xA, 0xA]);
        assert_eq!(&dash[22..25], &[0xE, 0xE, 0xE], "the $FD frame keeps the last frame");
        assert_eq!(frames(&mut s, &FIRE_SHIELD, 3), vec![0, 0, 0xF], "then burning again");
        let mut s = Script { anim: 2, ..Script::default() };
        let bounce = frames(&mut s, &BUBBLE_SHIELD, 19);
        assert_eq!(&bounce[..12], &[0xC; 12]);
        assert_eq!(&bounce[12..18], &[0xB; 6]);
        let mut s = Script { anim: 1, ..Script::default() };
        let spark = frames(&mut s, &LIGHTNING_SHIELD, 22);
        assert_eq!(&spark[..3], &[0xC, 0xD, 0x17]);
        assert!(s.ended, "the sparks end at their $FC");
    }

    /// Sonic 2's shield is drawn at the player in front of him, upside down in the air; not while invincible,
    /// when the stars are: layer 0's two stars at the player half a turn apart (`Obj35_PositionOffsetTable`
    /// points 2 and 18: (14, 6) and (−15, −7)), frame 8 first, turning 9 points a frame; layer 1 at his
    /// position 2 frames ago.
    #[test]
    fn sonic_2_draws_the_shield_and_then_the_stars() {
        let mut p = sonic();
        let mut trail = VecDeque::new();
        let mut ups = PowerUps::new(PlayerArt::Sonic2);
        ups.step(&p, &trail);
        assert!(ups.sprites.is_empty());
        p.give_shield();
        p.air = true;
        ups.step(&p, &trail);
        assert_eq!(ups.sprites.len(), 1);
        let s = ups.sprites[0];
        assert_eq!(
            (s.art, s.frame, s.x, s.y, s.y_flip, s.behind),
            (PowerUpArt::Sonic2Shield, 5, 0x100, 0x200, true, false)
        );
        p.give_invincibility();
        for x in 0..3 {
            trail.push_back(TrailPoint { x: 0x100 + x * 10, y: 0x200, x_speed: 0, y_speed: 0 });
        }
        ups.step(&p, &trail);
        assert_eq!(ups.sprites.len(), 8, "the shield rests under the stars");
        assert!(ups.sprites.iter().all(|s| s.art == PowerUpArt::Sonic2Stars));
        let (a, b) = (ups.sprites[0], ups.sprites[1]);
        assert_eq!((a.x, a.y, a.frame), (0x100 + 14, 0x200 + 6, 8));
        assert_eq!((b.x, b.y, b.frame), (0x100 - 15, 0x200 - 7, 8));
        // Layer 1: the trail's entry 2 frames before the newest (x 0x100), circle point 0, frames 3 and 8.
        let (c, d) = (ups.sprites[2], ups.sprites[3]);
        assert_eq!((c.x, c.y, c.frame), (0x100 + 15, 0x200, 3));
        assert_eq!((d.x, d.y, d.frame), (0x100 - 16, 0x200, 8));
        ups.step(&p, &trail);
        // 4 + 18 bytes: point 11, (−9, 13).
        assert_eq!((ups.sprites[0].x, ups.sprites[0].y, ups.sprites[0].frame), (0x100 - 9, 0x200 + 13, 5));
    }

    /// S3K: Sonic's insta-shield plays from the press and rests empty; the fire shield burns with its back
    /// frames behind him and dashes on the fire dash; the lightning jump throws four sparks that fall; invincible,
    /// the shield hides under the stars.
    #[test]
    fn s3k_shields_follow_the_moves() {
        let mut p = sonic();
        let trail = VecDeque::new();
        let mut ups = PowerUps::new(PlayerArt::Sonic3K);
        ups.step(&p, &trail);
        assert_eq!(ups.sprites.iter().map(|s| s.frame).collect::<Vec<_>>(), vec![6], "resting: the empty frame");
        p.ability = Ability::InstaShield { frames: engine::player::moves::INSTA_SHIELD_FRAMES };
        ups.step(&p, &trail);
        assert_eq!((ups.sprites[0].art, ups.sprites[0].frame), (PowerUpArt::InstaShield, 0));
        p.ability = Ability::InstaShield { frames: 13 };
        ups.step(&p, &trail);
        assert_eq!(ups.sprites[0].frame, 1);

        p.ability = Ability::None;
        p.give_elemental_shield(Element::Fire);
        let mut shown = Vec::new();
        for _ in 0..36 {
            ups.step(&p, &trail);
            shown.push((ups.sprites[0].frame, ups.sprites[0].behind));
        }
        assert_eq!(&shown[..4], &[(0, false), (0, false), (0xF, true), (0xF, true)]);
        p.ability = Ability::Used;
        ups.step(&p, &trail);
        assert_eq!(ups.sprites[0].frame, 9, "the dash");

        p.ability = Ability::None;
        p.give_elemental_shield(Element::Lightning);
        ups.step(&p, &trail);
        p.ability = Ability::Used;
        ups.step(&p, &trail);
        let sparks: Vec<_> = ups.sprites.iter().filter(|s| s.art == PowerUpArt::LightningSpark).collect();
        assert_eq!(sparks.len(), 4);
        assert_eq!((sparks[0].x, sparks[0].y, sparks[0].frame), (0x100 - 2, 0x200 - 2, 0xC));
        for _ in 0..21 {
            ups.step(&p, &trail);
        }
        assert!(ups.sprites.iter().all(|s| s.art != PowerUpArt::LightningSpark), "gone after their script");

        p.give_invincibility();
        ups.step(&p, &trail);
        assert_eq!(ups.sprites.len(), 8);
        assert!(ups.sprites.iter().all(|s| s.art == PowerUpArt::Sonic3kStars));
    }

    /// The art of every power-up loads from the reference disassemblies (s1disasm's, s2disasm's and
    /// skdisasm's whole copies) and draws: the shields' frames, the stars', the sparks'.
    #[test]
    fn the_power_up_art_loads_from_the_disassemblies() {
        let Some(shared) = formats::reference::shared_dir() else { return };
        let reference = shared.join("reference");
        // A grey palette: every colour but each line's transparent 0 shows.
        let grey = formats::art::LevelArt::from_patterns(Vec::new(), Vec::new(), &[[0x80; 3]; 64]);
        let mut library = SpriteLibrary::new(formats::sprite::Definitions::default(), Some(&grey));
        let cases = [
            ("s1disasm-full", PowerUpArt::Sonic1Shield, &[1u8, 2, 3][..]),
            ("s1disasm-full", PowerUpArt::Sonic1Stars, &[4, 5, 6, 7]),
            ("s2disasm-full", PowerUpArt::Sonic2Shield, &[0, 1, 2, 3, 4, 5]),
            ("s2disasm-full", PowerUpArt::Sonic2Stars, &[1, 2, 3, 4, 5, 6, 7, 8]),
            ("skdisasm", PowerUpArt::FireShield, &[0, 8, 9, 0xE, 0xF, 0x17]),
            ("skdisasm", PowerUpArt::LightningShield, &[0, 0xB, 0xE, 0x16]),
            ("skdisasm", PowerUpArt::LightningSpark, &[0xC, 0xD]),
            ("skdisasm", PowerUpArt::BubbleShield, &[0, 8, 9, 0xA, 0xB, 0xC]),
            ("skdisasm", PowerUpArt::InstaShield, &[0, 1, 2, 3, 4, 5]),
            ("skdisasm", PowerUpArt::Sonic3kStars, &[1, 2, 3, 4, 5, 6, 7, 8]),
        ];
        for (folder, art, frames) in cases {
            let root = reference.join(folder);
            for &frame in frames {
                let sprite = compose(&mut library, &root, art, frame, false, false);
                let sprite = sprite.unwrap_or_else(|| panic!("{art:?} frame {frame:#x}: {:?}", library.problems));
                let drawn = sprite.image.pixels.iter().filter(|p| p[3] != 0).count();
                assert!(drawn > 0, "{art:?} frame {frame:#x} draws {drawn} pixels");
            }
        }
        // The empty frames draw nothing: Sonic 1's frame 0 (its label is inside frame 1's pieces, where the
        // piece count byte reads 0), the insta-shield's resting 6, Sonic 2's stars' 0.
        for (folder, art, frame) in [
            ("s1disasm-full", PowerUpArt::Sonic1Shield, 0),
            ("skdisasm", PowerUpArt::InstaShield, 6),
            ("s2disasm-full", PowerUpArt::Sonic2Stars, 0),
        ] {
            assert!(
                compose(&mut library, &reference.join(folder), art, frame, false, false).is_none(),
                "{art:?} {frame}"
            );
        }
        assert!(library.problems.is_empty(), "{:?}", library.problems);
        let project = reference.join("skdisasm/SonLVL INI Files/SonLVL.ini");
        assert_eq!(disassembly_root(&project), Some(reference.join("skdisasm")));
    }
}
