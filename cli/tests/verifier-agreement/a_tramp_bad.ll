declare void @llvm.init.trampoline(ptr, ptr, ptr)
define void @f(ptr %t, ptr %fn, ptr %n) {
  call void @llvm.init.trampoline(ptr %t, ptr %fn, ptr %n)
  ret void
}
