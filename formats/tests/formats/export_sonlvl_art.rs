//! A level's own art written back into the SonLVL project (`formats::export::sonlvl_art`), on temporary
//! copies of `../shared/reference`: an edited pattern, block mapping and palette colour of Emerald Hill 1 (Kosinski
//! tiles and blocks) and of Green Hill 1 (Nemesis tiles in two files, Enigma blocks) come back exactly as edited;
//! an edited Chemical Plant 2 water colour comes back in its water palette file alone; an unedited level, or
//! edits equal to the source, write nothing; the levels sharing the art files are named.

use formats::art::{self, LevelArt};
use formats::art_edits::{ArtEdits, PatternPixels};
use formats::export::sonlvl::{self, Change};
use formats::export::sonlvl_art;
use formats::import::palette::colour_to_rgb;
use formats::import::sonlvl as imp;
use std::collections::BTreeSet;

use crate::support::projects::{s1disasm_copy, s2disasm_copy_with_art, snapshot};

const EHZ1: &str = "Emerald Hill Zone Act 1";

/// A pattern, a block mapping and a palette colour that differ from `art`'s.
fn edits_of(art: &LevelArt, pattern: u16, block: u16, colour: u8) -> ArtEdits {
    let mut edits = ArtEdits::default();
    let mut pixels = art.patterns()[usize::from(pattern)];
    pixels[0] = (pixels[0] + 1) & 15;
    pixels[63] = 7;
    edits.patterns.insert(pattern, PatternPixels(pixels));
    let words = art.block_mapping(block).expect("block").map(|w| w.0);
    edits.blocks.insert(block, [words[3], words[2] ^ 0x0800, words[1], words[0] ^ 0x8000]);
    let word = art.palette_word(usize::from(colour)).expect("colour");
    edits.palette.insert(colour, word ^ 0x0E00);
    edits
}

#[test]
fn edited_emerald_hill_art_exports_and_reimports_exactly() {
    let Some((dir, ini)) = s2disasm_copy_with_art() else { return };
    let mut level = imp::import(&ini, EHZ1).expect("import");
    let source = art::load(&level, None).expect("art").expect("EHZ names art");
    level.art_edits = edits_of(&source, 5, 3, 20);
    let edited = art::load(&level, None).expect("art").expect("art");
    assert_ne!(edited, source);

    // Without allowing shared files, nothing is written.
    let before = snapshot(dir.path());
    let refused = sonlvl::export(&ini, EHZ1, &level, false).map(|p| p.describe(false)).expect_err("shared");
    assert!(refused.to_string().contains("Emerald Hill Zone Act 2"), "{refused}");
    assert_eq!(snapshot(dir.path()), before);

    let plan = sonlvl::export(&ini, EHZ1, &level, true).unwrap_or_else(|e| panic!("{e}"));
    let written: BTreeSet<String> = plan
        .changed()
        .map(|f| format!("{} {}", f.key, f.path.file_name().unwrap_or_default().to_string_lossy()))
        .collect();
    let expected: BTreeSet<String> =
        ["tiles EHZ_HTZ.kos", "blocks EHZ.kos", "palette EHZ.bin"].into_iter().map(String::from).collect();
    assert_eq!(written, expected, "{:?}", plan.describe(false));
    // Sonic's palette line is loaded by another part: that file is compared and left alone.
    assert!(plan.files.iter().any(|f| f.key == "palette" && f.change == Change::Unchanged));
    // Act 2 shares the tiles, blocks and palette; Hill Top shares the tiles only.
    let act2 = plan.shared.iter().find(|s| s.section == "Emerald Hill Zone Act 2").expect("act 2 named");
    assert_eq!(act2.keys, ["tiles", "blocks", "palette"]);
    assert!(act2.to_string().contains("drawn with the changed art"), "{act2}");
    let htz = plan.shared.iter().find(|s| s.section == "Hill Top Zone Act 1").expect("HTZ named");
    assert!(htz.keys.contains(&"tiles") && !htz.keys.contains(&"palette"), "{htz}");
    let again = imp::import(&ini, EHZ1).expect("re-import");
    assert!(again.art_edits.is_empty());
    let reread = art::load(&again, None).expect("art").expect("art");
    assert_eq!(reread, edited, "the re-imported art is the edited art");

    // Exporting the re-imported level, or the edited one again, writes nothing more.
    let before = snapshot(dir.path());
    assert_eq!(sonlvl::plan(&ini, EHZ1, &again).expect("plan").changed().count(), 0);
    assert_eq!(sonlvl::plan(&ini, EHZ1, &level).expect("plan").changed().count(), 0);
    sonlvl::export(&ini, EHZ1, &level, false).expect("nothing shared changes");
    assert_eq!(snapshot(dir.path()), before);
}

