define { <2 x i32>, <2 x i32> } @f(<8 x i32> %a) {
  %r = call { <2 x i32>, <2 x i32> } @llvm.vector.deinterleave2.v8i32(<8 x i32> %a)
  ret { <2 x i32>, <2 x i32> } %r
}
declare { <2 x i32>, <2 x i32> } @llvm.vector.deinterleave2.v8i32(<8 x i32>)
