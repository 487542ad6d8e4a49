//! The macro text of the disassemblies' sprite mapping and DPLC files: labels, the `mappingsTable` /
//! `mappingsTableEntry.w` tables, `spriteHeader` / `dplcHeader` blocks and their `spritePiece`,
//! `spritePiece2P` and `dplcEntry` lines (s2disasm `mappings/MapMacros.asm`), and the integer expressions
//! their arguments are written in (`$10` hex, `%101` binary, decimal, `+ - * / & | ^ << >> ~`, parentheses).
//!
//! The text is read, never assembled: each macro line becomes the values the macro would emit. Anything the
//! macros do not cover is an error naming its line (random text never panics: expressions nest at most
//! [`MAX_DEPTH`] deep and arithmetic wraps as the assembler's 32-bit words do).

use std::collections::HashMap;

/// Deepest parenthesis nesting an expression may have.
pub const MAX_DEPTH: usize = 32;

/// Why a macro file could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {message}")]
pub struct AsmError {
    /// 1-based line number in the text.
    pub line: usize,
    pub message: String,
}

/// One macro line of a header block, with its arguments evaluated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// `spritePiece xpos, ypos, width, height, tile, xflip, yflip, pal, pri` (the one-player half of
    /// `spritePiece2P`).
    Piece([i64; 9]),
    /// `dplcEntry tiles, offset`.
    Dplc([i64; 2]),
}

/// A macro file: its first table's entries (label names) and every header block by label.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MacroFile {
    /// The first `mappingsTable`'s entries, in order (frames may share a label).
    pub table: Vec<String>,
    /// Each `spriteHeader` / `dplcHeader` block's items, by its label.
    pub blocks: HashMap<String, Vec<Item>>,
}

/// Strips a comment and splits off a label: a line starting in column 0 begins with a label (`name:` or
/// `name`), as the assembler reads it. Returns (label, the rest trimmed).
fn split_line(line: &str) -> (Option<&str>, &str) {
    let code = line.split(';').next().unwrap_or("");
    if code.is_empty() {
        return (None, "");
    }
    if code.starts_with(|c: char| !c.is_whitespace()) {
        let end = code.find(|c: char| c.is_whitespace()).unwrap_or(code.len());
        // A colon ends a label even with no space after it (skdisasm `Map - Title Card S3.asm`:
        // `Map_TitleCard_Blank:dc.w 0`).
        if let Some(colon) = code[..end].find(':') {
            return (Some(&code[..colon]), code[colon + 1..].trim());
        }
        return (Some(&code[..end]), code[end..].trim());
    }
    (None, code.trim())
}

/// Splits a directive line into its name and its argument text.
fn directive(rest: &str) -> (&str, &str) {
    let end = rest.find(|c: char| c.is_whitespace()).unwrap_or(rest.len());
    (&rest[..end], rest[end..].trim())
}

/// Evaluates comma-separated arguments.
fn args(text: &str, line: usize) -> Result<Vec<i64>, AsmError> {
    text.split(',').map(|a| eval(a, &|_| None).map_err(|message| AsmError { line, message })).collect()
}

/// The most labels that may name another label's block (`.frame86:` over `.frame84:`); the games' files have a
/// handful.
pub const MAX_ALIASES: usize = 1024;

