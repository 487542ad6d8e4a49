//! Sonic 1's rotating-maze special stage (SPG "Special Stages: Rotating Maze"; s1disasm `sonic.asm`
//! `GM_Special`, `SS_Load`, `SS_ShowLayout`/`SS_AniItems`, and `_incObj/09 Sonic in Special Stage.asm`).
//!
//! The blocks never move ([`grid`]): the player moves in the unrotated 24×24 grid while the stage angle
//! ([`rotation`]) turns gravity, jumps and Left/Right ([`player`]); what each block does on touch is
//! [`SpecialStage::react`] and the animations of touched blocks are [`items`]. Integer only and
//! deterministic: [`SpecialStage`] is the whole state (`Clone + Eq + Hash`, so a snapshot is a clone).
//!
//! One frame ([`SpecialStage::step`]) is `SS_MainLoop`'s: the player object (`Obj09`: jump if on a wall,
//! move, fall, collect items at its position, react to the last solid block touched, move by its speeds,
//! camera, then the stage turns), then `SS_AniItems`. Not modelled: drawing (`SS_ShowLayout`'s rotation of
//! the blocks around the player, wall and ring animation), sound, pausing, debug mode, the results screen.

pub mod entry;
pub mod grid;
pub mod items;
pub mod player;
pub mod rotation;

pub use grid::{Cell, Grid};
pub use items::{ItemKind, ItemSlot, Items};
pub use player::Player;
pub use rotation::Rotation;

use formats::inputs::Buttons;

/// Which routine the player object runs (`Obj09_Index`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Routine 2, `Obj09_ChkDebug`: playing.
    #[default]
    Playing,
    /// Routine 4, `Obj09_ExitStage`: after GOAL or an emerald, the stage spins faster (speed + 0x40 a frame)
    /// until the speed reaches 0x3000.
    Exiting,
    /// Routine 6, `Obj09_Exit2`: the stage stops at angle 0x4000 and a 60-frame (0x3C) timer runs out.
    Exited { timer: u16 },
}

/// The special stage's whole state.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SpecialStage {
    pub grid: Grid,
    pub rotation: Rotation,
    pub player: Player,
    pub items: Items,
    pub phase: Phase,
    /// `v_screenposx`, `v_screenposy` (`SS_FixCamera`): the player's pixel − (0xA0, 0x70), unless that
    /// would be negative.
    pub camera: (u16, u16),
    /// `v_rings` (cleared at the start).
    pub rings: u16,
    /// Lives gained (1-ups, 100 and 200 rings).
    pub lives: u8,
    /// `v_lifecount` (bit 0: the 50-ring continue given; bits 1, 2: the 100- and 200-ring lives).
    pub life_count: u8,
    /// Continues gained (50 rings, once).
    pub continues: u8,
    /// `v_emeralds` and `v_emldlist`: emeralds held before and collected in this stage.
    pub emeralds: u8,
    pub emerald_list: [u8; 6],
    /// The game mode left the special stage (`v_gamemode` = level): the speed reached 0x1800 while
    /// exiting, or the last timer ran out.
    pub left_stage: bool,
    /// Frames stepped.
    pub frame: u32,
    /// The buttons held last frame (a jump needs a new press: `v_jpadpress2`).
    pub held: Buttons,
}

impl SpecialStage {
    /// The stage as `GM_Special` starts it: the layout, the player at the start position, upright, turning
    /// at 0x40, no rings.
    pub fn new(stage: &formats::special_stage::SpecialStage) -> Self {
        SpecialStage {
            grid: Grid::new(&stage.layout),
            rotation: Rotation::start(),
            player: Player::at(stage.start.x, stage.start.y),
            items: Items::default(),
            phase: Phase::Playing,
            camera: (0, 0),
            rings: 0,
            lives: 0,
            life_count: 0,
            continues: 0,
            emeralds: 0,
            emerald_list: [0; 6],
            left_stage: false,
            frame: 0,
            held: Buttons::NONE,
        }
    }

    /// The stage as the giant ring enters it: [`SpecialStage::new`] with the emeralds held so far (`v_emeralds`,
    /// `v_emldlist`; see [`entry`]).
    pub fn entered(stage: &formats::special_stage::SpecialStage, emeralds: u8, emerald_list: [u8; 6]) -> Self {
        SpecialStage { emeralds, emerald_list, ..Self::new(stage) }
    }

    /// A save state: everything that changes from frame to frame, the grid's collected and changed blocks
    /// included (the whole state; the same as a clone).
    pub fn snapshot(&self) -> SpecialStage {
        self.clone()
    }

    /// Returns to a save state.
    pub fn restore(&mut self, snapshot: &SpecialStage) {
        self.clone_from(snapshot);
    }

    /// One frame with these buttons held.
    pub fn step(&mut self, buttons: Buttons) {
        let pressed = buttons.pressed_since(self.held);
        self.held = buttons;
        match self.phase {
            Phase::Playing => self.play(buttons, pressed),
            Phase::Exiting => {
                // Obj09_ExitStage
                self.rotation.speed = self.rotation.speed.wrapping_add(0x40);
                if self.rotation.speed == 0x1800 {
                    self.left_stage = true;
                }
                if self.rotation.speed >= 0x3000 {
                    self.rotation.speed = 0;
                    self.rotation.angle = 0x4000;
                    self.phase = Phase::Exited { timer: 0x3C };
                }
                self.rotation.advance();
                self.fix_camera();
            }
            Phase::Exited { timer } => {
                // Obj09_Exit2
                let timer = timer.wrapping_sub(1);
                if timer == 0 {
                    self.left_stage = true;
                }
                self.phase = Phase::Exited { timer };
                self.fix_camera();
            }
        }
        // SS_ShowLayout → SS_AniItems
        if self.items.animate(&mut self.grid) == items::ItemEvent::EmeraldDone {
            self.phase = Phase::Exiting;
        }
        self.frame = self.frame.wrapping_add(1);
    }

