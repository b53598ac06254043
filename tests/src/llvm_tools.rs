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
