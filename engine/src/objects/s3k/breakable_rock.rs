//! The breakable rock of Angel Island and Lava Reef (skdisasm s3.asm `Obj_AIZLRZEMZRock`, S3K id $05): the
//! init and its table `byte_1D64E`; the rock broken from above `loc_1D712` (`loc_1D782`, `sub_1D7C8`,
//! `sub_1D7CE`, `loc_1D818`), pushed along `sub_1DAD2`/`sub_1DAFC`; the rock broken from the side `loc_1D8E0`
//! (`loc_1D926`, `loc_1D9BE`, `sub_1DA08`, `sub_1DAA8`); the pieces `sub_1DB4E`/`sub_1DB60` (offsets
//! `off_1DBEA`, speeds `off_1DC28`, `word_1DC30`, `word_1DC50`) and `loc_1D836`.
//!
//! Subtype `-sss -bpt`: `s` (bits 4–6) is the size — the mapping frame and the row of `byte_1D64E` (half width,
//! half height: $18×$27, $18×$17, $18×$F, $E×$F). Solid on every side (`SolidObjectFull`: half width
//! `width_pixels` + $B, half height `height_pixels`, + 1 on the ground; the sidekick only while on screen).
//! - `t` (bit 0): broken from above — by a player standing on it whose animation, as it was before this frame's
//!   `SolidObjectFull`, is the roll (2): he bounces, curled, Y Speed −$300, in the air; when both stand on it
//!   and either is curled, the curled one bounces and the other only drops off. The chain bonus is kept
//!   (landing on it would reset it).
//! - `p` (bit 1): pushed from the right it moves left 1 px (and the pusher with it) every $11 frames while he
//!   pushed the frame before too, settling on the floor (`ObjCheckFloorDist`), at most $40 px; how far it went is
//!   kept in its respawn entry, so it loads there again.
//! - `b` (bit 2): broken from the side instead (then `t` and `p` are not read): by a player pushing it who is
//!   rolling at 4.5 px a frame or more (his X Speed from before he hit it), Knuckles, Super, or rolling with the
//!   fire shield without pushing; he keeps his speed and is set 4 px past where the rock stopped him. Bit 7 with
//!   it: only Knuckles breaks it (player 2 needs no roll either way, but must be pushing it).
//!
//! Broken, the rock becomes the first of its pieces (itself moved to the first offset), the others in the free
//! slots after it (they run this frame too): each a 24 px wide piece with mapping frames 3 to 6 in turn, moving
//! without gravity and then gaining $18 Y Speed a frame, cycling its frame every 3 frames, deleted the first
//! frame it runs off screen. Its respawn entry stays set: it does not come back. Out of range (from where it was
//! placed, `$2E`) it unloads (`Sprite_OnScreen_Test2`), its respawn entry freed.
//!
//! Not run: Competition mode's break (`loc_1D874`, `loc_1DA58`: the pieces of the competition set) and Endless
//! Mine's art (`loc_1D6B6`, frame 0 whatever the size: a zone the importer does not name).

use crate::character::Character;
use crate::math::{add_px, px};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::ground;
use crate::objects::runtime::object::{Common, Obj, P2_PUSHING, P2_STANDING, PUSHING, STANDING, State};
use crate::objects::runtime::solid::{self, Contact, P1, P2, SolidBox};
use crate::objects::s3k::kinds::Sonic3k;
use crate::player::{Element, Player, Pose, Routine};

