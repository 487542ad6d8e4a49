//! The player object: state, and one frame of it in Sonic 2's order (SPG "Main Game Loop"; s2disasm
//! `Obj01_Control` and its mode routines `Obj01_MdNormal`, `Obj01_MdRoll`, `Obj01_MdAir`).
//!
//! Each submodule is one SPG section / one group of disassembly routines.

mod air;
mod air_collision;
pub mod animation;
pub mod drowning;
pub mod dust;
mod ground;
mod ground_collision;
pub mod hurt;
mod jump;
mod loops;
pub mod moves;
mod power_ups;
pub mod probe;
mod roll;
pub mod sidekick;
mod slope;
mod spindash;
mod start;
mod water;

use crate::character::Character;
use crate::profile::{Profile, RightLimit};
use crate::report::SensorSink;
use crate::terrain::Terrain;
use formats::inputs::Buttons;
use formats::{Bounds, Layer};
pub use moves::{Ability, Element, MoveSet};

/// The ground modes live beside the sensor names (`crate::sensor_id`); here for the existing paths.
pub use crate::sensor_id::Mode;

/// Positions are in subpixels: 256 per pixel (the games' 16.16 positions, of which only the high byte of the
/// fraction ever changes; `../shared/SPEC-NOTES.md` "Units").
pub type Subpixels = i32;

/// The player's routine (s2disasm `Obj01_Index`: 2 normal, 4 hurt, 6 dead, 8 gone).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Routine {
    #[default]
    Normal,
    Hurt,
    Dead,
    /// Fell out of sight after dying (`CheckGameOver`): the player no longer moves; the level would restart.
    Gone,
    /// Routine 0: the slot was cleared by a level load (Sonic 1's `Level_ClrRam`) and the player's init has not
    /// run yet; nothing moves until the level starts again.
    Init,
}

/// What the player looks like doing; only the poses the physics reads or the editor shows
/// (the games' `anim` byte: `Sonic_CheckSpindash` needs to know the player is ducking).
// (Fieldless and `repr(u8)`: a comparison is one byte compare, not a niche decoded or a jump table.)
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Pose {
    #[default]
    Walk,
    Wait,
    /// Balancing on a ledge (SPG "Balancing").
    Balance,
    /// Balancing far over the edge (the second balance frame set).
    BalanceFar,
    LookUp,
    Duck,
    /// Woken from the idle animation (the physics waits until it ends).
    Blink,
    /// Woken after a very long idle (the physics waits until it ends).
    GetUp,
    Roll,
    Spindash,
    Skid,
    Hurt,
    Death,
    /// Launched by a spring (`AniIDSonAni_Spring`): not curled, so touching a badnik hurts.
    Spring,
    /// Out of air (`AniIDSonAni_Drown`): sinking, then dead.
    Drown,
    /// Breathing in a big air bubble (`AniIDSonAni_Bubble`): 4 frames of 12 game frames, then walking.
    Bubble,
    /// Held by a Grabber (`AniIDSonAni_Float`, set by `ObjA7_GrabCharacter`): hanging from its legs, arms up;
    /// it stays until something else sets an animation (the Grabber sets walking when he struggles free).
    Float,
}

/// The buttons of one frame: held, and newly pressed (held now, not the frame before).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Input {
    pub held: Buttons,
    pub pressed: Buttons,
}

/// The world the player moves in during one frame.
#[derive(Clone, Copy)]
pub struct Ctx<'a> {
    pub terrain: &'a Terrain,
    pub profile: &'a Profile,
    /// The camera's limits (see `formats::Bounds`): the player is stopped 16 px inside the left edge and 40 px
    /// past the right edge (`Sonic_LevelBound`: max x + 320 − 24 + 64) and dies below the bottom.
    pub bounds: &'a Bounds,
    /// A boss fight is on (`Current_Boss_ID`): the player may not pass the right limit's extra 64 px.
    pub boss_fight: bool,
    /// Scrap Brain 2's exit (s1disasm `Sonic_LevelBound`'s `.bottom`): below the bottom limit at x $2000 or
    /// right the player does not die — the game loads Scrap Brain 3 — and the act counts as cleared
    /// ([`Player::fell_out_exit`]).
    pub fall_exit: bool,
    /// A Super form may start this frame: the move set has them, 7 emeralds, at least 50 rings, the act's
    /// timer running (`Sonic_CheckGoSuper`, `Sonic_CheckTransform`; the world works it out once a frame).
    pub can_transform: bool,
    /// A transformation this frame gives the Hyper form (S&K `Sonic_Transform`/`Knuckles_Transform`:
    /// `Super_emerald_count` 7 sets `Super_Sonic_Knux_flag` to −1; Sonic and Knuckles only).
    pub hyper: bool,
    /// The water's surface (a level pixel row; `i32::MAX` without water, so the check is one compare).
    pub water_level: i32,
    /// The object he stands on, for the balance at its edges (`None` when he stands on none, or nothing
    /// tells: he then balances on no object).
    pub stood_on: Option<StoodOn>,
    /// `Level_frame_counter` this frame (S3K's power-up timers read it: [`Profile::power_up_eighths`]).
    pub level_frame: u16,
    /// The background plane while a level event has its collision on (`Background_collision_flag`:
    /// Hydrocity 2's wall, [`crate::background`]); `None` otherwise, and then the checks cost one branch.
    pub background: Option<crate::background::BackgroundCollision<'a>>,
}

