//! The upgrades LLVM 22 applies to modules of the other default targets
//! (AArch64, ARM, AMDGPU, RISC-V: `ir/src/autoupgrade.rs`,
//! `ir/src/upgrade_metadata.rs`, `ir/src/datalayout.rs`) and the parser's
//! leniencies they need, against LLVM 22: each snippet must print what
//! `llvm-as-22 | llvm-dis-22` prints, and so must reading the bitcode
//! `llvm-as-14` writes of it, where it can (old bitcode, upgraded by the
//! bitcode reader). Without the LLVM tools the test passes vacuously,
//! except in CI.

use llconv_corpus_tests::llvm_tools::{
    differences_from_llvm, llvm_22_present, run, without_module_id,
};

/// One family a snippet, named after it.
const SNIPPETS: &[(&str, &str)] = &[
    (
        "ObjC ARC runtime calls in a module with the old retain/release marker: calls of llvm.objc.* intrinsics declared at the end, clang.arc.use's too, the marker a module flag (UpgradeARCRuntime)",
        r#"
define ptr @f(ptr %a, ptr %b) {
  %v = tail call ptr @objc_retain(ptr %a) #0
  call void (...) @clang.arc.use(ptr %a)
  %w = call ptr @objc_storeWeak(ptr %b, ptr %a)
  %s = call i32 @objc_sync_enter(ptr %a)
  tail call void @objc_release(ptr %a)
  ret ptr %v
}
declare ptr @objc_retain(ptr)
declare void @objc_release(ptr)
declare void @clang.arc.use(...)
declare ptr @objc_storeWeak(ptr, ptr)
declare i32 @objc_sync_enter(ptr)
declare ptr @objc_unused(ptr)
attributes #0 = { nounwind }
!clang.arc.retainAutoreleasedReturnValueMarker = !{!0}
!0 = !{!"mov\09fp, fp\09\09# marker for objc_retainAutoreleaseReturnValue"}
"#,
    ),
    (
        "clang.arc.use without the ARC marker: its calls go to llvm.objc.clang.arc.use declared at the end, the runtime calls stay",
        r#"
declare void @clang.arc.use(...)
define void @f(ptr %a) {
  call void (...) @clang.arc.use(ptr %a)
  %v = call ptr @objc_retain(ptr %a)
  ret void
}
declare ptr @objc_retain(ptr)
"#,
    ),
    (
        "NVVM brev32 called through a type with an extra argument: the upgraded call keeps the arguments the new intrinsic takes (a fuzz finding)",
        r#"
define i32 @f(i32 %a, i32 %b) {
  %r = call i32 @llvm.nvvm.brev32(i32 %a, i32 %b)
  ret i32 %r
}
declare i32 @llvm.nvvm.brev32(i32)
"#,
    ),
    (
        "an intrinsic called without a declaration under two old signatures (memmove's alignment as i16 and as i32): one new declaration (a fuzz finding)",
        r#"
define void @test(ptr %p2, ptr %p3) {
  call void @llvm.memmove.p0.p0.i64(ptr %p2, ptr %p3, i64 1000, i16 4, i1 false)
  ret void
}
define void @test2(ptr %p2, ptr %p3) {
  call void @llvm.memmove.p0.p0.i64(ptr %p2, ptr %p3, i64 1000, i32 4, i1 false)
  ret void
}
"#,
    ),
    (
        "an intrinsic called without a declaration, first under its old signature (memset's alignment), then under its new one: one new declaration (a fuzz finding)",
        r#"
define void @test(ptr %p1) {
  call void @llvm.memset.p0.i64(ptr %p1, i8 55, i64 100, i32 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 4 %p1, i8 55, i64 100, i1 false)
  ret void
}
define void @test2(ptr %p1) {
  call void @llvm.memset.p0.i64(ptr nonnull align 4 %p1, i8 signext 55, i64 zeroext 100, i1 false)
  ret void
}
"#,
    ),
    (
        "an intrinsic called without a declaration under the old signatures of two overloads (llvm.cttz.i32 on i16, then on i32): each call to its own new declaration",
        r#"
define void @f(i16 %b, i32 %c) {
  call i16 @llvm.cttz.i32(i16 %b)
  call i32 @llvm.cttz.i32(i32 %c)
  ret void
}
"#,
    ),
    (
        "an old masked gather declared with a void result: the new declaration's trailing void parameter is `...`, as Intrinsic::getType makes it (a fuzz finding)",
        r#"
declare void @llvm.masked.gather.v2i64.v2p0(<2 x ptr>, i32, <2 x i1>, <2 x i64>)
"#,
    ),
    (
        "NVVM clz.ll and popc.ll, of i64 and of i32 (no trunc to the same type)",
        r#"
define i32 @f(i32 %a, i64 %b) {
  %r4 = call i32 @llvm.nvvm.clz.ll(i64 %b)
  %r5 = call i32 @llvm.nvvm.popc.ll(i64 %b)
  ret i32 %r4
}
define i32 @g(i32 %a) {
  %r5 = call i32 @llvm.nvvm.clz.ll(i32 %a)
  ret i32 %r5
}
"#,
    ),
    (
        "NVVM bf16 operations declared on integers (bitcasts around the bfloat intrinsic)",
        r#"
define i16 @f(i16 %a, i16 %b, i32 %p, i32 %q) {
  %1 = call i16 @llvm.nvvm.fmin.bf16(i16 %a, i16 %b)
  %2 = call i16 @llvm.nvvm.fmax.ftz.nan.xorsign.abs.bf16(i16 %1, i16 0)
  %3 = call i32 @llvm.nvvm.fma.rn.relu.bf16x2(i32 %p, i32 %q, i32 %p)
  %4 = tail call i16 @llvm.nvvm.neg.bf16(i16 %2)
  %5 = call i32 @llvm.nvvm.abs.bf16x2(i32 %3)
  %6 = call i16 @llvm.nvvm.abs.bf16(i16 %4)
  ret i16 %6
}
declare i16 @llvm.nvvm.fmin.bf16(i16, i16)
declare i16 @llvm.nvvm.fmax.ftz.nan.xorsign.abs.bf16(i16, i16)
declare i32 @llvm.nvvm.fma.rn.relu.bf16x2(i32, i32, i32)
declare i16 @llvm.nvvm.neg.bf16(i16)
declare i32 @llvm.nvvm.abs.bf16x2(i32)
declare i16 @llvm.nvvm.abs.bf16(i16)
"#,
    ),
    (
        "NVVM annotations as attributes (duplicates, non-globals, align, grid_constant, merged dimensions)",
        r#"
define void @k(ptr %a, i32 %b, ptr %c) #0 {
  ret void
}
define float @g(float %x) {
  ret float %x
}
@v = global i32 0
attributes #0 = { "nvvm.maxntid"="16,4" }
!nvvm.annotations = !{!0, !0, !1, !2, !3, !4, !5}
!0 = !{ptr @k, !"kernel", i32 1, !"grid_constant", !6, !"maxntidy", i32 8, !"maxntidz", i32 2}
!1 = !{i32 1}
!2 = !{ptr @g, !"align", i32 65544, !"align", i32 16, !"cluster_max_blocks", i32 4, !"reqntidy", i32 3}
!3 = !{ptr @v, !"kernel", i32 1}
!4 = !{ptr @g, !"unknown", i32 7, !"minctasm", i32 2}
!5 = !{ptr @k, !"align", i32 196616}
!6 = !{i32 1, i32 3}
"#,
    ),
    (
        "renamed ctpop, bitreverse and convert.from.fp16 get a new call (no tail); bswap keeps its call",
        r#"
define i32 @h(i32 %x, <2 x i64> %v) {
  %1 = tail call i32 @llvm.ctpop.i32.i32(i32 %x)
  %2 = tail call <2 x i64> @llvm.bitreverse.v2.i64(<2 x i64> %v)
  %3 = tail call float @llvm.convert.from.fp16.f32.x(i16 0)
  %4 = tail call i32 @llvm.bswap.i32.x(i32 %x)
  ret i32 %1
}
declare i32 @llvm.ctpop.i32.i32(i32)
declare <2 x i64> @llvm.bitreverse.v2.i64(<2 x i64>)
declare float @llvm.convert.from.fp16.f32.x(i16)
declare i32 @llvm.bswap.i32.x(i32)
"#,
    ),
    (
        "constant factories and literals: cast pairs, casts lane by lane, lanes of GEPs, hex overflow, x87 unnormals, a redefined attribute group",
        r#"
@g = global [2 x i32] zeroinitializer
define double @d() #0 {
  ret double 0x1397723CCABD0000401C666660000000
}
define i16 @a() {
  ret i16 trunc (i32 trunc (i64 ptrtoint (ptr @g to i64) to i32) to i16)
}
define <2 x i32> @w() {
  ret <2 x i32> trunc (<2 x i64> bitcast (<4 x i32> <i32 1, i32 2, i32 ptrtoint (ptr @g to i32), i32 4> to <2 x i64>) to <2 x i32>)
}
define <2 x i64> @x() {
  ret <2 x i64> ptrtoint (<2 x ptr> getelementptr (i8, ptr @g, <2 x i64> <i64 1, i64 2>) to <2 x i64>)
}
define ptr @y() {
  ret ptr extractelement (<2 x ptr> getelementptr inbounds (i8, ptr @g, <2 x i64> <i64 0, i64 2>), i64 0)
}
define i32 @z() {
  ret i32 extractelement (<2 x i32> <i32 1, i32 2>, i32 7)
}
attributes #0 = { noinline nounwind }
attributes #0 = { nounwind uwtable }
define x86_fp80 @unnormal() {
  ret x86_fp80 0xK12345678901234567890
}
"#,
    ),
    (
        "ARM NEON rounding and saturating arithmetic",
        r#"
define void @f(<4 x half> %h, float %s, <8 x i8> %a, <8 x i8> %b) {
  %1 = tail call <4 x half> @llvm.arm.neon.vrintn.v4f16(<4 x half> %h)
  %2 = tail call <4 x half> @llvm.arm.neon.vrintz.v4f16(<4 x half> %h)
  %3 = call <4 x half> @llvm.arm.neon.vrinta.v4f16(<4 x half> %h)
  %4 = call <4 x half> @llvm.arm.neon.vrintm.v4f16(<4 x half> %h)
  %5 = call <4 x half> @llvm.arm.neon.vrintp.v4f16(<4 x half> %h)
  %6 = call <4 x half> @llvm.arm.neon.vrintx.v4f16(<4 x half> %h)
  %7 = call float @llvm.arm.neon.vrintn.f32(float %s)
  %8 = tail call <8 x i8> @llvm.arm.neon.vqadds.v8i8(<8 x i8> %a, <8 x i8> %b) #0
  %9 = call <8 x i8> @llvm.arm.neon.vqaddu.v8i8(<8 x i8> %a, <8 x i8> %b)
  %10 = call <8 x i8> @llvm.arm.neon.vqsubs.v8i8(<8 x i8> %a, <8 x i8> %b)
  %11 = call <8 x i8> @llvm.arm.neon.vqsubu.v8i8(<8 x i8> %a, <8 x i8> %b)
  ret void
}
declare <4 x half> @llvm.arm.neon.vrintn.v4f16(<4 x half>)
declare <4 x half> @llvm.arm.neon.vrintz.v4f16(<4 x half>)
declare <4 x half> @llvm.arm.neon.vrinta.v4f16(<4 x half>)
declare <4 x half> @llvm.arm.neon.vrintm.v4f16(<4 x half>)
declare <4 x half> @llvm.arm.neon.vrintp.v4f16(<4 x half>)
declare <4 x half> @llvm.arm.neon.vrintx.v4f16(<4 x half>)
declare float @llvm.arm.neon.vrintn.f32(float)
declare <8 x i8> @llvm.arm.neon.vqadds.v8i8(<8 x i8>, <8 x i8>)
declare <8 x i8> @llvm.arm.neon.vqaddu.v8i8(<8 x i8>, <8 x i8>)
declare <8 x i8> @llvm.arm.neon.vqsubs.v8i8(<8 x i8>, <8 x i8>)
declare <8 x i8> @llvm.arm.neon.vqsubu.v8i8(<8 x i8>, <8 x i8>)
attributes #0 = { nounwind }
"#,
    ),
    (
        "AArch64 NEON and SVE renamed",
        r#"
define void @f(<4 x half> %h, <8 x i8> %a, <vscale x 4 x i32> %sv) {
  %1 = tail call <4 x half> @llvm.aarch64.neon.frintn.v4f16(<4 x half> %h) #0
  %2 = tail call <8 x i8> @llvm.aarch64.neon.rbit.v8i8(<8 x i8> %a) #0
  %3 = tail call <vscale x 4 x i32> @llvm.aarch64.sve.rev.nxv4i32(<vscale x 4 x i32> %sv) #0
  %4 = call ptr @llvm.x86.seh.recoverfp(ptr @f, ptr null)
  ret void
}
declare <4 x half> @llvm.aarch64.neon.frintn.v4f16(<4 x half>)
declare <8 x i8> @llvm.aarch64.neon.rbit.v8i8(<8 x i8>)
declare <vscale x 4 x i32> @llvm.aarch64.sve.rev.nxv4i32(<vscale x 4 x i32>)
declare ptr @llvm.x86.seh.recoverfp(ptr, ptr)
attributes #0 = { nounwind }
"#,
    ),
    (
        "AArch64 bfloat conversions",
        r#"
define bfloat @cvt(float %a) {
  %r = call bfloat @llvm.aarch64.neon.bfcvt(float %a)
  ret bfloat %r
}
define <8 x bfloat> @cvtn(<4 x float> %a) {
  %r = call <8 x bfloat> @llvm.aarch64.neon.bfcvtn(<4 x float> %a)
  ret <8 x bfloat> %r
}
define <8 x bfloat> @cvtn2(<8 x bfloat> %i, <4 x float> %a) {
  %r = call <8 x bfloat> @llvm.aarch64.neon.bfcvtn2(<8 x bfloat> %i, <4 x float> %a)
  ret <8 x bfloat> %r
}
define <vscale x 8 x bfloat> @sve(<vscale x 8 x bfloat> %a, <vscale x 8 x i1> %pg, <vscale x 4 x float> %b) {
  %out = call <vscale x 8 x bfloat> @llvm.aarch64.sve.fcvt.bf16f32(<vscale x 8 x bfloat> %a, <vscale x 8 x i1> %pg, <vscale x 4 x float> %b)
  %nt = call <vscale x 8 x bfloat> @llvm.aarch64.sve.fcvtnt.bf16f32(<vscale x 8 x bfloat> %out, <vscale x 8 x i1> %pg, <vscale x 4 x float> %b)
  ret <vscale x 8 x bfloat> %nt
}
declare bfloat @llvm.aarch64.neon.bfcvt(float)
declare <8 x bfloat> @llvm.aarch64.neon.bfcvtn(<4 x float>)
declare <8 x bfloat> @llvm.aarch64.neon.bfcvtn2(<8 x bfloat>, <4 x float>)
declare <vscale x 8 x bfloat> @llvm.aarch64.sve.fcvt.bf16f32(<vscale x 8 x bfloat>, <vscale x 8 x i1>, <vscale x 4 x float>)
declare <vscale x 8 x bfloat> @llvm.aarch64.sve.fcvtnt.bf16f32(<vscale x 8 x bfloat>, <vscale x 8 x i1>, <vscale x 4 x float>)
"#,
    ),
    (
        "AMDGPU atomics",
        r#"
define void @f(ptr addrspace(1) %p, float %v, ptr %q, double %d, ptr addrspace(3) %l, <2 x i16> %w, i32 %i) {
  %a = call float @llvm.amdgcn.global.atomic.fmin.num.f32.p1(ptr addrspace(1) %p, float %v)
  %b = call float @llvm.amdgcn.global.atomic.fadd.f32.p1.f32(ptr addrspace(1) %p, float %v)
  %c = call double @llvm.amdgcn.flat.atomic.fadd.f64.p0.f64(ptr %q, double %d)
  %e = call float @llvm.amdgcn.flat.atomic.fmax.f32.p0.f32(ptr %q, float %v)
  %g = call float @llvm.amdgcn.ds.fadd.f32(ptr addrspace(3) %l, float %v, i32 0, i32 0, i1 true)
  %h = call <2 x i16> @llvm.amdgcn.global.atomic.fadd.v2bf16.p1(ptr addrspace(1) %p, <2 x i16> %w)
  %k = call i32 @llvm.amdgcn.atomic.cond.sub.u32.p0(ptr %q, i32 %i)
  %m = call double @llvm.amdgcn.global.atomic.fmin.f64.p1.f64(ptr addrspace(1) %p, double %d)
  %n = call <2 x half> @llvm.amdgcn.flat.atomic.fadd.v2f16.p1.v2f16(ptr addrspace(1) %p, <2 x half> zeroinitializer)
  ret void
}
declare float @llvm.amdgcn.global.atomic.fmin.num.f32.p1(ptr addrspace(1), float)
declare float @llvm.amdgcn.global.atomic.fadd.f32.p1.f32(ptr addrspace(1), float)
declare double @llvm.amdgcn.flat.atomic.fadd.f64.p0.f64(ptr, double)
declare float @llvm.amdgcn.flat.atomic.fmax.f32.p0.f32(ptr, float)
declare float @llvm.amdgcn.ds.fadd.f32(ptr addrspace(3), float, i32, i32, i1)
declare <2 x i16> @llvm.amdgcn.global.atomic.fadd.v2bf16.p1(ptr addrspace(1), <2 x i16>)
declare i32 @llvm.amdgcn.atomic.cond.sub.u32.p0(ptr, i32)
declare double @llvm.amdgcn.global.atomic.fmin.f64.p1.f64(ptr addrspace(1), double)
"#,
    ),
    (
        "amdgpu-unsafe-fp-atomics",
        r#"
define float @a(ptr %p, float %v) #0 {
  %r = atomicrmw fadd ptr %p, float %v seq_cst, align 4, !amdgpu.no.remote.memory.access !1, !foo !1
  %s = atomicrmw xchg ptr %p, float %v seq_cst, align 4
  %t = atomicrmw fmaximum ptr %p, float %v seq_cst, align 4
  %u = call float @d(float %v) #0
  ret float %r
}
define float @b(ptr %p, float %v) #1 {
  %r = atomicrmw fsub ptr %p, float %v seq_cst, align 4
  ret float %r
}
declare float @d(float) #0
attributes #0 = { "amdgpu-unsafe-fp-atomics"="true" }
attributes #1 = { "amdgpu-unsafe-fp-atomics"="false" nounwind }
!1 = !{i32 1}
"#,
    ),
    (
        "RISC-V scalar crypto",
        r#"
define i64 @f(i32 %a, i32 %b, i64 %c, i64 %d) nounwind {
  %1 = call i32 @llvm.riscv.aes32dsi(i32 %a, i32 %b, i8 1)
  %2 = call i32 @llvm.riscv.sm4ks.i32(i32 %1, i32 %b, i8 2)
  %3 = call i64 @llvm.riscv.sm4ed.i64(i64 %c, i64 %d, i32 3)
  %4 = call i64 @llvm.riscv.sha256sig0.i64(i64 %3)
  %5 = call i64 @llvm.riscv.sm3p1.i64(i64 %4)
  ret i64 %5
}
declare i32 @llvm.riscv.aes32dsi(i32, i32, i8)
declare i32 @llvm.riscv.sm4ks.i32(i32, i32, i8)
declare i64 @llvm.riscv.sm4ed.i64(i64, i64, i32)
declare i64 @llvm.riscv.sha256sig0.i64(i64)
declare i64 @llvm.riscv.sm3p1.i64(i64)
"#,
    ),
    (
        "ARM branch protection flags",
        r#"
target triple = "thumbv8.1m.main-none-eabi"
define void @a() "sign-return-address"="none" "branch-target-enforcement"="true" {
  ret void
}
define void @b() "guarded-control-stack"="false" {
  ret void
}
declare void @c()
!llvm.module.flags = !{!0, !1, !2}
!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"sign-return-address", i32 1}
!2 = !{i32 8, !"sign-return-address-with-bkey", i32 1}
"#,
    ),
    (
        "AArch64 branch protection flags already upgraded",
        r#"
target triple = "aarch64"
define void @a() "sign-return-address"="none" {
  ret void
}
!llvm.module.flags = !{!0, !1}
!0 = !{i32 8, !"branch-target-enforcement", i32 2}
!1 = !{i32 8, !"sign-return-address", i32 1}
"#,
    ),
    (
        "intrinsics without declarations",
        r#"
define void @f(ptr %p, float %v, half %h, <2 x half> %w, <vscale x 4 x i32> %acc, <vscale x 8 x i32> %in) {
  %a = call float @llvm.amdgcn.flat.atomic.fadd.f32.p0.f32(ptr %p, float %v)
  %b = call half @llvm.maximum.v2f16(half %h, half %h)
  %c = call <2 x half> @llvm.maximum.v2f16(<2 x half> %w, <2 x half> %w)
  %d = call half @llvm.maximum.v2f16(half %b, half %h)
  %e = call <vscale x 4 x i32> @llvm.experimental.vector.partial.reduce.add.nxv4i32.nxv4i32.nxv8i32(<vscale x 4 x i32> %acc, <vscale x 8 x i32> %in)
  ret void
}
"#,
    ),
    (
        "long hexadecimal constants and sizes",
        r#"
define fp128 @f() {
  %a = alloca [u0x30 x i8], align 16
  ret fp128 0xL00000000000000003fff00000000000001
}
define x86_fp80 @g() {
  ret x86_fp80 0xK4000800000000000000012
}
"#,
    ),
    (
        "ARM MVE and CDE on <4 x i1> predicates of 64-bit lanes (vctp64, the predicated operations: <2 x i1> through pred.v2i/i2v)",
        r#"
define <4 x i1> @f(i32 %n, <4 x i32> %a, <4 x i32> %b, <4 x i1> %m, <2 x i64> %v, ptr %p) {
  %r = call <4 x i1> @llvm.arm.mve.vctp64(i32 %n)
  %x = call <2 x i64> @llvm.arm.mve.mull.int.predicated.v2i64.v4i32.v4i1(<4 x i32> %a, <4 x i32> %b, i32 0, i32 1, <4 x i1> %m, <2 x i64> %v)
  %g = call <2 x i64> @llvm.arm.mve.vldr.gather.base.predicated.v2i64.v2i64.v4i1(<2 x i64> %v, i32 8, <4 x i1> %m)
  call void @llvm.arm.mve.vstr.scatter.offset.predicated.p0.v2i64.v2i64.v4i1(ptr %p, <2 x i64> %v, <2 x i64> %v, i32 64, i32 0, <4 x i1> %m)
  ret <4 x i1> %r
}
declare <4 x i1> @llvm.arm.mve.vctp64(i32)
declare <2 x i64> @llvm.arm.mve.mull.int.predicated.v2i64.v4i32.v4i1(<4 x i32>, <4 x i32>, i32, i32, <4 x i1>, <2 x i64>)
declare <2 x i64> @llvm.arm.mve.vldr.gather.base.predicated.v2i64.v2i64.v4i1(<2 x i64>, i32, <4 x i1>)
declare void @llvm.arm.mve.vstr.scatter.offset.predicated.p0.v2i64.v2i64.v4i1(ptr, <2 x i64>, <2 x i64>, i32, i32, <4 x i1>)
define <2 x i64> @g(<2 x i64> %v, <4 x i1> %m) {
  %r = call <2 x i64> @llvm.arm.cde.vcx1q.predicated.v2i64.v4i1(i32 0, <2 x i64> %v, i32 1, <4 x i1> %m)
  %s = call <2 x i64> @llvm.arm.cde.vcx2qa.predicated.v2i64.v4i1(i32 0, <2 x i64> %r, <16 x i8> zeroinitializer, i32 1, <4 x i1> %m)
  ret <2 x i64> %s
}
declare <2 x i64> @llvm.arm.cde.vcx1q.predicated.v2i64.v4i1(i32, <2 x i64>, i32, <4 x i1>)
declare <2 x i64> @llvm.arm.cde.vcx2qa.predicated.v2i64.v4i1(i32, <2 x i64>, <16 x i8>, i32, <4 x i1>)
"#,
    ),
    (
        "NVVM atomic.load.inc/dec.32, bitcast.*, swap.lo.hi.b64; ldg through a global pointer; constant addrspacecasts folded",
        r#"
define void @f(i32 %a, i64 %b, ptr %p, float %x, double %d) {
  %1 = call i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr %p, i32 %a)
  %2 = call i32 @llvm.nvvm.atomic.load.dec.32.p0(ptr %p, i32 %a)
  %3 = call i32 @llvm.nvvm.bitcast.f2i(float %x)
  %4 = call float @llvm.nvvm.bitcast.i2f(i32 %a)
  %5 = call i64 @llvm.nvvm.bitcast.d2ll(double %d)
  %6 = call double @llvm.nvvm.bitcast.ll2d(i64 %b)
  %7 = call i64 @llvm.nvvm.swap.lo.hi.b64(i64 %b)
  %8 = call i32 @llvm.nvvm.move.i32(i32 %a)
  %9 = call float @llvm.nvvm.move.float(float %x)
  %10 = call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr %p, i32 %a)
  %11 = call float @llvm.nvvm.ex2.approx.f(float %x)
  %12 = call i64 @llvm.nvvm.rotate.right.b64(i64 %b, i32 2)
  %13 = call i32 @llvm.nvvm.min.ui(i32 %a, i32 %a)
  %14 = call ptr @llvm.nvvm.ptr.global.to.gen.p0.p1(ptr addrspace(1) null)
  ret void
}
declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr, i32)
declare i32 @llvm.nvvm.atomic.load.dec.32.p0(ptr, i32)
declare i32 @llvm.nvvm.bitcast.f2i(float)
declare float @llvm.nvvm.bitcast.i2f(i32)
declare i64 @llvm.nvvm.bitcast.d2ll(double)
declare double @llvm.nvvm.bitcast.ll2d(i64)
declare i64 @llvm.nvvm.swap.lo.hi.b64(i64)
declare i32 @llvm.nvvm.move.i32(i32)
declare float @llvm.nvvm.move.float(float)
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr, i32)
declare float @llvm.nvvm.ex2.approx.f(float)
declare i64 @llvm.nvvm.rotate.right.b64(i64, i32)
declare i32 @llvm.nvvm.min.ui(i32, i32)
declare ptr @llvm.nvvm.ptr.global.to.gen.p0.p1(ptr addrspace(1))
@gv = addrspace(1) global i32 0
define i32 @g(i32 %a, i64 %b, ptr %p, float %x, ptr addrspace(1) %q) {
  %inc = call i32 @llvm.nvvm.atomic.load.inc.32.p1(ptr addrspace(1) %q, i32 %a)
  %bc = call float @llvm.nvvm.bitcast.i2f(i32 %inc)
  %bk = call i32 @llvm.nvvm.bitcast.f2i(float 1.0)
  %sw = call i64 @llvm.nvvm.swap.lo.hi.b64(i64 %b)
  %l1 = call i32 @llvm.nvvm.ldg.global.i.i32.p1(ptr addrspace(1) %q, i32 4)
  %l2 = call float @llvm.nvvm.ldg.global.f.f32.p0(ptr addrspacecast (ptr addrspace(1) @gv to ptr), i32 4)
  %c = call ptr addrspace(1) @llvm.nvvm.ptr.gen.to.global.p1.p0(ptr addrspacecast (ptr addrspace(1) @gv to ptr))
  store i32 %bk, ptr addrspace(1) %c
  ret i32 %l1
}
declare i32 @llvm.nvvm.atomic.load.inc.32.p1(ptr addrspace(1), i32)
declare i32 @llvm.nvvm.ldg.global.i.i32.p1(ptr addrspace(1), i32)
declare float @llvm.nvvm.ldg.global.f.f32.p0(ptr, i32)
"#,
    ),
    (
        "ARM NEON vst remangled",
        r#"
define void @f(ptr %p, <8 x i8> %a, <4 x i32> %b) {
  call void @llvm.arm.neon.vst1.v8i8(ptr %p, <8 x i8> %a, i32 1)
  call void @llvm.arm.neon.vst2.v4i32(ptr %p, <4 x i32> %b, <4 x i32> %b, i32 4)
  call void @llvm.arm.neon.vst3lane.v8i8(ptr %p, <8 x i8> %a, <8 x i8> %a, <8 x i8> %a, i32 1, i32 1)
  ret void
}
declare void @llvm.arm.neon.vst1.v8i8(ptr, <8 x i8>, i32)
declare void @llvm.arm.neon.vst2.v4i32(ptr, <4 x i32>, <4 x i32>, i32)
declare void @llvm.arm.neon.vst3lane.v8i8(ptr, <8 x i8>, <8 x i8>, <8 x i8>, i32, i32)
"#,
    ),
    (
        "generic: ctlz, objectsize, masked, mem*, lifetime, invariant.group.barrier, experimental.vector.*, stepvector, flt.rounds, annotations",
        r#"
define void @f(ptr %p, i32 %x, <4 x float> %v, <4 x i1> %m, <vscale x 4 x i32> %s) {
  %a = call i32 @llvm.ctlz.i32(i32 %x)
  %b = call i32 @llvm.cttz.i32(i32 %x)
  %c = call i64 @llvm.objectsize.i64(ptr %p, i1 false)
  %d = call i64 @llvm.objectsize.i64.p0(ptr %p, i1 false, i1 true)
  %e = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %p, i32 4, <4 x i1> %m, <4 x float> %v)
  call void @llvm.masked.store.v4f32.p0(<4 x float> %v, ptr %p, i32 8, <4 x i1> %m)
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 8, i32 4, i1 false)
  call void @llvm.memset.p0.i32(ptr %p, i8 0, i32 8, i32 2, i1 true)
  call void @llvm.memmove.p0.p0.i64(ptr %p, ptr %p, i64 8, i32 1, i1 false)
  call void @llvm.lifetime.start.p0(i64 4, ptr %p)
  call void @llvm.lifetime.end.p0(i64 4, ptr %p)
  %g = call ptr @llvm.invariant.group.barrier.p0(ptr %p)
  %h = call i32 @llvm.experimental.vector.reduce.add.v4i32(<4 x i32> zeroinitializer)
  %i = call float @llvm.experimental.vector.reduce.v2.fadd.f32.v4f32(float 0.0, <4 x float> %v)
  %j = call <vscale x 4 x i32> @llvm.experimental.stepvector.nxv4i32()
  %k = call <vscale x 4 x i32> @llvm.experimental.vector.reverse.nxv4i32(<vscale x 4 x i32> %s)
  %l = call <2 x float> @llvm.experimental.vector.extract.v2f32.v4f32(<4 x float> %v, i64 0)
  %n = call i32 @llvm.flt.rounds()
  call void @llvm.var.annotation(ptr %p, ptr %p, ptr %p, i32 1)
  %o = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr %p, ptr %p, i32 1)
  ret void
}
declare i32 @llvm.ctlz.i32(i32)
declare i32 @llvm.cttz.i32(i32)
declare i64 @llvm.objectsize.i64(ptr, i1)
declare i64 @llvm.objectsize.i64.p0(ptr, i1, i1)
declare <4 x float> @llvm.masked.load.v4f32.p0(ptr, i32, <4 x i1>, <4 x float>)
declare void @llvm.masked.store.v4f32.p0(<4 x float>, ptr, i32, <4 x i1>)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i32, i1)
declare void @llvm.memset.p0.i32(ptr, i8, i32, i32, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i32, i1)
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)
declare ptr @llvm.invariant.group.barrier.p0(ptr)
declare i32 @llvm.experimental.vector.reduce.add.v4i32(<4 x i32>)
declare float @llvm.experimental.vector.reduce.v2.fadd.f32.v4f32(float, <4 x float>)
declare <vscale x 4 x i32> @llvm.experimental.stepvector.nxv4i32()
declare <vscale x 4 x i32> @llvm.experimental.vector.reverse.nxv4i32(<vscale x 4 x i32>)
declare <2 x float> @llvm.experimental.vector.extract.v2f32.v4f32(<4 x float>, i64)
declare i32 @llvm.flt.rounds()
declare void @llvm.var.annotation(ptr, ptr, ptr, i32)
declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32)
"#,
    ),
    (
        "WebAssembly relaxed SIMD renamed",
        r#"
define void @f(<4 x float> %a, <16 x i8> %b, <4 x i32> %c) {
  %1 = call <4 x float> @llvm.wasm.fma.v4f32(<4 x float> %a, <4 x float> %a, <4 x float> %a)
  %2 = call <4 x float> @llvm.wasm.fms.v4f32(<4 x float> %a, <4 x float> %a, <4 x float> %a)
  %3 = call <16 x i8> @llvm.wasm.laneselect.v16i8(<16 x i8> %b, <16 x i8> %b, <16 x i8> %b)
  %4 = call <8 x i16> @llvm.wasm.dot.i8x16.i7x16.signed(<16 x i8> %b, <16 x i8> %b)
  %5 = call <4 x i32> @llvm.wasm.dot.i8x16.i7x16.add.signed(<16 x i8> %b, <16 x i8> %b, <4 x i32> %c)
  ret void
}
declare <4 x float> @llvm.wasm.fma.v4f32(<4 x float>, <4 x float>, <4 x float>)
declare <4 x float> @llvm.wasm.fms.v4f32(<4 x float>, <4 x float>, <4 x float>)
declare <16 x i8> @llvm.wasm.laneselect.v16i8(<16 x i8>, <16 x i8>, <16 x i8>)
declare <8 x i16> @llvm.wasm.dot.i8x16.i7x16.signed(<16 x i8>, <16 x i8>)
declare <4 x i32> @llvm.wasm.dot.i8x16.i7x16.add.signed(<16 x i8>, <16 x i8>, <4 x i32>)
"#,
    ),
    (
        "NVVM cp.async.bulk copies to the cluster's shared memory (addrspace(7) destination; tensor.g2s gets its CTA group)",
        r#"
define void @f(ptr addrspace(3) %s, ptr addrspace(1) %g, ptr %t, i32 %x) {
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(3) %s, ptr addrspace(3) %s, ptr addrspace(1) %g, i32 16, i16 0, i64 0, i1 false, i1 false)
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(3) %s, ptr addrspace(3) %s, ptr addrspace(3) %s, i32 16)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(3) %s, ptr addrspace(3) %s, ptr %t, i32 %x, i16 0, i64 0, i1 false, i1 false)
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(3) null, ptr addrspace(3) %s, ptr addrspace(3) %s, i32 16)
  ret void
}
declare void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(3), ptr addrspace(3), ptr addrspace(1), i32, i16, i64, i1, i1)
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(3), ptr addrspace(3), ptr addrspace(3), i32)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i16, i64, i1, i1)
"#,
    ),
    (
        "NVVM abs.i/abs.ll of constants, undef and poison folded as IRBuilder folds them",
        r#"
define i64 @f(i32 %x) {
  %a = call i32 @llvm.nvvm.abs.i(i32 -5)
  %b = call i64 @llvm.nvvm.abs.ll(i64 -9223372036854775808)
  %c = call i32 @llvm.nvvm.abs.i(i32 poison)
  %d = call i32 @llvm.nvvm.abs.i(i32 7)
  %e = add i32 %a, %c
  %g = add i32 %e, %d
  %h = call i32 @llvm.nvvm.abs.i(i32 %g)
  ret i64 %b
}
declare i32 @llvm.nvvm.abs.i(i32)
declare i64 @llvm.nvvm.abs.ll(i64)
define i32 @g(i32 %x) {
  %a = call i32 @llvm.nvvm.abs.i(i32 undef)
  ret i32 %a
}
"#,
    ),
    (
        "constant operands folded as IRBuilder folds them: NVVM barrier0.{popc,and,or} comparisons, AMDGPU v2bf16 and NEON bfdot bitcasts",
        r#"
define i32 @f(ptr addrspace(3) %l) {
  %a = call i32 @llvm.nvvm.barrier0.popc(i32 5)
  %b = call i32 @llvm.nvvm.barrier0.and(i32 0)
  %c = call <2 x i16> @llvm.amdgcn.ds.fadd.v2bf16(ptr addrspace(3) %l, <2 x i16> <i16 1, i16 2>)
  %d = call i32 @llvm.nvvm.barrier0.or(i32 undef)
  ret i32 %a
}
declare i32 @llvm.nvvm.barrier0.popc(i32)
declare i32 @llvm.nvvm.barrier0.and(i32)
declare i32 @llvm.nvvm.barrier0.or(i32)
declare <2 x i16> @llvm.amdgcn.ds.fadd.v2bf16(ptr addrspace(3), <2 x i16>)
define <2 x float> @g(<2 x float> %b, <8 x i8> %c) {
  %1 = call <2 x float> @llvm.aarch64.neon.bfdot.v2f32.v8i8(<2 x float> %b, <8 x i8> zeroinitializer, <8 x i8> %c)
  ret <2 x float> %1
}
declare <2 x float> @llvm.aarch64.neon.bfdot.v2f32.v8i8(<2 x float>, <8 x i8>, <8 x i8>)
"#,
    ),
];

