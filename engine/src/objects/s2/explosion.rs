//! What a destroyed badnik becomes (SPG "Game Enemies": Badniks; s2disasm `Obj27` the explosion, `Obj28` the
//! freed animal with `Obj28_InitRandom`, `Obj28_Main`, `Obj28_Walk`, `Obj28_Fly`, and `Obj29` the points).
//!
//! `Touch_KillEnemy` (touch.rs) turns the badnik into an explosion in its own slot, routine 0. Its first frame
//! puts an animal in the first free slot (`AllocateObject`), then it shows five frames (the first 3 frames
//! long, the others 8) and deletes itself: 35 frames in all, wherever the camera is. A monitor's explosion
//! starts at routine 2 and frees no animal.
//!
//! The animal's first frame (`Obj28_InitRandom`) draws a random number to pick one of the zone's two animals
//! (Emerald Hill: a squirrel that hops along the ground or a flicky that flies; Chemical Plant: a rabbit or an
//! eagle; Aquatic Ruin: a penguin or a flicky), jumps up at −4 and puts the
//! points in the first free slot. It falls until it lands (`ObjCheckFloorDist`), then hops or flies left at
//! its own speeds, and is deleted once it is off screen. The points rise at −3, slowing by $18 a frame, and
//! are deleted when they stop (33 frames).
//!
//! The three are one state here (a [`Role`]): the runtime dispatches on the id the badnik had, and the
//! animal and the points are only ever made by an explosion.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::ground::floor_distance;
use crate::objects::runtime::object::{Common, Obj, State};

/// Object ids of the animal and the points (`ObjID_Animal`, `ObjID_Points`).
pub const ANIMAL_ID: u8 = 0x28;
pub const POINTS_ID: u8 = 0x29;

/// The explosion's frames: the first for the profile's `explosion_first_frame` (counted down past 0), the
/// next ones 8; at mapping frame 5 it is deleted.
const FRAME_TIME: u8 = 7;
const LAST_FRAME: u8 = 5;

/// The animal's jump out of the explosion, its half height for the floor check and its half width.
pub const ANIMAL_JUMP: i16 = -0x400;
const ANIMAL_Y_RADIUS: u8 = 0xC;
/// Gravity while flying (`Obj28_Fly`: `addi.w #$18`); hopping uses `ObjectMoveAndFall`'s $38.
const FLY_GRAVITY: i16 = 0x18;

/// The points' start speed and slowdown (`Obj29_Init`, `Obj29_Main`).
pub const POINTS_RISE: i16 = -0x300;
const POINTS_SLOWDOWN: i16 = 0x18;

/// One of the animals of `Obj28_Properties`: speeds after landing, and whether it flies.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct AnimalKind {
    /// `animal_ground_routine_base`: its index in the property table (its routine on landing is
    /// 4 + 2 × index).
    pub index: u8,
    pub x_vel: i16,
    pub y_vel: i16,
}

/// Emerald Hill's animals (`Obj28_ZoneAnimals`): bit 0 of the random number picks one.
pub const EHZ_ANIMALS: [AnimalKind; 2] = [
    // Squirrel: hops.
    AnimalKind { index: 6, x_vel: -0x280, y_vel: -0x380 },
    // Flicky: flies.
    AnimalKind { index: 5, x_vel: -0x300, y_vel: -0x400 },
];

/// Chemical Plant's animals: a rabbit that hops, an eagle that flies.
pub const CPZ_ANIMALS: [AnimalKind; 2] =
    [AnimalKind { index: 0, x_vel: -0x200, y_vel: -0x400 }, AnimalKind { index: 7, x_vel: -0x280, y_vel: -0x300 }];

/// Aquatic Ruin's animals: a penguin that hops, a flicky that flies.
pub const ARZ_ANIMALS: [AnimalKind; 2] =
    [AnimalKind { index: 2, x_vel: -0x180, y_vel: -0x300 }, AnimalKind { index: 5, x_vel: -0x300, y_vel: -0x400 }];

/// Sonic 1's animals (s1disasm `Anml_VarIndex`, `Anml_Variables`: the first seven of the table Sonic 2
/// kept as `Obj28_Properties`): Green Hill's rabbit that hops and flicky that flies.
pub const GHZ_ANIMALS: [AnimalKind; 2] =
    [AnimalKind { index: 0, x_vel: -0x200, y_vel: -0x400 }, AnimalKind { index: 5, x_vel: -0x300, y_vel: -0x400 }];
