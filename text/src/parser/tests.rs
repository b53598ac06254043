//! Parser unit tests.

use super::parse;

fn ok(src: &str) -> llconv_ir::Module {
    match parse(src.as_bytes(), "t.ll") {
        Ok(m) => m,
        Err(e) => panic!("{}:{}: {}", e.line, e.col, e.message),
    }
}

fn fails(src: &str) -> String {
    match parse(src.as_bytes(), "t.ll") {
        Ok(_) => panic!("accepted: {src}"),
        Err(e) => e.message,
    }
}

#[test]
fn module_basics() {
    let m = ok("source_filename = \"x.c\"\ntarget triple = \"x86_64\"\n%T = type { i32, ptr }\n@g = global i32 5\ndefine i32 @f(i32 %a) {\nentry:\n  %b = add nsw i32 %a, 1\n  br label %next\nnext:\n  ret i32 %b\n}\n");
    assert_eq!(&m.source_filename[..], b"x.c");
    assert_eq!(m.globals.len(), 2);
}

#[test]
fn forward_refs() {
    let m = ok("define void @f() {\n  call void @g(ptr @h)\n  br label %b\nb:\n  ret void\n}\ndeclare void @g(ptr)\n@h = global i32 0\n");
    assert_eq!(m.globals.len(), 3);
    assert_eq!(
        m.globals[llconv_ir::GlobalId::from_index(0)]
            .common
            .name
            .as_deref(),
        Some(&b"f"[..])
    );
}

#[test]
fn errors() {
    assert!(fails("define void @f() {\n  ret i32 1\n}").contains("result type"));
    assert!(fails("@g = global i32 %x").contains("function-local"));
    assert!(
        fails("define void @f() {\n  %2 = add i32 1, 1\n  %1 = add i32 1, 1\n  ret void\n}")
            .contains("numbered")
    );
    assert!(fails("define void @f() {\n  br label %nope\n}").contains("undefined"));
    assert!(fails("@g = global float 0.1").contains("invalid for type"));
    assert!(fails("@g = global i32 mul (i32 1, i32 2)").contains("no longer supported"));
}

#[test]
fn typed_pointers() {
    ok("%T = type { i32 }\n@p = global %T* null\n@q = global i8 addrspace(1)* null\ndeclare i32 @f(i8*, i32 (i32)*)\n");
}

/// Uniqued nodes equal once forward references resolve become one node
/// (the check is skipped only when no such twin can exist).
#[test]
fn equal_uniqued_nodes_merge() {
    let printed = |src: &str| crate::print_module(&ok(src));
    // !1 and !2 are both filled after a forward reference: one node.
    let out = printed("@g = global i32 0, !a !0\n!0 = !{!1, !2}\n!1 = !{!\"x\"}\n!2 = !{!\"x\"}\n");
    assert!(out.contains("!0 = !{!1, !1}"), "{out}");
    // Equal content met in order is uniqued as it is read.
    let out = printed("!named = !{!0, !1}\n!0 = !{!\"y\"}\n!1 = !{!\"y\"}\n");
    assert!(out.contains("!named = !{!0, !0}"), "{out}");
    // ODR members of an identified composite type: one per name and
    // scope, whatever their other fields, without any forward reference.
    let out = printed(concat!(
        "!named = !{!2, !3}\n",
        "!0 = !DIFile(filename: \"a.cc\", directory: \"/\")\n",
        "!1 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: \"S\", file: !0, identifier: \"_ZTS1S\")\n",
        "!2 = !DIDerivedType(tag: DW_TAG_member, name: \"m\", scope: !1, file: !0, line: 1, baseType: null)\n",
        "!3 = !DIDerivedType(tag: DW_TAG_member, name: \"m\", scope: !1, file: !0, line: 2, baseType: null)\n",
    ));
    assert!(out.contains("!named = !{!0, !0}"), "{out}");
    // Different content stays apart.
    let out = printed("!named = !{!0, !1}\n!0 = !{!\"p\"}\n!1 = !{!\"q\"}\n");
    assert!(out.contains("!named = !{!0, !1}"), "{out}");
}

