define i32 @f(<4 x i32> %m) {
  %r = call i32 @llvm.experimental.cttz.elts.i32.v4i32(<4 x i32> %m, i1 true)
  ret i32 %r
}
declare i32 @llvm.experimental.cttz.elts.i32.v4i32(<4 x i32>, i1 immarg)
