define void @f() prefix {i32, i8} {i32 1, i8 2} {
  ret void
}
