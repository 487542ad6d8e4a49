//! The geyser that ends Hydrocity 2 (skdisasm s3.asm `loc_495C6`–`sub_496F4`, made by the end boss once the
//! act's results are over: `loc_48F68`'s `ChildObjDat_49C36`, [`super::hcz_end_boss`]). It throws the players
//! up and out of the act into Marble Garden 1.
//!
//! - `loc_495C6`: its art (`Geyser Vertical.kosm`) to the module queue ([`super::kos_queue`]); `loc_495DC`
//!   waits until `Kos_modules_left` is 0.
//! - `loc_495FE`: $60 frames of rumbling (`$2E` $5F, `Obj_Wait`; the screen shakes, `Screen_shake_flag`).
//! - `loc_4961C`: `SetUp_ObjAttributes` (`ObjDat3_49BC0`: $20 wide, $60 high, frame 1); it stands under player
//!   1 (his x) at camera y + $130; player 2 rides too if he is from $2F left of player 1 to $30 right of him
//!   (player 1's x + $30 − his, unsigned, below $60: `$44`); eight pieces of debris fly from $80 above it (`sub_49AF4`:
//!   `byte_2EC7A`, the water walls' [`super::hcz_water_wall`] debris).
//! - `loc_49674` (from that same frame): it rises 6 px a frame; once its top ($60 above its y) is above player
//!   1's y (unsigned) he is caught: `object_control` $81 (his own movement stops), animation $1A (hurt),
//!   and `$2E` $5F.
//! - `loc_496B8`: it and player 1 rise 6 px a frame (his animation set again each frame) for $60 frames; on
//!   the last `StartNewLevel` with $200 (Marble Garden 1: [`crate::objects::runtime::game::GameState::new_level`])
//!   and it is gone.
//! - `sub_496F4`, every frame from `loc_49674` on: a riding player 2 is caught the same way once the geyser's
//!   top is above him (`$38` bit 2), and from the next frame rises 8 px a frame.
//!
//! Not run: the art, the palette cycle (`AnPal_HCZ1`, `Palette_cycle_counters`), the sounds, and the screen
//! shake (`Screen_shake_flag`: drawing only).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, ObjKind, State, set_pixel};
use crate::player::{Player, Pose};

/// `Queue_Kos_Module` of `Levels/HCZ/KosinskiM Art/Geyser Vertical.kosm` (its size word: one module).
pub const GEYSER_KOSM: u16 = 0x1000;
/// `loc_495DC`, `loc_49674`: `$2E`, the rumble's and the ride's frames less one.
pub const WAIT: i16 = 0x5F;
/// `ObjDat3_49BC0`: `width_pixels`, `height_pixels`, `mapping_frame`.
pub const SIZE: (u8, u8, u8) = (0x20, 0x60, 1);
/// `loc_4961C`: its y below the camera's top.
pub const START_BELOW_CAMERA: u16 = 0x130;
/// `loc_4961C`: player 2 rides if player 1's x + $30 − his (unsigned) is below $60.
pub const P2_RANGE: (u16, u16) = (0x30, 0x60);
/// `loc_49674`: its top above its y, where it catches a player.
pub const TOP: u16 = 0x60;
/// `loc_49674`, `loc_496B8`: its rise (and player 1's) a frame; `loc_49726`: player 2's.
pub const RISE: u16 = 6;
pub const P2_RISE: u16 = 8;
/// `sub_49AF4`: the debris starts this far above it.
pub const DEBRIS_ABOVE: i32 = 0x80;
/// `object_control` of a caught player; his animation ($1A: hurt).
pub const CAUGHT: u8 = 0x81;
/// `loc_496E4`: `StartNewLevel`'s zone and act (Marble Garden 1).
pub const NEXT_LEVEL: u16 = 0x200;

/// Where its routine is (`(a0)`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Phase {
    /// `loc_495C6`: not yet run.
    #[default]
    Start,
    /// `loc_495DC`: its art loading.
    Loading,
    /// `loc_495FE`: rumbling.
    Rumbling,
    /// `loc_49674`: rising to player 1.
    Rising,
    /// `loc_496B8`: carrying player 1 up.
    Carrying,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct HczEndGeyser {
    pub phase: Phase,
    /// `$2E`.
    pub wait: i16,
    /// `$44`: player 2 rides with player 1.
    pub p2: bool,
    /// `$38` bit 2: player 2 is caught.
    pub p2_caught: bool,
}

impl HczEndGeyser {
    /// `CreateChild6_Simple` with `ChildObjDat_49C36`: the geyser at `c`'s place, in the first free slot after
    /// the running object.
    pub fn create(c: &Common, cx: &mut ObjCtx) -> Option<usize> {
        let common = Common::new(c.id, 0, c.pixel_x(), c.pixel_y(), false, false);
        cx.spawn_after(Obj { common, state: HczEndGeyser::default().into() })
    }
}

/// `loc_4961C`: whether player 2 rides with player 1 (`$44`), from their x.
pub fn rides(p1_x: u16, p2_x: u16) -> bool {
    p1_x.wrapping_add(P2_RANGE.0).wrapping_sub(p2_x) < P2_RANGE.1
}

/// `loc_49674`, `sub_496F4`: whether the geyser at `y` has a player at `player_y` (its top, $60 above it, is
/// above him: `bhs` / `bcc` not taken, unsigned).
pub fn catches(y: u16, player_y: u16) -> bool {
    y.wrapping_sub(TOP) < player_y
}

