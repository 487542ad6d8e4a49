//! `spg-studio render LEVEL.ron -o OUT.png [--region X,Y,W,H] [--scale N] [--show art,background,collision,…]`:
//! a headless picture of a level as the editor's view draws it (level background, art, collision in the
//! view's solidity colours over it, objects with the sprites of the level's SonLVL object definitions and
//! markers for the rest, layer-switcher markers), for wikis, reviews and CI. No display
//! and no GPU: everything is composed on the CPU and written with the `png` crate.
//!
//! Exit status: 0 when the picture was written; 1 when the level cannot be read or is invalid, the output
//! cannot be written, or `--show` names `art` and the level's art cannot be read (without `--show`, missing
//! art is a warning on stderr and the picture shows collision); 2 on usage errors, among them an output that
//! is an input (the level file, its SonLVL project file or PNG tileset) or an existing file that is not a PNG
//! picture (every other file a level reads), refused before anything is written.

use crate::widgets::palette;
use formats::art::{self, Plane, RgbaImage};
use formats::{Layer, Level, Solidity};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `spg-studio render`.
#[derive(clap::Args, Debug, Clone)]
pub struct RenderArgs {
    /// The level file (.ron).
    pub level: PathBuf,
    /// Where to write the PNG.
    #[arg(short, long)]
    pub output: PathBuf,
    /// The part of the level to draw, in level pixels: X,Y,W,H (default: the whole layout).
    #[arg(long, value_parser = parse_region)]
    pub region: Option<Region>,
    /// Screen pixels per level pixel (1–8).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=8))]
    pub scale: u8,
    /// What to draw, comma-separated: art, background (with art: the zone's background layout behind it),
    /// collision, objects, switchers.
    #[arg(long, value_delimiter = ',', value_enum)]
    pub show: Option<Vec<Show>>,
    /// The collision layer drawn.
    #[arg(long, value_enum, default_value_t = LayerArg::A)]
    pub layer: LayerArg,
    /// Opacity of collision over art, in percent.
    #[arg(long, default_value_t = 60, value_parser = clap::value_parser!(u8).range(0..=100))]
    pub opacity: u8,
}

/// A rectangle of level pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Region {
    pub x: i32,
    pub y: i32,
    pub width: usize,
    pub height: usize,
}

/// Largest picture side, in pixels after scaling.
pub const MAX_SIDE: usize = 32768;
/// Pixels of the level (before scaling) composed at once: the picture is drawn in bands of rows this size.
const BAND_PIXELS: usize = 1 << 22;

fn parse_region(text: &str) -> Result<Region, String> {
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    let [x, y, w, h] = parts.as_slice() else { return Err("expected X,Y,W,H".to_string()) };
    let int = |s: &str| s.parse::<i32>().map_err(|_| format!("'{s}' is not a whole number"));
    let (width, height) = (int(w)?, int(h)?);
    if width <= 0 || height <= 0 {
        return Err("the width and height must be positive".to_string());
    }
    Ok(Region { x: int(x)?, y: int(y)?, width: width as usize, height: height as usize })
}

/// A part of the picture.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Show {
    Art,
    /// The zone's background layout behind the art (`formats::art::render_background`).
    Background,
    Collision,
    Objects,
    Switchers,
}

/// A collision layer on the command line.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LayerArg {
    A,
    B,
}

/// Runs the subcommand.
pub fn run(args: &RenderArgs) -> ExitCode {
    match render(args) {
        Ok(warnings) => {
            for w in warnings {
                let _ = writeln!(std::io::stderr(), "{w}");
            }
            ExitCode::SUCCESS
        }
        Err((status, message)) => {
            let _ = writeln!(std::io::stderr(), "{message}");
            ExitCode::from(status)
        }
    }
}