/// `byte_1D64E`: half width and half height by size (the mapping frame).
pub const SIZES: [(u8, u8); 4] = [(0x18, 0x27), (0x18, 0x17), (0x18, 0xF), (0xE, 0xF)];
/// `off_1DBEA`: each size's pieces, their offsets from the rock's centre.
pub const OFFSETS: [&[(i8, i8)]; 4] = [
    &[(-8, -0x18), (0xB, -0x1C), (-4, -0xC), (0xC, -4), (-0xC, 4), (4, 0xC), (-0xC, 0x1C), (0xC, 0x1C)],
    &[(-4, -0xC), (0xB, -0xC), (-4, -4), (-0xC, 0xC), (0xC, 0xC)],
    &[(-4, -4), (0xC, -4), (-0xC, 4), (0xC, 4)],
    &[(-8, -8), (8, -8), (-8, 0), (8, 0), (-8, 8), (8, 8)],
];
/// `word_1DC30`: the first size's speeds broken from above; from the side, every size's when hit from the right.
pub const SPEEDS_LEFT: [(i16, i16); 8] = [
    (-0x300, -0x300),
    (-0x2C0, -0x280),
    (-0x2C0, -0x280),
    (-0x280, -0x200),
    (-0x280, -0x180),
    (-0x240, -0x180),
    (-0x240, -0x100),
    (-0x200, -0x100),
];
/// `word_1DC50`: from the side, hit from the left.
pub const SPEEDS_RIGHT: [(i16, i16); 8] = [
    (0x300, -0x300),
    (0x2C0, -0x280),
    (0x2C0, -0x280),
    (0x280, -0x200),
    (0x280, -0x180),
    (0x240, -0x180),
    (0x240, -0x100),
    (0x200, -0x100),
];
/// `off_1DC28`: the pieces' speeds broken from above, by size (`word_1DC30`, `word_1DC70`, `word_1DC84`,
/// `word_1DC94`).
pub const SPEEDS_FROM_ABOVE: [&[(i16, i16)]; 4] = [
    &SPEEDS_LEFT,
    &[(-0x200, -0x200), (0x200, -0x200), (-0x100, -0x1E0), (-0x1B0, -0x1C0), (0x1C0, -0x1C0)],
    &[(-0x100, -0x200), (0x100, -0x1E0), (-0x1B0, -0x1C0), (0x1C0, -0x1C0)],
    &[(-0xB0, -0x1E0), (0xB0, -0x1D0), (-0x80, -0x200), (0x80, -0x1E0), (-0xD8, -0x1C0), (0xE0, -0x1C0)],
];
/// The bounce off a rock broken from above (`sub_1D7CE`).
pub const BOUNCE: i16 = -0x300;
/// The pieces' gravity (`loc_1D836`).
pub const PIECE_GRAVITY: i16 = 0x18;
/// A piece's half width (`sub_1DB60`; its height is left 0 — the game's own bug, kept: `FixBugs` off).
pub const PIECE_WIDTH: u8 = 0x18;
/// The X Speed a rolling player needs to break a rock from the side (`cmpi.w #$480,d0`).
pub const SIDE_BREAK_SPEED: i16 = 0x480;
/// How far a pushable rock may go (`child_dx` $40), and the frames between its steps (`$40(a0)` reset to $10).
pub const PUSH_RANGE: u8 = 0x40;
pub const PUSH_DELAY: i16 = 0x10;

/// The rock's own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BreakableRock {
    /// Broken: a piece (`loc_1D836`).
    pub piece: bool,
    /// `$2E`: the x it was loaded at, which its unloading tests.
    pub home_x: i16,
    /// `child_dx` ($42): how far a pushable rock may still go.
    pub push_left: u8,
    /// `$40`: frames to a pushable rock's next step.
    pub push_timer: i16,
}

/// The size row of a subtype (`lsr.w #4` / `andi.b #7`; the rows past the table's 4 read its code in the game).
pub fn size(subtype: u8) -> usize {
    usize::from((subtype >> 4) & 7) % SIZES.len()
}

pub fn run(c: &mut Common, s: &mut BreakableRock, cx: &mut ObjCtx) {
    if c.routine == 0 {
        init(c, s, cx);
    }
    if s.piece {
        piece(c);
    } else if c.subtype & 4 != 0 {
        from_side(c, s, cx);
    } else {
        from_above(c, s, cx);
    }
}

