//! Angel Island's hollow tree in the world (`engine::objects::s3k::aiz_hollow_tree`, skdisasm s3.asm
//! `Obj_AIZHollowTree`): a fast runner is caught at its foot, carried round and up the trunk, and falls off when
//! he slows down.

use crate::support;
use engine::objects::runtime::object::{Common, Obj};
use engine::objects::s3k::aiz_hollow_tree::{self, HollowTree};
use engine::objects::s3k::id;
use engine::{Character, Player};
use formats::inputs::Buttons;
use formats::level::{LevelSource, SourceFormat};

/// A flat Angel Island level (ground at y 640), the tree where act 1 has it (x $2D00: it holds the camera at
/// $2C60) and Sonic running right at $800 $8 px left of it, $90 below its y.
fn world() -> engine::World {
    let mut level = support::flat_level(0x60);
    level.profile = formats::ProfileId::S3K;
    level.source = Some(LevelSource::new(SourceFormat::SonLvlS3K, "Angel Island Zone Act 1"));
    let mut sonic = Player::standing(Character::Sonic, 0x2CF8, 620);
    (sonic.x_speed, sonic.ground_speed) = (0x800, 0x800);
    let mut world = engine::World::with_player(&level, sonic);
    world.bounds.right = 0x6000;
    let tree = Common::new(id::SONIC3K, 0, 0x2D00, 620 - 0x90, false, false);
    world.objects.slots.allocate(Obj { common: tree, state: HollowTree::default().into() }, 0, None);
    world
}

/// s3.asm `sub_1D44C`: caught on the ground at $600 or more (`RideObject_SetRide`: Y Speed 0, on the object;
/// `object_control` bits 6 and 1; the camera held at $2C60), then each frame `AIZTree_SetPlayerPos` puts him
/// $90 − distance / 4 below the tree's y and within $70 of its x; let go of Right, he slows below $600 and
/// falls off (`loc_1D57C`, `AIZTree_FallOff`): in the air, free, his speeds halved.
#[test]
fn the_tree_carries_a_fast_runner_up_and_drops_him_when_he_slows() {
    let mut world = world();
    world.step(Buttons::RIGHT);
    let p = &world.player;
    assert!(p.on_object && !p.air);
    assert_eq!((p.y_speed, p.object_control), (0, aiz_hollow_tree::HOLD));
    assert_eq!(world.bounds.left, i32::from(aiz_hollow_tree::CAMERA_HOLD));
    let tree_y = 620 - 0x90;
    let mut last_y = world.player.pixel_y();
    for _ in 0..40 {
        world.step(Buttons::RIGHT);
        let p = &world.player;
        assert!(p.on_object && !p.air, "still carried");
        assert!(p.pixel_y() <= last_y, "going up");
        assert!((p.pixel_x() - 0x2D00).abs() <= 0x70, "round the trunk");
        last_y = p.pixel_y();
    }
    assert!(last_y < tree_y + 0x90 - 0x40, "a good way up: {last_y:#X}");
    let mut frames = 0;
    while world.player.on_object {
        world.step(Buttons::NONE);
        frames += 1;
        assert!(frames < 200, "never fell off");
    }
    let p = &world.player;
    assert!(p.air && p.object_control == 0);
    assert!(p.ground_speed.unsigned_abs() < aiz_hollow_tree::MIN_SPEED as u16);
}
