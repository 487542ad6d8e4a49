//! The verbs on the document and the editing state, as values: panels and tools queue them during a frame and
//! the app applies them after it, here, in one place (so undo covers every edit and a refusal is reported from
//! one place). Egui-free, so every verb is testable without a window.

use crate::document::Document;
use crate::edit::Edit;
use crate::editing::{Change, Editing, Origin};
use crate::history::MergeKey;
use crate::operations::objects;

/// A level edit as the user asked for it.
#[derive(Clone, Debug, PartialEq)]
pub struct EditCommand {
    /// The undo menu's label ("Paint height").
    pub label: String,
    /// Edits with the same key (one drag) merge into one undo step.
    pub merge: Option<MergeKey>,
    pub edit: Edit,
    /// Where a refusal is shown.
    pub origin: Origin,
    /// Changes of the editing state made only if the edit is applied (select what was just added).
    pub then: Vec<Change>,
}

impl EditCommand {
    pub fn new(label: impl Into<String>, origin: Origin, edit: Edit) -> Self {
        EditCommand { label: label.into(), merge: None, edit, origin, then: Vec::new() }
    }
    /// Merges with the previous step of the same drag.
    pub fn merging(mut self, key: Option<MergeKey>) -> Self {
        self.merge = key;
        self
    }
    /// Adds a change made once the edit succeeded.
    pub fn then(mut self, change: Change) -> Self {
        self.then.push(change);
        self
    }
}

/// A verb on the document or the editing state.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    Edit(Box<EditCommand>),
    Change(Change),
    Undo,
    Redo,
    /// Delete the selected objects and switcher.
    DeleteSelection,
    /// Copy the selected objects to the clipboard.
    CopySelection,
    /// Paste the clipboard: the first object at a level pixel, or offset from the originals.
    Paste {
        at: Option<(i32, i32)>,
    },
    /// Copy and paste the selection offset, keeping the clipboard.
    Duplicate,
    /// Rest the selected objects on the floor below them.
    AlignToGround,
}

impl Command {
    pub fn edit(edit: EditCommand) -> Self {
        Command::Edit(Box::new(edit))
    }
}

/// What applying a command did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Applied (or nothing to do).
    Done,
    /// Refused: the level is unchanged; the message is also kept in `Editing::refusals` for its origin.
    Refused(String),
    /// Copied: this text describes the copied objects (for the system clipboard).
    Copied(String),
}

/// Applies one command to the document and the editing state. Never panics on any command: an edit the level
/// refuses leaves everything unchanged and is reported.
pub fn apply(doc: &mut Document, editing: &mut Editing, command: Command) -> Outcome {
    let outcome = match command {
        Command::Edit(edit) => apply_edit(doc, editing, *edit),
        Command::Change(change) => {
            editing.change(change);
            Outcome::Done
        }
        Command::Undo => {
            doc.undo();
            Outcome::Done
        }
        Command::Redo => {
            doc.redo();
            Outcome::Done
        }
        Command::DeleteSelection => match objects::delete_edit(&editing.selection) {
            Some(edit) => apply_edit(
                doc,
                editing,
                EditCommand::new("Delete", Origin::Objects, edit).then(Change::Selection(Default::default())),
            ),
            None => Outcome::Done,
        },
        Command::CopySelection => {
            let copied = objects::copy(doc.level(), &editing.selection);
            if copied.is_empty() {
                Outcome::Done
            } else {
                let text = objects::clipboard_text(&copied);
                editing.clipboard = copied;
                Outcome::Copied(text)
            }
        }
        Command::Paste { at } => paste(doc, editing, &editing.clipboard.clone(), at),
        Command::Duplicate => {
            let copied = objects::copy(doc.level(), &editing.selection);
            paste(doc, editing, &copied, None)
        }
        Command::AlignToGround => {
            let (edit, floating) = objects::align_to_ground(doc.level(), &editing.selection);
            let outcome = match edit {
                Some(edit) => apply_edit(doc, editing, EditCommand::new("Align to ground", Origin::Objects, edit)),
                None => Outcome::Done,
            };
            if floating.is_empty() {
                outcome
            } else {
                let list: Vec<String> = floating.iter().map(usize::to_string).collect();
                let message = format!("No floor below object {}", list.join(", "));
                editing.refusals.set(Origin::Objects, message.clone());
                Outcome::Refused(message)
            }
        }
    };
    editing.fit_to(doc.level());
    outcome
}

fn paste(
    doc: &mut Document,
    editing: &mut Editing,
    clipboard: &[formats::ObjectPlacement],
    at: Option<(i32, i32)>,
) -> Outcome {
    match objects::paste(doc.level(), clipboard, at, editing.snap) {
        Some((edit, selection)) => apply_edit(
            doc,
            editing,
            EditCommand::new("Paste", Origin::Objects, edit).then(Change::Selection(selection)),
        ),
        None => Outcome::Done,
    }
}

fn apply_edit(doc: &mut Document, editing: &mut Editing, command: EditCommand) -> Outcome {
    let EditCommand { label, merge, edit, origin, then } = command;
    match doc.apply_merging(&label, merge, edit) {
        Ok(_) => {
            editing.refusals.clear(origin);
            for change in then {
                editing.change(change);
            }
            Outcome::Done
        }
        Err(e) => {
            let message = format!("{label}: {e}");
            editing.refusals.set(origin, message.clone());
            Outcome::Refused(message)
        }
    }
}
