//! Hydrocity 2's moving wall: the chase at the act's start, where a wall of the background plane slides
//! right behind the player and crushes him if it catches him (skdisasm s3.asm `HCZ2_BackgroundInit`,
//! `HCZ2BGE_WallMove`, `HCZ2_WallMove`, `HCZ2_Resize`, `ShakeScreen_Setup`, `Get_BGActualEffectiveDiff`).
//!
//! - The level starts the chase when its camera is left of $C00 and at or below $500 (`HCZ2_BackgroundInit`:
//!   `Events_routine_bg` 4, one `HCZ2_WallMove` at once); else the background is the normal one.
//! - Each frame (`HCZ2BGE_WallMove`), while the player lives: the wall waits until player 1 reaches x $680,
//!   then moves $E000 (0.875 px) a frame — $14000 once he is at $A88 or past — with a constant screen shake;
//!   once it has come $600 px the shake turns into a timed one of $E frames and the wall stops. The background
//!   camera is the camera less ($200, $500), plus the wall's offset; `Camera_X_diff`/`_Y_diff` are their
//!   difference.
//! - Background collision ([`crate::background`]) is on while player 1 is within x $3F0–$C0F and
//!   y $600–$83F; then every terrain check reads the wall too, and the grounded player is killed when the floor
//!   check from his centre finds him inside it (`sub_10BA2`) or pushed right out of it (`CheckLeftWallDist`),
//!   [`crate::player::Player::background_squeeze`].
//! - From camera x $C00 (`HCZ2_Resize`: `Events_fg_5`) the chase ends: collision off, a constant shake
//!   stopped, the normal background (its redraw and deformation are drawing only).
//!
//! The screen shake's offset is kept for the view ([`Hcz2Wall::shake_offset`]); the sounds are not played.

use crate::objects::runtime::level_events::RIPPLE;

/// `HCZ2_BackgroundInit`: the chase starts with the camera left of this…
pub const CHASE_BEFORE_X: u16 = 0xC00;
/// …and at or below this.
pub const CHASE_FROM_Y: u16 = 0x500;
/// `HCZ2_WallMove`: the wall starts when player 1 reaches this x.
pub const START_X: u16 = 0x680;
/// The wall's speed (16.16 a frame), and faster from player 1's x [`FAST_X`].
pub const SPEED: i32 = 0xE000;
pub const FAST_SPEED: i32 = 0x14000;
pub const FAST_X: u16 = 0xA88;
/// The wall stops once its offset (a word) is at or below this.
pub const END_OFFSET: i16 = -0x600;
/// `move.w #$E,(Screen_shake_flag).w`: the timed shake at the end.
pub const END_SHAKE: i16 = 0xE;
/// The background camera: the camera less these, plus the wall's offset.
pub const BG_SHIFT: (u16, u16) = (0x200, 0x500);
/// Player 1's box where background collision is on (x from, x to; y from, y to; ends excluded).
pub const COLLISION_BOX: [u16; 4] = [0x3F0, 0xC10, 0x600, 0x840];
/// `ScreenShakeArray`: a timed shake's offsets, read from its frames left.
pub const SHAKE_TIMED: [i8; 20] = [1, -1, 1, -1, 2, -2, 2, -2, 3, -3, 3, -3, 4, -4, 4, -4, 5, -5, 5, -5];

/// The chase's state (in [`crate::objects::runtime::level_events::EventsState`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Hcz2Wall {
    /// `HCZ2_BackgroundInit` has run (at the level's first events here; the game runs it at the load).
    pub started: bool,
    /// `Events_routine_bg` 4: the chase is on.
    pub moving: bool,
    /// `Events_fg_5`: `HCZ2_Resize`'s signal that the chase is over.
    pub fg5: bool,
    /// `Events_bg+$00` (16.16): how far the wall has come, negative.
    pub offset: i32,
    /// `Screen_shake_flag`: negative, a constant shake; positive, a timed one's frames left.
    pub shake_flag: i16,
    /// `Screen_shake_offset`: this frame's shake (pixels, the screen's y).
    pub shake_offset: i16,
    /// `Camera_X_pos_BG_copy`, `Camera_Y_pos_BG_copy`.
    pub bg_camera: (u16, u16),
}

