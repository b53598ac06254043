; compile_diff finding (KNOWN "odd-width-abi"), a call between llc's code and llconv's:
; this module is built by llconv and linked with abi-arg-i24.llc.ll built by
; llc-22 -O2 (`cargo run -p llconv-fuzzing --example compile_diff THIS.ll`).
; LLVM passes integers of widths other than 8/16/32/64/128 in a wider
; register with the bits above the width unspecified (any-extended);
; llconv's code takes those bits as zero.
; Here an i24 argument: llc's @caller truncates i32 -1 to i24 for free
; (edi stays 0xffffffff); llconv's @g zero-extends it by taking edi whole.
; Both by llc print: 16777215; with @g by llconv (-O2, -O0): 4294967295
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.fmt = private unnamed_addr constant [6 x i8] c"%lld\0A\00"
declare i32 @printf(ptr, ...)

declare i64 @caller(i32)

define i64 @g(i24 %a) {
  %w = zext i24 %a to i64
  ret i64 %w
}

define i32 @main() {
  %r = call i64 @caller(i32 -1)
  call i32 (ptr, ...) @printf(ptr @.fmt, i64 %r)
  ret i32 0
}
