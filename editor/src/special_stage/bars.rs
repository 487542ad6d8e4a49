//! The special-stage editor's menu bar, play bar, status bar and the right panel (the stage's facts and the
//! play-test's numbers). The play-test keys are the level play-test's (`command::play_keys`, the Controls
//! window): P plays, Enter pauses, `.` steps, `,` steps back, Shift+`,` rewinds a second, Esc stops.

use super::blocks;
use super::rotated_view::signed_hex;
use super::{SpecialStageEditor, SsCommand};
use crate::command::Command;
use egui::Button;
use engine::special_stage::Phase;
use formats::special_stage::SsBlock;
use studio_core::special_stage::SsEdit;
use studio_core::special_stage::document::player_centre;

/// A menu item with its shortcut text.
fn item(ui: &mut egui::Ui, label: &str, shortcut: &str, enabled: bool, command: SsCommand, out: &mut Vec<SsCommand>) {
    if ui.add_enabled(enabled, Button::new(label).shortcut_text(shortcut)).clicked() {
        out.push(command);
    }
}

/// The shortcut text of a level play-test key as the user bound it.
fn play_key(ui: &egui::Ui, command: Command) -> String {
    command.shortcut_text(ui.ctx())
}

pub fn menu_bar(ui: &mut egui::Ui, editor: &SpecialStageEditor, out: &mut Vec<SsCommand>) {
    let history = editor.doc.history();
    let cmd = |ui: &egui::Ui, key: &str| {
        ui.ctx().format_shortcut(&egui::KeyboardShortcut::new(egui::Modifiers::COMMAND, key_of(key)))
    };
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button("File", |ui| {
            item(ui, "New special stage", &cmd(ui, "N"), true, SsCommand::New, out);
            item(ui, "Open special stage…", &cmd(ui, "O"), true, SsCommand::Open, out);
            item(ui, "Open from s1disasm folder…", "", true, SsCommand::OpenFolder, out);
            ui.separator();
            item(ui, "Save", &cmd(ui, "S"), true, SsCommand::Save, out);
            item(ui, "Save As…", "", true, SsCommand::SaveAs, out);
            ui.separator();
            item(ui, "Close special stage", "", true, SsCommand::Close, out);
        });
        ui.menu_button("Edit", |ui| {
            let undo = history.undo_label().map_or_else(|| "Undo".to_string(), |l| format!("Undo {l}"));
            let redo = history.redo_label().map_or_else(|| "Redo".to_string(), |l| format!("Redo {l}"));
            item(ui, &undo, &cmd(ui, "Z"), history.can_undo(), SsCommand::Undo, out);
            item(ui, &redo, &cmd(ui, "Y"), history.can_redo(), SsCommand::Redo, out);
            ui.separator();
            item(ui, "Clear stage", "", true, SsCommand::Clear, out);
        });
        ui.menu_button("View", |ui| {
            item(ui, "Fit stage", "F", true, SsCommand::FitGrid, out);
            let mut o = editor.overlays;
            let before = o;
            ui.checkbox(&mut o.grid_lines, "Block grid");
            ui.checkbox(&mut o.gravity, "Gravity arrow");
            ui.checkbox(&mut o.touched, "Block touched");
            ui.checkbox(&mut o.numbers, "Angle and speeds");
            if o != before {
                out.push(SsCommand::Overlays(o));
            }
        });
        ui.menu_button("Play", |ui| {
            let playing = editor.play.is_some();
            item(ui, "Play from start", &play_key(ui, Command::PlayFromStart), true, SsCommand::Play, out);
            item(ui, "Pause / resume", &play_key(ui, Command::PauseResume), true, SsCommand::PauseResume, out);
            item(ui, "Step", &play_key(ui, Command::StepForward), true, SsCommand::Step, out);
            item(ui, "Step back", &play_key(ui, Command::StepBack), playing, SsCommand::StepBack, out);
            item(ui, "Rewind a second", &play_key(ui, Command::RewindSecond), playing, SsCommand::RewindSecond, out);
            item(ui, "Stop", &play_key(ui, Command::StopPlay), playing, SsCommand::Stop, out);
        });
    });
}

fn key_of(letter: &str) -> egui::Key {
    egui::Key::from_name(letter).unwrap_or(egui::Key::S)
}

pub fn play_bar(ui: &mut egui::Ui, editor: &SpecialStageEditor, out: &mut Vec<SsCommand>) {
    ui.horizontal(|ui| {
        ui.strong("Special stage");
        ui.separator();
        let ctx = ui.ctx().clone();
        let tip = |c: Command, text: &str| format!("{text} ({})", c.shortcut_text(&ctx));
        let play_label = if editor.play.is_some() { "Restart" } else { "Play" };
        if ui.button(play_label).on_hover_text(tip(Command::PlayFromStart, "Play from the start")).clicked() {
            out.push(SsCommand::Play);
        }
        let paused = editor.play.as_ref().is_some_and(|p| p.paused);
        let pause_label = if paused { "Resume" } else { "Pause" };
        if ui
            .add_enabled(editor.play.is_some(), Button::new(pause_label))
            .on_hover_text(tip(Command::PauseResume, "Pause or resume"))
            .clicked()
        {
            out.push(SsCommand::PauseResume);
        }
        if ui.button("Step").on_hover_text(tip(Command::StepForward, "One frame forward (pauses)")).clicked() {
            out.push(SsCommand::Step);
        }
        let playing = editor.play.is_some();
        if ui
            .add_enabled(playing, Button::new("Step back"))
            .on_hover_text(tip(Command::StepBack, "One frame back (pauses)"))
            .clicked()
        {
            out.push(SsCommand::StepBack);
        }
        if ui
            .add_enabled(playing, Button::new("Rewind 1 s"))
            .on_hover_text(tip(Command::RewindSecond, "60 frames back (pauses)"))
            .clicked()
        {
            out.push(SsCommand::RewindSecond);
        }
        if ui
            .add_enabled(playing, Button::new("Stop"))
            .on_hover_text(tip(Command::StopPlay, "Back to editing"))
            .clicked()
        {
            out.push(SsCommand::Stop);
        }
        if let Some(play) = &editor.play {
            ui.separator();
            let (oldest, newest) = (play.oldest_frame(), play.newest_frame());
            let mut frame = play.frame();
            let slider = egui::Slider::new(&mut frame, oldest..=newest.max(oldest + 1)).text("frame");
            if ui.add(slider).on_hover_text("Rewind: drag to any kept frame").changed() {
                out.push(SsCommand::Seek(frame));
            }
            let state = match play.stage.phase {
                Phase::Playing if play.paused => "paused",
                Phase::Playing => "playing",
                Phase::Exiting => "GOAL / emerald: leaving",
                Phase::Exited { .. } => "left the stage",
            };
            ui.label(state);
        }
        ui.separator();
        let mut o = editor.overlays;
        let before = o;
        ui.checkbox(&mut o.gravity, "Gravity");
        ui.checkbox(&mut o.touched, "Block touched");
        ui.checkbox(&mut o.numbers, "Numbers");
        if o != before {
            out.push(SsCommand::Overlays(o));
        }
    });
}