/// What a frame's events read.
#[derive(Clone, Copy, Debug)]
pub struct Frame {
    pub camera: (u16, u16),
    /// Player 1's pixel position.
    pub player: (u16, u16),
    /// Player 1's routine is 6 or more (dead).
    pub dead: bool,
    pub level_frame: u16,
}

impl Hcz2Wall {
    /// The wall's offset, pixels (the word the game compares).
    pub fn offset_pixels(&self) -> i16 {
        (self.offset >> 16) as i16
    }

    /// `Camera_X_diff`, `Camera_Y_diff` (`Get_BGActualEffectiveDiff`).
    pub fn diff(&self, camera: (u16, u16)) -> (i16, i16) {
        (camera.0.wrapping_sub(self.bg_camera.0) as i16, camera.1.wrapping_sub(self.bg_camera.1) as i16)
    }
}

/// `HCZ2_Resize`: from camera x $C00 the chase is over (`Events_fg_5`), once (`Dynamic_resize_routine` 2).
pub fn resize(w: &mut Hcz2Wall, routine: &mut u8, camera_x: u16) {
    if *routine == 0 && camera_x >= CHASE_BEFORE_X {
        w.fg5 = true;
        *routine = 2;
    }
}

/// `HCZ2_BackgroundEvent` for one frame (after [`resize`]): returns `Background_collision_flag` with the
/// cameras' difference when it is set.
pub fn background(w: &mut Hcz2Wall, f: Frame) -> Option<(i16, i16)> {
    if !w.started {
        w.started = true;
        w.moving = f.camera.0 < CHASE_BEFORE_X && f.camera.1 >= CHASE_FROM_Y;
        if w.moving {
            wall_move(w, f);
        }
    }
    if !w.moving {
        return None;
    }
    if std::mem::take(&mut w.fg5) {
        // `loc_3C66C`: a constant shake stops; the normal background (drawing only) from here.
        if w.shake_flag < 0 {
            w.shake_flag = 0;
        }
        w.moving = false;
        return None;
    }
    wall_move(w, f);
    shake_setup(w, f);
    let [x0, x1, y0, y1] = COLLISION_BOX;
    let (x, y) = f.player;
    ((x0..x1).contains(&x) && (y0..y1).contains(&y)).then(|| w.diff(f.camera))
}

/// `HCZ2_WallMove`.
fn wall_move(w: &mut Hcz2Wall, f: Frame) {
    if !f.dead {
        let speed = if f.player.0 >= FAST_X { FAST_SPEED } else { SPEED };
        let d1 = w.offset_pixels();
        let moves = if d1 == 0 {
            // `loc_3C730`: not started until player 1 is far enough; then `st (Screen_shake_flag).w` (its
            // high byte: negative).
            let go = f.player.0 >= START_X;
            if go {
                w.shake_flag = (w.shake_flag as u16 | 0xFF00) as i16;
            }
            go
        } else if d1 > END_OFFSET {
            true
        } else {
            // $600 px: a constant shake becomes the timed one (the crash).
            if w.shake_flag < 0 {
                w.shake_flag = END_SHAKE;
            }
            false
        };
        if moves {
            w.offset = w.offset.wrapping_sub(speed);
        }
    }
    // `loc_3C754`: the background camera. (The game's `Camera_Y_pos_copy` carries the screen event's shake,
    // and so does its background y: their difference is the shift exactly. Kept here without the shake,
    // which the view adds to both.)
    w.bg_camera = (
        f.camera.0.wrapping_sub(BG_SHIFT.0).wrapping_add(w.offset_pixels() as u16),
        f.camera.1.wrapping_sub(BG_SHIFT.1),
    );
}

