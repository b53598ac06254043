declare void @llvm.init.trampoline(ptr, ptr, ptr)
declare void @g(ptr nest)
define void @f(ptr %t, ptr %n) {
  call void @llvm.init.trampoline(ptr %t, ptr @g, ptr %n)
  ret void
}
