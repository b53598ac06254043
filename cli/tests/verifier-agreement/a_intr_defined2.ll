define void @llvm.trap() {
  ret void
}
