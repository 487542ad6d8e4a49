//! Spikes (s2disasm `Obj36`: `Obj36_Init`, `Obj36_Upright`, `Obj36_Sideways`, `Obj36_Upsidedown`,
//! `Touch_ChkHurt2`, `MoveSpikes`; SPG "Game Objects": Spikes and Moving Spikes, "Getting Hit").
//!
//! Spikes are a solid object (`SolidObject`, half width `width_pixels` + 11, half height `y_radius`, + 1 on the
//! ground) that hurts the player from its pointed side only: upright spikes when he stands on them (also
//! when he was already standing there, so they hurt the frame his invulnerability runs out), sideways spikes
//! when he touches either side (the flat back hurts too in Sonic 2), upside-down (y-flipped) spikes when he
//! touches them from below. Before hurting, the player's last vertical move is undone (y − Y Speed).
//! Invincible, still blinking (`invulnerable_time`), hurt or dead players are not hurt.
//!
//! Subtype `ssss mmmm`: `ssss` the size and direction — 0–3 upright 1 to 4 spikes (`width_pixels` 16, 32,
//! 48, 64, `y_radius` 16), 4–7 sideways 1 to 4 (`width_pixels` 16, `y_radius` 16, 32, 48, 64); the y flip makes
//! any of them upside-down spikes. `mmmm`: 0 still, 1 moving along y, 2 along x: 32 px away from the placed
//! position and back, 8 px a frame, resting 60 frames at each end (`MoveSpikes_Delay`).
//!
//! They unload by their placed x (`MarkObjGone2`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::objects::runtime::object::set_pixel;
use crate::objects::runtime::solid::{Contact, P1, P2, SolidBox, Who, solid_object_as, standing_as};
use crate::objects::runtime::touch::chk_hurt;
use crate::player::Player;
use crate::player::Routine as PlayerRoutine;

/// Routines (`Obj36_Index`).
pub const UPRIGHT: u8 = 2;
pub const SIDEWAYS: u8 = 4;
pub const UPSIDE_DOWN: u8 = 6;

/// `Obj36_InitData`: `width_pixels` and `y_radius` for subtype bits 4–6 (0–3 upright, 4–7 sideways).
/// Values 8–15 read past the table in the game; here they take the entry of bits 4–6.
pub const INIT_DATA: [(u8, u8); 8] =
    [(0x10, 0x10), (0x20, 0x10), (0x30, 0x10), (0x40, 0x10), (0x10, 0x10), (0x10, 0x20), (0x10, 0x30), (0x10, 0x40)];

/// `MoveSpikes_Delay`: the offset moves 8 px (0x800 in 8.8) a frame between 0 and 32 px, resting 60 frames at
/// either end.
pub const MOVE_STEP: u16 = 0x800;
pub const MOVE_RANGE: u16 = 0x2000;
pub const MOVE_REST: u16 = 60;

/// `Obj36`'s own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Spikes {
    /// `spikes_base_x_pos`, `spikes_base_y_pos`: where they were placed (pixels).
    pub base_x: i16,
    pub base_y: i16,
    /// `spikes_retract_offset`: 8.8 px away from the placed position (0..=0x2000).
    pub offset: u16,
    /// `spikes_retract_state`: false moving away (to 32 px), true moving back (to 0).
    pub returning: bool,
    /// `spikes_retract_timer`: frames left resting.
    pub timer: u16,
}

pub fn run(c: &mut Common, s: &mut Spikes, cx: &mut ObjCtx) {
    if c.routine == 0 {
        init(c, s);
        return;
    }
    let old_x = (c.x >> 8) as i16;
    move_spikes(c, s);
    let b = SolidBox {
        half_width: i16::from(c.width_pixels) + 0xB,
        half_height_air: i16::from(c.y_radius),
        half_height_ground: i16::from(c.y_radius) + 1,
        // Only sideways spikes carry a player standing on them by their move.
        old_x: if c.routine == SIDEWAYS { old_x } else { (c.x >> 8) as i16 },
    };
    // `SolidObject` for both players (the sidekick only on screen), then each one's hurt (`Obj36_Upright`:
    // player 1 first).
    // S3K's spikes (`Obj_Spikes`: `SolidObjectFull`) test S3K's box: the player's standing Height Radius below
    // (`s3k/mgz` frame $F82: Sonic riding Marble Garden's top, Height Radius $13 + $18, passes under
    // upside-down spikes).
    let rules = cx.world.env.profile.solid_rules;
    let contact = solid_object_as(c, cx.world.player, b, P1.with(rules));
    let contact2 = match cx.sidekick_on_screen() {
        Some(p2) => solid_object_as(c, p2, b, P2.with(rules)),
        None => Contact::None,
    };
    let ObjCtx { world, slots } = cx;
    pointed_side_of(c, world.player, contact, P1, slots, world.game);
    if let Some(p2) = world.sidekick.as_deref_mut() {
        pointed_side_of(c, p2, contact2, P2, slots, world.game);
    }
    cx.mark_gone_at(c, i32::from(s.base_x));
    // Still spikes change nothing until a player comes within reach of their solid box.
    if !moves(c.subtype) {
        cx.nap(c, u16::from(c.width_pixels) + 0xB, u16::from(c.y_radius) + 1);
    }
}

