//! Physics profiles: every difference between Sonic 1, 2, 3&K, CD and Mania that the engine models, in one table.
//! Player code asks the profile; it never tests which game it is.
//!
//! Sources: `../shared/SPEC-NOTES.md` "Ground and air details", `../shared/research/physics-references.md` §1.3 and §5,
//! the SPG pages ("Running", "Slope Physics", "Air State"). Rows marked *unverified* follow the nearest Genesis game
//! where no disassembly was available (CD) or where the decompilation differs only in 16.16 precision (Mania).

use crate::character::Character;
use formats::ProfileId;

/// Sonic 2's dynamic object slots (`Dynamic_Object_RAM`, $70; Sonic 1's `v_lvlobjspace` has $60): the object
/// runtime's slot table (`objects::runtime::slots`) is this size.
pub const DYNAMIC_SLOTS: usize = 0x70;
/// Sonic 3 & Knuckles' dynamic object slots (skdisasm `Dynamic_object_RAM`: `object_size*90`, between the
/// three reserved slots — the players and `Reserved_object_3` — and `Level_object_RAM`, where the shields,
/// Tails' tails and the dust run after them).
pub const S3K_DYNAMIC_SLOTS: usize = 90;
/// The horizontal scroll border's left edge in the Mega Drive games, (320 / 2) − 16 (SPG "View Borders"; the
/// camera's `LEFT_BORDER`).
pub const LEFT_BORDER: i32 = 144;
/// Frames Up/Down must be held before the focal point moves (Sonic 2, 3&K and Mania; Sonic 1 pans at once,
/// Sonic CD after a double tap: [`LookStyle`]); the camera's `LOOK_DELAY`.
pub const LOOK_DELAY: u16 = 0x78;

/// What happens to Ground Speed (or X Speed in the air) above top speed while pressing forward.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OverTop {
    /// Clamp to top speed (S1 on the ground; S1/S2 in the air).
    Clamp,
    /// Keep the higher speed: acceleration stops adding, nothing takes away (S2/S3K ground, S3K air).
    Keep,
}

/// How far below the feet the ground may be and still be snapped to while grounded (`AnglePos`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SnapLimit {
    /// Always 14 px (Sonic 1).
    Fixed14,
    /// min(|X Speed high byte| + 4, 14) (Sonic 2 onwards; `mvabs.b x_vel`).
    SpeedBased,
}

/// The walking slope factor when Ground Speed is 0 (`Sonic_SlopeResist` / `Player_SlopeResist`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlopeAtRest {
    /// Not applied at rest (S1/S2).
    Skip,
    /// Applied at rest only when |factor| ≥ this (S3K: 0x0D).
    AtLeast(i16),
}

/// Slipping and falling off steep surfaces when too slow (`Sonic_SlopeRepel`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlipRule {
    /// Angle 0x20–0xDF and |g| < 0x280: g = 0, airborne, control lock 30 (S1/S2/CD).
    Classic,
    /// Angle 0x18–0xE7 and |g| < 0x280: lock 30; falls only on 0x30–0xCF, else g ± 0x80 (S3K, Mania).
    Sonic3,
}

/// How the spindash charges and releases.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpindashRule {
    /// No spindash (Sonic 1).
    None,
    /// S2/S3K: charge −= charge >> 5 each frame, +0x200 per press (max 0x800), release 0x800 + (c >> 8)·0x80.
    Genesis,
}

/// When Down on the ground curls the player into a roll (`Sonic_Roll`, `Tails_Roll`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RollStart {
    /// S1/S2 and Sonic 3 alone: |Ground Speed| ≥ 0x80 (s2disasm `Sonic_Roll`; skdisasm s3.asm `Tails_Roll`).
    Genesis,
    /// Sonic 3 & Knuckles: |Ground Speed| ≥ 0x100; slower, Down ducks instead (not on an object), so the
    /// player slides along ducking and may start a spindash; releasing Down stands a ducking player up
    /// (sonic3k.asm `SonicKnux_Roll`, `Tails_Roll`; s3.asm keeps Sonic 2's 0x80).
    SlowDuck,
}

/// How the player's speeds change crossing the water's surface (`Sonic_Water`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WaterCrossing {
    /// Sonic 1 and 2 (s2disasm `Obj01_InWater`, `Obj01_OutWater`): entering halves X Speed and quarters Y
    /// Speed; leaving doubles Y Speed (not while hurt), capped at −$1000.
    Genesis,
    /// Sonic 3 (skdisasm s3.asm `Sonic_InWater`, `Sonic_OutWater`): under an object's control
    /// (`object_control`) neither changes the speeds, and leaving doubles Y Speed only when it is −$400 or
    /// slower upwards (`cmpi.w #-$400,d0` / `blt`), then the same −$1000 cap.
    Sonic3,
}

/// How `SolidObject` measures a player against a solid box and pushes him out below it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolidRules {
    /// Sonic 1 and 2 (s2disasm `SolidObject_cont`): the box reaches the player's current Height Radius above
    /// and below; hit from below, only a rising player is pushed down.
    Sonic2,
    /// Sonic 3 & Knuckles (skdisasm s3.asm `SolidObject_cont`, `loc_1BE64`): below the object the box reaches
    /// the player's standing Height Radius (`default_y_radius`: a rolling player is caught 5 px sooner), and
    /// one in the air hit from below is pushed down with his Y Speed and Ground Speed zeroed, rising or not.
    Sonic3,
}

/// What turns a character Super when the rings and emeralds allow it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SuperTrigger {
    /// Sonic 2: reaching the top of a jump (Y Speed's high byte 0), no button (`Sonic_JumpHeight` →
    /// `Sonic_CheckGoSuper`); Sonic only.
    JumpApex,
    /// Sonic 3 onwards: pressing jump again in the air (`Sonic_ShieldMoves` → `Sonic_CheckTransform`), after the
    /// elemental shields' moves and before the insta-shield.
    JumpPress,
}

