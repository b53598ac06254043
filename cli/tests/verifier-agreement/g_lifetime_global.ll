@g = global i32 0
define void @f() {
  call void @llvm.lifetime.end.p0(ptr @g)
  ret void
}
declare void @llvm.lifetime.end.p0(ptr)