/// A module whose one function's return carries `!dbg !2`, `!2` being
/// `!DILocation` with `fields`.
fn with_location(fields: &str) -> String {
    format!(
        "define void @f() !dbg !1 {{\n  ret void, !dbg !2\n}}\n!llvm.dbg.cu = !{{!0}}\n!llvm.module.flags = !{{!9}}\n!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, emissionKind: FullDebug)\n!1 = distinct !DISubprogram(name: \"f\", scope: !3, file: !3, line: 1, type: !4, spFlags: DISPFlagDefinition, unit: !0)\n!2 = !DILocation({fields})\n!3 = !DIFile(filename: \"a.c\", directory: \"/\")\n!4 = !DISubroutineType(types: !{{}})\n!5 = distinct !DILocation(line: 9, scope: !1)\n!9 = !{{i32 2, !\"Debug Info Version\", i32 3}}\n"
    )
}

#[test]
fn locations_as_printed_parse_as_the_general_path_does() {
    // Each pair: the printed spelling (one token for the fields) and one
    // the general path reads (other spacing or order), same node.
    let pairs = [
        (
            "line: 3, column: 7, scope: !1",
            "column: 7, line: 3, scope: !1",
        ),
        ("line: 0, scope: !1", "line: 0,scope: !1"),
        (
            "line: 4294967295, column: 65535, scope: !1, inlinedAt: !5, isImplicitCode: true",
            "line: 4294967295,  column: 65535, scope: !1, inlinedAt: !5, isImplicitCode: true",
        ),
        (
            "line: 3, scope: !1, inlinedAt: !5",
            "scope: !1, line: 3, inlinedAt: !5",
        ),
    ];
    for (printed, general) in pairs {
        let a = crate::print_module(&ok(&with_location(printed)));
        let b = crate::print_module(&ok(&with_location(general)));
        assert_eq!(a, b, "{printed}");
        assert!(a.contains("= !DILocation(line: "), "{a}");
    }
}

#[test]
fn locations_out_of_range_are_rejected_as_before() {
    assert!(fails(&with_location("line: 4294967296, scope: !1")).contains("'line'"));
    assert!(fails(&with_location("line: 1, column: 65536, scope: !1")).contains("'column'"));
    assert!(fails(&with_location("line: 1, column: 1, scope: !4294967296")).contains("32-bit"));
    // A scope never defined is a forward reference left unresolved.
    assert!(fails(&with_location("line: 1, scope: !77")).contains("!77"));
    assert!(fails(&with_location("line: 1, scope: null")).contains("'scope' cannot be null"));
}

#[test]
fn dbg_attachments_as_one_token_parse_as_three_do() {
    // `!dbg !N` in each place an attachment goes; the second spelling
    // (two spaces) is lexed as three tokens.
    let module = |dbg: &str| {
        format!(
            "@g = global i32 0, {dbg}6\n@i = ifunc void (), ptr @r, {dbg}6\ndeclare {dbg}12 void @d()\ndefine ptr @r() {dbg}7 {{\n  %p = alloca i32, align 4, {dbg}8\n  %q = getelementptr i32, ptr %p, i64 1, {dbg}8\n  store i32 0, ptr %q, align 4, {dbg}8\n  br label %b, {dbg}8\nb:\n  %x = phi i32 [ 0, %0 ], {dbg}8\n  %s = insertvalue {{ i32 }} poison, i32 %x, 0, {dbg}8\n  ret ptr null, {dbg}8, !foo !9\n}}\n!llvm.dbg.cu = !{{!0}}\n!llvm.module.flags = !{{!5}}\n!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug, globals: !{{!6}})\n!1 = !DIFile(filename: \"a.c\", directory: \"/\")\n!2 = !DISubroutineType(types: !{{}})\n!5 = !{{i32 2, !\"Debug Info Version\", i32 3}}\n!6 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())\n!7 = distinct !DISubprogram(name: \"r\", scope: !1, file: !1, line: 1, type: !2, spFlags: DISPFlagDefinition, unit: !0)\n!8 = !DILocation(line: 2, scope: !7)\n!9 = !{{}}\n!10 = distinct !DIGlobalVariable(name: \"g\", scope: !0, file: !1, line: 1, type: !11, isLocal: false, isDefinition: true)\n!11 = !DIBasicType(name: \"int\", size: 32, encoding: DW_ATE_signed)\n!12 = !DISubprogram(name: \"d\", scope: !1, file: !1, line: 3, type: !2, spFlags: 0)\n"
        )
    };
    let one = crate::print_module(&ok(&module("!dbg !")));
    let three = crate::print_module(&ok(&module("!dbg  !")));
    assert_eq!(one, three);
    assert!(one.contains("ret ptr null, !dbg "), "{one}");
    // Not an attachment: rejected either way.
    for bad in [
        "!llvm.x = !{!dbg !0}\n",
        "define void @f() {\n  ret void !dbg !0\n}\n",
    ] {
        fails(bad);
        fails(&bad.replace("!dbg !", "!dbg  !"));
    }
}