/// How often a scattered ring looks for the floor while falling (`RLoss_Bounce` / `Obj37_Main`): on frames
/// where the vertical-interrupt counter's low byte plus the object loop's counter (`d7`) is a multiple of
/// `every`, and in Sonic 2 onwards only while drawn on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LostRingFloor {
    /// 4 in Sonic 1 (`andi.b #3,d0`), 8 in Sonic 2 (`andi.b #7,d0`).
    pub every: u8,
    /// Sonic 2 tests `render_flags.on_screen` before the floor; Sonic 1 does not.
    pub on_screen_only: bool,
    /// The object loop's `d7` at the first dynamic slot, counted down one a slot: Sonic 2's $80 objects from
    /// $7F at the player, $6F at the first dynamic slot ($10; the same as $7F modulo 8, and Sonic 1's modulo
    /// 4); Sonic 3 & Knuckles' 110 (`Process_Sprites`: `bytesToXcnt`, $6D at `Player_1`) put
    /// `Dynamic_object_RAM` after `Player_2` and `Reserved_object_3`: $6A.
    pub first_slot_d7: u8,
}

impl LostRingFloor {
    pub const S1: LostRingFloor = LostRingFloor { every: 4, on_screen_only: false, first_slot_d7: 0x7F };
    pub const S2: LostRingFloor = LostRingFloor { every: 8, on_screen_only: true, first_slot_d7: 0x7F };
    /// s3.asm `loc_18F0A`: Sonic 2's rule, with S3K's object loop.
    pub const S3K: LostRingFloor = LostRingFloor { every: 8, on_screen_only: true, first_slot_d7: 0x6A };
}

/// What follows a death once the player has fallen out of sight (`GameOver` / `CheckGameOver`) and how the
/// level restarts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeathRule {
    /// Sonic 2 onwards as modelled here: the player stops where he went out of sight and the level restarts
    /// at once when the 60 frames end (the fade and the load are not simulated).
    Instant,
    /// Sonic 1 (s1disasm `GameOver`, `Sonic_ResetLevel`, `GM_Level`): Y Speed −$38 then `ObjectFall` (he
    /// stops in the same frame), the 60 frames counted from the next frame, then the level's load sequence
    /// ([`LevelLoad`]).
    Sonic1(LevelLoad),
}

/// The frames of Sonic 1's level load (`GM_Level`) after `f_restart`, counted from the frame that set it.
/// They are the times the real game takes on Green Hill Zone Act 1 (REV01), measured in
/// `s1-traces/s1_walk_right` (the palette fade, then the decompression of the title card and the level's art,
/// which depend on the zone): nothing the player sees changes but at these three moments.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LevelLoad {
    /// `Level_ClrRam`: the object RAM (the player too) and the camera are cleared, after `PaletteFadeOut` and
    /// the title card's `NemDec`.
    pub ram_cleared: u16,
    /// `LevelSizeLoad`: the player's x and y are the start position, the camera is placed.
    pub start_placed: u16,
    /// The first frame of the level again (its start state: the player settled, as at the level's start).
    pub control: u16,
}

/// Green Hill Zone Act 1 in REV01: the fade ends 22 frames after the restart flag, RAM is cleared at 29, the
/// start position set at 181, control returns at 206.
pub const S1_LEVEL_LOAD: LevelLoad = LevelLoad { ram_cleared: 29, start_placed: 181, control: 206 };

/// How the CPU sidekick walks after the leader (SPG "Player 2"; s2disasm `TailsCPU_Normal`, skdisasm
/// `Tails_CPU_Control`'s following state at `loc_14A44`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CpuFollow {
    /// The sidekick holds Left/Right towards the delayed leader from this distance on (S2 $10, S3K $30).
    pub walk_from: u32,
    /// S3K: with the leader slower than $400 (a signed compare: `cmpi.w #$400,ground_vel(a1)` / `bge`, so any
    /// leftward speed counts) and not on an object, the target is this many pixels left of him ($20; 0 in S2).
    pub behind_slow_leader: i32,
    /// What the flying-in sidekick waits for: to start (`TailsCPU_Spawning`) and to land where the delayed
    /// leader was (`TailsCPU_Flying`) — and whether he keeps 16 px above the water on the way.
    pub fly_in: FlyIn,
    /// Where the CPU puts him when he has been off screen too long (`TailsCPU_Despawn`: x $4000; skdisasm s3.asm
    /// `sub_14B58`: x $7F00), y 0, until he flies back in.
    pub despawn_x: i32,
    /// S3K: flying back in (`Tails_Catch_Up_Flying`, `loc_14804`) stops him — X and Y Speed and Ground Speed
    /// cleared, status just "in the air" (facing right); Sonic 2's `TailsCPU_Respawn` keeps his speeds.
    pub catch_up_stops: bool,
    /// S3K: he keeps to the camera's limits as they are (s3.asm `Tails_Check_Screen_Boundaries` reads
    /// `Camera_min_X_pos` and `Camera_max_X_pos`, which objects move too: Angel Island's hollow tree); Sonic 2's
    /// Tails has limits of his own (`Tails_Min_X_pos`…), which only the level's events move.
    pub camera_limits: bool,
}

/// Where the camera's right limit (`Camera_max_X_pos`) stops a player: his next x (x + X Speed) past it + $128.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RightLimit {
    /// Sonic 1 and 2's `Sonic_LevelBound`: $40 further outside a boss arena (`addi.w #$40,d0` unless the screen
    /// is locked), and stopped at the limit itself (`bls`).
    Sonic2,
    /// The combined game's `Player_LevelBound` (sonic3k.asm): `Camera_max_X_pos` + $128 always, stopped only
    /// past it (`blo`: a player whose next x is the limit keeps his speed, `s3k/aiz1_to_hcz_fullrun` frame
    /// $12A0). (Sonic 3 alone, s3.asm, has `bls`.)
    Sonic3K,
}

/// The leader's state that holds back the CPU sidekick's fly-in ([`CpuFollow::fly_in`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlyIn {
    /// Sonic 2: he starts only on a leader free of `obj_control` and on the ground (`TailsCPU_Spawning`: status
    /// mask $D2 — in the air, roll-jumping, under water), and lands only on a record of the leader so
    /// (`TailsCPU_Flying`, `loc_1BC68`, the same mask on `Sonic_Stat_Record_Buf`); he aims 16 px above the
    /// water (`Water_Level_1`); landing leaves him just "in the air".
    S2,
    /// The combined Sonic 3 & Knuckles (sonic3k.asm `Tails_Catch_Up_Flying` and `Tails_FlySwim_Unknown`,
    /// `loc_13CD2`): both test the status mask $80 only (a bit no player's status holds), the start only
    /// `object_control` bit 7 (`tst.b object_control(a1)` / `bmi`), the landing that player 1 is alive
    /// (`cmpi.b #6,(Player_1+routine)`): he comes in above a leader in the air and lands where a jumping leader
    /// was (`s3k/aiz1_to_hcz_fullrun` frame $300, `s3k/mgz` frame $53D). No water in the target; landing keeps
    /// his under-water bit (`andi.b #1<<Status_Underwater`). (Sonic 3 alone, s3.asm, tests $92 in both.)
    S3K,
}

