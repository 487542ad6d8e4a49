//! Marble Garden's spinning top (skdisasm s3.asm `Obj_MGZTopPlatform`, S3K id $5B: its frame `loc_341EC`, the
//! riders `sub_34484` and `sub_34794`, its ground move `loc_342B6` with `sub_34354` and `sub_34406`, its fall
//! with `sub_347FC`, the rider's controls `sub_34A96`/`sub_34AEE`/`sub_34B76`, the release `sub_3472C` and its
//! flight off `loc_3432A`).
//!
//! A top $18 px either side (`width_pixels`), solid on every side (`SolidObjectFull_1P`, $23 either side, $C
//! high, $D on it). A player standing on it (routine 2 of his byte `$40`/`$42`) who comes within $10 px of its
//! centre (from the side he landed on) is taken on: his x its x, Height Radius his standing one + $18, held
//! (`object_control` bit 0, `status_tertiary` $80), in the air (routine 4). Riding, player 1 runs on it
//! (`sub_34A96`: Ground Speed ±$C a frame up to $600, $80 turning, $C friction; X Speed his Ground Speed, Y
//! Speed 0; `MoveSprite2`) and the top follows him: each pixel he is off its centre adds 4 to its X Speed (up to
//! ±$200) and, moving his way, Y Speed −8 then + X Speed / 16 (while above −$100): it leaves the ground and
//! flies. The player takes its speeds (the frame before's) and is put back on it after it moved (`sub_34794`:
//! x its x, y its y − $C − his standing Height Radius). A jump press lets go (Y Speed −$680, curled); player 1
//! letting go or hurt sends the top off (`sub_3472C`, `loc_3432A`: `MoveSprite`, at x $7F00 once off screen).
//!
//! Flying it falls at 8 a frame up to $200 with its own terrain collision (`sub_347FC`: by the quarter of its
//! speeds, walls $18 px either side at y ± $C, floor and ceiling $A px either side at y ± $1F, its y $13 higher);
//! landing at $40 or more across it spins on at ±$800 (±$C00 from $100; `$34`). On the ground it runs along its
//! angle (`loc_342B6`: speeds from Ground Speed and the angle, `sub_34354` its wall ahead, `sub_34406` the floor
//! within $E px below (angle kept within ±$1E) or it falls).
//!
//! Not run yet: the rails of acts 1 and 2 (`sub_34BF8`, `sub_34DFA`: far from the recordings so far), the
//! launcher (`Obj_MGZTopLauncher`), the spring animation's hand-over (`anim` $10), `Player_LevelBound` during the
//! ride and the skid's dust.

use crate::character::Character;
use crate::math::{calc_angle_quadrant, cos, px, set_px, sin};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, FIRST_DYNAMIC_SLOT, PUSHING, State};
use crate::objects::runtime::solid::{self, P1, P2, SolidBox, Who};
use crate::objects::s3k::kinds::Sonic3k;
use crate::player::{Player, Pose, Routine};
use crate::sensor::{Direction, SolidBit, scan};
use crate::terrain::Terrain;
use formats::Layer;
use formats::inputs::Buttons;

/// `width_pixels`, `height_pixels`.
pub const SIZE: (u8, u8) = (0x18, 0xC);
/// A rider's routine (`$40`/`$42`): none, standing on it, riding it, let go (`loc_34498` clears it).
pub const STANDING: u8 = 2;
pub const RIDING: u8 = 4;
pub const LET_GO: u8 = 6;
/// `sub_34A96`: top speed, acceleration (and friction), turning.
pub const TOP: i16 = 0x600;
pub const ACCEL: i16 = 0xC;
pub const TURN: i16 = 0x80;
/// The jump off (`loc_34554`).
pub const JUMP: i16 = -0x680;

/// The top's own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct MgzTopPlatform {
    /// `$40`, `$42`: each player's routine with it.
    pub riders: [u8; 2],
    /// `1(a4)`: he landed right of its centre (the grab's reach counts from $F px further right).
    pub from_right: [bool; 2],
    pub ground_vel: i16,
    pub angle: u8,
    /// `status` bit 1: flying.
    pub in_air: bool,
    /// `$2D`: a rider stands on something else and holds it up (`sub_34794`).
    pub held_up: bool,
    /// `$34`: spinning on by itself after a landing.
    pub spinning: bool,
    /// `$24`: its turn (the mapping frame is bit 3).
    pub spin: u16,
    /// `loc_3432A`: sent off.
    pub flying_off: bool,
    /// `top_solid_bit`/`lrb_solid_bit` (its rider's).
    pub layer: Layer,
    /// `Primary_Angle`, `Secondary_Angle` as its scans leave them.
    pub angles: (u8, u8),
    /// Each player's logical buttons the frame before (the presses of `Ctrl_n_logical`).
    pub buttons_before: [Buttons; 2],
}

