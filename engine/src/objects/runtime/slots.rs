//! The dynamic object slots (`Dynamic_Object_RAM`, $70 slots): objects run in slot order, new objects take the
//! first free slot (`AllocateObject`) or the first free one after the running object
//! (`AllocateObjectAfterCurrent`). A fixed table: nothing is allocated while the level runs.

use crate::objects::runtime::object::Obj;

/// Number of dynamic slots in Sonic 2.
pub const DYNAMIC_SLOTS: usize = 0x70;

/// The slot table. Each slot always holds an [`Obj`]; the masks say which mean something, so the loops over
/// the objects test one bit per slot and never an `Option`.
pub struct Slots {
    slots: Box<[Obj; DYNAMIC_SLOTS]>,
    masks: Masks,
    naps: Box<Naps>,
}

/// How far beyond its own reach a napping object wakes for a player: more than a player's radii (19 px at
/// most, and the few pixels the solid tests add) plus [`NAP_SLACK`].
pub const NAP_MARGIN: u16 = 64;

/// How far the objects of a pass may move a player (a spring launch 16 px, a platform's carry a few) before
/// the napping objects after them are looked at again ([`Slots::players_moved`]): a conveyor or a cannon may
/// move him any distance.
pub const NAP_SLACK: u16 = 32;

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
    #[inline]
    pub fn holds(&self, x: u16, y: u16) -> bool {
        (x.wrapping_sub(self.left) <= self.width) & (y.wrapping_sub(self.top) <= self.height)
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
struct Naps {
    /// `RunObjects` passes so far: the clock a nap is measured with.
    tick: u32,
    /// The camera at the last [`Slots::refresh`]: a napping object's on-screen flag, which the refresh leaves
    /// alone, is brought up to date from it when it wakes.
    camera: (i32, i32),
    /// Whether that refresh kept every kind's flag (see [`crate::objects::Objects::after_camera`]).
    every_kind: bool,
    /// The pass in which each napping slot last ran.
    since: [u32; DYNAMIC_SLOTS],
    /// Each napping slot's wake box (128 entries: a slot index masked with 127 needs no bounds check).
    boxes: [WakeBox; 128],
}

impl Naps {
    /// The passes since slot `i` napped, up to and including the last one (a napping object whose turn in the
    /// current pass has not come yet skipped one fewer).
    #[inline]
    fn passes_since(&self, i: usize) -> u32 {
        self.tick.wrapping_sub(self.since[i])
    }
}

impl Default for Naps {
    fn default() -> Self {
        Naps { tick: 0, camera: (0, 0), every_kind: true, since: [0; DYNAMIC_SLOTS], boxes: [WakeBox::default(); 128] }
    }
}

/// Which slots are in use, a bit per slot in two 64-bit words (word arithmetic is cheaper than `u128`).
#[derive(Clone, Copy, Debug, Default)]
struct Masks {
    /// Slots in use, including a slot whose object is out ([`Slots::take`]): `AllocateObject` skips these.
    occupied: [u64; 2],
    /// Slots holding their object: the ones loops visit.
    live: [u64; 2],
    /// A superset of the slots whose object has `collision_flags` set: the only ones `TouchResponse` can
    /// touch. Exact after [`Slots::refresh`] (the end of every frame); anything that hands out an object
    /// mutably widens it to every slot, and a new object adds its slot. Derived data: not part of the state
    /// (equality and hashing ignore it).
    touch_hint: [u64; 2],
    /// The live slots whose object must run this frame (a subset of `live`, a superset of those whose run would
    /// change something): [`crate::objects::run_slots`] skips the others.
    /// An object leaves it only by saying its next runs would change nothing ([`SlotsView::sleep_current`]:
    /// a decoration while the coarse camera stays where it is; [`SlotsView::nap`]: an idle spring, monitor,
    /// spikes, log bridge or invisible block while no player is near); a new object, anything that hands an object out mutably, a move of
    /// the coarse camera ([`Slots::camera_moved`]) and, for a napping object, a player coming near
    /// ([`Slots::begin_pass`], [`Slots::players_moved`]) put slots back. Derived data, like the touch hint.
    awake: [u64; 2],
    /// The sleeping slots that nap ([`SlotsView::nap`]): they wake when a player comes near, and catch up
    /// their idle animation then. Not in `awake`.
    near: [u64; 2],
    /// The sleeping and napping slots whose object has `collision_flags` set (in the touch hint though the
    /// refresh skips them; the bits of awake slots mean nothing).
    idle_touch: [u64; 2],
}

impl PartialEq for Masks {
    fn eq(&self, other: &Self) -> bool {
        self.occupied == other.occupied && self.live == other.live
    }
}

impl Eq for Masks {}

impl std::hash::Hash for Masks {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.occupied.hash(state);
        self.live.hash(state);
    }
}

