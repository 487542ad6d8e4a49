//! Spiker, Marble Garden's spring-topped badnik (skdisasm s3.asm `Obj_Spiker`: `Spiker_Index`, its start
//! `loc_5697E` with `ObjDat_Spiker` and `ChildObjDat_56BDC`, the rise and fall `loc_5698E`–`loc_569EE`, the
//! spring `loc_569F6` with `byte_56C08` and `sub_56B8C`; the launchers `loc_56A3A` with `word_56BC4`, `byte_56C11`
//! and `ChildObjDat_56BF0`; the spring top `loc_56AEE` with `word_56BCA` and `sub_56B64`; the shots `loc_54B46`
//! with `ObjDat3_56BD0` and `byte_56C1A`; `Find_SonicTails`, `Check_PlayerCollision`,
//! `Animate_RawNoSSTMultiDelay`, `MoveSprite_LightGravity`, `Sprite_CheckDeleteTouch`, `Child_Draw_Sprite`).
//!
//! It waits off screen (`Obj_WaitOffscreen`: the frame it is first seen only wakes it), then takes its $20 × $10
//! body (an enemy, touch $A) and makes its three children in the free slots after it (`CreateChild1_Normal`):
//! two launchers $10 px either side and $C below, the spring top $C above, each following it
//! (`Refresh_ChildPosition`). When the nearer player across (`Find_SonicTails`) is less than $40 px away the
//! body rises 8 px (1 a frame, `$2E` from 7 to −1) and stays up (`$38` bit 2) until he is $40 away or more, then
//! sinks back. While it is up, a launcher on the player's side (the left one, subtype 0, mirrored: player left
//! of it; the right one, subtype 2: right of it) within $40 px across runs `byte_56C11` — frame 3 for $10
//! frames, 4 for 8 (the shot leaves as it shows), 3 for $40 — and looks again: one shot each 90 frames. A shot
//! (touch $98: hurts, size 4 × 4; shields bounce it) leaves 4 px out at ±$200, −$200 and falls at $20 a frame
//! (`MoveSprite_LightGravity`) until it leaves the screen's rows or range. The spring top (touch $CA, special)
//! that a player touches (`Check_PlayerCollision`) stops his fall and pushes him 6 px down (`sub_56B64`), goes
//! quiet for 17 frames (`Obj_Wait` from $10) and springs the body (`$38` bit 3: frame 1, touch off): the body
//! plays `byte_56C08` (`sub_56B8C`, routine $A) and on its third frame throws that player up at −$600; at its
//! end it takes its routine and touch back (`loc_56A2C`). Out of range the body lets its respawn entry go and
//! is deleted the next frame; destroyed or gone (status bit 7) its children go with it (`Child_Draw_Sprite`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, NO_BALANCING, Obj, State, set_pixel};
use crate::objects::s3k::bubbles_badnik::{Step, animate};
use crate::objects::s3k::kinds::Sonic3k;
use crate::player::{Player, Routine};

