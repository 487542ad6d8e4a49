//! The water's surface as Sonic 2 moves it (s2disasm `WaterEffects`, `MoveWater`, `DynamicWater`,
//! `DynamicWaterCPZ2`; the level init's `Water_Level_1/2/3` from `WaterHeight`; the star post's
//! `Saved_Water_Level`). Three heights:
//!
//! - `Water_Level_2`, the mean level ([`Water::mean`]), moves 1 px a frame (`Water_on`) towards
//! - `Water_Level_3`, the target ([`Water::target`]), which the zone's dynamic-water routine sets — only
//!   Chemical Plant 2's does anything: once the camera's x reaches $1DE0 the target is $510
//!   (`DynamicWaterCPZ2`; from the act's $710 that is 512 frames of rising, Mega Mack);
//! - `Water_Level_1`, the surface everyone reads ([`Water::surface`]: the player's `Sonic_Water`, the air
//!   bubbles): the mean plus half of oscillator 0's high byte (`Oscillating_Data`, 0–$1F, so the surface
//!   bobs 0–15 px below the mean), except in Aquatic Ruin, whose surface is the mean.
//!
//! `WaterEffects` runs first in `Level_MainLoop`, before `RunObjects`: it reads the camera, the player's
//! routine and the oscillator as the previous frame left them. `DynamicWater` is skipped while the player is
//! dead (routine 6 and above) or drowning (`Deform_lock`, set by `Obj0A` when he runs out of air); the bobbing
//! goes on. The level load runs `WaterEffects` once with the oscillators still cleared.
//!
//! Sonic 1's Labyrinth Zone (s1disasm `LZWaterFeatures`, run at the same place in `Level_MainLoop`) computes
//! the surface the same way from the same oscillator (`v_oscillate+2`), and skips its dynamic water while the
//! player is dead; its acts' routines (`DynWater_LZ1`…, reading the player's y too, and keeping a stage,
//! `v_wtr_routine`) and the wind tunnels that run before them ([`Water::move_player`]) are
//! [`crate::objects::s1::lz_water`], with the water slides.
//!
//! A level without water pays one branch a frame ([`Water::update`] returns at once) and its surface is
//! `i32::MAX`, so the player's and the bubbles' checks stay one compare.

use crate::objects::runtime::level_events::EventsState;
use crate::objects::runtime::oscillation::Oscillation;
use crate::objects::s1::lz_water::{self, LzAct};
use crate::objects::s3k::aiz_water;
use crate::objects::s3k::hcz_water::{self, HczAct};
use formats::Level;
use formats::level::LevelEvents;

/// `Water_on`: how far the mean level moves towards the target each frame.
pub const WATER_SPEED: i32 = 1;
/// `DynamicWaterCPZ2`: the camera x from which Chemical Plant 2's chemical rises, and the height it rises to.
pub const CPZ2_RISE_CAMERA_X: u16 = 0x1DE0;
pub const CPZ2_RISE_TARGET: i32 = 0x510;

/// How a level's water moves (by the game level it comes from; fixed for the level).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum WaterRule {
    /// No water (`Water_flag` clear).
    #[default]
    None,
    /// The surface bobs with oscillator 0 around a fixed mean (every Sonic 2 water level but ARZ; hand-made
    /// levels with a water height).
    Bobbing,
    /// Aquatic Ruin: the surface is the mean (no oscillator).
    Still,
    /// Chemical Plant 2: bobbing, and the mean rises to $510 once the camera reaches x $1DE0.
    RisingCpz2,
    /// Sonic 1's Labyrinth acts and Scrap Brain 3: bobbing, the act's `DynWater_*` routine moving the target.
    Labyrinth(LzAct),
    /// Sonic 3's Hydrocity: no bobbing, the act's `DynamicWaterHeight_HCZ*` table setting the target (and at
    /// times the mean), the water tunnels and act 2's slides ([`crate::objects::s3k::hcz_water`]).
    Hydrocity(HczAct),
    /// Sonic 3's Angel Island: no bobbing; act 2's `DynamicWaterHeight_AIZ2` drains and refills it
    /// ([`crate::objects::s3k::aiz_water`]). `act2`: the level is act 2 (act 1 becomes act 2 when its events
    /// say, `AizState::act2`).
    AngelIsland { act2: bool },
}

