//! One object slot's state: the fields every Sonic 2 object has (s2disasm's object status table, `SST`:
//! `x_pos`, `y_pos`, `x_vel`, `y_vel`, `routine`, `status`, `collision_flags`, `width_pixels`, …) and the
//! per-kind data ([`State`]), with the dispatch `RunObject` does on the object id.

use crate::objects::id;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::{
    generic::balloon, generic::breakable_wall, generic::bumper, generic::cannon, generic::capsule, generic::conveyor,
    generic::fan, generic::flipper, generic::generic_platform, generic::pushable_block, generic::seesaw,
    generic::spinner, generic::spring_cap, generic::spring_ramp, s2::air_bubbles, s2::barrier, s2::blue_balls,
    s2::breakable_block, s2::bridge, s2::buzzer, s2::coconuts, s2::corkscrew, s2::cpz_boss, s2::cpz_platform,
    s2::egg_prison, s2::ehz_boss, s2::explosion, s2::grabber, s2::invisible_block, s2::lost_rings, s2::masher,
    s2::monitor, s2::moving_block, s2::pipe_exit_spring, s2::platform, s2::sideways_platform, s2::signpost,
    s2::speed_booster, s2::spikes, s2::spin_tube, s2::spiny, s2::spring, s2::staircase, s2::star_post,
    s2::tipping_floor,
};

/// Slot number of the first dynamic object (`Dynamic_Object_RAM`): the player is slot 0, the reserved slots
/// 1–15 hold the sidekick, title card and HUD objects.
pub const FIRST_DYNAMIC_SLOT: u8 = 0x10;

/// The fields every object has. Positions and speeds use the player's units (1/256 px); the games keep
/// 16.16 positions whose low fraction byte objects never set.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Common {
    pub id: u8,
    pub subtype: u8,
    pub x: i32,
    pub y: i32,
    pub x_vel: i16,
    pub y_vel: i16,
    /// `render_flags` bits 0 and 1 (and `status` bits 0 and 1, set from the same layout bits).
    pub x_flip: bool,
    pub y_flip: bool,
    /// `routine` and `routine_secondary`: each object's state machine (even numbers as in the games).
    pub routine: u8,
    pub routine_secondary: u8,
    /// `status`: bit 3 the player stands on it (`p1_standing_bit`), bit 5 the player pushes it
    /// (`p1_pushing_bit`), bit 7 no balancing on it (`status.npc.no_balancing`), bits 0/1 the flips.
    pub status: u8,
    /// `collision_flags`: what `TouchResponse` does on contact (bits 6–7 category, bits 0–5 `Touch_Sizes`).
    pub collision_flags: u8,
    /// `collision_property`: hits left for multi-hit enemies / which player touched.
    pub collision_property: u8,
    /// Half widths and height in pixels (`width_pixels`, `x_radius`, `y_radius`).
    pub width_pixels: u8,
    pub x_radius: u8,
    pub y_radius: u8,
    /// `render_flags.on_screen`: set by the last `BuildSprites` when the object was drawn on screen. Solid
    /// objects only collide while it is set (`SolidObject_OnScreenTest`).
    pub on_screen: bool,
    /// Whether the object asked to be drawn this frame (`DisplaySprite` / `MarkObjGone`); only drawn objects
    /// update `on_screen`.
    pub displayed: bool,
    /// Index of the layout entry this object was loaded from, if it has a respawn entry
    /// (`respawn_index`).
    pub respawn: Option<u16>,
    /// Animation: script id, frame within the script, time left on the frame, and the mapping frame shown.
    pub anim: u8,
    pub prev_anim: u8,
    pub anim_frame: u8,
    pub anim_frame_duration: u8,
    pub mapping_frame: u8,
    /// Set by `DeleteObject`: the slot is freed when the object returns.
    pub deleted: bool,
    /// `render_flags.explicit_height`: the on-screen test uses `y_radius` instead of assuming 32 px.
    pub explicit_height: bool,
    /// The game slot number this object occupies (what the player's `interact` holds).
    pub slot: u8,
    /// The level placement this object was loaded from (`None` for objects other objects spawned), for the
    /// editor.
    pub placement: Option<u32>,
    /// The solid box this object last tested the player against (set by the `solid` routines), for the
    /// editor's overlay.
    pub solid_box: Option<crate::objects::runtime::solid::SolidBox>,
}

