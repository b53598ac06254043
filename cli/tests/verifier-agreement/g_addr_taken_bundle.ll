define void @f() {
  call void @h() [ "x"(ptr @llvm.donothing) ]
  ret void
}
declare void @h()
declare void @llvm.donothing()
