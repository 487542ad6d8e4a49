//! The act's end sign (skdisasm s3.asm `Obj_EndSign`, made by `Obj_EndSignControlDoSign` at a boss's end, the
//! bosses' `Obj_EndSignControl`): it falls from $20 px above the screen's top (`Obj_EndSignInit`) at the
//! boss's x, spinning (`AniRaw_EndSigns`), with gravity $C (`Obj_EndSignFall`: `MoveSprite2`), bouncing off
//! the screen's sides and walls (`EndSign_CheckWall`); a player jumping up into it (`EndSign_CheckPlayerHit`,
//! `EndSign_Range`) knocks it up at −$200, sideways by 16 × his distance from its centre, for 100 points, then
//! not again for $20 frames. Below the screen's top and falling, it lands on the floor (`ObjCheckFloorDist`):
//! `$38` bit 0 set (what a hidden monitor under it takes, [`super::hidden_monitor`], which bounces the sign
//! again, `loc_524AA`), $40 frames of spin (`Obj_EndSignLanded`), then the character's face
//! (`FrameArray_EndSign`). Once player 1 stands (`Obj_EndSignResults`) he takes his ending pose
//! (`Set_PlayerEndingPose`) and the level results start ([`LevelResults`]); out of range it goes
//! (`Obj_EndSignAfter`, frees its art slot).
//!
//! With it its stub (`Obj_SignpostStub`, $18 px below it) and a sparkle every 4th frame
//! (`Obj_SignpostSparkle`: a random height, circling its x for $20 frames). Not run: the sounds, the score
//! sprite (`Obj_EnemyScore`), `Ctrl_2_locked`, Tails's pose (`Check_TailsEndPose`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::ground::floor_distance;
use crate::objects::runtime::object::{Common, Obj, State, set_pixel};
use crate::objects::s3k::kinds::Sonic3k;
use crate::objects::s3k::rhinobot::{release, take_slot};
use crate::objects::s3k::turbo_spiker::animate_raw;
use crate::player::{Player, Pose};
use crate::sensor::{Direction, SolidBit, scan};
use formats::Layer;

/// `ObjSlot_EndSigns`: one art slot in byte 0.
pub const SLOTS: (usize, u8) = (0, 1);
/// `ObjSlot_EndSigns`: `width_pixels`, `height_pixels`; `x_radius`, `y_radius` (`Obj_EndSignInit`).
pub const SIZE: (u8, u8) = (0x18, 0x10);
pub const RADII: (u8, u8) = (0x18, 0x1E);
/// `AniRaw_EndSigns`: delay 1; the four faces, each followed by the turning frames 4–6.
pub const SPIN: [u8; 18] = [1, 0, 4, 5, 6, 1, 4, 5, 6, 2, 4, 5, 6, 3, 4, 5, 6, 0xFC];
/// `addi.w #$C,y_vel(a0)`: the fall's gravity.
pub const GRAVITY: i16 = 0xC;
/// The knock up (a player's hit, `sub_525C6`; a hidden monitor's, `loc_524AA`).
pub const BOUNCE: i16 = -0x200;
/// `$20`: frames before another hit counts.
pub const HIT_DELAY: u8 = 0x20;
/// `$2E`: the spin on the ground once landed.
pub const LANDED_SPIN: i16 = 0x40;
/// `EndSign_Range`: x offset, width, y offset, height.
pub const RANGE: [i16; 4] = [-0x20, 0x40, -0x18, 0x30];
/// `FrameArray_EndSign` by `Player_mode` (0 Sonic and Tails, 1 Sonic, 2 Tails, 3 Knuckles).
pub const FACES: [u8; 4] = [0, 0, 1, 2];
/// `HUD_AddToScore` with 10: a hit's 100 points.
pub const HIT_POINTS: u32 = 100;
/// `Child1_EndSignStub`: the stub's offset.
pub const STUB_DY: i32 = 0x18;

/// `Obj_EndSign`'s routines (`routine` 0–8).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Phase {
    #[default]
    Init,
    Fall,
    Landed,
    Results,
    After,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct EndSign {
    pub phase: Phase,
    /// `$38` bit 0: landed (a hidden monitor under it clears it).
    pub landed: bool,
    /// `$20`: frames left before a hit counts again.
    pub hit_delay: u8,
    /// `$2E`.
    pub wait: i16,
    /// The art slot `SetUp_ObjAttributesSlotted` took.
    pub art_slot: Option<u8>,
}

