define i32 @f(i32 %x) {
  %v = add i32 %x, 1, !noalias.addrspace !0
  ret i32 %v
}
!0 = !{i32 0, i32 4}
