define i32 @f(i32 %s, <4 x i32> %v, <4 x i1> %m, i32 %n) {
  %r = call i32 @llvm.vp.reduce.add.v4i32(i32 %s, <4 x i32> %v, <4 x i1> %m, i32 %n)
  ret i32 %r
}
declare i32 @llvm.vp.reduce.add.v4i32(i32, <4 x i32>, <4 x i1>, i32)
