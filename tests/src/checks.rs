//! The checks the harness runs per case. To add one (bitcode-read,
//! bitcode-write, verify-reject, ...), write a `fn(&Case) -> Result<(), String>`
//! and a row in [`CHECKS`]; its ledger `ledger/<name>.txt` starts empty and
//! `LLCONV_UPDATE_LEDGER=1` fills it.

use crate::manifest::{Case, Kind};

/// One check: a name (also its ledger's file name), which cases it applies
/// to, and what it does with one case. `Err` holds a one-line reason.
/// A `reported` check is counted and printed but has no ledger and never
/// fails the run (a figure we track before it becomes a requirement).
pub struct Check {
    pub name: &'static str,
    pub applies: fn(&Case) -> bool,
    pub run: fn(&Case) -> Result<(), String>,
    pub reported: bool,
}

/// Every check, in reporting order.
pub const CHECKS: &[Check] = &[
    Check {
        name: "text-canonical",
        applies: |c| c.kind == Kind::Valid && !c.is_unstable(),
        run: text_canonical,
        reported: false,
    },
    Check {
        name: "text-upgrade",
        applies: |c| c.kind == Kind::Valid,
        run: text_upgrade,
        reported: false,
    },
    Check {
        name: "text-reject",
        applies: |c| c.kind == Kind::ParseError,
        run: text_reject,
        reported: false,
    },
    Check {
        name: "text-split",
        applies: |c| matches!(c.kind, Kind::Valid | Kind::ParseError),
        run: text_split,
        reported: false,
    },
    Check {
        name: "text-split-taken",
        applies: |c| c.kind == Kind::Valid,
        run: text_split_taken,
        reported: true,
    },
    Check {
        name: "bitcode-read",
        applies: |c| c.kind == Kind::Valid,
        run: bitcode_read,
        reported: false,
    },
    Check {
        name: "bc-reject",
        applies: |c| c.kind == Kind::BcRejected,
        run: bc_reject,
        reported: false,
    },
    Check {
        name: "bitcode-roundtrip",
        applies: |c| c.kind == Kind::Valid,
        run: bitcode_roundtrip,
        reported: false,
    },
    Check {
        name: "bitcode-write",
        applies: |c| c.kind == Kind::Valid && !c.is_unstable(),
        run: bitcode_write,
        reported: false,
    },
    Check {
        name: "convert-to-bitcode",
        applies: |c| c.kind == Kind::Valid && !c.is_unstable(),
        run: convert_to_bitcode,
        reported: false,
    },
    Check {
        name: "bitcode-compat",
        applies: |c| (c.kind == Kind::Valid && !c.versions.is_empty()) || c.kind == Kind::BcValid,
        run: bitcode_compat,
        reported: false,
    },
    Check {
        name: "verify-accept",
        applies: |c| c.kind == Kind::Valid,
        run: verify_accept,
        reported: false,
    },
    Check {
        name: "verify-reject",
        applies: |c| c.kind == Kind::VerifyError,
        run: verify_reject,
        reported: false,
    },
    Check {
        name: "verify-reject-exact",
        applies: |c| c.kind == Kind::VerifyError,
        run: verify_reject_exact,
        reported: true,
    },
    Check {
        name: "bitcode-identical",
        applies: |c| c.kind == Kind::Valid && !c.is_unstable(),
        run: bitcode_identical,
        reported: false,
    },
    Check {
        name: "bitcode-identical-from-source",
        applies: |c| c.kind == Kind::Valid && !c.is_unstable(),
        run: bitcode_identical_from_source,
        reported: false,
    },
];

/// The module of `X.ll.expected`, parsed.
fn parse_expected(case: &Case) -> Result<(llconv_ir::Module, Vec<u8>), String> {
    let expected = case.read(&case.sibling(".expected"))?;
    let module = llconv_text::parse_module(&expected, case.file_name())
        .map_err(|e| format!("parse: {}", first_line(&e.to_string())))?;
    Ok((module, expected))
}

/// Parse `X.ll.expected`, write bitcode, read it back with our reader:
/// the print equals the print before writing.
fn bitcode_roundtrip(case: &Case) -> Result<(), String> {
    let (module, _) = parse_expected(case)?;
    let before = llconv_text::print_module(&module);
    let bc = llconv_bitcode::write_module(&module);
    // Read under the name it was parsed with: a per-module summary's path
    // is the name the reader is given.
    let back = llconv_bitcode::read_module(&bc, case.file_name())
        .map_err(|e| format!("read back: {}", first_line(&e.to_string())))?;
    compare(&llconv_text::print_module(&back), before.as_bytes())
}

