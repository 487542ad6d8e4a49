//! Spring Yard Zone's boss, Eggman's ship with the spike that lifts the floor's blocks (s1disasm `_incObj/75 Boss -
//! Spring Yard.asm`: `BossSpringYard_Main`, `BossSpringYard_ShipMain` and its steps `loc_191CC` … `loc_194F2`,
//! `BossSpringYard_FindBlocks`, the face, flame and `BossSpringYard_SpikeMain`; `_incObj/76 SYZ Boss Blocks.asm`:
//! `BossBlock_Main`, `BossBlock_Action`, `BossBlock_Break`; `BossMove`, `BossDefeated` in `sonic.asm`; `boss_syz_x`,
//! `boss_syz_y`, `boss_syz_end` in `Constants.asm`).
//!
//! Act 3's level events ([`crate::objects::runtime::level_events`]) load the blocks ([`BossBlock`]) from camera x
//! `boss_syz_x` − $140 and the ship from `boss_syz_x`. The blocks are ten 32 px solid blocks in a row at y $582 from
//! x `boss_syz_x` + $10, each with its column (0–9) as subtype. The ship places itself at (`boss_syz_x` + $1B0,
//! `boss_syz_y` + $E) = ($2DB0, $4DA), puts its face, flame and spike in the next free slots, keeps its position as a
//! 16.16 origin and takes the hitbox $0F with 8 hits. Every frame it notes its column (x − `boss_syz_x`) / 32.
//!
//! - It flies in left at 1 px a frame, bobbing (Y Speed `CalcSine`(an angle going up 2 a frame) / 4), until its
//!   origin is left of x `boss_syz_x` + $138;
//! - then it sways left and right at $140 between x `boss_syz_x` + 8 and + $138 (turning at the ends), bobbing,
//!   and when it is over the centre of the player's column ($1E–$1F px into a column counted from + $10) it snaps
//!   to that column's centre, finds the column's block (`BossSpringYard_FindBlocks`) and stops to lift it:
//! - down at 1.5 px a frame to y `boss_syz_y` + $8A; with a block there it grabs it (the block follows it $2C px
//!   below) and waits $32 frames (shaking 2 px down its last $1F frames), otherwise it waits 0; it then goes up from
//!   Y Speed −$800 (−$400 without a block), braking by $C a frame down to −$40, until y `boss_syz_y` + $E (− $18
//!   with a block); there it waits $2D frames (8 without), drifting back to `boss_syz_y` + $E (2 px a frame with a
//!   block, 1 without), drops the block (which breaks) when the wait runs out and $1E frames later sways again, and
//!   lifts nothing until it has turned at an end.
//!
//! The spike under the ship comes out 7 a frame (up to $9A, drawn a quarter of that below the ship) while it goes
//! down and goes back in 5 a frame whenever it is not lifting; it hurts ($84) while the ship is hittable and
//! carries nothing.
//!
//! A hit (the hitbox cleared) makes it flash for $20 frames; the 8th scores 1000 and starts the defeat: $B4 frames
//! of explosions (a block it carries breaks: its ship has no hits left), then it faces right, the boss counts as
//! beaten (`v_bossstatus` 1), it rises ($1F frames slowing by 8, $A still) and flies off at 4 px right, 1/4 px up
//! (then bobbing: it moves twice a frame) while the right limit opens 2 px a frame up to `boss_syz_end` ($2D40);
//! there, off screen, it is deleted. The face is deleted with the ship, the flame and the spike off screen once it
//! flies off.
//!
//! A dropped block breaks into four 16 px pieces (itself and three in the next free slots) thrown at (∓$180,
//! −$200) and (∓$100, −$100), falling ($38) until off screen. Not modelled: the animations (Eggman's expressions,
//! the flame's flicker), sounds, music, the art.

use super::boss::boss_move;
use super::{Sonic1, ghz_boss::boss_defeated};
use crate::math::{px, set_px, sin};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, NO_BALANCING, Obj, State};
use crate::objects::runtime::solid::{SolidBox, solid_object_s1};
use crate::objects::s2::boss_hit::{FlashColour, hit_flash};