/// `ObjDat_Spiker`: the body's width and height and its touch (an enemy, size $A).
pub const WIDTH: u8 = 0x20;
pub const HEIGHT: u8 = 0x10;
pub const COLLISION: u8 = 0x0A;
/// `loc_5698E`, `loc_569C2`, `loc_56A84`: a player nearer across than this is near.
pub const RANGE: u16 = 0x40;
/// `loc_5699A`, `loc_569CE`: the rise's and the fall's count (`$2E`, 1 px a frame until below 0: 8 px).
pub const RISE: i16 = 7;
/// `ChildObjDat_56BDC`: the children's offsets (the launchers, subtypes 0 and 2, then the spring top, 4).
pub const CHILDREN: [(i8, i8); 3] = [(-0x10, 0xC), (0x10, 0xC), (0, -0xC)];
/// `word_56BC4`: a launcher, $20 × 4, frame 3, no touch.
pub const LAUNCHER: (u8, u8, u8) = (0x20, 4, 3);
/// `word_56BCA`: the spring top, $20 × 4, frame 7, touch $CA (special, size $A).
pub const TOP: (u8, u8, u8) = (0x20, 4, 7);
pub const TOP_COLLISION: u8 = 0xCA;
/// `loc_56B1A`: the top's quiet time after a touch (`Obj_Wait`: $10 to −1, 17 frames).
pub const TOP_WAIT: i16 = 0x10;
/// `sub_56B64`: the player pushed down onto the spring.
pub const PRESS: i32 = 6;
/// `loc_569F6`: the spring's throw.
pub const THROW: i16 = -0x600;
/// `byte_56C08`: the body's spring script (frame, delay), then $F4 (`loc_56A2C`); the throw on `anim_frame` 4.
pub const SPRING: [(u8, u8); 4] = [(1, 0), (2, 1), (1, 0), (0, 5)];
/// `byte_56C11`: a launcher's script, then $F4 (`loc_56AE6`); the shot leaves as frame 4 shows.
pub const FIRE: [(u8, u8); 4] = [(3, 1), (3, 0xF), (4, 7), (3, 0x3F)];
pub const FIRE_FRAME: u8 = 4;
/// `ChildObjDat_56BF0`: the shot's offset across and its speeds (mirrored with the launcher).
pub const SHOT_DX: i16 = 4;
pub const SHOT_SPEED: (i16, i16) = (0x200, -0x200);
/// `ObjDat3_56BD0`: the shot, 4 × 4, frame 5, touch $98 (hurts, size $18: 4 × 4).
pub const SHOT_COLLISION: u8 = 0x98;
/// `MoveSprite_LightGravity`.
pub const LIGHT_GRAVITY: i16 = 0x20;
/// `byte_56C1A`: the shot's `Animate_Raw` script: delay 1, frames 5 and 6, $FC.
pub const SHOT_FRAMES: [u8; 2] = [5, 6];
pub const SHOT_DELAY: u8 = 1;

/// `$38` bit 2: the body is up (the launchers may fire).
pub const UP: u8 = 1 << 2;
/// `$38` bit 3: the spring top was touched (`sub_56B8C` starts the spring).
pub const SPRUNG: u8 = 1 << 3;

/// Which of the Spiker's objects a slot holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Part {
    /// `Obj_Spiker`, from the layout.
    #[default]
    Body,
    /// `loc_56A3A`: a side launcher (subtype 0 the left, mirrored; 2 the right).
    Launcher,
    /// `loc_56AEE`: the spring top.
    Top,
    /// `loc_54B46`: a launcher's shot.
    Shot,
}

/// The Spiker's fields, for each of its parts.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Spiker {
    pub part: Part,
    /// `Obj_WaitOffscreen` is over (the body).
    pub awake: bool,
    /// `parent3`: the body's slot (the children).
    pub parent: u8,
    /// `child_dx`, `child_dy`.
    pub dx: i8,
    pub dy: i8,
    /// `$38`: [`UP`], [`SPRUNG`] (the body).
    pub flags: u8,
    /// `$2E`: the rise's or fall's count (the body), the top's quiet time.
    pub wait: i16,
    /// `$3A`: the routine the spring interrupted (the body).
    pub resume: u8,
    /// `$44`: the player the spring throws — the sidekick (`Player_2`) when true.
    pub sidekick: bool,
    /// Deleted the next time it runs (`Go_Delete_Sprite`, `loc_5371C`: `Delete_Current_Sprite`).
    pub dying: bool,
}

pub fn run(c: &mut Common, s: &mut Spiker, cx: &mut ObjCtx) {
    if s.dying {
        c.delete();
        return;
    }
    match s.part {
        Part::Body => body(c, s, cx),
        Part::Launcher => launcher(c, s, cx),
        Part::Top => top(c, s, cx),
        Part::Shot => shot(c, s, cx),
    }
}

