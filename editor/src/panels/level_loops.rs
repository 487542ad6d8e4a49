//! The level's Sonic 1 loop chunks and roll tunnels (`Level::loops`, `formats::loops`; s1disasm `Sonic_Loops`): which
//! chunks have an alternate version, collided with while the player's loop flag is set, what sets the flag in
//! each, and which chunks make the player roll. The engine runs them in profiles with Sonic 1's `Sonic_Loops`
//! (`Profile::loop_routine`). Every change is an undo step ("Loop chunks"); dragging a number is one step.

use crate::command::{Commands, Context};
use egui::{ComboBox, DragValue, Response, RichText, Ui};
use engine::Profile;
use formats::loops::{LoopChunk, LoopTrigger, Loops};
use strum::IntoEnumIterator;
use studio_core::command::EditCommand;
use studio_core::edit::Edit;
use studio_core::editing::Origin;
use studio_core::history::MergeKey;

/// What a trigger does, for its combo box and tooltip.
fn trigger_text(t: LoopTrigger) -> (&'static str, &'static str) {
    match t {
        LoopTrigger::None => ("no trigger", "Nothing sets or clears the loop flag in this chunk."),
        LoopTrigger::Loop => (
            "loop",
            "v_256loop1: left of x 0x2C the flag clears, from x 0xE0 it sets; between them a floor angle of \
             0x01–0x80 sets it and an angle past 0x80 clears it.",
        ),
        LoopTrigger::LoopGrounded => {
            ("loop, grounded", "v_256loop2: as \"loop\", and the flag clears while the player is in the air.")
        }
    }
}

/// The chunk a new loop entry starts from: the layout brush's chunk when no entry names it, else the first
/// chunk no entry names.
fn new_loop_chunk(loops: &Loops, brush: Option<u16>, chunks: usize) -> Option<u16> {
    let free = |n: &u16| loops.chunk(*n).is_none() && !loops.is_tunnel(*n);
    brush.filter(free).or_else(|| (0..u16::try_from(chunks).unwrap_or(u16::MAX)).find(free))
}

pub fn show(ui: &mut Ui, cx: &Context, out: &mut Commands) {
    let level = cx.doc.level();
    let chunks = level.chunks.len();
    let last = u16::try_from(chunks.saturating_sub(1)).unwrap_or(u16::MAX);
    let mut loops = level.loops.clone();
    // The field being dragged, so that one drag is one undo step.
    let mut dragged: Option<MergeKey> = None;
    let mut track = |r: Response, field: &'static str, item: usize, slot: usize| {
        if r.dragged() {
            dragged = Some(MergeKey::Field { field, item, slot });
        }
        r.changed()
    };
    let mut changed = false;
    ui.add_space(4.0);
    let count = loops.chunks.len() + loops.tunnels.len();
    egui::CollapsingHeader::new(RichText::new(format!("Loop chunks ({count})")).heading())
        .id_salt("level_loops")
        .default_open(!loops.is_empty())
        .show(ui, |ui| {
            if !Profile::get(level.profile).loop_routine {
                ui.label(RichText::new("They act with the S1 profile (Sonic_Loops) only.").weak());
            }
            let mut remove = None;
            egui::Grid::new("loop_chunks").num_columns(4).striped(true).show(ui, |ui| {
                let chunk_label = ui
                    .label("Chunk")
                    .on_hover_text("The chunk placed in the layout: drawn, and collided with normally.");
                let alternate_label = ui
                    .label("Alternate")
                    .on_hover_text("The chunk collided with instead while the player's loop flag is set.");
                ui.label("Flag").on_hover_text("What sets and clears the loop flag in this chunk.");
                ui.end_row();
                for (i, entry) in loops.chunks.iter_mut().enumerate() {
                    let r = ui.add(DragValue::new(&mut entry.chunk).range(0..=last)).labelled_by(chunk_label.id);
                    changed |= track(r, "loop chunk", i, 0);
                    let r =
                        ui.add(DragValue::new(&mut entry.alternate).range(0..=last)).labelled_by(alternate_label.id);
                    changed |= track(r, "loop alternate", i, 1);
                    ComboBox::from_id_salt(("loop_trigger", i))
                        .selected_text(trigger_text(entry.trigger).0)
                        .show_ui(ui, |ui| {
                            for t in LoopTrigger::iter() {
                                let (label, tip) = trigger_text(t);
                                changed |=
                                    ui.selectable_value(&mut entry.trigger, t, label).on_hover_text(tip).changed();
                            }
                        })
                        .response
                        .on_hover_text(trigger_text(entry.trigger).1);
                    if ui.small_button("Remove").on_hover_text("Remove this loop chunk").clicked() {
                        remove = Some(i);
                    }
                    ui.end_row();
                }
            });
            if let Some(i) = remove {
                loops.chunks.remove(i);
                changed = true;
            }
            let add = new_loop_chunk(&loops, cx.editing.chunk, chunks);
            if ui
                .add_enabled(add.is_some(), egui::Button::new("Add loop chunk"))
                .on_hover_text(
                    "The layout brush's chunk, with the next chunk as its alternate (as Sonic 1 numbers them)",
                )
                .clicked()
                && let Some(chunk) = add
            {
                let alternate = chunk.saturating_add(1).min(last);
                loops.chunks.push(LoopChunk { chunk, alternate, trigger: LoopTrigger::Loop });
                changed = true;
            }
            ui.add_space(4.0);
            let tunnels_label = ui.label("Roll tunnels").on_hover_text(
                "A player whose centre is in one of these chunks is made to roll (Sonic_ChkRoll), at Ground Speed \
                 2 px/frame if he stood still.",
            );
            let mut remove = None;
            ui.horizontal_wrapped(|ui| {
                for (i, chunk) in loops.tunnels.iter_mut().enumerate() {
                    let r = ui.add(DragValue::new(chunk).range(0..=last)).labelled_by(tunnels_label.id);
                    changed |= track(r, "roll tunnel", i, 0);
                    if ui.small_button("Remove").on_hover_text("Remove this roll tunnel").clicked() {
                        remove = Some(i);
                    }
                }
            });
            if let Some(i) = remove {
                loops.tunnels.remove(i);
                changed = true;
            }
            let brush = cx.editing.chunk.filter(|c| !loops.is_tunnel(*c));
            if ui
                .add_enabled(brush.is_some() && chunks > 0, egui::Button::new("Add roll tunnel"))
                .on_hover_text("The layout brush's chunk")
                .clicked()
                && let Some(chunk) = brush
            {
                loops.tunnels.push(chunk);
                changed = true;
            }
        });
    if changed && loops != level.loops {
        let edit = Edit::SetLoops(Box::new(loops));
        out.edit(EditCommand::new("Loop chunks", Origin::Level, edit).merging(dragged));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_entry_takes_the_brush_chunk_unless_an_entry_names_it() {
        let loops =
            Loops { chunks: vec![LoopChunk { chunk: 0, alternate: 1, trigger: LoopTrigger::Loop }], tunnels: vec![2] };
        assert_eq!(new_loop_chunk(&loops, Some(5), 8), Some(5));
        assert_eq!(new_loop_chunk(&loops, Some(0), 8), Some(1), "chunk 0 is a loop chunk already");
        assert_eq!(new_loop_chunk(&loops, None, 8), Some(1));
        assert_eq!(new_loop_chunk(&loops, None, 1), None);
    }
}
