//! Play-test inside the editor: the play bar over the level view (play / pause / step / speed / rewind / stop,
//! record indicator, replays, overlays), the HUD of the player's variables in SPG terms with a live plot, and the
//! per-frame driving of the `PlayTest` (keyboard → buttons, edits → `level_changed`, camera follow).
//!
//! Keys: P plays from the level's start, Shift+P from the point under the pointer (or arms "Play from here":
//! the next click in the level view), Esc stops. While the play-test runs, the keyboard drives the player and the
//! editor's plain-key shortcuts (Q/W/E, V/B/R, G, F, …) are off; while paused every editing tool works and the
//! edits reach the simulation on the next frame.

use crate::StudioApp;
use crate::canvas::camera::level_pixel;
use crate::canvas::playtest_overlay::{self, OverlayMemory, PlayOverlays};
use crate::canvas::probe::spg_degrees;
use crate::playtest::PlayTest;
use crate::playtest::bindings::Bindings;
use crate::playtest::replay;
use egui::{Color32, Key, KeyboardShortcut, Modifiers, RichText, vec2};
use engine::Character;
use formats::inputs::Buttons;
use std::collections::VecDeque;

/// Seconds of history the live plot shows.
pub const PLOT_SECONDS: usize = 5;

/// One plotted frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample {
    pub frame: u64,
    pub ground_speed: i16,
    pub x_speed: i16,
    pub y_speed: i16,
    pub angle: u8,
}

/// Play-test UI state kept by the app between frames.
#[derive(Clone, Debug)]
pub struct PlayUi {
    /// Who the next play-test drops in.
    pub character: Character,
    pub overlays: PlayOverlays,
    /// Show the HUD and plot panel under the level view.
    pub hud: bool,
    /// Keep the level view where the user put it instead of following the game camera.
    pub free_camera: bool,
    /// Seconds per display frame to use instead of egui's `stable_dt` (tests: exactly one game frame).
    pub fixed_dt: Option<f64>,
    /// The document revision the simulation's terrain was last built from.
    pub seen_revision: u64,
    /// The buttons held this frame (bindings), also used by single steps and the jump arc.
    pub held: Buttons,
    /// The live plot's samples, oldest first.
    pub history: VecDeque<Sample>,
    /// Replay file path for Save replay / Load replay.
    pub replay_path: String,
    /// The last replay or play-test message ("Saved replay …", an error).
    pub message: Option<String>,
    /// Sensor readings and the jump arc kept for the overlays.
    pub memory: OverlayMemory,
    /// The sensor the pointer is over, as text (also shown in the HUD).
    pub sensor_hover: Option<String>,
    /// Which keys hold which button.
    pub bindings: Bindings,
    /// The display frame the simulation last advanced in: egui may run a frame's UI twice (a discarded layout
    /// pass), and a display frame must advance the game once.
    advanced_in: Option<u64>,
    /// Centre the level view here once this frame's view rectangle is known (after Stop: the HUD closes and
    /// the view grows).
    centre_after_layout: Option<(f32, f32)>,
    /// Where and with whom the current play-test started (a loaded replay starts the same way).
    pub started: (Character, Option<(i32, i32)>),
    /// The last saved or loaded replay and the trajectory it had on the level as it was then: "Compare" re-runs
    /// the same inputs on the level as it is now and reports the first frame that differs.
    pub reference: Option<ReplayReference>,
    /// The Controls window (key bindings) is open.
    pub controls_open: bool,
    /// The button waiting for a key press to bind, in the Controls window.
    pub capturing: Option<Buttons>,
    /// Bindings were read back from the persisted settings.
    bindings_loaded: bool,
}

/// A replay pinned for comparison after edits.
#[derive(Clone, Debug)]
pub struct ReplayReference {
    pub script: formats::inputs::InputScript,
    pub started: (Character, Option<(i32, i32)>),
    pub trajectory: crate::playtest::replay::Trajectory,
}

impl ReplayReference {
    /// Runs `script` from `started` on `level` with the engine, recording every state.
    pub fn record(
        level: &formats::Level,
        started: (Character, Option<(i32, i32)>),
        script: formats::inputs::InputScript,
    ) -> Self {
        let trajectory = run_script(level, started, &script);
        ReplayReference { script, started, trajectory }
    }