/// `Find_SonicTails` from `x`: the nearer player across (player 1 unless player 2 is strictly nearer; player 2's
/// x is 0 without him) — his side (`d0`: 0 left of `x`, 2 right) and distance (`d2`).
pub fn find_sonic_tails(x: i32, player: &Player, sidekick: Option<&Player>) -> (u8, u16) {
    let across = |px: i32| {
        let d = (x as u16).wrapping_sub(px as u16) as i16;
        (if d < 0 { 2 } else { 0 }, d.unsigned_abs())
    };
    let p1 = across(player.pixel_x());
    let p2 = across(sidekick.map_or(0, |p| p.pixel_x()));
    if p1.1 > p2.1 { p2 } else { p1 }
}

fn nearest(x: i32, cx: &ObjCtx) -> (u8, u16) {
    find_sonic_tails(x, cx.world.player, cx.world.sidekick.as_deref())
}

/// Leaves its slot the next frame (`Go_Delete_Sprite`: status bit 7; not drawn, so not touchable).
fn go_delete(c: &mut Common, s: &mut Spiker) {
    s.dying = true;
    c.status |= NO_BALANCING;
    c.collision_flags = 0;
}

/// `Obj_Spiker`.
fn body(c: &mut Common, s: &mut Spiker, cx: &mut ObjCtx) {
    if super::wait_offscreen(c, &mut s.awake, cx) {
        return;
    }
    // `sub_56B8C` with $A: the spring top was touched.
    if s.flags & SPRUNG != 0 {
        s.flags &= !SPRUNG;
        c.anim_frame = 0;
        c.anim_frame_duration = 0;
        s.resume = c.routine;
        c.routine = 0xA;
    }
    match c.routine {
        0 => {
            // `loc_5697E`.
            c.routine = 2;
            (c.width_pixels, c.y_radius, c.explicit_height, c.mapping_frame) = (WIDTH, HEIGHT, true, 0);
            c.collision_flags = COLLISION;
            make_children(c, cx);
        }
        2..=8 => rise(c, s, nearest(c.pixel_x(), cx).1),
        _ => spring(c, s, cx),
    }
    // `Sprite_CheckDeleteTouch` (`loc_5371C` out of range).
    if cx.out_of_range(c.pixel_x()) {
        if let Some(i) = c.respawn {
            cx.world.env.respawn.forget(i);
        }
        go_delete(c, s);
        return;
    }
    c.display();
}

/// `loc_5698E`–`loc_569EE`: down, the body rises when the nearer player across is `distance` < $40 away (1 px
/// a frame, `$2E` from 7 to −1), stays up while he is, then sinks back the same way.
pub fn rise(c: &mut Common, s: &mut Spiker, distance: u16) {
    match c.routine {
        2 => {
            if distance < RANGE {
                c.routine = 4;
                s.wait = RISE;
            }
        }
        4 => {
            c.y = c.y.wrapping_sub(0x100);
            s.wait -= 1;
            if s.wait < 0 {
                c.routine = 6;
                s.flags |= UP;
            }
        }
        6 => {
            if distance >= RANGE {
                c.routine = 8;
                s.flags &= !UP;
                s.wait = RISE;
            }
        }
        _ => {
            c.y = c.y.wrapping_add(0x100);
            s.wait -= 1;
            if s.wait < 0 {
                c.routine = 2;
            }
        }
    }
}

/// `loc_569F6`: the spring's script; its third frame throws the player the top names, its end (`loc_56A2C`)
/// gives the body its routine and touch back.
fn spring(c: &mut Common, s: &mut Spiker, cx: &mut ObjCtx) {
    if spring_step(c, s) {
        let player = if s.sidekick { cx.world.sidekick.as_deref_mut() } else { Some(&mut *cx.world.player) };
        if let Some(p) = player {
            p.y_speed = THROW;
            p.air = true;
            p.on_object = false;
            p.jumping = false;
            p.routine = Routine::Normal;
        }
    }
}

/// One frame of `byte_56C08`: true on the frame that throws.
pub fn spring_step(c: &mut Common, s: &Spiker) -> bool {
    match animate(c, &SPRING, false) {
        Step::End => {
            c.routine = s.resume;
            c.collision_flags = COLLISION;
            false
        }
        step => step == Step::Frame && c.anim_frame == 4,
    }
}

