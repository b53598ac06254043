define { <4 x i32>, <4 x i32> } @f(<8 x i32> %a) {
  %r = call { <4 x i32>, <4 x i32> } @llvm.vector.deinterleave2.v8i32(<8 x i32> %a)
  ret { <4 x i32>, <4 x i32> } %r
}
declare { <4 x i32>, <4 x i32> } @llvm.vector.deinterleave2.v8i32(<8 x i32>)