impl Common {
    /// A freshly loaded object (`ChkLoadObj`), routine 0 (its init runs on its first frame).
    pub fn new(id: u8, subtype: u8, x: i32, y: i32, x_flip: bool, y_flip: bool) -> Self {
        Common {
            id,
            subtype,
            x: x << 8,
            y: y << 8,
            x_flip,
            y_flip,
            status: u8::from(x_flip) | (u8::from(y_flip) << 1),
            ..Default::default()
        }
    }

    pub fn pixel_x(&self) -> i32 {
        self.x >> 8
    }
    pub fn pixel_y(&self) -> i32 {
        self.y >> 8
    }

    /// `ObjectMove`: adds the speeds to the position.
    pub fn object_move(&mut self) {
        self.x = self.x.wrapping_add(i32::from(self.x_vel));
        self.y = self.y.wrapping_add(i32::from(self.y_vel));
    }

    /// `ObjectMoveAndFall`: moves with the old Y Speed, then adds gravity 0x38.
    pub fn object_move_and_fall(&mut self) {
        self.object_move();
        self.y_vel = self.y_vel.wrapping_add(0x38);
    }

    /// `DisplaySprite`.
    pub fn display(&mut self) {
        self.displayed = true;
    }

    /// `DeleteObject`.
    pub fn delete(&mut self) {
        self.deleted = true;
    }

    /// `p1_standing_bit`.
    pub fn player_standing(&self) -> bool {
        self.status & STANDING != 0
    }
    /// `p1_pushing_bit`.
    pub fn player_pushing(&self) -> bool {
        self.status & PUSHING != 0
    }
}

/// `status` bits (s2disasm `p1_standing_bit`, `p1_pushing_bit`, `status.npc.no_balancing`).
pub const STANDING: u8 = 1 << 3;
pub const PUSHING: u8 = 1 << 5;
/// `p2_standing_bit`, `p2_pushing_bit`: the sidekick's.
pub const P2_STANDING: u8 = 1 << 4;
pub const P2_PUSHING: u8 = 1 << 6;
pub const NO_BALANCING: u8 = 1 << 7;

/// Per-kind data of the objects the runtime runs; one variant per object file.
///
/// `repr(u8)` puts the variant in a byte of its own: left to itself the compiler hides it in a niche of one
/// variant's fields, and every dispatch on the kind (`RunObjects`, `TouchResponse`...) pays for decoding it
/// (3.4% of a frame's instructions with objects, measured with callgrind).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum State {
    /// Objects that only sit there (decorations, waterfalls) or are not modelled: they load, are drawn and
    /// unload with the camera, and do nothing else.
    Inert,
    Bridge(bridge::Bridge),
    Spring(spring::Spring),
    Monitor(monitor::Monitor),
    MonitorContents(monitor::Contents),
    Spikes(spikes::Spikes),
    LostRings(lost_rings::LostRing),
    Platform(platform::Platform),
    StarPost(star_post::StarPost),
    Signpost(signpost::Signpost),
    Explosion(explosion::Explosion),
    Masher(masher::Masher),
    Buzzer(buzzer::Buzzer),
    Coconuts(coconuts::Coconuts),
    Corkscrew(corkscrew::Corkscrew),
    EggPrison(egg_prison::EggPrison),
    EhzBoss(ehz_boss::EhzBoss),
    CpzBoss(cpz_boss::CpzBoss),
    TippingFloor(tipping_floor::TippingFloor),
    CpzPlatform(cpz_platform::CpzPlatform),
    SpeedBooster,
    BlueBall(blue_balls::BlueBall),
    SpinTube(spin_tube::SpinTube),
    Barrier(barrier::Barrier),
    BreakableBlock(breakable_block::BreakableBlock),
    InvisibleBlock,
    PipeExitSpring(pipe_exit_spring::PipeExitSpring),
    MovingBlock(moving_block::MovingBlock),
    Staircase(staircase::Staircase),
    Spiny(spiny::Spiny),
    Grabber(grabber::Grabber),
    SidewaysPlatform(sideways_platform::SidewaysPlatform),
    Bumper(bumper::Bumper),
    PushableBlock(pushable_block::PushableBlock),
    GenericPlatform(generic_platform::GenericPlatform),
    SpringCap(spring_cap::SpringCap),
    SpringRamp,
    Seesaw(seesaw::Seesaw),
    SeesawBall(seesaw::Ball),
    Flipper(flipper::Flipper),
    Capsule(capsule::Capsule),
    Fan(fan::Fan),
    Conveyor(conveyor::Conveyor),
    Spinner,
    Balloon,
    Cannon,
    BreakableWall,
    /// A Sonic 1 object (id [`id::SONIC1`]).
    Sonic1(crate::objects::s1::Sonic1),
    AirBubbles(air_bubbles::AirBubbles),
}

