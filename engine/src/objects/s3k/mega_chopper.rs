//! Mega Chopper, Hydrocity's ring-eating piranha (skdisasm s3.asm `Obj_MegaChopper`: `MegaChopper_Index`, its
//! start `loc_55D66` with `ObjDat_MegaChopper` and `AniRaw_MegaChopper`, the swim `loc_55D8A`, the leap
//! `loc_55E02`, the bite `loc_55E40`, the touch `sub_55F18` with `word_55FD6`, the meal `sub_55FEA`; its let-go
//! `loc_55EE6` into `MoveChkDel`; `Find_SonicTails`, `Chase_ObjectXOnly`, `Change_FlipXWithVelocity`,
//! `MoveSprite_LightGravity`, `Check_LRControllerShake`, `EnemyDefeat_Score`, `Sprite_CheckDeleteTouch`).
//!
//! It waits off screen (`Obj_WaitOffscreen`), then swims: every 8th frame (`V_int_run_count`) it rises or
//! sinks a pixel towards the nearer player across (`Find_SonicTails`), and below the surface + 8 (or with that
//! player under water) it chases him across ($8 a frame up to $200, facing its way). At the surface with
//! him out of the water it leaps at him ($200 his way, −$400 up; $20 a frame of gravity in the air, then in
//! the water it slows by $20 a frame until it swims again). Its touch is special ($D7, size $17): a player
//! within $10 px of its height is bitten — unless rolling or invincible, which destroys it
//! (`EnemyDefeat_Score`). Bitten, it sticks to him where it bit (following his facing, $10 lower if he ducks
//! with it above his centre), player 1's buttons are his left and right only (`Ctrl_1_logical` from `Ctrl_1`
//! & $8C8C, `Ctrl_1_locked`), and every 60 frames it eats a ring (with none left, he dies). It lets go —
//! flying off at ±$200, −$200 under gravity (`MoveChkDel`) — when he is hurt, rolls or charges a spin dash,
//! or shakes it off: six left/right presses that differ from the press before inside 60 frames
//! (`Check_LRControllerShake`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State};
use crate::player::{Player, Pose, Routine};
use formats::inputs::Buttons;

/// `ObjDat_MegaChopper`: width $20, special touch of size $17.
pub const COLLISION: u8 = 0xD7;
pub const WIDTH: u8 = 0x20;
/// `AniRaw_MegaChopper`: delay 2, frames 0 and 1.
pub const SWIM_FRAMES: [u8; 2] = [0, 1];
pub const SWIM_DELAY: u8 = 2;
/// `loc_55DC2`: `Chase_ObjectXOnly`'s top speed and step.
pub const CHASE_SPEED: i16 = 0x200;
pub const CHASE_STEP: i16 = 8;
/// `loc_55DDA`: the leap.
pub const LEAP: (i16, i16) = (0x200, -0x400);
/// `MoveSprite_LightGravity`.
pub const LIGHT_GRAVITY: i16 = 0x20;
/// `loc_55E02`: the slowing in the water after a leap.
pub const WATER_BRAKE: i16 = 0x20;
/// `sub_55F18`: a bite needs the player's centre within this of its height (−$10 to $F).
pub const BITE_REACH: i16 = 0x10;
/// `sub_55FEA`: frames between two rings eaten (the first after 61).
pub const MEAL: i16 = 60;
/// `loc_55EF2`: the let-go's speeds (x away from where it faced, `MoveSprite`'s gravity after).
pub const LET_GO: (i16, i16) = (0x200, -0x200);
/// `Check_LRControllerShake`: presses the shake needs (`$3C` from 5 past 0) and its window (`$3D`).
pub const SHAKES: i8 = 5;
pub const SHAKE_WINDOW: i8 = 60;

