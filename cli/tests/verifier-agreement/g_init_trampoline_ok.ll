define void @f(ptr %t, ptr %n) {
  call void @llvm.init.trampoline(ptr %t, ptr @g, ptr %n)
  ret void
}
define void @g() {
  ret void
}
declare void @llvm.init.trampoline(ptr, ptr, ptr)
