declare !prof !0 void @f()
!0 = !{!"function_entry_count", i64 10}
