//! The level view: terrain from cached per-chunk meshes over a tile atlas, overlays, pan and zoom.
//!
//! Mouse: wheel zooms around the cursor (Ctrl+wheel and pinch too), middle drag pans, and so does Space + left
//! drag; the left button belongs to the active tool and a right click opens the edit-in-place menu.
//!
//! Caches (tile atlas, chunk meshes, chunk thumbnails) follow the document's change log
//! (`Document::changes_since`): painting layout cells rebuilds nothing, editing a tile or chunk rebuilds only
//! what uses it, structural edits rebuild all.

pub mod angles;
pub mod art_layer;
pub mod chunk_mesh;
pub mod live_objects;
pub mod minimap;
pub mod object_tools;
pub mod overlays;
pub mod playtest_overlay;
pub mod shape_tool;
pub mod sprites;
pub mod toolbar;
pub mod tools;

use crate::command::{Command, Commands, Context};
use crate::widgets::camera::{self, Camera, level_pixel};
use crate::widgets::{atlas, object_symbol, palette, thumbs};
use chunk_mesh::ChunkMeshCache;
use egui::{Color32, Key, Mesh, PointerButton, Rect, Sense, Stroke, TextureHandle, TextureOptions, Vec2, vec2};
use studio_core::Document;
use studio_core::document::Changes;
use studio_core::editing::{Change, Tool};
use studio_core::playtest::memory::JumpArc;
use studio_core::probe::{self, Probe};

/// The tile atlas texture.
struct Atlas {
    texture: TextureHandle,
    size: [usize; 2],
}

/// The level view's state between frames.
pub struct LevelCanvas {
    pub camera: Camera,
    /// Where the view was on screen last frame (the camera maps level pixels into it).
    pub view_rect: Rect,
    /// What the view keeps showing on its own (also while the window or panels resize) until the user pans or
    /// zooms.
    auto: AutoView,
    atlas: Option<Atlas>,
    meshes: ChunkMeshCache,
    thumbs: thumbs::ChunkThumbs,
    /// The level's art (per-chunk atlases of both priority planes).
    pub art: art_layer::ArtLayer,
    /// What is under the pointer (None when the pointer is elsewhere or outside the layout).
    pub hover: Option<Probe>,
    /// Vertices drawn last frame (a cheap measure of culling, shown in the debug readout).
    pub last_vertex_count: usize,
    /// This frame's layout cells the running level's events changed (`engine::World::changed_cells`; empty
    /// outside a play-test): found once in [`LevelCanvas::show`], drawn there and by the deferred high plane.
    changed_cells: Vec<art_layer::ChangedCell>,
    /// The document revision the caches reflect.
    seen_revision: u64,
    /// How often every cache was rebuilt (new document, structural edit); painting cells must not add to it.
    pub full_rebuilds: u64,
    /// The layout tools' drag state, right-click menu and resize fields.
    pub tools: tools::ToolState,
    /// The object and switcher tools' drag state and the pointer's level position.
    pub objects: object_tools::ObjectTools,
    /// The shape tool's drag and preview.
    pub shapes: shape_tool::ShapeToolState,
    /// The play-test's predicted jump arc, cached between frames.
    arc: JumpArc,
    /// The play-test sensor the pointer is over, as text (the HUD shows it too).
    pub sensor_hover: Option<String>,
    /// The caches of the level not drawn now: the next act's while the document's are in use, the document's
    /// while the next act is drawn ([`LevelCanvas::draw_next_act`]).
    other: Option<Box<DocCaches>>,
    /// The view draws a play-test's next act (`PlaySession::drawn_next_act`), not the document.
    drawing_next_act: bool,
}

/// What the view caches for one level: the collision atlas, meshes and thumbnails, and the art.
#[derive(Default)]
struct DocCaches {
    atlas: Option<Atlas>,
    meshes: ChunkMeshCache,
    thumbs: thumbs::ChunkThumbs,
    art: art_layer::ArtLayer,
    seen_revision: u64,
}