/// The terrain scans of `sub_347FC`, `sub_34354` and `sub_34406` from the top's position and radii.
struct Sensors<'a> {
    terrain: &'a Terrain,
    layer: Layer,
    x: i32,
    y: i32,
    xr: i32,
    yr: i32,
}

impl Sensors<'_> {
    fn one(&self, s: &mut MgzTopPlatform, bit: SolidBit, dir: Direction, (x, y): (i32, i32), primary: bool) -> i16 {
        let hit = scan(self.terrain, self.layer, bit, dir, x, y);
        if let Some(a) = hit.angle {
            if primary {
                s.angles.0 = a;
            } else {
                s.angles.1 = a;
            }
        }
        hit.distance as i16
    }

    /// Two scans, primary first, and `loc_10B3E`'s pick: (nearer, other, its angle; odd: `fallback`).
    fn pair(
        &self,
        s: &mut MgzTopPlatform,
        bit: SolidBit,
        dir: Direction,
        [a, b]: [(i32, i32); 2],
        fallback: u8,
    ) -> (i16, i16, u8) {
        let d_primary = self.one(s, bit, dir, a, true);
        let d_secondary = self.one(s, bit, dir, b, false);
        let (near, other, angle) = if d_secondary <= d_primary {
            (d_secondary, d_primary, s.angles.1)
        } else {
            (d_primary, d_secondary, s.angles.0)
        };
        (near, other, if angle & 1 != 0 { fallback } else { angle })
    }

    /// `Sonic_CheckFloor` (top-solid bit).
    fn floor(&self, s: &mut MgzTopPlatform) -> (i16, i16, u8) {
        let y = self.y + self.yr;
        self.pair(s, SolidBit::Top, Direction::Down, [(self.x + self.xr, y), (self.x - self.xr, y)], 0)
    }
    /// `sub_10EB6`: the ceiling, 2 px in from the x radius.
    fn ceiling(&self, s: &mut MgzTopPlatform) -> (i16, i16, u8) {
        let y = self.y - self.yr;
        let w = self.xr - 2;
        self.pair(s, SolidBit::LeftRightBottom, Direction::Up, [(self.x + w, y), (self.x - w, y)], 0x80)
    }
    /// `sub_1100E`: the wall on the left, at its top and bottom.
    fn left_wall(&self, s: &mut MgzTopPlatform) -> (i16, i16, u8) {
        let x = self.x - self.xr;
        self.pair(s, SolidBit::LeftRightBottom, Direction::Left, [(x, self.y - self.yr), (x, self.y + self.yr)], 0x40)
    }
    /// `sub_10D76`: the wall on the right.
    fn right_wall(&self, s: &mut MgzTopPlatform) -> (i16, i16, u8) {
        let x = self.x + self.xr;
        self.pair(s, SolidBit::LeftRightBottom, Direction::Right, [(x, self.y - self.yr), (x, self.y + self.yr)], 0xC0)
    }
}

fn sensors<'a>(c: &Common, s: &MgzTopPlatform, terrain: &'a Terrain, y_offset: i32) -> Sensors<'a> {
    Sensors {
        terrain,
        layer: s.layer,
        x: c.pixel_x(),
        y: c.pixel_y() + y_offset,
        xr: i32::from(c.x_radius as i8),
        yr: i32::from(c.y_radius as i8),
    }
}

/// A player's standing Height Radius (`default_y_radius`).
fn default_y_radius(p: &Player) -> u8 {
    let c: Character = p.character;
    c.standing_radii().1
}

