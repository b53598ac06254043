; compile_diff finding (KNOWN "odd-width-abi"), a call between llc's code and llconv's:
; this module is built by llconv and linked with abi-ret-i1-signext.llc.ll built by
; llc-22 -O2 (`cargo run -p llconv-fuzzing --example compile_diff THIS.ll`).
; LLVM passes a signext i1 true as -1 (all ones, extended to 32 bits);
; llconv's code reads the i1 as the whole low byte, 255, and its zext
; to i64 gives 255.
; Here a signext i1 result of llc's @f, zero-extended by llconv's main.
; Both by llc print: 1; with main by llconv (-O2, -O0): 255
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.fmt = private unnamed_addr constant [6 x i8] c"%lld\0A\00"
declare i32 @printf(ptr, ...)

declare signext i1 @f(i32)

define i32 @main() {
  %b = call signext i1 @f(i32 5)
  %w = zext i1 %b to i64
  call i32 (ptr, ...) @printf(ptr @.fmt, i64 %w)
  ret i32 0
}
