define void @f(ptr %p) {
  %r = atomicrmw add ptr %p, i32 1 seq_cst, !noalias.addrspace !0
  ret void
}
!0 = !{i32 3, i32 3}