/// The LLVM 22 disassembler, or how to get it.
pub const LLVM_DIS: &str = "llvm-dis-22";

/// Parse `X.ll.expected`, write bitcode, and `llvm-dis-22` prints
/// `X.ll.expected` from it.
fn bitcode_write(case: &Case) -> Result<(), String> {
    let (module, expected) = parse_expected(case)?;
    let bc = llconv_bitcode::write_module(&module);
    let text = llvm_dis(case, &bc)?;
    compare(&text, &expected)
}

/// What `llconv X.ll -o X.bc` does: parse `X.ll` (upgrades and all, the
/// debug-info check beside the writer), write bitcode; `llvm-dis-22`
/// prints `X.ll.expected` from it.
fn convert_to_bitcode(case: &Case) -> Result<(), String> {
    let src = case.read(&case.input())?;
    let expected = case.read(&case.sibling(".expected"))?;
    let (_, bc) = llconv_text::parse_module_then(&src, case.file_name(), |m, _| {
        llconv_bitcode::write_module(m)
    })
    .map_err(|e| format!("parse: {}", first_line(&e.to_string())))?;
    let text = llvm_dis(case, &bc)?;
    compare(&text, &expected)
}

/// Runs `llvm-dis-22` on bitcode (through a temporary file named after the
/// case, so that messages name it).
fn llvm_dis(case: &Case, bc: &[u8]) -> Result<String, String> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static SEQ: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!("llconv-harness-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let path = dir.join(format!(
        "{}-{}.bc",
        SEQ.fetch_add(1, Ordering::Relaxed),
        case.file_name()
    ));
    std::fs::write(&path, bc).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    let out = std::process::Command::new(LLVM_DIS)
        .arg(&path)
        .arg("-o")
        .arg("-")
        .output();
    let _ = std::fs::remove_file(&path);
    let out = out.map_err(|e| {
        format!("cannot run {LLVM_DIS} ({e}): install it with `apt-get install llvm-22`")
    })?;
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        return Err(format!(
            "{LLVM_DIS} rejected it: {}",
            first_line(err.trim())
        ));
    }
    String::from_utf8(out.stdout).map_err(|_| format!("{LLVM_DIS} printed invalid UTF-8"))
}

/// Our bitcode of `X.ll.expected` is byte for byte `X.ll.v22.bc`.
fn bitcode_identical(case: &Case) -> Result<(), String> {
    let (module, _) = parse_expected(case)?;
    let ours = llconv_bitcode::write_module(&module);
    let theirs = case.read(&case.sibling(".v22.bc"))?;
    if ours == theirs {
        Ok(())
    } else {
        Err(format!("{} bytes, llvm-as-22 {}", ours.len(), theirs.len()))
    }
}

/// `llconv X.ll -o X.bc` is byte for byte `llvm-as-22 X.ll`'s bitcode
/// (`X.ll.v22.bc`): the source read with its upgrades as the command reads
/// it, then written.
fn bitcode_identical_from_source(case: &Case) -> Result<(), String> {
    let src = case.read(&case.input())?;
    let (_, ours) = llconv_text::parse_module_then(&src, case.file_name(), |m, _| {
        llconv_bitcode::write_module(m)
    })
    .map_err(|e| format!("parse: {}", first_line(&e.to_string())))?;
    let theirs = case.read(&case.sibling(".v22.bc"))?;
    if ours == theirs {
        Ok(())
    } else {
        Err(format!("{} bytes, llvm-as-22 {}", ours.len(), theirs.len()))
    }
}

/// Read `X.ll.v22.bc` (llvm-as-22's bitcode), print, and get `X.ll.expected`.
fn bitcode_read(case: &Case) -> Result<(), String> {
    let bc_path = case.sibling(".v22.bc");
    let bc = case.read(&bc_path)?;
    let expected = case.read(&case.sibling(".expected"))?;
    let name = format!("{}.v22.bc", case.file_name());
    let module = llconv_bitcode::read_module(&bc, &name).map_err(|e| first_line(&e.to_string()))?;
    compare(&llconv_text::print_module(&module), &expected)
}

