//! The tile-angle overlay: a short line through each solid block at the angle a sensor would read there
//! (the tile's angle byte, flipped as the block is flipped; `../shared/SPEC-NOTES.md` "Sensors against solid
//! tiles"), and the angle byte in hex once blocks are large enough to hold the text.

use super::chunk_mesh::primary_layer;
use crate::widgets::camera::Camera;
use crate::widgets::tile_shape::angle_direction;
use egui::epaint::Vertex;
use egui::{Color32, FontId, Mesh, Painter, Pos2, Rect, vec2};
use formats::Angle;
use formats::{Level, Solidity};
use studio_core::view::ViewLayer;

/// Lines are drawn once a 16-pixel block covers this many screen points, hex values from the second.
pub const LINE_MIN_BLOCK_POINTS: f32 = 10.0;
pub const TEXT_MIN_BLOCK_POINTS: f32 = 28.0;

const LINE: Color32 = Color32::from_rgb(0xFF, 0x40, 0x30);
const FLAGGED: Color32 = Color32::from_rgb(0xE0, 0x50, 0xFF);
const OUTLINE: Color32 = Color32::from_black_alpha(200);

/// Draws the angle of every visible solid block on the layer in view (layer A for "both").
pub fn draw(painter: &Painter, camera: &Camera, view: Rect, level: &Level, layer: ViewLayer) {
    let block_pts = 16.0 * camera.zoom;
    if block_pts < LINE_MIN_BLOCK_POINTS {
        return;
    }
    let layer = primary_layer(layer);
    let chunk_px = level.chunk_size.pixels() as f32;
    let n = level.chunk_size.blocks_per_side();
    let (lmin, lmax) = camera.visible_level_rect(view);
    let c0 = (lmin.x / chunk_px).floor().max(0.0) as usize;
    let r0 = (lmin.y / chunk_px).floor().max(0.0) as usize;
    let c1 = ((lmax.x / chunk_px).ceil().max(0.0) as usize).min(level.layout.width());
    let r1 = ((lmax.y / chunk_px).ceil().max(0.0) as usize).min(level.layout.height());
    let half = block_pts * 0.38;
    let width = (block_pts / 16.0).clamp(1.0, 2.5);
    let text = block_pts >= TEXT_MIN_BLOCK_POINTS;
    let font = FontId::monospace((block_pts * 0.22).clamp(9.0, 14.0));
    let mut mesh = Mesh::default();
    let mut labels = Vec::new();
    for row in r0..r1 {
        for col in c0..c1 {
            let Some(chunk) = level.layout.get(col, row).and_then(|i| level.chunks.get(i as usize)) else { continue };
            for (i, block) in chunk.blocks.iter().enumerate().take(n * n) {
                let cell = block.layer(layer);
                if cell.solidity == Solidity::NotSolid || cell.tile == 0 {
                    continue;
                }
                let Some(tile) = level.tiles.get(cell.tile as usize) else { continue };
                let min =
                    vec2(col as f32 * chunk_px + (i % n) as f32 * 16.0, row as f32 * chunk_px + (i / n) as f32 * 16.0);
                let centre = camera.to_screen(view, min + vec2(8.0, 8.0));
                if !view.expand(block_pts).contains(centre) {
                    continue;
                }
                let angle = Angle(tile.angle).flipped(block.x_flip, block.y_flip).0;
                if tile.is_flagged() {
                    // Flagged: no surface angle (the player snaps to the nearest quadrant), so a dot, not a line.
                    let r = (block_pts * 0.1).clamp(2.0, 5.0);
                    add_line(
                        &mut mesh,
                        centre - vec2(r + 1.0, 0.0),
                        centre + vec2(r + 1.0, 0.0),
                        2.0 * r + 2.0,
                        OUTLINE,
                    );
                    add_line(&mut mesh, centre - vec2(r, 0.0), centre + vec2(r, 0.0), 2.0 * r, FLAGGED);
                } else {
                    // A dark underlay keeps the line readable on every solidity colour.
                    let d = angle_direction(angle);
                    add_line(&mut mesh, centre - d * (half + 1.0), centre + d * (half + 1.0), width + 2.0, OUTLINE);
                    add_line(&mut mesh, centre - d * half, centre + d * half, width, LINE);
                }
                let colour = if tile.is_flagged() { FLAGGED } else { LINE };
                if text {
                    labels.push((centre + vec2(0.0, block_pts * 0.3), angle, colour));
                }
            }
        }
    }
    painter.add(mesh);
    // Text over the lines.
    for (at, angle, colour) in labels {
        let galley = painter.layout_no_wrap(format!("{angle:02X}"), font.clone(), colour);
        let rect = egui::Align2::CENTER_CENTER.anchor_size(at, galley.size());
        painter.rect_filled(rect.expand(1.0), 2.0, OUTLINE);
        painter.galley(rect.min, galley, colour);
    }
}

/// A line as a thin quad, so thousands of them are one mesh rather than thousands of shapes.
fn add_line(mesh: &mut Mesh, a: Pos2, b: Pos2, width: f32, colour: Color32) {
    let n = (b - a).normalized().rot90() * (width / 2.0);
    let base = mesh.vertices.len() as u32;
    for pos in [a + n, a - n, b + n, b - n] {
        mesh.vertices.push(Vertex { pos, uv: egui::epaint::WHITE_UV, color: colour });
    }
    mesh.indices.extend([base, base + 1, base + 2, base + 2, base + 1, base + 3]);
}