/// The Mega Chopper's own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct MegaChopper {
    /// `Obj_WaitOffscreen` is over.
    pub awake: bool,
    /// `$44`: the player it touched, the sidekick when true.
    pub sidekick: bool,
    /// `child_dx`, `child_dy`: where it bit him, from his centre.
    pub dx: i8,
    pub dy: i8,
    /// `$38` bit 0: the player's facing (left) when it last turned with him.
    pub facing_left: bool,
    /// `$38` bit 2: it locked player 1's buttons.
    pub locked: bool,
    /// `$2E`: frames to the next ring.
    pub meal: i16,
    /// `$3A`, `$3C`, `$3D`: `Check_LRControllerShake`'s last left/right press, presses left and window.
    pub last_press: u8,
    pub shakes: i8,
    pub window: i8,
    /// Let go (`MoveChkDel`): it only flies off.
    pub let_go: bool,
}

/// `Find_SonicTails`: the nearer player across (player 1 unless player 2 is strictly nearer; player 2's x
/// and y are 0 without him) — whether it is the sidekick, his side (`d0`: 0 left of it, 2 right) and
/// whether he is below it (`d1`: 2).
pub fn find_sonic_tails(x: i32, y: i32, p1: &Player, p2: Option<&Player>) -> (bool, u8, u8) {
    let across = |px: i32| {
        let d = (x as u16).wrapping_sub(px as u16) as i16;
        (if d < 0 { 2 } else { 0 }, d.unsigned_abs())
    };
    let (side1, d1) = across(p1.pixel_x());
    let (side2, d2) = across(p2.map_or(0, |p| p.pixel_x()));
    let (sidekick, side, py) =
        if d1 > d2 { (true, side2, p2.map_or(0, |p| p.pixel_y())) } else { (false, side1, p1.pixel_y()) };
    let below = if ((y as u16).wrapping_sub(py as u16) as i16) < 0 { 2 } else { 0 };
    (sidekick, side, below)
}

/// `Chase_ObjectXOnly` towards `target_x`: $8 a frame its way, kept while within ±`top`.
pub fn chase_x(c: &mut Common, target_x: i32, top: i16, step: i16) {
    let step = if (target_x as u16) >= (c.pixel_x() as u16) { step } else { -step };
    let v = c.x_vel.wrapping_add(step);
    if (-top..=top).contains(&v) {
        c.x_vel = v;
    }
}

/// `Animate_Raw` with `AniRaw_MegaChopper` ($FC: back to the first frame).
fn animate(c: &mut Common) {
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if (c.anim_frame_duration as i8) >= 0 {
        return;
    }
    c.anim_frame = c.anim_frame.wrapping_add(1);
    match SWIM_FRAMES.get(usize::from(c.anim_frame)) {
        Some(&f) => c.mapping_frame = f,
        None => {
            c.mapping_frame = SWIM_FRAMES[0];
            c.anim_frame = 0;
        }
    }
    c.anim_frame_duration = SWIM_DELAY;
}

fn player<'a>(cx: &'a mut ObjCtx, sidekick: bool) -> Option<&'a mut Player> {
    if sidekick { cx.world.sidekick.as_deref_mut() } else { Some(&mut *cx.world.player) }
}

/// `sub_55F18`: a touch (`collision_property`: 1 player 1, 2 the sidekick, 3 player 1). True when it is
/// destroyed (status bit 7); a bite sets routine 6.
fn touched(c: &mut Common, s: &mut MegaChopper, cx: &mut ObjCtx) -> bool {
    let touch = c.collision_property;
    if touch == 0 {
        return false;
    }
    c.collision_property = 0;
    let kind = touch & 3;
    s.sidekick = kind == 2;
    let (y, by_player1) = (c.pixel_y(), kind == 1);
    let Some(p) = player(cx, s.sidekick) else { return false };
    if p.invincibility > 0 || p.super_form {
        return true;
    }
    let dy = (y as u16).wrapping_sub(p.pixel_y() as u16) as i16;
    if !(-BITE_REACH..BITE_REACH).contains(&dy) {
        return false;
    }
    if p.pose == Pose::Roll {
        return true;
    }
    let (px, facing_left) = (p.pixel_x(), p.facing_left);
    if by_player1 {
        // `Ctrl_1_logical` cleared, `Ctrl_1_locked` set.
        cx.world.game.control_locked = true;
        cx.world.game.forced_buttons = Buttons::NONE;
        s.locked = true;
    }
    c.routine = 6;
    s.meal = MEAL;
    let dx = (c.pixel_x() as u16).wrapping_sub(px as u16) as i16;
    s.dx = dx as i8;
    c.x_flip = dx < 0;
    s.dy = dy as i8;
    s.facing_left = facing_left;
    false
}

