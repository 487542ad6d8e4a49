//! Sonic 1's credits (ending) demos, as the game starts them, read from the disassembly beside a SonLVL
//! project (s1disasm `sonic.asm` `EndingDemoLoad`, `_inc/LevelSizeLoad & BgScrollSpeed.asm`):
//! - demo n (1–8, `v_creditsnum` once counted) plays the level `EndDemo_Levels` lists n-th
//!   (`misc/Demo Level Order - Ending.bin`: a zone byte and an act byte each);
//! - Sonic starts at `EndingStLocArray`'s n-th position (`_inc/Start Location Array - Ending.asm`, which
//!   `binclude`s one `startpos/… (Credits demo).bin` of an x word and a y word for each), the camera placed
//!   from it as at any level start;
//! - rings, time and score start at 0 and the lamppost counter is cleared, except that demo 4 (Labyrinth 3)
//!   loads `EndDemo_LampVar` (the engine's `objects::s1::lamppost::ending_demo_lamp`).

use std::path::{Path, PathBuf};

/// How many credits demos the game has (`EndingDemoLoad` stops at `v_creditsnum` 9).
pub const CREDITS_DEMOS: u8 = 8;

/// The level order's file, from the disassembly's root.
pub const LEVEL_ORDER: &str = "misc/Demo Level Order - Ending.bin";
/// The start position list's file, from the disassembly's root.
pub const START_LIST: &str = "_inc/Start Location Array - Ending.asm";

/// Sonic 1's zones by zone id (`v_zone`), as SonLVL's project names their sections ("… Act N").
pub const ZONES: [&str; 7] = [
    "Green Hill Zone",
    "Labyrinth Zone",
    "Marble Zone",
    "Star Light Zone",
    "Spring Yard Zone",
    "Scrap Brain Zone",
    "Ending",
];

/// One credits demo's start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CreditsDemo {
    /// 1–8.
    pub number: u8,
    pub zone: u8,
    /// 0-based, as the game stores it.
    pub act: u8,
    /// The SonLVL section of its level ("Green Hill Zone Act 1").
    pub section: String,
    /// Sonic's start position (his centre, in pixels).
    pub start: (u16, u16),
    /// The start position's file.
    pub start_file: PathBuf,
}

/// The disassembly's root for a SonLVL project file: every path in s1disasm's project starts with `../`.
pub fn disassembly_root(project: &Path) -> PathBuf {
    project.parent().unwrap_or(Path::new("")).join("..")
}

/// Reads credits demo `number` (1–8) from the disassembly at `root`.
pub fn load(root: &Path, number: u8) -> Result<CreditsDemo, String> {
    if !(1..=CREDITS_DEMOS).contains(&number) {
        return Err(format!("credits demo {number}: Sonic 1 has demos 1 to {CREDITS_DEMOS}"));
    }
    let i = usize::from(number - 1);
    let read = |name: &str| {
        crate::read::read_bounded(&root.join(name), 64 * 1024, "credits demo files")
            .map_err(|e| format!("{}: {e}", root.join(name).display()))
    };
    let order = read(LEVEL_ORDER)?;
    let [zone, act] = order.get(i * 2..i * 2 + 2).and_then(|b| <[u8; 2]>::try_from(b).ok()).ok_or_else(|| {
        format!("{}: {} bytes, no level for credits demo {number}", root.join(LEVEL_ORDER).display(), order.len())
    })?;
    let name = ZONES.get(usize::from(zone)).ok_or_else(|| format!("credits demo {number}: zone {zone} is unknown"))?;
    let list = String::from_utf8_lossy(&read(START_LIST)?).into_owned();
    let files: Vec<&str> = list
        .lines()
        .filter_map(|l| l.split(';').next()?.trim().strip_prefix("binclude"))
        .filter_map(|rest| rest.trim().strip_prefix('"')?.split('"').next())
        .collect();
    let file = files.get(i).ok_or_else(|| {
        format!("{}: {} start positions, none for credits demo {number}", root.join(START_LIST).display(), files.len())
    })?;
    let bytes = read(file)?;
    let [x0, x1, y0, y1] = bytes
        .get(..4)
        .and_then(|b| <[u8; 4]>::try_from(b).ok())
        .ok_or_else(|| format!("{}: {} bytes, not an x word and a y word", root.join(file).display(), bytes.len()))?;
    Ok(CreditsDemo {
        number,
        zone,
        act,
        section: format!("{name} Act {}", u16::from(act) + 1),
        start: (u16::from_be_bytes([x0, x1]), u16::from_be_bytes([y0, y1])),
        start_file: root.join(file),
    })
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn the_disassemblys_eight_demos() {
        let Some(shared) = crate::reference::shared_dir() else { return };
        let root = shared.join("reference/s1disasm-full");
        let demos: Vec<_> = (1..=8).map(|n| load(&root, n).unwrap()).collect();
        let sections: Vec<&str> = demos.iter().map(|d| d.section.as_str()).collect();
        assert_eq!(
            sections,
            [
                "Green Hill Zone Act 1",
                "Marble Zone Act 2",
                "Spring Yard Zone Act 3",
                "Labyrinth Zone Act 3",
                "Star Light Zone Act 3",
                "Scrap Brain Zone Act 1",
                "Scrap Brain Zone Act 2",
                "Green Hill Zone Act 1"
            ]
        );
        assert_eq!(demos[0].start, (0x50, 0x3B0));
        assert!(load(&root, 0).unwrap_err().contains("demos 1 to 8"));
        assert!(load(&root, 9).is_err());
        assert!(load(Path::new("/nonexistent"), 1).unwrap_err().contains("Demo Level Order"));
    }
}
