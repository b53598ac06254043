define i32 @f(<4 x i32> %a) {
  %r = extractelement <4 x i32> %a, i8 7
  ret i32 %r
}