    /// Re-runs the replay on `level` and describes the first difference from the reference.
    pub fn compare(&self, level: &formats::Level) -> String {
        let now = run_script(level, self.started, &self.script);
        match replay::first_divergence(&self.trajectory, &now, level) {
            Some(d) => format!("Replay {d}"),
            None => format!("Replay unchanged: identical for all {} frames", self.script.len()),
        }
    }
}

/// The player's state at the start and after every frame of `script` (entry t = after frame t).
fn run_script(
    level: &formats::Level,
    (character, at): (Character, Option<(i32, i32)>),
    script: &formats::inputs::InputScript,
) -> crate::playtest::replay::Trajectory {
    let (x, y) = at.unwrap_or((level.player_start.x, level.player_start.y));
    let world = engine::World::with_player(level, engine::Player::standing(character, x, y));
    replay::simulate(world, script.frames())
}

impl Default for PlayUi {
    fn default() -> Self {
        PlayUi {
            character: Character::Sonic,
            overlays: PlayOverlays::default(),
            hud: true,
            free_camera: false,
            fixed_dt: None,
            seen_revision: 0,
            held: Buttons::NONE,
            history: VecDeque::with_capacity(PLOT_SECONDS * 60),
            replay_path: "replay.inputs".to_string(),
            message: None,
            memory: OverlayMemory::default(),
            sensor_hover: None,
            bindings: Bindings::default(),
            started: (Character::Sonic, None),
            reference: None,
            controls_open: false,
            capturing: None,
            bindings_loaded: false,
            advanced_in: None,
            centre_after_layout: None,
        }
    }
}

impl PlayUi {
    fn record(&mut self, play: &PlayTest) {
        let frame = play.frame();
        while self.history.back().is_some_and(|s| s.frame >= frame) {
            self.history.pop_back();
        }
        if self.history.len() == PLOT_SECONDS * 60 {
            self.history.pop_front();
        }
        let p = &play.world.player;
        self.history.push_back(Sample {
            frame,
            ground_speed: p.ground_speed,
            x_speed: p.x_speed,
            y_speed: p.y_speed,
            angle: p.angle,
        });
        self.memory.remember(play);
    }
}

/// The game camera's top-left corner (level pixels).
pub fn game_camera(play: &PlayTest) -> (i32, i32) {
    (play.camera.x, play.camera.y)
}

/// The character's name as the games spell it.
pub fn character_name(c: Character) -> &'static str {
    match c {
        Character::Sonic => "Sonic",
        Character::Tails => "Tails",
        Character::Knuckles => "Knuckles",
    }
}

/// Does a shortcut clash with playing? While the play-test runs the keyboard belongs to the player: every
/// shortcut without Ctrl/Cmd is off (Q/W/E, V/B/R/I/O/L, G, F, 1, Delete, End).
pub fn blocks_shortcut(app: &StudioApp, shortcut: Option<KeyboardShortcut>) -> bool {
    // The Controls window is waiting for a key to bind: every key goes to it.
    if app.play_ui.capturing.is_some() {
        return true;
    }
    app.play.as_ref().is_some_and(|p| !p.paused) && shortcut.is_some_and(|s| !s.modifiers.command && !s.modifiers.ctrl)
}

/// Starts a play-test of the current level with the chosen character: at the level's start, or dropped at a
/// level pixel (the engine settles the player from there).
pub fn start(app: &mut StudioApp, at: Option<(i32, i32)>) {
    let play = PlayTest::start(app.document.level(), app.play_ui.character, at);
    let ui = &mut app.play_ui;
    ui.seen_revision = app.document.revision();
    ui.history.clear();
    ui.memory.clear();
    ui.message = None;
    ui.started = (ui.character, at);
    if let Some(path) = app.document.path() {
        ui.replay_path = replay::inputs_path(path).display().to_string();
    }
    app.editing.play_here_armed = false;
    app.editing.play_request = None;
    // Zoom in far enough to see the player when the whole level was fitted.
    let view = app.canvas.view_rect;
    let fitting = (view.width() / engine::camera::SCREEN_WIDTH as f32)
        .min(view.height() / engine::camera::SCREEN_HEIGHT as f32)
        * 0.75;
    if app.canvas.camera.zoom < 1.0 {
        app.canvas.camera.zoom = fitting.clamp(1.0, 4.0);
    }
    app.canvas.release_fit();
    app.play_ui.record(&play);
    app.play = Some(play);
    follow(app);
}

