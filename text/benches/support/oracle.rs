//! What the benchmarks share: where the modules are, running the LLVM
//! tools beside llconv, and reading criterion's mean times back to print
//! ratios. Included with `#[path]` by each crate's bench.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The benchmark modules: `$LLCONV_BENCH`, else `../shared/bench`.
pub fn bench_dir() -> PathBuf {
    match env::var_os("LLCONV_BENCH") {
        Some(d) => PathBuf::from(d),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/bench"),
    }
}

/// A benchmark module's path and bytes; `None` (with a message saying why
/// it is skipped) when it cannot be read.
pub fn read_bench_file(name: &str) -> Option<(PathBuf, Vec<u8>)> {
    let path = bench_dir().join(name);
    match fs::read(&path) {
        Ok(b) => Some((path, b)),
        Err(e) => {
            eprintln!("skipping {name}: cannot read {}: {e}", path.display());
            None
        }
    }
}

/// Whether an LLVM tool runs at all.
pub fn has_tool(tool: &str) -> bool {
    Command::new(tool)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Runs an LLVM tool once; it must succeed.
pub fn run_tool(tool: &str, args: &[&str]) {
    let status = Command::new(tool)
        .args(args)
        .stdout(Stdio::null())
        .status()
        .unwrap_or_else(|e| panic!("cannot run {tool}: {e}"));
    assert!(status.success(), "{tool} {args:?} failed: {status}");
}

/// Where criterion writes its results: `$CRITERION_HOME`, else
/// `$CARGO_TARGET_DIR/criterion`, else the workspace's `target/criterion`.
pub fn criterion_dir() -> PathBuf {
    if let Some(d) = env::var_os("CRITERION_HOME") {
        return PathBuf::from(d);
    }
    match env::var_os("CARGO_TARGET_DIR") {
        Some(t) => PathBuf::from(t).join("criterion"),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/criterion"),
    }
}

/// The mean time in nanoseconds of one bench of the latest run.
pub fn mean_ns(group: &str, bench: &str) -> Option<f64> {
    let file = criterion_dir()
        .join(group)
        .join(bench)
        .join("new/estimates.json");
    let json: serde_json::Value = serde_json::from_slice(&fs::read(file).ok()?).ok()?;
    json["mean"]["point_estimate"].as_f64()
}

/// Prints, for each module measured in this run, each (tool, llconv bench)
/// pair's mean times and their ratio: above 1 means llconv is faster.
pub fn print_ratios(measured: &[&str], pairs: &[(&str, &str)]) {
    println!("\nratios (LLVM tool's mean time / llconv's; above 1 means llconv is faster):");
    for group in measured {
        for &(tool, ours) in pairs {
            if let (Some(t), Some(o)) = (mean_ns(group, tool), mean_ns(group, ours)) {
                println!(
                    "  {group}: {tool} {:.1} ms / {ours} {:.1} ms = {:.2}x",
                    t / 1e6,
                    o / 1e6,
                    t / o
                );
            }
        }
    }
}
