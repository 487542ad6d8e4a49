//! The SonLVL import dialog lists and imports on a background thread: while the work runs,
//! frames keep coming (each `run` returns), the dialog says what it waits for, Cancel abandons the work, and
//! the result arrives by itself. The slow work is a stand-in that waits for the test's go.
#![allow(clippy::unwrap_used)]

use crate::support;

use crate::support::test_level;
use editor::Document;
use editor::StudioApp;
use editor::files::ScriptedDialogs;
use editor::panels::import_dialog::{ImportDialog, Work};
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use formats::import::sonlvl::{LevelEntry, LevelStatus};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

type H = Harness<'static, StudioApp>;

/// A gate the background work waits at until the test opens it (at most 10 s, so a broken test cannot hang).
fn gate() -> (Sender<()>, Arc<Mutex<Receiver<()>>>) {
    let (tx, rx) = channel();
    (tx, Arc::new(Mutex::new(rx)))
}

fn wait(gate: &Mutex<Receiver<()>>) {
    let _ = gate.lock().unwrap().recv_timeout(Duration::from_secs(10));
}

fn entry(name: &str) -> LevelStatus {
    LevelStatus {
        level: LevelEntry { section: name.to_string(), display_name: name.to_string() },
        missing: vec![],
        details: vec![],
        layout_options: vec![],
    }
}

/// Slow stand-ins: listing gives two levels, importing gives `test_level(section)`, each after its gate.
fn slow_work(list_gate: Arc<Mutex<Receiver<()>>>, import_gate: Arc<Mutex<Receiver<()>>>) -> Work {
    Work {
        list: Arc::new(move |_| {
            wait(&list_gate);
            Ok(vec![entry("Zone 1"), entry("Zone 2")])
        }),
        import: Arc::new(move |_, section, _| {
            wait(&import_gate);
            Ok(test_level(section))
        }),
    }
}

fn with_dialog(work: Work) -> H {
    let app = StudioApp::new(Document::new(test_level("Open"), None), Box::new(ScriptedDialogs::new(vec![])));
    let mut h = support::app_harness(app);
    h.run();
    h.state_mut().session.import = Some(ImportDialog::with_work(work));
    h.run();
    h.get_by_role(Role::TextInput).type_text("/projects/s2/SonLVL.ini");
    h.run();
    h
}