/// `Obj_SignpostStub` (`parent` the sign's slot) and `Obj_SignpostSparkle`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct EndSignStub {
    pub parent: u8,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct EndSignSparkle {
    pub started: bool,
    /// `$3A`: the sign's x it circles; `$2E`: its life.
    pub centre: u16,
    pub wait: i16,
}

/// `CreateChild6_Simple` with `Child6_EndSign`: the sign at `c`'s position (`AllocateObjectAfterCurrent`).
pub fn create(c: &Common, cx: &mut ObjCtx) -> Option<usize> {
    let common = Common::new(super::id::SONIC3K, 0, c.pixel_x(), c.pixel_y(), false, false);
    cx.spawn_after(Obj { common, state: EndSign::default().into() })
}

/// `sub_525C6`'s knock: the sign's x speed from its x and the player's (16 × the distance, 8 px when level).
pub fn knock_speed(sign_x: u16, player_x: u16) -> i16 {
    let d = sign_x.wrapping_sub(player_x);
    (if d == 0 { 8 } else { d }).wrapping_shl(4) as i16
}

/// `Check_PlayerInRange` with `EndSign_Range` for one player (unsigned compares).
pub fn in_range((x, y): (u16, u16), (px, py): (u16, u16)) -> bool {
    let left = x.wrapping_add(RANGE[0] as u16);
    let top = y.wrapping_add(RANGE[2] as u16);
    px >= left && px < left.wrapping_add(RANGE[1] as u16) && py >= top && py < top.wrapping_add(RANGE[3] as u16)
}

/// `sub_525C6`'s test: jumping (`anim` 2, the roll) and moving up.
fn hits(p: &Player, at: (u16, u16)) -> bool {
    in_range(at, (p.pixel_x() as u16, p.pixel_y() as u16)) && p.pose == Pose::Roll && p.y_speed < 0
}

/// `EndSign_CheckPlayerHit`: player 1, else player 2 (the game's bug skips player 2 after player 1's hit, and
/// the delay set by it stops him anyway).
fn check_player_hit(c: &mut Common, s: &mut EndSign, cx: &mut ObjCtx) {
    if s.hit_delay != 0 {
        s.hit_delay -= 1;
        return;
    }
    let at = (c.pixel_x() as u16, c.pixel_y() as u16);
    let p1 = hits(cx.world.player, at).then(|| cx.world.player.pixel_x());
    let hitter = p1.or_else(|| cx.world.sidekick.as_deref().filter(|p| hits(p, at)).map(|p| p.pixel_x()));
    if let Some(px) = hitter {
        s.hit_delay = HIT_DELAY;
        c.x_vel = knock_speed(at.0, px as u16);
        c.y_vel = BOUNCE;
        cx.world.game.score = cx.world.game.score.wrapping_add(HIT_POINTS);
    }
}

/// `EndSign_CheckWall`: the screen's sides ($18 and $128 px in) and the walls $20 px ahead turn it back.
fn check_wall(c: &mut Common, cx: &ObjCtx) {
    let camera_x = cx.world.env.camera.x as u16;
    let x = c.pixel_x() as u16;
    let terrain = cx.world.env.terrain;
    let turn = if c.x_vel >= 0 {
        camera_x.wrapping_add(0x128) < x
            || scan(terrain, Layer::A, SolidBit::LeftRightBottom, Direction::Right, c.pixel_x() + 0x20, c.pixel_y())
                .distance
                < 0
    } else {
        camera_x.wrapping_add(0x18) > x
            || scan(terrain, Layer::A, SolidBit::LeftRightBottom, Direction::Left, c.pixel_x() - 0x20, c.pixel_y())
                .distance
                < 0
    };
    if turn {
        c.x_vel = c.x_vel.wrapping_neg();
    }
}

fn fall(c: &mut Common, s: &mut EndSign, cx: &mut ObjCtx) {
    if crate::objects::s2::lost_rings::vint_runcount(cx.world.game) & 3 == 0 {
        // `Child6_EndSignSparkle`.
        let common = Common::new(super::id::SONIC3K, 0, c.pixel_x(), c.pixel_y(), false, false);
        cx.spawn_after(Obj { common, state: EndSignSparkle::default().into() });
    }
    check_player_hit(c, s, cx);
    c.y_vel = c.y_vel.wrapping_add(GRAVITY);
    c.object_move();
    check_wall(c, cx);
    animate_raw(c, &SPIN);
    let top = cx.world.env.camera.y as u16;
    if top > c.pixel_y() as u16 || c.y_vel < 0 {
        return;
    }
    let d1 = floor_distance(c, cx);
    if d1 < 0 {
        let y = (c.pixel_y() + d1) as i16;
        set_pixel(&mut c.y, y);
        s.phase = Phase::Landed;
        s.landed = true;
        s.wait = LANDED_SPIN;
    }
}

