define i1 @f(i32 %x) {
  %r = call i1 @llvm.is.fpclass.i32(i32 %x, i32 3)
  ret i1 %r
}
declare i1 @llvm.is.fpclass.i32(i32, i32 immarg)
