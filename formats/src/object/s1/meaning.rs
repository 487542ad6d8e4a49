//! What each Sonic 1 object's routine makes of its subtype, in words for a level designer
//! ([`subtype_meaning`], shown by the editor's inspector). Every arm cites the s1disasm routine that reads the
//! bits (`_incObj/*.asm`) and says what the engine's object (`engine/src/objects/s1/`) does with them; the
//! small tables (`Elev_Var1`, `MBlock_Var`, …) are copied from the disassembly.

use super::{ELEV_VAR, RING_STEPS, S1Object};

/// `Spik_Var`'s frames as `_maps/Spikes.asm` draws them, by subtype bits 4–7.
const SPIKE_LOOKS: [&str; 6] =
    ["3 spikes up", "3 spikes sideways", "1 spike up", "3 spikes up, widely spaced", "6 spikes up", "1 spike sideways"];
/// `LavaM_Rates` (`_incObj/13 Lava Ball Maker.asm`): frames between balls, by subtype bits 4–7.
const LAVA_RATES: [u16; 6] = [30, 60, 90, 120, 150, 180];
/// `Gar_SpitRate` (`_incObj/62 Gargoyle.asm`): frames between fireballs, by subtype bits 0–2.
const SPIT_RATES: [u16; 8] = [30, 60, 90, 120, 150, 180, 210, 240];
/// `CStom_Var2` (`_incObj/31 Chained Stompers.asm`): the block's half width by subtype bits 4–5.
const STOMPER_WIDTHS: [u8; 3] = [0x38, 0x30, 0x10];
/// `word_B6A4` (`_incObj/31 Chained Stompers.asm`): the stomper's full drop in px by subtype bits 0–3.
const STOMPER_DROPS: [u8; 7] = [0x70, 0xA0, 0x50, 0x78, 0x38, 0x58, 0xB8];
/// `MBlock_Var` (`_incObj/52 Moving Blocks.asm`): half width by subtype bits 4–6.
const MBLOCK_WIDTHS: [u8; 5] = [0x10, 0x20, 0x20, 0x40, 0x30];
/// `LBlk_Var` (`_incObj/61 LZ Blocks.asm`): (half width, half height) by subtype bits 4–5.
const LBLK_SIZES: [(u8, u8); 4] = [(0x10, 0x10), (0x20, 0xC), (0x10, 0x10), (0x10, 0x10)];
/// `Sto_Var` (`_incObj/6B SBZ Stomper and Door.asm`): (half width, height, travel, type) by subtype bits 4–6.
const STO_VAR: [(u8, u8, u8, u8); 5] =
    [(0x40, 0xC, 0x80, 1), (0x1C, 0x20, 0x38, 3), (0x1C, 0x20, 0x40, 4), (0x1C, 0x20, 0x60, 4), (0x80, 0x40, 0, 5)];
/// `FBlock_Var` (`_incObj/56 Floating Blocks and Doors.asm`): (half width, half height) by subtype bits 4–6.
const FBLOCK_SIZES: [(u8, u8); 8] =
    [(0x10, 0x10), (0x20, 0x20), (0x10, 0x20), (0x20, 0x1A), (0x10, 0x27), (0x10, 0x10), (8, 0x20), (0x40, 0x10)];

/// A signed turn speed (the high nibble as a signed byte, × 8: `andi.b #$F0`, `ext.w`, `asl.w #3`) in words.
fn turn(s: u8) -> String {
    let speed = i32::from(i16::from((s & 0xF0) as i8) << 3);
    // The angle word makes a full turn in $10000.
    let frames = |v: i32| (0x10000 + v / 2) / v;
    match speed {
        0 => "does not turn".into(),
        v if v > 0 => format!("turns clockwise, once every {} frames", frames(v)),
        v => format!("turns anticlockwise, once every {} frames", frames(-v)),
    }
}

