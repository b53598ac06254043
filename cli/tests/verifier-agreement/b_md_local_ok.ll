declare void @llvm.foo(metadata)
define void @f(i32 %x) {
  call void @llvm.foo(metadata i32 %x)
  ret void
}
