define void @f(ptr %p) {
  call void @llvm.var.annotation(ptr %p, ptr null, ptr null, i32 0)
  ret void
}
declare void @llvm.var.annotation(ptr, ptr, ptr, i32)
