//! The play-test's views: the play bar over the level view (play / pause / step / speed / rewind / stop, record
//! indicator, replays, overlays), the HUD with its live plot and the Controls window (the overlays over the
//! level view are the canvas's: `canvas::playtest_overlay`). They draw the play-test controller's state (`studio_core::playtest::session`) and queue
//! commands; the app applies them (and drives the controller at 60 Hz).

pub mod controls;
pub mod hud;
pub mod plot;

use crate::command::{Command, Commands, Context, PlayOptions};
use egui::{Color32, RichText};
use engine::Character;
use strum::IntoEnumIterator;
use studio_core::playtest::session::Player2;
use studio_core::playtest::session::character_name;

/// "Credits demo": for a level imported from Sonic 1's SonLVL project, the game's credits demos that play it
/// (read from the disassembly beside the project only while the menu is open), each starting as the demo does.
fn credits_demo_menu(ui: &mut egui::Ui, ctx: &Context, out: &mut Commands) {
    let level = ctx.doc.level();
    let sonic1 = level.source.as_ref().is_some_and(|s| s.format == formats::level::SourceFormat::SonLvlS1);
    if !sonic1 {
        return;
    }
    ui.menu_button("Credits demo", |ui| {
        let mut any = false;
        for n in 1..=formats::import::s1_credits::CREDITS_DEMOS {
            let Ok(demo) = studio_core::playtest::credits_demo(level, ctx.doc.path(), n) else { continue };
            any = true;
            let label = format!("Credits demo {n} ({}, {})", demo.start.0, demo.start.1);
            if ui.button(label).on_hover_text(Command::PlayCreditsDemo(n).tooltip(ui.ctx())).clicked() {
                out.push(Command::PlayCreditsDemo(n));
                ui.close();
            }
        }
        if !any {
            ui.label("No credits demo plays this level (or the disassembly beside its project has none)");
        }
    });
}

/// The play-test views' own state.
#[derive(Clone, Debug, Default)]
pub struct PlayPanel {
    /// Key bindings and the Controls window.
    pub controls: controls::Controls,
}

impl PlayPanel {
    /// The play bar (a strip over the level view).
    pub fn bar(&mut self, ui: &mut egui::Ui, ctx: &Context, out: &mut Commands) {
        let session = ctx.playtest;
        let options = PlayOptions {
            character: session.character,
            overlays: session.overlays,
            hud: session.hud,
            free_camera: session.free_camera,
            follow_layer: session.follow_layer,
            no_badniks: session.no_badniks,
            player2: session.player2,
            emeralds: session.emeralds,
            super_emeralds: session.super_emeralds,
        };
        let mut changed = options;
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new("Play-test").strong());
            // Issue #15: each character's moves under this level's physics profile.
            let moves = engine::Profile::for_level(ctx.doc.level()).moves;
            for c in Character::iter() {
                let names = moves.names_for(c);
                let list = if names.is_empty() { "none beyond the basics".to_string() } else { names.join(", ") };
                ui.selectable_value(&mut changed.character, c, character_name(c))
                    .on_hover_text(format!("Who the next play-test drops in. Moves in this profile: {list}"));
            }
            // "As the game" names whom it gives on this level: CPU Tails in Sonic 2 and S3K, no one in Sonic 1.
            let resolved = changed.player2.resolve(ctx.doc.level(), changed.character);
            let label = match changed.player2 {
                Player2::AsTheGame => format!("Player 2: As the game ({})", resolved.label()),
                other => format!("Player 2: {}", other.label()),
            };
            ui.menu_button(label, |ui| {
                for p2 in Player2::ALL {
                    ui.selectable_value(&mut changed.player2, p2, p2.label());
                }
            })
            .response
            .on_hover_text(
                "As the game: Sonic 2 and Sonic 3 & Knuckles start Sonic with CPU Tails, Sonic 1 alone; \
                 CPU Tails follows 16 frames behind (the second key set takes him over for 10 s); \
                 2nd player: Tails on the second key set (W A S D, jump F or G)",
            );
            ui.checkbox(&mut changed.emeralds, "7 emeralds")
                .on_hover_text("With 50 rings, jump in the air to turn Super (where the move set has Super forms)");
            ui.checkbox(&mut changed.super_emeralds, "7 Super Emeralds").on_hover_text(
                "Sonic 3 & Knuckles: with 50 rings the transformation gives Hyper Sonic or Hyper Knuckles \
                 (Tails stays Super)",
            );
            if ui.button("Play from start").on_hover_text(Command::PlayFromStart.tooltip(ui.ctx())).clicked() {
                out.push(Command::PlayFromStart);
            }
            let armed = ctx.editing.play_here_armed;
            if ui
                .selectable_label(armed, "Play from here")
                .on_hover_text("Click in the level view to drop the player there (Shift+P over the view)")
                .clicked()
            {
                out.change(studio_core::editing::Change::PlayHereArmed(!armed));
            }
            credits_demo_menu(ui, ctx, out);
            if ui.button("Controls…").on_hover_text("Which keys hold Up, Down, Left, Right and Jump").clicked() {
                self.controls.open = !self.controls.open;
            }
            controls::window(ui.ctx(), &mut self.controls);
            if session.play.is_none() {
                ui.separator();
                // A menu, so the path field only exists while it is open (the bar stays free of text fields).
                ui.menu_button("Replay…", |ui| {
                    replay_field(ui, ctx, out);
                    if ui
                        .button("Load replay")
                        .on_hover_text("Play an .inputs file or a BizHawk movie (.bk2) back from the last start")
                        .clicked()
                    {
                        out.push(Command::LoadReplay);
                        ui.close();
                    }
                });
                if let Some(m) = &session.message {
                    ui.label(RichText::new(m).weak());
                }
                return;
            }
            ui.separator();
            running_controls(ui, ctx, &mut changed, out);
        });
        if changed != options {
            out.push(Command::SetPlayOptions(changed));
        }
    }
}

