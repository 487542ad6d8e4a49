//! Sonic 1's objects (s1disasm `_incObj/`), one file each.
//!
//! **Ids.** The runtime's `Common.id` is Sonic 2's id space (plus the generic kinds $E0–$EE), and Sonic 1's
//! ids mean other objects there ($40 is Sonic 1's Motobug but Sonic 2's pressure spring). So every Sonic 1
//! object runs under one engine id, [`id::SONIC1`] ($F0), and carries its Sonic 1 id ([`s1_id`]) in its
//! state: the layout ([`entry`]) turns a Sonic 1 level's placements (the typed badniks, and the `Other`
//! kinds that keep their Sonic 1 id byte) into entries with that id and the Sonic 1 id as the first parameter;
//! [`Sonic1::for_id`] picks the object. The dispatch adds one arm to the object match: Sonic 2's objects pay
//! nothing for it. Sonic 1 objects whose behaviour Sonic 2 shares keep using the Sonic 2 code (the layout loads
//! Sonic 1 monitors as monitors, the contents Sonic 2 lacks as icons that do nothing: [`monitor_contents`]);
//! objects not modelled yet load as inert objects — drawn and unloaded with the
//! camera like the game's (`RememberState`), so they hold slots as in the game — and do nothing else.
//!
//! - [`big_spike_ball`]: `_incObj/58 Big Spiked Ball.asm`.
//! - [`bomb`]: `_incObj/5F Bomb Enemy.asm` (the bomb, its fuse and its shrapnel).
//! - [`barrier`]: `_incObj/71 Invisible Barriers.asm`.
//! - [`basaran`]: `_incObj/55 Basaran.asm` (Batbrain).
//! - [`bubbles`]: `_incObj/64 Bubbles.asm` (the bubble makers and the bubbles Sonic breathes).
//! - [`auto_door`]: `_incObj/2A SBZ Small Door.asm`.
//! - [`boss_ball`]: `_incObj/48 Eggman's Swinging Ball.asm` (its chain placed by [`swing`], the shared
//!   `Swing_Move2`).
//! - [`brick`]: `_incObj/46 MZ Bricks.asm` (still, bobbing and falling bricks).
//! - [`bridge`]: `_incObj/11 Bridge (part 1–3).asm` (one object per log).
//! - [`burrobot`]: `_incObj/2D Burrobot.asm`.
//! - [`fan`]: `_incObj/5D Fan.asm`.
//! - [`electrocuter`]: `_incObj/6E Electrocuter.asm`.
//! - [`spin_convey`]: `_incObj/6F SBZ Spin Platform Conveyor.asm`.
//! - [`saw`]: `_incObj/6A Saws and Pizza Cutters.asm`.
//! - [`giant_ring`]: `_incObj/4B Giant Ring.asm` and its flash, `_incObj/7C Ring Flash.asm` (the way to the
//!   special stage: [`giant_ring::BigRing`]).
//! - [`hidden_bonus`]: `_incObj/7D Hidden Bonuses.asm`.
//! - [`scenery`]: `_incObj/1C Scenery.asm` (Star Light's launcher stands, Green Hill's bridge stump).
//! - [`waterfall_sound`]: `_incObj/49 Waterfall Sound.asm`.
//! - [`light`]: `_incObj/12 Light.asm` (Spring Yard's lamp).
//! - [`waterfall`]: `_incObj/65 Waterfalls.asm` (Labyrinth's waterfalls and splashes).
//! - [`scrap_stomp`]: `_incObj/6B SBZ Stomper and Door.asm`.
//! - [`ball_hog`]: `_incObj/1E Ball Hog.asm` and its cannonball, `_incObj/20 Cannonball.asm`.
//! - [`flamethrower`]: `_incObj/6D Flamethrower.asm`.
//! - [`flap_door`]: `_incObj/0C Flapping Door.asm`.
//! - [`button`]: `_incObj/32 Button.asm`.
//! - [`float_block`]: `_incObj/56 Floating Blocks and Doors.asm`.
//! - [`buzz_bomber`]: `_incObj/22 Buzz Bomber.asm` and its missile, `_incObj/23 Buzz Bomber Missile.asm`.
//! - [`caterkiller`]: `_incObj/78 Caterkiller.asm` (the head and its three segments; touching a segment hurts:
//!   `React_Caterkiller`, [`crate::objects::runtime::touch`]).
//! - [`chain_stomp`]: `_incObj/31 Chained Stompers.asm` (the block, its spikes and chain).
//! - [`chopper`]: `_incObj/2B Chopper.asm` (Sonic 2's Masher code with its own jump).
//! - [`circling_platform`]: `_incObj/5A SLZ Circling Platform.asm`.
//! - [`collapse_floor`]: `_incObj/53 Collapsing Floors.asm` (with its 8 fragments).
//! - [`crabmeat`]: `_incObj/1F Crabmeat.asm` (with its balls).
//! - [`elevator`]: `_incObj/59 SLZ Elevators.asm` (the elevators and their maker).
//! - [`false_floor`]: `_incObj/83 SBZ Eggman's Crumbling Floor.asm` (the floor, its blocks and their fragments).
//! - [`explosion_bomb`]: `ExplosionBomb` (`_incObj/24, 27 & 3F Explosions.asm`), the bosses' explosions.
//! - [`fz_boss`]: `_incObj/85 Boss - Final.asm` (Eggman and his pieces), with [`fz_cylinder`] (`_incObj/84 FZ
//!   Eggman's Cylinders.asm`) and [`fz_plasma`] (`_incObj/86 FZ Plasma Ball Launcher.asm`, the launcher and its
//!   balls); the Final Zone's level events load it.
//! - [`glass_block`]: `_incObj/30 MZ Large Green Glass Blocks.asm` (the block and its reflection).
//! - [`geyser`]: `_incObj/4C & 4D Lava Geyser Maker.asm` (the maker, the geyser's head and column).
//! - [`grass_fire`]: `_incObj/35 Burning Grass.asm` (lit by the sinking grassy platforms).
//! - [`girder`]: `_incObj/70 Girder Block.asm`.
//! - [`harpoon`]: `_incObj/16 Harpoon.asm`.
//! - [`helix`]: `_incObj/17 Spiked Pole Helix.asm` (one object per spike).
//! - [`ledge`]: `_incObj/1A Collapsing Ledge (part 1).asm` with `Ledge_Fragment` (its 25 fragments).
//! - [`drown`]: `_incObj/0A Drowning Countdown.asm` (the bubbles and numbers the countdown sends out; the
//!   countdown runs after the player's frame: [`drown::countdown`]).
//! - [`edge_wall`]: `_incObj/44 GHZ Edge Walls.asm` (with its own `Obj44_SolidWall`).
//! - [`gargoyle`]: `_incObj/62 Gargoyle.asm` (with its fireballs).
//! - [`ghz_boss`]: `_incObj/3D Boss - Green Hill (part 1).asm` and `(part 2).asm`, with `BossMove` and
//!   `BossDefeated`; Green Hill 3's level events load it ([`crate::objects::runtime::level_events`]).
//! - [`large_grass`]: `_incObj/2F MZ Large Grassy Platforms.asm` (with Sonic 1's `SolidObject2F`).
//! - [`lava_ball`]: `_incObj/13 Lava Ball Maker.asm` and `_incObj/14 Lava Ball.asm`.
//! - [`lava_tag`]: `_incObj/54 Lava Tag.asm` (the lava's hurting hitboxes).
//! - [`lava_wall`]: `_incObj/4E Wall of Lava.asm`.
//! - [`jaws`]: `_incObj/2C Jaws.asm`.
//! - [`junction`]: `_incObj/66 Rotating Junction.asm`.
//! - [`lamppost`]: `_incObj/79 Lamppost.asm`.
//! - [`lz_block`]: `_incObj/61 LZ Blocks.asm`.
//! - [`lz_conveyor`]: `_incObj/63 LZ Conveyor.asm` (the belts' platforms from `objpos/lz*pf*.bin`, the wheels).
//! - [`lz_water`]: `_inc/LZWaterFeatures.asm`'s dynamic water (`DynWater_LZ1`–`SBZ3`), run by the water
//!   ([`crate::objects::s2::water_level`]).
//! - [`monitor`]: `_incObj/26 Monitor.asm`'s `Mon_Solid` with `Mon_SolidSides`, and `Mon_BreakOpen` (the rest
//!   is Sonic 2's monitor code: [`crate::objects::s2::monitor`]).
//! - [`moving_block`]: `_incObj/52 Moving Blocks.asm`.
//! - [`motobug`]: `_incObj/40 Moto Bug.asm` (with its exhaust smoke).
//! - [`newtron`]: `_incObj/42 Newtron.asm` (the blue one that rushes, the green one that fires).
//! - [`orbinaut`]: `_incObj/60 Orbinaut.asm` (with its four orbs).
//! - [`spring`]: `_incObj/41 Springs.asm` (its own file: it differs from Sonic 2's in several ways).
//! - [`lz_boss`]: `_incObj/77 Boss - Labyrinth.asm` (the escape up the shaft).
//! - [`mz_boss`]: `_incObj/73 Boss - Marble.asm` and `74 MZ Boss Fire.asm` (the ship, its pieces, its fire).
//! - [`pylon`]: `_incObj/5C Pylon.asm` (scenery that holds its slot all the act).
//! - [`sbz2_eggman`]: `_incObj/82 Eggman - Scrap Brain 2.asm` (Eggman at his console and his button).
//! - [`seesaw`]: `_incObj/5E Seesaw.asm` (the seesaw and its spiked ball, which throws the player).
//! - [`slz_boss`]: `_incObj/7A Boss - Star Light.asm` and `7B SLZ Boss Spikeball.asm` (the ship, its pieces, the
//!   spiked balls it drops on the seesaws and their shrapnel).
//! - [`syz_boss`]: `_incObj/75 Boss - Spring Yard.asm` and `76 SYZ Boss Blocks.asm` (the ship, its spike, the
//!   blocks it lifts).
//! - [`smash_block`]: `_incObj/51 Smashable Green Block.asm` (with `SmashObject`).
//! - [`push_block`]: `_incObj/33 Pushable Blocks.asm` (its own solid routine, the slide, the lava ride).
//! - [`platform`]: `_incObj/18 Platforms.asm` (Sonic 2's `Obj18` movements in Sonic 1's order).
//! - [`swing`]: `_incObj/15 Swinging Platforms (part 1–2).asm` (the platform and its chain).
//! - [`ring`]: `_incObj/25 & 37 Rings.asm`'s placed rings (`Rings`): objects in Sonic 1, a group per layout
//!   record (the layout regroups a Sonic 1 level's ring placements: [`ring_groups`]).
//! - [`roller`]: `_incObj/43 Roller.asm`.
//! - [`rock`]: `_incObj/3B Purple Rock.asm`.
//! - Smashable walls (`_incObj/3C Smashable Wall.asm`) run the generic breakable wall
//!   ([`crate::objects::generic::breakable_wall`], written from it; the fragments are not simulated) and the prison
//!   capsule (`_incObj/3E Prison Capsule.asm`) the generic Sonic 1 capsule ([`crate::objects::generic::capsule`]):
//!   [`state`] gives them those states. So does the signpost (`_incObj/0D Signpost.asm`), whose Sonic 2
//!   copy [`crate::objects::s2::signpost`] keeps its logic: passed within $20 px, the camera's left limit locked,
//!   the timer stopped, three 60-frame turns with a sparkle every 12 frames, the run-out holding Right while
//!   grounded until $128 px past the right limit. It differs in what the engine does not show (its animation
//!   scripts, the tally) and in Sonic 2's extra "timer running" test, which a Sonic 1 act always passes; and its
//!   spin starts the frame after the pass (`Sign_Touch` and `Sign_Spin` are separate routines).
//! - [`staircase`]: `_incObj/5B Staircase.asm` (four blocks, the first one driving the others).
//! - [`trapdoor`]: `_incObj/69 SBZ Spinning Platforms.asm`'s trapdoors.
//! - [`yadrin`]: `_incObj/50 Yadrin.asm` (its spiked back hurts: [`yadrin::on_spikes`]).
//! - [`vanish_platform`]: `_incObj/6C SBZ Vanishing Platforms.asm`.
//! - [`spikes`]: `_incObj/36 Spikes.asm` (they hurt again while the player blinks: Sonic 1's spike bug).
//! - [`spike_ball`]: `_incObj/57 Spiked Ball and Chain.asm` (Spring Yard's and Labyrinth's: the chain made in
//!   the first free slots).

