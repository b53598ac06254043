//! The library's own cases; `cli/tests/real_link.rs` and LLVM's Linker lit
//! suite hold the linker to `llvm-link-22` on real programs.

use super::*;

fn parse(text: &str, name: &str) -> Module {
    llconv_text::parse_module(text.as_bytes(), name).expect("test module parses")
}

fn link(inputs: &[(&str, &str)]) -> Result<String, LinkError> {
    let mut l = Linker::new(b"llvm-link");
    for (name, text) in inputs {
        l.link_in(parse(text, name), LinkFlags::default())?;
    }
    Ok(llconv_text::print_module(&l.into_module()))
}

#[test]
fn two_definitions_of_one_symbol_are_an_error() {
    let a = "define void @f() {\n  ret void\n}\n";
    let err = link(&[("a.ll", a), ("b.ll", a)]).unwrap_err();
    assert_eq!(
        err.message,
        "Linking globals named 'f': symbol multiply defined!"
    );
}

#[test]
fn unreferenced_linkonce_and_internal_definitions_are_dropped() {
    let a = "declare void @g()\ndefine void @f() {\n  call void @g()\n  ret void\n}\n";
    let b = "define linkonce_odr void @unused() {\n  ret void\n}\n\
             define internal void @helper() {\n  ret void\n}\n\
             define void @g() {\n  call void @helper()\n  ret void\n}\n";
    let text = link(&[("a.ll", a), ("b.ll", b)]).unwrap();
    assert!(!text.contains("@unused"), "{text}");
    assert!(text.contains("define internal void @helper()"), "{text}");
    // The definition replaces the declaration at the end of the list.
    let f = text.find("define void @f()").unwrap();
    let g = text.find("define void @g()").unwrap();
    assert!(f < g, "{text}");
}

#[test]
fn colliding_internal_symbols_are_renamed() {
    let a = "define internal void @s() {\n  ret void\n}\ndefine void @a() {\n  call void @s()\n  ret void\n}\n";
    let b = "define internal void @s() {\n  ret void\n}\ndefine void @b() {\n  call void @s()\n  ret void\n}\n";
    let text = link(&[("a.ll", a), ("b.ll", b)]).unwrap();
    assert!(text.contains("define internal void @s()"), "{text}");
    assert!(text.contains("define internal void @s.1()"), "{text}");
    assert!(text.contains("call void @s.1()"), "{text}");
}

/// A few bytes of text make a zero array of any length: the link refuses
/// one too long to list rather than allocate without bound (a fuzz
/// finding; `llvm-link-22` runs out of memory on it).
#[test]
fn an_appending_zero_array_too_long_to_list_is_refused() {
    let huge = "@G = appending global [14294967296 x i32] zeroinitializer\n";
    let err = link(&[("a.ll", huge)]).unwrap_err();
    assert_eq!(
        err.message,
        "Linking globals named 'G': appending variable of 14294967296 elements, more than the 16777216 a link takes"
    );
    let small = "@G = appending global [1000 x i32] zeroinitializer\n";
    let text = link(&[("a.ll", small), ("b.ll", small)]).unwrap();
    assert!(
        text.contains("@G = appending global [2000 x i32] zeroinitializer"),
        "{text}"
    );
}

#[test]
fn appending_arrays_are_concatenated() {
    let a = "@llvm.used = appending global [1 x ptr] [ptr @x], section \"llvm.metadata\"\n@x = global i32 1\n";
    let b = "@llvm.used = appending global [1 x ptr] [ptr @y], section \"llvm.metadata\"\n@y = global i32 2\n";
    let text = link(&[("a.ll", a), ("b.ll", b)]).unwrap();
    assert!(
        text.contains(
            "@llvm.used = appending global [2 x ptr] [ptr @x, ptr @y], section \"llvm.metadata\""
        ),
        "{text}"
    );
}

#[test]
fn isomorphic_structs_merge_and_others_are_renamed() {
    let a = "%T = type { i32 }\n@a = global %T zeroinitializer\n";
    let b = "%T = type { i32 }\n%U = type { i64 }\n@b = global %T zeroinitializer\n@c = global %U zeroinitializer\n";
    let c = "%U = type { i8 }\n@d = global %U zeroinitializer\n";
    let text = link(&[("a.ll", a), ("b.ll", b), ("c.ll", c)]).unwrap();
    assert!(text.contains("@b = global %T zeroinitializer"), "{text}");
    assert!(text.contains("@c = global %U zeroinitializer"), "{text}");
    // `%U` of c.ll was read as `%U.N` beside b.ll's and stays apart.
    assert!(text.contains("@d = global %U.1 zeroinitializer"), "{text}");
}

