define void @f(ptr %p) {
  store i32 0, ptr %p, !alias.scope !0
  ret void
}
!0 = !{!1}
!1 = !{!"s", !2}
!2 = !{!"d"}