/// `sub_34484` for one player. Returns whether he sends the top off (`sub_3472C`).
#[allow(clippy::too_many_arguments)]
fn rider(
    c: &mut Common,
    s: &mut MgzTopPlatform,
    i: usize,
    who: Who,
    p: &mut Player,
    held: Buttons,
    pressed: Buttons,
) -> bool {
    match s.riders[i] {
        0 | STANDING => {
            let first = s.riders[i] == 0;
            let b = SolidBox {
                half_width: i16::from(SIZE.0) + 0xB,
                half_height_air: i16::from(SIZE.1),
                half_height_ground: i16::from(SIZE.1) + 1,
                old_x: c.pixel_x() as i16,
            };
            solid::solid_object_always_as(c, p, b, who);
            if first {
                if c.status & who.standing == 0 || p.status_tertiary & 0x80 != 0 {
                    return false;
                }
                s.riders[i] = STANDING;
                s.from_right[i] = (c.pixel_x() as u16) < (p.pixel_x() as u16);
            } else if c.status & who.standing == 0 {
                s.riders[i] = 0;
            }
            // `loc_3450A`.
            let mut d0 = (p.pixel_x() as u16).wrapping_sub(c.pixel_x() as u16);
            if s.from_right[i] {
                d0 = d0.wrapping_add(0xF);
            }
            if d0 >= 0x10 {
                return false;
            }
            set_px(&mut p.x, c.pixel_x() as i16);
            p.height_radius = default_y_radius(p) + 0x18;
            p.object_control |= 1;
            p.status_tertiary = 0x80;
            c.status &= !who.standing;
            p.on_object = false;
            p.air = true;
            s.riders[i] += 2;
            false
        }
        RIDING => ride(c, s, i, p, held, pressed),
        _ => {
            s.riders[i] = 0;
            false
        }
    }
}

/// `loc_34554`: a rider's frame on the top.
fn ride(c: &mut Common, s: &mut MgzTopPlatform, i: usize, p: &mut Player, held: Buttons, pressed: Buttons) -> bool {
    if matches!(p.routine, Routine::Hurt | Routine::Dead | Routine::Gone) {
        return true;
    }
    if pressed.jump() {
        p.y_speed = JUMP;
        p.jumping = true;
        (p.width_radius, p.height_radius) = p.character.curled_radii();
        p.pose = Pose::Roll;
        p.rolling = true;
        // `loc_3459C`.
        p.object_control &= !1;
        p.status_tertiary = 0;
        p.air = true;
        s.riders[i] = 0;
        return i == 0;
    }
    if !held.left() && !held.right() && c.x_vel != 0 {
        p.facing_left = c.x_vel < 0;
    }
    p.height_radius = default_y_radius(p) + 0x18;
    if i != 0 {
        return false;
    }
    run_on_top(p, held);
    p.x = p.x.wrapping_add(i32::from(p.x_speed));
    p.y = p.y.wrapping_add(i32::from(p.y_speed));
    // `loc_34638`: a solid object he hit stops the top that way.
    if p.status_tertiary & 0x40 != 0 {
        p.status_tertiary &= !0x40;
        s.ground_vel = 0;
        c.x_vel = 0;
    }
    if p.status_tertiary & 0x20 != 0 {
        p.status_tertiary &= !0x20;
        c.y_vel = 0;
    }
    (p.x_speed, p.y_speed) = (c.x_vel, c.y_vel);
    s.layer = p.layer;
    if s.spinning {
        return false;
    }
    let d0 = (p.pixel_x() as u16).wrapping_sub(c.pixel_x() as u16) as i16;
    if d0 == 0 {
        // `loc_34702`.
        let mut d = 1i16;
        if c.x_vel != 0 {
            if c.x_vel > 0 {
                d = -1;
            }
            c.x_vel = c.x_vel.wrapping_add(d);
        }
        s.spin = s.spin.wrapping_add(d as u16);
        if c.y_vel < 0 {
            c.y_vel = 0;
        }
        return false;
    }
    let right = (p.pixel_x() as u16) >= (c.pixel_x() as u16);
    if (right && c.x_vel < 0x200) || (!right && c.x_vel > -0x200) {
        c.x_vel = c.x_vel.wrapping_add(d0.wrapping_mul(4));
    }
    s.spin = s.spin.wrapping_add(d0 as u16);
    let v = c.x_vel;
    if (right && v >= 0) || (!right && v < 0) {
        let lift = if right { v.wrapping_neg() >> 4 } else { v >> 4 };
        c.y_vel = c.y_vel.wrapping_sub(8);
        if c.y_vel > -0x100 {
            c.y_vel = c.y_vel.wrapping_add(lift);
        }
    }
    s.in_air = true;
    false
}

