//! Help → User guide (the README, shown with egui_commonmark) and Help → About (version, licences of the crates
//! SPG Studio is built from).

use egui_commonmark::{CommonMarkCache, CommonMarkViewer};

/// The user guide: the workspace README, as shipped with this build.
pub const GUIDE: &str = include_str!("../../../README.md");

/// The crates the workspace names in its `[dependencies]` (formats, engine, editor core, editor), with their
/// licences as their Cargo.toml say (the test `every_direct_dependency_is_credited` keeps the list complete).
pub const CRATES: [(&str, &str, &str); 19] = [
    ("eframe", "the desktop window", "MIT OR Apache-2.0"),
    ("egui", "the user interface", "MIT OR Apache-2.0"),
    ("egui_extras", "tables", "MIT OR Apache-2.0"),
    ("egui_plot", "the play-test plots", "MIT OR Apache-2.0"),
    ("egui_commonmark", "this guide", "MIT OR Apache-2.0"),
    ("rfd", "file dialogs", "MIT"),
    ("clap", "the command line", "MIT OR Apache-2.0"),
    ("serde", "reading and writing files", "MIT OR Apache-2.0"),
    ("ron", "the level file format", "MIT OR Apache-2.0"),
    ("serde_json", "JSON export", "MIT OR Apache-2.0"),
    ("schemars", "the JSON Schema", "MIT"),
    ("png", "PNG pictures", "MIT OR Apache-2.0"),
    ("flate2", "gzip (recordings)", "MIT OR Apache-2.0"),
    ("zip", "BizHawk movies (.bk2)", "MIT"),
    ("quick-xml", "SonLVL's XML definitions", "MIT"),
    ("thiserror", "error types", "MIT OR Apache-2.0"),
    ("strum", "enum helpers", "MIT"),
    ("tempfile", "atomic saves", "MIT OR Apache-2.0"),
    ("gilrs", "gamepads (feature `gamepad`)", "Apache-2.0 OR MIT"),
];

/// The two windows' state.
#[derive(Default)]
pub struct Guide {
    /// Help → User guide is open.
    pub open: bool,
    /// Help → About is open.
    pub about: bool,
    cache: CommonMarkCache,
    /// The guide as shown: [`GUIDE`] with what the fonts cannot draw spelt otherwise (made once).
    text: Option<String>,
}

impl std::fmt::Debug for Guide {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Guide").field("open", &self.open).field("about", &self.about).finish()
    }
}

/// `text` with each character the fonts lack (`has`) spelt with ones they have: the README's arrows ("File →
/// Export") and "≈" are not in egui's fonts, and a missing glyph draws as a box.
pub fn drawable(text: &str, mut has: impl FnMut(char) -> bool) -> String {
    let text = without_images(text);
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_ascii() || has(c) {
            out.push(c);
            continue;
        }
        out.push_str(match c {
            '→' => "->",
            '←' => "<-",
            '≈' => "~",
            '≥' => ">=",
            '≤' => "<=",
            '×' => "x",
            '−' | '–' | '—' => "-",
            '…' => "...",
            _ => "?",
        });
    }
    out
}

