//! Hydrocity 1's drop into act 2 (skdisasm s3.asm `loc_4809C`, `loc_480C0`, `loc_480F0`, `loc_48608`,
//! `loc_486B6`, `sub_4875A`, `sub_48784`): made by the beaten miniboss (`loc_4807A`: `AllocateObject`), after the
//! level results and the act 2 title card it pulls the players down through the water to act 2's y $828.
//!
//! - [`DropControl`] waits for the results to clear `_unkFAA8`; then the players' buttons are locked and cleared
//!   (`Ctrl_1_locked`, `Ctrl_1_logical`) and player 1's `object_control` is $80; once the title card is over
//!   (`End_of_level_flag`, [`super::title_card`]) it makes a whirlpool for each player (two with Sonic and Tails,
//!   `Player_mode` 0; else one: `CreateChild6_Simple`) and, once one has caught its player, goes $2F frames later
//!   (`Obj_Wait`; its sprite drawing only).
//! - [`DropWhirlpool`] waits for player 1 to be under water; then `_unkFAA2` is cleared (the water moves again),
//!   its player (player 1, or player 2 if under water too) is caught: his buttons free again, in the air,
//!   `object_control` 1, the float animation, no spindash, speeds 0; it takes his position, aims at the camera's
//!   x + $A0 ([`aim_speed`]: X Speed (±) $10 × ($100 − 2 × the distance), 0 from $80 px) and falls at $200,
//!   steering towards that x each frame ([`steer`]: ±$100, twice when it crosses it), carrying him; at y $828 he
//!   is let go (`Restore_PlayerControl`) and, for player 1, the top limit's stored value is 0 and the limits ease
//!   out to act 2's (`Make_LevelSizeObj`: [`super::hcz_cutscene_knuckles::CameraRestore`]).
//!
//! Not run: the whirlpools' and the control's sprites, player 2's `Ctrl_2_locked` (the CPU's buttons).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, ObjKind, State};
use crate::player::{Player, Pose};