/// What an object's code makes of its subtype, in words for the editor (`None`: its routine does not read
/// the subtype, or the object is not run). Each arm cites the routine that reads the bits.
pub fn subtype_meaning(object: S1Object, s: u8) -> Option<String> {
    use S1Object::*;
    let (hi, lo) = (s >> 4, s & 0xF);
    Some(match object {
        // ---- Green Hill ----
        // `Bri_Main`: the subtype is the count of logs.
        Bridge => format!("{s} logs"),
        // `Ring_Main`: (s & 7) + 1 rings (7 as 6), spaced by row s >> 4 of `Ring_PosData` (x, y steps).
        Rings => {
            let (dx, dy) = RING_STEPS[usize::from(hi)];
            let step = match (dx, dy) {
                (x, 0) => format!("each ${x:X} px right"),
                (0, y) => format!("each ${y:X} px down"),
                (x, y) if x > 0 => format!("each ${x:X} px right and ${y:X} down"),
                (x, y) => format!("each ${:X} px left and ${y:X} down", -x),
            };
            let n = (s & 7).min(6) + 1;
            if n == 1 { "1 ring".into() } else { format!("{n} rings, {step}") }
        }
        // `Mon_Main` copies it to the animation; `PowerUp` gives the item of that icon.
        Monitor => match s {
            0 => "static (no item)".into(),
            1 => "Eggman (hurts)".into(),
            2 => "extra life".into(),
            3 => "speed shoes".into(),
            4 => "shield".into(),
            5 => "invincibility".into(),
            6 => "10 rings".into(),
            7 => "S (does nothing)".into(),
            8 => "goggles (does nothing)".into(),
            _ => "no such icon".into(),
        },
        // `Spik_Main`: high nibble the row of `Spik_Var` (the frame: `_maps/Spikes.asm`); `Spik_Type0x`: low
        // nibble 0 still, 1 moves up and down, 2 sideways.
        Spikes => {
            let look = SPIKE_LOOKS.get(usize::from(hi)).copied().unwrap_or("past Spik_Var");
            let moves = match lo {
                0 => "still",
                1 => "moves up and down",
                2 => "moves sideways",
                _ => "past Spik_TypeIndex",
            };
            format!("{look}, {moves}")
        }
        // `Spring_Main`: bit 4 sideways, bit 5 down, else up; bit 1 the yellow spring ($A00, else red $1000).
        Springs => {
            let way = if s & 0x10 != 0 {
                "sideways"
            } else if s & 0x20 != 0 {
                "down"
            } else {
                "up"
            };
            let colour = if s & 2 != 0 { "yellow, 10 px/frame" } else { "red, 16 px/frame" };
            format!("{colour}, {way}")
        }
        // `Lamp_Main`: its number; those up to the last one touched are already lit.
        Lamppost => format!("lamppost {}", s & 0x7F),
        // `Swing_Main`: bits 0–3 the chain's links (the platform hangs 16 × links + 8 px below the pivot); bit 4
        // Green Hill's giant ball on the chain, which hurts.
        SwingingPlatform => {
            let what = if s & 0x10 != 0 { "giant ball (hurts)" } else { "platform" };
            format!("{what} on {lo} links, {} px below the pivot", u32::from(lo) * 16 + 8)
        }
        // `Hel_Main`: the subtype is the number of spikes, 16 px apart.
        Helix => format!("{s} spikes, 16 px apart"),
        // `Ledge_Main`: the subtype is the mapping frame (the ledge's look).
        CollapseLedge => format!("frame {s}"),
        // `Edge_Main`: bit 4 scenery only (not solid); the rest the mapping frame.
        EdgeWalls => {
            let solid = if s & 0x10 != 0 { "scenery, not solid" } else { "solid wall" };
            format!("{solid}, frame {}", s & !0x10)
        }
        // `Newt_Action`: 0 the blue one that drops and rushes, any other the green one that fires.
        Newtron => if s == 0 { "blue: drops and rushes at 2 px/frame" } else { "green: fires one missile" }.into(),
        // `Plat_Move`: the low nibble picks the movement routine; `.type07` waits for switch s >> 4.
        BasicPlatform => match lo {
            0 => "does not move".into(),
            1 => "swings across, 64 px either side".into(),
            5 => "swings across, 64 px either side (the other phase)".into(),
            2 => "swings up and down, 64 px either side".into(),
            6 => "swings up and down, 64 px either side (the other phase)".into(),
            3 => "falls 30 frames after being stood on".into(),
            4 => "falls".into(),
            7 => format!("rises $200 px, 1 s after button {hi} is pressed"),
            8 => "rises $200 px".into(),
            0xA => "bobs up and down, 32 px either side".into(),
            0xB | 0xC => "swings up and down (the other oscillator)".into(),
            n => format!("movement type {n:X} of Plat_Move"),
        },
        // `Smash_Main`: the subtype is the mapping frame (the wall's left, middle or right piece).
        SmashWall => format!("frame {s}"),
        // `Scen_Main`: the row of `Scen_Values` (art and frame).
        Scenery => format!("scenery piece {s}"),

        // ---- Marble ----
        // `LavaM_Main`: bits 4–7 the rate (`LavaM_Rates`), bits 0–3 the type of ball thrown (`LBall_Main`).
        LavaMaker => {
            let rate = LAVA_RATES.get(usize::from(hi)).copied().unwrap_or(180);
            format!("throws a ball every {rate} frames: {}", lava_ball(lo))
        }
        // `LBall_Main`, `LBall_Type00`–`08`.
        LavaBall => lava_ball(s),
        // `LGrass_Main`: bits 4–6 the shape (`LGrass_Data`); `LGrass_Types`: bits 0–2 the motion, bit 3 the other
        // way.
        LargeGrass => {
            let shape = match (hi & 7).min(2) {
                0 => "wide hill",
                1 => "wide ramp",
                _ => "narrow block",
            };
            let motion = match s & 7 {
                0 => "still".into(),
                n @ 1..=4 => {
                    let range = [0x20, 0x30, 0x40, 0x60][usize::from(n - 1)];
                    let way = if s & 8 != 0 { ", the other way" } else { "" };
                    format!("bobs ${range:X} px{way}")
                }
                5 => "sinks when stood on and catches fire".into(),
                n => format!("type {n} (does nothing)"),
            };
            format!("{shape}, {motion}")
        }
        // `Glass_Types`: bits 0–2 the type; type 4's switch is bits 4–7 (`Glass_Type04`); bit 3 the reflection.
        GlassBlock => {
            let what = match s & 7 {
                0 => "still".into(),
                1 => "moves up and down".into(),
                2 => "moves up and down, opposite to type 1".into(),
                3 => "tall column: sinks when landed on a second time".into(),
                4 => format!("tall column: sinks with button {hi}"),
                n => format!("type {n} (does nothing)"),
            };
            if s & 8 != 0 { format!("reflection: {what}") } else { what }
        }
        // `CStom_Main`: bit 7 a switch stomper (`CStom_SwchNums`); bits 4–5 the width (`CStom_Var2`, $2x
        // without spikes); `CStom_Types`: bits 0–3 the drop (`word_B6A4`).
        ChainStomp => {
            if s & 0x80 != 0 {
                let button = u8::from(s & 0x7F == 1);
                return Some(format!("hangs down ${:X} px, rises while button {button} is pressed", STOMPER_DROPS[0]));
            }
            let width = STOMPER_WIDTHS.get(usize::from(hi & 3)).copied().unwrap_or(STOMPER_WIDTHS[0]);
            let spikes = if hi & 3 == 2 { ", no spikes" } else { "" };
            let drop = STOMPER_DROPS.get(usize::from(lo)).copied().unwrap_or(0);
            let motion = match lo {
                0 => format!("hangs down ${drop:X} px, rises while button 0 is pressed"),
                1 | 2 | 4 | 6 => format!("drops ${drop:X} px, waits 1 s, rises, again"),
                3 | 5 => format!("waits for Sonic within $90 px, then drops ${drop:X} px and rises, again"),
                n => format!("type {n:X} (does nothing)"),
            };
            format!("{motion}, ${width:X} px half width{spikes}")
        }
        // `But_Main`, `But_Pressed`: switch `f_switch + (s & $F)`, bit 6 sets its bit 7, bit 7 a pushable block
        // presses it too (`But_MZBlock`).
        Button => {
            let bit = if s & 0x40 != 0 { " (bit 7)" } else { "" };
            let block = if s & 0x80 != 0 { ", a pushed block presses it too" } else { "" };
            format!("button {lo}{bit}{block}")
        }
        // `PushB_Main`: bit 0 the wide block ($40 px half width, else $10).
        PushBlock => if s & 1 != 0 { "wide block ($40 px half width)" } else { "block ($10 px half width)" }.into(),
        // `Brick_Action`: bits 0–2 the motion, bit 3 the other way.
        MarbleBrick => {
            let way = if s & 8 != 0 { ", the other way" } else { "" };
            match s & 7 {
                0 => "still".into(),
                1 => format!("bobs up and down{way}"),
                2 => format!("bobs{way}, falls when Sonic is within $90 px"),
                3 => "falls to the floor".into(),
                4 => "bobs on lava".into(),
                n => format!("type {n} (does nothing)"),
            }
        }
        // `GMake_Main`: 0 a geyser (bubbles first), any other a lavafall.
        GeyserMaker | LavaGeyser => if s == 0 { "lava geyser" } else { "lavafall" }.into(),
        // `LTag_Main`: the hurting box ($96, $94, $95).
        LavaTag => match s {
            0 => "hurting box $20 x $20 px".into(),
            1 => "hurting box $40 x $20 px".into(),
            2 => "hurting box $80 x $20 px".into(),
            _ => "past LTag_ColTypes (harmless)".into(),
        },
        // `MBlock_Main`: bits 4–6 the width (`MBlock_Var`); `MBlock_Move`: bits 0–3 the motion.
        MovingBlock => {
            let width = MBLOCK_WIDTHS.get(usize::from(hi & 7)).copied().unwrap_or(MBLOCK_WIDTHS[0]);
            let motion = match lo {
                0 => "still".into(),
                1 => "moves across $60 px".into(),
                2 => "stood on, moves right until a wall".into(),
                3 => "moves right until a wall".into(),
                4 => "stood on, moves right until a wall, then falls".into(),
                5 => "moves right until a wall, then falls".into(),
                6 => "falls to the floor".into(),
                7 => "after button 2, stood on, moves right until a wall, then falls".into(),
                8 => "moves up and down $80 px".into(),
                9 => "stood on, moves 8 px/frame twice its width away, waits 5 s, comes back".into(),
                0xA => "moves 8 px/frame twice its width away, waits 5 s, comes back".into(),
                n => format!("type {n:X} (does nothing)"),
            };
            format!("{motion}, ${width:X} px half width")
        }
        // `CFlo_Main`, `CFlo_Collapse`: bit 0 the other fragment waits (`CFlo_Data3`); bit 7 the frame only.
        CollapseFloor => {
            if s & 1 != 0 { "collapses when stood on (other fragment order)" } else { "collapses when stood on" }.into()
        }

        // ---- Spring Yard ----
        // `FBlock_Main`: bits 4–6 the size (`FBlock_Var`); bit 7 a door on switch s & $F; `FBlock_Action`:
        // bits 0–3 the movement.
        FloatingBlock => {
            let (w, h) = FBLOCK_SIZES[usize::from(hi & 7)];
            let size = format!("${:X} x ${:X} px", u16::from(w) * 2, u16::from(h) * 2);
            if s & 0x80 != 0 {
                return Some(format!("{size} door, opens with button {lo}"));
            }
            let motion = match lo {
                0 => "still",
                1 => "moves across $40 px",
                2 => "moves across $80 px",
                3 => "moves up and down $40 px",
                4 => "moves up and down $80 px",
                7 => "slides right $380 px once button $F is pressed",
                8..=0xB => "goes round a square",
                _ => "door motion (placed without bit 7)",
            };
            format!("{size}, {motion}")
        }
        // `SBall_Main`: bits 0–2 the chain's length (the ball 16 px per link out), bit 3 the centre bare;
        // `SBall_Move`: bits 4–7 the turn speed.
        SpikeBall => {
            let bare = if s & 8 != 0 { ", no centre link" } else { "" };
            format!("ball {} px from the pivot{bare}, {}", u32::from(s & 7) * 16, turn(s))
        }
        // `BBall_Main`, `BBall_Move`: bits 0–2 the motion, bits 4–7 the circling speed.
        BigSpikeBall => match s & 7 {
            0 => "still".into(),
            1 => "swings across $60 px".into(),
            2 => "swings up and down $80 px".into(),
            3 => format!("circles $50 px round its place, {}", turn(s)),
            n => format!("type {n} (does nothing)"),
        },
        // `Stair_Move`: bits 0–2 the type (`Stair_TypeIndex`).
        Staircase => match s & 7 {
            0 => "sinks into a staircase 30 frames after being stood on".into(),
            1 | 3 => "sinks into a staircase at once".into(),
            2 => "shakes when hit from below, then sinks into a staircase".into(),
            n => format!("type {n} (past Stair_TypeIndex)"),
        },

        // ---- Labyrinth ----
        // `Flap_Main`: opens or closes every subtype × 60 frames.
        FlapDoor => format!("opens or closes every {s} s"),
        // `Harp_Main`: the subtype is the animation: 0 sideways, 2 up or down.
        Harpoon => match s {
            0 => "stabs sideways".into(),
            2 => "stabs up or down".into(),
            _ => "past Ani_Harp".into(),
        },
        // `Jaws_Main`: turns every subtype × 64 frames.
        Jaws => format!("swims, turning every {} frames", u32::from(s) * 64),
        // `LBlk_Main`: bits 4–5 the size (`LBlk_Var`); `LBlk_Action`: bits 0–3 the behaviour.
        LabyrinthBlock => {
            let (w, h) = LBLK_SIZES[usize::from(hi & 3)];
            let motion = match lo {
                0 => "still",
                1 => "falls 30 frames after being stood on",
                3 => "rises 30 frames after being stood on",
                5 => "falls once pushed",
                7 => "floats on the water",
                _ => "mid-motion type (does nothing placed)",
            };
            format!("${:X} x ${:X} px, {motion}", u16::from(w) * 2, u16::from(h) * 2)
        }
        // `Gar_Main`: spits every `Gar_SpitRate[s & 7]` frames.
        Gargoyle => format!("spits a fireball every {} frames", SPIT_RATES[usize::from(s & 7)]),
        // `LCon_Main`: $80 + n loads belt n's platforms, $7F a wheel, else a platform (bits 4–7 its path,
        // bits 0–3 its first corner).
        LabyrinthConvey => match s {
            0x80.. => format!("loads conveyor belt {} (its platforms)", s & 0x7F),
            0x7F => "belt wheel".into(),
            _ => format!("platform on path {hi}, heading for corner {lo}"),
        },
        // `Bub_Main`: bit 7 a maker (bits 0–6 the sets before a big bubble), else a bubble of that size.
        Bubble => {
            if s & 0x80 != 0 {
                format!("bubble maker: a big bubble every {} sets", (s & 0x7F) + 1)
            } else {
                format!("bubble, size {s}")
            }
        }
        // `Orb_Main`: routine subtype + 2: 0 watches (`Orb_ChkSonic`), 2 moves (`Orb_Display`).
        Orbinaut => match s {
            0 => "waits; Sonic near, fires its orbs, then moves".into(),
            2 => "moves at ¼ px/frame, never fires".into(),
            _ => "past Orb_Index".into(),
        },

        // ---- Star Light ----
        // `See_Main`: 0 carries the spike ball, any other value none.
        Seesaw => if s == 0 { "with its spike ball" } else { "no spike ball" }.into(),
        // `Fan_Delay`: bit 1 always on (else 3 s on, 2 s off); `Fan_Move`: bit 0 pulls instead of pushes.
        Fan => {
            let when = if s & 2 != 0 { "always on" } else { "on 3 s, off 2 s" };
            let way = if s & 1 != 0 { "pulls" } else { "pushes" };
            format!("{way}, {when}")
        }
        // `Elev_Main`: bit 7 a maker every (s & $7F) × 6 frames (`Elev_MakeMulti`); else bits 4–7 the width
        // (`Elev_Var1`), bits 0–3 distance and type (`Elev_Var2`).
        Elevator => {
            if s & 0x80 != 0 {
                return Some(format!("makes a rising platform every {} frames", u16::from(s & 0x7F) * 6));
            }
            let (width, _) = ELEV_VAR[usize::from(hi)];
            let (dist, kind) = ELEV_VAR.get(usize::from(lo) + 1).copied().unwrap_or(ELEV_VAR[15]);
            // `Elev_Move`: speeding up over the distance (`lsl.w #2`), slowing down over as much again.
            let travel = u16::from(dist) * 8;
            let motion = match kind {
                1 => format!("moves up ${travel:X} px when stood on"),
                3 => format!("moves down ${travel:X} px when stood on"),
                5 => format!("moves up-right ${travel:X} px when stood on"),
                7 => format!("moves down-left ${travel:X} px when stood on"),
                _ => format!("rises ${travel:X} px and vanishes (made by a maker)"),
            };
            format!("{motion}, ${width:X} px half width")
        }
        // `Circ_Types`: bit 0 starts opposite, bit 1 a quarter turn on, bit 2 (`.type04`) the other way round.
        CirclingPlatform => {
            let at = ["on the right", "on the left", "above", "below"][usize::from(s & 3)];
            let way = if s & 0xC == 4 { ", the other way round" } else { "" };
            format!("circles its place: {at} when subtype 0's is on the right{way}")
        }

        // ---- Scrap Brain ----
        // `Spin_Main`: bit 7 a small spinning platform (`Spin_Spinner`), else a trapdoor (`Spin_Trapdoor`).
        SpinPlatform => {
            if s & 0x80 != 0 {
                let every = (u16::from(s & 0x70) + 0x10) * 4;
                format!(
                    "spinning platform: spins every {every} frames, {} frames after subtype $80's",
                    u16::from(lo) * 6
                )
            } else {
                format!("trapdoor: opens or closes every {lo} s")
            }
        }
        // `Sto_Main`: bits 4–6 the `Sto_Var` entry; bit 7 waits for switch s & $F.
        ScrapStomp => {
            let Some(&(_, _, travel, kind)) = STO_VAR.get(usize::from(hi & 7)) else {
                return Some("past Sto_Var".into());
            };
            let what = match kind {
                1 => format!("door sliding ${travel:X} px"),
                3 => format!("stomper coming down ${travel:X} px, pulling back slowly"),
                4 => format!("stomper coming down ${travel:X} px, pulling back fast"),
                _ => "big door sliding down-left".into(),
            };
            if s & 0x80 != 0 { format!("{what}, opens with button {lo}") } else { what }
        }
        // `VanP_Main`: bits 0–3 the cycle ((n + 1) × $80 frames shown, then $80 gone), bits 4–7 its phase.
        VanishPlatform => {
            format!("shown {} frames, gone 128, phase {hi}/16", (u16::from(lo) + 1) * 0x80)
        }
        // `Flame_Main`: flames (s & $F0) × 2 frames, pauses (s & $F) × $20.
        Flamethrower => format!("flames {} frames, pauses {} frames", u16::from(s & 0xF0) * 2, u16::from(lo) * 0x20),
        // `Elec_Main`: zaps when the frame counter has no bit of subtype × $10 − 1 set.
        Electro => format!("zaps every {} frames", u16::from(s) * 0x10),
        // `SpinC_Main`: $80 + n loads belt n, else a platform (bits 4–7 its path, bits 0–3 its first corner).
        SpinConvey => {
            if s & 0x80 != 0 {
                format!("loads conveyor belt {} (its platforms)", s & 0x7F)
            } else {
                format!("platform on path {hi}, heading for corner {lo}")
            }
        }
        // `Jun_Main`: reversed by switch `f_switch + subtype`.
        Junction => format!("reversed by button {s}"),
        // `Hog_Action` hands its subtype to the cannonball; `Cbal_Main`: it explodes after subtype seconds.
        BallHog => format!("cannonballs explode after {s} s"),
        Cannonball => format!("explodes after {s} s"),

        // `Pri_Main`: the row of `Pri_Var`: 0 the capsule, 1 its switch (the other rows are its parts).
        Prison => match s {
            0 => "the capsule".into(),
            1 => "its switch (jump on it to open the capsule)".into(),
            _ => "a part the capsule makes".into(),
        },
        // `Invis_Main`: width (high nibble + 1) × 16 px, height (low nibble + 1) × 16 px.
        Invisibarrier => format!("{} x {} px", (u32::from(hi) + 1) * 16, (u32::from(lo) + 1) * 16),
        _ => return None,
    })
}

