//! The play-test as the app drives it: once per frame, the held buttons (bindings and a gamepad) and the
//! controller's 60 Hz step; on start and stop, what happens to the level view (zoom to the player, follow the
//! game camera, centre on where the player stopped).

use super::StudioApp;
use formats::inputs::Buttons;

impl StudioApp {
    /// Start of every frame: the buttons held, edits reaching the simulation, advancing at 60 Hz, camera follow.
    pub(super) fn play_frame(&mut self, ctx: &egui::Context) {
        let typing = ctx.egui_wants_keyboard_input() || self.session.is_modal();
        let bindings = &self.panels.play.controls.bindings;
        self.playtest.held = if typing { Buttons::NONE } else { ctx.input(|i| bindings.buttons(i)) };
        // The second key set plays player 2 only when there is one (its keys stay free otherwise).
        let second = crate::input::bindings::Bindings::second();
        let level = self.document.level();
        let two = self.playtest.player2.resolve(level, self.playtest.character)
            != studio_core::playtest::session::Player2::Off;
        self.playtest.held2 = if typing || !two { Buttons::NONE } else { ctx.input(|i| second.buttons(i)) };
        if self.playtest.play.is_none() {
            return;
        }
        // A connected gamepad adds its buttons (built with the `gamepad` feature; opened on the first play-test).
        self.playtest.held = crate::input::bindings::held_with_gamepad(self.playtest.held, &mut self.gamepad);
        if let Some(notice) = self.gamepad.take_notice() {
            self.notice = Some(notice);
        }
        let seconds = ctx.input(|i| f64::from(i.stable_dt));
        let running =
            self.playtest.frame(self.document.level(), self.document.revision(), ctx.cumulative_frame_nr(), seconds);
        if running {
            ctx.request_repaint();
        }
        self.follow();
    }

    /// Starts a play-test of the current level with the chosen character: at the level's start, or dropped at a
    /// level pixel (the engine settles the player from there).
    pub(super) fn start_play(&mut self, at: Option<(i32, i32)>) {
        self.playtest.start(self.document.level(), self.document.revision(), at, self.document.path());
        self.editing.play_here_armed = false;
        self.view_play();
    }

    /// Starts a play-test as Sonic 1's credits demo `number` does, read from the disassembly beside the level's
    /// SonLVL project; a level that is not the demo's, or without the files, gets the reason as a notice.
    pub(super) fn start_credits_demo(&mut self, number: u8) {
        match studio_core::playtest::credits_demo(self.document.level(), self.document.path(), number) {
            Ok(demo) => {
                self.playtest.start_credits_demo(
                    self.document.level(),
                    self.document.revision(),
                    &demo,
                    self.document.path(),
                );
                self.editing.play_here_armed = false;
                self.view_play();
            }
            Err(e) => self.notice = Some(e),
        }
    }

    /// Plays the replay file back (from the last start point) and shows it as a started play-test.
    pub(super) fn load_replay(&mut self) {
        self.playtest.load_replay(self.document.level(), self.document.revision());
        if self.playtest.play.is_some() {
            self.view_play();
        }
    }

    /// The level view for a play-test that just began: zoomed in far enough to see the player when it was
    /// zoomed out, following the game camera.
    fn view_play(&mut self) {
        let view = self.canvas.view_rect;
        let fitting = (view.width() / engine::camera::SCREEN_WIDTH as f32)
            .min(view.height() / engine::camera::SCREEN_HEIGHT as f32)
            * 0.75;
        if self.canvas.camera.zoom < 1.0 {
            self.canvas.camera.zoom = fitting.clamp(1.0, 4.0);
        }
        self.canvas.release_fit();
        self.follow();
    }

    /// Ends the play-test; the level view stays centred on where the player was.
    pub(super) fn stop_play(&mut self) {
        if let Some((x, y)) = self.playtest.stop() {
            let at = (x as f32, y as f32);
            self.canvas.centre_on(at.0, at.1);
            self.centre_after_layout = Some(at);
        }
    }

    /// Keeps the level view on the game camera's rectangle (unless the camera is free).
    fn follow(&mut self) {
        if self.playtest.free_camera {
            return;
        }
        if let Some((x, y)) = self.playtest.game_camera() {
            let w = engine::camera::SCREEN_WIDTH as f32;
            let h = engine::camera::SCREEN_HEIGHT as f32;
            self.canvas.centre_on(x as f32 + w / 2.0, y as f32 + h / 2.0);
        }
    }
}
