define i32 @f(float %a) {
  %r = fptoui nneg float %a to i32
  ret i32 %r
}
