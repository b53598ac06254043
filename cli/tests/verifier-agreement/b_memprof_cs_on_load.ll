declare ptr @malloc(i64)
define ptr @f() {
  %p = load ptr, ptr null, !callsite !0
  ret ptr %p
}
!0 = !{i64 1}
