//! The x86 intrinsic upgrades (`ir/src/upgrade_x86.rs`) against LLVM 22:
//! each snippet calls old intrinsics; parsing it must print what
//! `llvm-as-22 | llvm-dis-22` prints, and so must reading the bitcode
//! `llvm-as-14` writes of it (old bitcode, upgraded by the bitcode reader).
//! Without the LLVM tools the test passes vacuously, except in CI.

use llconv_corpus_tests::llvm_tools::{differences_from_llvm, llvm_22_present};

/// One family a snippet, named after it.
const SNIPPETS: &[(&str, &str)] = &[
    (
        "scalar arithmetic",
        r#"
define <4 x float> @ss(<4 x float> %a, <4 x float> %b) {
  %r = call <4 x float> @llvm.x86.sse.add.ss(<4 x float> %a, <4 x float> %b)
  %s = call <4 x float> @llvm.x86.sse.sub.ss(<4 x float> zeroinitializer, <4 x float> %r)
  %t = call <4 x float> @llvm.x86.sse.mul.ss(<4 x float> %s, <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>)
  ret <4 x float> %t
}
define <2 x double> @sd(<2 x double> %a, <2 x double> %b) {
  %r = call <2 x double> @llvm.x86.sse2.div.sd(<2 x double> %a, <2 x double> %b)
  ret <2 x double> %r
}
declare <4 x float> @llvm.x86.sse.add.ss(<4 x float>, <4 x float>)
declare <4 x float> @llvm.x86.sse.sub.ss(<4 x float>, <4 x float>)
declare <4 x float> @llvm.x86.sse.mul.ss(<4 x float>, <4 x float>)
declare <2 x double> @llvm.x86.sse2.div.sd(<2 x double>, <2 x double>)
"#,
    ),
    (
        "square roots",
        r#"
define <4 x float> @f(<4 x float> %a, <4 x double> %b) {
  %r = call <4 x float> @llvm.x86.sse.sqrt.ss(<4 x float> %a)
  %s = call <4 x float> @llvm.x86.sse.sqrt.ps(<4 x float> %r)
  %t = call <4 x double> @llvm.x86.avx.sqrt.pd.256(<4 x double> %b)
  ret <4 x float> %s
}
declare <4 x float> @llvm.x86.sse.sqrt.ss(<4 x float>)
declare <4 x float> @llvm.x86.sse.sqrt.ps(<4 x float>)
declare <4 x double> @llvm.x86.avx.sqrt.pd.256(<4 x double>)
"#,
    ),
    (
        "conversions",
        r#"
define <2 x double> @f(<2 x double> %a, i64 %i, i32 %j, <4 x float> %b, <4 x i32> %c, <8 x i16> %h) {
  %1 = call <2 x double> @llvm.x86.sse2.cvtsi642sd(<2 x double> %a, i64 %i)
  %2 = call <4 x float> @llvm.x86.sse.cvtsi2ss(<4 x float> %b, i32 %j)
  %3 = call <2 x double> @llvm.x86.sse2.cvtss2sd(<2 x double> %1, <4 x float> %2)
  %4 = call <2 x double> @llvm.x86.sse2.cvtdq2pd(<4 x i32> %c)
  %5 = call <4 x float> @llvm.x86.sse2.cvtdq2ps(<4 x i32> %c)
  %6 = call <2 x double> @llvm.x86.sse2.cvtps2pd(<4 x float> %5)
  %7 = call <4 x float> @llvm.x86.vcvtph2ps.128(<8 x i16> %h)
  %8 = call <8 x float> @llvm.x86.vcvtph2ps.256(<8 x i16> %h)
  %cvt = fadd <2 x double> %4, %6
  ret <2 x double> %3
}
declare <2 x double> @llvm.x86.sse2.cvtsi642sd(<2 x double>, i64)
declare <4 x float> @llvm.x86.sse.cvtsi2ss(<4 x float>, i32)
declare <2 x double> @llvm.x86.sse2.cvtss2sd(<2 x double>, <4 x float>)
declare <2 x double> @llvm.x86.sse2.cvtdq2pd(<4 x i32>)
declare <4 x float> @llvm.x86.sse2.cvtdq2ps(<4 x i32>)
declare <2 x double> @llvm.x86.sse2.cvtps2pd(<4 x float>)
declare <4 x float> @llvm.x86.vcvtph2ps.128(<8 x i16>)
declare <8 x float> @llvm.x86.vcvtph2ps.256(<8 x i16>)
"#,
    ),
    (
        "128-bit lanes and blends",
        r#"
define <8 x float> @f(<8 x float> %a, <4 x float> %b, <4 x i64> %c, <2 x i64> %d, <8 x i16> %e, <8 x i16> %g) {
  %1 = call <4 x float> @llvm.x86.avx.vextractf128.ps.256(<8 x float> %a, i8 3)
  %2 = call <8 x float> @llvm.x86.avx.vinsertf128.ps.256(<8 x float> %a, <4 x float> %1, i8 1)
  %3 = call <2 x i64> @llvm.x86.avx2.vextracti128(<4 x i64> %c, i8 0)
  %4 = call <4 x i64> @llvm.x86.avx2.vinserti128(<4 x i64> %c, <2 x i64> %d, i8 0)
  %5 = call <8 x i16> @llvm.x86.sse41.pblendw(<8 x i16> %e, <8 x i16> %g, i8 7)
  %6 = call <8 x float> @llvm.x86.avx.blend.ps.256(<8 x float> %2, <8 x float> %a, i32 165)
  ret <8 x float> %6
}
declare <4 x float> @llvm.x86.avx.vextractf128.ps.256(<8 x float>, i8)
declare <8 x float> @llvm.x86.avx.vinsertf128.ps.256(<8 x float>, <4 x float>, i8)
declare <2 x i64> @llvm.x86.avx2.vextracti128(<4 x i64>, i8)
declare <4 x i64> @llvm.x86.avx2.vinserti128(<4 x i64>, <2 x i64>, i8)
declare <8 x i16> @llvm.x86.sse41.pblendw(<8 x i16>, <8 x i16>, i8)
declare <8 x float> @llvm.x86.avx.blend.ps.256(<8 x float>, <8 x float>, i32)
"#,
    ),
    (
        "integer operations",
        r#"
define <2 x i64> @f(<16 x i8> %a, <16 x i8> %b, <4 x i32> %c, <4 x i32> %d, <8 x i16> %w) {
  %1 = call <16 x i8> @llvm.x86.sse2.pcmpeq.b(<16 x i8> %a, <16 x i8> %b)
  %2 = call <4 x i32> @llvm.x86.sse2.pcmpgt.d(<4 x i32> %c, <4 x i32> %d)
  %3 = call <4 x i32> @llvm.x86.sse41.pmovzxwd(<8 x i16> %w)
  %4 = call <2 x i64> @llvm.x86.sse41.pmovsxbq(<16 x i8> %1)
  %5 = call <2 x i64> @llvm.x86.sse2.pmulu.dq(<4 x i32> %2, <4 x i32> %3)
  %6 = call <2 x i64> @llvm.x86.sse41.pmuldq(<4 x i32> %c, <4 x i32> %d)
  %7 = call i8 @llvm.x86.avx512.cvtw2mask.128(<8 x i16> %w)
  %8 = call i8 @llvm.x86.avx512.cvtd2mask.128(<4 x i32> %c)
  ret <2 x i64> %5
}
declare <16 x i8> @llvm.x86.sse2.pcmpeq.b(<16 x i8>, <16 x i8>)
declare <4 x i32> @llvm.x86.sse2.pcmpgt.d(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.x86.sse41.pmovzxwd(<8 x i16>)
declare <2 x i64> @llvm.x86.sse41.pmovsxbq(<16 x i8>)
declare <2 x i64> @llvm.x86.sse2.pmulu.dq(<4 x i32>, <4 x i32>)
declare <2 x i64> @llvm.x86.sse41.pmuldq(<4 x i32>, <4 x i32>)
declare i8 @llvm.x86.avx512.cvtw2mask.128(<8 x i16>)
declare i8 @llvm.x86.avx512.cvtd2mask.128(<4 x i32>)
"#,
    ),
    (
        "fused multiply-add",
        r#"
define <4 x float> @f(<4 x float> %a, <4 x float> %b, <4 x float> %c, <2 x double> %x) {
  %1 = call <4 x float> @llvm.x86.fma.vfmadd.ps(<4 x float> %a, <4 x float> %b, <4 x float> %c)
  %2 = call <4 x float> @llvm.x86.fma.vfnmsub.ps(<4 x float> %1, <4 x float> %b, <4 x float> %c)
  %3 = call <4 x float> @llvm.x86.fma.vfnmadd.ss(<4 x float> %2, <4 x float> %b, <4 x float> %c)
  %4 = call <2 x double> @llvm.x86.fma.vfmsub.sd(<2 x double> %x, <2 x double> %x, <2 x double> %x)
  %5 = call <4 x float> @llvm.x86.fma4.vfmadd.ss(<4 x float> %3, <4 x float> %b, <4 x float> %c)
  ret <4 x float> %5
}
declare <4 x float> @llvm.x86.fma.vfmadd.ps(<4 x float>, <4 x float>, <4 x float>)
declare <4 x float> @llvm.x86.fma.vfnmsub.ps(<4 x float>, <4 x float>, <4 x float>)
declare <4 x float> @llvm.x86.fma.vfnmadd.ss(<4 x float>, <4 x float>, <4 x float>)
declare <2 x double> @llvm.x86.fma.vfmsub.sd(<2 x double>, <2 x double>, <2 x double>)
declare <4 x float> @llvm.x86.fma4.vfmadd.ss(<4 x float>, <4 x float>, <4 x float>)
"#,
    ),
    (
        "VNNI dot products",
        r#"
define <16 x i32> @f(<16 x i32> %a, <16 x i32> %b, <16 x i32> %c, <4 x i32> %x) {
  %r = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %a, <16 x i32> %b, <16 x i32> %c)
  %s = call <16 x i32> @llvm.x86.avx512.vpdpwssds.512(<16 x i32> %r, <16 x i32> %b, <16 x i32> %c)
  %t = call <4 x i32> @llvm.x86.avx2.vpdpwuud.128(<4 x i32> %x, <4 x i32> %x, <4 x i32> %x)
  %u = call <4 x i32> @llvm.x86.avx2.vpdpbssd.128(<4 x i32> %t, <4 x i32> %x, <4 x i32> %x)
  ret <16 x i32> %s
}
declare <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32>, <16 x i32>, <16 x i32>)
declare <16 x i32> @llvm.x86.avx512.vpdpwssds.512(<16 x i32>, <16 x i32>, <16 x i32>)
declare <4 x i32> @llvm.x86.avx2.vpdpwuud.128(<4 x i32>, <4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.x86.avx2.vpdpbssd.128(<4 x i32>, <4 x i32>, <4 x i32>)
"#,
    ),
    (
        "bf16 conversions and dot products",
        r#"
define <8 x i64> @f(<16 x float> %a, <16 x float> %b, <4 x float> %c, <8 x i16> %d, <4 x i1> %m, <4 x i32> %x) {
  %r = tail call <32 x i16> @llvm.x86.avx512bf16.cvtne2ps2bf16.512(<16 x float> %a, <16 x float> %b) #0
  %s = call <16 x i16> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float> %a)
  %t = call <8 x i16> @llvm.x86.avx512bf16.mask.cvtneps2bf16.128(<4 x float> %c, <8 x i16> %d, <4 x i1> %m)
  %u = call <4 x float> @llvm.x86.avx512bf16.dpbf16ps.128(<4 x float> %c, <4 x i32> %x, <4 x i32> %x)
  %v = bitcast <32 x i16> %r to <8 x i64>
  ret <8 x i64> %v
}
declare <32 x i16> @llvm.x86.avx512bf16.cvtne2ps2bf16.512(<16 x float>, <16 x float>)
declare <16 x i16> @llvm.x86.avx512bf16.cvtneps2bf16.512(<16 x float>)
declare <8 x i16> @llvm.x86.avx512bf16.mask.cvtneps2bf16.128(<4 x float>, <8 x i16>, <4 x i1>)
declare <4 x float> @llvm.x86.avx512bf16.dpbf16ps.128(<4 x float>, <4 x i32>, <4 x i32>)
attributes #0 = { nounwind }
"#,
    ),
    (
        "stores",
        r#"
define void @f(ptr %p, <4 x float> %a, <4 x double> %b, <2 x double> %c) {
  call void @llvm.x86.sse.storeu.ps(ptr %p, <4 x float> %a)
  call void @llvm.x86.avx.movnt.pd.256(ptr %p, <4 x double> %b)
  call void @llvm.x86.sse4a.movnt.sd(ptr %p, <2 x double> %c)
  ret void
}
declare void @llvm.x86.sse.storeu.ps(ptr, <4 x float>)
declare void @llvm.x86.avx.movnt.pd.256(ptr, <4 x double>)
declare void @llvm.x86.sse4a.movnt.sd(ptr, <2 x double>)
"#,
    ),
    (
        "masked integer arithmetic",
        r#"
define <8 x i64> @padd(<8 x i64> %a, <8 x i64> %b, <8 x i64> %p, i8 %m) {
  %r = call <8 x i64> @llvm.x86.avx512.mask.padd.q.512(<8 x i64> %a, <8 x i64> %b, <8 x i64> %p, i8 %m)
  ret <8 x i64> %r
}
declare <8 x i64> @llvm.x86.avx512.mask.padd.q.512(<8 x i64>, <8 x i64>, <8 x i64>, i8)
"#,
    ),
    (
        "masked multiplies",
        r#"
define <2 x i64> @pmull(<2 x i64> %a, <2 x i64> %b, <2 x i64> %p, i8 %m) {
  %r = call <2 x i64> @llvm.x86.avx512.mask.pmull.q.128(<2 x i64> %a, <2 x i64> %b, <2 x i64> %p, i8 %m)
  %s = call <2 x i64> @llvm.x86.avx512.mask.pmull.q.128(<2 x i64> %a, <2 x i64> %r, <2 x i64> %p, i8 -1)
  ret <2 x i64> %s
}
declare <2 x i64> @llvm.x86.avx512.mask.pmull.q.128(<2 x i64>, <2 x i64>, <2 x i64>, i8)
"#,
    ),
    (
        "masked logic",
        r#"
define <4 x float> @andn(<4 x float> %a, <4 x float> %b, <4 x float> %p, i8 %m) {
  %r = call <4 x float> @llvm.x86.avx512.mask.andn.ps.128(<4 x float> %a, <4 x float> %b, <4 x float> %p, i8 %m)
  %s = call <4 x float> @llvm.x86.avx512.mask.xor.ps.128(<4 x float> %a, <4 x float> %r, <4 x float> %p, i8 %m)
  ret <4 x float> %s
}
declare <4 x float> @llvm.x86.avx512.mask.andn.ps.128(<4 x float>, <4 x float>, <4 x float>, i8)
declare <4 x float> @llvm.x86.avx512.mask.xor.ps.128(<4 x float>, <4 x float>, <4 x float>, i8)
"#,
    ),
    (
        "min, max, saturation, abs, lzcnt",
        r#"
define <16 x i32> @minmax(<16 x i32> %a, <16 x i32> %b, <16 x i32> %p, i16 %m, <8 x i16> %c, <8 x i16> %d) {
  %r = call <16 x i32> @llvm.x86.avx512.mask.pmaxs.d.512(<16 x i32> %a, <16 x i32> %b, <16 x i32> %p, i16 %m)
  %s = call <16 x i32> @llvm.x86.avx512.mask.pabs.d.512(<16 x i32> %r, <16 x i32> %p, i16 %m)
  %t = call <16 x i32> @llvm.x86.avx512.mask.lzcnt.d.512(<16 x i32> %s, <16 x i32> %p, i16 %m)
  %u = call <8 x i16> @llvm.x86.sse2.pmaxs.w(<8 x i16> %c, <8 x i16> %d)
  %v = call <8 x i16> @llvm.x86.sse2.psubus.w(<8 x i16> %c, <8 x i16> %u)
  %w = call <8 x i16> @llvm.x86.ssse3.pabs.w.128(<8 x i16> %v)
  ret <16 x i32> %t
}
declare <16 x i32> @llvm.x86.avx512.mask.pmaxs.d.512(<16 x i32>, <16 x i32>, <16 x i32>, i16)
declare <16 x i32> @llvm.x86.avx512.mask.pabs.d.512(<16 x i32>, <16 x i32>, i16)
declare <16 x i32> @llvm.x86.avx512.mask.lzcnt.d.512(<16 x i32>, <16 x i32>, i16)
declare <8 x i16> @llvm.x86.sse2.pmaxs.w(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.x86.sse2.psubus.w(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.x86.ssse3.pabs.w.128(<8 x i16>)
"#,
    ),
    (
        "broadcasts and truncations",
        r#"
define <16 x i32> @bcast(i32 %x, <16 x i32> %p, i16 %m, i8 %d, <4 x i32> %y, <8 x i16> %z, <8 x i64> %q, <4 x i64> %q2) {
  %r = call <16 x i32> @llvm.x86.avx512.mask.pbroadcast.d.gpr.512(i32 %x, <16 x i32> %p, i16 %m)
  %s = call <8 x i32> @llvm.x86.avx2.pbroadcastd.256(<4 x i32> %y)
  %t = call <4 x i32> @llvm.x86.avx512.mask.pmov.qd.256(<4 x i64> %q2, <4 x i32> %y, i8 %d)
  %u = call <8 x i32> @llvm.x86.avx512.mask.pmov.qd.512(<8 x i64> %q, <8 x i32> %s, i8 -1)
  ret <16 x i32> %r
}
declare <16 x i32> @llvm.x86.avx512.mask.pbroadcast.d.gpr.512(i32, <16 x i32>, i16)
declare <8 x i32> @llvm.x86.avx2.pbroadcastd.256(<4 x i32>)
declare <4 x i32> @llvm.x86.avx512.mask.pmov.qd.256(<4 x i64>, <4 x i32>, i8)
declare <8 x i32> @llvm.x86.avx512.mask.pmov.qd.512(<8 x i64>, <8 x i32>, i8)
"#,
    ),
    (
        "permutes by immediate",
        r#"
define <8 x float> @perm(<8 x float> %a, <8 x float> %b, <4 x i32> %c, <8 x i16> %w, <4 x i64> %i, <4 x i64> %j) {
  %r = call <8 x float> @llvm.x86.avx.vperm2f128.ps.256(<8 x float> %a, <8 x float> %b, i8 33)
  %s = call <8 x float> @llvm.x86.avx.vperm2f128.ps.256(<8 x float> %a, <8 x float> %r, i8 136)
  %t = call <8 x float> @llvm.x86.avx.vpermil.ps.256(<8 x float> %r, i8 27)
  %u = call <4 x i32> @llvm.x86.sse2.pshuf.d(<4 x i32> %c, i8 27)
  %v = call <8 x i16> @llvm.x86.sse2.pshufl.w(<8 x i16> %w, i8 27)
  %x = call <8 x i16> @llvm.x86.sse2.pshufh.w(<8 x i16> %v, i8 27)
  %y = call <4 x i64> @llvm.x86.avx2.vperm2i128(<4 x i64> %i, <4 x i64> %j, i8 49)
  ret <8 x float> %t
}
declare <8 x float> @llvm.x86.avx.vperm2f128.ps.256(<8 x float>, <8 x float>, i8)
declare <8 x float> @llvm.x86.avx.vpermil.ps.256(<8 x float>, i8)
declare <4 x i32> @llvm.x86.sse2.pshuf.d(<4 x i32>, i8)
declare <8 x i16> @llvm.x86.sse2.pshufl.w(<8 x i16>, i8)
declare <8 x i16> @llvm.x86.sse2.pshufh.w(<8 x i16>, i8)
declare <4 x i64> @llvm.x86.avx2.vperm2i128(<4 x i64>, <4 x i64>, i8)
"#,
    ),
    (
        "loads, crc32",
        r#"
define <4 x i64> @loads(ptr %p, i64 %c, i8 %d) {
  %r = call <4 x i64> @llvm.x86.avx2.movntdqa(ptr %p)
  %s = call <2 x i64> @llvm.x86.sse41.movntdqa(ptr %p)
  %t = call <8 x float> @llvm.x86.avx.vbroadcast.ss.256(ptr %p)
  %u = call <2 x double> @llvm.x86.avx.vbroadcast.sd.256(ptr %p)
  %v = call <4 x i64> @llvm.x86.avx2.vbroadcasti128(ptr %p)
  %w = call <4 x double> @llvm.x86.avx.vbroadcastf128.pd.256(ptr %p)
  %x = call i64 @llvm.x86.sse42.crc32.64.8(i64 %c, i8 %d)
  ret <4 x i64> %r
}
declare <4 x i64> @llvm.x86.avx2.movntdqa(ptr)
declare <2 x i64> @llvm.x86.sse41.movntdqa(ptr)
declare <8 x float> @llvm.x86.avx.vbroadcast.ss.256(ptr)
declare <2 x double> @llvm.x86.avx.vbroadcast.sd.256(ptr)
declare <4 x i64> @llvm.x86.avx2.vbroadcasti128(ptr)
declare <4 x double> @llvm.x86.avx.vbroadcastf128.pd.256(ptr)
declare i64 @llvm.x86.sse42.crc32.64.8(i64, i8)
"#,
    ),
    (
        "fmsubadd",
        r#"
define <4 x float> @fms(<4 x float> %a, <4 x float> %b, <4 x float> %c) {
  %r = call <4 x float> @llvm.x86.fma.vfmsubadd.ps(<4 x float> %a, <4 x float> %b, <4 x float> %c)
  ret <4 x float> %r
}
declare <4 x float> @llvm.x86.fma.vfmsubadd.ps(<4 x float>, <4 x float>, <4 x float>)
"#,
    ),
    (
        "test and compare masks",
        r#"
define i8 @tests(<8 x i64> %a, <8 x i64> %b, i8 %m, <4 x i32> %c, <4 x i32> %d, <16 x i8> %e, <16 x i32> %x) {
  %r = call i8 @llvm.x86.avx512.ptestm.q.512(<8 x i64> %a, <8 x i64> %b, i8 %m)
  %s = call i8 @llvm.x86.avx512.ptestnm.d.128(<4 x i32> %c, <4 x i32> %d, i8 -1)
  %t = call i8 @llvm.x86.avx512.mask.pcmpeq.d.128(<4 x i32> %c, <4 x i32> %d, i8 %m)
  %u = call i8 @llvm.x86.avx512.mask.cmp.q.512(<8 x i64> %a, <8 x i64> %b, i32 2, i8 %m)
  %v = call i16 @llvm.x86.avx512.mask.ucmp.b.128(<16 x i8> %e, <16 x i8> %e, i32 5, i16 -1)
  %w = call <8 x i64> @llvm.x86.avx512.mask.pmulu.dq.512(<16 x i32> undef, <16 x i32> %x, <8 x i64> %a, i8 %m)
  ret i8 %r
}
declare i8 @llvm.x86.avx512.ptestm.q.512(<8 x i64>, <8 x i64>, i8)
declare i8 @llvm.x86.avx512.ptestnm.d.128(<4 x i32>, <4 x i32>, i8)
declare i8 @llvm.x86.avx512.mask.pcmpeq.d.128(<4 x i32>, <4 x i32>, i8)
declare i8 @llvm.x86.avx512.mask.cmp.q.512(<8 x i64>, <8 x i64>, i32, i8)
declare i16 @llvm.x86.avx512.mask.ucmp.b.128(<16 x i8>, <16 x i8>, i32, i16)
declare <8 x i64> @llvm.x86.avx512.mask.pmulu.dq.512(<16 x i32>, <16 x i32>, <8 x i64>, i8)
"#,
    ),
    (
        "masked operations through unmasked intrinsics, i8 immediates",
        r#"
define <16 x i32> @conflict(<16 x i32> %a, <16 x i32> %p, i16 %m, <8 x i64> %b, i8 %x, <16 x i8> %c) {
  %r = call <16 x i32> @llvm.x86.avx512.mask.conflict.d.512(<16 x i32> %a, <16 x i32> undef, i16 -1)
  %s = call <16 x i32> @llvm.x86.avx512.mask.conflict.d.512(<16 x i32> %r, <16 x i32> %p, i16 %m)
  %t = call <8 x i64> @llvm.x86.avx512.mask.permvar.di.512(<8 x i64> %b, <8 x i64> %b, <8 x i64> %b, i8 %x)
  %u = call <16 x i8> @llvm.x86.avx512.mask.pavg.b.128(<16 x i8> %c, <16 x i8> %c, <16 x i8> %c, i16 %m)
  ret <16 x i32> %s
}
define <4 x float> @imm(<4 x float> %a, <4 x float> %b, i32 %i, <2 x double> %c) {
  %r = call <4 x float> @llvm.x86.sse41.insertps(<4 x float> %a, <4 x float> %b, i32 17)
  %s = call <2 x double> @llvm.x86.sse41.dppd(<2 x double> %c, <2 x double> %c, i32 3)
  ret <4 x float> %r
}
declare <16 x i32> @llvm.x86.avx512.mask.conflict.d.512(<16 x i32>, <16 x i32>, i16)
declare <8 x i64> @llvm.x86.avx512.mask.permvar.di.512(<8 x i64>, <8 x i64>, <8 x i64>, i8)
declare <16 x i8> @llvm.x86.avx512.mask.pavg.b.128(<16 x i8>, <16 x i8>, <16 x i8>, i16)
declare <4 x float> @llvm.x86.sse41.insertps(<4 x float>, <4 x float>, i32)
declare <2 x double> @llvm.x86.sse41.dppd(<2 x double>, <2 x double>, i32)
"#,
    ),
    (
        "NVVM barriers (not x86: the same check)",
        r#"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.barrier.n(i32)
declare void @llvm.nvvm.barrier(i32, i32)
declare void @llvm.nvvm.barrier.sync(i32)
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32)
declare i32 @llvm.nvvm.barrier0.popc(i32)
declare i32 @llvm.nvvm.barrier0.and(i32)
declare i32 @llvm.nvvm.barrier0.or(i32)
define void @f(i32 %a, i32 %b) {
  call void @llvm.nvvm.barrier0()
  tail call void @llvm.nvvm.barrier.n(i32 %a)
  call void @llvm.nvvm.barrier(i32 %a, i32 %b)
  call void @llvm.nvvm.barrier.sync(i32 %a)
  call void @llvm.nvvm.barrier.sync.cnt(i32 %a, i32 %b)
  %x = call i32 @llvm.nvvm.barrier0.popc(i32 %a)
  %y = call i32 @llvm.nvvm.barrier0.and(i32 %x)
  %z = call i32 @llvm.nvvm.barrier0.or(i32 %y)
  ret void
}
"#,
    ),
    (
        "NVVM annotations (not x86: the same check)",
        r#"
target triple = "nvptx64-nvidia-cuda"
define void @k(i32 %a, ptr byval(i32) %p, ptr byval(i32) %q) {
  ret void
}
define void @g() {
  ret void
}
define void @h() {
  ret void
}
!nvvm.annotations = !{!0, !1, !2, !3, !4}
!0 = !{ptr @k, !"kernel", i32 1, !"foo", i32 3, !"maxntidz", i32 7}
!1 = !{ptr @g, !"maxntidy", i32 4}
!2 = !{ptr @h, !"kernel", i32 0}
!3 = !{ptr @k, !"grid_constant", !5}
!4 = !{ptr @h, !"reqntidz", i32 2, !"reqntidx", i32 3}
!5 = !{i32 2, i32 3}
"#,
    ),
    (
        "vpermi2var and vpermt2var",
        r#"
define <16 x float> @vp(<16 x float> %a, <16 x i32> %i, <16 x float> %b, i16 %m, <8 x i64> %q, <8 x i64> %j, i8 %n) {
  %r = call <16 x float> @llvm.x86.avx512.mask.vpermi2var.ps.512(<16 x float> %a, <16 x i32> %i, <16 x float> %b, i16 %m)
  %s = call <16 x float> @llvm.x86.avx512.mask.vpermt2var.ps.512(<16 x i32> %i, <16 x float> %r, <16 x float> %b, i16 -1)
  %t = call <8 x i64> @llvm.x86.avx512.maskz.vpermt2var.q.512(<8 x i64> %j, <8 x i64> %q, <8 x i64> %q, i8 %n)
  ret <16 x float> %s
}
declare <16 x float> @llvm.x86.avx512.mask.vpermi2var.ps.512(<16 x float>, <16 x i32>, <16 x float>, i16)
declare <16 x float> @llvm.x86.avx512.mask.vpermt2var.ps.512(<16 x i32>, <16 x float>, <16 x float>, i16)
declare <8 x i64> @llvm.x86.avx512.maskz.vpermt2var.q.512(<8 x i64>, <8 x i64>, <8 x i64>, i8)
"#,
    ),
    (
        "masked gather and scatter with alignment 0",
        r#"
target datalayout = "e-i64:64"
define <2 x i32> @g(<2 x ptr> %p, <2 x i1> %m, <2 x i32> %t, <2 x i64> %u, <4 x double> %d) {
  %r = call <2 x i32> @llvm.masked.gather.v2i32.v2p0(<2 x ptr> %p, i32 0, <2 x i1> %m, <2 x i32> %t)
  call void @llvm.masked.scatter.v2i64.v2p0(<2 x i64> %u, <2 x ptr> %p, i32 0, <2 x i1> %m)
  call void @llvm.masked.scatter.v4f64.v4p0(<4 x double> %d, <4 x ptr> undef, i32 0, <4 x i1> splat (i1 true))
  ret <2 x i32> %r
}
declare <2 x i32> @llvm.masked.gather.v2i32.v2p0(<2 x ptr>, i32, <2 x i1>, <2 x i32>)
declare void @llvm.masked.scatter.v2i64.v2p0(<2 x i64>, <2 x ptr>, i32, <2 x i1>)
declare void @llvm.masked.scatter.v4f64.v4p0(<4 x double>, <4 x ptr>, i32, <4 x i1>)
"#,
    ),
    (
        "XOP compares, conditional moves, rotates, permutes",
        r#"
define <16 x i8> @x(<16 x i8> %a, <16 x i8> %b, <2 x i64> %c, <2 x i64> %d, <8 x i16> %w, <4 x float> %f, <4 x float> %g, <4 x float> %s, <2 x double> %h) {
  %1 = call <16 x i8> @llvm.x86.xop.vpcomltb(<16 x i8> %a, <16 x i8> %b)
  %2 = call <16 x i8> @llvm.x86.xop.vpcomub(<16 x i8> %1, <16 x i8> %b, i8 3)
  %3 = call <2 x i64> @llvm.x86.xop.vpcomtrueuq(<2 x i64> %c, <2 x i64> %d)
  %4 = call <2 x i64> @llvm.x86.xop.vpcomfalseq(<2 x i64> %3, <2 x i64> %d)
  %5 = call <2 x i64> @llvm.x86.xop.vpcmov(<2 x i64> %4, <2 x i64> %c, <2 x i64> %d)
  %6 = call <16 x i8> @llvm.x86.xop.vprotb(<16 x i8> %2, <16 x i8> %b)
  %7 = call <16 x i8> @llvm.x86.xop.vprotbi(<16 x i8> %6, i8 3)
  %8 = call <8 x i16> @llvm.x86.xop.vpcomgeuw(<8 x i16> %w, <8 x i16> %w)
  %9 = call <4 x float> @llvm.x86.xop.vpermil2ps(<4 x float> %f, <4 x float> %g, <4 x float> %s, i8 1)
  %10 = call <4 x float> @llvm.x86.xop.vfrcz.ss(<4 x float> %9, <4 x float> %g)
  ret <16 x i8> %7
}
declare <16 x i8> @llvm.x86.xop.vpcomltb(<16 x i8>, <16 x i8>)
declare <16 x i8> @llvm.x86.xop.vpcomub(<16 x i8>, <16 x i8>, i8)
declare <2 x i64> @llvm.x86.xop.vpcomtrueuq(<2 x i64>, <2 x i64>)
declare <2 x i64> @llvm.x86.xop.vpcomfalseq(<2 x i64>, <2 x i64>)
declare <2 x i64> @llvm.x86.xop.vpcmov(<2 x i64>, <2 x i64>, <2 x i64>)
declare <16 x i8> @llvm.x86.xop.vprotb(<16 x i8>, <16 x i8>)
declare <16 x i8> @llvm.x86.xop.vprotbi(<16 x i8>, i8)
declare <8 x i16> @llvm.x86.xop.vpcomgeuw(<8 x i16>, <8 x i16>)
declare <4 x float> @llvm.x86.xop.vpermil2ps(<4 x float>, <4 x float>, <4 x float>, i8)
declare <4 x float> @llvm.x86.xop.vfrcz.ss(<4 x float>, <4 x float>)
"#,
    ),
    (
        "AVX-512 rotates and concatenating shifts",
        r#"
define <16 x i32> @r(<16 x i32> %a, <16 x i32> %b, <16 x i32> %c, i16 %m, <8 x i64> %q, i8 %n, i32 %k) {
  %1 = call <16 x i32> @llvm.x86.avx512.mask.prol.d.512(<16 x i32> %a, i32 5, <16 x i32> %b, i16 %m)
  %2 = call <16 x i32> @llvm.x86.avx512.mask.prorv.d.512(<16 x i32> %1, <16 x i32> %c, <16 x i32> %b, i16 -1)
  %3 = call <8 x i64> @llvm.x86.avx512.pror.q.512(<8 x i64> %q, i32 %k)
  %4 = call <16 x i32> @llvm.x86.avx512.mask.vpshld.d.512(<16 x i32> %2, <16 x i32> %b, i32 7, <16 x i32> %c, i16 %m)
  %5 = call <16 x i32> @llvm.x86.avx512.maskz.vpshrdv.d.512(<16 x i32> %4, <16 x i32> %b, <16 x i32> %c, i16 %m)
  %6 = call <16 x i32> @llvm.x86.avx512.mask.vpshldv.d.512(<16 x i32> %5, <16 x i32> %b, <16 x i32> %c, i16 %m)
  %7 = call <8 x i64> @llvm.x86.avx512.vpshrd.q.512(<8 x i64> %3, <8 x i64> %q, i32 3)
  ret <16 x i32> %6
}
declare <16 x i32> @llvm.x86.avx512.mask.prol.d.512(<16 x i32>, i32, <16 x i32>, i16)
declare <16 x i32> @llvm.x86.avx512.mask.prorv.d.512(<16 x i32>, <16 x i32>, <16 x i32>, i16)
declare <8 x i64> @llvm.x86.avx512.pror.q.512(<8 x i64>, i32)
declare <16 x i32> @llvm.x86.avx512.mask.vpshld.d.512(<16 x i32>, <16 x i32>, i32, <16 x i32>, i16)
declare <16 x i32> @llvm.x86.avx512.maskz.vpshrdv.d.512(<16 x i32>, <16 x i32>, <16 x i32>, i16)
declare <16 x i32> @llvm.x86.avx512.mask.vpshldv.d.512(<16 x i32>, <16 x i32>, <16 x i32>, i16)
declare <8 x i64> @llvm.x86.avx512.vpshrd.q.512(<8 x i64>, <8 x i64>, i32)
"#,
    ),
    (
        "masked operations that became an intrinsic and a select",
        r#"
define <8 x float> @m(<8 x float> %a, <8 x float> %b, i8 %m, <4 x double> %d, <4 x i64> %i, <16 x float> %z, <16 x i32> %j) {
  %1 = call <8 x float> @llvm.x86.avx512.mask.max.ps.256(<8 x float> %a, <8 x float> %b, <8 x float> %a, i8 %m)
  %2 = call <8 x float> @llvm.x86.avx512.mask.min.ps.256(<8 x float> %1, <8 x float> %b, <8 x float> %a, i8 -1)
  %3 = call <4 x double> @llvm.x86.avx512.mask.vpermilvar.pd.256(<4 x double> %d, <4 x i64> %i, <4 x double> %d, i8 %m)
  %4 = call <16 x float> @llvm.x86.avx512.mask.vpermilvar.ps.512(<16 x float> %z, <16 x i32> %j, <16 x float> undef, i16 -1)
  %5 = call <8 x i32> @llvm.x86.avx512.mask.cvttps2dq.256(<8 x float> %2, <8 x i32> zeroinitializer, i8 %m)
  %6 = call <16 x float> @llvm.x86.avx512.mask.vpermi2var.ps.512(<16 x float> %z, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, <16 x float> %z, i16 -1)
  ret <8 x float> %2
}
declare <8 x float> @llvm.x86.avx512.mask.max.ps.256(<8 x float>, <8 x float>, <8 x float>, i8)
declare <8 x float> @llvm.x86.avx512.mask.min.ps.256(<8 x float>, <8 x float>, <8 x float>, i8)
declare <4 x double> @llvm.x86.avx512.mask.vpermilvar.pd.256(<4 x double>, <4 x i64>, <4 x double>, i8)
declare <16 x float> @llvm.x86.avx512.mask.vpermilvar.ps.512(<16 x float>, <16 x i32>, <16 x float>, i16)
declare <8 x i32> @llvm.x86.avx512.mask.cvttps2dq.256(<8 x float>, <8 x i32>, i8)
declare <16 x float> @llvm.x86.avx512.mask.vpermi2var.ps.512(<16 x float>, <16 x i32>, <16 x float>, i16)
"#,
    ),
    (
        "masked FMA",
        r#"
define <4 x float> @s(<4 x float> %a, <4 x float> %b, <4 x float> %c, i8 %m, <2 x double> %x, <2 x double> %y) {
  %1 = call <4 x float> @llvm.x86.avx512.mask.vfmadd.ss(<4 x float> %a, <4 x float> %b, <4 x float> %c, i8 %m, i32 4)
  %2 = call <4 x float> @llvm.x86.avx512.maskz.vfmadd.ss(<4 x float> %1, <4 x float> %b, <4 x float> %c, i8 0, i32 4)
  %3 = call <4 x float> @llvm.x86.avx512.mask3.vfnmsub.ss(<4 x float> %2, <4 x float> %b, <4 x float> %c, i8 2, i32 8)
  %4 = call <2 x double> @llvm.x86.avx512.mask3.vfmsub.sd(<2 x double> %x, <2 x double> %y, <2 x double> %x, i8 -1, i32 4)
  %5 = call <4 x float> @llvm.x86.avx512.mask.vfmadd.ss(<4 x float> %3, <4 x float> %b, <4 x float> %c, i8 3, i32 4)
  ret <4 x float> %5
}
define <16 x float> @p(<16 x float> %a, <16 x float> %b, <16 x float> %c, i16 %m, <4 x double> %x, i8 %n) {
  %1 = call <16 x float> @llvm.x86.avx512.mask.vfnmadd.ps.512(<16 x float> %a, <16 x float> %b, <16 x float> %c, i16 %m, i32 4)
  %2 = call <16 x float> @llvm.x86.avx512.mask3.vfnmsub.ps.512(<16 x float> %1, <16 x float> %b, <16 x float> %c, i16 %m, i32 9)
  %3 = call <16 x float> @llvm.x86.avx512.maskz.vfmadd.ps.512(<16 x float> %2, <16 x float> %b, <16 x float> %c, i16 -1, i32 4)
  %4 = call <4 x double> @llvm.x86.avx512.mask.vfmadd.pd.256(<4 x double> %x, <4 x double> %x, <4 x double> %x, i8 %n)
  %5 = call <16 x float> @llvm.x86.avx512.mask.vfmaddsub.ps.512(<16 x float> %3, <16 x float> %b, <16 x float> %c, i16 %m, i32 4)
  %6 = call <16 x float> @llvm.x86.avx512.mask3.vfmsubadd.ps.512(<16 x float> %5, <16 x float> %b, <16 x float> %c, i16 %m, i32 10)
  %7 = call <4 x double> @llvm.x86.avx512.maskz.vfmaddsub.pd.256(<4 x double> %4, <4 x double> %x, <4 x double> %x, i8 %n)
  ret <16 x float> %6
}
declare <4 x float> @llvm.x86.avx512.mask.vfmadd.ss(<4 x float>, <4 x float>, <4 x float>, i8, i32)
declare <4 x float> @llvm.x86.avx512.maskz.vfmadd.ss(<4 x float>, <4 x float>, <4 x float>, i8, i32)
declare <4 x float> @llvm.x86.avx512.mask3.vfnmsub.ss(<4 x float>, <4 x float>, <4 x float>, i8, i32)
declare <2 x double> @llvm.x86.avx512.mask3.vfmsub.sd(<2 x double>, <2 x double>, <2 x double>, i8, i32)
declare <16 x float> @llvm.x86.avx512.mask.vfnmadd.ps.512(<16 x float>, <16 x float>, <16 x float>, i16, i32)
declare <16 x float> @llvm.x86.avx512.mask3.vfnmsub.ps.512(<16 x float>, <16 x float>, <16 x float>, i16, i32)
declare <16 x float> @llvm.x86.avx512.maskz.vfmadd.ps.512(<16 x float>, <16 x float>, <16 x float>, i16, i32)
declare <4 x double> @llvm.x86.avx512.mask.vfmadd.pd.256(<4 x double>, <4 x double>, <4 x double>, i8)
declare <16 x float> @llvm.x86.avx512.mask.vfmaddsub.ps.512(<16 x float>, <16 x float>, <16 x float>, i16, i32)
declare <16 x float> @llvm.x86.avx512.mask3.vfmsubadd.ps.512(<16 x float>, <16 x float>, <16 x float>, i16, i32)
declare <4 x double> @llvm.x86.avx512.maskz.vfmaddsub.pd.256(<4 x double>, <4 x double>, <4 x double>, i8)
"#,
    ),
    (
        "masked VNNI, IFMA and ternary logic",
        r#"
define <8 x i32> @f(<8 x i32> %a, <8 x i32> %b, <8 x i32> %c, i8 %m, <2 x i64> %x, <4 x i32> %p, <4 x i32> %q) {
  %1 = call <8 x i32> @llvm.x86.avx512.mask.vpdpbusd.256(<8 x i32> %a, <8 x i32> %b, <8 x i32> %c, i8 %m)
  %2 = call <8 x i32> @llvm.x86.avx512.maskz.vpdpwssds.256(<8 x i32> %1, <8 x i32> %b, <8 x i32> %c, i8 %m)
  %3 = call <2 x i64> @llvm.x86.avx512.mask.vpmadd52h.uq.128(<2 x i64> %x, <2 x i64> %x, <2 x i64> %x, i8 %m)
  %4 = call <2 x i64> @llvm.x86.avx512.maskz.vpmadd52l.uq.128(<2 x i64> %3, <2 x i64> %x, <2 x i64> %x, i8 -1)
  %5 = call <4 x i32> @llvm.x86.avx512.maskz.pternlog.d.128(<4 x i32> %p, <4 x i32> %q, <4 x i32> %q, i32 33, i8 %m)
  %6 = call <8 x i32> @llvm.x86.avx512.mask.vpdpbusd.256(<8 x i32> %a, <8 x i32> zeroinitializer, <8 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>, i8 %m)
  ret <8 x i32> %2
}
declare <8 x i32> @llvm.x86.avx512.mask.vpdpbusd.256(<8 x i32>, <8 x i32>, <8 x i32>, i8)
declare <8 x i32> @llvm.x86.avx512.maskz.vpdpwssds.256(<8 x i32>, <8 x i32>, <8 x i32>, i8)
declare <2 x i64> @llvm.x86.avx512.mask.vpmadd52h.uq.128(<2 x i64>, <2 x i64>, <2 x i64>, i8)
declare <2 x i64> @llvm.x86.avx512.maskz.vpmadd52l.uq.128(<2 x i64>, <2 x i64>, <2 x i64>, i8)
declare <4 x i32> @llvm.x86.avx512.maskz.pternlog.d.128(<4 x i32>, <4 x i32>, <4 x i32>, i32, i8)
"#,
    ),
    (
        "bit shuffles, mask broadcasts, masked memory, expand and compress",
        r#"
define <16 x i32> @f(<16 x i8> %a, <16 x i8> %b, i16 %m, i8 %n, ptr %p, <16 x i32> %v, <4 x i32> %w, <8 x i16> %h) {
  %1 = call i16 @llvm.x86.avx512.mask.vpshufbitqmb.128(<16 x i8> %a, <16 x i8> %b, i16 %m)
  %2 = call <16 x i32> @llvm.x86.avx512.broadcastmw.512(i16 %1)
  %3 = call <4 x i64> @llvm.x86.avx512.broadcastmb.256(i8 %n)
  call void @llvm.x86.avx512.mask.storeu.d.512(ptr %p, <16 x i32> %2, i16 %m)
  call void @llvm.x86.avx512.mask.store.d.128(ptr %p, <4 x i32> %w, i8 %n)
  call void @llvm.x86.avx512.mask.store.ss(ptr %p, <4 x float> zeroinitializer, i8 %n)
  %4 = call <16 x i32> @llvm.x86.avx512.mask.loadu.d.512(ptr %p, <16 x i32> %2, i16 %m)
  %5 = call <16 x i32> @llvm.x86.avx512.mask.load.d.512(ptr %p, <16 x i32> %4, i16 -1)
  %6 = call <8 x i16> @llvm.x86.avx512.mask.expand.load.w.128(ptr %p, <8 x i16> %h, i8 %n)
  call void @llvm.x86.avx512.mask.compress.store.w.128(ptr %p, <8 x i16> %6, i8 %n)
  %7 = call <4 x i32> @llvm.x86.avx512.mask.compress.d.128(<4 x i32> %w, <4 x i32> %w, i8 %n)
  %8 = call <16 x i32> @llvm.x86.avx512.mask.expand.d.512(<16 x i32> %5, <16 x i32> zeroinitializer, i16 -1)
  ret <16 x i32> %8
}
declare i16 @llvm.x86.avx512.mask.vpshufbitqmb.128(<16 x i8>, <16 x i8>, i16)
declare <16 x i32> @llvm.x86.avx512.broadcastmw.512(i16)
declare <4 x i64> @llvm.x86.avx512.broadcastmb.256(i8)
declare void @llvm.x86.avx512.mask.storeu.d.512(ptr, <16 x i32>, i16)
declare void @llvm.x86.avx512.mask.store.d.128(ptr, <4 x i32>, i8)
declare void @llvm.x86.avx512.mask.store.ss(ptr, <4 x float>, i8)
declare <16 x i32> @llvm.x86.avx512.mask.loadu.d.512(ptr, <16 x i32>, i16)
declare <16 x i32> @llvm.x86.avx512.mask.load.d.512(ptr, <16 x i32>, i16)
declare <8 x i16> @llvm.x86.avx512.mask.expand.load.w.128(ptr, <8 x i16>, i8)
declare void @llvm.x86.avx512.mask.compress.store.w.128(ptr, <8 x i16>, i8)
declare <4 x i32> @llvm.x86.avx512.mask.compress.d.128(<4 x i32>, <4 x i32>, i8)
declare <16 x i32> @llvm.x86.avx512.mask.expand.d.512(<16 x i32>, <16 x i32>, i16)
"#,
    ),
    (
        "masked shifts",
        r#"
define <16 x i16> @s(<16 x i16> %a, <16 x i16> %b, i16 %m, <4 x i32> %c, <4 x i32> %d, i8 %n, <8 x i64> %q, <2 x i64> %r) {
  %1 = call <16 x i16> @llvm.x86.avx512.mask.psrlv16.hi(<16 x i16> %a, <16 x i16> %b, <16 x i16> %a, i16 %m)
  %2 = call <4 x i32> @llvm.x86.avx512.mask.psll.di.128(<4 x i32> %c, i32 3, <4 x i32> %d, i8 %n)
  %3 = call <8 x i64> @llvm.x86.avx512.mask.psra.q(<8 x i64> %q, <2 x i64> %r, <8 x i64> %q, i8 -1)
  %4 = call <2 x i64> @llvm.x86.avx512.mask.psrav.q.128(<2 x i64> %r, <2 x i64> %r, <2 x i64> zeroinitializer, i8 %n)
  %5 = call <4 x i32> @llvm.x86.avx512.mask.psllv4.si(<4 x i32> %c, <4 x i32> %d, <4 x i32> %d, i8 %n)
  ret <16 x i16> %1
}
declare <16 x i16> @llvm.x86.avx512.mask.psrlv16.hi(<16 x i16>, <16 x i16>, <16 x i16>, i16)
declare <4 x i32> @llvm.x86.avx512.mask.psll.di.128(<4 x i32>, i32, <4 x i32>, i8)
declare <8 x i64> @llvm.x86.avx512.mask.psra.q(<8 x i64>, <2 x i64>, <8 x i64>, i8)
declare <2 x i64> @llvm.x86.avx512.mask.psrav.q.128(<2 x i64>, <2 x i64>, <2 x i64>, i8)
declare <4 x i32> @llvm.x86.avx512.mask.psllv4.si(<4 x i32>, <4 x i32>, <4 x i32>, i8)
"#,
    ),
    (
        "NVVM rotates, casts, atomics, renamed math, mapa, ldg",
        r#"
define void @f(i32 %a, i64 %b, ptr %p, ptr addrspace(1) %g, float %x, double %d, bfloat %bf, <2 x bfloat> %bv, half %h, <2 x half> %hv, ptr addrspace(3) %s) {
  %1 = call i32 @llvm.nvvm.rotate.b32(i32 %a, i32 7)
  %2 = call i64 @llvm.nvvm.rotate.right.b64(i64 %b, i32 %a)
  %3 = call ptr addrspace(1) @llvm.nvvm.ptr.gen.to.global.p1.p0(ptr %p)
  %4 = call ptr @llvm.nvvm.ptr.global.to.gen.p0.p1(ptr addrspace(1) %g)
  %5 = call float @llvm.nvvm.atomic.load.add.f32.p0(ptr %p, float %x)
  call void @llvm.nvvm.bar.sync(i32 %a)
  %6 = call bfloat @llvm.nvvm.abs.bf16(bfloat %bf)
  %7 = call <2 x bfloat> @llvm.nvvm.abs.bf16x2(<2 x bfloat> %bv)
  %8 = call float @llvm.nvvm.fabs.f(float %x)
  %9 = call double @llvm.nvvm.fabs.d(double %d)
  %10 = call float @llvm.nvvm.fabs.ftz.f(float %x)
  %11 = call half @llvm.nvvm.ex2.approx.f16(half %h)
  %12 = call <2 x half> @llvm.nvvm.ex2.approx.f16x2(<2 x half> %hv)
  %13 = call float @llvm.nvvm.ex2.approx.f(float %x)
  %14 = call float @llvm.nvvm.ex2.approx.ftz.f(float %x)
  %15 = call ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %s, i32 %a)
  %16 = call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %g, i32 4)
  %17 = call float @llvm.nvvm.ldu.global.f.f32.p1(ptr addrspace(1) %g, i32 4)
  ret void
}
define i64 @g(i64 %b, i32 %a) {
  %1 = call i64 @llvm.nvvm.rotate.b64(i64 %b, i32 3)
  %2 = call i64 @llvm.nvvm.rotate.b64(i64 %1, i32 %a)
  ret i64 %2
}
declare i32 @llvm.nvvm.rotate.b32(i32, i32)
declare i64 @llvm.nvvm.rotate.right.b64(i64, i32)
declare ptr addrspace(1) @llvm.nvvm.ptr.gen.to.global.p1.p0(ptr)
declare ptr @llvm.nvvm.ptr.global.to.gen.p0.p1(ptr addrspace(1))
declare float @llvm.nvvm.atomic.load.add.f32.p0(ptr, float)
declare void @llvm.nvvm.bar.sync(i32)
declare bfloat @llvm.nvvm.abs.bf16(bfloat)
declare <2 x bfloat> @llvm.nvvm.abs.bf16x2(<2 x bfloat>)
declare float @llvm.nvvm.fabs.f(float)
declare double @llvm.nvvm.fabs.d(double)
declare float @llvm.nvvm.fabs.ftz.f(float)
declare half @llvm.nvvm.ex2.approx.f16(half)
declare <2 x half> @llvm.nvvm.ex2.approx.f16x2(<2 x half>)
declare float @llvm.nvvm.ex2.approx.f(float)
declare float @llvm.nvvm.ex2.approx.ftz.f(float)
declare ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3), i32)
declare float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1), i32)
declare float @llvm.nvvm.ldu.global.f.f32.p1(ptr addrspace(1), i32)
declare i64 @llvm.nvvm.rotate.b64(i64, i32)
"#,
    ),
    (
        "conversions and products of constants",
        r#"
define <4 x float> @f() {
  %1 = call <4 x float> @llvm.x86.vcvtph2ps.128(<8 x i16> <i16 0, i16 14336, i16 15360, i16 -32768, i16 1, i16 31743, i16 -17408, i16 512>)
  %2 = call <8 x float> @llvm.x86.vcvtph2ps.256(<8 x i16> zeroinitializer)
  ret <4 x float> %1
}
define <2 x i64> @m(<4 x i32> %a) {
  %1 = call <2 x i64> @llvm.x86.sse2.pmulu.dq(<4 x i32> splat (i32 -1), <4 x i32> <i32 2147483647, i32 1, i32 1, i32 3>)
  %2 = call <2 x i64> @llvm.x86.sse41.pmuldq(<4 x i32> <i32 undef, i32 -1, i32 -1, i32 -1>, <4 x i32> %a)
  %3 = call <2 x i64> @llvm.x86.sse41.pmuldq(<4 x i32> zeroinitializer, <4 x i32> %a)
  ret <2 x i64> %2
}
declare <4 x float> @llvm.x86.vcvtph2ps.128(<8 x i16>)
declare <8 x float> @llvm.x86.vcvtph2ps.256(<8 x i16>)
declare <2 x i64> @llvm.x86.sse2.pmulu.dq(<4 x i32>, <4 x i32>)
declare <2 x i64> @llvm.x86.sse41.pmuldq(<4 x i32>, <4 x i32>)
"#,
    ),
    (
        "undeclared intrinsics called with an old signature",
        r#"
define <1 x i16> @f(ptr %b, <1 x i1> %m) {
  %1 = call <1 x i16> @llvm.masked.load.v1i16.p0(ptr %b, i32 4, <1 x i1> %m, <1 x i16> <i16 0>)
  ret <1 x i16> %1
}
define <16 x i32> @g(<16 x i32> %0, <16 x i32> %1, <16 x i32> %2) {
  %4 = tail call <16 x i32> @llvm.x86.avx512.vpdpwssd.512(<16 x i32> %0, <16 x i32> %1, <16 x i32> %2)
  ret <16 x i32> %4
}
define i32 @h(i32 %x) {
  %r = call i32 @llvm.ctlz.i32(i32 %x)
  ret i32 %r
}
"#,
    ),
    (
        "FMA on constant operands",
        r#"
define <8 x float> @f(<8 x float> %a, <4 x float> %b) {
  %1 = call <8 x float> @llvm.x86.fma.vfmadd.ps.256(<8 x float> %a, <8 x float> zeroinitializer, <8 x float> %a)
  %2 = call <8 x float> @llvm.x86.fma.vfmsub.ps.256(<8 x float> %1, <8 x float> %a, <8 x float> %a)
  %3 = call <4 x float> @llvm.x86.fma.vfnmadd.ss(<4 x float> %b, <4 x float> zeroinitializer, <4 x float> %b)
  ret <8 x float> %2
}
declare <8 x float> @llvm.x86.fma.vfmadd.ps.256(<8 x float>, <8 x float>, <8 x float>)
declare <8 x float> @llvm.x86.fma.vfmsub.ps.256(<8 x float>, <8 x float>, <8 x float>)
declare <4 x float> @llvm.x86.fma.vfnmadd.ss(<4 x float>, <4 x float>, <4 x float>)
"#,
    ),
    (
        "byte shifts and low stores",
        r#"
define <2 x i64> @f(<2 x i64> %a, <4 x i64> %b, <8 x i64> %c, ptr %p, <4 x i32> %d) {
  %1 = call <2 x i64> @llvm.x86.sse2.psll.dq(<2 x i64> %a, i32 8)
  %2 = call <2 x i64> @llvm.x86.sse2.psrl.dq.bs(<2 x i64> %1, i32 7)
  %3 = call <4 x i64> @llvm.x86.avx2.psll.dq.bs(<4 x i64> %b, i32 3)
  %4 = call <4 x i64> @llvm.x86.avx2.psrl.dq(<4 x i64> %3, i32 16)
  %5 = call <8 x i64> @llvm.x86.avx512.psrl.dq.512(<8 x i64> %c, i32 20)
  %6 = call <8 x i64> @llvm.x86.avx512.psll.dq.512(<8 x i64> %c, i32 15)
  call void @llvm.x86.sse2.storel.dq(ptr %p, <4 x i32> %d)
  ret <2 x i64> %2
}
declare <2 x i64> @llvm.x86.sse2.psll.dq(<2 x i64>, i32)
declare <2 x i64> @llvm.x86.sse2.psrl.dq.bs(<2 x i64>, i32)
declare <4 x i64> @llvm.x86.avx2.psll.dq.bs(<4 x i64>, i32)
declare <4 x i64> @llvm.x86.avx2.psrl.dq(<4 x i64>, i32)
declare <8 x i64> @llvm.x86.avx512.psrl.dq.512(<8 x i64>, i32)
declare <8 x i64> @llvm.x86.avx512.psll.dq.512(<8 x i64>, i32)
declare void @llvm.x86.sse2.storel.dq(ptr, <4 x i32>)
"#,
    ),
    (
        "mask registers",
        r#"
define i32 @f(i16 %a, i16 %b, i32 %c, i64 %d) {
  %1 = call i16 @llvm.x86.avx512.kand.w(i16 %a, i16 8)
  %2 = call i16 @llvm.x86.avx512.kandn.w(i16 %1, i16 %b)
  %3 = call i16 @llvm.x86.avx512.kor.w(i16 %2, i16 %b)
  %4 = call i16 @llvm.x86.avx512.kxor.w(i16 0, i16 %3)
  %5 = call i16 @llvm.x86.avx512.kxnor.w(i16 %4, i16 -1)
  %6 = call i16 @llvm.x86.avx512.knot.w(i16 %5)
  %7 = call i16 @llvm.x86.avx512.kunpck.bw(i16 %6, i16 %a)
  %8 = call i32 @llvm.x86.avx512.kunpck.wd(i32 %c, i32 %c)
  %9 = call i64 @llvm.x86.avx512.kunpck.dq(i64 %d, i64 %d)
  %10 = call i32 @llvm.x86.avx512.kortestz.w(i16 %7, i16 %a)
  %11 = call i32 @llvm.x86.avx512.kortestc.w(i16 %7, i16 %a)
  %r = add i32 %10, %11
  ret i32 %r
}
declare i16 @llvm.x86.avx512.kand.w(i16, i16)
declare i16 @llvm.x86.avx512.kandn.w(i16, i16)
declare i16 @llvm.x86.avx512.kor.w(i16, i16)
declare i16 @llvm.x86.avx512.kxor.w(i16, i16)
declare i16 @llvm.x86.avx512.kxnor.w(i16, i16)
declare i16 @llvm.x86.avx512.knot.w(i16)
declare i16 @llvm.x86.avx512.kunpck.bw(i16, i16)
declare i32 @llvm.x86.avx512.kunpck.wd(i32, i32)
declare i64 @llvm.x86.avx512.kunpck.dq(i64, i64)
declare i32 @llvm.x86.avx512.kortestz.w(i16, i16)
declare i32 @llvm.x86.avx512.kortestc.w(i16, i16)
"#,
    ),
    (
        "masks as lanes, classes and compares",
        r#"
define i8 @f(i8 %m, i16 %w, <4 x float> %a, <8 x double> %b, <16 x float> %c, <4 x i32> %x, <4 x i32> %y) {
  %1 = call <2 x i64> @llvm.x86.avx512.cvtmask2q.128(i8 %m)
  %2 = call <16 x i32> @llvm.x86.avx512.cvtmask2d.512(i16 %w)
  %3 = call i8 @llvm.x86.avx512.mask.fpclass.ps.128(<4 x float> %a, i32 2, i8 %m)
  %4 = call i8 @llvm.x86.avx512.mask.fpclass.pd.512(<8 x double> %b, i32 4, i8 -1)
  %5 = call <4 x i1> @llvm.x86.avx512.cmp.ps.128(<4 x float> %a, <4 x float> %a, i32 1)
  %6 = call <16 x i1> @llvm.x86.avx512.cmp.ps.512(<16 x float> %c, <16 x float> %c, i32 2, i32 8)
  %7 = call i8 @llvm.x86.avx512.mask.cmp.pd.512(<8 x double> %b, <8 x double> %b, i32 3, i8 %m, i32 4)
  %8 = call i8 @llvm.x86.avx512.mask.cmp.d.128(<4 x i32> %x, <4 x i32> %y, i32 7, i8 -1)
  %9 = call i8 @llvm.x86.avx512.mask.ucmp.d.128(<4 x i32> %x, <4 x i32> %y, i32 3, i8 %m)
  %10 = call i8 @llvm.x86.avx512.mask.cmp.d.128(<4 x i32> %x, <4 x i32> %y, i32 7, i8 %m)
  %11 = call i8 @llvm.x86.avx512.mask.ucmp.d.128(<4 x i32> %x, <4 x i32> %y, i32 3, i8 -1)
  ret i8 %7
}
declare <2 x i64> @llvm.x86.avx512.cvtmask2q.128(i8)
declare <16 x i32> @llvm.x86.avx512.cvtmask2d.512(i16)
declare i8 @llvm.x86.avx512.mask.fpclass.ps.128(<4 x float>, i32, i8)
declare i8 @llvm.x86.avx512.mask.fpclass.pd.512(<8 x double>, i32, i8)
declare <4 x i1> @llvm.x86.avx512.cmp.ps.128(<4 x float>, <4 x float>, i32)
declare <16 x i1> @llvm.x86.avx512.cmp.ps.512(<16 x float>, <16 x float>, i32, i32)
declare i8 @llvm.x86.avx512.mask.cmp.pd.512(<8 x double>, <8 x double>, i32, i8, i32)
declare i8 @llvm.x86.avx512.mask.cmp.d.128(<4 x i32>, <4 x i32>, i32, i8)
declare i8 @llvm.x86.avx512.mask.ucmp.d.128(<4 x i32>, <4 x i32>, i32, i8)
"#,
    ),
    (
        "masked shuffles",
        r#"
define <16 x float> @f(<64 x i8> %a, <64 x i8> %b, <8 x i64> %q, <16 x float> %c, <8 x double> %d, <4 x float> %e, i64 %m, i16 %w, i8 %k) {
  %1 = call <64 x i8> @llvm.x86.avx512.mask.palignr.512(<64 x i8> %a, <64 x i8> %b, i32 2, <64 x i8> %a, i64 %m)
  %2 = call <64 x i8> @llvm.x86.avx512.mask.palignr.512(<64 x i8> %a, <64 x i8> %b, i32 20, <64 x i8> %a, i64 -1)
  %3 = call <64 x i8> @llvm.x86.avx512.mask.palignr.512(<64 x i8> %a, <64 x i8> %b, i32 40, <64 x i8> %b, i64 %m)
  %4 = call <8 x i64> @llvm.x86.avx512.mask.valign.q.512(<8 x i64> %q, <8 x i64> %q, i32 11, <8 x i64> %q, i8 %k)
  %5 = call <16 x float> @llvm.x86.avx512.mask.shuf.f32x4(<16 x float> %c, <16 x float> %c, i32 22, <16 x float> %c, i16 %w)
  %6 = call <8 x double> @llvm.x86.avx512.mask.shuf.pd.512(<8 x double> %d, <8 x double> %d, i32 22, <8 x double> %d, i8 %k)
  %7 = call <16 x float> @llvm.x86.avx512.mask.broadcastf32x4.512(<4 x float> %e, <16 x float> %c, i16 %w)
  %8 = call <8 x double> @llvm.x86.avx512.mask.perm.df.512(<8 x double> %d, i32 27, <8 x double> %d, i8 %k)
  %9 = call <16 x float> @llvm.x86.avx512.mask.movshdup.512(<16 x float> %c, <16 x float> %c, i16 %w)
  %10 = call <8 x double> @llvm.x86.avx512.mask.movddup.512(<8 x double> %d, <8 x double> %d, i8 -1)
  %11 = call <16 x float> @llvm.x86.avx512.mask.unpckh.ps.512(<16 x float> %c, <16 x float> %5, <16 x float> %c, i16 %w)
  %12 = call <64 x i8> @llvm.x86.avx512.mask.punpcklb.w.512(<64 x i8> %a, <64 x i8> %b, <64 x i8> %a, i64 %m)
  %13 = call <4 x float> @llvm.x86.avx512.mask.vextractf32x4.512(<16 x float> %c, i32 5, <4 x float> %e, i8 %k)
  %14 = call <16 x float> @llvm.x86.avx512.mask.insertf32x4.512(<16 x float> %c, <4 x float> %13, i32 2, <16 x float> %c, i16 %w)
  %15 = call <16 x float> @llvm.x86.avx512.mask.shuf.f32x4(<16 x float> %c, <16 x float> %c, i32 22, <16 x float> %c, i16 5)
  ret <16 x float> %14
}
declare <64 x i8> @llvm.x86.avx512.mask.palignr.512(<64 x i8>, <64 x i8>, i32, <64 x i8>, i64)
declare <8 x i64> @llvm.x86.avx512.mask.valign.q.512(<8 x i64>, <8 x i64>, i32, <8 x i64>, i8)
declare <16 x float> @llvm.x86.avx512.mask.shuf.f32x4(<16 x float>, <16 x float>, i32, <16 x float>, i16)
declare <8 x double> @llvm.x86.avx512.mask.shuf.pd.512(<8 x double>, <8 x double>, i32, <8 x double>, i8)
declare <16 x float> @llvm.x86.avx512.mask.broadcastf32x4.512(<4 x float>, <16 x float>, i16)
declare <8 x double> @llvm.x86.avx512.mask.perm.df.512(<8 x double>, i32, <8 x double>, i8)
declare <16 x float> @llvm.x86.avx512.mask.movshdup.512(<16 x float>, <16 x float>, i16)
declare <8 x double> @llvm.x86.avx512.mask.movddup.512(<8 x double>, <8 x double>, i8)
declare <16 x float> @llvm.x86.avx512.mask.unpckh.ps.512(<16 x float>, <16 x float>, <16 x float>, i16)
declare <64 x i8> @llvm.x86.avx512.mask.punpcklb.w.512(<64 x i8>, <64 x i8>, <64 x i8>, i64)
declare <4 x float> @llvm.x86.avx512.mask.vextractf32x4.512(<16 x float>, i32, <4 x float>, i8)
declare <16 x float> @llvm.x86.avx512.mask.insertf32x4.512(<16 x float>, <4 x float>, i32, <16 x float>, i16)
"#,
    ),
    (
        "masked arithmetic and conversions",
        r#"
define <16 x float> @f(<16 x float> %a, <4 x float> %b, <2 x double> %c, <8 x i64> %q, <4 x i32> %d, <8 x i16> %h, i16 %w, i8 %k) {
  %1 = call <16 x float> @llvm.x86.avx512.mask.add.ps.512(<16 x float> %a, <16 x float> %a, <16 x float> %a, i16 %w, i32 4)
  %2 = call <4 x float> @llvm.x86.avx512.mask.mul.ps.128(<4 x float> %b, <4 x float> %b, <4 x float> zeroinitializer, i8 %k)
  %3 = call <16 x float> @llvm.x86.avx512.mask.max.ps.512(<16 x float> %1, <16 x float> %a, <16 x float> %a, i16 -1, i32 8)
  %4 = call <16 x float> @llvm.x86.avx512.mask.sqrt.ps.512(<16 x float> %3, <16 x float> %a, i16 %w, i32 11)
  %5 = call <4 x float> @llvm.x86.avx512.mask.sqrt.ps.128(<4 x float> %2, <4 x float> %b, i8 %k)
  %6 = call <2 x double> @llvm.x86.avx512.mask.move.sd(<2 x double> %c, <2 x double> %c, <2 x double> zeroinitializer, i8 %k)
  %7 = call <8 x double> @llvm.x86.avx512.mask.cvtuqq2pd.512(<8 x i64> %q, <8 x double> zeroinitializer, i8 %k, i32 9)
  %8 = call <8 x float> @llvm.x86.avx512.mask.cvtqq2ps.512(<8 x i64> %q, <8 x float> zeroinitializer, i8 %k, i32 4)
  %9 = call <2 x double> @llvm.x86.avx512.mask.cvtdq2pd.128(<4 x i32> %d, <2 x double> %c, i8 %k)
  %10 = call <4 x float> @llvm.x86.avx512.mask.vcvtph2ps.128(<8 x i16> %h, <4 x float> %b, i8 %k)
  %11 = call <2 x double> @llvm.x86.avx512.mask.cvtps2pd.128(<4 x float> %b, <2 x double> %c, i8 -1)
  ret <16 x float> %4
}
declare <16 x float> @llvm.x86.avx512.mask.add.ps.512(<16 x float>, <16 x float>, <16 x float>, i16, i32)
declare <4 x float> @llvm.x86.avx512.mask.mul.ps.128(<4 x float>, <4 x float>, <4 x float>, i8)
declare <16 x float> @llvm.x86.avx512.mask.max.ps.512(<16 x float>, <16 x float>, <16 x float>, i16, i32)
declare <16 x float> @llvm.x86.avx512.mask.sqrt.ps.512(<16 x float>, <16 x float>, i16, i32)
declare <4 x float> @llvm.x86.avx512.mask.sqrt.ps.128(<4 x float>, <4 x float>, i8)
declare <2 x double> @llvm.x86.avx512.mask.move.sd(<2 x double>, <2 x double>, <2 x double>, i8)
declare <8 x double> @llvm.x86.avx512.mask.cvtuqq2pd.512(<8 x i64>, <8 x double>, i8, i32)
declare <8 x float> @llvm.x86.avx512.mask.cvtqq2ps.512(<8 x i64>, <8 x float>, i8, i32)
declare <2 x double> @llvm.x86.avx512.mask.cvtdq2pd.128(<4 x i32>, <2 x double>, i8)
declare <4 x float> @llvm.x86.avx512.mask.vcvtph2ps.128(<8 x i16>, <4 x float>, i8)
declare <2 x double> @llvm.x86.avx512.mask.cvtps2pd.128(<4 x float>, <2 x double>, i8)
"#,
    ),
    (
        "masked stores before the old masked.store declaration",
        r#"
define void @f(ptr %p, <8 x float> %v, i8 %k, <8 x i1> %m) {
  call void @llvm.x86.avx512.mask.store.ps.256(ptr %p, <8 x float> %v, i8 %k)
  call void @llvm.masked.store.v8f32.p0(<8 x float> %v, ptr %p, i32 4, <8 x i1> %m)
  ret void
}
declare void @llvm.x86.avx512.mask.store.ps.256(ptr, <8 x float>, i8)
declare void @llvm.masked.store.v8f32.p0(<8 x float>, ptr, i32, <8 x i1>)
"#,
    ),
    (
        "compares and conversions of constants",
        r#"
define <2 x double> @f(<2 x double> %a, <4 x float> %b) {
  %1 = call <16 x i8> @llvm.x86.sse2.pcmpeq.b(<16 x i8> zeroinitializer, <16 x i8> zeroinitializer)
  %2 = call <4 x i32> @llvm.x86.sse2.pcmpgt.d(<4 x i32> <i32 -1, i32 5, i32 7, i32 0>, <4 x i32> <i32 1, i32 4, i32 7, i32 -3>)
  %3 = call <2 x double> @llvm.x86.sse2.cvtsi2sd(<2 x double> <double 4.5e2, double 1.5>, i32 -128)
  %4 = call <2 x double> @llvm.x86.sse2.cvtsi2sd(<2 x double> %a, i32 7)
  %5 = call <4 x float> @llvm.x86.sse.cvtsi642ss(<4 x float> zeroinitializer, i64 9007199254740993)
  %6 = call <2 x double> @llvm.x86.avx512.cvtusi2sd(<2 x double> %3, i32 -1)
  ret <2 x double> %6
}
declare <16 x i8> @llvm.x86.sse2.pcmpeq.b(<16 x i8>, <16 x i8>)
declare <4 x i32> @llvm.x86.sse2.pcmpgt.d(<4 x i32>, <4 x i32>)
declare <2 x double> @llvm.x86.sse2.cvtsi2sd(<2 x double>, i32)
declare <4 x float> @llvm.x86.sse.cvtsi642ss(<4 x float>, i64)
declare <2 x double> @llvm.x86.avx512.cvtusi2sd(<2 x double>, i32)
"#,
    ),
    (
        "constant masks and operands",
        r#"
define <2 x i64> @f(<2 x double> %a, <2 x double> %b, <4 x float> %c, <4 x i32> %x, <16 x float> %v, i8 %k) {
  %1 = call <2 x i64> @llvm.x86.avx512.cvtmask2q.128(i8 4)
  %2 = call <2 x i64> @llvm.x86.avx512.cvtmask2q.128(i8 -1)
  %3 = call <16 x i8> @llvm.x86.avx512.cvtmask2b.128(i16 0)
  %4 = call <2 x double> @llvm.x86.avx512.mask.unpckl.pd.128(<2 x double> %a, <2 x double> %b, <2 x double> %a, i8 4)
  %5 = call <4 x i32> @llvm.x86.avx512.mask.pbroadcast.d.gpr.128(i32 7, <4 x i32> %x, i8 %k)
  %6 = call <4 x i32> @llvm.x86.avx512.mask.pbroadcast.d.gpr.128(i32 7, <4 x i32> %x, i8 -1)
  %7 = call <4 x float> @llvm.x86.avx512.mask.move.ss(<4 x float> %c, <4 x float> %c, <4 x float> %c, i8 4)
  %8 = call i64 @llvm.x86.sse42.crc32.64.8(i64 4294967298, i8 %k)
  %9 = call <16 x float> @llvm.x86.avx512.mask.unpckh.ps.512(<16 x float> %v, <16 x float> %v, <16 x float> %v, i16 1234)
  %10 = call <2 x i64> @llvm.x86.avx512.broadcastmb.128(i8 4)
  %11 = call <4 x float> @llvm.x86.avx512.mask.move.ss(<4 x float> zeroinitializer, <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, <4 x float> zeroinitializer, i8 5)
  %12 = call <2 x i64> @llvm.x86.avx512.mask.pmulu.dq.128(<4 x i32> zeroinitializer, <4 x i32> %x, <2 x i64> zeroinitializer, i8 4)
  %13 = call <2 x i64> @llvm.x86.avx512.mask.pmulu.dq.128(<4 x i32> zeroinitializer, <4 x i32> %x, <2 x i64> <i64 1, i64 2>, i8 0)
  ret <2 x i64> %1
}
declare <2 x i64> @llvm.x86.avx512.cvtmask2q.128(i8)
declare <16 x i8> @llvm.x86.avx512.cvtmask2b.128(i16)
declare <2 x double> @llvm.x86.avx512.mask.unpckl.pd.128(<2 x double>, <2 x double>, <2 x double>, i8)
declare <4 x i32> @llvm.x86.avx512.mask.pbroadcast.d.gpr.128(i32, <4 x i32>, i8)
declare <4 x float> @llvm.x86.avx512.mask.move.ss(<4 x float>, <4 x float>, <4 x float>, i8)
declare i64 @llvm.x86.sse42.crc32.64.8(i64, i8)
declare <16 x float> @llvm.x86.avx512.mask.unpckh.ps.512(<16 x float>, <16 x float>, <16 x float>, i16)
declare <2 x i64> @llvm.x86.avx512.broadcastmb.128(i8)
declare <2 x i64> @llvm.x86.avx512.mask.pmulu.dq.128(<4 x i32>, <4 x i32>, <2 x i64>, i8)
"#,
    ),
];

#[test]
fn x86_upgrades_print_as_llvm_22_prints_them() {
    if !llvm_22_present() {
        return;
    }
    let mut failures = Vec::new();
    for (family, src) in SNIPPETS {
        failures.extend(differences_from_llvm(family, src, false));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
