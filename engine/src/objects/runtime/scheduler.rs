//! The objects' scheduler: a shortcut the games do not have, which runs only the objects whose run would change
//! something — a decoration sleeps while the coarse camera stays where it is, an idle spring, monitor, spikes,
//! log bridge or invisible block naps while no player is near (its idle animation caught up when it wakes) —
//! and lets `TouchResponse` look only at the slots whose object can be touched (the touch hint). Nothing it
//! skips would have changed what the game shows: the results are the same with it off.
//!
//! **The switch.** [`Slots::set_scheduler`] (`World::set_object_scheduler`) turns it off at any time: every
//! object then runs every frame exactly as `RunObjects` runs them, and the touch search visits every live
//! slot. The switch is a setting, not state: equality and hashing of a save state ignore it, restoring one
//! keeps the world's, and results must be identical either way (`World`'s unit tests `scheduler_tests`, and the
//! property and trace tests, run both ways). Turn it off to debug an object without the shortcut in the way.

use crate::objects::runtime::object::Obj;
use crate::objects::runtime::slots::{DYNAMIC_SLOTS, Slots, SlotsView, bits, next_set};

/// How far beyond its own reach a napping object wakes for a player: more than a player's radii (19 px at
/// most, and the few pixels the solid tests add) plus [`NAP_SLACK`].
pub const NAP_MARGIN: u16 = 64;

/// How far the objects of a pass may move a player (a spring launch 16 px, a platform's carry a few) before
/// the napping objects after them are looked at again ([`Slots::players_moved`]): a conveyor or a cannon may
/// move him any distance.
pub const NAP_SLACK: u16 = 32;

/// The period of a [`WakeBox`] in y: the smaller of the games' vertical masks (a box repeating at it holds
/// every player either mask lets touch the object).
const Y_WRAP: u16 = 0x7FF;

/// Where a napping object wakes: a player's centre within `reach_x` and `reach_y` (plus [`NAP_MARGIN`]) of
/// the object's (pixels, compared as the games compare positions: 16-bit words). Kept as the low corner and
/// the spans, so that each test is a subtraction and one unsigned compare.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WakeBox {
    left: u16,
    top: u16,
    width: u16,
    height: u16,
}

impl WakeBox {
    /// A box around `(x, y)` reaching `reach_x`, `reach_y` and the margin further.
    pub fn around(x: i32, y: i32, reach_x: u16, reach_y: u16) -> WakeBox {
        let reach_x = reach_x.saturating_add(NAP_MARGIN).min(0x4000);
        let reach_y = reach_y.saturating_add(NAP_MARGIN).min(0x4000);
        WakeBox {
            left: (x as u16).wrapping_sub(reach_x),
            top: (y as u16).wrapping_sub(reach_y),
            width: 2 * reach_x,
            height: 2 * reach_y,
        }
    }

    /// Whether a player whose centre is at pixel `(x, y)` is inside (`lo <= v <= hi` as one unsigned compare).
    /// Vertically the box repeats every 2,048 px: the solid routines mask the vertical distance (Sonic 1/2's
    /// `SolidObject`: `andi.w #$7FF,d3`, S3K's `$FFF`), so an object that has left the level (a Labyrinth block
    /// risen past its top) is stood on by a player 2,048 px from it.
    #[inline]
    pub fn holds(&self, x: u16, y: u16) -> bool {
        (x.wrapping_sub(self.left) <= self.width) & ((y.wrapping_sub(self.top) & Y_WRAP) <= self.height)
    }

    /// The centre's x (where `MarkObjGone` measures the object from).
    fn centre_x(&self) -> u16 {
        self.left.wrapping_add(self.width / 2)
    }
}

/// What napping objects need: objects that sleep ([`SlotsView::nap`]) while no player is near and whose runs
/// meanwhile would have changed nothing but their idle animation, which is caught up when they wake
/// ([`Obj::catch_up`]) — so a nap changes nothing the game would show, only what it costs.
#[derive(Clone, Debug)]
pub(super) struct Naps {
    /// `RunObjects` passes so far: the clock a nap is measured with.
    tick: u32,
    /// The camera at the last [`Slots::refresh`]: a napping object's on-screen flag, which the refresh leaves
    /// alone, is brought up to date from it when it wakes (and a stale sleeping one's: `Marks::stale`).
    pub(super) camera: (i32, i32),
    /// Whether that refresh kept every kind's flag (see [`crate::objects::Objects::after_camera`]).
    every_kind: bool,
    /// Whether a refresh ran yet: an object napping in the first pass, before any `BuildSprites`, keeps the
    /// flag its init left when it wakes (as it would awake), not one from a camera no refresh saw.
    refreshed: bool,
    /// The pass in which each napping slot last ran.
    since: [u32; DYNAMIC_SLOTS],
    /// Each napping slot's wake box (128 entries: a slot index masked with 127 needs no bounds check).
    boxes: [WakeBox; 128],
}

