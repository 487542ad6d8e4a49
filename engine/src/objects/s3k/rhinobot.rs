//! Rhinobot, Angel Island's charging rhinoceros badnik (skdisasm s3.asm `Obj_Rhinobot`: `Rhinobot_Index`,
//! `loc_54C7A`, `loc_54CC0`, `loc_54CEA`, the turns `loc_54D3C`/`loc_54D54`/`loc_54D70`, the charge
//! `loc_54D8E`/`loc_54DCA`/`loc_54DE4`, `sub_54DF4`, the frames `loc_54E18`, the sight `sub_54EA0`
//! (`Find_SonicTails`), the ground `sub_54EC6`; its dust `loc_54CF8` with `ObjSlot_54F0C`, `byte_54F36`,
//! `byte_54F46`).
//!
//! It waits off screen (`Obj_WaitOffscreen`, $20 × $20: the frame it is first seen only wakes it), then takes
//! one of the 2 Rhinobot art slots (`ObjSlot_Rhinobot`, `SetUp_ObjAttributesSlotted`; none free: it is gone, its
//! respawn entry kept) and is an enemy of touch size $B ($14 × $10 drawn). It runs to and fro: $10/256 px a
//! frame² up to 3 px a frame, then as much back down to 0, where it turns round (the x flip), on the ground it
//! follows (`ObjCheckFloorDist2` 4 px ahead: a step of −1 to $B px; else it stops and turns). A player within
//! $60 px in front of it and $20 px above or below (the nearer of the two in x) makes it stop, wait $20 frames
//! and charge at 4 px a frame until the ground ends. Turning round at speed (below $280 the way it goes) and
//! stopping to charge it raises dust: a child in the free slots after it (2 art slots of its own), which plays
//! its animation and is deleted (a frame later, `Go_Delete_SpriteSlotted3`), or as soon as the Rhinobot is
//! destroyed or gone. Out of range it lets its respawn entry and art slot go and is deleted the next frame.
//! In Angel Island 2 (`Current_zone_and_act` 1) the dust deletes itself at once: not here yet (the runtime
//! knows the zone of a level, [`super::zone`], not its act).

use crate::math::{add_px, px, set_px};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, NO_BALANCING, Obj, State};
use crate::objects::s3k::kinds::Sonic3k;
use crate::sensor::{Direction, SolidBit, scan};
use formats::Layer;

/// `ObjSlot_Rhinobot`: touch size $B (an enemy), $14 × $10, 2 art slots at `Slotted_object_bits` + 0.
pub const COLLISION: u8 = 0x0B;
pub const WIDTH: u8 = 0x14;
pub const HEIGHT: u8 = 0x10;
pub const SLOTS: (usize, u8) = (0, 2);
/// `ObjSlot_54F0C`: the dust's 2 art slots at `Slotted_object_bits` + 2, $C × 8, frame 4.
pub const DUST_SLOTS: (usize, u8) = (2, 2);
/// `loc_54C7A`: the acceleration and top speed (facing left; negated facing right).
pub const ACCELERATION: i16 = -0x10;
pub const TOP_SPEED: i16 = -0x300;
/// `loc_54DCA`: the charge.
pub const CHARGE_SPEED: i16 = 0x400;
/// `loc_54D8E`: the wait before the charge (`$2E`, counted down past 0).
pub const CHARGE_WAIT: i16 = 0x20;
/// `sub_54EA0`: how near in x and y a player is seen.
pub const SIGHT: (u16, u16) = (0x60, 0x20);
/// `byte_54F36` (turning) and `byte_54F46` (stopping to charge): the dust's animations, delay then frames
/// (`$F4` ends them).
pub const TURN_DUST: [u8; 14] = [2, 4, 4, 5, 6, 7, 4, 5, 6, 7, 4, 5, 6, 7];
pub const CHARGE_DUST: [u8; 10] = [2, 4, 4, 5, 6, 7, 4, 5, 6, 7];

