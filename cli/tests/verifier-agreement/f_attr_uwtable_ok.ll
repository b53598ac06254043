define void @f() uwtable(async) {
  ret void
}
