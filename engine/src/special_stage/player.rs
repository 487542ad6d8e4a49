//! Sonic in the special stage (s1disasm `_incObj/09 Sonic in Special Stage.asm`, object 09): moving, jumping
//! and falling in the unrotated grid with gravity, jumps and Left/Right turned by the stage angle.
//!
//! Positions are the object's 16.16 `obX`/`obY` longs (Left/Right add `Ground Speed × cos` to the whole
//! long, finer than 1/256 px); speeds are 1/256 px words as everywhere. The constants, as exact integers:
//! acceleration 12 (0.046875), deceleration 0x40 (0.25), friction 12, top speed 0x800 (8), gravity 0x2A
//! (0.1640625, multiplied by the sine of the snapped angle and added in 1/65536 px), jump 0x680, bumper 0x700.

use super::grid::{Cell, Grid};
use super::rotation::Rotation;
use crate::math::{cos, sin};

/// `Obj09_MoveLeft`/`Obj09_MoveRight`: `subi.w #$C` / `addi.w #$C`.
pub const ACCELERATION: i16 = 0xC;
/// Pressing against the motion: `subi.w #$40` / `addi.w #$40` (no turnaround quirk: the speed may cross 0).
pub const DECELERATION: i16 = 0x40;
/// `Obj09_Move` with neither Left nor Right: 0xC towards 0, stopping at 0.
pub const FRICTION: i16 = 0xC;
/// `cmpi.w #$800`: pressing forward clamps Ground Speed to ±0x800 (also from above it).
pub const TOP_SPEED: i16 = 0x800;
/// `Obj09_Fall`: `muls.w #$2A`, gravity times sine/cosine of the snapped angle.
pub const GRAVITY: i32 = 0x2A;
/// `Obj09_Jump`: `muls.w #$680` along the jump angle.
pub const JUMP: i32 = 0x680;
/// `Obj09_ChkBumper`: `muls.w #-$700`, away from the bumper's centre.
pub const BUMPER: i32 = -0x700;
/// `Obj09_UPblock`, `Obj09_Rblock`: `move.b #$1E`: frames before UP/DOWN (one timer) or R (another) act again;
/// they count down only on frames the player touches no solid block (`Obj09_ChkItems2`).
pub const BLOCK_COOLDOWN: u8 = 0x1E;

/// The player object's state.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Player {
    /// `obX`, 16.16: the pixel is the high word.
    pub x: u32,
    /// `obY`, 16.16.
    pub y: u32,
    /// `obVelX`, 1/256 px a frame.
    pub x_speed: i16,
    /// `obVelY`.
    pub y_speed: i16,
    /// `obInertia`: Ground Speed, along [`Rotation::movement_angle`].
    pub ground_speed: i16,
    /// Status bit 1: set when the last fall test touched nothing (or by a jump or bumper); clear = "on a wall",
    /// when a jump is allowed (SPG's block_hitting flag, inverted).
    pub in_air: bool,
    /// Status bit 0.
    pub facing_left: bool,
    /// `objoff_30`: the id of the last solid block a collision test found this frame (0 none).
    pub touched: u8,
    /// `objoff_32`: that block's cell.
    pub touched_cell: Cell,
    /// `objoff_36`: UP/DOWN cooldown.
    pub up_down_timer: u8,
    /// `objoff_37`: R cooldown.
    pub reverse_timer: u8,
    /// `objoff_3A`: ghost blocks: 1 passed, 2 passed and the switch behind touched.
    pub ghost: u8,
}

impl Player {
    /// The player at a start position (`SS_LoadData` writes the pixels; the fractions are 0), in the air
    /// (`Obj09_Main` sets status bits 1 and 2).
    pub fn at(x: u16, y: u16) -> Self {
        Player { x: u32::from(x) << 16, y: u32::from(y) << 16, in_air: true, ..Default::default() }
    }

    /// The pixel of `obX`.
    pub const fn x_pixel(&self) -> u16 {
        (self.x >> 16) as u16
    }

    /// The pixel of `obY`.
    pub const fn y_pixel(&self) -> u16 {
        (self.y >> 16) as u16
    }

