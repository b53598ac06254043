define i32 @f(i32 %p) {
  %r = call i32 @llvm.ptrauth.blend(i32 %p, i32 0)
  ret i32 %r
}
declare i32 @llvm.ptrauth.blend(i32, i32)