impl Naps {
    /// The passes since slot `i` napped, up to and including the last one (a napping object whose turn in the
    /// current pass has not come yet skipped one fewer).
    #[inline]
    pub(super) fn passes_since(&self, i: usize) -> u32 {
        self.tick.wrapping_sub(self.since[i])
    }
}

impl Default for Naps {
    fn default() -> Self {
        Naps {
            tick: 0,
            camera: (0, 0),
            every_kind: true,
            refreshed: false,
            since: [0; DYNAMIC_SLOTS],
            boxes: [WakeBox::default(); 128],
        }
    }
}

/// The scheduler's marks, a bit per slot like the table's masks (and kept beside them in
/// [`super::slots::Slots`]: one load serves the loops). Derived data: equality and hashing of the table ignore
/// them, and so the switch.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Marks {
    /// A superset of the slots whose object has `collision_flags` set: the only ones `TouchResponse` can
    /// touch. Exact after [`Slots::refresh`] (the end of every frame); anything that hands out an object
    /// mutably widens it to every slot, and a new object adds its slot. Derived data: not part of the state
    /// (equality and hashing ignore it).
    pub(super) touch_hint: [u64; 2],
    /// The live slots whose object must run this frame (a subset of `live`, a superset of those whose run would change
    /// something): [`crate::objects::run_slots`] skips the others. An object leaves it only by saying its next runs
    /// would change nothing ([`SlotsView::sleep_current`]: a decoration while the coarse camera stays where it is;
    /// [`SlotsView::nap`]: an idle spring, monitor, spikes, bumper, log bridge or invisible block while no player is near); a
    /// new object, anything that hands an object out mutably, a move of the coarse camera ([`Slots::camera_moved`])
    /// and, for a napping object, a player coming near ([`Slots::begin_pass`], [`Slots::players_moved`]) put slots
    /// back. Derived data, like the touch hint.
    pub(super) awake: [u64; 2],
    /// The sleeping slots that nap ([`SlotsView::nap`]): they wake when a player comes near, and catch up
    /// their idle animation then. Not in `awake`.
    pub(super) near: [u64; 2],
    /// The sleeping and napping slots whose object has `collision_flags` set (in the touch hint though the
    /// refresh skips them; the bits of awake slots mean nothing).
    pub(super) idle_touch: [u64; 2],
    /// The sleeping slots whose on-screen flag a refresh that keeps every kind's (Sonic 1's) left alone: each one's
    /// flag is what [`crate::objects::runtime::build_sprites_flag`] makes of it with the camera of the last refresh
    /// (the object has not moved since it slept), brought up to date when it wakes or is handed out
    /// ([`Slots::freshen`]), and read so by `TouchResponse` meanwhile ([`Slots::on_screen_now`]).
    pub(super) stale: [u64; 2],
    /// The switch: the scheduler is off ([`Slots::set_scheduler`]): nothing sleeps or naps, every object runs
    /// every frame as `RunObjects` runs them, and `TouchResponse` searches every live slot.
    pub(super) off: bool,
}

/// Every slot: what the touch hint becomes when an object may have changed unseen.
pub(super) const ANY: [u64; 2] = [u64::MAX; 2];

/// A napping object wakes: what its `slept` runs would have changed ([`Obj::catch_up`]) and the on-screen flag
/// the refreshes left alone, from the camera of the last one.
#[inline]
pub(super) fn wake(obj: &mut Obj, slept: u32, naps: &Naps) {
    obj.catch_up(slept);
    if naps.refreshed {
        crate::objects::runtime::build_sprites_flag(obj, naps.camera, naps.every_kind);
    }
}

/// [`Slots::refresh`] over the slots of one mask word (`live`, slot `base` up): each one's on-screen flag, and
/// the word's touch hint — kept in a register, not an array indexed by `i >> 6` and stored on the stack at
/// every object (fewer instructions).
#[inline(always)]
fn refresh_word<const EVERY_KIND: bool>(
    slots: &mut [Obj; DYNAMIC_SLOTS],
    mut live: u64,
    base: usize,
    camera: (i32, i32),
) -> u64 {
    let mut hint = 0u64;
    while live != 0 {
        let j = live.trailing_zeros() as usize;
        live &= live - 1;
        if let Some(o) = slots.get_mut(base + j) {
            crate::objects::runtime::build_sprites_flag(o, camera, EVERY_KIND);
            hint |= u64::from(o.common.collision_flags != 0) << j;
        }
    }
    hint
}

