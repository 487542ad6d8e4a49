//! What an object sees while it runs: the player (and the sidekick, player 2, when there is one), the terrain,
//! the camera, the ring count and the other slots (to spawn objects into), and the level-wide state objects
//! share.

use crate::camera::Camera;
use crate::objects::runtime::manager::RespawnTable;
use crate::objects::runtime::object::{Common, FIRST_DYNAMIC_SLOT, Obj};
use crate::objects::runtime::scheduler::WakeBox;
use crate::objects::runtime::slots::SlotsView;
use crate::objects::runtime::solid::{self, Contact, P1, P2, SolidBox};
use crate::player::Player;
use crate::profile::Profile;
use crate::terrain::Terrain;
use formats::Bounds;

/// `$80 + 320 rounded up to $80 + $80`: an object whose x (rounded down to $80) is further than this from the
/// coarse camera x is unloaded (`MarkObjGone`).
pub const UNLOAD_DISTANCE: u16 = 0x80 + 0x180 + 0x80;

/// `MarkObjGone`'s test: whether an object at pixel `x` is out of range of the coarse camera x `coarse`.
#[inline]
pub fn out_of_range(x: u16, coarse: u16) -> bool {
    (x & 0xFF80).wrapping_sub(coarse) > UNLOAD_DISTANCE
}

/// One object's view of the world for one frame: the world every object of the pass shares (the players,
/// the game state, [`Env`]) behind one reference, and the other slots. Built once per object per frame, so
/// it is kept to those two.
pub struct ObjCtx<'a, 'e> {
    pub world: &'a mut crate::objects::RunWorld<'e>,
    /// The other slots (the running object's own is not in the view).
    pub slots: SlotsView<'a>,
}

/// What objects read or change now and then: the terrain, the physics profile, the level bounds the camera
/// keeps to, the camera and the respawn table.
pub struct Env<'e> {
    pub terrain: &'e Terrain,
    pub profile: &'e Profile,
    pub bounds: &'e mut Bounds,
    pub camera: &'e Camera,
    pub respawn: &'e mut RespawnTable,
    /// The sidekick's `render_flags.on_screen` (from the last `BuildSprites`): `SolidObject` skips him off
    /// screen.
    pub sidekick_on_screen: bool,
    /// The CPU sidekick is flying in (`Tails_CPU_routine` 4, `TailsCPU_Flying`): some objects leave him alone.
    pub sidekick_flying: bool,
    /// The water's surface (`Water_Level_1`; `i32::MAX` without water).
    pub water_level: i32,
}

impl ObjCtx<'_, '_> {
    /// The running object's slot index (0 = the first dynamic slot, game slot `FIRST_DYNAMIC_SLOT`).
    #[inline]
    pub fn current(&self) -> usize {
        self.slots.current()
    }

    /// The running object's game slot number (what the player's `interact` holds).
    pub fn slot_number(&self) -> u8 {
        FIRST_DYNAMIC_SLOT + self.current() as u8
    }

    /// `Camera_X_pos_coarse`: the camera's x minus $80, rounded down to $80 (set by `ObjectsManager`).
    pub fn camera_coarse(&self) -> u16 {
        self.world.game.camera_x_coarse
    }

    /// Whether an object at pixel `x` is out of range (`MarkObjGone`'s test).
    pub fn out_of_range(&self, x: i32) -> bool {
        out_of_range(x as u16, self.camera_coarse())
    }

    /// Naps the running object unless a player is near (see [`crate::objects::runtime::slots::SlotsView::nap`]): its
    /// runs would change nothing but its idle animation while no player comes within `reach_x`, `reach_y` (plus
    /// [`crate::objects::runtime::scheduler::NAP_MARGIN`]) of its centre. A deleted object does not nap, nor one a
    /// player stands on or pushes.
    #[inline]
    pub fn nap(&mut self, c: &Common, reach_x: u16, reach_y: u16) {
        self.nap_at(c, c.pixel_x(), reach_x, reach_y);
    }

    /// [`ObjCtx::nap`] with the wake box centred on `x` (and the object's y): for an object that unloads by
    /// another x than its own (a coarse camera move wakes a napping object by its box's centre), the box
    /// reaching from there past the object's own reach.
    #[inline]
    pub fn nap_at(&mut self, c: &Common, x: i32, reach_x: u16, reach_y: u16) {
        if c.deleted || c.status & (P1.standing | P2.standing | P1.pushing | P2.pushing) != 0 {
            return;
        }
        let wake = WakeBox::around(x, c.pixel_y(), reach_x, reach_y);
        let near = |p: &Player| wake.holds(p.pixel_x() as u16, p.pixel_y() as u16);
        if !near(self.world.player) && !self.world.sidekick.as_deref().is_some_and(near) {
            self.slots.nap(wake, c.collision_flags != 0);
        }
    }

    /// `MarkObjGone`: deletes the object when it is out of range (forgetting it was loaded, so it loads
    /// again when the camera comes back), else displays it.
    pub fn mark_gone(&mut self, c: &mut Common) {
        self.mark_gone_at(c, c.pixel_x());
    }

    /// `MarkObjGone2`: the same with another x (objects that move away from where they were placed).
    pub fn mark_gone_at(&mut self, c: &mut Common, x: i32) {
        if self.out_of_range(x) {
            if let Some(i) = c.respawn {
                self.world.env.respawn.forget(i);
            }
            c.delete();
        } else {
            c.display();
        }
    }

