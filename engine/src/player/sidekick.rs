//! Player 2: the CPU Tails that follows the leader 16 frames behind (SPG "Player 2"; s2disasm
//! `TailsCPU_Control` and its states `TailsCPU_Spawning`, `TailsCPU_Flying`, `TailsCPU_Normal`,
//! `TailsCPU_Panic`, `TailsCPU_CheckDespawn`). The controller only decides Tails' buttons (and, as the game
//! does, nudges or carries his position); the world steps him like any player.
//!
//! Sonic 2's rules; Sonic 3's following distances (stand 32 px behind a slow leader, start walking at 48
//! instead of 16) come from the profile ([`CpuFollow`]).

use super::{Input, Player, Pose, Routine};
use crate::profile::{CpuFollow, FlyIn, SIDEKICK_START_OFFSET};
use formats::inputs::Buttons;

/// How far back the follower reads the leader's records: 16 frames (`$10` entries before the newest).
pub const DELAY: usize = 16;
/// Entries kept (`Sonic_Pos_Record_Buf`: 64 of 4 bytes; the seed's lists keep 32, enough for the delay).
const RECORDS: usize = 64;
/// A real player 2 touching the pad takes over for 10 seconds (`Tails_control_counter` = 600).
pub const HUMAN_CONTROL_FRAMES: u16 = 600;
/// Off screen this long and the CPU gives up and respawns (`Tails_respawn_counter` reaching $12C).
pub const RESPAWN_FRAMES: u16 = 300;
/// A respawned Tails flies in from this far above the leader (`subi.w #$C0`).
pub const RESPAWN_HEIGHT: i32 = 0xC0;

/// What the leader was doing on one frame: position, buttons and status (`Sonic_Pos_Record_Buf`,
/// `Sonic_Stat_Record_Buf`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct LeaderRecord {
    pub x: i32,
    pub y: i32,
    pub held: Buttons,
    pub pressed: Buttons,
    pub facing_left: bool,
    pub air: bool,
    pub pushing: bool,
    pub roll_jump: bool,
    /// `status.player.underwater`: the flying sidekick does not land while it is set.
    pub underwater: bool,
}

impl LeaderRecord {
    pub fn of(leader: &Player, input: Input) -> Self {
        LeaderRecord {
            x: leader.pixel_x(),
            y: leader.pixel_y(),
            held: input.held,
            pressed: input.pressed,
            facing_left: leader.facing_left,
            air: leader.air,
            pushing: leader.pushing,
            roll_jump: leader.roll_jump,
            underwater: leader.underwater,
        }
    }
}

/// `Tails_CPU_routine`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum CpuRoutine {
    /// Gone, waiting for a moment to fly back in.
    Spawning,
    /// Flying back in towards the leader, carried by the CPU (not by physics).
    Flying,
    /// Following.
    #[default]
    Normal,
    /// Stuck on a slope with the control lock: stop, duck and spindash towards the leader.
    Panic,
    /// Held out of the level by a scripted start until it lets him come (skdisasm s3.asm `Tails_CPU_Control`
    /// routine $A, `locret_14C46`: nothing; Angel Island 1's intro: [`crate::objects::s3k::level_intro`]).
    Waiting,
}

/// The CPU follower's state. Everything is here, so a copy of it is a save state.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Sidekick {
    pub routine: CpuRoutine,
    records: [LeaderRecord; RECORDS],
    /// The next record slot.
    index: usize,
    /// Frames a real player 2 keeps control.
    pub control_counter: u16,
    /// Frames off screen.
    pub respawn_counter: u16,
    /// The CPU pressed jump itself and holds it until Tails lands (`Tails_CPU_jumping`).
    pub jumping: bool,
    /// Where it is flying to while flying in (`Tails_CPU_target_x`, `_y`).
    pub target: (i32, i32),
    /// The id of the object in the slot Tails last stood on, as seen the last frame he was kept
    /// (`Tails_interact_ID`; S3K's `Tails_CPU_interact`, the high word of its code pointer): off screen,
    /// standing on an object of another id despawns him at once.
    pub interact_id: u16,
    /// The leader's logical buttons, held and pressed (`Ctrl_1_Logical`), as his routine last copied them.
    pub leader_logical: (Buttons, Buttons),
}