impl WaterRule {
    /// The rule for a level: none without a water height, else by the game level its events name.
    pub fn for_level(level: &Level) -> Self {
        match (level.water_height, level.events) {
            // `CheckLevelForWater`: Angel Island always has water (the intro's section has no height).
            (_, LevelEvents::Aiz1Intro) if sonic3k(level) => WaterRule::AngelIsland { act2: false },
            (_, LevelEvents::Aiz2) if sonic3k(level) => WaterRule::AngelIsland { act2: true },
            (None, _) => WaterRule::None,
            (Some(_), LevelEvents::Cpz2) => WaterRule::RisingCpz2,
            (Some(_), LevelEvents::Arz1 | LevelEvents::Arz2) => WaterRule::Still,
            (Some(_), LevelEvents::Lz1) => WaterRule::Labyrinth(LzAct::Lz1),
            (Some(_), LevelEvents::Lz2) => WaterRule::Labyrinth(LzAct::Lz2),
            (Some(_), LevelEvents::Lz3) => WaterRule::Labyrinth(LzAct::Lz3),
            (Some(_), LevelEvents::Sbz3) => WaterRule::Labyrinth(LzAct::Sbz3),
            (Some(_), LevelEvents::Hcz1) => WaterRule::Hydrocity(HczAct::Hcz1),
            (Some(_), LevelEvents::Hcz2) => WaterRule::Hydrocity(HczAct::Hcz2),
            // Sonic 3's `Handle_Onscreen_Water_Height`: the surface is the mean (no oscillator).
            (Some(_), _) if sonic3k(level) => WaterRule::Still,
            (Some(_), _) => WaterRule::Bobbing,
        }
    }
}

/// A level from a Sonic 3 & Knuckles project.
fn sonic3k(level: &Level) -> bool {
    level.source.as_ref().is_some_and(|s| s.format == formats::level::SourceFormat::SonLvlS3K)
}

/// The water's heights (level pixel rows); part of [`crate::objects::runtime::game::GameState`], so of every snapshot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Water {
    pub rule: WaterRule,
    /// `Water_Level_1`: the surface this frame (`i32::MAX` without water).
    pub surface: i32,
    /// `Water_Level_2`: the mean level.
    pub mean: i32,
    /// `Water_Level_3`: where the mean level is heading.
    pub target: i32,
    /// The level's own height (`WaterHeight`, `Level::water_height`): where all three start.
    pub start: i32,
    /// `Saved_Water_Level`: the mean level when the last star post was touched (`Obj79_SaveData`); a restart
    /// there starts the mean from it (`Obj79_LoadData`), the target from the level's height.
    pub saved: Option<i32>,
    /// Sonic 1's `v_wtr_routine`: the stage of the act's dynamic water (0 at the level load).
    pub routine: u8,
    /// Sonic 1's `v_lamp_wtrrout`: the stage when the last lamppost was touched (`Lamp_StoreInfo`).
    pub saved_routine: u8,
    /// Sonic 1's `f_wtunnelmode`: the player is in one of Labyrinth's wind tunnels.
    pub in_tunnel: bool,
    /// Sonic 3's `WindTunnel_flag+1`: the sidekick is in one of Hydrocity's water tunnels.
    pub in_tunnel_p2: bool,
    /// Sonic 3's `_unkF7C7`: bit 0 player 1, bit 1 the sidekick, held by one of Hydrocity's breakable bars
    /// (the tunnels leave him be).
    pub tunnel_hold: u8,
    /// Sonic 1's `f_wtunnelallow`: a closed flapping door stops the wind tunnels.
    pub tunnels_off: bool,
    /// Labyrinth 3's layout byte `v_lvllayout+$80*2+6` as its events wrote it since the level (re)loaded
    /// (`None`: the level's own): chunk $4B by `DynWater_LZ3` entering its second stage, 7 by switch $F
    /// ([`crate::objects::runtime::level_events::lz3_layout`]).
    pub lz3_layout: Option<u8>,
    /// Sonic 3's `Water_speed`: how far the mean moves a frame (1; Angel Island 2's refill sets 2).
    pub speed: u8,
    /// Angel Island 2's dam is open (`DynamicWaterHeight_AIZ2` cleared its chunks,
    /// [`aiz_water::DAM_CELLS`]): the world writes the layout.
    pub dam_open: bool,
    /// Sonic 3's `Screen_shake_flag` as Angel Island 2's dam sets it (not drawn).
    pub shake: bool,
    /// `Obj_5308` is to be made (read and cleared by the world, which holds the slots).
    pub shaker_due: bool,
}

impl Default for Water {
    fn default() -> Self {
        Water {
            rule: WaterRule::None,
            surface: i32::MAX,
            mean: i32::MAX,
            target: i32::MAX,
            start: i32::MAX,
            saved: None,
            routine: 0,
            saved_routine: 0,
            in_tunnel: false,
            in_tunnel_p2: false,
            tunnel_hold: 0,
            tunnels_off: false,
            lz3_layout: None,
            speed: WATER_SPEED as u8,
            dam_open: false,
            shake: false,
            shaker_due: false,
        }
    }
}

