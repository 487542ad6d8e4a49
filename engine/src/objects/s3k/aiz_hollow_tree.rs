//! Angel Island 1's hollow tree, which carries a fast runner round and up its trunk (skdisasm s3.asm
//! `Obj_AIZHollowTree`: `loc_1D3D0`, `sub_1D436`, `sub_1D44C`, `loc_1D4DA`, `loc_1D50A`, `AIZTree_FallOff`,
//! `loc_1D57C`, `AIZTree_SetPlayerPos`; the reveal it starts, `Obj_AIZ1TreeRevealControl`, with
//! `AIZ1_ScreenEvent`'s end of it).
//!
//! An invisible object ($D0 wide). A player on the ground (not held by another object: `object_control` 0)
//! less than $10 px left of its x to $30 right of it, between $5A px above and $A0 below it, running right at
//! $600 or more is caught (`RideObject_SetRide`: he stands on it, angle 0, Y Speed 0) and held
//! (`object_control` bits 6 and 1: no wall check ahead, no animation of his own), walking. Player 1 caught
//! starts the reveal of the trunk ([`TreeReveal`], the first free slot after the tree's) and holds the camera
//! at x $2C60 (both limits).
//!
//! While he runs at $600 or more on the ground, his own move is overridden: a distance (a 16.16 long, one per
//! player) grows by his Ground Speed ($100 a pixel) and puts him at the tree's x + sin(distance / 2) × $70
//! and $90 − distance / 4 below its y (the pixel words; his subpixels stay), his speeds the change × $100.
//! From a distance of $400 the camera limits are the act's again ($1300, $4000). He falls off (`AIZTree_FallOff`:
//! in the air, not curled, radii $13 and 9, walking, his speeds halved) when the distance goes below 0 or
//! past $480 (his y out of the tree's band), when he is in the air (kept between x $2C99 and $2D66), or when
//! slower than $600 (placed once more first if his distance is under $400).
//!
//! With nobody on it, $3C frames after player 1 was caught the camera limits are the act's again; until then
//! they open by 4 px a frame (at once when player 1 is past x $2D00 on that side). It unloads out of range
//! (`Delete_Sprite_If_Not_In_Range`).
//!
//! The reveal's chunk swaps (`AIZ1_ScreenEvent`, `AIZ1SE_ChangeChunk1`–`4`, after the camera each frame while
//! `Events_fg_4` is set): the trunk's chunks at columns $59–$5A (x $2C80, $2D00) of rows 8, 7, 6 and 5 are
//! replaced by the revealed tree's (the layout's rows 3, 2, 1 and 0, columns 0–1: SonLVL's "Tree Ride" layout
//! copy) once `Events_fg_4` reaches $14, $24, $34 and $39 (all four, too, from camera x $2D30) —
//! [`chunk_rows`], [`TREE_CELLS`]; the world writes them. Not run: the tile rows it draws.

use crate::camera::SCREEN_WIDTH;
use crate::math::sin;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State, set_pixel};
use crate::objects::runtime::solid::{self, P1, P2, Who};
use crate::player::{Player, Pose};

/// `Obj_AIZHollowTree`: its width.
pub const WIDTH: u8 = 0xD0;
/// `sub_1D44C`: the catch — the least speed, the box across (from $10 px left of the tree, $40 wide) and
/// down ($5A above to $A0 below).
pub const MIN_SPEED: i16 = 0x600;
pub const CATCH_LEFT: i16 = 0x10;
pub const CATCH_WIDTH: i16 = 0x40;
pub const CATCH_ABOVE: i16 = -0x5A;
pub const CATCH_BELOW: i16 = 0xA0;
/// `bset #6` and `bset #1,object_control(a1)`.
pub const HOLD: u8 = 0x42;
/// `loc_1D4C6`: both camera limits while player 1 rides, and the frames they take to come back after.
pub const CAMERA_HOLD: u16 = 0x2C60;
pub const CAMERA_RELEASE: u16 = 0x3C;
/// The act's limits (`move.w #$1300,(Camera_min_X_pos).w`, `move.w #$4000,(Camera_max_X_pos).w`).
pub const ACT_MIN_X: u16 = 0x1300;
pub const ACT_MAX_X: u16 = 0x4000;
/// Player 1's x that opens the limits at once (`cmpi.w #$2D00,(Player_1+x_pos).w`).
pub const OPEN_X: u16 = 0x2D00;
/// `AIZTree_SetPlayerPos`: the distance from which the camera is free, the swing across (`muls.w #$7000`,
/// `swap`: sin × $70 / $100) and the depth of the trunk's bottom below the tree's y.
pub const TOP: u16 = 0x400;
pub const SWING: i32 = 0x7000;
pub const BOTTOM: i16 = 0x90;
/// `loc_1D4DA`: the band of the trunk (the player's y − the tree's + $90 in 0..=$130).
pub const BAND: u16 = 0x130;
/// `loc_1D50A`: the x range a player in the air is kept in, and the speed he is turned back with.
pub const AIR_MIN_X: u16 = 0x2C99;
pub const AIR_MAX_X: u16 = 0x2D66;
pub const AIR_SPEED: i16 = 0x400;