/// What `Sonic_Move` reads of the object in the `interact` slot: its x, `width_pixels`, and its status's
/// `no_balancing` bit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StoodOn {
    pub x: i16,
    pub width: u8,
    pub no_balancing: bool,
}

/// The camera's top limit that marks a vertically wrapping level (`cmpi.w #-$100,(Camera_min_Y_pos).w`).
pub const VERTICAL_WRAP_TOP: i32 = -0x100;

/// The player's complete state. Everything the next frame depends on is here, so a copy of it is a save
/// state (the editor's rewind keyframes).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Player {
    pub character: Character,
    /// Centre position in subpixels.
    pub x: Subpixels,
    pub y: Subpixels,
    /// X Speed, Y Speed and Ground Speed, in 1/256 px per frame.
    pub x_speed: i16,
    pub y_speed: i16,
    pub ground_speed: i16,
    /// Ground angle byte (256 per turn, clockwise).
    pub angle: u8,
    pub width_radius: u8,
    pub height_radius: u8,
    pub air: bool,
    pub rolling: bool,
    /// Jumped from a roll: no air control until landing (status bit 4).
    pub roll_jump: bool,
    /// In the air because of a jump (variable jump height applies), not a fall or a launch.
    pub jumping: bool,
    pub pushing: bool,
    pub facing_left: bool,
    /// Collision layer (Sonic 2's `top_solid_bit`/`lrb_solid_bit` pair: A = 0x0C/0x0D, B = 0x0E/0x0F).
    pub layer: Layer,
    /// Drawn in front of high-priority terrain.
    pub high_priority: bool,
    /// Frames left of the horizontal control lock (`move_lock`).
    pub control_lock: u16,
    /// Spindash charge while charging (`spindash_flag` + `spindash_counter`).
    pub spindash: Option<u16>,
    pub pose: Pose,
    /// The animation clock the idle checks read (`anim_frame`, `anim_frame_duration`).
    pub animation: animation::AnimationClock,
    pub routine: Routine,
    pub invulnerable: u16,
    /// Frames Up or Down has been held while standing (camera look delay).
    pub look_delay: u16,
    /// The sensors' angle buffers (`Primary_Angle`, `Secondary_Angle`): every solid tile a sensor visits
    /// writes its angle into its buffer; ground checks start them at 3 ("nothing found").
    pub primary_angle: u8,
    pub secondary_angle: u8,
    /// The buffers as they were at the end of the last frame (`next_tilt` = right foot, `tilt` = left foot),
    /// read by balance detection.
    pub tilt_right: u8,
    pub tilt_left: u8,
    /// Buttons held the frame before, to tell presses from holds.
    pub previous_buttons: Buttons,
    /// Standing on an object (`status.player.on_object`): the terrain is not checked under him
    /// (`AnglePos` returns at once) and the object carries him.
    pub on_object: bool,
    /// The slot of the object he stands on (`interact`).
    pub interact: u8,
    /// `obj_control`: bit 0, an object moves him (his own routine is skipped); bit 7, objects ignore him.
    pub object_control: u8,
    /// S3K's `status_tertiary`: bit 7, Marble Garden's spinning top holds him (CPU Tails then leaves his pad
    /// alone, s3.asm `loc_14A16`); a rider pushed by a solid object: bit 6 from the side, bit 5 from above or below.
    pub status_tertiary: u8,
    /// `status_secondary`: shield, invincibility and speed shoes, with their timers (frames left).
    pub shield: bool,
    /// Set when a spindash is released: the camera's scroll delay (`Horiz_scroll_delay_val`), handed to the
    /// camera by the world the same frame.
    pub scroll_delay: u16,
    /// Set by the fire dash and the Hyper dash (S3K `Reset_Player_Position_Array`): his pixel x at the dash, to
    /// which the world fills the camera's position record (so the delayed scroll cannot go back); taken by the
    /// world the same frame.
    pub record_reset: Option<u16>,
    /// Set by Scrap Brain 2's exit ([`Ctx::fall_exit`]); taken by the world the same frame (the act is clear).
    pub fell_out_exit: bool,
    pub invincibility: u16,
    pub speed_shoes: u16,
    /// The move in progress or used up in this jump (flight, glide, climb, peel-out, drop dash, …).
    pub ability: Ability,
    /// Which shield `shield` is: the basic one or an elemental one (S3K).
    pub element: Element,
    /// Super (or Hyper) form: the Super constants, invincible, one ring drained every 60 frames.
    pub super_form: bool,
    /// The Super form is Hyper (S&K with the Super Emeralds): the same constants and drain, plus the Hyper
    /// dash in the air (SPG "Super Speeds": Hyper Blast Ability).
    pub hyper: bool,
    /// Frames to the next ring drained while Super.
    pub super_drain: u16,
    /// Frames left of the transformation, during which he is held still (`obj_control` $81 until the palette
    /// fade-in ends).
    pub transform_frames: u8,
    /// Below the water's surface (`status.player.underwater`): the water's constants, gravity and jump.
    pub underwater: bool,
    /// On one of Sonic 1's Labyrinth water slides (`f_slidemode`, set by `LZWaterSlides`:
    /// [`crate::objects::s1::lz_water::water_slides`]): the buttons, friction and rolling do not change his
    /// Ground Speed (`Sonic_Move`, `Sonic_Roll`, `Sonic_RollSpeed`).
    pub water_slide: bool,
    /// Sonic 2's `pinball_mode` (set by `Obj84`, the force-roll switches of Casino Night and Hill Top): he
    /// cannot jump while rolling, does not uncurl when his rolling stops (`Sonic_KeepRolling`: Ground Speed
    /// ±$400 by his facing) nor when he lands, and his launches are not capped (`Sonic_UpVelCap`).
    pub pinball: bool,
    /// S3K's `spin_dash_flag` $81 (set with [`Self::pinball`] by `Obj_AutoSpin` with subtype bit 7): the roll
    /// keeps its Ground Speed, no braking nor friction (`Sonic_RollSpeed`: `bmi.w loc_12636`).
    pub pinball_unbraked: bool,
    /// Player 2 in a one-player game (`a0` ≠ `MainCharacter`): a hit knocks him back without costing rings,
    /// the shield or his life (`HurtCharacter` → `Hurt_Sidekick`).
    pub sidekick: bool,
    /// The CPU drives him, no one on pad 2 (`Tails_CPU_idle_timer` 0, set by [`sidekick::Sidekick`] each
    /// frame): skdisasm s3.asm `Tails_Test_For_Flight` ignores his jump presses in the air (`tst.w
    /// (Tails_CPU_idle_timer).w` / `beq.s locret_15CDA`) — a CPU Tails never starts flying.
    pub cpu_driven: bool,
    /// The air countdown under water and drowning (`air_left` and the countdown object's timers).
    pub breath: drowning::Breath,
    /// His dust object's skid routine and timer (`Sonic_Dust`/`Tails_Dust`, s2disasm `Obj08_CheckSkid`).
    pub skid_dust: dust::Emitter,
}

