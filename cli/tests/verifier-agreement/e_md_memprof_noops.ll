declare ptr @g()
define void @f() {
  %v = call ptr @g(), !memprof !0, !callsite !1
  ret void
}
!0 = !{}
!1 = !{i64 1}
