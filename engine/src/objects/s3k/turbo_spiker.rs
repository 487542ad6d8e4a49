//! Turbo Spiker, Hydrocity's hermit crab (skdisasm s3.asm `Obj_TurboSpiker`, S3K id $96: `TurboSpiker_Index`
//! `loc_559D2`–`loc_55B22`, the callback `loc_55A58`; its shell `loc_55B32`–`loc_55B8A`, the shell's trail
//! `loc_55B94`/`sub_55BCE` and its puffs `loc_55C00`; the splashes `loc_55C2E`; the hiding cover `loc_55C76`).
//!
//! It waits off screen (`Obj_WaitOffscreen`). Its first frame sets it up (an enemy of touch size $1A, radii
//! $10 by $F), walking at $80 towards player 1 (`Set_VelocityXTrackSonic`, facing him), with its shell made
//! after it (4 px ahead, touch $9E: it hurts). Placed y-flipped it hides instead (under a cover, `loc_55C76`)
//! until the nearer player (`Find_SonicTails`) is within $60 px across; then the cover goes, five splashes
//! rise, and after 4 + 16 frames it walks.
//!
//! Walking (routine 2, `Animate_Raw` `byte_55D0C`): it turns round (16 frames still, `loc_55A58` → `loc_55A94`)
//! when its walk timer (`subtype` × 2, then × 4 each time) runs out or the floor ahead (`ObjHitFloor2`: at its
//! next x) is not within −1 to $B px. The nearer player within $60 px in front of it makes it fire (routine 6):
//! it turns its back and sets off at $200; 16 frames later (routine 8, `byte_55D11`) the shell launches at
//! ($100 the way it faces, −$400) with a trail making a puff every 4th V-int, and the crab runs on, turning at
//! ledges. Everything unloads out of range (`Sprite_CheckDeleteTouch`; the shell also off the camera's rows),
//! the shell and cover go with their parent.

use crate::math::add_px;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State, set_pixel};
use crate::objects::s3k::kinds::Sonic3k;
use crate::sensor::{Direction, SolidBit, scan};
use formats::chunk::Layer;

/// `ObjDat_TurboSpiker`: an enemy, size $1A.
pub const COLLISION: u8 = 0x1A;
/// `word_55CA6`: the shell hurts ($80 | $1E).
pub const SHELL_COLLISION: u8 = 0x9E;
/// `Set_VelocityXTrackSonic` with `d4` −$80: its walk; `loc_55A74`: its run.
pub const WALK: i16 = 0x80;
pub const RUN: i16 = 0x200;
/// `Find_SonicTails`' reach (`cmpi.w #$60,d2`).
pub const SIGHT: u16 = 0x60;
/// The turn's and the firing's waits (`move.w #$F,$2E(a0)`: to −1, 16 frames).
pub const TURN_WAIT: i16 = 0xF;
/// The launched shell's speeds (`loc_55B58`).
pub const SHELL_SPEED: (i16, i16) = (0x100, -0x400);
/// `byte_55D0C`, `byte_55D11`: the walk and run (delay, frames…, $FC).
pub const WALK_SCRIPT: [u8; 5] = [5, 0, 1, 2, 0xFC];
pub const RUN_SCRIPT: [u8; 5] = [1, 0, 1, 2, 0xFC];
/// `byte_55D16`, `byte_55D1D`: a puff's and a splash's ($F4: then deleted).
pub const PUFF_SCRIPT: [u8; 7] = [0, 5, 5, 5, 6, 7, 0xF4];
pub const SPLASH_SCRIPT: [u8; 8] = [1, 8, 9, 0xA, 0xB, 0xC, 0xD, 0xF4];
/// `ChildObjDat_55CE4`: the splashes' offsets.
pub const SPLASHES: [(i8, i8); 5] = [(4, -8), (-6, 0), (6, 0), (-8, 0), (8, 0)];

