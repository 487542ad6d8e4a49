//! Rings placed in the level (s2disasm `RingsManager`, `Touch_Rings`; SPG "Ring Loss" for rings spilled by a
//! hurt, which are objects: `lost_rings`). Placed rings are not objects in Sonic 2: a sorted list with a
//! window of the rings near the camera, tested against the player's hitbox every frame.

use crate::character::Character;
use crate::player::moves::MagnetRing;
use crate::player::{Player, Pose};

/// A ring's hitbox: 6 px each side of its centre (`Touch_Rings`: radius 6, diameter 12).
pub const RING_RADIUS: i32 = 6;
/// A collected ring sparkles for 4 frames of 6 frames each (frames 4–7) and is then gone (`$604`, `#8`).
pub const SPARKLE_FRAME_TIME: u8 = 6;
pub const FIRST_SPARKLE_FRAME: u8 = 4;
pub const GONE_FRAME: u8 = 8;
/// `Ring_consumption_table` holds $3F sparkling rings.
pub const CONSUMPTION_SLOTS: usize = 0x3F;
/// The window covers the rings from the camera's x − 8 to x − 8 + 336 (`screen_width + 16`).
pub const WINDOW_WIDTH: u16 = 320 + 16;
/// The player is invulnerable to rings until its hurt timer falls below 90 (`cmpi.w #$5A`).
pub const RING_BLOCK_INVULNERABLE: u16 = 0x5A;
/// A magnetised ring's hitbox (`Obj_Attracted_Ring`: `collision_flags` $47, touch size 7: 6 × 6).
pub const ATTRACTED_RADIUS: i32 = 6;
/// A magnetised ring further than this from the coarse camera x is deleted (`cmpi.w #$280`).
pub const ATTRACTED_UNLOAD: u16 = 0x280;

/// A placed ring the lightning shield pulled out of its place (S3K `Test_Ring_Collisions_AttractRing`): it
/// moves towards the player ([`MagnetRing`]) until he touches it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Attracted {
    /// Index of the placed ring it was (now `Gone` in the list).
    pub ring: u32,
    pub motion: MagnetRing,
    /// The object slot it holds (`Obj_Attracted_Ring`, [`crate::objects::s3k::attracted_ring`]); `None` until
    /// the touch that made it gives it one.
    pub slot: Option<u16>,
}

/// One ring's state (`Ring_Positions` word 0): present, sparkling (frame, time left) or gone.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum RingState {
    #[default]
    Present,
    Sparkle {
        frame: u8,
        timer: u8,
    },
    Gone,
}

/// The level's placed rings, sorted by x (`RingsManager_Setup`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rings {
    /// Ring centres in level pixels, sorted by x.
    pub positions: Vec<(u16, u16)>,
    /// Index of each ring's placement in the level's object list (for the editor).
    pub placements: Vec<usize>,
    pub states: Vec<RingState>,
    /// The window of rings near the camera: indices `start..end` (`Ring_start_addr`, `Ring_end_addr`).
    pub start: usize,
    pub end: usize,
    /// The rings sparkling now (`Ring_consumption_table`), so a frame only visits those.
    pub consuming: Vec<u32>,
    /// Rings the lightning shield pulled (objects in the game; empty unless he has that shield).
    pub attracted: Vec<Attracted>,
    /// The camera's y at the last [`Rings::update`]: Sonic 1's rings are objects, touched only when drawn on
    /// screen ([`Rings::touch_one`]).
    pub camera_y: i32,
    /// Where [`Rings::touch`] last found the first ring the player could reach: the next frame's search
    /// starts there (he moves a few px a frame), a step or two instead of a binary search. Derived data:
    /// equality and hashing ignore it.
    touch_from: Hint,
}

/// An index that only speeds a search up ([`Rings::touch`]): whatever its value, the result is the same, so
/// every two compare equal.
#[derive(Clone, Copy, Debug, Default)]
struct Hint(usize);

impl PartialEq for Hint {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for Hint {}

impl std::hash::Hash for Hint {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

impl Rings {
    /// `RingsManager_Setup` + `RingsManager_Init`: sorts the rings by x and places the window at the camera.
    pub fn new(mut rings: Vec<(u16, u16, usize)>, (camera_x, camera_y): (i32, i32)) -> Self {
        rings.sort_by_key(|r| r.0);
        let positions: Vec<(u16, u16)> = rings.iter().map(|r| (r.0, r.1)).collect();
        let placements = rings.iter().map(|r| r.2).collect();
        let states = vec![RingState::Present; positions.len()];
        let mut out = Rings {
            positions,
            placements,
            states,
            start: 0,
            end: 0,
            consuming: Vec::with_capacity(CONSUMPTION_SLOTS),
            attracted: Vec::new(),
            camera_y,
            touch_from: Hint(0),
        };
        out.move_window(camera_x);
        out
    }

