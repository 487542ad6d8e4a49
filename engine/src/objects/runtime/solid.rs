//! Solid objects and platforms (SPG "Solid Objects"; s2disasm `SolidObject`, `SolidObject_Always`,
//! `SlopedSolid`, `PlatformObject`, `SlopedPlatform`, `MvSonicOnPtfm`, `RideObject_SetRide`). The object
//! passes its half width (d1, usually `width_pixels` + 11: the player's Push Radius + 1), its half height when
//! the player jumps (d2) and walks (d3), and its x before it moved this frame (d4, to carry a standing player).
//!
//! Positions are compared in whole pixels, as the games compare the position words; a standing player's
//! subpixels are kept when the object moves him.

use crate::math::{px, set_px};
use crate::objects::runtime::object::{Common, P2_PUSHING, P2_STANDING, PUSHING, STANDING};
use crate::player::{Player, Pose, Routine};
use crate::profile::SolidRules;

/// What a solid object did to the player this frame (the `d4` result).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Contact {
    #[default]
    None,
    /// Pushed out sideways (`d4 = 1`).
    Side,
    /// Landed on top (`d4 = −1`).
    Top,
    /// Pushed out below or crushed (`d4 = −2`).
    Bottom,
}

/// A solid box's half sizes (d1, d2, d3) and the object's x before it moved this frame (d4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SolidBox {
    pub half_width: i16,
    pub half_height_air: i16,
    pub half_height_ground: i16,
    pub old_x: i16,
}

/// Which player a solid routine works on: his standing and pushing bits in the object's status (s2disasm
/// `d6` = `p1_standing_bit` 3 or `p2_standing_bit` 4; the pushing bits 5 and 6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Who {
    pub standing: u8,
    pub pushing: u8,
    /// The game's box and push from below ([`SolidRules`]).
    pub rules: SolidRules,
}

impl Who {
    /// The same player under a profile's solid rules.
    pub const fn with(self, rules: SolidRules) -> Who {
        Who { rules, ..self }
    }
}

/// Player 1 (`MainCharacter`).
pub const P1: Who = Who { standing: STANDING, pushing: PUSHING, rules: SolidRules::Sonic2 };
/// Player 2 (`Sidekick`).
pub const P2: Who = Who { standing: P2_STANDING, pushing: P2_PUSHING, rules: SolidRules::Sonic2 };

/// [`standing_as`] for player 1.
pub fn standing(c: &mut Common, player: &Player) -> bool {
    standing_as(c, player, P1)
}
/// [`solid_object_as`] for player 1.
pub fn solid_object(c: &mut Common, player: &mut Player, b: SolidBox) -> Contact {
    solid_object_as(c, player, b, P1)
}
/// [`solid_object_always_as`] for player 1.
pub fn solid_object_always(c: &mut Common, player: &mut Player, b: SolidBox) -> Contact {
    solid_object_always_as(c, player, b, P1)
}
/// [`sloped_solid_as`] for player 1.
pub fn sloped_solid(c: &mut Common, player: &mut Player, b: SolidBox, slope: &[u8]) -> Contact {
    sloped_solid_as(c, player, b, slope, P1)
}
/// [`platform_object_as`] for player 1.
pub fn platform_object(c: &mut Common, player: &mut Player, d1: i16, d3: i16, old_x: i16) -> Contact {
    platform_object_as(c, player, d1, d3, old_x, P1)
}
/// [`sloped_platform_as`] for player 1.
pub fn sloped_platform(c: &mut Common, player: &mut Player, d1: i16, old_x: i16, slope: &[u8]) -> Contact {
    sloped_platform_as(c, player, d1, old_x, slope, P1)
}
/// [`platform_chk_y_range_as`] for player 1.
pub fn platform_chk_y_range(c: &mut Common, player: &mut Player, top: i16) -> Contact {
    platform_chk_y_range_as(c, player, top, P1)
}
/// [`leave_as`] for player 1.
pub fn leave(c: &mut Common, player: &mut Player) {
    leave_as(c, player, P1)
}
/// [`ride_as`] for player 1.
pub fn ride(c: &mut Common, player: &mut Player) {
    ride_as(c, player, P1)
}

