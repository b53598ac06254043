; The part of abi-arg-i24.ll built by llc-22 (see there).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i64 @g(i24)

; Truncation is free: the argument register keeps the bits above 24.
define i64 @caller(i32 %x) {
  %t = trunc i32 %x to i24
  %r = call i64 @g(i24 %t)
  ret i64 %r
}
