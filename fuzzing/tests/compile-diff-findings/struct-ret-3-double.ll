; compile_diff finding (KNOWN "many-results"): a function returning
; { double, double, double }: LLVM returns it in xmm0, xmm1 and xmm2.
; llconv -O2 and -O0 fail, in @f and in its caller @main:
;   Cranelift: Unsupported("Too many return values to fit in registers.
;   Use a StructReturn argument instead. (#9510)")
; llc-22 -O2 prints (lines joined by ';'): 0 0x1p+0;1 0x1p+1;2 0x1.8p+1;
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define { double, double, double } @f(i64 %x) {
  %a0 = insertvalue { double, double, double } poison, double 1.0, 0
  %a1 = insertvalue { double, double, double } %a0, double 2.0, 1
  %a2 = insertvalue { double, double, double } %a1, double 3.0, 2
  ret { double, double, double } %a2
}

@.fi = private unnamed_addr constant [9 x i8] c"%d %lld\0A\00"
@.ff = private unnamed_addr constant [7 x i8] c"%d %a\0A\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
  %r = call { double, double, double } @f(i64 0)
  %e0 = extractvalue { double, double, double } %r, 0
  call i32 (ptr, ...) @printf(ptr @.ff, i32 0, double %e0)
  %e1 = extractvalue { double, double, double } %r, 1
  call i32 (ptr, ...) @printf(ptr @.ff, i32 1, double %e1)
  %e2 = extractvalue { double, double, double } %r, 2
  call i32 (ptr, ...) @printf(ptr @.ff, i32 2, double %e2)
  ret i32 0
}
