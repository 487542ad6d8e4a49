//! Hydrocity's small fan (skdisasm s3.asm `Obj_HCZCGZFan`: `loc_2EFE0`, `loc_2F02C`, `sub_2F15C`; its block
//! `loc_2F22E`; its bubbles `loc_2F212`).
//!
//! Subtype `bsah nnnn`: the fan blows players up over a column `($n + 8) × 16` px tall above it (`$36`, plus
//! $30 below its top: `$38`), $18 px either side. Each frame a player (not hurt or dead) in that box is lifted
//! by the depth in it / 64 px (`sub_2F15C`: deeper than `$36` counts back, so the lift peaks at the column's
//! foot; oscillator 5's high byte, `Oscillating_table+$16`, rocks the box), is put in the air with Y Speed 0,
//! Ground Speed 1 and no jump (roll-jump, `jumping`, `double_jump_flag` cleared), tumbling (`flip_angle` 1,
//! walking animation; the engine shows the walking pose) — or, `s` set (a fan under water), floating
//! (animation $F) — under an object's control, only Ground Speed 1.
//! - `h` (bit 4): always on. Otherwise it blows for 181 frames and spins down for 121, from spinning down at
//!   the load (`$30` counts to −1: 120 then 180; the spin-down's animation slows by `$34` += $2A until $400).
//! - `a` (bit 5): off until `Level_trigger_array` is set (the level's switch 0: a destroyed Blastoid of
//!   subtype 0 sets it, [`super::blastoid`]), then always on.
//! - `s` (bit 6): every 4th frame (`Level_frame_counter & 3`) it lets a bubble go ($80 down from its x ± 8 by
//!   `Random_Number`, rising $800 a frame until at or above the surface).
//! - `b` (bit 7): the fan sits on a block: the placed object becomes the block ($1C px lower, solid
//!   (`SolidObjectFull`, $10 + $B by $10)), the fan is made in the next free slot after it (`h` set, `a`
//!   clear). A player $20 px or more below the block latches the fan (it spins down) and slides the block
//!   (and fan) out by 8 px a frame up to `(subtype & $30) × 2` (left when x-flipped); a player $30 px or more
//!   above lets the fan go again and slides it back.
//!
//! All unload by their placed x (`Sprite_OnScreen_Test2` with `$40`); the bubbles only at the surface.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State, set_pixel};
use crate::objects::runtime::solid::SolidBox;
use crate::objects::s3k::kinds::Sonic3k;
use crate::player::moves::Ability;
use crate::player::{Player, Pose, Routine};

/// What the object is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Role {
    /// The fan (`loc_2F02C`), or its first frame (`Obj_HCZCGZFan`).
    #[default]
    Fan,
    /// The block a bit-7 fan sits on (`loc_2F22E`).
    Block,
    /// A bubble it let go (`loc_2F212`).
    Bubble,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct HczFan {
    pub role: Role,
    /// `$40`: the placed x (the one it unloads by; the block and its fan slide from it).
    pub base_x: i16,
    /// The fan: `$30`, its on/off timer. The block: `$30`, how far it has slid.
    pub timer: i16,
    /// `$32`: spinning down (off).
    pub off: bool,
    /// `$34`: the spin-down's slowing.
    pub spin: u16,
    /// `$36`, `$38`: the column's height above the fan and its whole height.
    pub reach: u16,
    pub reach_end: u16,
    /// `$42`: latched off by its block.
    pub latched: bool,
    /// The block: `$3A`, how far it slides; `$3C`, its fan's slot.
    pub slide_max: i16,
    pub fan: Option<usize>,
}

/// `make` for the layout: a fan's first frame.
pub fn new_fan() -> HczFan {
    HczFan::default()
}

/// Subtype bits.
pub const ON_BLOCK: u8 = 0x80;
pub const UNDERWATER: u8 = 0x40;
pub const ON_TRIGGER: u8 = 0x20;
pub const ALWAYS_ON: u8 = 0x10;
/// `loc_2F02C`'s cycle: 2 s (120 frames) then 3 s (180).
pub const OFF_TIME: i16 = 2 * 60;
pub const ON_TIME: i16 = 3 * 60;
/// `addi.w #$2A,$34(a0)` up to $400.
pub const SPIN_STEP: u16 = 0x2A;
pub const SPIN_END: u16 = 0x400;
/// `Oscillating_table+$16`: oscillator 5's value high byte (`Oscillating_Data` offset $14).
pub const OSCILLATOR_BYTE: usize = 0x14;

/// `loc_2EFE0`: the column's heights from the subtype's low nibble.
pub fn reach(subtype: u8) -> (u16, u16) {
    let r = (u16::from(subtype & 0xF) + 8) << 4;
    (r, r + 0x30)
}

