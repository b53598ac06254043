define i32 @f(i32 %x, i1 %b) {
  %r = call i32 @llvm.ctlz.i32(i32 %x, i1 %b)
  ret i32 %r
}
declare i32 @llvm.ctlz.i32(i32, i1 immarg)
