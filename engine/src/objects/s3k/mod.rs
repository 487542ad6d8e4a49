//! Sonic 3 & Knuckles' objects as the level's layout names them: the object id table (skdisasm
//! `Levels/Misc/Object pointers - SK Set 1.asm`, the set `Load_Objects` reads in Sonic 3's zones of the
//! locked-on game) and the dispatch from a layout record to the runtime.
//!
//! S3K ids are not Sonic 2's ($0D is `Obj_BreakableWall`, Sonic 2's signpost): an S3K level's
//! [`ObjectKind::Other`] placements never run as Sonic 2 objects. What runs: the kinds the importer types
//! (`formats::object::s3k`) whose Sonic 3 routine reads its subtype as Sonic 2's does — the monitor
//! (`Obj_Monitor`), the spring (`Obj_Spring`), the spikes (`Obj_Spikes`) and the star post (`Obj_StarPost`) —
//! by Sonic 2's objects; the path swappers (`Obj_PathSwap`, Sonic 2's `Obj03`) are the level's layer switchers,
//! which take object slots where the profile says ([`crate::profile::Profile::switchers_take_slots`]). Every
//! other id loads as an object without behaviour ([`id::UNRUN`], the runtime's inert kind) until its S3K
//! routine is written here ([`implemented`]): it takes its slot and unloads out of range as the game's object
//! does, so the objects it does run get the slots the game gives them (a monitor's icon placed after the
//! monitor runs on the frame it is made: `AllocateObject` takes the first free slot).

pub mod aiz1_events;
pub mod aiz1_tree;
pub mod aiz2_bombership;
pub mod aiz2_boss_small;
pub mod aiz2_cutscene_knuckles;
pub mod aiz2_events;
pub mod aiz_end_boss;
pub mod aiz_fire;
pub mod aiz_hollow_tree;
pub mod aiz_miniboss;
pub mod aiz_miniboss_flame;
pub mod aiz_miniboss_parts;
pub mod aiz_plane_intro;
pub mod aiz_ship_bomb;
pub mod aiz_transition_floor;
pub mod aiz_water;
pub mod animated_still_sprite;
pub mod attracted_ring;
pub mod auto_spin;
pub mod blastoid;
pub mod bloominator;
pub mod boss;
pub mod boss_explosion;
pub mod breakable_rock;
pub mod breakable_wall;
pub mod bubbler;
pub mod bubbles_badnik;
pub mod buggernaut;
pub mod button;
pub mod caterkiller_jr;
pub mod collapsing_bridge;
pub mod collapsing_log_bridge;
pub mod collapsing_platform;
pub mod cork_floor;
pub mod cutscene_button;
pub mod cutscene_knuckles;
pub mod dash_trigger;
pub mod disappearing_floor;
pub mod door;
pub mod drawbridge;
pub mod egg_capsule;
pub mod end_sign;
pub mod falling_log;
pub mod flipping_bridge;
pub mod floating_platform;
pub mod foreground_plant;
pub mod giant_ride_vine;
pub mod hcz1_drop;
pub mod hcz1_transition;
pub mod hcz2_wall;
pub mod hcz_block;
pub mod hcz_breakable_bar;
pub mod hcz_conveyor_belt;
pub mod hcz_conveyor_spike;
pub mod hcz_cutscene_knuckles;
pub mod hcz_end_boss;
pub mod hcz_end_boss_parts;
pub mod hcz_end_geyser;
pub mod hcz_fan;
pub mod hcz_hand_launcher;
pub mod hcz_large_fan;
pub mod hcz_miniboss;
pub mod hcz_miniboss_parts;
pub mod hcz_snake_blocks;
pub mod hcz_spinning_column;
pub mod hcz_twisting_loop;
pub mod hcz_water;
pub mod hcz_water_rush;
pub mod hcz_water_splash;
pub mod hcz_water_wall;
pub mod hidden_monitor;
pub mod invisible_block;
pub mod invisible_hurt_block;
pub mod jawz;
pub mod kinds;
pub mod kos_queue;
pub mod level_intro;
pub mod mega_chopper;
pub mod mgz_moving_spike_platform;
pub mod mgz_top_platform;
pub mod mgz_twisting_loop;
pub mod monkey_dude;
pub mod poindexter;
pub mod rhinobot;
pub mod ride_vine;
pub mod sinking_mud;
pub mod smashing_pillar;
pub mod spiked_log;
pub mod spiker;
pub mod ss_entry_ring;
pub mod still_sprite;
pub mod swinging_platform;
pub mod swinging_spike_ball;
pub mod tension_bridge;
pub mod title_card;
pub mod trigger_platform;
pub mod tunnelbot;
pub mod turbo_spiker;
pub mod twisted_ramp;
pub mod water_drop;
pub mod zipline_peg;