/// The engine id every Sonic 1 object runs under (its Sonic 1 id is in its state: Sonic 1's ids collide with
/// Sonic 2's).
pub mod id {
    pub const SONIC1: u8 = 0xF0;
}

pub mod auto_door;
pub mod ball_hog;
pub mod barrier;
pub mod basaran;
pub mod big_spike_ball;
pub mod bomb;
pub mod boss;
pub mod boss_ball;
pub mod brick;
pub mod bridge;
pub mod bubbles;
pub mod burrobot;
pub mod button;
pub mod buzz_bomber;
pub mod caterkiller;
pub mod chain_stomp;
pub mod chopper;
pub mod circling_platform;
pub mod collapse_floor;
pub mod crabmeat;
pub mod drown;
pub mod edge_wall;
pub mod electrocuter;
pub mod elevator;
pub mod explosion_bomb;
pub mod false_floor;
pub mod fan;
pub mod flamethrower;
pub mod flap_door;
pub mod float_block;
pub mod fz_boss;
pub mod fz_cylinder;
pub mod fz_plasma;
pub mod gargoyle;
pub mod geyser;
pub mod ghz_boss;
pub mod giant_ring;
pub mod girder;
pub mod glass_block;
pub mod grass_fire;
pub mod harpoon;
pub mod helix;
pub mod hidden_bonus;
pub mod jaws;
pub mod junction;
pub mod lamppost;
pub mod large_grass;
pub mod lava_ball;
pub mod lava_tag;
pub mod lava_wall;
pub mod ledge;
pub mod light;
pub mod lz_block;
pub mod lz_boss;
pub mod lz_conveyor;
pub mod lz_water;
pub mod monitor;
pub mod motobug;
pub mod moving_block;
pub mod mz_boss;
pub mod newtron;
pub mod orbinaut;
pub mod platform;
pub mod push_block;
pub mod pylon;
pub mod ring;
pub mod rock;
pub mod roller;
pub mod saw;
pub mod sbz2_eggman;
pub mod scenery;
pub mod scrap_stomp;
pub mod seesaw;
pub mod slz_boss;
pub mod smash_block;
pub mod spike_ball;
pub mod spikes;
pub mod spin_convey;
pub mod spring;
pub mod staircase;
pub mod swing;
pub mod syz_boss;
pub mod trapdoor;
pub mod vanish_platform;
pub mod waterfall;
pub mod waterfall_sound;
pub mod yadrin;

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::game::GameState;
use crate::objects::runtime::manager::LayoutEntry;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::s2::id::{LOST_RINGS, MONITOR};
use crate::sensor::{Direction, SolidBit, sense};
use formats::Layer;
use formats::object::{BadnikKind, ObjectKind, ObjectPlacement};

