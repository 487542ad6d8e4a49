//! What Angel Island 1's intro draws while the play-test runs it (presentation only: the engine runs just what
//! reaches the players, [`engine::objects::s3k::aiz_plane_intro`], [`engine::objects::s3k::cutscene_knuckles`]).
//!
//! - `Obj_AIZPlaneIntro` (skdisasm s3.asm) is Sonic himself, in screen coordinates: `Map_Sonic` frame $BA on
//!   the Tornado, `byte_45E60`'s frames ($97–$9A between $96s, 4 game frames each: `loc_45DFC`) as he jumps
//!   off and falls to the sea, then `Map_SuperSonic` frames $21/$22 (`loc_45D72`, `sub_45D94`: bit 1 of the
//!   frame counter) with `PalCycle_SuperSonic`'s colours in palette entries 2–4. The real player object is held
//!   at ($40, $420) showing the empty frame 0 meanwhile (`loc_45888`), so the view hides him.
//! - The Tornado (`loc_45B56`, made by `loc_458F6` $22 px left of and $2C below Sonic) swings on its own
//!   (`Swing_Setup1`, `Swing_UpAndDown`, `MoveSprite2`) but is put back under him (`Refresh_ChildPosition`)
//!   until he jumps off (`$38` bit 3); once the intro sets bit 2 it leaves left 4 px a frame and is deleted
//!   left of screen x $20 (`loc_45BDC`). Its propeller (`loc_45C00`, +$38, +4: `byte_45E6B`) and booster
//!   (`loc_45C3E`, +$18, +$18: `byte_45E73`) animate one frame per game frame.
//! - `CutsceneKnux_AIZ1` in level coordinates, `Map_CutsceneKnux` with his palette (`Pal_CutsceneKnux` into
//!   line 1 when he jumps out, `loc_44790`): frame 8 behind his rock, `byte_4577B` in the jump, $16 standing,
//!   `byte_45775` running (turned while running left), `byte_45785` laughing.
//!
//! The Tornado's swing is not in the engine's state: it is found by running a copy of the intro object from
//! its start until it equals the running one (a few hundred frames of integer steps), beside the plane.
//! Not drawn: the sea's waves under Super Sonic (`loc_45C7C`), the emeralds Knuckles' punch scatters
//! (`loc_45CDC`), his rock.

use engine::World;
use engine::objects::s3k::aiz_plane_intro::AizPlaneIntro;
use engine::objects::s3k::cutscene_knuckles::CutsceneKnuckles;

/// Whose art a sprite of the intro is drawn with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IntroArt {
    /// `Map_Sonic` (the project's player art).
    Sonic,
    /// `Map_SuperSonic` over the same art, with `PalCycle_SuperSonic` entry `palette` (0–2: `Palette_frame`
    /// $24, $2A, $30).
    SuperSonic { palette: u8 },
    /// `Map_AIZIntroPlane` (`Levels/AIZ/KosinskiM Art/Intro Plane.kosm`).
    Plane,
    /// `Map_CutsceneKnux` (`General/Sprites/Knuckles/Cutscene`), loaded per frame (`DPLC_CutsceneKnux`).
    Knuckles,
}

/// One sprite of the intro: its art's mapping frame at a level pixel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IntroSprite {
    pub art: IntroArt,
    pub frame: u8,
    pub x: i32,
    pub y: i32,
    pub x_flip: bool,
}

/// The VDP's sprite origin: screen-coordinate objects (`render_flags` bit 2 clear) are drawn at their position
/// less $80.
const SCREEN_ORIGIN: i32 = 0x80;

/// `byte_45E60`: Sonic's jump off the plane (`loc_45DFC`: delay, count, frames).
const JUMP: [u8; 8] = [0x97, 0x96, 0x98, 0x96, 0x99, 0x96, 0x9A, 0x96];
const JUMP_DELAY: i8 = 3;
/// `byte_45E6B` and `byte_45E73`: the propeller and the booster.
const PROPELLER: [u8; 6] = [1, 2, 3, 4, 3, 2];
const BOOSTER: [u8; 2] = [5, 6];
/// `byte_4577B`, `byte_45775`, `byte_45785`: Knuckles' jump, run and laugh (delay, frames).
const KNUCKLES_JUMP: (u64, &[u8]) = (1, &[8, 4, 8, 5, 8, 6, 8, 7]);
const KNUCKLES_RUN: (u64, &[u8]) = (1, &[0x12, 0x13, 0x14, 0x15]);
const KNUCKLES_LAUGH: (u64, &[u8]) = (7, &[0x1C, 0x1C, 0x1D, 0x1D]);
/// How many frames of the intro are run to find the running one (it lets the player go well before).
const MOST_FRAMES: usize = 6000;

/// Whether the intro object holds the player, who then shows nothing (`Map_Sonic` frame 0): the view draws
/// the intro's Sonic instead.
pub fn hides_player(world: &World) -> bool {
    world.objects.game.level_intro.as_ref().is_some_and(|i| i.plane.is_some())
}

