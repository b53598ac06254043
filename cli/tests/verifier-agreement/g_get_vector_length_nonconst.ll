define i32 @f(i64 %n, i32 %vf) {
  %r = call i32 @llvm.experimental.get.vector.length.i64(i64 %n, i32 %vf, i1 true)
  ret i32 %r
}
declare i32 @llvm.experimental.get.vector.length.i64(i64, i32 immarg, i1 immarg)
