//! Sonic 3 & Knuckles' animate routines, for a level with S3K's player art (skdisasm `Map - Sonic.asm`,
//! `Map - Tails.asm`, `Map - Knuckles.asm`): the scripts of `General/Sprites/Sonic/Anim - Sonic.asm`
//! (`AniSonic`), `Tails/Anim - Tails.asm` (`AniTails`), `Tails/Anim - Tails Tail.asm` (`AniTails_Tail`) and
//! `Knuckles/Anim - Knuckles.asm` (`AniKnuckles`), run as s3.asm's `Animate_Sonic` and `Animate_Tails` and
//! sonic3k.asm's `Animate_Knuckles` run them.
//!
//! What differs from Sonic 2 (see the parent module for what is shared):
//! - All three walk as Sonic 2's Sonic does (the frame shown first, then the duration counted down), with
//!   Tails' fastest run (`AniTails1F`, ≥ $700) one frame per rotation. Walking into a wall keeps the walk
//!   animation: `Status_Push` picks the push script (`loc_137CE`), whose duration is
//!   max(0, $800 − |Ground Speed|) >> 6 (Sonic, Tails) or >> 8 (Knuckles, `loc_17ECC`). (The walk doubles
//!   the speed when `status_secondary` bit 7 is set, which nothing in the game sets.)
//! - Tails' moves: `Tails_Set_Flying_Animation` — $20 falling, $21 rising, $24 tired; under water $25, $26,
//!   $28.
//! - Knuckles' moves set his mapping frame themselves: `Knuckles_Set_Gliding_Animation` (the glide angle's
//!   eighth: $C0–$C4 and back, $C4 being $C0 turned), `Knux_Gliding_HitFloor` (the slide, $CC),
//!   `Knuckles_Wall_Climb` ($B7–$BC, one step every 4 frames he moves, backwards going down),
//!   `Knuckles_ClimbLedge_Frames` ($BD, $BE, $BF, 6 frames each); falling from the glide is $21, landing from
//!   it $23 and getting up from the slide $22.
//! - Tails' tails are their own object (`Obj_Tails_Tail`): `Obj_Tails_Tail_AniSelection` picks their script
//!   from Tails' animation (pushing counts as 4); script 3 points them along Tails' velocity
//!   (`loc_16556`: `GetArcTan` of X and Y Speed, in eighths as the walk's rotations).
//! - Sonic's insta-shield and drop dash keep his roll: the game draws the insta-shield as a separate object
//!   and has no drop dash frames.

use super::{Animator, SpriteFrame};
use engine::Character;
use engine::player::{Ability, Player, Pose};

/// `AniSonic` (`Anim - Sonic.asm`), by animation id.
const SONIC: [&[u8]; 0x24] = [
    &[0xFF, 7, 8, 1, 2, 3, 4, 5, 6, 0xFF],
    &[0xFF, 0x21, 0x22, 0x23, 0x24, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF],
    &[0xFE, 0x96, 0x97, 0x96, 0x98, 0x96, 0x99, 0x96, 0x9A, 0xFF],
    &[0xFE, 0x96, 0x97, 0x96, 0x98, 0x96, 0x99, 0x96, 0x9A, 0xFF],
    &[0xFD, 0xB6, 0xB7, 0xB8, 0xB9, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF],
    SONIC_WAIT,
    &[7, 0xA4, 0xA5, 0xA6, 0xFF],
    &[5, 0xC3, 0xC4, 0xFE, 1],
    &[5, 0x9B, 0x9C, 0xFE, 1],
    &[0, 0x86, 0x87, 0x86, 0x88, 0x86, 0x89, 0x86, 0x8A, 0x86, 0x8B, 0xFF],
    &[
        9, 0xBA, 0xC5, 0xC6, 0xC6, 0xC6, 0xC6, 0xC6, 0xC6, 0xC7, 0xC7, 0xC7, 0xC7, 0xC7, 0xC7, 0xC7, 0xC7, 0xC7, 0xC7,
        0xC7, 0xC7, 0xFD, 0,
    ],
    &[0x0F, 0x8F, 0xFF],
    &[5, 0xA1, 0xA2, 0xA3, 0xFF],
    &[3, 0x9D, 0x9E, 0x9F, 0xA0, 0xFD, 0],
    &[7, 0xC8, 0xFF],
    &[7, 0xC8, 0xC9, 0xCA, 0xCB, 0xCC, 0xCD, 0xCE, 0xCF, 0xFF],
    &[0x2F, 0x8E, 0xFD, 0],
    &[1, 0xAA, 0xAB, 0xFF],
    &[0x0F, 0x43, 0x43, 0x43, 0xFE, 1],
    &[7, 0xB0, 0xB2, 0xB2, 0xB2, 0xB2, 0xB2, 0xB2, 0xB1, 0xB2, 0xB3, 0xB2, 0xFE, 4],
    &[0x13, 0x91, 0xFF],
    &[0x0B, 0xAC, 0xAC, 3, 4, 0xFD, 0],
    &[0x20, 0xA8, 0xFF],
    &[0x20, 0xA9, 0xFF],
    &[0x20, 0xA7, 0xFF],
    &[9, 0xD7, 0xD8, 0xFF],
    &[0x40, 0x8D, 0xFF],
    &[9, 0x8C, 0x8D, 0xFF],
    &[0x77, 0, 0xFF],
    &[0x13, 0xD0, 0xD1, 0xFF],
    &[3, 0xCF, 0xC8, 0xC9, 0xCA, 0xCB, 0xFE, 4],
    &[2, 0xD2, 0xD2, 0xD3, 0xD3, 0xD4, 0xD5, 0xD6, 0xD5, 0xD6, 0xD5, 0xD6, 0xD5, 0xD6, 0xFD, 0],
    &[9, 8, 9, 0xFF],
    &[3, 7, 0xFD, 0],
    &[0x0B, 0x90, 0x91, 0x92, 0x91, 0xFF],
    &[0x0B, 0x90, 0x91, 0x92, 0x91, 0xFD, 0],
];

/// `AniSonic05`: standing, then the foot tap and the look at the watch.
const SONIC_WAIT: &[u8] = &[
    5, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA,
    0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA,
    0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBB, 0xBC, 0xBC, 0xBD, 0xBD, 0xBE,
    0xBE, 0xBD, 0xBD, 0xBE, 0xBE, 0xBD, 0xBD, 0xBE, 0xBE, 0xBD, 0xBD, 0xBE, 0xBE, 0xBD, 0xBD, 0xBE, 0xBE, 0xBD, 0xBD,
    0xBE, 0xBE, 0xBD, 0xBD, 0xBE, 0xBE, 0xBD, 0xBD, 0xBE, 0xBE, 0xAD, 0xAD, 0xAD, 0xAD, 0xAD, 0xAD, 0xAE, 0xAE, 0xAE,
    0xAE, 0xAE, 0xAE, 0xAF, 0xD9, 0xD9, 0xD9, 0xD9, 0xD9, 0xD9, 0xAF, 0xAF, 0xFE, 0x35,
];