pub use crate::objects::runtime::level_events::{BOSS_SYZ_X, BOSS_SYZ_Y};
/// `boss_syz_end`: the right limit once it flies off.
pub const BOSS_SYZ_END: u16 = BOSS_SYZ_X + 0x140;
/// Where it places itself.
pub const START_X: i16 = BOSS_SYZ_X as i16 + 0x1B0;
pub const START_Y: i16 = BOSS_SYZ_Y as i16 + 0xE;
/// The arrival's end, the sway's ends, the lift's bottom.
pub const ARRIVE_X: i16 = BOSS_SYZ_X as i16 + 0x138;
pub const LEFT_X: i16 = BOSS_SYZ_X as i16 + 8;
pub const RIGHT_X: i16 = BOSS_SYZ_X as i16 + 0x138;
pub const LIFT_Y: i16 = BOSS_SYZ_Y as i16 + 0x8A;
/// The hitbox, hits, flash frames; the score and the defeat's frames.
pub const COLLISION: u8 = 0x0F;
pub const HITS: u8 = 8;
pub const FLASH_FRAMES: u8 = 0x20;
pub const DEFEAT_POINTS: u32 = 1000;
pub const DEFEAT_FRAMES: i16 = 0xB4;
/// The sway's speed; the lift's speeds.
pub const SWAY_VEL: i16 = 0x140;
pub const DOWN_VEL: i16 = 0x180;
pub const UP_VEL: i16 = -0x800;
/// The spike's hitbox (harmful, size 4), how far out it comes, its steps out and in.
pub const SPIKE_COLLISION: u8 = 0x84;
pub const SPIKE_MAX: i16 = 0x94;
/// The blocks: how many, their y, the first's x.
pub const BLOCKS: u16 = 10;
pub const BLOCK_Y: i16 = 0x582;
pub const BLOCK_X: i16 = BOSS_SYZ_X as i16 + 0x10;
/// `BossBlock_FragSpeed`, `BossBlock_FragPos` (the first piece is the block moved by the first offset; each other
/// piece is the first moved by its offset).
pub const FRAG_SPEEDS: [(i16, i16); 4] = [(-0x180, -0x200), (0x180, -0x200), (-0x100, -0x100), (0x100, -0x100)];
pub const FRAG_OFFSETS: [(i16, i16); 4] = [(-8, -8), (0x10, 0), (0, 0x10), (0x10, 0x10)];
/// The slots `BossSpringYard_FindBlocks` looks at: game slots 1 to $3F (its "half of object RAM"), of which the
/// dynamic ones are the first $20.
pub const SCANNED_SLOTS: usize = 0x20;

/// `BossSpringYard_Index`: which piece.
pub mod routine {
    pub const MAIN: u8 = 0;
    pub const SHIP: u8 = 2;
    pub const FACE: u8 = 4;
    pub const FLAME: u8 = 6;
    pub const SPIKE: u8 = 8;
}

/// `BossSpringYard_ShipIndex`: the ship's steps.
pub mod step {
    pub const ARRIVE: u8 = 0;
    pub const SWAY: u8 = 2;
    pub const LIFT: u8 = 4;
    pub const DEFEATED: u8 = 6;
    pub const FLOAT: u8 = 8;
    pub const ESCAPE: u8 = 0xA;
}

/// `off_192FA`: the lift's moves (`obSubtype`).
pub mod lift {
    pub const DOWN: u8 = 0;
    pub const GRAB: u8 = 2;
    pub const UP: u8 = 4;
    pub const DROP: u8 = 6;
}