use crate::objects::runtime::manager::LayoutEntry;
use formats::object::{ObjectKind, ObjectPlacement};

/// The runtime's ids for S3K objects: two, whatever the S3K id (which the entry keeps in its first parameter).
pub mod id {
    /// An S3K object the runtime does not run yet: no kind claims this id, so it loads as the runtime's inert
    /// object (it takes its slot and unloads out of range as the game's object does).
    pub const UNRUN: u8 = 0xF1;
    /// Every S3K object the runtime runs, [`super::kinds::Sonic3k`] picking the kind by S3K id.
    pub const SONIC3K: u8 = 0xF2;
}

/// skdisasm's object ids the runtime runs ([`kinds`]; the others load as [`id::UNRUN`]).
pub mod s3k_id {
    pub const COLLAPSING_PLATFORM: u8 = 0x04;
    pub const BREAKABLE_ROCK: u8 = 0x05;
    pub const FLOATING_PLATFORM: u8 = 0x51;
    pub const COLLAPSING_BRIDGE: u8 = 0x0F;
    pub const INVISIBLE_BLOCK: u8 = 0x28;
    pub const SMASHING_PILLAR: u8 = 0x52;
    pub const MGZ_TOP_PLATFORM: u8 = 0x5B;
    pub const MGZ_MOVING_SPIKE_PLATFORM: u8 = 0x56;
    pub const SINKING_MUD: u8 = 0x4F;
    pub const MGZ_TWISTING_LOOP: u8 = 0x50;
    pub const SWINGING_SPIKE_BALL: u8 = 0x58;
    pub const MONKEY_DUDE: u8 = 0x8E;
    pub const RHINOBOT: u8 = 0x8D;
    pub const SWINGING_PLATFORM: u8 = 0x53;
    pub const AIZ_MINIBOSS_CUTSCENE: u8 = 0x90;
    pub const AIZ_MINIBOSS: u8 = 0x91;
    pub const AIZ_END_BOSS: u8 = 0x92;
    pub const POINDEXTER: u8 = 0x98;
    pub const HCZ_FAN: u8 = 0x38;
    pub const JAWZ: u8 = 0x93;
    pub const BLASTOID: u8 = 0x94;
    pub const BUGGERNAUT: u8 = 0x95;
    pub const DASH_TRIGGER: u8 = 0x59;
    pub const TRIGGER_PLATFORM: u8 = 0x57;
    pub const GIANT_RIDE_VINE: u8 = 0x0C;
    pub const BUBBLES_BADNIK: u8 = 0x9B;
    pub const BLOOMINATOR: u8 = 0x8C;
    pub const SPIKER: u8 = 0x9C;
    pub const CATERKILLER_JR: u8 = 0x8F;
    pub const RIDE_VINE: u8 = 0x06;
    pub const HCZ_SNAKE_BLOCKS: u8 = 0x67;
    pub const HCZ_CONVEYOR_BELT: u8 = 0x3E;
    pub const HCZ_CONVEYOR_SPIKE: u8 = 0x3F;
    pub const HCZ_SPINNING_COLUMN: u8 = 0x68;
    pub const TURBO_SPIKER: u8 = 0x96;
    pub const HOLLOW_TREE: u8 = 0x03;
    pub const TUNNELBOT: u8 = 0x9E;
    pub const FOREGROUND_PLANT: u8 = 0x35;
    pub const DISAPPEARING_FLOOR: u8 = 0x29;
    pub const SPIKED_LOG: u8 = 0x2E;
    pub const COLLAPSING_LOG_BRIDGE: u8 = 0x2C;
    pub const ZIPLINE_PEG: u8 = 0x0A;
    pub const BREAKABLE_WALL: u8 = 0x0D;
    pub const HCZ_BLOCK: u8 = 0x40;
    pub const HCZ_HAND_LAUNCHER: u8 = 0x3A;
    pub const HCZ_BREAKABLE_BAR: u8 = 0x36;
    pub const DOOR: u8 = 0x3C;
    pub const HCZ_LARGE_FAN: u8 = 0x39;
    pub const HCZ_MINIBOSS: u8 = 0x99;
    pub const HCZ_END_BOSS: u8 = 0x9A;
    pub const CUTSCENE_KNUCKLES: u8 = 0x82;
    pub const BUTTON: u8 = 0x33;
    pub const HCZ_WATER_RUSH: u8 = 0x37;
    pub const STILL_SPRITE: u8 = 0x2F;
    pub const ANIMATED_STILL_SPRITE: u8 = 0x30;
    pub const INVISIBLE_HURT_BLOCK: u8 = 0x6A;
    pub const INVISIBLE_DEATH_BLOCK: u8 = 0x6B;
    pub const AUTO_SPIN: u8 = 0x26;
    pub const CORK_FLOOR: u8 = 0x2A;
    pub const HIDDEN_MONITOR: u8 = 0x80;
    pub const EGG_CAPSULE: u8 = 0x81;
    pub const BUBBLER: u8 = 0x54;
    pub const TWISTED_RAMP: u8 = 0x0E;
    pub const SS_ENTRY_RING: u8 = 0x85;
    pub const MEGA_CHOPPER: u8 = 0x97;
    pub const HCZ_TWISTING_LOOP: u8 = 0x69;
    pub const TENSION_BRIDGE: u8 = 0x6C;
    pub const WATER_DROP: u8 = 0x6E;
    pub const HCZ_WATER_SPLASH: u8 = 0x6D;
    pub const HCZ_WATER_WALL: u8 = 0x3B;
    pub const FALLING_LOG: u8 = 0x2D;
    pub const AIZ1_TREE: u8 = 0x09;
    pub const FLIPPING_BRIDGE: u8 = 0x2B;
    pub const DRAWBRIDGE: u8 = 0x32;
    pub const CUTSCENE_BUTTON: u8 = 0x83;
}

