//! The writer against our own reader: modules written and read back print
//! the same, and the bytes do not depend on the run or the thread.

mod common;

const MODULE: &str = r#"
%pair = type { i32, ptr }
%opaque = type opaque
@g = global i32 42, align 4
@s = private unnamed_addr constant [6 x i8] c"hello\00"
@arr = global [2 x %pair] [%pair { i32 1, ptr @g }, %pair zeroinitializer]
@gep = global ptr getelementptr inbounds ([2 x %pair], ptr @arr, i64 0, i64 1, i32 1)
@a = alias i32, ptr @g
@tls = thread_local(initialexec) global i8 0, section "data", comdat($c)
$c = comdat any

declare void @ext(ptr byval(%pair), ...)

define internal fastcc i32 @f(i32 %a, ptr noalias %p) #0 {
entry:
  %x = add nsw i32 %a, 1
  %y = load volatile i32, ptr %p, align 4
  %v = insertelement <4 x float> poison, float 1.5, i64 0
  %sh = shufflevector <4 x float> %v, <4 x float> poison, <4 x i32> <i32 0, i32 poison, i32 0, i32 3>
  %c = icmp samesign ult i32 %x, %y
  br i1 %c, label %then, label %else
then:
  %old = atomicrmw add ptr %p, i32 1 seq_cst, align 4
  %pair = cmpxchg weak ptr %p, i32 1, i32 2 acquire monotonic, align 4
  store i32 %x, ptr @g
  switch i32 %x, label %else [ i32 7, label %then
                               i32 9, label %else ]
else:
  %r = phi i32 [ %x, %entry ], [ %y, %then ], [ %y, %then ]
  %f = fadd fast float 1.0, 2.0
  %q = tail call i32 @f(i32 %r, ptr @s) [ "deopt"(i32 1) ]
  call void (ptr, ...) @ext(ptr byval(%pair) null, i32 3)
  %al = alloca [4 x i8], align 16
  ret i32 %r
}

attributes #0 = { nounwind memory(read) "key"="value" }
"#;

fn roundtrip(src: &str) -> (String, String, Vec<u8>) {
    let m = llconv_text::parse_module(src.as_bytes(), "w.ll").expect("parses");
    let before = llconv_text::print_module(&m);
    let bc = llconv_bitcode::write_module(&m);
    let back = llconv_bitcode::read_module(&bc, "w.ll").expect("reads back");
    (before, llconv_text::print_module(&back), bc)
}

#[test]
fn written_module_reads_back_the_same() {
    let (before, after, _) = roundtrip(MODULE);
    assert_eq!(before, after);
}

#[test]
fn output_is_deterministic_across_runs_and_threads() {
    let (_, _, first) = roundtrip(MODULE);
    let (_, _, again) = roundtrip(MODULE);
    assert_eq!(first, again);
    let others: Vec<Vec<u8>> = std::thread::scope(|s| {
        let hs: Vec<_> = (0..4).map(|_| s.spawn(|| roundtrip(MODULE).2)).collect();
        hs.into_iter().map(|h| h.join().unwrap()).collect()
    });
    assert!(others.iter().all(|o| *o == first));
}

#[test]
fn empty_module_is_valid_bitcode() {
    let (before, after, bc) = roundtrip("");
    assert_eq!(before, after);
    assert!(bc.starts_with(b"BC\xC0\xDE") && bc.len() % 4 == 0);
}

/// Every valid corpus module written with its function bodies shared
/// between two threads gives the bytes one thread gives (the corpus
/// modules are below the size where the writer does so by itself).
#[test]
fn bodies_shared_between_threads_give_the_same_bytes_on_the_corpus() {
    let root = std::env::var_os("LLCONV_CORPUS")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| {
            std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus")
        });
    let mut stack = vec![root];
    let mut compared = 0;
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for e in entries.flatten() {
            let path = e.path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            if !path.to_string_lossy().ends_with(".ll.expected") {
                continue;
            }
            let text = std::fs::read(&path).expect("readable");
            let Ok(m) = llconv_text::parse_module(&text, "c.ll") else {
                continue;
            };
            assert_eq!(
                llconv_bitcode::write_module_bodies_shared(&m),
                llconv_bitcode::write_module(&m),
                "{}",
                path.display()
            );
            compared += 1;
        }
    }
    if compared == 0 {
        eprintln!("corpus not found; skipping");
    } else {
        eprintln!("{compared} corpus modules: the same bytes");
    }
}

/// An ObjC marker asm with several `# marker`s: `llvm-as` writes the
/// string as the text has it and each bitcode read upgrades one marker, so
/// our bitcode of the text reads back as `llvm-as-22 | llvm-dis-22` prints
/// it (one marker upgraded), and our reader upgrades one more per read.
#[test]
fn objc_asm_markers_are_upgraded_once_per_bitcode_read() {
    let src = "define void @f() {\n  call void asm sideeffect \
               \"mov\\09fp # marker objc_retainAutoreleaseReturnValue # marker # marker\", \"\"()\n  \
               ret void\n}\n";
    let once = "mov\\09fp ; marker objc_retainAutoreleaseReturnValue # marker # marker";
    let twice = "mov\\09fp ; marker objc_retainAutoreleaseReturnValue ; marker # marker";
    let m = llconv_text::parse_module(src.as_bytes(), "objc.ll").unwrap();
    assert!(llconv_text::print_module(&m).contains(once));
    let bc = llconv_bitcode::write_module(&m);
    let back = llconv_bitcode::read_module(&bc, "objc.bc").unwrap();
    assert!(llconv_text::print_module(&back).contains(once));
    let again = llconv_bitcode::read_module(&llconv_bitcode::write_module(&back), "objc.bc");
    assert!(llconv_text::print_module(&again.unwrap()).contains(twice));
}

