//! Level-wide state objects share with the player and the HUD: the ring count, lives, the act-end
//! control lock, the coarse camera position the objects manager works from, the level frame counter.

use crate::objects::runtime::oscillation::Oscillation;
use formats::inputs::Buttons;

/// Extra lives come at 100 and 200 rings (`CollectRing_Sonic`: `Extra_life_flags` bits 0 and 1).
pub const RING_LIFE_THRESHOLDS: [u16; 2] = [100, 200];
/// The ring counter stops at 999.
pub const MAX_RINGS: u16 = 999;

/// Shared level state.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct GameState {
    /// `Ring_count`.
    pub rings: u16,
    /// `Emerald_count`: the Chaos Emeralds collected (a play-test setting; 7 allows the Super forms).
    pub emeralds: u8,
    /// `Super_emerald_count` (S&K): the Super Emeralds (a play-test setting; 7 gives the Hyper forms).
    pub super_emeralds: u8,
    /// `Life_count`.
    pub lives: u8,
    /// `Extra_life_flags`: which ring thresholds already gave a life.
    pub extra_life_flags: u8,
    /// `Level_frame_counter`: incremented at the start of every frame.
    pub frame_counter: u16,
    /// `Vint_runcount` (s1disasm `v_vbla_count`) minus the frame counter, where known: it counts lag frames
    /// too and runs from power-on, which the engine does not model, so a replay of a recording sets it from
    /// the recorded counter ([`crate::recording::replay`]); `None` is [`crate::objects::s2::lost_rings::VINT_OFFSET`].
    pub vint_offset: Option<u16>,
    /// `Camera_X_pos_coarse`.
    pub camera_x_coarse: u16,
    /// `Control_Locked`: the player's buttons are not read; `forced_buttons` is used instead
    /// (`Ctrl_1_Logical`, set by the signpost's run-out).
    pub control_locked: bool,
    pub forced_buttons: Buttons,
    /// `Ctrl_1` and `Ctrl_2`: the pads themselves this frame (player 1's, the second pad's), whatever
    /// `Control_Locked` makes of player 1's; objects that read a pad read these (`Obj_MegaChopper`'s
    /// `Check_LRControllerShake`).
    pub pads: [Buttons; 2],
    /// [`GameState::pads`] the frame before (their presses).
    pub previous_pads: [Buttons; 2],
    /// Hydrocity's water skimming (`Obj_HCZWaterSplash` subtype 1, the level's own splash object).
    pub water_skim: crate::objects::s3k::hcz_water_splash::Skim,
    /// The level's scripted intro while it runs (S3K: Angel Island 1's, `Obj_AIZPlaneIntro`), where the
    /// profile has the games' intros ([`crate::profile::Profile::level_intros`]).
    pub level_intro: Option<crate::objects::s3k::level_intro::LevelIntro>,
    /// The level's events called the CPU sidekick in (S3K `Tails_CPU_routine` 2: `AIZ1_Resize`); the world
    /// passes it on to him after the events ([`crate::objects::s3k::level_intro::call_sidekick`]).
    pub sidekick_called: bool,
    /// The act is over (the signpost finished; the results would show).
    pub act_clear: bool,
    /// S3K's `_unkFAA8`: the end of the act is in effect — set by a beaten end boss (`loc_47396`, `loc_48F3C`),
    /// read by the egg capsule and its animals ([`crate::objects::s3k::egg_capsule`]), cleared by an act 2's
    /// level results at their end (`loc_2CFC0`), which the boss waits for.
    pub end_of_level: bool,
    /// S3K's `StartNewLevel`: the zone and act word (`Current_zone_and_act`, high byte the zone) the game loads
    /// next, with `Restart_level_flag` set — the level is over and the next one loads from its start (Angel
    /// Island 2's end boss at its end: $100, Hydrocity 1, [`crate::objects::s3k::aiz_end_boss`]; Hydrocity 2's
    /// end geyser: $200, Marble Garden 1, [`crate::objects::s3k::hcz_end_geyser`]). Read by
    /// [`crate::World::next_level`]; the world runs no more frames once it is set.
    pub new_level: Option<u16>,
    /// S3K's `End_of_level_flag`: a title card shown within the level is over ([`crate::objects::s3k::title_card`]),
    /// which what starts act 2 waits for.
    pub title_card_over: bool,
    /// `Update_HUD_timer` cleared: the level timer stopped (signpost passed).
    pub timer_stopped: bool,
    /// The last star post touched (`Last_star_pole_hit`) and where the player restarts
    /// (`Saved_x_pos`/`Saved_y_pos`).
    pub last_star_post: u8,
    pub respawn_point: Option<(i32, i32)>,
    /// `Saved_zone_and_act` is the act the level ran into in place: the star post was touched after the act
    /// changed ([`GameState::in_next_act`] then), so a death restarts there.
    pub respawn_in_next_act: bool,
    /// `Current_act` 1 of a level that ran into its next act in place (Angel Island 1, Hydrocity 1; kept by the
    /// world: [`crate::World::in_next_act`]).
    pub in_next_act: bool,
    /// `Chain_Bonus_counter`: badniks destroyed in one jump (for the score chain).
    pub chain_bonus: u16,
    pub score: u32,
    /// `Oscillating_Data`: the level-wide oscillators moving platforms follow (`OscillateNumDo`).
    pub oscillation: Oscillation,
    /// Sonic 1's `SynchroAnimate` counters: the spiked log helix's (`v_ani0_time`, `v_ani0_frame`) and the
    /// rings' (`v_ani1_time`, `v_ani1_frame`).
    pub synchro: Synchro,
    /// Sonic 1's `f_bigring` and what the giant ring's flash did to Sonic ([`crate::objects::s1::giant_ring`]);
    /// cleared by every level load (`v_levelvariables`).
    pub big_ring: crate::objects::s1::giant_ring::BigRing,
    /// `RNG_seed` (`RandomNumber`).
    pub rng_seed: u32,
    /// `Vint_runcount`'s phase beyond the model's (`crate::objects::s2::lost_rings::vint_runcount`): the
    /// console's frames before the level as a recording says them, and the lag frames since (the vertical
    /// interrupt counts them, the level's frame counter does not). Kept by restarts: it is the console's clock.
    pub vint_phase: u16,
    /// `AIZ_vine_angle`: Angel Island's giant ride vines swing on its high byte
    /// ([`crate::objects::s3k::giant_ride_vine`]); `ChangeRingFrame` adds $180 every frame of the level loop.
    /// The level load's clear stops one word short of it (s3.asm `clearRAM Oscillating_table,
    /// (AIZ_vine_angle-Oscillating_table)`): it runs on from power-on, kept by restarts.
    pub vine_angle: u16,
    /// Frames left before the level restarts after the player fell out of sight (`restart_countdown`).
    pub restart_countdown: Option<u16>,
    /// Sonic 1's level load after a death (`DeathRule::Sonic1`): frames since `f_restart` was set; `None`
    /// while the level runs.
    pub loading: Option<u16>,
    /// Times the level restarted after a death.
    pub deaths: u16,
    /// The dynamic level events' state and the boss flags (`Dynamic_Resize_Routine`, `Current_Boss_ID`,
    /// `Boss_defeated_flag`, …; see [`crate::objects::runtime::level_events`]).
    pub events: crate::objects::runtime::level_events::EventsState,
    /// Which game level this is (its scripted events; objects that behave per act read it).
    pub level: formats::level::LevelEvents,
    /// The water's surface, mean level and target (`Water_Level_1/2/3`; [`crate::objects::s2::water_level`]).
    pub water: crate::objects::s2::water_level::Water,
    /// Oil Ocean's oil (`Obj07` in its reserved slot), made on the first frame in an Oil Ocean level.
    pub oil: Option<crate::objects::s2::oil::Oil>,
    /// `RunObjects`' loop counter (`d7`) as an object left it, as the last dynamic slot that still runs this
    /// frame. Only Chemical Plant 2's retracting pipe sets it (`Obj5D_Pipe_Retract` overwrites `d7` with its
    /// id: the next $5D slots run); `None` between frames.
    pub last_slot: Option<u16>,
    /// Sonic 1's `f_switch`: 16 flag bytes the buttons set (`_incObj/32 Button.asm`) and doors read; cleared
    /// by every level load (`v_levelvariables`). S3K's `Level_trigger_array` (its $10 bytes, set by Marble
    /// Garden's dash trigger, [`crate::objects::s3k::dash_trigger`]).
    pub switches: [u8; 16],
    /// Sonic 1's `v_obj31ypos`: the y of the last chained stomper that ran (Marble 1's pushable block rides it
    /// and sets bit 15, which holds the stomper at $10 px down: `_incObj/31`, `_incObj/33`).
    pub obj31_ypos: u16,
    /// Sonic 1's drowning countdown object beyond the air (`v_sonicbubbles`: the bubbles it sends out).
    pub drown: crate::objects::s1::drown::DrownCount,
    /// Labyrinth's conveyor belts: which are loaded and whether they run backwards (`v_obj63`, `f_conveyrev`).
    pub lz_belts: crate::objects::s1::lz_conveyor::Belts,
    /// Casino Night's `CNZ_saucer_data`: bonus blocks finished per group (`ObjD8`'s subtype bits 0–5); cleared
    /// by every level load.
    pub cnz_saucers: SaucerGroups,
    /// Sonic 3's `Slotted_object_bits` (and the bytes after it): which art slots the slotted objects hold
    /// (`SetUp_ObjAttributesSlotted`: a Rhinobot finding its 2 taken deletes itself); cleared by every level load.
    pub slotted: [u8; 8],
    /// Sonic 3's `Collected_special_ring_array`: the giant rings (`Obj_SSEntryRing`, by subtype) taken so far;
    /// a taken one never loads again.
    pub special_rings: u32,
}