/// Which part an object is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Part {
    #[default]
    Crab,
    /// `loc_55B32`: on its back, then flying.
    Shell,
    /// `loc_55B94`: the launched shell's trail.
    Trail,
    /// `loc_55C00`.
    Puff,
    /// `loc_55C2E`.
    Splash,
    /// `loc_55C76`: over the hiding crab.
    Cover,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct TurboSpiker {
    pub part: Part,
    /// `Obj_WaitOffscreen` is over (the crab).
    pub awake: bool,
    /// `$2E`: `Obj_Wait`'s timer; `$3C`: the walk's time after a turn.
    pub wait: i16,
    pub walk_time: i16,
    /// `$3A`: the routine a turn goes back to.
    pub resume: u8,
    /// `$38` bits: 0 the cover goes, 1 the shell launches (the crab); 0 the trail's drawn-frame toggle.
    pub flags: u8,
    /// The running script (`$30`): the run's once it fired.
    pub running: bool,
    /// `parent3`: the parent's slot (children); `child_dx`, `child_dy`.
    pub parent: Option<usize>,
    pub offset: (i8, i8),
    /// The shell: launched.
    pub flying: bool,
}

/// What one `Animate_Raw` did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anim {
    Same,
    Changed,
    /// The script's $F4: its custom end (`$34`).
    End,
}

/// `Animate_Raw` on `script` (delay, frames…, $FC restart or $F4 end).
pub fn animate_raw(c: &mut Common, script: &[u8]) -> Anim {
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if (c.anim_frame_duration as i8) >= 0 {
        return Anim::Same;
    }
    c.anim_frame = c.anim_frame.wrapping_add(1);
    let d1 = script.get(1 + usize::from(c.anim_frame)).copied().unwrap_or(0xFC);
    if d1 & 0x80 == 0 {
        c.anim_frame_duration = script[0];
        c.mapping_frame = d1;
        return Anim::Changed;
    }
    c.anim_frame = 0;
    if d1 == 0xFC {
        c.mapping_frame = script[1];
        c.anim_frame_duration = script[0];
        return Anim::Changed;
    }
    Anim::End
}

/// `Find_SonicTails`: the nearer player's distance across and whether he is right of `x`.
fn nearer(x: i16, cx: &ObjCtx) -> (u16, bool) {
    let p1 = x.wrapping_sub(cx.world.player.pixel_x() as i16);
    let p2 = x.wrapping_sub(cx.world.sidekick.as_deref().map_or(0, |p| p.pixel_x()) as i16);
    let pick = if p1.unsigned_abs() > p2.unsigned_abs() { p2 } else { p1 };
    (pick.unsigned_abs(), pick < 0)
}

/// `loc_55A58`: a turn (not while turning), back to the routine it was in.
fn turn(c: &mut Common, s: &mut TurboSpiker) {
    if c.routine != 4 {
        s.resume = c.routine;
        c.routine = 4;
        s.wait = TURN_WAIT;
    }
}

/// `ObjHitFloor2_DoRoutine`: the floor at its next x within −1 to $B px (followed), else a turn.
fn follow_floor(c: &mut Common, s: &mut TurboSpiker, cx: &ObjCtx) {
    let x = (c.x.wrapping_add(i32::from(c.x_vel))) >> 8;
    let y = c.pixel_y() + i32::from(c.y_radius as i8);
    let d1 = scan(cx.world.env.terrain, Layer::A, SolidBit::Top, Direction::Down, x, y).distance;
    if (-1..0xC).contains(&d1) {
        add_px(&mut c.y, d1 as i16);
    } else {
        turn(c, s);
    }
}

fn child(c: &Common, part: Part, offset: (i8, i8), index: u8, me: usize) -> Obj {
    let mut common = Common::new(c.id, index, 0, 0, c.x_flip, c.y_flip);
    common.x = c.x & !0xFF;
    common.y = c.y & !0xFF;
    add_px(&mut common.x, i16::from(offset.0));
    add_px(&mut common.y, i16::from(offset.1));
    let state = TurboSpiker { part, parent: Some(me), offset, awake: true, ..TurboSpiker::default() };
    Obj { common, state: State::Sonic3k(Sonic3k::TurboSpiker(state)) }
}

