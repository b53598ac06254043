define void @f() {
  callbr void @llvm.trap() to label %a []
a:
  ret void
}
