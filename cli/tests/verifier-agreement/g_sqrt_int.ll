define i32 @f(i32 %a) {
  %r = call i32 @llvm.sqrt.i32(i32 %a)
  ret i32 %r
}
declare i32 @llvm.sqrt.i32(i32)
