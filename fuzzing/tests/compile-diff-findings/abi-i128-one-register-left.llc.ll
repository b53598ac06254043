; The part of abi-i128-one-register-left.ll built by llc-22 (see there).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.fmt = private unnamed_addr constant [19 x i8] c"%lld %lld %lld %d\0A\00"
declare i32 @printf(ptr, ...)

; Five registers taken: x does not fit in the last one and goes on the
; stack; y still takes r9.
define void @g(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i128 %x, i32 %y) {
  %lo = trunc i128 %x to i64
  %s = lshr i128 %x, 64
  %hi = trunc i128 %s to i64
  call i32 (ptr, ...) @printf(ptr @.fmt, i64 %e, i64 %hi, i64 %lo, i32 %y)
  ret void
}