/// The parent in slot `i`, if that slot still holds a Turbo Spiker part.
fn parent<'a>(i: Option<usize>, cx: &'a ObjCtx) -> Option<(&'a Common, &'a TurboSpiker)> {
    let o = cx.slots.get(i?)?;
    match &o.state {
        State::Sonic3k(Sonic3k::TurboSpiker(p)) if !o.common.deleted => Some((&o.common, p)),
        _ => None,
    }
}

fn run_crab(c: &mut Common, s: &mut TurboSpiker, cx: &mut ObjCtx) {
    if c.routine == 0 {
        // `loc_559D2`.
        c.routine = 2;
        // `height_pixels` $20 is the on-screen test's default (not `explicit_height`): `y_radius` is the floor's.
        (c.width_pixels, c.explicit_height) = (0x20, false);
        (c.mapping_frame, c.collision_flags) = (0, COLLISION);
        let me = cx.current();
        if c.y_flip {
            c.y_flip = false;
            c.routine = 0xA;
            let _ = cx.spawn_after(child(c, Part::Cover, (0, 0), 0, me));
        }
        (c.x_radius, c.y_radius) = (0x10, 0xF);
        s.wait = i16::from(c.subtype) * 2;
        s.walk_time = s.wait * 2;
        // `Set_VelocityXTrackSonic`: towards player 1, facing him.
        let right = (c.pixel_x() as i16).wrapping_sub(cx.world.player.pixel_x() as i16) < 0;
        c.x_flip = right;
        c.x_vel = if right { WALK } else { -WALK };
        let _ = cx.spawn_after(child(c, Part::Shell, (4, 0), 0, me));
    } else {
        match c.routine {
            2 => {
                let (d2, right) = nearer(c.pixel_x() as i16, cx);
                if d2 < SIGHT && right == c.x_flip {
                    // `loc_55A74`: it turns its back and runs.
                    c.routine = 6;
                    s.wait = TURN_WAIT;
                    c.x_flip = !c.x_flip;
                    c.x_vel = if c.x_flip { RUN } else { -RUN };
                } else {
                    animate_raw(c, &WALK_SCRIPT);
                    c.object_move();
                    s.wait -= 1;
                    if s.wait < 0 {
                        turn(c, s);
                    }
                    follow_floor(c, s, cx);
                }
            }
            4 => {
                s.wait -= 1;
                if s.wait < 0 {
                    c.routine = s.resume;
                    c.x_vel = c.x_vel.wrapping_neg();
                    c.x_flip = !c.x_flip;
                    s.wait = s.walk_time;
                }
            }
            6 => {
                s.wait -= 1;
                if s.wait < 0 {
                    c.routine = 8;
                    s.flags |= 2;
                    s.running = true;
                }
            }
            8 => {
                animate_raw(c, &RUN_SCRIPT);
                c.object_move();
                follow_floor(c, s, cx);
            }
            0xA => {
                let (d2, _) = nearer(c.pixel_x() as i16, cx);
                if d2 < SIGHT {
                    c.routine = 0xC;
                    s.flags |= 1;
                    s.wait = 3;
                    let me = cx.current();
                    for (i, &o) in SPLASHES.iter().enumerate() {
                        if cx.spawn_after(child(c, Part::Splash, o, 2 * i as u8, me)).is_none() {
                            break;
                        }
                    }
                }
            }
            0xC => {
                s.wait -= 1;
                if s.wait < 0 {
                    c.routine = 0xE;
                    s.wait = TURN_WAIT;
                }
            }
            _ => {
                s.wait -= 1;
                if s.wait < 0 {
                    c.routine = 2;
                }
            }
        }
    }
    // `Sprite_CheckDeleteTouch`.
    cx.mark_gone(c);
}