/// Every slot: what the touch hint becomes when an object may have changed unseen.
const ANY: [u64; 2] = [u64::MAX; 2];

impl Masks {
    #[inline]
    fn is_live(&self, i: usize) -> bool {
        i < DYNAMIC_SLOTS && (self.live[i >> 6] >> (i & 63)) & 1 != 0
    }

    /// The first free slot at or after `from`, skipping `busy`.
    fn free_slot(&self, from: usize, busy: Option<usize>) -> Option<usize> {
        if from >= DYNAMIC_SLOTS {
            return None;
        }
        let mut free = !join(self.occupied) & ALL & !((1u128 << from) - 1);
        if let Some(b) = busy.filter(|&b| b < DYNAMIC_SLOTS) {
            free &= !(1u128 << b);
        }
        (free != 0).then(|| free.trailing_zeros() as usize)
    }

    #[inline]
    fn fill(&mut self, i: usize) {
        self.occupied[(i >> 6) & 1] |= 1 << (i & 63);
        self.put_in(i);
    }

    /// Slot `i` holds its object (again): visited by the loops, possibly touchable, to run.
    #[inline]
    fn put_in(&mut self, i: usize) {
        self.near[(i >> 6) & 1] &= !(1 << (i & 63));
        self.live[(i >> 6) & 1] |= 1 << (i & 63);
        self.touch_hint[(i >> 6) & 1] |= 1 << (i & 63);
        self.awake[(i >> 6) & 1] |= 1 << (i & 63);
    }

    /// Slot `i`'s object is out (taken, or deleted): the loops skip the slot.
    #[inline]
    fn take_out(&mut self, i: usize) {
        self.near[(i >> 6) & 1] &= !(1 << (i & 63));
        self.live[(i >> 6) & 1] &= !(1 << (i & 63));
        self.awake[(i >> 6) & 1] &= !(1 << (i & 63));
    }

    /// Every slot may have changed: back in the touch hint and awake.
    #[inline]
    fn widen(&mut self) {
        self.touch_hint = ANY;
        self.awake = self.live;
    }

    #[inline]
    fn clear(&mut self, i: usize) {
        self.occupied[(i >> 6) & 1] &= !(1 << (i & 63));
        self.take_out(i);
    }
}

fn join(words: [u64; 2]) -> u128 {
    u128::from(words[0]) | (u128::from(words[1]) << 64)
}

/// What an unused slot holds (never looked at).
fn empty() -> Obj {
    Obj { common: Default::default(), state: crate::objects::runtime::object::State::Inert }
}

impl Default for Slots {
    fn default() -> Self {
        let slots = vec![empty(); DYNAMIC_SLOTS].into_boxed_slice();
        let Ok(slots) = slots.try_into() else { unreachable!("DYNAMIC_SLOTS slots") };
        Slots { slots, masks: Masks::default(), naps: Box::default() }
    }
}

impl Clone for Slots {
    fn clone(&self) -> Self {
        Slots { slots: self.slots.clone(), masks: self.masks, naps: self.naps.clone() }
    }

    /// Copies into the table already allocated (restoring a save state allocates nothing).
    fn clone_from(&mut self, source: &Self) {
        self.slots.clone_from(&source.slots);
        self.masks = source.masks;
        self.naps.clone_from(&source.naps);
    }
}

/// Equal when the same slots are in use and hold equal objects (what the unused slots hold does not count; a
/// napping object counts as what it would be awake: [`Slots::settled`]).
impl PartialEq for Slots {
    fn eq(&self, other: &Self) -> bool {
        self.masks == other.masks
            && bits(self.masks.live).all(|i| *self.settled(i, &self.slots[i]) == *other.settled(i, &other.slots[i]))
    }
}

