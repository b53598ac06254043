; compile_diff finding (KNOWN "many-results"): a function returning
; { i64 x 5 }: LLVM returns it through a hidden pointer (sret demotion).
; llconv -O2 and -O0 fail, in @f and in its caller @main:
;   Cranelift: Unsupported("Too many return values to fit in registers.
;   Use a StructReturn argument instead. (#9510)")
; llc-22 -O2 prints (lines joined by ';'): 0 1;1 2;2 3;3 4;4 5;
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define { i64, i64, i64, i64, i64 } @f(i64 %x) {
  %a0 = insertvalue { i64, i64, i64, i64, i64 } poison, i64 1, 0
  %a1 = insertvalue { i64, i64, i64, i64, i64 } %a0, i64 2, 1
  %a2 = insertvalue { i64, i64, i64, i64, i64 } %a1, i64 3, 2
  %a3 = insertvalue { i64, i64, i64, i64, i64 } %a2, i64 4, 3
  %a4 = insertvalue { i64, i64, i64, i64, i64 } %a3, i64 5, 4
  ret { i64, i64, i64, i64, i64 } %a4
}

@.fi = private unnamed_addr constant [9 x i8] c"%d %lld\0A\00"
@.ff = private unnamed_addr constant [7 x i8] c"%d %a\0A\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
  %r = call { i64, i64, i64, i64, i64 } @f(i64 0)
  %e0 = extractvalue { i64, i64, i64, i64, i64 } %r, 0
  call i32 (ptr, ...) @printf(ptr @.fi, i32 0, i64 %e0)
  %e1 = extractvalue { i64, i64, i64, i64, i64 } %r, 1
  call i32 (ptr, ...) @printf(ptr @.fi, i32 1, i64 %e1)
  %e2 = extractvalue { i64, i64, i64, i64, i64 } %r, 2
  call i32 (ptr, ...) @printf(ptr @.fi, i32 2, i64 %e2)
  %e3 = extractvalue { i64, i64, i64, i64, i64 } %r, 3
  call i32 (ptr, ...) @printf(ptr @.fi, i32 3, i64 %e3)
  %e4 = extractvalue { i64, i64, i64, i64, i64 } %r, 4
  call i32 (ptr, ...) @printf(ptr @.fi, i32 4, i64 %e4)
  ret i32 0
}
