//! The dynamic object slots (`Dynamic_Object_RAM`, $70 slots): objects run in slot order, new objects take the
//! first free slot (`AllocateObject`) or the first free one after the running object
//! (`AllocateObjectAfterCurrent`). A fixed table: nothing is allocated while the level runs.
//!
//! This is the game's table — allocate, free, get, iterate, the running object's [`SlotsView`]. Which objects
//! run in a pass, which nap, which `TouchResponse` looks at is the scheduler's ([`super::scheduler`]), a
//! shortcut the games do not have; it can be switched off ([`Slots::set_scheduler`]).

use crate::objects::runtime::object::Obj;
use crate::objects::runtime::scheduler::{ANY, Marks, Naps, wake};

/// Number of dynamic slots in Sonic 2 (defined with the profiles, which name it; Sonic 1 has $60).
pub use crate::profile::DYNAMIC_SLOTS;

/// The slot table. Each slot always holds an [`Obj`]; the masks say which mean something, so the loops over
/// the objects test one bit per slot and never an `Option`.
pub struct Slots {
    pub(super) slots: Box<[Obj; DYNAMIC_SLOTS]>,
    pub(super) masks: Masks,
    pub(super) naps: Box<Naps>,
}

/// Which slots are in use, a bit per slot in two 64-bit words (word arithmetic is cheaper than `u128`).
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Masks {
    /// Slots in use, including a slot whose object is out ([`Slots::take`]): `AllocateObject` skips these.
    pub(super) occupied: [u64; 2],
    /// Slots holding their object: the ones loops visit.
    pub(super) live: [u64; 2],
    /// The scheduler's marks ([`super::scheduler`]): which slots run, nap, may be touched.
    pub(super) sched: Marks,
    /// The slots the game has: allocation never goes past them ([`Slots::with_count`]).
    pub(super) usable: u128,
    /// Other slots the running object was handed mutably ([`SlotsView::get_mut`]): one it deleted
    /// (`DeleteChild`, `DeleteObject2` clear the slot at once) is freed before the next allocation and after
    /// the run ([`Slots::free_deleted`]), not when the loop reaches it. Derived data, like the marks.
    pub(super) handed_out: u128,
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

impl Masks {
    #[inline]
    pub(super) fn is_live(&self, i: usize) -> bool {
        i < DYNAMIC_SLOTS && (self.live[i >> 6] >> (i & 63)) & 1 != 0
    }

    /// The first free slot at or after `from`, skipping `busy`.
    fn free_slot(&self, from: usize, busy: Option<usize>) -> Option<usize> {
        if from >= DYNAMIC_SLOTS {
            return None;
        }
        let mut free = !join(self.occupied) & self.usable & !((1u128 << from) - 1);
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
        self.sched.near[(i >> 6) & 1] &= !(1 << (i & 63));
        self.sched.stale[(i >> 6) & 1] &= !(1 << (i & 63));
        self.live[(i >> 6) & 1] |= 1 << (i & 63);
        self.sched.touch_hint[(i >> 6) & 1] |= 1 << (i & 63);
        self.sched.awake[(i >> 6) & 1] |= 1 << (i & 63);
    }

    /// Slot `i`'s object is out (taken, or deleted): the loops skip the slot.
    #[inline]
    fn take_out(&mut self, i: usize) {
        self.sched.near[(i >> 6) & 1] &= !(1 << (i & 63));
        self.sched.stale[(i >> 6) & 1] &= !(1 << (i & 63));
        self.live[(i >> 6) & 1] &= !(1 << (i & 63));
        self.sched.awake[(i >> 6) & 1] &= !(1 << (i & 63));
    }

    /// Every slot may have changed: back in the touch hint and awake.
    #[inline]
    pub(super) fn widen(&mut self) {
        self.sched.touch_hint = ANY;
        self.sched.awake = self.live;
    }

    #[inline]
    fn clear(&mut self, i: usize) {
        self.occupied[(i >> 6) & 1] &= !(1 << (i & 63));
        self.take_out(i);
    }
}

pub(super) fn join(words: [u64; 2]) -> u128 {
    u128::from(words[0]) | (u128::from(words[1]) << 64)
}

/// What an unused slot holds (never looked at).
fn empty() -> Obj {
    Obj { common: Default::default(), state: crate::objects::runtime::object::State::Inert }
}

impl Default for Slots {
    fn default() -> Self {
        Slots::with_count(DYNAMIC_SLOTS)
    }
}

impl Slots {
    /// A table of which only the first `count` slots (at most [`DYNAMIC_SLOTS`]) take objects: Sonic 1 has $60
    /// (s1disasm `v_lvlobjspace`, the slots `FindFreeObj` searches), Sonic 2 $70 (`Dynamic_Object_RAM`). A
    /// full table makes `FindFreeObj` fail: the object is not made, or not loaded.
    pub fn with_count(count: usize) -> Self {
        let slots = vec![empty(); DYNAMIC_SLOTS].into_boxed_slice();
        let Ok(slots) = slots.try_into() else { unreachable!("DYNAMIC_SLOTS slots") };
        let usable = if count >= DYNAMIC_SLOTS { ALL } else { (1u128 << count) - 1 };
        Slots { slots, masks: Masks { usable, ..Masks::default() }, naps: Box::default() }
    }
}

impl Clone for Slots {
    fn clone(&self) -> Self {
        Slots { slots: self.slots.clone(), masks: self.masks, naps: self.naps.clone() }
    }

    /// Copies into the table already allocated (restoring a save state allocates nothing). The scheduler's
    /// switch is the world's setting, not state: this table keeps its own ([`Slots::set_scheduler`]).
    fn clone_from(&mut self, source: &Self) {
        let off = self.masks.sched.off;
        self.slots.clone_from(&source.slots);
        self.masks = source.masks;
        self.naps.clone_from(&source.naps);
        if off != source.masks.sched.off {
            self.set_scheduler(!off);
        }
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
pub(super) struct Bits {
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
pub(super) fn bits(mask: [u64; 2]) -> Bits {
    Bits { low: mask[0], high: mask[1] }
}

/// The lowest set bit of `mask` at or after `from` (< 128).
#[inline]
pub(super) fn next_set(mask: [u64; 2], from: usize) -> Option<usize> {
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

impl Slots {
    /// Puts `obj` in the first free slot at or after `from` (skipping `busy`); returns its index.
    pub fn allocate(&mut self, mut obj: Obj, from: usize, busy: Option<usize>) -> Option<usize> {
        let i = self.masks.free_slot(from, busy)?;
        obj.common.slot = crate::objects::runtime::object::FIRST_DYNAMIC_SLOT + i as u8;
        self.slots[i] = obj;
        self.masks.fill(i);
        Some(i)
    }

    /// Whether `FindFreeObj` would find a slot (at or after `from`, skipping `busy`).
    pub fn has_free(&self, from: usize, busy: Option<usize>) -> bool {
        self.masks.free_slot(from, busy).is_some()
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

    /// The object in slot `i` for `TouchResponse`'s reaction to it, which changes that object alone (the
    /// objects it spawns take their slots awake): only that slot wakes, caught up if it napped, where
    /// [`Slots::get_mut`] wakes every slot.
    #[inline]
    pub(crate) fn touched_mut(&mut self, i: usize) -> Option<&mut Obj> {
        if !self.masks.is_live(i) {
            return None;
        }
        self.wake_one(i);
        self.slots.get_mut(i)
    }

    /// Takes the object out of slot `i` to run it (the slot stays reserved).
    pub fn take(&mut self, i: usize) -> Option<Obj> {
        if !self.masks.is_live(i) {
            return None;
        }
        self.wake_nappers();
        self.freshen(i);
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

    pub fn clear(&mut self) {
        let off = self.masks.sched.off;
        let usable = self.masks.usable;
        self.masks = Masks { sched: Marks { touch_hint: ANY, off, ..Marks::default() }, usable, ..Masks::default() };
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
    pub(super) before: &'a mut [Obj],
    pub(super) after: &'a mut [Obj],
    pub(super) masks: &'a mut Masks,
    pub(super) naps: &'a mut Naps,
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

    /// Frees the slots the last run handed out whose object it deleted ([`SlotsView::get_mut`]), as
    /// `DeleteChild` clears them: the loop does not wait to reach them, and an object after it or `ObjPosLoad`
    /// finds them free.
    #[inline]
    pub fn free_deleted(&mut self) {
        // (Tested before it is cleared: most runs hand nothing out, and then nothing is stored.)
        if self.masks.handed_out == 0 {
            return;
        }
        let handed = std::mem::take(&mut self.masks.handed_out);
        for i in bits([handed as u64, (handed >> 64) as u64]) {
            if self.masks.is_live(i) && self.slots[i].common.deleted {
                self.masks.clear(i);
            }
        }
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
        self.masks.handed_out |= 1 << i;
        let bit = 1 << (i & 63);
        self.masks.sched.awake[(i >> 6) & 1] |= bit;
        let napped = self.masks.sched.near[(i >> 6) & 1] & bit != 0;
        self.masks.sched.near[(i >> 6) & 1] &= !bit;
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
        let stale = &mut self.masks.sched.stale[(i >> 6) & 1];
        if *stale & bit != 0 {
            *stale &= !bit;
            crate::objects::runtime::build_sprites_flag(obj, naps.camera, true);
        }
        Some(obj)
    }

    /// [`SlotsView::get_mut`] for a change the object's own runs never read — a chain placing its links, each
    /// of which only draws itself: a sleeping object stays asleep (its next runs would still change nothing),
    /// where `get_mut` wakes it. A napping one wakes as with `get_mut` (its wake box is where it stood). Not for
    /// deleting it: use `get_mut`.
    #[inline]
    pub fn get_mut_unread(&mut self, i: usize) -> Option<&mut Obj> {
        if self.masks.is_live(i)
            && self.masks.sched.awake[(i >> 6) & 1] & (1 << (i & 63)) == 0
            && self.masks.sched.near[(i >> 6) & 1] & (1 << (i & 63)) == 0
        {
            // Its flag brought up to date first: it may move now, and it sleeps on.
            let (w, bit) = ((i >> 6) & 1, 1u64 << (i & 63));
            let stale = self.masks.sched.stale[w] & bit != 0;
            self.masks.sched.stale[w] &= !bit;
            let camera = self.naps.camera;
            let obj = self.slot_mut(i)?;
            if stale {
                crate::objects::runtime::build_sprites_flag(obj, camera, true);
            }
            return Some(obj);
        }
        self.get_mut(i)
    }

    /// Puts `obj` in the first free slot at or after `from` (skipping `busy`); returns its index.
    pub fn allocate(&mut self, mut obj: Obj, from: usize, busy: Option<usize>) -> Option<usize> {
        self.free_deleted();
        let i = self.masks.free_slot(from, busy)?;
        obj.common.slot = crate::objects::runtime::object::FIRST_DYNAMIC_SLOT + i as u8;
        *self.slot_mut(i)? = obj;
        self.masks.fill(i);
        Some(i)
    }

    /// Whether `allocate` from `from` (skipping `busy`) would find a slot.
    pub fn has_free(&mut self, from: usize, busy: Option<usize>) -> bool {
        self.free_deleted();
        self.masks.free_slot(from, busy).is_some()
    }

    /// Frees the slots handed out whose object was deleted (`DeleteChild`: the game clears the slot at once,
    /// so `FindFreeObj` finds it free right away).
    fn free_deleted(&mut self) {
        let handed = std::mem::take(&mut self.masks.handed_out);
        if handed == 0 {
            return;
        }
        for i in bits([handed as u64, (handed >> 64) as u64]) {
            if self.masks.is_live(i) && self.slot(i).is_some_and(|o| o.common.deleted) {
                self.masks.clear(i);
            }
        }
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

    fn object() -> Obj {
        Obj { common: Default::default(), state: crate::objects::runtime::object::State::Inert }
    }

    /// s1disasm `FindFreeObj` searches the $60 slots of `v_lvlobjspace` ($20–$7F): the 97th object finds no
    /// slot (Sonic 2's `Dynamic_Object_RAM` has $70); a cleared table keeps its size.
    #[test]
    fn a_sonic_1_table_holds_96_objects() {
        let mut slots = Slots::with_count(crate::profile::Profile::get(formats::ProfileId::S1).object_slots);
        for i in 0..0x60 {
            assert_eq!(slots.allocate(object(), 0, None), Some(i));
        }
        assert_eq!(slots.allocate(object(), 0, None), None);
        assert_eq!(slots.allocate(object(), 0x5F, None), None);
        slots.clear();
        assert_eq!(slots.allocate(object(), 0x5F, None), Some(0x5F));
        assert_eq!(slots.allocate(object(), 0x5F, None), None);
        let mut s2 = Slots::default();
        for i in 0..DYNAMIC_SLOTS {
            assert_eq!(s2.allocate(object(), 0, None), Some(i));
        }
        assert_eq!(s2.allocate(object(), 0, None), None);
    }

    /// s1disasm `Orb_ChkDel` → `DeleteChild` clears a child's slot at once: the next `FindNextFreeObj` (a
    /// staircase after the Orbinaut, `Stair_Main`) takes it that frame, and `ObjPosLoad` after the pass finds it
    /// free — not only once the loop reaches the child.
    #[test]
    fn a_child_deleted_by_another_object_frees_its_slot_at_once() {
        let mut slots = Slots::with_count(0x60);
        for i in 0..6 {
            assert_eq!(slots.allocate(object(), 0, None), Some(i));
        }
        let Some((_, mut view)) = slots.split(1) else { panic!("slot 1 holds an object") };
        if let Some(child) = view.get_mut(4) {
            child.common.delete();
        }
        assert_eq!(view.allocate(object(), 2, None), Some(4));
        let Some((_, mut view)) = slots.split(0) else { panic!("slot 0 holds an object") };
        if let Some(child) = view.get_mut(3) {
            child.common.delete();
        }
        // The run is over: the loop frees what it deleted before the next object runs.
        slots.free_deleted();
        assert!(slots.get(3).is_none());
        assert_eq!(slots.allocate(object(), 0, None), Some(3));
        assert_eq!(slots.allocate(object(), 0, None), Some(6));
    }
}