/// `Refresh_ChildPositionAdjusted`: at its parent plus its offset, mirrored as the parent is.
fn follow(c: &mut Common, p: &Common, offset: (i8, i8)) {
    let dx = if p.x_flip { -i16::from(offset.0) } else { i16::from(offset.0) };
    let dy = if p.y_flip { -i16::from(offset.1) } else { i16::from(offset.1) };
    (c.x_flip, c.y_flip) = (p.x_flip, p.y_flip);
    set_pixel(&mut c.x, (p.pixel_x() as i16).wrapping_add(dx));
    set_pixel(&mut c.y, (p.pixel_y() as i16).wrapping_add(dy));
}

/// `Sprite_CheckDeleteTouchXY`: out of range, or more than $80 px above or $180 below the camera's top.
fn gone_xy(c: &Common, cx: &ObjCtx) -> bool {
    let dy = (c.pixel_y() as u16).wrapping_sub(cx.world.env.camera.y as u16).wrapping_add(0x80);
    cx.out_of_range(c.pixel_x()) || dy > 0x200
}

fn run_shell(c: &mut Common, s: &mut TurboSpiker, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        (c.width_pixels, c.y_radius, c.explicit_height) = (8, 0x10, true);
        (c.mapping_frame, c.collision_flags) = (3, SHELL_COLLISION);
        // `Child_DrawTouch_Sprite`.
        if parent(s.parent, cx).is_none() {
            c.delete();
        } else {
            c.display();
        }
        return;
    }
    if s.flying {
        c.object_move();
        if gone_xy(c, cx) {
            c.delete();
        } else {
            c.display();
        }
        return;
    }
    let Some((p, ps)) = parent(s.parent, cx).map(|(p, ps)| (p.clone(), ps.flags)) else {
        c.delete();
        return;
    };
    follow(c, &p, s.offset);
    if ps & 2 == 0 {
        c.display();
        return;
    }
    // `loc_55B58`: launched, its trail after it.
    s.flying = true;
    c.x_vel = if c.x_flip { -SHELL_SPEED.0 } else { SHELL_SPEED.0 };
    c.y_vel = SHELL_SPEED.1;
    let me = cx.current();
    let _ = cx.spawn_after(child(c, Part::Trail, (-4, 0x14), 0, me));
    if gone_xy(c, cx) {
        c.delete();
    } else {
        c.display();
    }
}

fn run_trail(c: &mut Common, s: &mut TurboSpiker, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        (c.width_pixels, c.y_radius, c.explicit_height, c.mapping_frame) = (4, 8, true, 4);
        c.display();
        return;
    }
    let Some((p, _)) = parent(s.parent, cx).map(|(p, ps)| (p.clone(), ps.part)) else {
        c.delete();
        return;
    };
    follow(c, &p, s.offset);
    // `sub_55BCE`: a puff every 4th V-int, jittered by `Random_Number`.
    if crate::objects::s1::vbla_byte(cx.world.game) & 3 == 0 {
        let me = cx.current();
        if let Some(i) = cx.spawn_after(child(c, Part::Puff, (0, 4), 0, me)) {
            let r = cx.world.game.random();
            let dx = (r as u16 & 7) as i16 - 3;
            let dy = ((r >> 16) as u16 & 7) as i16 - 3;
            if let Some(o) = cx.slots.get_mut(i) {
                add_px(&mut o.common.x, dx);
                add_px(&mut o.common.y, dy);
            }
        }
    }
    s.flags ^= 1;
    if s.flags & 1 != 0 {
        c.display();
    }
}

fn run_puff(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        (c.width_pixels, c.y_radius, c.explicit_height, c.mapping_frame) = (4, 4, true, 5);
        c.display();
        return;
    }
    if animate_raw(c, &PUFF_SCRIPT) == Anim::End {
        c.delete();
        return;
    }
    let _ = cx;
    c.display();
}