fn catch(p: &mut Player) {
    p.object_control = CAUGHT;
    p.pose = Pose::Hurt;
}

fn raise(p: &mut Player, dy: u16) {
    p.y = p.y.wrapping_sub(i32::from(dy) << 8);
}

/// `loc_4961C`: set up under player 1, the debris, then on into `loc_49674`.
fn erupt(c: &mut Common, s: &mut HczEndGeyser, cx: &mut ObjCtx) {
    (c.width_pixels, c.y_radius, c.explicit_height, c.mapping_frame, c.collision_flags) =
        (SIZE.0, SIZE.1, true, SIZE.2, 0);
    c.routine = c.routine.wrapping_add(2);
    let p1_x = cx.world.player.pixel_x() as u16;
    set_pixel(&mut c.x, p1_x);
    set_pixel(&mut c.y, (cx.world.env.camera.y as u16).wrapping_add(START_BELOW_CAMERA));
    // An absent player 2's slot is empty: his x reads 0.
    let p2_x = cx.world.sidekick.as_deref().map_or(0, |p| p.pixel_x() as u16);
    s.p2 = rides(p1_x, p2_x);
    let at = (c.pixel_x(), i32::from(c.pixel_y() as u16) - DEBRIS_ABOVE);
    super::hcz_water_wall::geyser_debris(cx, c.id, at);
    s.phase = Phase::Rising;
}

/// `sub_496F4`: player 2 caught, then lifted 8 px a frame.
fn player_2(c: &Common, s: &mut HczEndGeyser, cx: &mut ObjCtx) {
    if !s.p2 {
        return;
    }
    // (With no player 2 the writes go to an empty slot.)
    let Some(p2) = cx.world.sidekick.as_deref_mut() else { return };
    if s.p2_caught {
        raise(p2, P2_RISE);
    } else if catches(c.pixel_y() as u16, p2.pixel_y() as u16) {
        s.p2_caught = true;
        catch(p2);
    }
}

fn rise(c: &mut Common) {
    let y = (c.pixel_y() as u16).wrapping_sub(RISE);
    set_pixel(&mut c.y, y);
}

pub fn run(c: &mut Common, s: &mut HczEndGeyser, cx: &mut ObjCtx) {
    match s.phase {
        Phase::Start => {
            cx.world.game.events.kos.queue_kos_module(GEYSER_KOSM);
            s.phase = Phase::Loading;
            // On into `loc_495DC`: the module is still to load.
        }
        Phase::Loading => {
            if !cx.world.game.events.kos.modules_pending() {
                s.phase = Phase::Rumbling;
                s.wait = WAIT;
            }
        }
        Phase::Rumbling => {
            // `Obj_Wait`, then `loc_49616` on into `loc_4961C` and `loc_49674`.
            s.wait = s.wait.wrapping_sub(1);
            if s.wait < 0 {
                erupt(c, s, cx);
                rising(c, s, cx);
            }
        }
        Phase::Rising => rising(c, s, cx),
        Phase::Carrying => {
            let p1 = &mut *cx.world.player;
            p1.pose = Pose::Hurt;
            rise(c);
            raise(p1, RISE);
            player_2(c, s, cx);
            s.wait = s.wait.wrapping_sub(1);
            if s.wait < 0 {
                // `loc_496E4`.
                cx.world.game.new_level = Some(NEXT_LEVEL);
                c.delete();
                return;
            }
            c.display();
        }
    }
}

/// `loc_49674`.
fn rising(c: &mut Common, s: &mut HczEndGeyser, cx: &mut ObjCtx) {
    rise(c);
    let p1 = &mut *cx.world.player;
    if catches(c.pixel_y() as u16, p1.pixel_y() as u16) {
        catch(p1);
        s.phase = Phase::Carrying;
        s.wait = WAIT;
    }
    player_2(c, s, cx);
    c.display();
}

impl ObjKind for HczEndGeyser {
    const READS_ON_SCREEN: bool = false;
    const LIVE_MAPPING_FRAME: bool = true;

    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        match self.phase {
            Phase::Start | Phase::Loading => "loading its art",
            Phase::Rumbling => "rumbling",
            Phase::Rising => "rising",
            Phase::Carrying => "carrying player 1 up",
        }
    }

    fn name(&self) -> &'static str {
        "HCZ end geyser"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `loc_4961C`: player 2 rides when player 1's x + $30 − his is below $60 (unsigned): from $2F left of
    /// player 1 to $30 right of him.
    #[test]
    fn who_rides_the_geyser() {
        assert!(rides(0x4200, 0x4200));
        assert!(rides(0x4200, 0x41D1));
        assert!(!rides(0x4200, 0x41D0));
        assert!(rides(0x4200, 0x4230));
        assert!(!rides(0x4200, 0x4231));
        assert!(!rides(0x4200, 0), "an empty slot's x");
    }

    /// `loc_49674`: a player is caught once the geyser's y − $60 is below his y (unsigned).
    #[test]
    fn the_geyser_catches_a_player_under_its_top() {
        assert!(!catches(0x860, 0x800));
        assert!(catches(0x85F, 0x800));
        assert!(!catches(0x5F, 0xFFFF), "wrapping: y − $60 is $FFFF, below every y");
        assert_eq!((WAIT, RISE, P2_RISE, NEXT_LEVEL), (0x5F, 6, 8, 0x200));
    }
}