/// What `$34` will run next.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Next {
    /// `loc_54D3C`: top speed reached, slow down.
    #[default]
    SlowDown,
    /// `loc_54D54`: stopped, turn round.
    TurnRound,
    /// `loc_54DCA`: the wait is over, charge.
    Charge,
}

/// The Rhinobot's fields, or its dust's.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rhinobot {
    /// `Obj_WaitOffscreen` is over.
    pub awake: bool,
    /// `$38`: bit 1 dust raised, bit 2 speeding up the way it faces, bit 3 facing right.
    pub flags: u8,
    /// `$40`, `$3E`.
    pub acceleration: i16,
    pub top_speed: i16,
    pub next: Next,
    /// `$2E`: `Obj_Wait`'s timer.
    pub wait: i16,
    /// The art slot it holds (`ros_bit`), in [`SLOTS`]' or [`DUST_SLOTS`]' byte.
    pub art_slot: Option<u8>,
    /// Deleted the next time it runs (`move.l #Delete_Current_Sprite,(a0)`).
    pub dying: bool,
    /// Dust: the Rhinobot's slot (`parent3`), its offset (`child_dx`, `child_dy`) and animation.
    pub dust: Option<Dust>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Dust {
    pub parent: usize,
    pub dx: i8,
    pub dy: i8,
    /// Raised turning ([`TURN_DUST`]) or stopping ([`CHARGE_DUST`]).
    pub turning: bool,
}

const FACING_RIGHT: u8 = 1 << 3;
const SPEEDING: u8 = 1 << 2;
const DUST: u8 = 1 << 1;

/// `SetUp_ObjAttributesSlotted`'s search: the first free bit of `count` in byte `index`, taken.
pub(crate) fn take_slot(bits: &mut [u8; 8], (index, count): (usize, u8)) -> Option<u8> {
    let byte = bits.get_mut(index)?;
    let bit = (0..count).find(|b| *byte & (1 << b) == 0)?;
    *byte |= 1 << bit;
    Some(bit)
}

/// `Remove_From_TrackingSlot`.
pub(crate) fn release(bits: &mut [u8; 8], index: usize, slot: &mut Option<u8>) {
    if let (Some(bit), Some(byte)) = (*slot, bits.get_mut(index)) {
        *byte &= !(1 << bit);
    }
    *slot = None;
}

/// `Sprite_CheckDeleteTouchSlotted`: out of range, a slotted badnik forgets its respawn entry, turns `dying` (no
/// touch, no balancing) and lets its art slot in byte `index` go — true then; else it is drawn.
pub(crate) fn check_delete_touch_slotted(
    c: &mut Common,
    dying: &mut bool,
    art_slot: &mut Option<u8>,
    index: usize,
    cx: &mut ObjCtx,
) -> bool {
    if cx.out_of_range(c.pixel_x()) {
        if let Some(i) = c.respawn {
            cx.world.env.respawn.forget(i);
        }
        *dying = true;
        c.status |= NO_BALANCING;
        c.collision_flags = 0;
        release(&mut cx.world.game.slotted, index, art_slot);
        return true;
    }
    c.display();
    false
}

/// `Touch_EnemyNormal` on a slotted enemy: destroyed, it lets its art slot go.
pub fn destroyed(s: &mut Rhinobot, bits: &mut [u8; 8]) {
    if s.dust.is_none() {
        release(bits, SLOTS.0, &mut s.art_slot);
    }
}

