//! Autosave and crash recovery with several editor windows: every instance autosaves into
//! its own locked slot, a clean exit removes only its own slot, the autosave of a running instance is never
//! offered as a crash, and after a crash of any one window the next one offers its work back. Several
//! `StudioApp`s run in this one process; dropping one without a clean exit is its crash (the OS releases its
//! lock exactly as when a process dies; `a_lock_held_by_another_process_*` checks that with a real process).
#![allow(clippy::unwrap_used)]

use crate::support;

use crate::support::test_level;
use editor::Document;
use editor::StudioApp;
use editor::files::ScriptedDialogs;
use editor::recovery::RECOVERY_DIR_NAME;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use formats::Level;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

type H = Harness<'static, StudioApp>;

/// An app autosaving at once into `state`.
fn window(doc: Document, state: &Path) -> H {
    let mut app = StudioApp::new(doc, Box::new(ScriptedDialogs::new(vec![]))).with_state_dir(Some(state.into()));
    app.session.autosave_interval = Duration::ZERO;
    support::app_harness(app)
}

fn rename(h: &mut H, name: &str) {
    let doc = &mut h.state_mut().document;
    let props = studio_core::edit::Properties { name: name.into(), ..studio_core::edit::Properties::of(doc.level()) };
    doc.apply("Rename", studio_core::edit::Edit::SetProperties(Box::new(props))).expect("rename applies");
    h.run();
}

fn saved(dir: &Path, file: &str, name: &str) -> PathBuf {
    let path = dir.join(file);
    formats::ron_file::save(&path, &test_level(name)).unwrap();
    path
}

/// The file names in the recovery folder, sorted.
fn files(state: &Path) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(state.join(RECOVERY_DIR_NAME)) else { return Vec::new() };
    let mut names: Vec<String> = entries.map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
    names.sort();
    names
}

/// A slot file's name and its lock file's, sorted.
fn slot_files(slot: &Path) -> Vec<String> {
    let name = slot.file_name().unwrap().to_str().unwrap();
    vec![name.replace(".ron", ".lock"), name.to_string()]
}

fn own_slot(h: &H) -> PathBuf {
    h.state().session.recovery_path().expect("the window has autosaved")
}

/// Ctrl+Q, discarding unsaved changes: a clean exit.
fn quit_cleanly(h: &mut H) {
    h.key_press_modifiers(Modifiers::COMMAND, Key::Q);
    h.run();
    if h.state().session.unsaved_prompt.is_some() {
        h.get_by_label("Discard").click();
        h.run();
    }
    assert!(h.state().session.close_confirmed);
}

fn offered(h: &H) -> Vec<String> {
    h.state().session.pending_recovery.iter().map(|r| r.level.as_ref().unwrap().name.clone()).collect()
}

fn set_modified(path: &Path, ago: Duration) {
    let file = std::fs::File::options().write(true).open(path).unwrap();
    file.set_modified(SystemTime::now() - ago).unwrap();
}