/// `CNZ_saucer_data`: $40 counters ([`crate::objects::s2::bonus_block`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SaucerGroups(pub [u8; 0x40]);

impl Default for SaucerGroups {
    fn default() -> Self {
        SaucerGroups([0; 0x40])
    }
}

/// Sonic 1's first synchronised animation (s1disasm `SynchroAnimate`, `Sync1`: Green Hill's spiked log): run
/// once a frame after `OscillateNumDo` (also while the player is dead), its frame steps down by 1 (mod 8)
/// every 12 frames, the first time on the level's first frame (both start at 0 with the level).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Synchro {
    /// `v_ani0_time`: frames left before the next step (counted down past 0, reset to $B).
    pub time: u8,
    /// `v_ani0_frame`: 0–7.
    pub frame: u8,
    /// `v_ani1_time`, `v_ani1_frame` (`Sync2`: the rings' and the giant ring's frame, 0–3, up by 1 every 8
    /// frames).
    pub ring_time: u8,
    pub ring_frame: u8,
}

impl Synchro {
    /// `Sync1`.
    #[inline]
    pub fn update(&mut self) {
        self.time = self.time.wrapping_sub(1);
        if (self.time as i8) < 0 {
            self.time = 0xB;
            self.frame = self.frame.wrapping_sub(1) & 7;
        }
        // `Sync2`.
        self.ring_time = self.ring_time.wrapping_sub(1);
        if (self.ring_time as i8) < 0 {
            self.ring_time = 7;
            self.ring_frame = self.ring_frame.wrapping_add(1) & 3;
        }
    }
}