pub fn run(c: &mut Common, s: &mut Rhinobot, cx: &mut ObjCtx) {
    if s.dying {
        c.delete();
        return;
    }
    if s.dust.is_some() {
        return dust(c, s, cx);
    }
    if super::wait_offscreen(c, &mut s.awake, cx) {
        return;
    }
    match c.routine {
        0 => {
            if !init(c, s, cx) {
                return;
            }
        }
        2 => patrol(c, s, cx),
        4 => {
            // `Obj_Wait`.
            s.wait -= 1;
            if s.wait < 0 {
                callback(c, s);
            }
        }
        _ => {
            // `loc_54CEA`.
            if ground(c, s, cx) {
                c.object_move();
            } else {
                // `loc_54DE4`.
                c.routine = 2;
                c.mapping_frame = 0;
                stop(c, s);
            }
        }
    }
    // `Sprite_CheckDeleteTouchSlotted`.
    check_delete_touch_slotted(c, &mut s.dying, &mut s.art_slot, SLOTS.0, cx);
}

/// `loc_54C7A`: false when no art slot is free (the object is gone).
fn init(c: &mut Common, s: &mut Rhinobot, cx: &mut ObjCtx) -> bool {
    let Some(bit) = take_slot(&mut cx.world.game.slotted, SLOTS) else {
        c.delete();
        return false;
    };
    s.art_slot = Some(bit);
    c.routine = 2;
    (c.width_pixels, c.y_radius, c.mapping_frame, c.collision_flags) = (WIDTH, HEIGHT, 0, COLLISION);
    c.x_radius = 8;
    (s.acceleration, s.top_speed) = (ACCELERATION, TOP_SPEED);
    if c.x_flip {
        (s.acceleration, s.top_speed) = (-ACCELERATION, -TOP_SPEED);
        s.flags |= FACING_RIGHT | SPEEDING;
    }
    s.next = Next::SlowDown;
    true
}

/// `loc_54CC0`.
fn patrol(c: &mut Common, s: &mut Rhinobot, cx: &mut ObjCtx) {
    if sees_player(c, s, cx) {
        // `loc_54D8E`.
        c.routine = 4;
        c.mapping_frame = 0;
        s.wait = CHARGE_WAIT;
        s.next = Next::Charge;
        s.flags |= DUST;
        raise_dust(c, cx, 0x10, 8, false);
        return;
    }
    if !ground(c, s, cx) {
        stop(c, s);
        return;
    }
    c.x_vel = c.x_vel.wrapping_add(s.acceleration);
    c.object_move();
    // `sub_54DF4`.
    let v = c.x_vel;
    let turn = v == 0 || if s.flags & SPEEDING != 0 { v >= s.top_speed } else { v <= s.top_speed };
    if turn {
        callback(c, s);
    }
    frame(c, s, cx);
}

/// `jmp ($34)`.
fn callback(c: &mut Common, s: &mut Rhinobot) {
    match s.next {
        Next::SlowDown => {
            s.flags ^= SPEEDING;
            s.next = Next::TurnRound;
            s.acceleration = s.acceleration.wrapping_neg();
            s.top_speed = s.top_speed.wrapping_neg();
        }
        Next::TurnRound => turn_round(c, s),
        Next::Charge => {
            c.routine = 6;
            c.x_vel = if s.flags & FACING_RIGHT != 0 { CHARGE_SPEED } else { -CHARGE_SPEED };
        }
    }
}

/// `loc_54D54`.
fn turn_round(c: &mut Common, s: &mut Rhinobot) {
    s.flags ^= FACING_RIGHT;
    c.x_flip = !c.x_flip;
    s.flags &= !DUST;
    s.next = Next::SlowDown;
}

/// `loc_54D70`: stopped at the end of its ground; it turns round, speeding up the new way.
fn stop(c: &mut Common, s: &mut Rhinobot) {
    s.flags &= !SPEEDING;
    if s.flags & FACING_RIGHT == 0 {
        s.flags |= SPEEDING;
    }
    c.x_vel = 0;
    c.y_vel = 0;
    turn_round(c, s);
}

