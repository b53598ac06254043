define void @f() {
  ret void
}
@llvm.global_ctors = appending global [1 x { i32, ptr, i32 }] [{ i32, ptr, i32 } { i32 65535, ptr @f, i32 0 }]