/// `AniTails` (`Anim - Tails.asm`), by animation id.
const TAILS: [&[u8]; 0x2A] = [
    &[0xFF, 7, 8, 1, 2, 3, 4, 5, 6, 0xFF],
    &[0xFF, 0x21, 0x22, 0x23, 0x24, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF],
    &[1, 0x96, 0x97, 0x98, 0xFF],
    &[0, 0x96, 0x97, 0x98, 0xFF],
    &[0xFD, 0xA9, 0xAA, 0xAB, 0xAC, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF],
    &[
        7, 0xAD, 0xAD, 0xAD, 0xAD, 0xAD, 0xAD, 0xAD, 0xAD, 0xAD, 0xAD, 0xAF, 0xAE, 0xAD, 0xAD, 0xAD, 0xAD, 0xAD, 0xAD,
        0xAD, 0xAD, 0xAF, 0xAE, 0xAD, 0xAD, 0xAD, 0xAD, 0xAD, 0xAD, 0xAD, 0xAD, 0xAD, 0xB1, 0xB1, 0xB1, 0xB1, 0xB1,
        0xB1, 0xB1, 0xB1, 0xB1, 0xB1, 0xB1, 0xB1, 0xB1, 0xB1, 0xB1, 0xB1, 0xB2, 0xB3, 0xB4, 0xB3, 0xB4, 0xB3, 0xB4,
        0xB3, 0xB4, 0xB3, 0xB4, 0xB2, 0xFE, 0x1C,
    ],
    &[
        9, 0x9A, 0x9A, 0x9B, 0x9B, 0x9A, 0x9A, 0x9B, 0x9B, 0x9A, 0x9A, 0x9B, 0x9B, 0x9A, 0x9A, 0x9B, 0x9B, 0x9A, 0x9A,
        0x9B, 0x9B, 0x9A, 0x9B, 0xFF,
    ],
    &[0x3F, 0xB0, 0xFF],
    &[0x3F, 0x99, 0xFF],
    &[0, 0x86, 0x87, 0x88, 0xFF],
    &[0x3F, 0x82, 0xFF],
    &[0x0F, 0x8D, 0xFF],
    &[9, 0xA4, 0x9B, 0xFF],
    &[3, 0x8E, 0x8F, 0x8E, 0x8F, 0xFD, 0],
    &[9, 0xB5, 0xFF],
    &[9, 0xB5, 0xB6, 0xB7, 0xB8, 0xB9, 0xBA, 0xBB, 0xBC, 0xFF],
    &[3, 0x8B, 0x8C, 0x8B, 0x8C, 0x8B, 0x8C, 0x8B, 0x8C, 0x8B, 0x8C, 0x8B, 0x8C, 0xFD, 0],
    &[1, 0x9D, 0x9E, 0xFF],
    &[0x0F, 1, 2, 3, 0xFE, 1],
    &[0x0F, 0xA5, 0xA6, 0xFE, 1],
    &[0x13, 0x91, 0xFF],
    &[0x0B, 0x9F, 0x9F, 3, 4, 0xFD, 0],
    &[0x20, 0x9C, 0xFF],
    &[0x2F, 0x9C, 0xFF],
    &[3, 0x9C, 0xFF],
    &[9, 0xCB, 0xCC, 0xFF],
    &[0x40, 0x8A, 0xFF],
    &[9, 0x89, 0x8A, 0xFF],
    &[0x77, 0, 0xFF],
    &[3, 1, 2, 3, 4, 5, 6, 7, 8, 0xFF],
    &[3, 1, 2, 3, 4, 5, 6, 7, 8, 0xFF],
    TAILS_HAUL,
    &[0x1F, 0xA0, 0xFF],
    &[0x1F, 0xA0, 0xFF],
    &[0x1F, 0xA2, 0xFF],
    &[0x1F, 0xA1, 0xFF],
    &[0x0B, 0xA3, 0xA4, 0xFF],
    &[7, 0xBD, 0xBE, 0xBF, 0xC0, 0xC1, 0xFF],
    &[3, 0xBD, 0xBE, 0xBF, 0xC0, 0xC1, 0xFF],
    &[4, 0xCF, 0xD0, 0xFF],
    &[0x0B, 0xC2, 0xCD, 0xCE, 0xFF],
    &[2, 0xEB, 0xEB, 0xEC, 0xED, 0xEC, 0xED, 0xEC, 0xED, 0xEC, 0xED, 0xEC, 0xED, 0xFD, 0],
];

/// `AniTails1F`: Tails' fastest run, one frame per rotation.
const TAILS_HAUL: &[u8] = &[0xFF, 0xC3, 0xC4, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF];