/// `Obj_WaitOffscreen` (s3.asm): until the object is first seen on screen it is drawn $20 × $20 and only
/// unloaded out of range (`loc_53FFC`); the frame it is first seen only ends the wait. True while it waits (the
/// caller's routine does not run).
pub(crate) fn wait_offscreen(
    c: &mut crate::objects::runtime::object::Common,
    awake: &mut bool,
    cx: &mut crate::objects::runtime::context::ObjCtx,
) -> bool {
    if *awake {
        return false;
    }
    (c.width_pixels, c.y_radius, c.explicit_height) = (0x20, 0x20, true);
    if c.on_screen {
        *awake = true;
    } else {
        cx.mark_gone(c);
    }
    true
}

/// `Current_zone` of a SonLVL section of skdisasm's projects ("Sonic 3\\Marble Garden Zone Act 1" → 2): the
/// zone objects that differ by zone read (`cmpi.b #2,(Current_zone).w`).
pub fn zone(section: &str) -> Option<u8> {
    const ZONES: [&str; 14] = [
        "Angel Island",
        "Hydrocity",
        "Marble Garden",
        "Carnival Night",
        "Flying Battery",
        "Icecap",
        "Launch Base",
        "Mushroom Hill",
        "Sandopolis",
        "Lava Reef",
        "Sky Sanctuary",
        "Death Egg",
        "Doomsday",
        "Hidden Palace",
    ];
    ZONES.iter().position(|z| section.contains(z)).map(|i| i as u8)
}

/// `Current_zone`'s Angel Island.
pub const ANGEL_ISLAND: u8 = 0;

/// `Current_zone`'s Hydrocity.
pub const HYDROCITY: u8 = 1;

