//! The level's art under (or instead of) its collision: the art the level names (`formats::art`), composed
//! once per chunk into two texture atlases, one per priority plane, and drawn each frame as one textured
//! mesh per plane over the visible layout cells (the same culling as the collision terrain).
//!
//! The art is read again when the level names another source or the document moves to another folder
//! (relative paths start at the level file's folder); a chunk's atlas cell is redrawn when the chunk is
//! edited. A source that cannot be read is kept as a message the view shows; the level draws collision only.

use crate::widgets::camera::Camera;
use egui::{Color32, ColorImage, Mesh, Rect, TextureHandle, TextureOptions, pos2, vec2};
use formats::Level;
use formats::art::{ArtSource, LevelArt, Plane, RgbaImage};
use std::path::PathBuf;
use std::sync::Arc;
use studio_core::Document;
use studio_core::document::Changes;
use studio_core::edit::Touched;

/// Whether two sets of art edits draw the same level (they differ at most in the water colours).
fn dry_edits_equal(a: &formats::art_edits::ArtEdits, b: &formats::art_edits::ArtEdits) -> bool {
    a.patterns == b.patterns && a.blocks == b.blocks && a.palette == b.palette
}

/// Chunks per atlas row.
const COLUMNS: usize = 16;
/// Atlas rows at most (16 x 64 = 1024 chunks; chunks beyond draw no art).
const MAX_ROWS: usize = 64;

/// Blocks per row of the block atlas (the tile thumbnails' art).
pub const BLOCK_COLUMNS: usize = 32;

/// The two planes, in drawing order.
pub const PLANES: [Plane; 2] = [Plane::Low, Plane::High];

/// One plane's atlas of chunk images.
struct PlaneAtlas {
    texture: TextureHandle,
    size: [usize; 2],
}

/// The art view's state between frames.
#[derive(Default)]
pub struct ArtLayer {
    /// The source and folder the art was read for.
    loaded_for: Option<(Option<ArtSource>, Option<PathBuf>)>,
    /// The art as its source holds it, kept to apply the level's own edits (`Level::art_edits`) to again
    /// after each art edit without reading the files.
    source: Option<Arc<LevelArt>>,
    /// The art drawn: `source` with the level's edits.
    art: Option<Arc<LevelArt>>,
    /// The level's edits `art` has.
    applied: formats::art_edits::ArtEdits,
    /// Why the named art could not be read.
    error: Option<String>,
    atlases: Vec<PlaneAtlas>,
    /// Every 16x16 block of the art (both planes), [`BLOCK_COLUMNS`] a row: the tile thumbnails' art. Built
    /// when the art is read and after each art edit.
    blocks: Option<PlaneAtlas>,
    /// The zone's background layout over the level's chunks, and the part of it that repeats (the columns
    /// and rows up to its last non-empty cell).
    background: Option<(formats::Layout, [usize; 2])>,
    /// Why the background could not be read.
    background_error: Option<String>,
    /// The level's underwater palette as its project holds it, when it names one: kept to lay the level's own
    /// water colours (`ArtEdits::water_palette`) over again after each edit without reading the files.
    water_source: Option<Arc<[[u8; 3]; formats::art::PALETTE_COLOURS]>>,
    /// `water_source` with the level's water colours (shown and edited by the palette editor).
    water: Option<Arc<[[u8; 3]; formats::art::PALETTE_COLOURS]>>,
    /// Chunk size in pixels the atlases were built with.
    chunk_px: usize,
    /// A chunk's cell in the atlases: the chunk size, halved until the atlas fits the GPU's largest texture
    /// (Sonic 1's 256 px chunks make a 4096 px wide atlas, more than some GPUs take).
    cell_px: usize,
    seen_revision: u64,
    /// How many times the art was read (tests: editing a chunk must not read it again).
    pub loads: u64,
    /// Time the last full build took (reading, composing, uploading), for the debug readout.
    pub last_build: std::time::Duration,
    /// Object and player sprites from the same SonLVL project.
    pub sprites: super::sprites::Sprites,
}

/// Magnify with NEAREST (crisp pixels), minify linearly with mipmaps so a whole zone stays readable.
fn options() -> TextureOptions {
    TextureOptions {
        magnification: egui::TextureFilter::Nearest,
        minification: egui::TextureFilter::Linear,
        mipmap_mode: Some(egui::TextureFilter::Linear),
        ..TextureOptions::NEAREST
    }
}

