define void @f(i64 %n) {
  %a = alloca i32
  call void @llvm.lifetime.start.p0(i64 %n, ptr %a)
  ret void
}
declare void @llvm.lifetime.start.p0(i64, ptr)
