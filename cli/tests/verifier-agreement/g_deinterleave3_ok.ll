define { <2 x i32>, <2 x i32>, <2 x i32> } @f(<6 x i32> %a) {
  %r = call { <2 x i32>, <2 x i32>, <2 x i32> } @llvm.vector.deinterleave3.v6i32(<6 x i32> %a)
  ret { <2 x i32>, <2 x i32>, <2 x i32> } %r
}
declare { <2 x i32>, <2 x i32>, <2 x i32> } @llvm.vector.deinterleave3.v6i32(<6 x i32>)
