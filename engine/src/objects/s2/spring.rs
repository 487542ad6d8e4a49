//! Springs (s2disasm `Obj41`: `Obj41_Init`, `Obj41_Up`, `Obj41_Horizontal`, `Obj41_Down`,
//! `Obj41_DiagonallyUp`, `Obj41_DiagonallyDown`, `Ani_obj41`; SPG "Springs and Bumpers", and "Solid Objects"
//! for the sloped tops of the diagonal ones).
//!
//! A spring is a solid object that launches the player when he touches its face: standing on an up or
//! diagonally-up spring, hitting a down or diagonally-down one from below, pushing against a horizontal one
//! (or being grounded just in front of it, moving away or standing still). The subtype says everything:
//!
//! - bits 4–6: the kind ([`Kind`]: up, horizontal, down, diagonally up, diagonally down);
//! - bit 1: yellow (launch speed 0xA00) instead of red (0x1000) ([`STRENGTHS`]);
//! - bit 0: twirl — the player somersaults ([`Twirl`]) and his Ground Speed becomes ±1;
//! - bits 2–3: the collision layer given to the player (1 = A, 2 = B, else unchanged);
//! - bit 7: the speed across the launch is cleared (X Speed for up/down springs, Y Speed for horizontal
//!   ones; the diagonal springs ignore it).
//!
//! Each spring treats player 1, then the sidekick, each with his own standing and pushing bits (`Obj41_Up`
//! and the others call the single-character solid routine twice, `d6` = `p1_standing_bit`, then
//! `p2_standing_bit`); the horizontal spring's launch zone in front checks both after.
//!
//! The x flip turns horizontal and diagonal springs to face left. After a launch the spring plays its
//! "boing" script: compressed for 1 frame, relaxed for 2, extended for 7, then relaxed ([`frame`]).

use crate::math::px;
use crate::objects::runtime::animate::fast_forward;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, P2_PUSHING, PUSHING};
use crate::objects::runtime::solid::{Contact, P1, P2, SolidBox, Who, sloped_solid_as, solid_object_always_as};
use crate::player::{Player, Pose, Routine};
use formats::Layer;

/// `Obj41_Strengths`: the launch speed of a red (subtype bit 1 clear) and a yellow (bit 1 set) spring.
pub const STRENGTHS: [i16; 2] = [-0x1000, -0xA00];

/// Frames of horizontal control lock a horizontal spring gives (`move_lock`).
pub const HORIZONTAL_CONTROL_LOCK: u16 = 0xF;

/// `Obj41_SlopeData_DiagUp`: the diagonally-up spring's top, one height per 2 px from its left edge
/// (relative to the first value when testing, absolute when carrying a standing player).
pub const SLOPE_DIAGONAL_UP: [u8; 28] = [
    0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x0E, 0x0C, 0x0A, 0x08, 0x06, 0x04, 0x02,
    0x00, 0xFE, 0xFC, 0xFC, 0xFC, 0xFC, 0xFC, 0xFC, 0xFC,
];

/// `Obj41_SlopeData_DiagDown`: the same for the diagonally-down spring.
pub const SLOPE_DIAGONAL_DOWN: [u8; 28] = [
    0xF4, 0xF0, 0xF0, 0xF0, 0xF0, 0xF0, 0xF0, 0xF0, 0xF0, 0xF0, 0xF0, 0xF0, 0xF2, 0xF4, 0xF6, 0xF8, 0xFA, 0xFC, 0xFE,
    0x00, 0x02, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04,
];

/// `Ani_obj41`: duration byte, mapping frames, then an end code ($FF loop, $FD switch to the script that
/// follows). Scripts 0/2/4 are the relaxed up/horizontal/diagonal springs, 1/3/5 their "boing".
const SCRIPTS: [&[u8]; 6] = [
    &[0x0F, 0, 0xFF],
    &[0, 1, 0, 0, 2, 2, 2, 2, 2, 2, 0xFD, 0],
    &[0x0F, 3, 0xFF],
    &[0, 4, 3, 3, 5, 5, 5, 5, 5, 5, 0xFD, 2],
    &[0x0F, 7, 0xFF],
    &[0, 8, 7, 7, 9, 9, 9, 9, 9, 9, 0xFD, 4],
];

