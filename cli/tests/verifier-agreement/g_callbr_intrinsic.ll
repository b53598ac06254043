define void @f() {
  callbr void @llvm.donothing() to label %a []
a:
  ret void
}
declare void @llvm.donothing()
