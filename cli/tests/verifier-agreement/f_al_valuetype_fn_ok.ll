define void @f() {
  ret void
}
@a = alias i8, ptr @f
