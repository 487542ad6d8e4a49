//! Solid tiles, the flattened terrain and the sensors that read them.

mod flattened;
mod scenarios;
mod sensor_props;
mod sensors;
