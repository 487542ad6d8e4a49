//! Chemical Plant's breakable metal block (s2disasm `Obj32`: `Obj32_Main`, `Obj32_SupportingSomeone`,
//! `Obj32_BouncePlayer`, `Obj32_Destroy`, `Obj32_Fragment`; `BreakObjectToPieces`,
//! `SmashableObject_LoadPoints`).
//!
//! A 32 px block, solid while on screen (`SolidObject`: half width $10 + $B, half height $10, $11 on the
//! ground). It breaks when the player stands on it curled up: his animation as it was when the block's frame
//! began is the roll (`AniIDSonAni_Roll`: rolling or jumping; landing on it resets the animation, which is why
//! the block looks at the one from before). Then the player bounces: rolling, rolling radii, the roll
//! animation, Y Speed −$300, in the air, off the object; the block becomes 4 fragments (itself and 3 new
//! objects after it, one per piece of its sprite: speeds ∓$100,−$200 and ∓$C0,−$1C0), falling with gravity
//! $18 and deleted off screen; and points appear with the score chain (10, 20, 50, 100 … × 10 points).
//!
//! Both players (the sidekick after player 1, with his own standing bit; when both stand on it, one curled
//! is enough and the other just drops off).
//!
//! Hill Top's rock is the same object (`Obj32_Init` picks by zone): half width $18 + $B, and 6 fragments
//! (`Obj32_VelArray1`); every zone but Chemical Plant has the rock, as far as the level says which zone it is
//! (a level of no game zone keeps Chemical Plant's block).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, P2_STANDING, STANDING, State};
use crate::objects::runtime::solid::SolidBox;
use crate::objects::s2::explosion::{Explosion, POINTS_ID, Role};
use crate::player::{Player, Pose, Routine};

/// Routines (`Obj32_Index`).
pub const MAIN: u8 = 2;
pub const FRAGMENT: u8 = 4;
/// The bounce off a broken block.
pub const BOUNCE: i16 = -0x300;
/// `Obj32_VelArray2`: each fragment's speeds, in sprite-piece order.
pub const FRAGMENT_SPEEDS: [(i16, i16); 4] = [(-0x100, -0x200), (0x100, -0x200), (-0xC0, -0x1C0), (0xC0, -0x1C0)];
/// `Obj32_VelArray1`: Hill Top's rock's fragments.
pub const ROCK_FRAGMENT_SPEEDS: [(i16, i16); 6] =
    [(-0x200, -0x200), (0, -0x280), (0x200, -0x200), (-0x1C0, -0x1C0), (0, -0x200), (0x1C0, -0x1C0)];
/// `width_pixels`: the block's, the rock's.
pub const WIDTH: u8 = 0x10;
pub const ROCK_WIDTH: u8 = 0x18;
/// The fragments' gravity.
pub const FRAGMENT_GRAVITY: i16 = 0x18;
/// `SmashableObject_ScoreBonus` × 10 (the score is kept in points, not tens).
pub const SCORE_BONUS: [u32; 4] = [100, 200, 500, 1000];
/// From chain 0x20 on, every block gives 10,000 points.
pub const CHAIN_BONUS_MAX: u32 = 10000;

/// `Obj32`'s own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BreakableBlock {
    /// `breakableblock_mainchar_anim`: the player was curled up when this frame began.
    pub curled: bool,
}

pub fn run(c: &mut Common, s: &mut BreakableBlock, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = MAIN;
        c.width_pixels = if is_rock(cx) { ROCK_WIDTH } else { WIDTH };
    }
    if c.routine == FRAGMENT {
        fragment(c);
        return;
    }
    let chain = cx.world.game.chain_bonus;
    s.curled = cx.world.player.pose == Pose::Roll;
    let sidekick_curled = cx.world.sidekick.as_deref().is_some_and(|p| p.pose == Pose::Roll);
    let b = SolidBox {
        half_width: i16::from(c.width_pixels) + 0xB,
        half_height_air: 0x10,
        half_height_ground: 0x11,
        old_x: c.pixel_x() as i16,
    };
    cx.solid_object(c, b);
    let (p1, p2) = (c.status & STANDING != 0, c.status & P2_STANDING != 0);
    let breaks = match (p1, p2) {
        // `Obj32_SupportingSomeone`: both on it, either curled: both are set off it (the curled bounce).
        (true, true) if s.curled || sidekick_curled => {
            set_off(cx.world.player, s.curled);
            if let Some(p) = cx.world.sidekick.as_deref_mut() {
                set_off(p, sidekick_curled);
            }
            true
        }
        (true, false) if s.curled => {
            bounce(cx.world.player);
            true
        }
        (false, true) if sidekick_curled => {
            if let Some(p) = cx.world.sidekick.as_deref_mut() {
                bounce(p);
            }
            true
        }
        _ => false,
    };
    if !breaks {
        cx.mark_gone(c);
        return;
    }
    // `Obj32_Destroy`.
    cx.world.game.chain_bonus = chain;
    c.status &= !(STANDING | P2_STANDING);
    break_to_pieces(c, cx);
    load_points(c, cx);
    fragment(c);
}