/// Ends the play-test; the level view stays centred on where the player was.
pub fn stop(app: &mut StudioApp) {
    if let Some(play) = app.play.take() {
        let p = &play.world.player;
        let at = (p.pixel_x() as f32, p.pixel_y() as f32);
        centre_on(app, at.0, at.1);
        app.play_ui.centre_after_layout = Some(at);
        app.play_ui.message = Some(format!("Stopped at frame {} ({}, {})", play.frame(), p.pixel_x(), p.pixel_y()));
    }
}

fn centre_on(app: &mut StudioApp, x: f32, y: f32) {
    let view = app.canvas.view_rect;
    let cam = &mut app.canvas.camera;
    cam.offset = vec2(x, y) - view.size() / (2.0 * cam.zoom);
    app.canvas.release_fit();
}

/// Keeps the level view on the game camera's rectangle (unless the camera is free).
fn follow(app: &mut StudioApp) {
    if app.play_ui.free_camera {
        return;
    }
    if let Some(play) = &app.play {
        let (x, y) = game_camera(play);
        let w = engine::camera::SCREEN_WIDTH as f32;
        let h = engine::camera::SCREEN_HEIGHT as f32;
        centre_on(app, x as f32 + w / 2.0, y as f32 + h / 2.0);
    }
}

/// One single-frame step with the held buttons (pauses first).
pub fn step_forward(app: &mut StudioApp) {
    if let Some(play) = &mut app.play {
        play.paused = true;
        play.step_forward(app.play_ui.held);
        app.play_ui.record(play);
    }
}

/// One frame back (pauses first).
pub fn step_back(app: &mut StudioApp) {
    if let Some(play) = &mut app.play {
        play.paused = true;
        let before = play.frame();
        if play.step_back() != before {
            app.play_ui.record(play);
        }
    }
}

/// Rewinds or replays to `frame` (between the oldest kept frame and the newest recorded one).
pub fn seek(app: &mut StudioApp, frame: u64) {
    if let Some(play) = &mut app.play {
        play.paused = true;
        if play.seek(frame) == frame {
            app.play_ui.record(play);
        }
    }
}

/// Runs at the start of every app frame: play-test keys, "Play from here" clicks, edits → simulation, advancing
/// at 60 Hz, camera follow.
pub fn frame_start(app: &mut StudioApp, ctx: &egui::Context) {
    let typing = ctx.egui_wants_keyboard_input() || app.session.is_modal();
    if !typing {
        let (shift_p, p, esc) = ctx.input_mut(|i| {
            let shift_p = i.consume_shortcut(&KeyboardShortcut::new(Modifiers::SHIFT, Key::P));
            let p = i.consume_shortcut(&KeyboardShortcut::new(Modifiers::NONE, Key::P));
            let esc = (app.play.is_some() || app.editing.play_here_armed)
                && i.consume_shortcut(&KeyboardShortcut::new(Modifiers::NONE, Key::Escape));
            (shift_p, p, esc)
        });
        if esc {
            app.editing.play_here_armed = false;
            stop(app);
        } else if shift_p {
            match pointer_level(app, ctx) {
                Some(at) => start(app, Some(at)),
                None => app.editing.play_here_armed = true,
            }
        } else if p {
            start(app, None);
        }
    }
    if let Some(at) = app.editing.play_request.take() {
        start(app, Some(at));
    }
    app.play_ui.held = if typing { Buttons::NONE } else { ctx.input(|i| app.play_ui.bindings.buttons(i)) };
    // A connected gamepad adds its buttons (built with the `gamepad` feature; opened on the first play-test).
    if app.play.is_some() {
        app.play_ui.held = crate::playtest::bindings::held_with_gamepad(app.play_ui.held, &mut app.gamepad);
        if let Some(notice) = app.gamepad.take_notice() {
            app.notice = Some(notice);
        }
    }
    let Some(play) = &mut app.play else { return };
    let revision = app.document.revision();
    if revision != app.play_ui.seen_revision {
        play.level_changed(app.document.level());
        app.play_ui.seen_revision = revision;
    }
    let display_frame = ctx.cumulative_frame_nr();
    if !play.paused && app.play_ui.advanced_in != Some(display_frame) {
        app.play_ui.advanced_in = Some(display_frame);
        let dt = app.play_ui.fixed_dt.unwrap_or_else(|| ctx.input(|i| i.stable_dt as f64));
        if play.advance(dt, app.play_ui.held) > 0 {
            app.play_ui.record(play);
        }
        ctx.request_repaint();
    }
    follow(app);
}

