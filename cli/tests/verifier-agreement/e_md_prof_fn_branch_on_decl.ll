declare !prof !0 void @f()
!0 = !{!"frob", i64 10}
