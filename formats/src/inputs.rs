//! Input scripts (`.inputs`): the format the real-game traces use, shared by `spg-studio sim` and the
//! editor's replays.
//!
//! One segment a line: `<frames> <buttons>`, buttons `-` (none) or a `+`-joined set of `U D L R J`
//! (J = jump: A, B and C all jump). `#` starts a comment; blank lines are ignored. Input applies on the
//! frame it is held.

use std::fmt;

/// The buttons held during one frame, as a bit set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Buttons(u8);

impl Buttons {
    pub const NONE: Buttons = Buttons(0);
    pub const UP: Buttons = Buttons(1);
    pub const DOWN: Buttons = Buttons(2);
    pub const LEFT: Buttons = Buttons(4);
    pub const RIGHT: Buttons = Buttons(8);
    pub const JUMP: Buttons = Buttons(16);
    const LETTERS: [(char, Buttons); 5] =
        [('U', Self::UP), ('D', Self::DOWN), ('L', Self::LEFT), ('R', Self::RIGHT), ('J', Self::JUMP)];

    pub const fn bits(self) -> u8 {
        self.0
    }
    pub const fn from_bits(bits: u8) -> Self {
        Buttons(bits & 31)
    }
    pub const fn contains(self, other: Buttons) -> bool {
        self.0 & other.0 == other.0 && other.0 != 0
    }
    pub const fn union(self, other: Buttons) -> Self {
        Buttons(self.0 | other.0)
    }
    /// Buttons held now that were not held the frame before (the games' "pressed" byte).
    pub const fn pressed_since(self, previous: Buttons) -> Self {
        Buttons(self.0 & !previous.0)
    }
    pub const fn up(self) -> bool {
        self.contains(Self::UP)
    }
    pub const fn down(self) -> bool {
        self.contains(Self::DOWN)
    }
    pub const fn left(self) -> bool {
        self.contains(Self::LEFT)
    }
    pub const fn right(self) -> bool {
        self.contains(Self::RIGHT)
    }
    pub const fn jump(self) -> bool {
        self.contains(Self::JUMP)
    }

    /// Parses `-` or a `+`-joined set of `U D L R J` (case-insensitive).
    pub fn parse(text: &str) -> Result<Self, String> {
        if text == "-" {
            return Ok(Buttons::NONE);
        }
        let mut buttons = Buttons::NONE;
        for part in text.split('+') {
            let mut chars = part.chars();
            let not_a_button = || format!("'{}' is not a button (use U, D, L, R, J or -)", crate::read::excerpt(part));
            let (Some(c), None) = (chars.next(), chars.next()) else {
                return Err(not_a_button());
            };
            let Some((_, b)) = Self::LETTERS.iter().find(|(l, _)| l.eq_ignore_ascii_case(&c)) else {
                return Err(not_a_button());
            };
            buttons = buttons.union(*b);
        }
        Ok(buttons)
    }
}

impl fmt::Display for Buttons {
    /// The script spelling: `-`, or e.g. `R+J`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<String> =
            Self::LETTERS.iter().filter(|(_, b)| self.contains(*b)).map(|(l, _)| l.to_string()).collect();
        if names.is_empty() { f.write_str("-") } else { f.write_str(&names.join("+")) }
    }
}

/// An input script: segments of (frame count, buttons held).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct InputScript {
    pub segments: Vec<(u32, Buttons)>,
}

/// Longest script accepted, in frames (see [`crate::limits::MAX_SCRIPT_FRAMES`]).
pub use crate::limits::MAX_SCRIPT_FRAMES;

/// A problem in a script, with its 1-based line.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {message}")]
pub struct ScriptError {
    pub line: usize,
    pub message: String,
}

/// Why a script file could not be loaded. The messages leave out the path: callers put it in front.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error(transparent)]
    Read(#[from] crate::read::ReadError),
    #[error(transparent)]
    Script(#[from] ScriptError),
    /// A BizHawk movie that cannot be read as a replay (the sentence says why).
    #[error("{0}")]
    Movie(String),
}

/// Parses a frame count: a whole number of at most [`MAX_SCRIPT_FRAMES`]. `text` is quoted (shortened) in
/// the error. Shared by scripts and `sim --frames`.
pub fn parse_frame_count(text: &str) -> Result<u64, String> {
    let quoted = crate::read::excerpt(text);
    // A leading '+' has always been accepted (it is what `u32::from_str` allows).
    let digits = text.strip_prefix('+').unwrap_or(text);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("'{quoted}' is not a frame count (a whole number of frames)"));
    }
    match digits.parse::<u64>() {
        Ok(n) if n <= MAX_SCRIPT_FRAMES => Ok(n),
        _ => Err(format!("'{quoted}' frames is more than the limit of {MAX_SCRIPT_FRAMES} frames")),
    }
}

impl InputScript {
    /// Reads and parses a script file (at most [`crate::limits::MAX_SCRIPT_BYTES`], UTF-8). A BizHawk movie
    /// is read by [`crate::bk2::load_replay`].
    pub fn load(path: &std::path::Path) -> Result<Self, LoadError> {
        let text = crate::read::read_text_bounded(path, crate::limits::MAX_SCRIPT_BYTES, "input scripts")?;
        Ok(Self::parse(&text)?)
    }