/// The tree's fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct HollowTree {
    /// Player 1's and player 2's distance up the trunk (`$30`, `$34`: 16.16).
    pub distance: [u32; 2],
    /// `$38`: frames until the camera limits are the act's again.
    pub release: u16,
}

/// `Obj_AIZ1TreeRevealControl`'s fields: its timer and `Events_fg_4` (the rows of the trunk revealed, which
/// `AIZ1_ScreenEvent` clears when the reveal is over; nothing else in act 1 reads it).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct TreeReveal {
    /// `$2E`.
    pub timer: u16,
    /// `Events_fg_4`.
    pub rows: u16,
}

/// `AIZ1_ScreenEvent`: the reveal is over once the camera is at x $2D30 or the rows reach $39
/// (`AIZ1SE_ChangeChunk1`: `clr.w (Events_fg_4).w`).
pub const REVEAL_CAMERA_X: u16 = 0x2D30;
pub const REVEAL_ROWS: u16 = 0x39;

/// `Obj_AIZ1TreeRevealControl` for one frame, after the last frame's screen event (`camera_x`): false when
/// it is deleted. Player 1's y paces it: a row a frame while ($480 − y) / 8 + 3 is at least the rows so far,
/// else every other frame.
pub fn reveal(s: &mut TreeReveal, camera_x: u16, player_y: u16) -> bool {
    // The screen event of the frame before.
    if s.rows != 0 && (camera_x >= REVEAL_CAMERA_X || s.rows >= REVEAL_ROWS) {
        s.rows = 0;
    }
    if s.timer != 0 && s.rows == 0 {
        return false;
    }
    s.timer = s.timer.wrapping_sub(1);
    let pace = (0x480u16.wrapping_sub(player_y) >> 3).wrapping_add(3);
    if pace >= s.rows || s.timer & 1 != 0 {
        s.rows += 1;
    }
    true
}

/// `AIZ1SE_ChangeChunk1`–`4`: (target column, row; source column, row), the bottom row's first.
pub const TREE_CELLS: [[(usize, usize, usize, usize); 2]; 4] = [
    [(0x59, 8, 0, 3), (0x5A, 8, 1, 3)],
    [(0x59, 7, 0, 2), (0x5A, 7, 1, 2)],
    [(0x59, 6, 0, 1), (0x5A, 6, 1, 1)],
    [(0x59, 5, 0, 0), (0x5A, 5, 1, 0)],
];

/// The trunk's cells [`TREE_CELLS`] writes (column, row).
pub const TREE_TARGETS: [(usize, usize); 8] =
    [(0x59, 8), (0x5A, 8), (0x59, 7), (0x5A, 7), (0x59, 6), (0x5A, 6), (0x59, 5), (0x5A, 5)];

/// `AIZ1_ScreenEvent`: how many of the trunk's rows (from the bottom) are swapped with `Events_fg_4` at
/// `rows` and the camera at `camera_x` (nothing while `rows` is 0).
pub fn chunk_rows(rows: u16, camera_x: u16) -> u8 {
    match rows {
        0 => 0,
        _ if camera_x >= REVEAL_CAMERA_X || rows >= REVEAL_ROWS => 4,
        0x34.. => 3,
        0x24.. => 2,
        0x14.. => 1,
        _ => 0,
    }
}

/// `AIZTree_SetPlayerPos`'s place on the trunk at distance word `d`: (x, y) from the tree's.
pub fn place(tree_x: i16, tree_y: i16, d: u16) -> (i16, i16) {
    let dx = ((i32::from(sin((d >> 1) as u8)) * SWING) >> 16) as i16;
    let dy = BOTTOM.wrapping_sub((d >> 2) as i16);
    (tree_x.wrapping_add(dx), tree_y.wrapping_add(dy))
}

/// What `sub_1D44C` did for a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    None,
    /// Caught now.
    Caught,
}

/// `AIZTree_FallOff`.
fn fall_off(c: &mut Common, p: &mut Player, who: Who) {
    p.air = true;
    p.rolling = false;
    (p.height_radius, p.width_radius) = (0x13, 9);
    p.pose = Pose::Walk;
    p.on_object = false;
    c.status &= !who.standing;
    p.object_control &= !HOLD;
    p.x_speed >>= 1;
    p.y_speed >>= 1;
}

