@g = global i32 0
@u = global ptr getelementptr (i8, ptr @g, i64 0)
@v = global <2 x ptr> getelementptr (i8, <2 x ptr> <ptr @g, ptr @g>, <2 x i64> zeroinitializer)
@llvm.used = appending global [1 x ptr] [ptr getelementptr (i8, ptr @g, i64 0)], section "llvm.metadata"

define void @f() personality ptr getelementptr (i8, ptr @p, i64 0) {
  %a = alloca i32
  %b = getelementptr i8, ptr %a, i64 0
  call void (...) @llvm.localescape(ptr %b)
  ret void
}
declare i32 @p(...)
declare void @llvm.localescape(...)
