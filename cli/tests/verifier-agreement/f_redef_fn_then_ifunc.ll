define ptr @r() {
  ret ptr null
}
define void @f() {
  ret void
}
@f = ifunc void (), ptr @r