/// `SolidObject`: solid on every side while on screen.
/// Whether the player stands on this object: its standing bit, which `RideObject_SetRide` clears when the
/// player lands on another object (here: when the player's `interact` no longer names this one).
pub fn standing_as(c: &mut Common, player: &Player, who: Who) -> bool {
    if c.status & who.standing != 0 && player.interact != c.slot {
        c.status &= !who.standing;
    }
    c.status & who.standing != 0
}

pub fn solid_object_as(c: &mut Common, player: &mut Player, b: SolidBox, who: Who) -> Contact {
    c.solid_box = Some(b);
    if standing_as(c, player, who) {
        return keep_standing(c, player, b, Carry::Flat, who);
    }
    if !c.on_screen {
        return test_clear_push(c, player, who);
    }
    solid_cont(c, player, b, who)
}

/// `SolidObject_Always`: the same, also off screen.
pub fn solid_object_always_as(c: &mut Common, player: &mut Player, b: SolidBox, who: Who) -> Contact {
    c.solid_box = Some(b);
    if standing_as(c, player, who) {
        return keep_standing(c, player, b, Carry::Flat, who);
    }
    solid_cont(c, player, b, who)
}

/// `SlopedSolid`: a solid whose top follows `slope` (one height per 2 px, from the left edge; mirrored when the
/// object is flipped), like the diagonal springs.
pub fn sloped_solid_as(c: &mut Common, player: &mut Player, b: SolidBox, slope: &[u8], who: Who) -> Contact {
    c.solid_box = Some(b);
    if standing_as(c, player, who) {
        return keep_standing(c, player, b, Carry::Slope(slope), who);
    }
    let d1 = b.half_width;
    let d0 = px(player.x).wrapping_sub(px(c.x)).wrapping_add(d1);
    if d0 < 0 || d0 > 2 * d1 {
        return test_clear_push(c, player, who);
    }
    let mut d5 = d0;
    if c.x_flip {
        d5 = !d5 + 2 * d1;
    }
    let index = ((d5 as u16) >> 1) as usize;
    let first = slope.first().copied().unwrap_or(0);
    let h = i16::from(slope.get(index).copied().unwrap_or(first).wrapping_sub(first) as i8);
    let top = px(c.y).wrapping_sub(h);
    // `SlopedSolid_cont` (S3K `loc_1BC84`): the box is d2 + `y_radius` either side of the top, its distance not
    // masked, in both games (S3K's `SolidObject_cont` box, [`SolidRules::Sonic3`], is not used here).
    let d2 = b.half_height_air.wrapping_add(i16::from(player.height_radius));
    let d3 = px(player.y).wrapping_sub(top).wrapping_add(4).wrapping_add(d2);
    let d4 = 2 * d2;
    if d3 < 0 || d3 >= d4 {
        return test_clear_push(c, player, who);
    }
    chk_bounds(c, player, d0, d1, d2, d3, d4, who)
}

/// Sonic 1's `SolidObject2F` (s1disasm `_incObj/sub SolidObject.asm`; Marble's grassy platforms): the entry
/// test of `SolidObject` against a top that follows `slope` (one height per 2 px from the left edge, mirrored when
/// flipped, taken unsigned above the first), only while drawn on screen; the caller carries a standing player
/// (`ExitPlatform`, `SlopeObject2`).
pub fn solid_object_2f(c: &mut Common, player: &mut Player, b: SolidBox, slope: &[u8]) -> Contact {
    c.solid_box = Some(b);
    if !c.on_screen {
        return test_clear_push(c, player, P1);
    }
    let d1 = b.half_width;
    let d0 = px(player.x).wrapping_sub(px(c.x)).wrapping_add(d1);
    if d0 < 0 || (d0 as u16) > (2 * d1) as u16 {
        return test_clear_push(c, player, P1);
    }
    let mut d5 = d0;
    if c.x_flip {
        d5 = (!d5).wrapping_add(2 * d1);
    }
    let first = slope.first().copied().unwrap_or(0);
    let h = slope.get(usize::from((d5 as u16) >> 1)).copied().unwrap_or(first).wrapping_sub(first);
    box_test(c, player, d0, d1, b.half_height_air, px(c.y).wrapping_sub(i16::from(h)), P1)
}

