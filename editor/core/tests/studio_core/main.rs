//! The editor core's integration tests, one binary with a module per topic.

mod command_props;
mod lint_games;
mod samples;
mod sweep_games;
