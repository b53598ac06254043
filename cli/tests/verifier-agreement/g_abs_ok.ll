define i32 @f(i32 %x) {
  %r = call i32 @llvm.abs.i32(i32 %x, i1 true)
  ret i32 %r
}
declare i32 @llvm.abs.i32(i32, i1 immarg)
