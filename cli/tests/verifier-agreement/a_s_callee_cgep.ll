define void @f() {
  call i32 getelementptr (i8, ptr @llvm.trap, i64 0)()
  ret void
}
declare void @llvm.trap()
