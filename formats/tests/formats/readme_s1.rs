//! The user guide's "Sonic 1's objects" list (README.md at the repository's root) names every id of
//! [`S1Object`], so it stays complete when an object is added or starts to run.

use formats::object::s1::S1Object;
use strum::IntoEnumIterator;

/// The README's section from its `## Sonic 1's objects` heading to the next `## ` heading.
fn section() -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../README.md");
    let readme = std::fs::read_to_string(path).expect("the repository's README.md");
    let start = readme.find("\n## Sonic 1's objects\n").expect("a \"## Sonic 1's objects\" section in README.md");
    let rest = &readme[start + 1..];
    let end = rest[3..].find("\n## ").map_or(rest.len(), |i| i + 3);
    rest[..end].to_string()
}

#[test]
fn readme_lists_every_sonic1_object() {
    let section = section();
    let missing: Vec<String> = S1Object::iter()
        .filter(|o| !section.contains(&format!("`${:02X}`", o.id())))
        .map(|o| format!("${:02X} {}", o.id(), o.name()))
        .collect();
    assert!(missing.is_empty(), "README.md's \"Sonic 1's objects\" does not name: {missing:?}");
}