/// The five kinds of spring (subtype bits 4–6; `Obj41_Init_Subtypes`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Kind {
    #[default]
    Up,
    /// Faces right, or left when x-flipped.
    Horizontal,
    Down,
    /// Faces up-right, or up-left when x-flipped.
    DiagonalUp,
    /// Faces down-right, or down-left when x-flipped.
    DiagonalDown,
}

impl Kind {
    /// The kind a subtype selects. The game's table has only five entries; subtypes $50–$7F (and $D0–$FF)
    /// would jump outside it, so they are taken as up springs here.
    pub fn from_subtype(subtype: u8) -> Kind {
        match (subtype >> 4) & 7 {
            1 => Kind::Horizontal,
            2 => Kind::Down,
            3 => Kind::DiagonalUp,
            4 => Kind::DiagonalDown,
            _ => Kind::Up,
        }
    }

    /// The object routine that runs this kind (`Obj41_Index`).
    pub fn routine(self) -> u8 {
        match self {
            Kind::Up => 2,
            Kind::Horizontal => 4,
            Kind::Down => 6,
            Kind::DiagonalUp => 8,
            Kind::DiagonalDown => 0xA,
        }
    }

    fn from_routine(routine: u8) -> Kind {
        match routine {
            4 => Kind::Horizontal,
            6 => Kind::Down,
            8 => Kind::DiagonalUp,
            0xA => Kind::DiagonalDown,
            _ => Kind::Up,
        }
    }
}

/// A spring's state beyond the common fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Spring {
    /// `objoff_30`: the launch speed ([`STRENGTHS`]), set by the init.
    pub strength: i16,
    /// The kind, set by the init (also readable from the subtype with [`Kind::from_subtype`]).
    pub kind: Kind,
}

/// What a spring's sprite shows (its mapping frame), for the editor.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Frame {
    Relaxed,
    /// Pushed in: the first frame after a launch.
    Compressed,
    /// Stretched out: frames 4–10 after a launch.
    Extended,
}

/// The frame a spring shows (mapping frames 0/3/7 relaxed, 1/4/8 compressed, 2/5/9 extended; 6 and 10 are
/// the down springs' relaxed frames, which the animation replaces by the flipped up ones).
pub fn frame(c: &Common) -> Frame {
    match c.mapping_frame {
        1 | 4 | 8 => Frame::Compressed,
        2 | 5 | 9 => Frame::Extended,
        _ => Frame::Relaxed,
    }
}

/// Whether the spring is drawn compressed this frame.
pub fn is_compressed(c: &Common) -> bool {
    frame(c) == Frame::Compressed
}

/// The somersault a twirl spring (subtype bit 0) starts: the player's `flip_angle` (±1 by facing),
/// `flips_remaining` and `flip_speed` (the angle added per frame in the air, by `Sonic_JumpAngle`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Twirl {
    pub flip_angle: u8,
    pub flips_remaining: u8,
    pub flip_speed: u8,
}

/// The twirl a spring gives a player facing `facing_left`, if its subtype asks for one: up and down springs
/// turn slowly (speed 4) once (none more for yellow), horizontal and diagonal ones fast (speed 8) 3 more
/// times (1 for yellow).
pub fn twirl(kind: Kind, subtype: u8, facing_left: bool) -> Option<Twirl> {
    if subtype & 1 == 0 {
        return None;
    }
    let yellow = subtype & 2 != 0;
    let (flip_speed, flips_remaining) = match kind {
        Kind::Up | Kind::Down => (4, if yellow { 0 } else { 1 }),
        _ => (8, if yellow { 1 } else { 3 }),
    };
    let flip_angle = if facing_left { 0xFF } else { 1 };
    Some(Twirl { flip_angle, flips_remaining, flip_speed })
}

/// One frame of a spring (`Obj41`): its routine, then `MarkObjGone`.
pub fn run(c: &mut Common, s: &mut Spring, cx: &mut ObjCtx) {
    if c.routine == 0 {
        init(c, s);
    } else {
        let kind = Kind::from_routine(c.routine);
        let rules = cx.world.env.profile.solid_rules;
        one_player(kind, c, s, cx.world.player, P1.with(rules));
        if let Some(p2) = cx.world.sidekick.as_deref_mut() {
            one_player(kind, c, s, p2, P2.with(rules));
        }
        // `loc_18BC6` reads the animation once (a push launch just now restarted the boing), before either
        // player's launch from in front.
        let boing = c.anim == 3;
        if kind == Kind::Horizontal && !boing {
            in_front(c, s, cx.world.player);
            if let Some(p2) = cx.world.sidekick.as_deref_mut() {
                in_front(c, s, p2);
            }
        }
        animate(c);
        cx.mark_gone(c);
        // Relaxed (an even script, running): until a player comes within its box (a horizontal spring's launch
        // zone reaches $28 px in front, $18 px up or down) its runs change nothing but the relaxed script's
        // duration counter.
        if c.anim & 1 == 0 && c.anim == c.prev_anim {
            cx.nap(c, 0x28 + 0x1B, 0x18 + 0x10);
        }
        return;
    }
    cx.mark_gone(c);
}

