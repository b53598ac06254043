define void @llvm.my.thing() {
  ret void
}
