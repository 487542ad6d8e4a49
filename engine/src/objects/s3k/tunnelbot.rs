//! Tunnelbot, Marble Garden's drilling badnik (skdisasm s3.asm `Obj_Tunnelbot`: `Tunnelbot_Index`, its start
//! `loc_5626C` with `ObjDat_Tunnelbot` and `ChildObjDat_568EA`, the swing `loc_5628E`, the spin-up `loc_562BE`
//! with `byte_56931`, the drill up `loc_562E6` with `byte_56937`, the quake `loc_5631A` and its end `loc_56346`;
//! the drill arms `loc_565C2`/`loc_565D0`; the debris `sub_567FE`, `loc_565EC`; the hit flash `sub_5682E`;
//! `Swing_Setup1`, `Swing_UpAndDown`, `Animate_RawGetFaster`, `Animate_Raw`, `ObjCheckCeilingDist`,
//! `MoveDraw_SpriteTimed2`).
//!
//! It waits off screen (`Obj_WaitOffscreen`), then takes its $28-wide body: an enemy (touch $10) with −2 hits
//! (`collision_property`), so a curled player bounces off it (`Touch_Enemy`: his speeds turned round), its
//! touch off while it flashes $20 frames (`sub_5682E`, then $10 again); two drill arms $1C px either side and
//! $16 above (children, mirrored with it: `Refresh_ChildPositionAdjusted`) hurt (touch $9E) from their second
//! frame on and are never drawn. It bobs (`Swing_Setup1`: y speed $C0, ±$C0 by $10 a frame) until the nearer
//! player across is under $60 px away; then it spins up, still bobbing (`byte_56931`: frames 1, 2, 0 at
//! 5 frames each, one frame faster each round down to none, then 4 rounds more), and drills straight up
//! 1 px a frame until its top ($28 above it) meets the ceiling. There it quakes for $C0 frames (down 2 px and up
//! 1 px on alternate vertical interrupts; every 8th a piece of debris falls from the camera's top, $40 px left of
//! it plus a random $1FF across, at `MoveSprite_LightGravity` for $60 frames, harmless), then sets
//! `Level_trigger_array` + 8 and is gone the next frame. Out of range it lets its respawn entry go and is
//! deleted the next frame; its arms go with it (status bit 7). Not run: its defeat (254 hits) and the screen's
//! shake while it quakes (`Screen_shake_flag`, drawing only).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, NO_BALANCING, Obj, State, set_pixel};
use crate::objects::s3k::kinds::Sonic3k;
use crate::objects::s3k::poindexter::swing_up_and_down;

/// `ObjDat_Tunnelbot`: width $28, height $C; an enemy of touch size $10.
pub const WIDTH: u8 = 0x28;
pub const HEIGHT: u8 = 0x0C;
pub const COLLISION: u8 = 0x10;
/// `loc_5626C`: hits left (−2: for ever) and the `y_radius` the ceiling check reads.
pub const HITS: u8 = 0xFE;
pub const TOP: u8 = 0x28;
/// `Swing_Setup1`: the first y speed and the swing's top speed, and its step.
pub const SWING_MAX: i16 = 0xC0;
pub const SWING_STEP: i16 = 0x10;
/// `loc_5628E`: a player nearer across than this starts it.
pub const RANGE: u16 = 0x60;
/// `byte_56931`: the first delay, the rounds at no delay, the frames.
pub const SPIN_DELAY: u8 = 5;
pub const SPIN_ROUNDS: u8 = 4;
pub const SPIN_FRAMES: [u8; 3] = [0, 1, 2];
/// `loc_56300`: the quake's count (`$2E`, $BF to −1).
pub const QUAKE: i16 = 0xBF;
/// `loc_56346`: the `Level_trigger_array` entry it sets.
pub const TRIGGER: usize = 8;
/// `sub_5682E`: the flash after a hit.
pub const FLASH: u8 = 0x20;
/// `ChildObjDat_568EA`: the arms' offsets; `loc_565C2`: their touch (harmful, size $1E).
pub const ARMS: [(i8, i8); 2] = [(-0x1C, -0x16), (0x1C, -0x16)];
pub const ARM_COLLISION: u8 = 0x9E;
/// `sub_567FE`: the debris' start across the camera (−$40 + a random $1FF) and above it ($20).
pub const DEBRIS_LEFT: i32 = 0x40;
pub const DEBRIS_SPREAD: u32 = 0x1FF;
pub const DEBRIS_ABOVE: i32 = 0x20;
/// `ObjDat3_568C0`: the debris' $20 × $20; `loc_565EC`: its time (`$2E` $5F to −1).
pub const DEBRIS_SIZE: u8 = 0x20;
pub const DEBRIS_TIME: i16 = 0x5F;
/// `MoveSprite_LightGravity`.
pub const LIGHT_GRAVITY: i16 = 0x20;