fn run_splash(c: &mut Common, s: &mut TurboSpiker, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        (c.width_pixels, c.y_radius, c.explicit_height, c.mapping_frame) = (8, 8, true, 8);
        // `move.b subtype(a0),$2F(a0)`: the low byte of the wait.
        s.wait = i16::from(c.subtype);
        return;
    }
    if c.routine == 2 {
        s.wait -= 1;
        if s.wait < 0 {
            c.routine = 4;
        }
        return;
    }
    if animate_raw(c, &SPLASH_SCRIPT) == Anim::End {
        c.delete();
        return;
    }
    let _ = cx;
    c.display();
}

fn run_cover(c: &mut Common, s: &mut TurboSpiker, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        (c.width_pixels, c.y_radius, c.explicit_height, c.mapping_frame) = (0x10, 0x10, true, 0);
        return;
    }
    match parent(s.parent, cx) {
        Some((_, p)) if p.flags & 1 == 0 => c.display(),
        _ => c.delete(),
    }
}

pub fn run(c: &mut Common, s: &mut TurboSpiker, cx: &mut ObjCtx) {
    match s.part {
        Part::Crab => {
            if super::wait_offscreen(c, &mut s.awake, cx) {
                return;
            }
            run_crab(c, s, cx)
        }
        Part::Shell => run_shell(c, s, cx),
        Part::Trail => run_trail(c, s, cx),
        Part::Puff => run_puff(c, cx),
        Part::Splash => run_splash(c, s, cx),
        Part::Cover => run_cover(c, s, cx),
    }
}

impl crate::objects::runtime::object::ObjKind for TurboSpiker {
    const MAY_MOVE_PLAYERS: bool = false;
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match self.part {
            Part::Crab if !self.awake => "waiting",
            Part::Crab => match c.routine {
                4 => "turning",
                6 => "firing",
                8 => "running",
                0xA => "hiding",
                0xC | 0xE => "surfacing",
                _ => "walking",
            },
            Part::Shell if self.flying => "shell (flying)",
            Part::Shell => "shell",
            Part::Trail => "trail",
            Part::Puff => "puff",
            Part::Splash => "splash",
            Part::Cover => "cover",
        }
    }

    fn name(&self) -> &'static str {
        "Turbo Spiker"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::objects::s3k::id;

    /// s3.asm `Animate_Raw` on `byte_55D0C` (delay 5, frames 0 1 2, $FC): from the set-up frame 0 the first
    /// call (timer 0 → −1) shows frame 1, then 6 frames each, and $FC shows frame 0 again; `byte_55D16`'s
    /// $F4 ends a puff after frames 5 5 6 7.
    #[test]
    fn animate_raw_scripts() {
        let mut c = Common::new(id::SONIC3K, 0, 0, 0, false, false);
        assert_eq!(animate_raw(&mut c, &WALK_SCRIPT), Anim::Changed);
        assert_eq!((c.mapping_frame, c.anim_frame_duration), (1, 5));
        for _ in 0..5 {
            assert_eq!(animate_raw(&mut c, &WALK_SCRIPT), Anim::Same);
        }
        animate_raw(&mut c, &WALK_SCRIPT);
        assert_eq!(c.mapping_frame, 2);
        for _ in 0..6 {
            animate_raw(&mut c, &WALK_SCRIPT);
        }
        assert_eq!((c.mapping_frame, c.anim_frame), (0, 0), "restarted");
        let mut puff = Common::new(id::SONIC3K, 0, 0, 0, false, false);
        let frames: Vec<_> = (0..5).map(|_| (animate_raw(&mut puff, &PUFF_SCRIPT), puff.mapping_frame)).collect();
        assert_eq!(
            frames,
            [(Anim::Changed, 5), (Anim::Changed, 5), (Anim::Changed, 6), (Anim::Changed, 7), (Anim::End, 7)]
        );
    }
}
