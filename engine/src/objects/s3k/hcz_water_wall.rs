//! Hydrocity 1's water walls (skdisasm s3.asm `Obj_HCZWaterWall`): the wall of water that bursts out behind
//! the player (subtype 0: `loc_2E794`–`loc_2E8CC`, its debris `byte_2E89C`) and the geysers that blast him up
//! (subtype 1: `loc_2EB24`–`loc_2EDBA`, their debris `byte_2EC7A`); the debris `loc_2E9AA` / `loc_2EA38`, the
//! bubbles and spray `loc_2EA6E` / `loc_2EAAC` with `Ani_HCZWaterWall`, the splashes `loc_2EACE`
//! (`Animate_SpriteIrregularDelay`), the end `loc_2E996`.
//!
//! The wall: loaded with player 1 above y $500 it goes at once; else (its art queued: the Kosinski
//! decompression's frames taken as one) it waits until player 1 is $60 px past it, then bursts — 8 pieces of
//! debris thrown from $60 px ahead of it — and moves 8 px a frame for $20 frames, sending spray ahead of it
//! every frame (`Random_Number`: $50 px behind to $28 ahead, $18 below, at $400 across); once off screen it
//! stops and goes 151 frames later. It never touches the player: the chase is the sight of it.
//!
//! A geyser: when player 1 is within $30 px across before it to $30 past and $30 to $40 px above it, both
//! players are held (`object_control` $81) and lifted 8 px a frame; the next frame it rises with them, 8 px a
//! frame ($30 from $60), until $30 is $28: it erupts (8 pieces of debris from $80 px above it, the players'
//! animation $1A: hurt) and for $28 frames more rises at −$A00 a frame under $48 of gravity (`MoveSprite2`),
//! the players lifted $A px a frame and two sprays a frame thrown off it; on the last the players are let go
//! at X Speed 0, Y Speed −$C00 (not jumping) and it falls back at −$800; off screen it lets its respawn entry
//! go and goes 31 frames later. (Its animation $1C, a blank frame, is not a pose here.)
//!
//! Hydrocity 2's end geyser ([`super::hcz_end_geyser`], `sub_49AF4`) throws the same debris ([`geyser_debris`]).

use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::s3k::kinds::Sonic3k;
use crate::player::{Player, Pose};

/// `byte_2E89C`: the wall's debris (offset from $60 px ahead of it, speeds).
pub const WALL_DEBRIS: [(i8, i8, i16, i16); 8] = [
    (0, -0x18, 0x400, -0x80),
    (0, -8, 0x600, -0x40),
    (0, 8, 0x600, 0x40),
    (0, 0x18, 0x400, 0x80),
    (0, -0x18, 0x300, -0x380),
    (0, -8, 0x400, -0x340),
    (0, 8, 0x300, 0x100),
    (0, 0x18, 0x500, -0x100),
];
/// `byte_2EC7A`: the geyser's debris (offset from $80 px above it, speeds).
pub const GEYSER_DEBRIS: [(i8, i8, i16, i16); 8] = [
    (-0x18, 0, -0x200, -0xB00),
    (-8, 0, -0x100, -0xC00),
    (-0x18, 0, -0x400, -0x800),
    (-8, 0, -0x300, -0xA00),
    (8, 0, 0x300, -0xC00),
    (0x18, 0, 0x400, -0xB00),
    (8, 0, 0x100, -0xA00),
    (0x18, 0, 0x200, -0x800),
];
/// `loc_2E7C2`: the wall's run ($20 frames of 8 px); `loc_2E958`: its wait once off screen.
pub const WALL_RUN: u16 = 0x20;
pub const WALL_END: i16 = 150;
/// `loc_2EB8A`, `loc_2EBD6`: the geyser's rise count and where it erupts; `loc_2EDBA`: its end's wait.
pub const GEYSER_RISE: u16 = 0x60;
pub const ERUPT: u16 = 0x28;
pub const GEYSER_END: i16 = 0x1E;
/// `loc_2ECAA`: the geyser's speeds and gravity, the players' let-go speed.
pub const ERUPT_SPEED: i16 = -0xA00;
pub const FALL_BACK: i16 = -0x800;
pub const GEYSER_GRAVITY: i16 = 0x48;
pub const LAUNCH: i16 = -0xC00;
/// `Ani_HCZWaterWall`.
const SCRIPTS: [&[u8]; 8] = [
    &[0x77, 2, 0xFF],
    &[1, 3, 4, 5, 0xFF],
    &[0, 6, 7, 0xFF],
    &[0, 6, 7, 0xFF],
    &[9, 0xFC],
    &[9, 8, 0xFC],
    &[9, 8, 0xFC],
    &[9, 8, 0xFC],
];
/// `byte_30283`: the splash's frames and delays (`Animate_SpriteIrregularDelay`), then $FC.
const SPLASH: [(u8, u8); 8] = [(8, 1), (9, 1), (0xA, 0), (9, 1), (0xA, 1), (9, 0), (0xA, 4), (8, 2)];

