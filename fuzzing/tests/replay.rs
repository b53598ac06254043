//! Replays, on stable and without a fuzzer, every input kept under
//! `fuzz/regressions/<target>/` and a deterministic sample of the seed
//! corpora (the corpus's `.ll`, `.ll.expected` and `.bc` files) through
//! every target's entry point. `LLCONV_FUZZ_FULL=1` replays the whole
//! corpus instead of a sample.

use llconv_fuzzing::{corpus, run, Target};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;
use std::time::{Duration, Instant};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Runs `target` on `data`: the first lines of its panic message, if it
/// panics.
fn run_caught(target: Target, data: &[u8]) -> Option<String> {
    let e = catch_unwind(AssertUnwindSafe(|| run(target, data))).err()?;
    let msg = e
        .downcast_ref::<String>()
        .map(String::as_str)
        .or_else(|| e.downcast_ref::<&str>().copied())
        .unwrap_or("panic");
    Some(msg.lines().take(3).collect::<Vec<_>>().join(" | "))
}

/// Runs `target` on each file; returns the failures as "path: message".
fn replay(target: Target, files: &[PathBuf]) -> Vec<String> {
    let mut failures = Vec::new();
    for f in files {
        let data = std::fs::read(f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        if let Some(first) = run_caught(target, &data) {
            failures.push(format!("{} on {}: {first}", target.name(), f.display()));
        }
    }
    failures
}

fn assert_none(failures: Vec<String>) {
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn regressions_replay_through_every_target() {
    let mut failures = Vec::new();
    let mut count = 0;
    for kept in Target::ALL {
        let files = corpus::files(&root().join("fuzz/regressions").join(kept.name()));
        count += files.len();
        for target in Target::ALL {
            failures.extend(replay(target, &files));
        }
    }
    eprintln!("replayed {count} regression inputs");
    assert_none(failures);
}

/// Every `step`-th seed of `target` (all of them with `LLCONV_FUZZ_FULL=1`).
fn sample(target: Target, step: usize) -> Vec<PathBuf> {
    let root = corpus::root();
    let all = corpus::seeds(&root, target)
        .unwrap_or_else(|e| panic!("no corpus at {} ({e}); set LLCONV_CORPUS", root.display()));
    assert!(
        !all.is_empty(),
        "no seeds for {} in {}",
        target.name(),
        root.display()
    );
    let step = if std::env::var_os("LLCONV_FUZZ_FULL").is_some() {
        1
    } else {
        step
    };
    all.into_iter().step_by(step).collect()
}

#[test]
fn text_seeds_replay() {
    let mut failures = Vec::new();
    failures.extend(replay(Target::TextParse, &sample(Target::TextParse, 4)));
    failures.extend(replay(
        Target::TextRoundtrip,
        &sample(Target::TextRoundtrip, 4),
    ));
    assert_none(failures);
}

#[test]
fn bitcode_seeds_replay() {
    let mut failures = Vec::new();
    failures.extend(replay(Target::BitcodeRead, &sample(Target::BitcodeRead, 6)));
    failures.extend(replay(
        Target::BitcodeRoundtrip,
        &sample(Target::BitcodeRoundtrip, 6),
    ));
    assert_none(failures);
}

/// The complexity target's findings (the hostile inputs of issue 28
/// among them) each answer within the fuzzer's two seconds, with room
/// for the test profile's lesser optimization.
#[test]
fn complexity_findings_replay_within_the_time_budget() {
    let files = corpus::files(&root().join("fuzz/regressions/complexity"));
    assert!(!files.is_empty());
    for f in files {
        let data = std::fs::read(&f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        let t = Instant::now();
        run(Target::Complexity, &data);
        let took = t.elapsed();
        assert!(took < Duration::from_secs(4), "{}: {took:?}", f.display());
    }
}

#[test]
fn seeds_through_the_other_targets() {
    // Text into the bitcode targets and the generator, bitcode into the
    // text targets and the generator: the fuzzers mix inputs too.
    let text = sample(Target::TextParse, 64);
    let bc = sample(Target::BitcodeRead, 128);
    let mut failures = Vec::new();
    for target in [
        Target::BitcodeRead,
        Target::BitcodeRoundtrip,
        Target::GeneratedRoundtrip,
    ] {
        failures.extend(replay(target, &text));
    }
    for target in [
        Target::TextParse,
        Target::TextRoundtrip,
        Target::GeneratedRoundtrip,
    ] {
        failures.extend(replay(target, &bc));
    }
    assert_none(failures);
}

#[test]
fn generated_modules_round_trip() {
    for seed in 0..200 {
        run(
            Target::GeneratedRoundtrip,
            &llconv_fuzzing::seeds::bytes(seed, 4096),
        );
    }
}

#[test]
fn nesting_near_the_limit_goes_through_bitcode() {
    // What the text parser accepts, the bitcode reader accepts too, and the
    // writer, reader and printer stay within the default test thread's
    // stack.
    let n = llconv_ir::MAX_NESTING_DEPTH as usize - 10;
    let types = format!(
        "@g = global {}i8{} zeroinitializer\n",
        "[1 x ".repeat(n),
        "]".repeat(n)
    );
    let exprs = format!(
        "@g = global ptr {}@g{}\n",
        "getelementptr (i8, ptr ".repeat(n),
        ", i64 1)".repeat(n)
    );
    for src in [types, exprs] {
        let m = llconv_text::parse_module(src.as_bytes(), "near.ll").expect("within the limit");
        let text = llconv_text::print_module(&m);
        let bc = llconv_bitcode::write_module(&m);
        let back = llconv_bitcode::read_module(&bc, "near.ll").expect("our bitcode reads back");
        assert_eq!(llconv_text::print_module(&back), text);
    }
}

#[test]
fn known_findings_still_fail() {
    // Inputs a fuzzer found whose fix belongs to work in progress elsewhere
    // (README, Fuzzing): each must still fail its target. When one passes,
    // move it to fuzz/regressions/<target>/.
    let mut passing = Vec::new();
    let mut count = 0;
    for target in Target::ALL {
        let files = corpus::files(&root().join("fuzz/known").join(target.name()));
        count += files.len();
        for f in files {
            let data = std::fs::read(&f).unwrap();
            if catch_unwind(AssertUnwindSafe(|| run(target, &data))).is_ok() {
                passing.push(f.display().to_string());
            }
        }
    }
    eprintln!("{count} known findings");
    assert!(
        passing.is_empty(),
        "known findings that now pass (move them to fuzz/regressions/): {passing:?}"
    );
}

#[test]
fn nameless_expression_operations_are_recognized() {
    use llconv_fuzzing::prints_nameless_expression_op as nameless;
    assert!(nameless(
        b"!0 = !DIExpression(DW_OP_LLVM_entry_value, 1, DW_OP_le, , DW_OP_lit0)"
    ));
    assert!(nameless(b"!DIExpression(, DW_OP_plus)"));
    assert!(!nameless(b"!0 = !DIExpression()"));
    assert!(!nameless(
        b"!DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)"
    ));
}

/// LLVM's own linker tests, each with the inputs its `RUN:` lines link
/// it with, through the link target: what links verifies and round-trips.
#[test]
fn linker_tests_replay_as_links() {
    let seeds = corpus::link_seeds(&corpus::lit_root());
    assert!(seeds.len() > 100, "{} link seeds", seeds.len());
    let mut failures = Vec::new();
    for (name, data) in &seeds {
        if let Some(first) = run_caught(Target::Link, data) {
            failures.push(format!("link on {name}: {first}"));
        }
    }
    eprintln!("linked {} pairs", seeds.len());
    assert_none(failures);
}
