//! What the editor benchmarks share: the reference project, and one editor frame at 1920x1080 without a GPU
//! (`StudioApp::show` through `Context::run_ui`, then `Context::tessellate`).

use editor::StudioApp;
use egui::{ClippedPrimitive, Pos2, RawInput, Rect, vec2};

/// `../shared/reference/s2disasm/SonLVL INI Files/SonLVL.ini`.
pub const INI: &str =
    concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/reference/s2disasm/SonLVL INI Files/SonLVL.ini");

fn input() -> RawInput {
    RawInput { screen_rect: Some(Rect::from_min_size(Pos2::ZERO, vec2(1920.0, 1080.0))), ..Default::default() }
}

/// One editor frame: the UI, then the meshes a GPU backend would be given.
pub fn run(ctx: &egui::Context, app: &mut StudioApp) -> Vec<ClippedPrimitive> {
    let out = ctx.run_ui(input(), |ui| app.show(ui));
    ctx.tessellate(out.shapes, out.pixels_per_point)
}

/// The first frames (they build the atlas and the thumbnails), then the whole level fitted in the view (a level
/// opens around its start; Fit fits the bounds: the most the view can show) and its first frames.
pub fn fit_whole_level(ctx: &egui::Context, app: &mut StudioApp) {
    let (w, h) = app.document.level().pixel_size();
    for _ in 0..3 {
        run(ctx, app);
    }
    app.canvas.camera.fit(app.canvas.view_rect, vec2(w as f32, h as f32));
    app.canvas.release_fit();
    for _ in 0..3 {
        run(ctx, app);
    }
}