/// Which part of a water wall a slot holds, and where its routine is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Part {
    /// `Obj_HCZWaterWall`: not yet started.
    #[default]
    Start,
    /// `loc_2E7BA` / `loc_2EB76`: the art's decompression (one frame).
    Loading,
    /// `loc_2E80C`: the wall waits for player 1.
    WallWaiting,
    /// `loc_2E8CC`: the wall runs.
    WallRunning,
    /// `loc_2EB24`: the geyser waits for player 1.
    GeyserWaiting,
    /// `loc_2EBC8`: the geyser rises with the players.
    GeyserRising,
    /// `loc_2ECAA`: erupting.
    Erupting,
    /// `loc_2EDBA`: falling back.
    Falling,
    /// `loc_2E996`: gone after its count.
    Ending,
    /// `loc_2E9AA`: debris in the air; `loc_2EA38` once in the water.
    Debris { sinking: bool },
    /// `loc_2EA6E`: spray; `loc_2EAAC` once on the surface.
    Spray { landed: bool },
    /// `loc_2EACE`: a splash on the surface.
    Splash,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct HczWaterWall {
    pub part: Part,
    /// `$30`: the wall's run, the geyser's rise, the end's wait.
    pub count: i16,
}

fn spawn(cx: &mut ObjCtx, id: u8, (x, y): (i32, i32), part: Part, setup: impl FnOnce(&mut Common)) -> bool {
    let mut c = Common::new(id, 0, x, y, false, false);
    // `render_flags` $84: counted as on screen until drawn.
    c.on_screen = true;
    setup(&mut c);
    let state = HczWaterWall { part, count: 0 };
    cx.spawn_after(Obj { common: c, state: State::Sonic3k(Sonic3k::HczWaterWall(state)) }).is_some()
}

/// `loc_2E83E` / `loc_2EC20`: 8 pieces of debris from (`x`, `y`), mapping frames 7 down to 0; the first
/// slot not found stops them.
fn debris(cx: &mut ObjCtx, id: u8, (x, y): (i32, i32), table: &[(i8, i8, i16, i16); 8]) {
    for (n, &(dx, dy, vx, vy)) in table.iter().enumerate() {
        let at = (x + i32::from(dx), y + i32::from(dy));
        let made = spawn(cx, id, at, Part::Debris { sinking: false }, |c| {
            (c.x_vel, c.y_vel) = (vx, vy);
            c.mapping_frame = 7 - n as u8;
            c.width_pixels = 0x18;
        });
        if !made {
            return;
        }
    }
}

/// `loc_2E8DA` / `sub_2ED6A`: a spray with `Random_Number`'s word `r`: its animation `(r >> 4) & 3`.
fn spray(cx: &mut ObjCtx, id: u8, at: (i32, i32), r: u16, speeds: (i16, i16)) -> bool {
    spawn(cx, id, at, Part::Spray { landed: false }, |c| {
        c.anim = ((r >> 4) & 3) as u8;
        (c.x_vel, c.y_vel) = speeds;
        c.width_pixels = 0x18;
    })
}

fn both(cx: &mut ObjCtx, mut f: impl FnMut(&mut Player)) {
    f(cx.world.player);
    if let Some(p2) = cx.world.sidekick.as_deref_mut() {
        f(p2);
    }
}

fn lift(p: &mut Player, dy: i32) {
    p.y = p.y.wrapping_sub(dy << 8);
}

