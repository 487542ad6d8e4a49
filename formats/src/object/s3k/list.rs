// Generated from the disassembly by a script formats/scripts/object_lists.py (then `cargo fmt`); run it again rather than editing.

use serde::{Deserialize, Serialize};

/// Sonic 3 & Knuckles' objects: every entry of skdisasm's pointer lists (`Levels/Misc/Object pointers - SK Set
/// 1.asm`, `SK Set 2.asm`, `S3 Set.asm`) but the `Obj_Ring` and `Delete_Current_Sprite` fillers, named by their
/// `Obj_*` routines. A name has the same id in every list that has it (the S3 Set's objects that Sonic 3 alone
/// puts at other ids than SK Set 1 are named again with `S3` after: `BloominatorS3`); which lists hold each is
/// in its doc and [`S3kObject::in_set`].
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    schemars::JsonSchema,
    strum::EnumIter,
)]
#[allow(clippy::upper_case_acronyms)]
pub enum S3kObject {
    /// `Obj_Ring`: SK Set 1 $00, SK Set 2 $00, S3 Set $00.
    Ring,
    /// `Obj_Monitor`: SK Set 1 $01, SK Set 2 $01, S3 Set $01.
    Monitor,
    /// `Obj_PathSwap`: SK Set 1 $02, SK Set 2 $02, S3 Set $02.
    PathSwap,
    /// `Obj_AIZHollowTree`: SK Set 1 $03, S3 Set $03.
    AIZHollowTree,
    /// `Obj_MHZTwistedVine`: SK Set 2 $03.
    MHZTwistedVine,
    /// `Obj_CollapsingPlatform`: SK Set 1 $04, SK Set 2 $04, S3 Set $04.
    CollapsingPlatform,
    /// `Obj_AIZLRZEMZRock`: SK Set 1 $05, SK Set 2 $05, S3 Set $05.
    AIZLRZEMZRock,
    /// `Obj_AIZRideVine`: SK Set 1 $06, S3 Set $06.
    AIZRideVine,
    /// `Obj_MHZPulleyLift`: SK Set 2 $06.
    MHZPulleyLift,
    /// `Obj_Spring`: SK Set 1 $07, SK Set 2 $07, S3 Set $07.
    Spring,
    /// `Obj_Spikes`: SK Set 1 $08, SK Set 2 $08, S3 Set $08.
    Spikes,
    /// `Obj_AIZ1Tree`: SK Set 1 $09, S3 Set $09.
    AIZ1Tree,
    /// `Obj_MHZCurledVine`: SK Set 2 $09.
    MHZCurledVine,
    /// `Obj_AIZ1ZiplinePeg`: SK Set 1 $0A, S3 Set $0A.
    AIZ1ZiplinePeg,
    /// `Obj_MHZStickyVine`: SK Set 2 $0A.
    MHZStickyVine,
    /// `Obj_MHZSwingBarHorizontal`: SK Set 2 $0B.
    MHZSwingBarHorizontal,
    /// `Obj_SphereTest`: S3 Set $0B.
    SphereTest,
    /// `Obj_AIZGiantRideVine`: SK Set 1 $0C, S3 Set $0C.
    AIZGiantRideVine,
    /// `Obj_MHZSwingBarVertical`: SK Set 2 $0C.
    MHZSwingBarVertical,
    /// `Obj_BreakableWall`: SK Set 1 $0D, SK Set 2 $0D, S3 Set $0D.
    BreakableWall,
    /// `Obj_TwistedRamp`: SK Set 1 $0E, SK Set 2 $0E, S3 Set $0E.
    TwistedRamp,
    /// `Obj_CollapsingBridge`: SK Set 1 $0F, SK Set 2 $0F, S3 Set $0F.
    CollapsingBridge,
    /// `Obj_LBZTubeElevator`: SK Set 1 $10, S3 Set $10.
    LBZTubeElevator,
    /// `Obj_MHZSwingVine`: SK Set 2 $10.
    MHZSwingVine,
    /// `Obj_LBZMovingPlatform`: SK Set 1 $11, S3 Set $11.
    LBZMovingPlatform,
    /// `Obj_MHZMushroomPlatform`: SK Set 2 $11.
    MHZMushroomPlatform,
    /// `Obj_LBZUnusedElevator`: SK Set 1 $12, S3 Set $12.
    LBZUnusedElevator,
    /// `Obj_MHZMushroomParachute`: SK Set 2 $12.
    MHZMushroomParachute,
    /// `Obj_LBZExplodingTrigger`: SK Set 1 $13, S3 Set $13.
    LBZExplodingTrigger,
    /// `Obj_MHZMushroomCatapult`: SK Set 2 $13.
    MHZMushroomCatapult,
    /// `Obj_LBZTriggerBridge`: SK Set 1 $14, S3 Set $14.
    LBZTriggerBridge,
    /// `Obj_Updraft`: SK Set 2 $14.
    Updraft,
    /// `Obj_LBZPlayerLauncher`: SK Set 1 $15, S3 Set $15.
    LBZPlayerLauncher,
    /// `Obj_LRZCorkscrew`: SK Set 2 $15.
    LRZCorkscrew,
    /// `Obj_LBZFlameThrower`: SK Set 1 $16, S3 Set $16.
    LBZFlameThrower,
    /// `Obj_LRZWallRide`: SK Set 2 $16.
    LRZWallRide,
    /// `Obj_LBZRideGrapple`: SK Set 1 $17, S3 Set $17.
    LBZRideGrapple,
    /// `Obj_LRZSinkingRock`: SK Set 2 $17.
    LRZSinkingRock,
    /// `Obj_LBZCupElevator`: SK Set 1 $18, S3 Set $18.
    LBZCupElevator,
    /// `Obj_LRZFallingSpike`: SK Set 2 $18.
    LRZFallingSpike,
    /// `Obj_LBZCupElevatorPole`: SK Set 1 $19, S3 Set $19.
    LBZCupElevatorPole,
    /// `Obj_LRZDoor`: SK Set 2 $19.
    LRZDoor,
    /// `Obj_LBZUnusedTiltingBridge`: SK Set 1 $1A, S3 Set $1A.
    LBZUnusedTiltingBridge,
    /// `Obj_LRZBigDoor`: SK Set 2 $1A.
    LRZBigDoor,
    /// `Obj_LBZPipePlug`: SK Set 1 $1B, S3 Set $1B.
    LBZPipePlug,
    /// `Obj_LRZFireballLauncher`: SK Set 2 $1B.
    LRZFireballLauncher,
    /// `Obj_LBZUnusedSolidHurt`: S3 Set $1C.
    LBZUnusedSolidHurt,
    /// `Obj_LRZButtonHorizontal`: SK Set 2 $1C.
    LRZButtonHorizontal,
    /// `Obj_LBZUnusedBarPlatform`: SK Set 1 $1D, S3 Set $1D.
    LBZUnusedBarPlatform,
    /// `Obj_LRZShootingTrigger`: SK Set 2 $1D.
    LRZShootingTrigger,
    /// `Obj_LBZSpinLauncher`: SK Set 1 $1E, S3 Set $1E.
    LBZSpinLauncher,
    /// `Obj_LRZDashElevator`: SK Set 2 $1E.
    LRZDashElevator,
    /// `Obj_LBZLoweringGrapple`: SK Set 1 $1F, S3 Set $1F.
    LBZLoweringGrapple,
    /// `Obj_LRZLavaFall`: SK Set 2 $1F.
    LRZLavaFall,
    /// `Obj_LRZSwingingSpikeBall`: SK Set 2 $20.
    LRZSwingingSpikeBall,
    /// `Obj_MGZLBZSmashingPillar`: SK Set 1 $20, S3 Set $20.
    MGZLBZSmashingPillar,
    /// `Obj_LBZGateLaser`: SK Set 1 $21, S3 Set $21.
    LBZGateLaser,
    /// `Obj_LRZSmashingSpikePlatform`: SK Set 2 $21.
    LRZSmashingSpikePlatform,
    /// `Obj_LBZAlarm`: SK Set 1 $22, S3 Set $22.
    LBZAlarm,
    /// `Obj_LRZSpikeBall`: SK Set 2 $22.
    LRZSpikeBall,
    /// `Obj_LBZUnusedForceFall`: SK Set 1 $23, S3 Set $23.
    LBZUnusedForceFall,
    /// `Obj_MHZMushroomCap`: SK Set 2 $23.
    MHZMushroomCap,
    /// `Obj_AutomaticTunnel`: SK Set 1 $24, SK Set 2 $24, S3 Set $24.
    AutomaticTunnel,
    /// `Obj_LRZChainedPlatforms`: SK Set 2 $25.
    LRZChainedPlatforms,
    /// `Obj_AutoSpin`: SK Set 1 $26, SK Set 2 $26, S3 Set $26.
    AutoSpin,
    /// `Obj_S2LavaMarker`: SK Set 1 $27, SK Set 2 $27, S3 Set $27.
    S2LavaMarker,
    /// `Obj_InvisibleBlock`: SK Set 1 $28, SK Set 2 $28, S3 Set $28.
    InvisibleBlock,
    /// `Obj_AIZDisappearingFloor`: SK Set 1 $29, S3 Set $29.
    AIZDisappearingFloor,
    /// `Obj_LRZFlameThrower`: SK Set 2 $29.
    LRZFlameThrower,
    /// `Obj_CorkFloor`: SK Set 1 $2A, SK Set 2 $2A, S3 Set $2A.
    CorkFloor,
    /// `Obj_AIZFlippingBridge`: SK Set 1 $2B, S3 Set $2B.
    AIZFlippingBridge,
    /// `Obj_LRZOrbitingSpikeBallHorizontal`: SK Set 2 $2B.
    LRZOrbitingSpikeBallHorizontal,
    /// `Obj_AIZCollapsingLogBridge`: SK Set 1 $2C, S3 Set $2C.
    AIZCollapsingLogBridge,
    /// `Obj_LRZOrbitingSpikeBallVertical`: SK Set 2 $2C.
    LRZOrbitingSpikeBallVertical,
    /// `Obj_AIZFallingLog`: SK Set 1 $2D, S3 Set $2D.
    AIZFallingLog,
    /// `Obj_LRZSolidMovingPlatforms`: SK Set 2 $2D.
    LRZSolidMovingPlatforms,
    /// `Obj_AIZSpikedLog`: SK Set 1 $2E, S3 Set $2E.
    AIZSpikedLog,
    /// `Obj_LRZSolidRock`: SK Set 2 $2E.
    LRZSolidRock,
    /// `Obj_StillSprite`: SK Set 1 $2F, SK Set 2 $2F, S3 Set $2F.
    StillSprite,
    /// `Obj_AnimatedStillSprite`: SK Set 1 $30, SK Set 2 $30, S3 Set $30.
    AnimatedStillSprite,
    /// `Obj_LBZRollingDrum`: SK Set 1 $31, S3 Set $31.
    LBZRollingDrum,
    /// `Obj_LRZCollapsingBridge`: SK Set 2 $31.
    LRZCollapsingBridge,
    /// `Obj_AIZDrawBridge`: SK Set 1 $32, S3 Set $32.
    AIZDrawBridge,
    /// `Obj_LRZTurbineSprites`: SK Set 2 $32.
    LRZTurbineSprites,
    /// `Obj_Button`: SK Set 1 $33, SK Set 2 $33, S3 Set $33.
    Button,
    /// `Obj_StarPost`: SK Set 1 $34, SK Set 2 $34, S3 Set $34.
    StarPost,
    /// `Obj_AIZForegroundPlant`: SK Set 1 $35, SK Set 2 $35, S3 Set $35.
    AIZForegroundPlant,
    /// `Obj_HCZBreakableBar`: SK Set 1 $36, SK Set 2 $36, S3 Set $36.
    HCZBreakableBar,
    /// `Obj_HCZWaterRush`: SK Set 1 $37, S3 Set $37.
    HCZWaterRush,
    /// `Obj_LRZSpikeBallLauncher`: SK Set 2 $37.
    LRZSpikeBallLauncher,
    /// `Obj_HCZCGZFan`: SK Set 1 $38, S3 Set $38.
    HCZCGZFan,
    /// `Obj_SOZQuicksand`: SK Set 2 $38.
    SOZQuicksand,
    /// `Obj_HCZLargeFan`: SK Set 1 $39, S3 Set $39.
    HCZLargeFan,
    /// `Obj_SOZSpawningSandBlocks`: SK Set 2 $39.
    SOZSpawningSandBlocks,
    /// `Obj_HCZHandLauncher`: SK Set 1 $3A, S3 Set $3A.
    HCZHandLauncher,
    /// `Obj_SOZPathSwap`: SK Set 2 $3A.
    SOZPathSwap,
    /// `Obj_HCZWaterWall`: SK Set 1 $3B, S3 Set $3B.
    HCZWaterWall,
    /// `Obj_SOZLoopFallthrough`: SK Set 2 $3B.
    SOZLoopFallthrough,
    /// `Obj_Door`: SK Set 1 $3C, SK Set 2 $3C, S3 Set $3C.
    Door,
    /// `Obj_RetractingSpring`: SK Set 1 $3D, SK Set 2 $3D, S3 Set $3D.
    RetractingSpring,
    /// `Obj_HCZConveyorBelt`: SK Set 1 $3E, S3 Set $3E.
    HCZConveyorBelt,
    /// `Obj_SOZPushableRock`: SK Set 2 $3E.
    SOZPushableRock,
    /// `Obj_HCZConveryorSpike`: SK Set 1 $3F, S3 Set $3F.
    HCZConveyorSpike,
    /// `Obj_SOZSpringVine`: SK Set 2 $3F.
    SOZSpringVine,
    /// `Obj_HCZBlock`: SK Set 1 $40, S3 Set $40.
    HCZBlock,
    /// `Obj_SOZRisingSandWall`: SK Set 2 $40.
    SOZRisingSandWall,
    /// `Obj_CNZBalloon`: SK Set 1 $41, S3 Set $41.
    CNZBalloon,
    /// `Obj_SOZLightSwitch`: SK Set 2 $41.
    SOZLightSwitch,
    /// `Obj_CNZCannon`: SK Set 1 $42, S3 Set $42.
    CNZCannon,
    /// `Obj_SOZFloatingPillar`: SK Set 2 $42.
    SOZFloatingPillar,
    /// `Obj_CNZRisingPlatform`: SK Set 1 $43, S3 Set $43.
    CNZRisingPlatform,
    /// `Obj_SOZSwingingPlatform`: SK Set 2 $43.
    SOZSwingingPlatform,
    /// `Obj_CNZTrapDoor`: SK Set 1 $44, S3 Set $44.
    CNZTrapDoor,
    /// `Obj_SOZBreakableSandRock`: SK Set 2 $44.
    SOZBreakableSandRock,
    /// `Obj_CNZLightBulb`: SK Set 1 $45, S3 Set $45.
    CNZLightBulb,
    /// `Obj_SOZPushSwitch`: SK Set 2 $45.
    SOZPushSwitch,
    /// `Obj_CNZHoverFan`: SK Set 1 $46, S3 Set $46.
    CNZHoverFan,
    /// `Obj_SOZDoor`: SK Set 2 $46.
    SOZDoor,
    /// `Obj_CNZCylinder`: SK Set 1 $47, S3 Set $47.
    CNZCylinder,
    /// `Obj_SOZSandCork`: SK Set 2 $47.
    SOZSandCork,
    /// `Obj_CNZVacuumTube`: SK Set 1 $48, S3 Set $48.
    CNZVacuumTube,
    /// `Obj_SOZRapelWire`: SK Set 2 $48.
    SOZRapelWire,
    /// `Obj_CNZGiantWheel`: SK Set 1 $49, S3 Set $49.
    CNZGiantWheel,
    /// `Obj_SOZSolidSprites`: SK Set 2 $49.
    SOZSolidSprites,
    /// `Obj_Bumper`: SK Set 1 $4A, S3 Set $4A.
    Bumper,
    /// `Obj_DEZFloatingPlatform`: SK Set 2 $4A.
    DEZFloatingPlatform,
    /// `Obj_CNZTriangleBumpers`: SK Set 1 $4B, S3 Set $4B.
    CNZTriangleBumpers,
    /// `Obj_DEZTiltingBridge`: SK Set 2 $4B.
    DEZTiltingBridge,
    /// `Obj_CNZSpiralTube`: SK Set 1 $4C, S3 Set $4C.
    CNZSpiralTube,
    /// `Obj_DEZHangCarrier`: SK Set 2 $4C.
    DEZHangCarrier,
    /// `Obj_CNZBarberPoleSprite`: SK Set 1 $4D, S3 Set $4D.
    CNZBarberPoleSprite,
    /// `Obj_DEZTorpedoLauncher`: SK Set 2 $4D.
    DEZTorpedoLauncher,
    /// `Obj_CNZWireCage`: SK Set 1 $4E, S3 Set $4E.
    CNZWireCage,
    /// `Obj_DEZLiftPad`: SK Set 2 $4E.
    DEZLiftPad,
    /// `Obj_DEZStaircase`: SK Set 2 $4F.
    DEZStaircase,
    /// `Obj_SinkingMud`: SK Set 1 $4F, S3 Set $4F.
    SinkingMud,
    /// `Obj_DEZConveyorBelt`: SK Set 2 $50.
    DEZConveyorBelt,
    /// `Obj_MGZTwistingLoop`: SK Set 1 $50, S3 Set $50.
    MGZTwistingLoop,
    /// `Obj_FloatingPlatform`: SK Set 1 $51, SK Set 2 $51, S3 Set $51.
    FloatingPlatform,
    /// `Obj_DEZLightning`: SK Set 2 $52.
    DEZLightning,
    /// `Obj_MGZLBZSmashingPillar`: SK Set 1 $52, S3 Set $52.
    MGZLBZSmashingPillar2,
    /// `Obj_DEZConveyorPad`: SK Set 2 $53.
    DEZConveyorPad,
    /// `Obj_MGZSwingingPlatform`: SK Set 1 $53, S3 Set $53.
    MGZSwingingPlatform,
    /// `Obj_Bubbler`: SK Set 1 $54, SK Set 2 $54, S3 Set $54.
    Bubbler,
    /// `Obj_DEZEnergyBridge`: SK Set 2 $55.
    DEZEnergyBridge,
    /// `Obj_MGZHeadTrigger`: SK Set 1 $55, S3 Set $55.
    MGZHeadTrigger,
    /// `Obj_DEZEnergyBridgeCurved`: SK Set 2 $56.
    DEZEnergyBridgeCurved,
    /// `Obj_MGZMovingSpikePlatform`: SK Set 1 $56, S3 Set $56.
    MGZMovingSpikePlatform,
    /// `Obj_DEZTunnelLauncher`: SK Set 2 $57.
    DEZTunnelLauncher,
    /// `Obj_MGZTriggerPlatform`: SK Set 1 $57, S3 Set $57.
    MGZTriggerPlatform,
    /// `Obj_DEZGravitySwitch`: SK Set 2 $58.
    DEZGravitySwitch,
    /// `Obj_MGZSwingingSpikeBall`: SK Set 1 $58, S3 Set $58.
    MGZSwingingSpikeBall,
    /// `Obj_DEZTeleporter`: SK Set 2 $59.
    DEZTeleporter,
    /// `Obj_MGZDashTrigger`: SK Set 1 $59, S3 Set $59.
    MGZDashTrigger,
    /// `Obj_DEZGravityTube`: SK Set 2 $5A.
    DEZGravityTube,
    /// `Obj_MGZPulley`: SK Set 1 $5A, S3 Set $5A.
    MGZPulley,
    /// `Obj_DEZGravitySwap`: SK Set 2 $5B.
    DEZGravitySwap,
    /// `Obj_MGZTopPlatform`: SK Set 1 $5B, S3 Set $5B.
    MGZTopPlatform,
    /// `Obj_DEZGravityHub`: SK Set 2 $5C.
    DEZGravityHub,
    /// `Obj_MGZTopLauncher`: SK Set 1 $5C, S3 Set $5C.
    MGZTopLauncher,
    /// `Obj_CGZTriangleBumpers`: SK Set 1 $5D, S3 Set $5D.
    CGZTriangleBumpers,
    /// `Obj_DEZRetractingSpring`: SK Set 2 $5D.
    DEZRetractingSpring,
    /// `Obj_CGZBladePlatform`: SK Set 1 $5E, S3 Set $5E.
    CGZBladePlatform,
    /// `Obj_DEZHoverMachine`: SK Set 2 $5E.
    DEZHoverMachine,
    /// `Obj_DEZGravityRoom`: SK Set 2 $5F.
    DEZGravityRoom,
    /// `Obj_2PRetractingSpring`: SK Set 1 $5F, S3 Set $5F.
    TwoPlayerRetractingSpring,
    /// `Obj_BPZElephantBlock`: SK Set 1 $60, S3 Set $60.
    BPZElephantBlock,
    /// `Obj_DEZBumperWall`: SK Set 2 $60.
    DEZBumperWall,
    /// `Obj_BPZBalloon`: SK Set 1 $61, S3 Set $61.
    BPZBalloon,
    /// `Obj_DEZGravityPuzzle`: SK Set 2 $61.
    DEZGravityPuzzle,
    /// `Obj_DPZDisolvingSandBar`: SK Set 1 $62, S3 Set $62.
    DPZDisolvingSandBar,
    /// `Obj_DPZButton`: SK Set 1 $63, S3 Set $63.
    DPZButton,
    /// `Obj_2PItem`: SK Set 1 $64, S3 Set $64.
    TwoPlayerItem,
    /// `Obj_2PGoalMarker`: SK Set 1 $65, S3 Set $65.
    TwoPlayerGoalMarker,
    /// `Obj_EMZDripper`: SK Set 1 $66, S3 Set $66.
    EMZDripper,
    /// `Obj_HCZSnakeBlocks`: SK Set 1 $67, S3 Set $67.
    HCZSnakeBlocks,
    /// `Obj_HCZSpinningColumn`: SK Set 1 $68, S3 Set $68.
    HCZSpinningColumn,
    /// `Obj_HCZTwistingLoop`: SK Set 1 $69, S3 Set $69.
    HCZTwistingLoop,
    /// `Obj_InvisibleHurtBlockHorizontal`: SK Set 1 $6A, SK Set 2 $6A, S3 Set $6A.
    InvisibleHurtBlockHorizontal,
    /// `Obj_InvisibleHurtBlockVertical`: SK Set 1 $6B, SK Set 2 $6B, S3 Set $6B.
    InvisibleHurtBlockVertical,
    /// `Obj_TensionBridge`: SK Set 1 $6C, SK Set 2 $6C, S3 Set $6C.
    TensionBridge,
    /// `Obj_HCZWaterSplash`: SK Set 1 $6D, S3 Set $6D.
    HCZWaterSplash,
    /// `Obj_InvisibleShockBlock`: SK Set 2 $6D.
    InvisibleShockBlock,
    /// `Obj_InvisibleLavaBlock`: SK Set 2 $6E.
    InvisibleLavaBlock,
    /// `Obj_WaterDrop`: SK Set 1 $6E, S3 Set $6E.
    WaterDrop,
    /// `Obj_FBZWireCage`: SK Set 1 $6F.
    FBZWireCage,
    /// `Obj_FBZWireCageStationary`: SK Set 1 $70.
    FBZWireCageStationary,
    /// `Obj_FBZFloatingPlatform`: SK Set 1 $71.
    FBZFloatingPlatform,
    /// `Obj_FBZChainLink`: SK Set 1 $72.
    FBZChainLink,
    /// `Obj_FBZMagneticSpikeBall`: SK Set 1 $73.
    FBZMagneticSpikeBall,
    /// `Obj_FBZMagneticPlatform`: SK Set 1 $74.
    FBZMagneticPlatform,
    /// `Obj_SSZRetractingSpring`: SK Set 2 $74.
    SSZRetractingSpring,
    /// `Obj_FBZSnakePlatform`: SK Set 1 $75.
    FBZSnakePlatform,
    /// `Obj_SSZSwingingCarrier`: SK Set 2 $75.
    SSZSwingingCarrier,
    /// `Obj_FBZBentPipe`: SK Set 1 $76.
    FBZBentPipe,
    /// `Obj_SSZRotatingPlatform`: SK Set 2 $76.
    SSZRotatingPlatform,
    /// `Obj_FBZRotatingPlatform`: SK Set 1 $77.
    FBZRotatingPlatform,
    /// `Obj_SSZCutsceneBridge`: SK Set 2 $77.
    SSZCutsceneBridge,
    /// `Obj_FBZDEZPlayerLauncher`: SK Set 1 $78, SK Set 2 $78.
    FBZDEZPlayerLauncher,
    /// `Obj_FBZDisappearingPlatform`: SK Set 1 $79.
    FBZDisappearingPlatform,
    /// `Obj_SSZHPZTeleporter`: SK Set 2 $79.
    SSZHPZTeleporter,
    /// `Obj_FBZScrewDoor`: SK Set 1 $7A.
    FBZScrewDoor,
    /// `Obj_SSZElevatorBar`: SK Set 2 $7A.
    SSZElevatorBar,
    /// `Obj_FBZSpinningPole`: SK Set 1 $7B.
    FBZSpinningPole,
    /// `Obj_SSZCollapsingBridgeDiagonal`: SK Set 2 $7B.
    SSZCollapsingBridgeDiagonal,
    /// `Obj_FBZPropeller`: SK Set 1 $7C.
    FBZPropeller,
    /// `Obj_SSZCollapsingBridge`: SK Set 2 $7C.
    SSZCollapsingBridge,
    /// `Obj_FBZPiston`: SK Set 1 $7D.
    FBZPiston,
    /// `Obj_SSZBouncyCloud`: SK Set 2 $7D.
    SSZBouncyCloud,
    /// `Obj_FBZPlatformBlocks`: SK Set 1 $7E.
    FBZPlatformBlocks,
    /// `Obj_SSZCollapsingColumn`: SK Set 2 $7E.
    SSZCollapsingColumn,
    /// `Obj_FBZMissileLauncher`: SK Set 1 $7F.
    FBZMissileLauncher,
    /// `Obj_SSZFloatingPlatform`: SK Set 2 $7F.
    SSZFloatingPlatform,
    /// `Obj_AIZMinibossCutscene`: S3 Set $80.
    AIZMinibossCutsceneS3,
    /// `Obj_HiddenMonitor`: SK Set 1 $80, SK Set 2 $80.
    HiddenMonitor,
    /// `Obj_Bloominator`: S3 Set $81.
    BloominatorS3,
    /// `Obj_EggCapsule`: SK Set 1 $81, SK Set 2 $81.
    EggCapsule,
    /// `Obj_CutsceneKnuckles`: SK Set 1 $82, SK Set 2 $82.
    CutsceneKnuckles,
    /// `Obj_Rhinobot`: S3 Set $82.
    RhinobotS3,
    /// `Obj_CutsceneButton`: SK Set 1 $83, SK Set 2 $83.
    CutsceneButton,
    /// `Obj_MonkeyDude`: S3 Set $83.
    MonkeyDudeS3,
    /// `Obj_AIZPlaneIntro`: SK Set 1 $84, SK Set 2 $84.
    AIZPlaneIntro,
    /// `Obj_LBZMiniboss`: S3 Set $85.
    LBZMinibossS3,
    /// `Obj_SSEntryRing`: SK Set 1 $85, SK Set 2 $85.
    SSEntryRing,
    /// `Obj_GumballMachine`: SK Set 1 $86, SK Set 2 $86.
    GumballMachine,
    /// `Obj_LBZFinalBoss1`: S3 Set $86.
    LBZFinalBoss1S3,
    /// `Obj_GumballTriangleBumper`: SK Set 1 $87, SK Set 2 $87.
    GumballTriangleBumper,
    /// `Obj_SnaleBlaster`: S3 Set $87.
    SnaleBlasterS3,
    /// `Obj_CNZWaterLevelCorkFloor`: SK Set 1 $88, SK Set 2 $88.
    CNZWaterLevelCorkFloor,
    /// `Obj_Ribot`: S3 Set $88.
    RibotS3,
    /// `Obj_CNZWaterLevelButton`: SK Set 1 $89, SK Set 2 $89.
    CNZWaterLevelButton,
    /// `Obj_Orbinaut`: S3 Set $89.
    OrbinautS3,
    /// `Obj_Corkey`: S3 Set $8A.
    CorkeyS3,
    /// `Obj_FBZExitHall`: SK Set 1 $8A, SK Set 2 $8A.
    FBZExitHall,
    /// `Obj_Flybot767`: S3 Set $8B.
    Flybot767S3,
    /// `Obj_SpriteMask`: SK Set 1 $8B, SK Set 2 $8B.
    SpriteMask,
    /// `Obj_Bloominator`: SK Set 1 $8C.
    Bloominator,
    /// `Obj_LBZEndBoss`: S3 Set $8C.
    LBZEndBossS3,
    /// `Obj_Madmole`: SK Set 2 $8C.
    Madmole,
    /// `Obj_CNZEndBoss`: S3 Set $8D.
    CNZEndBossS3,
    /// `Obj_Mushmeanie`: SK Set 2 $8D.
    Mushmeanie,
    /// `Obj_Rhinobot`: SK Set 1 $8D.
    Rhinobot,
    /// `Obj_CNZMiniboss`: S3 Set $8E.
    CNZMinibossS3,
    /// `Obj_Dragonfly`: SK Set 2 $8E.
    Dragonfly,
    /// `Obj_MonkeyDude`: SK Set 1 $8E.
    MonkeyDude,
    /// `Obj_Butterdroid`: SK Set 2 $8F.
    Butterdroid,
    /// `Obj_CaterKillerJr`: SK Set 1 $8F.
    CaterKillerJr,
    /// `Obj_FBZMiniboss`: S3 Set $8F.
    FBZMinibossS3,
    /// `Obj_AIZMinibossCutscene`: SK Set 1 $90.
    AIZMinibossCutscene,
    /// `Obj_Cluckoid`: SK Set 2 $90.
    Cluckoid,
    /// `Obj_AIZMiniboss`: SK Set 1 $91.
    AIZMiniboss,
    /// `Obj_MHZMinibossTree`: SK Set 2 $91.
    MHZMinibossTree,
    /// `Obj_AIZEndBoss`: SK Set 1 $92.
    AIZEndBoss,
    /// `Obj_MHZMiniboss`: SK Set 2 $92.
    MHZMiniboss,
    /// `Obj_Jawz`: SK Set 1 $93.
    Jawz,
    /// `Obj_MHZEndBoss`: SK Set 2 $93.
    MHZEndBoss,
    /// `Obj_Blastoid`: SK Set 1 $94.
    Blastoid,
    /// `Obj_Skorp`: SK Set 2 $94.
    Skorp,
    /// `Obj_Buggernaut`: SK Set 1 $95.
    Buggernaut,
    /// `Obj_Sandworm`: SK Set 2 $95.
    Sandworm,
    /// `Obj_Rockn`: SK Set 2 $96.
    Rockn,
    /// `Obj_TurboSpiker`: SK Set 1 $96.
    TurboSpiker,
    /// `Obj_MegaChopper`: SK Set 1 $97.
    MegaChopper,
    /// `Obj_SOZMiniboss`: SK Set 2 $97.
    SOZMiniboss,
    /// `Obj_Poindexter`: SK Set 1 $98.
    Poindexter,
    /// `Obj_SOZEndBoss`: SK Set 2 $98.
    SOZEndBoss,
    /// `Obj_Fireworm`: SK Set 2 $99.
    Fireworm,
    /// `Obj_HCZMiniboss`: SK Set 1 $99.
    HCZMiniboss,
    /// `Obj_Jawz`: S3 Set $99.
    JawzS3,
    /// `Obj_Blastoid`: S3 Set $9A.
    BlastoidS3,
    /// `Obj_HCZEndBoss`: SK Set 1 $9A.
    HCZEndBoss,
    /// `Obj_Iwamodoki`: SK Set 2 $9A.
    Iwamodoki,
    /// `Obj_BubblesBadnik`: SK Set 1 $9B.
    BubblesBadnik,
    /// `Obj_Buggernaut`: S3 Set $9B.
    BuggernautS3,
    /// `Obj_Toxomister`: SK Set 2 $9B.
    Toxomister,
    /// `Obj_LRZRockCrusher`: SK Set 2 $9C.
    LRZRockCrusher,
    /// `Obj_Spiker`: SK Set 1 $9C.
    Spiker,
    /// `Obj_TurboSpiker`: S3 Set $9C.
    TurboSpikerS3,
    /// `Obj_LRZMiniboss`: SK Set 2 $9D.
    LRZMiniboss,
    /// `Obj_Mantis`: SK Set 1 $9D.
    Mantis,
    /// `Obj_MegaChopper`: S3 Set $9D.
    MegaChopperS3,
    /// `Obj_LRZ3Autoscroll`: SK Set 2 $9E.
    LRZ3Autoscroll,
    /// `Obj_Poindexter`: S3 Set $9E.
    PoindexterS3,
    /// `Obj_Tunnelbot`: SK Set 1 $9E.
    Tunnelbot,
    /// `Obj_CaterKillerJr`: S3 Set $9F.
    CaterKillerJrS3,
    /// `Obj_MGZMiniboss`: SK Set 1 $9F.
    MGZMiniboss,
    /// `Obj_Clamer`: S3 Set $A0.
    ClamerS3,
    /// `Obj_EggRobo`: SK Set 2 $A0.
    EggRobo,
    /// `Obj_MGZ2DrillingRobotnik`: SK Set 1 $A0.
    MGZ2DrillingRobotnik,
    /// `Obj_MGZEndBoss`: SK Set 1 $A1.
    MGZEndBoss,
    /// `Obj_SSZGHZBoss`: SK Set 2 $A1.
    SSZGHZBoss,
    /// `Obj_Sparkle`: S3 Set $A1.
    SparkleS3,
    /// `Obj_Batbot`: S3 Set $A2.
    BatbotS3,
    /// `Obj_MGZEndBossKnux`: SK Set 1 $A2.
    MGZEndBossKnux,
    /// `Obj_SSZMTZBoss`: SK Set 2 $A2.
    SSZMTZBoss,
    /// `Obj_BubblesBadnik`: S3 Set $A3.
    BubblesBadnikS3,
    /// `Obj_Clamer`: SK Set 1 $A3.
    Clamer,
    /// `Obj_SSZEndBoss`: SK Set 2 $A3.
    SSZEndBoss,
    /// `Obj_Sparkle`: SK Set 1 $A4.
    Sparkle,
    /// `Obj_Spikebonker`: SK Set 2 $A4.
    Spikebonker,
    /// `Obj_Tunnelbot`: S3 Set $A4.
    TunnelbotS3,
    /// `Obj_Batbot`: SK Set 1 $A5.
    Batbot,
    /// `Obj_Chainspike`: SK Set 2 $A5.
    Chainspike,
    /// `Obj_Spiker`: S3 Set $A5.
    SpikerS3,
    /// `Obj_CNZMiniboss`: SK Set 1 $A6.
    CNZMiniboss,
    /// `Obj_DEZMiniboss`: SK Set 2 $A6.
    DEZMiniboss,
    /// `Obj_Mantis`: S3 Set $A6.
    MantisS3,
    /// `Obj_Blaster`: S3 Set $A7.
    BlasterS3,
    /// `Obj_CNZEndBoss`: SK Set 1 $A7.
    CNZEndBoss,
    /// `Obj_DEZEndBoss`: SK Set 2 $A7.
    DEZEndBoss,
    /// `Obj_Blaster`: SK Set 1 $A8.
    Blaster,
    /// `Obj_MHZ1CutsceneKnuckles`: SK Set 2 $A8.
    MHZ1CutsceneKnuckles,
    /// `Obj_TechnoSqueek`: S3 Set $A8.
    TechnoSqueekS3,
    /// `Obj_AIZEndBoss`: S3 Set $A9.
    AIZEndBossS3,
    /// `Obj_MHZ1CutsceneButton`: SK Set 2 $A9.
    MHZ1CutsceneButton,
    /// `Obj_TechnoSqueek`: SK Set 1 $A9.
    TechnoSqueek,
    /// `Obj_FBZMiniboss`: SK Set 1 $AA.
    FBZMiniboss,
    /// `Hyudoro`: SK Set 2 $AA.
    Hyudoro,
    /// `Obj_Penguinator`: S3 Set $AA.
    PenguinatorS3,
    /// `Obj_FBZ2Subboss`: SK Set 1 $AB.
    FBZ2Subboss,
    /// `set_SOZ_capsule_Hyudoro_cg`: SK Set 2 $AB.
    SOZCapsuleHyudoroSetup,
    /// `Obj_StarPointer`: S3 Set $AB.
    StarPointerS3,
    /// `Obj_AIZMiniboss`: S3 Set $AC.
    AIZMinibossS3,
    /// `Obj_FBZEndBoss`: SK Set 1 $AC.
    FBZEndBoss,
    /// `SOZ_capsule`: SK Set 2 $AC.
    SOZCapsule,
    /// `Obj_HCZMiniboss`: S3 Set $AD.
    HCZMinibossS3,
    /// `Obj_LRZ3Platform`: SK Set 2 $AD.
    LRZ3Platform,
    /// `Obj_Penguinator`: SK Set 1 $AD.
    Penguinator,
    /// `Obj_LBZ1Robotnik`: S3 Set $AE.
    LBZ1RobotnikS3,
    /// `Obj_LRZ2CutsceneKnuckles`: SK Set 2 $AE.
    LRZ2CutsceneKnuckles,
    /// `Obj_StarPointer`: SK Set 1 $AE.
    StarPointer,
    /// `Obj_ICZCrushingColumn`: SK Set 1 $AF.
    ICZCrushingColumn,
    /// `Obj_MGZ2DrillingRobotnik`: S3 Set $AF.
    MGZ2DrillingRobotnikS3,
    /// `Obj_SSZCutsceneButton`: SK Set 2 $AF.
    SSZCutsceneButton,
    /// `Obj_HPZMasterEmerald`: SK Set 2 $B0.
    HPZMasterEmerald,
    /// `Obj_ICZPathFollowPlatform`: SK Set 1 $B0.
    ICZPathFollowPlatform,
    /// `Obj_MGZEndBoss`: S3 Set $B0.
    MGZEndBossS3,
    /// `Obj_HPZPaletteControl`: SK Set 2 $B1.
    HPZPaletteControl,
    /// `Obj_ICZBreakableWall`: SK Set 1 $B1.
    ICZBreakableWall,
    /// `Obj_MGZEndBossKnux`: S3 Set $B1.
    MGZEndBossKnuxS3,
    /// `Obj_ICZEndBoss`: S3 Set $B2.
    ICZEndBossS3,
    /// `Obj_ICZFreezer`: SK Set 1 $B2.
    ICZFreezer,
    /// `Obj_KnuxFinalBossCrane`: SK Set 2 $B2.
    KnuxFinalBossCrane,
    /// `Obj_ICZMiniboss`: S3 Set $B3.
    ICZMinibossS3,
    /// `Obj_ICZSegmentColumn`: SK Set 1 $B3.
    ICZSegmentColumn,
    /// `Obj_StartNewLevel`: SK Set 2 $B3.
    StartNewLevel,
    /// `Obj_FBZEndBoss`: S3 Set $B4.
    FBZEndBossS3,
    /// `Obj_HPZSuperEmerald`: SK Set 2 $B4.
    HPZSuperEmerald,
    /// `Obj_ICZSwingingPlatform`: SK Set 1 $B4.
    ICZSwingingPlatform,
    /// `Obj_HCZEndBoss`: S3 Set $B5.
    HCZEndBossS3,
    /// `Obj_HPZSSEntryControl`: SK Set 2 $B5.
    HPZSSEntryControl,
    /// `Obj_ICZStalagtite`: SK Set 1 $B5.
    ICZStalagtite,
    /// `Obj_DDZEndBoss`: SK Set 2 $B6.
    DDZEndBoss,
    /// `Obj_FBZ2Subboss`: S3 Set $B6.
    FBZ2SubbossS3,
    /// `Obj_ICZIceCube`: SK Set 1 $B6.
    ICZIceCube,
    /// `Obj_DDZAsteroid`: SK Set 2 $B7.
    DDZAsteroid,
    /// `Obj_ICZIceSpikes`: SK Set 1 $B7.
    ICZIceSpikes,
    /// `Obj_LBZ2RobotnikShip`: S3 Set $B7.
    LBZ2RobotnikShipS3,
    /// `Obj_DDZMissile`: SK Set 2 $B8.
    DDZMissile,
    /// `Obj_ICZCrushingColumn`: S3 Set $B8.
    ICZCrushingColumnS3,
    /// `Obj_ICZHarmfulIce`: SK Set 1 $B8.
    ICZHarmfulIce,
    /// `Obj_ICZPathFollowPlatform`: S3 Set $B9.
    ICZPathFollowPlatformS3,
    /// `Obj_ICZSnowPile`: SK Set 1 $B9.
    ICZSnowPile,
    /// `Obj_ICZBreakableWall`: S3 Set $BA.
    ICZBreakableWallS3,
    /// `Obj_ICZTensionPlatform`: SK Set 1 $BA.
    ICZTensionPlatform,
    /// `Obj_ICZFreezer`: S3 Set $BB.
    ICZFreezerS3,
    /// `Obj_ICZIceBlock`: SK Set 1 $BB.
    ICZIceBlock,
    /// `Obj_ICZMiniboss`: SK Set 1 $BC.
    ICZMiniboss,
    /// `Obj_ICZSegmentColumn`: S3 Set $BC.
    ICZSegmentColumnS3,
    /// `Obj_ICZEndBoss`: SK Set 1 $BD.
    ICZEndBoss,
    /// `Obj_ICZSwingingPlatform`: S3 Set $BD.
    ICZSwingingPlatformS3,
    /// `Obj_ICZStalagtite`: S3 Set $BE.
    ICZStalagtiteS3,
    /// `Obj_SnaleBlaster`: SK Set 1 $BE.
    SnaleBlaster,
    /// `Obj_ICZIceCube`: S3 Set $BF.
    ICZIceCubeS3,
    /// `Obj_Ribot`: SK Set 1 $BF.
    Ribot,
    /// `Obj_ICZIceSpikes`: S3 Set $C0.
    ICZIceSpikesS3,
    /// `Obj_Orbinaut`: SK Set 1 $C0.
    Orbinaut,
    /// `Obj_Corkey`: SK Set 1 $C1.
    Corkey,
    /// `Obj_ICZHarmfulIce`: S3 Set $C1.
    ICZHarmfulIceS3,
    /// `Obj_Flybot767`: SK Set 1 $C2.
    Flybot767,
    /// `Obj_ICZSnowPile`: S3 Set $C2.
    ICZSnowPileS3,
    /// `Obj_ICZTensionPlatform`: S3 Set $C3.
    ICZTensionPlatformS3,
    /// `Obj_LBZ1Robotnik`: SK Set 1 $C3.
    LBZ1Robotnik,
    /// `Obj_LBZMinibossBox`: SK Set 1 $C4.
    LBZMinibossBox,
    /// `Obj_MGZMiniboss`: S3 Set $C4.
    MGZMinibossS3,
    /// `Obj_HiddenMonitor`: S3 Set $C5.
    HiddenMonitorS3,
    /// `Obj_LBZMinibossBoxKnux`: SK Set 1 $C5.
    LBZMinibossBoxKnux,
    /// `Obj_EggCapsule`: S3 Set $C6.
    EggCapsuleS3,
    /// `Obj_LBZ2RobotnikShip`: SK Set 1 $C6.
    LBZ2RobotnikShip,
    /// `Obj_CutsceneKnuckles`: S3 Set $C7.
    CutsceneKnucklesS3,
    /// `Obj_ICZIceBlock`: S3 Set $C8.
    ICZIceBlockS3,
    /// `Obj_LBZKnuxPillar`: SK Set 1 $C8.
    LBZKnuxPillar,
    /// `Obj_CutsceneButton`: S3 Set $C9.
    CutsceneButtonS3,
    /// `Obj_LBZMiniboss`: SK Set 1 $C9.
    LBZMiniboss,
    /// `Obj_AIZPlaneIntro`: S3 Set $CA.
    AIZPlaneIntroS3,
    /// `Obj_LBZFinalBoss1`: SK Set 1 $CA.
    LBZFinalBoss1,
    /// `Obj_LBZEndBoss`: SK Set 1 $CB.
    LBZEndBoss,
    /// `Obj_SSEntryRing`: S3 Set $CB.
    SSEntryRingS3,
    /// `Obj_LBZFinalBoss2`: SK Set 1 $CC.
    LBZFinalBoss2,
    /// `Obj_LBZMinibossBox`: S3 Set $CC.
    LBZMinibossBoxS3,
    /// `Obj_LBZ2UnusedRobotnik`: S3 Set $CD.
    LBZ2UnusedRobotnik,
    /// `Obj_LBZFinalBossKnux`: SK Set 1 $CD.
    LBZFinalBossKnux,
    /// `Obj_FBZExitDoor`: SK Set 1 $CE.
    FBZExitDoor,
    /// `Obj_GumballMachine`: S3 Set $CE.
    GumballMachineS3,
    /// `Obj_FBZEggPrison`: SK Set 1 $CF.
    FBZEggPrison,
    /// `Obj_GumballTriangleBumper`: S3 Set $CF.
    GumballTriangleBumperS3,
    /// `Obj_FBZSpringPlunger`: SK Set 1 $D0.
    FBZSpringPlunger,
    /// `Obj_LBZFinalBoss2`: S3 Set $D0.
    LBZFinalBoss2S3,
    /// `Obj_CNZWaterLevelCorkFloor`: S3 Set $D1.
    CNZWaterLevelCorkFloorS3,
    /// `Obj_CNZWaterLevelButton`: S3 Set $D2.
    CNZWaterLevelButtonS3,
    /// `Obj_LBZKnuxPillar`: S3 Set $D3.
    LBZKnuxPillarS3,
    /// `Obj_FBZWallMissile`: SK Set 1 $E0.
    FBZWallMissile,
    /// `Obj_FBZMine`: SK Set 1 $E1.
    FBZMine,
    /// `Obj_FBZElevator`: SK Set 1 $E2.
    FBZElevator,
    /// `Obj_FBZTrapSpring`: SK Set 1 $E3.
    FBZTrapSpring,
    /// `Obj_FBZFlamethrower`: SK Set 1 $E4.
    FBZFlamethrower,
    /// `Obj_FBZSpiderCrane`: SK Set 1 $E5.
    FBZSpiderCrane,
    /// `Obj_PachinkoTriangleBumper`: SK Set 1 $E6.
    PachinkoTriangleBumper,
    /// `Obj_PachinkoFlipper`: SK Set 1 $E7.
    PachinkoFlipper,
    /// `Obj_PachinkoEnergyTrap`: SK Set 1 $E8.
    PachinkoEnergyTrap,
    /// `Obj_PachinkoInvisibleUnknown`: SK Set 1 $E9.
    PachinkoInvisibleUnknown,
    /// `Obj_Pachinko_Platform`: SK Set 1 $EA.
    PachinkoPlatform,
    /// `Obj_GumballItem`: SK Set 1 $EB.
    GumballItem,
    /// `Obj_PachinkoMagnetOrb`: SK Set 1 $EC.
    PachinkoMagnetOrb,
    /// `Obj_PachinkoItemOrb`: SK Set 1 $ED.
    PachinkoItemOrb,
    /// `Obj_FBZMagneticPendulum`: SK Set 1 $FF.
    FBZMagneticPendulum,
}

