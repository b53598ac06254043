declare void @llvm.stackprotector(ptr, ptr)
define void @f(ptr %g) {
  %a = alloca [2 x ptr]
  %b = getelementptr inbounds [2 x ptr], ptr %a, i32 0, i32 1
  call void @llvm.stackprotector(ptr %g, ptr %b)
  ret void
}
