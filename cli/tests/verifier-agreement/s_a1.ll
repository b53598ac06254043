define void @f(ptr %t, ptr %n) {
  call void @llvm.init.trampoline(ptr %t, ptr %n, ptr %n)
  ret void
}
declare void @llvm.init.trampoline(ptr, ptr, ptr)