/// Pictures (`![alt](file)`) as their description in italics: the guide window has no image loaders (they would
/// draw a warning sign), and the README's pictures are screenshots of the window it is shown in.
fn without_images(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("![") {
        let (before, from) = rest.split_at(at);
        out.push_str(before);
        let parsed =
            from[2..].split_once("](").and_then(|(alt, tail)| tail.find(')').map(|end| (alt, &tail[end + 1..])));
        match parsed {
            Some((alt, after)) if !alt.contains('\n') => {
                out.push_str(&format!("*(Picture: {alt})*"));
                rest = after;
            }
            _ => {
                out.push_str("![");
                rest = &from[2..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// egui_commonmark's copy button on code blocks is "🗐" (U+1F5D0), which none of egui's fonts has: drawn here
/// as two overlapping squares (a copy icon) instead of a missing-glyph box.
fn copy_icon() -> egui::epaint::text::GlyphRasterizer {
    use egui::epaint::text::{GlyphBitmap, GlyphRasterizer, RasterizedGlyph};
    GlyphRasterizer::new("spg_studio::guide::copy_icon", |request| {
        if request.cluster != "\u{1F5D0}" {
            return None;
        }
        let side = (request.font_size_px * 0.8).round().max(6.0) as usize;
        let mut image = egui::ColorImage::new([side, side], vec![egui::Color32::TRANSPARENT; side * side]);
        let back = side * 2 / 3;
        let front = side - back / 2 - 1;
        let mut square = |x0: usize, y0: usize, n: usize| {
            for i in 0..n {
                for (x, y) in [(x0 + i, y0), (x0 + i, y0 + n - 1), (x0, y0 + i), (x0 + n - 1, y0 + i)] {
                    if x < side && y < side {
                        image.pixels[y * side + x] = egui::Color32::WHITE;
                    }
                }
            }
        };
        square(0, 0, back);
        square(side - front, side - front, front);
        let offset_px = egui::vec2(1.0, -(side as f32) * 0.85);
        Some(RasterizedGlyph {
            bitmap: GlyphBitmap { image, offset_px, is_color: false },
            advance_px: side as f32 + 2.0,
        })
    })
}

/// Draws the open windows; Esc closes them (Esc stops a play-test first: its shortcut takes the key).
pub fn windows(ctx: &egui::Context, guide: &mut Guide) {
    // Every frame (a no-op once installed): it must be in place before the first frame that shows the guide.
    ctx.add_glyph_rasterizer(copy_icon());
    let screen = ctx.content_rect();
    if (guide.open || guide.about) && ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape)) {
        guide.open = false;
        guide.about = false;
    }
    if guide.open && guide.text.is_none() {
        guide.text = Some(ctx.fonts_mut(|f| drawable(GUIDE, |c| f.has_glyph(&egui::FontId::proportional(14.0), c))));
    }
    let Guide { open, about, cache, text } = guide;
    egui::Window::new("User guide")
        .open(open)
        .resizable(true)
        .default_size([760.0, screen.height() * 0.75])
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(screen.center())
        .show(ctx, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                CommonMarkViewer::new().show(ui, cache, text.as_deref().unwrap_or(GUIDE));
            });
        });
    egui::Window::new("About SPG Studio")
        .open(about)
        .resizable(false)
        .collapsible(false)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(screen.center())
        .show(ctx, |ui| {
            ui.heading(format!("SPG Studio {}", env!("CARGO_PKG_VERSION")));
            ui.label("A level editor for classic-Sonic-style levels with the Sonic Physics Guide's engine built in.");
            ui.label(format!("Licence: {}", env!("CARGO_PKG_LICENSE")));
            ui.add_space(6.0);
            ui.strong("Built with these crates (and theirs):");
            egui::Grid::new("about_crates").num_columns(3).spacing([12.0, 2.0]).striped(true).show(ui, |ui| {
                for (name, what, licence) in CRATES {
                    ui.monospace(name);
                    ui.label(what);
                    ui.label(licence);
                    ui.end_row();
                }
            });
        });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every crate a workspace member's `[dependencies]` names (other than the workspace's own) is credited.
    #[test]
    fn every_direct_dependency_is_credited() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        for member in ["formats", "engine", "editor/core", "editor"] {
            let toml = std::fs::read_to_string(root.join(member).join("Cargo.toml")).expect("Cargo.toml");
            let deps = toml.split("[dependencies]").nth(1).expect("dependencies").split("\n[").next().unwrap_or("");
            for line in deps.lines().filter(|l| !l.trim().is_empty() && !l.starts_with('#')) {
                let name = line.split(['.', ' ', '=']).next().unwrap_or("").trim();
                if ["formats", "engine", "studio_core"].contains(&name) {
                    continue;
                }
                assert!(CRATES.iter().any(|(n, ..)| *n == name), "{member}: {name} is not in the About window");
            }
        }
    }

    #[test]
    fn the_guide_is_the_readme() {
        assert!(GUIDE.starts_with("# SPG Studio"));
    }

    #[test]
    fn characters_the_fonts_lack_are_spelt_otherwise() {
        let has = |c: char| c != '→' && c != '≈' && c != '☃';
        assert_eq!(drawable("File → Export ≈ 3 — ok ☃", has), "File -> Export ~ 3 — ok ?");
        assert_eq!(drawable("a ![The editor](docs/s.png) b ![x", has), "a *(Picture: The editor)* b ![x");
    }
}
