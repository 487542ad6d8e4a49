//! `Obj_AIZPlaneIntro` (skdisasm s3.asm, from `SpawnLevelMainSprites`: Angel Island 1 started as Sonic, no
//! star post): the intro on the Tornado. Sonic is its sprite — the object draws him, in screen coordinates,
//! riding the plane, jumping off, falling into the sea and turning Super — while the real player object waits
//! under `object_control` $53 at the level's start ($40, $420). Each frame the object's speed word (`$40`)
//! scrolls the intro: first it counts `Events_fg_1` up from $E918 (the ocean's background scroll), then, once
//! that is no longer negative, it carries the player right by the same amount (`sub_45DE4`). Its routine
//! changes that speed ($10 from the swoop's end — `Swing_Setup1` writes `$40` —, $C while Super Sonic drifts
//! back, $10 again) and, when the player reaches $13D0, lets him go hurt (Knuckles' punch: `loc_45AEE`).
//!
//! Only what reaches the players is run here: the object's own routine and position (its thresholds time the
//! speeds), the scroll, the release and the Knuckles it makes at player x $918 (`Obj_CutsceneKnuckles`, who
//! gives the buttons back). The other children only draw (the plane, its propeller and booster, Super Sonic's
//! waves, the emeralds); the palette cycling is colour only. Positions are the object's 32-bit words (pixel word, subpixel word).

use crate::player::{Player, Routine};

/// `Events_fg_1` when the intro starts: the distance the ocean scrolls before the player moves.
pub const SCROLL_START: u16 = 0xE918;
/// `object_control` the intro puts on player 1 (`loc_45888`): bit 0, nothing of his own moves him.
pub const PLAYER_OBJECT_CONTROL: u8 = 0x53;
/// The player's x where Knuckles' punch ends the intro (`loc_45AE0`).
pub const RELEASE_X: i32 = 0x13D0;

/// The routine `$34(a0)` names for `Obj_Wait` to call when its timer runs out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
enum Callback {
    /// `loc_458F6`: the swoop down begins.
    #[default]
    SwoopDown,
    /// `loc_4594E`: Sonic jumps off the plane.
    JumpOff,
    /// `loc_459D6`: the wait is reloaded (5 frames; the waves begin at x $80).
    Reload,
}

/// What one frame of the intro did to the players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The intro goes on.
    Running,
    /// The player reached the shore: `Obj_CutsceneKnuckles` is made, after this object's slot
    /// ([`super::cutscene_knuckles`]; `loc_45AB4`, `CreateChild6_Simple`).
    KnucklesMade,
    /// The intro let player 1 go (hurt, in the air) and deleted itself (`loc_45AEE`, `Go_Delete_Sprite`).
    Released,
}

/// The object's state: its routine, its position and speeds, its timers, and `Events_fg_1`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AizPlaneIntro {
    /// `routine(a0)`: 0, 2, … $1A.
    pub routine: u8,
    /// `x_pos(a0)` and `y_pos(a0)` as longs (screen pixels in the high word).
    pub x: i32,
    pub y: i32,
    pub x_vel: i16,
    pub y_vel: i16,
    /// `$2E(a0)`: `Obj_Wait`'s timer.
    wait: i16,
    callback: Callback,
    /// `$3A(a0)`: the routines' own countdown.
    countdown: i16,
    /// `$3E(a0)`: the swing's turning speed (`Swing_Setup1`).
    swing_max: i16,
    /// `$40(a0)`: the scroll speed, which `Swing_UpAndDown` also reads as its acceleration.
    pub speed: i16,
    /// `$38(a0)`: bit 0 the swing's direction; bits 2 and 3 tell the plane to leave and to stop following.
    flags: u8,
    /// `Events_fg_1`: counts up while negative; then the player is carried.
    pub scroll: u16,
}

impl AizPlaneIntro {
    /// The object as `SpawnLevelMainSprites` leaves it: routine 0, its init still to run.
    pub fn new() -> Self {
        Self::default()
    }

    fn x_word(&self) -> u16 {
        (self.x >> 16) as u16
    }

    fn y_word(&self) -> u16 {
        (self.y >> 16) as u16
    }

