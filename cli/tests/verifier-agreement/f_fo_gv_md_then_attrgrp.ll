@g = global i32 0, !foo !1 #0
attributes #0 = { "a" }
!1 = !{}