#[test]
fn a_clean_exit_of_one_window_keeps_the_crashed_windows_autosave() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state");
    let origin = saved(dir.path(), "work.ron", "Work");
    // A edits and autosaves.
    let mut a = window(Document::open(&origin).unwrap(), &state);
    a.run();
    assert!(files(&state).is_empty(), "nothing to recover while there are no changes");
    rename(&mut a, "A's work");
    let edited: Level = a.state().document.level().clone();
    let a_slot = own_slot(&a);
    assert_eq!(files(&state), slot_files(&a_slot));
    assert_eq!(formats::ron_file::load(&a_slot).unwrap(), edited, "a slot is itself a level file");

    // B starts while A runs: A's autosave is not a crash.
    let mut b = window(Document::new(test_level("B"), None), &state);
    b.run();
    assert!(b.state().session.pending_recovery.is_empty());
    assert!(b.query_by_label("Restore unsaved work?").is_none());
    rename(&mut b, "B's work");
    let b_slot = own_slot(&b);
    assert_ne!(a_slot, b_slot);
    // B quits with Ctrl+Q: only B's slot and lock go.
    quit_cleanly(&mut b);
    drop(b);
    assert_eq!(files(&state), slot_files(&a_slot));
    assert_eq!(formats::ron_file::load(&a_slot).unwrap(), edited);

    // A is killed (no clean exit); the next window offers A's work.
    drop(a);
    let mut c = window(Document::new(test_level("C"), None), &state);
    c.run();
    c.get_by_label("Restore unsaved work?");
    c.get_by_label("Level: A's work");
    c.get_by_label(&format!("File: {}", origin.display()));
    c.get_by_label("Restore").click();
    c.run();
    let app = c.state();
    assert!(app.session.pending_recovery.is_empty());
    assert_eq!(app.document.level(), &edited);
    assert_eq!(app.document.path(), Some(origin.as_path()));
    assert!(app.document.is_dirty(), "restored work is unsaved until saved");
    assert_eq!(formats::ron_file::load(&origin).unwrap(), test_level("Work"), "the origin is untouched");
    // The level moved into C's own slot; A's dead slot is gone.
    let c_slot = own_slot(&c);
    assert_eq!(files(&state), slot_files(&c_slot));
    assert_eq!(formats::ron_file::load(&c_slot).unwrap(), edited);

    // A save removes the slot; the lock stays while C runs; a clean exit removes that too.
    c.key_press_modifiers(Modifiers::COMMAND, Key::S);
    c.run();
    assert_eq!(formats::ron_file::load(&origin).unwrap(), edited);
    assert_eq!(files(&state), [slot_files(&c_slot)[0].clone()]);
    quit_cleanly(&mut c);
    assert!(files(&state).is_empty());
}

#[test]
fn two_dirty_windows_keep_their_own_autosaves_and_both_are_offered_after_crashes() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state");
    let mut a = window(Document::new(test_level("A"), None), &state);
    let mut b = window(Document::new(test_level("B"), None), &state);
    rename(&mut a, "A edited");
    rename(&mut b, "B edited");
    rename(&mut a, "A edited again");
    let (a_slot, b_slot) = (own_slot(&a), own_slot(&b));
    assert_eq!(formats::ron_file::load(&a_slot).unwrap().name, "A edited again");
    assert_eq!(formats::ron_file::load(&b_slot).unwrap().name, "B edited");
    drop(a);
    drop(b);
    set_modified(&a_slot, Duration::from_secs(600));

    // The newest first; Discard shows the next one.
    let mut c = window(Document::new(test_level("C"), None), &state);
    c.run();
    assert_eq!(offered(&c), ["B edited", "A edited again"]);
    c.get_by_label("The newest of 2 autosaves: Discard shows the next one.");
    c.get_by_label("Level: B edited");
    c.get_by_label("File: never saved");
    c.get_by_label("Discard").click();
    c.run();
    assert!(!b_slot.exists());
    c.get_by_label("Level: A edited again");
    c.get_by_label("Autosaved 10 min ago");
    assert!(c.query_by_label_contains("The newest of").is_none());
    c.get_by_label("Restore").click();
    c.run();
    assert_eq!(c.state().document.level().name, "A edited again");
    assert_eq!(c.state().document.path(), None);
    assert_eq!(files(&state), slot_files(&own_slot(&c)));
}

#[test]
fn after_a_restore_the_other_autosaves_wait_for_the_next_window() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state");
    let mut a = window(Document::new(test_level("A"), None), &state);
    let mut b = window(Document::new(test_level("B"), None), &state);
    rename(&mut a, "A edited");
    rename(&mut b, "B edited");
    let a_slot = own_slot(&a);
    drop(a);
    drop(b);
    set_modified(&a_slot, Duration::from_secs(60));

    let mut c = window(Document::new(test_level("C"), None), &state);
    c.run();
    c.get_by_label("Restore").click();
    c.run();
    assert_eq!(c.state().document.level().name, "B edited");
    assert!(c.state().session.pending_recovery.is_empty());
    assert_eq!(
        c.state().notice.as_deref(),
        Some(
            "Restored the autosaved level: save it to keep it; 1 more autosaved level(s) are offered by the next window you open"
        )
    );
    // C runs on with B's work; A's is free for the next window, and only A's.
    let d = window(Document::new(test_level("D"), None), &state);
    assert_eq!(offered(&d), ["A edited"]);
}

