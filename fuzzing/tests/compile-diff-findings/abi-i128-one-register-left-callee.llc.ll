; The part of abi-i128-one-register-left-callee.ll built by llc-22 (see there).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @g(i64, i64, i64, i64, i64, i128, i32)

define void @caller() {
  call void @g(i64 1, i64 2, i64 3, i64 4, i64 5, i128 36893488147419103238, i32 7)
  ret void
}