impl GameState {
    pub fn new() -> Self {
        GameState { lives: 3, ..Default::default() }
    }

    /// The emeralds allow a transformation (S&K `Sonic_CheckTransform`): all 7 Super Emeralds, or all 7
    /// Chaos Emeralds with none converted yet (`Emeralds_converted_flag`, set by the first Super Emerald).
    pub fn transform_emeralds(&self) -> bool {
        let all = crate::player::moves::SUPER_EMERALDS;
        (self.super_emeralds >= all) | ((self.emeralds >= all) & (self.super_emeralds == 0))
    }

    /// `RandomNumber`: the games' pseudo-random generator (a seed of 0 starts from $2A6D365A). Returns `d0`:
    /// the old seed's high word and the new random word.
    pub fn random(&mut self) -> u32 {
        let seed = if self.rng_seed == 0 { 0x2A6D_365A } else { self.rng_seed };
        let mixed = seed.wrapping_shl(2).wrapping_add(seed).wrapping_shl(3).wrapping_add(seed);
        let low = mixed as u16;
        let sum = low.wrapping_add((mixed >> 16) as u16);
        self.rng_seed = (u32::from(sum) << 16) | u32::from(low);
        (seed & 0xFFFF_0000) | u32::from(sum)
    }

    /// `CollectRing_Sonic`: one more ring (up to 999); a life at 100 and 200.
    pub fn collect_ring(&mut self) {
        self.add_rings(1);
    }

    /// Adds rings (a ring monitor adds 10 the same way: `Obj2E` → `AddRings`-like code).
    pub fn add_rings(&mut self, n: u16) {
        self.rings = (self.rings + n).min(MAX_RINGS);
        for (bit, threshold) in RING_LIFE_THRESHOLDS.iter().enumerate() {
            if self.rings >= *threshold && self.extra_life_flags & (1 << bit) == 0 {
                self.extra_life_flags |= 1 << bit;
                self.lives = self.lives.saturating_add(1);
            }
        }
    }
}
