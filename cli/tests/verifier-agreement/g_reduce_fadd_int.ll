define i32 @f(i32 %s, <4 x i32> %v) {
  %r = call i32 @llvm.vector.reduce.fadd.v4i32(i32 %s, <4 x i32> %v)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.fadd.v4i32(i32, <4 x i32>)
