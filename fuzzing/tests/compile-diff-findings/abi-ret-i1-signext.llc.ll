; The part of abi-ret-i1-signext.ll built by llc-22 (see there).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define signext i1 @f(i32 %x) {
  %b = icmp ne i32 %x, 0
  ret i1 %b
}