    /// Restarts every ring (a level restart).
    pub fn reset(&mut self, camera_x: i32) {
        self.states.iter_mut().for_each(|s| *s = RingState::Present);
        self.consuming.clear();
        self.attracted.clear();
        self.start = 0;
        self.end = 0;
        self.move_window(camera_x);
    }

    /// `RingsManager_Main`: advances the sparkles of collected rings, then moves the window to the camera.
    #[inline(always)]
    pub fn update(&mut self, camera_x: i32, camera_y: i32) {
        self.camera_y = camera_y;
        if self.consuming.is_empty() {
            self.move_window(camera_x);
            return;
        }
        let states = &mut self.states;
        self.consuming.retain(|&i| {
            let s = &mut states[i as usize];
            if let RingState::Sparkle { frame, timer } = s {
                *timer -= 1;
                if *timer == 0 {
                    *timer = SPARKLE_FRAME_TIME;
                    *frame += 1;
                    if *frame == GONE_FRAME {
                        *s = RingState::Gone;
                        return false;
                    }
                }
                return true;
            }
            false
        });
        self.move_window(camera_x);
    }

    /// The window: rings whose x ≥ max(camera x − 8, 1) and < that + 336.
    #[inline]
    fn move_window(&mut self, camera_x: i32) {
        let left = (camera_x - 8).max(1) as u16;
        let right = left.wrapping_add(WINDOW_WIDTH);
        // Most frames neither edge passes a ring: two tests, and no call.
        if !(in_place(&self.positions, self.start, left) & in_place(&self.positions, self.end, right)) {
            self.seek_window(left, right);
        }
    }

    #[inline(never)]
    fn seek_window(&mut self, left: u16, right: u16) {
        self.start = seek(&self.positions, self.start, left);
        self.end = seek(&self.positions, self.end, right);
    }

    /// Sonic 1's rings are objects (s1disasm `Rings`, object 25, `obColType` $47) and `ReactToItem` reacts to
    /// one touched object a frame, the first in slot order, and only to objects drawn on screen the frame
    /// before (`tst.b obRender(a1)`: `BuildSprites`, 32 px above and below the screen for a ring). So of the
    /// present rings on screen that overlap the player's hitbox, one is collected: the one placed first (a
    /// group's rings take the free slots in order, `Ring_Main`; groups load in the layout's order). Returns
    /// whether one was.
    pub fn touch_one(&mut self, player: &Player) -> bool {
        if self.start >= self.end || player.invulnerable >= RING_BLOCK_INVULNERABLE {
            return false;
        }
        let (left, top, height) = player_box(player);
        let camera_y = self.camera_y;
        let drawn = |y: u16| {
            // `BuildSprites` without an explicit height: y − camera y + 128 (11 bits) in [$60, $180).
            let d = (i32::from(y) - camera_y + 128) & 0x7FF;
            (0x60..0x180).contains(&d)
        };
        let mut first: Option<usize> = None;
        for i in self.start..self.end {
            let (x, y) = self.positions[i];
            if overlaps(x, left, 16)
                && self.states[i] == RingState::Present
                && overlaps(y, top, height)
                && drawn(y)
                && first.is_none_or(|f| self.placements[i] < self.placements[f])
            {
                first = Some(i);
            }
        }
        let Some(i) = first else { return false };
        self.collect(i);
        true
    }

    /// A ring starts to sparkle (`Ring_Collect`), or is gone at once when the sparkle table is full.
    fn collect(&mut self, i: usize) {
        self.states[i] = RingState::Sparkle { frame: FIRST_SPARKLE_FRAME, timer: SPARKLE_FRAME_TIME };
        if self.consuming.len() < CONSUMPTION_SLOTS {
            self.consuming.push(i as u32);
        } else {
            self.states[i] = RingState::Gone;
        }
    }

