//! The ledger: per check, the committed list of cases known to fail.
//!
//! `ledger/<check>.txt` holds one line per failing case,
//! `path<TAB>reason`, sorted by path. Lines starting with `#` are comments.
//! Only the paths matter for the verdict; the reason is for people.

use std::collections::BTreeMap;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// Known failures of one check: path to reason, sorted by path.
pub type Ledger = BTreeMap<String, String>;

/// The ledger folder: `$LLCONV_LEDGER` if set, else this crate's `ledger/`.
pub fn dir() -> PathBuf {
    match std::env::var_os("LLCONV_LEDGER") {
        Some(d) => PathBuf::from(d),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("ledger"),
    }
}

pub fn file(check: &str) -> PathBuf {
    dir().join(format!("{check}.txt"))
}

/// Reads a check's ledger; a missing file is an empty ledger.
pub fn read(check: &str) -> Result<Ledger, String> {
    let path = file(check);
    let text = match fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Ledger::new()),
        Err(e) => return Err(format!("cannot read {}: {e}", path.display())),
    };
    Ok(parse(&text))
}

pub fn parse(text: &str) -> Ledger {
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| match l.split_once('\t') {
            Some((path, reason)) => (path.to_owned(), reason.to_owned()),
            None => (l.trim().to_owned(), String::new()),
        })
        .collect()
}

pub fn render(check: &str, ledger: &Ledger) -> String {
    let mut out = format!(
        "# Cases that fail the `{check}` check: path<TAB>reason, sorted.\n\
         # Regenerate with LLCONV_UPDATE_LEDGER=1 cargo test -p llconv-corpus-tests\n"
    );
    for (path, reason) in ledger {
        out.push_str(path);
        out.push('\t');
        out.push_str(reason);
        out.push('\n');
    }
    out
}

pub fn write(check: &str, ledger: &Ledger) -> Result<(), String> {
    let path = file(check);
    fs::create_dir_all(dir()).map_err(|e| format!("cannot create {}: {e}", dir().display()))?;
    fs::write(&path, render(check, ledger))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let mut l = Ledger::new();
        l.insert("b/x.ll".into(), "output differs at line 3".into());
        l.insert("a/y.ll".into(), "4:2: error: expected type".into());
        let text = render("text-upgrade", &l);
        assert!(text.find("a/y.ll").unwrap() < text.find("b/x.ll").unwrap());
        assert_eq!(parse(&text), l);
    }
}