/// Reads a whole macro file. Lines other than labels, the table and header macros, `even` and blank or
/// comment lines are errors.
pub fn parse(text: &str) -> Result<MacroFile, AsmError> {
    let mut file = MacroFile::default();
    let mut in_table: Option<bool> = None; // Some(true) while the first table is being read.
    let mut block: Option<String> = None;
    // Labels on lines of their own just before a header name the same block (`.frame86:` over `.frame84:`).
    let mut pending: Vec<String> = Vec::new();
    let mut aliases: Vec<(String, String)> = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line = n + 1;
        let (label, rest) = split_line(raw);
        let (name, arg_text) = directive(rest);
        if name.is_empty() {
            if let Some(label) = label {
                pending.push(label.to_string());
                block = None;
            }
            continue;
        }
        let waiting = std::mem::take(&mut pending);
        if let Some(label) = label {
            match name {
                "spriteHeader" | "dplcHeader" => {
                    file.blocks.insert(label.to_string(), Vec::new());
                    aliases.extend(waiting.into_iter().map(|a| (a, label.to_string())));
                    block = Some(label.to_string());
                    if in_table == Some(true) {
                        in_table = Some(false);
                    }
                    continue;
                }
                "mappingsTable" => {
                    in_table = Some(in_table.is_none());
                    block = None;
                    continue;
                }
                _ => {
                    // Any other label (`X_End`, a plain label) closes the open block.
                    block = None;
                }
            }
        }
        match name {
            "" | "even" => {}
            "mappingsTableEntry.w" | "mappingsTableEntry.l" | "mappingsTableEntry" => {
                if in_table == Some(true) {
                    if arg_text.is_empty() {
                        return Err(AsmError { line, message: "a table entry names no label".into() });
                    }
                    file.table.push(arg_text.to_string());
                }
            }
            "spritePiece" | "spritePiece2P" | "dplcEntry" => {
                // After a block's `_End` label a piece is emitted but not counted by the header (obj3E's
                // unused piece): it is no part of any frame.
                let Some(current) = &block else { continue };
                let values = args(arg_text, line)?;
                let item = match (name, values.as_slice()) {
                    ("spritePiece", [a, b, c, d, e, f, g, h, i])
                    | ("spritePiece2P", [a, b, c, d, e, f, g, h, i, _, _, _, _, _]) => {
                        Item::Piece([*a, *b, *c, *d, *e, *f, *g, *h, *i])
                    }
                    ("dplcEntry", [a, b]) => Item::Dplc([*a, *b]),
                    _ => {
                        return Err(AsmError { line, message: format!("{name} with {} arguments", values.len()) });
                    }
                };
                if let Some(items) = file.blocks.get_mut(current) {
                    items.push(item);
                }
            }
            other => {
                return Err(AsmError { line, message: format!("'{}' is not a mapping or DPLC macro", excerpt(other)) });
            }
        }
    }
    // Each alias copies its block: a hostile file's 300,000 aliases of one big frame would copy it as often.
    if aliases.len() > MAX_ALIASES {
        let message = format!("{} labels name another frame's block; at most {MAX_ALIASES} are read", aliases.len());
        return Err(AsmError { line: 0, message });
    }
    for (alias, target) in aliases {
        if let Some(items) = file.blocks.get(&target).cloned() {
            file.blocks.entry(alias).or_insert(items);
        }
    }
    Ok(file)
}

/// The most bytes [`parse_data`] assembles: far above any mapping file (Sonic's are a few KiB).
pub const MAX_DATA_BYTES: usize = 1 << 20;

/// Assembles a file of data lines — `dc.b`, `dc.w`, `even`, labels — into its bytes (skdisasm writes its
/// sprite mappings as data, `Map_Ring_: dc.w word_1A9AC-Map_Ring_` …, not as macros). A label is the byte
/// offset where it stands; arguments may name labels. Anything else is an error naming its line.
pub fn parse_data(text: &str) -> Result<Vec<u8>, AsmError> {
    parse_data_labelled(text).map(|(bytes, _)| bytes)
}