/// `Check_LRControllerShake` with this frame's left/right presses (`pressed`, bits 2–3): true when shaken off.
pub fn shaken(s: &mut MegaChopper, pressed: u8) -> bool {
    s.window = s.window.wrapping_sub(1);
    if s.window < 0 {
        s.shakes = SHAKES;
        s.window = SHAKE_WINDOW;
    }
    let press = pressed & 0xC;
    if press == 0 {
        return false;
    }
    let before = s.last_press;
    s.last_press = press;
    if press ^ (before & 0xC) == 0 {
        return false;
    }
    s.shakes = s.shakes.wrapping_sub(1);
    s.shakes < 0
}

/// `sub_55FEA`: every 60 frames a ring (the HUD's flags aside); true when it found none and killed him.
fn eat(s: &mut MegaChopper, cx: &mut ObjCtx) -> bool {
    s.meal -= 1;
    if s.meal >= 0 {
        return false;
    }
    s.meal = MEAL - 1;
    let game = &mut *cx.world.game;
    if game.rings == 0 {
        if let Some(p) = player(cx, s.sidekick) {
            p.kill();
        }
        return true;
    }
    game.rings -= 1;
    false
}

/// `loc_55EE6`: lets the player go (his buttons his again) and flies off (`MoveChkDel`).
fn let_go(c: &mut Common, s: &mut MegaChopper, cx: &mut ObjCtx) {
    if s.locked {
        s.locked = false;
        cx.world.game.control_locked = false;
    }
    s.let_go = true;
    c.collision_flags = 0;
    c.mapping_frame = 2;
    c.x_vel = if c.x_flip { -LET_GO.0 } else { LET_GO.0 };
    c.y_vel = LET_GO.1;
}

/// `loc_55E40`: stuck to the player; true when it lets go this frame.
fn bite(c: &mut Common, s: &mut MegaChopper, cx: &mut ObjCtx) -> bool {
    let vint = crate::objects::s2::lost_rings::vint_runcount(cx.world.game);
    c.mapping_frame = if vint & 4 != 0 { 2 } else { 0 };
    let pad = usize::from(s.sidekick);
    let pressed = cx.world.game.pads[pad].pressed_since(cx.world.game.previous_pads[pad]).bits();
    let held = cx.world.game.pads[0];
    let Some(p) = player(cx, s.sidekick) else { return true };
    if p.routine == Routine::Hurt || matches!(p.pose, Pose::Roll | Pose::Spindash) {
        return true;
    }
    if shaken(s, pressed) {
        return true;
    }
    let (px, py, facing_left, ducking) = (p.pixel_x(), p.pixel_y(), p.facing_left, p.pose == Pose::Duck);
    if s.locked {
        // `Ctrl_1_logical`: the pad's left and right only.
        let game = &mut *cx.world.game;
        game.forced_buttons = Buttons::from_bits(held.bits() & (Buttons::LEFT.bits() | Buttons::RIGHT.bits()));
    }
    let dx = i32::from(s.dx);
    if facing_left != s.facing_left {
        c.x_flip = !c.x_flip;
        s.facing_left = !s.facing_left;
        s.dx = s.dx.wrapping_neg();
    }
    crate::objects::runtime::object::set_pixel(&mut c.x, (px + dx) as u16);
    let mut dy = i32::from(s.dy);
    if dy < 0 && ducking {
        dy += 0x10;
    }
    crate::objects::runtime::object::set_pixel(&mut c.y, (py + dy) as u16);
    eat(s, cx)
}