/// `Obj_AIZLRZEMZRock` and `loc_1D6EA`.
fn init(c: &mut Common, s: &mut BreakableRock, cx: &mut ObjCtx) {
    c.routine = 2;
    let row = size(c.subtype);
    c.mapping_frame = row as u8;
    let (width, height) = SIZES[row];
    c.width_pixels = width;
    // `height_pixels` and `y_radius`: Sonic 3's on-screen test reads the height.
    c.y_radius = height;
    c.explicit_height = true;
    s.home_x = px(c.x);
    s.push_left = PUSH_RANGE;
    if c.subtype & 4 != 0 {
        return;
    }
    // A pushed rock loads where it was left: its respawn entry holds how far it went.
    let Some(i) = c.respawn else { return };
    let pushed = cx.world.env.respawn.get(i) & 0x7F;
    if pushed == 0 {
        return;
    }
    add_px(&mut c.x, -i16::from(pushed));
    s.push_left = PUSH_RANGE.wrapping_sub(pushed);
    let d = ground::floor_distance(c, cx);
    add_px(&mut c.y, d as i16);
}

fn solid_box(c: &Common) -> SolidBox {
    let height = i16::from(c.y_radius);
    SolidBox {
        half_width: i16::from(c.width_pixels) + 0xB,
        half_height_air: height,
        half_height_ground: height + 1,
        old_x: px(c.x),
    }
}

/// `SolidObjectFull` for both players (player 2 only on screen): each one's contact.
pub(crate) fn solid_full(c: &mut Common, cx: &mut ObjCtx) -> (Contact, Contact) {
    let b = solid_box(c);
    let rules = cx.world.env.profile.solid_rules;
    let p1 = solid::solid_object_as(c, cx.world.player, b, P1.with(rules));
    let p2 = match cx.sidekick_on_screen() {
        Some(p) => solid::solid_object_as(c, p, b, P2.with(rules)),
        None => Contact::None,
    };
    (p1, p2)
}

/// `loc_1D712`: the rock broken from above (and pushed along).
fn from_above(c: &mut Common, s: &mut BreakableRock, cx: &mut ObjCtx) {
    let chain = cx.world.game.chain_bonus;
    let p1_curled = cx.world.player.pose == Pose::Roll;
    let p2_curled = cx.world.sidekick.as_deref().is_some_and(|p| p.pose == Pose::Roll);
    let p1_pushed = cx.world.player.pushing;
    let p2_pushed = cx.world.sidekick.as_deref().is_some_and(|p| p.pushing);
    solid_full(c, cx);
    if c.subtype & 2 != 0 {
        push(c, s, cx, p1_pushed, p2_pushed);
    }
    if c.subtype & 1 != 0 {
        let standing = c.status & (STANDING | P2_STANDING);
        let breaks = match standing {
            // `loc_1D782`: both on it.
            s if s == STANDING | P2_STANDING && (p1_curled || p2_curled) => {
                set_off(cx.world.player, p1_curled);
                if let Some(p) = cx.world.sidekick.as_deref_mut() {
                    set_off(p, p2_curled);
                }
                true
            }
            STANDING if p1_curled => {
                bounce(cx.world.player);
                true
            }
            P2_STANDING if p2_curled => {
                if let Some(p) = cx.world.sidekick.as_deref_mut() {
                    bounce(p);
                }
                true
            }
            _ => false,
        };
        if breaks {
            // `loc_1D818`.
            cx.world.game.chain_bonus = chain;
            c.status &= !(STANDING | P2_STANDING);
            s.piece = true;
            let row = usize::from(c.mapping_frame) % SIZES.len();
            break_up(c, cx, SPEEDS_FROM_ABOVE[row]);
            piece(c);
            return;
        }
    }
    cx.mark_gone_at(c, i32::from(s.home_x));
}

/// `sub_1D7C8`: the curled player bounces; the other only leaves the rock.
pub(crate) fn set_off(p: &mut Player, curled: bool) {
    if curled {
        bounce(p);
    } else {
        p.air = true;
        p.on_object = false;
        p.routine = Routine::Normal;
    }
}

/// `sub_1D7CE`.
pub(crate) fn bounce(p: &mut Player) {
    p.rolling = true;
    (p.width_radius, p.height_radius) = (7, 0xE);
    p.pose = Pose::Roll;
    p.y_speed = BOUNCE;
    p.air = true;
    p.on_object = false;
    p.routine = Routine::Normal;
}