impl CpuFollow {
    /// Sonic 2's rules.
    pub const S2: CpuFollow = CpuFollow {
        walk_from: 0x10,
        behind_slow_leader: 0,
        fly_in: FlyIn::S2,
        despawn_x: 0x4000,
        catch_up_stops: false,
        camera_limits: false,
    };
    /// Sonic 3 onwards.
    pub const S3: CpuFollow = CpuFollow {
        walk_from: 0x30,
        behind_slow_leader: 0x20,
        fly_in: FlyIn::S3K,
        despawn_x: 0x7F00,
        catch_up_stops: true,
        camera_limits: true,
    };
}

/// What a level start runs between placing the players and giving control: the objects and a CPU sidekick
/// move, the player's pad is not read (`Control_Locked`), the level frame counter stays 0, nothing loads and the
/// camera stays, but in one frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StartFrames {
    /// `RunObjects` passes before the first frame of control.
    pub frames: u16,
    /// The pass (0-based) in which the camera moves once, after the players (`DeformBgLayer` with
    /// `RunDynamicLevelEvents`).
    pub camera_frame: Option<u16>,
    /// Whether the players' routines run in these passes. Sonic 2's `Obj01_Init` falls through into
    /// `Obj01_Control`; S3K's `Sonic_Init` and `Tails_Init` end with `rts`, so in the level load's one pass the
    /// players are only initialised — they stand where `SpawnLevelMainSprites` put them.
    pub players_run: bool,
}

/// Sonic 2's level start (s2disasm `Level`): one `RunObjects` right after `InitPlayers`, then the loop that runs
/// `RunObjects` until the title card's background is gone — counted from `Obj34`'s routines: the left part
/// ($E, `titlecard_location` $A) goes out by 4 a frame and on the frame it is below 0 starts the bottom part
/// (routine $10, from 0); that one goes out by 4 until $28, then starts the background (routine $12), which
/// calls `DeformBgLayer` on its first frame (`Obj34_BackgroundOutInit`) and goes from $F0 by −$20 until −$30,
/// when it deletes itself and the loop ends. Each part starts the next one after it has run that frame (it comes
/// later in the slots: background, bottom, left).
pub const S2_START: StartFrames = s2_title_card();

const fn s2_title_card() -> StartFrames {
    let mut pass = 0;
    // `Obj34_LeftPartOut`.
    let mut left: i16 = 0xA;
    loop {
        pass += 1;
        if left < 0 {
            break;
        }
        left -= 4;
        if left == -2 {
            left = 0;
        }
    }
    // `Obj34_BottomPartOut`, from the next pass.
    let mut bottom: i16 = 0;
    loop {
        pass += 1;
        if bottom == 0x28 {
            break;
        }
        bottom += 4;
    }
    // `Obj34_BackgroundOutInit` (the camera moves), then `Obj34_BackgroundOut`.
    pass += 1;
    let camera = pass;
    let mut background: i16 = 0xF0;
    loop {
        let next = background - 0x20;
        if next == -0x30 {
            break;
        }
        background = next;
        pass += 1;
    }
    // The pass at `InitPlayers` (0) and the loop's passes (1 to `pass`).
    StartFrames { frames: pass + 1, camera_frame: Some(camera), players_run: true }
}

/// Sonic 3 & Knuckles' level start (skdisasm `Level`, s3.asm: `SpawnLevelMainSprites`, one `Process_Sprites`,
/// then `LevelLoop`): the title card leaves while the level plays; the load's pass initialises the players
/// without moving them. (Angel Island 1's intro: [`crate::objects::s3k::level_intro`].)
pub const S3K_START: StartFrames = StartFrames { frames: 1, camera_frame: None, players_run: false };

/// Where the sidekick starts beside the leader (s2disasm `InitPlayers`, skdisasm
/// `SpawnLevelMainSprites_SpawnPlayers`: $20 px behind, 4 px lower — his feet level with the leader's).
pub const SIDEKICK_START_OFFSET: (i32, i32) = (-0x20, 4);

/// The moves a profile gives the characters beyond running, rolling, jumping and the spindash (the spindash
/// has its own rule, [`crate::profile::SpindashRule`]). A level may override its profile's set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MoveSet {
    /// Tails flies when jump is pressed again in the air (S3K, Mania). In Sonic 2 he only flies as the CPU
    /// sidekick coming back on screen, which is not a move of the player.
    pub flight: bool,
    /// Knuckles glides, slides, climbs and clambers (S3K, Mania).
    pub glide: bool,
    /// Sonic's Super Peel Out: Up, then jump, charge 30 frames (Sonic CD, Mania).
    pub peel_out: bool,
    /// Sonic's Drop Dash: jump held in the air, released on landing (Mania).
    pub drop_dash: bool,
    /// Sonic's Insta-Shield: jump in the air with no shield (S3K).
    pub insta_shield: bool,
    /// Fire, lightning and bubble shields and their moves (S3K, Mania).
    pub elemental_shields: bool,
    /// Super forms (S2 onwards): Sonic with 7 emeralds and 50 rings.
    pub super_forms: bool,
}

impl From<formats::LevelMoves> for MoveSet {
    fn from(m: formats::LevelMoves) -> Self {
        MoveSet {
            flight: m.flight,
            glide: m.glide,
            peel_out: m.peel_out,
            drop_dash: m.drop_dash,
            insta_shield: m.insta_shield,
            elemental_shields: m.elemental_shields,
            super_forms: m.super_forms,
        }
    }
}

impl From<MoveSet> for formats::LevelMoves {
    fn from(m: MoveSet) -> Self {
        formats::LevelMoves {
            flight: m.flight,
            glide: m.glide,
            peel_out: m.peel_out,
            drop_dash: m.drop_dash,
            insta_shield: m.insta_shield,
            elemental_shields: m.elemental_shields,
            super_forms: m.super_forms,
        }
    }
}

impl MoveSet {
    /// No moves beyond the basics (Sonic 1).
    pub const NONE: MoveSet = MoveSet {
        flight: false,
        glide: false,
        peel_out: false,
        drop_dash: false,
        insta_shield: false,
        elemental_shields: false,
        super_forms: false,
    };

