//! Times each phase of a conversion on one thread, for finding where the
//! time goes: `cargo run --release -p llconv-cli --example phases -- FILE [RUNS]`.
//! A `.bc` is read, verified and printed; a `.ll` is parsed, verified and
//! written as bitcode. Prints the median of each phase in milliseconds.

use std::time::Instant;

// The command's allocator, so that the figures are the command's.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

fn main() {
    if std::env::var_os("SIZES").is_some() {
        eprintln!(
            "Inst {} InstKind {} Block {} Operand {} CallData {} DbgRecord {}",
            std::mem::size_of::<llconv_ir::Inst>(),
            std::mem::size_of::<llconv_ir::InstKind>(),
            std::mem::size_of::<llconv_ir::Block>(),
            std::mem::size_of::<llconv_ir::Operand>(),
            std::mem::size_of::<llconv_ir::CallData>(),
            std::mem::size_of::<llconv_ir::dbgrecord::DbgRecord>()
        );
    }
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("usage: phases FILE [RUNS]");
    let runs: usize = args.next().map_or(10, |r| r.parse().expect("RUNS"));
    let bytes = std::fs::read(&path).expect("read");
    let bitcode = llconv_bitcode::is_bitcode(&bytes);
    let (mut read, mut verify, mut out) = (vec![], vec![], vec![]);
    for _ in 0..runs {
        let t = Instant::now();
        let m = if bitcode {
            llconv_bitcode::read_module(&bytes, &path).expect("bitcode")
        } else {
            let options = llconv_text::ParseOptions {
                threads: llconv_ir::threads::Threads::One,
                ..Default::default()
            };
            llconv_text::parse_module_with(&bytes, &path, &options).expect("text")
        };
        read.push(t.elapsed().as_secs_f64() * 1e3);
        let t = Instant::now();
        let errors = llconv_verify::verify_module(&m);
        assert!(errors.is_empty());
        verify.push(t.elapsed().as_secs_f64() * 1e3);
        let t = Instant::now();
        let len = if bitcode {
            let mut sink = Vec::new();
            let options = llconv_text::PrintOptions {
                limit: u64::MAX,
                threads: llconv_ir::threads::Threads::One,
            };
            llconv_text::print_module_with(&m, &mut sink, &options).expect("print");
            sink.len()
        } else {
            let options = llconv_bitcode::WriteOptions {
                threads: llconv_ir::threads::Threads::One,
                ..Default::default()
            };
            llconv_bitcode::write_module_with(&m, options).len()
        };
        std::hint::black_box(len);
        out.push(t.elapsed().as_secs_f64() * 1e3);
        std::mem::forget(m);
    }
    println!(
        "{path}: read {:.1} ms, verify {:.1} ms, {} {:.1} ms",
        median(read),
        median(verify),
        if bitcode { "print" } else { "write" },
        median(out)
    );
}
