//! The dust a skidding player kicks up (s2disasm `Obj08`: `Obj08_CheckSkid`, `Obj08_SkidDust`,
//! `Obj08_MdSkidDust`, `Obj08_Display`, `Ani_obj08`).
//!
//! Each player's dust object sits in a reserved slot after the dynamic ones (`Sonic_Dust`, `Tails_Dust`) and
//! runs after them. `Sonic_TurnLeft`/`Sonic_TurnRight` (and Tails') set it to its skid routine when they start
//! the stopping animation (`AniIDSonAni_Stop`) with air left (`air_left` ≥ 12). While the player's animation is
//! still the stopping one it puts a puff in the first free dynamic slot (`AllocateObject`) on its first frame and
//! every 4 frames after; then it goes back to its plain routine. The puffs are drawn only, but they take slots:
//! each plays `Obj08Ani_Skid` (4 frames of 4) and is deleted on its 18th frame, so the level's objects that load
//! meanwhile take later slots than they would — as the recordings' stood-on slots show (`s2/cpz`).

use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::runtime::slots::Slots;
use crate::player::{Player, Pose};

/// `ObjID_SpindashDust`.
pub const ID: u8 = super::id::SKID_DUST;
/// `Ani_obj08`: the null animation (0, shown for good) and the skid puff (3: 4 frames, then the next routine);
/// the splash (1) and the spindash dust (2) are the reserved object's only.
const ANIMATIONS: [&[u8]; 4] = [
    &[0x1F, 0, 0xFF],
    &[3, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0xFD, 0],
    &[1, 0xA, 0xB, 0xC, 0xD, 0xE, 0xF, 0x10, 0xFF],
    &[3, 0x11, 0x12, 0x13, 0x14, 0xFC],
];
/// The skid puff's animation.
pub const SKID: u8 = 3;
/// `obj08_dust_timer`'s reload: a puff every 4 frames.
const EVERY: u8 = 3;
/// The player's side of it (kept with the player, whose turn-around starts it).
pub use crate::player::dust::{AIR_FOR_DUST, Emitter};

/// `Obj08_CheckSkid` for the player `player` (`tails`: `Tails_Dust`): while his animation is the stopping one,
/// a puff in the first free slot every 4 frames (the first at once); else back to the plain routine.
pub fn check_skid(player: &mut Player, slots: &mut Slots, tails: bool) {
    let dust = &mut player.skid_dust;
    if !dust.skidding {
        return;
    }
    if player.pose != Pose::Skid {
        *dust = Emitter::default();
        return;
    }
    dust.timer = dust.timer.wrapping_sub(1);
    if (dust.timer as i8) >= 0 {
        return;
    }
    dust.timer = EVERY;
    // Tails is shorter than Sonic (`subi_.w #4,y_pos(a1)`).
    let y = player.pixel_y() + 0x10 - if tails { 4 } else { 0 };
    let mut c = Common::new(ID, 0, player.pixel_x(), y, false, false);
    c.routine = 2;
    c.anim = SKID;
    c.width_pixels = 4;
    slots.allocate(Obj { common: c, state: State::SkidDust(SkidDust { tails }) }, 0, None);
}

/// A dust object in a dynamic slot: a skid puff (or, loaded by id, the null animation).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SkidDust {
    /// Whose dust (`parent`): Tails' (`Sidekick`) or Sonic's.
    pub tails: bool,
}

pub fn run(c: &mut Common, s: &SkidDust, cx: &mut ObjCtx) {
    match c.routine {
        // `Obj08_Init`: a dust object in a dynamic slot is not `Sonic_Dust`, so it is Tails'.
        0 => {
            c.routine = 2;
            c.width_pixels = 0x10;
            main(c, true, cx);
        }
        2 => main(c, s.tails, cx),
        // `BranchTo16_DeleteObject`.
        _ => c.delete(),
    }
}

/// `Obj08_Main` by its animation: the skid puff stops (the null animation) while its player is short of air
/// (`Obj08_MdSkidDust`), then `Obj08_Display`.
fn main(c: &mut Common, tails: bool, cx: &mut ObjCtx) {
    if c.anim == SKID {
        let air =
            if tails { cx.world.sidekick.as_deref().map(|p| p.breath.air) } else { Some(cx.world.player.breath.air) };
        if air.is_some_and(|a| a < AIR_FOR_DUST) {
            c.anim = 0;
            return;
        }
    }
    animate_sprite(c, &ANIMATIONS);
    c.display();
}

impl crate::objects::runtime::object::ObjKind for SkidDust {
    const READS_ON_SCREEN: bool = false;
    const MAY_MOVE_PLAYERS: bool = false;
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "skid dust"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `Obj08Ani_Skid`: frames $11–$14 for 4 frames each, then `$FC` moves to the deleting routine: the puff is
    /// deleted on its 18th frame.
    #[test]
    fn a_skid_puff_lasts_18_frames() {
        let mut c = Common::new(ID, 0, 0, 0, false, false);
        c.routine = 2;
        c.anim = SKID;
        let mut frames = Vec::new();
        let mut runs = 0;
        while c.routine == 2 {
            animate_sprite(&mut c, &ANIMATIONS);
            frames.push(c.mapping_frame);
            runs += 1;
        }
        assert_eq!(runs + 1, 18);
        assert_eq!(
            &frames[..16],
            &[0x11, 0x11, 0x11, 0x11, 0x12, 0x12, 0x12, 0x12, 0x13, 0x13, 0x13, 0x13, 0x14, 0x14, 0x14, 0x14]
        );
    }

    /// `Obj08_SkidDust`: the timer starts at 0, so the first frame makes a puff, then one every 4 frames; a
    /// player out of the stopping animation ends it.
    #[test]
    fn a_skid_makes_a_puff_every_4_frames() {
        let mut p = Player::standing(crate::Character::Sonic, 0x100, 0x100);
        let mut slots = Slots::with_count(0x70);
        p.pose = Pose::Skid;
        p.skid_dust.start(p.breath.air);
        let mut made = Vec::new();
        for frame in 0..10 {
            let before = slots.len();
            check_skid(&mut p, &mut slots, false);
            if slots.len() > before {
                made.push(frame);
            }
        }
        assert_eq!(made, [0, 4, 8]);
        p.pose = Pose::Walk;
        check_skid(&mut p, &mut slots, false);
        assert_eq!(p.skid_dust, Emitter::default());
        let puff = slots.get(0).map(|o| (o.common.pixel_x(), o.common.pixel_y(), o.common.anim));
        assert_eq!(puff, Some((0x100, 0x110, SKID)));
    }
}
