//! The table of object kinds: one line per kind — its [`State`] variant, its state type (whose
//! [`ObjKind`](crate::objects::runtime::object::ObjKind) impl, in the kind's own file, says how it runs and
//! what the runtime needs to know of it) and the object ids that load it. The runtime's
//! [`kind_table!`](crate::objects::runtime::object::kind_table) makes the enum and the dispatch from it.
//!
//! Adding a kind: its file in the game's folder (`s2/`, a `pub mod` line in that folder's `mod.rs`), with its
//! state type and `impl ObjKind`, and one line here. The order of the lines is the variants' order.

use super::{generic, s1, s2, s3k};

crate::objects::runtime::object::kind_table! {
    Bridge(s2::bridge::Bridge) = s2::id::BRIDGE;
    Spring(s2::spring::Spring) = s2::id::SPRING;
    Monitor(s2::monitor::Monitor) = s2::id::MONITOR;
    MonitorContents(s2::monitor::Contents) = s2::id::MONITOR_CONTENTS;
    Spikes(s2::spikes::Spikes) = s2::id::SPIKES;
    LostRings(s2::lost_rings::LostRing) = s2::id::LOST_RINGS;
    Platform(s2::platform::Platform) = s2::id::EHZ_PLATFORM;
    StarPost(s2::star_post::StarPost) = s2::id::STAR_POST;
    Signpost(s2::signpost::Signpost) = s2::id::SIGNPOST;
    Explosion(s2::explosion::Explosion) = s2::id::EXPLOSION;
    Masher(s2::masher::Masher) = s2::id::MASHER;
    Buzzer(s2::buzzer::Buzzer) = s2::id::BUZZER;
    Coconuts(s2::coconuts::Coconuts) = s2::id::COCONUTS;
    Corkscrew(s2::corkscrew::Corkscrew) = s2::id::CORKSCREW;
    EggPrison(s2::egg_prison::EggPrison) = s2::id::EGG_PRISON;
    EhzBoss(s2::ehz_boss::EhzBoss) = s2::id::EHZ_BOSS;
    CpzBoss(s2::cpz_boss::CpzBoss) = s2::id::CPZ_BOSS;
    MczBoss(s2::mcz_boss::MczBoss) = s2::id::MCZ_BOSS;
    CnzBoss(s2::cnz_boss::CnzBoss) = s2::id::CNZ_BOSS;
    ArzBoss(s2::arz_boss::ArzBoss) = s2::id::ARZ_BOSS;
    HtzBoss(s2::htz_boss::HtzBoss) = s2::id::HTZ_BOSS;
    TippingFloor(s2::tipping_floor::TippingFloor) = s2::id::TIPPING_FLOOR;
    CpzPlatform(s2::cpz_platform::CpzPlatform) = s2::id::CPZ_PLATFORM;
    SpeedBooster(s2::speed_booster::SpeedBooster) = s2::id::SPEED_BOOSTER;
    BlueBall(s2::blue_balls::BlueBall) = s2::id::BLUE_BALLS;
    SpinTube(s2::spin_tube::SpinTube) = s2::id::SPIN_TUBE;
    Barrier(s2::barrier::Barrier) = s2::id::BARRIER;
    BreakableBlock(s2::breakable_block::BreakableBlock) = s2::id::BREAKABLE_BLOCK;
    InvisibleBlock(s2::invisible_block::InvisibleBlock) = s2::id::INVISIBLE_BLOCK;
    PipeExitSpring(s2::pipe_exit_spring::PipeExitSpring) = s2::id::PIPE_EXIT_SPRING;
    MovingBlock(s2::moving_block::MovingBlock) = s2::id::MOVING_BLOCK;
    Staircase(s2::staircase::Staircase) = s2::id::STAIRCASE;
    Spiny(s2::spiny::Spiny) = s2::id::SPINY | s2::id::SPINY_ON_WALL;
    Grabber(s2::grabber::Grabber) = s2::id::GRABBER;
    SidewaysPlatform(s2::sideways_platform::SidewaysPlatform) = s2::id::SIDEWAYS_PLATFORM;
    Bumper(generic::bumper::Bumper) = generic::id::BUMPER;
    PushableBlock(generic::pushable_block::PushableBlock) = generic::id::PUSHABLE_BLOCK;
    GenericPlatform(generic::generic_platform::GenericPlatform) = generic::id::GENERIC_PLATFORM;
    SpringCap(generic::spring_cap::SpringCap) = generic::id::SPRING_CAP;
    SpringRamp(generic::spring_ramp::SpringRamp) = generic::id::SPRING_RAMP | s2::id::PRESSURE_SPRING;
    Seesaw(generic::seesaw::Seesaw) = generic::id::SEESAW;
    SeesawBall(generic::seesaw::Ball) = generic::id::SEESAW_BALL;
    Flipper(generic::flipper::Flipper) = generic::id::FLIPPER;
    Capsule(generic::capsule::Capsule) = generic::id::CAPSULE;
    Fan(generic::fan::Fan) = generic::id::FAN;
    Conveyor(generic::conveyor::Conveyor) = generic::id::CONVEYOR;
    Spinner(generic::spinner::Spinner) = generic::id::SPINNER;
    Balloon(generic::balloon::Balloon) = generic::id::BALLOON;
    Cannon(generic::cannon::Cannon) = generic::id::CANNON;
    BreakableWall(generic::breakable_wall::BreakableWall) = generic::id::BREAKABLE_WALL;
    Sonic1(s1::Sonic1) = s1::id::SONIC1;
    Sonic3k(s3k::kinds::Sonic3k) = s3k::id::SONIC3K;
    AirBubbles(s2::air_bubbles::AirBubbles) = s2::id::AIR_BUBBLES;
    CollapsingPlatform(s2::collapsing_platform::CollapsingPlatform) = s2::id::COLLAPSING_PLATFORM;
    HtzLift(s2::htz_lift::HtzLift) = s2::id::HTZ_LIFT;
    SteamSpring(s2::steam_spring::SteamSpring) = s2::id::STEAM_SPRING;
    RisingPillar(s2::rising_pillar::RisingPillar) = s2::id::RISING_PILLAR;
    CnzFlipper(s2::cnz_flipper::CnzFlipper) = s2::id::CNZ_FLIPPER;
    CnzConveyor(s2::cnz_conveyor::CnzConveyor) = s2::id::CNZ_CONVEYOR;
    ArrowShooter(s2::arrow_shooter::ArrowShooter) = s2::id::ARROW_SHOOTER;
    Spiker(s2::spiker::Spiker) = s2::id::SPIKER | s2::id::SPIKER_DRILL;
    Crawlton(s2::crawlton::Crawlton) = s2::id::CRAWLTON;
    SmashableGround(s2::smashable_ground::SmashableGround) = s2::id::SMASHABLE_GROUND;
    HtzLava(s2::htz_lava::HtzLava) = s2::id::HTZ_LAVA;
    Rexon(s2::rexon::Rexon) = s2::id::REXON | s2::id::REXON2 | s2::id::REXON_HEAD;
    HtzSeesaw(s2::seesaw::Seesaw) = s2::id::HTZ_SEESAW;
    PinballSwitch(s2::pinball_switch::PinballSwitch) = s2::id::PINBALL_SWITCH;
    CnzCage(s2::cnz_cage::CnzCage) = s2::id::CNZ_CAGE;
    Whisp(s2::whisp::Whisp) = s2::id::WHISP;
    Grounder(s2::grounder::Grounder) =
        s2::id::GROUNDER_IN_WALL | s2::id::GROUNDER | s2::id::GROUNDER_WALL | s2::id::GROUNDER_ROCKS;
    RoundBumper(s2::round_bumper::RoundBumper) = s2::id::ROUND_BUMPER;
    HexBumper(s2::hex_bumper::HexBumper) = s2::id::HEX_BUMPER;
    CnzBigBlock(s2::cnz_big_block::CnzBigBlock) = s2::id::CNZ_BIG_BLOCK;
    BonusBlock(s2::bonus_block::BonusBlock) = s2::id::BONUS_BLOCK;
    CnzElevator(s2::cnz_elevator::CnzElevator) = s2::id::CNZ_ELEVATOR;
    WalkOffPlatform(s2::walk_off_platform::WalkOffPlatform) = s2::id::WALK_OFF_PLATFORM;
    Drawbridge(s2::drawbridge::Drawbridge) = s2::id::DRAWBRIDGE;
    Flasher(s2::flasher::Flasher) = s2::id::FLASHER;
    MczBridge(s2::mcz_bridge::MczBridge) = s2::id::MCZ_BRIDGE;
    Vine(s2::vine::Vine) = s2::id::VINE;
    SlidingSpikes(s2::sliding_spikes::SlidingSpikes) = s2::id::SLIDING_SPIKES;
    MczBrick(s2::mcz_brick::MczBrick) = s2::id::MCZ_BRICK;
    VineSwitch(s2::vine_switch::VineSwitch) = s2::id::VINE_SWITCH;
    LavaMarker(s2::lava_marker::LavaMarker) = s2::id::LAVA_MARKER;
    Sol(s2::sol::Sol) = s2::id::SOL;
    LauncherSpring(s2::launcher_spring::LauncherSpring) = s2::id::LAUNCHER_SPRING;
    MczStomper(s2::mcz_stomper::MczStomper) = s2::id::MCZ_STOMPER;
    SkidDust(s2::skid_dust::SkidDust) = s2::id::SKID_DUST;
    PlaneSwitcher(s2::plane_switcher::PlaneSwitcher) = s2::id::PLANE_SWITCHER;
    FallingPillar(s2::falling_pillar::FallingPillar) = s2::id::FALLING_PILLAR;
    ChopChop(s2::chop_chop::ChopChop) = s2::id::CHOP_CHOP;
    Leaves(s2::leaves::Leaves) = s2::id::LEAVES;
    ArzPlatform(s2::arz_platform::ArzPlatform) = s2::id::ARZ_PLATFORM;
    ArzRotPlatforms(s2::arz_rot_platforms::ArzRotPlatforms) = s2::id::ARZ_ROT_PLATFORMS;
    CnzSnakeBlocks(s2::cnz_snake_blocks::CnzSnakeBlocks) = s2::id::CNZ_SNAKE_BLOCKS;
    Crawl(s2::crawl::Crawl) = s2::id::CRAWL;
    SwingingPlatform(s2::swinging_platform::SwingingPlatform) = s2::id::SWINGING_PLATFORM;
    Scenery(s2::scenery::Scenery) = s2::id::DECORATION;
    CasinoPrize(s2::casino_prize::CasinoPrize) = s2::id::RING_PRIZE | s2::id::BOMB_PRIZE;
    SmallBubble(s2::small_bubble::SmallBubble) = s2::id::SMALL_BUBBLES;
}
