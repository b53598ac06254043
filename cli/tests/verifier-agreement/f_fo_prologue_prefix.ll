define void @f() prologue i32 1 prefix i32 1 {
  ret void
}