/// [`parse_data`], with each label's byte offset.
pub fn parse_data_labelled(text: &str) -> Result<(Vec<u8>, HashMap<String, i64>), AsmError> {
    let size = |name: &str, arg_text: &str, at: usize, line: usize| -> Result<usize, AsmError> {
        let count = if arg_text.is_empty() { 0 } else { arg_text.split(',').count() };
        match name.to_ascii_lowercase().as_str() {
            "" => Ok(0),
            "even" => Ok(at % 2),
            "dc.b" => Ok(count),
            "dc.w" => Ok(2 * count),
            _ => Err(AsmError { line, message: format!("'{}' is not a data line (dc.b, dc.w, even)", excerpt(name)) }),
        }
    };
    let mut labels: HashMap<String, i64> = HashMap::new();
    let mut at = 0;
    for (n, raw) in text.lines().enumerate() {
        let (label, rest) = split_line(raw);
        let (name, arg_text) = directive(rest);
        if name.eq_ignore_ascii_case("even") {
            at += at % 2;
        }
        if let Some(label) = label {
            labels.insert(label.to_string(), at as i64);
        }
        if !name.eq_ignore_ascii_case("even") {
            at += size(name, arg_text, at, n + 1)?;
        }
        if at > MAX_DATA_BYTES {
            return Err(AsmError { line: n + 1, message: format!("more than {MAX_DATA_BYTES} bytes of data") });
        }
    }
    let mut out = Vec::with_capacity(at);
    let var = |name: &str| labels.get(name).copied();
    for (n, raw) in text.lines().enumerate() {
        let (_, rest) = split_line(raw);
        let (name, arg_text) = directive(rest);
        let values = || -> Result<Vec<i64>, AsmError> {
            arg_text.split(',').map(|a| eval(a, &var).map_err(|message| AsmError { line: n + 1, message })).collect()
        };
        match name.to_ascii_lowercase().as_str() {
            "even" if out.len() % 2 == 1 => out.push(0),
            "dc.b" => out.extend(values()?.into_iter().map(|v| v as u8)),
            "dc.w" => out.extend(values()?.into_iter().flat_map(|v| (v as u16).to_be_bytes())),
            _ => {}
        }
    }
    Ok((out, labels))
}

/// Reads the one `spriteHeader` block at `label` in a larger source (s2.asm keeps some mappings inline,
/// SonLVL's `mapasmlbl=` / `label=` name them): from the label's line to the next label.
pub fn parse_block_at(text: &str, label: &str) -> Result<Vec<Item>, AsmError> {
    let mut lines = text.lines().enumerate().skip_while(|(_, l)| split_line(l).0 != Some(label));
    let Some((n, first)) = lines.next() else {
        return Err(AsmError { line: 0, message: format!("no label '{}'", excerpt(label)) });
    };
    let mut block = String::from(first);
    block.push('\n');
    for (_, l) in lines {
        if split_line(l).0.is_some() {
            break;
        }
        block.push_str(l);
        block.push('\n');
    }
    let file = parse(&block).map_err(|e| AsmError { line: e.line + n, message: e.message })?;
    file.blocks
        .get(label)
        .cloned()
        .ok_or_else(|| AsmError { line: n + 1, message: format!("'{}' is not a spriteHeader", excerpt(label)) })
}

fn excerpt(text: &str) -> String {
    text.chars().take(40).collect()
}

/// Evaluates an assembler integer expression (see the module documentation); `var` gives names' values.
pub fn eval(text: &str, var: &dyn Fn(&str) -> Option<i64>) -> Result<i64, String> {
    let tokens = tokenize(text)?;
    let mut p = Parser { tokens: &tokens, at: 0, var };
    let value = p.expr(0, 0)?;
    if p.at != tokens.len() {
        return Err(format!("'{}': unexpected text after the value", excerpt(text.trim())));
    }
    Ok(value)
}