#[test]
fn an_offer_on_screen_is_not_made_by_a_second_new_window_too() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state");
    let mut a = window(Document::new(test_level("A"), None), &state);
    rename(&mut a, "A edited");
    drop(a);
    let mut c = window(Document::new(test_level("C"), None), &state);
    c.run();
    assert_eq!(offered(&c), ["A edited"]);
    // While C shows the offer, D starting does not offer the same autosave.
    let d = window(Document::new(test_level("D"), None), &state);
    assert!(offered(&d).is_empty());
    c.get_by_label("Discard").click();
    c.run();
    assert_eq!(c.state().document.level().name, "C", "a discard keeps the open level");
    assert!(files(&state).is_empty());
    assert!(offered(&window(Document::new(test_level("E"), None), &state)).is_empty());
    drop(d);
}

#[test]
fn a_second_crash_after_a_restore_loses_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state");
    let origin = saved(dir.path(), "level.ron", "Level");
    let mut a = window(Document::open(&origin).unwrap(), &state);
    rename(&mut a, "Edited once");
    drop(a);
    let mut c = window(Document::new(test_level("C"), None), &state);
    c.run();
    c.get_by_label("Restore").click();
    c.run();
    drop(c);
    let d = window(Document::new(test_level("D"), None), &state);
    let found = &d.state().session.pending_recovery;
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].level.as_ref().unwrap().name, "Edited once");
    assert_eq!(found[0].origin.path(), Some(origin.as_path()));
}

#[test]
fn autosave_follows_the_unsaved_changes_of_its_own_window() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state");
    let mut a = window(Document::new(test_level("Crashing"), None), &state);
    rename(&mut a, "Crashed");
    drop(a);

    let mut h = window(Document::new(test_level("Next run"), None), &state);
    h.run();
    h.get_by_label("File: never saved");
    // Until answered the crashed window's slot is left alone, and this window's edits go to its own slot.
    rename(&mut h, "Next run edited");
    let crashed = h.state().session.pending_recovery[0].path.clone();
    assert_eq!(formats::ron_file::load(&crashed).unwrap().name, "Crashed");
    assert_eq!(formats::ron_file::load(&own_slot(&h)).unwrap().name, "Next run edited");
    h.get_by_label("Discard").click();
    h.run();
    assert!(h.state().session.pending_recovery.is_empty());
    assert!(!crashed.exists());
    assert_eq!(h.state().document.level().name, "Next run edited");
    // Undoing back to the saved state needs no recovery any more; the lock stays while the window runs.
    let slot = own_slot(&h);
    h.state_mut().document.undo();
    h.run();
    assert!(!slot.exists());
    assert_eq!(files(&state), [slot_files(&slot)[0].clone()]);
    // A new level replaces the discarded one: its autosave goes too.
    rename(&mut h, "Edited again");
    assert!(slot.exists());
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    h.get_by_label("Discard").click();
    h.run();
    h.get_by_label("Create").click();
    h.run();
    assert!(!slot.exists());
}

/// Writes `origin_line` as the origin of a crashed window's slot (as a hostile or damaged file would).
fn crashed_with_origin(state: &Path, origin_line: &str) -> PathBuf {
    let mut a = window(Document::new(test_level("A"), None), state);
    rename(&mut a, "Hostile");
    let slot = own_slot(&a);
    drop(a);
    let text = std::fs::read_to_string(&slot).unwrap();
    let (header, rest) = text.split_once('\n').unwrap();
    let (_, level) = rest.split_once('\n').unwrap();
    std::fs::write(&slot, format!("{header}\n// origin: {origin_line}\n{level}")).unwrap();
    slot
}

