; compile_diff finding (KNOWN "min-max-wide"): at -O2 only, a select
; between the two operands of an icmp on i128 (here: umax of i96, the
; container being i128) fails:
;   Cranelift: Unsupported("should be implemented in ISLE: inst =
;   `v.. = umax.i128 ..`, type = `Some(types::I128)`") (in function @f)
; Cranelift's optimizer forms umax.i128 from icmp + select, which its x64
; backend cannot lower. -O0 is right.
; llc-22 -O2 prints: 1 0000000000000000000000010000000a
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.fmt = private unnamed_addr constant [19 x i8] c"%d %016llx%016llx\0A\00"

define i96 @f(i96 %a, i96 %b) {
  %c = icmp ult i96 %a, %b
  %r = select i1 %c, i96 %b, i96 %a
  ret i96 %r
}

define i32 @main() {
  %r = call i96 @f(i96 10, i96 4294967306)
  %w = zext i96 %r to i128
  %lo = trunc i128 %w to i64
  %sh = lshr i128 %w, 64
  %hi = trunc i128 %sh to i64
  call i32 (ptr, ...) @printf(ptr @.fmt, i32 1, i64 %hi, i64 %lo)
  ret i32 0
}

declare i32 @printf(ptr, ...)
