define float @f(<1 x i32> %p) {
  %r = sitofp <1 x i32> %p to float
  ret float %r
}
