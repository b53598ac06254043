//! Seed inputs from the shared corpus (`MANIFEST.tsv` and the files beside
//! each case), per target: the fuzzers' seed corpora (see the
//! `seed_corpus` example) and the stable replay tests read the same lists.

use crate::Target;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// Inputs the round-trip targets leave out, with the reason. Everything
/// else in the corpus goes through every target.
///
/// - Cases flagged `unstable` in the manifest: LLVM itself does not give
///   their text back after a round trip, so neither do we.
/// - `verify-error` cases: invalid modules (an attribute where it does not
///   apply, say) that our parser accepts and LLVM's verifier rejects; the
///   verifier is not built yet, and their prints need not parse back alike.
/// - [`OLD_SUMMARY_GAPS`]: old combined-summary bitcode whose value names
///   the reader does not tie to the summary's entries yet.
///
/// Besides, `bitcode_roundtrip`'s seeds are LLVM 22's bitcode only
/// (`.v22.bc`): see [`OLD_BITCODE_GAPS`].
pub fn roundtrip_excludes(case: &Case) -> bool {
    case.flags.split(',').any(|f| f == "unstable")
        || case.kind == "verify-error"
        || OLD_SUMMARY_GAPS.contains(&case.path.as_str())
}

/// Old-release ThinLTO bitcode (bc-valid) that reads and prints, but whose
/// write-then-read print gains `gv: (name: ...)` entries: the reader keeps
/// the summary's GUID-only entries apart from the module's named values.
pub const OLD_SUMMARY_GAPS: &[&str] = &[
    "Bitcode/Inputs/thinlto-function-summary-callgraph.1.bc",
    "Bitcode/Inputs/thinlto-function-summary-callgraph-pgo.1.bc",
];

/// Why `bitcode_roundtrip` is seeded with LLVM 22's bitcode only: mutated
/// older-release bitcode (`.v14.bc` .. `.v19.bc`, `bc-valid`) quickly
/// reaches reader paths that differ from LLVM's (names from a damaged
/// string table, intrinsic upgrades), which the old-bitcode work is
/// rewriting; the inputs found so far are kept under `fuzz/known/`, and
/// `bitcode_read` still takes every `.bc` file.
pub const OLD_BITCODE_GAPS: &str = "fuzz/known/bitcode_roundtrip";

/// One row of `MANIFEST.tsv`.
#[derive(Clone, Debug)]
pub struct Case {
    pub path: String,
    pub kind: String,
    pub flags: String,
}

/// The corpus root: `LLCONV_CORPUS`, else `../shared/corpus` beside the
/// repository.
pub fn root() -> PathBuf {
    std::env::var_os("LLCONV_CORPUS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus"))
}

/// The manifest's cases, keyed by path.
pub fn manifest(root: &Path) -> std::io::Result<HashMap<String, Case>> {
    let text = std::fs::read_to_string(root.join("MANIFEST.tsv"))?;
    Ok(text
        .lines()
        .filter_map(|l| {
            let mut f = l.split('\t');
            let path = f.next()?.to_string();
            let kind = f.next()?.to_string();
            let _versions = f.next();
            let flags = f.next().unwrap_or("").to_string();
            Some((path.clone(), Case { path, kind, flags }))
        })
        .collect())
}

/// The case a corpus file belongs to: its path with the suffixes the
/// corpus adds (`.expected`, `.rejected`, `.vNN.bc`) taken off.
fn case_of(rel: &str) -> &str {
    let mut s = rel;
    loop {
        let before = s;
        for suffix in [
            ".expected",
            ".rejected",
            ".v14.bc",
            ".v16.bc",
            ".v19.bc",
            ".v22.bc",
        ] {
            s = s.strip_suffix(suffix).unwrap_or(s);
        }
        if s == before {
            return s;
        }
    }
}

fn files_under(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            files_under(&p, out);
        } else {
            out.push(p);
        }
    }
}