/// `sub_1DAD2` / `sub_1DAFC`: a player pushing it from the right (who pushed before this frame's
/// `SolidObjectFull` too) moves it left.
fn push(c: &mut Common, s: &mut BreakableRock, cx: &mut ObjCtx, p1_pushed: bool, p2_pushed: bool) {
    if c.status & (PUSHING | P2_PUSHING) == 0 {
        return;
    }
    if c.status & PUSHING != 0 && p1_pushed && px(cx.world.player.x) > px(c.x) {
        step(c, s, cx, true);
    }
    let p2 = cx.world.sidekick.as_deref().is_some_and(|p| px(p.x) > px(c.x));
    if c.status & P2_PUSHING != 0 && p2_pushed && p2 {
        step(c, s, cx, false);
    }
}

fn step(c: &mut Common, s: &mut BreakableRock, cx: &mut ObjCtx, p1: bool) {
    s.push_timer = s.push_timer.wrapping_sub(1);
    if s.push_timer >= 0 {
        return;
    }
    s.push_timer = PUSH_DELAY;
    if s.push_left == 0 {
        return;
    }
    s.push_left -= 1;
    add_px(&mut c.x, -1);
    let pusher = if p1 { Some(&mut *cx.world.player) } else { cx.world.sidekick.as_deref_mut() };
    if let Some(p) = pusher {
        add_px(&mut p.x, -1);
    }
    let d = ground::floor_distance(c, cx);
    add_px(&mut c.y, d as i16);
    if let Some(i) = c.respawn {
        let pushed = PUSH_RANGE.wrapping_sub(s.push_left);
        cx.world.env.respawn.set_hits(i, pushed);
        cx.world.env.respawn.set_bits(i, crate::objects::runtime::manager::LOADED);
    }
}

/// Whether a player breaks a side rock (`loc_1D926` for player 1, `loc_1D9BE` for player 2): `x_speed` is his
/// X Speed from before `SolidObjectFull`.
pub(crate) fn breaks_side(p: &Player, subtype: u8, pushing: bool, x_speed: i16, p1: bool) -> bool {
    let knuckles = p.character == Character::Knuckles;
    if subtype & 0x80 != 0 {
        return knuckles;
    }
    let fire = p.shield && p.element == Element::Fire;
    if p1 && p.super_form {
        return true;
    }
    if !(p1 && fire) {
        if knuckles {
            return true;
        }
        if !pushing {
            return false;
        }
    }
    p.pose == Pose::Roll && x_speed.unsigned_abs() >= SIDE_BREAK_SPEED as u16
}

/// `loc_1D8E0`: the rock broken from the side.
fn from_side(c: &mut Common, s: &mut BreakableRock, cx: &mut ObjCtx) {
    let p1_speed = cx.world.player.x_speed;
    let p2_speed = cx.world.sidekick.as_deref().map_or(0, |p| p.x_speed);
    let (p1, p2) = solid_full(c, cx);
    if p1 != Contact::Side && p2 != Contact::Side {
        cx.mark_gone_at(c, i32::from(s.home_x));
        return;
    }
    if p1 == Contact::Side && breaks_side(cx.world.player, c.subtype, c.status & PUSHING != 0, p1_speed, true) {
        // `loc_1D97A`.
        c.status &= !PUSHING;
        s.piece = true;
        break_sideways(c, cx, true, p1_speed);
        if c.status & P2_PUSHING != 0
            && let Some(p) = cx.world.sidekick.as_deref_mut()
            && (p.character == Character::Knuckles || p.pose == Pose::Roll)
        {
            p.x_speed = p2_speed;
            p.ground_speed = p2_speed;
            c.status &= !P2_PUSHING;
            p.pushing = false;
        }
        // (`loc_1D910` again: the broken rock is drawn or unloaded from where it was placed.)
        if cx.out_of_range(i32::from(s.home_x)) {
            c.delete();
        }
        return;
    }
    // `loc_1D9BE`.
    let p2_breaks = c.status & P2_PUSHING != 0
        && cx.world.sidekick.as_deref().is_some_and(|p| breaks_side(p, c.subtype, true, p2_speed, false));
    if p2_breaks {
        // `loc_1DA02`.
        c.status &= !P2_PUSHING;
        s.piece = true;
        break_sideways(c, cx, false, p2_speed);
        return;
    }
    cx.mark_gone_at(c, i32::from(s.home_x));
}