enum Carry<'a> {
    Flat,
    Slope(&'a [u8]),
}

/// Sonic 1's `SolidObject` (s1disasm `_incObj/sub SolidObject.asm`): Sonic 2's, but a player who walks off
/// the top is only let go (`.leave`: his and the object's standing bits cleared, his in-air bit not set). He
/// is then neither on the object nor in the air: his next frame runs on the ground, and `Sonic_AnglePos`
/// finding no floor puts him in the air.
pub fn solid_object_s1(c: &mut Common, player: &mut Player, b: SolidBox) -> Contact {
    solid_s1(c, player, b, true)
}

/// Sonic 1's `SolidObject71` (the invisible barriers): [`solid_object_s1`] without the on-screen test (the
/// barrier, never drawn, makes its own: `ChkObjectVisible`).
pub fn solid_object_71(c: &mut Common, player: &mut Player, b: SolidBox) -> Contact {
    solid_s1(c, player, b, false)
}

fn solid_s1(c: &mut Common, player: &mut Player, b: SolidBox, on_screen_test: bool) -> Contact {
    c.solid_box = Some(b);
    if standing_as(c, player, P1) {
        if !stays_on(c, player, b.half_width) {
            player.on_object = false;
            c.status &= !P1.standing;
            return Contact::None;
        }
        move_on_platform(c, player, b.half_height_ground, b.old_x);
        return Contact::None;
    }
    if on_screen_test && !c.on_screen {
        return test_clear_push(c, player, P1);
    }
    solid_cont(c, player, b, P1)
}

/// Whether a standing player stays on an object of half width `d1`: on the ground and within its width.
fn stays_on(c: &Common, player: &Player, d1: i16) -> bool {
    let d0 = px(player.x).wrapping_sub(px(c.x)).wrapping_add(d1);
    !(player.air || d0 < 0 || d0 >= 2 * d1)
}

/// The standing path shared by every routine: a player still on the ground within the object's width is
/// carried (`MvSonicOnPtfm` / `MvSonicOnSlope`); otherwise he leaves it, in the air.
fn keep_standing(c: &mut Common, player: &mut Player, b: SolidBox, carry: Carry, who: Who) -> Contact {
    let d1 = b.half_width;
    if !stays_on(c, player, d1) {
        leave_as(c, player, who);
        return Contact::None;
    }
    match carry {
        Carry::Flat => move_on_platform(c, player, b.half_height_ground, b.old_x),
        Carry::Slope(slope) => move_on_slope(c, player, d1, b.old_x, slope),
    }
    Contact::None
}

/// The player walks or jumps off: no longer on the object, in the air.
pub fn leave_as(c: &mut Common, player: &mut Player, who: Who) {
    player.on_object = false;
    player.air = true;
    c.status &= !who.standing;
}

/// `MvSonicOnPtfm`: the player stands `height` px above the object's centre and moves with it.
pub fn move_on_platform(c: &Common, player: &mut Player, height: i16, old_x: i16) {
    if player.object_control & 0x80 != 0 || player.routine as u8 >= Routine::Dead as u8 {
        return;
    }
    let y = px(c.y).wrapping_sub(height).wrapping_sub(i16::from(player.height_radius));
    set_px(&mut player.y, y);
    let moved = old_x.wrapping_sub(px(c.x));
    let v = px(player.x).wrapping_sub(moved);
    set_px(&mut player.x, v);
}

/// `MvSonicOnSlope`: the same on a sloped top.
fn move_on_slope(c: &Common, player: &mut Player, d1: i16, old_x: i16, slope: &[u8]) {
    if !player.on_object {
        return;
    }
    let mut d0 = (px(player.x).wrapping_sub(px(c.x)).wrapping_add(d1) as u16) >> 1;
    if c.x_flip {
        d0 = (!d0).wrapping_add(d1 as u16);
    }
    let h = i16::from(slope.get(d0 as usize).copied().unwrap_or(0) as i8);
    let y = px(c.y).wrapping_sub(h).wrapping_sub(i16::from(player.height_radius));
    set_px(&mut player.y, y);
    let moved = old_x.wrapping_sub(px(c.x));
    let v = px(player.x).wrapping_sub(moved);
    set_px(&mut player.x, v);
}

