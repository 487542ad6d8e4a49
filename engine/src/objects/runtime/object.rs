//! One object slot's state: the fields every Sonic 2 object has (s2disasm's object status table, `SST`:
//! `x_pos`, `y_pos`, `x_vel`, `y_vel`, `routine`, `status`, `collision_flags`, `width_pixels`, …) and the
//! per-kind data ([`State`]), with the dispatch `RunObject` does on the object id:
//! [`ObjKind`], what each kind says of itself, and [`kind_table!`], which makes [`State`] and the dispatch from
//! the table of kinds (`crate::objects::kinds`).

pub use crate::objects::kinds::State;
use crate::objects::runtime::context::ObjCtx;

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

/// What a kind of object says about itself, so that the runtime asks the kind instead of knowing ids: how it
/// starts, one frame of it, and the facts the runtime's shortcuts need. Implemented by each kind's state type,
/// in the kind's own file; the table of kinds (`crate::objects::kinds`) names each one once.
pub trait ObjKind: Default + Into<State> {
    /// Whether anything reads this kind's on-screen flag (`render_flags` bit 7, set by `BuildSprites`): its
    /// own routine, a projectile it fires as itself, `SolidObject` (off screen, not solid), a boss part
    /// copying it. A kind says `false` only when it never does (checked by reading its code), so
    /// [`crate::objects::Objects::after_camera`] skips the test for it — except in a profile where
    /// `TouchResponse` reads it for every touchable object (Sonic 1). Turning into another kind (a badnik into
    /// an explosion) restarts the object at its routine 0, which does not read it either; the next pass sets it.
    const READS_ON_SCREEN: bool = true;
    /// Whether this kind's run may move a player more than a few pixels (a conveyor, a cannon, a platform
    /// carrying him, any solid pushing him out). A kind says `false` only when it never writes a player's
    /// position (air bubbles lift a curled one 5 px), checked by reading its code: after it
    /// [`crate::objects::run_slots`] skips looking for a player who strayed from the napping objects (in debug
    /// builds it still looks, and asserts he did not). Turning into another kind (a badnik into an explosion)
    /// keeps to the list.
    const MAY_MOVE_PLAYERS: bool = true;
    /// Whether its routines set `mapping_frame` as the game's do (`AnimateSprite` scripts, a spring's bounce, a
    /// broken monitor, spikes and platforms by subtype): the editor's sprites show it ([`live_mapping_frame`]).
    const LIVE_MAPPING_FRAME: bool = false;
    /// S3K: the high word of its routines' addresses in the combined game (sonic3k.asm), which S3K's CPU Tails
    /// compares where Sonic 2's compares ids (`Tails_CPU_interact`, [`crate::player::sidekick::Sidekick`]):
    /// 3 (Marble Garden's sinking mud, spinning top and trigger platform, most of Sonic 3's objects) unless a
    /// kind was checked against the listing and says otherwise.
    const CODE_BANK: u8 = 3;

    /// The state object `id` starts with (what `Obj_Index` jumps to), from the layout's subtype and parameters
    /// (the generic objects'; zero parameters give each its default).
    fn make(_id: u8, _subtype: u8, _params: [u16; 2]) -> State {
        Self::default().into()
    }

    /// One frame of the object (`RunObject`). Returns the state it turns into in its slot, if it does (the
    /// Grabber's body into an explosion, `ObjA7_Poof`).
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State>;

    /// What `slept` runs of a napping object would have changed (see
    /// [`crate::objects::runtime::slots::SlotsView::nap`]): only kinds that nap have anything to catch up,
    /// their idle animation.
    fn catch_up(_c: &mut Common, _slept: u32) {}

    /// [`Self::READS_ON_SCREEN`] of this object: a kind that holds several (Sonic 3 & Knuckles' objects under
    /// one runtime id, [`crate::objects::s3k::kinds`]) answers for the one inside.
    #[inline(always)]
    fn reads_on_screen(&self) -> bool {
        Self::READS_ON_SCREEN
    }

    /// [`Self::MAY_MOVE_PLAYERS`] of this object (as [`Self::reads_on_screen`]).
    #[inline(always)]
    fn may_move_players(&self) -> bool {
        Self::MAY_MOVE_PLAYERS
    }

