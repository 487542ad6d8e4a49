//! Hydrocity's water splashes (skdisasm s3.asm `Obj_HCZWaterSplash`): the placed ones (subtype 0,
//! `loc_37A0A` / `loc_37A3C`) and the one the level makes (subtype 1, `loc_37A8A` with `sub_37B0C` /
//! `sub_37B56`), which lets a fast player run on the water.
//!
//! A placed splash (where a waterfall meets the water) only shows its four frames, 8 frames each, and is
//! deleted out of range (`Sprite_OnScreen_Test`, its respawn entry let go).
//!
//! The level's splash (`SpawnLevelMainSprites` puts it in the third dynamic slot in Hydrocity, act 1's
//! transition again for act 2) runs here as a level routine ([`skim`], before the objects pass: its slot
//! runs first of the dynamic ones). For each player (player 1 with `Ctrl_1_logical`, then player 2 with
//! `Ctrl_2_logical`): one not yet skimming starts when his Y Speed is 0, his feet (y + y radius + 1) are at
//! the surface (`Water_level`) and |X Speed| ≥ $700 — facing his way. Skimming, a jump press (A, B or C)
//! throws him up at −$680 curled (in the air, `jumping`, radii $E / 7, rolling); otherwise while he is not
//! above the skimming height (surface − y radius − 1) and keeps |X Speed| ≥ $700 he is held there (Y Speed
//! 0), and in the air without left or right held his X Speed wears off by $C a frame towards 0; else he
//! stops skimming (and sinks). The splash sprites it draws at his feet are not drawn here.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::game::GameState;
use crate::objects::runtime::object::{Common, State};
use crate::player::{Input, Player, Pose};
use formats::inputs::Buttons;

/// `loc_37A3C`: frames per splash frame, and its frames.
pub const FRAME_TIME: u8 = 7;
pub const FRAMES: u8 = 4;
/// `sub_37B56`: the speed a skim needs, the jump's speed, the drag in the air.
pub const SKIM_SPEED: u16 = 0x700;
pub const JUMP: i16 = -0x680;
pub const DRAG: i16 = 0xC;

/// A placed splash (subtype 0).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct HczWaterSplash {}

/// `loc_37A3C`: the next of the four frames every 8 frames.
pub fn animate(c: &mut Common) {
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if (c.anim_frame_duration as i8) < 0 {
        c.anim_frame_duration = FRAME_TIME;
        c.mapping_frame = (c.mapping_frame + 1) & (FRAMES - 1);
    }
}

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        (c.width_pixels, c.y_radius, c.explicit_height) = (0x28, 0x20, true);
    }
    animate(c);
    cx.mark_gone(c);
}

/// The level's splash (`Dynamic_object_RAM` + 2 × `object_size`, subtype 1): which players skim (status
/// bits `p1_standing_bit`, `p2_standing_bit`), and player 2's logical buttons the frame before (his presses).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Skim {
    pub skimming: [bool; 2],
    pub p2_held: Buttons,
}

/// `sub_37B0C` for both players, `input` player 1's logical buttons this frame.
pub fn skim(game: &mut GameState, player: &mut Player, sidekick: Option<&mut Player>, input: Input) {
    let water = game.water.surface as u16;
    let mut s = std::mem::take(&mut game.water_skim);
    s.skimming[0] = skim_player(s.skimming[0], player, input, water);
    if let Some(p2) = sidekick {
        let held = p2.previous_buttons;
        let input = Input { held, pressed: held.pressed_since(s.p2_held) };
        s.p2_held = held;
        s.skimming[1] = skim_player(s.skimming[1], p2, input, water);
    }
    game.water_skim = s;
}

/// `sub_37B56` for one player: whether he skims after this frame.
pub fn skim_player(skimming: bool, p: &mut Player, input: Input, water: u16) -> bool {
    let speed = p.x_speed.unsigned_abs();
    if !skimming {
        let feet = (p.pixel_y() as u16).wrapping_add(u16::from(p.height_radius)).wrapping_add(1);
        if p.y_speed != 0 || feet != water || speed < SKIM_SPEED {
            return false;
        }
        p.facing_left = p.x_speed < 0;
        return true;
    }
    if input.pressed.jump() {
        // `loc_37C2A`.
        p.y_speed = JUMP;
        p.air = true;
        p.jumping = true;
        (p.height_radius, p.width_radius) = (0xE, 7);
        p.pose = Pose::Roll;
        p.rolling = true;
        return false;
    }
    let height = water.wrapping_sub(u16::from(p.height_radius)).wrapping_sub(1);
    if height > p.pixel_y() as u16 || speed < SKIM_SPEED {
        return false;
    }
    crate::objects::runtime::object::set_pixel(&mut p.y, height);
    p.y_speed = 0;
    if p.air && !input.held.left() && !input.held.right() {
        // `moveq`/`sub.w`/`bcc`: towards 0, never past it.
        p.x_speed = if p.x_speed > 0 {
            (p.x_speed as u16).checked_sub(DRAG as u16).map_or(0, |v| v as i16)
        } else if p.x_speed < 0 {
            let (v, carry) = (p.x_speed as u16).overflowing_add(DRAG as u16);
            if carry { 0 } else { v as i16 }
        } else {
            return false;
        };
    }
    true
}

impl crate::objects::runtime::object::ObjKind for HczWaterSplash {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(_s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        "splash"
    }

    fn name(&self) -> &'static str {
        "Water splash"
    }
}