/// The level pixel under the pointer, when it is over the level view.
fn pointer_level(app: &StudioApp, ctx: &egui::Context) -> Option<(i32, i32)> {
    let view = app.canvas.view_rect;
    let pos = ctx.pointer_hover_pos().filter(|p| view.contains(*p))?;
    Some(level_pixel(app.canvas.camera.to_level(view, pos)))
}

/// The play bar (a strip over the level view).
pub fn bar(ui: &mut egui::Ui, app: &mut StudioApp) {
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new("Play-test").strong());
        for c in Character::ALL {
            ui.selectable_value(&mut app.play_ui.character, c, character_name(c))
                .on_hover_text("Who the next play-test drops in");
        }
        if ui.button("Play from start").on_hover_text("Play from the level's start (P)").clicked() {
            start(app, None);
        }
        let armed = app.editing.play_here_armed;
        if ui
            .selectable_label(armed, "Play from here")
            .on_hover_text("Click in the level view to drop the player there (Shift+P over the view)")
            .clicked()
        {
            app.editing.play_here_armed = !armed;
        }
        if ui.button("Controls…").on_hover_text("Which keys hold Up, Down, Left, Right and Jump").clicked() {
            app.play_ui.controls_open = !app.play_ui.controls_open;
        }
        controls_window(ui.ctx(), &mut app.play_ui);
        if app.play.is_none() {
            ui.separator();
            // A menu, so the path field only exists while it is open (the bar stays free of text fields).
            ui.menu_button("Replay…", |ui| {
                replay_field(ui, app);
                if ui.button("Load replay").on_hover_text("Play an .inputs file back from the last start").clicked() {
                    load_replay(app);
                    ui.close();
                }
            });
            if let Some(m) = &app.play_ui.message {
                ui.label(RichText::new(m).weak());
            }
            return;
        }
        ui.separator();
        controls(ui, app);
    });
}

fn controls(ui: &mut egui::Ui, app: &mut StudioApp) {
    let Some(play) = &mut app.play else { return };
    let running = !play.paused;
    if ui.button(if running { "Pause" } else { "Resume" }).clicked() {
        play.paused = running;
    }
    let mut action: Option<fn(&mut StudioApp)> = None;
    let (oldest, newest) = (play.oldest_frame(), play.last_frame());
    if ui
        .add_enabled(play.frame() > oldest, egui::Button::new("Step back"))
        .on_hover_text("One frame back (pauses)")
        .clicked()
    {
        action = Some(step_back);
    }
    if ui.button("Step").on_hover_text("One frame forward with the keys held now (pauses)").clicked() {
        action = Some(step_forward);
    }
    ui.label("Speed");
    ui.add(egui::Slider::new(&mut play.speed, 0.25..=4.0).logarithmic(true).fixed_decimals(2).suffix("×"));
    let mut frame = play.frame();
    let rewind = ui
        .add_enabled(newest > oldest, egui::Slider::new(&mut frame, oldest..=newest).prefix("frame "))
        .on_hover_text("Rewind: drag to any kept frame");
    // Recording indicator: every frame's buttons are kept (the replay).
    let dot = if running { Color32::from_rgb(0xE0, 0x30, 0x30) } else { Color32::from_gray(0x90) };
    ui.label(RichText::new(format!("REC {}", play.recording.len())).color(dot))
        .on_hover_text("Every frame's buttons are recorded; Save replay writes them");
    if ui.button("Stop").on_hover_text("Back to editing, centred on the player (Esc)").clicked() {
        action = Some(stop);
    }
    ui.separator();
    ui.checkbox(&mut app.play_ui.free_camera, "Free camera")
        .on_hover_text("Pan and zoom freely instead of following the game camera");
    ui.menu_button("Overlays", |ui| {
        let o = &mut app.play_ui.overlays;
        ui.checkbox(&mut o.game_view, "Game view (320×224)");
        ui.checkbox(&mut o.sensors, "Sensors A–F, winner, mode");
        ui.checkbox(&mut o.boxes, "Size box, push radius, hitbox");
        ui.checkbox(&mut o.trail, "Trail (coloured by speed)");
        ui.checkbox(&mut o.jump_arc, "Predicted jump arc");
        ui.checkbox(&mut app.play_ui.hud, "HUD and plot");
    });
    ui.separator();
    replay_field(ui, app);
    if ui.button("Save replay").clicked() {
        save_replay(app);
    }
    if ui.button("Load replay").on_hover_text("Replay an .inputs file from the same start").clicked() {
        load_replay(app);
    }
    if let Some(reference) = &app.play_ui.reference
        && ui
            .button("Compare")
            .on_hover_text("Re-run the saved or loaded replay on the level as it is now: where does it first differ?")
            .clicked()
    {
        app.play_ui.message = Some(reference.compare(app.document.level()));
    }
    if let Some(m) = &app.play_ui.message {
        ui.label(RichText::new(m).weak());
    }
    if rewind.changed() {
        seek(app, frame);
    }
    if let Some(f) = action {
        f(app);
    }
}