pub fn run(c: &mut Common, s: &mut HczWaterWall, cx: &mut ObjCtx) {
    let id = c.id;
    match s.part {
        Part::Start => {
            if c.subtype != 0 {
                s.part = Part::GeyserWaiting;
                return;
            }
            if (cx.world.player.pixel_y() as u16) < 0x500 {
                c.delete();
                return;
            }
            s.part = Part::Loading;
        }
        Part::Loading if c.subtype == 0 => {
            // `loc_2E7C2`, then on into `loc_2E80C`.
            (c.width_pixels, c.y_radius, c.explicit_height) = (0x80, 0x20, true);
            s.count = WALL_RUN as i16;
            s.part = Part::WallWaiting;
            wall_waiting(c, s, cx);
        }
        Part::WallWaiting => wall_waiting(c, s, cx),
        Part::WallRunning => {
            if s.count != 0 {
                s.count -= 1;
                c.x = c.x.wrapping_add(8 << 8);
            }
            let r = cx.world.game.random() as u16;
            let dx = i32::from(((r & 0xF) << 3) as i16 - 0x50);
            let _ = spray(cx, id, (c.pixel_x() + dx, c.pixel_y() + 0x18), r, (0x400, 0));
            if !c.on_screen {
                s.count = WALL_END;
                s.part = Part::Ending;
                return;
            }
            cx.mark_gone(c);
        }
        Part::GeyserWaiting => {
            let p = &*cx.world.player;
            let dx = (p.pixel_x() as u16).wrapping_add(0x30).wrapping_sub(c.pixel_x() as u16);
            let dy = (p.pixel_y() as u16).wrapping_add(0x40).wrapping_sub(c.pixel_y() as u16);
            if dx >= 0x60 || dy >= 0x10 {
                // `Delete_Sprite_If_Not_In_Range` (not drawn).
                if cx.out_of_range(c.pixel_x()) {
                    if let Some(i) = c.respawn {
                        cx.world.env.respawn.forget(i);
                    }
                    c.delete();
                }
                return;
            }
            c.mapping_frame = 1;
            both(cx, |p| p.object_control = 0x81);
            s.part = Part::Loading;
            // On into `loc_2EB76`: the art still queued, the players lifted.
            both(cx, |p| lift(p, 8));
        }
        Part::Loading => {
            // `loc_2EB8A`, then on into `loc_2EBC8`.
            (c.width_pixels, c.y_radius, c.explicit_height) = (0x20, 0x60, true);
            s.count = GEYSER_RISE as i16;
            s.part = Part::GeyserRising;
            geyser_rising(c, s, cx);
        }
        Part::GeyserRising => geyser_rising(c, s, cx),
        Part::Erupting => {
            if s.count != 0 {
                c.y_vel = ERUPT_SPEED;
                s.count -= 1;
                if s.count == 0 {
                    s.part = Part::Falling;
                    both(cx, |p| {
                        p.object_control = 0;
                        p.x_speed = 0;
                        p.y_speed = LAUNCH;
                        p.jumping = false;
                    });
                    c.y_vel = FALL_BACK;
                }
            }
            both(cx, |p| lift(p, 0xA));
            c.object_move();
            c.y_vel = c.y_vel.wrapping_add(GEYSER_GRAVITY);
            let r = cx.world.game.random() as u16;
            let above = (c.pixel_x(), c.pixel_y() - 0x50);
            let vx = ((r & 0xF) << 6) as i16;
            if spray(cx, id, (above.0 + 0x10, above.1), r, (vx, -0x700)) {
                let _ = spray(cx, id, (above.0 - 0x10, above.1), r, (-vx, -0x700));
            }
            cx.mark_gone(c);
        }
        Part::Falling => {
            if !c.on_screen {
                if let Some(i) = c.respawn {
                    cx.world.env.respawn.forget(i);
                }
                s.count = GEYSER_END;
                s.part = Part::Ending;
                return;
            }
            c.object_move();
            c.y_vel = c.y_vel.wrapping_add(GEYSER_GRAVITY);
            cx.mark_gone(c);
        }
        Part::Ending => {
            s.count -= 1;
            if s.count < 0 {
                c.delete();
            }
        }
        Part::Debris { sinking } => run_debris(c, s, sinking, cx),
        Part::Spray { landed } => run_spray(c, s, landed, cx),
        Part::Splash => {
            if !c.on_screen {
                c.delete();
                return;
            }
            animate_irregular(c);
            if c.routine != 0 {
                c.delete();
                return;
            }
            c.display();
        }
    }
}

/// `loc_2E80C`: player 1 $60 px past it starts the run and its debris.
fn wall_waiting(c: &mut Common, s: &mut HczWaterWall, cx: &mut ObjCtx) {
    let x = (cx.world.player.pixel_x() as u16).wrapping_sub(0x60);
    if x >= c.pixel_x() as u16 {
        s.part = Part::WallRunning;
        debris(cx, c.id, (c.pixel_x() + 0x60, c.pixel_y()), &WALL_DEBRIS);
    }
    cx.mark_gone(c);
}