/// `sub_34A96` (`d3` the held buttons): the rider's Ground Speed, his X Speed, Y Speed 0.
pub fn run_on_top(p: &mut Player, held: Buttons) {
    if held.left() {
        press_left(p);
    }
    if held.right() {
        press_right(p);
    }
    if !held.left() && !held.right() {
        let g = p.ground_speed;
        if g > 0 {
            p.ground_speed = if (g as u16) < ACCEL as u16 { 0 } else { g - ACCEL };
        } else if g < 0 {
            // `add.w d5,d0` / `bcc`: a carry (reaching 0 or past it) stops him.
            p.ground_speed = if (g as u16 as u32) + ACCEL as u32 > 0xFFFF { 0 } else { g + ACCEL };
        }
    }
    p.x_speed = p.ground_speed;
    p.y_speed = 0;
}

/// The skid test with the game's bug: the angle's byte replaces Ground Speed's low byte (`move.b
/// angle(a0),d0`), so the word compared with ±$400 is Ground Speed's high byte and `(angle + $20) & $C0`.
fn skid_word(g: i16, angle: u8) -> Option<i16> {
    let q = angle.wrapping_add(0x20) & 0xC0;
    (q == 0).then_some(((g as u16 & 0xFF00) | u16::from(q)) as i16)
}

/// `sub_34AEE`.
fn press_left(p: &mut Player) {
    let g = p.ground_speed;
    if g > 0 {
        let d = if (g as u16) < TURN as u16 { -TURN } else { g - TURN };
        p.ground_speed = d;
        if let Some(w) = skid_word(d, p.angle)
            && w >= 0x400
        {
            p.pose = Pose::Skid;
            p.facing_left = false;
        }
        return;
    }
    if !p.facing_left {
        p.facing_left = true;
        p.pushing = false;
    }
    let d = g.wrapping_sub(ACCEL);
    p.ground_speed = if d > -TOP {
        d
    } else if g <= -TOP {
        g
    } else {
        -TOP
    };
    p.pose = Pose::Walk;
}

/// `sub_34B76`.
fn press_right(p: &mut Player) {
    let g = p.ground_speed;
    if g < 0 {
        let d = if (g as u16 as u32) + TURN as u32 > 0xFFFF { TURN } else { g + TURN };
        p.ground_speed = d;
        if let Some(w) = skid_word(d, p.angle)
            && w <= -0x400
        {
            p.pose = Pose::Skid;
            p.facing_left = true;
        }
        return;
    }
    if p.facing_left {
        p.facing_left = false;
        p.pushing = false;
    }
    let d = g.wrapping_add(ACCEL);
    p.ground_speed = if d < TOP {
        d
    } else if g >= TOP {
        g
    } else {
        TOP
    };
    p.pose = Pose::Walk;
}

/// `sub_3472C`: lets everyone go and flies off.
fn send_off(s: &mut MgzTopPlatform, players: [Option<&mut Player>; 2]) {
    s.flying_off = true;
    for (i, p) in players.into_iter().enumerate() {
        if let Some(p) = p {
            if s.riders[i] == RIDING {
                p.object_control &= !1;
                p.status_tertiary = 0;
                p.air = true;
            }
            if s.riders[i] != 0 {
                p.on_object = false;
            }
        }
    }
    s.riders = [LET_GO; 2];
}

/// Whether the object in the slot a player's `interact` names is sinking mud (`cmpi.l #loc_31D3E,(a2)`).
fn on_mud(cx: &ObjCtx, interact: u8) -> bool {
    let Some(slot) = interact.checked_sub(FIRST_DYNAMIC_SLOT) else { return false };
    cx.slots.get(usize::from(slot)).is_some_and(|o| matches!(o.state, State::Sonic3k(Sonic3k::SinkingMud(_))))
}

/// `sub_34794` for one player, after the top moved: a rider put back on it; one standing on something else
/// holds it up under him — on sinking mud the top lets everyone go (`sub_3472C`).
fn stick(c: &mut Common, s: &mut MgzTopPlatform, i: usize, cx: &mut ObjCtx) {
    if s.riders[i] < RIDING {
        return;
    }
    let Some(p) = (if i == 0 { Some(&*cx.world.player) } else { cx.world.sidekick.as_deref() }) else { return };
    // (Tested before `sub_3472C` clears it: the branch is taken.)
    let on_object = p.on_object;
    if on_object && on_mud(cx, p.interact) {
        send_off(s, [Some(&mut *cx.world.player), cx.world.sidekick.as_deref_mut()]);
    }
    let Some(p) = (if i == 0 { Some(&mut *cx.world.player) } else { cx.world.sidekick.as_deref_mut() }) else {
        return;
    };
    let r = i16::from(default_y_radius(p));
    if !on_object {
        set_px(&mut p.y, px(c.y).wrapping_sub(0xC).wrapping_sub(r));
        set_px(&mut p.x, px(c.x));
        s.held_up = false;
    } else {
        set_px(&mut p.x, px(c.x));
        set_px(&mut c.y, px(p.y).wrapping_add(r).wrapping_add(0xD));
        s.held_up = true;
    }
}

