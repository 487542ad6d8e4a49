//! Sonic 1's rings (s1disasm `_incObj/25 & 37 Rings.asm`: `Rings`, `Ring_Main`, `Ring_Animate`,
//! `Ring_Collect`, `Ring_Sparkle`, `Ring_Delete`, `CollectRing`). Unlike Sonic 2's, they are objects: a layout
//! record is a group of up to 7 ((subtype & 7) + 1, 7 counting as 6 + 1) spaced by `Ring_PosData[subtype >> 4]`
//! ([`formats::import::s1::ring_positions`]). Its first frame (`Ring_Main`) makes this object the first ring
//! not yet collected — the group's respawn entry holds one bit per ring collected — and each other one a new
//! object in the first free slot (`FindFreeObj`), clearing the entry's loaded bit (the group loads again when
//! the camera comes back); when the first ring was collected the object deletes itself. A ring is an item of
//! touch size 7 (`obColType` $47): `ReactToItem` advances its routine (one touched object a frame,
//! [`crate::objects::runtime::touch`]), and its `Ring_Collect` counts the ring, marks it in the respawn entry
//! and sparkles (`Ani_Ring`: frames 4–7, 6 frames each), then is deleted. A ring out of range — its group's x
//! (`objoff_32`) — is deleted.

use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::runtime::touch::ITEM;
use crate::objects::s1::{Sonic1, id};

/// `obColType` $47: an item of touch size 7 (6 × 6 px).
pub const COLLISION: u8 = ITEM | 7;
/// Routines (`Ring_Index`).
pub const MAIN: u8 = 0;
pub const ANIMATE: u8 = 2;
pub const COLLECT: u8 = 4;
pub const SPARKLE: u8 = 6;
/// `Ani_Ring`: frames 4–7, 6 frames each, then the next routine (`Ring_Delete`).
const ANI_RING: [&[u8]; 1] = [&[5, 4, 5, 6, 7, 0xFC]];

/// One ring's own data.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Ring {
    /// Its place in the group (`objoff_34`): the bit of the respawn entry it sets when collected.
    pub index: u8,
    /// The group's x (`objoff_32`), which its range test reads.
    pub group_x: i32,
}

pub fn run(c: &mut Common, s: &mut Ring, cx: &mut ObjCtx) {
    match c.routine {
        MAIN => {
            if main(c, s, cx) {
                animate(c, s, cx);
            }
        }
        ANIMATE => animate(c, s, cx),
        COLLECT => {
            c.routine = SPARKLE;
            c.collision_flags = 0;
            cx.world.game.collect_ring();
            if let Some(i) = c.respawn {
                cx.world.env.respawn.set_bits(i, 1 << s.index);
            }
            sparkle(c);
        }
        SPARKLE => sparkle(c),
        _ => c.delete(),
    }
}

/// Makes a ring of `c` (`loc_9BBA`).
fn make_ring(c: &mut Common, s: &mut Ring, index: u8, group_x: i32, (x, y): (i32, i32)) {
    c.routine = ANIMATE;
    c.x = x << 8;
    c.y = y << 8;
    c.collision_flags = COLLISION;
    c.width_pixels = 8;
    *s = Ring { index, group_x };
}

/// `Ring_Main`: returns whether this object is a ring now (else it was deleted: its ring was collected).
fn main(c: &mut Common, s: &mut Ring, cx: &mut ObjCtx) -> bool {
    let collected = c.respawn.map_or(0, |i| cx.world.env.respawn.get(i));
    let group_x = c.pixel_x();
    let positions = formats::import::s1::ring_positions(c.pixel_x() as u16, c.pixel_y() as u16, c.subtype);
    for (k, &at) in positions.iter().enumerate() {
        if collected & (1 << k) != 0 {
            continue;
        }
        // `bclr #7,(a2)`: the group may load again.
        if let Some(i) = c.respawn {
            cx.world.env.respawn.forget(i);
        }
        if k == 0 {
            make_ring(c, s, 0, group_x, at);
            continue;
        }
        let mut ring = Common::new(id::SONIC1, c.subtype, 0, 0, false, false);
        ring.respawn = c.respawn;
        ring.placement = c.placement.map(|p| p + k as u32);
        let mut state = Ring::default();
        make_ring(&mut ring, &mut state, k as u8, group_x, at);
        if cx.spawn(Obj { common: ring, state: State::Sonic1(Sonic1::Ring(state)) }).is_none() {
            break;
        }
    }
    if collected & 1 != 0 {
        c.delete();
        return false;
    }
    true
}

/// `Ring_Animate`: drawn; out of range (by its group's x) deleted. Until the coarse camera moves or a player
/// touches it (`ReactToItem` advances its routine), its next runs would do the same: it sleeps
/// ([`crate::objects::runtime::slots::SlotsView::sleep_current`]) — most of a Sonic 1 act's loaded objects are
/// rings.
fn animate(c: &mut Common, s: &Ring, cx: &mut ObjCtx) {
    c.display();
    if cx.out_of_range(s.group_x) {
        c.delete();
    } else {
        cx.slots.sleep_current(true);
    }
}

/// `Ring_Sparkle`: the sparkle plays, then the routine moves on to deletion.
fn sparkle(c: &mut Common) {
    animate_sprite(c, &ANI_RING);
    c.display();
}

/// The placements of a Sonic 1 ring group's rings already collected, given the group's respawn entry `bits`
/// (bit k set: its k-th ring, placement `entry.placement + k`, was collected) — what the editor shows gone;
/// `None` when `entry` is not a ring group.
pub fn collected(
    entry: &crate::objects::runtime::manager::LayoutEntry,
    bits: u8,
) -> Option<impl Iterator<Item = usize> + use<>> {
    let ring = entry.id == id::SONIC1 && entry.params[0] == u16::from(crate::objects::s1::s1_id::RING);
    let (first, count) = (entry.placement, formats::import::s1::ring_count(entry.subtype));
    ring.then(move || (0..count).filter(move |k| bits & (1 << k) != 0).map(move |k| first + k))
}