    /// The moves a character has under this set, by name, for the editor's picker and `engine/README.md`.
    pub fn names_for(self, character: Character) -> Vec<&'static str> {
        let mut names = Vec::new();
        let table: [(bool, &'static str); 7] = match character {
            Character::Sonic => [
                (self.peel_out, "Super Peel Out"),
                (self.drop_dash, "Drop Dash"),
                (self.insta_shield, "Insta-Shield"),
                (self.elemental_shields, "Shield moves"),
                (self.super_forms, "Super Sonic"),
                (false, ""),
                (false, ""),
            ],
            Character::Tails => [
                (self.flight, "Flight"),
                (self.flight, "Swimming"),
                (self.flight, "Flying attack"),
                (false, ""),
                (false, ""),
                (false, ""),
                (false, ""),
            ],
            Character::Knuckles => [
                (self.glide, "Glide"),
                (self.glide, "Slide"),
                (self.glide, "Wall grab"),
                (self.glide, "Climb"),
                (self.glide, "Clamber"),
                (false, ""),
                (false, ""),
            ],
        };
        for (on, name) in table {
            if on {
                names.push(name);
            }
        }
        names
    }
}

/// When looking up or ducking moves the vertical focal point (SPG "Camera": Looking Up and Down).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LookStyle {
    /// Sonic 1: at once, inside his mode routines ([`crate::camera::Camera::sonic1_look_shift`]).
    Immediate,
    /// Sonic 2, 3&K (and Mania, taken as S3K): once Up or Down has been held this many frames (0x78).
    Hold(u16),
    /// Sonic CD: a second press of the same button within this many frames of the first (16) starts the look,
    /// which lasts while it is held; Up or Down held otherwise freezes the focal point where it is
    /// ([`crate::camera::DoubleTap`]). From the SPG only: there is no Sonic CD disassembly here.
    DoubleTap(u8),
}

/// Sonic CD's extended camera (SPG "Camera": Extended Camera (Sonic CD); the SPG's numbers, there is no
/// Sonic CD disassembly here): at |Ground Speed| ≥ `speed`, or from the `charge_frames`th frame of charging a
/// spindash or Super Peel Out, the horizontal focal point moves `distance` px behind the way the player faces,
/// `step` px a frame, and back to 160 the same way when neither holds. Ground Speed is not updated in the air,
/// so a jump or a fall keeps the shift (the game's behaviour, kept).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExtendedCamera {
    /// 6 px per frame (0x600).
    pub speed: i16,
    /// 16 frames of charging.
    pub charge_frames: u8,
    /// 64 px.
    pub distance: i16,
    /// 2 px per frame.
    pub step: i16,
}

impl ExtendedCamera {
    pub const CD: ExtendedCamera = ExtendedCamera { speed: 0x600, charge_frames: 16, distance: 64, step: 2 };
}

/// Which game's `Touch_Sizes` table measures the objects' hitboxes (`collision_flags` bits 0–5): Sonic 1's
/// `ReactToItem` table, Sonic 2's, or S3K's (s3.asm; they differ at a few sizes). The tables:
/// `objects::runtime::touch::sizes_table`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum TouchSizes {
    Sonic1,
    #[default]
    Sonic2,
    Sonic3K,
}

