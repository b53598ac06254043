define i32 @f(i32 %x) {
  %v = add i32 %x, 1, !noundef !0
  ret i32 %v
}
!0 = !{}