impl Eq for Slots {}

impl std::hash::Hash for Slots {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.masks.hash(state);
        for (i, obj) in self.iter() {
            self.settled(i, obj).hash(state);
        }
    }
}

impl std::fmt::Debug for Slots {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Slots")
            .field("occupied", &format_args!("{:#x}", join(self.masks.occupied)))
            .field("objects", &DebugObjects(self))
            .finish()
    }
}

struct DebugObjects<'a>(&'a Slots);

impl std::fmt::Debug for DebugObjects<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_map().entries(self.0.iter()).finish()
    }
}

/// The set bits of a mask, lowest first (a word at a time: cheaper than `u128` arithmetic).
#[derive(Clone, Copy)]
struct Bits {
    low: u64,
    high: u64,
}

impl Iterator for Bits {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.low != 0 {
            let i = self.low.trailing_zeros() as usize;
            self.low &= self.low - 1;
            return Some(i);
        }
        if self.high != 0 {
            let i = self.high.trailing_zeros() as usize;
            self.high &= self.high - 1;
            return Some(64 + i);
        }
        None
    }
}

#[inline]
fn bits(mask: [u64; 2]) -> Bits {
    Bits { low: mask[0], high: mask[1] }
}

/// The lowest set bit of `mask` at or after `from` (< 128).
#[inline]
fn next_set(mask: [u64; 2], from: usize) -> Option<usize> {
    let [low, high] = mask;
    if from < 64 {
        let low = low & (u64::MAX << from);
        if low != 0 {
            return Some(low.trailing_zeros() as usize);
        }
        return (high != 0).then(|| 64 + high.trailing_zeros() as usize);
    }
    let high = high & (u64::MAX << (from - 64));
    (high != 0).then(|| 64 + high.trailing_zeros() as usize)
}

const ALL: u128 = (1u128 << DYNAMIC_SLOTS) - 1;

/// A napping object wakes: what its `slept` runs would have changed ([`Obj::catch_up`]) and the on-screen flag
/// the refreshes left alone, from the camera of the last one.
#[inline]
fn wake(obj: &mut Obj, slept: u32, naps: &Naps) {
    obj.catch_up(slept);
    crate::objects::runtime::build_sprites_flag(obj, naps.camera, naps.every_kind);
}

impl Slots {
    /// Puts `obj` in the first free slot at or after `from` (skipping `busy`); returns its index.
    pub fn allocate(&mut self, mut obj: Obj, from: usize, busy: Option<usize>) -> Option<usize> {
        let i = self.masks.free_slot(from, busy)?;
        obj.common.slot = crate::objects::runtime::object::FIRST_DYNAMIC_SLOT + i as u8;
        self.slots[i] = obj;
        self.masks.fill(i);
        Some(i)
    }

    #[inline]
    pub fn get(&self, i: usize) -> Option<&Obj> {
        if self.masks.is_live(i) { self.slots.get(i) } else { None }
    }

    #[inline]
    pub fn get_mut(&mut self, i: usize) -> Option<&mut Obj> {
        self.widen();
        if self.masks.is_live(i) { self.slots.get_mut(i) } else { None }
    }

    /// Takes the object out of slot `i` to run it (the slot stays reserved).
    pub fn take(&mut self, i: usize) -> Option<Obj> {
        if !self.masks.is_live(i) {
            return None;
        }
        self.wake_nappers();
        self.masks.take_out(i);
        Some(std::mem::replace(&mut self.slots[i], empty()))
    }

    /// Puts a run object back, or frees its slot if it deleted itself.
    pub fn put_back(&mut self, i: usize, obj: Obj) {
        if i >= DYNAMIC_SLOTS {
            return;
        }
        if obj.common.deleted {
            self.masks.clear(i);
        } else {
            self.slots[i] = obj;
            self.masks.put_in(i);
        }
    }

    /// The occupied slot indices in slot order, as they are now.
    pub fn occupied(&self) -> impl Iterator<Item = usize> + use<> {
        bits(self.masks.occupied)
    }

