//! Generated modules against LLVM 22: `llvm-as-22` accepts each one and
//! `llvm-dis-22` prints it exactly as our parser and printer do (the
//! `; ModuleID` line aside). Needs the llvm-22 tools; fails without them.

use std::path::Path;
use std::process::Command;

/// How many generated modules the test checks, and the bytes behind each.
const MODULES: u64 = 300;
const BYTES: usize = 4096;

fn drop_module_id(s: &str) -> &str {
    match s.strip_prefix("; ModuleID") {
        Some(rest) => rest.split_once('\n').map_or("", |x| x.1),
        None => s,
    }
}

fn run(tool: &str, args: &[&Path]) -> Vec<u8> {
    let out = Command::new(tool).args(args).output().unwrap_or_else(|e| {
        panic!("cannot run {tool} ({e}): install it with `apt-get install llvm-22`")
    });
    assert!(
        out.status.success(),
        "{tool} {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

#[test]
fn generated_modules_match_llvm_22() {
    let dir = std::env::temp_dir().join(format!("llconv-generated-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut failures = Vec::new();
    for seed in 0..MODULES {
        let src = llconv_fuzzing::generate::module_text(&llconv_fuzzing::seeds::bytes(seed, BYTES));
        let ll = dir.join(format!("gen-{seed}.ll"));
        let bc = dir.join(format!("gen-{seed}.bc"));
        std::fs::write(&ll, &src).unwrap();
        let dash_o = Path::new("-o");
        run("llvm-as-22", &[&ll, dash_o, &bc]);
        let theirs = String::from_utf8(run("llvm-dis-22", &[&bc, dash_o, Path::new("-")])).unwrap();
        let m = llconv_text::parse_module(src.as_bytes(), "gen.ll").unwrap_or_else(|e| {
            panic!("seed {seed}: we reject what llvm-as-22 accepts: {e}\n{src}")
        });
        // llvm-as-22 verified it: our verifier accepts it too.
        let problems = llconv_verify::verify_module(&m);
        assert!(
            problems.is_empty(),
            "seed {seed}: our verifier rejects what llvm-as-22 accepts:\n{}\n{src}",
            llconv_verify::render(&m, &problems)
        );
        let ours = llconv_text::print_module(&m);
        if drop_module_id(&ours) != drop_module_id(&theirs) {
            failures.push(seed);
            let (a, b) = (drop_module_id(&ours), drop_module_id(&theirs));
            let line = a.lines().zip(b.lines()).position(|(x, y)| x != y);
            let at = |s: &str| {
                line.and_then(|l| s.lines().nth(l))
                    .unwrap_or("<end>")
                    .to_string()
            };
            eprintln!("seed {seed}: first difference at line {line:?}:\n  ours:        {}\n  llvm-dis-22: {}", at(a), at(b));
            if failures.len() == 1 {
                eprintln!("--- ours ---\n{a}\n--- llvm-dis-22 ---\n{b}\n--- source ---\n{src}");
            }
        }
        let _ = std::fs::remove_file(&ll);
        let _ = std::fs::remove_file(&bc);
    }
    let _ = std::fs::remove_dir(&dir);
    assert!(
        failures.is_empty(),
        "{} of {MODULES} generated modules print differently from llvm-dis-22: seeds {failures:?}",
        failures.len()
    );
}
