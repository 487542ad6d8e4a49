//! The Hydrocity end boss's parts ([`super::hcz_end_boss`]; skdisasm s3.asm):
//!
//! - [`Propeller`] (`loc_48FB2`, $24 below the craft): when the craft's `$38` bit 3 is set it hurts (touch $A6)
//!   and spins up (`Animate_RawGetFaster`, `byte_49C3C`: 4 frames a round, each round 1 frame faster from 7,
//!   then 8 rounds at full speed), spins (`byte_49C43`) until the bit clears, then slows (`Animate_RawGetSlower`,
//!   `byte_49C49`) and stops hurting. The craft beaten it no longer hurts; it flies off with it (bit 4).
//! - [`DepthCharge`] (`loc_493CE`, three under the craft at ($23, $12), ($1B, $A), ($13, $A)): when the craft
//!   sets bit 1 the front one slides 4 px out and drops at ±$100 (the way the craft faces) under light gravity
//!   ($20 a frame, `MoveSprite_LightGravity`) to the floor; the others move up a place in 8 frames and a new
//!   one hangs at the back. On the floor it ticks (`byte_49C4F`, getting faster) and blows up: a blast (touch
//!   $8B, hurting, while its frame is below 3; `byte_49D4A`) and five water jets ($10 px apart up from 8 above the water,
//!   each 2 frames later than the one below) that throw a player within −$C..$C across and −$38..8 of it up at
//!   −$800 (`sub_49982`, while their script is short of its $18th pair).
//! - [`Spout`] (`loc_49078`, the propeller's child as it reaches full speed): a `SolidObjectTop` ($1F either side)
//!   8 above the water that bubbles up (`byte_49C54`), rises 1 px a frame to $50 above its start (`sub_49ACC`:
//!   its height / 16 in `$39`), waits for the propeller to stop, then sinks at $80 moving ±$80 with the craft,
//!   stays $10 frames on the water and goes; the craft beaten, it sinks at $100 and goes.
//! - [`Column`] (`loc_491E8`, the spout's child): the water over it, its y by the spout's height
//!   (`byte_49784`). A player under the water drifts 2 px a frame towards it (`sub_49804`); one in its box
//!   (`word_498FE`: from $18–$48 above it, $48–$88 high, within $10 across) is caught (`object_control` 1) and
//!   rises 2 px a frame swung ±$80 across its middle — into the propeller — until above the box, out of its
//!   ±$12, hurt or the spout sinks: let go curled at −$200 (`sub_4993E`; the game also restarts his routine at 0,
//!   Sonic 3's bug, not modelled).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::ground;
use crate::objects::runtime::object::{Common, Obj, ObjKind, State, set_pixel};
use crate::objects::s3k::hcz_end_boss::{self, flag};
use crate::objects::s3k::id;
use crate::player::Player;

/// `loc_48FF0`: the turning propeller's touch ($A6: hurts, size $26).
pub const PROPELLER_COLLISION: u8 = 0xA6;
/// `ObjDat3_49BA8`: the blast's touch ($8B: hurts).
pub const BLAST_COLLISION: u8 = 0x8B;
/// `sub_4999E`: a jet throws players up at this Y Speed.
pub const JET_THROW: i16 = -0x800;
/// `word_499D4`: the jet's box (x from −$C, $18 wide; y from −$38, $40 high).
pub const JET_BOX: (i16, u16, i16, u16) = (-0xC, 0x18, -0x38, 0x40);
/// `word_497CA`: each jet's height above the water (by subtype / 2).
pub const JET_HEIGHTS: [i16; 5] = [-8, -0x18, -0x28, -0x38, -0x48];

/// `byte_49C3C`, `byte_49C43`, `byte_49C49`, `byte_49C4F`, `byte_49D4A`: raw scripts (header bytes first).
pub const SPIN_UP: [u8; 7] = [7, 8, 2, 3, 4, 5, 0xFC];
pub const SPIN: [u8; 6] = [0, 2, 3, 4, 5, 0xFC];
pub const SPIN_DOWN: [u8; 6] = [7, 2, 3, 4, 5, 0xFC];
pub const TICK: [u8; 5] = [5, 8, 6, 7, 0xFC];
pub const BLAST: [u8; 8] = [7, 0, 0, 1, 2, 3, 4, 0xF4];
/// The jets' scripts' lengths in (frame, delay) pairs before $F4 (`byte_49C87` … `byte_49D33`).
pub const JET_PAIRS: [u8; 5] = [27, 23, 19, 15, 11];

