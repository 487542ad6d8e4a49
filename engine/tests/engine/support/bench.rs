//! The object bench: the object slots and the player without a `World`, so a test steps only the objects
//! (the player's own routine does not run) and places the player by hand.

use engine::camera::Camera;
use engine::objects::RunWorld;
use engine::objects::runtime::context::{Env, ObjCtx};
use engine::objects::runtime::game::GameState;
use engine::objects::runtime::manager::RespawnTable;
use engine::objects::runtime::slots::Slots;
use engine::{Player, Profile, Terrain};
use formats::Level;

/// What an object's routine reads and changes, held by the test.
pub struct Bench {
    pub terrain: Terrain,
    pub profile: Profile,
    pub bounds: formats::Bounds,
    pub camera: Camera,
    pub game: GameState,
    pub respawn: RespawnTable,
    pub slots: Slots,
    pub player: Player,
}

impl Bench {
    /// `level`'s terrain, profile and bounds, `player` with the camera on him, empty slots and respawn table.
    pub fn new(level: &Level, player: Player) -> Self {
        Bench {
            terrain: Terrain::from_level(level),
            profile: Profile::get(level.profile),
            bounds: level.bounds,
            camera: Camera::new(&player, &level.bounds),
            game: GameState::new(),
            respawn: RespawnTable { entries: vec![] },
            slots: Slots::default(),
            player,
        }
    }

    /// Runs `f` with the bench as the objects' world (no sidekick, no water) and its slots.
    pub fn with_world<R>(&mut self, f: impl FnOnce(&mut RunWorld, &mut Slots) -> R) -> R {
        let env = Env {
            terrain: &self.terrain,
            profile: &self.profile,
            bounds: &mut self.bounds,
            camera: &self.camera,
            respawn: &mut self.respawn,
            sidekick_on_screen: false,
            sidekick_flying: false,
            water_level: i32::MAX,
        };
        let mut world = RunWorld { env, player: &mut self.player, sidekick: None, game: &mut self.game };
        f(&mut world, &mut self.slots)
    }

    /// Runs `f` with an object context over the bench, for one object held outside the slots (they are its
    /// view of the others).
    pub fn with_ctx<R>(&mut self, f: impl FnOnce(&mut ObjCtx) -> R) -> R {
        self.with_world(|world, slots| f(&mut ObjCtx { world, slots: slots.view(0) }))
    }
}

/// `Deref`/`DerefMut` to the shared bench for a test's own bench type that holds it as `bench` (next to its
/// own object), so the test reads `b.player`, `b.slots`… directly.
macro_rules! deref_bench {
    ($t:ty) => {
        impl std::ops::Deref for $t {
            type Target = $crate::support::bench::Bench;
            fn deref(&self) -> &Self::Target {
                &self.bench
            }
        }

        impl std::ops::DerefMut for $t {
            fn deref_mut(&mut self) -> &mut Self::Target {
                &mut self.bench
            }
        }
    };
}
pub(crate) use deref_bench;
