define void @f(<2 x {i32}> %a) {
  ret void
}