/// Catches up a napping spring ([`crate::objects::runtime::object::Obj::catch_up`]): its relaxed script (one frame
/// shown 16 game frames) for `slept` frames.
pub fn catch_up(c: &mut Common, slept: u32) {
    fast_forward(c, slept, 0xF, 2, 1, animate);
}

/// `Obj41_Init`: the kind's routine, width, first script and frame; the down springs are flipped; the
/// colour picks the strength.
fn init(c: &mut Common, s: &mut Spring) {
    let kind = Kind::from_subtype(c.subtype);
    s.kind = kind;
    c.routine = kind.routine();
    c.width_pixels = 16;
    match kind {
        Kind::Up => {}
        Kind::Horizontal => {
            c.anim = 2;
            c.mapping_frame = 3;
            c.width_pixels = 8;
        }
        Kind::Down => {
            c.mapping_frame = 6;
            c.status |= Y_FLIP;
        }
        Kind::DiagonalUp => {
            c.anim = 4;
            c.mapping_frame = 7;
        }
        Kind::DiagonalDown => {
            c.anim = 4;
            c.mapping_frame = 0xA;
            c.status |= Y_FLIP;
        }
    }
    s.strength = STRENGTHS[usize::from((c.subtype >> 1) & 1)];
}

/// `status` flip bits (`status.npc.x_flip`, `status.npc.y_flip`).
const X_FLIP: u8 = 1;
const Y_FLIP: u8 = 2;

/// Adds whole pixels to a position, keeping its subpixels (`addq.w`/`subq.w` on the position word).
fn add_px(v: &mut i32, pixels: i32) {
    *v = v.wrapping_add(pixels << 8);
}

/// The spring's routine for one player.
fn one_player(kind: Kind, c: &mut Common, s: &Spring, player: &mut Player, who: Who) {
    match kind {
        Kind::Up => up(c, s, player, who),
        Kind::Horizontal => horizontal(c, s, player, who),
        Kind::Down => down(c, s, player, who),
        Kind::DiagonalUp => diagonal_up(c, s, player, who),
        Kind::DiagonalDown => diagonal_down(c, s, player, who),
    }
}

/// `Obj41_Up`: solid always; a player standing on it is launched.
fn up(c: &mut Common, s: &Spring, player: &mut Player, who: Who) {
    let b = SolidBox { half_width: 0x1B, half_height_air: 8, half_height_ground: 0x10, old_x: px(c.x) };
    solid_object_always_as(c, player, b, who);
    if c.status & who.standing != 0 {
        launch_up(c, s, player);
    }
}

/// `loc_189CA`: 8 px down into the spring, Y Speed = strength, in the air off the object, spring pose, back to
/// the normal routine. The spring's standing bit stays set until the next frame sees him in the air.
fn launch_up(c: &mut Common, s: &Spring, player: &mut Player) {
    restart(c, 1);
    add_px(&mut player.y, 8);
    player.y_speed = s.strength;
    player.air = true;
    player.on_object = false;
    player.pose = Pose::Spring;
    player.routine = Routine::Normal;
    if c.subtype & 0x80 != 0 {
        player.x_speed = 0;
    }
    give_twirl(Kind::Up, c.subtype, player);
    give_layer(c.subtype, player);
}

/// `Obj41_Horizontal`: solid always; a player pushing against its face is launched, and so is a grounded
/// player within 40 px in front of it (24 px above or below its centre) moving away from it or still.
fn horizontal(c: &mut Common, s: &Spring, player: &mut Player, who: Who) {
    let b = SolidBox { half_width: 0x13, half_height_air: 0xE, half_height_ground: 0xF, old_x: px(c.x) };
    solid_object_always_as(c, player, b, who);
    if c.status & who.pushing != 0 {
        // Pushing the back (the side it does not face) does nothing.
        let on_right = (px(player.x) as u16) > (px(c.x) as u16);
        let faces_left = c.status & X_FLIP != 0;
        if on_right != faces_left {
            launch_horizontal(c, s, player);
        }
    }
}

