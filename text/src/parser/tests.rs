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
    assert_eq!(m.globals[0].common.name.as_deref(), Some(&b"f"[..]));
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