    /// The next occupied slot at or after `from`.
    #[inline]
    pub fn next_occupied(&self, from: usize) -> Option<usize> {
        if from >= DYNAMIC_SLOTS {
            return None;
        }
        next_set(self.masks.occupied, from)
    }

    /// The next live slot at or after `from` whose object must run (what [`crate::objects::run_slots`] visits; see
    /// `Masks::awake`).
    #[inline]
    pub(crate) fn next_awake(&self, from: usize) -> Option<usize> {
        if from >= DYNAMIC_SLOTS {
            return None;
        }
        next_set(self.masks.awake, from).filter(|&i| i < DYNAMIC_SLOTS)
    }

    /// Every object runs again, napping ones caught up (tests).
    #[inline]
    #[cfg(test)]
    pub(crate) fn wake_all(&mut self) {
        self.wake_nappers();
        self.masks.awake = self.masks.live;
    }

    /// The coarse camera moved to `coarse` (between passes): `MarkObjGone` may decide otherwise for every
    /// object, so sleeping ones run again — except napping objects still in range, whose `MarkObjGone` would
    /// only display them again (they nap where they stand: their wake box is centred on their x).
    pub(crate) fn camera_moved(&mut self, coarse: u16) {
        let near = self.masks.near;
        let mut gone = [0u64; 2];
        for i in bits(near) {
            if crate::objects::runtime::context::out_of_range(self.naps.boxes[i & 127].centre_x(), coarse) {
                gone[i >> 6] |= 1 << (i & 63);
                let slept = self.naps.passes_since(i);
                wake(&mut self.slots[i], slept, &self.naps);
            }
        }
        self.masks.near = [near[0] & !gone[0], near[1] & !gone[1]];
        self.masks.awake = [self.masks.live[0] & !self.masks.near[0], self.masks.live[1] & !self.masks.near[1]];
    }

    /// Every slot may change: all back in the touch hint and awake (napping ones caught up).
    #[inline]
    fn widen(&mut self) {
        self.wake_nappers();
        self.masks.widen();
    }

    /// Between passes: every napping object catches up on the passes it slept through and wakes.
    fn wake_nappers(&mut self) {
        if self.masks.near == [0; 2] {
            return;
        }
        for i in bits(self.masks.near) {
            let slept = self.naps.passes_since(i);
            wake(&mut self.slots[i], slept, &self.naps);
        }
        self.masks.awake = [self.masks.awake[0] | self.masks.near[0], self.masks.awake[1] | self.masks.near[1]];
        self.masks.near = [0; 2];
    }

    /// Starts a `RunObjects` pass: the nap clock ticks, and each napping object with a player (pixel centres
    /// `players`, where they are before any object runs) inside its wake box wakes to run in it, caught up on
    /// the passes before. Should an object move a player further than [`NAP_SLACK`] from there in the pass,
    /// [`Slots::players_moved`] looks again.
    #[inline]
    pub(crate) fn begin_pass(&mut self, players: &[(u16, u16)]) {
        self.naps.tick = self.naps.tick.wrapping_add(1);
        let near = self.masks.near;
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
        let near = [self.masks.near[0] & after(0), self.masks.near[1] & after(1)];
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
        m.near = [m.near[0] & !woken[0], m.near[1] & !woken[1]];
        m.awake = [m.awake[0] | woken[0], m.awake[1] | woken[1]];
    }

