//! `llconv X.ll -o X.bc` (parse the text, write bitcode) on the modules of
//! `../shared/bench`, beside `llvm-as-22` and `llvm-as-22 -disable-verify`
//! on the same files, in the same run; prints the ratios and the sizes of
//! both tools' bitcode.
//!
//! ```text
//! cargo bench -p llconv-bitcode --bench write
//! ```
//!
//! `LLCONV_BENCH` overrides the folder of the modules. Without `llvm-as-22`
//! installed only llconv is measured. The ratios are mean times from
//! criterion's `estimates.json` files (`target/criterion/<module>/<bench>/new/`).

use std::fs;
use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput};

#[path = "../../text/benches/support/oracle.rs"]
mod oracle;
use oracle::{has_tool, print_ratios, read_bench_file, run_tool};

/// The modules measured.
const MODULES: &[&str] = &["shell.O2.ll", "shell.O0g.ll"];

/// Measures one module; false if it was skipped.
fn bench_module(c: &mut Criterion, name: &str) -> bool {
    let Some((path, text)) = read_bench_file(name) else {
        return false;
    };
    let module = match llconv_text::parse_module(&text, name) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("skipping {name}: llconv cannot parse it: {e}");
            return false;
        }
    };
    let ours = llconv_bitcode::write_module(&module);
    let path_str = path.to_string_lossy().into_owned();
    let out = std::env::temp_dir().join(format!("llconv-bench-{}.bc", std::process::id()));
    let out_str = out.to_string_lossy().into_owned();

    let mut g = c.benchmark_group(name);
    g.sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5))
        .throughput(Throughput::Bytes(text.len() as u64));

    g.bench_function("llconv-write-bc", |b| {
        b.iter(|| llconv_bitcode::write_module(black_box(&module)))
    });
    g.bench_function("llconv-parse-write-bc", |b| {
        b.iter(|| {
            let m = llconv_text::parse_module(black_box(&text), name).unwrap();
            llconv_bitcode::write_module(&m)
        })
    });
    drop(module);

    if has_tool("llvm-as-22") {
        g.bench_function("llvm-as-22", |b| {
            b.iter(|| run_tool("llvm-as-22", &[&path_str, "-o", &out_str]))
        });
        g.bench_function("llvm-as-22-disable-verify", |b| {
            b.iter(|| {
                run_tool(
                    "llvm-as-22",
                    &["-disable-verify", &path_str, "-o", &out_str],
                )
            })
        });
        if let Ok(theirs) = fs::metadata(&out) {
            println!(
                "{name}: llconv bitcode {} bytes, llvm-as-22 {} bytes ({:+.1}%)",
                ours.len(),
                theirs.len(),
                (ours.len() as f64 / theirs.len() as f64 - 1.0) * 100.0
            );
        }
        let _ = fs::remove_file(&out);
    } else {
        eprintln!("skipping llvm-as-22 on {name}: not installed (apt-get install llvm-22)");
    }
    g.finish();
    true
}

fn main() {
    let mut c = Criterion::default().configure_from_args();
    let measured: Vec<&str> = MODULES
        .iter()
        .copied()
        .filter(|name| bench_module(&mut c, name))
        .collect();
    c.final_summary();
    print_ratios(
        &measured,
        &[
            ("llvm-as-22", "llconv-parse-write-bc"),
            ("llvm-as-22-disable-verify", "llconv-parse-write-bc"),
        ],
    );
}