fn colour_image(image: &RgbaImage) -> ColorImage {
    ColorImage::from_rgba_unmultiplied([image.width, image.height], image.as_bytes())
}

impl ArtLayer {
    /// The art, once read.
    pub fn art(&self) -> Option<&Arc<LevelArt>> {
        self.art.as_ref()
    }

    /// Why the level's art is not shown (None when it is, or when the level names none).
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }

    /// Whether art is ready to draw.
    pub fn is_ready(&self) -> bool {
        !self.atlases.is_empty()
    }

    /// Reads the art if the level names another source, and brings the atlases up to date with the document.
    pub fn sync(&mut self, ctx: &egui::Context, doc: &Document) {
        let level = doc.level();
        let folder = doc.path().and_then(|p| p.parent()).map(PathBuf::from);
        let key = (level.art.clone(), folder);
        let changes = doc.changes_since(self.seen_revision);
        self.seen_revision = doc.revision();
        if self.loaded_for.as_ref() != Some(&key) {
            let started = std::time::Instant::now();
            self.loads += 1;
            self.atlases.clear();
            match formats::art::load_source(level, key.1.as_deref()) {
                Ok(art) => {
                    self.source = art.map(Arc::new);
                    self.error = None;
                }
                Err(e) => {
                    self.source = None;
                    self.error = Some(e.to_string());
                }
            }
            self.apply_edits(level);
            self.sprites.reload(key.0.as_ref(), key.1.as_deref(), self.art.as_deref());
            self.blocks = self.art.as_deref().and_then(|art| block_atlas(ctx, art));
            self.water_source =
                formats::art::load_water_palette_source(level, key.1.as_deref()).ok().flatten().map(Arc::from);
            self.apply_water(level);
            (self.background, self.background_error) = match formats::art::load_background(level, key.1.as_deref()) {
                Ok(layout) => (layout.and_then(|l| formats::art::background_period(&l).map(|p| (l, p))), None),
                Err(e) => (None, Some(e.to_string())),
            };
            self.loaded_for = Some(key);
            self.rebuild(ctx, level);
            self.last_build = started.elapsed();
            return;
        }
        match changes {
            Changes::None => {}
            Changes::Some(t) if !t.art && !t.structure && !self.atlases.is_empty() => {
                for &c in &t.chunks {
                    self.redraw_chunk(level, c);
                }
            }
            // Only the water colours changed: the level is drawn with the dry palette, nothing to rebuild.
            Changes::Some(t)
                if Touched { art: false, ..t.clone() }.is_empty()
                    && !self.atlases.is_empty()
                    && dry_edits_equal(&self.applied, &level.art_edits) =>
            {
                self.apply_water(level);
                self.applied = level.art_edits.clone();
            }
            _ => {
                let started = std::time::Instant::now();
                self.apply_water(level);
                if self.applied != level.art_edits {
                    self.apply_edits(level);
                    self.blocks = self.art.as_deref().and_then(|art| block_atlas(ctx, art));
                }
                self.rebuild(ctx, level);
                self.last_build = started.elapsed();
            }
        }
    }

    /// The water palette shown: the project's with the level's own water colours.
    fn apply_water(&mut self, level: &Level) {
        self.water = match &self.water_source {
            Some(source) if !level.art_edits.water_palette.is_empty() => {
                Some(Arc::from(formats::art::with_water_edits(source, &level.art_edits)))
            }
            source => source.clone(),
        };
    }

    /// The art drawn: the source's with the level's own edits.
    fn apply_edits(&mut self, level: &Level) {
        self.applied = level.art_edits.clone();
        self.art = if level.art_edits.is_dry_empty() {
            self.source.clone()
        } else {
            LevelArt::with_edits(self.source.as_deref(), &level.art_edits).map(Arc::new)
        };
    }

    fn rebuild(&mut self, ctx: &egui::Context, level: &Level) {
        self.atlases.clear();
        let Some(art) = &self.art else { return };
        let px = level.chunk_size.pixels() as usize;
        self.chunk_px = px;
        let count = level.chunks.len().min(COLUMNS * MAX_ROWS);
        let rows = count.div_ceil(COLUMNS).max(1);
        let max_side = ctx.input(|i| i.max_texture_side).max(16);
        let mut shrink = 1;
        while (COLUMNS * px / shrink > max_side || rows * px / shrink > max_side) && shrink < px {
            shrink *= 2;
        }
        self.cell_px = px / shrink;
        for (i, plane) in PLANES.into_iter().enumerate() {
            let mut image = RgbaImage::new(COLUMNS * px, rows * px);
            for (c, chunk) in level.chunks.iter().enumerate().take(count) {
                art.draw_chunk(chunk, level.chunk_size, plane, &mut image, ((c % COLUMNS) * px, (c / COLUMNS) * px));
            }
            let image = shrunk(image, shrink);
            let size = [image.width, image.height];
            let texture = ctx.load_texture(format!("level-art-{i}"), colour_image(&image), options());
            self.atlases.push(PlaneAtlas { texture, size });
        }
    }

    fn redraw_chunk(&mut self, level: &Level, c: usize) {
        let (Some(art), Some(chunk)) = (&self.art, level.chunks.get(c)) else { return };
        let px = self.chunk_px;
        if c >= COLUMNS * MAX_ROWS || level.chunk_size.pixels() as usize != px {
            return;
        }
        let cell = self.cell_px;
        for (atlas, plane) in self.atlases.iter_mut().zip(PLANES) {
            let origin = [(c % COLUMNS) * cell, (c / COLUMNS) * cell];
            if origin[1] + cell > atlas.size[1] {
                continue; // A chunk added since the build: a structural change rebuilds.
            }
            let image = shrunk(art.chunk_image(chunk, level.chunk_size, plane), px / cell.max(1));
            atlas.texture.set_partial(origin, colour_image(&image), options());
        }
    }

    /// The atlas uv rectangle of chunk `c` (None beyond the atlas).
    fn uv(&self, atlas: &PlaneAtlas, c: usize) -> Option<Rect> {
        let px = self.cell_px;
        let (x, y) = ((c % COLUMNS) * px, (c / COLUMNS) * px);
        if c >= COLUMNS * MAX_ROWS || y + px > atlas.size[1] {
            return None;
        }
        let (w, h) = (atlas.size[0] as f32, atlas.size[1] as f32);
        Some(Rect::from_min_max(pos2(x as f32 / w, y as f32 / h), pos2((x + px) as f32 / w, (y + px) as f32 / h)))
    }

    /// The mesh of one plane (0 low, 1 high) over the visible layout cells, tinted by `alpha` (0–255).
    pub fn mesh(
        &self,
        plane: usize,
        camera: &Camera,
        view: Rect,
        level: &Level,
        changed: &[ChangedCell],
        alpha: u8,
    ) -> Option<Mesh> {
        let atlas = self.atlases.get(plane)?;
        let chunk_px = level.chunk_size.pixels() as f32;
        if chunk_px as usize != self.chunk_px {
            return None;
        }
        let (lmin, lmax) = camera.visible_level_rect(view);
        let c0 = (lmin.x / chunk_px).floor().max(0.0) as usize;
        let r0 = (lmin.y / chunk_px).floor().max(0.0) as usize;
        let c1 = ((lmax.x / chunk_px).ceil().max(0.0) as usize).min(level.layout.width());
        let r1 = ((lmax.y / chunk_px).ceil().max(0.0) as usize).min(level.layout.height());
        let tint = Color32::from_white_alpha(alpha);
        let size = vec2(chunk_px, chunk_px) * camera.zoom;
        let mut mesh = Mesh::with_texture(atlas.texture.id());
        for row in r0..r1 {
            let y = camera.to_screen(view, vec2(0.0, row as f32 * chunk_px)).y;
            for col in c0..c1 {
                let Some(index) = layout_cell(level, changed, col, row) else { continue };
                let Some(uv) = self.uv(atlas, index as usize) else { continue };
                let x = camera.to_screen(view, vec2(col as f32 * chunk_px, 0.0)).x;
                mesh.add_rect_with_uv(Rect::from_min_size(pos2(x, y), size), uv, tint);
            }
        }
        Some(mesh)
    }

    /// Whether a background layout is loaded; why not, when it could not be read.
    pub fn background(&self) -> (bool, Option<&str>) {
        (self.background.is_some(), self.background_error.as_deref())
    }

    /// The background's chunk at level cell (`col`, `row`): the background layout repeated from the level's
    /// top-left corner (as the VDP's plane B wraps), None without a background or at an empty cell.
    pub fn background_chunk(&self, col: usize, row: usize) -> Option<u16> {
        let (layout, [w, h]) = self.background.as_ref()?;
        layout.get(col % w, row % h)
    }

    /// The background's mesh of one plane over the visible part of the level, repeated from its top-left
    /// corner: drawn behind the foreground (where the game puts it is the play-test's game view,
    /// [`ArtLayer::paint_parallax`], which layers the planes as the VDP does).
    pub fn background_mesh(&self, plane: usize, camera: &Camera, view: Rect, level: &Level) -> Option<Mesh> {
        let atlas = self.atlases.get(plane)?;
        self.background.as_ref()?;
        let chunk_px = level.chunk_size.pixels() as f32;
        if chunk_px as usize != self.chunk_px {
            return None;
        }
        let (w, h) = level.pixel_size();
        let (lmin, lmax) = camera.visible_level_rect(view);
        let c0 = (lmin.x / chunk_px).floor().max(0.0) as usize;
        let r0 = (lmin.y / chunk_px).floor().max(0.0) as usize;
        let c1 = ((lmax.x.min(w as f32) / chunk_px).ceil().max(0.0)) as usize;
        let r1 = ((lmax.y.min(h as f32) / chunk_px).ceil().max(0.0)) as usize;
        let size = vec2(chunk_px, chunk_px) * camera.zoom;
        let mut mesh = Mesh::with_texture(atlas.texture.id());
        for row in r0..r1 {
            let y = camera.to_screen(view, vec2(0.0, row as f32 * chunk_px)).y;
            for col in c0..c1 {
                let Some(index) = self.background_chunk(col, row) else { continue };
                let Some(uv) = self.uv(atlas, index as usize) else { continue };
                let x = camera.to_screen(view, vec2(col as f32 * chunk_px, 0.0)).x;
                mesh.add_rect_with_uv(Rect::from_min_size(pos2(x, y), size), uv, Color32::WHITE);
            }
        }
        Some(mesh)
    }

    /// Paints the background's planes `planes` (indexes into [`PLANES`]) over the visible level
    /// ([`ArtLayer::background_mesh`]).
    pub fn paint_background(
        &self,
        painter: &egui::Painter,
        camera: &Camera,
        view: Rect,
        level: &Level,
        planes: &[usize],
    ) {
        for &p in planes {
            if let Some(mesh) = self.background_mesh(p, camera, view, level) {
                painter.add(mesh);
            }
        }
    }

    /// Paints the background inside the play-test's game view (the camera's top-left at `game`, level pixels)
    /// as the game scrolls it: each band of screen lines with its own column of the background
    /// (`studio_core::parallax`), over the plain background drawn first. The planes `planes`: the canvas paints
    /// the low one under the foreground's low plane and the high one over it, as the VDP layers plane B's
    /// high-priority patterns over plane A's low ones.
    pub fn paint_parallax(
        &self,
        painter: &egui::Painter,
        camera: &Camera,
        view: Rect,
        game: (i32, i32),
        deformation: &studio_core::parallax::Deformation,
        planes: &[usize],
    ) {
        let Some((layout, [w, h])) = self.background.as_ref() else { return };
        let chunk = self.chunk_px as i32;
        if chunk == 0 {
            return;
        }
        let width = engine::camera::SCREEN_WIDTH;
        for atlas in planes.iter().filter_map(|&p| self.atlases.get(p)) {
            for (first, count, left) in deformation.bands() {
                let (top, lines) = (deformation.top + first as i32, count as i32);
                // The strip of the game view these lines are, on screen.
                let y0 = game.1 + first as i32;
                let strip = camera.rect_to_screen(
                    view,
                    vec2(game.0 as f32, y0 as f32),
                    vec2((game.0 + width) as f32, (y0 + lines) as f32),
                );
                let mut mesh = Mesh::with_texture(atlas.texture.id());
                // Background pixel (bx, by) is drawn at level (game.0 + bx − left, y0 + by − top).
                let (c0, c1) = (left.div_euclid(chunk), (left + width).div_euclid(chunk));
                let (r0, r1) = (top.div_euclid(chunk), (top + lines - 1).div_euclid(chunk));
                for row in r0..=r1 {
                    for col in c0..=c1 {
                        let (bc, br) = (col.rem_euclid(*w as i32) as usize, row.rem_euclid(*h as i32) as usize);
                        let Some(index) = layout.get(bc, br) else { continue };
                        let Some(uv) = self.uv(atlas, index as usize) else { continue };
                        let at = vec2((game.0 + col * chunk - left) as f32, (y0 + row * chunk - top) as f32);
                        let rect = camera.rect_to_screen(view, at, at + vec2(chunk as f32, chunk as f32));
                        mesh.add_rect_with_uv(rect, uv, Color32::WHITE);
                    }
                }
                painter.with_clip_rect(strip.intersect(painter.clip_rect())).add(mesh);
            }
        }
    }

    /// Paints the art's planes (`planes`: indexes into [`PLANES`]) over the visible cells.
    pub fn paint(
        &self,
        painter: &egui::Painter,
        camera: &Camera,
        view: Rect,
        level: &Level,
        changed: &[ChangedCell],
        planes: &[usize],
    ) {
        for &p in planes {
            if let Some(mesh) = self.mesh(p, camera, view, level, changed, 255) {
                painter.add(mesh);
            }
        }
    }

    /// Handles to the art and its atlases for the panels (chunk library and editor, tile editor).
    pub fn handles(&self) -> crate::widgets::level_art::ArtHandles {
        crate::widgets::level_art::ArtHandles {
            art: self.art.clone(),
            planes: self.atlases.iter().map(|a| (a.texture.id(), a.size)).collect(),
            blocks: self.blocks.as_ref().map(|a| (a.texture.id(), a.size)),
            water: self.water.clone(),
            chunk_px: self.chunk_px,
            cell_px: self.cell_px,
            columns: COLUMNS,
        }
    }

    /// The texture and uv of a chunk's image in a plane, for thumbnails and the chunk editor.
    pub fn chunk_uv(&self, plane: usize, chunk: usize) -> Option<(egui::TextureId, Rect)> {
        let atlas = self.atlases.get(plane)?;
        Some((atlas.texture.id(), self.uv(atlas, chunk)?))
    }
}

