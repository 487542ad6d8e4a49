//! `Obj_CutsceneKnuckles` in Angel Island 1 (skdisasm s3.asm `CutsceneKnux_AIZ1`): made by the intro
//! ([`super::aiz_plane_intro`]) when the player reaches the shore, Knuckles waits behind his rock at ($1400,
//! $440) until the intro object is deleted (its `status` bit 7: `Go_Delete_Sprite`, the frame of the punch),
//! jumps out, lands on the floor, laughs, runs left and back, waits, and runs off to the right; once he is
//! off screen the player's buttons are his again (`loc_448B0`: `Ctrl_1_locked` cleared) and the act's title
//! card starts the level proper.
//!
//! What reaches the players is his timing: the landing (`ObjCheckFloorDist` on the level's floor), the
//! waits, and when he leaves the screen (`Render_Sprites`' on-screen flag, `width_pixels` $1C,
//! `height_pixels` $18). His rock, the emeralds he picks up, his animation and the music are drawing only.

use crate::sensor::{Direction, SolidBit, scan};
use crate::terrain::Terrain;
use formats::Layer;

/// Where he waits (`loc_4474C`).
pub const START: (u16, u16) = (0x1400, 0x440);
/// `y_radius` ($13), for his floor check.
const Y_RADIUS: i32 = 0x13;
/// `width_pixels` and `height_pixels` (`ObjSlot_CutsceneKnux`), for `Render_Sprites`.
const WIDTH: i32 = 0x1C;
const HEIGHT: i32 = 0x18;

/// The routine `$34(a0)` names for `Obj_Wait`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
enum Callback {
    /// `loc_447F8`: run left.
    #[default]
    RunLeft,
    /// `loc_44836`: turn and run right.
    Turn,
    /// `loc_44850`: stop and laugh.
    Stop,
    /// `loc_4487A`: run off to the right.
    RunOff,
}

/// What one frame of Knuckles did for the players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Running,
    /// He left the screen: the player's buttons are unlocked, and he is gone (`loc_448B0`).
    Gone,
}

/// His state: routine, position (long words), speeds, `Obj_Wait`'s timer and callback, and the on-screen flag
/// the last `Render_Sprites` left.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CutsceneKnuckles {
    pub routine: u8,
    pub x: i32,
    pub y: i32,
    pub x_vel: i16,
    pub y_vel: i16,
    wait: i16,
    callback: Callback,
}

impl CutsceneKnuckles {
    /// As `CreateChild6_Simple` makes him: routine 0.
    pub fn new() -> Self {
        Self::default()
    }

    fn x_word(&self) -> i32 {
        i32::from((self.x >> 16) as i16)
    }

    fn y_word(&self) -> i32 {
        i32::from((self.y >> 16) as i16)
    }

    /// `MoveSprite2`.
    fn move_sprite2(&mut self) {
        self.x = self.x.wrapping_add(i32::from(self.x_vel) << 8);
        self.y = self.y.wrapping_add(i32::from(self.y_vel) << 8);
    }

    /// `Render_Sprites`' test for an object in world coordinates, against the camera it drew with: some of
    /// his box within the 320 px across and the 224 px down.
    pub fn on_screen(&self, camera: (i32, i32)) -> bool {
        let dx = (self.x_word() - camera.0) as i16;
        let across = dx.wrapping_add(WIDTH as i16) >= 0 && dx.wrapping_sub(WIDTH as i16) < 320;
        let dy = (self.y_word() - camera.1 + HEIGHT) as u16;
        across && u32::from(dy) < (224 + 2 * HEIGHT) as u32
    }

    /// `Obj_Wait`.
    fn wait(&mut self) {
        self.wait = self.wait.wrapping_sub(1);
        if self.wait >= 0 {
            return;
        }
        match self.callback {
            // `loc_447F8`, falling into `loc_44824` (the run's first frame is this one).
            Callback::RunLeft => {
                self.routine = 8;
                self.x_vel = -0x600;
                self.y_vel = 0;
                self.wait = 0x29;
                self.callback = Callback::Turn;
                self.move_sprite2();
                self.wait();
            }
            Callback::Turn => {
                self.x_vel = self.x_vel.wrapping_neg();
                self.wait = 0x29;
                self.callback = Callback::Stop;
            }
            Callback::Stop => {
                self.routine = 0xA;
                self.wait = 0x3F;
                self.callback = Callback::RunOff;
            }
            Callback::RunOff => {
                self.routine = 0xC;
                self.x_vel = 0x600;
            }
        }
    }

    /// One frame. `intro_deleted`: the intro object's `status` bit 7 (deleted this frame or before);
    /// `camera`: the camera the last `Render_Sprites` drew with (his on-screen flag).
    pub fn step(&mut self, intro_deleted: bool, terrain: &Terrain, camera: (i32, i32)) -> Outcome {
        let on_screen = self.on_screen(camera);
        match self.routine {
            // `loc_4474C` (`SetUp_ObjAttributesSlotted` advances the routine).
            0 => {
                self.routine = 2;
                self.x = i32::from(START.0) << 16;
                self.y = i32::from(START.1) << 16;
            }
            // `loc_44782`: out from behind the rock when the intro is gone.
            2 => {
                if intro_deleted {
                    self.routine = 4;
                    self.y_vel = -0x600;
                    self.x_vel = 0x80;
                }
            }
            // `loc_447B2`: the jump (`MoveSprite`, gravity $38) until, falling, the floor is reached.
            4 => {
                self.x = self.x.wrapping_add(i32::from(self.x_vel) << 8);
                let vy = self.y_vel;
                self.y_vel = self.y_vel.wrapping_add(0x38);
                self.y = self.y.wrapping_add(i32::from(vy) << 8);
                if vy >= 0 {
                    let bottom = i32::from((self.y_word() + Y_RADIUS) as i16);
                    let d = scan(terrain, Layer::A, SolidBit::Top, Direction::Down, self.x_word(), bottom).distance;
                    if d < 0 {
                        self.routine = 6;
                        self.y = self.y.wrapping_add(d << 16);
                        self.wait = 0x7F;
                        self.callback = Callback::RunLeft;
                    }
                }
            }
            // `loc_447F2`, `loc_4486E`: waiting.
            6 | 0xA => self.wait(),
            // `loc_44824`.
            8 => {
                self.move_sprite2();
                self.wait();
            }
            // `loc_4489E`: running off while on screen.
            _ => {
                if !on_screen {
                    return Outcome::Gone;
                }
                self.move_sprite2();
            }
        }
        Outcome::Running
    }
}
