declare void @llvm.init.trampoline(ptr, ptr, ptr)
define void @g(ptr nest %x) { ret void }
@a = alias void (ptr), ptr @g
define void @f(ptr %t, ptr %n) {
  call void @llvm.init.trampoline(ptr %t, ptr @a, ptr %n)
  ret void
}
