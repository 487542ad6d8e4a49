//! The table of Sonic 3 & Knuckles' object kinds: every S3K object the runtime runs is one [`Sonic3k`] under the
//! single runtime id [`super::id::SONIC3K`] (as Sonic 1's are one [`crate::objects::s1::Sonic1`] under $F0), so
//! S3K's 256 object ids never compete with Sonic 2's for the runtime's id byte. A line: the variant, its state
//! type (whose [`ObjKind`] impl, in the kind's own file, says how it runs) and the S3K ids (skdisasm's object
//! pointer table, [`super::s3k_id`]) whose layout entries start it — none for a kind only other objects make
//! (a miniboss's flame, a magnetised ring). Which placements run at all is [`super::implemented`] (some ids only
//! in their zone); the entry carries the S3K id in its first parameter ([`super::entry`]).
//!
//! Adding a kind: its file in this folder (a `pub mod` line in `mod.rs`) with its state type and `impl ObjKind`,
//! its S3K id in [`super::s3k_id`] and [`super::implemented`], and one line here.

use super::*;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, ObjKind, State};

/// Makes [`Sonic3k`] (`Inert`, then one variant per line), `From` each state type into [`State`] (as
/// `State::Sonic3k`), and `Sonic3k`'s [`ObjKind`], which asks the kind inside.
macro_rules! s3k_kind_table {
    ($( $variant:ident($ty:ty) $(= $($id:path)|+)? ; )*) => {
        /// The S3K object in a slot, by kind ([`s3k_kind_table!`]). `repr(u8)`: the variant in a byte of its
        /// own, as the runtime's [`State`].
        #[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
        #[repr(u8)]
        pub enum Sonic3k {
            /// What `Default` gives: a slot holder that does nothing (no placement makes it).
            #[default]
            Inert,
            $( $variant($ty), )*
        }

        $(
            impl From<$ty> for State {
                fn from(s: $ty) -> State {
                    State::Sonic3k(Sonic3k::$variant(s))
                }
            }
        )*

        impl Sonic3k {
            /// The kind's [`ObjKind::CODE_BANK`] (the inert object's: 3).
            pub fn code_bank(&self) -> u8 {
                match self {
                    Sonic3k::Inert => 3,
                    $( Sonic3k::$variant(_) => <$ty as ObjKind>::CODE_BANK, )*
                }
            }
        }

        impl ObjKind for Sonic3k {
            /// The kind of S3K id `params[0]` (an id no line claims: the runtime's inert object).
            fn make(id: u8, subtype: u8, params: [u16; 2]) -> State {
                #[allow(unreachable_patterns)]
                match params[0] as u8 {
                    $( $( $($id)|+ => <$ty as ObjKind>::make(id, subtype, params), )? )*
                    _ => State::Inert,
                }
            }

            #[inline(always)]
            fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
                match s {
                    Sonic3k::Inert => {
                        crate::objects::runtime::object::inert(c, cx);
                        None
                    }
                    $( Sonic3k::$variant(s) => <$ty as ObjKind>::run(s, c, cx), )*
                }
            }

            #[inline(always)]
            fn reads_on_screen(&self) -> bool {
                match self {
                    Sonic3k::Inert => false,
                    $( Sonic3k::$variant(_) => <$ty as ObjKind>::READS_ON_SCREEN, )*
                }
            }

            #[inline(always)]
            fn may_move_players(&self) -> bool {
                match self {
                    Sonic3k::Inert => false,
                    $( Sonic3k::$variant(_) => <$ty as ObjKind>::MAY_MOVE_PLAYERS, )*
                }
            }

            fn live_mapping_frame(&self) -> bool {
                match self {
                    Sonic3k::Inert => false,
                    $( Sonic3k::$variant(_) => <$ty as ObjKind>::LIVE_MAPPING_FRAME, )*
                }
            }

            fn catch_up_object(&self, c: &mut Common, slept: u32) {
                match self {
                    Sonic3k::Inert => {}
                    $( Sonic3k::$variant(_) => <$ty as ObjKind>::catch_up(c, slept), )*
                }
            }

            fn shield_reaction(&self, c: &Common) -> u8 {
                match self {
                    Sonic3k::Inert => 0,
                    $( Sonic3k::$variant(s) => s.shield_reaction(c), )*
                }
            }

            fn state_name(&self, c: &Common) -> &'static str {
                match self {
                    Sonic3k::Inert => "",
                    $( Sonic3k::$variant(s) => s.state_name(c), )*
                }
            }

            fn name(&self) -> &'static str {
                match self {
                    Sonic3k::Inert => "S3K object (inert)",
                    $( Sonic3k::$variant(s) => s.name(), )*
                }
            }
        }
    };
}