/// One piece of the boss: the ship, its face, its flame or its spike.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SyzBoss {
    /// `objoff_34`: the ship's slot (the other pieces').
    pub parent: Option<usize>,
    /// `objoff_30`, `objoff_38`: the ship's origin, 16.16.
    pub origin_x: i32,
    pub origin_y: i32,
    /// `objoff_3C`: the ship's countdown (the lift's waits, the defeat, the rise); the spike's reach.
    pub timer: i16,
    /// `objoff_34` (the ship's byte): its column, (x − `boss_syz_x`) / 32.
    pub column: u8,
    /// `objoff_36`: the block it lifts.
    pub block: Option<usize>,
    /// `objoff_29`: −1 while it holds a block.
    pub carrying: bool,
    /// `objoff_3D`: −1 after a lift until it turns at an end (no lift meanwhile).
    pub no_lift: u8,
    /// `objoff_3E`: the flash; `objoff_3F`: the bob's angle.
    pub flash: u8,
    pub bob: u8,
    pub flash_colour: FlashColour,
}

impl super::boss::BossOrigin for SyzBoss {
    fn origin(&mut self) -> (&mut i32, &mut i32) {
        (&mut self.origin_x, &mut self.origin_y)
    }
}

impl SyzBoss {
    pub fn origin_px(&self) -> (i16, i16) {
        ((self.origin_x >> 16) as i16, (self.origin_y >> 16) as i16)
    }

    fn set_origin_x(&mut self, x: i16) {
        self.origin_x = (i32::from(x) << 16) | (self.origin_x & 0xFFFF);
    }

    fn set_origin_y(&mut self, y: i16) {
        self.origin_y = (i32::from(y) << 16) | (self.origin_y & 0xFFFF);
    }
}

/// The ship as the level events load it (routine 0; it places itself).
pub fn spawned() -> Obj {
    let common = Common::new(super::id::SONIC1, 0, 0, 0, false, false);
    Obj { common, state: State::Sonic1(Sonic1::SyzBoss(SyzBoss::default())) }
}

/// The blocks as the level events load them (routine 0 makes the row).
pub fn blocks_spawned() -> Obj {
    let common = Common::new(super::id::SONIC1, 0, 0, 0, false, false);
    Obj { common, state: State::Sonic1(Sonic1::BossBlock(BossBlock::default())) }
}

/// `BossSpringYard`.
pub fn run(c: &mut Common, s: &mut SyzBoss, cx: &mut ObjCtx) {
    match c.routine {
        routine::MAIN => {
            init(c, s, cx);
            ship(c, s, cx);
        }
        routine::SHIP => ship(c, s, cx),
        routine::SPIKE => spike(c, s, cx),
        _ => follower(c, s, cx),
    }
}

/// `BossSpringYard_Main`: the position, origin, hitbox and hits; the face, flame and spike in the next free slots
/// (the first failure stops).
fn init(c: &mut Common, s: &mut SyzBoss, cx: &mut ObjCtx) {
    set_px(&mut c.x, START_X);
    set_px(&mut c.y, START_Y);
    s.origin_x = i32::from(START_X) << 16;
    s.origin_y = i32::from(START_Y) << 16;
    c.collision_flags = COLLISION;
    c.collision_property = HITS;
    c.status &= !1;
    c.routine = routine::SHIP;
    c.routine_secondary = 0;
    c.width_pixels = 0x20;
    let parts = [(routine::FACE, 1), (routine::FLAME, 7), (routine::SPIKE, 0)];
    let at = (c.x & !0xFF, c.y & !0xFF);
    super::boss::spawn_parts(cx, at, 0x20, &parts, |me| {
        Sonic1::SyzBoss(SyzBoss { parent: Some(me), ..Default::default() })
    });
}

/// The block's `objoff_29` written (the game writes it whatever the slot holds; here only into a block).
fn set_block(cx: &mut ObjCtx, block: Option<usize>, carry: u8, parent: Option<usize>) {
    if let Some(Obj { state: State::Sonic1(Sonic1::BossBlock(b)), .. }) = block.and_then(|i| cx.slots.get_mut(i)) {
        b.carry = carry;
        if parent.is_some() {
            b.parent = parent;
        }
    }
}

