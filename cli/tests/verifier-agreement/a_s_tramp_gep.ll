declare void @llvm.init.trampoline(ptr, ptr, ptr)
declare void @g(ptr nest)
define void @f(ptr %t, ptr %n) {
  %p = getelementptr i8, ptr @g, i64 0
  call void @llvm.init.trampoline(ptr %t, ptr %p, ptr %n)
  ret void
}