/// Sonic 1 object ids (s1disasm `id_*`).
pub mod s1_id {
    pub const MOTOBUG: u8 = 0x40;
    pub const SPIKES: u8 = 0x36;
    pub const SPRING: u8 = 0x41;
    pub const PURPLE_ROCK: u8 = 0x3B;
    pub const SMASH_WALL: u8 = 0x3C;
    pub const PRISON: u8 = 0x3E;
    pub const EDGE_WALL: u8 = 0x44;
    pub const SIGNPOST: u8 = 0x0D;
    pub const LAMPPOST: u8 = 0x79;
    pub const PLATFORM: u8 = 0x18;
    pub const CRABMEAT: u8 = 0x1F;
    pub const BUZZ_BOMBER: u8 = 0x22;
    pub const MISSILE: u8 = 0x23;
    pub const CHOPPER: u8 = 0x2B;
    pub const NEWTRON: u8 = 0x42;
    pub const BOSS_GHZ: u8 = 0x3D;
    pub const EXPLOSION_BOMB: u8 = 0x3F;
    pub const BOSS_BALL: u8 = 0x48;
    pub const MONITOR: u8 = 0x26;
    pub const BRIDGE: u8 = 0x11;
    pub const SWING: u8 = 0x15;
    pub const HELIX: u8 = 0x17;
    pub const LEDGE: u8 = 0x1A;
    pub const RING: u8 = 0x25;
    pub const MZ_BRICK: u8 = 0x46;
    pub const PUSH_BLOCK: u8 = 0x33;
    pub const BUMPER: u8 = 0x47;
    pub const TRAPDOOR: u8 = 0x69;
    pub const BURROBOT: u8 = 0x2D;
    pub const FLAP_DOOR: u8 = 0x0C;
    pub const BUTTON: u8 = 0x32;
    pub const FLOAT_BLOCK: u8 = 0x56;
    pub const BOMB: u8 = 0x5F;
    pub const PYLON: u8 = 0x5C;
    pub const STAIRCASE: u8 = 0x5B;
    pub const FAN: u8 = 0x5D;
    pub const ORBINAUT: u8 = 0x60;
    pub const ROLLER: u8 = 0x43;
    pub const BIG_SPIKE_BALL: u8 = 0x58;
    pub const YADRIN: u8 = 0x50;
    pub const CIRCLING_PLATFORM: u8 = 0x5A;
    pub const COLLAPSE_FLOOR: u8 = 0x53;
    pub const ELEVATOR: u8 = 0x59;
    pub const CATERKILLER: u8 = 0x78;
    pub const LARGE_GRASS: u8 = 0x2F;
    pub const LAVA_MAKER: u8 = 0x13;
    pub const LAVA_BALL: u8 = 0x14;
    pub const GLASS_BLOCK: u8 = 0x30;
    pub const BASARAN: u8 = 0x55;
    pub const GEYSER_MAKER: u8 = 0x4C;
    pub const LAVA_GEYSER: u8 = 0x4D;
    pub const LAVA_TAG: u8 = 0x54;
    pub const BARRIER: u8 = 0x71;
    pub const MOVING_BLOCK: u8 = 0x52;
    pub const CHAIN_STOMP: u8 = 0x31;
    pub const GRASS_FIRE: u8 = 0x35;
    pub const SMASH_BLOCK: u8 = 0x51;
    pub const LAVA_WALL: u8 = 0x4E;
    pub const SPIKE_BALL: u8 = 0x57;
    pub const BUBBLE: u8 = 0x64;
    pub const DROWN_COUNT: u8 = 0x0A;
    pub const JAWS: u8 = 0x2C;
    pub const LZ_BLOCK: u8 = 0x61;
    pub const LZ_CONVEYOR: u8 = 0x63;
    pub const JUNCTION: u8 = 0x66;
    pub const GIRDER: u8 = 0x70;
    pub const GARGOYLE: u8 = 0x62;
    pub const FLAMETHROWER: u8 = 0x6D;
    pub const ELECTROCUTER: u8 = 0x6E;
    pub const SPIN_CONVEY: u8 = 0x6F;
    pub const SAW: u8 = 0x6A;
    pub const GIANT_RING: u8 = 0x4B;
    pub const RING_FLASH: u8 = 0x7C;
    pub const SCENERY: u8 = 0x1C;
    pub const WATERFALL_SOUND: u8 = 0x49;
    pub const LIGHT: u8 = 0x12;
    pub const WATERFALL: u8 = 0x65;
    pub const HIDDEN_BONUS: u8 = 0x7D;
    pub const SCRAP_STOMP: u8 = 0x6B;
    pub const BALL_HOG: u8 = 0x1E;
    pub const AUTO_DOOR: u8 = 0x2A;
    pub const VANISH_PLATFORM: u8 = 0x6C;
    pub const HARPOON: u8 = 0x16;
    pub const SEESAW: u8 = 0x5E;
    pub const BOSS_MZ: u8 = 0x73;
    pub const BOSS_FIRE: u8 = 0x74;
    pub const BOSS_LZ: u8 = 0x77;
    pub const BOSS_SYZ: u8 = 0x75;
    pub const BOSS_BLOCK: u8 = 0x76;
    pub const BOSS_SLZ: u8 = 0x7A;
    pub const BOSS_SPIKEBALL: u8 = 0x7B;
    pub const SCRAP_EGGMAN: u8 = 0x82;
    pub const FALSE_FLOOR: u8 = 0x83;
    pub const EGG_CYLINDER: u8 = 0x84;
    pub const BOSS_FINAL: u8 = 0x85;
    pub const BOSS_PLASMA: u8 = 0x86;
}

/// A Sonic 1 object's own state, by its Sonic 1 id.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Sonic1 {
    /// An object not modelled yet (its Sonic 1 id).
    Inert(u8),
    Motobug(motobug::Motobug),
    Spikes(crate::objects::s2::spikes::Spikes),
    Chopper(crate::objects::s2::masher::Masher),
    Crabmeat(crabmeat::Crabmeat),
    BuzzBomber(buzz_bomber::BuzzBomber),
    Missile(buzz_bomber::Missile),
    Newtron(newtron::Newtron),
    Spring(spring::Spring),
    Rock,
    EdgeWall,
    Lamppost(lamppost::Lamppost),
    Platform(crate::objects::s2::platform::Platform),
    GhzBoss(ghz_boss::GhzBoss),
    BossBall(boss_ball::BossBall),
    ExplosionBomb,
    Bridge(bridge::Bridge),
    Swing(swing::Swing),
    Helix(helix::Helix),
    Ledge(ledge::Ledge),
    Ring(ring::Ring),
    Brick(brick::Brick),
    Trapdoor(trapdoor::Trapdoor),
    Burrobot(burrobot::Burrobot),
    FlapDoor(flap_door::FlapDoor),
    Button,
    FloatBlock(float_block::FloatBlock),
    Bomb(bomb::Bomb),
    Pylon,
    Staircase(staircase::Staircase),
    Fan(fan::Fan),
    Orbinaut(orbinaut::Orbinaut),
    Roller(roller::Roller),
    BigSpikeBall(big_spike_ball::BigSpikeBall),
    Yadrin(yadrin::Yadrin),
    CirclingPlatform(circling_platform::CirclingPlatform),
    CollapseFloor(collapse_floor::CollapseFloor),
    Elevator(elevator::Elevator),
    Caterkiller(caterkiller::Caterkiller),
    LargeGrass(large_grass::LargeGrass),
    LavaMaker(lava_ball::LavaMaker),
    LavaBall(lava_ball::LavaBall),
    GlassBlock(glass_block::GlassBlock),
    Basaran(basaran::Basaran),
    GeyserMaker(geyser::GeyserMaker),
    Geyser(geyser::Geyser),
    PushBlock(push_block::PushBlock),
    LavaTag,
    Barrier,
    MovingBlock(moving_block::MovingBlock),
    ChainStomp(chain_stomp::ChainStomp),
    GrassFire(grass_fire::GrassFire),
    SmashBlock,
    LavaWall(lava_wall::LavaWall),
    SpikeBall(spike_ball::SpikeBall),
    Bubble(bubbles::Bubble),
    Drown(drown::DrownBubble),
    Jaws(jaws::Jaws),
    LzBlock(lz_block::LzBlock),
    LzConveyor(lz_conveyor::LzConveyor),
    Junction(junction::Junction),
    Girder(girder::Girder),
    Gargoyle(gargoyle::Gargoyle),
    Flamethrower(flamethrower::Flamethrower),
    Electrocuter(electrocuter::Electrocuter),
    SpinConvey(spin_convey::SpinConvey),
    Saw(saw::Saw),
    GiantRing,
    RingFlash(giant_ring::RingFlash),
    Scenery,
    WaterfallSound,
    Light,
    Waterfall,
    HiddenBonus(hidden_bonus::HiddenBonus),
    ScrapStomp(scrap_stomp::ScrapStomp),
    BallHog(ball_hog::BallHog),
    AutoDoor,
    VanishPlatform(vanish_platform::VanishPlatform),
    Harpoon(harpoon::Harpoon),
    Seesaw(seesaw::Seesaw),
    MzBoss(mz_boss::MzBoss),
    BossFire(mz_boss::BossFire),
    LzBoss(lz_boss::LzBoss),
    SyzBoss(syz_boss::SyzBoss),
    BossBlock(syz_boss::BossBlock),
    SlzBoss(slz_boss::SlzBoss),
    BossSpikeball(slz_boss::BossSpikeball),
    Sbz2Eggman(sbz2_eggman::Sbz2Eggman),
    FalseFloor(false_floor::FalseFloor),
    FzCylinder(fz_cylinder::FzCylinder),
    FzBoss(fz_boss::FzBoss),
    FzPlasma(fz_plasma::FzPlasma),
}

