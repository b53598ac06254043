//! The verifier on small modules read from text.

use crate::{render, verify_module};

fn errors(src: &str) -> String {
    let m = llconv_text::parse_module(src.as_bytes(), "t.ll").expect("parses");
    render(&m, &verify_module(&m))
}

#[test]
fn a_valid_module_has_no_errors() {
    assert_eq!(
        errors("define i32 @f(i32 %x) {\nentry:\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n"),
        ""
    );
}

#[test]
fn incompatible_function_attributes() {
    assert_eq!(
        errors("define void @fn1() noinline alwaysinline {\n  ret void\n}\n"),
        "Attributes 'noinline and alwaysinline' are incompatible!\nptr @fn1\n"
    );
}

#[test]
fn declarations_may_not_be_in_comdats() {
    assert_eq!(
        errors("$c = comdat any\n@g = external global i32, comdat($c)\n"),
        "Declaration may not be in a Comdat!\nptr @g\n"
    );
}

#[test]
fn ident_entries_are_strings() {
    assert_eq!(
        errors("!llvm.ident = !{!0}\n!0 = !{i32 1}\n"),
        "invalid value for llvm.ident metadata entry operand(the operand should be a string)\ni32 1\n"
    );
}

#[test]
fn shared_constants_are_walked_once() {
    use llconv_ir::*;
    // An alias whose aliasee is 64 levels of `add (x, x)`: 2^64 paths, 65
    // distinct constants. LLVM's walk is linear in the constants; so is ours.
    let mut m = llconv_text::parse_module(b"@g = global i64 0\n", "t.ll").expect("parses");
    let i64_ty = m.types.int(64);
    let ptr = m.types.ptr(0);
    let expr = |op, operands| {
        ConstKind::Expr(Box::new(ConstExpr {
            op,
            flags: 0,
            operands,
            source_ty: None,
            inrange: None,
            mask: Vec::new(),
        }))
    };
    let g = m.consts.intern_raw(Const {
        ty: ptr,
        kind: ConstKind::Global(GlobalId(0)),
    });
    let mut c = m.consts.intern_raw(Const {
        ty: i64_ty,
        kind: expr(ConstExprOp::Cast(CastOp::PtrToInt), vec![g]),
    });
    for _ in 0..64 {
        c = m.consts.intern_raw(Const {
            ty: i64_ty,
            kind: expr(ConstExprOp::Binary(BinOp::Add), vec![c, c]),
        });
    }
    let aliasee = m.consts.intern_raw(Const {
        ty: ptr,
        kind: expr(ConstExprOp::Cast(CastOp::IntToPtr), vec![c]),
    });
    let mut common = m.globals[0].common.clone();
    common.name = Some(b"a".to_vec().into());
    m.globals.push(Global {
        common,
        kind: GlobalKind::Alias(Alias { aliasee }),
    });
    let start = std::time::Instant::now();
    assert!(verify_module(&m).is_empty());
    assert!(start.elapsed() < std::time::Duration::from_secs(5));
}

#[test]
fn debug_info_left_after_stripping_is_checked() {
    // No debug-info version: `llvm.dbg.*` goes, other named metadata stays
    // and its debug info is verified like the rest.
    assert_eq!(
        errors(
            "!named = !{!0, !1}\n!0 = !DIBasicType(name: \"b\", size: 8)\n!1 = !DIDerivedType(tag: DW_TAG_typedef, baseType: !0, dwarfAddressSpace: 1)\n"
        ),
        "DWARF address space only applies to pointer or reference types\n!1 = !DIDerivedType(tag: DW_TAG_typedef, baseType: !0, dwarfAddressSpace: 1)\n"
    );
}

#[test]
fn metadata_arguments_of_unknown_intrinsics_are_not_visited() {
    assert_eq!(
        errors(
            "define void @f() {\n  call void @llvm.dbg.func.start(metadata !0)\n  ret void\n}\ndeclare void @llvm.dbg.func.start(metadata)\n!0 = distinct !DISubprogram(line: 2)\n"
        ),
        ""
    );
}