/// `sub_54EA0`: the nearer player in x (player 1 unless player 2 is strictly nearer) is within $60 px in front
/// and $20 px above or below.
fn sees_player(c: &Common, s: &Rhinobot, cx: &ObjCtx) -> bool {
    let x = px(c.x);
    let p1: &crate::player::Player = cx.world.player;
    let dx = |p: &crate::player::Player| {
        let d = x.wrapping_sub(px(p.x));
        (d.unsigned_abs(), d < 0)
    };
    let (mut d2, mut right) = dx(p1);
    let mut seen = p1;
    if let Some(p2) = cx.world.sidekick.as_deref() {
        let (d3, right2) = dx(p2);
        if d2 > d3 {
            (d2, right, seen) = (d3, right2, p2);
        }
    }
    let d3 = px(c.y).wrapping_sub(px(seen.y)).unsigned_abs();
    if d3 > SIGHT.1 || d2 > SIGHT.0 {
        return false;
    }
    right == (s.flags & FACING_RIGHT != 0)
}

/// `sub_54EC6`: the floor 4 px ahead (`ObjCheckFloorDist2`), followed within −1 to $B px; false at its end.
fn ground(c: &mut Common, s: &Rhinobot, cx: &ObjCtx) -> bool {
    let ahead = if s.flags & FACING_RIGHT != 0 { 4 } else { -4 };
    let y = c.pixel_y() + i32::from(c.y_radius as i8);
    let d1 = scan(cx.world.env.terrain, Layer::A, SolidBit::Top, Direction::Down, c.pixel_x() + ahead, y).distance;
    if !(-1..0xC).contains(&d1) {
        return false;
    }
    add_px(&mut c.y, d1 as i16);
    true
}

/// `loc_54E18`: the mapping frame by speed; slowing down below $280 px the way it goes raises dust once.
fn frame(c: &mut Common, s: &mut Rhinobot, cx: &mut ObjCtx) {
    let v = c.x_vel;
    let right = s.flags & FACING_RIGHT != 0;
    let speeding = s.flags & SPEEDING != 0;
    let d1 = match (right, speeding) {
        (true, true) => u8::from(v <= 0x80),
        (false, false) => u8::from(v > -0x80),
        (true, false) if v > 0x280 => 1,
        (false, true) if v <= -0x280 => 1,
        _ => {
            c.mapping_frame = 2;
            if s.flags & DUST == 0 {
                s.flags |= DUST;
                raise_dust(c, cx, 0xC, 8, true);
            }
            return;
        }
    };
    c.mapping_frame = d1;
}

/// `CreateChild1_Normal` with `ChildObjDat_54F1E` / `ChildObjDat_54F26`: the dust in the first free slot after
/// the Rhinobot, at its offset.
fn raise_dust(c: &Common, cx: &mut ObjCtx, dx: i8, dy: i8, turning: bool) {
    let mut d = Common::new(c.id, 0, 0, 0, false, false);
    d.x = c.x & !0xFF;
    d.y = c.y & !0xFF;
    add_px(&mut d.x, i16::from(dx));
    add_px(&mut d.y, i16::from(dy));
    let state = Rhinobot { dust: Some(Dust { parent: cx.current(), dx, dy, turning }), ..Default::default() };
    cx.spawn_after(Obj { common: d, state: State::Sonic3k(Sonic3k::Rhinobot(state)) });
}