/// A Sonic 1 object not modelled (what [`Sonic1::for_id`] gives an id no object claims).
impl Default for Sonic1 {
    fn default() -> Self {
        Sonic1::Inert(0)
    }
}

impl Sonic1 {
    /// The state a Sonic 1 id starts with (`Obj_Index`).
    pub fn for_id(s1: u8) -> Sonic1 {
        match s1 {
            s1_id::MOTOBUG => Sonic1::Motobug(Default::default()),
            s1_id::SPIKES => Sonic1::Spikes(Default::default()),
            s1_id::CHOPPER => Sonic1::Chopper(Default::default()),
            s1_id::CRABMEAT => Sonic1::Crabmeat(Default::default()),
            s1_id::BUZZ_BOMBER => Sonic1::BuzzBomber(Default::default()),
            s1_id::MISSILE => Sonic1::Missile(Default::default()),
            s1_id::NEWTRON => Sonic1::Newtron(Default::default()),
            s1_id::SPRING => Sonic1::Spring(Default::default()),
            s1_id::PURPLE_ROCK => Sonic1::Rock,
            s1_id::EDGE_WALL => Sonic1::EdgeWall,
            s1_id::LAMPPOST => Sonic1::Lamppost(Default::default()),
            s1_id::PLATFORM => Sonic1::Platform(Default::default()),
            s1_id::BOSS_GHZ => Sonic1::GhzBoss(Default::default()),
            s1_id::BOSS_BALL => Sonic1::BossBall(Default::default()),
            s1_id::EXPLOSION_BOMB => Sonic1::ExplosionBomb,
            s1_id::BRIDGE => Sonic1::Bridge(Default::default()),
            s1_id::SWING => Sonic1::Swing(Default::default()),
            s1_id::HELIX => Sonic1::Helix(Default::default()),
            s1_id::LEDGE => Sonic1::Ledge(Default::default()),
            s1_id::RING => Sonic1::Ring(Default::default()),
            s1_id::MZ_BRICK => Sonic1::Brick(Default::default()),
            s1_id::TRAPDOOR => Sonic1::Trapdoor(Default::default()),
            s1_id::BURROBOT => Sonic1::Burrobot(Default::default()),
            s1_id::FLAP_DOOR => Sonic1::FlapDoor(Default::default()),
            s1_id::BUTTON => Sonic1::Button,
            s1_id::FLOAT_BLOCK => Sonic1::FloatBlock(Default::default()),
            s1_id::BOMB => Sonic1::Bomb(Default::default()),
            s1_id::PYLON => Sonic1::Pylon,
            s1_id::STAIRCASE => Sonic1::Staircase(Default::default()),
            s1_id::FAN => Sonic1::Fan(Default::default()),
            s1_id::ORBINAUT => Sonic1::Orbinaut(Default::default()),
            s1_id::ROLLER => Sonic1::Roller(Default::default()),
            s1_id::BIG_SPIKE_BALL => Sonic1::BigSpikeBall(Default::default()),
            s1_id::YADRIN => Sonic1::Yadrin(Default::default()),
            s1_id::CIRCLING_PLATFORM => Sonic1::CirclingPlatform(Default::default()),
            s1_id::COLLAPSE_FLOOR => Sonic1::CollapseFloor(Default::default()),
            s1_id::ELEVATOR => Sonic1::Elevator(Default::default()),
            s1_id::CATERKILLER => Sonic1::Caterkiller(Default::default()),
            s1_id::LARGE_GRASS => Sonic1::LargeGrass(Default::default()),
            s1_id::LAVA_MAKER => Sonic1::LavaMaker(Default::default()),
            s1_id::LAVA_BALL => Sonic1::LavaBall(Default::default()),
            s1_id::GLASS_BLOCK => Sonic1::GlassBlock(Default::default()),
            s1_id::BASARAN => Sonic1::Basaran(Default::default()),
            s1_id::GEYSER_MAKER => Sonic1::GeyserMaker(Default::default()),
            s1_id::LAVA_GEYSER => Sonic1::Geyser(Default::default()),
            s1_id::PUSH_BLOCK => Sonic1::PushBlock(Default::default()),
            s1_id::LAVA_TAG => Sonic1::LavaTag,
            s1_id::BARRIER => Sonic1::Barrier,
            s1_id::MOVING_BLOCK => Sonic1::MovingBlock(Default::default()),
            s1_id::CHAIN_STOMP => Sonic1::ChainStomp(Default::default()),
            s1_id::GRASS_FIRE => Sonic1::GrassFire(Default::default()),
            s1_id::SMASH_BLOCK => Sonic1::SmashBlock,
            s1_id::LAVA_WALL => Sonic1::LavaWall(Default::default()),
            s1_id::SPIKE_BALL => Sonic1::SpikeBall(Default::default()),
            s1_id::BUBBLE => Sonic1::Bubble(Default::default()),
            s1_id::DROWN_COUNT => Sonic1::Drown(Default::default()),
            s1_id::JAWS => Sonic1::Jaws(Default::default()),
            s1_id::LZ_BLOCK => Sonic1::LzBlock(Default::default()),
            s1_id::LZ_CONVEYOR => Sonic1::LzConveyor(Default::default()),
            s1_id::JUNCTION => Sonic1::Junction(Default::default()),
            s1_id::GIRDER => Sonic1::Girder(Default::default()),
            s1_id::GARGOYLE => Sonic1::Gargoyle(Default::default()),
            s1_id::FLAMETHROWER => Sonic1::Flamethrower(Default::default()),
            s1_id::ELECTROCUTER => Sonic1::Electrocuter(Default::default()),
            s1_id::SPIN_CONVEY => Sonic1::SpinConvey(Default::default()),
            s1_id::SAW => Sonic1::Saw(Default::default()),
            s1_id::GIANT_RING => Sonic1::GiantRing,
            s1_id::RING_FLASH => Sonic1::RingFlash(Default::default()),
            s1_id::SCENERY => Sonic1::Scenery,
            s1_id::WATERFALL_SOUND => Sonic1::WaterfallSound,
            s1_id::LIGHT => Sonic1::Light,
            s1_id::WATERFALL => Sonic1::Waterfall,
            s1_id::HIDDEN_BONUS => Sonic1::HiddenBonus(Default::default()),
            s1_id::SCRAP_STOMP => Sonic1::ScrapStomp(Default::default()),
            s1_id::BALL_HOG => Sonic1::BallHog(Default::default()),
            s1_id::AUTO_DOOR => Sonic1::AutoDoor,
            s1_id::VANISH_PLATFORM => Sonic1::VanishPlatform(Default::default()),
            s1_id::HARPOON => Sonic1::Harpoon(Default::default()),
            s1_id::SEESAW => Sonic1::Seesaw(Default::default()),
            s1_id::BOSS_MZ => Sonic1::MzBoss(Default::default()),
            s1_id::BOSS_FIRE => Sonic1::BossFire(Default::default()),
            s1_id::BOSS_LZ => Sonic1::LzBoss(Default::default()),
            s1_id::BOSS_SYZ => Sonic1::SyzBoss(Default::default()),
            s1_id::BOSS_BLOCK => Sonic1::BossBlock(Default::default()),
            s1_id::BOSS_SLZ => Sonic1::SlzBoss(Default::default()),
            s1_id::BOSS_SPIKEBALL => Sonic1::BossSpikeball(Default::default()),
            s1_id::SCRAP_EGGMAN => Sonic1::Sbz2Eggman(Default::default()),
            s1_id::FALSE_FLOOR => Sonic1::FalseFloor(Default::default()),
            s1_id::EGG_CYLINDER => Sonic1::FzCylinder(Default::default()),
            s1_id::BOSS_FINAL => Sonic1::FzBoss(Default::default()),
            s1_id::BOSS_PLASMA => Sonic1::FzPlasma(Default::default()),
            _ => Sonic1::Inert(s1),
        }
    }