    fn set_x_word(&mut self, v: u16) {
        self.x = (i32::from(v as i16) << 16) | (self.x & 0xFFFF);
    }

    fn set_y_word(&mut self, v: u16) {
        self.y = (i32::from(v as i16) << 16) | (self.y & 0xFFFF);
    }

    /// `MoveSprite2`: the speeds (1/256 px) added to the long positions.
    fn move_sprite2(&mut self) {
        self.x = self.x.wrapping_add(i32::from(self.x_vel) << 8);
        self.y = self.y.wrapping_add(i32::from(self.y_vel) << 8);
    }

    /// `MoveSprite`: as `MoveSprite2`, with gravity $38 added after the old Y speed moved it.
    fn move_sprite(&mut self) {
        self.x = self.x.wrapping_add(i32::from(self.x_vel) << 8);
        let vy = self.y_vel;
        self.y_vel = self.y_vel.wrapping_add(0x38);
        self.y = self.y.wrapping_add(i32::from(vy) << 8);
    }

    /// `Swing_Setup1`: swing speed $C0 down, turning at ±$C0, acceleration $10 — written to `$40`, so the
    /// scroll speed becomes $10.
    fn swing_setup(&mut self) {
        self.swing_max = 0xC0;
        self.y_vel = 0xC0;
        self.speed = 0x10;
        self.flags &= !1;
    }

    /// `Swing_UpAndDown`: accelerate up until −max, then down until +max, turning with one step back.
    fn swing_up_and_down(&mut self) {
        let (mut d0, mut d1, mut d2) = (self.speed, self.y_vel, self.swing_max);
        if self.flags & 1 == 0 {
            d0 = d0.wrapping_neg();
            d1 = d1.wrapping_add(d0);
            d2 = d2.wrapping_neg();
            if d1 > d2 {
                self.y_vel = d1;
                return;
            }
            self.flags |= 1;
            d0 = d0.wrapping_neg();
            d2 = d2.wrapping_neg();
        }
        d1 = d1.wrapping_add(d0);
        if d1 >= d2 {
            self.flags &= !1;
            d1 = d1.wrapping_add(d0.wrapping_neg());
        }
        self.y_vel = d1;
    }

    /// `Obj_Wait`: count down; below 0, call the routine `$34` names.
    fn wait(&mut self) {
        self.wait = self.wait.wrapping_sub(1);
        if self.wait < 0 {
            match self.callback {
                Callback::SwoopDown => {
                    self.routine = 4;
                    self.x_vel = 0x300;
                    self.y_vel = 0x600;
                }
                Callback::JumpOff => {
                    self.routine = 8;
                    self.x_vel = 0x400;
                    self.y_vel = -0x400;
                    self.flags |= 8;
                }
                Callback::Reload => self.wait = 5,
            }
        }
    }

