//! The level's move set (`Profile::moves`): the profile's, or the level's own (`Level::moves`), one checkbox per move.
//! Each change is one undo step ("Move set").

use crate::command::{Commands, Context};
use egui::{RichText, Ui};
use engine::Profile;
use formats::LevelMoves;
use studio_core::command::EditCommand;
use studio_core::edit::{Edit, Properties};
use studio_core::editing::Origin;

/// Picks one move's switch out of a set.
type Field = fn(&mut LevelMoves) -> &mut bool;

/// Every move the set switches, with its label, in the order of `engine/README.md`'s "Moves per profile".
const MOVES: [(&str, Field); 7] = [
    ("Tails: flight", |m| &mut m.flight),
    ("Knuckles: glide, climb", |m| &mut m.glide),
    ("Sonic: Super Peel Out", |m| &mut m.peel_out),
    ("Sonic: Drop Dash", |m| &mut m.drop_dash),
    ("Sonic: Insta-Shield", |m| &mut m.insta_shield),
    ("Elemental shields", |m| &mut m.elemental_shields),
    ("Super forms", |m| &mut m.super_forms),
];

pub fn show(ui: &mut Ui, cx: &Context, out: &mut Commands) {
    let level = cx.doc.level();
    let profile_moves: LevelMoves = Profile::get(level.profile).moves.into();
    let mut own = level.moves.is_some();
    let mut moves = level.moves.unwrap_or(profile_moves);
    ui.add_space(4.0);
    ui.heading("Moves");
    let mut changed = ui
        .checkbox(&mut own, "This level's own move set")
        .on_hover_text(format!(
            "Off: the characters have the {} profile's moves. On: only the moves ticked below.",
            level.profile.cli_name().to_uppercase()
        ))
        .changed();
    ui.add_enabled_ui(own, |ui| {
        for (label, field) in MOVES {
            changed |= ui.checkbox(field(&mut moves), label).changed();
        }
    });
    if !own {
        ui.label(RichText::new("(the profile's set)").weak());
    }
    if changed {
        let props = Properties { moves: own.then_some(moves), ..Properties::of(level) };
        out.edit(EditCommand::new("Move set", Origin::Level, Edit::SetProperties(Box::new(props))));
    }
}
