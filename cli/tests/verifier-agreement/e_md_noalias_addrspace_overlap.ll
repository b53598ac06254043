define void @f(ptr %p) {
  store i32 0, ptr %p, !noalias.addrspace !0
  ret void
}
!0 = !{i32 0, i32 4, i32 2, i32 6}
