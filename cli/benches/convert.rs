//! The `llconv` command end to end, as a user runs it (a process that reads
//! the file, converts and writes), beside the LLVM tool doing the same job
//! on the same file in the same run:
//!
//! - `llconv X.ll -o X.bc` beside `llvm-as-22` and `llvm-as-22 -disable-verify`;
//! - `llconv X.bc -o X.ll` beside `llvm-dis-22`.
//!
//! ```text
//! cargo bench -p llconv-cli --bench convert
//! ```
//!
//! `LLCONV_BENCH` overrides the folder of the modules (`../shared/bench`).
//! Without the LLVM tools only llconv is measured. `LLCONV_BENCH_BASELINE`
//! names another `llconv` binary (an earlier build) to measure beside this
//! one in the same run, both ways, with verification (`baseline-*`) and
//! without (`-disable-verify`), for before-and-after figures.
//! `LLCONV_BENCH_CANDIDATE` names the `llconv` binary measured as
//! `llconv-*` in place of this build's, so that any two builds can be
//! compared in one run.

use std::time::Duration;

use criterion::Criterion;

#[path = "../../text/benches/support/oracle.rs"]
#[allow(dead_code)] // read_bench_file: this bench runs processes on paths
mod oracle;
use oracle::{bench_dir, has_tool, print_ratios, run_tool};

const LLCONV: &str = env!("CARGO_BIN_EXE_llconv");

/// The build measured as `llconv-*`: this one, or `LLCONV_BENCH_CANDIDATE`.
fn llconv() -> String {
    std::env::var("LLCONV_BENCH_CANDIDATE").unwrap_or_else(|_| LLCONV.to_string())
}

/// Text modules, each with its bitcode beside it (`X.bc` for `X.ll`).
const MODULES: &[&str] = &["shell.O2.ll", "shell.O0g.ll"];

fn bench_module(c: &mut Criterion, name: &str) -> bool {
    let ll = bench_dir().join(name);
    let bc = ll.with_extension("bc");
    if !ll.exists() || !bc.exists() {
        eprintln!("skipping {name}: {} or its .bc is missing", ll.display());
        return false;
    }
    let (ll, bc) = (ll.to_string_lossy(), bc.to_string_lossy());
    let tmp = std::env::temp_dir();
    let pid = std::process::id();
    let out_bc = tmp.join(format!("llconv-convert-{pid}.bc"));
    let out_ll = tmp.join(format!("llconv-convert-{pid}.ll"));
    let (out_bc, out_ll) = (out_bc.to_string_lossy(), out_ll.to_string_lossy());

    let llconv = llconv();
    let llconv = llconv.as_str();
    let mut g = c.benchmark_group(format!("convert-{name}"));
    g.sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5));
    g.bench_function("llconv-ll-to-bc", |b| {
        b.iter(|| run_tool(llconv, &[&ll, "-o", &out_bc]))
    });
    g.bench_function("llconv-bc-to-ll", |b| {
        b.iter(|| run_tool(llconv, &[&bc, "-o", &out_ll]))
    });
    if let Some(base) = std::env::var_os("LLCONV_BENCH_BASELINE") {
        let base = base.to_string_lossy().into_owned();
        g.bench_function("baseline-ll-to-bc", |b| {
            b.iter(|| run_tool(&base, &[&ll, "-o", &out_bc]))
        });
        g.bench_function("baseline-bc-to-ll", |b| {
            b.iter(|| run_tool(&base, &[&bc, "-o", &out_ll]))
        });
        g.bench_function("llconv-ll-to-bc-disable-verify", |b| {
            b.iter(|| run_tool(llconv, &["--disable-verify", &ll, "-o", &out_bc]))
        });
        g.bench_function("llconv-bc-to-ll-disable-verify", |b| {
            b.iter(|| run_tool(llconv, &["--disable-verify", &bc, "-o", &out_ll]))
        });
    }
    if has_tool("llvm-as-22") && has_tool("llvm-dis-22") {
        g.bench_function("llvm-as-22", |b| {
            b.iter(|| run_tool("llvm-as-22", &[&ll, "-o", &out_bc]))
        });
        g.bench_function("llvm-as-22-disable-verify", |b| {
            b.iter(|| run_tool("llvm-as-22", &["-disable-verify", &ll, "-o", &out_bc]))
        });
        g.bench_function("llvm-dis-22", |b| {
            b.iter(|| run_tool("llvm-dis-22", &[&bc, "-o", &out_ll]))
        });
    } else {
        eprintln!("skipping the LLVM tools on {name}: not installed (apt-get install llvm-22)");
    }
    g.finish();
    let _ = std::fs::remove_file(&*out_bc);
    let _ = std::fs::remove_file(&*out_ll);
    true
}

fn main() {
    let mut c = Criterion::default().configure_from_args();
    let measured: Vec<String> = MODULES
        .iter()
        .filter(|name| bench_module(&mut c, name))
        .map(|name| format!("convert-{name}"))
        .collect();
    c.final_summary();
    let measured: Vec<&str> = measured.iter().map(String::as_str).collect();
    print_ratios(
        &measured,
        &[
            ("llvm-as-22", "llconv-ll-to-bc"),
            ("llvm-as-22-disable-verify", "llconv-ll-to-bc"),
            ("llvm-dis-22", "llconv-bc-to-ll"),
            ("baseline-ll-to-bc", "llconv-ll-to-bc"),
            ("baseline-ll-to-bc", "llconv-ll-to-bc-disable-verify"),
            ("baseline-bc-to-ll", "llconv-bc-to-ll"),
            ("baseline-bc-to-ll", "llconv-bc-to-ll-disable-verify"),
        ],
    );
}
