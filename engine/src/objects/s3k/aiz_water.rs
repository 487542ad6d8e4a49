//! Angel Island's water (skdisasm s3.asm `CheckLevelForWater`, `StartingWaterHeights`, `DynamicWaterHeight`,
//! `DynamicWaterHeight_AIZ1`/`_AIZ2`, `Obj_5308`; `AIZ2_Resize`'s `loc_1AB58`). The heights themselves are
//! [`crate::objects::s2::water_level`]'s, which Hydrocity's water ([`super::hcz_water`]) shares.
//!
//! - **Both acts have water** (`CheckLevelForWater`: `Current_zone` 0): the surface, mean and target start at
//!   `StartingWaterHeights`' $504 in act 1 and $528 in act 2 — also when act 1's transition makes the act 2
//!   (`AIZ1BGE_Finish` calls `CheckLevelForWater` again: the heights start at $528, `Water_speed` 1). The
//!   surface is the mean (`Handle_Onscreen_Water_Height` adds no oscillator).
//! - **Act 1's** routine does nothing (`DynamicWaterHeight_AIZ1`: `rts`).
//! - **Act 2's** ([`act2`]) skips everything while `Camera_target_max_Y_pos` is $820 (the lower route past the
//!   miniboss, where `AIZ2_Resize` sets the target to $F80: the water drains away). Before camera x $2440 a
//!   drained target ($618) is put back to $528, rising at `Water_speed` 2. From $2440 the level's switch 0
//!   (`Level_trigger_array`) is set once the camera reaches $2850; with it set and the target not yet $618,
//!   the dam at x $2700 is opened — the four chunks of column $4E, rows 7–10, cleared to chunk 0
//!   (`Level_layout_main+$1C`, `$4E(a1)`: [`DAM_CELLS`]) — and the target is $618: the water drains by
//!   `Water_speed` a frame. Opened before camera x $2900 the screen shakes (`Screen_shake_flag` −1) for 180
//!   frames, timed by an object in the first free slot (`Obj_5308`, [`DamShake`]); without a free slot it
//!   shakes on. The shake is not drawn here.
//!
//! As with Hydrocity's, Sonic 3 runs this after `Process_Sprites` and the camera; the engine at the start of
//! the next frame ([`crate::world`]).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State};

/// `StartingWaterHeights`: act 1's and act 2's.
pub const AIZ1_START: i32 = 0x504;
pub const AIZ2_START: i32 = 0x528;
/// `DynamicWaterHeight_AIZ2`: the drained target, and the full one it is put back to.
pub const DRAINED: i32 = 0x618;
pub const FULL: i32 = 0x528;
/// `move.b #2,(Water_speed).w`: how fast the water refills.
pub const REFILL_SPEED: u8 = 2;
/// `cmpi.w #$820,(Camera_target_max_Y_pos).w`: the lower route's bottom limit, which stops the routine.
pub const LOWER_ROUTE_MAX_Y: u16 = 0x820;
/// `loc_1AB58`: the target `AIZ2_Resize` sets on the lower route.
pub const LOWER_ROUTE_TARGET: i32 = 0xF80;
/// The camera x below which a drained water refills; the one that sets switch 0; the one before which the
/// dam's opening shakes the screen.
pub const REFILL_BEFORE_X: u16 = 0x2440;
pub const TRIGGER_X: u16 = 0x2850;
pub const SHAKE_BEFORE_X: u16 = 0x2900;
/// `move.b #180,anim_frame_timer(a1)`: the shake's frames.
pub const SHAKE_FRAMES: u8 = 180;
/// `Level_layout_main+$1C` (foreground row 7), four rows, byte $4E: the dam's layout cells (column, row).
pub const DAM_CELLS: [(usize, usize); 4] = [(0x4E, 7), (0x4E, 8), (0x4E, 9), (0x4E, 10)];

/// What act 2's routine changed besides the heights.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Act2Effects {
    /// The dam was opened this frame (its cells to clear, `Screen_shake_flag` perhaps set).
    pub opened: bool,
    /// `Obj_5308` is to be made (the shake's timer).
    pub shaker: bool,
}

/// `DynamicWaterHeight_AIZ2`: `target` and `speed` are `Target_water_level` and `Water_speed`,
/// `target_max_y` `Camera_target_max_Y_pos`, `switch0` `Level_trigger_array`'s first byte.
pub fn act2(
    camera_x: u16,
    target_max_y: Option<u16>,
    target: &mut i32,
    speed: &mut u8,
    switch0: &mut u8,
) -> Act2Effects {
    let none = Act2Effects::default();
    if target_max_y == Some(LOWER_ROUTE_MAX_Y) {
        return none;
    }
    if camera_x < REFILL_BEFORE_X {
        if *target == DRAINED {
            *target = FULL;
            *speed = REFILL_SPEED;
        }
        return none;
    }
    if *switch0 == 0 {
        if camera_x < TRIGGER_X {
            return none;
        }
        *switch0 = 1;
    }
    if *target == DRAINED {
        return none;
    }
    *target = DRAINED;
    Act2Effects { opened: true, shaker: camera_x < SHAKE_BEFORE_X }
}

/// `Obj_5308`: counts 180 frames down, then stops the screen's shake and is deleted.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct DamShake {
    /// `anim_frame_timer`.
    pub timer: u8,
}

impl DamShake {
    pub fn new() -> Self {
        DamShake { timer: SHAKE_FRAMES }
    }
}

impl crate::objects::runtime::object::ObjKind for DamShake {
    const READS_ON_SCREEN: bool = false;
    const MAY_MOVE_PLAYERS: bool = false;

    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        s.timer = s.timer.wrapping_sub(1);
        if s.timer == 0 {
            cx.world.game.water.shake = false;
            c.delete();
        }
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        "shaking"
    }

    fn name(&self) -> &'static str {
        "dam shake timer"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `DynamicWaterHeight_AIZ2`: nothing before $2440 while full; the switch at $2850 opens the dam once
    /// (shaking before $2900); back before $2440 the drained water refills at speed 2.
    #[test]
    fn act2_drains_and_refills() {
        let (mut target, mut speed, mut sw) = (AIZ2_START, 1, 0);
        assert_eq!(act2(0x2000, None, &mut target, &mut speed, &mut sw), Act2Effects::default());
        assert_eq!(act2(0x2849, None, &mut target, &mut speed, &mut sw), Act2Effects::default());
        assert_eq!((target, sw), (0x528, 0));
        let e = act2(0x2850, None, &mut target, &mut speed, &mut sw);
        assert_eq!(e, Act2Effects { opened: true, shaker: true });
        assert_eq!((target, sw), (0x618, 1));
        assert_eq!(act2(0x2850, None, &mut target, &mut speed, &mut sw), Act2Effects::default());
        assert_eq!(act2(0x2400, None, &mut target, &mut speed, &mut sw), Act2Effects::default());
        assert_eq!((target, speed), (0x528, 2));
        // Switch 0 set: from $2440 the dam opens again at once, past $2900 without a shake.
        let e = act2(0x2900, None, &mut target, &mut speed, &mut sw);
        assert_eq!(e, Act2Effects { opened: true, shaker: false });
        assert_eq!(target, 0x618);
        // The lower route's bottom limit stops it.
        let mut t = DRAINED;
        assert_eq!(act2(0x100, Some(0x820), &mut t, &mut speed, &mut sw), Act2Effects::default());
        assert_eq!(t, DRAINED);
    }
}