/// Renders and writes the picture; the warnings to print on success.
pub fn render(args: &RenderArgs) -> Result<Vec<String>, (u8, String)> {
    refuse_output_over_input(&args.output, "the level file", &args.level)?;
    let level = formats::ron_file::load(&args.level).map_err(|e| (1, format!("{}: {e}", args.level.display())))?;
    match &level.art {
        Some(art::ArtSource::SonLvl { project, .. }) => {
            refuse_output_over_input(
                &args.output,
                "the level's SonLVL project",
                &art::resolve(project, args.level.parent()),
            )?;
        }
        Some(art::ArtSource::Png { path }) => {
            refuse_output_over_input(
                &args.output,
                "the level's PNG tileset",
                &art::resolve(path, args.level.parent()),
            )?;
        }
        None => {}
    }
    refuse_replacing_other_than_png(&args.output)?;
    let problems = formats::validate::validate(&level);
    if let Some(p) = problems.first() {
        return Err((
            1,
            format!("{}: invalid level ({} problem(s)); the first: {p}", args.level.display(), problems.len()),
        ));
    }
    let (w, h) = level.pixel_size();
    let region = args.region.unwrap_or(Region { x: 0, y: 0, width: w.max(1) as usize, height: h.max(1) as usize });
    let scale = args.scale.max(1) as usize;
    if region.width * scale > MAX_SIDE || region.height * scale > MAX_SIDE {
        return Err((2, format!("the picture would be larger than {MAX_SIDE} px per side; choose a --region")));
    }
    let explicit = args.show.is_some();
    let show = args.show.clone().unwrap_or_else(|| vec![Show::Art, Show::Collision, Show::Objects, Show::Switchers]);
    let mut warnings = Vec::new();
    let level_art = if show.contains(&Show::Art) {
        match art::load(&level, args.level.parent()) {
            Ok(a) => a,
            Err(e) if explicit => return Err((1, format!("{}: {e}", args.level.display()))),
            Err(e) => {
                warnings.push(format!("{}: {e}; drawing collision only", args.level.display()));
                None
            }
        }
    } else {
        None
    };
    let layer = match args.layer {
        LayerArg::A => Layer::A,
        LayerArg::B => Layer::B,
    };
    // Without art to draw over, collision is drawn opaque (as the editor does).
    let collision = show.contains(&Show::Collision) || (level_art.is_none() && !explicit);
    let opacity = if level_art.is_some() { args.opacity } else { 100 };
    // Objects are drawn with the sprites of the level's SonLVL project where its definitions draw them.
    let mut sprites = match (&level.art, show.contains(&Show::Objects)) {
        (Some(art::ArtSource::SonLvl { project, section }), true) => {
            let sprite_art = match &level_art {
                Some(a) => Some(a.clone()),
                None => art::load(&level, args.level.parent()).ok().flatten(),
            };
            let path = art::resolve(project, args.level.parent());
            formats::sprite::SpriteLibrary::load(&path, section, sprite_art.as_ref()).ok().map(|mut library| {
                library.set_corkscrew_heights(&engine::objects::s2::corkscrew::HEIGHTS);
                library
            })
        }
        _ => None,
    };
    let background = match (&level_art, show.contains(&Show::Background)) {
        (Some(_), true) => match art::load_background(&level, args.level.parent()) {
            Ok(b) => b,
            Err(e) => {
                warnings.push(format!("{}: {e}; no background", args.level.display()));
                None
            }
        },
        _ => None,
    };
    let art_and_background = level_art.as_ref().map(|a| (a, background.as_ref()));
    // Composed, scaled and encoded a band of rows at a time: a 32768 px picture needs no 4 GB buffer.
    let band_rows = (BAND_PIXELS / (region.width * scale * scale)).max(1);
    let encoded = formats::png_io::encode_rgba_bands(
        region.width * scale,
        region.height * scale,
        band_rows * scale,
        |y, rows| {
            let band = Region { y: region.y + (y / scale) as i32, height: rows / scale, ..region };
            let picture = compose(
                &level,
                art_and_background,
                band,
                &show,
                collision.then_some((layer, opacity)),
                sprites.as_mut(),
            );
            upscale(&picture, scale)
        },
    )
    .map_err(|e| (1, e))?;
    if let Some(library) = &sprites {
        for problem in &library.problems {
            warnings.push(format!("object sprites: {problem}"));
        }
    }
    formats::atomic::write(&args.output, &encoded, formats::atomic::Backup::None)
        .map_err(|e| (1, format!("{}: {e}", args.output.display())))?;
    Ok(warnings)
}

/// Refuses `-o` naming one of the inputs (`render LEVEL.ron -o LEVEL.ron` used to replace the level with a PNG,
/// with no backup), as `sim`, `import` and `export json` do.
fn refuse_output_over_input(output: &std::path::Path, what: &str, input: &std::path::Path) -> Result<(), (u8, String)> {
    if formats::read::same_file(output, input) {
        return Err((
            2,
            format!(
                "-o {} is {what} ({}): refusing to overwrite an input; nothing was written",
                output.display(),
                input.display()
            ),
        ));
    }
    Ok(())
}

/// The eight bytes every PNG file starts with.
const PNG_SIGNATURE: [u8; 8] = [0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A];

