//! A level in play: terrain, profile, switchers, objects, the player and the camera, stepped one frame at a
//! time in Sonic 2's order (SPG "Main Game Loop"; s2disasm `Level_MainLoop`): the player's routine (ending
//! with `TouchResponse`: rings and object hitboxes), the layer switchers, the other objects in slot order
//! (`RunObjects`), the camera (`DeformBgLayer`), the rings' window (`RingsManager`), the on-screen flags
//! (`BuildSprites`) and last the objects that came into range (`ObjectsManager`).

use crate::camera::{Camera, Sonic1Mode};
use crate::character::Character;
use crate::objects::Objects;
use crate::objects::runtime::game::GameState;
use crate::objects::runtime::layout::{Layout, LayoutOptions};
use crate::objects::runtime::level_events;
use crate::objects::runtime::touch::{TouchRules, touch_response};
use crate::objects::s2::water_level::Water;
use crate::player::moves::{SUPER_EMERALDS, SUPER_RINGS};
use crate::player::sidekick::Sidekick;
use crate::player::{Ctx, Input, Player, Routine};
use crate::profile::{DeathRule, Profile};
use crate::report::{FrameReport, NoReport, SensorSink};
use crate::switchers::{ActiveSwitcher, Switchers};
use crate::terrain::Terrain;
use formats::inputs::Buttons;
use formats::{Bounds, Level};

/// Player 2 (SPG "Player 2"): a second character, driven by the CPU follower ([`Sidekick`], s2disasm
/// `TailsCPU_Control`) — whose pad a second human takes over for 10 seconds at each touch — or by the second
/// pad alone. It runs right after player 1 (Sonic 2's slot order: `Obj02` after `Obj01`), collides with the
/// terrain, collects rings and touches objects (`TouchResponse`); the objects' own routines treat him after
/// player 1 with his own standing bits (solid boxes, platforms, the log bridge, springs, monitors, spikes:
/// [`crate::objects::RunWorld::sidekick`]) and the layer switchers (`Obj03`, his own side of each). The camera
/// knows only player 1.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SecondPlayer {
    pub player: Player,
    /// The CPU follower; `None`: the second pad alone moves him.
    pub cpu: Option<Sidekick>,
    /// The second pad's buttons the frame before (its presses).
    pub previous_pad: Buttons,
    /// His own limits (`Tails_Min_X_pos`, `Tails_Max_X_pos`, `Tails_Max_Y_pos`): the level's at its start,
    /// moved by the level's events as they move the camera's, but not by the signpost's lock on the camera
    /// (`CheckLoadSignpostArt` moves only player 1's in a one-player game). `None`: the camera's.
    pub bounds: Option<Bounds>,
    /// His `render_flags.on_screen` as the last `BuildSprites` left it: where he and the camera were at the end
    /// of the last frame, which the objects' `SolidObject` reads this frame after he has moved (s2disasm
    /// `SolidObject`: `btst #render_flags.on_screen,render_flags(a1)` of the `Sidekick`).
    pub on_screen: bool,
}

impl SecondPlayer {
    /// A CPU Tails following the leader, standing where the games start him: $20 px behind him, 4 px lower
    /// (s2disasm `InitPlayers`; [`crate::profile::SIDEKICK_START_OFFSET`]), the leader's records filled as
    /// `Obj01_Init` fills them ([`Sidekick::new`]).
    pub fn cpu_tails(leader: &Player) -> Self {
        let (dx, dy) = crate::profile::SIDEKICK_START_OFFSET;
        let mut player = Player::standing(Character::Tails, leader.pixel_x() + dx, leader.pixel_y() + dy);
        player.sidekick = true;
        SecondPlayer {
            cpu: Some(Sidekick::new(leader)),
            player,
            previous_pad: Buttons::NONE,
            bounds: None,
            on_screen: true,
        }
    }

    /// A second character on the second pad only, standing at pixel (x, y) (hurt as the sidekick is: no rings
    /// lost, no death by a hit).
    pub fn human(character: Character, x: i32, y: i32) -> Self {
        let mut player = Player::standing(character, x, y);
        player.sidekick = true;
        SecondPlayer { player, cpu: None, previous_pad: Buttons::NONE, bounds: None, on_screen: true }
    }
}

/// Tails' `width_pixels` ($18; S3K's `height_pixels` too), for the on-screen test the CPU reads.
const SIDEKICK_WIDTH: i32 = 0x18;

/// Sonic 3 & Knuckles' loading by rows where the profile has it, wrapping where the level wraps vertically
/// (`Screen_Y_wrap_value`, the camera's wrap height less one).
fn object_rows(profile: &Profile, bounds: &Bounds) -> Option<crate::objects::runtime::manager::Rows> {
    profile.object_rows.then(|| crate::objects::runtime::manager::Rows {
        wrap: crate::camera::vertical_wrap(bounds, profile).map(|h| (h - 1) as u16),
    })
}

/// `render_flags.on_screen` as `BuildSprites` sets it for the sidekick: within his width of the 320 px view
/// across, and down as the profile's sprites are tested ([`crate::profile::RenderY`]).
fn on_screen(p: &Player, camera: &Camera, profile: &Profile) -> bool {
    let dx = i32::from((p.pixel_x() - camera.x) as i16);
    let across = ((dx + SIDEKICK_WIDTH) as u32) < (320 + 2 * SIDEKICK_WIDTH) as u32;
    across & profile.render_y.on_screen(p.pixel_y() - camera.y, SIDEKICK_WIDTH as u16)
}

/// The object id in a game slot (`id(a3)` for the slot a player's `interact` names): the players in slots 0
/// and 1 (`ObjID_Sonic`, `ObjID_Tails`), 0 for an empty slot or another reserved one. S3K's CPU compares the
/// high word of the object's code pointer instead (s3.asm `sub_14B8A`: `move.w (a3),(Tails_CPU_interact).w`):
/// an S3K kind reads as $100 + its [`crate::objects::runtime::object::ObjKind::CODE_BANK`] (`s3k/mgz` frame
/// $191F: Marble Garden's dash trigger, at $2xxxx, after its trigger platform, at $3xxxx).
fn interact_id(slots: &crate::objects::runtime::slots::Slots, slot: u8) -> u16 {
    use crate::objects::runtime::object::{FIRST_DYNAMIC_SLOT, State};
    match slot {
        0 => 1,
        1 => 2,
        s if s >= FIRST_DYNAMIC_SLOT => slots.get(usize::from(s - FIRST_DYNAMIC_SLOT)).map_or(0, |o| match &o.state {
            State::Sonic3k(k) => 0x100 | u16::from(k.code_bank()),
            _ => u16::from(o.common.id),
        }),
        _ => 0,
    }
}

/// What a player's balance reads of the object he stands on ([`crate::player::StoodOn`]); `None` off objects.
fn stood_on(slots: &crate::objects::runtime::slots::Slots, p: &Player) -> Option<crate::player::StoodOn> {
    use crate::objects::runtime::object::{FIRST_DYNAMIC_SLOT, NO_BALANCING};
    if !p.on_object || p.interact < FIRST_DYNAMIC_SLOT {
        return None;
    }
    let c = &slots.get(usize::from(p.interact - FIRST_DYNAMIC_SLOT))?.common;
    Some(crate::player::StoodOn {
        x: c.pixel_x() as i16,
        width: c.width_pixels,
        no_balancing: c.status & NO_BALANCING != 0,
    })
}

/// A save state of a [`World`]: the player, the switchers' remembered sides, the objects, the camera, the
/// frame count.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Snapshot {
    pub player: Player,
    /// Player 2, when there is one.
    pub second: Option<Box<SecondPlayer>>,
    pub switchers: Vec<ActiveSwitcher>,
    pub objects: Objects,
    pub camera: Camera,
    pub bounds: Bounds,
    pub frame: u64,
}

/// Frames between the player falling out of sight and the level restarting (`restart_countdown`).
pub const RESTART_FRAMES: u16 = 60;

/// The simulation of one level.
#[derive(Clone, Debug)]
pub struct World {
    pub terrain: Terrain,
    pub profile: Profile,
    pub bounds: Bounds,
    pub player: Player,
    /// Player 2 (`None`: Sonic alone, and the frame costs one branch more).
    pub second: Option<Box<SecondPlayer>>,
    /// The layer switchers with their remembered sides ([`World::switchers`]).
    switchers: Switchers,
    /// The level's object layout (fixed) and the objects' running state.
    pub layout: Layout,
    pub layout_options: LayoutOptions,
    pub objects: Objects,
    /// The game camera (the objects load around it).
    pub camera: Camera,
    /// The bounds the level starts with (objects such as the signpost move `bounds`).
    pub level_bounds: Bounds,
    /// The game level's scripted events (camera limits, the boss arena; `RunDynamicLevelEvents`).
    pub events: formats::level::LevelEvents,
    /// Where the level starts the player (pixels): the level's start position, or where the world's first
    /// player stood.
    pub start: (i32, i32),
    /// Frames simulated since the start.
    pub frame: u64,
    /// Whether the objects' scheduler runs ([`World::set_object_scheduler`]): a setting, kept across
    /// restarts and restored save states.
    object_scheduler: bool,
    /// The level's water as the level load sets it (`Level::water_height`; [`crate::objects::s2::water_level`]); the
    /// running heights are `objects.game.water`.
    water_start: Water,
    /// Every held button reads as newly pressed, every frame: Sonic 1 REV01's demo playback
    /// (s1disasm `_inc/MoveSonicInDemo.asm`, `MDemo_On`: `moveq #0,d2` in place of the last frame's buttons),
    /// so a demo's jump still held when Sonic lands jumps again. Off for a player's pad.
    pub demo_presses: bool,
    /// What the level holds in the layout cell a level event rewrites ([`level_events::LZ3_SWITCH_CELL`]), to
    /// put back when a save state or a restart comes from before the rewrite.
    switch_cell: Option<u16>,
    /// The same for Casino Night 2's arena walls ([`level_events::CNZ2_WALL_CELLS`]).
    wall_cells: [Option<u16>; 2],
    /// The same for Angel Island 2's dam ([`crate::objects::s3k::aiz_water::DAM_CELLS`]): the act 2 level's, or
    /// the next act's once given.
    dam_cells: [Option<u16>; 4],
    /// Angel Island 1's hollow tree's trunk cells (`AIZ1SE_ChangeChunk1`–`4`,
    /// [`crate::objects::s3k::aiz_hollow_tree::TREE_CELLS`]): each row's (original, revealed) chunks.
    tree_cells: [[(Option<u16>, Option<u16>); 2]; 4],
    /// The act a level event swaps in without a load (Angel Island 1 into 2: [`World::set_next_act`]).
    next_act: Option<Box<NextAct>>,
    /// The background plane's terrain, for the level events that collide with it ([`World::set_background`]);
    /// shared by save states.
    background: Option<std::sync::Arc<Terrain>>,
}