/// Labyrinth's (and Scrap Brain 3's, an act of Labyrinth in the game): a penguin and a seal, both hopping.
pub const LZ_ANIMALS: [AnimalKind; 2] =
    [AnimalKind { index: 2, x_vel: -0x180, y_vel: -0x300 }, AnimalKind { index: 3, x_vel: -0x140, y_vel: -0x180 }];
/// Marble's: a squirrel and a seal, both hopping.
pub const MZ_ANIMALS: [AnimalKind; 2] =
    [AnimalKind { index: 6, x_vel: -0x280, y_vel: -0x380 }, AnimalKind { index: 3, x_vel: -0x140, y_vel: -0x180 }];

/// Star Light's (`Anml_VarIndex` 4, 5): a chicken that hops and a flicky that flies.
pub const SLZ_ANIMALS: [AnimalKind; 2] =
    [AnimalKind { index: 4, x_vel: -0x1C0, y_vel: -0x300 }, AnimalKind { index: 5, x_vel: -0x300, y_vel: -0x400 }];
/// Spring Yard's (4, 1): a chicken that hops and a bird that flies.
pub const SYZ_ANIMALS: [AnimalKind; 2] =
    [AnimalKind { index: 4, x_vel: -0x1C0, y_vel: -0x300 }, AnimalKind { index: 1, x_vel: -0x200, y_vel: -0x300 }];
/// Scrap Brain's and the Final Zone's (0, 1): a rabbit that hops and a bird that flies.
pub const SBZ_ANIMALS: [AnimalKind; 2] =
    [AnimalKind { index: 0, x_vel: -0x200, y_vel: -0x400 }, AnimalKind { index: 1, x_vel: -0x200, y_vel: -0x300 }];

/// `Obj28_ZoneAnimals` (Sonic 1: `Anml_VarIndex` by `v_zone`): the zone's two animals, by the game level
/// (Emerald Hill's for levels of no zone).
pub fn zone_animals(level: formats::level::LevelEvents) -> [AnimalKind; 2] {
    use formats::level::LevelEvents;
    match level {
        LevelEvents::Cpz1 | LevelEvents::Cpz2 => CPZ_ANIMALS,
        LevelEvents::Arz1 | LevelEvents::Arz2 => ARZ_ANIMALS,
        LevelEvents::Ghz1 | LevelEvents::Ghz2 | LevelEvents::Ghz3 => GHZ_ANIMALS,
        LevelEvents::Lz1 | LevelEvents::Lz2 | LevelEvents::Lz3 | LevelEvents::Sbz3 => LZ_ANIMALS,
        LevelEvents::Mz1 | LevelEvents::Mz2 | LevelEvents::Mz3 => MZ_ANIMALS,
        LevelEvents::Slz1 | LevelEvents::Slz2 | LevelEvents::Slz3 => SLZ_ANIMALS,
        LevelEvents::Syz1 | LevelEvents::Syz2 | LevelEvents::Syz3 => SYZ_ANIMALS,
        LevelEvents::Sbz1 | LevelEvents::Sbz2 | LevelEvents::Fz => SBZ_ANIMALS,
        _ => EHZ_ANIMALS,
    }
}

/// `Obj28_Index`: the routines an animal lands into that fly (`Obj28_Fly`); the others hop (`Obj28_Walk`).
fn flies(routine: u8) -> bool {
    matches!(routine, 0x06 | 0x0E | 0x12)
}

/// What this slot is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Role {
    #[default]
    Explosion,
    Animal,
    Points,
}

/// The explosion, animal or points.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Explosion {
    pub role: Role,
    /// `objoff_3E`: the score index `Touch_KillEnemy` chose (0, 2, 4, 6 or $A); the points show frame
    /// index / 2.
    pub score_index: u8,
    /// The animal, once its first frame chose it.
    pub animal: AnimalKind,
}

pub fn run(c: &mut Common, s: &mut Explosion, cx: &mut ObjCtx) {
    match s.role {
        Role::Explosion => explosion(c, s, cx),
        Role::Animal => animal(c, s, cx),
        Role::Points => points(c),
    }
}