/// `loc_18BC6`: the launch zone in front of a horizontal spring (the caller skips it while its boing plays).
fn in_front(c: &mut Common, s: &Spring, player: &mut Player) {
    if player.air {
        return;
    }
    let x = px(c.x) as u16;
    let faces_left = c.status & X_FLIP != 0;
    let (left, right) = if faces_left { (x.wrapping_sub(0x28), x) } else { (x, x.wrapping_add(0x28)) };
    let y = px(c.y) as u16;
    let (top, bottom) = (y.wrapping_sub(0x18), y.wrapping_add(0x18));
    let away = if faces_left { player.ground_speed.wrapping_neg() } else { player.ground_speed };
    if away < 0 {
        return;
    }
    let (px_, py) = (px(player.x) as u16, px(player.y) as u16);
    if (left..right).contains(&px_) && (top..bottom).contains(&py) {
        launch_horizontal(c, s, player);
    }
}

/// `loc_18AEE`: 8 px out of the spring, X Speed = strength away from it (facing that way), the control lock,
/// Ground Speed = X Speed; not airborne. Walking pose unless rolling; no longer pushing.
fn launch_horizontal(c: &mut Common, s: &Spring, player: &mut Player) {
    restart(c, 3);
    player.x_speed = s.strength;
    add_px(&mut player.x, 8);
    player.facing_left = true;
    if c.status & X_FLIP == 0 {
        player.facing_left = false;
        add_px(&mut player.x, -0x10);
        player.x_speed = player.x_speed.wrapping_neg();
    }
    player.control_lock = HORIZONTAL_CONTROL_LOCK;
    player.ground_speed = player.x_speed;
    if !player.rolling {
        player.pose = Pose::Walk;
    }
    if c.subtype & 0x80 != 0 {
        player.y_speed = 0;
    }
    give_twirl(Kind::Horizontal, c.subtype, player);
    give_layer(c.subtype, player);
    c.status &= !(PUSHING | P2_PUSHING);
    player.pushing = false;
}

/// `Obj41_Down`: solid always; a player hitting it from below is launched.
fn down(c: &mut Common, s: &Spring, player: &mut Player, who: Who) {
    let b = SolidBox { half_width: 0x1B, half_height_air: 8, half_height_ground: 0x10, old_x: px(c.x) };
    if solid_object_always_as(c, player, b, who) == Contact::Bottom {
        launch_down(c, s, player);
    }
}

/// `loc_18CC6`: 8 px up out of the spring, Y Speed = −strength (down), in the air off any object, back to the
/// normal routine; the pose is kept.
fn launch_down(c: &mut Common, s: &Spring, player: &mut Player) {
    restart(c, 1);
    add_px(&mut player.y, -8);
    player.y_speed = s.strength.wrapping_neg();
    if c.subtype & 0x80 != 0 {
        player.x_speed = 0;
    }
    give_twirl(Kind::Down, c.subtype, player);
    give_layer(c.subtype, player);
    player.air = true;
    player.on_object = false;
    player.routine = Routine::Normal;
}

/// `Obj41_DiagonallyUp`: a sloped solid; a player standing on its raised half (beyond 4 px before its centre)
/// is launched.
fn diagonal_up(c: &mut Common, s: &Spring, player: &mut Player, who: Who) {
    let b = SolidBox { half_width: 0x1B, half_height_air: 0x10, half_height_ground: 0x10, old_x: px(c.x) };
    sloped_solid_as(c, player, b, &SLOPE_DIAGONAL_UP, who);
    if c.status & who.standing == 0 {
        return;
    }
    let (x, p) = (px(c.x) as u16, px(player.x) as u16);
    let on_face = if c.status & X_FLIP == 0 { x.wrapping_sub(4) < p } else { x.wrapping_add(4) >= p };
    if on_face {
        restart(c, 5);
        player.y_speed = s.strength;
        launch_diagonal(c, s, player, 6);
        player.pose = Pose::Spring;
        give_twirl(Kind::DiagonalUp, c.subtype, player);
        give_layer(c.subtype, player);
    }
}

