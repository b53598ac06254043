define i32 @f(i32 %x) {
  %v = add i32 %x, 1, !mmra !0
  ret i32 %v
}
!0 = !{!"a", !"b"}
