define void @f() {
  ret void
}
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 1, ptr getelementptr (i8, ptr @f, i64 1), ptr null }]
