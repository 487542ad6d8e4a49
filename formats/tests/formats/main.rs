//! The `formats` crate's integration tests, one binary with a module per topic (a single link instead of one
//! per file). `support` holds what several topics use: the proptest strategies and test levels, the small
//! synthetic SonLVL project, `copy_dir`, and the reference levels imported once per run.

mod support;

mod decoders;
mod export_json;
mod export_s1;
mod export_s3k;
mod export_sonlvl;
mod export_sonlvl_art;
mod import_kosinski;
mod import_s1;
mod import_s2;
mod import_s3k;
mod import_skc;
mod import_sonlvl;
mod level_art;
mod level_art_s1;
mod level_art_s3k;
mod object_kinds;
mod object_lists;
mod proptests;
mod reader_proptests;
mod readme_s1;
mod recording;
mod ron_file;
mod sample_level;
mod special_stage;
mod sprites;
mod sprites_code;
mod sprites_s1;
mod tile_reference;
mod validate;
