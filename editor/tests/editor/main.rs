//! The editor's integration tests, one binary with a module per topic (the UI tests through egui_kittest, the
//! command line through the built `spg-studio`, the module-cycle check): one link of eframe instead of one per
//! file. `support` holds the in-memory test level, the UI harness, the small synthetic SonLVL project and the
//! reference levels imported once per run.

mod support;

mod aiz_playtest_view;
mod app_features;
mod art_editors;
mod art_panels;
mod art_view;
mod cli_check;
mod cli_export;
mod cli_import;
mod cli_import_image;
mod cli_render;
mod cli_sim;
mod export_dialog;
mod giant_ring;
mod image_import_ui;
mod import_background;
mod layout_tools;
mod live_objects;
mod loops_ui;
mod module_graph;
mod moves2_ui;
mod moves_ui;
mod never_lose_work;
mod objects_switchers;
mod playtest_core;
mod playtest_ui;
mod polish;
mod power_ups_view;
mod project_mode;
mod recovery_instances;
mod replay_saves;
mod s2_sprites;
mod s3k_cards_view;
mod shapes_ui;
mod special_stage;
mod sprites_view;
mod start_position;
mod tiles_chunks;
mod ui;