/// `sub_2F15C`'s lift: how far (pixels, up is negative) a player at `d1` = his y + oscillator + `reach` −
/// the fan's y (`0 ≤ d1 < reach_end`) moves.
pub fn lift(d1: u16, reach: u16) -> i16 {
    let mut d = d1;
    let (e, borrow) = d.overflowing_sub(reach);
    if !borrow {
        d = (!e).wrapping_add(!e);
        d = d.wrapping_add(reach);
    }
    (d.wrapping_neg() as i16) >> 6
}

/// `sub_2F15C` for one player.
fn push(player: &mut Player, fan: &Common, s: &HczFan, oscillator: u8) {
    if matches!(player.routine, Routine::Hurt | Routine::Dead | Routine::Gone) {
        return;
    }
    let dx = (player.pixel_x() as u16).wrapping_sub(fan.pixel_x() as u16).wrapping_add(0x18);
    if dx >= 0x30 {
        return;
    }
    let top = u16::from(oscillator).wrapping_add(player.pixel_y() as u16).wrapping_add(s.reach);
    let (d1, borrow) = top.overflowing_sub(fan.pixel_y() as u16);
    if borrow || d1 >= s.reach_end {
        return;
    }
    if player.object_control != 0 {
        player.ground_speed = 1;
        return;
    }
    player.y = player.y.wrapping_add(i32::from(lift(d1, s.reach)) << 8);
    player.air = true;
    player.roll_jump = false;
    player.y_speed = 0;
    player.ability = Ability::None;
    player.jumping = false;
    player.ground_speed = 1;
    // Under water floating (`anim` $F); else tumbling with the walking animation (`flip_angle` not modelled).
    player.pose = if fan.subtype & UNDERWATER != 0 { Pose::Float } else { Pose::Walk };
}

/// `loc_2F0BE`: the next of its 5 frames.
fn next_frame(c: &mut Common) {
    c.mapping_frame += 1;
    if c.mapping_frame >= 5 {
        c.mapping_frame = 0;
    }
}

fn run_fan(c: &mut Common, s: &mut HczFan, cx: &mut ObjCtx) {
    if c.routine == 0 {
        // `Obj_HCZCGZFan`.
        c.routine = 2;
        s.base_x = c.pixel_x() as i16;
        if c.subtype & ON_BLOCK != 0 {
            // The placed object becomes the block; the fan is made after it.
            let mut fan = Common::new(c.id, (c.subtype & !ON_TRIGGER) | ALWAYS_ON, 0, 0, c.x_flip, c.y_flip);
            fan.x = c.x;
            fan.y = c.y;
            fan.routine = 2;
            fan.width_pixels = 0x10;
            let (r, end) = reach(fan.subtype);
            let state = HczFan { base_x: s.base_x, reach: r, reach_end: end, ..HczFan::default() };
            let Some(slot) = cx.spawn_after(Obj { common: fan, state: State::Sonic3k(Sonic3k::HczFan(state)) }) else {
                // `locret_2F02A`: no slot, it tries again next frame.
                c.routine = 0;
                return;
            };
            c.y = c.y.wrapping_add(0x1C << 8);
            c.width_pixels = 0x10;
            s.role = Role::Block;
            s.fan = Some(slot);
            s.slide_max = i16::from(c.subtype & 0x30) * 2;
            return;
        }
        c.width_pixels = 0x10;
        (s.reach, s.reach_end) = reach(c.subtype);
        return;
    }
    // `loc_2F02C`.
    if c.subtype & ON_TRIGGER != 0 {
        // `Level_trigger_array` (the level's switches; a Blastoid sets its own).
        if cx.world.game.switches[0] == 0 {
            cx.mark_gone_at(c, i32::from(s.base_x));
            return;
        }
        c.subtype = (c.subtype & !ON_TRIGGER) | ALWAYS_ON;
    }
    let blowing = if s.latched {
        false
    } else if c.subtype & ALWAYS_ON != 0 {
        true
    } else {
        s.timer -= 1;
        if s.timer < 0 {
            s.spin = 0;
            s.timer = OFF_TIME;
            let was_off = s.off;
            s.off = !s.off;
            if was_off {
                s.timer = ON_TIME;
            }
        }
        !s.off
    };
    if blowing {
        let oscillator = cx.world.game.oscillation.byte(OSCILLATOR_BYTE);
        push(cx.world.player, c, s, oscillator);
        if let Some(p2) = cx.world.sidekick.as_deref_mut() {
            push(p2, c, s, oscillator);
        }
        // `subq.b` / `bpl`: a signed byte.
        c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
        if (c.anim_frame_duration as i8) < 0 {
            c.anim_frame_duration = 0;
            next_frame(c);
        }
        if c.subtype & UNDERWATER != 0 && cx.world.game.frame_counter & 3 == 0 {
            let mut bubble = Common::new(c.id, 0, 0, 0, false, false);
            bubble.x = c.x;
            bubble.y = c.y;
            bubble.routine = 2;
            bubble.width_pixels = 4;
            bubble.y_vel = -0x800;
            bubble.on_screen = true;
            let state = HczFan { role: Role::Bubble, ..HczFan::default() };
            if let Some(slot) = cx.spawn(Obj { common: bubble, state: State::Sonic3k(Sonic3k::HczFan(state)) }) {
                // `Random_Number` after the slot was found: x ± 8.
                let dx = (cx.world.game.random() as u16 & 0xF) as i16 - 8;
                if let Some(b) = cx.slots.get_mut(slot) {
                    b.common.x = b.common.x.wrapping_add(i32::from(dx) << 8);
                }
            }
        }
    } else {
        // `loc_2F080`: spinning down (`subq.b` / `bpl`: a signed byte, which keeps counting down once the
        // spin is over).
        c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
        if (c.anim_frame_duration as i8) < 0 && s.spin < SPIN_END {
            s.spin += SPIN_STEP;
            c.anim_frame_duration = (s.spin >> 8) as u8;
            next_frame(c);
        }
    }
    cx.mark_gone_at(c, i32::from(s.base_x));
}

