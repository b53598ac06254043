define void @f() {
  %s = call i64 @llvm.stacksave.i64()
  ret void
}
declare i64 @llvm.stacksave.i64()
