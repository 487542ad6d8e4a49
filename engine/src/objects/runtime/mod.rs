//! The objects' runtime: what runs the games' objects, whichever game they come from (s2disasm `RunObjects`,
//! `ObjectsManager`, `RingsManager`, `TouchResponse`, `BuildSprites`' on-screen flag; SPG "Main Game Loop",
//! "Solid Objects", "Hitboxes").
//!
//! - [`Objects`]: the layout, the slots, the respawn table, the rings, the shared [`game::GameState`] —
//!   stepped by `World` in the games' order; [`run_slots`]: `RunObjects`.
//! - [`object`]: one slot's fields and the dispatch on the kind; [`slots`]: the slot table; [`context`]: what
//!   a running object sees; [`manager`]: loading with the camera; [`layout`]: the level's placements as
//!   entries; [`touch`]: `TouchResponse`; [`solid`]: the solid-object routines; [`rings`]: the placed rings;
//!   [`animate`]: `AnimateSprite`; [`oscillation`]: the level-wide oscillators; [`level_events`]: the dynamic
//!   level events; [`game`]: the level-wide state objects share; [`ground`]: the floor below an object
//!   (`ObjCheckFloorDist`, and the editor's "Align to ground").

pub mod animate;
pub mod context;
pub mod game;
pub mod ground;
pub mod layout;
pub mod level_events;
pub mod manager;
pub mod object;
pub mod oscillation;
pub mod rings;
pub mod scheduler;
pub mod slots;
pub mod solid;
pub mod touch;

use crate::camera::{Camera, SCREEN_HEIGHT, SCREEN_WIDTH};
use crate::player::Player;
use crate::profile::Profile;
use crate::terrain::Terrain;
use context::{Env, ObjCtx};
use formats::level::LevelEvents;
use game::GameState;
use layout::Layout;
use manager::{Manager, RespawnTable};
use rings::Rings;
use slots::Slots;

/// Everything about objects that changes while the level runs (part of a save state).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Objects {
    pub manager: Manager,
    pub respawn: RespawnTable,
    pub slots: Slots,
    pub rings: Rings,
    pub game: GameState,
    /// The window on Casino Night's layout bumpers (`SpecialCNZBumpers`).
    pub bumpers: crate::objects::s2::cnz_bumpers::Window,
}

impl Objects {
    /// The level's objects at the start: nothing loaded yet (`ObjectsManager_Init` and `RingsManager_Init`
    /// place their windows at the camera; the first objects load at the end of the first frame... and before
    /// it, as the games load them while the title card shows).
    /// `slot_count`: the slots the game's objects can take ([`Slots::with_count`]); `rows`: Sonic 3 &
    /// Knuckles' loading by rows ([`manager::Rows`]).
    pub fn new(layout: &Layout, camera: &Camera, slot_count: usize, rows: Option<manager::Rows>) -> Self {
        let mut objects = Objects {
            manager: Manager { rows, ..Manager::default() },
            respawn: RespawnTable { entries: vec![0; layout.entries.len()] },
            slots: Slots::with_count(slot_count),
            rings: Rings::new(layout.rings.clone(), (camera.x, camera.y)),
            game: GameState::new(),
            bumpers: Default::default(),
        };
        // `SpecialCNZBumpers_Init`, at the level's load.
        objects.bumpers.update(&layout.bumpers, camera.x as u16);
        objects.manager.init(&layout.entries, camera.x as u16, camera.y as u16);
        objects.load(layout, camera);
        objects
    }

    /// Bytes this state keeps on the heap (a rewind keyframe's cost beyond its struct).
    pub fn heap_bytes(&self) -> usize {
        self.slots.heap_bytes()
            + self.respawn.entries.capacity()
            + self.rings.positions.capacity() * size_of::<(u16, u16)>()
            + self.rings.placements.capacity() * size_of::<usize>()
            + self.rings.states.capacity() * size_of::<rings::RingState>()
            + self.rings.consuming.capacity() * size_of::<u32>()
    }

