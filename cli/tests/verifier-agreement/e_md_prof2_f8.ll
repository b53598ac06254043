define void @f() !prof !0 {
  ret void
}
!0 = !{!"synthetic_function_entry_count", i64 5}