/// `sub_34354`: the wall ahead on the ground (`sub_10A10` turned a quarter towards its motion, from $C px up).
fn wall_ahead(c: &mut Common, s: &mut MgzTopPlatform, terrain: &Terrain) {
    if s.ground_vel == 0 {
        return;
    }
    let turn: u8 = if s.ground_vel < 0 { 0x40 } else { 0xC0 };
    let d0 = s.angle.wrapping_add(turn);
    (c.y_radius, c.x_radius) = (0x13, 0x18);
    let (d1, d3) = room_in_front(c, s, terrain, d0);
    if d1 >= 0 {
        return;
    }
    let push = d1.wrapping_shl(8);
    match d0.wrapping_add(0x20) & 0xC0 {
        0x00 => c.y_vel = c.y_vel.wrapping_add(push),
        0x80 => c.y_vel = c.y_vel.wrapping_sub(push),
        q => {
            if d3.wrapping_add(0x30) < 0x60 {
                return;
            }
            c.x_vel = if q == 0x40 { c.x_vel.wrapping_sub(push) } else { c.x_vel.wrapping_add(push) };
            c.y_vel = 0;
            s.ground_vel = 0;
            if (q == 0x40) == (c.status & 1 != 0) {
                c.status |= PUSHING;
            }
        }
    }
}

/// `sub_10A10` at the top's y − $C: one scan from where its speeds lead, `x_radius` out in direction `d0`.
fn room_in_front(c: &Common, s: &mut MgzTopPlatform, terrain: &Terrain, d0: u8) -> (i16, u8) {
    let x = (c.x.wrapping_add(i32::from(c.x_vel))) >> 8;
    let y = ((c.y.wrapping_add(i32::from(c.y_vel))) >> 8) - 0xC;
    s.angles = (d0, d0);
    let rounded = if d0.wrapping_add(0x20) & 0x80 == 0 {
        (if (d0 as i8) < 0 { d0.wrapping_add(1) } else { d0 }).wrapping_add(0x1F)
    } else {
        (if (d0 as i8) < 0 { d0.wrapping_sub(1) } else { d0 }).wrapping_add(0x20)
    };
    let r = i32::from(c.x_radius as i8);
    let sense = Sensors { terrain, layer: s.layer, x, y, xr: r, yr: r };
    let (dir, at, fallback) = match rounded & 0xC0 {
        0x00 => (Direction::Down, (x, y + r), 0x00),
        0x80 => (Direction::Up, (x, y - r), 0x80),
        0x40 => (Direction::Left, (x - r, y), 0x40),
        _ => (Direction::Right, (x + r, y), 0xC0),
    };
    let d1 = sense.one(s, SolidBit::LeftRightBottom, dir, at, true);
    let d3 = if s.angles.0 & 1 != 0 { fallback } else { s.angles.0 };
    (d1, d3)
}

/// `sub_34406`: the floor below on the ground; too far below, it falls.
fn follow_floor(c: &mut Common, s: &mut MgzTopPlatform, terrain: &Terrain) {
    (c.y_radius, c.x_radius) = (0xC, 0xA);
    s.angles = (3, 3);
    let (d1, _, d3) = sensors(c, s, terrain, 0).floor(s);
    s.angle = if (d3 as i8) < 0 { d3.max(0xE2) } else { d3.min(0x1E) };
    if d1 == 0 {
        return;
    }
    if d1 < 0 {
        if d1 >= -0xE {
            c.y = c.y.wrapping_add(i32::from(d1) << 8);
        }
        return;
    }
    let reach = (((c.x_vel >> 8) as i8).unsigned_abs().wrapping_add(4)).min(0xE);
    if (d1 as i8) > reach as i8 {
        s.in_air = true;
        c.status &= !PUSHING;
        s.spinning = false;
    } else {
        c.y = c.y.wrapping_add(i32::from(d1) << 8);
    }
}

