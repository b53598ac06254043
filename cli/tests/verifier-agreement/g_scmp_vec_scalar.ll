define i8 @f(<4 x i32> %a, <4 x i32> %b) {
  %r = call i8 @llvm.scmp.i8.v4i32(<4 x i32> %a, <4 x i32> %b)
  ret i8 %r
}
declare i8 @llvm.scmp.i8.v4i32(<4 x i32>, <4 x i32>)
