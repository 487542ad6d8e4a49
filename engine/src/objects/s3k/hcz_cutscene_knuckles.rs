//! Knuckles before Hydrocity 2's end (skdisasm s3.asm `Obj_CutsceneKnuckles` subtype 8, `CutsceneKnux_HCZ2`,
//! S3K id $82, placed at ($3A46, $66C)): a cutscene that only holds the camera.
//!
//! - Asleep until the camera is within y $540–$600, x $3900–$3940 (`word_44ADA`; out of range it goes). Then
//!   (`loc_44AE2`) the right limit is $3940 (the old one kept), and while player 1 is short of x $3990, under an
//!   object's control or not standing on an object (`loc_44B00`), the top and left limits follow the camera.
//! - Then Knuckles' music, 3 s; he turns and runs left 4 px a frame for $20 frames (the top limit $5C0), stands
//!   $40 frames, turns and jumps off at (−$100, −$400) (`MoveSprite`, $38 gravity) — the first landing
//!   (`ObjCheckFloorDist` below 0) turns both speeds round, the second sets him on the floor, laughing.
//! - Once off screen (`render_flags` bit 7 clear) he goes, and the limits go back gradually
//!   (`Obj_DecLevStartYGradual`, `Obj_IncLevEndXGradual`: ¼ px more a frame) — [`CameraRestore`].
//!
//! His palettes, art, animation and the music are drawing only.

use crate::camera::SCREEN_WIDTH;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::ground;
use crate::objects::runtime::object::{Common, Obj, ObjKind, State};
use crate::objects::s3k::id;

/// `word_44ADA`: camera y $540–$600, x $3900–$3940.
pub const WAKE: (u16, u16, u16, u16) = (0x540, 0x600, 0x3900, 0x3940);
/// `loc_44AE2`: the right limit while he is there.
pub const MAX_X: u16 = 0x3940;
/// `loc_44B00`: player 1's x that starts him.
pub const START_X: u16 = 0x3990;
/// `loc_44B42`: the top limit as he runs.
pub const MIN_Y: u16 = 0x5C0;
/// `loc_44A0E`: his jump.
pub const JUMP: (i16, i16) = (-0x100, -0x400);

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Step {
    /// `CutsceneKnux_HCZ2` before `Check_CameraInRange` lets him run.
    #[default]
    Asleep,
    /// `loc_44B00`.
    Waiting,
    /// `loc_449A2` before `loc_44B42`: 3 s.
    Music,
    /// `loc_44B6C`.
    Running,
    /// `loc_449A2` before `loc_44B9E`.
    Standing,
    /// `loc_44A38`.
    Jumping,
    /// `loc_44BAE`.
    Laughing,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct HczCutsceneKnuckles {
    pub step: Step,
    /// `$2E`.
    pub wait: i16,
    /// `$38` bit 2: landed once.
    pub bounced: bool,
    /// `Camera_stored_min_Y_pos`, `Camera_stored_max_X_pos`.
    pub stored_min_y: u16,
    pub stored_max_x: u16,
}

fn wait(s: &mut HczCutsceneKnuckles) -> bool {
    s.wait = s.wait.wrapping_sub(1);
    s.wait < 0
}

pub fn run(c: &mut Common, s: &mut HczCutsceneKnuckles, cx: &mut ObjCtx) {
    let (cam_x, cam_y) = (cx.world.env.camera.x as u16, cx.world.env.camera.y as u16);
    match s.step {
        Step::Asleep => {
            let (top, bottom, left, right) = WAKE;
            if !(top..=bottom).contains(&cam_y) || !(left..=right).contains(&cam_x) {
                if cx.out_of_range(c.pixel_x()) {
                    if let Some(i) = c.respawn {
                        cx.world.env.respawn.forget(i);
                    }
                    c.delete();
                }
                return;
            }
            // `loc_44AE2`.
            s.step = Step::Waiting;
            c.width_pixels = 0x1C;
            let bounds = &mut cx.world.env.bounds;
            s.stored_min_y = bounds.top as u16;
            s.stored_max_x = (bounds.right - SCREEN_WIDTH) as u16;
            bounds.right = i32::from(MAX_X) + SCREEN_WIDTH;
        }
        Step::Waiting => {
            let p = &*cx.world.player;
            if (p.pixel_x() as u16) >= START_X && p.object_control == 0 && p.on_object {
                // `loc_44B28` (`sub_456C6`: Knuckles' music).
                s.step = Step::Music;
                s.wait = 3 * 60 - 1;
            } else {
                let bounds = &mut cx.world.env.bounds;
                bounds.top = i32::from(cam_y);
                bounds.left = i32::from(cam_x);
            }
        }
        Step::Music => {
            if wait(s) {
                // `loc_44B42`.
                s.step = Step::Running;
                c.x_flip = true;
                s.wait = 0x1F;
                cx.world.env.bounds.top = i32::from(MIN_Y);
            }
        }
        Step::Running => {
            c.x = c.x.wrapping_sub(4 << 8);
            if wait(s) {
                // `loc_44B82`.
                s.step = Step::Standing;
                c.mapping_frame = 0x20;
                s.wait = 0x3F;
            }
        }
        Step::Standing => {
            if wait(s) {
                // `loc_44B9E`, `loc_44A0E`.
                s.step = Step::Jumping;
                c.x_flip = !c.x_flip;
                (c.x_vel, c.y_vel) = JUMP;
                c.y_radius = 0x13;
            }
        }
        Step::Jumping => {
            c.object_move_and_fall();
            if c.y_vel >= 0 {
                let d = ground::floor_distance(c, cx);
                if d < 0 {
                    if s.bounced {
                        // `loc_44A66`.
                        s.step = Step::Laughing;
                        c.y = c.y.wrapping_add(d << 8);
                    } else {
                        s.bounced = true;
                        c.x_vel = c.x_vel.wrapping_neg();
                        c.y_vel = c.y_vel.wrapping_neg();
                    }
                }
            }
        }
        Step::Laughing => {
            if !c.on_screen {
                // `loc_44BAE`: the limits go back (`ChildObjDat_44BEC`).
                let restore = CameraRestore { min_y: s.stored_min_y, max_x: s.stored_max_x, ..Default::default() };
                let common = Common::new(id::SONIC3K, 0, c.pixel_x(), c.pixel_y(), false, false);
                cx.spawn_after(Obj { common, state: restore.into() });
                c.delete();
                return;
            }
        }
    }
    // `Sprite_CheckDeleteTouchSlotted` (no touch).
    if s.step != Step::Asleep && cx.out_of_range(c.pixel_x()) {
        c.delete();
        return;
    }
    c.collision_flags = 0;
    if s.step != Step::Asleep {
        c.display();
    }
}

/// `Obj_DecLevStartYGradual` and `Obj_IncLevEndXGradual` (two objects in the game, one here): the top limit
/// back up and the right limit back out to the stored ones, by ¼ px more a frame each; with `max_y`
/// (`Make_LevelSizeObj`'s third, `Obj_IncLevEndYGradual`) the bottom limit down too, by ½ px more a frame.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CameraRestore {
    pub min_y: u16,
    pub max_x: u16,
    pub max_y: Option<u16>,
    /// `Obj_IncLevEndYGradual`'s `$30` (16.16).
    pub step_max_y: u32,
    /// Their `$30`s (16.16).
    pub step_y: u32,
    pub step_x: u32,
    pub y_done: bool,
    pub x_done: bool,
}

