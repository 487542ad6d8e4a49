//! `spg-studio render`: a headless PNG of a level. EHZ1 imported by the CLI renders its art: every
//! pixel of a region is the colour its block's pattern and palette give (the level background where both
//! planes are transparent); collision and objects draw over it; missing art is a warning or, asked for, an
//! error; bad arguments exit 2.
#![allow(clippy::unwrap_used)]

use formats::art::Plane;
use std::path::Path;
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_spg-studio");

fn import_ehz1(dir: &Path) -> Option<std::path::PathBuf> {
    let shared = formats::reference::shared_dir()?;
    let ini = formats::reference::s2_sonlvl_ini(&shared);
    let out = dir.join("levels").join("ehz1.ron");
    std::fs::create_dir_all(out.parent().unwrap()).unwrap();
    let status = Command::new(BIN)
        .args(["import", "sonlvl"])
        .arg(&ini)
        .args(["--level", "Emerald Hill Zone Act 1", "-o"])
        .arg(&out)
        .status()
        .unwrap();
    assert!(status.success());
    Some(out)
}

#[test]
fn ehz1_renders_its_art_pixel_for_pixel() {
    let dir = tempfile::tempdir().unwrap();
    let Some(level_path) = import_ehz1(dir.path()) else { return };
    let text = std::fs::read_to_string(&level_path).unwrap();
    assert!(text.contains("project: \"../"), "the art path is relative to the level file");
    let png = dir.path().join("ehz1.png");
    let (rx, ry, w, h) = (0, 0x200, 320, 224);
    let started = std::time::Instant::now();
    let out = Command::new(BIN)
        .arg("render")
        .arg(&level_path)
        .arg("-o")
        .arg(&png)
        .args(["--region", &format!("{rx},{ry},{w},{h}"), "--show", "art"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    eprintln!("render of a 320x224 region: {:?}", started.elapsed());
    let picture = formats::png_io::read_rgba(&png).unwrap();
    assert_eq!((picture.width, picture.height), (w, h));

    let level = formats::ron_file::load(&level_path).unwrap();
    let art = formats::art::load(&level, level_path.parent()).unwrap().unwrap();
    let background = editor::widgets::palette::LEVEL_BACKGROUND.to_array();
    let mut colours = std::collections::HashSet::new();
    for y in 0..h {
        for x in 0..w {
            let (lx, ly) = (rx + x, ry + y);
            let chunk = &level.chunks[level.layout.get(lx / 128, ly / 128).unwrap() as usize];
            let block = chunk.blocks[(ly % 128 / 16) * 8 + lx % 128 / 16];
            let (mut sx, mut sy) = (lx % 16, ly % 16);
            if block.x_flip {
                sx = 15 - sx;
            }
            if block.y_flip {
                sy = 15 - sy;
            }
            let expected = block
                .art
                .and_then(|id| art.block_pixel(id, sx, sy, Plane::Both))
                .filter(|c| c[3] != 0)
                .unwrap_or(background);
            assert_eq!(picture.get(x, y), expected, "pixel ({x}, {y})");
            colours.insert(expected);
        }
    }
    // Real art: many palette colours, each a palette entry.
    assert!(colours.len() > 10, "{} colours", colours.len());
    let palette: Vec<[u8; 4]> = (0..64).filter_map(|i| art.palette_colour(i)).collect();
    assert!(colours.iter().all(|c| *c == background || palette.iter().any(|p| p[..3] == c[..3])));

    // Everything, scaled: 2x the size, collision blended in.
    let all = dir.path().join("all.png");
    let out = Command::new(BIN)
        .arg("render")
        .arg(&level_path)
        .arg("-o")
        .arg(&all)
        .args(["--region", &format!("{rx},{ry},{w},{h}"), "--scale", "2"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let scaled = formats::png_io::read_rgba(&all).unwrap();
    assert_eq!((scaled.width, scaled.height), (2 * w, 2 * h));
    let differ = (0..h).flat_map(|y| (0..w).map(move |x| (x, y))).filter(|&(x, y)| {
        let s = scaled.get(2 * x + 1, 2 * y + 1);
        assert_eq!(s, scaled.get(2 * x, 2 * y), "a level pixel is a 2x2 square");
        s != picture.get(x, y)
    });
    assert!(differ.count() > 1000, "collision and markers are drawn over the art");
}

#[test]
fn missing_art_warns_or_fails_and_bad_arguments_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let mut level = formats::Level::new("x", formats::ChunkSize::Px128, 2, 1);
    level.art = Some(formats::art::ArtSource::Png { path: "missing.png".into() });
    let path = dir.path().join("x.ron");
    formats::ron_file::save(&path, &level).unwrap();
    let png = dir.path().join("x.png");
    let run =
        |extra: &[&str]| Command::new(BIN).arg("render").arg(&path).arg("-o").arg(&png).args(extra).output().unwrap();
    let out = run(&[]);
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stderr).contains("missing.png"));
    assert_eq!(formats::png_io::read_rgba(&png).unwrap().width, 256);
    let out = run(&["--show", "art,collision"]);
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(run(&["--scale", "0"]).status.code(), Some(2));
    assert_eq!(run(&["--region", "1,2,3"]).status.code(), Some(2));
    assert_eq!(run(&["--show", "sky"]).status.code(), Some(2));
}

#[test]
fn objects_are_drawn_with_their_sprites_in_palette_colours() {
    let dir = tempfile::tempdir().unwrap();
    let Some(level_path) = import_ehz1(dir.path()) else { return };
    let level = formats::ron_file::load(&level_path).unwrap();
    let monitor = level
        .objects
        .iter()
        .find(|o| matches!(o.kind, formats::object::ObjectKind::Monitor { .. }) && !o.x_flip && !o.y_flip)
        .expect("EHZ1 has monitors");
    // The monitor's frame spans (-16, -17) to (16, 15) around its position (obj26.asm).
    let (rx, ry) = (monitor.x - 16, monitor.y - 17);
    let png = dir.path().join("monitor.png");
    let out = Command::new(BIN)
        .arg("render")
        .arg(&level_path)
        .arg("-o")
        .arg(&png)
        .args(["--region", &format!("{rx},{ry},32,32"), "--show", "objects"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stderr.is_empty(), "no sprite problems: {}", String::from_utf8_lossy(&out.stderr));
    let picture = formats::png_io::read_rgba(&png).unwrap();
    // By hand: the monitor piece is 4x4 patterns from pattern 0 of "Monitor and contents.nem", column-major,
    // palette line 0 (obj26 piece line 0 + Monitor.xml startpal 0); the icon (2x2 at -8, -11) is in front.
    let shared = formats::reference::shared_dir().unwrap();
    let nem = shared.join("reference/s2disasm/art/nemesis/Monitor and contents.nem");
    let art = formats::import::nemesis::decompress(&std::fs::read(nem).unwrap()).unwrap();
    let level_art = formats::art::load(&level, level_path.parent()).unwrap().unwrap();
    let background = editor::widgets::palette::LEVEL_BACKGROUND.to_array();
    let mut opaque = 0;
    for y in 0..32usize {
        for x in 0..32usize {
            if (8..24).contains(&x) && (6..22).contains(&y) {
                continue;
            }
            let pattern = (x / 8) * 4 + y / 8;
            let byte = art[pattern * 32 + (y % 8) * 4 + (x % 8) / 2];
            let nibble = if x % 2 == 0 { byte >> 4 } else { byte & 0xF } as usize;
            let want = if nibble == 0 { background } else { level_art.palette_colour(nibble).unwrap() };
            assert_eq!(picture.get(x, y), want, "pixel ({x}, {y})");
            opaque += usize::from(nibble != 0);
        }
    }
    assert!(opaque > 300, "{opaque} sprite pixels checked");
}

/// `--show art,background` draws Green Hill's background (ghzbg.bin, repeated from the level's top-left)
/// behind the foreground art: every pixel is the foreground's where it is opaque, else the background's, else
/// the level background colour.
#[test]
fn ghz1_renders_its_background_behind_the_art() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let dir = tempfile::tempdir().unwrap();
    let ini = shared.join("reference/s1disasm/SonLVL INI Files/SonLVL.ini");
    let level_path = dir.path().join("ghz1.ron");
    let status = Command::new(BIN)
        .args(["import", "sonlvl"])
        .arg(&ini)
        .args(["--level", "Green Hill Zone Act 1", "-o"])
        .arg(&level_path)
        .status()
        .unwrap();
    assert!(status.success());
    let png = dir.path().join("ghz1.png");
    let region = (0x800, 0x200, 320, 224);
    let out = Command::new(BIN)
        .arg("render")
        .arg(&level_path)
        .args(["-o"])
        .arg(&png)
        .args(["--region", "2048,512,320,224", "--show", "art,background"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let picture = formats::png_io::read_rgba(&png).unwrap();
    let level = formats::ron_file::load(&level_path).unwrap();
    let art = formats::art::load(&level, level_path.parent()).unwrap().unwrap();
    let background = formats::art::load_background(&level, level_path.parent()).unwrap().unwrap();
    let fg = formats::art::render_level(&art, &level, Plane::Both, region);
    let bg = formats::art::render_background(&art, &level, &background, region);
    let mut from_background = 0;
    let empty = editor::widgets::palette::LEVEL_BACKGROUND.to_array();
    for (i, p) in picture.pixels.iter().enumerate() {
        let want = [fg.pixels[i], bg.pixels[i], empty].into_iter().find(|c| c[3] != 0).unwrap();
        assert_eq!(*p, want, "pixel {i}");
        from_background += usize::from(fg.pixels[i][3] == 0 && bg.pixels[i][3] != 0);
    }
    assert!(from_background > 1000, "the background shows where the foreground is empty: {from_background}");
}

/// A picture taller than one band is drawn band by band (a 32768 px picture needs no 4 GB buffer) and reads
/// exactly as the same rows drawn alone, scaled too.
#[test]
fn big_pictures_are_drawn_in_bands_that_join_exactly() {
    let dir = tempfile::tempdir().unwrap();
    let level = concat!(env!("CARGO_MANIFEST_DIR"), "/../sample_levels/showcase.ron");
    let render = |name: &str, region: &str, scale: &str| {
        let png = dir.path().join(name);
        let out = Command::new(BIN)
            .args(["render", level, "-o"])
            .arg(&png)
            .args(["--region", region, "--scale", scale, "--show", "collision,objects,switchers"])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
        formats::png_io::read_rgba(&png).unwrap()
    };
    // 4096 px wide: bands of 1024 rows at 1:1, of 256 level rows (512 picture rows) at 2x.
    let tall = render("tall.png", "0,0,4096,1300", "1");
    let part = render("part.png", "0,1000,4096,100", "1");
    assert_eq!(tall.pixels[1000 * 4096..1100 * 4096], part.pixels[..]);
    let scaled = render("scaled.png", "0,200,4096,300", "2");
    let alone = render("alone.png", "0,450,4096,20", "2");
    assert_eq!(scaled.pixels[500 * 8192..540 * 8192], alone.pixels[..]);
}

/// A definition whose offsets put its images 10^9 px away (or at ±2^31) gets no sprite — the objects keep their
/// markers — and the render says which definition and why (issue #31, item 5), in well under a second.
#[test]
fn sprites_offset_beyond_what_a_sprite_spans_are_reported() {
    let Some((copy, ini)) = crate::support::projects::s2disasm_copy() else { return };
    let arts = formats::reference::shared_dir().expect("shared").join("reference/s2disasm");
    for sub in ["art", "mappings/sprite"] {
        if arts.join(sub).is_dir() {
            crate::support::projects::copy_dir(&arts.join(sub), &copy.path().join(sub));
        }
    }
    for file in ["s2.asm", "s2.macros.asm"] {
        std::fs::copy(arts.join(file), copy.path().join(file)).expect("copy");
    }
    let spring = copy.path().join("SonLVL INI Files/Common/Spring.xml");
    let text = std::fs::read_to_string(&spring).expect("Spring.xml");
    // Every `<ImageRef image="x" />` gets `<Offset X="1000000000" Y="0" />`.
    let mut far = String::new();
    let mut rest = text.as_str();
    while let Some(at) = rest.find("<ImageRef image=\"") {
        let (before, from) = rest.split_at(at);
        let end = from.find("/>").expect("self-closing ImageRef");
        far.push_str(before);
        far.push_str(&from[..end]);
        far.push_str("><Offset X=\"1000000000\" Y=\"0\" /></ImageRef>");
        rest = &from[end + 2..];
    }
    far.push_str(rest);
    std::fs::write(&spring, far).expect("write");
    let level = copy.path().join("ehz1.ron");
    let out = Command::new(BIN)
        .args(["import", "sonlvl"])
        .arg(&ini)
        .args(["--level", "Emerald Hill Zone Act 1", "-o"])
        .arg(&level)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let png = copy.path().join("r.png");
    let out = Command::new(BIN)
        .arg("render")
        .arg(&level)
        .arg("-o")
        .arg(&png)
        .args(["--show", "objects", "--region", "0,0,512,512"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(
        stderr.contains("object sprites: ")
            && stderr.contains("Spring.xml): its images' offsets reach beyond the 4096 px"),
        "{stderr}"
    );
}

/// Sonic 1's objects are drawn from s1disasm-full's SonLVL definitions, with no warning: a ring of Green Hill
/// Act 1 is `Ring.cs`'s image (`_maps/Rings.asm` frame 0: one 2 x 2 piece at (−8, −8) from pattern 0 of
/// `artnem/Rings.nem`, palette line 1), pixel for pixel, and a Moto Bug is `objGHZ.ini`'s `[40]` (frame 0 of
/// `_maps/Moto Bug.asm`, line 0) as the sprite library composes it.
#[test]
fn sonic1_objects_are_drawn_from_its_sonlvl_definitions() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let dir = tempfile::tempdir().unwrap();
    let ini = shared.join("reference/s1disasm-full/SonLVL INI Files/SonLVL.ini");
    let level_path = dir.path().join("ghz1.ron");
    let status = Command::new(BIN)
        .args(["import", "sonlvl"])
        .arg(&ini)
        .args(["--level", "Green Hill Zone Act 1", "-o"])
        .arg(&level_path)
        .status()
        .unwrap();
    assert!(status.success());
    let level = formats::ron_file::load(&level_path).unwrap();
    let art = formats::art::load(&level, level_path.parent()).unwrap().unwrap();
    let render = |x: i32, y: i32, w: u32, h: u32, name: &str| {
        let png = dir.path().join(name);
        let out = Command::new(BIN)
            .arg("render")
            .arg(&level_path)
            .arg("-o")
            .arg(&png)
            .args(["--region", &format!("{x},{y},{w},{h}"), "--show", "objects"])
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        assert!(out.stderr.is_empty(), "no sprite problems: {}", String::from_utf8_lossy(&out.stderr));
        formats::png_io::read_rgba(&png).unwrap()
    };
    let background = editor::widgets::palette::LEVEL_BACKGROUND.to_array();
    let ring = level.objects.iter().find(|o| o.kind == formats::object::ObjectKind::Ring).expect("GHZ1 has rings");
    let picture = render(ring.x - 8, ring.y - 8, 16, 16, "ring.png");
    let nem = shared.join("reference/s1disasm-full/artnem/Rings.nem");
    let patterns = formats::import::nemesis::decompress(&std::fs::read(nem).unwrap()).unwrap();
    let mut opaque = 0;
    for y in 0..16usize {
        for x in 0..16usize {
            let byte = patterns[((x / 8) * 2 + y / 8) * 32 + (y % 8) * 4 + (x % 8) / 2];
            let nibble = if x % 2 == 0 { byte >> 4 } else { byte & 0xF } as usize;
            let want = if nibble == 0 { background } else { art.palette_colour(16 + nibble).unwrap() };
            assert_eq!(picture.get(x, y), want, "ring pixel ({x}, {y})");
            opaque += usize::from(nibble != 0);
        }
    }
    assert!(opaque > 60, "{opaque} ring pixels");
    let bug = level
        .objects
        .iter()
        .find(|o| matches!(o.kind, formats::object::ObjectKind::Badnik { kind: formats::object::BadnikKind::Motobug }))
        .expect("GHZ1 has Moto Bugs");
    let project = formats::import::sonlvl::Project::load(&ini).unwrap();
    let definitions = formats::sprite::Definitions::load(&project, "Green Hill Zone Act 1");
    let key = definitions.key(bug).unwrap();
    assert_eq!(key, (formats::sprite::DefinitionKey::Object(0x40), 0, bug.x_flip, bug.y_flip));
    assert_eq!(definitions.name(key.0, 0).as_deref(), Some("Moto Bug"));
    let mut library = formats::sprite::SpriteLibrary::new(definitions, Some(&art));
    let sprite = library.object(key.0, key.1, key.2, key.3).unwrap();
    let (w, h) = (sprite.image.width, sprite.image.height);
    let picture = render(bug.x + sprite.left, bug.y + sprite.top, w as u32, h as u32, "motobug.png");
    let mut drawn = 0;
    for y in 0..h {
        for x in 0..w {
            let c = sprite.image.get(x, y);
            if c[3] != 0 {
                assert_eq!(picture.get(x, y), c, "Moto Bug pixel ({x}, {y})");
                drawn += 1;
            }
        }
    }
    assert!(drawn > 300, "{drawn} Moto Bug pixels");
}