/// `ShakeScreen_Setup`.
fn shake_setup(w: &mut Hcz2Wall, f: Frame) {
    w.shake_offset = if f.dead || w.shake_flag == 0 {
        0
    } else if w.shake_flag < 0 {
        // `ScreenShakeArray2`: Sonic 2's `SwScrl_RippleData`, the same bytes.
        i16::from(RIPPLE[usize::from(f.level_frame & 0x3F)])
    } else {
        w.shake_flag -= 1;
        i16::from(SHAKE_TIMED[w.shake_flag as usize % SHAKE_TIMED.len()])
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frame(player_x: u16) -> Frame {
        Frame { camera: (0x300, 0x600), player: (player_x, 0x700), dead: false, level_frame: 0 }
    }

    #[test]
    fn the_wall_waits_for_the_player_then_comes_600_px_and_stops_with_a_timed_shake() {
        let mut w = Hcz2Wall::default();
        // The level's start: camera left of $C00, below $500: the chase is on, the wall still.
        assert_eq!(background(&mut w, frame(0x400)), Some((0x200, 0x500)));
        assert!(w.moving);
        assert_eq!((w.offset, w.shake_flag), (0, 0));
        // Player 1 at $680: it moves $E000 a frame, the screen shaking constantly.
        assert_eq!(background(&mut w, frame(0x680)), Some((0x201, 0x500)));
        assert_eq!((w.offset, w.shake_flag), (-0xE000, -0x100));
        assert_eq!(w.shake_offset, i16::from(RIPPLE[0]), "the constant shake by the frame counter");
        // (-$E000: word −1, so the background camera is $300 − $200 − 1 and the difference $201.)
        let mut frames = 1;
        while w.offset_pixels() > END_OFFSET {
            background(&mut w, frame(0x700));
            frames += 1;
        }
        // At 0.875 px a frame the word (rounded down) reaches −$600 on the frame the long passes −$5FF0000:
        // 1,755 × $E000 = $5FF8000.
        assert_eq!(frames, 1755);
        assert_eq!(w.offset, -frames * 0xE000);
        background(&mut w, frame(0x700));
        assert_eq!(w.shake_flag, END_SHAKE - 1, "the timed shake starts and counts its first frame");
        assert_eq!(w.shake_offset, i16::from(SHAKE_TIMED[0xD]));
        let stopped = w.offset;
        background(&mut w, frame(0x700));
        assert_eq!(w.offset, stopped);
    }

    #[test]
    fn past_a88_the_wall_moves_faster_and_a_dead_player_stops_it() {
        let mut w = Hcz2Wall { started: true, moving: true, offset: -0x10000, ..Default::default() };
        background(&mut w, frame(0xA88));
        assert_eq!(w.offset, -0x10000 - FAST_SPEED);
        let before = w.offset;
        background(&mut w, Frame { dead: true, ..frame(0xA88) });
        assert_eq!((w.offset, w.shake_offset), (before, 0));
    }

    #[test]
    fn collision_is_on_only_inside_its_box_and_the_chase_ends_from_camera_c00() {
        let mut w = Hcz2Wall::default();
        let at = |x, y| Frame { player: (x, y), ..frame(0x400) };
        assert!(background(&mut w, at(0x3EF, 0x700)).is_none());
        assert!(background(&mut w, at(0x3F0, 0x600)).is_some());
        assert!(background(&mut w, at(0xC0F, 0x83F)).is_some());
        assert!(background(&mut w, at(0xC10, 0x700)).is_none());
        assert!(background(&mut w, at(0x500, 0x840)).is_none());
        let mut routine = 0;
        resize(&mut w, &mut routine, 0xBFF);
        assert!(!w.fg5);
        resize(&mut w, &mut routine, 0xC00);
        assert!(w.fg5 && routine == 2);
        w.shake_flag = -0x100;
        assert!(background(&mut w, at(0x500, 0x700)).is_none());
        assert!(!w.moving && w.shake_flag == 0);
        assert!(background(&mut w, at(0x500, 0x700)).is_none());
    }

    #[test]
    fn a_level_started_right_of_c00_or_above_500_has_no_chase() {
        for camera in [(0xC00, 0x600), (0x300, 0x4FF)] {
            let mut w = Hcz2Wall::default();
            assert!(background(&mut w, Frame { camera, ..frame(0x700) }).is_none());
            assert!(!w.moving);
        }
    }
}
