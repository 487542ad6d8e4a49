//! Art costs, without a GPU:
//! - the editor frame (`StudioApp::show` through `Context::run_ui`, then `Context::tessellate`) at 1920x1080
//!   with the whole of Emerald Hill Zone Act 1 fitted in the view and the Terrain switch on Art (the art
//!   meshes of both planes, objects as dots at this zoom), and at 1:1 around the start, where the objects are
//!   drawn with their sprites; the bar is 2 ms;
//! - reading EHZ1's art (Kosinski patterns and block mappings, palette) from the SonLVL project; the bar is
//!   50 ms;
//! - reading EHZ1's object definitions and composing a sprite for every object of the act.
//!
//! Needs ../shared (the benchmarks print a note and measure nothing without it).

mod support;

use criterion::{Criterion, criterion_group, criterion_main};
use editor::files::ScriptedDialogs;
use editor::{Document, StudioApp};
use formats::import::sonlvl::Project;
use formats::sprite::{Definitions, SpriteLibrary};
use std::hint::black_box;
use std::path::Path;
use studio_core::view::TerrainView;
use support::{INI, fit_whole_level, run};

const SECTION: &str = "Emerald Hill Zone Act 1";

fn art(c: &mut Criterion) {
    if !Path::new(INI).exists() {
        eprintln!("../shared absent: nothing measured");
        return;
    }
    let project = Project::load(Path::new(INI)).expect("the SonLVL project");
    c.bench_function("art decode of EHZ1 (patterns, block mappings, palette)", |b| {
        b.iter(|| black_box(formats::art::load_sonlvl(&project, SECTION).expect("EHZ1 art")))
    });
    let level_art = formats::art::load_sonlvl(&project, SECTION).expect("EHZ1 art");
    let level = formats::import::sonlvl::import(Path::new(INI), SECTION).expect("EHZ1");
    c.bench_function("EHZ1 object definitions read and every object's sprite composed", |b| {
        b.iter(|| {
            let mut library = SpriteLibrary::new(Definitions::load(&project, SECTION), Some(&level_art));
            let mut drawn = 0;
            for o in &level.objects {
                if let Some((key, subtype, x_flip, y_flip)) = Definitions::key_for(o) {
                    drawn += usize::from(library.object(key, subtype, x_flip, y_flip).is_some());
                }
            }
            black_box(drawn)
        })
    });

    let mut app = StudioApp::new(Document::new(level, None), Box::new(ScriptedDialogs::new([])));
    app.settings.terrain = TerrainView::Art;
    let ctx = egui::Context::default();
    fit_whole_level(&ctx, &mut app);
    assert!(app.canvas.art.is_ready(), "EHZ1's art is drawn");
    c.bench_function("editor frame, EHZ1 art fitted at 1920x1080", |b| b.iter(|| black_box(run(&ctx, &mut app))));
    app.apply(&ctx, editor::command::Command::ZoomOneToOne);
    for _ in 0..3 {
        run(&ctx, &mut app);
    }
    eprintln!("sprites at 1:1: {:?} (objects, player)", app.canvas.art.sprites.textures());
    c.bench_function("editor frame, EHZ1 art and object sprites at 1:1", |b| b.iter(|| black_box(run(&ctx, &mut app))));
}

criterion_group!(benches, art);
criterion_main!(benches);