/// One game's rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Profile {
    pub id: ProfileId,
    pub ground_over_top: OverTop,
    pub air_over_top: OverTop,
    pub snap_limit: SnapLimit,
    /// S2+ `Sonic_Angle`: a new floor angle that differs by ≥ 0x20 from the old one (or is flagged) snaps the
    /// angle to the nearest quarter instead. In S1 only flagged tiles snap.
    pub angle_jump_snaps: bool,
    pub slope_at_rest: SlopeAtRest,
    pub slip: SlipRule,
    pub spindash: SpindashRule,
    /// Rolling brake (pressing against the roll): S1 `dec / 4`, S2/S3K the literal 0x20 — the same for Sonic.
    pub roll_brake: i16,
    /// The speed a roll starts from, and Sonic 3 & Knuckles' slow ducking.
    pub roll_start: RollStart,
    /// A rolling player on the ground uncurls once his |Ground Speed| after the roll's friction is below this
    /// (`Sonic_RollSpeed`, `Tails_RollSpeed`): 1 — only at 0 — in Sonic 1, 2 and Sonic 3 alone (s3.asm
    /// `loc_125F0`: `tst.w ground_vel(a0)`); $80 in Sonic 3 & Knuckles, keeping that Ground Speed (the
    /// recordings: `s3k/mgz` $1DA0, Sonic at 0 at angle 4 uncurls with the slope's 7 less the friction's 6, 1;
    /// $3A98, $82 uphill becoming $6E; CPU Tails at $53C0 and $7002, −$8E and −$96 becoming −$70 and −$78).
    /// The pinball mode's push to ±$400 (`loc_12624`) keeps s3.asm's test at 0: no recording shows it.
    pub roll_stop_below: u16,
    /// A wall ahead on the ground sets the pushing flag only when the player faces it (s3.asm `loc_123F4`'s
    /// `btst #Status_Facing,status(a0)` before `bset #Status_Push`, and `Tails_InputAcceleration_Path`'s
    /// `loc_1575A`): Sonic 3 & Knuckles. Sonic 1 and 2 set it whichever way he faces — a player braking
    /// into a wall behind him pushes it (`s3k/mgz` $20D2: CPU Tails, facing right, braking left into the wall,
    /// does not push it, so the next frame's CPU steers him rather than replaying the leader's Right).
    pub push_needs_facing: bool,
    /// `SolidObject`'s box and its push from below (used by the springs and the context's solid routines).
    pub solid_rules: SolidRules,
    /// Upward Y Speed cap on launches that were not jumps (`Sonic_UpVelCap`): −0xFC0 in S1/S2.
    pub launch_cap: Option<i16>,
    /// Landing curled lifts the player by what his Height Radius was over the standing one (skdisasm s3.asm
    /// `Player_TouchFloor`: `sub.b default_y_radius(a0),d0`, `add.w d0,y_pos(a0)`), not by the fixed
    /// standing − curled difference (s2disasm `Sonic_ResetOnFloor`: `subq.w #5,y_pos(a0)`): after a roll-jump,
    /// which keeps the standing radius while curled, Sonic 3 & Knuckles' player lands without the 5 px hop.
    pub landing_lift_by_radius: bool,
    /// Crossing the water's surface.
    pub water_crossing: WaterCrossing,
    /// Downward Y Speed cap in the air: Sonic CD's 16 px per frame.
    pub fall_cap: Option<i16>,
    /// The characters' moves beyond the basics (SPG "Special Abilities", "Elemental Shields").
    pub moves: MoveSet,
    /// How a Super form starts where `moves.super_forms` allows one.
    pub super_trigger: SuperTrigger,
    /// Sonic 1's `Sonic_Loops` runs at the end of the player's frame: the level's loop chunks switch the loop
    /// flag and its roll tunnels curl him (`engine::player::loops`; the level's `loops` say where).
    pub loop_routine: bool,
    /// `ReactToItem` (Sonic 1) only touches objects drawn on screen the frame before (`tst.b obRender(a1)`);
    /// Sonic 2's `TouchResponse` does not test it.
    pub touch_on_screen_only: bool,
    /// The game's `Touch_Sizes` (Sonic 1's, Sonic 2's or S3K's: they differ at a few sizes).
    pub touch_sizes: TouchSizes,
    /// `ReactToItem` (Sonic 1) halves the player's speeds as well as negating them when he hits an enemy
    /// with hits left (a boss: `asr obVelX(a0)`, `asr obVelY(a0)`); Sonic 2's `Touch_Enemy_Part2` only
    /// negates them.
    pub boss_rebound_halved: bool,
    /// Sonic 1's rings are objects (s1disasm `Rings`, object 25) that `ReactToItem` touches like the others:
    /// one touched ring or object a frame, only when drawn on screen. Sonic 2 onwards collect every ring the
    /// player overlaps (`Touch_Rings`) before the objects.
    pub rings_are_objects: bool,
    /// The terrain's layout rows wrap every this many pixels ([`crate::terrain::Terrain::wrapping_rows`]):
    /// Sonic 1's `FindNearestTile` reads 8 rows of 256 px whatever the level's height. (Sonic 2's reads 16 rows
    /// of 128 px, also $800, not enabled yet.) Sonic 3 & Knuckles' `Find_Tile` masks the row with
    /// `Layout_row_index_mask` ($7C: the header's 32 row pointers, $1000 px, skdisasm s3.asm `MGZ1_ScreenInit`;
    /// Icecap 1's $3C is not modelled). Where the camera's top limit is −$100 the player's y wraps at this
    /// height too (s3.asm `loc_11D3C`: `and.w (Screen_Y_wrap_value).w,y_pos(a0)`).
    pub layout_wrap_height: Option<u32>,
    /// When a scattered ring looks for the floor ([`LostRingFloor`]).
    pub lost_ring_floor: LostRingFloor,
    /// What follows a death ([`DeathRule`]).
    pub death: DeathRule,
    /// How the CPU sidekick follows the leader.
    pub cpu_follow: CpuFollow,
    /// The Super Emeralds turn the Super forms Hyper (S&K: Hyper Sonic, Hyper Knuckles).
    pub hyper_forms: bool,
    /// The game starts Sonic with CPU Tails (Sonic 2's and Sonic 3 & Knuckles' default `Player_mode`): what
    /// [`crate::World::new`] gives a Sonic.
    pub cpu_sidekick: bool,
    /// The frames a level start runs before control, simulated when the CPU sidekick is there (`None`: the
    /// player is only settled on the floor, [`crate::Player::settle`]).
    pub start_frames: Option<StartFrames>,
    /// The games' scripted level intros run ([`crate::objects::s3k::level_intro`]: S3K's Angel Island 1 on
    /// the Tornado); without, such a level starts as any other.
    pub level_intros: bool,
    /// Sonic 1's level load runs the objects once before the first frame (s1disasm `Level_LoadObj`:
    /// `ObjPosLoad`, `ExecuteObjects`, `BuildSprites`): [`crate::World::restart`] does too.
    pub objects_run_at_load: bool,
    /// The level's layer switchers are objects of its layout that take slots and load with the camera
    /// (s2disasm `Obj03`, skdisasm `Obj_PathSwap`): [`crate::objects::s2::plane_switcher`]. Elsewhere they act
    /// as regions the engine checks itself ([`crate::switchers`]).
    pub switchers_take_slots: bool,
    /// The monitor's solid box and size ([`MonitorBox`]).
    pub monitor: MonitorBox,
    /// How a player standing still on an object balances at its edges ([`ObjectBalance`]).
    pub object_balance: ObjectBalance,
    /// Sonic 2's `Obj01_MdNormal_Checks`: while he blinks or gets up after a long wait (or waits past the
    /// animation's frame $1E) with no jump pressed, his grounded frame is skipped (no move, no floor check).
    /// Sonic 1's and Sonic 3's `Sonic_MdNormal` have no such check.
    pub idle_skips: bool,
    /// Where the camera's right limit stops the player ([`RightLimit`]).
    pub right_limit: RightLimit,
    /// Sonic 2's skid: the stopping animation ends by itself (`SonAni_Stop`: 4 frames of 6, `TailsAni_Stop`: 4 of
    /// 8, then walking), and while it plays the player's dust object puts a puff in the first free object slot
    /// every 4 frames (`Obj08_CheckSkid`, [`crate::objects::s2::skid_dust`]). Sonic 1's stopping animation
    /// loops until another replaces it and has no dust. (S3K's `Obj_DashDust` makes puffs too; not checked.)
    pub skid_dust: bool,
    /// S3K's power-up timers are bytes of (20 × 60) / 8 that `Sonic_ChkInvin`/`Sonic_ChkShoes` (s3.asm, and
    /// Tails' copy) count down only on the frames whose `Level_frame_counter` is a multiple of 8, so the power-up
    /// ends on such a frame (`s3k/mgz` frame $1960); Sonic 1 and 2 count every frame.
    pub power_up_eighths: bool,
    /// How long a destroyed badnik's explosion shows its first frame (`anim_frame_duration`, counted down
    /// past 0): Sonic 1's `ExItem_Main` sets 7 (so every frame shows 8 frames, 40 in all), Sonic 2's
    /// `Obj27_Init` 3.
    pub explosion_first_frame: u8,
    /// The object slots the level's objects take (`FindFreeObj` fails when they are full): Sonic 1's $60
    /// (s1disasm `v_lvlobjspace`: slots $20–$7F), Sonic 2's $70 (`Dynamic_Object_RAM`), Sonic 3 & Knuckles' 90
    /// ([`S3K_DYNAMIC_SLOTS`]).
    pub object_slots: usize,
    /// Sonic 3 & Knuckles' objects manager loads by rows as well as by columns (skdisasm s3.asm `Load_Sprites`):
    /// an entry comes in only inside the camera's band of rows, and the rows coming into the band load as the
    /// camera moves up or down ([`crate::objects::runtime::manager::Rows`]). Sonic 1's and 2's load every entry
    /// of the x range whatever its y.
    pub object_rows: bool,
    /// `ScrollHoriz`'s left border: the player's x may stay between it and 160 on the screen without
    /// scrolling: 144 in the Mega Drive games; Sonic CD has a single horizontal focal point at 160 (SPG
    /// "Camera": Horizontal Border).
    pub scroll_left_border: i32,
    /// Sonic CD's extended camera ([`ExtendedCamera`]).
    pub extended_camera: Option<ExtendedCamera>,
    /// When looking up or ducking moves the vertical focal point ([`LookStyle`]).
    pub look: LookStyle,
    /// A spindash's release holds the horizontal scroll back (`Horiz_scroll_delay_val`; SPG "Camera":
    /// Spindash Lag, "not in Sonic CD").
    pub spindash_lag: bool,
    /// What the air collision does after a side wall when moving mostly left or right ([`AirSides`]).
    pub air_sides: AirSides,
    /// How the sprite pass finds a sprite on screen vertically ([`RenderY`]; the CPU sidekick's, which his
    /// despawn timer reads).
    pub render_y: RenderY,
}

