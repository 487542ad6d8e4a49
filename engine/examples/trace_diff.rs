//! Development aid: replays a Sonic 2 trace from `../shared/reference/s2-traces` on the imported level and
//! prints the first frame where the simulation differs (player state, rings, camera).
//!
//! `cargo run -p engine --release --example trace_diff -- walk_right [--no-badniks] [--from N --show K]`

use engine::objects::runtime::layout::LayoutOptions;
use engine::{Character, World};
use formats::inputs::InputScript;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let name = args.first().cloned().unwrap_or_else(|| "walk_right".into());
    let no_badniks = args.iter().any(|a| a == "--no-badniks") || name.contains("nobadniks");
    let num = |flag: &str| {
        args.iter().position(|a| a == flag).and_then(|i| args.get(i + 1)).and_then(|v| v.parse::<usize>().ok())
    };
    let show = num("--show").unwrap_or(0);
    let from = num("--from").unwrap_or(0);
    let shared = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared");
    let level = formats::import::sonlvl::import(
        &shared.join("reference/s2disasm/SonLVL INI Files/SonLVL.ini"),
        if name.starts_with("ehz2") { "Emerald Hill Zone Act 2" } else { "Emerald Hill Zone Act 1" },
    )
    .expect("import");
    let dir = shared.join("reference/s2-traces");
    let csv = std::fs::read_to_string(dir.join(format!("{name}.csv"))).expect("csv");
    let inputs: Vec<_> =
        InputScript::parse(&std::fs::read_to_string(dir.join(format!("{name}.inputs"))).expect("inputs"))
            .expect("parse")
            .frames()
            .collect();
    let mut lines = csv.lines();
    let header: Vec<&str> = lines.next().unwrap_or_default().split(',').collect();
    let col = |n: &str| header.iter().position(|h| *h == n).unwrap_or_else(|| panic!("no column {n}"));
    let rows: Vec<Vec<String>> = lines.map(|l| l.split(',').map(str::to_string).collect()).collect();
    let v = |r: &Vec<String>, n: &str| r[col(n)].parse::<i64>().unwrap_or(0);
    let start = engine::Player::standing(Character::Sonic, v(&rows[0], "x_px") as i32, v(&rows[0], "y_px") as i32);
    let mut world = World::with_options(&level, start, LayoutOptions { no_badniks });
    let fields = |w: &World| {
        let p = &w.player;
        vec![
            ("x", (p.x >> 8) as i64),
            ("xs", (p.x & 0xFF) as i64),
            ("y", (p.y >> 8) as i64),
            ("ys", (p.y & 0xFF) as i64),
            ("xv", p.x_speed as i64),
            ("yv", p.y_speed as i64),
            ("g", p.ground_speed as i64),
            ("ang", p.angle as i64),
            ("air", p.air as i64),
            ("roll", p.rolling as i64),
            ("obj", p.on_object as i64),
            ("rout", p.routine as i64),
            ("rings", w.rings() as i64),
            ("camx", w.camera.x as i64),
            ("camy", w.camera.y as i64),
        ]
    };
    let expected = |r: &Vec<String>| {
        let status = v(r, "status");
        vec![
            ("x", v(r, "x_px")),
            ("xs", v(r, "x_sub") >> 8),
            ("y", v(r, "y_px")),
            ("ys", v(r, "y_sub") >> 8),
            ("xv", v(r, "x_vel")),
            ("yv", v(r, "y_vel")),
            ("g", v(r, "inertia")),
            ("ang", v(r, "angle")),
            ("air", (status >> 1) & 1),
            ("roll", (status >> 2) & 1),
            ("obj", (status >> 3) & 1),
            ("rout", v(r, "routine") / 2 - 1),
            ("rings", v(r, "rings")),
            ("camx", v(r, "camera_x")),
            ("camy", v(r, "camera_y")),
        ]
    };
    let mut first_bad = None;
    for t in 1..rows.len().min(inputs.len() + 1) {
        world.step(inputs[t - 1]);
        let got = fields(&world);
        let want = expected(&rows[t]);
        let bad: Vec<String> = got
            .iter()
            .zip(&want)
            .filter(|(g, w)| g.1 != w.1)
            .map(|(g, w)| format!("{}: got {} want {}", g.0, g.1, w.1))
            .collect();
        if t >= from && t < from + show {
            println!("t={t} in={} {:?} {}", inputs[t - 1], got.iter().map(|g| g.1).collect::<Vec<_>>(), bad.join("; "));
        }
        if !bad.is_empty() && first_bad.is_none() {
            first_bad = Some(t);
            println!("{name}: first difference at frame {t} (input {}): {}", inputs[t - 1], bad.join("; "));
            println!("  contact: {}", rows[t].last().cloned().unwrap_or_default());
            if show == 0 {
                break;
            }
        }
    }
    if first_bad.is_none() {
        println!("{name}: all {} frames match", rows.len() - 1);
    }
}