#[test]
fn an_unedited_level_or_edits_equal_to_the_source_write_nothing() {
    let Some((dir, ini)) = s2disasm_copy_with_art() else { return };
    let before = snapshot(dir.path());
    let mut level = imp::import(&ini, EHZ1).expect("import");
    let plan = sonlvl::plan(&ini, EHZ1, &level).expect("plan");
    assert_eq!(plan.files.len(), 10, "no art files without edits");
    let source = art::load(&level, None).expect("art").expect("art");
    // Edits that say what the files already hold: compared decompressed, nothing is rewritten.
    level.art_edits.patterns.insert(7, PatternPixels(source.patterns()[7]));
    level.art_edits.blocks.insert(9, source.block_mapping(9).expect("block").map(|w| w.0));
    level.art_edits.palette.insert(33, source.palette_word(33).expect("colour"));
    let plan = sonlvl::plan(&ini, EHZ1, &level).expect("plan");
    assert_eq!(plan.files.len(), 14, "tiles, blocks and both palette files are compared");
    assert_eq!(plan.changed().count(), 0, "{:?}", plan.describe(false));
    sonlvl::export(&ini, EHZ1, &level, false).expect("export");
    assert_eq!(snapshot(dir.path()), before);
}

#[test]
fn edited_green_hill_art_writes_nemesis_and_enigma_files_back() {
    let Some((_dir, ini)) = s1disasm_copy() else { return };
    let project = imp::Project::load(&ini).expect("project");
    let section = "Green Hill Zone Act 1";
    let source = art::load_sonlvl(&project, section).expect("art");
    // Pattern 0x200 is in the second Nemesis file (`8x8 - GHZ2.nem`).
    let edits = edits_of(&source, 0x200, 40, 50);
    let edited = LevelArt::with_edits(Some(&source), &edits).expect("art");
    let files = sonlvl_art::plan(&project, section, &edits).unwrap_or_else(|e| panic!("{e:?}"));
    let written: BTreeSet<String> = files
        .iter()
        .filter(|f| f.change == Change::Changed)
        .map(|f| format!("{} {}", f.key, f.path.file_name().unwrap_or_default().to_string_lossy()))
        .collect();
    let expected: BTreeSet<String> = ["tiles 8x8 - GHZ2.nem", "blocks GHZ.eni", "palette Green Hill Zone.bin"]
        .into_iter()
        .map(String::from)
        .collect();
    assert_eq!(written, expected);
    for f in files.iter().filter(|f| f.change == Change::Changed) {
        formats::atomic::write(&f.path, &f.bytes, formats::atomic::Backup::Keep).expect("write");
    }
    let project = imp::Project::load(&ini).expect("project");
    assert_eq!(art::load_sonlvl(&project, section).expect("art"), edited);
}

