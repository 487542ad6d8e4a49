//! Sonic & Knuckles Collection projects (`version=SKC`). There is no SKC project in the reference
//! disassemblies, so the tests make one: [`skc_project`] writes skdisasm's Angel Island 1 files in SKC's byte
//! orders as SonLVL's save writes them for `EngineVersion.SKC` (little-endian words through `ByteConverter`,
//! the layout's rows at `i ^ 1` as `SKC/Layout.cs` writes them, colours by `SonLVLColor.MDColor`'s SKC
//! branch, moduled Kosinski's size word little-endian), written here from those facts and not with
//! `formats::import::skc`. The SKC import must equal the S3K one, and export both ways must give back the
//! files.
#![allow(clippy::unwrap_used)]

use formats::export::sonlvl::{self, Change};
use formats::import::sonlvl as imp;
use formats::import::{kosinski, s3k, skc};
use formats::object::ObjectKind;
use proptest::prelude::*;
use std::path::{Path, PathBuf};

fn skdisasm() -> Option<PathBuf> {
    Some(formats::reference::shared_dir()?.join("reference/skdisasm"))
}

const AIZ1: &str = "Sonic 3\\\\Angel Island Zone Act 1";

/// A big-endian word file's words as SonLVL writes them for SKC (`ByteConverter` little-endian).
fn le_words(data: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    for w in data.chunks(2) {
        match *w {
            [hi, lo] => out.extend(u16::from_be_bytes([hi, lo]).to_le_bytes()),
            [b] => out.push(b),
            _ => unreachable!(),
        }
    }
    out
}

/// `SKC/Layout.cs` `WriteLayout`: the header's words little-endian, then the row bytes, byte `i` of them
/// taken from `i ^ 1`.
fn skc_layout(s3k_file: &[u8]) -> Vec<u8> {
    let mut out = le_words(&s3k_file[..s3k::LAYOUT_HEADER_BYTES]);
    let rows = &s3k_file[s3k::LAYOUT_HEADER_BYTES..];
    out.extend((0..rows.len()).map(|i| rows[i ^ 1]));
    out
}

/// `S3K/Object.cs` `GetBytes` with little-endian words: x, the y/flags word, then the id and subtype bytes.
fn skc_objects(s3k_file: &[u8]) -> Vec<u8> {
    s3k_file
        .chunks(6)
        .flat_map(|r| if r.len() == 6 { [le_words(&r[..4]), r[4..].to_vec()].concat() } else { le_words(r) })
        .collect()
}

/// `SonLVLColor.MDColor` for SKC: each channel's 8-bit value (SonLVL's Mega Drive table) rounded to 4 bits.
fn skc_palette(s3k_file: &[u8]) -> Vec<u8> {
    const TABLE: [f64; 8] = [0.0, 36.0, 73.0, 109.0, 146.0, 182.0, 219.0, 255.0];
    let mut out = Vec::new();
    for w in s3k_file.chunks_exact(2) {
        let md = u16::from_be_bytes([w[0], w[1]]);
        let four = |shift: u16| (TABLE[usize::from((md >> (shift + 1)) & 7)] / 17.0).round() as u16;
        out.extend((four(0) | four(4) << 4 | four(8) << 8).to_le_bytes());
    }
    out
}

/// Moduled Kosinski with its size word little-endian (SonLVL's `KosinskiM` under `littleendian`).
fn skc_kosm(s3k_file: &[u8]) -> Vec<u8> {
    let mut out = s3k_file.to_vec();
    let size = u16::from_be_bytes([out[0], out[1]]);
    out[..2].copy_from_slice(&size.to_le_bytes());
    out
}

/// The files of Angel Island 1 (their skdisasm paths, from `SonLVL INI Files`) under flat names, each with how
/// SKC stores it.
/// How SKC stores a file, from skdisasm's bytes.
type ToSkc = fn(&[u8]) -> Vec<u8>;

