declare ptr @g()
define ptr @f() {
  %v = call ptr @g(), !nonnull !0
  ret ptr %v
}
!0 = !{}