/// The vertical half of the on-screen test that sets `render_flags` bit 7.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RenderY {
    /// Sonic 1 and 2 (`BuildSprites`): from 32 px above the screen to 32 px below it, the distance (+ $80)
    /// masked to $7FF.
    Fixed32,
    /// Sonic 3 (skdisasm s3.asm `Render_Sprites`): the sprite's `height_pixels` either side, the distance
    /// (+ height) masked with `Screen_Y_wrap_value` ($FFF, `LevelSetup`): `bhs` past 224 + 2 × height.
    Height { wrap: u16 },
}

impl RenderY {
    /// Whether a sprite `dy` px below the camera's top (`height`: its `height_pixels`, for [`RenderY::Height`])
    /// is on screen vertically.
    pub fn on_screen(self, dy: i32, height: u16) -> bool {
        match self {
            RenderY::Fixed32 => {
                let d = ((dy + 128) as u16 & 0x7FF) as i32;
                ((d - (128 - 32)) as u32) < (224 + 64) as u32
            }
            RenderY::Height { wrap } => ((dy as u16).wrapping_add(height) & wrap) < 224 + 2 * height,
        }
    }
}

/// The airborne collision's left and right quadrants (moving mostly sideways).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AirSides {
    /// Sonic 1 and 2 (s2disasm `Sonic_HitLeftWall`): a wall hit ends the collision (X Speed 0, Ground Speed
    /// Y Speed); only without one are the ceiling and then the floor tested.
    WallEnds,
    /// Sonic 3 (skdisasm s3.asm `Player_HitLeftWall`, `loc_12FCC`; Tails' `loc_1605A`, `loc_16132`): the
    /// ceiling and floor tests follow the wall's in any case, so he can land the frame he hits a wall; going
    /// left a ceiling $14 px deep or more is a wall instead (`loc_12F2E`: the right wall's test, not the push
    /// down).
    CeilingAndFloorFollow,
}

/// A monitor's solid box (the `SolidObject` sizes d1, d2, d3) and its radius and `width_pixels`: Sonic 2's
/// `Obj26` ($1A, $F, $10; radii $E, width $F), Sonic 3's `Obj_Monitor` (skdisasm s3.asm `Obj_MonitorInit`,
/// `loc_1B4C8`: $19, $10, $11; radii $F, width $E).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MonitorBox {
    pub half_width: i16,
    pub half_height_air: i16,
    pub half_height_ground: i16,
    /// `x_radius` and `y_radius`: a knocked monitor's floor check reads this far below its centre.
    pub radius: u8,
    pub width_pixels: u8,
    /// A knocked monitor looks for the floor only while falling (S3K's `Obj_MonitorMain`: `tst.w y_vel(a0)`,
    /// `bmi.s`), so a hidden monitor jumps out of the ground; Sonic 2's looks every frame.
    pub floor_when_falling: bool,
}

impl MonitorBox {
    pub const S2: MonitorBox = MonitorBox {
        half_width: 0x1A,
        half_height_air: 0xF,
        half_height_ground: 0x10,
        radius: 0xE,
        width_pixels: 0xF,
        floor_when_falling: false,
    };
    pub const S3K: MonitorBox = MonitorBox {
        half_width: 0x19,
        half_height_air: 0x10,
        half_height_ground: 0x11,
        radius: 0xF,
        width_pixels: 0xE,
        floor_when_falling: true,
    };
}

/// The balance on the edge of the object a player stands still on: `Sonic_Move` measures him against the
/// object's `width_pixels` (unless the object's status has `no_balancing`), not the terrain.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ObjectBalance {
    /// s1disasm `Sonic_Move` (and s2disasm `Tails_Move`): within 4 px of an edge (x − object x + width < 4,
    /// or ≥ 2 × width − 4), the balance, turned towards that edge.
    Near4,
    /// s2disasm `Sonic_Move` (`Sonic_BalanceOnObjLeft`/`Right`): within 2 px (2 × width − 2 on the right);
    /// past the edge (below −4, or 6 beyond the right limit) the far balance, turned towards it. Tails keeps
    /// [`ObjectBalance::Near4`].
    Sonic2,
}

