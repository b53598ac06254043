@g = global i32 0 #0, !foo !1
attributes #0 = { "a" }
!1 = !{}
