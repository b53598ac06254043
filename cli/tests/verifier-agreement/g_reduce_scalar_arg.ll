define i32 @f(i32 %v) {
  %r = call i32 @llvm.vector.reduce.add.i32(i32 %v)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.add.i32(i32)