#[test]
fn the_origin_read_back_is_checked_shown_escaped_and_never_written() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state");
    let restore = |expected_line: &str| {
        let mut h = window(Document::new(test_level("Open"), None), &state);
        h.run();
        h.get_by_label(expected_line);
        h.get_by_label("Restore").click();
        h.run();
        h.run();
        assert_eq!(h.state().document.level().name, "Hostile");
        assert!(h.state().document.is_dirty());
        h
    };

    crashed_with_origin(&state, "levels/relative.ron");
    let h = restore("File: levels/relative.ron — not used (it is not an absolute path); restored as never saved");
    assert_eq!(h.state().document.path(), None);
    drop(h);

    crashed_with_origin(&state, &format!("{}", dir.path().display()).replace(' ', "%20"));
    let h = restore(&format!("File: {} — not used (it is a folder); restored as never saved", dir.path().display()));
    assert_eq!(h.state().document.path(), None);
    drop(h);

    // Legal on Unix but hostile on screen: used, shown escaped, and not written until the user saves.
    let odd = format!("{}/evil%0A%1B[2Jname.ron", dir.path().display()).replace(' ', "%20");
    crashed_with_origin(&state, &odd);
    let mut h = restore(&format!("File: {}/evil\\n\\u{{1b}}[2Jname.ron", dir.path().display()));
    let path = dir.path().join("evil\n\u{1b}[2Jname.ron");
    assert_eq!(h.state().document.path(), Some(path.as_path()));
    assert!(!path.exists(), "restoring writes nothing to the origin");
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    assert_eq!(formats::ron_file::load(&path).unwrap().name, "Hostile");
    drop(h);

    std::fs::remove_dir_all(&state).unwrap();
    let slot = crashed_with_origin(&state, "-");
    let text = std::fs::read_to_string(&slot).unwrap();
    std::fs::write(&slot, text.replacen("// SPG Studio autosave 1\n", "", 1)).unwrap();
    let h = restore("File: unknown (the autosave's header is damaged); restored as never saved");
    assert_eq!(h.state().document.path(), None);
}

#[test]
fn an_unreadable_autosave_is_reported_and_kept_until_discarded() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state");
    let slot = crashed_with_origin(&state, "-");
    let text = std::fs::read_to_string(&slot).unwrap();
    std::fs::write(&slot, &text[..text.len() / 2]).unwrap();
    let mut h = window(Document::new(test_level("Open"), None), &state);
    h.run();
    let cannot = h.query_all_by_label_contains("It cannot be read: ").count();
    assert_eq!(cannot, 1);
    h.get_by_label("Restore").click();
    h.run();
    assert_eq!(h.state().errors.len(), 1);
    assert_eq!(h.state().errors[0].title, "Could not restore the autosave");
    assert_eq!(h.state().document.level().name, "Open");
    assert!(slot.exists(), "kept: a later version may read it, or the user discards it");
    drop(h);
    let mut h = window(Document::new(test_level("Open"), None), &state);
    h.run();
    h.get_by_label("Discard").click();
    h.run();
    assert!(!slot.exists());
}

#[test]
fn the_recovery_file_of_earlier_versions_is_offered_once() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state");
    std::fs::create_dir_all(&state).unwrap();
    let origin = saved(dir.path(), "old.ron", "Old");
    formats::ron_file::save(&state.join("recovery.ron"), &test_level("Old edited")).unwrap();
    std::fs::write(state.join("recovery-origin.txt"), origin.display().to_string()).unwrap();

    let mut h = window(Document::new(test_level("New version"), None), &state);
    assert!(window(Document::new(test_level("Second"), None), &state).state().session.pending_recovery.is_empty());
    h.run();
    h.get_by_label("Level: Old edited");
    h.get_by_label(&format!("File: {}", origin.display()));
    assert!(!state.join("recovery.ron").exists() && !state.join("recovery-origin.txt").exists());
    h.get_by_label("Restore").click();
    h.run();
    assert_eq!(h.state().document.level(), &test_level("Old edited"));
    assert_eq!(h.state().document.path(), Some(origin.as_path()));
}