    /// The object in a word (the editor's inspector).
    pub fn name(&self) -> &'static str {
        match self {
            Sonic1::Inert(_) => "Sonic 1 object (inert)",
            Sonic1::Motobug(_) => "Motobug",
            Sonic1::Spikes(_) => "spikes (Sonic 1)",
            Sonic1::Chopper(_) => "Chopper",
            Sonic1::Crabmeat(_) => "Crabmeat",
            Sonic1::BuzzBomber(_) => "Buzz Bomber",
            Sonic1::Missile(_) => "missile",
            Sonic1::Newtron(_) => "Newtron",
            Sonic1::Spring(_) => "spring (Sonic 1)",
            Sonic1::Rock => "purple rock",
            Sonic1::EdgeWall => "edge wall",
            Sonic1::Lamppost(_) => "lamppost",
            Sonic1::Platform(_) => "platform (Sonic 1)",
            Sonic1::GhzBoss(_) => "Green Hill boss",
            Sonic1::BossBall(_) => "wrecking ball",
            Sonic1::ExplosionBomb => "boss explosion",
            Sonic1::Bridge(_) => "log bridge (Sonic 1)",
            Sonic1::Swing(_) => "swinging platform",
            Sonic1::Helix(_) => "spiked log",
            Sonic1::Ledge(_) => "collapsing ledge",
            Sonic1::Ring(_) => "ring (Sonic 1)",
            Sonic1::Brick(_) => "Marble brick",
            Sonic1::Trapdoor(_) => "trapdoor",
            Sonic1::Burrobot(_) => "Burrobot",
            Sonic1::FlapDoor(_) => "flapping door",
            Sonic1::Button => "button",
            Sonic1::FloatBlock(_) => "floating block / door",
            Sonic1::Bomb(_) => "Bomb",
            Sonic1::Pylon => "pylon",
            Sonic1::Staircase(_) => "staircase block",
            Sonic1::Fan(_) => "fan",
            Sonic1::Orbinaut(_) => "Orbinaut",
            Sonic1::Roller(_) => "Roller",
            Sonic1::BigSpikeBall(_) => "giant spiked ball",
            Sonic1::Yadrin(_) => "Yadrin",
            Sonic1::CirclingPlatform(_) => "circling platform",
            Sonic1::CollapseFloor(_) => "collapsing floor",
            Sonic1::Elevator(_) => "elevator",
            Sonic1::Caterkiller(_) => "Caterkiller",
            Sonic1::LargeGrass(_) => "grassy platform",
            Sonic1::LavaMaker(_) => "lava ball maker",
            Sonic1::LavaBall(_) => "lava ball",
            Sonic1::GlassBlock(_) => "glass block",
            Sonic1::Basaran(_) => "Basaran",
            Sonic1::GeyserMaker(_) => "lava geyser maker",
            Sonic1::Geyser(_) => "lava geyser",
            Sonic1::PushBlock(_) => "pushable block (Sonic 1)",
            Sonic1::LavaTag => "lava tag",
            Sonic1::Barrier => "invisible barrier",
            Sonic1::MovingBlock(_) => "moving block",
            Sonic1::ChainStomp(_) => "chained stomper",
            Sonic1::GrassFire(_) => "burning grass",
            Sonic1::SmashBlock => "smashable green block",
            Sonic1::LavaWall(_) => "wall of lava",
            Sonic1::SpikeBall(_) => "spiked ball and chain",
            Sonic1::Bubble(_) => "bubbles (Sonic 1)",
            Sonic1::Drown(_) => "breath bubble / countdown number",
            Sonic1::Jaws(_) => "Jaws",
            Sonic1::LzBlock(_) => "Labyrinth block",
            Sonic1::LzConveyor(_) => "conveyor belt platform",
            Sonic1::Junction(_) => "rotating junction",
            Sonic1::Girder(_) => "girder block",
            Sonic1::Gargoyle(_) => "gargoyle / fireball",
            Sonic1::Flamethrower(_) => "flamethrower",
            Sonic1::Electrocuter(_) => "electrocution orbs",
            Sonic1::SpinConvey(_) => "spinning conveyor platform",
            Sonic1::Saw(_) => "saw",
            Sonic1::GiantRing => "giant ring",
            Sonic1::RingFlash(_) => "giant ring flash",
            Sonic1::Scenery => "scenery",
            Sonic1::WaterfallSound => "waterfall sound",
            Sonic1::Light => "Spring Yard lamp",
            Sonic1::Waterfall => "waterfall / splash",
            Sonic1::HiddenBonus(_) => "hidden bonus",
            Sonic1::ScrapStomp(_) => "stomper or sliding door",
            Sonic1::BallHog(_) => "Ball Hog",
            Sonic1::AutoDoor => "small door",
            Sonic1::VanishPlatform(_) => "vanishing platform",
            Sonic1::Harpoon(_) => "harpoon",
            Sonic1::Seesaw(s) if s.parent.is_some() => "seesaw spike ball",
            Sonic1::Seesaw(_) => "seesaw",
            Sonic1::MzBoss(_) => "Marble boss",
            Sonic1::BossFire(_) => "Marble boss's fire",
            Sonic1::LzBoss(_) => "Labyrinth boss",
            Sonic1::SyzBoss(_) => "Spring Yard boss",
            Sonic1::BossBlock(_) => "Spring Yard boss block",
            Sonic1::SlzBoss(_) => "Star Light boss",
            Sonic1::BossSpikeball(b) if b.exploded => "boss explosion",
            Sonic1::BossSpikeball(_) => "Star Light boss spike ball",
            Sonic1::Sbz2Eggman(_) => "Scrap Brain 2 Eggman",
            Sonic1::FalseFloor(_) => "false floor",
            Sonic1::FzCylinder(_) => "Final Zone cylinder",
            Sonic1::FzBoss(_) => "Final Zone boss",
            Sonic1::FzPlasma(_) => "plasma ball launcher",
        }
    }

    /// The Sonic 1 id (`obID`).
    pub fn id(&self) -> u8 {
        match self {
            Sonic1::Inert(s1) => *s1,
            Sonic1::Motobug(_) => s1_id::MOTOBUG,
            Sonic1::Spikes(_) => s1_id::SPIKES,
            Sonic1::Chopper(_) => s1_id::CHOPPER,
            Sonic1::Crabmeat(_) => s1_id::CRABMEAT,
            Sonic1::BuzzBomber(_) => s1_id::BUZZ_BOMBER,
            Sonic1::Missile(_) => s1_id::MISSILE,
            Sonic1::Newtron(_) => s1_id::NEWTRON,
            Sonic1::Spring(_) => s1_id::SPRING,
            Sonic1::Rock => s1_id::PURPLE_ROCK,
            Sonic1::EdgeWall => s1_id::EDGE_WALL,
            Sonic1::Lamppost(_) => s1_id::LAMPPOST,
            Sonic1::Platform(_) => s1_id::PLATFORM,
            Sonic1::GhzBoss(_) => s1_id::BOSS_GHZ,
            Sonic1::BossBall(_) => s1_id::BOSS_BALL,
            Sonic1::ExplosionBomb => s1_id::EXPLOSION_BOMB,
            Sonic1::Bridge(_) => s1_id::BRIDGE,
            Sonic1::Swing(_) => s1_id::SWING,
            Sonic1::Helix(_) => s1_id::HELIX,
            Sonic1::Ledge(_) => s1_id::LEDGE,
            Sonic1::Ring(_) => s1_id::RING,
            Sonic1::Brick(_) => s1_id::MZ_BRICK,
            Sonic1::Trapdoor(_) => s1_id::TRAPDOOR,
            Sonic1::Burrobot(_) => s1_id::BURROBOT,
            Sonic1::FlapDoor(_) => s1_id::FLAP_DOOR,
            Sonic1::Button => s1_id::BUTTON,
            Sonic1::FloatBlock(_) => s1_id::FLOAT_BLOCK,
            Sonic1::Bomb(_) => s1_id::BOMB,
            Sonic1::Pylon => s1_id::PYLON,
            Sonic1::Staircase(_) => s1_id::STAIRCASE,
            Sonic1::Fan(_) => s1_id::FAN,
            Sonic1::Orbinaut(_) => s1_id::ORBINAUT,
            Sonic1::Roller(_) => s1_id::ROLLER,
            Sonic1::BigSpikeBall(_) => s1_id::BIG_SPIKE_BALL,
            Sonic1::Yadrin(_) => s1_id::YADRIN,
            Sonic1::CirclingPlatform(_) => s1_id::CIRCLING_PLATFORM,
            Sonic1::CollapseFloor(_) => s1_id::COLLAPSE_FLOOR,
            Sonic1::Elevator(_) => s1_id::ELEVATOR,
            Sonic1::Caterkiller(_) => s1_id::CATERKILLER,
            Sonic1::LargeGrass(_) => s1_id::LARGE_GRASS,
            Sonic1::LavaMaker(_) => s1_id::LAVA_MAKER,
            Sonic1::LavaBall(_) => s1_id::LAVA_BALL,
            Sonic1::GlassBlock(_) => s1_id::GLASS_BLOCK,
            Sonic1::Basaran(_) => s1_id::BASARAN,
            Sonic1::GeyserMaker(_) => s1_id::GEYSER_MAKER,
            Sonic1::Geyser(_) => s1_id::LAVA_GEYSER,
            Sonic1::PushBlock(_) => s1_id::PUSH_BLOCK,
            Sonic1::LavaTag => s1_id::LAVA_TAG,
            Sonic1::Barrier => s1_id::BARRIER,
            Sonic1::MovingBlock(_) => s1_id::MOVING_BLOCK,
            Sonic1::ChainStomp(_) => s1_id::CHAIN_STOMP,
            Sonic1::GrassFire(_) => s1_id::GRASS_FIRE,
            Sonic1::SmashBlock => s1_id::SMASH_BLOCK,
            Sonic1::LavaWall(_) => s1_id::LAVA_WALL,
            Sonic1::SpikeBall(_) => s1_id::SPIKE_BALL,
            Sonic1::Bubble(_) => s1_id::BUBBLE,
            Sonic1::Drown(_) => s1_id::DROWN_COUNT,
            Sonic1::Jaws(_) => s1_id::JAWS,
            Sonic1::LzBlock(_) => s1_id::LZ_BLOCK,
            Sonic1::LzConveyor(_) => s1_id::LZ_CONVEYOR,
            Sonic1::Junction(_) => s1_id::JUNCTION,
            Sonic1::Girder(_) => s1_id::GIRDER,
            Sonic1::Gargoyle(_) => s1_id::GARGOYLE,
            Sonic1::Flamethrower(_) => s1_id::FLAMETHROWER,
            Sonic1::Electrocuter(_) => s1_id::ELECTROCUTER,
            Sonic1::SpinConvey(_) => s1_id::SPIN_CONVEY,
            Sonic1::Saw(_) => s1_id::SAW,
            Sonic1::GiantRing => s1_id::GIANT_RING,
            Sonic1::RingFlash(_) => s1_id::RING_FLASH,
            Sonic1::Scenery => s1_id::SCENERY,
            Sonic1::WaterfallSound => s1_id::WATERFALL_SOUND,
            Sonic1::Light => s1_id::LIGHT,
            Sonic1::Waterfall => s1_id::WATERFALL,
            Sonic1::HiddenBonus(_) => s1_id::HIDDEN_BONUS,
            Sonic1::ScrapStomp(_) => s1_id::SCRAP_STOMP,
            Sonic1::BallHog(_) => s1_id::BALL_HOG,
            Sonic1::AutoDoor => s1_id::AUTO_DOOR,
            Sonic1::VanishPlatform(_) => s1_id::VANISH_PLATFORM,
            Sonic1::Harpoon(_) => s1_id::HARPOON,
            Sonic1::Seesaw(_) => s1_id::SEESAW,
            Sonic1::MzBoss(_) => s1_id::BOSS_MZ,
            Sonic1::BossFire(_) => s1_id::BOSS_FIRE,
            Sonic1::LzBoss(_) => s1_id::BOSS_LZ,
            Sonic1::SyzBoss(_) => s1_id::BOSS_SYZ,
            Sonic1::BossBlock(_) => s1_id::BOSS_BLOCK,
            Sonic1::SlzBoss(_) => s1_id::BOSS_SLZ,
            Sonic1::BossSpikeball(b) if b.exploded => s1_id::EXPLOSION_BOMB,
            Sonic1::BossSpikeball(_) => s1_id::BOSS_SPIKEBALL,
            Sonic1::Sbz2Eggman(_) => s1_id::SCRAP_EGGMAN,
            Sonic1::FalseFloor(_) => s1_id::FALSE_FLOOR,
            Sonic1::FzCylinder(_) => s1_id::EGG_CYLINDER,
            Sonic1::FzBoss(_) => s1_id::BOSS_FINAL,
            Sonic1::FzPlasma(_) => s1_id::BOSS_PLASMA,
        }
    }
}