/// `Obj32_SetCharacterOffBlock`: the curled bounce, or only off the object in the air.
fn set_off(p: &mut Player, curled: bool) {
    if curled {
        bounce(p);
    } else {
        p.air = true;
        p.on_object = false;
        p.routine = Routine::Normal;
    }
}

/// `Obj32_BouncePlayer`.
fn bounce(p: &mut Player) {
    p.rolling = true;
    let (w, h) = p.character.curled_radii();
    (p.width_radius, p.height_radius) = (w, h);
    p.pose = Pose::Roll;
    p.y_speed = BOUNCE;
    p.air = true;
    p.on_object = false;
    p.routine = Routine::Normal;
}

/// Whether `Obj32` is Hill Top's rock here (`cmpi.b #chemical_plant_zone,(Current_Zone).w`).
fn is_rock(cx: &ObjCtx) -> bool {
    use formats::level::LevelEvents;
    matches!(
        cx.world.game.level,
        LevelEvents::Htz1
            | LevelEvents::Htz2
            | LevelEvents::Ehz1
            | LevelEvents::Ehz2
            | LevelEvents::Arz1
            | LevelEvents::Arz2
            | LevelEvents::Cnz1
            | LevelEvents::Cnz2
            | LevelEvents::Mcz1
            | LevelEvents::Mcz2
            | LevelEvents::Ooz1
            | LevelEvents::Ooz2
    )
}

/// `BreakObjectToPieces`: this object becomes the first piece, the others take the free slots after it
/// (as many as there are); each keeps the block's position, on-screen flag and width.
fn break_to_pieces(c: &mut Common, cx: &mut ObjCtx) {
    let piece = |c: &mut Common, (x_vel, y_vel): (i16, i16)| {
        c.routine = FRAGMENT;
        c.x_vel = x_vel;
        c.y_vel = y_vel;
    };
    let template = c.clone();
    let speeds: &[(i16, i16)] = if is_rock(cx) { &ROCK_FRAGMENT_SPEEDS } else { &FRAGMENT_SPEEDS };
    piece(c, speeds[0]);
    for &speeds in &speeds[1..] {
        let mut p = template.clone();
        p.respawn = None;
        p.status = 0;
        piece(&mut p, speeds);
        if cx.spawn_after(Obj { common: p, state: State::BreakableBlock(Default::default()) }).is_none() {
            break;
        }
    }
}

/// `SmashableObject_LoadPoints`: the points object in the first free slot, and the score by the chain
/// (nothing when no slot is free).
pub(crate) fn load_points(c: &Common, cx: &mut ObjCtx) {
    let chain = cx.world.game.chain_bonus;
    let next = chain.wrapping_add(2);
    let (score, index) =
        if next >= 0x20 { (CHAIN_BONUS_MAX, 0xA) } else { (SCORE_BONUS[usize::from(chain.min(6) / 2)], chain.min(6)) };
    let mut points = Common::new(POINTS_ID, 0, c.pixel_x(), c.pixel_y(), false, false);
    points.mapping_frame = (index >> 1) as u8;
    let state = State::Explosion(Explosion { role: Role::Points, ..Default::default() });
    if cx.spawn(Obj { common: points, state }).is_some() {
        cx.world.game.chain_bonus = next;
        cx.world.game.score = cx.world.game.score.wrapping_add(score);
    }
}

/// `Obj32_Fragment`: falls; deleted once off screen.
pub(crate) fn fragment(c: &mut Common) {
    c.object_move();
    c.y_vel = c.y_vel.wrapping_add(FRAGMENT_GRAVITY);
    if c.on_screen {
        c.display();
    } else {
        c.delete();
    }
}

impl crate::objects::runtime::object::ObjKind for BreakableBlock {
    #[inline(always)]
    fn run(
        s: &mut Self,
        c: &mut crate::objects::runtime::object::Common,
        cx: &mut crate::objects::runtime::context::ObjCtx,
    ) -> Option<crate::objects::runtime::object::State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "breakable block"
    }
}