#[derive(Clone, Debug, PartialEq)]
enum Token {
    Num(i64),
    Name(String),
    Op(&'static str),
}

fn tokenize(text: &str) -> Result<Vec<Token>, String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let number = |digits: &[char], radix: u32| -> Result<i64, String> {
        let s: String = digits.iter().filter(|c| **c != '_').collect();
        u64::from_str_radix(&s, radix).map(|v| v as i64).map_err(|_| format!("'{}' is not a number", excerpt(&s)))
    };
    while i < chars.len() {
        let c = chars[i];
        let take = |from: usize, ok: &dyn Fn(char) -> bool| {
            let mut j = from;
            while j < chars.len() && ok(chars[j]) {
                j += 1;
            }
            j
        };
        if c.is_whitespace() {
            i += 1;
        } else if c == '$' {
            let j = take(i + 1, &|c| c.is_ascii_hexdigit());
            out.push(Token::Num(number(&chars[i + 1..j], 16)?));
            i = j;
        } else if c == '%' && chars.get(i + 1).is_some_and(|c| *c == '0' || *c == '1') {
            let j = take(i + 1, &|c| c == '0' || c == '1');
            out.push(Token::Num(number(&chars[i + 1..j], 2)?));
            i = j;
        } else if c.is_ascii_digit() {
            let j = take(i, &|c| c.is_ascii_alphanumeric() || c == '_');
            let word: String = chars[i..j].iter().collect();
            let value = if let Some(hex) = word.strip_prefix("0x").or_else(|| word.strip_prefix("0X")) {
                number(&hex.chars().collect::<Vec<_>>(), 16)?
            } else if let Some(hex) = word.strip_suffix(['h', 'H']) {
                number(&hex.chars().collect::<Vec<_>>(), 16)?
            } else {
                number(&chars[i..j], 10)?
            };
            out.push(Token::Num(value));
            i = j;
        } else if c.is_alphabetic() || c == '_' || c == '.' {
            let j = take(i, &|c| c.is_alphanumeric() || c == '_' || c == '.');
            out.push(Token::Name(chars[i..j].iter().collect()));
            i = j;
        } else {
            let two: String = chars[i..(i + 2).min(chars.len())].iter().collect();
            let op = match two.as_str() {
                "<<" => "<<",
                ">>" => ">>",
                _ => match c {
                    '+' => "+",
                    '-' => "-",
                    '*' => "*",
                    '/' => "/",
                    '&' => "&",
                    '|' => "|",
                    '^' => "^",
                    '~' => "~",
                    '(' => "(",
                    ')' => ")",
                    _ => return Err(format!("unexpected '{c}'")),
                },
            };
            i += op.len();
            out.push(Token::Op(op));
        }
    }
    Ok(out)
}

struct Parser<'a> {
    tokens: &'a [Token],
    at: usize,
    var: &'a dyn Fn(&str) -> Option<i64>,
}

/// Binary operators by binding strength (C's order; the assembler agrees for those used here).
fn binding(op: &str) -> Option<u8> {
    Some(match op {
        "|" => 1,
        "^" => 2,
        "&" => 3,
        "<<" | ">>" => 4,
        "+" | "-" => 5,
        "*" | "/" => 6,
        _ => return None,
    })
}