/// The runtime state a Sonic 1 object starts with: the generic objects written from Sonic 1's (the smashable
/// wall, the prison capsule, the bumper `Obj47`) run as those; the rest as [`Sonic1`].
pub fn state(s1: u8) -> State {
    match s1 {
        s1_id::SMASH_WALL => State::BreakableWall(Default::default()),
        s1_id::PRISON => State::Capsule(Default::default()),
        s1_id::SIGNPOST => State::Signpost(Default::default()),
        s1_id::BUMPER => State::Bumper(Default::default()),
        _ => State::Sonic1(Sonic1::for_id(s1)),
    }
}

/// One frame of a Sonic 1 object.
#[inline]
pub fn run(c: &mut Common, s: &mut Sonic1, cx: &mut ObjCtx) {
    match s {
        Sonic1::Inert(_) => inert(c, cx),
        Sonic1::Motobug(m) => motobug::run(c, m, cx),
        Sonic1::Spikes(s) => spikes::run(c, s, cx),
        Sonic1::Chopper(s) => chopper::run(c, s, cx),
        Sonic1::Crabmeat(s) => crabmeat::run(c, s, cx),
        Sonic1::BuzzBomber(s) => buzz_bomber::run(c, s, cx),
        Sonic1::Missile(s) => buzz_bomber::run_missile(c, s, cx),
        Sonic1::Newtron(s) => newtron::run(c, s, cx),
        Sonic1::Spring(s) => spring::run(c, s, cx),
        Sonic1::Rock => rock::run(c, cx),
        Sonic1::EdgeWall => edge_wall::run(c, cx),
        Sonic1::Lamppost(s) => lamppost::run(c, s, cx),
        Sonic1::Platform(s) => platform::run(c, s, cx),
        Sonic1::GhzBoss(b) => ghz_boss::run(c, b, cx),
        Sonic1::BossBall(b) => {
            // `sub_17C2A`, `loc_17C68`, `GBall_ChkVanish`: a boss explosion in its slot, routine 0.
            if boss_ball::run(c, b, cx) {
                c.routine = 0;
                *s = Sonic1::ExplosionBomb;
            }
        }
        Sonic1::ExplosionBomb => explosion_bomb::run(c, cx),
        Sonic1::Bridge(s) => bridge::run(c, s, cx),
        Sonic1::Swing(s) => swing::run(c, s, cx),
        Sonic1::Helix(s) => helix::run(c, s, cx),
        Sonic1::Ledge(s) => ledge::run(c, s, cx),
        Sonic1::Ring(s) => ring::run(c, s, cx),
        Sonic1::Brick(s) => brick::run(c, s, cx),
        Sonic1::Trapdoor(s) => trapdoor::run(c, s, cx),
        Sonic1::Burrobot(s) => burrobot::run(c, s, cx),
        Sonic1::FlapDoor(s) => flap_door::run(c, s, cx),
        Sonic1::Button => button::run(c, cx),
        Sonic1::FloatBlock(s) => float_block::run(c, s, cx),
        Sonic1::Pylon => pylon::run(c),
        Sonic1::Staircase(s) => staircase::run(c, s, cx),
        Sonic1::Fan(s) => fan::run(c, s, cx),
        Sonic1::Orbinaut(s) => orbinaut::run(c, s, cx),
        Sonic1::Roller(s) => roller::run(c, s, cx),
        Sonic1::BigSpikeBall(s) => big_spike_ball::run(c, s, cx),
        Sonic1::Yadrin(s) => yadrin::run(c, s, cx),
        Sonic1::CirclingPlatform(s) => circling_platform::run(c, s, cx),
        Sonic1::CollapseFloor(s) => collapse_floor::run(c, s, cx),
        Sonic1::Elevator(s) => elevator::run(c, s, cx),
        Sonic1::Bomb(b) => {
            // `_move.b #id_ExplosionBomb,obID(a0)` with routine 0.
            if bomb::run(c, b, cx) {
                c.routine = 0;
                *s = Sonic1::ExplosionBomb;
            }
        }
        Sonic1::Caterkiller(s) => caterkiller::run(c, s, cx),
        Sonic1::LargeGrass(s) => large_grass::run(c, s, cx),
        Sonic1::LavaMaker(s) => lava_ball::run_maker(c, s, cx),
        Sonic1::LavaBall(s) => lava_ball::run_ball(c, s, cx),
        Sonic1::GlassBlock(s) => glass_block::run(c, s, cx),
        Sonic1::Basaran(s) => basaran::run(c, s, cx),
        Sonic1::GeyserMaker(s) => geyser::run_maker(c, s, cx),
        Sonic1::Geyser(s) => geyser::run_geyser(c, s, cx),
        Sonic1::PushBlock(s) => push_block::run(c, s, cx),
        Sonic1::LavaTag => lava_tag::run(c, cx),
        Sonic1::Barrier => barrier::run(c, cx),
        Sonic1::MovingBlock(s) => moving_block::run(c, s, cx),
        Sonic1::ChainStomp(s) => chain_stomp::run(c, s, cx),
        Sonic1::GrassFire(s) => grass_fire::run(c, s, cx),
        Sonic1::SmashBlock => smash_block::run(c, cx),
        Sonic1::LavaWall(s) => lava_wall::run(c, s, cx),
        Sonic1::SpikeBall(s) => spike_ball::run(c, s, cx),
        Sonic1::Bubble(s) => bubbles::run(c, s, cx),
        Sonic1::Drown(s) => drown::run(c, s, cx),
        Sonic1::Jaws(s) => jaws::run(c, s, cx),
        Sonic1::LzBlock(s) => lz_block::run(c, s, cx),
        Sonic1::LzConveyor(s) => lz_conveyor::run(c, s, cx),
        Sonic1::Junction(s) => junction::run(c, s, cx),
        Sonic1::Girder(s) => girder::run(c, s, cx),
        Sonic1::Gargoyle(s) => gargoyle::run(c, s, cx),
        Sonic1::Flamethrower(s) => flamethrower::run(c, s, cx),
        Sonic1::Electrocuter(s) => electrocuter::run(c, s, cx),
        Sonic1::SpinConvey(s) => spin_convey::run(c, s, cx),
        Sonic1::Saw(s) => saw::run(c, s, cx),
        Sonic1::GiantRing => giant_ring::run(c, cx),
        Sonic1::RingFlash(s) => giant_ring::run_flash(c, s, cx),
        Sonic1::Scenery => scenery::run(c, cx),
        Sonic1::WaterfallSound => waterfall_sound::run(c, cx),
        Sonic1::Light => light::run(c, cx),
        Sonic1::Waterfall => waterfall::run(c, cx),
        Sonic1::HiddenBonus(s) => hidden_bonus::run(c, s, cx),
        Sonic1::ScrapStomp(s) => scrap_stomp::run(c, s, cx),
        Sonic1::BallHog(b) => {
            // `Cbal_Explode`: `_move.b #id_ExplosionBomb,obID(a0)`, routine 0, `bra.w ExplosionBomb`.
            if ball_hog::run(c, b, cx) {
                c.routine = 0;
                *s = Sonic1::ExplosionBomb;
                explosion_bomb::run(c, cx);
            }
        }
        Sonic1::AutoDoor => auto_door::run(c, cx),
        Sonic1::VanishPlatform(s) => vanish_platform::run(c, s, cx),
        Sonic1::Harpoon(s) => harpoon::run(c, s, cx),
        Sonic1::Seesaw(s) => seesaw::run(c, s, cx),
        Sonic1::MzBoss(s) => mz_boss::run(c, s, cx),
        Sonic1::BossFire(s) => mz_boss::run_fire(c, s, cx),
        Sonic1::LzBoss(s) => lz_boss::run(c, s, cx),
        Sonic1::SyzBoss(s) => syz_boss::run(c, s, cx),
        Sonic1::BossBlock(s) => syz_boss::run_block(c, s, cx),
        Sonic1::SlzBoss(s) => slz_boss::run(c, s, cx),
        Sonic1::BossSpikeball(b) => slz_boss::run_ball(c, b, cx),
        Sonic1::Sbz2Eggman(s) => sbz2_eggman::run(c, s, cx),
        Sonic1::FalseFloor(s) => false_floor::run(c, s, cx),
        Sonic1::FzCylinder(s) => fz_cylinder::run(c, s, cx),
        Sonic1::FzBoss(s) => fz_boss::run(c, s, cx),
        Sonic1::FzPlasma(p) => {
            // `BossPlasma_Generator`: `move.b #id_ExplosionBomb,obID(a0)` with routine 0 once the boss is beaten.
            if fz_plasma::run(c, p, cx) {
                c.routine = 0;
                *s = Sonic1::ExplosionBomb;
            }
        }
    }
}

