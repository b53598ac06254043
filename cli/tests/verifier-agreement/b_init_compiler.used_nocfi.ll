define void @f() {
  ret void
}
@llvm.compiler.used = appending global [1 x ptr] [ptr no_cfi @f]
