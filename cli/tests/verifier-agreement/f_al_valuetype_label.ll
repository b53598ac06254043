define void @f() {
  ret void
}
@a = alias label, ptr @f
