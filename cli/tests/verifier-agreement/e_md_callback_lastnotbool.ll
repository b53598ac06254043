declare !callback !0 void @broker(ptr, ptr)
!0 = !{!1}
!1 = !{i64 0, i64 1}