/// The background plane as this frame's terrain checks read it: while the events have its collision on and
/// the world has its terrain ([`crate::background`]).
#[inline(always)]
fn background_collision<'a>(
    terrain: Option<&'a Terrain>,
    game: &crate::objects::runtime::game::GameState,
) -> Option<crate::background::BackgroundCollision<'a>> {
    match (terrain, game.events.background_collision) {
        (Some(terrain), Some(diff)) => Some(crate::background::BackgroundCollision { terrain, diff }),
        _ => None,
    }
}

/// The other act of a level that runs into its next act in place (skdisasm s3.asm `AIZ1BGE_Finish`:
/// `Load_Level`, `LoadSolids` into the running level): its terrain and object layout — swapped with the
/// running ones, so whichever act is not in play is here — and both acts' layer switchers.
#[derive(Clone, Debug)]
struct NextAct {
    terrain: Terrain,
    layout: Layout,
    /// Whether the running terrain and layout are the next act's.
    swapped: bool,
    first_switchers: Vec<formats::LayerSwitcher>,
    next_switchers: Vec<formats::LayerSwitcher>,
    /// What a restart in the next act reads of its level.
    start: ActStart,
}

/// What a level start reads of an act's level: where the players start, the camera's limits, the water and
/// the events — the world's own fields for its level, these for the act it runs into (a death there restarts
/// there: [`World::restart_level`]).
#[derive(Clone, Debug)]
struct ActStart {
    /// Where the world's character starts there ([`start_of`]).
    start: (i32, i32),
    bounds: Bounds,
    water: Water,
    events: formats::level::LevelEvents,
}

impl ActStart {
    fn of(level: &Level, character: Character) -> Self {
        let at = start_of(level, character);
        ActStart { start: (at.x, at.y), bounds: level.bounds, water: Water::for_level(level), events: level.events }
    }
}

/// Whether `level`'s events collide with its background plane (Hydrocity 2's moving wall): give the world the
/// plane's layout then ([`World::set_background`]).
pub fn needs_background(level: &Level) -> bool {
    level.events == formats::level::LevelEvents::Hcz2
}

/// Where `character` starts in `level`: where the level's intro starts him, in a profile that runs intros
/// ([`crate::objects::s3k::level_intro::start`]: Sonic in Angel Island 1's); Knuckles at his own start where
/// the level has one (`Level::knuckles_start`, S3K's `Start Location/Knuckles`); everyone else at the player
/// start.
pub fn start_of(level: &Level, character: Character) -> formats::level::Point {
    let intro = Profile::for_level(level).level_intros;
    if let Some((x, y)) = crate::objects::s3k::level_intro::start(level.events, character).filter(|_| intro) {
        return formats::level::Point { x, y };
    }
    match (character, level.knuckles_start) {
        (Character::Knuckles, Some(at)) => at,
        _ => level.player_start,
    }
}

impl World {
    /// The level as its game starts it, at the first frame of control: the character at the level's start
    /// position, with the CPU Tails the game gives Sonic where it does ([`World::game_sidekick`]: Sonic 2 and
    /// Sonic 3 & Knuckles but Sky Chase, Wing Fortress and the Death Egg) — see [`World::start`].
    pub fn new(level: &Level, character: Character) -> Self {
        Self::start(level, character, Self::game_sidekick(level, character))
    }

    /// Whether the level's game starts `character` with CPU Tails: Sonic, in a profile that has him
    /// ([`Profile::cpu_sidekick`]), except where Sonic 2's `InitPlayers` loads none (Sky Chase, Wing Fortress,
    /// the Death Egg).
    pub fn game_sidekick(level: &Level, character: Character) -> bool {
        use formats::level::LevelEvents;
        let none_here = matches!(level.events, LevelEvents::Scz | LevelEvents::Wfz | LevelEvents::Dez);
        Profile::for_level(level).cpu_sidekick && character == Character::Sonic && !none_here
    }

    /// The level started with the character at his start position ([`start_of`]), with a CPU Tails or alone
    /// (`sidekick`).
    /// With Tails, the frames the game runs before control ([`Profile::start_frames`]: the title card) are
    /// simulated — the objects and Tails move in them; alone, the player is settled on the floor below his
    /// start ([`Player::settle`]), the objects not yet run.
    pub fn start(level: &Level, character: Character, sidekick: bool) -> Self {
        let at = start_of(level, character);
        let player = Player::standing(character, at.x, at.y);
        Self::start_from(level, player, sidekick)
    }

    /// [`World::start`] from a given standing player (a demo's own start position).
    pub fn start_from(level: &Level, player: Player, sidekick: bool) -> Self {
        let mut world = Self::with_player(level, player);
        if sidekick {
            world.second = Some(Box::new(SecondPlayer::cpu_tails(&world.player)));
        }
        world.settle_start();
        world
    }

    /// Starts the world again from where its player stands (camera, objects, switchers, player 2 beside him;
    /// frame 0) as the level's start does: with a CPU sidekick and start frames in the profile, those frames
    /// run ([`World::restart`]); otherwise the player is settled on the floor below (`Player::settle`). For a
    /// world built with [`World::with_player`] from a standing player, this gives the start state
    /// [`World::start_from`] gives.
    pub fn settle_start(&mut self) {
        let player = if self.runs_start_frames() { self.player.clone() } else { self.settled(self.player.clone()) };
        self.start = (player.pixel_x(), player.pixel_y());
        self.restart(player);
    }

    /// Whether a start runs the game's frames before control: a profile that has them, and a CPU sidekick or a
    /// level intro starting where player 1 stands (Sonic alone starts Angel Island 1's intro too: its object's
    /// init runs in the load's pass, and he is not settled on a floor).
    fn runs_start_frames(&self) -> bool {
        let intro = self.profile.level_intros
            && crate::objects::s3k::level_intro::start(self.events, self.player.character)
                == Some((self.player.pixel_x(), self.player.pixel_y()));
        self.profile.start_frames.is_some() && (intro || self.second.as_ref().is_some_and(|s| s.cpu.is_some()))
    }

    /// A player standing at a start position, settled on the floor below it (`Player::settle`).
    fn settled(&self, player: Player) -> Player {
        self.settled_in(player, &self.level_bounds)
    }

    /// [`World::settled`] within `bounds` (the act's own limits).
    fn settled_in(&self, mut player: Player, bounds: &Bounds) -> Player {
        let ctx = Ctx {
            terrain: &self.terrain,
            profile: &self.profile,
            bounds,
            boss_fight: false,
            fall_exit: false,
            can_transform: false,
            hyper: false,
            water_level: self.water_level(),
            stood_on: None,
            level_frame: self.objects.game.frame_counter,
            background: background_collision(self.background.as_deref(), &self.objects.game),
        };
        player.settle(&ctx);
        player
    }

    /// A world with a given player state.
    pub fn with_player(level: &Level, player: Player) -> Self {
        Self::with_options(level, player, LayoutOptions::default())
    }

    /// A world with a given player state and object options (e.g. no badniks).
    pub fn with_options(level: &Level, player: Player, options: LayoutOptions) -> Self {
        let switchers =
            Switchers::new(level.switchers.iter().map(|s| ActiveSwitcher::new(s.clone(), &player)).collect());
        let layout = Layout::new(level, options);
        let camera = Camera::new(&player, &level.bounds);
        let start = (player.pixel_x(), player.pixel_y());
        let profile = Profile::for_level(level);
        let mut objects = Objects::new(&layout, &camera, profile.object_slots, object_rows(&profile, &level.bounds));
        objects.game.level = level.events;
        let water_start = Water::for_level(level);
        objects.game.water = water_start;
        let game = &mut objects.game;
        game.water.init(camera.x, player.pixel_y(), &mut game.switches);
        let mut world = World {
            terrain: Terrain::from_level(level).wrapping_rows(profile.layout_wrap_height),
            profile,
            bounds: level.bounds,
            player,
            second: None,
            switchers,
            layout,
            layout_options: options,
            objects,
            camera,
            level_bounds: level.bounds,
            events: level.events,
            start,
            frame: 0,
            object_scheduler: true,
            water_start,
            demo_presses: false,
            switch_cell: level.layout.get(level_events::LZ3_SWITCH_CELL.0, level_events::LZ3_SWITCH_CELL.1),
            wall_cells: level_events::CNZ2_WALL_CELLS.map(|(col, row)| level.layout.get(col, row)),
            dam_cells: crate::objects::s3k::aiz_water::DAM_CELLS.map(|(col, row)| level.layout.get(col, row)),
            tree_cells: crate::objects::s3k::aiz_hollow_tree::TREE_CELLS
                .map(|r| r.map(|(c, row, sc, sr)| (level.layout.get(c, row), level.layout.get(sc, sr)))),
            next_act: None,
            background: None,
        };
        // The level load's water routine may have written its layout byte.
        world.switched_layout(false);
        world
    }

