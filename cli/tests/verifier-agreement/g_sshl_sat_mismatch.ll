define i32 @f(i32 %a, i64 %b) {
  %r = call i32 @llvm.sshl.sat.i32(i32 %a, i64 %b)
  ret i32 %r
}
declare i32 @llvm.sshl.sat.i32(i32, i64)
