//! Bitcode written from text, byte for byte what `llvm-as-22` writes, for
//! the module shapes whose bytes depend on more than the module: the order
//! in which LLVM's parser names things (a function's symbol table, whose
//! hash order is what LLVM writes), which comdats LLVM's writer lists, and
//! how it sizes its abbreviations. Without the LLVM tools the test passes
//! vacuously, except in CI.

use llconv_corpus_tests::llvm_tools::{llvm_22_present, run};

/// Our bitcode of `src`, read as `llconv X.ll -o X.bc` reads it.
fn ours(src: &str) -> Vec<u8> {
    let (_, bc) = llconv_text::parse_module_then(src.as_bytes(), "<stdin>", |m, _| {
        llconv_bitcode::write_module(m)
    })
    .expect("parses");
    bc
}

/// Where `src`'s bitcode differs from `llvm-as-22`'s, if it does.
fn difference(what: &str, src: &str) -> Option<String> {
    let theirs = run("llvm-as-22", &["-", "-o", "-"], src.as_bytes()).expect("llvm-as-22");
    let ours = ours(src);
    (ours != theirs).then(|| {
        format!(
            "{what}: {} bytes, llvm-as-22 {}\n{src}",
            ours.len(),
            theirs.len()
        )
    })
}

/// A small deterministic generator (no dependency for one test).
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

/// A function of `n` named blocks whose addresses a table before it takes
/// (computed goto, as an interpreter compiles) and some of its own
/// instructions take before the blocks are defined: LLVM's parser names
/// those blocks when it meets them, which decides the order of the
/// function's symbol table.
fn dispatch_table_module(seed: u64) -> String {
    let mut r = Lcg(seed);
    let n = 10 + r.below(110);
    let names: Vec<String> = (0..n)
        .map(|i| {
            let tail: String = (0..1 + r.below(5))
                .map(|_| (b'a' + r.below(8) as u8) as char)
                .collect();
            format!("b{i}_{tail}")
        })
        .collect();
    let table: Vec<String> = (0..1 + r.below(n))
        .map(|_| format!("ptr blockaddress(@f, %{})", names[r.below(n)]))
        .collect();
    let mut s = format!(
        "@tab = internal constant [{} x ptr] [{}]\n",
        table.len(),
        table.join(", ")
    );
    s += "define void @f(i32 %a) {\nentry:\n";
    s += &format!(
        "  indirectbr ptr blockaddress(@f, %{0}), [label %{0}]\n",
        names[0]
    );
    for (i, name) in names.iter().enumerate() {
        s += &format!("{name}:\n  %v{i} = add i32 %a, {i}\n");
        if i + 1 < n {
            if r.below(3) == 0 {
                let later = &names[i + 1 + r.below(n - i - 1)];
                s += &format!("  %p{i} = ptrtoint ptr blockaddress(@f, %{later}) to i64\n");
            }
            s += &format!("  br label %{}\n", names[i + 1]);
        } else {
            s += "  ret void\n";
        }
    }
    s += "}\n";
    s
}

#[test]
fn blocks_named_by_blockaddress_are_written_in_llvm_order() {
    if !llvm_22_present() {
        return;
    }
    let failures: Vec<String> = (1..=24)
        .filter_map(|seed| difference(&format!("seed {seed}"), &dispatch_table_module(seed)))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn module_records_are_written_as_llvm_22_writes_them() {
    if !llvm_22_present() {
        return;
    }
    let cases = [
        (
            "a comdat no global is in is not written; the others in the order variables, then functions, meet them",
            r#"
$unused = comdat any
$fn = comdat largest
$var = comdat any
define void @fn() comdat {
  ret void
}
@var = global i32 0, comdat
@v2 = global i32 1, comdat($fn)
"#,
        ),
        (
            "only the variables' alignments size the simple global variable abbreviation",
            r#"
@g = global i32 0, align 4
define void @f() align 256 {
  ret void
}
"#,
        ),
        (
            "attachments are written by kind, whatever the text's order",
            r#"
define void @f(i1 %c) !prof !2 !annotation !3 {
entry:
  br label %loop
loop:
  br i1 %c, label %loop, label %out, !llvm.loop !0, !prof !1
out:
  ret void
}
!0 = distinct !{!0}
!1 = !{!"branch_weights", i32 1, i32 2}
!2 = !{!"function_entry_count", i64 7}
!3 = !{!"a"}
"#,
        ),
        (
            "COFF symbol table: a weak alias is a weak external naming its fallback; dllimport symbols are __imp_",
            r#"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.11.0"
@bar = global i32 0
@alias = weak alias i32, ptr @bar
@private_fallback = private global i32 1
@alias2 = weak_odr alias i32, ptr @private_fallback
@imported = external dllimport global i32
declare dllimport void @f()
"#,
        ),
        (
            "COFF: a weak alias whose aliasee is no global value once casts are stripped: no symbol table",
            r#"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.11.0"
@bar = global [2 x i32] zeroinitializer
@foo = weak alias i32, getelementptr (i32, ptr @bar, i32 1)
"#,
        ),
    ];
    let failures: Vec<String> = cases
        .iter()
        .filter_map(|(what, src)| difference(what, src))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
