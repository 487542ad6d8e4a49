//! Hard limits on every file read and on what a level may contain. Generous for real data (Sonic 2's largest
//! act is 128x16 chunks of 128 px, 256 chunks, 256 tiles; its largest file a 13 KiB chunk table), small enough
//! that nothing a file says can exhaust memory or run for hours. `formats/README.md` ("Limits") lists
//! them all; keep the two in step.
//!
//! Its own module because `read` (file sizes), `level` (the layout's deserialiser refuses huge grids before
//! allocating), `inputs` and `validate` read them.

/// The VDP's pattern RAM holds 2048 patterns (64 KiB): a pattern word's 11 index bits (a level's own art,
/// `art_edits`, and every art file read).
pub const MAX_PATTERNS: usize = 2048;
/// Block mappings a chunk can address: a chunk entry's 10 block-index bits (the games' levels use up to 800,
/// Aquatic Ruin's).
pub const MAX_BLOCKS: usize = 1024;
/// Colours in a full palette (4 lines of 16).
pub const PALETTE_COLOURS: usize = 64;
/// The bits a Mega Drive colour word may set (`0000 BBB0 GGG0 RRR0`).
pub const COLOUR_BITS: u16 = 0x0EEE;

/// Largest level file read, in bytes.
pub const MAX_FILE_BYTES: u64 = 64 * 1024 * 1024;
/// Largest `.inputs` script read, in bytes: a script as long as [`MAX_SCRIPT_FRAMES`] that changes buttons
/// every few frames fits.
pub const MAX_SCRIPT_BYTES: u64 = 64 * 1024 * 1024;
/// Longest run, in frames (about 55 hours at 60 Hz): the most a script may hold and the most `sim --frames`
/// may ask for.
pub const MAX_SCRIPT_FRAMES: u64 = 12_000_000;
/// Largest SonLVL project file (`SonLVL.ini`) read, in bytes. Sonic 2's is 20 KB.
pub const MAX_INI_BYTES: u64 = 4 * 1024 * 1024;
/// Largest file an importer reads besides the project file (collision arrays, Kosinski files, object, ring
/// and start-position files), in bytes. Sonic 2's biggest is a 13 KiB compressed chunk table; the limit only
/// keeps a wrong path (a ROM, a video) from being read into memory.
pub const MAX_IMPORT_FILE_BYTES: u64 = 1024 * 1024;
/// Most bytes a Kosinski stream may decompress to. Sonic 2's chunk tables, the largest, are 32 KiB.
pub const MAX_KOSINSKI_OUTPUT: usize = 1024 * 1024;
/// Deepest nesting of RON values read. A level nests about 5 deep; the limit stops stack overflows on
/// hostile input like ten thousand `[`.
pub const MAX_NESTING: usize = 32;
/// Layout cells per side.
pub const MAX_LAYOUT_SIDE: usize = 1024;
/// Layout cells in all.
pub const MAX_LAYOUT_CELLS: usize = 1 << 16;
pub const MAX_TILES: usize = 4096;
pub const MAX_CHUNKS: usize = 4096;
pub const MAX_OBJECTS: usize = 65_536;
pub const MAX_SWITCHERS: usize = 4096;
/// Longest level name, in bytes.
pub const MAX_NAME_BYTES: usize = 256;
/// Coordinates (positions, bounds, water) must lie within ±this many pixels.
pub const MAX_COORDINATE: i32 = 1 << 20;
/// Spikes in one row. The games' spike objects hold 1 to 8 (Sonic 2's Obj36 subtypes); 16 leaves room.
pub const MAX_SPIKES: u8 = 16;
/// Logs in one bridge. Sonic 1's and Sonic 2's bridges hold up to 16 logs of 16 px; 64 leaves room.
pub const MAX_BRIDGE_LOGS: u8 = 64;
/// Widest platform in pixels (eight screens' worth of 128 px chunks).
pub const MAX_PLATFORM_WIDTH: u16 = 1024;
/// Farthest a moving platform swings from its placement, in pixels.
pub const MAX_PLATFORM_RANGE: u16 = 1024;
