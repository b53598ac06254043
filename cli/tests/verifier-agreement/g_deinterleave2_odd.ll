define { <3 x i32>, <3 x i32> } @f(<7 x i32> %a) {
  %r = call { <3 x i32>, <3 x i32> } @llvm.vector.deinterleave2.v7i32(<7 x i32> %a)
  ret { <3 x i32>, <3 x i32> } %r
}
declare { <3 x i32>, <3 x i32> } @llvm.vector.deinterleave2.v7i32(<7 x i32>)
