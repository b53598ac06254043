define void @f() {
  ret void
}
@llvm.compiler.used = appending global [1 x ptr] [ptr getelementptr (i8, ptr @f, i64 0)]