/// `SolidObject_cont`: the box test against the player's centre.
fn solid_cont(c: &mut Common, player: &mut Player, b: SolidBox, who: Who) -> Contact {
    let d1 = b.half_width;
    let d0 = px(player.x).wrapping_sub(px(c.x)).wrapping_add(d1);
    if d0 < 0 || (d0 as u16) > (2 * d1) as u16 {
        return test_clear_push(c, player, who);
    }
    box_test(c, player, d0, d1, b.half_height_air, px(c.y), who)
}

/// The vertical half of the box test, then `SolidObject_ChkBounds` onwards.
fn box_test(c: &mut Common, player: &mut Player, d0: i16, d1: i16, half_height: i16, top_y: i16, who: Who) -> Contact {
    let d2 = half_height.wrapping_add(i16::from(player.height_radius));
    let mut d3 = px(player.y).wrapping_sub(top_y).wrapping_add(4).wrapping_add(d2);
    if d3 < 0 {
        return test_clear_push(c, player, who);
    }
    let d4 = match who.rules {
        SolidRules::Sonic2 => {
            d3 &= 0x7FF;
            2 * d2
        }
        SolidRules::Sonic3 => {
            // `move.b default_y_radius(a1),d4` … `add.w d2,d4`; `andi.w #$FFF,d3`.
            d3 &= 0xFFF;
            let (_, standing) = player.character.standing_radii();
            d2 + half_height + i16::from(standing)
        }
    };
    if d3 >= d4 {
        return test_clear_push(c, player, who);
    }
    chk_bounds(c, player, d0, d1, d2, d3, d4, who)
}

/// `SolidObject_ChkBounds`: decides between a side and a top/bottom collision from the distances to the
/// nearest edges.
#[allow(clippy::too_many_arguments)] // the routine's registers d0–d4 and d6 (`who`)
fn chk_bounds(c: &mut Common, player: &mut Player, d0: i16, d1: i16, d2: i16, d3: i16, d4: i16, who: Who) -> Contact {
    if player.object_control & 0x80 != 0 {
        return test_clear_push(c, player, who);
    }
    if player.routine as u8 >= Routine::Dead as u8 {
        return Contact::None;
    }
    // d0: distance to the nearest side edge (negative on the right half), d5 its absolute value.
    let (d0, d5) = if (d1 as u16) >= (d0 as u16) {
        (d0, d0)
    } else {
        let d = d0 - 2 * d1;
        (d, -d)
    };
    // d3: distance to the nearest top/bottom edge (negative below), d1 its absolute value.
    let (d3, abs_y) = if (d2 as u16) >= (d3 as u16) {
        (d3, d3)
    } else {
        let d = d3 - 4 - d4;
        (d, -d)
    };
    if (d5 as u16) > (abs_y as u16) {
        top_bottom(c, player, d0, d3, who)
    } else {
        left_right(c, player, d0, abs_y, who)
    }
}

/// `SolidObject_LeftRight`.
fn left_right(c: &mut Common, player: &mut Player, d0: i16, abs_y: i16, who: Who) -> Contact {
    if (abs_y as u16) <= 4 {
        return side_air(c, player, who);
    }
    let stop = if d0 == 0 {
        false
    } else if d0 < 0 {
        // Inside the right half: stopped unless moving right.
        player.x_speed < 0
    } else {
        // Inside the left half: stopped unless moving left.
        player.x_speed >= 0
    };
    if stop {
        player.ground_speed = 0;
        player.x_speed = 0;
        // S3K `loc_1BDE2`: tells Marble Garden's spinning top its rider hit a side.
        if player.status_tertiary & 0x80 != 0 {
            player.status_tertiary |= 0x40;
        }
    }
    let v = px(player.x).wrapping_sub(d0);
    set_px(&mut player.x, v);
    if player.air {
        return side_air(c, player, who);
    }
    c.status |= who.pushing;
    player.pushing = true;
    Contact::Side
}

/// `SolidObject_SideAir`.
fn side_air(c: &mut Common, player: &mut Player, who: Who) -> Contact {
    not_pushing(c, player, who);
    Contact::Side
}