    /// Slot `i`'s object as it would be had it not napped (caught up on its idle animation; between passes).
    pub fn settled<'a>(&self, i: usize, obj: &'a Obj) -> std::borrow::Cow<'a, Obj> {
        if self.is_napping(i) {
            let mut caught_up = obj.clone();
            wake(&mut caught_up, self.naps.passes_since(i), &self.naps);
            std::borrow::Cow::Owned(caught_up)
        } else {
            std::borrow::Cow::Borrowed(obj)
        }
    }

    /// Whether slot `i`'s object naps ([`SlotsView::nap`]): skipped until a player comes near.
    pub fn is_napping(&self, i: usize) -> bool {
        i < DYNAMIC_SLOTS && (self.masks.near[i >> 6] >> (i & 63)) & 1 != 0
    }

    /// Occupied slots with their index, in slot order, napping objects as they would be awake (what the editor
    /// shows; [`Slots::settled`]).
    pub fn iter_settled(&self) -> impl Iterator<Item = (usize, std::borrow::Cow<'_, Obj>)> {
        self.iter().map(|(i, o)| (i, self.settled(i, o)))
    }

    /// Occupied slots with their index, in slot order.
    #[inline]
    pub fn iter(&self) -> impl Iterator<Item = (usize, &Obj)> {
        let slots = &self.slots;
        bits(self.masks.live).filter_map(move |i| slots.get(i).map(|o| (i, o)))
    }

    pub fn iter_mut(&mut self) -> impl Iterator<Item = (usize, &mut Obj)> {
        self.widen();
        let masks = self.masks;
        self.slots.iter_mut().enumerate().filter(move |(i, _)| masks.is_live(*i))
    }

    /// Calls `f` on every occupied slot in slot order (visiting only those).
    #[inline]
    pub fn for_each_mut(&mut self, mut f: impl FnMut(usize, &mut Obj)) {
        self.widen();
        for i in bits(self.masks.live) {
            if let Some(o) = self.slots.get_mut(i) {
                f(i, o);
            }
        }
    }

    /// `BuildSprites`' pass at the end of the frame, the camera at `camera`: the on-screen flags
    /// ([`crate::objects::runtime::build_sprites_flag`]) of every awake object (napping ones are brought up to date when they
    /// wake; sleeping ones are of kinds that never read theirs, unless `every_kind`), and the touch hint made
    /// exact: the slots whose object has `collision_flags` set.
    #[inline(always)]
    pub fn refresh(&mut self, camera: (i32, i32), every_kind: bool) {
        self.naps.camera = camera;
        self.naps.every_kind = every_kind;
        let m = self.masks;
        debug_assert!(
            bits([m.live[0] & !m.awake[0] & !m.near[0], m.live[1] & !m.awake[1] & !m.near[1]])
                .all(|i| !self.slots[i].state.reads_on_screen()),
            "a sleeping object reads its on-screen flag"
        );
        // Each word's hint in a register, not an array indexed by `i >> 6` and stored on the stack at every
        // object (fewer instructions).
        let slots = &mut self.slots;
        let mut word = |mut live: u64, base: usize| {
            let mut hint = 0u64;
            while live != 0 {
                let j = live.trailing_zeros() as usize;
                live &= live - 1;
                if let Some(o) = slots.get_mut(base + j) {
                    crate::objects::runtime::build_sprites_flag(o, camera, every_kind);
                    hint |= u64::from(o.common.collision_flags != 0) << j;
                }
            }
            hint
        };
        let visit = |w: usize| if every_kind { m.live[w] & !m.near[w] } else { m.awake[w] };
        let (v0, v1) = (visit(0), visit(1));
        let low = word(v0, 0) | (m.live[0] & !v0 & m.idle_touch[0]);
        let high = word(v1, 64) | (m.live[1] & !v1 & m.idle_touch[1]);
        self.masks.touch_hint = [low, high];
    }

    /// Widens the touch hint to every slot: `RunObjects` calls it once before [`Slots::split_live`] hands out
    /// the objects one by one.
    #[inline]
    pub(crate) fn forget_touch_hint(&mut self) {
        self.masks.touch_hint = ANY;
    }

    /// The live slots `TouchResponse` may touch, in slot order (see `Masks::touch_hint`; tests: the search
    /// itself is [`Slots::find_touchable`]).
    #[inline]
    #[cfg(test)]
    pub fn iter_touchable(&self) -> impl Iterator<Item = (usize, &Obj)> {
        let slots = &self.slots;
        let m = &self.masks;
        bits([m.live[0] & m.touch_hint[0], m.live[1] & m.touch_hint[1]])
            .filter_map(move |i| slots.get(i).map(|o| (i, o)))
    }

    /// The first live slot `TouchResponse` may touch (see `Masks::touch_hint`), in slot order, whose object
    /// `hit` accepts (a plain loop over the mask words: this runs every frame).
    #[inline]
    pub fn find_touchable(&self, mut hit: impl FnMut(&Obj) -> bool) -> Option<usize> {
        let m = &self.masks;
        for (base, mut word) in [(0, m.live[0] & m.touch_hint[0]), (64, m.live[1] & m.touch_hint[1])] {
            while word != 0 {
                let i = base + word.trailing_zeros() as usize;
                word &= word - 1;
                if let Some(obj) = self.slots.get(i)
                    && hit(obj)
                {
                    return Some(i);
                }
            }
        }
        None
    }

    pub fn clear(&mut self) {
        self.masks = Masks { touch_hint: ANY, ..Masks::default() };
    }

    /// Bytes the table keeps on the heap.
    pub fn heap_bytes(&self) -> usize {
        size_of::<[Obj; DYNAMIC_SLOTS]>() + size_of::<Naps>()
    }

    /// Number of occupied slots.
    pub fn len(&self) -> usize {
        join(self.masks.occupied).count_ones() as usize
    }

    pub fn is_empty(&self) -> bool {
        self.masks.occupied == [0; 2]
    }
}

