//! Knuckles at Angel Island 2's end (skdisasm s3.asm `Obj_CutsceneKnuckles` subtype 4, `CutsceneKnux_AIZ2`:
//! `loc_44950`–`loc_44A72`; his wall `loc_44A78`), made by the end boss once player 1 has walked to x $4AD8
//! ([`super::aiz_end_boss`], `loc_4741C`: `ChildObjDat_47BE8`, `CreateChild6_Simple`, subtype 4).
//!
//! - `Obj_CutsceneKnuckles` keeps his address in `_unkFAA4` ([`super::aiz_fire::AizState::cutscene_knuckles`]:
//!   his position, which the cutscene button reads, [`super::cutscene_button`]).
//! - `loc_44950`: at ($4B8E, $17D), facing left (`render_flags` bit 0), `Obj_Wait` 2 s ($2E = 119, his music);
//!   he makes his wall (`ChildObjDat_4572A`, the next free slot after him) at ($4B08, $178).
//! - `loc_449B0`: he walks left 2 px a frame (`byte_4576B`) while x − 2 is at least $4B3C; then (`loc_449CA`)
//!   turns right and laughs (`byte_45785`, frame $1C) for $5F + 1 frames; `loc_44A08`: jumps at (−$100, −$400)
//!   (`byte_4577B`, frame 8, `y_radius` $13), `MoveSprite` ($38 gravity); falling, `ObjCheckFloorDist` below 0:
//!   the first time both speeds turn round (`$38` bit 2: he bounces off the button he lands on), the second he
//!   is set on the floor and laughs for good (`loc_44A66`, `loc_44A72`).
//! - The wall (`loc_44A78`): `SolidObjectFull2` $13 px either side, $20 high ($40 standing), not drawn, until
//!   his `status` bit 7 (never set here: he stays until the next level loads).
//!
//! His art slot (`SetUp_ObjAttributesSlotted`, `ObjSlot_CutsceneKnux`: `Slotted_object_bits` + $2E, which
//! nothing else in the act takes), palette (`Pal_CutsceneKnux`) and music (`sub_456C6`) are drawing and sound
//! only; his `Animate_Raw` scripts set his `mapping_frame` as the game's.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::ground;
use crate::objects::runtime::object::{Common, Obj, ObjKind, State, set_pixel};
use crate::objects::runtime::solid::SolidBox;

/// `loc_44950`: where he starts.
pub const START: (i16, i16) = (0x4B8E, 0x17D);
/// `move.w #(2*60)-1,$2E(a0)`.
pub const START_WAIT: i16 = 2 * 60 - 1;
/// `loc_449B0`: his walk's step and where it stops.
pub const WALK_STEP: i16 = 2;
pub const WALK_END: u16 = 0x4B3C;
/// `loc_449CA`: the laugh before the jump.
pub const LAUGH_WAIT: i16 = 0x5F;
/// `loc_44A0E`: his jump.
pub const JUMP: (i16, i16) = (-0x100, -0x400);
/// `loc_44A1A`.
pub const Y_RADIUS: u8 = 0x13;
/// `loc_44950`: the wall (`ChildObjDat_4572A`) and its box (`loc_44A78`: d1 $13, d2 $20, d3 $40).
pub const WALL: (i16, i16) = (0x4B08, 0x178);
pub const WALL_BOX: SolidBox = SolidBox { half_width: 0x13, half_height_air: 0x20, half_height_ground: 0x40, old_x: 0 };
/// `ObjSlot_CutsceneKnux`: `width_pixels`, `height_pixels`, the first frame.
pub const SIZE: (u8, u8) = (0x1C, 0x18);
pub const FIRST_FRAME: u8 = 0x16;

/// His `Animate_Raw` scripts: (delay, frames…, command) as the game's bytes.
/// `byte_4576B`: walking.
pub const WALK_SCRIPT: [u8; 10] = [5, 0xA, 0xB, 0xC, 0xD, 0xE, 0xF, 0x10, 0x11, 0xFC];
/// `byte_4577B`: jumping.
pub const JUMP_SCRIPT: [u8; 10] = [1, 8, 4, 8, 5, 8, 6, 8, 7, 0xFC];
/// `byte_45785`, jumping on to `byte_4578B` ($F8, +6): laughing.
pub const LAUGH_SCRIPT: [u8; 6] = [7, 0x1C, 0x1C, 0x1D, 0xF8, 6];
pub const LAUGH_LOOP: [u8; 4] = [7, 0x1E, 0x1F, 0xFC];

