; compile_diff finding (KNOWN "min-max-wide"): at -O2 only, llvm.smax
; (smin, umax, umin alike) on i128 (or i96) fails:
;   Cranelift: Unsupported("should be implemented in ISLE: inst =
;   `v4 = smax.i128 v0, v1`, type = `Some(types::I128)`") (in function @f)
; llconv lowers smax as icmp + select; Cranelift's optimizer turns that
; back into smax.i128, which its x64 backend cannot lower. -O0 is right.
; See select-icmp-i128.ll for the same from plain icmp + select.
; llc-22 -O2 prints: 1 00000000000000000000000000000003
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.fmt = private unnamed_addr constant [19 x i8] c"%d %016llx%016llx\0A\00"

define i128 @f(i128 %a, i128 %b) {
  %r = call i128 @llvm.smax.i128(i128 %a, i128 %b)
  ret i128 %r
}

define i32 @main() {
  %r = call i128 @f(i128 -5, i128 3)
  %lo = trunc i128 %r to i64
  %sh = lshr i128 %r, 64
  %hi = trunc i128 %sh to i64
  call i32 (ptr, ...) @printf(ptr @.fmt, i32 1, i64 %hi, i64 %lo)
  ret i32 0
}

declare i32 @printf(ptr, ...)
declare i128 @llvm.smax.i128(i128, i128)
