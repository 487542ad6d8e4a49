//! A Sonic 1 play-test through the giant ring (`studio_core::playtest::giant_ring`): when Sonic has gone into
//! it, the special stage the game would load next opens in the special-stage editor, playing; when the stage
//! ends, the special-stage editor closes and the level's play-test starts again from the level's start with
//! the emeralds the stages gave (the game's next act would start there).

use super::StudioApp;
use crate::special_stage::SpecialStageEditor;
use studio_core::playtest::giant_ring;
use studio_core::special_stage::{SsDocument, SsPlay};

impl StudioApp {
    /// After the play-test's frame: Sonic went into a giant ring — the special stage plays. Without the
    /// disassembly's stages the reason is a notice and the level starts again (as after a stage).
    pub(super) fn giant_ring_frame(&mut self, ctx: &egui::Context) {
        if self.special_stage.is_some() || !self.playtest.entered_giant_ring() {
            return;
        }
        let level = self.document.level();
        let stage = giant_ring::disassembly(level, self.document.path()).and_then(|root| {
            let id = self.playtest.special.next_stage();
            SsDocument::open_disassembly(&root, id).map(|doc| (doc, id))
        });
        ctx.request_repaint();
        match stage {
            Ok((doc, id)) => {
                let engine = self.playtest.special.enter(doc.stage());
                let mut editor = SpecialStageEditor::new(doc);
                editor.play = Some(SsPlay::entered(editor.doc.stage(), engine));
                editor.from_giant_ring = true;
                self.special_stage = Some(editor);
                self.playtest.stop();
                self.notice = Some(format!(
                    "Giant ring: special stage {} ({} emeralds held); the level starts again when it ends",
                    id.stage, self.playtest.special.emeralds
                ));
            }
            Err(why) => {
                self.start_play(None);
                self.notice = Some(format!("Giant ring: no special stage to play ({why}); the level starts again"));
            }
        }
    }

    /// In the special-stage frame: a stage entered through the giant ring that has ended (`GM_Special` leaves
    /// for the level) closes, its emeralds kept, and the level's play-test starts again. True when it did.
    pub(super) fn giant_ring_return(&mut self) -> bool {
        let Some(editor) = &self.special_stage else { return false };
        let Some(play) = editor.play.as_ref().filter(|p| editor.from_giant_ring && p.stage.left_stage) else {
            return false;
        };
        self.playtest.special.finish(&play.stage);
        self.special_stage = None;
        self.start_play(None);
        self.notice = Some(format!(
            "Back from the special stage: {} of 6 emeralds; the level starts again",
            self.playtest.special.emeralds
        ));
        true
    }
}
