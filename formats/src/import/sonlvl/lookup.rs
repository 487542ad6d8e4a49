//! Finding a project's files whatever the case of their names: SonLVL runs on Windows, whose file names ignore
//! case, and the projects rely on it (skdisasm's `SonLVL.ini` names `../Levels/Misc/Angles.bin`; the file is
//! `angles.bin`). A name is matched without regard to (ASCII) case only when the exact name is not there, one
//! path component at a time; two names that differ only in case are an error rather than a guess.

use std::path::{Component, Path, PathBuf};

/// The file `path` names: itself when it exists, else the one path whose components match it ignoring case.
/// A path nothing matches is returned as given (the caller reports it missing, under the name the project
/// wrote); a component that matches several names is an error naming them.
pub fn find(path: &Path) -> Result<PathBuf, String> {
    if std::fs::symlink_metadata(path).is_ok() {
        return Ok(path.to_path_buf());
    }
    let mut found = PathBuf::new();
    for component in path.components() {
        let Component::Normal(name) = component else {
            found.push(component.as_os_str());
            continue;
        };
        let exact = found.join(name);
        if std::fs::symlink_metadata(&exact).is_ok() {
            found = exact;
            continue;
        }
        let dir = if found.as_os_str().is_empty() { Path::new(".") } else { found.as_path() };
        let Ok(entries) = std::fs::read_dir(dir) else { return Ok(path.to_path_buf()) };
        let wanted = name.to_string_lossy();
        let mut matches: Vec<std::ffi::OsString> = entries
            .filter_map(Result::ok)
            .map(|e| e.file_name())
            .filter(|n| n.to_string_lossy().eq_ignore_ascii_case(&wanted))
            .collect();
        matches.sort();
        match matches.as_slice() {
            [] => return Ok(path.to_path_buf()),
            [one] => found.push(one),
            several => {
                let names: Vec<String> = several.iter().map(|n| n.to_string_lossy().into_owned()).collect();
                return Err(format!(
                    "{} is not there, and {} in {} match it ignoring case: rename all but one",
                    path.display(),
                    names.join(" and "),
                    dir.display()
                ));
            }
        }
    }
    Ok(found)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn exact_names_first_then_any_case_and_ambiguity_is_an_error() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("Misc")).unwrap();
        std::fs::write(dir.path().join("Misc/angles.bin"), [0]).unwrap();
        let wanted = dir.path().join("misc/Angles.bin");
        assert_eq!(find(&wanted).unwrap(), dir.path().join("Misc/angles.bin"));
        let missing = dir.path().join("MISC/none.bin");
        assert_eq!(find(&missing).unwrap(), missing);
        std::fs::write(dir.path().join("Misc/ANGLES.bin"), [0]).unwrap();
        // Both exist, neither exactly: no guess.
        let e = find(&wanted).unwrap_err();
        assert!(e.contains("ANGLES.bin and angles.bin"), "{e}");
        // The exact name always wins.
        assert_eq!(find(&dir.path().join("Misc/angles.bin")).unwrap(), dir.path().join("Misc/angles.bin"));
    }
}
