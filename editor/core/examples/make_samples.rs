//! Writes the sample levels and their replays into `sample_levels/` (see `studio_core::samples`):
//! `cargo run -p studio_core --example make_samples`.

fn main() -> std::io::Result<()> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../sample_levels");
    for sample in studio_core::samples::all() {
        let ron = dir.join(format!("{}.ron", sample.file));
        std::fs::write(&ron, formats::ron_file::to_ron_string(&sample.level))?;
        std::fs::write(dir.join(format!("{}.inputs", sample.file)), sample.replay.to_text())?;
        println!("{}: {} tiles, {} chunks", ron.display(), sample.level.tiles.len(), sample.level.chunks.len());
    }
    Ok(())
}
