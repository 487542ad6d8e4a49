//! BizHawk movies (`.bk2`), the community's recordings of routes played in the emulator: a zip archive whose
//! `Input Log.txt` holds a `LogKey:` line naming the buttons, then one `|…|…|` line of them a frame between
//! `[Input]` and `[/Input]` (`.` released, any other character held). Read as a replay: player 1's D-pad, and
//! A, B or C as jump (all three jump in the games), from a frame the user picks (where the level starts in the
//! movie). Bounded like every reader: the archive at most [`MAX_MOVIE_BYTES`], its log at most
//! [`MAX_LOG_BYTES`] inflated, at most [`crate::limits::MAX_SCRIPT_FRAMES`] frames.

use crate::inputs::{Buttons, InputScript};
use std::io::Read;
use std::path::Path;

/// Largest `.bk2` read (a ten-hour movie's log compresses to a few megabytes).
pub const MAX_MOVIE_BYTES: u64 = 64 * 1024 * 1024;
/// Largest `Input Log.txt` inflated.
pub const MAX_LOG_BYTES: u64 = 512 * 1024 * 1024;

/// Whether a path names a BizHawk movie (by its extension, any case).
pub fn is_movie(path: &Path) -> bool {
    path.extension().is_some_and(|e| e.eq_ignore_ascii_case("bk2"))
}

/// Reads a movie file as a replay starting at movie frame `from` (0: its first frame). The error is a
/// sentence without the path (callers put it in front).
pub fn load(path: &Path, from: u64) -> Result<InputScript, String> {
    let bytes = crate::read::read_bounded(path, MAX_MOVIE_BYTES, "BizHawk movies").map_err(|e| e.to_string())?;
    script(&bytes, from)
}

/// A replay file of either kind: a BizHawk movie from its frame `from`, else an `.inputs` script
/// ([`InputScript::load`]; `from` must then be 0).
pub fn load_replay(path: &Path, from: u64) -> Result<InputScript, crate::inputs::LoadError> {
    use crate::inputs::LoadError;
    if is_movie(path) {
        return load(path, from).map_err(LoadError::Movie);
    }
    if from != 0 {
        return Err(LoadError::Movie(format!("a start frame ({from}) is for BizHawk movies (.bk2), not scripts")));
    }
    InputScript::load(path)
}

/// [`load`] on the file's bytes.
pub fn script(bytes: &[u8], from: u64) -> Result<InputScript, String> {
    let log = input_log(bytes)?;
    let frames = parse_input_log(&log)?;
    let from = usize::try_from(from).unwrap_or(usize::MAX);
    if from > frames.len() {
        return Err(format!("the movie has {} frames: it cannot start at frame {from}", frames.len()));
    }
    Ok(InputScript::from_frames(&frames[from..]))
}

/// The text of the archive's `Input Log.txt`.
fn input_log(bytes: &[u8]) -> Result<String, String> {
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes))
        .map_err(|e| format!("not a BizHawk movie (a .bk2 is a zip archive): {e}"))?;
    let index = (0..archive.len())
        .find(|&i| archive.name_for_index(i).is_some_and(|n| n.is_ok_and(|n| n.eq_ignore_ascii_case("Input Log.txt"))))
        .ok_or("the archive has no 'Input Log.txt': not a BizHawk movie")?;
    let entry = archive.by_index(index).map_err(|e| format!("Input Log.txt: {e}"))?;
    if entry.size() > MAX_LOG_BYTES {
        return Err(format!("Input Log.txt: {} bytes inflated, more than the limit of {MAX_LOG_BYTES}", entry.size()));
    }
    let mut text = Vec::new();
    entry.take(MAX_LOG_BYTES + 1).read_to_end(&mut text).map_err(|e| format!("Input Log.txt: {e}"))?;
    if text.len() as u64 > MAX_LOG_BYTES {
        return Err(format!("Input Log.txt: more than the limit of {MAX_LOG_BYTES} bytes inflated"));
    }
    String::from_utf8(text).map_err(|_| "Input Log.txt is not UTF-8 text".to_string())
}

/// Player 1's buttons of each frame of an input log. The `LogKey:` line says which button each character of a
/// frame line is (`#Reset|Power|#P1 Up|P1 Down|…`: `#` starts a group, `|` separates buttons); without one, the
/// Genesis layout `|..|UDLRABCS|` is assumed. Errors name the line.
pub fn parse_input_log(text: &str) -> Result<Vec<Buttons>, String> {
    let mut key: Option<Vec<Vec<String>>> = None;
    let mut frames = Vec::new();
    let mut inside = false;
    for (i, line) in text.lines().enumerate() {
        let line = line.trim_end_matches('\r');
        if let Some(k) = line.strip_prefix("LogKey:") {
            key = Some(
                k.split('#').filter(|g| !g.is_empty()).map(|g| g.split('|').map(str::to_string).collect()).collect(),
            );
            continue;
        }
        match line.trim() {
            "[Input]" => inside = true,
            "[/Input]" => inside = false,
            l if inside && l.starts_with('|') => {
                if frames.len() as u64 >= crate::limits::MAX_SCRIPT_FRAMES {
                    return Err(format!("more than {} frames", crate::limits::MAX_SCRIPT_FRAMES));
                }
                frames.push(frame(l, key.as_deref()).map_err(|m| format!("Input Log.txt line {}: {m}", i + 1))?);
            }
            _ => {}
        }
    }
    if frames.is_empty() {
        return Err("Input Log.txt holds no frame between [Input] and [/Input]".to_string());
    }
    Ok(frames)
}