/// The raw animation bytes the scripts share: `anim_frame`, `anim_frame_timer`, `$2E`, `$2F` and `$38` bit 5.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Anim {
    pub frame: u8,
    pub timer: i8,
    pub delay: u8,
    pub rounds: u8,
    pub started: bool,
}

impl Anim {
    /// `Animate_RawNoSST`: one delay (the script's first byte) for every frame; `true` when the script's
    /// `$F4` runs `$34`. `$FC` restarts it.
    pub fn raw(&mut self, c: &mut Common, script: &[u8]) -> bool {
        self.timer = self.timer.wrapping_sub(1);
        if self.timer >= 0 {
            return false;
        }
        self.frame = self.frame.wrapping_add(1);
        let b = script.get(usize::from(self.frame) + 1).copied().unwrap_or(0xFC);
        if b & 0x80 == 0 {
            self.timer = script[0] as i8;
            c.mapping_frame = b;
            return false;
        }
        let end = b == 0xF4;
        if end {
            self.timer = 0;
        } else {
            c.mapping_frame = script[1];
            self.timer = script[0] as i8;
        }
        self.frame = 0;
        end
    }

    /// `Animate_RawGetFaster`: `true` when it has run its rounds (`$34`).
    pub fn faster(&mut self, c: &mut Common, script: &[u8]) -> bool {
        if !self.started {
            self.started = true;
            self.delay = script[0];
            self.rounds = 0;
        }
        self.timer = self.timer.wrapping_sub(1);
        if self.timer >= 0 {
            return false;
        }
        let mut d2 = self.delay;
        let mut d0 = self.frame.wrapping_add(1);
        let mut d1 = script.get(usize::from(d0) + 2).copied().unwrap_or(0xFC);
        if d1 & 0x80 != 0 {
            d0 = 0;
            d1 = script[2];
            if d2 == 0 {
                self.frame = d0;
                c.mapping_frame = d1;
                self.timer = d2 as i8;
                self.rounds = self.rounds.wrapping_add(1);
                if self.rounds >= script[1] {
                    self.started = false;
                    self.rounds = 0;
                    return true;
                }
                return false;
            }
            d2 -= 1;
            self.delay = d2;
        }
        self.frame = d0;
        c.mapping_frame = d1;
        self.timer = d2 as i8;
        false
    }

    /// `Animate_RawGetSlower`: `true` when it has slowed down (`$34`).
    pub fn slower(&mut self, c: &mut Common, script: &[u8]) -> bool {
        if !self.started {
            self.started = true;
            self.delay = 0;
            self.rounds = 0;
        }
        self.timer = self.timer.wrapping_sub(1);
        if self.timer >= 0 {
            return false;
        }
        let mut d2 = self.delay;
        let mut d0 = self.frame.wrapping_add(1);
        let mut d1 = script.get(usize::from(d0) + 1).copied().unwrap_or(0xFC);
        if d1 & 0x80 != 0 {
            d0 = 0;
            d1 = script[1];
            d2 = d2.wrapping_add(1);
        }
        self.frame = d0;
        c.mapping_frame = d1;
        self.timer = d2 as i8;
        if d2 < script[0] {
            self.delay = d2;
            return false;
        }
        self.rounds = self.rounds.wrapping_add(1);
        if self.rounds < script[1] {
            return false;
        }
        self.started = false;
        self.rounds = 0;
        true
    }
}

