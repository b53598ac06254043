declare ptr @malloc(i64)
define ptr @f() {
  %p = load ptr, ptr null, !memprof !0
  ret ptr %p
}
!0 = !{!1}
!1 = !{!2, !"cold"}
!2 = !{i64 1}
