define void @f(ptr %t, ptr %n, ptr %q) {
  call void @llvm.init.trampoline(ptr %t, ptr %q, ptr %n)
  ret void
}
declare void @llvm.init.trampoline(ptr, ptr, ptr)