/// `sub_347FC`: the flying top's walls, floor and ceiling by the quarter its speeds point into.
fn air_collision(c: &mut Common, s: &mut MgzTopPlatform, terrain: &Terrain) {
    let quarter = calc_angle_quadrant(c.x_vel, c.y_vel);
    let walls = |c: &mut Common, s: &mut MgzTopPlatform, left: bool, right: bool| {
        (c.y_radius, c.x_radius) = (0xC, 0x18);
        if left {
            let (d1, _, d3) = sensors(c, s, terrain, 0).left_wall(s);
            if d1 < 0 {
                c.x = c.x.wrapping_sub(i32::from(d1) << 8);
                if quarter != 0x40 || d3.wrapping_add(0x30) >= 0x60 {
                    c.x_vel = 0;
                    if quarter == 0x40 {
                        s.ground_vel = c.y_vel;
                    }
                }
            }
        }
        if right {
            let (d1, _, d3) = sensors(c, s, terrain, 0).right_wall(s);
            if d1 < 0 {
                c.x = c.x.wrapping_add(i32::from(d1) << 8);
                if quarter != 0xC0 || d3.wrapping_add(0x30) >= 0x60 {
                    c.x_vel = 0;
                    if quarter == 0xC0 {
                        s.ground_vel = c.y_vel;
                    }
                }
            }
        }
        (c.y_radius, c.x_radius) = (0x1F, 0xA);
    };
    let land = |c: &mut Common, s: &mut MgzTopPlatform, d1: i16, d3: u8| {
        c.y = c.y.wrapping_add(i32::from(d1) << 8);
        s.angle = d3;
        s.in_air = false;
        s.held_up = false;
    };
    match quarter {
        0x00 => {
            walls(c, s, true, true);
            let (d1, d0, d3) = sensors(c, s, terrain, 0).floor(s);
            if d1 >= 0 {
                return;
            }
            let d2 = (((c.y_vel >> 8) as i8).wrapping_add(8)).wrapping_neg();
            if (d1 as i8) < d2 && (d0 as i8) < d2 {
                return;
            }
            land(c, s, d1, d3);
            if d3.wrapping_add(0x20) & 0x40 != 0 {
                c.x_vel = 0;
                c.y_vel = c.y_vel.min(0xFC0);
            } else if d3.wrapping_add(0x10) & 0x20 != 0 {
                c.y_vel >>= 1;
            } else {
                c.y_vel = 0;
                s.ground_vel = c.x_vel;
                return;
            }
            s.ground_vel = if (d3 as i8) < 0 { c.y_vel.wrapping_neg() } else { c.y_vel };
        }
        0x80 => {
            walls(c, s, true, true);
            let (d1, _, d3) = sensors(c, s, terrain, 0).ceiling(s);
            if d1 >= 0 {
                return;
            }
            c.y = c.y.wrapping_sub(i32::from(d1) << 8);
            if d3.wrapping_add(0x20) & 0x40 == 0 {
                c.y_vel = 0;
                return;
            }
            s.angle = d3;
            s.in_air = false;
            s.held_up = false;
            s.ground_vel = if (d3 as i8) < 0 { c.y_vel.wrapping_neg() } else { c.y_vel };
        }
        q => {
            walls(c, s, q == 0x40, q == 0xC0);
            let (d1, _, _) = sensors(c, s, terrain, 0).ceiling(s);
            if d1 < 0 {
                c.y = c.y.wrapping_sub(i32::from(d1) << 8);
                if c.y_vel < 0 {
                    c.y_vel = 0;
                }
                return;
            }
            if c.y_vel < 0 {
                return;
            }
            let (d1, _, d3) = sensors(c, s, terrain, 0).floor(s);
            if d1 >= 0 {
                return;
            }
            land(c, s, d1, d3);
            c.y_vel = 0;
            s.ground_vel = c.x_vel;
        }
    }
}

/// `loc_3427A`: landing at $40 or more across, it spins on at ±$800 (±$C00 from $100).
pub fn spin_on_landing(x_vel: i16) -> Option<i16> {
    let a = x_vel.unsigned_abs();
    if a < 0x40 {
        return None;
    }
    let v = if a < 0x100 { 0x800 } else { 0xC00 };
    Some(if x_vel < 0 { -v } else { v })
}