/// Which of the Tunnelbot's objects a slot holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Part {
    /// `Obj_Tunnelbot`, from the layout.
    #[default]
    Body,
    /// `loc_565C2`: a drill arm.
    Arm,
    /// `loc_565EC`: a piece of debris.
    Debris,
}

/// The Tunnelbot's fields, for each of its parts.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Tunnelbot {
    pub part: Part,
    /// `Obj_WaitOffscreen` is over (the body); the arm's touch is on (its second frame on).
    pub awake: bool,
    /// `$38` bit 0: the swing heads down.
    pub swing_down: bool,
    /// `$38` bit 5 (`Animate_RawGetFaster` started), its delay (`$2E`) and rounds at no delay (`$2F`).
    pub spinning: bool,
    pub delay: u8,
    pub rounds: u8,
    /// `$2E`: the quake's count, the debris' time.
    pub wait: i16,
    /// `$20`: the hit flash's count.
    pub flash: u8,
    /// `parent3` (the arms' body) and `child_dx`, `child_dy`.
    pub parent: u8,
    pub dx: i8,
    pub dy: i8,
    /// Deleted the next time it runs (`Go_Delete_Sprite`, `loc_5371C`).
    pub dying: bool,
}

pub fn run(c: &mut Common, s: &mut Tunnelbot, cx: &mut ObjCtx) {
    if s.dying {
        c.delete();
        return;
    }
    match s.part {
        Part::Body => body(c, s, cx),
        Part::Arm => arm(c, s, cx),
        Part::Debris => debris(c, s, cx),
    }
}

fn body(c: &mut Common, s: &mut Tunnelbot, cx: &mut ObjCtx) {
    if super::wait_offscreen(c, &mut s.awake, cx) {
        return;
    }
    match c.routine {
        0 => {
            // `loc_5626C`.
            c.routine = 2;
            (c.width_pixels, c.y_radius, c.explicit_height, c.mapping_frame) = (WIDTH, HEIGHT, true, 0);
            c.collision_flags = COLLISION;
            c.collision_property = HITS;
            c.y_vel = SWING_MAX;
            s.swing_down = false;
            make_arms(c, cx);
        }
        2 => {
            swing(c, s);
            let near = super::spiker::find_sonic_tails(c.pixel_x(), cx.world.player, cx.world.sidekick.as_deref()).1;
            if near < RANGE {
                c.routine = 4;
            }
        }
        4 => {
            swing(c, s);
            if spin_up(c, s) {
                // `loc_562CE`: `Animate_Raw` on `byte_56937` from where the spin-up left it.
                c.routine = 6;
            }
        }
        6 => {
            drill_frame(c);
            c.y = c.y.wrapping_sub(0x100);
            if ceiling(c, cx) < 0 {
                // `loc_56300` (`st Screen_shake_flag`: drawing only).
                c.routine = 8;
                s.wait = QUAKE;
            }
        }
        _ => {
            // `loc_5631A`.
            drill_frame(c);
            let vint = crate::objects::s2::lost_rings::vint_runcount(cx.world.game) as u8;
            c.y = c.y.wrapping_add(if vint & 1 == 0 { -0x200 } else { 0x100 });
            if vint & 7 == 0 {
                drop_debris(cx);
            }
            s.wait -= 1;
            if s.wait < 0 {
                // `loc_56346`: still touched and drawn this frame.
                cx.world.game.switches[TRIGGER] = 0xFF;
                s.dying = true;
                c.status |= NO_BALANCING;
            }
        }
    }
    hit_flash(c, s);
    // `Sprite_CheckDeleteTouch` (`loc_5371C` out of range).
    if cx.out_of_range(c.pixel_x()) {
        if let Some(i) = c.respawn {
            cx.world.env.respawn.forget(i);
        }
        s.dying = true;
        c.status |= NO_BALANCING;
        c.collision_flags = 0;
        return;
    }
    c.display();
}

/// `Swing_UpAndDown` with `Swing_Setup1`'s $C0 and $10, then `MoveSprite2`.
fn swing(c: &mut Common, s: &mut Tunnelbot) {
    c.y_vel = swing_up_and_down(c.y_vel, SWING_STEP, SWING_MAX, &mut s.swing_down);
    c.object_move();
}

