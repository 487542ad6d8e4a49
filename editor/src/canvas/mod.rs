//! The level view: terrain from cached per-chunk meshes over a tile atlas, overlays, pan and zoom.
//!
//! Mouse: wheel zooms around the cursor (Ctrl+wheel and pinch too), middle or right drag pans, and so does
//! Space + left drag; the left button alone is kept free for the painting tools of a later issue.

pub mod atlas;
pub mod camera;
pub mod chunk_mesh;
pub mod overlays;
pub mod palette;
pub mod probe;
pub mod thumbs;

use crate::actions::ViewLayer;
use crate::document::Document;
use camera::{Camera, level_pixel};
use chunk_mesh::ChunkMeshCache;
use egui::{Color32, Key, Mesh, PointerButton, Rect, Sense, Stroke, TextureHandle, TextureOptions, Vec2, vec2};
use probe::Probe;

/// What the level view shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ViewSettings {
    pub layer: ViewLayer,
    pub chunk_grid: bool,
    pub block_grid: bool,
    pub chunk_numbers: bool,
    pub objects: bool,
    pub switchers: bool,
    pub player_start: bool,
    pub bounds: bool,
}

impl Default for ViewSettings {
    fn default() -> Self {
        ViewSettings {
            layer: ViewLayer::A,
            chunk_grid: true,
            block_grid: false,
            chunk_numbers: false,
            objects: true,
            switchers: true,
            player_start: true,
            bounds: true,
        }
    }
}

/// The tile atlas texture of one document revision.
struct Atlas {
    revision: u64,
    texture: TextureHandle,
    size: [usize; 2],
}

/// The level view's state between frames.
pub struct LevelCanvas {
    pub camera: Camera,
    /// Where the view was on screen last frame (the camera maps level pixels into it).
    pub view_rect: Rect,
    /// Keep the whole level fitted in the view (also while the window or panels resize) until the user pans
    /// or zooms.
    auto_fit: bool,
    atlas: Option<Atlas>,
    meshes: ChunkMeshCache,
    thumbs: thumbs::ChunkThumbs,
    /// What is under the pointer (None when the pointer is elsewhere or outside the layout).
    pub hover: Option<Probe>,
    /// Vertices drawn last frame (a cheap measure of culling, shown in the debug readout).
    pub last_vertex_count: usize,
}

impl Default for LevelCanvas {
    fn default() -> Self {
        LevelCanvas {
            camera: Camera::default(),
            view_rect: camera::PLACEHOLDER_VIEW,
            auto_fit: true,
            atlas: None,
            meshes: ChunkMeshCache::default(),
            thumbs: thumbs::ChunkThumbs::default(),
            hover: None,
            last_vertex_count: 0,
        }
    }
}

/// Wheel zoom speed: one wheel notch (50 points of scroll in egui) zooms by about 9 %.
const WHEEL_ZOOM_PER_POINT: f32 = 0.0018;

impl LevelCanvas {
    /// Fit the level into the view from the next frame on, until the user pans or zooms.
    pub fn request_fit(&mut self) {
        self.auto_fit = true;
    }

    /// Fits the level into the view now, and keeps it fitted until the user pans or zooms.
    pub fn fit(&mut self, doc: &Document) {
        let (w, h) = doc.level().pixel_size();
        self.camera.fit(self.view_rect, vec2(w as f32, h as f32));
        self.auto_fit = true;
    }

    /// Stops keeping the level fitted (the user has chosen a view).
    pub fn release_fit(&mut self) {
        self.auto_fit = false;
    }

    /// The tile atlas texture and its size in pixels, once the view has been drawn.
    pub fn atlas_texture(&self) -> Option<(egui::TextureId, [usize; 2])> {
        self.atlas.as_ref().map(|a| (a.texture.id(), a.size))
    }

    /// Number of chunk meshes built for the current document.
    pub fn cached_meshes(&self) -> usize {
        self.meshes.len()
    }

    fn ensure_atlas(&mut self, ctx: &egui::Context, doc: &Document) -> (egui::TextureId, [usize; 2]) {
        let stale = self.atlas.as_ref().is_none_or(|a| a.revision != doc.revision());
        if stale {
            let image = atlas::build_image(&doc.level().tiles);
            let size = image.size;
            // Magnify with NEAREST (crisp pixels); minify linearly so thin platforms do not flicker when zoomed out.
            let options = TextureOptions {
                magnification: egui::TextureFilter::Nearest,
                minification: egui::TextureFilter::Linear,
                ..TextureOptions::NEAREST
            };
            match &mut self.atlas {
                Some(a) => {
                    a.texture.set(image, options);
                    a.revision = doc.revision();
                    a.size = size;
                }
                None => {
                    let texture = ctx.load_texture("solid-tile-atlas", image, options);
                    self.atlas = Some(Atlas { revision: doc.revision(), texture, size });
                }
            }
            self.meshes.sync(doc.revision());
        }
        let a = self.atlas.as_ref().map(|a| (a.texture.id(), a.size));
        a.unwrap_or((egui::TextureId::default(), [1, 1]))
    }