impl Default for LevelCanvas {
    fn default() -> Self {
        LevelCanvas {
            camera: Camera::default(),
            view_rect: camera::PLACEHOLDER_VIEW,
            auto: AutoView::Open,
            atlas: None,
            meshes: ChunkMeshCache::default(),
            thumbs: thumbs::ChunkThumbs::default(),
            art: art_layer::ArtLayer::default(),
            hover: None,
            last_vertex_count: 0,
            changed_cells: Vec::new(),
            seen_revision: 0,
            full_rebuilds: 0,
            tools: tools::ToolState::default(),
            objects: object_tools::ObjectTools::default(),
            shapes: shape_tool::ShapeToolState::default(),
            arc: JumpArc::default(),
            sensor_hover: None,
            other: None,
            drawing_next_act: false,
        }
    }
}

/// What the level view does on its own until the user pans or zooms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum AutoView {
    /// Nothing: the user has chosen the view.
    None,
    /// Keep the level's bounds fitted.
    Fit,
    /// Keep the view a level opens with: the whole bounds when they are readable fitted, else
    /// [`READABLE_ZOOM`] around the start position.
    Open,
}

/// Wheel zoom speed: one wheel notch (40 points of scroll in egui) is one zoom step (2^(1/3) ≈ 1.26), the same
/// ratio as the zoom-in and zoom-out commands.
const WHEEL_ZOOM_PER_POINT: f32 = std::f32::consts::LN_2 / camera::STEPS_PER_DOUBLING / 40.0;
/// A level opens fitted when fitting shows it at least this large (a chunk 19 points wide: the sample level on
/// a laptop screen); a larger one, such as a Sonic 2 zone, opens at [`READABLE_ZOOM`].
pub const FIT_ON_OPEN_ZOOM: f32 = 0.15;
/// The zoom a large level opens at, around its start: blocks 8 points wide, a chunk 64.
pub const READABLE_ZOOM: f32 = 0.5;
/// Zoom to selection stops here, so that one small object does not fill the view.
pub const SELECTION_MAX_ZOOM: f32 = 2.0;

/// The part of the level the game camera can show (its bounds), or the whole layout when the bounds are
/// empty.
pub fn shown_area(level: &formats::Level) -> (Vec2, Vec2) {
    let b = level.bounds;
    if b.right > b.left && b.bottom > b.top {
        (vec2(b.left as f32, b.top as f32), vec2(b.right as f32, b.bottom as f32))
    } else {
        let (w, h) = level.pixel_size();
        (Vec2::ZERO, vec2(w as f32, h as f32))
    }
}

impl LevelCanvas {
    /// Fit the level's bounds into the view from the next frame on, until the user pans or zooms.
    pub fn request_fit(&mut self) {
        self.auto = AutoView::Fit;
    }

    /// Show the level as a newly opened one from the next frame on (see [`LevelCanvas::open_view`]), until the
    /// user pans or zooms.
    pub fn request_open_view(&mut self) {
        self.auto = AutoView::Open;
    }

    /// Fits the level's bounds (the area the game camera can show, not the whole layout) into the view now,
    /// and keeps them fitted until the user pans or zooms.
    pub fn fit(&mut self, doc: &Document) {
        let (min, max) = shown_area(doc.level());
        self.camera.fit_rect(self.view_rect, min, max, camera::MAX_ZOOM);
        self.auto = AutoView::Fit;
    }

    /// The view a level opens with: its bounds fitted when that shows them at [`FIT_ON_OPEN_ZOOM`] or more,
    /// else [`READABLE_ZOOM`] centred on the start position (kept inside the bounds).
    pub fn open_view(&mut self, level: &formats::Level) {
        let (min, max) = shown_area(level);
        self.camera.fit_rect(self.view_rect, min, max, camera::MAX_ZOOM);
        if self.camera.zoom < FIT_ON_OPEN_ZOOM {
            self.camera.zoom = READABLE_ZOOM;
            let start = vec2(level.player_start.x as f32, level.player_start.y as f32);
            self.camera.centre_on(self.view_rect, start);
            self.camera.keep_inside(self.view_rect, min, max);
        }
        self.auto = AutoView::Open;
    }