    /// The water's surface this frame (`Water_Level_1`: the mean level plus the bobbing; `i32::MAX` without
    /// water).
    pub fn water_level(&self) -> i32 {
        self.objects.game.water.surface
    }

    /// After an edit of the level's objects (`self` built from the edited level and restored to the state
    /// before it): the objects load again around the camera from the new layout; the ring count and the other
    /// level-wide state are kept, and rings that did not move stay collected.
    pub fn objects_edited(&mut self, previous: &World) {
        let game = previous.objects.game.clone();
        self.objects = Objects::new(
            &self.layout,
            &self.camera,
            self.profile.object_slots,
            object_rows(&self.profile, &self.level_bounds),
        );
        self.objects.slots.set_scheduler(self.object_scheduler);
        self.objects.game.level = self.events;
        self.objects.game = game;
        let old = &previous.objects.rings;
        let mut taken: std::collections::HashMap<(u16, u16), crate::objects::runtime::rings::RingState> =
            old.positions.iter().zip(&old.states).map(|(p, s)| (*p, *s)).collect();
        let rings = &mut self.objects.rings;
        for (p, s) in rings.positions.iter().zip(rings.states.iter_mut()) {
            if let Some(state) = taken.remove(p) {
                *s = state;
            }
        }
    }

    /// The level the game loads next once this one has ended in place (S3K's `StartNewLevel`: Angel Island 2's
    /// end, after Knuckles' cutscene and the fall, gives Hydrocity 1; Hydrocity 2's geyser, Marble Garden 1), as
    /// (zone, act) — the games' numbers (`Current_zone_and_act`: zone 1 is Hydrocity, act 0 its act 1). From
    /// that frame on the world runs no more frames: a host loads that level and starts it there ([`start_of`],
    /// [`World::new`]).
    pub fn next_level(&self) -> Option<(u8, u8)> {
        self.objects.game.new_level.map(|w| ((w >> 8) as u8, w as u8))
    }

    /// Whether Sonic 1's level reload after a death is under way (`GM_Level` after `f_restart`): the game's
    /// screen is faded to black and then shows the title card while `Level_ClrRam` clears the player and the
    /// camera and `LevelSizeLoad` places them again; nothing the player sees moves.
    pub fn is_loading(&self) -> bool {
        self.objects.game.loading.is_some()
    }

    /// Puts a new player in the same level: switchers and objects re-spawn around it, the camera and the
    /// frame count restart, a player 2 starts again beside him (a CPU Tails as the game places him). With a
    /// CPU sidekick, the frames the game runs before control follow ([`Profile::start_frames`]). The terrain
    /// is kept (play-test restarts and replays need no re-flattening).
    pub fn restart(&mut self, player: Player) {
        self.place(player);
        self.run_start_frames();
    }

    /// [`World::restart`] without the frames before control.
    fn place(&mut self, player: Player) {
        // The level restarts in its own act (its resize routine and objects start again there).
        self.place_in(player, false);
    }

    /// [`World::place`] in the level's own act, or (`next`) in the act it ran into in place, with that act's
    /// limits, water and events.
    fn place_in(&mut self, player: Player, next: bool) {
        self.show_act(next);
        let (level_bounds, water_start, events) = match self.next_act.as_deref().filter(|_| next) {
            Some(n) => (n.start.bounds, n.start.water, n.start.events),
            None => (self.level_bounds, self.water_start, self.events),
        };
        self.switchers.respawn(&player);
        self.bounds = level_bounds;
        self.camera = Camera::new(&player, &self.bounds);
        let (emeralds, super_emeralds) = (self.objects.game.emeralds, self.objects.game.super_emeralds);
        let (vint_phase, vine_angle) = (self.objects.game.vint_phase, self.objects.game.vine_angle);
        self.objects = Objects::new(
            &self.layout,
            &self.camera,
            self.profile.object_slots,
            object_rows(&self.profile, &level_bounds),
        );
        self.objects.slots.set_scheduler(self.object_scheduler);
        self.objects.game.level = events;
        self.objects.game.in_next_act = next;
        self.objects.game.emeralds = emeralds;
        self.objects.game.super_emeralds = super_emeralds;
        self.objects.game.vint_phase = vint_phase;
        self.objects.game.vine_angle = vine_angle;
        self.objects.game.water = water_start;
        let game = &mut self.objects.game;
        game.water.init(self.camera.x, player.pixel_y(), &mut game.switches);
        if let Some(second) = &mut self.second {
            // Player 2 starts again beside player 1 (a CPU follower's records are refilled).
            **second = match second.cpu {
                Some(_) => SecondPlayer::cpu_tails(&player),
                None => SecondPlayer::human(second.player.character, player.pixel_x(), player.pixel_y()),
            };
            self.switchers.respawn_sidekick(&second.player);
            second.bounds = Some(level_bounds);
            second.on_screen = on_screen(&second.player, &self.camera, &self.profile);
        }
        self.player = player;
        self.frame = 0;
        if self.profile.level_intros {
            let sidekick = self.second.as_deref_mut().and_then(|s| Some((s.cpu.as_mut()?, &mut s.player)));
            crate::objects::s3k::level_intro::begin(events, &mut self.player, &mut self.objects.game, sidekick);
        }
        self.switched_layout(false);
        if self.profile.objects_run_at_load {
            self.load_objects_pass();
        }
    }

    /// The layer switchers with the side each last saw the player on.
    pub fn switchers(&self) -> &[ActiveSwitcher] {
        self.switchers.list()
    }

    /// Replaces the switchers (an edited level's, spawned around the player).
    pub fn set_switchers(&mut self, switchers: Vec<ActiveSwitcher>) {
        self.switchers = Switchers::new(switchers);
    }

    /// Everything that changes from frame to frame (the terrain, profile and layout do not, but for the cells
    /// level events rewrite, which follow the events' state): a save state.
    pub fn snapshot(&self) -> Snapshot {
        Snapshot {
            player: self.player.clone(),
            second: self.second.clone(),
            switchers: self.switchers.list().to_vec(),
            objects: self.objects.clone(),
            camera: self.camera,
            bounds: self.bounds,
            frame: self.frame,
        }
    }

    /// Returns to a saved state (of this level).
    pub fn restore(&mut self, snapshot: &Snapshot) {
        self.player.clone_from(&snapshot.player);
        self.second.clone_from(&snapshot.second);
        self.switchers.restore(&snapshot.switchers);
        self.objects.clone_from(&snapshot.objects);
        // The scheduler's switch is this world's setting, not the save state's.
        self.objects.slots.set_scheduler(self.object_scheduler);
        self.camera = snapshot.camera;
        self.bounds = snapshot.bounds;
        self.frame = snapshot.frame;
        // The act the saved state is in (its switchers are the saved ones).
        if self.in_next_act() != self.wants_next_act() {
            self.show_act(self.wants_next_act());
            self.switchers.restore(&snapshot.switchers);
        }
        self.switched_layout(false);
    }

    /// Turns the objects' scheduler on or off ([`crate::objects::runtime::scheduler`]): off, every object runs
    /// every frame exactly as `RunObjects` runs them and `TouchResponse` searches every slot — no naps, no
    /// sleeps, no touch hint — which helps when debugging an object. A setting, not state: save states compare
    /// and hash the same either way, restarts and restores keep it, and every result is identical either way.
    pub fn set_object_scheduler(&mut self, on: bool) {
        self.object_scheduler = on;
        self.objects.slots.set_scheduler(on);
    }

    /// Whether the objects' scheduler is on ([`World::set_object_scheduler`]; on by default).
    pub fn object_scheduler(&self) -> bool {
        self.object_scheduler
    }

    /// The Chaos Emeralds collected (`Emerald_count`, 0–7): a play-test setting; with 7 and 50 rings the
    /// characters may turn Super where the move set has Super forms. Kept by [`World::restart`].
    pub fn set_emeralds(&mut self, emeralds: u8) {
        self.objects.game.emeralds = emeralds.min(SUPER_EMERALDS);
    }

    /// The Super Emeralds (`Super_emerald_count`, 0–7): a play-test setting. With all 7 (and 50 rings) a
    /// transformation gives the Hyper form where the profile has one (S3K); with 1–6 the converted emeralds
    /// allow no transformation at all (`Emeralds_converted_flag`). Kept by [`World::restart`].
    pub fn set_super_emeralds(&mut self, super_emeralds: u8) {
        self.objects.game.super_emeralds = super_emeralds.min(SUPER_EMERALDS);
    }

    /// Frames the console ran without the game's main loop (lag frames: it overran its frame): nothing moves,
    /// only the vertical interrupt's counter (`Vint_runcount`) advances.
    pub fn lag_frames(&mut self, frames: u16) {
        let game = &mut self.objects.game;
        game.vint_phase = game.vint_phase.wrapping_add(frames);
    }

    /// The ring count (`Ring_count`).
    pub fn rings(&self) -> u16 {
        self.objects.game.rings
    }

    /// Sonic 1's giant ring: taken (Sonic hidden), or entered — Sonic's object gone, the game on its way to
    /// the special stage: what a host reads to play the special stage
    /// ([`crate::objects::s1::giant_ring::BigRing`]).
    pub fn big_ring(&self) -> crate::objects::s1::giant_ring::BigRing {
        self.objects.game.big_ring
    }

    /// Whether the player is drawn: not once the giant ring's flash has hidden him (`id_Null`) or taken him.
    pub fn player_visible(&self) -> bool {
        self.objects.game.big_ring == crate::objects::s1::giant_ring::BigRing::None
    }