/// `Set_PlayerEndingPose`.
pub(crate) fn ending_pose(p: &mut Player) {
    p.object_control = 0x81;
    p.spindash = None;
    (p.x_speed, p.y_speed, p.ground_speed) = (0, 0, 0);
    p.pushing = false;
}

pub fn run(c: &mut Common, s: &mut EndSign, cx: &mut ObjCtx) {
    match s.phase {
        Phase::Init => {
            s.art_slot = take_slot(&mut cx.world.game.slotted, SLOTS);
            (c.width_pixels, c.y_radius, c.explicit_height) = (SIZE.0, RADII.1, true);
            c.x_radius = RADII.0;
            (c.mapping_frame, c.anim_frame, c.anim_frame_duration) = (0, 0, 0);
            set_pixel(&mut c.y, (cx.world.env.camera.y - 0x20) as i16);
            s.phase = Phase::Fall;
            // `Child1_EndSignStub` (`CreateChild1_Normal`).
            let stub = Common::new(super::id::SONIC3K, 0, c.pixel_x(), c.pixel_y() + STUB_DY, false, false);
            cx.spawn_after(Obj { common: stub, state: EndSignStub { parent: cx.current() as u8 }.into() });
            super::hidden_monitor::wake_all(cx);
        }
        Phase::Fall => fall(c, s, cx),
        Phase::Landed => {
            if !s.landed {
                // `loc_524AA`: a hidden monitor took the landing.
                s.phase = Phase::Fall;
                s.hit_delay = HIT_DELAY;
                c.y_vel = BOUNCE;
            } else {
                animate_raw(c, &SPIN);
                s.wait = s.wait.wrapping_sub(1);
                if s.wait < 0 {
                    s.phase = Phase::Results;
                    c.mapping_frame = FACES[usize::from(player_mode(cx))];
                }
            }
        }
        Phase::Results => {
            if !cx.world.player.air {
                s.phase = Phase::After;
                ending_pose(cx.world.player);
                let common = Common::new(super::id::SONIC3K, 0, 0, 0, false, false);
                cx.spawn(Obj { common, state: LevelResults::default().into() });
            }
        }
        Phase::After => {
            if cx.out_of_range(c.pixel_x()) {
                release(&mut cx.world.game.slotted, SLOTS.0, &mut s.art_slot);
                c.delete();
                return;
            }
        }
    }
    c.display();
}

/// `Player_mode`: 0 Sonic and Tails, 1 Sonic alone, 2 Tails, 3 Knuckles.
pub(crate) fn player_mode(cx: &ObjCtx) -> u8 {
    use crate::character::Character;
    match (cx.world.player.character, cx.world.sidekick.is_some()) {
        (Character::Knuckles, _) => 3,
        (Character::Tails, _) => 2,
        (_, true) => 0,
        (_, false) => 1,
    }
}

/// `Obj_SignpostStubMain`: at the sign's position + $18 (`Refresh_ChildPosition`), gone with it.
fn run_stub(c: &mut Common, s: &EndSignStub, cx: &ObjCtx) {
    match cx.slots.get(usize::from(s.parent)) {
        Some(o) if !o.common.deleted && matches!(o.state, State::Sonic3k(Sonic3k::EndSign(_))) => {
            c.x = o.common.x;
            set_pixel(&mut c.y, (o.common.pixel_y() + STUB_DY) as i16);
            c.display();
        }
        _ => c.delete(),
    }
}

/// `AniRaw_SignpostSparkle`.
const SPARKLE_SPIN: [u8; 6] = [1, 4, 5, 6, 7, 0xFC];

/// `Obj_SignpostSparkle`: a random height ±$10, circling its x ($400 a frame towards it), $20 frames.
fn run_sparkle(c: &mut Common, s: &mut EndSignSparkle, cx: &mut ObjCtx) {
    if !s.started {
        s.started = true;
        let r = (cx.world.game.random() as u16 & 0x1F) as i32 - 0x10;
        let y = (c.pixel_y() + r) as i16;
        set_pixel(&mut c.y, y);
        s.centre = c.pixel_x() as u16;
        c.x_vel = 0x1000;
        s.wait = 0x20;
        c.width_pixels = 8;
    }
    let pull: i16 = if (c.pixel_x() as u16) < s.centre { 0x400 } else { -0x400 };
    c.x_vel = c.x_vel.wrapping_add(pull);
    c.object_move();
    animate_raw(c, &SPARKLE_SPIN);
    // `Obj_Wait`: `Go_Delete_Sprite` once the count goes past 0.
    s.wait -= 1;
    if s.wait < 0 {
        c.delete();
        return;
    }
    c.display();
}