impl S3kObject {
    /// Every object of the list, in id order.
    pub const ALL: [S3kObject; 426] = [
        S3kObject::Ring,
        S3kObject::Monitor,
        S3kObject::PathSwap,
        S3kObject::AIZHollowTree,
        S3kObject::MHZTwistedVine,
        S3kObject::CollapsingPlatform,
        S3kObject::AIZLRZEMZRock,
        S3kObject::AIZRideVine,
        S3kObject::MHZPulleyLift,
        S3kObject::Spring,
        S3kObject::Spikes,
        S3kObject::AIZ1Tree,
        S3kObject::MHZCurledVine,
        S3kObject::AIZ1ZiplinePeg,
        S3kObject::MHZStickyVine,
        S3kObject::MHZSwingBarHorizontal,
        S3kObject::SphereTest,
        S3kObject::AIZGiantRideVine,
        S3kObject::MHZSwingBarVertical,
        S3kObject::BreakableWall,
        S3kObject::TwistedRamp,
        S3kObject::CollapsingBridge,
        S3kObject::LBZTubeElevator,
        S3kObject::MHZSwingVine,
        S3kObject::LBZMovingPlatform,
        S3kObject::MHZMushroomPlatform,
        S3kObject::LBZUnusedElevator,
        S3kObject::MHZMushroomParachute,
        S3kObject::LBZExplodingTrigger,
        S3kObject::MHZMushroomCatapult,
        S3kObject::LBZTriggerBridge,
        S3kObject::Updraft,
        S3kObject::LBZPlayerLauncher,
        S3kObject::LRZCorkscrew,
        S3kObject::LBZFlameThrower,
        S3kObject::LRZWallRide,
        S3kObject::LBZRideGrapple,
        S3kObject::LRZSinkingRock,
        S3kObject::LBZCupElevator,
        S3kObject::LRZFallingSpike,
        S3kObject::LBZCupElevatorPole,
        S3kObject::LRZDoor,
        S3kObject::LBZUnusedTiltingBridge,
        S3kObject::LRZBigDoor,
        S3kObject::LBZPipePlug,
        S3kObject::LRZFireballLauncher,
        S3kObject::LBZUnusedSolidHurt,
        S3kObject::LRZButtonHorizontal,
        S3kObject::LBZUnusedBarPlatform,
        S3kObject::LRZShootingTrigger,
        S3kObject::LBZSpinLauncher,
        S3kObject::LRZDashElevator,
        S3kObject::LBZLoweringGrapple,
        S3kObject::LRZLavaFall,
        S3kObject::LRZSwingingSpikeBall,
        S3kObject::MGZLBZSmashingPillar,
        S3kObject::LBZGateLaser,
        S3kObject::LRZSmashingSpikePlatform,
        S3kObject::LBZAlarm,
        S3kObject::LRZSpikeBall,
        S3kObject::LBZUnusedForceFall,
        S3kObject::MHZMushroomCap,
        S3kObject::AutomaticTunnel,
        S3kObject::LRZChainedPlatforms,
        S3kObject::AutoSpin,
        S3kObject::S2LavaMarker,
        S3kObject::InvisibleBlock,
        S3kObject::AIZDisappearingFloor,
        S3kObject::LRZFlameThrower,
        S3kObject::CorkFloor,
        S3kObject::AIZFlippingBridge,
        S3kObject::LRZOrbitingSpikeBallHorizontal,
        S3kObject::AIZCollapsingLogBridge,
        S3kObject::LRZOrbitingSpikeBallVertical,
        S3kObject::AIZFallingLog,
        S3kObject::LRZSolidMovingPlatforms,
        S3kObject::AIZSpikedLog,
        S3kObject::LRZSolidRock,
        S3kObject::StillSprite,
        S3kObject::AnimatedStillSprite,
        S3kObject::LBZRollingDrum,
        S3kObject::LRZCollapsingBridge,
        S3kObject::AIZDrawBridge,
        S3kObject::LRZTurbineSprites,
        S3kObject::Button,
        S3kObject::StarPost,
        S3kObject::AIZForegroundPlant,
        S3kObject::HCZBreakableBar,
        S3kObject::HCZWaterRush,
        S3kObject::LRZSpikeBallLauncher,
        S3kObject::HCZCGZFan,
        S3kObject::SOZQuicksand,
        S3kObject::HCZLargeFan,
        S3kObject::SOZSpawningSandBlocks,
        S3kObject::HCZHandLauncher,
        S3kObject::SOZPathSwap,
        S3kObject::HCZWaterWall,
        S3kObject::SOZLoopFallthrough,
        S3kObject::Door,
        S3kObject::RetractingSpring,
        S3kObject::HCZConveyorBelt,
        S3kObject::SOZPushableRock,
        S3kObject::HCZConveyorSpike,
        S3kObject::SOZSpringVine,
        S3kObject::HCZBlock,
        S3kObject::SOZRisingSandWall,
        S3kObject::CNZBalloon,
        S3kObject::SOZLightSwitch,
        S3kObject::CNZCannon,
        S3kObject::SOZFloatingPillar,
        S3kObject::CNZRisingPlatform,
        S3kObject::SOZSwingingPlatform,
        S3kObject::CNZTrapDoor,
        S3kObject::SOZBreakableSandRock,
        S3kObject::CNZLightBulb,
        S3kObject::SOZPushSwitch,
        S3kObject::CNZHoverFan,
        S3kObject::SOZDoor,
        S3kObject::CNZCylinder,
        S3kObject::SOZSandCork,
        S3kObject::CNZVacuumTube,
        S3kObject::SOZRapelWire,
        S3kObject::CNZGiantWheel,
        S3kObject::SOZSolidSprites,
        S3kObject::Bumper,
        S3kObject::DEZFloatingPlatform,
        S3kObject::CNZTriangleBumpers,
        S3kObject::DEZTiltingBridge,
        S3kObject::CNZSpiralTube,
        S3kObject::DEZHangCarrier,
        S3kObject::CNZBarberPoleSprite,
        S3kObject::DEZTorpedoLauncher,
        S3kObject::CNZWireCage,
        S3kObject::DEZLiftPad,
        S3kObject::DEZStaircase,
        S3kObject::SinkingMud,
        S3kObject::DEZConveyorBelt,
        S3kObject::MGZTwistingLoop,
        S3kObject::FloatingPlatform,
        S3kObject::DEZLightning,
        S3kObject::MGZLBZSmashingPillar2,
        S3kObject::DEZConveyorPad,
        S3kObject::MGZSwingingPlatform,
        S3kObject::Bubbler,
        S3kObject::DEZEnergyBridge,
        S3kObject::MGZHeadTrigger,
        S3kObject::DEZEnergyBridgeCurved,
        S3kObject::MGZMovingSpikePlatform,
        S3kObject::DEZTunnelLauncher,
        S3kObject::MGZTriggerPlatform,
        S3kObject::DEZGravitySwitch,
        S3kObject::MGZSwingingSpikeBall,
        S3kObject::DEZTeleporter,
        S3kObject::MGZDashTrigger,
        S3kObject::DEZGravityTube,
        S3kObject::MGZPulley,
        S3kObject::DEZGravitySwap,
        S3kObject::MGZTopPlatform,
        S3kObject::DEZGravityHub,
        S3kObject::MGZTopLauncher,
        S3kObject::CGZTriangleBumpers,
        S3kObject::DEZRetractingSpring,
        S3kObject::CGZBladePlatform,
        S3kObject::DEZHoverMachine,
        S3kObject::DEZGravityRoom,
        S3kObject::TwoPlayerRetractingSpring,
        S3kObject::BPZElephantBlock,
        S3kObject::DEZBumperWall,
        S3kObject::BPZBalloon,
        S3kObject::DEZGravityPuzzle,
        S3kObject::DPZDisolvingSandBar,
        S3kObject::DPZButton,
        S3kObject::TwoPlayerItem,
        S3kObject::TwoPlayerGoalMarker,
        S3kObject::EMZDripper,
        S3kObject::HCZSnakeBlocks,
        S3kObject::HCZSpinningColumn,
        S3kObject::HCZTwistingLoop,
        S3kObject::InvisibleHurtBlockHorizontal,
        S3kObject::InvisibleHurtBlockVertical,
        S3kObject::TensionBridge,
        S3kObject::HCZWaterSplash,
        S3kObject::InvisibleShockBlock,
        S3kObject::InvisibleLavaBlock,
        S3kObject::WaterDrop,
        S3kObject::FBZWireCage,
        S3kObject::FBZWireCageStationary,
        S3kObject::FBZFloatingPlatform,
        S3kObject::FBZChainLink,
        S3kObject::FBZMagneticSpikeBall,
        S3kObject::FBZMagneticPlatform,
        S3kObject::SSZRetractingSpring,
        S3kObject::FBZSnakePlatform,
        S3kObject::SSZSwingingCarrier,
        S3kObject::FBZBentPipe,
        S3kObject::SSZRotatingPlatform,
        S3kObject::FBZRotatingPlatform,
        S3kObject::SSZCutsceneBridge,
        S3kObject::FBZDEZPlayerLauncher,
        S3kObject::FBZDisappearingPlatform,
        S3kObject::SSZHPZTeleporter,
        S3kObject::FBZScrewDoor,
        S3kObject::SSZElevatorBar,
        S3kObject::FBZSpinningPole,
        S3kObject::SSZCollapsingBridgeDiagonal,
        S3kObject::FBZPropeller,
        S3kObject::SSZCollapsingBridge,
        S3kObject::FBZPiston,
        S3kObject::SSZBouncyCloud,
        S3kObject::FBZPlatformBlocks,
        S3kObject::SSZCollapsingColumn,
        S3kObject::FBZMissileLauncher,
        S3kObject::SSZFloatingPlatform,
        S3kObject::AIZMinibossCutsceneS3,
        S3kObject::HiddenMonitor,
        S3kObject::BloominatorS3,
        S3kObject::EggCapsule,
        S3kObject::CutsceneKnuckles,
        S3kObject::RhinobotS3,
        S3kObject::CutsceneButton,
        S3kObject::MonkeyDudeS3,
        S3kObject::AIZPlaneIntro,
        S3kObject::LBZMinibossS3,
        S3kObject::SSEntryRing,
        S3kObject::GumballMachine,
        S3kObject::LBZFinalBoss1S3,
        S3kObject::GumballTriangleBumper,
        S3kObject::SnaleBlasterS3,
        S3kObject::CNZWaterLevelCorkFloor,
        S3kObject::RibotS3,
        S3kObject::CNZWaterLevelButton,
        S3kObject::OrbinautS3,
        S3kObject::CorkeyS3,
        S3kObject::FBZExitHall,
        S3kObject::Flybot767S3,
        S3kObject::SpriteMask,
        S3kObject::Bloominator,
        S3kObject::LBZEndBossS3,
        S3kObject::Madmole,
        S3kObject::CNZEndBossS3,
        S3kObject::Mushmeanie,
        S3kObject::Rhinobot,
        S3kObject::CNZMinibossS3,
        S3kObject::Dragonfly,
        S3kObject::MonkeyDude,
        S3kObject::Butterdroid,
        S3kObject::CaterKillerJr,
        S3kObject::FBZMinibossS3,
        S3kObject::AIZMinibossCutscene,
        S3kObject::Cluckoid,
        S3kObject::AIZMiniboss,
        S3kObject::MHZMinibossTree,
        S3kObject::AIZEndBoss,
        S3kObject::MHZMiniboss,
        S3kObject::Jawz,
        S3kObject::MHZEndBoss,
        S3kObject::Blastoid,
        S3kObject::Skorp,
        S3kObject::Buggernaut,
        S3kObject::Sandworm,
        S3kObject::Rockn,
        S3kObject::TurboSpiker,
        S3kObject::MegaChopper,
        S3kObject::SOZMiniboss,
        S3kObject::Poindexter,
        S3kObject::SOZEndBoss,
        S3kObject::Fireworm,
        S3kObject::HCZMiniboss,
        S3kObject::JawzS3,
        S3kObject::BlastoidS3,
        S3kObject::HCZEndBoss,
        S3kObject::Iwamodoki,
        S3kObject::BubblesBadnik,
        S3kObject::BuggernautS3,
        S3kObject::Toxomister,
        S3kObject::LRZRockCrusher,
        S3kObject::Spiker,
        S3kObject::TurboSpikerS3,
        S3kObject::LRZMiniboss,
        S3kObject::Mantis,
        S3kObject::MegaChopperS3,
        S3kObject::LRZ3Autoscroll,
        S3kObject::PoindexterS3,
        S3kObject::Tunnelbot,
        S3kObject::CaterKillerJrS3,
        S3kObject::MGZMiniboss,
        S3kObject::ClamerS3,
        S3kObject::EggRobo,
        S3kObject::MGZ2DrillingRobotnik,
        S3kObject::MGZEndBoss,
        S3kObject::SSZGHZBoss,
        S3kObject::SparkleS3,
        S3kObject::BatbotS3,
        S3kObject::MGZEndBossKnux,
        S3kObject::SSZMTZBoss,
        S3kObject::BubblesBadnikS3,
        S3kObject::Clamer,
        S3kObject::SSZEndBoss,
        S3kObject::Sparkle,
        S3kObject::Spikebonker,
        S3kObject::TunnelbotS3,
        S3kObject::Batbot,
        S3kObject::Chainspike,
        S3kObject::SpikerS3,
        S3kObject::CNZMiniboss,
        S3kObject::DEZMiniboss,
        S3kObject::MantisS3,
        S3kObject::BlasterS3,
        S3kObject::CNZEndBoss,
        S3kObject::DEZEndBoss,
        S3kObject::Blaster,
        S3kObject::MHZ1CutsceneKnuckles,
        S3kObject::TechnoSqueekS3,
        S3kObject::AIZEndBossS3,
        S3kObject::MHZ1CutsceneButton,
        S3kObject::TechnoSqueek,
        S3kObject::FBZMiniboss,
        S3kObject::Hyudoro,
        S3kObject::PenguinatorS3,
        S3kObject::FBZ2Subboss,
        S3kObject::SOZCapsuleHyudoroSetup,
        S3kObject::StarPointerS3,
        S3kObject::AIZMinibossS3,
        S3kObject::FBZEndBoss,
        S3kObject::SOZCapsule,
        S3kObject::HCZMinibossS3,
        S3kObject::LRZ3Platform,
        S3kObject::Penguinator,
        S3kObject::LBZ1RobotnikS3,
        S3kObject::LRZ2CutsceneKnuckles,
        S3kObject::StarPointer,
        S3kObject::ICZCrushingColumn,
        S3kObject::MGZ2DrillingRobotnikS3,
        S3kObject::SSZCutsceneButton,
        S3kObject::HPZMasterEmerald,
        S3kObject::ICZPathFollowPlatform,
        S3kObject::MGZEndBossS3,
        S3kObject::HPZPaletteControl,
        S3kObject::ICZBreakableWall,
        S3kObject::MGZEndBossKnuxS3,
        S3kObject::ICZEndBossS3,
        S3kObject::ICZFreezer,
        S3kObject::KnuxFinalBossCrane,
        S3kObject::ICZMinibossS3,
        S3kObject::ICZSegmentColumn,
        S3kObject::StartNewLevel,
        S3kObject::FBZEndBossS3,
        S3kObject::HPZSuperEmerald,
        S3kObject::ICZSwingingPlatform,
        S3kObject::HCZEndBossS3,
        S3kObject::HPZSSEntryControl,
        S3kObject::ICZStalagtite,
        S3kObject::DDZEndBoss,
        S3kObject::FBZ2SubbossS3,
        S3kObject::ICZIceCube,
        S3kObject::DDZAsteroid,
        S3kObject::ICZIceSpikes,
        S3kObject::LBZ2RobotnikShipS3,
        S3kObject::DDZMissile,
        S3kObject::ICZCrushingColumnS3,
        S3kObject::ICZHarmfulIce,
        S3kObject::ICZPathFollowPlatformS3,
        S3kObject::ICZSnowPile,
        S3kObject::ICZBreakableWallS3,
        S3kObject::ICZTensionPlatform,
        S3kObject::ICZFreezerS3,
        S3kObject::ICZIceBlock,
        S3kObject::ICZMiniboss,
        S3kObject::ICZSegmentColumnS3,
        S3kObject::ICZEndBoss,
        S3kObject::ICZSwingingPlatformS3,
        S3kObject::ICZStalagtiteS3,
        S3kObject::SnaleBlaster,
        S3kObject::ICZIceCubeS3,
        S3kObject::Ribot,
        S3kObject::ICZIceSpikesS3,
        S3kObject::Orbinaut,
        S3kObject::Corkey,
        S3kObject::ICZHarmfulIceS3,
        S3kObject::Flybot767,
        S3kObject::ICZSnowPileS3,
        S3kObject::ICZTensionPlatformS3,
        S3kObject::LBZ1Robotnik,
        S3kObject::LBZMinibossBox,
        S3kObject::MGZMinibossS3,
        S3kObject::HiddenMonitorS3,
        S3kObject::LBZMinibossBoxKnux,
        S3kObject::EggCapsuleS3,
        S3kObject::LBZ2RobotnikShip,
        S3kObject::CutsceneKnucklesS3,
        S3kObject::ICZIceBlockS3,
        S3kObject::LBZKnuxPillar,
        S3kObject::CutsceneButtonS3,
        S3kObject::LBZMiniboss,
        S3kObject::AIZPlaneIntroS3,
        S3kObject::LBZFinalBoss1,
        S3kObject::LBZEndBoss,
        S3kObject::SSEntryRingS3,
        S3kObject::LBZFinalBoss2,
        S3kObject::LBZMinibossBoxS3,
        S3kObject::LBZ2UnusedRobotnik,
        S3kObject::LBZFinalBossKnux,
        S3kObject::FBZExitDoor,
        S3kObject::GumballMachineS3,
        S3kObject::FBZEggPrison,
        S3kObject::GumballTriangleBumperS3,
        S3kObject::FBZSpringPlunger,
        S3kObject::LBZFinalBoss2S3,
        S3kObject::CNZWaterLevelCorkFloorS3,
        S3kObject::CNZWaterLevelButtonS3,
        S3kObject::LBZKnuxPillarS3,
        S3kObject::FBZWallMissile,
        S3kObject::FBZMine,
        S3kObject::FBZElevator,
        S3kObject::FBZTrapSpring,
        S3kObject::FBZFlamethrower,
        S3kObject::FBZSpiderCrane,
        S3kObject::PachinkoTriangleBumper,
        S3kObject::PachinkoFlipper,
        S3kObject::PachinkoEnergyTrap,
        S3kObject::PachinkoInvisibleUnknown,
        S3kObject::PachinkoPlatform,
        S3kObject::GumballItem,
        S3kObject::PachinkoMagnetOrb,
        S3kObject::PachinkoItemOrb,
        S3kObject::FBZMagneticPendulum,
    ];