    /// Adds player 2 (or removes him with `None`).
    pub fn set_second(&mut self, second: Option<SecondPlayer>) {
        self.second = second.map(Box::new);
        if let Some(second) = &mut self.second {
            self.switchers.respawn_sidekick(&second.player);
            second.bounds = second.bounds.or(Some(self.bounds));
            second.on_screen = on_screen(&second.player, &self.camera, &self.profile);
        }
    }

    /// Runs one frame with the buttons held.
    pub fn step(&mut self, held: Buttons) {
        self.step_with(held, &mut NoReport);
    }

    /// Runs one frame with player 1's buttons and the second pad's (player 2's, or nothing without him).
    pub fn step_pads(&mut self, held: Buttons, pad2: Buttons) {
        self.step_inner(held, pad2, &mut NoReport);
    }

    /// [`World::step_pads`] returning what player 1's sensors did.
    pub fn step_pads_reported(&mut self, held: Buttons, pad2: Buttons) -> FrameReport {
        let mut report = FrameReport::default();
        self.step_inner(held, pad2, &mut report);
        report.mode = Some(crate::sensor_id::Mode::from_angle(self.player.angle));
        report
    }

    /// Runs one frame and returns what the sensors did.
    pub fn step_reported(&mut self, held: Buttons) -> FrameReport {
        let mut report = FrameReport::default();
        self.step_with(held, &mut report);
        report.mode = Some(crate::sensor_id::Mode::from_angle(self.player.angle));
        report
    }

    /// Runs one frame, sending sensor readings to `sink`.
    pub fn step_with(&mut self, held: Buttons, sink: &mut impl SensorSink) {
        self.step_inner(held, Buttons::NONE, sink);
    }

    #[inline(always)]
    fn step_inner(&mut self, held: Buttons, pad2: Buttons, sink: &mut impl SensorSink) {
        if self.objects.game.loading.is_some() {
            self.step_loading();
            return;
        }
        if self.objects.game.new_level.is_some() {
            // `StartNewLevel`'s `Restart_level_flag`: the level loop has ended; the next level loads.
            return;
        }
        let game = &mut self.objects.game;
        game.frame_counter = game.frame_counter.wrapping_add(1);
        if game.water.present() {
            // `WaterEffects`, before `RunObjects` (no water: this one branch).
            let locked = self.player.drowning() | matches!(self.player.routine, Routine::Dead | Routine::Gone);
            if !locked {
                let vbla = crate::objects::s1::vbla_byte(game);
                let sidekick = self.second.as_deref_mut().map(|s| &mut s.player);
                game.water.move_player(&mut self.player, sidekick, &self.terrain, vbla);
            }
            let (camera_x, player_y) = (self.camera.x, self.player.pixel_y());
            game.water.update_with(camera_x, player_y, locked, &game.oscillation, &mut game.switches, &game.events);
            if std::mem::take(&mut game.water.shaker_due) {
                // `Obj_5308` (`AllocateObject`: with no free slot the shake goes on).
                use crate::objects::runtime::object::{Common, Obj};
                use crate::objects::s3k::{aiz_water::DamShake, id};
                let common = Common::new(id::SONIC3K, 0, 0, 0, false, false);
                self.objects.slots.allocate(Obj { common, state: DamShake::new().into() }, 0, None);
            }
            self.switched_layout(false);
        }
        let game = &mut self.objects.game;
        // `Control_Locked`: the buttons are not read (the signpost's run-out holds Right for him).
        game.previous_pads = game.pads;
        // (The second pad only where a player 2 reads it: without him it changes nothing.)
        game.pads = [held, if self.second.is_some() { pad2 } else { Buttons::NONE }];
        let held = if game.control_locked { game.forced_buttons } else { held };
        if game.events.aiz.ship.looping {
            self.ship_loop();
        }
        let game = &mut self.objects.game;
        let controlled = self.player.routine == Routine::Normal;
        let routine_before = self.player.routine;
        let boss_fight = (game.events.boss_id != 0) | game.events.lockscreen;
        let fall_exit = self.events == formats::level::LevelEvents::Sbz2;
        // `Sonic_CheckGoSuper` / `Sonic_CheckTransform`: 7 emeralds, 50 rings, the act's timer running.
        // (Short-circuit, the emeralds first: without them, the usual case, nothing else is read.)
        let can_transform = game.transform_emeralds()
            && (game.rings >= SUPER_RINGS)
            && !game.timer_stopped
            && !self.player.super_form
            && self.profile.moves.super_forms;
        let water_level = game.water.surface;
        let ctx = Ctx {
            terrain: &self.terrain,
            profile: &self.profile,
            bounds: &self.bounds,
            boss_fight,
            fall_exit,
            can_transform,
            hyper: self.profile.hyper_forms & (game.super_emeralds >= SUPER_EMERALDS),
            water_level,
            stood_on: stood_on(&self.objects.slots, &self.player),
            level_frame: self.objects.game.frame_counter,
            background: background_collision(self.background.as_deref(), &self.objects.game),
        };
        let recorded = matches!(self.player.routine, Routine::Normal | Routine::Hurt);
        let mode = match (&self.player, self.player.routine) {
            (p, Routine::Normal) if p.object_control & 1 == 0 => match (p.air, p.rolling) {
                (true, _) => Sonic1Mode::Air,
                (false, true) => Sonic1Mode::Roll,
                (false, false) => Sonic1Mode::Walk { jumped: false },
            },
            _ => Sonic1Mode::None,
        };
        let before = if self.demo_presses { Buttons::NONE } else { self.player.previous_buttons };
        let input = Input { held, pressed: held.pressed_since(before) };
        self.player.step_input(&ctx, input, sink);
        if self.player.super_form {
            // `Sonic_Super`, after `Sonic_Display` in the player's routine (before `TouchResponse`).
            let game = &mut self.objects.game;
            self.player.super_tick(&mut game.rings, game.timer_stopped);
        }
        if std::mem::take(&mut self.player.fell_out_exit) {
            // Scrap Brain 2's fall to the next act (`Sonic_LevelBound`: `f_restart` with the zone set to Scrap
            // Brain 3): the act is over.
            self.objects.game.act_clear = true;
        }
        if let Some(x) = self.player.record_reset.take() {
            // `Reset_Player_Position_Array` during his routine, before `Sonic_RecordPos`.
            self.camera.record.fill(x);
            self.camera.record_index = 0;
        }
        if recorded {
            // `Sonic_RecordPos`, part of the normal and hurt routines.
            self.camera.record_position(&self.player);
        }
        if self.player.scroll_delay != 0 {
            self.camera.scroll_delay = std::mem::take(&mut self.player.scroll_delay);
        }
        if controlled {
            let o = &mut self.objects;
            let invulnerable = self.player.invulnerable;
            let rules = TouchRules::of(&self.profile);
            // `Check_CNZ_bumpers`, in `TouchResponse` before the objects (the rings' touch changes nothing it reads).
            o.bumpers.check(&self.layout.bumpers, &mut self.player);
            touch_response(&mut self.player, &mut o.slots, &mut o.rings, &mut o.game, rules, invulnerable);
            if self.profile.loop_routine {
                self.player.sonic_loops(&self.terrain);
            }
        }
        if self.second.is_some() {
            self.step_second(input, routine_before, pad2);
        }
        // Most frames the player stays where no switcher can have been crossed; only otherwise do they run.
        self.switchers.update(&mut self.player);
        if let Some(second) = self.second.as_deref_mut() {
            self.switchers.update_sidekick(&mut second.player);
        }
        self.run_level_intro();
        if matches!(self.objects.game.water.rule, crate::objects::s2::water_level::WaterRule::Hydrocity(_)) {
            // Hydrocity's splash object in the third dynamic slot (`Obj_HCZWaterSplash` subtype 1).
            let sidekick = self.second.as_deref_mut().map(|s| &mut s.player);
            crate::objects::s3k::hcz_water_splash::skim(&mut self.objects.game, &mut self.player, sidekick, input);
        }
        self.run_objects(water_level);
        if self.profile.skid_dust {
            // `Sonic_Dust` and `Tails_Dust`, in their reserved slots after the dynamic ones.
            use crate::objects::s2::skid_dust::check_skid;
            check_skid(&mut self.player, &mut self.objects.slots, false);
            if let Some(second) = self.second.as_deref_mut() {
                check_skid(&mut second.player, &mut self.objects.slots, true);
            }
        }
        if !self.objects.rings.attracted.is_empty() {
            // The magnetised rings are objects in S3K (`Obj_Attracted_Ring`): they move with the others.
            let coarse = self.objects.game.camera_x_coarse;
            let held: Vec<u16> = self.objects.rings.attracted.iter().filter_map(|a| a.slot).collect();
            let released = self.objects.rings.move_attracted(&self.player, coarse);
            let o = &mut self.objects;
            // Deleted far away, or about to become bouncing rings: their slots are free again.
            for slot in held {
                if !o.rings.attracted.iter().any(|a| a.slot == Some(slot)) {
                    crate::objects::s3k::attracted_ring::release(&mut o.slots, slot);
                }
            }
            crate::objects::s2::lost_rings::release_attracted(&mut o.slots, &o.game, &released);
        }
        if self.player.transform_frames != 0 {
            // `PalCycle_SuperSonic` (after `RunObjects`) ends the transformation's hold.
            self.player.transform_tick();
        }
        if self.profile.look == crate::profile::LookStyle::Immediate {
            let mode = match mode {
                Sonic1Mode::Walk { .. } => Sonic1Mode::Walk { jumped: self.player.air && self.player.jumping },
                m => m,
            };
            self.camera.sonic1_look_shift(&self.player, mode);
        }
        if (self.player.routine as u8) < Routine::Dead as u8 && !self.objects.game.events.scroll_lock {
            // Dead, the camera stays (s1disasm `Level_MainLoop`: no `DeformLayers` from routine 6; s2disasm
            // `CheckGameOver` sets `Scroll_lock`); S3K's `Scroll_lock` holds it too.
            self.camera.update(&self.player, &self.bounds, &self.profile);
        }
        // `RunDynamicLevelEvents`, the end of `DeformBgLayer`.
        self.level_events();
        let every_kind = self.profile.touch_on_screen_only;
        self.objects.after_camera(&self.layout, &self.camera, &self.player, every_kind);
        self.draw_second();
        self.frame += 1;
        self.restart_after_death();
    }