/// A module large enough that the parser can lex on a second thread and
/// the writer share the bodies between two: with one thread, with two and
/// with the default choice (one, for a module this size), both give the
/// same module and the same bytes.
#[test]
fn one_and_two_threads_give_the_same_module_and_bytes() {
    use llconv_ir::threads::Threads;
    let mut text = String::from("@g = global i32 0\n");
    for i in 0..6_000 {
        text.push_str(&format!(
            "define i32 @f{i}(i32 %x) {{\n  %y = add i32 %x, {i}\n  %z = load i32, ptr @g, align 4\n  %w = mul i32 %y, %z\n  ret i32 %w\n}}\n"
        ));
    }
    assert!(text.len() > 256 * 1024, "above the parser's threshold");
    let parse = |threads| {
        let options = llconv_text::ParseOptions {
            threads,
            ..Default::default()
        };
        llconv_text::parse_module_with(text.as_bytes(), "big", &options).unwrap()
    };
    let alone = parse(Threads::One);
    let insts = llconv_ir::threads::instruction_count(&alone);
    assert!(insts >= 20_000, "above the writer's threshold");
    let printed = llconv_text::print_module(&alone);
    let write = |m: &llconv_ir::Module, threads| {
        let options = llconv_bitcode::WriteOptions {
            threads,
            ..Default::default()
        };
        llconv_bitcode::write_module_with(m, options)
    };
    let bytes = write(&alone, Threads::One);
    for threads in [Threads::Two, Threads::Auto] {
        let m = parse(threads);
        assert_eq!(llconv_text::print_module(&m), printed, "{threads:?}");
        assert!(write(&m, threads) == bytes, "{threads:?}");
    }
    assert!(llconv_bitcode::write_module(&alone) == bytes);
}

/// `llvm-as -use-constant-{int,fp}-for-fixed-length-splat`: a vector of
/// one repeated integer or float is one scalar record with the vector's
/// type (the option's whole effect, seen as fewer bytes), and reads back
/// to the same module.
#[test]
fn fixed_length_splats_as_scalar_records() {
    let text = "@i = constant <8 x i32> splat (i32 7)\n\
                @b = constant <4 x i1> <i1 true, i1 true, i1 true, i1 true>\n\
                @w = constant <2 x i128> <i128 -5, i128 -5>\n\
                @f = constant <8 x double> splat (double 1.5)\n\
                @n = constant <2 x i32> <i32 7, i32 8>\n\
                define <4 x i16> @g(<4 x i16> %a) {\n  \
                  %b = add <4 x i16> %a, splat (i16 -3)\n  ret <4 x i16> %b\n}\n";
    let m = llconv_text::parse_module(text.as_bytes(), "s.ll").unwrap();
    let expected = llconv_text::print_module(&m);
    let plain = llconv_bitcode::write_module(&m);
    let read = |bc: &[u8]| {
        let back = llconv_bitcode::read_module(bc, "s.ll").unwrap();
        llconv_text::print_module(&back)
    };
    let mut last = plain.len();
    for (int, fp) in [(true, false), (false, true), (true, true)] {
        let options = llconv_bitcode::WriteOptions {
            fixed_int_splats: int,
            fixed_fp_splats: fp,
            ..Default::default()
        };
        let bc = llconv_bitcode::write_module_with(&m, options);
        assert!(bc.len() < plain.len(), "{int} {fp}: {} bytes", bc.len());
        assert_eq!(read(&bc), expected, "{int} {fp}");
        if int && fp {
            assert!(bc.len() < last);
        }
        last = last.min(bc.len());
    }
    assert_eq!(
        llconv_bitcode::write_module_with(&m, Default::default()),
        plain
    );
}

/// The identification block names the producer as LLVM 22.1.8 does, so it
/// is byte for byte `llvm-as-22`'s; a producer of one's own, even one that
/// does not fit six-bit characters, reads back.
#[test]
fn producer_string_is_the_oracles_or_ones_own() {
    let text = "define i32 @f(i32 %x) {\n  ret i32 %x\n}\n";
    let m = llconv_text::parse_module(text.as_bytes(), "p.ll").unwrap();
    let ours = llconv_bitcode::write_module(&m);
    // The magic and the identification block: 36 bytes for `LLVM22.1.8`.
    let ident = 36;
    if let Some(theirs) = common::llvm_tool("llvm-as-22", text.as_bytes()) {
        assert_eq!(ours[..ident], theirs[..ident]);
    }
    for producer in ["llconv", "my tool 1.0 (build #7)"] {
        let options = llconv_bitcode::WriteOptions {
            producer: Some(producer.to_owned()),
            ..Default::default()
        };
        let bc = llconv_bitcode::write_module_with(&m, options);
        assert_ne!(bc[..ident], ours[..ident]);
        let back = llconv_bitcode::read_module(&bc, "p.ll").unwrap();
        assert_eq!(
            llconv_text::print_module(&back),
            llconv_text::print_module(&m)
        );
    }
}