/// The craft's (x, y, flipped, beaten, `$38`) when slot `i` still holds it.
fn craft(cx: &ObjCtx, i: u8) -> Option<(i32, i32, bool, bool, u8)> {
    hcz_end_boss::parent_of(cx, i).map(|(c, s)| (c.pixel_x(), c.pixel_y(), c.x_flip, hcz_end_boss::beaten(c), s.flags))
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Propeller {
    pub parent: u8,
    pub dx: i8,
    pub dy: i8,
    pub anim: Anim,
    pub touch: u8,
    /// `loc_5312A`: flying off.
    pub flying: bool,
}

impl Propeller {
    pub fn new(parent: usize, dx: i8, dy: i8) -> Self {
        Propeller { parent: parent as u8, dx, dy, ..Default::default() }
    }
}

pub fn run_propeller(c: &mut Common, s: &mut Propeller, cx: &mut ObjCtx) {
    if s.flying {
        c.object_move_and_fall();
        let gone_x = ((c.pixel_x() as u16) & 0xFF80).wrapping_sub(cx.camera_coarse()) > 0x280;
        let gone_y = (c.pixel_y() as u16).wrapping_sub(cx.world.env.camera.y as u16).wrapping_add(0x80) > 0x200;
        if gone_x || gone_y {
            c.delete();
        } else {
            c.display();
        }
        c.collision_flags = 0;
        return;
    }
    let Some((bx, by, _, beaten, flags)) = craft(cx, s.parent) else {
        c.delete();
        return;
    };
    match c.routine {
        // `loc_48FD8`.
        0 => {
            c.routine = 2;
            c.width_pixels = 0x1C;
            c.mapping_frame = 2;
            s.touch = 0;
        }
        // `loc_48FE2`.
        2 => {
            if flags & flag::PROPELLER != 0 {
                c.routine = 4;
                s.touch = PROPELLER_COLLISION;
            }
        }
        // `loc_4900E`; then `loc_4901C`: the water spout rises under it.
        4 => {
            if s.anim.faster(c, &SPIN_UP) {
                c.routine = 6;
                let me = cx.current();
                let common = Common::new(id::SONIC3K, 0, c.pixel_x(), c.pixel_y(), false, false);
                let spout = Spout { propeller: me as u8, craft: s.parent, ..Default::default() };
                cx.spawn_after(Obj { common, state: spout.into() });
            }
        }
        // `loc_49034`.
        6 => {
            s.anim.raw(c, &SPIN);
            if flags & flag::PROPELLER == 0 {
                c.routine = 8;
            }
        }
        // `loc_49066`; then `loc_4906C`.
        _ => {
            if s.anim.slower(c, &SPIN_DOWN) {
                c.routine = 2;
                s.touch = 0;
            }
        }
    }
    // `Refresh_ChildPosition`.
    set_pixel(&mut c.x, (bx + i32::from(s.dx)) as u16);
    set_pixel(&mut c.y, (by + i32::from(s.dy)) as u16);
    // `Child_DrawTouch_Sprite2_FlickerMove`.
    if flags & flag::FLYING_OFF != 0 {
        s.flying = true;
        s.touch = 0;
        // `Set_IndexedVelocity` with 0 and its subtype 8: `Obj_VelocityIndex`'s fifth, (−$300, −$200).
        (c.x_vel, c.y_vel) = (if c.x_flip { 0x300 } else { -0x300 }, -0x200);
        c.collision_flags = 0;
        c.display();
        return;
    }
    c.collision_flags = if beaten { 0 } else { s.touch };
    c.display();
}

/// What a depth charge is doing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ChargeStep {
    #[default]
    Setup,
    /// `loc_4940A`: hanging.
    Hanging,
    /// `loc_4944E`: waiting for the front one to go.
    Waiting,
    /// `loc_49482`: sliding (`$40`, `$41` a frame onto `child_dx`, `child_dy`).
    Sliding,
    /// `loc_494F0`, `loc_49518`: falling.
    Falling,
    /// `loc_4953E`: ticking on the floor.
    Ticking,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct DepthCharge {
    pub parent: u8,
    pub dx: i8,
    pub dy: i8,
    pub step: ChargeStep,
    pub wait: i16,
    /// The slide's step (`$40`, `$41`) and whether it ends in the drop (`loc_494C4`) or a new place
    /// (`loc_4949E`).
    pub slide: (i8, i8),
    pub dropping: bool,
    /// `loc_49508`: it has reached the water (the splash's frame, not moving).
    pub splashed: bool,
    pub anim: Anim,
}

impl DepthCharge {
    pub fn new(parent: usize, (dx, dy): (i8, i8)) -> Self {
        DepthCharge { parent: parent as u8, dx, dy, ..Default::default() }
    }
}

/// `Refresh_ChildPositionAdjusted`.
fn hang(c: &mut Common, s: &DepthCharge, (bx, by, flipped): (i32, i32, bool)) {
    let dx = if flipped { -i32::from(s.dx) } else { i32::from(s.dx) };
    c.x_flip = flipped;
    set_pixel(&mut c.x, (bx + dx) as u16);
    set_pixel(&mut c.y, (by + i32::from(s.dy)) as u16);
}

pub fn run_depth_charge(c: &mut Common, s: &mut DepthCharge, cx: &mut ObjCtx) {
    // `Child_DrawTouch_Sprite`: gone with the craft's defeat.
    let Some((bx, by, flipped, beaten, flags)) = craft(cx, s.parent) else {
        c.delete();
        return;
    };
    if beaten {
        c.delete();
        return;
    }
    let body = (bx, by, flipped);
    match s.step {
        ChargeStep::Setup => {
            s.step = ChargeStep::Hanging;
            c.width_pixels = 0x1C;
            c.mapping_frame = 6;
            c.y_radius = 8;
            hang(c, s, body);
        }
        ChargeStep::Hanging => {
            hang(c, s, body);
            if flags & flag::DROP != 0 {
                if c.subtype == 0 {
                    s.step = ChargeStep::Sliding;
                    s.wait = 3;
                    s.slide = (1, 0);
                    s.dropping = true;
                } else {
                    s.step = ChargeStep::Waiting;
                }
            }
        }
        ChargeStep::Waiting => {
            hang(c, s, body);
            if flags & flag::DROP == 0 {
                s.step = ChargeStep::Sliding;
                c.subtype = c.subtype.wrapping_sub(2);
                s.wait = 7;
                // `word_4974E`.
                s.slide = if c.subtype == 0 { (1, 1) } else { (1, 0) };
                s.dropping = false;
            }
        }
        ChargeStep::Sliding => {
            s.dx = s.dx.wrapping_add(s.slide.0);
            s.dy = s.dy.wrapping_add(s.slide.1);
            hang(c, s, body);
            s.wait -= 1;
            if s.wait < 0 {
                if s.dropping {
                    // `loc_494C4`.
                    s.step = ChargeStep::Falling;
                    c.x_vel = if flipped { -0x100 } else { 0x100 };
                    if let Some(o) = cx.slots.get_mut(usize::from(s.parent))
                        && let State::Sonic3k(super::kinds::Sonic3k::HczEndBoss(b)) = &mut o.state
                    {
                        b.flags &= !flag::DROP;
                    }
                } else {
                    // `loc_4949E`: the new front one makes a new back one.
                    s.step = ChargeStep::Hanging;
                    if c.subtype == 0 {
                        let (dx, dy) = hcz_end_boss::CHARGES[2];
                        let x = bx + if flipped { -i32::from(dx) } else { i32::from(dx) };
                        let common = Common::new(id::SONIC3K, 4, x, by + i32::from(dy), flipped, false);
                        let state = DepthCharge::new(usize::from(s.parent), (dx, dy));
                        cx.spawn_after(Obj { common, state: state.into() });
                    }
                }
            }
        }
        ChargeStep::Falling
            if !s.splashed && (c.pixel_y() as u16) >= cx.world.env.water_level.clamp(0, 0xFFFF) as u16 =>
        {
            // `loc_49508`: the splash (not run) instead of a move.
            s.splashed = true;
        }
        ChargeStep::Falling => {
            // `MoveSprite_LightGravity`, `ObjHitFloor_DoRoutine`.
            c.x = c.x.wrapping_add(i32::from(c.x_vel));
            c.y = c.y.wrapping_add(i32::from(c.y_vel));
            c.y_vel = c.y_vel.wrapping_add(0x20);
            let d = ground::floor_distance(c, cx);
            if d <= 0 {
                c.y = c.y.wrapping_add(d << 8);
                s.step = ChargeStep::Ticking;
            }
        }
        ChargeStep::Ticking => {
            if s.anim.faster(c, &TICK) {
                // `loc_49544`: five jets and the blast.
                let (x, y) = (c.pixel_x(), c.pixel_y());
                let water = cx.world.env.water_level;
                for i in 0..5u8 {
                    let jy = water.wrapping_add(i32::from(JET_HEIGHTS[usize::from(i)]));
                    let common = Common::new(id::SONIC3K, 2 * i, x, jy, false, false);
                    let jet = WaterJet { wait: i16::from(2 * i), ..Default::default() };
                    cx.spawn_after(Obj { common, state: jet.into() });
                }
                let common = Common::new(id::SONIC3K, 0, x, y, false, false);
                cx.spawn_after(Obj { common, state: Blast::default().into() });
                c.delete();
                c.collision_flags = 0;
                return;
            }
        }
    }
    c.collision_flags = 0;
    c.display();
}

/// `loc_49586`: the depth charge's blast.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Blast {
    pub ready: bool,
    pub anim: Anim,
}