/// Runs frames until `done`, for at most 10 s; each frame must come back at once (the UI thread never waits).
fn run_until(h: &mut H, done: impl Fn(&StudioApp) -> bool) {
    for _ in 0..2000 {
        let frame = Instant::now();
        h.run();
        assert!(frame.elapsed() < Duration::from_secs(2), "a frame waited for the background work");
        if done(h.state()) {
            return;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    panic!("still waiting after 10 s");
}

fn dialog(h: &H) -> &ImportDialog {
    h.state().session.import.as_ref().unwrap()
}

#[test]
fn listing_and_importing_run_off_the_ui_thread_with_progress() {
    let (list_go, list_gate) = gate();
    let (import_go, import_gate) = gate();
    let mut h = with_dialog(slow_work(list_gate, import_gate));
    h.get_by_label("List levels").click();
    // The listing waits at its gate, yet frames keep coming and say what they wait for.
    for _ in 0..5 {
        h.run();
    }
    assert!(dialog(&h).is_listing());
    h.get_by_label("Listing levels… 0 s");
    assert!(h.get_by_label("Import").accesskit_node().is_disabled());
    // The window still answers: the path can be edited meanwhile.
    h.get_by_role(Role::TextInput).focus();
    h.run();
    h.get_by_role(Role::TextInput).type_text("x");
    h.run();
    assert_eq!(dialog(&h).ini_text, "/projects/s2/SonLVL.inix");

    list_go.send(()).unwrap();
    run_until(&mut h, |app| app.session.import.as_ref().is_some_and(|d| !d.is_listing()));
    h.get_by_label("2 levels — choose one:");
    assert!(h.query_by_label_contains("Listing levels").is_none());
    h.get_by_label("Zone 2").click();
    h.run();
    h.get_by_label("Import").click();
    for _ in 0..5 {
        h.run();
    }
    h.get_by_label("Importing Zone 2… 0 s");
    assert!(dialog(&h).is_busy());
    assert_eq!(h.state().document.level().name, "Open", "nothing changes before the import is done");

    import_go.send(()).unwrap();
    run_until(&mut h, |app| app.session.import.is_none());
    let app = h.state();
    assert_eq!(app.document.level(), &test_level("Zone 2"));
    assert!(app.document.is_dirty());
    assert_eq!(app.notice.as_deref(), Some("Imported Zone 2 from SonLVL.ini"));
}

#[test]
fn cancel_abandons_the_work_and_its_late_result_changes_nothing() {
    let (list_go, list_gate) = gate();
    let (import_go, import_gate) = gate();
    let mut h = with_dialog(slow_work(list_gate, Arc::clone(&import_gate)));
    h.get_by_label("List levels").click();
    h.run();
    h.get_by_label("Cancel").click();
    h.run();
    assert!(h.state().session.import.is_none());
    list_go.send(()).unwrap();

    // Again, cancelling an import this time.
    let (list_go, list_gate) = gate();
    let import_gate_2 = Arc::clone(&import_gate);
    h.state_mut().session.import = Some(ImportDialog::with_work(slow_work(list_gate, import_gate_2)));
    h.run();
    h.get_by_role(Role::TextInput).type_text("/p.ini");
    h.get_by_label("List levels").click();
    list_go.send(()).unwrap();
    run_until(&mut h, |app| app.session.import.as_ref().is_some_and(|d| !d.is_listing()));
    h.get_by_label("Import").click();
    h.run();
    h.get_by_label("Importing Zone 1… 0 s");
    h.get_by_label("Cancel").click();
    h.run();
    assert!(h.state().session.import.is_none());
    import_go.send(()).unwrap();
    for _ in 0..20 {
        h.run();
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(h.state().document.level(), &test_level("Open"));
    assert!(h.state().errors.is_empty());
}

#[test]
fn listing_errors_from_the_real_reader_arrive_in_the_dialog() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = with_dialog(Work::default());
    // Replace the typed path with one that does not exist.
    h.state_mut().session.import.as_mut().unwrap().ini_text = dir.path().join("missing.ini").display().to_string();
    h.run();
    h.get_by_label("List levels").click();
    run_until(&mut h, |app| app.session.import.as_ref().is_some_and(|d| !d.is_listing()));
    let d = dialog(&h);
    assert!(d.levels.is_empty());
    assert!(d.list_error.as_deref().unwrap().contains("missing.ini"), "{:?}", d.list_error);
}

/// A level with SonLVL's alternative layouts (`layoutcopy`) offers them as a choice under the list; the import
/// asks for the one chosen (the stored one: none), and choosing another level goes back to the stored one.
#[test]
fn a_level_s_alternative_layout_is_chosen_before_importing() {
    let asked: Arc<Mutex<Vec<Option<String>>>> = Arc::default();
    let seen = Arc::clone(&asked);
    let work = Work {
        list: Arc::new(|_| {
            let mut aiz = entry("Angel Island 1");
            aiz.layout_options = vec!["Normal".into(), "Tree Ride".into()];
            Ok(vec![aiz, entry("Hydrocity 1")])
        }),
        import: Arc::new(move |_, section, option| {
            seen.lock().unwrap().push(option.map(str::to_string));
            Ok(test_level(section))
        }),
    };
    let mut h = with_dialog(work);
    h.get_by_label("List levels").click();
    run_until(&mut h, |app| app.session.import.as_ref().is_some_and(|d| !d.is_listing()));
    h.get_by_label("Layout:");
    h.get_by_label("Normal");
    assert_eq!(dialog(&h).layout_option, 0);
    h.get_by_label("Tree Ride").click();
    h.run();
    assert_eq!(dialog(&h).layout_option, 1);
    // Another level has no choice; back on the first, the stored layout is chosen again.
    h.get_by_label("Hydrocity 1").click();
    h.run();
    assert!(h.query_by_label("Layout:").is_none());
    h.get_by_label("Angel Island 1").click();
    h.run();
    assert_eq!(dialog(&h).layout_option, 0);
    h.get_by_label("Tree Ride").click();
    h.run();
    h.get_by_label("Import").click();
    run_until(&mut h, |app| app.session.import.is_none());
    assert_eq!(*asked.lock().unwrap(), [Some("Tree Ride".to_string())]);
    assert_eq!(h.state().document.level().name, "Angel Island 1");
}