/// Hurts a player touching the pointed side: standing on upright spikes, pushing sideways ones (and stops his
/// push), hitting upside-down ones from below.
fn pointed_side_of(
    c: &mut Common,
    player: &mut Player,
    contact: Contact,
    who: Who,
    slots: &mut crate::objects::runtime::slots::SlotsView<'_>,
    game: &mut crate::objects::runtime::game::GameState,
) {
    match c.routine {
        UPRIGHT => {
            if standing_as(c, player, who) {
                touch_chk_hurt2(c, player, slots, game);
            }
        }
        SIDEWAYS => {
            if contact == Contact::Side {
                touch_chk_hurt2(c, player, slots, game);
                c.status &= !who.pushing;
            }
        }
        _ => {
            if contact == Contact::Bottom {
                touch_chk_hurt2(c, player, slots, game);
            }
        }
    }
}

/// `Obj36_Init`: size and routine from the subtype's high nibble (y flip: upside down), movement kept in the
/// low nibble. Nothing else happens on this frame.
fn init(c: &mut Common, s: &mut Spikes) {
    let size = c.subtype >> 4;
    c.subtype &= 0x0F;
    let (width, y_radius) = INIT_DATA[usize::from(size & 7)];
    c.width_pixels = width;
    c.y_radius = y_radius;
    c.mapping_frame = size;
    c.routine = if c.y_flip {
        UPSIDE_DOWN
    } else if size >= 4 {
        SIDEWAYS
    } else {
        UPRIGHT
    };
    s.base_x = (c.x >> 8) as i16;
    s.base_y = (c.y >> 8) as i16;
}

/// `Touch_ChkHurt2`: unless the player is invincible, blinking, hurt or dead, undo his last vertical move and
/// hurt him (`HurtCharacter`: rings scatter, or he dies with none and no shield), knocked away from the spikes'
/// x.
pub fn touch_chk_hurt2(
    c: &Common,
    p: &mut Player,
    slots: &mut crate::objects::runtime::slots::SlotsView<'_>,
    game: &mut crate::objects::runtime::game::GameState,
) {
    if p.invincibility > 0 || p.invulnerable != 0 || !matches!(p.routine, PlayerRoutine::Normal) {
        return;
    }
    p.y = p.y.wrapping_sub(i32::from(p.y_speed));
    chk_hurt(p, slots, game, c.pixel_x(), c.id);
}

/// `MoveSpikes`: movement 1 moves along y, 2 along x, by the offset's pixels; others stay (3–15 jump past
/// the game's table: undefined). Sonic 1's `Spik_Type0x` / `Spik_Wait` are the same (`objects::s1::spikes`).
/// Whether the subtype moves the spikes (`MoveSpikes`: 1 up and down, 2 sideways).
pub(crate) fn moves(subtype: u8) -> bool {
    matches!(subtype, 1 | 2)
}

pub fn move_spikes(c: &mut Common, s: &mut Spikes) {
    match c.subtype {
        1 => {
            delay(s);
            set_pixel(&mut c.y, s.base_y.wrapping_add((s.offset >> 8) as i16));
        }
        2 => {
            delay(s);
            set_pixel(&mut c.x, s.base_x.wrapping_add((s.offset >> 8) as i16));
        }
        _ => {}
    }
}

/// `MoveSpikes_Delay` / `MoveSpikes_ChkDir`: rest while the timer runs; then 8 px a frame away until 32 px
/// (rest 60), then back: the step that would go below 0 sets 0 and rests 60.
fn delay(s: &mut Spikes) {
    if s.timer != 0 {
        s.timer -= 1;
        return;
    }
    if s.returning {
        match s.offset.checked_sub(MOVE_STEP) {
            Some(o) => s.offset = o,
            None => {
                s.offset = 0;
                s.returning = false;
                s.timer = MOVE_REST;
            }
        }
    } else {
        s.offset += MOVE_STEP;
        if s.offset >= MOVE_RANGE {
            s.offset = MOVE_RANGE;
            s.returning = true;
            s.timer = MOVE_REST;
        }
    }
}

impl crate::objects::runtime::object::ObjKind for Spikes {
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

    fn name(&self) -> &'static str {
        "spikes"
    }
}
