define void @f(i1 %c) {
  br i1 %c, label %a, label %a, !prof !0
a:
  ret void
}
!0 = !{!"VP", i32 0, i64 100, i64 1234, i64 100}