impl State {
    /// Whether anything reads this kind's on-screen flag (`render_flags` bit 7, set by `BuildSprites`): its
    /// own routine, a projectile it fires as itself, `SolidObject` (off screen, not solid), a boss part
    /// copying it. The kinds listed here never do (checked by reading each one's code), so
    /// [`crate::objects::Objects::after_camera`] skips the test for them — except in a profile where `TouchResponse`
    /// reads it for every touchable object (Sonic 1). Turning into another kind (a badnik into an explosion)
    /// restarts the object at its routine 0, which does not read it either; the next pass sets it.
    #[inline]
    pub fn reads_on_screen(&self) -> bool {
        !matches!(
            self,
            State::Inert
                | State::Bridge(_)
                | State::Spring(_)
                | State::Monitor(_)
                | State::MonitorContents(_)
                | State::StarPost(_)
                | State::Signpost(_)
                | State::Masher(_)
                | State::Buzzer(_)
                | State::Corkscrew(_)
                | State::TippingFloor(_)
                | State::CpzPlatform(_)
                | State::SpeedBooster
                | State::BlueBall(_)
                | State::SpinTube(_)
                | State::InvisibleBlock
                | State::PipeExitSpring(_)
                | State::Grabber(_)
        )
    }

    /// Whether this kind's run may move a player more than a few pixels (a conveyor, a cannon, a platform
    /// carrying him, any solid pushing him out). The kinds listed here never write a player's position (air
    /// bubbles lift a curled one 5 px), checked by reading each one's code: after them [`crate::objects::run_slots`]
    /// skips looking for a player who strayed from the napping objects (in debug builds it still looks, and
    /// asserts he did not). Turning into another kind (a badnik into an explosion) keeps to the list.
    #[inline]
    pub fn may_move_players(&self) -> bool {
        !matches!(
            self,
            State::Inert
                | State::MonitorContents(_)
                | State::LostRings(_)
                | State::StarPost(_)
                | State::Signpost(_)
                | State::Explosion(_)
                | State::Masher(_)
                | State::Buzzer(_)
                | State::Coconuts(_)
                | State::SpeedBooster
                | State::BlueBall(_)
                | State::Spiny(_)
                | State::AirBubbles(_)
        )
    }

    /// The initial state for an object id (what `Obj_Index` would jump to).
    pub fn for_id(id: u8) -> State {
        match id {
            id::BRIDGE => State::Bridge(Default::default()),
            id::SPRING => State::Spring(Default::default()),
            id::MONITOR => State::Monitor(Default::default()),
            id::MONITOR_CONTENTS => State::MonitorContents(Default::default()),
            id::SPIKES => State::Spikes(Default::default()),
            id::LOST_RINGS => State::LostRings(Default::default()),
            id::EHZ_PLATFORM => State::Platform(Default::default()),
            id::STAR_POST => State::StarPost(Default::default()),
            id::SIGNPOST => State::Signpost(Default::default()),
            id::EXPLOSION => State::Explosion(Default::default()),
            id::MASHER => State::Masher(Default::default()),
            id::BUZZER => State::Buzzer(Default::default()),
            id::COCONUTS => State::Coconuts(Default::default()),
            id::CORKSCREW => State::Corkscrew(Default::default()),
            id::EGG_PRISON => State::EggPrison(Default::default()),
            id::EHZ_BOSS => State::EhzBoss(Default::default()),
            id::CPZ_BOSS => State::CpzBoss(Default::default()),
            id::TIPPING_FLOOR => State::TippingFloor(Default::default()),
            id::CPZ_PLATFORM => State::CpzPlatform(Default::default()),
            id::SPEED_BOOSTER => State::SpeedBooster,
            id::PRESSURE_SPRING => State::SpringRamp,
            id::BLUE_BALLS => State::BlueBall(Default::default()),
            id::SPIN_TUBE => State::SpinTube(Default::default()),
            id::BARRIER => State::Barrier(Default::default()),
            id::BREAKABLE_BLOCK => State::BreakableBlock(Default::default()),
            id::INVISIBLE_BLOCK => State::InvisibleBlock,
            id::PIPE_EXIT_SPRING => State::PipeExitSpring(Default::default()),
            id::MOVING_BLOCK => State::MovingBlock(Default::default()),
            id::STAIRCASE => State::Staircase(Default::default()),
            id::SPINY => State::Spiny(Default::default()),
            id::SIDEWAYS_PLATFORM => State::SidewaysPlatform(Default::default()),
            id::GRABBER => State::Grabber(Default::default()),
            id::SPINY_ON_WALL => State::Spiny(spiny::Spiny { wall: true, ..Default::default() }),
            _ => State::generic(id, 0, [0; 2]),
        }
    }

