define void @f() optnone noinline optsize {
  ret void
}