const FILES: [(&str, &str, ToSkc); 18] = [
    ("colarr1", "../Levels/Misc/Height Maps.bin", <[u8]>::to_vec),
    ("colarr2", "../Levels/Misc/Height Maps Rotated.bin", <[u8]>::to_vec),
    ("angles", "../Levels/Misc/angles.bin", <[u8]>::to_vec),
    ("tiles1", "../Levels/AIZ/Tiles/Act 1 Primary.kosm", skc_kosm),
    ("tiles2", "../Levels/AIZ/Tiles/Act 1 Main Level.kosm", skc_kosm),
    ("blocks1", "../Levels/AIZ/Blocks/Act 1 Primary.kos", <[u8]>::to_vec),
    ("blocks2", "../Levels/AIZ/Blocks/Act 1 Main Level.kos", <[u8]>::to_vec),
    ("chunks", "../Levels/AIZ/Chunks/Act 1.kos", <[u8]>::to_vec),
    ("layout", "../Levels/AIZ/Layout/1.bin", skc_layout),
    ("objects", "../Levels/AIZ/Object Pos/1.bin", skc_objects),
    ("rings", "../Levels/AIZ/Ring Pos/1.bin", le_words),
    ("sonic", "../Levels/AIZ/Start Location/Sonic/1.bin", le_words),
    ("knuckles", "../Levels/AIZ/Start Location/Knuckles/1.bin", le_words),
    ("palette1", "../General/Sprites/Sonic/Palettes/SonicAndTails.bin", skc_palette),
    ("palette2", "../Levels/AIZ/Palettes/Main.bin", skc_palette),
    ("water", "../Levels/AIZ/Palettes/Water.bin", skc_palette),
    ("colind", "../Levels/AIZ/Collision/1.bin", le_words),
    ("anim0", "../Levels/AIZ/Animated Tiles/Act1 0.unc", <[u8]>::to_vec),
];

/// The project's INI over the flat names (`version` S3K or SKC).
fn ini_text(version: &str) -> String {
    format!(
        "version={version}\ncolarr1=colarr1.bin\ncolarr2=colarr2.bin\nangles=angles.bin\n[{AIZ1}]\n\
         tiles=tiles1.bin|tiles2.bin\nblocks=blocks1.bin|blocks2.bin\nchunks=chunks.bin\nlayout=layout.bin\n\
         objects=objects.bin\nrings=rings.bin\n\
         startpos=sonic.bin:Sonic:Sonic Start|knuckles.bin:Knuckles:Knuckles Start\n\
         palette=palette1.bin:0:0:16|palette2.bin:0:16:48\npalette2=Water|water.bin:0:0:64\n\
         layoutcopy=Normal|Tree Ride|89:5:2:4:0:0\nanimtiles1=anim0.bin:60:0x2E6:12\ncolind=colind.bin\n\
         colindsz=2\nwaterheight=504\n"
    )
}

/// Writes Angel Island 1 twice under `dir`: as skdisasm stores it (`s3k/SonLVL.ini`) and in SKC's byte orders
/// (`skc/SonLVL.ini`). Returns both INIs.
fn skc_project(root: &Path, dir: &Path) -> (PathBuf, PathBuf) {
    let ini_dir = root.join("SonLVL INI Files");
    let mut inis = Vec::new();
    for (version, sub) in [("S3K", "s3k"), ("SKC", "skc")] {
        let out = dir.join(sub);
        std::fs::create_dir_all(&out).unwrap();
        for (name, path, to_skc) in FILES {
            let data = std::fs::read(ini_dir.join(path)).unwrap_or_else(|e| panic!("{path}: {e}"));
            let data = if version == "SKC" { to_skc(&data) } else { data };
            std::fs::write(out.join(format!("{name}.bin")), data).unwrap();
        }
        let ini = out.join("SonLVL.ini");
        std::fs::write(&ini, ini_text(version)).unwrap();
        inis.push(ini);
    }
    (inis[0].clone(), inis[1].clone())
}