/// `CreateChild1_Normal` with `ChildObjDat_56BDC`: the three children in the free slots after the body
/// (subtypes 0, 2, 4), at its position plus their offsets; the first that finds none stops it.
fn make_children(c: &Common, cx: &mut ObjCtx) {
    let parent = cx.current() as u8;
    for (i, &(dx, dy)) in CHILDREN.iter().enumerate() {
        let part = if i == 2 { Part::Top } else { Part::Launcher };
        let mut child = Common::new(c.id, (2 * i) as u8, 0, 0, false, false);
        set_pixel(&mut child.x, (c.pixel_x() + i32::from(dx)) as u16);
        set_pixel(&mut child.y, (c.pixel_y() + i32::from(dy)) as u16);
        let state = Spiker { part, parent, dx, dy, awake: true, ..Default::default() };
        if cx.spawn_after(Obj { common: child, state: State::Sonic3k(Sonic3k::Spiker(state)) }).is_none() {
            break;
        }
    }
}

/// The body a child follows: its position, `$38` (0 when the slot holds something else: an explosion) and
/// whether it is gone (status bit 7, or no object at all).
fn parent(s: &Spiker, cx: &ObjCtx) -> (i32, i32, u8, bool) {
    match cx.slots.get(usize::from(s.parent)) {
        Some(o) => {
            let flags = match &o.state {
                State::Sonic3k(Sonic3k::Spiker(b)) if b.part == Part::Body => b.flags,
                _ => 0,
            };
            (o.common.pixel_x(), o.common.pixel_y(), flags, o.common.status & NO_BALANCING != 0)
        }
        None => (0, 0, 0, true),
    }
}

/// `Refresh_ChildPosition`: the body's position plus the child's offset (not mirrored).
fn follow(c: &mut Common, s: &Spiker, (x, y): (i32, i32)) {
    set_pixel(&mut c.x, (x + i32::from(s.dx)) as u16);
    set_pixel(&mut c.y, (y + i32::from(s.dy)) as u16);
}

/// `loc_56A3A`: a launcher.
fn launcher(c: &mut Common, s: &mut Spiker, cx: &mut ObjCtx) {
    let (x, y, flags, gone) = parent(s, cx);
    if !gone {
        follow(c, s, (x, y));
    }
    match c.routine {
        0 => {
            // `loc_56A58`: the left one (subtype 0) is mirrored.
            c.routine = 2;
            (c.width_pixels, c.y_radius, c.mapping_frame) = LAUNCHER;
            c.explicit_height = true;
            if c.subtype == 0 {
                c.x_flip = true;
            }
        }
        _ => {
            if launch_step(c, flags, nearest(c.pixel_x(), cx)) {
                fire(c, cx);
            }
        }
    }
    // `Child_Draw_Sprite`.
    // `Child_Draw_Sprite`.
    if gone {
        go_delete(c, s);
        return;
    }
    c.display();
}

/// `loc_56A6E`–`loc_56AE6`: a launcher waits for the body to be up ([`UP`] in its `flags`), then for the
/// nearer player (`Find_SonicTails` from the launcher: his side and distance) on its side within $40 px, and
/// runs [`FIRE`]; true on the frame the shot leaves.
pub fn launch_step(c: &mut Common, flags: u8, (side, distance): (u8, u16)) -> bool {
    match c.routine {
        2 => {
            if flags & UP != 0 {
                c.routine = 4;
            }
            false
        }
        4 => {
            if flags & UP == 0 {
                c.routine = 2;
            } else if distance < RANGE && side == if c.subtype != 0 { 2 } else { 0 } {
                c.routine = 6;
            }
            false
        }
        _ => match animate(c, &FIRE, false) {
            Step::End => {
                c.routine = 4;
                false
            }
            step => step == Step::Frame && c.mapping_frame == FIRE_FRAME,
        },
    }
}

