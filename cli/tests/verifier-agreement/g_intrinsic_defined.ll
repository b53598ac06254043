define void @llvm.donothing() {
  ret void
}
