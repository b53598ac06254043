; compile_diff finding (KNOWN "funnel-shift-wide"): llvm.fshl/fshr on
; integers wider than 64 bits. llconv -O2 and -O0 fail:
;   Cranelift: Unsupported("should be implemented in ISLE: inst =
;   `v6 = urem.i128 v2, v15`, type = `Some(types::I128)`") (in function @f)
; (the funnel lowering takes the amount modulo the width with urem, which
; Cranelift's x64 backend has no i128 lowering for).
; llc-22 -O2 prints: 1 00000000000000ff0000000000000000
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.fmt = private unnamed_addr constant [19 x i8] c"%d %016llx%016llx\0A\00"

define i128 @f(i128 %a, i128 %b, i128 %s) {
  %r = call i128 @llvm.fshl.i128(i128 %a, i128 %b, i128 %s)
  ret i128 %r
}

define i32 @main() {
  %r = call i128 @f(i128 255, i128 0, i128 192)
  %lo = trunc i128 %r to i64
  %sh = lshr i128 %r, 64
  %hi = trunc i128 %sh to i64
  call i32 (ptr, ...) @printf(ptr @.fmt, i32 1, i64 %hi, i64 %lo)
  ret i32 0
}

declare i32 @printf(ptr, ...)
declare i128 @llvm.fshl.i128(i128, i128, i128)