impl Player {
    /// A player standing at a pixel position, grounded, angle 0, all speeds 0 (the `sim --start` contract).
    /// The player's slot after a level load cleared the object RAM (Sonic 1's `Level_ClrRam`): position,
    /// speeds, angle, status and radii 0, routine 0 ([`Routine::Init`]).
    pub fn cleared(character: Character) -> Self {
        Player { width_radius: 0, height_radius: 0, routine: Routine::Init, ..Player::standing(character, 0, 0) }
    }

    pub fn standing(character: Character, x: i32, y: i32) -> Self {
        let (w, h) = character.standing_radii();
        Player {
            character,
            x: x << 8,
            y: y << 8,
            x_speed: 0,
            y_speed: 0,
            ground_speed: 0,
            angle: 0,
            width_radius: w,
            height_radius: h,
            air: false,
            rolling: false,
            roll_jump: false,
            jumping: false,
            pushing: false,
            facing_left: false,
            layer: Layer::A,
            high_priority: false,
            control_lock: 0,
            spindash: None,
            pose: Pose::Walk,
            animation: animation::AnimationClock::default(),
            routine: Routine::Normal,
            invulnerable: 0,
            look_delay: 0,
            primary_angle: 0,
            secondary_angle: 0,
            tilt_right: 0,
            tilt_left: 0,
            previous_buttons: Buttons::NONE,
            on_object: false,
            interact: 0,
            object_control: 0,
            status_tertiary: 0,
            shield: false,
            scroll_delay: 0,
            record_reset: None,
            fell_out_exit: false,
            invincibility: 0,
            speed_shoes: 0,
            ability: Ability::None,
            element: Element::None,
            super_form: false,
            hyper: false,
            super_drain: 0,
            transform_frames: 0,
            sidekick: false,
            underwater: false,
            water_slide: false,
            pinball: false,
            pinball_unbraked: false,
            cpu_driven: false,
            breath: drowning::Breath::default(),
            skid_dust: Default::default(),
        }
    }

