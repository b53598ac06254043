define void @f() {
  ret void, !foo ! "x"
}