impl Slots {
    /// The next live slot at or after `from` whose object must run (what [`crate::objects::run_slots`] visits; see
    /// `Masks::awake`).
    #[inline]
    pub(crate) fn next_awake(&self, from: usize) -> Option<usize> {
        if from >= DYNAMIC_SLOTS {
            return None;
        }
        next_set(self.masks.sched.awake, from).filter(|&i| i < DYNAMIC_SLOTS)
    }

    /// Whether any object naps ([`SlotsView::nap`]).
    #[inline]
    pub(crate) fn any_napping(&self) -> bool {
        self.masks.sched.near != [0; 2]
    }

    /// Every object runs again, napping ones caught up (tests).
    #[inline]
    #[cfg(test)]
    pub(crate) fn wake_all(&mut self) {
        self.wake_nappers();
        self.freshen_all();
        self.masks.sched.awake = self.masks.live;
    }

    /// The coarse camera moved to `coarse` (between passes): `MarkObjGone` may decide otherwise for every
    /// object, so sleeping ones run again — except napping objects still in range, whose `MarkObjGone` would
    /// only display them again (they nap where they stand: their wake box is centred on their x).
    pub(crate) fn camera_moved(&mut self, coarse: u16) {
        self.freshen_all();
        let near = self.masks.sched.near;
        let mut gone = [0u64; 2];
        for i in bits(near) {
            if crate::objects::runtime::context::out_of_range(self.naps.boxes[i & 127].centre_x(), coarse) {
                gone[i >> 6] |= 1 << (i & 63);
                let slept = self.naps.passes_since(i);
                wake(&mut self.slots[i], slept, &self.naps);
            }
        }
        self.masks.sched.near = [near[0] & !gone[0], near[1] & !gone[1]];
        self.masks.sched.awake =
            [self.masks.live[0] & !self.masks.sched.near[0], self.masks.live[1] & !self.masks.sched.near[1]];
    }

    /// Every slot may change: all back in the touch hint and awake (napping ones caught up).
    #[inline]
    pub(super) fn widen(&mut self) {
        self.wake_nappers();
        self.freshen_all();
        self.masks.widen();
    }

    /// Slot `i`'s on-screen flag brought up to date if a refresh left it alone while the object slept (see
    /// `Marks::stale`).
    #[inline]
    pub(super) fn freshen(&mut self, i: usize) {
        let (w, bit) = ((i >> 6) & 1, 1u64 << (i & 63));
        if self.masks.sched.stale[w] & bit != 0 {
            self.masks.sched.stale[w] &= !bit;
            if let Some(obj) = self.slots.get_mut(i) {
                crate::objects::runtime::build_sprites_flag(obj, self.naps.camera, true);
            }
        }
    }

    /// Every sleeping object's on-screen flag brought up to date ([`Slots::freshen`]).
    #[inline]
    pub(super) fn freshen_all(&mut self) {
        if self.masks.sched.stale == [0; 2] {
            return;
        }
        for i in bits(std::mem::take(&mut self.masks.sched.stale)) {
            if let Some(obj) = self.slots.get_mut(i) {
                crate::objects::runtime::build_sprites_flag(obj, self.naps.camera, true);
            }
        }
    }

    /// Slot `i`'s on-screen flag as the last refresh would have left it (`obj` is the slot's object): what
    /// Sonic 1's `TouchResponse` reads.
    #[inline]
    pub(crate) fn on_screen_now(&self, i: usize, obj: &Obj) -> bool {
        let c = &obj.common;
        if (self.masks.sched.stale[(i >> 6) & 1] >> (i & 63)) & 1 != 0 && c.displayed {
            crate::objects::runtime::on_screen_at_camera(c, self.naps.camera)
        } else {
            c.on_screen
        }
    }

    /// Between passes: live slot `i` alone may change — awake (caught up if it napped) and in the touch hint.
    #[inline]
    pub(super) fn wake_one(&mut self, i: usize) {
        self.freshen(i);
        let (w, bit) = ((i >> 6) & 1, 1u64 << (i & 63));
        if self.masks.sched.near[w] & bit != 0 {
            let slept = self.naps.passes_since(i);
            wake(&mut self.slots[i], slept, &self.naps);
            self.masks.sched.near[w] &= !bit;
        }
        self.masks.sched.awake[w] |= bit;
        self.masks.sched.touch_hint[w] |= bit;
    }

