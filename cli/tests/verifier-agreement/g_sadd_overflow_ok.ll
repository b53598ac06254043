define { i32, i1 } @f(i32 %a, i32 %b) {
  %r = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)
  ret { i32, i1 } %r
}
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