/// Older releases' bitcode prints its own `.expected`: for a valid case,
/// every `X.ll.vNN.bc` its `versions` column lists; for a `bc-valid` case,
/// `X.bc` itself. The reason names each file that fails.
fn bitcode_compat(case: &Case) -> Result<(), String> {
    let files: Vec<(&str, String)> = if case.kind == Kind::BcValid {
        vec![("bc", case.file_name().to_owned())]
    } else {
        case.versions
            .iter()
            .map(|v| (v.as_str(), format!("{}.{v}.bc", case.file_name())))
            .collect()
    };
    let dir = case
        .input()
        .parent()
        .map(|d| d.to_owned())
        .unwrap_or_default();
    let mut failures = Vec::new();
    for (version, name) in &files {
        let bc = case.read(&dir.join(name))?;
        let expected = case.read(&dir.join(format!("{name}.expected")))?;
        // Printed beside the debug-info check (`read_module_then`, as the
        // `llconv` command does), so this check holds that path to LLVM's
        // output over the old releases' debug info.
        let result = match llconv_bitcode::read_module_then(&bc, name, |m, _| {
            llconv_text::print_module(m)
        }) {
            Ok((_, printed)) => compare(&printed, &expected),
            // llvm-dis prints nothing for bitcode without a module.
            Err(llconv_bitcode::BitcodeError::NoModule { .. }) => compare("", &expected),
            Err(e) => Err(first_line(&e.to_string())),
        };
        if let Err(reason) = result {
            failures.push(format!("{version}: {reason}"));
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures.join("; "))
    }
}

/// `X.bc` (malformed bitcode) is rejected with an error.
fn bc_reject(case: &Case) -> Result<(), String> {
    let bc = case.read(&case.input())?;
    match llconv_bitcode::read_module(&bc, case.file_name()) {
        Ok(_) => Err(format!("accepted; {}", first_line(&case.flags))),
        Err(_) => Ok(()),
    }
}

/// Parse `X.ll.expected`, print, and get `X.ll.expected` back.
fn text_canonical(case: &Case) -> Result<(), String> {
    let expected = case.read(&case.sibling(".expected"))?;
    let module = llconv_text::parse_module(&expected, case.file_name())
        .map_err(|e| first_line(&e.to_string()))?;
    compare(&llconv_text::print_module(&module), &expected)
}

/// Parse `X.ll`, print, and get `X.ll.expected`. The print runs beside
/// the debug-info check (`parse_module_then`, as the `llconv` command does),
/// so this check also holds that path to LLVM's output.
fn text_upgrade(case: &Case) -> Result<(), String> {
    let src = case.read(&case.input())?;
    let expected = case.read(&case.sibling(".expected"))?;
    let (_, printed) =
        llconv_text::parse_module_then(&src, case.file_name(), |m, _| llconv_text::print_module(m))
            .map_err(|e| first_line(&e.to_string()))?;
    compare(&printed, &expected)
}

/// `X.ll` parsed with its metadata tail on a second parser (forced at any
/// size; large inputs take that path by themselves) gives the module one
/// pass gives: the same print and the same bitcode. Text that does not
/// parse makes the split give up (one pass then reports the error).
fn text_split(case: &Case) -> Result<(), String> {
    let src = case.read(&case.input())?;
    let split = llconv_text::parse_module_split(&src, case.file_name());
    let whole = llconv_text::parse_module(&src, case.file_name());
    match (split, whole) {
        (None, _) => Ok(()),
        (Some(_), Err(e)) => Err(format!(
            "split accepted what one pass rejects: {}",
            first_line(&e.message)
        )),
        (Some(split), Ok(whole)) => {
            compare(
                &llconv_text::print_module(&split),
                llconv_text::print_module(&whole).as_bytes(),
            )?;
            if llconv_bitcode::write_module(&split) != llconv_bitcode::write_module(&whole) {
                return Err("same print, different bitcode".into());
            }
            Ok(())
        }
    }
}

/// How many valid cases the split takes (the others have no metadata tail,
/// or one it gives up on, and are parsed in one pass).
fn text_split_taken(case: &Case) -> Result<(), String> {
    let src = case.read(&case.input())?;
    match llconv_text::parse_module_split(&src, case.file_name()) {
        Some(_) => Ok(()),
        None if llconv_text::parse_module(&src, case.file_name()).is_err() => {
            Err("does not parse".into())
        }
        None => Err("given up".into()),
    }
}

