//! Prints, for each act of a SonLVL project, every (object id, subtype) its layout places and how the editor
//! draws it: from its SonLVL definition (the composed sprite's size), or as a marker and why; then one
//! placement of it (the region to look at) and the files the sprites could not read.
//! `cargo run -p formats --example sprite_census -- "<SonLVL.ini>" "Casino Night Zone Act 1" …`

use formats::sprite::{DefinitionKey, Definitions, SpriteLibrary};
use std::collections::BTreeMap;
use std::path::Path;

/// One row: how many placements, the definition's name, how they are drawn, one placement (x, y, flips).
struct Row {
    count: usize,
    name: String,
    drawn: String,
    at: String,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some((ini, sections)) = args.split_first() else {
        eprintln!("usage: sprite_census <SonLVL.ini> <level>…");
        std::process::exit(2);
    };
    let project = match formats::import::sonlvl::Project::load(Path::new(ini)) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{ini}: {e}");
            std::process::exit(1);
        }
    };
    for section in sections {
        let level = match project.import(section) {
            Ok(l) => l,
            Err(e) => {
                eprintln!("{section}: {e}");
                continue;
            }
        };
        let art = formats::art::load(&level, Path::new(ini).parent()).ok().flatten();
        let mut library = SpriteLibrary::new(Definitions::load(&project, section), art.as_ref());
        let mut rows: BTreeMap<String, Row> = BTreeMap::new();
        for o in &level.objects {
            let at = format!("{},{}{}{}", o.x, o.y, if o.x_flip { " X" } else { "" }, if o.y_flip { " Y" } else { "" });
            let Some((key, subtype, x_flip, y_flip)) = library.definitions.key(o) else {
                let row = rows.entry(format!("{:?}", o.kind)).or_insert_with(|| Row {
                    count: 0,
                    name: String::new(),
                    drawn: "marker: no Sonic 2 record".into(),
                    at,
                });
                row.count += 1;
                continue;
            };
            let id = match key {
                DefinitionKey::Object(id) => format!("{id:02X}"),
                DefinitionKey::Ring => "ring".into(),
                DefinitionKey::Sonic => "player".into(),
            };
            let source = library.definitions.get(key).map(|d| d.source.clone());
            let drawn = match (source, library.object(key, subtype, x_flip, y_flip)) {
                (None, _) => "marker: no definition".to_string(),
                (Some(_), Some(s)) => format!("sprite {}x{}", s.image.width, s.image.height),
                (Some(source), None) => format!("marker: its definition ({source:?}) draws nothing"),
            };
            let name = library.name(key, subtype).unwrap_or_default();
            let row = rows.entry(format!("{id} {subtype:02X}")).or_insert_with(|| Row { count: 0, name, drawn, at });
            row.count += 1;
        }
        println!("## {section}");
        for (key, row) in rows {
            println!("{key:7} x{:<3} {:50} {:32} at {}", row.count, row.name, row.drawn, row.at);
        }
        for p in &library.problems {
            println!("problem: {p}");
        }
    }
}