    /// Between passes: every napping object catches up on the passes it slept through and wakes.
    pub(super) fn wake_nappers(&mut self) {
        if self.masks.sched.near == [0; 2] {
            return;
        }
        for i in bits(self.masks.sched.near) {
            let slept = self.naps.passes_since(i);
            wake(&mut self.slots[i], slept, &self.naps);
        }
        self.masks.sched.awake = [
            self.masks.sched.awake[0] | self.masks.sched.near[0],
            self.masks.sched.awake[1] | self.masks.sched.near[1],
        ];
        self.masks.sched.near = [0; 2];
    }

    /// Starts a `RunObjects` pass: the nap clock ticks, and each napping object with a player (pixel centres
    /// `players`, where they are before any object runs) inside its wake box wakes to run in it, caught up on
    /// the passes before. Should an object move a player further than [`NAP_SLACK`] from there in the pass,
    /// [`Slots::players_moved`] looks again.
    #[inline]
    pub(crate) fn begin_pass(&mut self, players: &[(u16, u16)]) {
        self.naps.tick = self.naps.tick.wrapping_add(1);
        let near = self.masks.sched.near;
        if near != [0; 2] {
            self.wake_near_players(near, players);
        }
    }

    /// A player moved further than [`NAP_SLACK`] from where the napping objects were last looked at, during
    /// the run of slot `current`: the napping objects after it with a player (pixel centres `players`, now)
    /// inside their wake box wake to run in this pass, caught up on the passes before.
    #[cold]
    pub(crate) fn players_moved(&mut self, current: usize, players: &[(u16, u16)]) {
        let after = |w: usize| match (current + 1).checked_sub(64 * w) {
            None => u64::MAX,
            Some(n) => u64::MAX.checked_shl(n as u32).unwrap_or(0),
        };
        let near = [self.masks.sched.near[0] & after(0), self.masks.sched.near[1] & after(1)];
        self.wake_near_players(near, players);
    }

    /// Wakes the napping slots of `near` (whose turn in this pass is still to come) with a player inside their
    /// wake box.
    #[inline(always)]
    fn wake_near_players(&mut self, near: [u64; 2], players: &[(u16, u16)]) {
        // One test per box for each player there is (a copy of the loop for Sonic alone, the usual case).
        let woken = match *players {
            [(x, y)] => self.boxes_holding(near, |b| b.holds(x, y)),
            [(x1, y1), (x2, y2)] => self.boxes_holding(near, |b| b.holds(x1, y1) | b.holds(x2, y2)),
            _ => self.boxes_holding(near, |b| players.iter().any(|&(x, y)| b.holds(x, y))),
        };
        if woken != [0; 2] {
            self.wake_near(woken);
        }
    }

    /// The slots of `near` whose wake box `holds` a player: the box tests, with nothing else in the loop (the
    /// wakes, rare, come after).
    #[inline(always)]
    fn boxes_holding(&self, near: [u64; 2], holds: impl Fn(&WakeBox) -> bool) -> [u64; 2] {
        let boxes = &self.naps.boxes;
        let test = |mut m: u64, base: usize| {
            let mut woken = 0u64;
            while m != 0 {
                let j = m.trailing_zeros() as usize;
                m &= m - 1;
                woken |= u64::from(holds(&boxes[(base + j) & 127])) << j;
            }
            woken
        };
        [test(near[0], 0), test(near[1], 64)]
    }

    /// Wakes the napping slots in `woken` in a pass before their turn, caught up on the passes before this one.
    #[cold]
    fn wake_near(&mut self, woken: [u64; 2]) {
        for i in bits(woken) {
            let slept = self.naps.passes_since(i).wrapping_sub(1);
            wake(&mut self.slots[i], slept, &self.naps);
        }
        let m = &mut self.masks;
        m.sched.near = [m.sched.near[0] & !woken[0], m.sched.near[1] & !woken[1]];
        m.sched.awake = [m.sched.awake[0] | woken[0], m.sched.awake[1] | woken[1]];
    }

    /// The switch ([module docs](super::scheduler)): `false` turns the scheduler off — every napping object
    /// wakes caught up, every slot runs and may be touched, and from then on nothing sleeps or naps; `true`
    /// turns it on again (objects sleep and nap from their next runs). Results are the same either way.
    pub fn set_scheduler(&mut self, on: bool) {
        if !on {
            self.widen();
        }
        self.masks.sched.off = !on;
    }

    /// Whether the scheduler is on ([`Slots::set_scheduler`]).
    pub fn scheduler_on(&self) -> bool {
        !self.masks.sched.off
    }

