declare ptr @malloc(i64)
define ptr @f() {
  %p = call ptr @malloc(i64 8), !memprof !0
  ret ptr %p
}
!0 = !{!1}
!1 = !{!2, !"cold", !3}
!2 = !{i64 1}
!3 = !{i64 1, i64 2, i64 3}