impl Sidekick {
    /// A follower starting with the leader (s2disasm `Obj01_Init`: the leader's records are filled with where
    /// the sidekick starts, [`SIDEKICK_START_OFFSET`] from him, with no buttons and a status of 0 — so the
    /// sidekick stands still until the leader's own first record comes 16 frames later).
    pub fn new(leader: &Player) -> Self {
        let (dx, dy) = SIDEKICK_START_OFFSET;
        let first = LeaderRecord { x: leader.pixel_x() + dx, y: leader.pixel_y() + dy, ..LeaderRecord::default() };
        Sidekick {
            routine: CpuRoutine::Normal,
            records: [first; RECORDS],
            index: 0,
            control_counter: 0,
            respawn_counter: 0,
            jumping: false,
            target: (first.x, first.y),
            interact_id: 0,
            leader_logical: (Buttons::NONE, Buttons::NONE),
        }
    }

    /// Records the leader's frame (once a frame, after the leader's routine) with his buttons.
    pub fn record(&mut self, leader: &Player, input: Input) {
        self.record_logical(leader, Some(input));
    }

    /// [`Sidekick::record`] with the leader's logical buttons (`Ctrl_1_Logical`) when his routine copied
    /// them this frame; `None` (hurt, dead): the last ones copied are recorded again.
    pub fn record_logical(&mut self, leader: &Player, logical: Option<Input>) {
        if let Some(input) = logical {
            self.leader_logical = (input.held, input.pressed);
        }
        let (held, pressed) = self.leader_logical;
        self.records[self.index] = LeaderRecord::of(leader, Input { held, pressed });
        self.index = (self.index + 1) % RECORDS;
    }

    /// The leader as he was `DELAY` frames before his newest record.
    pub fn delayed(&self) -> LeaderRecord {
        self.records[(self.index + RECORDS - 1 - DELAY) % RECORDS]
    }

    /// Decides Tails' buttons for this frame. `pad` is the real second controller, `frame` the level frame
    /// counter (the CPU jumps and spindashes on its multiples), `on_screen` whether Tails is in view, `follow`
    /// the profile's following distances. (No water, and the object he stands on taken as the same as last
    /// frame's: [`Sidekick::control_with`] says both.)
    pub fn control(
        &mut self,
        tails: &mut Player,
        leader: &Player,
        pad: Input,
        frame: u16,
        on_screen: bool,
        follow: CpuFollow,
    ) -> Input {
        let same = self.interact_id;
        self.control_with(tails, leader, pad, frame, on_screen, follow, i32::MAX, same)
    }

    /// [`Sidekick::control`] with the water and the object under him: `pad` is the real second controller,
    /// `frame` the level frame counter (the CPU jumps and spindashes on its multiples), `on_screen` whether
    /// Tails is in view, `follow` the profile's following distances, `water_level` the water's surface
    /// (`i32::MAX` without water: flying in, he stays 16 px above it), `interact_id` the id of the object now
    /// in the slot Tails' `interact` names (0 for an empty slot).
    #[allow(clippy::too_many_arguments)] // the game's globals the CPU reads
    pub fn control_with(
        &mut self,
        tails: &mut Player,
        leader: &Player,
        pad: Input,
        frame: u16,
        on_screen: bool,
        follow: CpuFollow,
        water_level: i32,
        interact_id: u16,
    ) -> Input {
        if pad.held != Buttons::NONE {
            // (Any of Up, Down, Left, Right, A, B, C: the pad here has no Start.)
            self.control_counter = HUMAN_CONTROL_FRAMES;
        }
        let input = match self.routine {
            CpuRoutine::Spawning => self.spawning(tails, leader, pad, frame, follow),
            CpuRoutine::Flying => self.flying(tails, leader, on_screen, water_level, follow.fly_in),
            CpuRoutine::Normal => self.normal(tails, leader, pad, frame, (on_screen, interact_id), follow),
            CpuRoutine::Panic => self.panic(tails, leader, pad, frame, (on_screen, interact_id), follow),
            CpuRoutine::Waiting => Input::default(),
        };
        // (`Tails_Test_For_Flight` reads the timer after this frame's count.)
        tails.cpu_driven = self.control_counter == 0;
        input
    }