/// `Current_zone`'s Marble Garden.
pub const MARBLE_GARDEN: u8 = 2;

/// `Current_zone`'s Carnival Night.
pub const CARNIVAL_NIGHT: u8 = 3;

/// The routine of each object id, as the pointer table names it.
pub const NAMES: [&str; 256] = [
    "Obj_Ring",
    "Obj_Monitor",
    "Obj_PathSwap",
    "Obj_AIZHollowTree",
    "Obj_CollapsingPlatform",
    "Obj_AIZLRZEMZRock",
    "Obj_AIZRideVine",
    "Obj_Spring",
    "Obj_Spikes",
    "Obj_AIZ1Tree",
    "Obj_AIZ1ZiplinePeg",
    "Obj_Ring",
    "Obj_AIZGiantRideVine",
    "Obj_BreakableWall",
    "Obj_TwistedRamp",
    "Obj_CollapsingBridge",
    "Obj_LBZTubeElevator",
    "Obj_LBZMovingPlatform",
    "Obj_LBZUnusedElevator",
    "Obj_LBZExplodingTrigger",
    "Obj_LBZTriggerBridge",
    "Obj_LBZPlayerLauncher",
    "Obj_LBZFlameThrower",
    "Obj_LBZRideGrapple",
    "Obj_LBZCupElevator",
    "Obj_LBZCupElevatorPole",
    "Obj_LBZUnusedTiltingBridge",
    "Obj_LBZPipePlug",
    "Obj_Ring",
    "Obj_LBZUnusedBarPlatform",
    "Obj_LBZSpinLauncher",
    "Obj_LBZLoweringGrapple",
    "Obj_MGZLBZSmashingPillar",
    "Obj_LBZGateLaser",
    "Obj_LBZAlarm",
    "Obj_LBZUnusedForceFall",
    "Obj_AutomaticTunnel",
    "Obj_Ring",
    "Obj_AutoSpin",
    "Obj_S2LavaMarker",
    "Obj_InvisibleBlock",
    "Obj_AIZDisappearingFloor",
    "Obj_CorkFloor",
    "Obj_AIZFlippingBridge",
    "Obj_AIZCollapsingLogBridge",
    "Obj_AIZFallingLog",
    "Obj_AIZSpikedLog",
    "Obj_StillSprite",
    "Obj_AnimatedStillSprite",
    "Obj_LBZRollingDrum",
    "Obj_AIZDrawBridge",
    "Obj_Button",
    "Obj_StarPost",
    "Obj_AIZForegroundPlant",
    "Obj_HCZBreakableBar",
    "Obj_HCZWaterRush",
    "Obj_HCZCGZFan",
    "Obj_HCZLargeFan",
    "Obj_HCZHandLauncher",
    "Obj_HCZWaterWall",
    "Obj_Door",
    "Obj_RetractingSpring",
    "Obj_HCZConveyorBelt",
    "Obj_HCZConveryorSpike",
    "Obj_HCZBlock",
    "Obj_CNZBalloon",
    "Obj_CNZCannon",
    "Obj_CNZRisingPlatform",
    "Obj_CNZTrapDoor",
    "Obj_CNZLightBulb",
    "Obj_CNZHoverFan",
    "Obj_CNZCylinder",
    "Obj_CNZVacuumTube",
    "Obj_CNZGiantWheel",
    "Obj_Bumper",
    "Obj_CNZTriangleBumpers",
    "Obj_CNZSpiralTube",
    "Obj_CNZBarberPoleSprite",
    "Obj_CNZWireCage",
    "Obj_SinkingMud",
    "Obj_MGZTwistingLoop",
    "Obj_FloatingPlatform",
    "Obj_MGZLBZSmashingPillar",
    "Obj_MGZSwingingPlatform",
    "Obj_Bubbler",
    "Obj_MGZHeadTrigger",
    "Obj_MGZMovingSpikePlatform",
    "Obj_MGZTriggerPlatform",
    "Obj_MGZSwingingSpikeBall",
    "Obj_MGZDashTrigger",
    "Obj_MGZPulley",
    "Obj_MGZTopPlatform",
    "Obj_MGZTopLauncher",
    "Obj_CGZTriangleBumpers",
    "Obj_CGZBladePlatform",
    "Obj_2PRetractingSpring",
    "Obj_BPZElephantBlock",
    "Obj_BPZBalloon",
    "Obj_DPZDisolvingSandBar",
    "Obj_DPZButton",
    "Obj_2PItem",
    "Obj_2PGoalMarker",
    "Obj_EMZDripper",
    "Obj_HCZSnakeBlocks",
    "Obj_HCZSpinningColumn",
    "Obj_HCZTwistingLoop",
    "Obj_InvisibleHurtBlockHorizontal",
    "Obj_InvisibleHurtBlockVertical",
    "Obj_TensionBridge",
    "Obj_HCZWaterSplash",
    "Obj_WaterDrop",
    "Obj_FBZWireCage",
    "Obj_FBZWireCageStationary",
    "Obj_FBZFloatingPlatform",
    "Obj_FBZChainLink",
    "Obj_FBZMagneticSpikeBall",
    "Obj_FBZMagneticPlatform",
    "Obj_FBZSnakePlatform",
    "Obj_FBZBentPipe",
    "Obj_FBZRotatingPlatform",
    "Obj_FBZDEZPlayerLauncher",
    "Obj_FBZDisappearingPlatform",
    "Obj_FBZScrewDoor",
    "Obj_FBZSpinningPole",
    "Obj_FBZPropeller",
    "Obj_FBZPiston",
    "Obj_FBZPlatformBlocks",
    "Obj_FBZMissileLauncher",
    "Obj_HiddenMonitor",
    "Obj_EggCapsule",
    "Obj_CutsceneKnuckles",
    "Obj_CutsceneButton",
    "Obj_AIZPlaneIntro",
    "Obj_SSEntryRing",
    "Obj_GumballMachine",
    "Obj_GumballTriangleBumper",
    "Obj_CNZWaterLevelCorkFloor",
    "Obj_CNZWaterLevelButton",
    "Obj_FBZExitHall",
    "Obj_SpriteMask",
    "Obj_Bloominator",
    "Obj_Rhinobot",
    "Obj_MonkeyDude",
    "Obj_CaterKillerJr",
    "Obj_AIZMinibossCutscene",
    "Obj_AIZMiniboss",
    "Obj_AIZEndBoss",
    "Obj_Jawz",
    "Obj_Blastoid",
    "Obj_Buggernaut",
    "Obj_TurboSpiker",
    "Obj_MegaChopper",
    "Obj_Poindexter",
    "Obj_HCZMiniboss",
    "Obj_HCZEndBoss",
    "Obj_BubblesBadnik",
    "Obj_Spiker",
    "Obj_Mantis",
    "Obj_Tunnelbot",
    "Obj_MGZMiniboss",
    "Obj_MGZ2DrillingRobotnik",
    "Obj_MGZEndBoss",
    "Obj_MGZEndBossKnux",
    "Obj_Clamer",
    "Obj_Sparkle",
    "Obj_Batbot",
    "Obj_CNZMiniboss",
    "Obj_CNZEndBoss",
    "Obj_Blaster",
    "Obj_TechnoSqueek",
    "Obj_FBZMiniboss",
    "Obj_FBZ2Subboss",
    "Obj_FBZEndBoss",
    "Obj_Penguinator",
    "Obj_StarPointer",
    "Obj_ICZCrushingColumn",
    "Obj_ICZPathFollowPlatform",
    "Obj_ICZBreakableWall",
    "Obj_ICZFreezer",
    "Obj_ICZSegmentColumn",
    "Obj_ICZSwingingPlatform",
    "Obj_ICZStalagtite",
    "Obj_ICZIceCube",
    "Obj_ICZIceSpikes",
    "Obj_ICZHarmfulIce",
    "Obj_ICZSnowPile",
    "Obj_ICZTensionPlatform",
    "Obj_ICZIceBlock",
    "Obj_ICZMiniboss",
    "Obj_ICZEndBoss",
    "Obj_SnaleBlaster",
    "Obj_Ribot",
    "Obj_Orbinaut",
    "Obj_Corkey",
    "Obj_Flybot767",
    "Obj_LBZ1Robotnik",
    "Obj_LBZMinibossBox",
    "Obj_LBZMinibossBoxKnux",
    "Obj_LBZ2RobotnikShip",
    "Obj_Ring",
    "Obj_LBZKnuxPillar",
    "Obj_LBZMiniboss",
    "Obj_LBZFinalBoss1",
    "Obj_LBZEndBoss",
    "Obj_LBZFinalBoss2",
    "Obj_LBZFinalBossKnux",
    "Obj_FBZExitDoor",
    "Obj_FBZEggPrison",
    "Obj_FBZSpringPlunger",
    "Obj_Ring",
    "Obj_Ring",
    "Obj_Ring",
    "Obj_Ring",
    "Obj_Ring",
    "Obj_Ring",
    "Obj_Ring",
    "Obj_Ring",
    "Obj_Ring",
    "Obj_Ring",
    "Obj_Ring",
    "Obj_Ring",
    "Obj_Ring",
    "Obj_Ring",
    "Obj_Ring",
    "Obj_FBZWallMissile",
    "Obj_FBZMine",
    "Obj_FBZElevator",
    "Obj_FBZTrapSpring",
    "Obj_FBZFlamethrower",
    "Obj_FBZSpiderCrane",
    "Obj_PachinkoTriangleBumper",
    "Obj_PachinkoFlipper",
    "Obj_PachinkoEnergyTrap",
    "Obj_PachinkoInvisibleUnknown",
    "Obj_Pachinko_Platform",
    "Obj_GumballItem",
    "Obj_PachinkoMagnetOrb",
    "Obj_PachinkoItemOrb",
    "Obj_Ring",
    "Obj_Ring",
    "Obj_Ring",
    "Obj_Ring",
    "Obj_Ring",
    "Obj_Ring",
    "Obj_Ring",
    "Obj_Ring",
    "Obj_Ring",
    "Obj_Ring",
    "Obj_Ring",
    "Obj_Ring",
    "Obj_Ring",
    "Obj_Ring",
    "Obj_Ring",
    "Obj_Ring",
    "Obj_Ring",
    "Obj_FBZMagneticPendulum",
];