s3k_kind_table! {
    CollapsingBridge(collapsing_bridge::CollapsingBridge) = s3k_id::COLLAPSING_BRIDGE;
    InvisibleBlock(invisible_block::InvisibleBlock) = s3k_id::INVISIBLE_BLOCK;
    SmashingPillar(smashing_pillar::SmashingPillar) = s3k_id::SMASHING_PILLAR;
    MgzTopPlatform(mgz_top_platform::MgzTopPlatform) = s3k_id::MGZ_TOP_PLATFORM;
    MgzMovingSpikePlatform(mgz_moving_spike_platform::MgzMovingSpikePlatform) = s3k_id::MGZ_MOVING_SPIKE_PLATFORM;
    SinkingMud(sinking_mud::SinkingMud) = s3k_id::SINKING_MUD;
    MgzTwistingLoop(mgz_twisting_loop::MgzTwistingLoop) = s3k_id::MGZ_TWISTING_LOOP;
    SwingingSpikeBall(swinging_spike_ball::SwingingSpikeBall) = s3k_id::SWINGING_SPIKE_BALL;
    MgzSwingingPlatform(swinging_platform::SwingingPlatform) = s3k_id::SWINGING_PLATFORM;
    MgzDashTrigger(dash_trigger::DashTrigger) = s3k_id::DASH_TRIGGER;
    MgzTriggerPlatform(trigger_platform::TriggerPlatform) = s3k_id::TRIGGER_PLATFORM;
    AttractedRing(attracted_ring::AttractedRing);
    MonkeyDude(monkey_dude::MonkeyDude) = s3k_id::MONKEY_DUDE;
    AizMinibossCutscene(aiz_miniboss::AizMinibossCutscene) = s3k_id::AIZ_MINIBOSS_CUTSCENE;
    AizMiniboss(aiz_miniboss::AizMiniboss) = s3k_id::AIZ_MINIBOSS;
    AizMinibossFlame(aiz_miniboss_flame::AizMinibossFlame);
    AizMinibossPart(aiz_miniboss_parts::AizMinibossPart);
    AizEndBoss(aiz_end_boss::AizEndBoss) = s3k_id::AIZ_END_BOSS;
    AizEndBossPart(aiz_end_boss::AizEndBossPart);
    AizBattleship(aiz2_bombership::AizBattleship);
    AizShipPropeller(aiz2_bombership::AizShipPropeller);
    AizShipBomb(aiz_ship_bomb::AizShipBomb);
    AizBombExplosion(aiz_ship_bomb::AizBombExplosion);
    AizBossSmall(aiz2_boss_small::AizBossSmall);
    AizMakeTree(aiz2_bombership::AizMakeTree);
    AizBgTree(aiz2_bombership::AizBgTree);
    BossExplosion(boss_explosion::BossExplosion);
    AizTransitionFloor(aiz_transition_floor::AizTransitionFloor);
    Poindexter(poindexter::Poindexter) = s3k_id::POINDEXTER;
    HczFan(hcz_fan::HczFan) = s3k_id::HCZ_FAN;
    Jawz(jawz::Jawz) = s3k_id::JAWZ;
    Blastoid(blastoid::Blastoid) = s3k_id::BLASTOID;
    Buggernaut(buggernaut::Buggernaut) = s3k_id::BUGGERNAUT;
    BreakableRock(breakable_rock::BreakableRock) = s3k_id::BREAKABLE_ROCK;
    FloatingPlatform(floating_platform::FloatingPlatform) = s3k_id::FLOATING_PLATFORM;
    Rhinobot(rhinobot::Rhinobot) = s3k_id::RHINOBOT;
    GiantRideVine(giant_ride_vine::GiantRideVine) = s3k_id::GIANT_RIDE_VINE;
    BubblesBadnik(bubbles_badnik::BubblesBadnik) = s3k_id::BUBBLES_BADNIK;
    CollapsingLedge(collapsing_platform::CollapsingPlatform) = s3k_id::COLLAPSING_PLATFORM;
    Bloominator(bloominator::Bloominator) = s3k_id::BLOOMINATOR;
    Spiker(spiker::Spiker) = s3k_id::SPIKER;
    CaterKillerJr(caterkiller_jr::CaterKillerJr) = s3k_id::CATERKILLER_JR;
    RideVine(ride_vine::RideVine) = s3k_id::RIDE_VINE;
    HczSnakeBlocks(hcz_snake_blocks::HczSnakeBlocks) = s3k_id::HCZ_SNAKE_BLOCKS;
    HczConveyorBelt(hcz_conveyor_belt::HczConveyorBelt) = s3k_id::HCZ_CONVEYOR_BELT;
    HczConveyorSpike(hcz_conveyor_spike::HczConveyorSpike) = s3k_id::HCZ_CONVEYOR_SPIKE;
    HczSpinningColumn(hcz_spinning_column::HczSpinningColumn) = s3k_id::HCZ_SPINNING_COLUMN;
    TurboSpiker(turbo_spiker::TurboSpiker) = s3k_id::TURBO_SPIKER;
    AizHollowTree(aiz_hollow_tree::HollowTree) = s3k_id::HOLLOW_TREE;
    AizTreeReveal(aiz_hollow_tree::TreeReveal);
    Tunnelbot(tunnelbot::Tunnelbot) = s3k_id::TUNNELBOT;
    ForegroundPlant(foreground_plant::ForegroundPlant) = s3k_id::FOREGROUND_PLANT;
    DisappearingFloor(disappearing_floor::DisappearingFloor) = s3k_id::DISAPPEARING_FLOOR;
    SpikedLog(spiked_log::SpikedLog) = s3k_id::SPIKED_LOG;
    CollapsingLogBridge(collapsing_log_bridge::CollapsingLogBridge) = s3k_id::COLLAPSING_LOG_BRIDGE;
    ZiplinePeg(zipline_peg::ZiplinePeg) = s3k_id::ZIPLINE_PEG;
    BreakableWall(breakable_wall::BreakableWall) = s3k_id::BREAKABLE_WALL;
    HczBlock(hcz_block::HczBlock) = s3k_id::HCZ_BLOCK;
    HczHandLauncher(hcz_hand_launcher::HczHandLauncher) = s3k_id::HCZ_HAND_LAUNCHER;
    HczBreakableBar(hcz_breakable_bar::HczBreakableBar) = s3k_id::HCZ_BREAKABLE_BAR;
    Door(door::Door) = s3k_id::DOOR;
    HczLargeFan(hcz_large_fan::HczLargeFan) = s3k_id::HCZ_LARGE_FAN;
    Button(button::Button) = s3k_id::BUTTON;
    HczWaterRush(hcz_water_rush::HczWaterRush) = s3k_id::HCZ_WATER_RUSH;
    HczMiniboss(hcz_miniboss::HczMiniboss) = s3k_id::HCZ_MINIBOSS;
    HczMinibossRocket(hcz_miniboss_parts::Rocket);
    HczMinibossEngine(hcz_miniboss_parts::Engine);
    HczMinibossWhirlpool(hcz_miniboss_parts::Whirlpool);
    HczEndBoss(hcz_end_boss::HczEndBoss) = s3k_id::HCZ_END_BOSS;
    HczEndBossPropeller(hcz_end_boss_parts::Propeller);
    HczEndBossDepthCharge(hcz_end_boss_parts::DepthCharge);
    HczEndBossBlast(hcz_end_boss_parts::Blast);
    HczEndBossWaterJet(hcz_end_boss_parts::WaterJet);
    HczEndBossSpout(hcz_end_boss_parts::Spout);
    HczEndBossColumn(hcz_end_boss_parts::Column);
    HczEndGeyser(hcz_end_geyser::HczEndGeyser);
    HczCutsceneKnuckles(hcz_cutscene_knuckles::HczCutsceneKnuckles) = s3k_id::CUTSCENE_KNUCKLES;
    CameraRestore(hcz_cutscene_knuckles::CameraRestore);
    StillSprite(still_sprite::StillSprite) = s3k_id::STILL_SPRITE;
    AnimatedStillSprite(animated_still_sprite::AnimatedStillSprite) = s3k_id::ANIMATED_STILL_SPRITE;
    InvisibleHurtBlock(invisible_hurt_block::InvisibleHurtBlock) = s3k_id::INVISIBLE_HURT_BLOCK | s3k_id::INVISIBLE_DEATH_BLOCK;
    AutoSpin(auto_spin::AutoSpin) = s3k_id::AUTO_SPIN;
    CorkFloor(cork_floor::CorkFloor) = s3k_id::CORK_FLOOR;
    HiddenMonitor(hidden_monitor::HiddenMonitor) = s3k_id::HIDDEN_MONITOR;
    EndSign(end_sign::EndSign);
    EndSignStub(end_sign::EndSignStub);
    EndSignSparkle(end_sign::EndSignSparkle);
    LevelResults(end_sign::LevelResults);
    TitleCard(title_card::TitleCard);
    HczDropControl(hcz1_drop::DropControl);
    HczDropWhirlpool(hcz1_drop::DropWhirlpool);
    EggCapsule(egg_capsule::EggCapsule) = s3k_id::EGG_CAPSULE;
    EggCapsulePart(egg_capsule::EggCapsulePart);
    Bubbler(bubbler::Bubbler) = s3k_id::BUBBLER;
    TwistedRamp(twisted_ramp::TwistedRamp) = s3k_id::TWISTED_RAMP;
    SsEntryRing(ss_entry_ring::SsEntryRing) = s3k_id::SS_ENTRY_RING;
    SsEntryFlash(ss_entry_ring::SsEntryFlash);
    MegaChopper(mega_chopper::MegaChopper) = s3k_id::MEGA_CHOPPER;
    HczTwistingLoop(hcz_twisting_loop::HczTwistingLoop) = s3k_id::HCZ_TWISTING_LOOP;
    TensionBridge(tension_bridge::TensionBridge) = s3k_id::TENSION_BRIDGE;
    WaterDrop(water_drop::WaterDrop) = s3k_id::WATER_DROP;
    HczWaterSplash(hcz_water_splash::HczWaterSplash) = s3k_id::HCZ_WATER_SPLASH;
    HczWaterWall(hcz_water_wall::HczWaterWall) = s3k_id::HCZ_WATER_WALL;
    AizDamShake(aiz_water::DamShake);
    FallingLog(falling_log::FallingLog) = s3k_id::FALLING_LOG;
    Aiz1Tree(aiz1_tree::Aiz1Tree) = s3k_id::AIZ1_TREE;
    FlippingBridge(flipping_bridge::FlippingBridge) = s3k_id::FLIPPING_BRIDGE;
    Drawbridge(drawbridge::Drawbridge) = s3k_id::DRAWBRIDGE;
    CutsceneButton(cutscene_button::CutsceneButton) = s3k_id::CUTSCENE_BUTTON;
    BottomLimitRise(cutscene_button::BottomLimitRise);
    Aiz2CutsceneKnuckles(aiz2_cutscene_knuckles::Aiz2CutsceneKnuckles);
}