    /// `RunObjects` for the dynamic slots: each object in slot order, after the player (and player 2, with
    /// whether he is on screen and whether he is flying in: [`Env::sidekick_flying`]).
    #[allow(clippy::too_many_arguments)] // what `Env` is built from, borrowed from the world's fields
    #[inline(always)]
    pub fn run(
        &mut self,
        terrain: &Terrain,
        profile: &Profile,
        bounds: &mut formats::Bounds,
        camera: &Camera,
        player: &mut Player,
        sidekick: Option<(&mut Player, bool, bool)>,
        water_level: i32,
    ) {
        let sidekick_on_screen = sidekick.as_ref().is_some_and(|s| s.1);
        let sidekick_flying = sidekick.as_ref().is_some_and(|s| s.2);
        let mut sidekick = sidekick;
        if matches!(self.game.level, LevelEvents::Ooz1 | LevelEvents::Ooz2) {
            // Oil Ocean's oil runs in its reserved slot, after the players and before the dynamic objects.
            let oil = self.game.oil.get_or_insert_with(Default::default);
            crate::objects::s2::oil::run(oil, player, sidekick.as_mut().map(|s| &mut *s.0));
        }
        if crate::objects::s1::spike_ball::is_labyrinth(self.game.level) {
            // Sonic 1's drowning countdown (`v_sonicbubbles`, loaded by `Sonic_Water` in Labyrinth) runs in its
            // reserved slot, after the player and before the level's objects.
            crate::objects::s1::drown::countdown(&mut self.game, player, &mut self.slots);
        }
        let mut world = RunWorld {
            env: Env {
                terrain,
                profile,
                bounds,
                camera,
                respawn: &mut self.respawn,
                sidekick_on_screen,
                sidekick_flying,
                water_level,
            },
            player,
            sidekick: sidekick.map(|s| s.0),
            game: &mut self.game,
        };
        run_slots(&mut self.slots, &mut world);
    }

    /// What runs after the camera moved: `RingsManager`, the on-screen flags (`BuildSprites`), then
    /// `ObjectsManager` loads what came into range.
    /// `every_kind`: the profile's `TouchResponse` reads every touchable object's on-screen flag, so every
    /// kind's is kept (Sonic 1), not only those of the kinds that read it ([`object::State::reads_on_screen`]).
    #[inline(always)]
    pub fn after_camera(&mut self, layout: &Layout, camera: &Camera, player: &Player, every_kind: bool) {
        self.rings.update(camera.x, camera.y);
        self.bumpers.update(&layout.bumpers, camera.x as u16);
        // `OscillateNumDo` (it stops while the player is dead).
        self.game.oscillation.update_unless_dead(player);
        self.game.synchro.update();
        // `ChangeRingFrame`'s last line.
        self.game.vine_angle = self.game.vine_angle.wrapping_add(0x180);
        // (`refresh` also notes which objects `TouchResponse` can touch next frame: nothing changes them before.)
        self.slots.refresh((camera.x, camera.y), every_kind);
        self.load(layout, camera);
    }

    /// `BuildSprites`' on-screen flags alone (the level start's title card frames: nothing loads, the rings'
    /// window and the oscillators stay).
    pub fn build_sprites(&mut self, camera: &Camera, every_kind: bool) {
        self.slots.refresh((camera.x, camera.y), every_kind);
    }

    #[inline(always)]
    fn load(&mut self, layout: &Layout, camera: &Camera) {
        let coarse =
            self.manager.update(&layout.entries, &mut self.respawn, &mut self.slots, camera.x as u16, camera.y as u16);
        if coarse != self.game.camera_x_coarse {
            // `MarkObjGone` of a sleeping object may decide otherwise now.
            self.slots.camera_moved(coarse);
        }
        self.game.camera_x_coarse = coarse;
    }
}

/// What every object of a `RunObjects` pass shares ([`ObjCtx::world`]): built once per pass, so that each
/// object's context is two references (measured: 1.7% fewer instructions a frame than one holding each).
pub struct RunWorld<'a> {
    /// What objects read or change now and then (terrain, profile, bounds, camera, respawn table).
    pub env: Env<'a>,
    pub player: &'a mut Player,
    /// Player 2 (`Sidekick`), whom the solid, platform, spring, monitor and spike routines treat after
    /// player 1 with his own standing bits (s2disasm: `d6` = `p2_standing_bit`); `None` with Sonic alone.
    pub sidekick: Option<&'a mut Player>,
    pub game: &'a mut GameState,
}

