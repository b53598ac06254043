//! LLVM's own lit tests (`../shared/lit/`) with `llconv as|dis|link`
//! standing in for llvm-as, llvm-dis and llvm-link, judged against the
//! tests LLVM 22's own tools pass. Each suite's known failures are listed
//! in `tests/lit-ledger/SUITE.txt`, which only shrinks: a test that fails
//! and is not listed fails this test, and so does a listed test that now
//! passes (take it out of the list). `LLCONV_UPDATE_LEDGER=1` rewrites the
//! lists from this run instead.
//!
//! Needs `lit-22` and FileCheck (Debian's `llvm-22-tools`) and the lit
//! folder at `../shared/lit` beside the workspace, or `LLCONV_LIT`.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

fn lit_dir() -> PathBuf {
    match std::env::var_os("LLCONV_LIT") {
        Some(d) => PathBuf::from(d),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/lit"),
    }
}

fn ledger_path(suite: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/lit-ledger")
        .join(format!("{suite}.txt"))
}

/// The tests of `suite` that LLVM 22 passes and llconv does not, as
/// `run.py` lists them, and its closing score line.
fn failing(suite: &str) -> (BTreeSet<String>, String) {
    let run = lit_dir().join("run.py");
    assert!(
        run.is_file(),
        "no lit suites at {} (set LLCONV_LIT)",
        run.display()
    );
    let out = Command::new("python3")
        .arg(&run)
        .arg(env!("CARGO_BIN_EXE_llconv"))
        .arg(suite)
        .args(["--show", "100000"])
        .output()
        .expect("python3 runs");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let score = text
        .lines()
        .last()
        .filter(|l| l.starts_with("lit "))
        .unwrap_or_else(|| {
            panic!(
                "run.py {suite} gave no score (is lit-22 installed?):\n{text}\n{}",
                String::from_utf8_lossy(&out.stderr)
            )
        })
        .to_owned();
    let failing = text
        .lines()
        .filter_map(|l| l.trim().strip_prefix("not passing: "))
        .map(str::to_owned)
        .collect();
    (failing, score)
}

fn read_ledger(suite: &str) -> BTreeSet<String> {
    std::fs::read_to_string(ledger_path(suite))
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| l.split('\t').next().unwrap_or(l).trim().to_owned())
        .collect()
}

fn write_ledger(suite: &str, failing: &BTreeSet<String>) {
    let mut text = format!(
        "# lit tests of {suite} that LLVM 22's tools pass and llconv does not yet.\n\
         # This list only shrinks. Regenerate: LLCONV_UPDATE_LEDGER=1 cargo test -p llconv-cli --test lit\n"
    );
    for t in failing {
        text.push_str(t);
        text.push('\n');
    }
    std::fs::create_dir_all(ledger_path(suite).parent().unwrap()).unwrap();
    std::fs::write(ledger_path(suite), text).unwrap();
}

fn check_suite(suite: &str) {
    let (failing, score) = failing(suite);
    println!("{score}");
    if std::env::var("LLCONV_UPDATE_LEDGER").is_ok_and(|v| v == "1") {
        write_ledger(suite, &failing);
        return;
    }
    let known = read_ledger(suite);
    let new: Vec<_> = failing.difference(&known).collect();
    let fixed: Vec<_> = known.difference(&failing).collect();
    assert!(
        new.is_empty() && fixed.is_empty(),
        "{score}\nfailing and not in the ledger ({}): {new:?}\n\
         in the ledger and now passing ({}; take them out of {}): {fixed:?}",
        new.len(),
        fixed.len(),
        ledger_path(suite).display()
    );
}

#[test]
fn lit_assembler() {
    check_suite("Assembler");
}

#[test]
fn lit_bitcode() {
    check_suite("Bitcode");
}

#[test]
fn lit_feature() {
    check_suite("Feature");
}

#[test]
fn lit_linker() {
    check_suite("Linker");
}

#[test]
fn lit_verifier() {
    check_suite("Verifier");
}
