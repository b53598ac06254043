define void @f() {
  ret void
}
@f = global i32 0
