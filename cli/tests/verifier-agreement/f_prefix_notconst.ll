define void @f(i32 %x) prefix i32 %x {
  ret void
}
