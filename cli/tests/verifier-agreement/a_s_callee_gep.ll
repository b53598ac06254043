define void @f() {
  %p = getelementptr i8, ptr @llvm.trap, i64 0
  call i32 %p()
  ret void
}
declare void @llvm.trap()
