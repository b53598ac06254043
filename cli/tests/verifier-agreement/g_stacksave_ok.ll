define void @f() {
  %s = call ptr @llvm.stacksave.p0()
  call void @llvm.stackrestore.p0(ptr %s)
  ret void
}
declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)