impl Profile {
    /// The profile for a level's physics id.
    pub const fn get(id: ProfileId) -> Profile {
        match id {
            ProfileId::S1 => Profile {
                id,
                ground_over_top: OverTop::Clamp,
                air_over_top: OverTop::Clamp,
                snap_limit: SnapLimit::Fixed14,
                angle_jump_snaps: false,
                slope_at_rest: SlopeAtRest::Skip,
                slip: SlipRule::Classic,
                spindash: SpindashRule::None,
                roll_brake: 0x20,
                roll_start: RollStart::Genesis,
                roll_stop_below: 1,
                push_needs_facing: false,
                solid_rules: SolidRules::Sonic2,
                launch_cap: Some(-0xFC0),
                landing_lift_by_radius: false,
                water_crossing: WaterCrossing::Genesis,
                fall_cap: None,
                moves: MoveSet::NONE,
                super_trigger: SuperTrigger::JumpApex,
                loop_routine: true,
                touch_on_screen_only: true,
                touch_sizes: TouchSizes::Sonic1,
                boss_rebound_halved: true,
                rings_are_objects: true,
                layout_wrap_height: Some(0x800),
                lost_ring_floor: LostRingFloor::S1,
                death: DeathRule::Sonic1(S1_LEVEL_LOAD),
                cpu_follow: CpuFollow::S2,
                hyper_forms: false,
                cpu_sidekick: false,
                start_frames: None,
                level_intros: false,
                objects_run_at_load: true,
                switchers_take_slots: false,
                monitor: MonitorBox::S2,
                object_balance: ObjectBalance::Near4,
                idle_skips: false,
                right_limit: RightLimit::Sonic2,
                skid_dust: false,
                power_up_eighths: false,
                explosion_first_frame: 7,
                object_slots: 0x60,
                object_rows: false,
                scroll_left_border: LEFT_BORDER,
                extended_camera: None,
                look: LookStyle::Immediate,
                spindash_lag: true,
                air_sides: AirSides::WallEnds,
                render_y: RenderY::Fixed32,
            },
            ProfileId::S2 => Profile {
                id,
                ground_over_top: OverTop::Keep,
                air_over_top: OverTop::Clamp,
                snap_limit: SnapLimit::SpeedBased,
                angle_jump_snaps: true,
                slope_at_rest: SlopeAtRest::Skip,
                slip: SlipRule::Classic,
                spindash: SpindashRule::Genesis,
                roll_brake: 0x20,
                roll_start: RollStart::Genesis,
                roll_stop_below: 1,
                push_needs_facing: false,
                solid_rules: SolidRules::Sonic2,
                launch_cap: Some(-0xFC0),
                landing_lift_by_radius: false,
                water_crossing: WaterCrossing::Genesis,
                fall_cap: None,
                moves: MoveSet { super_forms: true, ..MoveSet::NONE },
                super_trigger: SuperTrigger::JumpApex,
                loop_routine: false,
                touch_on_screen_only: false,
                touch_sizes: TouchSizes::Sonic2,
                boss_rebound_halved: false,
                rings_are_objects: false,
                layout_wrap_height: None,
                lost_ring_floor: LostRingFloor::S2,
                death: DeathRule::Instant,
                cpu_follow: CpuFollow::S2,
                hyper_forms: false,
                cpu_sidekick: true,
                start_frames: Some(S2_START),
                level_intros: false,
                objects_run_at_load: false,
                switchers_take_slots: true,
                monitor: MonitorBox::S2,
                object_balance: ObjectBalance::Sonic2,
                idle_skips: true,
                right_limit: RightLimit::Sonic2,
                skid_dust: true,
                power_up_eighths: false,
                explosion_first_frame: 3,
                object_slots: DYNAMIC_SLOTS,
                object_rows: false,
                scroll_left_border: LEFT_BORDER,
                extended_camera: None,
                look: LookStyle::Hold(LOOK_DELAY),
                spindash_lag: true,
                air_sides: AirSides::WallEnds,
                render_y: RenderY::Fixed32,
            },
            ProfileId::S3K => Profile {
                id,
                ground_over_top: OverTop::Keep,
                air_over_top: OverTop::Keep,
                snap_limit: SnapLimit::SpeedBased,
                angle_jump_snaps: true,
                slope_at_rest: SlopeAtRest::AtLeast(0x0D),
                slip: SlipRule::Sonic3,
                spindash: SpindashRule::Genesis,
                roll_brake: 0x20,
                roll_start: RollStart::SlowDuck,
                roll_stop_below: 0x80,
                push_needs_facing: true,
                solid_rules: SolidRules::Sonic3,
                launch_cap: None,
                landing_lift_by_radius: true,
                water_crossing: WaterCrossing::Sonic3,
                fall_cap: None,
                moves: MoveSet {
                    flight: true,
                    glide: true,
                    insta_shield: true,
                    elemental_shields: true,
                    super_forms: true,
                    ..MoveSet::NONE
                },
                super_trigger: SuperTrigger::JumpPress,
                loop_routine: false,
                touch_on_screen_only: false,
                touch_sizes: TouchSizes::Sonic3K,
                boss_rebound_halved: false,
                rings_are_objects: false,
                layout_wrap_height: Some(0x1000),
                lost_ring_floor: LostRingFloor::S3K,
                death: DeathRule::Instant,
                cpu_follow: CpuFollow::S3,
                hyper_forms: true,
                cpu_sidekick: true,
                start_frames: Some(S3K_START),
                level_intros: true,
                objects_run_at_load: false,
                switchers_take_slots: true,
                monitor: MonitorBox::S3K,
                object_balance: ObjectBalance::Sonic2,
                // s3.asm `Sonic_MdNormal`: spindash, jump, slope, move — no idle check (and
                // `s3k/aiz1_to_hcz_fullrun` answers Right at once after 330 frames standing, frame $595).
                idle_skips: false,
                right_limit: RightLimit::Sonic3K,
                skid_dust: false,
                power_up_eighths: true,
                explosion_first_frame: 3,
                object_slots: S3K_DYNAMIC_SLOTS,
                object_rows: true,
                scroll_left_border: LEFT_BORDER,
                extended_camera: None,
                look: LookStyle::Hold(LOOK_DELAY),
                spindash_lag: true,
                air_sides: AirSides::CeilingAndFloorFollow,
                render_y: RenderY::Height { wrap: 0xFFF },
            },
            // Sonic CD (unverified beyond the SPG): S1's engine with S2's over-top ground speed (the peel-out)
            // and the 16 px/frame fall cap the SPG describes ("Air State"); the SPG's "Camera": one horizontal
            // focal point at 160, the extended camera, the double-tap look and no spindash lag.
            ProfileId::CD => Profile {
                id,
                ground_over_top: OverTop::Keep,
                air_over_top: OverTop::Clamp,
                snap_limit: SnapLimit::Fixed14,
                angle_jump_snaps: false,
                slope_at_rest: SlopeAtRest::Skip,
                slip: SlipRule::Classic,
                spindash: SpindashRule::Genesis,
                roll_brake: 0x20,
                roll_start: RollStart::Genesis,
                roll_stop_below: 1,
                push_needs_facing: false,
                solid_rules: SolidRules::Sonic2,
                launch_cap: Some(-0xFC0),
                landing_lift_by_radius: false,
                water_crossing: WaterCrossing::Genesis,
                fall_cap: Some(0x1000),
                moves: MoveSet { peel_out: true, ..MoveSet::NONE },
                super_trigger: SuperTrigger::JumpPress,
                loop_routine: false,
                touch_on_screen_only: false,
                touch_sizes: TouchSizes::Sonic2,
                boss_rebound_halved: false,
                rings_are_objects: false,
                layout_wrap_height: None,
                lost_ring_floor: LostRingFloor::S2,
                death: DeathRule::Instant,
                cpu_follow: CpuFollow::S2,
                hyper_forms: false,
                cpu_sidekick: false,
                start_frames: None,
                level_intros: false,
                objects_run_at_load: false,
                switchers_take_slots: false,
                monitor: MonitorBox::S2,
                object_balance: ObjectBalance::Near4,
                idle_skips: true,
                right_limit: RightLimit::Sonic2,
                skid_dust: false,
                power_up_eighths: false,
                explosion_first_frame: 3,
                object_slots: DYNAMIC_SLOTS,
                object_rows: false,
                scroll_left_border: 160,
                extended_camera: Some(ExtendedCamera::CD),
                look: LookStyle::DoubleTap(16),
                spindash_lag: false,
                air_sides: AirSides::WallEnds,
                render_y: RenderY::Fixed32,
            },
            // Sonic Mania: S3K's rules (research §1.5); its 16.16 precision and reordered gravity are arranged to
            // give the Genesis arcs, so the Genesis integer order is used here.
            ProfileId::Mania => Profile {
                id,
                ground_over_top: OverTop::Keep,
                air_over_top: OverTop::Keep,
                snap_limit: SnapLimit::SpeedBased,
                angle_jump_snaps: true,
                slope_at_rest: SlopeAtRest::AtLeast(0x0D),
                slip: SlipRule::Sonic3,
                spindash: SpindashRule::Genesis,
                roll_brake: 0x20,
                roll_start: RollStart::Genesis,
                roll_stop_below: 1,
                push_needs_facing: false,
                solid_rules: SolidRules::Sonic2,
                launch_cap: None,
                landing_lift_by_radius: false,
                water_crossing: WaterCrossing::Genesis,
                fall_cap: None,
                moves: MoveSet {
                    flight: true,
                    glide: true,
                    peel_out: true,
                    drop_dash: true,
                    elemental_shields: true,
                    super_forms: true,
                    ..MoveSet::NONE
                },
                super_trigger: SuperTrigger::JumpPress,
                loop_routine: false,
                touch_on_screen_only: false,
                touch_sizes: TouchSizes::Sonic2,
                boss_rebound_halved: false,
                rings_are_objects: false,
                layout_wrap_height: None,
                lost_ring_floor: LostRingFloor::S2,
                death: DeathRule::Instant,
                cpu_follow: CpuFollow::S3,
                hyper_forms: false,
                cpu_sidekick: false,
                start_frames: None,
                level_intros: false,
                objects_run_at_load: false,
                switchers_take_slots: false,
                monitor: MonitorBox::S2,
                object_balance: ObjectBalance::Sonic2,
                idle_skips: true,
                right_limit: RightLimit::Sonic2,
                skid_dust: false,
                power_up_eighths: false,
                explosion_first_frame: 3,
                object_slots: DYNAMIC_SLOTS,
                object_rows: false,
                scroll_left_border: LEFT_BORDER,
                extended_camera: None,
                look: LookStyle::Hold(LOOK_DELAY),
                spindash_lag: true,
                air_sides: AirSides::WallEnds,
                render_y: RenderY::Fixed32,
            },
        }
    }
}

