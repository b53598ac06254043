define i32 @f(ptr %p) {
  %r = call i32 @llvm.objectsize.i32.p0(ptr %p, i1 false, i1 false, i1 false)
  ret i32 %r
}
declare i32 @llvm.objectsize.i32.p0(ptr, i1 immarg, i1 immarg, i1 immarg)
