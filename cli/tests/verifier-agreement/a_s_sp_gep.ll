declare void @llvm.stackprotector(ptr, ptr)
define void @f(ptr %g) {
  %a = alloca ptr
  %b = getelementptr inbounds {ptr}, ptr %a, i32 0, i32 0
  call void @llvm.stackprotector(ptr %g, ptr %b)
  ret void
}