/// `CreateChild5_ComplexAdjusted` with `ChildObjDat_56BF0`: a shot in the first free slot after the launcher,
/// its offset and x speed mirrored with it.
fn fire(c: &Common, cx: &mut ObjCtx) {
    let flip = |v: i16| if c.x_flip { -v } else { v };
    let mut shot = Common::new(c.id, 0, 0, 0, false, false);
    set_pixel(&mut shot.x, (c.pixel_x() + i32::from(flip(SHOT_DX))) as u16);
    set_pixel(&mut shot.y, c.pixel_y() as u16);
    (shot.x_vel, shot.y_vel) = (flip(SHOT_SPEED.0), SHOT_SPEED.1);
    let state = Spiker { part: Part::Shot, parent: cx.current() as u8, awake: true, ..Default::default() };
    let _ = cx.spawn_after(Obj { common: shot, state: State::Sonic3k(Sonic3k::Spiker(state)) });
}

/// `loc_56AEE`: the spring top.
fn top(c: &mut Common, s: &mut Spiker, cx: &mut ObjCtx) {
    let (x, y, _, gone) = parent(s, cx);
    if !gone {
        follow(c, s, (x, y));
    }
    if c.routine == 0 {
        // `loc_56B0A`, then `loc_56B12` the same frame.
        c.routine = 2;
        (c.width_pixels, c.y_radius, c.mapping_frame) = TOP;
        c.explicit_height = true;
        c.collision_flags = TOP_COLLISION;
    }
    if c.routine == 2 {
        // `Check_PlayerCollision`: 1 player 1, 2 the sidekick, 3 both (player 1).
        let touched = c.collision_property;
        if touched != 0 {
            c.collision_property = 0;
            s.sidekick = touched & 3 == 2;
            // `sub_56B64`.
            let player = if s.sidekick { cx.world.sidekick.as_deref_mut() } else { Some(&mut *cx.world.player) };
            if let Some(p) = player {
                p.y_speed = 0;
                p.air = true;
                p.y = p.y.wrapping_add(PRESS << 8);
                p.routine = Routine::Normal;
                p.jumping = false;
                p.roll_jump = false;
            }
            c.routine = 4;
            c.collision_flags = 0;
            s.wait = TOP_WAIT;
            if let Some(body) = cx.slots.get_mut(usize::from(s.parent)) {
                if let State::Sonic3k(Sonic3k::Spiker(b)) = &mut body.state {
                    b.flags |= SPRUNG;
                    b.sidekick = s.sidekick;
                }
                body.common.mapping_frame = 1;
                body.common.collision_flags = 0;
            }
        }
    } else {
        // `Obj_Wait`, then `loc_56B56`.
        s.wait -= 1;
        if s.wait < 0 {
            c.routine = 2;
            c.collision_flags = TOP_COLLISION;
        }
    }
    // `Child_DrawTouch_Sprite`.
    if gone {
        go_delete(c, s);
        return;
    }
    c.display();
}

/// `loc_54B46`, `loc_54B5A`: a shot.
fn shot(c: &mut Common, s: &mut Spiker, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        (c.width_pixels, c.y_radius, c.explicit_height, c.mapping_frame) = (4, 4, true, SHOT_FRAMES[0]);
        c.collision_flags = SHOT_COLLISION;
    }
    shot_move(c);
    // `Sprite_CheckDeleteTouchXY`: out of range, or outside the rows $80 above to $180 below the screen's top.
    let rows = (c.pixel_y() as u16).wrapping_sub(cx.world.env.camera.y as u16).wrapping_add(0x80);
    if cx.out_of_range(c.pixel_x()) || rows > 0x200 {
        go_delete(c, s);
        return;
    }
    c.display();
}

