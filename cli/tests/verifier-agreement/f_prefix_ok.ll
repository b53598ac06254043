define void @f() prefix i32 1 {
  ret void
}
