define void @f() jumptable {
  ret void
}