/// `Obj27`.
fn explosion(c: &mut Common, s: &mut Explosion, cx: &mut ObjCtx) {
    if c.routine == 0 {
        // `Obj27_InitWithAnimal`. `Touch_KillEnemy` added 2 to the chain counter and stored the index it
        // scored with (the counter before, at most 6; $A from 16 badniks on) in `objoff_3E`.
        c.routine = 2;
        let chain = cx.world.game.chain_bonus;
        s.score_index = if chain >= 0x20 { 0xA } else { chain.wrapping_sub(2).min(6) as u8 };
        let mut animal = Common::new(ANIMAL_ID, 0, c.pixel_x(), c.pixel_y(), false, false);
        animal.y_radius = ANIMAL_Y_RADIUS;
        let state = Explosion { role: Role::Animal, score_index: s.score_index, ..Default::default() };
        cx.spawn(Obj { common: animal, state: State::Explosion(state) });
    }
    if c.routine == 2 {
        // `Obj27_Init`.
        c.routine = 4;
        c.collision_flags = 0;
        c.width_pixels = 0xC;
        c.anim_frame_duration = cx.world.env.profile.explosion_first_frame;
        c.mapping_frame = 0;
    }
    animate(c);
}

/// `Obj27_Main` (Sonic 1's `ExItem_Animate` is the same): each mapping frame for 8 frames (`FRAME_TIME` 7,
/// counted past 0); deleted when the 6th would start, else drawn.
pub(crate) fn animate(c: &mut Common) {
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if (c.anim_frame_duration as i8) < 0 {
        c.anim_frame_duration = FRAME_TIME;
        c.mapping_frame += 1;
        if c.mapping_frame == LAST_FRAME {
            c.delete();
            return;
        }
    }
    c.display();
}

/// `add.w d1,y_pos(a0)`: moves the pixel word and keeps the subpixel byte.
pub fn add_pixels_y(c: &mut Common, d: i32) {
    c.y = c.y.wrapping_add(d << 8);
}

/// `Obj28` for an animal freed from a badnik (subtype 0).
fn animal(c: &mut Common, s: &mut Explosion, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            // `Obj28_InitRandom`.
            c.routine = 2;
            s.animal = zone_animals(cx.world.game.level)[(cx.world.game.random() & 1) as usize];
            c.y_radius = ANIMAL_Y_RADIUS;
            c.x_flip = true;
            c.width_pixels = 8;
            c.anim_frame_duration = 7;
            c.mapping_frame = 2;
            c.y_vel = ANIMAL_JUMP;
            let mut points = Common::new(POINTS_ID, 0, c.pixel_x(), c.pixel_y(), false, false);
            points.mapping_frame = s.score_index >> 1;
            let state = Explosion { role: Role::Points, ..Default::default() };
            cx.spawn(Obj { common: points, state: State::Explosion(state) });
            c.display();
        }
        2 => {
            // `Obj28_Main`: falls out of the explosion until it lands.
            if !c.on_screen {
                c.delete();
                return;
            }
            c.object_move_and_fall();
            if c.y_vel >= 0 {
                let d1 = floor_distance(c, cx);
                if d1 < 0 {
                    add_pixels_y(c, d1);
                    c.x_vel = s.animal.x_vel;
                    c.y_vel = s.animal.y_vel;
                    c.mapping_frame = 1;
                    c.routine = s.animal.index.wrapping_mul(2).wrapping_add(4);
                }
            }
            c.display();
        }
        _ => moves_on(c, s.animal, cx),
    }
}

/// `Obj28_Fly` / `Obj28_Walk` (by the routine it landed into): a landed animal — freed from a badnik or from
/// the egg prison — flies or hops on, bouncing off the floor with its kind's Y Speed, until it is off screen.
pub fn moves_on(c: &mut Common, animal: AnimalKind, cx: &mut ObjCtx) {
    if flies(c.routine) {
        c.object_move();
        c.y_vel = c.y_vel.wrapping_add(FLY_GRAVITY);
        if c.y_vel >= 0 {
            let d1 = floor_distance(c, cx);
            if d1 < 0 {
                add_pixels_y(c, d1);
                c.y_vel = animal.y_vel;
            }
        }
        c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
        if (c.anim_frame_duration as i8) < 0 {
            c.anim_frame_duration = 1;
            c.mapping_frame = (c.mapping_frame + 1) & 1;
        }
    } else {
        c.object_move_and_fall();
        c.mapping_frame = 1;
        if c.y_vel >= 0 {
            c.mapping_frame = 0;
            let d1 = floor_distance(c, cx);
            if d1 < 0 {
                add_pixels_y(c, d1);
                c.y_vel = animal.y_vel;
            }
        }
    }
    delete_off_screen(c);
}