pub fn status_bar(ui: &mut egui::Ui, editor: &SpecialStageEditor, notice: Option<&str>) {
    ui.horizontal(|ui| {
        match editor.grid.hover {
            Some((r, c)) => {
                let id = editor.doc.stage().id(r, c);
                ui.monospace(format!("row {r:2} column {c:2}  {id:02X} {}", blocks::name(id)));
            }
            None => {
                ui.monospace("—");
            }
        }
        ui.separator();
        ui.label(format!("zoom {:.0} %", editor.grid.camera.zoom * 100.0));
        if editor.doc.is_dirty() {
            ui.separator();
            ui.label("unsaved changes");
        }
        if let Some(notice) = notice {
            ui.separator();
            ui.label(notice);
        }
    });
}

/// The right panel: the stage's start and what it holds; while playing, the player's numbers.
pub fn info(ui: &mut egui::Ui, editor: &SpecialStageEditor, out: &mut Vec<SsCommand>) {
    let stage = editor.doc.stage();
    ui.heading("Stage");
    ui.label(editor.doc.file_name());
    let mut start = stage.start;
    let before = start;
    egui::Grid::new("ss_start").num_columns(2).show(ui, |ui| {
        let label = ui.label("Start X").on_hover_text("obX of the player at the start (startpos/ssN.bin)");
        ui.add(egui::DragValue::new(&mut start.x).hexadecimal(4, false, true)).labelled_by(label.id);
        ui.end_row();
        let label = ui.label("Start Y").on_hover_text("obY of the player at the start");
        ui.add(egui::DragValue::new(&mut start.y).hexadecimal(4, false, true)).labelled_by(label.id);
        ui.end_row();
    });
    if start != before {
        out.push(SsCommand::Edit {
            label: "Move start",
            merge: Some(studio_core::history::MergeKey::Field { field: "ss start", item: 0, slot: 0 }),
            edit: SsEdit::SetStart(start),
        });
    }
    let count = |f: fn(SsBlock) -> bool| stage.layout.iter().filter(|&&id| f(SsBlock::from_id(id))).count();
    egui::Grid::new("ss_counts").num_columns(2).show(ui, |ui| {
        for (label, n) in [
            ("Rings", count(|b| b == SsBlock::Ring)),
            ("Emeralds", count(|b| matches!(b, SsBlock::Emerald { .. }))),
            ("GOAL blocks", count(|b| b == SsBlock::Goal)),
            ("Bumpers", count(|b| b == SsBlock::Bumper)),
            ("Walls", count(|b| matches!(b, SsBlock::Wall { .. }))),
        ] {
            ui.label(label);
            ui.monospace(n.to_string());
            ui.end_row();
        }
    });
    let Some(play) = &editor.play else {
        ui.separator();
        ui.label("Press P (or Play) to play-test: the arrows move, Z, X, C or Space jump.");
        return;
    };
    ui.separator();
    ui.heading("Play-test");
    let s = &play.stage;
    let (cx, cy) = player_centre(s.player.x_pixel(), s.player.y_pixel());
    let touched = if s.player.touched == 0 { "—".to_string() } else { blocks::name(s.player.touched) };
    egui::Grid::new("ss_play_numbers").num_columns(2).show(ui, |ui| {
        let mut row = |label: &str, value: String| {
            ui.label(label);
            ui.monospace(value);
            ui.end_row();
        };
        row("Frame", s.frame.to_string());
        row("Stage angle", format!("{:04X} (snapped {:02X})", s.rotation.angle, s.rotation.snapped()));
        row("Rotation speed", signed_hex(s.rotation.speed));
        row("X", format!("{:04X}:{:04X}", s.player.x >> 16, s.player.x & 0xFFFF));
        row("Y", format!("{:04X}:{:04X}", s.player.y >> 16, s.player.y & 0xFFFF));
        row("Block", format!("row {} column {}", cy.div_euclid(24), cx.div_euclid(24)));
        row("X Speed", signed_hex(s.player.x_speed));
        row("Y Speed", signed_hex(s.player.y_speed));
        row("Ground Speed", signed_hex(s.player.ground_speed));
        row("On a wall", if s.player.in_air { "no" } else { "yes" }.to_string());
        row("Touched", touched);
        row("Rings", s.rings.to_string());
        row("Emeralds", s.emeralds.to_string());
        row("Lives", s.lives.to_string());
    });
}