    /// Fits the selected objects and switcher into the view (at most [`SELECTION_MAX_ZOOM`]). False when
    /// nothing is selected.
    pub fn zoom_to_selection(&mut self, level: &formats::Level, selection: &studio_core::editing::Selection) -> bool {
        let mut area: Option<(Vec2, Vec2)> = None;
        let mut add = |min: Vec2, max: Vec2| {
            area = Some(area.map_or((min, max), |(a, b)| (a.min(min), b.max(max))));
        };
        for o in selection.objects.iter().filter_map(|&i| level.objects.get(i)) {
            let size = engine::objects::object_size(&o.kind);
            let r = vec2(size.width_radius as f32, size.height_radius as f32).max(vec2(8.0, 8.0));
            let c = vec2(o.x as f32, o.y as f32);
            add(c - r, c + r);
        }
        if let Some(s) = selection.switcher.and_then(|i| level.switchers.get(i)) {
            let r = s.radius.pixels() as f32;
            add(vec2(s.x as f32, s.y as f32) - Vec2::splat(r), vec2(s.x as f32, s.y as f32) + Vec2::splat(r));
        }
        let Some((min, max)) = area else { return false };
        // Room around the selection: a quarter of its size, at least a block.
        let pad = ((max - min) * 0.25).max(Vec2::splat(16.0));
        self.camera.fit_rect(self.view_rect, min - pad, max + pad, SELECTION_MAX_ZOOM);
        self.auto = AutoView::None;
        true
    }

    /// Centres the view on a level position (and stops fitting the level).
    pub fn centre_on(&mut self, x: f32, y: f32) {
        self.camera.centre_on(self.view_rect, vec2(x, y));
        self.auto = AutoView::None;
    }

