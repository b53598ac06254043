define void @f() {
  ret void
}
@llvm.used = appending global [1 x ptr] [ptr getelementptr (i8, ptr @f, i64 1)]
