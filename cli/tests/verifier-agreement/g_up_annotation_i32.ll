define i32 @f(i32 %x) {
  %r = call i32 @llvm.annotation.i32(i32 %x, ptr null, ptr null, i32 0)
  ret i32 %r
}
declare i32 @llvm.annotation.i32(i32, ptr, ptr, i32)