/// `sub_1DA08`: the players standing on it drop off, the breaker keeps his speed, set 4 px past where he was
/// stopped (away from the rock's centre), and the rock breaks into pieces flying away from him.
fn break_sideways(c: &mut Common, cx: &mut ObjCtx, p1: bool, x_speed: i16) {
    // `sub_1DAA8`.
    if c.status & STANDING != 0 {
        c.status &= !STANDING;
        cx.world.player.air = true;
        cx.world.player.on_object = false;
    }
    if c.status & P2_STANDING != 0 {
        c.status &= !P2_STANDING;
        if let Some(p) = cx.world.sidekick.as_deref_mut() {
            p.air = true;
            p.on_object = false;
        }
    }
    let breaker = if p1 { Some(&mut *cx.world.player) } else { cx.world.sidekick.as_deref_mut() };
    let mut speeds: &[(i16, i16)] = &SPEEDS_LEFT;
    if let Some(p) = breaker {
        p.x_speed = x_speed;
        add_px(&mut p.x, 4);
        if px(c.x) as u16 >= px(p.x) as u16 {
            add_px(&mut p.x, -8);
            speeds = &SPEEDS_RIGHT;
        }
        p.ground_speed = p.x_speed;
        p.pushing = false;
    }
    break_up(c, cx, speeds);
    piece(c);
}

/// `sub_1DB60`: the rock becomes its first piece, the others take the free slots after it.
fn break_up(c: &mut Common, cx: &mut ObjCtx, speeds: &[(i16, i16)]) {
    let offsets = OFFSETS[usize::from(c.mapping_frame) % OFFSETS.len()];
    let (x, y) = (px(c.x), px(c.y));
    let template = c.clone();
    let mut frame = 3u8;
    for (n, (&(dx, dy), &(x_vel, y_vel))) in offsets.iter().zip(speeds.iter().cycle()).enumerate() {
        let place = |p: &mut Common| {
            p.x = i32::from(x.wrapping_add(i16::from(dx))) << 8;
            p.y = i32::from(y.wrapping_add(i16::from(dy))) << 8;
            p.width_pixels = PIECE_WIDTH;
            p.x_vel = x_vel;
            p.y_vel = y_vel;
            p.mapping_frame = frame;
        };
        if n == 0 {
            place(c);
        } else {
            // A fresh slot: no height (`height_pixels` 0), no status, no respawn entry, its timer 0.
            let mut p = Common::new(template.id, template.subtype, 0, 0, template.x_flip, template.y_flip);
            p.routine = 2;
            p.on_screen = template.on_screen;
            p.explicit_height = true;
            place(&mut p);
            let state = BreakableRock { piece: true, ..Default::default() };
            if cx.spawn_after(Obj { common: p, state: State::Sonic3k(Sonic3k::BreakableRock(state)) }).is_none() {
                break;
            }
        }
        frame = if frame + 1 >= 7 { 3 } else { frame + 1 };
    }
}

/// `loc_1D836`: a piece.
fn piece(c: &mut Common) {
    // (Reached by the rock itself the frame it breaks: it is a piece from then on.)
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if (c.anim_frame_duration as i8) < 0 {
        c.anim_frame_duration = 2;
        let next = c.mapping_frame.wrapping_add(1);
        c.mapping_frame = if next < 7 { next } else { 3 };
    }
    // `MoveSprite2`, then the gravity.
    c.object_move();
    c.y_vel = c.y_vel.wrapping_add(PIECE_GRAVITY);
    if c.on_screen {
        c.display();
    } else {
        c.delete();
    }
}

