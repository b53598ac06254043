define void @f() {
  unreachable i32 0
}
