define { <2 x i32>, i1 } @f(<2 x i32> %a, <2 x i32> %b) {
  %r = call { <2 x i32>, i1 } @llvm.uadd.with.overflow.v2i32(<2 x i32> %a, <2 x i32> %b)
  ret { <2 x i32>, i1 } %r
}
declare { <2 x i32>, i1 } @llvm.uadd.with.overflow.v2i32(<2 x i32>, <2 x i32>)
