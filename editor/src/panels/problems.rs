//! The Problems window: the level lint (`studio_core::lint`; click a problem to go there), the clean-up
//! (counts first, then one undoable step) and the bot sweep (`studio_core::sweep`), whose heat map the level
//! view draws while this window keeps it.

use crate::command::{Command, Commands, Context};
use egui::{Color32, RichText};
use std::sync::Arc;
use studio_core::command::EditCommand;
use studio_core::editing::Origin;
use studio_core::lint::{GameBaseline, Report, lint_against};
use studio_core::operations::cleanup::{self, CleanupOptions};
use studio_core::sweep::{Progress, Sweep, SweepOptions, Trouble, sweep_with};

/// A sweep running on its own thread (a big level takes minutes): its progress, shared with the workers, and
/// the document revision it runs on.
pub struct RunningSweep {
    pub revision: u64,
    pub progress: Arc<Progress>,
    handle: std::thread::JoinHandle<Option<Sweep>>,
}

/// What a baseline was computed for: the level's art source and the folder its relative paths start at.
type BaselineFor = (Option<formats::art::ArtSource>, Option<std::path::PathBuf>);

/// The window's state: open or not, the lint of the revision it was computed for, the last sweep.
#[derive(Default)]
pub struct ProblemsPanel {
    pub open: bool,
    lint: Option<(u64, Report)>,
    /// The game's own level's problems, for the art source and folder they were read for (re-imported only
    /// when those change, not per edit).
    baseline: Option<(BaselineFor, Result<Option<GameBaseline>, String>)>,
    options: CleanupOptions,
    /// The last sweep and the document revision it ran on.
    pub sweep: Option<(u64, Sweep)>,
    /// The sweep running now, if any.
    pub running: Option<RunningSweep>,
    /// Draw the sweep's heat map over the level view.
    pub show_heat: bool,
}

impl ProblemsPanel {
    /// The sweep whose heat map the level view draws, if shown.
    pub fn heat_map(&self) -> Option<&Sweep> {
        self.sweep.as_ref().filter(|_| self.show_heat).map(|(_, s)| s)
    }

    /// Starts the bot sweep on a copy of the level, on its own thread (on every core): the window shows its
    /// progress and can cancel it; the editor stays usable. A sweep already running is left to finish.
    pub fn run_sweep(&mut self, ctx: &Context) {
        if self.running.is_some() {
            return;
        }
        let level = ctx.doc.level().clone();
        let progress = Arc::new(Progress::default());
        let shared = Arc::clone(&progress);
        let handle = std::thread::spawn(move || sweep_with(&level, SweepOptions::default(), &shared));
        self.running = Some(RunningSweep { revision: ctx.doc.revision(), progress, handle });
    }

    /// Collects a finished sweep (its heat map then shows); true while one still runs.
    pub fn poll_sweep(&mut self) -> bool {
        let Some(running) = self.running.take_if(|r| r.handle.is_finished()) else {
            return self.running.is_some();
        };
        // A sweep that panicked or was cancelled leaves the last result as it was.
        if let Ok(Some(result)) = running.handle.join() {
            self.sweep = Some((running.revision, result));
            self.show_heat = true;
        }
        false
    }

    /// Waits for the running sweep to end and collects it (tests, and a closing editor).
    pub fn finish_sweep(&mut self) {
        if let Some(running) = self.running.take()
            && let Ok(Some(result)) = running.handle.join()
        {
            self.sweep = Some((running.revision, result));
            self.show_heat = true;
        }
    }

    /// Cancels the running sweep (its workers stop after their current run).
    pub fn cancel_sweep(&mut self) {
        if let Some(r) = &self.running {
            r.progress.cancel();
        }
    }

    /// Draws the window when open.
    pub fn window(&mut self, egui_ctx: &egui::Context, ctx: &Context, out: &mut Commands) {
        if !self.open {
            return;
        }
        let mut open = self.open;
        egui::Window::new("Problems").open(&mut open).default_width(460.0).default_height(420.0).show(egui_ctx, |ui| {
            self.contents(ui, ctx, out);
        });
        self.open = open;
    }