pub fn run_blast(c: &mut Common, s: &mut Blast) {
    if !s.ready {
        s.ready = true;
        c.width_pixels = 0xC;
        c.mapping_frame = 0;
        c.collision_flags = BLAST_COLLISION;
        c.display();
        return;
    }
    if s.anim.raw(c, &BLAST) {
        c.delete();
        c.collision_flags = 0;
        return;
    }
    c.collision_flags = if c.mapping_frame < 3 { BLAST_COLLISION } else { 0 };
    c.display();
}

/// `loc_492CE`: a water jet of the blast.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct WaterJet {
    /// `loc_492CE` has run (its first frame).
    pub ready: bool,
    /// `$2E`: frames before it shoots up (its subtype).
    pub wait: i16,
    pub shooting: bool,
    /// `anim_frame` (a byte offset: 2 a pair) and `anim_frame_timer` of its script.
    pub anim_frame: u8,
    pub timer: i8,
}

/// `sub_4999E`: a player not under an object's control in the jet's box is thrown up.
pub fn throw(p: &mut Player, x: i32, y: i32) {
    if p.object_control != 0 {
        return;
    }
    let (bx, bw, by, bh) = JET_BOX;
    let left = (x as u16).wrapping_add(bx as u16);
    let px = p.pixel_x() as u16;
    if px < left || px >= left.wrapping_add(bw) {
        return;
    }
    let top = (y as u16).wrapping_add(by as u16);
    let py = p.pixel_y() as u16;
    if py < top || py >= top.wrapping_add(bh) {
        return;
    }
    p.y_speed = JET_THROW;
}