/// `MoveSlowFall_AnimateRaw`: `MoveSprite_LightGravity` (the old y speed, then $20 more), then `Animate_Raw` on
/// `byte_56C1A`.
pub fn shot_move(c: &mut Common) {
    c.object_move();
    c.y_vel = c.y_vel.wrapping_add(LIGHT_GRAVITY);
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if (c.anim_frame_duration as i8) < 0 {
        c.anim_frame = c.anim_frame.wrapping_add(1);
        c.anim_frame_duration = SHOT_DELAY;
        match SHOT_FRAMES.get(usize::from(c.anim_frame)) {
            Some(&f) => c.mapping_frame = f,
            None => {
                // $FC: `AnimateRaw_Restart`.
                c.mapping_frame = SHOT_FRAMES[0];
                c.anim_frame = 0;
            }
        }
    }
}

impl crate::objects::runtime::object::ObjKind for Spiker {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    /// The shots bounce off shields (`bset #3,shield_reaction(a0)`).
    fn shield_reaction(&self, _c: &Common) -> u8 {
        if self.part == Part::Shot { crate::player::moves::reaction::BOUNCE } else { 0 }
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match (self.part, self.awake, c.routine) {
            (Part::Body, false, _) => "waiting off screen",
            (Part::Body, _, 4) => "rising",
            (Part::Body, _, 6) => "up",
            (Part::Body, _, 8) => "sinking",
            (Part::Body, _, 0xA) => "springing",
            (Part::Body, _, _) => "down",
            (Part::Launcher, _, 6) => "firing",
            (Part::Launcher, _, _) => "launcher",
            (Part::Top, _, 4) => "sprung",
            (Part::Top, _, _) => "spring top",
            (Part::Shot, _, _) => "shot",
        }
    }