    /// The running terrain's cells that level events rewrite, as the game's state has them
    /// ([`level_events::lz3_layout`]; only Labyrinth 3 has one): after the water's routine (`switch` false)
    /// and after `DynamicLevelEvents` (`switch` true: `DLE_LZ3` writes its byte there).
    fn switched_layout(&mut self, switch: bool) {
        match self.events {
            formats::level::LevelEvents::Lz3 => {
                let game = &mut self.objects.game;
                level_events::lz3_layout(&mut game.water, &game.switches, switch, &mut self.terrain, self.switch_cell);
            }
            // Casino Night 2's walls: what the level events and the boss wrote by this frame's end, which the next
            // frame's players meet (the game writes its layout in RAM at once; nothing reads that cell between).
            formats::level::LevelEvents::Cnz2 => {
                level_events::cnz2_walls(&self.objects.game.events, &mut self.terrain, self.wall_cells);
            }
            // Angel Island 2's dam (`DynamicWaterHeight_AIZ2`), in act 2's terrain.
            // Angel Island 1's hollow tree (`AIZ1_ScreenEvent`, after the camera: the level events' call).
            formats::level::LevelEvents::Aiz1Intro if !self.in_next_act() => {
                use crate::objects::s3k::aiz_hollow_tree;
                let aiz = &mut self.objects.game.events.aiz;
                if switch {
                    let rows = aiz_hollow_tree::chunk_rows(aiz.tree_rows, self.camera.x as u16);
                    aiz.tree_swapped = aiz.tree_swapped.max(rows);
                }
                let swapped = usize::from(aiz.tree_swapped);
                let side = self.terrain.chunk_size().pixels();
                for (i, (cells, chunks)) in aiz_hollow_tree::TREE_CELLS.iter().zip(self.tree_cells).enumerate() {
                    for (&(col, row, ..), (original, revealed)) in cells.iter().zip(chunks) {
                        let want = if i < swapped { revealed } else { original };
                        if self.terrain.chunk_at(side * col as i32, side * row as i32) != want {
                            self.terrain.place_chunk(col, row, want);
                        }
                    }
                }
            }
            formats::level::LevelEvents::Aiz2 | formats::level::LevelEvents::Aiz1Intro
                if self.events == formats::level::LevelEvents::Aiz2 || self.in_next_act() =>
            {
                let open = self.objects.game.water.dam_open;
                let side = self.terrain.chunk_size().pixels();
                for (&(col, row), original) in crate::objects::s3k::aiz_water::DAM_CELLS.iter().zip(self.dam_cells) {
                    let want = if open { None } else { original };
                    if self.terrain.chunk_at(side * col as i32, side * row as i32) != want {
                        self.terrain.place_chunk(col, row, want);
                    }
                }
            }
            _ => {}
        }
    }

    /// The layout cells whose chunk the level's events have changed while it runs — Labyrinth 3's switched
    /// cell ([`level_events::LZ3_SWITCH_CELL`]), Casino Night 2's arena walls ([`level_events::CNZ2_WALL_CELLS`]),
    /// Angel Island 2's dam ([`crate::objects::s3k::aiz_water::DAM_CELLS`]), Angel Island 1's revealed hollow
    /// tree ([`crate::objects::s3k::aiz_hollow_tree::TREE_TARGETS`])
    /// — as (column, row, chunk now): what the editor draws over the level's own layout while play-testing.
    /// Made only when asked (nothing allocated).
    pub fn changed_cells<'a>(&'a self, level: &'a Level) -> impl Iterator<Item = (usize, usize, Option<u16>)> + 'a {
        let cells: &[(usize, usize)] = match self.events {
            formats::level::LevelEvents::Cnz2 => &level_events::CNZ2_WALL_CELLS,
            formats::level::LevelEvents::Aiz1Intro
                if self.objects.game.events.aiz.tree_swapped > 0 && !self.in_next_act() =>
            {
                &crate::objects::s3k::aiz_hollow_tree::TREE_TARGETS
            }
            formats::level::LevelEvents::Aiz2 if self.objects.game.water.dam_open => {
                &crate::objects::s3k::aiz_water::DAM_CELLS
            }
            _ if self.objects.game.water.lz3_layout.is_some() => std::slice::from_ref(&level_events::LZ3_SWITCH_CELL),
            _ => &[],
        };
        let side = level.chunk_size.pixels();
        cells
            .iter()
            .map(move |&(col, row)| (col, row, self.terrain.chunk_at(side * col as i32, side * row as i32)))
            .filter(move |&(col, row, now)| now != level.layout.get(col, row))
    }

    /// `SpecialEvents`' `AIZ2_DoShipLoop` (Angel Island 2's bombership sequence,
    /// [`crate::objects::s3k::aiz2_bombership::ship_loop`]): before the players' routines, unless player 1 is dead.
    #[cold]
    fn ship_loop(&mut self) {
        if (self.player.routine as u8) >= Routine::Dead as u8 {
            return;
        }
        let ship = &mut self.objects.game.events.aiz.ship;
        let p2 = self.second.as_deref_mut().map(|s| &mut s.player);
        crate::objects::s3k::aiz2_bombership::ship_loop(
            ship,
            &mut self.camera.x,
            &mut self.bounds,
            &mut self.player,
            p2,
        );
        if let Some(second) = self.second.as_deref_mut() {
            second.bounds = Some(self.bounds);
        }
    }

    /// `RunDynamicLevelEvents`: the level's scripted limits move player 2's limits as they move the camera's
    /// (s2disasm `LevEvents_EHZ2` and the others set `Tails_Min_X_pos` and the rest beside them).
    fn level_events(&mut self) {
        let before = self.bounds;
        self.switched_layout(true);
        let events = self.act_events();
        let o = &mut self.objects;
        // `Process_Kos_Queue` (the frame's top: nothing before the events reads its entries). (Idle, the usual
        // case, one test.)
        let kos_busy = o.game.events.kos.busy();
        if kos_busy {
            o.game.events.kos.process_decomp();
        }
        level_events::run(events, &mut self.bounds, &self.camera, &mut o.game, &mut o.slots, &self.player);
        if kos_busy || o.game.events.kos.busy() {
            o.game.events.kos.process_modules();
        }
        if o.game.sidekick_called {
            let cpu = self.second.as_deref_mut().and_then(|s| s.cpu.as_mut());
            crate::objects::s3k::level_intro::call_sidekick(&mut o.game, cpu);
        }
        if self.events == formats::level::LevelEvents::Cnz2 {
            self.switched_layout(true);
        }
        if self.objects.game.events.aiz.swap_due {
            self.objects.game.events.aiz.swap_due = false;
            self.enter_next_act();
        }
        if self.objects.game.events.hcz1.swap_due {
            self.objects.game.events.hcz1.swap_due = false;
            self.enter_next_act();
        }
        if self.bounds != before
            && let Some(second) = self.second.as_deref_mut()
        {
            second.bounds = Some(self.bounds);
        }
    }

    /// Gives the level the act its events run into without a load (Angel Island 1's act 2: the transition
    /// after the miniboss, [`crate::objects::s3k::aiz_fire`]). Without it the transition still moves the
    /// players, the camera and the limits, and the objects' managers start again, on act 1's terrain.
    pub fn set_next_act(&mut self, level: &Level) {
        let first_switchers = match self.next_act.take() {
            Some(mut n) => {
                if n.swapped {
                    std::mem::swap(&mut self.terrain, &mut n.terrain);
                    std::mem::swap(&mut self.layout, &mut n.layout);
                }
                n.first_switchers
            }
            None => self.switchers.list().iter().map(|s| s.switcher.clone()).collect(),
        };
        self.dam_cells = crate::objects::s3k::aiz_water::DAM_CELLS.map(|(col, row)| level.layout.get(col, row));
        self.next_act = Some(Box::new(NextAct {
            terrain: Terrain::from_level(level).wrapping_rows(self.profile.layout_wrap_height),
            layout: Layout::new(level, self.layout_options),
            swapped: false,
            first_switchers,
            next_switchers: level.switchers.clone(),
            start: ActStart::of(level, self.player.character),
        }));
        self.show_act(self.wants_next_act());
    }

    /// Gives the level its background plane's layout (the project's, `formats::art::load_background`), over
    /// the level's own chunks, for the level events whose terrain checks read the background
    /// ([`crate::background`]: Hydrocity 2's moving wall; [`needs_background`]). Without it those events
    /// still run, and the checks read the foreground alone.
    pub fn set_background(&mut self, level: &Level, background: &formats::level::Layout) {
        let plane = Level { layout: background.clone(), objects: Vec::new(), ..level.clone() };
        let terrain = Terrain::from_level(&plane).wrapping_rows(self.profile.layout_wrap_height);
        self.background = Some(std::sync::Arc::new(terrain));
    }

    /// Whether the world has a background plane's terrain ([`World::set_background`]).
    pub fn has_background(&self) -> bool {
        self.background.is_some()
    }