/// The intro's sprites this frame, back to front (an earlier slot of the same priority is drawn over a
/// later one: the booster and propeller under the plane, the plane under Sonic). Empty outside an intro.
pub fn sprites(world: &World) -> Vec<IntroSprite> {
    let Some(intro) = world.objects.game.level_intro.as_ref() else { return Vec::new() };
    let mut out = Vec::new();
    let camera = (world.camera.x, world.camera.y);
    if let Some(plane) = &intro.plane {
        let run = Replay::until(plane);
        if let Some(tornado) = run.tornado.filter(|t| !t.gone) {
            let (x, y) = (camera.0 + tornado.x_word() - SCREEN_ORIGIN, camera.1 + tornado.y_word() - SCREEN_ORIGIN);
            let n = run.tornado_frames;
            let sprite =
                |frame, dx, dy| IntroSprite { art: IntroArt::Plane, frame, x: x + dx, y: y + dy, x_flip: false };
            out.push(sprite(BOOSTER[n % BOOSTER.len()], 0x18, 0x18));
            out.push(sprite(PROPELLER[n % PROPELLER.len()], 0x38, 4));
            out.push(sprite(0, 0, 0));
        }
        let (x, y) = (camera.0 + word(plane.x) - SCREEN_ORIGIN, camera.1 + word(plane.y) - SCREEN_ORIGIN);
        let (art, frame) = match plane.routine {
            0..=6 => (IntroArt::Sonic, 0xBA),
            8 | 0xA => (IntroArt::Sonic, run.jump_frame),
            // `loc_45D72` (routine $C: $21), then `sub_45D94`'s two frames and the palette's three steps of 7.
            0xC => (IntroArt::SuperSonic { palette: 0 }, 0x21),
            _ => {
                let palette = ((world.frame / 7) % 3) as u8;
                (IntroArt::SuperSonic { palette }, if world.frame & 2 != 0 { 0x22 } else { 0x21 })
            }
        };
        out.push(IntroSprite { art, frame, x, y, x_flip: false });
    }
    if let Some(k) = &intro.knuckles {
        out.push(knuckles(k, world.frame));
    }
    out
}

/// The pixel word of a 16.16 position.
fn word(long: i32) -> i32 {
    i32::from((long >> 16) as i16)
}

/// Knuckles' frame by his routine (the animations' phase from the frame counter).
fn knuckles(k: &CutsceneKnuckles, frame: u64) -> IntroSprite {
    let cycle = |(delay, frames): (u64, &[u8])| frames[((frame / (delay + 1)) % frames.len() as u64) as usize];
    let (frame, x_flip) = match k.routine {
        0 | 2 => (8, false),
        4 => (cycle(KNUCKLES_JUMP), false),
        6 => (0x16, false),
        8 | 0xC => (cycle(KNUCKLES_RUN), k.x_vel < 0),
        _ => (cycle(KNUCKLES_LAUGH), false),
    };
    IntroSprite { art: IntroArt::Knuckles, frame, x: word(k.x), y: word(k.y), x_flip }
}

/// The Tornado (`loc_45B56`): its own swing and position (16.16 longs), and whether it is leaving or gone.
#[derive(Clone, Copy, Debug)]
struct Tornado {
    x: i32,
    y: i32,
    y_vel: i16,
    turning: bool,
    leaving: bool,
    gone: bool,
}

/// `Swing_Setup1`'s limit and acceleration.
const SWING_MAX: i16 = 0xC0;
const SWING_ACCEL: i16 = 0x10;
/// Where `ChildObjDat_45E36` puts the plane from Sonic.
const PLANE_FROM_SONIC: (i32, i32) = (-0x22, 0x2C);

impl Tornado {
    fn x_word(&self) -> i32 {
        word(self.x)
    }

    fn y_word(&self) -> i32 {
        word(self.y)
    }

    fn at_sonic(&mut self, sonic: &AizPlaneIntro) {
        self.x = ((word(sonic.x) + PLANE_FROM_SONIC.0) << 16) | (self.x & 0xFFFF);
        self.y = ((word(sonic.y) + PLANE_FROM_SONIC.1) << 16) | (self.y & 0xFFFF);
    }

    /// `Swing_UpAndDown` with `Swing_Setup1`'s limit $C0 and acceleration $10: up until −$C0, then down until
    /// +$C0, turning with one step back.
    fn swing(&mut self) {
        let (mut d0, mut d1, mut d2) = (SWING_ACCEL, self.y_vel, SWING_MAX);
        if !self.turning {
            d0 = -d0;
            d1 = d1.wrapping_add(d0);
            d2 = -d2;
            if d1 > d2 {
                self.y_vel = d1;
                return;
            }
            self.turning = true;
            d0 = -d0;
            d2 = -d2;
        }
        d1 = d1.wrapping_add(d0);
        if d1 >= d2 {
            self.turning = false;
            d1 = d1.wrapping_sub(d0);
        }
        self.y_vel = d1;
    }

