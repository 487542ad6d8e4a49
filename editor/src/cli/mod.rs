//! Headless subcommands of `spg-studio`, one file each.
//!
//! Their output is a result: a write that fails (a full disk, a closed pipe, a closed stdout) makes the command
//! fail with a message on stderr instead of reporting success.

pub mod check;
pub mod export;
pub mod import;
pub mod render;
pub mod sim;
pub mod sweep;

/// Whether stdout was closed when the program started (`>&-`). Rust's runtime then opens `/dev/null` in its
/// place (read-write, where a shell's `> /dev/null` opens it write-only), so writes "succeed" and the output
/// is silently lost; the commands refuse instead. Only known on Linux (from `/proc`); elsewhere false.
pub fn stdout_is_closed() -> bool {
    #[cfg(target_os = "linux")]
    {
        let is_null = std::fs::read_link("/proc/self/fd/1").is_ok_and(|p| p == std::path::Path::new("/dev/null"));
        if !is_null {
            return false;
        }
        // fdinfo's `flags:` is the open mode in octal; O_ACCMODE = 3, O_RDWR = 2.
        let flags = std::fs::read_to_string("/proc/self/fdinfo/1").ok().and_then(|info| {
            let line = info.lines().find_map(|l| l.strip_prefix("flags:"))?;
            u32::from_str_radix(line.trim(), 8).ok()
        });
        flags.is_some_and(|f| f & 3 == 2)
    }
    #[cfg(not(target_os = "linux"))]
    false
}
