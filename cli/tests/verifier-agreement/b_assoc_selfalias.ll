@al = alias i32, ptr @a
@a = global i32 1, !associated !0
!0 = !{ptr @al}