/// `AIZTree_SetPlayerPos`: false when he fell off (the distance went below 0).
fn set_player_pos(c: &mut Common, p: &mut Player, d: &mut u32, who: Who, bounds: &mut formats::Bounds) -> bool {
    if !p.on_object {
        return true;
    }
    *d = d.wrapping_add((i32::from(p.ground_speed) << 8) as u32);
    if (*d as i32) < 0 {
        fall_off(c, p, who);
        return false;
    }
    let word = (*d >> 16) as u16;
    if word >= TOP {
        bounds.left = i32::from(ACT_MIN_X);
        bounds.right = i32::from(ACT_MAX_X) + SCREEN_WIDTH;
    }
    let (x0, y0) = (p.pixel_x() as i16, p.pixel_y() as i16);
    let (x, y) = place(c.pixel_x() as i16, c.pixel_y() as i16, word);
    set_pixel(&mut p.x, x);
    p.x_speed = x.wrapping_sub(x0).wrapping_shl(8);
    set_pixel(&mut p.y, y);
    p.y_speed = y.wrapping_sub(y0).wrapping_shl(8);
    true
}

/// `sub_1D44C` for one player.
fn player(c: &mut Common, p: &mut Player, d: &mut u32, who: Who, bounds: &mut formats::Bounds) -> Outcome {
    if solid::standing_as(c, p, who) {
        ride(c, p, d, who, bounds);
        return Outcome::None;
    }
    if p.air {
        return Outcome::None;
    }
    let Some(across) = (p.pixel_x() as u16).wrapping_add(CATCH_LEFT as u16).checked_sub(c.pixel_x() as u16) else {
        return Outcome::None;
    };
    let down = (p.pixel_y() as i16).wrapping_sub(c.pixel_y() as i16);
    if across as i16 >= CATCH_WIDTH
        || !(CATCH_ABOVE..=CATCH_BELOW).contains(&down)
        || p.x_speed < MIN_SPEED
        || p.object_control != 0
    {
        return Outcome::None;
    }
    solid::ride_as(c, p, who);
    *d = 0;
    p.object_control |= HOLD;
    p.pose = Pose::Walk;
    Outcome::Caught
}

/// `loc_1D4DA`: a player on the tree.
fn ride(c: &mut Common, p: &mut Player, d: &mut u32, who: Who, bounds: &mut formats::Bounds) {
    if p.ground_speed.unsigned_abs() < MIN_SPEED as u16 {
        // `loc_1D57C`: placed once more below the top, then off (a fall off in `AIZTree_SetPlayerPos` returns
        // here: off twice, his speeds quartered).
        if ((*d >> 16) as u16) < TOP {
            set_player_pos(c, p, d, who, bounds);
        }
        fall_off(c, p, who);
        return;
    }
    if p.air {
        // `loc_1D50A`.
        if (p.pixel_x() as u16) < AIR_MIN_X {
            set_pixel(&mut p.x, AIR_MIN_X);
            p.x_speed = AIR_SPEED;
        }
        if (p.pixel_x() as u16) >= AIR_MAX_X {
            set_pixel(&mut p.x, AIR_MAX_X);
            p.x_speed = -AIR_SPEED;
        }
        fall_off(c, p, who);
        return;
    }
    let band = (p.pixel_y() as i16).wrapping_sub(c.pixel_y() as i16).wrapping_add(BOTTOM);
    if band < 0 || band as u16 > BAND {
        fall_off(c, p, who);
        return;
    }
    set_player_pos(c, p, d, who, bounds);
}

pub fn run(c: &mut Common, s: &mut HollowTree, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = WIDTH;
    }
    // `sub_1D436`: player 1, then player 2 (his standing bit 4; see the module's notes).
    let bounds = &mut *cx.world.env.bounds;
    let caught = player(c, cx.world.player, &mut s.distance[0], P1, bounds) == Outcome::Caught;
    if let Some(p2) = cx.world.sidekick.as_deref_mut() {
        player(c, p2, &mut s.distance[1], P2, bounds);
    }
    if caught {
        // `AllocateObjectAfterCurrent` (none free: no reveal), the camera held.
        let mut common = Common::new(c.id, 0, c.pixel_x(), c.pixel_y(), false, false);
        common.routine = 2;
        let _ = cx.spawn_after(Obj { common, state: TreeReveal::default().into() });
        let bounds = &mut *cx.world.env.bounds;
        bounds.left = i32::from(CAMERA_HOLD);
        bounds.right = i32::from(CAMERA_HOLD) + SCREEN_WIDTH;
        s.release = CAMERA_RELEASE;
    }
    if c.status & (P1.standing | P2.standing) == 0 && s.release != 0 {
        s.release -= 1;
        let bounds = &mut *cx.world.env.bounds;
        let p1_x = cx.world.player.pixel_x() as u16;
        if s.release == 0 {
            bounds.left = i32::from(ACT_MIN_X);
            bounds.right = i32::from(ACT_MAX_X) + SCREEN_WIDTH;
        } else {
            // `loc_1D3F8`.
            if bounds.left != i32::from(ACT_MIN_X) {
                bounds.left = if p1_x >= OPEN_X { i32::from(ACT_MIN_X) } else { bounds.left - 4 };
            }
            let max_x = bounds.right - SCREEN_WIDTH;
            if max_x != i32::from(ACT_MAX_X) {
                bounds.right = if p1_x < OPEN_X { i32::from(ACT_MAX_X) } else { max_x + 4 } + SCREEN_WIDTH;
            }
        }
    }
    // `Delete_Sprite_If_Not_In_Range`.
    if cx.out_of_range(c.pixel_x()) {
        if let Some(i) = c.respawn {
            cx.world.env.respawn.forget(i);
        }
        c.delete();
    }
}