#[test]
fn metadata_definitions_as_one_token_parse_as_three_do() {
    let module = |def: &str| {
        format!("!named = !{{!0, !1}}\n{def}0 = !{{!\"a\"}}\n{def}1 = distinct !{{!0}}\n")
            .replace("{def}", def)
    };
    let src = module("!");
    let one = crate::print_module(&ok(&src));
    // A space before `=` makes `!N =` three tokens.
    let three = crate::print_module(&ok(&src
        .replace(" = !{", "  = !{")
        .replace(" = distinct", "  = distinct")));
    assert_eq!(one, three);
    assert!(one.contains("!1 = distinct !{!0}"), "{one}");
    assert!(fails("!0 = !{}\n!0 = !{}\n").contains("already used"));
    assert!(fails("!0 = !{}\n!4294967296 = !{}\n").contains("32-bit"));
}

#[test]
fn metadata_references_as_one_token_parse_as_two_do() {
    // `{r}N` is a reference: `!N` (one token) or `!0N` (`!` and an integer,
    // the same number to LLVM).
    let module = |r: &str| {
        format!(
            "declare void @llvm.foo(metadata)\ndefine void @f() !dbg {r}3 {{\n  call void @llvm.foo(metadata {r}8), !dbg {r}5\n    #dbg_value(i32 0, {r}6, !DIExpression(), {r}5)\n  br label %b, !llvm.loop {r}8\nb:\n  ret void, !dbg {r}5\n}}\n!llvm.dbg.cu = !{{{r}0}}\n!llvm.module.flags = !{{{r}9}}\n!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: {r}1, emissionKind: FullDebug)\n!1 = !DIFile(filename: \"a.c\", directory: \"/\")\n!2 = !DISubroutineType(types: !{{null}})\n!3 = distinct !DISubprogram(name: \"f\", scope: {r}1, file: {r}1, line: 1, type: {r}2, spFlags: DISPFlagDefinition, unit: {r}0, retainedNodes: !{{{r}6}})\n!5 = !DILocation(line: 2, scope: {r}3)\n!6 = !DILocalVariable(name: \"x\", scope: {r}3, file: {r}1, line: 2, type: {r}7)\n!7 = !DIBasicType(name: \"int\", size: 32, encoding: DW_ATE_signed)\n!8 = distinct !{{{r}8, {r}1, !\"s\"}}\n!9 = !{{i32 2, !\"Debug Info Version\", i32 3}}\n"
        )
    };
    let one = crate::print_module(&ok(&module("!")));
    let two = crate::print_module(&ok(&module("!0")));
    assert_eq!(one, two);
    assert!(one.contains("#dbg_value(i32 0, "), "{one}");
    assert!(one.contains("!llvm.loop "), "{one}");
    let distinct_ref = "define void @f() {\n  ret void, !foo distinct !0\n}\n!0 = !{}\n";
    assert!(fails(distinct_ref).contains("expected metadata node"));
    assert!(fails(&distinct_ref.replace("!0\n}", "!00\n}")).contains("expected metadata node"));
    assert!(fails("!0 = !{!4294967296}\n").contains("32-bit"));
}