    /// `TailsCPU_Spawning`: a jump or start on pad 2 brings him at once; otherwise every 64 frames, when the
    /// leader is free (as the profile's [`FlyIn`] says: Sonic 2's on the ground too).
    fn spawning(&mut self, tails: &mut Player, leader: &Player, pad: Input, frame: u16, follow: CpuFollow) -> Input {
        let called = pad.held.jump();
        let free = match follow.fly_in {
            FlyIn::S2 => leader.object_control == 0 && !leader.air && !leader.roll_jump && !leader.underwater,
            FlyIn::S3K => leader.object_control & 0x80 == 0,
        };
        let moment = frame & 0x3F == 0 && free;
        if called || moment {
            self.respawn(tails, leader);
            if follow.catch_up_stops {
                // `loc_14804`: `move.w d0,x_vel(a0)` … `move.b #2,status(a0)`.
                tails.x_speed = 0;
                tails.y_speed = 0;
                tails.ground_speed = 0;
                tails.facing_left = false;
                tails.rolling = false;
                tails.on_object = false;
                tails.pushing = false;
                tails.roll_jump = false;
                tails.jumping = false;
            }
        }
        Input::default()
    }

    /// `TailsCPU_Respawn`: above the leader by 192 px, flying towards where the leader is now.
    pub fn respawn(&mut self, tails: &mut Player, leader: &Player) {
        self.routine = CpuRoutine::Flying;
        set_pixels(tails, leader.pixel_x(), leader.pixel_y() - RESPAWN_HEIGHT);
        // `ori.w #high_priority,art_tile(a0)`: drawn in front while flying in.
        tails.high_priority = true;
        self.target = (leader.pixel_x(), leader.pixel_y());
        tails.clear_spindash_flag();
        tails.object_control = 0x81;
        tails.air = true;
    }

    /// `TailsCPU_Flying`: carried towards the delayed leader — horizontally by up to min(distance/16, 12) +
    /// the leader's X Speed in pixels + 1 a frame, vertically by 1 px a frame — and landing where the leader
    /// was: in Sonic 2 only where he stood on the ground, in S3K wherever he was ([`FlyIn`]).
    fn flying(&mut self, tails: &mut Player, leader: &Player, on_screen: bool, water_level: i32, rule: FlyIn) -> Input {
        if on_screen {
            self.respawn_counter = 0;
        } else {
            self.respawn_counter += 1;
            if self.respawn_counter >= RESPAWN_FRAMES {
                self.respawn_counter = 0;
                self.despawn(tails, 0);
                return Input::default();
            }
        }
        let t = self.delayed();
        // Sonic 2: not below 16 px above the water (`Water_Level_1`); S3K has no such test.
        let y = match rule {
            FlyIn::S2 => t.y.min(water_level.saturating_sub(0x10)),
            FlyIn::S3K => t.y,
        };
        self.target = (t.x, y);
        let mut dx = tails.pixel_x() - t.x;
        if dx != 0 {
            // `mvabs.b x_vel(a1)`: the leader's X Speed now, its high byte made positive.
            let leader_speed = i32::from(((leader.x_speed >> 8) as i8).unsigned_abs());
            let mut step = ((dx.unsigned_abs() >> 4).min(12) as i32) + leader_speed + 1;
            if dx > 0 {
                tails.facing_left = true;
                if step >= dx {
                    step = dx;
                    dx = 0;
                }
                tails.x = tails.x.wrapping_sub(step << 8);
            } else {
                tails.facing_left = false;
                if step >= -dx {
                    step = -dx;
                    dx = 0;
                }
                tails.x = tails.x.wrapping_add(step << 8);
            }
        }
        let dy = tails.pixel_y() - self.target.1;
        if dy != 0 {
            tails.y = tails.y.wrapping_add(if dy > 0 { -(1 << 8) } else { 1 << 8 });
        }
        // Landing where the leader was: Sonic 2 on the ground (status mask $D2: in the air, roll-jumping, under
        // water); S3K (mask $80, no player's bit) wherever, while player 1 lives (`Player_1+routine` below 6).
        let may_land = match rule {
            FlyIn::S2 => !t.air && !t.roll_jump && !t.underwater,
            FlyIn::S3K => !matches!(leader.routine, Routine::Dead | Routine::Gone),
        };
        if may_land && dx == 0 && dy == 0 {
            self.routine = CpuRoutine::Normal;
            tails.object_control = 0;
            tails.pose = Pose::Walk;
            tails.x_speed = 0;
            tails.y_speed = 0;
            tails.ground_speed = 0;
            let underwater = tails.underwater;
            status_in_air(tails);
            // S3K: `andi.b #1<<Status_Underwater,status(a0)` before setting "in the air".
            tails.underwater = underwater && rule == FlyIn::S3K;
            tails.control_lock = 0;
            // `top_solid_bit`/`lrb_solid_bit` and the drawing priority: the leader's.
            tails.layer = leader.layer;
            tails.high_priority = leader.high_priority;
        }
        Input::default()
    }