    /// Whether the events have run the level into its next act (Angel Island 1's, Hydrocity 1's `Current_act` 1).
    fn wants_next_act(&self) -> bool {
        let e = &self.objects.game.events;
        match self.events {
            formats::level::LevelEvents::Aiz1Intro => e.aiz.act2,
            formats::level::LevelEvents::Hcz1 => e.hcz1.act2,
            _ => false,
        }
    }

    /// The events the level runs this frame: its own, or its next act's once it has run into it
    /// (`Current_zone_and_act` picks the resize routine and the screen events: Hydrocity 1's act 2 runs
    /// `HCZ2_Resize` and `HCZ2_BackgroundEvent`; Angel Island 1's events run act 2's themselves).
    pub fn act_events(&self) -> formats::level::LevelEvents {
        match self.events {
            formats::level::LevelEvents::Hcz1 if self.objects.game.events.hcz1.act2 => {
                formats::level::LevelEvents::Hcz2
            }
            events => events,
        }
    }

    /// How far the level's next act's coordinates are from its own (Angel Island 2 starts at act 1's
    /// ($2F00, $80), [`crate::objects::s3k::aiz_fire::ACT2_OFFSET`]; Hydrocity 2 at ($3600, 0),
    /// [`crate::objects::s3k::hcz1_transition::ACT2_OFFSET`]); `None` for a level that runs into none.
    pub fn act_offset(events: formats::level::LevelEvents) -> Option<(i32, i32)> {
        match events {
            formats::level::LevelEvents::Aiz1Intro => Some(crate::objects::s3k::aiz_fire::ACT2_OFFSET),
            formats::level::LevelEvents::Hcz1 => Some(crate::objects::s3k::hcz1_transition::ACT2_OFFSET),
            _ => None,
        }
    }

    /// Whether the next act's terrain and layout are in play.
    pub fn in_next_act(&self) -> bool {
        self.next_act.as_deref().is_some_and(|n| n.swapped)
    }

    /// While the next act is in play, how far its coordinates are from the level's own (a point of the next
    /// act at (x, y) is the level's (x + dx, y + dy): [`World::act_offset`]).
    pub fn next_act_offset(&self) -> Option<(i32, i32)> {
        Self::act_offset(self.events).filter(|_| self.in_next_act())
    }

    /// Puts the next act's terrain and layout in play (`next` true) or the level's own.
    fn show_act(&mut self, next: bool) {
        let Some(n) = self.next_act.as_deref_mut() else { return };
        if n.swapped == next {
            return;
        }
        std::mem::swap(&mut self.terrain, &mut n.terrain);
        std::mem::swap(&mut self.layout, &mut n.layout);
        n.swapped = next;
        let defs = if next { &n.next_switchers } else { &n.first_switchers };
        let list = defs.iter().map(|s| ActiveSwitcher::new(s.clone(), &self.player)).collect();
        self.switchers = Switchers::new(list);
        if let Some(second) = &self.second {
            self.switchers.respawn_sidekick(&second.player);
        }
    }

    /// The act's change in place: `AIZ1BGE_Finish` and `HCZ1BGE_DoTransition`. The players and the camera move
    /// by −[`World::act_offset`] (`Camera_X_pos`, `_copy` and the players' `x_pos`, `y_pos`), the next act
    /// comes into play and the objects' and rings' managers start again there (`Object_load_routine`,
    /// `Rings_manager_routine` 0: they load around the moved camera at this frame's end); the switches are
    /// cleared (`Clear_Switches`) and the water's heights are the act's (`CheckLevelForWater`). Angel Island's
    /// objects already loaded stay where they are (its events set the camera's limits); Hydrocity's move with
    /// the players (`Offset_ObjectsDuringTransition`: all but the first dynamic slot, in level coordinates — the
    /// level results are not), as do the camera's left and right limits, and its water is act 2's (the heights,
    /// the tunnels, the slides) with a new splash object (`Obj_HCZWaterSplash` subtype 1).
    fn enter_next_act(&mut self) {
        let hydrocity = self.events == formats::level::LevelEvents::Hcz1;
        let Some((dx, dy)) = Self::act_offset(self.events) else { return };
        let shift = |p: &mut Player| {
            p.x = p.x.wrapping_sub(dx << 8);
            p.y = p.y.wrapping_sub(dy << 8);
        };
        shift(&mut self.player);
        if let Some(second) = self.second.as_deref_mut() {
            shift(&mut second.player);
        }
        if hydrocity {
            use crate::objects::s3k::kinds::Sonic3k;
            for (i, o) in self.objects.slots.iter_mut() {
                if i == 0
                    || matches!(o.state, crate::objects::runtime::object::State::Sonic3k(Sonic3k::LevelResults(_)))
                {
                    continue;
                }
                o.common.x = o.common.x.wrapping_sub(dx << 8);
                o.common.y = o.common.y.wrapping_sub(dy << 8);
            }
            self.bounds.left -= dx;
            self.bounds.right -= dx;
        }
        self.camera.x -= dx;
        self.camera.y -= dy;
        self.show_act(true);
        self.objects.game.in_next_act = true;
        let o = &mut self.objects;
        o.manager = crate::objects::runtime::manager::Manager {
            rows: object_rows(&self.profile, &self.level_bounds),
            ..Default::default()
        };
        o.respawn = crate::objects::runtime::manager::RespawnTable { entries: vec![0; self.layout.entries.len()] };
        o.manager.init(&self.layout.entries, self.camera.x as u16, self.camera.y as u16);
        o.rings = crate::objects::runtime::rings::Rings::new(self.layout.rings.clone(), (self.camera.x, self.camera.y));
        o.game.switches = [0; 16];
        if hydrocity {
            use crate::objects::s2::water_level::WaterRule;
            use crate::objects::s3k::hcz_water::HczAct;
            if o.game.water.present() {
                o.game.water.rule = WaterRule::Hydrocity(HczAct::Hcz2);
            }
            o.game.water.enter_act(crate::objects::s3k::hcz1_transition::ACT2_WATER);
            o.game.water_skim = Default::default();
            o.game.level = formats::level::LevelEvents::Hcz2;
            // `HCZ2_BackgroundEvent` from routine 0 (`HCZ2BGE_WallMoveInit`): the chase, from the next frame.
            o.game.events.hcz2_wall =
                crate::objects::s3k::hcz2_wall::Hcz2Wall { started: true, moving: true, ..Default::default() };
        } else {
            // `CheckLevelForWater`: act 2's heights.
            o.game.water.enter_act(crate::objects::s3k::aiz_water::AIZ2_START);
        }
    }

    /// The level's scripted intro ([`crate::objects::s3k::level_intro`]), in its slot before the other objects.
    fn run_level_intro(&mut self) {
        if self.objects.game.level_intro.is_some() {
            let camera = (self.camera.x, self.camera.y);
            crate::objects::s3k::level_intro::step(&mut self.objects.game, &mut self.player, &self.terrain, camera);
        }
    }

    /// `RunObjects` for the dynamic slots, after the players.
    #[inline(always)]
    fn run_objects(&mut self, water_level: i32) {
        // Player 2 meets the objects' own routines too (solid, platforms, springs...); `SolidObject` skips him
        // off screen (his `render_flags` from the last frame's `BuildSprites`).
        let sidekick = match self.second.as_deref_mut() {
            None => None,
            Some(s) => {
                let visible = s.on_screen;
                let flying = s.cpu.as_ref().is_some_and(|c| c.routine == crate::player::sidekick::CpuRoutine::Flying);
                Some((&mut s.player, visible, flying))
            }
        };
        self.objects.run(
            &self.terrain,
            &self.profile,
            &mut self.bounds,
            &self.camera,
            &mut self.player,
            sidekick,
            water_level,
        );
    }

    /// Sonic 1's level load runs the objects once before the first frame (s1disasm `Level_LoadObj`:
    /// `ObjPosLoad`, `ExecuteObjects`, `BuildSprites`): each object's first routine — and the first frame of its action, where
    /// its init falls through — happens before the first frame of play. The player's own pass is
    /// [`Player::settle`]. ([`World::restart`] runs it where the profile says so.)
    fn load_objects_pass(&mut self) {
        let water_level = self.objects.game.water.surface;
        self.objects.run(
            &self.terrain,
            &self.profile,
            &mut self.bounds,
            &self.camera,
            &mut self.player,
            None,
            water_level,
        );
        // `BuildSprites`: the on-screen flags the first frame reads.
        let every_kind = self.profile.touch_on_screen_only;
        self.objects.slots.refresh((self.camera.x, self.camera.y), every_kind);
    }

