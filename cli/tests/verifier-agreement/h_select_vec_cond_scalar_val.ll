define i32 @f(<2 x i1> %c, i32 %a, i32 %b) {
  %r = select <2 x i1> %c, i32 %a, i32 %b
  ret i32 %r
}
