declare !callback !0 void @broker(ptr, ptr)
!0 = !{i64 0}
