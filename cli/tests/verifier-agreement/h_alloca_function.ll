define void @f() {
  %p = alloca void ()
  ret void
}