/// The routine an S3K object id runs (`Obj_Ring`, `Obj_Monitor`, …).
pub fn name(id: u8) -> &'static str {
    NAMES[usize::from(id)]
}

/// Whether the runtime runs S3K object `id` with this subtype in zone `zone` (`Current_zone`) as the game does
/// (the kind: [`kinds`]; the README's S3K table lists them). The typed kinds (monitor, spring, spikes, star post)
/// and the path swappers come in as typed placements and switchers.
/// ([`kinds`]): Angel Island's breakable rock, collapsing ledge, floating platform, giant ride vine, Rhinobot,
/// Monkey Dude and miniboss, Hydrocity's Pointdexter, Jawz, Blastoid, Buggernaut, fan and collapsing bridge,
/// Marble Garden's collapsing bridge, swinging platform, dash trigger, trigger platform, moving spike platform
/// and Bubbles badnik, the invisible block.
/// Angel Island's Bloominator ([`bloominator`]) too.
/// Angel Island's hollow tree ([`aiz_hollow_tree`]) too.
/// The typed kinds (monitor, spring, spikes, star post) and the path swappers come in as typed placements and
/// switchers.
pub fn implemented(id: u8, subtype: u8, zone: Option<u8>) -> bool {
    match id {
        // One arm per kind (some only in their zone or with some subtypes).
        s3k_id::BREAKABLE_ROCK => true,
        s3k_id::COLLAPSING_PLATFORM => true,
        s3k_id::FLOATING_PLATFORM => true,
        s3k_id::GIANT_RIDE_VINE => true,
        s3k_id::INVISIBLE_BLOCK => true,
        s3k_id::MONKEY_DUDE => true,
        s3k_id::RHINOBOT => true,
        s3k_id::SWINGING_PLATFORM => true,
        s3k_id::POINDEXTER => true,
        s3k_id::JAWZ => true,
        s3k_id::BLASTOID => true,
        s3k_id::BUGGERNAUT => true,
        s3k_id::DASH_TRIGGER => true,
        s3k_id::BUBBLES_BADNIK => true,
        s3k_id::BLOOMINATOR => true,
        s3k_id::SPIKER => true,
        s3k_id::CATERKILLER_JR => true,
        s3k_id::RIDE_VINE => true,
        s3k_id::HCZ_SNAKE_BLOCKS => true,
        s3k_id::HCZ_SPINNING_COLUMN => true,
        s3k_id::TURBO_SPIKER => true,
        s3k_id::TUNNELBOT => true,
        s3k_id::FOREGROUND_PLANT => true,
        s3k_id::DISAPPEARING_FLOOR => true,
        s3k_id::SPIKED_LOG => true,
        s3k_id::ZIPLINE_PEG => true,
        s3k_id::STILL_SPRITE => true,
        s3k_id::ANIMATED_STILL_SPRITE => true,
        s3k_id::INVISIBLE_HURT_BLOCK => true,
        s3k_id::INVISIBLE_DEATH_BLOCK => true,
        s3k_id::AUTO_SPIN => true,
        s3k_id::HIDDEN_MONITOR => true,
        // Marble Garden's capsule ends by its routine $E (`sub_548DA`), not run.
        s3k_id::EGG_CAPSULE => zone != Some(MARBLE_GARDEN),
        s3k_id::BUBBLER => true,
        s3k_id::TWISTED_RAMP => true,
        s3k_id::SS_ENTRY_RING => true,
        s3k_id::SMASHING_PILLAR => zone == Some(MARBLE_GARDEN),
        s3k_id::MGZ_TOP_PLATFORM => zone == Some(MARBLE_GARDEN),
        s3k_id::SINKING_MUD => zone == Some(MARBLE_GARDEN),
        s3k_id::MGZ_TWISTING_LOOP => zone == Some(MARBLE_GARDEN),
        s3k_id::SWINGING_SPIKE_BALL => zone == Some(MARBLE_GARDEN),
        s3k_id::MGZ_MOVING_SPIKE_PLATFORM => zone == Some(MARBLE_GARDEN),
        s3k_id::COLLAPSING_BRIDGE => collapsing_bridge::runs(zone, subtype),
        s3k_id::AIZ_MINIBOSS_CUTSCENE | s3k_id::AIZ_MINIBOSS => zone == Some(ANGEL_ISLAND),
        s3k_id::AIZ_END_BOSS => zone == Some(ANGEL_ISLAND),
        s3k_id::HCZ_FAN => zone == Some(HYDROCITY),
        s3k_id::HCZ_CONVEYOR_BELT => zone == Some(HYDROCITY),
        s3k_id::HCZ_CONVEYOR_SPIKE => zone == Some(HYDROCITY),
        s3k_id::HOLLOW_TREE => zone == Some(ANGEL_ISLAND),
        s3k_id::COLLAPSING_LOG_BRIDGE => collapsing_log_bridge::runs(subtype),
        s3k_id::BREAKABLE_WALL => {
            zone == Some(ANGEL_ISLAND)
                || zone == Some(HYDROCITY)
                || (zone == Some(MARBLE_GARDEN) && subtype & 0x10 == 0)
        }
        s3k_id::HCZ_BLOCK => zone == Some(HYDROCITY),
        s3k_id::HCZ_HAND_LAUNCHER => zone == Some(HYDROCITY),
        s3k_id::HCZ_BREAKABLE_BAR => zone == Some(HYDROCITY),
        s3k_id::DOOR => door::runs(subtype),
        s3k_id::HCZ_LARGE_FAN => zone == Some(HYDROCITY),
        // (`Obj_Button` differs by zone in its art only: Angel Island 2's two press the dam's switch 0.)
        s3k_id::BUTTON => true,
        s3k_id::HCZ_WATER_RUSH => zone == Some(HYDROCITY),
        s3k_id::TRIGGER_PLATFORM => trigger_platform::runs(subtype),
        s3k_id::HCZ_MINIBOSS => zone == Some(HYDROCITY),
        s3k_id::HCZ_END_BOSS => zone == Some(HYDROCITY),
        // `CutsceneKnuckles_Index`: subtype 8 is Hydrocity 2's (`CutsceneKnux_HCZ2`).
        s3k_id::CUTSCENE_KNUCKLES => zone == Some(HYDROCITY) && subtype == 8,
        s3k_id::CORK_FLOOR => zone == Some(ANGEL_ISLAND),
        s3k_id::MEGA_CHOPPER => zone == Some(HYDROCITY),
        s3k_id::HCZ_TWISTING_LOOP => zone == Some(HYDROCITY),
        s3k_id::TENSION_BRIDGE => zone == Some(HYDROCITY),
        s3k_id::WATER_DROP => zone == Some(HYDROCITY),
        s3k_id::HCZ_WATER_SPLASH => zone == Some(HYDROCITY) && subtype == 0,
        s3k_id::HCZ_WATER_WALL => zone == Some(HYDROCITY),
        s3k_id::FALLING_LOG => zone == Some(ANGEL_ISLAND),
        s3k_id::AIZ1_TREE => zone == Some(ANGEL_ISLAND),
        s3k_id::FLIPPING_BRIDGE => zone == Some(ANGEL_ISLAND),
        s3k_id::DRAWBRIDGE => zone == Some(ANGEL_ISLAND),
        s3k_id::CUTSCENE_BUTTON => zone == Some(ANGEL_ISLAND),
        _ => false,
    }
}

