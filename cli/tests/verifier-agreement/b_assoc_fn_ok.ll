@g = global i32 0
define void @f() !associated !0 {
  ret void
}
!0 = !{ptr @g}
