//! Bounded cost on hostile input (issue 28): each DAG shape (types,
//! constant expressions, metadata) costs at most about twice as much when
//! its depth doubles, and each hostile class is answered, converted or
//! refused with a clear error, in well under a second, from text and from
//! bitcode, into both output formats.

use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use llconv_ir::Module;

use llconv_corpus_tests::hostile;

fn parse(text: &str) -> Module {
    hostile::parse(text)
}

/// The CLI's default `--max-output`.
const LIMIT: u64 = 1 << 30;

/// Everything a conversion does to a module: verify, print (within the
/// limit), write bitcode, read it back.
fn convert_both_ways(m: &Module) {
    let errors = llconv_verify::verify_module(m);
    assert!(errors.is_empty(), "{}", llconv_verify::render(m, &errors));
    llconv_text::print_module_limited(m, LIMIT).expect("within the limit");
    let bc = llconv_bitcode::write_module(m);
    llconv_bitcode::read_module(&bc, "hostile.bc").expect("our bitcode reads back");
}

fn from_text(src: String) -> impl Fn() + Send + 'static {
    move || convert_both_ways(&parse(&src))
}

fn from_bitcode(bc: Vec<u8>) -> impl Fn() + Send + 'static {
    move || {
        let m = llconv_bitcode::read_module(&bc, "hostile.bc").expect("reads");
        convert_both_ways(&m)
    }
}

/// The fastest of five runs of `f` (the least disturbed by other work on
/// the machine), on a thread given `limit` in all: a hang fails the test
/// instead of stalling it.
fn min_time(f: impl Fn() + Send + 'static, limit: Duration) -> Duration {
    let (tx, rx) = mpsc::channel();
    thread::spawn(move || {
        let best = (0..5)
            .map(|_| {
                let t = Instant::now();
                f();
                t.elapsed()
            })
            .min()
            .expect("five runs");
        let _ = tx.send(best);
    });
    rx.recv_timeout(limit)
        .unwrap_or_else(|_| panic!("no answer within {limit:?}"))
}

/// Doubling the depth at most about doubles the time: each step of
/// `depths` may cost three times the one before, plus 20 ms of noise. A
/// machine busy with other work can slow one measurement past that, so a
/// failing series is measured again, up to three times in all; a cost that
/// grows faster than linearly fails every time.
fn assert_near_linear<F: Fn() + Send + 'static>(
    what: &str,
    depths: [usize; 3],
    make: impl Fn(usize) -> F,
) {
    let mut last_failure = String::new();
    for _ in 0..3 {
        let times: Vec<Duration> = depths
            .iter()
            .map(|&d| min_time(make(d), Duration::from_secs(60)))
            .collect();
        eprintln!("{what}: depths {depths:?} took {times:?}");
        let slack = Duration::from_millis(20);
        let failure = times
            .windows(2)
            .zip(depths.windows(2))
            .find(|(w, _)| w[1] > w[0] * 3 + slack);
        match failure {
            None => return,
            Some((w, d)) => {
                last_failure = format!(
                    "{what}: depth {} took {:?}, depth {} took {:?} ({times:?})",
                    d[0], w[0], d[1], w[1]
                )
            }
        }
    }
    panic!("{last_failure}");
}

#[test]
fn type_depth_doubles_time_at_most_about_doubles() {
    assert_near_linear("types from text", [5000, 10000, 20000], |d| {
        from_text(hostile::doubling_types(d))
    });
    assert_near_linear("types from bitcode", [5000, 10000, 20000], |d| {
        from_bitcode(hostile::bitcode_without_align(&hostile::doubling_types(d)))
    });
}

#[test]
fn metadata_depth_doubles_time_at_most_about_doubles() {
    assert_near_linear("metadata from text", [10000, 20000, 40000], |d| {
        from_text(hostile::doubling_metadata(d))
    });
    assert_near_linear("metadata from bitcode", [10000, 20000, 40000], |d| {
        from_bitcode(llconv_bitcode::write_module(&parse(
            &hostile::doubling_metadata(d),
        )))
    });
}

