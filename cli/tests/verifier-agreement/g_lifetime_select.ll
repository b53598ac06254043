define void @f(i1 %c) {
  %a = alloca i32
  %b = alloca i32
  %s = select i1 %c, ptr %a, ptr %b
  call void @llvm.lifetime.end.p0(ptr %s)
  ret void
}
declare void @llvm.lifetime.end.p0(ptr)
