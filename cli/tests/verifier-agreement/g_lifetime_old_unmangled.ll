define void @f() {
  %a = alloca i32
  call void @llvm.lifetime.start(i64 4, ptr %a)
  ret void
}
declare void @llvm.lifetime.start(i64, ptr)