    /// Whole-pixel position (floor).
    pub fn pixel_x(&self) -> i32 {
        self.x >> 8
    }
    pub fn pixel_y(&self) -> i32 {
        self.y >> 8
    }

    /// Runs one frame with the buttons held this frame.
    pub fn step(&mut self, ctx: &Ctx, held: Buttons, sink: &mut impl SensorSink) {
        let input = Input { held, pressed: held.pressed_since(self.previous_buttons) };
        self.step_input(ctx, input, sink);
    }

    /// Runs one frame with the buttons held and pressed given separately: a CPU player's logical controller
    /// sets both (`Ctrl_2_Logical`), not necessarily consistent with the frame before.
    pub fn step_input(&mut self, ctx: &Ctx, input: Input, sink: &mut impl SensorSink) {
        let held = input.held;
        self.previous_buttons = held;
        // `Sonic_Display` (invulnerability countdown) runs after the normal routine only.
        let counts_down = self.routine == Routine::Normal;
        // (The normal routine tested first, by itself: nearly every frame, and then one compare.)
        if counts_down {
            // `obj_control` bit 0: an object (a spin tube, the corkscrew) moves him this frame.
            if self.object_control & 1 == 0 && !self.ability_frame(ctx, input, sink) {
                match (self.air, self.rolling) {
                    (false, false) => self.mode_normal(ctx, input, sink),
                    (false, true) => self.mode_roll(ctx, input, sink),
                    (true, _) => self.mode_air(ctx, input, sink),
                }
            }
            self.wrap_y(ctx);
        } else {
            match self.routine {
                Routine::Hurt => self.mode_hurt(ctx, sink),
                Routine::Dead => self.mode_dead(ctx),
                Routine::Normal | Routine::Gone | Routine::Init => {}
            }
        }
        if self.routine == Routine::Normal {
            self.ability_after_frame(input);
            if self.underwater || ctx.water_level != i32::MAX {
                self.water(ctx.water_level, ctx.profile.water_crossing);
            }
        }
        // The countdown object runs after the player, whatever his routine (`Obj0A_Countdown`).
        if self.underwater || self.breath.sinking != 0 {
            self.air_countdown();
        }
        if !matches!(self.routine, Routine::Gone | Routine::Init) {
            self.animate(ctx.profile.skid_dust);
        }
        self.tilt_right = self.primary_angle;
        self.tilt_left = self.secondary_angle;
        if counts_down {
            self.invulnerable = self.invulnerable.saturating_sub(1);
            // S3K: 8 frames' worth on the frames whose counter is a multiple of 8, none on the others.
            let tick = match ctx.profile.power_up_eighths {
                false => 1,
                true if ctx.level_frame & 7 == 0 => 8,
                true => 0,
            };
            self.power_up_timers(tick);
        }
    }

    /// Grounded, not rolling (`Obj01_MdNormal_Checks`, then `Obj01_MdNormal`).
    #[inline]
    fn mode_normal(&mut self, ctx: &Ctx, input: Input, sink: &mut impl SensorSink) {
        if ctx.profile.idle_skips && self.idle_checks(input) {
            return;
        }
        if self.spindash_check(ctx, input, sink) {
            return;
        }
        if self.peel_out_check(ctx, input) {
            self.level_bound(ctx);
            self.angle_pos(ctx, sink);
            return;
        }
        if self.jump(ctx, input, sink) {
            return;
        }
        self.slope_resist(ctx);
        self.ground_move(ctx, input, sink);
        self.roll_start(ctx, input);
        self.level_bound(ctx);
        self.object_move();
        self.angle_pos(ctx, sink);
        self.slope_repel(ctx);
        if ctx.background.is_some() {
            self.background_squeeze(ctx, sink);
        }
    }

