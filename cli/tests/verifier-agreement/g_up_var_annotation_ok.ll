define void @f(ptr %p) {
  call void @llvm.var.annotation.p0.p0(ptr %p, ptr null, ptr null, i32 0, ptr null)
  ret void
}
declare void @llvm.var.annotation.p0.p0(ptr, ptr, ptr, i32, ptr)