    /// One frame of the object (its slot runs after the players'): the routine, then `sub_45DE4`'s scroll.
    /// `player` is player 1.
    pub fn step(&mut self, player: &mut Player) -> Outcome {
        let player_x = player.pixel_x() as u16;
        match self.routine {
            // `loc_45888`: placed on screen, the wait of $40 frames set, the scroll started, the player held.
            0 => {
                self.routine = 2;
                self.set_x_word(0x60);
                self.set_y_word(0x30);
                self.wait = 0x40;
                self.callback = Callback::SwoopDown;
                self.speed = 8;
                self.scroll = SCROLL_START;
                player.object_control = PLAYER_OBJECT_CONTROL;
            }
            // `loc_458F0`.
            2 => self.wait(),
            // `loc_45912`: the swoop slows by $18 a frame; at 0 the plane hovers.
            4 => {
                self.y_vel = self.y_vel.wrapping_sub(0x18);
                if self.y_vel == 0 {
                    self.routine = 6;
                    self.x_vel = 0;
                    self.wait = 0x5F;
                    self.callback = Callback::JumpOff;
                    self.swing_setup();
                } else {
                    self.move_sprite2();
                }
            }
            // `loc_4593C`.
            6 => {
                self.swing_up_and_down();
                self.move_sprite2();
                self.wait();
            }
            // `loc_45970`: Sonic falls behind the plane until the sea ($130).
            8 => {
                self.x_vel = self.x_vel.wrapping_sub(0x40);
                self.move_sprite();
                if self.y_word() >= 0x130 {
                    self.routine = 0xA;
                    self.set_y_word(0x130);
                    self.y_vel = 0;
                }
            }
            // `loc_4599C`: carried back until off the left ($40), where he turns Super (`loc_45D72`).
            0xA => {
                self.x_vel = self.x_vel.wrapping_sub(0x40);
                self.move_sprite2();
                if self.x_word() < 0x40 {
                    self.routine = 0xC;
                    self.set_x_word(0x40);
                    self.wait = 5;
                    self.callback = Callback::Reload;
                    self.countdown = 0x3F;
                }
            }
            // `loc_459F0`.
            0xC => {
                self.countdown = self.countdown.wrapping_sub(1);
                if self.countdown < 0 {
                    self.routine = 0xE;
                }
            }
            // `loc_45A00`: Super Sonic flies right 4 px a frame to $200.
            0xE => {
                self.wait();
                let x = self.x_word().wrapping_add(4);
                self.set_x_word(x);
                if x >= 0x200 {
                    self.routine = 0x10;
                    self.countdown = 0x1F;
                }
            }
            // `loc_45A2A`: then the plane leaves and the scroll slows to $C.
            0x10 => {
                self.wait();
                self.countdown = self.countdown.wrapping_sub(1);
                if self.countdown < 0 {
                    self.routine = 0x12;
                    self.flags |= 4;
                    self.speed = 0xC;
                }
            }
            // `loc_45A50`: back left 4 px a frame to $120, where the scroll is $10 again.
            0x12 => {
                self.wait();
                let x = self.x_word().wrapping_sub(4);
                self.set_x_word(x);
                if x <= 0x120 {
                    self.routine = 0x14;
                    self.flags |= 4;
                    self.countdown = 0x1F;
                    self.speed = 0x10;
                }
            }
            // `loc_45A88`.
            0x14 => {
                self.wait();
                self.countdown = self.countdown.wrapping_sub(1);
                if self.countdown < 0 {
                    self.routine = 0x16;
                }
            }
            // `loc_45AA2`: the shore at player x $918 (Knuckles' cutscene object is made there).
            0x16 => {
                if player_x >= 0x918 {
                    self.routine = 0x18;
                    self.scroll_step(player);
                    return Outcome::KnucklesMade;
                }
                self.wait();
            }
            // `loc_45AC4`: the jungle's end at $1240.
            0x18 => {
                if player_x >= 0x1240 {
                    self.routine = 0x1A;
                    let y = self.y_word().wrapping_sub(0x20);
                    self.set_y_word(y);
                }
            }
            // `loc_45AE0` / `loc_45AEE`: Knuckles' punch at $13D0.
            _ => {
                if i32::from(player_x) >= RELEASE_X {
                    release(player);
                    // `Go_Delete_Sprite` returns here: the scroll below still runs this frame.
                    self.scroll_step(player);
                    return Outcome::Released;
                }
            }
        }
        self.scroll_step(player);
        Outcome::Running
    }

    /// `sub_45DE4`: `Events_fg_1` counts up by the speed while negative; after, player 1's x moves by it.
    fn scroll_step(&mut self, player: &mut Player) {
        if self.scroll & 0x8000 != 0 {
            self.scroll = self.scroll.wrapping_add(self.speed as u16);
        } else {
            player.x = player.x.wrapping_add(i32::from(self.speed) << 8);
        }
    }
}

/// `loc_45AEE`: player 1 hurt and in the air, thrown up and back (X Speed −$200, Y Speed −$400, no Ground
/// Speed), free of the object's hold (his buttons are then locked: [`crate::objects::runtime::game::GameState`]'s
/// `control_locked`, set by the caller).
fn release(player: &mut Player) {
    player.routine = Routine::Hurt;
    player.air = true;
    player.y_speed = -0x400;
    player.x_speed = -0x200;
    player.ground_speed = 0;
    player.object_control = 0;
}