    /// Draws the play-test overlays over the level view (call after `show` in the same `Ui`).
    pub fn play_overlays(&mut self, ui: &egui::Ui, ctx: &Context) {
        let session = ctx.playtest;
        let (Some(play), Some(game_camera)) = (&session.play, session.game_camera()) else {
            self.sensor_hover = None;
            return;
        };
        let view = self.view_rect;
        let painter = ui.painter_at(view);
        if play.world.is_loading() {
            // Sonic 1 reloading the level after a death: the game's screen is black, then the title card. The
            // player and camera are cleared meanwhile: nothing of them is drawn, the view holds.
            self.sensor_hover = None;
            playtest_overlay::reloading(&painter, &self.camera, view, game_camera);
            return;
        }
        let pointer = ui.ctx().pointer_hover_pos().filter(|p| view.contains(*p));
        // Angel Island 1's intro (the Tornado, Sonic on it and Super, Knuckles): under the players, whose
        // priority is higher.
        for s in studio_core::playtest::intro::sprites(&play.world) {
            if let Some(sprite) = self.art.sprites.intro(ui.ctx(), s) {
                let rect = sprite.rect(&self.camera, view, s.x, s.y);
                painter.image(
                    sprite.texture.id(),
                    rect,
                    Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0)),
                    Color32::WHITE,
                );
            }
        }
        // Player 2 (CPU Tails or a second human), animated by the same code, drawn first: s2disasm's sidekick
        // runs in the object slot after the main character's at the same priority, so it is queued after him,
        // and the VDP shows the earlier sprite of its list on top.
        if let Some(second) = &play.world.second {
            let p2 = &second.player;
            if !self.paint_player(ui.ctx(), &painter, view, p2, &play.sprite2) {
                playtest_overlay::player_shape(&painter, &self.camera, view, p2);
            }
        }
        // The player's sprite (or, for Knuckles and levels without player art, a shape his radii's size); none
        // once Sonic 1's giant ring has taken him (`id_Null`, then his object gone).
        let player = &play.world.player;
        // (The intro object holding him shows him itself: `Obj_AIZPlaneIntro`.)
        let shown = play.world.player_visible() && !studio_core::playtest::intro::hides_player(&play.world);
        // His shield, stars and insta-shield (`studio_core::playtest::power_ups`): the S3K shields' back frames
        // under him, the rest over him.
        if shown {
            self.paint_power_ups(ui.ctx(), &painter, view, &play.power_ups.sprites, true);
        }
        if shown && !self.paint_player(ui.ctx(), &painter, view, player, &play.sprite) {
            playtest_overlay::player_shape(&painter, &self.camera, view, player);
        }
        if shown {
            self.paint_power_ups(ui.ctx(), &painter, view, &play.power_ups.sprites, false);
        }
        // The high plane goes over the player and the objects, under the overlays (as the VDP draws
        // high-priority patterns over low-priority sprites).
        if self.high_plane_deferred(ctx) {
            self.art.paint(&painter, &self.camera, view, ctx.doc.level(), &self.changed_cells, &[1]);
        }
        // S3K's level results and title card (`studio_core::playtest::results`): their pieces have the priority
        // bit, so they go over the high plane; the earlier sprite on top; on the game's screen only (they slide in
        // from off it).
        let uv = Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0));
        let screen =
            painter.with_clip_rect(playtest_overlay::game_rect(&self.camera, view, game_camera).intersect(view));
        for s in play.cards.sprites.iter().rev() {
            if let Some(sprite) = self.art.sprites.card(ui.ctx(), *s) {
                screen.image(sprite.texture.id(), sprite.rect(&self.camera, view, s.x, s.y), uv, Color32::WHITE);
            }
        }
        self.sensor_hover = playtest_overlay::paint(
            &painter,
            &self.camera,
            view,
            play,
            game_camera,
            session.overlays,
            &session.memory,
            &mut self.arc,
            ctx.doc.revision(),
            session.held,
            pointer,
            &ctx.doc.level().objects,
        );
    }

    /// Draws the power-up sprites behind the player (`behind`) or in front of him, the earlier ones on top (the
    /// VDP shows the earlier sprite of its list over a later one).
    fn paint_power_ups(
        &mut self,
        ctx: &egui::Context,
        painter: &egui::Painter,
        view: Rect,
        sprites: &[studio_core::playtest::power_ups::PowerUpSprite],
        behind: bool,
    ) {
        let uv = Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0));
        for s in sprites.iter().rev().filter(|s| s.behind == behind) {
            if let Some(sprite) = self.art.sprites.power_up(ctx, *s) {
                painter.image(sprite.texture.id(), sprite.rect(&self.camera, view, s.x, s.y), uv, Color32::WHITE);
            }
        }
    }

    /// Draws a player's sprite in his animator's frame (S3K's Tails with his tails behind him: `Obj_Tails_Tail`
    /// runs after him at his priority, so the VDP shows him over them); false when there is no sprite for him
    /// (the caller draws his shape).
    fn paint_player(
        &mut self,
        ctx: &egui::Context,
        painter: &egui::Painter,
        view: Rect,
        player: &engine::Player,
        animator: &studio_core::playtest::animation::Animator,
    ) -> bool {
        let (x, y) = (player.pixel_x(), player.pixel_y());
        let uv = Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0));
        if let Some(tail) = animator.s3k.tail
            && let Some(sprite) = self.art.sprites.tails_tail(ctx, tail.shown)
        {
            painter.image(sprite.texture.id(), sprite.rect(&self.camera, view, x, y), uv, Color32::WHITE);
        }
        let Some(sprite) = self.art.sprites.player(ctx, player.character, animator.shown) else { return false };
        painter.image(sprite.texture.id(), sprite.rect(&self.camera, view, x, y), uv, Color32::WHITE);
        true
    }

    /// Draws the act a play-test's level has run into (`next` true: `PlaySession::drawn_next_act`, Angel
    /// Island 2 after act 1's fire) instead of the document, or the document again: each level keeps caches of
    /// its own, so going from one to the other (each frame: the panels draw the document's art) rebuilds
    /// nothing.
    pub fn draw_next_act(&mut self, next: bool) {
        if next == self.drawing_next_act {
            return;
        }
        let other = self.other.get_or_insert_with(Box::default);
        std::mem::swap(&mut self.atlas, &mut other.atlas);
        std::mem::swap(&mut self.meshes, &mut other.meshes);
        std::mem::swap(&mut self.thumbs, &mut other.thumbs);
        std::mem::swap(&mut self.art, &mut other.art);
        std::mem::swap(&mut self.seen_revision, &mut other.seen_revision);
        self.drawing_next_act = next;
    }

    /// Drops the next act's caches (the play-test that had one has ended).
    pub fn forget_next_act(&mut self) {
        self.draw_next_act(false);
        self.other = None;
    }

    /// The art drawn for a play-test's next act (kept between frames while the document's is in use).
    pub fn next_act_art(&self) -> Option<&art_layer::ArtLayer> {
        match self.drawing_next_act {
            true => Some(&self.art),
            false => self.other.as_deref().map(|o| &o.art).filter(|a| a.loads > 0),
        }
    }

    /// Stops keeping the level fitted (the user has chosen a view).
    pub fn release_fit(&mut self) {
        self.auto = AutoView::None;
    }

    /// The tile atlas texture and its size in pixels, once the view has been drawn.
    pub fn atlas_texture(&self) -> Option<(egui::TextureId, [usize; 2])> {
        self.atlas.as_ref().map(|a| (a.texture.id(), a.size))
    }

    /// Number of chunk meshes built for the current document.
    pub fn cached_meshes(&self) -> usize {
        self.meshes.len()
    }

    /// Brings the atlas, meshes and thumbnails up to date with the document, rebuilding only what changed:
    /// the document's change log says what changed since the revision the caches reflect (structural edits,
    /// another document or a log overflow rebuild everything).
    fn sync_caches(&mut self, ctx: &egui::Context, doc: &Document) {
        let level = doc.level();
        let changes = doc.changes_since(self.seen_revision);
        self.seen_revision = doc.revision();
        match changes {
            Changes::None if self.atlas.is_some() => return,
            Changes::Some(touched) if self.atlas.is_some() && !touched.structure => {
                let mut chunks = touched.chunks.clone();
                for &t in &touched.tiles {
                    if let (Some(tile), Some(a)) = (level.tiles.get(t), &mut self.atlas) {
                        a.texture.set_partial(atlas::cell_origin(t), atlas::cell_image(tile), atlas_options());
                    }
                }
                if !touched.tiles.is_empty() {
                    // Chunks drawing a changed tile: their meshes skip empty tiles, their thumbnails show its shape.
                    for (i, chunk) in level.chunks.iter().enumerate() {
                        let uses = |t: u16| touched.tiles.contains(&(t as usize));
                        if chunk.blocks.iter().any(|b| uses(b.a.tile) || uses(b.b.tile)) {
                            chunks.push(i);
                        }
                    }
                }
                self.meshes.invalidate(&chunks);
                self.thumbs.invalidate(&chunks);
                return;
            }
            _ => {}
        }
        let image = atlas::build_image(&level.tiles);
        let size = image.size;
        match &mut self.atlas {
            Some(a) => {
                a.texture.set(image, atlas_options());
                a.size = size;
            }
            None => {
                let texture = ctx.load_texture("solid-tile-atlas", image, atlas_options());
                self.atlas = Some(Atlas { texture, size });
            }
        }
        self.meshes.clear();
        self.thumbs.reset();
        self.full_rebuilds += 1;
    }

    fn atlas_ids(&self) -> (egui::TextureId, [usize; 2]) {
        let a = self.atlas.as_ref().map(|a| (a.texture.id(), a.size));
        a.unwrap_or((egui::TextureId::default(), [1, 1]))
    }

    /// Whether the minimap would cover the game's 320x224 view of a play-test (it sits in the level view's
    /// bottom-right corner, where a zoomed-in game view reaches): then it is neither drawn nor clickable.
    fn minimap_covers_game(&self, ctx: &Context, view: Rect) -> bool {
        let Some(top_left) = ctx.playtest.game_camera() else { return false };
        let game = playtest_overlay::game_rect(&self.camera, view, top_left);
        let (w, h) = ctx.doc.level().pixel_size();
        minimap::rect(view, vec2(w as f32, h as f32)).is_some_and(|m| game.intersects(m.expand(3.0)))
    }

    /// Draws the level view into all of `ui`'s remaining space and handles pan and zoom; the tools queue
    /// their edits and selections in `out`.
    pub fn show(&mut self, ui: &mut egui::Ui, ctx: &Context, out: &mut Commands) {
        let (doc, editing, settings) = (ctx.doc, ctx.editing, ctx.view);
        toolbar::show(ui, ctx, &mut self.tools, out);
        let (view, response) = ui.allocate_exact_size(ui.available_size(), Sense::click_and_drag());
        self.view_rect = view;
        match self.auto {
            AutoView::None => {}
            AutoView::Fit => self.fit(doc),
            AutoView::Open => self.open_view(doc.level()),
        }
        self.sync_caches(ui.ctx(), doc);
        self.art.sync(ui.ctx(), doc);
        // The minimap sits over the view, so it takes its clicks before the tools see them.
        if settings.minimap
            && !self.minimap_covers_game(ctx, view)
            && let Some(centre) = minimap::interact(ui, view, doc.level())
        {
            self.camera.offset = centre - view.size() / (2.0 * self.camera.zoom);
            self.auto = AutoView::None;
        }
        self.handle_input(ui, view, &response);
        self.objects.pointer_level = response.hover_pos().map(|p| level_pixel(self.camera.to_level(view, p)));
        if editing.play_here_armed {
            // "Play from here": the click drops the player; no tool sees it.
            if response.clicked()
                && let Some(p) = response.interact_pointer_pos()
            {
                let (x, y) = level_pixel(self.camera.to_level(view, p));
                out.push(Command::PlayAt(x, y));
            }
        } else if ui.input(|i| i.modifiers.alt)
            && !matches!(editing.tool, Tool::PaintChunk | Tool::RectFill | Tool::PickChunk)
        {
            // Alt+click picks the 16x16 block under the pointer (art, flips, collision) as the chunk editor's
            // block brush, and its tile, as the chunk editor's Alt+click does.
            if response.clicked()
                && let Some(p) = response.interact_pointer_pos()
                && let Some(block) = block_at(doc.level(), level_pixel(self.camera.to_level(view, p)))
            {
                out.change(Change::BlockBrush(block));
                let cell = if block.a.solidity == formats::Solidity::NotSolid { block.b } else { block.a };
                out.change(Change::Tile(usize::from(cell.tile)));
            }
        } else {
            match editing.tool {
                Tool::PaintChunk | Tool::RectFill | Tool::PickChunk => {
                    tools::handle(ui, view, &response, &self.camera, ctx, &mut self.tools, out)
                }
                Tool::Select | Tool::PlaceObject | Tool::PlaceSwitcher => {
                    self.objects.handle(ui, view, &response, &self.camera, ctx, out)
                }
                Tool::Shape => shape_tool::handle(ui, view, &response, &self.camera, ctx, &mut self.shapes, out),
            }
        }
        tools::context_menu(&response, view, &self.camera, ctx, &mut self.tools, out);

        let level = doc.level();
        let painter = ui.painter_at(view);
        let (texture, atlas_size) = self.atlas_ids();

        // Background: void, then the layout area.
        painter.rect_filled(view, 0.0, palette::VOID);
        let (w, h) = level.pixel_size();
        let level_rect = self.camera.rect_to_screen(view, Vec2::ZERO, vec2(w as f32, h as f32));
        painter.rect_filled(level_rect, 0.0, palette::LEVEL_BACKGROUND);

        // While play-testing, the cells the level's events changed (Labyrinth 3's switch, Casino Night 2's
        // walls) are drawn as the running level has them.
        self.changed_cells.clear();
        if let Some(play) = ctx.playtest.play.as_ref() {
            self.changed_cells.extend(play.world.changed_cells(level));
        }
        // (Taken out while the caches below are borrowed mutably; put back after the terrain.)
        let changed = std::mem::take(&mut self.changed_cells);
        // Art: the background when asked for, the low plane, and the high one unless it is drawn over the
        // play-test's player.
        let art_shown = settings.terrain.shows_art() && self.art.is_ready();
        // Inside the play-test's game view, the background as the game scrolls it (zones with a table; Hill Top's
        // earthquake background; Hydrocity 2's moving wall; the screen shake), in the VDP's order: its low plane
        // under the foreground's low plane, its high plane over it (Hydrocity 2's wall stands in front of the
        // foreground's backdrop). Outside it, the plain background stays behind everything.
        let parallax = (art_shown && settings.background)
            .then(|| ctx.playtest.play.as_ref().and_then(|play| studio_core::parallax::in_play(level, play)))
            .flatten();
        if art_shown && settings.background {
            self.art.paint_background(&painter, &self.camera, view, level, &[0, 1]);
            if let Some((game, d)) = &parallax {
                // The backdrop under the band-scrolled background: the plain one must not show through it.
                let rect = playtest_overlay::game_rect(&self.camera, view, *game).intersect(view);
                painter.rect_filled(rect, 0.0, palette::LEVEL_BACKGROUND);
                self.art.paint_parallax(&painter, &self.camera, view, *game, d, &[0]);
            }
        }
        if art_shown {
            self.art.paint(&painter, &self.camera, view, level, &changed, &[0]);
        }
        if let Some((game, d)) = &parallax {
            self.art.paint_parallax(&painter, &self.camera, view, *game, d, &[1]);
        }
        if art_shown && !self.high_plane_deferred(ctx) {
            self.art.paint(&painter, &self.camera, view, level, &changed, &[1]);
        }
        let collision_shown = settings.terrain.shows_collision() || !self.art.is_ready();

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
            self.thumbs.sync(ui.ctx(), level, settings.layer);
        }
        let mut terrain = Mesh::with_texture(if use_thumbs { self.thumbs.texture_id() } else { texture });
        let mut missing = Vec::new();
        // Screen x of each visible column and y of each visible row, once (the view transform is separable).
        let xs: Vec<f32> = (c0..c1).map(|c| self.camera.to_screen(view, vec2(c as f32 * chunk_px, 0.0)).x).collect();
        let ys: Vec<f32> = (r0..r1).map(|r| self.camera.to_screen(view, vec2(0.0, r as f32 * chunk_px)).y).collect();
        let cell_size = Vec2::splat(chunk_px * zoom);
        for (row, &y) in (r0..r1).zip(&ys) {
            for (col, &x) in (c0..c1).zip(&xs) {
                let Some(index) = art_layer::layout_cell(level, &changed, col, row) else { continue };
                let origin = egui::pos2(x, y);
                let cell = Rect::from_min_size(origin, cell_size);
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
        self.changed_cells = changed;
        self.last_vertex_count = terrain.vertices.len();
        if art_shown {
            let opacity = f32::from(settings.collision_opacity.min(100)) / 100.0;
            for v in &mut terrain.vertices {
                v.color = v.color.gamma_multiply(opacity);
            }
        }
        if collision_shown {
            painter.add(terrain);
        }
        for r in missing {
            let stroke = Stroke::new(2.0, palette::MISSING_CHUNK);
            painter.rect_stroke(r.shrink(1.0), 0.0, stroke, egui::StrokeKind::Inside);
            painter.line_segment([r.left_top(), r.right_bottom()], stroke);
            painter.line_segment([r.right_top(), r.left_bottom()], stroke);
        }

        // In a play-test the surface the engine runs (Sonic 2's bobbing and Chemical Plant 2's rise).
        let surface = match ctx.playtest.play.as_ref() {
            Some(play) if level.water_height.is_some() => Some(play.world.water_level()),
            _ => level.water_height,
        };
        overlays::water(&painter, &self.camera, view, level, surface);
        overlays::grid(&painter, &self.camera, view, level, settings.chunk_grid, settings.block_grid);
        if settings.angles {
            angles::draw(&painter, &self.camera, view, level, settings.layer);
        }
        if settings.chunk_numbers {
            overlays::chunk_numbers(&painter, &self.camera, view, level);
        }
        if settings.bounds {
            overlays::bounds(&painter, &self.camera, view, level);
        }
        if settings.switchers {
            for s in &level.switchers {
                object_symbol::switcher(&painter, &self.camera, view, s);
            }
        }
        let live = ctx.playtest.play.as_ref();
        if let (true, Some(play)) = (settings.objects, live) {
            let (sprites, camera, egui_ctx) = (&mut self.art.sprites, self.camera, ui.ctx());
            let mut sprite = |p: &egui::Painter, o: &formats::ObjectPlacement, live: Option<sprites::LiveFrame>| {
                sprites.paint_object(egui_ctx, p, &camera, view, o, live, Color32::WHITE)
            };
            live_objects::paint(&painter, &self.camera, view, play, &level.objects, &mut sprite);
        } else if settings.objects {
            if zoom < object_symbol::DOT_ZOOM {
                object_symbol::object_dots(&painter, &self.camera, view, &level.objects);
            } else {
                for o in &level.objects {
                    if !self.art.sprites.paint_object(ui.ctx(), &painter, &self.camera, view, o, None, Color32::WHITE) {
                        object_symbol::object(&painter, &self.camera, view, o);
                    }
                }
            }
        }
        // While a play-test exists the player is drawn there: the START marker would cover his sprite.
        if settings.player_start && live.is_none() {
            overlays::player_start(&painter, &self.camera, view, level);
        }

        self.hover = response.hover_pos().and_then(|p| {
            let (x, y) = level_pixel(self.camera.to_level(view, p));
            probe::probe(level, x, y)
        });
        if let Some(p) = &self.hover {
            overlays::hover(&painter, &self.camera, view, level, p.x, p.y);
        }
        tools::paint(&painter, view, &self.camera, ctx, &self.tools, response.hover_pos());
        self.objects.paint(&painter, view, &self.camera, ctx);
        if editing.tool == Tool::Shape {
            shape_tool::paint(&painter, view, &self.camera, ctx, &self.shapes);
        }

        // Never over the game's 320x224 view while playing (it sits in the view's bottom-right corner, where a
        // zoomed-in game view reaches).
        if settings.minimap && !self.minimap_covers_game(ctx, view) {
            self.thumbs.sync(ui.ctx(), level, settings.layer);
            let art = (settings.terrain.shows_art() && self.art.is_ready()).then(|| self.art.handles());
            minimap::paint(&painter, view, &self.camera, level, &mut self.thumbs, art.as_ref());
        }

        if let Some(message) = self.art.error() {
            art_layer::paint_error(&painter, view, message);
        }

        // A thin frame so the view reads as its own area next to the panels.
        painter.rect_stroke(view, 0.0, Stroke::new(1.0, Color32::from_gray(0x10)), egui::StrokeKind::Inside);
    }

    /// Whether the art's high plane is drawn by [`LevelCanvas::play_overlays`] (over the player) rather than
    /// with the low plane.
    fn high_plane_deferred(&self, ctx: &Context) -> bool {
        ctx.view.high_plane_over_player
            && ctx.view.terrain.shows_art()
            && self.art.is_ready()
            && ctx.playtest.play.is_some()
    }

    fn handle_input(&mut self, ui: &egui::Ui, view: Rect, response: &egui::Response) {
        let space = ui.input(|i| i.key_down(Key::Space));
        let panning =
            response.dragged_by(PointerButton::Middle) || (space && response.dragged_by(PointerButton::Primary));
        if panning {
            self.camera.pan(response.drag_delta());
            self.auto = AutoView::None;
        }
        if space || panning {
            ui.ctx().set_cursor_icon(if panning { egui::CursorIcon::Grabbing } else { egui::CursorIcon::Grab });
        }
        if let Some(pointer) = response.hover_pos() {
            let (scroll, zoom) = ui.input(|i| (i.smooth_scroll_delta, i.zoom_delta()));
            let factor = zoom * (scroll.y * WHEEL_ZOOM_PER_POINT).exp();
            if factor != 1.0 {
                self.camera.zoom_around(view, pointer, factor);
                self.auto = AutoView::None;
            }
            if scroll.x != 0.0 {
                self.camera.pan(vec2(scroll.x, 0.0));
                self.auto = AutoView::None;
            }
        }
    }
}

/// Magnify the atlas with NEAREST (crisp pixels); minify linearly so thin platforms do not flicker when zoomed out.
fn atlas_options() -> TextureOptions {
    TextureOptions {
        magnification: egui::TextureFilter::Nearest,
        minification: egui::TextureFilter::Linear,
        ..TextureOptions::NEAREST
    }
}

/// The chunk cell (16x16 block) at level pixel (`x`, `y`): None outside the layout or over an empty cell.
pub fn block_at(level: &formats::Level, (x, y): (i32, i32)) -> Option<formats::Block> {
    let px = level.chunk_size.pixels();
    if x < 0 || y < 0 {
        return None;
    }
    let chunk = level.layout.get((x / px) as usize, (y / px) as usize)?;
    let n = level.chunk_size.blocks_per_side();
    let (bx, by) = (((x % px) / 16) as usize, ((y % px) / 16) as usize);
    level.chunks.get(usize::from(chunk))?.blocks.get(by * n + bx).copied()
}