#[test]
fn module_flags() {
    assert_eq!(
        errors("!llvm.module.flags = !{!0, !1}\n!0 = !{i32 1}\n!1 = !{i32 7, !\"max\", !\"x\"}\n"),
        "incorrect number of operands in module flag\n!0 = !{i32 1}\ninvalid value for 'max' module flag (expected constant integer)\n!\"x\"\n"
    );
    assert_eq!(
        errors("!llvm.module.flags = !{!0, !1}\n!0 = !{i32 1, !\"a\", i32 1}\n!1 = !{i32 3, !\"r\", !2}\n!2 = !{!\"a\", i32 2}\n"),
        "invalid requirement on flag, flag does not have the required value\n!\"a\"\n"
    );
}

#[test]
fn instruction_attachments() {
    assert_eq!(
        errors("define void @f(ptr %p) {\n  %x = load i32, ptr %p, !nonnull !0\n  ret void\n}\n!0 = !{}\n"),
        "nonnull applies only to pointer types\n  %x = load i32, ptr %p, align 4, !nonnull !0\n"
    );
    assert_eq!(
        errors("define void @f(float %a) {\n  %x = fadd float %a, %a, !fpmath !0\n  ret void\n}\n!0 = !{float -1.0}\n"),
        "fpmath accuracy not a positive number!\n  %x = fadd float %a, %a, !fpmath !0\n"
    );
    assert_eq!(
        errors("define void @f(i1 %c) {\n  br i1 %c, label %a, label %a, !prof !0\na:\n  ret void\n}\n!0 = !{!\"branch_weights\", i32 1}\n"),
        "Wrong number of operands\n!0 = !{!\"branch_weights\", i32 1}\n"
    );
}

#[test]
fn variadic_arguments_and_indirect_calls() {
    assert_eq!(
        errors("declare void @h(i32, ...)\ndefine void @f(ptr %p) {\n  call void (i32, ...) @h(i32 1, ptr inalloca(i32) %p, i32 3)\n  ret void\n}\n"),
        "inalloca isn't on the last argument!\n  call void (i32, ...) @h(i32 1, ptr inalloca(i32) %p, i32 3)\n"
    );
    assert_eq!(
        errors("define void @f(ptr %p) {\n  %t = call token %p()\n  ret void\n}\n"),
        "Return type cannot be token for indirect call!\n"
    );
}

#[test]
fn intrinsic_calls() {
    assert_eq!(
        errors("declare void @llvm.donothing(...)\ndefine void @f() {\n  call void (...) @llvm.donothing()\n  ret void\n}\n"),
        "Intrinsic was not defined with variable arguments!\nptr @llvm.donothing\n"
    );
    assert_eq!(
        errors("declare i24 @llvm.bswap.i24(i24)\ndefine i24 @f(i24 %x) {\n  %y = call i24 @llvm.bswap.i24(i24 %x)\n  ret i24 %y\n}\n"),
        "bswap must be an even number of bytes\n  %y = call i24 @llvm.bswap.i24(i24 %x)\n"
    );
    assert_eq!(
        errors("declare void @llvm.gcroot(ptr, ptr)\ndefine void @f() {\n  %a = alloca ptr\n  call void @llvm.gcroot(ptr %a, ptr null)\n  ret void\n}\n"),
        "Enclosing function does not use GC.\n  call void @llvm.gcroot(ptr %a, ptr null)\n"
    );
}

#[test]
fn allocation_and_vscale_attributes() {
    assert_eq!(
        errors("declare ptr @a(i32) allocsize(1)\n"),
        "'allocsize' element size argument is out of bounds\nptr @a\n"
    );
    assert_eq!(
        errors("define void @f() vscale_range(0, 4) {\n  ret void\n}\n"),
        "'vscale_range' minimum must be greater than 0\nptr @f\n"
    );
    assert_eq!(
        errors("define void @f() jumptable {\n  ret void\n}\n"),
        "Attribute 'jumptable' requires 'unnamed_addr'\nptr @f\n"
    );
}

#[test]
fn function_attachments() {
    assert_eq!(
        errors("define void @f() !prof !0 {\n  ret void\n}\n!0 = !{!\"other\", i64 1}\n"),
        "first operand should be 'function_entry_count' or 'synthetic_function_entry_count'\n!0 = !{!\"other\", i64 1}\n"
    );
    assert_eq!(
        errors("define void @f() !kcfi_type !0 !kcfi_type !0 {\n  ret void\n}\n!0 = !{i32 1}\n"),
        "function must have a single !kcfi_type attachment\nptr @f\n!0 = !{i32 1}\n"
    );
}
