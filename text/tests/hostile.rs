//! Hostile `.ll` input: deep nesting gives a located error, long metadata
//! chains and cycles neither overflow the stack nor loop. Runs on the
//! default test thread stack on purpose.

use llconv_text::{parse_module, print_module};

const DEPTH: usize = 100_000;

fn rejects_with_nesting_error(src: String) {
    let err = parse_module(src.as_bytes(), "deep.ll").expect_err("must be rejected");
    assert!(err.message.contains("nesting too deep"), "{err}");
    assert_eq!(err.line, 1);
}

#[test]
fn deeply_nested_array_types() {
    let src = format!(
        "@g = global {}i8{} zeroinitializer\n",
        "[1 x ".repeat(DEPTH),
        "]".repeat(DEPTH)
    );
    rejects_with_nesting_error(src);
}

#[test]
fn deeply_nested_constant_expressions() {
    let src = format!(
        "@g = global ptr {}@g{}\n",
        "getelementptr (i8, ptr ".repeat(DEPTH),
        ", i64 1)".repeat(DEPTH)
    );
    rejects_with_nesting_error(src);
}

#[test]
fn deeply_nested_metadata_tuples() {
    let src = format!("!0 = {}{}\n", "!{".repeat(DEPTH), "}".repeat(DEPTH));
    rejects_with_nesting_error(src);
}

#[test]
fn long_metadata_chain_with_a_cycle_prints() {
    // !0 -> !1 -> ... -> !(N-1) -> !0: numbering and merging must not recurse.
    let mut src = String::from("!named = !{!0}\n");
    for i in 0..DEPTH {
        src.push_str(&format!("!{i} = !{{!{}}}\n", (i + 1) % DEPTH));
    }
    let m = parse_module(src.as_bytes(), "chain.ll").expect("parses");
    let text = print_module(&m);
    assert!(text.contains(&format!("!{} = !{{!0}}", DEPTH - 1)));
}

#[test]
fn long_debug_info_scope_chain_prints() {
    // A DILocation at the end of 100,000 nested lexical blocks: the
    // debug-info checks walk scope chains without recursion.
    let mut src = String::from(
        "define void @f() !dbg !3 {\n  ret void, !dbg !LOC\n}\n\
         !llvm.dbg.cu = !{!0}\n!llvm.module.flags = !{!1}\n\
         !0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, emissionKind: FullDebug)\n\
         !1 = !{i32 2, !\"Debug Info Version\", i32 3}\n\
         !2 = !DIFile(filename: \"a.c\", directory: \"/\")\n\
         !3 = distinct !DISubprogram(name: \"f\", scope: !2, file: !2, spFlags: DISPFlagDefinition, unit: !0)\n",
    );
    let mut prev = 3;
    for i in 4..4 + DEPTH {
        src.push_str(&format!(
            "!{i} = distinct !DILexicalBlock(scope: !{prev}, file: !2, line: 1)\n"
        ));
        prev = i;
    }
    let loc = 4 + DEPTH;
    src.push_str(&format!("!{loc} = !DILocation(line: 1, scope: !{prev})\n"));
    let src = src.replace("!LOC", &format!("!{loc}"));
    let m = parse_module(src.as_bytes(), "scopes.ll").expect("parses");
    assert!(print_module(&m).contains("!DILexicalBlock(scope: !3"));
}

/// Nesting just under the parser's limit is accepted, and printing and
/// parsing the print stay within the default test thread's stack (the
/// bitcode side: fuzzing/tests/replay.rs).
fn accepted_near_the_limit_round_trips(src: String) {
    let m = parse_module(src.as_bytes(), "near.ll").expect("within the limit");
    let text = print_module(&m);
    let again = parse_module(text.as_bytes(), "near.ll").expect("our print parses");
    assert_eq!(print_module(&again), text);
}

const NEAR: usize = llconv_ir::MAX_NESTING_DEPTH as usize - 10;

#[test]
fn array_types_near_the_limit() {
    accepted_near_the_limit_round_trips(format!(
        "@g = global {}i8{} zeroinitializer\n",
        "[1 x ".repeat(NEAR),
        "]".repeat(NEAR)
    ));
}

#[test]
fn constant_expressions_near_the_limit() {
    accepted_near_the_limit_round_trips(format!(
        "@g = global ptr {}@g{}\n",
        "getelementptr (i8, ptr ".repeat(NEAR),
        ", i64 1)".repeat(NEAR)
    ));
}

#[test]
fn aggregate_constants_near_the_limit() {
    // Each level is a type and a constant: half the limit each.
    let n = NEAR / 2;
    let ty = |k: usize| format!("{}i8{}", "{ ".repeat(k), " }".repeat(k));
    let mut c = String::from("i8 1");
    for k in 1..=n {
        c = format!("{} {{ {c} }}", ty(k));
    }
    accepted_near_the_limit_round_trips(format!("@g = global {c}\n"));
}

#[test]
fn metadata_tuples_near_the_limit() {
    accepted_near_the_limit_round_trips(format!(
        "!n = !{{!0}}\n!0 = {}{}\n",
        "!{".repeat(NEAR),
        "}".repeat(NEAR)
    ));
}

#[test]
fn nul_in_string_attributes_is_refused() {
    // Bitcode ends attribute strings with a NUL: such a key or value could
    // be written but never read back.
    for (src, what) in [
        (
            "define void @f() \"a\\00b\"=\"c\" {\n  ret void\n}\n",
            "key",
        ),
        (
            "define void @f() \"k\"=\"v\\00w\" {\n  ret void\n}\n",
            "value",
        ),
        ("attributes #0 = { \"a\\00\" }\n", "key"),
    ] {
        let err = parse_module(src.as_bytes(), "nul.ll").expect_err("refused");
        assert!(
            err.message
                .contains(&format!("string attribute {what} holds a NUL byte")),
            "{err}"
        );
    }
}