/// `AniKnuckles` (`Anim - Knuckles.asm`), by animation id.
const KNUCKLES: [&[u8]; 0x25] = [
    &[0xFF, 7, 8, 1, 2, 3, 4, 5, 6, 0xFF],
    &[0xFF, 0x21, 0x22, 0x23, 0x24, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF],
    &[0xFE, 0x9A, 0x96, 0x9A, 0x97, 0x9A, 0x98, 0x9A, 0x99, 0xFF],
    &[0xFE, 0x9A, 0x96, 0x9A, 0x97, 0x9A, 0x98, 0x9A, 0x99, 0xFF],
    &[0xFD, 0xCE, 0xCF, 0xD0, 0xD1, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF],
    KNUCKLES_WAIT,
    &[
        3, 0x9F, 0x9F, 0xA0, 0xA0, 0xA1, 0xA1, 0xA2, 0xA2, 0xA3, 0xA3, 0xA4, 0xA4, 0xA5, 0xA5, 0xA5, 0xA5, 0xA5, 0xA5,
        0xA5, 0xA5, 0xA5, 0xA5, 0xA5, 0xA5, 0xA5, 0xA5, 0xA5, 0xA6, 0xA6, 0xA6, 0xA7, 0xA7, 0xA7, 0xA8, 0xA8, 0xA9,
        0xA9, 0xAA, 0xAA, 0xFE, 6,
    ],
    &[5, 0xD5, 0xD6, 0xFE, 1],
    &[5, 0x9B, 0x9C, 0xFE, 1],
    &[0, 0x86, 0x87, 0x86, 0x88, 0x86, 0x89, 0x86, 0x8A, 0x86, 0x8B, 0xFF],
    &[
        9, 0xBA, 0xC5, 0xC6, 0xC6, 0xC6, 0xC6, 0xC6, 0xC6, 0xC7, 0xC7, 0xC7, 0xC7, 0xC7, 0xC7, 0xC7, 0xC7, 0xC7, 0xC7,
        0xC7, 0xC7, 0xFD, 0,
    ],
    &[0x0F, 0x8F, 0xFF],
    &[
        3, 0xA1, 0xA1, 0xA2, 0xA2, 0xA3, 0xA3, 0xA4, 0xA4, 0xA5, 0xA5, 0xA5, 0xA5, 0xA5, 0xA5, 0xA5, 0xA5, 0xA5, 0xA5,
        0xA5, 0xA5, 0xA5, 0xA6, 0xA6, 0xA6, 0xA7, 0xA7, 0xA7, 0xA8, 0xA8, 0xA9, 0xA9, 0xAA, 0xAA, 0xFE, 6,
    ],
    &[3, 0x9D, 0x9E, 0x9F, 0xA0, 0xFD, 0],
    &[7, 0xC0, 0xFF],
    &[5, 0xC0, 0xC1, 0xC2, 0xC3, 0xC4, 0xC5, 0xC6, 0xC7, 0xC8, 0xC9, 0xFF],
    &[0x2F, 0x8E, 0xFD, 0],
    &[1, 0xAE, 0xAF, 0xFF],
    &[0x0F, 0x43, 0x43, 0x43, 0xFE, 1],
    &[5, 0xB1, 0xB2, 0xB2, 0xB2, 0xB3, 0xB4, 0xFE, 1],
    &[0x13, 0x91, 0xFF],
    &[0x0B, 0xB0, 0xB0, 3, 4, 0xFD, 0],
    &[0x20, 0xAC, 0xFF],
    &[0x20, 0xAD, 0xFF],
    &[0x20, 0xAB, 0xFF],
    &[9, 0x8C, 0xFF],
    &[0x40, 0x8D, 0xFF],
    &[9, 0x8C, 0xFF],
    &[0x77, 0, 0xFF],
    &[0x13, 0xD0, 0xD1, 0xFF],
    &[3, 0xCF, 0xC8, 0xC9, 0xCA, 0xCB, 0xFE, 4],
    &[2, 0xEB, 0xEB, 0xEC, 0xED, 0xEC, 0xED, 0xEC, 0xED, 0xEC, 0xED, 0xEC, 0xED, 0xFD, 0],
    &[0x1F, 0xC0, 0xFF],
    &[7, 0xCA, 0xCB, 0xFE, 1],
    &[0x0F, 0xCD, 0xFD, 0],
    &[0x0F, 0x9C, 0xFD, 0],
    &[7, 0xB1, 0xB3, 0xB3, 0xB3, 0xB3, 0xB3, 0xB3, 0xB2, 0xB3, 0xB4, 0xB3, 0xFE, 4],
];

/// `AniKnuckles05`: standing, the foot tap, then the punches.
const KNUCKLES_WAIT: &[u8] = &[
    5, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56,
    0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56,
    0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0x56, 0xD2, 0xD2, 0xD2, 0xD3, 0xD3,
    0xD3, 0xD2, 0xD2, 0xD2, 0xD3, 0xD3, 0xD3, 0xD2, 0xD2, 0xD2, 0xD3, 0xD3, 0xD3, 0xD2, 0xD2, 0xD2, 0xD3, 0xD3, 0xD3,
    0xD2, 0xD2, 0xD2, 0xD3, 0xD3, 0xD3, 0xD2, 0xD2, 0xD2, 0xD3, 0xD3, 0xD3, 0xD2, 0xD2, 0xD2, 0xD3, 0xD3, 0xD3, 0xD2,
    0xD2, 0xD2, 0xD3, 0xD3, 0xD3, 0xD4, 0xD4, 0xD4, 0xD4, 0xD4, 0xD7, 0xD8, 0xD9, 0xDA, 0xDB, 0xD8, 0xD9, 0xDA, 0xDB,
    0xD8, 0xD9, 0xDA, 0xDB, 0xD8, 0xD9, 0xDA, 0xDB, 0xD8, 0xD9, 0xDA, 0xDB, 0xD8, 0xD9, 0xDA, 0xDB, 0xD8, 0xD9, 0xDA,
    0xDB, 0xD8, 0xD9, 0xDA, 0xDB, 0xDC, 0xDD, 0xDC, 0xDD, 0xDE, 0xDE, 0xD8, 0xD7, 0xFF,
];

/// `AniTails_Tail` (`Anim - Tails Tail.asm`), by the tails' animation id; $FC heads the directional script.
const TAIL: [&[u8]; 0x0D] = [
    &[0x20, 0, 0xFF],
    &[7, 0x22, 0x23, 0x24, 0x25, 0x26, 0xFF],
    &[3, 0x22, 0x23, 0x24, 0x25, 0x26, 0xFD, 1],
    &[0xFC, 5, 6, 7, 8, 0xFF],
    &[3, 9, 0x0A, 0x0B, 0x0C, 0xFF],
    &[3, 0x0D, 0x0E, 0x0F, 0x10, 0xFF],
    &[3, 0x11, 0x12, 0x13, 0x14, 0xFF],
    &[2, 1, 2, 3, 4, 0xFF],
    &[2, 0x1A, 0x1B, 0x1C, 0x1D, 0xFF],
    &[9, 0x1E, 0x1F, 0x20, 0x21, 0xFF],
    &[9, 0x29, 0x2A, 0x2B, 0x2C, 0xFF],
    &[1, 0x27, 0x28, 0xFF],
    &[0, 0x27, 0x28, 0xFF],
];

/// `Obj_Tails_Tail_AniSelection`: the tails' script for each of Tails' animation ids (none past the table).
const TAIL_SELECTION: [u8; 0x2A] = [
    0, 0, 3, 3, 9, 1, 0, 2, 1, 7, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0x0A, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x0B, 0x0C,
    0x0B, 0x0C, 0x0B, 0, 0, 0, 0, 0,
];

/// `RawAni_Knuckles_GlideTurn`: the glide's frame by eighth of the glide angle.
const GLIDE_TURN: [u8; 8] = [0xC0, 0xC1, 0xC2, 0xC3, 0xC4, 0xC3, 0xC2, 0xC1];
/// `Knuckles_Wall_Climb`'s loop of climbing frames, and the frames between steps.
const CLIMB_FIRST: u8 = 0xB7;
const CLIMB_LAST: u8 = 0xBC;
const CLIMB_DELAY: i8 = 3;
/// `Knuckles_ClimbLedge_Frames`: the clamber's frames, each held 6 game frames.
const CLAMBER: [u8; 3] = [0xBD, 0xBE, 0xBF];
const CLAMBER_EACH: u8 = 6;
/// The slide along the floor after a glide (`Knux_Gliding_HitFloor`).
const SLIDE: u8 = 0xCC;
/// Knuckles' glide ($20), the fall from it ($21), getting up from the slide ($22), landing from the fall ($23).
const GLIDE: u8 = 0x20;
const GLIDE_FALL: u8 = 0x21;
const GET_UP: u8 = 0x22;
const GLIDE_LAND: u8 = 0x23;
/// The frames the get-up and landing scripts last ($F + 1 each) before they switch back to walking.
const HOLD_FRAMES: u8 = 0x10;

