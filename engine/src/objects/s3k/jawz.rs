//! Jawz, Hydrocity 2's torpedo shark (skdisasm s3.asm `Obj_Jawz`, `loc_556CA`, `loc_556E4`; its blast
//! `ChildObjDat_49BF4` → `loc_49586`, `loc_495AC`; `EnemyDefeat_Score`).
//!
//! It waits off screen (`Obj_WaitOffscreen`: the frame it is first seen only ends the wait), then swims at
//! $200 towards the side the player is on (`Set_VelocityXTrackSonic`), for ever. Its touch is special ($D7:
//! size $17, `collision_property` set by the touch): touched by a player rolling (animation 2) or charging a
//! spin dash (9) it is destroyed as a badnik is (`EnemyDefeat_Score`: the chain bonus, an explosion; a player
//! falling onto it from above bounces: Y Speed negated — rising or below, Sonic 3 changes the Jawz's own
//! speed, not his); touched otherwise it blows up: a blast in the next free slot after it (`loc_49586`: touch
//! $8B, harmful, on its first frame and while its `Animate_Raw` script `byte_49D4A` shows frames 0–2: 25
//! frames; gone after 41) and the Jawz is deleted. It unloads out of range (`Sprite_CheckDeleteTouch`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::s3k::kinds::Sonic3k;
use crate::player::Pose;

/// `ObjDat_Jawz`: special touch, size $17.
pub const COLLISION: u8 = 0xD7;
/// `ObjDat3_49BA8`: the blast hurts, size $B.
pub const BLAST_COLLISION: u8 = 0x8B;
/// `move.w #-$200,d4`.
pub const SPEED: i16 = 0x200;
/// `byte_49D4A`: delay 7, then the frames (the first is never shown by the script: the set-up's frame 0).
const BLAST_SCRIPT: [u8; 6] = [0, 0, 1, 2, 3, 4];
const BLAST_DELAY: u8 = 7;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Jawz {
    /// `Obj_WaitOffscreen` is over.
    pub awake: bool,
    /// The blast it leaves (`loc_49586`), not the Jawz.
    pub blast: bool,
}

fn run_blast(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        // `loc_49586`: touch on its first frame (`Draw_And_Touch_Sprite`).
        c.routine = 2;
        c.width_pixels = 0xC;
        c.collision_flags = BLAST_COLLISION;
        return;
    }
    // `Animate_Raw`.
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if (c.anim_frame_duration as i8) < 0 {
        c.anim_frame += 1;
        match BLAST_SCRIPT.get(usize::from(c.anim_frame)) {
            Some(&frame) => {
                c.anim_frame_duration = BLAST_DELAY;
                c.mapping_frame = frame;
            }
            None => {
                // $F4: `Go_Delete_Sprite`.
                c.collision_flags = 0;
                c.delete();
                return;
            }
        }
    }
    c.collision_flags = if c.mapping_frame < 3 { BLAST_COLLISION } else { 0 };
    let _ = cx;
}

/// `EnemyDefeat_Score` by player 1 or the sidekick; the Jawz becomes an explosion.
pub(crate) fn defeat(c: &mut Common, cx: &mut ObjCtx, sidekick: bool) -> State {
    let game = &mut *cx.world.game;
    let chain = game.chain_bonus.min(6);
    game.chain_bonus = game.chain_bonus.wrapping_add(2);
    game.score += if game.chain_bonus >= 0x20 { 10000 } else { [100, 200, 500, 1000][usize::from(chain / 2)] };
    let enemy_y = c.pixel_y() as u16;
    let player = match cx.world.sidekick.as_deref_mut() {
        Some(p2) if sidekick => p2,
        _ => &mut *cx.world.player,
    };
    if player.y_speed >= 0 {
        if (player.pixel_y() as u16) < enemy_y {
            player.y_speed = player.y_speed.wrapping_neg();
        } else {
            c.y_vel = c.y_vel.wrapping_sub(0x100);
        }
    } else {
        c.y_vel = c.y_vel.wrapping_add(0x100);
    }
    c.id = crate::objects::s2::id::EXPLOSION;
    c.routine = 0;
    c.collision_flags = 0;
    c.collision_property = 0;
    State::Explosion(Default::default())
}

pub fn run(c: &mut Common, s: &mut Jawz, cx: &mut ObjCtx) -> Option<State> {
    if s.blast {
        run_blast(c, cx);
        return None;
    }
    if super::wait_offscreen(c, &mut s.awake, cx) {
        return None;
    }
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x1C;
        c.collision_flags = COLLISION;
        c.x_flip = (c.pixel_x() as i16).wrapping_sub(cx.world.player.pixel_x() as i16) < 0;
        c.x_vel = if c.x_flip { SPEED } else { -SPEED };
        return None;
    }
    // `loc_556CA`.
    c.object_move();
    // `byte_55722`: frames 1 and 0 in turn, every frame.
    c.mapping_frame ^= 1;
    let touched = c.collision_property;
    if touched == 0 {
        cx.mark_gone(c);
        return None;
    }
    // `word_55710`: 1 player 1, 2 the sidekick, 3 player 1.
    let sidekick = touched == 2;
    let pose = match cx.world.sidekick.as_deref() {
        Some(p2) if sidekick => p2.pose,
        _ => cx.world.player.pose,
    };
    if matches!(pose, Pose::Roll | Pose::Spindash) {
        return Some(defeat(c, cx, sidekick));
    }
    let mut blast = Common::new(c.id, 0, 0, 0, c.x_flip, false);
    blast.x = c.x & !0xFF;
    blast.y = c.y & !0xFF;
    let _ =
        cx.spawn_after(Obj { common: blast, state: State::Sonic3k(Sonic3k::Jawz(Jawz { awake: true, blast: true })) });
    c.collision_flags = 0;
    c.delete();
    None
}

impl crate::objects::runtime::object::ObjKind for Jawz {
    const MAY_MOVE_PLAYERS: bool = false;
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx)
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        if self.blast {
            "blast"
        } else if self.awake {
            "swimming"
        } else {
            "waiting"
        }
    }

    fn name(&self) -> &'static str {
        "Jawz"
    }
}