    /// Player 2's frame, right after player 1's (`Obj02`): the leader's record (`Sonic_RecordPos`), the CPU's
    /// buttons (`TailsCPU_Control`) or the second pad's, his routine, his rings and touches.
    /// `leader_input`: player 1's buttons this frame (`Ctrl_1_Logical` when his normal routine copies them);
    /// `leader_routine`: his routine when his frame began (which routine ran).
    #[cold]
    fn step_second(&mut self, leader_input: Input, leader_routine: Routine, pad2: Buttons) {
        let Some(second) = self.second.as_deref_mut() else { return };
        let pad = Input { held: pad2, pressed: pad2.pressed_since(second.previous_pad) };
        second.previous_pad = pad2;
        let p2 = &mut second.player;
        let input = match &mut second.cpu {
            Some(cpu) => {
                // `Sonic_RecordPos`: in his normal, hurt and dead routines; `Ctrl_1_Logical` is copied from the
                // pad only by the normal one (`Obj01_Control`): hurt or dead, his last buttons are recorded.
                if matches!(leader_routine, Routine::Normal | Routine::Hurt | Routine::Dead) {
                    let logical = (leader_routine == Routine::Normal).then_some(leader_input);
                    cpu.record_logical(&self.player, logical);
                }
                // `TailsCPU_Control` is called from `Obj02_Control` only: hurt or dead, the CPU's routine and
                // its timers wait (dead, he is not despawned by the off-screen timer while he falls out of sight).
                if p2.routine != Routine::Normal {
                    Input::default()
                } else {
                    let visible = on_screen(p2, &self.camera, &self.profile);
                    let (frame, water) = (self.objects.game.frame_counter, self.objects.game.water.surface);
                    let interact = interact_id(&self.objects.slots, p2.interact);
                    cpu.control_with(p2, &self.player, pad, frame, visible, self.profile.cpu_follow, water, interact)
                }
            }
            None => pad,
        };
        let game = &self.objects.game;
        let boss_fight = (game.events.boss_id != 0) | game.events.lockscreen;
        let can_transform = false;
        let water_level = game.water.surface;
        let bounds = second.bounds.filter(|_| !self.profile.cpu_follow.camera_limits).unwrap_or(self.bounds);
        let ctx = Ctx {
            terrain: &self.terrain,
            profile: &self.profile,
            bounds: &bounds,
            boss_fight,
            fall_exit: false,
            can_transform,
            hyper: false,
            water_level,
            stood_on: stood_on(&self.objects.slots, p2),
            level_frame: self.objects.game.frame_counter,
            background: background_collision(self.background.as_deref(), &self.objects.game),
        };
        let controlled = p2.routine == Routine::Normal;
        p2.step_input(&ctx, input, &mut NoReport);
        if controlled {
            let o = &mut self.objects;
            let main_invulnerable = self.player.invulnerable;
            let rules = TouchRules::of(&self.profile);
            o.bumpers.check(&self.layout.bumpers, p2);
            touch_response(p2, &mut o.slots, &mut o.rings, &mut o.game, rules, main_invulnerable);
        }
        if p2.routine == Routine::Gone {
            // Fell out of the level: the CPU brings him back (`TailsCPU_Despawn`); a human's restarts beside
            // player 1.
            let (x, y) = (self.player.pixel_x(), self.player.pixel_y());
            match &mut second.cpu {
                Some(cpu) => {
                    // `Obj02_CheckGameOver` → `TailsCPU_Despawn`: his normal routine again, out of the level
                    // until the moment to fly back in (the leader's records go on). Only the position words
                    // change (subpixels and speeds are kept), and `Obj02_Dead` goes on to `ObjectMoveAndFall`.
                    let tails = &mut second.player;
                    tails.routine = Routine::Normal;
                    // (x $4000 in Sonic 2; S3K's dead CPU Tails goes to $7F00: s3.asm `sub_13230` → `sub_14B58`.)
                    cpu.despawn(tails, self.profile.cpu_follow.despawn_x);
                    tails.despawned_fall();
                }
                None => *second = SecondPlayer::human(second.player.character, x, y),
            }
        }
    }

    /// One frame of Sonic 1's level load (`GM_Level` after `f_restart`; [`crate::profile::LevelLoad`]): the
    /// fade and the decompression change nothing the player sees; `Level_ClrRam` clears the object RAM — the
    /// player's slot too, routine 0 — and the camera; `LevelSizeLoad` puts him at the start position and places
    /// the camera; then the level starts again as [`World::restart_level`] leaves it.
    #[cold]
    fn step_loading(&mut self) {
        let DeathRule::Sonic1(load) = self.profile.death else {
            self.objects.game.loading = None;
            return;
        };
        let game = &mut self.objects.game;
        let n = game.loading.unwrap_or(0).saturating_add(1);
        game.loading = Some(n);
        self.frame += 1;
        if n == load.ram_cleared {
            self.player = Player::cleared(self.player.character);
            self.objects.slots.clear();
            self.camera = crate::camera::Camera::default();
        } else if n == load.start_placed {
            let (x, y) = self.objects.game.respawn_point.unwrap_or(self.start);
            (self.player.x, self.player.y) = (x << 8, y << 8);
            self.camera = crate::camera::Camera::new(&self.player, &self.level_bounds);
        } else if n >= load.control {
            self.restart_level();
        }
    }

    /// `Obj01_Gone` and the level restart: a minute after the player fell out of sight (60 frames,
    /// `restart_countdown`) the level starts again — objects, rings and camera as at the start, the ring count
    /// 0, one life less — with the player at the last star post touched, or at the level's start. (The fade
    /// and the title card the game shows in between are not simulated.)
    fn restart_after_death(&mut self) {
        if self.player.routine != Routine::Gone {
            return;
        }
        let game = &mut self.objects.game;
        let sonic1 = matches!(self.profile.death, DeathRule::Sonic1(_));
        let Some(countdown) = &mut game.restart_countdown else {
            // Sonic 1's `Sonic_ResetLevel` counts from the frame after `GameOver` set the timer.
            game.restart_countdown = Some(RESTART_FRAMES - u16::from(!sonic1));
            return;
        };
        *countdown -= 1;
        if *countdown > 0 {
            return;
        }
        if sonic1 {
            // `f_restart`: `GM_Level` starts over (REV01 leaves the main loop right after `ExecuteObjects`).
            game.restart_countdown = None;
            game.loading = Some(0);
            return;
        }
        self.restart_level();
    }

    /// The level starts again after a death: objects, rings and camera as at the start, the ring count 0, one
    /// life less, the player settled at the last star post touched or at the level's start.
    fn restart_level(&mut self) {
        let game = &mut self.objects.game;
        let mut kept = game.clone();
        kept.restart_countdown = None;
        kept.loading = None;
        kept.rings = 0;
        kept.extra_life_flags = 0;
        kept.lives = kept.lives.saturating_sub(1);
        kept.control_locked = false;
        kept.timer_stopped = false;
        kept.deaths += 1;
        kept.events = Default::default();
        // The level reloads in the act `Current_zone_and_act` names — or, after a star post, the act
        // `Saved_zone_and_act` names (s3.asm `Level`): a level run into its next act in place restarts there
        // unless its last star post was touched before the change (then in its own act, with its events and
        // water rule again).
        let next = self.in_next_act() && (kept.respawn_point.is_none() || kept.respawn_in_next_act);
        let act = self.next_act.as_deref().filter(|_| next).map(|n| n.start.clone());
        let (events, water, start) = match &act {
            Some(a) => (a.events, a.water, a.start),
            None => (self.events, self.water_start, self.start),
        };
        (kept.level, kept.title_card_over) = (events, false);
        kept.water = Water { saved: kept.water.saved, saved_routine: kept.water.saved_routine, ..water };
        kept.water.reload(kept.respawn_point.is_some());
        if next {
            // `Current_act` 1 from the load: the level's events run the next act's.
            level_events::restart_in_next_act(self.events, &mut kept.events);
        }
        kept.synchro = Default::default();
        kept.big_ring = Default::default();
        kept.switches = Default::default();
        kept.cnz_saucers = Default::default();
        kept.slotted = Default::default();
        let (x, y) = kept.respawn_point.unwrap_or(start);
        let frame = self.frame;
        let standing = Player::standing(self.player.character, x, y);
        let bounds = act.as_ref().map_or(self.level_bounds, |a| a.bounds);
        let player = if self.runs_start_frames() { standing } else { self.settled_in(standing, &bounds) };
        self.place_in(player, next);
        // The coarse camera is the new camera's (`ObjectsManager_Init`; Sonic 1's `out_of_range` reads the
        // camera itself): the one from before the death would unload the objects just loaded around the start.
        let (oscillation, camera_x_coarse) = (self.objects.game.oscillation.clone(), self.objects.game.camera_x_coarse);
        self.objects.game = GameState { oscillation, camera_x_coarse, ..kept };
        let game = &mut self.objects.game;
        game.water.init(self.camera.x, self.player.pixel_y(), &mut game.switches);
        // `LoadLevelLayout` again: Casino Night 2's walls are gone before anything moves.
        if self.events == formats::level::LevelEvents::Cnz2 {
            self.switched_layout(true);
        }
        // The game's `Level` again: the title card's frames with Tails.
        self.run_start_frames();
        self.frame = frame;
    }

    /// The frames a level start runs between placing the players and giving control
    /// ([`Profile::start_frames`]; s2disasm `Level`), when the world has a CPU sidekick.
    fn run_start_frames(&mut self) {
        let Some(start) = self.profile.start_frames.filter(|_| self.runs_start_frames()) else { return };
        for pass in 0..start.frames {
            self.step_start_frame(start.camera_frame == Some(pass), start.players_run);
        }
    }

    /// One `RunObjects` pass before control (s2disasm `Level`'s title card loop): `Control_Locked` (player 1's
    /// buttons are none, Tails' CPU decides his), the level frame counter not advanced (it stays 0), no
    /// `WaterEffects`, no camera but when `camera` (`Obj34_BackgroundOutInit`'s `DeformBgLayer`, after the
    /// players), the on-screen flags (`BuildSprites`), no `ObjectsManager`, `RingsManager` nor oscillation.
    #[cold]
    fn step_start_frame(&mut self, camera: bool, players_run: bool) {
        let game = &self.objects.game;
        let water_level = game.water.surface;
        let ctx = Ctx {
            terrain: &self.terrain,
            profile: &self.profile,
            bounds: &self.bounds,
            boss_fight: false,
            fall_exit: false,
            can_transform: false,
            hyper: false,
            water_level,
            stood_on: stood_on(&self.objects.slots, &self.player),
            level_frame: self.objects.game.frame_counter,
            background: background_collision(self.background.as_deref(), &self.objects.game),
        };
        if players_run {
            let recorded = matches!(self.player.routine, Routine::Normal | Routine::Hurt);
            let controlled = self.player.routine == Routine::Normal;
            let input = Input::default();
            self.player.step_input(&ctx, input, &mut NoReport);
            if recorded {
                self.camera.record_position(&self.player);
            }
            if controlled {
                let o = &mut self.objects;
                let invulnerable = self.player.invulnerable;
                let rules = TouchRules::of(&self.profile);
                // `Check_CNZ_bumpers`, in `TouchResponse` before the objects (the rings' touch changes nothing it reads).
                o.bumpers.check(&self.layout.bumpers, &mut self.player);
                touch_response(&mut self.player, &mut o.slots, &mut o.rings, &mut o.game, rules, invulnerable);
            }
            if self.second.is_some() {
                self.step_second(input, Routine::Normal, Buttons::NONE);
            }
        }
        self.switchers.update(&mut self.player);
        if let Some(second) = self.second.as_deref_mut() {
            self.switchers.update_sidekick(&mut second.player);
        }
        if camera {
            self.camera.update(&self.player, &self.bounds, &self.profile);
            self.level_events();
        }
        self.run_level_intro();
        self.run_objects(water_level);
        self.objects.build_sprites(&self.camera, self.profile.touch_on_screen_only);
        self.draw_second();
    }

