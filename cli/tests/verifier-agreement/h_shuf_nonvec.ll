define i32 @f(i32 %a) {
  %r = shufflevector i32 %a, i32 %a, <1 x i32> zeroinitializer
  ret i32 %r
}
