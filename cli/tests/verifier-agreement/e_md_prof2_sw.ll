define void @f(i32 %c) {
  switch i32 %c, label %a [ i32 1, label %a ], !prof !0
a:
  ret void
}
!0 = !{!"unknown", !"p"}