/// `image` shrunk by `factor` (a power of two), each pixel the top-left one of its square (the atlas
/// is a last resort for small GPUs: nearest is enough).
fn shrunk(image: RgbaImage, factor: usize) -> RgbaImage {
    if factor <= 1 {
        return image;
    }
    let (w, h) = (image.width / factor, image.height / factor);
    let mut out = RgbaImage::new(w, h);
    for y in 0..h {
        for x in 0..w {
            out.pixels[y * w + x] = image.pixels[y * factor * image.width + x * factor];
        }
    }
    out
}

/// Every block of `art` in one texture, [`BLOCK_COLUMNS`] a row (None for art without blocks).
fn block_atlas(ctx: &egui::Context, art: &LevelArt) -> Option<PlaneAtlas> {
    let count = art.block_count().min(usize::from(u16::MAX));
    if count == 0 {
        return None;
    }
    let mut image = RgbaImage::new(BLOCK_COLUMNS * 16, count.div_ceil(BLOCK_COLUMNS) * 16);
    for id in 0..count {
        art.draw_block(
            id as u16,
            (false, false),
            Plane::Both,
            &mut image,
            ((id % BLOCK_COLUMNS) * 16, (id / BLOCK_COLUMNS) * 16),
        );
    }
    let size = [image.width, image.height];
    let texture = ctx.load_texture("level-art-blocks", colour_image(&image), TextureOptions::NEAREST);
    Some(PlaneAtlas { texture, size })
}

