//! Spring Yard 3's and Star Light 3's bosses in their real arenas (the acts imported from
//! `../shared/reference/s1disasm-full`, the player dropped into the arena and left alone): the level events load
//! them as the camera arrives (`DLE_SYZ3`, `DLE_SLZ3`) and they fight with the act's own blocks and seesaws
//! (`_incObj/75 Boss - Spring Yard.asm`, `76 SYZ Boss Blocks.asm`, `7A Boss - Star Light.asm`, `7B SLZ Boss
//! Spikeball.asm`). Skipped without `../shared`.

use engine::objects::runtime::object::{Common, State};
use engine::objects::s1::Sonic1;
use engine::objects::s1::slz_boss::ball_routine;
use engine::objects::s1::syz_boss::{self, SyzBoss};
use engine::{Character, World};
use formats::Point;
use formats::inputs::Buttons;

fn act(name: &str, start: Point) -> Option<World> {
    let shared = formats::reference::shared_dir()?;
    let ini = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S1)?;
    let mut level = match formats::import::sonlvl::import(&ini, name) {
        Ok(level) => level,
        Err(e) => panic!("{name} does not import: {e}"),
    };
    level.player_start = start;
    Some(World::new(&level, Character::Sonic))
}

fn syz_ship(w: &World) -> Option<(&Common, &SyzBoss)> {
    w.objects.slots.iter().find_map(|(_, o)| match &o.state {
        State::Sonic1(Sonic1::SyzBoss(s)) if o.common.routine == syz_boss::routine::SHIP => Some((&o.common, s)),
        _ => None,
    })
}

/// With the player standing on the blocks in column 6 (x $2CD0), the ten blocks and the ship load; the ship flies
/// in, sways, stops over column 6 (x $2CD0), goes down and lifts that block.
#[test]
fn spring_yard_3_lifts_the_block_under_the_player() {
    let Some(mut w) = act("Spring Yard Zone Act 3", Point { x: 0x2CD0, y: 0x540 }) else { return };
    let mut frames = 0;
    while !syz_ship(&w).is_some_and(|(_, s)| s.carrying) {
        w.step(Buttons::NONE);
        frames += 1;
        assert!(frames < 600, "no lift");
    }
    let blocks: Vec<&Common> = w
        .objects
        .slots
        .iter()
        .filter(|(_, o)| matches!(o.state, State::Sonic1(Sonic1::BossBlock(_))))
        .map(|(_, o)| &o.common)
        .collect();
    assert_eq!(blocks.len(), 10);
    let (c, s) = syz_ship(&w).expect("the ship");
    assert_eq!((c.pixel_x(), s.origin_px().1, s.column), (0x2CD0, syz_boss::LIFT_Y, 6));
    let lifted = s.block.and_then(|i| w.objects.slots.get(i)).map(|o| (o.common.subtype, o.common.pixel_x()));
    assert_eq!(lifted, Some((6, 0x2CD0)));
    assert!(w.objects.game.events.lockscreen);
}

/// The ship notes the act's three seesaws (x $203C, $20A0, $2104; none of them has a ball), drops a ball onto the
/// left end of the third (x $20DC), which rests on it ($2D4 − 8 once the seesaw has turned) and bursts into four
/// shrapnel pieces $F0 frames after landing.
#[test]
fn star_light_3_drops_a_ball_on_a_seesaw() {
    let Some(mut w) = act("Star Light Zone Act 3", Point { x: 0x20C0, y: 0x200 }) else { return };
    let resting = |w: &World| {
        w.objects.slots.iter().find_map(|(k, o)| match &o.state {
            State::Sonic1(Sonic1::BossSpikeball(b)) if o.common.routine == ball_routine::REST => {
                Some((k, o.common.pixel_x(), o.common.pixel_y(), b.seesaw))
            }
            _ => None,
        })
    };
    let mut frames = 0;
    while resting(&w).is_none() {
        w.step(Buttons::NONE);
        frames += 1;
        assert!(frames < 400, "no ball");
    }
    let noted = w.objects.slots.iter().find_map(|(_, o)| match &o.state {
        State::Sonic1(Sonic1::SlzBoss(s)) if o.common.routine == 2 => Some(s.seesaws),
        _ => None,
    });
    let xs: Vec<i32> = noted
        .expect("the ship")
        .iter()
        .map(|i| i.and_then(|i| w.objects.slots.get(i)).map_or(0, |o| o.common.pixel_x()))
        .collect();
    assert_eq!(xs, vec![0x203C, 0x20A0, 0x2104]);
    // It landed; the next frames it sits on the end as the seesaw turns (frame 1, then 2: that end low).
    w.step(Buttons::NONE);
    w.step(Buttons::NONE);
    let (slot, x, y, seesaw) = resting(&w).expect("a ball");
    assert_eq!((x, y), (0x2104 - 0x28, 0x2D4 - 8));
    assert_eq!(seesaw.and_then(|i| w.objects.slots.get(i)).map(|o| o.common.pixel_x()), Some(0x2104));
    for _ in 0..0xEF {
        w.step(Buttons::NONE);
    }
    assert!(
        matches!(w.objects.slots.get(slot).map(|o| &o.state), Some(State::Sonic1(k)) if k.id() == 0x3F),
        "an explosion"
    );
    let shrapnel = w
        .objects
        .slots
        .iter()
        .filter(|(_, o)| {
            matches!(&o.state, State::Sonic1(Sonic1::BossSpikeball(b)) if !b.exploded)
                && o.common.routine == ball_routine::SHRAPNEL
        })
        .count();
    assert_eq!(shrapnel, 4);
}
