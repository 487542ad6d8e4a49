//! Hydrocity 1 into act 2 without a load (skdisasm s3.asm `HCZ1_BackgroundEvent`: `HCZ1BGE_Normal`,
//! `HCZ1BGE_DoTransition`; `Offset_ObjectsDuringTransition`), after the miniboss's level results.
//!
//! 1. The level results, once their art is in (`Obj_LevelResultsCreate`, [`super::end_sign::LevelResults`]), set
//!    `Events_fg_5` in an act 1 other than Angel Island's and Ice Cap's.
//! 2. `HCZ1BGE_Normal` takes it (clears it): act 2's secondary chunks and blocks go into the Kosinski queue
//!    (`Queue_Kos`, [`ACT2_KOS`]), its secondary tiles into the module queue (`Queue_Kos_Module`, [`ACT2_KOSM`]:
//!    5 modules), act 2's two PLCs are loaded (Nemesis: not counted), `Events_bg+$16` is set (the waterline's
//!    animated tiles stop) and the routine is 4.
//! 3. `HCZ1BGE_DoTransition` waits for `Kos_modules_left` to be 0; then the act is 2 (`Current_zone_and_act`
//!    $101), the resize routine, the objects' and the rings' managers start again, `Boss_flag` and the
//!    respawn table are cleared, the switches too (`Clear_Switches`), a new splash object goes into the third
//!    dynamic slot (`Obj_HCZWaterSplash` subtype 1), act 2's layout and solids come in (`Load_Level`,
//!    `LoadSolids`), its water (`CheckLevelForWater`, all three heights $6A0), and the players, every object
//!    in level coordinates (`render_flags` bit 2) after the first dynamic slot, the camera and its left and
//!    right limits move by −$3600 in x ([`ACT2_OFFSET`]; y 0); the background routine is 0 again — from the
//!    next frame `Current_zone_and_act` picks act 2's events: `HCZ2_Resize` and `HCZ2_BackgroundEvent`'s
//!    `HCZ2BGE_WallMoveInit`, the moving wall's chase ([`super::hcz2_wall`]).
//!
//! What follows the results (the act 2 title card, the drop to act 2's y $828) is [`super::title_card`] and
//! [`super::hcz1_drop`].
//!
//! The world does the swap itself ([`crate::World::set_next_act`], the mechanism Angel Island 1 uses); the
//! queues here take one frame an entry ([`super::kos_queue`]). The palette, the deformation and the plane
//! redraw are drawing only.

use super::kos_queue::KosQueue;

/// `HCZ1BGE_DoTransition`: `sub.w d0` from the players, the objects, the camera and its x limits (`d1` 0).
pub const ACT2_OFFSET: (i32, i32) = (0x3600, 0);
/// `move.w #$6A0,d0`: act 2's water, all three heights.
pub const ACT2_WATER: i32 = 0x6A0;
/// What `HCZ1BGE_Normal` gives `Queue_Kos`: the decompressed sizes of skdisasm's
/// `Levels/HCZ/Chunks/Act 2 Secondary.kos` (`HCZ2_128x128_Secondary_Kos`) and `Blocks/Act 2 Secondary.kos`.
pub const ACT2_KOS: [u32; 2] = [0x6580, 0xCF0];
/// What it gives `Queue_Kos_Module`: the size word of `Levels/HCZ/Tiles/Act 2 Secondary.kosm` (5 modules).
pub const ACT2_KOSM: u16 = 0x44A0;

/// `LevelSizes`' Hydrocity 2 (`Change_Act2Sizes`): left, right, top, bottom limits.
pub const ACT2_SIZES: (u16, u16, u16, u16) = (0, 0x6000, 0, 0x1000);

/// `HCZ1_BackgroundEvent`'s routines (`Events_routine_bg`).
pub mod bg {
    pub const NORMAL: u8 = 0;
    pub const DO_TRANSITION: u8 = 4;
}

/// Hydrocity 1's events state beyond the resize routine (in
/// [`crate::objects::runtime::level_events::EventsState`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Hcz1Events {
    /// `Current_act` 1: the level has run into act 2.
    pub act2: bool,
    /// `Events_fg_5`: the level results' signal (read here only).
    pub fg5: bool,
    /// `Events_routine_bg`.
    pub bg_routine: u8,
    /// The swap is due this frame (read and cleared by the world).
    pub swap_due: bool,
}

/// `HCZ1_BackgroundEvent` for one frame (`kos`: the level's queues, `bg_tiles_stopped`: `Events_bg+$16`,
/// `resize_routine`: `Dynamic_resize_routine`, `boss_flag`: `Boss_flag`). On the frame act 2 begins it sets
/// [`Hcz1Events::act2`] and [`Hcz1Events::swap_due`]; the world moves the players, the objects and the camera and
/// swaps the layout in.
pub fn background(
    s: &mut Hcz1Events,
    kos: &mut KosQueue,
    bg_tiles_stopped: &mut bool,
    resize_routine: &mut u8,
    boss_flag: &mut bool,
) {
    match s.bg_routine {
        bg::NORMAL if s.fg5 => {
            s.fg5 = false;
            ACT2_KOS.iter().for_each(|&size| kos.queue_kos(size));
            kos.queue_kos_module(ACT2_KOSM);
            *bg_tiles_stopped = true;
            s.bg_routine = bg::DO_TRANSITION;
        }
        bg::DO_TRANSITION if !kos.modules_pending() => {
            s.act2 = true;
            *resize_routine = 0;
            *boss_flag = false;
            s.swap_due = true;
            s.bg_routine = bg::NORMAL;
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `HCZ1BGE_Normal` / `HCZ1BGE_DoTransition`, with the queues as the level loop runs them
    /// (`Process_Kos_Queue` before, `Process_Kos_Module_Queue` after the events): the signal queues 2 archives and
    /// 5 modules of act 2's art ($44A0 bytes: 4 of $800 words and $250); each module is queued one frame and done
    /// the frame after its decompression, behind the two archives — the act changes 12 frames after the signal.
    #[test]
    fn the_signal_loads_act_2s_art_then_the_act_changes() {
        let mut s = Hcz1Events { fg5: true, ..Default::default() };
        let mut kos = KosQueue::default();
        let (mut tiles, mut routine, mut boss) = (false, 6, true);
        let mut frame = 0;
        loop {
            kos.process_decomp();
            background(&mut s, &mut kos, &mut tiles, &mut routine, &mut boss);
            kos.process_modules();
            if s.swap_due {
                break;
            }
            frame += 1;
            if frame == 1 {
                assert_eq!((kos.modules_left, kos.last_module_words), (0x85, 0x250));
                assert!(tiles && !s.fg5 && s.bg_routine == bg::DO_TRANSITION);
            }
            assert!(frame < 100);
        }
        assert_eq!(frame, 12);
        assert!(s.act2 && routine == 0 && !boss && s.bg_routine == bg::NORMAL);
        assert_eq!((ACT2_OFFSET, ACT2_WATER), ((0x3600, 0), 0x6A0));
    }

    /// Without the signal nothing happens.
    #[test]
    fn it_waits_for_the_results() {
        let mut s = Hcz1Events::default();
        let mut kos = KosQueue::default();
        let (mut tiles, mut routine, mut boss) = (false, 2, true);
        for _ in 0..10 {
            background(&mut s, &mut kos, &mut tiles, &mut routine, &mut boss);
        }
        assert_eq!(s, Hcz1Events::default());
        assert!(!tiles && routine == 2 && boss);
    }
}
