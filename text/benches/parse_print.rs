//! Parse and print the benchmark modules of `../shared/bench` beside the
//! LLVM 22 tools on the same files, in the same run, and print the ratios.
//!
//! ```text
//! cargo bench -p llconv-text --bench parse_print
//! ```
//!
//! `LLCONV_BENCH` overrides the folder of the modules. Tools that are not
//! installed, and modules that llconv cannot parse yet, are skipped with a
//! message. The ratios printed at the end are mean times from criterion's
//! `estimates.json` files (`target/criterion/<module>/<bench>/new/`).

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput};

#[path = "support/oracle.rs"]
mod oracle;
use oracle::{has_tool, print_ratios, read_bench_file, run_tool};

/// The modules measured, each with its bitcode beside it (`.bc`).
const MODULES: &[&str] = &["shell.O2.ll", "shell.O0g.ll"];

/// Measures one module; false if it was skipped.
fn bench_module(c: &mut Criterion, name: &str) -> bool {
    let Some((path, src)) = read_bench_file(name) else {
        return false;
    };
    let module = match llconv_text::parse_module(&src, name) {
        Ok(m) => m,
        Err(e) => {
            let rendered = e.render(name, &src);
            eprintln!(
                "skipping {name}: llconv cannot parse it yet: {}",
                rendered.lines().next().unwrap_or("")
            );
            return false;
        }
    };
    let path_str = path.to_string_lossy().into_owned();
    let bc = path.with_extension("bc");
    let bc_str = bc.to_string_lossy().into_owned();

    let mut g = c.benchmark_group(name);
    g.sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5))
        .throughput(Throughput::Bytes(src.len() as u64));

    // Lexing alone: on two cores it runs beside the parser, but it is
    // about a third of the instructions of a parse.
    g.bench_function("llconv-lex", |b| {
        b.iter(|| llconv_text::count_tokens(black_box(&src)))
    });
    g.bench_function("llconv-parse", |b| {
        b.iter(|| llconv_text::parse_module(black_box(&src), name).unwrap())
    });
    g.bench_function("llconv-print", |b| {
        b.iter(|| llconv_text::print_module(black_box(&module)))
    });
    g.bench_function("llconv-parse-print", |b| {
        b.iter(|| {
            let m = llconv_text::parse_module(black_box(&src), name).unwrap();
            llconv_text::print_module(&m)
        })
    });
    drop(module);

    // The LLVM tools as whole processes, as users run them. llvm-as-22
    // parses, verifies and writes bitcode; with -disable-verify it skips the
    // verifier. llvm-dis-22 reads bitcode and prints text.
    if has_tool("llvm-as-22") {
        g.bench_function("llvm-as-22", |b| {
            b.iter(|| run_tool("llvm-as-22", &[&path_str, "-o", "/dev/null"]))
        });
        g.bench_function("llvm-as-22-disable-verify", |b| {
            b.iter(|| {
                run_tool(
                    "llvm-as-22",
                    &["-disable-verify", &path_str, "-o", "/dev/null"],
                )
            })
        });
    } else {
        eprintln!("skipping llvm-as-22 on {name}: not installed (apt-get install llvm-22)");
    }
    if has_tool("llvm-dis-22") && bc.exists() {
        g.bench_function("llvm-dis-22", |b| {
            b.iter(|| run_tool("llvm-dis-22", &[&bc_str, "-o", "/dev/null"]))
        });
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
            ("llvm-as-22", "llconv-parse"),
            ("llvm-as-22-disable-verify", "llconv-parse"),
            ("llvm-dis-22", "llconv-print"),
        ],
    );
}
