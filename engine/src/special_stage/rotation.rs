//! The stage angle and rotation speed (`v_ssangle`, `v_ssrotate`; s1disasm `sonic.asm` `GM_Special`,
//! `_incObj/09 Sonic in Special Stage.asm` `Obj09_Display`).
//!
//! The angle is a word whose high byte is the angle byte every routine reads (`move.b (v_ssangle).w,d0` reads
//! the high byte of the big-endian word); the speed is added to it once a frame, after the player moved. The
//! starting speed 0x40 turns the angle byte by 1/4 a frame (SPG: "rotation speed 0.25"). Physics and drawing
//! use the angle byte with its low two bits cleared ([`Rotation::snapped`], SPG `(stage_angle div 4) * 4`).

/// `GM_Special`: `move.w #$40,(v_ssrotate).w`.
pub const START_SPEED: i16 = 0x40;

/// The stage's angle and rotation speed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rotation {
    /// `v_ssangle`: the angle byte is its high byte. Starts at 0 ("upright").
    pub angle: u16,
    /// `v_ssrotate`, added to `angle` every frame: ±0x40 or ±0x80 while playing.
    pub speed: i16,
}

impl Rotation {
    /// The stage at the start: upright, turning at [`START_SPEED`].
    pub const fn start() -> Self {
        Rotation { angle: 0, speed: START_SPEED }
    }

    /// The angle byte (`move.b (v_ssangle).w`).
    pub const fn byte(self) -> u8 {
        (self.angle >> 8) as u8
    }

    /// The snapped angle (`andi.b #$FC`): what gravity, jumps and drawing use.
    pub const fn snapped(self) -> u8 {
        self.byte() & 0xFC
    }

    /// The direction Left/Right move the player in (`Obj09_Move`: `addi.b #$20; andi.b #$C0; neg.b`): the
    /// snapped angle rounded to the nearest quarter turn, negated.
    pub const fn movement_angle(self) -> u8 {
        (self.byte().wrapping_add(0x20) & 0xC0).wrapping_neg()
    }

    /// The direction a jump goes in (`Obj09_Jump`: `andi.b #$FC; neg.b; subi.b #$40`): straight up from the
    /// stage's current down.
    pub const fn jump_angle(self) -> u8 {
        self.snapped().wrapping_neg().wrapping_sub(0x40)
    }

    /// One frame of turning (`Obj09_Display`, `Obj09_ExitStage`): `v_ssangle += v_ssrotate`.
    pub fn advance(&mut self) {
        self.angle = self.angle.wrapping_add(self.speed as u16);
    }

    /// Whether bit 6 of the speed is set (`btst #6,(v_ssrotate+1).w`): UP only speeds up, and DOWN only
    /// slows down, when the speed is (or is not) ±0x40.
    pub const fn is_slow(self) -> bool {
        self.speed & 0x40 != 0
    }
}
