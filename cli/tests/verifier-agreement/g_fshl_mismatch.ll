define i32 @f(i32 %a, i32 %b, i64 %c) {
  %r = call i32 @llvm.fshl.i32(i32 %a, i32 %b, i64 %c)
  ret i32 %r
}
declare i32 @llvm.fshl.i32(i32, i32, i64)
