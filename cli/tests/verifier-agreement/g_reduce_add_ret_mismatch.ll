define i64 @f(<4 x i32> %v) {
  %r = call i64 @llvm.vector.reduce.add.v4i32(<4 x i32> %v)
  ret i64 %r
}
declare i64 @llvm.vector.reduce.add.v4i32(<4 x i32>)