/// `Animate_RawGetFaster` on `byte_56931`: frames 1, 2, 0 at the delay, one frame less each round down to
/// none, then [`SPIN_ROUNDS`] rounds more; true when those end (`$34`: `loc_562CE`).
pub fn spin_up(c: &mut Common, s: &mut Tunnelbot) -> bool {
    if !s.spinning {
        s.spinning = true;
        s.delay = SPIN_DELAY;
        s.rounds = 0;
    }
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if (c.anim_frame_duration as i8) >= 0 {
        return false;
    }
    let next = c.anim_frame.wrapping_add(1);
    if let Some(&frame) = SPIN_FRAMES.get(usize::from(next)) {
        (c.anim_frame, c.mapping_frame, c.anim_frame_duration) = (next, frame, s.delay);
        return false;
    }
    // $FC: round again from the first frame.
    (c.anim_frame, c.mapping_frame) = (0, SPIN_FRAMES[0]);
    if s.delay != 0 {
        s.delay -= 1;
        c.anim_frame_duration = s.delay;
        return false;
    }
    c.anim_frame_duration = 0;
    s.rounds += 1;
    if s.rounds < SPIN_ROUNDS {
        return false;
    }
    s.spinning = false;
    s.rounds = 0;
    true
}

/// `Animate_Raw` on `byte_56937`: frames 0, 1, 2, a new one every frame.
fn drill_frame(c: &mut Common) {
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if (c.anim_frame_duration as i8) >= 0 {
        return;
    }
    c.anim_frame = c.anim_frame.wrapping_add(1);
    c.anim_frame_duration = 0;
    match SPIN_FRAMES.get(usize::from(c.anim_frame)) {
        Some(&f) => c.mapping_frame = f,
        None => {
            (c.anim_frame, c.mapping_frame) = (0, SPIN_FRAMES[0]);
        }
    }
}

/// `ObjCheckCeilingDist` from its top ($28 above it: `y_radius`, which the drawing's height does not use here).
fn ceiling(c: &mut Common, cx: &ObjCtx) -> i32 {
    let height = c.y_radius;
    c.y_radius = TOP;
    let d = crate::objects::runtime::ground::ceiling_distance(c, cx);
    c.y_radius = height;
    d
}

/// `sub_5682E`: a hit took its touch (`Touch_Enemy`: `collision_flags` 0, a hit less); it flashes $20 frames
/// and takes it back.
fn hit_flash(c: &mut Common, s: &mut Tunnelbot) {
    if c.collision_flags != 0 || c.collision_property == 0 {
        return;
    }
    if s.flash == 0 {
        s.flash = FLASH;
    }
    s.flash -= 1;
    if s.flash == 0 {
        c.collision_flags = COLLISION;
    }
}

/// `CreateChild1_Normal` with `ChildObjDat_568EA`: the two arms in the free slots after the body.
fn make_arms(c: &Common, cx: &mut ObjCtx) {
    let parent = cx.current() as u8;
    for (i, &(dx, dy)) in ARMS.iter().enumerate() {
        let mut arm = Common::new(c.id, (2 * i) as u8, 0, 0, false, false);
        set_pixel(&mut arm.x, (c.pixel_x() + i32::from(dx)) as u16);
        set_pixel(&mut arm.y, (c.pixel_y() + i32::from(dy)) as u16);
        let state = Tunnelbot { part: Part::Arm, parent, dx, dy, ..Default::default() };
        if cx.spawn_after(Obj { common: arm, state: State::Sonic3k(Sonic3k::Tunnelbot(state)) }).is_none() {
            break;
        }
    }
}

/// `loc_565C2`, `loc_565D0`: an arm; its touch is listed from its second frame; gone at once with its body
/// (`Delete_Current_Sprite`).
fn arm(c: &mut Common, s: &mut Tunnelbot, cx: &mut ObjCtx) {
    let body = cx.slots.get(usize::from(s.parent)).map(|o| o.common.clone());
    let Some(p) = body.filter(|p| p.status & NO_BALANCING == 0) else {
        c.delete();
        return;
    };
    if !s.awake {
        // `loc_565C2`: its touch set, not listed this frame.
        s.awake = true;
        return;
    }
    c.collision_flags = ARM_COLLISION;
    // `Refresh_ChildPositionAdjusted`.
    let dx = if p.x_flip { -i32::from(s.dx) } else { i32::from(s.dx) };
    let dy = if p.y_flip { -i32::from(s.dy) } else { i32::from(s.dy) };
    (c.x_flip, c.y_flip) = (p.x_flip, p.y_flip);
    set_pixel(&mut c.x, (p.pixel_x() + dx) as u16);
    set_pixel(&mut c.y, (p.pixel_y() + dy) as u16);
}

