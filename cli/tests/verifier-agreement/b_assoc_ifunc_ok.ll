@r = global i32 1
define ptr @res() {
  ret ptr null
}
@i = ifunc void (), ptr @res
@a = global i32 1, !associated !0
!0 = !{ptr @i}
