define i32 @f(i32 %a, i32 %b) {
  %r = call i32 @llvm.smul.fix.i32(i32 %a, i32 %b, i64 1)
  ret i32 %r
}
declare i32 @llvm.smul.fix.i32(i32, i32, i64 immarg)
