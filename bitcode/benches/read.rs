//! Read the benchmark bitcode of `../shared/bench`, and read and print it,
//! beside `llvm-dis-22` on the same files, in the same run, and print the
//! ratios.
//!
//! ```text
//! cargo bench -p llconv-bitcode --bench read
//! ```
//!
//! `LLCONV_BENCH` overrides the folder of the modules. Without
//! `llvm-dis-22` installed only llconv is measured; modules that llconv
//! cannot read are skipped with a message. The ratios printed at the end are
//! mean times from criterion's `estimates.json` files
//! (`target/criterion/<module>/<bench>/new/`).

use std::env;
use std::fs;
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use criterion::{Criterion, Throughput};

/// The modules measured.
const MODULES: &[&str] = &["shell.O2.bc", "shell.O0g.bc"];

fn bench_dir() -> PathBuf {
    match env::var_os("LLCONV_BENCH") {
        Some(d) => PathBuf::from(d),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/bench"),
    }
}

/// Whether an LLVM tool runs at all.
fn has_tool(tool: &str) -> bool {
    Command::new(tool)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Runs an LLVM tool once; it must succeed.
fn run_tool(tool: &str, args: &[&str]) {
    let status = Command::new(tool)
        .args(args)
        .stdout(Stdio::null())
        .status()
        .unwrap_or_else(|e| panic!("cannot run {tool}: {e}"));
    assert!(status.success(), "{tool} {args:?} failed: {status}");
}

/// Measures one module; false if it was skipped.
fn bench_module(c: &mut Criterion, name: &str) -> bool {
    let path = bench_dir().join(name);
    let bc = match fs::read(&path) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("skipping {name}: cannot read {}: {e}", path.display());
            return false;
        }
    };
    let module = match llconv_bitcode::read_module(&bc, name) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("skipping {name}: llconv cannot read it: {e}");
            return false;
        }
    };
    let path_str = path.to_string_lossy().into_owned();

    let mut g = c.benchmark_group(name);
    g.sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5))
        .throughput(Throughput::Bytes(bc.len() as u64));

    g.bench_function("llconv-read-bc", |b| {
        b.iter(|| llconv_bitcode::read_module(black_box(&bc), name).unwrap())
    });
    g.bench_function("llconv-print", |b| {
        b.iter(|| llconv_text::print_module(black_box(&module)))
    });
    g.bench_function("llconv-read-print-bc", |b| {
        b.iter(|| {
            let m = llconv_bitcode::read_module(black_box(&bc), name).unwrap();
            llconv_text::print_module(&m)
        })
    });
    drop(module);

    // llvm-dis-22 as a whole process, as users run it: it reads the
    // bitcode and prints text.
    if has_tool("llvm-dis-22") {
        g.bench_function("llvm-dis-22", |b| {
            b.iter(|| run_tool("llvm-dis-22", &[&path_str, "-o", "/dev/null"]))
        });
    } else {
        eprintln!("skipping llvm-dis-22 on {name}: not installed (apt-get install llvm-22)");
    }
    g.finish();
    true
}

/// Where criterion writes its results: `$CRITERION_HOME`, else
/// `$CARGO_TARGET_DIR/criterion`, else the workspace's `target/criterion`.
fn criterion_dir() -> PathBuf {
    if let Some(d) = env::var_os("CRITERION_HOME") {
        return PathBuf::from(d);
    }
    match env::var_os("CARGO_TARGET_DIR") {
        Some(t) => PathBuf::from(t).join("criterion"),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/criterion"),
    }
}

/// The mean time in nanoseconds of one bench of the latest run.
fn mean_ns(group: &str, bench: &str) -> Option<f64> {
    let file = criterion_dir()
        .join(group)
        .join(bench)
        .join("new/estimates.json");
    let json: serde_json::Value = serde_json::from_slice(&fs::read(file).ok()?).ok()?;
    json["mean"]["point_estimate"].as_f64()
}

/// Prints llvm-dis-22's time over llconv's for the modules measured in this
/// run: above 1 means llconv is faster. `llconv-read-print-bc` is the
/// like-for-like figure; `llconv-read-bc` shows the reader alone.
fn print_ratios(measured: &[&str]) {
    let pairs = [
        ("llvm-dis-22", "llconv-read-print-bc"),
        ("llvm-dis-22", "llconv-read-bc"),
    ];
    println!("\nratios (llvm-dis-22's mean time / llconv's; above 1 means llconv is faster):");
    for group in measured {
        for (tool, ours) in pairs {
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

fn main() {
    let mut c = Criterion::default().configure_from_args();
    let measured: Vec<&str> = MODULES
        .iter()
        .copied()
        .filter(|name| bench_module(&mut c, name))
        .collect();
    c.final_summary();
    print_ratios(&measured);
}
