; The part of abi-ret-struct-i1.ll built by llc-22 (see there).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Truncation is free: the i1 field's register keeps the bits above bit 0.
define { i1, i32 } @f(i8 %x) {
  %b = trunc i8 %x to i1
  %r = insertvalue { i1, i32 } { i1 false, i32 7 }, i1 %b, 0
  ret { i1, i32 } %r
}
