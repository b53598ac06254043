define i32 @f(<4 x i32> %v) {
  %r = call i32 @llvm.vector.reduce.fmax.v4i32(<4 x i32> %v)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.fmax.v4i32(<4 x i32>)