/// `BossSpringYard_ShipMain`: the step, the flips from the status, drawn.
fn ship(c: &mut Common, s: &mut SyzBoss, cx: &mut ObjCtx) {
    match c.routine_secondary {
        step::ARRIVE => {
            c.x_vel = -0x100;
            if (s.origin_px().0 as u16) < ARRIVE_X as u16 {
                c.routine_secondary = step::SWAY;
            }
            bob_and_move(c, s, cx);
        }
        step::SWAY => sway(c, s, cx),
        step::LIFT => match c.subtype {
            lift::DOWN => {
                c.y_vel = DOWN_VEL;
                if s.origin_px().1 as u16 >= LIFT_Y as u16 {
                    s.set_origin_y(LIFT_Y);
                    s.timer = 0;
                    if s.block.is_some() {
                        set_block(cx, s.block, 0xFF, Some(cx.current()));
                        s.carrying = true;
                        s.timer = 0x32;
                    }
                    c.y_vel = 0;
                    c.subtype = c.subtype.wrapping_add(2);
                }
                move_and_hover(c, s, cx);
            }
            lift::GRAB => {
                s.timer = s.timer.wrapping_sub(1);
                let shake = if s.timer < 0 {
                    c.subtype = c.subtype.wrapping_add(2);
                    c.y_vel = if s.block.is_some() { UP_VEL } else { UP_VEL >> 1 };
                    0
                } else if s.timer > 0x1E {
                    0
                } else if s.no_lift & 2 != 0 {
                    -2
                } else {
                    2
                };
                set_px(&mut c.y, s.origin_px().1.wrapping_add(shake));
                set_px(&mut c.x, s.origin_px().0);
                hover(c, s, cx);
            }
            lift::UP => {
                let mut top = START_Y;
                if s.block.is_some() {
                    top -= 0x18;
                }
                if top >= s.origin_px().1 {
                    s.timer = if s.block.is_some() { 0x2D } else { 8 };
                    c.subtype = c.subtype.wrapping_add(2);
                    c.y_vel = 0;
                } else if c.y_vel < -0x40 {
                    c.y_vel = c.y_vel.wrapping_add(0xC);
                }
                move_and_hover(c, s, cx);
            }
            _ => drop_block(c, s, cx),
        },
        step::DEFEATED => {
            s.timer = s.timer.wrapping_sub(1);
            if s.timer >= 0 {
                boss_defeated(c, cx);
            } else {
                c.routine_secondary = step::FLOAT;
                c.y_vel = 0;
                c.status |= 1;
                c.status &= !NO_BALANCING;
                c.x_vel = 0;
                s.timer = -1;
                cx.world.game.events.boss_defeated = true;
                hover(c, s, cx);
            }
        }
        step::FLOAT => {
            s.timer = s.timer.wrapping_add(1);
            match s.timer {
                0 => c.y_vel = 0,
                t if t < 0 => c.y_vel = c.y_vel.wrapping_add(0x18),
                t if t < 0x20 => c.y_vel = c.y_vel.wrapping_sub(8),
                0x20 => c.y_vel = 0,
                t if t < 0x2A => {}
                _ => c.routine_secondary = step::ESCAPE,
            }
            move_and_hover(c, s, cx);
        }
        _ => {
            c.x_vel = 0x400;
            c.y_vel = -0x40;
            if super::boss::escape_limit(c, cx, BOSS_SYZ_END) {
                return;
            }
            boss_move(c, s);
            bob_and_move(c, s, cx);
        }
    }
    c.x_flip = c.status & 1 != 0;
    c.y_flip = c.status & 2 != 0;
    c.display();
}

/// `loc_191DE`: Y Speed from the bob, then [`move_and_hover`].
fn bob_and_move(c: &mut Common, s: &mut SyzBoss, cx: &mut ObjCtx) {
    c.y_vel = sin(s.bob) >> 2;
    s.bob = s.bob.wrapping_add(2);
    move_and_hover(c, s, cx);
}

/// `loc_191F2`: `BossMove`, drawn at the origin, then [`hover`].
fn move_and_hover(c: &mut Common, s: &mut SyzBoss, cx: &mut ObjCtx) {
    boss_move(c, s);
    let (x, y) = s.origin_px();
    set_px(&mut c.y, y);
    set_px(&mut c.x, x);
    hover(c, s, cx);
}

