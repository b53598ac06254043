define i32 @f(<4 x i32> %a, <4 x i32> %i) {
  %r = extractelement <4 x i32> %a, <4 x i32> %i
  ret i32 %r
}
