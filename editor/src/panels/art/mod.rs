//! The Art tab of the left panel: the level's 16x16 art blocks, 8x8 patterns and palette, each with its editor.
//! Every change is an art edit (`Edit::SetArtBlock`, `SetArtPattern`, `SetPaletteColour`, `SetWaterColour`)
//! kept in the level's own art (`formats::art_edits`), so it has an undo step and redraws the level at once
//! (`canvas::art_layer`).
//!
//! The encodings are the Mega Drive's (the `formats::art` module documentation gives the bits): a block is four
//! pattern words (priority, palette line, Y flip, X flip, pattern index), a pattern 64 palette indexes, a
//! colour 3 bits a channel (`0000 BBB0 GGG0 RRR0`).

pub mod blocks;
pub mod palette;
pub mod patterns;

use crate::command::{Commands, Context};
use crate::widgets::art_grid::GridState;
use crate::widgets::level_art::ArtHandles;
use egui::{Color32, ColorImage, TextureHandle, TextureOptions};
use formats::art::{LevelArt, RgbaImage};
use std::sync::Arc;
use studio_core::editing::{ArtTab, Change, Origin};
use studio_core::history::MergeKey;

/// Patterns per row of a line's pattern atlas.
const PATTERN_COLUMNS: usize = 32;

/// The Art tab's own state.
#[derive(Default)]
pub struct ArtPanel {
    /// The level's effective art (set by the app each frame from the level view).
    pub art: ArtHandles,
    block_grid: GridState,
    pattern_grid: GridState,
    /// The block editor's pattern picker.
    quarter_grid: GridState,
    /// The block editor's selected quarter (0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right).
    pub quarter: usize,
    /// A block edit waiting for the answer to "edit everywhere or make a copy?" (the block, the label and the
    /// new words).
    pub pending: Option<(u16, String, [u16; 4])>,
    /// The block whose edits go everywhere without asking again (answered once).
    everywhere: Option<u16>,
    /// The pattern painter's drag and the palette editor's drag: their merge keys.
    stroke: Option<MergeKey>,
    /// Each palette line's pattern atlas, drawn from `atlas_of`.
    atlases: [Option<(TextureHandle, [usize; 2])>; 4],
    atlas_of: Option<Arc<LevelArt>>,
    /// The palette editor edits the water palette (the level has one and Water is chosen), not the dry one.
    water_chosen: bool,
    /// A verb that could not even be queued (the art is full). Cleared by the next one.
    notice: Option<String>,
}

impl ArtPanel {
    /// The Art tab.
    pub fn show(&mut self, ui: &mut egui::Ui, ctx: &Context, out: &mut Commands) {
        ui.horizontal(|ui| {
            for (tab, label) in
                [(ArtTab::Blocks, "Blocks"), (ArtTab::Patterns, "Patterns"), (ArtTab::Palette, "Palette")]
            {
                if ui.selectable_label(ctx.editing.art_tab == tab, label).clicked() {
                    out.change(Change::ArtTab(tab));
                }
            }
        });
        ui.separator();
        if let Some(art) = &self.art.art
            && art.block_count() > 0
            && art.pattern_count() == 0
        {
            ui.label("This level's art is a PNG tileset: its blocks are pictures, not patterns, and are edited in an image editor.");
            return;
        }
        if self.art.art.is_none() {
            ui.weak("The level has no art yet: a new pattern, block or colour starts its own.");
        }
        egui::ScrollArea::vertical().id_salt("art_tab").auto_shrink([false, true]).show(ui, |ui| {
            match ctx.editing.art_tab {
                ArtTab::Blocks => self.blocks(ui, ctx, out),
                ArtTab::Patterns => self.patterns(ui, ctx, out),
                ArtTab::Palette => self.palette(ui, ctx, out),
            }
            for msg in [ctx.editing.refusals.get(Origin::Art), self.notice.as_deref()].into_iter().flatten() {
                ui.colored_label(ui.visuals().error_fg_color, msg);
            }
        });
    }

    /// The pattern atlas of palette line `line` (every pattern drawn with it, [`PATTERN_COLUMNS`] a row),
    /// redrawn when the art changes.
    fn pattern_atlas(&mut self, egui_ctx: &egui::Context, line: usize) -> Option<(egui::TextureId, [usize; 2])> {
        let art = self.art.art.clone()?;
        if !self.atlas_of.as_ref().is_some_and(|a| Arc::ptr_eq(a, &art)) {
            self.atlases = Default::default();
            self.atlas_of = Some(art.clone());
        }
        let slot = self.atlases.get_mut(line & 3)?;
        if slot.is_none() {
            let count = art.pattern_count();
            if count == 0 {
                return None;
            }
            let mut image = RgbaImage::new(PATTERN_COLUMNS * 8, count.div_ceil(PATTERN_COLUMNS) * 8);
            for (i, pattern) in art.patterns().iter().enumerate() {
                let (ox, oy) = ((i % PATTERN_COLUMNS) * 8, (i / PATTERN_COLUMNS) * 8);
                for (p, &v) in pattern.iter().enumerate() {
                    let colour = art.palette_colour((line & 3) * 16 + usize::from(v)).unwrap_or([0; 4]);
                    image.pixels[(oy + p / 8) * image.width + ox + p % 8] = colour;
                }
            }
            let size = [image.width, image.height];
            let colours = ColorImage::from_rgba_unmultiplied(size, image.as_bytes());
            let texture = egui_ctx.load_texture(format!("art-patterns-{line}"), colours, TextureOptions::NEAREST);
            *slot = Some((texture, size));
        }
        slot.as_ref().map(|(t, size)| (t.id(), *size))
    }

    /// Draws pattern `index` with palette line `line` into `rect`, mirrored as `flips` say.
    fn paint_pattern(
        &mut self,
        painter: &egui::Painter,
        rect: egui::Rect,
        (index, line): (usize, usize),
        (x_flip, y_flip): (bool, bool),
    ) {
        let Some((texture, [w, h])) = self.pattern_atlas(painter.ctx(), line) else { return };
        let (x, y) = ((index % PATTERN_COLUMNS) * 8, (index / PATTERN_COLUMNS) * 8);
        if y + 8 > h {
            return;
        }
        let (w, h) = (w as f32, h as f32);
        let uv = egui::Rect::from_min_max(
            egui::pos2(x as f32 / w, y as f32 / h),
            egui::pos2((x + 8) as f32 / w, (y + 8) as f32 / h),
        );
        painter.image(texture, rect, crate::widgets::art_grid::flipped_uv(uv, x_flip, y_flip), Color32::WHITE);
    }
}

/// The colour of palette entry `index` in the level's effective art (black without art).
pub fn colour(art: Option<&LevelArt>, index: usize) -> Color32 {
    let [r, g, b, _] = art.and_then(|a| a.palette_colour(index)).unwrap_or([0, 0, 0, 255]);
    Color32::from_rgb(r, g, b)
}