impl Profile {
    /// The profile a level plays with: its game's, with the level's own move set when it names one.
    pub fn for_level(level: &formats::Level) -> Profile {
        let mut profile = Profile::get(level.profile);
        if let Some(moves) = level.moves {
            profile.moves = moves.into();
        }
        profile
    }
}

impl Default for Profile {
    fn default() -> Self {
        Profile::get(ProfileId::S2)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sonic_2_is_the_default_and_differs_from_sonic_1_where_the_spg_says() {
        let s1 = Profile::get(ProfileId::S1);
        let s2 = Profile::default();
        assert_eq!(s2.id, ProfileId::S2);
        assert_eq!((s1.ground_over_top, s2.ground_over_top), (OverTop::Clamp, OverTop::Keep));
        assert_eq!((s1.snap_limit, s2.snap_limit), (SnapLimit::Fixed14, SnapLimit::SpeedBased));
        assert_eq!((s1.spindash, s2.spindash), (SpindashRule::None, SpindashRule::Genesis));
        assert_eq!(Profile::get(ProfileId::S3K).air_over_top, OverTop::Keep);
        assert_eq!(Profile::get(ProfileId::S3K).slip, SlipRule::Sonic3);
    }

    /// skdisasm `sonic3k.constants.asm`: `Dynamic_object_RAM ds.b object_size*90`; s3.asm `Load_Sprites` tests
    /// the rows (Sonic 2's `ObjectsManager` does not).
    #[test]
    fn sonic_3_and_knuckles_has_90_dynamic_slots_and_loads_by_rows() {
        let s3k = Profile::get(ProfileId::S3K);
        assert_eq!((s3k.object_slots, s3k.object_rows), (90, true));
        assert_eq!((Profile::default().object_slots, Profile::default().object_rows), (0x70, false));
    }

    /// s3.asm `Render_Sprites` with Tails' `height_pixels` $18 and `Screen_Y_wrap_value` $FFF: on screen from
    /// $18 px above the top to $E0 + $17 below it; Sonic 2's `BuildSprites` 32 px either side.
    #[test]
    fn the_vertical_on_screen_tests() {
        let s3k = Profile::get(ProfileId::S3K).render_y;
        assert_eq!(s3k, RenderY::Height { wrap: 0xFFF });
        assert!(s3k.on_screen(-0x18, 0x18) && !s3k.on_screen(-0x19, 0x18));
        assert!(s3k.on_screen(0xE0 + 0x17, 0x18) && !s3k.on_screen(0xE0 + 0x18, 0x18));
        let s2 = Profile::default().render_y;
        assert!(s2.on_screen(-0x20, 0x18) && !s2.on_screen(-0x21, 0x18));
        assert!(s2.on_screen(0xE0 + 0x1F, 0x18) && !s2.on_screen(0xE0 + 0x20, 0x18));
    }

    #[test]
    fn sonic_2s_title_card_runs_25_frames_after_the_one_at_init_and_moves_the_camera_in_the_17th() {
        assert_eq!(S2_START, StartFrames { frames: 26, camera_frame: Some(17), players_run: true });
    }
}