pub fn run(c: &mut Common, s: &mut MegaChopper, cx: &mut ObjCtx) -> Option<State> {
    if s.let_go {
        // `MoveChkDel`: `MoveSprite`, `Sprite_CheckDeleteXY` (`Go_Delete_Sprite`: its respawn entry kept).
        c.object_move_and_fall();
        let camera_y = cx.world.env.camera.y as u16;
        let off_rows = (c.pixel_y() as u16).wrapping_sub(camera_y).wrapping_add(0x80) > 0x200;
        if off_rows || cx.out_of_range(c.pixel_x()) {
            c.delete();
        } else {
            c.display();
        }
        return None;
    }
    if super::wait_offscreen(c, &mut s.awake, cx) {
        return None;
    }
    let mut destroyed = false;
    match c.routine {
        0 => {
            // `loc_55D66`.
            c.routine = 2;
            c.width_pixels = WIDTH;
            c.collision_flags = COLLISION;
            (s.dx, s.dy) = (0, 0);
        }
        2 => {
            destroyed = touched(c, s, cx);
            animate(c);
            swim(c, s, cx);
        }
        4 => {
            destroyed = touched(c, s, cx);
            animate(c);
            leap(c, cx.world.env.water_level);
        }
        _ => {
            if bite(c, s, cx) {
                let_go(c, s, cx);
                c.display();
                return None;
            }
        }
    }
    if destroyed {
        return Some(super::jawz::defeat(c, cx, s.sidekick));
    }
    cx.mark_gone(c);
    None
}

/// `loc_55D8A` after the touch: the bob, then the chase or the leap.
fn swim(c: &mut Common, _s: &mut MegaChopper, cx: &mut ObjCtx) {
    let (sidekick, side, below) =
        find_sonic_tails(c.pixel_x(), c.pixel_y(), cx.world.player, cx.world.sidekick.as_deref());
    let vint = crate::objects::s2::lost_rings::vint_runcount(cx.world.game);
    if vint & 7 == 0 {
        let step = if below != 0 { 1 } else { -1 };
        c.y = c.y.wrapping_add(step << 8);
    }
    let (target_x, underwater) = match (sidekick, cx.world.sidekick.as_deref()) {
        (true, Some(p2)) => (p2.pixel_x(), p2.underwater),
        (true, None) => (0, false),
        _ => (cx.world.player.pixel_x(), cx.world.player.underwater),
    };
    swim_step(c, target_x, side, underwater, cx.world.env.water_level);
}

/// `loc_55DAC`: below the surface + 8 (unsigned) or with the player under water, the chase
/// (`Chase_ObjectXOnly`, `Change_FlipXWithVelocity`, `MoveSprite2`); else the leap at him (routine 4).
pub fn swim_step(c: &mut Common, target_x: i32, side: u8, underwater: bool, water_level: i32) {
    let surface = (water_level as u16).wrapping_add(8);
    if (c.pixel_y() as u16) > surface || underwater {
        chase_x(c, target_x, CHASE_SPEED, CHASE_STEP);
        c.x_flip = c.x_vel >= 0;
        c.object_move();
        return;
    }
    c.routine = 4;
    c.x_flip = side != 0;
    c.x_vel = if c.x_flip { LEAP.0 } else { -LEAP.0 };
    c.y_vel = LEAP.1;
}

/// `loc_55E02` after the touch: rising or above the surface, light gravity; falling in the water, slowed by
/// $20 a frame until it stops falling (routine 2, y speed 0).
pub fn leap(c: &mut Common, water_level: i32) {
    if c.y_vel < 0 || (c.pixel_y() as u16) < (water_level as u16) {
        c.object_move();
        c.y_vel = c.y_vel.wrapping_add(LIGHT_GRAVITY);
        return;
    }
    c.y_vel = c.y_vel.wrapping_sub(WATER_BRAKE);
    if c.y_vel <= 0 {
        c.routine = 2;
        c.y_vel = 0;
        return;
    }
    c.object_move();
}

impl crate::objects::runtime::object::ObjKind for MegaChopper {
    const MAY_MOVE_PLAYERS: bool = false;
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx)
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match (self.let_go, self.awake, c.routine) {
            (true, _, _) => "let go",
            (_, false, _) => "waiting",
            (_, _, 4) => "leaping",
            (_, _, 6) => "biting",
            _ => "swimming",
        }
    }

    fn name(&self) -> &'static str {
        "Mega Chopper"
    }
}