    /// `Obj09_NoDebug` … `Obj09_Display`.
    fn play(&mut self, buttons: Buttons, pressed: Buttons) {
        self.player.touched = 0;
        if !self.player.in_air && pressed.jump() {
            self.player.jump(self.rotation);
        }
        self.player.run(&self.grid, self.rotation, buttons.left(), buttons.right());
        self.player.fall(&self.grid, self.rotation);
        self.collect();
        self.react();
        self.player.apply_speed();
        self.fix_camera();
        self.rotation.advance();
    }

    /// `SS_FixCamera`.
    fn fix_camera(&mut self) {
        if let Some(x) = self.player.x_pixel().checked_sub(0xA0) {
            self.camera.0 = x;
        }
        if let Some(y) = self.player.y_pixel().checked_sub(0x70) {
            self.camera.1 = y;
        }
    }

    /// `Obj09_ChkItems`: what lies at the player's item cell ([`Grid::item_cell`]): rings, 1-ups, emeralds
    /// are collected; ghost blocks passed and then the switch behind them make every ghost block solid once
    /// the player is back on an empty cell.
    fn collect(&mut self) {
        let cell = Grid::item_cell(self.player.x_pixel(), self.player.y_pixel());
        match self.grid.get(cell) {
            0 => {
                if self.player.ghost == 2 {
                    self.grid.solidify_ghosts();
                }
                self.player.ghost = 0;
            }
            0x3A => {
                self.items.start(ItemKind::Ring, cell, 0);
                self.collect_ring();
                if self.rings >= 50 && self.life_count & 1 == 0 {
                    self.life_count |= 1;
                    self.continues = self.continues.wrapping_add(1);
                }
            }
            0x28 => {
                self.items.start(ItemKind::ExtraLife, cell, 0);
                self.lives = self.lives.wrapping_add(1);
            }
            id @ 0x3B..=0x40 => {
                self.items.start(ItemKind::Emerald, cell, 0);
                if self.emeralds != 6 {
                    if let Some(slot) = self.emerald_list.get_mut(usize::from(self.emeralds)) {
                        *slot = id - 0x3B;
                    }
                    self.emeralds += 1;
                }
            }
            id => {
                if id == 0x41 {
                    self.player.ghost = 1;
                }
                if id == 0x4A && self.player.ghost == 1 {
                    self.player.ghost = 2;
                }
            }
        }
    }

    /// `CollectRing`: one more ring; a life at 100 and at 200.
    fn collect_ring(&mut self) {
        self.rings = self.rings.wrapping_add(1);
        if self.rings < 100 {
            return;
        }
        let life = if self.life_count & 2 == 0 {
            self.life_count |= 2;
            true
        } else if self.rings >= 200 && self.life_count & 4 == 0 {
            self.life_count |= 4;
            true
        } else {
            false
        };
        if life {
            self.lives = self.lives.wrapping_add(1);
        }
    }

    /// `Obj09_ChkItems2`: the last solid block a collision test touched this frame acts: a bumper bounces
    /// the player away at 0x700; GOAL ends the stage; UP doubles a speed of ±0x40 and becomes DOWN, DOWN
    /// halves ±0x80 and becomes UP (both on one cooldown); R reverses the rotation (its own cooldown);
    /// glass gets one hit further, breaking on the fourth. With no block touched, the cooldowns count down.
    fn react(&mut self) {
        let p = &mut self.player;
        let cell = p.touched_cell;
        match p.touched {
            0 => {
                p.up_down_timer = p.up_down_timer.saturating_sub(1);
                p.reverse_timer = p.reverse_timer.saturating_sub(1);
            }
            0x25 => {
                p.bounce(cell);
                self.items.start(ItemKind::Bumper, cell, 0);
            }
            0x27 => self.phase = Phase::Exiting,
            0x29 | 0x2A if p.up_down_timer != 0 => {}
            0x29 => {
                p.up_down_timer = player::BLOCK_COOLDOWN;
                if self.rotation.is_slow() {
                    self.rotation.speed = self.rotation.speed.wrapping_shl(1);
                    self.grid.set(cell, 0x2A);
                }
            }
            0x2A => {
                p.up_down_timer = player::BLOCK_COOLDOWN;
                if !self.rotation.is_slow() {
                    self.rotation.speed >>= 1;
                    self.grid.set(cell, 0x29);
                }
            }
            0x2B if p.reverse_timer != 0 => {}
            0x2B => {
                p.reverse_timer = player::BLOCK_COOLDOWN;
                self.items.start(ItemKind::Reverse, cell, 0);
                self.rotation.speed = self.rotation.speed.wrapping_neg();
            }
            id @ 0x2D..=0x30 => {
                let next = if id + 1 > 0x30 { 0 } else { id + 1 };
                self.items.start(ItemKind::Glass, cell, next);
            }
            _ => {}
        }
    }
}
