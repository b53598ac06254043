; compile_diff finding (KNOWN "odd-width-abi"), a call between llc's code and llconv's:
; this module is built by llconv and linked with abi-ret-i1.llc.ll built by
; llc-22 -O2 (`cargo run -p llconv-fuzzing --example compile_diff THIS.ll`).
; LLVM passes integers of widths other than 8/16/32/64/128 in a wider
; register with the bits above the width unspecified (any-extended);
; llconv's code takes those bits as zero.
; Here an i1 result without zeroext: llc's @f returns trunc i8 2 to i1 as
; al = 2; llconv's main zero-extends the whole byte.
; Both by llc print: 0; with main by llconv (-O2, -O0): 2
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.fmt = private unnamed_addr constant [6 x i8] c"%lld\0A\00"
declare i32 @printf(ptr, ...)

declare i1 @f(i8)

define i32 @main() {
  %b = call i1 @f(i8 2)
  %w = zext i1 %b to i64
  call i32 (ptr, ...) @printf(ptr @.fmt, i64 %w)
  ret i32 0
}