    /// `Touch_Rings`: collects every present ring in the window that overlaps the player's hitbox; returns how
    /// many.
    #[inline]
    pub fn touch(&mut self, player: &Player) -> u16 {
        if self.start >= self.end || player.invulnerable >= RING_BLOCK_INVULNERABLE {
            return 0;
        }
        if player.magnetises_rings() {
            self.attract(player);
            return 0;
        }
        let (left, top, height) = player_box(player);
        let mut collected = 0;
        // Only rings whose x is at most `X_REACH` right of `left − RING_RADIUS` can overlap, and the window is
        // sorted by x: the scan stops past them (unless that range wraps round 0).
        let last_x = left.wrapping_sub(RING_RADIUS as u16).saturating_add(X_REACH);
        // Likewise rings left of `left − RING_RADIUS` cannot overlap: they are skipped, the first one that can
        // found from where it was last frame (the window is sorted by x, as a binary search would find it).
        let first = match left.checked_sub(RING_RADIUS as u16) {
            Some(first_x) => {
                let mut i = self.touch_from.0.clamp(self.start, self.end);
                while i > self.start && self.positions[i - 1].0 >= first_x {
                    i -= 1;
                }
                while i < self.end && self.positions[i].0 < first_x {
                    i += 1;
                }
                self.touch_from = Hint(i);
                i
            }
            None => self.start,
        };
        for i in first..self.end {
            let (x, y) = self.positions[i];
            if x > last_x {
                break;
            }
            if overlaps(x, left, 16) && self.states[i] == RingState::Present && overlaps(y, top, height) {
                self.collect(i);
                collected += 1;
            }
        }
        collected
    }

    /// `Test_Ring_Collisions` with the lightning shield: the first present ring in the window inside the
    /// 128 × 128 box around the player becomes a magnetised ring, at rest, instead of being collected
    /// (collecting is then the magnetised ring's touch, [`Rings::touch_attracted`]). One a frame:
    /// `Test_Ring_Collisions_AttractRing` returns (`rts`) from the whole test once it has made the object, so
    /// the other rings in range wait for the next frames, one each.
    fn attract(&mut self, player: &Player) {
        for i in self.start..self.end {
            let (x, y) = self.positions[i];
            if self.states[i] == RingState::Present && MagnetRing::in_range(player, i32::from(x), i32::from(y)) {
                self.states[i] = RingState::Gone;
                let motion = MagnetRing { x: i32::from(x) << 8, y: i32::from(y) << 8, x_speed: 0, y_speed: 0 };
                self.attracted.push(Attracted { ring: i as u32, motion, slot: None });
                return;
            }
        }
    }

    /// The magnetised ring the player touches (`TouchResponse` with their 6 × 6 item hitbox, then
    /// `AttractedRing_GiveRing`), if any. They are objects in the game (`Obj_Attracted_Ring`), and
    /// `Touch_Process` walks the `Collision_response_list` — the objects as they ran the frame before, in slot
    /// order (`Obj_ResetCollisionResponseList` empties it in `Reserved_object_3`, after the player) — and reacts
    /// to the first whose box the player's overlaps: one magnetised ring a frame, the one in the lowest slot.
    /// Only the first `listed` rings ran last frame: one the shield pulls out this frame
    /// (`Test_Ring_Collisions_AttractRing`, just before `Touch_Process`) is not on the list yet. Returns its slot
    /// (`u16::MAX` for one that got none) and its index; [`Rings::take_attracted`] removes it.
    pub fn touch_attracted(&self, player: &Player, listed: usize) -> Option<(u16, usize)> {
        if self.attracted.is_empty() || player.invulnerable >= RING_BLOCK_INVULNERABLE {
            return None;
        }
        let (left, top, height) = player_box(player);
        let hit = |centre: i32, edge: u16, size: u16| {
            let d = i32::from(((centre >> 8) as u16).wrapping_sub(ATTRACTED_RADIUS as u16).wrapping_sub(edge) as i16);
            (-2 * ATTRACTED_RADIUS..=i32::from(size)).contains(&d)
        };
        self.attracted
            .iter()
            .take(listed)
            .enumerate()
            .filter(|(_, a)| hit(a.motion.x, left, 16) && hit(a.motion.y, top, height))
            .map(|(i, a)| (a.slot.unwrap_or(u16::MAX), i))
            .min()
    }

    /// Removes magnetised ring `i` (the player took it).
    pub fn take_attracted(&mut self, i: usize) -> Attracted {
        self.attracted.remove(i)
    }