/// `HurtSonic` (s1disasm `_incObj/sub ReactToItem.asm`), past its callers' checks: with no shield and no
/// rings the player dies (`KillSonic`); with rings they scatter (a lost-rings object in the first free slot:
/// Sonic 2's, which Sonic 1's `RingLoss` matches); the shield goes; then the knock-back away from `source_x`.
pub fn hurt_sonic(cx: &mut ObjCtx, source_x: i32) {
    let p = &mut *cx.world.player;
    if !p.shield {
        if cx.world.game.rings == 0 {
            p.kill();
            return;
        }
        let ring_loss = Common::new(LOST_RINGS, 0, p.pixel_x(), p.pixel_y(), false, false);
        cx.spawn(Obj::new(ring_loss));
    }
    let p = &mut *cx.world.player;
    p.shield = false;
    p.knock_back(source_x);
}

/// `v_vbla_byte`, the vertical-interrupt counter's low byte (it counts lag frames and the time before the
/// level, so it is not the level's frame counter): a recording's own counter where it has one
/// ([`GameState::vint_offset`]); else the level's frame counter stands in, as for every Sonic 1 object.
pub fn vbla_byte(game: &GameState) -> u8 {
    game.frame_counter.wrapping_add(game.vint_offset.unwrap_or(0)) as u8
}