impl crate::objects::runtime::object::ObjKind for BreakableRock {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        if self.piece {
            "piece"
        } else if c.subtype & 4 != 0 {
            "breaks from the side"
        } else {
            "breaks from above"
        }
    }

    fn name(&self) -> &'static str {
        "breakable rock"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `byte_1D64E` and the init: subtype $21 (Angel Island 1's rock at ($1980, $424)) is size 2,
    /// $18 × $F, broken from above (bit 0) and pushable (bit 1); $04 and $24 break from the side; the size
    /// is bits 4–6 (`andi.b #7`).
    #[test]
    fn sizes_by_subtype() {
        assert_eq!(SIZES[size(0x21)], (0x18, 0xF));
        assert_eq!(SIZES[size(0x04)], (0x18, 0x27));
        assert_eq!(SIZES[size(0x14)], (0x18, 0x17));
        assert_eq!(SIZES[size(0x30)], (0xE, 0xF));
        assert_eq!(size(0xA0), 2, "bit 7 is not part of the size");
    }

    /// `off_1DBEA` and `off_1DC28` have one speed per piece: 8, 5, 4 and 6 pieces by size; the side tables
    /// (`word_1DC30`, `word_1DC50`) mirror each other and cover the largest rock.
    #[test]
    fn one_speed_per_piece() {
        let counts: Vec<usize> = OFFSETS.iter().map(|o| o.len()).collect();
        assert_eq!(counts, [8, 5, 4, 6]);
        for (o, s) in OFFSETS.iter().zip(SPEEDS_FROM_ABOVE) {
            assert_eq!(o.len(), s.len());
        }
        for (l, r) in SPEEDS_LEFT.iter().zip(SPEEDS_RIGHT) {
            assert_eq!((-l.0, l.1), r);
        }
        assert_eq!(SPEEDS_FROM_ABOVE[2][0], (-0x100, -0x200));
        assert_eq!(OFFSETS[2][3], (0xC, 4));
    }

    /// `sub_1D7CE`: the bounce is −$300, curled ($E × 7 radii), in the air.
    #[test]
    fn the_bounce() {
        let mut p = Player::standing(Character::Sonic, 0x1985, 0x401);
        p.on_object = true;
        bounce(&mut p);
        assert_eq!((p.y_speed, p.height_radius, p.width_radius), (-0x300, 0xE, 7));
        assert!(p.air && p.rolling && !p.on_object && p.pose == Pose::Roll);
    }

    /// `loc_1D926` / `loc_1D9BE`: rolling at $480 or more while pushing breaks a side rock, $47F does not;
    /// Knuckles always (bit 7: only he); Super Sonic as player 1 whatever his speed; the fire shield spares
    /// player 1 the push but not the roll.
    #[test]
    fn who_breaks_a_side_rock() {
        let mut sonic = Player::standing(Character::Sonic, 0, 0);
        sonic.pose = Pose::Roll;
        assert!(breaks_side(&sonic, 0x04, true, -0x480, true));
        assert!(!breaks_side(&sonic, 0x04, true, 0x47F, true));
        assert!(!breaks_side(&sonic, 0x04, false, 0x600, true), "not pushing it");
        assert!(!breaks_side(&sonic, 0x84, true, 0x600, true), "bit 7: Knuckles only");
        sonic.shield = true;
        sonic.element = Element::Fire;
        assert!(breaks_side(&sonic, 0x04, false, 0x480, true));
        assert!(!breaks_side(&sonic, 0x04, false, 0x480, false), "player 2 must push");
        sonic.pose = Pose::Walk;
        assert!(!breaks_side(&sonic, 0x04, true, 0x600, true));
        sonic.super_form = true;
        assert!(breaks_side(&sonic, 0x04, false, 0, true));
        let knuckles = Player::standing(Character::Knuckles, 0, 0);
        assert!(breaks_side(&knuckles, 0x84, false, 0, true));
        assert!(breaks_side(&knuckles, 0x04, true, 0, false));
    }
}