impl Parser<'_> {
    fn expr(&mut self, min: u8, depth: usize) -> Result<i64, String> {
        let mut left = self.unary(depth)?;
        while let Some(Token::Op(op)) = self.tokens.get(self.at) {
            let Some(strength) = binding(op) else { break };
            if strength <= min {
                break;
            }
            self.at += 1;
            let right = self.expr(strength, depth + 1)?;
            left = match *op {
                "|" => left | right,
                "^" => left ^ right,
                "&" => left & right,
                "<<" => left.wrapping_shl((right & 63) as u32),
                ">>" => left.wrapping_shr((right & 63) as u32),
                "+" => left.wrapping_add(right),
                "-" => left.wrapping_sub(right),
                "*" => left.wrapping_mul(right),
                _ => left.checked_div(right).ok_or("division by zero")?,
            };
        }
        Ok(left)
    }

    fn unary(&mut self, depth: usize) -> Result<i64, String> {
        if depth > MAX_DEPTH {
            return Err(format!("nested more than {MAX_DEPTH} deep"));
        }
        let token = self.tokens.get(self.at).cloned().ok_or("a value is missing")?;
        self.at += 1;
        match token {
            Token::Num(v) => Ok(v),
            Token::Name(name) => (self.var)(&name).ok_or_else(|| format!("'{}' has no value here", excerpt(&name))),
            Token::Op("-") => Ok(self.unary(depth + 1)?.wrapping_neg()),
            Token::Op("+") => self.unary(depth + 1),
            Token::Op("~") => Ok(!self.unary(depth + 1)?),
            Token::Op("(") => {
                let v = self.expr(0, depth + 1)?;
                match self.tokens.get(self.at) {
                    Some(Token::Op(")")) => {
                        self.at += 1;
                        Ok(v)
                    }
                    _ => Err("a ')' is missing".into()),
                }
            }
            Token::Op(op) => Err(format!("unexpected '{op}'")),
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn expressions() {
        let none = |_: &str| None;
        assert_eq!(eval("-$10", &none), Ok(-16));
        assert_eq!(eval("$154", &none), Ok(0x154));
        assert_eq!(eval("%101 + 3*2", &none), Ok(11));
        assert_eq!(eval("((x & 0x30) >> 4) + 1", &|n| (n == "x").then_some(0x25)), Ok(3));
        assert_eq!(eval("1 - 2 - 3", &none), Ok(-4), "left to right");
        assert_eq!(eval("1 << 2 + 1", &none), Ok(8), "+ binds tighter than <<");
        assert_eq!(eval("2 | 1 & 3", &none), Ok(3));
        assert!(eval("(1", &none).is_err());
        assert!(eval("1/0", &none).is_err());
        assert!(eval("label", &none).is_err());
    }

    /// A label's colon ends it with no space after (skdisasm `Map - Title Card S3.asm`'s
    /// `Map_TitleCard_Blank:dc.w 0`): the data on its line is read.
    #[test]
    fn a_label_joined_to_its_data() {
        let (bytes, labels) = parse_data_labelled("T:\tdc.w A-T\nA:dc.w 0\nB:\tdc.w 1\n").unwrap();
        assert_eq!(bytes, [0, 2, 0, 0, 0, 1]);
        assert_eq!((labels["A"], labels["B"]), (2, 4));
    }

    #[test]
    fn too_many_aliases_are_refused() {
        let labels = (0..=MAX_ALIASES).map(|i| format!(".a{i}:\n")).collect::<String>();
        let text = format!(".t:\tmappingsTable\n\tmappingsTableEntry.w\t.f\n{labels}.f:\tspriteHeader\n.f_End\n");
        let e = parse(&text).map(|_| ()).unwrap_err();
        assert_eq!(e.message, "1025 labels name another frame's block; at most 1024 are read");
    }

    #[test]
    fn tables_blocks_and_inline_labels() {
        let text = "Map_x:\tmappingsTable\n\tmappingsTableEntry.w\tMap_x_a\n\tmappingsTableEntry.w\tMap_x_a\n\n\
                    Map_x_a:\tspriteHeader\n\tspritePiece\t-8, -$B, 2, 2, $18, 0, 0, 1, 0 ; comment\nMap_x_a_End\n\teven\n";
        let file = parse(text).unwrap();
        assert_eq!(file.table, vec!["Map_x_a", "Map_x_a"]);
        assert_eq!(file.blocks["Map_x_a"], vec![Item::Piece([-8, -11, 2, 2, 0x18, 0, 0, 1, 0])]);
        assert_eq!(parse("\tdc.w 1\n").unwrap_err().line, 1);
        assert!(parse("a:\tspriteHeader\n\tspritePiece 1,2\n").is_err());
        let aliased = parse(
            "t:\tmappingsTable\n\tmappingsTableEntry.w\tb\nb:\na:\tdplcHeader\n\tdplcEntry\t1, 2\na_End\n\tdplcEntry\t3, 4\n",
        );
        assert_eq!(
            aliased.unwrap().blocks["b"],
            vec![Item::Dplc([1, 2])],
            "b names a's block; after a_End nothing counts"
        );
        let big = format!("junk\tdc.w 3\n{text}other:\tdc.b 0\n");
        assert_eq!(parse_block_at(&big, "Map_x_a").unwrap().len(), 1);
        assert!(parse_block_at(&big, "nothing").is_err());
    }

    proptest! {
        #[test]
        fn random_text_never_panics(text in "\\PC{0,200}", lines in proptest::collection::vec("[ \t]?[a-zA-Z_.$%0-9:,()+*/&|^~<> -]{0,40}", 0..20)) {
            let _ = parse(&text);
            let joined = lines.join("\n");
            let _ = parse(&joined);
            let _ = parse_block_at(&joined, "a");
            let _ = eval(&text, &|_| Some(1));
        }

        #[test]
        fn deep_nesting_is_an_error_not_a_crash(n in 0usize..5000) {
            let text = format!("{}1{}", "(".repeat(n), ")".repeat(n));
            let _ = eval(&text, &|_| None);
            let _ = eval(&"-".repeat(n), &|_| None);
        }
    }
}
