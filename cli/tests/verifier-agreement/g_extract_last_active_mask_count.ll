define i32 @f(<4 x i32> %v, <2 x i1> %m, i32 %d) {
  %r = call i32 @llvm.experimental.vector.extract.last.active.v4i32(<4 x i32> %v, <2 x i1> %m, i32 %d)
  ret i32 %r
}
declare i32 @llvm.experimental.vector.extract.last.active.v4i32(<4 x i32>, <2 x i1>, i32)
