; The part of abi-ret-i24.ll built by llc-22 (see there).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i24 @f(i24 %a) {
  %r = add i24 %a, -1
  ret i24 %r
}