impl Water {
    /// The level's water at the level load: all three heights at its water height (no water: none).
    pub fn for_level(level: &Level) -> Self {
        let height = match (level.water_height, level.events) {
            // `StartingWaterHeights`' Angel Island 1 (the intro's section has none).
            (None, LevelEvents::Aiz1Intro) => Some(aiz_water::AIZ1_START),
            (None, LevelEvents::Aiz2) => Some(aiz_water::AIZ2_START),
            (h, _) => h,
        };
        match (WaterRule::for_level(level), height) {
            (WaterRule::None, _) | (_, None) => Water::default(),
            (rule, Some(h)) => Water { rule, surface: h, mean: h, target: h, start: h, ..Water::default() },
        }
    }

    /// Whether the level has water (`Water_flag`).
    #[inline]
    pub fn present(&self) -> bool {
        self.rule != WaterRule::None
    }

    /// The level load after a death (`Level`'s water init, then `Obj79_LoadData`): the heights start again at
    /// the level's height, the mean at the saved one when restarting at a star post; the saved height is kept.
    pub fn reload(&mut self, at_star_post: bool) {
        if !self.present() {
            return;
        }
        let h = self.start;
        (self.surface, self.mean, self.target) = (h, h, h);
        self.routine = 0;
        (self.speed, self.dam_open, self.shake, self.shaker_due) = (1, false, false, false);
        // The layout loads again as the level has it.
        self.lz3_layout = None;
        if let (true, Some(saved)) = (at_star_post, self.saved) {
            // Sonic 1's `Lamp_LoadInfo` also restores the dynamic water's stage.
            self.mean = saved;
            self.routine = self.saved_routine;
        }
    }

    /// `CheckLevelForWater` run again within the level (Angel Island 1's transition to act 2, `AIZ1BGE_Finish`):
    /// all three heights at the act's `height`, `Water_speed` 1.
    pub fn enter_act(&mut self, height: i32) {
        if self.present() {
            (self.surface, self.mean, self.target) = (height, height, height);
            (self.speed, self.dam_open, self.shake, self.shaker_due) = (1, false, false, false);
        }
    }

    /// A level started from lamppost variables (Sonic 1's `Lamp_LoadInfo`): the saved mean level and stage,
    /// then the heights as a restart at that post sets them.
    pub fn start_from_lamppost(&mut self, mean: i32, routine: u8) {
        if self.present() {
            (self.saved, self.saved_routine) = (Some(mean), routine);
            self.reload(true);
        }
    }

    /// `Obj79_SaveData`: a star post keeps the mean level (Sonic 1's `Lamp_StoreInfo`: and the stage).
    pub fn save(&mut self) {
        if self.present() {
            self.saved = Some(self.mean);
            self.saved_routine = self.routine;
        }
    }

    /// `WaterEffects` as the level load runs it (`Level`, before `InitPlayers`; Sonic 1's `LZWaterFeatures`
    /// after `ColIndexLoad`, the player's position already the start's): the dynamic water with the camera
    /// just placed, and the surface with the oscillators cleared (the mean itself).
    pub fn init(&mut self, camera_x: i32, player_y: i32, switches: &mut [u8; 16]) {
        if !self.present() {
            return;
        }
        self.dynamic(camera_x, player_y, switches, &EventsState::default());
        self.surface = self.mean;
    }

    /// Sonic 1's `LZWaterFeatures` before the water moves, with the player not dead or drowning: the act's
    /// wind tunnels push him ([`lz_water::wind_tunnels`]; `vbla`: `v_vbla_byte`), then the water slides
    /// ([`lz_water::water_slides`]). Sonic 3's Hydrocity (`sub_539A`, `sub_5598`): the tunnels for player 1
    /// then the `sidekick` (his own flag, `WindTunnel_flag+1`, and logical buttons), then act 2's slides for
    /// each. Nothing elsewhere.
    #[inline]
    pub fn move_player(
        &mut self,
        player: &mut crate::player::Player,
        mut sidekick: Option<&mut crate::player::Player>,
        terrain: &crate::terrain::Terrain,
        vbla: u8,
    ) {
        if let WaterRule::Labyrinth(act) = self.rule {
            lz_water::wind_tunnels(act, &mut self.in_tunnel, self.tunnels_off, player, vbla);
            lz_water::water_slides(player, terrain);
        } else if let WaterRule::Hydrocity(act) = self.rule {
            // `sub_539A` (the tunnels: the buttons as held this frame, `Ctrl_1_held_logical`), then
            // `sub_5598` (act 2's slides).
            let held = player.previous_buttons;
            hcz_water::water_tunnels(act, &mut self.in_tunnel, player, held, self.tunnel_hold & 1 != 0);
            if let Some(p2) = sidekick.as_deref_mut() {
                // `Ctrl_2_held_logical`: the CPU's buttons for him.
                let held = p2.previous_buttons;
                hcz_water::water_tunnels(act, &mut self.in_tunnel_p2, p2, held, self.tunnel_hold & 2 != 0);
            }
            if act == HczAct::Hcz2 {
                hcz_water::slides(player, terrain);
                if let Some(p2) = sidekick {
                    hcz_water::slides(p2, terrain);
                }
            }
        }
    }

