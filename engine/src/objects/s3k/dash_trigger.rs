//! Marble Garden's dash trigger (skdisasm s3.asm `Obj_MGZDashTrigger`, `loc_249FA`, `sub_24B04`; its top
//! `byte_24B6C`): the spinning block a player revs a spindash against to work the level's machines.
//!
//! Each frame it is a sloped solid (`sub_1BAC4`: `SlopedSolid` for both players, $1B px either side, $10 high,
//! flat on its left half and sloping $1A px down to the right, mirrored when x-flipped; landing within
//! `width_pixels` $10 of its centre). A player touching it (a side or its top) with the spindash animation
//! (`anim` 9) starts it for 60 frames (`$30` = $3C) and sets its spin one way or the other (`$32`: −1 when he
//! faces the way the block is flipped, else +1). While it runs, `Level_trigger_array` at its subtype's low
//! nibble is 1 (0 again on its last frame), and every player standing on it is thrown at 7 px a frame away
//! from a point $10 px inside its near bottom corner (`sub_24B04`: `GetArcTan` of the point minus him, X and Y
//! Speed × −$700 / 256; in the air, no roll-jump, no push, no jump, no spindash); its drawing alternates
//! frames 0 and 4 and turns its child sprite one step every 2 frames. It unloads by its x
//! (`Sprite_OnScreen_Test`).

use crate::math::{calc_angle, cos, sin};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State};
use crate::objects::runtime::solid::{Contact, P1, P2, SolidBox, Who, sloped_solid_as, standing_as};
use crate::player::{Player, Pose};

/// `width_pixels` (and `height_pixels`).
pub const WIDTH: u8 = 0x10;
/// `sub_1BAC4`'s `d1`, `d2`.
pub const HALF_WIDTH: i16 = 0x1B;
pub const HALF_HEIGHT: i16 = 0x10;
/// `byte_24B6C`: the top's height every 2 px from the left edge.
pub const SLOPE: [u8; 28] = [
    0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0xF, 0xF, 0xE, 0xE, 0xD, 0xC, 0xA, 8, 6, 4, 0, 0xFC, 0xF8,
    0xF6, 0xF6, 0xF6, 0xF6, 0xF6, 0xF6,
];
/// `move.w #$3C,$30(a0)`: frames it runs once started.
pub const RUN_FRAMES: u16 = 0x3C;
/// `muls.w #-$700`: the throw's speed.
pub const THROW: i32 = -0x700;

/// The dash trigger's own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct DashTrigger {
    /// `$30`: frames left running.
    pub timer: u16,
    /// `$32`: the spin's step (1 or −1).
    pub spin: i8,
    /// `$1D`: the child sprite's frame (0–3).
    pub child_frame: u8,
    /// `anim_frame_timer`.
    pub anim_timer: i8,
}

/// `sub_1BADA` for one player: whether he touches a side or the top (`d6`'s $11 or $22 bits: pushed sideways,
/// landed, or standing on and staying).
fn touch(c: &mut Common, player: &mut Player, who: Who) -> bool {
    let was_standing = standing_as(c, player, who);
    let old_x = c.pixel_x() as i16;
    let b = SolidBox { half_width: HALF_WIDTH, half_height_air: HALF_HEIGHT, half_height_ground: HALF_HEIGHT, old_x };
    match sloped_solid_as(c, player, b, &SLOPE, who) {
        Contact::Side | Contact::Top => true,
        Contact::Bottom => false,
        Contact::None => was_standing && standing_as(c, player, who),
    }
}

/// `sub_24B04`: the standing player thrown away from the point $10 px in from its near bottom corner.
pub fn throw(c: &Common, player: &mut Player) {
    let corner = if c.x_flip { 0x10 } else { -0x10 };
    let dx = (c.pixel_x() + corner - player.pixel_x()) as i16;
    let dy = (c.pixel_y() + 0x10 - player.pixel_y()) as i16;
    let angle = calc_angle(dx, dy);
    player.x_speed = ((i32::from(cos(angle)) * THROW) >> 8) as i16;
    player.y_speed = ((i32::from(sin(angle)) * THROW) >> 8) as i16;
    player.air = true;
    player.roll_jump = false;
    player.pushing = false;
    player.jumping = false;
    player.clear_spindash_flag();
}

/// `cmpi.b #9,anim(a1)`: a player revving a spindash starts it.
fn start(c: &Common, s: &mut DashTrigger, p: &Player) {
    if p.pose == Pose::Spindash {
        s.timer = RUN_FRAMES;
        // `move.b status(a1),d0` / `add.b status(a0),d0` / `andi.b #1`: facing as the block is flipped: −1.
        s.spin = if p.facing_left == c.x_flip { -1 } else { 1 };
    }
}

pub fn run(c: &mut Common, s: &mut DashTrigger, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = WIDTH;
    }
    let rules = cx.world.env.profile.solid_rules;
    if touch(c, cx.world.player, P1.with(rules)) {
        start(c, s, cx.world.player);
    }
    if let Some(p2) = cx.world.sidekick.as_deref_mut()
        && touch(c, p2, P2.with(rules))
    {
        start(c, s, p2);
    }
    if s.timer != 0 {
        let flag = usize::from(c.subtype & 0xF);
        s.timer -= 1;
        if s.timer == 0 {
            cx.world.game.switches[flag] = 0;
            c.mapping_frame = 0;
        } else {
            cx.world.game.switches[flag] = 1;
            if standing_as(c, cx.world.player, P1) {
                throw(c, cx.world.player);
            }
            if let Some(p2) = cx.world.sidekick.as_deref_mut()
                && standing_as(c, p2, P2)
            {
                throw(c, p2);
            }
            s.anim_timer = s.anim_timer.wrapping_sub(1);
            if s.anim_timer < 0 {
                s.anim_timer = 1;
                s.child_frame = s.child_frame.wrapping_add(s.spin as u8) & 3;
            }
            c.mapping_frame = if c.mapping_frame != 0 { 0 } else { 4 };
        }
    }
    cx.mark_gone(c);
}

impl crate::objects::runtime::object::ObjKind for DashTrigger {
    /// Its routine `loc_249FA` (sonic3k.asm's `loc_25D9C`): $2xxxx in either game.
    const CODE_BANK: u8 = 2;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        if self.timer != 0 { "running" } else { "idle" }
    }

    fn name(&self) -> &'static str {
        "dash trigger"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::character::Character;

    /// s3.asm `sub_24B04`: a player standing left of the corner point's x ($10 px left of the centre, $10 below)
    /// and above it is thrown up and left at 7 px a frame; a player straight above it straight up.
    #[test]
    fn the_throw_is_7_px_a_frame_away_from_the_corner_point() {
        let c = Common::new(0xFB, 4, 0x950, 0xE04, false, false);
        let mut p = Player::standing(Character::Sonic, 0x940, 0xE14 - 0x100);
        throw(&c, &mut p);
        assert_eq!((p.x_speed, p.y_speed, p.air), (0, -0x700, true));
        let mut p = Player::standing(Character::Sonic, 0x940 - 0x40, 0xE14 - 0x40);
        throw(&c, &mut p);
        // 45 degrees up-left: cos = sin = $B5.
        assert_eq!((p.x_speed, p.y_speed), (-0x4F3, -0x4F3));
        let flipped = Common::new(0xFB, 4, 0x950, 0xE04, true, false);
        let mut p = Player::standing(Character::Sonic, 0x960, 0xE14 - 0x100);
        throw(&flipped, &mut p);
        assert_eq!((p.x_speed, p.y_speed), (0, -0x700));
    }
}