    /// Parses a script.
    pub fn parse(text: &str) -> Result<Self, ScriptError> {
        let mut segments = Vec::new();
        let mut total: u64 = 0;
        for (i, raw) in text.lines().enumerate() {
            let err = |message: String| ScriptError { line: i + 1, message };
            let line = raw.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let mut words = line.split_whitespace();
            let (Some(count), Some(buttons), None) = (words.next(), words.next(), words.next()) else {
                let found = crate::read::excerpt(line);
                return Err(err(format!("expected '<frames> <buttons>', found '{found}'")));
            };
            // At most MAX_SCRIPT_FRAMES, so it fits a u32 segment.
            let count = parse_frame_count(count).map_err(err)? as u32;
            let buttons = Buttons::parse(buttons).map_err(err)?;
            total += count as u64;
            if total > MAX_SCRIPT_FRAMES {
                return Err(err(format!("the script is longer than the limit of {MAX_SCRIPT_FRAMES} frames")));
            }
            if count > 0 {
                segments.push((count, buttons));
            }
        }
        Ok(InputScript { segments })
    }

    /// Builds a script from one entry per frame, merging runs of equal input.
    pub fn from_frames(frames: &[Buttons]) -> Self {
        let mut segments: Vec<(u32, Buttons)> = Vec::new();
        for &b in frames {
            match segments.last_mut() {
                Some((n, last)) if *last == b => *n += 1,
                _ => segments.push((1, b)),
            }
        }
        InputScript { segments }
    }

    /// Total frames.
    pub fn len(&self) -> u64 {
        self.segments.iter().map(|(n, _)| *n as u64).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The buttons held on each frame, in order (frame 1 first).
    pub fn frames(&self) -> impl Iterator<Item = Buttons> + '_ {
        self.segments.iter().flat_map(|&(n, b)| std::iter::repeat_n(b, n as usize))
    }

    /// The script as text, one segment a line.
    pub fn to_text(&self) -> String {
        self.segments.iter().map(|(n, b)| format!("{n} {b}\n")).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_trace_format() {
        let s = InputScript::parse("# comment\n10 -\n20 D\n1 D+J # trailing\n\n400 R\n").unwrap();
        assert_eq!(
            s.segments,
            vec![
                (10, Buttons::NONE),
                (20, Buttons::DOWN),
                (1, Buttons::DOWN.union(Buttons::JUMP)),
                (400, Buttons::RIGHT)
            ]
        );
        assert_eq!(s.len(), 431);
        let frames: Vec<Buttons> = s.frames().collect();
        assert_eq!(frames[9], Buttons::NONE);
        assert_eq!(frames[10], Buttons::DOWN);
        assert!(frames[30].jump() && frames[30].down());
        assert_eq!(s.to_text(), "10 -\n20 D\n1 D+J\n400 R\n");
    }

    #[test]
    fn errors_name_the_line() {
        assert_eq!(InputScript::parse("10 -\n5 X\n").unwrap_err().line, 2);
        assert_eq!(InputScript::parse("ten R").unwrap_err().line, 1);
        assert_eq!(InputScript::parse("1 R J").unwrap_err().line, 1);
        assert_eq!(InputScript::parse("1 RJ").unwrap_err().line, 1);
        assert!(InputScript::parse("4000000000 R\n4000000000 R\n4000000000 R").is_err());
    }

    #[test]
    fn errors_say_the_cap_and_quote_short_and_escaped() {
        let e = InputScript::parse("1000000000000 R").unwrap_err();
        assert_eq!(e.to_string(), "line 1: '1000000000000' frames is more than the limit of 12000000 frames");
        let e = InputScript::parse("-5 R").unwrap_err();
        assert_eq!(e.to_string(), "line 1: '-5' is not a frame count (a whole number of frames)");
        let e = InputScript::parse("6000000 R\n6000001 L").unwrap_err();
        assert_eq!(e.to_string(), "line 2: the script is longer than the limit of 12000000 frames");
        assert_eq!(InputScript::parse("12000000 R").map(|s| s.len()), Ok(12_000_000));
        let garbage = format!("\u{1b}[2J{}", "x".repeat(5000));
        let e = InputScript::parse(&garbage).unwrap_err();
        // 40 characters as shown: the escape (6), "[2J" and 31 x.
        let shown = format!("\\u{{1b}}[2J{}…", "x".repeat(31));
        assert_eq!(e.to_string(), format!("line 1: expected '<frames> <buttons>', found '{shown}'"));
        let e = InputScript::parse("1 R+\u{7}bell").unwrap_err();
        assert_eq!(e.to_string(), "line 1: '\\u{7}bell' is not a button (use U, D, L, R, J or -)");
        assert_eq!(parse_frame_count("+3"), Ok(3));
        assert_eq!(parse_frame_count("+"), Err("'+' is not a frame count (a whole number of frames)".into()));
        assert_eq!(parse_frame_count("3.5"), Err("'3.5' is not a frame count (a whole number of frames)".into()));
        assert_eq!(parse_frame_count("007"), Ok(7));
    }

    #[test]
    fn pressed_is_held_now_and_not_before() {
        let rj = Buttons::RIGHT.union(Buttons::JUMP);
        assert_eq!(rj.pressed_since(Buttons::RIGHT), Buttons::JUMP);
        assert_eq!(rj.pressed_since(rj), Buttons::NONE);
        assert_eq!(Buttons::from_bits(0xFF).to_string(), "U+D+L+R+J");
        assert_eq!(InputScript::from_frames(&[Buttons::NONE, Buttons::NONE, Buttons::RIGHT]).to_text(), "2 -\n1 R\n");
    }

    proptest::proptest! {
        #[test]
        fn never_panics_and_round_trips(text in "\\PC{0,200}") {
            if let Ok(s) = InputScript::parse(&text) {
                proptest::prop_assert_eq!(InputScript::parse(&s.to_text()).unwrap(), s);
            }
        }
    }
}