fn replay_field(ui: &mut egui::Ui, app: &mut StudioApp) {
    ui.add(egui::TextEdit::singleline(&mut app.play_ui.replay_path).desired_width(140.0))
        .on_hover_text("Replay file (.inputs: one line per run of frames, as `spg-studio sim` reads)");
}

fn save_replay(app: &mut StudioApp) {
    let Some(play) = &app.play else { return };
    let path = std::path::PathBuf::from(app.play_ui.replay_path.trim());
    let script = play.inputs();
    app.play_ui.message = Some(match replay::save_inputs(&path, &script) {
        Ok(()) => {
            app.play_ui.reference = Some(ReplayReference::record(app.document.level(), app.play_ui.started, script));
            format!("Saved replay {}", path.display())
        }
        Err(e) => format!("Could not save the replay: {e}"),
    });
}

fn load_replay(app: &mut StudioApp) {
    let path = std::path::PathBuf::from(app.play_ui.replay_path.trim());
    match replay::load_inputs(&path) {
        Ok(script) => {
            let (character, at) = app.play_ui.started;
            let play = PlayTest::replay(app.document.level(), character, at, &script);
            app.play_ui.reference =
                Some(ReplayReference::record(app.document.level(), app.play_ui.started, script.clone()));
            let frames = script.len();
            app.play_ui.seen_revision = app.document.revision();
            app.play_ui.history.clear();
            app.play_ui.memory.clear();
            app.play_ui.record(&play);
            app.play = Some(play);
            app.play_ui.message = Some(format!("Loaded replay {} ({frames} frames)", path.display()));
        }
        Err(e) => app.play_ui.message = Some(format!("Could not load the replay: {e}")),
    }
}

/// Signed hex speed with its pixels-per-frame value: "-0x0600 (-6.000)".
pub fn speed_text(v: i16) -> String {
    let sign = if v < 0 { "-" } else { "" };
    format!("{sign}0x{:04X} ({:.3})", v.unsigned_abs(), v as f64 / 256.0)
}

/// A subpixel position as "pixel:subpixel" (subpixel in 1/256 px, hex).
pub fn position_text(v: i32) -> String {
    format!("{}:{:02X}", v >> 8, v & 0xFF)
}