#[test]
fn a_green_hill_level_with_its_own_art_exports_it_with_the_level() {
    let Some((dir, ini)) = s1disasm_copy() else { return };
    let section = "Green Hill Zone Act 1";
    let mut level = imp::import(&ini, section).expect("import");
    let project = imp::Project::load(&ini).expect("project");
    let source = art::load_sonlvl(&project, section).expect("art");
    level.art_edits = edits_of(&source, 0x200, 40, 50);
    let edited = LevelArt::with_edits(Some(&source), &level.art_edits).expect("art");
    // The art files are the zone's: Green Hill 2, 3 and the Ending draw with them, so the export asks first.
    let before = snapshot(dir.path());
    let e = sonlvl::export(&ini, section, &level, false).unwrap_err().to_string();
    assert!(e.contains("Green Hill Zone Act 2") && e.contains("changed art"), "{e}");
    assert_eq!(snapshot(dir.path()), before, "nothing written");
    let plan = sonlvl::export(&ini, section, &level, true).expect("export");
    let written: BTreeSet<&str> = plan.files.iter().filter(|f| f.change == Change::Changed).map(|f| f.key).collect();
    assert_eq!(written, BTreeSet::from(["tiles", "blocks", "palette"]), "only the art changed");
    let project = imp::Project::load(&ini).expect("project");
    assert_eq!(art::load_sonlvl(&project, section).expect("art"), edited);
    let again = sonlvl::plan(&ini, section, &level).expect("plan");
    assert!(again.files.iter().all(|f| f.change == Change::Unchanged), "exporting again writes nothing");
}

#[test]
fn art_no_file_can_hold_is_refused() {
    let dir = tempfile::tempdir().expect("dir");
    let d = dir.path();
    std::fs::write(d.join("a.bin"), [0x11u8; 64]).expect("write");
    std::fs::write(d.join("b.bin"), [0x22u8; 32]).expect("write");
    std::fs::write(d.join("blocks.bin"), [0u8; 16]).expect("write");
    std::fs::write(d.join("pal.bin"), [0u8; 32]).expect("write");
    let ini = d.join("SonLVL.ini");
    std::fs::write(
        &ini,
        "version=S2\n[Z]\ntiles=a.bin|b.bin:0x80\ntilecmp=Uncompressed\nblocks=blocks.bin\nblockcmp=Uncompressed\n\
         palette=pal.bin:0:16:16\n",
    )
    .expect("ini");
    let project = imp::Project::load(&ini).expect("project");
    let plan = |edits: &ArtEdits| sonlvl_art::plan(&project, "Z", edits);
    // Pattern 3 is between a.bin (0–1) and b.bin (4).
    let mut edits = ArtEdits::default();
    edits.patterns.insert(3, PatternPixels([1; 64]));
    let e = plan(&edits).expect_err("between");
    assert!(e[0].message.contains("tiles 3 falls between the files of tiles="), "{e:?}");
    // Pattern 6 is past b.bin, the last file: it grows (pattern 5 blank).
    let mut edits = ArtEdits::default();
    edits.patterns.insert(6, PatternPixels([1; 64]));
    edits.blocks.insert(3, [1, 2, 3, 4]);
    let files = plan(&edits).expect("placed");
    let b = files.iter().find(|f| f.path.ends_with("b.bin")).expect("b.bin");
    assert_eq!((b.change, b.bytes.len()), (Change::Changed, 96));
    assert_eq!(files.iter().find(|f| f.path.ends_with("a.bin")).map(|f| f.change), Some(Change::Unchanged));
    let blocks = files.iter().find(|f| f.key == "blocks").expect("blocks");
    assert_eq!(blocks.bytes[24..], [0, 1, 0, 2, 0, 3, 0, 4]);
    // Palette line 0 is loaded by no part.
    let mut edits = ArtEdits::default();
    edits.palette.insert(2, 0x0EEE);
    let e = plan(&edits).expect_err("line 0");
    assert!(e[0].message.contains("palette entry 2 (line 0, colour 2) is loaded by no part"), "{e:?}");
    edits.palette.clear();
    edits.palette.insert(17, 0x0EEE);
    let files = plan(&edits).expect("line 1");
    assert_eq!(files[0].bytes[2..4], [0x0E, 0xEE]);
}