    /// Slot `i`'s object as it would be had it not napped (caught up on its idle animation; between passes).
    pub fn settled<'a>(&self, i: usize, obj: &'a Obj) -> std::borrow::Cow<'a, Obj> {
        if self.is_napping(i) {
            let mut caught_up = obj.clone();
            wake(&mut caught_up, self.naps.passes_since(i), &self.naps);
            std::borrow::Cow::Owned(caught_up)
        } else if (self.masks.sched.stale[(i >> 6) & 1] >> (i & 63)) & 1 != 0 {
            let mut fresh = obj.clone();
            crate::objects::runtime::build_sprites_flag(&mut fresh, self.naps.camera, true);
            std::borrow::Cow::Owned(fresh)
        } else {
            std::borrow::Cow::Borrowed(obj)
        }
    }

    /// Whether slot `i`'s object naps ([`SlotsView::nap`]): skipped until a player comes near.
    pub fn is_napping(&self, i: usize) -> bool {
        i < DYNAMIC_SLOTS && (self.masks.sched.near[i >> 6] >> (i & 63)) & 1 != 0
    }

    /// Occupied slots with their index, in slot order, napping objects as they would be awake (what the editor
    /// shows; [`Slots::settled`]).
    pub fn iter_settled(&self) -> impl Iterator<Item = (usize, std::borrow::Cow<'_, Obj>)> {
        self.iter().map(|(i, o)| (i, self.settled(i, o)))
    }

    /// `BuildSprites`' pass at the end of the frame, the camera at `camera`: the on-screen flags
    /// ([`crate::objects::runtime::build_sprites_flag`]) of every awake object (napping ones are brought up to date
    /// when they wake; sleeping ones are of kinds that never read theirs, and with `every_kind` their flags are
    /// left stale — they have not moved — and made when read or woken: `Marks::stale`), and the touch hint made
    /// exact: the slots whose object has `collision_flags` set.
    #[inline(always)]
    pub fn refresh(&mut self, camera: (i32, i32), every_kind: bool) {
        if !every_kind {
            // (Only a refresh that keeps every kind's flag leaves some stale: none is from here on.)
            self.freshen_all();
        }
        self.naps.camera = camera;
        self.naps.every_kind = every_kind;
        self.naps.refreshed = true;
        let m = self.masks;
        debug_assert!(
            every_kind
                || bits([
                    m.live[0] & !m.sched.awake[0] & !m.sched.near[0],
                    m.live[1] & !m.sched.awake[1] & !m.sched.near[1]
                ])
                .all(|i| !self.slots[i].state.reads_on_screen()),
            "a sleeping object reads its on-screen flag"
        );
        // The awake objects: a sleeping one has not moved since it slept, so its flag (with `every_kind`) is the
        // one this camera gives, made when it is read or wakes (`Marks::stale`).
        let visit = |w: usize| m.sched.awake[w];
        let (v0, v1) = (visit(0), visit(1));
        // One copy of the loop for each profile: Sonic 1's (`every_kind`) never asks the kind.
        let (w0, w1) = if every_kind {
            (
                refresh_word::<true>(&mut self.slots, v0, 0, camera),
                refresh_word::<true>(&mut self.slots, v1, 64, camera),
            )
        } else {
            (
                refresh_word::<false>(&mut self.slots, v0, 0, camera),
                refresh_word::<false>(&mut self.slots, v1, 64, camera),
            )
        };
        let low = w0 | (m.live[0] & !v0 & m.sched.idle_touch[0]);
        let high = w1 | (m.live[1] & !v1 & m.sched.idle_touch[1]);
        // With the scheduler off `TouchResponse` searches every live slot.
        self.masks.sched.touch_hint = if self.masks.sched.off { ANY } else { [low, high] };
        if every_kind {
            let sleeping = |w: usize| m.live[w] & !m.sched.awake[w] & !m.sched.near[w];
            self.masks.sched.stale = [sleeping(0), sleeping(1)];
        }
    }

    /// Widens the touch hint to every slot: `RunObjects` calls it once before [`Slots::split_live`] hands out
    /// the objects one by one.
    #[inline]
    pub(crate) fn forget_touch_hint(&mut self) {
        self.masks.sched.touch_hint = ANY;
    }

    /// The live slots `TouchResponse` may touch, in slot order (see `Masks::touch_hint`; tests: the search
    /// itself is [`Slots::find_touchable`]).
    #[inline]
    #[cfg(test)]
    pub fn iter_touchable(&self) -> impl Iterator<Item = (usize, &Obj)> {
        let slots = &self.slots;
        let m = &self.masks;
        bits([m.live[0] & m.sched.touch_hint[0], m.live[1] & m.sched.touch_hint[1]])
            .filter_map(move |i| slots.get(i).map(|o| (i, o)))
    }

    /// The first live slot `TouchResponse` may touch (see `Masks::touch_hint`), in slot order, whose object
    /// `hit` accepts (a plain loop over the mask words: this runs every frame).
    #[inline]
    pub fn find_touchable(&self, mut hit: impl FnMut(usize, &Obj) -> bool) -> Option<usize> {
        let m = &self.masks;
        for (base, mut word) in [(0, m.live[0] & m.sched.touch_hint[0]), (64, m.live[1] & m.sched.touch_hint[1])] {
            while word != 0 {
                let i = base + word.trailing_zeros() as usize;
                word &= word - 1;
                if let Some(obj) = self.slots.get(i)
                    && hit(i, obj)
                {
                    return Some(i);
                }
            }
        }
        None
    }
}