/// Refuses to replace an existing file that is not a PNG picture: the other files a level reads (the art,
/// block mappings, palettes and sprite definitions its SonLVL project names) are not, and a picture replacing
/// one is a mistaken `-o`. Only regular files are looked at; an empty one may be replaced.
fn refuse_replacing_other_than_png(output: &std::path::Path) -> Result<(), (u8, String)> {
    use std::io::Read;
    if !std::fs::metadata(output).is_ok_and(|m| m.is_file() && m.len() > 0) {
        return Ok(());
    }
    let mut start = Vec::new();
    let read = std::fs::File::open(output).and_then(|f| f.take(PNG_SIGNATURE.len() as u64).read_to_end(&mut start));
    if read.is_ok() && start != PNG_SIGNATURE {
        return Err((
            2,
            format!(
                "-o {} exists and is not a PNG picture: refusing to replace it (is it a file the level reads?); \
                 nothing was written",
                output.display()
            ),
        ));
    }
    Ok(())
}

/// The picture at 1:1: background, art, collision (layer and opacity in percent), markers.
pub fn compose(
    level: &Level,
    level_art: Option<(&art::LevelArt, Option<&formats::Layout>)>,
    region: Region,
    show: &[Show],
    collision: Option<(Layer, u8)>,
    mut sprites: Option<&mut formats::sprite::SpriteLibrary>,
) -> RgbaImage {
    let Region { x: rx, y: ry, width, height } = region;
    let mut out = RgbaImage::new(width, height);
    let (lw, lh) = level.pixel_size();
    let [vr, vg, vb, _] = palette::VOID.to_array();
    let [br, bg, bb, _] = palette::LEVEL_BACKGROUND.to_array();
    for y in 0..height {
        for x in 0..width {
            let (lx, ly) = (rx + x as i32, ry + y as i32);
            let inside = lx >= 0 && ly >= 0 && lx < lw && ly < lh;
            out.pixels[y * width + x] = if inside { [br, bg, bb, 255] } else { [vr, vg, vb, 255] };
        }
    }
    if let Some((a, Some(background))) = level_art {
        let behind = art::render_background(a, level, background, (rx, ry, width, height));
        for (o, p) in out.pixels.iter_mut().zip(&behind.pixels) {
            if p[3] != 0 {
                *o = *p;
            }
        }
    }
    if let Some((a, _)) = level_art {
        let planes = art::render_level(a, level, Plane::Both, (rx, ry, width, height));
        for (o, p) in out.pixels.iter_mut().zip(&planes.pixels) {
            if p[3] != 0 {
                *o = *p;
            }
        }
    }
    if let Some((layer, opacity)) = collision {
        draw_collision(level, layer, opacity, region, &mut out);
    }
    if show.contains(&Show::Switchers) {
        for s in &level.switchers {
            let r = s.radius.pixels();
            let (x0, y0, x1, y1) = match s.orientation {
                formats::switcher::Orientation::Vertical => (s.x - 1, s.y - r, s.x + 1, s.y + r),
                formats::switcher::Orientation::Horizontal => (s.x - r, s.y - 1, s.x + r, s.y + 1),
            };
            fill(&mut out, region, (x0, y0, x1, y1), palette::SWITCHER.to_array());
        }
    }
    if show.contains(&Show::Objects) {
        for o in &level.objects {
            let sprite = sprites.as_deref_mut().and_then(|lib| {
                let (key, subtype, x_flip, y_flip) = lib.definitions.key(o)?;
                lib.object(key, subtype, x_flip, y_flip)
            });
            if let Some(sprite) = sprite {
                draw_sprite(&mut out, region, o.x + sprite.left, o.y + sprite.top, &sprite.image);
                continue;
            }
            let colour = if o.kind == formats::object::ObjectKind::Ring { palette::RING } else { palette::OBJECT };
            fill(&mut out, region, (o.x - 4, o.y - 4, o.x + 4, o.y + 4), [0, 0, 0, 255]);
            fill(&mut out, region, (o.x - 3, o.y - 3, o.x + 3, o.y + 3), colour.to_array());
        }
    }
    out
}