/// AMDGPU data layouts as LLVM 22 upgrades them: (layout, triple).
const LAYOUTS: &[(&str, &str)] = &[
    ("", "r600--"),
    ("e-p:32:32", "r600--"),
    ("e-m:e-G1", "r600"),
    ("", "amdgcn--"),
    ("p8:128:128", "amdgcn--"),
    ("e-p8:128:128", "amdgcn--"),
    ("e-p8:128:128-n32", "amdgcn--"),
    ("m:e-e", "amdgcn--"),
    ("e-m:e", "amdgcn-amd-amdhsa"),
    ("e-G1-m:x", "amdgcn--"),
    (
        "e-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-G1-ni:7:8:9",
        "amdgcn",
    ),
    ("e-p8:128:128:128:48", "amdgcn--"),
];

#[test]
fn target_upgrades_print_as_llvm_22_prints_them() {
    if !llvm_22_present() {
        return;
    }
    let layouts: Vec<(String, String)> = LAYOUTS
        .iter()
        .map(|(dl, triple)| {
            (
                format!("data layout {dl:?} of {triple}"),
                format!("target datalayout = \"{dl}\"\ntarget triple = \"{triple}\"\n"),
            )
        })
        .collect();
    let all = SNIPPETS
        .iter()
        .map(|&(f, s)| (f, s))
        .chain(layouts.iter().map(|(f, s)| (f.as_str(), s.as_str())));
    let mut failures = Vec::new();
    for (family, src) in all {
        failures.extend(differences_from_llvm(family, src, true));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// LLVM's bitcode reader makes a spare `phi.constexpr` block at a
/// function's first phi and drops it only at the end: a block of the
/// module's own with that name, named after it from the symbol table,
/// becomes `phi.constexpr1`.
#[test]
fn a_block_named_phi_constexpr_is_renamed_by_the_reader() {
    if !llvm_22_present() {
        return;
    }
    let src = r#"
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %phi.constexpr, label %b
phi.constexpr:
  br label %b
b:
  %r = phi i32 [ 1, %entry ], [ 2, %phi.constexpr ]
  ret i32 %r
}
"#;
    let bc = run("llvm-as-22", &["-", "-o", "-"], src.as_bytes()).expect("llvm-as-22");
    let expected = run("llvm-dis-22", &["-", "-o", "-"], &bc).expect("llvm-dis-22");
    let expected = String::from_utf8_lossy(&expected);
    assert!(expected.contains("phi.constexpr1:"), "{expected}");
    let m = llconv_bitcode::read_module(&bc, "<stdin>").expect("reads");
    let ours = llconv_text::print_module(&m);
    assert_eq!(without_module_id(&ours), without_module_id(&expected));
}