/// One frame line's player 1 buttons.
fn frame(line: &str, key: Option<&[Vec<String>]>) -> Result<Buttons, String> {
    let groups: Vec<&str> = line.trim_matches('|').split('|').collect();
    let genesis = [
        vec!["Reset".to_string(), "Power".to_string()],
        ["Up", "Down", "Left", "Right", "A", "B", "C", "Start"].iter().map(|b| format!("P1 {b}")).collect(),
    ];
    let key = key.unwrap_or(&genesis);
    if groups.len() < key.len() {
        let found = crate::read::excerpt(line);
        return Err(format!("{} groups where the LogKey names {}: '{found}'", groups.len(), key.len()));
    }
    let mut held = Buttons::NONE;
    for (names, group) in key.iter().zip(&groups) {
        for (name, c) in names.iter().zip(group.chars()) {
            if c == '.' || c == ' ' {
                continue;
            }
            let button = match name.as_str() {
                "P1 Up" => Buttons::UP,
                "P1 Down" => Buttons::DOWN,
                "P1 Left" => Buttons::LEFT,
                "P1 Right" => Buttons::RIGHT,
                "P1 A" | "P1 B" | "P1 C" => Buttons::JUMP,
                _ => Buttons::NONE,
            };
            held = held.union(button);
        }
    }
    Ok(held)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    /// A movie as BizHawk writes it: the log in a zip with its other files.
    pub fn movie(log: &str) -> Vec<u8> {
        let mut out = std::io::Cursor::new(Vec::new());
        let mut zip = zip::ZipWriter::new(&mut out);
        let options = zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Deflated);
        zip.start_file("Header.txt", options).expect("header");
        zip.write_all(b"MovieVersion BizHawk v2.0\nPlatform GEN\n").expect("write");
        zip.start_file("Input Log.txt", options).expect("log");
        zip.write_all(log.as_bytes()).expect("write");
        zip.finish().expect("finish");
        out.into_inner()
    }

    const LOG: &str = "[Input]\nLogKey:#Reset|Power|#P1 Up|P1 Down|P1 Left|P1 Right|P1 A|P1 B|P1 C|P1 Start|\
                       #P2 Up|P2 Down|P2 Left|P2 Right|P2 A|P2 B|P2 C|P2 Start|\n\
                       |..|........|........|\n|..|...R....|UDLRABCS|\n|..|...R.B..|........|\n\
                       |..|..L...C.|........|\n[/Input]\n";

    #[test]
    fn player_one_from_the_frame_asked_for() {
        let frames = parse_input_log(LOG).expect("parses");
        let (r, j, l) = (Buttons::RIGHT, Buttons::JUMP, Buttons::LEFT);
        assert_eq!(frames, [Buttons::NONE, r, r.union(j), l.union(j)], "player 2's buttons are not player 1's");
        let bytes = movie(LOG);
        assert_eq!(script(&bytes, 1).expect("loads").frames().collect::<Vec<_>>(), frames[1..]);
        assert_eq!(script(&bytes, 4).expect("empty at the end").len(), 0);
        assert_eq!(script(&bytes, 5).unwrap_err(), "the movie has 4 frames: it cannot start at frame 5");
    }

    #[test]
    fn what_is_not_a_movie_says_why() {
        assert!(script(b"not a zip", 0).unwrap_err().starts_with("not a BizHawk movie"));
        let mut out = std::io::Cursor::new(Vec::new());
        let mut zip = zip::ZipWriter::new(&mut out);
        zip.start_file("other.txt", zip::write::SimpleFileOptions::default()).expect("file");
        zip.finish().expect("finish");
        assert_eq!(
            script(&out.into_inner(), 0).unwrap_err(),
            "the archive has no 'Input Log.txt': not a BizHawk movie"
        );
        assert_eq!(
            parse_input_log("[Input]\n[/Input]\n").unwrap_err(),
            "Input Log.txt holds no frame between [Input] and [/Input]"
        );
        let short = "[Input]\nLogKey:#Reset|Power|#P1 Up|\n|..|\n[/Input]\n";
        assert!(
            parse_input_log(short).unwrap_err().starts_with("Input Log.txt line 3: 1 groups where the LogKey names 2")
        );
    }

    proptest::proptest! {
        /// Any bytes: a replay or a sentence, never a panic.
        #[test]
        fn any_bytes_give_a_script_or_an_error(bytes in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..2048)) {
            let _ = script(&bytes, 0);
            let _ = parse_input_log(&String::from_utf8_lossy(&bytes));
        }
    }
}
