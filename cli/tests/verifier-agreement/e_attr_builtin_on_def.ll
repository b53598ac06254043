define void @f() builtin {
  ret void
}