/// `loc_2EBC8`: the rise with the players; at $28 the eruption.
fn geyser_rising(c: &mut Common, s: &mut HczWaterWall, cx: &mut ObjCtx) {
    if s.count != 0 {
        s.count -= 1;
        c.y = c.y.wrapping_sub(8 << 8);
    }
    both(cx, |p| lift(p, 8));
    if s.count as u16 > ERUPT {
        return;
    }
    both(cx, |p| p.pose = Pose::Hurt);
    s.part = Part::Erupting;
    debris(cx, c.id, (c.pixel_x(), c.pixel_y() - 0x80), &GEYSER_DEBRIS);
}

/// `sub_49AF4` (Hydrocity 2's end geyser, [`super::hcz_end_geyser`]): the geysers' 8 pieces of debris
/// (`byte_2EC7A`) from (`x`, `y`).
pub fn geyser_debris(cx: &mut ObjCtx, id: u8, at: (i32, i32)) {
    debris(cx, id, at, &GEYSER_DEBRIS);
}

/// `loc_2E9AA` / `loc_2EA38`.
fn run_debris(c: &mut Common, s: &mut HczWaterWall, sinking: bool, cx: &mut ObjCtx) {
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if (c.anim_frame_duration as i8) < 0 {
        c.anim_frame_duration = if sinking { 9 } else { 2 };
        c.mapping_frame = (c.mapping_frame + 1) & 7;
    }
    c.object_move();
    if sinking {
        c.y_vel = c.y_vel.wrapping_add(8);
        if c.on_screen {
            c.display();
        } else {
            c.delete();
        }
        return;
    }
    c.y_vel = c.y_vel.wrapping_add(0x38);
    let water = cx.world.env.water_level as u16;
    if water < c.pixel_y() as u16 {
        c.y_vel = 0;
        c.x_vel >>= 2;
        s.part = Part::Debris { sinking: true };
        let at = (c.pixel_x(), i32::from(water));
        let _ = spawn(cx, c.id, at, Part::Splash, |c| {
            c.anim = 8;
            c.width_pixels = 0x18;
        });
    }
    c.display();
}

/// `loc_2EA6E` / `loc_2EAAC`.
fn run_spray(c: &mut Common, s: &mut HczWaterWall, landed: bool, cx: &mut ObjCtx) {
    if !landed {
        c.object_move();
        c.y_vel = c.y_vel.wrapping_add(0x28);
        let water = cx.world.env.water_level as u16;
        if water < c.pixel_y() as u16 {
            crate::objects::runtime::object::set_pixel(&mut c.y, water);
            s.part = Part::Spray { landed: true };
            c.anim += 4;
        }
    }
    if !c.on_screen {
        c.delete();
        return;
    }
    animate_sprite(c, &SCRIPTS);
    if landed && c.routine != 0 {
        c.delete();
        return;
    }
    c.display();
}

/// `Animate_SpriteIrregularDelay` with `byte_30283` (its $FC: the next routine).
fn animate_irregular(c: &mut Common) {
    if c.anim != c.prev_anim {
        c.prev_anim = c.anim;
        c.anim_frame = 0;
        c.anim_frame_duration = 0;
    }
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if c.anim_frame_duration != 0xFF {
        return;
    }
    match SPLASH.get(usize::from(c.anim_frame)) {
        Some(&(frame, delay)) => {
            c.anim_frame_duration = delay;
            c.mapping_frame = frame;
            c.anim_frame += 1;
        }
        None => {
            c.routine = c.routine.wrapping_add(2);
            c.anim_frame_duration = 0;
            c.anim_frame += 1;
        }
    }
}

impl crate::objects::runtime::object::ObjKind for HczWaterWall {
    const READS_ON_SCREEN: bool = true;
    const MAY_MOVE_PLAYERS: bool = true;
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        match self.part {
            Part::Start | Part::Loading => "loading",
            Part::WallWaiting | Part::GeyserWaiting => "waiting",
            Part::WallRunning => "bursting",
            Part::GeyserRising => "rising",
            Part::Erupting => "erupting",
            Part::Falling => "falling back",
            Part::Ending => "ending",
            Part::Debris { .. } => "debris",
            Part::Spray { .. } => "spray",
            Part::Splash => "splash",
        }
    }

    fn name(&self) -> &'static str {
        "Water wall"
    }
}
