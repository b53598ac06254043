declare void @llvm.stackprotector(ptr, ptr)
declare ptr @id(ptr returned)
define void @f(ptr %g) {
  %a = alloca ptr
  %b = call ptr @id(ptr %a)
  call void @llvm.stackprotector(ptr %g, ptr %b)
  ret void
}
