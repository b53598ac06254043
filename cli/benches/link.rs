//! `llconv link` end to end, as a user runs it (a process that reads the
//! modules, links them and writes bitcode), beside `llvm-link-22` doing the
//! same job on the same files in the same run: zlib's fifteen library
//! modules compiled at `-O0 -g` (`zlib/O0g/*.bc`, see the bench folder's
//! README), linked to bitcode.
//!
//! ```text
//! cargo bench -p llconv-cli --bench link
//! ```
//!
//! `LLCONV_BENCH` overrides the folder of the modules (`../shared/bench`).
//! Without `llvm-link-22` only llconv is measured.

use std::time::Duration;

use criterion::Criterion;

#[path = "../../text/benches/support/oracle.rs"]
#[allow(dead_code)] // read_bench_file: this bench runs processes on paths
mod oracle;
use oracle::{bench_dir, has_tool, print_ratios, run_tool};

const LLCONV: &str = env!("CARGO_BIN_EXE_llconv");

/// zlib's library modules, in the order its build lists them.
const ZLIB: &[&str] = &[
    "adler32", "compress", "crc32", "deflate", "gzclose", "gzlib", "gzread", "gzwrite", "infback",
    "inffast", "inflate", "inftrees", "trees", "uncompr", "zutil",
];

const GROUP: &str = "link-zlib-O0g";

fn bench_zlib(c: &mut Criterion) -> bool {
    let dir = bench_dir().join("zlib/O0g");
    let inputs: Vec<String> = ZLIB
        .iter()
        .map(|m| dir.join(format!("{m}.bc")).to_string_lossy().into_owned())
        .collect();
    if let Some(missing) = inputs.iter().find(|p| !std::path::Path::new(p).exists()) {
        eprintln!("skipping {GROUP}: {missing} is missing");
        return false;
    }
    let out = std::env::temp_dir().join(format!("llconv-link-{}.bc", std::process::id()));
    let out = out.to_string_lossy().into_owned();
    let args = |first: &[&'static str]| -> Vec<String> {
        let mut a: Vec<String> = first.iter().map(|s| s.to_string()).collect();
        a.extend(inputs.iter().cloned());
        a.extend(["-o".to_owned(), out.clone()]);
        a
    };
    let ours = args(&["link"]);
    let ours: Vec<&str> = ours.iter().map(String::as_str).collect();
    let theirs = args(&[]);
    let theirs: Vec<&str> = theirs.iter().map(String::as_str).collect();

    let mut g = c.benchmark_group(GROUP);
    g.sample_size(20)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5));
    g.bench_function("llconv-link", |b| b.iter(|| run_tool(LLCONV, &ours)));
    if has_tool("llvm-link-22") {
        g.bench_function("llvm-link-22", |b| {
            b.iter(|| run_tool("llvm-link-22", &theirs))
        });
    } else {
        eprintln!("skipping llvm-link-22: not installed (apt-get install llvm-22)");
    }
    g.finish();
    let _ = std::fs::remove_file(&out);
    true
}

fn main() {
    let mut c = Criterion::default().configure_from_args();
    let measured = bench_zlib(&mut c);
    c.final_summary();
    if measured {
        print_ratios(&[GROUP], &[("llvm-link-22", "llconv-link")]);
    }
}
