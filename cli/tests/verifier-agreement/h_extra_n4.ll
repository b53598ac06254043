define void @f() {
  %"a\00b" = add i32 0, 0
  ret void
}