    /// [`Self::LIVE_MAPPING_FRAME`] of this object (as [`Self::reads_on_screen`]).
    fn live_mapping_frame(&self) -> bool {
        Self::LIVE_MAPPING_FRAME
    }

    /// [`Self::catch_up`] of this object (as [`Self::reads_on_screen`]).
    fn catch_up_object(&self, c: &mut Common, slept: u32) {
        Self::catch_up(c, slept)
    }

    /// Its S3K `shield_reaction` bits (`crate::player::moves::reaction`): a projectile bounces off shields.
    /// No object the engine runs burns, shocks or drowns, so none has the elemental bits yet.
    fn shield_reaction(&self, _c: &Common) -> u8 {
        0
    }

    /// A short word on its live state for the editor (empty when there is nothing to say).
    fn state_name(&self, _c: &Common) -> &'static str {
        ""
    }

    /// The object in a word, for the editor's inspector.
    fn name(&self) -> &'static str;
}

/// Makes [`State`] — `Inert`, the runtime's own kind, then one variant per line of the table — with
/// `From` for each kind's state type, `State::make` and `State::for_id` (the object ids of each line), the
/// dispatch of a frame and every [`ObjKind`] fact. A line: `Variant(state type) = id | id;`.
///
/// `repr(u8)` puts the variant in a byte of its own: left to itself the compiler hides it in a niche of one
/// variant's fields, and every dispatch on the kind (`RunObjects`, `TouchResponse`...) pays for decoding it
/// (3.4% of a frame's instructions with objects, measured with callgrind).
macro_rules! kind_table {
    ($( $(#[$meta:meta])* $variant:ident($ty:ty) = $($id:path)|+ ; )*) => {
        /// Per-kind data of the objects the runtime runs; one variant per kind (made by
        /// [`kind_table!`](crate::objects::runtime::object::kind_table) from the table).
        #[derive(Clone, Debug, PartialEq, Eq, Hash)]
        #[repr(u8)]
        pub enum State {
            /// Objects that only sit there (decorations, waterfalls) or are not modelled: they load, are drawn
            /// and unload with the camera, and do nothing else.
            Inert,
            $( $(#[$meta])* $variant($ty), )*
        }

        $(
            impl From<$ty> for State {
                fn from(s: $ty) -> State {
                    State::$variant(s)
                }
            }
        )*

        impl State {
            /// The initial state for an object id (what `Obj_Index` would jump to).
            pub fn for_id(id: u8) -> State {
                State::make(id, 0, [0; 2])
            }

            /// The initial state for an object id with the layout's subtype and parameters ([`ObjKind::make`];
            /// an id no kind claims is [`State::Inert`]).
            pub fn make(id: u8, subtype: u8, params: [u16; 2]) -> State {
                use $crate::objects::runtime::object::ObjKind;
                match id {
                    $( $($id)|+ => <$ty as ObjKind>::make(id, subtype, params), )*
                    _ => State::Inert,
                }
            }

            /// [`ObjKind::READS_ON_SCREEN`] of this kind (`Inert` never reads it). Always inlined: the
            /// end-of-frame refresh asks it of every drawn object, and inlined the match is a table lookup.
            #[inline(always)]
            pub fn reads_on_screen(&self) -> bool {
                use $crate::objects::runtime::object::ObjKind;
                match self {
                    State::Inert => false,
                    $( State::$variant(s) => s.reads_on_screen(), )*
                }
            }

            /// [`ObjKind::MAY_MOVE_PLAYERS`] of this kind (`Inert` never moves one).
            #[inline]
            pub fn may_move_players(&self) -> bool {
                use $crate::objects::runtime::object::ObjKind;
                match self {
                    State::Inert => false,
                    $( State::$variant(s) => s.may_move_players(), )*
                }
            }

            /// [`ObjKind::LIVE_MAPPING_FRAME`] of this kind.
            pub fn live_mapping_frame(&self) -> bool {
                use $crate::objects::runtime::object::ObjKind;
                match self {
                    State::Inert => false,
                    $( State::$variant(s) => s.live_mapping_frame(), )*
                }
            }

            /// `RunObject` for this kind ([`ObjKind::run`]), the object turning into another kind in place
            /// when its run says so.
            #[inline(always)]
            pub(crate) fn run(
                &mut self,
                c: &mut $crate::objects::runtime::object::Common,
                cx: &mut $crate::objects::runtime::context::ObjCtx,
            ) {
                use $crate::objects::runtime::object::ObjKind;
                match self {
                    State::Inert => $crate::objects::runtime::object::inert(c, cx),
                    $(
                        State::$variant(s) => {
                            if let Some(next) = <$ty as ObjKind>::run(s, c, cx) {
                                *self = next;
                            }
                        }
                    )*
                }
            }

            /// [`ObjKind::catch_up`] of this kind.
            pub fn catch_up(&self, c: &mut $crate::objects::runtime::object::Common, slept: u32) {
                use $crate::objects::runtime::object::ObjKind;
                match self {
                    State::Inert => {}
                    $( State::$variant(s) => s.catch_up_object(c, slept), )*
                }
            }

            /// [`ObjKind::shield_reaction`] of this kind.
            pub fn shield_reaction(&self, c: &$crate::objects::runtime::object::Common) -> u8 {
                use $crate::objects::runtime::object::ObjKind;
                match self {
                    State::Inert => 0,
                    $( State::$variant(s) => s.shield_reaction(c), )*
                }
            }

            /// [`ObjKind::state_name`] of this kind.
            pub fn state_name(&self, c: &$crate::objects::runtime::object::Common) -> &'static str {
                use $crate::objects::runtime::object::ObjKind;
                match self {
                    State::Inert => "",
                    $( State::$variant(s) => s.state_name(c), )*
                }
            }

            /// [`ObjKind::name`] of this kind.
            pub fn name(&self) -> &'static str {
                use $crate::objects::runtime::object::ObjKind;
                match self {
                    State::Inert => "inert",
                    $( State::$variant(s) => s.name(), )*
                }
            }
        }
    };
}
pub(crate) use kind_table;

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
        let state = State::make(common.id, common.subtype, params);
        Obj { common, state }
    }

    /// Turns this object into another one in place (e.g. a destroyed badnik into an explosion:
    /// `move.b #ObjID_Explosion,id(a1)`, routine 0).
    pub fn become_object(&mut self, id: u8) {
        self.common.id = id;
        self.common.routine = 0;
        self.state = State::for_id(id);
    }

    /// What `slept` runs of a napping object would have changed (see
    /// [`crate::objects::runtime::slots::SlotsView::nap`]): only kinds that nap have anything to catch up, their idle
    /// animation.
    pub fn catch_up(&mut self, slept: u32) {
        if slept == 0 {
            return;
        }
        self.state.catch_up(&mut self.common, slept);
    }

    /// `RunObject`: one frame of this object.
    #[inline(always)]
    pub fn run(&mut self, cx: &mut ObjCtx) {
        let c = &mut self.common;
        c.displayed = false;
        self.state.run(c, cx);
    }
}