/// `SolidObject_TestClearPush`: out of the box; a player who was pushing it stops pushing (and restarts his
/// walking animation unless rolling).
fn test_clear_push(c: &mut Common, player: &mut Player, who: Who) -> Contact {
    if c.status & who.pushing != 0 {
        if player.pose != Pose::Roll {
            player.pose = Pose::Walk;
            player.animation = Default::default();
        }
        not_pushing(c, player, who);
    }
    Contact::None
}

fn not_pushing(c: &mut Common, player: &mut Player, who: Who) {
    c.status &= !who.pushing;
    player.pushing = false;
}

/// `SolidObject_TopBottom`.
fn top_bottom(c: &mut Common, player: &mut Player, d0: i16, d3: i16, who: Who) -> Contact {
    if d3 >= 0 {
        if (d3 as u16) < 0x10 {
            return landed(c, player, d3, who);
        }
        return test_clear_push(c, player, who);
    }
    // Below the object.
    if who.rules == SolidRules::Sonic3 && player.air {
        // `loc_1BE7A`: `move.w #0,ground_vel(a1)`, then pushed down whatever his Y Speed.
        player.ground_speed = 0;
        let v = px(player.y).wrapping_sub(d3);
        set_px(&mut player.y, v);
        player.y_speed = 0;
        // `loc_1BE8A`: tells Marble Garden's spinning top its rider hit a bottom.
        if player.status_tertiary & 0x80 != 0 {
            player.status_tertiary |= 0x20;
        }
        return Contact::Bottom;
    }
    if player.y_speed == 0 {
        // SolidObject_Squash: crushed when standing still under it, unless near a side.
        if player.air {
            return Contact::Bottom;
        }
        if d0.unsigned_abs() < 0x10 {
            return left_right(c, player, d0, d3.wrapping_neg(), who);
        }
        player.kill();
        return Contact::Bottom;
    }
    if player.y_speed < 0 {
        let v = px(player.y).wrapping_sub(d3);
        set_px(&mut player.y, v);
        player.y_speed = 0;
    }
    Contact::Bottom
}

/// `SolidObject_Landed`.
fn landed(c: &mut Common, player: &mut Player, d3: i16, who: Who) -> Contact {
    let d3 = d3 - 4;
    let w = i16::from(c.width_pixels);
    let d1 = w.wrapping_add(px(player.x)).wrapping_sub(px(c.x));
    if d1 < 0 || d1 >= 2 * w {
        return Contact::None;
    }
    if player.y_speed < 0 {
        return Contact::None;
    }
    let v = px(player.y).wrapping_sub(d3).wrapping_sub(1);
    set_px(&mut player.y, v);
    ride_as(c, player, who);
    Contact::Top
}

/// `RideObject_SetRide`: the player now stands on this object (leaving any other one), angle 0, Y Speed 0,
/// Ground Speed from X Speed; landing from the air resets him as landing on the floor does.
pub fn ride_as(c: &mut Common, player: &mut Player, who: Who) {
    // The object the player stood on before loses him: its standing bit counts only while the player's
    // `interact` names it (see `standing`).
    player.interact = c.slot;
    player.angle = 0;
    player.y_speed = 0;
    player.ground_speed = player.x_speed;
    if player.air {
        // Sonic 3's `RideObject_SetRide` lands him through `Player_TouchFloor`.
        if who.rules == SolidRules::Sonic3 {
            player.uncurl_by_radius();
        }
        player.reset_on_floor_part2();
    }
    player.on_object = true;
    player.air = false;
    c.status |= who.standing;
}

/// `PlatformObject`: solid from the top only (jump-through platforms), `d1` half width, `d3` half height.
pub fn platform_object_as(c: &mut Common, player: &mut Player, d1: i16, d3: i16, old_x: i16, who: Who) -> Contact {
    c.solid_box = Some(SolidBox { half_width: d1, half_height_air: d3, half_height_ground: d3, old_x });
    if standing_as(c, player, who) {
        let b = SolidBox { half_width: d1, half_height_air: d3, half_height_ground: d3, old_x };
        return keep_standing(c, player, b, Carry::Flat, who);
    }
    if player.y_speed < 0 {
        return Contact::None;
    }
    let d0 = px(player.x).wrapping_sub(px(c.x)).wrapping_add(d1);
    if d0 < 0 || d0 as u16 >= (2 * d1) as u16 {
        return Contact::None;
    }
    platform_chk_y_range_as(c, player, px(c.y).wrapping_sub(d3), who)
}