/// Metadata among the functions (not where LLVM prints it): the split at
/// the first `!` line is given up, the one at the trailing run is taken,
/// and both give what one pass gives.
#[test]
fn split_where_llvm_prints_metadata_and_where_it_does_not() {
    use super::split::{first_metadata_line, metadata_tail_start};
    let printed = "define void @f() {\n  ret void, !dbg !1\n}\n!0 = !{}\n!1 = !DILocation(line: 1, scope: !2)\n!2 = distinct !DISubprogram(name: \"f\", unit: !3)\n!3 = distinct !DICompileUnit(language: DW_LANG_C99, file: !4, emissionKind: FullDebug)\n!4 = !DIFile(filename: \"a.c\", directory: \"/\")\n";
    let first = first_metadata_line(printed.as_bytes(), 1);
    assert!(first.is_some());
    assert_eq!(first, metadata_tail_start(printed.as_bytes(), 1));
    let between = printed.replace("!0 = !{}\n", "").replace(
        "define void @f()",
        "define void @g() {\n  ret void\n}\n!0 = !{}\ndefine void @f()",
    );
    let (first, trailing) = (
        first_metadata_line(between.as_bytes(), 1),
        metadata_tail_start(between.as_bytes(), 1),
    );
    assert!(first.is_some() && trailing.is_some() && first < trailing);
    for src in [printed, between.as_str()] {
        let split = super::parse_split_anywhere(src.as_bytes(), "t.ll").expect("split taken");
        assert_eq!(
            crate::print_module(&split),
            crate::print_module(&ok(src)),
            "{src}"
        );
    }
    // Too short a tail: no split point.
    assert_eq!(first_metadata_line(printed.as_bytes(), printed.len()), None);
}

/// Finishing fills in alignments and upgrades old scalar TBAA tags only
/// when the text has such instructions; both still happen when it does.
#[test]
fn finishing_fills_alignments_and_upgrades_tbaa_when_needed() {
    let src = "target datalayout = \"e-i64:64\"\ndefine void @f(ptr %p) {\n  %a = alloca i64\n  %v = load i64, ptr %p, !tbaa !0\n  store i64 %v, ptr %a\n  ret void\n}\n!0 = !{!\"long\", !1}\n!1 = !{!\"tbaa root\"}\n";
    let printed = crate::print_module(&ok(src));
    assert!(printed.contains("%a = alloca i64, align 8"), "{printed}");
    assert!(
        printed.contains("load i64, ptr %p, align 8, !tbaa !"),
        "{printed}"
    );
    assert!(
        printed.contains("store i64 %v, ptr %a, align 8"),
        "{printed}"
    );
    // The scalar tag `!{!"long", !1}` became a struct-path access tag.
    assert!(printed.contains(", i64 0}"), "{printed}");
    let aligned = "define void @f(ptr %p) {\n  %v = load i64, ptr %p, align 4\n  ret void\n}\n";
    assert!(crate::print_module(&ok(aligned)).contains("align 4"));
}