/// `loc_19202`: the column noted; before the defeat, the hits: beaten (status bit 7) the score and the defeat's
/// step; hit (hitbox cleared), the flash, the hitbox back on its last frame.
fn hover(c: &mut Common, s: &mut SyzBoss, cx: &mut ObjCtx) {
    s.column = ((px(c.x).wrapping_sub(BOSS_SYZ_X as i16) as u16) >> 5) as u8;
    if c.routine_secondary >= step::DEFEATED {
        return;
    }
    if c.status & NO_BALANCING != 0 {
        cx.world.game.score = cx.world.game.score.wrapping_add(DEFEAT_POINTS);
        c.routine_secondary = step::DEFEATED;
        s.timer = DEFEAT_FRAMES;
        c.x_vel = 0;
        return;
    }
    hit_flash(c, &mut s.flash, &mut s.flash_colour, FLASH_FRAMES, COLLISION);
}

/// `loc_19270`: sways between the ends (turning round, which allows the next lift); over the middle of the
/// player's column, snaps to it, finds its block and starts the lift.
fn sway(c: &mut Common, s: &mut SyzBoss, cx: &mut ObjCtx) {
    let x = s.origin_px().0;
    c.x_vel = SWAY_VEL;
    let turn = if c.status & 1 != 0 {
        x >= RIGHT_X
    } else {
        c.x_vel = -SWAY_VEL;
        x <= LEFT_X
    };
    if turn {
        c.status ^= 1;
        s.no_lift = 0;
    }
    let mut d0 = (x.wrapping_sub(BLOCK_X) & 0x1F) - 0x1F;
    if d0 < 0 {
        d0 = -d0;
    }
    if d0 - 1 <= 0 && s.no_lift == 0 {
        let player_col = (px(cx.world.player.x).wrapping_sub(BOSS_SYZ_X as i16) >> 5) as u8;
        if player_col == s.column {
            s.set_origin_x(((i16::from(s.column)) << 5).wrapping_add(BLOCK_X));
            s.block = find_block(s.column, cx);
            c.routine_secondary = step::LIFT;
            c.subtype = 0;
            s.carrying = false;
            c.x_vel = 0;
        }
    }
    bob_and_move(c, s, cx);
}

/// `BossSpringYard_FindBlocks`: the first block (`Obj76`, a piece of a broken one too) of the column among the
/// scanned slots.
fn find_block(column: u8, cx: &ObjCtx) -> Option<usize> {
    (0..SCANNED_SLOTS).find(|&i| {
        matches!(cx.slots.get(i), Some(Obj { common, state: State::Sonic1(Sonic1::BossBlock(_)) }) if common.subtype == column)
    })
}

/// `loc_193D0`: the wait at the top, drifting back to `boss_syz_y` + $E; the block dropped when it runs out; $1E
/// frames later back to the sway, no lift before the next turn.
fn drop_block(c: &mut Common, s: &mut SyzBoss, cx: &mut ObjCtx) {
    s.timer = s.timer.wrapping_sub(1);
    if s.timer == 0 {
        set_block(cx, s.block, 0xA, None);
        s.block = None;
    } else if s.timer == -0x1E {
        s.carrying = false;
        c.routine_secondary = step::SWAY;
        s.no_lift = 0xFF;
        hover(c, s, cx);
        return;
    }
    let step = if s.block.is_some() { 2 } else { 1 };
    let y = s.origin_px().1;
    if y != START_Y {
        s.set_origin_y(y.wrapping_add(if y < START_Y { step } else { -step }));
    }
    let shake = match s.block {
        Some(_) if s.no_lift & 1 != 0 => -2,
        Some(_) => 2,
        None => 0,
    };
    set_px(&mut c.y, s.origin_px().1.wrapping_add(shake));
    set_px(&mut c.x, s.origin_px().0);
    hover(c, s, cx);
}

/// What the pieces read of the ship (a cleared slot's zeros once it is gone): its step, lift move, countdown,
/// hitbox, whether it carries, position, Y Speed, hits and status.
#[derive(Clone, Copy, Debug, Default)]
struct ShipView {
    here: bool,
    step: u8,
    subtype: u8,
    timer: i16,
    collision: u8,
    carrying: bool,
    x: i32,
    y: i32,
    y_vel: i16,
    hits: u8,
    status: u8,
}