/// The jet's script (`byte_49C87` …): only its length and the last pairs' delays matter here; the pairs before
/// its last four have delay 0, those (2, 2, 3, 3).
fn jet_delay(pairs: u8, index: u8) -> Option<u8> {
    if index >= pairs {
        return None;
    }
    Some(match pairs - index {
        1 | 2 => 3,
        3 | 4 => 2,
        _ => 0,
    })
}

pub fn run_water_jet(c: &mut Common, s: &mut WaterJet, cx: &mut ObjCtx) {
    let pairs = JET_PAIRS[usize::from(c.subtype / 2).min(4)];
    if !s.ready {
        s.ready = true;
        c.collision_flags = 0;
        return;
    }
    if !s.shooting {
        // `Obj_Wait` (drawn by nothing).
        s.wait -= 1;
        if s.wait < 0 {
            s.shooting = true;
        }
        c.collision_flags = 0;
        return;
    }
    // `sub_49982`.
    if s.anim_frame < 0x30 {
        let (x, y) = (c.pixel_x(), c.pixel_y());
        throw(cx.world.player, x, y);
        if let Some(p2) = cx.world.sidekick.as_deref_mut() {
            throw(p2, x, y);
        }
    }
    // `Animate_RawMultiDelay`.
    s.timer = s.timer.wrapping_sub(1);
    if s.timer < 0 {
        s.anim_frame = s.anim_frame.wrapping_add(2);
        match jet_delay(pairs, s.anim_frame / 2) {
            Some(d) => s.timer = d as i8,
            None => {
                c.delete();
                return;
            }
        }
    }
    c.collision_flags = 0;
    c.display();
}