    /// Grounded and rolling (`Obj01_MdRoll`).
    fn mode_roll(&mut self, ctx: &Ctx, input: Input, sink: &mut impl SensorSink) {
        if !self.pinball && self.jump(ctx, input, sink) {
            return;
        }
        self.roll_repel();
        self.roll_speed(ctx, input, sink);
        self.level_bound(ctx);
        self.object_move();
        self.angle_pos(ctx, sink);
        self.slope_repel(ctx);
        if ctx.background.is_some() {
            self.background_squeeze(ctx, sink);
        }
    }

    /// Airborne, curled or not (`Obj01_MdAir` and `Obj01_MdJump` are the same code).
    fn mode_air(&mut self, ctx: &Ctx, input: Input, sink: &mut impl SensorSink) {
        self.jump_height(ctx, input);
        self.air_move(ctx, input);
        self.air_control(ctx, input);
        self.level_bound(ctx);
        self.object_move_and_fall(ctx);
        if self.underwater {
            self.y_speed = self.y_speed.wrapping_sub(water::WATER_GRAVITY_CUT);
        }
        self.jump_angle();
        self.air_collision(ctx, sink);
    }

    /// Adds the speeds to the position (`ObjectMove`).
    fn object_move(&mut self) {
        self.x = self.x.wrapping_add(self.x_speed as i32);
        self.y = self.y.wrapping_add(self.y_speed as i32);
    }

    /// The CPU sidekick's last `ObjectMoveAndFall` of `Obj02_Dead`, run after `TailsCPU_Despawn` moved him
    /// out of the level.
    pub(crate) fn despawned_fall(&mut self) {
        self.object_move();
        self.y_speed = self.y_speed.wrapping_add(crate::character::constants::GRAVITY);
    }

    /// Moves with the old Y Speed, then adds gravity (`ObjectMoveAndFall`; SPG "Air State": gravity after
    /// movement).
    fn object_move_and_fall(&mut self, ctx: &Ctx) {
        self.object_move();
        self.y_speed = self.y_speed.wrapping_add(crate::character::constants::GRAVITY);
        if let Some(cap) = ctx.profile.fall_cap {
            self.y_speed = self.y_speed.min(cap);
        }
    }

    /// A level whose camera top limit is −$100 wraps vertically: the player's y is masked to the layout's
    /// wrap height after his routine (skdisasm s3.asm `loc_11D3C`, `loc_13176` for the hurt routine).
    #[inline]
    fn wrap_y(&mut self, ctx: &Ctx) {
        if ctx.bounds.top == VERTICAL_WRAP_TOP
            && let Some(height) = ctx.profile.layout_wrap_height
        {
            self.y = (((self.y >> 8) & (height as i32 - 1)) << 8) | (self.y & 0xFF);
        }
    }

    /// Keeps the player inside the camera's horizontal limits and kills it below the bottom
    /// (`Sonic_LevelBound`, `../shared/SPEC-NOTES.md` "Level boundaries").
    #[inline]
    fn level_bound(&mut self, ctx: &Ctx) {
        let next_x = (self.x.wrapping_add(self.x_speed as i32)) >> 8;
        let left = ctx.bounds.left + 16;
        // `Sonic_LevelBound`: 64 px past the screen's right edge, except in a boss arena; S3K's
        // `Player_LevelBound` never, and only past it (`Profile::right_limit`).
        let (right, past) = match ctx.profile.right_limit {
            RightLimit::Sonic2 => {
                let right = ctx.bounds.right - 24 + if ctx.boss_fight { 0 } else { 64 };
                (right, next_x >= right)
            }
            RightLimit::Sonic3K => (ctx.bounds.right - 24, next_x > ctx.bounds.right - 24),
        };
        let stop_at = if next_x < left {
            Some(left)
        } else if past {
            Some(right)
        } else {
            None
        };
        if let Some(bound) = stop_at {
            self.x = bound << 8;
            self.x_speed = 0;
            self.ground_speed = 0;
        }
        if self.pixel_y() > ctx.bounds.bottom {
            if ctx.fall_exit && self.pixel_x() as u16 >= FALL_EXIT_X {
                self.fell_out_exit = true;
            } else {
                self.kill();
            }
        }
    }
}

/// `Sonic_LevelBound`: where Scrap Brain 2's floor leads down to the next act (`cmpi.w #$2000,(v_player+obX).w`).
pub const FALL_EXIT_X: u16 = 0x2000;
