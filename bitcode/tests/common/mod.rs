//! What the tests share: running an LLVM 22 tool on bytes.

use std::io::Write;
use std::process::{Command, Stdio};

/// `tool - -o -` with `input` on standard input: its output, or `None`
/// when the tool is not installed (a failure in CI, where it must be).
pub fn llvm_tool(tool: &str, input: &[u8]) -> Option<Vec<u8>> {
    let Ok(mut child) = Command::new(tool)
        .args(["-", "-o", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
    else {
        assert!(std::env::var_os("CI").is_none(), "{tool} is needed in CI");
        return None;
    };
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{tool} failed");
    Some(out.stdout)
}
