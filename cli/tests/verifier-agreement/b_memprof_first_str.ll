declare ptr @malloc(i64)
define ptr @f() {
  %p = call ptr @malloc(i64 8), !memprof !0, !callsite !9
  ret ptr %p
}
!0 = !{!1}
!1 = !{!"x", !"cold"}
!9 = !{i64 1}
