//! A level's own move set (`Level::moves`) replaces its profile's: a glide in a Sonic 2 level, no insta-shield in
//! an S3K level that turns it off; the profile's other rules stay.

use crate::support;
use engine::player::{Ability, Player};
use engine::{Character, Profile, World};
use formats::inputs::Buttons;
use formats::{Level, LevelMoves, ProfileId};

fn level(profile: ProfileId, moves: Option<LevelMoves>) -> Level {
    let mut level = support::flat_level(10);
    level.profile = profile;
    level.moves = moves;
    level
}

fn jumping(character: Character) -> Player {
    let mut p = Player::standing(character, 300, 300);
    p.air = true;
    p.jumping = true;
    p
}

#[test]
fn the_level_set_replaces_the_profile_set_and_nothing_else() {
    let glide = LevelMoves { glide: true, ..Default::default() };
    let p = Profile::for_level(&level(ProfileId::S2, Some(glide)));
    assert_eq!(p.moves, glide.into());
    assert_eq!(Profile { moves: Profile::get(ProfileId::S2).moves, ..p }, Profile::get(ProfileId::S2));
    assert_eq!(Profile::for_level(&level(ProfileId::S3K, None)), Profile::get(ProfileId::S3K));
    let mania = Profile::get(ProfileId::Mania).moves;
    assert_eq!(engine::profile::MoveSet::from(LevelMoves::from(mania)), mania);
}

#[test]
fn knuckles_glides_in_a_sonic_2_level_that_gives_him_the_glide() {
    let mut w = World::with_player(&level(ProfileId::S2, None), jumping(Character::Knuckles));
    w.step(Buttons::JUMP);
    assert_eq!(w.player.ability, Ability::None, "Sonic 2's own set: no glide");
    let on = Some(LevelMoves { glide: true, ..Default::default() });
    let mut w = World::with_player(&level(ProfileId::S2, on), jumping(Character::Knuckles));
    w.step(Buttons::JUMP);
    assert!(matches!(w.player.ability, Ability::Glide { .. }));
}

#[test]
fn an_s3k_level_can_turn_the_insta_shield_off() {
    let mut w = World::with_player(&level(ProfileId::S3K, Some(LevelMoves::default())), jumping(Character::Sonic));
    w.step(Buttons::JUMP);
    assert_eq!(w.player.ability, Ability::None);
    let mut w = World::with_player(&level(ProfileId::S3K, None), jumping(Character::Sonic));
    w.step(Buttons::JUMP);
    assert!(matches!(w.player.ability, Ability::InstaShield { .. }));
}