impl SlotsView<'_> {
    /// The running object's next runs change nothing until the coarse camera moves or something else changes it:
    /// [`crate::objects::run_slots`] skips it till then (see `Masks::awake`), and the end-of-frame refresh too: only a
    /// kind that never reads its on-screen flag may sleep. `touchable`: whether its `collision_flags` are set.
    #[inline]
    pub fn sleep_current(&mut self, touchable: bool) {
        let i = self.current();
        // With the scheduler off every object runs every frame.
        if (i >= DYNAMIC_SLOTS) | self.masks.sched.off {
            return;
        }
        let (w, bit) = ((i >> 6) & 1, 1 << (i & 63));
        self.masks.sched.awake[w] &= !bit;
        self.masks.sched.idle_touch[w] = (self.masks.sched.idle_touch[w] & !bit) | (u64::from(touchable) << (i & 63));
    }

    /// The running object naps: its next runs, while no player is inside `wake`, would change nothing but
    /// its idle animation ([`Obj::catch_up`] replays that when it wakes). [`crate::objects::run_slots`] skips it until
    /// a player comes near, the coarse camera moves or something else changes it.
    /// `touchable`: whether its `collision_flags` are set.
    #[inline]
    pub fn nap(&mut self, wake: WakeBox, touchable: bool) {
        let i = self.current();
        // With the scheduler off every object runs every frame.
        if (i >= DYNAMIC_SLOTS) | self.masks.sched.off {
            return;
        }
        let (w, bit) = ((i >> 6) & 1, 1 << (i & 63));
        self.masks.sched.awake[w] &= !bit;
        self.masks.sched.near[w] |= bit;
        self.masks.sched.idle_touch[w] = (self.masks.sched.idle_touch[w] & !bit) | (u64::from(touchable) << (i & 63));
        self.naps.since[i] = self.naps.tick;
        self.naps.boxes[i & 127] = wake;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::objects::runtime::object::{Common, State};

    fn obj(flags: u8) -> Obj {
        Obj { common: Common { collision_flags: flags, ..Default::default() }, state: State::Inert }
    }

    fn touchable(slots: &Slots) -> Vec<usize> {
        slots.iter_touchable().map(|(i, _)| i).collect()
    }

    #[test]
    fn the_touch_hint_is_exact_after_a_refresh_and_never_misses_an_object() {
        let mut slots = Slots::default();
        for flags in [0, 0x46, 0, 0x0F] {
            slots.allocate(obj(flags), 0, None);
        }
        // New objects are in the hint whatever their flags.
        assert_eq!(touchable(&slots), vec![0, 1, 2, 3]);
        slots.refresh((0, 0), true);
        assert_eq!(touchable(&slots), vec![1, 3]);
        // An object handed out mutably may have changed: every slot is back in the hint.
        if let Some(o) = slots.get_mut(2) {
            o.common.collision_flags = 0x8B;
        }
        assert_eq!(touchable(&slots), vec![0, 1, 2, 3]);
        slots.for_each_mut(|_, o| o.common.collision_flags &= 0x80);
        slots.refresh((0, 0), true);
        assert_eq!(touchable(&slots), vec![2]);
        slots.free(2);
        assert_eq!(touchable(&slots), Vec::<usize>::new());
        slots.allocate(obj(0), 0, None);
        assert_eq!(touchable(&slots), vec![2]);
    }

    #[test]
    fn a_sleeping_object_keeps_its_place_in_the_touch_hint_though_the_refresh_skips_it() {
        let mut slots = Slots::default();
        for flags in [0x46, 0x46, 0] {
            slots.allocate(obj(flags), 0, None);
        }
        // Slot 0 sleeps touchable, slot 2 not; the refresh visits only slot 1, yet the hint stays exact.
        for (i, touchable) in [(0, true), (2, false)] {
            if let Some((_, mut view)) = slots.split_live(i) {
                view.sleep_current(touchable);
            }
        }
        assert_eq!(awake(&slots), vec![1]);
        slots.refresh((0, 0), false);
        assert_eq!(touchable(&slots), vec![0, 1]);
        // Keeping every kind's on-screen flag (Sonic 1) the same: the sleeping ones' flags are made when read.
        slots.refresh((0, 0), true);
        assert_eq!(touchable(&slots), vec![0, 1]);
    }

    /// Sonic 1's refresh (`every_kind`) leaves a sleeping object's on-screen flag alone: `TouchResponse` reads it as
    /// that refresh's camera makes it, a save state compares it so, and it is set when the object wakes.
    #[test]
    fn a_sleeping_objects_on_screen_flag_is_made_when_read_or_woken() {
        let mut slots = Slots::with_count(0x60);
        let mut ring = obj(0x47);
        (ring.common.x, ring.common.y, ring.common.width_pixels, ring.common.displayed) = (100 << 8, 100 << 8, 8, true);
        slots.allocate(ring, 0, None);
        if let Some((_, mut view)) = slots.split_live(0) {
            view.sleep_current(true);
        }
        slots.refresh((0, 0), true);
        let stored = |slots: &Slots| slots.get(0).is_some_and(|o| o.common.on_screen);
        let now = |slots: &Slots| slots.get(0).is_some_and(|o| slots.on_screen_now(0, o));
        let settled = |slots: &Slots| slots.get(0).is_some_and(|o| slots.settled(0, o).common.on_screen);
        assert!(!stored(&slots) && now(&slots) && settled(&slots), "on screen, the flag not stored yet");
        // The camera moves away: off screen, as an eager refresh would have said.
        slots.refresh((1000, 0), true);
        assert!(!now(&slots) && !settled(&slots));
        slots.refresh((50, 0), true);
        let mut eager = slots.clone();
        eager.set_scheduler(false);
        assert!(stored(&eager) && eager == slots, "woken, the flag is set: the same state");
        // Woken by the coarse camera, the flag is stored.
        slots.camera_moved(0x80);
        assert!(stored(&slots) && now(&slots));
    }

    fn sleep(slots: &mut Slots, i: usize) {
        if let Some((_, mut view)) = slots.split(i) {
            view.sleep_current(false);
        }
    }

    fn awake(slots: &Slots) -> Vec<usize> {
        std::iter::successors(slots.next_awake(0), |&i| slots.next_awake(i + 1)).collect()
    }

    #[test]
    fn a_sleeping_object_is_skipped_until_something_may_have_changed_it() {
        let mut slots = Slots::default();
        for _ in 0..4 {
            slots.allocate(obj(0), 0, None);
        }
        assert_eq!(awake(&slots), vec![0, 1, 2, 3]);
        sleep(&mut slots, 1);
        sleep(&mut slots, 3);
        // (`split` itself wakes every slot: it hands an object out mutably.)
        assert_eq!(awake(&slots), vec![0, 1, 2]);
        if let Some((_, mut view)) = slots.split_live(1) {
            view.sleep_current(false);
        }
        assert_eq!(awake(&slots), vec![0, 2]);
        // Another object reaching it through its view wakes it.
        if let Some((_, mut view)) = slots.split_live(0)
            && let Some(o) = view.get_mut(3)
        {
            o.common.x = 5;
        }
        assert_eq!(awake(&slots), vec![0, 2, 3]);
        // A freed slot is not visited; a new object in it is.
        slots.free(2);
        assert_eq!(awake(&slots), vec![0, 3]);
        slots.allocate(obj(0), 0, None);
        assert_eq!(awake(&slots), vec![0, 2, 3]);
        // The coarse camera moved: all run again.
        slots.wake_all();
        assert_eq!(awake(&slots), vec![0, 1, 2, 3]);
        // An object taken out is not visited; put back, it is.
        let taken = slots.take(3).expect("slot 3 holds an object");
        assert_eq!(awake(&slots), vec![0, 1, 2]);
        slots.put_back(3, taken);
        assert_eq!(awake(&slots), vec![0, 1, 2, 3]);
    }

    /// A relaxed spring at pixel (x, 100) whose script's duration counter stands at 10.
    fn spring(x: i32) -> Obj {
        let mut o = Obj::new(Common::new(crate::objects::id::SPRING, 0, x, 100, false, false));
        o.common.routine = 2;
        o.common.anim_frame = 1;
        o.common.anim_frame_duration = 10;
        o
    }

    /// Slot `i` naps now (as its run would end), waking within 16 px (plus the margin) of its centre.
    fn nap(slots: &mut Slots, i: usize) {
        let (x, y) = slots.get(i).map(|o| (o.common.pixel_x(), o.common.pixel_y())).unwrap_or_default();
        if let Some((_, mut view)) = slots.split_live(i) {
            view.nap(WakeBox::around(x, y, 16, 16), false);
        }
    }

    fn counter(slots: &Slots, i: usize) -> u8 {
        slots.get(i).map_or(0, |o| o.common.anim_frame_duration)
    }

    #[test]
    fn a_napping_object_wakes_near_a_player_caught_up_on_the_passes_it_skipped() {
        let mut slots = Slots::default();
        for x in [100, 1000, 2000] {
            slots.allocate(spring(x), 0, None);
        }
        let far = [(5000u16, 100u16)];
        slots.begin_pass(&far);
        nap(&mut slots, 1);
        assert!(slots.is_napping(1));
        assert_eq!(awake(&slots), vec![0, 2]);
        // Three passes with nobody near: skipped, nothing changes.
        for _ in 0..3 {
            slots.begin_pass(&far);
        }
        assert_eq!(awake(&slots), vec![0, 2]);
        assert_eq!(counter(&slots, 1), 10);
        // Seen from outside it is already what three idle runs would have made it.
        let settled = slots.get(1).map(|o| slots.settled(1, o).common.anim_frame_duration);
        assert_eq!(settled, Some(7));
        // A player within 16 + 64 px: it wakes to run in this pass, after three skipped ones.
        slots.begin_pass(&[(5000, 100), (1000 - 16 - NAP_MARGIN, 100)]);
        assert!(!slots.is_napping(1));
        assert_eq!(awake(&slots), vec![0, 1, 2]);
        assert_eq!(counter(&slots, 1), 7);
    }

    #[test]
    fn a_coarse_camera_move_wakes_a_napping_object_only_to_unload_it() {
        let mut slots = Slots::default();
        for x in [0x200, 0x300] {
            slots.allocate(spring(x), 0, None);
        }
        slots.begin_pass(&[]);
        nap(&mut slots, 0);
        nap(&mut slots, 1);
        // In range of the coarse camera at $180 (up to $280 px right of it): both keep napping.
        slots.camera_moved(0x180);
        assert_eq!(awake(&slots), Vec::<usize>::new());
        // At $280 the one at x $200 is behind it, out of range: it runs (and its `MarkObjGone` deletes it),
        // caught up on the pass it ran in already (none skipped).
        slots.camera_moved(0x280);
        assert_eq!(awake(&slots), vec![0]);
        assert!(slots.is_napping(1));
        assert_eq!(counter(&slots, 0), 10);
    }

    #[test]
    fn an_object_reaching_a_napping_one_gets_it_caught_up_to_its_own_turn() {
        let mut slots = Slots::default();
        for x in [100, 1000, 2000] {
            slots.allocate(spring(x), 0, None);
        }
        slots.begin_pass(&[]);
        nap(&mut slots, 0);
        nap(&mut slots, 2);
        slots.begin_pass(&[]);
        slots.begin_pass(&[]);
        // Two passes later, slot 1 runs and reaches both: slot 0's turn in this pass has passed (two runs
        // skipped), slot 2's has not (one skipped; it runs after slot 1 in this pass).
        if let Some((_, mut view)) = slots.split_live(1) {
            assert_eq!(view.get_mut(0).map(|o| o.common.anim_frame_duration), Some(8));
            assert_eq!(view.get_mut(2).map(|o| o.common.anim_frame_duration), Some(9));
        }
        assert!(!slots.is_napping(0) && !slots.is_napping(2));
        assert_eq!(awake(&slots), vec![0, 1, 2]);
    }

    #[test]
    fn a_player_moved_far_in_a_pass_wakes_the_napping_objects_whose_turn_is_to_come() {
        let mut slots = Slots::default();
        for x in [100, 5000, 120] {
            slots.allocate(spring(x), 0, None);
        }
        slots.begin_pass(&[]);
        nap(&mut slots, 0);
        nap(&mut slots, 2);
        let far = [(3000u16, 100u16)];
        slots.begin_pass(&far);
        slots.begin_pass(&far);
        assert_eq!(awake(&slots), vec![1]);
        // In the second pass slot 1 (a conveyor, say) carries the player next to both: slot 0's turn has passed,
        // slot 2 wakes to run in this pass, caught up on the one pass it skipped.
        slots.players_moved(1, &[(110, 100)]);
        assert!(slots.is_napping(0) && !slots.is_napping(2));
        assert_eq!(awake(&slots), vec![1, 2]);
        assert_eq!(counter(&slots, 2), 9);
    }
}
