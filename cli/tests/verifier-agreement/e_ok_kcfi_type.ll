define void @f() !kcfi_type !0 {
  ret void
}
declare !kcfi_type !0 void @g()
!0 = !{i32 12345}