/// `TimeBonus`: by the time's half minutes (7 and over: 10).
pub const TIME_BONUS: [u16; 8] = [5000, 5000, 1000, 500, 400, 300, 100, 10];
/// `Obj_LevelResultsInit`: 6 seconds before the count.
pub const RESULTS_WAIT: u16 = 6 * 60;
/// `loc_2CF90`: the wait after the count.
pub const RESULTS_AFTER: u16 = 90;

/// The level results (s3.asm `Obj_LevelResults`): its art into the Kosinski module queue (`Obj_LevelResultsInit`:
/// [`RESULTS_KOSM`], one module each; [`super::kos_queue`]) and the bonuses — the time bonus (`TimeBonus` by the
/// act's time in half minutes; 9:59 gives 10000) and the ring bonus (10 per ring); once the art is in
/// (`Obj_LevelResultsCreate`) an act 1's results signal its level's background event (`Events_fg_5`, outside Angel
/// Island and Ice Cap: Hydrocity 1's run into act 2, [`super::hcz1_transition`]); the bonuses are counted into
/// the score 100 points a frame each after 6 seconds (`Obj_LevelResultsWait`; the players' air back to 30 at 289
/// frames left, "for Hydrocity"), then 90 frames and the act is over
/// ([`crate::objects::runtime::game::GameState::act_clear`]) and `_unkFAA8` is cleared (`loc_2CFC0`, `loc_2CFD4`,
/// here without waiting for the sprites to leave), which an end boss and Hydrocity 1's miniboss wait for; an act
/// 1's then become the act 2 title card (`loc_2CFD4`, [`super::title_card`]). Not run: its twelve sprites, the
/// music, the save, `Apparent_act`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct LevelResults {
    pub started: bool,
    /// `Time_bonus_countdown`, `Ring_bonus_countdown`, `Total_bonus_countup`.
    pub time_bonus: u16,
    pub ring_bonus: u16,
    pub total: u16,
    /// `$2E`.
    pub wait: u16,
    /// Routine 4: the art is in (`Obj_LevelResultsCreate` has run).
    pub created: bool,
    /// Routine 6: the count is over.
    pub counted: bool,
    /// `Apparent_act` 1 (an egg capsule's results): at their end `_unkFAA8` is cleared (`loc_2CFC0`).
    pub act2: bool,
}

/// The size words of the art `Obj_LevelResultsInit` gives `Queue_Kos_Module` (skdisasm's `.kosm` files): `Results
/// General`, `Title Card Number 1` (act 2's `Number 2`: also $200) and the character's name (`Results SONIC S3`;
/// `KNUCKLES` $3C0, `MILES` $240, `TAILS` $200) — each under $800 words, one module.
pub const RESULTS_KOSM: [u16; 3] = [0x900, 0x200, 0x4C0];
/// `Obj_LevelResultsWait`: at this many frames left of the first wait the players' air is reset to 30.
pub const RESULTS_AIR_AT: u16 = 289;

/// `Obj_LevelResultsInit`'s bonuses from the timer (minutes, seconds) and the rings, in tens of points (as
/// `HUD_AddToScore` counts: 5000 shows as 50000).
pub fn bonuses(minutes: u8, seconds: u8, rings: u16) -> (u16, u16) {
    let t = u16::from(minutes) * 60 + u16::from(seconds);
    let time = if t == 9 + 59 * 10 { 10000 } else { TIME_BONUS[usize::from((t / 30).min(7))] };
    (time, rings.wrapping_mul(10))
}

