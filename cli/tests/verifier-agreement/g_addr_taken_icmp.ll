define i1 @f(ptr %p) {
  %c = icmp eq ptr %p, @llvm.donothing
  ret i1 %c
}
declare void @llvm.donothing()
