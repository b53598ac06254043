define void @f() {
  %a = alloca [2 x i32]
  %g = getelementptr [2 x i32], ptr %a, i64 0, i64 1
  call void @llvm.lifetime.start.p0(i64 4, ptr %g)
  ret void
}
declare void @llvm.lifetime.start.p0(i64, ptr)
