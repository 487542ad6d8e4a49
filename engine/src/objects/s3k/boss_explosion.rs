//! S3K's boss explosions (skdisasm s3.asm `Obj_CreateBossExplosion`, `Obj_BossExplosionSpecial`,
//! `Obj_BossExplosion`): what a beaten boss makes (`Child6_CreateBossExplosion`).
//!
//! The controller (`Obj_BossExpControl`) reads its subtype's parameters (`CreateBossExpParameterIndex`: how
//! many, the x and y range, and whether it follows its parent, `Obj_WaitForParent`) and every 3 frames
//! (`Obj_NormalExpControl`, `$2E` 2) makes one explosion at its place offset by `Random_Number`: x by
//! (low word & (2 × range − 1)) − range, y the same with the high word (`loc_52864`); when the count runs out it
//! goes. Following its parent it goes too once the parent's `$38` bit 5 is set or its slot is empty. The
//! cutscene's (`Obj_BossExplosionSpecial`, subtype 2) stands at the screen's centre. An explosion
//! (`Obj_BossExplosion`, `ObjDat_BossExplosion`) plays `AniRaw_BossExplosion` and goes; none touches.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, ObjKind, State, set_pixel};
use crate::objects::s3k::id;

/// `CreateBossExpParameterIndex`: (count, x range, y range, follows the parent) by subtype / 2.
pub const PARAMETERS: [(u8, u8, u8, bool); 7] = [
    (0x20, 0x20, 0x20, false),
    (0x28, 0x80, 0x80, false),
    (0x80, 0x20, 0x20, true),
    (4, 8, 8, false),
    (8, 0x20, 0x20, false),
    (0x20, 0x20, 0x20, false),
    (0x40, 0x80, 0x20, false),
];
/// `AniRaw_BossExplosion` as (frame, delay) pairs (the first never shown).
const ANIMATION: [(u8, u8); 7] = [(0, 0), (0, 1), (1, 1), (2, 2), (3, 3), (4, 4), (5, 4)];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BossExplosion {
    /// `Obj_BossExplosion` (one explosion), not the controller.
    pub explosion: bool,
    /// `Obj_BossExplosionSpecial`: at the screen's centre.
    pub special: bool,
    /// `parent3`.
    pub parent: u8,
    /// `$39`, `$3A`, `$3B`: explosions left, the ranges.
    pub count: i8,
    pub range_x: u8,
    pub range_y: u8,
    /// `routine` 4: `Obj_WaitForParent`.
    pub follows: bool,
    /// `$2E(a0)`.
    pub wait: i16,
    /// `anim_frame`, `anim_frame_timer`.
    pub anim_frame: u8,
    pub timer: i8,
    /// `Go_Delete_Sprite` ran: deleted at its next run.
    pub going: bool,
}

/// `Child6_CreateBossExplosion` with `subtype` (`CreateChild1_Normal`: the free slot after the running
/// object, at `c`'s place). Returns the slot.
pub fn create(c: &Common, cx: &mut ObjCtx, subtype: u8) -> Option<usize> {
    let common = Common::new(id::SONIC3K, subtype, c.pixel_x(), c.pixel_y(), false, false);
    let state = BossExplosion { parent: cx.current() as u8, ..Default::default() };
    cx.spawn_after(Obj { common, state: state.into() })
}

/// `ChildObjDat_4701A`: `Obj_BossExplosionSpecial` (the cutscene craft's, as it leaves).
pub fn create_special(c: &Common, cx: &mut ObjCtx) {
    let common = Common::new(id::SONIC3K, 0, c.pixel_x(), c.pixel_y(), false, false);
    let state = BossExplosion { parent: cx.current() as u8, special: true, ..Default::default() };
    cx.spawn_after(Obj { common, state: state.into() });
}

pub fn run(c: &mut Common, s: &mut BossExplosion, cx: &mut ObjCtx) {
    if s.going {
        c.delete();
        return;
    }
    c.collision_flags = 0;
    if s.explosion {
        // `Obj_BossExplosion`, then `Obj_BossExplosionAnim` the same frame.
        if c.routine == 0 {
            c.routine = 2;
            c.width_pixels = 0xC;
        }
        s.timer = s.timer.wrapping_sub(1);
        if s.timer < 0 {
            s.anim_frame = s.anim_frame.wrapping_add(2);
            match ANIMATION.get(usize::from(s.anim_frame / 2)) {
                Some(&(frame, delay)) => {
                    c.mapping_frame = frame;
                    s.timer = delay as i8;
                }
                None => {
                    s.timer = 0;
                    s.anim_frame = 0;
                    s.going = true;
                }
            }
        }
        c.display();
        return;
    }
    if c.routine == 0 {
        // `Obj_BossExpControl` (`Obj_BossExplosionSpecial`: subtype 2, at the screen's centre).
        if s.special {
            c.subtype = 2;
        }
        let (count, rx, ry, follows) = PARAMETERS[usize::from(c.subtype / 2).min(PARAMETERS.len() - 1)];
        c.routine = 2;
        c.width_pixels = 0xC;
        s.wait = 2;
        (s.count, s.range_x, s.range_y, s.follows) = (count as i8, rx, ry, follows);
        if s.special {
            let camera = cx.world.env.camera;
            set_pixel(&mut c.x, (camera.x + 320 / 2) as u16);
            set_pixel(&mut c.y, (camera.y + 224 / 2) as u16);
        }
        return;
    }
    if s.follows {
        // `Obj_WaitForParent`.
        let parent = cx.slots.get(usize::from(s.parent)).map(|o| (parent_done(o), o.common.x, o.common.y));
        match parent {
            Some((false, x, y)) => {
                set_pixel(&mut c.x, (x >> 8) as u16);
                set_pixel(&mut c.y, (y >> 8) as u16);
            }
            _ => {
                s.going = true;
                return;
            }
        }
    }
    s.wait -= 1;
    if s.wait >= 0 {
        return;
    }
    // `Obj_NormalExpControl`.
    s.count = s.count.wrapping_sub(1);
    if s.count < 0 {
        s.going = true;
        return;
    }
    s.wait = 2;
    let common = Common::new(id::SONIC3K, 0, c.pixel_x(), c.pixel_y(), false, false);
    let state = BossExplosion { explosion: true, parent: cx.current() as u8, ..Default::default() };
    let Some(slot) = cx.spawn_after(Obj { common, state: state.into() }) else { return };
    // `loc_52864`.
    let d0 = cx.world.game.random();
    let offset = |word: u16, range: u8| {
        let r = u16::from(range);
        i32::from((word & (2 * r).wrapping_sub(1)).wrapping_sub(r) as i16)
    };
    let (dx, dy) = (offset(d0 as u16, s.range_x), offset((d0 >> 16) as u16, s.range_y));
    if let Some(o) = cx.slots.get_mut(slot) {
        set_pixel(&mut o.common.x, (c.pixel_x() + dx) as u16);
        set_pixel(&mut o.common.y, (c.pixel_y() + dy) as u16);
    }
}

/// `btst #5,$38(a1)` of a parent that has one: the end boss's Robotnik ship as it goes
/// ([`super::aiz_end_boss`]).
fn parent_done(o: &Obj) -> bool {
    match &o.state {
        State::Sonic3k(super::kinds::Sonic3k::AizEndBossPart(p)) => p.done,
        _ => o.common.deleted,
    }
}

impl ObjKind for BossExplosion {
    const MAY_MOVE_PLAYERS: bool = false;

    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        if self.explosion { "boss explosion" } else { "boss explosions" }
    }
}
