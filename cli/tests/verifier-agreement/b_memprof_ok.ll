declare ptr @malloc(i64)
define ptr @f() {
  %p = call ptr @malloc(i64 8), !memprof !0, !callsite !9
  ret ptr %p
}
!0 = !{!1}
!1 = !{!2, !"cold"}
!2 = !{i64 1, i64 2}
!9 = !{i64 1}
