//! A Sonic 1 play-test through the giant ring: when the engine reports Sonic gone into it
//! (`engine::World::big_ring`, s1disasm `_incObj/7C Ring Flash.asm`), the special stage the game would load
//! next (`SS_Load`: [`engine::special_stage::entry::ss_load`]) is read from the disassembly beside the level's
//! SonLVL project and played with the emeralds held so far; when it ends (`GM_Special` leaving for the level)
//! the play-test starts the level again from its start with the emeralds it gave. The game goes on to the next
//! act's start (`Got_NextLevel` has chosen it and cleared the lamppost); a play-test has the one level, so it is
//! that level's start.

use engine::special_stage::SpecialStage as Stage;
use engine::special_stage::entry::ss_load;
use formats::Level;
use formats::special_stage::StageId;
use std::path::{Path, PathBuf};

/// What the special stages of a session of play-tests carry from one to the next, as the game keeps them from
/// level to level: `v_lastspecial`, `v_emeralds`, `v_emldlist`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SpecialRun {
    pub last_special: u8,
    pub emeralds: u8,
    pub emerald_list: [u8; 6],
}

impl SpecialRun {
    /// The stage the giant ring leads to now (`SS_Load`), as the disassembly numbers its files (1–6).
    pub fn next_stage(&mut self) -> StageId {
        let stage = ss_load(&mut self.last_special, self.emeralds, &self.emerald_list);
        StageId { stage: stage + 1, jp1: false }
    }

    /// The engine's stage as the giant ring enters it (the emeralds held so far).
    pub fn enter(&self, stage: &formats::special_stage::SpecialStage) -> Stage {
        Stage::entered(stage, self.emeralds, self.emerald_list)
    }

    /// Takes what a played stage leaves: its emeralds (`v_emeralds`, `v_emldlist`).
    pub fn finish(&mut self, played: &Stage) {
        self.emeralds = played.emeralds;
        self.emerald_list = played.emerald_list;
    }
}

/// The disassembly whose `sslayout/` and `startpos/` the level's giant rings lead to: the one beside the level's
/// SonLVL project (as the credits demos are read). An error says why there is none.
pub fn disassembly(level: &Level, level_path: Option<&Path>) -> Result<PathBuf, String> {
    let Some(formats::level::ArtSource::SonLvl { project, .. }) = &level.art else {
        return Err("the special stages are read from the level's SonLVL project; this level names none".to_string());
    };
    let project = formats::art::resolve(project, level_path.and_then(Path::parent));
    let root = formats::import::s1_credits::disassembly_root(&project);
    if !root.join("sslayout").is_dir() {
        return Err(format!("{} has no sslayout folder (s1disasm keeps the special stages there)", root.display()));
    }
    Ok(root)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stages_come_in_turn_and_skip_those_whose_emerald_is_held() {
        let mut run = SpecialRun::default();
        assert_eq!(run.next_stage().stage, 1);
        // Stage 1's emerald taken (block $3B: number 0), then stage 2 played without one.
        run.emeralds = 1;
        assert_eq!(run.next_stage().stage, 2);
        for want in [3, 4, 5, 6, 2] {
            assert_eq!(run.next_stage().stage, want);
        }
    }

    #[test]
    fn a_level_without_a_sonlvl_project_has_no_special_stages() {
        let level = Level::new("test", formats::ChunkSize::Px128, 4, 4);
        assert!(disassembly(&level, None).unwrap_err().contains("SonLVL project"));
    }
}