/// Each solid block's tile shape (by its height array, flipped as the block is) in its solidity colour,
/// blended over what is there at `opacity` percent.
fn draw_collision(level: &Level, layer: Layer, opacity: u8, region: Region, out: &mut RgbaImage) {
    let px = level.chunk_size.pixels();
    let n = level.chunk_size.blocks_per_side();
    let alpha = u16::from(opacity.min(100));
    for row in 0..level.layout.height() {
        for col in 0..level.layout.width() {
            let Some(chunk) = level.layout.get(col, row).and_then(|c| level.chunks.get(c as usize)) else { continue };
            let (cx, cy) = (col as i32 * px - region.x, row as i32 * px - region.y);
            if cx + px <= 0 || cy + px <= 0 || cx >= region.width as i32 || cy >= region.height as i32 {
                continue;
            }
            for (i, block) in chunk.blocks.iter().enumerate().take(n * n) {
                let cell = block.layer(layer);
                if cell.solidity == Solidity::NotSolid {
                    continue;
                }
                let Some(tile) = level.tiles.get(cell.tile as usize) else { continue };
                let [r, g, b, _] = palette::solidity_colour(cell.solidity).to_array();
                let (bx, by) = (cx + (i % n) as i32 * 16, cy + (i / n) as i32 * 16);
                for ty in 0..16 {
                    for tx in 0..16 {
                        let (ox, oy) = (bx + tx as i32, by + ty as i32);
                        if ox < 0 || oy < 0 || ox >= region.width as i32 || oy >= region.height as i32 {
                            continue;
                        }
                        let sx = if block.x_flip { 15 - tx } else { tx };
                        let sy = if block.y_flip { 15 - ty } else { ty };
                        if !tile.is_solid_by_heights(sx, sy) {
                            continue;
                        }
                        let o = &mut out.pixels[oy as usize * region.width + ox as usize];
                        let mix = |under: u8, over: u8| {
                            ((u16::from(over) * alpha + u16::from(under) * (100 - alpha)) / 100) as u8
                        };
                        *o = [mix(o[0], r), mix(o[1], g), mix(o[2], b), 255];
                    }
                }
            }
        }
    }
}

/// Draws a sprite's opaque pixels with its top-left corner at level pixel (x, y).
fn draw_sprite(out: &mut RgbaImage, region: Region, x: i32, y: i32, image: &RgbaImage) {
    for sy in 0..image.height {
        let oy = y + sy as i32 - region.y;
        if oy < 0 || oy >= region.height as i32 {
            continue;
        }
        for sx in 0..image.width {
            let ox = x + sx as i32 - region.x;
            let c = image.get(sx, sy);
            if ox >= 0 && ox < region.width as i32 && c[3] != 0 {
                out.pixels[oy as usize * region.width + ox as usize] = c;
            }
        }
    }
}

/// Fills level rectangle x0..x1, y0..y1 (exclusive) with an opaque colour.
fn fill(out: &mut RgbaImage, region: Region, (x0, y0, x1, y1): (i32, i32, i32, i32), colour: [u8; 4]) {
    for y in y0.max(region.y)..y1.min(region.y + region.height as i32) {
        for x in x0.max(region.x)..x1.min(region.x + region.width as i32) {
            out.pixels[(y - region.y) as usize * region.width + (x - region.x) as usize] = colour;
        }
    }
}

/// Each pixel as a `scale` x `scale` square.
fn upscale(image: &RgbaImage, scale: usize) -> RgbaImage {
    if scale == 1 {
        return image.clone();
    }
    let mut out = RgbaImage::new(image.width * scale, image.height * scale);
    for y in 0..out.height {
        for x in 0..out.width {
            out.pixels[y * out.width + x] = image.pixels[(y / scale) * image.width + x / scale];
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regions_parse_and_pictures_scale() {
        assert_eq!(parse_region("1,-2,3,4"), Ok(Region { x: 1, y: -2, width: 3, height: 4 }));
        assert!(parse_region("1,2,0,4").is_err());
        assert!(parse_region("1,2,3").is_err());
        let mut image = RgbaImage::new(2, 1);
        image.pixels[1] = [9, 9, 9, 255];
        let big = upscale(&image, 3);
        assert_eq!((big.width, big.height), (6, 3));
        assert_eq!(big.get(5, 2), [9, 9, 9, 255]);
        assert_eq!(big.get(2, 2), [0; 4]);
    }

    #[test]
    fn collision_is_drawn_in_the_view_colours_over_the_background() {
        let mut level = Level::new("r", formats::ChunkSize::Px128, 1, 1);
        level.tiles.push(formats::SolidTile::FULL);
        let mut chunk = formats::Chunk::empty(formats::ChunkSize::Px128);
        chunk.blocks[0].a = formats::LayerCell { tile: 1, solidity: Solidity::All };
        level.chunks.push(chunk);
        level.layout.set(0, 0, Some(0));
        let region = Region { x: -4, y: 0, width: 40, height: 20 };
        let picture = compose(&level, None, region, &[], Some((Layer::A, 100)), None);
        assert_eq!(picture.get(0, 0), palette::VOID.to_array(), "outside the layout");
        assert_eq!(picture.get(4, 0), palette::solidity_colour(Solidity::All).to_array());
        assert_eq!(picture.get(20, 0), palette::LEVEL_BACKGROUND.to_array());
    }
}