    /// One frame after the intro object's (`loc_45BAA`, `loc_45BDC`).
    fn step(&mut self, sonic: &AizPlaneIntro) {
        self.swing();
        self.y = self.y.wrapping_add(i32::from(self.y_vel) << 8);
        if self.leaving {
            self.x = self.x.wrapping_sub(4 << 16);
            self.gone |= self.x_word() < 0x20;
            return;
        }
        // `$38` bit 2 (set going into routine $12) sends it off from the next frame; bit 3 (set at the jump,
        // routine 8) stops it following Sonic.
        self.leaving = sonic.routine >= 0x12;
        if sonic.routine < 8 {
            self.at_sonic(sonic);
        }
    }
}

/// The intro run again from its start up to the running frame.
struct Replay {
    tornado: Option<Tornado>,
    /// Frames the Tornado has run (its propeller's and booster's animations).
    tornado_frames: usize,
    /// Sonic's mapping frame as `loc_45DFC` leaves it.
    jump_frame: u8,
}

impl Replay {
    fn until(target: &AizPlaneIntro) -> Replay {
        let mut sonic = AizPlaneIntro::new();
        // Only the intro's own routine is wanted: a stand-in player, carried as the real one is.
        let mut player = engine::Player::standing(engine::Character::Sonic, 0x40, 0x420);
        let mut run = Replay { tornado: None, tornado_frames: 0, jump_frame: 0xBA };
        let (mut timer, mut index) = (0i8, 0usize);
        for _ in 0..MOST_FRAMES {
            if sonic == *target {
                return run;
            }
            let before = sonic.routine;
            sonic.step(&mut player);
            // `loc_458F6`: the plane is made as the swoop starts; it runs its setup the same frame.
            if before == 2 && sonic.routine == 4 {
                let mut t = Tornado { x: 0, y: 0, y_vel: SWING_MAX, turning: false, leaving: false, gone: false };
                t.at_sonic(&sonic);
                run.tornado = Some(t);
            } else if let Some(t) = run.tornado.as_mut().filter(|t| !t.gone) {
                t.step(&sonic);
                run.tornado_frames += 1;
            }
            if before == 8 && sonic.routine == 8 {
                timer -= 1;
                if timer < 0 {
                    timer = JUMP_DELAY;
                    index = (index + 1) % JUMP.len();
                    run.jump_frame = JUMP[index];
                }
            }
        }
        // Never reached (a state the intro does not come to): Sonic alone.
        Replay { tornado: None, tornado_frames: 0, jump_frame: 0xBA }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// skdisasm's Angel Island 1 intro section played from its start: Sonic on the plane first (frame $BA,
    /// the Tornado $22 px left of and $2C under him, its propeller and booster), then falling, Super Sonic
    /// flying with the plane gone, and Knuckles at his rock; the held player is hidden while the intro holds
    /// him and shown again after the punch.
    #[test]
    fn the_intro_draws_the_plane_super_sonic_and_knuckles() {
        let Some(shared) = formats::reference::shared_dir() else { return };
        let Some(ini) = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S3K) else { return };
        let level = formats::import::sonlvl::import(&ini, "Sonic 3\\\\Angel Island Zone Act 1 Intro").expect("AIZ1");
        let mut world = super::super::start_world(&level, engine::Character::Sonic, None, Default::default(), false);
        let mut seen = std::collections::HashSet::new();
        let mut plane_under_sonic = false;
        let mut released_at = None;
        for frame in 0..3000 {
            let sprites = sprites(&world);
            if hides_player(&world) {
                let sonic = sprites.last().expect("Sonic drawn while the player is hidden");
                if let Some(plane) = sprites.iter().find(|s| s.art == IntroArt::Plane && s.frame == 0)
                    && sonic.frame == 0xBA
                {
                    plane_under_sonic |= (plane.x - sonic.x, plane.y - sonic.y) == PLANE_FROM_SONIC;
                }
            } else if released_at.is_none() && world.objects.game.level_intro.is_some() {
                released_at = Some(frame);
            }
            seen.extend(sprites.iter().map(|s| (std::mem::discriminant(&s.art), s.frame)));
            world.step(formats::inputs::Buttons::NONE);
        }
        let has = |art: IntroArt, frame: u8| seen.contains(&(std::mem::discriminant(&art), frame));
        assert!(plane_under_sonic, "the Tornado under Sonic");
        assert!(has(IntroArt::Sonic, 0xBA) && has(IntroArt::Sonic, 0x97), "on the plane, jumping off");
        assert!(has(IntroArt::SuperSonic { palette: 0 }, 0x21) && has(IntroArt::SuperSonic { palette: 0 }, 0x22));
        assert!((1..=6).all(|f| has(IntroArt::Plane, f)), "the propeller and the booster");
        assert!(has(IntroArt::Knuckles, 8) && has(IntroArt::Knuckles, 0x16), "Knuckles at his rock, landed");
        assert!(released_at.is_some(), "the player shown after the punch");
    }
}
