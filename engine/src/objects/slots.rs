//! The dynamic object slots (`Dynamic_Object_RAM`, $70 slots): objects run in slot order, new objects take the
//! first free slot (`AllocateObject`) or the first free one after the running object
//! (`AllocateObjectAfterCurrent`). A fixed table: nothing is allocated while the level runs.

use super::object::Obj;

/// Number of dynamic slots in Sonic 2.
pub const DYNAMIC_SLOTS: usize = 0x70;

/// The slot table.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Slots {
    slots: Vec<Option<Obj>>,
    /// One bit per slot in use (the running object's slot included while it is taken out), so loops visit only
    /// the occupied slots.
    occupied: u128,
}

impl Default for Slots {
    fn default() -> Self {
        Slots { slots: vec![None; DYNAMIC_SLOTS], occupied: 0 }
    }
}

/// The set bits of a mask, lowest first.
fn bits(mut mask: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let i = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        Some(i)
    })
}

const ALL: u128 = (1u128 << DYNAMIC_SLOTS) - 1;

impl Slots {
    /// Puts `obj` in the first free slot at or after `from` (skipping `busy`); returns its index.
    pub fn allocate(&mut self, mut obj: Obj, from: usize, busy: Option<usize>) -> Option<usize> {
        if from >= DYNAMIC_SLOTS {
            return None;
        }
        let mut free = !self.occupied & ALL & !((1u128 << from) - 1);
        if let Some(b) = busy.filter(|&b| b < DYNAMIC_SLOTS) {
            free &= !(1u128 << b);
        }
        if free == 0 {
            return None;
        }
        let i = free.trailing_zeros() as usize;
        obj.common.slot = super::object::FIRST_DYNAMIC_SLOT + i as u8;
        self.slots[i] = Some(obj);
        self.occupied |= 1u128 << i;
        Some(i)
    }

    pub fn get(&self, i: usize) -> Option<&Obj> {
        self.slots.get(i).and_then(Option::as_ref)
    }

    pub fn get_mut(&mut self, i: usize) -> Option<&mut Obj> {
        self.slots.get_mut(i).and_then(Option::as_mut)
    }

    /// Takes the object out of slot `i` to run it (the slot stays reserved).
    pub fn take(&mut self, i: usize) -> Option<Obj> {
        self.slots.get_mut(i)?.take()
    }

    /// Puts a run object back, or frees its slot if it deleted itself.
    pub fn put_back(&mut self, i: usize, obj: Obj) {
        if obj.common.deleted {
            self.occupied &= !(1u128 << i);
        } else {
            self.slots[i] = Some(obj);
        }
    }

    /// The occupied slot indices in slot order, as they are now.
    pub fn occupied(&self) -> impl Iterator<Item = usize> + use<> {
        bits(self.occupied)
    }

    /// The next occupied slot at or after `from`.
    pub fn next_occupied(&self, from: usize) -> Option<usize> {
        if from >= DYNAMIC_SLOTS {
            return None;
        }
        let rest = self.occupied & !((1u128 << from) - 1);
        (rest != 0).then(|| rest.trailing_zeros() as usize)
    }

    /// Occupied slots with their index, in slot order.
    pub fn iter(&self) -> impl Iterator<Item = (usize, &Obj)> {
        bits(self.occupied).filter_map(|i| self.slots[i].as_ref().map(|o| (i, o)))
    }

    pub fn iter_mut(&mut self) -> impl Iterator<Item = (usize, &mut Obj)> {
        let occupied = self.occupied;
        let first = occupied.trailing_zeros() as usize;
        let last = (128 - occupied.leading_zeros() as usize).max(first);
        self.slots
            .iter_mut()
            .enumerate()
            .take(last)
            .skip(first)
            .filter(move |(i, _)| occupied & (1u128 << i) != 0)
            .filter_map(|(i, o)| o.as_mut().map(|o| (i, o)))
    }

    /// Calls `f` on every occupied slot in slot order (visiting only those).
    pub fn for_each_mut(&mut self, mut f: impl FnMut(usize, &mut Obj)) {
        for i in bits(self.occupied) {
            if let Some(o) = self.slots[i].as_mut() {
                f(i, o);
            }
        }
    }