    /// `sub_1BCE8`: whether any block of the 2×2 square at the 16.16 position is solid; every solid one
    /// found becomes [`Player::touched`] (the last one wins).
    fn blocked(&mut self, grid: &Grid, x: u32, y: u32) -> bool {
        let mut found = false;
        for (cell, id) in grid.solid_around((x >> 16) as u16, (y >> 16) as u16) {
            self.touched = id;
            self.touched_cell = cell;
            found = true;
        }
        found
    }

    /// `Obj09_Jump`: a newly pressed jump button sets the speeds to 0x680 along [`Rotation::jump_angle`].
    pub fn jump(&mut self, rotation: Rotation) {
        let a = rotation.jump_angle();
        self.x_speed = ((i32::from(cos(a)) * JUMP) >> 8) as i16;
        self.y_speed = ((i32::from(sin(a)) * JUMP) >> 8) as i16;
        self.in_air = true;
    }

    /// `Obj09_Move`: Left/Right change Ground Speed, which then moves the position directly along
    /// [`Rotation::movement_angle`]; a solid block there undoes the move and stops.
    pub fn run(&mut self, grid: &Grid, rotation: Rotation, left: bool, right: bool) {
        if left {
            self.facing_left = true;
            let g = self.ground_speed;
            self.ground_speed =
                if g > 0 { g.wrapping_sub(DECELERATION) } else { g.wrapping_sub(ACCELERATION).max(-TOP_SPEED) };
        }
        if right {
            self.facing_left = false;
            let g = self.ground_speed;
            self.ground_speed =
                if g < 0 { g.wrapping_add(DECELERATION) } else { g.wrapping_add(ACCELERATION).min(TOP_SPEED) };
        }
        if !left && !right {
            let g = self.ground_speed;
            self.ground_speed = if g > 0 { (g - FRICTION).max(0) } else { (g + FRICTION).min(0) };
        }
        let a = rotation.movement_angle();
        let dx = (i32::from(cos(a)) * i32::from(self.ground_speed)) as u32;
        let dy = (i32::from(sin(a)) * i32::from(self.ground_speed)) as u32;
        let (x, y) = (self.x.wrapping_add(dx), self.y.wrapping_add(dy));
        if self.blocked(grid, x, y) {
            self.ground_speed = 0;
        } else {
            (self.x, self.y) = (x, y);
        }
    }

    /// `Obj09_Fall`: gravity along the snapped angle, then the new speeds tested first across (x only),
    /// then both; a blocked axis stops, and touching anything puts the player "on a wall".
    pub fn fall(&mut self, grid: &Grid, rotation: Rotation) {
        let a = rotation.snapped();
        let mut dx = (i32::from(self.x_speed) << 8).wrapping_add(i32::from(sin(a)) * GRAVITY);
        let mut dy = (i32::from(self.y_speed) << 8).wrapping_add(i32::from(cos(a)) * GRAVITY);
        let mut x = self.x.wrapping_add(dx as u32);
        if self.blocked(grid, x, self.y) {
            x = self.x;
            dx = 0;
            self.x_speed = 0;
            self.in_air = false;
            if self.blocked(grid, x, self.y.wrapping_add(dy as u32)) {
                self.y_speed = 0;
                return;
            }
        } else if self.blocked(grid, x, self.y.wrapping_add(dy as u32)) {
            dy = 0;
            self.y_speed = 0;
            self.in_air = false;
        } else {
            self.in_air = true;
        }
        self.x_speed = (dx >> 8) as i16;
        self.y_speed = (dy >> 8) as i16;
    }

    /// `SpeedToPos`: the speeds (1/256 px) added to the 16.16 position.
    pub fn apply_speed(&mut self) {
        self.x = self.x.wrapping_add((i32::from(self.x_speed) << 8) as u32);
        self.y = self.y.wrapping_add((i32::from(self.y_speed) << 8) as u32);
    }

    /// `Obj09_ChkBumper`: speeds of 0x700 away from the bumper's centre ([`Grid::bumper_centre`]).
    pub fn bounce(&mut self, cell: Cell) {
        let (bx, by) = Grid::bumper_centre(cell);
        let dx = bx.wrapping_sub(self.x_pixel()) as i16;
        let dy = by.wrapping_sub(self.y_pixel()) as i16;
        let a = crate::math::calc_angle(dx, dy);
        self.x_speed = ((i32::from(cos(a)) * BUMPER) >> 8) as i16;
        self.y_speed = ((i32::from(sin(a)) * BUMPER) >> 8) as i16;
        self.in_air = true;
    }
}