/// `-allow-incomplete-ir`, as `llvm-as-22 -allow-incomplete-ir` reads the
/// same text: undefined globals declared (a function where every use calls
/// it with one type, else an `i8` variable), attachments of and intrinsic
/// calls on undefined metadata dropped, metadata still used an error.
#[test]
fn incomplete_ir_is_completed_as_llvm_does() {
    let incomplete = |src: &str| {
        let options = crate::ParseOptions {
            allow_incomplete_ir: true,
            ..Default::default()
        };
        super::parse_checking(src.as_bytes(), "t.ll", true, &options)
    };
    let src = "define void @test(ptr %p) {\n  \
               %v = load i8, ptr %p, !noalias !0, !tbaa !5\n  \
               call void @foo(i32 1)\n  \
               call void @llvm.experimental.noalias.scope.decl(metadata !3)\n  \
               %x = call i32 @bar(ptr @gvar)\n  \
               store ptr @zed, ptr %p\n  \
               call void @zed()\n  \
               ret void, !dbg !7\n}\n";
    // Without the option: an error, as before.
    assert_eq!(fails(src), "use of undefined metadata '!0'");
    let m = incomplete(src).expect("completed");
    let text = crate::print_module(&m);
    let body: Vec<&str> = text.lines().skip(1).collect();
    assert_eq!(
        body.join("\n"),
        "source_filename = \"t.ll\"\n\n\
         @gvar = external global i8\n\
         @zed = external global i8\n\n\
         define void @test(ptr %p) {\n  \
           %v = load i8, ptr %p, align 1\n  \
           call void @foo(i32 1)\n  \
           %x = call i32 @bar(ptr @gvar)\n  \
           store ptr @zed, ptr %p, align 8\n  \
           call void @zed()\n  \
           ret void\n}\n\n\
         declare i32 @bar(ptr)\n\n\
         declare void @foo(i32)\n\n\
         ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)\n\
         declare void @llvm.experimental.noalias.scope.decl(metadata) #0\n\n\
         attributes #0 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }"
    );
    // Undefined metadata another node uses stays an error.
    let e = incomplete("define void @f(ptr %p) {\n  %v = load i8, ptr %p, !noalias !0\n  ret void\n}\n!0 = !{!1}\n")
        .unwrap_err();
    assert_eq!(e.message, "use of undefined metadata '!1'");
}

/// A value's unquoted name has no escapes (LLVM's lexer stops at the
/// backslash), so `@a\41b` is refused, and `@"sell\00"` for its null byte;
/// a metadata name keeps its escapes. (A fuzz finding: the escape made a
/// name with a null byte whose print did not parse.)
#[test]
fn unquoted_value_names_have_no_escapes() {
    fails("@a\\41b = global i32 0\n");
    fails("@sell_ode\\00\\F7\\0r = global [4 x i8] zeroinitializer\n");
    fails("define void @f() {\n  %a\\41 = add i32 1, 2\n  ret void\n}\n");
    fails("@\"n\\00\" = global i32 0\n");
    let m = ok("!a\\41 = !{}\n");
    assert_eq!(&m.named_metadata[0].name[..], b"aA");
}

/// `riscv_vls_cc(N)` reads back as the printer writes it, for each of the
/// twelve ABI VLENs; another width is LLVM's error, after the `)`; a bare
/// `riscv_vls_cc` is VLEN 128 and, as in LLVM's parser, takes the next
/// token with it. (A fuzz finding: `cc122` printed as
/// `riscv_vls_cc(32768)`, which did not parse.)
#[test]
fn riscv_vls_calling_conventions_read_back() {
    for k in 0..12u32 {
        let cc = llconv_ir::callconv::RISCV_VLS_FIRST + k;
        let m = ok(&format!("declare riscv_vls_cc({}) void @f()\n", 32u32 << k));
        let f = m.globals.values().next().and_then(|g| g.as_func()).unwrap();
        assert_eq!(f.cc, cc);
        assert!(crate::print_module(&m).contains(&format!("riscv_vls_cc({})", 32u32 << k)));
    }
    match parse(b"declare riscv_vls_cc(48) void @f()\n", "t.ll") {
        Err(e) => assert_eq!(
            (e.line, e.col, &e.message[..]),
            (1, 26, "unknown RISC-V ABI VLEN")
        ),
        Ok(_) => panic!("riscv_vls_cc(48) accepted"),
    }
    fails("declare riscv_vls_cc void @f()\n");
    let m = ok("declare riscv_vls_cc void void @f()\n");
    let f = m.globals.values().next().and_then(|g| g.as_func()).unwrap();
    assert_eq!(f.cc, llconv_ir::callconv::RISCV_VLS_FIRST + 2);
}
