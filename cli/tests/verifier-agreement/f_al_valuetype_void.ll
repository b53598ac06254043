define void @f() {
  ret void
}
@a = alias void, ptr @f
