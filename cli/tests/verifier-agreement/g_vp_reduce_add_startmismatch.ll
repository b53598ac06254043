define i64 @f(i64 %s, <4 x i32> %v, <4 x i1> %m, i32 %n) {
  %r = call i64 @llvm.vp.reduce.add.v4i32(i64 %s, <4 x i32> %v, <4 x i1> %m, i32 %n)
  ret i64 %r
}
declare i64 @llvm.vp.reduce.add.v4i32(i64, <4 x i32>, <4 x i1>, i32)