/// Sonic 3 & Knuckles' state beyond Sonic 2's: the animation the player's state last asked for, Knuckles'
/// climbing step, and Tails' tails.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct S3kState {
    /// The id the player's state asked for last (a script's $FD switch stays until the state changes).
    wanted: Option<u8>,
    /// Frames left of a get-up or landing script ($22, $23) held while Knuckles stands.
    hold: u8,
    /// Knuckles' last Y pixel on a wall and `double_jump_property`, the climb's step counter.
    climb_y: i32,
    climb_delay: i8,
    /// Tails' tails (`Obj_Tails_Tail`): what they show, or None for a character without them.
    pub tail: Option<TailAnimator>,
    /// Sonic's Super palette cycle.
    pub palette: SuperPalette,
}

/// The tails object's animation state: the selection index last seen (`objoff_34`), then as the player's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TailAnimator {
    selection: Option<u8>,
    pub anim: u8,
    prev_anim: Option<u8>,
    anim_frame: u8,
    duration: u8,
    pub shown: SpriteFrame,
}

fn scripts(character: Character, id: u8) -> &'static [u8] {
    let table: &[&'static [u8]] = match character {
        Character::Sonic => &SONIC,
        Character::Tails => &TAILS,
        Character::Knuckles => &KNUCKLES,
    };
    table.get(usize::from(id)).copied().unwrap_or(table[0])
}

/// `AniSuperSonic`'s own scripts (`Anim - Sonic S3.asm`: the walk, run, push, wait, balance and duck); its
/// other entries are `AniSonic`'s.
fn super_sonic_script(id: u8) -> Option<&'static [u8]> {
    Some(match id {
        0 => &[0xFF, 1, 2, 3, 4, 5, 6, 7, 8, 0xFF],
        1 => &[0xFF, 0x21, 0x22, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF],
        4 => &[0xFD, 0xB6, 0xB7, 0xB8, 0xB9, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF],
        5 => &[7, 0xBA, 0xBB, 0xFF],
        6 => &[9, 0xA1, 0xA2, 0xA3, 0xFF],
        8 => &[5, 0x9B, 0xFF],
        _ => return None,
    })
}

/// Super Sonic (`Super_Sonic_Knux_flag` with Sonic: `Map_SuperSonic`, `AniSuperSonic`).
pub fn super_sonic(p: &Player) -> bool {
    p.super_form && p.character == Character::Sonic
}

/// The player's script for an animation id (`Animate_Sonic`: `AniSuperSonic` while Super).
fn player_scripts(p: &Player, id: u8) -> &'static [u8] {
    match super_sonic(p).then(|| super_sonic_script(id)).flatten() {
        Some(script) => script,
        None => scripts(p.character, id),
    }
}

/// `Sonic_Transform`'s animation (`AniSonic1F`: the transformation's frames, then the walk).
const TRANSFORM: u8 = 0x1F;

/// `PalCycle_SuperSonic`: palette entries 2–4 by `Palette_frame` / 6 — the fade in (0–5), then the cycle
/// (6–8; entry 9 is skipped by `SuperSonic_PalCycle_Normal`'s `blo`).
pub const PAL_CYCLE_SUPER_SONIC: [[u16; 3]; 10] = [
    [0xE66, 0xC42, 0x822],
    [0xE88, 0xC66, 0x844],
    [0xEAA, 0xC88, 0xA66],
    [0xECC, 0xEAA, 0xC88],
    [0xEEE, 0xECC, 0xEAA],
    [0xEEE, 0xEEE, 0xEEE],
    [0xCEE, 0xCEE, 0xAEE],
    [0xAEE, 0x8EE, 0x6CC],
    [0x8EE, 0x0EE, 0x0AA],
    [0xAEE, 0x8EE, 0x6CC],
];

/// `SuperSonic_PalCycle`'s state: `Super_palette_status` (0 off, 1 fading in, −1 cycling, 2 fading out),
/// `Palette_timer`, `Palette_frame`, and the entry last written to Sonic's palette.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SuperPalette {
    pub status: i8,
    pub timer: i8,
    pub frame: u16,
    /// The `PAL_CYCLE_SUPER_SONIC` entry in Sonic's palette entries 2–4 (None: his own, untouched).
    pub entry: Option<u8>,
    /// Super on the frame before.
    was_super: bool,
}

impl SuperPalette {
    /// The form's changes this frame (`Sonic_Transform`: status 1, timer $F; `Sonic_Super`'s revert: status 2,
    /// `Palette_frame` $1E), then one `SuperSonic_PalCycle` (once a frame, `AnPal_Load`).
    pub fn step(&mut self, super_sonic: bool) {
        match (self.was_super, super_sonic) {
            (false, true) => (self.status, self.timer) = (1, 0xF),
            (true, false) => (self.status, self.frame) = (2, 0x1E),
            _ => {}
        }
        self.was_super = super_sonic;
        if self.status == 0 {
            return;
        }
        self.timer -= 1;
        if self.timer >= 0 {
            return;
        }
        let d0 = self.frame;
        match self.status {
            1 => {
                self.timer = 1;
                self.frame = self.frame.wrapping_add(6);
                if self.frame >= 0x24 {
                    self.status = -1;
                }
            }
            2 => {
                self.timer = 3;
                let (frame, borrow) = self.frame.overflowing_sub(6);
                self.frame = frame;
                if borrow {
                    // `move.b #0,(Palette_frame).w`: the high byte only (the game's bug: the next fade in starts
                    // at $FA, past the table).
                    self.frame &= 0x00FF;
                    self.status = 0;
                }
            }
            _ => {
                self.timer = 6;
                self.frame = self.frame.wrapping_add(6);
                if self.frame >= 0x36 {
                    self.frame = 0x24;
                }
            }
        }
        // An entry past the table (the ROM's bytes after it) is not modelled: the colours stay.
        if d0.is_multiple_of(6) && usize::from(d0 / 6) < PAL_CYCLE_SUPER_SONIC.len() {
            self.entry = Some((d0 / 6) as u8);
        }
        if self.status == 0 && self.entry == Some(0) {
            // The fade out's last entry is his own colours (`Pal_SonicTails` entries 2–4).
            self.entry = None;
        }
    }
}

