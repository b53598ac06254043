define i32 @f() {
  unreachable
}
