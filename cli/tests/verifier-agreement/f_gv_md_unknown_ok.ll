@g = global i32 0, !foo !0
!0 = !{}