/// `sub_567FE`: a piece of debris in the first free slot after the body, across the camera's top.
fn drop_debris(cx: &mut ObjCtx) {
    let piece = Common::new(super::id::SONIC3K, 0, 0, 0, false, false);
    let state = Tunnelbot { part: Part::Debris, ..Default::default() };
    let Some(i) = cx.spawn_after(Obj { common: piece, state: State::Sonic3k(Sonic3k::Tunnelbot(state)) }) else {
        return;
    };
    let across = cx.world.game.random() & DEBRIS_SPREAD;
    let (x, y) = (cx.world.env.camera.x - DEBRIS_LEFT + across as i32, cx.world.env.camera.y - DEBRIS_ABOVE);
    if let Some(o) = cx.slots.get_mut(i) {
        set_pixel(&mut o.common.x, x as u16);
        set_pixel(&mut o.common.y, y as u16);
    }
}

/// `loc_565EC`, `MoveDraw_SpriteTimed2`: a piece of debris falls for $60 frames.
fn debris(c: &mut Common, s: &mut Tunnelbot, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        (c.width_pixels, c.y_radius, c.explicit_height) = (DEBRIS_SIZE, DEBRIS_SIZE, true);
        c.mapping_frame = (cx.world.game.random() & 3) as u8;
        s.wait = DEBRIS_TIME;
        c.display();
        return;
    }
    s.wait -= 1;
    if s.wait < 0 {
        s.dying = true;
        c.status |= NO_BALANCING;
        return;
    }
    c.object_move();
    c.y_vel = c.y_vel.wrapping_add(LIGHT_GRAVITY);
    c.display();
}

impl crate::objects::runtime::object::ObjKind for Tunnelbot {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    /// The debris bounces off shields (`bset #3,shield_reaction(a0)`).
    fn shield_reaction(&self, _c: &Common) -> u8 {
        if self.part == Part::Debris { crate::player::moves::reaction::BOUNCE } else { 0 }
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match (self.part, self.awake, c.routine) {
            (Part::Body, false, _) => "waiting off screen",
            (Part::Body, _, 2) => "bobbing",
            (Part::Body, _, 4) => "spinning up",
            (Part::Body, _, 6) => "drilling up",
            (Part::Body, _, _) => "quaking",
            (Part::Arm, _, _) => "drill arm",
            (Part::Debris, _, _) => "debris",
        }
    }

    fn name(&self) -> &'static str {
        match self.part {
            Part::Body => "Tunnelbot",
            Part::Arm => "Tunnelbot arm",
            Part::Debris => "Tunnelbot debris",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `Animate_RawGetFaster` on `byte_56931` from a fresh timer: frames 1 and 2 for 6 frames each (delay 5),
    /// then rounds of 0, 1, 2 at delays 4, 3, 2, 1 (5, 4, 3, 2 frames each), then rounds at no delay: the end
    /// of the fourth of those, on the 67th frame, calls `loc_562CE`.
    #[test]
    fn the_spin_up_gets_faster() {
        let mut c = Common::default();
        let mut s = Tunnelbot::default();
        let mut shown = Vec::new();
        while !spin_up(&mut c, &mut s) {
            shown.push(c.mapping_frame);
            assert!(shown.len() < 1000);
        }
        assert_eq!(shown.len() + 1, 67);
        assert_eq!(shown[..13], [1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 0]);
        assert_eq!(shown[12..27], [[0; 5], [1; 5], [2; 5]].concat()[..]);
        assert_eq!(shown[48..], [0, 0, 1, 1, 2, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2]);
        assert_eq!((c.mapping_frame, s.spinning), (0, false));
    }

    /// `Swing_Setup1`: from $C0 the y speed falls $10 a frame to −$C0, then turns.
    #[test]
    fn it_bobs_by_c0() {
        let mut c = Common { y_vel: SWING_MAX, ..Default::default() };
        let mut s = Tunnelbot::default();
        let speeds: Vec<i16> = (0..26)
            .map(|_| {
                swing(&mut c, &mut s);
                c.y_vel
            })
            .collect();
        assert_eq!(speeds[0], 0xB0);
        assert_eq!(speeds[22], -0xB0);
        assert_eq!(speeds[23], -0xB0);
        assert_eq!(speeds[24], -0xA0);
        assert!(s.swing_down);
    }
}