impl crate::objects::runtime::object::ObjKind for HollowTree {
    const READS_ON_SCREEN: bool = false;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        if c.status & (P1.standing | P2.standing) != 0 { "carrying" } else { "" }
    }

    fn name(&self) -> &'static str {
        "hollow tree"
    }
}

impl crate::objects::runtime::object::ObjKind for TreeReveal {
    const READS_ON_SCREEN: bool = false;
    const MAY_MOVE_PLAYERS: bool = false;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        let camera_x = cx.world.env.camera.x as u16;
        if !reveal(s, camera_x, cx.world.player.pixel_y() as u16) {
            c.delete();
        }
        cx.world.game.events.aiz.tree_rows = s.rows;
        None
    }

    fn name(&self) -> &'static str {
        "hollow tree's reveal"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `AIZ1_ScreenEvent`: rows 8, 7, 6 at `Events_fg_4` $14, $24, $34; all four at $39 or camera x $2D30.
    #[test]
    fn the_reveal_swaps_the_trunk_bottom_up() {
        assert_eq!(chunk_rows(0, 0x2D40), 0);
        assert_eq!(chunk_rows(0x13, 0x2C60), 0);
        assert_eq!((chunk_rows(0x14, 0x2C60), chunk_rows(0x24, 0x2C60), chunk_rows(0x34, 0x2C60)), (1, 2, 3));
        assert_eq!((chunk_rows(0x39, 0x2C60), chunk_rows(1, 0x2D30)), (4, 4));
        assert_eq!(TREE_CELLS[0][1], (0x5A, 8, 1, 3));
    }

    /// `AIZTree_SetPlayerPos` at the tree ($2D00, $3CC): distance 0 is the trunk's bottom ($90 below, on the
    /// tree's x); $A: angle 5 (sin $1F × $7000 >> 16 = $D) and 2 px up; $200: angle 0 again ($100 → 0), $80 up;
    /// $100: angle $80 (sin 0), $40 up; $80: angle $40 (sin $100: $70 across).
    #[test]
    fn the_place_on_the_trunk() {
        assert_eq!(place(0x2D00, 0x3CC, 0), (0x2D00, 0x45C));
        assert_eq!(sin(5), 0x1F);
        assert_eq!(place(0x2D00, 0x3CC, 0xA), (0x2D0D, 0x45A));
        assert_eq!(place(0x2D00, 0x3CC, 0x80), (0x2D70, 0x43C));
        assert_eq!(place(0x2D00, 0x3CC, 0x100), (0x2D00, 0x41C));
        assert_eq!(place(0x2D00, 0x3CC, 0x180), (0x2C90, 0x3FC));
        assert_eq!(place(0x2D00, 0x3CC, 0x400), (0x2D00, 0x35C));
    }

    /// `Obj_AIZ1TreeRevealControl` with player 1 at y $45C: pace ($480 − $45C) / 8 + 3 = 7, so a row a frame
    /// up to 8, then every other frame (odd timer bytes: $FFF7, $FFF5…); once the rows reach $39 the screen
    /// event clears them and the object is deleted on its next frame.
    #[test]
    fn the_reveal_paces_with_the_player() {
        let mut s = TreeReveal::default();
        let rows: Vec<u16> = (0..12)
            .map(|_| {
                assert!(reveal(&mut s, 0x2C60, 0x45C));
                s.rows
            })
            .collect();
        assert_eq!(rows, [1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 10, 10]);
        s.rows = REVEAL_ROWS;
        assert!(!reveal(&mut s, 0x2C60, 0x45C));
        // The camera at $2D30 ends it too.
        let mut s = TreeReveal { timer: 0xFFF0, rows: 3 };
        assert!(!reveal(&mut s, REVEAL_CAMERA_X, 0x45C));
    }
}