/// `SlopedPlatform`: a platform whose top follows `slope` (heights per 2 px).
pub fn sloped_platform_as(c: &mut Common, player: &mut Player, d1: i16, old_x: i16, slope: &[u8], who: Who) -> Contact {
    c.solid_box = Some(SolidBox { half_width: d1, half_height_air: 0, half_height_ground: 0, old_x });
    if standing_as(c, player, who) {
        let b = SolidBox { half_width: d1, half_height_air: 0, half_height_ground: 0, old_x };
        return keep_standing(c, player, b, Carry::Slope(slope), who);
    }
    if player.y_speed < 0 {
        return Contact::None;
    }
    let mut d0 = px(player.x).wrapping_sub(px(c.x)).wrapping_add(d1);
    if d0 < 0 || d0 as u16 >= (2 * d1) as u16 {
        return Contact::None;
    }
    if c.x_flip {
        d0 = (!d0).wrapping_add(2 * d1);
    }
    let h = i16::from(slope.get(((d0 as u16) >> 1) as usize).copied().unwrap_or(0) as i8);
    platform_chk_y_range_as(c, player, px(c.y).wrapping_sub(h), who)
}

/// `PlatformObject_ChkYRange`: lands the player if his feet + 4 are 1 to 16 px past the surface `top`.
pub fn platform_chk_y_range_as(c: &mut Common, player: &mut Player, top: i16, who: Who) -> Contact {
    let feet = px(player.y).wrapping_add(i16::from(player.height_radius)).wrapping_add(4);
    let d0 = top.wrapping_sub(feet);
    // Lands only when the feet (+ 4) are 1 to 16 px below the surface (`bhi` / `blo`).
    if !(-0x10..0).contains(&d0) {
        return Contact::None;
    }
    if player.object_control & 0x80 != 0 || player.routine as u8 >= Routine::Dead as u8 {
        return Contact::None;
    }
    let v = px(player.y).wrapping_add(d0).wrapping_add(3);
    set_px(&mut player.y, v);
    ride_as(c, player, who);
    Contact::Top
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Character;

    /// OpenGGF's `s3k/aiz1_to_hcz_fullrun` at frame $764: Sonic rising rolling (y $3AE, Y Speed −$51 after his
    /// move) under an up spring at ($1948, $398) (`Obj_Spring_Up`: d1 $1B, d2 8) is 22 px below it — out of
    /// Sonic 2's box (2 × (8 + 14)) but inside Sonic 3's (8 + 14 + 8 + 19): pushed down 5 px to $3B3, his Y Speed
    /// and Ground Speed zeroed.
    #[test]
    fn s3k_boxes_reach_the_standing_radius_below() {
        let rolling = || {
            let mut p = Player::standing(Character::Sonic, 0x194D, 0x3AE);
            (p.air, p.rolling, p.width_radius, p.height_radius) = (true, true, 7, 14);
            (p.x_speed, p.y_speed, p.ground_speed) = (0x3DA, -0x51, 0x813);
            p
        };
        let spring = || Common { x: 0x1948 << 8, y: 0x398 << 8, width_pixels: 0x10, ..Common::default() };
        let b = SolidBox { half_width: 0x1B, half_height_air: 8, half_height_ground: 0x10, old_x: 0x1948 };

        let mut p = rolling();
        let contact = solid_object_always_as(&mut spring(), &mut p, b, P1.with(SolidRules::Sonic3));
        assert_eq!(contact, Contact::Bottom);
        assert_eq!((p.pixel_y(), p.y_speed, p.ground_speed, p.x_speed), (0x3B3, 0, 0, 0x3DA));

        let mut p = rolling();
        assert_eq!(solid_object_always_as(&mut spring(), &mut p, b, P1), Contact::None);
        assert_eq!(p.pixel_y(), 0x3AE);
    }
}