/// `loc_54CF8`: the dust.
fn dust(c: &mut Common, s: &mut Rhinobot, cx: &mut ObjCtx) {
    let Some(d) = s.dust else { return };
    // `Refresh_ChildPositionAdjusted`.
    let parent = cx.slots.get(d.parent).map(|o| (o.common.x, o.common.y, o.common.x_flip, o.common.status));
    if let Some((x, y, flip, _)) = parent {
        let dx = if flip { -i16::from(d.dx) } else { i16::from(d.dx) };
        set_px(&mut c.x, px(x).wrapping_add(dx));
        set_px(&mut c.y, px(y).wrapping_add(i16::from(d.dy)));
        c.x_flip = flip;
    }
    if c.routine == 0 {
        // `loc_54D28`.
        let Some(bit) = take_slot(&mut cx.world.game.slotted, DUST_SLOTS) else {
            c.delete();
            return;
        };
        s.art_slot = Some(bit);
        c.routine = 2;
        (c.width_pixels, c.y_radius, c.explicit_height, c.mapping_frame) = (0xC, 8, true, 4);
    }
    // `Animate_Raw`.
    let script: &[u8] = if d.turning { &TURN_DUST } else { &CHARGE_DUST };
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if (c.anim_frame_duration as i8) < 0 {
        c.anim_frame = c.anim_frame.wrapping_add(1);
        match script.get(usize::from(c.anim_frame) + 1) {
            Some(&f) => {
                c.anim_frame_duration = script[0];
                c.mapping_frame = f;
            }
            None => {
                // `$F4`: `AnimateRaw_CustomCode` → `Go_Delete_SpriteSlotted3`.
                c.anim_frame_duration = 0;
                c.anim_frame = 0;
                s.dying = true;
                release(&mut cx.world.game.slotted, DUST_SLOTS.0, &mut s.art_slot);
            }
        }
    }
    // `Child_Remember_Draw_Sprite`: gone with its Rhinobot (status bit 7: destroyed, or out of range).
    if parent.is_some_and(|(_, _, _, status)| status & NO_BALANCING != 0) {
        release(&mut cx.world.game.slotted, DUST_SLOTS.0, &mut s.art_slot);
        s.dying = true;
        return;
    }
    c.display();
}

impl crate::objects::runtime::object::ObjKind for Rhinobot {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match (self.dust.is_some(), self.awake, c.routine) {
            (true, _, _) => "dust",
            (_, false, _) => "waiting off screen",
            (_, _, 4) => "about to charge",
            (_, _, 6) => "charging",
            _ => "patrolling",
        }
    }

    fn name(&self) -> &'static str {
        if self.dust.is_some() { "Rhinobot dust" } else { "Rhinobot" }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `SetUp_ObjAttributesSlotted`: the 2 Rhinobot slots go to the first two, a third finds none; a slot let
    /// go is taken again.
    #[test]
    fn art_slots() {
        let mut bits = [0u8; 8];
        assert_eq!(take_slot(&mut bits, SLOTS), Some(0));
        assert_eq!(take_slot(&mut bits, SLOTS), Some(1));
        assert_eq!(take_slot(&mut bits, SLOTS), None);
        assert_eq!(take_slot(&mut bits, DUST_SLOTS), Some(0));
        assert_eq!(bits[..3], [3, 0, 1]);
        let mut slot = Some(0);
        release(&mut bits, 0, &mut slot);
        assert_eq!((bits[0], slot), (2, None));
        assert_eq!(take_slot(&mut bits, SLOTS), Some(0));
    }

    /// `sub_54DF4` / `loc_54D3C` / `loc_54D54`: from rest facing left it speeds up $10 a frame to −$300 (48
    /// frames), slows to 0 (48 more) and turns round.
    #[test]
    fn the_patrol_cycle() {
        let mut c = Common::default();
        let mut s = Rhinobot { acceleration: ACCELERATION, top_speed: TOP_SPEED, ..Default::default() };
        let mut frames = 0;
        loop {
            c.x_vel = c.x_vel.wrapping_add(s.acceleration);
            frames += 1;
            let v = c.x_vel;
            if v == 0 || if s.flags & SPEEDING != 0 { v >= s.top_speed } else { v <= s.top_speed } {
                let before = s.next;
                callback(&mut c, &mut s);
                if before == Next::TurnRound {
                    break;
                }
            }
        }
        assert_eq!(frames, 96);
        assert!(c.x_flip && s.flags & FACING_RIGHT != 0 && s.flags & SPEEDING != 0);
        assert_eq!((s.acceleration, s.top_speed), (0x10, 0x300));
    }
}