#[test]
fn angel_island_1_in_skc_order_imports_as_the_s3k_act() {
    let Some(root) = skdisasm() else { return };
    let dir = tempfile::tempdir().unwrap();
    let (s3k_ini, skc_ini) = skc_project(&root, dir.path());
    let s3k_level = imp::import(&s3k_ini, AIZ1).unwrap();
    let skc_level = imp::import(&skc_ini, AIZ1).unwrap();
    // The same act from the real project.
    let original = imp::import(&root.join("SonLVL INI Files/SonLVL.ini"), AIZ1).unwrap();
    assert_eq!((&s3k_level.layout, &s3k_level.objects), (&original.layout, &original.objects));

    assert!(skc_level.source.as_ref().unwrap().skc);
    assert!(!s3k_level.source.as_ref().unwrap().skc);
    let mut same = skc_level.clone();
    same.source = s3k_level.source.clone();
    same.art = s3k_level.art.clone();
    assert_eq!(same, s3k_level);
    assert_eq!((skc_level.player_start.x, skc_level.player_start.y), (0x13A0, 0x041A));

    // Art (patterns from little-endian moduled Kosinski, blocks, SKC colours), water palette, background.
    let art = |level: &formats::Level, ini: &Path| formats::art::load(level, ini.parent()).unwrap().unwrap();
    assert_eq!(art(&skc_level, &skc_ini), art(&s3k_level, &s3k_ini));
    let water = |level: &formats::Level, ini: &Path| formats::art::load_water_palette(level, ini.parent()).unwrap();
    assert!(water(&skc_level, &skc_ini).is_some());
    assert_eq!(water(&skc_level, &skc_ini), water(&s3k_level, &s3k_ini));
    let bg = |level: &formats::Level, ini: &Path| formats::art::load_background(level, ini.parent()).unwrap();
    assert_eq!(bg(&skc_level, &skc_ini), bg(&s3k_level, &s3k_ini));

    // The alternative layout reads alike.
    let tree = |ini: &Path| imp::Project::load(ini).unwrap().import_option(AIZ1, Some("Tree Ride")).unwrap().layout;
    assert_eq!(tree(&skc_ini), tree(&s3k_ini));
}

#[test]
fn an_skc_level_exports_back_byte_for_byte_and_keeps_skc_order_when_edited() {
    let Some(root) = skdisasm() else { return };
    let dir = tempfile::tempdir().unwrap();
    let (s3k_ini, skc_ini) = skc_project(&root, dir.path());
    let level = imp::import(&skc_ini, AIZ1).unwrap();

    // Unedited: every file plans no write and gives back its bytes, into either project.
    for ini in [&skc_ini, &s3k_ini] {
        let plan = sonlvl::plan(ini, AIZ1, &level).unwrap();
        assert_eq!(plan.files.len(), 10, "{:?}", plan.files.iter().map(|f| f.key).collect::<Vec<_>>());
        for f in &plan.files {
            assert_eq!(f.change, Change::Unchanged, "{} {}", ini.display(), f.key);
            assert_eq!(f.bytes, std::fs::read(&f.path).unwrap(), "{}", f.key);
        }
    }

    // Edited: a layout cell, a chunk's block, an object moved, a ring dropped, Knuckles' start moved. Written
    // into both projects, the SKC files are the S3K files in SKC's order (chunks: the same once decompressed).
    let mut edited = level.clone();
    let cell = edited.layout.get(10, 5).unwrap();
    edited.layout.set(10, 5, Some((cell + 1) % edited.chunks.len() as u16));
    edited.chunks[3].blocks[7].x_flip ^= true;
    let i = edited.objects.iter().position(|o| o.kind != ObjectKind::Ring).unwrap();
    edited.objects[i].x += 8;
    let ring = edited.objects.iter().position(|o| o.kind == ObjectKind::Ring).unwrap();
    edited.objects.remove(ring);
    edited.knuckles_start.as_mut().unwrap().x += 16;
    for ini in [&skc_ini, &s3k_ini] {
        let plan = sonlvl::export(ini, AIZ1, &edited, false).unwrap();
        let mut written: Vec<&str> = plan.files.iter().filter(|f| f.change == Change::Changed).map(|f| f.key).collect();
        written.sort_unstable();
        assert_eq!(written, ["chunks", "layout", "objects", "rings", "startpos"], "{}", ini.display());
    }
    for (name, _, to_skc) in FILES {
        let file = |sub: &str| std::fs::read(dir.path().join(sub).join(format!("{name}.bin"))).unwrap();
        if name == "chunks" {
            let unpack = |sub: &str| kosinski::decompress(&file(sub)).unwrap();
            assert_eq!(unpack("skc"), unpack("s3k"));
        } else {
            assert_eq!(file("skc"), to_skc(&file("s3k")), "{name}");
        }
    }
    let again = imp::import(&skc_ini, AIZ1).unwrap();
    assert_eq!(again.layout, edited.layout);
    assert_eq!(again.chunks, edited.chunks);
    assert_eq!(again.knuckles_start, edited.knuckles_start);
    let key = |l: &formats::Level| {
        let mut v: Vec<_> = l.objects.iter().map(|o| (o.x, o.y, format!("{:?}", o.kind))).collect();
        v.sort();
        v
    };
    assert_eq!(key(&again), key(&edited));
}

