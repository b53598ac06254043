declare ptr @malloc(i64)
declare i32 @pers(...)
define ptr @f() personality ptr @pers {
  %p = invoke ptr @malloc(i64 8) to label %ok unwind label %bad, !memprof !0, !callsite !2
ok:
  ret ptr %p
bad:
  %l = landingpad { ptr, i32 } cleanup
  ret ptr null
}
!0 = !{!1}
!1 = !{!2, !"cold"}
!2 = !{i64 1}