    fn name(&self) -> &'static str {
        match self.part {
            Part::Body => "Spiker",
            Part::Launcher => "Spiker launcher",
            Part::Top => "Spiker spring top",
            Part::Shot => "Spiker shot",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `Find_SonicTails`: the distance across and the side (2: right of the object); player 2 only when strictly
    /// nearer.
    #[test]
    fn the_nearer_player_across() {
        let mut p1 = Player::cleared(crate::character::Character::Sonic);
        let mut p2 = Player::cleared(crate::character::Character::Tails);
        p1.x = 0xDB5 << 8;
        p2.x = 0xB06 << 8;
        assert_eq!(find_sonic_tails(0xD88, &p1, Some(&p2)), (2, 0x2D));
        assert_eq!(find_sonic_tails(0xD88 + 0x10, &p1, None), (2, 0x1D));
        p2.x = 0xD88 << 8;
        assert_eq!(find_sonic_tails(0xD98, &p1, Some(&p2)), (0, 0x10));
        // A tie is player 1's.
        p2.x = 0xD7B << 8;
        assert_eq!(find_sonic_tails(0xD98, &p1, Some(&p2)), (2, 0x1D));
    }

    /// s3.asm `loc_5698E`–`loc_569EE`: $3F away it rises 8 px over the next 8 frames (`$2E` 7 to −1) and is up
    /// ([`UP`]) on the 8th; $40 away it sinks the 8 px back and looks again.
    #[test]
    fn the_body_rises_and_sinks() {
        let mut c = Common::new(0, 0, 0xD88, 0xCC4, false, false);
        c.routine = 2;
        let mut s = Spiker::default();
        rise(&mut c, &mut s, RANGE);
        assert_eq!(c.routine, 2);
        rise(&mut c, &mut s, RANGE - 1);
        assert_eq!((c.routine, s.wait, c.pixel_y()), (4, 7, 0xCC4));
        let ys: Vec<i32> = (0..8)
            .map(|_| {
                rise(&mut c, &mut s, 0);
                c.pixel_y()
            })
            .collect();
        assert_eq!(ys, (0..8).map(|i| 0xCC3 - i).collect::<Vec<_>>());
        assert_eq!((c.routine, s.flags & UP), (6, UP));
        rise(&mut c, &mut s, RANGE - 1);
        assert_eq!(c.routine, 6);
        rise(&mut c, &mut s, RANGE);
        assert_eq!((c.routine, s.flags & UP, c.pixel_y()), (8, 0, 0xCBC));
        for _ in 0..8 {
            rise(&mut c, &mut s, 0);
        }
        assert_eq!((c.routine, c.pixel_y()), (2, 0xCC4));
    }

    /// `loc_56A84`, `byte_56C11`: with the body up, the right launcher (subtype 2) starts for a player right of
    /// it within $40, not left of it; its first pair is skipped, the shot leaves on its 17th frame (frame
    /// 4), the script ends 72 frames later and it looks again the next frame: one shot each 90 frames.
    #[test]
    fn a_launcher_fires_each_90_frames() {
        let mut c = Common { subtype: 2, routine: 2, ..Default::default() };
        assert!(!launch_step(&mut c, 0, (2, 0)));
        assert_eq!(c.routine, 2);
        launch_step(&mut c, UP, (2, 0));
        assert_eq!(c.routine, 4);
        launch_step(&mut c, UP, (0, 0));
        assert_eq!(c.routine, 4);
        launch_step(&mut c, UP, (2, RANGE));
        assert_eq!(c.routine, 4);
        launch_step(&mut c, UP, (2, RANGE - 1));
        assert_eq!(c.routine, 6);
        let shots: Vec<usize> = (1..=200).filter(|_| launch_step(&mut c, UP, (2, 0x10))).collect();
        assert_eq!(shots, [17, 107, 197]);
        // Down again: the launcher waits (routine 2) once its script is over.
        let mut c = Common { subtype: 0, routine: 4, ..Default::default() };
        launch_step(&mut c, 0, (0, 0));
        assert_eq!(c.routine, 2);
        // The left one (subtype 0) fires at a player left of it.
        let mut c = Common { subtype: 0, routine: 4, ..Default::default() };
        launch_step(&mut c, UP, (0, 0x3F));
        assert_eq!(c.routine, 6);
        assert_eq!((1..=17).filter(|_| launch_step(&mut c, UP, (0, 0))).count(), 1);
        assert_eq!(c.mapping_frame, FIRE_FRAME);
    }

    /// `sub_56B8C`, `byte_56C08`: sprung, the body shows frame 2 for 2 frames, throws on the third (frame 1),
    /// shows 0 for 6 and on the 10th takes back its routine and touch $A.
    #[test]
    fn the_spring_throws_on_its_third_frame() {
        let mut c = Common { routine: 0xA, mapping_frame: 1, ..Default::default() };
        let s = Spiker { resume: 6, ..Default::default() };
        let frames: Vec<(bool, u8)> = (0..10).map(|_| (spring_step(&mut c, &s), c.mapping_frame)).collect();
        let throws: Vec<bool> = frames.iter().map(|f| f.0).collect();
        let shown: Vec<u8> = frames.iter().map(|f| f.1).collect();
        assert_eq!(throws, [false, false, true, false, false, false, false, false, false, false]);
        assert_eq!(shown, [2, 2, 1, 0, 0, 0, 0, 0, 0, 0]);
        assert_eq!((c.routine, c.collision_flags, c.anim_frame), (6, COLLISION, 0));
    }

    /// `MoveSprite_LightGravity`, `byte_56C1A`: the shot moves with its old speeds, then falls $20 more a frame;
    /// frames 6, 6, 5, 5, 6, ….
    #[test]
    fn a_shot_arcs() {
        let mut c = Common::new(0, 0, 0xD9C, 0xCC8, false, false);
        (c.x_vel, c.y_vel, c.mapping_frame) = (SHOT_SPEED.0, SHOT_SPEED.1, SHOT_FRAMES[0]);
        let mut shown = Vec::new();
        for _ in 0..5 {
            shot_move(&mut c);
            shown.push(c.mapping_frame);
        }
        assert_eq!(shown, [6, 6, 5, 5, 6]);
        assert_eq!((c.x, c.y_vel), ((0xD9C + 10) << 8, -0x200 + 5 * 0x20));
        // −$200 −$1E0 −$1C0 −$1A0 −$180: 9.8 px up.
        assert_eq!(c.y, (0xCC8 << 8) - 0x200 - 0x1E0 - 0x1C0 - 0x1A0 - 0x180);
    }
}
