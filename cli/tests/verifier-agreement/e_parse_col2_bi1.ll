define void @f() builtin nounwind {
  ret void
}