/// The slot table as the running object sees it: every slot but its own (`current`), to look at, change and
/// spawn into, while the running object is borrowed in place.
pub struct SlotsView<'a> {
    before: &'a mut [Obj],
    after: &'a mut [Obj],
    masks: &'a mut Masks,
    naps: &'a mut Naps,
}

impl Slots {
    /// Splits the table into the object in slot `i` and a view of the others.
    #[inline]
    pub fn split(&mut self, i: usize) -> Option<(&mut Obj, SlotsView<'_>)> {
        if !self.masks.is_live(i) {
            return None;
        }
        self.widen();
        let (before, rest) = self.slots.split_at_mut(i);
        let (obj, after) = rest.split_first_mut()?;
        Some((obj, SlotsView { before, after, masks: &mut self.masks, naps: &mut self.naps }))
    }

    /// [`Slots::split`] for a slot known to hold its object (from [`Slots::next_awake`]); the caller has widened the
    /// touch hint ([`Slots::forget_touch_hint`]).
    #[inline]
    pub(crate) fn split_live(&mut self, i: usize) -> Option<(&mut Obj, SlotsView<'_>)> {
        let (before, rest) = self.slots.split_at_mut(i);
        let (obj, after) = rest.split_first_mut()?;
        Some((obj, SlotsView { before, after, masks: &mut self.masks, naps: &mut self.naps }))
    }

    /// A view of every slot but `current` (whatever `current` holds is left out), for running an object that
    /// is not in the table (tests).
    pub fn view(&mut self, current: usize) -> SlotsView<'_> {
        self.widen();
        let current = current.min(DYNAMIC_SLOTS - 1);
        let (before, rest) = self.slots.split_at_mut(current);
        let after = &mut rest[1..];
        SlotsView { before, after, masks: &mut self.masks, naps: &mut self.naps }
    }

    /// Frees slot `i` (its object deleted itself).
    #[inline]
    pub fn free(&mut self, i: usize) {
        if i < DYNAMIC_SLOTS {
            self.masks.clear(i);
        }
    }
}