impl ObjKind for Propeller {
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run_propeller(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "HCZ end boss propeller"
    }
}

impl ObjKind for DepthCharge {
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run_depth_charge(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "HCZ end boss depth charge"
    }
}

impl ObjKind for Blast {
    fn run(s: &mut Self, c: &mut Common, _cx: &mut ObjCtx) -> Option<State> {
        run_blast(c, s);
        None
    }

    fn name(&self) -> &'static str {
        "HCZ end boss blast"
    }
}

impl ObjKind for WaterJet {
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run_water_jet(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "HCZ end boss water jet"
    }
}

/// `loc_49078`: the water spout the turning propeller raises (its child, made as it reaches full speed).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Spout {
    /// `parent3` (the propeller) and `$44` (the craft).
    pub propeller: u8,
    pub craft: u8,
    /// `$3A`: where it started (8 above the water); `$39`: its height / 16.
    pub base_y: u16,
    pub height: u8,
    /// `$38` bit 3: sinking.
    pub sinking: bool,
    /// `status` bit 7: the craft is beaten (`sub_49A84`).
    pub beaten: bool,
    /// `$2E`: the last frames on the water.
    pub wait: i16,
    pub anim: Anim,
}

/// `byte_49C54`, `byte_49C5D`: the spout's scripts.
pub const SPOUT_RISE: [u8; 9] = [3, 0x17, 0x17, 0x22, 0x16, 0x21, 0x15, 0x20, 0xF4];
pub const SPOUT: [u8; 4] = [3, 0x15, 0x20, 0xFC];
/// `SolidObjectTop`'s `d1`, `d3`.
pub const SPOUT_WIDTH: i16 = 0x1F;
pub const SPOUT_HEIGHT: i16 = 0xC;
/// `word_498FE`: the column's box (its top from the column's y, its height) by the spout's height.
pub const COLUMN_BOX: [(i16, u16); 6] =
    [(-0x18, 0x48), (-0x20, 0x58), (-0x28, 0x68), (-0x30, 0x78), (-0x38, 0x88), (-0x48, 0x88)];
/// `byte_49784` from its second byte: the column's y from the water by the spout's height.
pub const COLUMN_Y: [i16; 6] = [-8, -0x10, -0x18, -0x20, -0x28, -0x28];

/// `Displace_PlayerOffObject`: the players standing on it in the air, off it (Sonic 3's player 2 has his
/// `Status_RollJump` cleared instead of `Status_OnObj`, its bug).
fn displace(c: &mut Common, cx: &mut ObjCtx) {
    use crate::objects::runtime::object::{P2_STANDING, STANDING};
    if c.status & STANDING != 0 {
        c.status &= !STANDING;
        cx.world.player.on_object = false;
        cx.world.player.air = true;
    }
    if c.status & P2_STANDING != 0 {
        c.status &= !P2_STANDING;
        if let Some(p2) = cx.world.sidekick.as_deref_mut() {
            p2.roll_jump = false;
            p2.air = true;
        }
    }
}

/// `sub_49ACC`: its height / 16 from where it started; `true` when `$34` runs (below its start, or rising to 5).
fn spout_height(c: &Common, s: &mut Spout) -> bool {
    let d = i32::from(s.base_y) - (c.pixel_y() as u16) as i32;
    if d < 0 {
        return true;
    }
    s.height = ((d & 0xF0) >> 4) as u8;
    c.y_vel < 0 && s.height >= 5
}

