define i1 @f(i64 %a, i64 %b) {
  %r = call i1 @llvm.get.active.lane.mask.i1.i64(i64 %a, i64 %b)
  ret i1 %r
}
declare i1 @llvm.get.active.lane.mask.i1.i64(i64, i64)