    /// The generic objects' initial state, from the layout's subtype and parameters (zero parameters give
    /// each its default: a 64 px platform, a conveyor 128 px either side).
    pub fn generic(id: u8, subtype: u8, params: [u16; 2]) -> State {
        match id {
            id::BUMPER => State::Bumper(Default::default()),
            id::PUSHABLE_BLOCK => State::PushableBlock(Default::default()),
            id::GENERIC_PLATFORM => {
                let width = if params[0] == 0 { 64 } else { params[0] };
                State::GenericPlatform(generic_platform::GenericPlatform::new([width, params[1]]))
            }
            id::SPRING_CAP => State::SpringCap(Default::default()),
            id::SPRING_RAMP => State::SpringRamp,
            id::SEESAW => State::Seesaw(Default::default()),
            id::SEESAW_BALL => State::SeesawBall(Default::default()),
            id::FLIPPER => State::Flipper(Default::default()),
            id::CAPSULE => State::Capsule(Default::default()),
            id::FAN => State::Fan(Default::default()),
            id::CONVEYOR => {
                let half_width = if params[0] == 0 { 128 } else { params[0] };
                State::Conveyor(conveyor::Conveyor::new(subtype, [half_width, 0]))
            }
            id::SPINNER => State::Spinner,
            id::BALLOON => State::Balloon,
            id::AIR_BUBBLES => State::AirBubbles(Default::default()),
            id::CANNON => State::Cannon,
            id::BREAKABLE_WALL => State::BreakableWall,
            id::SONIC1 => crate::objects::s1::state(params[0] as u8),
            _ => State::Inert,
        }
    }
}

/// An object in a slot. Aligned to a cache line, so that the common fields every pass reads (56 bytes, first)
/// sit in one line.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[repr(C, align(64))]
pub struct Obj {
    pub common: Common,
    pub state: State,
}

impl Obj {
    pub fn new(common: Common) -> Self {
        let state = State::for_id(common.id);
        Obj { common, state }
    }

    /// An object loaded from a layout entry with parameters (the generic objects'; Sonic 2's have none).
    pub fn with_params(common: Common, params: [u16; 2]) -> Self {
        let state = match State::generic(common.id, common.subtype, params) {
            State::Inert => State::for_id(common.id),
            generic => generic,
        };
        Obj { common, state }
    }

    /// Turns this object into another one in place (e.g. a destroyed badnik into an explosion:
    /// `move.b #ObjID_Explosion,id(a1)`, routine 0).
    pub fn become_object(&mut self, id: u8) {
        self.common.id = id;
        self.common.routine = 0;
        self.state = State::for_id(id);
    }

    /// What `slept` runs of a napping object would have changed (see [`crate::objects::runtime::slots::SlotsView::nap`]): only
    /// kinds that nap have anything to catch up, their idle animation.
    pub fn catch_up(&mut self, slept: u32) {
        if slept == 0 {
            return;
        }
        match &self.state {
            State::Spring(_) => spring::catch_up(&mut self.common, slept),
            State::Monitor(_) => monitor::catch_up(&mut self.common, slept),
            _ => {}
        }
    }

