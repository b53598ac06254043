//! Bounded cost on hostile input (issue 28): each DAG shape (types,
//! constant expressions, metadata) costs at most about twice as much when
//! its depth doubles, and each hostile class is answered, converted or
//! refused with a clear error, in well under a second, from text and from
//! bitcode, into both output formats.

use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use llconv_ir::{GlobalKind, InstKind, Module};

mod hostile {
    use super::*;

    /// `%t0 = type { %t1, %t1 }` ... down to `%tN = type { i32 }`, with an
    /// `alloca`, `load` and `store` of `%t0` without `align`: sizing the
    /// types without memory takes 2^N steps.
    pub fn doubling_types(n: usize) -> String {
        let mut s = String::new();
        for i in 0..n {
            s.push_str(&format!("%t{i} = type {{ %t{j}, %t{j} }}\n", j = i + 1));
        }
        s.push_str(&format!("%t{n} = type {{ i32 }}\n"));
        s.push_str(
            "define void @f(ptr %p) {\n  %a = alloca %t0\n  %v = load %t0, ptr %p\n  \
             store %t0 %v, ptr %a\n  ret void\n}\n",
        );
        s
    }

    /// A chain of `n` named structs, each holding the next, and an
    /// `alloca` of the first.
    pub fn struct_chain(n: usize) -> String {
        let mut s = String::new();
        for i in 0..n {
            s.push_str(&format!("%c{i} = type {{ %c{} }}\n", i + 1));
        }
        s.push_str(&format!("%c{n} = type {{ i32 }}\n"));
        s.push_str("define void @f() {\n  %a = alloca %c0\n  ret void\n}\n");
        s
    }

    /// `!0 = !{!1, !1}` ... : a metadata DAG with two uses of each node.
    pub fn doubling_metadata(n: usize) -> String {
        let mut s = String::from("!named = !{!0}\n");
        for i in 0..n {
            s.push_str(&format!("!{i} = !{{!{j}, !{j}}}\n", j = i + 1));
        }
        s.push_str(&format!("!{n} = !{{}}\n"));
        s
    }

    /// The module as bitcode, with the alignments of loads, stores and
    /// allocas left out (records with alignment 0), so the reader computes
    /// them.
    pub fn bitcode_without_align(text: &str) -> Vec<u8> {
        let mut m = parse(text);
        for g in &mut m.globals {
            let GlobalKind::Func(f) = &mut g.kind else {
                continue;
            };
            for inst in f.body.iter_mut().flat_map(|b| b.insts.iter_mut()) {
                match &mut inst.kind {
                    InstKind::Alloca { align, .. }
                    | InstKind::Load { align, .. }
                    | InstKind::Store { align, .. } => *align = None,
                    _ => {}
                }
            }
        }
        llconv_bitcode::write_module(&m)
    }
}

fn parse(text: &str) -> Module {
    llconv_text::parse_module(text.as_bytes(), "hostile.ll").unwrap_or_else(|e| panic!("{e}"))
}

/// Everything a conversion does to a module: verify, print, write
/// bitcode, read it back.
fn convert_both_ways(m: &Module) {
    let errors = llconv_verify::verify_module(m);
    assert!(errors.is_empty(), "{}", llconv_verify::render(m, &errors));
    let _ = llconv_text::print_module_bytes(m);
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

/// The fastest of three runs of `f`, on a thread given `limit` in all: a
/// hang fails the test instead of stalling it.
fn min_time(f: impl Fn() + Send + 'static, limit: Duration) -> Duration {
    let (tx, rx) = mpsc::channel();
    thread::spawn(move || {
        let best = (0..3)
            .map(|_| {
                let t = Instant::now();
                f();
                t.elapsed()
            })
            .min()
            .expect("three runs");
        let _ = tx.send(best);
    });
    rx.recv_timeout(limit)
        .unwrap_or_else(|_| panic!("no answer within {limit:?}"))
}

/// Doubling the depth at most about doubles the time: each step of
/// `depths` may cost three times the one before, plus 20 ms of noise.
fn assert_near_linear<F: Fn() + Send + 'static>(
    what: &str,
    depths: [usize; 3],
    make: impl Fn(usize) -> F,
) {
    let times: Vec<Duration> = depths
        .iter()
        .map(|&d| min_time(make(d), Duration::from_secs(60)))
        .collect();
    eprintln!("{what}: depths {depths:?} took {times:?}");
    for (w, d) in times.windows(2).zip(depths.windows(2)) {
        let slack = Duration::from_millis(20);
        assert!(
            w[1] <= w[0] * 3 + slack,
            "{what}: depth {} took {:?}, depth {} took {:?} ({times:?})",
            d[0],
            w[0],
            d[1],
            w[1]
        );
    }
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
