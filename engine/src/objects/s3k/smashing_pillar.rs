//! Marble Garden's smashing pillar (skdisasm s3.asm `Obj_MGZLBZSmashingPillar`, S3K id $52, in Marble Garden;
//! `loc_2817A`, `loc_281C6`, `loc_281DA`, `sub_228EC`): a pillar $20 either side and $28 high that drops from
//! where it is placed and climbs back, over and over.
//!
//! It falls with $80 gravity (`$34`, its drop in 16.16, grows by the speed it had; `y_vel` then + $80) until the
//! drop reaches subtype × 8 (`$38`), stops there (`$32` set), climbs 1 px a frame back to 0 and falls again.
//! Every frame it is `SolidObjectFull` (`width_pixels` + $B either side, `height_pixels` high, + 1 on the
//! ground): a player walking into its side stops against it (`s3k/mgz` frame $A29: CPU Tails walking left is
//! pushed out to x $94B, the right side of the one placed at ($920, $BD7), subtype $0A). A player it pushes out
//! below is hurt (`sub_228EC`: unless invincible, blinking or already hurt, his y steps back by his Y Speed and
//! `HurtCharacter`). It unloads by its x (`Sprite_OnScreen_Test`). (Lava Reef's smashing spikes, the same id
//! there with other sizes, are not run.)

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::game::GameState;
use crate::objects::runtime::object::{Common, State, set_pixel};
use crate::objects::runtime::slots::Allocate;
use crate::objects::runtime::solid::{self, Contact, P1, P2, SolidBox};
use crate::objects::runtime::touch::chk_hurt;
use crate::player::{Player, Routine};

/// Marble Garden's pillar: `width_pixels`, `height_pixels`.
pub const SIZE: (u8, u8) = (0x20, 0x28);
/// `addi.w #$80,y_vel(a0)`.
pub const GRAVITY: i16 = 0x80;

/// The pillar's own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SmashingPillar {
    /// `$30`: the y it was placed at.
    pub home_y: i16,
    /// `$34`: how far it has dropped (16.16).
    pub drop: i32,
    /// `$38`: how far it drops (subtype × 8).
    pub reach: u16,
    /// `$32`: climbing back.
    pub climbing: bool,
}

/// `loc_2817A` / `loc_281C6`: one frame of the drop and climb; returns the drop in pixels.
pub fn step(s: &mut SmashingPillar, y_vel: &mut i16) -> i16 {
    if !s.climbing {
        let v = *y_vel;
        *y_vel = y_vel.wrapping_add(GRAVITY);
        s.drop = s.drop.wrapping_add(i32::from(v) << 8);
        if (s.drop >> 16) as u16 >= s.reach {
            *y_vel = 0;
            s.drop = (i32::from(s.reach) << 16) | (s.drop & 0xFFFF);
            s.climbing = true;
        }
    } else if (s.drop >> 16) as u16 != 0 {
        s.drop = s.drop.wrapping_sub(1 << 16);
    } else {
        s.climbing = false;
    }
    (s.drop >> 16) as i16
}

pub fn run(c: &mut Common, s: &mut SmashingPillar, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        (c.width_pixels, c.y_radius) = SIZE;
        s.home_y = c.pixel_y() as i16;
        s.reach = u16::from(c.subtype) << 3;
    }
    let drop = step(s, &mut c.y_vel);
    set_pixel(&mut c.y, s.home_y.wrapping_add(drop));
    let h = i16::from(SIZE.1);
    let b = SolidBox {
        half_width: i16::from(SIZE.0) + 0xB,
        half_height_air: h,
        half_height_ground: h + 1,
        old_x: c.pixel_x() as i16,
    };
    let rules = cx.world.env.profile.solid_rules;
    let contact = solid::solid_object_as(c, cx.world.player, b, P1.with(rules));
    let contact2 = cx.sidekick_on_screen().map(|p2| solid::solid_object_as(c, p2, b, P2.with(rules)));
    let x = c.pixel_x();
    let w = &mut *cx.world;
    if contact == Contact::Bottom {
        crush(w.player, &mut cx.slots, w.game, x);
    }
    if contact2 == Some(Contact::Bottom)
        && let Some(p2) = w.sidekick.as_deref_mut()
    {
        crush(p2, &mut cx.slots, w.game, x);
    }
    cx.mark_gone_at(c, x);
}

/// `sub_228EC`: unless invincible, blinking or already hurt (routine 4 on), the player's y steps back by his Y
/// Speed and he is hurt (`HurtCharacter`, as [`chk_hurt`] does it).
pub(crate) fn crush(p: &mut Player, slots: &mut impl Allocate, game: &mut GameState, x: i32) {
    if p.invincibility > 0 || p.invulnerable != 0 || p.routine != Routine::Normal {
        return;
    }
    // `move.l y_pos(a1),d3` less the Y Speed `asl.l #8`: in 16.16, so his Y Speed in our 8-bit subpixels.
    p.y = p.y.wrapping_sub(i32::from(p.y_speed));
    chk_hurt(p, slots, game, x, super::s3k_id::SMASHING_PILLAR);
}

impl crate::objects::runtime::object::ObjKind for SmashingPillar {
    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        if self.climbing { "climbing" } else { "falling" }
    }

    fn name(&self) -> &'static str {
        "smashing pillar"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `loc_2817A`: subtype $0A drops $50 px — speeds 0, $80, $100, … added before each + $80 —, stops
    /// there — after n frames it has dropped n(n − 1) / 4 px, $50 first at the 19th, when its speed is cleared
    /// — and climbs 1 px a frame back.
    #[test]
    fn drops_subtype_times_8_then_climbs_a_pixel_a_frame() {
        let mut s = SmashingPillar { reach: 0x0A << 3, ..Default::default() };
        let mut v = 0;
        let drops: Vec<i16> = (0..6).map(|_| step(&mut s, &mut v)).collect();
        // Drops in 16.16: 0, $80 << 8, $180 << 8, $300 << 8, $500 << 8, $780 << 8.
        assert_eq!(drops, [0, 0, 1, 3, 5, 7]);
        let mut frames = 6;
        while !s.climbing {
            step(&mut s, &mut v);
            frames += 1;
        }
        assert_eq!(((s.drop >> 16), v, frames), (0x50, 0, 19));
        assert_eq!(step(&mut s, &mut v), 0x4F);
    }

    /// s3.asm `sub_228EC`: the 16.16 `y_pos` less the Y Speed shifted left 8 — Y Speed subpixels, not pixels.
    /// Sonic rising at −$355 from ($100, $200) steps back to $203 sub $55, hurt.
    #[test]
    fn the_hurt_steps_back_by_the_y_speed_in_subpixels() {
        use crate::Character;
        use crate::objects::runtime::slots::Slots;
        let mut p = Player::standing(Character::Sonic, 0x100, 0x200);
        (p.air, p.y_speed) = (true, -0x355);
        let mut game = GameState::new();
        game.rings = 5;
        crush(&mut p, &mut Slots::default(), &mut game, 0x120);
        assert_eq!((p.y, p.routine), ((0x200 << 8) + 0x355, Routine::Hurt));
    }
}
