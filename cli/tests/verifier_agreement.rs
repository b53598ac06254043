//! The verifier and parser against LLVM 22's: each module of
//! `tests/verifier-agreement/` (small cases written for one rule each, a
//! module LLVM rejects and one near it that it accepts) must get the same
//! answer from `llconv X.ll -o X.bc` as from `llvm-as-22 X.ll`: both
//! accept (dropping broken debug info for the same first problem, or
//! neither), or both reject with the same first message (a parse error at
//! the same line and column; a verifier error by its first line; LLVM's
//! fatal upgrade errors by their text). Known disagreements are listed in
//! `tests/verifier-agreement-ledger.txt`, which only shrinks; a case that
//! now agrees must be taken out of it. `LLCONV_UPDATE_LEDGER=1` rewrites
//! the list from this run. Without `llvm-as-22` the test passes vacuously,
//! except in CI.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

const LLCONV: &str = env!("CARGO_BIN_EXE_llconv");

fn cases_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/verifier-agreement")
}

fn ledger_path() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/verifier-agreement-ledger.txt")
}

/// A tool's answer on one module.
#[derive(Debug, PartialEq, Eq)]
enum Answer {
    /// Accepted; with the first problem found in its debug info when
    /// that was dropped ("ignoring invalid debug info").
    Accepted(Option<String>),
    /// Rejected: the first message, with `LINE:COL: ` before a parse
    /// error's.
    Rejected(String),
}

/// What a tool that accepted a module said about its debug info.
fn debug_info_problem(stderr: &str) -> Option<String> {
    stderr
        .contains("ignoring invalid debug info")
        .then(|| stderr.lines().next().unwrap_or_default().to_owned())
}

/// `NAME:LINE:COL: error: MSG` as `LINE:COL: MSG`.
fn located(line: &str) -> Option<String> {
    let (place, msg) = line.split_once(": error: ")?;
    let mut parts = place.rsplitn(3, ':');
    let col = parts.next()?;
    let row = parts.next()?;
    (col.parse::<u32>().is_ok() && row.parse::<u32>().is_ok())
        .then(|| format!("{row}:{col}: {msg}"))
}

/// The message of a `LINE:COL: MSG` answer.
fn located_message(answer: &str) -> Option<&str> {
    let (place, msg) = answer.split_once(": ")?;
    let (row, col) = place.split_once(':')?;
    (row.parse::<u32>().is_ok() && col.parse::<u32>().is_ok()).then_some(msg)
}

fn llvm_answer(path: &Path) -> Option<Answer> {
    let out = Command::new("llvm-as-22")
        .arg(path)
        .args(["-o", "/dev/null"])
        .output()
        .ok()?;
    let err = String::from_utf8_lossy(&out.stderr);
    if out.status.success() {
        return Some(Answer::Accepted(debug_info_problem(&err)));
    }
    let mut lines = err.lines();
    let first = lines.next().unwrap_or_default();
    let first = first.strip_prefix("llvm-as-22: ").unwrap_or(first);
    let msg = if first.contains("does not verify as correct") {
        lines.next().unwrap_or_default().to_owned()
    } else if let Some(fatal) = first.strip_prefix("LLVM ERROR: ") {
        fatal.to_owned()
    } else {
        located(first).unwrap_or_else(|| first.to_owned())
    };
    Some(Answer::Rejected(msg))
}

fn our_answer(path: &Path, out_dir: &Path) -> Answer {
    let out = Command::new(LLCONV)
        .arg(path)
        .arg("-o")
        .arg(out_dir.join("x.bc"))
        .output()
        .expect("run llconv");
    let err = String::from_utf8_lossy(&out.stderr);
    if out.status.success() {
        return Answer::Accepted(debug_info_problem(&err));
    }
    let mut lines = err.lines();
    let first = lines.next().unwrap_or_default();
    let msg = if first.contains("does not verify as correct") {
        // `NAME:LINE:COL: error: MSG` (or `NAME: error: MSG`) per problem.
        let line = lines.next().unwrap_or_default();
        line.split_once(": error: ")
            .map_or(line, |(_, m)| m)
            .to_owned()
    } else {
        match located(first) {
            Some(l) => l,
            None => first
                .split_once("error: ")
                .map_or(first, |(_, m)| m)
                .to_owned(),
        }
    };
    Answer::Rejected(msg)
}

#[test]
fn llconv_accepts_and_rejects_what_llvm_as_22_does() {
    let present = Command::new("llvm-as-22").arg("--version").output().is_ok();
    assert!(
        present || std::env::var_os("CI").is_none(),
        "llvm-as-22 is needed in CI"
    );
    if !present {
        return;
    }
    let out_dir = std::env::temp_dir().join(format!("llconv-agreement-{}", std::process::id()));
    std::fs::create_dir_all(&out_dir).unwrap();
    let mut cases: Vec<PathBuf> = std::fs::read_dir(cases_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    cases.sort();
    assert!(
        cases.len() > 100,
        "cases missing from {}",
        cases_dir().display()
    );
    let mut disagree = BTreeMap::new();
    for case in &cases {
        let Some(llvm) = llvm_answer(case) else {
            continue;
        };
        let mut ours = our_answer(case, &out_dir);
        // LLVM's fatal upgrade errors have no place; ours do.
        if let (Answer::Rejected(l), Answer::Rejected(o)) = (&llvm, &ours) {
            if located_message(l).is_none() {
                if let Some(msg) = located_message(o) {
                    ours = Answer::Rejected(msg.to_owned());
                }
            }
        }
        if llvm != ours {
            let name = case.file_name().unwrap().to_string_lossy().into_owned();
            disagree.insert(name, format!("llvm-as-22 {llvm:?}, llconv {ours:?}"));
        }
    }
    std::fs::remove_dir_all(&out_dir).ok();
    let listed: BTreeMap<String, String> = std::fs::read_to_string(ledger_path())
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| match l.split_once('\t') {
            Some((n, r)) => (n.to_owned(), r.to_owned()),
            None => (l.to_owned(), String::new()),
        })
        .collect();
    if std::env::var_os("LLCONV_UPDATE_LEDGER").is_some() {
        let mut text = String::from(
            "# Cases of tests/verifier-agreement that llconv and llvm-as-22 answer differently: name<TAB>answers.\n\
             # This list only shrinks. Regenerate: LLCONV_UPDATE_LEDGER=1 cargo test -p llconv-cli --test verifier_agreement\n",
        );
        for (n, r) in &disagree {
            text.push_str(&format!("{n}\t{r}\n"));
        }
        std::fs::write(ledger_path(), text).unwrap();
        return;
    }
    let new: Vec<String> = disagree
        .iter()
        .filter(|(n, _)| !listed.contains_key(*n))
        .map(|(n, r)| format!("{n}: {r}"))
        .collect();
    let fixed: Vec<&String> = listed
        .keys()
        .filter(|n| !disagree.contains_key(*n))
        .collect();
    assert!(
        new.is_empty(),
        "disagreements with llvm-as-22 not in the ledger:\n{}",
        new.join("\n")
    );
    assert!(
        fixed.is_empty(),
        "ledgered cases that now agree (take them out): {fixed:?}"
    );
    eprintln!(
        "verifier agreement: {} of {} cases agree with llvm-as-22, {} in the ledger",
        cases.len() - disagree.len(),
        cases.len(),
        disagree.len()
    );
}