    /// `BuildSprites` for player 2: his on-screen flag where he and the camera end the frame.
    fn draw_second(&mut self) {
        if let Some(s) = self.second.as_deref_mut() {
            s.on_screen = on_screen(&s.player, &self.camera, &self.profile);
        }
    }
}

/// The objects' scheduler switch ([`World::set_object_scheduler`]) on a small level: the same results on, off
/// and flipped at any time.
#[cfg(test)]
mod scheduler_tests {
    /// A flat floor (y 448 on) 2048 px wide, with springs, monitors, spikes, platforms, a log bridge,
    /// decorations, badniks, rings and a few generic objects along it: kinds that sleep, nap and run.
    fn busy_level() -> formats::Level {
        use formats::object::s2::{S2Record, from_record};
        use formats::object::{ObjectKind, ObjectPlacement};
        use formats::{Chunk, ChunkSize, LayerCell, Level, SolidTile, Solidity};
        let size = ChunkSize::Px128;
        let mut level = Level::new("scheduler", size, 16, 4);
        level.tiles.push(SolidTile::FULL);
        let mut floor = Chunk::empty(size);
        for row in 4..8 {
            for col in 0..8 {
                if let Some(b) = floor.block_mut(size, col, row) {
                    b.a = LayerCell { tile: 1, solidity: Solidity::All };
                }
            }
        }
        level.chunks.push(floor);
        for x in 0..16 {
            level.layout.set(x, 3, Some(0));
        }
        // Spring, monitor, spikes, EHZ platform, decoration, log bridge, Buzzer, Masher, Coconuts, signpost.
        let placed = [
            (0x41, 0x00, 300, 432),
            (0x26, 0x02, 420, 432),
            (0x36, 0x00, 560, 432),
            (0x18, 0x01, 700, 400),
            (0x1C, 0x00, 760, 420),
            (0x41, 0x10, 900, 432),
            (0x26, 0x05, 980, 432),
            (0x1C, 0x03, 1100, 400),
            (0x4B, 0x00, 1200, 380),
            (0x5C, 0x00, 1300, 440),
            (0x9D, 0x1E, 1400, 400),
            (0x36, 0x30, 1500, 432),
            (0x26, 0x06, 1600, 432),
            (0x0D, 0x00, 1900, 432),
        ];
        for (i, &(id, subtype, x, y)) in placed.iter().enumerate() {
            let rec = S2Record { id, subtype, respawn: i % 2 == 0, ..Default::default() };
            level.objects.push(from_record(x, y, rec));
        }
        for (kind, x, y) in [
            (ObjectKind::Bumper, 640, 400),
            (ObjectKind::Conveyor { half_width: 40, speed: 2 }, 1050, 440),
            (ObjectKind::Balloon, 1250, 380),
            (ObjectKind::BreakableWall, 1700, 416),
        ] {
            level.objects.push(ObjectPlacement { kind, x, y, ..Default::default() });
        }
        for x in (200..1800).step_by(48) {
            level.objects.push(ObjectPlacement { kind: ObjectKind::Ring, x, y: 400, ..Default::default() });
        }
        level
    }

    /// Runs right with jumps, stops, turns back now and then: the same inputs for every world.
    fn inputs() -> Vec<formats::inputs::Buttons> {
        use formats::inputs::Buttons;
        (0..1500u32)
            .map(|f| match f % 300 {
                0..=9 => Buttons::NONE,
                10..=119 => Buttons::RIGHT,
                120..=129 => Buttons::RIGHT.union(Buttons::JUMP),
                130..=199 => Buttons::RIGHT,
                200..=239 => Buttons::LEFT,
                240..=249 => Buttons::JUMP,
                _ => Buttons::RIGHT,
            })
            .collect()
    }

    fn world() -> crate::World {
        let start = crate::Player::standing(crate::Character::Sonic, 96, 400);
        crate::World::with_player(&busy_level(), start)
    }

    #[test]
    fn the_scheduler_off_runs_every_object_every_frame_with_identical_results() {
        let mut on = world();
        let mut off = world();
        off.set_object_scheduler(false);
        assert!(on.object_scheduler() && !off.object_scheduler());
        let mut skipped = 0;
        for (frame, held) in inputs().into_iter().enumerate() {
            on.step(held);
            off.step(held);
            assert_eq!(on.snapshot(), off.snapshot(), "frame {frame}");
            assert_eq!((on.player.x, on.player.y, on.rings()), (off.player.x, off.player.y, off.rings()));
            // Off: every live slot is awake and none naps; on, some sleep or nap (the shortcut is taken).
            let slots = &off.objects.slots;
            assert!(slots.iter().all(|(i, _)| !slots.is_napping(i)));
            let awake = std::iter::successors(slots.next_awake(0), |&i| slots.next_awake(i + 1)).count();
            assert_eq!(awake, slots.iter().count(), "frame {frame}");
            let s = &on.objects.slots;
            skipped += s.iter().count() - std::iter::successors(s.next_awake(0), |&i| s.next_awake(i + 1)).count();
        }
        assert!(skipped > 0, "the scheduler skipped no object: the test shows nothing");
    }

    /// With CPU Tails following (he rides, stands on and touches the same objects), the same results on and
    /// off, from the game's start (the title card's frames run the objects too).
    #[test]
    fn with_cpu_tails_the_scheduler_off_gives_identical_results() {
        use crate::world::SecondPlayer;
        let mut level = busy_level();
        (level.player_start.x, level.player_start.y) = (96, 400);
        let mut on = crate::World::start(&level, crate::Character::Sonic, true);
        let mut off = on.clone();
        off.set_object_scheduler(false);
        // The start frames themselves with the scheduler off.
        let mut started_off =
            crate::World::with_player(&level, crate::Player::standing(crate::Character::Sonic, 96, 400));
        started_off.set_object_scheduler(false);
        started_off.set_second(Some(SecondPlayer::cpu_tails(&started_off.player)));
        started_off.settle_start();
        assert_eq!(on.snapshot(), started_off.snapshot(), "the start frames with the scheduler off");
        for (frame, held) in inputs().into_iter().enumerate() {
            on.step(held);
            off.step(held);
            assert_eq!(on.snapshot(), off.snapshot(), "frame {frame}");
        }
        assert!(on.second.as_ref().is_some_and(|s| s.player.pixel_x() > 400), "Tails followed");
    }

    #[test]
    fn the_switch_flipped_at_any_time_restarts_and_restores_change_nothing() {
        let mut on = world();
        let mut flipped = world();
        let inputs = inputs();
        let mut saved = None;
        for (frame, &held) in inputs.iter().enumerate() {
            if frame % 97 == 0 {
                flipped.set_object_scheduler(!flipped.object_scheduler());
            }
            if frame == 700 {
                saved = Some(on.snapshot());
            }
            on.step(held);
            flipped.step(held);
            assert_eq!(on.snapshot(), flipped.snapshot(), "frame {frame}");
        }
        // A save state restored into a world with the scheduler off keeps it off, and replays the same.
        let Some(saved) = saved else { return };
        let end = on.snapshot();
        let mut replay = world();
        replay.set_object_scheduler(false);
        replay.restore(&saved);
        assert!(!replay.object_scheduler() && !replay.objects.slots.scheduler_on());
        for &held in &inputs[700..] {
            replay.step(held);
        }
        assert_eq!(replay.snapshot(), end);
        replay.restart(crate::Player::standing(crate::Character::Sonic, 96, 400));
        assert!(!replay.objects.slots.scheduler_on(), "a restart keeps the switch");
    }
}

#[cfg(test)]
mod start_tests {
    use crate::{Character, World};
    use formats::ChunkSize;
    use formats::level::{Level, Point};

    /// Knuckles starts at his own start where the level has one (S3K's `Start Location/Knuckles`), everyone
    /// else — and he too without one — at the player start.
    #[test]
    fn knuckles_starts_at_his_own_start() {
        let mut level = Level::new("starts", ChunkSize::Px128, 8, 4);
        level.player_start = Point { x: 100, y: 200 };
        let at = |level: &Level, c: Character| {
            let w = World::start(level, c, false);
            w.player.pixel_x()
        };
        assert_eq!((at(&level, Character::Sonic), at(&level, Character::Knuckles)), (100, 100));
        level.knuckles_start = Some(Point { x: 700, y: 300 });
        assert_eq!(crate::world::start_of(&level, Character::Knuckles), Point { x: 700, y: 300 });
        assert_eq!((at(&level, Character::Sonic), at(&level, Character::Knuckles)), (100, 700));
        assert_eq!(at(&level, Character::Tails), 100);
    }
}