pub fn run(c: &mut Common, s: &mut MgzTopPlatform, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        (c.width_pixels, c.y_radius, c.x_radius) = (SIZE.0, 0x1F, 0x18);
        s.in_air = c.status & 2 != 0;
        s.layer = Layer::A;
    }
    if s.flying_off {
        // `loc_3432A`.
        c.object_move_and_fall();
        s.spin = s.spin.wrapping_add(4);
        c.mapping_frame = ((s.spin as i16 >> 3) & 1) as u8;
        if !c.on_screen {
            set_px(&mut c.x, 0x7F00);
        }
        cx.mark_gone(c);
        return;
    }
    let held = cx.world.player.previous_buttons;
    let pressed = held.pressed_since(s.buttons_before[0]);
    s.buttons_before[0] = held;
    if rider(c, s, 0, P1.with(cx.world.env.profile.solid_rules), cx.world.player, held, pressed) {
        send_off(s, [Some(&mut *cx.world.player), cx.world.sidekick.as_deref_mut()]);
    }
    if let Some(p2) = cx.world.sidekick.as_deref_mut() {
        let held = p2.previous_buttons;
        let pressed = held.pressed_since(s.buttons_before[1]);
        s.buttons_before[1] = held;
        let who = P2.with(cx.world.env.profile.solid_rules);
        if rider(c, s, 1, who, p2, held, pressed) {
            send_off(s, [Some(&mut *cx.world.player), cx.world.sidekick.as_deref_mut()]);
        }
    }
    let terrain = cx.world.env.terrain;
    if c.subtype == 0 {
        if s.in_air {
            if c.y_vel < 0x200 {
                c.y_vel += 8;
            }
            c.object_move();
            c.y = c.y.wrapping_sub(0x13 << 8);
            air_collision(c, s, terrain);
            c.y = c.y.wrapping_add(0x13 << 8);
            if s.held_up {
                (c.x_vel, c.y_vel) = (0, 0);
                s.in_air = false;
            } else if !s.in_air
                && let Some(v) = spin_on_landing(c.x_vel)
            {
                (c.x_vel, s.ground_vel) = (v, v);
                s.spinning = true;
            }
        } else {
            // `loc_342B6`.
            let g = i32::from(s.ground_vel);
            c.x_vel = ((i32::from(cos(s.angle)) * g) >> 8) as i16;
            c.y_vel = ((i32::from(sin(s.angle)) * g) >> 8) as i16;
            wall_ahead(c, s, terrain);
            c.object_move();
            if !s.held_up {
                follow_floor(c, s, terrain);
            }
            s.spin = s.spin.wrapping_add(4);
            if s.ground_vel == 0 {
                s.spinning = false;
            }
        }
    }
    // `loc_342FA`.
    stick(c, s, 0, cx);
    stick(c, s, 1, cx);
    c.mapping_frame = ((s.spin as i16 >> 3) & 1) as u8;
    cx.mark_gone(c);
}