/// The S3K animation id for the player's state (the ids every `Anim - *.asm` table shares for the common
/// poses; pushing walks, `Status_Push` choosing the push frames).
pub fn animation_id(p: &Player) -> u8 {
    if let Ability::Flight { timer, .. } = p.ability
        && p.character == Character::Tails
    {
        // `Tails_Set_Flying_Animation`.
        return match (p.underwater, timer == 0, p.y_speed < 0) {
            (false, true, _) => 0x24,
            (false, false, true) => 0x21,
            (false, false, false) => 0x20,
            (true, true, _) => 0x28,
            (true, false, true) => 0x26,
            (true, false, false) => 0x25,
        };
    }
    if p.ability == Ability::GlideFall {
        return GLIDE_FALL;
    }
    match p.pose {
        // Woken from waiting (s3.asm `loc_1190E`: $A, or $B late in the wait); Tails has no such check.
        Pose::Blink if p.character != Character::Tails => 0xA,
        Pose::GetUp if p.character != Character::Tails => 0xB,
        Pose::Walk | Pose::Blink | Pose::GetUp => 0,
        Pose::Wait => 5,
        Pose::Balance => 6,
        Pose::BalanceFar => 0xC,
        Pose::LookUp => 7,
        Pose::Duck => 8,
        Pose::Spindash => 9,
        Pose::Roll => 2,
        Pose::Skid => 0xD,
        Pose::Float => 0xE,
        Pose::Spring => 0x10,
        Pose::Bubble => 0x15,
        Pose::Drown => 0x17,
        Pose::Death => 0x18,
        Pose::Hurt => 0x1A,
    }
}

/// A frame Knuckles' move code sets itself (no script): frame, x flip and the animation id it leaves.
fn direct_frame(a: &mut Animator, p: &Player) -> Option<(u8, bool, u8)> {
    if p.character != Character::Knuckles {
        return None;
    }
    let climbing = matches!(a.s3k.wanted, Some(CLIMB_FIRST..=CLIMB_LAST));
    match p.ability {
        Ability::Glide { turn, .. } => {
            // `addi.b #$10` then `lsr.w #5`: the eighth of the angle, rounded.
            let frame = GLIDE_TURN[usize::from(turn.wrapping_add(0x10) >> 5)];
            Some(if frame == 0xC4 { (0xC0, true, GLIDE) } else { (frame, false, GLIDE) })
        }
        Ability::Slide => Some((SLIDE, p.facing_left, GLIDE)),
        Ability::Climb { left } => {
            let y = p.y >> 8;
            let frame = if climbing {
                let moved = (a.s3k.climb_y - y).signum();
                a.s3k.climb_y = y;
                let mut frame = a.shown.frame;
                if moved != 0 {
                    a.s3k.climb_delay -= 1;
                    if a.s3k.climb_delay < 0 {
                        a.s3k.climb_delay = CLIMB_DELAY;
                        frame = match frame as i32 + moved {
                            f if f < CLIMB_FIRST as i32 => CLIMB_LAST,
                            f if f > CLIMB_LAST as i32 => CLIMB_FIRST,
                            f => f as u8,
                        };
                    }
                }
                frame
            } else {
                a.s3k.climb_y = y;
                a.s3k.climb_delay = CLIMB_DELAY;
                CLIMB_FIRST
            };
            Some((frame, left, GLIDE))
        }
        Ability::Clamber { left, frame } => {
            Some((CLAMBER[usize::from(frame / CLAMBER_EACH).min(CLAMBER.len() - 1)], left, GLIDE))
        }
        _ => None,
    }
}

/// One frame of the S3K animate routine of `p`'s character (and of Tails' tails).
pub(super) fn step(a: &mut Animator, p: &Player) {
    if let Some((frame, x_flip, anim)) = direct_frame(a, p) {
        a.shown = SpriteFrame { frame, x_flip, ..SpriteFrame::default() };
        // The move code writes `anim` and `prev_anim` and holds the script's timer: nothing runs.
        a.anim = anim;
        a.prev_anim = Some(anim);
        a.anim_frame = 0;
        a.duration = 0x20;
        // Remembered as the frame, so the climb knows it is going on.
        a.s3k.wanted = Some(if matches!(p.ability, Ability::Climb { .. }) { frame } else { anim });
        a.s3k.hold = 0;
        return;
    }
    if p.character == Character::Sonic {
        let was = a.s3k.palette.was_super;
        if !was && p.super_form {
            // `Sonic_Transform`: `move.b #$1F,anim(a0)` (the state's id is kept: the script's $FD leaves it).
            a.anim = TRANSFORM;
        } else if was && !p.super_form {
            // `Sonic_Super`'s revert: `move.b #1,prev_anim(a0)`.
            a.prev_anim = Some(1);
        }
    }
    let mut wanted = animation_id(p);
    let previous = a.s3k.wanted;
    if p.character == Character::Knuckles && wanted == 0 && !p.air {
        // Landing from the glide's fall, or standing up from the slide (`Knuckles_Sliding.getUp`).
        match previous {
            Some(GLIDE_FALL) => (a.s3k.hold, wanted) = (HOLD_FRAMES, GLIDE_LAND),
            Some(GLIDE) if a.shown.frame == SLIDE => (a.s3k.hold, wanted) = (HOLD_FRAMES, GET_UP),
            Some(id @ (GET_UP | GLIDE_LAND)) if a.s3k.hold > 0 => {
                a.s3k.hold -= 1;
                wanted = id;
            }
            _ => {}
        }
    }
    if previous != Some(wanted) {
        a.s3k.wanted = Some(wanted);
        a.anim = wanted;
    }
    if a.prev_anim != Some(a.anim) {
        a.prev_anim = Some(a.anim);
        a.anim_frame = 0;
        a.duration = 0;
    }
    let script = player_scripts(p, a.anim);
    let head = script[0];
    let speed = p.ground_speed.unsigned_abs();
    match head {
        0..0x80 => {
            a.shown.x_flip = p.facing_left;
            a.shown.y_flip = false;
            if !a.tick() {
                a.duration = head;
                a.advance(script);
            }
        }
        0xFF => walk(a, p),
        0xFE => {
            // `loc_13786`: Roll2 at ≥ $600.
            if !a.tick() {
                let script = player_scripts(p, if speed >= 0x600 { 3 } else { 2 });
                a.duration = ((0x400i32 - speed as i32).max(0) >> 8) as u8;
                a.shown.x_flip = p.facing_left;
                a.shown.y_flip = false;
                a.advance(script);
            }
        }
        _ => push(a, p),
    }
    if p.character == Character::Tails {
        let mut tail = a.s3k.tail.unwrap_or_default();
        tail.step(a.anim, p);
        a.s3k.tail = Some(tail);
    } else {
        a.s3k.tail = None;
    }
    if p.character == Character::Sonic {
        a.s3k.palette.step(p.super_form);
    }
    a.shown.super_sonic = super_sonic(p);
    a.shown.palette = a.s3k.palette.entry;
}

