//! Times the verifier on a module: `cargo run --release -p llconv-verify --example verify_time FILE`.
fn main() {
    let path = std::env::args().nth(1).expect("a .ll or .bc file");
    let bytes = std::fs::read(&path).expect("readable");
    let m = if llconv_bitcode::is_bitcode(&bytes) {
        llconv_bitcode::read_module(&bytes, &path).expect("reads")
    } else {
        llconv_text::parse_module(&bytes, &path).expect("parses")
    };
    let runs: u32 = std::env::var("RUNS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(1);
    let start = std::time::Instant::now();
    let mut errors = Vec::new();
    for _ in 0..runs {
        errors = llconv_verify::verify_module(&m);
    }
    let took = start.elapsed() / runs;
    print!("{}", llconv_verify::render(&m, &errors));
    println!(
        "{} errors in {:.2} ms",
        errors.len(),
        took.as_secs_f64() * 1e3
    );
}
