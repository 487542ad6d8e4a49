//! Sonic 1's scenery objects with their routines' integers (s1disasm `_incObj/1C Scenery.asm`,
//! `12 Light.asm`, `49 Waterfall Sound.asm`, `65 Waterfalls.asm`), on the flat Sonic 1 test level.

use crate::support;
use engine::objects::runtime::object::{Common, Obj, State};
use engine::objects::s1::{Sonic1, light, waterfall};
use engine::player::Player;
use engine::{Character, World};
use formats::inputs::Buttons;
use formats::object::{ObjectKind, ObjectPlacement};
use formats::{Level, ProfileId};

const FLOOR: i32 = 640;

fn level(objects: &[(u8, u8, i32, i32)]) -> Level {
    let mut level = support::flat_level(16);
    level.profile = ProfileId::S1;
    support::clear(&mut level, [0, 1], 5..8);
    for &(id, subtype, x, y) in objects {
        level.objects.push(ObjectPlacement { kind: ObjectKind::Other { id, subtype }, x, y, ..Default::default() });
    }
    level.source = Some(formats::level::LevelSource::new(formats::level::SourceFormat::SonLvlS1, "test"));
    level
}

fn world(level: &Level) -> World {
    World::with_player(level, Player::standing(Character::Sonic, 400, FLOOR - 20))
}

fn first(w: &World, kind: fn(&Sonic1) -> bool) -> Option<Common> {
    w.objects.slots.iter().find_map(|(_, o)| match o {
        Obj { common, state: State::Sonic1(s) } if kind(s) => Some(common.clone()),
        _ => None,
    })
}

#[test]
fn scenery_takes_its_frame_and_width_by_subtype() {
    let w = &mut world(&level(&[(0x1C, 0, 420, 600), (0x1C, 3, 460, 600)]));
    w.step(Buttons::NONE);
    let all: Vec<(u8, u8, bool)> = w
        .objects
        .slots
        .iter()
        .filter(|(_, o)| matches!(o.state, State::Sonic1(Sonic1::Scenery)))
        .map(|(_, o)| (o.common.mapping_frame, o.common.width_pixels, o.common.displayed))
        .collect();
    assert_eq!(all, [(0, 8, true), (1, 0x10, true)]);
}

#[test]
fn the_spring_yard_lamp_shows_six_frames_of_8() {
    let w = &mut world(&level(&[(0x12, 0, 420, 600)]));
    let lamp = |w: &World| first(w, |s| matches!(s, Sonic1::Light)).expect("loaded");
    // First run: the timer (0) runs out at once: frame 1, then each frame 8 frames.
    let mut frames = Vec::new();
    for _ in 0..50 {
        w.step(Buttons::NONE);
        frames.push(lamp(w).mapping_frame);
    }
    let mut expected = Vec::new();
    for f in [1u8, 2, 3, 4, 5, 0, 1] {
        expected.extend(std::iter::repeat_n(f, usize::from(light::FRAME_TIME) + 1));
    }
    expected.truncate(50);
    assert_eq!(frames, expected);
    assert_eq!(lamp(w).width_pixels, light::WIDTH_PIXELS);
}

#[test]
fn the_waterfall_sound_is_never_drawn() {
    let w = &mut world(&level(&[(0x49, 0, 420, 600)]));
    for _ in 0..3 {
        w.step(Buttons::NONE);
    }
    let s = first(w, |s| matches!(s, Sonic1::WaterfallSound)).expect("loaded");
    assert_eq!((s.routine, s.displayed), (2, false));
}

#[test]
fn waterfalls_show_their_frame_and_the_splash_animates_on_the_water() {
    let mut level = level(&[(0x65, 0x03, 420, 560), (0x65, 0x49, 460, 100)]);
    level.water_height = Some(600);
    let w = &mut world(&level);
    w.step(Buttons::NONE);
    let still = first(w, |s| matches!(s, Sonic1::Waterfall)).expect("loaded");
    assert_eq!((still.routine, still.mapping_frame, still.width_pixels), (waterfall::routine::STILL, 3, 0x18));
    let splash = |w: &World| {
        w.objects
            .slots
            .iter()
            .filter(|(_, o)| matches!(o.state, State::Sonic1(Sonic1::Waterfall)))
            .map(|(_, o)| o.common.clone())
            .nth(1)
            .expect("the splash")
    };
    let s = splash(w);
    assert_eq!((s.routine, s.mapping_frame), (waterfall::routine::ON_WATER, 9));
    let mut frames = Vec::new();
    for _ in 0..24 {
        w.step(Buttons::NONE);
        let s = splash(w);
        assert_eq!(s.pixel_y(), w.objects.game.water.surface - waterfall::ABOVE_WATER, "16 px above the water");
        frames.push(s.mapping_frame);
    }
    // `Ani_WFall`: 9, $A, $B, 6 frames each (the first shown on the first run).
    let mut expected: Vec<u8> = [9u8; 5].to_vec();
    for f in [0xA, 0xB, 9, 0xA] {
        expected.extend([f; 6]);
    }
    expected.truncate(24);
    assert_eq!(frames, expected);
}
