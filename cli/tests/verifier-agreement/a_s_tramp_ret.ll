declare void @llvm.init.trampoline(ptr, ptr, ptr)
declare void @g(ptr nest)
declare ptr @id(ptr returned)
define void @f(ptr %t, ptr %n) {
  %p = call ptr @id(ptr @g)
  call void @llvm.init.trampoline(ptr %t, ptr %p, ptr %n)
  ret void
}