/// The end of `Obj28_Walk`/`Obj28_Fly` for subtype 0: deleted once the last drawing found it off screen.
fn delete_off_screen(c: &mut Common) {
    if c.on_screen {
        c.display();
    } else {
        c.delete();
    }
}

/// `Obj29`: the points rise and slow down; deleted when they stop.
fn points(c: &mut Common) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 8;
        c.y_vel = POINTS_RISE;
    }
    if c.y_vel >= 0 {
        c.delete();
        return;
    }
    c.object_move();
    c.y_vel = c.y_vel.wrapping_add(POINTS_SLOWDOWN);
    c.display();
}

impl crate::objects::runtime::object::ObjKind for Explosion {
    const MAY_MOVE_PLAYERS: bool = false;

    #[inline(always)]
    fn run(
        s: &mut Self,
        c: &mut crate::objects::runtime::object::Common,
        cx: &mut crate::objects::runtime::context::ObjCtx,
    ) -> Option<crate::objects::runtime::object::State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &crate::objects::runtime::object::Common) -> &'static str {
        let _ = c;
        "destroyed"
    }

    fn name(&self) -> &'static str {
        "destroyed"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The frames an explosion shows, from its first (`Obj27_Init` / `ExItem_Main` then the animation in the
    /// same frame) to its deletion.
    fn lifetime(first_frame: u8) -> u32 {
        let mut c = Common::new(crate::objects::s2::id::EXPLOSION, 0, 0, 0, false, false);
        c.anim_frame_duration = first_frame;
        let mut frames = 0;
        while !c.deleted {
            animate(&mut c);
            frames += 1;
        }
        frames
    }

    /// Sonic 1's `ExItem_Main` shows every frame for 8 frames (`move.b #7,obTimeFrame`): deleted on the 40th;
    /// Sonic 2's first frame is 4 frames long (`move.b #3,anim_frame_duration`): the 36th.
    #[test]
    fn sonic_1_explosions_last_40_frames_sonic_2_ones_36() {
        use crate::profile::Profile;
        use formats::ProfileId;
        assert_eq!(lifetime(Profile::get(ProfileId::S1).explosion_first_frame), 40);
        assert_eq!(lifetime(Profile::get(ProfileId::S2).explosion_first_frame), 36);
    }

    /// s1disasm `Anml_VarIndex`: Labyrinth frees the penguin (2: -$180, -$300) or the seal (3: -$140, -$180),
    /// both hopping; Green Hill the rabbit (0) or the flicky (5), which flies.
    #[test]
    fn sonic_1_zones_free_their_own_animals() {
        use formats::level::LevelEvents;
        let lz = zone_animals(LevelEvents::Lz1);
        assert_eq!((lz[0].index, lz[0].x_vel, lz[0].y_vel), (2, -0x180, -0x300));
        assert_eq!((lz[1].index, lz[1].x_vel, lz[1].y_vel), (3, -0x140, -0x180));
        assert!(!flies(lz[0].index * 2 + 4) && !flies(lz[1].index * 2 + 4));
        let ghz = zone_animals(LevelEvents::Ghz1);
        assert_eq!((ghz[0].index, ghz[1].index), (0, 5));
        assert!(flies(ghz[1].index * 2 + 4));
        assert_eq!(zone_animals(LevelEvents::Sbz3), lz);
        // `Anml_VarIndex`'s Star Light, Spring Yard and Scrap Brain rows with `Anml_Variables`' speeds.
        let pick = |k: [AnimalKind; 2]| k.map(|a| (a.index, a.x_vel, a.y_vel));
        assert_eq!(pick(zone_animals(LevelEvents::Slz3)), [(4, -0x1C0, -0x300), (5, -0x300, -0x400)]);
        assert_eq!(pick(zone_animals(LevelEvents::Syz1)), [(4, -0x1C0, -0x300), (1, -0x200, -0x300)]);
        assert_eq!(pick(zone_animals(LevelEvents::Sbz2)), [(0, -0x200, -0x400), (1, -0x200, -0x300)]);
        assert_eq!(zone_animals(LevelEvents::Fz), zone_animals(LevelEvents::Sbz1), "the Final Zone is Scrap Brain's");
        assert!(flies(6) && flies(0xE) && !flies(0xC), "birds (1) and flickies (5) fly, chickens (4) hop");
        assert_eq!(zone_animals(LevelEvents::Mz2)[0].index, 6);
    }
}