/// The lock is the operating system's: a slot whose lock another process holds is that process's, and is
/// offered once the process has died. (`flock` from util-linux holds it here; skipped where it is missing.)
#[cfg(target_os = "linux")]
#[test]
fn a_lock_held_by_another_process_keeps_its_slot_until_that_process_dies() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state");
    let mut a = window(Document::new(test_level("A"), None), &state);
    rename(&mut a, "Other process");
    let lock = own_slot(&a).with_extension("lock");
    drop(a);
    // `-o`: only `flock` itself holds the lock, not `cat`; `cat` ends when its input closes.
    let child = std::process::Command::new("flock")
        .args(["-o", lock.to_str().unwrap(), "cat"])
        .stdin(std::process::Stdio::piped())
        .spawn();
    let Ok(mut child) = child else {
        println!("skipped: no flock command");
        return;
    };
    // Wait (bounded) until the other process holds the lock.
    let held = (0..2000).any(|_| {
        let probe = std::fs::File::options().read(true).write(true).open(&lock).unwrap();
        if probe.try_lock().is_err() {
            return true;
        }
        drop(probe);
        std::thread::sleep(Duration::from_millis(5));
        false
    });
    assert!(held, "flock took the lock");
    assert!(offered(&window(Document::new(test_level("B"), None), &state)).is_empty(), "its owner runs");
    // Its crash: killed, the lock goes with it.
    child.kill().unwrap();
    child.wait().unwrap();
    drop(child.stdin.take());
    assert_eq!(offered(&window(Document::new(test_level("C"), None), &state)), ["Other process"]);
}

#[test]
fn a_project_level_restored_from_its_autosave_saves_into_its_project_again() {
    use crate::support::projects::{SMALL_SECTION, small_sonlvl_project};
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state");
    let ini = small_sonlvl_project(dir.path(), "");
    let level = test_level("Project level");
    let mut a = window(Document::from_project(level, ini.clone(), SMALL_SECTION.to_string()), &state);
    rename(&mut a, "Edited in the project");
    drop(a);

    let mut h = window(Document::new(test_level("Next run"), None), &state);
    h.run();
    h.get_by_label("File: never saved");
    h.get_by_label(&format!("Project: {} [{SMALL_SECTION}] (Save writes into it)", ini.display()));
    h.get_by_label("Restore").click();
    h.run();
    let doc = &h.state().document;
    assert_eq!(doc.level().name, "Edited in the project");
    assert!(doc.is_dirty(), "restored, not saved");
    let project = doc.project_level().expect("still a level of its project");
    assert_eq!((project.ini.as_path(), project.section.as_str()), (ini.as_path(), SMALL_SECTION));
    assert!(h.state().session.project.as_ref().is_some_and(|p| p.ini == ini), "the project is listed again");
    // Its own autosave keeps the project too: a second crash loses nothing of it.
    drop(h);
    let d = window(Document::new(test_level("D"), None), &state);
    let found = &d.state().session.pending_recovery;
    assert_eq!(found[0].project.as_ref().map(|p| p.section.as_str()), Some(SMALL_SECTION));

    // A project that is gone is said, and the level restored as a level of no project.
    drop(d);
    std::fs::remove_file(&ini).unwrap();
    let mut e = window(Document::new(test_level("E"), None), &state);
    e.run();
    e.get_by_label("Project: not used (its file is missing or the autosave's line is damaged)");
    e.get_by_label("Restore").click();
    e.run();
    assert!(e.state().document.project_level().is_none());
}