impl crate::objects::runtime::object::ObjKind for MgzTopPlatform {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        if self.flying_off {
            "flying off"
        } else if self.riders.contains(&RIDING) {
            "ridden"
        } else if self.in_air {
            "flying"
        } else if self.ground_vel != 0 {
            "spinning along"
        } else {
            "still"
        }
    }

    fn name(&self) -> &'static str {
        "spinning top"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sonic_at(x: i32, y: i32) -> Player {
        Player::standing(Character::Sonic, x, y)
    }

    /// `sub_34A96`, as `s3k/mgz` frames $E89–$E8A show it: Right held, Ground Speed $E6 → $F2 (+$C), X Speed
    /// his Ground Speed, Y Speed 0; up to $600 (kept above it); nothing held, $C of friction to 0.
    #[test]
    fn the_rider_runs_on_the_top() {
        let mut p = sonic_at(0xB88, 0xAA3);
        p.ground_speed = 0xE6;
        p.y_speed = 0x123;
        run_on_top(&mut p, Buttons::RIGHT);
        assert_eq!((p.ground_speed, p.x_speed, p.y_speed), (0xF2, 0xF2, 0));
        p.ground_speed = 0x5F8;
        run_on_top(&mut p, Buttons::RIGHT);
        assert_eq!(p.ground_speed, TOP);
        p.ground_speed = 0x700;
        run_on_top(&mut p, Buttons::RIGHT);
        assert_eq!(p.ground_speed, 0x700, "above the top speed it is kept");
        p.ground_speed = 0xB;
        run_on_top(&mut p, Buttons::NONE);
        assert_eq!(p.ground_speed, 0);
        p.ground_speed = -0xC;
        run_on_top(&mut p, Buttons::NONE);
        assert_eq!(p.ground_speed, 0, "reaching 0 from below stops him");
        p.ground_speed = 0x40;
        run_on_top(&mut p, Buttons::LEFT);
        assert_eq!(p.ground_speed, -TURN, "turning under $80 gives −$80");
    }

    /// `loc_34554`/`loc_346C2`, `s3k/mgz` frame $E89: Sonic on the top's centre ($B88, subpixel $BE) at Ground
    /// Speed $E6, Right held, moves to $B89; he takes the top's speeds (0, 0) and the top, a pixel behind him,
    /// gets X Speed 4 and Y Speed −8 − 1 (−X Speed / 16), flying; the turn counts the pixel. Its fall's +8
    /// leaves −1: the recording's X and Y Speed at $E8A (4, −1).
    #[test]
    fn the_top_follows_its_rider() {
        let mut c = Common::new(0xF2, 0, 0xB88, 0xAC3, false, false);
        let mut s = MgzTopPlatform { riders: [RIDING, 0], ..Default::default() };
        let mut p = sonic_at(0xB88, 0xAA4);
        p.x = (0xB88 << 8) | 0xBE;
        p.ground_speed = 0xE6;
        let released = ride(&mut c, &mut s, 0, &mut p, Buttons::RIGHT, Buttons::NONE);
        assert!(!released);
        assert_eq!((p.pixel_x(), p.ground_speed, p.x_speed, p.y_speed), (0xB89, 0xF2, 0, 0));
        assert_eq!((c.x_vel, c.y_vel, s.spin, s.in_air), (4, -9, 1, true));
        // Next frame (`sub_34794` put him back on its centre): 4 more (he is a pixel right again), −8 and
        // −(8 / 16) after the +8: (8, −2), the recording's at $E8B.
        c.y_vel += 8;
        set_px(&mut p.x, 0xB88);
        set_px(&mut c.x, 0xB88);
        ride(&mut c, &mut s, 0, &mut p, Buttons::RIGHT, Buttons::NONE);
        assert_eq!((p.x_speed, p.y_speed), (4, -1));
        assert_eq!((c.x_vel, c.y_vel + 8), (8, -2));
    }

    /// `loc_34554`: a jump press lets go — Y Speed −$680, curled — and player 1's sends the top off.
    #[test]
    fn a_jump_lets_go() {
        let mut c = Common::new(0xF2, 0, 0xB88, 0xAC3, false, false);
        let mut s = MgzTopPlatform { riders: [RIDING, 0], ..Default::default() };
        let mut p = sonic_at(0xB88, 0xAA4);
        p.object_control = 1;
        let released = ride(&mut c, &mut s, 0, &mut p, Buttons::JUMP, Buttons::JUMP);
        assert!(released);
        assert_eq!((p.y_speed, p.rolling, p.height_radius, p.object_control, s.riders[0]), (JUMP, true, 0xE, 0, 0));
    }

    /// `loc_3427A`: the landing spin.
    #[test]
    fn a_fast_landing_spins_on() {
        assert_eq!(spin_on_landing(0x3F), None);
        assert_eq!(spin_on_landing(-0x3F), None);
        assert_eq!(spin_on_landing(0x40), Some(0x800));
        assert_eq!(spin_on_landing(0xFF), Some(0x800));
        assert_eq!(spin_on_landing(-0x100), Some(-0xC00));
    }

    /// `sub_34AEE`'s bug: Ground Speed $4C0 turning with Left is $440 after the $80, whose word with the angle's
    /// byte (0 on flat ground: $20 & $C0) is $400: a skid; on a wall's angle ($40) none.
    #[test]
    fn the_skid_reads_the_angle_byte() {
        assert_eq!(skid_word(0x440, 0), Some(0x400));
        assert_eq!(skid_word(0x440, 0x40), None);
        let mut p = sonic_at(0, 0);
        p.ground_speed = 0x4C0;
        press_left(&mut p);
        assert_eq!((p.ground_speed, p.pose, p.facing_left), (0x440, Pose::Skid, false));
    }
}
