//! The one place where the frame's commands take effect, in the order they were queued: file and view verbs
//! here, play-test verbs through `play`, level edits and editing-state changes through
//! `studio_core::command::apply` (which also reports refusals).

use super::{StudioApp, session};
use crate::command::Command;
use crate::files::DialogPurpose;
use crate::widgets::camera::zoom_step;
use std::path::Path;
use studio_core::command::{Command as CoreCommand, EditCommand, Outcome};
use studio_core::editing::Origin;
use studio_core::operations::layout;

impl StudioApp {
    /// Applies one command.
    pub fn apply(&mut self, ctx: &egui::Context, command: Command) {
        let view = self.canvas.view_rect;
        match command {
            Command::New => self.guard(session::Next::NewLevel),
            Command::OpenRecent(index) => self.open_recent(index),
            Command::ReopenLastLevel => {
                if let Some(path) = self.reopen_offer.take() {
                    self.guard(session::Next::OpenFile(path));
                }
            }
            Command::DismissReopen => self.reopen_offer = None,
            Command::OpenProject => self.request_dialog(DialogPurpose::OpenProject),
            Command::OpenProjectLevel(section) => self.open_project_level(section),
            Command::RefreshProject => self.refresh_project(),
            Command::CloseProject => self.close_project(),
            Command::ImportSonLvl => self.guard(session::Next::Import),
            Command::ImportImage => self.guard(session::Next::ImportImage),
            // Exporting writes the level as it is, saved or not: no unsaved-changes prompt.
            Command::ExportSonLvl => self.open_export_dialog(),
            Command::ExportJson => self.request_dialog(DialogPurpose::ExportJson),
            Command::Open => self.guard(session::Next::OpenDialog),
            Command::NewSpecialStage => {
                self.show_special_stage(studio_core::special_stage::SsDocument::untitled());
            }
            Command::OpenSpecialStage => self.request_dialog(DialogPurpose::OpenSpecialStage),
            Command::OpenSpecialStageFolder => self.request_dialog(DialogPurpose::OpenDisassemblyFolder),
            Command::OpenPath => self.guard(session::Next::OpenPathPrompt),
            Command::Save => match self.document.path().map(Path::to_path_buf) {
                Some(path) => {
                    self.save_to(&path);
                }
                None if self.document.project_level().is_some() => self.save_into_project(),
                None => self.request_dialog(DialogPurpose::SaveAs),
            },
            Command::SaveAs => self.request_dialog(DialogPurpose::SaveAs),
            Command::Quit => {
                self.guard(session::Next::Quit);
                // The close command goes out at the start of the next frame.
                ctx.request_repaint();
            }
            Command::Undo => self.core(ctx, CoreCommand::Undo),
            Command::Redo => self.core(ctx, CoreCommand::Redo),
            Command::Delete => self.core(ctx, CoreCommand::DeleteSelection),
            Command::Copy => self.core(ctx, CoreCommand::CopySelection),
            Command::Paste => {
                let at = self.canvas.objects.pointer_level;
                self.core(ctx, CoreCommand::Paste { at });
            }
            Command::Duplicate => self.core(ctx, CoreCommand::Duplicate),
            Command::AlignToGround => self.core(ctx, CoreCommand::AlignToGround),
            Command::ShowLayer(layer) => {
                self.settings.layer = layer;
                // Choosing a layer while the view follows the player's would do nothing visible: it stops following.
                if self.playtest.followed_layer().is_some_and(|followed| followed != layer) {
                    self.playtest.follow_layer = false;
                }
            }
            Command::ToggleChunkGrid => self.settings.chunk_grid = !self.settings.chunk_grid,
            Command::ToggleBlockGrid => self.settings.block_grid = !self.settings.block_grid,
            Command::SetView(settings) => self.settings = settings,
            Command::FitLevel => self.canvas.fit(&self.document),
            Command::ZoomToSelection => {
                if !self.canvas.zoom_to_selection(self.document.level(), &self.editing.selection) {
                    self.notice = Some("Nothing selected to zoom to".to_string());
                }
            }
            Command::ZoomOneToOne | Command::ZoomIn | Command::ZoomOut => {
                let zoom = match command {
                    Command::ZoomIn => zoom_step(self.canvas.camera.zoom, 1),
                    Command::ZoomOut => zoom_step(self.canvas.camera.zoom, -1),
                    _ => 1.0,
                };
                self.canvas.camera.set_zoom_centred(view, zoom);
                self.canvas.release_fit();
            }
            Command::ResizeLayout(width, height) => {
                if let Ok(Some(edit)) = layout::resize(self.document.level(), width, height) {
                    let label = layout::resize_label(width, height);
                    self.core(ctx, CoreCommand::edit(EditCommand::new(label, Origin::Layout, edit)));
                    self.canvas.request_fit();
                }
            }
            Command::SetTool(tool) => self.editing.tool = tool,
            Command::PlayFromStart => self.start_play(None),
            Command::PlayFromPointer => match self.canvas.objects.pointer_level {
                Some(at) => self.start_play(Some(at)),
                None => self.editing.play_here_armed = true,
            },
            Command::PlayAt(x, y) => self.start_play(Some((x, y))),
            Command::PlayCreditsDemo(n) => self.start_credits_demo(n),
            Command::StopPlay => {
                self.editing.play_here_armed = false;
                self.stop_play();
            }
            Command::PauseResume => self.playtest.toggle_pause(),
            Command::StepForward => self.playtest.step_forward(),
            Command::StepBack => self.playtest.step_back(),
            Command::RewindSecond => self.playtest.rewind_second(),
            Command::Seek(frame) => self.playtest.seek(frame),
            Command::SetSpeed(speed) => self.playtest.set_speed(speed),
            Command::SetPlayOptions(options) => {
                self.playtest.character = options.character;
                self.playtest.overlays = options.overlays;
                self.playtest.hud = options.hud;
                self.playtest.free_camera = options.free_camera;
                self.playtest.follow_layer = options.follow_layer;
                if options.no_badniks != self.playtest.no_badniks {
                    self.playtest.set_no_badniks(self.document.level(), options.no_badniks);
                }
                if options.player2 != self.playtest.player2 {
                    self.playtest.set_player2(self.document.level(), options.player2);
                }
                if options.emeralds != self.playtest.emeralds {
                    self.playtest.set_emeralds(options.emeralds);
                }
                if options.super_emeralds != self.playtest.super_emeralds {
                    self.playtest.set_super_emeralds(options.super_emeralds);
                }
            }
            Command::GivePowerUp(power_up) => self.playtest.give_power_up(power_up),
            Command::SetReplayPath(path) => self.playtest.replay_path = path,
            Command::SetReplayFrom(frame) => self.playtest.replay_from = frame,
            Command::SaveReplay => self.playtest.save_replay(self.document.level()),
            Command::LoadReplay => self.load_replay(),
            Command::CompareReplay => self.playtest.compare_replay(self.document.level()),
            Command::ShowShortcuts => self.session.show_shortcuts = true,
            Command::ShowGuide => self.session.guide.open = true,
            Command::ShowAbout => self.session.guide.about = true,
            Command::ShowProblems => self.panels.problems.open = true,
            Command::RunSweep => {
                let view = self.shown_view();
                let cx = crate::command::Context {
                    doc: &self.document,
                    editing: &self.editing,
                    view: &view,
                    playtest: &self.playtest,
                };
                self.panels.problems.run_sweep(&cx);
                self.panels.problems.open = true;
            }
            Command::GoTo(x, y) => self.canvas.centre_on(x as f32, y as f32),
            Command::CloseShortcuts => self.session.show_shortcuts = false,
            Command::Core(command) => self.core(ctx, command),
        }
    }

    /// A command on the level or the editing state.
    fn core(&mut self, ctx: &egui::Context, command: CoreCommand) {
        match studio_core::command::apply(&mut self.document, &mut self.editing, command) {
            Outcome::Done | Outcome::Refused(_) => {}
            // Also put text on the system clipboard: the desktop backend only sends Ctrl+V to the app (as a
            // paste event) when the clipboard holds text.
            Outcome::Copied(text) => ctx.copy_text(text),
        }
    }
}
