define void @f() {
  %a = alloca [4 x i32]
  %g = getelementptr [4 x i32], ptr %a, i64 0, i64 1
  call void @llvm.lifetime.start.p0(ptr %g)
  ret void
}
declare void @llvm.lifetime.start.p0(ptr)
