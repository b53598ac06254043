define i1 @f(i32 %x) {
  %r = call i1 @llvm.is.constant.i32(i32 %x)
  ret i1 %r
}
declare i1 @llvm.is.constant.i32(i32)
