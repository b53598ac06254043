define { i32, i8 } @f(i32 %a, i32 %b) {
  %r = call { i32, i8 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)
  ret { i32, i8 } %r
}
declare { i32, i8 } @llvm.sadd.with.overflow.i32(i32, i32)