/// `X.ll` is rejected with an error that has a location, or, where LLVM
/// stops with a fatal error (`LLVM ERROR: ...`, which names no place),
/// with that error's message and no location.
fn text_reject(case: &Case) -> Result<(), String> {
    let src = case.read(&case.input())?;
    let flags = first_line(&case.flags);
    let fatal = flags.strip_prefix("LLVM ERROR: ").map(str::to_owned);
    match llconv_text::parse_module(&src, case.file_name()) {
        Ok(_) => Err(format!("accepted; {}", first_line(&case.flags))),
        Err(e) if e.line == 0 && fatal.as_deref() == Some(&*first_line(&e.message)) => Ok(()),
        Err(e) if e.line == 0 => Err(format!("error without a line: {}", first_line(&e.message))),
        Err(_) => Ok(()),
    }
}

/// Compares printed text with an expected file, the `; ModuleID` first line
/// dropped from both. The reason names the first differing line, numbered as
/// in the expected file.
pub fn compare(actual: &str, expected: &[u8]) -> Result<(), String> {
    let (actual, _) = drop_module_id(actual.as_bytes());
    let (expected, skipped) = drop_module_id(expected);
    if actual == expected {
        return Ok(());
    }
    let mut a = actual.split(|&b| b == b'\n');
    let mut e = expected.split(|&b| b == b'\n');
    let mut line = 1 + skipped;
    loop {
        match (a.next(), e.next()) {
            (Some(x), Some(y)) if x == y => line += 1,
            (None, None) => return Err("output differs".into()),
            (x, y) => {
                // Name the line and both sides, shortened, so a ledger entry
                // says what is wrong without a rerun.
                let show = |t: Option<&[u8]>| match t {
                    None => "end of file".to_string(),
                    Some(t) => {
                        let t = String::from_utf8_lossy(t).trim().replace('\t', " ");
                        match t.char_indices().nth(60) {
                            Some((cut, _)) => format!("`{}...`", &t[..cut]),
                            None => format!("`{t}`"),
                        }
                    }
                };
                return Err(format!(
                    "output differs at line {line}: expected {}, got {}",
                    show(y),
                    show(x)
                ));
            }
        }
    }
}

/// `text` without its first line if that line starts with `; ModuleID`, and
/// how many lines were dropped.
pub fn drop_module_id(text: &[u8]) -> (&[u8], usize) {
    if text.starts_with(b"; ModuleID") {
        match text.iter().position(|&b| b == b'\n') {
            Some(nl) => (&text[nl + 1..], 1),
            None => (&[], 1),
        }
    } else {
        (text, 0)
    }
}

/// Whether an `.expected` text carries no metadata: no line starts with `!`
/// (metadata definitions, named metadata) and no line contains ` !` (uses:
/// attachments such as `, !dbg !3`, `metadata !0` arguments, `!{...}`
/// operands, debug records). The `; ModuleID` line is ignored.
pub fn has_no_metadata(expected: &[u8]) -> bool {
    let (body, _) = drop_module_id(expected);
    !body
        .split(|&b| b == b'\n')
        .any(|line| line.first() == Some(&b'!') || line.windows(2).any(|w| w == b" !"))
}

/// The first line of a message, trimmed to at most 160 characters, without
/// tabs, so it fits a ledger line.
pub fn first_line(msg: &str) -> String {
    let line = msg.lines().next().unwrap_or("").trim().replace('\t', " ");
    match line.char_indices().nth(160) {
        Some((cut, _)) => format!("{}...", &line[..cut]),
        None => line,
    }
}

/// LLVM 22 accepts every valid case: so does our verifier, on `X.ll` as
/// parsed (upgrades applied).
fn verify_accept(case: &Case) -> Result<(), String> {
    let src = case.read(&case.input())?;
    let module = llconv_text::parse_module(&src, case.file_name())
        .map_err(|e| format!("parse: {}", first_line(&e.to_string())))?;
    let errors = llconv_verify::verify_module(&module);
    match errors.first() {
        None => Ok(()),
        Some(e) => Err(format!("rejected: {}", e.message)),
    }
}

