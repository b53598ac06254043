declare void @llvm.init.trampoline(ptr, ptr, ptr)
declare void @g(ptr nest)
define void @f(ptr %t, ptr %n) {
  call void @llvm.init.trampoline(ptr %t, ptr getelementptr (i8, ptr @g, i64 0), ptr %n)
  ret void
}