pub fn run_spout(c: &mut Common, s: &mut Spout, cx: &mut ObjCtx) {
    let old_x = c.pixel_x() as i16;
    let craft = craft(cx, s.craft);
    if s.beaten {
        // `loc_491D2`: sinking at $100 to its start, then gone.
        c.object_move();
        s.anim.raw(c, &SPOUT);
        if spout_height(c, s) {
            c.delete();
            return;
        }
        c.display();
        return;
    }
    match c.routine {
        // `loc_490B4` (its ripples and bubbles not run).
        0 => {
            c.routine = 2;
            c.width_pixels = 0x14;
            c.mapping_frame = 0x17;
            let y = cx.world.env.water_level.wrapping_sub(8) as u16;
            set_pixel(&mut c.y, y);
            s.base_y = y;
        }
        // `loc_490FC`; then `loc_49102`: rising, the column made.
        2 => {
            if s.anim.raw(c, &SPOUT_RISE) {
                c.routine = 4;
                c.y_vel = -0x100;
                let parent = cx.current();
                let common = Common::new(id::SONIC3K, 0, c.pixel_x(), c.pixel_y(), false, false);
                cx.spawn_after(Obj { common, state: Column { parent: parent as u8, ..Default::default() }.into() });
            }
        }
        // `loc_49128` up; then `loc_49138`.
        4 => {
            c.object_move();
            s.anim.raw(c, &SPOUT);
            if spout_height(c, s) {
                c.routine = 6;
            }
        }
        // `loc_49140`: up until the propeller stops; then `loc_49154`.
        6 => {
            s.anim.raw(c, &SPOUT);
            if craft.is_some_and(|(.., flags)| flags & flag::PROPELLER == 0) {
                c.routine = 8;
                s.sinking = true;
                c.y_vel = 0x80;
                let craft_left = cx.slots.get(usize::from(s.craft)).is_some_and(|o| o.common.x_vel < 0);
                c.x_vel = if craft_left { -0x80 } else { 0x80 };
            }
        }
        // `loc_49128` down; then `loc_49184`.
        8 => {
            c.object_move();
            s.anim.raw(c, &SPOUT);
            if spout_height(c, s) {
                c.routine = 0xA;
                s.wait = 0xF;
                c.x_vel = 0;
            }
        }
        // `loc_4919E`: on the water $10 frames; then `loc_491C6`.
        _ => {
            cx.platform_object(c, SPOUT_WIDTH, SPOUT_HEIGHT, c.pixel_x() as i16);
            s.anim.raw(c, &SPOUT);
            s.wait -= 1;
            if s.wait < 0 {
                displace(c, cx);
                c.delete();
                return;
            }
            c.display();
            return;
        }
    }
    cx.platform_object(c, SPOUT_WIDTH, SPOUT_HEIGHT, old_x);
    // `sub_49A84`.
    if craft.is_none_or(|(_, _, _, beaten, _)| beaten) {
        s.beaten = true;
        c.y_vel = 0x100;
        displace(c, cx);
    }
    c.display();
}

/// `loc_491E8`: the column of water over the spout that sucks players up to the propeller.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Column {
    pub parent: u8,
    /// `$39`: the spout's height it was last set for (`sub_49752`); `None`: 0, as made.
    pub height: Option<u8>,
    /// `$42`, `$43`: the players it holds.
    pub holds: [bool; 2],
    pub anim: Anim,
}

/// `sub_4993E`: let go, curled and up at −$200 (the game also restarts his routine at 0, which the engine
/// does not).
fn let_go(p: &mut Player) {
    p.air = true;
    p.object_control = 0;
    p.pose = crate::player::Pose::Roll;
    p.y_speed = -0x200;
}

