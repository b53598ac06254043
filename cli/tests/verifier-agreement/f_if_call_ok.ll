define ptr @r() {
  ret ptr null
}
@i = ifunc void (), ptr @r
define void @u() {
  call void @i()
  ret void
}