/// `ChkObjectVisible`: the object's centre within the screen (0–319 px across, 0–223 down from the camera).
pub fn chk_object_visible(c: &Common, cx: &ObjCtx) -> bool {
    let camera = cx.world.env.camera;
    let dx = (c.pixel_x() as u16).wrapping_sub(camera.x as u16) as i16;
    let dy = (c.pixel_y() as u16).wrapping_sub(camera.y as u16) as i16;
    (0..320).contains(&dx) && (0..224).contains(&dy)
}

/// `ObjFloorDist2` (`ObjFloorDist` at the object's own x): the distance from the object's bottom
/// (y + `obHeight`) at pixel column `x` to the floor, and that floor's angle — 0 for a flagged (odd) angle or
/// when no tile was met (the angle buffer starts at 0).
pub fn obj_floor_dist(c: &Common, cx: &ObjCtx, x: i32) -> (i32, u8) {
    let y = c.pixel_y().wrapping_add(i32::from(c.y_radius as i8));
    let r = sense(cx.world.env.terrain, Layer::A, SolidBit::Top, Direction::Down, x, y);
    let angle = r.angle.unwrap_or(0);
    (r.distance, if angle & 1 != 0 { 0 } else { angle })
}

/// Objects not modelled: drawn while in range, unloaded out of range (`RememberState`).
fn inert(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 16;
    }
    remember_state(c, cx);
}

/// `RememberState`: out of range (`out_of_range`: the object's x rounded down to $80 more than $280 past the
/// camera's x − $80 rounded down to $80, the test Sonic 2's `MarkObjGone` makes) the object is deleted and its
/// respawn entry's bit 7 cleared so it loads again; else it is drawn.
pub fn remember_state(c: &mut Common, cx: &mut ObjCtx) {
    cx.mark_gone(c);
}

/// The layout entry for a placement that is a Sonic 1 object: Sonic 1's typed badniks in any level (placed
/// with subtype 0 and a respawn entry, as Sonic 1's layouts place them), the named Sonic 1 kinds
/// (`ObjectKind::Sonic1`) and, in a Sonic 1 level (`sonic1_ids`), the `Other` kinds, whose id byte's bit 7 is the
/// respawn flag. `None`: the placement loads
/// as a Sonic 2 or generic object (monitors, rings).
pub fn entry(p: &ObjectPlacement, placement: usize, sonic1_ids: bool) -> Option<LayoutEntry> {
    let (s1, subtype, respawn) = match p.kind {
        ObjectKind::Badnik { kind } => {
            let s1 = match kind {
                BadnikKind::Motobug => s1_id::MOTOBUG,
                BadnikKind::Crabmeat => s1_id::CRABMEAT,
                BadnikKind::BuzzBomber => s1_id::BUZZ_BOMBER,
                BadnikKind::Chopper => s1_id::CHOPPER,
                BadnikKind::Newtron => s1_id::NEWTRON,
                _ => return None,
            };
            (s1, 0, true)
        }
        // A named Sonic 1 kind (in any level, as the typed badniks) is its id byte and subtype, as the `Other` it
        // was before the importer named it.
        ObjectKind::Sonic1 { .. } | ObjectKind::Other { .. }
            if sonic1_ids || matches!(p.kind, ObjectKind::Sonic1 { .. }) =>
        {
            let (byte, subtype) = formats::object::s1::id_byte(&p.kind)?;
            if byte & 0x7F == s1_id::MONITOR {
                return Some(LayoutEntry {
                    x: p.x as u16,
                    y: p.y as u16,
                    id: MONITOR,
                    subtype: monitor_contents(subtype),
                    x_flip: p.x_flip,
                    y_flip: p.y_flip,
                    respawn: byte & 0x80 != 0,
                    any_y: false,
                    placement,
                    params: [0; 2],
                });
            }
            (byte & 0x7F, subtype, byte & 0x80 != 0)
        }
        _ => return None,
    };
    Some(LayoutEntry {
        x: p.x as u16,
        y: p.y as u16,
        id: id::SONIC1,
        subtype,
        x_flip: p.x_flip,
        y_flip: p.y_flip,
        respawn,
        any_y: false,
        placement,
        params: [u16::from(s1), 0],
    })
}

/// The ring groups (s1disasm `Rings` records) a Sonic 1 level's ring placements came from: the import
/// ([`formats::import::s1::placements`]) turns a group into its rings, one placement each, in a row; this
/// finds the groups again from `first`, the index of a ring in `objects`: the longest run (up to 7) of
/// consecutive ring placements that one group's `Ring_PosData` spacing places ([`formats::import::s1::ring_positions`]),
/// one ring alone where no spacing fits. Returns the group's layout entry and how many placements it took.
pub fn ring_group(objects: &[ObjectPlacement], first: usize) -> (LayoutEntry, usize) {
    let ring_at = |i: usize| {
        objects
            .get(i)
            .filter(|p| p.kind == ObjectKind::Ring)
            .map(|p| (p.x, p.y))
            .filter(|&(x, y)| (0..=0x7FFF).contains(&x) && (0..=0x0FFF).contains(&y))
    };
    let (x, y) = ring_at(first).unwrap_or((0, 0));
    let mut best = (0u8, 1usize);
    for spacing in 0..16u8 {
        let positions = formats::import::s1::ring_positions(x as u16, y as u16, (spacing << 4) | 6);
        let run = positions.iter().enumerate().take_while(|&(k, &at)| ring_at(first + k) == Some(at)).count();
        if run > best.1 {
            best = (spacing, run);
        }
    }
    let (spacing, count) = best;
    let entry = LayoutEntry {
        x: x as u16,
        y: y as u16,
        id: id::SONIC1,
        subtype: (spacing << 4) | (count as u8 - 1),
        x_flip: false,
        y_flip: false,
        respawn: true,
        any_y: false,
        placement: first,
        params: [u16::from(s1_id::RING), 0],
    };
    (entry, count)
}

/// A Sonic 1 monitor's subtype (`Pow_Chk*`) as the monitor's contents code: 2 extra life, 3 speed shoes, 4
/// shield, 5 invincibility, 6 ten rings (Sonic 2's power-ups, the same in both games: `$4B0` frames of shoes
/// or invincibility, the life at 100 and 200 rings); the others — static, Eggman (which, unlike Sonic 2's
/// Robotnik, does not hurt), 'S', goggles — break like any monitor and give nothing
/// ([`crate::objects::s2::monitor::contents::SONIC1_NO_EFFECT`]).
pub fn monitor_contents(subtype: u8) -> u8 {
    use crate::objects::s2::monitor::contents::*;
    match subtype {
        2 => SONIC_1UP,
        3 => SPEED_SHOES,
        4 => SHIELD,
        5 => INVINCIBILITY,
        6 => RINGS,
        s => SONIC1_NO_EFFECT | (s & 0xF),
    }
}

/// Whether a Sonic 1 layout entry is a badnik (left out by `--no-badniks`).
pub fn is_badnik(s1: u8) -> bool {
    use s1_id::*;
    matches!(
        s1,
        MOTOBUG
            | CRABMEAT
            | BUZZ_BOMBER
            | CHOPPER
            | NEWTRON
            | 0x1E
            | JAWS
            | BURROBOT
            | ROLLER
            | YADRIN
            | BOMB
            | ORBINAUT
            | BASARAN
            | CATERKILLER
    )
}

impl crate::objects::runtime::object::ObjKind for Sonic1 {
    /// By the Sonic 1 id in the first parameter ([`state`]: some run as generic or Sonic 2 kinds).
    fn make(_id: u8, _subtype: u8, params: [u16; 2]) -> crate::objects::runtime::object::State {
        state(params[0] as u8)
    }

    #[inline(always)]
    fn run(
        s: &mut Self,
        c: &mut crate::objects::runtime::object::Common,
        cx: &mut crate::objects::runtime::context::ObjCtx,
    ) -> Option<crate::objects::runtime::object::State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        Sonic1::name(self)
    }
}
