//! Blastoid, Hydrocity 1's wall turret (skdisasm s3.asm `Obj_Blastoid`, `loc_55748`–`loc_5579E`, `sub_557A6`;
//! its shot `ChildObjDat_557DE` → `loc_54B46`, `Move_AnimateRaw`, `Sprite_CheckDeleteTouchXY`).
//!
//! It waits off screen (`Obj_WaitOffscreen`: the frame it is first seen only ends the wait), then watches:
//! once the nearer player is less than $80 px away across (`Find_SonicTails`), it runs its volley script
//! (`byte_557F6`: frame 1 for 5 frames, 0 for 10, 1, 0, 1, then 0 for $40; at the end it watches again), and
//! each time frame 1 comes up on screen it fires a shot from $14 px in front of it and 7 up, at (−$200, −$100)
//! (mirrored when x-flipped): three shots a volley, the first on the frame it sees the player. The shot (touch
//! $98, harmful; bounces off shields) flies straight and is deleted $80 px off the camera's rows or out of
//! range. Blastoid itself only has a special touch ($D7): any touch destroys it (`Check_PlayerCollision`,
//! `EnemyDefeat_Score`) and sets `Level_trigger_array` + its subtype's low nibble (the level's switches,
//! [`crate::objects::runtime::game::GameState::switches`]). It unloads out of range (`Sprite_CheckDeleteTouch`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::s3k::kinds::Sonic3k;

/// `ObjDat_Blastoid`: special touch, size $17.
pub const COLLISION: u8 = 0xD7;
/// `ObjDat3_557D2`: the shot hurts, size $18.
pub const SHOT_COLLISION: u8 = 0x98;
/// `loc_55750`: the range across.
pub const RANGE: u16 = 0x80;
/// `byte_557F6`: (frame, delay) pairs, then $F4 (the end: `loc_5579E`).
pub const VOLLEY: [(u8, u8); 7] = [(0, 0x7F), (1, 4), (0, 9), (1, 4), (0, 9), (1, 4), (0, 0x3F)];
/// `ChildObjDat_557DE`: the shot's offset and speeds (facing left).
pub const SHOT_OFFSET: (i16, i16) = (-0x14, -7);
pub const SHOT_SPEED: (i16, i16) = (-0x200, -0x100);

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Blastoid {
    /// `Obj_WaitOffscreen` is over.
    pub awake: bool,
    /// A shot (`loc_54B46`), not the turret.
    pub shot: bool,
}

/// `Animate_RawMultiDelay` on [`VOLLEY`]: 1 when the frame changed, −1 at the script's end, else 0.
fn animate_volley(c: &mut Common) -> i8 {
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if (c.anim_frame_duration as i8) >= 0 {
        return 0;
    }
    c.anim_frame = c.anim_frame.wrapping_add(2);
    match VOLLEY.get(usize::from(c.anim_frame / 2)) {
        Some(&(frame, delay)) => {
            c.mapping_frame = frame;
            c.anim_frame_duration = delay;
            1
        }
        None => {
            // $F4: `loc_52DF6` — the timer cleared, `loc_5579E` (watch again), the script from its start.
            c.anim_frame_duration = 0;
            c.routine = 2;
            c.anim_frame = 0;
            -1
        }
    }
}

fn run_shot(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        // `loc_54B46`, then on into `loc_54B5A` the same frame.
        c.routine = 2;
        c.width_pixels = 4;
        c.mapping_frame = 2;
        c.collision_flags = SHOT_COLLISION;
    }
    c.object_move();
    // `byte_55805`: frames 2 and 3 in turn, every frame.
    c.mapping_frame ^= 1;
    // `Sprite_CheckDeleteTouchXY`.
    let camera_y = cx.world.env.camera.y as u16;
    let off_rows = (c.pixel_y() as u16).wrapping_sub(camera_y).wrapping_add(0x80) > 0x200;
    if off_rows || cx.out_of_range(c.pixel_x()) {
        c.collision_flags = 0;
        c.delete();
    }
}

pub fn run(c: &mut Common, s: &mut Blastoid, cx: &mut ObjCtx) -> Option<State> {
    if s.shot {
        run_shot(c, cx);
        return None;
    }
    if super::wait_offscreen(c, &mut s.awake, cx) {
        return None;
    }
    match c.routine {
        0 => {
            c.routine = 2;
            c.width_pixels = 0x14;
            c.collision_flags = COLLISION;
        }
        2 => {
            // `Find_SonicTails`: the nearer player across (player 2's x is 0 without him).
            let x = c.pixel_x() as u16;
            let distance = |px: i32| {
                let d = x.wrapping_sub(px as u16) as i16;
                d.unsigned_abs()
            };
            let p1 = distance(cx.world.player.pixel_x());
            let p2 = distance(cx.world.sidekick.as_deref().map_or(0, |p| p.pixel_x()));
            if p1.min(p2) < RANGE {
                c.routine = 4;
            }
        }
        _ => {
            if animate_volley(c) == 1 && c.mapping_frame == 1 && c.on_screen {
                let flip = |v: i16| if c.x_flip { -v } else { v };
                let mut shot = Common::new(c.id, 0, 0, 0, false, false);
                // A cleared slot: whole pixels.
                shot.x = (c.pixel_x() + i32::from(flip(SHOT_OFFSET.0))) << 8;
                shot.y = (c.pixel_y() + i32::from(SHOT_OFFSET.1)) << 8;
                shot.x_vel = flip(SHOT_SPEED.0);
                shot.y_vel = SHOT_SPEED.1;
                let _ = cx.spawn_after(Obj {
                    common: shot,
                    state: State::Sonic3k(Sonic3k::Blastoid(Blastoid { awake: true, shot: true })),
                });
            }
        }
    }
    // `sub_557A6`: `Check_PlayerCollision`.
    if c.collision_property != 0 {
        c.collision_property = 0;
        let switch = usize::from(c.subtype & 0xF);
        cx.world.game.switches[switch] = 0xFF;
        return Some(defeat(c, cx));
    }
    cx.mark_gone(c);
    None
}

/// `EnemyDefeat_Score` (player 1's bounce; Sonic 3 changes the badnik's own speed otherwise).
fn defeat(c: &mut Common, cx: &mut ObjCtx) -> State {
    let game = &mut *cx.world.game;
    let chain = game.chain_bonus.min(6);
    game.chain_bonus = game.chain_bonus.wrapping_add(2);
    game.score += if game.chain_bonus >= 0x20 { 10000 } else { [100, 200, 500, 1000][usize::from(chain / 2)] };
    let player = &mut *cx.world.player;
    if player.y_speed >= 0 && (player.pixel_y() as u16) < c.pixel_y() as u16 {
        player.y_speed = player.y_speed.wrapping_neg();
    }
    c.id = crate::objects::s2::id::EXPLOSION;
    c.routine = 0;
    c.collision_flags = 0;
    State::Explosion(Default::default())
}

impl crate::objects::runtime::object::ObjKind for Blastoid {
    const MAY_MOVE_PLAYERS: bool = false;
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx)
    }

    /// The shot bounces off shields (`bset #3,shield_reaction(a0)`).
    fn shield_reaction(&self, _c: &Common) -> u8 {
        if self.shot { 8 } else { 0 }
    }

    fn state_name(&self, c: &Common) -> &'static str {
        if self.shot {
            "shot"
        } else if !self.awake {
            "waiting"
        } else if c.routine == 4 {
            "firing"
        } else {
            "watching"
        }
    }

    fn name(&self) -> &'static str {
        "Blastoid"
    }
}
