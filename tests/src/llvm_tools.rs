//! Running LLVM 22's own tools beside ours, for tests that compare.

use std::io::Write;
use std::process::{Command, Stdio};

/// Whether `llvm-as-22` is installed. In CI it must be: a test that needs
/// it fails there rather than passing without it.
pub fn llvm_22_present() -> bool {
    let present = Command::new("llvm-as-22").arg("--version").output().is_ok();
    assert!(
        present || std::env::var_os("CI").is_none(),
        "llvm-as-22 is needed in CI"
    );
    present
}

/// `tool args...` with `input` on standard input; None without the tool or
/// when it fails.
pub fn run(tool: &str, args: &[&str], input: &[u8]) -> Option<Vec<u8>> {
    let Ok(mut child) = Command::new(tool)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
    else {
        return None;
    };
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    out.status.success().then_some(out.stdout)
}

/// The text without its `; ModuleID` line.
pub fn without_module_id(text: &str) -> &str {
    match text.strip_prefix("; ModuleID") {
        Some(rest) => rest.split_once('\n').map_or("", |x| x.1),
        None => text,
    }
}

/// What differs between our print of snippet `src` and `llvm-dis-22`'s:
/// parsed from text, read from `llvm-as-22`'s bitcode (when `v22_bitcode`),
/// and read from `llvm-as-14`'s where that tool is installed and writes it.
/// Panics when LLVM 22 itself refuses the snippet.
pub fn differences_from_llvm(family: &str, src: &str, v22_bitcode: bool) -> Vec<String> {
    let mut failures = Vec::new();
    let mut compare = |form: &str, m: Result<llconv_ir::Module, String>, expected: &[u8]| {
        let m = m.unwrap_or_else(|e| panic!("{family}: {e}"));
        let expected = String::from_utf8_lossy(expected);
        let ours = llconv_text::print_module(&m);
        if without_module_id(&ours) != without_module_id(&expected) {
            failures.push(format!(
                "{family} ({form}):\n--- llvm-dis-22\n{expected}\n--- llconv\n{ours}"
            ));
        }
    };
    let bc = run("llvm-as-22", &["-", "-o", "-"], src.as_bytes())
        .unwrap_or_else(|| panic!("{family}: llvm-as-22 rejects the snippet"));
    let expected = run("llvm-dis-22", &["-", "-o", "-"], &bc)
        .unwrap_or_else(|| panic!("{family}: llvm-dis-22 rejects llvm-as-22's bitcode"));
    let parsed = llconv_text::parse_module(src.as_bytes(), "<stdin>").map_err(|e| e.to_string());
    compare("text", parsed, &expected);
    if v22_bitcode {
        let read = llconv_bitcode::read_module(&bc, "<stdin>").map_err(|e| e.to_string());
        compare("v22 bitcode", read, &expected);
    }
    // Old bitcode, where LLVM 14 can write the snippet.
    let old = run(
        "llvm-as-14",
        &["-opaque-pointers", "-", "-o", "-"],
        src.as_bytes(),
    );
    if let Some((old, expected)) =
        old.and_then(|o| run("llvm-dis-22", &["-", "-o", "-"], &o).map(|e| (o, e)))
    {
        let read = llconv_bitcode::read_module(&old, "<stdin>").map_err(|e| e.to_string());
        compare("v14 bitcode", read, &expected);
    }
    failures
}
