define void @f(ptr %p) {
  indirectbr ptr %p, [label %a, label %b], !prof !0
a:
  ret void
b:
  ret void
}
!0 = !{!"branch_weights", i32 1}
