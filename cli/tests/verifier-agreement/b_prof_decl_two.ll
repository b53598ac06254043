declare !prof !0 !prof !1 void @f()
!0 = !{!"function_entry_count", i64 1}
!1 = !{!"function_entry_count", i64 2}
