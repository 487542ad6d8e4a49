//! The INI text of a SonLVL project, parsed here rather than with a crate: SonLVL's files have a global part
//! before the first header, section names with spaces and backslashes (`[2 Player\\Emerald Hill Zone Act 1]`,
//! kept verbatim, no escape processing), the same keys in every section, and section order matters for
//! listing levels. Lines are `[section]`, `key=value`, blank, or comments starting with `;` or `#`.
//!
//! The exporter ([`crate::export::sonlvl`]), the art loader ([`crate::art`]) and the sprite definitions read
//! projects through [`super::Project`], which wraps this.

use std::collections::HashMap;

/// A parsed INI: the global entries (before the first header) and the sections in file order, a section
/// repeated in the file merged into its first appearance (its entries appended in file order).
pub(super) struct Ini {
    global: Vec<(String, String)>,
    sections: Vec<(String, Vec<(String, String)>)>,
    /// Section name → index into `sections`, so that parsing and every look-up stay linear.
    index: HashMap<String, usize>,
}

impl Ini {
    /// Parses the text; an error is the line number (from 1) and what is wrong with it.
    pub(super) fn parse(text: &str) -> Result<Self, (usize, String)> {
        let mut ini = Ini { global: Vec::new(), sections: Vec::new(), index: HashMap::new() };
        let mut current: Option<usize> = None;
        for (n, line) in text.trim_start_matches('\u{feff}').lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with(';') || line.starts_with('#') {
                continue;
            }
            if let Some(rest) = line.strip_prefix('[') {
                let Some(name) = rest.strip_suffix(']') else {
                    return Err((n + 1, "section header without a closing ']'".to_string()));
                };
                let name = name.trim();
                let next = ini.sections.len();
                let at = *ini.index.entry(name.to_string()).or_insert(next);
                if at == next {
                    ini.sections.push((name.to_string(), Vec::new()));
                }
                current = Some(at);
                continue;
            }
            let Some((key, value)) = line.split_once('=') else {
                return Err((n + 1, format!("expected [section] or key=value, found '{}'", excerpt(line))));
            };
            let entry = (key.trim().to_string(), value.trim().to_string());
            match current {
                Some(at) => ini.sections[at].1.push(entry),
                None => ini.global.push(entry),
            }
        }
        Ok(ini)
    }

    /// Section names in first-appearance order, each once.
    pub(super) fn section_names(&self) -> impl Iterator<Item = &str> {
        self.sections.iter().map(|(name, _)| name.as_str())
    }

    /// Whether the section exists.
    pub(super) fn has_section(&self, section: &str) -> bool {
        self.index.contains_key(section)
    }

    /// Every section name, in file order.
    pub(super) fn section_list(&self) -> Vec<String> {
        self.section_names().map(str::to_string).collect()
    }

    /// A key of the section only (the last value wins when repeated).
    pub(super) fn get_in(&self, section: &str, key: &str) -> Option<&str> {
        let (_, entries) = &self.sections[*self.index.get(section)?];
        entries.iter().rfind(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }

    /// A key of the global part only (the last value wins when repeated).
    pub(super) fn get_global(&self, key: &str) -> Option<&str> {
        self.global.iter().rfind(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }

    /// A key of the section, else of the global part.
    pub(super) fn get(&self, section: &str, key: &str) -> Option<&str> {
        self.get_in(section, key).or_else(|| self.get_global(key))
    }
}

/// The relative path in an INI file entry. SonLVL entries can list several files (`a|b`) or add
/// `:offset` / `:label` parts; only a single file is accepted here, with labels allowed where SonLVL uses them.
pub(super) fn entry_path(value: &str, labels_allowed: bool) -> Result<String, String> {
    // SonLVL lists several start positions (`level.bin:Sonic:Level Start|demo.bin:Sonic:Credits Demo 1`); the
    // first is the level's own.
    let value = if labels_allowed { value.split('|').next().unwrap_or(value) } else { value };
    if value.contains('|') {
        return Err("several files joined with '|' are not supported here".to_string());
    }
    // A colon at index 1 after a letter is a Windows drive (`C:\…`), not a separator.
    let b = value.as_bytes();
    let start = if b.len() > 1 && b[1] == b':' && b[0].is_ascii_alphabetic() { 2 } else { 0 };
    let path = match value[start..].find(':') {
        Some(i) if labels_allowed => &value[..start + i],
        Some(_) => return Err("extra ':…' parts (offsets) are not supported here".to_string()),
        None => value,
    };
    let path = path.trim();
    if path.is_empty() {
        return Err("no file name".to_string());
    }
    // SonLVL runs on Windows; its projects may use backslashes.
    Ok(path.replace('\\', "/"))
}

/// The path of the `startpos=` entry labelled for `sprite` (`…/Knuckles/1.bin:Knuckles:Knuckles Start`): SonLVL
/// lists one start per character and demo, joined with `|`, each `file:sprite:name`. `None`: no such entry.
pub(super) fn labelled_start(value: &str, sprite: &str) -> Option<Result<String, String>> {
    value.split('|').find_map(|part| {
        // A colon at index 1 after a letter is a Windows drive (`C:\…`), not a separator.
        let b = part.as_bytes();
        let start = if b.len() > 1 && b[1] == b':' && b[0].is_ascii_alphabetic() { 2 } else { 0 };
        let label = part[start..].split(':').nth(1)?;
        label.trim().eq_ignore_ascii_case(sprite).then(|| entry_path(part, true))
    })
}

/// Quotes a value from the INI in a message: escaped and shortened ([`crate::read::excerpt`]).
pub(super) fn excerpt(value: &str) -> String {
    crate::read::excerpt(value)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn ini_global_part_sections_and_lookup() {
        let ini = Ini::parse(
            "\u{feff}version=S2\r\ncolarr1=a.bin\n; comment\n[Zone A]\nchunks=x.kos\n\n[2 Player\\\\Zone A]\n\
             displayname=Zone A (2P)\ncolarr1=b.bin\n[Zone A]\nchunks=y.kos\n",
        )
        .unwrap();
        assert_eq!(ini.section_names().collect::<Vec<_>>(), vec!["Zone A", "2 Player\\\\Zone A"]);
        assert_eq!(ini.get("Zone A", "chunks"), Some("y.kos"));
        assert_eq!(ini.get("Zone A", "colarr1"), Some("a.bin"));
        assert_eq!(ini.get("2 Player\\\\Zone A", "colarr1"), Some("b.bin"));
        assert_eq!(ini.get("Zone A", "version"), Some("S2"));
        assert_eq!(ini.get_in("Zone A", "version"), None);
        assert_eq!(ini.get_global("chunks"), None);
        assert_eq!(
            Ini::parse("[ok]\nnot a pair\n").err(),
            Some((2, "expected [section] or key=value, found 'not a pair'".to_string()))
        );
        assert_eq!(Ini::parse("[open\n").err().map(|e| e.0), Some(1));
    }

    #[test]
    fn entry_paths() {
        assert_eq!(
            entry_path("../startpos/EHZ_1.bin:Sonic:Level Start", true),
            Ok("../startpos/EHZ_1.bin".to_string())
        );
        assert_eq!(entry_path("..\\level\\layout\\EHZ_1.kos", false), Ok("../level/layout/EHZ_1.kos".to_string()));
        assert_eq!(entry_path("C:\\data\\x.bin:Sonic", true), Ok("C:/data/x.bin".to_string()));
        assert!(entry_path("a.kos|b.kos:0x3F80", false).is_err());
        assert!(entry_path("a.kos:0x100", false).is_err());
        assert!(entry_path(" ", false).is_err());
    }

    #[test]
    fn labelled_starts() {
        let value = "../S/1.bin:Sonic:Sonic Start|..\\K\\1.bin:Knuckles:Knuckles Start";
        assert_eq!(labelled_start(value, "Knuckles"), Some(Ok("../K/1.bin".to_string())));
        assert_eq!(labelled_start(value, "knuckles"), Some(Ok("../K/1.bin".to_string())));
        assert_eq!(labelled_start(value, "Sonic"), Some(Ok("../S/1.bin".to_string())));
        assert_eq!(labelled_start("../startpos/EHZ_1.bin:Sonic:Level Start", "Knuckles"), None);
        assert_eq!(labelled_start("C:\\K.bin:Knuckles", "Knuckles"), Some(Ok("C:/K.bin".to_string())));
    }
}
