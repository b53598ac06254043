//! The corpus manifest: one [`Case`] per row of `MANIFEST.tsv`.

use std::fs;
use std::path::{Path, PathBuf};

/// What LLVM 22 made of a case (the manifest's `kind` column).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Kind {
    /// `X.ll` that llvm-as-22 accepts; `X.ll.expected` is llvm-dis-22's text.
    Valid,
    /// `X.ll` that llvm-as-22 rejects while parsing.
    ParseError,
    /// `X.ll` that parses but that the verifier rejects.
    VerifyError,
    /// Old-release bitcode `X.bc` that llvm-dis-22 reads.
    BcValid,
    /// Malformed bitcode `X.bc` that llvm-dis-22 rejects.
    BcRejected,
    /// A kind this harness does not know yet.
    Other(String),
}

impl Kind {
    fn parse(s: &str) -> Kind {
        match s {
            "valid" => Kind::Valid,
            "parse-error" => Kind::ParseError,
            "verify-error" => Kind::VerifyError,
            "bc-valid" => Kind::BcValid,
            "bc-rejected" => Kind::BcRejected,
            other => Kind::Other(other.to_owned()),
        }
    }
}

/// One row of the manifest.
#[derive(Debug, Clone)]
pub struct Case {
    /// The input's path relative to the corpus root, as the manifest spells it.
    pub path: String,
    pub kind: Kind,
    /// Older bitcode writers that accepted the input (`v14`, `v16`, `v19`).
    pub versions: Vec<String>,
    /// The free-form flags column: `unstable`, or LLVM's message for rejected cases.
    pub flags: String,
    /// The corpus root.
    pub root: PathBuf,
}

impl Case {
    /// The input file.
    pub fn input(&self) -> PathBuf {
        self.root.join(&self.path)
    }

    /// A file beside the input: `sibling(".expected")` is `X.ll.expected`.
    pub fn sibling(&self, suffix: &str) -> PathBuf {
        self.root.join(format!("{}{}", self.path, suffix))
    }

    /// The input's file name without its folder. The LLVM tools ran in the
    /// case's own folder on this name, so it is the module's default
    /// `source_filename`.
    pub fn file_name(&self) -> &str {
        self.path.rsplit('/').next().unwrap_or(&self.path)
    }

    /// LLVM itself does not round-trip `X.ll.expected`.
    pub fn is_unstable(&self) -> bool {
        self.kind == Kind::Valid && self.flags.split(',').any(|f| f.trim() == "unstable")
    }

    /// Reads a file of this case, with the path in the error.
    pub fn read(&self, path: &Path) -> Result<Vec<u8>, String> {
        fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
    }
}

/// Reads `root/MANIFEST.tsv`. Rows are `path<TAB>kind<TAB>versions<TAB>flags`;
/// blank lines and lines starting with `#` are skipped.
pub fn load(root: &Path) -> Result<Vec<Case>, String> {
    let manifest = root.join("MANIFEST.tsv");
    let text = fs::read_to_string(&manifest)
        .map_err(|e| format!("cannot read {}: {e}", manifest.display()))?;
    let mut cases = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let mut cols = line.split('\t');
        let (Some(path), Some(kind)) = (cols.next(), cols.next()) else {
            return Err(format!(
                "{}:{}: expected path<TAB>kind",
                manifest.display(),
                i + 1
            ));
        };
        let versions = cols
            .next()
            .unwrap_or("")
            .split(',')
            .filter(|v| !v.is_empty())
            .map(str::to_owned)
            .collect();
        let flags = cols.next().unwrap_or("").to_owned();
        cases.push(Case {
            path: path.to_owned(),
            kind: Kind::parse(kind),
            versions,
            flags,
            root: root.to_owned(),
        });
    }
    cases.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(cases)
}
