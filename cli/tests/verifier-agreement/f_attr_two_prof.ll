define void @f() !prof !0 !prof !0 {
  ret void
}
!0 = !{!"function_entry_count", i64 1}