#[test]
fn hostile_skc_files_are_clear_errors() {
    let Some(root) = skdisasm() else { return };
    let dir = tempfile::tempdir().unwrap();
    let (_, skc_ini) = skc_project(&root, dir.path());
    let skc_dir = skc_ini.parent().unwrap();
    let good = |name: &str| std::fs::read(skc_dir.join(format!("{name}.bin"))).unwrap();
    let problem = |name: &str, bytes: &[u8]| -> String {
        let keep = good(name);
        std::fs::write(skc_dir.join(format!("{name}.bin")), bytes).unwrap();
        let e = imp::import(&skc_ini, AIZ1).unwrap_err().to_string();
        std::fs::write(skc_dir.join(format!("{name}.bin")), keep).unwrap();
        e
    };
    let layout = good("layout");
    assert!(problem("layout", &layout[..layout.len() - 1]).contains("even"));
    assert!(problem("layout", &layout[..100]).contains("layout"));
    let objects = good("objects");
    assert!(problem("objects", &objects[..objects.len() / 2 + 3]).contains("objects"));
    assert!(problem("rings", &good("rings")[..9]).contains("rings"));
    assert!(problem("sonic", &[0x13]).contains("startpos"));
    assert!(problem("colind", &good("colind")[..3]).contains("colind"));
    imp::import(&skc_ini, AIZ1).unwrap();

    // Art: a cut moduled Kosinski file, an odd palette.
    let level = imp::import(&skc_ini, AIZ1).unwrap();
    let tiles = good("tiles1");
    std::fs::write(skc_dir.join("tiles1.bin"), &tiles[..tiles.len() / 2]).unwrap();
    assert!(formats::art::load(&level, skc_ini.parent()).is_err());
    std::fs::write(skc_dir.join("tiles1.bin"), tiles).unwrap();
    std::fs::write(skc_dir.join("palette2.bin"), [0x12, 0x03, 0x04]).unwrap();
    let e = formats::art::load(&level, skc_ini.parent()).unwrap_err().to_string();
    assert!(e.contains("palette"), "{e}");
}

#[test]
fn other_versions_are_refused_by_name() {
    let dir = tempfile::tempdir().unwrap();
    let ini = dir.path().join("SonLVL.ini");
    std::fs::write(&ini, "version=SCDPC\n[A]\nlayout=x.bin\n").unwrap();
    let e = imp::import(&ini, "A").unwrap_err().to_string();
    assert!(e.contains("version=SCDPC") && e.contains("version=SKC"), "{e}");
}