/// Paints a message over the view's bottom-left corner: why the level's art is not shown.
pub fn paint_error(painter: &egui::Painter, view: Rect, message: &str) {
    let text = format!("Art not shown (collision only): {message}");
    let galley = painter.layout(
        text,
        egui::FontId::proportional(13.0),
        Color32::from_rgb(0xFF, 0xD0, 0x80),
        view.width() - 24.0,
    );
    let rect = Rect::from_min_size(view.left_bottom() + vec2(8.0, -galley.size().y - 12.0), galley.size()).expand(4.0);
    painter.rect_filled(rect, 4.0, Color32::from_black_alpha(200));
    painter.galley(rect.min + vec2(4.0, 4.0), galley, Color32::WHITE);
}

/// A layout cell whose chunk the running level's events changed (column, row, chunk now), as
/// `engine::World::changed_cells` lists them: Labyrinth 3's switched cell, Casino Night 2's arena walls.
pub type ChangedCell = (usize, usize, Option<u16>);

/// The chunk drawn at layout cell (`col`, `row`): the running level's where its events changed it
/// (`changed`, empty outside a play-test), else the level's own.
#[inline]
pub fn layout_cell(level: &Level, changed: &[ChangedCell], col: usize, row: usize) -> Option<u16> {
    match changed.iter().find(|&&(c, r, _)| c == col && r == row) {
        Some(&(_, _, chunk)) => chunk,
        None => level.layout.get(col, row),
    }
}