    /// `TailsCPU_Despawn`: out of the level, waiting to respawn.
    pub fn despawn(&mut self, tails: &mut Player, x: i32) {
        self.control_counter = 0;
        self.respawn_counter = 0;
        self.routine = CpuRoutine::Spawning;
        tails.object_control = 0x81;
        status_in_air(tails);
        set_pixels(tails, x, 0);
    }

    /// `TailsCPU_CheckDespawn`: true when he was despawned — off screen for 300 frames, or off screen standing
    /// on an object whose id is not the one in that slot the frame before (the platform was replaced).
    fn check_despawn(&mut self, tails: &mut Player, (on_screen, interact_id): (bool, u16), despawn_x: i32) -> bool {
        if on_screen {
            self.respawn_counter = 0;
        } else {
            if tails.on_object && interact_id != self.interact_id {
                self.despawn(tails, despawn_x);
                return true;
            }
            self.respawn_counter += 1;
            if self.respawn_counter >= RESPAWN_FRAMES {
                self.despawn(tails, despawn_x);
                return true;
            }
        }
        // `TailsCPU_UpdateObjInteract`.
        self.interact_id = interact_id;
        false
    }

    /// `TailsCPU_Normal`: the delayed leader's buttons, with Left/Right replaced to walk towards where the leader
    /// was, a pull of 1 px a frame while moving that way, and the CPU's own jumps.
    fn normal(
        &mut self,
        tails: &mut Player,
        leader: &Player,
        pad: Input,
        frame: u16,
        on_screen: (bool, u16),
        follow: CpuFollow,
    ) -> Input {
        if matches!(leader.routine, Routine::Dead | Routine::Gone) {
            self.routine = CpuRoutine::Flying;
            tails.clear_spindash_flag();
            tails.object_control = 0x81;
            status_in_air(tails);
            return Input::default();
        }
        if self.check_despawn(tails, on_screen, follow.despawn_x) {
            return Input::default();
        }
        // (`loc_14A16`: also while the leader rides Marble Garden's spinning top, `status_tertiary` bit 7.)
        if self.control_counter != 0 || tails.object_control & 0x80 != 0 || leader.status_tertiary & 0x80 != 0 {
            self.control_counter = self.control_counter.saturating_sub(1);
            return pad;
        }
        if tails.control_lock != 0 && tails.ground_speed == 0 {
            self.routine = CpuRoutine::Panic;
        }
        let t = self.delayed();
        let (mut held, mut pressed) = (t.held, t.pressed);
        let walk_from = follow.walk_from;
        let mut target_x = t.x;
        // The leader now (not the delayed record): `btst #Status_OnObj,status(a1)`, `cmpi.w #$400,ground_vel(a1)`.
        if leader.ground_speed < 0x400 && !leader.on_object {
            target_x -= follow.behind_slow_leader;
        }
        let stuck = tails.pushing && !t.pushing;
        if !stuck {
            let dx = target_x - tails.pixel_x();
            let distance = dx.unsigned_abs();
            let lr = Buttons::LEFT.union(Buttons::RIGHT).bits();
            if dx < 0 {
                if distance >= walk_from {
                    held = Buttons::from_bits(held.bits() & !lr).union(Buttons::LEFT);
                    pressed = Buttons::from_bits(pressed.bits() & !lr).union(Buttons::LEFT);
                }
                if tails.ground_speed != 0 && tails.facing_left {
                    tails.x = tails.x.wrapping_sub(1 << 8);
                }
            } else if dx > 0 {
                if distance >= walk_from {
                    held = Buttons::from_bits(held.bits() & !lr).union(Buttons::RIGHT);
                    pressed = Buttons::from_bits(pressed.bits() & !lr).union(Buttons::RIGHT);
                }
                if tails.ground_speed != 0 && !tails.facing_left {
                    tails.x = tails.x.wrapping_add(1 << 8);
                }
            } else {
                tails.facing_left = t.facing_left;
            }
            // Keep holding a jump of his own until he lands.
            if self.jumping {
                held = held.union(Buttons::JUMP);
                if tails.air {
                    return Input { held, pressed };
                }
                self.jumping = false;
            }
            // Only jump to reach a leader at least 32 px above and near (within 64 px, except every 256th frame).
            if frame & 0xFF != 0 && distance >= 0x40 {
                return Input { held, pressed };
            }
            let above = tails.pixel_y() - t.y;
            if above < 0x20 {
                return Input { held, pressed };
            }
        }
        if frame & 0x3F == 0 && tails.pose != Pose::Duck {
            held = held.union(Buttons::JUMP);
            pressed = pressed.union(Buttons::JUMP);
            self.jumping = true;
        }
        Input { held, pressed }
    }