/// The HUD (player variables in SPG terms) and the live plot.
pub fn hud(ui: &mut egui::Ui, app: &mut StudioApp) {
    let Some(play) = &app.play else { return };
    let p = &play.world.player;
    ui.horizontal_top(|ui| {
        egui::Grid::new("playtest_hud").num_columns(4).min_col_width(70.0).spacing(vec2(12.0, 2.0)).striped(true).show(
            ui,
            |ui| {
                let mode = play.report.mode.map_or("—", |m| m.name());
                let rows: [(&str, String, &str, String); 5] = [
                    ("X Position", position_text(p.x), "X Speed", speed_text(p.x_speed)),
                    ("Y Position", position_text(p.y), "Y Speed", speed_text(p.y_speed)),
                    (
                        "Ground Angle",
                        format!("0x{:02X} ({}°)", p.angle, spg_degrees(p.angle)),
                        "Ground Speed",
                        speed_text(p.ground_speed),
                    ),
                    (
                        "Mode",
                        if p.air { format!("airborne (last: {mode})") } else { mode.to_string() },
                        "State",
                        format!(
                            "{}{}",
                            if p.air { "in the air" } else { "grounded" },
                            if p.rolling { ", rolling" } else { "" }
                        ),
                    ),
                    (
                        "Layer / priority",
                        format!("{:?} / {}", p.layer, if p.high_priority { "H" } else { "L" }),
                        "Control lock",
                        format!("{} frames", p.control_lock),
                    ),
                ];
                for (a, av, b, bv) in rows {
                    ui.label(RichText::new(a).weak());
                    ui.monospace(av);
                    ui.label(RichText::new(b).weak());
                    ui.monospace(bv);
                    ui.end_row();
                }
                ui.label(RichText::new("Frame").weak());
                ui.monospace(play.frame().to_string());
                ui.label(RichText::new("Radii (w, h)").weak());
                ui.monospace(format!("{}, {}", p.width_radius, p.height_radius));
                ui.end_row();
            },
        );
        ui.separator();
        plot(ui, &app.play_ui.history);
    });
    if let Some(text) = &app.play_ui.sensor_hover {
        ui.label(text);
    }
}

fn plot(ui: &mut egui::Ui, history: &VecDeque<Sample>) {
    use egui_plot::{Legend, Line, Plot, PlotPoints};
    let series = |f: &dyn Fn(&Sample) -> f64| -> PlotPoints<'static> {
        history.iter().map(|s| [s.frame as f64 / 60.0, f(s)]).collect()
    };
    let width = ui.available_width();
    ui.vertical(|ui| {
        Plot::new("playtest_speeds")
            .height(95.0)
            .width(width)
            .legend(Legend::default())
            .allow_zoom(false)
            .allow_drag(false)
            .allow_scroll(false)
            .y_axis_label("px/frame")
            .show(ui, |plot| {
                plot.line(
                    Line::new("Ground Speed", series(&|s| s.ground_speed as f64 / 256.0))
                        .color(Color32::from_rgb(0xFF, 0xC0, 0x20)),
                );
                plot.line(
                    Line::new("X Speed", series(&|s| s.x_speed as f64 / 256.0))
                        .color(Color32::from_rgb(0x40, 0xA0, 0xFF)),
                );
                plot.line(
                    Line::new("Y Speed", series(&|s| s.y_speed as f64 / 256.0))
                        .color(Color32::from_rgb(0x60, 0xE0, 0x60)),
                );
            });
        Plot::new("playtest_angle")
            .height(70.0)
            .width(width)
            .legend(Legend::default())
            .allow_zoom(false)
            .allow_drag(false)
            .allow_scroll(false)
            .include_y(-90.0)
            .include_y(90.0)
            .y_axis_label("degrees")
            .show(ui, |plot| {
                plot.line(
                    Line::new("Angle (SPG degrees)", series(&|s| signed_degrees(s.angle)))
                        .color(Color32::from_rgb(0xFF, 0x60, 0xD0)),
                );
            });
    });
}

/// SPG degrees as -180..180, so a slope just past flat plots near 0 instead of near 360.
pub fn signed_degrees(angle: u8) -> f64 {
    let d = spg_degrees(angle);
    if d > 180.0 { d - 360.0 } else { d }
}

/// Draws the play-test overlays over the level view (call after the level view in the same `Ui`).
pub fn overlays(ui: &egui::Ui, app: &mut StudioApp) {
    if let Some((x, y)) = app.play_ui.centre_after_layout.take() {
        centre_on(app, x, y);
    }
    let Some(play) = &app.play else {
        app.play_ui.sensor_hover = None;
        return;
    };
    let view = app.canvas.view_rect;
    let painter = ui.painter_at(view);
    let pointer = ui.ctx().pointer_hover_pos().filter(|p| view.contains(*p));
    app.play_ui.sensor_hover = playtest_overlay::paint(
        &painter,
        &app.canvas.camera,
        view,
        play,
        game_camera(play),
        app.play_ui.overlays,
        &mut app.play_ui.memory,
        app.document.revision(),
        app.play_ui.held,
        pointer,
        &app.document.level().objects,
    );
}

