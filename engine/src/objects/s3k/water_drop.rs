//! Hydrocity 2's dripping ceilings (skdisasm s3.asm `Obj_WaterDrop`: the dripper `loc_3784C`, a drop
//! `loc_3788E` / `loc_378C8` with `Ani_HCZWaterDrop`, its touch `sub_37914`; `Sprite_OnScreen_Test`).
//!
//! The placed object is the dripper (frame 6, 8 × 8): each time its count (`$30`) runs past 0 it starts again
//! at subtype × 4 and, if it was drawn on screen, makes a drop in the next free slot after it — a copy of
//! itself up to its subtype (position, frame, radii $8 / 7, routine 0) with a special touch ($C7). The drop
//! forms where it is (`Ani_HCZWaterDrop` 0: frames 0, 1, 2, 2 of 5 frames each), then (its script's $FC) falls
//! — `MoveSprite2`, 8 a frame of gravity — until it is in the floor (`ObjCheckFloorDist` < 0): pulled up onto
//! it, it splashes (script 1: frames 4 and 5) and goes. A player it touches ends it the same way in the air
//! (no more falling); one standing idle (animation 5, `Wait`) starts his idle animation over (`prev_anim` 0).
//! The drop is never unloaded by range; the dripper is, out of range (its respawn entry let go).

use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::ground::floor_distance;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::s3k::kinds::Sonic3k;
use crate::player::{Player, Pose};

/// `Obj_WaterDrop`: the dripper's frame, width and radii (the drops copy them).
pub const FRAME: u8 = 6;
pub const WIDTH: u8 = 8;
pub const RADII: (u8, u8) = (8, 7);
/// `loc_3784C`: a drop's touch (special, size 7).
pub const COLLISION: u8 = 0xC7;
/// `loc_3788E`: the drop's gravity.
pub const GRAVITY: i16 = 8;
/// `Ani_HCZWaterDrop`: forming (then $FC: falling; frame 3 while it falls), splashing (then $FC: gone).
pub const FORMING: &[u8] = &[4, 0, 1, 2, 2, 0xFC, 3, 0xFE, 1];
pub const SPLASHING: &[u8] = &[4, 4, 5, 0xFC];
const SCRIPTS: [&[u8]; 2] = [FORMING, SPLASHING];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct WaterDrop {
    /// A drop, not the dripper.
    pub drop: bool,
    /// `$30`: the dripper's count.
    pub count: i16,
    /// The drop landed or was touched (`loc_378C8` only: it no longer falls).
    pub landed: bool,
}

pub fn run(c: &mut Common, s: &mut WaterDrop, cx: &mut ObjCtx) {
    if s.drop {
        run_drop(c, s, cx);
        return;
    }
    if c.routine == 0 {
        c.routine = 2;
        c.mapping_frame = FRAME;
        c.width_pixels = WIDTH;
        (c.x_radius, c.y_radius) = RADII;
    }
    // `loc_3784C`.
    s.count -= 1;
    if s.count < 0 {
        s.count = i16::from(c.subtype) * 4;
        if c.on_screen {
            let mut drop = c.clone();
            drop.routine = 0;
            drop.respawn = None;
            drop.collision_flags = COLLISION;
            drop.collision_property = 0;
            drop.on_screen = false;
            let state = WaterDrop { drop: true, ..Default::default() };
            let _ = cx.spawn_after(Obj { common: drop, state: State::Sonic3k(Sonic3k::WaterDrop(state)) });
        }
    }
    // `Sprite_OnScreen_Test`.
    cx.mark_gone(c);
}

/// `loc_3788E`, `loc_378C8`.
fn run_drop(c: &mut Common, s: &mut WaterDrop, cx: &mut ObjCtx) {
    if !s.landed && c.routine != 0 {
        c.object_move();
        c.y_vel = c.y_vel.wrapping_add(GRAVITY);
        let d = floor_distance(c, cx);
        if d < 0 {
            c.y = c.y.wrapping_add(d << 8);
            c.y_vel = 0;
            (c.anim, c.prev_anim) = (1, 1);
            s.landed = true;
            c.anim_frame_duration = 1;
            c.anim_frame = 0;
        }
    }
    animate_sprite(c, &SCRIPTS);
    if c.routine == 4 {
        c.delete();
        return;
    }
    let touched = c.collision_property;
    if touched != 0 {
        if touched & 1 != 0 {
            splash(c, s, cx.world.player);
        }
        if touched & 2 != 0
            && let Some(p2) = cx.world.sidekick.as_deref_mut()
        {
            splash(c, s, p2);
        }
        c.collision_property = 0;
    }
    c.display();
}

/// `sub_37914`: the player's idle animation starts over; the drop splashes where it is.
fn splash(c: &mut Common, s: &mut WaterDrop, p: &mut Player) {
    if p.pose == Pose::Wait {
        // `prev_anim` 0: the next animation step restarts the script.
        p.animation.pose = Pose::Walk;
    }
    c.anim = 1;
    s.landed = true;
    c.collision_flags = 0;
    c.routine = 2;
}

impl crate::objects::runtime::object::ObjKind for WaterDrop {
    const READS_ON_SCREEN: bool = true;
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match (self.drop, self.landed, c.routine) {
            (false, _, _) => "dripper",
            (true, true, _) => "splashing",
            (true, false, 0) => "forming",
            _ => "falling",
        }
    }

    fn name(&self) -> &'static str {
        "Water drop"
    }
}