    /// `TailsCPU_Panic`: stop, face the leader, duck, rev every 32 frames, release on the 128th.
    fn panic(
        &mut self,
        tails: &mut Player,
        leader: &Player,
        pad: Input,
        frame: u16,
        on_screen: (bool, u16),
        follow: CpuFollow,
    ) -> Input {
        if self.check_despawn(tails, on_screen, follow.despawn_x) {
            return Input::default();
        }
        let _ = pad;
        if self.control_counter != 0 || tails.control_lock != 0 {
            return Input::default();
        }
        let down = Input { held: Buttons::DOWN, pressed: Buttons::DOWN };
        let rev = Input { held: Buttons::DOWN.union(Buttons::JUMP), pressed: Buttons::DOWN.union(Buttons::JUMP) };
        if tails.spindash.is_none() {
            if tails.ground_speed != 0 {
                return Input::default();
            }
            tails.facing_left = tails.pixel_x() >= leader.pixel_x();
            if frame & 0x7F == 0 {
                self.routine = CpuRoutine::Normal;
                return Input::default();
            }
            return if tails.pose == Pose::Duck { rev } else { down };
        }
        if frame & 0x7F == 0 {
            self.routine = CpuRoutine::Normal;
            return Input::default();
        }
        if frame & 0x1F == 0 { rev } else { down }
    }
}

/// `move.b #1<<status.player.in_air,status(a0)`: in the air and nothing else (facing right, not rolling, on no
/// object, not pushing).
fn status_in_air(tails: &mut Player) {
    tails.air = true;
    tails.facing_left = false;
    tails.rolling = false;
    tails.roll_jump = false;
    tails.on_object = false;
    tails.pushing = false;
    tails.underwater = false;
}

/// `move.w …,x_pos(a0)` / `y_pos(a0)`: the pixel words set, the subpixels kept.
fn set_pixels(tails: &mut Player, x: i32, y: i32) {
    tails.x = (x << 8) | (tails.x & 0xFF);
    tails.y = (y << 8) | (tails.y & 0xFF);
}
