define void @f() {
  ret void
}
@llvm.used = appending global [1 x ptr] [ptr no_cfi @f]