    /// The object id (the index in the pointer list, counting from 1 in Sonic 1 and 2, from 0 in S3K).
    pub const fn id(self) -> u8 {
        match self {
            S3kObject::Ring => 0x00,
            S3kObject::Monitor => 0x01,
            S3kObject::PathSwap => 0x02,
            S3kObject::AIZHollowTree => 0x03,
            S3kObject::MHZTwistedVine => 0x03,
            S3kObject::CollapsingPlatform => 0x04,
            S3kObject::AIZLRZEMZRock => 0x05,
            S3kObject::AIZRideVine => 0x06,
            S3kObject::MHZPulleyLift => 0x06,
            S3kObject::Spring => 0x07,
            S3kObject::Spikes => 0x08,
            S3kObject::AIZ1Tree => 0x09,
            S3kObject::MHZCurledVine => 0x09,
            S3kObject::AIZ1ZiplinePeg => 0x0A,
            S3kObject::MHZStickyVine => 0x0A,
            S3kObject::MHZSwingBarHorizontal => 0x0B,
            S3kObject::SphereTest => 0x0B,
            S3kObject::AIZGiantRideVine => 0x0C,
            S3kObject::MHZSwingBarVertical => 0x0C,
            S3kObject::BreakableWall => 0x0D,
            S3kObject::TwistedRamp => 0x0E,
            S3kObject::CollapsingBridge => 0x0F,
            S3kObject::LBZTubeElevator => 0x10,
            S3kObject::MHZSwingVine => 0x10,
            S3kObject::LBZMovingPlatform => 0x11,
            S3kObject::MHZMushroomPlatform => 0x11,
            S3kObject::LBZUnusedElevator => 0x12,
            S3kObject::MHZMushroomParachute => 0x12,
            S3kObject::LBZExplodingTrigger => 0x13,
            S3kObject::MHZMushroomCatapult => 0x13,
            S3kObject::LBZTriggerBridge => 0x14,
            S3kObject::Updraft => 0x14,
            S3kObject::LBZPlayerLauncher => 0x15,
            S3kObject::LRZCorkscrew => 0x15,
            S3kObject::LBZFlameThrower => 0x16,
            S3kObject::LRZWallRide => 0x16,
            S3kObject::LBZRideGrapple => 0x17,
            S3kObject::LRZSinkingRock => 0x17,
            S3kObject::LBZCupElevator => 0x18,
            S3kObject::LRZFallingSpike => 0x18,
            S3kObject::LBZCupElevatorPole => 0x19,
            S3kObject::LRZDoor => 0x19,
            S3kObject::LBZUnusedTiltingBridge => 0x1A,
            S3kObject::LRZBigDoor => 0x1A,
            S3kObject::LBZPipePlug => 0x1B,
            S3kObject::LRZFireballLauncher => 0x1B,
            S3kObject::LBZUnusedSolidHurt => 0x1C,
            S3kObject::LRZButtonHorizontal => 0x1C,
            S3kObject::LBZUnusedBarPlatform => 0x1D,
            S3kObject::LRZShootingTrigger => 0x1D,
            S3kObject::LBZSpinLauncher => 0x1E,
            S3kObject::LRZDashElevator => 0x1E,
            S3kObject::LBZLoweringGrapple => 0x1F,
            S3kObject::LRZLavaFall => 0x1F,
            S3kObject::LRZSwingingSpikeBall => 0x20,
            S3kObject::MGZLBZSmashingPillar => 0x20,
            S3kObject::LBZGateLaser => 0x21,
            S3kObject::LRZSmashingSpikePlatform => 0x21,
            S3kObject::LBZAlarm => 0x22,
            S3kObject::LRZSpikeBall => 0x22,
            S3kObject::LBZUnusedForceFall => 0x23,
            S3kObject::MHZMushroomCap => 0x23,
            S3kObject::AutomaticTunnel => 0x24,
            S3kObject::LRZChainedPlatforms => 0x25,
            S3kObject::AutoSpin => 0x26,
            S3kObject::S2LavaMarker => 0x27,
            S3kObject::InvisibleBlock => 0x28,
            S3kObject::AIZDisappearingFloor => 0x29,
            S3kObject::LRZFlameThrower => 0x29,
            S3kObject::CorkFloor => 0x2A,
            S3kObject::AIZFlippingBridge => 0x2B,
            S3kObject::LRZOrbitingSpikeBallHorizontal => 0x2B,
            S3kObject::AIZCollapsingLogBridge => 0x2C,
            S3kObject::LRZOrbitingSpikeBallVertical => 0x2C,
            S3kObject::AIZFallingLog => 0x2D,
            S3kObject::LRZSolidMovingPlatforms => 0x2D,
            S3kObject::AIZSpikedLog => 0x2E,
            S3kObject::LRZSolidRock => 0x2E,
            S3kObject::StillSprite => 0x2F,
            S3kObject::AnimatedStillSprite => 0x30,
            S3kObject::LBZRollingDrum => 0x31,
            S3kObject::LRZCollapsingBridge => 0x31,
            S3kObject::AIZDrawBridge => 0x32,
            S3kObject::LRZTurbineSprites => 0x32,
            S3kObject::Button => 0x33,
            S3kObject::StarPost => 0x34,
            S3kObject::AIZForegroundPlant => 0x35,
            S3kObject::HCZBreakableBar => 0x36,
            S3kObject::HCZWaterRush => 0x37,
            S3kObject::LRZSpikeBallLauncher => 0x37,
            S3kObject::HCZCGZFan => 0x38,
            S3kObject::SOZQuicksand => 0x38,
            S3kObject::HCZLargeFan => 0x39,
            S3kObject::SOZSpawningSandBlocks => 0x39,
            S3kObject::HCZHandLauncher => 0x3A,
            S3kObject::SOZPathSwap => 0x3A,
            S3kObject::HCZWaterWall => 0x3B,
            S3kObject::SOZLoopFallthrough => 0x3B,
            S3kObject::Door => 0x3C,
            S3kObject::RetractingSpring => 0x3D,
            S3kObject::HCZConveyorBelt => 0x3E,
            S3kObject::SOZPushableRock => 0x3E,
            S3kObject::HCZConveyorSpike => 0x3F,
            S3kObject::SOZSpringVine => 0x3F,
            S3kObject::HCZBlock => 0x40,
            S3kObject::SOZRisingSandWall => 0x40,
            S3kObject::CNZBalloon => 0x41,
            S3kObject::SOZLightSwitch => 0x41,
            S3kObject::CNZCannon => 0x42,
            S3kObject::SOZFloatingPillar => 0x42,
            S3kObject::CNZRisingPlatform => 0x43,
            S3kObject::SOZSwingingPlatform => 0x43,
            S3kObject::CNZTrapDoor => 0x44,
            S3kObject::SOZBreakableSandRock => 0x44,
            S3kObject::CNZLightBulb => 0x45,
            S3kObject::SOZPushSwitch => 0x45,
            S3kObject::CNZHoverFan => 0x46,
            S3kObject::SOZDoor => 0x46,
            S3kObject::CNZCylinder => 0x47,
            S3kObject::SOZSandCork => 0x47,
            S3kObject::CNZVacuumTube => 0x48,
            S3kObject::SOZRapelWire => 0x48,
            S3kObject::CNZGiantWheel => 0x49,
            S3kObject::SOZSolidSprites => 0x49,
            S3kObject::Bumper => 0x4A,
            S3kObject::DEZFloatingPlatform => 0x4A,
            S3kObject::CNZTriangleBumpers => 0x4B,
            S3kObject::DEZTiltingBridge => 0x4B,
            S3kObject::CNZSpiralTube => 0x4C,
            S3kObject::DEZHangCarrier => 0x4C,
            S3kObject::CNZBarberPoleSprite => 0x4D,
            S3kObject::DEZTorpedoLauncher => 0x4D,
            S3kObject::CNZWireCage => 0x4E,
            S3kObject::DEZLiftPad => 0x4E,
            S3kObject::DEZStaircase => 0x4F,
            S3kObject::SinkingMud => 0x4F,
            S3kObject::DEZConveyorBelt => 0x50,
            S3kObject::MGZTwistingLoop => 0x50,
            S3kObject::FloatingPlatform => 0x51,
            S3kObject::DEZLightning => 0x52,
            S3kObject::MGZLBZSmashingPillar2 => 0x52,
            S3kObject::DEZConveyorPad => 0x53,
            S3kObject::MGZSwingingPlatform => 0x53,
            S3kObject::Bubbler => 0x54,
            S3kObject::DEZEnergyBridge => 0x55,
            S3kObject::MGZHeadTrigger => 0x55,
            S3kObject::DEZEnergyBridgeCurved => 0x56,
            S3kObject::MGZMovingSpikePlatform => 0x56,
            S3kObject::DEZTunnelLauncher => 0x57,
            S3kObject::MGZTriggerPlatform => 0x57,
            S3kObject::DEZGravitySwitch => 0x58,
            S3kObject::MGZSwingingSpikeBall => 0x58,
            S3kObject::DEZTeleporter => 0x59,
            S3kObject::MGZDashTrigger => 0x59,
            S3kObject::DEZGravityTube => 0x5A,
            S3kObject::MGZPulley => 0x5A,
            S3kObject::DEZGravitySwap => 0x5B,
            S3kObject::MGZTopPlatform => 0x5B,
            S3kObject::DEZGravityHub => 0x5C,
            S3kObject::MGZTopLauncher => 0x5C,
            S3kObject::CGZTriangleBumpers => 0x5D,
            S3kObject::DEZRetractingSpring => 0x5D,
            S3kObject::CGZBladePlatform => 0x5E,
            S3kObject::DEZHoverMachine => 0x5E,
            S3kObject::DEZGravityRoom => 0x5F,
            S3kObject::TwoPlayerRetractingSpring => 0x5F,
            S3kObject::BPZElephantBlock => 0x60,
            S3kObject::DEZBumperWall => 0x60,
            S3kObject::BPZBalloon => 0x61,
            S3kObject::DEZGravityPuzzle => 0x61,
            S3kObject::DPZDisolvingSandBar => 0x62,
            S3kObject::DPZButton => 0x63,
            S3kObject::TwoPlayerItem => 0x64,
            S3kObject::TwoPlayerGoalMarker => 0x65,
            S3kObject::EMZDripper => 0x66,
            S3kObject::HCZSnakeBlocks => 0x67,
            S3kObject::HCZSpinningColumn => 0x68,
            S3kObject::HCZTwistingLoop => 0x69,
            S3kObject::InvisibleHurtBlockHorizontal => 0x6A,
            S3kObject::InvisibleHurtBlockVertical => 0x6B,
            S3kObject::TensionBridge => 0x6C,
            S3kObject::HCZWaterSplash => 0x6D,
            S3kObject::InvisibleShockBlock => 0x6D,
            S3kObject::InvisibleLavaBlock => 0x6E,
            S3kObject::WaterDrop => 0x6E,
            S3kObject::FBZWireCage => 0x6F,
            S3kObject::FBZWireCageStationary => 0x70,
            S3kObject::FBZFloatingPlatform => 0x71,
            S3kObject::FBZChainLink => 0x72,
            S3kObject::FBZMagneticSpikeBall => 0x73,
            S3kObject::FBZMagneticPlatform => 0x74,
            S3kObject::SSZRetractingSpring => 0x74,
            S3kObject::FBZSnakePlatform => 0x75,
            S3kObject::SSZSwingingCarrier => 0x75,
            S3kObject::FBZBentPipe => 0x76,
            S3kObject::SSZRotatingPlatform => 0x76,
            S3kObject::FBZRotatingPlatform => 0x77,
            S3kObject::SSZCutsceneBridge => 0x77,
            S3kObject::FBZDEZPlayerLauncher => 0x78,
            S3kObject::FBZDisappearingPlatform => 0x79,
            S3kObject::SSZHPZTeleporter => 0x79,
            S3kObject::FBZScrewDoor => 0x7A,
            S3kObject::SSZElevatorBar => 0x7A,
            S3kObject::FBZSpinningPole => 0x7B,
            S3kObject::SSZCollapsingBridgeDiagonal => 0x7B,
            S3kObject::FBZPropeller => 0x7C,
            S3kObject::SSZCollapsingBridge => 0x7C,
            S3kObject::FBZPiston => 0x7D,
            S3kObject::SSZBouncyCloud => 0x7D,
            S3kObject::FBZPlatformBlocks => 0x7E,
            S3kObject::SSZCollapsingColumn => 0x7E,
            S3kObject::FBZMissileLauncher => 0x7F,
            S3kObject::SSZFloatingPlatform => 0x7F,
            S3kObject::AIZMinibossCutsceneS3 => 0x80,
            S3kObject::HiddenMonitor => 0x80,
            S3kObject::BloominatorS3 => 0x81,
            S3kObject::EggCapsule => 0x81,
            S3kObject::CutsceneKnuckles => 0x82,
            S3kObject::RhinobotS3 => 0x82,
            S3kObject::CutsceneButton => 0x83,
            S3kObject::MonkeyDudeS3 => 0x83,
            S3kObject::AIZPlaneIntro => 0x84,
            S3kObject::LBZMinibossS3 => 0x85,
            S3kObject::SSEntryRing => 0x85,
            S3kObject::GumballMachine => 0x86,
            S3kObject::LBZFinalBoss1S3 => 0x86,
            S3kObject::GumballTriangleBumper => 0x87,
            S3kObject::SnaleBlasterS3 => 0x87,
            S3kObject::CNZWaterLevelCorkFloor => 0x88,
            S3kObject::RibotS3 => 0x88,
            S3kObject::CNZWaterLevelButton => 0x89,
            S3kObject::OrbinautS3 => 0x89,
            S3kObject::CorkeyS3 => 0x8A,
            S3kObject::FBZExitHall => 0x8A,
            S3kObject::Flybot767S3 => 0x8B,
            S3kObject::SpriteMask => 0x8B,
            S3kObject::Bloominator => 0x8C,
            S3kObject::LBZEndBossS3 => 0x8C,
            S3kObject::Madmole => 0x8C,
            S3kObject::CNZEndBossS3 => 0x8D,
            S3kObject::Mushmeanie => 0x8D,
            S3kObject::Rhinobot => 0x8D,
            S3kObject::CNZMinibossS3 => 0x8E,
            S3kObject::Dragonfly => 0x8E,
            S3kObject::MonkeyDude => 0x8E,
            S3kObject::Butterdroid => 0x8F,
            S3kObject::CaterKillerJr => 0x8F,
            S3kObject::FBZMinibossS3 => 0x8F,
            S3kObject::AIZMinibossCutscene => 0x90,
            S3kObject::Cluckoid => 0x90,
            S3kObject::AIZMiniboss => 0x91,
            S3kObject::MHZMinibossTree => 0x91,
            S3kObject::AIZEndBoss => 0x92,
            S3kObject::MHZMiniboss => 0x92,
            S3kObject::Jawz => 0x93,
            S3kObject::MHZEndBoss => 0x93,
            S3kObject::Blastoid => 0x94,
            S3kObject::Skorp => 0x94,
            S3kObject::Buggernaut => 0x95,
            S3kObject::Sandworm => 0x95,
            S3kObject::Rockn => 0x96,
            S3kObject::TurboSpiker => 0x96,
            S3kObject::MegaChopper => 0x97,
            S3kObject::SOZMiniboss => 0x97,
            S3kObject::Poindexter => 0x98,
            S3kObject::SOZEndBoss => 0x98,
            S3kObject::Fireworm => 0x99,
            S3kObject::HCZMiniboss => 0x99,
            S3kObject::JawzS3 => 0x99,
            S3kObject::BlastoidS3 => 0x9A,
            S3kObject::HCZEndBoss => 0x9A,
            S3kObject::Iwamodoki => 0x9A,
            S3kObject::BubblesBadnik => 0x9B,
            S3kObject::BuggernautS3 => 0x9B,
            S3kObject::Toxomister => 0x9B,
            S3kObject::LRZRockCrusher => 0x9C,
            S3kObject::Spiker => 0x9C,
            S3kObject::TurboSpikerS3 => 0x9C,
            S3kObject::LRZMiniboss => 0x9D,
            S3kObject::Mantis => 0x9D,
            S3kObject::MegaChopperS3 => 0x9D,
            S3kObject::LRZ3Autoscroll => 0x9E,
            S3kObject::PoindexterS3 => 0x9E,
            S3kObject::Tunnelbot => 0x9E,
            S3kObject::CaterKillerJrS3 => 0x9F,
            S3kObject::MGZMiniboss => 0x9F,
            S3kObject::ClamerS3 => 0xA0,
            S3kObject::EggRobo => 0xA0,
            S3kObject::MGZ2DrillingRobotnik => 0xA0,
            S3kObject::MGZEndBoss => 0xA1,
            S3kObject::SSZGHZBoss => 0xA1,
            S3kObject::SparkleS3 => 0xA1,
            S3kObject::BatbotS3 => 0xA2,
            S3kObject::MGZEndBossKnux => 0xA2,
            S3kObject::SSZMTZBoss => 0xA2,
            S3kObject::BubblesBadnikS3 => 0xA3,
            S3kObject::Clamer => 0xA3,
            S3kObject::SSZEndBoss => 0xA3,
            S3kObject::Sparkle => 0xA4,
            S3kObject::Spikebonker => 0xA4,
            S3kObject::TunnelbotS3 => 0xA4,
            S3kObject::Batbot => 0xA5,
            S3kObject::Chainspike => 0xA5,
            S3kObject::SpikerS3 => 0xA5,
            S3kObject::CNZMiniboss => 0xA6,
            S3kObject::DEZMiniboss => 0xA6,
            S3kObject::MantisS3 => 0xA6,
            S3kObject::BlasterS3 => 0xA7,
            S3kObject::CNZEndBoss => 0xA7,
            S3kObject::DEZEndBoss => 0xA7,
            S3kObject::Blaster => 0xA8,
            S3kObject::MHZ1CutsceneKnuckles => 0xA8,
            S3kObject::TechnoSqueekS3 => 0xA8,
            S3kObject::AIZEndBossS3 => 0xA9,
            S3kObject::MHZ1CutsceneButton => 0xA9,
            S3kObject::TechnoSqueek => 0xA9,
            S3kObject::FBZMiniboss => 0xAA,
            S3kObject::Hyudoro => 0xAA,
            S3kObject::PenguinatorS3 => 0xAA,
            S3kObject::FBZ2Subboss => 0xAB,
            S3kObject::SOZCapsuleHyudoroSetup => 0xAB,
            S3kObject::StarPointerS3 => 0xAB,
            S3kObject::AIZMinibossS3 => 0xAC,
            S3kObject::FBZEndBoss => 0xAC,
            S3kObject::SOZCapsule => 0xAC,
            S3kObject::HCZMinibossS3 => 0xAD,
            S3kObject::LRZ3Platform => 0xAD,
            S3kObject::Penguinator => 0xAD,
            S3kObject::LBZ1RobotnikS3 => 0xAE,
            S3kObject::LRZ2CutsceneKnuckles => 0xAE,
            S3kObject::StarPointer => 0xAE,
            S3kObject::ICZCrushingColumn => 0xAF,
            S3kObject::MGZ2DrillingRobotnikS3 => 0xAF,
            S3kObject::SSZCutsceneButton => 0xAF,
            S3kObject::HPZMasterEmerald => 0xB0,
            S3kObject::ICZPathFollowPlatform => 0xB0,
            S3kObject::MGZEndBossS3 => 0xB0,
            S3kObject::HPZPaletteControl => 0xB1,
            S3kObject::ICZBreakableWall => 0xB1,
            S3kObject::MGZEndBossKnuxS3 => 0xB1,
            S3kObject::ICZEndBossS3 => 0xB2,
            S3kObject::ICZFreezer => 0xB2,
            S3kObject::KnuxFinalBossCrane => 0xB2,
            S3kObject::ICZMinibossS3 => 0xB3,
            S3kObject::ICZSegmentColumn => 0xB3,
            S3kObject::StartNewLevel => 0xB3,
            S3kObject::FBZEndBossS3 => 0xB4,
            S3kObject::HPZSuperEmerald => 0xB4,
            S3kObject::ICZSwingingPlatform => 0xB4,
            S3kObject::HCZEndBossS3 => 0xB5,
            S3kObject::HPZSSEntryControl => 0xB5,
            S3kObject::ICZStalagtite => 0xB5,
            S3kObject::DDZEndBoss => 0xB6,
            S3kObject::FBZ2SubbossS3 => 0xB6,
            S3kObject::ICZIceCube => 0xB6,
            S3kObject::DDZAsteroid => 0xB7,
            S3kObject::ICZIceSpikes => 0xB7,
            S3kObject::LBZ2RobotnikShipS3 => 0xB7,
            S3kObject::DDZMissile => 0xB8,
            S3kObject::ICZCrushingColumnS3 => 0xB8,
            S3kObject::ICZHarmfulIce => 0xB8,
            S3kObject::ICZPathFollowPlatformS3 => 0xB9,
            S3kObject::ICZSnowPile => 0xB9,
            S3kObject::ICZBreakableWallS3 => 0xBA,
            S3kObject::ICZTensionPlatform => 0xBA,
            S3kObject::ICZFreezerS3 => 0xBB,
            S3kObject::ICZIceBlock => 0xBB,
            S3kObject::ICZMiniboss => 0xBC,
            S3kObject::ICZSegmentColumnS3 => 0xBC,
            S3kObject::ICZEndBoss => 0xBD,
            S3kObject::ICZSwingingPlatformS3 => 0xBD,
            S3kObject::ICZStalagtiteS3 => 0xBE,
            S3kObject::SnaleBlaster => 0xBE,
            S3kObject::ICZIceCubeS3 => 0xBF,
            S3kObject::Ribot => 0xBF,
            S3kObject::ICZIceSpikesS3 => 0xC0,
            S3kObject::Orbinaut => 0xC0,
            S3kObject::Corkey => 0xC1,
            S3kObject::ICZHarmfulIceS3 => 0xC1,
            S3kObject::Flybot767 => 0xC2,
            S3kObject::ICZSnowPileS3 => 0xC2,
            S3kObject::ICZTensionPlatformS3 => 0xC3,
            S3kObject::LBZ1Robotnik => 0xC3,
            S3kObject::LBZMinibossBox => 0xC4,
            S3kObject::MGZMinibossS3 => 0xC4,
            S3kObject::HiddenMonitorS3 => 0xC5,
            S3kObject::LBZMinibossBoxKnux => 0xC5,
            S3kObject::EggCapsuleS3 => 0xC6,
            S3kObject::LBZ2RobotnikShip => 0xC6,
            S3kObject::CutsceneKnucklesS3 => 0xC7,
            S3kObject::ICZIceBlockS3 => 0xC8,
            S3kObject::LBZKnuxPillar => 0xC8,
            S3kObject::CutsceneButtonS3 => 0xC9,
            S3kObject::LBZMiniboss => 0xC9,
            S3kObject::AIZPlaneIntroS3 => 0xCA,
            S3kObject::LBZFinalBoss1 => 0xCA,
            S3kObject::LBZEndBoss => 0xCB,
            S3kObject::SSEntryRingS3 => 0xCB,
            S3kObject::LBZFinalBoss2 => 0xCC,
            S3kObject::LBZMinibossBoxS3 => 0xCC,
            S3kObject::LBZ2UnusedRobotnik => 0xCD,
            S3kObject::LBZFinalBossKnux => 0xCD,
            S3kObject::FBZExitDoor => 0xCE,
            S3kObject::GumballMachineS3 => 0xCE,
            S3kObject::FBZEggPrison => 0xCF,
            S3kObject::GumballTriangleBumperS3 => 0xCF,
            S3kObject::FBZSpringPlunger => 0xD0,
            S3kObject::LBZFinalBoss2S3 => 0xD0,
            S3kObject::CNZWaterLevelCorkFloorS3 => 0xD1,
            S3kObject::CNZWaterLevelButtonS3 => 0xD2,
            S3kObject::LBZKnuxPillarS3 => 0xD3,
            S3kObject::FBZWallMissile => 0xE0,
            S3kObject::FBZMine => 0xE1,
            S3kObject::FBZElevator => 0xE2,
            S3kObject::FBZTrapSpring => 0xE3,
            S3kObject::FBZFlamethrower => 0xE4,
            S3kObject::FBZSpiderCrane => 0xE5,
            S3kObject::PachinkoTriangleBumper => 0xE6,
            S3kObject::PachinkoFlipper => 0xE7,
            S3kObject::PachinkoEnergyTrap => 0xE8,
            S3kObject::PachinkoInvisibleUnknown => 0xE9,
            S3kObject::PachinkoPlatform => 0xEA,
            S3kObject::GumballItem => 0xEB,
            S3kObject::PachinkoMagnetOrb => 0xEC,
            S3kObject::PachinkoItemOrb => 0xED,
            S3kObject::FBZMagneticPendulum => 0xFF,
        }
    }