/// `sub_49842`: one player and the column at (`x`, `y`) with the spout's height `h`; `spout_beaten` its
/// `status` bit 7.
pub fn suck(p: &mut Player, held: &mut bool, (x, y): (i32, i32), h: u8, spout_beaten: bool) {
    if spout_beaten {
        *held = false;
        let_go(p);
        return;
    }
    use crate::player::Routine;
    if matches!(p.routine, Routine::Dead | Routine::Gone) || p.invulnerable != 0 {
        *held = false;
        p.object_control = 0;
        return;
    }
    let (top, height) = COLUMN_BOX[usize::from(h).min(5)];
    let top = (y as u16).wrapping_add(top as u16);
    let py = p.pixel_y() as u16;
    if !(p.object_control != 0 && *held) {
        if py < top || py >= top.wrapping_add(height) {
            return;
        }
        if (x as u16).wrapping_sub(p.pixel_x() as u16).wrapping_add(0x10) >= 0x20 {
            return;
        }
        if p.object_control == 0 {
            // `sub_49916`.
            *held = true;
            p.air = true;
            p.object_control = 1;
            p.spindash = None;
            (p.x_speed, p.y_speed, p.ground_speed) = (0, 0, 0);
        }
    }
    // `loc_498A8`: up 2 px a frame, swung across ±$12.
    if py < top {
        *held = false;
        let_go(p);
        return;
    }
    let d0 = (p.pixel_x() as i16).wrapping_sub(x as i16);
    if !(-0x11..=0x11).contains(&d0) {
        *held = false;
        let_go(p);
        return;
    }
    let d2: i16 = if d0 < 0 { 0x80 } else { -0x80 };
    p.x_speed = p.x_speed.wrapping_add(d2);
    p.x = p.x.wrapping_add(i32::from(p.x_speed));
    p.y = p.y.wrapping_sub(2 << 8);
}

/// `sub_49804`: a player under the water (more than 8 below its surface), not under an object's control,
/// drifts 2 px a frame towards the column.
pub fn drift(p: &mut Player, x: i32, water: i32) {
    if p.object_control != 0 || water.wrapping_add(8) as u16 >= p.pixel_y() as u16 {
        return;
    }
    p.x = p.x.wrapping_add(if x as u16 >= p.pixel_x() as u16 { 2 << 8 } else { -(2 << 8) });
}

pub fn run_column(c: &mut Common, s: &mut Column, cx: &mut ObjCtx) {
    let spout = cx.slots.get(usize::from(s.parent)).and_then(|o| match &o.state {
        State::Sonic3k(super::kinds::Sonic3k::HczEndBossSpout(sp)) => {
            Some((o.common.x_vel, sp.height, sp.sinking, sp.beaten))
        }
        _ => None,
    });
    // `Child_Draw_Sprite2`: gone with the spout.
    let Some((spout_vx, h, sinking, beaten)) = spout else {
        c.delete();
        return;
    };
    let water = cx.world.env.water_level;
    // `sub_49752`: its `$39` starts at 0 as the spout's.
    let follow = |c: &mut Common, s: &mut Column| {
        if s.height.unwrap_or(0) != h {
            s.height = Some(h);
            set_pixel(&mut c.y, water.wrapping_add(i32::from(COLUMN_Y[usize::from(h).min(5)])) as u16);
        }
    };
    if c.routine == 0 {
        // `loc_49206`.
        c.routine = 2;
        c.width_pixels = 0x14;
        c.mapping_frame = 0xD;
    } else if c.routine == 2 {
        // `loc_4921A`.
        let at = (c.pixel_x(), c.pixel_y());
        suck(cx.world.player, &mut s.holds[0], at, h, beaten);
        if let Some(p2) = cx.world.sidekick.as_deref_mut() {
            suck(p2, &mut s.holds[1], at, h, beaten);
        }
        drift(cx.world.player, at.0, water);
        if let Some(p2) = cx.world.sidekick.as_deref_mut() {
            drift(p2, at.0, water);
        }
        follow(c, s);
        if sinking {
            // `loc_4923A`.
            c.routine = 4;
            c.x_vel = spout_vx;
            if std::mem::take(&mut s.holds[0]) {
                let_go(cx.world.player);
            }
            if std::mem::take(&mut s.holds[1])
                && let Some(p2) = cx.world.sidekick.as_deref_mut()
            {
                let_go(p2);
            }
        }
    } else {
        // `loc_4924A`.
        follow(c, s);
        c.x_vel = spout_vx;
        c.object_move();
    }
    // `sub_49AB2`.
    if beaten {
        c.routine = 4;
    }
    c.collision_flags = 0;
    c.display();
}

impl ObjKind for Spout {
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run_spout(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "HCZ end boss water spout"
    }
}

impl ObjKind for Column {
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run_column(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "HCZ end boss water column"
    }
}