/// The mapping frame a loaded object shows now, for the editor's sprites: `mapping_frame`, for the kinds
/// whose routines here set it as the game's do ([`ObjKind::LIVE_MAPPING_FRAME`]); None for the others, whose
/// frame is not modelled (the editor keeps the placement's frame). Read-only: nothing here runs.
pub fn live_mapping_frame(obj: &Obj) -> Option<u8> {
    obj.state.live_mapping_frame().then_some(obj.common.mapping_frame)
}

/// A short word on an object's live state for the editor (empty when there is nothing to say;
/// [`ObjKind::state_name`]).
pub fn state_name(obj: &Obj) -> &'static str {
    obj.state.state_name(&obj.common)
}

/// Decorations and objects with no behaviour: drawn while near the camera, unloaded out of range
/// (`MarkObjGone`). Width 16 so they count as on screen like the games' small sprites.
pub(crate) fn inert(c: &mut Common, cx: &mut ObjCtx) {
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

/// A position's pixel word as the games hold it: signed or not, the same 16 bits.
pub trait PixelWord {
    fn word(self) -> i16;
}

impl PixelWord for i16 {
    fn word(self) -> i16 {
        self
    }
}

impl PixelWord for u16 {
    fn word(self) -> i16 {
        self as i16
    }
}

/// Writes a position's pixel word, keeping its subpixel (a `move.w` to `x_pos`/`y_pos`).
#[inline]
pub fn set_pixel(v: &mut i32, pixel: impl PixelWord) {
    *v = (i32::from(pixel.word()) << 8) | (*v & 0xFF);
}
