//! The level as JSON: the published schema (`formats/schema/level.schema.json`) is the one the
//! code generates, the sample levels and an imported Sonic 2 level validate against it, and `from_json` gives
//! back exactly the level `to_json` wrote.

use formats::export::json;
use std::path::PathBuf;

fn schema_path() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/schema/level.schema.json"))
}

/// `UPDATE_SCHEMA=1 cargo test -p formats --test formats export_json` rewrites the published schema.
#[test]
fn the_published_schema_is_the_generated_one() {
    let generated = json::schema();
    if std::env::var("UPDATE_SCHEMA").as_deref() == Ok("1") {
        std::fs::write(schema_path(), &generated).expect("write schema");
    }
    let published = std::fs::read_to_string(schema_path()).expect("formats/schema/level.schema.json");
    assert!(
        published == generated,
        "the published schema is stale: run UPDATE_SCHEMA=1 cargo test -p formats --test formats export_json"
    );
}

fn levels() -> Vec<(String, formats::Level)> {
    let mut out = Vec::new();
    let dir = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../sample_levels"));
    for entry in std::fs::read_dir(&dir).expect("sample_levels") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|e| e == "ron") {
            let level = formats::ron_file::load(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            out.push((path.display().to_string(), level));
        }
    }
    assert!(!out.is_empty());
    for section in ["Emerald Hill Zone Act 1", "Chemical Plant Zone Act 2"] {
        if let Some(level) = crate::support::reference::s2(section) {
            out.push((section.to_string(), level));
        }
    }
    out
}

#[test]
fn levels_as_json_validate_and_read_back_exactly() {
    let schema: serde_json::Value = serde_json::from_str(&json::schema()).expect("schema is JSON");
    let validator = jsonschema::validator_for(&schema).expect("a valid JSON Schema");
    for (name, level) in levels() {
        let text = json::to_json(&level).expect("to_json");
        let value: serde_json::Value = serde_json::from_str(&text).expect("JSON");
        let errors: Vec<String> =
            validator.iter_errors(&value).map(|e| format!("{} at {}", e, e.instance_path())).take(5).collect();
        assert!(errors.is_empty(), "{name}: {errors:?}");
        assert_eq!(json::from_json(&text).expect("from_json"), level, "{name}");
    }
}

#[test]
fn bad_json_is_reported_with_line_and_column() {
    let level = formats::Level::new("x", formats::ChunkSize::Px128, 2, 2);
    let text = json::to_json(&level).expect("to_json");
    let broken = text.replacen("\"name\": \"x\"", "\"name\": 5", 1);
    let e = json::from_json(&broken).expect_err("a number is no name").to_string();
    assert!(e.starts_with("3:11: invalid type: integer `5`, expected a string"), "{e}");
    let e = json::from_json("").expect_err("empty").to_string();
    assert_eq!(e, "1:1: the file is empty");
    let newer = text.replacen("\"version\": 1", "\"version\": 9", 1);
    assert!(json::from_json(&newer).is_err());
    // The schema refuses what the reader refuses.
    let schema: serde_json::Value = serde_json::from_str(&json::schema()).expect("schema");
    let validator = jsonschema::validator_for(&schema).expect("schema");
    let value: serde_json::Value = serde_json::from_str(&broken).expect("JSON");
    assert!(!validator.is_valid(&value));
}

#[test]
fn json_files_save_atomically_and_load() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("level.json");
    let mut level = formats::Level::new("x", formats::ChunkSize::Px128, 2, 2);
    json::save(&path, &level).expect("save");
    level.name = "y".to_string();
    json::save(&path, &level).expect("save again");
    assert!(dir.path().join("level.json.bak").exists());
    assert_eq!(json::load(&path).expect("load"), level);
}
