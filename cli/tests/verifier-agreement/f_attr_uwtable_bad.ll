define void @f() uwtable(bogus) {
  ret void
}