/// The script his `$30` points at.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Script {
    #[default]
    Walk,
    Laugh,
    LaughLoop,
    Jump,
}

impl Script {
    fn bytes(self) -> &'static [u8] {
        match self {
            Script::Walk => &WALK_SCRIPT,
            Script::Laugh => &LAUGH_SCRIPT,
            Script::LaughLoop => &LAUGH_LOOP,
            Script::Jump => &JUMP_SCRIPT,
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Aiz2CutsceneKnuckles {
    /// His wall (`loc_44A78`), not Knuckles.
    pub wall: bool,
    /// `$2E`: `Obj_Wait`'s timer.
    pub wait: i16,
    /// `$38` bit 2: landed once.
    pub bounced: bool,
    /// `$30`, `anim_frame`, `anim_frame_timer`.
    pub script: Script,
    pub anim_frame: u8,
    pub timer: u8,
}

impl Aiz2CutsceneKnuckles {
    /// Knuckles as the end boss makes him (routine 0).
    pub fn new() -> Self {
        Self::default()
    }
}

/// `Animate_RawNoSST` on `script` (`$FC` restarts it, `$F8` jumps on to the laugh's loop).
pub fn animate_raw(c: &mut Common, s: &mut Aiz2CutsceneKnuckles, script: Script) {
    s.timer = s.timer.wrapping_sub(1);
    if (s.timer as i8) >= 0 {
        return;
    }
    s.anim_frame = s.anim_frame.wrapping_add(1);
    let bytes = script.bytes();
    let d1 = bytes.get(1 + usize::from(s.anim_frame)).copied().unwrap_or(0xFC);
    if d1 < 0x80 {
        s.timer = bytes[0];
        c.mapping_frame = d1;
        return;
    }
    // `loc_52CEC`: the command, then `anim_frame` 0.
    let bytes = if d1 == 0xF8 {
        s.script = Script::LaughLoop;
        Script::LaughLoop.bytes()
    } else {
        bytes
    };
    c.mapping_frame = bytes[1];
    s.timer = bytes[0];
    s.anim_frame = 0;
}

/// `Obj_Wait`: true when the wait has run out.
fn wait(s: &mut Aiz2CutsceneKnuckles) -> bool {
    s.wait = s.wait.wrapping_sub(1);
    s.wait < 0
}

/// `loc_449E4`: the laugh's script from its start, frame $1C.
fn laugh(c: &mut Common, s: &mut Aiz2CutsceneKnuckles) {
    s.script = Script::Laugh;
    (s.timer, s.anim_frame) = (0, 0);
    c.mapping_frame = 0x1C;
}

pub fn run(c: &mut Common, s: &mut Aiz2CutsceneKnuckles, cx: &mut ObjCtx) {
    if s.wall {
        // `loc_44A78` (Knuckles' `status` bit 7 is never set in this cutscene).
        c.width_pixels = 8;
        let x = c.pixel_x() as i16;
        cx.solid_object_always(c, SolidBox { old_x: x, ..WALL_BOX });
        return;
    }
    match c.routine {
        // `loc_44950`.
        0 => {
            c.routine = 2;
            (c.width_pixels, c.y_radius, c.explicit_height) = (SIZE.0, SIZE.1, true);
            c.mapping_frame = FIRST_FRAME;
            set_pixel(&mut c.x, START.0);
            set_pixel(&mut c.y, START.1);
            c.x_flip = true;
            s.wait = START_WAIT;
            let mut w = Common::new(c.id, 0, i32::from(WALL.0), i32::from(WALL.1), false, false);
            w.routine = 2;
            let wall = Aiz2CutsceneKnuckles { wall: true, ..Default::default() };
            cx.spawn_after(Obj { common: w, state: wall.into() });
        }
        // `loc_449A2`, `loc_449A8`.
        2 => {
            if wait(s) {
                c.routine = 4;
            }
        }
        // `loc_449B0`.
        4 => {
            let x = (c.pixel_x() as u16).wrapping_sub(WALK_STEP as u16);
            if x < WALK_END {
                // `loc_449CA`.
                c.routine = 6;
                c.x_flip = false;
                s.wait = LAUGH_WAIT;
                laugh(c, s);
            } else {
                set_pixel(&mut c.x, x as i16);
                animate_raw(c, s, Script::Walk);
            }
        }
        // `loc_449FC`, then `loc_44A08`.
        6 => {
            animate_raw(c, s, s.script);
            if wait(s) {
                c.routine = 8;
                (c.x_vel, c.y_vel) = JUMP;
                s.script = Script::Jump;
                (s.timer, s.anim_frame) = (0, 0);
                c.mapping_frame = 8;
                c.y_radius = Y_RADIUS;
            }
        }
        // `loc_44A38`.
        8 => {
            animate_raw(c, s, s.script);
            c.object_move_and_fall();
            if c.y_vel >= 0 {
                let d1 = ground::floor_distance(c, cx);
                if d1 < 0 {
                    if s.bounced {
                        // `loc_44A66`.
                        c.routine = 0xA;
                        c.y = c.y.wrapping_add(d1 << 8);
                        laugh(c, s);
                    } else {
                        s.bounced = true;
                        c.x_vel = c.x_vel.wrapping_neg();
                        c.y_vel = c.y_vel.wrapping_neg();
                    }
                }
            }
        }
        // `loc_44A72`.
        _ => animate_raw(c, s, s.script),
    }
    cx.world.game.events.aiz.cutscene_knuckles = Some((c.pixel_x() as i16, c.pixel_y() as i16));
    c.display();
}

impl ObjKind for Aiz2CutsceneKnuckles {
    const LIVE_MAPPING_FRAME: bool = true;

    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match (self.wall, c.routine) {
            (true, _) => "wall",
            (_, 0 | 2) => "waiting",
            (_, 4) => "walking",
            (_, 6) => "laughing",
            (_, 8) => "jumping",
            _ => "laughing for good",
        }
    }

    fn name(&self) -> &'static str {
        if self.wall { "Knuckles' wall (Angel Island 2 cutscene)" } else { "Knuckles (Angel Island 2 cutscene)" }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `byte_4576B` with delay 5: a frame every 6 game frames, $A…$11 then back to $A.
    #[test]
    fn the_walk_script_steps_every_six_frames() {
        let mut c = Common::new(0, 0, 0, 0, false, false);
        let mut s = Aiz2CutsceneKnuckles::new();
        let mut frames = Vec::new();
        for _ in 0..6 * 9 + 1 {
            animate_raw(&mut c, &mut s, Script::Walk);
            frames.push(c.mapping_frame);
        }
        // The first call: timer 0 − 1 runs out at once, frame $B (`anim_frame` 1).
        assert_eq!(frames[0], 0xB);
        assert_eq!(&frames[1..6], &[0xB; 5]);
        assert_eq!(frames[6], 0xC);
        assert_eq!(frames[6 * 6], 0x11);
        assert_eq!(frames[6 * 7], 0xA, "$FC: back to the first frame");
        assert_eq!(frames[6 * 8], 0xB);
    }

    /// `byte_45785`: $1C, $1C, $1D every 8 frames, then `$F8` on to `byte_4578B`'s $1E, $1F, looping.
    #[test]
    fn the_laugh_runs_on_into_its_loop() {
        let mut c = Common::new(0, 0, 0, 0, false, false);
        let mut s = Aiz2CutsceneKnuckles::new();
        laugh(&mut c, &mut s);
        let mut frames = Vec::new();
        for _ in 0..8 * 6 {
            let script = s.script;
            animate_raw(&mut c, &mut s, script);
            frames.push(c.mapping_frame);
        }
        let every: Vec<u8> = frames.iter().step_by(8).copied().collect();
        assert_eq!(every, [0x1C, 0x1D, 0x1E, 0x1F, 0x1E, 0x1F]);
        assert_eq!(s.script, Script::LaughLoop);
    }
}