/// Where the key bindings are kept between runs (egui's persisted memory, saved by eframe with the window layout).
fn bindings_id() -> egui::Id {
    egui::Id::unique("spg-studio play-test bindings")
}

/// Reads the saved bindings once per session.
fn load_bindings(ctx: &egui::Context, ui_state: &mut PlayUi) {
    if ui_state.bindings_loaded {
        return;
    }
    ui_state.bindings_loaded = true;
    if let Some(saved) = ctx.data_mut(|d| d.get_persisted::<Bindings>(bindings_id())) {
        ui_state.bindings = saved;
    }
}

/// The buttons the Controls window lists, with their names.
pub const BINDABLE: [(Buttons, &str); 5] = [
    (Buttons::UP, "Up"),
    (Buttons::DOWN, "Down"),
    (Buttons::LEFT, "Left"),
    (Buttons::RIGHT, "Right"),
    (Buttons::JUMP, "Jump (A, B, C)"),
];

/// The key-bindings window: each button's keys (click one to remove it), "Add key…" then press a key to bind it
/// (a key moves from any other button), and a reset. Changes are saved with the editor's settings.
pub fn controls_window(ctx: &egui::Context, ui_state: &mut PlayUi) {
    load_bindings(ctx, ui_state);
    if !ui_state.controls_open {
        ui_state.capturing = None;
        return;
    }
    let mut open = true;
    let mut changed = false;
    if let Some(button) = ui_state.capturing {
        let pressed = ctx.input(|i| {
            i.events.iter().find_map(|e| match e {
                egui::Event::Key { key, pressed: true, .. } => Some(*key),
                _ => None,
            })
        });
        if let Some(key) = pressed {
            if key != egui::Key::Escape {
                ui_state.bindings.rebind(button, key);
                changed = true;
            }
            ui_state.capturing = None;
        }
    }
    // Opens below the play bar and tool bar, so it never covers them.
    egui::Window::new("Play-test controls").open(&mut open).resizable(false).default_pos([320.0, 140.0]).show(
        ctx,
        |ui| {
            egui::Grid::new("play_bindings").num_columns(3).spacing([12.0, 6.0]).show(ui, |ui| {
                for (button, name) in BINDABLE {
                    ui.label(name);
                    ui.horizontal(|ui| {
                        let keys = ui_state.bindings.keys_mut(button).map(|k| k.clone()).unwrap_or_default();
                        for key in keys {
                            if ui.button(key.name()).on_hover_text("Click to remove this key").clicked()
                                && let Some(list) = ui_state.bindings.keys_mut(button)
                            {
                                list.retain(|&k| k != key);
                                changed = true;
                            }
                        }
                    });
                    let waiting = ui_state.capturing == Some(button);
                    let label =
                        if waiting { "Press a key… (Esc cancels)".to_string() } else { format!("Add key to {name}") };
                    if ui.selectable_label(waiting, label).clicked() {
                        ui_state.capturing = if waiting { None } else { Some(button) };
                    }
                    ui.end_row();
                }
            });
            ui.separator();
            if ui.button("Reset to defaults").clicked() {
                ui_state.bindings = Bindings::default();
                changed = true;
            }
        },
    );
    ui_state.controls_open = open;
    if changed {
        let saved = ui_state.bindings.clone();
        ctx.data_mut(|d| d.insert_persisted(bindings_id(), saved));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hud_numbers_read_as_in_the_spg() {
        assert_eq!(speed_text(0x600), "0x0600 (6.000)");
        assert_eq!(speed_text(-0x80), "-0x0080 (-0.500)");
        assert_eq!(speed_text(i16::MIN), "-0x8000 (-128.000)");
        assert_eq!(position_text((100 << 8) | 0x2D), "100:2D");
        assert_eq!(position_text(-1), "-1:FF");
        assert_eq!(signed_degrees(0x00), 0.0);
        assert_eq!(signed_degrees(0xF0), 22.5);
        assert_eq!(signed_degrees(0x10), -22.5);
        assert_eq!(signed_degrees(0x80), 180.0);
    }
}
