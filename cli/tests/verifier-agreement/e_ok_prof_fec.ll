define void @f() !prof !0 {
  ret void
}
define void @g() !prof !1 {
  ret void
}
!0 = !{!"function_entry_count", i64 10}
!1 = !{!"synthetic_function_entry_count", i64 10, i64 1, i64 2}