pub fn run_restore(c: &mut Common, s: &mut CameraRestore, cx: &mut ObjCtx) {
    let bounds = &mut cx.world.env.bounds;
    if !s.y_done {
        s.step_y = s.step_y.wrapping_add(0x4000);
        let y = (bounds.top as i16).wrapping_sub((s.step_y >> 16) as i16);
        if y <= s.min_y as i16 {
            bounds.top = i32::from(s.min_y);
            s.y_done = true;
        } else {
            bounds.top = i32::from(y);
        }
    }
    if !s.x_done {
        s.step_x = s.step_x.wrapping_add(0x4000);
        let max_x = (bounds.right - SCREEN_WIDTH) as u16;
        let x = max_x.wrapping_add((s.step_x >> 16) as u16);
        if x >= s.max_x {
            bounds.right = i32::from(s.max_x) + SCREEN_WIDTH;
            s.x_done = true;
        } else {
            bounds.right = i32::from(x) + SCREEN_WIDTH;
        }
    }
    if let Some(max_y) = s.max_y {
        s.step_max_y = s.step_max_y.wrapping_add(0x8000);
        let now = (bounds.bottom - crate::camera::SCREEN_HEIGHT) as i16;
        let y = now.wrapping_add((s.step_max_y >> 16) as i16);
        if y > max_y as i16 {
            bounds.bottom = i32::from(max_y) + crate::camera::SCREEN_HEIGHT;
            s.max_y = None;
        } else {
            bounds.bottom = i32::from(y) + crate::camera::SCREEN_HEIGHT;
        }
    }
    if s.x_done && s.y_done && s.max_y.is_none() {
        c.delete();
    }
}

impl ObjKind for HczCutsceneKnuckles {
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        match self.step {
            Step::Asleep => "waiting for the camera",
            Step::Waiting => "waiting for the player",
            Step::Music | Step::Standing => "standing",
            Step::Running => "running",
            Step::Jumping => "jumping off",
            Step::Laughing => "laughing",
        }
    }

    fn name(&self) -> &'static str {
        "Knuckles (Hydrocity 2 cutscene)"
    }
}

impl ObjKind for CameraRestore {
    const MAY_MOVE_PLAYERS: bool = false;

    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run_restore(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "camera limits easing back"
    }
}
