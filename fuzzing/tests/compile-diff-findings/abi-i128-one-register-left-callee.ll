; compile_diff finding (KNOWN "i128-last-register"), a call between llc's code and llconv's:
; this module is built by llconv and linked with abi-i128-one-register-left-callee.llc.ll built by
; llc-22 -O2 (`cargo run -p llconv-fuzzing --example compile_diff THIS.ll`).
; An i128 argument when one integer argument register (r9) is left goes on
; the stack, and LLVM (and GCC: int g(long,long,long,long,long,__int128 x,
; int y) reads y from r9d) give r9 to the next integer argument; llconv
; passes (and reads) that next argument on the stack instead.
; Here llc's @caller calls llconv's @g, which reads y from the stack.
; Both by llc print: 5 2 6 7; with @g by llconv (-O2, -O0): 5 2 6 <garbage>
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.fmt = private unnamed_addr constant [19 x i8] c"%lld %lld %lld %d\0A\00"
declare i32 @printf(ptr, ...)

declare void @caller()

define void @g(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i128 %x, i32 %y) {
  %lo = trunc i128 %x to i64
  %s = lshr i128 %x, 64
  %hi = trunc i128 %s to i64
  call i32 (ptr, ...) @printf(ptr @.fmt, i64 %e, i64 %hi, i64 %lo, i32 %y)
  ret void
}

define i32 @main() {
  call void @caller()
  ret i32 0
}
