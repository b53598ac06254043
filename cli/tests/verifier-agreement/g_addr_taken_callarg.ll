define void @f() {
  call void @h(ptr @llvm.trap)
  ret void
}
declare void @h(ptr)
declare void @llvm.trap()
