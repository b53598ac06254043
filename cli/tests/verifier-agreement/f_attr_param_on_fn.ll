define void @f() nonnull {
  ret void
}