    /// Draws the level view into all of `ui`'s remaining space and handles pan and zoom.
    pub fn show(&mut self, ui: &mut egui::Ui, doc: &Document, settings: &ViewSettings) {
        let (view, response) = ui.allocate_exact_size(ui.available_size(), Sense::click_and_drag());
        self.view_rect = view;
        if self.auto_fit {
            self.fit(doc);
        }
        self.handle_input(ui, view, &response);

        let level = doc.level();
        let painter = ui.painter_at(view);
        let (texture, atlas_size) = self.ensure_atlas(ui.ctx(), doc);

        // Background: void, then the layout area.
        painter.rect_filled(view, 0.0, palette::VOID);
        let (w, h) = level.pixel_size();
        let level_rect = self.camera.rect_to_screen(view, Vec2::ZERO, vec2(w as f32, h as f32));
        painter.rect_filled(level_rect, 0.0, palette::LEVEL_BACKGROUND);

        // Terrain: visible layout cells only.
        let chunk_px = level.chunk_size.pixels() as f32;
        let (lmin, lmax) = self.camera.visible_level_rect(view);
        let c0 = (lmin.x / chunk_px).floor().max(0.0) as usize;
        let r0 = (lmin.y / chunk_px).floor().max(0.0) as usize;
        let c1 = ((lmax.x / chunk_px).ceil().max(0.0) as usize).min(level.layout.width());
        let r1 = ((lmax.y / chunk_px).ceil().max(0.0) as usize).min(level.layout.height());
        let zoom = self.camera.zoom;
        let use_thumbs = 16.0 * zoom < thumbs::BLOCK_POINTS_THRESHOLD;
        if use_thumbs {
            self.thumbs.sync(ui.ctx(), level, doc.revision(), settings.layer);
        }
        let mut terrain = Mesh::with_texture(if use_thumbs { self.thumbs.texture_id() } else { texture });
        let mut missing = Vec::new();
        for row in r0..r1 {
            for col in c0..c1 {
                let Some(index) = level.layout.get(col, row) else { continue };
                let origin = self.camera.to_screen(view, vec2(col as f32 * chunk_px, row as f32 * chunk_px));
                let cell = Rect::from_min_size(origin, Vec2::splat(chunk_px * zoom));
                if use_thumbs {
                    match self.thumbs.uv(level, index) {
                        Some(uv) => terrain.add_rect_with_uv(cell, uv, Color32::WHITE),
                        None => missing.push(cell),
                    }
                    continue;
                }
                match self.meshes.get(level, index, settings.layer, atlas_size, texture) {
                    Some(mesh) => chunk_mesh::append_placed(&mut terrain, mesh, origin, zoom),
                    None => missing.push(cell),
                }
            }
        }
        self.last_vertex_count = terrain.vertices.len();
        painter.add(terrain);
        for r in missing {
            let stroke = Stroke::new(2.0, palette::MISSING_CHUNK);
            painter.rect_stroke(r.shrink(1.0), 0.0, stroke, egui::StrokeKind::Inside);
            painter.line_segment([r.left_top(), r.right_bottom()], stroke);
            painter.line_segment([r.right_top(), r.left_bottom()], stroke);
        }

        overlays::water(&painter, &self.camera, view, level);
        overlays::grid(&painter, &self.camera, view, level, settings.chunk_grid, settings.block_grid);
        if settings.chunk_numbers {
            overlays::chunk_numbers(&painter, &self.camera, view, level);
        }
        if settings.bounds {
            overlays::bounds(&painter, &self.camera, view, level);
        }
        if settings.switchers {
            for s in &level.switchers {
                overlays::switcher(&painter, &self.camera, view, s);
            }
        }
        if settings.objects {
            for o in &level.objects {
                overlays::object(&painter, &self.camera, view, o);
            }
        }
        if settings.player_start {
            overlays::player_start(&painter, &self.camera, view, level);
        }

        self.hover = response.hover_pos().and_then(|p| {
            let (x, y) = level_pixel(self.camera.to_level(view, p));
            probe::probe(level, x, y)
        });
        if let Some(p) = &self.hover {
            overlays::hover(&painter, &self.camera, view, level, p.x, p.y);
        }

        // A thin frame so the view reads as its own area next to the panels.
        painter.rect_stroke(view, 0.0, Stroke::new(1.0, Color32::from_gray(0x10)), egui::StrokeKind::Inside);
    }

    fn handle_input(&mut self, ui: &egui::Ui, view: Rect, response: &egui::Response) {
        let space = ui.input(|i| i.key_down(Key::Space));
        let panning = response.dragged_by(PointerButton::Middle)
            || response.dragged_by(PointerButton::Secondary)
            || (space && response.dragged_by(PointerButton::Primary));
        if panning {
            self.camera.pan(response.drag_delta());
            self.auto_fit = false;
        }
        if space || panning {
            ui.ctx().set_cursor_icon(if panning { egui::CursorIcon::Grabbing } else { egui::CursorIcon::Grab });
        }
        if let Some(pointer) = response.hover_pos() {
            let (scroll, zoom) = ui.input(|i| (i.smooth_scroll_delta, i.zoom_delta()));
            let factor = zoom * (scroll.y * WHEEL_ZOOM_PER_POINT).exp();
            if factor != 1.0 {
                self.camera.zoom_around(view, pointer, factor);
                self.auto_fit = false;
            }
            if scroll.x != 0.0 {
                self.camera.pan(vec2(scroll.x, 0.0));
                self.auto_fit = false;
            }
        }
    }
}
