declare void @llvm.this.does.not.exist(i32)
define void @f() {
  call void @llvm.this.does.not.exist(i32 0)
  ret void
}
