//! The trace suite (`../shared/reference/openggf-traces`): every recording of the real games found there is
//! replayed on its level imported from `../shared/reference/{s1disasm-full,s2disasm-full,skdisasm}` and
//! compared frame by frame ([`engine::recording`]). The table of how far each matches is printed, and checked
//! against the committed frontier file `openggf_frontier.txt`: a recording that matched whole must still match
//! whole, any other must match at least as many frames as recorded there. Progress moves the file forward: `SPG_UPDATE_FRONTIER=1 cargo test -p engine openggf` rewrites it (never backwards). A recording the
//! file does not list yet is replayed and reported, not judged. A Sonic 1 or 2 recording that matches whole must
//! also agree on the slot of every object the player lands on ([`recording::SlotCheck`]: the recorded
//! `stand_on_obj` is the game's slot), since a slot decides when an object runs and draws `RandomNumber`.

use engine::recording::{self, Outcome, SlotCheck, SlotMismatch};
use formats::recording::Recording;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

const FRONTIER: &str = include_str!("openggf_frontier.txt");

/// One line of the table: how far a recording matched, or why it did not run.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Result {
    Replayed(Outcome),
    /// The game's levels do not import yet (S3K).
    NotImported(&'static str),
}

fn line(name: &str, result: &Result) -> String {
    match result {
        Result::NotImported(game) => format!("{name:28} {:>13}  {game} does not import yet", "-"),
        Result::Replayed(o) => {
            let count = format!("{}/{}", o.matched, o.frames);
            match &o.divergence {
                None => format!("{name:28} {count:>13}  whole"),
                Some(d) => format!("{name:28} {count:>13}  {d}"),
            }
        }
    }
}

/// The frontier file: per recording, the frames matched and the frames it has (`-` for one not run).
fn read_frontier(text: &str) -> BTreeMap<String, Option<(usize, usize)>> {
    let mut map = BTreeMap::new();
    for l in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let mut words = l.split_whitespace();
        let (Some(name), Some(count)) = (words.next(), words.next()) else { continue };
        let parsed = count.split_once('/').and_then(|(m, f)| Some((m.parse().ok()?, f.parse().ok()?)));
        map.insert(name.to_string(), parsed);
    }
    map
}

fn run(shared: &Path, suite: &Path, name: &str) -> (Result, Vec<SlotMismatch>) {
    let recording: Recording = match formats::recording::read(&suite.join(name)) {
        Ok(r) => r,
        Err(e) => panic!("{name}: {e}"),
    };
    let meta = &recording.metadata;
    let (Some(ini), Some(level_name)) = (formats::reference::full_sonlvl_ini(shared, meta.game), meta.sonlvl_level())
    else {
        return (Result::NotImported(meta.game.name()), Vec::new());
    };
    let level = match formats::import::sonlvl::import(&ini, &level_name) {
        Ok(level) => level,
        Err(e) => panic!("{name}: {level_name} does not import: {e}"),
    };
    let mut world = recording::start_world(&level, &recording);
    // The act the level runs into in place (Angel Island 1's act 2), the background plane (Hydrocity 2's wall).
    if let Err(e) = recording::attach_project(&mut world, &level, &ini) {
        panic!("{name}: {e}");
    }
    let mut slots = SlotCheck::new(meta.game);
    let outcome = recording::replay(&mut world, &recording, |i, w, row| {
        slots.check(w, i, row);
    });
    (Result::Replayed(outcome), slots.mismatches)
}

#[test]
fn every_recording_matches_at_least_as_far_as_the_frontier_file() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let suite: PathBuf = shared.join("reference/openggf-traces");
    let names = formats::recording::suite(&suite);
    assert!(!names.is_empty(), "no recordings under {}", suite.display());
    // Two at a time (CI has two cores); each import and replay is independent.
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results: std::sync::Mutex<BTreeMap<String, (Result, Vec<SlotMismatch>)>> = Default::default();
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some(name) = names.get(i) else { break };
                    let result = run(&shared, &suite, name);
                    results.lock().unwrap_or_else(|e| e.into_inner()).insert(name.clone(), result);
                }
            });
        }
    });
    let results = results.into_inner().unwrap_or_else(|e| e.into_inner());
    let frontier = read_frontier(FRONTIER);
    let mut table = String::from("# recording                  matched/frames  first divergence\n");
    let mut regressions = Vec::new();
    let mut progress = Vec::new();
    for (name, (result, mismatches)) in &results {
        table += &line(name, result);
        table.push('\n');
        if let (Result::Replayed(o), Some(m)) = (result, mismatches.first())
            && o.divergence.is_none()
        {
            regressions.push(format!(
                "{name}: matches whole but {} landings are on objects in other slots than the game's, first frame \
                 {:#06X}: recorded slot {:#04X}, ours {:#04X} (`cargo run -p engine --release --example trace -- \
                 {name} --slots`)",
                mismatches.len(),
                m.frame,
                m.recorded,
                m.ours
            ));
        }
        let (Result::Replayed(o), Some(entry)) = (result, frontier.get(name)) else { continue };
        // A recording the file lists as not run (`-`) that now replays is progress.
        let Some((matched, frames)) = entry else {
            progress.push(format!("{name}: runs, {} frames matched", o.matched));
            continue;
        };
        let was_whole = matched == frames;
        if (was_whole && o.divergence.is_some()) || o.matched < *matched {
            regressions.push(format!("{name}: {} frames matched, the frontier file has {matched}", o.matched));
        } else if o.matched > *matched {
            progress.push(format!("{name}: {matched} → {}", o.matched));
        }
    }
    eprintln!("{table}");
    let new: Vec<&String> = results.keys().filter(|n| !frontier.contains_key(*n)).collect();
    for name in &new {
        eprintln!("{name}: not in the frontier file yet");
    }
    if !progress.is_empty() {
        eprintln!("progress (SPG_UPDATE_FRONTIER=1 moves the file forward): {}", progress.join(", "));
    }
    let update = std::env::var("SPG_UPDATE_FRONTIER").as_deref() == Ok("1");
    if update && regressions.is_empty() && !(progress.is_empty() && new.is_empty()) {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/engine/openggf_frontier.txt");
        let header: String = FRONTIER.lines().take_while(|l| l.starts_with('#')).map(|l| format!("{l}\n")).collect();
        let body: String = table.lines().skip(1).map(|l| format!("{l}\n")).collect();
        if let Err(e) = std::fs::write(&path, header + &body) {
            panic!("{}: {e}", path.display());
        }
    }
    assert!(regressions.is_empty(), "the trace frontier moved back:\n{}", regressions.join("\n"));
}

#[test]
fn the_frontier_file_reads_back() {
    let frontier = read_frontier(FRONTIER);
    assert!(frontier.len() >= 24, "{} recordings in the frontier file", frontier.len());
    assert_eq!(frontier.get("s1/ghz1_completerun").copied().flatten().map(|(_, f)| f), Some(5595));
}
