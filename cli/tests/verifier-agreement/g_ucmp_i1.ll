define i1 @f(i32 %a, i32 %b) {
  %r = call i1 @llvm.ucmp.i1.i32(i32 %a, i32 %b)
  ret i1 %r
}
declare i1 @llvm.ucmp.i1.i32(i32, i32)