/// The walk and run (`loc_134F0`, `loc_16402`): the frame shown first, then the duration counted down.
fn walk(a: &mut Animator, p: &Player) {
    let (rotation, x_flip, y_flip) = Animator::rotation(p);
    a.shown.x_flip = x_flip;
    a.shown.y_flip = y_flip;
    if p.pushing {
        return push(a, p);
    }
    let speed = p.ground_speed.unsigned_abs();
    // Super Sonic runs from $800 (`loc_135B2`).
    let run_from = if super_sonic(p) { 0x800 } else { 0x600 };
    let (script, offset) = match p.character {
        Character::Tails if speed >= 0x700 => (TAILS_HAUL, rotation),
        _ if speed >= run_from => (player_scripts(p, 1), rotation * 2),
        _ => (player_scripts(p, 0), rotation * 4),
    };
    let mut code = script.get(1 + a.anim_frame as usize).copied().unwrap_or(0xFF);
    if code == 0xFF {
        a.anim_frame = 0;
        code = script[1];
    }
    a.shown.frame = code.wrapping_add(offset);
    if a.tick() {
        return;
    }
    a.duration = ((0x800i32 - speed as i32).max(0) >> 8) as u8;
    a.anim_frame = a.anim_frame.wrapping_add(1);
}

/// Pushing (`loc_137CE`, `loc_1651C`, Knuckles' `loc_17ECC` with a shift of 8).
fn push(a: &mut Animator, p: &Player) {
    if a.tick() {
        return;
    }
    let shift = if p.character == Character::Knuckles { 8 } else { 6 };
    a.duration = ((0x800i32 - i32::from(p.ground_speed.unsigned_abs())).max(0) >> shift) as u8;
    a.shown.x_flip = p.facing_left;
    a.shown.y_flip = false;
    a.advance(player_scripts(p, 4));
}

impl TailAnimator {
    /// `Obj_Tails_Tail_Main` after Tails' animate routine: `tails_anim` is his animation id this frame.
    fn step(&mut self, tails_anim: u8, p: &Player) {
        let selection = if p.pushing { 4 } else { tails_anim };
        if self.selection != Some(selection) {
            self.selection = Some(selection);
            self.anim = TAIL_SELECTION.get(usize::from(selection)).copied().unwrap_or(0);
        }
        if self.prev_anim != Some(self.anim) {
            self.prev_anim = Some(self.anim);
            self.anim_frame = 0;
            self.duration = 0;
        }
        let script = TAIL.get(usize::from(self.anim)).copied().unwrap_or(TAIL[0]);
        let head = script[0];
        if self.tick() {
            if head < 0x80 {
                self.shown.x_flip = p.facing_left;
                self.shown.y_flip = false;
            }
            return;
        }
        if head < 0x80 {
            self.shown.x_flip = p.facing_left;
            self.shown.y_flip = false;
            self.duration = head;
            self.advance(script);
            return;
        }
        // `loc_16556`: along Tails' velocity, in four directions each way.
        let mut angle = engine::calc_angle(p.x_speed, p.y_speed);
        angle = if p.facing_left { angle.wrapping_add(0x80) } else { !angle };
        angle = angle.wrapping_add(0x10);
        let half_turn = angle >= 0x80;
        self.shown.x_flip = p.facing_left ^ half_turn;
        self.shown.y_flip = half_turn;
        let offset = (angle >> 3) & 0x0C;
        self.duration = 3;
        self.advance(script);
        self.shown.frame = self.shown.frame.wrapping_add(offset);
    }

    fn tick(&mut self) -> bool {
        self.duration = self.duration.wrapping_sub(1);
        (self.duration as i8) >= 0
    }