/// `Obj41_DiagonallyDown`: a sloped solid; a player hitting it from below is launched down and sideways.
fn diagonal_down(c: &mut Common, s: &Spring, player: &mut Player, who: Who) {
    let b = SolidBox { half_width: 0x1B, half_height_air: 0x10, half_height_ground: 0x10, old_x: px(c.x) };
    if sloped_solid_as(c, player, b, &SLOPE_DIAGONAL_DOWN, who) == Contact::Bottom {
        restart(c, 5);
        player.y_speed = s.strength.wrapping_neg();
        launch_diagonal(c, s, player, -6);
        give_twirl(Kind::DiagonalDown, c.subtype, player);
        give_layer(c.subtype, player);
    }
}

/// The part both diagonal launches share (`loc_18DD8`, `loc_18EE6`): X Speed = strength away from the spring,
/// 6 px out of it (`dy` vertically), facing the launch, in the air off the object, the normal routine.
fn launch_diagonal(c: &Common, s: &Spring, player: &mut Player, dy: i32) {
    player.x_speed = s.strength;
    add_px(&mut player.y, dy);
    add_px(&mut player.x, 6);
    player.facing_left = true;
    if c.status & X_FLIP == 0 {
        player.facing_left = false;
        add_px(&mut player.x, -0xC);
        player.x_speed = player.x_speed.wrapping_neg();
    }
    player.air = true;
    player.on_object = false;
    player.routine = Routine::Normal;
}

/// Starts a boing script from its first frame (`move.w #(n<<8)|0,anim(a0)`: `prev_anim` cleared, so even a
/// spring already bouncing restarts).
fn restart(c: &mut Common, anim: u8) {
    c.anim = anim;
    c.prev_anim = 0;
}

/// The twirl's effect on the player: Ground Speed ±1 (the somersault's direction) and the walking pose.
///
/// The somersault itself (`flip_angle`, `flips_remaining`, `flip_speed`, turned by `Sonic_JumpAngle` in the
/// air) is only drawn; the player has no fields for it yet ([`twirl`] computes them).
pub(crate) fn give_twirl(kind: Kind, subtype: u8, player: &mut Player) {
    if let Some(t) = twirl(kind, subtype, player.facing_left) {
        player.ground_speed = if t.flip_angle == 1 { 1 } else { -1 };
        player.pose = Pose::Walk;
    }
}

/// Subtype bits 2–3: 1 puts the player on layer A (`top_solid_bit` $C, `lrb_solid_bit` $D), 2 on layer B
/// ($E/$F).
pub(crate) fn give_layer(subtype: u8, player: &mut Player) {
    match subtype & 0xC {
        4 => player.layer = Layer::A,
        8 => player.layer = Layer::B,
        _ => {}
    }
}

/// `AnimateSprite` over [`SCRIPTS`]: a new script restarts; each mapping frame shows for the script's
/// duration + 1 frames; $FF loops, $FD switches script. The status flips are copied to the drawn flips.
fn animate(c: &mut Common) {
    if c.anim != c.prev_anim {
        c.prev_anim = c.anim;
        c.anim_frame = 0;
        c.anim_frame_duration = 0;
    }
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if (c.anim_frame_duration as i8) >= 0 {
        return;
    }
    let Some(script) = SCRIPTS.get(usize::from(c.anim)) else { return };
    c.anim_frame_duration = script[0];
    let i = usize::from(c.anim_frame);
    let mut shown = script.get(1 + i).copied().unwrap_or(0xFF);
    match shown {
        0xFF => {
            c.anim_frame = 0;
            shown = script[1];
        }
        0xFD => {
            c.anim = script.get(2 + i).copied().unwrap_or(0);
            return;
        }
        0x80.. => return,
        _ => {}
    }
    c.mapping_frame = shown & 0x7F;
    c.x_flip = c.status & X_FLIP != 0;
    c.y_flip = c.status & Y_FLIP != 0;
    c.anim_frame = c.anim_frame.wrapping_add(1);
}

impl crate::objects::runtime::object::ObjKind for Spring {
    const READS_ON_SCREEN: bool = false;
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(
        s: &mut Self,
        c: &mut crate::objects::runtime::object::Common,
        cx: &mut crate::objects::runtime::context::ObjCtx,
    ) -> Option<crate::objects::runtime::object::State> {
        run(c, s, cx);
        None
    }

    fn catch_up(c: &mut crate::objects::runtime::object::Common, slept: u32) {
        catch_up(c, slept);
    }

    fn name(&self) -> &'static str {
        "spring"
    }
}