    /// `WaterEffects`, first thing in the frame: unless `locked` (the player dead or drowning:
    /// `Deform_lock`, routine ≥ 6), `DynamicWater` (the zone's routine, then the mean 1 px towards the target);
    /// then `MoveWater`: the surface is the mean plus half oscillator 0's high byte (ARZ: the mean).
    /// `player_y`: his y in pixels, and `switches` (`f_switch`): Sonic 1's Labyrinth routines read the one and
    /// set some of the other.
    pub fn update(
        &mut self,
        camera_x: i32,
        player_y: i32,
        locked: bool,
        oscillation: &Oscillation,
        switches: &mut [u8; 16],
    ) {
        self.update_with(camera_x, player_y, locked, oscillation, switches, &EventsState::default());
    }

    /// [`Water::update`] with the level's events, which Angel Island's routine reads (its act,
    /// `Camera_target_max_Y_pos`).
    #[inline]
    pub fn update_with(
        &mut self,
        camera_x: i32,
        player_y: i32,
        locked: bool,
        oscillation: &Oscillation,
        switches: &mut [u8; 16],
        events: &EventsState,
    ) {
        if !self.present() {
            return;
        }
        if !locked {
            self.dynamic(camera_x, player_y, switches, events);
        }
        let bob = match self.rule {
            WaterRule::Still | WaterRule::Hydrocity(_) | WaterRule::AngelIsland { .. } => 0,
            _ => i32::from(oscillation.byte(0) >> 1),
        };
        self.surface = self.mean + bob;
    }

    /// `DynamicWater`: the zone's routine (`DynamicWaterCPZ2` in Chemical Plant 2, `DynamicWaterNull`
    /// elsewhere), then the mean level moves `Water_on` (1) towards the target.
    fn dynamic(&mut self, camera_x: i32, player_y: i32, switches: &mut [u8; 16], events: &EventsState) {
        match self.rule {
            WaterRule::AngelIsland { act2 } if act2 | events.aiz.act2 => {
                let (target, speed) = (&mut self.target, &mut self.speed);
                let e = aiz_water::act2(camera_x as u16, events.max_y_target, target, speed, &mut switches[0]);
                if e.opened {
                    self.dam_open = true;
                    self.shake |= e.shaker;
                    self.shaker_due |= e.shaker;
                }
            }
            WaterRule::RisingCpz2 if camera_x as u16 >= CPZ2_RISE_CAMERA_X => self.target = CPZ2_RISE_TARGET,
            // `DynamicWaterHeight_HCZ2` does nothing while `_unkFAA2` is set (Hydrocity 1's miniboss's, which
            // carries into act 2 until the drop's whirlpool clears it: [`crate::objects::s3k::hcz1_drop`]).
            WaterRule::Hydrocity(HczAct::Hcz2) if events.hcz_boss.water_stopped => {}
            WaterRule::Hydrocity(act) => {
                let (height, at_once) = hcz_water::target(act, camera_x as u16);
                if at_once {
                    self.mean = height;
                }
                self.target = height;
            }
            WaterRule::Labyrinth(act) => lz_water::run(
                act,
                lz_water::DynWater {
                    camera_x: camera_x as u16,
                    player_y: player_y as u16,
                    mean: &mut self.mean,
                    target: &mut self.target,
                    routine: &mut self.routine,
                    switches,
                    layout: &mut self.lz3_layout,
                },
            ),
            _ => {}
        }
        // `sub.w`/`bcc`: the words' unsigned order decides the direction.
        // (Sonic 1 and 2 move it by 1, `Water_speed` being Sonic 3's.)
        let (target, mean) = (self.target as u16, self.mean as u16);
        let speed = i32::from(self.speed);
        if target != mean {
            self.mean += if target > mean { speed } else { -speed };
        }
    }
}