impl SlotsView<'_> {
    /// The running object's slot (the one the view leaves out).
    #[inline]
    pub fn current(&self) -> usize {
        self.before.len()
    }

    fn slot(&self, i: usize) -> Option<&Obj> {
        match i.cmp(&self.current()) {
            std::cmp::Ordering::Less => self.before.get(i),
            std::cmp::Ordering::Greater => self.after.get(i - self.before.len() - 1),
            std::cmp::Ordering::Equal => None,
        }
    }

    fn slot_mut(&mut self, i: usize) -> Option<&mut Obj> {
        match i.cmp(&self.current()) {
            std::cmp::Ordering::Less => self.before.get_mut(i),
            std::cmp::Ordering::Greater => self.after.get_mut(i - self.before.len() - 1),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// The object in slot `i` (`None` for the running object's own slot).
    pub fn get(&self, i: usize) -> Option<&Obj> {
        if self.masks.is_live(i) { self.slot(i) } else { None }
    }

    pub fn get_mut(&mut self, i: usize) -> Option<&mut Obj> {
        if !self.masks.is_live(i) {
            return None;
        }
        // Another object may change this one (move or delete it): it runs this frame, caught up first if it
        // napped (through this pass too when its turn has passed).
        let bit = 1 << (i & 63);
        self.masks.awake[(i >> 6) & 1] |= bit;
        let napped = self.masks.near[(i >> 6) & 1] & bit != 0;
        self.masks.near[(i >> 6) & 1] &= !bit;
        let slept = self.naps.passes_since(i).wrapping_sub(u32::from(i > self.current()));
        let naps = &*self.naps;
        let obj = match i.cmp(&self.before.len()) {
            std::cmp::Ordering::Less => self.before.get_mut(i),
            std::cmp::Ordering::Greater => self.after.get_mut(i - self.before.len() - 1),
            std::cmp::Ordering::Equal => None,
        }?;
        if napped {
            wake(obj, slept, naps);
        }
        Some(obj)
    }

    /// The running object's next runs change nothing until the coarse camera moves or something else changes
    /// it: [`crate::objects::run_slots`] skips it till then (see `Masks::awake`), and the end-of-frame refresh too: only
    /// a kind that never reads its on-screen flag may sleep. `touchable`: whether its `collision_flags` are
    /// set.
    #[inline]
    pub fn sleep_current(&mut self, touchable: bool) {
        let i = self.current();
        if i >= DYNAMIC_SLOTS {
            return;
        }
        let (w, bit) = ((i >> 6) & 1, 1 << (i & 63));
        self.masks.awake[w] &= !bit;
        self.masks.idle_touch[w] = (self.masks.idle_touch[w] & !bit) | (u64::from(touchable) << (i & 63));
    }

    /// The running object naps: its next runs, while no player is inside `wake`, would change nothing but
    /// its idle animation ([`Obj::catch_up`] replays that when it wakes). [`crate::objects::run_slots`] skips it until
    /// a player comes near, the coarse camera moves or something else changes it.
    /// `touchable`: whether its `collision_flags` are set.
    #[inline]
    pub fn nap(&mut self, wake: WakeBox, touchable: bool) {
        let i = self.current();
        if i >= DYNAMIC_SLOTS {
            return;
        }
        let (w, bit) = ((i >> 6) & 1, 1 << (i & 63));
        self.masks.awake[w] &= !bit;
        self.masks.near[w] |= bit;
        self.masks.idle_touch[w] = (self.masks.idle_touch[w] & !bit) | (u64::from(touchable) << (i & 63));
        self.naps.since[i] = self.naps.tick;
        self.naps.boxes[i & 127] = wake;
    }

    /// Puts `obj` in the first free slot at or after `from` (skipping `busy`); returns its index.
    pub fn allocate(&mut self, mut obj: Obj, from: usize, busy: Option<usize>) -> Option<usize> {
        let i = self.masks.free_slot(from, busy)?;
        obj.common.slot = crate::objects::runtime::object::FIRST_DYNAMIC_SLOT + i as u8;
        *self.slot_mut(i)? = obj;
        self.masks.fill(i);
        Some(i)
    }

    /// Whether `allocate` from `from` (skipping `busy`) would find a slot.
    pub fn has_free(&self, from: usize, busy: Option<usize>) -> bool {
        self.masks.free_slot(from, busy).is_some()
    }

    /// The other occupied slots with their index, in slot order.
    pub fn iter(&self) -> impl Iterator<Item = (usize, &Obj)> {
        bits(self.masks.live).filter_map(|i| self.get(i).map(|o| (i, o)))
    }
}

/// Something objects can be spawned into: the whole table, or the view a running object has.
pub trait Allocate {
    /// `AllocateObject` from slot `from` on (skipping `busy`): the slot used, `None` when full.
    fn allocate(&mut self, obj: Obj, from: usize, busy: Option<usize>) -> Option<usize>;
}

impl Allocate for Slots {
    fn allocate(&mut self, obj: Obj, from: usize, busy: Option<usize>) -> Option<usize> {
        Slots::allocate(self, obj, from, busy)
    }
}

impl Allocate for SlotsView<'_> {
    fn allocate(&mut self, obj: Obj, from: usize, busy: Option<usize>) -> Option<usize> {
        SlotsView::allocate(self, obj, from, busy)
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
        // Keeping every kind's on-screen flag, the refresh visits the sleeping ones too: the same hint.
        slots.refresh((0, 0), true);
        assert_eq!(touchable(&slots), vec![0, 1]);
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