const ODR_A: &str = "@a = global i32 0, !dbg !10\n\
!llvm.dbg.cu = !{!0}\n!llvm.module.flags = !{!9}\n\
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: \"clang\", emissionKind: FullDebug, retainedTypes: !2, globals: !12)\n\
!1 = !DIFile(filename: \"a.cpp\", directory: \"d\")\n!2 = !{!3}\n\
!3 = !DICompositeType(tag: DW_TAG_structure_type, name: \"S\", file: !1, line: 3, flags: DIFlagFwdDecl, identifier: \"_ZTS1S\")\n\
!9 = !{i32 2, !\"Debug Info Version\", i32 3}\n\
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())\n\
!11 = distinct !DIGlobalVariable(name: \"a\", scope: !0, file: !1, line: 1, type: !3, isLocal: false, isDefinition: true)\n\
!12 = !{!10}\n";

const ODR_B: &str = "!llvm.dbg.cu = !{!0}\n!llvm.module.flags = !{!9}\n\
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: \"clang\", emissionKind: FullDebug, retainedTypes: !2)\n\
!1 = !DIFile(filename: \"b.cpp\", directory: \"d\")\n!2 = !{!5}\n\
!3 = !DICompositeType(tag: DW_TAG_structure_type, name: \"S\", file: !1, line: 3, flags: DIFlagFwdDecl, identifier: \"_ZTS1S\")\n\
!4 = !DICompositeType(tag: DW_TAG_structure_type, name: \"S\", file: !1, line: 3, size: 32, elements: !6, identifier: \"_ZTS1S\")\n\
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)\n!6 = !{!7}\n\
!7 = !DIDerivedType(tag: DW_TAG_member, name: \"x\", scope: !4, file: !1, line: 4, baseType: !8, size: 32)\n\
!8 = !DIBasicType(name: \"int\", size: 32, encoding: DW_ATE_signed)\n\
!9 = !{i32 2, !\"Debug Info Version\", i32 3}\n";

/// As `llvm-link-22` links them: the first module's forward declaration
/// is the identifier's type (distinct), and the second module's
/// definition completes it in place; both modules' uses are that node.
#[test]
fn odr_types_are_one_node_and_a_definition_completes_a_declaration() {
    let text = link(&[("a.ll", ODR_A), ("b.ll", ODR_B)]).unwrap();
    let composites: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("DICompositeType"))
        .collect();
    assert_eq!(
        composites,
        ["!5 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: \"S\", file: !6, line: 3, size: 32, elements: !7, identifier: \"_ZTS1S\")"],
        "{text}"
    );
    assert!(
        text.contains("!8 = !DIDerivedType(tag: DW_TAG_member, name: \"x\", scope: !5,"),
        "{text}"
    );
    assert!(
        text.contains("!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)"),
        "{text}"
    );
}

/// `-disable-debug-info-type-map`: each module keeps its own types.
#[test]
fn odr_uniquing_can_be_turned_off() {
    let mut l = Linker::new(b"llvm-link");
    l.set_debug_type_odr_uniquing(false);
    for (name, text) in [("a.ll", ODR_A), ("b.ll", ODR_B)] {
        l.link_in(parse(text, name), LinkFlags::default()).unwrap();
    }
    let text = llconv_text::print_module(&l.into_module());
    let composites = text
        .lines()
        .filter(|l| l.contains("DICompositeType"))
        .count();
    assert_eq!(composites, 2, "{text}");
    assert!(!text.contains("distinct !DICompositeType"), "{text}");
}

/// A chain of named structs, each the only field of the one before, as
/// deep as a module can make it: the type mapper walks it on its own
/// stack, not the thread's (a recursive walk overflows this thread's
/// 2 MB stack at a depth of some thousands).
#[test]
fn a_deep_chain_of_nested_structs_links() {
    const DEPTH: usize = 100_000;
    let mut text = String::new();
    for i in 0..DEPTH {
        text.push_str(&format!("%T{i} = type {{ %T{} }}\n", i + 1));
    }
    text.push_str(&format!("%T{DEPTH} = type {{ i32 }}\n"));
    let a = format!("{text}@a = global %T0 zeroinitializer\n");
    let b = format!("{text}@b = global %T0 zeroinitializer\n");
    let (a, b) = (parse(&a, "a.ll"), parse(&b, "b.ll"));
    let linked = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || {
            let mut l = Linker::new(b"llvm-link");
            l.link_in(a, LinkFlags::default()).unwrap();
            // The second module's `%T0.N` chain is compared with the first's.
            l.link_in(b, LinkFlags::default()).unwrap();
            l.into_module()
        })
        .unwrap()
        .join()
        .expect("links without overflowing its stack");
    // The second module's structs are the first's: one chain in the result.
    assert_eq!(linked.types.structs.len(), DEPTH + 1);
    let ty = |name: &[u8]| {
        let g = linked
            .globals
            .values()
            .find(|g| g.common.name.as_deref() == Some(name));
        g.map(|g| g.common.value_ty)
    };
    assert_eq!(ty(b"a"), ty(b"b"));
}