/// The block's fan, if its slot still holds it.
fn fan_of<'a>(slot: Option<usize>, cx: &'a mut ObjCtx) -> Option<(&'a mut Common, &'a mut HczFan)> {
    let o = cx.slots.get_mut(slot?)?;
    match &mut o.state {
        State::Sonic3k(Sonic3k::HczFan(f)) if f.role == Role::Fan => Some((&mut o.common, f)),
        _ => None,
    }
}

/// `loc_2F22E`: the block.
fn run_block(c: &mut Common, s: &mut HczFan, cx: &mut ObjCtx) {
    let player_y = cx.world.player.pixel_y() as u16;
    let dy = player_y.wrapping_sub(c.pixel_y() as u16) as i16;
    if player_y >= c.pixel_y() as u16 {
        // Below: `cmpi.w #$20,d0` / `blt`.
        if dy >= 0x20 {
            if let Some((_, f)) = fan_of(s.fan, cx).filter(|(_, f)| !f.latched) {
                f.latched = true;
                f.spin = 0;
            }
            if s.timer != s.slide_max {
                s.timer += 8;
            }
        }
    } else if dy < -0x30 {
        if let Some((fc, f)) = fan_of(s.fan, cx).filter(|(_, f)| f.latched) {
            f.latched = false;
            fc.anim_frame_duration = 0;
        }
        if s.timer != 0 {
            s.timer -= 8;
        }
    }
    let offset = if c.x_flip { -s.timer } else { s.timer };
    let x = s.base_x.wrapping_add(offset);
    set_pixel(&mut c.x, x);
    if let Some((fc, _)) = fan_of(s.fan, cx) {
        set_pixel(&mut fc.x, x);
    }
    // `SolidObjectFull` with `d4` the x just set: a standing player is not carried.
    let b = SolidBox { half_width: 0x10 + 0xB, half_height_air: 0x10, half_height_ground: 0x11, old_x: x };
    cx.solid_object(c, b);
    cx.mark_gone_at(c, i32::from(s.base_x));
}

/// `loc_2F212`: a bubble.
fn run_bubble(c: &mut Common, cx: &mut ObjCtx) {
    if cx.world.env.water_level as u16 >= c.pixel_y() as u16 {
        c.delete();
        return;
    }
    c.object_move();
}

pub fn run(c: &mut Common, s: &mut HczFan, cx: &mut ObjCtx) {
    match s.role {
        Role::Fan => run_fan(c, s, cx),
        Role::Block => run_block(c, s, cx),
        Role::Bubble => run_bubble(c, cx),
    }
}

impl crate::objects::runtime::object::ObjKind for HczFan {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        match self.role {
            Role::Block => "block",
            Role::Bubble => "bubble",
            Role::Fan if self.latched || self.off => "off",
            Role::Fan => "blowing",
        }
    }

    fn name(&self) -> &'static str {
        "Hydrocity fan"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `loc_2EFE0`: subtype $19's column is ($9 + 8) × 16 = $110 above the fan, $140 in all.
    #[test]
    fn the_column_by_subtype() {
        assert_eq!(reach(0x19), (0x110, 0x140));
        assert_eq!(reach(0x86), (0xE0, 0x110));
    }

    /// `sub_2F15C` with `$36` = $110: at the column's top (d1 0) no lift; $40 into it 1 px up; at its foot
    /// ($10F) 5 px; 8 px past `$36` ($118) counts back: −($110 − 2·8 − 2) = −$FE, asr 6 → 4 px.
    #[test]
    fn the_lift_by_depth() {
        assert_eq!(lift(0, 0x110), 0);
        assert_eq!(lift(0x40, 0x110), -1);
        assert_eq!(lift(0x10F, 0x110), -5);
        assert_eq!(lift(0x118, 0x110), -4);
        assert_eq!(lift(0x110, 0x110), -5);
    }
}
