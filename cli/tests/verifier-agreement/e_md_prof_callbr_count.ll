define void @f() {
  callbr void asm "", "!i"() to label %a [label %b], !prof !0
a:
  ret void
b:
  ret void
}
!0 = !{!"branch_weights", i32 1}