fn ship_of(cx: &ObjCtx, parent: Option<usize>) -> ShipView {
    match parent.and_then(|i| cx.slots.get(i)) {
        Some(Obj { common: c, state: State::Sonic1(Sonic1::SyzBoss(s)) }) => ShipView {
            here: true,
            step: c.routine_secondary,
            subtype: c.subtype,
            timer: s.timer,
            collision: c.collision_flags,
            carrying: s.carrying,
            x: c.x,
            y: c.y,
            y_vel: c.y_vel,
            hits: c.collision_property,
            status: c.status,
        },
        _ => ShipView::default(),
    }
}

/// Takes the ship's position (pixel words), status and flips; drawn.
fn follow(c: &mut Common, ship: &ShipView) {
    set_px(&mut c.x, (ship.x >> 8) as i16);
    set_px(&mut c.y, (ship.y >> 8) as i16);
    c.status = ship.status;
    c.x_flip = ship.status & 1 != 0;
    c.y_flip = ship.status & 2 != 0;
}

/// `BossSpringYard_FaceMain` (deleted once the ship's slot holds no ship), `BossSpringYard_FlameMain` (deleted off
/// screen once the ship flies off).
fn follower(c: &mut Common, s: &SyzBoss, cx: &mut ObjCtx) {
    let ship = ship_of(cx, s.parent);
    let gone = if c.routine == routine::FACE { !ship.here } else { ship.step == step::ESCAPE && !c.on_screen };
    if gone {
        c.delete();
        return;
    }
    follow(c, &ship);
    c.display();
}

/// `BossSpringYard_SpikeMain`: deleted off screen once the ship flies off; else under the ship, coming out 7 a
/// frame (to $9A) while it goes down, held while it grabs, rises and waits, going in 5 a frame otherwise; drawn a
/// quarter of its reach lower; harmful while the ship is hittable and carries nothing.
fn spike(c: &mut Common, s: &mut SyzBoss, cx: &mut ObjCtx) {
    c.mapping_frame = 5;
    let ship = ship_of(cx, s.parent);
    if ship.step == step::ESCAPE && !c.on_screen {
        c.delete();
        return;
    }
    set_px(&mut c.x, (ship.x >> 8) as i16);
    set_px(&mut c.y, (ship.y >> 8) as i16);
    let mut d0 = s.timer;
    let retract = if ship.step != step::LIFT {
        true
    } else if ship.subtype == lift::DROP {
        ship.timer < 0
    } else {
        if ship.subtype == lift::DOWN && d0 < SPIKE_MAX {
            d0 += 7;
        }
        false
    };
    if retract && d0 > 0 {
        d0 -= 5;
    }
    s.timer = d0;
    let y = px(c.y).wrapping_add(d0 >> 2);
    set_px(&mut c.y, y);
    c.width_pixels = 8;
    c.y_radius = 0xC;
    c.collision_flags = 0;
    if ship.collision != 0 && !ship.carrying {
        c.collision_flags = SPIKE_COLLISION;
    }
    c.status = ship.status;
    c.x_flip = ship.status & 1 != 0;
    c.y_flip = ship.status & 2 != 0;
    c.display();
}

/// `BossBlock_Index`: the block's routines.
pub mod block_routine {
    pub const MAIN: u8 = 0;
    pub const ACTION: u8 = 2;
    pub const PIECE: u8 = 4;
}

/// A block the ship lifts (`Obj76`), or a piece of a broken one.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BossBlock {
    /// `objoff_29`: its column while it lies (the subtype's low byte), −1 ($FF) while carried, $A once dropped.
    pub carry: u8,
    /// `objoff_34`: the ship carrying it.
    pub parent: Option<usize>,
}

