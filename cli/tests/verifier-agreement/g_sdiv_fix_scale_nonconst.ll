define i32 @f(i32 %a, i32 %b, i32 %s) {
  %r = call i32 @llvm.sdiv.fix.i32(i32 %a, i32 %b, i32 %s)
  ret i32 %r
}
declare i32 @llvm.sdiv.fix.i32(i32, i32, i32 immarg)