    /// `RunObject`: one frame of this object.
    #[inline(always)]
    pub fn run(&mut self, cx: &mut ObjCtx) {
        let c = &mut self.common;
        c.displayed = false;
        match &mut self.state {
            State::Inert => inert(c, cx),
            State::Bridge(s) => bridge::run(c, s, cx),
            State::Spring(s) => spring::run(c, s, cx),
            State::Monitor(s) => monitor::run(c, s, cx),
            State::MonitorContents(s) => monitor::run_contents(c, s, cx),
            State::Spikes(s) => spikes::run(c, s, cx),
            State::LostRings(s) => lost_rings::run(c, s, cx),
            State::Platform(s) => platform::run(c, s, cx),
            State::StarPost(s) => star_post::run(c, s, cx),
            State::Signpost(s) => signpost::run(c, s, cx),
            State::Explosion(s) => explosion::run(c, s, cx),
            State::Masher(s) => masher::run(c, s, cx),
            State::Buzzer(s) => buzzer::run(c, s, cx),
            State::Coconuts(s) => coconuts::run(c, s, cx),
            State::Corkscrew(s) => corkscrew::run(c, s, cx),
            State::EggPrison(s) => egg_prison::run(c, s, cx),
            State::EhzBoss(s) => ehz_boss::run(c, s, cx),
            State::CpzBoss(s) => cpz_boss::run(c, s, cx),
            State::TippingFloor(s) => tipping_floor::run(c, s, cx),
            State::CpzPlatform(s) => cpz_platform::run(c, s, cx),
            State::SpeedBooster => speed_booster::run(c, cx),
            State::BlueBall(s) => blue_balls::run(c, s, cx),
            State::SpinTube(s) => spin_tube::run(c, s, cx),
            State::Barrier(s) => barrier::run(c, s, cx),
            State::BreakableBlock(s) => breakable_block::run(c, s, cx),
            State::InvisibleBlock => invisible_block::run(c, cx),
            State::PipeExitSpring(s) => pipe_exit_spring::run(c, s, cx),
            State::MovingBlock(s) => moving_block::run(c, s, cx),
            State::Staircase(s) => staircase::run(c, s, cx),
            State::Spiny(s) => spiny::run(c, s, cx),
            State::Grabber(s) => {
                // `ObjA7_Poof`: the body turns into an explosion in its slot.
                if grabber::run(c, s, cx) {
                    self.state = State::Explosion(Default::default());
                }
            }
            State::SidewaysPlatform(s) => sideways_platform::run(c, s, cx),
            State::Bumper(s) => bumper::run(c, s, cx),
            State::PushableBlock(s) => pushable_block::run(c, s, cx),
            State::GenericPlatform(s) => generic_platform::run(c, s, cx),
            State::SpringCap(s) => spring_cap::run(c, s, cx),
            State::SpringRamp => spring_ramp::run(c, cx),
            State::Seesaw(s) => seesaw::run(c, s, cx),
            State::SeesawBall(s) => seesaw::run_ball(c, s, cx),
            State::Flipper(s) => flipper::run(c, s, cx),
            State::Capsule(s) => capsule::run(c, s, cx),
            State::Fan(s) => fan::run(c, s, cx),
            State::Conveyor(s) => conveyor::run(c, s, cx),
            State::Spinner => spinner::run(c, cx),
            State::Balloon => balloon::run(c, cx),
            State::AirBubbles(s) => air_bubbles::run(c, s, cx),
            State::Cannon => cannon::run(c, cx),
            State::BreakableWall => breakable_wall::run(c, cx),
            State::Sonic1(s) => crate::objects::s1::run(c, s, cx),
        }
    }
}

/// The mapping frame a loaded Sonic 2 object shows now, for the editor's sprites: `mapping_frame`, for the
/// objects whose routines here set it as the game's do (`AnimateSprite` scripts, a spring's bounce, a broken
/// monitor, spikes and platforms by subtype); None for the others, whose frame is not modelled (the editor
/// keeps the placement's frame). Read-only: nothing here runs.
pub fn live_mapping_frame(obj: &Obj) -> Option<u8> {
    match obj.state {
        State::Spring(_)
        | State::Monitor(_)
        | State::Spikes(_)
        | State::Platform(_)
        | State::StarPost(_)
        | State::Signpost(_)
        | State::Masher(_)
        | State::Buzzer(_)
        | State::Coconuts(_)
        | State::EggPrison(_) => Some(obj.common.mapping_frame),
        _ => None,
    }
}

/// A short word on an object's live state for the editor (empty when there is nothing to say).
pub fn state_name(obj: &Obj) -> &'static str {
    match &obj.state {
        State::Explosion(_) => "destroyed",
        State::Monitor(_) if obj.common.routine >= 6 => "broken",
        State::Balloon if obj.common.routine >= 4 => "popped",
        State::BreakableWall if obj.common.routine >= 4 => "broken",
        _ => "",
    }
}

/// Decorations and objects with no behaviour: drawn while near the camera, unloaded out of range
/// (`MarkObjGone`). Width 16 so they count as on screen like the games' small sprites.
fn inert(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 16;
    }
    cx.mark_gone(c);
    if !c.deleted {
        // Until the coarse camera moves (or something changes it) its next runs would only display it again.
        cx.slots.sleep_current(c.collision_flags != 0);
    }
}
