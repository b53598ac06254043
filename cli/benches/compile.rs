//! `llconv compile` beside `llc-22 -filetype=obj` on the same bitcode in
//! the same run, at -O0 and at -O2 (wall time of the whole process, as a
//! build runs it; llconv compiles functions on every core, llc on one).
//!
//! ```text
//! cargo bench -p llconv-cli --bench compile
//! ```
//!
//! `LLCONV_BENCH` overrides the folder of the modules (`../shared/bench`).
//! Without llc-22 only llconv is measured.

use std::time::Duration;

use criterion::Criterion;

#[path = "../../text/benches/support/oracle.rs"]
#[allow(dead_code)] // read_bench_file: this bench runs processes on paths
mod oracle;
use oracle::{bench_dir, has_tool, print_ratios, run_tool};

const LLCONV: &str = env!("CARGO_BIN_EXE_llconv");

const MODULES: &[&str] = &["shell.O2.bc", "shell.O0g.bc"];

fn bench_module(c: &mut Criterion, name: &str) -> bool {
    let bc = bench_dir().join(name);
    if !bc.exists() {
        eprintln!("skipping {name}: {} is missing", bc.display());
        return false;
    }
    let bc = bc.to_string_lossy();
    let out = std::env::temp_dir().join(format!("llconv-compile-{}.o", std::process::id()));
    let out = out.to_string_lossy();
    let mut g = c.benchmark_group(format!("compile-{name}"));
    g.sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5));
    for level in ["0", "2"] {
        let o = format!("-O{level}");
        g.bench_function(format!("llconv-O{level}"), |b| {
            b.iter(|| run_tool(LLCONV, &["compile", &o, &bc, "-o", &out]))
        });
        if has_tool("llc-22") {
            g.bench_function(format!("llc-22-O{level}"), |b| {
                b.iter(|| run_tool("llc-22", &[&o, "-filetype=obj", &bc, "-o", &out]))
            });
        } else {
            eprintln!("skipping llc-22 on {name}: not installed (apt-get install llvm-22)");
        }
    }
    g.finish();
    let _ = std::fs::remove_file(&*out);
    true
}

fn main() {
    let mut c = Criterion::default().configure_from_args();
    let measured: Vec<String> = MODULES
        .iter()
        .filter(|name| bench_module(&mut c, name))
        .map(|name| format!("compile-{name}"))
        .collect();
    c.final_summary();
    let measured: Vec<&str> = measured.iter().map(String::as_str).collect();
    print_ratios(
        &measured,
        &[("llc-22-O0", "llconv-O0"), ("llc-22-O2", "llconv-O2")],
    );
}