/// `llvm-as-22`'s verifier rejects the case: ours does, and its first
/// message is LLVM's (the first line of `X.ll.rejected` after its header).
fn verify_reject(case: &Case) -> Result<(), String> {
    let (rendered, expected) = verify_rendered(case)?;
    let want = first_message(&expected);
    match first_message(&rendered) {
        None => Err(format!("accepted; LLVM says: {}", want.unwrap_or(""))),
        Some(got) if Some(got) == want => Ok(()),
        Some(got) => Err(format!(
            "first message `{got}`, LLVM's `{}`",
            want.unwrap_or("")
        )),
    }
}

/// What `llvm-as` prints before the verifier's own report.
const NOT_VERIFIED: &str = "llvm-as-22: assembly parsed, but does not verify as correct!";

/// The first line of `llvm-as`'s stderr that is not its header: the first
/// message of the debug-info check that runs as the module is read, if it
/// failed, else the verifier's first.
fn first_message(report: &str) -> Option<&str> {
    report.lines().find(|l| *l != NOT_VERIFIED)
}

/// Reported only: the whole report equals `llvm-as-22`'s, every message
/// and every value shown.
fn verify_reject_exact(case: &Case) -> Result<(), String> {
    let (rendered, want) = verify_rendered(case)?;
    if rendered == want {
        return Ok(());
    }
    let at = rendered
        .lines()
        .zip(want.lines())
        .position(|(a, b)| a != b)
        .unwrap_or_else(|| rendered.lines().count().min(want.lines().count()));
    Err(format!(
        "differs at line {}: `{}` against LLVM's `{}`",
        at + 1,
        rendered.lines().nth(at).unwrap_or(""),
        want.lines().nth(at).unwrap_or("")
    ))
}

/// `llvm-as-22`'s stderr on `X.ll` as llconv would print it, and LLVM's
/// (`X.ll.rejected`): the debug-info check that runs as the module is read
/// (its problems, then "warning: ignoring invalid debug info", when it
/// fails), then the header and the verifier's report on what was kept.
fn verify_rendered(case: &Case) -> Result<(String, String), String> {
    let src = case.read(&case.input())?;
    let expected = String::from_utf8_lossy(&case.read(&case.sibling(".rejected"))?).into_owned();
    let mut out = String::new();
    let module = llconv_text::parse_module_reporting(
        &src,
        case.file_name(),
        &llconv_text::ParseOptions::default(),
        |m| {
            let errors = llconv_verify::verify_module(m);
            out.push_str(&llconv_verify::render(m, &errors));
            out.push_str(&format!(
                "warning: ignoring invalid debug info in {}\n",
                case.file_name()
            ));
        },
    )
    .map_err(|e| format!("parse: {}", first_line(&e.to_string())))?;
    let errors = llconv_verify::verify_module(&module);
    if !errors.is_empty() {
        out.push_str(NOT_VERIFIED);
        out.push('\n');
        out.push_str(&llconv_verify::render(&module, &errors));
    }
    Ok((out, expected))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn module_id_line_is_ignored() {
        assert!(compare("; ModuleID = 'a'\nx\n", b"; ModuleID = 'b'\nx\n").is_ok());
        assert!(compare("x\n", b"; ModuleID = 'b'\nx\n").is_ok());
        assert_eq!(
            compare("; ModuleID = 'a'\nx\ny\n", b"; ModuleID = 'b'\nx\nz\n"),
            Err("output differs at line 3: expected `z`, got `y`".into())
        );
        assert_eq!(
            compare("; ModuleID = 'a'\nx\n", b"; ModuleID = 'b'\nx\nz\n"),
            Err("output differs at line 3: expected `z`, got ``".into())
        );
    }

    #[test]
    fn metadata_detection() {
        assert!(has_no_metadata(b"; ModuleID = 'a'\n@x = global i32 4\n"));
        assert!(!has_no_metadata(b"!0 = !{}\n"));
        assert!(!has_no_metadata(b"  ret void, !dbg !4\n"));
        assert!(!has_no_metadata(b"!llvm.module.flags = !{!0}\n"));
    }

    #[test]
    fn reasons_are_one_short_line() {
        assert_eq!(first_line("a\tb\nc"), "a b");
        assert_eq!(first_line(&"x".repeat(500)).len(), 163);
    }
}