/// `LBall_Main`, `LBall_Type00`–`LBall_Type08` (`_incObj/14 Lava Ball.asm`): the ball's type.
fn lava_ball(t: u8) -> String {
    match t {
        0..=3 => format!("leaps up at {} px/frame and falls back", t + 4),
        4 => "flies up to the ceiling".into(),
        5 => "drops to the floor".into(),
        6 => "flies left to a wall".into(),
        7 => "flies right to a wall".into(),
        8 => "bursts where it is".into(),
        _ => "past LBall_TypeIndex".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use S1Object::*;

    fn says(object: S1Object, s: u8) -> String {
        subtype_meaning(object, s).unwrap_or_default()
    }

    #[test]
    fn green_hill() {
        assert_eq!(says(Rings, 0x12), "3 rings, each $18 px right");
        assert_eq!(says(Rings, 0xA3), "4 rings, each $18 px left and $18 down");
        assert_eq!(says(Spikes, 0x11), "3 spikes sideways, moves up and down");
        assert_eq!(says(SwingingPlatform, 0x06), "platform on 6 links, 104 px below the pivot");
        assert_eq!(says(SwingingPlatform, 0x16), "giant ball (hurts) on 6 links, 104 px below the pivot");
        assert_eq!(says(Newtron, 1), "green: fires one missile");
        assert_eq!(says(EdgeWalls, 0x12), "scenery, not solid, frame 2");
        assert_eq!(says(BasicPlatform, 2), "swings up and down, 64 px either side");
        assert_eq!(says(BasicPlatform, 0x27), "rises $200 px, 1 s after button 2 is pressed");
        assert_eq!(subtype_meaning(MotoBug, 0), None);
    }

    #[test]
    fn marble() {
        assert_eq!(says(LavaMaker, 0x30), "throws a ball every 120 frames: leaps up at 4 px/frame and falls back");
        assert_eq!(says(ChainStomp, 0x01), "drops $A0 px, waits 1 s, rises, again, $38 px half width");
        assert_eq!(says(ChainStomp, 0x80), "hangs down $70 px, rises while button 0 is pressed");
        assert_eq!(says(LargeGrass, 0x29), "narrow block, bobs $20 px, the other way");
        assert_eq!(says(GlassBlock, 0x14), "tall column: sinks with button 1");
        assert_eq!(says(MovingBlock, 0x41), "moves across $60 px, $30 px half width");
        assert_eq!(says(LavaTag, 2), "hurting box $80 x $20 px");
    }

    #[test]
    fn spring_yard() {
        assert_eq!(says(FloatingBlock, 0x13), "$40 x $40 px, moves up and down $40 px");
        assert_eq!(says(SpikeBall, 0xF4), "ball 64 px from the pivot, turns anticlockwise, once every 512 frames");
        assert_eq!(says(BigSpikeBall, 0x13), "circles $50 px round its place, turns clockwise, once every 512 frames");
        assert_eq!(says(Button, 0x43), "button 3 (bit 7)");
    }

    #[test]
    fn labyrinth() {
        assert_eq!(says(FloatingBlock, 0x83), "$20 x $20 px door, opens with button 3");
        assert_eq!(says(Jaws, 0xC), "swims, turning every 768 frames");
        assert_eq!(says(LabyrinthBlock, 0x13), "$40 x $18 px, rises 30 frames after being stood on");
        assert_eq!(says(Gargoyle, 1), "spits a fireball every 60 frames");
        assert_eq!(says(LabyrinthConvey, 0x81), "loads conveyor belt 1 (its platforms)");
        assert_eq!(says(FlapDoor, 2), "opens or closes every 2 s");
    }

    #[test]
    fn star_light() {
        assert_eq!(says(Elevator, 0x01), "moves up $100 px when stood on, $28 px half width");
        assert_eq!(says(Elevator, 0x8F), "makes a rising platform every 90 frames");
        assert_eq!(says(Staircase, 2), "shakes when hit from below, then sinks into a staircase");
        assert_eq!(says(CirclingPlatform, 2), "circles its place: above when subtype 0's is on the right");
    }

    #[test]
    fn scrap_brain() {
        assert_eq!(says(Flamethrower, 0x43), "flames 128 frames, pauses 96 frames");
        assert_eq!(says(Electro, 8), "zaps every 128 frames");
        assert_eq!(says(ScrapStomp, 0x81), "door sliding $80 px, opens with button 1");
        assert_eq!(says(ScrapStomp, 0x34), "stomper coming down $60 px, pulling back fast");
        assert_eq!(says(SpinPlatform, 0x03), "trapdoor: opens or closes every 3 s");
        assert_eq!(says(VanishPlatform, 0x10), "shown 128 frames, gone 128, phase 1/16");
        assert_eq!(says(BallHog, 5), "cannonballs explode after 5 s");
    }
}