    /// The magnetised rings' frame (`Obj_Attracted_Ring`, with the objects): each moves towards the player;
    /// without the lightning shield they are taken out and returned, after this move, to become bouncing rings
    /// (`lost_rings::release_attracted`); one more than $280 px from the coarse camera x is deleted — its
    /// placed ring stays gone (Sonic 3's bug, `move.w $30,d0` for `$30(a0)`).
    pub fn move_attracted(&mut self, player: &Player, camera_x_coarse: u16) -> Vec<Attracted> {
        if !player.magnetises_rings() {
            for a in &mut self.attracted {
                a.motion.step(player);
            }
            return std::mem::take(&mut self.attracted);
        }
        self.attracted.retain_mut(|a| {
            a.motion.step(player);
            ((a.motion.x >> 8) as u16 & 0xFF80).wrapping_sub(camera_x_coarse) <= ATTRACTED_UNLOAD
        });
        Vec::new()
    }

    /// Whether ring `i` is still drawn (present or sparkling).
    pub fn visible(&self, i: usize) -> bool {
        self.states.get(i).is_some_and(|s| *s != RingState::Gone)
    }
}

/// The player's hitbox for rings and objects (`TouchResponse`): 8 px each side of the centre, and the
/// Height Radius − 3 above and below; Sonic's ducking frame lowers the top by 12 and makes it 20 tall
/// (the game tests mapping frame $4D, Sonic's only: Tails keeps his box). Returns left, top, height.
pub fn player_box(player: &Player) -> (u16, u16, u16) {
    let left = (player.pixel_x() - 8) as u16;
    let mut radius = player.height_radius.wrapping_sub(3) as u16;
    let mut top = (player.pixel_y() as u16).wrapping_sub(radius);
    if player.pose == Pose::Duck && player.character == Character::Sonic {
        top = top.wrapping_add(12);
        radius = 10;
    }
    (left, top, radius * 2)
}

/// How far right of `player_edge − RING_RADIUS` a ring's x can be and still overlap a player box 16 px
/// wide ([`overlaps`]: the ring's left edge at most 16 px right of the player's).
const X_REACH: u16 = 2 * RING_RADIUS as u16 + 16;

/// The games' overlap test for a ring (radius 6): the ring's left edge minus the player's left edge is in
/// [−12, size].
fn overlaps(ring: u16, player_edge: u16, size: u16) -> bool {
    let d = i32::from(ring.wrapping_sub(RING_RADIUS as u16).wrapping_sub(player_edge) as i16);
    (-2 * RING_RADIUS..=i32::from(size)).contains(&d)
}

/// Whether cursor `i` is where [`seek`] would leave it: at the first ring whose x ≥ `x`.
#[inline]
fn in_place(positions: &[(u16, u16)], i: usize, x: u16) -> bool {
    let before = match i.checked_sub(1) {
        Some(j) => positions.get(j).is_some_and(|p| p.0 < x),
        None => true,
    };
    before & positions.get(i).is_none_or(|p| p.0 >= x)
}

/// Moves a cursor in the sorted list to the first ring whose x ≥ `x`.
fn seek(positions: &[(u16, u16)], mut i: usize, x: u16) -> usize {
    i = i.min(positions.len());
    while i < positions.len() && positions[i].0 < x {
        i += 1;
    }
    while i > 0 && positions[i - 1].0 >= x {
        i -= 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overlap_range_is_minus_12_to_size() {
        let edge = 100u16;
        // ring left edge = ring - 6; d = ring - 6 - 100.
        assert!(overlaps(106 - 12, edge, 16));
        assert!(!overlaps(106 - 13, edge, 16));
        assert!(overlaps(106 + 16, edge, 16));
        assert!(!overlaps(106 + 17, edge, 16));
    }

    proptest::proptest! {
        /// Where the last search left off changes nothing: a player anywhere, in any order of frames,
        /// collects what a search from scratch (a fresh copy of the rings) would.
        #[test]
        fn the_touch_search_hint_changes_no_result(
            xs in proptest::collection::vec(0u16..600, 1..40),
            path in proptest::collection::vec(0i32..640, 1..60),
        ) {
            let placed: Vec<(u16, u16, usize)> = xs.iter().enumerate().map(|(i, &x)| (x, 100, i)).collect();
            let mut rings = Rings::new(placed, (0, 0));
            rings.update(0, 0);
            for x in path {
                let p = Player::standing(Character::Sonic, x, 100);
                let camera_x = (x - 160).max(0);
                rings.update(camera_x, 0);
                let mut fresh = rings.clone();
                fresh.touch_from = Hint(0);
                proptest::prop_assert_eq!(rings.touch(&p), fresh.touch(&p));
                proptest::prop_assert_eq!(&rings.states, &fresh.states);
            }
        }
    }

    /// S3K `Touch_Process` (s3.asm): magnetised rings are objects, and a player reacts to one touched object
    /// a frame, the first on the `Collision_response_list` — the lowest slot, not the ring pulled first.
    /// `s3k/mgz` frame $406: two magnetised rings reach Sonic (lightning shield) together and the ring count
    /// goes $13 → $14 → $15 over two frames, not $13 → $15; frame $981: layout ring 96 (pulled first, slot
    /// 17) and 95 (slot 0) both touch him, 95 is taken, and 96 has flown past him the next frame.
    #[test]
    fn one_magnetised_ring_a_frame_the_lowest_slot_first() {
        let mut r = Rings::new(vec![(100, 100, 0), (104, 100, 1), (102, 100, 2)], (0, 0));
        let at = |x: i32, y: i32| MagnetRing { x: x << 8, y: y << 8, x_speed: 0, y_speed: 0 };
        r.attracted = vec![
            Attracted { ring: 1, motion: at(104, 100), slot: Some(17) },
            Attracted { ring: 0, motion: at(100, 100), slot: Some(0) },
            // Pulled out this frame: not on the list until it has run.
            Attracted { ring: 2, motion: at(102, 100), slot: Some(1) },
        ];
        let p = Player::standing(Character::Sonic, 102, 100);
        assert_eq!(r.touch_attracted(&p, 2), Some((0, 1)));
        assert_eq!(r.take_attracted(1).ring, 0);
        assert_eq!(r.touch_attracted(&p, 1), Some((17, 0)));
        assert_eq!(r.take_attracted(0).ring, 1);
        assert_eq!(r.touch_attracted(&p, 0), None);
        assert_eq!(r.touch_attracted(&p, 1), Some((1, 0)));
    }

    /// s3.asm `Test_Ring_Collisions_AttractRing`: the lightning shield pulls one ring a frame, the first in
    /// the window (sorted by x), then `rts` ends the test; the next ring in range waits for the next frame.
    #[test]
    fn the_lightning_shield_pulls_one_ring_a_frame() {
        let mut r = Rings::new(vec![(100, 100, 0), (104, 100, 1), (160, 100, 2)], (0, 0));
        r.update(0, 0);
        let mut p = Player::standing(Character::Sonic, 102, 100);
        p.shield = true;
        p.element = crate::player::moves::Element::Lightning;
        let pulled = |r: &Rings| r.attracted.iter().map(|a| a.ring).collect::<Vec<_>>();
        assert_eq!(r.touch(&p), 0);
        assert_eq!(pulled(&r), [0]);
        assert_eq!(r.touch(&p), 0);
        assert_eq!(pulled(&r), [0, 1]);
        assert_eq!(r.touch(&p), 0);
        assert_eq!(pulled(&r), [0, 1, 2]);
        assert_eq!(r.touch(&p), 0);
        assert_eq!(pulled(&r), [0, 1, 2]);
    }

    /// Sonic 1 (`ReactToItem`): of two rings he overlaps, the one placed first is collected, one a frame;
    /// a ring more than 32 px below the screen (`BuildSprites` did not draw it) is not touched.
    #[test]
    fn sonic_1_takes_one_ring_a_frame_the_first_placed_first() {
        // Placement 1 at x 100, placement 0 at x 104: placement 0 first, though right of the other.
        let mut r = Rings::new(vec![(100, 100, 1), (104, 100, 0)], (0, 0));
        r.update(0, 0);
        let p = Player::standing(Character::Sonic, 102, 100);
        assert!(r.touch_one(&p));
        assert_eq!(r.states[..2], [RingState::Present, RingState::Sparkle { frame: 4, timer: 6 }]);
        assert!(r.touch_one(&p));
        assert_eq!(r.states[0], RingState::Sparkle { frame: 4, timer: 6 });
        assert!(!r.touch_one(&p));
        // y 100 with the camera at y −156: 100 + 156 + 128 = $180, just below the drawn range [$60, $180).
        let mut r = Rings::new(vec![(100, 100, 0)], (0, 0));
        r.update(0, -156);
        assert!(!r.touch_one(&p));
        r.update(0, -155);
        assert!(r.touch_one(&p));
    }

    #[test]
    fn window_follows_the_camera() {
        let mut r = Rings::new(vec![(10, 0, 0), (400, 0, 1), (100, 0, 2), (700, 0, 3)], (0, 0));
        assert_eq!(r.positions[1].0, 100);
        assert_eq!((r.start, r.end), (0, 2), "x in [1, 337)");
        r.update(400, 0);
        assert_eq!((r.start, r.end), (2, 4), "x in [392, 728)");
        r.update(0, 0);
        assert_eq!((r.start, r.end), (0, 2));
    }
}