fn run_results(c: &mut Common, s: &mut LevelResults, cx: &mut ObjCtx) -> Option<State> {
    let game = &mut *cx.world.game;
    if !s.started {
        s.started = true;
        // `Timer_minute`, `Timer_second`: the engine keeps no timer of its own; the level frame counter stands in
        // (it runs on past the boss's defeat, which stops the game's).
        let secs = u32::from(game.frame_counter) / 60;
        let (m, sec) = ((secs / 60).min(9) as u8, (secs % 60) as u8);
        (s.time_bonus, s.ring_bonus) = bonuses(m, sec, game.rings);
        s.wait = RESULTS_WAIT;
        RESULTS_KOSM.iter().for_each(|&size| game.events.kos.queue_kos_module(size));
        return None;
    }
    if !s.created {
        // `Obj_LevelResultsCreate`: `Kos_modules_left`.
        if game.events.kos.modules_pending() {
            return None;
        }
        s.created = true;
        use formats::level::LevelEvents;
        if !s.act2 && !matches!(game.level, LevelEvents::Aiz1Intro | LevelEvents::Aiz2) {
            game.events.hcz1.fg5 = true;
        }
        return None;
    }
    if s.counted {
        if s.wait == 0 {
            game.act_clear = true;
            game.end_of_level = false;
            if s.act2 {
                c.delete();
            } else {
                // `loc_2CFD4`: `Apparent_act` 1, and the object is the act 2 title card from the next frame.
                return Some(super::title_card::TitleCard::default().into());
            }
        } else {
            s.wait -= 1;
        }
        return None;
    }
    if s.wait != 0 {
        s.wait -= 1;
        if s.wait == RESULTS_AIR_AT {
            cx.world.player.breath.air = crate::player::drowning::AIR_FULL;
            if let Some(p2) = cx.world.sidekick.as_deref_mut() {
                p2.breath.air = crate::player::drowning::AIR_FULL;
            }
        }
        return None;
    }
    let mut d0 = 0;
    for b in [&mut s.time_bonus, &mut s.ring_bonus] {
        if *b != 0 {
            d0 += 10;
            *b = b.saturating_sub(10);
        }
    }
    s.total = s.total.wrapping_add(d0);
    if d0 == 0 {
        s.counted = true;
        s.wait = RESULTS_AFTER;
    } else {
        game.score = game.score.wrapping_add(u32::from(d0) * 10);
    }
    None
}

macro_rules! kind {
    ($ty:ty, $name:literal, |$s:ident, $c:ident, $cx:ident| $body:expr) => {
        impl crate::objects::runtime::object::ObjKind for $ty {
            const READS_ON_SCREEN: bool = false;

            #[inline(always)]
            fn run($s: &mut Self, $c: &mut Common, $cx: &mut ObjCtx) -> Option<State> {
                $body;
                None
            }

            fn name(&self) -> &'static str {
                $name
            }
        }
    };
}

kind!(EndSign, "end sign", |s, c, cx| run(c, s, cx));
kind!(EndSignStub, "end sign stub", |s, c, cx| run_stub(c, s, cx));
kind!(EndSignSparkle, "end sign sparkle", |s, c, cx| run_sparkle(c, s, cx));
impl crate::objects::runtime::object::ObjKind for LevelResults {
    const READS_ON_SCREEN: bool = false;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run_results(c, s, cx)
    }

    fn name(&self) -> &'static str {
        "level results"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `sub_525C6`: a sign at x $3000 hit from $2FF0 flies right at $100; from $3010 left at −$100;
    /// from right under it at $80. `EndSign_Range`: $20 left to $20 right, $18 above to $18 below.
    #[test]
    fn a_hit_knocks_it_by_the_distance() {
        assert_eq!(knock_speed(0x3000, 0x2FF0), 0x100);
        assert_eq!(knock_speed(0x3000, 0x3010), -0x100);
        assert_eq!(knock_speed(0x3000, 0x3000), 0x80);
        let at = (0x3000, 0x400);
        assert!(in_range(at, (0x2FE0, 0x3E8)));
        assert!(in_range(at, (0x301F, 0x417)));
        assert!(!in_range(at, (0x2FDF, 0x400)));
        assert!(!in_range(at, (0x3020, 0x400)));
        assert!(!in_range(at, (0x3000, 0x418)));
        assert_eq!((GRAVITY, BOUNCE, HIT_DELAY, LANDED_SPIN), (0xC, -0x200, 0x20, 0x40));
        assert_eq!((SIZE, RADII, FACES), ((0x18, 0x10), (0x18, 0x1E), [0, 0, 1, 2]));
    }

    /// s3.asm `Obj_LevelResultsInit`: 0:45 is 5000, 1:00 1000, 1:59 500, 2:00 400, 3:30 and over 10, 9:59 10000; 25 rings 250.
    #[test]
    fn the_results_bonuses() {
        assert_eq!(bonuses(0, 45, 25), (5000, 250));
        assert_eq!(bonuses(1, 0, 0), (1000, 0));
        assert_eq!(bonuses(1, 59, 0), (500, 0));
        assert_eq!(bonuses(2, 0, 0), (400, 0));
        assert_eq!(bonuses(3, 30, 0), (10, 0));
        assert_eq!(bonuses(9, 59, 1), (10000, 10));
    }
}