    /// `sub_163B8`: the script's next frame or its end code.
    fn advance(&mut self, script: &[u8]) {
        let at = |i: usize| script.get(i).copied().unwrap_or(0xFF);
        let i = self.anim_frame as usize;
        match at(1 + i) {
            code if code < 0xF0 => {
                self.shown.frame = code;
                self.anim_frame = self.anim_frame.wrapping_add(1);
            }
            0xFF => {
                self.anim_frame = 1;
                self.shown.frame = at(1);
            }
            0xFE => {
                let back = at(2 + i);
                self.anim_frame = self.anim_frame.wrapping_sub(back).wrapping_add(1);
                self.shown.frame = at(1 + i.wrapping_sub(back as usize));
            }
            0xFD => self.anim = at(2 + i),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::playtest::animation::PlayerArt;

    fn player(character: Character) -> Player {
        Player::standing(character, 0, 0)
    }

    /// Mapping frames shown over `n` frames.
    fn run(a: &mut Animator, p: &Player, n: usize) -> Vec<u8> {
        (0..n)
            .map(|_| {
                a.step(p);
                a.shown.frame
            })
            .collect()
    }

    fn animator() -> Animator {
        Animator::new(PlayerArt::Sonic3K)
    }

    /// `AniSonic00`/`01`: the walk starts at frame 7 and shows each frame duration + 1 game frames, with
    /// duration ($800 − |gsp|) >> 8; the run ($21–$24) at ≥ $600; standing is `AniSonic05`'s $BA.
    #[test]
    fn sonic_stands_walks_and_runs_with_s3k_frames() {
        let mut p = player(Character::Sonic);
        p.pose = Pose::Wait;
        assert_eq!(run(&mut animator(), &p, 1), vec![0xBA]);
        p.pose = Pose::Walk;
        p.ground_speed = 0x180;
        let frames = run(&mut animator(), &p, 1 + 7 * 8);
        assert_eq!(frames[0], 7);
        assert_eq!(&frames[1..8], &[8; 7]);
        assert_eq!(&frames[8..15], &[1; 7]);
        assert_eq!(frames[1 + 7 * 7], 7, "8 frames, then the walk loops");
        p.ground_speed = -0x800;
        assert_eq!(run(&mut animator(), &p, 5), vec![0x21, 0x22, 0x23, 0x24, 0x21]);
        // On a wall (angle $C0 facing right) the third rotation: 16 walk frames on, 8 run frames on.
        p.angle = 0xC0;
        p.ground_speed = 0x800;
        assert_eq!(run(&mut animator(), &p, 1), vec![0x21 + 8]);
        p.ground_speed = 0x100;
        assert_eq!(run(&mut animator(), &p, 1), vec![7 + 16]);
    }

    /// `AniSonic02`: the ball ($96) between the rolling frames, duration ($400 − |gsp|) >> 8; the spring's $8E,
    /// hurt $8D, death $A7, skid $9D on.
    #[test]
    fn sonic_rolls_springs_is_hurt_and_dies() {
        let mut p = player(Character::Sonic);
        p.pose = Pose::Roll;
        p.ground_speed = 0x200;
        let frames = run(&mut animator(), &p, 9);
        assert_eq!(frames, vec![0x96, 0x96, 0x96, 0x97, 0x97, 0x97, 0x96, 0x96, 0x96]);
        let mut a = animator();
        p.pose = Pose::Spring;
        assert_eq!(run(&mut a, &p, 48), vec![0x8E; 48]);
        assert_eq!(a.anim, 0x10);
        p.pose = Pose::Hurt;
        assert_eq!(run(&mut a, &p, 2), vec![0x8D; 2]);
        p.pose = Pose::Death;
        assert_eq!(run(&mut a, &p, 2), vec![0xA7; 2]);
        p.pose = Pose::Skid;
        assert_eq!(run(&mut a, &p, 5), vec![0x9D, 0x9D, 0x9D, 0x9D, 0x9E]);
        p.pose = Pose::Balance;
        assert_eq!(run(&mut a, &p, 9), vec![0xA4, 0xA4, 0xA4, 0xA4, 0xA4, 0xA4, 0xA4, 0xA4, 0xA5]);
    }

    /// Pushing keeps the walk animation and shows `AniSonic04`'s frames, duration ($800 − |gsp|) >> 6 ($20:
    /// 33 game frames); Knuckles' >> 8 (9 game frames).
    #[test]
    fn pushing_is_slow_and_slower_for_sonic_than_for_knuckles() {
        let mut p = player(Character::Sonic);
        p.pushing = true;
        let frames = run(&mut animator(), &p, 34);
        assert_eq!((frames[0], frames[32], frames[33]), (0xB6, 0xB6, 0xB7));
        let mut k = player(Character::Knuckles);
        k.pushing = true;
        let frames = run(&mut animator(), &k, 10);
        assert_eq!((frames[0], frames[8], frames[9]), (0xCE, 0xCE, 0xCF));
    }

    /// Tails: the walk as Sonic's, `AniTails1F` ($C3, $C4, one per rotation) at ≥ $700, the roll's fixed
    /// `1, $96, $97, $98`, and his tails' script chosen by `Obj_Tails_Tail_AniSelection`.
    #[test]
    fn tails_walks_hauls_and_rolls_with_his_tails() {
        let mut p = player(Character::Tails);
        p.ground_speed = 0x100;
        let mut a = animator();
        assert_eq!(run(&mut a, &p, 1), vec![7]);
        assert_eq!(a.s3k.tail.map(|t| t.shown.frame), Some(0), "walking: no separate tails");
        p.ground_speed = 0x700;
        assert_eq!(run(&mut animator(), &p, 4), vec![0xC3, 0xC4, 0xC4, 0xC3], "duration 1 after the first");
        p.angle = 0xC0;
        assert_eq!(run(&mut animator(), &p, 1), vec![0xC3 + 4], "one frame pair on per rotation");
        p.angle = 0;
        p.pose = Pose::Roll;
        let mut a = animator();
        assert_eq!(run(&mut a, &p, 6), vec![0x96, 0x96, 0x97, 0x97, 0x98, 0x98]);
        // Rolling right along the floor: the directional tails (`AniTails_Tail03`, 4 game frames each),
        // pointing back: `GetArcTan` 0, inverted $FF, + $10 = $0F: no turn, offset 0.
        p.x_speed = 0x600;
        let mut a = animator();
        let tails: Vec<u8> = (0..9)
            .map(|_| {
                a.step(&p);
                a.s3k.tail.map(|t| t.shown.frame).unwrap_or(0xFF)
            })
            .collect();
        assert_eq!(tails, vec![5, 5, 5, 5, 6, 6, 6, 6, 7]);
        // Straight up (Y Speed negative): angle $C0 → !$C0 + $10 = $4F: offset ($4F >> 3) & $C = 8.
        p.x_speed = 0;
        p.y_speed = -0x600;
        let mut a = animator();
        a.step(&p);
        assert_eq!(a.s3k.tail.map(|t| t.shown.frame), Some(5 + 8));
        // Standing: the swish (`AniTails_Tail01`, $22–$26, 8 game frames each).
        let mut s = player(Character::Tails);
        s.pose = Pose::Wait;
        let mut a = animator();
        let tails: Vec<u8> = (0..9)
            .map(|_| {
                a.step(&s);
                a.s3k.tail.map(|t| t.shown.frame).unwrap_or(0xFF)
            })
            .collect();
        assert_eq!(tails, vec![0x22, 0x22, 0x22, 0x22, 0x22, 0x22, 0x22, 0x22, 0x23]);
        assert_eq!(a.shown.frame, 0xAD);
    }

    /// `Tails_Set_Flying_Animation`: $20 falling ($A0), $21 rising ($A0), $24 tired ($A3, $A4); the tails
    /// flap with `AniTails_Tail0B` ($27, $28 two game frames each) or `0C` (every frame) rising.
    #[test]
    fn tails_flies_and_tires() {
        let mut p = player(Character::Tails);
        p.air = true;
        p.ability = Ability::Flight { lift: 0, timer: 100 };
        p.y_speed = 0x100;
        let mut a = animator();
        let tails: Vec<(u8, u8)> = (0..4)
            .map(|_| {
                a.step(&p);
                (a.shown.frame, a.s3k.tail.map(|t| t.shown.frame).unwrap_or(0))
            })
            .collect();
        assert_eq!(a.anim, 0x20);
        assert_eq!(tails, vec![(0xA0, 0x27), (0xA0, 0x27), (0xA0, 0x28), (0xA0, 0x28)]);
        p.y_speed = -0x100;
        let tails: Vec<u8> = (0..3)
            .map(|_| {
                a.step(&p);
                a.s3k.tail.map(|t| t.shown.frame).unwrap_or(0)
            })
            .collect();
        assert_eq!((a.anim, tails), (0x21, vec![0x27, 0x28, 0x27]));
        p.ability = Ability::Flight { lift: 0, timer: 0 };
        let frames = run(&mut a, &p, 13);
        assert_eq!((a.anim, frames[0], frames[11], frames[12]), (0x24, 0xA3, 0xA3, 0xA4));
    }

    /// Knuckles: `Knuckles_Set_Gliding_Animation` by the glide angle ($C0 right, $C4 shown as $C0 turned
    /// left, $C2 half way), the wall climb's $B7–$BC one step per 4 frames climbed, the clamber's $BD–$BF.
    #[test]
    fn knuckles_glides_climbs_and_clambers() {
        let mut k = player(Character::Knuckles);
        k.pose = Pose::Wait;
        assert_eq!(run(&mut animator(), &k, 1), vec![0x56], "standing");
        k.pose = Pose::Walk;
        k.air = true;
        let mut a = animator();
        for (turn, frame, flip) in [(0u8, 0xC0, false), (0x40, 0xC2, false), (0x80, 0xC0, true), (0xF0, 0xC0, false)] {
            k.ability = Ability::Glide { turn, speed: 0x400, left: false };
            a.step(&k);
            assert_eq!((a.shown.frame, a.shown.x_flip), (frame, flip), "turn {turn:#x}");
        }
        k.ability = Ability::Climb { left: true };
        let frames: Vec<u8> = (0..10)
            .map(|_| {
                a.step(&k);
                k.y -= 0x100;
                a.shown.frame
            })
            .collect();
        assert_eq!(frames, vec![0xB7, 0xB7, 0xB7, 0xB7, 0xB8, 0xB8, 0xB8, 0xB8, 0xB9, 0xB9]);
        assert!(a.shown.x_flip, "facing the wall on his left");
        // Climbing down goes back, from $B7 round to $BC.
        let mut a = animator();
        let frames: Vec<u8> = (0..6)
            .map(|_| {
                a.step(&k);
                k.y += 0x100;
                a.shown.frame
            })
            .collect();
        assert_eq!(frames, vec![0xB7, 0xB7, 0xB7, 0xB7, 0xBC, 0xBC]);
        for (frame, shown) in [(0u8, 0xBD), (5, 0xBD), (6, 0xBE), (17, 0xBF)] {
            k.ability = Ability::Clamber { left: false, frame };
            a.step(&k);
            assert_eq!(a.shown.frame, shown);
        }
        // Falling from the glide: `AniKnuckles21` ($CA, then $CB held); landing: `AniKnuckles23` ($9C).
        k.ability = Ability::GlideFall;
        assert_eq!(run(&mut a, &k, 9), vec![0xCA, 0xCA, 0xCA, 0xCA, 0xCA, 0xCA, 0xCA, 0xCA, 0xCB]);
        k.ability = Ability::None;
        k.air = false;
        let frames = run(&mut a, &k, 17);
        assert_eq!((frames[0], frames[15]), (0x9C, 0x9C));
        assert_eq!(a.anim, 0, "back to walking");
    }

    /// `Animate_Sonic` while Super (`AniSuperSonic`, `Map_SuperSonic`): the transformation's `AniSonic1F`
    /// ($D2 twice…, then the walk by its $FD), the walk from frame 1 (frames 1–8), the run only from $800
    /// ($21, $22: `loc_135B2`), standing `AniSuperSonic05` ($BA, $BB every 8 frames), ducking $9B; back to normal,
    /// `Map_Sonic`'s frames again, the run from $600.
    #[test]
    fn super_sonic_runs_his_own_scripts() {
        let mut p = player(Character::Sonic);
        p.pose = Pose::Walk;
        p.ground_speed = 0x700;
        let mut a = animator();
        run(&mut a, &p, 1);
        assert!(!a.shown.super_sonic);
        p.super_form = true;
        assert_eq!(run(&mut a, &p, 4), vec![0xD2, 0xD2, 0xD2, 0xD2]);
        assert!(a.shown.super_sonic);
        assert_eq!(a.anim, TRANSFORM);
        // 13 frames of the script, 3 game frames each, then its $FD 0: the walk the frame after.
        run(&mut a, &p, 13 * 3 - 4 + 1);
        assert_eq!(a.anim, 0);
        assert_eq!(run(&mut a, &p, 1), vec![1]);
        assert_eq!(run(&mut animator_super(&p), &p, 3), vec![1, 2, 2], "$700 walks, 2 game frames a frame");
        p.ground_speed = 0x800;
        assert_eq!(run(&mut animator_super(&p), &p, 3), vec![0x21, 0x22, 0x21]);
        p.pose = Pose::Wait;
        assert_eq!(run(&mut animator_super(&p), &p, 9), vec![0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBA, 0xBB]);
        p.pose = Pose::Duck;
        assert_eq!(run(&mut animator_super(&p), &p, 1), vec![0x9B]);
        p.super_form = false;
        p.pose = Pose::Walk;
        p.ground_speed = 0x700;
        let mut a = animator();
        run(&mut a, &p, 1);
        assert!(!a.shown.super_sonic);
        assert_eq!(a.shown.frame, 0x21, "Sonic runs from $600");
    }

    /// An animator already past the transformation for a Super Sonic in `p`'s state.
    fn animator_super(p: &Player) -> Animator {
        let mut a = animator();
        a.s3k.palette.was_super = p.super_form;
        a
    }

    /// `SuperSonic_PalCycle`: the transformation's fade in waits 16 frames (`Palette_timer` $F), then writes
    /// entries 0–5 two frames apart and is done; the cycle writes 6, 7, 8 seven frames apart (9 never: the
    /// `blo`); the revert writes 5 down to 0 four frames apart, 0 being Sonic's own colours. A second
    /// transformation starts from `Palette_frame` $FA (the revert's `move.b` bug), past the table: no fade,
    /// and two steps later the cycle.
    #[test]
    fn the_super_palette_fades_cycles_and_reverts() {
        let mut pal = SuperPalette::default();
        // Frame by frame.
        let mut seen = Vec::new();
        for f in 0..60 {
            pal.step(true);
            seen.push((f, pal.entry));
        }
        let changes: Vec<_> = seen.windows(2).filter(|w| w[0].1 != w[1].1).map(|w| (w[1].0, w[1].1)).collect();
        assert_eq!(
            changes,
            [
                (15, Some(0)),
                (17, Some(1)),
                (19, Some(2)),
                (21, Some(3)),
                (23, Some(4)),
                (25, Some(5)),
                (27, Some(6)),
                (34, Some(7)),
                (41, Some(8)),
                (48, Some(6)),
                (55, Some(7))
            ]
        );
        assert_eq!(pal.status, -1);
        let mut seen = Vec::new();
        for f in 0..40 {
            pal.step(false);
            seen.push((f, pal.entry));
        }
        let changes: Vec<_> = seen.windows(2).filter(|w| w[0].1 != w[1].1).map(|w| w[1].1).collect();
        assert_eq!(changes, [Some(5), Some(4), Some(3), Some(2), Some(1), None]);
        assert_eq!((pal.status, pal.frame), (0, 0xFA));
        let mut seen = Vec::new();
        for f in 0..30 {
            pal.step(true);
            seen.push((f, pal.entry));
        }
        let first = seen.iter().find(|s| s.1.is_some());
        assert_eq!(first, Some(&(24, Some(6))), "16 frames, the entry past the table, 2, the entry $100 past it, 7");
    }
}