/// Every file under `dir`, sorted, recursively.
pub fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    files_under(dir, &mut out);
    out
}

/// The seed files for `target` from the corpus at `root`, in a fixed order:
/// `.ll` and `.expected` text for the text targets, `.bc` for the bitcode
/// targets, less [`roundtrip_excludes`] for the round trips; none for the
/// generator (any bytes make a module).
pub fn seeds(root: &Path, target: Target) -> std::io::Result<Vec<PathBuf>> {
    let cases = manifest(root)?;
    let text = matches!(
        target,
        Target::TextParse | Target::TextRoundtrip | Target::Complexity
    );
    let bitcode = matches!(
        target,
        Target::BitcodeRead | Target::BitcodeRoundtrip | Target::Complexity
    );
    // The complexity target takes small inputs only (`-max_len=4096`).
    let small =
        |p: &Path| target != Target::Complexity || p.metadata().is_ok_and(|m| m.len() <= 4096);
    let roundtrip = matches!(target, Target::TextRoundtrip | Target::BitcodeRoundtrip);
    Ok(files(root)
        .into_iter()
        .filter(|p| {
            let Ok(rel) = p.strip_prefix(root) else {
                return false;
            };
            let rel = rel.to_string_lossy();
            // The bitcode round trip starts from LLVM 22's bitcode: older
            // releases' bitcode is bitcode_read's (see OLD_BITCODE_GAPS).
            let bitcode_ok = if target == Target::BitcodeRoundtrip {
                rel.ends_with(".v22.bc")
            } else {
                rel.ends_with(".bc")
            };
            let wanted = (text && (rel.ends_with(".ll") || rel.ends_with(".expected")))
                || (bitcode && bitcode_ok);
            if !wanted || !small(p) {
                return false;
            }
            !roundtrip || !cases.get(case_of(&rel)).is_some_and(roundtrip_excludes)
        })
        .collect())
}

/// The lit tests beside the corpus: `LLCONV_LIT`, else `../shared/lit`
/// beside the repository.
pub fn lit_root() -> PathBuf {
    std::env::var_os("LLCONV_LIT")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/lit"))
}

/// Seeds for the link target from LLVM's own linker tests (`lit/Linker`):
/// each test's text, then [`crate::LINK_SPLIT`], then an input its `RUN:`
/// lines link with it (`%p/Inputs/X.ll`), one seed per pair, by name, in
/// a fixed order. Tests that name no text input link with themselves.
pub fn link_seeds(lit: &Path) -> Vec<(String, Vec<u8>)> {
    let dir = lit.join("Linker");
    let mut out = Vec::new();
    for test in files(&dir) {
        if test.parent() != Some(dir.as_path()) || test.extension().is_none_or(|e| e != "ll") {
            continue;
        }
        let Ok(text) = std::fs::read(&test) else {
            continue;
        };
        let mut inputs: Vec<String> = Vec::new();
        let source = String::from_utf8_lossy(&text);
        for line in source.lines().filter(|l| l.contains("RUN:")) {
            for (at, _) in line.match_indices("/Inputs/") {
                let name: String = line[at + "/Inputs/".len()..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || "_.-".contains(*c))
                    .collect();
                if name.ends_with(".ll") && !inputs.contains(&name) {
                    inputs.push(name);
                }
            }
        }
        let stem = test.file_stem().unwrap_or_default().to_string_lossy();
        let pair = |other: &[u8]| {
            let mut seed = text.clone();
            seed.extend_from_slice(crate::LINK_SPLIT);
            seed.push(b'\n');
            seed.extend_from_slice(other);
            seed
        };
        if inputs.is_empty() {
            out.push((format!("{stem}+self"), pair(&text)));
        }
        for input in inputs {
            if let Ok(other) = std::fs::read(dir.join("Inputs").join(&input)) {
                out.push((format!("{stem}+{input}"), pair(&other)));
            }
        }
    }
    out
}