/// The layout entry of an S3K level's placement: the typed kinds as the engine runs them
/// (`layout::entry`); an `Other` id not [`implemented`] as an [`id::UNRUN`] slot holder — never as the Sonic 2
/// object of the same id. Each has a respawn entry and keeps bit 15 of its y word
/// ([`LayoutEntry::any_y`]).
/// `zone`: the level's `Current_zone` ([`zone`]).
pub fn entry(
    p: &ObjectPlacement,
    placement: usize,
    zone: Option<u8>,
    typed: impl Fn(&ObjectPlacement, usize) -> Option<LayoutEntry>,
) -> Option<LayoutEntry> {
    // A named S3K kind as the `Other` it was before the importer named it: by its id.
    let raw = match p.kind {
        ObjectKind::Other { .. } | ObjectKind::Sonic3k { .. } => p.kind.game_id(),
        _ => None,
    };
    // Bit 15 of the record's y word (`Load_Sprites` loads it at any y).
    let any_y = p.s2.is_some_and(|e| e.load_at_any_y);
    match raw {
        Some((s3k_id, subtype)) => Some(LayoutEntry {
            x: p.x as u16,
            y: p.y as u16,
            id: if implemented(s3k_id, subtype, zone) { id::SONIC3K } else { id::UNRUN },
            subtype,
            x_flip: p.x_flip,
            y_flip: p.y_flip,
            // `Load_Objects` keeps a respawn entry for every object.
            respawn: true,
            any_y,
            placement,
            // The zone + 1 in the second (0: none): objects that differ by zone read it when made.
            params: [u16::from(s3k_id), zone.map_or(0, |z| u16::from(z) + 1)],
        }),
        // Every record has its respawn byte (`Load_Sprites` counts one per record in `Object_respawn_index`),
        // which the loaded bit of the rows' pass needs: the typed kinds' Sonic 2 records may have none.
        _ => typed(p, placement).map(|e| LayoutEntry { respawn: true, any_y, ..e }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table is skdisasm's: 0 a ring, 1 the monitor, 2 the path swapper, 7 the spring, 8 the spikes,
    /// $0D the breakable wall (Sonic 2's signpost id), $34 the star post.
    #[test]
    fn the_id_table_names_s3k_routines() {
        assert_eq!(name(0), "Obj_Ring");
        assert_eq!(name(1), "Obj_Monitor");
        assert_eq!(name(2), "Obj_PathSwap");
        assert_eq!(name(7), "Obj_Spring");
        assert_eq!(name(8), "Obj_Spikes");
        assert_eq!(name(0x0D), "Obj_BreakableWall");
        assert_eq!(name(0x34), "Obj_StarPost");
        assert_eq!(name(s3k_id::POINDEXTER), "Obj_Poindexter");
    }
}
