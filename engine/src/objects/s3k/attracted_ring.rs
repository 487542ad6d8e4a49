//! The slot of a ring the lightning shield pulls in (skdisasm s3.asm `Test_Ring_Collisions_AttractRing`,
//! `Obj_Attracted_Ring`, `loc_18FD2`, `AttractedRing_GiveRing`, `loc_19064`).
//!
//! In the game a magnetised ring is an object: `AllocateObject` gives it the first free slot when the shield
//! pulls the placed ring out, and it keeps that slot while it flies to the player, then while its sparkle plays
//! after he takes it (`Ani_RingSparkle`: frames 4–7, 6 frames each, then deleted), or until it is deleted $280
//! px from the coarse camera or turned into a bouncing ring when the shield is lost. Its flight and its touch are
//! [`crate::objects::runtime::rings`]' (`Rings::attracted`); this object only holds the slot, so that the
//! objects loaded meanwhile take the slots the game gives them (`s3k/mgz` frame $3DB: the invisible block in
//! the slot after eight magnetised rings).

use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::runtime::slots::Slots;
use crate::objects::s3k::kinds::Sonic3k;

/// `Ani_RingSparkle`.
const SPARKLE: [&[u8]; 1] = [&[5, 4, 5, 6, 7, 0xFC]];

/// Where the slot holder is in the ring's life.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Flying to the player (`loc_18FD2`).
    #[default]
    Flying,
    /// Touched this frame: `AttractedRing_GiveRing` runs in its slot.
    Taken,
    /// `loc_19064`: the sparkle.
    Sparkle,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AttractedRing {
    pub phase: Phase,
}

/// `Test_Ring_Collisions_AttractRing`'s `AllocateObject`: the slot for a newly magnetised ring.
pub fn allocate(slots: &mut Slots) -> Option<u16> {
    let common = Common::new(super::id::SONIC3K, 0, 0, 0, false, false);
    let obj = Obj { common, state: State::Sonic3k(Sonic3k::AttractedRing(AttractedRing::default())) };
    slots.allocate(obj, 0, None).map(|i| i as u16)
}

/// The player took the ring: its slot sparkles.
pub fn taken(slots: &mut Slots, slot: u16) {
    if let Some(Obj { state: State::Sonic3k(Sonic3k::AttractedRing(s)), .. }) = slots.get_mut(usize::from(slot)) {
        s.phase = Phase::Taken;
    }
}

/// The ring was deleted or became a bouncing ring: its slot is free.
pub fn release(slots: &mut Slots, slot: u16) {
    let i = usize::from(slot);
    if let Some(Obj { common, state: State::Sonic3k(Sonic3k::AttractedRing(_)) }) = slots.get_mut(i) {
        common.delete();
        slots.free(i);
    }
}

pub fn run(c: &mut Common, s: &mut AttractedRing, _cx: &mut ObjCtx) {
    match s.phase {
        Phase::Flying => {
            // `Obj_Attracted_RingAnimate`: its own frame counter, which the sparkle's first frame then counts on.
            c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
            if (c.anim_frame_duration as i8) < 0 {
                c.anim_frame_duration = 3;
                c.mapping_frame = c.mapping_frame.wrapping_add(1) & 3;
            }
        }
        Phase::Taken => {
            // `AttractedRing_GiveRing` (the ring counted by the touch): `move.b #0,routine(a0)`.
            c.routine = 0;
            s.phase = Phase::Sparkle;
        }
        Phase::Sparkle => {
            // `loc_19064`: `tst.b routine(a0)` / `bne` delete, else `Animate_Sprite` (its $FC sets the routine).
            if c.routine != 0 {
                c.delete();
                return;
            }
            animate_sprite(c, &SPARKLE);
        }
    }
    c.display();
}

impl crate::objects::runtime::object::ObjKind for AttractedRing {
    const MAY_MOVE_PLAYERS: bool = false;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        match self.phase {
            Phase::Flying => "flying",
            Phase::Taken | Phase::Sparkle => "sparkle",
        }
    }

    fn name(&self) -> &'static str {
        "magnetised ring"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `Test_Ring_Collisions_AttractRing`: each magnetised ring takes the first free slot
    /// (`AllocateObject`) and keeps it until deleted; an object loaded meanwhile takes the next free one, and a
    /// freed slot is the next ring's.
    #[test]
    fn magnetised_rings_hold_the_first_free_slots() {
        let mut slots = Slots::with_count(crate::profile::S3K_DYNAMIC_SLOTS);
        assert_eq!((allocate(&mut slots), allocate(&mut slots)), (Some(0), Some(1)));
        let other = Obj { common: Common::new(0xF1, 0, 0, 0, false, false), state: State::Inert };
        assert_eq!(slots.allocate(other, 0, None), Some(2), "the block loads after the rings");
        release(&mut slots, 0);
        assert_eq!(allocate(&mut slots), Some(0));
        // Only a magnetised ring's slot is let go.
        release(&mut slots, 2);
        assert!(slots.get(2).is_some());
        taken(&mut slots, 1);
        assert!(matches!(
            slots.get(1).map(|o| &o.state),
            Some(State::Sonic3k(Sonic3k::AttractedRing(AttractedRing { phase: Phase::Taken })))
        ));
    }
}
