define void @f() !kcfi_type !0 !kcfi_type !1 {
  ret void
}
!0 = !{i32 1}
!1 = !{i32 2}