    fn contents(&mut self, ui: &mut egui::Ui, ctx: &Context, out: &mut Commands) {
        let revision = ctx.doc.revision();
        let level = ctx.doc.level();
        let dir = ctx.doc.path().and_then(|p| p.parent()).map(std::path::Path::to_path_buf);
        let source = (level.art.clone(), dir);
        if self.baseline.as_ref().is_none_or(|(s, _)| *s != source) {
            let baseline = GameBaseline::of(level, source.1.as_deref());
            self.baseline = Some((source, baseline));
            self.lint = None;
        }
        let baseline = self.baseline.as_ref().map(|(_, b)| b);
        if self.lint.as_ref().is_none_or(|(r, _)| *r != revision) {
            let b = baseline.and_then(|b| b.as_ref().ok()).and_then(Option::as_ref);
            self.lint = Some((revision, lint_against(level, b)));
        }
        let report = self.lint.as_ref().map(|(_, r)| r);
        let problems = report.map(|r| r.problems.as_slice()).unwrap_or_default();
        ui.label(RichText::new("Level lint").strong());
        match baseline {
            Some(Ok(Some(b))) => {
                let hidden = report.map_or(0, |r| r.as_in_the_game);
                ui.label(format!(
                    "Only what your edits added is listed: {hidden} more problem{} in the game's own level ({} [{}]).",
                    if hidden == 1 { " is" } else { "s are" },
                    b.project.file_name().map(|f| f.to_string_lossy()).unwrap_or_default(),
                    b.section
                ))
                .on_hover_text("The games' levels have 2-pixel steps, terrain on one layer, rings in blocks… and play as the games do.");
            }
            Some(Err(why)) => {
                ui.colored_label(Color32::YELLOW, format!("{why}: problems the game's own level has are listed too."));
            }
            _ => {}
        }
        if problems.is_empty() {
            ui.label("No problems found.");
        } else {
            ui.label(format!("{} problem{} (click one to go there)", problems.len(), plural(problems.len())));
            egui::ScrollArea::vertical().id_salt("problems").max_height(200.0).show(ui, |ui| {
                for p in problems {
                    let text = format!("{}: {}", p.check.name(), p.message);
                    match p.at {
                        Some((x, y)) => {
                            if ui.link(text).on_hover_text(format!("Go to {x}, {y}")).clicked() {
                                out.push(Command::GoTo(x, y));
                            }
                        }
                        None => {
                            ui.label(text);
                        }
                    }
                }
            });
        }
        ui.separator();
        ui.label(RichText::new("Clean-up").strong());
        ui.horizontal(|ui| {
            ui.checkbox(&mut self.options.merge_duplicates, "Merge duplicate tiles and chunks");
            ui.checkbox(&mut self.options.remove_unused, "Remove unused");
        });
        let plan = cleanup::plan(level, self.options);
        ui.label(plan.summary(level));
        if ui.add_enabled(plan.edit.is_some(), egui::Button::new("Clean up")).clicked()
            && let Some(edit) = plan.edit
        {
            out.edit(EditCommand::new("Clean up", Origin::Level, edit));
        }
        ui.separator();
        ui.label(RichText::new("Bot sweep").strong());
        ui.label(
            RichText::new(
                "Scripted bots run from start points on every floor; where they get stuck, die or go too fast",
            )
            .weak(),
        );
        let running = self.poll_sweep();
        ui.horizontal(|ui| {
            if running {
                let (done, total) = self.running.as_ref().map(|r| r.progress.runs()).unwrap_or_default();
                ui.spinner();
                ui.label(format!("Sweeping: {done} of {total} runs"));
                if ui.button("Cancel sweep").clicked() {
                    self.cancel_sweep();
                }
                ui.ctx().request_repaint_after(std::time::Duration::from_millis(100));
            } else if ui.button("Run bot sweep").clicked() {
                self.run_sweep(ctx);
                ui.ctx().request_repaint();
            }
            if self.sweep.is_some() {
                ui.checkbox(&mut self.show_heat, "Heat map");
            }
        });
        if let Some((rev, s)) = &self.sweep {
            if *rev != revision {
                ui.label(RichText::new("The level changed since this sweep.").color(Color32::YELLOW));
            }
            let counts: Vec<String> = Trouble::ALL.iter().map(|&t| format!("{} {}", t.name(), s.count(t))).collect();
            ui.label(format!("{} runs from {} start points: {}", s.runs.len(), s.start_points, counts.join(", ")));
            egui::ScrollArea::vertical().id_salt("sweep").max_height(160.0).show(ui, |ui| {
                for ((x, y), c) in s.hot_cells().into_iter().take(40) {
                    let what: Vec<String> = Trouble::ALL
                        .iter()
                        .zip(c)
                        .filter(|(_, n)| *n > 0)
                        .map(|(t, n)| format!("{} {n}", t.name()))
                        .collect();
                    if ui.link(format!("{x}, {y}: {}", what.join(", "))).clicked() {
                        out.push(Command::GoTo(x, y));
                    }
                }
            });
        }
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// The sweep's heat map over the level view: each cell with trouble tinted by its worst kind (stuck yellow,
/// died red, too fast magenta), stronger the more runs ended there.
pub fn paint_heat_map(painter: &egui::Painter, camera: &crate::widgets::camera::Camera, view: egui::Rect, s: &Sweep) {
    let h = &s.heat;
    let max = h.max().max(1) as f32;
    for row in 0..h.rows {
        for col in 0..h.cols {
            let c = h.get(col, row);
            let total: u32 = c.iter().sum();
            if total == 0 {
                continue;
            }
            let base = if c[1] > 0 {
                Color32::from_rgb(0xFF, 0x30, 0x30)
            } else if c[2] > 0 {
                Color32::from_rgb(0xFF, 0x40, 0xFF)
            } else {
                Color32::from_rgb(0xFF, 0xD0, 0x20)
            };
            let strength = 0.25 + 0.5 * (total as f32 / max);
            let min = egui::vec2((col as i32 * h.cell) as f32, (row as i32 * h.cell) as f32);
            let rect = camera.rect_to_screen(view, min, min + egui::Vec2::splat(h.cell as f32));
            painter.rect_filled(rect, 0.0, base.gamma_multiply(strength));
        }
    }
}