/// `BossBlock`.
pub fn run_block(c: &mut Common, s: &mut BossBlock, cx: &mut ObjCtx) {
    match c.routine {
        block_routine::MAIN => make_blocks(c, s, cx),
        block_routine::ACTION => action(c, s, cx),
        _ => {
            if !c.on_screen {
                c.delete();
                return;
            }
            c.object_move_and_fall();
            c.display();
        }
    }
}

/// `BossBlock_Main`: this object is the first of the ten blocks, the others take the first free slots (the first
/// failure stops); each with its column as subtype (and `objoff_29`).
fn make_blocks(c: &mut Common, s: &mut BossBlock, cx: &mut ObjCtx) {
    let block = |i: u16| {
        let mut b = Common::new(super::id::SONIC1, 0, 0, 0, false, false);
        b.width_pixels = 0x10;
        b.y_radius = 0x10;
        set_px(&mut b.x, BLOCK_X + (i as i16) * 0x20);
        set_px(&mut b.y, BLOCK_Y);
        b.subtype = i as u8;
        b.routine = block_routine::ACTION;
        b
    };
    let first = block(0);
    c.width_pixels = first.width_pixels;
    c.y_radius = first.y_radius;
    set_px(&mut c.x, BLOCK_X);
    set_px(&mut c.y, BLOCK_Y);
    c.subtype = 0;
    c.routine = block_routine::ACTION;
    s.carry = 0;
    for i in 1..BLOCKS {
        let state = BossBlock { carry: i as u8, parent: None };
        if cx.spawn(Obj { common: block(i), state: State::Sonic1(Sonic1::BossBlock(state)) }).is_none() {
            break;
        }
    }
}

/// `BossBlock_Action`: lying, solid ($1B wide, $10/$11 high); carried, $2C px under the ship (and its Y Speed's
/// pixels lower when the ship runs after it this frame) — broken once the ship has no hits left; dropped, broken.
fn action(c: &mut Common, s: &mut BossBlock, cx: &mut ObjCtx) {
    if s.carry == c.subtype {
        let b = SolidBox { half_width: 0x1B, half_height_air: 0x10, half_height_ground: 0x11, old_x: px(c.x) };
        solid_object_s1(c, cx.world.player, b);
    } else if s.carry & 0x80 == 0 {
        break_block(c, s, cx);
    } else {
        let ship = ship_of(cx, s.parent);
        if ship.hits == 0 {
            break_block(c, s, cx);
        } else {
            set_px(&mut c.x, (ship.x >> 8) as i16);
            set_px(&mut c.y, ((ship.y >> 8) as i16).wrapping_add(0x2C));
            if s.parent.is_none_or(|p| p >= cx.current()) {
                let y = px(c.y).wrapping_add(((i32::from(ship.y_vel)) >> 8) as i16);
                set_px(&mut c.y, y);
            }
        }
    }
    c.display();
}

/// `BossBlock_Break`: the block becomes the first of four pieces (8 × 8 px, routine 4), the others copies of it in
/// the next free slots (copies of the first piece, each moved by its offset), with their speeds and frames 1–4.
fn break_block(c: &mut Common, s: &mut BossBlock, cx: &mut ObjCtx) {
    c.routine = block_routine::PIECE;
    c.width_pixels = 8;
    c.y_radius = 8;
    let mut template = c.clone();
    for (k, (&(vx, vy), &(dx, dy))) in FRAG_SPEEDS.iter().zip(FRAG_OFFSETS.iter()).enumerate() {
        let mut piece = template.clone();
        (piece.x_vel, piece.y_vel) = (vx, vy);
        let (x, y) = (px(piece.x).wrapping_add(dx), px(piece.y).wrapping_add(dy));
        set_px(&mut piece.x, x);
        set_px(&mut piece.y, y);
        piece.mapping_frame = k as u8 + 1;
        if k == 0 {
            *c = piece.clone();
        } else if cx
            .spawn_after(Obj { common: piece.clone(), state: State::Sonic1(Sonic1::BossBlock(s.clone())) })
            .is_none()
        {
            break;
        }
        // `BossBlock_MakeFrag` copies the object as it is now: the first piece (a0).
        if k == 0 {
            template = c.clone();
        }
    }
}