#[test]
fn an_edited_chemical_plant_2_water_colour_exports_and_reimports() {
    let Some((dir, ini)) = s2disasm_copy_with_art() else { return };
    let section = "Chemical Plant Zone Act 2";
    let mut level = imp::import(&ini, section).expect("import");
    let dry_file = dir.path().join("art/palettes/CPZ.bin");
    let water_file = dir.path().join("art/palettes/CPZ underwater.bin");
    let dry_before = std::fs::read(&dry_file).expect("dry palette");
    let source = art::load_water_palette(&level, None).expect("water").expect("CPZ 2 has a water palette");
    assert_eq!(sonlvl::plan(&ini, section, &level).expect("plan").changed().count(), 0, "unedited: nothing");

    let word = formats::import::palette::rgb_to_colour(source[21]) ^ 0x0E00;
    level.art_edits.water_palette.insert(21, word);
    let edited = art::load_water_palette(&level, None).expect("water").expect("water");
    assert_ne!(edited, source);
    let plan = sonlvl::export(&ini, section, &level, true).unwrap_or_else(|e| panic!("{e}"));
    let written: Vec<String> = plan
        .changed()
        .map(|f| format!("{} {}", f.key, f.path.file_name().unwrap_or_default().to_string_lossy()))
        .collect();
    assert_eq!(written, ["palette2 CPZ underwater.bin"], "{:?}", plan.describe(false));
    // No other level of the project names CPZ's water palette.
    assert!(plan.shared.is_empty(), "{:?}", plan.shared);

    let again = imp::import(&ini, section).expect("re-import");
    assert!(again.art_edits.is_empty());
    assert_eq!(art::load_water_palette(&again, None).expect("water").expect("water"), edited);
    assert_eq!(std::fs::read(&dry_file).expect("dry palette"), dry_before, "the dry palette is not written");
    let bytes = std::fs::read(&water_file).expect("water palette");
    assert_eq!(u16::from_be_bytes([bytes[42], bytes[43]]), word);
    // Exported again: nothing more.
    assert_eq!(sonlvl::plan(&ini, section, &level).expect("plan").changed().count(), 0);
}

#[test]
fn water_colours_without_a_water_palette_are_refused() {
    let Some((_dir, ini)) = s2disasm_copy_with_art() else { return };
    let mut level = imp::import(&ini, EHZ1).expect("import");
    level.art_edits.water_palette.insert(3, 0x0222);
    let refused = sonlvl::plan(&ini, EHZ1, &level).map(|p| p.describe(false)).expect_err("no water palette");
    assert!(refused.to_string().contains("water colours"), "{refused}");
}

#[test]
fn a_shared_water_palette_is_reported() {
    let Some((dir, ini)) = s2disasm_copy_with_art() else { return };
    // Chemical Plant 1 made to read Act 2's water palette too (as Aquatic Ruin's acts share theirs).
    let text = std::fs::read_to_string(&ini).expect("ini").replacen(
        "[Chemical Plant Zone Act 1]\n",
        "[Chemical Plant Zone Act 1]\npalette2=Water|../art/palettes/CPZ underwater.bin:0:0:64\n",
        1,
    );
    std::fs::write(&ini, text).expect("ini");
    let section = "Chemical Plant Zone Act 2";
    let mut level = imp::import(&ini, section).expect("import");
    level.art_edits.water_palette.insert(40, 0x0ACE);
    let before = snapshot(dir.path());
    let refused = sonlvl::export(&ini, section, &level, false).map(|p| p.describe(false)).expect_err("shared");
    assert!(refused.to_string().contains("Chemical Plant Zone Act 1"), "{refused}");
    assert_eq!(snapshot(dir.path()), before);
    let plan = sonlvl::export(&ini, section, &level, true).unwrap_or_else(|e| panic!("{e}"));
    let act1 = plan.shared.iter().find(|s| s.section == "Chemical Plant Zone Act 1").expect("act 1 named");
    assert_eq!(act1.keys, ["palette2"]);
    assert!(act1.to_string().contains("drawn with the changed art"), "{act1}");
    let other = imp::import(&ini, "Chemical Plant Zone Act 1").expect("act 1");
    assert_eq!(art::load_water_palette(&other, None).expect("water").expect("water")[40], colour_to_rgb(0x0ACE));
}
