define i32 @f(<4 x i1> %m, i1 %b) {
  %r = call i32 @llvm.experimental.cttz.elts.i32.v4i1(<4 x i1> %m, i1 %b)
  ret i32 %r
}
declare i32 @llvm.experimental.cttz.elts.i32.v4i1(<4 x i1>, i1 immarg)
