define void @f(i32 %x) {
  call void @llvm.eh.sjlj.callsite(i32 %x)
  ret void
}
declare void @llvm.eh.sjlj.callsite(i32)