    pub fn clear(&mut self) {
        self.slots.iter_mut().for_each(|s| *s = None);
        self.occupied = 0;
    }

    /// Bytes the table keeps on the heap.
    pub fn heap_bytes(&self) -> usize {
        self.slots.capacity() * size_of::<Option<Obj>>()
    }

    /// Number of occupied slots.
    pub fn len(&self) -> usize {
        self.occupied.count_ones() as usize
    }

    pub fn is_empty(&self) -> bool {
        self.occupied == 0
    }
}

/// The slot table as the running object sees it: every slot but its own (`current`), to look at, change and
/// spawn into, while the running object is borrowed in place.
pub struct SlotsView<'a> {
    before: &'a mut [Option<Obj>],
    after: &'a mut [Option<Obj>],
    current: usize,
    occupied: &'a mut u128,
}

impl Slots {
    /// Splits the table into the object in slot `i` and a view of the others.
    pub fn split(&mut self, i: usize) -> Option<(&mut Obj, SlotsView<'_>)> {
        let (before, rest) = self.slots.split_at_mut(i);
        let (current, after) = rest.split_first_mut()?;
        let obj = current.as_mut()?;
        Some((obj, SlotsView { before, after, current: i, occupied: &mut self.occupied }))
    }

    /// A view of every slot but `current` (whatever `current` holds is left out), for running an object that
    /// is not in the table (tests).
    pub fn view(&mut self, current: usize) -> SlotsView<'_> {
        let current = current.min(DYNAMIC_SLOTS - 1);
        let (before, rest) = self.slots.split_at_mut(current);
        let after = &mut rest[1..];
        SlotsView { before, after, current, occupied: &mut self.occupied }
    }

    /// Frees slot `i` (its object deleted itself).
    pub fn free(&mut self, i: usize) {
        if let Some(s) = self.slots.get_mut(i) {
            *s = None;
            self.occupied &= !(1u128 << i);
        }
    }
}

impl SlotsView<'_> {
    fn slot(&self, i: usize) -> Option<&Option<Obj>> {
        match i.cmp(&self.current) {
            std::cmp::Ordering::Less => self.before.get(i),
            std::cmp::Ordering::Greater => self.after.get(i - self.current - 1),
            std::cmp::Ordering::Equal => None,
        }
    }

    fn slot_mut(&mut self, i: usize) -> Option<&mut Option<Obj>> {
        match i.cmp(&self.current) {
            std::cmp::Ordering::Less => self.before.get_mut(i),
            std::cmp::Ordering::Greater => self.after.get_mut(i - self.current - 1),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// The object in slot `i` (`None` for the running object's own slot).
    pub fn get(&self, i: usize) -> Option<&Obj> {
        self.slot(i).and_then(Option::as_ref)
    }

    pub fn get_mut(&mut self, i: usize) -> Option<&mut Obj> {
        self.slot_mut(i).and_then(Option::as_mut)
    }

    /// Puts `obj` in the first free slot at or after `from` (skipping `busy`); returns its index.
    pub fn allocate(&mut self, mut obj: Obj, from: usize, busy: Option<usize>) -> Option<usize> {
        if from >= DYNAMIC_SLOTS {
            return None;
        }
        let mut free = !*self.occupied & ALL & !((1u128 << from) - 1);
        if let Some(b) = busy.filter(|&b| b < DYNAMIC_SLOTS) {
            free &= !(1u128 << b);
        }
        if free == 0 {
            return None;
        }
        let i = free.trailing_zeros() as usize;
        obj.common.slot = super::object::FIRST_DYNAMIC_SLOT + i as u8;
        *self.slot_mut(i)? = Some(obj);
        *self.occupied |= 1u128 << i;
        Some(i)
    }

    /// The other occupied slots with their index, in slot order.
    pub fn iter(&self) -> impl Iterator<Item = (usize, &Obj)> {
        bits(*self.occupied).filter_map(|i| self.get(i).map(|o| (i, o)))
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
