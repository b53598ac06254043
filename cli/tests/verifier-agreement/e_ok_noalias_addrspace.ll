declare void @g()
define void @f(ptr %p) {
  %r = atomicrmw add ptr %p, i32 1 seq_cst, !noalias.addrspace !0
  %c = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst, !noalias.addrspace !0
  store i64 0, ptr %p, !noalias.addrspace !0
  call void @g(), !noalias.addrspace !0
  ret void
}
!0 = !{i32 1, i32 3, i32 5, i32 6}