/// How wide `template` is in the monospace font.
pub fn mono_width(ui: &egui::Ui, template: &str) -> f32 {
    let font = egui::TextStyle::Monospace.resolve(ui.style());
    ui.painter().layout_no_wrap(template.to_string(), font, Color32::WHITE).size().x
}

/// Monospace `text` in a box `width` points wide (see [`mono_width`]), so that the widgets after it stay put
/// while the text changes (a frame counter gaining a digit must not push the buttons along or onto the next
/// row).
pub fn fixed_width(ui: &mut egui::Ui, text: RichText, width: f32) -> egui::Response {
    let text = text.monospace();
    let size = egui::vec2(width, ui.spacing().interact_size.y);
    let layout = egui::Layout::left_to_right(egui::Align::Center);
    ui.allocate_ui_with_layout(size, layout, |ui| {
        ui.set_min_size(size);
        ui.add(egui::Label::new(text).truncate());
    })
    .response
}

/// The widest frame number the bar makes room for (over two days at 60 Hz).
const FRAME_TEMPLATE: &str = "0000000";
/// Slider lengths in the play bar.
const SPEED_SLIDER: f32 = 90.0;
const REWIND_SLIDER: f32 = 150.0;

/// The controls shown while a play-test exists. Every part has a fixed width, so nothing moves while the
/// numbers grow.
fn running_controls(ui: &mut egui::Ui, ctx: &Context, options: &mut PlayOptions, out: &mut Commands) {
    let session = ctx.playtest;
    let Some(play) = &session.play else { return };
    let running = !play.paused;
    // As wide as the wider of its two labels.
    let pause_width = {
        let font = egui::TextStyle::Button.resolve(ui.style());
        ui.painter().layout_no_wrap("Resume".to_string(), font, Color32::WHITE).size().x
            + 2.0 * ui.spacing().button_padding.x
    };
    if ui
        .add(egui::Button::new(if running { "Pause" } else { "Resume" }).min_size(egui::vec2(pause_width, 0.0)))
        .on_hover_text(Command::PauseResume.tooltip(ui.ctx()))
        .clicked()
    {
        out.push(Command::PauseResume);
    }
    let (oldest, newest) = (play.oldest_frame(), play.last_frame());
    if ui
        .add_enabled(play.frame() > oldest, egui::Button::new("Step back"))
        .on_hover_text(Command::StepBack.tooltip(ui.ctx()))
        .clicked()
    {
        out.push(Command::StepBack);
    }
    if ui.button("Step").on_hover_text(Command::StepForward.tooltip(ui.ctx())).clicked() {
        out.push(Command::StepForward);
    }
    ui.label("Speed");
    let mut speed = play.speed;
    ui.spacing_mut().slider_width = SPEED_SLIDER;
    if ui.add(egui::Slider::new(&mut speed, 0.25..=4.0).logarithmic(true).fixed_decimals(2).suffix("×")).changed() {
        out.push(Command::SetSpeed(speed));
    }
    let mut frame = play.frame();
    ui.spacing_mut().slider_width = REWIND_SLIDER;
    let rewind = ui
        .add_enabled(newest > oldest, egui::Slider::new(&mut frame, oldest..=newest).show_value(false))
        .on_hover_text(Command::Seek(0).entry().tooltip);
    let counter = mono_width(ui, &format!("frame {FRAME_TEMPLATE}"));
    fixed_width(ui, RichText::new(format!("frame {}", play.frame())), counter);
    // Recording indicator: every frame's buttons are kept (the replay).
    let dot = if running { Color32::from_rgb(0xE0, 0x30, 0x30) } else { Color32::from_gray(0x90) };
    let rec = RichText::new(format!("REC {}", play.recording.len())).monospace().color(dot);
    fixed_width(ui, rec, counter).on_hover_text("Every frame's buttons are recorded; Save replay writes them");
    if ui.button("Stop").on_hover_text(Command::StopPlay.tooltip(ui.ctx())).clicked() {
        out.push(Command::StopPlay);
    }
    ui.separator();
    ui.checkbox(&mut options.free_camera, "Free camera")
        .on_hover_text("Pan and zoom freely instead of following the game camera");
    ui.checkbox(&mut options.follow_layer, "Follow layer")
        .on_hover_text("Show the collision layer the player is on (A or B), as the game collides with it");
    ui.checkbox(&mut options.no_badniks, "No badniks")
        .on_hover_text("Play with every badnik removed, to test the terrain and the other objects alone");
    ui.menu_button("Give power-up", |ui| {
        for &power_up in studio_core::playtest::PowerUp::for_level(ctx.doc.level()) {
            let command = Command::GivePowerUp(power_up);
            if ui.button(power_up.label()).on_hover_text(command.tooltip(ui.ctx())).clicked() {
                out.push(command);
                ui.close();
            }
        }
    })
    .response
    .on_hover_text(Command::GivePowerUp(studio_core::playtest::PowerUp::Shield).entry().tooltip);
    ui.menu_button("Overlays", |ui| {
        let o = &mut options.overlays;
        ui.checkbox(&mut o.game_view, "Game view (320×224)");
        ui.checkbox(&mut o.sensors, "Sensors A–F, winner, mode");
        ui.checkbox(&mut o.boxes, "Size box, push radius, hitbox");
        ui.checkbox(&mut o.trail, "Trail (coloured by speed)");
        ui.checkbox(&mut o.jump_arc, "Predicted jump arc");
        ui.checkbox(&mut options.hud, "HUD and plot");
    });
    ui.separator();
    replay_field(ui, ctx, out);
    if ui.button("Save replay").clicked() {
        out.push(Command::SaveReplay);
    }
    if ui.button("Load replay").on_hover_text(Command::LoadReplay.entry().tooltip).clicked() {
        out.push(Command::LoadReplay);
    }
    // Always there (greyed until a replay is saved or loaded), so the bar does not change when it becomes usable.
    if ui
        .add_enabled(session.reference.is_some(), egui::Button::new("Compare"))
        .on_hover_text(Command::CompareReplay.entry().tooltip)
        .on_disabled_hover_text("Save or load a replay first")
        .clicked()
    {
        out.push(Command::CompareReplay);
    }
    if let Some(m) = &session.message {
        ui.label(RichText::new(m).weak());
    }
    if rewind.changed() {
        out.push(Command::Seek(frame));
    }
}

/// The replay file's path (edited as a copy; a change is a command).
fn replay_field(ui: &mut egui::Ui, ctx: &Context, out: &mut Commands) {
    let mut path = ctx.playtest.replay_path.clone();
    if ui
        .add(egui::TextEdit::singleline(&mut path).desired_width(140.0))
        .on_hover_text(Command::SetReplayPath(String::new()).entry().tooltip)
        .changed()
    {
        out.push(Command::SetReplayPath(path.clone()));
    }
    // A BizHawk movie: where the level starts in it.
    if formats::bk2::is_movie(std::path::Path::new(path.trim())) {
        let mut from = ctx.playtest.replay_from;
        ui.horizontal(|ui| {
            let label = ui.label("from movie frame");
            if ui
                .add(egui::DragValue::new(&mut from).range(0..=formats::limits::MAX_SCRIPT_FRAMES))
                .labelled_by(label.id)
                .on_hover_text(Command::SetReplayFrom(0).entry().tooltip)
                .changed()
            {
                out.push(Command::SetReplayFrom(from));
            }
        });
    }
}
