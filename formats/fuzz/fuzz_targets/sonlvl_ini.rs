//! Any bytes into the SonLVL project parser (as `Project::load` decodes them): it must return, never panic,
//! in time linear in the input; every listed level's file entries resolve or say why not. No file is read.

#![no_main]

use formats::import::sonlvl::{FileEntry, Project};
use libfuzzer_sys::fuzz_target;
use std::path::Path;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let Ok(project) = Project::parse(Path::new("project/SonLVL.ini"), &text) else { return };
    let levels = project.levels();
    let mut seen = std::collections::HashSet::new();
    for level in &levels {
        assert!(seen.insert(level.section.as_str()), "a section is listed once");
    }
    for level in levels.iter().take(64) {
        let files = project.level_files(&level.section);
        assert_eq!(files.len(), project.file_keys(&level.section).len());
        for file in files {
            match file.entry {
                FileEntry::Path(p) => assert!(!p.as_os_str().is_empty()),
                FileEntry::Paths(paths) => assert!(paths.iter().all(|p| !p.as_os_str().is_empty())),
                FileEntry::Unusable(message) => assert!(message.chars().count() < 300, "{message}"),
                FileEntry::Absent => {}
            }
        }
    }
});
