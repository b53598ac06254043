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
        kind: ConstKind::Global(GlobalId::from_u32(0)),
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
    let mut common = m.globals[GlobalId::from_index(0)].common.clone();
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
fn llvm_22_prof_forms() {
    let on_br = |md: &str| {
        errors(&format!(
            "define void @f(i1 %c) {{\n  br i1 %c, label %a, label %a, !prof !0\na:\n  ret void\n}}\n!0 = {md}\n"
        ))
    };
    assert_eq!(on_br("!{!\"unknown\", !\"pass\"}"), "");
    assert!(on_br("!{!\"unknown\", i32 3}")
        .starts_with("'unknown' !prof should have an additional operand of type string\n"));
    assert!(on_br("!{!\"frobnicate\", i32 1}")
        .starts_with("expected either branch_weights or VP profile name\n"));
    // Any string after the name marks the weights' origin.
    assert!(
        on_br("!{!\"branch_weights\", !\"x\", i32 2}").starts_with("Wrong number of operands\n")
    );
    assert!(on_br("!{!\"VP\", i32 0, i64 100, i64 1234, i64 100}").starts_with(
        "VP !prof indirect call or memop size expected to be applied to CallBase instructions only\n"
    ));
    assert!(on_br("!{!\"VP\", i32 3, i64 100, i64 1234, i64 100}")
        .starts_with("Invalid VP !prof kind\n"));
    assert_eq!(
        errors("define void @f() !prof !0 {\n  ret void\n}\n!0 = !{!\"unknown\", !\"pass\"}\n"),
        ""
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

#[test]
fn calling_convention_restrictions() {
    assert_eq!(
        errors(
            "define amdgpu_kernel i32 @k() {\n  ret i32 0\n}\n\
             define amdgpu_vs void @vs(ptr byval(i32) %p) {\n  ret void\n}\n\
             define x86_intrcc void @xi(ptr %p) {\n  ret void\n}\n\
             define amdgpu_gfx_whole_wave void @ww(i32 %x) {\n  ret void\n}\n"
        ),
        "Calling convention requires void return type\nptr @k\n\
         Calling convention disallows byval\nptr @vs\n\
         Calling convention parameter requires byval\nptr @xi\n\
         Calling convention requires first argument to be i1\nptr @ww\n"
    );
    // spir_func takes varargs; the stack address space comes from the
    // data layout.
    assert_eq!(
        errors(
            "target datalayout = \"A5\"\n\
             define spir_func void @f(...) {\n  ret void\n}\n\
             define amdgpu_vs void @vs(ptr byref(i32) %p) {\n  ret void\n}\n\
             define amdgpu_cs void @cs(ptr addrspace(5) byref(i32) %p) {\n  ret void\n}\n"
        ),
        "Calling convention disallows stack byref\nptr @cs\n"
    );
}

#[test]
fn kernels_cannot_be_called() {
    assert_eq!(
        errors(
            "declare spir_kernel void @k()\n\
             define void @f() {\n  call spir_kernel void @k()\n  ret void\n}\n"
        ),
        "calling convention does not permit calls\n  call spir_kernel void @k()\n"
    );
}

#[test]
fn musttail_calls() {
    assert_eq!(
        errors(
            "declare i32 @c2()\n\
             define i32 @c() {\n  %r = musttail call i32 @c2()\n  %x = bitcast i32 %r to float\n  ret i32 %r\n}\n\
             define ptr @e() {\n  %r = musttail call i32 @c2()\n  ret ptr null\n}\n\
             define void @u(ptr byval(i8) %p) {\n  musttail call void @u(ptr %p)\n  ret void\n}\n\
             define i32 @h() {\n  %r = musttail call i32 @c2()\n  ret i32 undef\n}\n"
        ),
        "musttail call result must be returned\n  ret i32 %r\n\
         cannot guarantee tail call due to mismatched return types\n  %r = musttail call i32 @c2()\n\
         cannot guarantee tail call due to mismatched ABI impacting function attributes\n  musttail call void @u(ptr %p)\nptr %p\n"
    );
    assert_eq!(
        errors(
            "declare tailcc void @simple()\n\
             define tailcc void @b(ptr byref(i8) %x) {\n  musttail call tailcc void @simple()\n  ret void\n}\n\
             define tailcc void @v(...) {\n  musttail call tailcc void (...) @v(...)\n  ret void\n}\n"
        ),
        "byref attribute not allowed in tailcc musttail caller\n\
         cannot guarantee tailcc tail call for varargs function\n"
    );
}

#[test]
fn tbaa_access_tags() {
    // A tag used twice is reported once per use when broken in itself;
    // a broken base node is reported once.
    assert_eq!(
        errors(
            "define void @f(ptr %p) {\n  store i32 0, ptr %p, !tbaa !0\n  store i32 1, ptr %p, !tbaa !0\n\
             \x20 store i32 2, ptr %p, !tbaa !3\n  store i32 3, ptr %p, !tbaa !5\n  store i32 4, ptr %p, !tbaa !5\n\
             \x20 store i32 5, ptr %p, !tbaa !3\n  ret void\n}\n\
             !0 = !{!1, !2, i64 4}\n!1 = !{!\"s\", !2, i64 0, !2, i64 4}\n!2 = !{!\"int\", !4}\n\
             !4 = !{!\"root\"}\n!3 = !{!6, !2, i64 0}\n!6 = !{!\"bad\", !2, i32 0, !2, i64 8}\n\
             !5 = !{!1, !2, i64 2}\n"
        ),
        "Bitwidth between the offsets and struct type entries must match\n\
         \x20 store i32 2, ptr %p, align 4, !tbaa !4\n!5 = !{!\"bad\", !2, i32 0, !2, i64 8}\n\
         Offset not zero at the point of scalar access\n\
         \x20 store i32 3, ptr %p, align 4, !tbaa !6\n!6 = !{!1, !2, i64 2}\n2\n\
         Offset not zero at the point of scalar access\n\
         \x20 store i32 4, ptr %p, align 4, !tbaa !6\n!6 = !{!1, !2, i64 2}\n2\n"
    );
    // A cycle of scalar parents is not a scalar type.
    assert_eq!(
        errors(
            "define void @f(ptr %p) {\n  store i32 0, ptr %p, !tbaa !0\n  ret void\n}\n\
             !0 = !{!1, !1, i64 0}\n!1 = !{!\"a\", !2}\n!2 = !{!\"b\", !1}\n"
        ),
        "Access type node must be a valid scalar type\n\
         \x20 store i32 0, ptr %p, align 4, !tbaa !0\n!0 = !{!1, !1, i64 0}\n!1 = !{!\"a\", !2}\n"
    );
}

#[test]
fn inline_asm_constraints() {
    assert_eq!(
        errors("define void @f(ptr %p, i32 %x) {\n  call void asm \"\", \"=*m,r\"(ptr %p, i32 1)\n  call void asm \"\", \"=*m,r\"(i32 %x, i32 1)\n  call void asm \"\", \"r\"(ptr elementtype(i32) %p)\n  call void asm \"\", \"!i\"()\n  callbr void asm \"\", \"!i,!i\"() to label %a [label %b]\na:\n  ret void\nb:\n  ret void\n}\n"),
        "Operand for indirect constraint must have elementtype attribute\n  call void asm \"\", \"=*m,r\"(ptr %p, i32 1)\nOperand for indirect constraint must have pointer type\n  call void asm \"\", \"=*m,r\"(i32 %x, i32 1)\nElementtype attribute can only be applied for indirect constraints\n  call void asm \"\", \"r\"(ptr elementtype(i32) %p)\nLabel constraints can only be used with callbr\n  call void asm \"\", \"!i\"()\nNumber of label constraints does not match number of callbr dests\n  callbr void asm \"\", \"!i,!i\"()\n          to label %a [label %b]\n"
    );
}

#[test]
fn alignment_and_size_limits() {
    assert_eq!(
        errors("declare <2147483648 x float> @bar(<2147483648 x float>)\ndefine void @f(<2147483648 x float> %v) {\n  %r = call <2147483648 x float> @bar(<2147483648 x float> %v)\n  ret void\n}\ndefine void @g(ptr byval([2147483648 x i16]) %p, i32 range(i8 1, 0) %x) {\n  ret void\n}\n"),
        "Incorrect alignment of return type to called function!\n  %r = call <2147483648 x float> @bar(<2147483648 x float> %v)\nIncorrect alignment of argument passed to called function!\n  %r = call <2147483648 x float> @bar(<2147483648 x float> %v)\nhuge 'byval' arguments are unsupported\nptr @g\nAttribute 'range(i8 1, 0)' applied to incompatible type!\nptr @g\n"
    );
}

#[test]
fn associated_and_absolute_symbol() {
    assert_eq!(
        errors("target datalayout = \"p1:32:32\"\n@a = external global i8, !associated !0\n@b = external global i8, !associated !1\n@c = external addrspace(1) global i8, !absolute_symbol !2\n@d = external global i8, !absolute_symbol !3\n@e = external global i8, !absolute_symbol !4\n@f = external global i8, !absolute_symbol !5\n!0 = !{ptr @a}\n!1 = !{!\"x\"}\n!2 = !{i64 0, i64 10}\n!3 = !{i64 -1, i64 -1}\n!4 = !{i64 0, i64 10, i64 5, i64 20}\n!5 = !{i64 0, i64 10, i64 10, i64 20}\n"),
        "global values should not associate to themselves\nptr @a\n!0 = !{ptr @a}\nassociated metadata must be ValueAsMetadata\nptr @b\n!1 = !{!\"x\"}\nRange types must match instruction type!\nptr addrspace(1) @c\nIntervals are overlapping\n!4 = !{i64 0, i64 10, i64 5, i64 20}\nIntervals are contiguous\n!5 = !{i64 0, i64 10, i64 10, i64 20}\n"
    );
}

#[test]
fn range_metadata_intervals() {
    assert_eq!(
        errors("define void @f(ptr %p) {\n  %a = load i8, ptr %p, !range !0\n  %b = load i8, ptr %p, !range !1\n  %c = load i8, ptr %p, !range !2\n  %d = load i8, ptr %p, !range !3\n  %e = load i8, ptr %p, !range !4\n  ret void\n}\n!0 = !{i8 -1, i8 -1}\n!1 = !{i8 5, i8 5}\n!2 = !{i8 10, i8 20, i8 0, i8 5}\n!3 = !{i8 0, i8 5, i8 10, i8 20, i8 30, i8 0}\n!4 = !{i8 250, i8 5, i8 10, i8 20, i8 30, i8 40}\n"),
        "Range must not be empty!\n!0 = !{i8 -1, i8 -1}\nThe upper and lower limits cannot be the same value\n  %b = load i8, ptr %p, align 1, !range !1\nIntervals are not in order\n!2 = !{i8 10, i8 20, i8 0, i8 5}\nIntervals are contiguous\n!3 = !{i8 0, i8 5, i8 10, i8 20, i8 30, i8 0}\n"
    );
}

#[test]
fn intrinsic_operand_rules() {
    assert_eq!(
        errors("declare i2 @llvm.scmp.i2.v4i32(<4 x i32>, <4 x i32>)\ndeclare <4 x i32> @llvm.get.active.lane.mask.v4i32.i32(i32, i32)\ndeclare i32 @llvm.experimental.get.vector.length.i32(i32, i32 immarg, i1 immarg)\ndeclare void @llvm.va_start(ptr)\ndeclare half @llvm.fptrunc.round.f16.f32(float, metadata)\ndeclare <2 x double> @llvm.vector.splice.left.v2f64(<2 x double>, <2 x double>, i32 immarg)\ndeclare <4 x i8> @llvm.vector.extract.v4i8.v8i8(<8 x i8>, i64 immarg)\ndeclare ptr @llvm.ptrmask.p0.i32(ptr, i32)\ndeclare ptr @llvm.threadlocal.address.p0(ptr)\n@g = global i32 0\ndefine void @f(<4 x i32> %v, i32 %n, ptr %p, float %x, <2 x double> %d, <8 x i8> %b) {\n  %1 = call i2 @llvm.scmp.i2.v4i32(<4 x i32> %v, <4 x i32> %v)\n  %2 = call <4 x i32> @llvm.get.active.lane.mask.v4i32.i32(i32 %n, i32 %n)\n  %3 = call i32 @llvm.experimental.get.vector.length.i32(i32 %n, i32 0, i1 true)\n  call void @llvm.va_start(ptr %p)\n  %4 = call half @llvm.fptrunc.round.f16.f32(float %x, metadata !\"round.dynamic\")\n  %5 = call <2 x double> @llvm.vector.splice.left.v2f64(<2 x double> %d, <2 x double> %d, i32 2)\n  %6 = call <4 x i8> @llvm.vector.extract.v4i8.v8i8(<8 x i8> %b, i64 6)\n  %7 = call ptr @llvm.ptrmask.p0.i32(ptr %p, i32 0)\n  %8 = call ptr @llvm.threadlocal.address.p0(ptr @g)\n  ret void\n}\n"),
        "ucmp/scmp argument and result types must both be either vector or scalar types\n  %1 = call i2 @llvm.scmp.i2.v4i32(<4 x i32> %v, <4 x i32> %v)\nget_active_lane_mask: element type is not i1\n  %2 = call <4 x i32> @llvm.get.active.lane.mask.v4i32.i32(i32 %n, i32 %n)\nget_vector_length: VF must be positive\n  %3 = call i32 @llvm.experimental.get.vector.length.i32(i32 %n, i32 0, i1 true)\nva_start called in a non-varargs function\nunsupported rounding mode argument\n  %4 = call half @llvm.fptrunc.round.f16.f32(float %x, metadata !\"round.dynamic\")\nThe splice index exceeds the range [0, VL-1] where VL is the known minimum number of elements in the vector. For scalable vectors the minimum number of elements is determined from vscale_range.\n  %5 = call <2 x double> @llvm.vector.splice.left.v2f64(<2 x double> %d, <2 x double> %d, i32 2)\nvector_extract index must be a constant multiple of the result type's known minimum vector length.\nllvm.ptrmask intrinsic second argument bitwidth must match pointer index type size of first argument\n  %7 = call ptr @llvm.ptrmask.p0.i32(ptr %p, i32 0)\nllvm.threadlocal.address operand isThreadLocal() must be true\n"
    );
}

#[test]
fn intrinsic_users_scope_decls_and_cleanupret() {
    assert_eq!(
        errors("declare i32 @llvm.umax.i32(i32, i32)\n@g1 = global ptr @llvm.umax.i32\ndeclare void @llvm.experimental.noalias.scope.decl(metadata)\ndefine void @f() personality ptr null {\n  call void @llvm.experimental.noalias.scope.decl(metadata !0)\n  br label %a\na:\n  cleanupret from undef unwind to caller\n}\n!0 = !{!1, !1}\n!1 = distinct !{!1, !2}\n!2 = distinct !{!2}\n"),
        "Invalid user of intrinsic instruction!\nptr @g1\nCleanupReturnInst needs to be provided a CleanupPad\n  cleanupret from undef unwind to caller\ntoken undef\n!id.scope.list must point to a list with a single scope\n  call void @llvm.experimental.noalias.scope.decl(metadata !0)\n"
    );
}

#[test]
fn sme_attribute_exclusions() {
    assert_eq!(
        errors("declare void @a() \"aarch64_za_state_agnostic\" \"aarch64_new_za\"\ndeclare void @b() \"aarch64_za_state_agnostic\" \"aarch64_new_zt0\"\ndeclare void @c() \"aarch64_za_state_agnostic\" \"aarch64_new_za\" \"aarch64_new_zt0\" \"aarch64_pstate_sm_enabled\" \"aarch64_pstate_sm_compatible\"\ndeclare void @d() \"aarch64_za_state_agnostic\"\ndeclare void @e() \"aarch64_pstate_sm_enabled\" \"aarch64_pstate_sm_body\"\ndeclare void @f() \"aarch64_pstate_sm_compatible\" \"aarch64_pstate_sm_body\"\ndeclare void @g() \"aarch64_za_state_agnostic\" \"aarch64_preserves_za\"\n"),
        "Attributes 'aarch64_new_za', 'aarch64_in_za', 'aarch64_out_za', 'aarch64_inout_za', 'aarch64_preserves_za' and 'aarch64_za_state_agnostic' are mutually exclusive\nptr @a\nAttributes 'aarch64_new_zt0', 'aarch64_in_zt0', 'aarch64_out_zt0', 'aarch64_inout_zt0', 'aarch64_preserves_zt0' and 'aarch64_za_state_agnostic' are mutually exclusive\nptr @b\nAttributes 'aarch64_pstate_sm_enabled and aarch64_pstate_sm_compatible' are incompatible!\nptr @c\nAttributes 'aarch64_new_za', 'aarch64_in_za', 'aarch64_out_za', 'aarch64_inout_za', 'aarch64_preserves_za' and 'aarch64_za_state_agnostic' are mutually exclusive\nptr @g\n"
    );
}

#[test]
fn assume_operand_bundles() {
    assert_eq!(
        errors("declare void @llvm.assume(i1)\ndefine void @func(ptr %P, i32 %P1, ptr %P2, ptr %P3) {\n  call void @llvm.assume(i1 true) [\"dereferenceable\"(i32 %P1, i32 %P1)]\n  call void @llvm.assume(i1 true) [\"dereferenceable\"(ptr %P, ptr %P)]\n  call void @llvm.assume(i1 true) [\"nonnull\"(ptr %P, i32 1, i32 2)]\n  call void @llvm.assume(i1 true) [\"align\"(i32 %P1, i32 1)]\n  call void @llvm.assume(i1 true) [\"alignstack\"(ptr %P, i32 %P1)]\n  call void @llvm.assume(i1 true) [\"dereferenceable_or_null\"(ptr %P, i32 %P1)]\n  call void @llvm.assume(i1 true) [\"ignore\"(ptr %P, i32 %P1)]\n  call void @llvm.assume(i1 true) [\"cold\"()]\n  call void @llvm.assume(i1 true) [\"ignore\"(), \"cold\"(ptr %P)]\n  call void @llvm.assume(i1 true) [\"separate_storage\"(ptr %P, ptr %P), \"cold\"(ptr %P)]\n  ret void\n}\n"),
        "first argument should be a pointer\n  call void @llvm.assume(i1 true) [ \"dereferenceable\"(i32 %P1, i32 %P1) ]\nsecond argument should be an integer\n  call void @llvm.assume(i1 true) [ \"dereferenceable\"(ptr %P, ptr %P) ]\ntoo many arguments\n  call void @llvm.assume(i1 true) [ \"nonnull\"(ptr %P, i32 1, i32 2) ]\nfirst argument should be a pointer\n  call void @llvm.assume(i1 true) [ \"align\"(i32 %P1, i32 1) ]\nthe second argument should be a constant integral value\n  call void @llvm.assume(i1 true) [ \"alignstack\"(ptr %P, i32 %P1) ]\nthe second argument should be a constant integral value\n  call void @llvm.assume(i1 true) [ \"dereferenceable_or_null\"(ptr %P, i32 %P1) ]\nthis attribute has no argument\n  call void @llvm.assume(i1 true) [ \"separate_storage\"(ptr %P, ptr %P), \"cold\"(ptr %P) ]\n"
    );
}

#[test]
fn memprof_blocks() {
    assert_eq!(
        errors("declare ptr @malloc(i64)\ndefine void @f() {\n  %a = call ptr @malloc(i64 1), !memprof !0\n  %b = call ptr @malloc(i64 1), !memprof !3\n  %c = call ptr @malloc(i64 1), !memprof !5\n  %d = call ptr @malloc(i64 1), !memprof !8\n  ret void\n}\n!0 = !{!1}\n!1 = !{!2, i64 3}\n!2 = !{i64 1}\n!3 = !{!4}\n!4 = !{!2, !\"cold\", !{i64 1}}\n!5 = !{!6}\n!6 = !{!2, !\"cold\", !{i64 1, !\"x\"}}\n!8 = !{!9}\n!9 = !{!2, !\"cold\", !{i64 1, i64 2}, !{i64 3, i64 4}}\n"),
        "!memprof MemInfoBlock second operand should be an MDString\n!1 = !{!2, i64 3}\nNot all !memprof MemInfoBlock operands 2 to N are MDNode with 2 operands\n!4 = !{!2, !\"cold\", !2}\nNot all !memprof MemInfoBlock operands 2 to N are MDNode with ConstantInt operands\n!6 = !{!2, !\"cold\", !7}\n"
    );
}

#[test]
fn mmra_tags() {
    assert_eq!(
        errors("declare float @llvm.sqrt.f32(float)\ndefine void @f(ptr %p, i32 %x) {\n  %a = add i32 %x, 1, !mmra !0\n  %b = call float @llvm.sqrt.f32(float 1.0), !mmra !0\n  %c = load atomic i32, ptr %p acquire, align 4, !mmra !1\n  %d = load atomic i32, ptr %p acquire, align 4, !mmra !2\n  %e = load atomic i32, ptr %p acquire, align 4, !mmra !3\n  ret void\n}\n!0 = !{!\"a\", !\"b\"}\n!1 = !{!0, !0}\n!2 = !{!0, !\"x\"}\n!3 = !{!\"a\", !\"b\", !\"c\"}\n"),
        "!mmra metadata attached to unexpected instruction kind\n  %a = add i32 %x, 1, !mmra !0\n!0 = !{!\"a\", !\"b\"}\n!mmra metadata attached to unexpected instruction kind\n  %b = call float @llvm.sqrt.f32(float 1.000000e+00), !mmra !0\n!0 = !{!\"a\", !\"b\"}\n!mmra metadata tuple operand is not an MMRA tag\n  %d = load atomic i32, ptr %p acquire, align 4, !mmra !2\n!\"x\"\n!mmra metadata tuple operand is not an MMRA tag\n  %e = load atomic i32, ptr %p acquire, align 4, !mmra !3\n!\"a\"\n"
    );
}

#[test]
fn guard_and_deoptimize() {
    assert_eq!(
        errors("declare i32 @llvm.experimental.deoptimize.i32(...)\ndeclare void @llvm.experimental.guard(i1, ...)\ndefine i32 @f(i1 %c) personality ptr null {\n  call void (i1, ...) @llvm.experimental.guard(i1 %c)\n  %r = call i32 (...) @llvm.experimental.deoptimize.i32() [ \"deopt\"() ]\n  %s = add i32 %r, 1\n  ret i32 %s\n}\ndefine i32 @g(i1 %c) personality ptr null {\n  invoke void (i1, ...) @llvm.experimental.guard(i1 %c) [ \"deopt\"() ]\n    to label %ok unwind label %lp\nok:\n  ret i32 0\nlp:\n  %l = landingpad { ptr, i32 } cleanup\n  ret i32 1\n}\n"),
        "experimental_guard must have exactly one \"deopt\" operand bundle\ncalls to experimental_deoptimize must be followed by a return\nexperimental_guard cannot be invoked\n  invoke void (i1, ...) @llvm.experimental.guard(i1 %c) [ \"deopt\"() ]\n          to label %ok unwind label %lp\nCannot invoke an intrinsic other than donothing, patchpoint, statepoint, coro_resume, coro_destroy, clang.arc.attachedcall or wasm.(re)throw\n  invoke void (i1, ...) @llvm.experimental.guard(i1 %c) [ \"deopt\"() ]\n          to label %ok unwind label %lp\nCannot invoke an intrinsic other than donothing, patchpoint, statepoint, coro_resume, coro_destroy, clang.arc.attachedcall or wasm.(re)throw\n  invoke void (i1, ...) @llvm.experimental.guard(i1 %c) [ \"deopt\"() ]\n          to label %ok unwind label %lp\n"
    );
}

#[test]
fn swifterror_uses() {
    assert_eq!(
        errors("declare float @foo(ptr swifterror)\ndefine float @f(ptr swifterror %e) {\n  %t = getelementptr inbounds ptr, ptr %e, i64 1\n  ret float 1.0\n}\ndefine float @g() {\n  %a = alloca swifterror ptr\n  store ptr %a, ptr null\n  %b = alloca swifterror i128\n  ret float 1.0\n}\n"),
        "swifterror value can only be loaded and stored from, or as a swifterror argument!\nptr %e\n  %t = getelementptr inbounds ptr, ptr %e, i64 1\nswifterror value should be the second operand when used by stores\n  %a = alloca swifterror ptr, align 8\n  store ptr %a, ptr null, align 8\nswifterror alloca must have pointer type\n  %b = alloca swifterror i128, align 8\n"
    );
}

#[test]
fn localescape_and_localrecover() {
    assert_eq!(
        errors("declare void @llvm.localescape(...)\ndeclare ptr @llvm.localrecover(ptr, ptr, i32)\ndefine void @m(ptr %p) {\n  %a = alloca i8\n  call void (...) @llvm.localescape(ptr %a, ptr null)\n  call void (...) @llvm.localescape(ptr %a)\n  ret void\n}\ndefine void @n(ptr %fp) {\n  %x = call ptr @llvm.localrecover(ptr @m, ptr %fp, i32 2)\n  ret void\n}\n"),
        "multiple calls to llvm.localescape in one function\n  call void (...) @llvm.localescape(ptr %a)\nall indices passed to llvm.localrecover must be less than the number of arguments passed to llvm.localescape in the parent function\nptr @m\n"
    );
}

#[test]
fn matrix_shapes() {
    assert_eq!(
        errors("declare <4 x float> @llvm.matrix.transpose.v4f32(<4 x float>, i32 immarg, i32 immarg)\ndeclare <4 x i32> @llvm.matrix.multiply.v4i32.v4f32.v4f32(<4 x float>, <4 x float>, i32 immarg, i32 immarg, i32 immarg)\ndeclare <6 x float> @llvm.matrix.column.major.load.v6f32.i64(ptr, i64, i1 immarg, i32 immarg, i32 immarg)\ndefine void @f(<4 x float> %m, ptr %p) {\n  %a = call <4 x float> @llvm.matrix.transpose.v4f32(<4 x float> %m, i32 3, i32 2)\n  %b = call <4 x i32> @llvm.matrix.multiply.v4i32.v4f32.v4f32(<4 x float> %m, <4 x float> %m, i32 2, i32 2, i32 2)\n  %c = call <6 x float> @llvm.matrix.column.major.load.v6f32.i64(ptr %p, i64 1, i1 false, i32 2, i32 3)\n  ret void\n}\n"),
        "Result of a matrix operation does not fit in the returned vector!\nVector element type mismatch of the result and first operand vector!\nptr @llvm.matrix.multiply.v4i32.v4f32.v4f32\nStride must be greater or equal than the number of rows!\nptr @llvm.matrix.column.major.load.v6f32.i64\n"
    );
}

#[test]
fn vp_casts_and_compares() {
    assert_eq!(
        errors("declare <4 x i16> @llvm.vp.trunc.v4i16.v4i32(<4 x i32>, <4 x i1>, i32)\ndeclare <4 x i64> @llvm.vp.trunc.v4i64.v4i32(<4 x i32>, <4 x i1>, i32)\ndeclare <4 x i32> @llvm.vp.fptosi.v4i32.v4i32(<4 x i32>, <4 x i1>, i32)\ndeclare <4 x float> @llvm.vp.fpext.v4f32.v4f64(<4 x double>, <4 x i1>, i32)\ndeclare <4 x i1> @llvm.vp.icmp.v4i32(<4 x i32>, <4 x i32>, metadata, <4 x i1>, i32)\ndefine void @f(<4 x i32> %a, <4 x double> %d, <4 x i1> %m, i32 %n) {\n  %r0 = call <4 x i16> @llvm.vp.trunc.v4i16.v4i32(<4 x i32> %a, <4 x i1> %m, i32 %n)\n  %r1 = call <4 x i64> @llvm.vp.trunc.v4i64.v4i32(<4 x i32> %a, <4 x i1> %m, i32 %n)\n  %r2 = call <4 x i32> @llvm.vp.fptosi.v4i32.v4i32(<4 x i32> %a, <4 x i1> %m, i32 %n)\n  %r3 = call <4 x float> @llvm.vp.fpext.v4f32.v4f64(<4 x double> %d, <4 x i1> %m, i32 %n)\n  %r4 = call <4 x i1> @llvm.vp.icmp.v4i32(<4 x i32> %a, <4 x i32> %a, metadata !\"sle\", <4 x i1> %m, i32 %n)\n  %r5 = call <4 x i1> @llvm.vp.icmp.v4i32(<4 x i32> %a, <4 x i32> %a, metadata !\"true\", <4 x i1> %m, i32 %n)\n  ret void\n}\n"),
        "llvm.vp.trunc intrinsic the bit size of first argument must be larger than the bit size of the return type\n  %r1 = call <4 x i64> @llvm.vp.trunc.v4i64.v4i32(<4 x i32> %a, <4 x i1> %m, i32 %n)\nllvm.vp.fptoui, llvm.vp.fptosi, llvm.vp.lrint or llvm.vp.llrintintrinsic first argument element type must be floating-point and result element type must be integer\n  %r2 = call <4 x i32> @llvm.vp.fptosi.v4i32.v4i32(<4 x i32> %a, <4 x i1> %m, i32 %n)\nllvm.vp.fpext intrinsic the bit size of first argument must be smaller than the bit size of the return type\n  %r3 = call <4 x float> @llvm.vp.fpext.v4f32.v4f64(<4 x double> %d, <4 x i1> %m, i32 %n)\ninvalid predicate for VP integer comparison intrinsic\n  %r5 = call <4 x i1> @llvm.vp.icmp.v4i32(<4 x i32> %a, <4 x i32> %a, metadata !\"true\", <4 x i1> %m, i32 %n)\n"
    );
}

#[test]
fn writable_needs_argmem_write() {
    assert_eq!(
        errors("define void @a(ptr writable %arg) memory(write, argmem: read) {\n  ret void\n}\ndefine void @b(ptr writable %arg) memory(read, argmem: write) {\n  ret void\n}\n"),
        "Attribute writable and memory without argmem: write are incompatible!\nptr @a\n"
    );
}
#[test]
fn constrained_fp_metadata() {
    assert_eq!(
        errors("declare double @llvm.experimental.constrained.fadd.f64(double, double, metadata, metadata)\ndeclare i1 @llvm.experimental.constrained.fcmp.f64(double, double, metadata, metadata)\ndeclare double @llvm.experimental.constrained.fpext.f64.f32(float, metadata)\ndefine void @f(double %a, float %x) strictfp {\n  %1 = call double @llvm.experimental.constrained.fadd.f64(double %a, double %a, metadata !\"round.dynomic\", metadata !\"fpexcept.bogus\") strictfp\n  %2 = call i1 @llvm.experimental.constrained.fcmp.f64(double %a, double %a, metadata !\"oeq\", metadata !\"fpexcept.strict\") strictfp\n  %3 = call double @llvm.experimental.constrained.fpext.f64.f32(float %x, metadata !\"fpexcept.x\") strictfp\n  %4 = call double @llvm.experimental.constrained.fadd.f64(double %a, double %a, metadata !\"round.upward\", metadata !\"fpexcept.ignore\") strictfp\n  ret void\n}\n"),
        "invalid exception behavior argument\n  %1 = call double @llvm.experimental.constrained.fadd.f64(double %a, double %a, metadata !\"round.dynomic\", metadata !\"fpexcept.bogus\") #1\ninvalid exception behavior argument\n  %3 = call double @llvm.experimental.constrained.fpext.f64.f32(float %x, metadata !\"fpexcept.x\") #1\n"
    );
}

#[test]
fn arc_attached_call_bundles() {
    assert_eq!(
        errors("declare ptr @foo()\ndeclare void @bar()\ndeclare ptr @other(ptr)\ndeclare ptr @llvm.objc.retainAutoreleasedReturnValue(ptr)\ndefine void @f() {\n  %a = call ptr @foo() [ \"clang.arc.attachedcall\"() ]\n  call void @bar() [ \"clang.arc.attachedcall\"(ptr @llvm.objc.retainAutoreleasedReturnValue) ]\n  %b = call ptr @foo() [ \"clang.arc.attachedcall\"(ptr @other) ]\n  %c = call ptr @foo() [ \"clang.arc.attachedcall\"(ptr @llvm.objc.retainAutoreleasedReturnValue) ]\n  ret void\n}\n"),
        "operand bundle \"clang.arc.attachedcall\" requires one function as an argument\n  %a = call ptr @foo() [ \"clang.arc.attachedcall\"() ]\na call with operand bundle \"clang.arc.attachedcall\" must call a function returning a pointer or a non-returning function that has a void return type\n  call void @bar() [ \"clang.arc.attachedcall\"(ptr @llvm.objc.retainAutoreleasedReturnValue) ]\ninvalid function argument\n  %b = call ptr @foo() [ \"clang.arc.attachedcall\"(ptr @other) ]\n"
    );
}

/// The verifier's own time on the bench modules (run by hand:
/// `cargo test --release -p llconv-verify -- --ignored --nocapture`).
#[test]
#[ignore]
fn bench_modules_timing() {
    for path in [
        "../../shared/bench/shell.O0g.ll",
        "../../shared/bench/shell.O2.ll",
    ] {
        let full = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
        let Ok(src) = std::fs::read(&full) else {
            continue;
        };
        let m = llconv_text::parse_module(&src, "bench.ll").expect("parses");
        let mut best = std::time::Duration::MAX;
        for _ in 0..15 {
            let t = std::time::Instant::now();
            let errors = verify_module(&m);
            best = best.min(t.elapsed());
            assert!(errors.is_empty());
        }
        eprintln!("{path}: verify_module best of 15: {best:?}");
    }
}

#[test]
fn vfabi_variant_names_are_demangled() {
    let module = |variant: &str| {
        format!(
            "declare i64 @foo(i64) #0\nattributes #0 = {{ \"vector-function-abi-variant\"=\"{variant}\" }}\n"
        )
    };
    assert_eq!(errors(&module("_ZGVnN2v_foo(vector_foo)")), "");
    assert_eq!(errors(&module("_ZGVsMxv_foo(vector_foo)")), "");
    // No mask token, a zero length, a parameter count that is not the
    // function's, and an LLVM variant that names no vector function.
    for bad in [
        "_ZGVnQ2v_foo(vf)",
        "_ZGVnN0v_foo(vf)",
        "_ZGVnN2vv_foo(vf)",
        "_ZGV_LLVM_N2v_foo",
    ] {
        assert_eq!(
            errors(&module(bad)),
            format!("invalid name for a VFABI variant: {bad}\nptr @foo\n")
        );
    }
}

#[test]
fn convergence_control_tokens() {
    let src = "define void @f() {\n  %a = call token @llvm.experimental.convergence.anchor()\n  %l = call token @llvm.experimental.convergence.loop()\n  ret void\n}\ndeclare token @llvm.experimental.convergence.anchor()\ndeclare token @llvm.experimental.convergence.loop()\n";
    assert_eq!(
        errors(src),
        "Loop intrinsic must have a convergencectrl token operand.\n  %l = call token @llvm.experimental.convergence.loop()\n"
    );
    // A token used in a cycle that does not hold its definition, by other
    // than a loop intrinsic: the cycle is named as LLVM's cycle info does.
    let src = "define void @f() {\nA:\n  %t = call token @llvm.experimental.convergence.anchor()\n  br label %B\nB:\n  call void @g() [ \"convergencectrl\"(token %t) ]\n  br label %B\n}\ndeclare void @g() convergent\ndeclare token @llvm.experimental.convergence.anchor()\n";
    assert_eq!(
        errors(src),
        "Convergence token used by an instruction other than llvm.experimental.convergence.loop in a cycle that does not contain the token's definition.\n  call void @g() [ \"convergencectrl\"(token %t) ]\ndepth=1: entries(B)\n"
    );
}

#[test]
fn gc_relocate_is_tied_to_a_statepoint() {
    let src = "define void @f() gc \"statepoint-example\" {\n  %r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token none, i32 0, i32 0)\n  ret void\n}\ndeclare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32, i32)\n";
    assert_eq!(
        errors(src),
        "gc relocate is incorrectly tied to the statepoint\n  %r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token none, i32 0, i32 0) ; (undef, undef)\ntoken none\n"
    );
}

#[test]
fn eh_pads_are_entered_by_unwind_edges() {
    let src = "define void @f() personality ptr null {\nentry:\n  br label %bb1\nbb1:\n  cleanupret from undef unwind label %bb2\nbb2:\n  %pad = cleanuppad within none []\n  cleanupret from %pad unwind to caller\n}\n";
    assert_eq!(
        errors(src),
        "CleanupReturnInst needs to be provided a CleanupPad\n  cleanupret from undef unwind label %bb2\ntoken undef\nParent pad must be catchpad/cleanuppad/catchswitch\n  cleanupret from undef unwind label %bb2\n"
    );
}

#[test]
fn noalias_scope_declarations_may_be_asked_not_to_dominate() {
    let src = "define void @f() {\n  call void @llvm.experimental.noalias.scope.decl(metadata !0)\n  call void @llvm.experimental.noalias.scope.decl(metadata !0)\n  ret void\n}\ndeclare void @llvm.experimental.noalias.scope.decl(metadata)\n!0 = !{!1}\n!1 = distinct !{!1, !2}\n!2 = distinct !{!2}\n";
    let m = llconv_text::parse_module(src.as_bytes(), "t.ll").expect("parses");
    assert_eq!(render(&m, &verify_module(&m)), "");
    let options = crate::VerifyOptions {
        noalias_scope_decl_dom: true,
        ..Default::default()
    };
    assert_eq!(
        render(&m, &crate::verify_module_with(&m, options)),
        "llvm.experimental.noalias.scope.decl dominates another one with the same scope\n  call void @llvm.experimental.noalias.scope.decl(metadata !0)\n"
    );
}

/// A reader that checks the debug info beside the verifier hands it the
/// module with `DebugInfoCheck::Beside`: the debug-info rules are left to
/// that check, the other rules are not.
#[test]
fn debug_info_rules_are_left_out_only_when_checked_beside() {
    use llconv_ir::upgrade_debuginfo::DebugInfoCheck;
    // Broken debug info reached from named metadata other than
    // `llvm.dbg.cu` (kept by the reader), and a broken alias.
    let src =
        "@a = alias i32, ptr @a\n!foo = !{!0}\n!0 = !DILocation(line: 1, scope: !1)\n!1 = !{}\n";
    let m = llconv_text::parse_module(src.as_bytes(), "t.ll").expect("parses");
    let with = |check| {
        crate::verify_module_with(&m, crate::VerifyOptions::for_read(check))
            .into_iter()
            .map(|e| e.message)
            .collect::<Vec<_>>()
    };
    let done = with(DebugInfoCheck::Done);
    let beside = with(DebugInfoCheck::Beside);
    assert_eq!(beside, ["Aliases cannot form a cycle"]);
    assert_eq!(done.len(), 2, "{done:?}");
    assert_eq!(done[0], beside[0]);
}

/// Instructions whose operands disagree in type, which only a module
/// built in memory (or old bitcode constant expressions expanded into
/// instructions) can hold: LLVM's messages for each.
#[test]
fn operand_types_of_selects_binary_operators_and_comparisons() {
    use llconv_ir::builder::FunctionBuilder;
    use llconv_ir::{BinOp, InstKind, IntPredicate, Linkage, Module};
    let build = |make: &dyn Fn(&mut FunctionBuilder)| {
        let mut m = Module::new(b"t");
        let i32t = m.types.int(32);
        let ptr = m.types.ptr(0);
        let fn_ty = m.function_type(i32t, &[i32t, ptr], false);
        let f = m.add_function("f", fn_ty, Linkage::External);
        let mut b = FunctionBuilder::new(&mut m, f).unwrap();
        let entry = b.create_block(Some("entry"));
        b.switch_to_block(entry);
        make(&mut b);
        let zero = b.const_int(i32t, 0);
        b.ret(Some(zero));
        b.finish();
        verify_module(&m)
            .into_iter()
            .map(|e| e.message)
            .collect::<Vec<_>>()
    };
    let i32_and_ptr = |b: &mut FunctionBuilder, kind: &dyn Fn(_, _, _) -> InstKind, ty| {
        let (x, p) = (b.arg(0), b.arg(1));
        let one = b.const_int(b.type_of(x).unwrap(), 1);
        let cond = b.icmp(IntPredicate::Eq, x, one).unwrap();
        b.append(ty, kind(cond, x, p));
    };
    let select = |cond, a, b| InstKind::Select {
        fmf: 0,
        cond,
        then_value: a,
        else_value: b,
    };
    let binary = |_, a, b| InstKind::Binary {
        op: BinOp::Add,
        flags: 0,
        fmf: 0,
        lhs: a,
        rhs: b,
    };
    let icmp = |_, a, b| InstKind::ICmp {
        pred: IntPredicate::Eq,
        flags: 0,
        lhs: a,
        rhs: b,
    };
    let i32_of = |b: &mut FunctionBuilder| b.module().types.int(32);
    let i1_of = |b: &mut FunctionBuilder| b.module().types.int(1);
    assert_eq!(
        build(&|b| {
            let t = i32_of(b);
            i32_and_ptr(b, &select, t)
        }),
        ["Invalid operands for select instruction!"]
    );
    assert_eq!(
        build(&|b| {
            let t = i32_of(b);
            i32_and_ptr(b, &binary, t)
        }),
        ["Both operands to a binary operator are not of the same type!"]
    );
    assert_eq!(
        build(&|b| {
            let t = i1_of(b);
            i32_and_ptr(b, &icmp, t)
        }),
        ["Both operands to ICmp instruction are not of the same type!"]
    );
    // Same-typed values, but the select's own type differs.
    assert_eq!(
        build(&|b| {
            let x = b.arg(0);
            let one = b.const_int(b.type_of(x).unwrap(), 1);
            let cond = b.icmp(IntPredicate::Eq, x, one).unwrap();
            let ptr = b.module().types.ptr(0);
            b.append(ptr, select(cond, x, x));
        }),
        ["Select values must have same type as select instruction!"]
    );
}

#[test]
fn unsized_memory_accesses_with_an_explicit_alignment() {
    // The parser leaves these to the verifier when `align` is written.
    let opaque = "%A = type opaque\ndefine void @f(ptr %p) {\n";
    assert_eq!(
        errors(&format!(
            "{opaque}  %i = alloca %A, align 4\n  ret void\n}}\n"
        )),
        "Cannot allocate unsized type\n  %i = alloca %A, align 4\n"
    );
    assert_eq!(
        errors(&format!(
            "{opaque}  %i = load [2 x %A], ptr %p, align 4\n  ret void\n}}\n"
        )),
        "loading unsized types is not allowed\n  %i = load [2 x %A], ptr %p, align 4\n"
    );
    assert_eq!(
        errors(&format!(
            "{opaque}  store [2 x %A] zeroinitializer, ptr %p, align 4\n  ret void\n}}\n"
        )),
        "storing unsized types is not allowed\n  store [2 x %A] zeroinitializer, ptr %p, align 4\n"
    );
    // A struct whose body comes later in the file is sized by then.
    assert_eq!(
        errors(
            "define void @f(ptr %p) {\n  %i = alloca %B, align 8\n  %l = load { %B }, ptr %p, align 4\n  ret void\n}\n%B = type { float, float }\n"
        ),
        ""
    );
}

#[test]
fn entry_block_addresses_in_use() {
    // Used by an initializer: refused, as LLVM's verifier does.
    assert_eq!(
        errors(
            "@g = constant ptr blockaddress(@f, %bb)\ndefine void @f() {\nbb:\n  unreachable\n}\n"
        ),
        "blockaddress may not be used with the entry block!\nlabel %bb\n"
    );
    // Through a constant expression used by an instruction.
    assert_eq!(
        errors("define ptr @f() {\nbb:\n  ret ptr getelementptr (i8, ptr blockaddress(@f, %bb), i64 1)\n}\n"),
        "blockaddress may not be used with the entry block!\nlabel %bb\n"
    );
    // Of another block: fine.
    assert_eq!(
        errors("@g = constant ptr blockaddress(@f, %x)\ndefine void @f() {\n  br label %x\nx:\n  unreachable\n}\n"),
        ""
    );
}

#[test]
fn target_features_and_denormal_modes() {
    // Each empty feature is reported; the first without a sign ends it.
    assert_eq!(
        errors("define void @f() #0 {\n  ret void\n}\nattributes #0 = { \"target-features\"=\"+a,,b,c\" \"denormal-fp-math\"=\"ieee,x\" }\n"),
        "invalid value for 'denormal-fp-math' attribute: ieee,x\nptr @f\ntarget-features attribute should not contain an empty string\ntarget feature 'b' must start with a '+' or '-'\nptr @f\n"
    );
    // Empty parts of a denormal mode mean IEEE; an empty list is fine.
    assert_eq!(
        errors("define void @f() #0 {\n  ret void\n}\nattributes #0 = { \"target-features\"=\"\" \"denormal-fp-math-f32\"=\",dynamic\" }\n"),
        ""
    );
}

#[test]
fn vp_splice_index_and_dynamic_area_offset() {
    let src = "define <2 x i64> @f(<2 x i64> %a, i32 %e) vscale_range(2,2) {
  %v = call <2 x i64> @llvm.experimental.vp.splice.v2i64(<2 x i64> %a, <2 x i64> %a, i32 -4, <2 x i1> splat (i1 true), i32 %e, i32 %e)
  %w = call <2 x i64> @llvm.experimental.vp.splice.v2i64(<2 x i64> %a, <2 x i64> %a, i32 4, <2 x i1> splat (i1 true), i32 %e, i32 %e)
  ret <2 x i64> %v
}
define i32 @g() {
  %r = call i32 @llvm.get.dynamic.area.offset.i32()
  %s = call i64 @llvm.get.dynamic.area.offset.i64()
  ret i32 %r
}
";
    // The vscale_range minimum scales the length: -4 is in, 4 out.
    assert_eq!(
        errors(src),
        "The splice index exceeds the range [-VL, VL-1] where VL is the known minimum number of elements in the vector. For scalable vectors the minimum number of elements is determined from vscale_range.\n  %w = call <2 x i64> @llvm.experimental.vp.splice.v2i64(<2 x i64> %a, <2 x i64> %a, i32 4, <2 x i1> splat (i1 true), i32 %e, i32 %e)\nget_dynamic_area_offset result type must be scalar integer matching alloca address space width\n  %r = call i32 @llvm.get.dynamic.area.offset.i32()\n"
    );
}
