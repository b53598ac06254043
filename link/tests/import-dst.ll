target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.point = type { i32, i32 }

@origin = global %struct.point zeroinitializer, align 4

declare i32 @norm(ptr)

define i32 @main() {
  %r = call i32 @norm(ptr @origin)
  ret i32 %r
}
