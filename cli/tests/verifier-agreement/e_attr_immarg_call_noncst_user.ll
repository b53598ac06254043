declare void @llvm.foo.bar(i32 immarg)
define void @f(i32 %x) {
  call void @llvm.foo.bar(i32 %x)
  ret void
}