    /// The sidekick when `SolidObject` treats him: present and on screen.
    #[inline]
    pub fn sidekick_on_screen(&mut self) -> Option<&mut Player> {
        if self.world.env.sidekick_on_screen { self.world.sidekick.as_deref_mut() } else { None }
    }

    /// Whether a player stands on the object (`andi.b #standing_mask,d0`: either standing bit).
    pub fn any_standing(&mut self, c: &mut Common) -> bool {
        let p1 = solid::standing_as(c, self.world.player, P1);
        match self.world.sidekick.as_deref() {
            None => p1,
            Some(p2) => p1 | solid::standing_as(c, p2, P2),
        }
    }

    /// `SolidObject` for both players (player 1, then the sidekick when on screen); player 1's contact.
    pub fn solid_object(&mut self, c: &mut Common, b: SolidBox) -> Contact {
        let rules = self.world.env.profile.solid_rules;
        let contact = solid::solid_object_as(c, self.world.player, b, P1.with(rules));
        if let Some(p2) = self.sidekick_on_screen() {
            solid::solid_object_as(c, p2, b, P2.with(rules));
        }
        contact
    }

    /// `SolidObject_Always` for both players; player 1's contact.
    pub fn solid_object_always(&mut self, c: &mut Common, b: SolidBox) -> Contact {
        let rules = self.world.env.profile.solid_rules;
        let contact = solid::solid_object_always_as(c, self.world.player, b, P1.with(rules));
        if let Some(p2) = self.world.sidekick.as_deref_mut() {
            solid::solid_object_always_as(c, p2, b, P2.with(rules));
        }
        contact
    }

    /// `SlopedSolid` for both players; player 1's contact.
    pub fn sloped_solid(&mut self, c: &mut Common, b: SolidBox, slope: &[u8]) -> Contact {
        let rules = self.world.env.profile.solid_rules;
        let contact = solid::sloped_solid_as(c, self.world.player, b, slope, P1.with(rules));
        if let Some(p2) = self.world.sidekick.as_deref_mut() {
            solid::sloped_solid_as(c, p2, b, slope, P2.with(rules));
        }
        contact
    }

    /// `PlatformObject` for both players; player 1's contact.
    pub fn platform_object(&mut self, c: &mut Common, d1: i16, d3: i16, old_x: i16) -> Contact {
        let contact = solid::platform_object_as(c, self.world.player, d1, d3, old_x, P1);
        if let Some(p2) = self.world.sidekick.as_deref_mut() {
            solid::platform_object_as(c, p2, d1, d3, old_x, P2);
        }
        contact
    }

    /// `SlopedPlatform` for both players; player 1's contact.
    pub fn sloped_platform(&mut self, c: &mut Common, d1: i16, old_x: i16, slope: &[u8]) -> Contact {
        let contact = solid::sloped_platform_as(c, self.world.player, d1, old_x, slope, P1);
        if let Some(p2) = self.world.sidekick.as_deref_mut() {
            solid::sloped_platform_as(c, p2, d1, old_x, slope, P2);
        }
        contact
    }

    /// A falling platform lets go (`Obj18_Fall`, `Obj1A`): every player standing on it drops with its Y Speed,
    /// in the air and back to his normal routine.
    pub fn drop_standing(&mut self, c: &mut Common, y_speed: i16) {
        fn drop(c: &mut Common, p: &mut Player, who: solid::Who, y_speed: i16) {
            if solid::standing_as(c, p, who) {
                c.status &= !who.standing;
                p.air = true;
                p.on_object = false;
                p.routine = crate::player::Routine::Normal;
                p.y_speed = y_speed;
            }
        }
        drop(c, self.world.player, P1, y_speed);
        if let Some(p2) = self.world.sidekick.as_deref_mut() {
            drop(c, p2, P2, y_speed);
        }
    }

    /// `DropOnFloor`: each player standing on the object whose feet are at or in the terrain (`ChkFloorEdge2`
    /// ≤ 0) is let go: in the air, off the object (his speeds kept).
    pub fn drop_on_floor(&mut self, c: &mut Common) {
        let ctx = crate::player::Ctx {
            terrain: self.world.env.terrain,
            profile: self.world.env.profile,
            bounds: &*self.world.env.bounds,
            boss_fight: false,
            fall_exit: false,
            can_transform: false,
            hyper: false,
            water_level: self.world.env.water_level,
            stood_on: None,
            level_frame: 0,
            background: None,
        };
        let drop = |c: &mut Common, p: &mut Player, who: solid::Who| {
            if c.status & who.standing != 0 && p.floor_below_feet(&ctx) <= 0 {
                p.on_object = false;
                p.air = true;
                c.status &= !who.standing;
            }
        };
        drop(c, self.world.player, P1);
        if let Some(p2) = self.world.sidekick.as_deref_mut() {
            drop(c, p2, P2);
        }
    }

    /// `AllocateObject`: the first free dynamic slot, filled with `obj`; `None` when the table is full.
    pub fn spawn(&mut self, obj: Obj) -> Option<usize> {
        self.slots.allocate(obj, 0, Some(self.current()))
    }

    /// `AllocateObjectAfterCurrent`: the first free slot after the running one.
    pub fn spawn_after(&mut self, obj: Obj) -> Option<usize> {
        self.slots.allocate(obj, self.current() + 1, None)
    }
}