    /// The name the disassembly gives it, as written (`FloatingBlock`).
    pub const fn name(self) -> &'static str {
        match self {
            S3kObject::Ring => "Ring",
            S3kObject::Monitor => "Monitor",
            S3kObject::PathSwap => "PathSwap",
            S3kObject::AIZHollowTree => "AIZHollowTree",
            S3kObject::MHZTwistedVine => "MHZTwistedVine",
            S3kObject::CollapsingPlatform => "CollapsingPlatform",
            S3kObject::AIZLRZEMZRock => "AIZLRZEMZRock",
            S3kObject::AIZRideVine => "AIZRideVine",
            S3kObject::MHZPulleyLift => "MHZPulleyLift",
            S3kObject::Spring => "Spring",
            S3kObject::Spikes => "Spikes",
            S3kObject::AIZ1Tree => "AIZ1Tree",
            S3kObject::MHZCurledVine => "MHZCurledVine",
            S3kObject::AIZ1ZiplinePeg => "AIZ1ZiplinePeg",
            S3kObject::MHZStickyVine => "MHZStickyVine",
            S3kObject::MHZSwingBarHorizontal => "MHZSwingBarHorizontal",
            S3kObject::SphereTest => "SphereTest",
            S3kObject::AIZGiantRideVine => "AIZGiantRideVine",
            S3kObject::MHZSwingBarVertical => "MHZSwingBarVertical",
            S3kObject::BreakableWall => "BreakableWall",
            S3kObject::TwistedRamp => "TwistedRamp",
            S3kObject::CollapsingBridge => "CollapsingBridge",
            S3kObject::LBZTubeElevator => "LBZTubeElevator",
            S3kObject::MHZSwingVine => "MHZSwingVine",
            S3kObject::LBZMovingPlatform => "LBZMovingPlatform",
            S3kObject::MHZMushroomPlatform => "MHZMushroomPlatform",
            S3kObject::LBZUnusedElevator => "LBZUnusedElevator",
            S3kObject::MHZMushroomParachute => "MHZMushroomParachute",
            S3kObject::LBZExplodingTrigger => "LBZExplodingTrigger",
            S3kObject::MHZMushroomCatapult => "MHZMushroomCatapult",
            S3kObject::LBZTriggerBridge => "LBZTriggerBridge",
            S3kObject::Updraft => "Updraft",
            S3kObject::LBZPlayerLauncher => "LBZPlayerLauncher",
            S3kObject::LRZCorkscrew => "LRZCorkscrew",
            S3kObject::LBZFlameThrower => "LBZFlameThrower",
            S3kObject::LRZWallRide => "LRZWallRide",
            S3kObject::LBZRideGrapple => "LBZRideGrapple",
            S3kObject::LRZSinkingRock => "LRZSinkingRock",
            S3kObject::LBZCupElevator => "LBZCupElevator",
            S3kObject::LRZFallingSpike => "LRZFallingSpike",
            S3kObject::LBZCupElevatorPole => "LBZCupElevatorPole",
            S3kObject::LRZDoor => "LRZDoor",
            S3kObject::LBZUnusedTiltingBridge => "LBZUnusedTiltingBridge",
            S3kObject::LRZBigDoor => "LRZBigDoor",
            S3kObject::LBZPipePlug => "LBZPipePlug",
            S3kObject::LRZFireballLauncher => "LRZFireballLauncher",
            S3kObject::LBZUnusedSolidHurt => "LBZUnusedSolidHurt",
            S3kObject::LRZButtonHorizontal => "LRZButtonHorizontal",
            S3kObject::LBZUnusedBarPlatform => "LBZUnusedBarPlatform",
            S3kObject::LRZShootingTrigger => "LRZShootingTrigger",
            S3kObject::LBZSpinLauncher => "LBZSpinLauncher",
            S3kObject::LRZDashElevator => "LRZDashElevator",
            S3kObject::LBZLoweringGrapple => "LBZLoweringGrapple",
            S3kObject::LRZLavaFall => "LRZLavaFall",
            S3kObject::LRZSwingingSpikeBall => "LRZSwingingSpikeBall",
            S3kObject::MGZLBZSmashingPillar => "MGZLBZSmashingPillar",
            S3kObject::LBZGateLaser => "LBZGateLaser",
            S3kObject::LRZSmashingSpikePlatform => "LRZSmashingSpikePlatform",
            S3kObject::LBZAlarm => "LBZAlarm",
            S3kObject::LRZSpikeBall => "LRZSpikeBall",
            S3kObject::LBZUnusedForceFall => "LBZUnusedForceFall",
            S3kObject::MHZMushroomCap => "MHZMushroomCap",
            S3kObject::AutomaticTunnel => "AutomaticTunnel",
            S3kObject::LRZChainedPlatforms => "LRZChainedPlatforms",
            S3kObject::AutoSpin => "AutoSpin",
            S3kObject::S2LavaMarker => "S2LavaMarker",
            S3kObject::InvisibleBlock => "InvisibleBlock",
            S3kObject::AIZDisappearingFloor => "AIZDisappearingFloor",
            S3kObject::LRZFlameThrower => "LRZFlameThrower",
            S3kObject::CorkFloor => "CorkFloor",
            S3kObject::AIZFlippingBridge => "AIZFlippingBridge",
            S3kObject::LRZOrbitingSpikeBallHorizontal => "LRZOrbitingSpikeBallHorizontal",
            S3kObject::AIZCollapsingLogBridge => "AIZCollapsingLogBridge",
            S3kObject::LRZOrbitingSpikeBallVertical => "LRZOrbitingSpikeBallVertical",
            S3kObject::AIZFallingLog => "AIZFallingLog",
            S3kObject::LRZSolidMovingPlatforms => "LRZSolidMovingPlatforms",
            S3kObject::AIZSpikedLog => "AIZSpikedLog",
            S3kObject::LRZSolidRock => "LRZSolidRock",
            S3kObject::StillSprite => "StillSprite",
            S3kObject::AnimatedStillSprite => "AnimatedStillSprite",
            S3kObject::LBZRollingDrum => "LBZRollingDrum",
            S3kObject::LRZCollapsingBridge => "LRZCollapsingBridge",
            S3kObject::AIZDrawBridge => "AIZDrawBridge",
            S3kObject::LRZTurbineSprites => "LRZTurbineSprites",
            S3kObject::Button => "Button",
            S3kObject::StarPost => "StarPost",
            S3kObject::AIZForegroundPlant => "AIZForegroundPlant",
            S3kObject::HCZBreakableBar => "HCZBreakableBar",
            S3kObject::HCZWaterRush => "HCZWaterRush",
            S3kObject::LRZSpikeBallLauncher => "LRZSpikeBallLauncher",
            S3kObject::HCZCGZFan => "HCZCGZFan",
            S3kObject::SOZQuicksand => "SOZQuicksand",
            S3kObject::HCZLargeFan => "HCZLargeFan",
            S3kObject::SOZSpawningSandBlocks => "SOZSpawningSandBlocks",
            S3kObject::HCZHandLauncher => "HCZHandLauncher",
            S3kObject::SOZPathSwap => "SOZPathSwap",
            S3kObject::HCZWaterWall => "HCZWaterWall",
            S3kObject::SOZLoopFallthrough => "SOZLoopFallthrough",
            S3kObject::Door => "Door",
            S3kObject::RetractingSpring => "RetractingSpring",
            S3kObject::HCZConveyorBelt => "HCZConveyorBelt",
            S3kObject::SOZPushableRock => "SOZPushableRock",
            S3kObject::HCZConveyorSpike => "HCZConveyorSpike",
            S3kObject::SOZSpringVine => "SOZSpringVine",
            S3kObject::HCZBlock => "HCZBlock",
            S3kObject::SOZRisingSandWall => "SOZRisingSandWall",
            S3kObject::CNZBalloon => "CNZBalloon",
            S3kObject::SOZLightSwitch => "SOZLightSwitch",
            S3kObject::CNZCannon => "CNZCannon",
            S3kObject::SOZFloatingPillar => "SOZFloatingPillar",
            S3kObject::CNZRisingPlatform => "CNZRisingPlatform",
            S3kObject::SOZSwingingPlatform => "SOZSwingingPlatform",
            S3kObject::CNZTrapDoor => "CNZTrapDoor",
            S3kObject::SOZBreakableSandRock => "SOZBreakableSandRock",
            S3kObject::CNZLightBulb => "CNZLightBulb",
            S3kObject::SOZPushSwitch => "SOZPushSwitch",
            S3kObject::CNZHoverFan => "CNZHoverFan",
            S3kObject::SOZDoor => "SOZDoor",
            S3kObject::CNZCylinder => "CNZCylinder",
            S3kObject::SOZSandCork => "SOZSandCork",
            S3kObject::CNZVacuumTube => "CNZVacuumTube",
            S3kObject::SOZRapelWire => "SOZRapelWire",
            S3kObject::CNZGiantWheel => "CNZGiantWheel",
            S3kObject::SOZSolidSprites => "SOZSolidSprites",
            S3kObject::Bumper => "Bumper",
            S3kObject::DEZFloatingPlatform => "DEZFloatingPlatform",
            S3kObject::CNZTriangleBumpers => "CNZTriangleBumpers",
            S3kObject::DEZTiltingBridge => "DEZTiltingBridge",
            S3kObject::CNZSpiralTube => "CNZSpiralTube",
            S3kObject::DEZHangCarrier => "DEZHangCarrier",
            S3kObject::CNZBarberPoleSprite => "CNZBarberPoleSprite",
            S3kObject::DEZTorpedoLauncher => "DEZTorpedoLauncher",
            S3kObject::CNZWireCage => "CNZWireCage",
            S3kObject::DEZLiftPad => "DEZLiftPad",
            S3kObject::DEZStaircase => "DEZStaircase",
            S3kObject::SinkingMud => "SinkingMud",
            S3kObject::DEZConveyorBelt => "DEZConveyorBelt",
            S3kObject::MGZTwistingLoop => "MGZTwistingLoop",
            S3kObject::FloatingPlatform => "FloatingPlatform",
            S3kObject::DEZLightning => "DEZLightning",
            S3kObject::MGZLBZSmashingPillar2 => "MGZLBZSmashingPillar2",
            S3kObject::DEZConveyorPad => "DEZConveyorPad",
            S3kObject::MGZSwingingPlatform => "MGZSwingingPlatform",
            S3kObject::Bubbler => "Bubbler",
            S3kObject::DEZEnergyBridge => "DEZEnergyBridge",
            S3kObject::MGZHeadTrigger => "MGZHeadTrigger",
            S3kObject::DEZEnergyBridgeCurved => "DEZEnergyBridgeCurved",
            S3kObject::MGZMovingSpikePlatform => "MGZMovingSpikePlatform",
            S3kObject::DEZTunnelLauncher => "DEZTunnelLauncher",
            S3kObject::MGZTriggerPlatform => "MGZTriggerPlatform",
            S3kObject::DEZGravitySwitch => "DEZGravitySwitch",
            S3kObject::MGZSwingingSpikeBall => "MGZSwingingSpikeBall",
            S3kObject::DEZTeleporter => "DEZTeleporter",
            S3kObject::MGZDashTrigger => "MGZDashTrigger",
            S3kObject::DEZGravityTube => "DEZGravityTube",
            S3kObject::MGZPulley => "MGZPulley",
            S3kObject::DEZGravitySwap => "DEZGravitySwap",
            S3kObject::MGZTopPlatform => "MGZTopPlatform",
            S3kObject::DEZGravityHub => "DEZGravityHub",
            S3kObject::MGZTopLauncher => "MGZTopLauncher",
            S3kObject::CGZTriangleBumpers => "CGZTriangleBumpers",
            S3kObject::DEZRetractingSpring => "DEZRetractingSpring",
            S3kObject::CGZBladePlatform => "CGZBladePlatform",
            S3kObject::DEZHoverMachine => "DEZHoverMachine",
            S3kObject::DEZGravityRoom => "DEZGravityRoom",
            S3kObject::TwoPlayerRetractingSpring => "TwoPlayerRetractingSpring",
            S3kObject::BPZElephantBlock => "BPZElephantBlock",
            S3kObject::DEZBumperWall => "DEZBumperWall",
            S3kObject::BPZBalloon => "BPZBalloon",
            S3kObject::DEZGravityPuzzle => "DEZGravityPuzzle",
            S3kObject::DPZDisolvingSandBar => "DPZDisolvingSandBar",
            S3kObject::DPZButton => "DPZButton",
            S3kObject::TwoPlayerItem => "TwoPlayerItem",
            S3kObject::TwoPlayerGoalMarker => "TwoPlayerGoalMarker",
            S3kObject::EMZDripper => "EMZDripper",
            S3kObject::HCZSnakeBlocks => "HCZSnakeBlocks",
            S3kObject::HCZSpinningColumn => "HCZSpinningColumn",
            S3kObject::HCZTwistingLoop => "HCZTwistingLoop",
            S3kObject::InvisibleHurtBlockHorizontal => "InvisibleHurtBlockHorizontal",
            S3kObject::InvisibleHurtBlockVertical => "InvisibleHurtBlockVertical",
            S3kObject::TensionBridge => "TensionBridge",
            S3kObject::HCZWaterSplash => "HCZWaterSplash",
            S3kObject::InvisibleShockBlock => "InvisibleShockBlock",
            S3kObject::InvisibleLavaBlock => "InvisibleLavaBlock",
            S3kObject::WaterDrop => "WaterDrop",
            S3kObject::FBZWireCage => "FBZWireCage",
            S3kObject::FBZWireCageStationary => "FBZWireCageStationary",
            S3kObject::FBZFloatingPlatform => "FBZFloatingPlatform",
            S3kObject::FBZChainLink => "FBZChainLink",
            S3kObject::FBZMagneticSpikeBall => "FBZMagneticSpikeBall",
            S3kObject::FBZMagneticPlatform => "FBZMagneticPlatform",
            S3kObject::SSZRetractingSpring => "SSZRetractingSpring",
            S3kObject::FBZSnakePlatform => "FBZSnakePlatform",
            S3kObject::SSZSwingingCarrier => "SSZSwingingCarrier",
            S3kObject::FBZBentPipe => "FBZBentPipe",
            S3kObject::SSZRotatingPlatform => "SSZRotatingPlatform",
            S3kObject::FBZRotatingPlatform => "FBZRotatingPlatform",
            S3kObject::SSZCutsceneBridge => "SSZCutsceneBridge",
            S3kObject::FBZDEZPlayerLauncher => "FBZDEZPlayerLauncher",
            S3kObject::FBZDisappearingPlatform => "FBZDisappearingPlatform",
            S3kObject::SSZHPZTeleporter => "SSZHPZTeleporter",
            S3kObject::FBZScrewDoor => "FBZScrewDoor",
            S3kObject::SSZElevatorBar => "SSZElevatorBar",
            S3kObject::FBZSpinningPole => "FBZSpinningPole",
            S3kObject::SSZCollapsingBridgeDiagonal => "SSZCollapsingBridgeDiagonal",
            S3kObject::FBZPropeller => "FBZPropeller",
            S3kObject::SSZCollapsingBridge => "SSZCollapsingBridge",
            S3kObject::FBZPiston => "FBZPiston",
            S3kObject::SSZBouncyCloud => "SSZBouncyCloud",
            S3kObject::FBZPlatformBlocks => "FBZPlatformBlocks",
            S3kObject::SSZCollapsingColumn => "SSZCollapsingColumn",
            S3kObject::FBZMissileLauncher => "FBZMissileLauncher",
            S3kObject::SSZFloatingPlatform => "SSZFloatingPlatform",
            S3kObject::AIZMinibossCutsceneS3 => "AIZMinibossCutsceneS3",
            S3kObject::HiddenMonitor => "HiddenMonitor",
            S3kObject::BloominatorS3 => "BloominatorS3",
            S3kObject::EggCapsule => "EggCapsule",
            S3kObject::CutsceneKnuckles => "CutsceneKnuckles",
            S3kObject::RhinobotS3 => "RhinobotS3",
            S3kObject::CutsceneButton => "CutsceneButton",
            S3kObject::MonkeyDudeS3 => "MonkeyDudeS3",
            S3kObject::AIZPlaneIntro => "AIZPlaneIntro",
            S3kObject::LBZMinibossS3 => "LBZMinibossS3",
            S3kObject::SSEntryRing => "SSEntryRing",
            S3kObject::GumballMachine => "GumballMachine",
            S3kObject::LBZFinalBoss1S3 => "LBZFinalBoss1S3",
            S3kObject::GumballTriangleBumper => "GumballTriangleBumper",
            S3kObject::SnaleBlasterS3 => "SnaleBlasterS3",
            S3kObject::CNZWaterLevelCorkFloor => "CNZWaterLevelCorkFloor",
            S3kObject::RibotS3 => "RibotS3",
            S3kObject::CNZWaterLevelButton => "CNZWaterLevelButton",
            S3kObject::OrbinautS3 => "OrbinautS3",
            S3kObject::CorkeyS3 => "CorkeyS3",
            S3kObject::FBZExitHall => "FBZExitHall",
            S3kObject::Flybot767S3 => "Flybot767S3",
            S3kObject::SpriteMask => "SpriteMask",
            S3kObject::Bloominator => "Bloominator",
            S3kObject::LBZEndBossS3 => "LBZEndBossS3",
            S3kObject::Madmole => "Madmole",
            S3kObject::CNZEndBossS3 => "CNZEndBossS3",
            S3kObject::Mushmeanie => "Mushmeanie",
            S3kObject::Rhinobot => "Rhinobot",
            S3kObject::CNZMinibossS3 => "CNZMinibossS3",
            S3kObject::Dragonfly => "Dragonfly",
            S3kObject::MonkeyDude => "MonkeyDude",
            S3kObject::Butterdroid => "Butterdroid",
            S3kObject::CaterKillerJr => "CaterKillerJr",
            S3kObject::FBZMinibossS3 => "FBZMinibossS3",
            S3kObject::AIZMinibossCutscene => "AIZMinibossCutscene",
            S3kObject::Cluckoid => "Cluckoid",
            S3kObject::AIZMiniboss => "AIZMiniboss",
            S3kObject::MHZMinibossTree => "MHZMinibossTree",
            S3kObject::AIZEndBoss => "AIZEndBoss",
            S3kObject::MHZMiniboss => "MHZMiniboss",
            S3kObject::Jawz => "Jawz",
            S3kObject::MHZEndBoss => "MHZEndBoss",
            S3kObject::Blastoid => "Blastoid",
            S3kObject::Skorp => "Skorp",
            S3kObject::Buggernaut => "Buggernaut",
            S3kObject::Sandworm => "Sandworm",
            S3kObject::Rockn => "Rockn",
            S3kObject::TurboSpiker => "TurboSpiker",
            S3kObject::MegaChopper => "MegaChopper",
            S3kObject::SOZMiniboss => "SOZMiniboss",
            S3kObject::Poindexter => "Poindexter",
            S3kObject::SOZEndBoss => "SOZEndBoss",
            S3kObject::Fireworm => "Fireworm",
            S3kObject::HCZMiniboss => "HCZMiniboss",
            S3kObject::JawzS3 => "JawzS3",
            S3kObject::BlastoidS3 => "BlastoidS3",
            S3kObject::HCZEndBoss => "HCZEndBoss",
            S3kObject::Iwamodoki => "Iwamodoki",
            S3kObject::BubblesBadnik => "BubblesBadnik",
            S3kObject::BuggernautS3 => "BuggernautS3",
            S3kObject::Toxomister => "Toxomister",
            S3kObject::LRZRockCrusher => "LRZRockCrusher",
            S3kObject::Spiker => "Spiker",
            S3kObject::TurboSpikerS3 => "TurboSpikerS3",
            S3kObject::LRZMiniboss => "LRZMiniboss",
            S3kObject::Mantis => "Mantis",
            S3kObject::MegaChopperS3 => "MegaChopperS3",
            S3kObject::LRZ3Autoscroll => "LRZ3Autoscroll",
            S3kObject::PoindexterS3 => "PoindexterS3",
            S3kObject::Tunnelbot => "Tunnelbot",
            S3kObject::CaterKillerJrS3 => "CaterKillerJrS3",
            S3kObject::MGZMiniboss => "MGZMiniboss",
            S3kObject::ClamerS3 => "ClamerS3",
            S3kObject::EggRobo => "EggRobo",
            S3kObject::MGZ2DrillingRobotnik => "MGZ2DrillingRobotnik",
            S3kObject::MGZEndBoss => "MGZEndBoss",
            S3kObject::SSZGHZBoss => "SSZGHZBoss",
            S3kObject::SparkleS3 => "SparkleS3",
            S3kObject::BatbotS3 => "BatbotS3",
            S3kObject::MGZEndBossKnux => "MGZEndBossKnux",
            S3kObject::SSZMTZBoss => "SSZMTZBoss",
            S3kObject::BubblesBadnikS3 => "BubblesBadnikS3",
            S3kObject::Clamer => "Clamer",
            S3kObject::SSZEndBoss => "SSZEndBoss",
            S3kObject::Sparkle => "Sparkle",
            S3kObject::Spikebonker => "Spikebonker",
            S3kObject::TunnelbotS3 => "TunnelbotS3",
            S3kObject::Batbot => "Batbot",
            S3kObject::Chainspike => "Chainspike",
            S3kObject::SpikerS3 => "SpikerS3",
            S3kObject::CNZMiniboss => "CNZMiniboss",
            S3kObject::DEZMiniboss => "DEZMiniboss",
            S3kObject::MantisS3 => "MantisS3",
            S3kObject::BlasterS3 => "BlasterS3",
            S3kObject::CNZEndBoss => "CNZEndBoss",
            S3kObject::DEZEndBoss => "DEZEndBoss",
            S3kObject::Blaster => "Blaster",
            S3kObject::MHZ1CutsceneKnuckles => "MHZ1CutsceneKnuckles",
            S3kObject::TechnoSqueekS3 => "TechnoSqueekS3",
            S3kObject::AIZEndBossS3 => "AIZEndBossS3",
            S3kObject::MHZ1CutsceneButton => "MHZ1CutsceneButton",
            S3kObject::TechnoSqueek => "TechnoSqueek",
            S3kObject::FBZMiniboss => "FBZMiniboss",
            S3kObject::Hyudoro => "Hyudoro",
            S3kObject::PenguinatorS3 => "PenguinatorS3",
            S3kObject::FBZ2Subboss => "FBZ2Subboss",
            S3kObject::SOZCapsuleHyudoroSetup => "SOZCapsuleHyudoroSetup",
            S3kObject::StarPointerS3 => "StarPointerS3",
            S3kObject::AIZMinibossS3 => "AIZMinibossS3",
            S3kObject::FBZEndBoss => "FBZEndBoss",
            S3kObject::SOZCapsule => "SOZCapsule",
            S3kObject::HCZMinibossS3 => "HCZMinibossS3",
            S3kObject::LRZ3Platform => "LRZ3Platform",
            S3kObject::Penguinator => "Penguinator",
            S3kObject::LBZ1RobotnikS3 => "LBZ1RobotnikS3",
            S3kObject::LRZ2CutsceneKnuckles => "LRZ2CutsceneKnuckles",
            S3kObject::StarPointer => "StarPointer",
            S3kObject::ICZCrushingColumn => "ICZCrushingColumn",
            S3kObject::MGZ2DrillingRobotnikS3 => "MGZ2DrillingRobotnikS3",
            S3kObject::SSZCutsceneButton => "SSZCutsceneButton",
            S3kObject::HPZMasterEmerald => "HPZMasterEmerald",
            S3kObject::ICZPathFollowPlatform => "ICZPathFollowPlatform",
            S3kObject::MGZEndBossS3 => "MGZEndBossS3",
            S3kObject::HPZPaletteControl => "HPZPaletteControl",
            S3kObject::ICZBreakableWall => "ICZBreakableWall",
            S3kObject::MGZEndBossKnuxS3 => "MGZEndBossKnuxS3",
            S3kObject::ICZEndBossS3 => "ICZEndBossS3",
            S3kObject::ICZFreezer => "ICZFreezer",
            S3kObject::KnuxFinalBossCrane => "KnuxFinalBossCrane",
            S3kObject::ICZMinibossS3 => "ICZMinibossS3",
            S3kObject::ICZSegmentColumn => "ICZSegmentColumn",
            S3kObject::StartNewLevel => "StartNewLevel",
            S3kObject::FBZEndBossS3 => "FBZEndBossS3",
            S3kObject::HPZSuperEmerald => "HPZSuperEmerald",
            S3kObject::ICZSwingingPlatform => "ICZSwingingPlatform",
            S3kObject::HCZEndBossS3 => "HCZEndBossS3",
            S3kObject::HPZSSEntryControl => "HPZSSEntryControl",
            S3kObject::ICZStalagtite => "ICZStalagtite",
            S3kObject::DDZEndBoss => "DDZEndBoss",
            S3kObject::FBZ2SubbossS3 => "FBZ2SubbossS3",
            S3kObject::ICZIceCube => "ICZIceCube",
            S3kObject::DDZAsteroid => "DDZAsteroid",
            S3kObject::ICZIceSpikes => "ICZIceSpikes",
            S3kObject::LBZ2RobotnikShipS3 => "LBZ2RobotnikShipS3",
            S3kObject::DDZMissile => "DDZMissile",
            S3kObject::ICZCrushingColumnS3 => "ICZCrushingColumnS3",
            S3kObject::ICZHarmfulIce => "ICZHarmfulIce",
            S3kObject::ICZPathFollowPlatformS3 => "ICZPathFollowPlatformS3",
            S3kObject::ICZSnowPile => "ICZSnowPile",
            S3kObject::ICZBreakableWallS3 => "ICZBreakableWallS3",
            S3kObject::ICZTensionPlatform => "ICZTensionPlatform",
            S3kObject::ICZFreezerS3 => "ICZFreezerS3",
            S3kObject::ICZIceBlock => "ICZIceBlock",
            S3kObject::ICZMiniboss => "ICZMiniboss",
            S3kObject::ICZSegmentColumnS3 => "ICZSegmentColumnS3",
            S3kObject::ICZEndBoss => "ICZEndBoss",
            S3kObject::ICZSwingingPlatformS3 => "ICZSwingingPlatformS3",
            S3kObject::ICZStalagtiteS3 => "ICZStalagtiteS3",
            S3kObject::SnaleBlaster => "SnaleBlaster",
            S3kObject::ICZIceCubeS3 => "ICZIceCubeS3",
            S3kObject::Ribot => "Ribot",
            S3kObject::ICZIceSpikesS3 => "ICZIceSpikesS3",
            S3kObject::Orbinaut => "Orbinaut",
            S3kObject::Corkey => "Corkey",
            S3kObject::ICZHarmfulIceS3 => "ICZHarmfulIceS3",
            S3kObject::Flybot767 => "Flybot767",
            S3kObject::ICZSnowPileS3 => "ICZSnowPileS3",
            S3kObject::ICZTensionPlatformS3 => "ICZTensionPlatformS3",
            S3kObject::LBZ1Robotnik => "LBZ1Robotnik",
            S3kObject::LBZMinibossBox => "LBZMinibossBox",
            S3kObject::MGZMinibossS3 => "MGZMinibossS3",
            S3kObject::HiddenMonitorS3 => "HiddenMonitorS3",
            S3kObject::LBZMinibossBoxKnux => "LBZMinibossBoxKnux",
            S3kObject::EggCapsuleS3 => "EggCapsuleS3",
            S3kObject::LBZ2RobotnikShip => "LBZ2RobotnikShip",
            S3kObject::CutsceneKnucklesS3 => "CutsceneKnucklesS3",
            S3kObject::ICZIceBlockS3 => "ICZIceBlockS3",
            S3kObject::LBZKnuxPillar => "LBZKnuxPillar",
            S3kObject::CutsceneButtonS3 => "CutsceneButtonS3",
            S3kObject::LBZMiniboss => "LBZMiniboss",
            S3kObject::AIZPlaneIntroS3 => "AIZPlaneIntroS3",
            S3kObject::LBZFinalBoss1 => "LBZFinalBoss1",
            S3kObject::LBZEndBoss => "LBZEndBoss",
            S3kObject::SSEntryRingS3 => "SSEntryRingS3",
            S3kObject::LBZFinalBoss2 => "LBZFinalBoss2",
            S3kObject::LBZMinibossBoxS3 => "LBZMinibossBoxS3",
            S3kObject::LBZ2UnusedRobotnik => "LBZ2UnusedRobotnik",
            S3kObject::LBZFinalBossKnux => "LBZFinalBossKnux",
            S3kObject::FBZExitDoor => "FBZExitDoor",
            S3kObject::GumballMachineS3 => "GumballMachineS3",
            S3kObject::FBZEggPrison => "FBZEggPrison",
            S3kObject::GumballTriangleBumperS3 => "GumballTriangleBumperS3",
            S3kObject::FBZSpringPlunger => "FBZSpringPlunger",
            S3kObject::LBZFinalBoss2S3 => "LBZFinalBoss2S3",
            S3kObject::CNZWaterLevelCorkFloorS3 => "CNZWaterLevelCorkFloorS3",
            S3kObject::CNZWaterLevelButtonS3 => "CNZWaterLevelButtonS3",
            S3kObject::LBZKnuxPillarS3 => "LBZKnuxPillarS3",
            S3kObject::FBZWallMissile => "FBZWallMissile",
            S3kObject::FBZMine => "FBZMine",
            S3kObject::FBZElevator => "FBZElevator",
            S3kObject::FBZTrapSpring => "FBZTrapSpring",
            S3kObject::FBZFlamethrower => "FBZFlamethrower",
            S3kObject::FBZSpiderCrane => "FBZSpiderCrane",
            S3kObject::PachinkoTriangleBumper => "PachinkoTriangleBumper",
            S3kObject::PachinkoFlipper => "PachinkoFlipper",
            S3kObject::PachinkoEnergyTrap => "PachinkoEnergyTrap",
            S3kObject::PachinkoInvisibleUnknown => "PachinkoInvisibleUnknown",
            S3kObject::PachinkoPlatform => "PachinkoPlatform",
            S3kObject::GumballItem => "GumballItem",
            S3kObject::PachinkoMagnetOrb => "PachinkoMagnetOrb",
            S3kObject::PachinkoItemOrb => "PachinkoItemOrb",
            S3kObject::FBZMagneticPendulum => "FBZMagneticPendulum",
        }
    }

    /// The name in words, for the editor (`Floating block`).
    pub const fn label(self) -> &'static str {
        match self {
            S3kObject::Ring => "Ring",
            S3kObject::Monitor => "Monitor",
            S3kObject::PathSwap => "Path swap",
            S3kObject::AIZHollowTree => "AIZ hollow tree",
            S3kObject::MHZTwistedVine => "MHZ twisted vine",
            S3kObject::CollapsingPlatform => "Collapsing platform",
            S3kObject::AIZLRZEMZRock => "AIZLRZEMZ rock",
            S3kObject::AIZRideVine => "AIZ ride vine",
            S3kObject::MHZPulleyLift => "MHZ pulley lift",
            S3kObject::Spring => "Spring",
            S3kObject::Spikes => "Spikes",
            S3kObject::AIZ1Tree => "AIZ 1 tree",
            S3kObject::MHZCurledVine => "MHZ curled vine",
            S3kObject::AIZ1ZiplinePeg => "AIZ 1 zipline peg",
            S3kObject::MHZStickyVine => "MHZ sticky vine",
            S3kObject::MHZSwingBarHorizontal => "MHZ swing bar horizontal",
            S3kObject::SphereTest => "Sphere test",
            S3kObject::AIZGiantRideVine => "AIZ giant ride vine",
            S3kObject::MHZSwingBarVertical => "MHZ swing bar vertical",
            S3kObject::BreakableWall => "Breakable wall",
            S3kObject::TwistedRamp => "Twisted ramp",
            S3kObject::CollapsingBridge => "Collapsing bridge",
            S3kObject::LBZTubeElevator => "LBZ tube elevator",
            S3kObject::MHZSwingVine => "MHZ swing vine",
            S3kObject::LBZMovingPlatform => "LBZ moving platform",
            S3kObject::MHZMushroomPlatform => "MHZ mushroom platform",
            S3kObject::LBZUnusedElevator => "LBZ unused elevator",
            S3kObject::MHZMushroomParachute => "MHZ mushroom parachute",
            S3kObject::LBZExplodingTrigger => "LBZ exploding trigger",
            S3kObject::MHZMushroomCatapult => "MHZ mushroom catapult",
            S3kObject::LBZTriggerBridge => "LBZ trigger bridge",
            S3kObject::Updraft => "Updraft",
            S3kObject::LBZPlayerLauncher => "LBZ player launcher",
            S3kObject::LRZCorkscrew => "LRZ corkscrew",
            S3kObject::LBZFlameThrower => "LBZ flame thrower",
            S3kObject::LRZWallRide => "LRZ wall ride",
            S3kObject::LBZRideGrapple => "LBZ ride grapple",
            S3kObject::LRZSinkingRock => "LRZ sinking rock",
            S3kObject::LBZCupElevator => "LBZ cup elevator",
            S3kObject::LRZFallingSpike => "LRZ falling spike",
            S3kObject::LBZCupElevatorPole => "LBZ cup elevator pole",
            S3kObject::LRZDoor => "LRZ door",
            S3kObject::LBZUnusedTiltingBridge => "LBZ unused tilting bridge",
            S3kObject::LRZBigDoor => "LRZ big door",
            S3kObject::LBZPipePlug => "LBZ pipe plug",
            S3kObject::LRZFireballLauncher => "LRZ fireball launcher",
            S3kObject::LBZUnusedSolidHurt => "LBZ unused solid hurt",
            S3kObject::LRZButtonHorizontal => "LRZ button horizontal",
            S3kObject::LBZUnusedBarPlatform => "LBZ unused bar platform",
            S3kObject::LRZShootingTrigger => "LRZ shooting trigger",
            S3kObject::LBZSpinLauncher => "LBZ spin launcher",
            S3kObject::LRZDashElevator => "LRZ dash elevator",
            S3kObject::LBZLoweringGrapple => "LBZ lowering grapple",
            S3kObject::LRZLavaFall => "LRZ lava fall",
            S3kObject::LRZSwingingSpikeBall => "LRZ swinging spike ball",
            S3kObject::MGZLBZSmashingPillar => "MGZLBZ smashing pillar",
            S3kObject::LBZGateLaser => "LBZ gate laser",
            S3kObject::LRZSmashingSpikePlatform => "LRZ smashing spike platform",
            S3kObject::LBZAlarm => "LBZ alarm",
            S3kObject::LRZSpikeBall => "LRZ spike ball",
            S3kObject::LBZUnusedForceFall => "LBZ unused force fall",
            S3kObject::MHZMushroomCap => "MHZ mushroom cap",
            S3kObject::AutomaticTunnel => "Automatic tunnel",
            S3kObject::LRZChainedPlatforms => "LRZ chained platforms",
            S3kObject::AutoSpin => "Auto spin",
            S3kObject::S2LavaMarker => "S 2 lava marker",
            S3kObject::InvisibleBlock => "Invisible block",
            S3kObject::AIZDisappearingFloor => "AIZ disappearing floor",
            S3kObject::LRZFlameThrower => "LRZ flame thrower",
            S3kObject::CorkFloor => "Cork floor",
            S3kObject::AIZFlippingBridge => "AIZ flipping bridge",
            S3kObject::LRZOrbitingSpikeBallHorizontal => "LRZ orbiting spike ball horizontal",
            S3kObject::AIZCollapsingLogBridge => "AIZ collapsing log bridge",
            S3kObject::LRZOrbitingSpikeBallVertical => "LRZ orbiting spike ball vertical",
            S3kObject::AIZFallingLog => "AIZ falling log",
            S3kObject::LRZSolidMovingPlatforms => "LRZ solid moving platforms",
            S3kObject::AIZSpikedLog => "AIZ spiked log",
            S3kObject::LRZSolidRock => "LRZ solid rock",
            S3kObject::StillSprite => "Still sprite",
            S3kObject::AnimatedStillSprite => "Animated still sprite",
            S3kObject::LBZRollingDrum => "LBZ rolling drum",
            S3kObject::LRZCollapsingBridge => "LRZ collapsing bridge",
            S3kObject::AIZDrawBridge => "AIZ draw bridge",
            S3kObject::LRZTurbineSprites => "LRZ turbine sprites",
            S3kObject::Button => "Button",
            S3kObject::StarPost => "Star post",
            S3kObject::AIZForegroundPlant => "AIZ foreground plant",
            S3kObject::HCZBreakableBar => "HCZ breakable bar",
            S3kObject::HCZWaterRush => "HCZ water rush",
            S3kObject::LRZSpikeBallLauncher => "LRZ spike ball launcher",
            S3kObject::HCZCGZFan => "HCZCGZ fan",
            S3kObject::SOZQuicksand => "SOZ quicksand",
            S3kObject::HCZLargeFan => "HCZ large fan",
            S3kObject::SOZSpawningSandBlocks => "SOZ spawning sand blocks",
            S3kObject::HCZHandLauncher => "HCZ hand launcher",
            S3kObject::SOZPathSwap => "SOZ path swap",
            S3kObject::HCZWaterWall => "HCZ water wall",
            S3kObject::SOZLoopFallthrough => "SOZ loop fallthrough",
            S3kObject::Door => "Door",
            S3kObject::RetractingSpring => "Retracting spring",
            S3kObject::HCZConveyorBelt => "HCZ conveyor belt",
            S3kObject::SOZPushableRock => "SOZ pushable rock",
            S3kObject::HCZConveyorSpike => "HCZ conveyor spike",
            S3kObject::SOZSpringVine => "SOZ spring vine",
            S3kObject::HCZBlock => "HCZ block",
            S3kObject::SOZRisingSandWall => "SOZ rising sand wall",
            S3kObject::CNZBalloon => "CNZ balloon",
            S3kObject::SOZLightSwitch => "SOZ light switch",
            S3kObject::CNZCannon => "CNZ cannon",
            S3kObject::SOZFloatingPillar => "SOZ floating pillar",
            S3kObject::CNZRisingPlatform => "CNZ rising platform",
            S3kObject::SOZSwingingPlatform => "SOZ swinging platform",
            S3kObject::CNZTrapDoor => "CNZ trap door",
            S3kObject::SOZBreakableSandRock => "SOZ breakable sand rock",
            S3kObject::CNZLightBulb => "CNZ light bulb",
            S3kObject::SOZPushSwitch => "SOZ push switch",
            S3kObject::CNZHoverFan => "CNZ hover fan",
            S3kObject::SOZDoor => "SOZ door",
            S3kObject::CNZCylinder => "CNZ cylinder",
            S3kObject::SOZSandCork => "SOZ sand cork",
            S3kObject::CNZVacuumTube => "CNZ vacuum tube",
            S3kObject::SOZRapelWire => "SOZ rapel wire",
            S3kObject::CNZGiantWheel => "CNZ giant wheel",
            S3kObject::SOZSolidSprites => "SOZ solid sprites",
            S3kObject::Bumper => "Bumper",
            S3kObject::DEZFloatingPlatform => "DEZ floating platform",
            S3kObject::CNZTriangleBumpers => "CNZ triangle bumpers",
            S3kObject::DEZTiltingBridge => "DEZ tilting bridge",
            S3kObject::CNZSpiralTube => "CNZ spiral tube",
            S3kObject::DEZHangCarrier => "DEZ hang carrier",
            S3kObject::CNZBarberPoleSprite => "CNZ barber pole sprite",
            S3kObject::DEZTorpedoLauncher => "DEZ torpedo launcher",
            S3kObject::CNZWireCage => "CNZ wire cage",
            S3kObject::DEZLiftPad => "DEZ lift pad",
            S3kObject::DEZStaircase => "DEZ staircase",
            S3kObject::SinkingMud => "Sinking mud",
            S3kObject::DEZConveyorBelt => "DEZ conveyor belt",
            S3kObject::MGZTwistingLoop => "MGZ twisting loop",
            S3kObject::FloatingPlatform => "Floating platform",
            S3kObject::DEZLightning => "DEZ lightning",
            S3kObject::MGZLBZSmashingPillar2 => "MGZLBZ smashing pillar 2",
            S3kObject::DEZConveyorPad => "DEZ conveyor pad",
            S3kObject::MGZSwingingPlatform => "MGZ swinging platform",
            S3kObject::Bubbler => "Bubbler",
            S3kObject::DEZEnergyBridge => "DEZ energy bridge",
            S3kObject::MGZHeadTrigger => "MGZ head trigger",
            S3kObject::DEZEnergyBridgeCurved => "DEZ energy bridge curved",
            S3kObject::MGZMovingSpikePlatform => "MGZ moving spike platform",
            S3kObject::DEZTunnelLauncher => "DEZ tunnel launcher",
            S3kObject::MGZTriggerPlatform => "MGZ trigger platform",
            S3kObject::DEZGravitySwitch => "DEZ gravity switch",
            S3kObject::MGZSwingingSpikeBall => "MGZ swinging spike ball",
            S3kObject::DEZTeleporter => "DEZ teleporter",
            S3kObject::MGZDashTrigger => "MGZ dash trigger",
            S3kObject::DEZGravityTube => "DEZ gravity tube",
            S3kObject::MGZPulley => "MGZ pulley",
            S3kObject::DEZGravitySwap => "DEZ gravity swap",
            S3kObject::MGZTopPlatform => "MGZ top platform",
            S3kObject::DEZGravityHub => "DEZ gravity hub",
            S3kObject::MGZTopLauncher => "MGZ top launcher",
            S3kObject::CGZTriangleBumpers => "CGZ triangle bumpers",
            S3kObject::DEZRetractingSpring => "DEZ retracting spring",
            S3kObject::CGZBladePlatform => "CGZ blade platform",
            S3kObject::DEZHoverMachine => "DEZ hover machine",
            S3kObject::DEZGravityRoom => "DEZ gravity room",
            S3kObject::TwoPlayerRetractingSpring => "Two player retracting spring",
            S3kObject::BPZElephantBlock => "BPZ elephant block",
            S3kObject::DEZBumperWall => "DEZ bumper wall",
            S3kObject::BPZBalloon => "BPZ balloon",
            S3kObject::DEZGravityPuzzle => "DEZ gravity puzzle",
            S3kObject::DPZDisolvingSandBar => "DPZ disolving sand bar",
            S3kObject::DPZButton => "DPZ button",
            S3kObject::TwoPlayerItem => "Two player item",
            S3kObject::TwoPlayerGoalMarker => "Two player goal marker",
            S3kObject::EMZDripper => "EMZ dripper",
            S3kObject::HCZSnakeBlocks => "HCZ snake blocks",
            S3kObject::HCZSpinningColumn => "HCZ spinning column",
            S3kObject::HCZTwistingLoop => "HCZ twisting loop",
            S3kObject::InvisibleHurtBlockHorizontal => "Invisible hurt block horizontal",
            S3kObject::InvisibleHurtBlockVertical => "Invisible hurt block vertical",
            S3kObject::TensionBridge => "Tension bridge",
            S3kObject::HCZWaterSplash => "HCZ water splash",
            S3kObject::InvisibleShockBlock => "Invisible shock block",
            S3kObject::InvisibleLavaBlock => "Invisible lava block",
            S3kObject::WaterDrop => "Water drop",
            S3kObject::FBZWireCage => "FBZ wire cage",
            S3kObject::FBZWireCageStationary => "FBZ wire cage stationary",
            S3kObject::FBZFloatingPlatform => "FBZ floating platform",
            S3kObject::FBZChainLink => "FBZ chain link",
            S3kObject::FBZMagneticSpikeBall => "FBZ magnetic spike ball",
            S3kObject::FBZMagneticPlatform => "FBZ magnetic platform",
            S3kObject::SSZRetractingSpring => "SSZ retracting spring",
            S3kObject::FBZSnakePlatform => "FBZ snake platform",
            S3kObject::SSZSwingingCarrier => "SSZ swinging carrier",
            S3kObject::FBZBentPipe => "FBZ bent pipe",
            S3kObject::SSZRotatingPlatform => "SSZ rotating platform",
            S3kObject::FBZRotatingPlatform => "FBZ rotating platform",
            S3kObject::SSZCutsceneBridge => "SSZ cutscene bridge",
            S3kObject::FBZDEZPlayerLauncher => "FBZDEZ player launcher",
            S3kObject::FBZDisappearingPlatform => "FBZ disappearing platform",
            S3kObject::SSZHPZTeleporter => "SSZHPZ teleporter",
            S3kObject::FBZScrewDoor => "FBZ screw door",
            S3kObject::SSZElevatorBar => "SSZ elevator bar",
            S3kObject::FBZSpinningPole => "FBZ spinning pole",
            S3kObject::SSZCollapsingBridgeDiagonal => "SSZ collapsing bridge diagonal",
            S3kObject::FBZPropeller => "FBZ propeller",
            S3kObject::SSZCollapsingBridge => "SSZ collapsing bridge",
            S3kObject::FBZPiston => "FBZ piston",
            S3kObject::SSZBouncyCloud => "SSZ bouncy cloud",
            S3kObject::FBZPlatformBlocks => "FBZ platform blocks",
            S3kObject::SSZCollapsingColumn => "SSZ collapsing column",
            S3kObject::FBZMissileLauncher => "FBZ missile launcher",
            S3kObject::SSZFloatingPlatform => "SSZ floating platform",
            S3kObject::AIZMinibossCutsceneS3 => "AIZ miniboss cutscene s 3",
            S3kObject::HiddenMonitor => "Hidden monitor",
            S3kObject::BloominatorS3 => "Bloominator s 3",
            S3kObject::EggCapsule => "Egg capsule",
            S3kObject::CutsceneKnuckles => "Cutscene knuckles",
            S3kObject::RhinobotS3 => "Rhinobot s 3",
            S3kObject::CutsceneButton => "Cutscene button",
            S3kObject::MonkeyDudeS3 => "Monkey dude s 3",
            S3kObject::AIZPlaneIntro => "AIZ plane intro",
            S3kObject::LBZMinibossS3 => "LBZ miniboss s 3",
            S3kObject::SSEntryRing => "SS entry ring",
            S3kObject::GumballMachine => "Gumball machine",
            S3kObject::LBZFinalBoss1S3 => "LBZ final boss 1 s 3",
            S3kObject::GumballTriangleBumper => "Gumball triangle bumper",
            S3kObject::SnaleBlasterS3 => "Snale blaster s 3",
            S3kObject::CNZWaterLevelCorkFloor => "CNZ water level cork floor",
            S3kObject::RibotS3 => "Ribot s 3",
            S3kObject::CNZWaterLevelButton => "CNZ water level button",
            S3kObject::OrbinautS3 => "Orbinaut s 3",
            S3kObject::CorkeyS3 => "Corkey s 3",
            S3kObject::FBZExitHall => "FBZ exit hall",
            S3kObject::Flybot767S3 => "Flybot 767 s 3",
            S3kObject::SpriteMask => "Sprite mask",
            S3kObject::Bloominator => "Bloominator",
            S3kObject::LBZEndBossS3 => "LBZ end boss s 3",
            S3kObject::Madmole => "Madmole",
            S3kObject::CNZEndBossS3 => "CNZ end boss s 3",
            S3kObject::Mushmeanie => "Mushmeanie",
            S3kObject::Rhinobot => "Rhinobot",
            S3kObject::CNZMinibossS3 => "CNZ miniboss s 3",
            S3kObject::Dragonfly => "Dragonfly",
            S3kObject::MonkeyDude => "Monkey dude",
            S3kObject::Butterdroid => "Butterdroid",
            S3kObject::CaterKillerJr => "Cater killer jr",
            S3kObject::FBZMinibossS3 => "FBZ miniboss s 3",
            S3kObject::AIZMinibossCutscene => "AIZ miniboss cutscene",
            S3kObject::Cluckoid => "Cluckoid",
            S3kObject::AIZMiniboss => "AIZ miniboss",
            S3kObject::MHZMinibossTree => "MHZ miniboss tree",
            S3kObject::AIZEndBoss => "AIZ end boss",
            S3kObject::MHZMiniboss => "MHZ miniboss",
            S3kObject::Jawz => "Jawz",
            S3kObject::MHZEndBoss => "MHZ end boss",
            S3kObject::Blastoid => "Blastoid",
            S3kObject::Skorp => "Skorp",
            S3kObject::Buggernaut => "Buggernaut",
            S3kObject::Sandworm => "Sandworm",
            S3kObject::Rockn => "Rockn",
            S3kObject::TurboSpiker => "Turbo spiker",
            S3kObject::MegaChopper => "Mega chopper",
            S3kObject::SOZMiniboss => "SOZ miniboss",
            S3kObject::Poindexter => "Poindexter",
            S3kObject::SOZEndBoss => "SOZ end boss",
            S3kObject::Fireworm => "Fireworm",
            S3kObject::HCZMiniboss => "HCZ miniboss",
            S3kObject::JawzS3 => "Jawz s 3",
            S3kObject::BlastoidS3 => "Blastoid s 3",
            S3kObject::HCZEndBoss => "HCZ end boss",
            S3kObject::Iwamodoki => "Iwamodoki",
            S3kObject::BubblesBadnik => "Bubbles badnik",
            S3kObject::BuggernautS3 => "Buggernaut s 3",
            S3kObject::Toxomister => "Toxomister",
            S3kObject::LRZRockCrusher => "LRZ rock crusher",
            S3kObject::Spiker => "Spiker",
            S3kObject::TurboSpikerS3 => "Turbo spiker s 3",
            S3kObject::LRZMiniboss => "LRZ miniboss",
            S3kObject::Mantis => "Mantis",
            S3kObject::MegaChopperS3 => "Mega chopper s 3",
            S3kObject::LRZ3Autoscroll => "LRZ 3 autoscroll",
            S3kObject::PoindexterS3 => "Poindexter s 3",
            S3kObject::Tunnelbot => "Tunnelbot",
            S3kObject::CaterKillerJrS3 => "Cater killer jr s 3",
            S3kObject::MGZMiniboss => "MGZ miniboss",
            S3kObject::ClamerS3 => "Clamer s 3",
            S3kObject::EggRobo => "Egg robo",
            S3kObject::MGZ2DrillingRobotnik => "MGZ 2 drilling robotnik",
            S3kObject::MGZEndBoss => "MGZ end boss",
            S3kObject::SSZGHZBoss => "SSZGHZ boss",
            S3kObject::SparkleS3 => "Sparkle s 3",
            S3kObject::BatbotS3 => "Batbot s 3",
            S3kObject::MGZEndBossKnux => "MGZ end boss knux",
            S3kObject::SSZMTZBoss => "SSZMTZ boss",
            S3kObject::BubblesBadnikS3 => "Bubbles badnik s 3",
            S3kObject::Clamer => "Clamer",
            S3kObject::SSZEndBoss => "SSZ end boss",
            S3kObject::Sparkle => "Sparkle",
            S3kObject::Spikebonker => "Spikebonker",
            S3kObject::TunnelbotS3 => "Tunnelbot s 3",
            S3kObject::Batbot => "Batbot",
            S3kObject::Chainspike => "Chainspike",
            S3kObject::SpikerS3 => "Spiker s 3",
            S3kObject::CNZMiniboss => "CNZ miniboss",
            S3kObject::DEZMiniboss => "DEZ miniboss",
            S3kObject::MantisS3 => "Mantis s 3",
            S3kObject::BlasterS3 => "Blaster s 3",
            S3kObject::CNZEndBoss => "CNZ end boss",
            S3kObject::DEZEndBoss => "DEZ end boss",
            S3kObject::Blaster => "Blaster",
            S3kObject::MHZ1CutsceneKnuckles => "MHZ 1 cutscene knuckles",
            S3kObject::TechnoSqueekS3 => "Techno squeek s 3",
            S3kObject::AIZEndBossS3 => "AIZ end boss s 3",
            S3kObject::MHZ1CutsceneButton => "MHZ 1 cutscene button",
            S3kObject::TechnoSqueek => "Techno squeek",
            S3kObject::FBZMiniboss => "FBZ miniboss",
            S3kObject::Hyudoro => "Hyudoro",
            S3kObject::PenguinatorS3 => "Penguinator s 3",
            S3kObject::FBZ2Subboss => "FBZ 2 subboss",
            S3kObject::SOZCapsuleHyudoroSetup => "SOZ capsule hyudoro setup",
            S3kObject::StarPointerS3 => "Star pointer s 3",
            S3kObject::AIZMinibossS3 => "AIZ miniboss s 3",
            S3kObject::FBZEndBoss => "FBZ end boss",
            S3kObject::SOZCapsule => "SOZ capsule",
            S3kObject::HCZMinibossS3 => "HCZ miniboss s 3",
            S3kObject::LRZ3Platform => "LRZ 3 platform",
            S3kObject::Penguinator => "Penguinator",
            S3kObject::LBZ1RobotnikS3 => "LBZ 1 robotnik s 3",
            S3kObject::LRZ2CutsceneKnuckles => "LRZ 2 cutscene knuckles",
            S3kObject::StarPointer => "Star pointer",
            S3kObject::ICZCrushingColumn => "ICZ crushing column",
            S3kObject::MGZ2DrillingRobotnikS3 => "MGZ 2 drilling robotnik s 3",
            S3kObject::SSZCutsceneButton => "SSZ cutscene button",
            S3kObject::HPZMasterEmerald => "HPZ master emerald",
            S3kObject::ICZPathFollowPlatform => "ICZ path follow platform",
            S3kObject::MGZEndBossS3 => "MGZ end boss s 3",
            S3kObject::HPZPaletteControl => "HPZ palette control",
            S3kObject::ICZBreakableWall => "ICZ breakable wall",
            S3kObject::MGZEndBossKnuxS3 => "MGZ end boss knux s 3",
            S3kObject::ICZEndBossS3 => "ICZ end boss s 3",
            S3kObject::ICZFreezer => "ICZ freezer",
            S3kObject::KnuxFinalBossCrane => "Knux final boss crane",
            S3kObject::ICZMinibossS3 => "ICZ miniboss s 3",
            S3kObject::ICZSegmentColumn => "ICZ segment column",
            S3kObject::StartNewLevel => "Start new level",
            S3kObject::FBZEndBossS3 => "FBZ end boss s 3",
            S3kObject::HPZSuperEmerald => "HPZ super emerald",
            S3kObject::ICZSwingingPlatform => "ICZ swinging platform",
            S3kObject::HCZEndBossS3 => "HCZ end boss s 3",
            S3kObject::HPZSSEntryControl => "HPZSS entry control",
            S3kObject::ICZStalagtite => "ICZ stalagtite",
            S3kObject::DDZEndBoss => "DDZ end boss",
            S3kObject::FBZ2SubbossS3 => "FBZ 2 subboss s 3",
            S3kObject::ICZIceCube => "ICZ ice cube",
            S3kObject::DDZAsteroid => "DDZ asteroid",
            S3kObject::ICZIceSpikes => "ICZ ice spikes",
            S3kObject::LBZ2RobotnikShipS3 => "LBZ 2 robotnik ship s 3",
            S3kObject::DDZMissile => "DDZ missile",
            S3kObject::ICZCrushingColumnS3 => "ICZ crushing column s 3",
            S3kObject::ICZHarmfulIce => "ICZ harmful ice",
            S3kObject::ICZPathFollowPlatformS3 => "ICZ path follow platform s 3",
            S3kObject::ICZSnowPile => "ICZ snow pile",
            S3kObject::ICZBreakableWallS3 => "ICZ breakable wall s 3",
            S3kObject::ICZTensionPlatform => "ICZ tension platform",
            S3kObject::ICZFreezerS3 => "ICZ freezer s 3",
            S3kObject::ICZIceBlock => "ICZ ice block",
            S3kObject::ICZMiniboss => "ICZ miniboss",
            S3kObject::ICZSegmentColumnS3 => "ICZ segment column s 3",
            S3kObject::ICZEndBoss => "ICZ end boss",
            S3kObject::ICZSwingingPlatformS3 => "ICZ swinging platform s 3",
            S3kObject::ICZStalagtiteS3 => "ICZ stalagtite s 3",
            S3kObject::SnaleBlaster => "Snale blaster",
            S3kObject::ICZIceCubeS3 => "ICZ ice cube s 3",
            S3kObject::Ribot => "Ribot",
            S3kObject::ICZIceSpikesS3 => "ICZ ice spikes s 3",
            S3kObject::Orbinaut => "Orbinaut",
            S3kObject::Corkey => "Corkey",
            S3kObject::ICZHarmfulIceS3 => "ICZ harmful ice s 3",
            S3kObject::Flybot767 => "Flybot 767",
            S3kObject::ICZSnowPileS3 => "ICZ snow pile s 3",
            S3kObject::ICZTensionPlatformS3 => "ICZ tension platform s 3",
            S3kObject::LBZ1Robotnik => "LBZ 1 robotnik",
            S3kObject::LBZMinibossBox => "LBZ miniboss box",
            S3kObject::MGZMinibossS3 => "MGZ miniboss s 3",
            S3kObject::HiddenMonitorS3 => "Hidden monitor s 3",
            S3kObject::LBZMinibossBoxKnux => "LBZ miniboss box knux",
            S3kObject::EggCapsuleS3 => "Egg capsule s 3",
            S3kObject::LBZ2RobotnikShip => "LBZ 2 robotnik ship",
            S3kObject::CutsceneKnucklesS3 => "Cutscene knuckles s 3",
            S3kObject::ICZIceBlockS3 => "ICZ ice block s 3",
            S3kObject::LBZKnuxPillar => "LBZ knux pillar",
            S3kObject::CutsceneButtonS3 => "Cutscene button s 3",
            S3kObject::LBZMiniboss => "LBZ miniboss",
            S3kObject::AIZPlaneIntroS3 => "AIZ plane intro s 3",
            S3kObject::LBZFinalBoss1 => "LBZ final boss 1",
            S3kObject::LBZEndBoss => "LBZ end boss",
            S3kObject::SSEntryRingS3 => "SS entry ring s 3",
            S3kObject::LBZFinalBoss2 => "LBZ final boss 2",
            S3kObject::LBZMinibossBoxS3 => "LBZ miniboss box s 3",
            S3kObject::LBZ2UnusedRobotnik => "LBZ 2 unused robotnik",
            S3kObject::LBZFinalBossKnux => "LBZ final boss knux",
            S3kObject::FBZExitDoor => "FBZ exit door",
            S3kObject::GumballMachineS3 => "Gumball machine s 3",
            S3kObject::FBZEggPrison => "FBZ egg prison",
            S3kObject::GumballTriangleBumperS3 => "Gumball triangle bumper s 3",
            S3kObject::FBZSpringPlunger => "FBZ spring plunger",
            S3kObject::LBZFinalBoss2S3 => "LBZ final boss 2 s 3",
            S3kObject::CNZWaterLevelCorkFloorS3 => "CNZ water level cork floor s 3",
            S3kObject::CNZWaterLevelButtonS3 => "CNZ water level button s 3",
            S3kObject::LBZKnuxPillarS3 => "LBZ knux pillar s 3",
            S3kObject::FBZWallMissile => "FBZ wall missile",
            S3kObject::FBZMine => "FBZ mine",
            S3kObject::FBZElevator => "FBZ elevator",
            S3kObject::FBZTrapSpring => "FBZ trap spring",
            S3kObject::FBZFlamethrower => "FBZ flamethrower",
            S3kObject::FBZSpiderCrane => "FBZ spider crane",
            S3kObject::PachinkoTriangleBumper => "Pachinko triangle bumper",
            S3kObject::PachinkoFlipper => "Pachinko flipper",
            S3kObject::PachinkoEnergyTrap => "Pachinko energy trap",
            S3kObject::PachinkoInvisibleUnknown => "Pachinko invisible unknown",
            S3kObject::PachinkoPlatform => "Pachinko platform",
            S3kObject::GumballItem => "Gumball item",
            S3kObject::PachinkoMagnetOrb => "Pachinko magnet orb",
            S3kObject::PachinkoItemOrb => "Pachinko item orb",
            S3kObject::FBZMagneticPendulum => "FBZ magnetic pendulum",
        }
    }

    /// Whether the object is at its id in a pointer list.
    pub const fn in_set(self, set: super::S3kSet) -> bool {
        match set {
            super::S3kSet::SkSet1 => matches!(
                self,
                S3kObject::Ring
                    | S3kObject::Monitor
                    | S3kObject::PathSwap
                    | S3kObject::AIZHollowTree
                    | S3kObject::CollapsingPlatform
                    | S3kObject::AIZLRZEMZRock
                    | S3kObject::AIZRideVine
                    | S3kObject::Spring
                    | S3kObject::Spikes
                    | S3kObject::AIZ1Tree
                    | S3kObject::AIZ1ZiplinePeg
                    | S3kObject::AIZGiantRideVine
                    | S3kObject::BreakableWall
                    | S3kObject::TwistedRamp
                    | S3kObject::CollapsingBridge
                    | S3kObject::LBZTubeElevator
                    | S3kObject::LBZMovingPlatform
                    | S3kObject::LBZUnusedElevator
                    | S3kObject::LBZExplodingTrigger
                    | S3kObject::LBZTriggerBridge
                    | S3kObject::LBZPlayerLauncher
                    | S3kObject::LBZFlameThrower
                    | S3kObject::LBZRideGrapple
                    | S3kObject::LBZCupElevator
                    | S3kObject::LBZCupElevatorPole
                    | S3kObject::LBZUnusedTiltingBridge
                    | S3kObject::LBZPipePlug
                    | S3kObject::LBZUnusedBarPlatform
                    | S3kObject::LBZSpinLauncher
                    | S3kObject::LBZLoweringGrapple
                    | S3kObject::MGZLBZSmashingPillar
                    | S3kObject::LBZGateLaser
                    | S3kObject::LBZAlarm
                    | S3kObject::LBZUnusedForceFall
                    | S3kObject::AutomaticTunnel
                    | S3kObject::AutoSpin
                    | S3kObject::S2LavaMarker
                    | S3kObject::InvisibleBlock
                    | S3kObject::AIZDisappearingFloor
                    | S3kObject::CorkFloor
                    | S3kObject::AIZFlippingBridge
                    | S3kObject::AIZCollapsingLogBridge
                    | S3kObject::AIZFallingLog
                    | S3kObject::AIZSpikedLog
                    | S3kObject::StillSprite
                    | S3kObject::AnimatedStillSprite
                    | S3kObject::LBZRollingDrum
                    | S3kObject::AIZDrawBridge
                    | S3kObject::Button
                    | S3kObject::StarPost
                    | S3kObject::AIZForegroundPlant
                    | S3kObject::HCZBreakableBar
                    | S3kObject::HCZWaterRush
                    | S3kObject::HCZCGZFan
                    | S3kObject::HCZLargeFan
                    | S3kObject::HCZHandLauncher
                    | S3kObject::HCZWaterWall
                    | S3kObject::Door
                    | S3kObject::RetractingSpring
                    | S3kObject::HCZConveyorBelt
                    | S3kObject::HCZConveyorSpike
                    | S3kObject::HCZBlock
                    | S3kObject::CNZBalloon
                    | S3kObject::CNZCannon
                    | S3kObject::CNZRisingPlatform
                    | S3kObject::CNZTrapDoor
                    | S3kObject::CNZLightBulb
                    | S3kObject::CNZHoverFan
                    | S3kObject::CNZCylinder
                    | S3kObject::CNZVacuumTube
                    | S3kObject::CNZGiantWheel
                    | S3kObject::Bumper
                    | S3kObject::CNZTriangleBumpers
                    | S3kObject::CNZSpiralTube
                    | S3kObject::CNZBarberPoleSprite
                    | S3kObject::CNZWireCage
                    | S3kObject::SinkingMud
                    | S3kObject::MGZTwistingLoop
                    | S3kObject::FloatingPlatform
                    | S3kObject::MGZLBZSmashingPillar2
                    | S3kObject::MGZSwingingPlatform
                    | S3kObject::Bubbler
                    | S3kObject::MGZHeadTrigger
                    | S3kObject::MGZMovingSpikePlatform
                    | S3kObject::MGZTriggerPlatform
                    | S3kObject::MGZSwingingSpikeBall
                    | S3kObject::MGZDashTrigger
                    | S3kObject::MGZPulley
                    | S3kObject::MGZTopPlatform
                    | S3kObject::MGZTopLauncher
                    | S3kObject::CGZTriangleBumpers
                    | S3kObject::CGZBladePlatform
                    | S3kObject::TwoPlayerRetractingSpring
                    | S3kObject::BPZElephantBlock
                    | S3kObject::BPZBalloon
                    | S3kObject::DPZDisolvingSandBar
                    | S3kObject::DPZButton
                    | S3kObject::TwoPlayerItem
                    | S3kObject::TwoPlayerGoalMarker
                    | S3kObject::EMZDripper
                    | S3kObject::HCZSnakeBlocks
                    | S3kObject::HCZSpinningColumn
                    | S3kObject::HCZTwistingLoop
                    | S3kObject::InvisibleHurtBlockHorizontal
                    | S3kObject::InvisibleHurtBlockVertical
                    | S3kObject::TensionBridge
                    | S3kObject::HCZWaterSplash
                    | S3kObject::WaterDrop
                    | S3kObject::FBZWireCage
                    | S3kObject::FBZWireCageStationary
                    | S3kObject::FBZFloatingPlatform
                    | S3kObject::FBZChainLink
                    | S3kObject::FBZMagneticSpikeBall
                    | S3kObject::FBZMagneticPlatform
                    | S3kObject::FBZSnakePlatform
                    | S3kObject::FBZBentPipe
                    | S3kObject::FBZRotatingPlatform
                    | S3kObject::FBZDEZPlayerLauncher
                    | S3kObject::FBZDisappearingPlatform
                    | S3kObject::FBZScrewDoor
                    | S3kObject::FBZSpinningPole
                    | S3kObject::FBZPropeller
                    | S3kObject::FBZPiston
                    | S3kObject::FBZPlatformBlocks
                    | S3kObject::FBZMissileLauncher
                    | S3kObject::HiddenMonitor
                    | S3kObject::EggCapsule
                    | S3kObject::CutsceneKnuckles
                    | S3kObject::CutsceneButton
                    | S3kObject::AIZPlaneIntro
                    | S3kObject::SSEntryRing
                    | S3kObject::GumballMachine
                    | S3kObject::GumballTriangleBumper
                    | S3kObject::CNZWaterLevelCorkFloor
                    | S3kObject::CNZWaterLevelButton
                    | S3kObject::FBZExitHall
                    | S3kObject::SpriteMask
                    | S3kObject::Bloominator
                    | S3kObject::Rhinobot
                    | S3kObject::MonkeyDude
                    | S3kObject::CaterKillerJr
                    | S3kObject::AIZMinibossCutscene
                    | S3kObject::AIZMiniboss
                    | S3kObject::AIZEndBoss
                    | S3kObject::Jawz
                    | S3kObject::Blastoid
                    | S3kObject::Buggernaut
                    | S3kObject::TurboSpiker
                    | S3kObject::MegaChopper
                    | S3kObject::Poindexter
                    | S3kObject::HCZMiniboss
                    | S3kObject::HCZEndBoss
                    | S3kObject::BubblesBadnik
                    | S3kObject::Spiker
                    | S3kObject::Mantis
                    | S3kObject::Tunnelbot
                    | S3kObject::MGZMiniboss
                    | S3kObject::MGZ2DrillingRobotnik
                    | S3kObject::MGZEndBoss
                    | S3kObject::MGZEndBossKnux
                    | S3kObject::Clamer
                    | S3kObject::Sparkle
                    | S3kObject::Batbot
                    | S3kObject::CNZMiniboss
                    | S3kObject::CNZEndBoss
                    | S3kObject::Blaster
                    | S3kObject::TechnoSqueek
                    | S3kObject::FBZMiniboss
                    | S3kObject::FBZ2Subboss
                    | S3kObject::FBZEndBoss
                    | S3kObject::Penguinator
                    | S3kObject::StarPointer
                    | S3kObject::ICZCrushingColumn
                    | S3kObject::ICZPathFollowPlatform
                    | S3kObject::ICZBreakableWall
                    | S3kObject::ICZFreezer
                    | S3kObject::ICZSegmentColumn
                    | S3kObject::ICZSwingingPlatform
                    | S3kObject::ICZStalagtite
                    | S3kObject::ICZIceCube
                    | S3kObject::ICZIceSpikes
                    | S3kObject::ICZHarmfulIce
                    | S3kObject::ICZSnowPile
                    | S3kObject::ICZTensionPlatform
                    | S3kObject::ICZIceBlock
                    | S3kObject::ICZMiniboss
                    | S3kObject::ICZEndBoss
                    | S3kObject::SnaleBlaster
                    | S3kObject::Ribot
                    | S3kObject::Orbinaut
                    | S3kObject::Corkey
                    | S3kObject::Flybot767
                    | S3kObject::LBZ1Robotnik
                    | S3kObject::LBZMinibossBox
                    | S3kObject::LBZMinibossBoxKnux
                    | S3kObject::LBZ2RobotnikShip
                    | S3kObject::LBZKnuxPillar
                    | S3kObject::LBZMiniboss
                    | S3kObject::LBZFinalBoss1
                    | S3kObject::LBZEndBoss
                    | S3kObject::LBZFinalBoss2
                    | S3kObject::LBZFinalBossKnux
                    | S3kObject::FBZExitDoor
                    | S3kObject::FBZEggPrison
                    | S3kObject::FBZSpringPlunger
                    | S3kObject::FBZWallMissile
                    | S3kObject::FBZMine
                    | S3kObject::FBZElevator
                    | S3kObject::FBZTrapSpring
                    | S3kObject::FBZFlamethrower
                    | S3kObject::FBZSpiderCrane
                    | S3kObject::PachinkoTriangleBumper
                    | S3kObject::PachinkoFlipper
                    | S3kObject::PachinkoEnergyTrap
                    | S3kObject::PachinkoInvisibleUnknown
                    | S3kObject::PachinkoPlatform
                    | S3kObject::GumballItem
                    | S3kObject::PachinkoMagnetOrb
                    | S3kObject::PachinkoItemOrb
                    | S3kObject::FBZMagneticPendulum
            ),
            super::S3kSet::SkSet2 => matches!(
                self,
                S3kObject::Ring
                    | S3kObject::Monitor
                    | S3kObject::PathSwap
                    | S3kObject::MHZTwistedVine
                    | S3kObject::CollapsingPlatform
                    | S3kObject::AIZLRZEMZRock
                    | S3kObject::MHZPulleyLift
                    | S3kObject::Spring
                    | S3kObject::Spikes
                    | S3kObject::MHZCurledVine
                    | S3kObject::MHZStickyVine
                    | S3kObject::MHZSwingBarHorizontal
                    | S3kObject::MHZSwingBarVertical
                    | S3kObject::BreakableWall
                    | S3kObject::TwistedRamp
                    | S3kObject::CollapsingBridge
                    | S3kObject::MHZSwingVine
                    | S3kObject::MHZMushroomPlatform
                    | S3kObject::MHZMushroomParachute
                    | S3kObject::MHZMushroomCatapult
                    | S3kObject::Updraft
                    | S3kObject::LRZCorkscrew
                    | S3kObject::LRZWallRide
                    | S3kObject::LRZSinkingRock
                    | S3kObject::LRZFallingSpike
                    | S3kObject::LRZDoor
                    | S3kObject::LRZBigDoor
                    | S3kObject::LRZFireballLauncher
                    | S3kObject::LRZButtonHorizontal
                    | S3kObject::LRZShootingTrigger
                    | S3kObject::LRZDashElevator
                    | S3kObject::LRZLavaFall
                    | S3kObject::LRZSwingingSpikeBall
                    | S3kObject::LRZSmashingSpikePlatform
                    | S3kObject::LRZSpikeBall
                    | S3kObject::MHZMushroomCap
                    | S3kObject::AutomaticTunnel
                    | S3kObject::LRZChainedPlatforms
                    | S3kObject::AutoSpin
                    | S3kObject::S2LavaMarker
                    | S3kObject::InvisibleBlock
                    | S3kObject::LRZFlameThrower
                    | S3kObject::CorkFloor
                    | S3kObject::LRZOrbitingSpikeBallHorizontal
                    | S3kObject::LRZOrbitingSpikeBallVertical
                    | S3kObject::LRZSolidMovingPlatforms
                    | S3kObject::LRZSolidRock
                    | S3kObject::StillSprite
                    | S3kObject::AnimatedStillSprite
                    | S3kObject::LRZCollapsingBridge
                    | S3kObject::LRZTurbineSprites
                    | S3kObject::Button
                    | S3kObject::StarPost
                    | S3kObject::AIZForegroundPlant
                    | S3kObject::HCZBreakableBar
                    | S3kObject::LRZSpikeBallLauncher
                    | S3kObject::SOZQuicksand
                    | S3kObject::SOZSpawningSandBlocks
                    | S3kObject::SOZPathSwap
                    | S3kObject::SOZLoopFallthrough
                    | S3kObject::Door
                    | S3kObject::RetractingSpring
                    | S3kObject::SOZPushableRock
                    | S3kObject::SOZSpringVine
                    | S3kObject::SOZRisingSandWall
                    | S3kObject::SOZLightSwitch
                    | S3kObject::SOZFloatingPillar
                    | S3kObject::SOZSwingingPlatform
                    | S3kObject::SOZBreakableSandRock
                    | S3kObject::SOZPushSwitch
                    | S3kObject::SOZDoor
                    | S3kObject::SOZSandCork
                    | S3kObject::SOZRapelWire
                    | S3kObject::SOZSolidSprites
                    | S3kObject::DEZFloatingPlatform
                    | S3kObject::DEZTiltingBridge
                    | S3kObject::DEZHangCarrier
                    | S3kObject::DEZTorpedoLauncher
                    | S3kObject::DEZLiftPad
                    | S3kObject::DEZStaircase
                    | S3kObject::DEZConveyorBelt
                    | S3kObject::FloatingPlatform
                    | S3kObject::DEZLightning
                    | S3kObject::DEZConveyorPad
                    | S3kObject::Bubbler
                    | S3kObject::DEZEnergyBridge
                    | S3kObject::DEZEnergyBridgeCurved
                    | S3kObject::DEZTunnelLauncher
                    | S3kObject::DEZGravitySwitch
                    | S3kObject::DEZTeleporter
                    | S3kObject::DEZGravityTube
                    | S3kObject::DEZGravitySwap
                    | S3kObject::DEZGravityHub
                    | S3kObject::DEZRetractingSpring
                    | S3kObject::DEZHoverMachine
                    | S3kObject::DEZGravityRoom
                    | S3kObject::DEZBumperWall
                    | S3kObject::DEZGravityPuzzle
                    | S3kObject::InvisibleHurtBlockHorizontal
                    | S3kObject::InvisibleHurtBlockVertical
                    | S3kObject::TensionBridge
                    | S3kObject::InvisibleShockBlock
                    | S3kObject::InvisibleLavaBlock
                    | S3kObject::SSZRetractingSpring
                    | S3kObject::SSZSwingingCarrier
                    | S3kObject::SSZRotatingPlatform
                    | S3kObject::SSZCutsceneBridge
                    | S3kObject::FBZDEZPlayerLauncher
                    | S3kObject::SSZHPZTeleporter
                    | S3kObject::SSZElevatorBar
                    | S3kObject::SSZCollapsingBridgeDiagonal
                    | S3kObject::SSZCollapsingBridge
                    | S3kObject::SSZBouncyCloud
                    | S3kObject::SSZCollapsingColumn
                    | S3kObject::SSZFloatingPlatform
                    | S3kObject::HiddenMonitor
                    | S3kObject::EggCapsule
                    | S3kObject::CutsceneKnuckles
                    | S3kObject::CutsceneButton
                    | S3kObject::AIZPlaneIntro
                    | S3kObject::SSEntryRing
                    | S3kObject::GumballMachine
                    | S3kObject::GumballTriangleBumper
                    | S3kObject::CNZWaterLevelCorkFloor
                    | S3kObject::CNZWaterLevelButton
                    | S3kObject::FBZExitHall
                    | S3kObject::SpriteMask
                    | S3kObject::Madmole
                    | S3kObject::Mushmeanie
                    | S3kObject::Dragonfly
                    | S3kObject::Butterdroid
                    | S3kObject::Cluckoid
                    | S3kObject::MHZMinibossTree
                    | S3kObject::MHZMiniboss
                    | S3kObject::MHZEndBoss
                    | S3kObject::Skorp
                    | S3kObject::Sandworm
                    | S3kObject::Rockn
                    | S3kObject::SOZMiniboss
                    | S3kObject::SOZEndBoss
                    | S3kObject::Fireworm
                    | S3kObject::Iwamodoki
                    | S3kObject::Toxomister
                    | S3kObject::LRZRockCrusher
                    | S3kObject::LRZMiniboss
                    | S3kObject::LRZ3Autoscroll
                    | S3kObject::EggRobo
                    | S3kObject::SSZGHZBoss
                    | S3kObject::SSZMTZBoss
                    | S3kObject::SSZEndBoss
                    | S3kObject::Spikebonker
                    | S3kObject::Chainspike
                    | S3kObject::DEZMiniboss
                    | S3kObject::DEZEndBoss
                    | S3kObject::MHZ1CutsceneKnuckles
                    | S3kObject::MHZ1CutsceneButton
                    | S3kObject::Hyudoro
                    | S3kObject::SOZCapsuleHyudoroSetup
                    | S3kObject::SOZCapsule
                    | S3kObject::LRZ3Platform
                    | S3kObject::LRZ2CutsceneKnuckles
                    | S3kObject::SSZCutsceneButton
                    | S3kObject::HPZMasterEmerald
                    | S3kObject::HPZPaletteControl
                    | S3kObject::KnuxFinalBossCrane
                    | S3kObject::StartNewLevel
                    | S3kObject::HPZSuperEmerald
                    | S3kObject::HPZSSEntryControl
                    | S3kObject::DDZEndBoss
                    | S3kObject::DDZAsteroid
                    | S3kObject::DDZMissile
            ),
            super::S3kSet::S3 => matches!(
                self,
                S3kObject::Ring
                    | S3kObject::Monitor
                    | S3kObject::PathSwap
                    | S3kObject::AIZHollowTree
                    | S3kObject::CollapsingPlatform
                    | S3kObject::AIZLRZEMZRock
                    | S3kObject::AIZRideVine
                    | S3kObject::Spring
                    | S3kObject::Spikes
                    | S3kObject::AIZ1Tree
                    | S3kObject::AIZ1ZiplinePeg
                    | S3kObject::SphereTest
                    | S3kObject::AIZGiantRideVine
                    | S3kObject::BreakableWall
                    | S3kObject::TwistedRamp
                    | S3kObject::CollapsingBridge
                    | S3kObject::LBZTubeElevator
                    | S3kObject::LBZMovingPlatform
                    | S3kObject::LBZUnusedElevator
                    | S3kObject::LBZExplodingTrigger
                    | S3kObject::LBZTriggerBridge
                    | S3kObject::LBZPlayerLauncher
                    | S3kObject::LBZFlameThrower
                    | S3kObject::LBZRideGrapple
                    | S3kObject::LBZCupElevator
                    | S3kObject::LBZCupElevatorPole
                    | S3kObject::LBZUnusedTiltingBridge
                    | S3kObject::LBZPipePlug
                    | S3kObject::LBZUnusedSolidHurt
                    | S3kObject::LBZUnusedBarPlatform
                    | S3kObject::LBZSpinLauncher
                    | S3kObject::LBZLoweringGrapple
                    | S3kObject::MGZLBZSmashingPillar
                    | S3kObject::LBZGateLaser
                    | S3kObject::LBZAlarm
                    | S3kObject::LBZUnusedForceFall
                    | S3kObject::AutomaticTunnel
                    | S3kObject::AutoSpin
                    | S3kObject::S2LavaMarker
                    | S3kObject::InvisibleBlock
                    | S3kObject::AIZDisappearingFloor
                    | S3kObject::CorkFloor
                    | S3kObject::AIZFlippingBridge
                    | S3kObject::AIZCollapsingLogBridge
                    | S3kObject::AIZFallingLog
                    | S3kObject::AIZSpikedLog
                    | S3kObject::StillSprite
                    | S3kObject::AnimatedStillSprite
                    | S3kObject::LBZRollingDrum
                    | S3kObject::AIZDrawBridge
                    | S3kObject::Button
                    | S3kObject::StarPost
                    | S3kObject::AIZForegroundPlant
                    | S3kObject::HCZBreakableBar
                    | S3kObject::HCZWaterRush
                    | S3kObject::HCZCGZFan
                    | S3kObject::HCZLargeFan
                    | S3kObject::HCZHandLauncher
                    | S3kObject::HCZWaterWall
                    | S3kObject::Door
                    | S3kObject::RetractingSpring
                    | S3kObject::HCZConveyorBelt
                    | S3kObject::HCZConveyorSpike
                    | S3kObject::HCZBlock
                    | S3kObject::CNZBalloon
                    | S3kObject::CNZCannon
                    | S3kObject::CNZRisingPlatform
                    | S3kObject::CNZTrapDoor
                    | S3kObject::CNZLightBulb
                    | S3kObject::CNZHoverFan
                    | S3kObject::CNZCylinder
                    | S3kObject::CNZVacuumTube
                    | S3kObject::CNZGiantWheel
                    | S3kObject::Bumper
                    | S3kObject::CNZTriangleBumpers
                    | S3kObject::CNZSpiralTube
                    | S3kObject::CNZBarberPoleSprite
                    | S3kObject::CNZWireCage
                    | S3kObject::SinkingMud
                    | S3kObject::MGZTwistingLoop
                    | S3kObject::FloatingPlatform
                    | S3kObject::MGZLBZSmashingPillar2
                    | S3kObject::MGZSwingingPlatform
                    | S3kObject::Bubbler
                    | S3kObject::MGZHeadTrigger
                    | S3kObject::MGZMovingSpikePlatform
                    | S3kObject::MGZTriggerPlatform
                    | S3kObject::MGZSwingingSpikeBall
                    | S3kObject::MGZDashTrigger
                    | S3kObject::MGZPulley
                    | S3kObject::MGZTopPlatform
                    | S3kObject::MGZTopLauncher
                    | S3kObject::CGZTriangleBumpers
                    | S3kObject::CGZBladePlatform
                    | S3kObject::TwoPlayerRetractingSpring
                    | S3kObject::BPZElephantBlock
                    | S3kObject::BPZBalloon
                    | S3kObject::DPZDisolvingSandBar
                    | S3kObject::DPZButton
                    | S3kObject::TwoPlayerItem
                    | S3kObject::TwoPlayerGoalMarker
                    | S3kObject::EMZDripper
                    | S3kObject::HCZSnakeBlocks
                    | S3kObject::HCZSpinningColumn
                    | S3kObject::HCZTwistingLoop
                    | S3kObject::InvisibleHurtBlockHorizontal
                    | S3kObject::InvisibleHurtBlockVertical
                    | S3kObject::TensionBridge
                    | S3kObject::HCZWaterSplash
                    | S3kObject::WaterDrop
                    | S3kObject::AIZMinibossCutsceneS3
                    | S3kObject::BloominatorS3
                    | S3kObject::RhinobotS3
                    | S3kObject::MonkeyDudeS3
                    | S3kObject::LBZMinibossS3
                    | S3kObject::LBZFinalBoss1S3
                    | S3kObject::SnaleBlasterS3
                    | S3kObject::RibotS3
                    | S3kObject::OrbinautS3
                    | S3kObject::CorkeyS3
                    | S3kObject::Flybot767S3
                    | S3kObject::LBZEndBossS3
                    | S3kObject::CNZEndBossS3
                    | S3kObject::CNZMinibossS3
                    | S3kObject::FBZMinibossS3
                    | S3kObject::JawzS3
                    | S3kObject::BlastoidS3
                    | S3kObject::BuggernautS3
                    | S3kObject::TurboSpikerS3
                    | S3kObject::MegaChopperS3
                    | S3kObject::PoindexterS3
                    | S3kObject::CaterKillerJrS3
                    | S3kObject::ClamerS3
                    | S3kObject::SparkleS3
                    | S3kObject::BatbotS3
                    | S3kObject::BubblesBadnikS3
                    | S3kObject::TunnelbotS3
                    | S3kObject::SpikerS3
                    | S3kObject::MantisS3
                    | S3kObject::BlasterS3
                    | S3kObject::TechnoSqueekS3
                    | S3kObject::AIZEndBossS3
                    | S3kObject::PenguinatorS3
                    | S3kObject::StarPointerS3
                    | S3kObject::AIZMinibossS3
                    | S3kObject::HCZMinibossS3
                    | S3kObject::LBZ1RobotnikS3
                    | S3kObject::MGZ2DrillingRobotnikS3
                    | S3kObject::MGZEndBossS3
                    | S3kObject::MGZEndBossKnuxS3
                    | S3kObject::ICZEndBossS3
                    | S3kObject::ICZMinibossS3
                    | S3kObject::FBZEndBossS3
                    | S3kObject::HCZEndBossS3
                    | S3kObject::FBZ2SubbossS3
                    | S3kObject::LBZ2RobotnikShipS3
                    | S3kObject::ICZCrushingColumnS3
                    | S3kObject::ICZPathFollowPlatformS3
                    | S3kObject::ICZBreakableWallS3
                    | S3kObject::ICZFreezerS3
                    | S3kObject::ICZSegmentColumnS3
                    | S3kObject::ICZSwingingPlatformS3
                    | S3kObject::ICZStalagtiteS3
                    | S3kObject::ICZIceCubeS3
                    | S3kObject::ICZIceSpikesS3
                    | S3kObject::ICZHarmfulIceS3
                    | S3kObject::ICZSnowPileS3
                    | S3kObject::ICZTensionPlatformS3
                    | S3kObject::MGZMinibossS3
                    | S3kObject::HiddenMonitorS3
                    | S3kObject::EggCapsuleS3
                    | S3kObject::CutsceneKnucklesS3
                    | S3kObject::ICZIceBlockS3
                    | S3kObject::CutsceneButtonS3
                    | S3kObject::AIZPlaneIntroS3
                    | S3kObject::SSEntryRingS3
                    | S3kObject::LBZMinibossBoxS3
                    | S3kObject::LBZ2UnusedRobotnik
                    | S3kObject::GumballMachineS3
                    | S3kObject::GumballTriangleBumperS3
                    | S3kObject::LBZFinalBoss2S3
                    | S3kObject::CNZWaterLevelCorkFloorS3
                    | S3kObject::CNZWaterLevelButtonS3
                    | S3kObject::LBZKnuxPillarS3
            ),
        }
    }

    /// The object of an id in a pointer list; `None` for ids the list fills with `Obj_Ring` (but 0) or
    /// `Delete_Current_Sprite`.
    pub fn from_id(set: super::S3kSet, id: u8) -> Option<Self> {
        Self::ALL.iter().copied().find(|o| o.id() == id && o.in_set(set))
    }
}