/// An S3K layout file (header, foreground rows then background rows, as SonLVL writes them).
fn s3k_layout(fg: &[Vec<u8>], bg: &[Vec<u8>]) -> Vec<u8> {
    let (fw, bw) = (fg.first().map_or(0, Vec::len), bg.first().map_or(0, Vec::len));
    let mut out = Vec::new();
    for w in [fw, bw, fg.len(), bg.len()] {
        out.extend((w as u16).to_be_bytes());
    }
    for row in 0..32 {
        let fp = if row < fg.len() { 0x8088 + row * fw } else { 0 };
        let bp = if row < bg.len() { 0x8088 + fg.len() * fw + row * bw } else { 0 };
        out.extend((fp as u16).to_be_bytes());
        out.extend((bp as u16).to_be_bytes());
    }
    out.extend(fg.iter().flatten());
    out.extend(bg.iter().flatten());
    out
}

fn grid(max_w: usize, max_h: usize) -> impl Strategy<Value = Vec<Vec<u8>>> {
    (1..=max_w, 1..=max_h).prop_flat_map(|(w, h)| proptest::collection::vec(proptest::collection::vec(0u8..4, w), h))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Random small layouts and object layouts, written in SKC's order by SonLVL's rules, read as the S3K
    /// ones and written back to the same bytes; a small SKC project with them imports, exports unchanged,
    /// and an edited cell and object come back as edited.
    #[test]
    fn random_skc_layouts_and_objects_round_trip(
        fg in grid(6, 4),
        bg in grid(3, 2),
        objects in proptest::collection::vec((0u16..0x300, 0u16..0x1000, any::<bool>(), any::<u8>(), any::<u8>()), 0..6),
        cell in 0u8..4,
    ) {
        let s3k_file = s3k_layout(&fg, &bg);
        // An odd number of row bytes cannot be written by SonLVL's SKC writer (nor read back): skip those.
        prop_assume!(s3k_file.len().is_multiple_of(2));
        let skc_file = skc_layout(&s3k_file);
        let read = s3k::layout(&skc::to_s3k(skc::Kind::Layout, &skc_file).unwrap()).unwrap();
        prop_assert_eq!(read.foreground.width(), fg[0].len());
        for (y, row) in fg.iter().enumerate() {
            for (x, &c) in row.iter().enumerate() {
                prop_assert_eq!(read.foreground.get(x, y), Some(u16::from(c)));
            }
        }
        prop_assert_eq!(skc::from_s3k(skc::Kind::Layout, &s3k_file).unwrap(), skc_file.clone());

        let mut records: Vec<(u16, u16, bool, u8, u8)> = objects;
        records.sort_by_key(|r| r.0);
        let mut s3k_objects = Vec::new();
        for &(x, y, flip, id, subtype) in &records {
            s3k_objects.extend(x.to_be_bytes());
            s3k_objects.extend((y | u16::from(flip) << 13).to_be_bytes());
            s3k_objects.extend([id, subtype]);
        }
        s3k_objects.extend([0xFF, 0xFF, 0, 0, 0, 0]);
        let skc_objs = skc_objects(&s3k_objects);
        let (decoded, _) = s3k::object_records(&skc::to_s3k(skc::Kind::Objects, &skc_objs).unwrap()).unwrap();
        prop_assert_eq!(decoded.len(), records.len());
        for (r, &(x, y, flip, id, subtype)) in decoded.iter().zip(&records) {
            prop_assert_eq!((r.x, r.y, r.x_flip, r.id, r.subtype), (x, y, flip, id, subtype));
        }
        prop_assert_eq!(skc::from_s3k(skc::Kind::Objects, &s3k_objects).unwrap(), skc_objs.clone());

        // Through a project: import, export unchanged, edit a cell and a spring, export, import again.
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        std::fs::write(d.join("v.bin"), vec![0u8; 4096]).unwrap();
        std::fs::write(d.join("h.bin"), vec![0u8; 4096]).unwrap();
        std::fs::write(d.join("a.bin"), vec![0u8; 256]).unwrap();
        std::fs::write(d.join("art.bin"), [0u8; 2]).unwrap();
        let mut chunks = vec![0u8; 4 * 128];
        chunks[128..].iter_mut().step_by(2).for_each(|b| *b = 0x30);
        std::fs::write(d.join("chunks.bin"), kosinski::compress(&chunks)).unwrap();
        std::fs::write(d.join("colind.bin"), le_words(&[[0u8, 1].repeat(4), vec![0; 8]].concat())).unwrap();
        std::fs::write(d.join("layout.bin"), &skc_file).unwrap();
        std::fs::write(d.join("start.bin"), le_words(&[0x00, 0x60, 0x00, 0x40])).unwrap();
        let spring = [0x00u8, 0x40, 0x00, 0x40, 0x07, 0x00, 0xFF, 0xFF, 0, 0, 0, 0];
        std::fs::write(d.join("objects.bin"), skc_objects(&spring)).unwrap();
        let ini = d.join("SonLVL.ini");
        std::fs::write(&ini, "version=SKC\ncolarr1=v.bin\ncolarr2=h.bin\nangles=a.bin\n[Sonic 3\\\\Test]\n\
            tiles=art.bin\nblocks=art.bin\nchunks=chunks.bin\nlayout=layout.bin\nobjects=objects.bin\n\
            startpos=start.bin\ncolind=colind.bin\ncolindsz=2\n").unwrap();
        let section = "Sonic 3\\\\Test";
        let level = imp::import(&ini, section).unwrap();
        prop_assert_eq!((level.player_start.x, level.player_start.y), (0x60, 0x40));
        prop_assert_eq!(level.objects.len(), 1);
        prop_assert_eq!((level.objects[0].x, level.objects[0].y), (0x40, 0x40));
        let plan = sonlvl::plan(&ini, section, &level).unwrap();
        prop_assert!(plan.files.iter().all(|f| f.change == Change::Unchanged));
        let mut edited = level.clone();
        edited.layout.set(0, 0, Some(u16::from(cell)));
        edited.objects[0].x += 0x20;
        sonlvl::export(&ini, section, &edited, false).unwrap();
        let again = imp::import(&ini, section).unwrap();
        prop_assert_eq!(&again.layout, &edited.layout);
        prop_assert_eq!((again.objects[0].x, again.objects[0].y), (0x60, 0x40));
        let layout = std::fs::read(d.join("layout.bin")).unwrap();
        prop_assert_eq!(layout.len(), skc_file.len());
    }
}

proptest! {
    /// Any bytes as any SKC file: converted and decoded without a panic, and converted back to themselves.
    #[test]
    fn any_bytes_as_skc_files_never_panic(data in proptest::collection::vec(any::<u8>(), 0..400)) {
        for kind in [skc::Kind::Layout, skc::Kind::CollisionWords, skc::Kind::Objects, skc::Kind::Rings, skc::Kind::StartPosition] {
            let Ok(native) = skc::to_s3k(kind, &data) else {
                prop_assert!(kind == skc::Kind::Layout && data.len() % 2 == 1);
                continue;
            };
            prop_assert_eq!(skc::from_s3k(kind, &native).unwrap(), data.clone());
            let _ = s3k::layout(&native);
            let _ = s3k::object_records(&native);
            let _ = s3k::rings(&native);
            let _ = s3k::collision_index(&native, 2);
        }
        let _ = skc::parse_palette(&data);
        let _ = kosinski::decompress_moduled(&skc::moduled_header_to_s3k(&data), 1 << 16);
    }
}