/// `cmpi.w #$828,d0`: where the whirlpool lets its player go.
pub const BOTTOM: u16 = 0x828;
/// `move.w #$200,y_vel(a0)`.
pub const FALL: i16 = 0x200;
/// `addi.w #$A0,d1`: the x it steers to, from the camera's.
pub const AIM_DX: u16 = 0xA0;
/// `move.w #$2F,$2E(a0)`: the control's wait once a player is caught.
pub const CONTROL_WAIT: i16 = 0x2F;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ControlPhase {
    /// `loc_4809C`.
    #[default]
    AwaitResults,
    /// `loc_480C0`.
    AwaitTitleCard,
    /// `loc_480F0`.
    Whirling,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct DropControl {
    pub phase: ControlPhase,
    /// `$38` bit 0: a whirlpool has caught its player.
    pub caught: bool,
    /// `$2E`.
    pub wait: i16,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct DropWhirlpool {
    /// `parent3`: the control's slot.
    pub parent: u8,
    /// Player 2's (`subtype` ≠ 0).
    pub second: bool,
    /// `loc_486B6`: carrying its player.
    pub carrying: bool,
    /// `$3A`: the x it steers to; `$3C`: left of it.
    pub aim_x: u16,
    pub left_of_aim: bool,
}

/// `sub_48784`: the first X Speed from the distance to the aim (`d0` = x − aim).
pub fn aim_speed(d0: i16) -> i16 {
    let d0 = d0.wrapping_add(d0);
    let negative = d0 < 0;
    let d3 = (0x100i16.wrapping_sub(d0.wrapping_abs())).max(0) << 4;
    if negative { -d3 } else { d3 }
}

/// `sub_4875A`: ±$100 towards the aim, twice on the frame it changes sides.
pub fn steer(x: u16, x_vel: i16, s: &mut DropWhirlpool) -> i16 {
    let left = x < s.aim_x;
    let d2: i16 = if left { 0x100 } else { -0x100 };
    let mut d1 = x_vel.wrapping_add(d2);
    if left != s.left_of_aim {
        s.left_of_aim = left;
        d1 = d1.wrapping_add(d2);
    }
    d1
}

fn run_control(c: &mut Common, s: &mut DropControl, cx: &mut ObjCtx) {
    if s.phase == ControlPhase::AwaitResults {
        if cx.world.game.end_of_level {
            return;
        }
        s.phase = ControlPhase::AwaitTitleCard;
        let game = &mut *cx.world.game;
        game.forced_buttons = formats::inputs::Buttons::NONE;
        game.control_locked = true;
        cx.world.player.object_control = 0x80;
    }
    if s.phase == ControlPhase::AwaitTitleCard {
        if !cx.world.game.title_card_over {
            return;
        }
        s.phase = ControlPhase::Whirling;
        // `ChildObjDat_48BE8` (two) with Sonic and Tails, else `ChildObjDat_48BE2` (one).
        let count = if super::end_sign::player_mode(cx) == 0 { 2 } else { 1 };
        let parent = cx.current() as u8;
        for i in 0..count {
            let common = Common::new(super::id::SONIC3K, i * 2, c.pixel_x(), c.pixel_y(), false, false);
            let state = DropWhirlpool { parent, second: i != 0, ..Default::default() };
            cx.spawn_after(Obj { common, state: state.into() });
        }
        s.wait = CONTROL_WAIT;
    }
    if !s.caught {
        return;
    }
    c.object_move();
    s.wait -= 1;
    if s.wait < 0 {
        c.delete();
        return;
    }
    c.display();
}

fn catch(p: &mut Player) {
    p.air = true;
    p.object_control = 1;
    p.pose = Pose::Float;
    p.spindash = None;
    (p.x_speed, p.y_speed, p.ground_speed) = (0, 0, 0);
}

fn run_whirlpool(c: &mut Common, s: &mut DropWhirlpool, cx: &mut ObjCtx) {
    if !s.carrying {
        // `loc_48608`.
        if !cx.world.player.underwater {
            return;
        }
        s.carrying = true;
        cx.world.game.events.hcz_boss.water_stopped = false;
        if let Some(o) = cx.slots.get_mut(usize::from(s.parent))
            && let State::Sonic3k(super::kinds::Sonic3k::HczDropControl(control)) = &mut o.state
        {
            control.caught = true;
        }
        let camera_x = cx.world.env.camera.x as u16;
        let p = if s.second {
            match cx.world.sidekick.as_deref_mut() {
                Some(p) if p.underwater => p,
                _ => {
                    c.delete();
                    return;
                }
            }
        } else {
            cx.world.game.control_locked = false;
            &mut *cx.world.player
        };
        (c.x, c.y) = (p.pixel_x() << 8, p.pixel_y() << 8);
        s.aim_x = camera_x.wrapping_add(AIM_DX);
        let d0 = (p.pixel_x() as u16).wrapping_sub(s.aim_x) as i16;
        s.left_of_aim = d0 < 0;
        c.x_vel = aim_speed(d0);
        c.y_vel = FALL;
        catch(p);
        return;
    }
    // `loc_486B6`.
    c.x_vel = steer(c.pixel_x() as u16, c.x_vel, s);
    c.object_move();
    let (x, y) = (c.pixel_x(), c.pixel_y());
    let p = if s.second {
        match cx.world.sidekick.as_deref_mut() {
            Some(p) => p,
            None => {
                c.delete();
                return;
            }
        }
    } else {
        &mut *cx.world.player
    };
    p.x = (x << 8) | (p.x & 0xFF);
    p.y = (y << 8) | (p.y & 0xFF);
    if (y as u16) < BOTTOM {
        return;
    }
    super::hcz_miniboss::restore_player_control(p);
    if !s.second {
        // `Camera_stored_min_Y_pos` 0, `Make_LevelSizeObj`: the limits out to act 2's (`Change_Act2Sizes`).
        let (_, max_x, min_y, max_y) = super::hcz1_transition::ACT2_SIZES;
        let restore =
            super::hcz_cutscene_knuckles::CameraRestore { min_y, max_x, max_y: Some(max_y), ..Default::default() };
        let common = Common::new(super::id::SONIC3K, 0, x, y, false, false);
        cx.spawn_after(Obj { common, state: restore.into() });
    }
    c.delete();
}

impl ObjKind for DropControl {
    const READS_ON_SCREEN: bool = false;
    const MAY_MOVE_PLAYERS: bool = false;

    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run_control(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "HCZ1 drop control"
    }
}

impl ObjKind for DropWhirlpool {
    const READS_ON_SCREEN: bool = false;

    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run_whirlpool(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        if self.carrying { "pulling down" } else { "waiting" }
    }

    fn name(&self) -> &'static str {
        "HCZ1 drop whirlpool"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `sub_48784`: from $10 px left of the aim −$E00 (($100 − $20) × 16); right under it 0 × … = $1000
    /// (the sign of 0: positive); $80 px or more away, 0. `sub_4875A`: +$100 while left of it, −$100 right of it,
    /// doubled on the frame the side changes.
    #[test]
    fn the_aim_and_the_steering() {
        assert_eq!(aim_speed(-0x10), -0xE00);
        assert_eq!(aim_speed(0x10), 0xE00);
        assert_eq!(aim_speed(0), 0x1000);
        assert_eq!((aim_speed(0x80), aim_speed(-0x90)), (0, 0));
        let mut s = DropWhirlpool { aim_x: 0x100, left_of_aim: true, ..Default::default() };
        assert_eq!(steer(0xF0, -0xE00, &mut s), -0xD00);
        assert_eq!(steer(0x100, 0, &mut s), -0x200, "crossed: twice");
        assert!(!s.left_of_aim);
        assert_eq!(steer(0x110, -0x200, &mut s), -0x300);
    }
}
