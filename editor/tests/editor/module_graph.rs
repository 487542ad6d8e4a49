//! The layers the folders show: in every crate of the workspace, the top-level modules (`src/x.rs` or
//! `src/x/`) use each other without cycles. A module "uses" another when any of its files names `crate::other`
//! (in a path or a `use crate::{…}` group) or a root re-export of it (`pub use other::Thing` in lib.rs);
//! comments do not count.
//!
//! Run with `--nocapture` to print each crate's graph.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

type Graph = BTreeMap<String, BTreeSet<String>>;

/// The crates' `src` folders, from the editor crate's manifest folder.
fn crates() -> Vec<(&'static str, PathBuf)> {
    let editor = Path::new(env!("CARGO_MANIFEST_DIR"));
    let root = editor.parent().expect("the editor crate is inside the workspace");
    vec![
        ("formats", root.join("formats/src")),
        ("engine", root.join("engine/src")),
        ("studio_core", editor.join("core/src")),
        ("editor", editor.join("src")),
    ]
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The top-level module a file belongs to (`None` for the crate root files).
fn top_module(src: &Path, file: &Path) -> Option<String> {
    let rel = file.strip_prefix(src).ok()?;
    let first = rel.components().next()?.as_os_str().to_string_lossy().into_owned();
    let name = first.trim_end_matches(".rs").to_string();
    (!matches!(name.as_str(), "lib" | "main")).then_some(name)
}

/// Every identifier that follows `crate::`, including each first name of a `crate::{a, b::c}` group.
fn crate_references(text: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find("crate::") {
        rest = &rest[i + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let end = group.find('}').unwrap_or(group.len());
            // Only the first segment of each item counts (nested groups name items of that module).
            let mut depth = 0;
            let mut item = String::new();
            for c in group[..end].chars() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        names.push(first_segment(&item));
                        item.clear();
                    }
                    _ if depth == 0 => item.push(c),
                    _ => {}
                }
            }
            names.push(first_segment(&item));
        } else {
            names.push(first_segment(rest));
        }
    }
    names.into_iter().filter(|n| !n.is_empty()).collect()
}

fn first_segment(s: &str) -> String {
    s.trim().chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect()
}

/// Root re-exports: `pub use module::Item;` in lib.rs maps `Item` to `module`.
fn root_reexports(src: &Path) -> BTreeMap<String, String> {
    let mut map = BTreeMap::new();
    let text = fs::read_to_string(src.join("lib.rs")).unwrap_or_default();
    for line in text.lines() {
        let Some(path) = line.trim().strip_prefix("pub use ") else { continue };
        let path = path.trim_end_matches(';');
        let module = first_segment(path);
        if let Some(items) = path.split_once("::{").map(|(_, i)| i.trim_end_matches('}')) {
            for item in items.split(',') {
                map.insert(first_segment(item.rsplit("::").next().unwrap_or(item)), module.clone());
            }
        } else if let Some(item) = path.rsplit("::").next() {
            map.insert(first_segment(item), module.clone());
        }
    }
    map
}

fn graph(src: &Path) -> Graph {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    let modules: BTreeSet<String> = files.iter().filter_map(|f| top_module(src, f)).collect();
    let reexports = root_reexports(src);
    let mut graph: Graph = modules.iter().map(|m| (m.clone(), BTreeSet::new())).collect();
    for file in &files {
        let Some(from) = top_module(src, file) else { continue };
        let text = fs::read_to_string(file).unwrap_or_default();
        // Comments (doc links included) name modules without using them.
        let code: String = text.lines().filter(|l| !l.trim_start().starts_with("//")).collect::<Vec<_>>().join("\n");
        for name in crate_references(&code) {
            let to = if modules.contains(&name) { Some(name) } else { reexports.get(&name).cloned() };
            if let Some(to) = to.filter(|t| *t != from) {
                graph.entry(from.clone()).or_default().insert(to);
            }
        }
    }
    graph
}

/// One cycle through each strongly connected component of more than one module (Tarjan's algorithm).
fn cycles(graph: &Graph) -> Vec<Vec<String>> {
    struct State<'g> {
        graph: &'g Graph,
        index: BTreeMap<&'g str, usize>,
        low: BTreeMap<&'g str, usize>,
        stack: Vec<&'g str>,
        on_stack: BTreeSet<&'g str>,
        next: usize,
        components: Vec<Vec<String>>,
    }
    fn visit<'g>(s: &mut State<'g>, v: &'g str) {
        s.index.insert(v, s.next);
        s.low.insert(v, s.next);
        s.next += 1;
        s.stack.push(v);
        s.on_stack.insert(v);
        for w in s.graph.get(v).into_iter().flatten() {
            let w = w.as_str();
            if !s.index.contains_key(w) {
                visit(s, w);
                let low = s.low[w].min(s.low[v]);
                s.low.insert(v, low);
            } else if s.on_stack.contains(w) {
                let low = s.index[w].min(s.low[v]);
                s.low.insert(v, low);
            }
        }
        if s.low[v] == s.index[v] {
            let mut component = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack.remove(w);
                component.push(w.to_string());
                if w == v {
                    break;
                }
            }
            if component.len() > 1 {
                component.sort();
                s.components.push(component);
            }
        }
    }
    let mut s = State {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        next: 0,
        components: Vec::new(),
    };
    for v in graph.keys() {
        if !s.index.contains_key(v.as_str()) {
            visit(&mut s, v);
        }
    }
    s.components
}

#[test]
fn top_level_modules_have_no_cycles_in_any_crate() {
    let mut problems = Vec::new();
    for (name, src) in crates() {
        assert!(src.join("lib.rs").exists(), "{} has no lib.rs", src.display());
        let g = graph(&src);
        println!("{name}:");
        for (from, to) in &g {
            println!("  {from} -> {}", to.iter().cloned().collect::<Vec<_>>().join(", "));
        }
        for cycle in cycles(&g) {
            problems.push(format!("{name}: modules {} use each other in a cycle", cycle.join(", ")));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_cycle_finder_finds_cycles() {
    let g: Graph = [("a", vec!["b"]), ("b", vec!["c"]), ("c", vec!["a"]), ("d", vec!["a"])]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v.into_iter().map(String::from).collect()))
        .collect();
    assert_eq!(cycles(&g), vec![vec!["a".to_string(), "b".to_string(), "c".to_string()]]);
    assert_eq!(crate_references("use crate::{a::b, c, d::{e, f}};\nlet x = crate::g::h();"), ["a", "c", "d", "g"]);
}

#[test]
fn the_editor_layers_point_down() {
    // The UI layer order of editor/src (lib.rs): app on top, canvas and panels as siblings, then the shared
    // modules. A use that points up breaks the layering even without a cycle.
    let (_, src) = crates().pop().expect("editor");
    let g = graph(&src);
    let rank = |m: &str| match m {
        "app" => 3,
        "canvas" | "panels" | "cli" => 2,
        _ => 1,
    };
    for (from, to) in &g {
        for t in to {
            assert!(rank(t) < rank(from) || (rank(t) == 1 && rank(from) == 1), "editor: {from} uses {t}");
        }
    }
}
