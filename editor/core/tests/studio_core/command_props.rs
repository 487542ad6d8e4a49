//! Any sequence of commands — valid or not — never panics, keeps the editing state's indices inside the
//! level, and undoing every step gives back the level it started from.

use formats::art_edits::PatternPixels;
use formats::object::ObjectKind;
use formats::{Chunk, ChunkSize, Level, ObjectPlacement, SolidTile};
use proptest::prelude::*;
use studio_core::Document;
use studio_core::command::{Command, EditCommand, apply};
use studio_core::edit::Edit;
use studio_core::editing::{Change, Editing, Origin, Selection};
use studio_core::history::MergeKey;

fn level() -> Level {
    let mut level = Level::new("props", ChunkSize::Px128, 4, 2);
    level.tiles.push(SolidTile::FULL);
    level.chunks.push(Chunk::empty(ChunkSize::Px128));
    level.layout.set(0, 1, Some(0));
    level.objects.push(ObjectPlacement { kind: ObjectKind::Ring, x: 40, y: 40, ..ObjectPlacement::default() });
    level
}

/// Indices range past the level's counts on purpose: refusals must be clean.
fn command() -> impl Strategy<Value = Command> {
    let edit = prop_oneof![
        (0usize..6, 0usize..4, proptest::option::of(0u16..3)).prop_map(|(col, row, chunk)| Edit::SetCell {
            col,
            row,
            chunk
        }),
        (0usize..4).prop_map(|index| Edit::InsertTile { index, tile: SolidTile::FULL }),
        (0usize..4).prop_map(|index| Edit::RemoveTile { index }),
        (0usize..3).prop_map(|index| Edit::InsertChunk { index, chunk: Chunk::empty(ChunkSize::Px128) }),
        (0usize..3).prop_map(|index| Edit::RemoveChunk { index }),
        (0usize..4, -50i32..600, -50i32..300).prop_map(|(index, x, y)| Edit::InsertObject {
            index,
            object: ObjectPlacement { kind: ObjectKind::Ring, x, y, ..ObjectPlacement::default() }
        }),
        (0usize..4).prop_map(|index| Edit::RemoveObject { index }),
        // The level's own art: indices past the Mega Drive's limits are refused; `None` drops an entry.
        (2040u16..2056, proptest::option::of(0u8..16))
            .prop_map(|(index, p)| Edit::SetArtPattern { index, pixels: p.map(|p| PatternPixels([p; 64])) }),
        (1020u16..1030, proptest::option::of(any::<u16>()))
            .prop_map(|(id, w)| Edit::SetArtBlock { id, words: w.map(|w| [w; 4]) }),
        (60u8..68, proptest::option::of(any::<u16>()))
            .prop_map(|(index, colour)| Edit::SetPaletteColour { index, colour }),
        (60u8..68, proptest::option::of(any::<u16>()))
            .prop_map(|(index, colour)| Edit::SetWaterColour { index, colour }),
    ];
    let merge = proptest::option::of((0u64..3).prop_map(MergeKey::Stroke));
    prop_oneof![
        (edit, merge, proptest::option::of(0usize..5)).prop_map(|(edit, merge, select)| {
            let mut command = EditCommand::new("edit", Origin::Level, edit).merging(merge);
            if let Some(i) = select {
                command = command.then(Change::Selection(Selection { objects: vec![i], switcher: None }));
            }
            Command::edit(command)
        }),
        (0usize..5).prop_map(|i| Command::Change(Change::Tile(i))),
        (0usize..5).prop_map(|i| Command::Change(Change::EditedChunk(i))),
        proptest::collection::vec(0usize..5, 0..3)
            .prop_map(|objects| Command::Change(Change::Selection(Selection { objects, switcher: Some(0) }))),
        Just(Command::Undo),
        Just(Command::Redo),
        Just(Command::DeleteSelection),
        Just(Command::CopySelection),
        proptest::option::of((-20i32..600, -20i32..300)).prop_map(|at| Command::Paste { at }),
        Just(Command::Duplicate),
        Just(Command::AlignToGround),
    ]
}

proptest! {
    #[test]
    fn commands_never_panic_keep_indices_valid_and_undo_to_the_start(
        commands in proptest::collection::vec(command(), 0..40)
    ) {
        let original = level();
        let mut doc = Document::new(original.clone(), None);
        let mut editing = Editing::default();
        for command in commands {
            apply(&mut doc, &mut editing, command);
            let level = doc.level();
            prop_assert!(editing.selection.objects.iter().all(|&i| i < level.objects.len()));
            prop_assert!(editing.selection.switcher.is_none_or(|i| i < level.switchers.len()));
            prop_assert!(editing.tile < level.tiles.len().max(1));
            prop_assert!(editing.edited_chunk < level.chunks.len().max(1));
            prop_assert_eq!(level.art_edits.problems(), Vec::<(String, String)>::new());
        }
        while doc.history().can_undo() {
            apply(&mut doc, &mut editing, Command::Undo);
        }
        prop_assert_eq!(doc.level(), &original);
    }
}
