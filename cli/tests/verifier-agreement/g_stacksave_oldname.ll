define void @f() {
  %s = call ptr @llvm.stacksave()
  call void @llvm.stackrestore(ptr %s)
  ret void
}
declare ptr @llvm.stacksave()
declare void @llvm.stackrestore(ptr)
