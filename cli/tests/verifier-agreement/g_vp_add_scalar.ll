define i32 @f(i32 %a, i32 %b, i1 %m, i32 %n) {
  %r = call i32 @llvm.vp.add.i32(i32 %a, i32 %b, i1 %m, i32 %n)
  ret i32 %r
}
declare i32 @llvm.vp.add.i32(i32, i32, i1, i32)