/// Each class is answered in under a second from text and from bitcode.
fn answered_quickly(f: impl Fn() + Send + 'static) {
    let t = min_time(f, Duration::from_secs(30));
    assert!(t < Duration::from_secs(1), "took {t:?}");
}

#[test]
fn forty_doubling_struct_types_are_sized_quickly() {
    let src = hostile::doubling_types(40);
    answered_quickly(from_bitcode(hostile::bitcode_without_align(&src)));
    answered_quickly(from_text(src));
}

#[test]
fn a_long_chain_of_named_structs_is_sized() {
    // llvm-as-22 accepts it: no depth cutoff may call it unsized.
    let src = hostile::struct_chain(5000);
    answered_quickly(from_bitcode(hostile::bitcode_without_align(&src)));
    answered_quickly(from_text(src));
}

#[test]
fn constant_expression_depth_doubles_time_at_most_about_doubles() {
    // Bitcode to bitcode and the printed-size check: the text itself is
    // exponential (refused below).
    assert_near_linear("constant expressions", [200, 400, 800], |d| {
        let bc = hostile::doubling_constant_expressions(d);
        move || {
            let m = llconv_bitcode::read_module(&bc, "hostile.bc").expect("reads");
            let bc = llconv_bitcode::write_module(&m);
            llconv_bitcode::read_module(&bc, "again.bc").expect("reads back");
            assert!(llconv_text::print_module_limited(&m, LIMIT).is_err());
        }
    });
}

#[test]
fn exponential_text_is_refused_before_printing() {
    // 64 levels: 2^64 operands as text. Refused quickly, naming the limit,
    // in memory and streamed; bitcode out stays small.
    let bc = hostile::doubling_constant_expressions(64);
    assert!(bc.len() < 2048, "{} bytes", bc.len());
    answered_quickly(move || {
        let m = llconv_bitcode::read_module(&bc, "hostile.bc").expect("reads");
        let err = llconv_text::print_module_limited(&m, LIMIT).expect_err("refused");
        assert!(
            err.to_string()
                .contains(&format!("over the output limit of {LIMIT} bytes")),
            "{err}"
        );
        let mut sink = Vec::new();
        llconv_text::print_module_to(&m, &mut sink, LIMIT).expect_err("refused");
        assert!(sink.is_empty(), "nothing is written before the refusal");
        let out = llconv_bitcode::write_module(&m);
        llconv_bitcode::read_module(&out, "again.bc").expect("reads back");
    });
}

#[test]
fn text_within_the_limit_streams_as_printed_whole() {
    // A module larger than the printer's pieces: streamed, the same bytes.
    let src = hostile::doubling_types(10_000);
    let m = parse(&src);
    let whole = llconv_text::print_module_bytes(&m);
    assert!(whole.len() > 1 << 17);
    let mut streamed = Vec::new();
    llconv_text::print_module_to(&m, &mut streamed, LIMIT).expect("within the limit");
    assert_eq!(streamed, whole);
    // Past a limit of half the text: refused, having written at most it.
    let half = whole.len() as u64 / 2;
    let mut cut = Vec::new();
    let err = llconv_text::print_module_to(&m, &mut cut, half).expect_err("over");
    assert!(
        err.to_string().contains(&format!("limit of {half} bytes")),
        "{err}"
    );
    assert!(cut.len() as u64 <= half);
}

/// Many distinct inline asm strings: each is looked up by value, not by a
/// search of all earlier ones.
#[test]
fn distinct_inline_asm_count_doubles_time_at_most_about_doubles() {
    assert_near_linear("inline asm from bitcode", [4000, 8000, 16000], |n| {
        let mut src = String::from("define void @f() {\n");
        for i in 0..n {
            src.push_str(&format!(
                "  call void asm sideeffect \"nop # {i}\", \"\"()\n"
            ));
        }
        src.push_str("  ret void\n}\n");
        from_bitcode(llconv_bitcode::write_module(&parse(&src)))
    });
}
