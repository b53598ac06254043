define void @f() prefix token none {
  ret void
}
