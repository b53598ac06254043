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

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput};

#[path = "../../text/benches/support/oracle.rs"]
mod oracle;
use oracle::{has_tool, print_ratios, read_bench_file, run_tool};

/// The modules measured.
const MODULES: &[&str] = &["shell.O2.bc", "shell.O0g.bc"];

/// Measures one module; false if it was skipped.
fn bench_module(c: &mut Criterion, name: &str) -> bool {
    let Some((path, bc)) = read_bench_file(name) else {
        return false;
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
            ("llvm-dis-22", "llconv-read-print-bc"),
            ("llvm-dis-22", "llconv-read-bc"),
        ],
    );
}