/// `RunObjects`: runs every occupied slot in order, in place; an object spawned after the running one runs
/// this frame too; a deleted object's slot is freed.
#[inline]
pub fn run_slots(slots: &mut Slots, w: &mut RunWorld) {
    // `next_awake`, not `next_occupied`: a slot whose object is out (tests) has nothing to run, nor has an
    // object whose run would change nothing (see `Slots::next_awake`).
    slots.forget_touch_hint();
    let pixel = |p: &Player| (p.pixel_x() as u16, p.pixel_y() as u16);
    // Where the napping objects last looked for the players (player 2 stands in for himself when absent, and
    // is then not looked for).
    let mut home = [pixel(w.player), w.sidekick.as_deref().map_or(pixel(w.player), pixel)];
    let players = 1 + usize::from(w.sidekick.is_some());
    slots.begin_pass(&home[..players]);
    // Whether any object naps now: only an object napping now can be after the running one later in the pass
    // (an object naps in its own turn), so without any the "moved far" look below is never needed.
    let watch = slots.any_napping();
    let mut next = slots.next_awake(0);
    while let Some(i) = next {
        // An object may cut the loop short (`GameState::last_slot`).
        if w.game.last_slot.is_some_and(|last| i > usize::from(last)) {
            break;
        }
        let mut moves_players = false;
        if let Some((obj, view)) = slots.split_live(i) {
            moves_players = obj.state.may_move_players();
            if !obj.common.deleted {
                let mut cx = ObjCtx { world: &mut *w, slots: view };
                obj.run(&mut cx);
            }
            // Deleted by itself or, earlier, by another object (`DeleteObject2`): the slot is free.
            if obj.common.deleted {
                slots.free(i);
            }
            // The objects it deleted (`DeleteChild`): their slots are free now.
            slots.free_deleted();
        }
        // An object that moved a player far (a conveyor, a cannon): the napping objects after it look again.
        // Only a kind that may move him does, and only while some object naps (debug builds look after every
        // object, to check the list).
        let strayed = |p: &Player, (hx, hy): (u16, u16)| {
            let far = |v: u16, h: u16| v.wrapping_sub(h).wrapping_add(scheduler::NAP_SLACK) > 2 * scheduler::NAP_SLACK;
            far(p.pixel_x() as u16, hx) | far(p.pixel_y() as u16, hy)
        };
        if ((moves_players && watch) || cfg!(debug_assertions))
            && (strayed(w.player, home[0]) || w.sidekick.as_deref().is_some_and(|p| strayed(p, home[1])))
        {
            debug_assert!(moves_players, "slot {i}: a kind said never to move a player moved one far");
            home = [pixel(w.player), w.sidekick.as_deref().map_or(pixel(w.player), pixel)];
            slots.players_moved(i, &home[..players]);
        }
        next = slots.next_awake(i + 1);
    }
    w.game.last_slot = None;
}

/// `BuildSprites`' on-screen flag for an object, with the camera at `(x, y)`: only drawn objects update it (a
/// branch: most are drawn every frame; the others skip the test), and only of a kind that reads it (unless
/// `every_kind`; [`object::State::reads_on_screen`]).
#[inline(always)]
pub(crate) fn build_sprites_flag(obj: &mut object::Obj, camera: (i32, i32), every_kind: bool) {
    if obj.common.displayed && (every_kind || obj.state.reads_on_screen()) {
        obj.common.on_screen = on_screen(&obj.common, camera);
    }
}

/// [`on_screen`] with the camera at `camera` (a refresh's).
#[inline]
pub(crate) fn on_screen_at_camera(c: &object::Common, camera: (i32, i32)) -> bool {
    on_screen(c, camera)
}

/// Whether `BuildSprites` would find the object on screen with the camera at `camera` (what the editor shows:
/// the flag itself is only kept up to date for the kinds that read it).
pub fn on_screen_at(c: &object::Common, camera: &Camera) -> bool {
    on_screen(c, (camera.x, camera.y))
}

/// `BuildSprites`' visibility test: within `width_pixels` of the screen horizontally; vertically within
/// `y_radius` with an explicit height, else 32 px above to 32 px below the screen. (Each range test is one
/// unsigned compare: `lo <= v < hi` as `(v - lo) as u32 < hi - lo`.)
#[inline]
fn on_screen(c: &object::Common, (camera_x, camera_y): (i32, i32)) -> bool {
    let w = i32::from(c.width_pixels);
    let dx = i32::from((c.pixel_x() - camera_x) as i16);
    let across = ((dx + w) as u32) < (SCREEN_WIDTH + 2 * w) as u32;
    let dy = c.pixel_y() - camera_y;
    let along = if c.explicit_height {
        let h = i32::from(c.y_radius);
        ((i32::from(dy as i16) + h) as u32) < (SCREEN_HEIGHT + 2 * h) as u32
    } else {
        let d = i32::from((dy + 128) as u16 & 0x7FF);
        ((d - (128 - 32)) as u32) < (SCREEN_HEIGHT + 64) as u32
    };
    across & along
}
