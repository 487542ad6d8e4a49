//! What an object sees while it runs: the player, the terrain, the camera, the ring count and the other
//! slots (to spawn objects into), and the level-wide state objects share.

use super::game::GameState;
use super::manager::RespawnTable;
use super::object::{Common, FIRST_DYNAMIC_SLOT, Obj};
use super::slots::SlotsView;
use crate::camera::Camera;
use crate::player::Player;
use crate::profile::Profile;
use crate::terrain::Terrain;
use formats::Bounds;

/// `$80 + 320 rounded up to $80 + $80`: an object whose x (rounded down to $80) is further than this from the
/// coarse camera x is unloaded (`MarkObjGone`).
pub const UNLOAD_DISTANCE: u16 = 0x80 + 0x180 + 0x80;

/// One object's view of the world for one frame. Built once per object per frame, so it is kept small: what
/// objects use on most frames directly, the rest behind [`ObjCtx::env`].
pub struct ObjCtx<'a, 'e> {
    pub player: &'a mut Player,
    pub game: &'a mut GameState,
    /// The other slots (the running object's own is not in the view).
    pub slots: SlotsView<'a>,
    pub env: &'a mut Env<'e>,
}

/// What objects read or change now and then: the terrain, the physics profile, the level bounds the camera
/// keeps to, the camera and the respawn table.
pub struct Env<'e> {
    pub terrain: &'e Terrain,
    pub profile: &'e Profile,
    pub bounds: &'e mut Bounds,
    pub camera: &'e Camera,
    pub respawn: &'e mut RespawnTable,
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
        self.game.camera_x_coarse
    }

    /// Whether an object at pixel `x` is out of range (`MarkObjGone`'s test).
    pub fn out_of_range(&self, x: i32) -> bool {
        ((x as u16) & 0xFF80).wrapping_sub(self.camera_coarse()) > UNLOAD_DISTANCE
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
                self.env.respawn.forget(i);
            }
            c.delete();
        } else {
            c.display();
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
